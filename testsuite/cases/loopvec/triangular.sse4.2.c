/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Triangular nests: the inner loop's bounds move with the outer index (`j = i .. n`,
   `j = 0 .. i`, `j = i + 1 .. n`, `j = 2 * i .. m`, and down from n to i). The inner trip
   count is written with the outer loop's induction (`n - i`), computed before each inner loop;
   a count below zero (the inner loop does not run) must stay so. Kernels over a row-major
   n x n matrix stored flat, exactly as long as they touch. */
__attribute__((target("sse4.2"))) void upper(int n, float *restrict a, const float *restrict b, float s) {
    int t19;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)n + (long)i * -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            __m128 s_v = _mm_set1_ps(s);
            long j_vec = 0L;
            /* vcc: loop at triangular.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)(i * n + (int)((long)i + j_vec));
                float *t4 = a + t3;
                __m128 b_v = _mm_loadu_ps(b + t3);
                __m128 t5 = _mm_mul_ps(b_v, s_v);
                __m128 a_v = _mm_loadu_ps(t4);
                __m128 t6 = _mm_add_ps(t5, a_v);
                _mm_storeu_ps(t4, t6);
                long t7 = (long)(i * n + (int)((long)i + (j_vec + 4L)));
                float *t8 = a + t7;
                __m128 b_v_1 = _mm_loadu_ps(b + t7);
                __m128 t9 = _mm_mul_ps(b_v_1, s_v);
                __m128 a_v_1 = _mm_loadu_ps(t8);
                __m128 t10 = _mm_add_ps(t9, a_v_1);
                _mm_storeu_ps(t8, t10);
                long t11 = (long)(i * n + (int)((long)i + (j_vec + 8L)));
                float *t12 = a + t11;
                __m128 b_v_2 = _mm_loadu_ps(b + t11);
                __m128 t13 = _mm_mul_ps(b_v_2, s_v);
                __m128 a_v_2 = _mm_loadu_ps(t12);
                __m128 t14 = _mm_add_ps(t13, a_v_2);
                _mm_storeu_ps(t12, t14);
                long t15 = (long)(i * n + (int)((long)i + (j_vec + 12L)));
                float *t16 = a + t15;
                __m128 b_v_3 = _mm_loadu_ps(b + t15);
                __m128 t17 = _mm_mul_ps(b_v_3, s_v);
                __m128 a_v_3 = _mm_loadu_ps(t16);
                __m128 t18 = _mm_add_ps(t17, a_v_3);
                _mm_storeu_ps(t16, t18);
                j_vec += 16L;
            } while (j_vec < t2);
            t19 = (int)((long)i + t2);
        } else {
            t19 = i;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 4L) {
            long t21 = t20 & -4L;
            __m128 s_v_1 = _mm_set1_ps(s);
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t22 = (long)(i * n + (int)((long)t19 + j_vec_1));
                float *t23 = a + t22;
                __m128 b_v_4 = _mm_loadu_ps(b + t22);
                __m128 t24 = _mm_mul_ps(b_v_4, s_v_1);
                __m128 a_v_4 = _mm_loadu_ps(t23);
                __m128 t25 = _mm_add_ps(t24, a_v_4);
                _mm_storeu_ps(t23, t25);
                j_vec_1 += 4L;
            } while (j_vec_1 < t21);
            j = (int)((long)t19 + t21);
        } else {
            j = t19;
        }
        for (; j < n; j++) {
            long t26 = (long)(i * n + j);
            float *t27 = a + t26;
            *t27 = b[t26] * s + *t27;
        }
    }
}

__attribute__((target("sse4.2"))) void lower(int n, int *restrict a, const int *restrict b) {
    int t19;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        if ((t1 >= 16L) & (n == 1)) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:17 vectorized: VF 4, UF 4, versioned on `n` == 1, vector epilogue VF 4, scalar epilogue */
            do {
                int t3 = (int)j_vec;
                int *t4 = a + (i * n + t3);
                __m128i a_v = _mm_loadu_si128((const __m128i *)t4);
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + (t3 * n + i)));
                __m128i t5 = _mm_mullo_epi32(b_v, _mm_set1_epi32(3));
                __m128i t6 = _mm_add_epi32(a_v, t5);
                _mm_storeu_si128((__m128i *)t4, t6);
                int t7 = (int)(j_vec + 4L);
                int *t8 = a + (i * n + t7);
                __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t8);
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + (t7 * n + i)));
                __m128i t9 = _mm_mullo_epi32(b_v_1, _mm_set1_epi32(3));
                __m128i t10 = _mm_add_epi32(a_v_1, t9);
                _mm_storeu_si128((__m128i *)t8, t10);
                int t11 = (int)(j_vec + 8L);
                int *t12 = a + (i * n + t11);
                __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t12);
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + (t11 * n + i)));
                __m128i t13 = _mm_mullo_epi32(b_v_2, _mm_set1_epi32(3));
                __m128i t14 = _mm_add_epi32(a_v_2, t13);
                _mm_storeu_si128((__m128i *)t12, t14);
                int t15 = (int)(j_vec + 12L);
                int *t16 = a + (i * n + t15);
                __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t16);
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + (t15 * n + i)));
                __m128i t17 = _mm_mullo_epi32(b_v_3, _mm_set1_epi32(3));
                __m128i t18 = _mm_add_epi32(a_v_3, t17);
                _mm_storeu_si128((__m128i *)t16, t18);
                j_vec += 16L;
            } while (j_vec < t2);
            t19 = (int)t2;
        } else {
            t19 = 0;
        }
        long t20 = (long)i + (long)t19 * -1L;
        if (t20 >= 4L) {
            long t21 = t20 & -4L;
            __m128i n_v = _mm_set1_epi32((int)n);
            __m128i i_v = _mm_set1_epi32((int)i);
            __m128i t22 = _mm_set1_epi32((int)t19);
            vcc_v4_uint j_v = (vcc_v4_uint)_mm_add_epi32(t22, _mm_setr_epi32(0, 1, 2, 3));
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int *t23 = a + (i * n + (int)((long)t19 + j_vec_1));
                __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t23);
                __m128i t24 = _mm_mullo_epi32((__m128i)j_v, n_v);
                __m128i t25 = _mm_add_epi32(t24, i_v);
                __m128i b_v_4 = vcc_sse_gather4(_mm_setr_epi32, int, b, t25, 15);
                __m128i t26 = _mm_mullo_epi32(b_v_4, _mm_set1_epi32(3));
                __m128i t27 = _mm_add_epi32(a_v_4, t26);
                _mm_storeu_si128((__m128i *)t23, t27);
                j_vec_1 += 4L;
                __m128i t28 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(4));
                if (j_vec_1 >= t21) {
                    break;
                }
                j_v = (vcc_v4_uint)t28;
            }
            j = (int)((long)t19 + t21);
        } else {
            j = t19;
        }
        for (; j < i; j++) {
            int *t29 = a + (i * n + j);
            *t29 = *t29 + b[j * n + i] * 3;
        }
    }
}

/* The outer induction starts below zero: row i + 1, from the column after the diagonal. */
__attribute__((target("sse4.2"))) void strict_upper(int n, double *restrict a, const double *restrict b) {
    int j;
    for (int i = -1; i < (n - 1); i++) {
        int t1 = i + 2;
        long t2 = (long)n + (long)i * -1L + -2L;
        if (t2 >= 8L) {
            long t3 = t2 & -8L;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:24 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            do {
                long t4 = (long)t1 + j_vec;
                long t5 = (long)((i + 1) * n + (int)t4);
                __m128d b_v = _mm_loadu_pd(b + t5);
                __m128d b_v_1 = _mm_loadu_pd(b + t4);
                __m128d t6 = _mm_sub_pd(b_v, b_v_1);
                _mm_storeu_pd(a + t5, t6);
                long t7 = (long)t1 + (j_vec + 2L);
                long t8 = (long)((i + 1) * n + (int)t7);
                __m128d b_v_2 = _mm_loadu_pd(b + t8);
                __m128d b_v_3 = _mm_loadu_pd(b + t7);
                __m128d t9 = _mm_sub_pd(b_v_2, b_v_3);
                _mm_storeu_pd(a + t8, t9);
                long t10 = (long)t1 + (j_vec + 4L);
                long t11 = (long)((i + 1) * n + (int)t10);
                __m128d b_v_4 = _mm_loadu_pd(b + t11);
                __m128d b_v_5 = _mm_loadu_pd(b + t10);
                __m128d t12 = _mm_sub_pd(b_v_4, b_v_5);
                _mm_storeu_pd(a + t11, t12);
                long t13 = (long)t1 + (j_vec + 6L);
                long t14 = (long)((i + 1) * n + (int)t13);
                __m128d b_v_6 = _mm_loadu_pd(b + t14);
                __m128d b_v_7 = _mm_loadu_pd(b + t13);
                __m128d t15 = _mm_sub_pd(b_v_6, b_v_7);
                _mm_storeu_pd(a + t14, t15);
                j_vec += 8L;
            } while (j_vec < t3);
            t1 = (int)((long)t1 + t3);
        }
        long t16 = (long)n + (long)t1 * -1L;
        if (t16 >= 2L) {
            long t17 = t16 & -2L;
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:24 vector epilogue: VF 2, UF 1, scalar epilogue */
            do {
                long t18 = (long)t1 + j_vec_1;
                long t19 = (long)((i + 1) * n + (int)t18);
                __m128d b_v_8 = _mm_loadu_pd(b + t19);
                __m128d b_v_9 = _mm_loadu_pd(b + t18);
                __m128d t20 = _mm_sub_pd(b_v_8, b_v_9);
                _mm_storeu_pd(a + t19, t20);
                j_vec_1 += 2L;
            } while (j_vec_1 < t17);
            j = (int)((long)t1 + t17);
        } else {
            j = t1;
        }
        for (; j < n; j++) {
            long t21 = (long)((i + 1) * n + j);
            a[t21] = b[t21] - b[j];
        }
    }
}

/* The inner start grows twice as fast as the outer index: empty once 2i >= m. */
__attribute__((target("sse4.2"))) void double_start(int n, int m, short *restrict a, const short *restrict b) {
    int j;
    for (int i = 0; i < n; i++) {
        int t1 = 2 * i;
        long t2 = (long)m + (long)i * -2L;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            vcc_v8_int i_v = (vcc_v8_int){i, i, i, i, i, i, i, i};
            __m128i t4 = (__m128i)__builtin_convertvector(i_v, vcc_v8_short);
            long j_vec = 0L;
            /* vcc: loop at triangular.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                long t5 = (long)t1 + j_vec;
                short *t6 = a + t5;
                __m128i a_v = _mm_loadu_si128((const __m128i *)t6);
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t5));
                __m128i t7 = _mm_mullo_epi16(b_v, t4);
                __m128i t8 = _mm_add_epi16(a_v, t7);
                _mm_storeu_si128((__m128i *)t6, t8);
                long t9 = (long)t1 + (j_vec + 8L);
                short *t10 = a + t9;
                __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t10);
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t9));
                __m128i t11 = _mm_mullo_epi16(b_v_1, t4);
                __m128i t12 = _mm_add_epi16(a_v_1, t11);
                _mm_storeu_si128((__m128i *)t10, t12);
                long t13 = (long)t1 + (j_vec + 16L);
                short *t14 = a + t13;
                __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t14);
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
                __m128i t15 = _mm_mullo_epi16(b_v_2, t4);
                __m128i t16 = _mm_add_epi16(a_v_2, t15);
                _mm_storeu_si128((__m128i *)t14, t16);
                long t17 = (long)t1 + (j_vec + 24L);
                short *t18 = a + t17;
                __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t18);
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t17));
                __m128i t19 = _mm_mullo_epi16(b_v_3, t4);
                __m128i t20 = _mm_add_epi16(a_v_3, t19);
                _mm_storeu_si128((__m128i *)t18, t20);
                j_vec += 32L;
            } while (j_vec < t3);
            t1 = (int)((long)t1 + t3);
        }
        long t21 = (long)m + (long)t1 * -1L;
        if (t21 >= 8L) {
            long t22 = t21 & -8L;
            vcc_v8_int i_v_1 = (vcc_v8_int){i, i, i, i, i, i, i, i};
            __m128i t23 = (__m128i)__builtin_convertvector(i_v_1, vcc_v8_short);
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t24 = (long)t1 + j_vec_1;
                short *t25 = a + t24;
                __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t25);
                __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t24));
                __m128i t26 = _mm_mullo_epi16(b_v_4, t23);
                __m128i t27 = _mm_add_epi16(a_v_4, t26);
                _mm_storeu_si128((__m128i *)t25, t27);
                j_vec_1 += 8L;
            } while (j_vec_1 < t22);
            j = (int)((long)t1 + t22);
        } else {
            j = t1;
        }
        for (; j < m; j++) {
            long t28 = (long)j;
            short *t29 = a + t28;
            *t29 = (short)((int)*t29 + (int)b[t28] * (int)(short)i);
        }
    }
}

/* Down from the outer bound to the outer index. */
__attribute__((target("sse4.2"))) void down_to_i(int n, unsigned *restrict a, const unsigned *restrict b) {
    int j;
    for (int i = 0; i < n; i++) {
        int t1 = n - 1;
        long t2 = (long)n + (long)i * -1L;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            __m128i t4 = _mm_set1_epi32((int)t1);
            vcc_v4_uint j_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, -1, -2, -3));
            long j_vec = 0L;
            /* vcc: loop at triangular.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                long t5 = (long)(i * n + (int)((long)t1 + j_vec * -1L));
                unsigned int *t6 = a + t5;
                __m128i t7 = _mm_loadu_si128((const __m128i *)(t6 + -3));
                __m128i a_v = _mm_shuffle_epi32(t7, 0x1b);
                __m128i t8 = _mm_loadu_si128((const __m128i *)(b + t5 + -3));
                __m128i b_v = _mm_shuffle_epi32(t8, 0x1b);
                __m128i t9 = _mm_add_epi32(b_v, (__m128i)j_v);
                __m128i t10 = _mm_xor_si128(a_v, t9);
                __m128i t11 = _mm_shuffle_epi32(t10, 0x1b);
                _mm_storeu_si128((__m128i *)(t6 + -3), t11);
                __m128i t12 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(-4));
                long t13 = (long)(i * n + (int)((long)t1 + (j_vec + 4L) * -1L));
                unsigned int *t14 = a + t13;
                __m128i t15 = _mm_loadu_si128((const __m128i *)(t14 + -3));
                __m128i a_v_1 = _mm_shuffle_epi32(t15, 0x1b);
                __m128i t16 = _mm_loadu_si128((const __m128i *)(b + t13 + -3));
                __m128i b_v_1 = _mm_shuffle_epi32(t16, 0x1b);
                __m128i t17 = _mm_add_epi32(b_v_1, t12);
                __m128i t18 = _mm_xor_si128(a_v_1, t17);
                __m128i t19 = _mm_shuffle_epi32(t18, 0x1b);
                _mm_storeu_si128((__m128i *)(t14 + -3), t19);
                __m128i t20 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(-8));
                long t21 = (long)(i * n + (int)((long)t1 + (j_vec + 8L) * -1L));
                unsigned int *t22 = a + t21;
                __m128i t23 = _mm_loadu_si128((const __m128i *)(t22 + -3));
                __m128i a_v_2 = _mm_shuffle_epi32(t23, 0x1b);
                __m128i t24 = _mm_loadu_si128((const __m128i *)(b + t21 + -3));
                __m128i b_v_2 = _mm_shuffle_epi32(t24, 0x1b);
                __m128i t25 = _mm_add_epi32(b_v_2, t20);
                __m128i t26 = _mm_xor_si128(a_v_2, t25);
                __m128i t27 = _mm_shuffle_epi32(t26, 0x1b);
                _mm_storeu_si128((__m128i *)(t22 + -3), t27);
                __m128i t28 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(-12));
                long t29 = (long)(i * n + (int)((long)t1 + (j_vec + 12L) * -1L));
                unsigned int *t30 = a + t29;
                __m128i t31 = _mm_loadu_si128((const __m128i *)(t30 + -3));
                __m128i a_v_3 = _mm_shuffle_epi32(t31, 0x1b);
                __m128i t32 = _mm_loadu_si128((const __m128i *)(b + t29 + -3));
                __m128i b_v_3 = _mm_shuffle_epi32(t32, 0x1b);
                __m128i t33 = _mm_add_epi32(b_v_3, t28);
                __m128i t34 = _mm_xor_si128(a_v_3, t33);
                __m128i t35 = _mm_shuffle_epi32(t34, 0x1b);
                _mm_storeu_si128((__m128i *)(t30 + -3), t35);
                j_vec += 16L;
                __m128i t36 = _mm_add_epi32((__m128i)j_v, _mm_set1_epi32(-16));
                if (j_vec >= t3) {
                    break;
                }
                j_v = (vcc_v4_uint)t36;
            }
            t1 = (int)((long)t1 + t3 * -1L);
        }
        long t37 = (long)i * -1L + (long)t1 + 1L;
        if (t37 >= 4L) {
            long t38 = t37 & -4L;
            __m128i t39 = _mm_set1_epi32((int)t1);
            vcc_v4_uint j_v_1 = (vcc_v4_uint)_mm_add_epi32(t39, _mm_setr_epi32(0, -1, -2, -3));
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t40 = (long)(i * n + (int)((long)t1 + j_vec_1 * -1L));
                unsigned int *t41 = a + t40;
                __m128i t42 = _mm_loadu_si128((const __m128i *)(t41 + -3));
                __m128i a_v_4 = _mm_shuffle_epi32(t42, 0x1b);
                __m128i t43 = _mm_loadu_si128((const __m128i *)(b + t40 + -3));
                __m128i b_v_4 = _mm_shuffle_epi32(t43, 0x1b);
                __m128i t44 = _mm_add_epi32(b_v_4, (__m128i)j_v_1);
                __m128i t45 = _mm_xor_si128(a_v_4, t44);
                __m128i t46 = _mm_shuffle_epi32(t45, 0x1b);
                _mm_storeu_si128((__m128i *)(t41 + -3), t46);
                j_vec_1 += 4L;
                __m128i t47 = _mm_add_epi32((__m128i)j_v_1, _mm_set1_epi32(-4));
                if (j_vec_1 >= t38) {
                    break;
                }
                j_v_1 = (vcc_v4_uint)t47;
            }
            j = (int)((long)t1 + t38 * -1L);
        } else {
            j = t1;
        }
        for (; j >= i; j--) {
            long t48 = (long)(i * n + j);
            unsigned int *t49 = a + t48;
            *t49 = *t49 ^ (b[t48] + (unsigned int)j);
        }
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    int n;
    int t1;
    int t92;
    int k;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        if (n <= 80) {
            int nn = n * n;
            void *t2 = new_array(nn, 4UL);
            float *af = (float *)t2;
            void *t3 = new_array(nn, 4UL);
            float *bf = (float *)t3;
            void *t4 = new_array(nn, 4UL);
            int *ai = (int *)t4;
            void *t5 = new_array(nn, 4UL);
            int *bi = (int *)t5;
            void *t6 = new_array(nn, 8UL);
            double *ad = (double *)t6;
            void *t7 = new_array(nn, 8UL);
            double *bd = (double *)t7;
            unsigned int *au = (unsigned int *)new_array(nn, 4UL);
            unsigned int *bu = (unsigned int *)new_array(nn, 4UL);
            int t8 = 2 * n;
            short *as = (short *)new_array(t8, 2UL);
            short *bs = (short *)new_array(t8, 2UL);
            for (int fill_idx = 0; fill_idx < nn; fill_idx++) {
                ai[fill_idx] = -1000 + (int)(next_rand() % 2000U);
            }
            for (int fill_idx_1 = 0; fill_idx_1 < nn; fill_idx_1++) {
                bi[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
            }
            for (int fill_idx_2 = 0; fill_idx_2 < nn; fill_idx_2++) {
                au[fill_idx_2] = (unsigned int)(int)(next_rand() % 1073741824U);
            }
            for (int fill_idx_3 = 0; fill_idx_3 < nn; fill_idx_3++) {
                bu[fill_idx_3] = (unsigned int)(int)(next_rand() % 1073741824U);
            }
            for (int fill_idx_4 = 0; fill_idx_4 < t8; fill_idx_4++) {
                as[fill_idx_4] = (short)(-100 + (int)(next_rand() % 200U));
            }
            for (int fill_idx_5 = 0; fill_idx_5 < t8; fill_idx_5++) {
                bs[fill_idx_5] = (short)(-100 + (int)(next_rand() % 200U));
            }
            long t9 = (long)nn;
            unsigned long t10 = (unsigned long)t2;
            unsigned long t11 = (unsigned long)t3;
            long t12 = (long)((unsigned long)t3 - (unsigned long)t2);
            unsigned long t13 = (unsigned long)t2;
            unsigned long t14 = (unsigned long)t4;
            long t15 = (long)((unsigned long)t2 - (unsigned long)t4);
            long t16 = (long)((unsigned long)t4 - (unsigned long)t2);
            unsigned long t17 = (unsigned long)t2;
            unsigned long t18 = (unsigned long)t5;
            long t19 = (long)((unsigned long)t5 - (unsigned long)t2);
            long t20 = (long)((unsigned long)t5 - (unsigned long)t2);
            unsigned long t21 = (unsigned long)t2;
            unsigned long t22 = (unsigned long)t6;
            unsigned long t23 = (unsigned long)t2;
            unsigned long t24 = (unsigned long)t7;
            unsigned long t25 = (unsigned long)t3;
            unsigned long t26 = (unsigned long)t4;
            long t27 = (long)((unsigned long)t3 - (unsigned long)t4);
            long t28 = (long)((unsigned long)t4 - (unsigned long)t3);
            unsigned long t29 = (unsigned long)t3;
            unsigned long t30 = (unsigned long)t5;
            long t31 = (long)((unsigned long)t3 - (unsigned long)t5);
            long t32 = (long)((unsigned long)t5 - (unsigned long)t3);
            unsigned long t33 = (unsigned long)t3;
            unsigned long t34 = (unsigned long)t6;
            unsigned long t35 = (unsigned long)t3;
            unsigned long t36 = (unsigned long)t7;
            unsigned long t37 = (unsigned long)t4;
            unsigned long t38 = (unsigned long)t6;
            unsigned long t39 = (unsigned long)t4;
            unsigned long t40 = (unsigned long)t7;
            unsigned long t41 = (unsigned long)t5;
            unsigned long t42 = (unsigned long)t6;
            unsigned long t43 = (unsigned long)t5;
            unsigned long t44 = (unsigned long)t7;
            unsigned long t45 = (unsigned long)t6;
            unsigned long t46 = (unsigned long)t7;
            long t47 = (long)((unsigned long)t7 - (unsigned long)t6);
            if ((t9 >= 8L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10) | ((t12 <= 0L) | (t12 >= 32L))) & (((t13 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t13) | (((t15 <= 0L) | (t15 >= 32L)) & ((t16 <= 0L) | (t16 >= 32L)))) & (((t17 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t17) | (((t19 <= 0L) | (t19 >= 32L)) & ((t20 <= 0L) | (t20 >= 32L)))) & (((t21 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t22) | ((t22 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t21)) & (((t23 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t23)) & (((t25 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t25) | (((t27 <= 0L) | (t27 >= 32L)) & ((t28 <= 0L) | (t28 >= 32L)))) & (((t29 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t29) | (((t31 <= 0L) | (t31 >= 32L)) & ((t32 <= 0L) | (t32 >= 32L)))) & (((t33 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t33)) & (((t35 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t37)) & (((t39 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t39)) & (((t41 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t41)) & (((t43 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t44) | ((t44 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t43)) & (((t45 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t46) | ((t46 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t45) | ((t47 <= 0L) | (t47 >= 64L)))) {
                long t48 = t9 & -8L;
                long k_vec = 0L;
                /* vcc: loop at triangular.c:59 vectorized: VF 2, UF 4, run-time checks: the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 48:57, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 50:22 and the value of the call to `new_array` at 50:59 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
                do {
                    int *t49 = ai + k_vec;
                    vcc_v2_int ai_v = vcc_load(vcc_v2_int, t49);
                    vcc_v2_float t50 = __builtin_convertvector(ai_v, vcc_v2_float);
                    vcc_v2_float t51 = t50 * (vcc_v2_float){0.125f, 0.125f};
                    vcc_store(af + k_vec, t51);
                    int *t52 = bi + k_vec;
                    vcc_v2_int bi_v = vcc_load(vcc_v2_int, t52);
                    vcc_v2_float t53 = __builtin_convertvector(bi_v, vcc_v2_float);
                    vcc_v2_float t54 = t53 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(bf + k_vec, t54);
                    vcc_v2_int ai_v_1 = vcc_load(vcc_v2_int, t49);
                    __m128d t55 = (__m128d)__builtin_convertvector(ai_v_1, vcc_v2_double);
                    __m128d t56 = _mm_mul_pd(t55, _mm_set1_pd(0.5));
                    _mm_storeu_pd(ad + k_vec, t56);
                    vcc_v2_int bi_v_1 = vcc_load(vcc_v2_int, t52);
                    __m128d t57 = (__m128d)__builtin_convertvector(bi_v_1, vcc_v2_double);
                    __m128d t58 = _mm_mul_pd(t57, _mm_set1_pd(0.375));
                    _mm_storeu_pd(bd + k_vec, t58);
                    long t59 = k_vec + 2L;
                    int *t60 = ai + t59;
                    vcc_v2_int ai_v_2 = vcc_load(vcc_v2_int, t60);
                    vcc_v2_float t61 = __builtin_convertvector(ai_v_2, vcc_v2_float);
                    vcc_v2_float t62 = t61 * (vcc_v2_float){0.125f, 0.125f};
                    vcc_store(af + t59, t62);
                    int *t63 = bi + t59;
                    vcc_v2_int bi_v_2 = vcc_load(vcc_v2_int, t63);
                    vcc_v2_float t64 = __builtin_convertvector(bi_v_2, vcc_v2_float);
                    vcc_v2_float t65 = t64 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(bf + t59, t65);
                    vcc_v2_int ai_v_3 = vcc_load(vcc_v2_int, t60);
                    __m128d t66 = (__m128d)__builtin_convertvector(ai_v_3, vcc_v2_double);
                    __m128d t67 = _mm_mul_pd(t66, _mm_set1_pd(0.5));
                    _mm_storeu_pd(ad + t59, t67);
                    vcc_v2_int bi_v_3 = vcc_load(vcc_v2_int, t63);
                    __m128d t68 = (__m128d)__builtin_convertvector(bi_v_3, vcc_v2_double);
                    __m128d t69 = _mm_mul_pd(t68, _mm_set1_pd(0.375));
                    _mm_storeu_pd(bd + t59, t69);
                    long t70 = k_vec + 4L;
                    int *t71 = ai + t70;
                    vcc_v2_int ai_v_4 = vcc_load(vcc_v2_int, t71);
                    vcc_v2_float t72 = __builtin_convertvector(ai_v_4, vcc_v2_float);
                    vcc_v2_float t73 = t72 * (vcc_v2_float){0.125f, 0.125f};
                    vcc_store(af + t70, t73);
                    int *t74 = bi + t70;
                    vcc_v2_int bi_v_4 = vcc_load(vcc_v2_int, t74);
                    vcc_v2_float t75 = __builtin_convertvector(bi_v_4, vcc_v2_float);
                    vcc_v2_float t76 = t75 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(bf + t70, t76);
                    vcc_v2_int ai_v_5 = vcc_load(vcc_v2_int, t71);
                    __m128d t77 = (__m128d)__builtin_convertvector(ai_v_5, vcc_v2_double);
                    __m128d t78 = _mm_mul_pd(t77, _mm_set1_pd(0.5));
                    _mm_storeu_pd(ad + t70, t78);
                    vcc_v2_int bi_v_5 = vcc_load(vcc_v2_int, t74);
                    __m128d t79 = (__m128d)__builtin_convertvector(bi_v_5, vcc_v2_double);
                    __m128d t80 = _mm_mul_pd(t79, _mm_set1_pd(0.375));
                    _mm_storeu_pd(bd + t70, t80);
                    long t81 = k_vec + 6L;
                    int *t82 = ai + t81;
                    vcc_v2_int ai_v_6 = vcc_load(vcc_v2_int, t82);
                    vcc_v2_float t83 = __builtin_convertvector(ai_v_6, vcc_v2_float);
                    vcc_v2_float t84 = t83 * (vcc_v2_float){0.125f, 0.125f};
                    vcc_store(af + t81, t84);
                    int *t85 = bi + t81;
                    vcc_v2_int bi_v_6 = vcc_load(vcc_v2_int, t85);
                    vcc_v2_float t86 = __builtin_convertvector(bi_v_6, vcc_v2_float);
                    vcc_v2_float t87 = t86 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(bf + t81, t87);
                    vcc_v2_int ai_v_7 = vcc_load(vcc_v2_int, t82);
                    __m128d t88 = (__m128d)__builtin_convertvector(ai_v_7, vcc_v2_double);
                    __m128d t89 = _mm_mul_pd(t88, _mm_set1_pd(0.5));
                    _mm_storeu_pd(ad + t81, t89);
                    vcc_v2_int bi_v_7 = vcc_load(vcc_v2_int, t85);
                    __m128d t90 = (__m128d)__builtin_convertvector(bi_v_7, vcc_v2_double);
                    __m128d t91 = _mm_mul_pd(t90, _mm_set1_pd(0.375));
                    _mm_storeu_pd(bd + t81, t91);
                    k_vec += 8L;
                } while (k_vec < t48);
                t92 = (int)t48;
            } else {
                t92 = 0;
            }
            long t93 = (long)nn + (long)t92 * -1L;
            unsigned long t94 = (unsigned long)t2;
            unsigned long t95 = (unsigned long)t3;
            long t96 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t97 = (unsigned long)t2;
            unsigned long t98 = (unsigned long)t4;
            long t99 = (long)((unsigned long)t2 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t92 * 4L)));
            long t100 = (long)((unsigned long)t4 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t101 = (unsigned long)t2;
            unsigned long t102 = (unsigned long)t5;
            long t103 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            long t104 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t105 = (unsigned long)t2;
            unsigned long t106 = (unsigned long)t6;
            unsigned long t107 = (unsigned long)t2;
            unsigned long t108 = (unsigned long)t7;
            unsigned long t109 = (unsigned long)t3;
            unsigned long t110 = (unsigned long)t4;
            long t111 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t92 * 4L)));
            long t112 = (long)((unsigned long)t4 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t92 * 4L)));
            unsigned long t113 = (unsigned long)t3;
            unsigned long t114 = (unsigned long)t5;
            long t115 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t92 * 4L)));
            long t116 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t92 * 4L)));
            unsigned long t117 = (unsigned long)t3;
            unsigned long t118 = (unsigned long)t6;
            unsigned long t119 = (unsigned long)t3;
            unsigned long t120 = (unsigned long)t7;
            unsigned long t121 = (unsigned long)t4;
            unsigned long t122 = (unsigned long)t6;
            unsigned long t123 = (unsigned long)t4;
            unsigned long t124 = (unsigned long)t7;
            unsigned long t125 = (unsigned long)t5;
            unsigned long t126 = (unsigned long)t6;
            unsigned long t127 = (unsigned long)t5;
            unsigned long t128 = (unsigned long)t7;
            unsigned long t129 = (unsigned long)t6;
            unsigned long t130 = (unsigned long)t7;
            long t131 = (long)((unsigned long)t7 + (unsigned long)((long)t92 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t92 * 8L)));
            if ((t93 >= 2L) & (((t94 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t95 + (unsigned long)((long)t92 * 4L))) | ((t95 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t94 + (unsigned long)((long)t92 * 4L))) | ((t96 <= 0L) | (t96 >= 8L))) & (((t97 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t98 + (unsigned long)((long)t92 * 4L))) | ((t98 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t97 + (unsigned long)((long)t92 * 4L))) | (((t99 <= 0L) | (t99 >= 8L)) & ((t100 <= 0L) | (t100 >= 8L)))) & (((t101 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t102 + (unsigned long)((long)t92 * 4L))) | ((t102 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t101 + (unsigned long)((long)t92 * 4L))) | (((t103 <= 0L) | (t103 >= 8L)) & ((t104 <= 0L) | (t104 >= 8L)))) & (((t105 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t106 + (unsigned long)((long)t92 * 8L))) | ((t106 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t105 + (unsigned long)((long)t92 * 4L)))) & (((t107 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t108 + (unsigned long)((long)t92 * 8L))) | ((t108 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t107 + (unsigned long)((long)t92 * 4L)))) & (((t109 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t110 + (unsigned long)((long)t92 * 4L))) | ((t110 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t92 * 4L))) | (((t111 <= 0L) | (t111 >= 8L)) & ((t112 <= 0L) | (t112 >= 8L)))) & (((t113 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t114 + (unsigned long)((long)t92 * 4L))) | ((t114 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t113 + (unsigned long)((long)t92 * 4L))) | (((t115 <= 0L) | (t115 >= 8L)) & ((t116 <= 0L) | (t116 >= 8L)))) & (((t117 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t92 * 8L))) | ((t118 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t117 + (unsigned long)((long)t92 * 4L)))) & (((t119 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t92 * 8L))) | ((t120 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t119 + (unsigned long)((long)t92 * 4L)))) & (((t121 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t122 + (unsigned long)((long)t92 * 8L))) | ((t122 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t121 + (unsigned long)((long)t92 * 4L)))) & (((t123 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t124 + (unsigned long)((long)t92 * 8L))) | ((t124 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t123 + (unsigned long)((long)t92 * 4L)))) & (((t125 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t126 + (unsigned long)((long)t92 * 8L))) | ((t126 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t125 + (unsigned long)((long)t92 * 4L)))) & (((t127 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t128 + (unsigned long)((long)t92 * 8L))) | ((t128 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t92 * 4L)))) & (((t129 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t130 + (unsigned long)((long)t92 * 8L))) | ((t130 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t129 + (unsigned long)((long)t92 * 8L))) | ((t131 <= 0L) | (t131 >= 16L)))) {
                long t132 = t93 & -2L;
                long k_vec_1 = 0L;
                /* vcc: loop at triangular.c:59 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 48:57, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 50:22 and the value of the call to `new_array` at 50:59 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t133 = (long)t92 + k_vec_1;
                    int *t134 = ai + t133;
                    vcc_v2_int ai_v_8 = vcc_load(vcc_v2_int, t134);
                    vcc_v2_float t135 = __builtin_convertvector(ai_v_8, vcc_v2_float);
                    vcc_v2_float t136 = t135 * (vcc_v2_float){0.125f, 0.125f};
                    vcc_store(af + t133, t136);
                    int *t137 = bi + t133;
                    vcc_v2_int bi_v_8 = vcc_load(vcc_v2_int, t137);
                    vcc_v2_float t138 = __builtin_convertvector(bi_v_8, vcc_v2_float);
                    vcc_v2_float t139 = t138 * (vcc_v2_float){0.25f, 0.25f};
                    vcc_store(bf + t133, t139);
                    vcc_v2_int ai_v_9 = vcc_load(vcc_v2_int, t134);
                    __m128d t140 = (__m128d)__builtin_convertvector(ai_v_9, vcc_v2_double);
                    __m128d t141 = _mm_mul_pd(t140, _mm_set1_pd(0.5));
                    _mm_storeu_pd(ad + t133, t141);
                    vcc_v2_int bi_v_9 = vcc_load(vcc_v2_int, t137);
                    __m128d t142 = (__m128d)__builtin_convertvector(bi_v_9, vcc_v2_double);
                    __m128d t143 = _mm_mul_pd(t142, _mm_set1_pd(0.375));
                    _mm_storeu_pd(bd + t133, t143);
                    k_vec_1 += 2L;
                } while (k_vec_1 < t132);
                k = (int)((long)t92 + t132);
            } else {
                k = t92;
            }
            for (; k < nn; k++) {
                long t144 = (long)k;
                int *t145 = ai + t144;
                af[t144] = (float)*t145 * 0.125f;
                int *t146 = bi + t144;
                bf[t144] = (float)*t146 * 0.25f;
                ad[t144] = (double)*t145 * 0.5;
                bd[t144] = (double)*t146 * 0.375;
            }
            upper(n, af, bf, 1.5f);
            lower(n, ai, bi);
            strict_upper(n, ad, bd);
            const short *t147 = bs;
            double_start(n, t8, as, t147);
            double_start(n, n / 2, as, t147);
            down_to_i(n, au, bu);
            unsigned long t148 = (unsigned long)nn;
            unsigned long t149 = t148 * 4UL;
            unsigned long t150 = hash_bytes((const void *)au, t149);
            unsigned long t151 = hash_bytes((const void *)as, (unsigned long)t8 * 2UL);
            unsigned long t152 = hash_bytes((const void *)ad, t148 * 8UL);
            unsigned long t153 = hash_bytes((const void *)ai, t149);
            printf("n=%d %llx %llx %llx %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)af, t149), (unsigned long long)t153, (unsigned long long)t152, (unsigned long long)t151, (unsigned long long)t150);
            free((void *)af);
            free((void *)bf);
            free((void *)ai);
            free((void *)bi);
            free((void *)ad);
            free((void *)bd);
            free((void *)au);
            free((void *)bu);
            free((void *)as);
            free((void *)bs);
        }
    }
}
