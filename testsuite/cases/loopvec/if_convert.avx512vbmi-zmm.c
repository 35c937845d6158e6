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
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __mmask64 t7;
    int i;
    long t8;
    signed char t9;
    t2 = (long)n;
    if (t2 >= 64L) {
        t3 = t2 & -64L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(a + t4);
            t6 = t5;
            t7 = _mm512_cmp_epi8_mask(t6, ((__m512i)(vcc_v64_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0}), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi8((signed char *)((unsigned long)b + (unsigned long)t4 * 1UL), t7, t5);
            t1 += 64L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t8 = (long)i;
        t9 = a[t8];
        if ((int)t9 > 0) {
            b[t8] = t9;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void nested_i16(int n, short *restrict c, const short *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m512i t6;
    __mmask16 t7;
    __mmask16 t8;
    __mmask16 t9;
    __mmask16 t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m256i t15;
    __mmask16 t16;
    int i;
    long t17;
    int t18;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm512_cvtepi16_epi32(t5);
            t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            t8 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)100), _MM_CMPINT_NLE);
            t9 = _knot_mask16(t8);
            t10 = _kand_mask16(t7, t9);
            t11 = t6;
            t12 = _mm512_set1_epi32((int)2);
            t13 = _mm512_mullo_epi32(t11, t12);
            t14 = t13;
            t15 = _mm512_cvtepi32_epi16(t14);
            _mm256_mask_storeu_epi16((short *)((unsigned long)c + (unsigned long)t4 * 2UL), t10, t15);
            t16 = _kand_mask16(t7, t8);
            _mm256_mask_storeu_epi16((short *)((unsigned long)c + (unsigned long)t4 * 2UL), t16, _mm256_set1_epi16((short)100));
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        t18 = (int)a[t17];
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
    long t1;
    __m512i t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __mmask16 t7;
    __m512i t8;
    __m512i t9;
    int t10;
    int t11;
    long t12;
    __m512i t13;
    __mmask16 t14;
    long t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __mmask16 t19;
    __mmask16 t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    int i;
    int s;
    int t25;
    int s_1;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t5 = _mm512_loadu_si512(a + (int)((long)0 + t1));
            t6 = _mm512_and_si512(t5, _mm512_set1_epi32((int)1));
            t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t8 = t5;
            t9 = _mm512_add_epi32(t2, t8);
            t2 = _mm512_mask_blend_epi32(t7, t2, t9);
            t1 += 16L;
        } while (t1 < t4);
        t10 = (int)((long)0 + t4);
        t11 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1))));
    } else {
        t10 = 0;
        t11 = 0;
    }
    t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        t13 = _mm512_set1_epi32((int)(int)t12);
        t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        t15 = 0L;
        t16 = _mm512_set1_epi32((int)0);
        t17 = _mm512_maskz_loadu_epi32(t14, a + (int)((long)t10 + t15));
        t18 = _mm512_and_si512(t17, _mm512_set1_epi32((int)1));
        t19 = _mm512_cmp_epi32_mask(t18, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t20 = _kand_mask16(t14, t19);
        t21 = t17;
        t22 = _mm512_add_epi32(t16, t21);
        t23 = _mm512_mask_blend_epi32(t20, t16, t22);
        t24 = _mm512_mask_blend_epi32(t14, t16, t23);
        i = (int)((long)t10 + t12);
        s = (int)((unsigned int)t11 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t24), _mm512_extracti64x4_epi64(t24, 1))));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++, s = s_1) {
        t25 = a[i];
        if (t25 & 1) {
            s_1 = s + t25;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __mmask16 t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    int t17;
    long t18;
    __m512i t19;
    __mmask16 t20;
    long t21;
    long t22;
    __m512i t23;
    __mmask16 t24;
    __mmask16 t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    int i;
    long t36;
    int t37;
    int t38;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(b + t4);
            t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t7 = _mm512_maskz_loadu_epi32(t6, (const int *)((unsigned long)a + (unsigned long)t4 * 4UL));
            t8 = _mm512_mask_blend_epi32(t6, _mm512_set1_epi32((int)1), t5);
            t9 = (__m512i)((vcc_v16_int)t7 / (vcc_v16_int)t8);
            t10 = _mm512_mask_blend_epi32(t6, _mm512_set1_epi32((int)1), t5);
            t11 = (__m512i)((vcc_v16_int)t7 % (vcc_v16_int)t10);
            t12 = t9;
            t13 = t11;
            t14 = _mm512_add_epi32(t12, t13);
            t15 = t14;
            t16 = _mm512_mask_blend_epi32(t6, _mm512_set1_epi32((int)-1), t15);
            _mm512_storeu_si512(c + t4, t16);
            t1 += 16L;
        } while (t1 < t3);
        t17 = (int)((long)0 + t3);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        t19 = _mm512_set1_epi32((int)(int)t18);
        t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        t21 = 0L;
        t22 = (long)(int)((long)t17 + t21);
        t23 = _mm512_maskz_loadu_epi32(t20, b + t22);
        t24 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t25 = _kand_mask16(t20, t24);
        t26 = _mm512_maskz_loadu_epi32(t25, (const int *)((unsigned long)a + (unsigned long)t22 * 4UL));
        t27 = _mm512_mask_blend_epi32(t25, _mm512_set1_epi32((int)1), t23);
        t28 = (__m512i)((vcc_v16_int)t26 / (vcc_v16_int)t27);
        t29 = _mm512_mask_blend_epi32(t25, _mm512_set1_epi32((int)1), t23);
        t30 = (__m512i)((vcc_v16_int)t26 % (vcc_v16_int)t29);
        t31 = t28;
        t32 = t30;
        t33 = _mm512_add_epi32(t31, t32);
        t34 = t33;
        t35 = _mm512_mask_blend_epi32(t24, _mm512_set1_epi32((int)-1), t34);
        _mm512_mask_storeu_epi32(c + t22, t20, t35);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t36 = (long)i;
        t37 = b[t36];
        if (t37 != 0) {
            t38 = a[t36];
            c[t36] = t38 / t37 + t38 % t37;
        } else {
            c[t36] = -1;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __mmask16 t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __mmask16 t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m512i t21;
    __mmask16 t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    long t27;
    __m512i t28;
    __mmask16 t29;
    long t30;
    long t31;
    __m512i t32;
    __mmask16 t33;
    __mmask16 t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    int i;
    long t38;
    unsigned int t39;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(s + t5);
            t7 = _mm512_cmp_epu32_mask(t6, _mm512_set1_epi32((int)32), _MM_CMPINT_LT);
            t8 = _mm512_maskz_loadu_epi32(t7, (const unsigned int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            t9 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32((int)0), t6);
            t10 = _mm512_sllv_epi32(t8, t9);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t5 * 4UL), t7, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_si512(s + t11);
            t13 = _mm512_cmp_epu32_mask(t12, _mm512_set1_epi32((int)32), _MM_CMPINT_LT);
            t14 = _mm512_maskz_loadu_epi32(t13, (const unsigned int *)((unsigned long)a + (unsigned long)t11 * 4UL));
            t15 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32((int)0), t12);
            t16 = _mm512_sllv_epi32(t14, t15);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t11 * 4UL), t13, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        t19 = t18 & -16L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm512_loadu_si512(s + t20);
            t22 = _mm512_cmp_epu32_mask(t21, _mm512_set1_epi32((int)32), _MM_CMPINT_LT);
            t23 = _mm512_maskz_loadu_epi32(t22, (const unsigned int *)((unsigned long)a + (unsigned long)t20 * 4UL));
            t24 = _mm512_mask_blend_epi32(t22, _mm512_set1_epi32((int)0), t21);
            t25 = _mm512_sllv_epi32(t23, t24);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t20 * 4UL), t22, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        t28 = _mm512_set1_epi32((int)(int)t27);
        t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        t30 = 0L;
        t31 = (long)(int)((long)t26 + t30);
        t32 = _mm512_maskz_loadu_epi32(t29, s + t31);
        t33 = _mm512_cmp_epu32_mask(t32, _mm512_set1_epi32((int)32), _MM_CMPINT_LT);
        t34 = _kand_mask16(t29, t33);
        t35 = _mm512_maskz_loadu_epi32(t34, (const unsigned int *)((unsigned long)a + (unsigned long)t31 * 4UL));
        t36 = _mm512_mask_blend_epi32(t34, _mm512_set1_epi32((int)0), t32);
        t37 = _mm512_sllv_epi32(t35, t36);
        _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t31 * 4UL), t34, t37);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        t39 = s[t38];
        if (t39 < 32U) {
            c[t38] = a[t38] << t39;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    vcc_no_contract_body
    long t1;
    int t2;
    long t3;
    long t4;
    long t5;
    const int *t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __mmask16 t10;
    __mmask16 t11;
    __mmask16 t12;
    __mmask16 t13;
    __mmask16 t14;
    __mmask16 t15;
    __mmask16 t16;
    __m512i t17;
    __m512i t18;
    int t19;
    long t20;
    __m512i t21;
    __mmask16 t22;
    long t23;
    long t24;
    const int *t25;
    __m512i t26;
    __mmask16 t27;
    __mmask16 t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __mmask16 t35;
    __mmask16 t36;
    __mmask16 t37;
    __mmask16 t38;
    __mmask16 t39;
    __mmask16 t40;
    __mmask16 t41;
    __mmask16 t42;
    __m512i t43;
    __m512i t44;
    int i;
    long t45;
    int *t46;
    const int *t47;
    int *t48;
    int t49;
    int t50;
    int t51;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = a + t5;
            t7 = _mm512_loadu_si512(t6);
            t8 = _mm512_abs_epi32(t7);
            _mm512_storeu_si512(c + t5, t8);
            t9 = _mm512_loadu_si512(t6);
            t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            t11 = _knot_mask16(t10);
            t12 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32((int)0), _MM_CMPINT_LT);
            t13 = _knot_mask16(t12);
            t14 = _kand_mask16(t11, t13);
            t15 = _kand_mask16(t11, t12);
            t16 = _kor_mask16(t15, t14);
            t17 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32((int)-1), _mm512_set1_epi32((int)0));
            t18 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32((int)1), t17);
            _mm512_storeu_si512(d + t5, t18);
            t1 += 16L;
        } while (t1 < t4);
        t19 = (int)((long)0 + t4);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if ((t20 >= 1L) & (t20 <= 16L)) {
        t21 = _mm512_set1_epi32((int)(int)t20);
        t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
        t23 = 0L;
        t24 = (long)(int)((long)t19 + t23);
        t25 = a + t24;
        t26 = _mm512_maskz_loadu_epi32(t22, t25);
        t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32((int)0), _MM_CMPINT_LT);
        t28 = _knot_mask16(t27);
        t29 = _kand_mask16(t22, t28);
        t30 = t26;
        t31 = _mm512_sub_epi32(_mm512_setzero_si512(), t30);
        t32 = t31;
        t33 = _mm512_mask_blend_epi32(t29, t32, t26);
        _mm512_mask_storeu_epi32(c + t24, t22, t33);
        t34 = _mm512_maskz_loadu_epi32(t22, t25);
        t35 = _mm512_cmp_epi32_mask(t34, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
        t36 = _knot_mask16(t35);
        t37 = _kand_mask16(t22, t36);
        t38 = _mm512_cmp_epi32_mask(t34, _mm512_set1_epi32((int)0), _MM_CMPINT_LT);
        t39 = _knot_mask16(t38);
        t40 = _kand_mask16(t37, t39);
        t41 = _kand_mask16(t37, t38);
        t42 = _kor_mask16(t41, t40);
        t43 = _mm512_mask_blend_epi32(t40, _mm512_set1_epi32((int)-1), _mm512_set1_epi32((int)0));
        t44 = _mm512_mask_blend_epi32(t42, _mm512_set1_epi32((int)1), t43);
        _mm512_mask_storeu_epi32(d + t24, t22, t44);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t45 = (long)i;
        t46 = c + t45;
        t47 = a + t45;
        t2 = *t47;
        if (t2 < 0) {
            t2 = -t2;
        }
        *t46 = t2;
        t48 = d + t45;
        t49 = *t47;
        if (t49 > 0) {
            t51 = 1;
        } else {
            if (t49 < 0) {
                t50 = -1;
            } else {
                t50 = 0;
            }
            t51 = t50;
        }
        *t48 = t51;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m256i t16;
    __m512i t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m256i t29;
    __m512i t30;
    long t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m256i t42;
    __m512i t43;
    long t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m256i t55;
    __m512i t56;
    int t57;
    long t58;
    long t59;
    long t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m256i t71;
    __m512i t72;
    int t73;
    long t74;
    __m256i t75;
    __m256i t76;
    long t77;
    long t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    __m512i t85;
    __m512i t86;
    __m512i t87;
    __m512i t88;
    __m256i t89;
    __m512i t90;
    int i;
    long t91;
    long t92;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(a + t5);
            t7 = _mm512_and_si512(t6, _mm512_set1_epi64((long long)1LL));
            t8 = t6;
            t9 = _mm512_set1_epi64((long long)7LL);
            t10 = _mm512_sub_epi64(t8, t9);
            t11 = t10;
            t12 = t6;
            t13 = _mm512_set1_epi64((long long)3LL);
            t14 = _mm512_mullo_epi64(t12, t13);
            t15 = t14;
            t16 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t7, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            t17 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t16), t11, t15);
            _mm512_storeu_si512(c + t5, t17);
            t18 = (long)(int)((long)0 + (t1 + 8L));
            t19 = _mm512_loadu_si512(a + t18);
            t20 = _mm512_and_si512(t19, _mm512_set1_epi64((long long)1LL));
            t21 = t19;
            t22 = _mm512_set1_epi64((long long)7LL);
            t23 = _mm512_sub_epi64(t21, t22);
            t24 = t23;
            t25 = t19;
            t26 = _mm512_set1_epi64((long long)3LL);
            t27 = _mm512_mullo_epi64(t25, t26);
            t28 = t27;
            t29 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t20, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            t30 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t29), t24, t28);
            _mm512_storeu_si512(c + t18, t30);
            t31 = (long)(int)((long)0 + (t1 + 16L));
            t32 = _mm512_loadu_si512(a + t31);
            t33 = _mm512_and_si512(t32, _mm512_set1_epi64((long long)1LL));
            t34 = t32;
            t35 = _mm512_set1_epi64((long long)7LL);
            t36 = _mm512_sub_epi64(t34, t35);
            t37 = t36;
            t38 = t32;
            t39 = _mm512_set1_epi64((long long)3LL);
            t40 = _mm512_mullo_epi64(t38, t39);
            t41 = t40;
            t42 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t33, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            t43 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t42), t37, t41);
            _mm512_storeu_si512(c + t31, t43);
            t44 = (long)(int)((long)0 + (t1 + 24L));
            t45 = _mm512_loadu_si512(a + t44);
            t46 = _mm512_and_si512(t45, _mm512_set1_epi64((long long)1LL));
            t47 = t45;
            t48 = _mm512_set1_epi64((long long)7LL);
            t49 = _mm512_sub_epi64(t47, t48);
            t50 = t49;
            t51 = t45;
            t52 = _mm512_set1_epi64((long long)3LL);
            t53 = _mm512_mullo_epi64(t51, t52);
            t54 = t53;
            t55 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t46, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            t56 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t55), t50, t54);
            _mm512_storeu_si512(c + t44, t56);
            t1 += 32L;
        } while (t1 < t4);
        t57 = (int)((long)0 + t4);
    } else {
        t57 = 0;
    }
    t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 8L) {
        t59 = t58 & -8L;
        t2 = 0L;
        do {
            t60 = (long)(int)((long)t57 + t2);
            t61 = _mm512_loadu_si512(a + t60);
            t62 = _mm512_and_si512(t61, _mm512_set1_epi64((long long)1LL));
            t63 = t61;
            t64 = _mm512_set1_epi64((long long)7LL);
            t65 = _mm512_sub_epi64(t63, t64);
            t66 = t65;
            t67 = t61;
            t68 = _mm512_set1_epi64((long long)3LL);
            t69 = _mm512_mullo_epi64(t67, t68);
            t70 = t69;
            t71 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t62, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            t72 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t71), t66, t70);
            _mm512_storeu_si512(c + t60, t72);
            t2 += 8L;
        } while (t2 < t59);
        t73 = (int)((long)t57 + t59);
    } else {
        t73 = t57;
    }
    t74 = (long)n + (long)t73 * -1L;
    if ((t74 >= 1L) & (t74 <= 8L)) {
        t75 = _mm256_set1_epi32((int)(int)t74);
        t76 = _mm256_cmpgt_epi32(t75, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t77 = 0L;
        t78 = (long)(int)((long)t73 + t77);
        t79 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t76), a + t78);
        t80 = _mm512_and_si512(t79, _mm512_set1_epi64((long long)1LL));
        t81 = t79;
        t82 = _mm512_set1_epi64((long long)7LL);
        t83 = _mm512_sub_epi64(t81, t82);
        t84 = t83;
        t85 = t79;
        t86 = _mm512_set1_epi64((long long)3LL);
        t87 = _mm512_mullo_epi64(t85, t86);
        t88 = t87;
        t89 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t80, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
        t90 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t89), t84, t88);
        _mm512_mask_storeu_epi64(c + t78, _mm256_movepi32_mask(t76), t90);
        i = (int)((long)t73 + t74);
    } else {
        i = t73;
    }
    for (; i < n; i++) {
        t91 = (long)i;
        t92 = a[t91];
        if (t92 & 1L) {
            c[t91] = t92 * 3L;
        } else {
            c[t91] = t92 - 7L;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long sum_neg_i64(int n, const long *a) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    long t6;
    __m512i t7;
    long t8;
    long t9;
    __m512i t10;
    __m256i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m256i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m256i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m256i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    int t29;
    long t30;
    long t31;
    long t32;
    __m512i t33;
    __m256i t34;
    __m512i t35;
    __m512i t36;
    int t37;
    long t38;
    long t39;
    __m256i t40;
    __m256i t41;
    long t42;
    __m512i t43;
    __m512i t44;
    __m256i t45;
    __m256i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    int i;
    long s;
    long t51;
    long s_1;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = _mm512_set1_epi64((long long)0LL);
        t3 = _mm512_set1_epi64((long long)0LL);
        t4 = _mm512_set1_epi64((long long)0LL);
        t5 = _mm512_set1_epi64((long long)0LL);
        do {
            t10 = _mm512_loadu_si512(a + (int)((long)0 + t1));
            t11 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t10, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            t12 = t10;
            t13 = _mm512_add_epi64(t2, t12);
            t2 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t11), t2, t13);
            t14 = _mm512_loadu_si512(a + (int)((long)0 + (t1 + 8L)));
            t15 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t14, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            t16 = t14;
            t17 = _mm512_add_epi64(t3, t16);
            t3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t15), t3, t17);
            t18 = _mm512_loadu_si512(a + (int)((long)0 + (t1 + 16L)));
            t19 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t18, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            t20 = t18;
            t21 = _mm512_add_epi64(t4, t20);
            t4 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t19), t4, t21);
            t22 = _mm512_loadu_si512(a + (int)((long)0 + (t1 + 24L)));
            t23 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t22, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            t24 = t22;
            t25 = _mm512_add_epi64(t5, t24);
            t5 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t23), t5, t25);
            t1 += 32L;
        } while (t1 < t9);
        t26 = _mm512_add_epi64(t2, t3);
        t27 = _mm512_add_epi64(t26, t4);
        t28 = _mm512_add_epi64(t27, t5);
        t29 = (int)((long)0 + t9);
        t30 = (long)((unsigned long)0L + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t28), _mm512_extracti64x4_epi64(t28, 1)), _mm_add_epi64, unsigned long));
    } else {
        t29 = 0;
        t30 = 0L;
    }
    t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t6 = 0L;
        t7 = _mm512_set1_epi64((long long)0LL);
        do {
            t33 = _mm512_loadu_si512(a + (int)((long)t29 + t6));
            t34 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t33, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
            t35 = t33;
            t36 = _mm512_add_epi64(t7, t35);
            t7 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t34), t7, t36);
            t6 += 8L;
        } while (t6 < t32);
        t37 = (int)((long)t29 + t32);
        t38 = (long)((unsigned long)t30 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_add_epi64, unsigned long));
    } else {
        t37 = t29;
        t38 = t30;
    }
    t39 = (long)n + (long)t37 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        t40 = _mm256_set1_epi32((int)(int)t39);
        t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t42 = 0L;
        t43 = _mm512_set1_epi64((long long)0LL);
        t44 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), a + (int)((long)t37 + t42));
        t45 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t44, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_LT));
        t46 = _mm256_and_si256(t41, t45);
        t47 = t44;
        t48 = _mm512_add_epi64(t43, t47);
        t49 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t46), t43, t48);
        t50 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t41), t43, t49);
        i = (int)((long)t37 + t39);
        s = (long)((unsigned long)t38 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t50), _mm512_extracti64x4_epi64(t50, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t37;
        s = t38;
    }
    for (; i < n; i++, s = s_1) {
        t51 = a[i];
        if (t51 < 0L) {
            s_1 = s + t51;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    vcc_no_contract_body
    long t1;
    long t2;
    float x;
    long t3;
    long t4;
    __m512 t5;
    __m512 t6;
    long t7;
    __m512 t8;
    __mmask16 t9;
    __mmask16 t10;
    __mmask16 t11;
    __mmask16 t12;
    __mmask16 t13;
    __mmask16 t14;
    __mmask16 t15;
    __mmask16 t16;
    __mmask16 t17;
    __m512 t18;
    __m512 t19;
    long t20;
    __m512 t21;
    __mmask16 t22;
    __mmask16 t23;
    __mmask16 t24;
    __mmask16 t25;
    __mmask16 t26;
    __mmask16 t27;
    __mmask16 t28;
    __mmask16 t29;
    __mmask16 t30;
    __m512 t31;
    __m512 t32;
    int t33;
    long t34;
    long t35;
    __m512 t36;
    __m512 t37;
    long t38;
    __m512 t39;
    __mmask16 t40;
    __mmask16 t41;
    __mmask16 t42;
    __mmask16 t43;
    __mmask16 t44;
    __mmask16 t45;
    __mmask16 t46;
    __mmask16 t47;
    __mmask16 t48;
    __m512 t49;
    __m512 t50;
    int t51;
    long t52;
    __m512i t53;
    __mmask16 t54;
    __m512 t55;
    __m512 t56;
    long t57;
    long t58;
    __m512 t59;
    __mmask16 t60;
    __mmask16 t61;
    __mmask16 t62;
    __mmask16 t63;
    __mmask16 t64;
    __mmask16 t65;
    __mmask16 t66;
    __mmask16 t67;
    __mmask16 t68;
    __mmask16 t69;
    __m512 t70;
    __m512 t71;
    int i;
    long t72;
    float x_1;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_ps(lo);
        t6 = _mm512_set1_ps(hi);
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm512_loadu_ps(a + t7);
            t9 = _mm512_cmp_ps_mask(t8, t5, _CMP_LT_OQ);
            t10 = _knot_mask16(t9);
            t11 = _mm512_cmp_ps_mask(t8, t6, _CMP_GT_OQ);
            t12 = _kand_mask16(t10, t11);
            t13 = _knot_mask16(t11);
            t14 = _kand_mask16(t10, t13);
            t15 = _kor_mask16(t12, t14);
            t16 = _knot_mask16(t11);
            t17 = _kand_mask16(t10, t16);
            t18 = _mm512_mask_blend_ps(t17, t6, t8);
            t19 = _mm512_mask_blend_ps(t15, t5, t18);
            _mm512_storeu_ps(c + t7, t19);
            t20 = (long)(int)((long)0 + (t1 + 16L));
            t21 = _mm512_loadu_ps(a + t20);
            t22 = _mm512_cmp_ps_mask(t21, t5, _CMP_LT_OQ);
            t23 = _knot_mask16(t22);
            t24 = _mm512_cmp_ps_mask(t21, t6, _CMP_GT_OQ);
            t25 = _kand_mask16(t23, t24);
            t26 = _knot_mask16(t24);
            t27 = _kand_mask16(t23, t26);
            t28 = _kor_mask16(t25, t27);
            t29 = _knot_mask16(t24);
            t30 = _kand_mask16(t23, t29);
            t31 = _mm512_mask_blend_ps(t30, t6, t21);
            t32 = _mm512_mask_blend_ps(t28, t5, t31);
            _mm512_storeu_ps(c + t20, t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)((long)0 + t4);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 16L) {
        t35 = t34 & -16L;
        t36 = _mm512_set1_ps(lo);
        t37 = _mm512_set1_ps(hi);
        t2 = 0L;
        do {
            t38 = (long)(int)((long)t33 + t2);
            t39 = _mm512_loadu_ps(a + t38);
            t40 = _mm512_cmp_ps_mask(t39, t36, _CMP_LT_OQ);
            t41 = _knot_mask16(t40);
            t42 = _mm512_cmp_ps_mask(t39, t37, _CMP_GT_OQ);
            t43 = _kand_mask16(t41, t42);
            t44 = _knot_mask16(t42);
            t45 = _kand_mask16(t41, t44);
            t46 = _kor_mask16(t43, t45);
            t47 = _knot_mask16(t42);
            t48 = _kand_mask16(t41, t47);
            t49 = _mm512_mask_blend_ps(t48, t37, t39);
            t50 = _mm512_mask_blend_ps(t46, t36, t49);
            _mm512_storeu_ps(c + t38, t50);
            t2 += 16L;
        } while (t2 < t35);
        t51 = (int)((long)t33 + t35);
    } else {
        t51 = t33;
    }
    t52 = (long)n + (long)t51 * -1L;
    if ((t52 >= 1L) & (t52 <= 16L)) {
        t53 = _mm512_set1_epi32((int)(int)t52);
        t54 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t53, _MM_CMPINT_LT);
        t55 = _mm512_set1_ps(lo);
        t56 = _mm512_set1_ps(hi);
        t57 = 0L;
        t58 = (long)(int)((long)t51 + t57);
        t59 = _mm512_maskz_loadu_ps(t54, a + t58);
        t60 = _mm512_cmp_ps_mask(t59, t55, _CMP_LT_OQ);
        t61 = _knot_mask16(t60);
        t62 = _kand_mask16(t54, t61);
        t63 = _mm512_cmp_ps_mask(t59, t56, _CMP_GT_OQ);
        t64 = _kand_mask16(t62, t63);
        t65 = _knot_mask16(t63);
        t66 = _kand_mask16(t62, t65);
        t67 = _kor_mask16(t64, t66);
        t68 = _knot_mask16(t63);
        t69 = _kand_mask16(t62, t68);
        t70 = _mm512_mask_blend_ps(t69, t56, t59);
        t71 = _mm512_mask_blend_ps(t67, t55, t70);
        _mm512_mask_storeu_ps(c + t58, t54, t71);
        i = (int)((long)t51 + t52);
    } else {
        i = t51;
    }
    for (; i < n; i++) {
        t72 = (long)i;
        x = a[t72];
        if (x < lo) {
            x_1 = lo;
        } else {
            if (x > hi) {
                x = hi;
            }
            x_1 = x;
        }
        c[t72] = x_1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __mmask16 t7;
    __m512 t8;
    __m512 t9;
    long t10;
    __m512 t11;
    __mmask16 t12;
    __m512 t13;
    __m512 t14;
    int t15;
    long t16;
    long t17;
    long t18;
    __m512 t19;
    __mmask16 t20;
    __m512 t21;
    __m512 t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
    __m512 t29;
    __mmask16 t30;
    __m512 t31;
    __m512 t32;
    int i;
    long t33;
    float t34;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_ps(a + t5);
            t7 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(0.0f), _CMP_GE_OQ);
            t8 = _mm512_sqrt_ps(t6);
            t9 = _mm512_mask_blend_ps(t7, _mm512_set1_ps(0.0f), t8);
            _mm512_storeu_ps(c + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_ps(a + t10);
            t12 = _mm512_cmp_ps_mask(t11, _mm512_set1_ps(0.0f), _CMP_GE_OQ);
            t13 = _mm512_sqrt_ps(t11);
            t14 = _mm512_mask_blend_ps(t12, _mm512_set1_ps(0.0f), t13);
            _mm512_storeu_ps(c + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t15 + t2);
            t19 = _mm512_loadu_ps(a + t18);
            t20 = _mm512_cmp_ps_mask(t19, _mm512_set1_ps(0.0f), _CMP_GE_OQ);
            t21 = _mm512_sqrt_ps(t19);
            t22 = _mm512_mask_blend_ps(t20, _mm512_set1_ps(0.0f), t21);
            _mm512_storeu_ps(c + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27);
        t29 = _mm512_maskz_loadu_ps(t26, a + t28);
        t30 = _mm512_cmp_ps_mask(t29, _mm512_set1_ps(0.0f), _CMP_GE_OQ);
        t31 = _mm512_sqrt_ps(t29);
        t32 = _mm512_mask_blend_ps(t30, _mm512_set1_ps(0.0f), t31);
        _mm512_mask_storeu_ps(c + t28, t26, t32);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        t34 = a[t33];
        if (t34 >= 0.0f) {
            c[t33] = sqrtf(t34);
        } else {
            c[t33] = 0.0f;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512d t6;
    __m512d t7;
    __m256i t8;
    __m512d t9;
    __m512d t10;
    __m512d t11;
    long t12;
    __m512d t13;
    __m512d t14;
    __m256i t15;
    __m512d t16;
    __m512d t17;
    __m512d t18;
    long t19;
    __m512d t20;
    __m512d t21;
    __m256i t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    long t26;
    __m512d t27;
    __m512d t28;
    __m256i t29;
    __m512d t30;
    __m512d t31;
    __m512d t32;
    int t33;
    long t34;
    long t35;
    long t36;
    __m512d t37;
    __m512d t38;
    __m256i t39;
    __m512d t40;
    __m512d t41;
    __m512d t42;
    int t43;
    long t44;
    __m256i t45;
    __m256i t46;
    long t47;
    long t48;
    __m512d t49;
    __m512d t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m512d t54;
    __m512d t55;
    __m512d t56;
    int i;
    long t57;
    double *t58;
    double t59;
    double t60;
    double t61;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_pd(a + t5);
            t7 = _mm512_loadu_pd(b + t5);
            t8 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t6, t7, _CMP_GT_OQ));
            t9 = _mm512_add_pd(t7, _mm512_set1_pd(1.0));
            t10 = _mm512_mul_pd(t6, _mm512_set1_pd(2.0));
            t11 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t8), t9, t10);
            _mm512_storeu_pd(c + t5, t11);
            t12 = (long)(int)((long)0 + (t1 + 8L));
            t13 = _mm512_loadu_pd(a + t12);
            t14 = _mm512_loadu_pd(b + t12);
            t15 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t13, t14, _CMP_GT_OQ));
            t16 = _mm512_add_pd(t14, _mm512_set1_pd(1.0));
            t17 = _mm512_mul_pd(t13, _mm512_set1_pd(2.0));
            t18 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t15), t16, t17);
            _mm512_storeu_pd(c + t12, t18);
            t19 = (long)(int)((long)0 + (t1 + 16L));
            t20 = _mm512_loadu_pd(a + t19);
            t21 = _mm512_loadu_pd(b + t19);
            t22 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t20, t21, _CMP_GT_OQ));
            t23 = _mm512_add_pd(t21, _mm512_set1_pd(1.0));
            t24 = _mm512_mul_pd(t20, _mm512_set1_pd(2.0));
            t25 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t22), t23, t24);
            _mm512_storeu_pd(c + t19, t25);
            t26 = (long)(int)((long)0 + (t1 + 24L));
            t27 = _mm512_loadu_pd(a + t26);
            t28 = _mm512_loadu_pd(b + t26);
            t29 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t27, t28, _CMP_GT_OQ));
            t30 = _mm512_add_pd(t28, _mm512_set1_pd(1.0));
            t31 = _mm512_mul_pd(t27, _mm512_set1_pd(2.0));
            t32 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t29), t30, t31);
            _mm512_storeu_pd(c + t26, t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)((long)0 + t4);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t2 = 0L;
        do {
            t36 = (long)(int)((long)t33 + t2);
            t37 = _mm512_loadu_pd(a + t36);
            t38 = _mm512_loadu_pd(b + t36);
            t39 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t37, t38, _CMP_GT_OQ));
            t40 = _mm512_add_pd(t38, _mm512_set1_pd(1.0));
            t41 = _mm512_mul_pd(t37, _mm512_set1_pd(2.0));
            t42 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t39), t40, t41);
            _mm512_storeu_pd(c + t36, t42);
            t2 += 8L;
        } while (t2 < t35);
        t43 = (int)((long)t33 + t35);
    } else {
        t43 = t33;
    }
    t44 = (long)n + (long)t43 * -1L;
    if ((t44 >= 1L) & (t44 <= 8L)) {
        t45 = _mm256_set1_epi32((int)(int)t44);
        t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t47 = 0L;
        t48 = (long)(int)((long)t43 + t47);
        t49 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t46), a + t48);
        t50 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t46), b + t48);
        t51 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t49, t50, _CMP_GT_OQ));
        t52 = (__m256i)~(vcc_m8)t51;
        t53 = _mm256_and_si256(t46, t52);
        t54 = _mm512_add_pd(t50, _mm512_set1_pd(1.0));
        t55 = _mm512_mul_pd(t49, _mm512_set1_pd(2.0));
        t56 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t53), t55, t54);
        _mm512_mask_storeu_pd(c + t48, _mm256_movepi32_mask(t46), t56);
        i = (int)((long)t43 + t44);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        t58 = c + t57;
        t59 = a[t57];
        t60 = b[t57];
        if (t59 > t60) {
            t61 = t59 * 2.0;
        } else {
            t61 = t60 + 1.0;
        }
        *t58 = t61;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    __m512d t14;
    __m512d t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m512d t20;
    __m512d t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m512d t26;
    __m512d t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m512d t32;
    __m512d t33;
    int t34;
    long t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    long t42;
    __m512d t43;
    __m512d t44;
    int t45;
    long t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    long t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    long t56;
    __m512d t57;
    __m512d t58;
    int i;
    long t59;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm256_set1_epi32((int)k);
        t9 = _mm256_set1_epi32((int)0);
        t10 = t9;
        t1 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t11 = t1;
            t12 = _mm256_cmpgt_epi32(t8, t11);
            t13 = (long)(int)((long)0 + t2);
            t14 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t12), (const double *)((unsigned long)h + (unsigned long)t13 * 8UL));
            t15 = _mm512_mul_pd(t14, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t13 * 8UL), _mm256_movepi32_mask(t12), t15);
            t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t17 = t16;
            t18 = _mm256_cmpgt_epi32(t8, t17);
            t19 = (long)(int)((long)0 + (t2 + 8L));
            t20 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t18), (const double *)((unsigned long)h + (unsigned long)t19 * 8UL));
            t21 = _mm512_mul_pd(t20, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t19 * 8UL), _mm256_movepi32_mask(t18), t21);
            t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t23 = t22;
            t24 = _mm256_cmpgt_epi32(t8, t23);
            t25 = (long)(int)((long)0 + (t2 + 16L));
            t26 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t24), (const double *)((unsigned long)h + (unsigned long)t25 * 8UL));
            t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t25 * 8UL), _mm256_movepi32_mask(t24), t27);
            t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t29 = t28;
            t30 = _mm256_cmpgt_epi32(t8, t29);
            t31 = (long)(int)((long)0 + (t2 + 24L));
            t32 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t30), (const double *)((unsigned long)h + (unsigned long)t31 * 8UL));
            t33 = _mm512_mul_pd(t32, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t31 * 8UL), _mm256_movepi32_mask(t30), t33);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t7);
        t34 = (int)((long)0 + t7);
    } else {
        t34 = 0;
    }
    t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        t36 = t35 & -8L;
        t37 = _mm256_set1_epi32((int)k);
        t38 = _mm256_set1_epi32((int)t34);
        t39 = t38;
        t3 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t40 = t3;
            t41 = _mm256_cmpgt_epi32(t37, t40);
            t42 = (long)(int)((long)t34 + t4);
            t43 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t41), (const double *)((unsigned long)h + (unsigned long)t42 * 8UL));
            t44 = _mm512_mul_pd(t43, _mm512_set1_pd(0.5));
            _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t42 * 8UL), _mm256_movepi32_mask(t41), t44);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t36);
        t45 = (int)((long)t34 + t36);
    } else {
        t45 = t34;
    }
    t46 = (long)n + (long)t45 * -1L;
    if ((t46 >= 1L) & (t46 <= 8L)) {
        t47 = _mm256_set1_epi32((int)(int)t46);
        t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t49 = _mm256_set1_epi32((int)k);
        t50 = _mm256_set1_epi32((int)t45);
        t51 = t50;
        t5 = _mm256_add_epi32(t51, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t52 = 0L;
        t53 = t5;
        t54 = _mm256_cmpgt_epi32(t49, t53);
        t55 = _mm256_and_si256(t48, t54);
        t56 = (long)(int)((long)t45 + t52);
        t57 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t55), (const double *)((unsigned long)h + (unsigned long)t56 * 8UL));
        t58 = _mm512_mul_pd(t57, _mm512_set1_pd(0.5));
        _mm512_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t56 * 8UL), _mm256_movepi32_mask(t55), t58);
        i = (int)((long)t45 + t46);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        if (i < k) {
            t59 = (long)i;
            c[t59] = h[t59] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int max_if_i32(int n, const int *a) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    int m;
    long t4;
    long t5;
    __m512i t6;
    int t7;
    int t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    long t12;
    __m512i t13;
    __mmask16 t14;
    __mmask16 t15;
    __m512i t16;
    __m512i t17;
    int i;
    int m_1;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t1 = _mm512_set1_epi32((int)(-2147483647 - 1));
        t2 = 0L;
        do {
            t6 = _mm512_loadu_si512(a + (int)((long)0 + t2));
            t1 = _mm512_max_epi32(t6, t1);
            t2 += 16L;
        } while (t2 < t5);
        t7 = (int)((long)0 + t5);
        t8 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_max_epi32, int);
    } else {
        t7 = 0;
        t8 = (-2147483647 - 1);
    }
    t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t3 = _mm512_set1_epi32((int)t8);
        t12 = 0L;
        t13 = _mm512_maskz_loadu_epi32(t11, a + (int)((long)t7 + t12));
        t14 = _mm512_cmp_epi32_mask(t13, t3, _MM_CMPINT_NLE);
        t15 = _kand_mask16(t11, t14);
        t16 = _mm512_mask_blend_epi32(t15, t3, t13);
        t17 = _mm512_mask_blend_epi32(t11, t3, t16);
        i = (int)((long)t7 + t9);
        m_1 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1)), _mm_max_epi32, int);
    } else {
        i = t7;
        m_1 = t8;
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
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    signed char *a8;
    signed char *b8;
    short *a16;
    short *c16;
    int *a32;
    int *b32;
    int *c32;
    int *d32;
    unsigned int *au;
    unsigned int *su;
    unsigned int *cu;
    long *a64;
    long *c64;
    float *af;
    float *cf;
    double *ad;
    double *bd;
    double *cd;
    int t4;
    double *hd;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    int fill_idx_8;
    int fill_idx_9;
    int fill_idx_10;
    int fill_idx_11;
    int fill_idx_12;
    int fill_idx_13;
    int fill_idx_14;
    int fill_idx_15;
    long t5;
    long t6;
    float *t7;
    __m512 t8;
    __m512 t9;
    float *t10;
    __m512 t11;
    __m512 t12;
    int t13;
    long t14;
    long t15;
    float *t16;
    __m512 t17;
    __m512 t18;
    int t19;
    long t20;
    __m512i t21;
    __mmask16 t22;
    long t23;
    float *t24;
    __m512 t25;
    __m512 t26;
    int i;
    float *t27;
    unsigned long t28;
    const int *t29;
    int t30;
    unsigned long t31;
    const void *t32;
    unsigned long t33;
    const long *t34;
    long t35;
    unsigned long t36;
    const float *t37;
    const void *t38;
    const void *t39;
    int t40;
    count_idx = 0;
    n_1 = 0;
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
        a8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        b8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        a16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        c16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        a32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        b32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        c32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        d32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        au = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        su = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        cu = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        a64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        c64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        af = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        cf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        ad = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        bd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        cd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        t4 = n / 2;
        hd = (double *)(_mm256_zeroupper(), new_array(t4, 8UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)((_mm256_zeroupper(), next_rand()) % 600U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)((_mm256_zeroupper(), next_rand()) % 7U);
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = 0 + (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 100000U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 40U));
        }
        for (fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)((_mm256_zeroupper(), next_rand()) % 2000000U));
        }
        for (fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)((_mm256_zeroupper(), next_rand()) % 600U));
        }
        for (fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_14 = 0; fill_idx_14 < t4; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(0 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        t5 = (long)n;
        if (t5 >= 32L) {
            t6 = t5 & -32L;
            t1 = 0L;
            do {
                t7 = af + (int)((long)0 + t1);
                t8 = _mm512_loadu_ps(t7);
                t9 = _mm512_div_ps(t8, _mm512_set1_ps(7.0f));
                _mm512_storeu_ps(t7, t9);
                t10 = af + (int)((long)0 + (t1 + 16L));
                t11 = _mm512_loadu_ps(t10);
                t12 = _mm512_div_ps(t11, _mm512_set1_ps(7.0f));
                _mm512_storeu_ps(t10, t12);
                t1 += 32L;
            } while (t1 < t6);
            t13 = (int)((long)0 + t6);
        } else {
            t13 = 0;
        }
        t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 16L) {
            t15 = t14 & -16L;
            t2 = 0L;
            do {
                t16 = af + (int)((long)t13 + t2);
                t17 = _mm512_loadu_ps(t16);
                t18 = _mm512_div_ps(t17, _mm512_set1_ps(7.0f));
                _mm512_storeu_ps(t16, t18);
                t2 += 16L;
            } while (t2 < t15);
            t19 = (int)((long)t13 + t15);
        } else {
            t19 = t13;
        }
        t20 = (long)n + (long)t19 * -1L;
        if ((t20 >= 1L) & (t20 <= 16L)) {
            t21 = _mm512_set1_epi32((int)(int)t20);
            t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
            t23 = 0L;
            t24 = af + (int)((long)t19 + t23);
            t25 = _mm512_maskz_loadu_ps(t22, t24);
            t26 = _mm512_div_ps(t25, _mm512_set1_ps(7.0f));
            _mm512_mask_storeu_ps(t24, t22, t26);
            i = (int)((long)t19 + t20);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            t27 = af + i;
            *t27 = *t27 / 7.0f;
        }
        (_mm256_zeroupper(), store_pos_i8(n, b8, a8));
        t28 = (unsigned long)n;
        printf("n=%d i8=%llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b8, t28 * 1UL)));
        (_mm256_zeroupper(), nested_i16(n, c16, a16));
        t29 = a32;
        t30 = (_mm256_zeroupper(), sum_odd_i32(n, t29));
        printf(" i16=%llx sum_odd=%d", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c16, t28 * 2UL)), t30);
        (_mm256_zeroupper(), div_i32(n, c32, t29, b32));
        t31 = t28 * 4UL;
        t32 = (const void *)c32;
        printf(" div=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, t31)));
        (_mm256_zeroupper(), shift_u32(n, cu, au, su));
        printf(" shift=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)cu, t31)));
        (_mm256_zeroupper(), abs_sign_i32(n, c32, d32, t29));
        t33 = (_mm256_zeroupper(), hash_bytes((const void *)d32, t31));
        printf(" abs=%llx sign=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, t31)), (unsigned long long)t33);
        t34 = a64;
        (_mm256_zeroupper(), odd_even_i64(n, c64, t34));
        t35 = (_mm256_zeroupper(), sum_neg_i64(n, t34));
        t36 = t28 * 8UL;
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c64, t36)), t35);
        t37 = af;
        (_mm256_zeroupper(), clamp_f32(n, cf, t37, -10.5f, 20.25f));
        t38 = (const void *)cf;
        printf(" clamp=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t38, t31)));
        (_mm256_zeroupper(), sqrt_pos_f32(n, cf, t37));
        printf(" sqrt=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t38, t31)));
        (_mm256_zeroupper(), pick_f64(n, cd, ad, bd));
        t39 = (const void *)cd;
        printf(" pick=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t39, t36)));
        (_mm256_zeroupper(), guarded_f64(n, t4, cd, hd));
        t40 = (_mm256_zeroupper(), max_if_i32(n, t29));
        printf(" guarded=%llx max=%d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t39, t36)), t40);
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
