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
    long t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    t1 = (long)i;
    t2 = _mm512_loadu_ps(x + t1);
    t3 = _mm512_set1_ps(a);
    t4 = _mm512_mul_ps(t3, t2);
    t5 = _mm512_loadu_ps(y + t1);
    t6 = _mm512_add_ps(t4, t5);
    return t6;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i) {
    vcc_no_contract_body
    long t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    t1 = (long)i;
    t2 = _mm256_loadu_ps(x + t1);
    t3 = _mm256_set1_ps(a);
    t4 = _mm256_mul_ps(t3, t2);
    t5 = _mm256_loadu_ps(y + t1);
    t6 = _mm256_add_ps(t4, t5);
    return t6;
}

/* #pragma omp declare simd uniform(n) linear(p:2) */
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l8u_pairsum(const float *p, int n) {
    vcc_no_contract_body
    const float *t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    t1 = p + 0;
    t2 = _mm512_loadu_ps(t1);
    t3 = _mm512_loadu_ps(t1 + 16);
    t4 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t3);
    t5 = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t3);
    t6 = _mm512_set1_ps((float)n);
    t7 = _mm512_mul_ps(t5, t6);
    t8 = _mm512_sub_ps(t4, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16l8u_pairsum(const float *p, int n, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    vcc_v16_long t2;
    vcc_v16_long t3;
    __m512 t4;
    vcc_v16_long t5;
    vcc_v16_long t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    t1 = (__mmask16)mask;
    t2 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t3 = t2 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    t4 = (__m512)vcc_gather_masked(vcc_v16_float, p + 0, t3, (vcc_m16)_mm512_movm_epi32(t1));
    t5 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t6 = t5 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    t7 = (__m512)vcc_gather_masked(vcc_v16_float, p + 1, t6, (vcc_m16)_mm512_movm_epi32(t1));
    t8 = _mm512_set1_ps((float)n);
    t9 = _mm512_mul_ps(t7, t8);
    t10 = _mm512_sub_ps(t4, t9);
    t11 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t10);
    return t11;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l8u_pairsum(const float *p, int n) {
    vcc_no_contract_body
    const float *t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    t1 = p + 0;
    t2 = _mm256_loadu_ps(t1);
    t3 = _mm256_loadu_ps(t1 + 8);
    t4 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t3);
    t5 = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t3);
    t6 = _mm256_set1_ps((float)n);
    t7 = _mm256_mul_ps(t5, t6);
    t8 = _mm256_sub_ps(t4, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask) {
    vcc_no_contract_body
    __m256i t1;
    __m512i t2;
    __m512i t3;
    __m256 t4;
    __m512i t5;
    __m512i t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = _mm512_set1_epi64((long long)0L);
    t3 = _mm512_add_epi64(t2, _mm512_setr_epi64(0LL, 2LL, 4LL, 6LL, 8LL, 10LL, 12LL, 14LL));
    t4 = (__m256)vcc_gather_masked(vcc_v8_float, p + 0, (vcc_v8_long)t3, (vcc_m8)t1);
    t5 = _mm512_set1_epi64((long long)0L);
    t6 = _mm512_add_epi64(t5, _mm512_setr_epi64(0LL, 2LL, 4LL, 6LL, 8LL, 10LL, 12LL, 14LL));
    t7 = (__m256)vcc_gather_masked(vcc_v8_float, p + 1, (vcc_v8_long)t6, (vcc_m8)t1);
    t8 = _mm256_set1_ps((float)n);
    t9 = _mm256_mul_ps(t7, t8);
    t10 = _mm256_sub_ps(t4, t9);
    t11 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t10);
    return t11;
}

/* #pragma omp declare simd uniform(k) linear(j:1) */
int tri(int j, int k) {
    return j * k - (j >> 2);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16lu_tri(int j, int k) {
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    t1 = _mm512_set1_epi32((int)j);
    t2 = _mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    t3 = _mm512_set1_epi32((int)2);
    t4 = _mm512_srav_epi32(t2, t3);
    t5 = _mm512_set1_epi32((int)(j * k));
    t6 = _mm512_set1_epi32((int)(1 * k));
    t7 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6);
    t8 = _mm512_add_epi32(t5, t7);
    t9 = _mm512_sub_epi32(t8, t4);
    return t9;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16lu_tri(int j, int k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512i t2;
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
    __m512i t14;
    t1 = (__mmask16)mask;
    t2 = _mm512_set1_epi32((int)j);
    t3 = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    t4 = _mm512_set1_epi32((int)2);
    t5 = _mm512_srav_epi32(t3, t4);
    t6 = _mm512_set1_epi32((int)(j * k));
    t7 = _mm512_set1_epi32((int)(1 * k));
    t8 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7);
    t9 = _mm512_add_epi32(t6, t8);
    t10 = t9;
    t11 = t5;
    t12 = _mm512_sub_epi32(t10, t11);
    t13 = t12;
    t14 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t13);
    return t14;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8lu_tri(int j, int k) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    t1 = _mm256_set1_epi32((int)j);
    t2 = _mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t3 = _mm256_set1_epi32((int)2);
    t4 = _mm256_srav_epi32(t2, t3);
    t5 = _mm256_set1_epi32((int)(j * k));
    t6 = _mm256_set1_epi32((int)(1 * k));
    t7 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t6);
    t8 = _mm256_add_epi32(t5, t7);
    t9 = _mm256_sub_epi32(t8, t4);
    return t9;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8lu_tri(int j, int k, __m256i mask) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
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
    __m256i t14;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = _mm256_set1_epi32((int)j);
    t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t4 = _mm256_set1_epi32((int)2);
    t5 = _mm256_srav_epi32(t3, t4);
    t6 = _mm256_set1_epi32((int)(j * k));
    t7 = _mm256_set1_epi32((int)(1 * k));
    t8 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t7);
    t9 = _mm256_add_epi32(t6, t8);
    t10 = t9;
    t11 = t5;
    t12 = _mm256_sub_epi32(t10, t11);
    t13 = t12;
    t14 = _mm256_ternarylogic_epi32(t1, t13, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t14;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    float *t5;
    int t6;
    long t7;
    __m512i t8;
    __mmask16 t9;
    int t10;
    float *t11;
    int i;
    long t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    long t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (int)(0L + t1);
            t5 = out + t4;
            t12 = (long)t4;
            t13 = _mm512_loadu_ps(x + t12);
            t14 = _mm512_set1_ps(a);
            t15 = _mm512_mul_ps(t14, t13);
            t16 = _mm512_loadu_ps(y + t12);
            t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(t5, t17);
            t1 += 16L;
            if (t1 >= t3) {
                t6 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t6 = 0;
    }
    t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        t8 = _mm512_set1_epi32((int)(int)t7);
        t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        t10 = (int)((long)t6 + 0L);
        t11 = out + t10;
        t18 = (long)t10;
        t19 = _mm512_maskz_loadu_ps(t9, (const float *)((unsigned long)x + (unsigned long)t18 * 4UL));
        t20 = _mm512_set1_ps(a);
        t21 = _mm512_mul_ps(t20, t19);
        t22 = _mm512_maskz_loadu_ps(t9, (const float *)((unsigned long)y + (unsigned long)t18 * 4UL));
        t23 = _mm512_add_ps(t21, t22);
        t24 = _mm512_mask_blend_ps(t9, (__m512)(vcc_v16_float){0}, t23);
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
    long t1;
    long t2;
    long t3;
    int t4;
    float *t5;
    const float *t6;
    int t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    int t11;
    float *t12;
    const float *t13;
    int i;
    const float *t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
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
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (int)(0L + t1);
            t5 = out + t4;
            t6 = p + 2 * t4;
            t14 = t6 + 0;
            t15 = _mm512_loadu_ps(t14);
            t16 = _mm512_loadu_ps(t14 + 16);
            t17 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t16);
            t18 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t16);
            t19 = _mm512_set1_ps(3.0f);
            t20 = _mm512_mul_ps(t18, t19);
            t21 = _mm512_sub_ps(t17, t20);
            _mm512_storeu_ps(t5, t21);
            t1 += 16L;
            if (t1 >= t3) {
                t7 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t7 = 0;
    }
    t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = (int)((long)t7 + 0L);
        t12 = out + t11;
        t13 = p + 2 * t11;
        t22 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        t23 = t22 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        t24 = (__m512)vcc_gather_masked(vcc_v16_float, t13 + 0, t23, (vcc_m16)_mm512_movm_epi32(t10));
        t25 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        t26 = t25 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
        t27 = (__m512)vcc_gather_masked(vcc_v16_float, t13 + 1, t26, (vcc_m16)_mm512_movm_epi32(t10));
        t28 = _mm512_set1_ps(3.0f);
        t29 = _mm512_mul_ps(t27, t28);
        t30 = _mm512_sub_ps(t24, t29);
        t31 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t30);
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
    __m512i t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    int t10;
    __mmask16 t11;
    long t12;
    int t13;
    int t14;
    long t15;
    __m512i t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    int t24;
    __mmask16 t25;
    __mmask16 t26;
    long t27;
    int t28;
    int i;
    __m512i t29;
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
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    t3 = (long)n;
    if ((t3 >= 16L) & 1) {
        t4 = t3 & -16L;
        t5 = _mm512_set1_epi32((int)0);
        t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        t7 = t6;
        t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32((int)3));
        t9 = _mm512_min_epu32(t7, t8);
        t1 = t9;
        t2 = 0L;
        for (;;) {
            t10 = (int)(0L + t2);
            t11 = _mm512_cmp_epi32_mask(t1, _mm512_set1_epi32((int)1), _MM_CMPINT_NE);
            t12 = (long)t10;
            t13 = t10 + 5;
            t33 = _mm512_set1_epi32((int)t13);
            t34 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t35 = _mm512_set1_epi32((int)2);
            t36 = _mm512_srav_epi32(t34, t35);
            t37 = _mm512_set1_epi32((int)(t13 * 7));
            t38 = _mm512_set1_epi32((int)7);
            t39 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t38);
            t40 = _mm512_add_epi32(t37, t39);
            t41 = t40;
            t42 = t36;
            t43 = _mm512_sub_epi32(t41, t42);
            t44 = t43;
            t45 = _mm512_mask_blend_epi32(t11, (__m512i)(vcc_v16_int){0}, t44);
            _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t12 * 4UL), t11, t45);
            t2 += 16L;
            t29 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)1));
            t30 = t29;
            t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32((int)3));
            t32 = _mm512_min_epu32(t30, t31);
            t1 = t32;
            if (t2 >= t4) {
                t14 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t14 = 0;
    }
    t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L) & (t14 >= 0)) {
        t16 = _mm512_set1_epi32((int)(int)t15);
        t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        t18 = _mm512_set1_epi32((int)(t14 % 3));
        t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        t20 = t19;
        t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32((int)3));
        t22 = _mm512_min_epu32(t20, t21);
        t23 = t22;
        t24 = (int)((long)t14 + 0L);
        t25 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32((int)1), _MM_CMPINT_NE);
        t26 = _kand_mask16(t17, t25);
        t27 = (long)t24;
        t28 = t24 + 5;
        t46 = _mm512_set1_epi32((int)t28);
        t47 = _mm512_add_epi32(t46, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t48 = _mm512_set1_epi32((int)2);
        t49 = _mm512_srav_epi32(t47, t48);
        t50 = _mm512_set1_epi32((int)(t28 * 7));
        t51 = _mm512_set1_epi32((int)7);
        t52 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t51);
        t53 = _mm512_add_epi32(t50, t52);
        t54 = t53;
        t55 = t49;
        t56 = _mm512_sub_epi32(t54, t55);
        t57 = t56;
        t58 = _mm512_mask_blend_epi32(t26, (__m512i)(vcc_v16_int){0}, t57);
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
    __m512i t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512d t5;
    __m512d t6;
    __m512d t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    t1 = _mm512_set1_epi64((long long)0L);
    t2 = _mm512_set1_epi64((long long)(1L * s));
    t3 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t2);
    t4 = _mm512_add_epi64(t1, t3);
    t5 = (__m512d)vcc_gather(vcc_v8_double, p + 0, (vcc_v8_long)t4);
    t6 = _mm512_set1_pd(2.0);
    t7 = _mm512_mul_pd(t5, t6);
    t8 = _mm512_set1_epi64((long long)0L);
    t9 = _mm512_set1_epi64((long long)(1L * s));
    t10 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t9);
    t11 = _mm512_add_epi64(t8, t10);
    t12 = (__m512d)vcc_gather(vcc_v8_double, p + 1, (vcc_v8_long)t11);
    t13 = _mm512_set1_pd((double)s);
    t14 = _mm512_mul_pd(t12, t13);
    t15 = _mm512_add_pd(t7, t14);
    return t15;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4ls1u_first2(const double *p, long s) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256d t5;
    __m256d t6;
    __m256d t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    t1 = _mm256_set1_epi64x((long long)0L);
    t2 = _mm256_set1_epi64x((long long)(1L * s));
    t3 = _mm256_mullo_epi64(_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL), t2);
    t4 = _mm256_add_epi64(t1, t3);
    t5 = (__m256d)vcc_gather(vcc_v4_double, p + 0, (vcc_v4_long)t4);
    t6 = _mm256_set1_pd(2.0);
    t7 = _mm256_mul_pd(t5, t6);
    t8 = _mm256_set1_epi64x((long long)0L);
    t9 = _mm256_set1_epi64x((long long)(1L * s));
    t10 = _mm256_mullo_epi64(_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL), t9);
    t11 = _mm256_add_epi64(t8, t10);
    t12 = (__m256d)vcc_gather(vcc_v4_double, p + 1, (vcc_v4_long)t11);
    t13 = _mm256_set1_pd((double)s);
    t14 = _mm256_mul_pd(t12, t13);
    t15 = _mm256_add_pd(t7, t14);
    return t15;
}

/* A row-major matrix walked by columns: p moves by s elements per iteration, as the clause says. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void columns(double *out, const double *m, long s, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    double *t6;
    const double *t7;
    int i;
    long t8;
    long t9;
    double *t10;
    const double *t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512d t16;
    __m512d t17;
    __m512d t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    __m512d t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512d t31;
    __m512d t32;
    __m512d t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512d t38;
    __m512d t39;
    __m512d t40;
    __m512d t41;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = t1 + 8L;
            t5 = (long)(int)(0L + t1);
            t6 = out + t5;
            t7 = m + t5 * s;
            t12 = _mm512_set1_epi64((long long)0L);
            t13 = _mm512_set1_epi64((long long)(1L * s));
            t14 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t13);
            t15 = _mm512_add_epi64(t12, t14);
            t16 = (__m512d)vcc_gather(vcc_v8_double, t7 + 0, (vcc_v8_long)t15);
            t17 = _mm512_set1_pd(2.0);
            t18 = _mm512_mul_pd(t16, t17);
            t19 = _mm512_set1_epi64((long long)0L);
            t20 = _mm512_set1_epi64((long long)(1L * s));
            t21 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t20);
            t22 = _mm512_add_epi64(t19, t21);
            t23 = (__m512d)vcc_gather(vcc_v8_double, t7 + 1, (vcc_v8_long)t22);
            t24 = _mm512_set1_pd((double)s);
            t25 = _mm512_mul_pd(t23, t24);
            t26 = _mm512_add_pd(t18, t25);
            _mm512_storeu_pd(t6, t26);
            t9 = (long)(int)(0L + t4);
            t10 = out + t9;
            t11 = m + t9 * s;
            t27 = _mm512_set1_epi64((long long)0L);
            t28 = _mm512_set1_epi64((long long)(1L * s));
            t29 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t28);
            t30 = _mm512_add_epi64(t27, t29);
            t31 = (__m512d)vcc_gather(vcc_v8_double, t11 + 0, (vcc_v8_long)t30);
            t32 = _mm512_set1_pd(2.0);
            t33 = _mm512_mul_pd(t31, t32);
            t34 = _mm512_set1_epi64((long long)0L);
            t35 = _mm512_set1_epi64((long long)(1L * s));
            t36 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t35);
            t37 = _mm512_add_epi64(t34, t36);
            t38 = (__m512d)vcc_gather(vcc_v8_double, t11 + 1, (vcc_v8_long)t37);
            t39 = _mm512_set1_pd((double)s);
            t40 = _mm512_mul_pd(t38, t39);
            t41 = _mm512_add_pd(t33, t40);
            _mm512_storeu_pd(t10, t41);
            t1 += 16L;
            if (t1 >= t3) {
                i = (int)(0L + t3);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t8 = (long)i;
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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    double sum;
    double sum_1;
    __m128i t5;
    long t6;
    __m128i t7;
    long t8;
    double sum_2;
    __m256i t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __m256i t13;
    long t14;
    __m512i t15;
    __m256i t16;
    int i;
    long t;
    int s;
    int n;
    unsigned long t17;
    unsigned long t18;
    void *t19;
    float *x;
    void *t20;
    float *y;
    void *t21;
    float *p;
    float *out;
    int *iout;
    int *wout;
    long t22;
    unsigned long t23;
    unsigned long t24;
    unsigned long t25;
    unsigned long t26;
    unsigned long t27;
    unsigned long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    int t32;
    __m256i t33;
    long t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    float *t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    int t44;
    __m256i t45;
    __m256i t46;
    long t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    float *t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256i t57;
    int t58;
    long t59;
    unsigned long t60;
    unsigned long t61;
    unsigned long t62;
    unsigned long t63;
    unsigned long t64;
    unsigned long t65;
    long t66;
    __m256i t67;
    __m256i t68;
    int t69;
    __m256i t70;
    long t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    float *t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    __m256i t81;
    int i_1;
    long t82;
    float t83;
    int t84;
    int i_2;
    int i_3;
    int t85;
    int t86;
    double *m;
    double *dout;
    long t87;
    long t88;
    __m128i t89;
    __m128i t90;
    __m128i t91;
    __m256d t92;
    __m256d t93;
    __m256d t94;
    __m128i t95;
    __m128i t96;
    __m256d t97;
    __m256d t98;
    __m256d t99;
    __m128i t100;
    __m128i t101;
    __m256d t102;
    __m256d t103;
    __m256d t104;
    __m128i t105;
    __m128i t106;
    __m256d t107;
    __m256d t108;
    __m256d t109;
    __m128i t110;
    int t111;
    long t112;
    long t113;
    __m128i t114;
    __m128i t115;
    __m128i t116;
    __m256d t117;
    __m256d t118;
    __m256d t119;
    __m128i t120;
    int i_4;
    int i_5;
    long t121;
    long t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    long t126;
    __m256i t127;
    __m512i t128;
    __m256i t129;
    __m512i t130;
    __m512i t131;
    __m256i t132;
    __m512i t133;
    __m512i t134;
    __m512i t135;
    __m256i t136;
    __m256i t137;
    long t138;
    __m256i t139;
    __m512i t140;
    __m256i t141;
    __m512i t142;
    __m512i t143;
    __m256i t144;
    __m512i t145;
    __m512i t146;
    __m512i t147;
    __m256i t148;
    __m512i t149;
    int t150;
    long t151;
    long t152;
    long t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    long t157;
    __m256i t158;
    __m512i t159;
    __m256i t160;
    __m512i t161;
    __m512i t162;
    __m256i t163;
    __m512i t164;
    __m512i t165;
    __m512i t166;
    __m256i t167;
    int t168;
    long t169;
    long t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    __m256i t174;
    long t175;
    __m512i t176;
    __m256i t177;
    long t178;
    __m256i t179;
    __m512i t180;
    __m256i t181;
    __m256i t182;
    __m256i t183;
    __m256i t184;
    __m512i t185;
    __m512i t186;
    __m512i t187;
    __m512i t188;
    __m512i t189;
    __m256i t190;
    __m512i t191;
    __m512i t192;
    __m512i t193;
    __m512i t194;
    __m512i t195;
    __m512i t196;
    __m512i t197;
    __m512i t198;
    long t199;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (s = 0; s < 6; s++) {
        n = sizes[s];
        t17 = (unsigned long)(n + 1);
        t18 = t17 * 4UL;
        t19 = malloc(t18);
        x = (float *)t19;
        t20 = malloc(t18);
        y = (float *)t20;
        t21 = malloc((unsigned long)(2 * n + 1) * 4UL);
        p = (float *)t21;
        out = (float *)malloc(t18);
        iout = (int *)calloc(t17, 4UL);
        wout = (int *)calloc(t17, 4UL);
        t22 = (long)n;
        t23 = (unsigned long)t19;
        t24 = (unsigned long)t20;
        t25 = (unsigned long)t19;
        t26 = (unsigned long)t21;
        t27 = (unsigned long)t20;
        t28 = (unsigned long)t21;
        if ((t22 >= 16L) & (((t23 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)0L)) | ((t24 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)0L))) & (((t25 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= (t26 + (unsigned long)0L)) | ((t26 + (unsigned long)(8L + (t22 - 1L) * 8L)) <= (t25 + (unsigned long)0L))) & (((t27 + (unsigned long)(4L + (t22 - 1L) * 4L)) <= (t28 + (unsigned long)0L)) | ((t28 + (unsigned long)(8L + (t22 - 1L) * 8L)) <= (t27 + (unsigned long)0L)))) {
            t29 = t22 & -16L;
            t30 = _mm256_set1_epi32((int)0);
            t31 = t30;
            t1 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t32 = (int)((long)0 + t2);
                t33 = t1;
                t34 = (long)t32;
                t35 = _mm256_cvtepi32_ps(t33);
                t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t34, t36);
                t37 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t35);
                _mm256_storeu_ps(y + t34, t37);
                t38 = _mm256_mul_ps(t35, _mm256_set1_ps(1.25f));
                t39 = p + (2 * t32 + 1);
                t40 = _mm256_mul_ps(t35, _mm256_set1_ps(0.75f));
                t41 = _mm256_sub_ps(t40, _mm256_set1_ps(2.0f));
                t42 = _mm256_permutex2var_ps(t38, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t41);
                _mm256_storeu_ps(t39 + -1, t42);
                t43 = _mm256_permutex2var_ps(t38, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t41);
                _mm256_storeu_ps(t39 + 7, t43);
                t44 = (int)((long)0 + (t2 + 8L));
                t45 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t46 = t45;
                t47 = (long)t44;
                t48 = _mm256_cvtepi32_ps(t46);
                t49 = _mm256_mul_ps(t48, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t47, t49);
                t50 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t48);
                _mm256_storeu_ps(y + t47, t50);
                t51 = _mm256_mul_ps(t48, _mm256_set1_ps(1.25f));
                t52 = p + (2 * t44 + 1);
                t53 = _mm256_mul_ps(t48, _mm256_set1_ps(0.75f));
                t54 = _mm256_sub_ps(t53, _mm256_set1_ps(2.0f));
                t55 = _mm256_permutex2var_ps(t51, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t54);
                _mm256_storeu_ps(t52 + -1, t55);
                t56 = _mm256_permutex2var_ps(t51, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t54);
                _mm256_storeu_ps(t52 + 7, t56);
                t2 += 16L;
                t57 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                if (t2 >= t29) {
                    break;
                }
                t1 = t57;
            }
            t58 = (int)((long)0 + t29);
        } else {
            t58 = 0;
        }
        t59 = (long)n + (long)t58 * -1L;
        t60 = (unsigned long)t19;
        t61 = (unsigned long)t20;
        t62 = (unsigned long)t19;
        t63 = (unsigned long)t21;
        t64 = (unsigned long)t20;
        t65 = (unsigned long)t21;
        if ((t59 >= 8L) & (((t60 + (unsigned long)((long)t58 * 4L + 4L + (t59 - 1L) * 4L)) <= (t61 + (unsigned long)((long)t58 * 4L))) | ((t61 + (unsigned long)((long)t58 * 4L + 4L + (t59 - 1L) * 4L)) <= (t60 + (unsigned long)((long)t58 * 4L)))) & (((t62 + (unsigned long)((long)t58 * 4L + 4L + (t59 - 1L) * 4L)) <= (t63 + (unsigned long)((long)t58 * 8L))) | ((t63 + (unsigned long)((long)t58 * 8L + 8L + (t59 - 1L) * 8L)) <= (t62 + (unsigned long)((long)t58 * 4L)))) & (((t64 + (unsigned long)((long)t58 * 4L + 4L + (t59 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t58 * 8L))) | ((t65 + (unsigned long)((long)t58 * 8L + 8L + (t59 - 1L) * 8L)) <= (t64 + (unsigned long)((long)t58 * 4L))))) {
            t66 = t59 & -8L;
            t67 = _mm256_set1_epi32((int)t58);
            t68 = t67;
            t3 = _mm256_add_epi32(t68, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t69 = (int)((long)t58 + t4);
                t70 = t3;
                t71 = (long)t69;
                t72 = _mm256_cvtepi32_ps(t70);
                t73 = _mm256_mul_ps(t72, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t71, t73);
                t74 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t72);
                _mm256_storeu_ps(y + t71, t74);
                t75 = _mm256_mul_ps(t72, _mm256_set1_ps(1.25f));
                t76 = p + (2 * t69 + 1);
                t77 = _mm256_mul_ps(t72, _mm256_set1_ps(0.75f));
                t78 = _mm256_sub_ps(t77, _mm256_set1_ps(2.0f));
                t79 = _mm256_permutex2var_ps(t75, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t78);
                _mm256_storeu_ps(t76 + -1, t79);
                t80 = _mm256_permutex2var_ps(t75, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t78);
                _mm256_storeu_ps(t76 + 7, t80);
                t4 += 8L;
                t81 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                if (t4 >= t66) {
                    break;
                }
                t3 = t81;
            }
            i_1 = (int)((long)t58 + t66);
        } else {
            i_1 = t58;
        }
        for (; i_1 < n; i_1++) {
            t82 = (long)i_1;
            t83 = (float)i_1;
            x[t82] = t83 * 0.5f;
            y[t82] = 3.0f - t83;
            t84 = 2 * i_1;
            p[t84] = t83 * 1.25f;
            p[t84 + 1] = t83 * 0.75f - 2.0f;
        }
        (_mm256_zeroupper(), axpy_all(out, x, y, 1.5f, n));
        sum = 0.0;
        for (i_2 = 0; i_2 < n; i_2++) {
            sum += (double)out[i_2];
        }
        (_mm256_zeroupper(), pairs(out, p, n));
        sum_1 = sum;
        for (i_3 = 0; i_3 < n; i_3 = t85) {
            t85 = i_3 + 1;
            sum_1 += (double)(out[i_3] * (float)t85);
        }
        (_mm256_zeroupper(), tri_some(iout, n));
        (_mm256_zeroupper(), tri_wrong_step(wout, n));
        t86 = 3 * n + 2;
        m = (double *)malloc((unsigned long)t86 * 8UL);
        dout = (double *)malloc(t17 * 8UL);
        t87 = (long)n * 3L + 2L;
        if (t87 >= 16L) {
            t88 = t87 & -16L;
            t89 = _mm_set1_epi32((int)0);
            t90 = t89;
            t5 = _mm_add_epi32(t90, _mm_setr_epi32(0, 1, 2, 3));
            t6 = 0L;
            for (;;) {
                t91 = t5;
                t92 = _mm256_cvtepi32_pd(t91);
                t93 = _mm256_mul_pd(t92, _mm256_set1_pd(0.125));
                t94 = _mm256_sub_pd(t93, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)0 + t6), t94);
                t95 = _mm_add_epi32(t5, _mm_set1_epi32((int)4));
                t96 = t95;
                t97 = _mm256_cvtepi32_pd(t96);
                t98 = _mm256_mul_pd(t97, _mm256_set1_pd(0.125));
                t99 = _mm256_sub_pd(t98, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)0 + (t6 + 4L)), t99);
                t100 = _mm_add_epi32(t5, _mm_set1_epi32((int)8));
                t101 = t100;
                t102 = _mm256_cvtepi32_pd(t101);
                t103 = _mm256_mul_pd(t102, _mm256_set1_pd(0.125));
                t104 = _mm256_sub_pd(t103, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)0 + (t6 + 8L)), t104);
                t105 = _mm_add_epi32(t5, _mm_set1_epi32((int)12));
                t106 = t105;
                t107 = _mm256_cvtepi32_pd(t106);
                t108 = _mm256_mul_pd(t107, _mm256_set1_pd(0.125));
                t109 = _mm256_sub_pd(t108, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)0 + (t6 + 12L)), t109);
                t6 += 16L;
                t110 = _mm_add_epi32(t5, _mm_set1_epi32((int)16));
                if (t6 >= t88) {
                    break;
                }
                t5 = t110;
            }
            t111 = (int)((long)0 + t88);
        } else {
            t111 = 0;
        }
        t112 = (long)n * 3L + (long)t111 * -1L + 2L;
        if (t112 >= 4L) {
            t113 = t112 & -4L;
            t114 = _mm_set1_epi32((int)t111);
            t115 = t114;
            t7 = _mm_add_epi32(t115, _mm_setr_epi32(0, 1, 2, 3));
            t8 = 0L;
            for (;;) {
                t116 = t7;
                t117 = _mm256_cvtepi32_pd(t116);
                t118 = _mm256_mul_pd(t117, _mm256_set1_pd(0.125));
                t119 = _mm256_sub_pd(t118, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)t111 + t8), t119);
                t8 += 4L;
                t120 = _mm_add_epi32(t7, _mm_set1_epi32((int)4));
                if (t8 >= t113) {
                    break;
                }
                t7 = t120;
            }
            i_4 = (int)((long)t111 + t113);
        } else {
            i_4 = t111;
        }
        for (; i_4 < t86; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        (_mm256_zeroupper(), columns(dout, m, 3L, n));
        sum_2 = sum_1;
        for (i_5 = 0; i_5 < n; i_5++) {
            sum_2 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        t121 = (long)n;
        if (t121 >= 16L) {
            t122 = t121 & -16L;
            t123 = _mm256_set1_epi32((int)0);
            t124 = t123;
            t9 = _mm256_add_epi32(t124, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t10 = 0L;
            t11 = _mm512_set1_epi64((long long)0LL);
            t12 = _mm512_set1_epi64((long long)0LL);
            for (;;) {
                t125 = t9;
                t126 = (long)(int)((long)0 + t10);
                t127 = _mm256_loadu_si256((const __m256i *)(iout + t126));
                t128 = _mm512_cvtepi32_epi64(t127);
                t129 = _mm256_add_epi32(t125, _mm256_set1_epi32((int)1));
                t130 = _mm512_cvtepi32_epi64(t129);
                t131 = _mm512_mullo_epi64(t128, t130);
                t132 = _mm256_loadu_si256((const __m256i *)(wout + t126));
                t133 = _mm512_cvtepi32_epi64(t132);
                t134 = _mm512_add_epi64(t131, t133);
                t135 = t134;
                t11 = _mm512_add_epi64(t11, t135);
                t136 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)8));
                t137 = t136;
                t138 = (long)(int)((long)0 + (t10 + 8L));
                t139 = _mm256_loadu_si256((const __m256i *)(iout + t138));
                t140 = _mm512_cvtepi32_epi64(t139);
                t141 = _mm256_add_epi32(t137, _mm256_set1_epi32((int)1));
                t142 = _mm512_cvtepi32_epi64(t141);
                t143 = _mm512_mullo_epi64(t140, t142);
                t144 = _mm256_loadu_si256((const __m256i *)(wout + t138));
                t145 = _mm512_cvtepi32_epi64(t144);
                t146 = _mm512_add_epi64(t143, t145);
                t147 = t146;
                t12 = _mm512_add_epi64(t12, t147);
                t10 += 16L;
                t148 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)16));
                if (t10 >= t122) {
                    break;
                }
                t9 = t148;
            }
            t149 = _mm512_add_epi64(t11, t12);
            t150 = (int)((long)0 + t122);
            t151 = (long)((unsigned long)0L + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t149), _mm512_extracti64x4_epi64(t149, 1)), _mm_add_epi64, unsigned long));
        } else {
            t150 = 0;
            t151 = 0L;
        }
        t152 = (long)n + (long)t150 * -1L;
        if (t152 >= 8L) {
            t153 = t152 & -8L;
            t154 = _mm256_set1_epi32((int)t150);
            t155 = t154;
            t13 = _mm256_add_epi32(t155, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t14 = 0L;
            t15 = _mm512_set1_epi64((long long)0LL);
            for (;;) {
                t156 = t13;
                t157 = (long)(int)((long)t150 + t14);
                t158 = _mm256_loadu_si256((const __m256i *)(iout + t157));
                t159 = _mm512_cvtepi32_epi64(t158);
                t160 = _mm256_add_epi32(t156, _mm256_set1_epi32((int)1));
                t161 = _mm512_cvtepi32_epi64(t160);
                t162 = _mm512_mullo_epi64(t159, t161);
                t163 = _mm256_loadu_si256((const __m256i *)(wout + t157));
                t164 = _mm512_cvtepi32_epi64(t163);
                t165 = _mm512_add_epi64(t162, t164);
                t166 = t165;
                t15 = _mm512_add_epi64(t15, t166);
                t14 += 8L;
                t167 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)8));
                if (t14 >= t153) {
                    break;
                }
                t13 = t167;
            }
            t168 = (int)((long)t150 + t153);
            t169 = (long)((unsigned long)t151 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_add_epi64, unsigned long));
        } else {
            t168 = t150;
            t169 = t151;
        }
        t170 = (long)n + (long)t168 * -1L;
        if ((t170 >= 1L) & (t170 <= 8L)) {
            t171 = _mm256_set1_epi32((int)(int)t170);
            t172 = _mm256_cmpgt_epi32(t171, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t173 = _mm256_set1_epi32((int)t168);
            t174 = t173;
            t16 = _mm256_add_epi32(t174, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t175 = 0L;
            t176 = _mm512_set1_epi64((long long)0LL);
            t177 = t16;
            t178 = (long)(int)((long)t168 + t175);
            t179 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t172), iout + t178);
            t180 = _mm512_cvtepi32_epi64(t179);
            t181 = t177;
            t182 = _mm256_set1_epi32((int)1);
            t183 = _mm256_add_epi32(t181, t182);
            t184 = t183;
            t185 = _mm512_cvtepi32_epi64(t184);
            t186 = t180;
            t187 = t185;
            t188 = _mm512_mullo_epi64(t186, t187);
            t189 = t188;
            t190 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t172), wout + t178);
            t191 = _mm512_cvtepi32_epi64(t190);
            t192 = t189;
            t193 = t191;
            t194 = _mm512_add_epi64(t192, t193);
            t195 = t194;
            t196 = t195;
            t197 = _mm512_add_epi64(t176, t196);
            t198 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t172), t176, t197);
            i = (int)((long)t168 + t170);
            t = (long)((unsigned long)t169 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t198), _mm512_extracti64x4_epi64(t198, 1)), _mm_add_epi64, unsigned long));
        } else {
            i = t168;
            t = t169;
        }
        while (i < n) {
            t199 = (long)i;
            i++;
            t += (long)iout[t199] * (long)i + (long)wout[t199];
        }
        printf("n=%d %.3f %ld\n", n, sum_2, t);
        free((void *)x);
        free((void *)y);
        free((void *)p);
        free((void *)out);
        free((void *)iout);
        free((void *)wout);
    }
    return 0;
}
