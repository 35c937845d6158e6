/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))

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
static __typeof__(g) g __attribute__((aligned(32)));
__attribute__((target("avx2"))) int find_first(int n, int x) {
    int i;
    long t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        long t2 = t3 & -32L;
        __m256i t4 = _mm256_set1_epi32((int)x);
        long t1 = 0L;
        do {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)&g[(int)t1]);
            __m256i t6 = _mm256_cmpeq_epi32(t5, t4);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)&g[(int)(t1 + 8L)]);
            __m256i t8 = _mm256_cmpeq_epi32(t7, t4);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)&g[(int)(t1 + 16L)]);
            __m256i t10 = _mm256_cmpeq_epi32(t9, t4);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)&g[(int)(t1 + 24L)]);
            __m256i t12 = _mm256_cmpeq_epi32(t11, t4);
            __m256i t13 = _mm256_or_si256(t6, t8);
            __m256i t14 = _mm256_or_si256(t13, t10);
            __m256i t15 = _mm256_or_si256(t14, t12);
            if ((_mm256_movemask_epi8(t15) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)t2;
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
static __typeof__(tab) tab __attribute__((aligned(32)));
__attribute__((target("avx2"))) int find_in_table(int x) {
    long t14;
    __m256i t2 = _mm256_set1_epi32((int)x);
    long t1 = 0L;
    for (;;) {
        __m256i t3 = _mm256_loadu_si256((const __m256i *)&tab[(int)t1]);
        __m256i t4 = _mm256_cmpeq_epi32(t3, t2);
        __m256i t5 = _mm256_loadu_si256((const __m256i *)&tab[(int)(t1 + 8L)]);
        __m256i t6 = _mm256_cmpeq_epi32(t5, t2);
        __m256i t7 = _mm256_loadu_si256((const __m256i *)&tab[(int)(t1 + 16L)]);
        __m256i t8 = _mm256_cmpeq_epi32(t7, t2);
        __m256i t9 = _mm256_loadu_si256((const __m256i *)&tab[(int)(t1 + 24L)]);
        __m256i t10 = _mm256_cmpeq_epi32(t9, t2);
        __m256i t11 = _mm256_or_si256(t4, t6);
        __m256i t12 = _mm256_or_si256(t11, t8);
        __m256i t13 = _mm256_or_si256(t12, t10);
        if ((_mm256_movemask_epi8(t13) != 0)) {
            t14 = t1;
            break;
        }
        t1 += 32L;
        if (t1 >= 256L) {
            t14 = 256L;
            break;
        }
    }
    for (int i = (int)t14; i < 256; i++) {
        if (tab[i] == x) {
            return i;
        }
    }
    return -1;
}

/* A loop that stops at a zero or at n: the index after the loop is the result. */
static __typeof__(s16) s16 __attribute__((aligned(32)));
__attribute__((target("avx2"))) int until_zero(int n) {
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        long t2 = t3 & -16L;
        long t1 = 0L;
        do {
            __m256i t4 = _mm256_loadu_si256((const __m256i *)&s16[(int)t1]);
            __m256i t5 = t4;
            __m256i t6 = (__m256i)(vcc_m16)((vcc_v16_short)t5 == (vcc_v16_short)_mm256_set1_epi16((short)0));
            if ((_mm256_movemask_epi8(t6) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        i = (int)t2;
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
__attribute__((target("avx2"))) int until_zero_while(int n) {
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        long t2 = t3 & -16L;
        long t1 = 0L;
        do {
            __m256i t4 = _mm256_loadu_si256((const __m256i *)&s16[(int)t1]);
            __m256i t5 = t4;
            __m256i t6 = (__m256i)(vcc_m16)((vcc_v16_short)t5 != (vcc_v16_short)_mm256_set1_epi16((short)0));
            __m256i t7 = (__m256i)~(vcc_m16)t6;
            if ((_mm256_movemask_epi8(t7) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        i = (int)t2;
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
static __typeof__(h) h __attribute__((aligned(32)));
__attribute__((target("avx2"))) int two_exits(int n, int x, int y) {
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        long t2 = t3 & -16L;
        __m256i t4 = _mm256_set1_epi32((int)x);
        __m256i t5 = _mm256_set1_epi32((int)y);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)&g[t6]);
            __m256i t8 = _mm256_cmpeq_epi32(t7, t4);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)&h[t6]);
            __m256i t10 = _mm256_cmpgt_epi32(t9, t5);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)&g[t11]);
            __m256i t13 = _mm256_cmpeq_epi32(t12, t4);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)&h[t11]);
            __m256i t15 = _mm256_cmpgt_epi32(t14, t5);
            __m256i t16 = _mm256_or_si256(t8, t13);
            __m256i t17 = _mm256_or_si256(t16, t10);
            __m256i t18 = _mm256_or_si256(t17, t15);
            if ((_mm256_movemask_epi8(t18) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        if (g[t19] == x) {
            return i;
        }
        if (h[t19] > y) {
            return -i - 2;
        }
    }
    return -1;
}

/* A sum up to the first negative element: the reduction runs after the exit test. */
__attribute__((target("avx2"))) int sum_until_negative(int n) {
    int sum;
    __m256i t13;
    __m256i t14;
    int i;
    long t5 = (long)n;
    if ((t5 >= 16L) & (t5 <= 1001L)) {
        long t4 = t5 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        for (;;) {
            __m256i t6 = _mm256_loadu_si256((const __m256i *)&g[(int)t1]);
            __m256i t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t6);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)&g[(int)(t1 + 8L)]);
            __m256i t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t8);
            __m256i t10 = _mm256_or_si256(t7, t9);
            if ((_mm256_movemask_epi8(t10) != 0)) {
                t4 = t1;
                t13 = t2;
                t14 = t3;
                break;
            }
            __m256i t11 = t6;
            t2 = _mm256_add_epi32(t2, t11);
            __m256i t12 = t8;
            t3 = _mm256_add_epi32(t3, t12);
            t1 += 16L;
            if (t1 >= t4) {
                t13 = t2;
                t14 = t3;
                break;
            }
        }
        __m256i t15 = _mm256_add_epi32(t13, t14);
        i = (int)t4;
        sum = (int)vcc_avx2_sum_epi32(t15);
    } else {
        i = 0;
        sum = 0;
    }
    for (; i < n; i++) {
        int t16 = g[i];
        if (t16 < 0) {
            break;
        }
        sum += t16;
    }
    return sum;
}

/* A reduction updated before the exit test, and the index after a `break`. */
__attribute__((target("avx2"))) unsigned xor_until(int n, int x, int *where) {
    __m256i t3;
    __m256i t4;
    unsigned int acc;
    int i;
    unsigned int acc_1;
    long t5 = (long)n;
    if ((t5 >= 16L) & (t5 <= 1001L)) {
        long t2 = t5 & -16L;
        __m256i t6 = _mm256_set1_epi32((int)x);
        long t1 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = _mm256_set1_epi32(0);
        for (;;) {
            long t9 = (long)(int)t1;
            __m256i t10 = _mm256_loadu_si256((const __m256i *)&h[t9]);
            __m256i t11 = t10;
            t3 = _mm256_xor_si256(t7, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)&g[t9]);
            __m256i t13 = _mm256_cmpeq_epi32(t12, t6);
            long t14 = (long)(int)(t1 + 8L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)&h[t14]);
            __m256i t16 = t15;
            t4 = _mm256_xor_si256(t8, t16);
            __m256i t17 = _mm256_loadu_si256((const __m256i *)&g[t14]);
            __m256i t18 = _mm256_cmpeq_epi32(t17, t6);
            __m256i t19 = _mm256_or_si256(t13, t18);
            if ((_mm256_movemask_epi8(t19) != 0)) {
                t2 = t1;
                t3 = t7;
                t4 = t8;
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                break;
            }
            t7 = t3;
            t8 = t4;
        }
        __m256i t20 = _mm256_xor_si256(t3, t4);
        i = (int)t2;
        acc_1 = 7U ^ vcc_avx2_reduce_epi32(t20, _mm_xor_si128, unsigned int);
    } else {
        i = 0;
        acc_1 = 7U;
    }
    for (;; i++, acc_1 = acc) {
        if (i >= n) {
            acc = acc_1;
            break;
        }
        long t21 = (long)i;
        acc = acc_1 ^ (unsigned int)h[t21];
        if (g[t21] == x) {
            break;
        }
    }
    *where = i;
    return acc;
}

/* A byte search (32 lanes on AVX2). */
static __typeof__(bytes) bytes __attribute__((aligned(32)));
__attribute__((target("avx2"))) int find_byte(int n, unsigned char c) {
    int i;
    long t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        long t2 = t3 & -32L;
        __m256i t4 = _mm256_set1_epi8((char)c);
        __m256i t5 = t4;
        long t1 = 0L;
        do {
            __m256i t6 = _mm256_loadu_si256((const __m256i *)&bytes[(int)t1]);
            __m256i t7 = t6;
            __m256i t8 = (__m256i)(vcc_m32)((vcc_v32_uchar)t7 == (vcc_v32_uchar)t5);
            if ((_mm256_movemask_epi8(t8) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)t2;
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
static __typeof__(d) d __attribute__((aligned(32)));
__attribute__((target("avx2"))) int first_above(int n, double t) {
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        long t2 = t3 & -16L;
        __m256d t4 = _mm256_set1_pd(t);
        long t1 = 0L;
        do {
            __m256d t5 = _mm256_loadu_pd(&d[(int)t1]);
            __m128i t6 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t5, t4, _CMP_GT_OQ));
            __m256d t7 = _mm256_loadu_pd(&d[(int)(t1 + 4L)]);
            __m128i t8 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t7, t4, _CMP_GT_OQ));
            __m256d t9 = _mm256_loadu_pd(&d[(int)(t1 + 8L)]);
            __m128i t10 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t9, t4, _CMP_GT_OQ));
            __m256d t11 = _mm256_loadu_pd(&d[(int)(t1 + 12L)]);
            __m128i t12 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t11, t4, _CMP_GT_OQ));
            __m128i t13 = _mm_or_si128(t6, t8);
            __m128i t14 = _mm_or_si128(t13, t10);
            __m128i t15 = _mm_or_si128(t14, t12);
            if ((_mm_movemask_epi8(t15) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 16L;
        } while (t1 < t2);
        i = (int)t2;
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
static __typeof__(out) out __attribute__((aligned(32)));
__attribute__((target("avx2"))) int copy_until(int n, int x) {
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        long t2 = t3 & -16L;
        __m256i t4 = _mm256_set1_epi32((int)x);
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)&g[t5]);
            __m256i t7 = _mm256_cmpeq_epi32(t6, t4);
            long t8 = (long)(int)(t1 + 8L);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)&g[t8]);
            __m256i t10 = _mm256_cmpeq_epi32(t9, t4);
            __m256i t11 = _mm256_or_si256(t7, t10);
            if ((_mm256_movemask_epi8(t11) != 0)) {
                t2 = t1;
                break;
            }
            __m256i t12 = _mm256_loadu_si256((const __m256i *)&h[t5]);
            __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)&out[t5], t13);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)&h[t8]);
            __m256i t15 = _mm256_add_epi32(t14, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)&out[t8], t15);
            t1 += 16L;
        } while (t1 < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        if (g[t16] == x) {
            break;
        }
        out[t16] = h[t16] + 1;
    }
    return i;
}

/* A local array of constant length, and a second exit that reads no memory. */
__attribute__((target("avx2"))) int local_search(int n, int seed, int x) {
    int loc[64];
    int k;
    int i;
    int t5 = (int)(unsigned int)seed;
    if (1 & (t5 >= 0)) {
        __m256i t6 = _mm256_set1_epi32((int)(t5 % 50));
        __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        __m256i t8 = t7;
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(50));
        __m256i t10 = _mm256_min_epu32(t8, t9);
        __m256i t1 = t10;
        long t2 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&loc[(int)t2], t1);
            __m256i t11 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
            __m256i t12 = t11;
            __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(50));
            __m256i t14 = _mm256_min_epu32(t12, t13);
            __m256i t15 = t14;
            _mm256_storeu_si256((__m256i *)&loc[(int)(t2 + 8L)], t15);
            __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(12));
            __m256i t17 = t16;
            __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(50));
            __m256i t19 = _mm256_min_epu32(t17, t18);
            __m256i t20 = t19;
            _mm256_storeu_si256((__m256i *)&loc[(int)(t2 + 16L)], t20);
            __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(18));
            __m256i t22 = t21;
            __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(50));
            __m256i t24 = _mm256_min_epu32(t22, t23);
            __m256i t25 = t24;
            _mm256_storeu_si256((__m256i *)&loc[(int)(t2 + 24L)], t25);
            t2 += 32L;
            __m256i t26 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t27 = t26;
            __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(50));
            __m256i t29 = _mm256_min_epu32(t27, t28);
            t1 = t29;
        } while (t2 < 64L);
        k = 64;
    } else {
        k = 0;
    }
    for (; k < 64; k++) {
        loc[k] = (seed + k * 7) % 50;
    }
    long t30 = (long)n;
    long t31 = t30 < 64L ? t30 : 64L;
    if ((t31 >= 32L) & (t31 <= 64L)) {
        long t4 = t31 & -32L;
        __m256i t32 = _mm256_set1_epi32((int)x);
        long t3 = 0L;
        do {
            __m256i t33 = _mm256_loadu_si256((const __m256i *)&loc[(int)t3]);
            __m256i t34 = _mm256_cmpeq_epi32(t33, t32);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)&loc[(int)(t3 + 8L)]);
            __m256i t36 = _mm256_cmpeq_epi32(t35, t32);
            __m256i t37 = _mm256_loadu_si256((const __m256i *)&loc[(int)(t3 + 16L)]);
            __m256i t38 = _mm256_cmpeq_epi32(t37, t32);
            __m256i t39 = _mm256_loadu_si256((const __m256i *)&loc[(int)(t3 + 24L)]);
            __m256i t40 = _mm256_cmpeq_epi32(t39, t32);
            __m256i t41 = _mm256_or_si256(t34, t36);
            __m256i t42 = _mm256_or_si256(t41, t38);
            __m256i t43 = _mm256_or_si256(t42, t40);
            if ((_mm256_movemask_epi8(t43) != 0)) {
                t4 = t3;
                break;
            }
            t3 += 32L;
        } while (t3 < t4);
        i = (int)t4;
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int find_ptr(int n, const int *a, int x) {
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L21;
        }
        if (a[t6] == x) {
            i = t6;
            goto L21;
        }
    }
    t8 = (long)n - t4;
    if ((t8 >= 32L) & t5) {
        long t2 = t8 & -32L;
        __m256i t9 = _mm256_set1_epi32((int)x);
        long t1 = 0L;
        do {
            __m256i t10 = _mm256_load_si256((const __m256i *)(a + (int)((long)t6 + t1)));
            __m256i t11 = _mm256_cmpeq_epi32(t10, t9);
            __m256i t12 = _mm256_load_si256((const __m256i *)(a + (int)((long)t6 + (t1 + 8L))));
            __m256i t13 = _mm256_cmpeq_epi32(t12, t9);
            __m256i t14 = _mm256_load_si256((const __m256i *)(a + (int)((long)t6 + (t1 + 16L))));
            __m256i t15 = _mm256_cmpeq_epi32(t14, t9);
            __m256i t16 = _mm256_load_si256((const __m256i *)(a + (int)((long)t6 + (t1 + 24L))));
            __m256i t17 = _mm256_cmpeq_epi32(t16, t9);
            __m256i t18 = _mm256_or_si256(t11, t13);
            __m256i t19 = _mm256_or_si256(t18, t15);
            __m256i t20 = _mm256_or_si256(t19, t17);
            if ((_mm256_movemask_epi8(t20) != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L21:
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

__attribute__((target("avx2"))) static void fill(int n) {
    for (int fill_idx = 0; fill_idx < n; fill_idx++) {
        g[fill_idx] = (int)((_mm256_zeroupper(), next_rand()) % 1000U);
    }
    for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
        h[fill_idx_1] = (int)((_mm256_zeroupper(), next_rand()) % 1000U);
    }
    for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
        s16[fill_idx_2] = (short)(1 + (int)((_mm256_zeroupper(), next_rand()) % 300U));
    }
    for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
        bytes[fill_idx_3] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 200U);
    }
    for (int k = 0; k < n; k++) {
        d[k] = (double)((_mm256_zeroupper(), next_rand()) % 1000U) / 8.0;
    }
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(3));
        __m256i t7 = _mm256_add_epi32(t6, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&tab[(int)t2], t7);
        __m256i t8 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t9 = t8;
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(3));
        __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&tab[(int)(t2 + 8L)], t11);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t13 = t12;
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(3));
        __m256i t15 = _mm256_add_epi32(t14, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&tab[(int)(t2 + 16L)], t15);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t17 = t16;
        __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(3));
        __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&tab[(int)(t2 + 24L)], t19);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 256L);
    for (int k_1 = 256; k_1 < 256; k_1++) {
        tab[k_1] = k_1 * 3 + 1;
    }
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
