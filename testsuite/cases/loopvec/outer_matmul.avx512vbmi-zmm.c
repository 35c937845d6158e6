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
    int t11;
    int t12;
    int k;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        for (;; j_1 += 16) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            __m512i t1 = _mm512_set1_epi32(0);
            for (int t33 = 0; t33 < n; t33++) {
                __m512i t34 = _mm512_loadu_si512(b + (t33 * n + j_1));
                __m512i t35 = _mm512_set1_epi32((int)a[i * n + t33]);
                __m512i t36 = _mm512_mullo_epi32(t35, t34);
                t1 = _mm512_add_epi32(t1, t36);
            }
            _mm512_storeu_si512(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            long t2 = (long)n;
            if (t2 >= 16L) {
                long t3 = t2 & -16L;
                __m512i n_v = _mm512_set1_epi32((int)n);
                __m512i j_v = _mm512_set1_epi32((int)j);
                __m512i t4 = _mm512_set1_epi32(0);
                __m512i t5 = t4;
                __m512i k_v = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long k_vec = 0L;
                __m512i s_v = _mm512_set1_epi32(0);
                /* vcc: loop at outer_matmul.c:33 vectorized: VF 16, UF 1, masked remainder */
                for (;;) {
                    __m512i k_v_1 = k_v;
                    __m512i a_v = _mm512_loadu_si512(a + (i * n + (int)k_vec));
                    __m512i t6 = _mm512_mullo_epi32(k_v_1, n_v);
                    __m512i t7 = _mm512_add_epi32(t6, j_v);
                    __m512i b_v = _mm512_i32gather_epi32(t7, b, 4);
                    __m512i t8 = _mm512_mullo_epi32(a_v, b_v);
                    __m512i t9 = t8;
                    s_v = _mm512_add_epi32(s_v, t9);
                    k_vec += 16L;
                    __m512i t10 = _mm512_add_epi32(k_v, _mm512_set1_epi32(16));
                    if (k_vec >= t3) {
                        break;
                    }
                    k_v = t10;
                }
                t11 = (int)t3;
                t12 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v), _mm512_extracti64x4_epi64(s_v, 1)));
            } else {
                t11 = 0;
                t12 = 0;
            }
            long t13 = (long)n + (long)t11 * -1L;
            if ((t13 >= 1L) & (t13 <= 16L)) {
                __m512i t14 = _mm512_set1_epi32((int)(int)t13);
                __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
                __m512i n_v_1 = _mm512_set1_epi32((int)n);
                __m512i j_v_1 = _mm512_set1_epi32((int)j);
                __m512i t16 = _mm512_set1_epi32((int)t11);
                __m512i t17 = t16;
                __m512i t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                __m512i k_v_2 = t18;
                __m512i a_v_1 = _mm512_maskz_loadu_epi32(t15, a + (i * n + (int)(long)t11));
                __m512i t19 = k_v_2;
                __m512i t20 = n_v_1;
                __m512i t21 = _mm512_mullo_epi32(t19, t20);
                __m512i t22 = t21;
                __m512i t23 = t22;
                __m512i t24 = j_v_1;
                __m512i t25 = _mm512_add_epi32(t23, t24);
                __m512i t26 = t25;
                __m512i b_v_1 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t15, t26, b, 4);
                __m512i t27 = a_v_1;
                __m512i t28 = b_v_1;
                __m512i t29 = _mm512_mullo_epi32(t27, t28);
                __m512i t30 = t29;
                __m512i t31 = t30;
                __m512i t32 = _mm512_add_epi32(_mm512_set1_epi32(0), t31);
                __m512i s_v_1 = _mm512_mask_blend_epi32(t15, _mm512_set1_epi32(0), t32);
                k = (int)((long)t11 + t13);
                s = (int)((unsigned int)t12 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
            } else {
                k = t11;
                s = t12;
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
    int t178;
    int t292;
    int x;
    int t392;
    double t393;
    float t394;
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
            __m256i t60 = t59;
            __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(11));
            __m256i t62 = _mm256_min_epu32(t60, t61);
            __m256i t1 = t62;
            __m256i t63 = _mm256_set1_epi32(0);
            __m256i t64 = _mm256_add_epi32(t63, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t65 = t64;
            __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(13));
            __m256i t67 = _mm256_min_epu32(t65, t66);
            __m256i t2 = t67;
            __m256i t68 = _mm256_set1_epi32(0);
            __m256i t69 = _mm256_add_epi32(t68, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t70 = t69;
            __m256i t71 = _mm256_sub_epi32(t70, _mm256_set1_epi32(17));
            __m256i t72 = _mm256_min_epu32(t70, t71);
            __m256i t3 = t72;
            __m256i t73 = _mm256_set1_epi32(0);
            __m256i t74 = _mm256_add_epi32(t73, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t75 = t74;
            __m256i t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32(7));
            __m256i t77 = _mm256_min_epu32(t75, t76);
            __m256i t4 = t77;
            __m256i t78 = _mm256_set1_epi32(0);
            __m256i t79 = _mm256_add_epi32(t78, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t80 = t79;
            __m256i t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32(23));
            __m256i t82 = _mm256_min_epu32(t80, t81);
            __m256i t5 = t82;
            __m256i t83 = _mm256_set1_epi32(0);
            __m256i t84 = _mm256_add_epi32(t83, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t85 = t84;
            __m256i t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32(19));
            __m256i t87 = _mm256_min_epu32(t85, t86);
            __m256i t6 = t87;
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 8, UF 2, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                long t88 = (long)(int)x_vec;
                __m256 t89 = _mm256_cvtepi32_ps(t1);
                __m256 t90 = _mm256_mul_ps(t89, _mm256_set1_ps(0.37f));
                __m256 t91 = _mm256_sub_ps(t90, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t88, t91);
                __m256 t92 = _mm256_cvtepi32_ps(t2);
                __m256 t93 = _mm256_mul_ps(t92, _mm256_set1_ps(0.21f));
                __m256 t94 = _mm256_add_ps(t93, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t88, t94);
                __m512d t95 = _mm512_cvtepi32_pd(t3);
                __m512d t96 = _mm512_mul_pd(t95, _mm512_set1_pd(0.113));
                __m512d t97 = _mm512_sub_pd(t96, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t88, t97);
                __m512d t98 = _mm512_cvtepi32_pd(t4);
                __m512d t99 = _mm512_mul_pd(t98, _mm512_set1_pd(0.97));
                __m512d t100 = _mm512_add_pd(t99, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t88, t100);
                __m256i t101 = _mm256_sub_epi32(t5, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + t88), t101);
                __m256i t102 = _mm256_sub_epi32(t6, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + t88), t102);
                long t103 = (long)(int)(x_vec + 8L);
                __m256i t104 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                __m256i t105 = t104;
                __m256i t106 = _mm256_sub_epi32(t105, _mm256_set1_epi32(11));
                __m256i t107 = _mm256_min_epu32(t105, t106);
                __m256i t108 = t107;
                __m256 t109 = _mm256_cvtepi32_ps(t108);
                __m256 t110 = _mm256_mul_ps(t109, _mm256_set1_ps(0.37f));
                __m256 t111 = _mm256_sub_ps(t110, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t103, t111);
                __m256i t112 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                __m256i t113 = t112;
                __m256i t114 = _mm256_sub_epi32(t113, _mm256_set1_epi32(13));
                __m256i t115 = _mm256_min_epu32(t113, t114);
                __m256i t116 = t115;
                __m256 t117 = _mm256_cvtepi32_ps(t116);
                __m256 t118 = _mm256_mul_ps(t117, _mm256_set1_ps(0.21f));
                __m256 t119 = _mm256_add_ps(t118, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t103, t119);
                __m256i t120 = _mm256_add_epi32(t3, _mm256_set1_epi32(7));
                __m256i t121 = t120;
                __m256i t122 = _mm256_sub_epi32(t121, _mm256_set1_epi32(17));
                __m256i t123 = _mm256_min_epu32(t121, t122);
                __m256i t124 = t123;
                __m512d t125 = _mm512_cvtepi32_pd(t124);
                __m512d t126 = _mm512_mul_pd(t125, _mm512_set1_pd(0.113));
                __m512d t127 = _mm512_sub_pd(t126, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t103, t127);
                __m256i t128 = _mm256_add_epi32(t4, _mm256_set1_epi32(4));
                __m256i t129 = t128;
                __m256i t130 = _mm256_sub_epi32(t129, _mm256_set1_epi32(7));
                __m256i t131 = _mm256_min_epu32(t129, t130);
                __m256i t132 = t131;
                __m512d t133 = _mm512_cvtepi32_pd(t132);
                __m512d t134 = _mm512_mul_pd(t133, _mm512_set1_pd(0.97));
                __m512d t135 = _mm512_add_pd(t134, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t103, t135);
                __m256i t136 = _mm256_add_epi32(t5, _mm256_set1_epi32(10));
                __m256i t137 = t136;
                __m256i t138 = _mm256_sub_epi32(t137, _mm256_set1_epi32(23));
                __m256i t139 = _mm256_min_epu32(t137, t138);
                __m256i t140 = t139;
                __m256i t141 = _mm256_sub_epi32(t140, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + t103), t141);
                __m256i t142 = _mm256_add_epi32(t6, _mm256_set1_epi32(9));
                __m256i t143 = t142;
                __m256i t144 = _mm256_sub_epi32(t143, _mm256_set1_epi32(19));
                __m256i t145 = _mm256_min_epu32(t143, t144);
                __m256i t146 = t145;
                __m256i t147 = _mm256_sub_epi32(t146, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + t103), t147);
                x_vec += 16L;
                __m256i t148 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
                __m256i t149 = t148;
                __m256i t150 = _mm256_sub_epi32(t149, _mm256_set1_epi32(11));
                __m256i t151 = _mm256_min_epu32(t149, t150);
                __m256i t152 = t151;
                __m256i t153 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
                __m256i t154 = t153;
                __m256i t155 = _mm256_sub_epi32(t154, _mm256_set1_epi32(13));
                __m256i t156 = _mm256_min_epu32(t154, t155);
                __m256i t157 = t156;
                __m256i t158 = _mm256_add_epi32(t3, _mm256_set1_epi32(14));
                __m256i t159 = t158;
                __m256i t160 = _mm256_sub_epi32(t159, _mm256_set1_epi32(17));
                __m256i t161 = _mm256_min_epu32(t159, t160);
                __m256i t162 = t161;
                __m256i t163 = _mm256_add_epi32(t4, _mm256_set1_epi32(1));
                __m256i t164 = t163;
                __m256i t165 = _mm256_sub_epi32(t164, _mm256_set1_epi32(7));
                __m256i t166 = _mm256_min_epu32(t164, t165);
                __m256i t167 = t166;
                __m256i t168 = _mm256_add_epi32(t5, _mm256_set1_epi32(20));
                __m256i t169 = t168;
                __m256i t170 = _mm256_sub_epi32(t169, _mm256_set1_epi32(23));
                __m256i t171 = _mm256_min_epu32(t169, t170);
                __m256i t172 = t171;
                __m256i t173 = _mm256_add_epi32(t6, _mm256_set1_epi32(18));
                __m256i t174 = t173;
                __m256i t175 = _mm256_sub_epi32(t174, _mm256_set1_epi32(19));
                __m256i t176 = _mm256_min_epu32(t174, t175);
                __m256i t177 = t176;
                if (x_vec >= t57) {
                    break;
                }
                t1 = t152;
                t2 = t157;
                t3 = t162;
                t4 = t167;
                t5 = t172;
                t6 = t177;
            }
            t178 = (int)t57;
        } else {
            t178 = 0;
        }
        long t179 = (long)nn + (long)t178 * -1L;
        unsigned long t180 = (unsigned long)t19;
        unsigned long t181 = (unsigned long)t20;
        unsigned long t182 = (unsigned long)t19;
        unsigned long t183 = (unsigned long)t22;
        unsigned long t184 = (unsigned long)t19;
        unsigned long t185 = (unsigned long)t23;
        unsigned long t186 = (unsigned long)t19;
        unsigned long t187 = (unsigned long)t24;
        unsigned long t188 = (unsigned long)t19;
        unsigned long t189 = (unsigned long)t25;
        unsigned long t190 = (unsigned long)t20;
        unsigned long t191 = (unsigned long)t22;
        unsigned long t192 = (unsigned long)t20;
        unsigned long t193 = (unsigned long)t23;
        unsigned long t194 = (unsigned long)t20;
        unsigned long t195 = (unsigned long)t24;
        unsigned long t196 = (unsigned long)t20;
        unsigned long t197 = (unsigned long)t25;
        unsigned long t198 = (unsigned long)t22;
        unsigned long t199 = (unsigned long)t23;
        unsigned long t200 = (unsigned long)t22;
        unsigned long t201 = (unsigned long)t24;
        unsigned long t202 = (unsigned long)t22;
        unsigned long t203 = (unsigned long)t25;
        unsigned long t204 = (unsigned long)t23;
        unsigned long t205 = (unsigned long)t24;
        unsigned long t206 = (unsigned long)t23;
        unsigned long t207 = (unsigned long)t25;
        unsigned long t208 = (unsigned long)t24;
        unsigned long t209 = (unsigned long)t25;
        int t210 = (int)((unsigned int)t178 * 7U);
        int t211 = (int)((unsigned int)t178 * 5U);
        int t212 = (int)((unsigned int)t178 * 3U);
        int t213 = (int)((unsigned int)t178 * 11U);
        int t214 = (int)((unsigned int)t178 * 7U);
        int t215 = (int)((unsigned int)t178 * 13U);
        if ((t179 >= 8L) & (((t180 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t181 + (unsigned long)((long)t178 * 4L))) | ((t181 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t180 + (unsigned long)((long)t178 * 4L)))) & (((t182 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t183 + (unsigned long)((long)t178 * 8L))) | ((t183 + (unsigned long)((long)t178 * 8L + 8L + (t179 - 1L) * 8L)) <= (t182 + (unsigned long)((long)t178 * 4L)))) & (((t184 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t178 * 8L))) | ((t185 + (unsigned long)((long)t178 * 8L + 8L + (t179 - 1L) * 8L)) <= (t184 + (unsigned long)((long)t178 * 4L)))) & (((t186 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t187 + (unsigned long)((long)t178 * 4L))) | ((t187 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t178 * 4L)))) & (((t188 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t189 + (unsigned long)((long)t178 * 4L))) | ((t189 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t188 + (unsigned long)((long)t178 * 4L)))) & (((t190 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t191 + (unsigned long)((long)t178 * 8L))) | ((t191 + (unsigned long)((long)t178 * 8L + 8L + (t179 - 1L) * 8L)) <= (t190 + (unsigned long)((long)t178 * 4L)))) & (((t192 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t193 + (unsigned long)((long)t178 * 8L))) | ((t193 + (unsigned long)((long)t178 * 8L + 8L + (t179 - 1L) * 8L)) <= (t192 + (unsigned long)((long)t178 * 4L)))) & (((t194 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t178 * 4L))) | ((t195 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t178 * 4L)))) & (((t196 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t178 * 4L))) | ((t197 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t178 * 4L)))) & (((t198 + (unsigned long)((long)t178 * 8L + 8L + (t179 - 1L) * 8L)) <= (t199 + (unsigned long)((long)t178 * 8L))) | ((t199 + (unsigned long)((long)t178 * 8L + 8L + (t179 - 1L) * 8L)) <= (t198 + (unsigned long)((long)t178 * 8L)))) & (((t200 + (unsigned long)((long)t178 * 8L + 8L + (t179 - 1L) * 8L)) <= (t201 + (unsigned long)((long)t178 * 4L))) | ((t201 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t178 * 8L)))) & (((t202 + (unsigned long)((long)t178 * 8L + 8L + (t179 - 1L) * 8L)) <= (t203 + (unsigned long)((long)t178 * 4L))) | ((t203 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t178 * 8L)))) & (((t204 + (unsigned long)((long)t178 * 8L + 8L + (t179 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t178 * 4L))) | ((t205 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t178 * 8L)))) & (((t206 + (unsigned long)((long)t178 * 8L + 8L + (t179 - 1L) * 8L)) <= (t207 + (unsigned long)((long)t178 * 4L))) | ((t207 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t178 * 8L)))) & (((t208 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t209 + (unsigned long)((long)t178 * 4L))) | ((t209 + (unsigned long)((long)t178 * 4L + 4L + (t179 - 1L) * 4L)) <= (t208 + (unsigned long)((long)t178 * 4L)))) & (t210 >= 0) & (t211 >= 0) & (t212 >= 0) & (t213 >= 0) & (t214 >= 0) & (t215 >= 0)) {
            long t216 = t179 & -8L;
            __m256i t217 = _mm256_set1_epi32((int)(t210 % 11));
            __m256i t218 = _mm256_add_epi32(t217, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t219 = t218;
            __m256i t220 = _mm256_sub_epi32(t219, _mm256_set1_epi32(11));
            __m256i t221 = _mm256_min_epu32(t219, t220);
            __m256i t7 = t221;
            __m256i t222 = _mm256_set1_epi32((int)(t211 % 13));
            __m256i t223 = _mm256_add_epi32(t222, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t224 = t223;
            __m256i t225 = _mm256_sub_epi32(t224, _mm256_set1_epi32(13));
            __m256i t226 = _mm256_min_epu32(t224, t225);
            __m256i t8 = t226;
            __m256i t227 = _mm256_set1_epi32((int)(t212 % 17));
            __m256i t228 = _mm256_add_epi32(t227, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t229 = t228;
            __m256i t230 = _mm256_sub_epi32(t229, _mm256_set1_epi32(17));
            __m256i t231 = _mm256_min_epu32(t229, t230);
            __m256i t9 = t231;
            __m256i t232 = _mm256_set1_epi32((int)(t213 % 7));
            __m256i t233 = _mm256_add_epi32(t232, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t234 = t233;
            __m256i t235 = _mm256_sub_epi32(t234, _mm256_set1_epi32(7));
            __m256i t236 = _mm256_min_epu32(t234, t235);
            __m256i t10 = t236;
            __m256i t237 = _mm256_set1_epi32((int)(t214 % 23));
            __m256i t238 = _mm256_add_epi32(t237, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t239 = t238;
            __m256i t240 = _mm256_sub_epi32(t239, _mm256_set1_epi32(23));
            __m256i t241 = _mm256_min_epu32(t239, t240);
            __m256i t11 = t241;
            __m256i t242 = _mm256_set1_epi32((int)(t215 % 19));
            __m256i t243 = _mm256_add_epi32(t242, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t244 = t243;
            __m256i t245 = _mm256_sub_epi32(t244, _mm256_set1_epi32(19));
            __m256i t246 = _mm256_min_epu32(t244, t245);
            __m256i t12 = t246;
            long x_vec_1 = 0L;
            for (;;) {
                long t247 = (long)(int)((long)t178 + x_vec_1);
                __m256 t248 = _mm256_cvtepi32_ps(t7);
                __m256 t249 = _mm256_mul_ps(t248, _mm256_set1_ps(0.37f));
                __m256 t250 = _mm256_sub_ps(t249, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t247, t250);
                __m256 t251 = _mm256_cvtepi32_ps(t8);
                __m256 t252 = _mm256_mul_ps(t251, _mm256_set1_ps(0.21f));
                __m256 t253 = _mm256_add_ps(t252, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t247, t253);
                __m512d t254 = _mm512_cvtepi32_pd(t9);
                __m512d t255 = _mm512_mul_pd(t254, _mm512_set1_pd(0.113));
                __m512d t256 = _mm512_sub_pd(t255, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t247, t256);
                __m512d t257 = _mm512_cvtepi32_pd(t10);
                __m512d t258 = _mm512_mul_pd(t257, _mm512_set1_pd(0.97));
                __m512d t259 = _mm512_add_pd(t258, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t247, t259);
                __m256i t260 = _mm256_sub_epi32(t11, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + t247), t260);
                __m256i t261 = _mm256_sub_epi32(t12, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + t247), t261);
                x_vec_1 += 8L;
                __m256i t262 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
                __m256i t263 = t262;
                __m256i t264 = _mm256_sub_epi32(t263, _mm256_set1_epi32(11));
                __m256i t265 = _mm256_min_epu32(t263, t264);
                __m256i t266 = t265;
                __m256i t267 = _mm256_add_epi32(t8, _mm256_set1_epi32(1));
                __m256i t268 = t267;
                __m256i t269 = _mm256_sub_epi32(t268, _mm256_set1_epi32(13));
                __m256i t270 = _mm256_min_epu32(t268, t269);
                __m256i t271 = t270;
                __m256i t272 = _mm256_add_epi32(t9, _mm256_set1_epi32(7));
                __m256i t273 = t272;
                __m256i t274 = _mm256_sub_epi32(t273, _mm256_set1_epi32(17));
                __m256i t275 = _mm256_min_epu32(t273, t274);
                __m256i t276 = t275;
                __m256i t277 = _mm256_add_epi32(t10, _mm256_set1_epi32(4));
                __m256i t278 = t277;
                __m256i t279 = _mm256_sub_epi32(t278, _mm256_set1_epi32(7));
                __m256i t280 = _mm256_min_epu32(t278, t279);
                __m256i t281 = t280;
                __m256i t282 = _mm256_add_epi32(t11, _mm256_set1_epi32(10));
                __m256i t283 = t282;
                __m256i t284 = _mm256_sub_epi32(t283, _mm256_set1_epi32(23));
                __m256i t285 = _mm256_min_epu32(t283, t284);
                __m256i t286 = t285;
                __m256i t287 = _mm256_add_epi32(t12, _mm256_set1_epi32(9));
                __m256i t288 = t287;
                __m256i t289 = _mm256_sub_epi32(t288, _mm256_set1_epi32(19));
                __m256i t290 = _mm256_min_epu32(t288, t289);
                __m256i t291 = t290;
                if (x_vec_1 >= t216) {
                    break;
                }
                t7 = t266;
                t8 = t271;
                t9 = t276;
                t10 = t281;
                t11 = t286;
                t12 = t291;
            }
            t292 = (int)((long)t178 + t216);
        } else {
            t292 = t178;
        }
        long t293 = (long)nn + (long)t292 * -1L;
        unsigned long t294 = (unsigned long)t19;
        unsigned long t295 = (unsigned long)t20;
        unsigned long t296 = (unsigned long)t19;
        unsigned long t297 = (unsigned long)t22;
        unsigned long t298 = (unsigned long)t19;
        unsigned long t299 = (unsigned long)t23;
        unsigned long t300 = (unsigned long)t19;
        unsigned long t301 = (unsigned long)t24;
        unsigned long t302 = (unsigned long)t19;
        unsigned long t303 = (unsigned long)t25;
        unsigned long t304 = (unsigned long)t20;
        unsigned long t305 = (unsigned long)t22;
        unsigned long t306 = (unsigned long)t20;
        unsigned long t307 = (unsigned long)t23;
        unsigned long t308 = (unsigned long)t20;
        unsigned long t309 = (unsigned long)t24;
        unsigned long t310 = (unsigned long)t20;
        unsigned long t311 = (unsigned long)t25;
        unsigned long t312 = (unsigned long)t22;
        unsigned long t313 = (unsigned long)t23;
        unsigned long t314 = (unsigned long)t22;
        unsigned long t315 = (unsigned long)t24;
        unsigned long t316 = (unsigned long)t22;
        unsigned long t317 = (unsigned long)t25;
        unsigned long t318 = (unsigned long)t23;
        unsigned long t319 = (unsigned long)t24;
        unsigned long t320 = (unsigned long)t23;
        unsigned long t321 = (unsigned long)t25;
        unsigned long t322 = (unsigned long)t24;
        unsigned long t323 = (unsigned long)t25;
        int t324 = (int)((unsigned int)t292 * 7U);
        int t325 = (int)((unsigned int)t292 * 5U);
        int t326 = (int)((unsigned int)t292 * 3U);
        int t327 = (int)((unsigned int)t292 * 11U);
        int t328 = (int)((unsigned int)t292 * 7U);
        int t329 = (int)((unsigned int)t292 * 13U);
        if ((t293 >= 1L) & (t293 <= 8L) & (((t294 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t295 + (unsigned long)((long)t292 * 4L))) | ((t295 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t294 + (unsigned long)((long)t292 * 4L)))) & (((t296 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t297 + (unsigned long)((long)t292 * 8L))) | ((t297 + (unsigned long)((long)t292 * 8L + 8L + (t293 - 1L) * 8L)) <= (t296 + (unsigned long)((long)t292 * 4L)))) & (((t298 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t299 + (unsigned long)((long)t292 * 8L))) | ((t299 + (unsigned long)((long)t292 * 8L + 8L + (t293 - 1L) * 8L)) <= (t298 + (unsigned long)((long)t292 * 4L)))) & (((t300 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t301 + (unsigned long)((long)t292 * 4L))) | ((t301 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t300 + (unsigned long)((long)t292 * 4L)))) & (((t302 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t303 + (unsigned long)((long)t292 * 4L))) | ((t303 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t302 + (unsigned long)((long)t292 * 4L)))) & (((t304 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t305 + (unsigned long)((long)t292 * 8L))) | ((t305 + (unsigned long)((long)t292 * 8L + 8L + (t293 - 1L) * 8L)) <= (t304 + (unsigned long)((long)t292 * 4L)))) & (((t306 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t307 + (unsigned long)((long)t292 * 8L))) | ((t307 + (unsigned long)((long)t292 * 8L + 8L + (t293 - 1L) * 8L)) <= (t306 + (unsigned long)((long)t292 * 4L)))) & (((t308 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t309 + (unsigned long)((long)t292 * 4L))) | ((t309 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t308 + (unsigned long)((long)t292 * 4L)))) & (((t310 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t311 + (unsigned long)((long)t292 * 4L))) | ((t311 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t310 + (unsigned long)((long)t292 * 4L)))) & (((t312 + (unsigned long)((long)t292 * 8L + 8L + (t293 - 1L) * 8L)) <= (t313 + (unsigned long)((long)t292 * 8L))) | ((t313 + (unsigned long)((long)t292 * 8L + 8L + (t293 - 1L) * 8L)) <= (t312 + (unsigned long)((long)t292 * 8L)))) & (((t314 + (unsigned long)((long)t292 * 8L + 8L + (t293 - 1L) * 8L)) <= (t315 + (unsigned long)((long)t292 * 4L))) | ((t315 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t314 + (unsigned long)((long)t292 * 8L)))) & (((t316 + (unsigned long)((long)t292 * 8L + 8L + (t293 - 1L) * 8L)) <= (t317 + (unsigned long)((long)t292 * 4L))) | ((t317 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t316 + (unsigned long)((long)t292 * 8L)))) & (((t318 + (unsigned long)((long)t292 * 8L + 8L + (t293 - 1L) * 8L)) <= (t319 + (unsigned long)((long)t292 * 4L))) | ((t319 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t318 + (unsigned long)((long)t292 * 8L)))) & (((t320 + (unsigned long)((long)t292 * 8L + 8L + (t293 - 1L) * 8L)) <= (t321 + (unsigned long)((long)t292 * 4L))) | ((t321 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t320 + (unsigned long)((long)t292 * 8L)))) & (((t322 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t323 + (unsigned long)((long)t292 * 4L))) | ((t323 + (unsigned long)((long)t292 * 4L + 4L + (t293 - 1L) * 4L)) <= (t322 + (unsigned long)((long)t292 * 4L)))) & (t324 >= 0) & (t325 >= 0) & (t326 >= 0) & (t327 >= 0) & (t328 >= 0) & (t329 >= 0)) {
            __m256i t330 = _mm256_set1_epi32((int)(int)t293);
            __m256i t331 = _mm256_cmpgt_epi32(t330, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t332 = _mm256_set1_epi32((int)(t324 % 11));
            __m256i t333 = _mm256_add_epi32(t332, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t334 = t333;
            __m256i t335 = _mm256_sub_epi32(t334, _mm256_set1_epi32(11));
            __m256i t336 = _mm256_min_epu32(t334, t335);
            __m256i t337 = t336;
            __m256i t338 = _mm256_set1_epi32((int)(t325 % 13));
            __m256i t339 = _mm256_add_epi32(t338, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t340 = t339;
            __m256i t341 = _mm256_sub_epi32(t340, _mm256_set1_epi32(13));
            __m256i t342 = _mm256_min_epu32(t340, t341);
            __m256i t343 = t342;
            __m256i t344 = _mm256_set1_epi32((int)(t326 % 17));
            __m256i t345 = _mm256_add_epi32(t344, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t346 = t345;
            __m256i t347 = _mm256_sub_epi32(t346, _mm256_set1_epi32(17));
            __m256i t348 = _mm256_min_epu32(t346, t347);
            __m256i t349 = t348;
            __m256i t350 = _mm256_set1_epi32((int)(t327 % 7));
            __m256i t351 = _mm256_add_epi32(t350, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t352 = t351;
            __m256i t353 = _mm256_sub_epi32(t352, _mm256_set1_epi32(7));
            __m256i t354 = _mm256_min_epu32(t352, t353);
            __m256i t355 = t354;
            __m256i t356 = _mm256_set1_epi32((int)(t328 % 23));
            __m256i t357 = _mm256_add_epi32(t356, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t358 = t357;
            __m256i t359 = _mm256_sub_epi32(t358, _mm256_set1_epi32(23));
            __m256i t360 = _mm256_min_epu32(t358, t359);
            __m256i t361 = t360;
            __m256i t362 = _mm256_set1_epi32((int)(t329 % 19));
            __m256i t363 = _mm256_add_epi32(t362, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t364 = t363;
            __m256i t365 = _mm256_sub_epi32(t364, _mm256_set1_epi32(19));
            __m256i t366 = _mm256_min_epu32(t364, t365);
            __m256i t367 = t366;
            long t368 = (long)(int)(long)t292;
            __m256 t369 = _mm256_cvtepi32_ps(t337);
            __m256 t370 = _mm256_mul_ps(t369, _mm256_set1_ps(0.37f));
            __m256 t371 = _mm256_sub_ps(t370, _mm256_set1_ps(1.5f));
            _mm256_mask_storeu_ps(af + t368, _mm256_movepi32_mask(t331), t371);
            __m256 t372 = _mm256_cvtepi32_ps(t343);
            __m256 t373 = _mm256_mul_ps(t372, _mm256_set1_ps(0.21f));
            __m256 t374 = _mm256_add_ps(t373, _mm256_set1_ps(0.1f));
            _mm256_mask_storeu_ps(bf + t368, _mm256_movepi32_mask(t331), t374);
            __m512d t375 = _mm512_cvtepi32_pd(t349);
            __m512d t376 = _mm512_mul_pd(t375, _mm512_set1_pd(0.113));
            __m512d t377 = _mm512_sub_pd(t376, _mm512_set1_pd(0.75));
            _mm512_mask_storeu_pd(ad + t368, _mm256_movepi32_mask(t331), t377);
            __m512d t378 = _mm512_cvtepi32_pd(t355);
            __m512d t379 = _mm512_mul_pd(t378, _mm512_set1_pd(0.97));
            __m512d t380 = _mm512_add_pd(t379, _mm512_set1_pd(0.3));
            _mm512_mask_storeu_pd(bd + t368, _mm256_movepi32_mask(t331), t380);
            __m256i t381 = t361;
            __m256i t382 = _mm256_set1_epi32(11);
            __m256i t383 = _mm256_sub_epi32(t381, t382);
            __m256i t384 = t383;
            _mm256_mask_storeu_epi32(ai + t368, _mm256_movepi32_mask(t331), t384);
            __m256i t385 = t367;
            __m256i t386 = _mm256_set1_epi32(9);
            __m256i t387 = _mm256_sub_epi32(t385, t386);
            __m256i t388 = t387;
            _mm256_mask_storeu_epi32(bi + t368, _mm256_movepi32_mask(t331), t388);
            x = (int)((long)t292 + t293);
        } else {
            x = t292;
        }
        for (; x < nn; x++) {
            long t389 = (long)x;
            int t390 = x * 7;
            af[t389] = (float)(t390 % 11) * 0.37f - 1.5f;
            bf[t389] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t389] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t389] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t389] = t390 % 23 - 11;
            bi[t389] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t391 = (long)x_1;
            sf += (double)(cf[t391] * (float)(x_1 % 5 + 1));
            sd += cd[t391] * (double)(x_1 % 3 + 1);
            si += (long)ci[t391] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t392 = ci[nn - 1];
        } else {
            t392 = 0;
        }
        if (nn) {
            t393 = cd[nn / 2];
        } else {
            t393 = 0.0;
        }
        if (nn) {
            t394 = cf[nn - 1];
        } else {
            t394 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t394, sd, t393, si, t392);
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
    __m512i t395 = _mm512_set1_epi32(0);
    __m512i t396 = _mm512_add_epi32(t395, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
    __m512i t397 = t396;
    __m512i t398 = _mm512_sub_epi32(t397, _mm512_set1_epi32(11));
    __m512i t399 = _mm512_min_epu32(t397, t398);
    __m512i t13 = t399;
    __m512i t400 = _mm512_set1_epi32(0);
    __m512i t401 = _mm512_add_epi32(t400, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
    __m512i t402 = t401;
    __m512i t403 = _mm512_sub_epi32(t402, _mm512_set1_epi32(13));
    __m512i t404 = _mm512_min_epu32(t402, t403);
    __m512i t14 = t404;
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 16, UF 4, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, scalar epilogue */
    do {
        long t405 = (long)(int)x_vec_2;
        __m512 t406 = _mm512_cvtepi32_ps(t13);
        __m512 t407 = _mm512_mul_ps(t406, _mm512_set1_ps(0.37f));
        __m512 t408 = _mm512_sub_ps(t407, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t405], t408);
        __m512 t409 = _mm512_cvtepi32_ps(t14);
        __m512 t410 = _mm512_mul_ps(t409, _mm512_set1_ps(0.21f));
        __m512 t411 = _mm512_add_ps(t410, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t405], t411);
        long t412 = (long)(int)(x_vec_2 + 16L);
        __m512i t413 = _mm512_add_epi32(t13, _mm512_set1_epi32(2));
        __m512i t414 = t413;
        __m512i t415 = _mm512_sub_epi32(t414, _mm512_set1_epi32(11));
        __m512i t416 = _mm512_min_epu32(t414, t415);
        __m512i t417 = t416;
        __m512 t418 = _mm512_cvtepi32_ps(t417);
        __m512 t419 = _mm512_mul_ps(t418, _mm512_set1_ps(0.37f));
        __m512 t420 = _mm512_sub_ps(t419, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t412], t420);
        __m512i t421 = _mm512_add_epi32(t14, _mm512_set1_epi32(2));
        __m512i t422 = t421;
        __m512i t423 = _mm512_sub_epi32(t422, _mm512_set1_epi32(13));
        __m512i t424 = _mm512_min_epu32(t422, t423);
        __m512i t425 = t424;
        __m512 t426 = _mm512_cvtepi32_ps(t425);
        __m512 t427 = _mm512_mul_ps(t426, _mm512_set1_ps(0.21f));
        __m512 t428 = _mm512_add_ps(t427, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t412], t428);
        long t429 = (long)(int)(x_vec_2 + 32L);
        __m512i t430 = _mm512_add_epi32(t13, _mm512_set1_epi32(4));
        __m512i t431 = t430;
        __m512i t432 = _mm512_sub_epi32(t431, _mm512_set1_epi32(11));
        __m512i t433 = _mm512_min_epu32(t431, t432);
        __m512i t434 = t433;
        __m512 t435 = _mm512_cvtepi32_ps(t434);
        __m512 t436 = _mm512_mul_ps(t435, _mm512_set1_ps(0.37f));
        __m512 t437 = _mm512_sub_ps(t436, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t429], t437);
        __m512i t438 = _mm512_add_epi32(t14, _mm512_set1_epi32(4));
        __m512i t439 = t438;
        __m512i t440 = _mm512_sub_epi32(t439, _mm512_set1_epi32(13));
        __m512i t441 = _mm512_min_epu32(t439, t440);
        __m512i t442 = t441;
        __m512 t443 = _mm512_cvtepi32_ps(t442);
        __m512 t444 = _mm512_mul_ps(t443, _mm512_set1_ps(0.21f));
        __m512 t445 = _mm512_add_ps(t444, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t429], t445);
        long t446 = (long)(int)(x_vec_2 + 48L);
        __m512i t447 = _mm512_add_epi32(t13, _mm512_set1_epi32(6));
        __m512i t448 = t447;
        __m512i t449 = _mm512_sub_epi32(t448, _mm512_set1_epi32(11));
        __m512i t450 = _mm512_min_epu32(t448, t449);
        __m512i t451 = t450;
        __m512 t452 = _mm512_cvtepi32_ps(t451);
        __m512 t453 = _mm512_mul_ps(t452, _mm512_set1_ps(0.37f));
        __m512 t454 = _mm512_sub_ps(t453, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t446], t454);
        __m512i t455 = _mm512_add_epi32(t14, _mm512_set1_epi32(6));
        __m512i t456 = t455;
        __m512i t457 = _mm512_sub_epi32(t456, _mm512_set1_epi32(13));
        __m512i t458 = _mm512_min_epu32(t456, t457);
        __m512i t459 = t458;
        __m512 t460 = _mm512_cvtepi32_ps(t459);
        __m512 t461 = _mm512_mul_ps(t460, _mm512_set1_ps(0.21f));
        __m512 t462 = _mm512_add_ps(t461, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t446], t462);
        x_vec_2 += 64L;
        __m512i t463 = _mm512_add_epi32(t13, _mm512_set1_epi32(8));
        __m512i t464 = t463;
        __m512i t465 = _mm512_sub_epi32(t464, _mm512_set1_epi32(11));
        __m512i t466 = _mm512_min_epu32(t464, t465);
        t13 = t466;
        __m512i t467 = _mm512_add_epi32(t14, _mm512_set1_epi32(8));
        __m512i t468 = t467;
        __m512i t469 = _mm512_sub_epi32(t468, _mm512_set1_epi32(13));
        __m512i t470 = _mm512_min_epu32(t468, t469);
        t14 = t470;
    } while (x_vec_2 < 128L);
    __m512i t471 = _mm512_set1_epi32(5);
    __m512i t472 = _mm512_add_epi32(t471, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
    __m512i t473 = t472;
    __m512i t474 = _mm512_sub_epi32(t473, _mm512_set1_epi32(11));
    __m512i t475 = _mm512_min_epu32(t473, t474);
    __m512i t15 = t475;
    __m512i t476 = _mm512_set1_epi32(3);
    __m512i t477 = _mm512_add_epi32(t476, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
    __m512i t478 = t477;
    __m512i t479 = _mm512_sub_epi32(t478, _mm512_set1_epi32(13));
    __m512i t480 = _mm512_min_epu32(t478, t479);
    __m512i t16 = t480;
    long x_vec_3 = 0L;
    do {
        long t481 = (long)(int)(128L + x_vec_3);
        __m512 t482 = _mm512_cvtepi32_ps(t15);
        __m512 t483 = _mm512_mul_ps(t482, _mm512_set1_ps(0.37f));
        __m512 t484 = _mm512_sub_ps(t483, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t481], t484);
        __m512 t485 = _mm512_cvtepi32_ps(t16);
        __m512 t486 = _mm512_mul_ps(t485, _mm512_set1_ps(0.21f));
        __m512 t487 = _mm512_add_ps(t486, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t481], t487);
        x_vec_3 += 16L;
        __m512i t488 = _mm512_add_epi32(t15, _mm512_set1_epi32(2));
        __m512i t489 = t488;
        __m512i t490 = _mm512_sub_epi32(t489, _mm512_set1_epi32(11));
        __m512i t491 = _mm512_min_epu32(t489, t490);
        t15 = t491;
        __m512i t492 = _mm512_add_epi32(t16, _mm512_set1_epi32(2));
        __m512i t493 = t492;
        __m512i t494 = _mm512_sub_epi32(t493, _mm512_set1_epi32(13));
        __m512i t495 = _mm512_min_epu32(t493, t494);
        t16 = t495;
    } while (x_vec_3 < 16L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
