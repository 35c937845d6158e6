/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    int t7;
    int i;
    long t1 = (long)n;
    long t2 = 40L < t1 ? 40L : t1;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:10 vectorized: VF 16, UF 1, 2 counted exits, masked remainder */
        do {
            int *t4 = a + i_vec;
            __m512i a_v = _mm512_loadu_si512(t4);
            __m512i t5 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            __m512i t6 = _mm512_add_epi32(t5, _mm512_set1_epi32(1));
            _mm512_storeu_si512(t4, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    long t9 = (long)t7 * -1L + 40L;
    long t10 = t9 < t8 ? t9 : t8;
    if ((t10 >= 1L) & (t10 <= 16L)) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        int *t13 = a + (long)t7;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t12, t13);
        __m512i t14 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
        __m512i t15 = _mm512_add_epi32(t14, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(t13, t12, t15);
        i = (int)((long)t7 + t10);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        if ((i < 40) == 0) {
            break;
        }
        int *t16 = a + i;
        *t16 = *t16 * 3 + 1;
    }
}

/* Two parameters, a sum, and the index after the loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_two(int n, int m, const int *a, int *end) {
    vcc_no_contract_body
    int s;
    int t5;
    int t6;
    int i;
    long t1 = (long)n;
    long t2 = (long)m;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at two_exits.c:17 vectorized: VF 16, UF 1, 2 counted exits, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, a_v);
            i_vec += 16L;
        } while (i_vec < t4);
        t5 = (int)t4;
        t6 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t5 = 0;
        t6 = 0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    long t8 = (long)m + (long)t5 * -1L;
    long t9 = t8 < t7 ? t8 : t7;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t11, a + (long)t5);
        __m512i t12 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(0), a_v_1);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t12);
        i = (int)((long)t5 + t9);
        s = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t5;
        s = t6;
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
    int t13;
    int t20;
    int i;
    long t1 = (long)n + (long)start * -1L;
    long t2 = (long)m + (long)start * -1L + 1L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:26 vectorized: VF 16, UF 4, 2 counted exits, vector epilogue VF 16, masked remainder */
        do {
            int *t5 = a + ((long)start + i_vec);
            __m512i a_v = _mm512_loadu_si512(t5);
            __m512i t6 = _mm512_add_epi32(a_v, _mm512_set1_epi32(2));
            _mm512_storeu_si512(t5, t6);
            int *t7 = a + ((long)start + (i_vec + 16L));
            __m512i a_v_1 = _mm512_loadu_si512(t7);
            __m512i t8 = _mm512_add_epi32(a_v_1, _mm512_set1_epi32(2));
            _mm512_storeu_si512(t7, t8);
            int *t9 = a + ((long)start + (i_vec + 32L));
            __m512i a_v_2 = _mm512_loadu_si512(t9);
            __m512i t10 = _mm512_add_epi32(a_v_2, _mm512_set1_epi32(2));
            _mm512_storeu_si512(t9, t10);
            int *t11 = a + ((long)start + (i_vec + 48L));
            __m512i a_v_3 = _mm512_loadu_si512(t11);
            __m512i t12 = _mm512_add_epi32(a_v_3, _mm512_set1_epi32(2));
            _mm512_storeu_si512(t11, t12);
            i_vec += 64L;
        } while (i_vec < t4);
        t13 = (int)((long)start + t4);
    } else {
        t13 = start;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L + 1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:26 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            int *t18 = a + ((long)t13 + i_vec_1);
            __m512i a_v_4 = _mm512_loadu_si512(t18);
            __m512i t19 = _mm512_add_epi32(a_v_4, _mm512_set1_epi32(2));
            _mm512_storeu_si512(t18, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t13 + t17);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    long t22 = (long)m + (long)t20 * -1L + 1L;
    long t23 = t22 < t21 ? t22 : t21;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        int *t26 = a + (long)t20;
        __m512i a_v_5 = _mm512_maskz_loadu_epi32(t25, t26);
        __m512i t27 = _mm512_add_epi32(a_v_5, _mm512_set1_epi32(2));
        _mm512_mask_storeu_epi32(t26, t25, t27);
        i = (int)((long)t20 + t23);
    } else {
        i = t20;
    }
    while (i < n) {
        if ((i <= m) == 0) {
            break;
        }
        int *t28 = a + i;
        *t28 = *t28 + 2;
        i++;
    }
    return i;
}

/* Unsigned induction and bounds. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned uns(unsigned n, unsigned m, int *a) {
    vcc_no_contract_body
    unsigned int t9;
    unsigned int t15;
    unsigned int i;
    long t1 = (long)n + -3L;
    long t2 = (long)m + -3L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        __m512i t5 = _mm512_set1_epi32((int)3U);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:36 vectorized: VF 16, UF 4, 2 counted exits, vector epilogue VF 16, masked remainder */
        do {
            _mm512_storeu_si512(a + (3L + i_vec), (__m512i)i_v);
            __m512i t6 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            _mm512_storeu_si512(a + (3L + (i_vec + 16L)), t6);
            __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
            _mm512_storeu_si512(a + (3L + (i_vec + 32L)), t7);
            __m512i t8 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
            _mm512_storeu_si512(a + (3L + (i_vec + 48L)), t8);
            i_vec += 64L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
        } while (i_vec < t4);
        t9 = (unsigned int)(3L + t4);
    } else {
        t9 = 3U;
    }
    long t10 = (long)n + (long)t9 * -1L;
    long t11 = (long)m + (long)t9 * -1L;
    long t12 = t11 < t10 ? t11 : t10;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        __m512i t14 = _mm512_set1_epi32((int)t9);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t14, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:36 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            _mm512_storeu_si512(a + ((long)t9 + i_vec_1), (__m512i)i_v_1);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t13);
        t15 = (unsigned int)((long)t9 + t13);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    long t17 = (long)m + (long)t15 * -1L;
    long t18 = t17 < t16 ? t17 : t16;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        __m512i t21 = _mm512_set1_epi32((int)t15);
        __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        _mm512_mask_storeu_epi32(a + (long)t15, t20, t22);
        i = (unsigned int)((long)t15 + t18);
    } else {
        i = t15;
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
    int t19;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    long t3 = (long)n + (long)m * -1L + -1L;
    long t4 = t3 < t2 ? t3 : t2;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:44 vectorized: VF 16, UF 2, 2 counted exits, vector epilogue VF 16, masked remainder */
        do {
            int *t6 = a + ((long)t1 + i_vec * -1L);
            __m512i t7 = _mm512_loadu_si512(t6 + -15);
            __m512i t8 = _mm512_sub_epi32(_mm512_setzero_si512(), t7);
            _mm512_storeu_si512(t6 + -15, t8);
            int *t9 = a + ((long)t1 + (i_vec + 16L) * -1L);
            __m512i t10 = _mm512_loadu_si512(t9 + -15);
            __m512i t11 = _mm512_sub_epi32(_mm512_setzero_si512(), t10);
            _mm512_storeu_si512(t9 + -15, t11);
            i_vec += 32L;
        } while (i_vec < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t12 = (long)t1 + 1L;
    long t13 = (long)m * -1L + (long)t1;
    long t14 = t13 < t12 ? t13 : t12;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:44 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            int *t16 = a + ((long)t1 + i_vec_1 * -1L);
            __m512i t17 = _mm512_loadu_si512(t16 + -15);
            __m512i t18 = _mm512_sub_epi32(_mm512_setzero_si512(), t17);
            _mm512_storeu_si512(t16 + -15, t18);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        t19 = (int)((long)t1 + t15 * -1L);
    } else {
        t19 = t1;
    }
    long t20 = (long)t19 + 1L;
    long t21 = (long)m * -1L + (long)t19;
    long t22 = t21 < t20 ? t21 : t20;
    if ((t22 >= 1L) & (t22 <= 16L)) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)t19;
        __mmask16 t26 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
        __m512i t27 = _mm512_maskz_loadu_epi32(t26, (int *)((unsigned long)a + (unsigned long)t25 * 4UL - 60UL));
        __m512i t28 = _mm512_sub_epi32(_mm512_setzero_si512(), t27);
        __mmask16 t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t25 * 4UL - 60UL), t29, t28);
        i = (int)((long)t19 + t22 * -1L);
    } else {
        i = t19;
    }
    for (; i >= 0; i--) {
        if ((i > m) == 0) {
            break;
        }
        int *t30 = a + i;
        *t30 = -*t30;
    }
    return i;
}

/* Long induction and bounds, the parameter's test second. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long longs(long n, long m, long *a) {
    vcc_no_contract_body
    long t15;
    long t23;
    long i;
    long t1 = n < m ? n : m;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi64((long long)0L);
        __m512i i_v = _mm512_add_epi64(t3, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:52 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, masked remainder */
        do {
            long *t4 = a + i_vec;
            __m512i a_v = _mm512_loadu_si512(t4);
            __m512i t5 = _mm512_add_epi64(a_v, i_v);
            _mm512_storeu_si512(t4, t5);
            __m512i t6 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)8LL));
            long *t7 = a + (i_vec + 8L);
            __m512i a_v_1 = _mm512_loadu_si512(t7);
            __m512i t8 = _mm512_add_epi64(a_v_1, t6);
            _mm512_storeu_si512(t7, t8);
            __m512i t9 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)16LL));
            long *t10 = a + (i_vec + 16L);
            __m512i a_v_2 = _mm512_loadu_si512(t10);
            __m512i t11 = _mm512_add_epi64(a_v_2, t9);
            _mm512_storeu_si512(t10, t11);
            __m512i t12 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)24LL));
            long *t13 = a + (i_vec + 24L);
            __m512i a_v_3 = _mm512_loadu_si512(t13);
            __m512i t14 = _mm512_add_epi64(a_v_3, t12);
            _mm512_storeu_si512(t13, t14);
            i_vec += 32L;
            i_v = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)32LL));
        } while (i_vec < t2);
        t15 = t2;
    } else {
        t15 = 0L;
    }
    long t16 = m + t15 * -1L;
    long t17 = n + t15 * -1L;
    long t18 = t17 < t16 ? t17 : t16;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        __m512i t20 = _mm512_set1_epi64((long long)t15);
        __m512i i_v_1 = _mm512_add_epi64(t20, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:52 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long *t21 = a + (t15 + i_vec_1);
            __m512i a_v_4 = _mm512_loadu_si512(t21);
            __m512i t22 = _mm512_add_epi64(a_v_4, i_v_1);
            _mm512_storeu_si512(t21, t22);
            i_vec_1 += 8L;
            i_v_1 = _mm512_add_epi64(i_v_1, _mm512_set1_epi64((long long)8LL));
        } while (i_vec_1 < t19);
        t23 = t15 + t19;
    } else {
        t23 = t15;
    }
    long t24 = m + t23 * -1L;
    long t25 = n + t23 * -1L;
    long t26 = t25 < t24 ? t25 : t24;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t29 = _mm512_set1_epi64((long long)t23);
        __m512i t30 = _mm512_add_epi64(t29, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long *t31 = a + t23;
        __m512i a_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t28), t31);
        __m512i t32 = _mm512_add_epi64(a_v_5, t30);
        _mm512_mask_storeu_epi64(t31, _mm256_movepi32_mask(t28), t32);
        i = t23 + t26;
    } else {
        i = t23;
    }
    for (; i < m; i++) {
        if ((i < n) == 0) {
            break;
        }
        long *t33 = a + i;
        *t33 = *t33 + i;
    }
    return i;
}

/* A value used after the loop and a last value set under a condition (early exits refuse both). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_of(int n, int m, const int *a, int *cond) {
    vcc_no_contract_body
    int last;
    __m512i last_v;
    int i;
    int where;
    int where_1;
    long t2 = (long)n;
    long t3 = (long)m;
    long t4 = t3 < t2 ? t3 : t2;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at two_exits.c:60 vectorized: VF 16, UF 1, 2 counted exits, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            last_v = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(2));
            __mmask16 t6 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(500), _MM_CMPINT_NLE);
            __m512i t7 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t6, (__m512i)t1, t8);
            i_vec += 16L;
        } while (i_vec < t5);
        int t9 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        i = (int)t5;
        where = t9 < 0 ? -1 : (int)(long)t9;
        last = ((vcc_v16_int)last_v)[15];
    } else {
        i = 0;
        where = -1;
        last = -1;
    }
    for (; i < n; i++, where = where_1) {
        if ((i < m) == 0) {
            break;
        }
        int t10 = a[i];
        last = t10 * 2;
        if (t10 > 500) {
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
    int t13;
    int t20;
    int i;
    long t1 = (long)n;
    long t2 = (long)m + -1L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:72 vectorized: VF 16, UF 4, 2 counted exits, vector epilogue VF 16, masked remainder */
        do {
            float *t5 = a + i_vec;
            __m512 a_v = _mm512_loadu_ps(t5);
            __m512 t6 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t5, t6);
            float *t7 = a + (i_vec + 16L);
            __m512 a_v_1 = _mm512_loadu_ps(t7);
            __m512 t8 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t7, t8);
            float *t9 = a + (i_vec + 32L);
            __m512 a_v_2 = _mm512_loadu_ps(t9);
            __m512 t10 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t9, t10);
            float *t11 = a + (i_vec + 48L);
            __m512 a_v_3 = _mm512_loadu_ps(t11);
            __m512 t12 = _mm512_mul_ps(a_v_3, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t11, t12);
            i_vec += 64L;
        } while (i_vec < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L + -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:72 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            float *t18 = a + ((long)t13 + i_vec_1);
            __m512 a_v_4 = _mm512_loadu_ps(t18);
            __m512 t19 = _mm512_mul_ps(a_v_4, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(t18, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t13 + t17);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    long t22 = (long)m + (long)t20 * -1L + -1L;
    long t23 = t22 < t21 ? t22 : t21;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        float *t26 = a + (long)t20;
        __m512 a_v_5 = _mm512_maskz_loadu_ps(t25, t26);
        __m512 t27 = _mm512_mul_ps(a_v_5, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(t26, t25, t27);
        i = (int)((long)t20 + t23);
    } else {
        i = t20;
    }
    while (i < n) {
        float *t28 = a + i;
        *t28 = *t28 * 0.5f;
        int t29 = i + 1;
        if (t29 >= m) {
            break;
        }
        i = t29;
    }
    return i;
}

/* Step 2 in both tests. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int step2(int n, int m, const int *a, int *end) {
    vcc_no_contract_body
    int t;
    int i;
    long t1 = ((long)n + 1L) / 2L;
    long t2 = ((long)m + 1L) / 2L;
    long t3 = (t2 < t1 ? t2 : t1) - 1L;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        vcc_v16_uint t_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at two_exits.c:83 vectorized: VF 16, UF 1, 2 counted exits, scalar epilogue */
        do {
            const int *t5 = a + i_vec * 2L;
            __m512i t6 = _mm512_loadu_si512(t5);
            __m512i t7 = _mm512_loadu_si512(t5 + 16);
            __m512i a_v = _mm512_permutex2var_epi32(t6, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t7);
            t_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)t_v, a_v);
            i_vec += 16L;
        } while (i_vec < t4);
        i = (int)(t4 * 2L);
        t = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)t_v), _mm512_extracti64x4_epi64((__m512i)t_v, 1)));
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
    int t13;
    int t20;
    int i;
    long t1 = (long)n;
    long t2 = (long)m;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:92 vectorized: VF 16, UF 4, 2 counted exits, vector epilogue VF 16, masked remainder */
        do {
            int *t5 = a + i_vec;
            __m512i a_v = _mm512_loadu_si512(t5);
            __m512i t6 = _mm512_xor_si512(a_v, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t5, t6);
            int *t7 = a + (i_vec + 16L);
            __m512i a_v_1 = _mm512_loadu_si512(t7);
            __m512i t8 = _mm512_xor_si512(a_v_1, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t7, t8);
            int *t9 = a + (i_vec + 32L);
            __m512i a_v_2 = _mm512_loadu_si512(t9);
            __m512i t10 = _mm512_xor_si512(a_v_2, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t9, t10);
            int *t11 = a + (i_vec + 48L);
            __m512i a_v_3 = _mm512_loadu_si512(t11);
            __m512i t12 = _mm512_xor_si512(a_v_3, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t11, t12);
            i_vec += 64L;
        } while (i_vec < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:92 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            int *t18 = a + ((long)t13 + i_vec_1);
            __m512i a_v_4 = _mm512_loadu_si512(t18);
            __m512i t19 = _mm512_xor_si512(a_v_4, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t18, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t13 + t17);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    long t22 = (long)m + (long)t20 * -1L;
    long t23 = t22 < t21 ? t22 : t21;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        int *t26 = a + (long)t20;
        __m512i a_v_5 = _mm512_maskz_loadu_epi32(t25, t26);
        __m512i t27 = _mm512_xor_si512(a_v_5, _mm512_set1_epi32(5));
        _mm512_mask_storeu_epi32(t26, t25, t27);
        i = (int)((long)t20 + t23);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        if ((i != m) == 0) {
            break;
        }
        int *t28 = a + i;
        *t28 = *t28 ^ 5;
    }
    return i;
}

/* Two counted exits and a search: the search stays an early exit. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int counted_and_search(int n, int m, int x) {
    vcc_no_contract_body
    static int g[300];
    int i;
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 32, 69, 106, 143, 180, 217, 254));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(301));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at two_exits.c:100 vectorized: VF 16, UF 2, the remainder at 101:16 by 301 kept as a running remainder (guard: dividend not negative), masked remainder */
    do {
        _mm512_storeu_si512(&g[i_vec], (__m512i)t1);
        __m512i t6 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(291));
        __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(301));
        __m512i t8 = _mm512_min_epu32(t6, t7);
        _mm512_storeu_si512(&g[i_vec + 16L], t8);
        i_vec += 32L;
        __m512i t9 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(281));
        __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(301));
        t1 = (vcc_v16_int)_mm512_min_epu32(t9, t10);
    } while (i_vec < 288L);
    __m512i t11 = _mm512_set1_epi32(12);
    __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
    __m512i t13 = _mm512_set1_epi32(121);
    __m512i t14 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 32, 69, 106, 143, 180, 217, 254));
    __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(301));
    __m512i t16 = _mm512_min_epu32(t14, t15);
    _mm512_mask_storeu_epi32(&g[288], t12, t16);
    long t17 = (long)n;
    long t18 = (long)m;
    long t19 = t18 < t17 ? t18 : t17;
    if ((t19 >= 32L) & (t19 <= 300L)) {
        long t2 = t19 & -32L;
        __m512i x_v = _mm512_set1_epi32((int)x);
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:103 vectorized: VF 16, UF 2, early exit, 2 counted exits, scalar epilogue */
        do {
            __m512i g_v = _mm512_loadu_si512(&g[(int)i_vec_1]);
            __mmask16 t20 = _mm512_cmp_epi32_mask(g_v, x_v, _MM_CMPINT_EQ);
            __m512i g_v_1 = _mm512_loadu_si512(&g[(int)(i_vec_1 + 16L)]);
            __mmask16 t21 = _mm512_cmp_epi32_mask(g_v_1, x_v, _MM_CMPINT_EQ);
            __mmask16 t22 = _kor_mask16(t20, t21);
            if ((t22 != 0)) {
                t2 = i_vec_1;
                break;
            }
            i_vec_1 += 32L;
        } while (i_vec_1 < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((i < m) == 0) {
            break;
        }
        if (g[i] == x) {
            break;
        }
    }
    return i;
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
