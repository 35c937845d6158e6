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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int *t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    int *t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    int t14;
    long t15;
    long t16;
    long t17;
    long t18;
    int *t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    int t23;
    long t24;
    long t25;
    long t26;
    __m512i t27;
    __mmask16 t28;
    long t29;
    int *t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    int i;
    int *t40;
    t3 = (long)n;
    t4 = 40L < t3 ? 40L : t3;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t1 = 0L;
        do {
            t6 = a + (int)((long)0 + t1);
            t7 = _mm512_loadu_si512(t6);
            t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32((int)3));
            t9 = _mm512_add_epi32(t8, _mm512_set1_epi32((int)1));
            _mm512_storeu_si512(t6, t9);
            t10 = a + (int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_si512(t10);
            t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32((int)3));
            t13 = _mm512_add_epi32(t12, _mm512_set1_epi32((int)1));
            _mm512_storeu_si512(t10, t13);
            t1 += 32L;
        } while (t1 < t5);
        t14 = (int)((long)0 + t5);
    } else {
        t14 = 0;
    }
    t15 = (long)n + (long)t14 * -1L;
    t16 = (long)t14 * -1L + 40L;
    t17 = t16 < t15 ? t16 : t15;
    if (t17 >= 16L) {
        t18 = t17 & -16L;
        t2 = 0L;
        do {
            t19 = a + (int)((long)t14 + t2);
            t20 = _mm512_loadu_si512(t19);
            t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32((int)3));
            t22 = _mm512_add_epi32(t21, _mm512_set1_epi32((int)1));
            _mm512_storeu_si512(t19, t22);
            t2 += 16L;
        } while (t2 < t18);
        t23 = (int)((long)t14 + t18);
    } else {
        t23 = t14;
    }
    t24 = (long)n + (long)t23 * -1L;
    t25 = (long)t23 * -1L + 40L;
    t26 = t25 < t24 ? t25 : t24;
    if ((t26 >= 1L) & (t26 <= 16L)) {
        t27 = _mm512_set1_epi32((int)(int)t26);
        t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        t29 = 0L;
        t30 = a + (int)((long)t23 + t29);
        t31 = _mm512_maskz_loadu_epi32(t28, t30);
        t32 = t31;
        t33 = _mm512_set1_epi32((int)3);
        t34 = _mm512_mullo_epi32(t32, t33);
        t35 = t34;
        t36 = t35;
        t37 = _mm512_set1_epi32((int)1);
        t38 = _mm512_add_epi32(t36, t37);
        t39 = t38;
        _mm512_mask_storeu_epi32(t30, t28, t39);
        i = (int)((long)t23 + t26);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        if ((i < 40) == 0) {
            break;
        }
        t40 = a + i;
        *t40 = *t40 * 3 + 1;
    }
}

/* Two parameters, a sum, and the index after the loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_two(int n, int m, const int *a, int *end) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    int s;
    long t3;
    long t4;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    int t9;
    int t10;
    long t11;
    long t12;
    long t13;
    __m512i t14;
    __mmask16 t15;
    long t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    int i;
    t3 = (long)n;
    t4 = (long)m;
    t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 16L) {
        t6 = t5 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t7 = _mm512_loadu_si512(a + (int)((long)0 + t1));
            t8 = t7;
            t2 = _mm512_add_epi32(t2, t8);
            t1 += 16L;
        } while (t1 < t6);
        t9 = (int)((long)0 + t6);
        t10 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1))));
    } else {
        t9 = 0;
        t10 = 0;
    }
    t11 = (long)n + (long)t9 * -1L;
    t12 = (long)m + (long)t9 * -1L;
    t13 = t12 < t11 ? t12 : t11;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        t14 = _mm512_set1_epi32((int)(int)t13);
        t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        t16 = 0L;
        t17 = _mm512_set1_epi32((int)0);
        t18 = _mm512_maskz_loadu_epi32(t15, a + (int)((long)t9 + t16));
        t19 = t18;
        t20 = _mm512_add_epi32(t17, t19);
        t21 = _mm512_mask_blend_epi32(t15, t17, t20);
        i = (int)((long)t9 + t13);
        s = (int)((unsigned int)t10 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t21), _mm512_extracti64x4_epi64(t21, 1))));
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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    int *t7;
    __m512i t8;
    __m512i t9;
    int *t10;
    __m512i t11;
    __m512i t12;
    int *t13;
    __m512i t14;
    __m512i t15;
    int *t16;
    __m512i t17;
    __m512i t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    int *t24;
    __m512i t25;
    __m512i t26;
    int t27;
    long t28;
    long t29;
    long t30;
    __m512i t31;
    __mmask16 t32;
    long t33;
    int *t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    int i;
    int *t40;
    t3 = (long)n + (long)start * -1L;
    t4 = (long)m + (long)start * -1L + 1L;
    t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 64L) {
        t6 = t5 & -64L;
        t1 = 0L;
        do {
            t7 = a + (int)((long)start + t1);
            t8 = _mm512_loadu_si512(t7);
            t9 = _mm512_add_epi32(t8, _mm512_set1_epi32((int)2));
            _mm512_storeu_si512(t7, t9);
            t10 = a + (int)((long)start + (t1 + 16L));
            t11 = _mm512_loadu_si512(t10);
            t12 = _mm512_add_epi32(t11, _mm512_set1_epi32((int)2));
            _mm512_storeu_si512(t10, t12);
            t13 = a + (int)((long)start + (t1 + 32L));
            t14 = _mm512_loadu_si512(t13);
            t15 = _mm512_add_epi32(t14, _mm512_set1_epi32((int)2));
            _mm512_storeu_si512(t13, t15);
            t16 = a + (int)((long)start + (t1 + 48L));
            t17 = _mm512_loadu_si512(t16);
            t18 = _mm512_add_epi32(t17, _mm512_set1_epi32((int)2));
            _mm512_storeu_si512(t16, t18);
            t1 += 64L;
        } while (t1 < t6);
        t19 = (int)((long)start + t6);
    } else {
        t19 = start;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (long)m + (long)t19 * -1L + 1L;
    t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 16L) {
        t23 = t22 & -16L;
        t2 = 0L;
        do {
            t24 = a + (int)((long)t19 + t2);
            t25 = _mm512_loadu_si512(t24);
            t26 = _mm512_add_epi32(t25, _mm512_set1_epi32((int)2));
            _mm512_storeu_si512(t24, t26);
            t2 += 16L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    t28 = (long)n + (long)t27 * -1L;
    t29 = (long)m + (long)t27 * -1L + 1L;
    t30 = t29 < t28 ? t29 : t28;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        t31 = _mm512_set1_epi32((int)(int)t30);
        t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        t33 = 0L;
        t34 = a + (int)((long)t27 + t33);
        t35 = _mm512_maskz_loadu_epi32(t32, t34);
        t36 = t35;
        t37 = _mm512_set1_epi32((int)2);
        t38 = _mm512_add_epi32(t36, t37);
        t39 = t38;
        _mm512_mask_storeu_epi32(t34, t32, t39);
        i = (int)((long)t27 + t30);
    } else {
        i = t27;
    }
    while (i < n) {
        if ((i <= m) == 0) {
            break;
        }
        t40 = a + i;
        *t40 = *t40 + 2;
        i++;
    }
    return i;
}

/* Unsigned induction and bounds. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned uns(unsigned n, unsigned m, int *a) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    long t8;
    long t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    unsigned int t23;
    long t24;
    long t25;
    long t26;
    long t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    unsigned int t32;
    long t33;
    long t34;
    long t35;
    __m512i t36;
    __mmask16 t37;
    __m512i t38;
    __m512i t39;
    long t40;
    __m512i t41;
    __m512i t42;
    unsigned int i;
    t6 = (long)n + -3L;
    t7 = (long)m + -3L;
    t8 = t7 < t6 ? t7 : t6;
    if (t8 >= 64L) {
        t9 = t8 & -64L;
        t10 = _mm512_set1_epi32((int)3U);
        t11 = t10;
        t1 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t12 = t1;
            t13 = t12;
            _mm512_storeu_si512(a + (unsigned int)((long)3U + t2), t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t15 = t14;
            t16 = t15;
            _mm512_storeu_si512(a + (unsigned int)((long)3U + (t2 + 16L)), t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t18 = t17;
            t19 = t18;
            _mm512_storeu_si512(a + (unsigned int)((long)3U + (t2 + 32L)), t19);
            t20 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t21 = t20;
            t22 = t21;
            _mm512_storeu_si512(a + (unsigned int)((long)3U + (t2 + 48L)), t22);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t9);
        t23 = (unsigned int)((long)3U + t9);
    } else {
        t23 = 3U;
    }
    t24 = (long)n + (long)t23 * -1L;
    t25 = (long)m + (long)t23 * -1L;
    t26 = t25 < t24 ? t25 : t24;
    if (t26 >= 16L) {
        t27 = t26 & -16L;
        t28 = _mm512_set1_epi32((int)t23);
        t29 = t28;
        t3 = _mm512_add_epi32(t29, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t4 = 0L;
        do {
            t30 = t3;
            t31 = t30;
            _mm512_storeu_si512(a + (unsigned int)((long)t23 + t4), t31);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
        } while (t4 < t27);
        t32 = (unsigned int)((long)t23 + t27);
    } else {
        t32 = t23;
    }
    t33 = (long)n + (long)t32 * -1L;
    t34 = (long)m + (long)t32 * -1L;
    t35 = t34 < t33 ? t34 : t33;
    if ((t35 >= 1L) & (t35 <= 16L)) {
        t36 = _mm512_set1_epi32((int)(int)t35);
        t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t36, _MM_CMPINT_LT);
        t38 = _mm512_set1_epi32((int)t32);
        t39 = t38;
        t5 = _mm512_add_epi32(t39, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t40 = 0L;
        t41 = t5;
        t42 = t41;
        _mm512_mask_storeu_epi32(a + (unsigned int)((long)t32 + t40), t37, t42);
        i = (unsigned int)((long)t32 + t35);
    } else {
        i = t32;
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
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    int *t8;
    __m512i t9;
    __m512i t10;
    int *t11;
    __m512i t12;
    __m512i t13;
    long t14;
    long t15;
    long t16;
    long t17;
    int *t18;
    __m512i t19;
    __m512i t20;
    int t21;
    long t22;
    long t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __mmask16 t34;
    int i;
    int *t35;
    t1 = n - 1;
    t4 = (long)n;
    t5 = (long)n + (long)m * -1L + -1L;
    t6 = t5 < t4 ? t5 : t4;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t2 = 0L;
        do {
            t8 = a + (int)((long)t1 + t2 * -1L);
            t9 = _mm512_loadu_si512(t8 + -15);
            t10 = _mm512_sub_epi32(_mm512_setzero_si512(), t9);
            _mm512_storeu_si512(t8 + -15, t10);
            t11 = a + (int)((long)t1 + (t2 + 16L) * -1L);
            t12 = _mm512_loadu_si512(t11 + -15);
            t13 = _mm512_sub_epi32(_mm512_setzero_si512(), t12);
            _mm512_storeu_si512(t11 + -15, t13);
            t2 += 32L;
        } while (t2 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    t14 = (long)t1 + 1L;
    t15 = (long)m * -1L + (long)t1;
    t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t3 = 0L;
        do {
            t18 = a + (int)((long)t1 + t3 * -1L);
            t19 = _mm512_loadu_si512(t18 + -15);
            t20 = _mm512_sub_epi32(_mm512_setzero_si512(), t19);
            _mm512_storeu_si512(t18 + -15, t20);
            t3 += 16L;
        } while (t3 < t17);
        t21 = (int)((long)t1 + t17 * -1L);
    } else {
        t21 = t1;
    }
    t22 = (long)t21 + 1L;
    t23 = (long)m * -1L + (long)t21;
    t24 = t23 < t22 ? t23 : t22;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t21 + t27 * -1L);
        t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        t30 = _mm512_maskz_loadu_epi32(t29, (int *)((unsigned long)a + (unsigned long)t28 * 4UL - 60UL));
        t31 = t30;
        t32 = _mm512_sub_epi32(_mm512_setzero_si512(), t31);
        t33 = t32;
        t34 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t28 * 4UL - 60UL), t34, t33);
        i = (int)((long)t21 + t24 * -1L);
    } else {
        i = t21;
    }
    for (; i >= 0; i--) {
        if ((i > m) == 0) {
            break;
        }
        t35 = a + i;
        *t35 = -*t35;
    }
    return i;
}

/* Long induction and bounds, the parameter's test second. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long longs(long n, long m, long *a) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long *t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    long *t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    long *t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    long *t26;
    __m512i t27;
    __m512i t28;
    long t29;
    long t30;
    long t31;
    long t32;
    long t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    long *t37;
    __m512i t38;
    __m512i t39;
    long t40;
    long t41;
    long t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m512i t46;
    __m512i t47;
    long t48;
    __m512i t49;
    long *t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    long i;
    long *t56;
    t6 = n < m ? n : m;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm512_set1_epi64((long long)0L);
        t9 = t8;
        t1 = _mm512_add_epi64(t9, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = a + (0L + t2);
            t12 = _mm512_loadu_si512(t11);
            t13 = _mm512_add_epi64(t12, t10);
            _mm512_storeu_si512(t11, t13);
            t14 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)8LL));
            t15 = t14;
            t16 = a + (0L + (t2 + 8L));
            t17 = _mm512_loadu_si512(t16);
            t18 = _mm512_add_epi64(t17, t15);
            _mm512_storeu_si512(t16, t18);
            t19 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)16LL));
            t20 = t19;
            t21 = a + (0L + (t2 + 16L));
            t22 = _mm512_loadu_si512(t21);
            t23 = _mm512_add_epi64(t22, t20);
            _mm512_storeu_si512(t21, t23);
            t24 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            t25 = t24;
            t26 = a + (0L + (t2 + 24L));
            t27 = _mm512_loadu_si512(t26);
            t28 = _mm512_add_epi64(t27, t25);
            _mm512_storeu_si512(t26, t28);
            t2 += 32L;
            t1 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)32LL));
        } while (t2 < t7);
        t29 = 0L + t7;
    } else {
        t29 = 0L;
    }
    t30 = m + t29 * -1L;
    t31 = n + t29 * -1L;
    t32 = t31 < t30 ? t31 : t30;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = _mm512_set1_epi64((long long)t29);
        t35 = t34;
        t3 = _mm512_add_epi64(t35, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t4 = 0L;
        do {
            t36 = t3;
            t37 = a + (t29 + t4);
            t38 = _mm512_loadu_si512(t37);
            t39 = _mm512_add_epi64(t38, t36);
            _mm512_storeu_si512(t37, t39);
            t4 += 8L;
            t3 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)8LL));
        } while (t4 < t33);
        t40 = t29 + t33;
    } else {
        t40 = t29;
    }
    t41 = m + t40 * -1L;
    t42 = n + t40 * -1L;
    t43 = t42 < t41 ? t42 : t41;
    if ((t43 >= 1L) & (t43 <= 8L)) {
        t44 = _mm256_set1_epi32((int)(int)t43);
        t45 = _mm256_cmpgt_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t46 = _mm512_set1_epi64((long long)t40);
        t47 = t46;
        t5 = _mm512_add_epi64(t47, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t48 = 0L;
        t49 = t5;
        t50 = a + (t40 + t48);
        t51 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t45), t50);
        t52 = t51;
        t53 = t49;
        t54 = _mm512_add_epi64(t52, t53);
        t55 = t54;
        _mm512_mask_storeu_epi64(t50, _mm256_movepi32_mask(t45), t55);
        i = t40 + t43;
    } else {
        i = t40;
    }
    for (; i < m; i++) {
        if ((i < n) == 0) {
            break;
        }
        t56 = a + i;
        *t56 = *t56 + i;
    }
    return i;
}

/* A value used after the loop and a last value set under a condition (early exits refuse both). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_of(int n, int m, const int *a, int *cond) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    int last;
    long t3;
    long t4;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __mmask16 t9;
    __m512i t10;
    __m512i t11;
    int t12;
    int i;
    int where;
    int t13;
    int where_1;
    t3 = (long)n;
    t4 = (long)m;
    t5 = t4 < t3 ? t4 : t3;
    if ((t5 >= 16L) & (t5 <= 2147483647L)) {
        t6 = t5 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)-1);
        do {
            t7 = _mm512_loadu_si512(a + (int)((long)0 + t1));
            t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32((int)2));
            t9 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32((int)500), _MM_CMPINT_NLE);
            t10 = _mm512_set1_epi32((int)(int)t1);
            t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t2 = _mm512_mask_blend_epi32(t9, t2, t11);
            t1 += 16L;
        } while (t1 < t6);
        t12 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_max_epi32, int);
        i = (int)((long)0 + t6);
        where = t12 < 0 ? -1 : (int)((long)0 + (long)t12);
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
        t13 = a[i];
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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    float *t7;
    __m512 t8;
    __m512 t9;
    float *t10;
    __m512 t11;
    __m512 t12;
    float *t13;
    __m512 t14;
    __m512 t15;
    float *t16;
    __m512 t17;
    __m512 t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    float *t24;
    __m512 t25;
    __m512 t26;
    int t27;
    long t28;
    long t29;
    long t30;
    __m512i t31;
    __mmask16 t32;
    long t33;
    float *t34;
    __m512 t35;
    __m512 t36;
    int i;
    float *t37;
    int t38;
    t3 = (long)n;
    t4 = (long)m + -1L;
    t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 64L) {
        t6 = t5 & -64L;
        t1 = 0L;
        do {
            t7 = a + (int)((long)0 + t1);
            t8 = _mm512_loadu_ps(t7);
            t9 = _mm512_mul_ps(t8, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t7, t9);
            t10 = a + (int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_ps(t10);
            t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t10, t12);
            t13 = a + (int)((long)0 + (t1 + 32L));
            t14 = _mm512_loadu_ps(t13);
            t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t13, t15);
            t16 = a + (int)((long)0 + (t1 + 48L));
            t17 = _mm512_loadu_ps(t16);
            t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t16, t18);
            t1 += 64L;
        } while (t1 < t6);
        t19 = (int)((long)0 + t6);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (long)m + (long)t19 * -1L + -1L;
    t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 16L) {
        t23 = t22 & -16L;
        t2 = 0L;
        do {
            t24 = a + (int)((long)t19 + t2);
            t25 = _mm512_loadu_ps(t24);
            t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t24, t26);
            t2 += 16L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    t28 = (long)n + (long)t27 * -1L;
    t29 = (long)m + (long)t27 * -1L + -1L;
    t30 = t29 < t28 ? t29 : t28;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        t31 = _mm512_set1_epi32((int)(int)t30);
        t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        t33 = 0L;
        t34 = a + (int)((long)t27 + t33);
        t35 = _mm512_maskz_loadu_ps(t32, t34);
        t36 = _mm512_mul_ps(t35, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(t34, t32, t36);
        i = (int)((long)t27 + t30);
    } else {
        i = t27;
    }
    for (; i < n; i = t38) {
        t37 = a + i;
        *t37 = *t37 * 0.5f;
        t38 = i + 1;
        if (t38 >= m) {
            break;
        }
    }
    return i;
}

/* Step 2 in both tests. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int step2(int n, int m, const int *a, int *end) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    int t;
    long t3;
    long t4;
    long t5;
    long t6;
    const int *t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    int i;
    t3 = ((long)n + 1L) / 2L;
    t4 = ((long)m + 1L) / 2L;
    t5 = (t4 < t3 ? t4 : t3) - 1L;
    if (t5 >= 16L) {
        t6 = t5 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t7 = a + (int)((long)0 + t1 * 2L);
            t8 = _mm512_loadu_si512(t7);
            t9 = _mm512_loadu_si512(t7 + 16);
            t10 = _mm512_permutex2var_epi32(t8, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t9);
            t11 = t10;
            t2 = _mm512_add_epi32(t2, t11);
            t1 += 16L;
        } while (t1 < t6);
        i = (int)((long)0 + t6 * 2L);
        t = (int)((unsigned int)0 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1))));
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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    int *t7;
    __m512i t8;
    __m512i t9;
    int *t10;
    __m512i t11;
    __m512i t12;
    int *t13;
    __m512i t14;
    __m512i t15;
    int *t16;
    __m512i t17;
    __m512i t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    int *t24;
    __m512i t25;
    __m512i t26;
    int t27;
    long t28;
    long t29;
    long t30;
    __m512i t31;
    __mmask16 t32;
    long t33;
    int *t34;
    __m512i t35;
    __m512i t36;
    int i;
    int *t37;
    t3 = (long)n;
    t4 = (long)m;
    t5 = t4 < t3 ? t4 : t3;
    if (t5 >= 64L) {
        t6 = t5 & -64L;
        t1 = 0L;
        do {
            t7 = a + (int)((long)0 + t1);
            t8 = _mm512_loadu_si512(t7);
            t9 = _mm512_xor_si512(t8, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(t7, t9);
            t10 = a + (int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_si512(t10);
            t12 = _mm512_xor_si512(t11, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(t10, t12);
            t13 = a + (int)((long)0 + (t1 + 32L));
            t14 = _mm512_loadu_si512(t13);
            t15 = _mm512_xor_si512(t14, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(t13, t15);
            t16 = a + (int)((long)0 + (t1 + 48L));
            t17 = _mm512_loadu_si512(t16);
            t18 = _mm512_xor_si512(t17, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(t16, t18);
            t1 += 64L;
        } while (t1 < t6);
        t19 = (int)((long)0 + t6);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (long)m + (long)t19 * -1L;
    t22 = t21 < t20 ? t21 : t20;
    if (t22 >= 16L) {
        t23 = t22 & -16L;
        t2 = 0L;
        do {
            t24 = a + (int)((long)t19 + t2);
            t25 = _mm512_loadu_si512(t24);
            t26 = _mm512_xor_si512(t25, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(t24, t26);
            t2 += 16L;
        } while (t2 < t23);
        t27 = (int)((long)t19 + t23);
    } else {
        t27 = t19;
    }
    t28 = (long)n + (long)t27 * -1L;
    t29 = (long)m + (long)t27 * -1L;
    t30 = t29 < t28 ? t29 : t28;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        t31 = _mm512_set1_epi32((int)(int)t30);
        t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        t33 = 0L;
        t34 = a + (int)((long)t27 + t33);
        t35 = _mm512_maskz_loadu_epi32(t32, t34);
        t36 = _mm512_xor_si512(t35, _mm512_set1_epi32((int)5));
        _mm512_mask_storeu_epi32(t34, t32, t36);
        i = (int)((long)t27 + t30);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        if ((i != m) == 0) {
            break;
        }
        t37 = a + i;
        *t37 = *t37 ^ 5;
    }
    return i;
}

/* Two counted exits and a search: the search stays an early exit. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int counted_and_search(int n, int m, int x) {
    vcc_no_contract_body
    static int g[300];
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    long t5;
    int t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    int t22;
    long t23;
    int t24;
    __m512i t25;
    __mmask16 t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    long t32;
    int i;
    long t33;
    long t34;
    long t35;
    __m512i t36;
    __m512i t37;
    __mmask16 t38;
    __m512i t39;
    __mmask16 t40;
    __mmask16 t41;
    int i_1;
    t6 = (int)((unsigned int)0 * (unsigned int)37);
    if ((300L >= 32L) & (t6 >= 0)) {
        t7 = 300L & -32L;
        t8 = _mm512_set1_epi32((int)(t6 % 301));
        t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 32, 69, 106, 143, 180, 217, 254));
        t10 = t9;
        t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32((int)301));
        t12 = _mm512_min_epu32(t10, t11);
        t1 = t12;
        t2 = 0L;
        do {
            _mm512_storeu_si512(&g[(int)((long)0 + t2)], t1);
            t13 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)291));
            t14 = t13;
            t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32((int)301));
            t16 = _mm512_min_epu32(t14, t15);
            t17 = t16;
            _mm512_storeu_si512(&g[(int)((long)0 + (t2 + 16L))], t17);
            t2 += 32L;
            t18 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)281));
            t19 = t18;
            t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32((int)301));
            t21 = _mm512_min_epu32(t19, t20);
            t1 = t21;
        } while (t2 < t7);
        t22 = (int)((long)0 + t7);
    } else {
        t22 = 0;
    }
    t23 = (long)t22 * -1L + 300L;
    t24 = (int)((unsigned int)t22 * (unsigned int)37);
    if ((t23 >= 1L) & (t23 <= 16L) & (t24 >= 0)) {
        t25 = _mm512_set1_epi32((int)(int)t23);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = _mm512_set1_epi32((int)(t24 % 301));
        t28 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 32, 69, 106, 143, 180, 217, 254));
        t29 = t28;
        t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32((int)301));
        t31 = _mm512_min_epu32(t29, t30);
        t3 = t31;
        t32 = 0L;
        _mm512_mask_storeu_epi32(&g[(int)((long)t22 + t32)], t26, t3);
        i = (int)((long)t22 + t23);
    } else {
        i = t22;
    }
    for (; i < 300; i++) {
        g[i] = i * 37 % 301;
    }
    t33 = (long)n;
    t34 = (long)m;
    t35 = t34 < t33 ? t34 : t33;
    if ((t35 >= 32L) & (t35 <= 300L)) {
        t5 = t35 & -32L;
        t36 = _mm512_set1_epi32((int)x);
        t4 = 0L;
        for (;;) {
            t37 = _mm512_loadu_si512(&g[(int)((long)0 + t4)]);
            t38 = _mm512_cmp_epi32_mask(t37, t36, _MM_CMPINT_EQ);
            t39 = _mm512_loadu_si512(&g[(int)((long)0 + (t4 + 16L))]);
            t40 = _mm512_cmp_epi32_mask(t39, t36, _MM_CMPINT_EQ);
            t41 = _kor_mask16(t38, t40);
            if ((t41 != 0)) {
                break;
            }
            t4 += 32L;
            if (t4 >= t5) {
                goto L42;
            }
        }
        t5 = t4;
    L42:
        i_1 = (int)((long)0 + t5);
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
