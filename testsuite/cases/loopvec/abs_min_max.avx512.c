/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 14 */
#include <math.h>
#include "harness.h"

/* Absolute values and clamps written with ?: (the vector selects become abs, min and max:
   midend/src/transform/loopvec/idioms.rs). The data holds each type's most negative value,
   whose negation wraps in the narrow types (C converts the promoted int back), and, for the
   floats, NaNs and zeros of both signs, on which min and max must keep the select's order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_clamp_i32(int n, int *restrict a, const int *restrict b, int hi) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    int t23;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i hi_v = _mm256_set1_epi32((int)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i v_v = _mm256_abs_epi32(b_v);
            __m256i t3 = _mm256_min_epi32(hi_v, v_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t3);
            long t4 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i v_v_1 = _mm256_abs_epi32(b_v_1);
            __m256i t5 = _mm256_min_epi32(hi_v, v_v_1);
            _mm256_storeu_si256((__m256i *)(a + t4), t5);
            long t6 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i v_v_2 = _mm256_abs_epi32(b_v_2);
            __m256i t7 = _mm256_min_epi32(hi_v, v_v_2);
            _mm256_storeu_si256((__m256i *)(a + t6), t7);
            long t8 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i v_v_3 = _mm256_abs_epi32(b_v_3);
            __m256i t9 = _mm256_min_epi32(hi_v, v_v_3);
            _mm256_storeu_si256((__m256i *)(a + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        __m256i hi_v_1 = _mm256_set1_epi32((int)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i v_v_4 = _mm256_abs_epi32(b_v_4);
            __m256i t14 = _mm256_min_epi32(hi_v_1, v_v_4);
            _mm256_storeu_si256((__m256i *)(a + t13), t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i hi_v_2 = _mm256_set1_epi32((int)hi);
        long t19 = (long)t15;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), b + t19);
        __m256i v_v_5 = _mm256_abs_epi32(b_v_5);
        __m256i t20 = _mm256_min_epi32(hi_v_2, v_v_5);
        _mm256_mask_storeu_epi32(a + t19, _mm256_movepi32_mask(t18), t20);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        int v = b[t21];
        if (v < 0) {
            v = -v;
        }
        int *t22 = a + t21;
        if (v > hi) {
            t23 = hi;
        } else {
            t23 = v;
        }
        *t22 = t23;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_both_i32(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t43;
    int t56;
    int i;
    (void)clamp_both;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_add_epi32(b_v, _mm256_set1_epi32(3));
            __m256i t5 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-1000), t4);
            __m256i t6 = (__m256i)~(vcc_m8)t5;
            __m256i t7 = _mm256_cmpgt_epi32(t4, _mm256_set1_epi32(4000));
            __m256i t8 = _mm256_and_si256(t6, t7);
            __m256i t9 = _mm256_ternarylogic_epi32(t8, _mm256_set1_epi32(4000), _mm256_set1_epi32(-1000), 0xCA);
            __m256i t10 = (__m256i)~(vcc_m8)t7;
            __m256i t11 = _mm256_and_si256(t6, t10);
            __m256i t12 = _mm256_ternarylogic_epi32(t11, t4, t9, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t12);
            long t13 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t14 = _mm256_add_epi32(b_v_1, _mm256_set1_epi32(3));
            __m256i t15 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-1000), t14);
            __m256i t16 = (__m256i)~(vcc_m8)t15;
            __m256i t17 = _mm256_cmpgt_epi32(t14, _mm256_set1_epi32(4000));
            __m256i t18 = _mm256_and_si256(t16, t17);
            __m256i t19 = _mm256_ternarylogic_epi32(t18, _mm256_set1_epi32(4000), _mm256_set1_epi32(-1000), 0xCA);
            __m256i t20 = (__m256i)~(vcc_m8)t17;
            __m256i t21 = _mm256_and_si256(t16, t20);
            __m256i t22 = _mm256_ternarylogic_epi32(t21, t14, t19, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t13), t22);
            long t23 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t23));
            __m256i t24 = _mm256_add_epi32(b_v_2, _mm256_set1_epi32(3));
            __m256i t25 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-1000), t24);
            __m256i t26 = (__m256i)~(vcc_m8)t25;
            __m256i t27 = _mm256_cmpgt_epi32(t24, _mm256_set1_epi32(4000));
            __m256i t28 = _mm256_and_si256(t26, t27);
            __m256i t29 = _mm256_ternarylogic_epi32(t28, _mm256_set1_epi32(4000), _mm256_set1_epi32(-1000), 0xCA);
            __m256i t30 = (__m256i)~(vcc_m8)t27;
            __m256i t31 = _mm256_and_si256(t26, t30);
            __m256i t32 = _mm256_ternarylogic_epi32(t31, t24, t29, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t23), t32);
            long t33 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t33));
            __m256i t34 = _mm256_add_epi32(b_v_3, _mm256_set1_epi32(3));
            __m256i t35 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-1000), t34);
            __m256i t36 = (__m256i)~(vcc_m8)t35;
            __m256i t37 = _mm256_cmpgt_epi32(t34, _mm256_set1_epi32(4000));
            __m256i t38 = _mm256_and_si256(t36, t37);
            __m256i t39 = _mm256_ternarylogic_epi32(t38, _mm256_set1_epi32(4000), _mm256_set1_epi32(-1000), 0xCA);
            __m256i t40 = (__m256i)~(vcc_m8)t37;
            __m256i t41 = _mm256_and_si256(t36, t40);
            __m256i t42 = _mm256_ternarylogic_epi32(t41, t34, t39, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t33), t42);
            i_vec += 32L;
        } while (i_vec < t3);
        t43 = (int)t3;
    } else {
        t43 = 0;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if (t44 >= 8L) {
        long t45 = t44 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t46 = (long)t43 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t46));
            __m256i t47 = _mm256_add_epi32(b_v_4, _mm256_set1_epi32(3));
            __m256i t48 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-1000), t47);
            __m256i t49 = (__m256i)~(vcc_m8)t48;
            __m256i t50 = _mm256_cmpgt_epi32(t47, _mm256_set1_epi32(4000));
            __m256i t51 = _mm256_and_si256(t49, t50);
            __m256i t52 = _mm256_ternarylogic_epi32(t51, _mm256_set1_epi32(4000), _mm256_set1_epi32(-1000), 0xCA);
            __m256i t53 = (__m256i)~(vcc_m8)t50;
            __m256i t54 = _mm256_and_si256(t49, t53);
            __m256i t55 = _mm256_ternarylogic_epi32(t54, t47, t52, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t46), t55);
            i_vec_1 += 8L;
        } while (i_vec_1 < t45);
        t56 = (int)((long)t43 + t45);
    } else {
        t56 = t43;
    }
    long t57 = (long)n + (long)t56 * -1L;
    if ((t57 >= 1L) & (t57 <= 8L)) {
        __m256i t58 = _mm256_set1_epi32((int)(int)t57);
        __m256i t59 = _mm256_cmpgt_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t60 = (long)t56;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t59), b + t60);
        __m256i t61 = _mm256_add_epi32(b_v_5, _mm256_set1_epi32(3));
        __m256i t62 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-1000), t61);
        __m256i t63 = (__m256i)~(vcc_m8)t62;
        __m256i t64 = _mm256_and_si256(t59, t63);
        __m256i t65 = _mm256_cmpgt_epi32(t61, _mm256_set1_epi32(4000));
        __m256i t66 = _mm256_and_si256(t64, t65);
        __m256i t67 = _mm256_ternarylogic_epi32(t66, _mm256_set1_epi32(4000), _mm256_set1_epi32(-1000), 0xCA);
        __m256i t68 = (__m256i)~(vcc_m8)t65;
        __m256i t69 = _mm256_and_si256(t64, t68);
        __m256i t70 = _mm256_ternarylogic_epi32(t69, t61, t67, 0xCA);
        _mm256_mask_storeu_epi32(a + t60, _mm256_movepi32_mask(t59), t70);
        i = (int)((long)t56 + t57);
    } else {
        i = t56;
    }
    for (; i < n; i++) {
        long t71 = (long)i;
        int *t72 = a + t71;
        int t1 = b[t71] + 3;
        if (t1 < -1000) {
            t1 = -1000;
        } else if (t1 > 4000) {
            t1 = 4000;
        }
        *t72 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_crossed_i32(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t39;
    int t51;
    int i;
    (void)clamp_both;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_cmpgt_epi32(_mm256_set1_epi32(50), b_v);
            __m256i t5 = (__m256i)~(vcc_m8)t4;
            __m256i t6 = _mm256_cmpgt_epi32(b_v, _mm256_set1_epi32(40));
            __m256i t7 = _mm256_and_si256(t5, t6);
            __m256i t8 = _mm256_ternarylogic_epi32(t7, _mm256_set1_epi32(40), _mm256_set1_epi32(50), 0xCA);
            __m256i t9 = (__m256i)~(vcc_m8)t6;
            __m256i t10 = _mm256_and_si256(t5, t9);
            __m256i t11 = _mm256_ternarylogic_epi32(t10, b_v, t8, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t11);
            long t12 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t13 = _mm256_cmpgt_epi32(_mm256_set1_epi32(50), b_v_1);
            __m256i t14 = (__m256i)~(vcc_m8)t13;
            __m256i t15 = _mm256_cmpgt_epi32(b_v_1, _mm256_set1_epi32(40));
            __m256i t16 = _mm256_and_si256(t14, t15);
            __m256i t17 = _mm256_ternarylogic_epi32(t16, _mm256_set1_epi32(40), _mm256_set1_epi32(50), 0xCA);
            __m256i t18 = (__m256i)~(vcc_m8)t15;
            __m256i t19 = _mm256_and_si256(t14, t18);
            __m256i t20 = _mm256_ternarylogic_epi32(t19, b_v_1, t17, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t12), t20);
            long t21 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m256i t22 = _mm256_cmpgt_epi32(_mm256_set1_epi32(50), b_v_2);
            __m256i t23 = (__m256i)~(vcc_m8)t22;
            __m256i t24 = _mm256_cmpgt_epi32(b_v_2, _mm256_set1_epi32(40));
            __m256i t25 = _mm256_and_si256(t23, t24);
            __m256i t26 = _mm256_ternarylogic_epi32(t25, _mm256_set1_epi32(40), _mm256_set1_epi32(50), 0xCA);
            __m256i t27 = (__m256i)~(vcc_m8)t24;
            __m256i t28 = _mm256_and_si256(t23, t27);
            __m256i t29 = _mm256_ternarylogic_epi32(t28, b_v_2, t26, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t21), t29);
            long t30 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t30));
            __m256i t31 = _mm256_cmpgt_epi32(_mm256_set1_epi32(50), b_v_3);
            __m256i t32 = (__m256i)~(vcc_m8)t31;
            __m256i t33 = _mm256_cmpgt_epi32(b_v_3, _mm256_set1_epi32(40));
            __m256i t34 = _mm256_and_si256(t32, t33);
            __m256i t35 = _mm256_ternarylogic_epi32(t34, _mm256_set1_epi32(40), _mm256_set1_epi32(50), 0xCA);
            __m256i t36 = (__m256i)~(vcc_m8)t33;
            __m256i t37 = _mm256_and_si256(t32, t36);
            __m256i t38 = _mm256_ternarylogic_epi32(t37, b_v_3, t35, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t30), t38);
            i_vec += 32L;
        } while (i_vec < t3);
        t39 = (int)t3;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 8L) {
        long t41 = t40 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t42));
            __m256i t43 = _mm256_cmpgt_epi32(_mm256_set1_epi32(50), b_v_4);
            __m256i t44 = (__m256i)~(vcc_m8)t43;
            __m256i t45 = _mm256_cmpgt_epi32(b_v_4, _mm256_set1_epi32(40));
            __m256i t46 = _mm256_and_si256(t44, t45);
            __m256i t47 = _mm256_ternarylogic_epi32(t46, _mm256_set1_epi32(40), _mm256_set1_epi32(50), 0xCA);
            __m256i t48 = (__m256i)~(vcc_m8)t45;
            __m256i t49 = _mm256_and_si256(t44, t48);
            __m256i t50 = _mm256_ternarylogic_epi32(t49, b_v_4, t47, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t42), t50);
            i_vec_1 += 8L;
        } while (i_vec_1 < t41);
        t51 = (int)((long)t39 + t41);
    } else {
        t51 = t39;
    }
    long t52 = (long)n + (long)t51 * -1L;
    if ((t52 >= 1L) & (t52 <= 8L)) {
        __m256i t53 = _mm256_set1_epi32((int)(int)t52);
        __m256i t54 = _mm256_cmpgt_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t55 = (long)t51;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), b + t55);
        __m256i t56 = _mm256_cmpgt_epi32(_mm256_set1_epi32(50), b_v_5);
        __m256i t57 = (__m256i)~(vcc_m8)t56;
        __m256i t58 = _mm256_and_si256(t54, t57);
        __m256i t59 = _mm256_cmpgt_epi32(b_v_5, _mm256_set1_epi32(40));
        __m256i t60 = _mm256_and_si256(t58, t59);
        __m256i t61 = _mm256_ternarylogic_epi32(t60, _mm256_set1_epi32(40), _mm256_set1_epi32(50), 0xCA);
        __m256i t62 = (__m256i)~(vcc_m8)t59;
        __m256i t63 = _mm256_and_si256(t58, t62);
        __m256i t64 = _mm256_ternarylogic_epi32(t63, b_v_5, t61, 0xCA);
        _mm256_mask_storeu_epi32(a + t55, _mm256_movepi32_mask(t54), t64);
        i = (int)((long)t51 + t52);
    } else {
        i = t51;
    }
    for (; i < n; i++) {
        long t65 = (long)i;
        int *t66 = a + t65;
        int t1 = b[t65];
        if (t1 < 50) {
            t1 = 50;
        } else if (t1 > 40) {
            t1 = 40;
        }
        *t66 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    vcc_no_contract_body
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:38 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar b_v = vcc_load(vcc_v8_schar, b + i_vec);
            __m256i t4 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m256i t5 = _mm256_abs_epi32(t4);
            vcc_v8_schar t6 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t5));
            vcc_store(a + i_vec, t6);
            long t7 = i_vec + 8L;
            vcc_v8_schar b_v_1 = vcc_load(vcc_v8_schar, b + t7);
            __m256i t8 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m256i t9 = _mm256_abs_epi32(t8);
            vcc_v8_schar t10 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t9));
            vcc_store(a + t7, t10);
            long t11 = i_vec + 16L;
            vcc_v8_schar b_v_2 = vcc_load(vcc_v8_schar, b + t11);
            __m256i t12 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m256i t13 = _mm256_abs_epi32(t12);
            vcc_v8_schar t14 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t13));
            vcc_store(a + t11, t14);
            long t15 = i_vec + 24L;
            vcc_v8_schar b_v_3 = vcc_load(vcc_v8_schar, b + t15);
            __m256i t16 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m256i t17 = _mm256_abs_epi32(t16);
            vcc_v8_schar t18 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t17));
            vcc_store(a + t15, t18);
            i_vec += 32L;
        } while (i_vec < t3);
        t19 = (int)t3;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            vcc_v8_schar b_v_4 = vcc_load(vcc_v8_schar, b + t22);
            __m256i t23 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m256i t24 = _mm256_abs_epi32(t23);
            vcc_v8_schar t25 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t24));
            vcc_store(a + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        signed char *t27 = a + t26;
        int t1 = (int)b[t26];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t27 = (signed char)t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_i16(int n, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t4 = _mm256_cvtepi16_epi32(b_v);
            __m256i t5 = _mm256_abs_epi32(t4);
            __m128i t6 = _mm256_cvtepi32_epi16(t5);
            _mm_storeu_si128((__m128i *)(a + i_vec), t6);
            long t7 = i_vec + 8L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m256i t8 = _mm256_cvtepi16_epi32(b_v_1);
            __m256i t9 = _mm256_abs_epi32(t8);
            __m128i t10 = _mm256_cvtepi32_epi16(t9);
            _mm_storeu_si128((__m128i *)(a + t7), t10);
            long t11 = i_vec + 16L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m256i t12 = _mm256_cvtepi16_epi32(b_v_2);
            __m256i t13 = _mm256_abs_epi32(t12);
            __m128i t14 = _mm256_cvtepi32_epi16(t13);
            _mm_storeu_si128((__m128i *)(a + t11), t14);
            long t15 = i_vec + 24L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m256i t16 = _mm256_cvtepi16_epi32(b_v_3);
            __m256i t17 = _mm256_abs_epi32(t16);
            __m128i t18 = _mm256_cvtepi32_epi16(t17);
            _mm_storeu_si128((__m128i *)(a + t15), t18);
            i_vec += 32L;
        } while (i_vec < t3);
        t19 = (int)t3;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t22));
            __m256i t23 = _mm256_cvtepi16_epi32(b_v_4);
            __m256i t24 = _mm256_abs_epi32(t23);
            __m128i t25 = _mm256_cvtepi32_epi16(t24);
            _mm_storeu_si128((__m128i *)(a + t22), t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        short *t27 = a + t26;
        int t1 = (int)b[t26];
        if (0 > t1) {
            t1 = -t1;
        }
        *t27 = (short)t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_i64(int n, long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:48 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_abs_epi64(b_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 4L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_abs_epi64(b_v_1);
            _mm256_storeu_si256((__m256i *)(a + t5), t6);
            long t7 = i_vec + 8L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t8 = _mm256_abs_epi64(b_v_2);
            _mm256_storeu_si256((__m256i *)(a + t7), t8);
            long t9 = i_vec + 12L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_abs_epi64(b_v_3);
            _mm256_storeu_si256((__m256i *)(a + t9), t10);
            i_vec += 16L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_abs_epi64(b_v_4);
            _mm256_storeu_si256((__m256i *)(a + t14), t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        long *t17 = a + t16;
        long t1 = b[t16];
        if (t1 <= 0L) {
            t1 = -t1;
        }
        *t17 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m128i lo_v = _mm_set1_epi8((char)lo);
        __m128i hi_v = _mm_set1_epi8((char)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:53 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __mmask16 t5 = _mm_cmp_epu8_mask(b_v, lo_v, _MM_CMPINT_LT);
            __m128i t6 = _mm_min_epu8(hi_v, b_v);
            __m128i t7 = _mm_mask_blend_epi8(t5, t6, lo_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t7);
            i_vec += 16L;
        } while (i_vec < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        unsigned char *t9 = a + t8;
        int t10 = (int)b[t8];
        int t1 = (int)lo;
        if (t10 >= t1) {
            int t2 = (int)hi;
            if (t10 <= t2) {
                t2 = t10;
            }
            t1 = t2;
        }
        *t9 = (unsigned char)t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m256i lo_v = _mm256_set1_epi16((short)lo);
        __m256i hi_v = _mm256_set1_epi16((short)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:58 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __mmask16 t5 = _mm256_cmp_epi16_mask(b_v, lo_v, _MM_CMPINT_LT);
            __m256i t6 = _mm256_min_epi16(hi_v, b_v);
            __m256i t7 = _mm256_mask_blend_epi16(t5, t6, lo_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t7);
            i_vec += 16L;
        } while (i_vec < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        short *t9 = a + t8;
        int t10 = (int)b[t8];
        int t1 = (int)lo;
        if (t10 >= t1) {
            int t2 = (int)hi;
            if (t10 <= t2) {
                t2 = t10;
            }
            t1 = t2;
        }
        *t9 = (short)t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    unsigned int t23;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i lo_v = _mm256_set1_epi32((int)lo);
        __m256i hi_v = _mm256_set1_epi32((int)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:68 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i v_v = _mm256_max_epu32(b_v, lo_v);
            __m256i t3 = _mm256_min_epu32(hi_v, v_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t3);
            long t4 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i v_v_1 = _mm256_max_epu32(b_v_1, lo_v);
            __m256i t5 = _mm256_min_epu32(hi_v, v_v_1);
            _mm256_storeu_si256((__m256i *)(a + t4), t5);
            long t6 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i v_v_2 = _mm256_max_epu32(b_v_2, lo_v);
            __m256i t7 = _mm256_min_epu32(hi_v, v_v_2);
            _mm256_storeu_si256((__m256i *)(a + t6), t7);
            long t8 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i v_v_3 = _mm256_max_epu32(b_v_3, lo_v);
            __m256i t9 = _mm256_min_epu32(hi_v, v_v_3);
            _mm256_storeu_si256((__m256i *)(a + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        __m256i lo_v_1 = _mm256_set1_epi32((int)lo);
        __m256i hi_v_1 = _mm256_set1_epi32((int)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i v_v_4 = _mm256_max_epu32(b_v_4, lo_v_1);
            __m256i t14 = _mm256_min_epu32(hi_v_1, v_v_4);
            _mm256_storeu_si256((__m256i *)(a + t13), t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i lo_v_2 = _mm256_set1_epi32((int)lo);
        __m256i hi_v_2 = _mm256_set1_epi32((int)hi);
        long t19 = (long)t15;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), b + t19);
        __m256i v_v_5 = _mm256_max_epu32(b_v_5, lo_v_2);
        __m256i t20 = _mm256_min_epu32(hi_v_2, v_v_5);
        _mm256_mask_storeu_epi32(a + t19, _mm256_movepi32_mask(t18), t20);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        unsigned int v = b[t21];
        if (v <= lo) {
            v = lo;
        }
        unsigned int *t22 = a + t21;
        if (hi < v) {
            t23 = hi;
        } else {
            t23 = v;
        }
        *t22 = t23;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    vcc_no_contract_body
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:75 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_min_epi64(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t4);
            long t5 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_min_epi64(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t5), t6);
            long t7 = i_vec + 8L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t8 = _mm256_min_epi64(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t7), t8);
            long t9 = i_vec + 12L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_min_epi64(a_v_3, b_v_3);
            _mm256_storeu_si256((__m256i *)(c + t9), t10);
            i_vec += 16L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:75 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_min_epi64(a_v_4, b_v_4);
            _mm256_storeu_si256((__m256i *)(c + t14), t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        long *t17 = c + t16;
        long t1 = a[t16];
        long t18 = b[t16];
        if (t1 >= t18) {
            t1 = t18;
        }
        *t17 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t14;
    int t22;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:80 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            const float *t5 = a + i_vec;
            __m256 a_v = _mm256_loadu_ps(t5);
            const float *t6 = b + i_vec;
            __m256 b_v = _mm256_loadu_ps(t6);
            __m256 t7 = _mm256_min_ps(a_v, b_v);
            _mm256_storeu_ps(c + i_vec, t7);
            __m256 b_v_1 = _mm256_loadu_ps(t6);
            __m256 a_v_1 = _mm256_loadu_ps(t5);
            __m256 t8 = _mm256_max_ps(a_v_1, b_v_1);
            _mm256_storeu_ps(d + i_vec, t8);
            long t9 = i_vec + 8L;
            const float *t10 = a + t9;
            __m256 a_v_2 = _mm256_loadu_ps(t10);
            const float *t11 = b + t9;
            __m256 b_v_2 = _mm256_loadu_ps(t11);
            __m256 t12 = _mm256_min_ps(a_v_2, b_v_2);
            _mm256_storeu_ps(c + t9, t12);
            __m256 b_v_3 = _mm256_loadu_ps(t11);
            __m256 a_v_3 = _mm256_loadu_ps(t10);
            __m256 t13 = _mm256_max_ps(a_v_3, b_v_3);
            _mm256_storeu_ps(d + t9, t13);
            i_vec += 16L;
        } while (i_vec < t4);
        t14 = (int)t4;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:80 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const float *t18 = a + t17;
            __m256 a_v_4 = _mm256_loadu_ps(t18);
            const float *t19 = b + t17;
            __m256 b_v_4 = _mm256_loadu_ps(t19);
            __m256 t20 = _mm256_min_ps(a_v_4, b_v_4);
            _mm256_storeu_ps(c + t17, t20);
            __m256 b_v_5 = _mm256_loadu_ps(t19);
            __m256 a_v_5 = _mm256_loadu_ps(t18);
            __m256 t21 = _mm256_max_ps(a_v_5, b_v_5);
            _mm256_storeu_ps(d + t17, t21);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t22 = (int)((long)t14 + t16);
    } else {
        t22 = t14;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if ((t23 >= 1L) & (t23 <= 8L)) {
        __m256i t24 = _mm256_set1_epi32((int)(int)t23);
        __m256i t25 = _mm256_cmpgt_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t26 = (long)t22;
        const float *t27 = a + t26;
        __m256 a_v_6 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t25), t27);
        const float *t28 = b + t26;
        __m256 b_v_6 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t25), t28);
        __m256 t29 = _mm256_min_ps(a_v_6, b_v_6);
        _mm256_mask_storeu_ps(c + t26, _mm256_movepi32_mask(t25), t29);
        __m256 b_v_7 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t25), t28);
        __m256 a_v_7 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t25), t27);
        __m256 t30 = _mm256_max_ps(a_v_7, b_v_7);
        _mm256_mask_storeu_ps(d + t26, _mm256_movepi32_mask(t25), t30);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:87 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d b_v = _mm256_loadu_pd(b + i_vec);
            __m256d t4 = _mm256_max_pd(a_v, b_v);
            _mm256_storeu_pd(c + i_vec, t4);
            long t5 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t5);
            __m256d b_v_1 = _mm256_loadu_pd(b + t5);
            __m256d t6 = _mm256_max_pd(a_v_1, b_v_1);
            _mm256_storeu_pd(c + t5, t6);
            long t7 = i_vec + 8L;
            __m256d a_v_2 = _mm256_loadu_pd(a + t7);
            __m256d b_v_2 = _mm256_loadu_pd(b + t7);
            __m256d t8 = _mm256_max_pd(a_v_2, b_v_2);
            _mm256_storeu_pd(c + t7, t8);
            long t9 = i_vec + 12L;
            __m256d a_v_3 = _mm256_loadu_pd(a + t9);
            __m256d b_v_3 = _mm256_loadu_pd(b + t9);
            __m256d t10 = _mm256_max_pd(a_v_3, b_v_3);
            _mm256_storeu_pd(c + t9, t10);
            i_vec += 16L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:87 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m256d a_v_4 = _mm256_loadu_pd(a + t14);
            __m256d b_v_4 = _mm256_loadu_pd(b + t14);
            __m256d t15 = _mm256_max_pd(a_v_4, b_v_4);
            _mm256_storeu_pd(c + t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        double *t17 = c + t16;
        double t1 = a[t16];
        double t18 = b[t16];
        if (!(t1 > t18)) {
            t1 = t18;
        }
        *t17 = t1;
    }
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:93 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(a_v, b_v, _CMP_LE_OQ));
            __m256 t5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), b_v, a_v);
            _mm256_storeu_ps(c + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t6);
            __m256 b_v_1 = _mm256_loadu_ps(b + t6);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, b_v_1, _CMP_LE_OQ));
            __m256 t8 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t7), b_v_1, a_v_1);
            _mm256_storeu_ps(c + t6, t8);
            long t9 = i_vec + 16L;
            __m256 a_v_2 = _mm256_loadu_ps(a + t9);
            __m256 b_v_2 = _mm256_loadu_ps(b + t9);
            __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, b_v_2, _CMP_LE_OQ));
            __m256 t11 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t10), b_v_2, a_v_2);
            _mm256_storeu_ps(c + t9, t11);
            long t12 = i_vec + 24L;
            __m256 a_v_3 = _mm256_loadu_ps(a + t12);
            __m256 b_v_3 = _mm256_loadu_ps(b + t12);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(a_v_3, b_v_3, _CMP_LE_OQ));
            __m256 t14 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t13), b_v_3, a_v_3);
            _mm256_storeu_ps(c + t12, t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:93 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            __m256 a_v_4 = _mm256_loadu_ps(a + t18);
            __m256 b_v_4 = _mm256_loadu_ps(b + t18);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(a_v_4, b_v_4, _CMP_LE_OQ));
            __m256 t20 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t19), b_v_4, a_v_4);
            _mm256_storeu_ps(c + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)t21;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), a + t25);
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), b + t25);
        __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(a_v_5, b_v_5, _CMP_LE_OQ));
        __m256 t27 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t26), b_v_5, a_v_5);
        _mm256_mask_storeu_ps(c + t25, _mm256_movepi32_mask(t24), t27);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        float *t29 = c + t28;
        float t1 = a[t28];
        float t30 = b[t28];
        if (!(t1 <= t30)) {
            t1 = t30;
        }
        *t29 = t1;
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
