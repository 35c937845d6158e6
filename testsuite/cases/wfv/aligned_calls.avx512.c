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
    int t7;
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t4 = (long)(int)t1;
            float *t5 = out + t4;
            const float *t6 = a + t4;
            __m512 t15 = _mm512_loadu_ps(t6 + 0);
            __m512 t16 = _mm512_set1_ps(k);
            __m512 t17 = _mm512_mul_ps(t15, t16);
            __m512 t18 = _mm512_set1_ps(1.0f);
            __m512 t19 = _mm512_add_ps(t17, t18);
            _mm512_storeu_ps(t5, t19);
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
    if ((t8 >= 1L) & (t8 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t7 * 4L)) & 31UL) == 0UL)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        long t11 = (long)(int)(long)t7;
        float *t12 = out + t11;
        const float *t13 = a + t11;
        __m512 t20 = _mm512_maskz_loadu_ps(t10, (const float *)(unsigned long)t13);
        __m512 t21 = _mm512_set1_ps(k);
        __m512 t22 = _mm512_mul_ps(t20, t21);
        __m512 t23 = _mm512_set1_ps(1.0f);
        __m512 t24 = _mm512_add_ps(t22, t23);
        __m512 t25 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t24);
        _mm512_mask_storeu_ps(t12, t10, t25);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        out[t14] = (_mm256_zeroupper(), scale(a + t14, k));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_addr(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
    int t7;
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t4 = (long)(int)t1;
            float *t5 = out + t4;
            const float *t6 = a + t4;
            __m512 t16 = _mm512_loadu_ps(t6 + 0);
            __m512 t17 = _mm512_set1_ps(k);
            __m512 t18 = _mm512_mul_ps(t16, t17);
            __m512 t19 = _mm512_set1_ps(1.0f);
            __m512 t20 = _mm512_add_ps(t18, t19);
            __m512 t15 = _mm512_sub_ps(t20, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t5, t15);
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
    if ((t8 >= 1L) & (t8 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t7 * 4L)) & 31UL) == 0UL)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        long t11 = (long)(int)(long)t7;
        float *t12 = out + t11;
        const float *t13 = a + t11;
        __m512 t22 = _mm512_maskz_loadu_ps(t10, (const float *)(unsigned long)t13);
        __m512 t23 = _mm512_set1_ps(k);
        __m512 t24 = _mm512_mul_ps(t22, t23);
        __m512 t25 = _mm512_set1_ps(1.0f);
        __m512 t26 = _mm512_add_ps(t24, t25);
        __m512 t27 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t26);
        __m512 t21 = _mm512_sub_ps(t27, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(t12, t10, t21);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        out[t14] = (_mm256_zeroupper(), scale(a + t14, k)) - 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bump_all(float *a, float k, int n) {
    vcc_no_contract_body
    int t5;
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            float *t4 = a + (int)t1;
            float *t10 = t4 + 0;
            __m512 t11 = _mm512_loadu_ps(t10);
            __m512 t12 = _mm512_set1_ps(k);
            __m512 t13 = _mm512_mul_ps(t11, t12);
            __m512 t14 = _mm512_set1_ps(2.0f);
            __m512 t15 = _mm512_sub_ps(t13, t14);
            _mm512_storeu_ps(t10, t15);
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
    if ((t6 >= 1L) & (t6 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t5 * 4L)) & 31UL) == 0UL)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        float *t9 = a + (int)(long)t5;
        __m512 t16 = _mm512_maskz_loadu_ps(t8, (float *)(unsigned long)t9);
        __m512 t17 = _mm512_set1_ps(k);
        __m512 t18 = _mm512_mul_ps(t16, t17);
        __m512 t19 = _mm512_set1_ps(2.0f);
        __m512 t20 = _mm512_sub_ps(t18, t19);
        _mm512_mask_storeu_ps((float *)(unsigned long)t9, t8, t20);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        (_mm256_zeroupper(), bump(a + i, k));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void poly_all(float *out, const float *c, const float *x, int n) {
    vcc_no_contract_body
    int t9;
    int i;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)out;
    unsigned long t4 = (unsigned long)x;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3)) & (((unsigned long)c & 31UL) == 0UL)) {
        long t5 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t6 = (long)(int)t1;
            float *t7 = out + t6;
            __m512 t8 = _mm512_loadu_ps(x + t6);
            __m512 t20 = _mm512_set1_ps(c[3]);
            __m512 t21 = _mm512_mul_ps(t20, t8);
            __m512 t22 = _mm512_set1_ps(c[2]);
            __m512 t23 = _mm512_add_ps(t21, t22);
            __m512 t24 = _mm512_mul_ps(t23, t8);
            __m512 t25 = _mm512_set1_ps(c[1]);
            __m512 t26 = _mm512_add_ps(t24, t25);
            __m512 t27 = _mm512_mul_ps(t26, t8);
            __m512 t28 = _mm512_set1_ps(c[0]);
            __m512 t29 = _mm512_add_ps(t27, t28);
            _mm512_storeu_ps(t7, t29);
            t1 += 16L;
            if (t1 >= t5) {
                t9 = (int)t5;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)x;
    if ((t10 >= 1L) & (t10 <= 16L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L)))) & (((unsigned long)c & 31UL) == 0UL)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)(int)(long)t9;
        float *t16 = out + t15;
        __m512 t17 = _mm512_maskz_loadu_ps(t14, x + t15);
        __m512 t30 = _mm512_set1_ps(c[3]);
        __m512 t31 = _mm512_mul_ps(t30, t17);
        __m512 t32 = _mm512_set1_ps(c[2]);
        __m512 t33 = _mm512_add_ps(t31, t32);
        __m512 t34 = _mm512_mul_ps(t33, t17);
        __m512 t35 = _mm512_set1_ps(c[1]);
        __m512 t36 = _mm512_add_ps(t34, t35);
        __m512 t37 = _mm512_mul_ps(t36, t17);
        __m512 t38 = _mm512_set1_ps(c[0]);
        __m512 t39 = _mm512_add_ps(t37, t38);
        __m512 t40 = _mm512_mask_blend_ps(t14, (__m512)(vcc_v16_float){0}, t39);
        _mm512_mask_storeu_ps(t16, t14, t40);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        float t19 = x[t18];
        out[t18] = (_mm256_zeroupper(), poly(c, t19));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void twice_all(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
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
    __m512 t33;
    int t39;
    int i;
    long t34 = (long)n;
    if ((t34 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t35 = t34 & -16L;
        long t1 = 0L;
        for (;;) {
            long t36 = (long)(int)t1;
            float *t37 = out + t36;
            const float *t38 = a + t36;
            __m512 t57 = _mm512_loadu_ps(t38 + 0);
            __m512 t58 = _mm512_set1_ps(k);
            __m512 t59 = _mm512_mul_ps(t57, t58);
            __m512 t60 = _mm512_set1_ps(1.0f);
            __m512 t61 = _mm512_add_ps(t59, t60);
            __m512 t54 = _mm512_set1_ps(0.5f);
            __m512 t55 = _mm512_mul_ps(t61, t54);
            float t56 = -k;
            __m512 t63 = _mm512_loadu_ps(t38 + 0);
            __m512 t64 = _mm512_set1_ps(t56);
            __m512 t65 = _mm512_mul_ps(t63, t64);
            __m512 t66 = _mm512_set1_ps(1.0f);
            __m512 t67 = _mm512_add_ps(t65, t66);
            __m512 t62 = _mm512_add_ps(t55, t67);
            _mm512_storeu_ps(t37, t62);
            t1 += 16L;
            if (t1 >= t35) {
                t39 = (int)t35;
                break;
            }
        }
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if ((t40 >= 1L) & (t40 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t39 * 4L)) & 31UL) == 0UL)) {
        __m512i t41 = _mm512_set1_epi32((int)(int)t40);
        __mmask16 t42 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t41, _MM_CMPINT_LT);
        long t43 = (long)(int)(long)t39;
        float *t44 = out + t43;
        const float *t45 = a + t43;
        __m512i t47 = _mm512_maskz_mov_epi32(t42, _mm512_set1_epi32(1));
        if (((vcc_v16_int)t47)[0]) {
            t2 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t45, k)));
        } else {
            t2 = (__m512)(vcc_v16_float){0};
        }
        if (((vcc_v16_int)t47)[1]) {
            t3 = (__m512)vcc_insert((vcc_v16_float)t2, 1, (_mm256_zeroupper(), scale(t45 + 1, k)));
        } else {
            t3 = t2;
        }
        if (((vcc_v16_int)t47)[2]) {
            t4 = (__m512)vcc_insert((vcc_v16_float)t3, 2, (_mm256_zeroupper(), scale(t45 + 2, k)));
        } else {
            t4 = t3;
        }
        if (((vcc_v16_int)t47)[3]) {
            t5 = (__m512)vcc_insert((vcc_v16_float)t4, 3, (_mm256_zeroupper(), scale(t45 + 3, k)));
        } else {
            t5 = t4;
        }
        if (((vcc_v16_int)t47)[4]) {
            t6 = (__m512)vcc_insert((vcc_v16_float)t5, 4, (_mm256_zeroupper(), scale(t45 + 4, k)));
        } else {
            t6 = t5;
        }
        if (((vcc_v16_int)t47)[5]) {
            t7 = (__m512)vcc_insert((vcc_v16_float)t6, 5, (_mm256_zeroupper(), scale(t45 + 5, k)));
        } else {
            t7 = t6;
        }
        if (((vcc_v16_int)t47)[6]) {
            t8 = (__m512)vcc_insert((vcc_v16_float)t7, 6, (_mm256_zeroupper(), scale(t45 + 6, k)));
        } else {
            t8 = t7;
        }
        if (((vcc_v16_int)t47)[7]) {
            t9 = (__m512)vcc_insert((vcc_v16_float)t8, 7, (_mm256_zeroupper(), scale(t45 + 7, k)));
        } else {
            t9 = t8;
        }
        if (((vcc_v16_int)t47)[8]) {
            t10 = (__m512)vcc_insert((vcc_v16_float)t9, 8, (_mm256_zeroupper(), scale(t45 + 8, k)));
        } else {
            t10 = t9;
        }
        if (((vcc_v16_int)t47)[9]) {
            t11 = (__m512)vcc_insert((vcc_v16_float)t10, 9, (_mm256_zeroupper(), scale(t45 + 9, k)));
        } else {
            t11 = t10;
        }
        if (((vcc_v16_int)t47)[10]) {
            t12 = (__m512)vcc_insert((vcc_v16_float)t11, 10, (_mm256_zeroupper(), scale(t45 + 10, k)));
        } else {
            t12 = t11;
        }
        if (((vcc_v16_int)t47)[11]) {
            t13 = (__m512)vcc_insert((vcc_v16_float)t12, 11, (_mm256_zeroupper(), scale(t45 + 11, k)));
        } else {
            t13 = t12;
        }
        if (((vcc_v16_int)t47)[12]) {
            t14 = (__m512)vcc_insert((vcc_v16_float)t13, 12, (_mm256_zeroupper(), scale(t45 + 12, k)));
        } else {
            t14 = t13;
        }
        if (((vcc_v16_int)t47)[13]) {
            t15 = (__m512)vcc_insert((vcc_v16_float)t14, 13, (_mm256_zeroupper(), scale(t45 + 13, k)));
        } else {
            t15 = t14;
        }
        if (((vcc_v16_int)t47)[14]) {
            t16 = (__m512)vcc_insert((vcc_v16_float)t15, 14, (_mm256_zeroupper(), scale(t45 + 14, k)));
        } else {
            t16 = t15;
        }
        if (((vcc_v16_int)t47)[15]) {
            t17 = (__m512)vcc_insert((vcc_v16_float)t16, 15, (_mm256_zeroupper(), scale(t45 + 15, k)));
        } else {
            t17 = t16;
        }
        __m512 t48 = _mm512_set1_ps(0.5f);
        __m512 t49 = _mm512_mul_ps(t17, t48);
        float t50 = -k;
        __m512i t51 = _mm512_maskz_mov_epi32(t42, _mm512_set1_epi32(1));
        if (((vcc_v16_int)t51)[0]) {
            t18 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t45, t50)));
        } else {
            t18 = (__m512)(vcc_v16_float){0};
        }
        if (((vcc_v16_int)t51)[1]) {
            t19 = (__m512)vcc_insert((vcc_v16_float)t18, 1, (_mm256_zeroupper(), scale(t45 + 1, t50)));
        } else {
            t19 = t18;
        }
        if (((vcc_v16_int)t51)[2]) {
            t20 = (__m512)vcc_insert((vcc_v16_float)t19, 2, (_mm256_zeroupper(), scale(t45 + 2, t50)));
        } else {
            t20 = t19;
        }
        if (((vcc_v16_int)t51)[3]) {
            t21 = (__m512)vcc_insert((vcc_v16_float)t20, 3, (_mm256_zeroupper(), scale(t45 + 3, t50)));
        } else {
            t21 = t20;
        }
        if (((vcc_v16_int)t51)[4]) {
            t22 = (__m512)vcc_insert((vcc_v16_float)t21, 4, (_mm256_zeroupper(), scale(t45 + 4, t50)));
        } else {
            t22 = t21;
        }
        if (((vcc_v16_int)t51)[5]) {
            t23 = (__m512)vcc_insert((vcc_v16_float)t22, 5, (_mm256_zeroupper(), scale(t45 + 5, t50)));
        } else {
            t23 = t22;
        }
        if (((vcc_v16_int)t51)[6]) {
            t24 = (__m512)vcc_insert((vcc_v16_float)t23, 6, (_mm256_zeroupper(), scale(t45 + 6, t50)));
        } else {
            t24 = t23;
        }
        if (((vcc_v16_int)t51)[7]) {
            t25 = (__m512)vcc_insert((vcc_v16_float)t24, 7, (_mm256_zeroupper(), scale(t45 + 7, t50)));
        } else {
            t25 = t24;
        }
        if (((vcc_v16_int)t51)[8]) {
            t26 = (__m512)vcc_insert((vcc_v16_float)t25, 8, (_mm256_zeroupper(), scale(t45 + 8, t50)));
        } else {
            t26 = t25;
        }
        if (((vcc_v16_int)t51)[9]) {
            t27 = (__m512)vcc_insert((vcc_v16_float)t26, 9, (_mm256_zeroupper(), scale(t45 + 9, t50)));
        } else {
            t27 = t26;
        }
        if (((vcc_v16_int)t51)[10]) {
            t28 = (__m512)vcc_insert((vcc_v16_float)t27, 10, (_mm256_zeroupper(), scale(t45 + 10, t50)));
        } else {
            t28 = t27;
        }
        if (((vcc_v16_int)t51)[11]) {
            t29 = (__m512)vcc_insert((vcc_v16_float)t28, 11, (_mm256_zeroupper(), scale(t45 + 11, t50)));
        } else {
            t29 = t28;
        }
        if (((vcc_v16_int)t51)[12]) {
            t30 = (__m512)vcc_insert((vcc_v16_float)t29, 12, (_mm256_zeroupper(), scale(t45 + 12, t50)));
        } else {
            t30 = t29;
        }
        if (((vcc_v16_int)t51)[13]) {
            t31 = (__m512)vcc_insert((vcc_v16_float)t30, 13, (_mm256_zeroupper(), scale(t45 + 13, t50)));
        } else {
            t31 = t30;
        }
        if (((vcc_v16_int)t51)[14]) {
            t32 = (__m512)vcc_insert((vcc_v16_float)t31, 14, (_mm256_zeroupper(), scale(t45 + 14, t50)));
        } else {
            t32 = t31;
        }
        if (((vcc_v16_int)t51)[15]) {
            t33 = (__m512)vcc_insert((vcc_v16_float)t32, 15, (_mm256_zeroupper(), scale(t45 + 15, t50)));
        } else {
            t33 = t32;
        }
        __m512 t52 = _mm512_add_ps(t49, t33);
        __m512 t53 = _mm512_mask_blend_ps(t42, (__m512)(vcc_v16_float){0}, t52);
        _mm512_mask_storeu_ps(t44, t42, t53);
        i = (int)((long)t39 + t40);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        out[t46] = (_mm256_zeroupper(), twice(a + t46, k));
    }
}

/* Reads a[i + 1]: one iteration fewer. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shifted_all(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
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
    int t23;
    int i;
    long t18 = (long)n + -1L;
    if ((t18 >= 16L) & (((unsigned long)a & 31UL) == 0UL)) {
        long t19 = t18 & -16L;
        long t1 = 0L;
        for (;;) {
            long t20 = (long)(int)t1;
            float *t21 = out + t20;
            const float *t22 = a + t20;
            const float *t31 = t22 + 1;
            __m512 t32 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t31, k)));
            __m512 t33 = (__m512)vcc_insert((vcc_v16_float)t32, 1, (_mm256_zeroupper(), scale(t31 + 1, k)));
            __m512 t34 = (__m512)vcc_insert((vcc_v16_float)t33, 2, (_mm256_zeroupper(), scale(t31 + 2, k)));
            __m512 t35 = (__m512)vcc_insert((vcc_v16_float)t34, 3, (_mm256_zeroupper(), scale(t31 + 3, k)));
            __m512 t36 = (__m512)vcc_insert((vcc_v16_float)t35, 4, (_mm256_zeroupper(), scale(t31 + 4, k)));
            __m512 t37 = (__m512)vcc_insert((vcc_v16_float)t36, 5, (_mm256_zeroupper(), scale(t31 + 5, k)));
            __m512 t38 = (__m512)vcc_insert((vcc_v16_float)t37, 6, (_mm256_zeroupper(), scale(t31 + 6, k)));
            __m512 t39 = (__m512)vcc_insert((vcc_v16_float)t38, 7, (_mm256_zeroupper(), scale(t31 + 7, k)));
            __m512 t40 = (__m512)vcc_insert((vcc_v16_float)t39, 8, (_mm256_zeroupper(), scale(t31 + 8, k)));
            __m512 t41 = (__m512)vcc_insert((vcc_v16_float)t40, 9, (_mm256_zeroupper(), scale(t31 + 9, k)));
            __m512 t42 = (__m512)vcc_insert((vcc_v16_float)t41, 10, (_mm256_zeroupper(), scale(t31 + 10, k)));
            __m512 t43 = (__m512)vcc_insert((vcc_v16_float)t42, 11, (_mm256_zeroupper(), scale(t31 + 11, k)));
            __m512 t44 = (__m512)vcc_insert((vcc_v16_float)t43, 12, (_mm256_zeroupper(), scale(t31 + 12, k)));
            __m512 t45 = (__m512)vcc_insert((vcc_v16_float)t44, 13, (_mm256_zeroupper(), scale(t31 + 13, k)));
            __m512 t46 = (__m512)vcc_insert((vcc_v16_float)t45, 14, (_mm256_zeroupper(), scale(t31 + 14, k)));
            __m512 t47 = (__m512)vcc_insert((vcc_v16_float)t46, 15, (_mm256_zeroupper(), scale(t31 + 15, k)));
            __m512 t48 = _mm512_loadu_ps(t22 + 0);
            __m512 t49 = _mm512_sub_ps(t47, t48);
            _mm512_storeu_ps(t21, t49);
            t1 += 16L;
            if (t1 >= t19) {
                t23 = (int)t19;
                break;
            }
        }
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L + -1L;
    if ((t24 >= 1L) & (t24 <= 16L) & ((((unsigned long)a + (unsigned long)((long)t23 * 4L)) & 31UL) == 0UL)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        float *t28 = out + t27;
        const float *t29 = a + t27;
        const float *t50 = t29 + 1;
        __m512i t51 = _mm512_maskz_mov_epi32(t26, _mm512_set1_epi32(1));
        if (((vcc_v16_int)t51)[0]) {
            t2 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t50, k)));
        } else {
            t2 = (__m512)(vcc_v16_float){0};
        }
        if (((vcc_v16_int)t51)[1]) {
            t3 = (__m512)vcc_insert((vcc_v16_float)t2, 1, (_mm256_zeroupper(), scale(t50 + 1, k)));
        } else {
            t3 = t2;
        }
        if (((vcc_v16_int)t51)[2]) {
            t4 = (__m512)vcc_insert((vcc_v16_float)t3, 2, (_mm256_zeroupper(), scale(t50 + 2, k)));
        } else {
            t4 = t3;
        }
        if (((vcc_v16_int)t51)[3]) {
            t5 = (__m512)vcc_insert((vcc_v16_float)t4, 3, (_mm256_zeroupper(), scale(t50 + 3, k)));
        } else {
            t5 = t4;
        }
        if (((vcc_v16_int)t51)[4]) {
            t6 = (__m512)vcc_insert((vcc_v16_float)t5, 4, (_mm256_zeroupper(), scale(t50 + 4, k)));
        } else {
            t6 = t5;
        }
        if (((vcc_v16_int)t51)[5]) {
            t7 = (__m512)vcc_insert((vcc_v16_float)t6, 5, (_mm256_zeroupper(), scale(t50 + 5, k)));
        } else {
            t7 = t6;
        }
        if (((vcc_v16_int)t51)[6]) {
            t8 = (__m512)vcc_insert((vcc_v16_float)t7, 6, (_mm256_zeroupper(), scale(t50 + 6, k)));
        } else {
            t8 = t7;
        }
        if (((vcc_v16_int)t51)[7]) {
            t9 = (__m512)vcc_insert((vcc_v16_float)t8, 7, (_mm256_zeroupper(), scale(t50 + 7, k)));
        } else {
            t9 = t8;
        }
        if (((vcc_v16_int)t51)[8]) {
            t10 = (__m512)vcc_insert((vcc_v16_float)t9, 8, (_mm256_zeroupper(), scale(t50 + 8, k)));
        } else {
            t10 = t9;
        }
        if (((vcc_v16_int)t51)[9]) {
            t11 = (__m512)vcc_insert((vcc_v16_float)t10, 9, (_mm256_zeroupper(), scale(t50 + 9, k)));
        } else {
            t11 = t10;
        }
        if (((vcc_v16_int)t51)[10]) {
            t12 = (__m512)vcc_insert((vcc_v16_float)t11, 10, (_mm256_zeroupper(), scale(t50 + 10, k)));
        } else {
            t12 = t11;
        }
        if (((vcc_v16_int)t51)[11]) {
            t13 = (__m512)vcc_insert((vcc_v16_float)t12, 11, (_mm256_zeroupper(), scale(t50 + 11, k)));
        } else {
            t13 = t12;
        }
        if (((vcc_v16_int)t51)[12]) {
            t14 = (__m512)vcc_insert((vcc_v16_float)t13, 12, (_mm256_zeroupper(), scale(t50 + 12, k)));
        } else {
            t14 = t13;
        }
        if (((vcc_v16_int)t51)[13]) {
            t15 = (__m512)vcc_insert((vcc_v16_float)t14, 13, (_mm256_zeroupper(), scale(t50 + 13, k)));
        } else {
            t15 = t14;
        }
        if (((vcc_v16_int)t51)[14]) {
            t16 = (__m512)vcc_insert((vcc_v16_float)t15, 14, (_mm256_zeroupper(), scale(t50 + 14, k)));
        } else {
            t16 = t15;
        }
        if (((vcc_v16_int)t51)[15]) {
            t17 = (__m512)vcc_insert((vcc_v16_float)t16, 15, (_mm256_zeroupper(), scale(t50 + 15, k)));
        } else {
            t17 = t16;
        }
        __m512 t52 = _mm512_maskz_loadu_ps(t26, (const float *)(unsigned long)t29);
        __m512 t53 = _mm512_sub_ps(t17, t52);
        __m512 t54 = _mm512_mask_blend_ps(t26, (__m512)(vcc_v16_float){0}, t53);
        _mm512_mask_storeu_ps(t28, t26, t54);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < (n - 1); i++) {
        long t30 = (long)i;
        out[t30] = (_mm256_zeroupper(), shifted(a + t30, k));
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
    int t83;
    int t99;
    int i_1;
    int t116;
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
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
    __m256i t9 = t8;
    __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(7));
    __m256i t11 = _mm256_min_epu32(t9, t10);
    __m256i t1 = t11;
    long t2 = 0L;
    do {
        __m256 t12 = _mm256_cvtepi32_ps(t1);
        __m256 t13 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t12);
        __m256 t14 = _mm256_sub_ps(t13, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)t2, t14);
        __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
        __m256i t16 = t15;
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(7));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t19 = t18;
        __m256 t20 = _mm256_cvtepi32_ps(t19);
        __m256 t21 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t20);
        __m256 t22 = _mm256_sub_ps(t21, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(t2 + 8L), t22);
        __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(7));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        __m256i t27 = t26;
        __m256 t28 = _mm256_cvtepi32_ps(t27);
        __m256 t29 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t28);
        __m256 t30 = _mm256_sub_ps(t29, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(t2 + 16L), t30);
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(7));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        __m256i t35 = t34;
        __m256 t36 = _mm256_cvtepi32_ps(t35);
        __m256 t37 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t36);
        __m256 t38 = _mm256_sub_ps(t37, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(c + (int)(t2 + 24L), t38);
        t2 += 32L;
        __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t40 = t39;
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(7));
        __m256i t42 = _mm256_min_epu32(t40, t41);
        t1 = t42;
    } while (t2 < 64L);
    for (int i = 64; i < 64; i++) {
        c[i] = 0.25f * (float)(i % 7) - 0.5f;
    }
    for (unsigned int s = 0U; (unsigned long)s < 9UL; s++) {
        int n = sizes[s];
        int t43 = n + 1;
        unsigned long bytes = ((unsigned long)t43 * 4UL + 31UL) / 32UL * 32UL;
        float *a = (float *)aligned_alloc(32UL, bytes);
        float *out = (float *)aligned_alloc(32UL, bytes);
        for (int off = 0; off <= 1; off++) {
            long t44 = (long)n + 1L;
            if ((t44 >= 32L) & 1) {
                long t45 = t44 & -32L;
                __m256i t46 = _mm256_set1_epi32(0);
                __m256i t47 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t48 = t47;
                __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(13));
                __m256i t50 = _mm256_min_epu32(t48, t49);
                __m256i t3 = t50;
                long t4 = 0L;
                for (;;) {
                    __m256 t51 = _mm256_cvtepi32_ps(t3);
                    __m256 t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.5f));
                    __m256 t53 = _mm256_sub_ps(t52, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)t4, t53);
                    __m256i t54 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                    __m256i t55 = t54;
                    __m256i t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32(13));
                    __m256i t57 = _mm256_min_epu32(t55, t56);
                    __m256i t58 = t57;
                    __m256 t59 = _mm256_cvtepi32_ps(t58);
                    __m256 t60 = _mm256_mul_ps(t59, _mm256_set1_ps(0.5f));
                    __m256 t61 = _mm256_sub_ps(t60, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(t4 + 8L), t61);
                    __m256i t62 = _mm256_add_epi32(t3, _mm256_set1_epi32(3));
                    __m256i t63 = t62;
                    __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(13));
                    __m256i t65 = _mm256_min_epu32(t63, t64);
                    __m256i t66 = t65;
                    __m256 t67 = _mm256_cvtepi32_ps(t66);
                    __m256 t68 = _mm256_mul_ps(t67, _mm256_set1_ps(0.5f));
                    __m256 t69 = _mm256_sub_ps(t68, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(t4 + 16L), t69);
                    __m256i t70 = _mm256_add_epi32(t3, _mm256_set1_epi32(11));
                    __m256i t71 = t70;
                    __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(13));
                    __m256i t73 = _mm256_min_epu32(t71, t72);
                    __m256i t74 = t73;
                    __m256 t75 = _mm256_cvtepi32_ps(t74);
                    __m256 t76 = _mm256_mul_ps(t75, _mm256_set1_ps(0.5f));
                    __m256 t77 = _mm256_sub_ps(t76, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)(t4 + 24L), t77);
                    t4 += 32L;
                    __m256i t78 = _mm256_add_epi32(t3, _mm256_set1_epi32(6));
                    __m256i t79 = t78;
                    __m256i t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32(13));
                    __m256i t81 = _mm256_min_epu32(t79, t80);
                    __m256i t82 = t81;
                    if (t4 >= t45) {
                        break;
                    }
                    t3 = t82;
                }
                t83 = (int)t45;
            } else {
                t83 = 0;
            }
            long t84 = (long)n + (long)t83 * -1L + 1L;
            if ((t84 >= 8L) & (t83 >= 0)) {
                long t85 = t84 & -8L;
                __m256i t86 = _mm256_set1_epi32((int)(t83 % 13));
                __m256i t87 = _mm256_add_epi32(t86, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t88 = t87;
                __m256i t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32(13));
                __m256i t90 = _mm256_min_epu32(t88, t89);
                __m256i t5 = t90;
                long t6 = 0L;
                for (;;) {
                    __m256 t91 = _mm256_cvtepi32_ps(t5);
                    __m256 t92 = _mm256_mul_ps(t91, _mm256_set1_ps(0.5f));
                    __m256 t93 = _mm256_sub_ps(t92, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)t83 + t6), t93);
                    t6 += 8L;
                    __m256i t94 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                    __m256i t95 = t94;
                    __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(13));
                    __m256i t97 = _mm256_min_epu32(t95, t96);
                    __m256i t98 = t97;
                    if (t6 >= t85) {
                        break;
                    }
                    t5 = t98;
                }
                t99 = (int)((long)t83 + t85);
            } else {
                t99 = t83;
            }
            long t100 = (long)n + (long)t99 * -1L + 1L;
            if ((t100 >= 1L) & (t100 <= 8L) & (t99 >= 0)) {
                __m256i t101 = _mm256_set1_epi32((int)(int)t100);
                __m256i t102 = _mm256_cmpgt_epi32(t101, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t103 = _mm256_set1_epi32((int)(t99 % 13));
                __m256i t104 = _mm256_add_epi32(t103, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t105 = t104;
                __m256i t106 = _mm256_sub_epi32(t105, _mm256_set1_epi32(13));
                __m256i t107 = _mm256_min_epu32(t105, t106);
                __m256i t108 = t107;
                __m256 t109 = _mm256_cvtepi32_ps(t108);
                __m256 t110 = _mm256_mul_ps(t109, _mm256_set1_ps(0.5f));
                __m256 t111 = _mm256_sub_ps(t110, _mm256_set1_ps(3.0f));
                _mm256_mask_storeu_ps(a + (int)(long)t99, _mm256_movepi32_mask(t102), t111);
                i_1 = (int)((long)t99 + t100);
            } else {
                i_1 = t99;
            }
            for (; i_1 <= n; i_1++) {
                a[i_1] = (float)(i_1 % 13) * 0.5f - 3.0f;
            }
            long t112 = (long)off;
            float *t113 = a + t112;
            const float *t114 = t113;
            scale_all(out, t114, 1.5f, n);
            const float *t115 = out;
            printf("n=%d off=%d scale %lu", n, off, (_mm256_zeroupper(), digest(t115, n)));
            scale_addr(out, t114, -2.0f, n);
            printf(" addr %lu", (_mm256_zeroupper(), digest(t115, n)));
            bump_all(t113, 0.75f, n);
            printf(" bump %lu", (_mm256_zeroupper(), digest(a, t43)));
            poly_all(out, c + t112, t114, n);
            printf(" poly %lu", (_mm256_zeroupper(), digest(t115, n)));
            twice_all(out, t114, 1.25f, n);
            printf(" twice %lu", (_mm256_zeroupper(), digest(t115, n)));
            shifted_all(out, t114, 3.0f, n);
            if (n > 0) {
                t116 = n - 1;
            } else {
                t116 = 0;
            }
            printf(" shifted %lu\n", (_mm256_zeroupper(), digest(t115, t116)));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
