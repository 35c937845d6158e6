/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int find_first(int n, int x) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int i;
    t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        t2 = t3 & -32L;
        t4 = _mm256_set1_epi32((int)x);
        t1 = 0L;
        for (;;) {
            t5 = _mm256_loadu_si256((const __m256i *)&g[(int)((long)0 + t1)]);
            t6 = _mm256_cmpeq_epi32(t5, t4);
            t7 = _mm256_loadu_si256((const __m256i *)&g[(int)((long)0 + (t1 + 8L))]);
            t8 = _mm256_cmpeq_epi32(t7, t4);
            t9 = _mm256_loadu_si256((const __m256i *)&g[(int)((long)0 + (t1 + 16L))]);
            t10 = _mm256_cmpeq_epi32(t9, t4);
            t11 = _mm256_loadu_si256((const __m256i *)&g[(int)((long)0 + (t1 + 24L))]);
            t12 = _mm256_cmpeq_epi32(t11, t4);
            t13 = _mm256_or_si256(t6, t8);
            t14 = _mm256_or_si256(t13, t10);
            t15 = _mm256_or_si256(t14, t12);
            if ((_mm256_movemask_epi8(t15) != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L16;
            }
        }
        t2 = t1;
    L16:
        i = (int)((long)0 + t2);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int find_in_table(int x) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int i;
    if (256L >= 32L) {
        t2 = 256L & -32L;
        t3 = _mm256_set1_epi32((int)x);
        t1 = 0L;
        for (;;) {
            t4 = _mm256_loadu_si256((const __m256i *)&tab[(int)((long)0 + t1)]);
            t5 = _mm256_cmpeq_epi32(t4, t3);
            t6 = _mm256_loadu_si256((const __m256i *)&tab[(int)((long)0 + (t1 + 8L))]);
            t7 = _mm256_cmpeq_epi32(t6, t3);
            t8 = _mm256_loadu_si256((const __m256i *)&tab[(int)((long)0 + (t1 + 16L))]);
            t9 = _mm256_cmpeq_epi32(t8, t3);
            t10 = _mm256_loadu_si256((const __m256i *)&tab[(int)((long)0 + (t1 + 24L))]);
            t11 = _mm256_cmpeq_epi32(t10, t3);
            t12 = _mm256_or_si256(t5, t7);
            t13 = _mm256_or_si256(t12, t9);
            t14 = _mm256_or_si256(t13, t11);
            if ((_mm256_movemask_epi8(t14) != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L15;
            }
        }
        t2 = t1;
    L15:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 256; i++) {
        if (tab[i] == x) {
            return i;
        }
    }
    return -1;
}

/* A loop that stops at a zero or at n: the index after the loop is the result. */
static __typeof__(s16) s16 __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int until_zero(int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __mmask16 t6;
    int i;
    t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        t2 = t3 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = _mm256_loadu_si256((const __m256i *)&s16[(int)((long)0 + t1)]);
            t5 = t4;
            t6 = _mm256_cmp_epi16_mask(t5, _mm256_set1_epi16((short)0), _MM_CMPINT_EQ);
            if ((t6 != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L7;
            }
        }
        t2 = t1;
    L7:
        i = (int)((long)0 + t2);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int until_zero_while(int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __mmask16 t6;
    __mmask16 t7;
    int i;
    t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        t2 = t3 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = _mm256_loadu_si256((const __m256i *)&s16[(int)((long)0 + t1)]);
            t5 = t4;
            t6 = _mm256_cmp_epi16_mask(t5, _mm256_set1_epi16((short)0), _MM_CMPINT_NE);
            t7 = _knot_mask16(t6);
            if ((t7 != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L8;
            }
        }
        t2 = t1;
    L8:
        i = (int)((long)0 + t2);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int two_exits(int n, int x, int y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    int i;
    long t19;
    t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        t2 = t3 & -16L;
        t4 = _mm256_set1_epi32((int)x);
        t5 = _mm256_set1_epi32((int)y);
        t1 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_si256((const __m256i *)&g[t6]);
            t8 = _mm256_cmpeq_epi32(t7, t4);
            t9 = _mm256_loadu_si256((const __m256i *)&h[t6]);
            t10 = _mm256_cmpgt_epi32(t9, t5);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm256_loadu_si256((const __m256i *)&g[t11]);
            t13 = _mm256_cmpeq_epi32(t12, t4);
            t14 = _mm256_loadu_si256((const __m256i *)&h[t11]);
            t15 = _mm256_cmpgt_epi32(t14, t5);
            t16 = _mm256_or_si256(t8, t13);
            t17 = _mm256_or_si256(t16, t10);
            t18 = _mm256_or_si256(t17, t15);
            if ((_mm256_movemask_epi8(t18) != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L20;
            }
        }
        t2 = t1;
    L20:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t19 = (long)i;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_until_negative(int n) {
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    long t4;
    int sum;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int i;
    int t16;
    t5 = (long)n;
    if ((t5 >= 16L) & (t5 <= 1001L)) {
        t4 = t5 & -16L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)&g[(int)((long)0 + t1)]);
            t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t6);
            t8 = _mm256_loadu_si256((const __m256i *)&g[(int)((long)0 + (t1 + 8L))]);
            t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t8);
            t10 = _mm256_or_si256(t7, t9);
            if ((_mm256_movemask_epi8(t10) != 0)) {
                break;
            }
            t11 = t6;
            t2 = _mm256_add_epi32(t2, t11);
            t12 = t8;
            t3 = _mm256_add_epi32(t3, t12);
            t1 += 16L;
            if (t1 >= t4) {
                t13 = t2;
                t14 = t3;
                goto L17;
            }
        }
        t4 = t1;
        t13 = t2;
        t14 = t3;
    L17:
        t15 = _mm256_add_epi32(t13, t14);
        i = (int)((long)0 + t4);
        sum = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t15));
    } else {
        i = 0;
        sum = 0;
    }
    for (; i < n; i++) {
        t16 = g[i];
        if (t16 < 0) {
            break;
        }
        sum += t16;
    }
    return sum;
}

/* A reduction updated before the exit test, and the index after a `break`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned xor_until(int n, int x, int *where) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    unsigned int acc;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    int i;
    unsigned int acc_1;
    long t21;
    t5 = (long)n;
    if ((t5 >= 16L) & (t5 <= 1001L)) {
        t2 = t5 & -16L;
        t6 = _mm256_set1_epi32((int)x);
        t1 = 0L;
        t7 = _mm256_set1_epi32((int)0);
        t8 = _mm256_set1_epi32((int)0);
        for (;;) {
            t9 = (long)(int)((long)0 + t1);
            t10 = _mm256_loadu_si256((const __m256i *)&h[t9]);
            t11 = t10;
            t3 = _mm256_xor_si256(t7, t11);
            t12 = _mm256_loadu_si256((const __m256i *)&g[t9]);
            t13 = _mm256_cmpeq_epi32(t12, t6);
            t14 = (long)(int)((long)0 + (t1 + 8L));
            t15 = _mm256_loadu_si256((const __m256i *)&h[t14]);
            t16 = t15;
            t4 = _mm256_xor_si256(t8, t16);
            t17 = _mm256_loadu_si256((const __m256i *)&g[t14]);
            t18 = _mm256_cmpeq_epi32(t17, t6);
            t19 = _mm256_or_si256(t13, t18);
            if ((_mm256_movemask_epi8(t19) != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L22;
            }
            t7 = t3;
            t8 = t4;
        }
        t2 = t1;
        t3 = t7;
        t4 = t8;
    L22:
        t20 = _mm256_xor_si256(t3, t4);
        i = (int)((long)0 + t2);
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
        t21 = (long)i;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int find_byte(int n, unsigned char c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __mmask32 t8;
    int i;
    t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1001L)) {
        t2 = t3 & -32L;
        t4 = _mm256_set1_epi8((char)c);
        t5 = t4;
        t1 = 0L;
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)&bytes[(int)((long)0 + t1)]);
            t7 = t6;
            t8 = _mm256_cmp_epi8_mask(t7, t5, _MM_CMPINT_EQ);
            if ((t8 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L9;
            }
        }
        t2 = t1;
    L9:
        i = (int)((long)0 + t2);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int first_above(int n, double t) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256d t4;
    __m256d t5;
    __m128i t6;
    __m256d t7;
    __m128i t8;
    __m256d t9;
    __m128i t10;
    __m256d t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    int i;
    t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        t2 = t3 & -16L;
        t4 = _mm256_set1_pd(t);
        t1 = 0L;
        for (;;) {
            t5 = _mm256_loadu_pd(&d[(int)((long)0 + t1)]);
            t6 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t5, t4, _CMP_GT_OQ));
            t7 = _mm256_loadu_pd(&d[(int)((long)0 + (t1 + 4L))]);
            t8 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t7, t4, _CMP_GT_OQ));
            t9 = _mm256_loadu_pd(&d[(int)((long)0 + (t1 + 8L))]);
            t10 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t9, t4, _CMP_GT_OQ));
            t11 = _mm256_loadu_pd(&d[(int)((long)0 + (t1 + 12L))]);
            t12 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t11, t4, _CMP_GT_OQ));
            t13 = _mm_or_si128(t6, t8);
            t14 = _mm_or_si128(t13, t10);
            t15 = _mm_or_si128(t14, t12);
            if ((_mm_movemask_epi8(t15) != 0)) {
                break;
            }
            t1 += 16L;
            if (t1 >= t2) {
                goto L16;
            }
        }
        t2 = t1;
    L16:
        i = (int)((long)0 + t2);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int copy_until(int n, int x) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int i;
    long t16;
    t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 1001L)) {
        t2 = t3 & -16L;
        t4 = _mm256_set1_epi32((int)x);
        t1 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)&g[t5]);
            t7 = _mm256_cmpeq_epi32(t6, t4);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = _mm256_loadu_si256((const __m256i *)&g[t8]);
            t10 = _mm256_cmpeq_epi32(t9, t4);
            t11 = _mm256_or_si256(t7, t10);
            if ((_mm256_movemask_epi8(t11) != 0)) {
                break;
            }
            t12 = _mm256_loadu_si256((const __m256i *)&h[t5]);
            t13 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)&out[t5], t13);
            t14 = _mm256_loadu_si256((const __m256i *)&h[t8]);
            t15 = _mm256_add_epi32(t14, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)&out[t8], t15);
            t1 += 16L;
            if (t1 >= t2) {
                goto L17;
            }
        }
        t2 = t1;
    L17:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t16 = (long)i;
        if (g[t16] == x) {
            break;
        }
        out[t16] = h[t16] + 1;
    }
    return i;
}

/* A local array of constant length, and a second exit that reads no memory. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int local_search(int n, int seed, int x) {
    vcc_no_contract_body
    int loc[64];
    __m256i t1;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    int k;
    long t31;
    long t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    int i;
    t5 = (int)((unsigned int)seed + (unsigned int)(int)((unsigned int)0 * (unsigned int)7));
    if ((64L >= 32L) & (t5 >= 0)) {
        t6 = 64L & -32L;
        t7 = _mm256_set1_epi32((int)(t5 % 50));
        t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        t9 = t8;
        t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)50));
        t11 = _mm256_min_epu32(t9, t10);
        t1 = t11;
        t2 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&loc[(int)((long)0 + t2)], t1);
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)6));
            t13 = t12;
            t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32((int)50));
            t15 = _mm256_min_epu32(t13, t14);
            t16 = t15;
            _mm256_storeu_si256((__m256i *)&loc[(int)((long)0 + (t2 + 8L))], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)12));
            t18 = t17;
            t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)50));
            t20 = _mm256_min_epu32(t18, t19);
            t21 = t20;
            _mm256_storeu_si256((__m256i *)&loc[(int)((long)0 + (t2 + 16L))], t21);
            t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)18));
            t23 = t22;
            t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32((int)50));
            t25 = _mm256_min_epu32(t23, t24);
            t26 = t25;
            _mm256_storeu_si256((__m256i *)&loc[(int)((long)0 + (t2 + 24L))], t26);
            t2 += 32L;
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t28 = t27;
            t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)50));
            t30 = _mm256_min_epu32(t28, t29);
            t1 = t30;
        } while (t2 < t6);
        k = (int)((long)0 + t6);
    } else {
        k = 0;
    }
    for (; k < 64; k++) {
        loc[k] = (seed + k * 7) % 50;
    }
    t31 = (long)n;
    t32 = t31 < 64L ? t31 : 64L;
    if ((t32 >= 32L) & (t32 <= 64L)) {
        t4 = t32 & -32L;
        t33 = _mm256_set1_epi32((int)x);
        t3 = 0L;
        for (;;) {
            t34 = _mm256_loadu_si256((const __m256i *)&loc[(int)((long)0 + t3)]);
            t35 = _mm256_cmpeq_epi32(t34, t33);
            t36 = _mm256_loadu_si256((const __m256i *)&loc[(int)((long)0 + (t3 + 8L))]);
            t37 = _mm256_cmpeq_epi32(t36, t33);
            t38 = _mm256_loadu_si256((const __m256i *)&loc[(int)((long)0 + (t3 + 16L))]);
            t39 = _mm256_cmpeq_epi32(t38, t33);
            t40 = _mm256_loadu_si256((const __m256i *)&loc[(int)((long)0 + (t3 + 24L))]);
            t41 = _mm256_cmpeq_epi32(t40, t33);
            t42 = _mm256_or_si256(t35, t37);
            t43 = _mm256_or_si256(t42, t39);
            t44 = _mm256_or_si256(t43, t41);
            if ((_mm256_movemask_epi8(t44) != 0)) {
                break;
            }
            t3 += 32L;
            if (t3 >= t4) {
                goto L45;
            }
        }
        t4 = t3;
    L45:
        i = (int)((long)0 + t4);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) int find_ptr(int n, const int *a, int x) {
    vcc_no_contract_body
    long t1;
    long t2;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    int i;
    int t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_1 = i;
            goto L23;
        }
        if (a[i] == x) {
            i_1 = i;
            goto L23;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        t2 = t9 & -32L;
        t10 = _mm256_set1_epi32((int)x);
        t1 = 0L;
        for (;;) {
            t11 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + t1)));
            t12 = _mm256_cmpeq_epi32(t11, t10);
            t13 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 8L))));
            t14 = _mm256_cmpeq_epi32(t13, t10);
            t15 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 16L))));
            t16 = _mm256_cmpeq_epi32(t15, t10);
            t17 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 24L))));
            t18 = _mm256_cmpeq_epi32(t17, t10);
            t19 = _mm256_or_si256(t12, t14);
            t20 = _mm256_or_si256(t19, t16);
            t21 = _mm256_or_si256(t20, t18);
            if ((_mm256_movemask_epi8(t21) != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L22;
            }
        }
        t2 = t1;
    L22:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L23:
    for (; i_1 < n; i_1++) {
        if (a[i_1] == x) {
            return i_1;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void fill(int n) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int k;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    int k_1;
    for (fill_idx = 0; fill_idx < n; fill_idx++) {
        g[fill_idx] = 0 + (int)((_mm256_zeroupper(), next_rand()) % 1000U);
    }
    for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
        h[fill_idx_1] = 0 + (int)((_mm256_zeroupper(), next_rand()) % 1000U);
    }
    for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
        s16[fill_idx_2] = (short)(1 + (int)((_mm256_zeroupper(), next_rand()) % 300U));
    }
    for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
        bytes[fill_idx_3] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
    }
    for (k = 0; k < n; k++) {
        d[k] = (double)((_mm256_zeroupper(), next_rand()) % 1000U) / 8.0;
    }
    if (256L >= 32L) {
        t3 = 256L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
            t8 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)&tab[(int)((long)0 + t2)], t8);
            t9 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t10 = t9;
            t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)3));
            t12 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)&tab[(int)((long)0 + (t2 + 8L))], t12);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t14 = t13;
            t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)3));
            t16 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)&tab[(int)((long)0 + (t2 + 16L))], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t18 = t17;
            t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)3));
            t20 = _mm256_add_epi32(t19, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)&tab[(int)((long)0 + (t2 + 24L))], t20);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        k_1 = (int)((long)0 + t3);
    } else {
        k_1 = 0;
    }
    for (; k_1 < 256; k_1++) {
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
