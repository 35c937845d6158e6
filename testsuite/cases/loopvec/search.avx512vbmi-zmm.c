/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

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
static __typeof__(g) g __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int find_first(int n, int x) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 1001L)) {
        long t1 = t2 & -32L;
        __m512i x_v = _mm512_set1_epi32((int)x);
        long i_vec = 0L;
        /* vcc: loop at search.c:19 vectorized: VF 16, UF 2, early exit, scalar epilogue */
        do {
            __m512i g_v = _mm512_loadu_si512(&g[(int)i_vec]);
            __mmask16 t3 = _mm512_cmp_epi32_mask(g_v, x_v, _MM_CMPINT_EQ);
            __m512i g_v_1 = _mm512_loadu_si512(&g[(int)(i_vec + 16L)]);
            __mmask16 t4 = _mm512_cmp_epi32_mask(g_v_1, x_v, _MM_CMPINT_EQ);
            __mmask16 t5 = _kor_mask16(t3, t4);
            if ((t5 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
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
static __typeof__(tab) tab __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int find_in_table(int x) {
    vcc_no_contract_body
    long t4;
    __m512i x_v = _mm512_set1_epi32((int)x);
    long i_vec = 0L;
    /* vcc: loop at search.c:27 vectorized: VF 16, UF 2, early exit, scalar epilogue */
    for (;;) {
        __m512i tab_v = _mm512_loadu_si512(&tab[(int)i_vec]);
        __mmask16 t1 = _mm512_cmp_epi32_mask(tab_v, x_v, _MM_CMPINT_EQ);
        __m512i tab_v_1 = _mm512_loadu_si512(&tab[(int)(i_vec + 16L)]);
        __mmask16 t2 = _mm512_cmp_epi32_mask(tab_v_1, x_v, _MM_CMPINT_EQ);
        __mmask16 t3 = _kor_mask16(t1, t2);
        if ((t3 != 0)) {
            t4 = i_vec;
            break;
        }
        i_vec += 32L;
        if (i_vec >= 256L) {
            t4 = 256L;
            break;
        }
    }
    for (int i = (int)t4; i < 256; i++) {
        if (tab[i] == x) {
            return i;
        }
    }
    return -1;
}

/* A loop that stops at a zero or at n: the index after the loop is the result. */
static __typeof__(s16) s16 __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int until_zero(int n) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 1001L)) {
        long t1 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at search.c:36 vectorized: VF 32, UF 1, early exit, scalar epilogue */
        do {
            __m512i s16_v = _mm512_loadu_si512(&s16[(int)i_vec]);
            __mmask32 t3 = _mm512_cmp_epi16_mask(s16_v, ((__m512i)(vcc_v32_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0}), _MM_CMPINT_EQ);
            if ((t3 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int until_zero_while(int n) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 1001L)) {
        long t1 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at search.c:45 vectorized: VF 32, UF 1, early exit, scalar epilogue */
        do {
            __m512i s16_v = _mm512_loadu_si512(&s16[(int)i_vec]);
            __mmask32 t3 = _mm512_cmp_epi16_mask(s16_v, ((__m512i)(vcc_v32_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0}), _MM_CMPINT_NE);
            __mmask32 t4 = _knot_mask32(t3);
            if ((t4 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
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
static __typeof__(h) h __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int two_exits(int n, int x, int y) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        __m512i x_v = _mm512_set1_epi32((int)x);
        __m512i y_v = _mm512_set1_epi32((int)y);
        long i_vec = 0L;
        /* vcc: loop at search.c:52 vectorized: VF 16, UF 1, 2 early exits, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m512i g_v = _mm512_loadu_si512(&g[t3]);
            __mmask16 t4 = _mm512_cmp_epi32_mask(g_v, x_v, _MM_CMPINT_EQ);
            __m512i h_v = _mm512_loadu_si512(&h[t3]);
            __mmask16 t5 = _mm512_cmp_epi32_mask(h_v, y_v, _MM_CMPINT_NLE);
            __mmask16 t6 = _kor_mask16(t4, t5);
            if ((t6 != 0)) {
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
        long t7 = (long)i;
        if (g[t7] == x) {
            return i;
        }
        if (h[t7] > y) {
            return -i - 2;
        }
    }
    return -1;
}

/* A sum up to the first negative element: the reduction runs after the exit test. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_until_negative(int n) {
    vcc_no_contract_body
    int sum;
    vcc_v16_uint sum_v_1;
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        long i_vec = 0L;
        vcc_v16_uint sum_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at search.c:64 vectorized: VF 16, UF 1, early exit, scalar epilogue */
        for (;;) {
            __m512i g_v = _mm512_loadu_si512(&g[(int)i_vec]);
            __mmask16 t3 = _mm512_cmp_epi32_mask(g_v, _mm512_set1_epi32(0), _MM_CMPINT_LT);
            if ((t3 != 0)) {
                t1 = i_vec;
                sum_v_1 = (vcc_v16_uint)(__m512i)sum_v;
                break;
            }
            sum_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)sum_v, g_v);
            i_vec += 16L;
            if (i_vec >= t1) {
                sum_v_1 = (vcc_v16_uint)(__m512i)sum_v;
                break;
            }
        }
        i = (int)t1;
        sum = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)sum_v_1), _mm512_extracti64x4_epi64((__m512i)sum_v_1, 1)));
    } else {
        i = 0;
        sum = 0;
    }
    for (; i < n; i++) {
        int t4 = g[i];
        if (t4 < 0) {
            break;
        }
        sum += t4;
    }
    return sum;
}

/* A reduction updated before the exit test, and the index after a `break`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned xor_until(int n, int x, int *where) {
    vcc_no_contract_body
    vcc_v16_uint acc_v;
    unsigned int acc;
    int i;
    unsigned int acc_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        __m512i x_v = _mm512_set1_epi32((int)x);
        long i_vec = 0L;
        vcc_v16_uint acc_v_1 = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at search.c:76 vectorized: VF 16, UF 1, early exit, scalar epilogue */
        for (;;) {
            long t3 = (long)(int)i_vec;
            __m512i h_v = _mm512_loadu_si512(&h[t3]);
            acc_v = (vcc_v16_uint)_mm512_xor_si512((__m512i)acc_v_1, h_v);
            __m512i g_v = _mm512_loadu_si512(&g[t3]);
            __mmask16 t4 = _mm512_cmp_epi32_mask(g_v, x_v, _MM_CMPINT_EQ);
            if ((t4 != 0)) {
                t1 = i_vec;
                acc_v = (vcc_v16_uint)(__m512i)acc_v_1;
                break;
            }
            i_vec += 16L;
            if (i_vec >= t1) {
                break;
            }
            acc_v_1 = (vcc_v16_uint)(__m512i)acc_v;
        }
        i = (int)t1;
        acc_1 = 7U ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256((__m512i)acc_v), _mm512_extracti64x4_epi64((__m512i)acc_v, 1)), _mm_xor_si128, unsigned int);
    } else {
        i = 0;
        acc_1 = 7U;
    }
    for (;; i++, acc_1 = acc) {
        if (i >= n) {
            acc = acc_1;
            break;
        }
        long t5 = (long)i;
        acc = acc_1 ^ (unsigned int)h[t5];
        if (g[t5] == x) {
            break;
        }
    }
    *where = i;
    return acc;
}

/* A byte search (32 lanes on AVX2). */
static __typeof__(bytes) bytes __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int find_byte(int n, unsigned char c) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 1001L)) {
        long t1 = t2 & -32L;
        __m256i c_v = _mm256_set1_epi8((char)c);
        long i_vec = 0L;
        /* vcc: loop at search.c:87 vectorized: VF 32, UF 1, early exit, scalar epilogue */
        do {
            __m256i bytes_v = _mm256_loadu_si256((const __m256i *)&bytes[(int)i_vec]);
            __mmask32 t3 = _mm256_cmp_epi8_mask(bytes_v, c_v, _MM_CMPINT_EQ);
            if ((t3 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
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
static __typeof__(d) d __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int first_above(int n, double t) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 1001L)) {
        long t1 = t2 & -32L;
        __m512d t_v = _mm512_set1_pd(t);
        long i_vec = 0L;
        /* vcc: loop at search.c:95 vectorized: VF 8, UF 4, early exit, scalar epilogue */
        do {
            __m512d d_v = _mm512_loadu_pd(&d[(int)i_vec]);
            __m256i t3 = _mm256_movm_epi32(_mm512_cmp_pd_mask(d_v, t_v, _CMP_GT_OQ));
            __m512d d_v_1 = _mm512_loadu_pd(&d[(int)(i_vec + 8L)]);
            __m256i t4 = _mm256_movm_epi32(_mm512_cmp_pd_mask(d_v_1, t_v, _CMP_GT_OQ));
            __m512d d_v_2 = _mm512_loadu_pd(&d[(int)(i_vec + 16L)]);
            __m256i t5 = _mm256_movm_epi32(_mm512_cmp_pd_mask(d_v_2, t_v, _CMP_GT_OQ));
            __m512d d_v_3 = _mm512_loadu_pd(&d[(int)(i_vec + 24L)]);
            __m256i t6 = _mm256_movm_epi32(_mm512_cmp_pd_mask(d_v_3, t_v, _CMP_GT_OQ));
            __m256i t7 = _mm256_or_si256(t3, t4);
            __m256i t8 = _mm256_or_si256(t7, t5);
            __m256i t9 = _mm256_or_si256(t8, t6);
            if ((_mm256_movemask_epi8(t9) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
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
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int copy_until(int n, int x) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 1001L)) {
        long t1 = t2 & -16L;
        __m512i x_v = _mm512_set1_epi32((int)x);
        long i_vec = 0L;
        /* vcc: loop at search.c:104 vectorized: VF 16, UF 1, early exit, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m512i g_v = _mm512_loadu_si512(&g[t3]);
            __mmask16 t4 = _mm512_cmp_epi32_mask(g_v, x_v, _MM_CMPINT_EQ);
            if ((t4 != 0)) {
                t1 = i_vec;
                break;
            }
            __m512i h_v = _mm512_loadu_si512(&h[t3]);
            __m512i t5 = _mm512_add_epi32(h_v, _mm512_set1_epi32(1));
            _mm512_storeu_si512(&out[t3], t5);
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)t1;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        if (g[t6] == x) {
            break;
        }
        out[t6] = h[t6] + 1;
    }
    return i;
}

/* A local array of constant length, and a second exit that reads no memory. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int local_search(int n, int seed, int x) {
    vcc_no_contract_body
    int loc[64];
    int k;
    int i;
    int t3 = (int)(unsigned int)seed;
    if (1 & (t3 >= 0)) {
        __m512i t4 = _mm512_set1_epi32((int)(t3 % 50));
        __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 6, 13, 20, 27, 34, 41, 48, 5));
        __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(50));
        vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t5, t6);
        long k_vec = 0L;
        /* vcc: loop at search.c:115 vectorized: VF 16, UF 4, the remainder at 116:18 by 50 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        do {
            _mm512_storeu_si512(&loc[k_vec], (__m512i)t1);
            __m512i t7 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(12));
            __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(50));
            __m512i t9 = _mm512_min_epu32(t7, t8);
            _mm512_storeu_si512(&loc[k_vec + 16L], t9);
            __m512i t10 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(24));
            __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(50));
            __m512i t12 = _mm512_min_epu32(t10, t11);
            _mm512_storeu_si512(&loc[k_vec + 32L], t12);
            __m512i t13 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(36));
            __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(50));
            __m512i t15 = _mm512_min_epu32(t13, t14);
            _mm512_storeu_si512(&loc[k_vec + 48L], t15);
            k_vec += 64L;
            __m512i t16 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(48));
            __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(50));
            t1 = (vcc_v16_int)_mm512_min_epu32(t16, t17);
        } while (k_vec < 64L);
        k = 64;
    } else {
        k = 0;
    }
    for (; k < 64; k++) {
        loc[k] = (seed + k * 7) % 50;
    }
    long t18 = (long)n;
    long t19 = t18 < 64L ? t18 : 64L;
    if ((t19 >= 8L) & (t19 <= 64L)) {
        long t2 = t19 & -8L;
        __m256i x_v = _mm256_set1_epi32((int)x);
        long i_vec = 0L;
        /* vcc: loop at search.c:117 vectorized: VF 8, UF 1, early exit, 2 counted exits, scalar epilogue */
        do {
            __m256i loc_v = _mm256_loadu_si256((const __m256i *)&loc[(int)i_vec]);
            __m256i t20 = _mm256_cmpeq_epi32(loc_v, x_v);
            if ((_mm256_movemask_epi8(t20) != 0)) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) int find_ptr(int n, const int *a, int x) {
    vcc_no_contract_body
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 127UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L11;
        }
        if (a[t5] == x) {
            i = t5;
            goto L11;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 32L) & t4) {
        long t1 = t7 & -32L;
        __m512i x_v = _mm512_set1_epi32((int)x);
        long i_vec = 0L;
        /* vcc: loop at search.c:129 vectorized: VF 16, UF 2, early exit, peeled to align `a` to 128 bytes, scalar epilogue */
        do {
            __m512i a_v = _mm512_load_si512(a + (int)((long)t5 + i_vec));
            __mmask16 t8 = _mm512_cmp_epi32_mask(a_v, x_v, _MM_CMPINT_EQ);
            __m512i a_v_1 = _mm512_load_si512(a + (int)((long)t5 + (i_vec + 16L)));
            __mmask16 t9 = _mm512_cmp_epi32_mask(a_v_1, x_v, _MM_CMPINT_EQ);
            __mmask16 t10 = _kor_mask16(t8, t9);
            if ((t10 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L11:
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void fill(int n) {
    vcc_no_contract_body
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
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint k_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long k_vec = 0L;
    /* vcc: loop at search.c:179 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)k_v, _mm512_set1_epi32(3));
        __m512i t3 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&tab[k_vec], t3);
        __m512i t4 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(16));
        __m512i t5 = _mm512_mullo_epi32(t4, _mm512_set1_epi32(3));
        __m512i t6 = _mm512_add_epi32(t5, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&tab[k_vec + 16L], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(32));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(3));
        __m512i t9 = _mm512_add_epi32(t8, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&tab[k_vec + 32L], t9);
        __m512i t10 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(48));
        __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(3));
        __m512i t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&tab[k_vec + 48L], t12);
        k_vec += 64L;
        k_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(64));
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
