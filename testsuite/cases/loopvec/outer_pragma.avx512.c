/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* Outer loops under `#pragma omp simd` (or `#pragma simd vec-function`, the seed's spelling):
   vectorized across the outer index with the inner loops as the function-level vectorizer makes
   them. A triangular inner loop (trip count i + 1, per
   lane) and an inner while loop with a data-dependent exit become divergent loops: they run
   while any lane is active, lanes masked off as they finish. A 2-D stencil (5 taps down the
   columns: the taps loop is strided for the loop vectorizer, consecutive across columns) is
   vectorized across the columns without a pragma. Sizes around VF = 8; exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 3 */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void prefix_dot(int n, const float *a, const float *b, float *out) {
    vcc_no_contract_body
    __m512 t3;
    int i;
    int i_1 = 0;
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
        __m512 t2 = _mm512_set1_ps(0.0f);
        int t5 = 0;
        __m512 t4 = (__m512)(vcc_v16_float){0};
        for (;;) {
            __m512i t6 = _mm512_set1_epi32((int)t5);
            __m512i t7 = _mm512_set1_epi32((int)i_1);
            __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __mmask16 t9 = _mm512_cmp_epi32_mask(t6, t8, _MM_CMPINT_LE);
            __mmask16 t10 = _kand_mask16(t1, t9);
            int t11 = (t10 != 0);
            if (t11) {
                __m512 t12 = _mm512_maskz_loadu_ps(t10, (const float *)((unsigned long)b + (unsigned long)(long)(i_1 - t5) * 4UL));
                __m512 t13 = _mm512_set1_ps(a[t5]);
                __m512 t14 = _mm512_mul_ps(t13, t12);
                t3 = _mm512_add_ps(t2, t14);
            } else {
                t3 = (__m512)(vcc_v16_float){0};
            }
            t4 = _mm512_mask_blend_ps(t1, t4, t2);
            if (!t11) {
                _mm512_storeu_ps(out + i_1, t4);
                break;
            }
            t1 = t10;
            t5++;
            t2 = t3;
        }
    }
    for (; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k <= i; k++) {
            s += a[k] * b[i - k];
        }
        out[i] = s;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void halvings(int n, const float *v, int *count, float *rest) {
    vcc_no_contract_body
    int i;
    float x;
    int i_1 = 0;
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
        long t6 = (long)i_1;
        __m512 t2 = _mm512_loadu_ps(v + t6);
        int t7 = 0;
        __m512 t3 = (__m512)(vcc_v16_float){0};
        __m512i t4 = (__m512i)(vcc_v16_int){0};
        for (;;) {
            __m512 t8 = _mm512_set1_ps(1.0f);
            __mmask16 t9 = _mm512_cmp_ps_mask(t2, t8, _CMP_GT_OQ);
            __mmask16 t10 = _kand_mask16(t1, t9);
            __m512i t11 = _mm512_set1_epi32((int)((t7 < 40) != 0));
            __mmask16 t12 = _mm512_test_epi32_mask(t11, t11);
            __mmask16 t13 = _kand_mask16(t10, t12);
            __m512 t14 = _mm512_set1_ps(0.5f);
            __m512 t15 = _mm512_mul_ps(t2, t14);
            t3 = _mm512_mask_blend_ps(t1, t3, t2);
            __m512i t16 = _mm512_set1_epi32((int)t7);
            t4 = _mm512_mask_blend_epi32(t1, t4, t16);
            if (!(t13 != 0)) {
                break;
            }
            t1 = t13;
            t2 = t15;
            t7++;
        }
        _mm512_storeu_si512(count + t6, t4);
        _mm512_storeu_ps(rest + t6, t3);
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int c = 0;
        for (x = v[t5]; x > 1.0f; x *= 0.5f, c++) {
            if ((c < 40) == 0) {
                break;
            }
        }
        count[t5] = c;
        rest[t5] = x;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
    vcc_no_contract_body
    int j;
    for (int r = 2; (r + 2) < rows; r++) {
        int j_1 = 0;
        for (;; j_1 += 16) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            __m512 t1 = _mm512_set1_ps(0.0f);
            for (int t2 = 0; t2 < 5; t2++) {
                __m512 t3 = _mm512_loadu_ps(in + ((r + t2 - 2) * cols + j_1));
                __m512 t4 = _mm512_set1_ps(w[t2]);
                __m512 t5 = _mm512_mul_ps(t4, t3);
                t1 = _mm512_add_ps(t1, t5);
            }
            _mm512_storeu_ps(out + (r * cols + j_1), t1);
        }
        for (; j < cols; j++) {
            float s = 0.0f;
            for (int t = 0; t < 5; t++) {
                s += w[t] * in[(r + t - 2) * cols + j];
            }
            out[r * cols + j] = s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[9];
    float w[5];
    int t49;
    int i_1;
    int t122;
    int t138;
    int x;
    float t151;
    float t153;
    float t155;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 2;
    sizes[3] = 7;
    sizes[4] = 8;
    sizes[5] = 9;
    sizes[6] = 16;
    sizes[7] = 23;
    sizes[8] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 9UL; t++) {
        int n = sizes[t];
        unsigned long t9 = (unsigned long)n * 4UL + 1UL;
        void *t10 = malloc(t9);
        float *a = (float *)t10;
        void *t11 = malloc(t9);
        float *b = (float *)t11;
        float *out = (float *)malloc(t9);
        float *rest = (float *)malloc(t9);
        int *count = (int *)malloc(t9);
        long t12 = (long)n;
        unsigned long t13 = (unsigned long)t10;
        unsigned long t14 = (unsigned long)t11;
        if ((t12 >= 8L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t13)) & 1 & 1) {
            long t15 = t12 & -8L;
            __m256i t16 = _mm256_set1_epi32(0);
            __m256i t17 = t16;
            __m256i t1 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t18 = _mm256_set1_epi32(0);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t20 = t19;
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(11));
            __m256i t22 = _mm256_min_epu32(t20, t21);
            __m256i t2 = t22;
            __m256i t23 = _mm256_set1_epi32(0);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            __m256i t25 = t24;
            __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(5));
            __m256i t27 = _mm256_min_epu32(t25, t26);
            __m256i t3 = t27;
            long t4 = 0L;
            for (;;) {
                __m256i t28 = t1;
                long t29 = (long)(int)t4;
                __m256 t30 = _mm256_cvtepi32_ps(t2);
                __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.25f));
                __m256 t32 = _mm256_sub_ps(t31, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t29, t32);
                __m256 t33 = _mm256_cvtepi32_ps(t3);
                __m256i t34 = (__m256i)((vcc_v8_int)t28 % (vcc_v8_int)_mm256_set1_epi32(4));
                __m256 t35 = _mm256_cvtepi32_ps(t34);
                __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(1000.0f));
                __m256 t37 = _mm256_mask3_fmadd_ps(t33, _mm256_set1_ps(0.5f), t36, (__mmask8)-1);
                _mm256_storeu_ps(b + t29, t37);
                t4 += 8L;
                __m256i t38 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                __m256i t39 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                __m256i t40 = t39;
                __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(11));
                __m256i t42 = _mm256_min_epu32(t40, t41);
                __m256i t43 = t42;
                __m256i t44 = _mm256_add_epi32(t3, _mm256_set1_epi32(4));
                __m256i t45 = t44;
                __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(5));
                __m256i t47 = _mm256_min_epu32(t45, t46);
                __m256i t48 = t47;
                if (t4 >= t15) {
                    break;
                }
                t1 = t38;
                t2 = t43;
                t3 = t48;
            }
            t49 = (int)t15;
        } else {
            t49 = 0;
        }
        long t50 = (long)n + (long)t49 * -1L;
        unsigned long t51 = (unsigned long)t10;
        unsigned long t52 = (unsigned long)t11;
        int t53 = (int)((unsigned int)t49 * 7U);
        int t54 = (int)((unsigned int)t49 * 3U);
        if ((t50 >= 1L) & (t50 <= 8L) & (((t51 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t49 * 4L))) | ((t52 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t49 * 4L)))) & (t53 >= 0) & (t54 >= 0)) {
            __m256i t55 = _mm256_set1_epi32((int)(int)t50);
            __m256i t56 = _mm256_cmpgt_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t57 = _mm256_set1_epi32((int)t49);
            __m256i t58 = t57;
            __m256i t59 = _mm256_add_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t60 = _mm256_set1_epi32((int)(t53 % 11));
            __m256i t61 = _mm256_add_epi32(t60, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t62 = t61;
            __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(11));
            __m256i t64 = _mm256_min_epu32(t62, t63);
            __m256i t65 = t64;
            __m256i t66 = _mm256_set1_epi32((int)(t54 % 5));
            __m256i t67 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            __m256i t68 = t67;
            __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(5));
            __m256i t70 = _mm256_min_epu32(t68, t69);
            __m256i t71 = t70;
            __m256i t72 = t59;
            long t73 = (long)(int)(long)t49;
            __m256 t74 = _mm256_cvtepi32_ps(t65);
            __m256 t75 = _mm256_mul_ps(t74, _mm256_set1_ps(0.25f));
            __m256 t76 = _mm256_sub_ps(t75, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps(a + t73, _mm256_movepi32_mask(t56), t76);
            __m256 t77 = _mm256_cvtepi32_ps(t71);
            __m256i t78 = _mm256_ternarylogic_epi32(t56, _mm256_set1_epi32(4), _mm256_set1_epi32(1), 0xCA);
            __m256i t79 = (__m256i)((vcc_v8_int)t72 % (vcc_v8_int)t78);
            __m256 t80 = _mm256_cvtepi32_ps(t79);
            __m256 t81 = _mm256_mul_ps(t80, _mm256_set1_ps(1000.0f));
            __m256 t82 = _mm256_mask3_fmadd_ps(t77, _mm256_set1_ps(0.5f), t81, (__mmask8)-1);
            _mm256_mask_storeu_ps(b + t73, _mm256_movepi32_mask(t56), t82);
            i_1 = (int)((long)t49 + t50);
        } else {
            i_1 = t49;
        }
        for (; i_1 < n; i_1++) {
            long t83 = (long)i_1;
            a[t83] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t83] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t84 = b;
        prefix_dot(n, a, t84, out);
        halvings(n, t84, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t85 = (long)i;
            i++;
            s += (double)(out[t85] * (float)i + rest[t85]);
            c += (long)(count[t85] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t86 = rows * n;
        float *in = (float *)malloc((unsigned long)t86 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t86 + 1), 4UL);
        long t87 = (long)t86;
        if ((t87 >= 32L) & 1) {
            long t88 = t87 & -32L;
            __m256i t89 = _mm256_set1_epi32(0);
            __m256i t90 = _mm256_add_epi32(t89, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t91 = t90;
            __m256i t92 = _mm256_sub_epi32(t91, _mm256_set1_epi32(29));
            __m256i t93 = _mm256_min_epu32(t91, t92);
            __m256i t5 = t93;
            long t6 = 0L;
            for (;;) {
                __m256 t94 = _mm256_cvtepi32_ps(t5);
                __m256 t95 = _mm256_mul_ps(t94, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)t6, t95);
                __m256i t96 = _mm256_add_epi32(t5, _mm256_set1_epi32(17));
                __m256i t97 = t96;
                __m256i t98 = _mm256_sub_epi32(t97, _mm256_set1_epi32(29));
                __m256i t99 = _mm256_min_epu32(t97, t98);
                __m256i t100 = t99;
                __m256 t101 = _mm256_cvtepi32_ps(t100);
                __m256 t102 = _mm256_mul_ps(t101, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)(t6 + 8L), t102);
                __m256i t103 = _mm256_add_epi32(t5, _mm256_set1_epi32(5));
                __m256i t104 = t103;
                __m256i t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32(29));
                __m256i t106 = _mm256_min_epu32(t104, t105);
                __m256i t107 = t106;
                __m256 t108 = _mm256_cvtepi32_ps(t107);
                __m256 t109 = _mm256_mul_ps(t108, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)(t6 + 16L), t109);
                __m256i t110 = _mm256_add_epi32(t5, _mm256_set1_epi32(22));
                __m256i t111 = t110;
                __m256i t112 = _mm256_sub_epi32(t111, _mm256_set1_epi32(29));
                __m256i t113 = _mm256_min_epu32(t111, t112);
                __m256i t114 = t113;
                __m256 t115 = _mm256_cvtepi32_ps(t114);
                __m256 t116 = _mm256_mul_ps(t115, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)(t6 + 24L), t116);
                t6 += 32L;
                __m256i t117 = _mm256_add_epi32(t5, _mm256_set1_epi32(10));
                __m256i t118 = t117;
                __m256i t119 = _mm256_sub_epi32(t118, _mm256_set1_epi32(29));
                __m256i t120 = _mm256_min_epu32(t118, t119);
                __m256i t121 = t120;
                if (t6 >= t88) {
                    break;
                }
                t5 = t121;
            }
            t122 = (int)t88;
        } else {
            t122 = 0;
        }
        long t123 = (long)t86 + (long)t122 * -1L;
        int t124 = (int)((unsigned int)t122 * 13U);
        if ((t123 >= 8L) & (t124 >= 0)) {
            long t125 = t123 & -8L;
            __m256i t126 = _mm256_set1_epi32((int)(t124 % 29));
            __m256i t127 = _mm256_add_epi32(t126, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t128 = t127;
            __m256i t129 = _mm256_sub_epi32(t128, _mm256_set1_epi32(29));
            __m256i t130 = _mm256_min_epu32(t128, t129);
            __m256i t7 = t130;
            long t8 = 0L;
            for (;;) {
                __m256 t131 = _mm256_cvtepi32_ps(t7);
                __m256 t132 = _mm256_mul_ps(t131, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)t122 + t8), t132);
                t8 += 8L;
                __m256i t133 = _mm256_add_epi32(t7, _mm256_set1_epi32(17));
                __m256i t134 = t133;
                __m256i t135 = _mm256_sub_epi32(t134, _mm256_set1_epi32(29));
                __m256i t136 = _mm256_min_epu32(t134, t135);
                __m256i t137 = t136;
                if (t8 >= t125) {
                    break;
                }
                t7 = t137;
            }
            t138 = (int)((long)t122 + t125);
        } else {
            t138 = t122;
        }
        long t139 = (long)t86 + (long)t138 * -1L;
        int t140 = (int)((unsigned int)t138 * 13U);
        if ((t139 >= 1L) & (t139 <= 8L) & (t140 >= 0)) {
            __m256i t141 = _mm256_set1_epi32((int)(int)t139);
            __m256i t142 = _mm256_cmpgt_epi32(t141, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t143 = _mm256_set1_epi32((int)(t140 % 29));
            __m256i t144 = _mm256_add_epi32(t143, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t145 = t144;
            __m256i t146 = _mm256_sub_epi32(t145, _mm256_set1_epi32(29));
            __m256i t147 = _mm256_min_epu32(t145, t146);
            __m256i t148 = t147;
            __m256 t149 = _mm256_cvtepi32_ps(t148);
            __m256 t150 = _mm256_mul_ps(t149, _mm256_set1_ps(0.125f));
            _mm256_mask_storeu_ps(in + (int)(long)t138, _mm256_movepi32_mask(t142), t150);
            x = (int)((long)t138 + t139);
        } else {
            x = t138;
        }
        for (; x < t86; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t86; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t151 = bl[t86 / 2];
        } else {
            t151 = 0.0f;
        }
        double t152 = (double)t151;
        if (n) {
            t153 = rest[n / 2];
        } else {
            t153 = 0.0f;
        }
        double t154 = (double)t153;
        if (n) {
            t155 = out[n - 1];
        } else {
            t155 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t155, c, t154, sb, t152);
        free((void *)a);
        free((void *)b);
        free((void *)out);
        free((void *)rest);
        free((void *)count);
        free((void *)in);
        free((void *)bl);
    }
    return 0;
}
