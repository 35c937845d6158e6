/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_value(int n, int *restrict b, const int *restrict a) {
    vcc_no_contract_body
    int last;
    __m256i t20;
    int t21;
    int t22;
    __m256i t28;
    int t29;
    int t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(2));
            __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(b + t5), t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(2));
            __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(b + t9), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(2));
            __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(b + t13), t16);
            long t17 = (long)(int)(t1 + 24L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(2));
            t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(b + t17), t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
        t22 = ((vcc_v8_int)t20)[7];
    } else {
        t21 = 0;
        t22 = -1;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t2 = 0L;
        do {
            long t25 = (long)(int)((long)t21 + t2);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(a + t25));
            __m256i t27 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(2));
            t28 = _mm256_add_epi32(t27, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(b + t25), t28);
            t2 += 8L;
        } while (t2 < t24);
        t29 = (int)((long)t21 + t24);
        t30 = ((vcc_v8_int)t28)[7];
    } else {
        t29 = t21;
        t30 = t22;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)(int)(long)t29;
        __m256i t35 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), a + t34);
        __m256i t36 = t35;
        __m256i t37 = _mm256_set1_epi32(2);
        __m256i t38 = _mm256_mullo_epi32(t36, t37);
        __m256i t39 = t38;
        __m256i t40 = t39;
        __m256i t41 = _mm256_set1_epi32(1);
        __m256i t42 = _mm256_add_epi32(t40, t41);
        __m256i t43 = t42;
        _mm256_mask_storeu_epi32(b + t34, _mm256_movepi32_mask(t33), t43);
        __m256i t44 = _mm256_set1_epi32((int)(int)(t31 - 1L));
        __m256i t45 = _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t44);
        __m256i t46 = _mm256_ternarylogic_epi32(t45, t43, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t29 + t31);
        last = vcc_avx2_reduce_epi32(t46, _mm_or_si128, int);
    } else {
        i = t29;
        last = t30;
    }
    for (; i < n; i++) {
        long t47 = (long)i;
        last = a[t47] * 2 + 1;
        b[t47] = last;
    }
    return last;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int final_index(int n, short *a) {
    vcc_no_contract_body
    int t24;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(5));
            __m128i t11 = _mm256_cvtepi32_epi16(t10);
            _mm_storeu_si128((__m128i *)(a + (int)t2), t11);
            __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t13 = t12;
            __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(5));
            __m128i t15 = _mm256_cvtepi32_epi16(t14);
            _mm_storeu_si128((__m128i *)(a + (int)(t2 + 8L)), t15);
            __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t17 = t16;
            __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(5));
            __m128i t19 = _mm256_cvtepi32_epi16(t18);
            _mm_storeu_si128((__m128i *)(a + (int)(t2 + 16L)), t19);
            __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t21 = t20;
            __m256i t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(5));
            __m128i t23 = _mm256_cvtepi32_epi16(t22);
            _mm_storeu_si128((__m128i *)(a + (int)(t2 + 24L)), t23);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        } while (t2 < t6);
        t24 = (int)t6;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        __m256i t27 = _mm256_set1_epi32((int)t24);
        __m256i t28 = t27;
        __m256i t3 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            __m256i t29 = t3;
            __m256i t30 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(5));
            __m128i t31 = _mm256_cvtepi32_epi16(t30);
            _mm_storeu_si128((__m128i *)(a + (int)((long)t24 + t4)), t31);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        a[i] = (short)(i * 5);
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long second_induction(int n, long *a) {
    vcc_no_contract_body
    long j;
    int t16;
    long t17;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        __m256i t7 = _mm256_set1_epi64x((long long)10L);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi64(t8, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            _mm256_storeu_si256((__m256i *)(a + (int)t2), t9);
            __m256i t10 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)12LL));
            __m256i t11 = t10;
            _mm256_storeu_si256((__m256i *)(a + (int)(t2 + 4L)), t11);
            __m256i t12 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)24LL));
            __m256i t13 = t12;
            _mm256_storeu_si256((__m256i *)(a + (int)(t2 + 8L)), t13);
            __m256i t14 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)36LL));
            __m256i t15 = t14;
            _mm256_storeu_si256((__m256i *)(a + (int)(t2 + 12L)), t15);
            t2 += 16L;
            t1 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)48LL));
        } while (t2 < t6);
        t16 = (int)t6;
        t17 = 10L + t6 * 3L;
    } else {
        t16 = 0;
        t17 = 10L;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        __m256i t20 = _mm256_set1_epi64x((long long)t17);
        __m256i t21 = t20;
        __m256i t3 = _mm256_add_epi64(t21, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
        long t4 = 0L;
        do {
            __m256i t22 = t3;
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t16 + t4)), t22);
            t4 += 4L;
            t3 = _mm256_add_epi64(t3, _mm256_set1_epi64x((long long)12LL));
        } while (t4 < t19);
        i = (int)((long)t16 + t19);
        j = t17 + t19 * 3L;
    } else {
        i = t16;
        j = t17;
    }
    for (; i < n; i++) {
        a[i] = j;
        j += 3L;
    }
    return j;
}

/* The last values of a float expression and of a comparison, set on every iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float last_float(int n, float *restrict b, const float *restrict a, int *flag) {
    vcc_no_contract_body
    int above;
    float last;
    __m256 t16;
    __m256i t17;
    int t19;
    int t20;
    float t21;
    __m256 t26;
    __m256i t27;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(b + t5, t7);
            long t8 = (long)(int)(t1 + 8L);
            __m256 t9 = _mm256_loadu_ps(a + t8);
            __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(b + t8, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m256 t12 = _mm256_loadu_ps(a + t11);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(b + t11, t13);
            long t14 = (long)(int)(t1 + 24L);
            __m256 t15 = _mm256_loadu_ps(a + t14);
            t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
            t17 = _mm256_castps_si256(_mm256_cmp_ps(t15, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            _mm256_storeu_ps(b + t14, t16);
            t1 += 32L;
        } while (t1 < t4);
        __m256i t18 = (__m256i)__builtin_convertvector((vcc_m8)t17 & 1, vcc_v8_int);
        t19 = (int)t4;
        t20 = ((vcc_v8_int)t18)[7];
        t21 = ((vcc_v8_float)t16)[7];
    } else {
        t19 = 0;
        t20 = 0;
        t21 = 0.0f;
    }
    long t22 = (long)n + (long)t19 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t19 + t2);
            __m256 t25 = _mm256_loadu_ps(a + t24);
            t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
            t27 = _mm256_castps_si256(_mm256_cmp_ps(t25, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            _mm256_storeu_ps(b + t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        __m256i t28 = (__m256i)__builtin_convertvector((vcc_m8)t27 & 1, vcc_v8_int);
        i = (int)((long)t19 + t23);
        above = ((vcc_v8_int)t28)[7];
        last = ((vcc_v8_float)t26)[7];
    } else {
        i = t19;
        above = t20;
        last = t21;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = a[t29];
        last = t30 * 0.5f;
        above = t30 > 10.0f;
        b[t29] = last;
    }
    *flag = above;
    return last;
}

/* The induction copied into another variable on every iteration: its last value. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_index(int n, long *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_positive(int n, const int *a) {
    vcc_no_contract_body
    int last;
    int t27;
    int t28;
    int i;
    int last_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        __m256i t1 = _mm256_set1_epi32(0);
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(-1);
        __m256i t4 = t1;
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            long t11 = t2 + 8L;
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32(0));
            t1 = _mm256_ternarylogic_epi32(t13, t12, t1, 0xCA);
            __m256i t14 = _mm256_set1_epi32((int)(int)t2);
            __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t13, t15, t3, 0xCA);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)t11));
            __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_set1_epi32(0));
            t4 = _mm256_ternarylogic_epi32(t17, t16, t4, 0xCA);
            __m256i t18 = _mm256_set1_epi32((int)(int)t11);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t17, t19, t5, 0xCA);
            t2 += 16L;
        } while (t2 < t10);
        __m256i t20 = _mm256_cmpgt_epi32(t5, t3);
        __m256i t21 = _mm256_max_epi32(t5, t3);
        __m256i t22 = _mm256_ternarylogic_epi32(t20, t4, t1, 0xCA);
        int t23 = vcc_avx2_reduce_epi32(t21, _mm_max_epi32, int);
        __m256i t24 = _mm256_set1_epi32((int)t23);
        __m256i t25 = _mm256_cmpeq_epi32(t21, t24);
        __m256i t26 = _mm256_ternarylogic_epi32(t25, t22, _mm256_set1_epi32(0), 0xCA);
        t27 = (int)t10;
        t28 = t23 < 0 ? 0 : vcc_avx2_reduce_epi32(t26, _mm_or_si128, int);
    } else {
        t27 = 0;
        t28 = 0;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 8L) & (t29 <= 2147483647L)) {
        long t30 = t29 & -8L;
        __m256i t6 = _mm256_set1_epi32((int)t28);
        long t7 = 0L;
        __m256i t8 = _mm256_set1_epi32(-1);
        do {
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t27 + t7)));
            __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_set1_epi32(0));
            t6 = _mm256_ternarylogic_epi32(t32, t31, t6, 0xCA);
            __m256i t33 = _mm256_set1_epi32((int)(int)t7);
            __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_ternarylogic_epi32(t32, t34, t8, 0xCA);
            t7 += 8L;
        } while (t7 < t30);
        int t35 = vcc_avx2_reduce_epi32(t8, _mm_max_epi32, int);
        __m256i t36 = _mm256_set1_epi32((int)t35);
        __m256i t37 = _mm256_cmpeq_epi32(t8, t36);
        __m256i t38 = _mm256_ternarylogic_epi32(t37, t6, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t27 + t30);
        last_1 = t35 < 0 ? t28 : vcc_avx2_reduce_epi32(t38, _mm_or_si128, int);
    } else {
        i = t27;
        last_1 = t28;
    }
    for (; i < n; i++, last_1 = last) {
        last = a[i];
        if (last <= 0) {
            last = last_1;
        }
    }
    return last_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
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
        if (t11 >= 16L) {
            long t12 = t11 & -16L;
            long t1 = 0L;
            do {
                float *t13 = fa + (int)t1;
                __m256 t14 = _mm256_loadu_ps(t13);
                __m256 t15 = _mm256_div_ps(t14, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t13, t15);
                float *t16 = fa + (int)(t1 + 8L);
                __m256 t17 = _mm256_loadu_ps(t16);
                __m256 t18 = _mm256_div_ps(t17, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t16, t18);
                t1 += 16L;
            } while (t1 < t12);
            t19 = (int)t12;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 8L) {
            long t21 = t20 & -8L;
            long t2 = 0L;
            do {
                float *t22 = fa + (int)((long)t19 + t2);
                __m256 t23 = _mm256_loadu_ps(t22);
                __m256 t24 = _mm256_div_ps(t23, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t22, t24);
                t2 += 8L;
            } while (t2 < t21);
            t25 = (int)((long)t19 + t21);
        } else {
            t25 = t19;
        }
        long t26 = (long)n + (long)t25 * -1L;
        if ((t26 >= 1L) & (t26 <= 8L)) {
            __m256i t27 = _mm256_set1_epi32((int)(int)t26);
            __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t29 = fa + (int)(long)t25;
            __m256 t30 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), t29);
            __m256 t31 = _mm256_div_ps(t30, _mm256_set1_ps(3.0f));
            _mm256_mask_storeu_ps(t29, _mm256_movepi32_mask(t28), t31);
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
