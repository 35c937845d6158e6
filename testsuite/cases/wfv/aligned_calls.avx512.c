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
    __m512 t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    t1 = _mm512_loadu_ps(p + 0);
    t2 = _mm512_set1_ps(k);
    t3 = _mm512_mul_ps(t1, t2);
    t4 = _mm512_set1_ps(1.0f);
    t5 = _mm512_add_ps(t3, t4);
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_scale(const float *p, float k) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    t1 = _mm256_load_ps(p + 0);
    t2 = _mm256_set1_ps(k);
    t3 = _mm256_mul_ps(t1, t2);
    t4 = _mm256_set1_ps(1.0f);
    t5 = _mm256_add_ps(t3, t4);
    return t5;
}

/* A variant without a result, called for its store through the aligned pointer. */
/* #pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch */
void bump(float *p, float k) {
    p[0] = p[0] * k - 2.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVeN16l4a32u_bump(float *p, float k) {
    vcc_no_contract_body
    float *t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    t1 = p + 0;
    t2 = _mm512_loadu_ps(t1);
    t3 = _mm512_set1_ps(k);
    t4 = _mm512_mul_ps(t2, t3);
    t5 = _mm512_set1_ps(2.0f);
    t6 = _mm512_sub_ps(t4, t5);
    _mm512_storeu_ps(t1, t6);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void _ZGVdN8l4a32u_bump(float *p, float k) {
    vcc_no_contract_body
    float *t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    t1 = p + 0;
    t2 = _mm256_load_ps(t1);
    t3 = _mm256_set1_ps(k);
    t4 = _mm256_mul_ps(t2, t3);
    t5 = _mm256_set1_ps(2.0f);
    t6 = _mm256_sub_ps(t4, t5);
    _mm256_store_ps(t1, t6);
}

/* A uniform aligned table, read at fixed offsets. */
/* #pragma omp declare simd uniform(c) aligned(c:32) notinbranch */
float poly(const float *c, float x) {
    return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16ua32v_poly(const float *c, __m512 x) {
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
    t1 = _mm512_set1_ps(c[3]);
    t2 = _mm512_mul_ps(t1, x);
    t3 = _mm512_set1_ps(c[2]);
    t4 = _mm512_add_ps(t2, t3);
    t5 = _mm512_mul_ps(t4, x);
    t6 = _mm512_set1_ps(c[1]);
    t7 = _mm512_add_ps(t5, t6);
    t8 = _mm512_mul_ps(t7, x);
    t9 = _mm512_set1_ps(c[0]);
    t10 = _mm512_add_ps(t8, t9);
    return t10;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8ua32v_poly(const float *c, __m256 x) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    t1 = _mm256_set1_ps(c[3]);
    t2 = _mm256_mul_ps(t1, x);
    t3 = _mm256_set1_ps(c[2]);
    t4 = _mm256_add_ps(t2, t3);
    t5 = _mm256_mul_ps(t4, x);
    t6 = _mm256_set1_ps(c[1]);
    t7 = _mm256_add_ps(t5, t6);
    t8 = _mm256_mul_ps(t7, x);
    t9 = _mm256_set1_ps(c[0]);
    t10 = _mm256_add_ps(t8, t9);
    return t10;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float twice(const float *q, float k) {
    return scale(q, k) * 0.5f + scale(q, -k);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a32u_twice(const float *q, float k) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    t1 = _ZGVeN16l4a32u_scale(q, k);
    t2 = _mm512_set1_ps(0.5f);
    t3 = _mm512_mul_ps(t1, t2);
    t4 = _ZGVeN16l4a32u_scale(q, -k);
    t5 = _mm512_add_ps(t3, t4);
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_twice(const float *q, float k) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    t1 = _ZGVdN8l4a32u_scale(q, k);
    t2 = _mm256_set1_ps(0.5f);
    t3 = _mm256_mul_ps(t1, t2);
    t4 = _ZGVdN8l4a32u_scale(q, -k);
    t5 = _mm256_add_ps(t3, t4);
    return t5;
}

/* #pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch */
float shifted(const float *q, float k) {
    return scale(q + 1, k) - q[0];
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16l4a32u_shifted(const float *q, float k) {
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
    const float *t17;
    __m512 t18;
    __m512 t19;
    t17 = q + 1;
    t1 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t17, k)));
    t2 = (__m512)vcc_insert((vcc_v16_float)t1, 1, (_mm256_zeroupper(), scale(t17 + 1, k)));
    t3 = (__m512)vcc_insert((vcc_v16_float)t2, 2, (_mm256_zeroupper(), scale(t17 + 2, k)));
    t4 = (__m512)vcc_insert((vcc_v16_float)t3, 3, (_mm256_zeroupper(), scale(t17 + 3, k)));
    t5 = (__m512)vcc_insert((vcc_v16_float)t4, 4, (_mm256_zeroupper(), scale(t17 + 4, k)));
    t6 = (__m512)vcc_insert((vcc_v16_float)t5, 5, (_mm256_zeroupper(), scale(t17 + 5, k)));
    t7 = (__m512)vcc_insert((vcc_v16_float)t6, 6, (_mm256_zeroupper(), scale(t17 + 6, k)));
    t8 = (__m512)vcc_insert((vcc_v16_float)t7, 7, (_mm256_zeroupper(), scale(t17 + 7, k)));
    t9 = (__m512)vcc_insert((vcc_v16_float)t8, 8, (_mm256_zeroupper(), scale(t17 + 8, k)));
    t10 = (__m512)vcc_insert((vcc_v16_float)t9, 9, (_mm256_zeroupper(), scale(t17 + 9, k)));
    t11 = (__m512)vcc_insert((vcc_v16_float)t10, 10, (_mm256_zeroupper(), scale(t17 + 10, k)));
    t12 = (__m512)vcc_insert((vcc_v16_float)t11, 11, (_mm256_zeroupper(), scale(t17 + 11, k)));
    t13 = (__m512)vcc_insert((vcc_v16_float)t12, 12, (_mm256_zeroupper(), scale(t17 + 12, k)));
    t14 = (__m512)vcc_insert((vcc_v16_float)t13, 13, (_mm256_zeroupper(), scale(t17 + 13, k)));
    t15 = (__m512)vcc_insert((vcc_v16_float)t14, 14, (_mm256_zeroupper(), scale(t17 + 14, k)));
    t16 = (__m512)vcc_insert((vcc_v16_float)t15, 15, (_mm256_zeroupper(), scale(t17 + 15, k)));
    t18 = _mm512_loadu_ps(q + 0);
    t19 = _mm512_sub_ps(t16, t18);
    return t19;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8l4a32u_shifted(const float *q, float k) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    const float *t9;
    __m256 t10;
    __m256 t11;
    t9 = q + 1;
    t1 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scale(t9, k)));
    t2 = (__m256)vcc_insert((vcc_v8_float)t1, 1, (_mm256_zeroupper(), scale(t9 + 1, k)));
    t3 = (__m256)vcc_insert((vcc_v8_float)t2, 2, (_mm256_zeroupper(), scale(t9 + 2, k)));
    t4 = (__m256)vcc_insert((vcc_v8_float)t3, 3, (_mm256_zeroupper(), scale(t9 + 3, k)));
    t5 = (__m256)vcc_insert((vcc_v8_float)t4, 4, (_mm256_zeroupper(), scale(t9 + 4, k)));
    t6 = (__m256)vcc_insert((vcc_v8_float)t5, 5, (_mm256_zeroupper(), scale(t9 + 5, k)));
    t7 = (__m256)vcc_insert((vcc_v8_float)t6, 6, (_mm256_zeroupper(), scale(t9 + 6, k)));
    t8 = (__m256)vcc_insert((vcc_v8_float)t7, 7, (_mm256_zeroupper(), scale(t9 + 7, k)));
    t10 = _mm256_load_ps(q + 0);
    t11 = _mm256_sub_ps(t8, t10);
    return t11;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_all(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    float *t5;
    const float *t6;
    int t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    long t11;
    float *t12;
    const float *t13;
    int i;
    long t14;
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
    t2 = (long)n;
    if ((t2 >= 16L) & ((((unsigned long)a + 0UL) & 31UL) == 0UL)) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (long)(int)(0L + t1);
            t5 = out + t4;
            t6 = a + t4;
            t15 = _mm512_loadu_ps(t6 + 0);
            t16 = _mm512_set1_ps(k);
            t17 = _mm512_mul_ps(t15, t16);
            t18 = _mm512_set1_ps(1.0f);
            t19 = _mm512_add_ps(t17, t18);
            _mm512_storeu_ps(t5, t19);
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
    if ((t8 >= 1L) & (t8 <= 16L) & ((((unsigned long)a + (unsigned long)(0L + (long)t7 * 4L)) & 31UL) == 0UL)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = (long)(int)((long)t7 + 0L);
        t12 = out + t11;
        t13 = a + t11;
        t20 = _mm512_maskz_loadu_ps(t10, (const float *)((unsigned long)t13 + 0UL));
        t21 = _mm512_set1_ps(k);
        t22 = _mm512_mul_ps(t20, t21);
        t23 = _mm512_set1_ps(1.0f);
        t24 = _mm512_add_ps(t22, t23);
        t25 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t24);
        _mm512_mask_storeu_ps(t12, t10, t25);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        t14 = (long)i;
        out[t14] = (_mm256_zeroupper(), scale(a + t14, k));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_addr(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    float *t5;
    const float *t6;
    int t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    long t11;
    float *t12;
    const float *t13;
    int i;
    long t14;
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
    t2 = (long)n;
    if ((t2 >= 16L) & ((((unsigned long)a + 0UL) & 31UL) == 0UL)) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (long)(int)(0L + t1);
            t5 = out + t4;
            t6 = a + t4;
            t16 = _mm512_loadu_ps(t6 + 0);
            t17 = _mm512_set1_ps(k);
            t18 = _mm512_mul_ps(t16, t17);
            t19 = _mm512_set1_ps(1.0f);
            t20 = _mm512_add_ps(t18, t19);
            t15 = _mm512_sub_ps(t20, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t5, t15);
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
    if ((t8 >= 1L) & (t8 <= 16L) & ((((unsigned long)a + (unsigned long)(0L + (long)t7 * 4L)) & 31UL) == 0UL)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = (long)(int)((long)t7 + 0L);
        t12 = out + t11;
        t13 = a + t11;
        t22 = _mm512_maskz_loadu_ps(t10, (const float *)((unsigned long)t13 + 0UL));
        t23 = _mm512_set1_ps(k);
        t24 = _mm512_mul_ps(t22, t23);
        t25 = _mm512_set1_ps(1.0f);
        t26 = _mm512_add_ps(t24, t25);
        t27 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t26);
        t21 = _mm512_sub_ps(t27, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(t12, t10, t21);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        t14 = (long)i;
        out[t14] = (_mm256_zeroupper(), scale(a + t14, k)) - 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bump_all(float *a, float k, int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    float *t4;
    int t5;
    long t6;
    __m512i t7;
    __mmask16 t8;
    float *t9;
    int i;
    float *t10;
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
    t2 = (long)n;
    if ((t2 >= 16L) & ((((unsigned long)a + 0UL) & 31UL) == 0UL)) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = a + (int)(0L + t1);
            t10 = t4 + 0;
            t11 = _mm512_loadu_ps(t10);
            t12 = _mm512_set1_ps(k);
            t13 = _mm512_mul_ps(t11, t12);
            t14 = _mm512_set1_ps(2.0f);
            t15 = _mm512_sub_ps(t13, t14);
            _mm512_storeu_ps(t10, t15);
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
    if ((t6 >= 1L) & (t6 <= 16L) & ((((unsigned long)a + (unsigned long)(0L + (long)t5 * 4L)) & 31UL) == 0UL)) {
        t7 = _mm512_set1_epi32((int)(int)t6);
        t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        t9 = a + (int)((long)t5 + 0L);
        t16 = _mm512_maskz_loadu_ps(t8, (float *)((unsigned long)t9 + 0UL));
        t17 = _mm512_set1_ps(k);
        t18 = _mm512_mul_ps(t16, t17);
        t19 = _mm512_set1_ps(2.0f);
        t20 = _mm512_sub_ps(t18, t19);
        _mm512_mask_storeu_ps((float *)((unsigned long)t9 + 0UL), t8, t20);
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
    long t1;
    long t2;
    unsigned long t3;
    unsigned long t4;
    long t5;
    long t6;
    float *t7;
    __m512 t8;
    int t9;
    long t10;
    unsigned long t11;
    unsigned long t12;
    __m512i t13;
    __mmask16 t14;
    long t15;
    float *t16;
    __m512 t17;
    int i;
    long t18;
    float t19;
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
    __m512 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    t2 = (long)n;
    t3 = (unsigned long)out;
    t4 = (unsigned long)x;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= (t4 + 0UL)) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= (t3 + 0UL))) & ((((unsigned long)c + 0UL) & 31UL) == 0UL)) {
        t5 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t6 = (long)(int)(0L + t1);
            t7 = out + t6;
            t8 = _mm512_loadu_ps(x + t6);
            t20 = _mm512_set1_ps(c[3]);
            t21 = _mm512_mul_ps(t20, t8);
            t22 = _mm512_set1_ps(c[2]);
            t23 = _mm512_add_ps(t21, t22);
            t24 = _mm512_mul_ps(t23, t8);
            t25 = _mm512_set1_ps(c[1]);
            t26 = _mm512_add_ps(t24, t25);
            t27 = _mm512_mul_ps(t26, t8);
            t28 = _mm512_set1_ps(c[0]);
            t29 = _mm512_add_ps(t27, t28);
            _mm512_storeu_ps(t7, t29);
            t1 += 16L;
            if (t1 >= t5) {
                t9 = (int)(0L + t5);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    t11 = (unsigned long)out;
    t12 = (unsigned long)x;
    if ((t10 >= 1L) & (t10 <= 16L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L)))) & ((((unsigned long)c + 0UL) & 31UL) == 0UL)) {
        t13 = _mm512_set1_epi32((int)(int)t10);
        t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        t15 = (long)(int)((long)t9 + 0L);
        t16 = out + t15;
        t17 = _mm512_maskz_loadu_ps(t14, x + t15);
        t30 = _mm512_set1_ps(c[3]);
        t31 = _mm512_mul_ps(t30, t17);
        t32 = _mm512_set1_ps(c[2]);
        t33 = _mm512_add_ps(t31, t32);
        t34 = _mm512_mul_ps(t33, t17);
        t35 = _mm512_set1_ps(c[1]);
        t36 = _mm512_add_ps(t34, t35);
        t37 = _mm512_mul_ps(t36, t17);
        t38 = _mm512_set1_ps(c[0]);
        t39 = _mm512_add_ps(t37, t38);
        t40 = _mm512_mask_blend_ps(t14, (__m512)(vcc_v16_float){0}, t39);
        _mm512_mask_storeu_ps(t16, t14, t40);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        t18 = (long)i;
        t19 = x[t18];
        out[t18] = (_mm256_zeroupper(), poly(c, t19));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void twice_all(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
    long t1;
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
    long t34;
    long t35;
    long t36;
    float *t37;
    const float *t38;
    int t39;
    long t40;
    __m512i t41;
    __mmask16 t42;
    long t43;
    float *t44;
    const float *t45;
    int i;
    long t46;
    __m512i t47;
    __m512 t48;
    __m512 t49;
    float t50;
    __m512i t51;
    __m512 t52;
    __m512 t53;
    __m512 t54;
    __m512 t55;
    float t56;
    __m512 t57;
    __m512 t58;
    __m512 t59;
    __m512 t60;
    __m512 t61;
    __m512 t62;
    __m512 t63;
    __m512 t64;
    __m512 t65;
    __m512 t66;
    __m512 t67;
    t34 = (long)n;
    if ((t34 >= 16L) & ((((unsigned long)a + 0UL) & 31UL) == 0UL)) {
        t35 = t34 & -16L;
        t1 = 0L;
        for (;;) {
            t36 = (long)(int)(0L + t1);
            t37 = out + t36;
            t38 = a + t36;
            t57 = _mm512_loadu_ps(t38 + 0);
            t58 = _mm512_set1_ps(k);
            t59 = _mm512_mul_ps(t57, t58);
            t60 = _mm512_set1_ps(1.0f);
            t61 = _mm512_add_ps(t59, t60);
            t54 = _mm512_set1_ps(0.5f);
            t55 = _mm512_mul_ps(t61, t54);
            t56 = -k;
            t63 = _mm512_loadu_ps(t38 + 0);
            t64 = _mm512_set1_ps(t56);
            t65 = _mm512_mul_ps(t63, t64);
            t66 = _mm512_set1_ps(1.0f);
            t67 = _mm512_add_ps(t65, t66);
            t62 = _mm512_add_ps(t55, t67);
            _mm512_storeu_ps(t37, t62);
            t1 += 16L;
            if (t1 >= t35) {
                t39 = (int)(0L + t35);
                break;
            }
        }
    } else {
        t39 = 0;
    }
    t40 = (long)n + (long)t39 * -1L;
    if ((t40 >= 1L) & (t40 <= 16L) & ((((unsigned long)a + (unsigned long)(0L + (long)t39 * 4L)) & 31UL) == 0UL)) {
        t41 = _mm512_set1_epi32((int)(int)t40);
        t42 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t41, _MM_CMPINT_LT);
        t43 = (long)(int)((long)t39 + 0L);
        t44 = out + t43;
        t45 = a + t43;
        t47 = _mm512_maskz_mov_epi32(t42, _mm512_set1_epi32(1));
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
        t48 = _mm512_set1_ps(0.5f);
        t49 = _mm512_mul_ps(t17, t48);
        t50 = -k;
        t51 = _mm512_maskz_mov_epi32(t42, _mm512_set1_epi32(1));
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
        t52 = _mm512_add_ps(t49, t33);
        t53 = _mm512_mask_blend_ps(t42, (__m512)(vcc_v16_float){0}, t52);
        _mm512_mask_storeu_ps(t44, t42, t53);
        i = (int)((long)t39 + t40);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        t46 = (long)i;
        out[t46] = (_mm256_zeroupper(), twice(a + t46, k));
    }
}

/* Reads a[i + 1]: one iteration fewer. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shifted_all(float *out, const float *a, float k, int n) {
    vcc_no_contract_body
    long t1;
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
    long t18;
    long t19;
    long t20;
    float *t21;
    const float *t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    float *t28;
    const float *t29;
    int i;
    long t30;
    const float *t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    __m512 t44;
    __m512 t45;
    __m512 t46;
    __m512 t47;
    __m512 t48;
    __m512 t49;
    const float *t50;
    __m512i t51;
    __m512 t52;
    __m512 t53;
    __m512 t54;
    t18 = (long)n + -1L;
    if ((t18 >= 16L) & ((((unsigned long)a + 0UL) & 31UL) == 0UL)) {
        t19 = t18 & -16L;
        t1 = 0L;
        for (;;) {
            t20 = (long)(int)(0L + t1);
            t21 = out + t20;
            t22 = a + t20;
            t31 = t22 + 1;
            t32 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scale(t31, k)));
            t33 = (__m512)vcc_insert((vcc_v16_float)t32, 1, (_mm256_zeroupper(), scale(t31 + 1, k)));
            t34 = (__m512)vcc_insert((vcc_v16_float)t33, 2, (_mm256_zeroupper(), scale(t31 + 2, k)));
            t35 = (__m512)vcc_insert((vcc_v16_float)t34, 3, (_mm256_zeroupper(), scale(t31 + 3, k)));
            t36 = (__m512)vcc_insert((vcc_v16_float)t35, 4, (_mm256_zeroupper(), scale(t31 + 4, k)));
            t37 = (__m512)vcc_insert((vcc_v16_float)t36, 5, (_mm256_zeroupper(), scale(t31 + 5, k)));
            t38 = (__m512)vcc_insert((vcc_v16_float)t37, 6, (_mm256_zeroupper(), scale(t31 + 6, k)));
            t39 = (__m512)vcc_insert((vcc_v16_float)t38, 7, (_mm256_zeroupper(), scale(t31 + 7, k)));
            t40 = (__m512)vcc_insert((vcc_v16_float)t39, 8, (_mm256_zeroupper(), scale(t31 + 8, k)));
            t41 = (__m512)vcc_insert((vcc_v16_float)t40, 9, (_mm256_zeroupper(), scale(t31 + 9, k)));
            t42 = (__m512)vcc_insert((vcc_v16_float)t41, 10, (_mm256_zeroupper(), scale(t31 + 10, k)));
            t43 = (__m512)vcc_insert((vcc_v16_float)t42, 11, (_mm256_zeroupper(), scale(t31 + 11, k)));
            t44 = (__m512)vcc_insert((vcc_v16_float)t43, 12, (_mm256_zeroupper(), scale(t31 + 12, k)));
            t45 = (__m512)vcc_insert((vcc_v16_float)t44, 13, (_mm256_zeroupper(), scale(t31 + 13, k)));
            t46 = (__m512)vcc_insert((vcc_v16_float)t45, 14, (_mm256_zeroupper(), scale(t31 + 14, k)));
            t47 = (__m512)vcc_insert((vcc_v16_float)t46, 15, (_mm256_zeroupper(), scale(t31 + 15, k)));
            t48 = _mm512_loadu_ps(t22 + 0);
            t49 = _mm512_sub_ps(t47, t48);
            _mm512_storeu_ps(t21, t49);
            t1 += 16L;
            if (t1 >= t19) {
                t23 = (int)(0L + t19);
                break;
            }
        }
    } else {
        t23 = 0;
    }
    t24 = (long)n + (long)t23 * -1L + -1L;
    if ((t24 >= 1L) & (t24 <= 16L) & ((((unsigned long)a + (unsigned long)(0L + (long)t23 * 4L)) & 31UL) == 0UL)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = (long)(int)((long)t23 + 0L);
        t28 = out + t27;
        t29 = a + t27;
        t50 = t29 + 1;
        t51 = _mm512_maskz_mov_epi32(t26, _mm512_set1_epi32(1));
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
        t52 = _mm512_maskz_loadu_ps(t26, (const float *)((unsigned long)t29 + 0UL));
        t53 = _mm512_sub_ps(t17, t52);
        t54 = _mm512_mask_blend_ps(t26, (__m512)(vcc_v16_float){0}, t53);
        _mm512_mask_storeu_ps(t28, t26, t54);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < (n - 1); i++) {
        t30 = (long)i;
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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    float *c;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    int i;
    unsigned int s;
    int n;
    int t45;
    unsigned long bytes;
    float *a;
    float *out;
    int off;
    long t46;
    long t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    int t85;
    long t86;
    long t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    int t101;
    long t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    long t110;
    __m256 t111;
    __m256 t112;
    __m256 t113;
    int i_1;
    long t114;
    float *t115;
    const float *t116;
    const float *t117;
    int t118;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 31;
    sizes[7] = 33;
    sizes[8] = 1003;
    c = (float *)aligned_alloc(32UL, 256UL);
    if ((64L >= 32L) & (0 >= 0)) {
        t8 = 64L & -32L;
        t9 = _mm256_set1_epi32((int)(0 % 7));
        t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        t11 = t10;
        t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32((int)7));
        t13 = _mm256_min_epu32(t11, t12);
        t1 = t13;
        t2 = 0L;
        do {
            t14 = _mm256_cvtepi32_ps(t1);
            t15 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t14);
            t16 = _mm256_sub_ps(t15, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(c + (int)((long)0 + t2), t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
            t18 = t17;
            t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)7));
            t20 = _mm256_min_epu32(t18, t19);
            t21 = t20;
            t22 = _mm256_cvtepi32_ps(t21);
            t23 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t22);
            t24 = _mm256_sub_ps(t23, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(c + (int)((long)0 + (t2 + 8L)), t24);
            t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
            t26 = t25;
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)7));
            t28 = _mm256_min_epu32(t26, t27);
            t29 = t28;
            t30 = _mm256_cvtepi32_ps(t29);
            t31 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t30);
            t32 = _mm256_sub_ps(t31, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(c + (int)((long)0 + (t2 + 16L)), t32);
            t33 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)3));
            t34 = t33;
            t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32((int)7));
            t36 = _mm256_min_epu32(t34, t35);
            t37 = t36;
            t38 = _mm256_cvtepi32_ps(t37);
            t39 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t38);
            t40 = _mm256_sub_ps(t39, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(c + (int)((long)0 + (t2 + 24L)), t40);
            t2 += 32L;
            t41 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)4));
            t42 = t41;
            t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)7));
            t44 = _mm256_min_epu32(t42, t43);
            t1 = t44;
        } while (t2 < t8);
        i = (int)((long)0 + t8);
    } else {
        i = 0;
    }
    for (; i < 64; i++) {
        c[i] = 0.25f * (float)(i % 7) - 0.5f;
    }
    for (s = 0U; (unsigned long)s < 9UL; s++) {
        n = sizes[s];
        t45 = n + 1;
        bytes = ((unsigned long)t45 * 4UL + 31UL) / 32UL * 32UL;
        a = (float *)aligned_alloc(32UL, bytes);
        out = (float *)aligned_alloc(32UL, bytes);
        for (off = 0; off <= 1; off++) {
            t46 = (long)n + 1L;
            if ((t46 >= 32L) & (0 >= 0)) {
                t47 = t46 & -32L;
                t48 = _mm256_set1_epi32((int)(0 % 13));
                t49 = _mm256_add_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t50 = t49;
                t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32((int)13));
                t52 = _mm256_min_epu32(t50, t51);
                t3 = t52;
                t4 = 0L;
                for (;;) {
                    t53 = _mm256_cvtepi32_ps(t3);
                    t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.5f));
                    t55 = _mm256_sub_ps(t54, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)0 + t4), t55);
                    t56 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                    t57 = t56;
                    t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32((int)13));
                    t59 = _mm256_min_epu32(t57, t58);
                    t60 = t59;
                    t61 = _mm256_cvtepi32_ps(t60);
                    t62 = _mm256_mul_ps(t61, _mm256_set1_ps(0.5f));
                    t63 = _mm256_sub_ps(t62, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)0 + (t4 + 8L)), t63);
                    t64 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)3));
                    t65 = t64;
                    t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32((int)13));
                    t67 = _mm256_min_epu32(t65, t66);
                    t68 = t67;
                    t69 = _mm256_cvtepi32_ps(t68);
                    t70 = _mm256_mul_ps(t69, _mm256_set1_ps(0.5f));
                    t71 = _mm256_sub_ps(t70, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)0 + (t4 + 16L)), t71);
                    t72 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)11));
                    t73 = t72;
                    t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32((int)13));
                    t75 = _mm256_min_epu32(t73, t74);
                    t76 = t75;
                    t77 = _mm256_cvtepi32_ps(t76);
                    t78 = _mm256_mul_ps(t77, _mm256_set1_ps(0.5f));
                    t79 = _mm256_sub_ps(t78, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)0 + (t4 + 24L)), t79);
                    t4 += 32L;
                    t80 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)6));
                    t81 = t80;
                    t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32((int)13));
                    t83 = _mm256_min_epu32(t81, t82);
                    t84 = t83;
                    if (t4 >= t47) {
                        break;
                    }
                    t3 = t84;
                }
                t85 = (int)((long)0 + t47);
            } else {
                t85 = 0;
            }
            t86 = (long)n + (long)t85 * -1L + 1L;
            if ((t86 >= 8L) & (t85 >= 0)) {
                t87 = t86 & -8L;
                t88 = _mm256_set1_epi32((int)(t85 % 13));
                t89 = _mm256_add_epi32(t88, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t90 = t89;
                t91 = _mm256_sub_epi32(t90, _mm256_set1_epi32((int)13));
                t92 = _mm256_min_epu32(t90, t91);
                t5 = t92;
                t6 = 0L;
                for (;;) {
                    t93 = _mm256_cvtepi32_ps(t5);
                    t94 = _mm256_mul_ps(t93, _mm256_set1_ps(0.5f));
                    t95 = _mm256_sub_ps(t94, _mm256_set1_ps(3.0f));
                    _mm256_storeu_ps(a + (int)((long)t85 + t6), t95);
                    t6 += 8L;
                    t96 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                    t97 = t96;
                    t98 = _mm256_sub_epi32(t97, _mm256_set1_epi32((int)13));
                    t99 = _mm256_min_epu32(t97, t98);
                    t100 = t99;
                    if (t6 >= t87) {
                        break;
                    }
                    t5 = t100;
                }
                t101 = (int)((long)t85 + t87);
            } else {
                t101 = t85;
            }
            t102 = (long)n + (long)t101 * -1L + 1L;
            if ((t102 >= 1L) & (t102 <= 8L) & (t101 >= 0)) {
                t103 = _mm256_set1_epi32((int)(int)t102);
                t104 = _mm256_cmpgt_epi32(t103, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t105 = _mm256_set1_epi32((int)(t101 % 13));
                t106 = _mm256_add_epi32(t105, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t107 = t106;
                t108 = _mm256_sub_epi32(t107, _mm256_set1_epi32((int)13));
                t109 = _mm256_min_epu32(t107, t108);
                t7 = t109;
                t110 = 0L;
                t111 = _mm256_cvtepi32_ps(t7);
                t112 = _mm256_mul_ps(t111, _mm256_set1_ps(0.5f));
                t113 = _mm256_sub_ps(t112, _mm256_set1_ps(3.0f));
                _mm256_mask_storeu_ps(a + (int)((long)t101 + t110), _mm256_movepi32_mask(t104), t113);
                i_1 = (int)((long)t101 + t102);
            } else {
                i_1 = t101;
            }
            for (; i_1 <= n; i_1++) {
                a[i_1] = (float)(i_1 % 13) * 0.5f - 3.0f;
            }
            t114 = (long)off;
            t115 = a + t114;
            t116 = t115;
            (_mm256_zeroupper(), scale_all(out, t116, 1.5f, n));
            t117 = out;
            printf("n=%d off=%d scale %lu", n, off, (_mm256_zeroupper(), digest(t117, n)));
            (_mm256_zeroupper(), scale_addr(out, t116, -2.0f, n));
            printf(" addr %lu", (_mm256_zeroupper(), digest(t117, n)));
            (_mm256_zeroupper(), bump_all(t115, 0.75f, n));
            printf(" bump %lu", (_mm256_zeroupper(), digest(a, t45)));
            (_mm256_zeroupper(), poly_all(out, c + t114, t116, n));
            printf(" poly %lu", (_mm256_zeroupper(), digest(t117, n)));
            (_mm256_zeroupper(), twice_all(out, t116, 1.25f, n));
            printf(" twice %lu", (_mm256_zeroupper(), digest(t117, n)));
            (_mm256_zeroupper(), shifted_all(out, t116, 3.0f, n));
            if (n > 0) {
                t118 = n - 1;
            } else {
                t118 = 0;
            }
            printf(" shifted %lu\n", (_mm256_zeroupper(), digest(t117, t118)));
        }
        free((void *)a);
        free((void *)out);
    }
    free((void *)c);
    return 0;
}
