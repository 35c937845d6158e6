/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

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
__attribute__((target("sse4.2"))) int min_difference(int n, const int *a, const int *b) {
    int m1;
    int m2;
    int t12;
    int t13;
    int t14;
    int i;
    int m1_1;
    int m2_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int m1_v = (vcc_v4_int)_mm_set1_epi32(2147483647);
        vcc_v4_int m2_v = (vcc_v4_int)_mm_set1_epi32(2147483647);
        long i_vec = 0L;
        vcc_v4_int m1_v_1 = (vcc_v4_int)(__m128i)m1_v;
        vcc_v4_int m1_v_2 = (vcc_v4_int)(__m128i)m1_v;
        vcc_v4_int m1_v_3 = (vcc_v4_int)(__m128i)m1_v;
        vcc_v4_int m2_v_1 = (vcc_v4_int)(__m128i)m2_v;
        vcc_v4_int m2_v_2 = (vcc_v4_int)(__m128i)m2_v;
        vcc_v4_int m2_v_3 = (vcc_v4_int)(__m128i)m2_v;
        /* vcc: loop at argmin.c:46 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            m1_v = (vcc_v4_int)_mm_min_epi32(a_v, (__m128i)m1_v);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            m2_v = (vcc_v4_int)_mm_min_epi32(b_v, (__m128i)m2_v);
            long t3 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t3));
            m1_v_1 = (vcc_v4_int)_mm_min_epi32(a_v_1, (__m128i)m1_v_1);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t3));
            m2_v_1 = (vcc_v4_int)_mm_min_epi32(b_v_1, (__m128i)m2_v_1);
            long t4 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t4));
            m1_v_2 = (vcc_v4_int)_mm_min_epi32(a_v_2, (__m128i)m1_v_2);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t4));
            m2_v_2 = (vcc_v4_int)_mm_min_epi32(b_v_2, (__m128i)m2_v_2);
            long t5 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t5));
            m1_v_3 = (vcc_v4_int)_mm_min_epi32(a_v_3, (__m128i)m1_v_3);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t5));
            m2_v_3 = (vcc_v4_int)_mm_min_epi32(b_v_3, (__m128i)m2_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t6 = _mm_min_epi32((__m128i)m1_v, (__m128i)m1_v_1);
        __m128i t7 = _mm_min_epi32(t6, (__m128i)m1_v_2);
        __m128i t8 = _mm_min_epi32(t7, (__m128i)m1_v_3);
        __m128i t9 = _mm_min_epi32((__m128i)m2_v, (__m128i)m2_v_1);
        __m128i t10 = _mm_min_epi32(t9, (__m128i)m2_v_2);
        __m128i t11 = _mm_min_epi32(t10, (__m128i)m2_v_3);
        t12 = (int)t2;
        t13 = vcc_sse_reduce_epi32(t8, _mm_min_epi32, int);
        t14 = vcc_sse_reduce_epi32(t11, _mm_min_epi32, int);
    } else {
        t12 = 0;
        t13 = 2147483647;
        t14 = 2147483647;
    }
    long t15 = (long)n + (long)t12 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        vcc_v4_int m1_v_4 = (vcc_v4_int)_mm_set1_epi32((int)t13);
        vcc_v4_int m2_v_4 = (vcc_v4_int)_mm_set1_epi32((int)t14);
        long i_vec_1 = 0L;
        /* vcc: loop at argmin.c:46 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t12 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            m1_v_4 = (vcc_v4_int)_mm_min_epi32(a_v_4, (__m128i)m1_v_4);
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            m2_v_4 = (vcc_v4_int)_mm_min_epi32(b_v_4, (__m128i)m2_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t12 + t16);
        m1_1 = vcc_sse_reduce_epi32((__m128i)m1_v_4, _mm_min_epi32, int);
        m2_1 = vcc_sse_reduce_epi32((__m128i)m2_v_4, _mm_min_epi32, int);
    } else {
        i = t12;
        m1_1 = t13;
        m2_1 = t14;
    }
    for (; i < n; i++, m1_1 = m1, m2_1 = m2) {
        long t18 = (long)i;
        m1 = a[t18];
        if (m1 >= m1_1) {
            m1 = m1_1;
        }
        m2 = b[t18];
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
