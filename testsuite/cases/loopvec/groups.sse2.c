/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=9 avx2=10 sse4.2=10 sse2=9 neon=10 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
void second_of_pair(int n, short *restrict a, const short *restrict b) {
    int t18;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            const short *t3 = b + (2 * (int)i_vec + 1);
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 8));
            __m128i b_v = _mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32(t4, 16), 16), _mm_srai_epi32(_mm_slli_epi32(t5, 16), 16));
            _mm_storeu_si128((__m128i *)(a + i_vec), b_v);
            long t6 = i_vec + 8L;
            const short *t7 = b + (2 * (int)t6 + 1);
            __m128i t8 = _mm_loadu_si128((const __m128i *)t7);
            __m128i t9 = _mm_loadu_si128((const __m128i *)(t7 + 8));
            __m128i b_v_1 = _mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32(t8, 16), 16), _mm_srai_epi32(_mm_slli_epi32(t9, 16), 16));
            _mm_storeu_si128((__m128i *)(a + t6), b_v_1);
            long t10 = i_vec + 16L;
            const short *t11 = b + (2 * (int)t10 + 1);
            __m128i t12 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(t11 + 8));
            __m128i b_v_2 = _mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32(t12, 16), 16), _mm_srai_epi32(_mm_slli_epi32(t13, 16), 16));
            _mm_storeu_si128((__m128i *)(a + t10), b_v_2);
            long t14 = i_vec + 24L;
            const short *t15 = b + (2 * (int)t14 + 1);
            __m128i t16 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t17 = _mm_loadu_si128((const __m128i *)(t15 + 8));
            __m128i b_v_3 = _mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32(t16, 16), 16), _mm_srai_epi32(_mm_slli_epi32(t17, 16), 16));
            _mm_storeu_si128((__m128i *)(a + t14), b_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L - 1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            const short *t22 = b + (2 * (int)t21 + 1);
            __m128i t23 = _mm_loadu_si128((const __m128i *)t22);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(t22 + 8));
            __m128i b_v_4 = _mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32(t23, 16), 16), _mm_srai_epi32(_mm_slli_epi32(t24, 16), 16));
            _mm_storeu_si128((__m128i *)(a + t21), b_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i + 1];
    }
}

void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    for (int i = 0; i < n; i++)
        grey[i] = (unsigned char)((rgba[4 * i] + rgba[4 * i + 1] + rgba[4 * i + 2]) / 3);
}

void triple_norm(int n, double *restrict out, const double *restrict v) {
    int t50;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:21 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const double *t3 = v + 3 * (int)i_vec;
            __m128d t4 = _mm_loadu_pd(t3);
            __m128d t5 = _mm_loadu_pd(t3 + 2);
            __m128d t6 = _mm_loadu_pd(t3 + 4);
            __m128d v_v = (__m128d)__builtin_shufflevector((vcc_v2_double)t4, (vcc_v2_double)t5, 0, 3);
            __m128d t7 = (__m128d)__builtin_shufflevector((vcc_v2_double)t4, (vcc_v2_double)t5, 1, 0);
            __m128d v_v_1 = _mm_unpacklo_pd(t7, t6);
            __m128d t8 = (__m128d)__builtin_shufflevector((vcc_v2_double)t4, (vcc_v2_double)t5, 2, 0);
            __m128d v_v_2 = (__m128d)__builtin_shufflevector((vcc_v2_double)t8, (vcc_v2_double)t6, 0, 3);
            __m128d t9 = _mm_mul_pd(v_v, v_v);
            __m128d t10 = _mm_mul_pd(v_v_1, v_v_1);
            __m128d t11 = _mm_add_pd(t9, t10);
            __m128d t12 = _mm_mul_pd(v_v_2, v_v_2);
            __m128d t13 = _mm_add_pd(t11, t12);
            _mm_storeu_pd(out + i_vec, t13);
            long t14 = i_vec + 2L;
            const double *t15 = v + 3 * (int)t14;
            __m128d t16 = _mm_loadu_pd(t15);
            __m128d t17 = _mm_loadu_pd(t15 + 2);
            __m128d t18 = _mm_loadu_pd(t15 + 4);
            __m128d v_v_3 = (__m128d)__builtin_shufflevector((vcc_v2_double)t16, (vcc_v2_double)t17, 0, 3);
            __m128d t19 = (__m128d)__builtin_shufflevector((vcc_v2_double)t16, (vcc_v2_double)t17, 1, 0);
            __m128d v_v_4 = _mm_unpacklo_pd(t19, t18);
            __m128d t20 = (__m128d)__builtin_shufflevector((vcc_v2_double)t16, (vcc_v2_double)t17, 2, 0);
            __m128d v_v_5 = (__m128d)__builtin_shufflevector((vcc_v2_double)t20, (vcc_v2_double)t18, 0, 3);
            __m128d t21 = _mm_mul_pd(v_v_3, v_v_3);
            __m128d t22 = _mm_mul_pd(v_v_4, v_v_4);
            __m128d t23 = _mm_add_pd(t21, t22);
            __m128d t24 = _mm_mul_pd(v_v_5, v_v_5);
            __m128d t25 = _mm_add_pd(t23, t24);
            _mm_storeu_pd(out + t14, t25);
            long t26 = i_vec + 4L;
            const double *t27 = v + 3 * (int)t26;
            __m128d t28 = _mm_loadu_pd(t27);
            __m128d t29 = _mm_loadu_pd(t27 + 2);
            __m128d t30 = _mm_loadu_pd(t27 + 4);
            __m128d v_v_6 = (__m128d)__builtin_shufflevector((vcc_v2_double)t28, (vcc_v2_double)t29, 0, 3);
            __m128d t31 = (__m128d)__builtin_shufflevector((vcc_v2_double)t28, (vcc_v2_double)t29, 1, 0);
            __m128d v_v_7 = _mm_unpacklo_pd(t31, t30);
            __m128d t32 = (__m128d)__builtin_shufflevector((vcc_v2_double)t28, (vcc_v2_double)t29, 2, 0);
            __m128d v_v_8 = (__m128d)__builtin_shufflevector((vcc_v2_double)t32, (vcc_v2_double)t30, 0, 3);
            __m128d t33 = _mm_mul_pd(v_v_6, v_v_6);
            __m128d t34 = _mm_mul_pd(v_v_7, v_v_7);
            __m128d t35 = _mm_add_pd(t33, t34);
            __m128d t36 = _mm_mul_pd(v_v_8, v_v_8);
            __m128d t37 = _mm_add_pd(t35, t36);
            _mm_storeu_pd(out + t26, t37);
            long t38 = i_vec + 6L;
            const double *t39 = v + 3 * (int)t38;
            __m128d t40 = _mm_loadu_pd(t39);
            __m128d t41 = _mm_loadu_pd(t39 + 2);
            __m128d t42 = _mm_loadu_pd(t39 + 4);
            __m128d v_v_9 = (__m128d)__builtin_shufflevector((vcc_v2_double)t40, (vcc_v2_double)t41, 0, 3);
            __m128d t43 = (__m128d)__builtin_shufflevector((vcc_v2_double)t40, (vcc_v2_double)t41, 1, 0);
            __m128d v_v_10 = _mm_unpacklo_pd(t43, t42);
            __m128d t44 = (__m128d)__builtin_shufflevector((vcc_v2_double)t40, (vcc_v2_double)t41, 2, 0);
            __m128d v_v_11 = (__m128d)__builtin_shufflevector((vcc_v2_double)t44, (vcc_v2_double)t42, 0, 3);
            __m128d t45 = _mm_mul_pd(v_v_9, v_v_9);
            __m128d t46 = _mm_mul_pd(v_v_10, v_v_10);
            __m128d t47 = _mm_add_pd(t45, t46);
            __m128d t48 = _mm_mul_pd(v_v_11, v_v_11);
            __m128d t49 = _mm_add_pd(t47, t48);
            _mm_storeu_pd(out + t38, t49);
            i_vec += 8L;
        } while (i_vec < t2);
        t50 = (int)t2;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if (t51 >= 2L) {
        long t52 = t51 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:21 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t53 = (long)t50 + i_vec_1;
            const double *t54 = v + 3 * (int)t53;
            __m128d t55 = _mm_loadu_pd(t54);
            __m128d t56 = _mm_loadu_pd(t54 + 2);
            __m128d t57 = _mm_loadu_pd(t54 + 4);
            __m128d v_v_12 = (__m128d)__builtin_shufflevector((vcc_v2_double)t55, (vcc_v2_double)t56, 0, 3);
            __m128d t58 = (__m128d)__builtin_shufflevector((vcc_v2_double)t55, (vcc_v2_double)t56, 1, 0);
            __m128d v_v_13 = _mm_unpacklo_pd(t58, t57);
            __m128d t59 = (__m128d)__builtin_shufflevector((vcc_v2_double)t55, (vcc_v2_double)t56, 2, 0);
            __m128d v_v_14 = (__m128d)__builtin_shufflevector((vcc_v2_double)t59, (vcc_v2_double)t57, 0, 3);
            __m128d t60 = _mm_mul_pd(v_v_12, v_v_12);
            __m128d t61 = _mm_mul_pd(v_v_13, v_v_13);
            __m128d t62 = _mm_add_pd(t60, t61);
            __m128d t63 = _mm_mul_pd(v_v_14, v_v_14);
            __m128d t64 = _mm_add_pd(t62, t63);
            _mm_storeu_pd(out + t53, t64);
            i_vec_1 += 2L;
        } while (i_vec_1 < t52);
        i = (int)((long)t50 + t52);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        int t65 = 3 * i;
        double t66 = v[t65];
        double t67 = v[t65 + 1];
        double t68 = v[t65 + 2];
        out[i] = t66 * t66 + t67 * t67 + t68 * t68;
    }
}

void outer_members(int n, float *restrict out, const float *restrict v) {
    int t46;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t3 = v + (4 * (int)i_vec + 3);
            __m128 t4 = _mm_loadu_ps(t3 + -3);
            __m128 t5 = _mm_loadu_ps(t3 + 1);
            __m128 t6 = _mm_loadu_ps(t3 + 5);
            __m128 t7 = _mm_loadu_ps(t3 + 9);
            __m128 t8 = (__m128)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t5, 3, 7, 0, 0);
            __m128 t9 = (__m128)__builtin_shufflevector((vcc_v4_float)t8, (vcc_v4_float)t6, 0, 1, 7, 3);
            __m128 v_v = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t7, 0, 1, 2, 7);
            __m128 t10 = (__m128)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t5, 0, 4, 0, 0);
            __m128 t11 = (__m128)__builtin_shufflevector((vcc_v4_float)t10, (vcc_v4_float)t6, 0, 1, 4, 3);
            __m128 v_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t7, 0, 1, 2, 4);
            __m128 t12 = _mm_sub_ps(v_v, v_v_1);
            _mm_storeu_ps(out + i_vec, t12);
            long t13 = i_vec + 4L;
            const float *t14 = v + (4 * (int)t13 + 3);
            __m128 t15 = _mm_loadu_ps(t14 + -3);
            __m128 t16 = _mm_loadu_ps(t14 + 1);
            __m128 t17 = _mm_loadu_ps(t14 + 5);
            __m128 t18 = _mm_loadu_ps(t14 + 9);
            __m128 t19 = (__m128)__builtin_shufflevector((vcc_v4_float)t15, (vcc_v4_float)t16, 3, 7, 0, 0);
            __m128 t20 = (__m128)__builtin_shufflevector((vcc_v4_float)t19, (vcc_v4_float)t17, 0, 1, 7, 3);
            __m128 v_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t20, (vcc_v4_float)t18, 0, 1, 2, 7);
            __m128 t21 = (__m128)__builtin_shufflevector((vcc_v4_float)t15, (vcc_v4_float)t16, 0, 4, 0, 0);
            __m128 t22 = (__m128)__builtin_shufflevector((vcc_v4_float)t21, (vcc_v4_float)t17, 0, 1, 4, 3);
            __m128 v_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t22, (vcc_v4_float)t18, 0, 1, 2, 4);
            __m128 t23 = _mm_sub_ps(v_v_2, v_v_3);
            _mm_storeu_ps(out + t13, t23);
            long t24 = i_vec + 8L;
            const float *t25 = v + (4 * (int)t24 + 3);
            __m128 t26 = _mm_loadu_ps(t25 + -3);
            __m128 t27 = _mm_loadu_ps(t25 + 1);
            __m128 t28 = _mm_loadu_ps(t25 + 5);
            __m128 t29 = _mm_loadu_ps(t25 + 9);
            __m128 t30 = (__m128)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t27, 3, 7, 0, 0);
            __m128 t31 = (__m128)__builtin_shufflevector((vcc_v4_float)t30, (vcc_v4_float)t28, 0, 1, 7, 3);
            __m128 v_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t31, (vcc_v4_float)t29, 0, 1, 2, 7);
            __m128 t32 = (__m128)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t27, 0, 4, 0, 0);
            __m128 t33 = (__m128)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t28, 0, 1, 4, 3);
            __m128 v_v_5 = (__m128)__builtin_shufflevector((vcc_v4_float)t33, (vcc_v4_float)t29, 0, 1, 2, 4);
            __m128 t34 = _mm_sub_ps(v_v_4, v_v_5);
            _mm_storeu_ps(out + t24, t34);
            long t35 = i_vec + 12L;
            const float *t36 = v + (4 * (int)t35 + 3);
            __m128 t37 = _mm_loadu_ps(t36 + -3);
            __m128 t38 = _mm_loadu_ps(t36 + 1);
            __m128 t39 = _mm_loadu_ps(t36 + 5);
            __m128 t40 = _mm_loadu_ps(t36 + 9);
            __m128 t41 = (__m128)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t38, 3, 7, 0, 0);
            __m128 t42 = (__m128)__builtin_shufflevector((vcc_v4_float)t41, (vcc_v4_float)t39, 0, 1, 7, 3);
            __m128 v_v_6 = (__m128)__builtin_shufflevector((vcc_v4_float)t42, (vcc_v4_float)t40, 0, 1, 2, 7);
            __m128 t43 = (__m128)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t38, 0, 4, 0, 0);
            __m128 t44 = (__m128)__builtin_shufflevector((vcc_v4_float)t43, (vcc_v4_float)t39, 0, 1, 4, 3);
            __m128 v_v_7 = (__m128)__builtin_shufflevector((vcc_v4_float)t44, (vcc_v4_float)t40, 0, 1, 2, 4);
            __m128 t45 = _mm_sub_ps(v_v_6, v_v_7);
            _mm_storeu_ps(out + t35, t45);
            i_vec += 16L;
        } while (i_vec < t2);
        t46 = (int)t2;
    } else {
        t46 = 0;
    }
    long t47 = (long)n + (long)t46 * -1L;
    if (t47 >= 4L) {
        long t48 = t47 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t49 = (long)t46 + i_vec_1;
            const float *t50 = v + (4 * (int)t49 + 3);
            __m128 t51 = _mm_loadu_ps(t50 + -3);
            __m128 t52 = _mm_loadu_ps(t50 + 1);
            __m128 t53 = _mm_loadu_ps(t50 + 5);
            __m128 t54 = _mm_loadu_ps(t50 + 9);
            __m128 t55 = (__m128)__builtin_shufflevector((vcc_v4_float)t51, (vcc_v4_float)t52, 3, 7, 0, 0);
            __m128 t56 = (__m128)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t53, 0, 1, 7, 3);
            __m128 v_v_8 = (__m128)__builtin_shufflevector((vcc_v4_float)t56, (vcc_v4_float)t54, 0, 1, 2, 7);
            __m128 t57 = (__m128)__builtin_shufflevector((vcc_v4_float)t51, (vcc_v4_float)t52, 0, 4, 0, 0);
            __m128 t58 = (__m128)__builtin_shufflevector((vcc_v4_float)t57, (vcc_v4_float)t53, 0, 1, 4, 3);
            __m128 v_v_9 = (__m128)__builtin_shufflevector((vcc_v4_float)t58, (vcc_v4_float)t54, 0, 1, 2, 4);
            __m128 t59 = _mm_sub_ps(v_v_8, v_v_9);
            _mm_storeu_ps(out + t49, t59);
            i_vec_1 += 4L;
        } while (i_vec_1 < t48);
        i = (int)((long)t46 + t48);
    } else {
        i = t46;
    }
    for (; i < n; i++) {
        int t60 = 4 * i;
        out[i] = v[t60 + 3] - v[t60];
    }
}

void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t42;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 y_v = _mm_loadu_ps(y + i_vec);
            __m128 t3 = _mm_mul_ps(y_v, _mm_set1_ps(2.0f));
            float *t4 = out + (3 * (int)i_vec + 2);
            __m128 z_v = _mm_loadu_ps(z + i_vec);
            __m128 t5 = _mm_add_ps(z_v, _mm_set1_ps(1.0f));
            __m128 t6 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v, (vcc_v4_float)t3, 0, 4, 0, 1);
            __m128 t7 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t5, 0, 1, 4, 3);
            _mm_storeu_ps(t4 + -2, t7);
            __m128 t8 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v, (vcc_v4_float)t3, 5, 0, 2, 6);
            __m128 t9 = (__m128)__builtin_shufflevector((vcc_v4_float)t8, (vcc_v4_float)t5, 0, 5, 2, 3);
            _mm_storeu_ps(t4 + 2, t9);
            __m128 t10 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v, (vcc_v4_float)t3, 0, 3, 7, 0);
            __m128 t11 = (__m128)__builtin_shufflevector((vcc_v4_float)t10, (vcc_v4_float)t5, 6, 1, 2, 7);
            _mm_storeu_ps(t4 + 6, t11);
            long t12 = i_vec + 4L;
            __m128 x_v_1 = _mm_loadu_ps(x + t12);
            __m128 y_v_1 = _mm_loadu_ps(y + t12);
            __m128 t13 = _mm_mul_ps(y_v_1, _mm_set1_ps(2.0f));
            float *t14 = out + (3 * (int)t12 + 2);
            __m128 z_v_1 = _mm_loadu_ps(z + t12);
            __m128 t15 = _mm_add_ps(z_v_1, _mm_set1_ps(1.0f));
            __m128 t16 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_1, (vcc_v4_float)t13, 0, 4, 0, 1);
            __m128 t17 = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t15, 0, 1, 4, 3);
            _mm_storeu_ps(t14 + -2, t17);
            __m128 t18 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_1, (vcc_v4_float)t13, 5, 0, 2, 6);
            __m128 t19 = (__m128)__builtin_shufflevector((vcc_v4_float)t18, (vcc_v4_float)t15, 0, 5, 2, 3);
            _mm_storeu_ps(t14 + 2, t19);
            __m128 t20 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_1, (vcc_v4_float)t13, 0, 3, 7, 0);
            __m128 t21 = (__m128)__builtin_shufflevector((vcc_v4_float)t20, (vcc_v4_float)t15, 6, 1, 2, 7);
            _mm_storeu_ps(t14 + 6, t21);
            long t22 = i_vec + 8L;
            __m128 x_v_2 = _mm_loadu_ps(x + t22);
            __m128 y_v_2 = _mm_loadu_ps(y + t22);
            __m128 t23 = _mm_mul_ps(y_v_2, _mm_set1_ps(2.0f));
            float *t24 = out + (3 * (int)t22 + 2);
            __m128 z_v_2 = _mm_loadu_ps(z + t22);
            __m128 t25 = _mm_add_ps(z_v_2, _mm_set1_ps(1.0f));
            __m128 t26 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_2, (vcc_v4_float)t23, 0, 4, 0, 1);
            __m128 t27 = (__m128)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t25, 0, 1, 4, 3);
            _mm_storeu_ps(t24 + -2, t27);
            __m128 t28 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_2, (vcc_v4_float)t23, 5, 0, 2, 6);
            __m128 t29 = (__m128)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t25, 0, 5, 2, 3);
            _mm_storeu_ps(t24 + 2, t29);
            __m128 t30 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_2, (vcc_v4_float)t23, 0, 3, 7, 0);
            __m128 t31 = (__m128)__builtin_shufflevector((vcc_v4_float)t30, (vcc_v4_float)t25, 6, 1, 2, 7);
            _mm_storeu_ps(t24 + 6, t31);
            long t32 = i_vec + 12L;
            __m128 x_v_3 = _mm_loadu_ps(x + t32);
            __m128 y_v_3 = _mm_loadu_ps(y + t32);
            __m128 t33 = _mm_mul_ps(y_v_3, _mm_set1_ps(2.0f));
            float *t34 = out + (3 * (int)t32 + 2);
            __m128 z_v_3 = _mm_loadu_ps(z + t32);
            __m128 t35 = _mm_add_ps(z_v_3, _mm_set1_ps(1.0f));
            __m128 t36 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_3, (vcc_v4_float)t33, 0, 4, 0, 1);
            __m128 t37 = (__m128)__builtin_shufflevector((vcc_v4_float)t36, (vcc_v4_float)t35, 0, 1, 4, 3);
            _mm_storeu_ps(t34 + -2, t37);
            __m128 t38 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_3, (vcc_v4_float)t33, 5, 0, 2, 6);
            __m128 t39 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t35, 0, 5, 2, 3);
            _mm_storeu_ps(t34 + 2, t39);
            __m128 t40 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_3, (vcc_v4_float)t33, 0, 3, 7, 0);
            __m128 t41 = (__m128)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t35, 6, 1, 2, 7);
            _mm_storeu_ps(t34 + 6, t41);
            i_vec += 16L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 4L) {
        long t44 = t43 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            __m128 x_v_4 = _mm_loadu_ps(x + t45);
            __m128 y_v_4 = _mm_loadu_ps(y + t45);
            __m128 t46 = _mm_mul_ps(y_v_4, _mm_set1_ps(2.0f));
            float *t47 = out + (3 * (int)t45 + 2);
            __m128 z_v_4 = _mm_loadu_ps(z + t45);
            __m128 t48 = _mm_add_ps(z_v_4, _mm_set1_ps(1.0f));
            __m128 t49 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_4, (vcc_v4_float)t46, 0, 4, 0, 1);
            __m128 t50 = (__m128)__builtin_shufflevector((vcc_v4_float)t49, (vcc_v4_float)t48, 0, 1, 4, 3);
            _mm_storeu_ps(t47 + -2, t50);
            __m128 t51 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_4, (vcc_v4_float)t46, 5, 0, 2, 6);
            __m128 t52 = (__m128)__builtin_shufflevector((vcc_v4_float)t51, (vcc_v4_float)t48, 0, 5, 2, 3);
            _mm_storeu_ps(t47 + 2, t52);
            __m128 t53 = (__m128)__builtin_shufflevector((vcc_v4_float)x_v_4, (vcc_v4_float)t46, 0, 3, 7, 0);
            __m128 t54 = (__m128)__builtin_shufflevector((vcc_v4_float)t53, (vcc_v4_float)t48, 6, 1, 2, 7);
            _mm_storeu_ps(t47 + 6, t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        int t55 = 3 * i;
        long t56 = (long)i;
        out[t55] = x[t56];
        out[t55 + 1] = y[t56] * 2.0f;
        out[t55 + 2] = z[t56] + 1.0f;
    }
}

void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    int t39;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:39 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const long long *t4 = in + t3;
            __m128i t5 = _mm_loadu_si128((const __m128i *)t4);
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t4 + 2));
            __m128i lo_v = _mm_unpacklo_epi64(t5, t6);
            __m128i hi_v = _mm_unpackhi_epi64(t5, t6);
            __m128i t7 = _mm_add_epi64(hi_v, ((__m128i)(vcc_v2_llong){1LL, 1LL}));
            long long *t8 = out + (t3 + 1);
            __m128i t9 = _mm_sub_epi64(lo_v, hi_v);
            __m128i t10 = _mm_unpacklo_epi64(t7, t9);
            _mm_storeu_si128((__m128i *)(t8 + -1), t10);
            __m128i t11 = _mm_unpackhi_epi64(t7, t9);
            _mm_storeu_si128((__m128i *)(t8 + 1), t11);
            int t12 = 2 * (int)(i_vec + 2L);
            const long long *t13 = in + t12;
            __m128i t14 = _mm_loadu_si128((const __m128i *)t13);
            __m128i t15 = _mm_loadu_si128((const __m128i *)(t13 + 2));
            __m128i lo_v_1 = _mm_unpacklo_epi64(t14, t15);
            __m128i hi_v_1 = _mm_unpackhi_epi64(t14, t15);
            __m128i t16 = _mm_add_epi64(hi_v_1, ((__m128i)(vcc_v2_llong){1LL, 1LL}));
            long long *t17 = out + (t12 + 1);
            __m128i t18 = _mm_sub_epi64(lo_v_1, hi_v_1);
            __m128i t19 = _mm_unpacklo_epi64(t16, t18);
            _mm_storeu_si128((__m128i *)(t17 + -1), t19);
            __m128i t20 = _mm_unpackhi_epi64(t16, t18);
            _mm_storeu_si128((__m128i *)(t17 + 1), t20);
            int t21 = 2 * (int)(i_vec + 4L);
            const long long *t22 = in + t21;
            __m128i t23 = _mm_loadu_si128((const __m128i *)t22);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(t22 + 2));
            __m128i lo_v_2 = _mm_unpacklo_epi64(t23, t24);
            __m128i hi_v_2 = _mm_unpackhi_epi64(t23, t24);
            __m128i t25 = _mm_add_epi64(hi_v_2, ((__m128i)(vcc_v2_llong){1LL, 1LL}));
            long long *t26 = out + (t21 + 1);
            __m128i t27 = _mm_sub_epi64(lo_v_2, hi_v_2);
            __m128i t28 = _mm_unpacklo_epi64(t25, t27);
            _mm_storeu_si128((__m128i *)(t26 + -1), t28);
            __m128i t29 = _mm_unpackhi_epi64(t25, t27);
            _mm_storeu_si128((__m128i *)(t26 + 1), t29);
            int t30 = 2 * (int)(i_vec + 6L);
            const long long *t31 = in + t30;
            __m128i t32 = _mm_loadu_si128((const __m128i *)t31);
            __m128i t33 = _mm_loadu_si128((const __m128i *)(t31 + 2));
            __m128i lo_v_3 = _mm_unpacklo_epi64(t32, t33);
            __m128i hi_v_3 = _mm_unpackhi_epi64(t32, t33);
            __m128i t34 = _mm_add_epi64(hi_v_3, ((__m128i)(vcc_v2_llong){1LL, 1LL}));
            long long *t35 = out + (t30 + 1);
            __m128i t36 = _mm_sub_epi64(lo_v_3, hi_v_3);
            __m128i t37 = _mm_unpacklo_epi64(t34, t36);
            _mm_storeu_si128((__m128i *)(t35 + -1), t37);
            __m128i t38 = _mm_unpackhi_epi64(t34, t36);
            _mm_storeu_si128((__m128i *)(t35 + 1), t38);
            i_vec += 8L;
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 2L) {
        long t41 = t40 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:39 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int t42 = 2 * (int)((long)t39 + i_vec_1);
            const long long *t43 = in + t42;
            __m128i t44 = _mm_loadu_si128((const __m128i *)t43);
            __m128i t45 = _mm_loadu_si128((const __m128i *)(t43 + 2));
            __m128i lo_v_4 = _mm_unpacklo_epi64(t44, t45);
            __m128i hi_v_4 = _mm_unpackhi_epi64(t44, t45);
            __m128i t46 = _mm_add_epi64(hi_v_4, ((__m128i)(vcc_v2_llong){1LL, 1LL}));
            long long *t47 = out + (t42 + 1);
            __m128i t48 = _mm_sub_epi64(lo_v_4, hi_v_4);
            __m128i t49 = _mm_unpacklo_epi64(t46, t48);
            _mm_storeu_si128((__m128i *)(t47 + -1), t49);
            __m128i t50 = _mm_unpackhi_epi64(t46, t48);
            _mm_storeu_si128((__m128i *)(t47 + 1), t50);
            i_vec_1 += 2L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        int t51 = 2 * i;
        long t52 = (long)t51;
        long long lo = in[t52];
        long t53 = (long)(t51 + 1);
        long long hi = in[t53];
        out[t52] = hi + 1LL;
        out[t53] = lo - hi;
    }
}

unsigned sum_quads(int n, const unsigned *q) {
    unsigned int s;
    int t36;
    unsigned int t37;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at groups.c:48 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            const unsigned int *t3 = q + 4 * (int)i_vec;
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 4));
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t3 + 8));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t3 + 12));
            __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t4, (vcc_v4_uint)t5, 0, 4, 0, 0);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t8, (vcc_v4_uint)t6, 0, 1, 4, 3);
            __m128i q_v = (__m128i)__builtin_shufflevector((vcc_v4_uint)t9, (vcc_v4_uint)t7, 0, 1, 2, 4);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t4, (vcc_v4_uint)t5, 1, 5, 0, 0);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t10, (vcc_v4_uint)t6, 0, 1, 5, 3);
            __m128i q_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t11, (vcc_v4_uint)t7, 0, 1, 2, 5);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t4, (vcc_v4_uint)t5, 2, 6, 0, 0);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t12, (vcc_v4_uint)t6, 0, 1, 6, 3);
            __m128i q_v_2 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t13, (vcc_v4_uint)t7, 0, 1, 2, 6);
            __m128i t14 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t4, (vcc_v4_uint)t5, 3, 7, 0, 0);
            __m128i t15 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t14, (vcc_v4_uint)t6, 0, 1, 7, 3);
            __m128i q_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t15, (vcc_v4_uint)t7, 0, 1, 2, 7);
            __m128i t16 = _mm_xor_si128(q_v, q_v_1);
            __m128i t17 = _mm_xor_si128(t16, q_v_2);
            __m128i t18 = _mm_xor_si128(t17, q_v_3);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t18);
            const unsigned int *t19 = q + 4 * (int)(i_vec + 4L);
            __m128i t20 = _mm_loadu_si128((const __m128i *)t19);
            __m128i t21 = _mm_loadu_si128((const __m128i *)(t19 + 4));
            __m128i t22 = _mm_loadu_si128((const __m128i *)(t19 + 8));
            __m128i t23 = _mm_loadu_si128((const __m128i *)(t19 + 12));
            __m128i t24 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t20, (vcc_v4_uint)t21, 0, 4, 0, 0);
            __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t24, (vcc_v4_uint)t22, 0, 1, 4, 3);
            __m128i q_v_4 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t25, (vcc_v4_uint)t23, 0, 1, 2, 4);
            __m128i t26 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t20, (vcc_v4_uint)t21, 1, 5, 0, 0);
            __m128i t27 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t26, (vcc_v4_uint)t22, 0, 1, 5, 3);
            __m128i q_v_5 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t27, (vcc_v4_uint)t23, 0, 1, 2, 5);
            __m128i t28 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t20, (vcc_v4_uint)t21, 2, 6, 0, 0);
            __m128i t29 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t28, (vcc_v4_uint)t22, 0, 1, 6, 3);
            __m128i q_v_6 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t29, (vcc_v4_uint)t23, 0, 1, 2, 6);
            __m128i t30 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t20, (vcc_v4_uint)t21, 3, 7, 0, 0);
            __m128i t31 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t30, (vcc_v4_uint)t22, 0, 1, 7, 3);
            __m128i q_v_7 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t31, (vcc_v4_uint)t23, 0, 1, 2, 7);
            __m128i t32 = _mm_xor_si128(q_v_4, q_v_5);
            __m128i t33 = _mm_xor_si128(t32, q_v_6);
            __m128i t34 = _mm_xor_si128(t33, q_v_7);
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t34);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t35 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        t36 = (int)t2;
        t37 = vcc_sse_reduce_epi32(t35, _mm_add_epi32, unsigned int);
    } else {
        t36 = 0;
        t37 = 0U;
    }
    long t38 = (long)n + (long)t36 * -1L;
    if (t38 >= 4L) {
        long t39 = t38 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at groups.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            const unsigned int *t40 = q + 4 * (int)((long)t36 + i_vec_1);
            __m128i t41 = _mm_loadu_si128((const __m128i *)t40);
            __m128i t42 = _mm_loadu_si128((const __m128i *)(t40 + 4));
            __m128i t43 = _mm_loadu_si128((const __m128i *)(t40 + 8));
            __m128i t44 = _mm_loadu_si128((const __m128i *)(t40 + 12));
            __m128i t45 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t41, (vcc_v4_uint)t42, 0, 4, 0, 0);
            __m128i t46 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t45, (vcc_v4_uint)t43, 0, 1, 4, 3);
            __m128i q_v_8 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t46, (vcc_v4_uint)t44, 0, 1, 2, 4);
            __m128i t47 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t41, (vcc_v4_uint)t42, 1, 5, 0, 0);
            __m128i t48 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t47, (vcc_v4_uint)t43, 0, 1, 5, 3);
            __m128i q_v_9 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t48, (vcc_v4_uint)t44, 0, 1, 2, 5);
            __m128i t49 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t41, (vcc_v4_uint)t42, 2, 6, 0, 0);
            __m128i t50 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t49, (vcc_v4_uint)t43, 0, 1, 6, 3);
            __m128i q_v_10 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t50, (vcc_v4_uint)t44, 0, 1, 2, 6);
            __m128i t51 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t41, (vcc_v4_uint)t42, 3, 7, 0, 0);
            __m128i t52 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t51, (vcc_v4_uint)t43, 0, 1, 7, 3);
            __m128i q_v_11 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t52, (vcc_v4_uint)t44, 0, 1, 2, 7);
            __m128i t53 = _mm_xor_si128(q_v_8, q_v_9);
            __m128i t54 = _mm_xor_si128(t53, q_v_10);
            __m128i t55 = _mm_xor_si128(t54, q_v_11);
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t55);
            i_vec_1 += 4L;
        } while (i_vec_1 < t39);
        i = (int)((long)t36 + t39);
        s = t37 + vcc_sse_reduce_epi32((__m128i)s_v_2, _mm_add_epi32, unsigned int);
    } else {
        i = t36;
        s = t37;
    }
    for (; i < n; i++) {
        int t56 = 4 * i;
        s += q[t56] ^ q[t56 + 1] ^ q[t56 + 2] ^ q[t56 + 3];
    }
    return s;
}

void swap_pairs(int n, int *a) {
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            int *t4 = a + t3;
            __m128i t5 = _mm_loadu_si128((const __m128i *)t4);
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t4 + 4));
            __m128i t_v = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t5), _mm_castsi128_ps(t6), 0x88));
            __m128i a_v = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t5), _mm_castsi128_ps(t6), 0xdd));
            int *t7 = a + (t3 + 1);
            __m128i t8 = _mm_unpacklo_epi32(a_v, t_v);
            _mm_storeu_si128((__m128i *)(t7 + -1), t8);
            __m128i t9 = _mm_unpackhi_epi32(a_v, t_v);
            _mm_storeu_si128((__m128i *)(t7 + 3), t9);
            int t10 = 2 * (int)(i_vec + 4L);
            int *t11 = a + t10;
            __m128i t12 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(t11 + 4));
            __m128i t_v_1 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t12), _mm_castsi128_ps(t13), 0x88));
            __m128i a_v_1 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t12), _mm_castsi128_ps(t13), 0xdd));
            int *t14 = a + (t10 + 1);
            __m128i t15 = _mm_unpacklo_epi32(a_v_1, t_v_1);
            _mm_storeu_si128((__m128i *)(t14 + -1), t15);
            __m128i t16 = _mm_unpackhi_epi32(a_v_1, t_v_1);
            _mm_storeu_si128((__m128i *)(t14 + 3), t16);
            int t17 = 2 * (int)(i_vec + 8L);
            int *t18 = a + t17;
            __m128i t19 = _mm_loadu_si128((const __m128i *)t18);
            __m128i t20 = _mm_loadu_si128((const __m128i *)(t18 + 4));
            __m128i t_v_2 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t19), _mm_castsi128_ps(t20), 0x88));
            __m128i a_v_2 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t19), _mm_castsi128_ps(t20), 0xdd));
            int *t21 = a + (t17 + 1);
            __m128i t22 = _mm_unpacklo_epi32(a_v_2, t_v_2);
            _mm_storeu_si128((__m128i *)(t21 + -1), t22);
            __m128i t23 = _mm_unpackhi_epi32(a_v_2, t_v_2);
            _mm_storeu_si128((__m128i *)(t21 + 3), t23);
            int t24 = 2 * (int)(i_vec + 12L);
            int *t25 = a + t24;
            __m128i t26 = _mm_loadu_si128((const __m128i *)t25);
            __m128i t27 = _mm_loadu_si128((const __m128i *)(t25 + 4));
            __m128i t_v_3 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t26), _mm_castsi128_ps(t27), 0x88));
            __m128i a_v_3 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t26), _mm_castsi128_ps(t27), 0xdd));
            int *t28 = a + (t24 + 1);
            __m128i t29 = _mm_unpacklo_epi32(a_v_3, t_v_3);
            _mm_storeu_si128((__m128i *)(t28 + -1), t29);
            __m128i t30 = _mm_unpackhi_epi32(a_v_3, t_v_3);
            _mm_storeu_si128((__m128i *)(t28 + 3), t30);
            i_vec += 16L;
        } while (i_vec < t2);
        t31 = (int)t2;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t34 = 2 * (int)((long)t31 + i_vec_1);
            int *t35 = a + t34;
            __m128i t36 = _mm_loadu_si128((const __m128i *)t35);
            __m128i t37 = _mm_loadu_si128((const __m128i *)(t35 + 4));
            __m128i t_v_4 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t36), _mm_castsi128_ps(t37), 0x88));
            __m128i a_v_4 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t36), _mm_castsi128_ps(t37), 0xdd));
            int *t38 = a + (t34 + 1);
            __m128i t39 = _mm_unpacklo_epi32(a_v_4, t_v_4);
            _mm_storeu_si128((__m128i *)(t38 + -1), t39);
            __m128i t40 = _mm_unpackhi_epi32(a_v_4, t_v_4);
            _mm_storeu_si128((__m128i *)(t38 + 3), t40);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        int *t41 = a + 2 * i;
        vcc_v2_int t42 = vcc_load(vcc_v2_int, t41);
        vcc_v2_int t43 = __builtin_shufflevector(t42, t42, 1, 0);
        vcc_store(t41, t43);
    }
}

/* Groups over global arrays of known length with a constant count: where the last iteration's
   whole pair (its gap included) is inside the array, the vector loop runs every iteration;
   `odd79` holds 79 floats, so the pair of its last iteration would end past it, and the scalar
   loop reads that one. */
static float even80[80], odd79[79], from80[40], from79[40];

void evens_of_known_array(void) {
    long i_vec = 0L;
    /* vcc: loop at groups.c:68 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        float *t1 = &even80[2 * (int)i_vec];
        __m128 t2 = _mm_loadu_ps(t1);
        __m128 t3 = _mm_loadu_ps(t1 + 4);
        __m128 even80_v = _mm_shuffle_ps(t2, t3, 0x88);
        __m128 t4 = _mm_mul_ps(even80_v, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&from80[i_vec], t4);
        long t5 = i_vec + 4L;
        float *t6 = &even80[2 * (int)t5];
        __m128 t7 = _mm_loadu_ps(t6);
        __m128 t8 = _mm_loadu_ps(t6 + 4);
        __m128 even80_v_1 = _mm_shuffle_ps(t7, t8, 0x88);
        __m128 t9 = _mm_mul_ps(even80_v_1, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&from80[t5], t9);
        i_vec += 8L;
    } while (i_vec < 40L);
}

void evens_of_short_array(void) {
    long i_vec = 0L;
    /* vcc: loop at groups.c:73 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        float *t1 = &odd79[2 * (int)i_vec];
        __m128 t2 = _mm_loadu_ps(t1);
        __m128 t3 = _mm_loadu_ps(t1 + 4);
        __m128 odd79_v = _mm_shuffle_ps(t2, t3, 0x88);
        __m128 t4 = _mm_add_ps(odd79_v, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&from79[i_vec], t4);
        long t5 = i_vec + 4L;
        float *t6 = &odd79[2 * (int)t5];
        __m128 t7 = _mm_loadu_ps(t6);
        __m128 t8 = _mm_loadu_ps(t6 + 4);
        __m128 odd79_v_1 = _mm_shuffle_ps(t7, t8, 0x88);
        __m128 t9 = _mm_add_ps(odd79_v_1, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&from79[t5], t9);
        i_vec += 8L;
    } while (i_vec < 32L);
    for (int i = 32; i < 40; i++) {
        from79[i] = odd79[2 * i] + 1.0f;
    }
}

int main(void) {
    int n;
    int t68;
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_add_epi32(t4, _mm_setr_epi32(0, 7, 1, 8));
    __m128i t6 = _mm_cmpgt_epi32(t5, _mm_set1_epi32(12));
    __m128i t7 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t6, _mm_set1_epi32(13)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t5, t7);
    long i_vec = 0L;
    /* vcc: loop at groups.c:79 vectorized: VF 4, UF 4, the remainder at 80:28 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128 t8 = _mm_cvtepi32_ps((__m128i)t1);
        __m128 t9 = _mm_sub_ps(t8, _mm_set1_ps(6.0f));
        _mm_storeu_ps(&even80[i_vec], t9);
        __m128i t10 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
        __m128i t11 = _mm_cmpgt_epi32(t10, _mm_set1_epi32(12));
        __m128i t12 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t11, _mm_set1_epi32(13)); });
        __m128i t13 = _mm_sub_epi32(t10, t12);
        __m128 t14 = _mm_cvtepi32_ps(t13);
        __m128 t15 = _mm_sub_ps(t14, _mm_set1_ps(6.0f));
        _mm_storeu_ps(&even80[i_vec + 4L], t15);
        __m128i t16 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t17 = _mm_cmpgt_epi32(t16, _mm_set1_epi32(12));
        __m128i t18 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t17, _mm_set1_epi32(13)); });
        __m128i t19 = _mm_sub_epi32(t16, t18);
        __m128 t20 = _mm_cvtepi32_ps(t19);
        __m128 t21 = _mm_sub_ps(t20, _mm_set1_ps(6.0f));
        _mm_storeu_ps(&even80[i_vec + 8L], t21);
        __m128i t22 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
        __m128i t23 = _mm_cmpgt_epi32(t22, _mm_set1_epi32(12));
        __m128i t24 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t23, _mm_set1_epi32(13)); });
        __m128i t25 = _mm_sub_epi32(t22, t24);
        __m128 t26 = _mm_cvtepi32_ps(t25);
        __m128 t27 = _mm_sub_ps(t26, _mm_set1_ps(6.0f));
        _mm_storeu_ps(&even80[i_vec + 12L], t27);
        i_vec += 16L;
        __m128i t28 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t29 = _mm_cmpgt_epi32(t28, _mm_set1_epi32(12));
        __m128i t30 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t29, _mm_set1_epi32(13)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t28, t30);
    } while (i_vec < 80L);
    __m128i t31 = _mm_set1_epi32(0);
    __m128i t32 = _mm_add_epi32(t31, _mm_setr_epi32(0, 5, 10, 4));
    __m128i t33 = _mm_cmpgt_epi32(t32, _mm_set1_epi32(10));
    __m128i t34 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t33, _mm_set1_epi32(11)); });
    vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t32, t34);
    long i_vec_1 = 0L;
    /* vcc: loop at groups.c:81 vectorized: VF 4, UF 4, the remainder at 82:27 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128 t35 = _mm_cvtepi32_ps((__m128i)t2);
        __m128 t36 = _mm_sub_ps(t35, _mm_set1_ps(5.0f));
        _mm_storeu_ps(&odd79[i_vec_1], t36);
        __m128i t37 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(9));
        __m128i t38 = _mm_cmpgt_epi32(t37, _mm_set1_epi32(10));
        __m128i t39 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t38, _mm_set1_epi32(11)); });
        __m128i t40 = _mm_sub_epi32(t37, t39);
        __m128 t41 = _mm_cvtepi32_ps(t40);
        __m128 t42 = _mm_sub_ps(t41, _mm_set1_ps(5.0f));
        _mm_storeu_ps(&odd79[i_vec_1 + 4L], t42);
        __m128i t43 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(7));
        __m128i t44 = _mm_cmpgt_epi32(t43, _mm_set1_epi32(10));
        __m128i t45 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t44, _mm_set1_epi32(11)); });
        __m128i t46 = _mm_sub_epi32(t43, t45);
        __m128 t47 = _mm_cvtepi32_ps(t46);
        __m128 t48 = _mm_sub_ps(t47, _mm_set1_ps(5.0f));
        _mm_storeu_ps(&odd79[i_vec_1 + 8L], t48);
        __m128i t49 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(5));
        __m128i t50 = _mm_cmpgt_epi32(t49, _mm_set1_epi32(10));
        __m128i t51 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t50, _mm_set1_epi32(11)); });
        __m128i t52 = _mm_sub_epi32(t49, t51);
        __m128 t53 = _mm_cvtepi32_ps(t52);
        __m128 t54 = _mm_sub_ps(t53, _mm_set1_ps(5.0f));
        _mm_storeu_ps(&odd79[i_vec_1 + 12L], t54);
        i_vec_1 += 16L;
        __m128i t55 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(3));
        __m128i t56 = _mm_cmpgt_epi32(t55, _mm_set1_epi32(10));
        __m128i t57 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t56, _mm_set1_epi32(11)); });
        t2 = (vcc_v4_int)_mm_sub_epi32(t55, t57);
    } while (i_vec_1 < 64L);
    __m128i t58 = _mm_set1_epi32(1);
    __m128i t59 = _mm_add_epi32(t58, _mm_setr_epi32(0, 5, 10, 4));
    __m128i t60 = _mm_cmpgt_epi32(t59, _mm_set1_epi32(10));
    __m128i t61 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t60, _mm_set1_epi32(11)); });
    vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t59, t61);
    long i_vec_2 = 0L;
    /* vcc: loop at groups.c:81 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128 t62 = _mm_cvtepi32_ps((__m128i)t3);
        __m128 t63 = _mm_sub_ps(t62, _mm_set1_ps(5.0f));
        _mm_storeu_ps(&odd79[64L + i_vec_2], t63);
        i_vec_2 += 4L;
        __m128i t64 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(9));
        __m128i t65 = _mm_cmpgt_epi32(t64, _mm_set1_epi32(10));
        __m128i t66 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t65, _mm_set1_epi32(11)); });
        t3 = (vcc_v4_int)_mm_sub_epi32(t64, t66);
    } while (i_vec_2 < 12L);
    for (int i = 76; i < 79; i++) {
        odd79[i] = (float)(i * 5 % 11) - 5.0f;
    }
    evens_of_known_array();
    evens_of_short_array();
    unsigned long t67 = hash_bytes((const void *)from79, 160UL);
    printf("known %llx %llx\n", (unsigned long long)hash_bytes((const void *)from80, 160UL), (unsigned long long)t67);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t68 = 1;
        } else {
            t68 = 0;
            n = n_1;
        }
        if (!t68) {
            return 0;
        }
        short *s1 = (short *)new_array(n, 2UL);
        int t69 = 2 * n;
        short *s2 = (short *)new_array(t69, 2UL);
        unsigned char *g = (unsigned char *)new_array(n, 1UL);
        int t70 = 4 * n;
        unsigned char *rgba = (unsigned char *)new_array(t70, 1UL);
        double *d1 = (double *)new_array(n, 8UL);
        int t71 = 3 * n;
        double *d3 = (double *)new_array(t71, 8UL);
        float *f1 = (float *)new_array(n, 4UL);
        float *f4 = (float *)new_array(t70, 4UL);
        float *f3 = (float *)new_array(t71, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        float *z = (float *)new_array(n, 4UL);
        long long *l1 = (long long *)new_array(t69, 8UL);
        long long *l2 = (long long *)new_array(t69, 8UL);
        unsigned int *q = (unsigned int *)new_array(t70, 4UL);
        int *p = (int *)new_array(t69, 4UL);
        for (int fill_idx = 0; fill_idx < t69; fill_idx++) {
            s2[fill_idx] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t70; fill_idx_1++) {
            rgba[fill_idx_1] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t71; fill_idx_2++) {
            d3[fill_idx_2] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t70; fill_idx_3++) {
            f4[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            x[fill_idx_4] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            y[fill_idx_5] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            z[fill_idx_6] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < t69; fill_idx_7++) {
            l2[fill_idx_7] = (long long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t70; fill_idx_8++) {
            q[fill_idx_8] = (unsigned int)(int)(next_rand() % 1073741824U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t69; fill_idx_9++) {
            p[fill_idx_9] = -1000 + (int)(next_rand() % 2000U);
        }
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        swap_pairs(n, p);
        unsigned int t72 = sum_quads(n, q);
        unsigned long t73 = (unsigned long)t69;
        unsigned long t74 = hash_bytes((const void *)p, t73 * 4UL);
        unsigned long t75 = hash_bytes((const void *)l1, t73 * 8UL);
        unsigned long t76 = hash_bytes((const void *)f3, (unsigned long)t71 * 4UL);
        unsigned long t77 = (unsigned long)n;
        unsigned long t78 = hash_bytes((const void *)f1, t77 * 4UL);
        unsigned long t79 = hash_bytes((const void *)d1, t77 * 8UL);
        unsigned long t80 = hash_bytes((const void *)g, t77 * 1UL);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)s1, t77 * 2UL), (unsigned long long)t80, (unsigned long long)t79, (unsigned long long)t78, (unsigned long long)t76, (unsigned long long)t75, (unsigned long long)t74, t72);
        free((void *)s1);
        free((void *)s2);
        free((void *)g);
        free((void *)rgba);
        free((void *)d1);
        free((void *)d3);
        free((void *)f1);
        free((void *)f4);
        free((void *)f3);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)l1);
        free((void *)l2);
        free((void *)q);
        free((void *)p);
    }
}
