/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 14 */
#include <math.h>
#include "harness.h"

/* Absolute values and clamps written with ?: (the vector selects become abs, min and max:
   midend/src/transform/loopvec/idioms.rs). The data holds each type's most negative value,
   whose negation wraps in the narrow types (C converts the promoted int back), and, for the
   floats, NaNs and zeros of both signs, on which min and max must keep the select's order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_clamp_i32(int n, int *restrict a, const int *restrict b, int hi) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    int t19;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i hi_v = _mm512_set1_epi32((int)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i v_v = _mm512_abs_epi32(b_v);
            __m512i t3 = _mm512_min_epi32(hi_v, v_v);
            _mm512_storeu_si512(a + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t4);
            __m512i v_v_1 = _mm512_abs_epi32(b_v_1);
            __m512i t5 = _mm512_min_epi32(hi_v, v_v_1);
            _mm512_storeu_si512(a + t4, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        __m512i hi_v_1 = _mm512_set1_epi32((int)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t9);
            __m512i v_v_2 = _mm512_abs_epi32(b_v_2);
            __m512i t10 = _mm512_min_epi32(hi_v_1, v_v_2);
            _mm512_storeu_si512(a + t9, t10);
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
        __m512i hi_v_2 = _mm512_set1_epi32((int)hi);
        long t15 = (long)t11;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t14, b + t15);
        __m512i v_v_3 = _mm512_abs_epi32(b_v_3);
        __m512i t16 = _mm512_min_epi32(hi_v_2, v_v_3);
        _mm512_mask_storeu_epi32(a + t15, t14, t16);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int v = b[t17];
        if (v < 0) {
            v = -v;
        }
        int *t18 = a + t17;
        if (v > hi) {
            t19 = hi;
        } else {
            t19 = v;
        }
        *t18 = t19;
    }
}

/* A helper with branches that compares its value with both bounds, inlined: min then max
   where lo <= hi; with the bounds the other way round (every value gives lo) it stays two
   selects. */
static int clamp_both(int v, int lo, int hi) {
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return v;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_both_i32(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t23;
    int t36;
    int i;
    (void)clamp_both;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:28 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t4 = _mm512_add_epi32(b_v, _mm512_set1_epi32(3));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(-1000), _MM_CMPINT_LT);
            __mmask16 t6 = _knot_mask16(t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(4000), _MM_CMPINT_NLE);
            __mmask16 t8 = _kand_mask16(t6, t7);
            __m512i t9 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(-1000), _mm512_set1_epi32(4000));
            __mmask16 t10 = _knot_mask16(t7);
            __mmask16 t11 = _kand_mask16(t6, t10);
            __m512i t12 = _mm512_mask_blend_epi32(t11, t9, t4);
            _mm512_storeu_si512(a + i_vec, t12);
            long t13 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t13);
            __m512i t14 = _mm512_add_epi32(b_v_1, _mm512_set1_epi32(3));
            __mmask16 t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(-1000), _MM_CMPINT_LT);
            __mmask16 t16 = _knot_mask16(t15);
            __mmask16 t17 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(4000), _MM_CMPINT_NLE);
            __mmask16 t18 = _kand_mask16(t16, t17);
            __m512i t19 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(-1000), _mm512_set1_epi32(4000));
            __mmask16 t20 = _knot_mask16(t17);
            __mmask16 t21 = _kand_mask16(t16, t20);
            __m512i t22 = _mm512_mask_blend_epi32(t21, t19, t14);
            _mm512_storeu_si512(a + t13, t22);
            i_vec += 32L;
        } while (i_vec < t3);
        t23 = (int)t3;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 16L) {
        long t25 = t24 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:28 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t26 = (long)t23 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t26);
            __m512i t27 = _mm512_add_epi32(b_v_2, _mm512_set1_epi32(3));
            __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(-1000), _MM_CMPINT_LT);
            __mmask16 t29 = _knot_mask16(t28);
            __mmask16 t30 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(4000), _MM_CMPINT_NLE);
            __mmask16 t31 = _kand_mask16(t29, t30);
            __m512i t32 = _mm512_mask_blend_epi32(t31, _mm512_set1_epi32(-1000), _mm512_set1_epi32(4000));
            __mmask16 t33 = _knot_mask16(t30);
            __mmask16 t34 = _kand_mask16(t29, t33);
            __m512i t35 = _mm512_mask_blend_epi32(t34, t32, t27);
            _mm512_storeu_si512(a + t26, t35);
            i_vec_1 += 16L;
        } while (i_vec_1 < t25);
        t36 = (int)((long)t23 + t25);
    } else {
        t36 = t23;
    }
    long t37 = (long)n + (long)t36 * -1L;
    if ((t37 >= 1L) & (t37 <= 16L)) {
        __m512i t38 = _mm512_set1_epi32((int)(int)t37);
        __mmask16 t39 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t38, _MM_CMPINT_LT);
        long t40 = (long)t36;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t39, b + t40);
        __m512i t41 = _mm512_add_epi32(b_v_3, _mm512_set1_epi32(3));
        __mmask16 t42 = _mm512_cmp_epi32_mask(t41, _mm512_set1_epi32(-1000), _MM_CMPINT_LT);
        __mmask16 t43 = _knot_mask16(t42);
        __mmask16 t44 = _kand_mask16(t39, t43);
        __mmask16 t45 = _mm512_cmp_epi32_mask(t41, _mm512_set1_epi32(4000), _MM_CMPINT_NLE);
        __mmask16 t46 = _kand_mask16(t44, t45);
        __m512i t47 = _mm512_mask_blend_epi32(t46, _mm512_set1_epi32(-1000), _mm512_set1_epi32(4000));
        __mmask16 t48 = _knot_mask16(t45);
        __mmask16 t49 = _kand_mask16(t44, t48);
        __m512i t50 = _mm512_mask_blend_epi32(t49, t47, t41);
        _mm512_mask_storeu_epi32(a + t40, t39, t50);
        i = (int)((long)t36 + t37);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        int *t52 = a + t51;
        int t1 = b[t51] + 3;
        if (t1 < -1000) {
            t1 = -1000;
        } else if (t1 > 4000) {
            t1 = 4000;
        }
        *t52 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_crossed_i32(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t21;
    int t33;
    int i;
    (void)clamp_both;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __mmask16 t4 = _mm512_cmp_epi32_mask(b_v, _mm512_set1_epi32(50), _MM_CMPINT_LT);
            __mmask16 t5 = _knot_mask16(t4);
            __mmask16 t6 = _mm512_cmp_epi32_mask(b_v, _mm512_set1_epi32(40), _MM_CMPINT_NLE);
            __mmask16 t7 = _kand_mask16(t5, t6);
            __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(50), _mm512_set1_epi32(40));
            __mmask16 t9 = _knot_mask16(t6);
            __mmask16 t10 = _kand_mask16(t5, t9);
            __m512i t11 = _mm512_mask_blend_epi32(t10, t8, b_v);
            _mm512_storeu_si512(a + i_vec, t11);
            long t12 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t12);
            __mmask16 t13 = _mm512_cmp_epi32_mask(b_v_1, _mm512_set1_epi32(50), _MM_CMPINT_LT);
            __mmask16 t14 = _knot_mask16(t13);
            __mmask16 t15 = _mm512_cmp_epi32_mask(b_v_1, _mm512_set1_epi32(40), _MM_CMPINT_NLE);
            __mmask16 t16 = _kand_mask16(t14, t15);
            __m512i t17 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(50), _mm512_set1_epi32(40));
            __mmask16 t18 = _knot_mask16(t15);
            __mmask16 t19 = _kand_mask16(t14, t18);
            __m512i t20 = _mm512_mask_blend_epi32(t19, t17, b_v_1);
            _mm512_storeu_si512(a + t12, t20);
            i_vec += 32L;
        } while (i_vec < t3);
        t21 = (int)t3;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t24 = (long)t21 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t24);
            __mmask16 t25 = _mm512_cmp_epi32_mask(b_v_2, _mm512_set1_epi32(50), _MM_CMPINT_LT);
            __mmask16 t26 = _knot_mask16(t25);
            __mmask16 t27 = _mm512_cmp_epi32_mask(b_v_2, _mm512_set1_epi32(40), _MM_CMPINT_NLE);
            __mmask16 t28 = _kand_mask16(t26, t27);
            __m512i t29 = _mm512_mask_blend_epi32(t28, _mm512_set1_epi32(50), _mm512_set1_epi32(40));
            __mmask16 t30 = _knot_mask16(t27);
            __mmask16 t31 = _kand_mask16(t26, t30);
            __m512i t32 = _mm512_mask_blend_epi32(t31, t29, b_v_2);
            _mm512_storeu_si512(a + t24, t32);
            i_vec_1 += 16L;
        } while (i_vec_1 < t23);
        t33 = (int)((long)t21 + t23);
    } else {
        t33 = t21;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 16L)) {
        __m512i t35 = _mm512_set1_epi32((int)(int)t34);
        __mmask16 t36 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t35, _MM_CMPINT_LT);
        long t37 = (long)t33;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t36, b + t37);
        __mmask16 t38 = _mm512_cmp_epi32_mask(b_v_3, _mm512_set1_epi32(50), _MM_CMPINT_LT);
        __mmask16 t39 = _knot_mask16(t38);
        __mmask16 t40 = _kand_mask16(t36, t39);
        __mmask16 t41 = _mm512_cmp_epi32_mask(b_v_3, _mm512_set1_epi32(40), _MM_CMPINT_NLE);
        __mmask16 t42 = _kand_mask16(t40, t41);
        __m512i t43 = _mm512_mask_blend_epi32(t42, _mm512_set1_epi32(50), _mm512_set1_epi32(40));
        __mmask16 t44 = _knot_mask16(t41);
        __mmask16 t45 = _kand_mask16(t40, t44);
        __m512i t46 = _mm512_mask_blend_epi32(t45, t43, b_v_3);
        _mm512_mask_storeu_epi32(a + t37, t36, t46);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t47 = (long)i;
        int *t48 = a + t47;
        int t1 = b[t47];
        if (t1 < 50) {
            t1 = 50;
        } else if (t1 > 40) {
            t1 = 40;
        }
        *t48 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    vcc_no_contract_body
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:38 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepi8_epi32(b_v);
            __m512i t5 = _mm512_abs_epi32(t4);
            __m128i t6 = _mm512_cvtepi32_epi8(t5);
            _mm_storeu_si128((__m128i *)(a + i_vec), t6);
            long t7 = i_vec + 16L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m512i t8 = _mm512_cvtepi8_epi32(b_v_1);
            __m512i t9 = _mm512_abs_epi32(t8);
            __m128i t10 = _mm512_cvtepi32_epi8(t9);
            _mm_storeu_si128((__m128i *)(a + t7), t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:38 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m512i t15 = _mm512_cvtepi8_epi32(b_v_2);
            __m512i t16 = _mm512_abs_epi32(t15);
            __m128i t17 = _mm512_cvtepi32_epi8(t16);
            _mm_storeu_si128((__m128i *)(a + t14), t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        signed char *t19 = a + t18;
        int t1 = (int)b[t18];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t19 = (signed char)t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_i16(int n, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:43 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepi16_epi32(b_v);
            __m512i t5 = _mm512_abs_epi32(t4);
            __m256i t6 = _mm512_cvtepi32_epi16(t5);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t6);
            long t7 = i_vec + 16L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m512i t8 = _mm512_cvtepi16_epi32(b_v_1);
            __m512i t9 = _mm512_abs_epi32(t8);
            __m256i t10 = _mm512_cvtepi32_epi16(t9);
            _mm256_storeu_si256((__m256i *)(a + t7), t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:43 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m512i t15 = _mm512_cvtepi16_epi32(b_v_2);
            __m512i t16 = _mm512_abs_epi32(t15);
            __m256i t17 = _mm512_cvtepi32_epi16(t16);
            _mm256_storeu_si256((__m256i *)(a + t14), t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        short *t19 = a + t18;
        int t1 = (int)b[t18];
        if (0 > t1) {
            t1 = -t1;
        }
        *t19 = (short)t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_i64(int n, long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:48 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t4 = _mm512_abs_epi64(b_v);
            _mm512_storeu_si512(a + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i t6 = _mm512_abs_epi64(b_v_1);
            _mm512_storeu_si512(a + t5, t6);
            long t7 = i_vec + 16L;
            __m512i b_v_2 = _mm512_loadu_si512(b + t7);
            __m512i t8 = _mm512_abs_epi64(b_v_2);
            _mm512_storeu_si512(a + t7, t8);
            long t9 = i_vec + 24L;
            __m512i b_v_3 = _mm512_loadu_si512(b + t9);
            __m512i t10 = _mm512_abs_epi64(b_v_3);
            _mm512_storeu_si512(a + t9, t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m512i b_v_4 = _mm512_loadu_si512(b + t14);
            __m512i t15 = _mm512_abs_epi64(b_v_4);
            _mm512_storeu_si512(a + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)t16;
        __m512i b_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t19), b + t20);
        __m512i t21 = _mm512_abs_epi64(b_v_5);
        _mm512_mask_storeu_epi64(a + t20, _mm256_movepi32_mask(t19), t21);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        long *t23 = a + t22;
        long t1 = b[t22];
        if (t1 <= 0L) {
            t1 = -t1;
        }
        *t23 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    vcc_no_contract_body
    int t12;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m128i lo_v = _mm_set1_epi8((char)lo);
        __m128i hi_v = _mm_set1_epi8((char)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:53 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __mmask16 t5 = _mm_cmp_epu8_mask(b_v, lo_v, _MM_CMPINT_LT);
            __m128i t6 = _mm_min_epu8(hi_v, b_v);
            __m128i t7 = _mm_mask_blend_epi8(t5, t6, lo_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t7);
            long t8 = i_vec + 16L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __mmask16 t9 = _mm_cmp_epu8_mask(b_v_1, lo_v, _MM_CMPINT_LT);
            __m128i t10 = _mm_min_epu8(hi_v, b_v_1);
            __m128i t11 = _mm_mask_blend_epi8(t9, t10, lo_v);
            _mm_storeu_si128((__m128i *)(a + t8), t11);
            i_vec += 32L;
        } while (i_vec < t4);
        t12 = (int)t4;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        __m128i lo_v_1 = _mm_set1_epi8((char)lo);
        __m128i hi_v_1 = _mm_set1_epi8((char)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:53 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __mmask16 t16 = _mm_cmp_epu8_mask(b_v_2, lo_v_1, _MM_CMPINT_LT);
            __m128i t17 = _mm_min_epu8(hi_v_1, b_v_2);
            __m128i t18 = _mm_mask_blend_epi8(t16, t17, lo_v_1);
            _mm_storeu_si128((__m128i *)(a + t15), t18);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        unsigned char *t20 = a + t19;
        int t21 = (int)b[t19];
        int t1 = (int)lo;
        if (t21 >= t1) {
            int t2 = (int)hi;
            if (t21 <= t2) {
                t2 = t21;
            }
            t1 = t2;
        }
        *t20 = (unsigned char)t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    vcc_no_contract_body
    int t12;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i lo_v = _mm256_set1_epi16((short)lo);
        __m256i hi_v = _mm256_set1_epi16((short)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:58 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __mmask16 t5 = _mm256_cmp_epi16_mask(b_v, lo_v, _MM_CMPINT_LT);
            __m256i t6 = _mm256_min_epi16(hi_v, b_v);
            __m256i t7 = _mm256_mask_blend_epi16(t5, t6, lo_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t7);
            long t8 = i_vec + 16L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __mmask16 t9 = _mm256_cmp_epi16_mask(b_v_1, lo_v, _MM_CMPINT_LT);
            __m256i t10 = _mm256_min_epi16(hi_v, b_v_1);
            __m256i t11 = _mm256_mask_blend_epi16(t9, t10, lo_v);
            _mm256_storeu_si256((__m256i *)(a + t8), t11);
            i_vec += 32L;
        } while (i_vec < t4);
        t12 = (int)t4;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        __m256i lo_v_1 = _mm256_set1_epi16((short)lo);
        __m256i hi_v_1 = _mm256_set1_epi16((short)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:58 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __mmask16 t16 = _mm256_cmp_epi16_mask(b_v_2, lo_v_1, _MM_CMPINT_LT);
            __m256i t17 = _mm256_min_epi16(hi_v_1, b_v_2);
            __m256i t18 = _mm256_mask_blend_epi16(t16, t17, lo_v_1);
            _mm256_storeu_si256((__m256i *)(a + t15), t18);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        short *t20 = a + t19;
        int t21 = (int)b[t19];
        int t1 = (int)lo;
        if (t21 >= t1) {
            int t2 = (int)hi;
            if (t21 <= t2) {
                t2 = t21;
            }
            t1 = t2;
        }
        *t20 = (short)t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
    vcc_no_contract_body
    int t7;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        __m256i hi_v = _mm256_set1_epi16((short)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:63 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_min_epu16(hi_v, b_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 16L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_min_epu16(hi_v, b_v_1);
            _mm256_storeu_si256((__m256i *)(a + t5), t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m256i hi_v_1 = _mm256_set1_epi16((short)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:63 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t11 = _mm256_min_epu16(hi_v_1, b_v_2);
            _mm256_storeu_si256((__m256i *)(a + t10), t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        unsigned short *t13 = a + t12;
        int t14 = (int)b[t12];
        int t1 = (int)hi;
        if (t14 < t1) {
            t1 = t14;
        }
        *t13 = (unsigned short)t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    unsigned int t19;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i lo_v = _mm512_set1_epi32((int)lo);
        __m512i hi_v = _mm512_set1_epi32((int)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:68 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i v_v = _mm512_max_epu32(b_v, lo_v);
            __m512i t3 = _mm512_min_epu32(hi_v, v_v);
            _mm512_storeu_si512(a + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t4);
            __m512i v_v_1 = _mm512_max_epu32(b_v_1, lo_v);
            __m512i t5 = _mm512_min_epu32(hi_v, v_v_1);
            _mm512_storeu_si512(a + t4, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        __m512i lo_v_1 = _mm512_set1_epi32((int)lo);
        __m512i hi_v_1 = _mm512_set1_epi32((int)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:68 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t9);
            __m512i v_v_2 = _mm512_max_epu32(b_v_2, lo_v_1);
            __m512i t10 = _mm512_min_epu32(hi_v_1, v_v_2);
            _mm512_storeu_si512(a + t9, t10);
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
        __m512i lo_v_2 = _mm512_set1_epi32((int)lo);
        __m512i hi_v_2 = _mm512_set1_epi32((int)hi);
        long t15 = (long)t11;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t14, b + t15);
        __m512i v_v_3 = _mm512_max_epu32(b_v_3, lo_v_2);
        __m512i t16 = _mm512_min_epu32(hi_v_2, v_v_3);
        _mm512_mask_storeu_epi32(a + t15, t14, t16);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        unsigned int v = b[t17];
        if (v <= lo) {
            v = lo;
        }
        unsigned int *t18 = a + t17;
        if (hi < v) {
            t19 = hi;
        } else {
            t19 = v;
        }
        *t18 = t19;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t4 = _mm512_min_epi64(a_v, b_v);
            _mm512_storeu_si512(c + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i t6 = _mm512_min_epi64(a_v_1, b_v_1);
            _mm512_storeu_si512(c + t5, t6);
            long t7 = i_vec + 16L;
            __m512i a_v_2 = _mm512_loadu_si512(a + t7);
            __m512i b_v_2 = _mm512_loadu_si512(b + t7);
            __m512i t8 = _mm512_min_epi64(a_v_2, b_v_2);
            _mm512_storeu_si512(c + t7, t8);
            long t9 = i_vec + 24L;
            __m512i a_v_3 = _mm512_loadu_si512(a + t9);
            __m512i b_v_3 = _mm512_loadu_si512(b + t9);
            __m512i t10 = _mm512_min_epi64(a_v_3, b_v_3);
            _mm512_storeu_si512(c + t9, t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:75 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m512i a_v_4 = _mm512_loadu_si512(a + t14);
            __m512i b_v_4 = _mm512_loadu_si512(b + t14);
            __m512i t15 = _mm512_min_epi64(a_v_4, b_v_4);
            _mm512_storeu_si512(c + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)t16;
        __m512i a_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t19), a + t20);
        __m512i b_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t19), b + t20);
        __m512i t21 = _mm512_min_epi64(a_v_5, b_v_5);
        _mm512_mask_storeu_epi64(c + t20, _mm256_movepi32_mask(t19), t21);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        long *t23 = c + t22;
        long t1 = a[t22];
        long t24 = b[t22];
        if (t1 >= t24) {
            t1 = t24;
        }
        *t23 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t14;
    int t22;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:80 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            const float *t5 = a + i_vec;
            __m512 a_v = _mm512_loadu_ps(t5);
            const float *t6 = b + i_vec;
            __m512 b_v = _mm512_loadu_ps(t6);
            __m512 t7 = _mm512_min_ps(a_v, b_v);
            _mm512_storeu_ps(c + i_vec, t7);
            __m512 b_v_1 = _mm512_loadu_ps(t6);
            __m512 a_v_1 = _mm512_loadu_ps(t5);
            __m512 t8 = _mm512_max_ps(a_v_1, b_v_1);
            _mm512_storeu_ps(d + i_vec, t8);
            long t9 = i_vec + 16L;
            const float *t10 = a + t9;
            __m512 a_v_2 = _mm512_loadu_ps(t10);
            const float *t11 = b + t9;
            __m512 b_v_2 = _mm512_loadu_ps(t11);
            __m512 t12 = _mm512_min_ps(a_v_2, b_v_2);
            _mm512_storeu_ps(c + t9, t12);
            __m512 b_v_3 = _mm512_loadu_ps(t11);
            __m512 a_v_3 = _mm512_loadu_ps(t10);
            __m512 t13 = _mm512_max_ps(a_v_3, b_v_3);
            _mm512_storeu_ps(d + t9, t13);
            i_vec += 32L;
        } while (i_vec < t4);
        t14 = (int)t4;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:80 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const float *t18 = a + t17;
            __m512 a_v_4 = _mm512_loadu_ps(t18);
            const float *t19 = b + t17;
            __m512 b_v_4 = _mm512_loadu_ps(t19);
            __m512 t20 = _mm512_min_ps(a_v_4, b_v_4);
            _mm512_storeu_ps(c + t17, t20);
            __m512 b_v_5 = _mm512_loadu_ps(t19);
            __m512 a_v_5 = _mm512_loadu_ps(t18);
            __m512 t21 = _mm512_max_ps(a_v_5, b_v_5);
            _mm512_storeu_ps(d + t17, t21);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t22 = (int)((long)t14 + t16);
    } else {
        t22 = t14;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        long t26 = (long)t22;
        const float *t27 = a + t26;
        __m512 a_v_6 = _mm512_maskz_loadu_ps(t25, t27);
        const float *t28 = b + t26;
        __m512 b_v_6 = _mm512_maskz_loadu_ps(t25, t28);
        __m512 t29 = _mm512_min_ps(a_v_6, b_v_6);
        _mm512_mask_storeu_ps(c + t26, t25, t29);
        __m512 b_v_7 = _mm512_maskz_loadu_ps(t25, t28);
        __m512 a_v_7 = _mm512_maskz_loadu_ps(t25, t27);
        __m512 t30 = _mm512_max_ps(a_v_7, b_v_7);
        _mm512_mask_storeu_ps(d + t26, t25, t30);
        i = (int)((long)t22 + t23);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        float *t32 = c + t31;
        const float *t33 = a + t31;
        float t1 = *t33;
        const float *t34 = b + t31;
        float t35 = *t34;
        if (!(t1 < t35)) {
            t1 = t35;
        }
        *t32 = t1;
        float *t36 = d + t31;
        float t37 = *t34;
        float t2 = *t33;
        if (!(t37 < t2)) {
            t2 = t37;
        }
        *t36 = t2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:87 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d b_v = _mm512_loadu_pd(b + i_vec);
            __m512d t4 = _mm512_max_pd(a_v, b_v);
            _mm512_storeu_pd(c + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512d a_v_1 = _mm512_loadu_pd(a + t5);
            __m512d b_v_1 = _mm512_loadu_pd(b + t5);
            __m512d t6 = _mm512_max_pd(a_v_1, b_v_1);
            _mm512_storeu_pd(c + t5, t6);
            long t7 = i_vec + 16L;
            __m512d a_v_2 = _mm512_loadu_pd(a + t7);
            __m512d b_v_2 = _mm512_loadu_pd(b + t7);
            __m512d t8 = _mm512_max_pd(a_v_2, b_v_2);
            _mm512_storeu_pd(c + t7, t8);
            long t9 = i_vec + 24L;
            __m512d a_v_3 = _mm512_loadu_pd(a + t9);
            __m512d b_v_3 = _mm512_loadu_pd(b + t9);
            __m512d t10 = _mm512_max_pd(a_v_3, b_v_3);
            _mm512_storeu_pd(c + t9, t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:87 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m512d a_v_4 = _mm512_loadu_pd(a + t14);
            __m512d b_v_4 = _mm512_loadu_pd(b + t14);
            __m512d t15 = _mm512_max_pd(a_v_4, b_v_4);
            _mm512_storeu_pd(c + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)t16;
        __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t19), a + t20);
        __m512d b_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t19), b + t20);
        __m512d t21 = _mm512_max_pd(a_v_5, b_v_5);
        _mm512_mask_storeu_pd(c + t20, _mm256_movepi32_mask(t19), t21);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        double *t23 = c + t22;
        double t1 = a[t22];
        double t24 = b[t22];
        if (!(t1 > t24)) {
            t1 = t24;
        }
        *t23 = t1;
    }
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:93 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __mmask16 t4 = _mm512_cmp_ps_mask(a_v, b_v, _CMP_LE_OQ);
            __m512 t5 = _mm512_mask_blend_ps(t4, b_v, a_v);
            _mm512_storeu_ps(c + i_vec, t5);
            long t6 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + t6);
            __m512 b_v_1 = _mm512_loadu_ps(b + t6);
            __mmask16 t7 = _mm512_cmp_ps_mask(a_v_1, b_v_1, _CMP_LE_OQ);
            __m512 t8 = _mm512_mask_blend_ps(t7, b_v_1, a_v_1);
            _mm512_storeu_ps(c + t6, t8);
            i_vec += 32L;
        } while (i_vec < t3);
        t9 = (int)t3;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:93 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t12 = (long)t9 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + t12);
            __m512 b_v_2 = _mm512_loadu_ps(b + t12);
            __mmask16 t13 = _mm512_cmp_ps_mask(a_v_2, b_v_2, _CMP_LE_OQ);
            __m512 t14 = _mm512_mask_blend_ps(t13, b_v_2, a_v_2);
            _mm512_storeu_ps(c + t12, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)t15;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t18, a + t19);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t18, b + t19);
        __mmask16 t20 = _mm512_cmp_ps_mask(a_v_3, b_v_3, _CMP_LE_OQ);
        __m512 t21 = _mm512_mask_blend_ps(t20, b_v_3, a_v_3);
        _mm512_mask_storeu_ps(c + t19, t18, t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float *t23 = c + t22;
        float t1 = a[t22];
        float t24 = b[t22];
        if (!(t1 <= t24)) {
            t1 = t24;
        }
        *t23 = t1;
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
        clamp_both_i32(n, o32, i32);
        unsigned long long h_both = HASH(o32, n);
        clamp_crossed_i32(n, o32, i32);
        unsigned long long h_crossed = HASH(o32, n);
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
        printf("both=%llx crossed=%llx ", h_both, h_crossed);
        printf("n=%d abs=%llx %llx %llx %llx clamp=%llx %llx %llx %llx min64=%llx f32=%llx f64=%llx le=%llx\n", n, h_abs32,
               h_abs8, h_abs16, h_abs64, HASH(p8, n), HASH(o16, n), HASH(p16, n), HASH(p32, n), HASH(o64, n), h_minmax,
               HASH(dc, n), HASH(fc, n));
        free(i32), free(o32), free(i8), free(o8), free(u8), free(p8), free(i16), free(o16), free(u16), free(p16);
        free(u32), free(p32), free(i64), free(j64), free(o64), free(fa), free(fb), free(fc), free(fd), free(da), free(db), free(dc);
    }
    return 0;
}
