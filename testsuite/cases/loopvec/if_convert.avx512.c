/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t6 = t5;
            __mmask32 t7 = _mm256_cmp_epi8_mask(t6, _mm256_set1_epi8((char)0), _MM_CMPINT_NLE);
            _mm256_mask_storeu_epi8((signed char *)((unsigned long)b + (unsigned long)t4 * 1UL), t7, t5);
            t1 += 32L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void nested_i16(int n, short *restrict c, const short *restrict a) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m256i t6 = _mm256_cvtepi16_epi32(t5);
            __m256i t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32(0));
            __m256i t8 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32(100));
            __m256i t9 = (__m256i)~(vcc_m8)t8;
            __m256i t10 = _mm256_and_si256(t7, t9);
            __m256i t11 = t6;
            __m256i t12 = _mm256_set1_epi32(2);
            __m256i t13 = _mm256_mullo_epi32(t11, t12);
            __m256i t14 = t13;
            __m128i t15 = _mm256_cvtepi32_epi16(t14);
            _mm_mask_storeu_epi16((short *)((unsigned long)c + (unsigned long)t4 * 2UL), _mm256_movepi32_mask(t10), t15);
            __m256i t16 = _mm256_and_si256(t7, t8);
            _mm_mask_storeu_epi16((short *)((unsigned long)c + (unsigned long)t4 * 2UL), _mm256_movepi32_mask(t16), _mm_set1_epi16((short)100));
            t1 += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_odd_i32(int n, const int *a) {
    vcc_no_contract_body
    int t33;
    int t34;
    int t42;
    int t43;
    int i;
    int s;
    int s_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = _mm256_and_si256(t10, _mm256_set1_epi32(1));
            __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t11, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t13 = t10;
            __m256i t14 = _mm256_add_epi32(t2, t13);
            t2 = _mm256_ternarylogic_epi32(t12, t14, t2, 0xCA);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t16 = _mm256_and_si256(t15, _mm256_set1_epi32(1));
            __m256i t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t16, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t18 = t15;
            __m256i t19 = _mm256_add_epi32(t3, t18);
            t3 = _mm256_ternarylogic_epi32(t17, t19, t3, 0xCA);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t21 = _mm256_and_si256(t20, _mm256_set1_epi32(1));
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t21, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t23 = t20;
            __m256i t24 = _mm256_add_epi32(t4, t23);
            t4 = _mm256_ternarylogic_epi32(t22, t24, t4, 0xCA);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t26 = _mm256_and_si256(t25, _mm256_set1_epi32(1));
            __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t26, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t28 = t25;
            __m256i t29 = _mm256_add_epi32(t5, t28);
            t5 = _mm256_ternarylogic_epi32(t27, t29, t5, 0xCA);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t30 = _mm256_add_epi32(t2, t3);
        __m256i t31 = _mm256_add_epi32(t30, t4);
        __m256i t32 = _mm256_add_epi32(t31, t5);
        t33 = (int)t9;
        t34 = (int)vcc_avx2_sum_epi32(t32);
    } else {
        t33 = 0;
        t34 = 0;
    }
    long t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t37 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t33 + t6)));
            __m256i t38 = _mm256_and_si256(t37, _mm256_set1_epi32(1));
            __m256i t39 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t38, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t40 = t37;
            __m256i t41 = _mm256_add_epi32(t7, t40);
            t7 = _mm256_ternarylogic_epi32(t39, t41, t7, 0xCA);
            t6 += 8L;
        } while (t6 < t36);
        t42 = (int)((long)t33 + t36);
        t43 = (int)((unsigned int)t34 + vcc_avx2_sum_epi32(t7));
    } else {
        t42 = t33;
        t43 = t34;
    }
    long t44 = (long)n + (long)t42 * -1L;
    if ((t44 >= 1L) & (t44 <= 8L)) {
        __m256i t45 = _mm256_set1_epi32((int)(int)t44);
        __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t47 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t46), a + (int)(long)t42);
        __m256i t48 = _mm256_and_si256(t47, _mm256_set1_epi32(1));
        __m256i t49 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t48, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t50 = _mm256_and_si256(t46, t49);
        __m256i t51 = t47;
        __m256i t52 = _mm256_add_epi32(_mm256_set1_epi32(0), t51);
        __m256i t53 = _mm256_ternarylogic_epi32(t50, t52, _mm256_set1_epi32(0), 0xCA);
        __m256i t54 = _mm256_ternarylogic_epi32(t46, t53, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t42 + t44);
        s = (int)((unsigned int)t43 + vcc_avx2_sum_epi32(t54));
    } else {
        i = t42;
        s = t43;
    }
    for (; i < n; i++, s = s_1) {
        int t55 = a[i];
        if (t55 & 1) {
            s_1 = s + t55;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t5, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t6), (const int *)((unsigned long)a + (unsigned long)t4 * 4UL));
            __m256i t8 = _mm256_ternarylogic_epi32(t6, t5, _mm256_set1_epi32(1), 0xCA);
            __m256i t9 = (__m256i)((vcc_v8_int)t7 / (vcc_v8_int)t8);
            __m256i t10 = _mm256_ternarylogic_epi32(t6, t5, _mm256_set1_epi32(1), 0xCA);
            __m256i t11 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)t10);
            __m256i t12 = t9;
            __m256i t13 = t11;
            __m256i t14 = _mm256_add_epi32(t12, t13);
            __m256i t15 = t14;
            __m256i t16 = _mm256_ternarylogic_epi32(t6, t15, _mm256_set1_epi32(-1), 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t4), t16);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = b[t17];
        if (t18 != 0) {
            int t19 = a[t17];
            c[t17] = t19 / t18 + t19 % t18;
        } else {
            c[t17] = -1;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    vcc_no_contract_body
    int t29;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(s + t5));
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t6, _mm256_set1_epi32(32), _MM_CMPINT_LT));
            __m256i t8 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t7), (const unsigned int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            __m256i t9 = _mm256_ternarylogic_epi32(t7, t6, _mm256_set1_epi32(0), 0xCA);
            __m256i t10 = _mm256_sllv_epi32(t8, t9);
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t7), t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(s + t11));
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t12, _mm256_set1_epi32(32), _MM_CMPINT_LT));
            __m256i t14 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t13), (const unsigned int *)((unsigned long)a + (unsigned long)t11 * 4UL));
            __m256i t15 = _mm256_ternarylogic_epi32(t13, t12, _mm256_set1_epi32(0), 0xCA);
            __m256i t16 = _mm256_sllv_epi32(t14, t15);
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t11 * 4UL), _mm256_movepi32_mask(t13), t16);
            long t17 = (long)(int)(t1 + 16L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(s + t17));
            __m256i t19 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t18, _mm256_set1_epi32(32), _MM_CMPINT_LT));
            __m256i t20 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), (const unsigned int *)((unsigned long)a + (unsigned long)t17 * 4UL));
            __m256i t21 = _mm256_ternarylogic_epi32(t19, t18, _mm256_set1_epi32(0), 0xCA);
            __m256i t22 = _mm256_sllv_epi32(t20, t21);
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t17 * 4UL), _mm256_movepi32_mask(t19), t22);
            long t23 = (long)(int)(t1 + 24L);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(s + t23));
            __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t24, _mm256_set1_epi32(32), _MM_CMPINT_LT));
            __m256i t26 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t25), (const unsigned int *)((unsigned long)a + (unsigned long)t23 * 4UL));
            __m256i t27 = _mm256_ternarylogic_epi32(t25, t24, _mm256_set1_epi32(0), 0xCA);
            __m256i t28 = _mm256_sllv_epi32(t26, t27);
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t23 * 4UL), _mm256_movepi32_mask(t25), t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(s + t32));
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t33, _mm256_set1_epi32(32), _MM_CMPINT_LT));
            __m256i t35 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t34), (const unsigned int *)((unsigned long)a + (unsigned long)t32 * 4UL));
            __m256i t36 = _mm256_ternarylogic_epi32(t34, t33, _mm256_set1_epi32(0), 0xCA);
            __m256i t37 = _mm256_sllv_epi32(t35, t36);
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t32 * 4UL), _mm256_movepi32_mask(t34), t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        __m256i t43 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), s + t42);
        __m256i t44 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t43, _mm256_set1_epi32(32), _MM_CMPINT_LT));
        __m256i t45 = _mm256_and_si256(t41, t44);
        __m256i t46 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t45), (const unsigned int *)((unsigned long)a + (unsigned long)t42 * 4UL));
        __m256i t47 = _mm256_ternarylogic_epi32(t45, t43, _mm256_set1_epi32(0), 0xCA);
        __m256i t48 = _mm256_sllv_epi32(t46, t47);
        _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)c + (unsigned long)t42 * 4UL), _mm256_movepi32_mask(t45), t48);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        unsigned int t50 = s[t49];
        if (t50 < 32U) {
            c[t49] = a[t49] << t50;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    vcc_no_contract_body
    int t34;
    int t51;
    int i;
    int t81;
    int t82;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            const int *t7 = a + t6;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_abs_epi32(t8);
            _mm256_storeu_si256((__m256i *)(c + t6), t9);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t11 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32(0));
            __m256i t12 = (__m256i)~(vcc_m8)t11;
            __m256i t13 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t10);
            __m256i t14 = (__m256i)~(vcc_m8)t13;
            __m256i t15 = _mm256_and_si256(t12, t14);
            __m256i t16 = _mm256_and_si256(t12, t13);
            __m256i t17 = _mm256_or_si256(t16, t15);
            __m256i t18 = _mm256_ternarylogic_epi32(t15, _mm256_set1_epi32(0), _mm256_set1_epi32(-1), 0xCA);
            __m256i t19 = _mm256_ternarylogic_epi32(t17, t18, _mm256_set1_epi32(1), 0xCA);
            _mm256_storeu_si256((__m256i *)(d + t6), t19);
            long t20 = (long)(int)(t1 + 8L);
            const int *t21 = a + t20;
            __m256i t22 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t23 = _mm256_abs_epi32(t22);
            _mm256_storeu_si256((__m256i *)(c + t20), t23);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t25 = _mm256_cmpgt_epi32(t24, _mm256_set1_epi32(0));
            __m256i t26 = (__m256i)~(vcc_m8)t25;
            __m256i t27 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t24);
            __m256i t28 = (__m256i)~(vcc_m8)t27;
            __m256i t29 = _mm256_and_si256(t26, t28);
            __m256i t30 = _mm256_and_si256(t26, t27);
            __m256i t31 = _mm256_or_si256(t30, t29);
            __m256i t32 = _mm256_ternarylogic_epi32(t29, _mm256_set1_epi32(0), _mm256_set1_epi32(-1), 0xCA);
            __m256i t33 = _mm256_ternarylogic_epi32(t31, t32, _mm256_set1_epi32(1), 0xCA);
            _mm256_storeu_si256((__m256i *)(d + t20), t33);
            t1 += 16L;
        } while (t1 < t5);
        t34 = (int)t5;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long t2 = 0L;
        do {
            long t37 = (long)(int)((long)t34 + t2);
            const int *t38 = a + t37;
            __m256i t39 = _mm256_loadu_si256((const __m256i *)t38);
            __m256i t40 = _mm256_abs_epi32(t39);
            _mm256_storeu_si256((__m256i *)(c + t37), t40);
            __m256i t41 = _mm256_loadu_si256((const __m256i *)t38);
            __m256i t42 = _mm256_cmpgt_epi32(t41, _mm256_set1_epi32(0));
            __m256i t43 = (__m256i)~(vcc_m8)t42;
            __m256i t44 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t41);
            __m256i t45 = (__m256i)~(vcc_m8)t44;
            __m256i t46 = _mm256_and_si256(t43, t45);
            __m256i t47 = _mm256_and_si256(t43, t44);
            __m256i t48 = _mm256_or_si256(t47, t46);
            __m256i t49 = _mm256_ternarylogic_epi32(t46, _mm256_set1_epi32(0), _mm256_set1_epi32(-1), 0xCA);
            __m256i t50 = _mm256_ternarylogic_epi32(t48, t49, _mm256_set1_epi32(1), 0xCA);
            _mm256_storeu_si256((__m256i *)(d + t37), t50);
            t2 += 8L;
        } while (t2 < t36);
        t51 = (int)((long)t34 + t36);
    } else {
        t51 = t34;
    }
    long t52 = (long)n + (long)t51 * -1L;
    if ((t52 >= 1L) & (t52 <= 8L)) {
        __m256i t53 = _mm256_set1_epi32((int)(int)t52);
        __m256i t54 = _mm256_cmpgt_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t55 = (long)(int)(long)t51;
        const int *t56 = a + t55;
        __m256i t57 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), t56);
        __m256i t58 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t57);
        __m256i t59 = (__m256i)~(vcc_m8)t58;
        __m256i t60 = _mm256_and_si256(t54, t59);
        __m256i t61 = t57;
        __m256i t62 = _mm256_sub_epi32(_mm256_setzero_si256(), t61);
        __m256i t63 = t62;
        __m256i t64 = _mm256_ternarylogic_epi32(t60, t57, t63, 0xCA);
        _mm256_mask_storeu_epi32(c + t55, _mm256_movepi32_mask(t54), t64);
        __m256i t65 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), t56);
        __m256i t66 = _mm256_cmpgt_epi32(t65, _mm256_set1_epi32(0));
        __m256i t67 = (__m256i)~(vcc_m8)t66;
        __m256i t68 = _mm256_and_si256(t54, t67);
        __m256i t69 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t65);
        __m256i t70 = (__m256i)~(vcc_m8)t69;
        __m256i t71 = _mm256_and_si256(t68, t70);
        __m256i t72 = _mm256_and_si256(t68, t69);
        __m256i t73 = _mm256_or_si256(t72, t71);
        __m256i t74 = _mm256_ternarylogic_epi32(t71, _mm256_set1_epi32(0), _mm256_set1_epi32(-1), 0xCA);
        __m256i t75 = _mm256_ternarylogic_epi32(t73, t74, _mm256_set1_epi32(1), 0xCA);
        _mm256_mask_storeu_epi32(d + t55, _mm256_movepi32_mask(t54), t75);
        i = (int)((long)t51 + t52);
    } else {
        i = t51;
    }
    for (; i < n; i++) {
        long t76 = (long)i;
        int *t77 = c + t76;
        const int *t78 = a + t76;
        int t3 = *t78;
        if (t3 < 0) {
            t3 = -t3;
        }
        *t77 = t3;
        int *t79 = d + t76;
        int t80 = *t78;
        if (t80 > 0) {
            t82 = 1;
        } else {
            if (t80 < 0) {
                t81 = -1;
            } else {
                t81 = 0;
            }
            t82 = t81;
        }
        *t79 = t82;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_even_i64(int n, long *restrict c, const long *restrict a) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long sum_neg_i64(int n, const long *a) {
    vcc_no_contract_body
    int t29;
    long t30;
    int i;
    long s;
    long s_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m128i t11 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t10));
            __m256i t12 = t10;
            __m256i t13 = _mm256_add_epi64(t2, t12);
            t2 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t11), t2, t13);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 4L)));
            __m128i t15 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t14));
            __m256i t16 = t14;
            __m256i t17 = _mm256_add_epi64(t3, t16);
            t3 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t15), t3, t17);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m128i t19 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t18));
            __m256i t20 = t18;
            __m256i t21 = _mm256_add_epi64(t4, t20);
            t4 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t19), t4, t21);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 12L)));
            __m128i t23 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t22));
            __m256i t24 = t22;
            __m256i t25 = _mm256_add_epi64(t5, t24);
            t5 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t23), t5, t25);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t26 = _mm256_add_epi64(t2, t3);
        __m256i t27 = _mm256_add_epi64(t26, t4);
        __m256i t28 = _mm256_add_epi64(t27, t5);
        t29 = (int)t9;
        t30 = (long)vcc_avx2_reduce_epi64(t28, _mm_add_epi64, unsigned long);
    } else {
        t29 = 0;
        t30 = 0L;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t29 + t6)));
            __m128i t34 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t33));
            __m256i t35 = t33;
            __m256i t36 = _mm256_add_epi64(t7, t35);
            t7 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t34), t7, t36);
            t6 += 4L;
        } while (t6 < t32);
        i = (int)((long)t29 + t32);
        s = (long)((unsigned long)t30 + vcc_avx2_reduce_epi64(t7, _mm_add_epi64, unsigned long));
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++, s = s_1) {
        long t37 = a[i];
        if (t37 < 0L) {
            s_1 = s + t37;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    vcc_no_contract_body
    int t59;
    int t77;
    int i;
    float x_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t5 = _mm256_set1_ps(lo);
        __m256 t6 = _mm256_set1_ps(hi);
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m256 t8 = _mm256_loadu_ps(a + t7);
            __m256i t9 = _mm256_castps_si256(_mm256_cmp_ps(t8, t5, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t9;
            __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t8, t6, _CMP_GT_OQ));
            __m256i t12 = _mm256_and_si256(t10, t11);
            __m256i t13 = (__m256i)~(vcc_m8)t11;
            __m256i t14 = _mm256_and_si256(t10, t13);
            __m256i t15 = _mm256_or_si256(t12, t14);
            __m256i t16 = (__m256i)~(vcc_m8)t11;
            __m256i t17 = _mm256_and_si256(t10, t16);
            __m256 t18 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t17), t6, t8);
            __m256 t19 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t15), t5, t18);
            _mm256_storeu_ps(c + t7, t19);
            long t20 = (long)(int)(t1 + 8L);
            __m256 t21 = _mm256_loadu_ps(a + t20);
            __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(t21, t5, _CMP_LT_OQ));
            __m256i t23 = (__m256i)~(vcc_m8)t22;
            __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(t21, t6, _CMP_GT_OQ));
            __m256i t25 = _mm256_and_si256(t23, t24);
            __m256i t26 = (__m256i)~(vcc_m8)t24;
            __m256i t27 = _mm256_and_si256(t23, t26);
            __m256i t28 = _mm256_or_si256(t25, t27);
            __m256i t29 = (__m256i)~(vcc_m8)t24;
            __m256i t30 = _mm256_and_si256(t23, t29);
            __m256 t31 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t30), t6, t21);
            __m256 t32 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t28), t5, t31);
            _mm256_storeu_ps(c + t20, t32);
            long t33 = (long)(int)(t1 + 16L);
            __m256 t34 = _mm256_loadu_ps(a + t33);
            __m256i t35 = _mm256_castps_si256(_mm256_cmp_ps(t34, t5, _CMP_LT_OQ));
            __m256i t36 = (__m256i)~(vcc_m8)t35;
            __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(t34, t6, _CMP_GT_OQ));
            __m256i t38 = _mm256_and_si256(t36, t37);
            __m256i t39 = (__m256i)~(vcc_m8)t37;
            __m256i t40 = _mm256_and_si256(t36, t39);
            __m256i t41 = _mm256_or_si256(t38, t40);
            __m256i t42 = (__m256i)~(vcc_m8)t37;
            __m256i t43 = _mm256_and_si256(t36, t42);
            __m256 t44 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t43), t6, t34);
            __m256 t45 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t41), t5, t44);
            _mm256_storeu_ps(c + t33, t45);
            long t46 = (long)(int)(t1 + 24L);
            __m256 t47 = _mm256_loadu_ps(a + t46);
            __m256i t48 = _mm256_castps_si256(_mm256_cmp_ps(t47, t5, _CMP_LT_OQ));
            __m256i t49 = (__m256i)~(vcc_m8)t48;
            __m256i t50 = _mm256_castps_si256(_mm256_cmp_ps(t47, t6, _CMP_GT_OQ));
            __m256i t51 = _mm256_and_si256(t49, t50);
            __m256i t52 = (__m256i)~(vcc_m8)t50;
            __m256i t53 = _mm256_and_si256(t49, t52);
            __m256i t54 = _mm256_or_si256(t51, t53);
            __m256i t55 = (__m256i)~(vcc_m8)t50;
            __m256i t56 = _mm256_and_si256(t49, t55);
            __m256 t57 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t56), t6, t47);
            __m256 t58 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t54), t5, t57);
            _mm256_storeu_ps(c + t46, t58);
            t1 += 32L;
        } while (t1 < t4);
        t59 = (int)t4;
    } else {
        t59 = 0;
    }
    long t60 = (long)n + (long)t59 * -1L;
    if (t60 >= 8L) {
        long t61 = t60 & -8L;
        __m256 t62 = _mm256_set1_ps(lo);
        __m256 t63 = _mm256_set1_ps(hi);
        long t2 = 0L;
        do {
            long t64 = (long)(int)((long)t59 + t2);
            __m256 t65 = _mm256_loadu_ps(a + t64);
            __m256i t66 = _mm256_castps_si256(_mm256_cmp_ps(t65, t62, _CMP_LT_OQ));
            __m256i t67 = (__m256i)~(vcc_m8)t66;
            __m256i t68 = _mm256_castps_si256(_mm256_cmp_ps(t65, t63, _CMP_GT_OQ));
            __m256i t69 = _mm256_and_si256(t67, t68);
            __m256i t70 = (__m256i)~(vcc_m8)t68;
            __m256i t71 = _mm256_and_si256(t67, t70);
            __m256i t72 = _mm256_or_si256(t69, t71);
            __m256i t73 = (__m256i)~(vcc_m8)t68;
            __m256i t74 = _mm256_and_si256(t67, t73);
            __m256 t75 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t74), t63, t65);
            __m256 t76 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t72), t62, t75);
            _mm256_storeu_ps(c + t64, t76);
            t2 += 8L;
        } while (t2 < t61);
        t77 = (int)((long)t59 + t61);
    } else {
        t77 = t59;
    }
    long t78 = (long)n + (long)t77 * -1L;
    if ((t78 >= 1L) & (t78 <= 8L)) {
        __m256i t79 = _mm256_set1_epi32((int)(int)t78);
        __m256i t80 = _mm256_cmpgt_epi32(t79, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t81 = _mm256_set1_ps(lo);
        __m256 t82 = _mm256_set1_ps(hi);
        long t83 = (long)(int)(long)t77;
        __m256 t84 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t80), a + t83);
        __m256i t85 = _mm256_castps_si256(_mm256_cmp_ps(t84, t81, _CMP_LT_OQ));
        __m256i t86 = (__m256i)~(vcc_m8)t85;
        __m256i t87 = _mm256_and_si256(t80, t86);
        __m256i t88 = _mm256_castps_si256(_mm256_cmp_ps(t84, t82, _CMP_GT_OQ));
        __m256i t89 = _mm256_and_si256(t87, t88);
        __m256i t90 = (__m256i)~(vcc_m8)t88;
        __m256i t91 = _mm256_and_si256(t87, t90);
        __m256i t92 = _mm256_or_si256(t89, t91);
        __m256i t93 = (__m256i)~(vcc_m8)t88;
        __m256i t94 = _mm256_and_si256(t87, t93);
        __m256 t95 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t94), t82, t84);
        __m256 t96 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t92), t81, t95);
        _mm256_mask_storeu_ps(c + t83, _mm256_movepi32_mask(t80), t96);
        i = (int)((long)t77 + t78);
    } else {
        i = t77;
    }
    for (; i < n; i++) {
        long t97 = (long)i;
        float x = a[t97];
        if (x < lo) {
            x_1 = lo;
        } else {
            if (x > hi) {
                x = hi;
            }
            x_1 = x;
        }
        c[t97] = x_1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256 t8 = _mm256_sqrt_ps(t6);
            __m256 t9 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t7), _mm256_set1_ps(0.0f), t8);
            _mm256_storeu_ps(c + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256 t11 = _mm256_loadu_ps(a + t10);
            __m256i t12 = _mm256_castps_si256(_mm256_cmp_ps(t11, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256 t13 = _mm256_sqrt_ps(t11);
            __m256 t14 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t12), _mm256_set1_ps(0.0f), t13);
            _mm256_storeu_ps(c + t10, t14);
            t1 += 16L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m256 t19 = _mm256_loadu_ps(a + t18);
            __m256i t20 = _mm256_castps_si256(_mm256_cmp_ps(t19, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256 t21 = _mm256_sqrt_ps(t19);
            __m256 t22 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t20), _mm256_set1_ps(0.0f), t21);
            _mm256_storeu_ps(c + t18, t22);
            t2 += 8L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t27 = (long)(int)(long)t23;
        __m256 t28 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), a + t27);
        __m256i t29 = _mm256_castps_si256(_mm256_cmp_ps(t28, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
        __m256 t30 = _mm256_sqrt_ps(t28);
        __m256 t31 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t29), _mm256_set1_ps(0.0f), t30);
        _mm256_mask_storeu_ps(c + t27, _mm256_movepi32_mask(t26), t31);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t33;
    int i;
    double t47;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = _mm256_loadu_pd(b + t5);
            __m128i t8 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t6, t7, _CMP_GT_OQ));
            __m256d t9 = _mm256_add_pd(t7, _mm256_set1_pd(1.0));
            __m256d t10 = _mm256_mul_pd(t6, _mm256_set1_pd(2.0));
            __m256d t11 = _mm256_mask_blend_pd(_mm_movepi32_mask(t8), t9, t10);
            _mm256_storeu_pd(c + t5, t11);
            long t12 = (long)(int)(t1 + 4L);
            __m256d t13 = _mm256_loadu_pd(a + t12);
            __m256d t14 = _mm256_loadu_pd(b + t12);
            __m128i t15 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t13, t14, _CMP_GT_OQ));
            __m256d t16 = _mm256_add_pd(t14, _mm256_set1_pd(1.0));
            __m256d t17 = _mm256_mul_pd(t13, _mm256_set1_pd(2.0));
            __m256d t18 = _mm256_mask_blend_pd(_mm_movepi32_mask(t15), t16, t17);
            _mm256_storeu_pd(c + t12, t18);
            long t19 = (long)(int)(t1 + 8L);
            __m256d t20 = _mm256_loadu_pd(a + t19);
            __m256d t21 = _mm256_loadu_pd(b + t19);
            __m128i t22 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t20, t21, _CMP_GT_OQ));
            __m256d t23 = _mm256_add_pd(t21, _mm256_set1_pd(1.0));
            __m256d t24 = _mm256_mul_pd(t20, _mm256_set1_pd(2.0));
            __m256d t25 = _mm256_mask_blend_pd(_mm_movepi32_mask(t22), t23, t24);
            _mm256_storeu_pd(c + t19, t25);
            long t26 = (long)(int)(t1 + 12L);
            __m256d t27 = _mm256_loadu_pd(a + t26);
            __m256d t28 = _mm256_loadu_pd(b + t26);
            __m128i t29 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t27, t28, _CMP_GT_OQ));
            __m256d t30 = _mm256_add_pd(t28, _mm256_set1_pd(1.0));
            __m256d t31 = _mm256_mul_pd(t27, _mm256_set1_pd(2.0));
            __m256d t32 = _mm256_mask_blend_pd(_mm_movepi32_mask(t29), t30, t31);
            _mm256_storeu_pd(c + t26, t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m256d t37 = _mm256_loadu_pd(a + t36);
            __m256d t38 = _mm256_loadu_pd(b + t36);
            __m128i t39 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t37, t38, _CMP_GT_OQ));
            __m256d t40 = _mm256_add_pd(t38, _mm256_set1_pd(1.0));
            __m256d t41 = _mm256_mul_pd(t37, _mm256_set1_pd(2.0));
            __m256d t42 = _mm256_mask_blend_pd(_mm_movepi32_mask(t39), t40, t41);
            _mm256_storeu_pd(c + t36, t42);
            t2 += 4L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        double *t44 = c + t43;
        double t45 = a[t43];
        double t46 = b[t43];
        if (t45 > t46) {
            t47 = t45 * 2.0;
        } else {
            t47 = t46 + 1.0;
        }
        *t44 = t47;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    vcc_no_contract_body
    int t33;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        __m128i t7 = _mm_set1_epi32((int)k);
        __m128i t8 = _mm_set1_epi32(0);
        __m128i t9 = t8;
        __m128i t1 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
        long t2 = 0L;
        do {
            __m128i t10 = t1;
            __m128i t11 = _mm_cmpgt_epi32(t7, t10);
            long t12 = (long)(int)t2;
            __m256d t13 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t11), (const double *)((unsigned long)h + (unsigned long)t12 * 8UL));
            __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.5));
            _mm256_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t12 * 8UL), _mm_movepi32_mask(t11), t14);
            __m128i t15 = _mm_add_epi32(t1, _mm_set1_epi32(4));
            __m128i t16 = t15;
            __m128i t17 = _mm_cmpgt_epi32(t7, t16);
            long t18 = (long)(int)(t2 + 4L);
            __m256d t19 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t17), (const double *)((unsigned long)h + (unsigned long)t18 * 8UL));
            __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.5));
            _mm256_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t18 * 8UL), _mm_movepi32_mask(t17), t20);
            __m128i t21 = _mm_add_epi32(t1, _mm_set1_epi32(8));
            __m128i t22 = t21;
            __m128i t23 = _mm_cmpgt_epi32(t7, t22);
            long t24 = (long)(int)(t2 + 8L);
            __m256d t25 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t23), (const double *)((unsigned long)h + (unsigned long)t24 * 8UL));
            __m256d t26 = _mm256_mul_pd(t25, _mm256_set1_pd(0.5));
            _mm256_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t24 * 8UL), _mm_movepi32_mask(t23), t26);
            __m128i t27 = _mm_add_epi32(t1, _mm_set1_epi32(12));
            __m128i t28 = t27;
            __m128i t29 = _mm_cmpgt_epi32(t7, t28);
            long t30 = (long)(int)(t2 + 12L);
            __m256d t31 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t29), (const double *)((unsigned long)h + (unsigned long)t30 * 8UL));
            __m256d t32 = _mm256_mul_pd(t31, _mm256_set1_pd(0.5));
            _mm256_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t30 * 8UL), _mm_movepi32_mask(t29), t32);
            t2 += 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32(16));
        } while (t2 < t6);
        t33 = (int)t6;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        __m128i t36 = _mm_set1_epi32((int)k);
        __m128i t37 = _mm_set1_epi32((int)t33);
        __m128i t38 = t37;
        __m128i t3 = _mm_add_epi32(t38, _mm_setr_epi32(0, 1, 2, 3));
        long t4 = 0L;
        do {
            __m128i t39 = t3;
            __m128i t40 = _mm_cmpgt_epi32(t36, t39);
            long t41 = (long)(int)((long)t33 + t4);
            __m256d t42 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t40), (const double *)((unsigned long)h + (unsigned long)t41 * 8UL));
            __m256d t43 = _mm256_mul_pd(t42, _mm256_set1_pd(0.5));
            _mm256_mask_storeu_pd((double *)((unsigned long)c + (unsigned long)t41 * 8UL), _mm_movepi32_mask(t40), t43);
            t4 += 4L;
            t3 = _mm_add_epi32(t3, _mm_set1_epi32(4));
        } while (t4 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t44 = (long)i;
            c[t44] = h[t44] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int max_if_i32(int n, const int *a) {
    vcc_no_contract_body
    int m;
    int t17;
    int t18;
    int i;
    int m_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        __m256i t1 = _mm256_set1_epi32((int)(-2147483647 - 1));
        long t2 = 0L;
        __m256i t3 = t1;
        __m256i t4 = t1;
        __m256i t5 = t1;
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            t1 = _mm256_max_epi32(t10, t1);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 8L)));
            t3 = _mm256_max_epi32(t11, t3);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 16L)));
            t4 = _mm256_max_epi32(t12, t4);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 24L)));
            t5 = _mm256_max_epi32(t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        __m256i t14 = _mm256_max_epi32(t1, t3);
        __m256i t15 = _mm256_max_epi32(t14, t4);
        __m256i t16 = _mm256_max_epi32(t15, t5);
        t17 = (int)t9;
        t18 = vcc_avx2_reduce_epi32(t16, _mm_max_epi32, int);
    } else {
        t17 = 0;
        t18 = (-2147483647 - 1);
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t6 = _mm256_set1_epi32((int)t18);
        long t7 = 0L;
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t7)));
            t6 = _mm256_max_epi32(t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_avx2_reduce_epi32(t6, _mm_max_epi32, int);
    } else {
        i = t17;
        m_1 = t18;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
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
        if (t5 >= 16L) {
            long t6 = t5 & -16L;
            long t1 = 0L;
            do {
                float *t7 = af + (int)t1;
                __m256 t8 = _mm256_loadu_ps(t7);
                __m256 t9 = _mm256_div_ps(t8, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t7, t9);
                float *t10 = af + (int)(t1 + 8L);
                __m256 t11 = _mm256_loadu_ps(t10);
                __m256 t12 = _mm256_div_ps(t11, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t10, t12);
                t1 += 16L;
            } while (t1 < t6);
            t13 = (int)t6;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 8L) {
            long t15 = t14 & -8L;
            long t2 = 0L;
            do {
                float *t16 = af + (int)((long)t13 + t2);
                __m256 t17 = _mm256_loadu_ps(t16);
                __m256 t18 = _mm256_div_ps(t17, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t16, t18);
                t2 += 8L;
            } while (t2 < t15);
            t19 = (int)((long)t13 + t15);
        } else {
            t19 = t13;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if ((t20 >= 1L) & (t20 <= 8L)) {
            __m256i t21 = _mm256_set1_epi32((int)(int)t20);
            __m256i t22 = _mm256_cmpgt_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t23 = af + (int)(long)t19;
            __m256 t24 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t22), t23);
            __m256 t25 = _mm256_div_ps(t24, _mm256_set1_ps(7.0f));
            _mm256_mask_storeu_ps(t23, _mm256_movepi32_mask(t22), t25);
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
