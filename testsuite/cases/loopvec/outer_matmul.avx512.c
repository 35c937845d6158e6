/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    vcc_no_contract_body
    int j;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:11 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 16) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            __m512 t1 = _mm512_set1_ps(0.0f);
            for (int t2 = 0; t2 < n; t2++) {
                __m512 t3 = _mm512_loadu_ps(b + (t2 * n + j_1));
                __m512 t4 = _mm512_set1_ps(a[i * n + t2]);
                __m512 t5 = _mm512_mul_ps(t4, t3);
                t1 = _mm512_add_ps(t1, t5);
            }
            _mm512_storeu_ps(c + (i * n + j_1), t1);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    vcc_no_contract_body
    int j;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:21 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            __m512d t1 = _mm512_set1_pd(0.0);
            for (int t2 = 0; t2 < n; t2++) {
                __m512d t3 = _mm512_loadu_pd(b + (t2 * n + j_1));
                __m512d t4 = _mm512_set1_pd(a[i * n + t2]);
                __m512d t5 = _mm512_mul_pd(t4, t3);
                t1 = _mm512_add_pd(t1, t5);
            }
            _mm512_storeu_pd(c + (i * n + j_1), t1);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_no_contract_body
    int s;
    int j;
    int t14;
    int t15;
    int t23;
    int t24;
    int k;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:31 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 16) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(0);
            for (int t34 = 0; t34 < n; t34++) {
                __m512i t35 = _mm512_loadu_si512(b + (t34 * n + j_1));
                __m512i t36 = _mm512_set1_epi32((int)a[i * n + t34]);
                __m512i t37 = _mm512_mullo_epi32(t36, t35);
                t1 = (vcc_v16_int)_mm512_add_epi32((__m512i)t1, t37);
            }
            _mm512_storeu_si512(c + (i * n + j_1), (__m512i)t1);
        }
        for (; j < n; j++) {
            long t2 = (long)n;
            if (t2 >= 16L) {
                long t3 = t2 & -16L;
                __m256i n_v = _mm256_set1_epi32((int)n);
                __m256i j_v = _mm256_set1_epi32((int)j);
                __m256i t4 = _mm256_set1_epi32(0);
                vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec = 0L;
                vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
                vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256i t5 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                    __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)k_vec)));
                    __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)(k_vec + 8L))));
                    __m256i t6 = _mm256_mullo_epi32((__m256i)k_v, n_v);
                    __m256i t7 = _mm256_mullo_epi32(t5, n_v);
                    __m256i t8 = _mm256_add_epi32(t6, j_v);
                    __m256i t9 = _mm256_add_epi32(t7, j_v);
                    __m256i b_v = vcc_avx2_gather8(_mm256_setr_epi32, int, b, t8);
                    __m256i b_v_1 = vcc_avx2_gather8(_mm256_setr_epi32, int, b, t9);
                    __m256i t10 = _mm256_mullo_epi32(a_v, b_v);
                    s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t10);
                    __m256i t11 = _mm256_mullo_epi32(a_v_1, b_v_1);
                    s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t11);
                    k_vec += 16L;
                    __m256i t12 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                    if (k_vec >= t3) {
                        break;
                    }
                    k_v = (vcc_v8_uint)t12;
                }
                __m256i t13 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
                t14 = (int)t3;
                t15 = (int)vcc_avx2_sum_epi32(t13);
            } else {
                t14 = 0;
                t15 = 0;
            }
            long t16 = (long)n + (long)t14 * -1L;
            if (t16 >= 8L) {
                long t17 = t16 & -8L;
                __m256i n_v_1 = _mm256_set1_epi32((int)n);
                __m256i j_v_1 = _mm256_set1_epi32((int)j);
                __m256i t18 = _mm256_set1_epi32((int)t14);
                vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long k_vec_1 = 0L;
                vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)t14 + k_vec_1))));
                    __m256i t19 = _mm256_mullo_epi32((__m256i)k_v_1, n_v_1);
                    __m256i t20 = _mm256_add_epi32(t19, j_v_1);
                    __m256i b_v_2 = vcc_avx2_gather8(_mm256_setr_epi32, int, b, t20);
                    __m256i t21 = _mm256_mullo_epi32(a_v_2, b_v_2);
                    s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t21);
                    k_vec_1 += 8L;
                    __m256i t22 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
                    if (k_vec_1 >= t17) {
                        break;
                    }
                    k_v_1 = (vcc_v8_uint)t22;
                }
                t23 = (int)((long)t14 + t17);
                t24 = (int)((unsigned int)t15 + vcc_avx2_sum_epi32((__m256i)s_v_2));
            } else {
                t23 = t14;
                t24 = t15;
            }
            long t25 = (long)n + (long)t23 * -1L;
            if ((t25 >= 1L) & (t25 <= 8L)) {
                __m256i t26 = _mm256_set1_epi32((int)(int)t25);
                __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i n_v_2 = _mm256_set1_epi32((int)n);
                __m256i j_v_2 = _mm256_set1_epi32((int)j);
                __m256i t28 = _mm256_set1_epi32((int)t23);
                __m256i t29 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t27), a + (i * n + (int)(long)t23));
                __m256i t30 = _mm256_mullo_epi32(t29, n_v_2);
                __m256i t31 = _mm256_add_epi32(t30, j_v_2);
                __m256i b_v_3 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)b, t31, t27, 4);
                __m256i t32 = _mm256_mullo_epi32(a_v_3, b_v_3);
                __m256i t33 = _mm256_add_epi32(_mm256_set1_epi32(0), t32);
                __m256i s_v_3 = _mm256_ternarylogic_epi32(t27, t33, _mm256_set1_epi32(0), 0xCA);
                k = (int)((long)t23 + t25);
                s = (int)((unsigned int)t24 + vcc_avx2_sum_epi32(s_v_3));
            } else {
                k = t23;
                s = t24;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    vcc_no_contract_body
    int j;
    for (int i = 0; i < 12; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:42 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 16) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            __m512 t1 = _mm512_set1_ps(0.0f);
            for (int t2 = 0; t2 < 12; t2++) {
                __m512 t3 = _mm512_loadu_ps(b + (t2 * 12 + j_1));
                __m512 t4 = _mm512_set1_ps(a[i * 12 + t2]);
                __m512 t5 = _mm512_mul_ps(t4, t3);
                t1 = _mm512_add_ps(t1, t5);
            }
            _mm512_storeu_ps(c + (i * 12 + j_1), t1);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    int t139;
    int t229;
    int x;
    int t311;
    double t312;
    float t313;
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
            __m128i t58 = _mm_sub_epi32(t57, _mm_set1_epi32(11));
            vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t57, t58);
            __m128i t59 = _mm_set1_epi32(0);
            __m128i t60 = _mm_add_epi32(t59, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t61 = _mm_sub_epi32(t60, _mm_set1_epi32(13));
            vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t60, t61);
            __m128i t62 = _mm_set1_epi32(0);
            __m128i t63 = _mm_add_epi32(t62, _mm_setr_epi32(0, 3, 6, 9));
            __m128i t64 = _mm_sub_epi32(t63, _mm_set1_epi32(17));
            vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t63, t64);
            __m128i t65 = _mm_set1_epi32(0);
            __m128i t66 = _mm_add_epi32(t65, _mm_setr_epi32(0, 4, 1, 5));
            __m128i t67 = _mm_sub_epi32(t66, _mm_set1_epi32(7));
            vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t66, t67);
            __m128i t68 = _mm_set1_epi32(0);
            __m128i t69 = _mm_add_epi32(t68, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t70 = _mm_sub_epi32(t69, _mm_set1_epi32(23));
            vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t69, t70);
            __m128i t71 = _mm_set1_epi32(0);
            __m128i t72 = _mm_add_epi32(t71, _mm_setr_epi32(0, 13, 7, 1));
            __m128i t73 = _mm_sub_epi32(t72, _mm_set1_epi32(19));
            vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t72, t73);
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 4, UF 2, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, masked remainder */
            for (;;) {
                __m128 t74 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t75 = _mm_mul_ps(t74, _mm_set1_ps(0.37f));
                __m128 t76 = _mm_sub_ps(t75, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + x_vec, t76);
                __m128 t77 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t78 = _mm_mul_ps(t77, _mm_set1_ps(0.21f));
                __m128 t79 = _mm_add_ps(t78, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + x_vec, t79);
                __m256d t80 = _mm256_cvtepi32_pd((__m128i)t3);
                __m256d t81 = _mm256_mul_pd(t80, _mm256_set1_pd(0.113));
                __m256d t82 = _mm256_sub_pd(t81, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + x_vec, t82);
                __m256d t83 = _mm256_cvtepi32_pd((__m128i)t4);
                __m256d t84 = _mm256_mul_pd(t83, _mm256_set1_pd(0.97));
                __m256d t85 = _mm256_add_pd(t84, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + x_vec, t85);
                __m128i t86 = _mm_sub_epi32((__m128i)t5, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + x_vec), t86);
                __m128i t87 = _mm_sub_epi32((__m128i)t6, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + x_vec), t87);
                long t88 = x_vec + 4L;
                __m128i t89 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
                __m128i t90 = _mm_sub_epi32(t89, _mm_set1_epi32(11));
                __m128i t91 = _mm_min_epu32(t89, t90);
                __m128 t92 = _mm_cvtepi32_ps(t91);
                __m128 t93 = _mm_mul_ps(t92, _mm_set1_ps(0.37f));
                __m128 t94 = _mm_sub_ps(t93, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t88, t94);
                __m128i t95 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(7));
                __m128i t96 = _mm_sub_epi32(t95, _mm_set1_epi32(13));
                __m128i t97 = _mm_min_epu32(t95, t96);
                __m128 t98 = _mm_cvtepi32_ps(t97);
                __m128 t99 = _mm_mul_ps(t98, _mm_set1_ps(0.21f));
                __m128 t100 = _mm_add_ps(t99, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t88, t100);
                __m128i t101 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(12));
                __m128i t102 = _mm_sub_epi32(t101, _mm_set1_epi32(17));
                __m128i t103 = _mm_min_epu32(t101, t102);
                __m256d t104 = _mm256_cvtepi32_pd(t103);
                __m256d t105 = _mm256_mul_pd(t104, _mm256_set1_pd(0.113));
                __m256d t106 = _mm256_sub_pd(t105, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t88, t106);
                __m128i t107 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(2));
                __m128i t108 = _mm_sub_epi32(t107, _mm_set1_epi32(7));
                __m128i t109 = _mm_min_epu32(t107, t108);
                __m256d t110 = _mm256_cvtepi32_pd(t109);
                __m256d t111 = _mm256_mul_pd(t110, _mm256_set1_pd(0.97));
                __m256d t112 = _mm256_add_pd(t111, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t88, t112);
                __m128i t113 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(5));
                __m128i t114 = _mm_sub_epi32(t113, _mm_set1_epi32(23));
                __m128i t115 = _mm_min_epu32(t113, t114);
                __m128i t116 = _mm_sub_epi32(t115, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + t88), t116);
                __m128i t117 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(14));
                __m128i t118 = _mm_sub_epi32(t117, _mm_set1_epi32(19));
                __m128i t119 = _mm_min_epu32(t117, t118);
                __m128i t120 = _mm_sub_epi32(t119, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + t88), t120);
                x_vec += 8L;
                __m128i t121 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t122 = _mm_sub_epi32(t121, _mm_set1_epi32(11));
                __m128i t123 = _mm_min_epu32(t121, t122);
                __m128i t124 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
                __m128i t125 = _mm_sub_epi32(t124, _mm_set1_epi32(13));
                __m128i t126 = _mm_min_epu32(t124, t125);
                __m128i t127 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(7));
                __m128i t128 = _mm_sub_epi32(t127, _mm_set1_epi32(17));
                __m128i t129 = _mm_min_epu32(t127, t128);
                __m128i t130 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(4));
                __m128i t131 = _mm_sub_epi32(t130, _mm_set1_epi32(7));
                __m128i t132 = _mm_min_epu32(t130, t131);
                __m128i t133 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(10));
                __m128i t134 = _mm_sub_epi32(t133, _mm_set1_epi32(23));
                __m128i t135 = _mm_min_epu32(t133, t134);
                __m128i t136 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(9));
                __m128i t137 = _mm_sub_epi32(t136, _mm_set1_epi32(19));
                __m128i t138 = _mm_min_epu32(t136, t137);
                if (x_vec >= t55) {
                    break;
                }
                t1 = (vcc_v4_int)t123;
                t2 = (vcc_v4_int)t126;
                t3 = (vcc_v4_int)t129;
                t4 = (vcc_v4_int)t132;
                t5 = (vcc_v4_int)t135;
                t6 = (vcc_v4_int)t138;
            }
            t139 = (int)t55;
        } else {
            t139 = 0;
        }
        long t140 = (long)nn + (long)t139 * -1L;
        unsigned long t141 = (unsigned long)t17;
        unsigned long t142 = (unsigned long)t18;
        unsigned long t143 = (unsigned long)t17;
        unsigned long t144 = (unsigned long)t20;
        unsigned long t145 = (unsigned long)t17;
        unsigned long t146 = (unsigned long)t21;
        unsigned long t147 = (unsigned long)t17;
        unsigned long t148 = (unsigned long)t22;
        unsigned long t149 = (unsigned long)t17;
        unsigned long t150 = (unsigned long)t23;
        unsigned long t151 = (unsigned long)t18;
        unsigned long t152 = (unsigned long)t20;
        unsigned long t153 = (unsigned long)t18;
        unsigned long t154 = (unsigned long)t21;
        unsigned long t155 = (unsigned long)t18;
        unsigned long t156 = (unsigned long)t22;
        unsigned long t157 = (unsigned long)t18;
        unsigned long t158 = (unsigned long)t23;
        unsigned long t159 = (unsigned long)t20;
        unsigned long t160 = (unsigned long)t21;
        unsigned long t161 = (unsigned long)t20;
        unsigned long t162 = (unsigned long)t22;
        unsigned long t163 = (unsigned long)t20;
        unsigned long t164 = (unsigned long)t23;
        unsigned long t165 = (unsigned long)t21;
        unsigned long t166 = (unsigned long)t22;
        unsigned long t167 = (unsigned long)t21;
        unsigned long t168 = (unsigned long)t23;
        unsigned long t169 = (unsigned long)t22;
        unsigned long t170 = (unsigned long)t23;
        int t171 = (int)((unsigned int)t139 * 7U);
        int t172 = (int)((unsigned int)t139 * 5U);
        int t173 = (int)((unsigned int)t139 * 3U);
        int t174 = (int)((unsigned int)t139 * 11U);
        int t175 = (int)((unsigned int)t139 * 7U);
        int t176 = (int)((unsigned int)t139 * 13U);
        if ((t140 >= 4L) & (((t141 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t142 + (unsigned long)((long)t139 * 4L))) | ((t142 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t141 + (unsigned long)((long)t139 * 4L)))) & (((t143 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t144 + (unsigned long)((long)t139 * 8L))) | ((t144 + (unsigned long)((long)t139 * 8L + 8L + (t140 - 1L) * 8L)) <= (t143 + (unsigned long)((long)t139 * 4L)))) & (((t145 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t146 + (unsigned long)((long)t139 * 8L))) | ((t146 + (unsigned long)((long)t139 * 8L + 8L + (t140 - 1L) * 8L)) <= (t145 + (unsigned long)((long)t139 * 4L)))) & (((t147 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t148 + (unsigned long)((long)t139 * 4L))) | ((t148 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t147 + (unsigned long)((long)t139 * 4L)))) & (((t149 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t150 + (unsigned long)((long)t139 * 4L))) | ((t150 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t149 + (unsigned long)((long)t139 * 4L)))) & (((t151 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t152 + (unsigned long)((long)t139 * 8L))) | ((t152 + (unsigned long)((long)t139 * 8L + 8L + (t140 - 1L) * 8L)) <= (t151 + (unsigned long)((long)t139 * 4L)))) & (((t153 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t154 + (unsigned long)((long)t139 * 8L))) | ((t154 + (unsigned long)((long)t139 * 8L + 8L + (t140 - 1L) * 8L)) <= (t153 + (unsigned long)((long)t139 * 4L)))) & (((t155 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t156 + (unsigned long)((long)t139 * 4L))) | ((t156 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t155 + (unsigned long)((long)t139 * 4L)))) & (((t157 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t158 + (unsigned long)((long)t139 * 4L))) | ((t158 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t157 + (unsigned long)((long)t139 * 4L)))) & (((t159 + (unsigned long)((long)t139 * 8L + 8L + (t140 - 1L) * 8L)) <= (t160 + (unsigned long)((long)t139 * 8L))) | ((t160 + (unsigned long)((long)t139 * 8L + 8L + (t140 - 1L) * 8L)) <= (t159 + (unsigned long)((long)t139 * 8L)))) & (((t161 + (unsigned long)((long)t139 * 8L + 8L + (t140 - 1L) * 8L)) <= (t162 + (unsigned long)((long)t139 * 4L))) | ((t162 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t161 + (unsigned long)((long)t139 * 8L)))) & (((t163 + (unsigned long)((long)t139 * 8L + 8L + (t140 - 1L) * 8L)) <= (t164 + (unsigned long)((long)t139 * 4L))) | ((t164 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t163 + (unsigned long)((long)t139 * 8L)))) & (((t165 + (unsigned long)((long)t139 * 8L + 8L + (t140 - 1L) * 8L)) <= (t166 + (unsigned long)((long)t139 * 4L))) | ((t166 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t165 + (unsigned long)((long)t139 * 8L)))) & (((t167 + (unsigned long)((long)t139 * 8L + 8L + (t140 - 1L) * 8L)) <= (t168 + (unsigned long)((long)t139 * 4L))) | ((t168 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t167 + (unsigned long)((long)t139 * 8L)))) & (((t169 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t170 + (unsigned long)((long)t139 * 4L))) | ((t170 + (unsigned long)((long)t139 * 4L + 4L + (t140 - 1L) * 4L)) <= (t169 + (unsigned long)((long)t139 * 4L)))) & (t171 >= 0) & (t172 >= 0) & (t173 >= 0) & (t174 >= 0) & (t175 >= 0) & (t176 >= 0)) {
            long t177 = t140 & -4L;
            __m128i t178 = _mm_set1_epi32((int)(t171 % 11));
            __m128i t179 = _mm_add_epi32(t178, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t180 = _mm_sub_epi32(t179, _mm_set1_epi32(11));
            vcc_v4_int t7 = (vcc_v4_int)_mm_min_epu32(t179, t180);
            __m128i t181 = _mm_set1_epi32((int)(t172 % 13));
            __m128i t182 = _mm_add_epi32(t181, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t183 = _mm_sub_epi32(t182, _mm_set1_epi32(13));
            vcc_v4_int t8 = (vcc_v4_int)_mm_min_epu32(t182, t183);
            __m128i t184 = _mm_set1_epi32((int)(t173 % 17));
            __m128i t185 = _mm_add_epi32(t184, _mm_setr_epi32(0, 3, 6, 9));
            __m128i t186 = _mm_sub_epi32(t185, _mm_set1_epi32(17));
            vcc_v4_int t9 = (vcc_v4_int)_mm_min_epu32(t185, t186);
            __m128i t187 = _mm_set1_epi32((int)(t174 % 7));
            __m128i t188 = _mm_add_epi32(t187, _mm_setr_epi32(0, 4, 1, 5));
            __m128i t189 = _mm_sub_epi32(t188, _mm_set1_epi32(7));
            vcc_v4_int t10 = (vcc_v4_int)_mm_min_epu32(t188, t189);
            __m128i t190 = _mm_set1_epi32((int)(t175 % 23));
            __m128i t191 = _mm_add_epi32(t190, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t192 = _mm_sub_epi32(t191, _mm_set1_epi32(23));
            vcc_v4_int t11 = (vcc_v4_int)_mm_min_epu32(t191, t192);
            __m128i t193 = _mm_set1_epi32((int)(t176 % 19));
            __m128i t194 = _mm_add_epi32(t193, _mm_setr_epi32(0, 13, 7, 1));
            __m128i t195 = _mm_sub_epi32(t194, _mm_set1_epi32(19));
            vcc_v4_int t12 = (vcc_v4_int)_mm_min_epu32(t194, t195);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, scalar epilogue */
            for (;;) {
                long t196 = (long)t139 + x_vec_1;
                __m128 t197 = _mm_cvtepi32_ps((__m128i)t7);
                __m128 t198 = _mm_mul_ps(t197, _mm_set1_ps(0.37f));
                __m128 t199 = _mm_sub_ps(t198, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t196, t199);
                __m128 t200 = _mm_cvtepi32_ps((__m128i)t8);
                __m128 t201 = _mm_mul_ps(t200, _mm_set1_ps(0.21f));
                __m128 t202 = _mm_add_ps(t201, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t196, t202);
                __m256d t203 = _mm256_cvtepi32_pd((__m128i)t9);
                __m256d t204 = _mm256_mul_pd(t203, _mm256_set1_pd(0.113));
                __m256d t205 = _mm256_sub_pd(t204, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t196, t205);
                __m256d t206 = _mm256_cvtepi32_pd((__m128i)t10);
                __m256d t207 = _mm256_mul_pd(t206, _mm256_set1_pd(0.97));
                __m256d t208 = _mm256_add_pd(t207, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t196, t208);
                __m128i t209 = _mm_sub_epi32((__m128i)t11, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + t196), t209);
                __m128i t210 = _mm_sub_epi32((__m128i)t12, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + t196), t210);
                x_vec_1 += 4L;
                __m128i t211 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(6));
                __m128i t212 = _mm_sub_epi32(t211, _mm_set1_epi32(11));
                __m128i t213 = _mm_min_epu32(t211, t212);
                __m128i t214 = _mm_add_epi32((__m128i)t8, _mm_set1_epi32(7));
                __m128i t215 = _mm_sub_epi32(t214, _mm_set1_epi32(13));
                __m128i t216 = _mm_min_epu32(t214, t215);
                __m128i t217 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(12));
                __m128i t218 = _mm_sub_epi32(t217, _mm_set1_epi32(17));
                __m128i t219 = _mm_min_epu32(t217, t218);
                __m128i t220 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(2));
                __m128i t221 = _mm_sub_epi32(t220, _mm_set1_epi32(7));
                __m128i t222 = _mm_min_epu32(t220, t221);
                __m128i t223 = _mm_add_epi32((__m128i)t11, _mm_set1_epi32(5));
                __m128i t224 = _mm_sub_epi32(t223, _mm_set1_epi32(23));
                __m128i t225 = _mm_min_epu32(t223, t224);
                __m128i t226 = _mm_add_epi32((__m128i)t12, _mm_set1_epi32(14));
                __m128i t227 = _mm_sub_epi32(t226, _mm_set1_epi32(19));
                __m128i t228 = _mm_min_epu32(t226, t227);
                if (x_vec_1 >= t177) {
                    break;
                }
                t7 = (vcc_v4_int)t213;
                t8 = (vcc_v4_int)t216;
                t9 = (vcc_v4_int)t219;
                t10 = (vcc_v4_int)t222;
                t11 = (vcc_v4_int)t225;
                t12 = (vcc_v4_int)t228;
            }
            t229 = (int)((long)t139 + t177);
        } else {
            t229 = t139;
        }
        long t230 = (long)nn + (long)t229 * -1L;
        unsigned long t231 = (unsigned long)t17;
        unsigned long t232 = (unsigned long)t18;
        unsigned long t233 = (unsigned long)t17;
        unsigned long t234 = (unsigned long)t20;
        unsigned long t235 = (unsigned long)t17;
        unsigned long t236 = (unsigned long)t21;
        unsigned long t237 = (unsigned long)t17;
        unsigned long t238 = (unsigned long)t22;
        unsigned long t239 = (unsigned long)t17;
        unsigned long t240 = (unsigned long)t23;
        unsigned long t241 = (unsigned long)t18;
        unsigned long t242 = (unsigned long)t20;
        unsigned long t243 = (unsigned long)t18;
        unsigned long t244 = (unsigned long)t21;
        unsigned long t245 = (unsigned long)t18;
        unsigned long t246 = (unsigned long)t22;
        unsigned long t247 = (unsigned long)t18;
        unsigned long t248 = (unsigned long)t23;
        unsigned long t249 = (unsigned long)t20;
        unsigned long t250 = (unsigned long)t21;
        unsigned long t251 = (unsigned long)t20;
        unsigned long t252 = (unsigned long)t22;
        unsigned long t253 = (unsigned long)t20;
        unsigned long t254 = (unsigned long)t23;
        unsigned long t255 = (unsigned long)t21;
        unsigned long t256 = (unsigned long)t22;
        unsigned long t257 = (unsigned long)t21;
        unsigned long t258 = (unsigned long)t23;
        unsigned long t259 = (unsigned long)t22;
        unsigned long t260 = (unsigned long)t23;
        int t261 = (int)((unsigned int)t229 * 7U);
        int t262 = (int)((unsigned int)t229 * 5U);
        int t263 = (int)((unsigned int)t229 * 3U);
        int t264 = (int)((unsigned int)t229 * 11U);
        int t265 = (int)((unsigned int)t229 * 7U);
        int t266 = (int)((unsigned int)t229 * 13U);
        if ((t230 >= 1L) & (t230 <= 4L) & (((t231 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t232 + (unsigned long)((long)t229 * 4L))) | ((t232 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t231 + (unsigned long)((long)t229 * 4L)))) & (((t233 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t234 + (unsigned long)((long)t229 * 8L))) | ((t234 + (unsigned long)((long)t229 * 8L + 8L + (t230 - 1L) * 8L)) <= (t233 + (unsigned long)((long)t229 * 4L)))) & (((t235 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t236 + (unsigned long)((long)t229 * 8L))) | ((t236 + (unsigned long)((long)t229 * 8L + 8L + (t230 - 1L) * 8L)) <= (t235 + (unsigned long)((long)t229 * 4L)))) & (((t237 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t238 + (unsigned long)((long)t229 * 4L))) | ((t238 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t237 + (unsigned long)((long)t229 * 4L)))) & (((t239 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t240 + (unsigned long)((long)t229 * 4L))) | ((t240 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t239 + (unsigned long)((long)t229 * 4L)))) & (((t241 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t242 + (unsigned long)((long)t229 * 8L))) | ((t242 + (unsigned long)((long)t229 * 8L + 8L + (t230 - 1L) * 8L)) <= (t241 + (unsigned long)((long)t229 * 4L)))) & (((t243 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t244 + (unsigned long)((long)t229 * 8L))) | ((t244 + (unsigned long)((long)t229 * 8L + 8L + (t230 - 1L) * 8L)) <= (t243 + (unsigned long)((long)t229 * 4L)))) & (((t245 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t246 + (unsigned long)((long)t229 * 4L))) | ((t246 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t245 + (unsigned long)((long)t229 * 4L)))) & (((t247 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t248 + (unsigned long)((long)t229 * 4L))) | ((t248 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t247 + (unsigned long)((long)t229 * 4L)))) & (((t249 + (unsigned long)((long)t229 * 8L + 8L + (t230 - 1L) * 8L)) <= (t250 + (unsigned long)((long)t229 * 8L))) | ((t250 + (unsigned long)((long)t229 * 8L + 8L + (t230 - 1L) * 8L)) <= (t249 + (unsigned long)((long)t229 * 8L)))) & (((t251 + (unsigned long)((long)t229 * 8L + 8L + (t230 - 1L) * 8L)) <= (t252 + (unsigned long)((long)t229 * 4L))) | ((t252 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t251 + (unsigned long)((long)t229 * 8L)))) & (((t253 + (unsigned long)((long)t229 * 8L + 8L + (t230 - 1L) * 8L)) <= (t254 + (unsigned long)((long)t229 * 4L))) | ((t254 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t253 + (unsigned long)((long)t229 * 8L)))) & (((t255 + (unsigned long)((long)t229 * 8L + 8L + (t230 - 1L) * 8L)) <= (t256 + (unsigned long)((long)t229 * 4L))) | ((t256 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t255 + (unsigned long)((long)t229 * 8L)))) & (((t257 + (unsigned long)((long)t229 * 8L + 8L + (t230 - 1L) * 8L)) <= (t258 + (unsigned long)((long)t229 * 4L))) | ((t258 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t257 + (unsigned long)((long)t229 * 8L)))) & (((t259 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t260 + (unsigned long)((long)t229 * 4L))) | ((t260 + (unsigned long)((long)t229 * 4L + 4L + (t230 - 1L) * 4L)) <= (t259 + (unsigned long)((long)t229 * 4L)))) & (t261 >= 0) & (t262 >= 0) & (t263 >= 0) & (t264 >= 0) & (t265 >= 0) & (t266 >= 0)) {
            __m128i t267 = _mm_set1_epi32((int)(int)t230);
            __m128i t268 = _mm_cmpgt_epi32(t267, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t269 = _mm_set1_epi32((int)(t261 % 11));
            __m128i t270 = _mm_add_epi32(t269, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t271 = _mm_sub_epi32(t270, _mm_set1_epi32(11));
            __m128i t272 = _mm_min_epu32(t270, t271);
            __m128i t273 = _mm_set1_epi32((int)(t262 % 13));
            __m128i t274 = _mm_add_epi32(t273, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t275 = _mm_sub_epi32(t274, _mm_set1_epi32(13));
            __m128i t276 = _mm_min_epu32(t274, t275);
            __m128i t277 = _mm_set1_epi32((int)(t263 % 17));
            __m128i t278 = _mm_add_epi32(t277, _mm_setr_epi32(0, 3, 6, 9));
            __m128i t279 = _mm_sub_epi32(t278, _mm_set1_epi32(17));
            __m128i t280 = _mm_min_epu32(t278, t279);
            __m128i t281 = _mm_set1_epi32((int)(t264 % 7));
            __m128i t282 = _mm_add_epi32(t281, _mm_setr_epi32(0, 4, 1, 5));
            __m128i t283 = _mm_sub_epi32(t282, _mm_set1_epi32(7));
            __m128i t284 = _mm_min_epu32(t282, t283);
            __m128i t285 = _mm_set1_epi32((int)(t265 % 23));
            __m128i t286 = _mm_add_epi32(t285, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t287 = _mm_sub_epi32(t286, _mm_set1_epi32(23));
            __m128i t288 = _mm_min_epu32(t286, t287);
            __m128i t289 = _mm_set1_epi32((int)(t266 % 19));
            __m128i t290 = _mm_add_epi32(t289, _mm_setr_epi32(0, 13, 7, 1));
            __m128i t291 = _mm_sub_epi32(t290, _mm_set1_epi32(19));
            __m128i t292 = _mm_min_epu32(t290, t291);
            long t293 = (long)t229;
            __m128 t294 = _mm_cvtepi32_ps(t272);
            __m128 t295 = _mm_mul_ps(t294, _mm_set1_ps(0.37f));
            __m128 t296 = _mm_sub_ps(t295, _mm_set1_ps(1.5f));
            _mm_mask_storeu_ps(af + t293, _mm_movepi32_mask(t268), t296);
            __m128 t297 = _mm_cvtepi32_ps(t276);
            __m128 t298 = _mm_mul_ps(t297, _mm_set1_ps(0.21f));
            __m128 t299 = _mm_add_ps(t298, _mm_set1_ps(0.1f));
            _mm_mask_storeu_ps(bf + t293, _mm_movepi32_mask(t268), t299);
            __m256d t300 = _mm256_cvtepi32_pd(t280);
            __m256d t301 = _mm256_mul_pd(t300, _mm256_set1_pd(0.113));
            __m256d t302 = _mm256_sub_pd(t301, _mm256_set1_pd(0.75));
            _mm256_mask_storeu_pd(ad + t293, _mm_movepi32_mask(t268), t302);
            __m256d t303 = _mm256_cvtepi32_pd(t284);
            __m256d t304 = _mm256_mul_pd(t303, _mm256_set1_pd(0.97));
            __m256d t305 = _mm256_add_pd(t304, _mm256_set1_pd(0.3));
            _mm256_mask_storeu_pd(bd + t293, _mm_movepi32_mask(t268), t305);
            __m128i t306 = _mm_sub_epi32(t288, _mm_set1_epi32(11));
            _mm_mask_storeu_epi32(ai + t293, _mm_movepi32_mask(t268), t306);
            __m128i t307 = _mm_sub_epi32(t292, _mm_set1_epi32(9));
            _mm_mask_storeu_epi32(bi + t293, _mm_movepi32_mask(t268), t307);
            x = (int)((long)t229 + t230);
        } else {
            x = t229;
        }
        for (; x < nn; x++) {
            long t308 = (long)x;
            int t309 = x * 7;
            af[t308] = (float)(t309 % 11) * 0.37f - 1.5f;
            bf[t308] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t308] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t308] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t308] = t309 % 23 - 11;
            bi[t308] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t310 = (long)x_1;
            sf += (double)(cf[t310] * (float)(x_1 % 5 + 1));
            sd += cd[t310] * (double)(x_1 % 3 + 1);
            si += (long)ci[t310] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t311 = ci[nn - 1];
        } else {
            t311 = 0;
        }
        if (nn) {
            t312 = cd[nn / 2];
        } else {
            t312 = 0.0;
        }
        if (nn) {
            t313 = cf[nn - 1];
        } else {
            t313 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t313, sd, t312, si, t311);
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
    __m256i t314 = _mm256_set1_epi32(0);
    __m256i t315 = _mm256_add_epi32(t314, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
    __m256i t316 = _mm256_sub_epi32(t315, _mm256_set1_epi32(11));
    vcc_v8_int t13 = (vcc_v8_int)_mm256_min_epu32(t315, t316);
    __m256i t317 = _mm256_set1_epi32(0);
    __m256i t318 = _mm256_add_epi32(t317, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
    __m256i t319 = _mm256_sub_epi32(t318, _mm256_set1_epi32(13));
    vcc_v8_int t14 = (vcc_v8_int)_mm256_min_epu32(t318, t319);
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 8, UF 2, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t320 = _mm256_cvtepi32_ps((__m256i)t13);
        __m256 t321 = _mm256_mul_ps(t320, _mm256_set1_ps(0.37f));
        __m256 t322 = _mm256_sub_ps(t321, _mm256_set1_ps(1.5f));
        _mm256_storeu_ps(&a12[x_vec_2], t322);
        __m256 t323 = _mm256_cvtepi32_ps((__m256i)t14);
        __m256 t324 = _mm256_mul_ps(t323, _mm256_set1_ps(0.21f));
        __m256 t325 = _mm256_add_ps(t324, _mm256_set1_ps(0.1f));
        _mm256_storeu_ps(&b12[x_vec_2], t325);
        long t326 = x_vec_2 + 8L;
        __m256i t327 = _mm256_add_epi32((__m256i)t13, _mm256_set1_epi32(1));
        __m256i t328 = _mm256_sub_epi32(t327, _mm256_set1_epi32(11));
        __m256i t329 = _mm256_min_epu32(t327, t328);
        __m256 t330 = _mm256_cvtepi32_ps(t329);
        __m256 t331 = _mm256_mul_ps(t330, _mm256_set1_ps(0.37f));
        __m256 t332 = _mm256_sub_ps(t331, _mm256_set1_ps(1.5f));
        _mm256_storeu_ps(&a12[t326], t332);
        __m256i t333 = _mm256_add_epi32((__m256i)t14, _mm256_set1_epi32(1));
        __m256i t334 = _mm256_sub_epi32(t333, _mm256_set1_epi32(13));
        __m256i t335 = _mm256_min_epu32(t333, t334);
        __m256 t336 = _mm256_cvtepi32_ps(t335);
        __m256 t337 = _mm256_mul_ps(t336, _mm256_set1_ps(0.21f));
        __m256 t338 = _mm256_add_ps(t337, _mm256_set1_ps(0.1f));
        _mm256_storeu_ps(&b12[t326], t338);
        x_vec_2 += 16L;
        __m256i t339 = _mm256_add_epi32((__m256i)t13, _mm256_set1_epi32(2));
        __m256i t340 = _mm256_sub_epi32(t339, _mm256_set1_epi32(11));
        t13 = (vcc_v8_int)_mm256_min_epu32(t339, t340);
        __m256i t341 = _mm256_add_epi32((__m256i)t14, _mm256_set1_epi32(2));
        __m256i t342 = _mm256_sub_epi32(t341, _mm256_set1_epi32(13));
        t14 = (vcc_v8_int)_mm256_min_epu32(t341, t342);
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
