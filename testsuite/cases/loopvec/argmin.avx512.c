/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int min_difference(int n, const int *a, const int *b) {
    vcc_no_contract_body
    int m1;
    int m2;
    int t6;
    int t7;
    int t8;
    int i;
    int m1_1;
    int m2_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int m1_v = (vcc_v8_int)_mm256_set1_epi32(2147483647);
        vcc_v8_int m2_v = (vcc_v8_int)_mm256_set1_epi32(2147483647);
        long i_vec = 0L;
        vcc_v8_int m1_v_1 = (vcc_v8_int)(__m256i)m1_v;
        vcc_v8_int m2_v_1 = (vcc_v8_int)(__m256i)m2_v;
        /* vcc: loop at argmin.c:46 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            m1_v = (vcc_v8_int)_mm256_min_epi32(a_v, (__m256i)m1_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            m2_v = (vcc_v8_int)_mm256_min_epi32(b_v, (__m256i)m2_v);
            long t3 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t3));
            m1_v_1 = (vcc_v8_int)_mm256_min_epi32(a_v_1, (__m256i)m1_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t3));
            m2_v_1 = (vcc_v8_int)_mm256_min_epi32(b_v_1, (__m256i)m2_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t4 = _mm256_min_epi32((__m256i)m1_v, (__m256i)m1_v_1);
        __m256i t5 = _mm256_min_epi32((__m256i)m2_v, (__m256i)m2_v_1);
        t6 = (int)t2;
        t7 = vcc_avx2_reduce_epi32(t4, _mm_min_epi32, int);
        t8 = vcc_avx2_reduce_epi32(t5, _mm_min_epi32, int);
    } else {
        t6 = 0;
        t7 = 2147483647;
        t8 = 2147483647;
    }
    long t9 = (long)n + (long)t6 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        vcc_v8_int m1_v_2 = (vcc_v8_int)_mm256_set1_epi32((int)t7);
        vcc_v8_int m2_v_2 = (vcc_v8_int)_mm256_set1_epi32((int)t8);
        long i_vec_1 = 0L;
        /* vcc: loop at argmin.c:46 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t6 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t11));
            m1_v_2 = (vcc_v8_int)_mm256_min_epi32(a_v_2, (__m256i)m1_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t11));
            m2_v_2 = (vcc_v8_int)_mm256_min_epi32(b_v_2, (__m256i)m2_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t6 + t10);
        m1_1 = vcc_avx2_reduce_epi32((__m256i)m1_v_2, _mm_min_epi32, int);
        m2_1 = vcc_avx2_reduce_epi32((__m256i)m2_v_2, _mm_min_epi32, int);
    } else {
        i = t6;
        m1_1 = t7;
        m2_1 = t8;
    }
    for (; i < n; i++, m1_1 = m1, m2_1 = m2) {
        long t12 = (long)i;
        m1 = a[t12];
        if (m1 >= m1_1) {
            m1 = m1_1;
        }
        m2 = b[t12];
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
