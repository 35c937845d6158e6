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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_no_contract_body
    int s;
    int j;
    int t32;
    int t33;
    int t48;
    int t49;
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
            __m512i t8 = _mm512_set1_epi32(0);
            for (int t76 = 0; t76 < n; t76++) {
                __m512i t77 = _mm512_loadu_si512(b + (t76 * n + j_1));
                __m512i t78 = _mm512_set1_epi32((int)a[i * n + t76]);
                __m512i t79 = _mm512_mullo_epi32(t78, t77);
                t8 = _mm512_add_epi32(t8, t79);
            }
            _mm512_storeu_si512(c + (i * n + j_1), t8);
        }
        for (; j < n; j++) {
            long t9 = (long)n;
            if (t9 >= 16L) {
                long t10 = t9 & -16L;
                __m256i t11 = _mm256_set1_epi32((int)n);
                __m256i t12 = _mm256_set1_epi32((int)j);
                __m256i t13 = _mm256_set1_epi32(0);
                __m256i t14 = t13;
                __m256i t1 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t2 = 0L;
                __m256i t3 = _mm256_set1_epi32(0);
                __m256i t4 = _mm256_set1_epi32(0);
                for (;;) {
                    __m256i t15 = t1;
                    __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                    __m256i t17 = t16;
                    __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)t2)));
                    __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)(t2 + 8L))));
                    __m256i t20 = _mm256_mullo_epi32(t15, t11);
                    __m256i t21 = _mm256_mullo_epi32(t17, t11);
                    __m256i t22 = _mm256_add_epi32(t20, t12);
                    __m256i t23 = _mm256_add_epi32(t21, t12);
                    __m256i t24 = _mm256_i32gather_epi32((const int *)b, t22, 4);
                    __m256i t25 = _mm256_i32gather_epi32((const int *)b, t23, 4);
                    __m256i t26 = _mm256_mullo_epi32(t18, t24);
                    __m256i t27 = t26;
                    t3 = _mm256_add_epi32(t3, t27);
                    __m256i t28 = _mm256_mullo_epi32(t19, t25);
                    __m256i t29 = t28;
                    t4 = _mm256_add_epi32(t4, t29);
                    t2 += 16L;
                    __m256i t30 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
                    if (t2 >= t10) {
                        break;
                    }
                    t1 = t30;
                }
                __m256i t31 = _mm256_add_epi32(t3, t4);
                t32 = (int)t10;
                t33 = (int)vcc_avx2_sum_epi32(t31);
            } else {
                t32 = 0;
                t33 = 0;
            }
            long t34 = (long)n + (long)t32 * -1L;
            if (t34 >= 8L) {
                long t35 = t34 & -8L;
                __m256i t36 = _mm256_set1_epi32((int)n);
                __m256i t37 = _mm256_set1_epi32((int)j);
                __m256i t38 = _mm256_set1_epi32((int)t32);
                __m256i t39 = t38;
                __m256i t5 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t6 = 0L;
                __m256i t7 = _mm256_set1_epi32(0);
                for (;;) {
                    __m256i t40 = t5;
                    __m256i t41 = _mm256_loadu_si256((const __m256i *)(a + (i * n + (int)((long)t32 + t6))));
                    __m256i t42 = _mm256_mullo_epi32(t40, t36);
                    __m256i t43 = _mm256_add_epi32(t42, t37);
                    __m256i t44 = _mm256_i32gather_epi32((const int *)b, t43, 4);
                    __m256i t45 = _mm256_mullo_epi32(t41, t44);
                    __m256i t46 = t45;
                    t7 = _mm256_add_epi32(t7, t46);
                    t6 += 8L;
                    __m256i t47 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                    if (t6 >= t35) {
                        break;
                    }
                    t5 = t47;
                }
                t48 = (int)((long)t32 + t35);
                t49 = (int)((unsigned int)t33 + vcc_avx2_sum_epi32(t7));
            } else {
                t48 = t32;
                t49 = t33;
            }
            long t50 = (long)n + (long)t48 * -1L;
            if ((t50 >= 1L) & (t50 <= 8L)) {
                __m256i t51 = _mm256_set1_epi32((int)(int)t50);
                __m256i t52 = _mm256_cmpgt_epi32(t51, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t53 = _mm256_set1_epi32((int)n);
                __m256i t54 = _mm256_set1_epi32((int)j);
                __m256i t55 = _mm256_set1_epi32((int)t48);
                __m256i t56 = t55;
                __m256i t57 = _mm256_add_epi32(t56, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t58 = t57;
                __m256i t59 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t52), a + (i * n + (int)(long)t48));
                __m256i t60 = t58;
                __m256i t61 = t53;
                __m256i t62 = _mm256_mullo_epi32(t60, t61);
                __m256i t63 = t62;
                __m256i t64 = t63;
                __m256i t65 = t54;
                __m256i t66 = _mm256_add_epi32(t64, t65);
                __m256i t67 = t66;
                __m256i t68 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)b, t67, t52, 4);
                __m256i t69 = t59;
                __m256i t70 = t68;
                __m256i t71 = _mm256_mullo_epi32(t69, t70);
                __m256i t72 = t71;
                __m256i t73 = t72;
                __m256i t74 = _mm256_add_epi32(_mm256_set1_epi32(0), t73);
                __m256i t75 = _mm256_ternarylogic_epi32(t52, t74, _mm256_set1_epi32(0), 0xCA);
                k = (int)((long)t48 + t50);
                s = (int)((unsigned int)t49 + vcc_avx2_sum_epi32(t75));
            } else {
                k = t48;
                s = t49;
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
    int t179;
    int t293;
    int x;
    int t393;
    double t394;
    float t395;
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
        unsigned long t18 = (unsigned long)nn;
        unsigned long t19 = t18 * 4UL + 1UL;
        void *t20 = malloc(t19);
        float *af = (float *)t20;
        void *t21 = malloc(t19);
        float *bf = (float *)t21;
        float *cf = (float *)malloc(t19);
        unsigned long t22 = t18 * 8UL + 1UL;
        void *t23 = malloc(t22);
        double *ad = (double *)t23;
        void *t24 = malloc(t22);
        double *bd = (double *)t24;
        double *cd = (double *)malloc(t22);
        void *t25 = malloc(t19);
        int *ai = (int *)t25;
        void *t26 = malloc(t19);
        int *bi = (int *)t26;
        int *ci = (int *)malloc(t19);
        long t27 = (long)nn;
        unsigned long t28 = (unsigned long)t20;
        unsigned long t29 = (unsigned long)t21;
        unsigned long t30 = (unsigned long)t20;
        unsigned long t31 = (unsigned long)t23;
        unsigned long t32 = (unsigned long)t20;
        unsigned long t33 = (unsigned long)t24;
        unsigned long t34 = (unsigned long)t20;
        unsigned long t35 = (unsigned long)t25;
        unsigned long t36 = (unsigned long)t20;
        unsigned long t37 = (unsigned long)t26;
        unsigned long t38 = (unsigned long)t21;
        unsigned long t39 = (unsigned long)t23;
        unsigned long t40 = (unsigned long)t21;
        unsigned long t41 = (unsigned long)t24;
        unsigned long t42 = (unsigned long)t21;
        unsigned long t43 = (unsigned long)t25;
        unsigned long t44 = (unsigned long)t21;
        unsigned long t45 = (unsigned long)t26;
        unsigned long t46 = (unsigned long)t23;
        unsigned long t47 = (unsigned long)t24;
        unsigned long t48 = (unsigned long)t23;
        unsigned long t49 = (unsigned long)t25;
        unsigned long t50 = (unsigned long)t23;
        unsigned long t51 = (unsigned long)t26;
        unsigned long t52 = (unsigned long)t24;
        unsigned long t53 = (unsigned long)t25;
        unsigned long t54 = (unsigned long)t24;
        unsigned long t55 = (unsigned long)t26;
        unsigned long t56 = (unsigned long)t25;
        unsigned long t57 = (unsigned long)t26;
        if ((t27 >= 8L) & (((t28 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t29) | ((t29 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t28)) & (((t30 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t33) | ((t33 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t32)) & (((t34 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t35) | ((t35 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t34)) & (((t36 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t37) | ((t37 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t36)) & (((t38 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t39) | ((t39 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t38)) & (((t40 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t41) | ((t41 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t40)) & (((t42 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t43) | ((t43 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t42)) & (((t44 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t45) | ((t45 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t44)) & (((t46 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t47) | ((t47 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t46)) & (((t48 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t48)) & (((t50 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t51) | ((t51 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t50)) & (((t52 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t53) | ((t53 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t52)) & (((t54 + (unsigned long)(8L + (t27 - 1L) * 8L)) <= t55) | ((t55 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t54)) & (((t56 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t27 - 1L) * 4L)) <= t56)) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t58 = t27 & -8L;
            __m128i t59 = _mm_set1_epi32(0);
            __m128i t60 = _mm_add_epi32(t59, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t61 = t60;
            __m128i t62 = _mm_sub_epi32(t61, _mm_set1_epi32(11));
            __m128i t63 = _mm_min_epu32(t61, t62);
            __m128i t1 = t63;
            __m128i t64 = _mm_set1_epi32(0);
            __m128i t65 = _mm_add_epi32(t64, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t66 = t65;
            __m128i t67 = _mm_sub_epi32(t66, _mm_set1_epi32(13));
            __m128i t68 = _mm_min_epu32(t66, t67);
            __m128i t2 = t68;
            __m128i t69 = _mm_set1_epi32(0);
            __m128i t70 = _mm_add_epi32(t69, _mm_setr_epi32(0, 3, 6, 9));
            __m128i t71 = t70;
            __m128i t72 = _mm_sub_epi32(t71, _mm_set1_epi32(17));
            __m128i t73 = _mm_min_epu32(t71, t72);
            __m128i t3 = t73;
            __m128i t74 = _mm_set1_epi32(0);
            __m128i t75 = _mm_add_epi32(t74, _mm_setr_epi32(0, 4, 1, 5));
            __m128i t76 = t75;
            __m128i t77 = _mm_sub_epi32(t76, _mm_set1_epi32(7));
            __m128i t78 = _mm_min_epu32(t76, t77);
            __m128i t4 = t78;
            __m128i t79 = _mm_set1_epi32(0);
            __m128i t80 = _mm_add_epi32(t79, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t81 = t80;
            __m128i t82 = _mm_sub_epi32(t81, _mm_set1_epi32(23));
            __m128i t83 = _mm_min_epu32(t81, t82);
            __m128i t5 = t83;
            __m128i t84 = _mm_set1_epi32(0);
            __m128i t85 = _mm_add_epi32(t84, _mm_setr_epi32(0, 13, 7, 1));
            __m128i t86 = t85;
            __m128i t87 = _mm_sub_epi32(t86, _mm_set1_epi32(19));
            __m128i t88 = _mm_min_epu32(t86, t87);
            __m128i t6 = t88;
            long t7 = 0L;
            for (;;) {
                long t89 = (long)(int)t7;
                __m128 t90 = _mm_cvtepi32_ps(t1);
                __m128 t91 = _mm_mul_ps(t90, _mm_set1_ps(0.37f));
                __m128 t92 = _mm_sub_ps(t91, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t89, t92);
                __m128 t93 = _mm_cvtepi32_ps(t2);
                __m128 t94 = _mm_mul_ps(t93, _mm_set1_ps(0.21f));
                __m128 t95 = _mm_add_ps(t94, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t89, t95);
                __m256d t96 = _mm256_cvtepi32_pd(t3);
                __m256d t97 = _mm256_mul_pd(t96, _mm256_set1_pd(0.113));
                __m256d t98 = _mm256_sub_pd(t97, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t89, t98);
                __m256d t99 = _mm256_cvtepi32_pd(t4);
                __m256d t100 = _mm256_mul_pd(t99, _mm256_set1_pd(0.97));
                __m256d t101 = _mm256_add_pd(t100, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t89, t101);
                __m128i t102 = _mm_sub_epi32(t5, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + t89), t102);
                __m128i t103 = _mm_sub_epi32(t6, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + t89), t103);
                long t104 = (long)(int)(t7 + 4L);
                __m128i t105 = _mm_add_epi32(t1, _mm_set1_epi32(6));
                __m128i t106 = t105;
                __m128i t107 = _mm_sub_epi32(t106, _mm_set1_epi32(11));
                __m128i t108 = _mm_min_epu32(t106, t107);
                __m128i t109 = t108;
                __m128 t110 = _mm_cvtepi32_ps(t109);
                __m128 t111 = _mm_mul_ps(t110, _mm_set1_ps(0.37f));
                __m128 t112 = _mm_sub_ps(t111, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t104, t112);
                __m128i t113 = _mm_add_epi32(t2, _mm_set1_epi32(7));
                __m128i t114 = t113;
                __m128i t115 = _mm_sub_epi32(t114, _mm_set1_epi32(13));
                __m128i t116 = _mm_min_epu32(t114, t115);
                __m128i t117 = t116;
                __m128 t118 = _mm_cvtepi32_ps(t117);
                __m128 t119 = _mm_mul_ps(t118, _mm_set1_ps(0.21f));
                __m128 t120 = _mm_add_ps(t119, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t104, t120);
                __m128i t121 = _mm_add_epi32(t3, _mm_set1_epi32(12));
                __m128i t122 = t121;
                __m128i t123 = _mm_sub_epi32(t122, _mm_set1_epi32(17));
                __m128i t124 = _mm_min_epu32(t122, t123);
                __m128i t125 = t124;
                __m256d t126 = _mm256_cvtepi32_pd(t125);
                __m256d t127 = _mm256_mul_pd(t126, _mm256_set1_pd(0.113));
                __m256d t128 = _mm256_sub_pd(t127, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t104, t128);
                __m128i t129 = _mm_add_epi32(t4, _mm_set1_epi32(2));
                __m128i t130 = t129;
                __m128i t131 = _mm_sub_epi32(t130, _mm_set1_epi32(7));
                __m128i t132 = _mm_min_epu32(t130, t131);
                __m128i t133 = t132;
                __m256d t134 = _mm256_cvtepi32_pd(t133);
                __m256d t135 = _mm256_mul_pd(t134, _mm256_set1_pd(0.97));
                __m256d t136 = _mm256_add_pd(t135, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t104, t136);
                __m128i t137 = _mm_add_epi32(t5, _mm_set1_epi32(5));
                __m128i t138 = t137;
                __m128i t139 = _mm_sub_epi32(t138, _mm_set1_epi32(23));
                __m128i t140 = _mm_min_epu32(t138, t139);
                __m128i t141 = t140;
                __m128i t142 = _mm_sub_epi32(t141, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + t104), t142);
                __m128i t143 = _mm_add_epi32(t6, _mm_set1_epi32(14));
                __m128i t144 = t143;
                __m128i t145 = _mm_sub_epi32(t144, _mm_set1_epi32(19));
                __m128i t146 = _mm_min_epu32(t144, t145);
                __m128i t147 = t146;
                __m128i t148 = _mm_sub_epi32(t147, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + t104), t148);
                t7 += 8L;
                __m128i t149 = _mm_add_epi32(t1, _mm_set1_epi32(1));
                __m128i t150 = t149;
                __m128i t151 = _mm_sub_epi32(t150, _mm_set1_epi32(11));
                __m128i t152 = _mm_min_epu32(t150, t151);
                __m128i t153 = t152;
                __m128i t154 = _mm_add_epi32(t2, _mm_set1_epi32(1));
                __m128i t155 = t154;
                __m128i t156 = _mm_sub_epi32(t155, _mm_set1_epi32(13));
                __m128i t157 = _mm_min_epu32(t155, t156);
                __m128i t158 = t157;
                __m128i t159 = _mm_add_epi32(t3, _mm_set1_epi32(7));
                __m128i t160 = t159;
                __m128i t161 = _mm_sub_epi32(t160, _mm_set1_epi32(17));
                __m128i t162 = _mm_min_epu32(t160, t161);
                __m128i t163 = t162;
                __m128i t164 = _mm_add_epi32(t4, _mm_set1_epi32(4));
                __m128i t165 = t164;
                __m128i t166 = _mm_sub_epi32(t165, _mm_set1_epi32(7));
                __m128i t167 = _mm_min_epu32(t165, t166);
                __m128i t168 = t167;
                __m128i t169 = _mm_add_epi32(t5, _mm_set1_epi32(10));
                __m128i t170 = t169;
                __m128i t171 = _mm_sub_epi32(t170, _mm_set1_epi32(23));
                __m128i t172 = _mm_min_epu32(t170, t171);
                __m128i t173 = t172;
                __m128i t174 = _mm_add_epi32(t6, _mm_set1_epi32(9));
                __m128i t175 = t174;
                __m128i t176 = _mm_sub_epi32(t175, _mm_set1_epi32(19));
                __m128i t177 = _mm_min_epu32(t175, t176);
                __m128i t178 = t177;
                if (t7 >= t58) {
                    break;
                }
                t1 = t153;
                t2 = t158;
                t3 = t163;
                t4 = t168;
                t5 = t173;
                t6 = t178;
            }
            t179 = (int)t58;
        } else {
            t179 = 0;
        }
        long t180 = (long)nn + (long)t179 * -1L;
        unsigned long t181 = (unsigned long)t20;
        unsigned long t182 = (unsigned long)t21;
        unsigned long t183 = (unsigned long)t20;
        unsigned long t184 = (unsigned long)t23;
        unsigned long t185 = (unsigned long)t20;
        unsigned long t186 = (unsigned long)t24;
        unsigned long t187 = (unsigned long)t20;
        unsigned long t188 = (unsigned long)t25;
        unsigned long t189 = (unsigned long)t20;
        unsigned long t190 = (unsigned long)t26;
        unsigned long t191 = (unsigned long)t21;
        unsigned long t192 = (unsigned long)t23;
        unsigned long t193 = (unsigned long)t21;
        unsigned long t194 = (unsigned long)t24;
        unsigned long t195 = (unsigned long)t21;
        unsigned long t196 = (unsigned long)t25;
        unsigned long t197 = (unsigned long)t21;
        unsigned long t198 = (unsigned long)t26;
        unsigned long t199 = (unsigned long)t23;
        unsigned long t200 = (unsigned long)t24;
        unsigned long t201 = (unsigned long)t23;
        unsigned long t202 = (unsigned long)t25;
        unsigned long t203 = (unsigned long)t23;
        unsigned long t204 = (unsigned long)t26;
        unsigned long t205 = (unsigned long)t24;
        unsigned long t206 = (unsigned long)t25;
        unsigned long t207 = (unsigned long)t24;
        unsigned long t208 = (unsigned long)t26;
        unsigned long t209 = (unsigned long)t25;
        unsigned long t210 = (unsigned long)t26;
        int t211 = (int)((unsigned int)t179 * 7U);
        int t212 = (int)((unsigned int)t179 * 5U);
        int t213 = (int)((unsigned int)t179 * 3U);
        int t214 = (int)((unsigned int)t179 * 11U);
        int t215 = (int)((unsigned int)t179 * 7U);
        int t216 = (int)((unsigned int)t179 * 13U);
        if ((t180 >= 4L) & (((t181 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t179 * 4L))) | ((t182 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t181 + (unsigned long)((long)t179 * 4L)))) & (((t183 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t179 * 8L))) | ((t184 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t179 * 4L)))) & (((t185 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t179 * 8L))) | ((t186 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t185 + (unsigned long)((long)t179 * 4L)))) & (((t187 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t188 + (unsigned long)((long)t179 * 4L))) | ((t188 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t187 + (unsigned long)((long)t179 * 4L)))) & (((t189 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t179 * 4L))) | ((t190 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t189 + (unsigned long)((long)t179 * 4L)))) & (((t191 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t179 * 8L))) | ((t192 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t179 * 4L)))) & (((t193 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t179 * 8L))) | ((t194 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t193 + (unsigned long)((long)t179 * 4L)))) & (((t195 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t179 * 4L))) | ((t196 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t179 * 4L)))) & (((t197 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t179 * 4L))) | ((t198 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t179 * 4L)))) & (((t199 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t200 + (unsigned long)((long)t179 * 8L))) | ((t200 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t199 + (unsigned long)((long)t179 * 8L)))) & (((t201 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t202 + (unsigned long)((long)t179 * 4L))) | ((t202 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t179 * 8L)))) & (((t203 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t204 + (unsigned long)((long)t179 * 4L))) | ((t204 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t203 + (unsigned long)((long)t179 * 8L)))) & (((t205 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t206 + (unsigned long)((long)t179 * 4L))) | ((t206 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t205 + (unsigned long)((long)t179 * 8L)))) & (((t207 + (unsigned long)((long)t179 * 8L + 8L + (t180 - 1L) * 8L)) <= (t208 + (unsigned long)((long)t179 * 4L))) | ((t208 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t207 + (unsigned long)((long)t179 * 8L)))) & (((t209 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t179 * 4L))) | ((t210 + (unsigned long)((long)t179 * 4L + 4L + (t180 - 1L) * 4L)) <= (t209 + (unsigned long)((long)t179 * 4L)))) & (t211 >= 0) & (t212 >= 0) & (t213 >= 0) & (t214 >= 0) & (t215 >= 0) & (t216 >= 0)) {
            long t217 = t180 & -4L;
            __m128i t218 = _mm_set1_epi32((int)(t211 % 11));
            __m128i t219 = _mm_add_epi32(t218, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t220 = t219;
            __m128i t221 = _mm_sub_epi32(t220, _mm_set1_epi32(11));
            __m128i t222 = _mm_min_epu32(t220, t221);
            __m128i t8 = t222;
            __m128i t223 = _mm_set1_epi32((int)(t212 % 13));
            __m128i t224 = _mm_add_epi32(t223, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t225 = t224;
            __m128i t226 = _mm_sub_epi32(t225, _mm_set1_epi32(13));
            __m128i t227 = _mm_min_epu32(t225, t226);
            __m128i t9 = t227;
            __m128i t228 = _mm_set1_epi32((int)(t213 % 17));
            __m128i t229 = _mm_add_epi32(t228, _mm_setr_epi32(0, 3, 6, 9));
            __m128i t230 = t229;
            __m128i t231 = _mm_sub_epi32(t230, _mm_set1_epi32(17));
            __m128i t232 = _mm_min_epu32(t230, t231);
            __m128i t10 = t232;
            __m128i t233 = _mm_set1_epi32((int)(t214 % 7));
            __m128i t234 = _mm_add_epi32(t233, _mm_setr_epi32(0, 4, 1, 5));
            __m128i t235 = t234;
            __m128i t236 = _mm_sub_epi32(t235, _mm_set1_epi32(7));
            __m128i t237 = _mm_min_epu32(t235, t236);
            __m128i t11 = t237;
            __m128i t238 = _mm_set1_epi32((int)(t215 % 23));
            __m128i t239 = _mm_add_epi32(t238, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t240 = t239;
            __m128i t241 = _mm_sub_epi32(t240, _mm_set1_epi32(23));
            __m128i t242 = _mm_min_epu32(t240, t241);
            __m128i t12 = t242;
            __m128i t243 = _mm_set1_epi32((int)(t216 % 19));
            __m128i t244 = _mm_add_epi32(t243, _mm_setr_epi32(0, 13, 7, 1));
            __m128i t245 = t244;
            __m128i t246 = _mm_sub_epi32(t245, _mm_set1_epi32(19));
            __m128i t247 = _mm_min_epu32(t245, t246);
            __m128i t13 = t247;
            long t14 = 0L;
            for (;;) {
                long t248 = (long)(int)((long)t179 + t14);
                __m128 t249 = _mm_cvtepi32_ps(t8);
                __m128 t250 = _mm_mul_ps(t249, _mm_set1_ps(0.37f));
                __m128 t251 = _mm_sub_ps(t250, _mm_set1_ps(1.5f));
                _mm_storeu_ps(af + t248, t251);
                __m128 t252 = _mm_cvtepi32_ps(t9);
                __m128 t253 = _mm_mul_ps(t252, _mm_set1_ps(0.21f));
                __m128 t254 = _mm_add_ps(t253, _mm_set1_ps(0.1f));
                _mm_storeu_ps(bf + t248, t254);
                __m256d t255 = _mm256_cvtepi32_pd(t10);
                __m256d t256 = _mm256_mul_pd(t255, _mm256_set1_pd(0.113));
                __m256d t257 = _mm256_sub_pd(t256, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(ad + t248, t257);
                __m256d t258 = _mm256_cvtepi32_pd(t11);
                __m256d t259 = _mm256_mul_pd(t258, _mm256_set1_pd(0.97));
                __m256d t260 = _mm256_add_pd(t259, _mm256_set1_pd(0.3));
                _mm256_storeu_pd(bd + t248, t260);
                __m128i t261 = _mm_sub_epi32(t12, _mm_set1_epi32(11));
                _mm_storeu_si128((__m128i *)(ai + t248), t261);
                __m128i t262 = _mm_sub_epi32(t13, _mm_set1_epi32(9));
                _mm_storeu_si128((__m128i *)(bi + t248), t262);
                t14 += 4L;
                __m128i t263 = _mm_add_epi32(t8, _mm_set1_epi32(6));
                __m128i t264 = t263;
                __m128i t265 = _mm_sub_epi32(t264, _mm_set1_epi32(11));
                __m128i t266 = _mm_min_epu32(t264, t265);
                __m128i t267 = t266;
                __m128i t268 = _mm_add_epi32(t9, _mm_set1_epi32(7));
                __m128i t269 = t268;
                __m128i t270 = _mm_sub_epi32(t269, _mm_set1_epi32(13));
                __m128i t271 = _mm_min_epu32(t269, t270);
                __m128i t272 = t271;
                __m128i t273 = _mm_add_epi32(t10, _mm_set1_epi32(12));
                __m128i t274 = t273;
                __m128i t275 = _mm_sub_epi32(t274, _mm_set1_epi32(17));
                __m128i t276 = _mm_min_epu32(t274, t275);
                __m128i t277 = t276;
                __m128i t278 = _mm_add_epi32(t11, _mm_set1_epi32(2));
                __m128i t279 = t278;
                __m128i t280 = _mm_sub_epi32(t279, _mm_set1_epi32(7));
                __m128i t281 = _mm_min_epu32(t279, t280);
                __m128i t282 = t281;
                __m128i t283 = _mm_add_epi32(t12, _mm_set1_epi32(5));
                __m128i t284 = t283;
                __m128i t285 = _mm_sub_epi32(t284, _mm_set1_epi32(23));
                __m128i t286 = _mm_min_epu32(t284, t285);
                __m128i t287 = t286;
                __m128i t288 = _mm_add_epi32(t13, _mm_set1_epi32(14));
                __m128i t289 = t288;
                __m128i t290 = _mm_sub_epi32(t289, _mm_set1_epi32(19));
                __m128i t291 = _mm_min_epu32(t289, t290);
                __m128i t292 = t291;
                if (t14 >= t217) {
                    break;
                }
                t8 = t267;
                t9 = t272;
                t10 = t277;
                t11 = t282;
                t12 = t287;
                t13 = t292;
            }
            t293 = (int)((long)t179 + t217);
        } else {
            t293 = t179;
        }
        long t294 = (long)nn + (long)t293 * -1L;
        unsigned long t295 = (unsigned long)t20;
        unsigned long t296 = (unsigned long)t21;
        unsigned long t297 = (unsigned long)t20;
        unsigned long t298 = (unsigned long)t23;
        unsigned long t299 = (unsigned long)t20;
        unsigned long t300 = (unsigned long)t24;
        unsigned long t301 = (unsigned long)t20;
        unsigned long t302 = (unsigned long)t25;
        unsigned long t303 = (unsigned long)t20;
        unsigned long t304 = (unsigned long)t26;
        unsigned long t305 = (unsigned long)t21;
        unsigned long t306 = (unsigned long)t23;
        unsigned long t307 = (unsigned long)t21;
        unsigned long t308 = (unsigned long)t24;
        unsigned long t309 = (unsigned long)t21;
        unsigned long t310 = (unsigned long)t25;
        unsigned long t311 = (unsigned long)t21;
        unsigned long t312 = (unsigned long)t26;
        unsigned long t313 = (unsigned long)t23;
        unsigned long t314 = (unsigned long)t24;
        unsigned long t315 = (unsigned long)t23;
        unsigned long t316 = (unsigned long)t25;
        unsigned long t317 = (unsigned long)t23;
        unsigned long t318 = (unsigned long)t26;
        unsigned long t319 = (unsigned long)t24;
        unsigned long t320 = (unsigned long)t25;
        unsigned long t321 = (unsigned long)t24;
        unsigned long t322 = (unsigned long)t26;
        unsigned long t323 = (unsigned long)t25;
        unsigned long t324 = (unsigned long)t26;
        int t325 = (int)((unsigned int)t293 * 7U);
        int t326 = (int)((unsigned int)t293 * 5U);
        int t327 = (int)((unsigned int)t293 * 3U);
        int t328 = (int)((unsigned int)t293 * 11U);
        int t329 = (int)((unsigned int)t293 * 7U);
        int t330 = (int)((unsigned int)t293 * 13U);
        if ((t294 >= 1L) & (t294 <= 4L) & (((t295 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t296 + (unsigned long)((long)t293 * 4L))) | ((t296 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t295 + (unsigned long)((long)t293 * 4L)))) & (((t297 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t298 + (unsigned long)((long)t293 * 8L))) | ((t298 + (unsigned long)((long)t293 * 8L + 8L + (t294 - 1L) * 8L)) <= (t297 + (unsigned long)((long)t293 * 4L)))) & (((t299 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t300 + (unsigned long)((long)t293 * 8L))) | ((t300 + (unsigned long)((long)t293 * 8L + 8L + (t294 - 1L) * 8L)) <= (t299 + (unsigned long)((long)t293 * 4L)))) & (((t301 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t302 + (unsigned long)((long)t293 * 4L))) | ((t302 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t301 + (unsigned long)((long)t293 * 4L)))) & (((t303 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t304 + (unsigned long)((long)t293 * 4L))) | ((t304 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t303 + (unsigned long)((long)t293 * 4L)))) & (((t305 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t306 + (unsigned long)((long)t293 * 8L))) | ((t306 + (unsigned long)((long)t293 * 8L + 8L + (t294 - 1L) * 8L)) <= (t305 + (unsigned long)((long)t293 * 4L)))) & (((t307 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t308 + (unsigned long)((long)t293 * 8L))) | ((t308 + (unsigned long)((long)t293 * 8L + 8L + (t294 - 1L) * 8L)) <= (t307 + (unsigned long)((long)t293 * 4L)))) & (((t309 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t310 + (unsigned long)((long)t293 * 4L))) | ((t310 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t309 + (unsigned long)((long)t293 * 4L)))) & (((t311 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t312 + (unsigned long)((long)t293 * 4L))) | ((t312 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t311 + (unsigned long)((long)t293 * 4L)))) & (((t313 + (unsigned long)((long)t293 * 8L + 8L + (t294 - 1L) * 8L)) <= (t314 + (unsigned long)((long)t293 * 8L))) | ((t314 + (unsigned long)((long)t293 * 8L + 8L + (t294 - 1L) * 8L)) <= (t313 + (unsigned long)((long)t293 * 8L)))) & (((t315 + (unsigned long)((long)t293 * 8L + 8L + (t294 - 1L) * 8L)) <= (t316 + (unsigned long)((long)t293 * 4L))) | ((t316 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t315 + (unsigned long)((long)t293 * 8L)))) & (((t317 + (unsigned long)((long)t293 * 8L + 8L + (t294 - 1L) * 8L)) <= (t318 + (unsigned long)((long)t293 * 4L))) | ((t318 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t317 + (unsigned long)((long)t293 * 8L)))) & (((t319 + (unsigned long)((long)t293 * 8L + 8L + (t294 - 1L) * 8L)) <= (t320 + (unsigned long)((long)t293 * 4L))) | ((t320 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t319 + (unsigned long)((long)t293 * 8L)))) & (((t321 + (unsigned long)((long)t293 * 8L + 8L + (t294 - 1L) * 8L)) <= (t322 + (unsigned long)((long)t293 * 4L))) | ((t322 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t321 + (unsigned long)((long)t293 * 8L)))) & (((t323 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t324 + (unsigned long)((long)t293 * 4L))) | ((t324 + (unsigned long)((long)t293 * 4L + 4L + (t294 - 1L) * 4L)) <= (t323 + (unsigned long)((long)t293 * 4L)))) & (t325 >= 0) & (t326 >= 0) & (t327 >= 0) & (t328 >= 0) & (t329 >= 0) & (t330 >= 0)) {
            __m128i t331 = _mm_set1_epi32((int)(int)t294);
            __m128i t332 = _mm_cmpgt_epi32(t331, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t333 = _mm_set1_epi32((int)(t325 % 11));
            __m128i t334 = _mm_add_epi32(t333, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t335 = t334;
            __m128i t336 = _mm_sub_epi32(t335, _mm_set1_epi32(11));
            __m128i t337 = _mm_min_epu32(t335, t336);
            __m128i t338 = t337;
            __m128i t339 = _mm_set1_epi32((int)(t326 % 13));
            __m128i t340 = _mm_add_epi32(t339, _mm_setr_epi32(0, 5, 10, 2));
            __m128i t341 = t340;
            __m128i t342 = _mm_sub_epi32(t341, _mm_set1_epi32(13));
            __m128i t343 = _mm_min_epu32(t341, t342);
            __m128i t344 = t343;
            __m128i t345 = _mm_set1_epi32((int)(t327 % 17));
            __m128i t346 = _mm_add_epi32(t345, _mm_setr_epi32(0, 3, 6, 9));
            __m128i t347 = t346;
            __m128i t348 = _mm_sub_epi32(t347, _mm_set1_epi32(17));
            __m128i t349 = _mm_min_epu32(t347, t348);
            __m128i t350 = t349;
            __m128i t351 = _mm_set1_epi32((int)(t328 % 7));
            __m128i t352 = _mm_add_epi32(t351, _mm_setr_epi32(0, 4, 1, 5));
            __m128i t353 = t352;
            __m128i t354 = _mm_sub_epi32(t353, _mm_set1_epi32(7));
            __m128i t355 = _mm_min_epu32(t353, t354);
            __m128i t356 = t355;
            __m128i t357 = _mm_set1_epi32((int)(t329 % 23));
            __m128i t358 = _mm_add_epi32(t357, _mm_setr_epi32(0, 7, 14, 21));
            __m128i t359 = t358;
            __m128i t360 = _mm_sub_epi32(t359, _mm_set1_epi32(23));
            __m128i t361 = _mm_min_epu32(t359, t360);
            __m128i t362 = t361;
            __m128i t363 = _mm_set1_epi32((int)(t330 % 19));
            __m128i t364 = _mm_add_epi32(t363, _mm_setr_epi32(0, 13, 7, 1));
            __m128i t365 = t364;
            __m128i t366 = _mm_sub_epi32(t365, _mm_set1_epi32(19));
            __m128i t367 = _mm_min_epu32(t365, t366);
            __m128i t368 = t367;
            long t369 = (long)(int)(long)t293;
            __m128 t370 = _mm_cvtepi32_ps(t338);
            __m128 t371 = _mm_mul_ps(t370, _mm_set1_ps(0.37f));
            __m128 t372 = _mm_sub_ps(t371, _mm_set1_ps(1.5f));
            _mm_mask_storeu_ps(af + t369, _mm_movepi32_mask(t332), t372);
            __m128 t373 = _mm_cvtepi32_ps(t344);
            __m128 t374 = _mm_mul_ps(t373, _mm_set1_ps(0.21f));
            __m128 t375 = _mm_add_ps(t374, _mm_set1_ps(0.1f));
            _mm_mask_storeu_ps(bf + t369, _mm_movepi32_mask(t332), t375);
            __m256d t376 = _mm256_cvtepi32_pd(t350);
            __m256d t377 = _mm256_mul_pd(t376, _mm256_set1_pd(0.113));
            __m256d t378 = _mm256_sub_pd(t377, _mm256_set1_pd(0.75));
            _mm256_mask_storeu_pd(ad + t369, _mm_movepi32_mask(t332), t378);
            __m256d t379 = _mm256_cvtepi32_pd(t356);
            __m256d t380 = _mm256_mul_pd(t379, _mm256_set1_pd(0.97));
            __m256d t381 = _mm256_add_pd(t380, _mm256_set1_pd(0.3));
            _mm256_mask_storeu_pd(bd + t369, _mm_movepi32_mask(t332), t381);
            __m128i t382 = t362;
            __m128i t383 = _mm_set1_epi32(11);
            __m128i t384 = _mm_sub_epi32(t382, t383);
            __m128i t385 = t384;
            _mm_mask_storeu_epi32(ai + t369, _mm_movepi32_mask(t332), t385);
            __m128i t386 = t368;
            __m128i t387 = _mm_set1_epi32(9);
            __m128i t388 = _mm_sub_epi32(t386, t387);
            __m128i t389 = t388;
            _mm_mask_storeu_epi32(bi + t369, _mm_movepi32_mask(t332), t389);
            x = (int)((long)t293 + t294);
        } else {
            x = t293;
        }
        for (; x < nn; x++) {
            long t390 = (long)x;
            int t391 = x * 7;
            af[t390] = (float)(t391 % 11) * 0.37f - 1.5f;
            bf[t390] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t390] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t390] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t390] = t391 % 23 - 11;
            bi[t390] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t392 = (long)x_1;
            sf += (double)(cf[t392] * (float)(x_1 % 5 + 1));
            sd += cd[t392] * (double)(x_1 % 3 + 1);
            si += (long)ci[t392] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t393 = ci[nn - 1];
        } else {
            t393 = 0;
        }
        if (nn) {
            t394 = cd[nn / 2];
        } else {
            t394 = 0.0;
        }
        if (nn) {
            t395 = cf[nn - 1];
        } else {
            t395 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t395, sd, t394, si, t393);
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
    __m256i t396 = _mm256_set1_epi32(0);
    __m256i t397 = _mm256_add_epi32(t396, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
    __m256i t398 = t397;
    __m256i t399 = _mm256_sub_epi32(t398, _mm256_set1_epi32(11));
    __m256i t400 = _mm256_min_epu32(t398, t399);
    __m256i t15 = t400;
    __m256i t401 = _mm256_set1_epi32(0);
    __m256i t402 = _mm256_add_epi32(t401, _mm256_setr_epi32(0, 5, 10, 2, 7, 12, 4, 9));
    __m256i t403 = t402;
    __m256i t404 = _mm256_sub_epi32(t403, _mm256_set1_epi32(13));
    __m256i t405 = _mm256_min_epu32(t403, t404);
    __m256i t16 = t405;
    long t17 = 0L;
    do {
        long t406 = (long)(int)t17;
        __m256 t407 = _mm256_cvtepi32_ps(t15);
        __m256 t408 = _mm256_mul_ps(t407, _mm256_set1_ps(0.37f));
        __m256 t409 = _mm256_sub_ps(t408, _mm256_set1_ps(1.5f));
        _mm256_storeu_ps(&a12[t406], t409);
        __m256 t410 = _mm256_cvtepi32_ps(t16);
        __m256 t411 = _mm256_mul_ps(t410, _mm256_set1_ps(0.21f));
        __m256 t412 = _mm256_add_ps(t411, _mm256_set1_ps(0.1f));
        _mm256_storeu_ps(&b12[t406], t412);
        long t413 = (long)(int)(t17 + 8L);
        __m256i t414 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
        __m256i t415 = t414;
        __m256i t416 = _mm256_sub_epi32(t415, _mm256_set1_epi32(11));
        __m256i t417 = _mm256_min_epu32(t415, t416);
        __m256i t418 = t417;
        __m256 t419 = _mm256_cvtepi32_ps(t418);
        __m256 t420 = _mm256_mul_ps(t419, _mm256_set1_ps(0.37f));
        __m256 t421 = _mm256_sub_ps(t420, _mm256_set1_ps(1.5f));
        _mm256_storeu_ps(&a12[t413], t421);
        __m256i t422 = _mm256_add_epi32(t16, _mm256_set1_epi32(1));
        __m256i t423 = t422;
        __m256i t424 = _mm256_sub_epi32(t423, _mm256_set1_epi32(13));
        __m256i t425 = _mm256_min_epu32(t423, t424);
        __m256i t426 = t425;
        __m256 t427 = _mm256_cvtepi32_ps(t426);
        __m256 t428 = _mm256_mul_ps(t427, _mm256_set1_ps(0.21f));
        __m256 t429 = _mm256_add_ps(t428, _mm256_set1_ps(0.1f));
        _mm256_storeu_ps(&b12[t413], t429);
        t17 += 16L;
        __m256i t430 = _mm256_add_epi32(t15, _mm256_set1_epi32(2));
        __m256i t431 = t430;
        __m256i t432 = _mm256_sub_epi32(t431, _mm256_set1_epi32(11));
        __m256i t433 = _mm256_min_epu32(t431, t432);
        t15 = t433;
        __m256i t434 = _mm256_add_epi32(t16, _mm256_set1_epi32(2));
        __m256i t435 = t434;
        __m256i t436 = _mm256_sub_epi32(t435, _mm256_set1_epi32(13));
        __m256i t437 = _mm256_min_epu32(t435, t436);
        t16 = t437;
    } while (t17 < 144L);
    for (int x_2 = 144; x_2 < 144; x_2++) {
        long t438 = (long)x_2;
        a12[t438] = (float)(x_2 * 7 % 11) * 0.37f - 1.5f;
        b12[t438] = (float)(x_2 * 5 % 13) * 0.21f + 0.1f;
    }
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
