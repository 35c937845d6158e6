/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void both_bounds(int n, int *a) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    long t2 = 40L < t1 ? 40L : t1;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:10 vectorized: VF 8, UF 1, 2 counted exits, masked remainder */
        do {
            int *t4 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t5 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            __m256i t6 = _mm256_add_epi32(t5, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)t4, t6);
            i_vec += 8L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    long t9 = (long)t7 * -1L + 40L;
    long t10 = t9 < t8 ? t9 : t8;
    if ((t10 >= 1L) & (t10 <= 8L)) {
        __m256i t11 = _mm256_set1_epi32((int)(int)t10);
        __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int *t13 = a + (long)t7;
        __m256i a_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t12), t13);
        __m256i t14 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
        __m256i t15 = _mm256_add_epi32(t14, _mm256_set1_epi32(1));
        _mm256_mask_storeu_epi32(t13, _mm256_movepi32_mask(t12), t15);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_two(int n, int m, const int *a, int *end) {
    vcc_no_contract_body
    int s;
    int t8;
    int t9;
    int i;
    long t1 = (long)n;
    long t2 = (long)m;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at two_exits.c:17 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t4);
        __m256i t5 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t6 = _mm256_add_epi32(t5, (__m256i)s_v_2);
        __m256i t7 = _mm256_add_epi32(t6, (__m256i)s_v_3);
        t8 = (int)t4;
        t9 = (int)vcc_avx2_sum_epi32(t7);
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    long t11 = (long)m + (long)t8 * -1L;
    long t12 = t11 < t10 ? t11 : t10;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at two_exits.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t8 + i_vec_1)));
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t8 + t13);
        s = (int)((unsigned int)t9 + vcc_avx2_sum_epi32((__m256i)s_v_4));
    } else {
        i = t8;
        s = t9;
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
    int t13;
    int t20;
    int i;
    long t1 = (long)n + (long)start * -1L;
    long t2 = (long)m + (long)start * -1L + 1L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:26 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, masked remainder */
        do {
            int *t5 = a + ((long)start + i_vec);
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t6 = _mm256_add_epi32(a_v, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)t5, t6);
            int *t7 = a + ((long)start + (i_vec + 8L));
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t8 = _mm256_add_epi32(a_v_1, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)t7, t8);
            int *t9 = a + ((long)start + (i_vec + 16L));
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t10 = _mm256_add_epi32(a_v_2, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)t9, t10);
            int *t11 = a + ((long)start + (i_vec + 24L));
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t12 = _mm256_add_epi32(a_v_3, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)t11, t12);
            i_vec += 32L;
        } while (i_vec < t4);
        t13 = (int)((long)start + t4);
    } else {
        t13 = start;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L + 1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int *t18 = a + ((long)t13 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t19 = _mm256_add_epi32(a_v_4, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)t18, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t13 + t17);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    long t22 = (long)m + (long)t20 * -1L + 1L;
    long t23 = t22 < t21 ? t22 : t21;
    if ((t23 >= 1L) & (t23 <= 8L)) {
        __m256i t24 = _mm256_set1_epi32((int)(int)t23);
        __m256i t25 = _mm256_cmpgt_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int *t26 = a + (long)t20;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t25), t26);
        __m256i t27 = _mm256_add_epi32(a_v_5, _mm256_set1_epi32(2));
        _mm256_mask_storeu_epi32(t26, _mm256_movepi32_mask(t25), t27);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned uns(unsigned n, unsigned m, int *a) {
    vcc_no_contract_body
    unsigned int t9;
    unsigned int t15;
    unsigned int i;
    long t1 = (long)n + -3L;
    long t2 = (long)m + -3L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi32((int)3U);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:36 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, masked remainder */
        do {
            _mm256_storeu_si256((__m256i *)(a + (3L + i_vec)), (__m256i)i_v);
            __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            _mm256_storeu_si256((__m256i *)(a + (3L + (i_vec + 8L))), t6);
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)(a + (3L + (i_vec + 16L))), t7);
            __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            _mm256_storeu_si256((__m256i *)(a + (3L + (i_vec + 24L))), t8);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t4);
        t9 = (unsigned int)(3L + t4);
    } else {
        t9 = 3U;
    }
    long t10 = (long)n + (long)t9 * -1L;
    long t11 = (long)m + (long)t9 * -1L;
    long t12 = t11 < t10 ? t11 : t10;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m256i t14 = _mm256_set1_epi32((int)t9);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)(a + ((long)t9 + i_vec_1)), (__m256i)i_v_1);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t13);
        t15 = (unsigned int)((long)t9 + t13);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    long t17 = (long)m + (long)t15 * -1L;
    long t18 = t17 < t16 ? t17 : t16;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t21 = _mm256_set1_epi32((int)t15);
        __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(a + (long)t15, _mm256_movepi32_mask(t20), t22);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int down(int n, int m, int *a) {
    vcc_no_contract_body
    int t25;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    long t3 = (long)n + (long)m * -1L + -1L;
    long t4 = t3 < t2 ? t3 : t2;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:44 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, masked remainder */
        do {
            int *t6 = a + ((long)t1 + i_vec * -1L);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(t6 + -7));
            __m256i t8 = _mm256_sub_epi32(_mm256_setzero_si256(), t7);
            _mm256_storeu_si256((__m256i *)(t6 + -7), t8);
            int *t9 = a + ((long)t1 + (i_vec + 8L) * -1L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(t9 + -7));
            __m256i t11 = _mm256_sub_epi32(_mm256_setzero_si256(), t10);
            _mm256_storeu_si256((__m256i *)(t9 + -7), t11);
            int *t12 = a + ((long)t1 + (i_vec + 16L) * -1L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(t12 + -7));
            __m256i t14 = _mm256_sub_epi32(_mm256_setzero_si256(), t13);
            _mm256_storeu_si256((__m256i *)(t12 + -7), t14);
            int *t15 = a + ((long)t1 + (i_vec + 24L) * -1L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(t15 + -7));
            __m256i t17 = _mm256_sub_epi32(_mm256_setzero_si256(), t16);
            _mm256_storeu_si256((__m256i *)(t15 + -7), t17);
            i_vec += 32L;
        } while (i_vec < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t18 = (long)t1 + 1L;
    long t19 = (long)m * -1L + (long)t1;
    long t20 = t19 < t18 ? t19 : t18;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:44 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int *t22 = a + ((long)t1 + i_vec_1 * -1L);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(t22 + -7));
            __m256i t24 = _mm256_sub_epi32(_mm256_setzero_si256(), t23);
            _mm256_storeu_si256((__m256i *)(t22 + -7), t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t25 = (int)((long)t1 + t21 * -1L);
    } else {
        t25 = t1;
    }
    long t26 = (long)t25 + 1L;
    long t27 = (long)m * -1L + (long)t25;
    long t28 = t27 < t26 ? t27 : t26;
    if ((t28 >= 1L) & (t28 <= 8L)) {
        __m256i t29 = _mm256_set1_epi32((int)(int)t28);
        __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t31 = (long)t25;
        __m256i t32 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t33 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), (int *)((unsigned long)a + (unsigned long)t31 * 4UL - 28UL));
        __m256i t34 = _mm256_sub_epi32(_mm256_setzero_si256(), t33);
        __m256i t35 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t31 * 4UL - 28UL), _mm256_movepi32_mask(t35), t34);
        i = (int)((long)t25 + t28 * -1L);
    } else {
        i = t25;
    }
    for (; i >= 0; i--) {
        if ((i > m) == 0) {
            break;
        }
        int *t36 = a + i;
        *t36 = -*t36;
    }
    return i;
}

/* Long induction and bounds, the parameter's test second. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long longs(long n, long m, long *a) {
    vcc_no_contract_body
    long t15;
    long i;
    long t1 = n < m ? n : m;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi64x((long long)0L);
        __m256i i_v = _mm256_add_epi64(t3, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:52 vectorized: VF 4, UF 4, 2 counted exits, vector epilogue VF 4, scalar epilogue */
        do {
            long *t4 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t5 = _mm256_add_epi64(a_v, i_v);
            _mm256_storeu_si256((__m256i *)t4, t5);
            __m256i t6 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)4LL));
            long *t7 = a + (i_vec + 4L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t8 = _mm256_add_epi64(a_v_1, t6);
            _mm256_storeu_si256((__m256i *)t7, t8);
            __m256i t9 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)8LL));
            long *t10 = a + (i_vec + 8L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t11 = _mm256_add_epi64(a_v_2, t9);
            _mm256_storeu_si256((__m256i *)t10, t11);
            __m256i t12 = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)12LL));
            long *t13 = a + (i_vec + 12L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t13);
            __m256i t14 = _mm256_add_epi64(a_v_3, t12);
            _mm256_storeu_si256((__m256i *)t13, t14);
            i_vec += 16L;
            i_v = _mm256_add_epi64(i_v, _mm256_set1_epi64x((long long)16LL));
        } while (i_vec < t2);
        t15 = t2;
    } else {
        t15 = 0L;
    }
    long t16 = m + t15 * -1L;
    long t17 = n + t15 * -1L;
    long t18 = t17 < t16 ? t17 : t16;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        __m256i t20 = _mm256_set1_epi64x((long long)t15);
        __m256i i_v_1 = _mm256_add_epi64(t20, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long *t21 = a + (t15 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t22 = _mm256_add_epi64(a_v_4, i_v_1);
            _mm256_storeu_si256((__m256i *)t21, t22);
            i_vec_1 += 4L;
            i_v_1 = _mm256_add_epi64(i_v_1, _mm256_set1_epi64x((long long)4LL));
        } while (i_vec_1 < t19);
        i = t15 + t19;
    } else {
        i = t15;
    }
    for (; i < m; i++) {
        if ((i < n) == 0) {
            break;
        }
        long *t23 = a + i;
        *t23 = *t23 + i;
    }
    return i;
}

/* A value used after the loop and a last value set under a condition (early exits refuse both). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_of(int n, int m, const int *a, int *cond) {
    vcc_no_contract_body
    int last;
    __m256i last_v;
    int t15;
    int t16;
    int t17;
    __m256i last_v_1;
    int i;
    int where;
    int where_1;
    long t4 = (long)n;
    long t5 = (long)m;
    long t6 = t5 < t4 ? t5 : t4;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at two_exits.c:60 vectorized: VF 8, UF 2, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t8 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(500));
            __m256i t9 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t8, t10, (__m256i)t1, 0xCA);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            last_v = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(2));
            __m256i t11 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(500));
            __m256i t12 = _mm256_add_epi32(t10, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t11, t12, (__m256i)t2, 0xCA);
            i_vec += 16L;
        } while (i_vec < t7);
        __m256i t13 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        int t14 = vcc_avx2_reduce_epi32(t13, _mm_max_epi32, int);
        t15 = (int)t7;
        t16 = t14 < 0 ? -1 : (int)(long)t14;
        t17 = ((vcc_v8_int)last_v)[7];
    } else {
        t15 = 0;
        t16 = -1;
        t17 = -1;
    }
    long t18 = (long)n + (long)t15 * -1L;
    long t19 = (long)m + (long)t15 * -1L;
    long t20 = t19 < t18 ? t19 : t18;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at two_exits.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t15 + i_vec_1)));
            last_v_1 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(2));
            __m256i t22 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(500));
            __m256i t23 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t22, t24, (__m256i)t3, 0xCA);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        i = (int)((long)t15 + t21);
        where = t25 < 0 ? t16 : (int)((long)t15 + (long)t25);
        last = ((vcc_v8_int)last_v_1)[7];
    } else {
        i = t15;
        where = t16;
        last = t17;
    }
    for (; i < n; i++, where = where_1) {
        if ((i < m) == 0) {
            break;
        }
        int t26 = a[i];
        last = t26 * 2;
        if (t26 > 500) {
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
    int t13;
    int t20;
    int i;
    long t1 = (long)n;
    long t2 = (long)m + -1L;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:72 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, masked remainder */
        do {
            float *t5 = a + i_vec;
            __m256 a_v = _mm256_loadu_ps(t5);
            __m256 t6 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t5, t6);
            float *t7 = a + (i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(t7);
            __m256 t8 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t7, t8);
            float *t9 = a + (i_vec + 16L);
            __m256 a_v_2 = _mm256_loadu_ps(t9);
            __m256 t10 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t9, t10);
            float *t11 = a + (i_vec + 24L);
            __m256 a_v_3 = _mm256_loadu_ps(t11);
            __m256 t12 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t11, t12);
            i_vec += 32L;
        } while (i_vec < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L + -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:72 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t18 = a + ((long)t13 + i_vec_1);
            __m256 a_v_4 = _mm256_loadu_ps(t18);
            __m256 t19 = _mm256_mul_ps(a_v_4, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t18, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t13 + t17);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    long t22 = (long)m + (long)t20 * -1L + -1L;
    long t23 = t22 < t21 ? t22 : t21;
    if ((t23 >= 1L) & (t23 <= 8L)) {
        __m256i t24 = _mm256_set1_epi32((int)(int)t23);
        __m256i t25 = _mm256_cmpgt_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        float *t26 = a + (long)t20;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t25), t26);
        __m256 t27 = _mm256_mul_ps(a_v_5, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps(t26, _mm256_movepi32_mask(t25), t27);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int step2(int n, int m, const int *a, int *end) {
    vcc_no_contract_body
    int t;
    int t12;
    int t13;
    int i;
    long t1 = ((long)n + 1L) / 2L;
    long t2 = ((long)m + 1L) / 2L;
    long t3 = (t2 < t1 ? t2 : t1) - 1L;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        vcc_v8_uint t_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint t_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at two_exits.c:83 vectorized: VF 8, UF 2, 2 counted exits, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t5 = a + i_vec * 2L;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(t5 + 8));
            __m256i a_v = _mm256_permutex2var_epi32(t6, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t7);
            t_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)t_v, a_v);
            const int *t8 = a + (i_vec + 8L) * 2L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)t8);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(t8 + 8));
            __m256i a_v_1 = _mm256_permutex2var_epi32(t9, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t10);
            t_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)t_v_1, a_v_1);
            i_vec += 16L;
        } while (i_vec < t4);
        __m256i t11 = _mm256_add_epi32((__m256i)t_v, (__m256i)t_v_1);
        t12 = (int)(t4 * 2L);
        t13 = (int)vcc_avx2_sum_epi32(t11);
    } else {
        t12 = 0;
        t13 = 0;
    }
    long t14 = ((long)n + (long)t12 * -1L + 1L) / 2L;
    long t15 = ((long)m + (long)t12 * -1L + 1L) / 2L;
    long t16 = (t15 < t14 ? t15 : t14) - 1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint t_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at two_exits.c:83 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            const int *t18 = a + ((long)t12 + i_vec_1 * 2L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(t18 + 8));
            __m256i a_v_2 = _mm256_permutex2var_epi32(t19, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t20);
            t_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)t_v_2, a_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t12 + t17 * 2L);
        t = (int)((unsigned int)t13 + vcc_avx2_sum_epi32((__m256i)t_v_2));
    } else {
        i = t12;
        t = t13;
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
    int t13;
    int t20;
    int i;
    long t1 = (long)n;
    long t2 = (long)m;
    long t3 = t2 < t1 ? t2 : t1;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        /* vcc: loop at two_exits.c:92 vectorized: VF 8, UF 4, 2 counted exits, vector epilogue VF 8, masked remainder */
        do {
            int *t5 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t6 = _mm256_xor_si256(a_v, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t5, t6);
            int *t7 = a + (i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t8 = _mm256_xor_si256(a_v_1, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t7, t8);
            int *t9 = a + (i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t10 = _mm256_xor_si256(a_v_2, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t9, t10);
            int *t11 = a + (i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t12 = _mm256_xor_si256(a_v_3, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t11, t12);
            i_vec += 32L;
        } while (i_vec < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    long t15 = (long)m + (long)t13 * -1L;
    long t16 = t15 < t14 ? t15 : t14;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at two_exits.c:92 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int *t18 = a + ((long)t13 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t19 = _mm256_xor_si256(a_v_4, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t18, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t13 + t17);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    long t22 = (long)m + (long)t20 * -1L;
    long t23 = t22 < t21 ? t22 : t21;
    if ((t23 >= 1L) & (t23 <= 8L)) {
        __m256i t24 = _mm256_set1_epi32((int)(int)t23);
        __m256i t25 = _mm256_cmpgt_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int *t26 = a + (long)t20;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t25), t26);
        __m256i t27 = _mm256_xor_si256(a_v_5, _mm256_set1_epi32(5));
        _mm256_mask_storeu_epi32(t26, _mm256_movepi32_mask(t25), t27);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int counted_and_search(int n, int m, int x) {
    vcc_no_contract_body
    static int g[300];
    int i;
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(301));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t5, t6);
    long i_vec = 0L;
    /* vcc: loop at two_exits.c:100 vectorized: VF 8, UF 4, the remainder at 101:16 by 301 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        _mm256_storeu_si256((__m256i *)&g[i_vec], (__m256i)t1);
        __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(296));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(301));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        _mm256_storeu_si256((__m256i *)&g[i_vec + 8L], t9);
        __m256i t10 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(291));
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(301));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        _mm256_storeu_si256((__m256i *)&g[i_vec + 16L], t12);
        __m256i t13 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(286));
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(301));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        _mm256_storeu_si256((__m256i *)&g[i_vec + 24L], t15);
        i_vec += 32L;
        __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(281));
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(301));
        t1 = (vcc_v8_int)_mm256_min_epu32(t16, t17);
    } while (i_vec < 288L);
    __m256i t18 = _mm256_set1_epi32(121);
    __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
    __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(301));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t19, t20);
    long i_vec_1 = 0L;
    /* vcc: loop at two_exits.c:100 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        _mm256_storeu_si256((__m256i *)&g[288L + i_vec_1], (__m256i)t2);
        i_vec_1 += 8L;
        __m256i t21 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(296));
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(301));
        t2 = (vcc_v8_int)_mm256_min_epu32(t21, t22);
    } while (i_vec_1 < 8L);
    __m256i t23 = _mm256_set1_epi32(4);
    __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t25 = _mm256_set1_epi32(116);
    __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
    __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(301));
    __m256i t28 = _mm256_min_epu32(t26, t27);
    _mm256_mask_storeu_epi32(&g[296], _mm256_movepi32_mask(t24), t28);
    long t29 = (long)n;
    long t30 = (long)m;
    long t31 = t30 < t29 ? t30 : t29;
    if ((t31 >= 32L) & (t31 <= 300L)) {
        long t3 = t31 & -32L;
        __m256i x_v = _mm256_set1_epi32((int)x);
        long i_vec_2 = 0L;
        /* vcc: loop at two_exits.c:103 vectorized: VF 8, UF 4, early exit, 2 counted exits, scalar epilogue */
        do {
            __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[(int)i_vec_2]);
            __m256i t32 = _mm256_cmpeq_epi32(g_v, x_v);
            __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[(int)(i_vec_2 + 8L)]);
            __m256i t33 = _mm256_cmpeq_epi32(g_v_1, x_v);
            __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[(int)(i_vec_2 + 16L)]);
            __m256i t34 = _mm256_cmpeq_epi32(g_v_2, x_v);
            __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[(int)(i_vec_2 + 24L)]);
            __m256i t35 = _mm256_cmpeq_epi32(g_v_3, x_v);
            __m256i t36 = _mm256_or_si256(t32, t33);
            __m256i t37 = _mm256_or_si256(t36, t34);
            __m256i t38 = _mm256_or_si256(t37, t35);
            if ((_mm256_movemask_epi8(t38) != 0)) {
                t3 = i_vec_2;
                break;
            }
            i_vec_2 += 32L;
        } while (i_vec_2 < t3);
        i = (int)t3;
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
