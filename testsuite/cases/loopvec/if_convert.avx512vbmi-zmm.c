/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v64_schar __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 13 */
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
    long t2 = (long)n;
    if (t2 >= 64L) {
        long t3 = t2 & -64L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512i t5 = _mm512_loadu_si512(a + t4);
            __m512i t6 = t5;
            __mmask64 t7 = _mm512_cmp_epi8_mask(t6, ((__m512i)(vcc_v64_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0}), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi8((signed char *)((unsigned long)b + (unsigned long)t4 * 1UL), t7, t5);
            t1 += 64L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        signed char t9 = a[t8];
        if ((int)t9 > 0) {
            b[t8] = t9;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void nested_i16(int n, short *restrict c, const short *restrict a) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m512i t6 = _mm512_cvtepi16_epi32(t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t8 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(100), _MM_CMPINT_NLE);
            __mmask16 t9 = _knot_mask16(t8);
            __mmask16 t10 = _kand_mask16(t7, t9);
            __m512i t11 = t6;
            __m512i t12 = _mm512_set1_epi32(2);
            __m512i t13 = _mm512_mullo_epi32(t11, t12);
            __m512i t14 = t13;
            __m256i t15 = _mm512_cvtepi32_epi16(t14);
            _mm256_mask_storeu_epi16((short *)((unsigned long)c + (unsigned long)t4 * 2UL), t10, t15);
            __mmask16 t16 = _kand_mask16(t7, t8);
            _mm256_mask_storeu_epi16((short *)((unsigned long)c + (unsigned long)t4 * 2UL), t16, _mm256_set1_epi16((short)100));
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = (int)a[t17];
        if (t18 > 0) {
            if (t18 > 100) {
                c[t17] = (short)100;
            } else {
                c[t17] = (short)(t18 * 2);
            }
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_odd_i32(int n, const int *a) {
    vcc_no_contract_body
    int t10;
    int t11;
    int i;
    int s;
    int s_1;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            __m512i t6 = _mm512_and_si512(t5, _mm512_set1_epi32(1));
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t8 = t5;
            __m512i t9 = _mm512_add_epi32(t2, t8);
            t2 = _mm512_mask_blend_epi32(t7, t2, t9);
            t1 += 16L;
        } while (t1 < t4);
        t10 = (int)t4;
        t11 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        __m512i t15 = _mm512_maskz_loadu_epi32(t14, a + (int)(long)t10);
        __m512i t16 = _mm512_and_si512(t15, _mm512_set1_epi32(1));
        __mmask16 t17 = _mm512_cmp_epi32_mask(t16, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t18 = _kand_mask16(t14, t17);
        __m512i t19 = t15;
        __m512i t20 = _mm512_add_epi32(_mm512_set1_epi32(0), t19);
        __m512i t21 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), t20);
        __m512i t22 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32(0), t21);
        i = (int)((long)t10 + t12);
        s = (int)((unsigned int)t11 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t22), _mm512_extracti64x4_epi64(t22, 1))));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++, s = s_1) {
        int t23 = a[i];
        if (t23 & 1) {
            s_1 = s + t23;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t17;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512i t5 = _mm512_loadu_si512(b + t4);
            __mmask16 t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t7 = _mm512_maskz_loadu_epi32(t6, (const int *)((unsigned long)a + (unsigned long)t4 * 4UL));
            __m512i t8 = _mm512_mask_blend_epi32(t6, _mm512_set1_epi32(1), t5);
            __m512i t9 = (__m512i)((vcc_v16_int)t7 / (vcc_v16_int)t8);
            __m512i t10 = _mm512_mask_blend_epi32(t6, _mm512_set1_epi32(1), t5);
            __m512i t11 = (__m512i)((vcc_v16_int)t7 % (vcc_v16_int)t10);
            __m512i t12 = t9;
            __m512i t13 = t11;
            __m512i t14 = _mm512_add_epi32(t12, t13);
            __m512i t15 = t14;
            __m512i t16 = _mm512_mask_blend_epi32(t6, _mm512_set1_epi32(-1), t15);
            _mm512_storeu_si512(c + t4, t16);
            t1 += 16L;
        } while (t1 < t3);
        t17 = (int)t3;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)(int)(long)t17;
        __m512i t22 = _mm512_maskz_loadu_epi32(t20, b + t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t24 = _kand_mask16(t20, t23);
        __m512i t25 = _mm512_maskz_loadu_epi32(t24, (const int *)((unsigned long)a + (unsigned long)t21 * 4UL));
        __m512i t26 = _mm512_mask_blend_epi32(t24, _mm512_set1_epi32(1), t22);
        __m512i t27 = (__m512i)((vcc_v16_int)t25 / (vcc_v16_int)t26);
        __m512i t28 = _mm512_mask_blend_epi32(t24, _mm512_set1_epi32(1), t22);
        __m512i t29 = (__m512i)((vcc_v16_int)t25 % (vcc_v16_int)t28);
        __m512i t30 = t27;
        __m512i t31 = t29;
        __m512i t32 = _mm512_add_epi32(t30, t31);
        __m512i t33 = t32;
        __m512i t34 = _mm512_mask_blend_epi32(t23, _mm512_set1_epi32(-1), t33);
        _mm512_mask_storeu_epi32(c + t21, t20, t34);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        int t36 = b[t35];
        if (t36 != 0) {
            int t37 = a[t35];
            c[t35] = t37 / t36 + t37 % t36;
        } else {
            c[t35] = -1;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(s + t5);
            __mmask16 t7 = _mm512_cmp_epu32_mask(t6, _mm512_set1_epi32(32), _MM_CMPINT_LT);
            __m512i t8 = _mm512_maskz_loadu_epi32(t7, (const unsigned int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            __m512i t9 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), t6);
            __m512i t10 = _mm512_sllv_epi32(t8, t9);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t5 * 4UL), t7, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512i t12 = _mm512_loadu_si512(s + t11);
            __mmask16 t13 = _mm512_cmp_epu32_mask(t12, _mm512_set1_epi32(32), _MM_CMPINT_LT);
            __m512i t14 = _mm512_maskz_loadu_epi32(t13, (const unsigned int *)((unsigned long)a + (unsigned long)t11 * 4UL));
            __m512i t15 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), t12);
            __m512i t16 = _mm512_sllv_epi32(t14, t15);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t11 * 4UL), t13, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m512i t21 = _mm512_loadu_si512(s + t20);
            __mmask16 t22 = _mm512_cmp_epu32_mask(t21, _mm512_set1_epi32(32), _MM_CMPINT_LT);
            __m512i t23 = _mm512_maskz_loadu_epi32(t22, (const unsigned int *)((unsigned long)a + (unsigned long)t20 * 4UL));
            __m512i t24 = _mm512_mask_blend_epi32(t22, _mm512_set1_epi32(0), t21);
            __m512i t25 = _mm512_sllv_epi32(t23, t24);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t20 * 4UL), t22, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        __m512i t28 = _mm512_set1_epi32((int)(int)t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        long t30 = (long)(int)(long)t26;
        __m512i t31 = _mm512_maskz_loadu_epi32(t29, s + t30);
        __mmask16 t32 = _mm512_cmp_epu32_mask(t31, _mm512_set1_epi32(32), _MM_CMPINT_LT);
        __mmask16 t33 = _kand_mask16(t29, t32);
        __m512i t34 = _mm512_maskz_loadu_epi32(t33, (const unsigned int *)((unsigned long)a + (unsigned long)t30 * 4UL));
        __m512i t35 = _mm512_mask_blend_epi32(t33, _mm512_set1_epi32(0), t31);
        __m512i t36 = _mm512_sllv_epi32(t34, t35);
        _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t30 * 4UL), t33, t36);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        unsigned int t38 = s[t37];
        if (t38 < 32U) {
            c[t37] = a[t37] << t38;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    vcc_no_contract_body
    int t19;
    int i;
    int t49;
    int t50;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            const int *t6 = a + t5;
            __m512i t7 = _mm512_loadu_si512(t6);
            __m512i t8 = _mm512_abs_epi32(t7);
            _mm512_storeu_si512(c + t5, t8);
            __m512i t9 = _mm512_loadu_si512(t6);
            __mmask16 t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t11 = _knot_mask16(t10);
            __mmask16 t12 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(0), _MM_CMPINT_LT);
            __mmask16 t13 = _knot_mask16(t12);
            __mmask16 t14 = _kand_mask16(t11, t13);
            __mmask16 t15 = _kand_mask16(t11, t12);
            __mmask16 t16 = _kor_mask16(t15, t14);
            __m512i t17 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32(-1), _mm512_set1_epi32(0));
            __m512i t18 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(1), t17);
            _mm512_storeu_si512(d + t5, t18);
            t1 += 16L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if ((t20 >= 1L) & (t20 <= 16L)) {
        __m512i t21 = _mm512_set1_epi32((int)(int)t20);
        __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
        long t23 = (long)(int)(long)t19;
        const int *t24 = a + t23;
        __m512i t25 = _mm512_maskz_loadu_epi32(t22, t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(0), _MM_CMPINT_LT);
        __mmask16 t27 = _knot_mask16(t26);
        __mmask16 t28 = _kand_mask16(t22, t27);
        __m512i t29 = t25;
        __m512i t30 = _mm512_sub_epi32(_mm512_setzero_si512(), t29);
        __m512i t31 = t30;
        __m512i t32 = _mm512_mask_blend_epi32(t28, t31, t25);
        _mm512_mask_storeu_epi32(c + t23, t22, t32);
        __m512i t33 = _mm512_maskz_loadu_epi32(t22, t24);
        __mmask16 t34 = _mm512_cmp_epi32_mask(t33, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __mmask16 t35 = _knot_mask16(t34);
        __mmask16 t36 = _kand_mask16(t22, t35);
        __mmask16 t37 = _mm512_cmp_epi32_mask(t33, _mm512_set1_epi32(0), _MM_CMPINT_LT);
        __mmask16 t38 = _knot_mask16(t37);
        __mmask16 t39 = _kand_mask16(t36, t38);
        __mmask16 t40 = _kand_mask16(t36, t37);
        __mmask16 t41 = _kor_mask16(t40, t39);
        __m512i t42 = _mm512_mask_blend_epi32(t39, _mm512_set1_epi32(-1), _mm512_set1_epi32(0));
        __m512i t43 = _mm512_mask_blend_epi32(t41, _mm512_set1_epi32(1), t42);
        _mm512_mask_storeu_epi32(d + t23, t22, t43);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t44 = (long)i;
        int *t45 = c + t44;
        const int *t46 = a + t44;
        int t2 = *t46;
        if (t2 < 0) {
            t2 = -t2;
        }
        *t45 = t2;
        int *t47 = d + t44;
        int t48 = *t46;
        if (t48 > 0) {
            t50 = 1;
        } else {
            if (t48 < 0) {
                t49 = -1;
            } else {
                t49 = 0;
            }
            t50 = t49;
        }
        *t47 = t50;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    vcc_no_contract_body
    int t57;
    int t73;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512i t7 = _mm512_and_si512(t6, _mm512_set1_epi64((long long)1LL));
            __m512i t8 = t6;
            __m512i t9 = _mm512_set1_epi64((long long)7LL);
            __m512i t10 = _mm512_sub_epi64(t8, t9);
            __m512i t11 = t10;
            __m512i t12 = t6;
            __m512i t13 = _mm512_set1_epi64((long long)3LL);
            __m512i t14 = _mm512_mullo_epi64(t12, t13);
            __m512i t15 = t14;
            __m256i t16 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t7, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t17 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t16), t11, t15);
            _mm512_storeu_si512(c + t5, t17);
            long t18 = (long)(int)(t1 + 8L);
            __m512i t19 = _mm512_loadu_si512(a + t18);
            __m512i t20 = _mm512_and_si512(t19, _mm512_set1_epi64((long long)1LL));
            __m512i t21 = t19;
            __m512i t22 = _mm512_set1_epi64((long long)7LL);
            __m512i t23 = _mm512_sub_epi64(t21, t22);
            __m512i t24 = t23;
            __m512i t25 = t19;
            __m512i t26 = _mm512_set1_epi64((long long)3LL);
            __m512i t27 = _mm512_mullo_epi64(t25, t26);
            __m512i t28 = t27;
            __m256i t29 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t20, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t30 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t29), t24, t28);
            _mm512_storeu_si512(c + t18, t30);
            long t31 = (long)(int)(t1 + 16L);
            __m512i t32 = _mm512_loadu_si512(a + t31);
            __m512i t33 = _mm512_and_si512(t32, _mm512_set1_epi64((long long)1LL));
            __m512i t34 = t32;
            __m512i t35 = _mm512_set1_epi64((long long)7LL);
            __m512i t36 = _mm512_sub_epi64(t34, t35);
            __m512i t37 = t36;
            __m512i t38 = t32;
            __m512i t39 = _mm512_set1_epi64((long long)3LL);
            __m512i t40 = _mm512_mullo_epi64(t38, t39);
            __m512i t41 = t40;
            __m256i t42 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t33, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t43 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t42), t37, t41);
            _mm512_storeu_si512(c + t31, t43);
            long t44 = (long)(int)(t1 + 24L);
            __m512i t45 = _mm512_loadu_si512(a + t44);
            __m512i t46 = _mm512_and_si512(t45, _mm512_set1_epi64((long long)1LL));
            __m512i t47 = t45;
            __m512i t48 = _mm512_set1_epi64((long long)7LL);
            __m512i t49 = _mm512_sub_epi64(t47, t48);
            __m512i t50 = t49;
            __m512i t51 = t45;
            __m512i t52 = _mm512_set1_epi64((long long)3LL);
            __m512i t53 = _mm512_mullo_epi64(t51, t52);
            __m512i t54 = t53;
            __m256i t55 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t46, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t56 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t55), t50, t54);
            _mm512_storeu_si512(c + t44, t56);
            t1 += 32L;
        } while (t1 < t4);
        t57 = (int)t4;
    } else {
        t57 = 0;
    }
    long t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 8L) {
        long t59 = t58 & -8L;
        long t2 = 0L;
        do {
            long t60 = (long)(int)((long)t57 + t2);
            __m512i t61 = _mm512_loadu_si512(a + t60);
            __m512i t62 = _mm512_and_si512(t61, _mm512_set1_epi64((long long)1LL));
            __m512i t63 = t61;
            __m512i t64 = _mm512_set1_epi64((long long)7LL);
            __m512i t65 = _mm512_sub_epi64(t63, t64);
            __m512i t66 = t65;
            __m512i t67 = t61;
            __m512i t68 = _mm512_set1_epi64((long long)3LL);
            __m512i t69 = _mm512_mullo_epi64(t67, t68);
            __m512i t70 = t69;
            __m256i t71 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t62, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t72 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t71), t66, t70);
            _mm512_storeu_si512(c + t60, t72);
            t2 += 8L;
        } while (t2 < t59);
        t73 = (int)((long)t57 + t59);
    } else {
        t73 = t57;
    }
    long t74 = (long)n + (long)t73 * -1L;
    if ((t74 >= 1L) & (t74 <= 8L)) {
        __m256i t75 = _mm256_set1_epi32((int)(int)t74);
        __m256i t76 = _mm256_cmpgt_epi32(t75, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t77 = (long)(int)(long)t73;
        __m512i t78 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t76), a + t77);
        __m512i t79 = _mm512_and_si512(t78, _mm512_set1_epi64((long long)1LL));
        __m512i t80 = t78;
        __m512i t81 = _mm512_set1_epi64((long long)7LL);
        __m512i t82 = _mm512_sub_epi64(t80, t81);
        __m512i t83 = t82;
        __m512i t84 = t78;
        __m512i t85 = _mm512_set1_epi64((long long)3LL);
        __m512i t86 = _mm512_mullo_epi64(t84, t85);
        __m512i t87 = t86;
        __m256i t88 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t79, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
        __m512i t89 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t88), t83, t87);
        _mm512_mask_storeu_epi64(c + t77, _mm256_movepi32_mask(t76), t89);
        i = (int)((long)t73 + t74);
    } else {
        i = t73;
    }
    for (; i < n; i++) {
        long t90 = (long)i;
        long t91 = a[t90];
        if (t91 & 1L) {
            c[t90] = t91 * 3L;
        } else {
            c[t90] = t91 - 7L;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long sum_neg_i64(int n, const long *a) {
    vcc_no_contract_body
    int t29;
    long t30;
    int t37;
    long t38;
    int i;
    long s;
    long s_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)0LL);
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        __m512i t4 = _mm512_set1_epi64((long long)0LL);
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            __m512i t10 = _mm512_loadu_si512(a + (int)t1);
            __m256i t11 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t10, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            __m512i t12 = t10;
            __m512i t13 = _mm512_add_epi64(t2, t12);
            t2 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t11), t2, t13);
            __m512i t14 = _mm512_loadu_si512(a + (int)(t1 + 8L));
            __m256i t15 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t14, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            __m512i t16 = t14;
            __m512i t17 = _mm512_add_epi64(t3, t16);
            t3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t15), t3, t17);
            __m512i t18 = _mm512_loadu_si512(a + (int)(t1 + 16L));
            __m256i t19 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t18, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            __m512i t20 = t18;
            __m512i t21 = _mm512_add_epi64(t4, t20);
            t4 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t19), t4, t21);
            __m512i t22 = _mm512_loadu_si512(a + (int)(t1 + 24L));
            __m256i t23 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t22, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            __m512i t24 = t22;
            __m512i t25 = _mm512_add_epi64(t5, t24);
            t5 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t23), t5, t25);
            t1 += 32L;
        } while (t1 < t9);
        __m512i t26 = _mm512_add_epi64(t2, t3);
        __m512i t27 = _mm512_add_epi64(t26, t4);
        __m512i t28 = _mm512_add_epi64(t27, t5);
        t29 = (int)t9;
        t30 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t28), _mm512_extracti64x4_epi64(t28, 1)), _mm_add_epi64, unsigned long);
    } else {
        t29 = 0;
        t30 = 0L;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        long t6 = 0L;
        __m512i t7 = _mm512_set1_epi64((long long)0LL);
        do {
            __m512i t33 = _mm512_loadu_si512(a + (int)((long)t29 + t6));
            __m256i t34 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t33, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            __m512i t35 = t33;
            __m512i t36 = _mm512_add_epi64(t7, t35);
            t7 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t34), t7, t36);
            t6 += 8L;
        } while (t6 < t32);
        t37 = (int)((long)t29 + t32);
        t38 = (long)((unsigned long)t30 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_add_epi64, unsigned long));
    } else {
        t37 = t29;
        t38 = t30;
    }
    long t39 = (long)n + (long)t37 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t42 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), a + (int)(long)t37);
        __m256i t43 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t42, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
        __m256i t44 = _mm256_and_si256(t41, t43);
        __m512i t45 = t42;
        __m512i t46 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t45);
        __m512i t47 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t44), _mm512_set1_epi64((long long)0LL), t46);
        __m512i t48 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t41), _mm512_set1_epi64((long long)0LL), t47);
        i = (int)((long)t37 + t39);
        s = (long)((unsigned long)t38 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t48), _mm512_extracti64x4_epi64(t48, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t37;
        s = t38;
    }
    for (; i < n; i++, s = s_1) {
        long t49 = a[i];
        if (t49 < 0L) {
            s_1 = s + t49;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    vcc_no_contract_body
    int t33;
    int t51;
    int i;
    float x_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512 t5 = _mm512_set1_ps(lo);
        __m512 t6 = _mm512_set1_ps(hi);
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m512 t8 = _mm512_loadu_ps(a + t7);
            __mmask16 t9 = _mm512_cmp_ps_mask(t8, t5, _CMP_LT_OQ);
            __mmask16 t10 = _knot_mask16(t9);
            __mmask16 t11 = _mm512_cmp_ps_mask(t8, t6, _CMP_GT_OQ);
            __mmask16 t12 = _kand_mask16(t10, t11);
            __mmask16 t13 = _knot_mask16(t11);
            __mmask16 t14 = _kand_mask16(t10, t13);
            __mmask16 t15 = _kor_mask16(t12, t14);
            __mmask16 t16 = _knot_mask16(t11);
            __mmask16 t17 = _kand_mask16(t10, t16);
            __m512 t18 = _mm512_mask_blend_ps(t17, t6, t8);
            __m512 t19 = _mm512_mask_blend_ps(t15, t5, t18);
            _mm512_storeu_ps(c + t7, t19);
            long t20 = (long)(int)(t1 + 16L);
            __m512 t21 = _mm512_loadu_ps(a + t20);
            __mmask16 t22 = _mm512_cmp_ps_mask(t21, t5, _CMP_LT_OQ);
            __mmask16 t23 = _knot_mask16(t22);
            __mmask16 t24 = _mm512_cmp_ps_mask(t21, t6, _CMP_GT_OQ);
            __mmask16 t25 = _kand_mask16(t23, t24);
            __mmask16 t26 = _knot_mask16(t24);
            __mmask16 t27 = _kand_mask16(t23, t26);
            __mmask16 t28 = _kor_mask16(t25, t27);
            __mmask16 t29 = _knot_mask16(t24);
            __mmask16 t30 = _kand_mask16(t23, t29);
            __m512 t31 = _mm512_mask_blend_ps(t30, t6, t21);
            __m512 t32 = _mm512_mask_blend_ps(t28, t5, t31);
            _mm512_storeu_ps(c + t20, t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 16L) {
        long t35 = t34 & -16L;
        __m512 t36 = _mm512_set1_ps(lo);
        __m512 t37 = _mm512_set1_ps(hi);
        long t2 = 0L;
        do {
            long t38 = (long)(int)((long)t33 + t2);
            __m512 t39 = _mm512_loadu_ps(a + t38);
            __mmask16 t40 = _mm512_cmp_ps_mask(t39, t36, _CMP_LT_OQ);
            __mmask16 t41 = _knot_mask16(t40);
            __mmask16 t42 = _mm512_cmp_ps_mask(t39, t37, _CMP_GT_OQ);
            __mmask16 t43 = _kand_mask16(t41, t42);
            __mmask16 t44 = _knot_mask16(t42);
            __mmask16 t45 = _kand_mask16(t41, t44);
            __mmask16 t46 = _kor_mask16(t43, t45);
            __mmask16 t47 = _knot_mask16(t42);
            __mmask16 t48 = _kand_mask16(t41, t47);
            __m512 t49 = _mm512_mask_blend_ps(t48, t37, t39);
            __m512 t50 = _mm512_mask_blend_ps(t46, t36, t49);
            _mm512_storeu_ps(c + t38, t50);
            t2 += 16L;
        } while (t2 < t35);
        t51 = (int)((long)t33 + t35);
    } else {
        t51 = t33;
    }
    long t52 = (long)n + (long)t51 * -1L;
    if ((t52 >= 1L) & (t52 <= 16L)) {
        __m512i t53 = _mm512_set1_epi32((int)(int)t52);
        __mmask16 t54 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t53, _MM_CMPINT_LT);
        __m512 t55 = _mm512_set1_ps(lo);
        __m512 t56 = _mm512_set1_ps(hi);
        long t57 = (long)(int)(long)t51;
        __m512 t58 = _mm512_maskz_loadu_ps(t54, a + t57);
        __mmask16 t59 = _mm512_cmp_ps_mask(t58, t55, _CMP_LT_OQ);
        __mmask16 t60 = _knot_mask16(t59);
        __mmask16 t61 = _kand_mask16(t54, t60);
        __mmask16 t62 = _mm512_cmp_ps_mask(t58, t56, _CMP_GT_OQ);
        __mmask16 t63 = _kand_mask16(t61, t62);
        __mmask16 t64 = _knot_mask16(t62);
        __mmask16 t65 = _kand_mask16(t61, t64);
        __mmask16 t66 = _kor_mask16(t63, t65);
        __mmask16 t67 = _knot_mask16(t62);
        __mmask16 t68 = _kand_mask16(t61, t67);
        __m512 t69 = _mm512_mask_blend_ps(t68, t56, t58);
        __m512 t70 = _mm512_mask_blend_ps(t66, t55, t69);
        _mm512_mask_storeu_ps(c + t57, t54, t70);
        i = (int)((long)t51 + t52);
    } else {
        i = t51;
    }
    for (; i < n; i++) {
        long t71 = (long)i;
        float x = a[t71];
        if (x < lo) {
            x_1 = lo;
        } else {
            if (x > hi) {
                x = hi;
            }
            x_1 = x;
        }
        c[t71] = x_1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(a + t5);
            __mmask16 t7 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(0.0f), _CMP_GE_OQ);
            __m512 t8 = _mm512_sqrt_ps(t6);
            __m512 t9 = _mm512_mask_blend_ps(t7, _mm512_set1_ps(0.0f), t8);
            _mm512_storeu_ps(c + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512 t11 = _mm512_loadu_ps(a + t10);
            __mmask16 t12 = _mm512_cmp_ps_mask(t11, _mm512_set1_ps(0.0f), _CMP_GE_OQ);
            __m512 t13 = _mm512_sqrt_ps(t11);
            __m512 t14 = _mm512_mask_blend_ps(t12, _mm512_set1_ps(0.0f), t13);
            _mm512_storeu_ps(c + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m512 t19 = _mm512_loadu_ps(a + t18);
            __mmask16 t20 = _mm512_cmp_ps_mask(t19, _mm512_set1_ps(0.0f), _CMP_GE_OQ);
            __m512 t21 = _mm512_sqrt_ps(t19);
            __m512 t22 = _mm512_mask_blend_ps(t20, _mm512_set1_ps(0.0f), t21);
            _mm512_storeu_ps(c + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __m512 t28 = _mm512_maskz_loadu_ps(t26, a + t27);
        __mmask16 t29 = _mm512_cmp_ps_mask(t28, _mm512_set1_ps(0.0f), _CMP_GE_OQ);
        __m512 t30 = _mm512_sqrt_ps(t28);
        __m512 t31 = _mm512_mask_blend_ps(t29, _mm512_set1_ps(0.0f), t30);
        _mm512_mask_storeu_ps(c + t27, t26, t31);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        float t33 = a[t32];
        if (t33 >= 0.0f) {
            c[t32] = sqrtf(t33);
        } else {
            c[t32] = 0.0f;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t33;
    int t43;
    int i;
    double t60;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(a + t5);
            __m512d t7 = _mm512_loadu_pd(b + t5);
            __m256i t8 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t6, t7, _CMP_GT_OQ));
            __m512d t9 = _mm512_add_pd(t7, _mm512_set1_pd(1.0));
            __m512d t10 = _mm512_mul_pd(t6, _mm512_set1_pd(2.0));
            __m512d t11 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t8), t9, t10);
            _mm512_storeu_pd(c + t5, t11);
            long t12 = (long)(int)(t1 + 8L);
            __m512d t13 = _mm512_loadu_pd(a + t12);
            __m512d t14 = _mm512_loadu_pd(b + t12);
            __m256i t15 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t13, t14, _CMP_GT_OQ));
            __m512d t16 = _mm512_add_pd(t14, _mm512_set1_pd(1.0));
            __m512d t17 = _mm512_mul_pd(t13, _mm512_set1_pd(2.0));
            __m512d t18 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t15), t16, t17);
            _mm512_storeu_pd(c + t12, t18);
            long t19 = (long)(int)(t1 + 16L);
            __m512d t20 = _mm512_loadu_pd(a + t19);
            __m512d t21 = _mm512_loadu_pd(b + t19);
            __m256i t22 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t20, t21, _CMP_GT_OQ));
            __m512d t23 = _mm512_add_pd(t21, _mm512_set1_pd(1.0));
            __m512d t24 = _mm512_mul_pd(t20, _mm512_set1_pd(2.0));
            __m512d t25 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t22), t23, t24);
            _mm512_storeu_pd(c + t19, t25);
            long t26 = (long)(int)(t1 + 24L);
            __m512d t27 = _mm512_loadu_pd(a + t26);
            __m512d t28 = _mm512_loadu_pd(b + t26);
            __m256i t29 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t27, t28, _CMP_GT_OQ));
            __m512d t30 = _mm512_add_pd(t28, _mm512_set1_pd(1.0));
            __m512d t31 = _mm512_mul_pd(t27, _mm512_set1_pd(2.0));
            __m512d t32 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t29), t30, t31);
            _mm512_storeu_pd(c + t26, t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m512d t37 = _mm512_loadu_pd(a + t36);
            __m512d t38 = _mm512_loadu_pd(b + t36);
            __m256i t39 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t37, t38, _CMP_GT_OQ));
            __m512d t40 = _mm512_add_pd(t38, _mm512_set1_pd(1.0));
            __m512d t41 = _mm512_mul_pd(t37, _mm512_set1_pd(2.0));
            __m512d t42 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t39), t40, t41);
            _mm512_storeu_pd(c + t36, t42);
            t2 += 8L;
        } while (t2 < t35);
        t43 = (int)((long)t33 + t35);
    } else {
        t43 = t33;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if ((t44 >= 1L) & (t44 <= 8L)) {
        __m256i t45 = _mm256_set1_epi32((int)(int)t44);
        __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t47 = (long)(int)(long)t43;
        __m512d t48 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t46), a + t47);
        __m512d t49 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t46), b + t47);
        __m256i t50 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t48, t49, _CMP_GT_OQ));
        __m256i t51 = (__m256i)~(vcc_m8)t50;
        __m256i t52 = _mm256_and_si256(t46, t51);
        __m512d t53 = _mm512_add_pd(t49, _mm512_set1_pd(1.0));
        __m512d t54 = _mm512_mul_pd(t48, _mm512_set1_pd(2.0));
        __m512d t55 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t52), t54, t53);
        _mm512_mask_storeu_pd(c + t47, _mm256_movepi32_mask(t46), t55);
        i = (int)((long)t43 + t44);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        double *t57 = c + t56;
        double t58 = a[t56];
        double t59 = b[t56];
        if (t58 > t59) {
            t60 = t58 * 2.0;
        } else {
            t60 = t59 + 1.0;
        }
        *t57 = t60;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    vcc_no_contract_body
    int t33;
    int t44;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32((int)k);
        __m256i t8 = _mm256_set1_epi32(0);
        __m256i t9 = t8;
        __m256i t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t10 = t1;
            __m256i t11 = _mm256_cmpgt_epi32(t7, t10);
            long t12 = (long)(int)t2;
            __m512d t13 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t11), (const double *)((unsigned long)h + (unsigned long)t12 * 8UL));
            __m512d t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t12 * 8UL), _mm256_movepi32_mask(t11), t14);
            __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t16 = t15;
            __m256i t17 = _mm256_cmpgt_epi32(t7, t16);
            long t18 = (long)(int)(t2 + 8L);
            __m512d t19 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t17), (const double *)((unsigned long)h + (unsigned long)t18 * 8UL));
            __m512d t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t18 * 8UL), _mm256_movepi32_mask(t17), t20);
            __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t22 = t21;
            __m256i t23 = _mm256_cmpgt_epi32(t7, t22);
            long t24 = (long)(int)(t2 + 16L);
            __m512d t25 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), (const double *)((unsigned long)h + (unsigned long)t24 * 8UL));
            __m512d t26 = _mm512_mul_pd(t25, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t24 * 8UL), _mm256_movepi32_mask(t23), t26);
            __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t28 = t27;
            __m256i t29 = _mm256_cmpgt_epi32(t7, t28);
            long t30 = (long)(int)(t2 + 24L);
            __m512d t31 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), (const double *)((unsigned long)h + (unsigned long)t30 * 8UL));
            __m512d t32 = _mm512_mul_pd(t31, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t30 * 8UL), _mm256_movepi32_mask(t29), t32);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        } while (t2 < t6);
        t33 = (int)t6;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        __m256i t36 = _mm256_set1_epi32((int)k);
        __m256i t37 = _mm256_set1_epi32((int)t33);
        __m256i t38 = t37;
        __m256i t3 = _mm256_add_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            __m256i t39 = t3;
            __m256i t40 = _mm256_cmpgt_epi32(t36, t39);
            long t41 = (long)(int)((long)t33 + t4);
            __m512d t42 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t40), (const double *)((unsigned long)h + (unsigned long)t41 * 8UL));
            __m512d t43 = _mm512_mul_pd(t42, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t41 * 8UL), _mm256_movepi32_mask(t40), t43);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t35);
        t44 = (int)((long)t33 + t35);
    } else {
        t44 = t33;
    }
    long t45 = (long)n + (long)t44 * -1L;
    if ((t45 >= 1L) & (t45 <= 8L)) {
        __m256i t46 = _mm256_set1_epi32((int)(int)t45);
        __m256i t47 = _mm256_cmpgt_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t48 = _mm256_set1_epi32((int)k);
        __m256i t49 = _mm256_set1_epi32((int)t44);
        __m256i t50 = t49;
        __m256i t51 = _mm256_add_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t52 = t51;
        __m256i t53 = _mm256_cmpgt_epi32(t48, t52);
        __m256i t54 = _mm256_and_si256(t47, t53);
        long t55 = (long)(int)(long)t44;
        __m512d t56 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t54), (const double *)((unsigned long)h + (unsigned long)t55 * 8UL));
        __m512d t57 = _mm512_mul_pd(t56, _mm512_set1_pd(0.5));
        _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t55 * 8UL), _mm256_movepi32_mask(t54), t57);
        i = (int)((long)t44 + t45);
    } else {
        i = t44;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t58 = (long)i;
            c[t58] = h[t58] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int max_if_i32(int n, const int *a) {
    vcc_no_contract_body
    int m;
    int t6;
    int t7;
    int i;
    int m_1;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t1 = _mm512_set1_epi32((int)(-2147483647 - 1));
        long t2 = 0L;
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t2);
            t1 = _mm512_max_epi32(t5, t1);
            t2 += 16L;
        } while (t2 < t4);
        t6 = (int)t4;
        t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_max_epi32, int);
    } else {
        t6 = 0;
        t7 = (-2147483647 - 1);
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_set1_epi32((int)t7);
        __m512i t12 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __mmask16 t13 = _mm512_cmp_epi32_mask(t12, t11, _MM_CMPINT_NLE);
        __mmask16 t14 = _kand_mask16(t10, t13);
        __m512i t15 = _mm512_mask_blend_epi32(t14, t11, t12);
        __m512i t16 = _mm512_mask_blend_epi32(t10, t11, t15);
        i = (int)((long)t6 + t8);
        m_1 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_max_epi32, int);
    } else {
        i = t6;
        m_1 = t7;
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
    int t3;
    int t13;
    int t19;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
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
        int t4 = n / 2;
        double *hd = (double *)(_mm256_zeroupper(), new_array(t4, 8UL));
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
        for (int fill_idx_14 = 0; fill_idx_14 < t4; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        long t5 = (long)n;
        if (t5 >= 32L) {
            long t6 = t5 & -32L;
            long t1 = 0L;
            do {
                float *t7 = af + (int)t1;
                __m512 t8 = _mm512_loadu_ps(t7);
                __m512 t9 = _mm512_div_ps(t8, _mm512_set1_ps(7.0f));
                _mm512_storeu_ps(t7, t9);
                float *t10 = af + (int)(t1 + 16L);
                __m512 t11 = _mm512_loadu_ps(t10);
                __m512 t12 = _mm512_div_ps(t11, _mm512_set1_ps(7.0f));
                _mm512_storeu_ps(t10, t12);
                t1 += 32L;
            } while (t1 < t6);
            t13 = (int)t6;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 16L) {
            long t15 = t14 & -16L;
            long t2 = 0L;
            do {
                float *t16 = af + (int)((long)t13 + t2);
                __m512 t17 = _mm512_loadu_ps(t16);
                __m512 t18 = _mm512_div_ps(t17, _mm512_set1_ps(7.0f));
                _mm512_storeu_ps(t16, t18);
                t2 += 16L;
            } while (t2 < t15);
            t19 = (int)((long)t13 + t15);
        } else {
            t19 = t13;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if ((t20 >= 1L) & (t20 <= 16L)) {
            __m512i t21 = _mm512_set1_epi32((int)(int)t20);
            __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
            float *t23 = af + (int)(long)t19;
            __m512 t24 = _mm512_maskz_loadu_ps(t22, t23);
            __m512 t25 = _mm512_div_ps(t24, _mm512_set1_ps(7.0f));
            _mm512_mask_storeu_ps(t23, t22, t25);
            i = (int)((long)t19 + t20);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            float *t26 = af + i;
            *t26 = *t26 / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        unsigned long t27 = (unsigned long)n;
        printf("n=%d i8=%llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b8, t27 * 1UL)));
        nested_i16(n, c16, a16);
        const int *t28 = a32;
        int t29 = sum_odd_i32(n, t28);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c16, t27 * 2UL)), t29);
        div_i32(n, c32, t28, b32);
        unsigned long t30 = t27 * 4UL;
        const void *t31 = (const void *)c32;
        printf(" div=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, t30)));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)cu, t30)));
        abs_sign_i32(n, c32, d32, t28);
        unsigned long t32 = (_mm256_zeroupper(), hash_bytes((const void *)d32, t30));
        printf(" abs=%llx sign=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t31, t30)), (unsigned long long)t32);
        const long *t33 = a64;
        odd_even_i64(n, c64, t33);
        long t34 = sum_neg_i64(n, t33);
        unsigned long t35 = t27 * 8UL;
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c64, t35)), t34);
        const float *t36 = af;
        clamp_f32(n, cf, t36, -10.5f, 20.25f);
        const void *t37 = (const void *)cf;
        printf(" clamp=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t37, t30)));
        sqrt_pos_f32(n, cf, t36);
        printf(" sqrt=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t37, t30)));
        pick_f64(n, cd, ad, bd);
        const void *t38 = (const void *)cd;
        printf(" pick=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t38, t35)));
        guarded_f64(n, t4, cd, hd);
        int t39 = max_if_i32(n, t28);
        printf(" guarded=%llx max=%d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t38, t35)), t39);
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
