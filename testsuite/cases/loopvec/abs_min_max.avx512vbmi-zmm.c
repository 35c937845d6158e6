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
    long t1;
    long t2;
    int v;
    long t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    int t14;
    long t15;
    long t16;
    __m512i t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    int t22;
    long t23;
    __m512i t24;
    __mmask16 t25;
    __m512i t26;
    long t27;
    long t28;
    __m512i t29;
    __mmask16 t30;
    __mmask16 t31;
    __mmask16 t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __mmask16 t37;
    __mmask16 t38;
    __mmask16 t39;
    __m512i t40;
    int i;
    long t41;
    int *t42;
    int t43;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_epi32((int)hi);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_si512(b + t6);
            t8 = _mm512_abs_epi32(t7);
            t9 = _mm512_min_epi32(t5, t8);
            _mm512_storeu_si512(a + t6, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_si512(b + t10);
            t12 = _mm512_abs_epi32(t11);
            t13 = _mm512_min_epi32(t5, t12);
            _mm512_storeu_si512(a + t10, t13);
            t1 += 32L;
        } while (t1 < t4);
        t14 = (int)((long)0 + t4);
    } else {
        t14 = 0;
    }
    t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        t16 = t15 & -16L;
        t17 = _mm512_set1_epi32((int)hi);
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t14 + t2);
            t19 = _mm512_loadu_si512(b + t18);
            t20 = _mm512_abs_epi32(t19);
            t21 = _mm512_min_epi32(t17, t20);
            _mm512_storeu_si512(a + t18, t21);
            t2 += 16L;
        } while (t2 < t16);
        t22 = (int)((long)t14 + t16);
    } else {
        t22 = t14;
    }
    t23 = (long)n + (long)t22 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        t24 = _mm512_set1_epi32((int)(int)t23);
        t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        t26 = _mm512_set1_epi32((int)hi);
        t27 = 0L;
        t28 = (long)(int)((long)t22 + t27);
        t29 = _mm512_maskz_loadu_epi32(t25, b + t28);
        t30 = _mm512_cmp_epi32_mask(t29, _mm512_set1_epi32((int)0), _MM_CMPINT_LT);
        t31 = _knot_mask16(t30);
        t32 = _kand_mask16(t25, t31);
        t33 = t29;
        t34 = _mm512_sub_epi32(_mm512_setzero_si512(), t33);
        t35 = t34;
        t36 = _mm512_mask_blend_epi32(t32, t35, t29);
        t37 = _mm512_cmp_epi32_mask(t36, t26, _MM_CMPINT_NLE);
        t38 = _knot_mask16(t37);
        t39 = _kand_mask16(t25, t38);
        t40 = _mm512_mask_blend_epi32(t39, t26, t36);
        _mm512_mask_storeu_epi32(a + t28, t25, t40);
        i = (int)((long)t22 + t23);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        t41 = (long)i;
        v = b[t41];
        if (v < 0) {
            v = -v;
        }
        t42 = a + t41;
        if (v > hi) {
            t43 = hi;
        } else {
            t43 = v;
        }
        *t42 = t43;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    long t4;
    long t5;
    long t6;
    __m128i t7;
    __m512i t8;
    __m512i t9;
    __m128i t10;
    long t11;
    __m128i t12;
    __m512i t13;
    __m512i t14;
    __m128i t15;
    int t16;
    long t17;
    long t18;
    long t19;
    __m128i t20;
    __m512i t21;
    __m512i t22;
    __m128i t23;
    int i;
    long t24;
    signed char *t25;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm_loadu_si128((const __m128i *)(b + t6));
            t8 = _mm512_cvtepi8_epi32(t7);
            t9 = _mm512_abs_epi32(t8);
            t10 = _mm512_cvtepi32_epi8(t9);
            _mm_storeu_si128((__m128i *)(a + t6), t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm_loadu_si128((const __m128i *)(b + t11));
            t13 = _mm512_cvtepi8_epi32(t12);
            t14 = _mm512_abs_epi32(t13);
            t15 = _mm512_cvtepi32_epi8(t14);
            _mm_storeu_si128((__m128i *)(a + t11), t15);
            t1 += 32L;
        } while (t1 < t5);
        t16 = (int)((long)0 + t5);
    } else {
        t16 = 0;
    }
    t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        t18 = t17 & -16L;
        t2 = 0L;
        do {
            t19 = (long)(int)((long)t16 + t2);
            t20 = _mm_loadu_si128((const __m128i *)(b + t19));
            t21 = _mm512_cvtepi8_epi32(t20);
            t22 = _mm512_abs_epi32(t21);
            t23 = _mm512_cvtepi32_epi8(t22);
            _mm_storeu_si128((__m128i *)(a + t19), t23);
            t2 += 16L;
        } while (t2 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        t24 = (long)i;
        t25 = a + t24;
        t3 = (int)b[t24];
        if (t3 < 0) {
            t3 = -t3;
        }
        *t25 = (signed char)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_i16(int n, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m512i t8;
    __m512i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m512i t13;
    __m512i t14;
    __m256i t15;
    int t16;
    long t17;
    long t18;
    long t19;
    __m256i t20;
    __m512i t21;
    __m512i t22;
    __m256i t23;
    int i;
    long t24;
    short *t25;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t8 = _mm512_cvtepi16_epi32(t7);
            t9 = _mm512_abs_epi32(t8);
            t10 = _mm512_cvtepi32_epi16(t9);
            _mm256_storeu_si256((__m256i *)(a + t6), t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm256_loadu_si256((const __m256i *)(b + t11));
            t13 = _mm512_cvtepi16_epi32(t12);
            t14 = _mm512_abs_epi32(t13);
            t15 = _mm512_cvtepi32_epi16(t14);
            _mm256_storeu_si256((__m256i *)(a + t11), t15);
            t1 += 32L;
        } while (t1 < t5);
        t16 = (int)((long)0 + t5);
    } else {
        t16 = 0;
    }
    t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        t18 = t17 & -16L;
        t2 = 0L;
        do {
            t19 = (long)(int)((long)t16 + t2);
            t20 = _mm256_loadu_si256((const __m256i *)(b + t19));
            t21 = _mm512_cvtepi16_epi32(t20);
            t22 = _mm512_abs_epi32(t21);
            t23 = _mm512_cvtepi32_epi16(t22);
            _mm256_storeu_si256((__m256i *)(a + t19), t23);
            t2 += 16L;
        } while (t2 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        t24 = (long)i;
        t25 = a + t24;
        t3 = (int)b[t24];
        if (0 > t3) {
            t3 = -t3;
        }
        *t25 = (short)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_i64(int n, long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    long t9;
    __m512i t10;
    __m512i t11;
    long t12;
    __m512i t13;
    __m512i t14;
    long t15;
    __m512i t16;
    __m512i t17;
    int t18;
    long t19;
    long t20;
    long t21;
    __m512i t22;
    __m512i t23;
    int t24;
    long t25;
    __m256i t26;
    __m256i t27;
    long t28;
    long t29;
    __m512i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    int i;
    long t38;
    long *t39;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_si512(b + t6);
            t8 = _mm512_abs_epi64(t7);
            _mm512_storeu_si512(a + t6, t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = _mm512_loadu_si512(b + t9);
            t11 = _mm512_abs_epi64(t10);
            _mm512_storeu_si512(a + t9, t11);
            t12 = (long)(int)((long)0 + (t1 + 16L));
            t13 = _mm512_loadu_si512(b + t12);
            t14 = _mm512_abs_epi64(t13);
            _mm512_storeu_si512(a + t12, t14);
            t15 = (long)(int)((long)0 + (t1 + 24L));
            t16 = _mm512_loadu_si512(b + t15);
            t17 = _mm512_abs_epi64(t16);
            _mm512_storeu_si512(a + t15, t17);
            t1 += 32L;
        } while (t1 < t5);
        t18 = (int)((long)0 + t5);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t2 = 0L;
        do {
            t21 = (long)(int)((long)t18 + t2);
            t22 = _mm512_loadu_si512(b + t21);
            t23 = _mm512_abs_epi64(t22);
            _mm512_storeu_si512(a + t21, t23);
            t2 += 8L;
        } while (t2 < t20);
        t24 = (int)((long)t18 + t20);
    } else {
        t24 = t18;
    }
    t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 8L)) {
        t26 = _mm256_set1_epi32((int)(int)t25);
        t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t28 = 0L;
        t29 = (long)(int)((long)t24 + t28);
        t30 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t27), b + t29);
        t31 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t30, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NLE));
        t32 = (__m256i)~(vcc_m8)t31;
        t33 = _mm256_and_si256(t27, t32);
        t34 = t30;
        t35 = _mm512_sub_epi64(_mm512_setzero_si512(), t34);
        t36 = t35;
        t37 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t33), t30, t36);
        _mm512_mask_storeu_epi64(a + t29, _mm256_movepi32_mask(t27), t37);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        t39 = a + t38;
        t3 = b[t38];
        if (t3 <= 0L) {
            t3 = -t3;
        }
        *t39 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    int t4;
    long t5;
    long t6;
    __m128i t7;
    __m128i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m128i t12;
    __m512i t13;
    __mmask16 t14;
    __mmask16 t15;
    __mmask16 t16;
    __mmask16 t17;
    __mmask16 t18;
    __mmask16 t19;
    __mmask16 t20;
    __m512i t21;
    __m512i t22;
    __m128i t23;
    long t24;
    __m128i t25;
    __m512i t26;
    __mmask16 t27;
    __mmask16 t28;
    __mmask16 t29;
    __mmask16 t30;
    __mmask16 t31;
    __mmask16 t32;
    __mmask16 t33;
    __m512i t34;
    __m512i t35;
    __m128i t36;
    int t37;
    long t38;
    long t39;
    __m128i t40;
    __m128i t41;
    __m512i t42;
    __m512i t43;
    long t44;
    __m128i t45;
    __m512i t46;
    __mmask16 t47;
    __mmask16 t48;
    __mmask16 t49;
    __mmask16 t50;
    __mmask16 t51;
    __mmask16 t52;
    __mmask16 t53;
    __m512i t54;
    __m512i t55;
    __m128i t56;
    int i;
    long t57;
    unsigned char *t58;
    int t59;
    t5 = (long)n;
    if (t5 >= 32L) {
        t6 = t5 & -32L;
        t7 = _mm_set1_epi8((char)lo);
        t8 = _mm_set1_epi8((char)hi);
        t9 = _mm512_cvtepu8_epi32(t7);
        t10 = _mm512_cvtepu8_epi32(t8);
        t1 = 0L;
        do {
            t11 = (long)(int)((long)0 + t1);
            t12 = _mm_loadu_si128((const __m128i *)(b + t11));
            t13 = _mm512_cvtepu8_epi32(t12);
            t14 = _mm512_cmp_epi32_mask(t13, t9, _MM_CMPINT_LT);
            t15 = _knot_mask16(t14);
            t16 = _mm512_cmp_epi32_mask(t13, t10, _MM_CMPINT_NLE);
            t17 = _knot_mask16(t16);
            t18 = _kand_mask16(t15, t17);
            t19 = _kand_mask16(t15, t16);
            t20 = _kor_mask16(t19, t18);
            t21 = _mm512_mask_blend_epi32(t18, t10, t13);
            t22 = _mm512_mask_blend_epi32(t20, t9, t21);
            t23 = _mm512_cvtepi32_epi8(t22);
            _mm_storeu_si128((__m128i *)(a + t11), t23);
            t24 = (long)(int)((long)0 + (t1 + 16L));
            t25 = _mm_loadu_si128((const __m128i *)(b + t24));
            t26 = _mm512_cvtepu8_epi32(t25);
            t27 = _mm512_cmp_epi32_mask(t26, t9, _MM_CMPINT_LT);
            t28 = _knot_mask16(t27);
            t29 = _mm512_cmp_epi32_mask(t26, t10, _MM_CMPINT_NLE);
            t30 = _knot_mask16(t29);
            t31 = _kand_mask16(t28, t30);
            t32 = _kand_mask16(t28, t29);
            t33 = _kor_mask16(t32, t31);
            t34 = _mm512_mask_blend_epi32(t31, t10, t26);
            t35 = _mm512_mask_blend_epi32(t33, t9, t34);
            t36 = _mm512_cvtepi32_epi8(t35);
            _mm_storeu_si128((__m128i *)(a + t24), t36);
            t1 += 32L;
        } while (t1 < t6);
        t37 = (int)((long)0 + t6);
    } else {
        t37 = 0;
    }
    t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 16L) {
        t39 = t38 & -16L;
        t40 = _mm_set1_epi8((char)lo);
        t41 = _mm_set1_epi8((char)hi);
        t42 = _mm512_cvtepu8_epi32(t40);
        t43 = _mm512_cvtepu8_epi32(t41);
        t2 = 0L;
        do {
            t44 = (long)(int)((long)t37 + t2);
            t45 = _mm_loadu_si128((const __m128i *)(b + t44));
            t46 = _mm512_cvtepu8_epi32(t45);
            t47 = _mm512_cmp_epi32_mask(t46, t42, _MM_CMPINT_LT);
            t48 = _knot_mask16(t47);
            t49 = _mm512_cmp_epi32_mask(t46, t43, _MM_CMPINT_NLE);
            t50 = _knot_mask16(t49);
            t51 = _kand_mask16(t48, t50);
            t52 = _kand_mask16(t48, t49);
            t53 = _kor_mask16(t52, t51);
            t54 = _mm512_mask_blend_epi32(t51, t43, t46);
            t55 = _mm512_mask_blend_epi32(t53, t42, t54);
            t56 = _mm512_cvtepi32_epi8(t55);
            _mm_storeu_si128((__m128i *)(a + t44), t56);
            t2 += 16L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        t58 = a + t57;
        t59 = (int)b[t57];
        t3 = (int)lo;
        if (t59 >= t3) {
            t4 = (int)hi;
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
    long t1;
    long t2;
    int t3;
    int t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m256i t12;
    __m512i t13;
    __mmask16 t14;
    __mmask16 t15;
    __mmask16 t16;
    __mmask16 t17;
    __mmask16 t18;
    __mmask16 t19;
    __mmask16 t20;
    __m512i t21;
    __m512i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    __m512i t26;
    __mmask16 t27;
    __mmask16 t28;
    __mmask16 t29;
    __mmask16 t30;
    __mmask16 t31;
    __mmask16 t32;
    __mmask16 t33;
    __m512i t34;
    __m512i t35;
    __m256i t36;
    int t37;
    long t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m512i t42;
    __m512i t43;
    long t44;
    __m256i t45;
    __m512i t46;
    __mmask16 t47;
    __mmask16 t48;
    __mmask16 t49;
    __mmask16 t50;
    __mmask16 t51;
    __mmask16 t52;
    __mmask16 t53;
    __m512i t54;
    __m512i t55;
    __m256i t56;
    int i;
    long t57;
    short *t58;
    int t59;
    t5 = (long)n;
    if (t5 >= 32L) {
        t6 = t5 & -32L;
        t7 = _mm256_set1_epi16((short)lo);
        t8 = _mm256_set1_epi16((short)hi);
        t9 = _mm512_cvtepi16_epi32(t7);
        t10 = _mm512_cvtepi16_epi32(t8);
        t1 = 0L;
        do {
            t11 = (long)(int)((long)0 + t1);
            t12 = _mm256_loadu_si256((const __m256i *)(b + t11));
            t13 = _mm512_cvtepi16_epi32(t12);
            t14 = _mm512_cmp_epi32_mask(t13, t9, _MM_CMPINT_LT);
            t15 = _knot_mask16(t14);
            t16 = _mm512_cmp_epi32_mask(t13, t10, _MM_CMPINT_NLE);
            t17 = _knot_mask16(t16);
            t18 = _kand_mask16(t15, t17);
            t19 = _kand_mask16(t15, t16);
            t20 = _kor_mask16(t19, t18);
            t21 = _mm512_mask_blend_epi32(t18, t10, t13);
            t22 = _mm512_mask_blend_epi32(t20, t9, t21);
            t23 = _mm512_cvtepi32_epi16(t22);
            _mm256_storeu_si256((__m256i *)(a + t11), t23);
            t24 = (long)(int)((long)0 + (t1 + 16L));
            t25 = _mm256_loadu_si256((const __m256i *)(b + t24));
            t26 = _mm512_cvtepi16_epi32(t25);
            t27 = _mm512_cmp_epi32_mask(t26, t9, _MM_CMPINT_LT);
            t28 = _knot_mask16(t27);
            t29 = _mm512_cmp_epi32_mask(t26, t10, _MM_CMPINT_NLE);
            t30 = _knot_mask16(t29);
            t31 = _kand_mask16(t28, t30);
            t32 = _kand_mask16(t28, t29);
            t33 = _kor_mask16(t32, t31);
            t34 = _mm512_mask_blend_epi32(t31, t10, t26);
            t35 = _mm512_mask_blend_epi32(t33, t9, t34);
            t36 = _mm512_cvtepi32_epi16(t35);
            _mm256_storeu_si256((__m256i *)(a + t24), t36);
            t1 += 32L;
        } while (t1 < t6);
        t37 = (int)((long)0 + t6);
    } else {
        t37 = 0;
    }
    t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 16L) {
        t39 = t38 & -16L;
        t40 = _mm256_set1_epi16((short)lo);
        t41 = _mm256_set1_epi16((short)hi);
        t42 = _mm512_cvtepi16_epi32(t40);
        t43 = _mm512_cvtepi16_epi32(t41);
        t2 = 0L;
        do {
            t44 = (long)(int)((long)t37 + t2);
            t45 = _mm256_loadu_si256((const __m256i *)(b + t44));
            t46 = _mm512_cvtepi16_epi32(t45);
            t47 = _mm512_cmp_epi32_mask(t46, t42, _MM_CMPINT_LT);
            t48 = _knot_mask16(t47);
            t49 = _mm512_cmp_epi32_mask(t46, t43, _MM_CMPINT_NLE);
            t50 = _knot_mask16(t49);
            t51 = _kand_mask16(t48, t50);
            t52 = _kand_mask16(t48, t49);
            t53 = _kor_mask16(t52, t51);
            t54 = _mm512_mask_blend_epi32(t51, t43, t46);
            t55 = _mm512_mask_blend_epi32(t53, t42, t54);
            t56 = _mm512_cvtepi32_epi16(t55);
            _mm256_storeu_si256((__m256i *)(a + t44), t56);
            t2 += 16L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        t58 = a + t57;
        t59 = (int)b[t57];
        t3 = (int)lo;
        if (t59 >= t3) {
            t4 = (int)hi;
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
    long t1;
    long t2;
    int t3;
    long t4;
    long t5;
    __m256i t6;
    __m512i t7;
    long t8;
    __m256i t9;
    __m512i t10;
    __m512i t11;
    __m256i t12;
    long t13;
    __m256i t14;
    __m512i t15;
    __m512i t16;
    __m256i t17;
    int t18;
    long t19;
    long t20;
    __m256i t21;
    __m512i t22;
    long t23;
    __m256i t24;
    __m512i t25;
    __m512i t26;
    __m256i t27;
    int i;
    long t28;
    unsigned short *t29;
    int t30;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t6 = _mm256_set1_epi16((short)hi);
        t7 = _mm512_cvtepu16_epi32(t6);
        t1 = 0L;
        do {
            t8 = (long)(int)((long)0 + t1);
            t9 = _mm256_loadu_si256((const __m256i *)(b + t8));
            t10 = _mm512_cvtepu16_epi32(t9);
            t11 = _mm512_min_epi32(t7, t10);
            t12 = _mm512_cvtepi32_epi16(t11);
            _mm256_storeu_si256((__m256i *)(a + t8), t12);
            t13 = (long)(int)((long)0 + (t1 + 16L));
            t14 = _mm256_loadu_si256((const __m256i *)(b + t13));
            t15 = _mm512_cvtepu16_epi32(t14);
            t16 = _mm512_min_epi32(t7, t15);
            t17 = _mm512_cvtepi32_epi16(t16);
            _mm256_storeu_si256((__m256i *)(a + t13), t17);
            t1 += 32L;
        } while (t1 < t5);
        t18 = (int)((long)0 + t5);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        t20 = t19 & -16L;
        t21 = _mm256_set1_epi16((short)hi);
        t22 = _mm512_cvtepu16_epi32(t21);
        t2 = 0L;
        do {
            t23 = (long)(int)((long)t18 + t2);
            t24 = _mm256_loadu_si256((const __m256i *)(b + t23));
            t25 = _mm512_cvtepu16_epi32(t24);
            t26 = _mm512_min_epi32(t22, t25);
            t27 = _mm512_cvtepi32_epi16(t26);
            _mm256_storeu_si256((__m256i *)(a + t23), t27);
            t2 += 16L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        t28 = (long)i;
        t29 = a + t28;
        t30 = (int)b[t28];
        t3 = (int)hi;
        if (t30 < t3) {
            t3 = t30;
        }
        *t29 = (unsigned short)t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    vcc_no_contract_body
    long t1;
    long t2;
    unsigned int v;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    int t15;
    long t16;
    long t17;
    __m512i t18;
    __m512i t19;
    long t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    int t24;
    long t25;
    __m512i t26;
    __mmask16 t27;
    __m512i t28;
    __m512i t29;
    long t30;
    long t31;
    __m512i t32;
    __mmask16 t33;
    __mmask16 t34;
    __m512i t35;
    __mmask16 t36;
    __mmask16 t37;
    __mmask16 t38;
    __m512i t39;
    int i;
    long t40;
    unsigned int *t41;
    unsigned int t42;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_epi32((int)lo);
        t6 = _mm512_set1_epi32((int)hi);
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm512_loadu_si512(b + t7);
            t9 = _mm512_max_epu32(t8, t5);
            t10 = _mm512_min_epu32(t6, t9);
            _mm512_storeu_si512(a + t7, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_si512(b + t11);
            t13 = _mm512_max_epu32(t12, t5);
            t14 = _mm512_min_epu32(t6, t13);
            _mm512_storeu_si512(a + t11, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t18 = _mm512_set1_epi32((int)lo);
        t19 = _mm512_set1_epi32((int)hi);
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t15 + t2);
            t21 = _mm512_loadu_si512(b + t20);
            t22 = _mm512_max_epu32(t21, t18);
            t23 = _mm512_min_epu32(t19, t22);
            _mm512_storeu_si512(a + t20, t23);
            t2 += 16L;
        } while (t2 < t17);
        t24 = (int)((long)t15 + t17);
    } else {
        t24 = t15;
    }
    t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 16L)) {
        t26 = _mm512_set1_epi32((int)(int)t25);
        t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        t28 = _mm512_set1_epi32((int)lo);
        t29 = _mm512_set1_epi32((int)hi);
        t30 = 0L;
        t31 = (long)(int)((long)t24 + t30);
        t32 = _mm512_maskz_loadu_epi32(t27, b + t31);
        t33 = _mm512_cmp_epu32_mask(t32, t28, _MM_CMPINT_NLE);
        t34 = _kand_mask16(t27, t33);
        t35 = _mm512_mask_blend_epi32(t34, t28, t32);
        t36 = _mm512_cmp_epu32_mask(t29, t35, _MM_CMPINT_LT);
        t37 = _knot_mask16(t36);
        t38 = _kand_mask16(t27, t37);
        t39 = _mm512_mask_blend_epi32(t38, t29, t35);
        _mm512_mask_storeu_epi32(a + t31, t27, t39);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        v = b[t40];
        if (v <= lo) {
            v = lo;
        }
        t41 = a + t40;
        if (hi < v) {
            t42 = hi;
        } else {
            t42 = v;
        }
        *t41 = t42;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    long t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    int t22;
    long t23;
    long t24;
    long t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    int t29;
    long t30;
    __m256i t31;
    __m256i t32;
    long t33;
    long t34;
    __m512i t35;
    __m512i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m512i t40;
    int i;
    long t41;
    long *t42;
    long t43;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_si512(a + t6);
            t8 = _mm512_loadu_si512(b + t6);
            t9 = _mm512_min_epi64(t7, t8);
            _mm512_storeu_si512(c + t6, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm512_loadu_si512(a + t10);
            t12 = _mm512_loadu_si512(b + t10);
            t13 = _mm512_min_epi64(t11, t12);
            _mm512_storeu_si512(c + t10, t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = _mm512_loadu_si512(a + t14);
            t16 = _mm512_loadu_si512(b + t14);
            t17 = _mm512_min_epi64(t15, t16);
            _mm512_storeu_si512(c + t14, t17);
            t18 = (long)(int)((long)0 + (t1 + 24L));
            t19 = _mm512_loadu_si512(a + t18);
            t20 = _mm512_loadu_si512(b + t18);
            t21 = _mm512_min_epi64(t19, t20);
            _mm512_storeu_si512(c + t18, t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)((long)0 + t5);
    } else {
        t22 = 0;
    }
    t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t2 = 0L;
        do {
            t25 = (long)(int)((long)t22 + t2);
            t26 = _mm512_loadu_si512(a + t25);
            t27 = _mm512_loadu_si512(b + t25);
            t28 = _mm512_min_epi64(t26, t27);
            _mm512_storeu_si512(c + t25, t28);
            t2 += 8L;
        } while (t2 < t24);
        t29 = (int)((long)t22 + t24);
    } else {
        t29 = t22;
    }
    t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        t31 = _mm256_set1_epi32((int)(int)t30);
        t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t33 = 0L;
        t34 = (long)(int)((long)t29 + t33);
        t35 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t32), a + t34);
        t36 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t32), b + t34);
        t37 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t35, t36, _MM_CMPINT_LT));
        t38 = (__m256i)~(vcc_m8)t37;
        t39 = _mm256_and_si256(t32, t38);
        t40 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t39), t35, t36);
        _mm512_mask_storeu_epi64(c + t34, _mm256_movepi32_mask(t32), t40);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t41 = (long)i;
        t42 = c + t41;
        t3 = a[t41];
        t43 = b[t41];
        if (t3 >= t43) {
            t3 = t43;
        }
        *t42 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    float t3;
    float t4;
    long t5;
    long t6;
    long t7;
    const float *t8;
    __m512 t9;
    const float *t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    long t16;
    const float *t17;
    __m512 t18;
    const float *t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    int t25;
    long t26;
    long t27;
    long t28;
    const float *t29;
    __m512 t30;
    const float *t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    int t37;
    long t38;
    __m512i t39;
    __mmask16 t40;
    long t41;
    long t42;
    const float *t43;
    __m512 t44;
    const float *t45;
    __m512 t46;
    __mmask16 t47;
    __mmask16 t48;
    __mmask16 t49;
    __m512 t50;
    __m512 t51;
    __m512 t52;
    __mmask16 t53;
    __mmask16 t54;
    __mmask16 t55;
    __m512 t56;
    int i;
    long t57;
    float *t58;
    const float *t59;
    const float *t60;
    float t61;
    float *t62;
    float t63;
    t5 = (long)n;
    if (t5 >= 32L) {
        t6 = t5 & -32L;
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = a + t7;
            t9 = _mm512_loadu_ps(t8);
            t10 = b + t7;
            t11 = _mm512_loadu_ps(t10);
            t12 = _mm512_min_ps(t9, t11);
            _mm512_storeu_ps(c + t7, t12);
            t13 = _mm512_loadu_ps(t10);
            t14 = _mm512_loadu_ps(t8);
            t15 = _mm512_max_ps(t14, t13);
            _mm512_storeu_ps(d + t7, t15);
            t16 = (long)(int)((long)0 + (t1 + 16L));
            t17 = a + t16;
            t18 = _mm512_loadu_ps(t17);
            t19 = b + t16;
            t20 = _mm512_loadu_ps(t19);
            t21 = _mm512_min_ps(t18, t20);
            _mm512_storeu_ps(c + t16, t21);
            t22 = _mm512_loadu_ps(t19);
            t23 = _mm512_loadu_ps(t17);
            t24 = _mm512_max_ps(t23, t22);
            _mm512_storeu_ps(d + t16, t24);
            t1 += 32L;
        } while (t1 < t6);
        t25 = (int)((long)0 + t6);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 16L) {
        t27 = t26 & -16L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = a + t28;
            t30 = _mm512_loadu_ps(t29);
            t31 = b + t28;
            t32 = _mm512_loadu_ps(t31);
            t33 = _mm512_min_ps(t30, t32);
            _mm512_storeu_ps(c + t28, t33);
            t34 = _mm512_loadu_ps(t31);
            t35 = _mm512_loadu_ps(t29);
            t36 = _mm512_max_ps(t35, t34);
            _mm512_storeu_ps(d + t28, t36);
            t2 += 16L;
        } while (t2 < t27);
        t37 = (int)((long)t25 + t27);
    } else {
        t37 = t25;
    }
    t38 = (long)n + (long)t37 * -1L;
    if ((t38 >= 1L) & (t38 <= 16L)) {
        t39 = _mm512_set1_epi32((int)(int)t38);
        t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t39, _MM_CMPINT_LT);
        t41 = 0L;
        t42 = (long)(int)((long)t37 + t41);
        t43 = a + t42;
        t44 = _mm512_maskz_loadu_ps(t40, t43);
        t45 = b + t42;
        t46 = _mm512_maskz_loadu_ps(t40, t45);
        t47 = _mm512_cmp_ps_mask(t44, t46, _CMP_LT_OQ);
        t48 = _knot_mask16(t47);
        t49 = _kand_mask16(t40, t48);
        t50 = _mm512_mask_blend_ps(t49, t44, t46);
        _mm512_mask_storeu_ps(c + t42, t40, t50);
        t51 = _mm512_maskz_loadu_ps(t40, t45);
        t52 = _mm512_maskz_loadu_ps(t40, t43);
        t53 = _mm512_cmp_ps_mask(t51, t52, _CMP_LT_OQ);
        t54 = _knot_mask16(t53);
        t55 = _kand_mask16(t40, t54);
        t56 = _mm512_mask_blend_ps(t55, t52, t51);
        _mm512_mask_storeu_ps(d + t42, t40, t56);
        i = (int)((long)t37 + t38);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        t58 = c + t57;
        t59 = a + t57;
        t3 = *t59;
        t60 = b + t57;
        t61 = *t60;
        if (!(t3 < t61)) {
            t3 = t61;
        }
        *t58 = t3;
        t62 = d + t57;
        t63 = *t60;
        t4 = *t59;
        if (!(t63 < t4)) {
            t4 = t63;
        }
        *t62 = t4;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    double t3;
    long t4;
    long t5;
    long t6;
    __m512d t7;
    __m512d t8;
    __m512d t9;
    long t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    long t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    long t18;
    __m512d t19;
    __m512d t20;
    __m512d t21;
    int t22;
    long t23;
    long t24;
    long t25;
    __m512d t26;
    __m512d t27;
    __m512d t28;
    int t29;
    long t30;
    __m256i t31;
    __m256i t32;
    long t33;
    long t34;
    __m512d t35;
    __m512d t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m512d t40;
    int i;
    long t41;
    double *t42;
    double t43;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_pd(a + t6);
            t8 = _mm512_loadu_pd(b + t6);
            t9 = _mm512_max_pd(t7, t8);
            _mm512_storeu_pd(c + t6, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm512_loadu_pd(a + t10);
            t12 = _mm512_loadu_pd(b + t10);
            t13 = _mm512_max_pd(t11, t12);
            _mm512_storeu_pd(c + t10, t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = _mm512_loadu_pd(a + t14);
            t16 = _mm512_loadu_pd(b + t14);
            t17 = _mm512_max_pd(t15, t16);
            _mm512_storeu_pd(c + t14, t17);
            t18 = (long)(int)((long)0 + (t1 + 24L));
            t19 = _mm512_loadu_pd(a + t18);
            t20 = _mm512_loadu_pd(b + t18);
            t21 = _mm512_max_pd(t19, t20);
            _mm512_storeu_pd(c + t18, t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)((long)0 + t5);
    } else {
        t22 = 0;
    }
    t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t2 = 0L;
        do {
            t25 = (long)(int)((long)t22 + t2);
            t26 = _mm512_loadu_pd(a + t25);
            t27 = _mm512_loadu_pd(b + t25);
            t28 = _mm512_max_pd(t26, t27);
            _mm512_storeu_pd(c + t25, t28);
            t2 += 8L;
        } while (t2 < t24);
        t29 = (int)((long)t22 + t24);
    } else {
        t29 = t22;
    }
    t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        t31 = _mm256_set1_epi32((int)(int)t30);
        t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t33 = 0L;
        t34 = (long)(int)((long)t29 + t33);
        t35 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t32), a + t34);
        t36 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t32), b + t34);
        t37 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t35, t36, _CMP_GT_OQ));
        t38 = (__m256i)~(vcc_m8)t37;
        t39 = _mm256_and_si256(t32, t38);
        t40 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t39), t35, t36);
        _mm512_mask_storeu_pd(c + t34, _mm256_movepi32_mask(t32), t40);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t41 = (long)i;
        t42 = c + t41;
        t3 = a[t41];
        t43 = b[t41];
        if (!(t3 > t43)) {
            t3 = t43;
        }
        *t42 = t3;
    }
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    float t3;
    long t4;
    long t5;
    long t6;
    __m512 t7;
    __m512 t8;
    __mmask16 t9;
    __m512 t10;
    long t11;
    __m512 t12;
    __m512 t13;
    __mmask16 t14;
    __m512 t15;
    int t16;
    long t17;
    long t18;
    long t19;
    __m512 t20;
    __m512 t21;
    __mmask16 t22;
    __m512 t23;
    int t24;
    long t25;
    __m512i t26;
    __mmask16 t27;
    long t28;
    long t29;
    __m512 t30;
    __m512 t31;
    __mmask16 t32;
    __mmask16 t33;
    __mmask16 t34;
    __m512 t35;
    int i;
    long t36;
    float *t37;
    float t38;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_ps(a + t6);
            t8 = _mm512_loadu_ps(b + t6);
            t9 = _mm512_cmp_ps_mask(t7, t8, _CMP_LE_OQ);
            t10 = _mm512_mask_blend_ps(t9, t8, t7);
            _mm512_storeu_ps(c + t6, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_ps(a + t11);
            t13 = _mm512_loadu_ps(b + t11);
            t14 = _mm512_cmp_ps_mask(t12, t13, _CMP_LE_OQ);
            t15 = _mm512_mask_blend_ps(t14, t13, t12);
            _mm512_storeu_ps(c + t11, t15);
            t1 += 32L;
        } while (t1 < t5);
        t16 = (int)((long)0 + t5);
    } else {
        t16 = 0;
    }
    t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        t18 = t17 & -16L;
        t2 = 0L;
        do {
            t19 = (long)(int)((long)t16 + t2);
            t20 = _mm512_loadu_ps(a + t19);
            t21 = _mm512_loadu_ps(b + t19);
            t22 = _mm512_cmp_ps_mask(t20, t21, _CMP_LE_OQ);
            t23 = _mm512_mask_blend_ps(t22, t21, t20);
            _mm512_storeu_ps(c + t19, t23);
            t2 += 16L;
        } while (t2 < t18);
        t24 = (int)((long)t16 + t18);
    } else {
        t24 = t16;
    }
    t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 16L)) {
        t26 = _mm512_set1_epi32((int)(int)t25);
        t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        t28 = 0L;
        t29 = (long)(int)((long)t24 + t28);
        t30 = _mm512_maskz_loadu_ps(t27, a + t29);
        t31 = _mm512_maskz_loadu_ps(t27, b + t29);
        t32 = _mm512_cmp_ps_mask(t30, t31, _CMP_LE_OQ);
        t33 = _knot_mask16(t32);
        t34 = _kand_mask16(t27, t33);
        t35 = _mm512_mask_blend_ps(t34, t30, t31);
        _mm512_mask_storeu_ps(c + t29, t27, t35);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        t36 = (long)i;
        t37 = c + t36;
        t3 = a[t36];
        t38 = b[t36];
        if (!(t3 <= t38)) {
            t3 = t38;
        }
        *t37 = t3;
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
