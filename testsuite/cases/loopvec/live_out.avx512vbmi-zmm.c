/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_value(int n, int *restrict b, const int *restrict a) {
    vcc_no_contract_body
    int last;
    __m512i t12;
    int t13;
    int t14;
    __m512i t20;
    int t21;
    int t22;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(2));
            __m512i t8 = _mm512_add_epi32(t7, _mm512_set1_epi32(1));
            _mm512_storeu_si512(b + t5, t8);
            long t9 = (long)(int)(t1 + 16L);
            __m512i t10 = _mm512_loadu_si512(a + t9);
            __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(2));
            t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(1));
            _mm512_storeu_si512(b + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
        t14 = ((vcc_v16_int)t12)[15];
    } else {
        t13 = 0;
        t14 = -1;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long t2 = 0L;
        do {
            long t17 = (long)(int)((long)t13 + t2);
            __m512i t18 = _mm512_loadu_si512(a + t17);
            __m512i t19 = _mm512_mullo_epi32(t18, _mm512_set1_epi32(2));
            t20 = _mm512_add_epi32(t19, _mm512_set1_epi32(1));
            _mm512_storeu_si512(b + t17, t20);
            t2 += 16L;
        } while (t2 < t16);
        t21 = (int)((long)t13 + t16);
        t22 = ((vcc_v16_int)t20)[15];
    } else {
        t21 = t13;
        t22 = t14;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        long t26 = (long)(int)(long)t21;
        __m512i t27 = _mm512_maskz_loadu_epi32(t25, a + t26);
        __m512i t28 = t27;
        __m512i t29 = _mm512_set1_epi32(2);
        __m512i t30 = _mm512_mullo_epi32(t28, t29);
        __m512i t31 = t30;
        __m512i t32 = t31;
        __m512i t33 = _mm512_set1_epi32(1);
        __m512i t34 = _mm512_add_epi32(t32, t33);
        __m512i t35 = t34;
        _mm512_mask_storeu_epi32(b + t26, t25, t35);
        __m512i t36 = _mm512_set1_epi32((int)(int)(t23 - 1L));
        __mmask16 t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t36, _MM_CMPINT_EQ);
        __m512i t38 = _mm512_mask_blend_epi32(t37, _mm512_set1_epi32(0), t35);
        i = (int)((long)t21 + t23);
        last = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t38), _mm512_extracti64x4_epi64(t38, 1)), _mm_or_si128, int);
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        last = a[t39] * 2 + 1;
        b[t39] = last;
    }
    return last;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int final_index(int n, short *a) {
    vcc_no_contract_body
    int t16;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m512i t7 = _mm512_set1_epi32(0);
        __m512i t8 = t7;
        __m512i t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            __m512i t9 = t1;
            __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(5));
            __m256i t11 = _mm512_cvtepi32_epi16(t10);
            _mm256_storeu_si256((__m256i *)(a + (int)t2), t11);
            __m512i t12 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            __m512i t13 = t12;
            __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(5));
            __m256i t15 = _mm512_cvtepi32_epi16(t14);
            _mm256_storeu_si256((__m256i *)(a + (int)(t2 + 16L)), t15);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        } while (t2 < t6);
        t16 = (int)t6;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        __m512i t19 = _mm512_set1_epi32((int)t16);
        __m512i t20 = t19;
        __m512i t3 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t4 = 0L;
        do {
            __m512i t21 = t3;
            __m512i t22 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(5));
            __m256i t23 = _mm512_cvtepi32_epi16(t22);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t16 + t4)), t23);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
        } while (t4 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        a[i] = (short)(i * 5);
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long second_induction(int n, long *a) {
    vcc_no_contract_body
    long j;
    int t16;
    long t17;
    int t23;
    long t24;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m512i t7 = _mm512_set1_epi64((long long)10L);
        __m512i t8 = t7;
        __m512i t1 = _mm512_add_epi64(t8, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        long t2 = 0L;
        do {
            __m512i t9 = t1;
            _mm512_storeu_si512(a + (int)t2, t9);
            __m512i t10 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            __m512i t11 = t10;
            _mm512_storeu_si512(a + (int)(t2 + 8L), t11);
            __m512i t12 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)48LL));
            __m512i t13 = t12;
            _mm512_storeu_si512(a + (int)(t2 + 16L), t13);
            __m512i t14 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)72LL));
            __m512i t15 = t14;
            _mm512_storeu_si512(a + (int)(t2 + 24L), t15);
            t2 += 32L;
            t1 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)96LL));
        } while (t2 < t6);
        t16 = (int)t6;
        t17 = 10L + t6 * 3L;
    } else {
        t16 = 0;
        t17 = 10L;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        __m512i t20 = _mm512_set1_epi64((long long)t17);
        __m512i t21 = t20;
        __m512i t3 = _mm512_add_epi64(t21, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        long t4 = 0L;
        do {
            __m512i t22 = t3;
            _mm512_storeu_si512(a + (int)((long)t16 + t4), t22);
            t4 += 8L;
            t3 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)24LL));
        } while (t4 < t19);
        t23 = (int)((long)t16 + t19);
        t24 = t17 + t19 * 3L;
    } else {
        t23 = t16;
        t24 = t17;
    }
    long t25 = (long)n + (long)t23 * -1L;
    if ((t25 >= 1L) & (t25 <= 8L)) {
        __m256i t26 = _mm256_set1_epi32((int)(int)t25);
        __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t28 = _mm512_set1_epi64((long long)t24);
        __m512i t29 = t28;
        __m512i t30 = _mm512_add_epi64(t29, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        __m512i t31 = t30;
        _mm512_mask_storeu_epi64(a + (int)(long)t23, _mm256_movepi32_mask(t27), t31);
        i = (int)((long)t23 + t25);
        j = t24 + t25 * 3L;
    } else {
        i = t23;
        j = t24;
    }
    for (; i < n; i++) {
        a[i] = j;
        j += 3L;
    }
    return j;
}

/* The last values of a float expression and of a comparison, set on every iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float last_float(int n, float *restrict b, const float *restrict a, int *flag) {
    vcc_no_contract_body
    int above;
    float last;
    __m512 t10;
    __mmask16 t11;
    int t13;
    int t14;
    float t15;
    __m512 t20;
    __mmask16 t21;
    int t23;
    int t24;
    float t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(a + t5);
            __m512 t7 = _mm512_mul_ps(t6, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(b + t5, t7);
            long t8 = (long)(int)(t1 + 16L);
            __m512 t9 = _mm512_loadu_ps(a + t8);
            t10 = _mm512_mul_ps(t9, _mm512_set1_ps(0.5f));
            t11 = _mm512_cmp_ps_mask(t9, _mm512_set1_ps(10.0f), _CMP_GT_OQ);
            _mm512_storeu_ps(b + t8, t10);
            t1 += 32L;
        } while (t1 < t4);
        __m512i t12 = _mm512_maskz_mov_epi32(t11, _mm512_set1_epi32(1));
        t13 = (int)t4;
        t14 = ((vcc_v16_int)t12)[15];
        t15 = ((vcc_v16_float)t10)[15];
    } else {
        t13 = 0;
        t14 = 0;
        t15 = 0.0f;
    }
    long t16 = (long)n + (long)t13 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t13 + t2);
            __m512 t19 = _mm512_loadu_ps(a + t18);
            t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.5f));
            t21 = _mm512_cmp_ps_mask(t19, _mm512_set1_ps(10.0f), _CMP_GT_OQ);
            _mm512_storeu_ps(b + t18, t20);
            t2 += 16L;
        } while (t2 < t17);
        __m512i t22 = _mm512_maskz_mov_epi32(t21, _mm512_set1_epi32(1));
        t23 = (int)((long)t13 + t17);
        t24 = ((vcc_v16_int)t22)[15];
        t25 = ((vcc_v16_float)t20)[15];
    } else {
        t23 = t13;
        t24 = t14;
        t25 = t15;
    }
    long t26 = (long)n + (long)t23 * -1L;
    if ((t26 >= 1L) & (t26 <= 16L)) {
        __m512i t27 = _mm512_set1_epi32((int)(int)t26);
        __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        long t29 = (long)(int)(long)t23;
        __m512 t30 = _mm512_maskz_loadu_ps(t28, a + t29);
        __m512 t31 = _mm512_mul_ps(t30, _mm512_set1_ps(0.5f));
        __mmask16 t32 = _mm512_cmp_ps_mask(t30, _mm512_set1_ps(10.0f), _CMP_GT_OQ);
        _mm512_mask_storeu_ps(b + t29, t28, t31);
        __m512i t33 = _mm512_maskz_mov_epi32(t32, _mm512_set1_epi32(1));
        __m512i t34 = _mm512_set1_epi32((int)(int)(t26 - 1L));
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_EQ);
        __m512i t36 = _mm512_mask_blend_epi32(t35, _mm512_set1_epi32(0), t33);
        __m512i t37 = _mm512_set1_epi32((int)(int)(t26 - 1L));
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_EQ);
        __m512 t39 = _mm512_mask_blend_ps(t38, _mm512_set1_ps(-0.0f), t31);
        i = (int)((long)t23 + t26);
        above = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t36), _mm512_extracti64x4_epi64(t36, 1)), _mm_or_si128, int);
        last = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t39), _mm512_extractf32x8_ps(t39, 1)));
    } else {
        i = t23;
        above = t24;
        last = t25;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        float t41 = a[t40];
        last = t41 * 0.5f;
        above = t41 > 10.0f;
        b[t40] = last;
    }
    *flag = above;
    return last;
}

/* The induction copied into another variable on every iteration: its last value. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_index(int n, long *restrict b) {
    vcc_no_contract_body
    __m256i t21;
    int t24;
    int t25;
    __m256i t30;
    int i;
    int k;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            __m512i t10 = _mm512_cvtepi32_epi64(t9);
            __m512i t11 = _mm512_mullo_epi64(t10, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(b + (int)t2, t11);
            __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t13 = t12;
            __m512i t14 = _mm512_cvtepi32_epi64(t13);
            __m512i t15 = _mm512_mullo_epi64(t14, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(b + (int)(t2 + 8L), t15);
            __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t17 = t16;
            __m512i t18 = _mm512_cvtepi32_epi64(t17);
            __m512i t19 = _mm512_mullo_epi64(t18, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(b + (int)(t2 + 16L), t19);
            __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            t21 = t20;
            __m512i t22 = _mm512_cvtepi32_epi64(t21);
            __m512i t23 = _mm512_mullo_epi64(t22, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(b + (int)(t2 + 24L), t23);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        } while (t2 < t6);
        t24 = (int)t6;
        t25 = ((vcc_v8_int)t21)[7];
    } else {
        t24 = 0;
        t25 = -1;
    }
    long t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        __m256i t28 = _mm256_set1_epi32((int)t24);
        __m256i t29 = t28;
        __m256i t3 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            t30 = t3;
            __m512i t31 = _mm512_cvtepi32_epi64(t30);
            __m512i t32 = _mm512_mullo_epi64(t31, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(b + (int)((long)t24 + t4), t32);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t27);
        i = (int)((long)t24 + t27);
        k = ((vcc_v8_int)t30)[7];
    } else {
        i = t24;
        k = t25;
    }
    for (; i < n; k = i, i++) {
        long t33 = (long)i;
        b[t33] = t33 * 3L;
    }
    return k;
}

/* The last value set under a condition (see cond_last.c): per lane the value and the iteration
   it was taken in. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_positive(int n, const int *a) {
    vcc_no_contract_body
    int last;
    int i;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        __m512i t1 = _mm512_set1_epi32(0);
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(-1);
        do {
            __m512i t6 = _mm512_loadu_si512(a + (int)t2);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            t1 = _mm512_mask_blend_epi32(t7, t1, t6);
            __m512i t8 = _mm512_set1_epi32((int)(int)t2);
            __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t3 = _mm512_mask_blend_epi32(t7, t3, t9);
            t2 += 16L;
        } while (t2 < t5);
        int t10 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi32, int);
        __m512i t11 = _mm512_set1_epi32((int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(t3, t11, _MM_CMPINT_EQ);
        __m512i t13 = _mm512_mask_blend_epi32(t12, _mm512_set1_epi32(0), t1);
        i = (int)t5;
        last_1 = t10 < 0 ? 0 : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t13), _mm512_extracti64x4_epi64(t13, 1)), _mm_or_si128, int);
    } else {
        i = 0;
        last_1 = 0;
    }
    for (; i < n; i++, last_1 = last) {
        last = a[i];
        if (last <= 0) {
            last = last_1;
        }
    }
    return last_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int flag;
    int n;
    int t3;
    int t19;
    int t25;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        short *s = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long *l = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        const int *t4 = a;
        int last = last_value(n, b, t4);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        unsigned long t5 = (unsigned long)n;
        unsigned long t6 = t5 * 8UL;
        const void *t7 = (const void *)l;
        unsigned long t8 = (_mm256_zeroupper(), hash_bytes(t7, t6));
        unsigned long t9 = (_mm256_zeroupper(), hash_bytes((const void *)s, t5 * 2UL));
        unsigned long t10 = t5 * 4UL;
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx", n, last, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t10)), idx, (unsigned long long)t9, j, (unsigned long long)t8);
        float *fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        long t11 = (long)n;
        if (t11 >= 32L) {
            long t12 = t11 & -32L;
            long t1 = 0L;
            do {
                float *t13 = fa + (int)t1;
                __m512 t14 = _mm512_loadu_ps(t13);
                __m512 t15 = _mm512_div_ps(t14, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(t13, t15);
                float *t16 = fa + (int)(t1 + 16L);
                __m512 t17 = _mm512_loadu_ps(t16);
                __m512 t18 = _mm512_div_ps(t17, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(t16, t18);
                t1 += 32L;
            } while (t1 < t12);
            t19 = (int)t12;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 16L) {
            long t21 = t20 & -16L;
            long t2 = 0L;
            do {
                float *t22 = fa + (int)((long)t19 + t2);
                __m512 t23 = _mm512_loadu_ps(t22);
                __m512 t24 = _mm512_div_ps(t23, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(t22, t24);
                t2 += 16L;
            } while (t2 < t21);
            t25 = (int)((long)t19 + t21);
        } else {
            t25 = t19;
        }
        long t26 = (long)n + (long)t25 * -1L;
        if ((t26 >= 1L) & (t26 <= 16L)) {
            __m512i t27 = _mm512_set1_epi32((int)(int)t26);
            __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
            float *t29 = fa + (int)(long)t25;
            __m512 t30 = _mm512_maskz_loadu_ps(t28, t29);
            __m512 t31 = _mm512_div_ps(t30, _mm512_set1_ps(3.0f));
            _mm512_mask_storeu_ps(t29, t28, t31);
            i = (int)((long)t25 + t26);
        } else {
            i = t25;
        }
        for (; i < n; i++) {
            float *t32 = fa + i;
            *t32 = *t32 / 3.0f;
        }
        flag = -1;
        float lf = last_float(n, fb, fa, &flag);
        unsigned long t33 = (_mm256_zeroupper(), hash_bytes((const void *)fb, t10));
        printf(" lastf=%a flag=%d fb=%llx", (double)lf, flag, (unsigned long long)t33);
        int k = last_index(n, l);
        int t34 = last_positive(n, t4);
        printf(" k=%d l=%llx pos=%d\n", k, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t7, t6)), t34);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)l);
        free((void *)fa);
        free((void *)fb);
    }
}
