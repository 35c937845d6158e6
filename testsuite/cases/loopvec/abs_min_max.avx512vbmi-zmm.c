/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 12 */
#include <math.h>
#include "harness.h"

/* Absolute values and clamps written with ?: (the vector selects become abs, min and max:
   midend/src/transform/loopvec/idioms.rs). The data holds each type's most negative value,
   whose negation wraps in the narrow types (C converts the promoted int back), and, for the
   floats, NaNs and zeros of both signs, on which min and max must keep the select's order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_clamp_i32(int n, int *restrict a, const int *restrict b, int hi) {
    vcc_no_contract_body
    int t14;
    int t22;
    int i;
    int t42;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512i t5 = _mm512_set1_epi32((int)hi);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512i t7 = _mm512_loadu_si512(b + t6);
            __m512i t8 = _mm512_abs_epi32(t7);
            __m512i t9 = _mm512_min_epi32(t5, t8);
            _mm512_storeu_si512(a + t6, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(b + t10);
            __m512i t12 = _mm512_abs_epi32(t11);
            __m512i t13 = _mm512_min_epi32(t5, t12);
            _mm512_storeu_si512(a + t10, t13);
            t1 += 32L;
        } while (t1 < t4);
        t14 = (int)t4;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        __m512i t17 = _mm512_set1_epi32((int)hi);
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t14 + t2);
            __m512i t19 = _mm512_loadu_si512(b + t18);
            __m512i t20 = _mm512_abs_epi32(t19);
            __m512i t21 = _mm512_min_epi32(t17, t20);
            _mm512_storeu_si512(a + t18, t21);
            t2 += 16L;
        } while (t2 < t16);
        t22 = (int)((long)t14 + t16);
    } else {
        t22 = t14;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        __m512i t26 = _mm512_set1_epi32((int)hi);
        long t27 = (long)(int)(long)t22;
        __m512i t28 = _mm512_maskz_loadu_epi32(t25, b + t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(t28, _mm512_set1_epi32(0), _MM_CMPINT_LT);
        __mmask16 t30 = _knot_mask16(t29);
        __mmask16 t31 = _kand_mask16(t25, t30);
        __m512i t32 = t28;
        __m512i t33 = _mm512_sub_epi32(_mm512_setzero_si512(), t32);
        __m512i t34 = t33;
        __m512i t35 = _mm512_mask_blend_epi32(t31, t34, t28);
        __mmask16 t36 = _mm512_cmp_epi32_mask(t35, t26, _MM_CMPINT_NLE);
        __mmask16 t37 = _knot_mask16(t36);
        __mmask16 t38 = _kand_mask16(t25, t37);
        __m512i t39 = _mm512_mask_blend_epi32(t38, t26, t35);
        _mm512_mask_storeu_epi32(a + t27, t25, t39);
        i = (int)((long)t22 + t23);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        int v = b[t40];
        if (v < 0) {
            v = -v;
        }
        int *t41 = a + t40;
        if (v > hi) {
            t42 = hi;
        } else {
            t42 = v;
        }
        *t41 = t42;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    vcc_no_contract_body
    int t16;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m512i t8 = _mm512_cvtepi8_epi32(t7);
            __m512i t9 = _mm512_abs_epi32(t8);
            __m128i t10 = _mm512_cvtepi32_epi8(t9);
            _mm_storeu_si128((__m128i *)(a + t6), t10);
            long t11 = (long)(int)(t1 + 16L);
            __m128i t12 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m512i t13 = _mm512_cvtepi8_epi32(t12);
            __m512i t14 = _mm512_abs_epi32(t13);
            __m128i t15 = _mm512_cvtepi32_epi8(t14);
            _mm_storeu_si128((__m128i *)(a + t11), t15);
            t1 += 32L;
        } while (t1 < t5);
        t16 = (int)t5;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        long t2 = 0L;
        do {
            long t19 = (long)(int)((long)t16 + t2);
            __m128i t20 = _mm_loadu_si128((const __m128i *)(b + t19));
            __m512i t21 = _mm512_cvtepi8_epi32(t20);
            __m512i t22 = _mm512_abs_epi32(t21);
            __m128i t23 = _mm512_cvtepi32_epi8(t22);
            _mm_storeu_si128((__m128i *)(a + t19), t23);
            t2 += 16L;
        } while (t2 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        signed char *t25 = a + t24;
        int t3 = (int)b[t24];
        if (t3 < 0) {
            t3 = -t3;
        }
        *t25 = (signed char)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_i16(int n, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t16;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t8 = _mm512_cvtepi16_epi32(t7);
            __m512i t9 = _mm512_abs_epi32(t8);
            __m256i t10 = _mm512_cvtepi32_epi16(t9);
            _mm256_storeu_si256((__m256i *)(a + t6), t10);
            long t11 = (long)(int)(t1 + 16L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m512i t13 = _mm512_cvtepi16_epi32(t12);
            __m512i t14 = _mm512_abs_epi32(t13);
            __m256i t15 = _mm512_cvtepi32_epi16(t14);
            _mm256_storeu_si256((__m256i *)(a + t11), t15);
            t1 += 32L;
        } while (t1 < t5);
        t16 = (int)t5;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        long t2 = 0L;
        do {
            long t19 = (long)(int)((long)t16 + t2);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t19));
            __m512i t21 = _mm512_cvtepi16_epi32(t20);
            __m512i t22 = _mm512_abs_epi32(t21);
            __m256i t23 = _mm512_cvtepi32_epi16(t22);
            _mm256_storeu_si256((__m256i *)(a + t19), t23);
            t2 += 16L;
        } while (t2 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        short *t25 = a + t24;
        int t3 = (int)b[t24];
        if (0 > t3) {
            t3 = -t3;
        }
        *t25 = (short)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_i64(int n, long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    int t18;
    int t24;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512i t7 = _mm512_loadu_si512(b + t6);
            __m512i t8 = _mm512_abs_epi64(t7);
            _mm512_storeu_si512(a + t6, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m512i t10 = _mm512_loadu_si512(b + t9);
            __m512i t11 = _mm512_abs_epi64(t10);
            _mm512_storeu_si512(a + t9, t11);
            long t12 = (long)(int)(t1 + 16L);
            __m512i t13 = _mm512_loadu_si512(b + t12);
            __m512i t14 = _mm512_abs_epi64(t13);
            _mm512_storeu_si512(a + t12, t14);
            long t15 = (long)(int)(t1 + 24L);
            __m512i t16 = _mm512_loadu_si512(b + t15);
            __m512i t17 = _mm512_abs_epi64(t16);
            _mm512_storeu_si512(a + t15, t17);
            t1 += 32L;
        } while (t1 < t5);
        t18 = (int)t5;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t2 = 0L;
        do {
            long t21 = (long)(int)((long)t18 + t2);
            __m512i t22 = _mm512_loadu_si512(b + t21);
            __m512i t23 = _mm512_abs_epi64(t22);
            _mm512_storeu_si512(a + t21, t23);
            t2 += 8L;
        } while (t2 < t20);
        t24 = (int)((long)t18 + t20);
    } else {
        t24 = t18;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 8L)) {
        __m256i t26 = _mm256_set1_epi32((int)(int)t25);
        __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t28 = (long)(int)(long)t24;
        __m512i t29 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t27), b + t28);
        __m256i t30 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t29, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NLE));
        __m256i t31 = (__m256i)~(vcc_m8)t30;
        __m256i t32 = _mm256_and_si256(t27, t31);
        __m512i t33 = t29;
        __m512i t34 = _mm512_sub_epi64(_mm512_setzero_si512(), t33);
        __m512i t35 = t34;
        __m512i t36 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t32), t29, t35);
        _mm512_mask_storeu_epi64(a + t28, _mm256_movepi32_mask(t27), t36);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        long *t38 = a + t37;
        long t3 = b[t37];
        if (t3 <= 0L) {
            t3 = -t3;
        }
        *t38 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    vcc_no_contract_body
    int t37;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m128i t7 = _mm_set1_epi8((char)lo);
        __m128i t8 = _mm_set1_epi8((char)hi);
        __m512i t9 = _mm512_cvtepu8_epi32(t7);
        __m512i t10 = _mm512_cvtepu8_epi32(t8);
        long t1 = 0L;
        do {
            long t11 = (long)(int)t1;
            __m128i t12 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m512i t13 = _mm512_cvtepu8_epi32(t12);
            __mmask16 t14 = _mm512_cmp_epi32_mask(t13, t9, _MM_CMPINT_LT);
            __mmask16 t15 = _knot_mask16(t14);
            __mmask16 t16 = _mm512_cmp_epi32_mask(t13, t10, _MM_CMPINT_NLE);
            __mmask16 t17 = _knot_mask16(t16);
            __mmask16 t18 = _kand_mask16(t15, t17);
            __mmask16 t19 = _kand_mask16(t15, t16);
            __mmask16 t20 = _kor_mask16(t19, t18);
            __m512i t21 = _mm512_mask_blend_epi32(t18, t10, t13);
            __m512i t22 = _mm512_mask_blend_epi32(t20, t9, t21);
            __m128i t23 = _mm512_cvtepi32_epi8(t22);
            _mm_storeu_si128((__m128i *)(a + t11), t23);
            long t24 = (long)(int)(t1 + 16L);
            __m128i t25 = _mm_loadu_si128((const __m128i *)(b + t24));
            __m512i t26 = _mm512_cvtepu8_epi32(t25);
            __mmask16 t27 = _mm512_cmp_epi32_mask(t26, t9, _MM_CMPINT_LT);
            __mmask16 t28 = _knot_mask16(t27);
            __mmask16 t29 = _mm512_cmp_epi32_mask(t26, t10, _MM_CMPINT_NLE);
            __mmask16 t30 = _knot_mask16(t29);
            __mmask16 t31 = _kand_mask16(t28, t30);
            __mmask16 t32 = _kand_mask16(t28, t29);
            __mmask16 t33 = _kor_mask16(t32, t31);
            __m512i t34 = _mm512_mask_blend_epi32(t31, t10, t26);
            __m512i t35 = _mm512_mask_blend_epi32(t33, t9, t34);
            __m128i t36 = _mm512_cvtepi32_epi8(t35);
            _mm_storeu_si128((__m128i *)(a + t24), t36);
            t1 += 32L;
        } while (t1 < t6);
        t37 = (int)t6;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 16L) {
        long t39 = t38 & -16L;
        __m128i t40 = _mm_set1_epi8((char)lo);
        __m128i t41 = _mm_set1_epi8((char)hi);
        __m512i t42 = _mm512_cvtepu8_epi32(t40);
        __m512i t43 = _mm512_cvtepu8_epi32(t41);
        long t2 = 0L;
        do {
            long t44 = (long)(int)((long)t37 + t2);
            __m128i t45 = _mm_loadu_si128((const __m128i *)(b + t44));
            __m512i t46 = _mm512_cvtepu8_epi32(t45);
            __mmask16 t47 = _mm512_cmp_epi32_mask(t46, t42, _MM_CMPINT_LT);
            __mmask16 t48 = _knot_mask16(t47);
            __mmask16 t49 = _mm512_cmp_epi32_mask(t46, t43, _MM_CMPINT_NLE);
            __mmask16 t50 = _knot_mask16(t49);
            __mmask16 t51 = _kand_mask16(t48, t50);
            __mmask16 t52 = _kand_mask16(t48, t49);
            __mmask16 t53 = _kor_mask16(t52, t51);
            __m512i t54 = _mm512_mask_blend_epi32(t51, t43, t46);
            __m512i t55 = _mm512_mask_blend_epi32(t53, t42, t54);
            __m128i t56 = _mm512_cvtepi32_epi8(t55);
            _mm_storeu_si128((__m128i *)(a + t44), t56);
            t2 += 16L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t57 = (long)i;
        unsigned char *t58 = a + t57;
        int t59 = (int)b[t57];
        int t3 = (int)lo;
        if (t59 >= t3) {
            int t4 = (int)hi;
            if (t59 <= t4) {
                t4 = t59;
            }
            t3 = t4;
        }
        *t58 = (unsigned char)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    vcc_no_contract_body
    int t37;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi16((short)lo);
        __m256i t8 = _mm256_set1_epi16((short)hi);
        __m512i t9 = _mm512_cvtepi16_epi32(t7);
        __m512i t10 = _mm512_cvtepi16_epi32(t8);
        long t1 = 0L;
        do {
            long t11 = (long)(int)t1;
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m512i t13 = _mm512_cvtepi16_epi32(t12);
            __mmask16 t14 = _mm512_cmp_epi32_mask(t13, t9, _MM_CMPINT_LT);
            __mmask16 t15 = _knot_mask16(t14);
            __mmask16 t16 = _mm512_cmp_epi32_mask(t13, t10, _MM_CMPINT_NLE);
            __mmask16 t17 = _knot_mask16(t16);
            __mmask16 t18 = _kand_mask16(t15, t17);
            __mmask16 t19 = _kand_mask16(t15, t16);
            __mmask16 t20 = _kor_mask16(t19, t18);
            __m512i t21 = _mm512_mask_blend_epi32(t18, t10, t13);
            __m512i t22 = _mm512_mask_blend_epi32(t20, t9, t21);
            __m256i t23 = _mm512_cvtepi32_epi16(t22);
            _mm256_storeu_si256((__m256i *)(a + t11), t23);
            long t24 = (long)(int)(t1 + 16L);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + t24));
            __m512i t26 = _mm512_cvtepi16_epi32(t25);
            __mmask16 t27 = _mm512_cmp_epi32_mask(t26, t9, _MM_CMPINT_LT);
            __mmask16 t28 = _knot_mask16(t27);
            __mmask16 t29 = _mm512_cmp_epi32_mask(t26, t10, _MM_CMPINT_NLE);
            __mmask16 t30 = _knot_mask16(t29);
            __mmask16 t31 = _kand_mask16(t28, t30);
            __mmask16 t32 = _kand_mask16(t28, t29);
            __mmask16 t33 = _kor_mask16(t32, t31);
            __m512i t34 = _mm512_mask_blend_epi32(t31, t10, t26);
            __m512i t35 = _mm512_mask_blend_epi32(t33, t9, t34);
            __m256i t36 = _mm512_cvtepi32_epi16(t35);
            _mm256_storeu_si256((__m256i *)(a + t24), t36);
            t1 += 32L;
        } while (t1 < t6);
        t37 = (int)t6;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 16L) {
        long t39 = t38 & -16L;
        __m256i t40 = _mm256_set1_epi16((short)lo);
        __m256i t41 = _mm256_set1_epi16((short)hi);
        __m512i t42 = _mm512_cvtepi16_epi32(t40);
        __m512i t43 = _mm512_cvtepi16_epi32(t41);
        long t2 = 0L;
        do {
            long t44 = (long)(int)((long)t37 + t2);
            __m256i t45 = _mm256_loadu_si256((const __m256i *)(b + t44));
            __m512i t46 = _mm512_cvtepi16_epi32(t45);
            __mmask16 t47 = _mm512_cmp_epi32_mask(t46, t42, _MM_CMPINT_LT);
            __mmask16 t48 = _knot_mask16(t47);
            __mmask16 t49 = _mm512_cmp_epi32_mask(t46, t43, _MM_CMPINT_NLE);
            __mmask16 t50 = _knot_mask16(t49);
            __mmask16 t51 = _kand_mask16(t48, t50);
            __mmask16 t52 = _kand_mask16(t48, t49);
            __mmask16 t53 = _kor_mask16(t52, t51);
            __m512i t54 = _mm512_mask_blend_epi32(t51, t43, t46);
            __m512i t55 = _mm512_mask_blend_epi32(t53, t42, t54);
            __m256i t56 = _mm512_cvtepi32_epi16(t55);
            _mm256_storeu_si256((__m256i *)(a + t44), t56);
            t2 += 16L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t57 = (long)i;
        short *t58 = a + t57;
        int t59 = (int)b[t57];
        int t3 = (int)lo;
        if (t59 >= t3) {
            int t4 = (int)hi;
            if (t59 <= t4) {
                t4 = t59;
            }
            t3 = t4;
        }
        *t58 = (short)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
    vcc_no_contract_body
    int t18;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        __m256i t6 = _mm256_set1_epi16((short)hi);
        __m512i t7 = _mm512_cvtepu16_epi32(t6);
        long t1 = 0L;
        do {
            long t8 = (long)(int)t1;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m512i t10 = _mm512_cvtepu16_epi32(t9);
            __m512i t11 = _mm512_min_epi32(t7, t10);
            __m256i t12 = _mm512_cvtepi32_epi16(t11);
            _mm256_storeu_si256((__m256i *)(a + t8), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m512i t15 = _mm512_cvtepu16_epi32(t14);
            __m512i t16 = _mm512_min_epi32(t7, t15);
            __m256i t17 = _mm512_cvtepi32_epi16(t16);
            _mm256_storeu_si256((__m256i *)(a + t13), t17);
            t1 += 32L;
        } while (t1 < t5);
        t18 = (int)t5;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        __m256i t21 = _mm256_set1_epi16((short)hi);
        __m512i t22 = _mm512_cvtepu16_epi32(t21);
        long t2 = 0L;
        do {
            long t23 = (long)(int)((long)t18 + t2);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t23));
            __m512i t25 = _mm512_cvtepu16_epi32(t24);
            __m512i t26 = _mm512_min_epi32(t22, t25);
            __m256i t27 = _mm512_cvtepi32_epi16(t26);
            _mm256_storeu_si256((__m256i *)(a + t23), t27);
            t2 += 16L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        unsigned short *t29 = a + t28;
        int t30 = (int)b[t28];
        int t3 = (int)hi;
        if (t30 < t3) {
            t3 = t30;
        }
        *t29 = (unsigned short)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    vcc_no_contract_body
    int t15;
    int t24;
    int i;
    unsigned int t41;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512i t5 = _mm512_set1_epi32((int)lo);
        __m512i t6 = _mm512_set1_epi32((int)hi);
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m512i t8 = _mm512_loadu_si512(b + t7);
            __m512i t9 = _mm512_max_epu32(t8, t5);
            __m512i t10 = _mm512_min_epu32(t6, t9);
            _mm512_storeu_si512(a + t7, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512i t12 = _mm512_loadu_si512(b + t11);
            __m512i t13 = _mm512_max_epu32(t12, t5);
            __m512i t14 = _mm512_min_epu32(t6, t13);
            _mm512_storeu_si512(a + t11, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        __m512i t18 = _mm512_set1_epi32((int)lo);
        __m512i t19 = _mm512_set1_epi32((int)hi);
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t15 + t2);
            __m512i t21 = _mm512_loadu_si512(b + t20);
            __m512i t22 = _mm512_max_epu32(t21, t18);
            __m512i t23 = _mm512_min_epu32(t19, t22);
            _mm512_storeu_si512(a + t20, t23);
            t2 += 16L;
        } while (t2 < t17);
        t24 = (int)((long)t15 + t17);
    } else {
        t24 = t15;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 16L)) {
        __m512i t26 = _mm512_set1_epi32((int)(int)t25);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        __m512i t28 = _mm512_set1_epi32((int)lo);
        __m512i t29 = _mm512_set1_epi32((int)hi);
        long t30 = (long)(int)(long)t24;
        __m512i t31 = _mm512_maskz_loadu_epi32(t27, b + t30);
        __mmask16 t32 = _mm512_cmp_epu32_mask(t31, t28, _MM_CMPINT_NLE);
        __mmask16 t33 = _kand_mask16(t27, t32);
        __m512i t34 = _mm512_mask_blend_epi32(t33, t28, t31);
        __mmask16 t35 = _mm512_cmp_epu32_mask(t29, t34, _MM_CMPINT_LT);
        __mmask16 t36 = _knot_mask16(t35);
        __mmask16 t37 = _kand_mask16(t27, t36);
        __m512i t38 = _mm512_mask_blend_epi32(t37, t29, t34);
        _mm512_mask_storeu_epi32(a + t30, t27, t38);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        unsigned int v = b[t39];
        if (v <= lo) {
            v = lo;
        }
        unsigned int *t40 = a + t39;
        if (hi < v) {
            t41 = hi;
        } else {
            t41 = v;
        }
        *t40 = t41;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    int t22;
    int t29;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512i t7 = _mm512_loadu_si512(a + t6);
            __m512i t8 = _mm512_loadu_si512(b + t6);
            __m512i t9 = _mm512_min_epi64(t7, t8);
            _mm512_storeu_si512(c + t6, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m512i t11 = _mm512_loadu_si512(a + t10);
            __m512i t12 = _mm512_loadu_si512(b + t10);
            __m512i t13 = _mm512_min_epi64(t11, t12);
            _mm512_storeu_si512(c + t10, t13);
            long t14 = (long)(int)(t1 + 16L);
            __m512i t15 = _mm512_loadu_si512(a + t14);
            __m512i t16 = _mm512_loadu_si512(b + t14);
            __m512i t17 = _mm512_min_epi64(t15, t16);
            _mm512_storeu_si512(c + t14, t17);
            long t18 = (long)(int)(t1 + 24L);
            __m512i t19 = _mm512_loadu_si512(a + t18);
            __m512i t20 = _mm512_loadu_si512(b + t18);
            __m512i t21 = _mm512_min_epi64(t19, t20);
            _mm512_storeu_si512(c + t18, t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)t5;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t2 = 0L;
        do {
            long t25 = (long)(int)((long)t22 + t2);
            __m512i t26 = _mm512_loadu_si512(a + t25);
            __m512i t27 = _mm512_loadu_si512(b + t25);
            __m512i t28 = _mm512_min_epi64(t26, t27);
            _mm512_storeu_si512(c + t25, t28);
            t2 += 8L;
        } while (t2 < t24);
        t29 = (int)((long)t22 + t24);
    } else {
        t29 = t22;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t30);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t33 = (long)(int)(long)t29;
        __m512i t34 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t32), a + t33);
        __m512i t35 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t32), b + t33);
        __m256i t36 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t34, t35, _MM_CMPINT_LT));
        __m256i t37 = (__m256i)~(vcc_m8)t36;
        __m256i t38 = _mm256_and_si256(t32, t37);
        __m512i t39 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t38), t34, t35);
        _mm512_mask_storeu_epi64(c + t33, _mm256_movepi32_mask(t32), t39);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        long *t41 = c + t40;
        long t3 = a[t40];
        long t42 = b[t40];
        if (t3 >= t42) {
            t3 = t42;
        }
        *t41 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t25;
    int t37;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            const float *t8 = a + t7;
            __m512 t9 = _mm512_loadu_ps(t8);
            const float *t10 = b + t7;
            __m512 t11 = _mm512_loadu_ps(t10);
            __m512 t12 = _mm512_min_ps(t9, t11);
            _mm512_storeu_ps(c + t7, t12);
            __m512 t13 = _mm512_loadu_ps(t10);
            __m512 t14 = _mm512_loadu_ps(t8);
            __m512 t15 = _mm512_max_ps(t14, t13);
            _mm512_storeu_ps(d + t7, t15);
            long t16 = (long)(int)(t1 + 16L);
            const float *t17 = a + t16;
            __m512 t18 = _mm512_loadu_ps(t17);
            const float *t19 = b + t16;
            __m512 t20 = _mm512_loadu_ps(t19);
            __m512 t21 = _mm512_min_ps(t18, t20);
            _mm512_storeu_ps(c + t16, t21);
            __m512 t22 = _mm512_loadu_ps(t19);
            __m512 t23 = _mm512_loadu_ps(t17);
            __m512 t24 = _mm512_max_ps(t23, t22);
            _mm512_storeu_ps(d + t16, t24);
            t1 += 32L;
        } while (t1 < t6);
        t25 = (int)t6;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 16L) {
        long t27 = t26 & -16L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            const float *t29 = a + t28;
            __m512 t30 = _mm512_loadu_ps(t29);
            const float *t31 = b + t28;
            __m512 t32 = _mm512_loadu_ps(t31);
            __m512 t33 = _mm512_min_ps(t30, t32);
            _mm512_storeu_ps(c + t28, t33);
            __m512 t34 = _mm512_loadu_ps(t31);
            __m512 t35 = _mm512_loadu_ps(t29);
            __m512 t36 = _mm512_max_ps(t35, t34);
            _mm512_storeu_ps(d + t28, t36);
            t2 += 16L;
        } while (t2 < t27);
        t37 = (int)((long)t25 + t27);
    } else {
        t37 = t25;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if ((t38 >= 1L) & (t38 <= 16L)) {
        __m512i t39 = _mm512_set1_epi32((int)(int)t38);
        __mmask16 t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t39, _MM_CMPINT_LT);
        long t41 = (long)(int)(long)t37;
        const float *t42 = a + t41;
        __m512 t43 = _mm512_maskz_loadu_ps(t40, t42);
        const float *t44 = b + t41;
        __m512 t45 = _mm512_maskz_loadu_ps(t40, t44);
        __mmask16 t46 = _mm512_cmp_ps_mask(t43, t45, _CMP_LT_OQ);
        __mmask16 t47 = _knot_mask16(t46);
        __mmask16 t48 = _kand_mask16(t40, t47);
        __m512 t49 = _mm512_mask_blend_ps(t48, t43, t45);
        _mm512_mask_storeu_ps(c + t41, t40, t49);
        __m512 t50 = _mm512_maskz_loadu_ps(t40, t44);
        __m512 t51 = _mm512_maskz_loadu_ps(t40, t42);
        __mmask16 t52 = _mm512_cmp_ps_mask(t50, t51, _CMP_LT_OQ);
        __mmask16 t53 = _knot_mask16(t52);
        __mmask16 t54 = _kand_mask16(t40, t53);
        __m512 t55 = _mm512_mask_blend_ps(t54, t51, t50);
        _mm512_mask_storeu_ps(d + t41, t40, t55);
        i = (int)((long)t37 + t38);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        float *t57 = c + t56;
        const float *t58 = a + t56;
        float t3 = *t58;
        const float *t59 = b + t56;
        float t60 = *t59;
        if (!(t3 < t60)) {
            t3 = t60;
        }
        *t57 = t3;
        float *t61 = d + t56;
        float t62 = *t59;
        float t4 = *t58;
        if (!(t62 < t4)) {
            t4 = t62;
        }
        *t61 = t4;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t22;
    int t29;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512d t7 = _mm512_loadu_pd(a + t6);
            __m512d t8 = _mm512_loadu_pd(b + t6);
            __m512d t9 = _mm512_max_pd(t7, t8);
            _mm512_storeu_pd(c + t6, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m512d t11 = _mm512_loadu_pd(a + t10);
            __m512d t12 = _mm512_loadu_pd(b + t10);
            __m512d t13 = _mm512_max_pd(t11, t12);
            _mm512_storeu_pd(c + t10, t13);
            long t14 = (long)(int)(t1 + 16L);
            __m512d t15 = _mm512_loadu_pd(a + t14);
            __m512d t16 = _mm512_loadu_pd(b + t14);
            __m512d t17 = _mm512_max_pd(t15, t16);
            _mm512_storeu_pd(c + t14, t17);
            long t18 = (long)(int)(t1 + 24L);
            __m512d t19 = _mm512_loadu_pd(a + t18);
            __m512d t20 = _mm512_loadu_pd(b + t18);
            __m512d t21 = _mm512_max_pd(t19, t20);
            _mm512_storeu_pd(c + t18, t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)t5;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t2 = 0L;
        do {
            long t25 = (long)(int)((long)t22 + t2);
            __m512d t26 = _mm512_loadu_pd(a + t25);
            __m512d t27 = _mm512_loadu_pd(b + t25);
            __m512d t28 = _mm512_max_pd(t26, t27);
            _mm512_storeu_pd(c + t25, t28);
            t2 += 8L;
        } while (t2 < t24);
        t29 = (int)((long)t22 + t24);
    } else {
        t29 = t22;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t30);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t33 = (long)(int)(long)t29;
        __m512d t34 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t32), a + t33);
        __m512d t35 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t32), b + t33);
        __m256i t36 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t34, t35, _CMP_GT_OQ));
        __m256i t37 = (__m256i)~(vcc_m8)t36;
        __m256i t38 = _mm256_and_si256(t32, t37);
        __m512d t39 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t38), t34, t35);
        _mm512_mask_storeu_pd(c + t33, _mm256_movepi32_mask(t32), t39);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        double *t41 = c + t40;
        double t3 = a[t40];
        double t42 = b[t40];
        if (!(t3 > t42)) {
            t3 = t42;
        }
        *t41 = t3;
    }
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t16;
    int t24;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512 t7 = _mm512_loadu_ps(a + t6);
            __m512 t8 = _mm512_loadu_ps(b + t6);
            __mmask16 t9 = _mm512_cmp_ps_mask(t7, t8, _CMP_LE_OQ);
            __m512 t10 = _mm512_mask_blend_ps(t9, t8, t7);
            _mm512_storeu_ps(c + t6, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512 t12 = _mm512_loadu_ps(a + t11);
            __m512 t13 = _mm512_loadu_ps(b + t11);
            __mmask16 t14 = _mm512_cmp_ps_mask(t12, t13, _CMP_LE_OQ);
            __m512 t15 = _mm512_mask_blend_ps(t14, t13, t12);
            _mm512_storeu_ps(c + t11, t15);
            t1 += 32L;
        } while (t1 < t5);
        t16 = (int)t5;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        long t2 = 0L;
        do {
            long t19 = (long)(int)((long)t16 + t2);
            __m512 t20 = _mm512_loadu_ps(a + t19);
            __m512 t21 = _mm512_loadu_ps(b + t19);
            __mmask16 t22 = _mm512_cmp_ps_mask(t20, t21, _CMP_LE_OQ);
            __m512 t23 = _mm512_mask_blend_ps(t22, t21, t20);
            _mm512_storeu_ps(c + t19, t23);
            t2 += 16L;
        } while (t2 < t18);
        t24 = (int)((long)t16 + t18);
    } else {
        t24 = t16;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 16L)) {
        __m512i t26 = _mm512_set1_epi32((int)(int)t25);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        long t28 = (long)(int)(long)t24;
        __m512 t29 = _mm512_maskz_loadu_ps(t27, a + t28);
        __m512 t30 = _mm512_maskz_loadu_ps(t27, b + t28);
        __mmask16 t31 = _mm512_cmp_ps_mask(t29, t30, _CMP_LE_OQ);
        __mmask16 t32 = _knot_mask16(t31);
        __mmask16 t33 = _kand_mask16(t27, t32);
        __m512 t34 = _mm512_mask_blend_ps(t33, t29, t30);
        _mm512_mask_storeu_ps(c + t28, t27, t34);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        float *t36 = c + t35;
        float t3 = a[t35];
        float t37 = b[t35];
        if (!(t3 <= t37)) {
            t3 = t37;
        }
        *t36 = t3;
    }
}

static float special_float(void) {
    switch (next_rand() % 8) {
    case 0: return NAN;
    case 1: return 0.0f;
    case 2: return -0.0f;
    default: return (float)((int)(next_rand() % 200) - 100) / 4;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i32 = new_array(n, 4), *o32 = new_array(n, 4);
        signed char *i8 = new_array(n, 1), *o8 = new_array(n, 1);
        unsigned char *u8 = new_array(n, 1), *p8 = new_array(n, 1);
        short *i16 = new_array(n, 2), *o16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2), *p16 = new_array(n, 2);
        unsigned *u32 = new_array(n, 4), *p32 = new_array(n, 4);
        long *i64 = new_array(n, 8), *j64 = new_array(n, 8), *o64 = new_array(n, 8);
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4), *fd = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dc = new_array(n, 8);
        for (int k = 0; k < n; k++) {
            uint32_t r = next_rand();
            i32[k] = k % 11 == 3 ? -2147483647 : (int)(r % 20001) - 10000;
            i8[k] = k % 7 == 2 ? -128 : (signed char)r;
            u8[k] = (unsigned char)(r >> 3);
            i16[k] = k % 5 == 1 ? -32768 : (short)(r >> 2);
            u16[k] = (unsigned short)(r >> 1);
            u32[k] = r * 2654435761u;
            i64[k] = k % 9 == 4 ? -9223372036854775807L : (long)r * (long)(r % 7 ? r : -r) - 4000000000000L;
            j64[k] = (long)next_rand() << 20;
            fa[k] = special_float();
            fb[k] = special_float();
            da[k] = special_float();
            db[k] = special_float();
        }
        abs_clamp_i32(n, o32, i32, 5000);
        unsigned long long h_abs32 = HASH(o32, n);
        abs_i8(n, o8, i8);
        abs_i16(n, o16, i16);
        unsigned long long h_abs8 = HASH(o8, n), h_abs16 = HASH(o16, n);
        abs_i64(n, o64, i64);
        unsigned long long h_abs64 = HASH(o64, n);
        clamp_u8(n, p8, u8, 20, 200);
        clamp_i16(n, o16, i16, -3000, 12000);
        clamp_u16(n, p16, u16, 40000);
        clamp_u32(n, p32, u32, 1u << 30, 3u << 30);
        min_i64(n, o64, i64, j64);
        min_max_f32(n, fc, fd, fa, fb);
        max_f64(n, dc, da, db);
        unsigned long long h_minmax = HASH(fc, n) ^ HASH(fd, n) * 3;
        min_le_f32(n, fc, fa, fb);
        printf("n=%d abs=%llx %llx %llx %llx clamp=%llx %llx %llx %llx min64=%llx f32=%llx f64=%llx le=%llx\n", n, h_abs32,
               h_abs8, h_abs16, h_abs64, HASH(p8, n), HASH(o16, n), HASH(p16, n), HASH(p32, n), HASH(o64, n), h_minmax,
               HASH(dc, n), HASH(fc, n));
        free(i32), free(o32), free(i8), free(o8), free(u8), free(p8), free(i16), free(o16), free(u16), free(p16);
        free(u32), free(p32), free(i64), free(j64), free(o64), free(fa), free(fb), free(fc), free(fd), free(da), free(db), free(dc);
    }
    return 0;
}
