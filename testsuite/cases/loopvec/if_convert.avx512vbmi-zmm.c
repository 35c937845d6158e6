/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef signed char vcc_v64_schar __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#define vcc_avx512_rem_epi32(A, B) ({ __m512i vcc_ra = (A), vcc_rb = (B); _mm512_sub_epi32(vcc_ra, _mm512_mullo_epi32(vcc_avx512_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=13 avx2=13 sse4.2=13 neon=9 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
/* The comparison takes the bytes' own lanes (narrow.rs): 32 per vector, whose masked byte
   stores (lane by lane but for AVX-512's k-masked ones) the cost model finds cheaper than the
   scalar loop, which loads a[i] once (cost 8 per iteration). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:14 vectorized: VF 64, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask64 t3 = _mm512_cmp_epi8_mask(a_v, ((__m512i)(vcc_v64_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0}), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi8((signed char *)((unsigned long)b + (unsigned long)i_vec * 1UL), t3, a_v);
            i_vec += 64L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        signed char t5 = a[t4];
        if ((int)t5 > 0) {
            b[t4] = t5;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void nested_i16(int n, short *restrict c, const short *restrict a) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:20 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t5 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(100), _MM_CMPINT_NLE);
            __mmask16 t6 = _knot_mask16(t5);
            __mmask16 t7 = _kand_mask16(t4, t6);
            __m512i t8 = _mm512_mullo_epi32(t3, _mm512_set1_epi32(2));
            __m256i t9 = _mm512_cvtepi32_epi16(t8);
            _mm256_mask_storeu_epi16((short *)((unsigned long)c + (unsigned long)i_vec * 2UL), t7, t9);
            __mmask16 t10 = _kand_mask16(t4, t5);
            _mm256_mask_storeu_epi16((short *)((unsigned long)c + (unsigned long)i_vec * 2UL), t10, _mm256_set1_epi16((short)100));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = (int)a[t11];
        if (t12 > 0) {
            if (t12 > 100) {
                c[t11] = (short)100;
            } else {
                c[t11] = (short)(t12 * 2);
            }
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_odd_i32(int n, const int *a) {
    vcc_no_contract_body
    int t6;
    int t7;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at if_convert.c:32 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_and_si512(a_v, _mm512_set1_epi32(1));
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t5 = _mm512_mask_blend_epi32(t4, _mm512_set1_epi32(0), a_v);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
        t7 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t6 = 0;
        t7 = 0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t10, a + (long)t6);
        __m512i t11 = _mm512_and_si512(a_v_1, _mm512_set1_epi32(1));
        __mmask16 t12 = _mm512_cmp_epi32_mask(t11, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t13 = _kand_mask16(t10, t12);
        __m512i t14 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), a_v_1);
        __m512i t15 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), t14);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t15);
        i = (int)((long)t6 + t8);
        s = (int)((unsigned int)t7 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++, s = s_1) {
        int t16 = a[i];
        if (t16 & 1) {
            s_1 = s + t16;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t10;
    int i;
    int t26;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:39 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(b_v, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i a_v = _mm512_maskz_loadu_epi32(t3, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL));
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(1), b_v);
            __m512i t5 = vcc_avx512_div_epi32(a_v, t4);
            __m512i t6 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(1), b_v);
            __m512i t7 = vcc_avx512_rem_epi32(a_v, t6);
            __m512i t8 = _mm512_add_epi32(t5, t7);
            __m512i t9 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(-1), t8);
            _mm512_storeu_si512(c + i_vec, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        long t14 = (long)t10;
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t13, b + t14);
        __mmask16 t15 = _mm512_cmp_epi32_mask(b_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t16 = _kand_mask16(t13, t15);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t16, (const int *)((unsigned long)a + (unsigned long)t14 * 4UL));
        __m512i t17 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(1), b_v_1);
        __m512i t18 = vcc_avx512_div_epi32(a_v_1, t17);
        __m512i t19 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(1), b_v_1);
        __m512i t20 = vcc_avx512_rem_epi32(a_v_1, t19);
        __m512i t21 = _mm512_add_epi32(t18, t20);
        __m512i t22 = _mm512_mask_blend_epi32(t15, _mm512_set1_epi32(-1), t21);
        _mm512_mask_storeu_epi32(c + t14, t13, t22);
        i = (int)((long)t10 + t11);
    } else {
        i = t10;
    }
    while (i < n) {
        long t23 = (long)i;
        int t24 = b[t23];
        if (t24 != 0) {
            int t25 = a[t23];
            t26 = t25 / t24 + t25 % t24;
        } else {
            t26 = -1;
        }
        c[t23] = t26;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:48 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i s_v = _mm512_loadu_si512(s + i_vec);
            __mmask16 t3 = _mm512_cmp_epu32_mask(s_v, _mm512_set1_epi32(32), _MM_CMPINT_LT);
            __m512i a_v = _mm512_maskz_loadu_epi32(t3, (const unsigned int *)((unsigned long)a + (unsigned long)i_vec * 4UL));
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), s_v);
            __m512i t5 = _mm512_sllv_epi32(a_v, t4);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t3, t5);
            long t6 = i_vec + 16L;
            __m512i s_v_1 = _mm512_loadu_si512(s + t6);
            __mmask16 t7 = _mm512_cmp_epu32_mask(s_v_1, _mm512_set1_epi32(32), _MM_CMPINT_LT);
            __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, (const unsigned int *)((unsigned long)a + (unsigned long)t6 * 4UL));
            __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), s_v_1);
            __m512i t9 = _mm512_sllv_epi32(a_v_1, t8);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t6 * 4UL), t7, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:48 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512i s_v_2 = _mm512_loadu_si512(s + t13);
            __mmask16 t14 = _mm512_cmp_epu32_mask(s_v_2, _mm512_set1_epi32(32), _MM_CMPINT_LT);
            __m512i a_v_2 = _mm512_maskz_loadu_epi32(t14, (const unsigned int *)((unsigned long)a + (unsigned long)t13 * 4UL));
            __m512i t15 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32(0), s_v_2);
            __m512i t16 = _mm512_sllv_epi32(a_v_2, t15);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t13 * 4UL), t14, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)t17;
        __m512i s_v_3 = _mm512_maskz_loadu_epi32(t20, s + t21);
        __mmask16 t22 = _mm512_cmp_epu32_mask(s_v_3, _mm512_set1_epi32(32), _MM_CMPINT_LT);
        __mmask16 t23 = _kand_mask16(t20, t22);
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t23, (const unsigned int *)((unsigned long)a + (unsigned long)t21 * 4UL));
        __m512i t24 = _mm512_mask_blend_epi32(t23, _mm512_set1_epi32(0), s_v_3);
        __m512i t25 = _mm512_sllv_epi32(a_v_3, t24);
        _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t21 * 4UL), t23, t25);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned int t27 = s[t26];
        if (t27 < 32U) {
            c[t26] = a[t26] << t27;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    vcc_no_contract_body
    int t10;
    int i;
    int t26;
    int t27;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:54 vectorized: VF 16, UF 1, masked remainder */
        do {
            const int *t4 = a + i_vec;
            __m512i a_v = _mm512_loadu_si512(t4);
            __m512i t5 = _mm512_abs_epi32(a_v);
            _mm512_storeu_si512(c + i_vec, t5);
            __m512i a_v_1 = _mm512_loadu_si512(t4);
            __mmask16 t6 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t7 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_LT);
            __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t9 = _mm512_mask_blend_epi32(t6, t8, _mm512_set1_epi32(1));
            _mm512_storeu_si512(d + i_vec, t9);
            i_vec += 16L;
        } while (i_vec < t3);
        t10 = (int)t3;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        long t14 = (long)t10;
        const int *t15 = a + t14;
        __m512i a_v_2 = _mm512_maskz_loadu_epi32(t13, t15);
        __m512i t16 = _mm512_abs_epi32(a_v_2);
        _mm512_mask_storeu_epi32(c + t14, t13, t16);
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t13, t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(a_v_3, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __mmask16 t18 = _mm512_cmp_epi32_mask(a_v_3, _mm512_set1_epi32(0), _MM_CMPINT_LT);
        __m512i t19 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
        __m512i t20 = _mm512_mask_blend_epi32(t17, t19, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(d + t14, t13, t20);
        i = (int)((long)t10 + t11);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        int *t22 = c + t21;
        const int *t23 = a + t21;
        int t1 = *t23;
        if (t1 < 0) {
            t1 = -t1;
        }
        *t22 = t1;
        int *t24 = d + t21;
        int t25 = *t23;
        if (t25 > 0) {
            t27 = 1;
        } else {
            if (t25 < 0) {
                t26 = -1;
            } else {
                t26 = 0;
            }
            t27 = t26;
        }
        *t24 = t27;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    vcc_no_contract_body
    int t26;
    int t35;
    int i;
    long t49;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_and_si512(a_v, _mm512_set1_epi64((long long)1LL));
            __m256i t4 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t3, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t5 = _mm512_sub_epi64(a_v, _mm512_set1_epi64((long long)7LL));
            __m512i t6 = _mm512_mullo_epi64(a_v, _mm512_set1_epi64((long long)3LL));
            __m512i t7 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t4), t5, t6);
            _mm512_storeu_si512(c + i_vec, t7);
            long t8 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t8);
            __m512i t9 = _mm512_and_si512(a_v_1, _mm512_set1_epi64((long long)1LL));
            __m256i t10 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t9, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t11 = _mm512_sub_epi64(a_v_1, _mm512_set1_epi64((long long)7LL));
            __m512i t12 = _mm512_mullo_epi64(a_v_1, _mm512_set1_epi64((long long)3LL));
            __m512i t13 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t10), t11, t12);
            _mm512_storeu_si512(c + t8, t13);
            long t14 = i_vec + 16L;
            __m512i a_v_2 = _mm512_loadu_si512(a + t14);
            __m512i t15 = _mm512_and_si512(a_v_2, _mm512_set1_epi64((long long)1LL));
            __m256i t16 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t15, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t17 = _mm512_sub_epi64(a_v_2, _mm512_set1_epi64((long long)7LL));
            __m512i t18 = _mm512_mullo_epi64(a_v_2, _mm512_set1_epi64((long long)3LL));
            __m512i t19 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t16), t17, t18);
            _mm512_storeu_si512(c + t14, t19);
            long t20 = i_vec + 24L;
            __m512i a_v_3 = _mm512_loadu_si512(a + t20);
            __m512i t21 = _mm512_and_si512(a_v_3, _mm512_set1_epi64((long long)1LL));
            __m256i t22 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t21, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t23 = _mm512_sub_epi64(a_v_3, _mm512_set1_epi64((long long)7LL));
            __m512i t24 = _mm512_mullo_epi64(a_v_3, _mm512_set1_epi64((long long)3LL));
            __m512i t25 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t22), t23, t24);
            _mm512_storeu_si512(c + t20, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m512i a_v_4 = _mm512_loadu_si512(a + t29);
            __m512i t30 = _mm512_and_si512(a_v_4, _mm512_set1_epi64((long long)1LL));
            __m256i t31 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t30, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t32 = _mm512_sub_epi64(a_v_4, _mm512_set1_epi64((long long)7LL));
            __m512i t33 = _mm512_mullo_epi64(a_v_4, _mm512_set1_epi64((long long)3LL));
            __m512i t34 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t31), t32, t33);
            _mm512_storeu_si512(c + t29, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        t35 = (int)((long)t26 + t28);
    } else {
        t35 = t26;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        __m256i t37 = _mm256_set1_epi32((int)(int)t36);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t39 = (long)t35;
        __m512i a_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t38), a + t39);
        __m512i t40 = _mm512_and_si512(a_v_5, _mm512_set1_epi64((long long)1LL));
        __m256i t41 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t40, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
        __m256i t42 = (__m256i)~(vcc_m8)t41;
        __m256i t43 = _mm256_and_si256(t38, t42);
        __m512i t44 = _mm512_sub_epi64(a_v_5, _mm512_set1_epi64((long long)7LL));
        __m512i t45 = _mm512_mullo_epi64(a_v_5, _mm512_set1_epi64((long long)3LL));
        __m512i t46 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t43), t45, t44);
        _mm512_mask_storeu_epi64(c + t39, _mm256_movepi32_mask(t38), t46);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    while (i < n) {
        long t47 = (long)i;
        long t48 = a[t47];
        if (t48 & 1L) {
            t49 = t48 * 3L;
        } else {
            t49 = t48 - 7L;
        }
        c[t47] = t49;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long sum_neg_i64(int n, const long *a) {
    vcc_no_contract_body
    int t14;
    long t15;
    int t20;
    long t21;
    int i;
    long s;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_3 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at if_convert.c:71 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m256i t3 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(a_v, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            __m512i t4 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t3), _mm512_set1_epi64((long long)0LL), a_v);
            s_v = _mm512_add_epi64(s_v, t4);
            __m512i a_v_1 = _mm512_loadu_si512(a + (i_vec + 8L));
            __m256i t5 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(a_v_1, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            __m512i t6 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t5), _mm512_set1_epi64((long long)0LL), a_v_1);
            s_v_1 = _mm512_add_epi64(s_v_1, t6);
            __m512i a_v_2 = _mm512_loadu_si512(a + (i_vec + 16L));
            __m256i t7 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(a_v_2, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            __m512i t8 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t7), _mm512_set1_epi64((long long)0LL), a_v_2);
            s_v_2 = _mm512_add_epi64(s_v_2, t8);
            __m512i a_v_3 = _mm512_loadu_si512(a + (i_vec + 24L));
            __m256i t9 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(a_v_3, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            __m512i t10 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t9), _mm512_set1_epi64((long long)0LL), a_v_3);
            s_v_3 = _mm512_add_epi64(s_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512i t11 = _mm512_add_epi64(s_v, s_v_1);
        __m512i t12 = _mm512_add_epi64(t11, s_v_2);
        __m512i t13 = _mm512_add_epi64(t12, s_v_3);
        t14 = (int)t2;
        t15 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t13), _mm512_extracti64x4_epi64(t13, 1)), _mm_add_epi64, unsigned long);
    } else {
        t14 = 0;
        t15 = 0L;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_4 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at if_convert.c:71 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512i a_v_4 = _mm512_loadu_si512(a + ((long)t14 + i_vec_1));
            __m256i t18 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(a_v_4, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            __m512i t19 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t18), _mm512_set1_epi64((long long)0LL), a_v_4);
            s_v_4 = _mm512_add_epi64(s_v_4, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (long)((unsigned long)t15 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_4), _mm512_extracti64x4_epi64(s_v_4, 1)), _mm_add_epi64, unsigned long));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i a_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t24), a + (long)t20);
        __m256i t25 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(a_v_5, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
        __m512i t26 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t25), _mm512_set1_epi64((long long)0LL), a_v_5);
        __m512i t27 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t24), _mm512_set1_epi64((long long)0LL), t26);
        __m512i s_v_5 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t27);
        i = (int)((long)t20 + t22);
        s = (long)((unsigned long)t21 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_5), _mm512_extracti64x4_epi64(s_v_5, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++, s = s_1) {
        long t28 = a[i];
        if (t28 < 0L) {
            s_1 = s + t28;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    float x_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512 lo_v = _mm512_set1_ps(lo);
        __m512 hi_v = _mm512_set1_ps(hi);
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:78 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(a + i_vec);
            __mmask16 t3 = _mm512_cmp_ps_mask(x_v, lo_v, _CMP_LT_OQ);
            __m512 x_v_1 = _mm512_min_ps(hi_v, x_v);
            __m512 x_v_2 = _mm512_mask_blend_ps(t3, x_v_1, lo_v);
            _mm512_storeu_ps(c + i_vec, x_v_2);
            long t4 = i_vec + 16L;
            __m512 x_v_3 = _mm512_loadu_ps(a + t4);
            __mmask16 t5 = _mm512_cmp_ps_mask(x_v_3, lo_v, _CMP_LT_OQ);
            __m512 x_v_4 = _mm512_min_ps(hi_v, x_v_3);
            __m512 x_v_5 = _mm512_mask_blend_ps(t5, x_v_4, lo_v);
            _mm512_storeu_ps(c + t4, x_v_5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        __m512 lo_v_1 = _mm512_set1_ps(lo);
        __m512 hi_v_1 = _mm512_set1_ps(hi);
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:78 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512 x_v_6 = _mm512_loadu_ps(a + t9);
            __mmask16 t10 = _mm512_cmp_ps_mask(x_v_6, lo_v_1, _CMP_LT_OQ);
            __m512 x_v_7 = _mm512_min_ps(hi_v_1, x_v_6);
            __m512 x_v_8 = _mm512_mask_blend_ps(t10, x_v_7, lo_v_1);
            _mm512_storeu_ps(c + t9, x_v_8);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        t11 = (int)((long)t6 + t8);
    } else {
        t11 = t6;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        __m512 lo_v_2 = _mm512_set1_ps(lo);
        __m512 hi_v_2 = _mm512_set1_ps(hi);
        long t15 = (long)t11;
        __m512 x_v_9 = _mm512_maskz_loadu_ps(t14, a + t15);
        __mmask16 t16 = _mm512_cmp_ps_mask(x_v_9, lo_v_2, _CMP_LT_OQ);
        __m512 x_v_10 = _mm512_min_ps(hi_v_2, x_v_9);
        __m512 x_v_11 = _mm512_mask_blend_ps(t16, x_v_10, lo_v_2);
        _mm512_mask_storeu_ps(c + t15, t14, x_v_11);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float x = a[t17];
        if (x < lo) {
            x_1 = lo;
        } else {
            if (x > hi) {
                x = hi;
            }
            x_1 = x;
        }
        c[t17] = x_1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    float t1;
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:89 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __mmask16 t4 = _mm512_cmp_ps_mask(a_v, _mm512_set1_ps(0.0f), _CMP_GE_OQ);
            __m512 t5 = _mm512_sqrt_ps(a_v);
            __m512 t6 = _mm512_mask_blend_ps(t4, _mm512_set1_ps(0.0f), t5);
            _mm512_storeu_ps(c + i_vec, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        long t11 = (long)t7;
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t10, a + t11);
        __mmask16 t12 = _mm512_cmp_ps_mask(a_v_1, _mm512_set1_ps(0.0f), _CMP_GE_OQ);
        __m512 t13 = _mm512_sqrt_ps(a_v_1);
        __m512 t14 = _mm512_mask_blend_ps(t12, _mm512_set1_ps(0.0f), t13);
        _mm512_mask_storeu_ps(c + t11, t10, t14);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    while (i < n) {
        long t15 = (long)i;
        float t16 = a[t15];
        if (t16 >= 0.0f) {
            t1 = sqrtf(t16);
        } else {
            t1 = 0.0f;
        }
        c[t15] = t1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t22;
    int t30;
    int i;
    double t43;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:98 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d b_v = _mm512_loadu_pd(b + i_vec);
            __m256i t3 = _mm256_movm_epi32(_mm512_cmp_pd_mask(a_v, b_v, _CMP_GT_OQ));
            __m512d t4 = _mm512_add_pd(b_v, _mm512_set1_pd(1.0));
            __m512d t5 = _mm512_mul_pd(a_v, _mm512_set1_pd(2.0));
            __m512d t6 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t3), t4, t5);
            _mm512_storeu_pd(c + i_vec, t6);
            long t7 = i_vec + 8L;
            __m512d a_v_1 = _mm512_loadu_pd(a + t7);
            __m512d b_v_1 = _mm512_loadu_pd(b + t7);
            __m256i t8 = _mm256_movm_epi32(_mm512_cmp_pd_mask(a_v_1, b_v_1, _CMP_GT_OQ));
            __m512d t9 = _mm512_add_pd(b_v_1, _mm512_set1_pd(1.0));
            __m512d t10 = _mm512_mul_pd(a_v_1, _mm512_set1_pd(2.0));
            __m512d t11 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t8), t9, t10);
            _mm512_storeu_pd(c + t7, t11);
            long t12 = i_vec + 16L;
            __m512d a_v_2 = _mm512_loadu_pd(a + t12);
            __m512d b_v_2 = _mm512_loadu_pd(b + t12);
            __m256i t13 = _mm256_movm_epi32(_mm512_cmp_pd_mask(a_v_2, b_v_2, _CMP_GT_OQ));
            __m512d t14 = _mm512_add_pd(b_v_2, _mm512_set1_pd(1.0));
            __m512d t15 = _mm512_mul_pd(a_v_2, _mm512_set1_pd(2.0));
            __m512d t16 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t13), t14, t15);
            _mm512_storeu_pd(c + t12, t16);
            long t17 = i_vec + 24L;
            __m512d a_v_3 = _mm512_loadu_pd(a + t17);
            __m512d b_v_3 = _mm512_loadu_pd(b + t17);
            __m256i t18 = _mm256_movm_epi32(_mm512_cmp_pd_mask(a_v_3, b_v_3, _CMP_GT_OQ));
            __m512d t19 = _mm512_add_pd(b_v_3, _mm512_set1_pd(1.0));
            __m512d t20 = _mm512_mul_pd(a_v_3, _mm512_set1_pd(2.0));
            __m512d t21 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t18), t19, t20);
            _mm512_storeu_pd(c + t17, t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:98 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m512d a_v_4 = _mm512_loadu_pd(a + t25);
            __m512d b_v_4 = _mm512_loadu_pd(b + t25);
            __m256i t26 = _mm256_movm_epi32(_mm512_cmp_pd_mask(a_v_4, b_v_4, _CMP_GT_OQ));
            __m512d t27 = _mm512_add_pd(b_v_4, _mm512_set1_pd(1.0));
            __m512d t28 = _mm512_mul_pd(a_v_4, _mm512_set1_pd(2.0));
            __m512d t29 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t26), t27, t28);
            _mm512_storeu_pd(c + t25, t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)t30;
        __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t33), a + t34);
        __m512d b_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t33), b + t34);
        __m256i t35 = _mm256_movm_epi32(_mm512_cmp_pd_mask(a_v_5, b_v_5, _CMP_GT_OQ));
        __m512d t36 = _mm512_add_pd(b_v_5, _mm512_set1_pd(1.0));
        __m512d t37 = _mm512_mul_pd(a_v_5, _mm512_set1_pd(2.0));
        __m512d t38 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t35), t36, t37);
        _mm512_mask_storeu_pd(c + t34, _mm256_movepi32_mask(t33), t38);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        double *t40 = c + t39;
        double t41 = a[t39];
        double t42 = b[t39];
        if (t41 > t42) {
            t43 = t41 * 2.0;
        } else {
            t43 = t42 + 1.0;
        }
        *t40 = t43;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:103 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i t4 = _mm256_cmpgt_epi32(k_v, (__m256i)i_v);
            __m512d h_v = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t4), (const double *)((unsigned long)h + (unsigned long)i_vec * 8UL));
            __m512d t5 = _mm512_mul_pd(h_v, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)i_vec * 8UL), _mm256_movepi32_mask(t4), t5);
            long t6 = i_vec + 8L;
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t8 = _mm256_cmpgt_epi32(k_v, t7);
            __m512d h_v_1 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t8), (const double *)((unsigned long)h + (unsigned long)t6 * 8UL));
            __m512d t9 = _mm512_mul_pd(h_v_1, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t6 * 8UL), _mm256_movepi32_mask(t8), t9);
            long t10 = i_vec + 16L;
            __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i t12 = _mm256_cmpgt_epi32(k_v, t11);
            __m512d h_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t12), (const double *)((unsigned long)h + (unsigned long)t10 * 8UL));
            __m512d t13 = _mm512_mul_pd(h_v_2, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t10 * 8UL), _mm256_movepi32_mask(t12), t13);
            long t14 = i_vec + 24L;
            __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i t16 = _mm256_cmpgt_epi32(k_v, t15);
            __m512d h_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t16), (const double *)((unsigned long)h + (unsigned long)t14 * 8UL));
            __m512d t17 = _mm512_mul_pd(h_v_3, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t14 * 8UL), _mm256_movepi32_mask(t16), t17);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        __m256i t21 = _mm256_set1_epi32((int)t18);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at if_convert.c:103 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t18 + i_vec_1;
            __m256i t23 = _mm256_cmpgt_epi32(k_v_1, (__m256i)i_v_1);
            __m512d h_v_4 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), (const double *)((unsigned long)h + (unsigned long)t22 * 8UL));
            __m512d t24 = _mm512_mul_pd(h_v_4, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t22 * 8UL), _mm256_movepi32_mask(t23), t24);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        __m256i t29 = _mm256_set1_epi32((int)t25);
        __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t31 = (long)t25;
        __m256i t32 = _mm256_cmpgt_epi32(k_v_2, t30);
        __m256i t33 = _mm256_and_si256(t28, t32);
        __m512d h_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t33), (const double *)((unsigned long)h + (unsigned long)t31 * 8UL));
        __m512d t34 = _mm512_mul_pd(h_v_5, _mm512_set1_pd(0.5));
        _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t31 * 8UL), _mm256_movepi32_mask(t33), t34);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t35 = (long)i;
            c[t35] = h[t35] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int max_if_i32(int n, const int *a) {
    vcc_no_contract_body
    int m;
    int t3;
    int t4;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_int m_v = (vcc_v16_int)_mm512_set1_epi32((int)(-2147483647 - 1));
        long i_vec = 0L;
        /* vcc: loop at if_convert.c:111 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            m_v = (vcc_v16_int)_mm512_max_epi32(a_v, (__m512i)m_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)m_v), _mm512_extracti64x4_epi64((__m512i)m_v, 1)), _mm_max_epi32, int);
    } else {
        t3 = 0;
        t4 = (-2147483647 - 1);
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i t8 = _mm512_set1_epi32((int)t4);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t9 = _mm512_max_epi32(a_v_1, t8);
        __m512i m_v_1 = _mm512_mask_blend_epi32(t7, t8, t9);
        i = (int)((long)t3 + t5);
        m_1 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(m_v_1), _mm512_extracti64x4_epi64(m_v_1, 1)), _mm_max_epi32, int);
    } else {
        i = t3;
        m_1 = t4;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t9;
    int t14;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        signed char *a8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        signed char *b8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        short *a16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        short *c16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        int *a32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *d32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *au = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *su = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *cu = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        long *a64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        long *c64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *af = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *cf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        double *ad = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *bd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *cd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t2 = n / 2;
        double *hd = (double *)(_mm256_zeroupper(), new_array(t2, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)((_mm256_zeroupper(), next_rand()) % 600U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)((_mm256_zeroupper(), next_rand()) % 7U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 100000U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 40U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)((_mm256_zeroupper(), next_rand()) % 2000000U));
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)((_mm256_zeroupper(), next_rand()) % 600U));
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_14 = 0; fill_idx_14 < t2; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        long t3 = (long)n;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long i_vec = 0L;
            /* vcc: loop at if_convert.c:143 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                float *t5 = af + i_vec;
                __m512 af_v = _mm512_loadu_ps(t5);
                __m512 t6 = _mm512_div_ps(af_v, _mm512_set1_ps(7.0f));
                _mm512_storeu_ps(t5, t6);
                float *t7 = af + (i_vec + 16L);
                __m512 af_v_1 = _mm512_loadu_ps(t7);
                __m512 t8 = _mm512_div_ps(af_v_1, _mm512_set1_ps(7.0f));
                _mm512_storeu_ps(t7, t8);
                i_vec += 32L;
            } while (i_vec < t4);
            t9 = (int)t4;
        } else {
            t9 = 0;
        }
        long t10 = (long)n + (long)t9 * -1L;
        if (t10 >= 16L) {
            long t11 = t10 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at if_convert.c:143 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                float *t12 = af + ((long)t9 + i_vec_1);
                __m512 af_v_2 = _mm512_loadu_ps(t12);
                __m512 t13 = _mm512_div_ps(af_v_2, _mm512_set1_ps(7.0f));
                _mm512_storeu_ps(t12, t13);
                i_vec_1 += 16L;
            } while (i_vec_1 < t11);
            t14 = (int)((long)t9 + t11);
        } else {
            t14 = t9;
        }
        long t15 = (long)n + (long)t14 * -1L;
        if ((t15 >= 1L) & (t15 <= 16L)) {
            __m512i t16 = _mm512_set1_epi32((int)(int)t15);
            __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
            float *t18 = af + (long)t14;
            __m512 af_v_3 = _mm512_maskz_loadu_ps(t17, t18);
            __m512 t19 = _mm512_div_ps(af_v_3, _mm512_set1_ps(7.0f));
            _mm512_mask_storeu_ps(t18, t17, t19);
            i = (int)((long)t14 + t15);
        } else {
            i = t14;
        }
        for (; i < n; i++) {
            float *t20 = af + i;
            *t20 = *t20 / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        unsigned long t21 = (unsigned long)n;
        printf("n=%d i8=%llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b8, t21 * 1UL)));
        nested_i16(n, c16, a16);
        const int *t22 = a32;
        int t23 = sum_odd_i32(n, t22);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c16, t21 * 2UL)), t23);
        div_i32(n, c32, t22, b32);
        unsigned long t24 = t21 * 4UL;
        const void *t25 = (const void *)c32;
        printf(" div=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t25, t24)));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)cu, t24)));
        abs_sign_i32(n, c32, d32, t22);
        unsigned long t26 = (_mm256_zeroupper(), hash_bytes((const void *)d32, t24));
        printf(" abs=%llx sign=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t25, t24)), (unsigned long long)t26);
        const long *t27 = a64;
        odd_even_i64(n, c64, t27);
        long t28 = sum_neg_i64(n, t27);
        unsigned long t29 = t21 * 8UL;
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c64, t29)), t28);
        const float *t30 = af;
        clamp_f32(n, cf, t30, -10.5f, 20.25f);
        const void *t31 = (const void *)cf;
        printf(" clamp=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, t24)));
        sqrt_pos_f32(n, cf, t30);
        printf(" sqrt=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, t24)));
        pick_f64(n, cd, ad, bd);
        const void *t32 = (const void *)cd;
        printf(" pick=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, t29)));
        guarded_f64(n, t2, cd, hd);
        int t33 = max_if_i32(n, t22);
        printf(" guarded=%llx max=%d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, t29)), t33);
        free((void *)a8);
        free((void *)b8);
        free((void *)a16);
        free((void *)c16);
        free((void *)a32);
        free((void *)b32);
        free((void *)c32);
        free((void *)d32);
        free((void *)au);
        free((void *)su);
        free((void *)cu);
        free((void *)a64);
        free((void *)c64);
        free((void *)af);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)hd);
    }
}
