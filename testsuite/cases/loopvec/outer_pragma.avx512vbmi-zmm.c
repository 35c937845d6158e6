/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    /* vcc: loop at outer_pragma.c:14 vectorized as an outer loop: VF 16, inner loops: divergent, scalar epilogue */
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
    /* vcc: loop at outer_pragma.c:24 vectorized as an outer loop: VF 16, inner loops: divergent, scalar epilogue */
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
        vcc_v16_int t4 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
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
            t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t4, t16);
            if (!(t13 != 0)) {
                break;
            }
            t1 = t13;
            t2 = t15;
            t7++;
        }
        _mm512_storeu_si512(count + t6, (__m512i)t4);
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
    int r = 2;
    for (;; r++) {
        int t2 = r + 2;
        if (t2 >= rows) {
            break;
        }
        int j_1 = 0;
        /* vcc: loop at outer_pragma.c:38 vectorized as an outer loop: VF 16, inner loops: uniform, scalar epilogue */
        for (;;) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            __m512 t1 = _mm512_set1_ps(0.0f);
            int t3 = 0;
            while (t3 < 5) {
                __m512 t4 = _mm512_loadu_ps(in + ((r + t3 - 2) * cols + j_1));
                __m512 t5 = _mm512_set1_ps(w[t3]);
                __m512 t6 = _mm512_mul_ps(t5, t4);
                t1 = _mm512_add_ps(t1, t6);
                t3++;
            }
            _mm512_storeu_ps(out + (r * cols + j_1), t1);
            j_1 += 16;
        }
        while (j < cols) {
            out[r * cols + j] = 0.0f + w[0] * in[(r - 2) * cols + j] + w[1] * in[(r + 1 - 2) * cols + j] + w[2] * in[(t2 - 2) * cols + j] + w[3] * in[(r + 3 - 2) * cols + j] + w[4] * in[(r + 4 - 2) * cols + j];
            j++;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int sizes[9];
    float w[5];
    int t35;
    int i_1;
    int t82;
    int t94;
    int x;
    float t105;
    float t107;
    float t109;
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
        long t11 = (long)((unsigned long)t7 - (unsigned long)t6);
        if ((t8 >= 16L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 64L))) & 1 & 1) {
            long t12 = t8 & -16L;
            __m512i t13 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t14 = _mm512_set1_epi32(0);
            __m512i t15 = _mm512_add_epi32(t14, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(11));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t15, t16);
            __m512i t17 = _mm512_set1_epi32(0);
            __m512i t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1, 4, 2, 0, 3, 1, 4, 2, 0));
            __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(5));
            vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t18, t19);
            long i_vec = 0L;
            /* vcc: loop at outer_pragma.c:53 vectorized: VF 16, UF 1, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 54:20 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 55:20 by 5 kept as a running remainder (guard: dividend not negative), masked remainder */
            for (;;) {
                __m512 t20 = _mm512_cvtepi32_ps((__m512i)t1);
                __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.25f));
                __m512 t22 = _mm512_sub_ps(t21, _mm512_set1_ps(1.0f));
                _mm512_storeu_ps(a + i_vec, t22);
                __m512 t23 = _mm512_cvtepi32_ps((__m512i)t2);
                __m512i t24 = (__m512i)((vcc_v16_int)(__m512i)i_v % (vcc_v16_int)_mm512_set1_epi32(4));
                __m512 t25 = _mm512_cvtepi32_ps(t24);
                __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(1000.0f));
                __m512 t27 = _mm512_fmadd_ps(t23, _mm512_set1_ps(0.5f), t26);
                _mm512_storeu_ps(b + i_vec, t27);
                i_vec += 16L;
                __m512i t28 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
                __m512i t29 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(2));
                __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(11));
                __m512i t31 = _mm512_min_epu32(t29, t30);
                __m512i t32 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(3));
                __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(5));
                __m512i t34 = _mm512_min_epu32(t32, t33);
                if (i_vec >= t12) {
                    break;
                }
                i_v = (vcc_v16_uint)t28;
                t1 = (vcc_v16_int)t31;
                t2 = (vcc_v16_int)t34;
            }
            t35 = (int)t12;
        } else {
            t35 = 0;
        }
        long t36 = (long)n + (long)t35 * -1L;
        unsigned long t37 = (unsigned long)t6;
        unsigned long t38 = (unsigned long)t7;
        long t39 = (long)((unsigned long)t7 + (unsigned long)((long)t35 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t35 * 4L)));
        int t40 = (int)((unsigned int)t35 * 7U);
        int t41 = (int)((unsigned int)t35 * 3U);
        if ((t36 >= 1L) & (t36 <= 16L) & (((t37 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t35 * 4L))) | ((t38 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t35 * 4L))) | ((t39 <= 0L) | (t39 >= 64L))) & (t40 >= 0) & (t41 >= 0)) {
            __m512i t42 = _mm512_set1_epi32((int)(int)t36);
            __mmask16 t43 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t42, _MM_CMPINT_LT);
            __m512i t44 = _mm512_set1_epi32((int)t35);
            __m512i t45 = _mm512_add_epi32(t44, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t46 = _mm512_set1_epi32((int)(t40 % 11));
            __m512i t47 = _mm512_add_epi32(t46, _mm512_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5, 1, 8, 4, 0, 7, 3, 10, 6));
            __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(11));
            __m512i t49 = _mm512_min_epu32(t47, t48);
            __m512i t50 = _mm512_set1_epi32((int)(t41 % 5));
            __m512i t51 = _mm512_add_epi32(t50, _mm512_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1, 4, 2, 0, 3, 1, 4, 2, 0));
            __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(5));
            __m512i t53 = _mm512_min_epu32(t51, t52);
            long t54 = (long)t35;
            __m512 t55 = _mm512_cvtepi32_ps(t49);
            __m512 t56 = _mm512_mul_ps(t55, _mm512_set1_ps(0.25f));
            __m512 t57 = _mm512_sub_ps(t56, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps(a + t54, t43, t57);
            __m512 t58 = _mm512_cvtepi32_ps(t53);
            __m512i t59 = (__m512i)((vcc_v16_int)t45 % (vcc_v16_int)_mm512_set1_epi32(4));
            __m512 t60 = _mm512_cvtepi32_ps(t59);
            __m512 t61 = _mm512_mul_ps(t60, _mm512_set1_ps(1000.0f));
            __m512 t62 = _mm512_fmadd_ps(t58, _mm512_set1_ps(0.5f), t61);
            _mm512_mask_storeu_ps(b + t54, t43, t62);
            i_1 = (int)((long)t35 + t36);
        } else {
            i_1 = t35;
        }
        for (; i_1 < n; i_1++) {
            long t63 = (long)i_1;
            a[t63] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t63] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t64 = b;
        prefix_dot(n, a, t64, out);
        halvings(n, t64, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t65 = (long)i;
            i++;
            s += (double)(out[t65] * (float)i + rest[t65]);
            c += (long)(count[t65] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t66 = rows * n;
        float *in = (float *)malloc((unsigned long)t66 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t66 + 1), 4UL);
        long t67 = (long)t66;
        if ((t67 >= 32L) & 1) {
            long t68 = t67 & -32L;
            __m512i t69 = _mm512_set1_epi32(0);
            __m512i t70 = _mm512_add_epi32(t69, _mm512_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4, 17, 1, 14, 27, 11, 24, 8, 21));
            __m512i t71 = _mm512_sub_epi32(t70, _mm512_set1_epi32(29));
            vcc_v16_int t3 = (vcc_v16_int)_mm512_min_epu32(t70, t71);
            long x_vec = 0L;
            /* vcc: loop at outer_pragma.c:68 vectorized: VF 16, UF 2, the remainder at 69:21 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t72 = _mm512_cvtepi32_ps((__m512i)t3);
                __m512 t73 = _mm512_mul_ps(t72, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(in + x_vec, t73);
                __m512i t74 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(5));
                __m512i t75 = _mm512_sub_epi32(t74, _mm512_set1_epi32(29));
                __m512i t76 = _mm512_min_epu32(t74, t75);
                __m512 t77 = _mm512_cvtepi32_ps(t76);
                __m512 t78 = _mm512_mul_ps(t77, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(in + (x_vec + 16L), t78);
                x_vec += 32L;
                __m512i t79 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(10));
                __m512i t80 = _mm512_sub_epi32(t79, _mm512_set1_epi32(29));
                __m512i t81 = _mm512_min_epu32(t79, t80);
                if (x_vec >= t68) {
                    break;
                }
                t3 = (vcc_v16_int)t81;
            }
            t82 = (int)t68;
        } else {
            t82 = 0;
        }
        long t83 = (long)t66 + (long)t82 * -1L;
        int t84 = (int)((unsigned int)t82 * 13U);
        if ((t83 >= 16L) & (t84 >= 0)) {
            long t85 = t83 & -16L;
            __m512i t86 = _mm512_set1_epi32((int)(t84 % 29));
            __m512i t87 = _mm512_add_epi32(t86, _mm512_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4, 17, 1, 14, 27, 11, 24, 8, 21));
            __m512i t88 = _mm512_sub_epi32(t87, _mm512_set1_epi32(29));
            vcc_v16_int t4 = (vcc_v16_int)_mm512_min_epu32(t87, t88);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:68 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512 t89 = _mm512_cvtepi32_ps((__m512i)t4);
                __m512 t90 = _mm512_mul_ps(t89, _mm512_set1_ps(0.125f));
                _mm512_storeu_ps(in + ((long)t82 + x_vec_1), t90);
                x_vec_1 += 16L;
                __m512i t91 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(5));
                __m512i t92 = _mm512_sub_epi32(t91, _mm512_set1_epi32(29));
                __m512i t93 = _mm512_min_epu32(t91, t92);
                if (x_vec_1 >= t85) {
                    break;
                }
                t4 = (vcc_v16_int)t93;
            }
            t94 = (int)((long)t82 + t85);
        } else {
            t94 = t82;
        }
        long t95 = (long)t66 + (long)t94 * -1L;
        int t96 = (int)((unsigned int)t94 * 13U);
        if ((t95 >= 1L) & (t95 <= 16L) & (t96 >= 0)) {
            __m512i t97 = _mm512_set1_epi32((int)(int)t95);
            __mmask16 t98 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t97, _MM_CMPINT_LT);
            __m512i t99 = _mm512_set1_epi32((int)(t96 % 29));
            __m512i t100 = _mm512_add_epi32(t99, _mm512_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4, 17, 1, 14, 27, 11, 24, 8, 21));
            __m512i t101 = _mm512_sub_epi32(t100, _mm512_set1_epi32(29));
            __m512i t102 = _mm512_min_epu32(t100, t101);
            __m512 t103 = _mm512_cvtepi32_ps(t102);
            __m512 t104 = _mm512_mul_ps(t103, _mm512_set1_ps(0.125f));
            _mm512_mask_storeu_ps(in + (long)t94, t98, t104);
            x = (int)((long)t94 + t95);
        } else {
            x = t94;
        }
        for (; x < t66; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t66; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t105 = bl[t66 / 2];
        } else {
            t105 = 0.0f;
        }
        double t106 = (double)t105;
        if (n) {
            t107 = rest[n / 2];
        } else {
            t107 = 0.0f;
        }
        double t108 = (double)t107;
        if (n) {
            t109 = out[n - 1];
        } else {
            t109 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t109, c, t108, sb, t106);
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
