/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void prefix_dot(int n, const float *a, const float *b, float *out) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void halvings(int n, const float *v, int *count, float *rest) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int sizes[9];
    float w[5];
    int t44;
    int i_1;
    int t102;
    int t118;
    int x;
    float t131;
    float t133;
    float t135;
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
        unsigned long t5 = (unsigned long)n * 4UL + 1UL;
        void *t6 = malloc(t5);
        float *a = (float *)t6;
        void *t7 = malloc(t5);
        float *b = (float *)t7;
        float *out = (float *)malloc(t5);
        float *rest = (float *)malloc(t5);
        int *count = (int *)malloc(t5);
        long t8 = (long)n;
        unsigned long t9 = (unsigned long)t6;
        unsigned long t10 = (unsigned long)t7;
        if ((t8 >= 16L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t9)) & 1 & 1) {
            long t11 = t8 & -16L;
            __m512i t12 = _mm512_set1_epi32(0);
            __m512i t13 = t12;
            __m512i i_v = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t14 = _mm512_set1_epi32(0);
            __m512i t15 = _mm512_add_epi32(t14, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t16 = t15;
            __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(11));
            __m512i t18 = _mm512_min_epu32(t16, t17);
            __m512i t1 = t18;
            __m512i t19 = _mm512_set1_epi32(0);
            __m512i t20 = _mm512_add_epi32(t19, _mm512_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1, 4, 2, 0, 3, 1, 4, 2, 0));
            __m512i t21 = t20;
            __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(5));
            __m512i t23 = _mm512_min_epu32(t21, t22);
            __m512i t2 = t23;
            long i_vec = 0L;
            /* vcc: loop at outer_pragma.c:53 vectorized: VF 16, UF 1, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap, the remainder at 54:20 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 55:20 by 5 kept as a running remainder (guard: dividend not negative), masked remainder */
            for (;;) {
                __m512i i_v_1 = i_v;
                long t24 = (long)(int)i_vec;
                __m512 t25 = _mm512_cvtepi32_ps(t1);
                __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.25f));
                __m512 t27 = _mm512_sub_ps(t26, _mm512_set1_ps(1.0f));
                _mm512_storeu_ps(a + t24, t27);
                __m512 t28 = _mm512_cvtepi32_ps(t2);
                __m512i t29 = (__m512i)((vcc_v16_int)i_v_1 % (vcc_v16_int)_mm512_set1_epi32(4));
                __m512 t30 = _mm512_cvtepi32_ps(t29);
                __m512 t31 = _mm512_mul_ps(t30, _mm512_set1_ps(1000.0f));
                __m512 t32 = _mm512_fmadd_ps(t28, _mm512_set1_ps(0.5f), t31);
                _mm512_storeu_ps(b + t24, t32);
                i_vec += 16L;
                __m512i t33 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
                __m512i t34 = _mm512_add_epi32(t1, _mm512_set1_epi32(2));
                __m512i t35 = t34;
                __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(11));
                __m512i t37 = _mm512_min_epu32(t35, t36);
                __m512i t38 = t37;
                __m512i t39 = _mm512_add_epi32(t2, _mm512_set1_epi32(3));
                __m512i t40 = t39;
                __m512i t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32(5));
                __m512i t42 = _mm512_min_epu32(t40, t41);
                __m512i t43 = t42;
                if (i_vec >= t11) {
                    break;
                }
                i_v = t33;
                t1 = t38;
                t2 = t43;
            }
            t44 = (int)t11;
        } else {
            t44 = 0;
        }
        long t45 = (long)n + (long)t44 * -1L;
        unsigned long t46 = (unsigned long)t6;
        unsigned long t47 = (unsigned long)t7;
        int t48 = (int)((unsigned int)t44 * 7U);
        int t49 = (int)((unsigned int)t44 * 3U);
        if ((t45 >= 1L) & (t45 <= 16L) & (((t46 + (unsigned long)((long)t44 * 4L + 4L + (t45 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t44 * 4L))) | ((t47 + (unsigned long)((long)t44 * 4L + 4L + (t45 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t44 * 4L)))) & (t48 >= 0) & (t49 >= 0)) {
            __m512i t50 = _mm512_set1_epi32((int)(int)t45);
            __mmask16 t51 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t50, _MM_CMPINT_LT);
            __m512i t52 = _mm512_set1_epi32((int)t44);
            __m512i t53 = t52;
            __m512i t54 = _mm512_add_epi32(t53, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t55 = _mm512_set1_epi32((int)(t48 % 11));
            __m512i t56 = _mm512_add_epi32(t55, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t57 = t56;
            __m512i t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32(11));
            __m512i t59 = _mm512_min_epu32(t57, t58);
            __m512i t60 = t59;
            __m512i t61 = _mm512_set1_epi32((int)(t49 % 5));
            __m512i t62 = _mm512_add_epi32(t61, _mm512_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1, 4, 2, 0, 3, 1, 4, 2, 0));
            __m512i t63 = t62;
            __m512i t64 = _mm512_sub_epi32(t63, _mm512_set1_epi32(5));
            __m512i t65 = _mm512_min_epu32(t63, t64);
            __m512i t66 = t65;
            __m512i i_v_2 = t54;
            long t67 = (long)(int)(long)t44;
            __m512 t68 = _mm512_cvtepi32_ps(t60);
            __m512 t69 = _mm512_mul_ps(t68, _mm512_set1_ps(0.25f));
            __m512 t70 = _mm512_sub_ps(t69, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps(a + t67, t51, t70);
            __m512 t71 = _mm512_cvtepi32_ps(t66);
            __m512i t72 = _mm512_mask_blend_epi32(t51, _mm512_set1_epi32(1), _mm512_set1_epi32(4));
            __m512i t73 = (__m512i)((vcc_v16_int)i_v_2 % (vcc_v16_int)t72);
            __m512 t74 = _mm512_cvtepi32_ps(t73);
            __m512 t75 = _mm512_mul_ps(t74, _mm512_set1_ps(1000.0f));
            __m512 t76 = _mm512_fmadd_ps(t71, _mm512_set1_ps(0.5f), t75);
            _mm512_mask_storeu_ps(b + t67, t51, t76);
            i_1 = (int)((long)t44 + t45);
        } else {
            i_1 = t44;
        }
        for (; i_1 < n; i_1++) {
            long t77 = (long)i_1;
            a[t77] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t77] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t78 = b;
        prefix_dot(n, a, t78, out);
        halvings(n, t78, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t79 = (long)i;
            i++;
            s += (double)(out[t79] * (float)i + rest[t79]);
            c += (long)(count[t79] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t80 = rows * n;
        float *in = (float *)malloc((unsigned long)t80 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t80 + 1), 4UL);
        long t81 = (long)t80;
        if ((t81 >= 32L) & 1) {
            long t82 = t81 & -32L;
            __m512i t83 = _mm512_set1_epi32(0);
            __m512i t84 = _mm512_add_epi32(t83, _mm512_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4, 17, 1, 14, 27, 11, 24, 8, 21));
            __m512i t85 = t84;
            __m512i t86 = _mm512_sub_epi32(t85, _mm512_set1_epi32(29));
            __m512i t87 = _mm512_min_epu32(t85, t86);
            __m512i t3 = t87;
            long x_vec = 0L;
            /* vcc: loop at outer_pragma.c:68 vectorized: VF 16, UF 2, the remainder at 69:21 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t88 = _mm512_cvtepi32_ps(t3);
                __m512 t89 = _mm512_mul_ps(t88, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(in + (int)x_vec, t89);
                __m512i t90 = _mm512_add_epi32(t3, _mm512_set1_epi32(5));
                __m512i t91 = t90;
                __m512i t92 = _mm512_sub_epi32(t91, _mm512_set1_epi32(29));
                __m512i t93 = _mm512_min_epu32(t91, t92);
                __m512i t94 = t93;
                __m512 t95 = _mm512_cvtepi32_ps(t94);
                __m512 t96 = _mm512_mul_ps(t95, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(in + (int)(x_vec + 16L), t96);
                x_vec += 32L;
                __m512i t97 = _mm512_add_epi32(t3, _mm512_set1_epi32(10));
                __m512i t98 = t97;
                __m512i t99 = _mm512_sub_epi32(t98, _mm512_set1_epi32(29));
                __m512i t100 = _mm512_min_epu32(t98, t99);
                __m512i t101 = t100;
                if (x_vec >= t82) {
                    break;
                }
                t3 = t101;
            }
            t102 = (int)t82;
        } else {
            t102 = 0;
        }
        long t103 = (long)t80 + (long)t102 * -1L;
        int t104 = (int)((unsigned int)t102 * 13U);
        if ((t103 >= 16L) & (t104 >= 0)) {
            long t105 = t103 & -16L;
            __m512i t106 = _mm512_set1_epi32((int)(t104 % 29));
            __m512i t107 = _mm512_add_epi32(t106, _mm512_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4, 17, 1, 14, 27, 11, 24, 8, 21));
            __m512i t108 = t107;
            __m512i t109 = _mm512_sub_epi32(t108, _mm512_set1_epi32(29));
            __m512i t110 = _mm512_min_epu32(t108, t109);
            __m512i t4 = t110;
            long x_vec_1 = 0L;
            for (;;) {
                __m512 t111 = _mm512_cvtepi32_ps(t4);
                __m512 t112 = _mm512_mul_ps(t111, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(in + (int)((long)t102 + x_vec_1), t112);
                x_vec_1 += 16L;
                __m512i t113 = _mm512_add_epi32(t4, _mm512_set1_epi32(5));
                __m512i t114 = t113;
                __m512i t115 = _mm512_sub_epi32(t114, _mm512_set1_epi32(29));
                __m512i t116 = _mm512_min_epu32(t114, t115);
                __m512i t117 = t116;
                if (x_vec_1 >= t105) {
                    break;
                }
                t4 = t117;
            }
            t118 = (int)((long)t102 + t105);
        } else {
            t118 = t102;
        }
        long t119 = (long)t80 + (long)t118 * -1L;
        int t120 = (int)((unsigned int)t118 * 13U);
        if ((t119 >= 1L) & (t119 <= 16L) & (t120 >= 0)) {
            __m512i t121 = _mm512_set1_epi32((int)(int)t119);
            __mmask16 t122 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t121, _MM_CMPINT_LT);
            __m512i t123 = _mm512_set1_epi32((int)(t120 % 29));
            __m512i t124 = _mm512_add_epi32(t123, _mm512_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4, 17, 1, 14, 27, 11, 24, 8, 21));
            __m512i t125 = t124;
            __m512i t126 = _mm512_sub_epi32(t125, _mm512_set1_epi32(29));
            __m512i t127 = _mm512_min_epu32(t125, t126);
            __m512i t128 = t127;
            __m512 t129 = _mm512_cvtepi32_ps(t128);
            __m512 t130 = _mm512_mul_ps(t129, _mm512_set1_ps(0.125f));
            _mm512_mask_storeu_ps(in + (int)(long)t118, t122, t130);
            x = (int)((long)t118 + t119);
        } else {
            x = t118;
        }
        for (; x < t80; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t80; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t131 = bl[t80 / 2];
        } else {
            t131 = 0.0f;
        }
        double t132 = (double)t131;
        if (n) {
            t133 = rest[n / 2];
        } else {
            t133 = 0.0f;
        }
        double t134 = (double)t133;
        if (n) {
            t135 = out[n - 1];
        } else {
            t135 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t135, c, t134, sb, t132);
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
