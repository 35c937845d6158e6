/* vcc: vector types and helpers */
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
    float fsum;
    unsigned int isum;
    unsigned int t;
    int n;
    int t5;
    unsigned long t6;
    float *in;
    float *out;
    unsigned long t7;
    void *t8;
    int *a;
    void *t9;
    int *flags;
    long t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256 t17;
    __m256 t18;
    __m256i t19;
    int i;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i_1;
    long t32;
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
        t5 = 2 * n;
        t6 = (unsigned long)(t5 + 1) * 4UL;
        in = (float *)malloc(t6);
        out = (float *)malloc(t6);
        t7 = (unsigned long)(n + 1) * 4UL;
        t8 = malloc(t7);
        a = (int *)t8;
        t9 = malloc(t7);
        flags = (int *)t9;
        t10 = (long)n * 2L;
        if (t10 >= 8L) {
            t11 = t10 & -8L;
            t12 = _mm256_set1_epi32((int)0);
            t13 = t12;
            t1 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t14 = t1;
                t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)7));
                t16 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                t17 = _mm256_cvtepi32_ps(t16);
                t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)0 + t2), t18);
                t2 += 8L;
                t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t2 >= t11) {
                    break;
                }
                t1 = t19;
            }
            i = (int)((long)0 + t11);
        } else {
            i = 0;
        }
        for (; i < t5; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        t20 = (long)n;
        t21 = (unsigned long)t8;
        t22 = (unsigned long)t9;
        if ((t20 >= 8L) & (((t21 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)0L)) | ((t22 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)0L)))) {
            t23 = t20 & -8L;
            t24 = _mm256_set1_epi32((int)0);
            t25 = t24;
            t3 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t26 = t3;
                t27 = (long)(int)((long)0 + t4);
                t28 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t27), t28);
                t29 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)5));
                t30 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)_mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(flags + t27), t30);
                t4 += 8L;
                t31 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                if (t4 >= t23) {
                    break;
                }
                t3 = t31;
            }
            i_1 = (int)((long)0 + t23);
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            t32 = (long)i_1;
            a[t32] = i_1 - 3;
            flags[t32] = i_1 * 5 % 3;
        }
        (_mm256_zeroupper(), transform(in, out, n));
        (_mm256_zeroupper(), bump_all(a, n));
        (_mm256_zeroupper(), bump_odd(a, flags, n));
        fsum = 0.0f;
        for (i_2 = 0; i_2 < t5; i_2++) {
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
