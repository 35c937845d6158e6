/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=5 avx2=4 avx512vbmi-zmm=5 sse4.2=4 sse2=1 neon=5 */
#include "harness.h"

/* Full interleave groups of strides 3 and 4, loaded and stored, on bytes and floats: NEON
   writes them as structure loads and stores (vld3q/vld4q, vst3q/vst4q); the remainder of a
   trip count that is no multiple of the vector keeps the scalar loop. A load group followed
   by a store to the same array between its loads and its members' use is no such access. */
__attribute__((target("sse4.2"))) void grey_to_rgb(int n, unsigned char *restrict rgb, const unsigned char *restrict g) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:9 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = g + i_vec;
            __m128i g_v = _mm_loadu_si128((const __m128i *)t3);
            __m128i g_v_1 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t4 = _mm_add_epi8(g_v_1, _mm_set1_epi8((char)1));
            unsigned char *t5 = rgb + (3 * (int)i_vec + 2);
            __m128i g_v_2 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t6 = _mm_xor_si128(g_v_2, _mm_set1_epi8((char)85));
            __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)g_v, (vcc_v16_uchar)t4, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t6, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            _mm_storeu_si128((__m128i *)(t5 + -2), t8);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)g_v, (vcc_v16_uchar)t4, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t6, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            _mm_storeu_si128((__m128i *)(t5 + 14), t10);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)g_v, (vcc_v16_uchar)t4, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t6, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            _mm_storeu_si128((__m128i *)(t5 + 30), t12);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t13 = 3 * i;
        const unsigned char *t14 = g + i;
        rgb[t13] = *t14;
        rgb[t13 + 1] = (unsigned char)((int)*t14 + 1);
        rgb[t13 + 2] = (unsigned char)((int)*t14 ^ 85);
    }
}

__attribute__((target("sse4.2"))) void swap_rb(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:17 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(3 * (int)i_vec + 2);
            const unsigned char *t4 = in + t3;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t4 + -2));
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t4 + 14));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t4 + 30));
            __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            __m128i in_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            __m128i in_v_1 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m128i in_v_2 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            unsigned char *t11 = out + t3;
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)in_v, (vcc_v16_uchar)in_v_1, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t12, (vcc_v16_uchar)in_v_2, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            _mm_storeu_si128((__m128i *)(t11 + -2), t13);
            __m128i t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)in_v, (vcc_v16_uchar)in_v_1, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m128i t15 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t14, (vcc_v16_uchar)in_v_2, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            _mm_storeu_si128((__m128i *)(t11 + 14), t15);
            __m128i t16 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)in_v, (vcc_v16_uchar)in_v_1, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m128i t17 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t16, (vcc_v16_uchar)in_v_2, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            _mm_storeu_si128((__m128i *)(t11 + 30), t17);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t18 = 3 * i;
        long t19 = (long)t18;
        long t20 = (long)(t18 + 2);
        out[t19] = in[t20];
        long t21 = (long)(t18 + 1);
        out[t21] = in[t21];
        out[t20] = in[t19];
    }
}

__attribute__((target("sse4.2"))) void rgba_premultiply(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:25 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(4 * (int)i_vec + 3);
            const unsigned char *t4 = in + t3;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t4 + -3));
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t4 + 13));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t4 + 29));
            __m128i t8 = _mm_loadu_si128((const __m128i *)(t4 + 45));
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            __m128i a_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m128i in_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t12, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            __m128i t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            __m128i in_v_1 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t14, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            __m128i t15 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            __m128i t16 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t15, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            __m128i in_v_2 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t16, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            __m128i t17 = _mm_and_si128(in_v, a_v);
            __m128i t18 = _mm_and_si128(in_v_1, a_v);
            __m128i t19 = _mm_and_si128(in_v_2, a_v);
            unsigned char *t20 = out + t3;
            __m128i t21 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t17, (vcc_v16_uchar)t18, 0, 16, 0, 0, 1, 17, 0, 0, 2, 18, 0, 0, 3, 19, 0, 0);
            __m128i t22 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t21, (vcc_v16_uchar)t19, 0, 1, 16, 3, 4, 5, 17, 7, 8, 9, 18, 11, 12, 13, 19, 15);
            __m128i t23 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t22, (vcc_v16_uchar)a_v, 0, 1, 2, 16, 4, 5, 6, 17, 8, 9, 10, 18, 12, 13, 14, 19);
            _mm_storeu_si128((__m128i *)(t20 + -3), t23);
            __m128i t24 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t17, (vcc_v16_uchar)t18, 4, 20, 0, 0, 5, 21, 0, 0, 6, 22, 0, 0, 7, 23, 0, 0);
            __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t24, (vcc_v16_uchar)t19, 0, 1, 20, 3, 4, 5, 21, 7, 8, 9, 22, 11, 12, 13, 23, 15);
            __m128i t26 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)a_v, 0, 1, 2, 20, 4, 5, 6, 21, 8, 9, 10, 22, 12, 13, 14, 23);
            _mm_storeu_si128((__m128i *)(t20 + 13), t26);
            __m128i t27 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t17, (vcc_v16_uchar)t18, 8, 24, 0, 0, 9, 25, 0, 0, 10, 26, 0, 0, 11, 27, 0, 0);
            __m128i t28 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t27, (vcc_v16_uchar)t19, 0, 1, 24, 3, 4, 5, 25, 7, 8, 9, 26, 11, 12, 13, 27, 15);
            __m128i t29 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t28, (vcc_v16_uchar)a_v, 0, 1, 2, 24, 4, 5, 6, 25, 8, 9, 10, 26, 12, 13, 14, 27);
            _mm_storeu_si128((__m128i *)(t20 + 29), t29);
            __m128i t30 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t17, (vcc_v16_uchar)t18, 12, 28, 0, 0, 13, 29, 0, 0, 14, 30, 0, 0, 15, 31, 0, 0);
            __m128i t31 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t30, (vcc_v16_uchar)t19, 0, 1, 28, 3, 4, 5, 29, 7, 8, 9, 30, 11, 12, 13, 31, 15);
            __m128i t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t31, (vcc_v16_uchar)a_v, 0, 1, 2, 28, 4, 5, 6, 29, 8, 9, 10, 30, 12, 13, 14, 31);
            _mm_storeu_si128((__m128i *)(t20 + 45), t32);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t33 = 4 * i;
        long t34 = (long)(t33 + 3);
        unsigned char a = in[t34];
        long t35 = (long)t33;
        int t36 = (int)a;
        out[t35] = (unsigned char)((int)in[t35] & t36);
        long t37 = (long)(t33 + 1);
        out[t37] = (unsigned char)((int)in[t37] & t36);
        long t38 = (long)(t33 + 2);
        out[t38] = (unsigned char)((int)in[t38] & t36);
        out[t34] = a;
    }
}

__attribute__((target("sse4.2"))) void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    for (int i = 0; i < n; i++) {
        long t1 = (long)(4 * i);
        __m128 t2 = _mm_loadu_ps(q + t1);
        __m128 t3 = _mm_set1_ps(s);
        __m128 t4 = _mm_mul_ps(t2, t3);
        __m128 t5 = _mm_add_ps(t2, t3);
        __m128 t6 = (__m128)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t5, 0, 1, 6, 3);
        __m128 t7 = _mm_sub_ps(t2, t3);
        __m128 t8 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 0, 1, 2, 7);
        _mm_storeu_ps(out + t1, t8);
    }
}

__attribute__((target("sse4.2"))) void cross3(int n, float *restrict out, const float *restrict a, const float *restrict b) {
    int t67;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:44 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 3 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(t5 + 4);
            __m128 t8 = _mm_loadu_ps(t5 + 8);
            __m128 t9 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 0, 3, 6, 0);
            __m128 ax_v = (__m128)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t8, 0, 1, 2, 5);
            __m128 t10 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 1, 4, 7, 0);
            __m128 ay_v = (__m128)__builtin_shufflevector((vcc_v4_float)t10, (vcc_v4_float)t8, 0, 1, 2, 6);
            __m128 t11 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 2, 5, 0, 0);
            __m128 az_v = (__m128)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t8, 0, 1, 4, 7);
            const float *t12 = b + t4;
            __m128 t13 = _mm_loadu_ps(t12);
            __m128 t14 = _mm_loadu_ps(t12 + 4);
            __m128 t15 = _mm_loadu_ps(t12 + 8);
            __m128 t16 = (__m128)__builtin_shufflevector((vcc_v4_float)t13, (vcc_v4_float)t14, 0, 3, 6, 0);
            __m128 bx_v = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t15, 0, 1, 2, 5);
            __m128 t17 = (__m128)__builtin_shufflevector((vcc_v4_float)t13, (vcc_v4_float)t14, 1, 4, 7, 0);
            __m128 by_v = (__m128)__builtin_shufflevector((vcc_v4_float)t17, (vcc_v4_float)t15, 0, 1, 2, 6);
            __m128 t18 = (__m128)__builtin_shufflevector((vcc_v4_float)t13, (vcc_v4_float)t14, 2, 5, 0, 0);
            __m128 bz_v = (__m128)__builtin_shufflevector((vcc_v4_float)t18, (vcc_v4_float)t15, 0, 1, 4, 7);
            __m128 t19 = _mm_mul_ps(ay_v, bz_v);
            __m128 t20 = _mm_mul_ps(az_v, by_v);
            __m128 t21 = _mm_sub_ps(t19, t20);
            __m128 t22 = _mm_mul_ps(az_v, bx_v);
            __m128 t23 = _mm_mul_ps(ax_v, bz_v);
            __m128 t24 = _mm_sub_ps(t22, t23);
            float *t25 = out + (t3 + 2);
            __m128 t26 = _mm_mul_ps(ax_v, by_v);
            __m128 t27 = _mm_mul_ps(ay_v, bx_v);
            __m128 t28 = _mm_sub_ps(t26, t27);
            __m128 t29 = (__m128)__builtin_shufflevector((vcc_v4_float)t21, (vcc_v4_float)t24, 0, 4, 0, 1);
            __m128 t30 = (__m128)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t28, 0, 1, 4, 3);
            _mm_storeu_ps(t25 + -2, t30);
            __m128 t31 = (__m128)__builtin_shufflevector((vcc_v4_float)t21, (vcc_v4_float)t24, 5, 0, 2, 6);
            __m128 t32 = (__m128)__builtin_shufflevector((vcc_v4_float)t31, (vcc_v4_float)t28, 0, 5, 2, 3);
            _mm_storeu_ps(t25 + 2, t32);
            __m128 t33 = (__m128)__builtin_shufflevector((vcc_v4_float)t21, (vcc_v4_float)t24, 0, 3, 7, 0);
            __m128 t34 = (__m128)__builtin_shufflevector((vcc_v4_float)t33, (vcc_v4_float)t28, 6, 1, 2, 7);
            _mm_storeu_ps(t25 + 6, t34);
            int t35 = 3 * (int)(i_vec + 4L);
            long t36 = (long)t35;
            const float *t37 = a + t36;
            __m128 t38 = _mm_loadu_ps(t37);
            __m128 t39 = _mm_loadu_ps(t37 + 4);
            __m128 t40 = _mm_loadu_ps(t37 + 8);
            __m128 t41 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t39, 0, 3, 6, 0);
            __m128 ax_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t41, (vcc_v4_float)t40, 0, 1, 2, 5);
            __m128 t42 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t39, 1, 4, 7, 0);
            __m128 ay_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t42, (vcc_v4_float)t40, 0, 1, 2, 6);
            __m128 t43 = (__m128)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t39, 2, 5, 0, 0);
            __m128 az_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t43, (vcc_v4_float)t40, 0, 1, 4, 7);
            const float *t44 = b + t36;
            __m128 t45 = _mm_loadu_ps(t44);
            __m128 t46 = _mm_loadu_ps(t44 + 4);
            __m128 t47 = _mm_loadu_ps(t44 + 8);
            __m128 t48 = (__m128)__builtin_shufflevector((vcc_v4_float)t45, (vcc_v4_float)t46, 0, 3, 6, 0);
            __m128 bx_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t48, (vcc_v4_float)t47, 0, 1, 2, 5);
            __m128 t49 = (__m128)__builtin_shufflevector((vcc_v4_float)t45, (vcc_v4_float)t46, 1, 4, 7, 0);
            __m128 by_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t49, (vcc_v4_float)t47, 0, 1, 2, 6);
            __m128 t50 = (__m128)__builtin_shufflevector((vcc_v4_float)t45, (vcc_v4_float)t46, 2, 5, 0, 0);
            __m128 bz_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t50, (vcc_v4_float)t47, 0, 1, 4, 7);
            __m128 t51 = _mm_mul_ps(ay_v_1, bz_v_1);
            __m128 t52 = _mm_mul_ps(az_v_1, by_v_1);
            __m128 t53 = _mm_sub_ps(t51, t52);
            __m128 t54 = _mm_mul_ps(az_v_1, bx_v_1);
            __m128 t55 = _mm_mul_ps(ax_v_1, bz_v_1);
            __m128 t56 = _mm_sub_ps(t54, t55);
            float *t57 = out + (t35 + 2);
            __m128 t58 = _mm_mul_ps(ax_v_1, by_v_1);
            __m128 t59 = _mm_mul_ps(ay_v_1, bx_v_1);
            __m128 t60 = _mm_sub_ps(t58, t59);
            __m128 t61 = (__m128)__builtin_shufflevector((vcc_v4_float)t53, (vcc_v4_float)t56, 0, 4, 0, 1);
            __m128 t62 = (__m128)__builtin_shufflevector((vcc_v4_float)t61, (vcc_v4_float)t60, 0, 1, 4, 3);
            _mm_storeu_ps(t57 + -2, t62);
            __m128 t63 = (__m128)__builtin_shufflevector((vcc_v4_float)t53, (vcc_v4_float)t56, 5, 0, 2, 6);
            __m128 t64 = (__m128)__builtin_shufflevector((vcc_v4_float)t63, (vcc_v4_float)t60, 0, 5, 2, 3);
            _mm_storeu_ps(t57 + 2, t64);
            __m128 t65 = (__m128)__builtin_shufflevector((vcc_v4_float)t53, (vcc_v4_float)t56, 0, 3, 7, 0);
            __m128 t66 = (__m128)__builtin_shufflevector((vcc_v4_float)t65, (vcc_v4_float)t60, 6, 1, 2, 7);
            _mm_storeu_ps(t57 + 6, t66);
            i_vec += 8L;
        } while (i_vec < t2);
        t67 = (int)t2;
    } else {
        t67 = 0;
    }
    long t68 = (long)n + (long)t67 * -1L;
    if (t68 >= 4L) {
        long t69 = t68 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at struct_groups.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t70 = 3 * (int)((long)t67 + i_vec_1);
            long t71 = (long)t70;
            const float *t72 = a + t71;
            __m128 t73 = _mm_loadu_ps(t72);
            __m128 t74 = _mm_loadu_ps(t72 + 4);
            __m128 t75 = _mm_loadu_ps(t72 + 8);
            __m128 t76 = (__m128)__builtin_shufflevector((vcc_v4_float)t73, (vcc_v4_float)t74, 0, 3, 6, 0);
            __m128 ax_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t76, (vcc_v4_float)t75, 0, 1, 2, 5);
            __m128 t77 = (__m128)__builtin_shufflevector((vcc_v4_float)t73, (vcc_v4_float)t74, 1, 4, 7, 0);
            __m128 ay_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t77, (vcc_v4_float)t75, 0, 1, 2, 6);
            __m128 t78 = (__m128)__builtin_shufflevector((vcc_v4_float)t73, (vcc_v4_float)t74, 2, 5, 0, 0);
            __m128 az_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t78, (vcc_v4_float)t75, 0, 1, 4, 7);
            const float *t79 = b + t71;
            __m128 t80 = _mm_loadu_ps(t79);
            __m128 t81 = _mm_loadu_ps(t79 + 4);
            __m128 t82 = _mm_loadu_ps(t79 + 8);
            __m128 t83 = (__m128)__builtin_shufflevector((vcc_v4_float)t80, (vcc_v4_float)t81, 0, 3, 6, 0);
            __m128 bx_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t83, (vcc_v4_float)t82, 0, 1, 2, 5);
            __m128 t84 = (__m128)__builtin_shufflevector((vcc_v4_float)t80, (vcc_v4_float)t81, 1, 4, 7, 0);
            __m128 by_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t84, (vcc_v4_float)t82, 0, 1, 2, 6);
            __m128 t85 = (__m128)__builtin_shufflevector((vcc_v4_float)t80, (vcc_v4_float)t81, 2, 5, 0, 0);
            __m128 bz_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t85, (vcc_v4_float)t82, 0, 1, 4, 7);
            __m128 t86 = _mm_mul_ps(ay_v_2, bz_v_2);
            __m128 t87 = _mm_mul_ps(az_v_2, by_v_2);
            __m128 t88 = _mm_sub_ps(t86, t87);
            __m128 t89 = _mm_mul_ps(az_v_2, bx_v_2);
            __m128 t90 = _mm_mul_ps(ax_v_2, bz_v_2);
            __m128 t91 = _mm_sub_ps(t89, t90);
            float *t92 = out + (t70 + 2);
            __m128 t93 = _mm_mul_ps(ax_v_2, by_v_2);
            __m128 t94 = _mm_mul_ps(ay_v_2, bx_v_2);
            __m128 t95 = _mm_sub_ps(t93, t94);
            __m128 t96 = (__m128)__builtin_shufflevector((vcc_v4_float)t88, (vcc_v4_float)t91, 0, 4, 0, 1);
            __m128 t97 = (__m128)__builtin_shufflevector((vcc_v4_float)t96, (vcc_v4_float)t95, 0, 1, 4, 3);
            _mm_storeu_ps(t92 + -2, t97);
            __m128 t98 = (__m128)__builtin_shufflevector((vcc_v4_float)t88, (vcc_v4_float)t91, 5, 0, 2, 6);
            __m128 t99 = (__m128)__builtin_shufflevector((vcc_v4_float)t98, (vcc_v4_float)t95, 0, 5, 2, 3);
            _mm_storeu_ps(t92 + 2, t99);
            __m128 t100 = (__m128)__builtin_shufflevector((vcc_v4_float)t88, (vcc_v4_float)t91, 0, 3, 7, 0);
            __m128 t101 = (__m128)__builtin_shufflevector((vcc_v4_float)t100, (vcc_v4_float)t95, 6, 1, 2, 7);
            _mm_storeu_ps(t92 + 6, t101);
            i_vec_1 += 4L;
        } while (i_vec_1 < t69);
        i = (int)((long)t67 + t69);
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        int t102 = 3 * i;
        long t103 = (long)t102;
        float ax = a[t103];
        long t104 = (long)(t102 + 1);
        float ay = a[t104];
        long t105 = (long)(t102 + 2);
        float az = a[t105];
        float bx = b[t103];
        float by = b[t104];
        float bz = b[t105];
        out[t103] = ay * bz - az * by;
        out[t104] = az * bx - ax * bz;
        out[t105] = ax * by - ay * bx;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *g = new_array(n, 1), *rgb = new_array(3 * n, 1), *rgb2 = new_array(3 * n, 1);
        unsigned char *rgba = new_array(4 * n, 1), *rgba2 = new_array(4 * n, 1);
        float *q = new_array(4 * n, 4), *q2 = new_array(4 * n, 4);
        float *a = new_array(3 * n, 4), *b = new_array(3 * n, 4), *c = new_array(3 * n, 4);
        FILL(g, n, 0, 256);
        FILL(rgba, 4 * n, 0, 256);
        FILL(q, 4 * n, -1000, 2000);
        FILL(a, 3 * n, -1000, 2000);
        FILL(b, 3 * n, -1000, 2000);
        grey_to_rgb(n, rgb, g);
        swap_rb(n, rgb2, rgb);
        rgba_premultiply(n, rgba2, rgba);
        quat_scale(n, q2, q, 1.5f);
        cross3(n, c, a, b);
        printf("n=%d %llx %llx %llx %llx %llx\n", n, HASH(rgb, 3 * n), HASH(rgb2, 3 * n), HASH(rgba2, 4 * n),
               HASH(q2, 4 * n), HASH(c, 3 * n));
        free(g), free(rgb), free(rgb2), free(rgba), free(rgba2), free(q), free(q2), free(a), free(b), free(c);
    }
    return 0;
}
