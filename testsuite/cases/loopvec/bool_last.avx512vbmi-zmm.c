/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=3 avx2=3 avx512vbmi-zmm=4 */
/* Values carried out of a loop as `_Bool`: `_Bool` lanes are bytes of 0 or 1 (bool_lanes.c), so the
 * last iteration's `_Bool` is lane N-1; one set under a condition is a conditional last value (or
 * any-of) in those byte lanes (bool_reduce.c has more). The same search with an `int` flag too. */
#include "harness.h"

/* Vectorized: the last iteration's `_Bool`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool last_positive(int n, const int *restrict a) {
    vcc_no_contract_body
    _Bool b;
    __m128i t7;
    int t8;
    _Bool t9;
    __m128i t14;
    int t15;
    _Bool t16;
    int i;
    long t3 = (long)n;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        long t1 = 0L;
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)(t1 + 48L));
            __mmask16 t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            t7 = _mm_mask_blend_epi8(t6, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            t1 += 64L;
        } while (t1 < t4);
        t8 = (int)t4;
        t9 = ((vcc_v16_uchar)t7)[15];
    } else {
        t8 = 0;
        t9 = (_Bool)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long t2 = 0L;
        do {
            __m512i t12 = _mm512_loadu_si512(a + (int)((long)t8 + t2));
            __mmask16 t13 = _mm512_cmp_epi32_mask(t12, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            t14 = _mm_mask_blend_epi8(t13, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            t2 += 16L;
        } while (t2 < t11);
        t15 = (int)((long)t8 + t11);
        t16 = ((vcc_v16_uchar)t14)[15];
    } else {
        t15 = t8;
        t16 = t9;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 16L)) {
        __m512i t18 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
        __m512i t20 = _mm512_maskz_loadu_epi32(t19, a + (int)(long)t15);
        __mmask16 t21 = _mm512_cmp_epi32_mask(t20, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __m128i t22 = _mm_mask_blend_epi8(t21, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        __m512i t23 = _mm512_set1_epi32((int)(int)(t17 - 1L));
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_EQ);
        __m128i t25 = _mm_mask_blend_epi8(t24, _mm_set1_epi8((char)0), t22);
        i = (int)((long)t15 + t17);
        b = vcc_reduce(_Bool, (vcc_v16_uchar)t25, |);
    } else {
        i = t15;
        b = t16;
    }
    for (; i < n; i++) {
        b = (_Bool)(a[i] > 0);
    }
    return b;
}

/* A `_Bool` set under a condition to another `_Bool`: legal, but the cost model finds the
   scalar loop cheaper (remarks). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool cond_flag(int n, const int *restrict a, const _Bool *restrict f) {
    vcc_no_contract_body
    int i;
    _Bool b;
    _Bool b_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        __m128i t1 = _mm_set1_epi8((char)(_Bool)0);
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(-1);
        do {
            long t6 = (long)(int)t2;
            __m512i t7 = _mm512_loadu_si512(a + t6);
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m128i t9 = _mm_maskz_loadu_epi8(t8, (const _Bool *)((unsigned long)f + (unsigned long)t6 * 1UL));
            t1 = _mm_mask_blend_epi8(t8, t1, t9);
            __m512i t10 = _mm512_set1_epi32((int)(int)t2);
            __m512i t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t3 = _mm512_mask_blend_epi32(t8, t3, t11);
            t2 += 16L;
        } while (t2 < t5);
        int t12 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi32, int);
        __m512i t13 = _mm512_set1_epi32((int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(t3, t13, _MM_CMPINT_EQ);
        __m128i t15 = _mm_mask_blend_epi8(t14, _mm_set1_epi8((char)0), t1);
        i = (int)t5;
        b = (_Bool)(t12 < 0 ? (_Bool)0 : vcc_reduce(_Bool, (vcc_v16_uchar)t15, |));
    } else {
        i = 0;
        b = (_Bool)0;
    }
    for (; i < n; i++, b = b_1) {
        long t16 = (long)i;
        if (a[t16] > 0) {
            b_1 = f[t16];
        } else {
            b_1 = b;
        }
    }
    return b;
}

/* Vectorized: any-of into a `_Bool`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool any_negative(int n, const int *restrict a) {
    vcc_no_contract_body
    int i;
    _Bool b;
    _Bool b_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        __m128i t1 = _mm_set1_epi8((char)(_Bool)0);
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(-1);
        do {
            __m512i t6 = _mm512_loadu_si512(a + (int)t2);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_LT);
            t1 = _mm_mask_blend_epi8(t7, t1, _mm_set1_epi8((char)1));
            __m512i t8 = _mm512_set1_epi32((int)(int)t2);
            __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t3 = _mm512_mask_blend_epi32(t7, t3, t9);
            t2 += 16L;
        } while (t2 < t5);
        int t10 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi32, int);
        __m512i t11 = _mm512_set1_epi32((int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(t3, t11, _MM_CMPINT_EQ);
        __m128i t13 = _mm_mask_blend_epi8(t12, _mm_set1_epi8((char)0), t1);
        i = (int)t5;
        b = (_Bool)(t10 < 0 ? (_Bool)0 : vcc_reduce(_Bool, (vcc_v16_uchar)t13, |));
    } else {
        i = 0;
        b = (_Bool)0;
    }
    for (; i < n; i++, b = b_1) {
        if (a[i] < 0) {
            b_1 = (_Bool)1;
        } else {
            b_1 = b;
        }
    }
    return b;
}

/* Vectorized: the same as an `int`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_positive_int(int n, const int *restrict a) {
    vcc_no_contract_body
    int b;
    __mmask16 t6;
    int t8;
    int t9;
    __mmask16 t13;
    int t15;
    int t16;
    int i;
    long t3 = (long)n;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        long t1 = 0L;
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)(t1 + 48L));
            t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            t1 += 64L;
        } while (t1 < t4);
        __m512i t7 = _mm512_maskz_mov_epi32(t6, _mm512_set1_epi32(1));
        t8 = (int)t4;
        t9 = ((vcc_v16_int)t7)[15];
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long t2 = 0L;
        do {
            __m512i t12 = _mm512_loadu_si512(a + (int)((long)t8 + t2));
            t13 = _mm512_cmp_epi32_mask(t12, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            t2 += 16L;
        } while (t2 < t11);
        __m512i t14 = _mm512_maskz_mov_epi32(t13, _mm512_set1_epi32(1));
        t15 = (int)((long)t8 + t11);
        t16 = ((vcc_v16_int)t14)[15];
    } else {
        t15 = t8;
        t16 = t9;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 16L)) {
        __m512i t18 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
        __m512i t20 = _mm512_maskz_loadu_epi32(t19, a + (int)(long)t15);
        __mmask16 t21 = _mm512_cmp_epi32_mask(t20, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __m512i t22 = _mm512_maskz_mov_epi32(t21, _mm512_set1_epi32(1));
        __m512i t23 = _mm512_set1_epi32((int)(int)(t17 - 1L));
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_EQ);
        __m512i t25 = _mm512_mask_blend_epi32(t24, _mm512_set1_epi32(0), t22);
        i = (int)((long)t15 + t17);
        b = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t25), _mm512_extracti64x4_epi64(t25, 1)), _mm_or_si128, int);
    } else {
        i = t15;
        b = t16;
    }
    for (; i < n; i++) {
        b = a[i] > 0;
    }
    return b;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        _Bool *f = new_array(n, sizeof(_Bool));
        FILL(a, n, -3, 100);
        FILL(f, n, 0, 2);
        printf("n=%d %d %d %d %d\n", n, last_positive(n, a), cond_flag(n, a, f), any_negative(n, a), last_positive_int(n, a));
        free(a), free(f);
    }
    return 0;
}
