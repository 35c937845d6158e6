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
    int t6;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            int t4 = (int)t1;
            float *t5 = out + t4;
            long t12 = (long)t4;
            __m512 t13 = _mm512_loadu_ps(x + t12);
            __m512 t14 = _mm512_set1_ps(a);
            __m512 t15 = _mm512_mul_ps(t14, t13);
            __m512 t16 = _mm512_loadu_ps(y + t12);
            __m512 t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(t5, t17);
            t1 += 16L;
            if (t1 >= t3) {
                t6 = (int)t3;
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
        long t18 = (long)t10;
        __m512 t19 = _mm512_maskz_loadu_ps(t9, (const float *)((unsigned long)x + (unsigned long)t18 * 4UL));
        __m512 t20 = _mm512_set1_ps(a);
        __m512 t21 = _mm512_mul_ps(t20, t19);
        __m512 t22 = _mm512_maskz_loadu_ps(t9, (const float *)((unsigned long)y + (unsigned long)t18 * 4UL));
        __m512 t23 = _mm512_add_ps(t21, t22);
        __m512 t24 = _mm512_mask_blend_ps(t9, (__m512)(vcc_v16_float){0}, t23);
        _mm512_mask_storeu_ps(t11, t9, t24);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), axpy(x, y, a, i));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pairs(float *out, const float *p, int n) {
    vcc_no_contract_body
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            int t4 = (int)t1;
            float *t5 = out + t4;
            const float *t6 = p + 2 * t4;
            const float *t14 = t6 + 0;
            __m512 t15 = _mm512_loadu_ps(t14);
            __m512 t16 = _mm512_loadu_ps(t14 + 16);
            __m512 t17 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t16);
            __m512 t18 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t16);
            __m512 t19 = _mm512_set1_ps(3.0f);
            __m512 t20 = _mm512_mul_ps(t18, t19);
            __m512 t21 = _mm512_sub_ps(t17, t20);
            _mm512_storeu_ps(t5, t21);
            t1 += 16L;
            if (t1 >= t3) {
                t7 = (int)t3;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        int t11 = (int)(long)t7;
        float *t12 = out + t11;
        const float *t13 = p + 2 * t11;
        vcc_v16_long t22 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t23 = t22 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        __m512 t24 = (__m512)vcc_gather_masked(vcc_v16_float, t13 + 0, t23, (vcc_m16)_mm512_movm_epi32(t10));
        vcc_v16_long t25 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t26 = t25 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        __m512 t27 = (__m512)vcc_gather_masked(vcc_v16_float, t13 + 1, t26, (vcc_m16)_mm512_movm_epi32(t10));
        __m512 t28 = _mm512_set1_ps(3.0f);
        __m512 t29 = _mm512_mul_ps(t27, t28);
        __m512 t30 = _mm512_sub_ps(t24, t29);
        __m512 t31 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t30);
        _mm512_mask_storeu_ps(t12, t10, t31);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), pairsum(p + 2 * i, 3));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void tri_some(int *out, int n) {
    vcc_no_contract_body
    int t14;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & 1) {
        long t4 = t3 & -16L;
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t7 = t6;
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(3));
        __m512i t9 = _mm512_min_epu32(t7, t8);
        __m512i t1 = t9;
        long t2 = 0L;
        for (;;) {
            int t10 = (int)t2;
            __mmask16 t11 = _mm512_cmp_epi32_mask(t1, _mm512_set1_epi32(1), _MM_CMPINT_NE);
            long t12 = (long)t10;
            int t13 = t10 + 5;
            __m512i t33 = _mm512_set1_epi32((int)t13);
            __m512i t34 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t35 = _mm512_set1_epi32(2);
            __m512i t36 = _mm512_srav_epi32(t34, t35);
            __m512i t37 = _mm512_set1_epi32((int)(t13 * 7));
            __m512i t38 = _mm512_set1_epi32(7);
            __m512i t39 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t38);
            __m512i t40 = _mm512_add_epi32(t37, t39);
            __m512i t41 = t40;
            __m512i t42 = t36;
            __m512i t43 = _mm512_sub_epi32(t41, t42);
            __m512i t44 = t43;
            __m512i t45 = _mm512_mask_blend_epi32(t11, (__m512i)(vcc_v16_int){0}, t44);
            _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t12 * 4UL), t11, t45);
            t2 += 16L;
            __m512i t29 = _mm512_add_epi32(t1, _mm512_set1_epi32(1));
            __m512i t30 = t29;
            __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(3));
            __m512i t32 = _mm512_min_epu32(t30, t31);
            t1 = t32;
            if (t2 >= t4) {
                t14 = (int)t4;
                break;
            }
        }
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L) & (t14 >= 0)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        __m512i t18 = _mm512_set1_epi32((int)(t14 % 3));
        __m512i t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(3));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        int t24 = (int)(long)t14;
        __mmask16 t25 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32(1), _MM_CMPINT_NE);
        __mmask16 t26 = _kand_mask16(t17, t25);
        long t27 = (long)t24;
        int t28 = t24 + 5;
        __m512i t46 = _mm512_set1_epi32((int)t28);
        __m512i t47 = _mm512_add_epi32(t46, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t48 = _mm512_set1_epi32(2);
        __m512i t49 = _mm512_srav_epi32(t47, t48);
        __m512i t50 = _mm512_set1_epi32((int)(t28 * 7));
        __m512i t51 = _mm512_set1_epi32(7);
        __m512i t52 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t51);
        __m512i t53 = _mm512_add_epi32(t50, t52);
        __m512i t54 = t53;
        __m512i t55 = t49;
        __m512i t56 = _mm512_sub_epi32(t54, t55);
        __m512i t57 = t56;
        __m512i t58 = _mm512_mask_blend_epi32(t26, (__m512i)(vcc_v16_int){0}, t57);
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t27 * 4UL), t26, t58);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
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
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t4 = t1 + 8L;
            long t5 = (long)(int)t1;
            double *t6 = out + t5;
            const double *t7 = m + t5 * s;
            __m512i t12 = _mm512_set1_epi64((long long)0L);
            __m512i t13 = _mm512_set1_epi64((long long)(1L * s));
            __m512i t14 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t13);
            __m512i t15 = _mm512_add_epi64(t12, t14);
            __m512d t16 = (__m512d)vcc_gather(vcc_v8_double, t7 + 0, (vcc_v8_long)t15);
            __m512d t17 = _mm512_set1_pd(2.0);
            __m512d t18 = _mm512_mul_pd(t16, t17);
            __m512i t19 = _mm512_set1_epi64((long long)0L);
            __m512i t20 = _mm512_set1_epi64((long long)(1L * s));
            __m512i t21 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t20);
            __m512i t22 = _mm512_add_epi64(t19, t21);
            __m512d t23 = (__m512d)vcc_gather(vcc_v8_double, t7 + 1, (vcc_v8_long)t22);
            __m512d t24 = _mm512_set1_pd((double)s);
            __m512d t25 = _mm512_mul_pd(t23, t24);
            __m512d t26 = _mm512_add_pd(t18, t25);
            _mm512_storeu_pd(t6, t26);
            long t9 = (long)(int)t4;
            double *t10 = out + t9;
            const double *t11 = m + t9 * s;
            __m512i t27 = _mm512_set1_epi64((long long)0L);
            __m512i t28 = _mm512_set1_epi64((long long)(1L * s));
            __m512i t29 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t28);
            __m512i t30 = _mm512_add_epi64(t27, t29);
            __m512d t31 = (__m512d)vcc_gather(vcc_v8_double, t11 + 0, (vcc_v8_long)t30);
            __m512d t32 = _mm512_set1_pd(2.0);
            __m512d t33 = _mm512_mul_pd(t31, t32);
            __m512i t34 = _mm512_set1_epi64((long long)0L);
            __m512i t35 = _mm512_set1_epi64((long long)(1L * s));
            __m512i t36 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t35);
            __m512i t37 = _mm512_add_epi64(t34, t36);
            __m512d t38 = (__m512d)vcc_gather(vcc_v8_double, t11 + 1, (vcc_v8_long)t37);
            __m512d t39 = _mm512_set1_pd((double)s);
            __m512d t40 = _mm512_mul_pd(t38, t39);
            __m512d t41 = _mm512_add_pd(t33, t40);
            _mm512_storeu_pd(t10, t41);
            t1 += 16L;
            if (t1 >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        out[t8] = (_mm256_zeroupper(), first2(m + t8 * s, s));
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
    int t57;
    int i_1;
    int t110;
    int i_4;
    int t149;
    long t150;
    int t167;
    long t168;
    long t;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        unsigned long t16 = (unsigned long)(n + 1);
        unsigned long t17 = t16 * 4UL;
        void *t18 = malloc(t17);
        float *x = (float *)t18;
        void *t19 = malloc(t17);
        float *y = (float *)t19;
        void *t20 = malloc((unsigned long)(2 * n + 1) * 4UL);
        float *p = (float *)t20;
        float *out = (float *)malloc(t17);
        int *iout = (int *)calloc(t16, 4UL);
        int *wout = (int *)calloc(t16, 4UL);
        long t21 = (long)n;
        unsigned long t22 = (unsigned long)t18;
        unsigned long t23 = (unsigned long)t19;
        unsigned long t24 = (unsigned long)t18;
        unsigned long t25 = (unsigned long)t20;
        unsigned long t26 = (unsigned long)t19;
        unsigned long t27 = (unsigned long)t20;
        if ((t21 >= 16L) & (((t22 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t23) | ((t23 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t22)) & (((t24 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t25) | ((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t24)) & (((t26 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t27) | ((t27 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t26))) {
            long t28 = t21 & -16L;
            __m256i t29 = _mm256_set1_epi32(0);
            __m256i t30 = t29;
            __m256i t1 = _mm256_add_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t2 = 0L;
            for (;;) {
                int t31 = (int)t2;
                __m256i t32 = t1;
                long t33 = (long)t31;
                __m256 t34 = _mm256_cvtepi32_ps(t32);
                __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t33, t35);
                __m256 t36 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t34);
                _mm256_storeu_ps(y + t33, t36);
                __m256 t37 = _mm256_mul_ps(t34, _mm256_set1_ps(1.25f));
                float *t38 = p + (2 * t31 + 1);
                __m256 t39 = _mm256_mul_ps(t34, _mm256_set1_ps(0.75f));
                __m256 t40 = _mm256_sub_ps(t39, _mm256_set1_ps(2.0f));
                __m256 t41 = _mm256_permutex2var_ps(t37, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t40);
                _mm256_storeu_ps(t38 + -1, t41);
                __m256 t42 = _mm256_permutex2var_ps(t37, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t40);
                _mm256_storeu_ps(t38 + 7, t42);
                int t43 = (int)(t2 + 8L);
                __m256i t44 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                __m256i t45 = t44;
                long t46 = (long)t43;
                __m256 t47 = _mm256_cvtepi32_ps(t45);
                __m256 t48 = _mm256_mul_ps(t47, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t46, t48);
                __m256 t49 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t47);
                _mm256_storeu_ps(y + t46, t49);
                __m256 t50 = _mm256_mul_ps(t47, _mm256_set1_ps(1.25f));
                float *t51 = p + (2 * t43 + 1);
                __m256 t52 = _mm256_mul_ps(t47, _mm256_set1_ps(0.75f));
                __m256 t53 = _mm256_sub_ps(t52, _mm256_set1_ps(2.0f));
                __m256 t54 = _mm256_permutex2var_ps(t50, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t53);
                _mm256_storeu_ps(t51 + -1, t54);
                __m256 t55 = _mm256_permutex2var_ps(t50, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t53);
                _mm256_storeu_ps(t51 + 7, t55);
                t2 += 16L;
                __m256i t56 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
                if (t2 >= t28) {
                    break;
                }
                t1 = t56;
            }
            t57 = (int)t28;
        } else {
            t57 = 0;
        }
        long t58 = (long)n + (long)t57 * -1L;
        unsigned long t59 = (unsigned long)t18;
        unsigned long t60 = (unsigned long)t19;
        unsigned long t61 = (unsigned long)t18;
        unsigned long t62 = (unsigned long)t20;
        unsigned long t63 = (unsigned long)t19;
        unsigned long t64 = (unsigned long)t20;
        if ((t58 >= 8L) & (((t59 + (unsigned long)((long)t57 * 4L + 4L + (t58 - 1L) * 4L)) <= (t60 + (unsigned long)((long)t57 * 4L))) | ((t60 + (unsigned long)((long)t57 * 4L + 4L + (t58 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t57 * 4L)))) & (((t61 + (unsigned long)((long)t57 * 4L + 4L + (t58 - 1L) * 4L)) <= (t62 + (unsigned long)((long)t57 * 8L))) | ((t62 + (unsigned long)((long)t57 * 8L + 8L + (t58 - 1L) * 8L)) <= (t61 + (unsigned long)((long)t57 * 4L)))) & (((t63 + (unsigned long)((long)t57 * 4L + 4L + (t58 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t57 * 8L))) | ((t64 + (unsigned long)((long)t57 * 8L + 8L + (t58 - 1L) * 8L)) <= (t63 + (unsigned long)((long)t57 * 4L))))) {
            long t65 = t58 & -8L;
            __m256i t66 = _mm256_set1_epi32((int)t57);
            __m256i t67 = t66;
            __m256i t3 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t4 = 0L;
            for (;;) {
                int t68 = (int)((long)t57 + t4);
                __m256i t69 = t3;
                long t70 = (long)t68;
                __m256 t71 = _mm256_cvtepi32_ps(t69);
                __m256 t72 = _mm256_mul_ps(t71, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t70, t72);
                __m256 t73 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t71);
                _mm256_storeu_ps(y + t70, t73);
                __m256 t74 = _mm256_mul_ps(t71, _mm256_set1_ps(1.25f));
                float *t75 = p + (2 * t68 + 1);
                __m256 t76 = _mm256_mul_ps(t71, _mm256_set1_ps(0.75f));
                __m256 t77 = _mm256_sub_ps(t76, _mm256_set1_ps(2.0f));
                __m256 t78 = _mm256_permutex2var_ps(t74, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t77);
                _mm256_storeu_ps(t75 + -1, t78);
                __m256 t79 = _mm256_permutex2var_ps(t74, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t77);
                _mm256_storeu_ps(t75 + 7, t79);
                t4 += 8L;
                __m256i t80 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                if (t4 >= t65) {
                    break;
                }
                t3 = t80;
            }
            i_1 = (int)((long)t57 + t65);
        } else {
            i_1 = t57;
        }
        for (; i_1 < n; i_1++) {
            long t81 = (long)i_1;
            float t82 = (float)i_1;
            x[t81] = t82 * 0.5f;
            y[t81] = 3.0f - t82;
            int t83 = 2 * i_1;
            p[t83] = t82 * 1.25f;
            p[t83 + 1] = t82 * 0.75f - 2.0f;
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
            int t84 = i_3 + 1;
            sum_2 += (double)(out[i_3] * (float)t84);
            i_3 = t84;
        }
        tri_some(iout, n);
        (_mm256_zeroupper(), tri_wrong_step(wout, n));
        int t85 = 3 * n + 2;
        double *m = (double *)malloc((unsigned long)t85 * 8UL);
        double *dout = (double *)malloc(t16 * 8UL);
        long t86 = (long)n * 3L + 2L;
        if (t86 >= 16L) {
            long t87 = t86 & -16L;
            __m128i t88 = _mm_set1_epi32(0);
            __m128i t89 = t88;
            __m128i t5 = _mm_add_epi32(t89, _mm_setr_epi32(0, 1, 2, 3));
            long t6 = 0L;
            for (;;) {
                __m128i t90 = t5;
                __m256d t91 = _mm256_cvtepi32_pd(t90);
                __m256d t92 = _mm256_mul_pd(t91, _mm256_set1_pd(0.125));
                __m256d t93 = _mm256_sub_pd(t92, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)t6, t93);
                __m128i t94 = _mm_add_epi32(t5, _mm_set1_epi32(4));
                __m128i t95 = t94;
                __m256d t96 = _mm256_cvtepi32_pd(t95);
                __m256d t97 = _mm256_mul_pd(t96, _mm256_set1_pd(0.125));
                __m256d t98 = _mm256_sub_pd(t97, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(t6 + 4L), t98);
                __m128i t99 = _mm_add_epi32(t5, _mm_set1_epi32(8));
                __m128i t100 = t99;
                __m256d t101 = _mm256_cvtepi32_pd(t100);
                __m256d t102 = _mm256_mul_pd(t101, _mm256_set1_pd(0.125));
                __m256d t103 = _mm256_sub_pd(t102, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(t6 + 8L), t103);
                __m128i t104 = _mm_add_epi32(t5, _mm_set1_epi32(12));
                __m128i t105 = t104;
                __m256d t106 = _mm256_cvtepi32_pd(t105);
                __m256d t107 = _mm256_mul_pd(t106, _mm256_set1_pd(0.125));
                __m256d t108 = _mm256_sub_pd(t107, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)(t6 + 12L), t108);
                t6 += 16L;
                __m128i t109 = _mm_add_epi32(t5, _mm_set1_epi32(16));
                if (t6 >= t87) {
                    break;
                }
                t5 = t109;
            }
            t110 = (int)t87;
        } else {
            t110 = 0;
        }
        long t111 = (long)n * 3L + (long)t110 * -1L + 2L;
        if (t111 >= 4L) {
            long t112 = t111 & -4L;
            __m128i t113 = _mm_set1_epi32((int)t110);
            __m128i t114 = t113;
            __m128i t7 = _mm_add_epi32(t114, _mm_setr_epi32(0, 1, 2, 3));
            long t8 = 0L;
            for (;;) {
                __m128i t115 = t7;
                __m256d t116 = _mm256_cvtepi32_pd(t115);
                __m256d t117 = _mm256_mul_pd(t116, _mm256_set1_pd(0.125));
                __m256d t118 = _mm256_sub_pd(t117, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)t110 + t8), t118);
                t8 += 4L;
                __m128i t119 = _mm_add_epi32(t7, _mm_set1_epi32(4));
                if (t8 >= t112) {
                    break;
                }
                t7 = t119;
            }
            i_4 = (int)((long)t110 + t112);
        } else {
            i_4 = t110;
        }
        for (; i_4 < t85; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        double sum_1 = sum_2;
        for (int i_5 = 0; i_5 < n; i_5++) {
            sum_1 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        long t120 = (long)n;
        if (t120 >= 16L) {
            long t121 = t120 & -16L;
            __m256i t122 = _mm256_set1_epi32(0);
            __m256i t123 = t122;
            __m256i t9 = _mm256_add_epi32(t123, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t10 = 0L;
            __m512i t11 = _mm512_set1_epi64((long long)0LL);
            __m512i t12 = _mm512_set1_epi64((long long)0LL);
            for (;;) {
                __m256i t124 = t9;
                long t125 = (long)(int)t10;
                __m256i t126 = _mm256_loadu_si256((const __m256i *)(iout + t125));
                __m512i t127 = _mm512_cvtepi32_epi64(t126);
                __m256i t128 = _mm256_add_epi32(t124, _mm256_set1_epi32(1));
                __m512i t129 = _mm512_cvtepi32_epi64(t128);
                __m512i t130 = _mm512_mullo_epi64(t127, t129);
                __m256i t131 = _mm256_loadu_si256((const __m256i *)(wout + t125));
                __m512i t132 = _mm512_cvtepi32_epi64(t131);
                __m512i t133 = _mm512_add_epi64(t130, t132);
                __m512i t134 = t133;
                t11 = _mm512_add_epi64(t11, t134);
                __m256i t135 = _mm256_add_epi32(t9, _mm256_set1_epi32(8));
                __m256i t136 = t135;
                long t137 = (long)(int)(t10 + 8L);
                __m256i t138 = _mm256_loadu_si256((const __m256i *)(iout + t137));
                __m512i t139 = _mm512_cvtepi32_epi64(t138);
                __m256i t140 = _mm256_add_epi32(t136, _mm256_set1_epi32(1));
                __m512i t141 = _mm512_cvtepi32_epi64(t140);
                __m512i t142 = _mm512_mullo_epi64(t139, t141);
                __m256i t143 = _mm256_loadu_si256((const __m256i *)(wout + t137));
                __m512i t144 = _mm512_cvtepi32_epi64(t143);
                __m512i t145 = _mm512_add_epi64(t142, t144);
                __m512i t146 = t145;
                t12 = _mm512_add_epi64(t12, t146);
                t10 += 16L;
                __m256i t147 = _mm256_add_epi32(t9, _mm256_set1_epi32(16));
                if (t10 >= t121) {
                    break;
                }
                t9 = t147;
            }
            __m512i t148 = _mm512_add_epi64(t11, t12);
            t149 = (int)t121;
            t150 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t148), _mm512_extracti64x4_epi64(t148, 1)), _mm_add_epi64, unsigned long);
        } else {
            t149 = 0;
            t150 = 0L;
        }
        long t151 = (long)n + (long)t149 * -1L;
        if (t151 >= 8L) {
            long t152 = t151 & -8L;
            __m256i t153 = _mm256_set1_epi32((int)t149);
            __m256i t154 = t153;
            __m256i t13 = _mm256_add_epi32(t154, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t14 = 0L;
            __m512i t15 = _mm512_set1_epi64((long long)0LL);
            for (;;) {
                __m256i t155 = t13;
                long t156 = (long)(int)((long)t149 + t14);
                __m256i t157 = _mm256_loadu_si256((const __m256i *)(iout + t156));
                __m512i t158 = _mm512_cvtepi32_epi64(t157);
                __m256i t159 = _mm256_add_epi32(t155, _mm256_set1_epi32(1));
                __m512i t160 = _mm512_cvtepi32_epi64(t159);
                __m512i t161 = _mm512_mullo_epi64(t158, t160);
                __m256i t162 = _mm256_loadu_si256((const __m256i *)(wout + t156));
                __m512i t163 = _mm512_cvtepi32_epi64(t162);
                __m512i t164 = _mm512_add_epi64(t161, t163);
                __m512i t165 = t164;
                t15 = _mm512_add_epi64(t15, t165);
                t14 += 8L;
                __m256i t166 = _mm256_add_epi32(t13, _mm256_set1_epi32(8));
                if (t14 >= t152) {
                    break;
                }
                t13 = t166;
            }
            t167 = (int)((long)t149 + t152);
            t168 = (long)((unsigned long)t150 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_add_epi64, unsigned long));
        } else {
            t167 = t149;
            t168 = t150;
        }
        long t169 = (long)n + (long)t167 * -1L;
        if ((t169 >= 1L) & (t169 <= 8L)) {
            __m256i t170 = _mm256_set1_epi32((int)(int)t169);
            __m256i t171 = _mm256_cmpgt_epi32(t170, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t172 = _mm256_set1_epi32((int)t167);
            __m256i t173 = t172;
            __m256i t174 = _mm256_add_epi32(t173, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t175 = t174;
            long t176 = (long)(int)(long)t167;
            __m256i t177 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t171), iout + t176);
            __m512i t178 = _mm512_cvtepi32_epi64(t177);
            __m256i t179 = t175;
            __m256i t180 = _mm256_set1_epi32(1);
            __m256i t181 = _mm256_add_epi32(t179, t180);
            __m256i t182 = t181;
            __m512i t183 = _mm512_cvtepi32_epi64(t182);
            __m512i t184 = t178;
            __m512i t185 = t183;
            __m512i t186 = _mm512_mullo_epi64(t184, t185);
            __m512i t187 = t186;
            __m256i t188 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t171), wout + t176);
            __m512i t189 = _mm512_cvtepi32_epi64(t188);
            __m512i t190 = t187;
            __m512i t191 = t189;
            __m512i t192 = _mm512_add_epi64(t190, t191);
            __m512i t193 = t192;
            __m512i t194 = t193;
            __m512i t195 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t194);
            __m512i t196 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t171), _mm512_set1_epi64((long long)0LL), t195);
            i = (int)((long)t167 + t169);
            t = (long)((unsigned long)t168 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t196), _mm512_extracti64x4_epi64(t196, 1)), _mm_add_epi64, unsigned long));
        } else {
            i = t167;
            t = t168;
        }
        while (i < n) {
            long t197 = (long)i;
            i++;
            t += (long)iout[t197] * (long)i + (long)wout[t197];
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
