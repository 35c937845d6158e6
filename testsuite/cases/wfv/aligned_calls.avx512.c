/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a32u_scale(const float *p, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_scale(const float *p, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16l4a32u_bump(float *p, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8l4a32u_bump(float *p, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16ua32v_poly(const float *c, __m512 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8ua32v_poly(const float *c, __m256 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a32u_twice(const float *q, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_twice(const float *q, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a32u_shifted(const float *q, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_shifted(const float *q, float k);
/* Loops that call variants with aligned parameters (`aligned(p:32)`: the `a32` in
   `_ZGVdN8l4a32u_scale`), whose bodies read and write through p with aligned vector accesses.
   The loop passes lane 0's pointer: `a + i` and `&a[i]` move by 8 floats (32 bytes) per vector
   of 8 lanes (16 floats per 16 lanes on avx512), so they stay aligned when they start aligned;
   the guard tests the start and runs the scalar loop otherwise. A uniform aligned pointer
   (`poly`'s table) is tested once. main runs every loop from 32-byte aligned starts (the vector
   loops call the variants: see the golden and the remarks) and from starts one element off (a
   misaligned start that the guard must send to the scalar loop: an aligned load through it
   would fault), over odd and even trip counts. Variants calling variants: `twice` passes its own
   aligned `q` on, which the shapes prove aligned, so its variant calls scale's aligned variant;
   `shifted` passes `q + 1`, not aligned, so each of its lanes calls `scale`. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 6 sse4.2=1 sse2=1 neon=1 */

/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
float scale(const float *p, float k) {
    return p[0] * k + 1.0f;
}

/* vcc: function at aligned_calls.c:18 vector variant _ZGVeN16l4a32u_scale of `scale`: VL 16, unmasked, p linear step 1 aligned 32, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a32u_scale(const float *p, float k) {
    vcc_no_contract_body
    __m512 t1 = _mm512_loadu_ps(p + 0);
    __m512 t2 = _mm512_set1_ps(k);
    __m512 t3 = _mm512_mul_ps(t1, t2);
    __m512 t4 = _mm512_set1_ps(1.0f);
    __m512 t5 = _mm512_add_ps(t3, t4);
    return t5;
}

/* vcc: function at aligned_calls.c:18 vector variant _ZGVdN8l4a32u_scale of `scale`: VL 8, unmasked, p linear step 1 aligned 32, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_scale(const float *p, float k) {
    vcc_no_contract_body
    __m256 t1 = _mm256_load_ps(p + 0);
    __m256 t2 = _mm256_set1_ps(k);
    __m256 t3 = _mm256_mul_ps(t1, t2);
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256 t5 = _mm256_add_ps(t3, t4);
    return t5;
}

/* A variant without a result, called for its store through the aligned pointer. */
/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
void bump(float *p, float k) {
    p[0] = p[0] * k - 2.0f;
}

/* vcc: function at aligned_calls.c:24 vector variant _ZGVeN16l4a32u_bump of `bump`: VL 16, unmasked, p linear step 1 aligned 32, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16l4a32u_bump(float *p, float k) {
    vcc_no_contract_body
    float *t1 = p + 0;
    __m512 t2 = _mm512_loadu_ps(t1);
    __m512 t3 = _mm512_set1_ps(k);
    __m512 t4 = _mm512_mul_ps(t2, t3);
    __m512 t5 = _mm512_set1_ps(2.0f);
    __m512 t6 = _mm512_sub_ps(t4, t5);
    _mm512_storeu_ps(t1, t6);
}

/* vcc: function at aligned_calls.c:24 vector variant _ZGVdN8l4a32u_bump of `bump`: VL 8, unmasked, p linear step 1 aligned 32, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8l4a32u_bump(float *p, float k) {
    vcc_no_contract_body
    float *t1 = p + 0;
    __m256 t2 = _mm256_load_ps(t1);
    __m256 t3 = _mm256_set1_ps(k);
    __m256 t4 = _mm256_mul_ps(t2, t3);
    __m256 t5 = _mm256_set1_ps(2.0f);
    __m256 t6 = _mm256_sub_ps(t4, t5);
    _mm256_store_ps(t1, t6);
}

/* A uniform aligned table, read at fixed offsets. */
/* #pragma omp declare simd uniform(c) aligned(c:32) notinbranch */
float poly(const float *c, float x) {
    return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

/* vcc: function at aligned_calls.c:30 vector variant _ZGVeN16ua32v_poly of `poly`: VL 16, unmasked, c uniform aligned 32, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16ua32v_poly(const float *c, __m512 x) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(c[3]);
    __m512 t2 = _mm512_mul_ps(t1, x);
    __m512 t3 = _mm512_set1_ps(c[2]);
    __m512 t4 = _mm512_add_ps(t2, t3);
    __m512 t5 = _mm512_mul_ps(t4, x);
    __m512 t6 = _mm512_set1_ps(c[1]);
    __m512 t7 = _mm512_add_ps(t5, t6);
    __m512 t8 = _mm512_mul_ps(t7, x);
    __m512 t9 = _mm512_set1_ps(c[0]);
    __m512 t10 = _mm512_add_ps(t8, t9);
    return t10;
}

/* vcc: function at aligned_calls.c:30 vector variant _ZGVdN8ua32v_poly of `poly`: VL 8, unmasked, c uniform aligned 32, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8ua32v_poly(const float *c, __m256 x) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(c[3]);
    __m256 t2 = _mm256_mul_ps(t1, x);
    __m256 t3 = _mm256_set1_ps(c[2]);
    __m256 t4 = _mm256_add_ps(t2, t3);
    __m256 t5 = _mm256_mul_ps(t4, x);
    __m256 t6 = _mm256_set1_ps(c[1]);
    __m256 t7 = _mm256_add_ps(t5, t6);
    __m256 t8 = _mm256_mul_ps(t7, x);
    __m256 t9 = _mm256_set1_ps(c[0]);
    __m256 t10 = _mm256_add_ps(t8, t9);
    return t10;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float twice(const float *q, float k) {
    return scale(q, k) * 0.5f + scale(q, -k);
}

/* vcc: function at aligned_calls.c:35 vector variant _ZGVeN16l4a32u_twice of `twice`: VL 16, unmasked, q linear step 1 aligned 32, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a32u_twice(const float *q, float k) {
    vcc_no_contract_body
    __m512 t1 = _ZGVeN16l4a32u_scale(q, k);
    __m512 t2 = _mm512_set1_ps(0.5f);
    __m512 t3 = _mm512_mul_ps(t1, t2);
    __m512 t4 = _ZGVeN16l4a32u_scale(q, -k);
    __m512 t5 = _mm512_add_ps(t3, t4);
    return t5;
}

/* vcc: function at aligned_calls.c:35 vector variant _ZGVdN8l4a32u_twice of `twice`: VL 8, unmasked, q linear step 1 aligned 32, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_twice(const float *q, float k) {
    vcc_no_contract_body
    __m256 t1 = _ZGVdN8l4a32u_scale(q, k);
    __m256 t2 = _mm256_set1_ps(0.5f);
    __m256 t3 = _mm256_mul_ps(t1, t2);
    __m256 t4 = _ZGVdN8l4a32u_scale(q, -k);
    __m256 t5 = _mm256_add_ps(t3, t4);
    return t5;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float shifted(const float *q, float k) {
    return scale(q + 1, k) - q[0];
}

/* vcc: function at aligned_calls.c:40 vector variant _ZGVeN16l4a32u_shifted of `shifted`: VL 16, unmasked, q linear step 1 aligned 32, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a32u_shifted(const float *q, float k) {
    vcc_no_contract_body
    const float *t1 = q + 1;
    __m512 t2 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t1, k)));
    __m512 t3 = (__m512)vcc_insert((vcc_v16_float)t2, 1, (_mm256_zeroupper(), scale(t1 + 1, k)));
    __m512 t4 = (__m512)vcc_insert((vcc_v16_float)t3, 2, (_mm256_zeroupper(), scale(t1 + 2, k)));
    __m512 t5 = (__m512)vcc_insert((vcc_v16_float)t4, 3, (_mm256_zeroupper(), scale(t1 + 3, k)));
    __m512 t6 = (__m512)vcc_insert((vcc_v16_float)t5, 4, (_mm256_zeroupper(), scale(t1 + 4, k)));
    __m512 t7 = (__m512)vcc_insert((vcc_v16_float)t6, 5, (_mm256_zeroupper(), scale(t1 + 5, k)));
    __m512 t8 = (__m512)vcc_insert((vcc_v16_float)t7, 6, (_mm256_zeroupper(), scale(t1 + 6, k)));
    __m512 t9 = (__m512)vcc_insert((vcc_v16_float)t8, 7, (_mm256_zeroupper(), scale(t1 + 7, k)));
    __m512 t10 = (__m512)vcc_insert((vcc_v16_float)t9, 8, (_mm256_zeroupper(), scale(t1 + 8, k)));
    __m512 t11 = (__m512)vcc_insert((vcc_v16_float)t10, 9, (_mm256_zeroupper(), scale(t1 + 9, k)));
    __m512 t12 = (__m512)vcc_insert((vcc_v16_float)t11, 10, (_mm256_zeroupper(), scale(t1 + 10, k)));
    __m512 t13 = (__m512)vcc_insert((vcc_v16_float)t12, 11, (_mm256_zeroupper(), scale(t1 + 11, k)));
    __m512 t14 = (__m512)vcc_insert((vcc_v16_float)t13, 12, (_mm256_zeroupper(), scale(t1 + 12, k)));
    __m512 t15 = (__m512)vcc_insert((vcc_v16_float)t14, 13, (_mm256_zeroupper(), scale(t1 + 13, k)));
    __m512 t16 = (__m512)vcc_insert((vcc_v16_float)t15, 14, (_mm256_zeroupper(), scale(t1 + 14, k)));
    __m512 t17 = (__m512)vcc_insert((vcc_v16_float)t16, 15, (_mm256_zeroupper(), scale(t1 + 15, k)));
    __m512 t18 = _mm512_loadu_ps(q + 0);
    __m512 t19 = _mm512_sub_ps(t17, t18);
    return t19;
}

/* vcc: function at aligned_calls.c:40 vector variant _ZGVdN8l4a32u_shifted of `shifted`: VL 8, unmasked, q linear step 1 aligned 32, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_shifted(const float *q, float k) {
    vcc_no_contract_body
    const float *t1 = q + 1;
    __m256 t2 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t1, k)));
    __m256 t3 = (__m256)vcc_insert((vcc_v8_float)t2, 1, (_mm256_zeroupper(), scale(t1 + 1, k)));
    __m256 t4 = (__m256)vcc_insert((vcc_v8_float)t3, 2, (_mm256_zeroupper(), scale(t1 + 2, k)));
    __m256 t5 = (__m256)vcc_insert((vcc_v8_float)t4, 3, (_mm256_zeroupper(), scale(t1 + 3, k)));
    __m256 t6 = (__m256)vcc_insert((vcc_v8_float)t5, 4, (_mm256_zeroupper(), scale(t1 + 4, k)));
    __m256 t7 = (__m256)vcc_insert((vcc_v8_float)t6, 5, (_mm256_zeroupper(), scale(t1 + 5, k)));
    __m256 t8 = (__m256)vcc_insert((vcc_v8_float)t7, 6, (_mm256_zeroupper(), scale(t1 + 6, k)));
    __m256 t9 = (__m256)vcc_insert((vcc_v8_float)t8, 7, (_mm256_zeroupper(), scale(t1 + 7, k)));
    __m256 t10 = _mm256_load_ps(q + 0);
    __m256 t11 = _mm256_sub_ps(t9, t10);
    return t11;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_all(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:46 vectorized: VF 16, UF 1, the call to `scale` at 47:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 47:24 to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            float *t3 = out + i_vec;
            const float *t4 = a + i_vec;
            __m512 t13 = _mm512_loadu_ps(t4 + 0);
            __m512 t14 = _mm512_set1_ps(k);
            __m512 t15 = _mm512_mul_ps(t13, t14);
            __m512 t16 = _mm512_set1_ps(1.0f);
            __m512 t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(t3, t17);
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
    if ((t6 >= 1L) & (t6 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t5 * 4L)) & 31UL) == 0UL)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)t5;
        float *t10 = out + t9;
        const float *t11 = a + t9;
        __m512 t18 = _mm512_maskz_loadu_ps(t8, (const float *)(unsigned long)t11);
        __m512 t19 = _mm512_set1_ps(k);
        __m512 t20 = _mm512_mul_ps(t18, t19);
        __m512 t21 = _mm512_set1_ps(1.0f);
        __m512 t22 = _mm512_add_ps(t20, t21);
        __m512 t23 = _mm512_mask_blend_ps(t8, (__m512)(vcc_v16_float){0}, t22);
        _mm512_mask_storeu_ps(t10, t8, t23);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        out[t12] = (_mm256_zeroupper(), scale(a + t12, k));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_addr(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:52 vectorized: VF 16, UF 1, the call to `scale` at 53:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 53:25 to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            float *t3 = out + i_vec;
            const float *t4 = a + i_vec;
            __m512 t14 = _mm512_loadu_ps(t4 + 0);
            __m512 t15 = _mm512_set1_ps(k);
            __m512 t16 = _mm512_mul_ps(t14, t15);
            __m512 t17 = _mm512_set1_ps(1.0f);
            __m512 t18 = _mm512_add_ps(t16, t17);
            __m512 t13 = _mm512_sub_ps(t18, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t3, t13);
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
    if ((t6 >= 1L) & (t6 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t5 * 4L)) & 31UL) == 0UL)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)t5;
        float *t10 = out + t9;
        const float *t11 = a + t9;
        __m512 t20 = _mm512_maskz_loadu_ps(t8, (const float *)(unsigned long)t11);
        __m512 t21 = _mm512_set1_ps(k);
        __m512 t22 = _mm512_mul_ps(t20, t21);
        __m512 t23 = _mm512_set1_ps(1.0f);
        __m512 t24 = _mm512_add_ps(t22, t23);
        __m512 t25 = _mm512_mask_blend_ps(t8, (__m512)(vcc_v16_float){0}, t24);
        __m512 t19 = _mm512_sub_ps(t25, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(t10, t8, t19);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        out[t12] = (_mm256_zeroupper(), scale(a + t12, k)) - 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bump_all(float *a, float k, int n) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:58 vectorized: VF 16, UF 1, the call to `bump` at 59:9 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 59:14 to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            float *t3 = a + i_vec;
            float *t9 = t3 + 0;
            __m512 t10 = _mm512_loadu_ps(t9);
            __m512 t11 = _mm512_set1_ps(k);
            __m512 t12 = _mm512_mul_ps(t10, t11);
            __m512 t13 = _mm512_set1_ps(2.0f);
            __m512 t14 = _mm512_sub_ps(t12, t13);
            _mm512_storeu_ps(t9, t14);
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
    if ((t5 >= 1L) & (t5 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t4 * 4L)) & 31UL) == 0UL)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        float *t8 = a + (long)t4;
        __m512 t15 = _mm512_maskz_loadu_ps(t7, (float *)(unsigned long)t8);
        __m512 t16 = _mm512_set1_ps(k);
        __m512 t17 = _mm512_mul_ps(t15, t16);
        __m512 t18 = _mm512_set1_ps(2.0f);
        __m512 t19 = _mm512_sub_ps(t17, t18);
        _mm512_mask_storeu_ps((float *)(unsigned long)t8, t7, t19);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        (_mm256_zeroupper(), bump(a + i, k));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void poly_all(float *out, const float *c, const float *x, int n) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)out - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (((unsigned long)c & 31UL) == 0UL)) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:64 vectorized: VF 16, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), the call to `poly` at 65:18 calls its aligned variant, guarded by an alignment test of `c` to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            float *t6 = out + i_vec;
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t18 = _mm512_set1_ps(c[3]);
            __m512 t19 = _mm512_mul_ps(t18, x_v);
            __m512 t20 = _mm512_set1_ps(c[2]);
            __m512 t21 = _mm512_add_ps(t19, t20);
            __m512 t22 = _mm512_mul_ps(t21, x_v);
            __m512 t23 = _mm512_set1_ps(c[1]);
            __m512 t24 = _mm512_add_ps(t22, t23);
            __m512 t25 = _mm512_mul_ps(t24, x_v);
            __m512 t26 = _mm512_set1_ps(c[0]);
            __m512 t27 = _mm512_add_ps(t25, t26);
            _mm512_storeu_ps(t6, t27);
            i_vec += 16L;
            if (i_vec >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)out;
    unsigned long t10 = (unsigned long)x;
    long t11 = (long)((unsigned long)out + (unsigned long)((long)t7 * 4L) - ((unsigned long)x + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 1L) & (t8 <= 16L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 64L))) & (((unsigned long)c & 31UL) == 0UL)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        long t14 = (long)t7;
        float *t15 = out + t14;
        __m512 x_v_1 = _mm512_maskz_loadu_ps(t13, x + t14);
        __m512 t28 = _mm512_set1_ps(c[3]);
        __m512 t29 = _mm512_mul_ps(t28, x_v_1);
        __m512 t30 = _mm512_set1_ps(c[2]);
        __m512 t31 = _mm512_add_ps(t29, t30);
        __m512 t32 = _mm512_mul_ps(t31, x_v_1);
        __m512 t33 = _mm512_set1_ps(c[1]);
        __m512 t34 = _mm512_add_ps(t32, t33);
        __m512 t35 = _mm512_mul_ps(t34, x_v_1);
        __m512 t36 = _mm512_set1_ps(c[0]);
        __m512 t37 = _mm512_add_ps(t35, t36);
        __m512 t38 = _mm512_mask_blend_ps(t13, (__m512)(vcc_v16_float){0}, t37);
        _mm512_mask_storeu_ps(t15, t13, t38);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = x[t16];
        out[t16] = (_mm256_zeroupper(), poly(c, t17));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void twice_all(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
    __m512 t1;
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
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    int t37;
    int i;
    long t33 = (long)n;
    if ((t33 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t34 = t33 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:70 vectorized: VF 16, UF 1, the call to `twice` at 71:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 71:24 to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            float *t35 = out + i_vec;
            const float *t36 = a + i_vec;
            __m512 t55 = _mm512_loadu_ps(t36 + 0);
            __m512 t56 = _mm512_set1_ps(k);
            __m512 t57 = _mm512_mul_ps(t55, t56);
            __m512 t58 = _mm512_set1_ps(1.0f);
            __m512 t59 = _mm512_add_ps(t57, t58);
            __m512 t52 = _mm512_set1_ps(0.5f);
            __m512 t53 = _mm512_mul_ps(t59, t52);
            float t54 = -k;
            __m512 t61 = _mm512_loadu_ps(t36 + 0);
            __m512 t62 = _mm512_set1_ps(t54);
            __m512 t63 = _mm512_mul_ps(t61, t62);
            __m512 t64 = _mm512_set1_ps(1.0f);
            __m512 t65 = _mm512_add_ps(t63, t64);
            __m512 t60 = _mm512_add_ps(t53, t65);
            _mm512_storeu_ps(t35, t60);
            i_vec += 16L;
            if (i_vec >= t34) {
                t37 = (int)t34;
                break;
            }
        }
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if ((t38 >= 1L) & (t38 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t37 * 4L)) & 31UL) == 0UL)) {
        __m512i t39 = _mm512_set1_epi32((int)(int)t38);
        __mmask16 t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t39, _MM_CMPINT_LT);
        long t41 = (long)t37;
        float *t42 = out + t41;
        const float *t43 = a + t41;
        __m512i t45 = _mm512_maskz_mov_epi32(t40, _mm512_set1_epi32(1));
        if (((vcc_v16_int)t45)[0]) {
            t1 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t43, k)));
        } else {
            t1 = (__m512)(vcc_v16_float){0};
        }
        if (((vcc_v16_int)t45)[1]) {
            t2 = (__m512)vcc_insert((vcc_v16_float)t1, 1, (_mm256_zeroupper(), scale(t43 + 1, k)));
        } else {
            t2 = t1;
        }
        if (((vcc_v16_int)t45)[2]) {
            t3 = (__m512)vcc_insert((vcc_v16_float)t2, 2, (_mm256_zeroupper(), scale(t43 + 2, k)));
        } else {
            t3 = t2;
        }
        if (((vcc_v16_int)t45)[3]) {
            t4 = (__m512)vcc_insert((vcc_v16_float)t3, 3, (_mm256_zeroupper(), scale(t43 + 3, k)));
        } else {
            t4 = t3;
        }
        if (((vcc_v16_int)t45)[4]) {
            t5 = (__m512)vcc_insert((vcc_v16_float)t4, 4, (_mm256_zeroupper(), scale(t43 + 4, k)));
        } else {
            t5 = t4;
        }
        if (((vcc_v16_int)t45)[5]) {
            t6 = (__m512)vcc_insert((vcc_v16_float)t5, 5, (_mm256_zeroupper(), scale(t43 + 5, k)));
        } else {
            t6 = t5;
        }
        if (((vcc_v16_int)t45)[6]) {
            t7 = (__m512)vcc_insert((vcc_v16_float)t6, 6, (_mm256_zeroupper(), scale(t43 + 6, k)));
        } else {
            t7 = t6;
        }
        if (((vcc_v16_int)t45)[7]) {
            t8 = (__m512)vcc_insert((vcc_v16_float)t7, 7, (_mm256_zeroupper(), scale(t43 + 7, k)));
        } else {
            t8 = t7;
        }
        if (((vcc_v16_int)t45)[8]) {
            t9 = (__m512)vcc_insert((vcc_v16_float)t8, 8, (_mm256_zeroupper(), scale(t43 + 8, k)));
        } else {
            t9 = t8;
        }
        if (((vcc_v16_int)t45)[9]) {
            t10 = (__m512)vcc_insert((vcc_v16_float)t9, 9, (_mm256_zeroupper(), scale(t43 + 9, k)));
        } else {
            t10 = t9;
        }
        if (((vcc_v16_int)t45)[10]) {
            t11 = (__m512)vcc_insert((vcc_v16_float)t10, 10, (_mm256_zeroupper(), scale(t43 + 10, k)));
        } else {
            t11 = t10;
        }
        if (((vcc_v16_int)t45)[11]) {
            t12 = (__m512)vcc_insert((vcc_v16_float)t11, 11, (_mm256_zeroupper(), scale(t43 + 11, k)));
        } else {
            t12 = t11;
        }
        if (((vcc_v16_int)t45)[12]) {
            t13 = (__m512)vcc_insert((vcc_v16_float)t12, 12, (_mm256_zeroupper(), scale(t43 + 12, k)));
        } else {
            t13 = t12;
        }
        if (((vcc_v16_int)t45)[13]) {
            t14 = (__m512)vcc_insert((vcc_v16_float)t13, 13, (_mm256_zeroupper(), scale(t43 + 13, k)));
        } else {
            t14 = t13;
        }
        if (((vcc_v16_int)t45)[14]) {
            t15 = (__m512)vcc_insert((vcc_v16_float)t14, 14, (_mm256_zeroupper(), scale(t43 + 14, k)));
        } else {
            t15 = t14;
        }
        if (((vcc_v16_int)t45)[15]) {
            t16 = (__m512)vcc_insert((vcc_v16_float)t15, 15, (_mm256_zeroupper(), scale(t43 + 15, k)));
        } else {
            t16 = t15;
        }
        __m512 t46 = _mm512_set1_ps(0.5f);
        __m512 t47 = _mm512_mul_ps(t16, t46);
        float t48 = -k;
        __m512i t49 = _mm512_maskz_mov_epi32(t40, _mm512_set1_epi32(1));
        if (((vcc_v16_int)t49)[0]) {
            t17 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t43, t48)));
        } else {
            t17 = (__m512)(vcc_v16_float){0};
        }
        if (((vcc_v16_int)t49)[1]) {
            t18 = (__m512)vcc_insert((vcc_v16_float)t17, 1, (_mm256_zeroupper(), scale(t43 + 1, t48)));
        } else {
            t18 = t17;
        }
        if (((vcc_v16_int)t49)[2]) {
            t19 = (__m512)vcc_insert((vcc_v16_float)t18, 2, (_mm256_zeroupper(), scale(t43 + 2, t48)));
        } else {
            t19 = t18;
        }
        if (((vcc_v16_int)t49)[3]) {
            t20 = (__m512)vcc_insert((vcc_v16_float)t19, 3, (_mm256_zeroupper(), scale(t43 + 3, t48)));
        } else {
            t20 = t19;
        }
        if (((vcc_v16_int)t49)[4]) {
            t21 = (__m512)vcc_insert((vcc_v16_float)t20, 4, (_mm256_zeroupper(), scale(t43 + 4, t48)));
        } else {
            t21 = t20;
        }
        if (((vcc_v16_int)t49)[5]) {
            t22 = (__m512)vcc_insert((vcc_v16_float)t21, 5, (_mm256_zeroupper(), scale(t43 + 5, t48)));
        } else {
            t22 = t21;
        }
        if (((vcc_v16_int)t49)[6]) {
            t23 = (__m512)vcc_insert((vcc_v16_float)t22, 6, (_mm256_zeroupper(), scale(t43 + 6, t48)));
        } else {
            t23 = t22;
        }
        if (((vcc_v16_int)t49)[7]) {
            t24 = (__m512)vcc_insert((vcc_v16_float)t23, 7, (_mm256_zeroupper(), scale(t43 + 7, t48)));
        } else {
            t24 = t23;
        }
        if (((vcc_v16_int)t49)[8]) {
            t25 = (__m512)vcc_insert((vcc_v16_float)t24, 8, (_mm256_zeroupper(), scale(t43 + 8, t48)));
        } else {
            t25 = t24;
        }
        if (((vcc_v16_int)t49)[9]) {
            t26 = (__m512)vcc_insert((vcc_v16_float)t25, 9, (_mm256_zeroupper(), scale(t43 + 9, t48)));
        } else {
            t26 = t25;
        }
        if (((vcc_v16_int)t49)[10]) {
            t27 = (__m512)vcc_insert((vcc_v16_float)t26, 10, (_mm256_zeroupper(), scale(t43 + 10, t48)));
        } else {
            t27 = t26;
        }
        if (((vcc_v16_int)t49)[11]) {
            t28 = (__m512)vcc_insert((vcc_v16_float)t27, 11, (_mm256_zeroupper(), scale(t43 + 11, t48)));
        } else {
            t28 = t27;
        }
        if (((vcc_v16_int)t49)[12]) {
            t29 = (__m512)vcc_insert((vcc_v16_float)t28, 12, (_mm256_zeroupper(), scale(t43 + 12, t48)));
        } else {
            t29 = t28;
        }
        if (((vcc_v16_int)t49)[13]) {
            t30 = (__m512)vcc_insert((vcc_v16_float)t29, 13, (_mm256_zeroupper(), scale(t43 + 13, t48)));
        } else {
            t30 = t29;
        }
        if (((vcc_v16_int)t49)[14]) {
            t31 = (__m512)vcc_insert((vcc_v16_float)t30, 14, (_mm256_zeroupper(), scale(t43 + 14, t48)));
        } else {
            t31 = t30;
        }
        if (((vcc_v16_int)t49)[15]) {
            t32 = (__m512)vcc_insert((vcc_v16_float)t31, 15, (_mm256_zeroupper(), scale(t43 + 15, t48)));
        } else {
            t32 = t31;
        }
        __m512 t50 = _mm512_add_ps(t47, t32);
        __m512 t51 = _mm512_mask_blend_ps(t40, (__m512)(vcc_v16_float){0}, t50);
        _mm512_mask_storeu_ps(t42, t40, t51);
        i = (int)((long)t37 + t38);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t44 = (long)i;
        out[t44] = (_mm256_zeroupper(), twice(a + t44, k));
    }
}

/* Reads a[i + 1]: one iteration fewer. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shifted_all(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
    __m512 t1;
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
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    int t21;
    int i;
    long t17 = (long)n + -1L;
    if ((t17 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t18 = t17 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:77 vectorized: VF 16, UF 1, the call to `shifted` at 78:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 78:26 to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            float *t19 = out + i_vec;
            const float *t20 = a + i_vec;
            const float *t29 = t20 + 1;
            __m512 t30 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t29, k)));
            __m512 t31 = (__m512)vcc_insert((vcc_v16_float)t30, 1, (_mm256_zeroupper(), scale(t29 + 1, k)));
            __m512 t32 = (__m512)vcc_insert((vcc_v16_float)t31, 2, (_mm256_zeroupper(), scale(t29 + 2, k)));
            __m512 t33 = (__m512)vcc_insert((vcc_v16_float)t32, 3, (_mm256_zeroupper(), scale(t29 + 3, k)));
            __m512 t34 = (__m512)vcc_insert((vcc_v16_float)t33, 4, (_mm256_zeroupper(), scale(t29 + 4, k)));
            __m512 t35 = (__m512)vcc_insert((vcc_v16_float)t34, 5, (_mm256_zeroupper(), scale(t29 + 5, k)));
            __m512 t36 = (__m512)vcc_insert((vcc_v16_float)t35, 6, (_mm256_zeroupper(), scale(t29 + 6, k)));
            __m512 t37 = (__m512)vcc_insert((vcc_v16_float)t36, 7, (_mm256_zeroupper(), scale(t29 + 7, k)));
            __m512 t38 = (__m512)vcc_insert((vcc_v16_float)t37, 8, (_mm256_zeroupper(), scale(t29 + 8, k)));
            __m512 t39 = (__m512)vcc_insert((vcc_v16_float)t38, 9, (_mm256_zeroupper(), scale(t29 + 9, k)));
            __m512 t40 = (__m512)vcc_insert((vcc_v16_float)t39, 10, (_mm256_zeroupper(), scale(t29 + 10, k)));
            __m512 t41 = (__m512)vcc_insert((vcc_v16_float)t40, 11, (_mm256_zeroupper(), scale(t29 + 11, k)));
            __m512 t42 = (__m512)vcc_insert((vcc_v16_float)t41, 12, (_mm256_zeroupper(), scale(t29 + 12, k)));
            __m512 t43 = (__m512)vcc_insert((vcc_v16_float)t42, 13, (_mm256_zeroupper(), scale(t29 + 13, k)));
            __m512 t44 = (__m512)vcc_insert((vcc_v16_float)t43, 14, (_mm256_zeroupper(), scale(t29 + 14, k)));
            __m512 t45 = (__m512)vcc_insert((vcc_v16_float)t44, 15, (_mm256_zeroupper(), scale(t29 + 15, k)));
            __m512 t46 = _mm512_loadu_ps(t20 + 0);
            __m512 t47 = _mm512_sub_ps(t45, t46);
            _mm512_storeu_ps(t19, t47);
            i_vec += 16L;
            if (i_vec >= t18) {
                t21 = (int)t18;
                break;
            }
        }
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L + -1L;
    if ((t22 >= 1L) & (t22 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t21 * 4L)) & 31UL) == 0UL)) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)t21;
        float *t26 = out + t25;
        const float *t27 = a + t25;
        const float *t48 = t27 + 1;
        __m512i t49 = _mm512_maskz_mov_epi32(t24, _mm512_set1_epi32(1));
        if (((vcc_v16_int)t49)[0]) {
            t1 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t48, k)));
        } else {
            t1 = (__m512)(vcc_v16_float){0};
        }
        if (((vcc_v16_int)t49)[1]) {
            t2 = (__m512)vcc_insert((vcc_v16_float)t1, 1, (_mm256_zeroupper(), scale(t48 + 1, k)));
        } else {
            t2 = t1;
        }
        if (((vcc_v16_int)t49)[2]) {
            t3 = (__m512)vcc_insert((vcc_v16_float)t2, 2, (_mm256_zeroupper(), scale(t48 + 2, k)));
        } else {
            t3 = t2;
        }
        if (((vcc_v16_int)t49)[3]) {
            t4 = (__m512)vcc_insert((vcc_v16_float)t3, 3, (_mm256_zeroupper(), scale(t48 + 3, k)));
        } else {
            t4 = t3;
        }
        if (((vcc_v16_int)t49)[4]) {
            t5 = (__m512)vcc_insert((vcc_v16_float)t4, 4, (_mm256_zeroupper(), scale(t48 + 4, k)));
        } else {
            t5 = t4;
        }
        if (((vcc_v16_int)t49)[5]) {
            t6 = (__m512)vcc_insert((vcc_v16_float)t5, 5, (_mm256_zeroupper(), scale(t48 + 5, k)));
        } else {
            t6 = t5;
        }
        if (((vcc_v16_int)t49)[6]) {
            t7 = (__m512)vcc_insert((vcc_v16_float)t6, 6, (_mm256_zeroupper(), scale(t48 + 6, k)));
        } else {
            t7 = t6;
        }
        if (((vcc_v16_int)t49)[7]) {
            t8 = (__m512)vcc_insert((vcc_v16_float)t7, 7, (_mm256_zeroupper(), scale(t48 + 7, k)));
        } else {
            t8 = t7;
        }
        if (((vcc_v16_int)t49)[8]) {
            t9 = (__m512)vcc_insert((vcc_v16_float)t8, 8, (_mm256_zeroupper(), scale(t48 + 8, k)));
        } else {
            t9 = t8;
        }
        if (((vcc_v16_int)t49)[9]) {
            t10 = (__m512)vcc_insert((vcc_v16_float)t9, 9, (_mm256_zeroupper(), scale(t48 + 9, k)));
        } else {
            t10 = t9;
        }
        if (((vcc_v16_int)t49)[10]) {
            t11 = (__m512)vcc_insert((vcc_v16_float)t10, 10, (_mm256_zeroupper(), scale(t48 + 10, k)));
        } else {
            t11 = t10;
        }
        if (((vcc_v16_int)t49)[11]) {
            t12 = (__m512)vcc_insert((vcc_v16_float)t11, 11, (_mm256_zeroupper(), scale(t48 + 11, k)));
        } else {
            t12 = t11;
        }
        if (((vcc_v16_int)t49)[12]) {
            t13 = (__m512)vcc_insert((vcc_v16_float)t12, 12, (_mm256_zeroupper(), scale(t48 + 12, k)));
        } else {
            t13 = t12;
        }
        if (((vcc_v16_int)t49)[13]) {
            t14 = (__m512)vcc_insert((vcc_v16_float)t13, 13, (_mm256_zeroupper(), scale(t48 + 13, k)));
        } else {
            t14 = t13;
        }
        if (((vcc_v16_int)t49)[14]) {
            t15 = (__m512)vcc_insert((vcc_v16_float)t14, 14, (_mm256_zeroupper(), scale(t48 + 14, k)));
        } else {
            t15 = t14;
        }
        if (((vcc_v16_int)t49)[15]) {
            t16 = (__m512)vcc_insert((vcc_v16_float)t15, 15, (_mm256_zeroupper(), scale(t48 + 15, k)));
        } else {
            t16 = t15;
        }
        __m512 t50 = _mm512_maskz_loadu_ps(t24, (const float *)(unsigned long)t27);
        __m512 t51 = _mm512_sub_ps(t16, t50);
        __m512 t52 = _mm512_mask_blend_ps(t24, (__m512)(vcc_v16_float){0}, t51);
        _mm512_mask_storeu_ps(t26, t24, t52);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < (n - 1); i++) {
        long t28 = (long)i;
        out[t28] = (_mm256_zeroupper(), shifted(a + t28, k));
    }
}

static unsigned long digest(const float *v, int n) {
    unsigned long h = 0;
    for (int i = 0; i < n; i++)
        h = h * 1000003u + (unsigned long)(long)(v[i] * 64.0f);
    return h;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[9];
    int t60;
    int t72;
    int i;
    int t87;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 31;
    sizes[7] = 33;
    sizes[8] = 1003;
    float *c = (float *)aligned_alloc(32UL, 256UL);
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(7));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t5, t6);
    long i_vec = 0L;
    /* vcc: loop at aligned_calls.c:91 vectorized: VF 8, UF 4, the remainder at 92:24 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t7 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t8 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t7);
        __m256 t9 = _mm256_sub_ps(t8, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + i_vec, t9);
        __m256i t10 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(7));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        __m256 t13 = _mm256_cvtepi32_ps(t12);
        __m256 t14 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t13);
        __m256 t15 = _mm256_sub_ps(t14, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (i_vec + 8L), t15);
        __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(7));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256 t19 = _mm256_cvtepi32_ps(t18);
        __m256 t20 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t19);
        __m256 t21 = _mm256_sub_ps(t20, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (i_vec + 16L), t21);
        __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(7));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256 t25 = _mm256_cvtepi32_ps(t24);
        __m256 t26 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t25);
        __m256 t27 = _mm256_sub_ps(t26, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (i_vec + 24L), t27);
        i_vec += 32L;
        __m256i t28 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(7));
        t1 = (vcc_v8_int)_mm256_min_epu32(t28, t29);
    } while (i_vec < 64L);
    for (unsigned int s = 0U; (unsigned long)s < 9UL; s++) {
        int n = sizes[s];
        int t30 = n + 1;
        unsigned long bytes = ((unsigned long)t30 * 4UL + 31UL) / 32UL * 32UL;
        float *a = (float *)aligned_alloc(32UL, bytes);
        float *out = (float *)aligned_alloc(32UL, bytes);
        for (int off = 0; off <= 1; off++) {
            long t31 = (long)n + 1L;
            if ((t31 >= 32L) & 1) {
                long t32 = t31 & -32L;
                __m256i t33 = _mm256_set1_epi32(0);
                __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(13));
                vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t34, t35);
                long i_vec_1 = 0L;
                /* vcc: loop at aligned_calls.c:99 vectorized: VF 8, UF 4, the remainder at 100:24 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256 t36 = _mm256_cvtepi32_ps((__m256i)t2);
                    __m256 t37 = _mm256_mul_ps(t36, _mm256_set1_ps(0.5f));
                    __m256 t38 = _mm256_sub_ps(t37, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + i_vec_1, t38);
                    __m256i t39 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
                    __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(13));
                    __m256i t41 = _mm256_min_epu32(t39, t40);
                    __m256 t42 = _mm256_cvtepi32_ps(t41);
                    __m256 t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.5f));
                    __m256 t44 = _mm256_sub_ps(t43, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (i_vec_1 + 8L), t44);
                    __m256i t45 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
                    __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(13));
                    __m256i t47 = _mm256_min_epu32(t45, t46);
                    __m256 t48 = _mm256_cvtepi32_ps(t47);
                    __m256 t49 = _mm256_mul_ps(t48, _mm256_set1_ps(0.5f));
                    __m256 t50 = _mm256_sub_ps(t49, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (i_vec_1 + 16L), t50);
                    __m256i t51 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(11));
                    __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(13));
                    __m256i t53 = _mm256_min_epu32(t51, t52);
                    __m256 t54 = _mm256_cvtepi32_ps(t53);
                    __m256 t55 = _mm256_mul_ps(t54, _mm256_set1_ps(0.5f));
                    __m256 t56 = _mm256_sub_ps(t55, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (i_vec_1 + 24L), t56);
                    i_vec_1 += 32L;
                    __m256i t57 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(6));
                    __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(13));
                    __m256i t59 = _mm256_min_epu32(t57, t58);
                    if (i_vec_1 >= t32) {
                        break;
                    }
                    t2 = (vcc_v8_int)t59;
                }
                t60 = (int)t32;
            } else {
                t60 = 0;
            }
            long t61 = (long)n + (long)t60 * -1L + 1L;
            if ((t61 >= 8L) & (t60 >= 0)) {
                long t62 = t61 & -8L;
                __m256i t63 = _mm256_set1_epi32((int)(t60 % 13));
                __m256i t64 = _mm256_add_epi32(t63, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(13));
                vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t64, t65);
                long i_vec_2 = 0L;
                /* vcc: loop at aligned_calls.c:99 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    __m256 t66 = _mm256_cvtepi32_ps((__m256i)t3);
                    __m256 t67 = _mm256_mul_ps(t66, _mm256_set1_ps(0.5f));
                    __m256 t68 = _mm256_sub_ps(t67, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + ((long)t60 + i_vec_2), t68);
                    i_vec_2 += 8L;
                    __m256i t69 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(8));
                    __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(13));
                    __m256i t71 = _mm256_min_epu32(t69, t70);
                    if (i_vec_2 >= t62) {
                        break;
                    }
                    t3 = (vcc_v8_int)t71;
                }
                t72 = (int)((long)t60 + t62);
            } else {
                t72 = t60;
            }
            long t73 = (long)n + (long)t72 * -1L + 1L;
            if ((t73 >= 1L) & (t73 <= 8L) & (t72 >= 0)) {
                __m256i t74 = _mm256_set1_epi32((int)(int)t73);
                __m256i t75 = _mm256_cmpgt_epi32(t74, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t76 = _mm256_set1_epi32((int)(t72 % 13));
                __m256i t77 = _mm256_add_epi32(t76, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(13));
                __m256i t79 = _mm256_min_epu32(t77, t78);
                __m256 t80 = _mm256_cvtepi32_ps(t79);
                __m256 t81 = _mm256_mul_ps(t80, _mm256_set1_ps(0.5f));
                __m256 t82 = _mm256_sub_ps(t81, _mm256_set1_ps(3.0f));
                _mm256_mask_storeu_ps(a + (long)t72, _mm256_movepi32_mask(t75), t82);
                i = (int)((long)t72 + t73);
            } else {
                i = t72;
            }
            for (; i <= n; i++) {
                a[i] = (float)(i % 13) * 0.5f - 3.0f;
            }
            long t83 = (long)off;
            float *t84 = a + t83;
            const float *t85 = t84;
            scale_all(out, t85, 1.5f, n);
            const float *t86 = out;
            printf("n=%d off=%d scale %lu", n, off, (_mm256_zeroupper(), digest(t86, n)));
            scale_addr(out, t85, -2.0f, n);
            printf(" addr %lu", (_mm256_zeroupper(), digest(t86, n)));
            bump_all(t84, 0.75f, n);
            printf(" bump %lu", (_mm256_zeroupper(), digest(a, t30)));
            poly_all(out, c + t83, t85, n);
            printf(" poly %lu", (_mm256_zeroupper(), digest(t86, n)));
            twice_all(out, t85, 1.25f, n);
            printf(" twice %lu", (_mm256_zeroupper(), digest(t86, n)));
            shifted_all(out, t85, 3.0f, n);
            if (n > 0) {
                t87 = n - 1;
            } else {
                t87 = 0;
            }
            printf(" shifted %lu\n", (_mm256_zeroupper(), digest(t86, t87)));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
