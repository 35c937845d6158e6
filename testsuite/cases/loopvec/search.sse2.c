/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 14 */
#include "harness.h"

/* Loops with early exits whose tests read arrays of known length (globals and a local): the
   vector loop tests VF·UF iterations at once and, when one would leave, lets the scalar loop run
   them again. The arrays hold exactly MAXN elements, so a read past them is an ASan error. */
#define MAXN 1001

static int g[MAXN];
static int h[MAXN];
static short s16[MAXN];
static unsigned char bytes[MAXN];
static double d[MAXN];
static int out[MAXN];
static int tab[256];

/* The first match, or -1: the trip count n is bounded by a guard (n <= MAXN). */
int find_first(int n, int x) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        __m128i x_v = _mm_set1_epi32((int)x);
        long i_vec = 0L;
        /* vcc: loop at search.c:19 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        do {
            __m128i g_v = _mm_loadu_si128((const __m128i *)&g[(int)i_vec]);
            __m128i t3 = _mm_cmpeq_epi32(g_v, x_v);
            __m128i g_v_1 = _mm_loadu_si128((const __m128i *)&g[(int)(i_vec + 4L)]);
            __m128i t4 = _mm_cmpeq_epi32(g_v_1, x_v);
            __m128i g_v_2 = _mm_loadu_si128((const __m128i *)&g[(int)(i_vec + 8L)]);
            __m128i t5 = _mm_cmpeq_epi32(g_v_2, x_v);
            __m128i g_v_3 = _mm_loadu_si128((const __m128i *)&g[(int)(i_vec + 12L)]);
            __m128i t6 = _mm_cmpeq_epi32(g_v_3, x_v);
            __m128i t7 = (__m128i)((vcc_m4)t3 | (vcc_m4)t4);
            __m128i t8 = (__m128i)((vcc_m4)t7 | (vcc_m4)t5);
            __m128i t9 = (__m128i)((vcc_m4)t8 | (vcc_m4)t6);
            if ((_mm_movemask_epi8(t9) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (g[i] == x) {
            return i;
        }
    }
    return -1;
}

/* A constant trip count inside the array: no guard. */
int find_in_table(int x) {
    long t8;
    __m128i x_v = _mm_set1_epi32((int)x);
    long i_vec = 0L;
    /* vcc: loop at search.c:27 vectorized: VF 4, UF 4, early exit, scalar epilogue */
    for (;;) {
        __m128i tab_v = _mm_loadu_si128((const __m128i *)&tab[(int)i_vec]);
        __m128i t1 = _mm_cmpeq_epi32(tab_v, x_v);
        __m128i tab_v_1 = _mm_loadu_si128((const __m128i *)&tab[(int)(i_vec + 4L)]);
        __m128i t2 = _mm_cmpeq_epi32(tab_v_1, x_v);
        __m128i tab_v_2 = _mm_loadu_si128((const __m128i *)&tab[(int)(i_vec + 8L)]);
        __m128i t3 = _mm_cmpeq_epi32(tab_v_2, x_v);
        __m128i tab_v_3 = _mm_loadu_si128((const __m128i *)&tab[(int)(i_vec + 12L)]);
        __m128i t4 = _mm_cmpeq_epi32(tab_v_3, x_v);
        __m128i t5 = (__m128i)((vcc_m4)t1 | (vcc_m4)t2);
        __m128i t6 = (__m128i)((vcc_m4)t5 | (vcc_m4)t3);
        __m128i t7 = (__m128i)((vcc_m4)t6 | (vcc_m4)t4);
        if ((_mm_movemask_epi8(t7) != 0)) {
            t8 = i_vec;
            break;
        }
        i_vec += 16L;
        if (i_vec >= 256L) {
            t8 = 256L;
            break;
        }
    }
    for (int i = (int)t8; i < 256; i++) {
        if (tab[i] == x) {
            return i;
        }
    }
    return -1;
}

/* A loop that stops at a zero or at n: the index after the loop is the result. */
int until_zero(int n) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at search.c:36 vectorized: VF 8, UF 2, early exit, scalar epilogue */
        do {
            __m128i s16_v = _mm_loadu_si128((const __m128i *)&s16[(int)i_vec]);
            __m128i t3 = _mm_cmpeq_epi16(s16_v, _mm_set1_epi16((short)0));
            __m128i s16_v_1 = _mm_loadu_si128((const __m128i *)&s16[(int)(i_vec + 8L)]);
            __m128i t4 = _mm_cmpeq_epi16(s16_v_1, _mm_set1_epi16((short)0));
            __m128i t5 = (__m128i)((vcc_m8)t3 | (vcc_m8)t4);
            if ((_mm_movemask_epi8(t5) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)s16[i] == 0) {
            break;
        }
    }
    return i;
}

/* The same as a while loop: simplify threads the `&&` into two exits. */
int until_zero_while(int n) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at search.c:45 vectorized: VF 8, UF 2, early exit, scalar epilogue */
        do {
            __m128i s16_v = _mm_loadu_si128((const __m128i *)&s16[(int)i_vec]);
            __m128i t3 = vcc_sse_not(_mm_cmpeq_epi16(s16_v, _mm_set1_epi16((short)0)));
            __m128i s16_v_1 = _mm_loadu_si128((const __m128i *)&s16[(int)(i_vec + 8L)]);
            __m128i t4 = vcc_sse_not(_mm_cmpeq_epi16(s16_v_1, _mm_set1_epi16((short)0)));
            __m128i t5 = (__m128i)~(vcc_m8)t3;
            __m128i t6 = (__m128i)~(vcc_m8)t4;
            __m128i t7 = (__m128i)((vcc_m8)t5 | (vcc_m8)t6);
            if ((_mm_movemask_epi8(t7) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (((int)s16[i] != 0) == 0) {
            break;
        }
    }
    return i;
}

/* Two exits that return different values. */
int two_exits(int n, int x, int y) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        __m128i x_v = _mm_set1_epi32((int)x);
        __m128i y_v = _mm_set1_epi32((int)y);
        long i_vec = 0L;
        /* vcc: loop at search.c:52 vectorized: VF 4, UF 4, 2 early exits, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i g_v = _mm_loadu_si128((const __m128i *)&g[t3]);
            __m128i t4 = _mm_cmpeq_epi32(g_v, x_v);
            __m128i h_v = _mm_loadu_si128((const __m128i *)&h[t3]);
            __m128i t5 = _mm_cmpgt_epi32(h_v, y_v);
            long t6 = (long)(int)(i_vec + 4L);
            __m128i g_v_1 = _mm_loadu_si128((const __m128i *)&g[t6]);
            __m128i t7 = _mm_cmpeq_epi32(g_v_1, x_v);
            __m128i h_v_1 = _mm_loadu_si128((const __m128i *)&h[t6]);
            __m128i t8 = _mm_cmpgt_epi32(h_v_1, y_v);
            long t9 = (long)(int)(i_vec + 8L);
            __m128i g_v_2 = _mm_loadu_si128((const __m128i *)&g[t9]);
            __m128i t10 = _mm_cmpeq_epi32(g_v_2, x_v);
            __m128i h_v_2 = _mm_loadu_si128((const __m128i *)&h[t9]);
            __m128i t11 = _mm_cmpgt_epi32(h_v_2, y_v);
            long t12 = (long)(int)(i_vec + 12L);
            __m128i g_v_3 = _mm_loadu_si128((const __m128i *)&g[t12]);
            __m128i t13 = _mm_cmpeq_epi32(g_v_3, x_v);
            __m128i h_v_3 = _mm_loadu_si128((const __m128i *)&h[t12]);
            __m128i t14 = _mm_cmpgt_epi32(h_v_3, y_v);
            __m128i t15 = (__m128i)((vcc_m4)t4 | (vcc_m4)t7);
            __m128i t16 = (__m128i)((vcc_m4)t15 | (vcc_m4)t10);
            __m128i t17 = (__m128i)((vcc_m4)t16 | (vcc_m4)t13);
            __m128i t18 = (__m128i)((vcc_m4)t17 | (vcc_m4)t5);
            __m128i t19 = (__m128i)((vcc_m4)t18 | (vcc_m4)t8);
            __m128i t20 = (__m128i)((vcc_m4)t19 | (vcc_m4)t11);
            __m128i t21 = (__m128i)((vcc_m4)t20 | (vcc_m4)t14);
            if ((_mm_movemask_epi8(t21) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        if (g[t22] == x) {
            return i;
        }
        if (h[t22] > y) {
            return -i - 2;
        }
    }
    return -1;
}

/* A sum up to the first negative element: the reduction runs after the exit test. */
int sum_until_negative(int n) {
    int sum;
    vcc_v4_uint sum_v_4;
    vcc_v4_uint sum_v_5;
    vcc_v4_uint sum_v_6;
    vcc_v4_uint sum_v_7;
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        long i_vec = 0L;
        vcc_v4_uint sum_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint sum_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint sum_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint sum_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at search.c:64 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        for (;;) {
            __m128i g_v = _mm_loadu_si128((const __m128i *)&g[(int)i_vec]);
            __m128i t3 = _mm_cmpgt_epi32(_mm_set1_epi32(0), g_v);
            __m128i g_v_1 = _mm_loadu_si128((const __m128i *)&g[(int)(i_vec + 4L)]);
            __m128i t4 = _mm_cmpgt_epi32(_mm_set1_epi32(0), g_v_1);
            __m128i g_v_2 = _mm_loadu_si128((const __m128i *)&g[(int)(i_vec + 8L)]);
            __m128i t5 = _mm_cmpgt_epi32(_mm_set1_epi32(0), g_v_2);
            __m128i g_v_3 = _mm_loadu_si128((const __m128i *)&g[(int)(i_vec + 12L)]);
            __m128i t6 = _mm_cmpgt_epi32(_mm_set1_epi32(0), g_v_3);
            __m128i t7 = (__m128i)((vcc_m4)t3 | (vcc_m4)t4);
            __m128i t8 = (__m128i)((vcc_m4)t7 | (vcc_m4)t5);
            __m128i t9 = (__m128i)((vcc_m4)t8 | (vcc_m4)t6);
            if ((_mm_movemask_epi8(t9) != 0)) {
                t1 = i_vec;
                sum_v_4 = (vcc_v4_uint)(__m128i)sum_v;
                sum_v_5 = (vcc_v4_uint)(__m128i)sum_v_1;
                sum_v_6 = (vcc_v4_uint)(__m128i)sum_v_2;
                sum_v_7 = (vcc_v4_uint)(__m128i)sum_v_3;
                break;
            }
            sum_v = (vcc_v4_uint)_mm_add_epi32((__m128i)sum_v, g_v);
            sum_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)sum_v_1, g_v_1);
            sum_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)sum_v_2, g_v_2);
            sum_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)sum_v_3, g_v_3);
            i_vec += 16L;
            if (i_vec >= t1) {
                sum_v_4 = (vcc_v4_uint)(__m128i)sum_v;
                sum_v_5 = (vcc_v4_uint)(__m128i)sum_v_1;
                sum_v_6 = (vcc_v4_uint)(__m128i)sum_v_2;
                sum_v_7 = (vcc_v4_uint)(__m128i)sum_v_3;
                break;
            }
        }
        __m128i t10 = _mm_add_epi32((__m128i)sum_v_4, (__m128i)sum_v_5);
        __m128i t11 = _mm_add_epi32(t10, (__m128i)sum_v_6);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)sum_v_7);
        i = (int)t1;
        sum = (int)vcc_sse_reduce_epi32(t12, _mm_add_epi32, unsigned int);
    } else {
        i = 0;
        sum = 0;
    }
    for (; i < n; i++) {
        int t13 = g[i];
        if (t13 < 0) {
            break;
        }
        sum += t13;
    }
    return sum;
}

/* A reduction updated before the exit test, and the index after a `break`. */
unsigned xor_until(int n, int x, int *where) {
    vcc_v4_uint acc_v;
    vcc_v4_uint acc_v_1;
    vcc_v4_uint acc_v_2;
    vcc_v4_uint acc_v_3;
    unsigned int acc;
    int i;
    unsigned int acc_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        __m128i x_v = _mm_set1_epi32((int)x);
        long i_vec = 0L;
        vcc_v4_uint acc_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint acc_v_5 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint acc_v_6 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint acc_v_7 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at search.c:76 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        for (;;) {
            long t3 = (long)(int)i_vec;
            __m128i h_v = _mm_loadu_si128((const __m128i *)&h[t3]);
            acc_v = (vcc_v4_uint)_mm_xor_si128((__m128i)acc_v_4, h_v);
            __m128i g_v = _mm_loadu_si128((const __m128i *)&g[t3]);
            __m128i t4 = _mm_cmpeq_epi32(g_v, x_v);
            long t5 = (long)(int)(i_vec + 4L);
            __m128i h_v_1 = _mm_loadu_si128((const __m128i *)&h[t5]);
            acc_v_1 = (vcc_v4_uint)_mm_xor_si128((__m128i)acc_v_5, h_v_1);
            __m128i g_v_1 = _mm_loadu_si128((const __m128i *)&g[t5]);
            __m128i t6 = _mm_cmpeq_epi32(g_v_1, x_v);
            long t7 = (long)(int)(i_vec + 8L);
            __m128i h_v_2 = _mm_loadu_si128((const __m128i *)&h[t7]);
            acc_v_2 = (vcc_v4_uint)_mm_xor_si128((__m128i)acc_v_6, h_v_2);
            __m128i g_v_2 = _mm_loadu_si128((const __m128i *)&g[t7]);
            __m128i t8 = _mm_cmpeq_epi32(g_v_2, x_v);
            long t9 = (long)(int)(i_vec + 12L);
            __m128i h_v_3 = _mm_loadu_si128((const __m128i *)&h[t9]);
            acc_v_3 = (vcc_v4_uint)_mm_xor_si128((__m128i)acc_v_7, h_v_3);
            __m128i g_v_3 = _mm_loadu_si128((const __m128i *)&g[t9]);
            __m128i t10 = _mm_cmpeq_epi32(g_v_3, x_v);
            __m128i t11 = (__m128i)((vcc_m4)t4 | (vcc_m4)t6);
            __m128i t12 = (__m128i)((vcc_m4)t11 | (vcc_m4)t8);
            __m128i t13 = (__m128i)((vcc_m4)t12 | (vcc_m4)t10);
            if ((_mm_movemask_epi8(t13) != 0)) {
                t1 = i_vec;
                acc_v = (vcc_v4_uint)(__m128i)acc_v_4;
                acc_v_1 = (vcc_v4_uint)(__m128i)acc_v_5;
                acc_v_2 = (vcc_v4_uint)(__m128i)acc_v_6;
                acc_v_3 = (vcc_v4_uint)(__m128i)acc_v_7;
                break;
            }
            i_vec += 16L;
            if (i_vec >= t1) {
                break;
            }
            acc_v_4 = (vcc_v4_uint)(__m128i)acc_v;
            acc_v_5 = (vcc_v4_uint)(__m128i)acc_v_1;
            acc_v_6 = (vcc_v4_uint)(__m128i)acc_v_2;
            acc_v_7 = (vcc_v4_uint)(__m128i)acc_v_3;
        }
        __m128i t14 = _mm_xor_si128((__m128i)acc_v, (__m128i)acc_v_1);
        __m128i t15 = _mm_xor_si128(t14, (__m128i)acc_v_2);
        __m128i t16 = _mm_xor_si128(t15, (__m128i)acc_v_3);
        i = (int)t1;
        acc_1 = 7U ^ vcc_sse_reduce_epi32(t16, _mm_xor_si128, unsigned int);
    } else {
        i = 0;
        acc_1 = 7U;
    }
    for (;; i++, acc_1 = acc) {
        if (i >= n) {
            acc = acc_1;
            break;
        }
        long t17 = (long)i;
        acc = acc_1 ^ (unsigned int)h[t17];
        if (g[t17] == x) {
            break;
        }
    }
    *where = i;
    return acc;
}

/* A byte search (32 lanes on AVX2). */
int find_byte(int n, unsigned char c) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        __m128i c_v = _mm_set1_epi8((char)c);
        long i_vec = 0L;
        /* vcc: loop at search.c:87 vectorized: VF 16, UF 1, early exit, scalar epilogue */
        do {
            __m128i bytes_v = _mm_loadu_si128((const __m128i *)&bytes[(int)i_vec]);
            __m128i t3 = _mm_cmpeq_epi8(bytes_v, c_v);
            if ((_mm_movemask_epi8(t3) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)bytes[i] == (int)c) {
            return i;
        }
    }
    return n;
}

/* A float compare. */
int first_above(int n, double t) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 8L) & (t2 <= 1001L)) {
        long t1 = t2 & -8L;
        __m128d t_v = _mm_set1_pd(t);
        long i_vec = 0L;
        /* vcc: loop at search.c:95 vectorized: VF 2, UF 4, early exit, scalar epilogue */
        do {
            __m128d d_v = _mm_loadu_pd(&d[(int)i_vec]);
            __m128i t3 = _mm_castpd_si128(_mm_cmpgt_pd(d_v, t_v));
            __m128d d_v_1 = _mm_loadu_pd(&d[(int)(i_vec + 2L)]);
            __m128i t4 = _mm_castpd_si128(_mm_cmpgt_pd(d_v_1, t_v));
            __m128d d_v_2 = _mm_loadu_pd(&d[(int)(i_vec + 4L)]);
            __m128i t5 = _mm_castpd_si128(_mm_cmpgt_pd(d_v_2, t_v));
            __m128d d_v_3 = _mm_loadu_pd(&d[(int)(i_vec + 6L)]);
            __m128i t6 = _mm_castpd_si128(_mm_cmpgt_pd(d_v_3, t_v));
            __m128i t7 = (__m128i)((vcc_m2)t3 | (vcc_m2)t4);
            __m128i t8 = (__m128i)((vcc_m2)t7 | (vcc_m2)t5);
            __m128i t9 = (__m128i)((vcc_m2)t8 | (vcc_m2)t6);
            if ((_mm_movemask_epi8(t9) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 8L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (d[i] > t) {
            return i;
        }
    }
    return -1;
}

/* A store after the exit test: it runs only in vector iterations no lane leaves. */
int copy_until(int n, int x) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        __m128i x_v = _mm_set1_epi32((int)x);
        long i_vec = 0L;
        /* vcc: loop at search.c:104 vectorized: VF 4, UF 4, early exit, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i g_v = _mm_loadu_si128((const __m128i *)&g[t3]);
            __m128i t4 = _mm_cmpeq_epi32(g_v, x_v);
            long t5 = (long)(int)(i_vec + 4L);
            __m128i g_v_1 = _mm_loadu_si128((const __m128i *)&g[t5]);
            __m128i t6 = _mm_cmpeq_epi32(g_v_1, x_v);
            long t7 = (long)(int)(i_vec + 8L);
            __m128i g_v_2 = _mm_loadu_si128((const __m128i *)&g[t7]);
            __m128i t8 = _mm_cmpeq_epi32(g_v_2, x_v);
            long t9 = (long)(int)(i_vec + 12L);
            __m128i g_v_3 = _mm_loadu_si128((const __m128i *)&g[t9]);
            __m128i t10 = _mm_cmpeq_epi32(g_v_3, x_v);
            __m128i t11 = (__m128i)((vcc_m4)t4 | (vcc_m4)t6);
            __m128i t12 = (__m128i)((vcc_m4)t11 | (vcc_m4)t8);
            __m128i t13 = (__m128i)((vcc_m4)t12 | (vcc_m4)t10);
            if ((_mm_movemask_epi8(t13) != 0)) {
                t1 = i_vec;
                break;
            }
            __m128i h_v = _mm_loadu_si128((const __m128i *)&h[t3]);
            __m128i t14 = _mm_add_epi32(h_v, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)&out[t3], t14);
            __m128i h_v_1 = _mm_loadu_si128((const __m128i *)&h[t5]);
            __m128i t15 = _mm_add_epi32(h_v_1, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)&out[t5], t15);
            __m128i h_v_2 = _mm_loadu_si128((const __m128i *)&h[t7]);
            __m128i t16 = _mm_add_epi32(h_v_2, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)&out[t7], t16);
            __m128i h_v_3 = _mm_loadu_si128((const __m128i *)&h[t9]);
            __m128i t17 = _mm_add_epi32(h_v_3, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)&out[t9], t17);
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        if (g[t18] == x) {
            break;
        }
        out[t18] = h[t18] + 1;
    }
    return i;
}

/* A local array of constant length, and a second exit that reads no memory. */
int local_search(int n, int seed, int x) {
    int loc[64];
    int k;
    int i;
    int t3 = (int)(unsigned int)seed;
    if (1 & (t3 >= 0)) {
        __m128i t4 = _mm_set1_epi32((int)(t3 % 50));
        __m128i t5 = _mm_add_epi32(t4, _mm_setr_epi32(0, 7, 14, 21));
        __m128i t6 = _mm_cmpgt_epi32(t5, _mm_set1_epi32(49));
        __m128i t7 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t6, _mm_set1_epi32(50)); });
        vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t5, t7);
        long k_vec = 0L;
        /* vcc: loop at search.c:115 vectorized: VF 4, UF 4, the remainder at 116:18 by 50 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)&loc[k_vec], (__m128i)t1);
            __m128i t8 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(28));
            __m128i t9 = _mm_cmpgt_epi32(t8, _mm_set1_epi32(49));
            __m128i t10 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t9, _mm_set1_epi32(50)); });
            __m128i t11 = _mm_sub_epi32(t8, t10);
            _mm_storeu_si128((__m128i *)&loc[k_vec + 4L], t11);
            __m128i t12 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
            __m128i t13 = _mm_cmpgt_epi32(t12, _mm_set1_epi32(49));
            __m128i t14 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t13, _mm_set1_epi32(50)); });
            __m128i t15 = _mm_sub_epi32(t12, t14);
            _mm_storeu_si128((__m128i *)&loc[k_vec + 8L], t15);
            __m128i t16 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(34));
            __m128i t17 = _mm_cmpgt_epi32(t16, _mm_set1_epi32(49));
            __m128i t18 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t17, _mm_set1_epi32(50)); });
            __m128i t19 = _mm_sub_epi32(t16, t18);
            _mm_storeu_si128((__m128i *)&loc[k_vec + 12L], t19);
            k_vec += 16L;
            __m128i t20 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
            __m128i t21 = _mm_cmpgt_epi32(t20, _mm_set1_epi32(49));
            __m128i t22 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t21, _mm_set1_epi32(50)); });
            t1 = (vcc_v4_int)_mm_sub_epi32(t20, t22);
        } while (k_vec < 64L);
        k = 64;
    } else {
        k = 0;
    }
    for (; k < 64; k++) {
        loc[k] = (seed + k * 7) % 50;
    }
    long t23 = (long)n;
    long t24 = t23 < 64L ? t23 : 64L;
    if ((t24 >= 8L) & (t24 <= 64L)) {
        long t2 = t24 & -8L;
        __m128i x_v = _mm_set1_epi32((int)x);
        long i_vec = 0L;
        /* vcc: loop at search.c:117 vectorized: VF 4, UF 2, early exit, 2 counted exits, scalar epilogue */
        do {
            __m128i loc_v = _mm_loadu_si128((const __m128i *)&loc[(int)i_vec]);
            __m128i t25 = _mm_cmpeq_epi32(loc_v, x_v);
            __m128i loc_v_1 = _mm_loadu_si128((const __m128i *)&loc[(int)(i_vec + 4L)]);
            __m128i t26 = _mm_cmpeq_epi32(loc_v_1, x_v);
            __m128i t27 = (__m128i)((vcc_m4)t25 | (vcc_m4)t26);
            if ((_mm_movemask_epi8(t27) != 0)) {
                t2 = i_vec;
                break;
            }
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < 64; i++) {
        if (loc[i] == x) {
            return i;
        }
        if (i >= n) {
            break;
        }
    }
    return -1;
}

/* The array behind a pointer parameter may end right after the match: a peel loop aligns `a`
   first, and the vector loop's aligned loads stay inside the page of their first lane. */
__attribute__((no_sanitize_address)) int find_ptr(int n, const int *a, int x) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L15;
        }
        if (a[t5] == x) {
            i = t5;
            goto L15;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        __m128i x_v = _mm_set1_epi32((int)x);
        long i_vec = 0L;
        /* vcc: loop at search.c:129 vectorized: VF 4, UF 4, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            __m128i a_v = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + i_vec)));
            __m128i t8 = _mm_cmpeq_epi32(a_v, x_v);
            __m128i a_v_1 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 4L))));
            __m128i t9 = _mm_cmpeq_epi32(a_v_1, x_v);
            __m128i a_v_2 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 8L))));
            __m128i t10 = _mm_cmpeq_epi32(a_v_2, x_v);
            __m128i a_v_3 = _mm_load_si128((const __m128i *)(a + (int)((long)t5 + (i_vec + 12L))));
            __m128i t11 = _mm_cmpeq_epi32(a_v_3, x_v);
            __m128i t12 = (__m128i)((vcc_m4)t8 | (vcc_m4)t9);
            __m128i t13 = (__m128i)((vcc_m4)t12 | (vcc_m4)t10);
            __m128i t14 = (__m128i)((vcc_m4)t13 | (vcc_m4)t11);
            if ((_mm_movemask_epi8(t14) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L15:
    for (; i < n; i++) {
        if (a[i] == x) {
            return i;
        }
    }
    return -1;
}

/* Stays scalar: a store before the exit would also run for the iterations past it. */
int store_before(int n, int x) {
    for (int i = 0; i < n; i++) {
        out[i] = g[i];
        if (h[i] == x)
            return i;
    }
    return -1;
}

/* Stays scalar: the exit runs only under a condition. */
int conditional_exit(int n, int x) {
    for (int i = 0; i < n; i++) {
        if (h[i] > 0) {
            if (g[i] == x)
                return i;
        }
    }
    return -1;
}

/* Stays scalar: 2000 iterations, but g holds 1001 elements. */
int past_the_end(int x) {
    for (int i = 0; i < 2000; i++)
        if (g[i] == x)
            return i;
    return -1;
}

/* Stays scalar: the division before the exit could trap in the iterations past it. */
int divide_before(int n, int x) {
    for (int i = 0; i < n; i++)
        if (100 / (h[i] + 1000) == x)
            return i;
    return -1;
}

static void fill(int n) {
    for (int fill_idx = 0; fill_idx < n; fill_idx++) {
        g[fill_idx] = (int)(next_rand() % 1000U);
    }
    for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
        h[fill_idx_1] = (int)(next_rand() % 1000U);
    }
    for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
        s16[fill_idx_2] = (short)(1 + (int)(next_rand() % 300U));
    }
    for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
        bytes[fill_idx_3] = (unsigned char)(int)(next_rand() % 200U);
    }
    for (int k = 0; k < n; k++) {
        d[k] = (double)(next_rand() % 1000U) / 8.0;
    }
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long k_vec = 0L;
    /* vcc: loop at search.c:179 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128i t2 = (__m128i)((vcc_v4_int)(__m128i)k_v * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t3 = _mm_add_epi32(t2, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&tab[k_vec], t3);
        __m128i t4 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
        __m128i t5 = (__m128i)((vcc_v4_int)t4 * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t6 = _mm_add_epi32(t5, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&tab[k_vec + 4L], t6);
        __m128i t7 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
        __m128i t8 = (__m128i)((vcc_v4_int)t7 * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t9 = _mm_add_epi32(t8, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&tab[k_vec + 8L], t9);
        __m128i t10 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(12));
        __m128i t11 = (__m128i)((vcc_v4_int)t10 * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t12 = _mm_add_epi32(t11, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&tab[k_vec + 12L], t12);
        k_vec += 16L;
        k_v = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v, _mm_set1_epi32(16));
    } while (k_vec < 256L);
}

int main(void) {
    int n;
    uint64_t total = 0;
    FOR_EACH_COUNT(n) {
        fill(n);
        /* Keys at every position for small n, else at a few; -5 and 1000000 are absent. */
        for (int p = -1; p < n; p++) {
            if (n > 70 && p > 2 && p < n - 3 && p != n / 2)
                continue;
            int x = p < 0 ? -5 : g[p];
            int where = -7;
            unsigned acc = xor_until(n, x, &where);
            int zero_at = p < 0 ? -1 : p;
            short saved = zero_at >= 0 ? s16[zero_at] : 0;
            if (zero_at >= 0)
                s16[zero_at] = 0;
            int neg_saved = p >= 0 ? g[p] : 0;
            int sum;
            if (p >= 0)
                g[p] = -1;
            sum = sum_until_negative(n);
            if (p >= 0)
                g[p] = neg_saved;
            printf("n=%d p=%d find=%d tab=%d until=%d,%d two=%d,%d sum=%d xor=%u@%d byte=%d above=%d copy=%d local=%d ptr=%d store=%d cond=%d div=%d\n",
                   n, p, find_first(n, x), find_in_table(p < 0 ? 2 : 3 * (p % 256) + 1), until_zero(n), until_zero_while(n), two_exits(n, x, 900),
                   two_exits(n, x, 2000), sum, acc, where, find_byte(n, p < 0 ? 250 : bytes[p]),
                   first_above(n, p < 0 ? 1e9 : d[p] - 0.01), copy_until(n, x), local_search(n, p, p % 50),
                   find_ptr(n, g, x), store_before(n, p < 0 ? -3 : h[p]), conditional_exit(n, x), divide_before(n, 0));
            if (zero_at >= 0)
                s16[zero_at] = saved;
            total += HASH(out, n);
        }
    }
    printf("out %llu past %d\n", (unsigned long long)total, past_the_end(g[5]));
    return 0;
}
