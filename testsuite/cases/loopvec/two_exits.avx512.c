/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 12 */
#include "harness.h"

/* Loops with two exits that both compare an induction with a bound from before the loop: the
   vector loop runs the smaller count (computed in the guard), with no test of its own, and the
   scalar loop leaves through whichever test fails first. */

/* A constant bound and a parameter: each is the smaller one for some n. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void both_bounds(int n, int *a) {
    vcc_no_contract_body
    int t22;
    int t31;
    int i;
    long t3 = (long)n;
    long t4 = 40L < t3 ? 40L : t3;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            int *t6 = a + (int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
            __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(3));
            __m256i t9 = _mm256_add_epi32(t8, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)t6, t9);
            int *t10 = a + (int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)t10, t13);
            int *t14 = a + (int)(t1 + 16L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(3));
            __m256i t17 = _mm256_add_epi32(t16, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)t14, t17);
            int *t18 = a + (int)(t1 + 24L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(3));
            __m256i t21 = _mm256_add_epi32(t20, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)t18, t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)t5;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    long t24 = (long)t22 * -1L + 40L;
    long t25 = t24 < t23 ? t24 : t23;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t2 = 0L;
        do {
            int *t27 = a + (int)((long)t22 + t2);
            __m256i t28 = _mm256_loadu_si256((const __m256i *)t27);
            __m256i t29 = _mm256_mullo_epi32(t28, _mm256_set1_epi32(3));
            __m256i t30 = _mm256_add_epi32(t29, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)t27, t30);
            t2 += 8L;
        } while (t2 < t26);
        t31 = (int)((long)t22 + t26);
    } else {
        t31 = t22;
    }
    long t32 = (long)n + (long)t31 * -1L;
    long t33 = (long)t31 * -1L + 40L;
    long t34 = t33 < t32 ? t33 : t32;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int *t37 = a + (int)(long)t31;
        __m256i t38 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), t37);
        __m256i t39 = t38;
        __m256i t40 = _mm256_set1_epi32(3);
        __m256i t41 = _mm256_mullo_epi32(t39, t40);
        __m256i t42 = t41;
        __m256i t43 = t42;
        __m256i t44 = _mm256_set1_epi32(1);
        __m256i t45 = _mm256_add_epi32(t43, t44);
        __m256i t46 = t45;
        _mm256_mask_storeu_epi32(t37, _mm256_movepi32_mask(t36), t46);
        i = (int)((long)t31 + t34);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        if ((i < 40) == 0) {
            break;
        }
        int *t47 = a + i;
        *t47 = *t47 * 3 + 1;
    }
}

/* Two parameters, a sum, and the index after the loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_two(int n, int m, const int *a, int *end) {
    vcc_no_contract_body
    int s;
    int t23;
    int t24;
    int i;
    long t8 = (long)n;
    long t9 = (long)m;
    long t10 = t9 < t8 ? t9 : t8;
    if (t10 >= 32L) {
        long t11 = t10 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t13 = t12;
            t2 = _mm256_add_epi32(t2, t13);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t15 = t14;
            t3 = _mm256_add_epi32(t3, t15);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t17 = t16;
            t4 = _mm256_add_epi32(t4, t17);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t19 = t18;
            t5 = _mm256_add_epi32(t5, t19);
            t1 += 32L;
        } while (t1 < t11);
        __m256i t20 = _mm256_add_epi32(t2, t3);
        __m256i t21 = _mm256_add_epi32(t20, t4);
        __m256i t22 = _mm256_add_epi32(t21, t5);
        t23 = (int)t11;
        t24 = (int)vcc_avx2_sum_epi32(t22);
    } else {
        t23 = 0;
        t24 = 0;
    }
    long t25 = (long)n + (long)t23 * -1L;
    long t26 = (long)m + (long)t23 * -1L;
    long t27 = t26 < t25 ? t26 : t25;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t23 + t6)));
            __m256i t30 = t29;
            t7 = _mm256_add_epi32(t7, t30);
            t6 += 8L;
        } while (t6 < t28);
        i = (int)((long)t23 + t28);
        s = (int)((unsigned int)t24 + vcc_avx2_sum_epi32(t7));
    } else {
        i = t23;
        s = t24;
    }
    for (; i < n; i++) {
        if ((i < m) == 0) {
            break;
        }
        s += a[i];
    }
    *end = i;
    return s;
}

/* while, with `<=`, starting at a parameter (bounds may be below the start). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int while_le(int n, int m, int start, int *a) {
    vcc_no_contract_body
    int t19;
    int t27;
    int i;
    long t3 = (long)n + (long)start * -1L;
    long t4 = (long)m + (long)start * -1L + 1L;
    long t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        long t1 = 0L;
        do {
            int *t7 = a + (int)((long)start + t1);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_add_epi32(t8, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)t7, t9);
            int *t10 = a + (int)((long)start + (t1 + 8L));
            __m256i t11 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)t10, t12);
            int *t13 = a + (int)((long)start + (t1 + 16L));
            __m256i t14 = _mm256_loadu_si256((const __m256i *)t13);
            __m256i t15 = _mm256_add_epi32(t14, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)t13, t15);
            int *t16 = a + (int)((long)start + (t1 + 24L));
            __m256i t17 = _mm256_loadu_si256((const __m256i *)t16);
            __m256i t18 = _mm256_add_epi32(t17, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)t16, t18);
            t1 += 32L;
        } while (t1 < t6);
        t19 = (int)((long)start + t6);
    } else {
        t19 = start;
    }
    long t20 = (long)n + (long)t19 * -1L;
    long t21 = (long)m + (long)t19 * -1L + 1L;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int *t24 = a + (int)((long)t19 + t2);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
            __m256i t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    long t28 = (long)n + (long)t27 * -1L;
    long t29 = (long)m + (long)t27 * -1L + 1L;
    long t30 = t29 < t28 ? t29 : t28;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t30);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int *t33 = a + (int)(long)t27;
        __m256i t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), t33);
        __m256i t35 = t34;
        __m256i t36 = _mm256_set1_epi32(2);
        __m256i t37 = _mm256_add_epi32(t35, t36);
        __m256i t38 = t37;
        _mm256_mask_storeu_epi32(t33, _mm256_movepi32_mask(t32), t38);
        i = (int)((long)t27 + t30);
    } else {
        i = t27;
    }
    while (i < n) {
        if ((i <= m) == 0) {
            break;
        }
        int *t39 = a + i;
        *t39 = *t39 + 2;
        i++;
    }
    return i;
}

/* Unsigned induction and bounds. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned uns(unsigned n, unsigned m, int *a) {
    vcc_no_contract_body
    unsigned int t22;
    unsigned int t31;
    unsigned int i;
    long t5 = (long)n + -3L;
    long t6 = (long)m + -3L;
    long t7 = t6 < t5 ? t6 : t5;
    if (t7 >= 32L) {
        long t8 = t7 & -32L;
        __m256i t9 = _mm256_set1_epi32((int)3U);
        __m256i t10 = t9;
        __m256i t1 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t11 = t1;
            __m256i t12 = t11;
            _mm256_storeu_si256((__m256i *)(a + (unsigned int)(3L + t2)), t12);
            __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t14 = t13;
            __m256i t15 = t14;
            _mm256_storeu_si256((__m256i *)(a + (unsigned int)(3L + (t2 + 8L))), t15);
            __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t17 = t16;
            __m256i t18 = t17;
            _mm256_storeu_si256((__m256i *)(a + (unsigned int)(3L + (t2 + 16L))), t18);
            __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t20 = t19;
            __m256i t21 = t20;
            _mm256_storeu_si256((__m256i *)(a + (unsigned int)(3L + (t2 + 24L))), t21);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        } while (t2 < t8);
        t22 = (unsigned int)(3L + t8);
    } else {
        t22 = 3U;
    }
    long t23 = (long)n + (long)t22 * -1L;
    long t24 = (long)m + (long)t22 * -1L;
    long t25 = t24 < t23 ? t24 : t23;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        __m256i t27 = _mm256_set1_epi32((int)t22);
        __m256i t28 = t27;
        __m256i t3 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            __m256i t29 = t3;
            __m256i t30 = t29;
            _mm256_storeu_si256((__m256i *)(a + (unsigned int)((long)t22 + t4)), t30);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t26);
        t31 = (unsigned int)((long)t22 + t26);
    } else {
        t31 = t22;
    }
    long t32 = (long)n + (long)t31 * -1L;
    long t33 = (long)m + (long)t31 * -1L;
    long t34 = t33 < t32 ? t33 : t32;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t37 = _mm256_set1_epi32((int)t31);
        __m256i t38 = t37;
        __m256i t39 = _mm256_add_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t40 = t39;
        __m256i t41 = t40;
        _mm256_mask_storeu_epi32(a + (unsigned int)(long)t31, _mm256_movepi32_mask(t36), t41);
        i = (unsigned int)((long)t31 + t34);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        if ((i < m) == 0) {
            break;
        }
        a[i] = (int)i;
    }
    return i;
}

/* Counting down to two lower bounds. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int down(int n, int m, int *a) {
    vcc_no_contract_body
    int t27;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    long t5 = (long)n + (long)m * -1L + -1L;
    long t6 = t5 < t4 ? t5 : t4;
    if (t6 >= 32L) {
        long t7 = t6 & -32L;
        long t2 = 0L;
        do {
            int *t8 = a + (int)((long)t1 + t2 * -1L);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(t8 + -7));
            __m256i t10 = _mm256_sub_epi32(_mm256_setzero_si256(), t9);
            _mm256_storeu_si256((__m256i *)(t8 + -7), t10);
            int *t11 = a + (int)((long)t1 + (t2 + 8L) * -1L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(t11 + -7));
            __m256i t13 = _mm256_sub_epi32(_mm256_setzero_si256(), t12);
            _mm256_storeu_si256((__m256i *)(t11 + -7), t13);
            int *t14 = a + (int)((long)t1 + (t2 + 16L) * -1L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(t14 + -7));
            __m256i t16 = _mm256_sub_epi32(_mm256_setzero_si256(), t15);
            _mm256_storeu_si256((__m256i *)(t14 + -7), t16);
            int *t17 = a + (int)((long)t1 + (t2 + 24L) * -1L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(t17 + -7));
            __m256i t19 = _mm256_sub_epi32(_mm256_setzero_si256(), t18);
            _mm256_storeu_si256((__m256i *)(t17 + -7), t19);
            t2 += 32L;
        } while (t2 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    long t20 = (long)t1 + 1L;
    long t21 = (long)m * -1L + (long)t1;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t3 = 0L;
        do {
            int *t24 = a + (int)((long)t1 + t3 * -1L);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(t24 + -7));
            __m256i t26 = _mm256_sub_epi32(_mm256_setzero_si256(), t25);
            _mm256_storeu_si256((__m256i *)(t24 + -7), t26);
            t3 += 8L;
        } while (t3 < t23);
        t27 = (int)((long)t1 + t23 * -1L);
    } else {
        t27 = t1;
    }
    long t28 = (long)t27 + 1L;
    long t29 = (long)m * -1L + (long)t27;
    long t30 = t29 < t28 ? t29 : t28;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t30);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t33 = (long)(int)(long)t27;
        __m256i t34 = _mm256_permutevar8x32_epi32(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t35 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t34), (int *)((unsigned long)a + (unsigned long)t33 * 4UL - 28UL));
        __m256i t36 = t35;
        __m256i t37 = _mm256_sub_epi32(_mm256_setzero_si256(), t36);
        __m256i t38 = t37;
        __m256i t39 = _mm256_permutevar8x32_epi32(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t33 * 4UL - 28UL), _mm256_movepi32_mask(t39), t38);
        i = (int)((long)t27 + t30 * -1L);
    } else {
        i = t27;
    }
    for (; i >= 0; i--) {
        if ((i > m) == 0) {
            break;
        }
        int *t40 = a + i;
        *t40 = -*t40;
    }
    return i;
}

/* Long induction and bounds, the parameter's test second. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long longs(long n, long m, long *a) {
    vcc_no_contract_body
    long t28;
    long i;
    long t5 = n < m ? n : m;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        __m256i t7 = _mm256_set1_epi64x((long long)0L);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi64(t8, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            long *t10 = a + t2;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t12 = _mm256_add_epi64(t11, t9);
            _mm256_storeu_si256((__m256i *)t10, t12);
            __m256i t13 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)4LL));
            __m256i t14 = t13;
            long *t15 = a + (t2 + 4L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)t15);
            __m256i t17 = _mm256_add_epi64(t16, t14);
            _mm256_storeu_si256((__m256i *)t15, t17);
            __m256i t18 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)8LL));
            __m256i t19 = t18;
            long *t20 = a + (t2 + 8L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)t20);
            __m256i t22 = _mm256_add_epi64(t21, t19);
            _mm256_storeu_si256((__m256i *)t20, t22);
            __m256i t23 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)12LL));
            __m256i t24 = t23;
            long *t25 = a + (t2 + 12L);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)t25);
            __m256i t27 = _mm256_add_epi64(t26, t24);
            _mm256_storeu_si256((__m256i *)t25, t27);
            t2 += 16L;
            t1 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)16LL));
        } while (t2 < t6);
        t28 = t6;
    } else {
        t28 = 0L;
    }
    long t29 = m + t28 * -1L;
    long t30 = n + t28 * -1L;
    long t31 = t30 < t29 ? t30 : t29;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        __m256i t33 = _mm256_set1_epi64x((long long)t28);
        __m256i t34 = t33;
        __m256i t3 = _mm256_add_epi64(t34, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long t4 = 0L;
        do {
            __m256i t35 = t3;
            long *t36 = a + (t28 + t4);
            __m256i t37 = _mm256_loadu_si256((const __m256i *)t36);
            __m256i t38 = _mm256_add_epi64(t37, t35);
            _mm256_storeu_si256((__m256i *)t36, t38);
            t4 += 4L;
            t3 = _mm256_add_epi64(t3, _mm256_set1_epi64x((long long)4LL));
        } while (t4 < t32);
        i = t28 + t32;
    } else {
        i = t28;
    }
    for (; i < m; i++) {
        if ((i < n) == 0) {
            break;
        }
        long *t39 = a + i;
        *t39 = *t39 + i;
    }
    return i;
}

/* A value used after the loop and a last value set under a condition (early exits refuse both). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_of(int n, int m, const int *a, int *cond) {
    vcc_no_contract_body
    int last;
    __m256i t16;
    int t22;
    int t23;
    int t24;
    __m256i t30;
    int i;
    int where;
    int where_1;
    long t6 = (long)n;
    long t7 = (long)m;
    long t8 = t7 < t6 ? t7 : t6;
    if ((t8 >= 16L) & (t8 <= 2147483647L)) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(-1);
        __m256i t3 = _mm256_set1_epi32(-1);
        do {
            long t10 = t1 + 8L;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_set1_epi32(500));
            __m256i t13 = _mm256_set1_epi32((int)(int)t1);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = _mm256_ternarylogic_epi32(t12, t14, t2, 0xCA);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + (int)t10));
            t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(2));
            __m256i t17 = _mm256_cmpgt_epi32(t15, _mm256_set1_epi32(500));
            __m256i t18 = _mm256_set1_epi32((int)(int)t10);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t17, t19, t3, 0xCA);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t20 = _mm256_max_epi32(t3, t2);
        int t21 = vcc_avx2_reduce_epi32(t20, _mm_max_epi32, int);
        t22 = (int)t9;
        t23 = t21 < 0 ? -1 : (int)(long)t21;
        t24 = ((vcc_v8_int)t16)[7];
    } else {
        t22 = 0;
        t23 = -1;
        t24 = -1;
    }
    long t25 = (long)n + (long)t22 * -1L;
    long t26 = (long)m + (long)t22 * -1L;
    long t27 = t26 < t25 ? t26 : t25;
    if ((t27 >= 8L) & (t27 <= 2147483647L)) {
        long t28 = t27 & -8L;
        long t4 = 0L;
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t22 + t4)));
            t30 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(2));
            __m256i t31 = _mm256_cmpgt_epi32(t29, _mm256_set1_epi32(500));
            __m256i t32 = _mm256_set1_epi32((int)(int)t4);
            __m256i t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t31, t33, t5, 0xCA);
            t4 += 8L;
        } while (t4 < t28);
        int t34 = vcc_avx2_reduce_epi32(t5, _mm_max_epi32, int);
        i = (int)((long)t22 + t28);
        where = t34 < 0 ? t23 : (int)((long)t22 + (long)t34);
        last = ((vcc_v8_int)t30)[7];
    } else {
        i = t22;
        where = t23;
        last = t24;
    }
    for (; i < n; i++, where = where_1) {
        if ((i < m) == 0) {
            break;
        }
        int t35 = a[i];
        last = t35 * 2;
        if (t35 > 500) {
            where_1 = i;
        } else {
            where_1 = where;
        }
    }
    *cond = where;
    return last;
}

/* The second test at the end of the body: a break after the work of the iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int break_after(int n, int m, float *a) {
    vcc_no_contract_body
    int t19;
    int t27;
    int i;
    long t3 = (long)n;
    long t4 = (long)m + -1L;
    long t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        long t1 = 0L;
        do {
            float *t7 = a + (int)t1;
            __m256 t8 = _mm256_loadu_ps(t7);
            __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t7, t9);
            float *t10 = a + (int)(t1 + 8L);
            __m256 t11 = _mm256_loadu_ps(t10);
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t10, t12);
            float *t13 = a + (int)(t1 + 16L);
            __m256 t14 = _mm256_loadu_ps(t13);
            __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t13, t15);
            float *t16 = a + (int)(t1 + 24L);
            __m256 t17 = _mm256_loadu_ps(t16);
            __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t16, t18);
            t1 += 32L;
        } while (t1 < t6);
        t19 = (int)t6;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    long t21 = (long)m + (long)t19 * -1L + -1L;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            float *t24 = a + (int)((long)t19 + t2);
            __m256 t25 = _mm256_loadu_ps(t24);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    long t28 = (long)n + (long)t27 * -1L;
    long t29 = (long)m + (long)t27 * -1L + -1L;
    long t30 = t29 < t28 ? t29 : t28;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t30);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        float *t33 = a + (int)(long)t27;
        __m256 t34 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t32), t33);
        __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps(t33, _mm256_movepi32_mask(t32), t35);
        i = (int)((long)t27 + t30);
    } else {
        i = t27;
    }
    while (i < n) {
        float *t36 = a + i;
        *t36 = *t36 * 0.5f;
        int t37 = i + 1;
        if (t37 >= m) {
            break;
        }
        i = t37;
    }
    return i;
}

/* Step 2 in both tests. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int step2(int n, int m, const int *a, int *end) {
    vcc_no_contract_body
    int t;
    int t35;
    int t36;
    int i;
    long t8 = ((long)n + 1L) / 2L;
    long t9 = ((long)m + 1L) / 2L;
    long t10 = (t9 < t8 ? t9 : t8) - 1L;
    if (t10 >= 32L) {
        long t11 = t10 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            const int *t12 = a + (int)(t1 * 2L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)t12);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(t12 + 8));
            __m256i t15 = _mm256_permutex2var_epi32(t13, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t14);
            __m256i t16 = t15;
            t2 = _mm256_add_epi32(t2, t16);
            const int *t17 = a + (int)((t1 + 8L) * 2L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)t17);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(t17 + 8));
            __m256i t20 = _mm256_permutex2var_epi32(t18, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t19);
            __m256i t21 = t20;
            t3 = _mm256_add_epi32(t3, t21);
            const int *t22 = a + (int)((t1 + 16L) * 2L);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)t22);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(t22 + 8));
            __m256i t25 = _mm256_permutex2var_epi32(t23, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t24);
            __m256i t26 = t25;
            t4 = _mm256_add_epi32(t4, t26);
            const int *t27 = a + (int)((t1 + 24L) * 2L);
            __m256i t28 = _mm256_loadu_si256((const __m256i *)t27);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(t27 + 8));
            __m256i t30 = _mm256_permutex2var_epi32(t28, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t29);
            __m256i t31 = t30;
            t5 = _mm256_add_epi32(t5, t31);
            t1 += 32L;
        } while (t1 < t11);
        __m256i t32 = _mm256_add_epi32(t2, t3);
        __m256i t33 = _mm256_add_epi32(t32, t4);
        __m256i t34 = _mm256_add_epi32(t33, t5);
        t35 = (int)(t11 * 2L);
        t36 = (int)vcc_avx2_sum_epi32(t34);
    } else {
        t35 = 0;
        t36 = 0;
    }
    long t37 = ((long)n + (long)t35 * -1L + 1L) / 2L;
    long t38 = ((long)m + (long)t35 * -1L + 1L) / 2L;
    long t39 = (t38 < t37 ? t38 : t37) - 1L;
    if (t39 >= 8L) {
        long t40 = t39 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            const int *t41 = a + (int)((long)t35 + t6 * 2L);
            __m256i t42 = _mm256_loadu_si256((const __m256i *)t41);
            __m256i t43 = _mm256_loadu_si256((const __m256i *)(t41 + 8));
            __m256i t44 = _mm256_permutex2var_epi32(t42, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t43);
            __m256i t45 = t44;
            t7 = _mm256_add_epi32(t7, t45);
            t6 += 8L;
        } while (t6 < t40);
        i = (int)((long)t35 + t40 * 2L);
        t = (int)((unsigned int)t36 + vcc_avx2_sum_epi32(t7));
    } else {
        i = t35;
        t = t36;
    }
    for (; i < n; i += 2) {
        if ((i < m) == 0) {
            break;
        }
        t += a[i];
    }
    *end = i;
    return t;
}

/* A `!=` bound (never met when it is below the start: the other test ends the loop). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int ne_bound(int n, int m, int *a) {
    vcc_no_contract_body
    int t19;
    int t27;
    int i;
    long t3 = (long)n;
    long t4 = (long)m;
    long t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        long t1 = 0L;
        do {
            int *t7 = a + (int)t1;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_xor_si256(t8, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t7, t9);
            int *t10 = a + (int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t12 = _mm256_xor_si256(t11, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t10, t12);
            int *t13 = a + (int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)t13);
            __m256i t15 = _mm256_xor_si256(t14, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t13, t15);
            int *t16 = a + (int)(t1 + 24L);
            __m256i t17 = _mm256_loadu_si256((const __m256i *)t16);
            __m256i t18 = _mm256_xor_si256(t17, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t16, t18);
            t1 += 32L;
        } while (t1 < t6);
        t19 = (int)t6;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    long t21 = (long)m + (long)t19 * -1L;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int *t24 = a + (int)((long)t19 + t2);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
            __m256i t26 = _mm256_xor_si256(t25, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t24, t26);
            t2 += 8L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    long t28 = (long)n + (long)t27 * -1L;
    long t29 = (long)m + (long)t27 * -1L;
    long t30 = t29 < t28 ? t29 : t28;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t30);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int *t33 = a + (int)(long)t27;
        __m256i t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), t33);
        __m256i t35 = _mm256_xor_si256(t34, _mm256_set1_epi32(5));
        _mm256_mask_storeu_epi32(t33, _mm256_movepi32_mask(t32), t35);
        i = (int)((long)t27 + t30);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        if ((i != m) == 0) {
            break;
        }
        int *t36 = a + i;
        *t36 = *t36 ^ 5;
    }
    return i;
}

/* Two counted exits and a search: the search stays an early exit. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int counted_and_search(int n, int m, int x) {
    vcc_no_contract_body
    static int g[300];
    int i_1;
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
    __m256i t9 = t8;
    __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(301));
    __m256i t11 = _mm256_min_epu32(t9, t10);
    __m256i t1 = t11;
    long t2 = 0L;
    do {
        _mm256_storeu_si256((__m256i *)&g[(int)t2], t1);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(296));
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(301));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        __m256i t16 = t15;
        _mm256_storeu_si256((__m256i *)&g[(int)(t2 + 8L)], t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(291));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(301));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        _mm256_storeu_si256((__m256i *)&g[(int)(t2 + 16L)], t21);
        __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(286));
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(301));
        __m256i t25 = _mm256_min_epu32(t23, t24);
        __m256i t26 = t25;
        _mm256_storeu_si256((__m256i *)&g[(int)(t2 + 24L)], t26);
        t2 += 32L;
        __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(281));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(301));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        t1 = t30;
    } while (t2 < 288L);
    __m256i t31 = _mm256_set1_epi32(121);
    __m256i t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
    __m256i t33 = t32;
    __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(301));
    __m256i t35 = _mm256_min_epu32(t33, t34);
    __m256i t3 = t35;
    long t4 = 0L;
    do {
        _mm256_storeu_si256((__m256i *)&g[(int)(288L + t4)], t3);
        t4 += 8L;
        __m256i t36 = _mm256_add_epi32(t3, _mm256_set1_epi32(296));
        __m256i t37 = t36;
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(301));
        __m256i t39 = _mm256_min_epu32(t37, t38);
        t3 = t39;
    } while (t4 < 8L);
    __m256i t40 = _mm256_set1_epi32(4);
    __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t42 = _mm256_set1_epi32(116);
    __m256i t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
    __m256i t44 = t43;
    __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(301));
    __m256i t46 = _mm256_min_epu32(t44, t45);
    __m256i t47 = t46;
    _mm256_mask_storeu_epi32(&g[296], _mm256_movepi32_mask(t41), t47);
    for (int i = 300; i < 300; i++) {
        g[i] = i * 37 % 301;
    }
    long t48 = (long)n;
    long t49 = (long)m;
    long t50 = t49 < t48 ? t49 : t48;
    if ((t50 >= 32L) & (t50 <= 300L)) {
        long t6 = t50 & -32L;
        __m256i t51 = _mm256_set1_epi32((int)x);
        long t5 = 0L;
        do {
            __m256i t52 = _mm256_loadu_si256((const __m256i *)&g[(int)t5]);
            __m256i t53 = _mm256_cmpeq_epi32(t52, t51);
            __m256i t54 = _mm256_loadu_si256((const __m256i *)&g[(int)(t5 + 8L)]);
            __m256i t55 = _mm256_cmpeq_epi32(t54, t51);
            __m256i t56 = _mm256_loadu_si256((const __m256i *)&g[(int)(t5 + 16L)]);
            __m256i t57 = _mm256_cmpeq_epi32(t56, t51);
            __m256i t58 = _mm256_loadu_si256((const __m256i *)&g[(int)(t5 + 24L)]);
            __m256i t59 = _mm256_cmpeq_epi32(t58, t51);
            __m256i t60 = _mm256_or_si256(t53, t55);
            __m256i t61 = _mm256_or_si256(t60, t57);
            __m256i t62 = _mm256_or_si256(t61, t59);
            if ((_mm256_movemask_epi8(t62) != 0)) {
                t6 = t5;
                break;
            }
            t5 += 32L;
        } while (t5 < t6);
        i_1 = (int)t6;
    } else {
        i_1 = 0;
    }
    for (; i_1 < n; i_1++) {
        if ((i_1 < m) == 0) {
            break;
        }
        if (g[i_1] == x) {
            break;
        }
    }
    return i_1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        float *f = new_array(n, 4);
        long *l = new_array(n, 8);
        FILL(a, n, -1000, 2000);
        FILL(f, n, -100, 200);
        FILL(l, n, -1000, 2000);
        /* The second bound below, at and above n, and below the start. */
        int ms[] = {-5, 0, 1, n / 2, n - 1, n, n + 1, 40, 1000000};
        both_bounds(n, a);
        printf("n=%d a=%llx", n, HASH(a, n));
        for (int k = 0; k < 9; k++) {
            int m = ms[k], end = -1, cond = -1;
            int sum = sum_two(n, m, a, &end);
            int w = while_le(n, m, m < 0 ? 0 : m / 3, a);
            unsigned u = uns((unsigned)n, (unsigned)m, a);
            int dn = down(n, m, a);
            long lg = longs(n, m, l);
            int last = last_of(n, m, a, &cond);
            int br = break_after(n, m, f);
            int e2 = -1;
            int s2 = step2(n, m, a, &e2);
            int ne = ne_bound(n, m, a);
            int cs = counted_and_search(n < 300 ? n : 300, m, 77);
            printf(" [%d: %d %d %d %u %d %ld %d %d %d %d %d %d %d]", m, sum, end, w, u, dn, lg, last, cond, br, s2, e2, ne, cs);
        }
        printf(" a=%llx f=%llx l=%llx\n", HASH(a, n), HASH(f, n), HASH(l, n));
        free(a), free(f), free(l);
    }
    return 0;
}
