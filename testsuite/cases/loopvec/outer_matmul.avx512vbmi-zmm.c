/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_no_contract_body
    int s;
    int j;
    int t9;
    int t10;
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
            for (int t20 = 0; t20 < n; t20++) {
                __m512i t21 = _mm512_loadu_si512(b + (t20 * n + j_1));
                __m512i t22 = _mm512_set1_epi32((int)a[i * n + t20]);
                __m512i t23 = _mm512_mullo_epi32(t22, t21);
                t1 = (vcc_v16_int)_mm512_add_epi32((__m512i)t1, t23);
            }
            _mm512_storeu_si512(c + (i * n + j_1), (__m512i)t1);
        }
        for (; j < n; j++) {
            long t2 = (long)n;
            if (t2 >= 16L) {
                long t3 = t2 & -16L;
                __m512i n_v = _mm512_set1_epi32((int)n);
                __m512i j_v = _mm512_set1_epi32((int)j);
                __m512i t4 = _mm512_set1_epi32(0);
                vcc_v16_uint k_v = (vcc_v16_uint)_mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec = 0L;
                vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vectorized: VF 16, UF 1, masked remainder */
                for (;;) {
                    __m512i a_v = _mm512_loadu_si512(a + (i * n + (int)k_vec));
                    __m512i t5 = _mm512_mullo_epi32((__m512i)k_v, n_v);
                    __m512i t6 = _mm512_add_epi32(t5, j_v);
                    __m512i b_v = _mm512_i32gather_epi32(t6, b, 4);
                    __m512i t7 = _mm512_mullo_epi32(a_v, b_v);
                    s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t7);
                    k_vec += 16L;
                    __m512i t8 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(16));
                    if (k_vec >= t3) {
                        break;
                    }
                    k_v = (vcc_v16_uint)t8;
                }
                t9 = (int)t3;
                t10 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
            } else {
                t9 = 0;
                t10 = 0;
            }
            long t11 = (long)n + (long)t9 * -1L;
            if ((t11 >= 1L) & (t11 <= 16L)) {
                __m512i t12 = _mm512_set1_epi32((int)(int)t11);
                __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
                __m512i n_v_1 = _mm512_set1_epi32((int)n);
                __m512i j_v_1 = _mm512_set1_epi32((int)j);
                __m512i t14 = _mm512_set1_epi32((int)t9);
                __m512i t15 = _mm512_add_epi32(t14, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                __m512i a_v_1 = _mm512_maskz_loadu_epi32(t13, a + (i * n + (int)(long)t9));
                __m512i t16 = _mm512_mullo_epi32(t15, n_v_1);
                __m512i t17 = _mm512_add_epi32(t16, j_v_1);
                __m512i b_v_1 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t13, t17, b, 4);
                __m512i t18 = _mm512_mullo_epi32(a_v_1, b_v_1);
                __m512i t19 = _mm512_add_epi32(_mm512_set1_epi32(0), t18);
                __m512i s_v_1 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), t19);
                k = (int)((long)t9 + t11);
                s = (int)((unsigned int)t10 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
            } else {
                k = t9;
                s = t10;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    int t141;
    int t231;
    int x;
    int t313;
    double t314;
    float t315;
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
        unsigned long t17 = (unsigned long)nn;
        unsigned long t18 = t17 * 4UL + 1UL;
        void *t19 = malloc(t18);
        float *af = (float *)t19;
        void *t20 = malloc(t18);
        float *bf = (float *)t20;
        float *cf = (float *)malloc(t18);
        unsigned long t21 = t17 * 8UL + 1UL;
        void *t22 = malloc(t21);
        double *ad = (double *)t22;
        void *t23 = malloc(t21);
        double *bd = (double *)t23;
        double *cd = (double *)malloc(t21);
        void *t24 = malloc(t18);
        int *ai = (int *)t24;
        void *t25 = malloc(t18);
        int *bi = (int *)t25;
        int *ci = (int *)malloc(t18);
        long t26 = (long)nn;
        unsigned long t27 = (unsigned long)t19;
        unsigned long t28 = (unsigned long)t20;
        unsigned long t29 = (unsigned long)t19;
        unsigned long t30 = (unsigned long)t22;
        unsigned long t31 = (unsigned long)t19;
        unsigned long t32 = (unsigned long)t23;
        unsigned long t33 = (unsigned long)t19;
        unsigned long t34 = (unsigned long)t24;
        unsigned long t35 = (unsigned long)t19;
        unsigned long t36 = (unsigned long)t25;
        unsigned long t37 = (unsigned long)t20;
        unsigned long t38 = (unsigned long)t22;
        unsigned long t39 = (unsigned long)t20;
        unsigned long t40 = (unsigned long)t23;
        unsigned long t41 = (unsigned long)t20;
        unsigned long t42 = (unsigned long)t24;
        unsigned long t43 = (unsigned long)t20;
        unsigned long t44 = (unsigned long)t25;
        unsigned long t45 = (unsigned long)t22;
        unsigned long t46 = (unsigned long)t23;
        unsigned long t47 = (unsigned long)t22;
        unsigned long t48 = (unsigned long)t24;
        unsigned long t49 = (unsigned long)t22;
        unsigned long t50 = (unsigned long)t25;
        unsigned long t51 = (unsigned long)t23;
        unsigned long t52 = (unsigned long)t24;
        unsigned long t53 = (unsigned long)t23;
        unsigned long t54 = (unsigned long)t25;
        unsigned long t55 = (unsigned long)t24;
        unsigned long t56 = (unsigned long)t25;
        if ((t26 >= 16L) & (((t27 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t28) | ((t28 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t27)) & (((t29 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t29)) & (((t31 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t32) | ((t32 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t31)) & (((t33 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t35)) & (((t37 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t37)) & (((t39 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t39)) & (((t41 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t41)) & (((t43 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t44) | ((t44 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t43)) & (((t45 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t46) | ((t46 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t45)) & (((t47 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t48) | ((t48 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t47)) & (((t49 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t50) | ((t50 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t49)) & (((t51 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(8L + (t26 - 1L) * 8L)) <= t54) | ((t54 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t53)) & (((t55 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t56) | ((t56 + (unsigned long)(4L + (t26 - 1L) * 4L)) <= t55)) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t57 = t26 & -16L;
            __m256i t58 = _mm256_set1_epi32(0);
            __m256i t59 = _mm256_add_epi32(t58, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(11));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t59, t60);
            __m256i t61 = _mm256_set1_epi32(0);
            __m256i t62 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(13));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t62, t63);
            __m256i t64 = _mm256_set1_epi32(0);
            __m256i t65 = _mm256_add_epi32(t64, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(17));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t65, t66);
            __m256i t67 = _mm256_set1_epi32(0);
            __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(7));
            vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t68, t69);
            __m256i t70 = _mm256_set1_epi32(0);
            __m256i t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(23));
            vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t71, t72);
            __m256i t73 = _mm256_set1_epi32(0);
            __m256i t74 = _mm256_add_epi32(t73, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32(19));
            vcc_v8_int t6 = (vcc_v8_int)_mm256_min_epu32(t74, t75);
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 8, UF 2, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t76 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t77 = _mm256_mul_ps(t76, _mm256_set1_ps(0.37f));
                __m256 t78 = _mm256_sub_ps(t77, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + x_vec, t78);
                __m256 t79 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t80 = _mm256_mul_ps(t79, _mm256_set1_ps(0.21f));
                __m256 t81 = _mm256_add_ps(t80, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + x_vec, t81);
                __m512d t82 = _mm512_cvtepi32_pd((__m256i)t3);
                __m512d t83 = _mm512_mul_pd(t82, _mm512_set1_pd(0.113));
                __m512d t84 = _mm512_sub_pd(t83, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + x_vec, t84);
                __m512d t85 = _mm512_cvtepi32_pd((__m256i)t4);
                __m512d t86 = _mm512_mul_pd(t85, _mm512_set1_pd(0.97));
                __m512d t87 = _mm512_add_pd(t86, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + x_vec, t87);
                __m256i t88 = _mm256_sub_epi32((__m256i)t5, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + x_vec), t88);
                __m256i t89 = _mm256_sub_epi32((__m256i)t6, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + x_vec), t89);
                long t90 = x_vec + 8L;
                __m256i t91 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t92 = _mm256_sub_epi32(t91, _mm256_set1_epi32(11));
                __m256i t93 = _mm256_min_epu32(t91, t92);
                __m256 t94 = _mm256_cvtepi32_ps(t93);
                __m256 t95 = _mm256_mul_ps(t94, _mm256_set1_ps(0.37f));
                __m256 t96 = _mm256_sub_ps(t95, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t90, t96);
                __m256i t97 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                __m256i t98 = _mm256_sub_epi32(t97, _mm256_set1_epi32(13));
                __m256i t99 = _mm256_min_epu32(t97, t98);
                __m256 t100 = _mm256_cvtepi32_ps(t99);
                __m256 t101 = _mm256_mul_ps(t100, _mm256_set1_ps(0.21f));
                __m256 t102 = _mm256_add_ps(t101, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t90, t102);
                __m256i t103 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(7));
                __m256i t104 = _mm256_sub_epi32(t103, _mm256_set1_epi32(17));
                __m256i t105 = _mm256_min_epu32(t103, t104);
                __m512d t106 = _mm512_cvtepi32_pd(t105);
                __m512d t107 = _mm512_mul_pd(t106, _mm512_set1_pd(0.113));
                __m512d t108 = _mm512_sub_pd(t107, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t90, t108);
                __m256i t109 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(4));
                __m256i t110 = _mm256_sub_epi32(t109, _mm256_set1_epi32(7));
                __m256i t111 = _mm256_min_epu32(t109, t110);
                __m512d t112 = _mm512_cvtepi32_pd(t111);
                __m512d t113 = _mm512_mul_pd(t112, _mm512_set1_pd(0.97));
                __m512d t114 = _mm512_add_pd(t113, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t90, t114);
                __m256i t115 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(10));
                __m256i t116 = _mm256_sub_epi32(t115, _mm256_set1_epi32(23));
                __m256i t117 = _mm256_min_epu32(t115, t116);
                __m256i t118 = _mm256_sub_epi32(t117, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + t90), t118);
                __m256i t119 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(9));
                __m256i t120 = _mm256_sub_epi32(t119, _mm256_set1_epi32(19));
                __m256i t121 = _mm256_min_epu32(t119, t120);
                __m256i t122 = _mm256_sub_epi32(t121, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + t90), t122);
                x_vec += 16L;
                __m256i t123 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
                __m256i t124 = _mm256_sub_epi32(t123, _mm256_set1_epi32(11));
                __m256i t125 = _mm256_min_epu32(t123, t124);
                __m256i t126 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
                __m256i t127 = _mm256_sub_epi32(t126, _mm256_set1_epi32(13));
                __m256i t128 = _mm256_min_epu32(t126, t127);
                __m256i t129 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(14));
                __m256i t130 = _mm256_sub_epi32(t129, _mm256_set1_epi32(17));
                __m256i t131 = _mm256_min_epu32(t129, t130);
                __m256i t132 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(1));
                __m256i t133 = _mm256_sub_epi32(t132, _mm256_set1_epi32(7));
                __m256i t134 = _mm256_min_epu32(t132, t133);
                __m256i t135 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(20));
                __m256i t136 = _mm256_sub_epi32(t135, _mm256_set1_epi32(23));
                __m256i t137 = _mm256_min_epu32(t135, t136);
                __m256i t138 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(18));
                __m256i t139 = _mm256_sub_epi32(t138, _mm256_set1_epi32(19));
                __m256i t140 = _mm256_min_epu32(t138, t139);
                if (x_vec >= t57) {
                    break;
                }
                t1 = (vcc_v8_int)t125;
                t2 = (vcc_v8_int)t128;
                t3 = (vcc_v8_int)t131;
                t4 = (vcc_v8_int)t134;
                t5 = (vcc_v8_int)t137;
                t6 = (vcc_v8_int)t140;
            }
            t141 = (int)t57;
        } else {
            t141 = 0;
        }
        long t142 = (long)nn + (long)t141 * -1L;
        unsigned long t143 = (unsigned long)t19;
        unsigned long t144 = (unsigned long)t20;
        unsigned long t145 = (unsigned long)t19;
        unsigned long t146 = (unsigned long)t22;
        unsigned long t147 = (unsigned long)t19;
        unsigned long t148 = (unsigned long)t23;
        unsigned long t149 = (unsigned long)t19;
        unsigned long t150 = (unsigned long)t24;
        unsigned long t151 = (unsigned long)t19;
        unsigned long t152 = (unsigned long)t25;
        unsigned long t153 = (unsigned long)t20;
        unsigned long t154 = (unsigned long)t22;
        unsigned long t155 = (unsigned long)t20;
        unsigned long t156 = (unsigned long)t23;
        unsigned long t157 = (unsigned long)t20;
        unsigned long t158 = (unsigned long)t24;
        unsigned long t159 = (unsigned long)t20;
        unsigned long t160 = (unsigned long)t25;
        unsigned long t161 = (unsigned long)t22;
        unsigned long t162 = (unsigned long)t23;
        unsigned long t163 = (unsigned long)t22;
        unsigned long t164 = (unsigned long)t24;
        unsigned long t165 = (unsigned long)t22;
        unsigned long t166 = (unsigned long)t25;
        unsigned long t167 = (unsigned long)t23;
        unsigned long t168 = (unsigned long)t24;
        unsigned long t169 = (unsigned long)t23;
        unsigned long t170 = (unsigned long)t25;
        unsigned long t171 = (unsigned long)t24;
        unsigned long t172 = (unsigned long)t25;
        int t173 = (int)((unsigned int)t141 * 7U);
        int t174 = (int)((unsigned int)t141 * 5U);
        int t175 = (int)((unsigned int)t141 * 3U);
        int t176 = (int)((unsigned int)t141 * 11U);
        int t177 = (int)((unsigned int)t141 * 7U);
        int t178 = (int)((unsigned int)t141 * 13U);
        if ((t142 >= 8L) & (((t143 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t144 + (unsigned long)((long)t141 * 4L))) | ((t144 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t143 + (unsigned long)((long)t141 * 4L)))) & (((t145 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t146 + (unsigned long)((long)t141 * 8L))) | ((t146 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t145 + (unsigned long)((long)t141 * 4L)))) & (((t147 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t148 + (unsigned long)((long)t141 * 8L))) | ((t148 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t147 + (unsigned long)((long)t141 * 4L)))) & (((t149 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t150 + (unsigned long)((long)t141 * 4L))) | ((t150 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t149 + (unsigned long)((long)t141 * 4L)))) & (((t151 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t152 + (unsigned long)((long)t141 * 4L))) | ((t152 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t151 + (unsigned long)((long)t141 * 4L)))) & (((t153 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t154 + (unsigned long)((long)t141 * 8L))) | ((t154 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t153 + (unsigned long)((long)t141 * 4L)))) & (((t155 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t156 + (unsigned long)((long)t141 * 8L))) | ((t156 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t155 + (unsigned long)((long)t141 * 4L)))) & (((t157 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t158 + (unsigned long)((long)t141 * 4L))) | ((t158 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t157 + (unsigned long)((long)t141 * 4L)))) & (((t159 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t160 + (unsigned long)((long)t141 * 4L))) | ((t160 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t159 + (unsigned long)((long)t141 * 4L)))) & (((t161 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t162 + (unsigned long)((long)t141 * 8L))) | ((t162 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t161 + (unsigned long)((long)t141 * 8L)))) & (((t163 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t164 + (unsigned long)((long)t141 * 4L))) | ((t164 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t163 + (unsigned long)((long)t141 * 8L)))) & (((t165 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t166 + (unsigned long)((long)t141 * 4L))) | ((t166 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t165 + (unsigned long)((long)t141 * 8L)))) & (((t167 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t168 + (unsigned long)((long)t141 * 4L))) | ((t168 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t167 + (unsigned long)((long)t141 * 8L)))) & (((t169 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t170 + (unsigned long)((long)t141 * 4L))) | ((t170 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t169 + (unsigned long)((long)t141 * 8L)))) & (((t171 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t172 + (unsigned long)((long)t141 * 4L))) | ((t172 + (unsigned long)((long)t141 * 4L + 4L + (t142 - 1L) * 4L)) <= (t171 + (unsigned long)((long)t141 * 4L)))) & (t173 >= 0) & (t174 >= 0) & (t175 >= 0) & (t176 >= 0) & (t177 >= 0) & (t178 >= 0)) {
            long t179 = t142 & -8L;
            __m256i t180 = _mm256_set1_epi32((int)(t173 % 11));
            __m256i t181 = _mm256_add_epi32(t180, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t182 = _mm256_sub_epi32(t181, _mm256_set1_epi32(11));
            vcc_v8_int t7 = (vcc_v8_int)_mm256_min_epu32(t181, t182);
            __m256i t183 = _mm256_set1_epi32((int)(t174 % 13));
            __m256i t184 = _mm256_add_epi32(t183, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t185 = _mm256_sub_epi32(t184, _mm256_set1_epi32(13));
            vcc_v8_int t8 = (vcc_v8_int)_mm256_min_epu32(t184, t185);
            __m256i t186 = _mm256_set1_epi32((int)(t175 % 17));
            __m256i t187 = _mm256_add_epi32(t186, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t188 = _mm256_sub_epi32(t187, _mm256_set1_epi32(17));
            vcc_v8_int t9 = (vcc_v8_int)_mm256_min_epu32(t187, t188);
            __m256i t189 = _mm256_set1_epi32((int)(t176 % 7));
            __m256i t190 = _mm256_add_epi32(t189, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t191 = _mm256_sub_epi32(t190, _mm256_set1_epi32(7));
            vcc_v8_int t10 = (vcc_v8_int)_mm256_min_epu32(t190, t191);
            __m256i t192 = _mm256_set1_epi32((int)(t177 % 23));
            __m256i t193 = _mm256_add_epi32(t192, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t194 = _mm256_sub_epi32(t193, _mm256_set1_epi32(23));
            vcc_v8_int t11 = (vcc_v8_int)_mm256_min_epu32(t193, t194);
            __m256i t195 = _mm256_set1_epi32((int)(t178 % 19));
            __m256i t196 = _mm256_add_epi32(t195, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t197 = _mm256_sub_epi32(t196, _mm256_set1_epi32(19));
            vcc_v8_int t12 = (vcc_v8_int)_mm256_min_epu32(t196, t197);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, scalar epilogue */
            for (;;) {
                long t198 = (long)t141 + x_vec_1;
                __m256 t199 = _mm256_cvtepi32_ps((__m256i)t7);
                __m256 t200 = _mm256_mul_ps(t199, _mm256_set1_ps(0.37f));
                __m256 t201 = _mm256_sub_ps(t200, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t198, t201);
                __m256 t202 = _mm256_cvtepi32_ps((__m256i)t8);
                __m256 t203 = _mm256_mul_ps(t202, _mm256_set1_ps(0.21f));
                __m256 t204 = _mm256_add_ps(t203, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t198, t204);
                __m512d t205 = _mm512_cvtepi32_pd((__m256i)t9);
                __m512d t206 = _mm512_mul_pd(t205, _mm512_set1_pd(0.113));
                __m512d t207 = _mm512_sub_pd(t206, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t198, t207);
                __m512d t208 = _mm512_cvtepi32_pd((__m256i)t10);
                __m512d t209 = _mm512_mul_pd(t208, _mm512_set1_pd(0.97));
                __m512d t210 = _mm512_add_pd(t209, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t198, t210);
                __m256i t211 = _mm256_sub_epi32((__m256i)t11, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + t198), t211);
                __m256i t212 = _mm256_sub_epi32((__m256i)t12, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + t198), t212);
                x_vec_1 += 8L;
                __m256i t213 = _mm256_add_epi32((__m256i)t7, _mm256_set1_epi32(1));
                __m256i t214 = _mm256_sub_epi32(t213, _mm256_set1_epi32(11));
                __m256i t215 = _mm256_min_epu32(t213, t214);
                __m256i t216 = _mm256_add_epi32((__m256i)t8, _mm256_set1_epi32(1));
                __m256i t217 = _mm256_sub_epi32(t216, _mm256_set1_epi32(13));
                __m256i t218 = _mm256_min_epu32(t216, t217);
                __m256i t219 = _mm256_add_epi32((__m256i)t9, _mm256_set1_epi32(7));
                __m256i t220 = _mm256_sub_epi32(t219, _mm256_set1_epi32(17));
                __m256i t221 = _mm256_min_epu32(t219, t220);
                __m256i t222 = _mm256_add_epi32((__m256i)t10, _mm256_set1_epi32(4));
                __m256i t223 = _mm256_sub_epi32(t222, _mm256_set1_epi32(7));
                __m256i t224 = _mm256_min_epu32(t222, t223);
                __m256i t225 = _mm256_add_epi32((__m256i)t11, _mm256_set1_epi32(10));
                __m256i t226 = _mm256_sub_epi32(t225, _mm256_set1_epi32(23));
                __m256i t227 = _mm256_min_epu32(t225, t226);
                __m256i t228 = _mm256_add_epi32((__m256i)t12, _mm256_set1_epi32(9));
                __m256i t229 = _mm256_sub_epi32(t228, _mm256_set1_epi32(19));
                __m256i t230 = _mm256_min_epu32(t228, t229);
                if (x_vec_1 >= t179) {
                    break;
                }
                t7 = (vcc_v8_int)t215;
                t8 = (vcc_v8_int)t218;
                t9 = (vcc_v8_int)t221;
                t10 = (vcc_v8_int)t224;
                t11 = (vcc_v8_int)t227;
                t12 = (vcc_v8_int)t230;
            }
            t231 = (int)((long)t141 + t179);
        } else {
            t231 = t141;
        }
        long t232 = (long)nn + (long)t231 * -1L;
        unsigned long t233 = (unsigned long)t19;
        unsigned long t234 = (unsigned long)t20;
        unsigned long t235 = (unsigned long)t19;
        unsigned long t236 = (unsigned long)t22;
        unsigned long t237 = (unsigned long)t19;
        unsigned long t238 = (unsigned long)t23;
        unsigned long t239 = (unsigned long)t19;
        unsigned long t240 = (unsigned long)t24;
        unsigned long t241 = (unsigned long)t19;
        unsigned long t242 = (unsigned long)t25;
        unsigned long t243 = (unsigned long)t20;
        unsigned long t244 = (unsigned long)t22;
        unsigned long t245 = (unsigned long)t20;
        unsigned long t246 = (unsigned long)t23;
        unsigned long t247 = (unsigned long)t20;
        unsigned long t248 = (unsigned long)t24;
        unsigned long t249 = (unsigned long)t20;
        unsigned long t250 = (unsigned long)t25;
        unsigned long t251 = (unsigned long)t22;
        unsigned long t252 = (unsigned long)t23;
        unsigned long t253 = (unsigned long)t22;
        unsigned long t254 = (unsigned long)t24;
        unsigned long t255 = (unsigned long)t22;
        unsigned long t256 = (unsigned long)t25;
        unsigned long t257 = (unsigned long)t23;
        unsigned long t258 = (unsigned long)t24;
        unsigned long t259 = (unsigned long)t23;
        unsigned long t260 = (unsigned long)t25;
        unsigned long t261 = (unsigned long)t24;
        unsigned long t262 = (unsigned long)t25;
        int t263 = (int)((unsigned int)t231 * 7U);
        int t264 = (int)((unsigned int)t231 * 5U);
        int t265 = (int)((unsigned int)t231 * 3U);
        int t266 = (int)((unsigned int)t231 * 11U);
        int t267 = (int)((unsigned int)t231 * 7U);
        int t268 = (int)((unsigned int)t231 * 13U);
        if ((t232 >= 1L) & (t232 <= 8L) & (((t233 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t234 + (unsigned long)((long)t231 * 4L))) | ((t234 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t233 + (unsigned long)((long)t231 * 4L)))) & (((t235 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t236 + (unsigned long)((long)t231 * 8L))) | ((t236 + (unsigned long)((long)t231 * 8L + 8L + (t232 - 1L) * 8L)) <= (t235 + (unsigned long)((long)t231 * 4L)))) & (((t237 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t238 + (unsigned long)((long)t231 * 8L))) | ((t238 + (unsigned long)((long)t231 * 8L + 8L + (t232 - 1L) * 8L)) <= (t237 + (unsigned long)((long)t231 * 4L)))) & (((t239 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t240 + (unsigned long)((long)t231 * 4L))) | ((t240 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t239 + (unsigned long)((long)t231 * 4L)))) & (((t241 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t242 + (unsigned long)((long)t231 * 4L))) | ((t242 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t241 + (unsigned long)((long)t231 * 4L)))) & (((t243 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t244 + (unsigned long)((long)t231 * 8L))) | ((t244 + (unsigned long)((long)t231 * 8L + 8L + (t232 - 1L) * 8L)) <= (t243 + (unsigned long)((long)t231 * 4L)))) & (((t245 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t246 + (unsigned long)((long)t231 * 8L))) | ((t246 + (unsigned long)((long)t231 * 8L + 8L + (t232 - 1L) * 8L)) <= (t245 + (unsigned long)((long)t231 * 4L)))) & (((t247 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t248 + (unsigned long)((long)t231 * 4L))) | ((t248 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t247 + (unsigned long)((long)t231 * 4L)))) & (((t249 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t250 + (unsigned long)((long)t231 * 4L))) | ((t250 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t249 + (unsigned long)((long)t231 * 4L)))) & (((t251 + (unsigned long)((long)t231 * 8L + 8L + (t232 - 1L) * 8L)) <= (t252 + (unsigned long)((long)t231 * 8L))) | ((t252 + (unsigned long)((long)t231 * 8L + 8L + (t232 - 1L) * 8L)) <= (t251 + (unsigned long)((long)t231 * 8L)))) & (((t253 + (unsigned long)((long)t231 * 8L + 8L + (t232 - 1L) * 8L)) <= (t254 + (unsigned long)((long)t231 * 4L))) | ((t254 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t253 + (unsigned long)((long)t231 * 8L)))) & (((t255 + (unsigned long)((long)t231 * 8L + 8L + (t232 - 1L) * 8L)) <= (t256 + (unsigned long)((long)t231 * 4L))) | ((t256 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t255 + (unsigned long)((long)t231 * 8L)))) & (((t257 + (unsigned long)((long)t231 * 8L + 8L + (t232 - 1L) * 8L)) <= (t258 + (unsigned long)((long)t231 * 4L))) | ((t258 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t257 + (unsigned long)((long)t231 * 8L)))) & (((t259 + (unsigned long)((long)t231 * 8L + 8L + (t232 - 1L) * 8L)) <= (t260 + (unsigned long)((long)t231 * 4L))) | ((t260 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t259 + (unsigned long)((long)t231 * 8L)))) & (((t261 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t262 + (unsigned long)((long)t231 * 4L))) | ((t262 + (unsigned long)((long)t231 * 4L + 4L + (t232 - 1L) * 4L)) <= (t261 + (unsigned long)((long)t231 * 4L)))) & (t263 >= 0) & (t264 >= 0) & (t265 >= 0) & (t266 >= 0) & (t267 >= 0) & (t268 >= 0)) {
            __m256i t269 = _mm256_set1_epi32((int)(int)t232);
            __m256i t270 = _mm256_cmpgt_epi32(t269, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t271 = _mm256_set1_epi32((int)(t263 % 11));
            __m256i t272 = _mm256_add_epi32(t271, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t273 = _mm256_sub_epi32(t272, _mm256_set1_epi32(11));
            __m256i t274 = _mm256_min_epu32(t272, t273);
            __m256i t275 = _mm256_set1_epi32((int)(t264 % 13));
            __m256i t276 = _mm256_add_epi32(t275, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t277 = _mm256_sub_epi32(t276, _mm256_set1_epi32(13));
            __m256i t278 = _mm256_min_epu32(t276, t277);
            __m256i t279 = _mm256_set1_epi32((int)(t265 % 17));
            __m256i t280 = _mm256_add_epi32(t279, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t281 = _mm256_sub_epi32(t280, _mm256_set1_epi32(17));
            __m256i t282 = _mm256_min_epu32(t280, t281);
            __m256i t283 = _mm256_set1_epi32((int)(t266 % 7));
            __m256i t284 = _mm256_add_epi32(t283, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t285 = _mm256_sub_epi32(t284, _mm256_set1_epi32(7));
            __m256i t286 = _mm256_min_epu32(t284, t285);
            __m256i t287 = _mm256_set1_epi32((int)(t267 % 23));
            __m256i t288 = _mm256_add_epi32(t287, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t289 = _mm256_sub_epi32(t288, _mm256_set1_epi32(23));
            __m256i t290 = _mm256_min_epu32(t288, t289);
            __m256i t291 = _mm256_set1_epi32((int)(t268 % 19));
            __m256i t292 = _mm256_add_epi32(t291, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t293 = _mm256_sub_epi32(t292, _mm256_set1_epi32(19));
            __m256i t294 = _mm256_min_epu32(t292, t293);
            long t295 = (long)t231;
            __m256 t296 = _mm256_cvtepi32_ps(t274);
            __m256 t297 = _mm256_mul_ps(t296, _mm256_set1_ps(0.37f));
            __m256 t298 = _mm256_sub_ps(t297, _mm256_set1_ps(1.5f));
            _mm256_mask_storeu_ps(af + t295, _mm256_movepi32_mask(t270), t298);
            __m256 t299 = _mm256_cvtepi32_ps(t278);
            __m256 t300 = _mm256_mul_ps(t299, _mm256_set1_ps(0.21f));
            __m256 t301 = _mm256_add_ps(t300, _mm256_set1_ps(0.1f));
            _mm256_mask_storeu_ps(bf + t295, _mm256_movepi32_mask(t270), t301);
            __m512d t302 = _mm512_cvtepi32_pd(t282);
            __m512d t303 = _mm512_mul_pd(t302, _mm512_set1_pd(0.113));
            __m512d t304 = _mm512_sub_pd(t303, _mm512_set1_pd(0.75));
            _mm512_mask_storeu_pd(ad + t295, _mm256_movepi32_mask(t270), t304);
            __m512d t305 = _mm512_cvtepi32_pd(t286);
            __m512d t306 = _mm512_mul_pd(t305, _mm512_set1_pd(0.97));
            __m512d t307 = _mm512_add_pd(t306, _mm512_set1_pd(0.3));
            _mm512_mask_storeu_pd(bd + t295, _mm256_movepi32_mask(t270), t307);
            __m256i t308 = _mm256_sub_epi32(t290, _mm256_set1_epi32(11));
            _mm256_mask_storeu_epi32(ai + t295, _mm256_movepi32_mask(t270), t308);
            __m256i t309 = _mm256_sub_epi32(t294, _mm256_set1_epi32(9));
            _mm256_mask_storeu_epi32(bi + t295, _mm256_movepi32_mask(t270), t309);
            x = (int)((long)t231 + t232);
        } else {
            x = t231;
        }
        for (; x < nn; x++) {
            long t310 = (long)x;
            int t311 = x * 7;
            af[t310] = (float)(t311 % 11) * 0.37f - 1.5f;
            bf[t310] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t310] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t310] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t310] = t311 % 23 - 11;
            bi[t310] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t312 = (long)x_1;
            sf += (double)(cf[t312] * (float)(x_1 % 5 + 1));
            sd += cd[t312] * (double)(x_1 % 3 + 1);
            si += (long)ci[t312] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t313 = ci[nn - 1];
        } else {
            t313 = 0;
        }
        if (nn) {
            t314 = cd[nn / 2];
        } else {
            t314 = 0.0;
        }
        if (nn) {
            t315 = cf[nn - 1];
        } else {
            t315 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t315, sd, t314, si, t313);
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
    __m512i t316 = _mm512_set1_epi32(0);
    __m512i t317 = _mm512_add_epi32(t316, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
    __m512i t318 = _mm512_sub_epi32(t317, _mm512_set1_epi32(11));
    vcc_v16_int t13 = (vcc_v16_int)_mm512_min_epu32(t317, t318);
    __m512i t319 = _mm512_set1_epi32(0);
    __m512i t320 = _mm512_add_epi32(t319, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
    __m512i t321 = _mm512_sub_epi32(t320, _mm512_set1_epi32(13));
    vcc_v16_int t14 = (vcc_v16_int)_mm512_min_epu32(t320, t321);
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 16, UF 4, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, scalar epilogue */
    do {
        __m512 t322 = _mm512_cvtepi32_ps((__m512i)t13);
        __m512 t323 = _mm512_mul_ps(t322, _mm512_set1_ps(0.37f));
        __m512 t324 = _mm512_sub_ps(t323, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[x_vec_2], t324);
        __m512 t325 = _mm512_cvtepi32_ps((__m512i)t14);
        __m512 t326 = _mm512_mul_ps(t325, _mm512_set1_ps(0.21f));
        __m512 t327 = _mm512_add_ps(t326, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[x_vec_2], t327);
        long t328 = x_vec_2 + 16L;
        __m512i t329 = _mm512_add_epi32((__m512i)t13, _mm512_set1_epi32(2));
        __m512i t330 = _mm512_sub_epi32(t329, _mm512_set1_epi32(11));
        __m512i t331 = _mm512_min_epu32(t329, t330);
        __m512 t332 = _mm512_cvtepi32_ps(t331);
        __m512 t333 = _mm512_mul_ps(t332, _mm512_set1_ps(0.37f));
        __m512 t334 = _mm512_sub_ps(t333, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t328], t334);
        __m512i t335 = _mm512_add_epi32((__m512i)t14, _mm512_set1_epi32(2));
        __m512i t336 = _mm512_sub_epi32(t335, _mm512_set1_epi32(13));
        __m512i t337 = _mm512_min_epu32(t335, t336);
        __m512 t338 = _mm512_cvtepi32_ps(t337);
        __m512 t339 = _mm512_mul_ps(t338, _mm512_set1_ps(0.21f));
        __m512 t340 = _mm512_add_ps(t339, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t328], t340);
        long t341 = x_vec_2 + 32L;
        __m512i t342 = _mm512_add_epi32((__m512i)t13, _mm512_set1_epi32(4));
        __m512i t343 = _mm512_sub_epi32(t342, _mm512_set1_epi32(11));
        __m512i t344 = _mm512_min_epu32(t342, t343);
        __m512 t345 = _mm512_cvtepi32_ps(t344);
        __m512 t346 = _mm512_mul_ps(t345, _mm512_set1_ps(0.37f));
        __m512 t347 = _mm512_sub_ps(t346, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t341], t347);
        __m512i t348 = _mm512_add_epi32((__m512i)t14, _mm512_set1_epi32(4));
        __m512i t349 = _mm512_sub_epi32(t348, _mm512_set1_epi32(13));
        __m512i t350 = _mm512_min_epu32(t348, t349);
        __m512 t351 = _mm512_cvtepi32_ps(t350);
        __m512 t352 = _mm512_mul_ps(t351, _mm512_set1_ps(0.21f));
        __m512 t353 = _mm512_add_ps(t352, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t341], t353);
        long t354 = x_vec_2 + 48L;
        __m512i t355 = _mm512_add_epi32((__m512i)t13, _mm512_set1_epi32(6));
        __m512i t356 = _mm512_sub_epi32(t355, _mm512_set1_epi32(11));
        __m512i t357 = _mm512_min_epu32(t355, t356);
        __m512 t358 = _mm512_cvtepi32_ps(t357);
        __m512 t359 = _mm512_mul_ps(t358, _mm512_set1_ps(0.37f));
        __m512 t360 = _mm512_sub_ps(t359, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t354], t360);
        __m512i t361 = _mm512_add_epi32((__m512i)t14, _mm512_set1_epi32(6));
        __m512i t362 = _mm512_sub_epi32(t361, _mm512_set1_epi32(13));
        __m512i t363 = _mm512_min_epu32(t361, t362);
        __m512 t364 = _mm512_cvtepi32_ps(t363);
        __m512 t365 = _mm512_mul_ps(t364, _mm512_set1_ps(0.21f));
        __m512 t366 = _mm512_add_ps(t365, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t354], t366);
        x_vec_2 += 64L;
        __m512i t367 = _mm512_add_epi32((__m512i)t13, _mm512_set1_epi32(8));
        __m512i t368 = _mm512_sub_epi32(t367, _mm512_set1_epi32(11));
        t13 = (vcc_v16_int)_mm512_min_epu32(t367, t368);
        __m512i t369 = _mm512_add_epi32((__m512i)t14, _mm512_set1_epi32(8));
        __m512i t370 = _mm512_sub_epi32(t369, _mm512_set1_epi32(13));
        t14 = (vcc_v16_int)_mm512_min_epu32(t369, t370);
    } while (x_vec_2 < 128L);
    __m512i t371 = _mm512_set1_epi32(5);
    __m512i t372 = _mm512_add_epi32(t371, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
    __m512i t373 = _mm512_sub_epi32(t372, _mm512_set1_epi32(11));
    vcc_v16_int t15 = (vcc_v16_int)_mm512_min_epu32(t372, t373);
    __m512i t374 = _mm512_set1_epi32(3);
    __m512i t375 = _mm512_add_epi32(t374, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
    __m512i t376 = _mm512_sub_epi32(t375, _mm512_set1_epi32(13));
    vcc_v16_int t16 = (vcc_v16_int)_mm512_min_epu32(t375, t376);
    long x_vec_3 = 0L;
    /* vcc: loop at outer_matmul.c:79 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t377 = 128L + x_vec_3;
        __m512 t378 = _mm512_cvtepi32_ps((__m512i)t15);
        __m512 t379 = _mm512_mul_ps(t378, _mm512_set1_ps(0.37f));
        __m512 t380 = _mm512_sub_ps(t379, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t377], t380);
        __m512 t381 = _mm512_cvtepi32_ps((__m512i)t16);
        __m512 t382 = _mm512_mul_ps(t381, _mm512_set1_ps(0.21f));
        __m512 t383 = _mm512_add_ps(t382, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t377], t383);
        x_vec_3 += 16L;
        __m512i t384 = _mm512_add_epi32((__m512i)t15, _mm512_set1_epi32(2));
        __m512i t385 = _mm512_sub_epi32(t384, _mm512_set1_epi32(11));
        t15 = (vcc_v16_int)_mm512_min_epu32(t384, t385);
        __m512i t386 = _mm512_add_epi32((__m512i)t16, _mm512_set1_epi32(2));
        __m512i t387 = _mm512_sub_epi32(t386, _mm512_set1_epi32(13));
        t16 = (vcc_v16_int)_mm512_min_epu32(t386, t387);
    } while (x_vec_3 < 16L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
