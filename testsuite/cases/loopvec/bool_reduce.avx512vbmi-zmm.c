/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi8(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)(unsigned char)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reductions into a _Bool: `r |= x`, `r &= c`, `r ^= c` (C converts each update back with
   `!= 0`, so the accumulator's byte lanes hold x != 0 ORed in, or the comparisons' 0 or 1),
   and a _Bool set under a condition (`found = 1`: any-of). The driver makes the answer depend
   on one element at every position of short arrays (and at many of long ones), so a lane
   dropped from the reduction or a wrong identity changes what is printed. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool any_negative(const int *a, int n) {
    vcc_no_contract_body
    _Bool r;
    int t5;
    _Bool t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uchar r_v = (vcc_v16_uchar)_mm_set1_epi8((char)0);
        /* vcc: loop at bool_reduce.c:12 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_LT);
            __m128i t4 = _mm_mask_blend_epi8(t3, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            r_v = (vcc_v16_uchar)_mm_or_si128((__m128i)r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (_Bool)((_Bool)0 | vcc_sse_reduce_epi8((__m128i)r_v, _mm_or_si128, _Bool));
    } else {
        t5 = 0;
        t6 = (_Bool)0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + (long)t5);
        __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_LT);
        __m128i t11 = _mm_mask_blend_epi8(t10, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        __m128i t12 = _mm_or_si128(_mm_set1_epi8((char)0), t11);
        __m128i r_v_1 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)0), t12);
        i = (int)((long)t5 + t7);
        r = (_Bool)(t6 | vcc_sse_reduce_epi8(r_v_1, _mm_or_si128, _Bool));
    } else {
        i = t5;
        r = t6;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | (a[i] < 0));
    }
    return r;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool all_positive(const int *a, int n) {
    vcc_no_contract_body
    _Bool r;
    int t5;
    _Bool t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uchar r_v = (vcc_v16_uchar)_mm_set1_epi8((char)1);
        /* vcc: loop at bool_reduce.c:19 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m128i t4 = _mm_mask_blend_epi8(t3, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            r_v = (vcc_v16_uchar)_mm_and_si128((__m128i)r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (_Bool)((_Bool)1 & vcc_sse_reduce_epi8((__m128i)r_v, _mm_and_si128, _Bool));
    } else {
        t5 = 0;
        t6 = (_Bool)1;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + (long)t5);
        __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __m128i t11 = _mm_mask_blend_epi8(t10, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        __m128i t12 = _mm_and_si128(_mm_set1_epi8((char)1), t11);
        __m128i r_v_1 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)1), t12);
        i = (int)((long)t5 + t7);
        r = (_Bool)(t6 & vcc_sse_reduce_epi8(r_v_1, _mm_and_si128, _Bool));
    } else {
        i = t5;
        r = t6;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (a[i] > 0));
    }
    return r;
}

/* `|=` of a value that is not 0 or 1: true where any element is nonzero. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool any_nonzero(const int *a, int n) {
    vcc_no_contract_body
    _Bool r;
    int t5;
    _Bool t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uchar r_v = (vcc_v16_uchar)_mm_set1_epi8((char)0);
        /* vcc: loop at bool_reduce.c:27 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t4 = _mm_mask_blend_epi8(t3, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            r_v = (vcc_v16_uchar)_mm_or_si128((__m128i)r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (_Bool)((_Bool)0 | vcc_sse_reduce_epi8((__m128i)r_v, _mm_or_si128, _Bool));
    } else {
        t5 = 0;
        t6 = (_Bool)0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + (long)t5);
        __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __m128i t11 = _mm_mask_blend_epi8(t10, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        __m128i t12 = _mm_or_si128(_mm_set1_epi8((char)0), t11);
        __m128i r_v_1 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)0), t12);
        i = (int)((long)t5 + t7);
        r = (_Bool)(t6 | vcc_sse_reduce_epi8(r_v_1, _mm_or_si128, _Bool));
    } else {
        i = t5;
        r = t6;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | a[i]);
    }
    return r;
}

/* The parity of the negative elements. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool odd_negatives(const int *a, int n) {
    vcc_no_contract_body
    _Bool r;
    int t5;
    _Bool t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uchar r_v = (vcc_v16_uchar)_mm_set1_epi8((char)0);
        /* vcc: loop at bool_reduce.c:35 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_LT);
            __m128i t4 = _mm_mask_blend_epi8(t3, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            r_v = (vcc_v16_uchar)_mm_xor_si128((__m128i)r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (_Bool)((_Bool)0 ^ vcc_sse_reduce_epi8((__m128i)r_v, _mm_xor_si128, _Bool));
    } else {
        t5 = 0;
        t6 = (_Bool)0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + (long)t5);
        __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_LT);
        __m128i t11 = _mm_mask_blend_epi8(t10, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        __m128i t12 = _mm_xor_si128(_mm_set1_epi8((char)0), t11);
        __m128i r_v_1 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)0), t12);
        i = (int)((long)t5 + t7);
        r = (_Bool)(t6 ^ vcc_sse_reduce_epi8(r_v_1, _mm_xor_si128, _Bool));
    } else {
        i = t5;
        r = t6;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r ^ (a[i] < 0));
    }
    return r;
}

/* Bytes compared in byte lanes, ORed into byte lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool has_byte(const unsigned char *s, int n, unsigned char c) {
    vcc_no_contract_body
    _Bool r;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i c_v = _mm_set1_epi8((char)c);
        long i_vec = 0L;
        vcc_v16_uchar r_v = (vcc_v16_uchar)_mm_set1_epi8((char)0);
        /* vcc: loop at bool_reduce.c:43 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __mmask16 t3 = _mm_cmp_epi8_mask(s_v, c_v, _MM_CMPINT_EQ);
            __m128i t4 = _mm_mask_blend_epi8(t3, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            r_v = (vcc_v16_uchar)_mm_or_si128((__m128i)r_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (_Bool)((_Bool)0 | vcc_sse_reduce_epi8((__m128i)r_v, _mm_or_si128, _Bool));
    } else {
        i = 0;
        r = (_Bool)0;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r | ((int)s[i] == (int)c));
    }
    return r;
}

/* An array of _Bool flags ANDed (the flags are 0 or 1 already). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool all_set(const _Bool *f, int n, _Bool start) {
    vcc_no_contract_body
    _Bool r;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uchar r_v = (vcc_v16_uchar)_mm_set1_epi8((char)1);
        /* vcc: loop at bool_reduce.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i f_v = _mm_loadu_si128((const __m128i *)(f + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(f_v);
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m128i t5 = _mm_mask_blend_epi8(t4, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            r_v = (vcc_v16_uchar)_mm_and_si128((__m128i)r_v, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (_Bool)(start & vcc_sse_reduce_epi8((__m128i)r_v, _mm_and_si128, _Bool));
    } else {
        i = 0;
        r = start;
    }
    for (; i < n; i++) {
        r = (_Bool)((int)r & (int)f[i]);
    }
    return r;
}

/* A conditional set: whether x occurs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool contains(const int *a, int n, int x) {
    vcc_no_contract_body
    int i;
    _Bool found;
    _Bool found_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_uchar found_v = (vcc_v16_uchar)_mm_set1_epi8((char)(_Bool)0);
        __m512i x_v = _mm512_set1_epi32((int)x);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at bool_reduce.c:59 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t4 = _mm512_cmp_epi32_mask(a_v, x_v, _MM_CMPINT_EQ);
            found_v = (vcc_v16_uchar)_mm_mask_blend_epi8(t4, (__m128i)found_v, _mm_set1_epi8((char)1));
            __m512i t5 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t8 = _mm512_set1_epi32((int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask((__m512i)t1, t8, _MM_CMPINT_EQ);
        __m128i t10 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)0), (__m128i)found_v);
        i = (int)t3;
        found = (_Bool)(t7 < 0 ? (_Bool)0 : vcc_sse_reduce_epi8(t10, _mm_or_si128, _Bool));
    } else {
        i = 0;
        found = (_Bool)0;
    }
    for (; i < n; i++, found = found_1) {
        if (a[i] == x) {
            found_1 = (_Bool)1;
        } else {
            found_1 = found;
        }
    }
    return found;
}

/* A conditional clear, from a start the caller passes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool none_equal(const short *a, int n, short x, _Bool start) {
    vcc_no_contract_body
    int i;
    _Bool ok;
    _Bool ok_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_uchar ok_v = (vcc_v16_uchar)_mm_set1_epi8((char)start);
        __m256i x_v = _mm256_set1_epi16((short)x);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at bool_reduce.c:68 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __mmask16 t4 = _mm256_cmp_epi16_mask(a_v, x_v, _MM_CMPINT_EQ);
            ok_v = (vcc_v16_uchar)_mm_mask_blend_epi8(t4, (__m128i)ok_v, _mm_set1_epi8((char)0));
            __m512i t5 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t8 = _mm512_set1_epi32((int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask((__m512i)t1, t8, _MM_CMPINT_EQ);
        __m128i t10 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)0), (__m128i)ok_v);
        i = (int)t3;
        ok = (_Bool)(t7 < 0 ? start : vcc_sse_reduce_epi8(t10, _mm_or_si128, _Bool));
    } else {
        i = 0;
        ok = start;
    }
    for (; i < n; i++, ok = ok_1) {
        if ((int)a[i] == (int)x) {
            ok_1 = (_Bool)0;
        } else {
            ok_1 = ok;
        }
    }
    return ok;
}

static unsigned long long total;
static void mix(long long v) {
    total = total * 1000003u + (unsigned long long)v;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        unsigned char *s = new_array(n, 1);
        _Bool *f = new_array(n, sizeof(_Bool));
        short *h = new_array(n, sizeof(short));
        for (int p = -1; p < n; p++) {
            if (n > 100 && p > 70 && p < n - 70 && p % 31 != 0)
                continue;
            /* All "neutral" but position p (and, for the parity, every seventh beyond it). */
            for (int k = 0; k < n; k++) {
                a[k] = 1 + (int)(next_rand() % 1000);
                s[k] = (unsigned char)(1 + next_rand() % 200);
                f[k] = 1;
                h[k] = (short)(next_rand() % 1000);
            }
            if (p >= 0) {
                a[p] = -(int)(1 + next_rand() % 5);
                s[p] = 250;
                f[p] = 0;
                h[p] = -3;
            }
            mix(any_negative(a, n));
            mix(all_positive(a, n));
            mix(contains(a, n, n > 0 ? a[p >= 0 ? p : 0] : 5));
            mix(contains(a, n, -9));
            mix(has_byte(s, n, 250));
            mix(all_set(f, n, 1));
            mix(all_set(f, n, 0));
            mix(none_equal(h, n, -3, 1));
            mix(none_equal(h, n, -3, 0));
            for (int k = p + 1; k < n; k += 7)
                a[k] = -a[k];
            mix(odd_negatives(a, n));
            for (int k = 0; k < n; k++)
                a[k] = (k == p) ? (int)(next_rand() % 3) + 1 : 0;
            mix(any_nonzero(a, n));
        }
        free(a);
        free(s);
        free(f);
        free(h);
    }
    printf("%llu\n", total);
    return 0;
}
