/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void prefix_dot(int n, const float *a, const float *b, float *out) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void halvings(int n, const float *v, int *count, float *rest) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[9];
    float w[5];
    int t53;
    int t84;
    int i_1;
    int t141;
    int t153;
    int x;
    float t164;
    float t166;
    float t168;
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
        unsigned long t7 = (unsigned long)n * 4UL + 1UL;
        void *t8 = malloc(t7);
        float *a = (float *)t8;
        void *t9 = malloc(t7);
        float *b = (float *)t9;
        float *out = (float *)malloc(t7);
        float *rest = (float *)malloc(t7);
        int *count = (int *)malloc(t7);
        long t10 = (long)n;
        unsigned long t11 = (unsigned long)t8;
        unsigned long t12 = (unsigned long)t9;
        long t13 = (long)((unsigned long)t9 - (unsigned long)t8);
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L))) & 1 & 1) {
            long t14 = t10 & -16L;
            __m256i t15 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t16 = _mm256_set1_epi32(0);
            __m256i t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(11));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t17, t18);
            __m256i t19 = _mm256_set1_epi32(0);
            __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(5));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t20, t21);
            long i_vec = 0L;
            /* vcc: loop at outer_pragma.c:53 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 54:20 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 55:20 by 5 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t22 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.25f));
                __m256 t24 = _mm256_sub_ps(t23, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + i_vec, t24);
                __m256 t25 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256i t26 = (__m256i)((vcc_v8_int)(__m256i)i_v % (vcc_v8_int)_mm256_set1_epi32(4));
                __m256 t27 = _mm256_cvtepi32_ps(t26);
                __m256 t28 = _mm256_mul_ps(t27, _mm256_set1_ps(1000.0f));
                __m256 t29 = _mm256_mask3_fmadd_ps(t25, _mm256_set1_ps(0.5f), t28, (__mmask8)-1);
                _mm256_storeu_ps(b + i_vec, t29);
                long t30 = i_vec + 8L;
                __m256i t31 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256i t32 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(11));
                __m256i t34 = _mm256_min_epu32(t32, t33);
                __m256 t35 = _mm256_cvtepi32_ps(t34);
                __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.25f));
                __m256 t37 = _mm256_sub_ps(t36, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t30, t37);
                __m256i t38 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(4));
                __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(5));
                __m256i t40 = _mm256_min_epu32(t38, t39);
                __m256 t41 = _mm256_cvtepi32_ps(t40);
                __m256i t42 = (__m256i)((vcc_v8_int)t31 % (vcc_v8_int)_mm256_set1_epi32(4));
                __m256 t43 = _mm256_cvtepi32_ps(t42);
                __m256 t44 = _mm256_mul_ps(t43, _mm256_set1_ps(1000.0f));
                __m256 t45 = _mm256_mask3_fmadd_ps(t41, _mm256_set1_ps(0.5f), t44, (__mmask8)-1);
                _mm256_storeu_ps(b + t30, t45);
                i_vec += 16L;
                __m256i t46 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t47 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
                __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(11));
                __m256i t49 = _mm256_min_epu32(t47, t48);
                __m256i t50 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
                __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(5));
                __m256i t52 = _mm256_min_epu32(t50, t51);
                if (i_vec >= t14) {
                    break;
                }
                i_v = (vcc_v8_uint)t46;
                t1 = (vcc_v8_int)t49;
                t2 = (vcc_v8_int)t52;
            }
            t53 = (int)t14;
        } else {
            t53 = 0;
        }
        long t54 = (long)n + (long)t53 * -1L;
        unsigned long t55 = (unsigned long)t8;
        unsigned long t56 = (unsigned long)t9;
        long t57 = (long)((unsigned long)t9 + (unsigned long)((long)t53 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t53 * 4L)));
        int t58 = (int)((unsigned int)t53 * 7U);
        int t59 = (int)((unsigned int)t53 * 3U);
        if ((t54 >= 8L) & (((t55 + (unsigned long)((long)t53 * 4L + 4L + (t54 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t53 * 4L))) | ((t56 + (unsigned long)((long)t53 * 4L + 4L + (t54 - 1L) * 4L)) <= (t55 + (unsigned long)((long)t53 * 4L))) | ((t57 <= 0L) | (t57 >= 32L))) & (t58 >= 0) & (t59 >= 0)) {
            long t60 = t54 & -8L;
            __m256i t61 = _mm256_set1_epi32((int)t53);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t62 = _mm256_set1_epi32((int)(t58 % 11));
            __m256i t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(11));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t63, t64);
            __m256i t65 = _mm256_set1_epi32((int)(t59 % 5));
            __m256i t66 = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            __m256i t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32(5));
            vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t66, t67);
            long i_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:53 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t68 = (long)t53 + i_vec_1;
                __m256 t69 = _mm256_cvtepi32_ps((__m256i)t3);
                __m256 t70 = _mm256_mul_ps(t69, _mm256_set1_ps(0.25f));
                __m256 t71 = _mm256_sub_ps(t70, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t68, t71);
                __m256 t72 = _mm256_cvtepi32_ps((__m256i)t4);
                __m256i t73 = (__m256i)((vcc_v8_int)(__m256i)i_v_1 % (vcc_v8_int)_mm256_set1_epi32(4));
                __m256 t74 = _mm256_cvtepi32_ps(t73);
                __m256 t75 = _mm256_mul_ps(t74, _mm256_set1_ps(1000.0f));
                __m256 t76 = _mm256_mask3_fmadd_ps(t72, _mm256_set1_ps(0.5f), t75, (__mmask8)-1);
                _mm256_storeu_ps(b + t68, t76);
                i_vec_1 += 8L;
                __m256i t77 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t78 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(1));
                __m256i t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32(11));
                __m256i t80 = _mm256_min_epu32(t78, t79);
                __m256i t81 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(4));
                __m256i t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32(5));
                __m256i t83 = _mm256_min_epu32(t81, t82);
                if (i_vec_1 >= t60) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t77;
                t3 = (vcc_v8_int)t80;
                t4 = (vcc_v8_int)t83;
            }
            t84 = (int)((long)t53 + t60);
        } else {
            t84 = t53;
        }
        long t85 = (long)n + (long)t84 * -1L;
        unsigned long t86 = (unsigned long)t8;
        unsigned long t87 = (unsigned long)t9;
        long t88 = (long)((unsigned long)t9 + (unsigned long)((long)t84 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t84 * 4L)));
        int t89 = (int)((unsigned int)t84 * 7U);
        int t90 = (int)((unsigned int)t84 * 3U);
        if ((t85 >= 1L) & (t85 <= 8L) & (((t86 + (unsigned long)((long)t84 * 4L + 4L + (t85 - 1L) * 4L)) <= (t87 + (unsigned long)((long)t84 * 4L))) | ((t87 + (unsigned long)((long)t84 * 4L + 4L + (t85 - 1L) * 4L)) <= (t86 + (unsigned long)((long)t84 * 4L))) | ((t88 <= 0L) | (t88 >= 32L))) & (t89 >= 0) & (t90 >= 0)) {
            __m256i t91 = _mm256_set1_epi32((int)(int)t85);
            __m256i t92 = _mm256_cmpgt_epi32(t91, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t93 = _mm256_set1_epi32((int)t84);
            __m256i t94 = _mm256_add_epi32(t93, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t95 = _mm256_set1_epi32((int)(t89 % 11));
            __m256i t96 = _mm256_add_epi32(t95, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t97 = _mm256_sub_epi32(t96, _mm256_set1_epi32(11));
            __m256i t98 = _mm256_min_epu32(t96, t97);
            __m256i t99 = _mm256_set1_epi32((int)(t90 % 5));
            __m256i t100 = _mm256_add_epi32(t99, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            __m256i t101 = _mm256_sub_epi32(t100, _mm256_set1_epi32(5));
            __m256i t102 = _mm256_min_epu32(t100, t101);
            long t103 = (long)t84;
            __m256 t104 = _mm256_cvtepi32_ps(t98);
            __m256 t105 = _mm256_mul_ps(t104, _mm256_set1_ps(0.25f));
            __m256 t106 = _mm256_sub_ps(t105, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps(a + t103, _mm256_movepi32_mask(t92), t106);
            __m256 t107 = _mm256_cvtepi32_ps(t102);
            __m256i t108 = (__m256i)((vcc_v8_int)t94 % (vcc_v8_int)_mm256_set1_epi32(4));
            __m256 t109 = _mm256_cvtepi32_ps(t108);
            __m256 t110 = _mm256_mul_ps(t109, _mm256_set1_ps(1000.0f));
            __m256 t111 = _mm256_mask3_fmadd_ps(t107, _mm256_set1_ps(0.5f), t110, (__mmask8)-1);
            _mm256_mask_storeu_ps(b + t103, _mm256_movepi32_mask(t92), t111);
            i_1 = (int)((long)t84 + t85);
        } else {
            i_1 = t84;
        }
        for (; i_1 < n; i_1++) {
            long t112 = (long)i_1;
            a[t112] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t112] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t113 = b;
        prefix_dot(n, a, t113, out);
        halvings(n, t113, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t114 = (long)i;
            i++;
            s += (double)(out[t114] * (float)i + rest[t114]);
            c += (long)(count[t114] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t115 = rows * n;
        float *in = (float *)malloc((unsigned long)t115 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t115 + 1), 4UL);
        long t116 = (long)t115;
        if ((t116 >= 32L) & 1) {
            long t117 = t116 & -32L;
            __m256i t118 = _mm256_set1_epi32(0);
            __m256i t119 = _mm256_add_epi32(t118, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t120 = _mm256_sub_epi32(t119, _mm256_set1_epi32(29));
            vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t119, t120);
            long x_vec = 0L;
            /* vcc: loop at outer_pragma.c:68 vectorized: VF 8, UF 4, the remainder at 69:21 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t121 = _mm256_cvtepi32_ps((__m256i)t5);
                __m256 t122 = _mm256_mul_ps(t121, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + x_vec, t122);
                __m256i t123 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(17));
                __m256i t124 = _mm256_sub_epi32(t123, _mm256_set1_epi32(29));
                __m256i t125 = _mm256_min_epu32(t123, t124);
                __m256 t126 = _mm256_cvtepi32_ps(t125);
                __m256 t127 = _mm256_mul_ps(t126, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (x_vec + 8L), t127);
                __m256i t128 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(5));
                __m256i t129 = _mm256_sub_epi32(t128, _mm256_set1_epi32(29));
                __m256i t130 = _mm256_min_epu32(t128, t129);
                __m256 t131 = _mm256_cvtepi32_ps(t130);
                __m256 t132 = _mm256_mul_ps(t131, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (x_vec + 16L), t132);
                __m256i t133 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(22));
                __m256i t134 = _mm256_sub_epi32(t133, _mm256_set1_epi32(29));
                __m256i t135 = _mm256_min_epu32(t133, t134);
                __m256 t136 = _mm256_cvtepi32_ps(t135);
                __m256 t137 = _mm256_mul_ps(t136, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (x_vec + 24L), t137);
                x_vec += 32L;
                __m256i t138 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(10));
                __m256i t139 = _mm256_sub_epi32(t138, _mm256_set1_epi32(29));
                __m256i t140 = _mm256_min_epu32(t138, t139);
                if (x_vec >= t117) {
                    break;
                }
                t5 = (vcc_v8_int)t140;
            }
            t141 = (int)t117;
        } else {
            t141 = 0;
        }
        long t142 = (long)t115 + (long)t141 * -1L;
        int t143 = (int)((unsigned int)t141 * 13U);
        if ((t142 >= 8L) & (t143 >= 0)) {
            long t144 = t142 & -8L;
            __m256i t145 = _mm256_set1_epi32((int)(t143 % 29));
            __m256i t146 = _mm256_add_epi32(t145, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t147 = _mm256_sub_epi32(t146, _mm256_set1_epi32(29));
            vcc_v8_int t6 = (vcc_v8_int)_mm256_min_epu32(t146, t147);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256 t148 = _mm256_cvtepi32_ps((__m256i)t6);
                __m256 t149 = _mm256_mul_ps(t148, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + ((long)t141 + x_vec_1), t149);
                x_vec_1 += 8L;
                __m256i t150 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(17));
                __m256i t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32(29));
                __m256i t152 = _mm256_min_epu32(t150, t151);
                if (x_vec_1 >= t144) {
                    break;
                }
                t6 = (vcc_v8_int)t152;
            }
            t153 = (int)((long)t141 + t144);
        } else {
            t153 = t141;
        }
        long t154 = (long)t115 + (long)t153 * -1L;
        int t155 = (int)((unsigned int)t153 * 13U);
        if ((t154 >= 1L) & (t154 <= 8L) & (t155 >= 0)) {
            __m256i t156 = _mm256_set1_epi32((int)(int)t154);
            __m256i t157 = _mm256_cmpgt_epi32(t156, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t158 = _mm256_set1_epi32((int)(t155 % 29));
            __m256i t159 = _mm256_add_epi32(t158, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t160 = _mm256_sub_epi32(t159, _mm256_set1_epi32(29));
            __m256i t161 = _mm256_min_epu32(t159, t160);
            __m256 t162 = _mm256_cvtepi32_ps(t161);
            __m256 t163 = _mm256_mul_ps(t162, _mm256_set1_ps(0.125f));
            _mm256_mask_storeu_ps(in + (long)t153, _mm256_movepi32_mask(t157), t163);
            x = (int)((long)t153 + t154);
        } else {
            x = t153;
        }
        for (; x < t115; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t115; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t164 = bl[t115 / 2];
        } else {
            t164 = 0.0f;
        }
        double t165 = (double)t164;
        if (n) {
            t166 = rest[n / 2];
        } else {
            t166 = 0.0f;
        }
        double t167 = (double)t166;
        if (n) {
            t168 = out[n - 1];
        } else {
            t168 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t168, c, t167, sb, t165);
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
