/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

__attribute__((target("avx2"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    int j;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            __m256 t1 = _mm256_set1_ps(0.0f);
            for (int t2 = 0; t2 < n; t2++) {
                __m256 t3 = _mm256_loadu_ps(b + (t2 * n + j_1));
                __m256 t4 = _mm256_set1_ps(a[i * n + t2]);
                __m256 t5 = _mm256_mul_ps(t4, t3);
                t1 = _mm256_add_ps(t1, t5);
            }
            _mm256_storeu_ps(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

__attribute__((target("avx2"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    int j;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        for (;; j_1 += 4) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            __m256d t1 = _mm256_set1_pd(0.0);
            for (int t2 = 0; t2 < n; t2++) {
                __m256d t3 = _mm256_loadu_pd(b + (t2 * n + j_1));
                __m256d t4 = _mm256_set1_pd(a[i * n + t2]);
                __m256d t5 = _mm256_mul_pd(t4, t3);
                t1 = _mm256_add_pd(t1, t5);
            }
            _mm256_storeu_pd(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            double s = 0.0;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

__attribute__((target("avx2"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    int s;
    int j;
    int t17;
    int t18;
    int k;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            __m256i t1 = _mm256_set1_epi32(0);
            for (int t28 = 0; t28 < n; t28++) {
                __m256i t29 = _mm256_loadu_si256((const __m256i *)(b + (t28 * n + j_1)));
                __m256i t30 = _mm256_set1_epi32((int)a[i * n + t28]);
                __m256i t31 = _mm256_mullo_epi32(t30, t29);
                t1 = _mm256_add_epi32(t1, t31);
            }
            _mm256_storeu_si256((__m256i *)(c + (i * n + j_1)), t1);
        }
        for (; j < n; j++) {
            long t2 = (long)n;
            if (t2 >= 16L) {
                long t3 = t2 & -16L;
                __m256i n_v = _mm256_set1_epi32((int)n);
                __m256i j_v = _mm256_set1_epi32((int)j);
                __m256i t4 = _mm256_set1_epi32(0);
                __m256i t5 = t4;
                __m256i k_v = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec = 0L;
                __m256i s_v = _mm256_set1_epi32(0);
                __m256i s_v_1 = _mm256_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    __m256i k_v_2 = k_v;
                    __m256i t6 = _mm256_add_epi32(k_v, _mm256_set1_epi32(8));
                    __m256i k_v_3 = t6;
                    __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)k_vec)));
                    __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)(k_vec + 8L))));
                    __m256i t7 = _mm256_mullo_epi32(k_v_2, n_v);
                    __m256i t8 = _mm256_mullo_epi32(k_v_3, n_v);
                    __m256i t9 = _mm256_add_epi32(t7, j_v);
                    __m256i t10 = _mm256_add_epi32(t8, j_v);
                    __m256i b_v = _mm256_i32gather_epi32((const int *)b, t9, 4);
                    __m256i b_v_1 = _mm256_i32gather_epi32((const int *)b, t10, 4);
                    __m256i t11 = _mm256_mullo_epi32(a_v, b_v);
                    __m256i t12 = t11;
                    s_v = _mm256_add_epi32(s_v, t12);
                    __m256i t13 = _mm256_mullo_epi32(a_v_1, b_v_1);
                    __m256i t14 = t13;
                    s_v_1 = _mm256_add_epi32(s_v_1, t14);
                    k_vec += 16L;
                    __m256i t15 = _mm256_add_epi32(k_v, _mm256_set1_epi32(16));
                    if (k_vec >= t3) {
                        break;
                    }
                    k_v = t15;
                }
                __m256i t16 = _mm256_add_epi32(s_v, s_v_1);
                t17 = (int)t3;
                t18 = (int)vcc_avx2_sum_epi32(t16);
            } else {
                t17 = 0;
                t18 = 0;
            }
            long t19 = (long)n + (long)t17 * -1L;
            if (t19 >= 8L) {
                long t20 = t19 & -8L;
                __m256i n_v_1 = _mm256_set1_epi32((int)n);
                __m256i j_v_1 = _mm256_set1_epi32((int)j);
                __m256i t21 = _mm256_set1_epi32((int)t17);
                __m256i t22 = t21;
                __m256i k_v_1 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_1 = 0L;
                __m256i s_v_2 = _mm256_set1_epi32(0);
                for (;;) {
                    __m256i k_v_4 = k_v_1;
                    __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)t17 + k_vec_1))));
                    __m256i t23 = _mm256_mullo_epi32(k_v_4, n_v_1);
                    __m256i t24 = _mm256_add_epi32(t23, j_v_1);
                    __m256i b_v_2 = _mm256_i32gather_epi32((const int *)b, t24, 4);
                    __m256i t25 = _mm256_mullo_epi32(a_v_2, b_v_2);
                    __m256i t26 = t25;
                    s_v_2 = _mm256_add_epi32(s_v_2, t26);
                    k_vec_1 += 8L;
                    __m256i t27 = _mm256_add_epi32(k_v_1, _mm256_set1_epi32(8));
                    if (k_vec_1 >= t20) {
                        break;
                    }
                    k_v_1 = t27;
                }
                k = (int)((long)t17 + t20);
                s = (int)((unsigned int)t18 + vcc_avx2_sum_epi32(s_v_2));
            } else {
                k = t17;
                s = t18;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
__attribute__((target("avx2"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    int j;
    for (int i = 0; i < 12; i++) {
        int j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            __m256 t1 = _mm256_set1_ps(0.0f);
            for (int t2 = 0; t2 < 12; t2++) {
                __m256 t3 = _mm256_loadu_ps(b + (t2 * 12 + j_1));
                __m256 t4 = _mm256_set1_ps(a[i * 12 + t2]);
                __m256 t5 = _mm256_mul_ps(t4, t3);
                t1 = _mm256_add_ps(t1, t5);
            }
            _mm256_storeu_ps(c + (i * 12 + j_1), t1);
        }
        for (; j < 12; j++) {
            float s = 0.0f;
            for (int k = 0; k < 12; k++) {
                s += a[i * 12 + k] * b[k * 12 + j];
            }
            c[i * 12 + j] = s;
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    int t176;
    int x;
    int t293;
    double t294;
    float t295;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 3;
    sizes[3] = 4;
    sizes[4] = 5;
    sizes[5] = 7;
    sizes[6] = 8;
    sizes[7] = 9;
    sizes[8] = 17;
    sizes[9] = 31;
    for (unsigned int t = 0U; (unsigned long)t < 10UL; t++) {
        int n = sizes[t];
        int nn = n * n;
        unsigned long t15 = (unsigned long)nn;
        unsigned long t16 = t15 * 4UL + 1UL;
        void *t17 = malloc(t16);
        float *af = (float *)t17;
        void *t18 = malloc(t16);
        float *bf = (float *)t18;
        float *cf = (float *)malloc(t16);
        unsigned long t19 = t15 * 8UL + 1UL;
        void *t20 = malloc(t19);
        double *ad = (double *)t20;
        void *t21 = malloc(t19);
        double *bd = (double *)t21;
        double *cd = (double *)malloc(t19);
        void *t22 = malloc(t16);
        int *ai = (int *)t22;
        void *t23 = malloc(t16);
        int *bi = (int *)t23;
        int *ci = (int *)malloc(t16);
        long t24 = (long)nn;
        unsigned long t25 = (unsigned long)t17;
        unsigned long t26 = (unsigned long)t18;
        unsigned long t27 = (unsigned long)t17;
        unsigned long t28 = (unsigned long)t20;
        unsigned long t29 = (unsigned long)t17;
        unsigned long t30 = (unsigned long)t21;
        unsigned long t31 = (unsigned long)t17;
        unsigned long t32 = (unsigned long)t22;
        unsigned long t33 = (unsigned long)t17;
        unsigned long t34 = (unsigned long)t23;
        unsigned long t35 = (unsigned long)t18;
        unsigned long t36 = (unsigned long)t20;
        unsigned long t37 = (unsigned long)t18;
        unsigned long t38 = (unsigned long)t21;
        unsigned long t39 = (unsigned long)t18;
        unsigned long t40 = (unsigned long)t22;
        unsigned long t41 = (unsigned long)t18;
        unsigned long t42 = (unsigned long)t23;
        unsigned long t43 = (unsigned long)t20;
        unsigned long t44 = (unsigned long)t21;
        unsigned long t45 = (unsigned long)t20;
        unsigned long t46 = (unsigned long)t22;
        unsigned long t47 = (unsigned long)t20;
        unsigned long t48 = (unsigned long)t23;
        unsigned long t49 = (unsigned long)t21;
        unsigned long t50 = (unsigned long)t22;
        unsigned long t51 = (unsigned long)t21;
        unsigned long t52 = (unsigned long)t23;
        unsigned long t53 = (unsigned long)t22;
        unsigned long t54 = (unsigned long)t23;
        if ((t24 >= 8L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25)) & (((t27 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t28) | ((t28 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t27)) & (((t29 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t29)) & (((t31 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t32) | ((t32 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t31)) & (((t33 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t37)) & (((t39 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t39)) & (((t41 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t41)) & (((t43 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t44) | ((t44 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t43)) & (((t45 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t46) | ((t46 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t45)) & (((t47 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t48) | ((t48 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t47)) & (((t49 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t50) | ((t50 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t49)) & (((t51 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t54) | ((t54 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t53)) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t55 = t24 & -8L;
            __m128i t56 = _mm_set1_epi32(0);
            __m128i t57 = _mm_add_epi32(t56, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t58 = t57;
            __m128i t59 = _mm_sub_epi32(t58, _mm_set1_epi32(11));
            __m128i t60 = _mm_min_epu32(t58, t59);
            __m128i t1 = t60;
            __m128i t61 = _mm_set1_epi32(0);
            __m128i t62 = _mm_add_epi32(t61, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t63 = t62;
            __m128i t64 = _mm_sub_epi32(t63, _mm_set1_epi32(13));
            __m128i t65 = _mm_min_epu32(t63, t64);
            __m128i t2 = t65;
            __m128i t66 = _mm_set1_epi32(0);
            __m128i t67 = _mm_add_epi32(t66, _mm_setr_epi32(0, 3, 6, 9));
            __m128i t68 = t67;
            __m128i t69 = _mm_sub_epi32(t68, _mm_set1_epi32(17));
            __m128i t70 = _mm_min_epu32(t68, t69);
            __m128i t3 = t70;
            __m128i t71 = _mm_set1_epi32(0);
            __m128i t72 = _mm_add_epi32(t71, _mm_setr_epi32(0, 4, 1, 5));
            __m128i t73 = t72;
            __m128i t74 = _mm_sub_epi32(t73, _mm_set1_epi32(7));
            __m128i t75 = _mm_min_epu32(t73, t74);
            __m128i t4 = t75;
            __m128i t76 = _mm_set1_epi32(0);
            __m128i t77 = _mm_add_epi32(t76, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t78 = t77;
            __m128i t79 = _mm_sub_epi32(t78, _mm_set1_epi32(23));
            __m128i t80 = _mm_min_epu32(t78, t79);
            __m128i t5 = t80;
            __m128i t81 = _mm_set1_epi32(0);
            __m128i t82 = _mm_add_epi32(t81, _mm_setr_epi32(0, 13, 7, 1));
            __m128i t83 = t82;
            __m128i t84 = _mm_sub_epi32(t83, _mm_set1_epi32(19));
            __m128i t85 = _mm_min_epu32(t83, t84);
            __m128i t6 = t85;
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 4, UF 2, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                long t86 = (long)(int)x_vec;
                __m128 t87 = _mm_cvtepi32_ps(t1);
                __m128 t88 = _mm_mul_ps(t87, _mm_set1_ps(0.37f));
                __m128 t89 = _mm_sub_ps(t88, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t86, t89);
                __m128 t90 = _mm_cvtepi32_ps(t2);
                __m128 t91 = _mm_mul_ps(t90, _mm_set1_ps(0.21f));
                __m128 t92 = _mm_add_ps(t91, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t86, t92);
                __m256d t93 = _mm256_cvtepi32_pd(t3);
                __m256d t94 = _mm256_mul_pd(t93, _mm256_set1_pd(0.113));
                __m256d t95 = _mm256_sub_pd(t94, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t86, t95);
                __m256d t96 = _mm256_cvtepi32_pd(t4);
                __m256d t97 = _mm256_mul_pd(t96, _mm256_set1_pd(0.97));
                __m256d t98 = _mm256_add_pd(t97, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t86, t98);
                __m128i t99 = _mm_sub_epi32(t5, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + t86), t99);
                __m128i t100 = _mm_sub_epi32(t6, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + t86), t100);
                long t101 = (long)(int)(x_vec + 4L);
                __m128i t102 = _mm_add_epi32(t1, _mm_set1_epi32(6));
                __m128i t103 = t102;
                __m128i t104 = _mm_sub_epi32(t103, _mm_set1_epi32(11));
                __m128i t105 = _mm_min_epu32(t103, t104);
                __m128i t106 = t105;
                __m128 t107 = _mm_cvtepi32_ps(t106);
                __m128 t108 = _mm_mul_ps(t107, _mm_set1_ps(0.37f));
                __m128 t109 = _mm_sub_ps(t108, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t101, t109);
                __m128i t110 = _mm_add_epi32(t2, _mm_set1_epi32(7));
                __m128i t111 = t110;
                __m128i t112 = _mm_sub_epi32(t111, _mm_set1_epi32(13));
                __m128i t113 = _mm_min_epu32(t111, t112);
                __m128i t114 = t113;
                __m128 t115 = _mm_cvtepi32_ps(t114);
                __m128 t116 = _mm_mul_ps(t115, _mm_set1_ps(0.21f));
                __m128 t117 = _mm_add_ps(t116, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t101, t117);
                __m128i t118 = _mm_add_epi32(t3, _mm_set1_epi32(12));
                __m128i t119 = t118;
                __m128i t120 = _mm_sub_epi32(t119, _mm_set1_epi32(17));
                __m128i t121 = _mm_min_epu32(t119, t120);
                __m128i t122 = t121;
                __m256d t123 = _mm256_cvtepi32_pd(t122);
                __m256d t124 = _mm256_mul_pd(t123, _mm256_set1_pd(0.113));
                __m256d t125 = _mm256_sub_pd(t124, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t101, t125);
                __m128i t126 = _mm_add_epi32(t4, _mm_set1_epi32(2));
                __m128i t127 = t126;
                __m128i t128 = _mm_sub_epi32(t127, _mm_set1_epi32(7));
                __m128i t129 = _mm_min_epu32(t127, t128);
                __m128i t130 = t129;
                __m256d t131 = _mm256_cvtepi32_pd(t130);
                __m256d t132 = _mm256_mul_pd(t131, _mm256_set1_pd(0.97));
                __m256d t133 = _mm256_add_pd(t132, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t101, t133);
                __m128i t134 = _mm_add_epi32(t5, _mm_set1_epi32(5));
                __m128i t135 = t134;
                __m128i t136 = _mm_sub_epi32(t135, _mm_set1_epi32(23));
                __m128i t137 = _mm_min_epu32(t135, t136);
                __m128i t138 = t137;
                __m128i t139 = _mm_sub_epi32(t138, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + t101), t139);
                __m128i t140 = _mm_add_epi32(t6, _mm_set1_epi32(14));
                __m128i t141 = t140;
                __m128i t142 = _mm_sub_epi32(t141, _mm_set1_epi32(19));
                __m128i t143 = _mm_min_epu32(t141, t142);
                __m128i t144 = t143;
                __m128i t145 = _mm_sub_epi32(t144, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + t101), t145);
                x_vec += 8L;
                __m128i t146 = _mm_add_epi32(t1, _mm_set1_epi32(1));
                __m128i t147 = t146;
                __m128i t148 = _mm_sub_epi32(t147, _mm_set1_epi32(11));
                __m128i t149 = _mm_min_epu32(t147, t148);
                __m128i t150 = t149;
                __m128i t151 = _mm_add_epi32(t2, _mm_set1_epi32(1));
                __m128i t152 = t151;
                __m128i t153 = _mm_sub_epi32(t152, _mm_set1_epi32(13));
                __m128i t154 = _mm_min_epu32(t152, t153);
                __m128i t155 = t154;
                __m128i t156 = _mm_add_epi32(t3, _mm_set1_epi32(7));
                __m128i t157 = t156;
                __m128i t158 = _mm_sub_epi32(t157, _mm_set1_epi32(17));
                __m128i t159 = _mm_min_epu32(t157, t158);
                __m128i t160 = t159;
                __m128i t161 = _mm_add_epi32(t4, _mm_set1_epi32(4));
                __m128i t162 = t161;
                __m128i t163 = _mm_sub_epi32(t162, _mm_set1_epi32(7));
                __m128i t164 = _mm_min_epu32(t162, t163);
                __m128i t165 = t164;
                __m128i t166 = _mm_add_epi32(t5, _mm_set1_epi32(10));
                __m128i t167 = t166;
                __m128i t168 = _mm_sub_epi32(t167, _mm_set1_epi32(23));
                __m128i t169 = _mm_min_epu32(t167, t168);
                __m128i t170 = t169;
                __m128i t171 = _mm_add_epi32(t6, _mm_set1_epi32(9));
                __m128i t172 = t171;
                __m128i t173 = _mm_sub_epi32(t172, _mm_set1_epi32(19));
                __m128i t174 = _mm_min_epu32(t172, t173);
                __m128i t175 = t174;
                if (x_vec >= t55) {
                    break;
                }
                t1 = t150;
                t2 = t155;
                t3 = t160;
                t4 = t165;
                t5 = t170;
                t6 = t175;
            }
            t176 = (int)t55;
        } else {
            t176 = 0;
        }
        long t177 = (long)nn + (long)t176 * -1L;
        unsigned long t178 = (unsigned long)t17;
        unsigned long t179 = (unsigned long)t18;
        unsigned long t180 = (unsigned long)t17;
        unsigned long t181 = (unsigned long)t20;
        unsigned long t182 = (unsigned long)t17;
        unsigned long t183 = (unsigned long)t21;
        unsigned long t184 = (unsigned long)t17;
        unsigned long t185 = (unsigned long)t22;
        unsigned long t186 = (unsigned long)t17;
        unsigned long t187 = (unsigned long)t23;
        unsigned long t188 = (unsigned long)t18;
        unsigned long t189 = (unsigned long)t20;
        unsigned long t190 = (unsigned long)t18;
        unsigned long t191 = (unsigned long)t21;
        unsigned long t192 = (unsigned long)t18;
        unsigned long t193 = (unsigned long)t22;
        unsigned long t194 = (unsigned long)t18;
        unsigned long t195 = (unsigned long)t23;
        unsigned long t196 = (unsigned long)t20;
        unsigned long t197 = (unsigned long)t21;
        unsigned long t198 = (unsigned long)t20;
        unsigned long t199 = (unsigned long)t22;
        unsigned long t200 = (unsigned long)t20;
        unsigned long t201 = (unsigned long)t23;
        unsigned long t202 = (unsigned long)t21;
        unsigned long t203 = (unsigned long)t22;
        unsigned long t204 = (unsigned long)t21;
        unsigned long t205 = (unsigned long)t23;
        unsigned long t206 = (unsigned long)t22;
        unsigned long t207 = (unsigned long)t23;
        int t208 = (int)((unsigned int)t176 * 7U);
        int t209 = (int)((unsigned int)t176 * 5U);
        int t210 = (int)((unsigned int)t176 * 3U);
        int t211 = (int)((unsigned int)t176 * 11U);
        int t212 = (int)((unsigned int)t176 * 7U);
        int t213 = (int)((unsigned int)t176 * 13U);
        if ((t177 >= 4L) & (((t178 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t179 + (unsigned long)((long)t176 * 4L))) | ((t179 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t176 * 4L)))) & (((t180 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t181 + (unsigned long)((long)t176 * 8L))) | ((t181 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t180 + (unsigned long)((long)t176 * 4L)))) & (((t182 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t183 + (unsigned long)((long)t176 * 8L))) | ((t183 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t182 + (unsigned long)((long)t176 * 4L)))) & (((t184 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t176 * 4L))) | ((t185 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t176 * 4L)))) & (((t186 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t187 + (unsigned long)((long)t176 * 4L))) | ((t187 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t176 * 4L)))) & (((t188 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t189 + (unsigned long)((long)t176 * 8L))) | ((t189 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t188 + (unsigned long)((long)t176 * 4L)))) & (((t190 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t191 + (unsigned long)((long)t176 * 8L))) | ((t191 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t190 + (unsigned long)((long)t176 * 4L)))) & (((t192 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t193 + (unsigned long)((long)t176 * 4L))) | ((t193 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t176 * 4L)))) & (((t194 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t176 * 4L))) | ((t195 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t176 * 4L)))) & (((t196 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t176 * 8L))) | ((t197 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t196 + (unsigned long)((long)t176 * 8L)))) & (((t198 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t199 + (unsigned long)((long)t176 * 4L))) | ((t199 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t176 * 8L)))) & (((t200 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t201 + (unsigned long)((long)t176 * 4L))) | ((t201 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t176 * 8L)))) & (((t202 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t203 + (unsigned long)((long)t176 * 4L))) | ((t203 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t176 * 8L)))) & (((t204 + (unsigned long)((long)t176 * 8L + 8L + (t177 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t176 * 4L))) | ((t205 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t176 * 8L)))) & (((t206 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t207 + (unsigned long)((long)t176 * 4L))) | ((t207 + (unsigned long)((long)t176 * 4L + 4L + (t177 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t176 * 4L)))) & (t208 >= 0) & (t209 >= 0) & (t210 >= 0) & (t211 >= 0) & (t212 >= 0) & (t213 >= 0)) {
            long t214 = t177 & -4L;
            __m128i t215 = _mm_set1_epi32((int)(t208 % 11));
            __m128i t216 = _mm_add_epi32(t215, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t217 = t216;
            __m128i t218 = _mm_sub_epi32(t217, _mm_set1_epi32(11));
            __m128i t219 = _mm_min_epu32(t217, t218);
            __m128i t7 = t219;
            __m128i t220 = _mm_set1_epi32((int)(t209 % 13));
            __m128i t221 = _mm_add_epi32(t220, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t222 = t221;
            __m128i t223 = _mm_sub_epi32(t222, _mm_set1_epi32(13));
            __m128i t224 = _mm_min_epu32(t222, t223);
            __m128i t8 = t224;
            __m128i t225 = _mm_set1_epi32((int)(t210 % 17));
            __m128i t226 = _mm_add_epi32(t225, _mm_setr_epi32(0, 3, 6, 9));
            __m128i t227 = t226;
            __m128i t228 = _mm_sub_epi32(t227, _mm_set1_epi32(17));
            __m128i t229 = _mm_min_epu32(t227, t228);
            __m128i t9 = t229;
            __m128i t230 = _mm_set1_epi32((int)(t211 % 7));
            __m128i t231 = _mm_add_epi32(t230, _mm_setr_epi32(0, 4, 1, 5));
            __m128i t232 = t231;
            __m128i t233 = _mm_sub_epi32(t232, _mm_set1_epi32(7));
            __m128i t234 = _mm_min_epu32(t232, t233);
            __m128i t10 = t234;
            __m128i t235 = _mm_set1_epi32((int)(t212 % 23));
            __m128i t236 = _mm_add_epi32(t235, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t237 = t236;
            __m128i t238 = _mm_sub_epi32(t237, _mm_set1_epi32(23));
            __m128i t239 = _mm_min_epu32(t237, t238);
            __m128i t11 = t239;
            __m128i t240 = _mm_set1_epi32((int)(t213 % 19));
            __m128i t241 = _mm_add_epi32(t240, _mm_setr_epi32(0, 13, 7, 1));
            __m128i t242 = t241;
            __m128i t243 = _mm_sub_epi32(t242, _mm_set1_epi32(19));
            __m128i t244 = _mm_min_epu32(t242, t243);
            __m128i t12 = t244;
            long x_vec_1 = 0L;
            for (;;) {
                long t245 = (long)(int)((long)t176 + x_vec_1);
                __m128 t246 = _mm_cvtepi32_ps(t7);
                __m128 t247 = _mm_mul_ps(t246, _mm_set1_ps(0.37f));
                __m128 t248 = _mm_sub_ps(t247, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t245, t248);
                __m128 t249 = _mm_cvtepi32_ps(t8);
                __m128 t250 = _mm_mul_ps(t249, _mm_set1_ps(0.21f));
                __m128 t251 = _mm_add_ps(t250, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t245, t251);
                __m256d t252 = _mm256_cvtepi32_pd(t9);
                __m256d t253 = _mm256_mul_pd(t252, _mm256_set1_pd(0.113));
                __m256d t254 = _mm256_sub_pd(t253, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t245, t254);
                __m256d t255 = _mm256_cvtepi32_pd(t10);
                __m256d t256 = _mm256_mul_pd(t255, _mm256_set1_pd(0.97));
                __m256d t257 = _mm256_add_pd(t256, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t245, t257);
                __m128i t258 = _mm_sub_epi32(t11, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + t245), t258);
                __m128i t259 = _mm_sub_epi32(t12, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + t245), t259);
                x_vec_1 += 4L;
                __m128i t260 = _mm_add_epi32(t7, _mm_set1_epi32(6));
                __m128i t261 = t260;
                __m128i t262 = _mm_sub_epi32(t261, _mm_set1_epi32(11));
                __m128i t263 = _mm_min_epu32(t261, t262);
                __m128i t264 = t263;
                __m128i t265 = _mm_add_epi32(t8, _mm_set1_epi32(7));
                __m128i t266 = t265;
                __m128i t267 = _mm_sub_epi32(t266, _mm_set1_epi32(13));
                __m128i t268 = _mm_min_epu32(t266, t267);
                __m128i t269 = t268;
                __m128i t270 = _mm_add_epi32(t9, _mm_set1_epi32(12));
                __m128i t271 = t270;
                __m128i t272 = _mm_sub_epi32(t271, _mm_set1_epi32(17));
                __m128i t273 = _mm_min_epu32(t271, t272);
                __m128i t274 = t273;
                __m128i t275 = _mm_add_epi32(t10, _mm_set1_epi32(2));
                __m128i t276 = t275;
                __m128i t277 = _mm_sub_epi32(t276, _mm_set1_epi32(7));
                __m128i t278 = _mm_min_epu32(t276, t277);
                __m128i t279 = t278;
                __m128i t280 = _mm_add_epi32(t11, _mm_set1_epi32(5));
                __m128i t281 = t280;
                __m128i t282 = _mm_sub_epi32(t281, _mm_set1_epi32(23));
                __m128i t283 = _mm_min_epu32(t281, t282);
                __m128i t284 = t283;
                __m128i t285 = _mm_add_epi32(t12, _mm_set1_epi32(14));
                __m128i t286 = t285;
                __m128i t287 = _mm_sub_epi32(t286, _mm_set1_epi32(19));
                __m128i t288 = _mm_min_epu32(t286, t287);
                __m128i t289 = t288;
                if (x_vec_1 >= t214) {
                    break;
                }
                t7 = t264;
                t8 = t269;
                t9 = t274;
                t10 = t279;
                t11 = t284;
                t12 = t289;
            }
            x = (int)((long)t176 + t214);
        } else {
            x = t176;
        }
        for (; x < nn; x++) {
            long t290 = (long)x;
            int t291 = x * 7;
            af[t290] = (float)(t291 % 11) * 0.37f - 1.5f;
            bf[t290] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t290] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t290] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t290] = t291 % 23 - 11;
            bi[t290] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t292 = (long)x_1;
            sf += (double)(cf[t292] * (float)(x_1 % 5 + 1));
            sd += cd[t292] * (double)(x_1 % 3 + 1);
            si += (long)ci[t292] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t293 = ci[nn - 1];
        } else {
            t293 = 0;
        }
        if (nn) {
            t294 = cd[nn / 2];
        } else {
            t294 = 0.0;
        }
        if (nn) {
            t295 = cf[nn - 1];
        } else {
            t295 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t295, sd, t294, si, t293);
        free((void *)af);
        free((void *)bf);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)ai);
        free((void *)bi);
        free((void *)ci);
    }
    __m256i t296 = _mm256_set1_epi32(0);
    __m256i t297 = _mm256_add_epi32(t296, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
    __m256i t298 = t297;
    __m256i t299 = _mm256_sub_epi32(t298, _mm256_set1_epi32(11));
    __m256i t300 = _mm256_min_epu32(t298, t299);
    __m256i t13 = t300;
    __m256i t301 = _mm256_set1_epi32(0);
    __m256i t302 = _mm256_add_epi32(t301, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
    __m256i t303 = t302;
    __m256i t304 = _mm256_sub_epi32(t303, _mm256_set1_epi32(13));
    __m256i t305 = _mm256_min_epu32(t303, t304);
    __m256i t14 = t305;
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 8, UF 2, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t306 = (long)(int)x_vec_2;
        __m256 t307 = _mm256_cvtepi32_ps(t13);
        __m256 t308 = _mm256_mul_ps(t307, _mm256_set1_ps(0.37f));
        __m256 t309 = _mm256_sub_ps(t308, _mm256_set1_ps(1.5f));
        _mm256_storeu_ps(&a12[t306], t309);
        __m256 t310 = _mm256_cvtepi32_ps(t14);
        __m256 t311 = _mm256_mul_ps(t310, _mm256_set1_ps(0.21f));
        __m256 t312 = _mm256_add_ps(t311, _mm256_set1_ps(0.1f));
        _mm256_storeu_ps(&b12[t306], t312);
        long t313 = (long)(int)(x_vec_2 + 8L);
        __m256i t314 = _mm256_add_epi32(t13, _mm256_set1_epi32(1));
        __m256i t315 = t314;
        __m256i t316 = _mm256_sub_epi32(t315, _mm256_set1_epi32(11));
        __m256i t317 = _mm256_min_epu32(t315, t316);
        __m256i t318 = t317;
        __m256 t319 = _mm256_cvtepi32_ps(t318);
        __m256 t320 = _mm256_mul_ps(t319, _mm256_set1_ps(0.37f));
        __m256 t321 = _mm256_sub_ps(t320, _mm256_set1_ps(1.5f));
        _mm256_storeu_ps(&a12[t313], t321);
        __m256i t322 = _mm256_add_epi32(t14, _mm256_set1_epi32(1));
        __m256i t323 = t322;
        __m256i t324 = _mm256_sub_epi32(t323, _mm256_set1_epi32(13));
        __m256i t325 = _mm256_min_epu32(t323, t324);
        __m256i t326 = t325;
        __m256 t327 = _mm256_cvtepi32_ps(t326);
        __m256 t328 = _mm256_mul_ps(t327, _mm256_set1_ps(0.21f));
        __m256 t329 = _mm256_add_ps(t328, _mm256_set1_ps(0.1f));
        _mm256_storeu_ps(&b12[t313], t329);
        x_vec_2 += 16L;
        __m256i t330 = _mm256_add_epi32(t13, _mm256_set1_epi32(2));
        __m256i t331 = t330;
        __m256i t332 = _mm256_sub_epi32(t331, _mm256_set1_epi32(11));
        __m256i t333 = _mm256_min_epu32(t331, t332);
        t13 = t333;
        __m256i t334 = _mm256_add_epi32(t14, _mm256_set1_epi32(2));
        __m256i t335 = t334;
        __m256i t336 = _mm256_sub_epi32(t335, _mm256_set1_epi32(13));
        __m256i t337 = _mm256_min_epu32(t335, t336);
        t14 = t337;
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
