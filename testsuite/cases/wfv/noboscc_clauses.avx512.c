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
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_axpy(float *x, float *y, float a, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16uuul_axpy(float *x, float *y, float a, int i, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_axpy(float *x, float *y, float a, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8uuul_axpy(float *x, float *y, float a, int i, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16l8u_pairsum(const float *p, int n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVeN8ua32vv_get(const float *a, __m256 s, __m256i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8ua32vv_get(const float *a, __m256 s, __m256i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vv_divide(__m512i x, __m512i d);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vv_divide(__m512i x, __m512i d, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vv_divide(__m256i x, __m256i d);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vv_divide(__m256i x, __m256i d, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_ubranch(__m512i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_ubranch(__m256i x, int n);
/* BOSCC off (--no-boscc): blocks run with all-false masks instead of being skipped, except
   where a scalar side effect needs the skip. Same program as clauses.c. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 7 sse4.2=6 sse2=6 neon=6 */
/* vcc-test: flags --no-boscc */

/* #pragma omp declare simd uniform(x, y, a) linear(i) */
float axpy(float *x, float *y, float a, int i) {
    float r = a * x[i] + y[i];
    y[i] = r;
    return r;
}

/* vcc: function at noboscc_clauses.c:10 vector variant _ZGVeN16uuul_axpy of `axpy`: VL 16, unmasked, x uniform, y uniform, a uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_axpy(float *x, float *y, float a, int i) {
    vcc_no_contract_body
    long t1 = (long)i;
    __m512 t2 = _mm512_loadu_ps(x + t1);
    __m512 t3 = _mm512_set1_ps(a);
    __m512 t4 = _mm512_mul_ps(t3, t2);
    float *t5 = y + t1;
    __m512 t6 = _mm512_loadu_ps(t5);
    __m512 t7 = _mm512_add_ps(t4, t6);
    _mm512_storeu_ps(t5, t7);
    return t7;
}

/* vcc: function at noboscc_clauses.c:10 vector variant _ZGVeM16uuul_axpy of `axpy`: VL 16, masked, x uniform, y uniform, a uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16uuul_axpy(float *x, float *y, float a, int i, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    long t2 = (long)i;
    __m512 t3 = _mm512_maskz_loadu_ps(t1, (float *)((unsigned long)x + (unsigned long)t2 * 4UL));
    __m512 t4 = _mm512_set1_ps(a);
    __m512 t5 = _mm512_mul_ps(t4, t3);
    __m512 t6 = _mm512_maskz_loadu_ps(t1, (float *)((unsigned long)y + (unsigned long)t2 * 4UL));
    __m512 t7 = _mm512_add_ps(t5, t6);
    _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t2 * 4UL), t1, t7);
    __m512 t8 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t7);
    return t8;
}

/* vcc: function at noboscc_clauses.c:10 vector variant _ZGVdN8uuul_axpy of `axpy`: VL 8, unmasked, x uniform, y uniform, a uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_axpy(float *x, float *y, float a, int i) {
    vcc_no_contract_body
    long t1 = (long)i;
    __m256 t2 = _mm256_loadu_ps(x + t1);
    __m256 t3 = _mm256_set1_ps(a);
    __m256 t4 = _mm256_mul_ps(t3, t2);
    float *t5 = y + t1;
    __m256 t6 = _mm256_loadu_ps(t5);
    __m256 t7 = _mm256_add_ps(t4, t6);
    _mm256_storeu_ps(t5, t7);
    return t7;
}

/* vcc: function at noboscc_clauses.c:10 vector variant _ZGVdM8uuul_axpy of `axpy`: VL 8, masked, x uniform, y uniform, a uniform, i linear step 1 */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8uuul_axpy(float *x, float *y, float a, int i, __m256 mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    long t2 = (long)i;
    __m256 t3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (float *)((unsigned long)x + (unsigned long)t2 * 4UL));
    __m256 t4 = _mm256_set1_ps(a);
    __m256 t5 = _mm256_mul_ps(t4, t3);
    __m256 t6 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t1), (float *)((unsigned long)y + (unsigned long)t2 * 4UL));
    __m256 t7 = _mm256_add_ps(t5, t6);
    _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t2 * 4UL), _mm256_movepi32_mask(t1), t7);
    __m256 t8 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t7);
    return t8;
}

/* #pragma omp declare simd uniform(n) linear(p:2) inbranch */
float pairsum(const float *p, int n) {
    return p[0] + p[1] + n;
}

/* vcc: function at noboscc_clauses.c:17 vector variant _ZGVeM16l8u_pairsum of `pairsum`: VL 16, masked, p linear step 2, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16l8u_pairsum(const float *p, int n, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    vcc_v16_long t2 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t3 = t2 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    __m512 t4 = (__m512)vcc_gather_masked(vcc_v16_float, p + 0, t3, (vcc_m16)_mm512_movm_epi32(t1));
    vcc_v16_long t5 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t6 = t5 + (vcc_v16_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L, 16L, 18L, 20L, 22L, 24L, 26L, 28L, 30L};
    __m512 t7 = (__m512)vcc_gather_masked(vcc_v16_float, p + 1, t6, (vcc_m16)_mm512_movm_epi32(t1));
    __m512 t8 = _mm512_add_ps(t4, t7);
    __m512 t9 = _mm512_set1_ps((float)n);
    __m512 t10 = _mm512_add_ps(t8, t9);
    __m512 t11 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t10);
    return t11;
}

/* vcc: function at noboscc_clauses.c:17 vector variant _ZGVdM8l8u_pairsum of `pairsum`: VL 8, masked, p linear step 2, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m512i t2 = _mm512_set1_epi64((long long)0L);
    __m512i t3 = _mm512_add_epi64(t2, _mm512_setr_epi64(0LL, 2LL, 4LL, 6LL, 8LL, 10LL, 12LL, 14LL));
    __m256 t4 = (__m256)vcc_gather_masked(vcc_v8_float, p + 0, (vcc_v8_long)t3, (vcc_m8)t1);
    __m512i t5 = _mm512_set1_epi64((long long)0L);
    __m512i t6 = _mm512_add_epi64(t5, _mm512_setr_epi64(0LL, 2LL, 4LL, 6LL, 8LL, 10LL, 12LL, 14LL));
    __m256 t7 = (__m256)vcc_gather_masked(vcc_v8_float, p + 1, (vcc_v8_long)t6, (vcc_m8)t1);
    __m256 t8 = _mm256_add_ps(t4, t7);
    __m256 t9 = _mm256_set1_ps((float)n);
    __m256 t10 = _mm256_add_ps(t8, t9);
    __m256 t11 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t10);
    return t11;
}

/* #pragma omp declare simd uniform(a) aligned(a:32) notinbranch simdlen(8) */
float get(const float *a, float s, int i) {
    return a[i] * s;
}

/* vcc: function at noboscc_clauses.c:22 vector variant _ZGVeN8ua32vv_get of `get`: VL 8, unmasked, a uniform aligned 32, s vector, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVeN8ua32vv_get(const float *a, __m256 s, __m256i i) {
    vcc_no_contract_body
    __m256 t1 = vcc_avx2_gather8(_mm256_setr_ps, float, a, i);
    __m256 t2 = _mm256_mul_ps(t1, s);
    return t2;
}

/* vcc: function at noboscc_clauses.c:22 vector variant _ZGVdN8ua32vv_get of `get`: VL 8, unmasked, a uniform aligned 32, s vector, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8ua32vv_get(const float *a, __m256 s, __m256i i) {
    vcc_no_contract_body
    __m256 t1 = vcc_avx2_gather8(_mm256_setr_ps, float, a, i);
    __m256 t2 = _mm256_mul_ps(t1, s);
    return t2;
}

/* #pragma omp declare simd */
int divide(int x, int d) {
    int r;
    if (x > 0)
        r = x / d;
    else
        r = -x;
    return r;
}

/* vcc: function at noboscc_clauses.c:27 vector variant _ZGVeN16vv_divide of `divide`: VL 16, unmasked, x vector, d vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vv_divide(__m512i x, __m512i d) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __m512i t2 = _mm512_set1_epi32(0);
    __mmask16 t3 = _mm512_cmp_epi32_mask(x, t2, _MM_CMPINT_NLE);
    __m512i t4 = _mm512_sub_epi32(_mm512_setzero_si512(), x);
    if ((t3 != 0)) {
        __m512i t5 = _mm512_set1_epi32(1);
        __m512i t6 = _mm512_mask_blend_epi32(t3, t5, d);
        t1 = (vcc_v16_int)vcc_avx512_div_epi32(x, t6);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    }
    __m512i t7 = _mm512_mask_blend_epi32(t3, t4, (__m512i)t1);
    return t7;
}

/* vcc: function at noboscc_clauses.c:27 vector variant _ZGVeM16vv_divide of `divide`: VL 16, masked, x vector, d vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vv_divide(__m512i x, __m512i d, unsigned int mask) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __mmask16 t2 = (__mmask16)mask;
    __m512i t3 = _mm512_set1_epi32(0);
    __mmask16 t4 = _mm512_cmp_epi32_mask(x, t3, _MM_CMPINT_NLE);
    __mmask16 t5 = _kand_mask16(t2, t4);
    __mmask16 t6 = _knot_mask16(t4);
    __mmask16 t7 = _kand_mask16(t2, t6);
    __m512i t8 = _mm512_sub_epi32(_mm512_setzero_si512(), x);
    if ((t5 != 0)) {
        __m512i t9 = _mm512_set1_epi32(1);
        __m512i t10 = _mm512_mask_blend_epi32(t5, t9, d);
        t1 = (vcc_v16_int)vcc_avx512_div_epi32(x, t10);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    }
    __m512i t11 = _mm512_mask_blend_epi32(t7, (__m512i)t1, t8);
    __m512i t12 = _mm512_mask_blend_epi32(t2, (__m512i)(vcc_v16_int){0}, t11);
    return t12;
}

/* vcc: function at noboscc_clauses.c:27 vector variant _ZGVdN8vv_divide of `divide`: VL 8, unmasked, x vector, d vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vv_divide(__m256i x, __m256i d) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_cmpgt_epi32(x, t2);
    __m256i t4 = _mm256_sub_epi32(_mm256_setzero_si256(), x);
    if ((_mm256_movemask_epi8(t3) != 0)) {
        __m256i t5 = _mm256_set1_epi32(1);
        __m256i t6 = _mm256_ternarylogic_epi32(t3, d, t5, 0xCA);
        t1 = (vcc_v8_int)vcc_avx2_div_epi32(x, t6);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    __m256i t7 = _mm256_ternarylogic_epi32(t3, (__m256i)t1, t4, 0xCA);
    return t7;
}

/* vcc: function at noboscc_clauses.c:27 vector variant _ZGVdM8vv_divide of `divide`: VL 8, masked, x vector, d vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vv_divide(__m256i x, __m256i d, __m256i mask) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpgt_epi32(x, t3);
    __m256i t5 = _mm256_and_si256(t2, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t4;
    __m256i t7 = _mm256_and_si256(t2, t6);
    __m256i t8 = _mm256_sub_epi32(_mm256_setzero_si256(), x);
    if ((_mm256_movemask_epi8(t5) != 0)) {
        __m256i t9 = _mm256_set1_epi32(1);
        __m256i t10 = _mm256_ternarylogic_epi32(t5, d, t9, 0xCA);
        t1 = (vcc_v8_int)vcc_avx2_div_epi32(x, t10);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    __m256i t11 = _mm256_ternarylogic_epi32(t7, t8, (__m256i)t1, 0xCA);
    __m256i t12 = _mm256_ternarylogic_epi32(t2, t11, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t12;
}

/* #pragma omp declare simd uniform(n) notinbranch */
int ubranch(int x, int n) {
    if (n > 3)
        return x * 2;
    return x + n;
}

/* vcc: function at noboscc_clauses.c:37 vector variant _ZGVeN16vu_ubranch of `ubranch`: VL 16, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_ubranch(__m512i x, int n) {
    vcc_no_contract_body
    vcc_v16_int t1;
    vcc_v16_int t2;
    int t3 = n > 3;
    __m512i t4 = _mm512_set1_epi32((int)t3);
    __mmask16 t5 = _mm512_test_epi32_mask(t4, t4);
    __mmask16 t6 = _knot_mask16(t5);
    if ((t6 != 0)) {
        __m512i t7 = _mm512_set1_epi32((int)n);
        t1 = (vcc_v16_int)_mm512_add_epi32(x, t7);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    }
    if (t3) {
        __m512i t8 = _mm512_set1_epi32(2);
        t2 = (vcc_v16_int)_mm512_mullo_epi32(x, t8);
    } else {
        t2 = (vcc_v16_int)(__m512i)t1;
    }
    return (__m512i)t2;
}

/* vcc: function at noboscc_clauses.c:37 vector variant _ZGVdN8vu_ubranch of `ubranch`: VL 8, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_ubranch(__m256i x, int n) {
    vcc_no_contract_body
    vcc_v8_int t1;
    vcc_v8_int t2;
    int t3 = n > 3;
    __m256i t4 = _mm256_set1_epi32((int)t3);
    __m256i t5 = (__m256i)(vcc_m8)((vcc_v8_int)t4 != (vcc_v8_int){0});
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    if ((_mm256_movemask_epi8(t6) != 0)) {
        __m256i t7 = _mm256_set1_epi32((int)n);
        t1 = (vcc_v8_int)_mm256_add_epi32(x, t7);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    if (t3) {
        __m256i t8 = _mm256_set1_epi32(2);
        t2 = (vcc_v8_int)_mm256_mullo_epi32(x, t8);
    } else {
        t2 = (vcc_v8_int)(__m256i)t1;
    }
    return (__m256i)t2;
}

v8f _ZGVdN8uuul_axpy(float *, float *, float, int);
v8f _ZGVdM8uuul_axpy(float *, float *, float, int, v8f);
v8f _ZGVdM8l8u_pairsum(const float *, int, v8f);
v8f _ZGVdN8ua32vv_get(const float *, v8f, v8i);
v8i _ZGVdN8vv_divide(v8i, v8i);
v8i _ZGVdM8vv_divide(v8i, v8i, v8i);
v8i _ZGVdN8vu_ubranch(v8i, int);

static float table[32] __attribute__((aligned(32)));

static void print8f(const char *what, v8f v, const float *m) {
    float a[8];
    FROM_VEC(a, v);
    printf("%s", what);
    for (int k = 0; k < 8; k++)
        if (!m || m[k] != 0)
            printf(" %g", a[k]);
    printf("\n");
}

static void print8i(const char *what, v8i v, const int *m) {
    int a[8];
    FROM_VEC(a, v);
    printf("%s", what);
    for (int k = 0; k < 8; k++)
        if (!m || m[k] != 0)
            printf(" %d", a[k]);
    printf("\n");
}

int main(void) {
    /* Exact-size heap arrays: a vector access past the scalar ones fails under ASan. */
    float *x = malloc(24 * sizeof(float)), *y = malloc(24 * sizeof(float)), *p = malloc(40 * sizeof(float));
    float fm[8] = {1, 0, 1, 1, 0, 0, 1, 1};
    int im[8] = {0, 1, 1, 0, 1, 1, 1, 0};
    for (int k = 0; k < 24; k++) {
        x[k] = k * 0.5f;
        y[k] = 10 - k;
    }
    for (int k = 0; k < 40; k++)
        p[k] = k * k * 0.25f;
    for (int k = 0; k < 32; k++)
        table[k] = 100 + k;
    /* Scalar first, on a copy, then the variants on y. */
    float ys[24];
    memcpy(ys, y, sizeof ys);
    for (int i = 0; i < 8; i++)
        printf("%g ", axpy(x, ys, 2, i));
    printf("\n");
    print8f("axpy N", _ZGVdN8uuul_axpy(x, y, 2, 0), NULL);
    print8f("axpy M", _ZGVdM8uuul_axpy(x, y, 3, 16, TO_VEC(v8f, fm)), fm);
    for (int k = 0; k < 24; k++)
        printf("%g ", y[k]);
    printf("\n");
    for (int i = 0; i < 8; i++)
        printf("%g ", pairsum(p + 2 * i + 24, 3));
    printf("\n");
    print8f("pairsum M", _ZGVdM8l8u_pairsum(p + 24, 3, TO_VEC(v8f, fm)), fm);
    float s[8];
    int idx[8] = {31, 0, 5, 5, 17, 2, 30, 9};
    for (int k = 0; k < 8; k++) {
        s[k] = 0.5f * k;
        printf("%g ", get(table, s[k], idx[k]));
    }
    printf("\n");
    print8f("get N", _ZGVdN8ua32vv_get(table, TO_VEC(v8f, s), TO_VEC(v8i, idx)), NULL);
    /* Lanes with x <= 0 have d == 0: the scalar code never divides there. */
    int dx[8] = {7, -3, 0, 100, -8, 9, 1, -1};
    int dd[8] = {2, 0, 0, -7, 0, 4, 1, 0};
    for (int k = 0; k < 8; k++)
        printf("%d ", divide(dx[k], dd[k]));
    printf("\n");
    print8i("divide N", _ZGVdN8vv_divide(TO_VEC(v8i, dx), TO_VEC(v8i, dd)), NULL);
    int ones[8] = {1, 1, 1, 1, 1, 1, 1, 1};
    int dd2[8] = {2, 0, 0, -7, 5, 4, 0, 3};
    int dm[8] = {1, 1, 1, 1, 0, 1, 0, 1};
    print8i("divide M", _ZGVdM8vv_divide(TO_VEC(v8i, dx), TO_VEC(v8i, dd2), TO_VEC(v8i, dm)), dm);
    print8i("divide M1", _ZGVdM8vv_divide(TO_VEC(v8i, dx), TO_VEC(v8i, dd), TO_VEC(v8i, ones)), ones);
    (void)im;
    for (int n = 2; n < 6; n += 3) {
        for (int k = 0; k < 8; k++)
            printf("%d ", ubranch(dx[k], n));
        printf("\n");
        print8i("ubranch N", _ZGVdN8vu_ubranch(TO_VEC(v8i, dx), n), NULL);
    }
    free(x);
    free(y);
    free(p);
    return 0;
}
