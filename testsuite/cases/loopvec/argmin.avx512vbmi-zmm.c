/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* A value set under a condition that compares with a reduction's running value: the index of
   a minimum (bzip2's compress.c picks its coding table this way, over 6 costs, and took a wrong
   table through vcc on sse4.2 and neon). The vector loop keeps the minimum per lane, so each
   lane would keep the index of its own minimum; vcc leaves these loops scalar. */

/* The first index of the minimum, bzip2's shape: 16-bit costs, an `int` best. */
int first_min_index(int n, const unsigned short *cost, int *best) {
    int bc = 999999999, bt = -1, t;
    for (t = 0; t < n; t++)
        if (cost[t] < bc) {
            bc = cost[t];
            bt = t;
        }
    *best = bc;
    return bt;
}

/* The last index of the maximum (`>=` moves to every later tie). */
int last_max_index(int n, const int *a) {
    int m = -2147483647 - 1, k = -1;
    for (int i = 0; i < n; i++)
        if (a[i] >= m) {
            m = a[i];
            k = i;
        }
    return k;
}

/* How often the running minimum improves: a count under the same condition. */
int improvements(int n, const int *a) {
    int m = 2147483647, c = 0;
    for (int i = 0; i < n; i++)
        if (a[i] < m) {
            m = a[i];
            c++;
        }
    return c;
}

/* Two independent minimums: each condition reads only its own reduction (vectorized). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int min_difference(int n, const int *a, const int *b) {
    vcc_no_contract_body
    int m1;
    int m2;
    int t3;
    int t4;
    int t5;
    int i;
    int m1_1;
    int m2_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_int m1_v = (vcc_v16_int)_mm512_set1_epi32(2147483647);
        vcc_v16_int m2_v = (vcc_v16_int)_mm512_set1_epi32(2147483647);
        long i_vec = 0L;
        /* vcc: loop at argmin.c:46 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            m1_v = (vcc_v16_int)_mm512_min_epi32(a_v, (__m512i)m1_v);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            m2_v = (vcc_v16_int)_mm512_min_epi32(b_v, (__m512i)m2_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256((__m512i)m1_v), _mm512_extracti64x4_epi64((__m512i)m1_v, 1)), _mm_min_epi32, int);
        t5 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256((__m512i)m2_v), _mm512_extracti64x4_epi64((__m512i)m2_v, 1)), _mm_min_epi32, int);
    } else {
        t3 = 0;
        t4 = 2147483647;
        t5 = 2147483647;
    }
    long t6 = (long)n + (long)t3 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        __m512i t9 = _mm512_set1_epi32((int)t4);
        __m512i t10 = _mm512_set1_epi32((int)t5);
        long t11 = (long)t3;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t8, a + t11);
        __m512i t12 = _mm512_min_epi32(a_v_1, t9);
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t8, b + t11);
        __m512i t13 = _mm512_min_epi32(b_v_1, t10);
        __m512i m1_v_1 = _mm512_mask_blend_epi32(t8, t9, t12);
        __m512i m2_v_1 = _mm512_mask_blend_epi32(t8, t10, t13);
        i = (int)((long)t3 + t6);
        m1_1 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(m1_v_1), _mm512_extracti64x4_epi64(m1_v_1, 1)), _mm_min_epi32, int);
        m2_1 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(m2_v_1), _mm512_extracti64x4_epi64(m2_v_1, 1)), _mm_min_epi32, int);
    } else {
        i = t3;
        m1_1 = t4;
        m2_1 = t5;
    }
    for (; i < n; i++, m1_1 = m1, m2_1 = m2) {
        long t14 = (long)i;
        m1 = a[t14];
        if (m1 >= m1_1) {
            m1 = m1_1;
        }
        m2 = b[t14];
        if (m2 >= m2_1) {
            m2 = m2_1;
        }
    }
    return m1_1 - m2_1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned short *cost = new_array(n, 2);
        int *a = new_array(n, 4), *b = new_array(n, 4), *few = new_array(n, 4);
        FILL(cost, n, 0, 900);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        /* Many ties: the first or last of equal values decides. */
        FILL(few, n, 0, 4);
        int best = 0;
        int first = first_min_index(n, cost, &best);
        printf("n=%d first=%d best=%d last_max=%d last_max_ties=%d impr=%d impr_ties=%d diff=%d\n", n, first, best,
               last_max_index(n, a), last_max_index(n, few), improvements(n, a), improvements(n, few),
               min_difference(n, a, b));
        free(cost), free(a), free(b), free(few);
    }
    return 0;
}
