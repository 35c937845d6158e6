/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uuuul_haar(const float *in, float *out, int half, float two, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uuuul_haar(const float *in, float *out, int half, float two, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16ulu_bump(int *a, int i, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16ulu_bump(int *a, int i, int k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8ulu_bump(int *a, int i, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8ulu_bump(int *a, int i, int k, __m256i mask);
/* Loops that call void functions: their variants store through uniform pointers at a linear
   index. The calls are vectorized although none of their arguments is a varying vector (the
   lanes come from the variant's characteristic type), and a float constant passed where the
   variant wants a uniform value counts as uniform. Under a condition, the masked variant. The
   arrays are exactly as long as the scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(in, out, half, two) linear(i) notinbranch */
void haar(const float *in, float *out, int half, float two, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = (a + b) / two;
    out[half + i] = (a - b) / two;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16uuuul_haar(const float *in, float *out, int half, float two, int i) {
    vcc_no_contract_body
    const float *t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    t1 = in + 2 * i;
    t2 = _mm512_loadu_ps(t1);
    t3 = _mm512_loadu_ps(t1 + 16);
    t4 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t3);
    t5 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t3);
    t6 = _mm512_add_ps(t4, t5);
    t7 = _mm512_set1_ps(two);
    t8 = _mm512_div_ps(t6, t7);
    _mm512_storeu_ps(out + i, t8);
    t9 = _mm512_sub_ps(t4, t5);
    t10 = _mm512_set1_ps(two);
    t11 = _mm512_div_ps(t9, t10);
    _mm512_storeu_ps(out + (half + i), t11);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uuuul_haar(const float *in, float *out, int half, float two, int i) {
    vcc_no_contract_body
    const float *t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    t1 = in + 2 * i;
    t2 = _mm256_loadu_ps(t1);
    t3 = _mm256_loadu_ps(t1 + 8);
    t4 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t3);
    t5 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t3);
    t6 = _mm256_add_ps(t4, t5);
    t7 = _mm256_set1_ps(two);
    t8 = _mm256_div_ps(t6, t7);
    _mm256_storeu_ps(out + i, t8);
    t9 = _mm256_sub_ps(t4, t5);
    t10 = _mm256_set1_ps(two);
    t11 = _mm256_div_ps(t9, t10);
    _mm256_storeu_ps(out + (half + i), t11);
}

/* #pragma omp declare simd uniform(a, k) linear(i) */
void bump(int *a, int i, int k) {
    a[i] = a[i] * 3 + k;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16ulu_bump(int *a, int i, int k) {
    vcc_no_contract_body
    int *t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    t1 = a + i;
    t2 = _mm512_loadu_si512(t1);
    t3 = _mm512_set1_epi32((int)3);
    t4 = _mm512_mullo_epi32(t2, t3);
    t5 = _mm512_set1_epi32((int)k);
    t6 = _mm512_add_epi32(t4, t5);
    _mm512_storeu_si512(t1, t6);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16ulu_bump(int *a, int i, int k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    long t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    t1 = (__mmask16)mask;
    t2 = (long)i;
    t3 = _mm512_maskz_loadu_epi32(t1, (int *)((unsigned long)a + (unsigned long)t2 * 4UL));
    t4 = _mm512_set1_epi32((int)3);
    t5 = t3;
    t6 = t4;
    t7 = _mm512_mullo_epi32(t5, t6);
    t8 = t7;
    t9 = _mm512_set1_epi32((int)k);
    t10 = t8;
    t11 = t9;
    t12 = _mm512_add_epi32(t10, t11);
    t13 = t12;
    _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1, t13);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8ulu_bump(int *a, int i, int k) {
    vcc_no_contract_body
    int *t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    t1 = a + i;
    t2 = _mm256_loadu_si256((const __m256i *)t1);
    t3 = _mm256_set1_epi32((int)3);
    t4 = _mm256_mullo_epi32(t2, t3);
    t5 = _mm256_set1_epi32((int)k);
    t6 = _mm256_add_epi32(t4, t5);
    _mm256_storeu_si256((__m256i *)t1, t6);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8ulu_bump(int *a, int i, int k, __m256i mask) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = (long)i;
    t3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t1), (int *)((unsigned long)a + (unsigned long)t2 * 4UL));
    t4 = _mm256_set1_epi32((int)3);
    t5 = t3;
    t6 = t4;
    t7 = _mm256_mullo_epi32(t5, t6);
    t8 = t7;
    t9 = _mm256_set1_epi32((int)k);
    t10 = t8;
    t11 = t9;
    t12 = _mm256_add_epi32(t10, t11);
    t13 = t12;
    _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t2 * 4UL), _mm256_movepi32_mask(t1), t13);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transform(const float *in, float *out, int half) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    __m512i t7;
    __mmask16 t8;
    int t9;
    int i;
    const float *t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    int t21;
    vcc_v16_long t22;
    vcc_v16_long t23;
    __m512 t24;
    vcc_v16_long t25;
    vcc_v16_long t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    __m512 t33;
    t2 = (long)half;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (int)(0L + t1);
            t10 = in + 2 * t4;
            t11 = _mm512_loadu_ps(t10);
            t12 = _mm512_loadu_ps(t10 + 16);
            t13 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t12);
            t14 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t12);
            t15 = _mm512_add_ps(t13, t14);
            t16 = _mm512_set1_ps(2.0f);
            t17 = _mm512_div_ps(t15, t16);
            _mm512_storeu_ps(out + t4, t17);
            t18 = _mm512_sub_ps(t13, t14);
            t19 = _mm512_set1_ps(2.0f);
            t20 = _mm512_div_ps(t18, t19);
            _mm512_storeu_ps(out + (half + t4), t20);
            t1 += 16L;
            if (t1 >= t3) {
                t5 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t5 = 0;
    }
    t6 = (long)half + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        t7 = _mm512_set1_epi32((int)(int)t6);
        t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        t9 = (int)((long)t5 + 0L);
        t21 = 2 * t9;
        t22 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        t23 = t22 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        t24 = (__m512)vcc_gather_masked(vcc_v16_float, in + t21, t23, (vcc_m16)_mm512_movm_epi32(t8));
        t25 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        t26 = t25 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        t27 = (__m512)vcc_gather_masked(vcc_v16_float, in + (t21 + 1), t26, (vcc_m16)_mm512_movm_epi32(t8));
        t28 = _mm512_add_ps(t24, t27);
        t29 = _mm512_set1_ps(2.0f);
        t30 = _mm512_div_ps(t28, t29);
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)(long)t9 * 4UL), t8, t30);
        t31 = _mm512_sub_ps(t24, t27);
        t32 = _mm512_set1_ps(2.0f);
        t33 = _mm512_div_ps(t31, t32);
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)(long)(half + t9) * 4UL), t8, t33);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < half; i++) {
        (_mm256_zeroupper(), haar(in, out, half, 2.0f, i));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bump_all(int *a, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    __m512i t7;
    __mmask16 t8;
    int t9;
    int i;
    int *t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    long t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (int)(0L + t1);
            t10 = a + t4;
            t11 = _mm512_loadu_si512(t10);
            t12 = _mm512_set1_epi32((int)3);
            t13 = _mm512_mullo_epi32(t11, t12);
            t14 = _mm512_set1_epi32((int)7);
            t15 = _mm512_add_epi32(t13, t14);
            _mm512_storeu_si512(t10, t15);
            t1 += 16L;
            if (t1 >= t3) {
                t5 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t5 = 0;
    }
    t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        t7 = _mm512_set1_epi32((int)(int)t6);
        t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        t9 = (int)((long)t5 + 0L);
        t16 = (long)t9;
        t17 = _mm512_maskz_loadu_epi32(t8, (int *)((unsigned long)a + (unsigned long)t16 * 4UL));
        t18 = _mm512_set1_epi32((int)3);
        t19 = t17;
        t20 = t18;
        t21 = _mm512_mullo_epi32(t19, t20);
        t22 = t21;
        t23 = _mm512_set1_epi32((int)7);
        t24 = t22;
        t25 = t23;
        t26 = _mm512_add_epi32(t24, t25);
        t27 = t26;
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t16 * 4UL), t8, t27);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        (_mm256_zeroupper(), bump(a, i, 7));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bump_odd(int *a, const int *flags, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    __m512i t5;
    __m512i t6;
    __mmask16 t7;
    int t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    int t12;
    __m512i t13;
    __m512i t14;
    __mmask16 t15;
    __mmask16 t16;
    int i;
    long t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    long t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (int)(0L + t1);
            t5 = _mm512_loadu_si512(flags + t4);
            t6 = _mm512_and_si512(t5, _mm512_set1_epi32((int)1));
            t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t17 = (long)t4;
            t18 = _mm512_maskz_loadu_epi32(t7, (int *)((unsigned long)a + (unsigned long)t17 * 4UL));
            t19 = _mm512_set1_epi32((int)3);
            t20 = t18;
            t21 = t19;
            t22 = _mm512_mullo_epi32(t20, t21);
            t23 = t22;
            t24 = _mm512_set1_epi32((int)-2);
            t25 = t23;
            t26 = t24;
            t27 = _mm512_add_epi32(t25, t26);
            t28 = t27;
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t17 * 4UL), t7, t28);
            t1 += 16L;
            if (t1 >= t3) {
                t8 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t8 = 0;
    }
    t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t12 = (int)((long)t8 + 0L);
        t13 = _mm512_maskz_loadu_epi32(t11, flags + t12);
        t14 = _mm512_and_si512(t13, _mm512_set1_epi32((int)1));
        t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t16 = _kand_mask16(t11, t15);
        t29 = (long)t12;
        t30 = _mm512_maskz_loadu_epi32(t16, (int *)((unsigned long)a + (unsigned long)t29 * 4UL));
        t31 = _mm512_set1_epi32((int)3);
        t32 = t30;
        t33 = t31;
        t34 = _mm512_mullo_epi32(t32, t33);
        t35 = t34;
        t36 = _mm512_set1_epi32((int)-2);
        t37 = t35;
        t38 = t36;
        t39 = _mm512_add_epi32(t37, t38);
        t40 = t39;
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t29 * 4UL), t16, t40);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        if (flags[i] & 1) {
            (_mm256_zeroupper(), bump(a, i, -2));
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[8];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    float fsum;
    unsigned int isum;
    unsigned int t;
    int n;
    int t14;
    unsigned long t15;
    float *in;
    float *out;
    unsigned long t16;
    void *t17;
    int *a;
    void *t18;
    int *flags;
    long t19;
    int t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256 t34;
    __m256 t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256 t41;
    __m256 t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256 t48;
    __m256 t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    int t55;
    long t56;
    int t57;
    long t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256 t64;
    __m256 t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    int t71;
    long t72;
    int t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    long t81;
    __m256 t82;
    __m256 t83;
    int i;
    long t84;
    unsigned long t85;
    unsigned long t86;
    int t87;
    long t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    long t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    long t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    long t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    long t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    int t132;
    long t133;
    unsigned long t134;
    unsigned long t135;
    int t136;
    long t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    __m256i t142;
    __m256i t143;
    __m256i t144;
    __m256i t145;
    long t146;
    __m256i t147;
    __m256i t148;
    __m256i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    __m256i t153;
    int t154;
    long t155;
    unsigned long t156;
    unsigned long t157;
    int t158;
    __m256i t159;
    __m256i t160;
    __m256i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256i t166;
    __m256i t167;
    long t168;
    __m256i t169;
    long t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    __m256i t174;
    int i_1;
    long t175;
    int i_2;
    int i_3;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (t = 0U; (unsigned long)t < 8UL; t++) {
        n = sizes[t];
        t14 = 2 * n;
        t15 = (unsigned long)(t14 + 1) * 4UL;
        in = (float *)malloc(t15);
        out = (float *)malloc(t15);
        t16 = (unsigned long)(n + 1) * 4UL;
        t17 = malloc(t16);
        a = (int *)t17;
        t18 = malloc(t16);
        flags = (int *)t18;
        t19 = (long)n * 2L;
        t20 = (int)((unsigned int)0 * (unsigned int)7);
        if ((t19 >= 32L) & (t20 >= 0)) {
            t21 = t19 & -32L;
            t22 = _mm256_set1_epi32((int)(t20 % 11));
            t23 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)11));
            t26 = _mm256_min_epu32(t24, t25);
            t1 = t26;
            t2 = 0L;
            for (;;) {
                t27 = _mm256_cvtepi32_ps(t1);
                t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)0 + t2), t28);
                t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
                t30 = t29;
                t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)11));
                t32 = _mm256_min_epu32(t30, t31);
                t33 = t32;
                t34 = _mm256_cvtepi32_ps(t33);
                t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)0 + (t2 + 8L)), t35);
                t36 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
                t37 = t36;
                t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)11));
                t39 = _mm256_min_epu32(t37, t38);
                t40 = t39;
                t41 = _mm256_cvtepi32_ps(t40);
                t42 = _mm256_mul_ps(t41, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)0 + (t2 + 16L)), t42);
                t43 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)3));
                t44 = t43;
                t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)11));
                t46 = _mm256_min_epu32(t44, t45);
                t47 = t46;
                t48 = _mm256_cvtepi32_ps(t47);
                t49 = _mm256_mul_ps(t48, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)0 + (t2 + 24L)), t49);
                t2 += 32L;
                t50 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)4));
                t51 = t50;
                t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)11));
                t53 = _mm256_min_epu32(t51, t52);
                t54 = t53;
                if (t2 >= t21) {
                    break;
                }
                t1 = t54;
            }
            t55 = (int)((long)0 + t21);
        } else {
            t55 = 0;
        }
        t56 = (long)n * 2L + (long)t55 * -1L;
        t57 = (int)((unsigned int)t55 * (unsigned int)7);
        if ((t56 >= 8L) & (t57 >= 0)) {
            t58 = t56 & -8L;
            t59 = _mm256_set1_epi32((int)(t57 % 11));
            t60 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t61 = t60;
            t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32((int)11));
            t63 = _mm256_min_epu32(t61, t62);
            t3 = t63;
            t4 = 0L;
            for (;;) {
                t64 = _mm256_cvtepi32_ps(t3);
                t65 = _mm256_mul_ps(t64, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)t55 + t4), t65);
                t4 += 8L;
                t66 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)1));
                t67 = t66;
                t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32((int)11));
                t69 = _mm256_min_epu32(t67, t68);
                t70 = t69;
                if (t4 >= t58) {
                    break;
                }
                t3 = t70;
            }
            t71 = (int)((long)t55 + t58);
        } else {
            t71 = t55;
        }
        t72 = (long)n * 2L + (long)t71 * -1L;
        t73 = (int)((unsigned int)t71 * (unsigned int)7);
        if ((t72 >= 1L) & (t72 <= 8L) & (t73 >= 0)) {
            t74 = _mm256_set1_epi32((int)(int)t72);
            t75 = _mm256_cmpgt_epi32(t74, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t76 = _mm256_set1_epi32((int)(t73 % 11));
            t77 = _mm256_add_epi32(t76, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t78 = t77;
            t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32((int)11));
            t80 = _mm256_min_epu32(t78, t79);
            t5 = t80;
            t81 = 0L;
            t82 = _mm256_cvtepi32_ps(t5);
            t83 = _mm256_mul_ps(t82, _mm256_set1_ps(0.5f));
            _mm256_mask_storeu_ps(in + (int)((long)t71 + t81), _mm256_movepi32_mask(t75), t83);
            i = (int)((long)t71 + t72);
        } else {
            i = t71;
        }
        for (; i < t14; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        t84 = (long)n;
        t85 = (unsigned long)t17;
        t86 = (unsigned long)t18;
        t87 = (int)((unsigned int)0 * (unsigned int)5);
        if ((t84 >= 32L) & (((t85 + (unsigned long)(4L + (t84 - 1L) * 4L)) <= (t86 + (unsigned long)0L)) | ((t86 + (unsigned long)(4L + (t84 - 1L) * 4L)) <= (t85 + (unsigned long)0L))) & (t87 >= 0)) {
            t88 = t84 & -32L;
            t89 = _mm256_set1_epi32((int)0);
            t90 = t89;
            t6 = _mm256_add_epi32(t90, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t91 = _mm256_set1_epi32((int)(t87 % 3));
            t92 = _mm256_add_epi32(t91, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            t93 = t92;
            t94 = _mm256_sub_epi32(t93, _mm256_set1_epi32((int)3));
            t95 = _mm256_min_epu32(t93, t94);
            t7 = t95;
            t8 = 0L;
            for (;;) {
                t96 = t6;
                t97 = (long)(int)((long)0 + t8);
                t98 = _mm256_sub_epi32(t96, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t97), t98);
                _mm256_storeu_si256((__m256i *)(flags + t97), t7);
                t99 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)8));
                t100 = t99;
                t101 = (long)(int)((long)0 + (t8 + 8L));
                t102 = _mm256_sub_epi32(t100, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t101), t102);
                t103 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)1));
                t104 = t103;
                t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32((int)3));
                t106 = _mm256_min_epu32(t104, t105);
                t107 = t106;
                _mm256_storeu_si256((__m256i *)(flags + t101), t107);
                t108 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)16));
                t109 = t108;
                t110 = (long)(int)((long)0 + (t8 + 16L));
                t111 = _mm256_sub_epi32(t109, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t110), t111);
                t112 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)2));
                t113 = t112;
                t114 = _mm256_sub_epi32(t113, _mm256_set1_epi32((int)3));
                t115 = _mm256_min_epu32(t113, t114);
                t116 = t115;
                _mm256_storeu_si256((__m256i *)(flags + t110), t116);
                t117 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)24));
                t118 = t117;
                t119 = (long)(int)((long)0 + (t8 + 24L));
                t120 = _mm256_sub_epi32(t118, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t119), t120);
                t121 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)0));
                t122 = t121;
                t123 = _mm256_sub_epi32(t122, _mm256_set1_epi32((int)3));
                t124 = _mm256_min_epu32(t122, t123);
                t125 = t124;
                _mm256_storeu_si256((__m256i *)(flags + t119), t125);
                t8 += 32L;
                t126 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)32));
                t127 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)1));
                t128 = t127;
                t129 = _mm256_sub_epi32(t128, _mm256_set1_epi32((int)3));
                t130 = _mm256_min_epu32(t128, t129);
                t131 = t130;
                if (t8 >= t88) {
                    break;
                }
                t6 = t126;
                t7 = t131;
            }
            t132 = (int)((long)0 + t88);
        } else {
            t132 = 0;
        }
        t133 = (long)n + (long)t132 * -1L;
        t134 = (unsigned long)t17;
        t135 = (unsigned long)t18;
        t136 = (int)((unsigned int)t132 * (unsigned int)5);
        if ((t133 >= 8L) & (((t134 + (unsigned long)((long)t132 * 4L + 4L + (t133 - 1L) * 4L)) <= (t135 + (unsigned long)((long)t132 * 4L))) | ((t135 + (unsigned long)((long)t132 * 4L + 4L + (t133 - 1L) * 4L)) <= (t134 + (unsigned long)((long)t132 * 4L)))) & (t136 >= 0)) {
            t137 = t133 & -8L;
            t138 = _mm256_set1_epi32((int)t132);
            t139 = t138;
            t9 = _mm256_add_epi32(t139, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t140 = _mm256_set1_epi32((int)(t136 % 3));
            t141 = _mm256_add_epi32(t140, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            t142 = t141;
            t143 = _mm256_sub_epi32(t142, _mm256_set1_epi32((int)3));
            t144 = _mm256_min_epu32(t142, t143);
            t10 = t144;
            t11 = 0L;
            for (;;) {
                t145 = t9;
                t146 = (long)(int)((long)t132 + t11);
                t147 = _mm256_sub_epi32(t145, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t146), t147);
                _mm256_storeu_si256((__m256i *)(flags + t146), t10);
                t11 += 8L;
                t148 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)8));
                t149 = _mm256_add_epi32(t10, _mm256_set1_epi32((int)1));
                t150 = t149;
                t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32((int)3));
                t152 = _mm256_min_epu32(t150, t151);
                t153 = t152;
                if (t11 >= t137) {
                    break;
                }
                t9 = t148;
                t10 = t153;
            }
            t154 = (int)((long)t132 + t137);
        } else {
            t154 = t132;
        }
        t155 = (long)n + (long)t154 * -1L;
        t156 = (unsigned long)t17;
        t157 = (unsigned long)t18;
        t158 = (int)((unsigned int)t154 * (unsigned int)5);
        if ((t155 >= 1L) & (t155 <= 8L) & (((t156 + (unsigned long)((long)t154 * 4L + 4L + (t155 - 1L) * 4L)) <= (t157 + (unsigned long)((long)t154 * 4L))) | ((t157 + (unsigned long)((long)t154 * 4L + 4L + (t155 - 1L) * 4L)) <= (t156 + (unsigned long)((long)t154 * 4L)))) & (t158 >= 0)) {
            t159 = _mm256_set1_epi32((int)(int)t155);
            t160 = _mm256_cmpgt_epi32(t159, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t161 = _mm256_set1_epi32((int)t154);
            t162 = t161;
            t12 = _mm256_add_epi32(t162, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t163 = _mm256_set1_epi32((int)(t158 % 3));
            t164 = _mm256_add_epi32(t163, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            t165 = t164;
            t166 = _mm256_sub_epi32(t165, _mm256_set1_epi32((int)3));
            t167 = _mm256_min_epu32(t165, t166);
            t13 = t167;
            t168 = 0L;
            t169 = t12;
            t170 = (long)(int)((long)t154 + t168);
            t171 = t169;
            t172 = _mm256_set1_epi32((int)3);
            t173 = _mm256_sub_epi32(t171, t172);
            t174 = t173;
            _mm256_mask_storeu_epi32(a + t170, _mm256_movepi32_mask(t160), t174);
            _mm256_mask_storeu_epi32(flags + t170, _mm256_movepi32_mask(t160), t13);
            i_1 = (int)((long)t154 + t155);
        } else {
            i_1 = t154;
        }
        for (; i_1 < n; i_1++) {
            t175 = (long)i_1;
            a[t175] = i_1 - 3;
            flags[t175] = i_1 * 5 % 3;
        }
        (_mm256_zeroupper(), transform(in, out, n));
        (_mm256_zeroupper(), bump_all(a, n));
        (_mm256_zeroupper(), bump_odd(a, flags, n));
        fsum = 0.0f;
        for (i_2 = 0; i_2 < t14; i_2++) {
            fsum = fsum * 0.5f + out[i_2];
        }
        isum = 0U;
        for (i_3 = 0; i_3 < n; i_3++) {
            isum = isum * 31U + (unsigned int)a[i_3];
        }
        printf("n=%d %.6f %u\n", n, (double)fsum, isum);
        free((void *)in);
        free((void *)out);
        free((void *)a);
        free((void *)flags);
    }
    return 0;
}
