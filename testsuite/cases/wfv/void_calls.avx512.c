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
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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

/* vcc: function at void_calls.c:12 vector variant _ZGVeN16uuuul_haar of `haar`: VL 16, unmasked, in uniform, out uniform, half uniform, two uniform, i linear step 1 */
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

/* vcc: function at void_calls.c:12 vector variant _ZGVdN8uuuul_haar of `haar`: VL 8, unmasked, in uniform, out uniform, half uniform, two uniform, i linear step 1 */
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

/* vcc: function at void_calls.c:19 vector variant _ZGVeN16ulu_bump of `bump`: VL 16, unmasked, a uniform, i linear step 1, k uniform */
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

/* vcc: function at void_calls.c:19 vector variant _ZGVeM16ulu_bump of `bump`: VL 16, masked, a uniform, i linear step 1, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeM16ulu_bump(int *a, int i, int k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    long t2 = (long)i;
    __m512i t3 = _mm512_maskz_loadu_epi32(t1, (int *)((unsigned long)a + (unsigned long)t2 * 4UL));
    __m512i t4 = _mm512_set1_epi32(3);
    __m512i t5 = _mm512_mullo_epi32(t3, t4);
    __m512i t6 = _mm512_set1_epi32((int)k);
    __m512i t7 = _mm512_add_epi32(t5, t6);
    _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1, t7);
}

/* vcc: function at void_calls.c:19 vector variant _ZGVdN8ulu_bump of `bump`: VL 8, unmasked, a uniform, i linear step 1, k uniform */
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

/* vcc: function at void_calls.c:19 vector variant _ZGVdM8ulu_bump of `bump`: VL 8, masked, a uniform, i linear step 1, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdM8ulu_bump(int *a, int i, int k, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    long t2 = (long)i;
    __m256i t3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t1), (int *)((unsigned long)a + (unsigned long)t2 * 4UL));
    __m256i t4 = _mm256_set1_epi32(3);
    __m256i t5 = _mm256_mullo_epi32(t3, t4);
    __m256i t6 = _mm256_set1_epi32((int)k);
    __m256i t7 = _mm256_add_epi32(t5, t6);
    _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t2 * 4UL), _mm256_movepi32_mask(t1), t7);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transform(const float *in, float *out, int half) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)half;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:25 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int t3 = (int)i_vec;
            const float *t9 = in + 2 * t3;
            __m512 t10 = _mm512_loadu_ps(t9);
            __m512 t11 = _mm512_loadu_ps(t9 + 16);
            __m512 t12 = _mm512_permutex2var_ps(t10, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t11);
            __m512 t13 = _mm512_permutex2var_ps(t10, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t11);
            __m512 t14 = _mm512_add_ps(t12, t13);
            __m512 t15 = _mm512_set1_ps(2.0f);
            __m512 t16 = _mm512_div_ps(t14, t15);
            _mm512_storeu_ps(out + t3, t16);
            __m512 t17 = _mm512_sub_ps(t12, t13);
            __m512 t18 = _mm512_set1_ps(2.0f);
            __m512 t19 = _mm512_div_ps(t17, t18);
            _mm512_storeu_ps(out + (half + t3), t19);
            i_vec += 16L;
            if (i_vec >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)half + (long)t4 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        int t8 = (int)(long)t4;
        int t20 = 2 * t8;
        vcc_v16_long t21 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t22 = t21 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        __m512 t23 = (__m512)vcc_gather_masked(vcc_v16_float, in + t20, t22, (vcc_m16)_mm512_movm_epi32(t7));
        vcc_v16_long t24 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t25 = t24 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        __m512 t26 = (__m512)vcc_gather_masked(vcc_v16_float, in + (t20 + 1), t25, (vcc_m16)_mm512_movm_epi32(t7));
        __m512 t27 = _mm512_add_ps(t23, t26);
        __m512 t28 = _mm512_set1_ps(2.0f);
        __m512 t29 = _mm512_div_ps(t27, t28);
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)(long)t8 * 4UL), t7, t29);
        __m512 t30 = _mm512_sub_ps(t23, t26);
        __m512 t31 = _mm512_set1_ps(2.0f);
        __m512 t32 = _mm512_div_ps(t30, t31);
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)(long)(half + t8) * 4UL), t7, t32);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < half; i++) {
        (_mm256_zeroupper(), haar(in, out, half, 2.0f, i));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bump_all(int *a, int n) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:31 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int t3 = (int)i_vec;
            int *t9 = a + t3;
            __m512i t10 = _mm512_loadu_si512(t9);
            __m512i t11 = _mm512_set1_epi32(3);
            __m512i t12 = _mm512_mullo_epi32(t10, t11);
            __m512i t13 = _mm512_set1_epi32(7);
            __m512i t14 = _mm512_add_epi32(t12, t13);
            _mm512_storeu_si512(t9, t14);
            i_vec += 16L;
            if (i_vec >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        int t8 = (int)(long)t4;
        long t15 = (long)t8;
        __m512i t16 = _mm512_maskz_loadu_epi32(t7, (int *)((unsigned long)a + (unsigned long)t15 * 4UL));
        __m512i t17 = _mm512_set1_epi32(3);
        __m512i t18 = _mm512_mullo_epi32(t16, t17);
        __m512i t19 = _mm512_set1_epi32(7);
        __m512i t20 = _mm512_add_epi32(t18, t19);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t15 * 4UL), t7, t20);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        (_mm256_zeroupper(), bump(a, i, 7));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bump_odd(int *a, const int *flags, int n) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:37 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int t3 = (int)i_vec;
            __m512i flags_v = _mm512_loadu_si512(flags + i_vec);
            __m512i t4 = _mm512_and_si512(flags_v, _mm512_set1_epi32(1));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            long t15 = (long)t3;
            __m512i t16 = _mm512_maskz_loadu_epi32(t5, (int *)((unsigned long)a + (unsigned long)t15 * 4UL));
            __m512i t17 = _mm512_set1_epi32(3);
            __m512i t18 = _mm512_mullo_epi32(t16, t17);
            __m512i t19 = _mm512_set1_epi32(-2);
            __m512i t20 = _mm512_add_epi32(t18, t19);
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t15 * 4UL), t5, t20);
            i_vec += 16L;
            if (i_vec >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        long t10 = (long)t6;
        int t11 = (int)t10;
        __m512i flags_v_1 = _mm512_maskz_loadu_epi32(t9, flags + t10);
        __m512i t12 = _mm512_and_si512(flags_v_1, _mm512_set1_epi32(1));
        __mmask16 t13 = _mm512_cmp_epi32_mask(t12, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t14 = _kand_mask16(t9, t13);
        long t21 = (long)t11;
        __m512i t22 = _mm512_maskz_loadu_epi32(t14, (int *)((unsigned long)a + (unsigned long)t21 * 4UL));
        __m512i t23 = _mm512_set1_epi32(3);
        __m512i t24 = _mm512_mullo_epi32(t22, t23);
        __m512i t25 = _mm512_set1_epi32(-2);
        __m512i t26 = _mm512_add_epi32(t24, t25);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t21 * 4UL), t14, t26);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
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
    int t35;
    int t47;
    int i;
    int t90;
    int t107;
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
        int t5 = 2 * n;
        unsigned long t6 = (unsigned long)(t5 + 1) * 4UL;
        float *in = (float *)malloc(t6);
        float *out = (float *)malloc(t6);
        unsigned long t7 = (unsigned long)(n + 1) * 4UL;
        void *t8 = malloc(t7);
        int *a = (int *)t8;
        void *t9 = malloc(t7);
        int *flags = (int *)t9;
        long t10 = (long)n * 2L;
        if ((t10 >= 32L) & 1) {
            long t11 = t10 & -32L;
            __m256i t12 = _mm256_set1_epi32(0);
            __m256i t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(11));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t13, t14);
            long i_vec = 0L;
            /* vcc: loop at void_calls.c:48 vectorized: VF 8, UF 4, the remainder at 49:28 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t15 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + i_vec, t16);
                __m256i t17 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(11));
                __m256i t19 = _mm256_min_epu32(t17, t18);
                __m256 t20 = _mm256_cvtepi32_ps(t19);
                __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (i_vec + 8L), t21);
                __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(11));
                __m256i t24 = _mm256_min_epu32(t22, t23);
                __m256 t25 = _mm256_cvtepi32_ps(t24);
                __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (i_vec + 16L), t26);
                __m256i t27 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
                __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(11));
                __m256i t29 = _mm256_min_epu32(t27, t28);
                __m256 t30 = _mm256_cvtepi32_ps(t29);
                __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (i_vec + 24L), t31);
                i_vec += 32L;
                __m256i t32 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
                __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(11));
                __m256i t34 = _mm256_min_epu32(t32, t33);
                if (i_vec >= t11) {
                    break;
                }
                t1 = (vcc_v8_int)t34;
            }
            t35 = (int)t11;
        } else {
            t35 = 0;
        }
        long t36 = (long)n * 2L + (long)t35 * -1L;
        int t37 = (int)((unsigned int)t35 * 7U);
        if ((t36 >= 8L) & (t37 >= 0)) {
            long t38 = t36 & -8L;
            __m256i t39 = _mm256_set1_epi32((int)(t37 % 11));
            __m256i t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(11));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t40, t41);
            long i_vec_1 = 0L;
            /* vcc: loop at void_calls.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256 t42 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + ((long)t35 + i_vec_1), t43);
                i_vec_1 += 8L;
                __m256i t44 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(11));
                __m256i t46 = _mm256_min_epu32(t44, t45);
                if (i_vec_1 >= t38) {
                    break;
                }
                t2 = (vcc_v8_int)t46;
            }
            t47 = (int)((long)t35 + t38);
        } else {
            t47 = t35;
        }
        long t48 = (long)n * 2L + (long)t47 * -1L;
        int t49 = (int)((unsigned int)t47 * 7U);
        if ((t48 >= 1L) & (t48 <= 8L) & (t49 >= 0)) {
            __m256i t50 = _mm256_set1_epi32((int)(int)t48);
            __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t52 = _mm256_set1_epi32((int)(t49 % 11));
            __m256i t53 = _mm256_add_epi32(t52, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(11));
            __m256i t55 = _mm256_min_epu32(t53, t54);
            __m256 t56 = _mm256_cvtepi32_ps(t55);
            __m256 t57 = _mm256_mul_ps(t56, _mm256_set1_ps(0.5f));
            _mm256_mask_storeu_ps(in + (long)t47, _mm256_movepi32_mask(t51), t57);
            i = (int)((long)t47 + t48);
        } else {
            i = t47;
        }
        for (; i < t5; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        long t58 = (long)n;
        unsigned long t59 = (unsigned long)t8;
        unsigned long t60 = (unsigned long)t9;
        long t61 = (long)((unsigned long)t9 - (unsigned long)t8);
        if ((t58 >= 32L) & (((t59 + (unsigned long)(4L + (t58 - 1L) * 4L)) <= t60) | ((t60 + (unsigned long)(4L + (t58 - 1L) * 4L)) <= t59) | ((t61 <= 0L) | (t61 >= 128L))) & 1) {
            long t62 = t58 & -32L;
            __m256i t63 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t63, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t64 = _mm256_set1_epi32(0);
            __m256i t65 = _mm256_add_epi32(t64, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(3));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t65, t66);
            long i_vec_2 = 0L;
            /* vcc: loop at void_calls.c:50 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 52:24 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t67 = _mm256_sub_epi32((__m256i)i_v, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + i_vec_2), t67);
                _mm256_storeu_si256((__m256i *)(flags + i_vec_2), (__m256i)t3);
                long t68 = i_vec_2 + 8L;
                __m256i t69 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t68), t70);
                __m256i t71 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(1));
                __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(3));
                __m256i t73 = _mm256_min_epu32(t71, t72);
                _mm256_storeu_si256((__m256i *)(flags + t68), t73);
                long t74 = i_vec_2 + 16L;
                __m256i t75 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t74), t76);
                __m256i t77 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(2));
                __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(3));
                __m256i t79 = _mm256_min_epu32(t77, t78);
                _mm256_storeu_si256((__m256i *)(flags + t74), t79);
                long t80 = i_vec_2 + 24L;
                __m256i t81 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
                __m256i t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t80), t82);
                __m256i t83 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(0));
                __m256i t84 = _mm256_sub_epi32(t83, _mm256_set1_epi32(3));
                __m256i t85 = _mm256_min_epu32(t83, t84);
                _mm256_storeu_si256((__m256i *)(flags + t80), t85);
                i_vec_2 += 32L;
                __m256i t86 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
                __m256i t87 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(1));
                __m256i t88 = _mm256_sub_epi32(t87, _mm256_set1_epi32(3));
                __m256i t89 = _mm256_min_epu32(t87, t88);
                if (i_vec_2 >= t62) {
                    break;
                }
                i_v = (vcc_v8_uint)t86;
                t3 = (vcc_v8_int)t89;
            }
            t90 = (int)t62;
        } else {
            t90 = 0;
        }
        long t91 = (long)n + (long)t90 * -1L;
        unsigned long t92 = (unsigned long)t8;
        unsigned long t93 = (unsigned long)t9;
        long t94 = (long)((unsigned long)t9 + (unsigned long)((long)t90 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t90 * 4L)));
        int t95 = (int)((unsigned int)t90 * 5U);
        if ((t91 >= 8L) & (((t92 + (unsigned long)((long)t90 * 4L + 4L + (t91 - 1L) * 4L)) <= (t93 + (unsigned long)((long)t90 * 4L))) | ((t93 + (unsigned long)((long)t90 * 4L + 4L + (t91 - 1L) * 4L)) <= (t92 + (unsigned long)((long)t90 * 4L))) | ((t94 <= 0L) | (t94 >= 32L))) & (t95 >= 0)) {
            long t96 = t91 & -8L;
            __m256i t97 = _mm256_set1_epi32((int)t90);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t97, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t98 = _mm256_set1_epi32((int)(t95 % 3));
            __m256i t99 = _mm256_add_epi32(t98, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t100 = _mm256_sub_epi32(t99, _mm256_set1_epi32(3));
            vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t99, t100);
            long i_vec_3 = 0L;
            /* vcc: loop at void_calls.c:50 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t101 = (long)t90 + i_vec_3;
                __m256i t102 = _mm256_sub_epi32((__m256i)i_v_1, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)(a + t101), t102);
                _mm256_storeu_si256((__m256i *)(flags + t101), (__m256i)t4);
                i_vec_3 += 8L;
                __m256i t103 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t104 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(1));
                __m256i t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32(3));
                __m256i t106 = _mm256_min_epu32(t104, t105);
                if (i_vec_3 >= t96) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t103;
                t4 = (vcc_v8_int)t106;
            }
            t107 = (int)((long)t90 + t96);
        } else {
            t107 = t90;
        }
        long t108 = (long)n + (long)t107 * -1L;
        unsigned long t109 = (unsigned long)t8;
        unsigned long t110 = (unsigned long)t9;
        long t111 = (long)((unsigned long)t9 + (unsigned long)((long)t107 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t107 * 4L)));
        int t112 = (int)((unsigned int)t107 * 5U);
        if ((t108 >= 1L) & (t108 <= 8L) & (((t109 + (unsigned long)((long)t107 * 4L + 4L + (t108 - 1L) * 4L)) <= (t110 + (unsigned long)((long)t107 * 4L))) | ((t110 + (unsigned long)((long)t107 * 4L + 4L + (t108 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t107 * 4L))) | ((t111 <= 0L) | (t111 >= 32L))) & (t112 >= 0)) {
            __m256i t113 = _mm256_set1_epi32((int)(int)t108);
            __m256i t114 = _mm256_cmpgt_epi32(t113, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t115 = _mm256_set1_epi32((int)t107);
            __m256i t116 = _mm256_add_epi32(t115, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t117 = _mm256_set1_epi32((int)(t112 % 3));
            __m256i t118 = _mm256_add_epi32(t117, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            __m256i t119 = _mm256_sub_epi32(t118, _mm256_set1_epi32(3));
            __m256i t120 = _mm256_min_epu32(t118, t119);
            long t121 = (long)t107;
            __m256i t122 = _mm256_sub_epi32(t116, _mm256_set1_epi32(3));
            _mm256_mask_storeu_epi32(a + t121, _mm256_movepi32_mask(t114), t122);
            _mm256_mask_storeu_epi32(flags + t121, _mm256_movepi32_mask(t114), t120);
            i_1 = (int)((long)t107 + t108);
        } else {
            i_1 = t107;
        }
        for (; i_1 < n; i_1++) {
            long t123 = (long)i_1;
            a[t123] = i_1 - 3;
            flags[t123] = i_1 * 5 % 3;
        }
        transform(in, out, n);
        bump_all(a, n);
        bump_odd(a, flags, n);
        float fsum = 0.0f;
        for (int i_2 = 0; i_2 < t5; i_2++) {
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
