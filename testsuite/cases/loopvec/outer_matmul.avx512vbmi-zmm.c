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
    int t19;
    int t20;
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
            __m512i t4 = _mm512_set1_epi32(0);
            for (int t47 = 0; t47 < n; t47++) {
                __m512i t48 = _mm512_loadu_si512(b + (t47 * n + j_1));
                __m512i t49 = _mm512_set1_epi32((int)a[i * n + t47]);
                __m512i t50 = _mm512_mullo_epi32(t49, t48);
                t4 = _mm512_add_epi32(t4, t50);
            }
            _mm512_storeu_si512(c + (i * n + j_1), t4);
        }
        for (; j < n; j++) {
            long t5 = (long)n;
            if (t5 >= 16L) {
                long t6 = t5 & -16L;
                __m512i t7 = _mm512_set1_epi32((int)n);
                __m512i t8 = _mm512_set1_epi32((int)j);
                __m512i t9 = _mm512_set1_epi32(0);
                __m512i t10 = t9;
                __m512i t1 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                long t2 = 0L;
                __m512i t3 = _mm512_set1_epi32(0);
                for (;;) {
                    __m512i t11 = t1;
                    __m512i t12 = _mm512_loadu_si512(a + (i * n + (int)t2));
                    __m512i t13 = _mm512_mullo_epi32(t11, t7);
                    __m512i t14 = _mm512_add_epi32(t13, t8);
                    __m512i t15 = _mm512_i32gather_epi32(t14, b, 4);
                    __m512i t16 = _mm512_mullo_epi32(t12, t15);
                    __m512i t17 = t16;
                    t3 = _mm512_add_epi32(t3, t17);
                    t2 += 16L;
                    __m512i t18 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
                    if (t2 >= t6) {
                        break;
                    }
                    t1 = t18;
                }
                t19 = (int)t6;
                t20 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)));
            } else {
                t19 = 0;
                t20 = 0;
            }
            long t21 = (long)n + (long)t19 * -1L;
            if ((t21 >= 1L) & (t21 <= 16L)) {
                __m512i t22 = _mm512_set1_epi32((int)(int)t21);
                __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
                __m512i t24 = _mm512_set1_epi32((int)n);
                __m512i t25 = _mm512_set1_epi32((int)j);
                __m512i t26 = _mm512_set1_epi32((int)t19);
                __m512i t27 = t26;
                __m512i t28 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                __m512i t29 = t28;
                __m512i t30 = _mm512_maskz_loadu_epi32(t23, a + (i * n + (int)(long)t19));
                __m512i t31 = t29;
                __m512i t32 = t24;
                __m512i t33 = _mm512_mullo_epi32(t31, t32);
                __m512i t34 = t33;
                __m512i t35 = t34;
                __m512i t36 = t25;
                __m512i t37 = _mm512_add_epi32(t35, t36);
                __m512i t38 = t37;
                __m512i t39 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t23, t38, b, 4);
                __m512i t40 = t30;
                __m512i t41 = t39;
                __m512i t42 = _mm512_mullo_epi32(t40, t41);
                __m512i t43 = t42;
                __m512i t44 = t43;
                __m512i t45 = _mm512_add_epi32(_mm512_set1_epi32(0), t44);
                __m512i t46 = _mm512_mask_blend_epi32(t23, _mm512_set1_epi32(0), t45);
                k = (int)((long)t19 + t21);
                s = (int)((unsigned int)t20 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t46), _mm512_extracti64x4_epi64(t46, 1))));
            } else {
                k = t19;
                s = t20;
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
    int t182;
    int t296;
    int x;
    int t396;
    double t397;
    float t398;
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
        unsigned long t21 = (unsigned long)nn;
        unsigned long t22 = t21 * 4UL + 1UL;
        void *t23 = malloc(t22);
        float *af = (float *)t23;
        void *t24 = malloc(t22);
        float *bf = (float *)t24;
        float *cf = (float *)malloc(t22);
        unsigned long t25 = t21 * 8UL + 1UL;
        void *t26 = malloc(t25);
        double *ad = (double *)t26;
        void *t27 = malloc(t25);
        double *bd = (double *)t27;
        double *cd = (double *)malloc(t25);
        void *t28 = malloc(t22);
        int *ai = (int *)t28;
        void *t29 = malloc(t22);
        int *bi = (int *)t29;
        int *ci = (int *)malloc(t22);
        long t30 = (long)nn;
        unsigned long t31 = (unsigned long)t23;
        unsigned long t32 = (unsigned long)t24;
        unsigned long t33 = (unsigned long)t23;
        unsigned long t34 = (unsigned long)t26;
        unsigned long t35 = (unsigned long)t23;
        unsigned long t36 = (unsigned long)t27;
        unsigned long t37 = (unsigned long)t23;
        unsigned long t38 = (unsigned long)t28;
        unsigned long t39 = (unsigned long)t23;
        unsigned long t40 = (unsigned long)t29;
        unsigned long t41 = (unsigned long)t24;
        unsigned long t42 = (unsigned long)t26;
        unsigned long t43 = (unsigned long)t24;
        unsigned long t44 = (unsigned long)t27;
        unsigned long t45 = (unsigned long)t24;
        unsigned long t46 = (unsigned long)t28;
        unsigned long t47 = (unsigned long)t24;
        unsigned long t48 = (unsigned long)t29;
        unsigned long t49 = (unsigned long)t26;
        unsigned long t50 = (unsigned long)t27;
        unsigned long t51 = (unsigned long)t26;
        unsigned long t52 = (unsigned long)t28;
        unsigned long t53 = (unsigned long)t26;
        unsigned long t54 = (unsigned long)t29;
        unsigned long t55 = (unsigned long)t27;
        unsigned long t56 = (unsigned long)t28;
        unsigned long t57 = (unsigned long)t27;
        unsigned long t58 = (unsigned long)t29;
        unsigned long t59 = (unsigned long)t28;
        unsigned long t60 = (unsigned long)t29;
        if ((t30 >= 16L) & (((t31 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t32) | ((t32 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t31)) & (((t33 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(8L + (t30 - 1L) * 8L)) <= t33)) & (((t35 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t30 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t37)) & (((t39 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t39)) & (((t41 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(8L + (t30 - 1L) * 8L)) <= t41)) & (((t43 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t44) | ((t44 + (unsigned long)(8L + (t30 - 1L) * 8L)) <= t43)) & (((t45 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t46) | ((t46 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t45)) & (((t47 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t48) | ((t48 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t47)) & (((t49 + (unsigned long)(8L + (t30 - 1L) * 8L)) <= t50) | ((t50 + (unsigned long)(8L + (t30 - 1L) * 8L)) <= t49)) & (((t51 + (unsigned long)(8L + (t30 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(8L + (t30 - 1L) * 8L)) <= t54) | ((t54 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t53)) & (((t55 + (unsigned long)(8L + (t30 - 1L) * 8L)) <= t56) | ((t56 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t55)) & (((t57 + (unsigned long)(8L + (t30 - 1L) * 8L)) <= t58) | ((t58 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t57)) & (((t59 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t60) | ((t60 + (unsigned long)(4L + (t30 - 1L) * 4L)) <= t59)) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t61 = t30 & -16L;
            __m256i t62 = _mm256_set1_epi32(0);
            __m256i t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t64 = t63;
            __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(11));
            __m256i t66 = _mm256_min_epu32(t64, t65);
            __m256i t1 = t66;
            __m256i t67 = _mm256_set1_epi32(0);
            __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t69 = t68;
            __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(13));
            __m256i t71 = _mm256_min_epu32(t69, t70);
            __m256i t2 = t71;
            __m256i t72 = _mm256_set1_epi32(0);
            __m256i t73 = _mm256_add_epi32(t72, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t74 = t73;
            __m256i t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32(17));
            __m256i t76 = _mm256_min_epu32(t74, t75);
            __m256i t3 = t76;
            __m256i t77 = _mm256_set1_epi32(0);
            __m256i t78 = _mm256_add_epi32(t77, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t79 = t78;
            __m256i t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32(7));
            __m256i t81 = _mm256_min_epu32(t79, t80);
            __m256i t4 = t81;
            __m256i t82 = _mm256_set1_epi32(0);
            __m256i t83 = _mm256_add_epi32(t82, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t84 = t83;
            __m256i t85 = _mm256_sub_epi32(t84, _mm256_set1_epi32(23));
            __m256i t86 = _mm256_min_epu32(t84, t85);
            __m256i t5 = t86;
            __m256i t87 = _mm256_set1_epi32(0);
            __m256i t88 = _mm256_add_epi32(t87, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t89 = t88;
            __m256i t90 = _mm256_sub_epi32(t89, _mm256_set1_epi32(19));
            __m256i t91 = _mm256_min_epu32(t89, t90);
            __m256i t6 = t91;
            long t7 = 0L;
            for (;;) {
                long t92 = (long)(int)t7;
                __m256 t93 = _mm256_cvtepi32_ps(t1);
                __m256 t94 = _mm256_mul_ps(t93, _mm256_set1_ps(0.37f));
                __m256 t95 = _mm256_sub_ps(t94, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t92, t95);
                __m256 t96 = _mm256_cvtepi32_ps(t2);
                __m256 t97 = _mm256_mul_ps(t96, _mm256_set1_ps(0.21f));
                __m256 t98 = _mm256_add_ps(t97, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t92, t98);
                __m512d t99 = _mm512_cvtepi32_pd(t3);
                __m512d t100 = _mm512_mul_pd(t99, _mm512_set1_pd(0.113));
                __m512d t101 = _mm512_sub_pd(t100, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t92, t101);
                __m512d t102 = _mm512_cvtepi32_pd(t4);
                __m512d t103 = _mm512_mul_pd(t102, _mm512_set1_pd(0.97));
                __m512d t104 = _mm512_add_pd(t103, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t92, t104);
                __m256i t105 = _mm256_sub_epi32(t5, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + t92), t105);
                __m256i t106 = _mm256_sub_epi32(t6, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + t92), t106);
                long t107 = (long)(int)(t7 + 8L);
                __m256i t108 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                __m256i t109 = t108;
                __m256i t110 = _mm256_sub_epi32(t109, _mm256_set1_epi32(11));
                __m256i t111 = _mm256_min_epu32(t109, t110);
                __m256i t112 = t111;
                __m256 t113 = _mm256_cvtepi32_ps(t112);
                __m256 t114 = _mm256_mul_ps(t113, _mm256_set1_ps(0.37f));
                __m256 t115 = _mm256_sub_ps(t114, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t107, t115);
                __m256i t116 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                __m256i t117 = t116;
                __m256i t118 = _mm256_sub_epi32(t117, _mm256_set1_epi32(13));
                __m256i t119 = _mm256_min_epu32(t117, t118);
                __m256i t120 = t119;
                __m256 t121 = _mm256_cvtepi32_ps(t120);
                __m256 t122 = _mm256_mul_ps(t121, _mm256_set1_ps(0.21f));
                __m256 t123 = _mm256_add_ps(t122, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t107, t123);
                __m256i t124 = _mm256_add_epi32(t3, _mm256_set1_epi32(7));
                __m256i t125 = t124;
                __m256i t126 = _mm256_sub_epi32(t125, _mm256_set1_epi32(17));
                __m256i t127 = _mm256_min_epu32(t125, t126);
                __m256i t128 = t127;
                __m512d t129 = _mm512_cvtepi32_pd(t128);
                __m512d t130 = _mm512_mul_pd(t129, _mm512_set1_pd(0.113));
                __m512d t131 = _mm512_sub_pd(t130, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t107, t131);
                __m256i t132 = _mm256_add_epi32(t4, _mm256_set1_epi32(4));
                __m256i t133 = t132;
                __m256i t134 = _mm256_sub_epi32(t133, _mm256_set1_epi32(7));
                __m256i t135 = _mm256_min_epu32(t133, t134);
                __m256i t136 = t135;
                __m512d t137 = _mm512_cvtepi32_pd(t136);
                __m512d t138 = _mm512_mul_pd(t137, _mm512_set1_pd(0.97));
                __m512d t139 = _mm512_add_pd(t138, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t107, t139);
                __m256i t140 = _mm256_add_epi32(t5, _mm256_set1_epi32(10));
                __m256i t141 = t140;
                __m256i t142 = _mm256_sub_epi32(t141, _mm256_set1_epi32(23));
                __m256i t143 = _mm256_min_epu32(t141, t142);
                __m256i t144 = t143;
                __m256i t145 = _mm256_sub_epi32(t144, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + t107), t145);
                __m256i t146 = _mm256_add_epi32(t6, _mm256_set1_epi32(9));
                __m256i t147 = t146;
                __m256i t148 = _mm256_sub_epi32(t147, _mm256_set1_epi32(19));
                __m256i t149 = _mm256_min_epu32(t147, t148);
                __m256i t150 = t149;
                __m256i t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + t107), t151);
                t7 += 16L;
                __m256i t152 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
                __m256i t153 = t152;
                __m256i t154 = _mm256_sub_epi32(t153, _mm256_set1_epi32(11));
                __m256i t155 = _mm256_min_epu32(t153, t154);
                __m256i t156 = t155;
                __m256i t157 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
                __m256i t158 = t157;
                __m256i t159 = _mm256_sub_epi32(t158, _mm256_set1_epi32(13));
                __m256i t160 = _mm256_min_epu32(t158, t159);
                __m256i t161 = t160;
                __m256i t162 = _mm256_add_epi32(t3, _mm256_set1_epi32(14));
                __m256i t163 = t162;
                __m256i t164 = _mm256_sub_epi32(t163, _mm256_set1_epi32(17));
                __m256i t165 = _mm256_min_epu32(t163, t164);
                __m256i t166 = t165;
                __m256i t167 = _mm256_add_epi32(t4, _mm256_set1_epi32(1));
                __m256i t168 = t167;
                __m256i t169 = _mm256_sub_epi32(t168, _mm256_set1_epi32(7));
                __m256i t170 = _mm256_min_epu32(t168, t169);
                __m256i t171 = t170;
                __m256i t172 = _mm256_add_epi32(t5, _mm256_set1_epi32(20));
                __m256i t173 = t172;
                __m256i t174 = _mm256_sub_epi32(t173, _mm256_set1_epi32(23));
                __m256i t175 = _mm256_min_epu32(t173, t174);
                __m256i t176 = t175;
                __m256i t177 = _mm256_add_epi32(t6, _mm256_set1_epi32(18));
                __m256i t178 = t177;
                __m256i t179 = _mm256_sub_epi32(t178, _mm256_set1_epi32(19));
                __m256i t180 = _mm256_min_epu32(t178, t179);
                __m256i t181 = t180;
                if (t7 >= t61) {
                    break;
                }
                t1 = t156;
                t2 = t161;
                t3 = t166;
                t4 = t171;
                t5 = t176;
                t6 = t181;
            }
            t182 = (int)t61;
        } else {
            t182 = 0;
        }
        long t183 = (long)nn + (long)t182 * -1L;
        unsigned long t184 = (unsigned long)t23;
        unsigned long t185 = (unsigned long)t24;
        unsigned long t186 = (unsigned long)t23;
        unsigned long t187 = (unsigned long)t26;
        unsigned long t188 = (unsigned long)t23;
        unsigned long t189 = (unsigned long)t27;
        unsigned long t190 = (unsigned long)t23;
        unsigned long t191 = (unsigned long)t28;
        unsigned long t192 = (unsigned long)t23;
        unsigned long t193 = (unsigned long)t29;
        unsigned long t194 = (unsigned long)t24;
        unsigned long t195 = (unsigned long)t26;
        unsigned long t196 = (unsigned long)t24;
        unsigned long t197 = (unsigned long)t27;
        unsigned long t198 = (unsigned long)t24;
        unsigned long t199 = (unsigned long)t28;
        unsigned long t200 = (unsigned long)t24;
        unsigned long t201 = (unsigned long)t29;
        unsigned long t202 = (unsigned long)t26;
        unsigned long t203 = (unsigned long)t27;
        unsigned long t204 = (unsigned long)t26;
        unsigned long t205 = (unsigned long)t28;
        unsigned long t206 = (unsigned long)t26;
        unsigned long t207 = (unsigned long)t29;
        unsigned long t208 = (unsigned long)t27;
        unsigned long t209 = (unsigned long)t28;
        unsigned long t210 = (unsigned long)t27;
        unsigned long t211 = (unsigned long)t29;
        unsigned long t212 = (unsigned long)t28;
        unsigned long t213 = (unsigned long)t29;
        int t214 = (int)((unsigned int)t182 * 7U);
        int t215 = (int)((unsigned int)t182 * 5U);
        int t216 = (int)((unsigned int)t182 * 3U);
        int t217 = (int)((unsigned int)t182 * 11U);
        int t218 = (int)((unsigned int)t182 * 7U);
        int t219 = (int)((unsigned int)t182 * 13U);
        if ((t183 >= 8L) & (((t184 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t182 * 4L))) | ((t185 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t182 * 4L)))) & (((t186 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t187 + (unsigned long)((long)t182 * 8L))) | ((t187 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t186 + (unsigned long)((long)t182 * 4L)))) & (((t188 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t189 + (unsigned long)((long)t182 * 8L))) | ((t189 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t188 + (unsigned long)((long)t182 * 4L)))) & (((t190 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t191 + (unsigned long)((long)t182 * 4L))) | ((t191 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t182 * 4L)))) & (((t192 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t193 + (unsigned long)((long)t182 * 4L))) | ((t193 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t182 * 4L)))) & (((t194 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t182 * 8L))) | ((t195 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t194 + (unsigned long)((long)t182 * 4L)))) & (((t196 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t182 * 8L))) | ((t197 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t196 + (unsigned long)((long)t182 * 4L)))) & (((t198 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t182 * 4L))) | ((t199 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t182 * 4L)))) & (((t200 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t182 * 4L))) | ((t201 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t182 * 4L)))) & (((t202 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t203 + (unsigned long)((long)t182 * 8L))) | ((t203 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t202 + (unsigned long)((long)t182 * 8L)))) & (((t204 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t182 * 4L))) | ((t205 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t182 * 8L)))) & (((t206 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t207 + (unsigned long)((long)t182 * 4L))) | ((t207 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t182 * 8L)))) & (((t208 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t209 + (unsigned long)((long)t182 * 4L))) | ((t209 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t208 + (unsigned long)((long)t182 * 8L)))) & (((t210 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t211 + (unsigned long)((long)t182 * 4L))) | ((t211 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t182 * 8L)))) & (((t212 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t213 + (unsigned long)((long)t182 * 4L))) | ((t213 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t212 + (unsigned long)((long)t182 * 4L)))) & (t214 >= 0) & (t215 >= 0) & (t216 >= 0) & (t217 >= 0) & (t218 >= 0) & (t219 >= 0)) {
            long t220 = t183 & -8L;
            __m256i t221 = _mm256_set1_epi32((int)(t214 % 11));
            __m256i t222 = _mm256_add_epi32(t221, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t223 = t222;
            __m256i t224 = _mm256_sub_epi32(t223, _mm256_set1_epi32(11));
            __m256i t225 = _mm256_min_epu32(t223, t224);
            __m256i t8 = t225;
            __m256i t226 = _mm256_set1_epi32((int)(t215 % 13));
            __m256i t227 = _mm256_add_epi32(t226, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t228 = t227;
            __m256i t229 = _mm256_sub_epi32(t228, _mm256_set1_epi32(13));
            __m256i t230 = _mm256_min_epu32(t228, t229);
            __m256i t9 = t230;
            __m256i t231 = _mm256_set1_epi32((int)(t216 % 17));
            __m256i t232 = _mm256_add_epi32(t231, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t233 = t232;
            __m256i t234 = _mm256_sub_epi32(t233, _mm256_set1_epi32(17));
            __m256i t235 = _mm256_min_epu32(t233, t234);
            __m256i t10 = t235;
            __m256i t236 = _mm256_set1_epi32((int)(t217 % 7));
            __m256i t237 = _mm256_add_epi32(t236, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t238 = t237;
            __m256i t239 = _mm256_sub_epi32(t238, _mm256_set1_epi32(7));
            __m256i t240 = _mm256_min_epu32(t238, t239);
            __m256i t11 = t240;
            __m256i t241 = _mm256_set1_epi32((int)(t218 % 23));
            __m256i t242 = _mm256_add_epi32(t241, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t243 = t242;
            __m256i t244 = _mm256_sub_epi32(t243, _mm256_set1_epi32(23));
            __m256i t245 = _mm256_min_epu32(t243, t244);
            __m256i t12 = t245;
            __m256i t246 = _mm256_set1_epi32((int)(t219 % 19));
            __m256i t247 = _mm256_add_epi32(t246, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t248 = t247;
            __m256i t249 = _mm256_sub_epi32(t248, _mm256_set1_epi32(19));
            __m256i t250 = _mm256_min_epu32(t248, t249);
            __m256i t13 = t250;
            long t14 = 0L;
            for (;;) {
                long t251 = (long)(int)((long)t182 + t14);
                __m256 t252 = _mm256_cvtepi32_ps(t8);
                __m256 t253 = _mm256_mul_ps(t252, _mm256_set1_ps(0.37f));
                __m256 t254 = _mm256_sub_ps(t253, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(af + t251, t254);
                __m256 t255 = _mm256_cvtepi32_ps(t9);
                __m256 t256 = _mm256_mul_ps(t255, _mm256_set1_ps(0.21f));
                __m256 t257 = _mm256_add_ps(t256, _mm256_set1_ps(0.1f));
                _mm256_storeu_ps(bf + t251, t257);
                __m512d t258 = _mm512_cvtepi32_pd(t10);
                __m512d t259 = _mm512_mul_pd(t258, _mm512_set1_pd(0.113));
                __m512d t260 = _mm512_sub_pd(t259, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(ad + t251, t260);
                __m512d t261 = _mm512_cvtepi32_pd(t11);
                __m512d t262 = _mm512_mul_pd(t261, _mm512_set1_pd(0.97));
                __m512d t263 = _mm512_add_pd(t262, _mm512_set1_pd(0.3));
                _mm512_storeu_pd(bd + t251, t263);
                __m256i t264 = _mm256_sub_epi32(t12, _mm256_set1_epi32(11));
                _mm256_storeu_si256((__m256i *)(ai + t251), t264);
                __m256i t265 = _mm256_sub_epi32(t13, _mm256_set1_epi32(9));
                _mm256_storeu_si256((__m256i *)(bi + t251), t265);
                t14 += 8L;
                __m256i t266 = _mm256_add_epi32(t8, _mm256_set1_epi32(1));
                __m256i t267 = t266;
                __m256i t268 = _mm256_sub_epi32(t267, _mm256_set1_epi32(11));
                __m256i t269 = _mm256_min_epu32(t267, t268);
                __m256i t270 = t269;
                __m256i t271 = _mm256_add_epi32(t9, _mm256_set1_epi32(1));
                __m256i t272 = t271;
                __m256i t273 = _mm256_sub_epi32(t272, _mm256_set1_epi32(13));
                __m256i t274 = _mm256_min_epu32(t272, t273);
                __m256i t275 = t274;
                __m256i t276 = _mm256_add_epi32(t10, _mm256_set1_epi32(7));
                __m256i t277 = t276;
                __m256i t278 = _mm256_sub_epi32(t277, _mm256_set1_epi32(17));
                __m256i t279 = _mm256_min_epu32(t277, t278);
                __m256i t280 = t279;
                __m256i t281 = _mm256_add_epi32(t11, _mm256_set1_epi32(4));
                __m256i t282 = t281;
                __m256i t283 = _mm256_sub_epi32(t282, _mm256_set1_epi32(7));
                __m256i t284 = _mm256_min_epu32(t282, t283);
                __m256i t285 = t284;
                __m256i t286 = _mm256_add_epi32(t12, _mm256_set1_epi32(10));
                __m256i t287 = t286;
                __m256i t288 = _mm256_sub_epi32(t287, _mm256_set1_epi32(23));
                __m256i t289 = _mm256_min_epu32(t287, t288);
                __m256i t290 = t289;
                __m256i t291 = _mm256_add_epi32(t13, _mm256_set1_epi32(9));
                __m256i t292 = t291;
                __m256i t293 = _mm256_sub_epi32(t292, _mm256_set1_epi32(19));
                __m256i t294 = _mm256_min_epu32(t292, t293);
                __m256i t295 = t294;
                if (t14 >= t220) {
                    break;
                }
                t8 = t270;
                t9 = t275;
                t10 = t280;
                t11 = t285;
                t12 = t290;
                t13 = t295;
            }
            t296 = (int)((long)t182 + t220);
        } else {
            t296 = t182;
        }
        long t297 = (long)nn + (long)t296 * -1L;
        unsigned long t298 = (unsigned long)t23;
        unsigned long t299 = (unsigned long)t24;
        unsigned long t300 = (unsigned long)t23;
        unsigned long t301 = (unsigned long)t26;
        unsigned long t302 = (unsigned long)t23;
        unsigned long t303 = (unsigned long)t27;
        unsigned long t304 = (unsigned long)t23;
        unsigned long t305 = (unsigned long)t28;
        unsigned long t306 = (unsigned long)t23;
        unsigned long t307 = (unsigned long)t29;
        unsigned long t308 = (unsigned long)t24;
        unsigned long t309 = (unsigned long)t26;
        unsigned long t310 = (unsigned long)t24;
        unsigned long t311 = (unsigned long)t27;
        unsigned long t312 = (unsigned long)t24;
        unsigned long t313 = (unsigned long)t28;
        unsigned long t314 = (unsigned long)t24;
        unsigned long t315 = (unsigned long)t29;
        unsigned long t316 = (unsigned long)t26;
        unsigned long t317 = (unsigned long)t27;
        unsigned long t318 = (unsigned long)t26;
        unsigned long t319 = (unsigned long)t28;
        unsigned long t320 = (unsigned long)t26;
        unsigned long t321 = (unsigned long)t29;
        unsigned long t322 = (unsigned long)t27;
        unsigned long t323 = (unsigned long)t28;
        unsigned long t324 = (unsigned long)t27;
        unsigned long t325 = (unsigned long)t29;
        unsigned long t326 = (unsigned long)t28;
        unsigned long t327 = (unsigned long)t29;
        int t328 = (int)((unsigned int)t296 * 7U);
        int t329 = (int)((unsigned int)t296 * 5U);
        int t330 = (int)((unsigned int)t296 * 3U);
        int t331 = (int)((unsigned int)t296 * 11U);
        int t332 = (int)((unsigned int)t296 * 7U);
        int t333 = (int)((unsigned int)t296 * 13U);
        if ((t297 >= 1L) & (t297 <= 8L) & (((t298 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t299 + (unsigned long)((long)t296 * 4L))) | ((t299 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t298 + (unsigned long)((long)t296 * 4L)))) & (((t300 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t301 + (unsigned long)((long)t296 * 8L))) | ((t301 + (unsigned long)((long)t296 * 8L + 8L + (t297 - 1L) * 8L)) <= (t300 + (unsigned long)((long)t296 * 4L)))) & (((t302 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t303 + (unsigned long)((long)t296 * 8L))) | ((t303 + (unsigned long)((long)t296 * 8L + 8L + (t297 - 1L) * 8L)) <= (t302 + (unsigned long)((long)t296 * 4L)))) & (((t304 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t305 + (unsigned long)((long)t296 * 4L))) | ((t305 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t304 + (unsigned long)((long)t296 * 4L)))) & (((t306 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t307 + (unsigned long)((long)t296 * 4L))) | ((t307 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t306 + (unsigned long)((long)t296 * 4L)))) & (((t308 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t309 + (unsigned long)((long)t296 * 8L))) | ((t309 + (unsigned long)((long)t296 * 8L + 8L + (t297 - 1L) * 8L)) <= (t308 + (unsigned long)((long)t296 * 4L)))) & (((t310 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t311 + (unsigned long)((long)t296 * 8L))) | ((t311 + (unsigned long)((long)t296 * 8L + 8L + (t297 - 1L) * 8L)) <= (t310 + (unsigned long)((long)t296 * 4L)))) & (((t312 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t313 + (unsigned long)((long)t296 * 4L))) | ((t313 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t312 + (unsigned long)((long)t296 * 4L)))) & (((t314 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t315 + (unsigned long)((long)t296 * 4L))) | ((t315 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t314 + (unsigned long)((long)t296 * 4L)))) & (((t316 + (unsigned long)((long)t296 * 8L + 8L + (t297 - 1L) * 8L)) <= (t317 + (unsigned long)((long)t296 * 8L))) | ((t317 + (unsigned long)((long)t296 * 8L + 8L + (t297 - 1L) * 8L)) <= (t316 + (unsigned long)((long)t296 * 8L)))) & (((t318 + (unsigned long)((long)t296 * 8L + 8L + (t297 - 1L) * 8L)) <= (t319 + (unsigned long)((long)t296 * 4L))) | ((t319 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t318 + (unsigned long)((long)t296 * 8L)))) & (((t320 + (unsigned long)((long)t296 * 8L + 8L + (t297 - 1L) * 8L)) <= (t321 + (unsigned long)((long)t296 * 4L))) | ((t321 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t320 + (unsigned long)((long)t296 * 8L)))) & (((t322 + (unsigned long)((long)t296 * 8L + 8L + (t297 - 1L) * 8L)) <= (t323 + (unsigned long)((long)t296 * 4L))) | ((t323 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t322 + (unsigned long)((long)t296 * 8L)))) & (((t324 + (unsigned long)((long)t296 * 8L + 8L + (t297 - 1L) * 8L)) <= (t325 + (unsigned long)((long)t296 * 4L))) | ((t325 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t324 + (unsigned long)((long)t296 * 8L)))) & (((t326 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t327 + (unsigned long)((long)t296 * 4L))) | ((t327 + (unsigned long)((long)t296 * 4L + 4L + (t297 - 1L) * 4L)) <= (t326 + (unsigned long)((long)t296 * 4L)))) & (t328 >= 0) & (t329 >= 0) & (t330 >= 0) & (t331 >= 0) & (t332 >= 0) & (t333 >= 0)) {
            __m256i t334 = _mm256_set1_epi32((int)(int)t297);
            __m256i t335 = _mm256_cmpgt_epi32(t334, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t336 = _mm256_set1_epi32((int)(t328 % 11));
            __m256i t337 = _mm256_add_epi32(t336, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t338 = t337;
            __m256i t339 = _mm256_sub_epi32(t338, _mm256_set1_epi32(11));
            __m256i t340 = _mm256_min_epu32(t338, t339);
            __m256i t341 = t340;
            __m256i t342 = _mm256_set1_epi32((int)(t329 % 13));
            __m256i t343 = _mm256_add_epi32(t342, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
            __m256i t344 = t343;
            __m256i t345 = _mm256_sub_epi32(t344, _mm256_set1_epi32(13));
            __m256i t346 = _mm256_min_epu32(t344, t345);
            __m256i t347 = t346;
            __m256i t348 = _mm256_set1_epi32((int)(t330 % 17));
            __m256i t349 = _mm256_add_epi32(t348, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
            __m256i t350 = t349;
            __m256i t351 = _mm256_sub_epi32(t350, _mm256_set1_epi32(17));
            __m256i t352 = _mm256_min_epu32(t350, t351);
            __m256i t353 = t352;
            __m256i t354 = _mm256_set1_epi32((int)(t331 % 7));
            __m256i t355 = _mm256_add_epi32(t354, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 0));
            __m256i t356 = t355;
            __m256i t357 = _mm256_sub_epi32(t356, _mm256_set1_epi32(7));
            __m256i t358 = _mm256_min_epu32(t356, t357);
            __m256i t359 = t358;
            __m256i t360 = _mm256_set1_epi32((int)(t332 % 23));
            __m256i t361 = _mm256_add_epi32(t360, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
            __m256i t362 = t361;
            __m256i t363 = _mm256_sub_epi32(t362, _mm256_set1_epi32(23));
            __m256i t364 = _mm256_min_epu32(t362, t363);
            __m256i t365 = t364;
            __m256i t366 = _mm256_set1_epi32((int)(t333 % 19));
            __m256i t367 = _mm256_add_epi32(t366, _mm256_setr_epi32(0, 13, 7, 1, 14, 8, 2, 15));
            __m256i t368 = t367;
            __m256i t369 = _mm256_sub_epi32(t368, _mm256_set1_epi32(19));
            __m256i t370 = _mm256_min_epu32(t368, t369);
            __m256i t371 = t370;
            long t372 = (long)(int)(long)t296;
            __m256 t373 = _mm256_cvtepi32_ps(t341);
            __m256 t374 = _mm256_mul_ps(t373, _mm256_set1_ps(0.37f));
            __m256 t375 = _mm256_sub_ps(t374, _mm256_set1_ps(1.5f));
            _mm256_mask_storeu_ps(af + t372, _mm256_movepi32_mask(t335), t375);
            __m256 t376 = _mm256_cvtepi32_ps(t347);
            __m256 t377 = _mm256_mul_ps(t376, _mm256_set1_ps(0.21f));
            __m256 t378 = _mm256_add_ps(t377, _mm256_set1_ps(0.1f));
            _mm256_mask_storeu_ps(bf + t372, _mm256_movepi32_mask(t335), t378);
            __m512d t379 = _mm512_cvtepi32_pd(t353);
            __m512d t380 = _mm512_mul_pd(t379, _mm512_set1_pd(0.113));
            __m512d t381 = _mm512_sub_pd(t380, _mm512_set1_pd(0.75));
            _mm512_mask_storeu_pd(ad + t372, _mm256_movepi32_mask(t335), t381);
            __m512d t382 = _mm512_cvtepi32_pd(t359);
            __m512d t383 = _mm512_mul_pd(t382, _mm512_set1_pd(0.97));
            __m512d t384 = _mm512_add_pd(t383, _mm512_set1_pd(0.3));
            _mm512_mask_storeu_pd(bd + t372, _mm256_movepi32_mask(t335), t384);
            __m256i t385 = t365;
            __m256i t386 = _mm256_set1_epi32(11);
            __m256i t387 = _mm256_sub_epi32(t385, t386);
            __m256i t388 = t387;
            _mm256_mask_storeu_epi32(ai + t372, _mm256_movepi32_mask(t335), t388);
            __m256i t389 = t371;
            __m256i t390 = _mm256_set1_epi32(9);
            __m256i t391 = _mm256_sub_epi32(t389, t390);
            __m256i t392 = t391;
            _mm256_mask_storeu_epi32(bi + t372, _mm256_movepi32_mask(t335), t392);
            x = (int)((long)t296 + t297);
        } else {
            x = t296;
        }
        for (; x < nn; x++) {
            long t393 = (long)x;
            int t394 = x * 7;
            af[t393] = (float)(t394 % 11) * 0.37f - 1.5f;
            bf[t393] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t393] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t393] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t393] = t394 % 23 - 11;
            bi[t393] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t395 = (long)x_1;
            sf += (double)(cf[t395] * (float)(x_1 % 5 + 1));
            sd += cd[t395] * (double)(x_1 % 3 + 1);
            si += (long)ci[t395] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t396 = ci[nn - 1];
        } else {
            t396 = 0;
        }
        if (nn) {
            t397 = cd[nn / 2];
        } else {
            t397 = 0.0;
        }
        if (nn) {
            t398 = cf[nn - 1];
        } else {
            t398 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t398, sd, t397, si, t396);
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
    __m512i t399 = _mm512_set1_epi32(0);
    __m512i t400 = _mm512_add_epi32(t399, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
    __m512i t401 = t400;
    __m512i t402 = _mm512_sub_epi32(t401, _mm512_set1_epi32(11));
    __m512i t403 = _mm512_min_epu32(t401, t402);
    __m512i t15 = t403;
    __m512i t404 = _mm512_set1_epi32(0);
    __m512i t405 = _mm512_add_epi32(t404, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
    __m512i t406 = t405;
    __m512i t407 = _mm512_sub_epi32(t406, _mm512_set1_epi32(13));
    __m512i t408 = _mm512_min_epu32(t406, t407);
    __m512i t16 = t408;
    long t17 = 0L;
    do {
        long t409 = (long)(int)t17;
        __m512 t410 = _mm512_cvtepi32_ps(t15);
        __m512 t411 = _mm512_mul_ps(t410, _mm512_set1_ps(0.37f));
        __m512 t412 = _mm512_sub_ps(t411, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t409], t412);
        __m512 t413 = _mm512_cvtepi32_ps(t16);
        __m512 t414 = _mm512_mul_ps(t413, _mm512_set1_ps(0.21f));
        __m512 t415 = _mm512_add_ps(t414, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t409], t415);
        long t416 = (long)(int)(t17 + 16L);
        __m512i t417 = _mm512_add_epi32(t15, _mm512_set1_epi32(2));
        __m512i t418 = t417;
        __m512i t419 = _mm512_sub_epi32(t418, _mm512_set1_epi32(11));
        __m512i t420 = _mm512_min_epu32(t418, t419);
        __m512i t421 = t420;
        __m512 t422 = _mm512_cvtepi32_ps(t421);
        __m512 t423 = _mm512_mul_ps(t422, _mm512_set1_ps(0.37f));
        __m512 t424 = _mm512_sub_ps(t423, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t416], t424);
        __m512i t425 = _mm512_add_epi32(t16, _mm512_set1_epi32(2));
        __m512i t426 = t425;
        __m512i t427 = _mm512_sub_epi32(t426, _mm512_set1_epi32(13));
        __m512i t428 = _mm512_min_epu32(t426, t427);
        __m512i t429 = t428;
        __m512 t430 = _mm512_cvtepi32_ps(t429);
        __m512 t431 = _mm512_mul_ps(t430, _mm512_set1_ps(0.21f));
        __m512 t432 = _mm512_add_ps(t431, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t416], t432);
        long t433 = (long)(int)(t17 + 32L);
        __m512i t434 = _mm512_add_epi32(t15, _mm512_set1_epi32(4));
        __m512i t435 = t434;
        __m512i t436 = _mm512_sub_epi32(t435, _mm512_set1_epi32(11));
        __m512i t437 = _mm512_min_epu32(t435, t436);
        __m512i t438 = t437;
        __m512 t439 = _mm512_cvtepi32_ps(t438);
        __m512 t440 = _mm512_mul_ps(t439, _mm512_set1_ps(0.37f));
        __m512 t441 = _mm512_sub_ps(t440, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t433], t441);
        __m512i t442 = _mm512_add_epi32(t16, _mm512_set1_epi32(4));
        __m512i t443 = t442;
        __m512i t444 = _mm512_sub_epi32(t443, _mm512_set1_epi32(13));
        __m512i t445 = _mm512_min_epu32(t443, t444);
        __m512i t446 = t445;
        __m512 t447 = _mm512_cvtepi32_ps(t446);
        __m512 t448 = _mm512_mul_ps(t447, _mm512_set1_ps(0.21f));
        __m512 t449 = _mm512_add_ps(t448, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t433], t449);
        long t450 = (long)(int)(t17 + 48L);
        __m512i t451 = _mm512_add_epi32(t15, _mm512_set1_epi32(6));
        __m512i t452 = t451;
        __m512i t453 = _mm512_sub_epi32(t452, _mm512_set1_epi32(11));
        __m512i t454 = _mm512_min_epu32(t452, t453);
        __m512i t455 = t454;
        __m512 t456 = _mm512_cvtepi32_ps(t455);
        __m512 t457 = _mm512_mul_ps(t456, _mm512_set1_ps(0.37f));
        __m512 t458 = _mm512_sub_ps(t457, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t450], t458);
        __m512i t459 = _mm512_add_epi32(t16, _mm512_set1_epi32(6));
        __m512i t460 = t459;
        __m512i t461 = _mm512_sub_epi32(t460, _mm512_set1_epi32(13));
        __m512i t462 = _mm512_min_epu32(t460, t461);
        __m512i t463 = t462;
        __m512 t464 = _mm512_cvtepi32_ps(t463);
        __m512 t465 = _mm512_mul_ps(t464, _mm512_set1_ps(0.21f));
        __m512 t466 = _mm512_add_ps(t465, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t450], t466);
        t17 += 64L;
        __m512i t467 = _mm512_add_epi32(t15, _mm512_set1_epi32(8));
        __m512i t468 = t467;
        __m512i t469 = _mm512_sub_epi32(t468, _mm512_set1_epi32(11));
        __m512i t470 = _mm512_min_epu32(t468, t469);
        t15 = t470;
        __m512i t471 = _mm512_add_epi32(t16, _mm512_set1_epi32(8));
        __m512i t472 = t471;
        __m512i t473 = _mm512_sub_epi32(t472, _mm512_set1_epi32(13));
        __m512i t474 = _mm512_min_epu32(t472, t473);
        t16 = t474;
    } while (t17 < 128L);
    __m512i t475 = _mm512_set1_epi32(5);
    __m512i t476 = _mm512_add_epi32(t475, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
    __m512i t477 = t476;
    __m512i t478 = _mm512_sub_epi32(t477, _mm512_set1_epi32(11));
    __m512i t479 = _mm512_min_epu32(t477, t478);
    __m512i t18 = t479;
    __m512i t480 = _mm512_set1_epi32(3);
    __m512i t481 = _mm512_add_epi32(t480, _mm512_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9, 1, 6, 11, 3, 8, 0, 5, 10));
    __m512i t482 = t481;
    __m512i t483 = _mm512_sub_epi32(t482, _mm512_set1_epi32(13));
    __m512i t484 = _mm512_min_epu32(t482, t483);
    __m512i t19 = t484;
    long t20 = 0L;
    do {
        long t485 = (long)(int)(128L + t20);
        __m512 t486 = _mm512_cvtepi32_ps(t18);
        __m512 t487 = _mm512_mul_ps(t486, _mm512_set1_ps(0.37f));
        __m512 t488 = _mm512_sub_ps(t487, _mm512_set1_ps(1.5f));
        _mm512_storeu_ps(&a12[t485], t488);
        __m512 t489 = _mm512_cvtepi32_ps(t19);
        __m512 t490 = _mm512_mul_ps(t489, _mm512_set1_ps(0.21f));
        __m512 t491 = _mm512_add_ps(t490, _mm512_set1_ps(0.1f));
        _mm512_storeu_ps(&b12[t485], t491);
        t20 += 16L;
        __m512i t492 = _mm512_add_epi32(t18, _mm512_set1_epi32(2));
        __m512i t493 = t492;
        __m512i t494 = _mm512_sub_epi32(t493, _mm512_set1_epi32(11));
        __m512i t495 = _mm512_min_epu32(t493, t494);
        t18 = t495;
        __m512i t496 = _mm512_add_epi32(t19, _mm512_set1_epi32(2));
        __m512i t497 = t496;
        __m512i t498 = _mm512_sub_epi32(t497, _mm512_set1_epi32(13));
        __m512i t499 = _mm512_min_epu32(t497, t498);
        t19 = t499;
    } while (t20 < 16L);
    for (int x_2 = 144; x_2 < 144; x_2++) {
        long t500 = (long)x_2;
        a12[t500] = (float)(x_2 * 7 % 11) * 0.37f - 1.5f;
        b12[t500] = (float)(x_2 * 5 % 13) * 0.21f + 0.1f;
    }
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
