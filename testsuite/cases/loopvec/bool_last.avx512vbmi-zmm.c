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

/* vcc-test: expect-vectorized generic=3 avx2=3 avx512vbmi-zmm=4 */
/* Values carried out of a loop as `_Bool`: `_Bool` lanes are bytes of 0 or 1 (bool_lanes.c), so the
 * last iteration's `_Bool` is lane N-1; one set under a condition is a conditional last value (or
 * any-of) in those byte lanes (bool_reduce.c has more). The same search with an `int` flag too. */
#include "harness.h"

/* Vectorized: the last iteration's `_Bool`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) _Bool last_positive(int n, const int *restrict a) {
    vcc_no_contract_body
    _Bool b;
    __m128i b_v;
    int t4;
    _Bool t5;
    __m128i b_v_1;
    int t9;
    _Bool t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at bool_last.c:10 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + (i_vec + 48L));
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            b_v = _mm_mask_blend_epi8(t3, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            i_vec += 64L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = ((vcc_v16_uchar)b_v)[15];
    } else {
        t4 = 0;
        t5 = (_Bool)0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_last.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v_1 = _mm512_loadu_si512(a + ((long)t4 + i_vec_1));
            __mmask16 t8 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            b_v_1 = _mm_mask_blend_epi8(t8, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
            i_vec_1 += 16L;
        } while (i_vec_1 < t7);
        t9 = (int)((long)t4 + t7);
        t10 = ((vcc_v16_uchar)b_v_1)[15];
    } else {
        t9 = t4;
        t10 = t5;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        __m512i a_v_2 = _mm512_maskz_loadu_epi32(t13, a + (long)t9);
        __mmask16 t14 = _mm512_cmp_epi32_mask(a_v_2, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __m128i b_v_2 = _mm_mask_blend_epi8(t14, _mm_set1_epi8((char)0), _mm_set1_epi8((char)1));
        __m512i t15 = _mm512_set1_epi32((int)(int)(t11 - 1L));
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_EQ);
        __m128i t17 = _mm_mask_blend_epi8(t16, _mm_set1_epi8((char)0), b_v_2);
        i = (int)((long)t9 + t11);
        b = vcc_sse_reduce_epi8(t17, _mm_or_si128, _Bool);
    } else {
        i = t9;
        b = t10;
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_uchar b_v = (vcc_v16_uchar)_mm_set1_epi8((char)(_Bool)0);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at bool_last.c:19 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t4 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m128i b_v_1 = _mm_maskz_loadu_epi8(t4, (const _Bool *)((unsigned long)f + (unsigned long)i_vec * 1UL));
            b_v = (vcc_v16_uchar)_mm_mask_blend_epi8(t4, (__m128i)b_v, b_v_1);
            __m512i t5 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t8 = _mm512_set1_epi32((int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask((__m512i)t1, t8, _MM_CMPINT_EQ);
        __m128i t10 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)0), (__m128i)b_v);
        i = (int)t3;
        b = (_Bool)(t7 < 0 ? (_Bool)0 : vcc_sse_reduce_epi8(t10, _mm_or_si128, _Bool));
    } else {
        i = 0;
        b = (_Bool)0;
    }
    for (; i < n; i++, b = b_1) {
        long t11 = (long)i;
        if (a[t11] > 0) {
            b_1 = f[t11];
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_uchar b_v = (vcc_v16_uchar)_mm_set1_epi8((char)(_Bool)0);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at bool_last.c:28 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t4 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_LT);
            b_v = (vcc_v16_uchar)_mm_mask_blend_epi8(t4, (__m128i)b_v, _mm_set1_epi8((char)1));
            __m512i t5 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t8 = _mm512_set1_epi32((int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask((__m512i)t1, t8, _MM_CMPINT_EQ);
        __m128i t10 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)0), (__m128i)b_v);
        i = (int)t3;
        b = (_Bool)(t7 < 0 ? (_Bool)0 : vcc_sse_reduce_epi8(t10, _mm_or_si128, _Bool));
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
    __mmask16 b_v;
    int t4;
    int t5;
    __mmask16 b_v_1;
    int t9;
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at bool_last.c:37 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + (i_vec + 48L));
            b_v = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            i_vec += 64L;
        } while (i_vec < t2);
        __m512i t3 = _mm512_maskz_mov_epi32(b_v, _mm512_set1_epi32(1));
        t4 = (int)t2;
        t5 = ((vcc_v16_int)t3)[15];
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at bool_last.c:37 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v_1 = _mm512_loadu_si512(a + ((long)t4 + i_vec_1));
            b_v_1 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            i_vec_1 += 16L;
        } while (i_vec_1 < t7);
        __m512i t8 = _mm512_maskz_mov_epi32(b_v_1, _mm512_set1_epi32(1));
        t9 = (int)((long)t4 + t7);
        t10 = ((vcc_v16_int)t8)[15];
    } else {
        t9 = t4;
        t10 = t5;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        __m512i a_v_2 = _mm512_maskz_loadu_epi32(t13, a + (long)t9);
        __mmask16 b_v_2 = _mm512_cmp_epi32_mask(a_v_2, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __m512i t14 = _mm512_maskz_mov_epi32(b_v_2, _mm512_set1_epi32(1));
        __m512i t15 = _mm512_set1_epi32((int)(int)(t11 - 1L));
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_EQ);
        __m512i t17 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(0), t14);
        i = (int)((long)t9 + t11);
        b = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1)), _mm_or_si128, int);
    } else {
        i = t9;
        b = t10;
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
