/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
static inline __attribute__((unused)) __m128i vcc_sse2_abs_epi32(__m128i x) { __m128i s = _mm_srai_epi32(x, 31); return _mm_sub_epi32(_mm_xor_si128(x, s), s); }
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_min_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(a, b)); }
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi8_epi32(__m128i x) { __m128i w = _mm_unpacklo_epi8(x, x); return _mm_srai_epi32(_mm_unpacklo_epi16(w, w), 24); }
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi16_epi32(__m128i x) { return _mm_srai_epi32(_mm_unpacklo_epi16(x, x), 16); }
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_sse_flip_epi8(X) _mm_xor_si128((X), _mm_set1_epi8(-128))
static inline __attribute__((unused)) __m128i vcc_sse2_min_epu16(__m128i a, __m128i b) { return _mm_sub_epi16(a, _mm_subs_epu16(a, b)); }
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
static inline __attribute__((unused)) __m128i vcc_sse2_max_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(b), vcc_sse_flip_epi32(a))); }
static inline __attribute__((unused)) __m128i vcc_sse2_min_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(a), vcc_sse_flip_epi32(b))); }
static inline __attribute__((unused)) __m128i vcc_sse2_cmpgt_epi64(__m128i a, __m128i b) { __m128i f = _mm_set_epi32(0, -2147483647 - 1, 0, -2147483647 - 1); __m128i lo = _mm_cmpgt_epi32(_mm_xor_si128(a, f), _mm_xor_si128(b, f)); __m128i r = _mm_or_si128(_mm_cmpgt_epi32(a, b), _mm_and_si128(_mm_cmpeq_epi32(a, b), _mm_shuffle_epi32(lo, 0xa0))); return _mm_shuffle_epi32(r, 0xf5); }
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }

/* vcc-test: expect-vectorized 14 */
#include <math.h>
#include "harness.h"

/* Absolute values and clamps written with ?: (the vector selects become abs, min and max:
   midend/src/transform/loopvec/idioms.rs). The data holds each type's most negative value,
   whose negation wraps in the narrow types (C converts the promoted int back), and, for the
   floats, NaNs and zeros of both signs, on which min and max must keep the select's order. */
void abs_clamp_i32(int n, int *restrict a, const int *restrict b, int hi) {
    int t10;
    int i;
    int t17;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i hi_v = _mm_set1_epi32((int)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i v_v = vcc_sse2_abs_epi32(b_v);
            __m128i t3 = vcc_sse2_min_epi32(hi_v, v_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t3);
            long t4 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i v_v_1 = vcc_sse2_abs_epi32(b_v_1);
            __m128i t5 = vcc_sse2_min_epi32(hi_v, v_v_1);
            _mm_storeu_si128((__m128i *)(a + t4), t5);
            long t6 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i v_v_2 = vcc_sse2_abs_epi32(b_v_2);
            __m128i t7 = vcc_sse2_min_epi32(hi_v, v_v_2);
            _mm_storeu_si128((__m128i *)(a + t6), t7);
            long t8 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i v_v_3 = vcc_sse2_abs_epi32(b_v_3);
            __m128i t9 = vcc_sse2_min_epi32(hi_v, v_v_3);
            _mm_storeu_si128((__m128i *)(a + t8), t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        __m128i hi_v_1 = _mm_set1_epi32((int)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i v_v_4 = vcc_sse2_abs_epi32(b_v_4);
            __m128i t14 = vcc_sse2_min_epi32(hi_v_1, v_v_4);
            _mm_storeu_si128((__m128i *)(a + t13), t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int v = b[t15];
        if (v < 0) {
            v = -v;
        }
        int *t16 = a + t15;
        if (v > hi) {
            t17 = hi;
        } else {
            t17 = v;
        }
        *t16 = t17;
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

void clamp_both_i32(int n, int *restrict a, const int *restrict b) {
    int t43;
    int i;
    (void)clamp_both;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_add_epi32(b_v, _mm_set1_epi32(3));
            __m128i t5 = _mm_cmpgt_epi32(_mm_set1_epi32(-1000), t4);
            __m128i t6 = (__m128i)~(vcc_m4)t5;
            __m128i t7 = _mm_cmpgt_epi32(t4, _mm_set1_epi32(4000));
            __m128i t8 = (__m128i)((vcc_m4)t6 & (vcc_m4)t7);
            __m128i t9 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-1000), _mm_set1_epi32(4000), t8);
            __m128i t10 = (__m128i)~(vcc_m4)t7;
            __m128i t11 = (__m128i)((vcc_m4)t6 & (vcc_m4)t10);
            __m128i t12 = vcc_sse2_blendv_epi8(t9, t4, t11);
            _mm_storeu_si128((__m128i *)(a + i_vec), t12);
            long t13 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t14 = _mm_add_epi32(b_v_1, _mm_set1_epi32(3));
            __m128i t15 = _mm_cmpgt_epi32(_mm_set1_epi32(-1000), t14);
            __m128i t16 = (__m128i)~(vcc_m4)t15;
            __m128i t17 = _mm_cmpgt_epi32(t14, _mm_set1_epi32(4000));
            __m128i t18 = (__m128i)((vcc_m4)t16 & (vcc_m4)t17);
            __m128i t19 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-1000), _mm_set1_epi32(4000), t18);
            __m128i t20 = (__m128i)~(vcc_m4)t17;
            __m128i t21 = (__m128i)((vcc_m4)t16 & (vcc_m4)t20);
            __m128i t22 = vcc_sse2_blendv_epi8(t19, t14, t21);
            _mm_storeu_si128((__m128i *)(a + t13), t22);
            long t23 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t23));
            __m128i t24 = _mm_add_epi32(b_v_2, _mm_set1_epi32(3));
            __m128i t25 = _mm_cmpgt_epi32(_mm_set1_epi32(-1000), t24);
            __m128i t26 = (__m128i)~(vcc_m4)t25;
            __m128i t27 = _mm_cmpgt_epi32(t24, _mm_set1_epi32(4000));
            __m128i t28 = (__m128i)((vcc_m4)t26 & (vcc_m4)t27);
            __m128i t29 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-1000), _mm_set1_epi32(4000), t28);
            __m128i t30 = (__m128i)~(vcc_m4)t27;
            __m128i t31 = (__m128i)((vcc_m4)t26 & (vcc_m4)t30);
            __m128i t32 = vcc_sse2_blendv_epi8(t29, t24, t31);
            _mm_storeu_si128((__m128i *)(a + t23), t32);
            long t33 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t33));
            __m128i t34 = _mm_add_epi32(b_v_3, _mm_set1_epi32(3));
            __m128i t35 = _mm_cmpgt_epi32(_mm_set1_epi32(-1000), t34);
            __m128i t36 = (__m128i)~(vcc_m4)t35;
            __m128i t37 = _mm_cmpgt_epi32(t34, _mm_set1_epi32(4000));
            __m128i t38 = (__m128i)((vcc_m4)t36 & (vcc_m4)t37);
            __m128i t39 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-1000), _mm_set1_epi32(4000), t38);
            __m128i t40 = (__m128i)~(vcc_m4)t37;
            __m128i t41 = (__m128i)((vcc_m4)t36 & (vcc_m4)t40);
            __m128i t42 = vcc_sse2_blendv_epi8(t39, t34, t41);
            _mm_storeu_si128((__m128i *)(a + t33), t42);
            i_vec += 16L;
        } while (i_vec < t3);
        t43 = (int)t3;
    } else {
        t43 = 0;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if (t44 >= 4L) {
        long t45 = t44 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t46 = (long)t43 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t46));
            __m128i t47 = _mm_add_epi32(b_v_4, _mm_set1_epi32(3));
            __m128i t48 = _mm_cmpgt_epi32(_mm_set1_epi32(-1000), t47);
            __m128i t49 = (__m128i)~(vcc_m4)t48;
            __m128i t50 = _mm_cmpgt_epi32(t47, _mm_set1_epi32(4000));
            __m128i t51 = (__m128i)((vcc_m4)t49 & (vcc_m4)t50);
            __m128i t52 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-1000), _mm_set1_epi32(4000), t51);
            __m128i t53 = (__m128i)~(vcc_m4)t50;
            __m128i t54 = (__m128i)((vcc_m4)t49 & (vcc_m4)t53);
            __m128i t55 = vcc_sse2_blendv_epi8(t52, t47, t54);
            _mm_storeu_si128((__m128i *)(a + t46), t55);
            i_vec_1 += 4L;
        } while (i_vec_1 < t45);
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        int *t57 = a + t56;
        int t1 = b[t56] + 3;
        if (t1 < -1000) {
            t1 = -1000;
        } else if (t1 > 4000) {
            t1 = 4000;
        }
        *t57 = t1;
    }
}

void clamp_crossed_i32(int n, int *restrict a, const int *restrict b) {
    int t39;
    int i;
    (void)clamp_both;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_cmpgt_epi32(_mm_set1_epi32(50), b_v);
            __m128i t5 = (__m128i)~(vcc_m4)t4;
            __m128i t6 = _mm_cmpgt_epi32(b_v, _mm_set1_epi32(40));
            __m128i t7 = (__m128i)((vcc_m4)t5 & (vcc_m4)t6);
            __m128i t8 = vcc_sse2_blendv_epi8(_mm_set1_epi32(50), _mm_set1_epi32(40), t7);
            __m128i t9 = (__m128i)~(vcc_m4)t6;
            __m128i t10 = (__m128i)((vcc_m4)t5 & (vcc_m4)t9);
            __m128i t11 = vcc_sse2_blendv_epi8(t8, b_v, t10);
            _mm_storeu_si128((__m128i *)(a + i_vec), t11);
            long t12 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t12));
            __m128i t13 = _mm_cmpgt_epi32(_mm_set1_epi32(50), b_v_1);
            __m128i t14 = (__m128i)~(vcc_m4)t13;
            __m128i t15 = _mm_cmpgt_epi32(b_v_1, _mm_set1_epi32(40));
            __m128i t16 = (__m128i)((vcc_m4)t14 & (vcc_m4)t15);
            __m128i t17 = vcc_sse2_blendv_epi8(_mm_set1_epi32(50), _mm_set1_epi32(40), t16);
            __m128i t18 = (__m128i)~(vcc_m4)t15;
            __m128i t19 = (__m128i)((vcc_m4)t14 & (vcc_m4)t18);
            __m128i t20 = vcc_sse2_blendv_epi8(t17, b_v_1, t19);
            _mm_storeu_si128((__m128i *)(a + t12), t20);
            long t21 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m128i t22 = _mm_cmpgt_epi32(_mm_set1_epi32(50), b_v_2);
            __m128i t23 = (__m128i)~(vcc_m4)t22;
            __m128i t24 = _mm_cmpgt_epi32(b_v_2, _mm_set1_epi32(40));
            __m128i t25 = (__m128i)((vcc_m4)t23 & (vcc_m4)t24);
            __m128i t26 = vcc_sse2_blendv_epi8(_mm_set1_epi32(50), _mm_set1_epi32(40), t25);
            __m128i t27 = (__m128i)~(vcc_m4)t24;
            __m128i t28 = (__m128i)((vcc_m4)t23 & (vcc_m4)t27);
            __m128i t29 = vcc_sse2_blendv_epi8(t26, b_v_2, t28);
            _mm_storeu_si128((__m128i *)(a + t21), t29);
            long t30 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t30));
            __m128i t31 = _mm_cmpgt_epi32(_mm_set1_epi32(50), b_v_3);
            __m128i t32 = (__m128i)~(vcc_m4)t31;
            __m128i t33 = _mm_cmpgt_epi32(b_v_3, _mm_set1_epi32(40));
            __m128i t34 = (__m128i)((vcc_m4)t32 & (vcc_m4)t33);
            __m128i t35 = vcc_sse2_blendv_epi8(_mm_set1_epi32(50), _mm_set1_epi32(40), t34);
            __m128i t36 = (__m128i)~(vcc_m4)t33;
            __m128i t37 = (__m128i)((vcc_m4)t32 & (vcc_m4)t36);
            __m128i t38 = vcc_sse2_blendv_epi8(t35, b_v_3, t37);
            _mm_storeu_si128((__m128i *)(a + t30), t38);
            i_vec += 16L;
        } while (i_vec < t3);
        t39 = (int)t3;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t42));
            __m128i t43 = _mm_cmpgt_epi32(_mm_set1_epi32(50), b_v_4);
            __m128i t44 = (__m128i)~(vcc_m4)t43;
            __m128i t45 = _mm_cmpgt_epi32(b_v_4, _mm_set1_epi32(40));
            __m128i t46 = (__m128i)((vcc_m4)t44 & (vcc_m4)t45);
            __m128i t47 = vcc_sse2_blendv_epi8(_mm_set1_epi32(50), _mm_set1_epi32(40), t46);
            __m128i t48 = (__m128i)~(vcc_m4)t45;
            __m128i t49 = (__m128i)((vcc_m4)t44 & (vcc_m4)t48);
            __m128i t50 = vcc_sse2_blendv_epi8(t47, b_v_4, t49);
            _mm_storeu_si128((__m128i *)(a + t42), t50);
            i_vec_1 += 4L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        int *t52 = a + t51;
        int t1 = b[t51];
        if (t1 < 50) {
            t1 = 50;
        } else if (t1 > 40) {
            t1 = 40;
        }
        *t52 = t1;
    }
}

void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_schar b_v = vcc_load(vcc_v4_schar, b + i_vec);
            __m128i t4 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)b_v));
            __m128i t5 = vcc_sse2_abs_epi32(t4);
            vcc_v4_schar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t5, vcc_v4_short), vcc_v4_schar);
            vcc_store(a + i_vec, t6);
            long t7 = i_vec + 4L;
            vcc_v4_schar b_v_1 = vcc_load(vcc_v4_schar, b + t7);
            __m128i t8 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)b_v_1));
            __m128i t9 = vcc_sse2_abs_epi32(t8);
            vcc_v4_schar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t9, vcc_v4_short), vcc_v4_schar);
            vcc_store(a + t7, t10);
            long t11 = i_vec + 8L;
            vcc_v4_schar b_v_2 = vcc_load(vcc_v4_schar, b + t11);
            __m128i t12 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)b_v_2));
            __m128i t13 = vcc_sse2_abs_epi32(t12);
            vcc_v4_schar t14 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t13, vcc_v4_short), vcc_v4_schar);
            vcc_store(a + t11, t14);
            long t15 = i_vec + 12L;
            vcc_v4_schar b_v_3 = vcc_load(vcc_v4_schar, b + t15);
            __m128i t16 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)b_v_3));
            __m128i t17 = vcc_sse2_abs_epi32(t16);
            vcc_v4_schar t18 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t17, vcc_v4_short), vcc_v4_schar);
            vcc_store(a + t15, t18);
            i_vec += 16L;
        } while (i_vec < t3);
        t19 = (int)t3;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            vcc_v4_schar b_v_4 = vcc_load(vcc_v4_schar, b + t22);
            __m128i t23 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)b_v_4));
            __m128i t24 = vcc_sse2_abs_epi32(t23);
            vcc_v4_schar t25 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t24, vcc_v4_short), vcc_v4_schar);
            vcc_store(a + t22, t25);
            i_vec_1 += 4L;
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

void abs_i16(int n, short *restrict a, const short *restrict b) {
    int t19;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short b_v = vcc_load(vcc_v4_short, b + i_vec);
            __m128i t4 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = vcc_sse2_abs_epi32(t4);
            vcc_v4_short t6 = __builtin_convertvector((vcc_v4_int)t5, vcc_v4_short);
            vcc_store(a + i_vec, t6);
            long t7 = i_vec + 4L;
            vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t7);
            __m128i t8 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = vcc_sse2_abs_epi32(t8);
            vcc_v4_short t10 = __builtin_convertvector((vcc_v4_int)t9, vcc_v4_short);
            vcc_store(a + t7, t10);
            long t11 = i_vec + 8L;
            vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t11);
            __m128i t12 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = vcc_sse2_abs_epi32(t12);
            vcc_v4_short t14 = __builtin_convertvector((vcc_v4_int)t13, vcc_v4_short);
            vcc_store(a + t11, t14);
            long t15 = i_vec + 12L;
            vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t15);
            __m128i t16 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t17 = vcc_sse2_abs_epi32(t16);
            vcc_v4_short t18 = __builtin_convertvector((vcc_v4_int)t17, vcc_v4_short);
            vcc_store(a + t15, t18);
            i_vec += 16L;
        } while (i_vec < t3);
        t19 = (int)t3;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t19 + i_vec_1;
            vcc_v4_short b_v_4 = vcc_load(vcc_v4_short, b + t22);
            __m128i t23 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t24 = vcc_sse2_abs_epi32(t23);
            vcc_v4_short t25 = __builtin_convertvector((vcc_v4_int)t24, vcc_v4_short);
            vcc_store(a + t22, t25);
            i_vec_1 += 4L;
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

void abs_i64(int n, long *restrict a, const long *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:48 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = (__m128i)vcc_max(vcc_v2_long, (vcc_v2_long)b_v, (vcc_v2_long)-(vcc_v2_ulong)(vcc_v2_long)b_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t4);
            long t5 = i_vec + 2L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = (__m128i)vcc_max(vcc_v2_long, (vcc_v2_long)b_v_1, (vcc_v2_long)-(vcc_v2_ulong)(vcc_v2_long)b_v_1);
            _mm_storeu_si128((__m128i *)(a + t5), t6);
            long t7 = i_vec + 4L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = (__m128i)vcc_max(vcc_v2_long, (vcc_v2_long)b_v_2, (vcc_v2_long)-(vcc_v2_ulong)(vcc_v2_long)b_v_2);
            _mm_storeu_si128((__m128i *)(a + t7), t8);
            long t9 = i_vec + 6L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = (__m128i)vcc_max(vcc_v2_long, (vcc_v2_long)b_v_3, (vcc_v2_long)-(vcc_v2_ulong)(vcc_v2_long)b_v_3);
            _mm_storeu_si128((__m128i *)(a + t9), t10);
            i_vec += 8L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:48 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = (__m128i)vcc_max(vcc_v2_long, (vcc_v2_long)b_v_4, (vcc_v2_long)-(vcc_v2_ulong)(vcc_v2_long)b_v_4);
            _mm_storeu_si128((__m128i *)(a + t14), t15);
            i_vec_1 += 2L;
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

void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
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
            __m128i t5 = _mm_cmpgt_epi8(vcc_sse_flip_epi8(lo_v), vcc_sse_flip_epi8(b_v));
            __m128i t6 = _mm_min_epu8(hi_v, b_v);
            __m128i t7 = vcc_sse2_blendv_epi8(t6, lo_v, t5);
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

void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    int t12;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m128i lo_v = _mm_set1_epi16((short)lo);
        __m128i hi_v = _mm_set1_epi16((short)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:58 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t5 = _mm_cmpgt_epi16(lo_v, b_v);
            __m128i t6 = _mm_min_epi16(hi_v, b_v);
            __m128i t7 = vcc_sse2_blendv_epi8(t6, lo_v, t5);
            _mm_storeu_si128((__m128i *)(a + i_vec), t7);
            long t8 = i_vec + 8L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_cmpgt_epi16(lo_v, b_v_1);
            __m128i t10 = _mm_min_epi16(hi_v, b_v_1);
            __m128i t11 = vcc_sse2_blendv_epi8(t10, lo_v, t9);
            _mm_storeu_si128((__m128i *)(a + t8), t11);
            i_vec += 16L;
        } while (i_vec < t4);
        t12 = (int)t4;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        __m128i lo_v_1 = _mm_set1_epi16((short)lo);
        __m128i hi_v_1 = _mm_set1_epi16((short)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m128i t16 = _mm_cmpgt_epi16(lo_v_1, b_v_2);
            __m128i t17 = _mm_min_epi16(hi_v_1, b_v_2);
            __m128i t18 = vcc_sse2_blendv_epi8(t17, lo_v_1, t16);
            _mm_storeu_si128((__m128i *)(a + t15), t18);
            i_vec_1 += 8L;
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

void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        __m128i hi_v = _mm_set1_epi16((short)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = vcc_sse2_min_epu16(hi_v, b_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t4);
            long t5 = i_vec + 8L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = vcc_sse2_min_epu16(hi_v, b_v_1);
            _mm_storeu_si128((__m128i *)(a + t5), t6);
            long t7 = i_vec + 16L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = vcc_sse2_min_epu16(hi_v, b_v_2);
            _mm_storeu_si128((__m128i *)(a + t7), t8);
            long t9 = i_vec + 24L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = vcc_sse2_min_epu16(hi_v, b_v_3);
            _mm_storeu_si128((__m128i *)(a + t9), t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m128i hi_v_1 = _mm_set1_epi16((short)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = vcc_sse2_min_epu16(hi_v_1, b_v_4);
            _mm_storeu_si128((__m128i *)(a + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        unsigned short *t17 = a + t16;
        int t18 = (int)b[t16];
        int t1 = (int)hi;
        if (t18 < t1) {
            t1 = t18;
        }
        *t17 = (unsigned short)t1;
    }
}

void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    int t10;
    int i;
    unsigned int t17;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i lo_v = _mm_set1_epi32((int)lo);
        __m128i hi_v = _mm_set1_epi32((int)hi);
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:68 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i v_v = vcc_sse2_max_epu32(b_v, lo_v);
            __m128i t3 = vcc_sse2_min_epu32(hi_v, v_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t3);
            long t4 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i v_v_1 = vcc_sse2_max_epu32(b_v_1, lo_v);
            __m128i t5 = vcc_sse2_min_epu32(hi_v, v_v_1);
            _mm_storeu_si128((__m128i *)(a + t4), t5);
            long t6 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i v_v_2 = vcc_sse2_max_epu32(b_v_2, lo_v);
            __m128i t7 = vcc_sse2_min_epu32(hi_v, v_v_2);
            _mm_storeu_si128((__m128i *)(a + t6), t7);
            long t8 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i v_v_3 = vcc_sse2_max_epu32(b_v_3, lo_v);
            __m128i t9 = vcc_sse2_min_epu32(hi_v, v_v_3);
            _mm_storeu_si128((__m128i *)(a + t8), t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        __m128i lo_v_1 = _mm_set1_epi32((int)lo);
        __m128i hi_v_1 = _mm_set1_epi32((int)hi);
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i v_v_4 = vcc_sse2_max_epu32(b_v_4, lo_v_1);
            __m128i t14 = vcc_sse2_min_epu32(hi_v_1, v_v_4);
            _mm_storeu_si128((__m128i *)(a + t13), t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        unsigned int v = b[t15];
        if (v <= lo) {
            v = lo;
        }
        unsigned int *t16 = a + t15;
        if (hi < v) {
            t17 = hi;
        } else {
            t17 = v;
        }
        *t16 = t17;
    }
}

void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:75 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = vcc_sse2_blendv_epi8(b_v, a_v, vcc_sse2_cmpgt_epi64(b_v, a_v));
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 2L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = vcc_sse2_blendv_epi8(b_v_1, a_v_1, vcc_sse2_cmpgt_epi64(b_v_1, a_v_1));
            _mm_storeu_si128((__m128i *)(c + t5), t6);
            long t7 = i_vec + 4L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = vcc_sse2_blendv_epi8(b_v_2, a_v_2, vcc_sse2_cmpgt_epi64(b_v_2, a_v_2));
            _mm_storeu_si128((__m128i *)(c + t7), t8);
            long t9 = i_vec + 6L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = vcc_sse2_blendv_epi8(b_v_3, a_v_3, vcc_sse2_cmpgt_epi64(b_v_3, a_v_3));
            _mm_storeu_si128((__m128i *)(c + t9), t10);
            i_vec += 8L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:75 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = vcc_sse2_blendv_epi8(b_v_4, a_v_4, vcc_sse2_cmpgt_epi64(b_v_4, a_v_4));
            _mm_storeu_si128((__m128i *)(c + t14), t15);
            i_vec_1 += 2L;
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

void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    int t24;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:80 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t5 = a + i_vec;
            __m128 a_v = _mm_loadu_ps(t5);
            const float *t6 = b + i_vec;
            __m128 b_v = _mm_loadu_ps(t6);
            __m128 t7 = _mm_min_ps(a_v, b_v);
            _mm_storeu_ps(c + i_vec, t7);
            __m128 b_v_1 = _mm_loadu_ps(t6);
            __m128 a_v_1 = _mm_loadu_ps(t5);
            __m128 t8 = _mm_max_ps(a_v_1, b_v_1);
            _mm_storeu_ps(d + i_vec, t8);
            long t9 = i_vec + 4L;
            const float *t10 = a + t9;
            __m128 a_v_2 = _mm_loadu_ps(t10);
            const float *t11 = b + t9;
            __m128 b_v_2 = _mm_loadu_ps(t11);
            __m128 t12 = _mm_min_ps(a_v_2, b_v_2);
            _mm_storeu_ps(c + t9, t12);
            __m128 b_v_3 = _mm_loadu_ps(t11);
            __m128 a_v_3 = _mm_loadu_ps(t10);
            __m128 t13 = _mm_max_ps(a_v_3, b_v_3);
            _mm_storeu_ps(d + t9, t13);
            long t14 = i_vec + 8L;
            const float *t15 = a + t14;
            __m128 a_v_4 = _mm_loadu_ps(t15);
            const float *t16 = b + t14;
            __m128 b_v_4 = _mm_loadu_ps(t16);
            __m128 t17 = _mm_min_ps(a_v_4, b_v_4);
            _mm_storeu_ps(c + t14, t17);
            __m128 b_v_5 = _mm_loadu_ps(t16);
            __m128 a_v_5 = _mm_loadu_ps(t15);
            __m128 t18 = _mm_max_ps(a_v_5, b_v_5);
            _mm_storeu_ps(d + t14, t18);
            long t19 = i_vec + 12L;
            const float *t20 = a + t19;
            __m128 a_v_6 = _mm_loadu_ps(t20);
            const float *t21 = b + t19;
            __m128 b_v_6 = _mm_loadu_ps(t21);
            __m128 t22 = _mm_min_ps(a_v_6, b_v_6);
            _mm_storeu_ps(c + t19, t22);
            __m128 b_v_7 = _mm_loadu_ps(t21);
            __m128 a_v_7 = _mm_loadu_ps(t20);
            __m128 t23 = _mm_max_ps(a_v_7, b_v_7);
            _mm_storeu_ps(d + t19, t23);
            i_vec += 16L;
        } while (i_vec < t4);
        t24 = (int)t4;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 4L) {
        long t26 = t25 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:80 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t27 = (long)t24 + i_vec_1;
            const float *t28 = a + t27;
            __m128 a_v_8 = _mm_loadu_ps(t28);
            const float *t29 = b + t27;
            __m128 b_v_8 = _mm_loadu_ps(t29);
            __m128 t30 = _mm_min_ps(a_v_8, b_v_8);
            _mm_storeu_ps(c + t27, t30);
            __m128 b_v_9 = _mm_loadu_ps(t29);
            __m128 a_v_9 = _mm_loadu_ps(t28);
            __m128 t31 = _mm_max_ps(a_v_9, b_v_9);
            _mm_storeu_ps(d + t27, t31);
            i_vec_1 += 4L;
        } while (i_vec_1 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        float *t33 = c + t32;
        const float *t34 = a + t32;
        float t1 = *t34;
        const float *t35 = b + t32;
        float t36 = *t35;
        if (!(t1 < t36)) {
            t1 = t36;
        }
        *t33 = t1;
        float *t37 = d + t32;
        float t38 = *t35;
        float t2 = *t34;
        if (!(t38 < t2)) {
            t2 = t38;
        }
        *t37 = t2;
    }
}

void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:87 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128d t4 = _mm_max_pd(a_v, b_v);
            _mm_storeu_pd(c + i_vec, t4);
            long t5 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t5);
            __m128d b_v_1 = _mm_loadu_pd(b + t5);
            __m128d t6 = _mm_max_pd(a_v_1, b_v_1);
            _mm_storeu_pd(c + t5, t6);
            long t7 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t7);
            __m128d b_v_2 = _mm_loadu_pd(b + t7);
            __m128d t8 = _mm_max_pd(a_v_2, b_v_2);
            _mm_storeu_pd(c + t7, t8);
            long t9 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t9);
            __m128d b_v_3 = _mm_loadu_pd(b + t9);
            __m128d t10 = _mm_max_pd(a_v_3, b_v_3);
            _mm_storeu_pd(c + t9, t10);
            i_vec += 8L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:87 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t14);
            __m128d b_v_4 = _mm_loadu_pd(b + t14);
            __m128d t15 = _mm_max_pd(a_v_4, b_v_4);
            _mm_storeu_pd(c + t14, t15);
            i_vec_1 += 2L;
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
void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t15;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at abs_min_max.c:93 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128i t4 = _mm_castps_si128(_mm_cmple_ps(a_v, b_v));
            __m128 t5 = vcc_sse2_blendv_ps(b_v, a_v, _mm_castsi128_ps(t4));
            _mm_storeu_ps(c + i_vec, t5);
            long t6 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t6);
            __m128 b_v_1 = _mm_loadu_ps(b + t6);
            __m128i t7 = _mm_castps_si128(_mm_cmple_ps(a_v_1, b_v_1));
            __m128 t8 = vcc_sse2_blendv_ps(b_v_1, a_v_1, _mm_castsi128_ps(t7));
            _mm_storeu_ps(c + t6, t8);
            long t9 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t9);
            __m128 b_v_2 = _mm_loadu_ps(b + t9);
            __m128i t10 = _mm_castps_si128(_mm_cmple_ps(a_v_2, b_v_2));
            __m128 t11 = vcc_sse2_blendv_ps(b_v_2, a_v_2, _mm_castsi128_ps(t10));
            _mm_storeu_ps(c + t9, t11);
            long t12 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t12);
            __m128 b_v_3 = _mm_loadu_ps(b + t12);
            __m128i t13 = _mm_castps_si128(_mm_cmple_ps(a_v_3, b_v_3));
            __m128 t14 = vcc_sse2_blendv_ps(b_v_3, a_v_3, _mm_castsi128_ps(t13));
            _mm_storeu_ps(c + t12, t14);
            i_vec += 16L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at abs_min_max.c:93 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t18);
            __m128 b_v_4 = _mm_loadu_ps(b + t18);
            __m128i t19 = _mm_castps_si128(_mm_cmple_ps(a_v_4, b_v_4));
            __m128 t20 = vcc_sse2_blendv_ps(b_v_4, a_v_4, _mm_castsi128_ps(t19));
            _mm_storeu_ps(c + t18, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float *t22 = c + t21;
        float t1 = a[t21];
        float t23 = b[t21];
        if (!(t1 <= t23)) {
            t1 = t23;
        }
        *t22 = t1;
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
