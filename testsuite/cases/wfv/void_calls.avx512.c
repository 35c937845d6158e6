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
    const float *t1 = in + 2 * i;
    __m512 t2 = _mm512_loadu_ps(t1);
    __m512 t3 = _mm512_loadu_ps(t1 + 16);
    __m512 t4 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t3);
    __m512 t5 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t3);
    __m512 t6 = _mm512_add_ps(t4, t5);
    __m512 t7 = _mm512_set1_ps(two);
    __m512 t8 = _mm512_div_ps(t6, t7);
    _mm512_storeu_ps(out + i, t8);
    __m512 t9 = _mm512_sub_ps(t4, t5);
    __m512 t10 = _mm512_set1_ps(two);
    __m512 t11 = _mm512_div_ps(t9, t10);
    _mm512_storeu_ps(out + (half + i), t11);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8uuuul_haar(const float *in, float *out, int half, float two, int i) {
    vcc_no_contract_body
    const float *t1 = in + 2 * i;
    __m256 t2 = _mm256_loadu_ps(t1);
    __m256 t3 = _mm256_loadu_ps(t1 + 8);
    __m256 t4 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t3);
    __m256 t5 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t3);
    __m256 t6 = _mm256_add_ps(t4, t5);
    __m256 t7 = _mm256_set1_ps(two);
    __m256 t8 = _mm256_div_ps(t6, t7);
    _mm256_storeu_ps(out + i, t8);
    __m256 t9 = _mm256_sub_ps(t4, t5);
    __m256 t10 = _mm256_set1_ps(two);
    __m256 t11 = _mm256_div_ps(t9, t10);
    _mm256_storeu_ps(out + (half + i), t11);
}

/* #pragma omp declare simd uniform(a, k) linear(i) */
void bump(int *a, int i, int k) {
    a[i] = a[i] * 3 + k;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16ulu_bump(int *a, int i, int k) {
    vcc_no_contract_body
    int *t1 = a + i;
    __m512i t2 = _mm512_loadu_si512(t1);
    __m512i t3 = _mm512_set1_epi32(3);
    __m512i t4 = _mm512_mullo_epi32(t2, t3);
    __m512i t5 = _mm512_set1_epi32((int)k);
    __m512i t6 = _mm512_add_epi32(t4, t5);
    _mm512_storeu_si512(t1, t6);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16ulu_bump(int *a, int i, int k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    long t2 = (long)i;
    __m512i t3 = _mm512_maskz_loadu_epi32(t1, (int *)((unsigned long)a + (unsigned long)t2 * 4UL));
    __m512i t4 = _mm512_set1_epi32(3);
    __m512i t5 = t3;
    __m512i t6 = t4;
    __m512i t7 = _mm512_mullo_epi32(t5, t6);
    __m512i t8 = t7;
    __m512i t9 = _mm512_set1_epi32((int)k);
    __m512i t10 = t8;
    __m512i t11 = t9;
    __m512i t12 = _mm512_add_epi32(t10, t11);
    __m512i t13 = t12;
    _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1, t13);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8ulu_bump(int *a, int i, int k) {
    vcc_no_contract_body
    int *t1 = a + i;
    __m256i t2 = _mm256_loadu_si256((const __m256i *)t1);
    __m256i t3 = _mm256_set1_epi32(3);
    __m256i t4 = _mm256_mullo_epi32(t2, t3);
    __m256i t5 = _mm256_set1_epi32((int)k);
    __m256i t6 = _mm256_add_epi32(t4, t5);
    _mm256_storeu_si256((__m256i *)t1, t6);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8ulu_bump(int *a, int i, int k, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    long t2 = (long)i;
    __m256i t3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t1), (int *)((unsigned long)a + (unsigned long)t2 * 4UL));
    __m256i t4 = _mm256_set1_epi32(3);
    __m256i t5 = t3;
    __m256i t6 = t4;
    __m256i t7 = _mm256_mullo_epi32(t5, t6);
    __m256i t8 = t7;
    __m256i t9 = _mm256_set1_epi32((int)k);
    __m256i t10 = t8;
    __m256i t11 = t9;
    __m256i t12 = _mm256_add_epi32(t10, t11);
    __m256i t13 = t12;
    _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t2 * 4UL), _mm256_movepi32_mask(t1), t13);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transform(const float *in, float *out, int half) {
    vcc_no_contract_body
    int t5;
    int i;
    long t2 = (long)half;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            int t4 = (int)t1;
            const float *t10 = in + 2 * t4;
            __m512 t11 = _mm512_loadu_ps(t10);
            __m512 t12 = _mm512_loadu_ps(t10 + 16);
            __m512 t13 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t12);
            __m512 t14 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t12);
            __m512 t15 = _mm512_add_ps(t13, t14);
            __m512 t16 = _mm512_set1_ps(2.0f);
            __m512 t17 = _mm512_div_ps(t15, t16);
            _mm512_storeu_ps(out + t4, t17);
            __m512 t18 = _mm512_sub_ps(t13, t14);
            __m512 t19 = _mm512_set1_ps(2.0f);
            __m512 t20 = _mm512_div_ps(t18, t19);
            _mm512_storeu_ps(out + (half + t4), t20);
            t1 += 16L;
            if (t1 >= t3) {
                t5 = (int)t3;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)half + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        int t9 = (int)(long)t5;
        int t21 = 2 * t9;
        vcc_v16_long t22 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t23 = t22 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        __m512 t24 = (__m512)vcc_gather_masked(vcc_v16_float, in + t21, t23, (vcc_m16)_mm512_movm_epi32(t8));
        vcc_v16_long t25 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t26 = t25 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        __m512 t27 = (__m512)vcc_gather_masked(vcc_v16_float, in + (t21 + 1), t26, (vcc_m16)_mm512_movm_epi32(t8));
        __m512 t28 = _mm512_add_ps(t24, t27);
        __m512 t29 = _mm512_set1_ps(2.0f);
        __m512 t30 = _mm512_div_ps(t28, t29);
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)(long)t9 * 4UL), t8, t30);
        __m512 t31 = _mm512_sub_ps(t24, t27);
        __m512 t32 = _mm512_set1_ps(2.0f);
        __m512 t33 = _mm512_div_ps(t31, t32);
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
    int t5;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            int t4 = (int)t1;
            int *t10 = a + t4;
            __m512i t11 = _mm512_loadu_si512(t10);
            __m512i t12 = _mm512_set1_epi32(3);
            __m512i t13 = _mm512_mullo_epi32(t11, t12);
            __m512i t14 = _mm512_set1_epi32(7);
            __m512i t15 = _mm512_add_epi32(t13, t14);
            _mm512_storeu_si512(t10, t15);
            t1 += 16L;
            if (t1 >= t3) {
                t5 = (int)t3;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        int t9 = (int)(long)t5;
        long t16 = (long)t9;
        __m512i t17 = _mm512_maskz_loadu_epi32(t8, (int *)((unsigned long)a + (unsigned long)t16 * 4UL));
        __m512i t18 = _mm512_set1_epi32(3);
        __m512i t19 = t17;
        __m512i t20 = t18;
        __m512i t21 = _mm512_mullo_epi32(t19, t20);
        __m512i t22 = t21;
        __m512i t23 = _mm512_set1_epi32(7);
        __m512i t24 = t22;
        __m512i t25 = t23;
        __m512i t26 = _mm512_add_epi32(t24, t25);
        __m512i t27 = t26;
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
    int t8;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            int t4 = (int)t1;
            __m512i t5 = _mm512_loadu_si512(flags + t4);
            __m512i t6 = _mm512_and_si512(t5, _mm512_set1_epi32(1));
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            long t17 = (long)t4;
            __m512i t18 = _mm512_maskz_loadu_epi32(t7, (int *)((unsigned long)a + (unsigned long)t17 * 4UL));
            __m512i t19 = _mm512_set1_epi32(3);
            __m512i t20 = t18;
            __m512i t21 = t19;
            __m512i t22 = _mm512_mullo_epi32(t20, t21);
            __m512i t23 = t22;
            __m512i t24 = _mm512_set1_epi32(-2);
            __m512i t25 = t23;
            __m512i t26 = t24;
            __m512i t27 = _mm512_add_epi32(t25, t26);
            __m512i t28 = t27;
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t17 * 4UL), t7, t28);
            t1 += 16L;
            if (t1 >= t3) {
                t8 = (int)t3;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        int t12 = (int)(long)t8;
        __m512i t13 = _mm512_maskz_loadu_epi32(t11, flags + t12);
        __m512i t14 = _mm512_and_si512(t13, _mm512_set1_epi32(1));
        __mmask16 t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t16 = _kand_mask16(t11, t15);
        long t29 = (long)t12;
        __m512i t30 = _mm512_maskz_loadu_epi32(t16, (int *)((unsigned long)a + (unsigned long)t29 * 4UL));
        __m512i t31 = _mm512_set1_epi32(3);
        __m512i t32 = t30;
        __m512i t33 = t31;
        __m512i t34 = _mm512_mullo_epi32(t32, t33);
        __m512i t35 = t34;
        __m512i t36 = _mm512_set1_epi32(-2);
        __m512i t37 = t35;
        __m512i t38 = t36;
        __m512i t39 = _mm512_add_epi32(t37, t38);
        __m512i t40 = t39;
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
    int t51;
    int t67;
    int i;
    int t127;
    int t149;
    int i_1;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 8UL; t++) {
        int n = sizes[t];
        int t11 = 2 * n;
        unsigned long t12 = (unsigned long)(t11 + 1) * 4UL;
        float *in = (float *)malloc(t12);
        float *out = (float *)malloc(t12);
        unsigned long t13 = (unsigned long)(n + 1) * 4UL;
        void *t14 = malloc(t13);
        int *a = (int *)t14;
        void *t15 = malloc(t13);
        int *flags = (int *)t15;
        long t16 = (long)n * 2L;
        if ((t16 >= 32L) & 1) {
            long t17 = t16 & -32L;
            __m256i t18 = _mm256_set1_epi32(0);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t20 = t19;
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(11));
            __m256i t22 = _mm256_min_epu32(t20, t21);
            __m256i t1 = t22;
            long t2 = 0L;
            for (;;) {
                __m256 t23 = _mm256_cvtepi32_ps(t1);
                __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)t2, t24);
                __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                __m256i t26 = t25;
                __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(11));
                __m256i t28 = _mm256_min_epu32(t26, t27);
                __m256i t29 = t28;
                __m256 t30 = _mm256_cvtepi32_ps(t29);
                __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)(t2 + 8L), t31);
                __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
                __m256i t33 = t32;
                __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(11));
                __m256i t35 = _mm256_min_epu32(t33, t34);
                __m256i t36 = t35;
                __m256 t37 = _mm256_cvtepi32_ps(t36);
                __m256 t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)(t2 + 16L), t38);
                __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
                __m256i t40 = t39;
                __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(11));
                __m256i t42 = _mm256_min_epu32(t40, t41);
                __m256i t43 = t42;
                __m256 t44 = _mm256_cvtepi32_ps(t43);
                __m256 t45 = _mm256_mul_ps(t44, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)(t2 + 24L), t45);
                t2 += 32L;
                __m256i t46 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
                __m256i t47 = t46;
                __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(11));
                __m256i t49 = _mm256_min_epu32(t47, t48);
                __m256i t50 = t49;
                if (t2 >= t17) {
                    break;
                }
                t1 = t50;
            }
            t51 = (int)t17;
        } else {
            t51 = 0;
        }
        long t52 = (long)n * 2L + (long)t51 * -1L;
        int t53 = (int)((unsigned int)t51 * 7U);
        if ((t52 >= 8L) & (t53 >= 0)) {
            long t54 = t52 & -8L;
            __m256i t55 = _mm256_set1_epi32((int)(t53 % 11));
            __m256i t56 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t57 = t56;
            __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(11));
            __m256i t59 = _mm256_min_epu32(t57, t58);
            __m256i t3 = t59;
            long t4 = 0L;
            for (;;) {
                __m256 t60 = _mm256_cvtepi32_ps(t3);
                __m256 t61 = _mm256_mul_ps(t60, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)t51 + t4), t61);
                t4 += 8L;
                __m256i t62 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
                __m256i t63 = t62;
                __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(11));
                __m256i t65 = _mm256_min_epu32(t63, t64);
                __m256i t66 = t65;
                if (t4 >= t54) {
                    break;
                }
                t3 = t66;
            }
            t67 = (int)((long)t51 + t54);
        } else {
            t67 = t51;
        }
        long t68 = (long)n * 2L + (long)t67 * -1L;
        int t69 = (int)((unsigned int)t67 * 7U);
        if ((t68 >= 1L) & (t68 <= 8L) & (t69 >= 0)) {
            __m256i t70 = _mm256_set1_epi32((int)(int)t68);
            __m256i t71 = _mm256_cmpgt_epi32(t70, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t72 = _mm256_set1_epi32((int)(t69 % 11));
            __m256i t73 = _mm256_add_epi32(t72, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t74 = t73;
            __m256i t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32(11));
            __m256i t76 = _mm256_min_epu32(t74, t75);
            __m256i t77 = t76;
            __m256 t78 = _mm256_cvtepi32_ps(t77);
            __m256 t79 = _mm256_mul_ps(t78, _mm256_set1_ps(0.5f));
            _mm256_mask_storeu_ps(in + (int)(long)t67, _mm256_movepi32_mask(t71), t79);
            i = (int)((long)t67 + t68);
        } else {
            i = t67;
        }
        for (; i < t11; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        long t80 = (long)n;
        unsigned long t81 = (unsigned long)t14;
        unsigned long t82 = (unsigned long)t15;
        if ((t80 >= 32L) & (((t81 + (unsigned long)(4L + (t80 - 1L) * 4L)) <= t82) | ((t82 + (unsigned long)(4L + (t80 - 1L) * 4L)) <= t81)) & 1) {
            long t83 = t80 & -32L;
            __m256i t84 = _mm256_set1_epi32(0);
            __m256i t85 = t84;
            __m256i t5 = _mm256_add_epi32(t85, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t86 = _mm256_set1_epi32(0);
            __m256i t87 = _mm256_add_epi32(t86, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t88 = t87;
            __m256i t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32(3));
            __m256i t90 = _mm256_min_epu32(t88, t89);
            __m256i t6 = t90;
            long t7 = 0L;
            for (;;) {
                __m256i t91 = t5;
                long t92 = (long)(int)t7;
                __m256i t93 = _mm256_sub_epi32(t91, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t92), t93);
                _mm256_storeu_si256((__m256i *)(flags + t92), t6);
                __m256i t94 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                __m256i t95 = t94;
                long t96 = (long)(int)(t7 + 8L);
                __m256i t97 = _mm256_sub_epi32(t95, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t96), t97);
                __m256i t98 = _mm256_add_epi32(t6, _mm256_set1_epi32(1));
                __m256i t99 = t98;
                __m256i t100 = _mm256_sub_epi32(t99, _mm256_set1_epi32(3));
                __m256i t101 = _mm256_min_epu32(t99, t100);
                __m256i t102 = t101;
                _mm256_storeu_si256((__m256i *)(flags + t96), t102);
                __m256i t103 = _mm256_add_epi32(t5, _mm256_set1_epi32(16));
                __m256i t104 = t103;
                long t105 = (long)(int)(t7 + 16L);
                __m256i t106 = _mm256_sub_epi32(t104, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t105), t106);
                __m256i t107 = _mm256_add_epi32(t6, _mm256_set1_epi32(2));
                __m256i t108 = t107;
                __m256i t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32(3));
                __m256i t110 = _mm256_min_epu32(t108, t109);
                __m256i t111 = t110;
                _mm256_storeu_si256((__m256i *)(flags + t105), t111);
                __m256i t112 = _mm256_add_epi32(t5, _mm256_set1_epi32(24));
                __m256i t113 = t112;
                long t114 = (long)(int)(t7 + 24L);
                __m256i t115 = _mm256_sub_epi32(t113, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t114), t115);
                __m256i t116 = _mm256_add_epi32(t6, _mm256_set1_epi32(0));
                __m256i t117 = t116;
                __m256i t118 = _mm256_sub_epi32(t117, _mm256_set1_epi32(3));
                __m256i t119 = _mm256_min_epu32(t117, t118);
                __m256i t120 = t119;
                _mm256_storeu_si256((__m256i *)(flags + t114), t120);
                t7 += 32L;
                __m256i t121 = _mm256_add_epi32(t5, _mm256_set1_epi32(32));
                __m256i t122 = _mm256_add_epi32(t6, _mm256_set1_epi32(1));
                __m256i t123 = t122;
                __m256i t124 = _mm256_sub_epi32(t123, _mm256_set1_epi32(3));
                __m256i t125 = _mm256_min_epu32(t123, t124);
                __m256i t126 = t125;
                if (t7 >= t83) {
                    break;
                }
                t5 = t121;
                t6 = t126;
            }
            t127 = (int)t83;
        } else {
            t127 = 0;
        }
        long t128 = (long)n + (long)t127 * -1L;
        unsigned long t129 = (unsigned long)t14;
        unsigned long t130 = (unsigned long)t15;
        int t131 = (int)((unsigned int)t127 * 5U);
        if ((t128 >= 8L) & (((t129 + (unsigned long)((long)t127 * 4L + 4L + (t128 - 1L) * 4L)) <= (t130 + (unsigned long)((long)t127 * 4L))) | ((t130 + (unsigned long)((long)t127 * 4L + 4L + (t128 - 1L) * 4L)) <= (t129 + (unsigned long)((long)t127 * 4L)))) & (t131 >= 0)) {
            long t132 = t128 & -8L;
            __m256i t133 = _mm256_set1_epi32((int)t127);
            __m256i t134 = t133;
            __m256i t8 = _mm256_add_epi32(t134, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t135 = _mm256_set1_epi32((int)(t131 % 3));
            __m256i t136 = _mm256_add_epi32(t135, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t137 = t136;
            __m256i t138 = _mm256_sub_epi32(t137, _mm256_set1_epi32(3));
            __m256i t139 = _mm256_min_epu32(t137, t138);
            __m256i t9 = t139;
            long t10 = 0L;
            for (;;) {
                __m256i t140 = t8;
                long t141 = (long)(int)((long)t127 + t10);
                __m256i t142 = _mm256_sub_epi32(t140, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t141), t142);
                _mm256_storeu_si256((__m256i *)(flags + t141), t9);
                t10 += 8L;
                __m256i t143 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
                __m256i t144 = _mm256_add_epi32(t9, _mm256_set1_epi32(1));
                __m256i t145 = t144;
                __m256i t146 = _mm256_sub_epi32(t145, _mm256_set1_epi32(3));
                __m256i t147 = _mm256_min_epu32(t145, t146);
                __m256i t148 = t147;
                if (t10 >= t132) {
                    break;
                }
                t8 = t143;
                t9 = t148;
            }
            t149 = (int)((long)t127 + t132);
        } else {
            t149 = t127;
        }
        long t150 = (long)n + (long)t149 * -1L;
        unsigned long t151 = (unsigned long)t14;
        unsigned long t152 = (unsigned long)t15;
        int t153 = (int)((unsigned int)t149 * 5U);
        if ((t150 >= 1L) & (t150 <= 8L) & (((t151 + (unsigned long)((long)t149 * 4L + 4L + (t150 - 1L) * 4L)) <= (t152 + (unsigned long)((long)t149 * 4L))) | ((t152 + (unsigned long)((long)t149 * 4L + 4L + (t150 - 1L) * 4L)) <= (t151 + (unsigned long)((long)t149 * 4L)))) & (t153 >= 0)) {
            __m256i t154 = _mm256_set1_epi32((int)(int)t150);
            __m256i t155 = _mm256_cmpgt_epi32(t154, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t156 = _mm256_set1_epi32((int)t149);
            __m256i t157 = t156;
            __m256i t158 = _mm256_add_epi32(t157, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t159 = _mm256_set1_epi32((int)(t153 % 3));
            __m256i t160 = _mm256_add_epi32(t159, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t161 = t160;
            __m256i t162 = _mm256_sub_epi32(t161, _mm256_set1_epi32(3));
            __m256i t163 = _mm256_min_epu32(t161, t162);
            __m256i t164 = t163;
            __m256i t165 = t158;
            long t166 = (long)(int)(long)t149;
            __m256i t167 = t165;
            __m256i t168 = _mm256_set1_epi32(3);
            __m256i t169 = _mm256_sub_epi32(t167, t168);
            __m256i t170 = t169;
            _mm256_mask_storeu_epi32(a + t166, _mm256_movepi32_mask(t155), t170);
            _mm256_mask_storeu_epi32(flags + t166, _mm256_movepi32_mask(t155), t164);
            i_1 = (int)((long)t149 + t150);
        } else {
            i_1 = t149;
        }
        for (; i_1 < n; i_1++) {
            long t171 = (long)i_1;
            a[t171] = i_1 - 3;
            flags[t171] = i_1 * 5 % 3;
        }
        transform(in, out, n);
        bump_all(a, n);
        bump_odd(a, flags, n);
        float fsum = 0.0f;
        for (int i_2 = 0; i_2 < t11; i_2++) {
            fsum = fsum * 0.5f + out[i_2];
        }
        unsigned int isum = 0U;
        for (int i_3 = 0; i_3 < n; i_3++) {
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
