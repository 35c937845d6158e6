/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
/* vcc-test: expect-loops 6 */

/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
float scale(const float *p, float k) {
    return p[0] * k + 1.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a32u_scale(const float *p, float k) {
    vcc_no_contract_body
    __m512 t1 = _mm512_loadu_ps(p + 0);
    __m512 t2 = _mm512_set1_ps(k);
    __m512 t3 = _mm512_mul_ps(t1, t2);
    __m512 t4 = _mm512_set1_ps(1.0f);
    __m512 t5 = _mm512_add_ps(t3, t4);
    return t5;
}

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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a32u_twice(const float *q, float k) {
    vcc_no_contract_body
    __m512 t1 = _ZGVeN16l4a32u_scale(q, k);
    __m512 t2 = _mm512_set1_ps(0.5f);
    __m512 t3 = _mm512_mul_ps(t1, t2);
    __m512 t4 = _ZGVeN16l4a32u_scale(q, -k);
    __m512 t5 = _mm512_add_ps(t3, t4);
    return t5;
}

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
    int t6;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:46 vectorized: VF 16, UF 1, the call to `scale` at 47:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 47:24 to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            long t3 = (long)(int)i_vec;
            float *t4 = out + t3;
            const float *t5 = a + t3;
            __m512 t14 = _mm512_loadu_ps(t5 + 0);
            __m512 t15 = _mm512_set1_ps(k);
            __m512 t16 = _mm512_mul_ps(t14, t15);
            __m512 t17 = _mm512_set1_ps(1.0f);
            __m512 t18 = _mm512_add_ps(t16, t17);
            _mm512_storeu_ps(t4, t18);
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
    if ((t7 >= 1L) & (t7 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t6 * 4L)) & 31UL) == 0UL)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        long t10 = (long)(int)(long)t6;
        float *t11 = out + t10;
        const float *t12 = a + t10;
        __m512 t19 = _mm512_maskz_loadu_ps(t9, (const float *)(unsigned long)t12);
        __m512 t20 = _mm512_set1_ps(k);
        __m512 t21 = _mm512_mul_ps(t19, t20);
        __m512 t22 = _mm512_set1_ps(1.0f);
        __m512 t23 = _mm512_add_ps(t21, t22);
        __m512 t24 = _mm512_mask_blend_ps(t9, (__m512)(vcc_v16_float){0}, t23);
        _mm512_mask_storeu_ps(t11, t9, t24);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        out[t13] = (_mm256_zeroupper(), scale(a + t13, k));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_addr(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:52 vectorized: VF 16, UF 1, the call to `scale` at 53:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 53:25 to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            long t3 = (long)(int)i_vec;
            float *t4 = out + t3;
            const float *t5 = a + t3;
            __m512 t15 = _mm512_loadu_ps(t5 + 0);
            __m512 t16 = _mm512_set1_ps(k);
            __m512 t17 = _mm512_mul_ps(t15, t16);
            __m512 t18 = _mm512_set1_ps(1.0f);
            __m512 t19 = _mm512_add_ps(t17, t18);
            __m512 t14 = _mm512_sub_ps(t19, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t4, t14);
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
    if ((t7 >= 1L) & (t7 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t6 * 4L)) & 31UL) == 0UL)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        long t10 = (long)(int)(long)t6;
        float *t11 = out + t10;
        const float *t12 = a + t10;
        __m512 t21 = _mm512_maskz_loadu_ps(t9, (const float *)(unsigned long)t12);
        __m512 t22 = _mm512_set1_ps(k);
        __m512 t23 = _mm512_mul_ps(t21, t22);
        __m512 t24 = _mm512_set1_ps(1.0f);
        __m512 t25 = _mm512_add_ps(t23, t24);
        __m512 t26 = _mm512_mask_blend_ps(t9, (__m512)(vcc_v16_float){0}, t25);
        __m512 t20 = _mm512_sub_ps(t26, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(t11, t9, t20);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        out[t13] = (_mm256_zeroupper(), scale(a + t13, k)) - 0.5f;
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
            float *t3 = a + (int)i_vec;
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
        float *t8 = a + (int)(long)t4;
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
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2)) & (((unsigned long)c & 31UL) == 0UL)) {
        long t4 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:64 vectorized: VF 16, UF 1, run-time check: `out` and `x` do not overlap, the call to `poly` at 65:18 calls its aligned variant, guarded by an alignment test of `c` to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            long t5 = (long)(int)i_vec;
            float *t6 = out + t5;
            __m512 x_v = _mm512_loadu_ps(x + t5);
            __m512 t17 = _mm512_set1_ps(c[3]);
            __m512 t18 = _mm512_mul_ps(t17, x_v);
            __m512 t19 = _mm512_set1_ps(c[2]);
            __m512 t20 = _mm512_add_ps(t18, t19);
            __m512 t21 = _mm512_mul_ps(t20, x_v);
            __m512 t22 = _mm512_set1_ps(c[1]);
            __m512 t23 = _mm512_add_ps(t21, t22);
            __m512 t24 = _mm512_mul_ps(t23, x_v);
            __m512 t25 = _mm512_set1_ps(c[0]);
            __m512 t26 = _mm512_add_ps(t24, t25);
            _mm512_storeu_ps(t6, t26);
            i_vec += 16L;
            if (i_vec >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)out;
    unsigned long t10 = (unsigned long)x;
    if ((t8 >= 1L) & (t8 <= 16L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L)))) & (((unsigned long)c & 31UL) == 0UL)) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        long t13 = (long)(int)(long)t7;
        float *t14 = out + t13;
        __m512 x_v_1 = _mm512_maskz_loadu_ps(t12, x + t13);
        __m512 t27 = _mm512_set1_ps(c[3]);
        __m512 t28 = _mm512_mul_ps(t27, x_v_1);
        __m512 t29 = _mm512_set1_ps(c[2]);
        __m512 t30 = _mm512_add_ps(t28, t29);
        __m512 t31 = _mm512_mul_ps(t30, x_v_1);
        __m512 t32 = _mm512_set1_ps(c[1]);
        __m512 t33 = _mm512_add_ps(t31, t32);
        __m512 t34 = _mm512_mul_ps(t33, x_v_1);
        __m512 t35 = _mm512_set1_ps(c[0]);
        __m512 t36 = _mm512_add_ps(t34, t35);
        __m512 t37 = _mm512_mask_blend_ps(t12, (__m512)(vcc_v16_float){0}, t36);
        _mm512_mask_storeu_ps(t14, t12, t37);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = x[t15];
        out[t15] = (_mm256_zeroupper(), poly(c, t16));
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
    int t38;
    int i;
    long t33 = (long)n;
    if ((t33 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t34 = t33 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:70 vectorized: VF 16, UF 1, the call to `twice` at 71:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 71:24 to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            long t35 = (long)(int)i_vec;
            float *t36 = out + t35;
            const float *t37 = a + t35;
            __m512 t56 = _mm512_loadu_ps(t37 + 0);
            __m512 t57 = _mm512_set1_ps(k);
            __m512 t58 = _mm512_mul_ps(t56, t57);
            __m512 t59 = _mm512_set1_ps(1.0f);
            __m512 t60 = _mm512_add_ps(t58, t59);
            __m512 t53 = _mm512_set1_ps(0.5f);
            __m512 t54 = _mm512_mul_ps(t60, t53);
            float t55 = -k;
            __m512 t62 = _mm512_loadu_ps(t37 + 0);
            __m512 t63 = _mm512_set1_ps(t55);
            __m512 t64 = _mm512_mul_ps(t62, t63);
            __m512 t65 = _mm512_set1_ps(1.0f);
            __m512 t66 = _mm512_add_ps(t64, t65);
            __m512 t61 = _mm512_add_ps(t54, t66);
            _mm512_storeu_ps(t36, t61);
            i_vec += 16L;
            if (i_vec >= t34) {
                t38 = (int)t34;
                break;
            }
        }
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t38 * 4L)) & 31UL) == 0UL)) {
        __m512i t40 = _mm512_set1_epi32((int)(int)t39);
        __mmask16 t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t40, _MM_CMPINT_LT);
        long t42 = (long)(int)(long)t38;
        float *t43 = out + t42;
        const float *t44 = a + t42;
        __m512i t46 = _mm512_maskz_mov_epi32(t41, _mm512_set1_epi32(1));
        if (((vcc_v16_int)t46)[0]) {
            t1 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t44, k)));
        } else {
            t1 = (__m512)(vcc_v16_float){0};
        }
        if (((vcc_v16_int)t46)[1]) {
            t2 = (__m512)vcc_insert((vcc_v16_float)t1, 1, (_mm256_zeroupper(), scale(t44 + 1, k)));
        } else {
            t2 = t1;
        }
        if (((vcc_v16_int)t46)[2]) {
            t3 = (__m512)vcc_insert((vcc_v16_float)t2, 2, (_mm256_zeroupper(), scale(t44 + 2, k)));
        } else {
            t3 = t2;
        }
        if (((vcc_v16_int)t46)[3]) {
            t4 = (__m512)vcc_insert((vcc_v16_float)t3, 3, (_mm256_zeroupper(), scale(t44 + 3, k)));
        } else {
            t4 = t3;
        }
        if (((vcc_v16_int)t46)[4]) {
            t5 = (__m512)vcc_insert((vcc_v16_float)t4, 4, (_mm256_zeroupper(), scale(t44 + 4, k)));
        } else {
            t5 = t4;
        }
        if (((vcc_v16_int)t46)[5]) {
            t6 = (__m512)vcc_insert((vcc_v16_float)t5, 5, (_mm256_zeroupper(), scale(t44 + 5, k)));
        } else {
            t6 = t5;
        }
        if (((vcc_v16_int)t46)[6]) {
            t7 = (__m512)vcc_insert((vcc_v16_float)t6, 6, (_mm256_zeroupper(), scale(t44 + 6, k)));
        } else {
            t7 = t6;
        }
        if (((vcc_v16_int)t46)[7]) {
            t8 = (__m512)vcc_insert((vcc_v16_float)t7, 7, (_mm256_zeroupper(), scale(t44 + 7, k)));
        } else {
            t8 = t7;
        }
        if (((vcc_v16_int)t46)[8]) {
            t9 = (__m512)vcc_insert((vcc_v16_float)t8, 8, (_mm256_zeroupper(), scale(t44 + 8, k)));
        } else {
            t9 = t8;
        }
        if (((vcc_v16_int)t46)[9]) {
            t10 = (__m512)vcc_insert((vcc_v16_float)t9, 9, (_mm256_zeroupper(), scale(t44 + 9, k)));
        } else {
            t10 = t9;
        }
        if (((vcc_v16_int)t46)[10]) {
            t11 = (__m512)vcc_insert((vcc_v16_float)t10, 10, (_mm256_zeroupper(), scale(t44 + 10, k)));
        } else {
            t11 = t10;
        }
        if (((vcc_v16_int)t46)[11]) {
            t12 = (__m512)vcc_insert((vcc_v16_float)t11, 11, (_mm256_zeroupper(), scale(t44 + 11, k)));
        } else {
            t12 = t11;
        }
        if (((vcc_v16_int)t46)[12]) {
            t13 = (__m512)vcc_insert((vcc_v16_float)t12, 12, (_mm256_zeroupper(), scale(t44 + 12, k)));
        } else {
            t13 = t12;
        }
        if (((vcc_v16_int)t46)[13]) {
            t14 = (__m512)vcc_insert((vcc_v16_float)t13, 13, (_mm256_zeroupper(), scale(t44 + 13, k)));
        } else {
            t14 = t13;
        }
        if (((vcc_v16_int)t46)[14]) {
            t15 = (__m512)vcc_insert((vcc_v16_float)t14, 14, (_mm256_zeroupper(), scale(t44 + 14, k)));
        } else {
            t15 = t14;
        }
        if (((vcc_v16_int)t46)[15]) {
            t16 = (__m512)vcc_insert((vcc_v16_float)t15, 15, (_mm256_zeroupper(), scale(t44 + 15, k)));
        } else {
            t16 = t15;
        }
        __m512 t47 = _mm512_set1_ps(0.5f);
        __m512 t48 = _mm512_mul_ps(t16, t47);
        float t49 = -k;
        __m512i t50 = _mm512_maskz_mov_epi32(t41, _mm512_set1_epi32(1));
        if (((vcc_v16_int)t50)[0]) {
            t17 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t44, t49)));
        } else {
            t17 = (__m512)(vcc_v16_float){0};
        }
        if (((vcc_v16_int)t50)[1]) {
            t18 = (__m512)vcc_insert((vcc_v16_float)t17, 1, (_mm256_zeroupper(), scale(t44 + 1, t49)));
        } else {
            t18 = t17;
        }
        if (((vcc_v16_int)t50)[2]) {
            t19 = (__m512)vcc_insert((vcc_v16_float)t18, 2, (_mm256_zeroupper(), scale(t44 + 2, t49)));
        } else {
            t19 = t18;
        }
        if (((vcc_v16_int)t50)[3]) {
            t20 = (__m512)vcc_insert((vcc_v16_float)t19, 3, (_mm256_zeroupper(), scale(t44 + 3, t49)));
        } else {
            t20 = t19;
        }
        if (((vcc_v16_int)t50)[4]) {
            t21 = (__m512)vcc_insert((vcc_v16_float)t20, 4, (_mm256_zeroupper(), scale(t44 + 4, t49)));
        } else {
            t21 = t20;
        }
        if (((vcc_v16_int)t50)[5]) {
            t22 = (__m512)vcc_insert((vcc_v16_float)t21, 5, (_mm256_zeroupper(), scale(t44 + 5, t49)));
        } else {
            t22 = t21;
        }
        if (((vcc_v16_int)t50)[6]) {
            t23 = (__m512)vcc_insert((vcc_v16_float)t22, 6, (_mm256_zeroupper(), scale(t44 + 6, t49)));
        } else {
            t23 = t22;
        }
        if (((vcc_v16_int)t50)[7]) {
            t24 = (__m512)vcc_insert((vcc_v16_float)t23, 7, (_mm256_zeroupper(), scale(t44 + 7, t49)));
        } else {
            t24 = t23;
        }
        if (((vcc_v16_int)t50)[8]) {
            t25 = (__m512)vcc_insert((vcc_v16_float)t24, 8, (_mm256_zeroupper(), scale(t44 + 8, t49)));
        } else {
            t25 = t24;
        }
        if (((vcc_v16_int)t50)[9]) {
            t26 = (__m512)vcc_insert((vcc_v16_float)t25, 9, (_mm256_zeroupper(), scale(t44 + 9, t49)));
        } else {
            t26 = t25;
        }
        if (((vcc_v16_int)t50)[10]) {
            t27 = (__m512)vcc_insert((vcc_v16_float)t26, 10, (_mm256_zeroupper(), scale(t44 + 10, t49)));
        } else {
            t27 = t26;
        }
        if (((vcc_v16_int)t50)[11]) {
            t28 = (__m512)vcc_insert((vcc_v16_float)t27, 11, (_mm256_zeroupper(), scale(t44 + 11, t49)));
        } else {
            t28 = t27;
        }
        if (((vcc_v16_int)t50)[12]) {
            t29 = (__m512)vcc_insert((vcc_v16_float)t28, 12, (_mm256_zeroupper(), scale(t44 + 12, t49)));
        } else {
            t29 = t28;
        }
        if (((vcc_v16_int)t50)[13]) {
            t30 = (__m512)vcc_insert((vcc_v16_float)t29, 13, (_mm256_zeroupper(), scale(t44 + 13, t49)));
        } else {
            t30 = t29;
        }
        if (((vcc_v16_int)t50)[14]) {
            t31 = (__m512)vcc_insert((vcc_v16_float)t30, 14, (_mm256_zeroupper(), scale(t44 + 14, t49)));
        } else {
            t31 = t30;
        }
        if (((vcc_v16_int)t50)[15]) {
            t32 = (__m512)vcc_insert((vcc_v16_float)t31, 15, (_mm256_zeroupper(), scale(t44 + 15, t49)));
        } else {
            t32 = t31;
        }
        __m512 t51 = _mm512_add_ps(t48, t32);
        __m512 t52 = _mm512_mask_blend_ps(t41, (__m512)(vcc_v16_float){0}, t51);
        _mm512_mask_storeu_ps(t43, t41, t52);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        out[t45] = (_mm256_zeroupper(), twice(a + t45, k));
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
    int t22;
    int i;
    long t17 = (long)n + -1L;
    if ((t17 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t18 = t17 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aligned_calls.c:77 vectorized: VF 16, UF 1, the call to `shifted` at 78:18 calls its aligned variant, guarded by an alignment test of the value of the address arithmetic on `a` at 78:26 to 32 bytes (else the scalar loop runs), masked remainder */
        for (;;) {
            long t19 = (long)(int)i_vec;
            float *t20 = out + t19;
            const float *t21 = a + t19;
            const float *t30 = t21 + 1;
            __m512 t31 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t30, k)));
            __m512 t32 = (__m512)vcc_insert((vcc_v16_float)t31, 1, (_mm256_zeroupper(), scale(t30 + 1, k)));
            __m512 t33 = (__m512)vcc_insert((vcc_v16_float)t32, 2, (_mm256_zeroupper(), scale(t30 + 2, k)));
            __m512 t34 = (__m512)vcc_insert((vcc_v16_float)t33, 3, (_mm256_zeroupper(), scale(t30 + 3, k)));
            __m512 t35 = (__m512)vcc_insert((vcc_v16_float)t34, 4, (_mm256_zeroupper(), scale(t30 + 4, k)));
            __m512 t36 = (__m512)vcc_insert((vcc_v16_float)t35, 5, (_mm256_zeroupper(), scale(t30 + 5, k)));
            __m512 t37 = (__m512)vcc_insert((vcc_v16_float)t36, 6, (_mm256_zeroupper(), scale(t30 + 6, k)));
            __m512 t38 = (__m512)vcc_insert((vcc_v16_float)t37, 7, (_mm256_zeroupper(), scale(t30 + 7, k)));
            __m512 t39 = (__m512)vcc_insert((vcc_v16_float)t38, 8, (_mm256_zeroupper(), scale(t30 + 8, k)));
            __m512 t40 = (__m512)vcc_insert((vcc_v16_float)t39, 9, (_mm256_zeroupper(), scale(t30 + 9, k)));
            __m512 t41 = (__m512)vcc_insert((vcc_v16_float)t40, 10, (_mm256_zeroupper(), scale(t30 + 10, k)));
            __m512 t42 = (__m512)vcc_insert((vcc_v16_float)t41, 11, (_mm256_zeroupper(), scale(t30 + 11, k)));
            __m512 t43 = (__m512)vcc_insert((vcc_v16_float)t42, 12, (_mm256_zeroupper(), scale(t30 + 12, k)));
            __m512 t44 = (__m512)vcc_insert((vcc_v16_float)t43, 13, (_mm256_zeroupper(), scale(t30 + 13, k)));
            __m512 t45 = (__m512)vcc_insert((vcc_v16_float)t44, 14, (_mm256_zeroupper(), scale(t30 + 14, k)));
            __m512 t46 = (__m512)vcc_insert((vcc_v16_float)t45, 15, (_mm256_zeroupper(), scale(t30 + 15, k)));
            __m512 t47 = _mm512_loadu_ps(t21 + 0);
            __m512 t48 = _mm512_sub_ps(t46, t47);
            _mm512_storeu_ps(t20, t48);
            i_vec += 16L;
            if (i_vec >= t18) {
                t22 = (int)t18;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L + -1L;
    if ((t23 >= 1L) & (t23 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t22 * 4L)) & 31UL) == 0UL)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        long t26 = (long)(int)(long)t22;
        float *t27 = out + t26;
        const float *t28 = a + t26;
        const float *t49 = t28 + 1;
        __m512i t50 = _mm512_maskz_mov_epi32(t25, _mm512_set1_epi32(1));
        if (((vcc_v16_int)t50)[0]) {
            t1 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t49, k)));
        } else {
            t1 = (__m512)(vcc_v16_float){0};
        }
        if (((vcc_v16_int)t50)[1]) {
            t2 = (__m512)vcc_insert((vcc_v16_float)t1, 1, (_mm256_zeroupper(), scale(t49 + 1, k)));
        } else {
            t2 = t1;
        }
        if (((vcc_v16_int)t50)[2]) {
            t3 = (__m512)vcc_insert((vcc_v16_float)t2, 2, (_mm256_zeroupper(), scale(t49 + 2, k)));
        } else {
            t3 = t2;
        }
        if (((vcc_v16_int)t50)[3]) {
            t4 = (__m512)vcc_insert((vcc_v16_float)t3, 3, (_mm256_zeroupper(), scale(t49 + 3, k)));
        } else {
            t4 = t3;
        }
        if (((vcc_v16_int)t50)[4]) {
            t5 = (__m512)vcc_insert((vcc_v16_float)t4, 4, (_mm256_zeroupper(), scale(t49 + 4, k)));
        } else {
            t5 = t4;
        }
        if (((vcc_v16_int)t50)[5]) {
            t6 = (__m512)vcc_insert((vcc_v16_float)t5, 5, (_mm256_zeroupper(), scale(t49 + 5, k)));
        } else {
            t6 = t5;
        }
        if (((vcc_v16_int)t50)[6]) {
            t7 = (__m512)vcc_insert((vcc_v16_float)t6, 6, (_mm256_zeroupper(), scale(t49 + 6, k)));
        } else {
            t7 = t6;
        }
        if (((vcc_v16_int)t50)[7]) {
            t8 = (__m512)vcc_insert((vcc_v16_float)t7, 7, (_mm256_zeroupper(), scale(t49 + 7, k)));
        } else {
            t8 = t7;
        }
        if (((vcc_v16_int)t50)[8]) {
            t9 = (__m512)vcc_insert((vcc_v16_float)t8, 8, (_mm256_zeroupper(), scale(t49 + 8, k)));
        } else {
            t9 = t8;
        }
        if (((vcc_v16_int)t50)[9]) {
            t10 = (__m512)vcc_insert((vcc_v16_float)t9, 9, (_mm256_zeroupper(), scale(t49 + 9, k)));
        } else {
            t10 = t9;
        }
        if (((vcc_v16_int)t50)[10]) {
            t11 = (__m512)vcc_insert((vcc_v16_float)t10, 10, (_mm256_zeroupper(), scale(t49 + 10, k)));
        } else {
            t11 = t10;
        }
        if (((vcc_v16_int)t50)[11]) {
            t12 = (__m512)vcc_insert((vcc_v16_float)t11, 11, (_mm256_zeroupper(), scale(t49 + 11, k)));
        } else {
            t12 = t11;
        }
        if (((vcc_v16_int)t50)[12]) {
            t13 = (__m512)vcc_insert((vcc_v16_float)t12, 12, (_mm256_zeroupper(), scale(t49 + 12, k)));
        } else {
            t13 = t12;
        }
        if (((vcc_v16_int)t50)[13]) {
            t14 = (__m512)vcc_insert((vcc_v16_float)t13, 13, (_mm256_zeroupper(), scale(t49 + 13, k)));
        } else {
            t14 = t13;
        }
        if (((vcc_v16_int)t50)[14]) {
            t15 = (__m512)vcc_insert((vcc_v16_float)t14, 14, (_mm256_zeroupper(), scale(t49 + 14, k)));
        } else {
            t15 = t14;
        }
        if (((vcc_v16_int)t50)[15]) {
            t16 = (__m512)vcc_insert((vcc_v16_float)t15, 15, (_mm256_zeroupper(), scale(t49 + 15, k)));
        } else {
            t16 = t15;
        }
        __m512 t51 = _mm512_maskz_loadu_ps(t25, (const float *)(unsigned long)t28);
        __m512 t52 = _mm512_sub_ps(t16, t51);
        __m512 t53 = _mm512_mask_blend_ps(t25, (__m512)(vcc_v16_float){0}, t52);
        _mm512_mask_storeu_ps(t27, t25, t53);
        i = (int)((long)t22 + t23);
    } else {
        i = t22;
    }
    for (; i < (n - 1); i++) {
        long t29 = (long)i;
        out[t29] = (_mm256_zeroupper(), shifted(a + t29, k));
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
    int t80;
    int t96;
    int i;
    int t113;
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
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(7));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    long i_vec = 0L;
    /* vcc: loop at aligned_calls.c:91 vectorized: VF 8, UF 4, the remainder at 92:24 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t9 = _mm256_cvtepi32_ps(t1);
        __m256 t10 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t9);
        __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)i_vec, t11);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(7));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        __m256i t16 = t15;
        __m256 t17 = _mm256_cvtepi32_ps(t16);
        __m256 t18 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t17);
        __m256 t19 = _mm256_sub_ps(t18, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(i_vec + 8L), t19);
        __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(7));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t24 = t23;
        __m256 t25 = _mm256_cvtepi32_ps(t24);
        __m256 t26 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t25);
        __m256 t27 = _mm256_sub_ps(t26, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(i_vec + 16L), t27);
        __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t29 = t28;
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(7));
        __m256i t31 = _mm256_min_epu32(t29, t30);
        __m256i t32 = t31;
        __m256 t33 = _mm256_cvtepi32_ps(t32);
        __m256 t34 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t33);
        __m256 t35 = _mm256_sub_ps(t34, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(i_vec + 24L), t35);
        i_vec += 32L;
        __m256i t36 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t37 = t36;
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(7));
        __m256i t39 = _mm256_min_epu32(t37, t38);
        t1 = t39;
    } while (i_vec < 64L);
    for (unsigned int s = 0U; (unsigned long)s < 9UL; s++) {
        int n = sizes[s];
        int t40 = n + 1;
        unsigned long bytes = ((unsigned long)t40 * 4UL + 31UL) / 32UL * 32UL;
        float *a = (float *)aligned_alloc(32UL, bytes);
        float *out = (float *)aligned_alloc(32UL, bytes);
        for (int off = 0; off <= 1; off++) {
            long t41 = (long)n + 1L;
            if ((t41 >= 32L) & 1) {
                long t42 = t41 & -32L;
                __m256i t43 = _mm256_set1_epi32(0);
                __m256i t44 = _mm256_add_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t45 = t44;
                __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(13));
                __m256i t47 = _mm256_min_epu32(t45, t46);
                __m256i t2 = t47;
                long i_vec_1 = 0L;
                /* vcc: loop at aligned_calls.c:99 vectorized: VF 8, UF 4, the remainder at 100:24 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256 t48 = _mm256_cvtepi32_ps(t2);
                    __m256 t49 = _mm256_mul_ps(t48, _mm256_set1_ps(0.5f));
                    __m256 t50 = _mm256_sub_ps(t49, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)i_vec_1, t50);
                    __m256i t51 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
                    __m256i t52 = t51;
                    __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(13));
                    __m256i t54 = _mm256_min_epu32(t52, t53);
                    __m256i t55 = t54;
                    __m256 t56 = _mm256_cvtepi32_ps(t55);
                    __m256 t57 = _mm256_mul_ps(t56, _mm256_set1_ps(0.5f));
                    __m256 t58 = _mm256_sub_ps(t57, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(i_vec_1 + 8L), t58);
                    __m256i t59 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
                    __m256i t60 = t59;
                    __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(13));
                    __m256i t62 = _mm256_min_epu32(t60, t61);
                    __m256i t63 = t62;
                    __m256 t64 = _mm256_cvtepi32_ps(t63);
                    __m256 t65 = _mm256_mul_ps(t64, _mm256_set1_ps(0.5f));
                    __m256 t66 = _mm256_sub_ps(t65, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(i_vec_1 + 16L), t66);
                    __m256i t67 = _mm256_add_epi32(t2, _mm256_set1_epi32(11));
                    __m256i t68 = t67;
                    __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(13));
                    __m256i t70 = _mm256_min_epu32(t68, t69);
                    __m256i t71 = t70;
                    __m256 t72 = _mm256_cvtepi32_ps(t71);
                    __m256 t73 = _mm256_mul_ps(t72, _mm256_set1_ps(0.5f));
                    __m256 t74 = _mm256_sub_ps(t73, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(i_vec_1 + 24L), t74);
                    i_vec_1 += 32L;
                    __m256i t75 = _mm256_add_epi32(t2, _mm256_set1_epi32(6));
                    __m256i t76 = t75;
                    __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(13));
                    __m256i t78 = _mm256_min_epu32(t76, t77);
                    __m256i t79 = t78;
                    if (i_vec_1 >= t42) {
                        break;
                    }
                    t2 = t79;
                }
                t80 = (int)t42;
            } else {
                t80 = 0;
            }
            long t81 = (long)n + (long)t80 * -1L + 1L;
            if ((t81 >= 8L) & (t80 >= 0)) {
                long t82 = t81 & -8L;
                __m256i t83 = _mm256_set1_epi32((int)(t80 % 13));
                __m256i t84 = _mm256_add_epi32(t83, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t85 = t84;
                __m256i t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32(13));
                __m256i t87 = _mm256_min_epu32(t85, t86);
                __m256i t3 = t87;
                long i_vec_2 = 0L;
                for (;;) {
                    __m256 t88 = _mm256_cvtepi32_ps(t3);
                    __m256 t89 = _mm256_mul_ps(t88, _mm256_set1_ps(0.5f));
                    __m256 t90 = _mm256_sub_ps(t89, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)t80 + i_vec_2), t90);
                    i_vec_2 += 8L;
                    __m256i t91 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                    __m256i t92 = t91;
                    __m256i t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32(13));
                    __m256i t94 = _mm256_min_epu32(t92, t93);
                    __m256i t95 = t94;
                    if (i_vec_2 >= t82) {
                        break;
                    }
                    t3 = t95;
                }
                t96 = (int)((long)t80 + t82);
            } else {
                t96 = t80;
            }
            long t97 = (long)n + (long)t96 * -1L + 1L;
            if ((t97 >= 1L) & (t97 <= 8L) & (t96 >= 0)) {
                __m256i t98 = _mm256_set1_epi32((int)(int)t97);
                __m256i t99 = _mm256_cmpgt_epi32(t98, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t100 = _mm256_set1_epi32((int)(t96 % 13));
                __m256i t101 = _mm256_add_epi32(t100, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t102 = t101;
                __m256i t103 = _mm256_sub_epi32(t102, _mm256_set1_epi32(13));
                __m256i t104 = _mm256_min_epu32(t102, t103);
                __m256i t105 = t104;
                __m256 t106 = _mm256_cvtepi32_ps(t105);
                __m256 t107 = _mm256_mul_ps(t106, _mm256_set1_ps(0.5f));
                __m256 t108 = _mm256_sub_ps(t107, _mm256_set1_ps(3.0f));
                _mm256_mask_storeu_ps(a + (int)(long)t96, _mm256_movepi32_mask(t99), t108);
                i = (int)((long)t96 + t97);
            } else {
                i = t96;
            }
            for (; i <= n; i++) {
                a[i] = (float)(i % 13) * 0.5f - 3.0f;
            }
            long t109 = (long)off;
            float *t110 = a + t109;
            const float *t111 = t110;
            scale_all(out, t111, 1.5f, n);
            const float *t112 = out;
            printf("n=%d off=%d scale %lu", n, off, (_mm256_zeroupper(), digest(t112, n)));
            scale_addr(out, t111, -2.0f, n);
            printf(" addr %lu", (_mm256_zeroupper(), digest(t112, n)));
            bump_all(t110, 0.75f, n);
            printf(" bump %lu", (_mm256_zeroupper(), digest(a, t40)));
            poly_all(out, c + t109, t111, n);
            printf(" poly %lu", (_mm256_zeroupper(), digest(t112, n)));
            twice_all(out, t111, 1.25f, n);
            printf(" twice %lu", (_mm256_zeroupper(), digest(t112, n)));
            shifted_all(out, t111, 3.0f, n);
            if (n > 0) {
                t113 = n - 1;
            } else {
                t113 = 0;
            }
            printf(" shifted %lu\n", (_mm256_zeroupper(), digest(t112, t113)));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
