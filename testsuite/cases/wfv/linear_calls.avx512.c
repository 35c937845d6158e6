/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_axpy(const float *x, const float *y, float a, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l8u_pairsum(const float *p, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16l8u_pairsum(const float *p, int n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l8u_pairsum(const float *p, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16lu_tri(int j, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16lu_tri(int j, int k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8lu_tri(int j, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8lu_tri(int j, int k, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8ls1u_first2(const double *p, long s);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4ls1u_first2(const double *p, long s);
/* Call sites with linear arguments: an integer index linear(i) (step 1), a pointer linear(p:2)
   (two floats per lane), a pointer whose step is a uniform parameter (linear(p:s)) and one under a condition (the masked variant); the argument is lane 0's
   value. A call whose argument moves by another step than the clause says stays scalar, and the
   remark says why. Trip counts 0..1003 with exact-size heap arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(x, y, a) linear(i) notinbranch */
float axpy(const float *x, const float *y, float a, int i) {
    return a * x[i] + y[i];
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_axpy(const float *x, const float *y, float a, int i) {
    vcc_no_contract_body
    long t1 = (long)i;
    __m512 t2 = _mm512_loadu_ps(x + t1);
    __m512 t3 = _mm512_set1_ps(a);
    __m512 t4 = _mm512_mul_ps(t3, t2);
    __m512 t5 = _mm512_loadu_ps(y + t1);
    __m512 t6 = _mm512_add_ps(t4, t5);
    return t6;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i) {
    vcc_no_contract_body
    long t1 = (long)i;
    __m256 t2 = _mm256_loadu_ps(x + t1);
    __m256 t3 = _mm256_set1_ps(a);
    __m256 t4 = _mm256_mul_ps(t3, t2);
    __m256 t5 = _mm256_loadu_ps(y + t1);
    __m256 t6 = _mm256_add_ps(t4, t5);
    return t6;
}

/* #pragma omp declare simd uniform(n) linear(p:2) */
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l8u_pairsum(const float *p, int n) {
    vcc_no_contract_body
    const float *t1 = p + 0;
    __m512 t2 = _mm512_loadu_ps(t1);
    __m512 t3 = _mm512_loadu_ps(t1 + 16);
    __m512 t4 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t3);
    __m512 t5 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t3);
    __m512 t6 = _mm512_set1_ps((float)n);
    __m512 t7 = _mm512_mul_ps(t5, t6);
    __m512 t8 = _mm512_sub_ps(t4, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16l8u_pairsum(const float *p, int n, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    vcc_v16_long t2 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t3 = t2 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    __m512 t4 = (__m512)vcc_gather_masked(vcc_v16_float, p + 0, t3, (vcc_m16)_mm512_movm_epi32(t1));
    vcc_v16_long t5 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t6 = t5 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    __m512 t7 = (__m512)vcc_gather_masked(vcc_v16_float, p + 1, t6, (vcc_m16)_mm512_movm_epi32(t1));
    __m512 t8 = _mm512_set1_ps((float)n);
    __m512 t9 = _mm512_mul_ps(t7, t8);
    __m512 t10 = _mm512_sub_ps(t4, t9);
    __m512 t11 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t10);
    return t11;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l8u_pairsum(const float *p, int n) {
    vcc_no_contract_body
    const float *t1 = p + 0;
    __m256 t2 = _mm256_loadu_ps(t1);
    __m256 t3 = _mm256_loadu_ps(t1 + 8);
    __m256 t4 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t3);
    __m256 t5 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t3);
    __m256 t6 = _mm256_set1_ps((float)n);
    __m256 t7 = _mm256_mul_ps(t5, t6);
    __m256 t8 = _mm256_sub_ps(t4, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m512i t2 = _mm512_set1_epi64((long long)0L);
    __m512i t3 = _mm512_add_epi64(t2, _mm512_setr_epi64(0LL, 2LL, 4LL, 6LL, 8LL, 10LL, 12LL, 14LL));
    __m256 t4 = (__m256)vcc_gather_masked(vcc_v8_float, p + 0, (vcc_v8_long)t3, (vcc_m8)t1);
    __m512i t5 = _mm512_set1_epi64((long long)0L);
    __m512i t6 = _mm512_add_epi64(t5, _mm512_setr_epi64(0LL, 2LL, 4LL, 6LL, 8LL, 10LL, 12LL, 14LL));
    __m256 t7 = (__m256)vcc_gather_masked(vcc_v8_float, p + 1, (vcc_v8_long)t6, (vcc_m8)t1);
    __m256 t8 = _mm256_set1_ps((float)n);
    __m256 t9 = _mm256_mul_ps(t7, t8);
    __m256 t10 = _mm256_sub_ps(t4, t9);
    __m256 t11 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t10);
    return t11;
}

/* #pragma omp declare simd uniform(k) linear(j:1) */
int tri(int j, int k) {
    return j * k - (j >> 2);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16lu_tri(int j, int k) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32((int)j);
    __m512i t2 = _mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t3 = _mm512_set1_epi32(2);
    __m512i t4 = _mm512_srav_epi32(t2, t3);
    __m512i t5 = _mm512_set1_epi32((int)(j * k));
    __m512i t6 = _mm512_set1_epi32((int)(1 * k));
    __m512i t7 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6);
    __m512i t8 = _mm512_add_epi32(t5, t7);
    __m512i t9 = _mm512_sub_epi32(t8, t4);
    return t9;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16lu_tri(int j, int k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512i t2 = _mm512_set1_epi32((int)j);
    __m512i t3 = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t4 = _mm512_set1_epi32(2);
    __m512i t5 = _mm512_srav_epi32(t3, t4);
    __m512i t6 = _mm512_set1_epi32((int)(j * k));
    __m512i t7 = _mm512_set1_epi32((int)(1 * k));
    __m512i t8 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7);
    __m512i t9 = _mm512_add_epi32(t6, t8);
    __m512i t10 = t9;
    __m512i t11 = t5;
    __m512i t12 = _mm512_sub_epi32(t10, t11);
    __m512i t13 = t12;
    __m512i t14 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t13);
    return t14;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8lu_tri(int j, int k) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32((int)j);
    __m256i t2 = _mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(2);
    __m256i t4 = _mm256_srav_epi32(t2, t3);
    __m256i t5 = _mm256_set1_epi32((int)(j * k));
    __m256i t6 = _mm256_set1_epi32((int)(1 * k));
    __m256i t7 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t6);
    __m256i t8 = _mm256_add_epi32(t5, t7);
    __m256i t9 = _mm256_sub_epi32(t8, t4);
    return t9;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8lu_tri(int j, int k, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = _mm256_set1_epi32((int)j);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_set1_epi32(2);
    __m256i t5 = _mm256_srav_epi32(t3, t4);
    __m256i t6 = _mm256_set1_epi32((int)(j * k));
    __m256i t7 = _mm256_set1_epi32((int)(1 * k));
    __m256i t8 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t7);
    __m256i t9 = _mm256_add_epi32(t6, t8);
    __m256i t10 = t9;
    __m256i t11 = t5;
    __m256i t12 = _mm256_sub_epi32(t10, t11);
    __m256i t13 = t12;
    __m256i t14 = _mm256_ternarylogic_epi32(t1, t13, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t14;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:27 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int t3 = (int)i_vec;
            float *t4 = out + t3;
            long t11 = (long)t3;
            __m512 t12 = _mm512_loadu_ps(x + t11);
            __m512 t13 = _mm512_set1_ps(a);
            __m512 t14 = _mm512_mul_ps(t13, t12);
            __m512 t15 = _mm512_loadu_ps(y + t11);
            __m512 t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(t4, t16);
            i_vec += 16L;
            if (i_vec >= t2) {
                t5 = (int)t2;
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
        float *t10 = out + t9;
        long t17 = (long)t9;
        __m512 t18 = _mm512_maskz_loadu_ps(t8, (const float *)((unsigned long)x + (unsigned long)t17 * 4UL));
        __m512 t19 = _mm512_set1_ps(a);
        __m512 t20 = _mm512_mul_ps(t19, t18);
        __m512 t21 = _mm512_maskz_loadu_ps(t8, (const float *)((unsigned long)y + (unsigned long)t17 * 4UL));
        __m512 t22 = _mm512_add_ps(t20, t21);
        __m512 t23 = _mm512_mask_blend_ps(t8, (__m512)(vcc_v16_float){0}, t22);
        _mm512_mask_storeu_ps(t10, t8, t23);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), axpy(x, y, a, i));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pairs(float *out, const float *p, int n) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:33 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int t3 = (int)i_vec;
            float *t4 = out + t3;
            const float *t5 = p + 2 * t3;
            const float *t13 = t5 + 0;
            __m512 t14 = _mm512_loadu_ps(t13);
            __m512 t15 = _mm512_loadu_ps(t13 + 16);
            __m512 t16 = _mm512_permutex2var_ps(t14, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t15);
            __m512 t17 = _mm512_permutex2var_ps(t14, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t15);
            __m512 t18 = _mm512_set1_ps(3.0f);
            __m512 t19 = _mm512_mul_ps(t17, t18);
            __m512 t20 = _mm512_sub_ps(t16, t19);
            _mm512_storeu_ps(t4, t20);
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
        int t10 = (int)(long)t6;
        float *t11 = out + t10;
        const float *t12 = p + 2 * t10;
        vcc_v16_long t21 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t22 = t21 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        __m512 t23 = (__m512)vcc_gather_masked(vcc_v16_float, t12 + 0, t22, (vcc_m16)_mm512_movm_epi32(t9));
        vcc_v16_long t24 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t25 = t24 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        __m512 t26 = (__m512)vcc_gather_masked(vcc_v16_float, t12 + 1, t25, (vcc_m16)_mm512_movm_epi32(t9));
        __m512 t27 = _mm512_set1_ps(3.0f);
        __m512 t28 = _mm512_mul_ps(t26, t27);
        __m512 t29 = _mm512_sub_ps(t23, t28);
        __m512 t30 = _mm512_mask_blend_ps(t9, (__m512)(vcc_v16_float){0}, t29);
        _mm512_mask_storeu_ps(t11, t9, t30);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), pairsum(p + 2 * i, 3));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void tri_some(int *out, int n) {
    vcc_no_contract_body
    int t13;
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & 1) {
        long t3 = t2 & -16L;
        __m512i t4 = _mm512_set1_epi32(0);
        __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t6 = t5;
        __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(3));
        __m512i t8 = _mm512_min_epu32(t6, t7);
        __m512i t1 = t8;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:39 vectorized: VF 16, UF 1, the remainder at 40:13 by 3 kept as a running remainder (guard: dividend not negative), masked remainder */
        for (;;) {
            int t9 = (int)i_vec;
            __mmask16 t10 = _mm512_cmp_epi32_mask(t1, _mm512_set1_epi32(1), _MM_CMPINT_NE);
            long t11 = (long)t9;
            int t12 = t9 + 5;
            __m512i t32 = _mm512_set1_epi32((int)t12);
            __m512i t33 = _mm512_add_epi32(t32, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t34 = _mm512_set1_epi32(2);
            __m512i t35 = _mm512_srav_epi32(t33, t34);
            __m512i t36 = _mm512_set1_epi32((int)(t12 * 7));
            __m512i t37 = _mm512_set1_epi32(7);
            __m512i t38 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37);
            __m512i t39 = _mm512_add_epi32(t36, t38);
            __m512i t40 = t39;
            __m512i t41 = t35;
            __m512i t42 = _mm512_sub_epi32(t40, t41);
            __m512i t43 = t42;
            __m512i t44 = _mm512_mask_blend_epi32(t10, (__m512i)(vcc_v16_int){0}, t43);
            _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t11 * 4UL), t10, t44);
            i_vec += 16L;
            __m512i t28 = _mm512_add_epi32(t1, _mm512_set1_epi32(1));
            __m512i t29 = t28;
            __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(3));
            __m512i t31 = _mm512_min_epu32(t29, t30);
            t1 = t31;
            if (i_vec >= t3) {
                t13 = (int)t3;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if ((t14 >= 1L) & (t14 <= 16L) & (t13 >= 0)) {
        __m512i t15 = _mm512_set1_epi32((int)(int)t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        __m512i t17 = _mm512_set1_epi32((int)(t13 % 3));
        __m512i t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t19 = t18;
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(3));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        __m512i t22 = t21;
        int t23 = (int)(long)t13;
        __mmask16 t24 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(1), _MM_CMPINT_NE);
        __mmask16 t25 = _kand_mask16(t16, t24);
        long t26 = (long)t23;
        int t27 = t23 + 5;
        __m512i t45 = _mm512_set1_epi32((int)t27);
        __m512i t46 = _mm512_add_epi32(t45, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t47 = _mm512_set1_epi32(2);
        __m512i t48 = _mm512_srav_epi32(t46, t47);
        __m512i t49 = _mm512_set1_epi32((int)(t27 * 7));
        __m512i t50 = _mm512_set1_epi32(7);
        __m512i t51 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t50);
        __m512i t52 = _mm512_add_epi32(t49, t51);
        __m512i t53 = t52;
        __m512i t54 = t48;
        __m512i t55 = _mm512_sub_epi32(t53, t54);
        __m512i t56 = t55;
        __m512i t57 = _mm512_mask_blend_epi32(t25, (__m512i)(vcc_v16_int){0}, t56);
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t26 * 4UL), t25, t57);
        i = (int)((long)t13 + t14);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            out[i] = (_mm256_zeroupper(), tri(i + 5, 7));
        }
    }
}

/* #pragma omp declare simd uniform(s) linear(p:s) notinbranch */
double first2(const double *p, long s) {
    return p[0] * 2.0 + p[1] * (double)s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8ls1u_first2(const double *p, long s) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi64((long long)0L);
    __m512i t2 = _mm512_set1_epi64((long long)(1L * s));
    __m512i t3 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t2);
    __m512i t4 = _mm512_add_epi64(t1, t3);
    __m512d t5 = (__m512d)vcc_gather(vcc_v8_double, p + 0, (vcc_v8_long)t4);
    __m512d t6 = _mm512_set1_pd(2.0);
    __m512d t7 = _mm512_mul_pd(t5, t6);
    __m512i t8 = _mm512_set1_epi64((long long)0L);
    __m512i t9 = _mm512_set1_epi64((long long)(1L * s));
    __m512i t10 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t9);
    __m512i t11 = _mm512_add_epi64(t8, t10);
    __m512d t12 = (__m512d)vcc_gather(vcc_v8_double, p + 1, (vcc_v8_long)t11);
    __m512d t13 = _mm512_set1_pd((double)s);
    __m512d t14 = _mm512_mul_pd(t12, t13);
    __m512d t15 = _mm512_add_pd(t7, t14);
    return t15;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4ls1u_first2(const double *p, long s) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi64x((long long)0L);
    __m256i t2 = _mm256_set1_epi64x((long long)(1L * s));
    __m256i t3 = _mm256_mullo_epi64(_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL), t2);
    __m256i t4 = _mm256_add_epi64(t1, t3);
    __m256d t5 = (__m256d)vcc_gather(vcc_v4_double, p + 0, (vcc_v4_long)t4);
    __m256d t6 = _mm256_set1_pd(2.0);
    __m256d t7 = _mm256_mul_pd(t5, t6);
    __m256i t8 = _mm256_set1_epi64x((long long)0L);
    __m256i t9 = _mm256_set1_epi64x((long long)(1L * s));
    __m256i t10 = _mm256_mullo_epi64(_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL), t9);
    __m256i t11 = _mm256_add_epi64(t8, t10);
    __m256d t12 = (__m256d)vcc_gather(vcc_v4_double, p + 1, (vcc_v4_long)t11);
    __m256d t13 = _mm256_set1_pd((double)s);
    __m256d t14 = _mm256_mul_pd(t12, t13);
    __m256d t15 = _mm256_add_pd(t7, t14);
    return t15;
}

/* A row-major matrix walked by columns: p moves by s elements per iteration, as the clause says. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void columns(double *out, const double *m, long s, int n) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:52 vectorized: VF 8, UF 2, scalar epilogue */
        for (;;) {
            long t3 = i_vec + 8L;
            long t4 = (long)(int)i_vec;
            double *t5 = out + t4;
            const double *t6 = m + t4 * s;
            __m512i t11 = _mm512_set1_epi64((long long)0L);
            __m512i t12 = _mm512_set1_epi64((long long)(1L * s));
            __m512i t13 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t12);
            __m512i t14 = _mm512_add_epi64(t11, t13);
            __m512d t15 = (__m512d)vcc_gather(vcc_v8_double, t6 + 0, (vcc_v8_long)t14);
            __m512d t16 = _mm512_set1_pd(2.0);
            __m512d t17 = _mm512_mul_pd(t15, t16);
            __m512i t18 = _mm512_set1_epi64((long long)0L);
            __m512i t19 = _mm512_set1_epi64((long long)(1L * s));
            __m512i t20 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t19);
            __m512i t21 = _mm512_add_epi64(t18, t20);
            __m512d t22 = (__m512d)vcc_gather(vcc_v8_double, t6 + 1, (vcc_v8_long)t21);
            __m512d t23 = _mm512_set1_pd((double)s);
            __m512d t24 = _mm512_mul_pd(t22, t23);
            __m512d t25 = _mm512_add_pd(t17, t24);
            _mm512_storeu_pd(t5, t25);
            long t8 = (long)(int)t3;
            double *t9 = out + t8;
            const double *t10 = m + t8 * s;
            __m512i t26 = _mm512_set1_epi64((long long)0L);
            __m512i t27 = _mm512_set1_epi64((long long)(1L * s));
            __m512i t28 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t27);
            __m512i t29 = _mm512_add_epi64(t26, t28);
            __m512d t30 = (__m512d)vcc_gather(vcc_v8_double, t10 + 0, (vcc_v8_long)t29);
            __m512d t31 = _mm512_set1_pd(2.0);
            __m512d t32 = _mm512_mul_pd(t30, t31);
            __m512i t33 = _mm512_set1_epi64((long long)0L);
            __m512i t34 = _mm512_set1_epi64((long long)(1L * s));
            __m512i t35 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t34);
            __m512i t36 = _mm512_add_epi64(t33, t35);
            __m512d t37 = (__m512d)vcc_gather(vcc_v8_double, t10 + 1, (vcc_v8_long)t36);
            __m512d t38 = _mm512_set1_pd((double)s);
            __m512d t39 = _mm512_mul_pd(t37, t38);
            __m512d t40 = _mm512_add_pd(t32, t39);
            _mm512_storeu_pd(t9, t40);
            i_vec += 16L;
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        out[t7] = (_mm256_zeroupper(), first2(m + t7 * s, s));
    }
}

/* j moves by 2 per iteration, the clause says 1: not vectorized. */
void tri_wrong_step(int *out, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = tri(2 * i, 7);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[6];
    int i;
    int t40;
    int i_1;
    int t88;
    int i_4;
    int t120;
    long t121;
    int t135;
    long t136;
    long t;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        unsigned long t1 = (unsigned long)(n + 1);
        unsigned long t2 = t1 * 4UL;
        void *t3 = malloc(t2);
        float *x = (float *)t3;
        void *t4 = malloc(t2);
        float *y = (float *)t4;
        void *t5 = malloc((unsigned long)(2 * n + 1) * 4UL);
        float *p = (float *)t5;
        float *out = (float *)malloc(t2);
        int *iout = (int *)calloc(t1, 4UL);
        int *wout = (int *)calloc(t1, 4UL);
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t3;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t3;
        unsigned long t10 = (unsigned long)t5;
        unsigned long t11 = (unsigned long)t4;
        unsigned long t12 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t11))) {
            long t13 = t6 & -16L;
            __m256i t14 = _mm256_set1_epi32(0);
            __m256i t15 = t14;
            __m256i i_v = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec = 0L;
            /* vcc: loop at linear_calls.c:70 vectorized: VF 8, UF 2, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                int t16 = (int)i_vec;
                __m256i i_v_6 = i_v;
                long t17 = (long)t16;
                __m256 t18 = _mm256_cvtepi32_ps(i_v_6);
                __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t17, t19);
                __m256 t20 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t18);
                _mm256_storeu_ps(y + t17, t20);
                __m256 t21 = _mm256_mul_ps(t18, _mm256_set1_ps(1.25f));
                float *t22 = p + (2 * t16 + 1);
                __m256 t23 = _mm256_mul_ps(t18, _mm256_set1_ps(0.75f));
                __m256 t24 = _mm256_sub_ps(t23, _mm256_set1_ps(2.0f));
                __m256 t25 = _mm256_permutex2var_ps(t21, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t24);
                _mm256_storeu_ps(t22 + -1, t25);
                __m256 t26 = _mm256_permutex2var_ps(t21, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t24);
                _mm256_storeu_ps(t22 + 7, t26);
                int t27 = (int)(i_vec + 8L);
                __m256i t28 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
                __m256i i_v_7 = t28;
                long t29 = (long)t27;
                __m256 t30 = _mm256_cvtepi32_ps(i_v_7);
                __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t29, t31);
                __m256 t32 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t30);
                _mm256_storeu_ps(y + t29, t32);
                __m256 t33 = _mm256_mul_ps(t30, _mm256_set1_ps(1.25f));
                float *t34 = p + (2 * t27 + 1);
                __m256 t35 = _mm256_mul_ps(t30, _mm256_set1_ps(0.75f));
                __m256 t36 = _mm256_sub_ps(t35, _mm256_set1_ps(2.0f));
                __m256 t37 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t36);
                _mm256_storeu_ps(t34 + -1, t37);
                __m256 t38 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t36);
                _mm256_storeu_ps(t34 + 7, t38);
                i_vec += 16L;
                __m256i t39 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
                if (i_vec >= t13) {
                    break;
                }
                i_v = t39;
            }
            t40 = (int)t13;
        } else {
            t40 = 0;
        }
        long t41 = (long)n + (long)t40 * -1L;
        unsigned long t42 = (unsigned long)t3;
        unsigned long t43 = (unsigned long)t4;
        unsigned long t44 = (unsigned long)t3;
        unsigned long t45 = (unsigned long)t5;
        unsigned long t46 = (unsigned long)t4;
        unsigned long t47 = (unsigned long)t5;
        if ((t41 >= 8L) & (((t42 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t40 * 4L))) | ((t43 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t40 * 4L)))) & (((t44 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t40 * 8L))) | ((t45 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t44 + (unsigned long)((long)t40 * 4L)))) & (((t46 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t40 * 8L))) | ((t47 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t40 * 4L))))) {
            long t48 = t41 & -8L;
            __m256i t49 = _mm256_set1_epi32((int)t40);
            __m256i t50 = t49;
            __m256i i_v_1 = _mm256_add_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_1 = 0L;
            for (;;) {
                int t51 = (int)((long)t40 + i_vec_1);
                __m256i i_v_8 = i_v_1;
                long t52 = (long)t51;
                __m256 t53 = _mm256_cvtepi32_ps(i_v_8);
                __m256 t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t52, t54);
                __m256 t55 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t53);
                _mm256_storeu_ps(y + t52, t55);
                __m256 t56 = _mm256_mul_ps(t53, _mm256_set1_ps(1.25f));
                float *t57 = p + (2 * t51 + 1);
                __m256 t58 = _mm256_mul_ps(t53, _mm256_set1_ps(0.75f));
                __m256 t59 = _mm256_sub_ps(t58, _mm256_set1_ps(2.0f));
                __m256 t60 = _mm256_permutex2var_ps(t56, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t59);
                _mm256_storeu_ps(t57 + -1, t60);
                __m256 t61 = _mm256_permutex2var_ps(t56, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t59);
                _mm256_storeu_ps(t57 + 7, t61);
                i_vec_1 += 8L;
                __m256i t62 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
                if (i_vec_1 >= t48) {
                    break;
                }
                i_v_1 = t62;
            }
            i_1 = (int)((long)t40 + t48);
        } else {
            i_1 = t40;
        }
        for (; i_1 < n; i_1++) {
            long t63 = (long)i_1;
            float t64 = (float)i_1;
            x[t63] = t64 * 0.5f;
            y[t63] = 3.0f - t64;
            int t65 = 2 * i_1;
            p[t65] = t64 * 1.25f;
            p[t65 + 1] = t64 * 0.75f - 2.0f;
        }
        axpy_all(out, x, y, 1.5f, n);
        double sum = 0.0;
        for (int i_2 = 0; i_2 < n; i_2++) {
            sum += (double)out[i_2];
        }
        pairs(out, p, n);
        int i_3 = 0;
        double sum_2 = sum;
        while (i_3 < n) {
            int t66 = i_3 + 1;
            sum_2 += (double)(out[i_3] * (float)t66);
            i_3 = t66;
        }
        tri_some(iout, n);
        (_mm256_zeroupper(), tri_wrong_step(wout, n));
        int t67 = 3 * n + 2;
        double *m = (double *)malloc((unsigned long)t67 * 8UL);
        double *dout = (double *)malloc(t1 * 8UL);
        long t68 = (long)n * 3L + 2L;
        if (t68 >= 16L) {
            long t69 = t68 & -16L;
            __m128i t70 = _mm_set1_epi32(0);
            __m128i t71 = t70;
            __m128i i_v_2 = _mm_add_epi32(t71, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_2 = 0L;
            /* vcc: loop at linear_calls.c:86 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i i_v_9 = i_v_2;
                __m256d t72 = _mm256_cvtepi32_pd(i_v_9);
                __m256d t73 = _mm256_mul_pd(t72, _mm256_set1_pd(0.125));
                __m256d t74 = _mm256_sub_pd(t73, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)i_vec_2, t74);
                __m128i t75 = _mm_add_epi32(i_v_2, _mm_set1_epi32(4));
                __m128i i_v_10 = t75;
                __m256d t76 = _mm256_cvtepi32_pd(i_v_10);
                __m256d t77 = _mm256_mul_pd(t76, _mm256_set1_pd(0.125));
                __m256d t78 = _mm256_sub_pd(t77, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(i_vec_2 + 4L), t78);
                __m128i t79 = _mm_add_epi32(i_v_2, _mm_set1_epi32(8));
                __m128i i_v_11 = t79;
                __m256d t80 = _mm256_cvtepi32_pd(i_v_11);
                __m256d t81 = _mm256_mul_pd(t80, _mm256_set1_pd(0.125));
                __m256d t82 = _mm256_sub_pd(t81, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(i_vec_2 + 8L), t82);
                __m128i t83 = _mm_add_epi32(i_v_2, _mm_set1_epi32(12));
                __m128i i_v_12 = t83;
                __m256d t84 = _mm256_cvtepi32_pd(i_v_12);
                __m256d t85 = _mm256_mul_pd(t84, _mm256_set1_pd(0.125));
                __m256d t86 = _mm256_sub_pd(t85, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(i_vec_2 + 12L), t86);
                i_vec_2 += 16L;
                __m128i t87 = _mm_add_epi32(i_v_2, _mm_set1_epi32(16));
                if (i_vec_2 >= t69) {
                    break;
                }
                i_v_2 = t87;
            }
            t88 = (int)t69;
        } else {
            t88 = 0;
        }
        long t89 = (long)n * 3L + (long)t88 * -1L + 2L;
        if (t89 >= 4L) {
            long t90 = t89 & -4L;
            __m128i t91 = _mm_set1_epi32((int)t88);
            __m128i t92 = t91;
            __m128i i_v_3 = _mm_add_epi32(t92, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_3 = 0L;
            for (;;) {
                __m128i i_v_13 = i_v_3;
                __m256d t93 = _mm256_cvtepi32_pd(i_v_13);
                __m256d t94 = _mm256_mul_pd(t93, _mm256_set1_pd(0.125));
                __m256d t95 = _mm256_sub_pd(t94, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)t88 + i_vec_3), t95);
                i_vec_3 += 4L;
                __m128i t96 = _mm_add_epi32(i_v_3, _mm_set1_epi32(4));
                if (i_vec_3 >= t90) {
                    break;
                }
                i_v_3 = t96;
            }
            i_4 = (int)((long)t88 + t90);
        } else {
            i_4 = t88;
        }
        for (; i_4 < t67; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        double sum_1 = sum_2;
        for (int i_5 = 0; i_5 < n; i_5++) {
            sum_1 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        long t97 = (long)n;
        if (t97 >= 16L) {
            long t98 = t97 & -16L;
            __m256i t99 = _mm256_set1_epi32(0);
            __m256i t100 = t99;
            __m256i i_v_4 = _mm256_add_epi32(t100, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_4 = 0L;
            __m512i t_v = _mm512_set1_epi64((long long)0LL);
            __m512i t_v_1 = _mm512_set1_epi64((long long)0LL);
            /* vcc: loop at linear_calls.c:93 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i i_v_14 = i_v_4;
                long t101 = (long)(int)i_vec_4;
                __m256i iout_v = _mm256_loadu_si256((const __m256i *)(iout + t101));
                __m512i t102 = _mm512_cvtepi32_epi64(iout_v);
                __m256i t103 = _mm256_add_epi32(i_v_14, _mm256_set1_epi32(1));
                __m512i t104 = _mm512_cvtepi32_epi64(t103);
                __m512i t105 = _mm512_mullo_epi64(t102, t104);
                __m256i wout_v = _mm256_loadu_si256((const __m256i *)(wout + t101));
                __m512i t106 = _mm512_cvtepi32_epi64(wout_v);
                __m512i t107 = _mm512_add_epi64(t105, t106);
                __m512i t108 = t107;
                t_v = _mm512_add_epi64(t_v, t108);
                __m256i t109 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(8));
                __m256i i_v_15 = t109;
                long t110 = (long)(int)(i_vec_4 + 8L);
                __m256i iout_v_1 = _mm256_loadu_si256((const __m256i *)(iout + t110));
                __m512i t111 = _mm512_cvtepi32_epi64(iout_v_1);
                __m256i t112 = _mm256_add_epi32(i_v_15, _mm256_set1_epi32(1));
                __m512i t113 = _mm512_cvtepi32_epi64(t112);
                __m512i t114 = _mm512_mullo_epi64(t111, t113);
                __m256i wout_v_1 = _mm256_loadu_si256((const __m256i *)(wout + t110));
                __m512i t115 = _mm512_cvtepi32_epi64(wout_v_1);
                __m512i t116 = _mm512_add_epi64(t114, t115);
                __m512i t117 = t116;
                t_v_1 = _mm512_add_epi64(t_v_1, t117);
                i_vec_4 += 16L;
                __m256i t118 = _mm256_add_epi32(i_v_4, _mm256_set1_epi32(16));
                if (i_vec_4 >= t98) {
                    break;
                }
                i_v_4 = t118;
            }
            __m512i t119 = _mm512_add_epi64(t_v, t_v_1);
            t120 = (int)t98;
            t121 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t119), _mm512_extracti64x4_epi64(t119, 1)), _mm_add_epi64, unsigned long);
        } else {
            t120 = 0;
            t121 = 0L;
        }
        long t122 = (long)n + (long)t120 * -1L;
        if (t122 >= 8L) {
            long t123 = t122 & -8L;
            __m256i t124 = _mm256_set1_epi32((int)t120);
            __m256i t125 = t124;
            __m256i i_v_5 = _mm256_add_epi32(t125, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_5 = 0L;
            __m512i t_v_2 = _mm512_set1_epi64((long long)0LL);
            for (;;) {
                __m256i i_v_16 = i_v_5;
                long t126 = (long)(int)((long)t120 + i_vec_5);
                __m256i iout_v_2 = _mm256_loadu_si256((const __m256i *)(iout + t126));
                __m512i t127 = _mm512_cvtepi32_epi64(iout_v_2);
                __m256i t128 = _mm256_add_epi32(i_v_16, _mm256_set1_epi32(1));
                __m512i t129 = _mm512_cvtepi32_epi64(t128);
                __m512i t130 = _mm512_mullo_epi64(t127, t129);
                __m256i wout_v_2 = _mm256_loadu_si256((const __m256i *)(wout + t126));
                __m512i t131 = _mm512_cvtepi32_epi64(wout_v_2);
                __m512i t132 = _mm512_add_epi64(t130, t131);
                __m512i t133 = t132;
                t_v_2 = _mm512_add_epi64(t_v_2, t133);
                i_vec_5 += 8L;
                __m256i t134 = _mm256_add_epi32(i_v_5, _mm256_set1_epi32(8));
                if (i_vec_5 >= t123) {
                    break;
                }
                i_v_5 = t134;
            }
            t135 = (int)((long)t120 + t123);
            t136 = (long)((unsigned long)t121 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_2), _mm512_extracti64x4_epi64(t_v_2, 1)), _mm_add_epi64, unsigned long));
        } else {
            t135 = t120;
            t136 = t121;
        }
        long t137 = (long)n + (long)t135 * -1L;
        if ((t137 >= 1L) & (t137 <= 8L)) {
            __m256i t138 = _mm256_set1_epi32((int)(int)t137);
            __m256i t139 = _mm256_cmpgt_epi32(t138, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t140 = _mm256_set1_epi32((int)t135);
            __m256i t141 = t140;
            __m256i t142 = _mm256_add_epi32(t141, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i i_v_17 = t142;
            long t143 = (long)(int)(long)t135;
            __m256i iout_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t139), iout + t143);
            __m512i t144 = _mm512_cvtepi32_epi64(iout_v_3);
            __m256i t145 = i_v_17;
            __m256i t146 = _mm256_set1_epi32(1);
            __m256i t147 = _mm256_add_epi32(t145, t146);
            __m256i t148 = t147;
            __m512i t149 = _mm512_cvtepi32_epi64(t148);
            __m512i t150 = t144;
            __m512i t151 = t149;
            __m512i t152 = _mm512_mullo_epi64(t150, t151);
            __m512i t153 = t152;
            __m256i wout_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t139), wout + t143);
            __m512i t154 = _mm512_cvtepi32_epi64(wout_v_3);
            __m512i t155 = t153;
            __m512i t156 = t154;
            __m512i t157 = _mm512_add_epi64(t155, t156);
            __m512i t158 = t157;
            __m512i t159 = t158;
            __m512i t160 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t159);
            __m512i t_v_3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t139), _mm512_set1_epi64((long long)0LL), t160);
            i = (int)((long)t135 + t137);
            t = (long)((unsigned long)t136 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_3), _mm512_extracti64x4_epi64(t_v_3, 1)), _mm_add_epi64, unsigned long));
        } else {
            i = t135;
            t = t136;
        }
        while (i < n) {
            long t161 = (long)i;
            i++;
            t += (long)iout[t161] * (long)i + (long)wout[t161];
        }
        printf("n=%d %.3f %ld\n", n, sum_1, t);
        free((void *)x);
        free((void *)y);
        free((void *)p);
        free((void *)out);
        free((void *)iout);
        free((void *)wout);
    }
    return 0;
}
