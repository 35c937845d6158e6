/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void both_bounds(int n, int *a) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    long t3 = (long)n;
    long t4 = 40L < t3 ? 40L : t3;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            int *t6 = a + (int)t1;
            __m512i t7 = _mm512_loadu_si512(t6);
            __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(3));
            __m512i t9 = _mm512_add_epi32(t8, _mm512_set1_epi32(1));
            _mm512_storeu_si512(t6, t9);
            int *t10 = a + (int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(t10);
            __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(3));
            __m512i t13 = _mm512_add_epi32(t12, _mm512_set1_epi32(1));
            _mm512_storeu_si512(t10, t13);
            t1 += 32L;
        } while (t1 < t5);
        t14 = (int)t5;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    long t16 = (long)t14 * -1L + 40L;
    long t17 = t16 < t15 ? t16 : t15;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        long t2 = 0L;
        do {
            int *t19 = a + (int)((long)t14 + t2);
            __m512i t20 = _mm512_loadu_si512(t19);
            __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(3));
            __m512i t22 = _mm512_add_epi32(t21, _mm512_set1_epi32(1));
            _mm512_storeu_si512(t19, t22);
            t2 += 16L;
        } while (t2 < t18);
        t23 = (int)((long)t14 + t18);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    long t25 = (long)t23 * -1L + 40L;
    long t26 = t25 < t24 ? t25 : t24;
    if ((t26 >= 1L) & (t26 <= 16L)) {
        __m512i t27 = _mm512_set1_epi32((int)(int)t26);
        __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        int *t29 = a + (int)(long)t23;
        __m512i t30 = _mm512_maskz_loadu_epi32(t28, t29);
        __m512i t31 = t30;
        __m512i t32 = _mm512_set1_epi32(3);
        __m512i t33 = _mm512_mullo_epi32(t31, t32);
        __m512i t34 = t33;
        __m512i t35 = t34;
        __m512i t36 = _mm512_set1_epi32(1);
        __m512i t37 = _mm512_add_epi32(t35, t36);
        __m512i t38 = t37;
        _mm512_mask_storeu_epi32(t29, t28, t38);
        i = (int)((long)t23 + t26);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        if ((i < 40) == 0) {
            break;
        }
        int *t39 = a + i;
        *t39 = *t39 * 3 + 1;
    }
}

/* Two parameters, a sum, and the index after the loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_two(int n, int m, const int *a, int *end) {
    vcc_no_contract_body
    int s;
    int t9;
    int t10;
    int i;
    long t3 = (long)n;
    long t4 = (long)m;
    long t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            __m512i t7 = _mm512_loadu_si512(a + (int)t1);
            __m512i t8 = t7;
            t2 = _mm512_add_epi32(t2, t8);
            t1 += 16L;
        } while (t1 < t6);
        t9 = (int)t6;
        t10 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        t9 = 0;
        t10 = 0;
    }
    long t11 = (long)n + (long)t9 * -1L;
    long t12 = (long)m + (long)t9 * -1L;
    long t13 = t12 < t11 ? t12 : t11;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        __m512i t14 = _mm512_set1_epi32((int)(int)t13);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        __m512i t16 = _mm512_maskz_loadu_epi32(t15, a + (int)(long)t9);
        __m512i t17 = t16;
        __m512i t18 = _mm512_add_epi32(_mm512_set1_epi32(0), t17);
        __m512i t19 = _mm512_mask_blend_epi32(t15, _mm512_set1_epi32(0), t18);
        i = (int)((long)t9 + t13);
        s = (int)((unsigned int)t10 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t19), _mm512_extracti64x4_epi64(t19, 1))));
    } else {
        i = t9;
        s = t10;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int while_le(int n, int m, int start, int *a) {
    vcc_no_contract_body
    int t19;
    int t27;
    int i;
    long t3 = (long)n + (long)start * -1L;
    long t4 = (long)m + (long)start * -1L + 1L;
    long t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 64L) {
        long t6 = t5 & -64L;
        long t1 = 0L;
        do {
            int *t7 = a + (int)((long)start + t1);
            __m512i t8 = _mm512_loadu_si512(t7);
            __m512i t9 = _mm512_add_epi32(t8, _mm512_set1_epi32(2));
            _mm512_storeu_si512(t7, t9);
            int *t10 = a + (int)((long)start + (t1 + 16L));
            __m512i t11 = _mm512_loadu_si512(t10);
            __m512i t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(2));
            _mm512_storeu_si512(t10, t12);
            int *t13 = a + (int)((long)start + (t1 + 32L));
            __m512i t14 = _mm512_loadu_si512(t13);
            __m512i t15 = _mm512_add_epi32(t14, _mm512_set1_epi32(2));
            _mm512_storeu_si512(t13, t15);
            int *t16 = a + (int)((long)start + (t1 + 48L));
            __m512i t17 = _mm512_loadu_si512(t16);
            __m512i t18 = _mm512_add_epi32(t17, _mm512_set1_epi32(2));
            _mm512_storeu_si512(t16, t18);
            t1 += 64L;
        } while (t1 < t6);
        t19 = (int)((long)start + t6);
    } else {
        t19 = start;
    }
    long t20 = (long)n + (long)t19 * -1L;
    long t21 = (long)m + (long)t19 * -1L + 1L;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            int *t24 = a + (int)((long)t19 + t2);
            __m512i t25 = _mm512_loadu_si512(t24);
            __m512i t26 = _mm512_add_epi32(t25, _mm512_set1_epi32(2));
            _mm512_storeu_si512(t24, t26);
            t2 += 16L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    long t28 = (long)n + (long)t27 * -1L;
    long t29 = (long)m + (long)t27 * -1L + 1L;
    long t30 = t29 < t28 ? t29 : t28;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        __m512i t31 = _mm512_set1_epi32((int)(int)t30);
        __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        int *t33 = a + (int)(long)t27;
        __m512i t34 = _mm512_maskz_loadu_epi32(t32, t33);
        __m512i t35 = t34;
        __m512i t36 = _mm512_set1_epi32(2);
        __m512i t37 = _mm512_add_epi32(t35, t36);
        __m512i t38 = t37;
        _mm512_mask_storeu_epi32(t33, t32, t38);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned uns(unsigned n, unsigned m, int *a) {
    vcc_no_contract_body
    unsigned int t22;
    unsigned int t31;
    unsigned int i;
    long t5 = (long)n + -3L;
    long t6 = (long)m + -3L;
    long t7 = t6 < t5 ? t6 : t5;
    if (t7 >= 64L) {
        long t8 = t7 & -64L;
        __m512i t9 = _mm512_set1_epi32((int)3U);
        __m512i t10 = t9;
        __m512i t1 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            __m512i t11 = t1;
            __m512i t12 = t11;
            _mm512_storeu_si512(a + (unsigned int)(3L + t2), t12);
            __m512i t13 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            __m512i t14 = t13;
            __m512i t15 = t14;
            _mm512_storeu_si512(a + (unsigned int)(3L + (t2 + 16L)), t15);
            __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
            __m512i t17 = t16;
            __m512i t18 = t17;
            _mm512_storeu_si512(a + (unsigned int)(3L + (t2 + 32L)), t18);
            __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
            __m512i t20 = t19;
            __m512i t21 = t20;
            _mm512_storeu_si512(a + (unsigned int)(3L + (t2 + 48L)), t21);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        } while (t2 < t8);
        t22 = (unsigned int)(3L + t8);
    } else {
        t22 = 3U;
    }
    long t23 = (long)n + (long)t22 * -1L;
    long t24 = (long)m + (long)t22 * -1L;
    long t25 = t24 < t23 ? t24 : t23;
    if (t25 >= 16L) {
        long t26 = t25 & -16L;
        __m512i t27 = _mm512_set1_epi32((int)t22);
        __m512i t28 = t27;
        __m512i t3 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t4 = 0L;
        do {
            __m512i t29 = t3;
            __m512i t30 = t29;
            _mm512_storeu_si512(a + (unsigned int)((long)t22 + t4), t30);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
        } while (t4 < t26);
        t31 = (unsigned int)((long)t22 + t26);
    } else {
        t31 = t22;
    }
    long t32 = (long)n + (long)t31 * -1L;
    long t33 = (long)m + (long)t31 * -1L;
    long t34 = t33 < t32 ? t33 : t32;
    if ((t34 >= 1L) & (t34 <= 16L)) {
        __m512i t35 = _mm512_set1_epi32((int)(int)t34);
        __mmask16 t36 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t35, _MM_CMPINT_LT);
        __m512i t37 = _mm512_set1_epi32((int)t31);
        __m512i t38 = t37;
        __m512i t39 = _mm512_add_epi32(t38, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t40 = t39;
        __m512i t41 = t40;
        _mm512_mask_storeu_epi32(a + (unsigned int)(long)t31, t36, t41);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int down(int n, int m, int *a) {
    vcc_no_contract_body
    int t21;
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
            __m512i t9 = _mm512_loadu_si512(t8 + -15);
            __m512i t10 = _mm512_sub_epi32(_mm512_setzero_si512(), t9);
            _mm512_storeu_si512(t8 + -15, t10);
            int *t11 = a + (int)((long)t1 + (t2 + 16L) * -1L);
            __m512i t12 = _mm512_loadu_si512(t11 + -15);
            __m512i t13 = _mm512_sub_epi32(_mm512_setzero_si512(), t12);
            _mm512_storeu_si512(t11 + -15, t13);
            t2 += 32L;
        } while (t2 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    long t14 = (long)t1 + 1L;
    long t15 = (long)m * -1L + (long)t1;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t3 = 0L;
        do {
            int *t18 = a + (int)((long)t1 + t3 * -1L);
            __m512i t19 = _mm512_loadu_si512(t18 + -15);
            __m512i t20 = _mm512_sub_epi32(_mm512_setzero_si512(), t19);
            _mm512_storeu_si512(t18 + -15, t20);
            t3 += 16L;
        } while (t3 < t17);
        t21 = (int)((long)t1 + t17 * -1L);
    } else {
        t21 = t1;
    }
    long t22 = (long)t21 + 1L;
    long t23 = (long)m * -1L + (long)t21;
    long t24 = t23 < t22 ? t23 : t22;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t21;
        __mmask16 t28 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        __m512i t29 = _mm512_maskz_loadu_epi32(t28, (int *)((unsigned long)a + (unsigned long)t27 * 4UL - 60UL));
        __m512i t30 = t29;
        __m512i t31 = _mm512_sub_epi32(_mm512_setzero_si512(), t30);
        __m512i t32 = t31;
        __mmask16 t33 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t27 * 4UL - 60UL), t33, t32);
        i = (int)((long)t21 + t24 * -1L);
    } else {
        i = t21;
    }
    for (; i >= 0; i--) {
        if ((i > m) == 0) {
            break;
        }
        int *t34 = a + i;
        *t34 = -*t34;
    }
    return i;
}

/* Long induction and bounds, the parameter's test second. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long longs(long n, long m, long *a) {
    vcc_no_contract_body
    long t28;
    long t39;
    long i;
    long t5 = n < m ? n : m;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m512i t7 = _mm512_set1_epi64((long long)0L);
        __m512i t8 = t7;
        __m512i t1 = _mm512_add_epi64(t8, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long t2 = 0L;
        do {
            __m512i t9 = t1;
            long *t10 = a + t2;
            __m512i t11 = _mm512_loadu_si512(t10);
            __m512i t12 = _mm512_add_epi64(t11, t9);
            _mm512_storeu_si512(t10, t12);
            __m512i t13 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)8LL));
            __m512i t14 = t13;
            long *t15 = a + (t2 + 8L);
            __m512i t16 = _mm512_loadu_si512(t15);
            __m512i t17 = _mm512_add_epi64(t16, t14);
            _mm512_storeu_si512(t15, t17);
            __m512i t18 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)16LL));
            __m512i t19 = t18;
            long *t20 = a + (t2 + 16L);
            __m512i t21 = _mm512_loadu_si512(t20);
            __m512i t22 = _mm512_add_epi64(t21, t19);
            _mm512_storeu_si512(t20, t22);
            __m512i t23 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            __m512i t24 = t23;
            long *t25 = a + (t2 + 24L);
            __m512i t26 = _mm512_loadu_si512(t25);
            __m512i t27 = _mm512_add_epi64(t26, t24);
            _mm512_storeu_si512(t25, t27);
            t2 += 32L;
            t1 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)32LL));
        } while (t2 < t6);
        t28 = t6;
    } else {
        t28 = 0L;
    }
    long t29 = m + t28 * -1L;
    long t30 = n + t28 * -1L;
    long t31 = t30 < t29 ? t30 : t29;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        __m512i t33 = _mm512_set1_epi64((long long)t28);
        __m512i t34 = t33;
        __m512i t3 = _mm512_add_epi64(t34, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long t4 = 0L;
        do {
            __m512i t35 = t3;
            long *t36 = a + (t28 + t4);
            __m512i t37 = _mm512_loadu_si512(t36);
            __m512i t38 = _mm512_add_epi64(t37, t35);
            _mm512_storeu_si512(t36, t38);
            t4 += 8L;
            t3 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)8LL));
        } while (t4 < t32);
        t39 = t28 + t32;
    } else {
        t39 = t28;
    }
    long t40 = m + t39 * -1L;
    long t41 = n + t39 * -1L;
    long t42 = t41 < t40 ? t41 : t40;
    if ((t42 >= 1L) & (t42 <= 8L)) {
        __m256i t43 = _mm256_set1_epi32((int)(int)t42);
        __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t45 = _mm512_set1_epi64((long long)t39);
        __m512i t46 = t45;
        __m512i t47 = _mm512_add_epi64(t46, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i t48 = t47;
        long *t49 = a + t39;
        __m512i t50 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t44), t49);
        __m512i t51 = t50;
        __m512i t52 = t48;
        __m512i t53 = _mm512_add_epi64(t51, t52);
        __m512i t54 = t53;
        _mm512_mask_storeu_epi64(t49, _mm256_movepi32_mask(t44), t54);
        i = t39 + t42;
    } else {
        i = t39;
    }
    for (; i < m; i++) {
        if ((i < n) == 0) {
            break;
        }
        long *t55 = a + i;
        *t55 = *t55 + i;
    }
    return i;
}

/* A value used after the loop and a last value set under a condition (early exits refuse both). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_of(int n, int m, const int *a, int *cond) {
    vcc_no_contract_body
    int last;
    __m512i t8;
    int i;
    int where;
    int where_1;
    long t3 = (long)n;
    long t4 = (long)m;
    long t5 = t4 < t3 ? t4 : t3;
    if ((t5 >= 16L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(-1);
        do {
            __m512i t7 = _mm512_loadu_si512(a + (int)t1);
            t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(2));
            __mmask16 t9 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(500), _MM_CMPINT_NLE);
            __m512i t10 = _mm512_set1_epi32((int)(int)t1);
            __m512i t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t2 = _mm512_mask_blend_epi32(t9, t2, t11);
            t1 += 16L;
        } while (t1 < t6);
        int t12 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_max_epi32, int);
        i = (int)t6;
        where = t12 < 0 ? -1 : (int)(long)t12;
        last = ((vcc_v16_int)t8)[15];
    } else {
        i = 0;
        where = -1;
        last = -1;
    }
    for (; i < n; i++, where = where_1) {
        if ((i < m) == 0) {
            break;
        }
        int t13 = a[i];
        last = t13 * 2;
        if (t13 > 500) {
            where_1 = i;
        } else {
            where_1 = where;
        }
    }
    *cond = where;
    return last;
}

/* The second test at the end of the body: a break after the work of the iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int break_after(int n, int m, float *a) {
    vcc_no_contract_body
    int t19;
    int t27;
    int i;
    long t3 = (long)n;
    long t4 = (long)m + -1L;
    long t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 64L) {
        long t6 = t5 & -64L;
        long t1 = 0L;
        do {
            float *t7 = a + (int)t1;
            __m512 t8 = _mm512_loadu_ps(t7);
            __m512 t9 = _mm512_mul_ps(t8, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t7, t9);
            float *t10 = a + (int)(t1 + 16L);
            __m512 t11 = _mm512_loadu_ps(t10);
            __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t10, t12);
            float *t13 = a + (int)(t1 + 32L);
            __m512 t14 = _mm512_loadu_ps(t13);
            __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t13, t15);
            float *t16 = a + (int)(t1 + 48L);
            __m512 t17 = _mm512_loadu_ps(t16);
            __m512 t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t16, t18);
            t1 += 64L;
        } while (t1 < t6);
        t19 = (int)t6;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    long t21 = (long)m + (long)t19 * -1L + -1L;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            float *t24 = a + (int)((long)t19 + t2);
            __m512 t25 = _mm512_loadu_ps(t24);
            __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t24, t26);
            t2 += 16L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    long t28 = (long)n + (long)t27 * -1L;
    long t29 = (long)m + (long)t27 * -1L + -1L;
    long t30 = t29 < t28 ? t29 : t28;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        __m512i t31 = _mm512_set1_epi32((int)(int)t30);
        __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        float *t33 = a + (int)(long)t27;
        __m512 t34 = _mm512_maskz_loadu_ps(t32, t33);
        __m512 t35 = _mm512_mul_ps(t34, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(t33, t32, t35);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int step2(int n, int m, const int *a, int *end) {
    vcc_no_contract_body
    int t;
    int i;
    long t3 = ((long)n + 1L) / 2L;
    long t4 = ((long)m + 1L) / 2L;
    long t5 = (t4 < t3 ? t4 : t3) - 1L;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            const int *t7 = a + (int)(t1 * 2L);
            __m512i t8 = _mm512_loadu_si512(t7);
            __m512i t9 = _mm512_loadu_si512(t7 + 16);
            __m512i t10 = _mm512_permutex2var_epi32(t8, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t9);
            __m512i t11 = t10;
            t2 = _mm512_add_epi32(t2, t11);
            t1 += 16L;
        } while (t1 < t6);
        i = (int)(t6 * 2L);
        t = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        i = 0;
        t = 0;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int ne_bound(int n, int m, int *a) {
    vcc_no_contract_body
    int t19;
    int t27;
    int i;
    long t3 = (long)n;
    long t4 = (long)m;
    long t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 64L) {
        long t6 = t5 & -64L;
        long t1 = 0L;
        do {
            int *t7 = a + (int)t1;
            __m512i t8 = _mm512_loadu_si512(t7);
            __m512i t9 = _mm512_xor_si512(t8, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t7, t9);
            int *t10 = a + (int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(t10);
            __m512i t12 = _mm512_xor_si512(t11, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t10, t12);
            int *t13 = a + (int)(t1 + 32L);
            __m512i t14 = _mm512_loadu_si512(t13);
            __m512i t15 = _mm512_xor_si512(t14, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t13, t15);
            int *t16 = a + (int)(t1 + 48L);
            __m512i t17 = _mm512_loadu_si512(t16);
            __m512i t18 = _mm512_xor_si512(t17, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t16, t18);
            t1 += 64L;
        } while (t1 < t6);
        t19 = (int)t6;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    long t21 = (long)m + (long)t19 * -1L;
    long t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            int *t24 = a + (int)((long)t19 + t2);
            __m512i t25 = _mm512_loadu_si512(t24);
            __m512i t26 = _mm512_xor_si512(t25, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t24, t26);
            t2 += 16L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    long t28 = (long)n + (long)t27 * -1L;
    long t29 = (long)m + (long)t27 * -1L;
    long t30 = t29 < t28 ? t29 : t28;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        __m512i t31 = _mm512_set1_epi32((int)(int)t30);
        __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        int *t33 = a + (int)(long)t27;
        __m512i t34 = _mm512_maskz_loadu_epi32(t32, t33);
        __m512i t35 = _mm512_xor_si512(t34, _mm512_set1_epi32(5));
        _mm512_mask_storeu_epi32(t33, t32, t35);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int counted_and_search(int n, int m, int x) {
    vcc_no_contract_body
    static int g[300];
    int i_1;
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 32, 69, 106, 143, 180, 217, 254));
    __m512i t7 = t6;
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(301));
    __m512i t9 = _mm512_min_epu32(t7, t8);
    __m512i t1 = t9;
    long t2 = 0L;
    do {
        _mm512_storeu_si512(&g[(int)t2], t1);
        __m512i t10 = _mm512_add_epi32(t1, _mm512_set1_epi32(291));
        __m512i t11 = t10;
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(301));
        __m512i t13 = _mm512_min_epu32(t11, t12);
        __m512i t14 = t13;
        _mm512_storeu_si512(&g[(int)(t2 + 16L)], t14);
        t2 += 32L;
        __m512i t15 = _mm512_add_epi32(t1, _mm512_set1_epi32(281));
        __m512i t16 = t15;
        __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(301));
        __m512i t18 = _mm512_min_epu32(t16, t17);
        t1 = t18;
    } while (t2 < 288L);
    __m512i t19 = _mm512_set1_epi32(12);
    __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
    __m512i t21 = _mm512_set1_epi32(121);
    __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 32, 69, 106, 143, 180, 217, 254));
    __m512i t23 = t22;
    __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(301));
    __m512i t25 = _mm512_min_epu32(t23, t24);
    __m512i t26 = t25;
    _mm512_mask_storeu_epi32(&g[288], t20, t26);
    for (int i = 300; i < 300; i++) {
        g[i] = i * 37 % 301;
    }
    long t27 = (long)n;
    long t28 = (long)m;
    long t29 = t28 < t27 ? t28 : t27;
    if ((t29 >= 32L) & (t29 <= 300L)) {
        long t4 = t29 & -32L;
        __m512i t30 = _mm512_set1_epi32((int)x);
        long t3 = 0L;
        do {
            __m512i t31 = _mm512_loadu_si512(&g[(int)t3]);
            __mmask16 t32 = _mm512_cmp_epi32_mask(t31, t30, _MM_CMPINT_EQ);
            __m512i t33 = _mm512_loadu_si512(&g[(int)(t3 + 16L)]);
            __mmask16 t34 = _mm512_cmp_epi32_mask(t33, t30, _MM_CMPINT_EQ);
            __mmask16 t35 = _kor_mask16(t32, t34);
            if ((t35 != 0)) {
                t4 = t3;
                break;
            }
            t3 += 32L;
        } while (t3 < t4);
        i_1 = (int)t4;
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
