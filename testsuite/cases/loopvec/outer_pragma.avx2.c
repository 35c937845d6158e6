/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

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

__attribute__((target("avx2"))) void prefix_dot(int n, const float *a, const float *b, float *out) {
    __m256 t3;
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_pragma.c:14 vectorized as an outer loop: VF 8, inner loops: divergent, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
        __m256 t2 = _mm256_set1_ps(0.0f);
        int t5 = 0;
        __m256 t4 = (__m256)(vcc_v8_float){0};
        for (;;) {
            __m256i t6 = _mm256_set1_epi32((int)t5);
            __m256i t7 = _mm256_set1_epi32((int)i_1);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t9 = _mm256_xor_si256(_mm256_cmpgt_epi32(t6, t8), _mm256_set1_epi32(-1));
            __m256i t10 = _mm256_and_si256(t1, t9);
            int t11 = (_mm256_movemask_epi8(t10) != 0);
            if (t11) {
                __m256 t12 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)(long)(i_1 - t5) * 4UL), t10);
                __m256 t13 = _mm256_set1_ps(a[t5]);
                __m256 t14 = _mm256_mul_ps(t13, t12);
                t3 = _mm256_add_ps(t2, t14);
            } else {
                t3 = (__m256)(vcc_v8_float){0};
            }
            t4 = _mm256_blendv_ps(t4, t2, _mm256_castsi256_ps(t1));
            if (!t11) {
                _mm256_storeu_ps(out + i_1, t4);
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

__attribute__((target("avx2"))) void halvings(int n, const float *v, int *count, float *rest) {
    int i;
    float x;
    int i_1 = 0;
    /* vcc: loop at outer_pragma.c:24 vectorized as an outer loop: VF 8, inner loops: divergent, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
        long t6 = (long)i_1;
        __m256 t2 = _mm256_loadu_ps(v + t6);
        int t7 = 0;
        __m256 t3 = (__m256)(vcc_v8_float){0};
        vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        for (;;) {
            __m256 t8 = _mm256_set1_ps(1.0f);
            __m256i t9 = _mm256_castps_si256(_mm256_cmp_ps(t2, t8, _CMP_GT_OQ));
            __m256i t10 = _mm256_and_si256(t1, t9);
            __m256i t11 = _mm256_set1_epi32((int)((t7 < 40) != 0));
            __m256i t12 = (__m256i)(vcc_m8)((vcc_v8_int)t11 != (vcc_v8_int){0});
            __m256i t13 = _mm256_and_si256(t10, t12);
            __m256 t14 = _mm256_set1_ps(0.5f);
            __m256 t15 = _mm256_mul_ps(t2, t14);
            t3 = _mm256_blendv_ps(t3, t2, _mm256_castsi256_ps(t1));
            __m256i t16 = _mm256_set1_epi32((int)t7);
            t4 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t4, t16, t1);
            if (!(_mm256_movemask_epi8(t13) != 0)) {
                break;
            }
            t1 = t13;
            t2 = t15;
            t7++;
        }
        _mm256_storeu_si256((__m256i *)(count + t6), (__m256i)t4);
        _mm256_storeu_ps(rest + t6, t3);
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

__attribute__((target("avx2"))) void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
    int j;
    int r = 2;
    for (;; r++) {
        int t2 = r + 2;
        if (t2 >= rows) {
            break;
        }
        int j_1 = 0;
        /* vcc: loop at outer_pragma.c:38 vectorized as an outer loop: VF 8, inner loops: uniform, scalar epilogue */
        for (;;) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t3 = 0;
            while (t3 < 5) {
                __m256 t4 = _mm256_loadu_ps(in + ((r + t3 - 2) * cols + j_1));
                __m256 t5 = _mm256_set1_ps(w[t3]);
                __m256 t6 = _mm256_mul_ps(t5, t4);
                t1 = _mm256_add_ps(t1, t6);
                t3++;
            }
            _mm256_storeu_ps(out + (r * cols + j_1), t1);
            j_1 += 8;
        }
        while (j < cols) {
            out[r * cols + j] = 0.0f + w[0] * in[(r - 2) * cols + j] + w[1] * in[(r + 1 - 2) * cols + j] + w[2] * in[(t2 - 2) * cols + j] + w[3] * in[(r + 3 - 2) * cols + j] + w[4] * in[(r + 4 - 2) * cols + j];
            j++;
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[9];
    float w[5];
    int t55;
    int i_1;
    int t116;
    int x;
    float t128;
    float t130;
    float t132;
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
            /* vcc: loop at outer_pragma.c:53 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 54:20 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 55:20 by 5 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t22 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.25f));
                __m256 t24 = _mm256_sub_ps(t23, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + i_vec, t24);
                __m256 t25 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
                __m256i t27 = (__m256i)((vcc_v8_int)(__m256i)i_v % (vcc_v8_int)_mm256_set1_epi32(4));
                __m256 t28 = _mm256_cvtepi32_ps(t27);
                __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(1000.0f));
                __m256 t30 = _mm256_add_ps(t26, t29);
                _mm256_storeu_ps(b + i_vec, t30);
                long t31 = i_vec + 8L;
                __m256i t32 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256i t33 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(11));
                __m256i t35 = _mm256_min_epu32(t33, t34);
                __m256 t36 = _mm256_cvtepi32_ps(t35);
                __m256 t37 = _mm256_mul_ps(t36, _mm256_set1_ps(0.25f));
                __m256 t38 = _mm256_sub_ps(t37, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t31, t38);
                __m256i t39 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(4));
                __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(5));
                __m256i t41 = _mm256_min_epu32(t39, t40);
                __m256 t42 = _mm256_cvtepi32_ps(t41);
                __m256 t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.5f));
                __m256i t44 = (__m256i)((vcc_v8_int)t32 % (vcc_v8_int)_mm256_set1_epi32(4));
                __m256 t45 = _mm256_cvtepi32_ps(t44);
                __m256 t46 = _mm256_mul_ps(t45, _mm256_set1_ps(1000.0f));
                __m256 t47 = _mm256_add_ps(t43, t46);
                _mm256_storeu_ps(b + t31, t47);
                i_vec += 16L;
                __m256i t48 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t49 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
                __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(11));
                __m256i t51 = _mm256_min_epu32(t49, t50);
                __m256i t52 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
                __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(5));
                __m256i t54 = _mm256_min_epu32(t52, t53);
                if (i_vec >= t14) {
                    break;
                }
                i_v = (vcc_v8_uint)t48;
                t1 = (vcc_v8_int)t51;
                t2 = (vcc_v8_int)t54;
            }
            t55 = (int)t14;
        } else {
            t55 = 0;
        }
        long t56 = (long)n + (long)t55 * -1L;
        unsigned long t57 = (unsigned long)t8;
        unsigned long t58 = (unsigned long)t9;
        long t59 = (long)((unsigned long)t9 + (unsigned long)((long)t55 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t55 * 4L)));
        int t60 = (int)((unsigned int)t55 * 7U);
        int t61 = (int)((unsigned int)t55 * 3U);
        if ((t56 >= 8L) & (((t57 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t55 * 4L))) | ((t58 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t55 * 4L))) | ((t59 <= 0L) | (t59 >= 32L))) & (t60 >= 0) & (t61 >= 0)) {
            long t62 = t56 & -8L;
            __m256i t63 = _mm256_set1_epi32((int)t55);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t63, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t64 = _mm256_set1_epi32((int)(t60 % 11));
            __m256i t65 = _mm256_add_epi32(t64, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(11));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t65, t66);
            __m256i t67 = _mm256_set1_epi32((int)(t61 % 5));
            __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(5));
            vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t68, t69);
            long i_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:53 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 50:20 and the value of the call to `malloc` at 50:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t70 = (long)t55 + i_vec_1;
                __m256 t71 = _mm256_cvtepi32_ps((__m256i)t3);
                __m256 t72 = _mm256_mul_ps(t71, _mm256_set1_ps(0.25f));
                __m256 t73 = _mm256_sub_ps(t72, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t70, t73);
                __m256 t74 = _mm256_cvtepi32_ps((__m256i)t4);
                __m256 t75 = _mm256_mul_ps(t74, _mm256_set1_ps(0.5f));
                __m256i t76 = (__m256i)((vcc_v8_int)(__m256i)i_v_1 % (vcc_v8_int)_mm256_set1_epi32(4));
                __m256 t77 = _mm256_cvtepi32_ps(t76);
                __m256 t78 = _mm256_mul_ps(t77, _mm256_set1_ps(1000.0f));
                __m256 t79 = _mm256_add_ps(t75, t78);
                _mm256_storeu_ps(b + t70, t79);
                i_vec_1 += 8L;
                __m256i t80 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t81 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(1));
                __m256i t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32(11));
                __m256i t83 = _mm256_min_epu32(t81, t82);
                __m256i t84 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(4));
                __m256i t85 = _mm256_sub_epi32(t84, _mm256_set1_epi32(5));
                __m256i t86 = _mm256_min_epu32(t84, t85);
                if (i_vec_1 >= t62) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t80;
                t3 = (vcc_v8_int)t83;
                t4 = (vcc_v8_int)t86;
            }
            i_1 = (int)((long)t55 + t62);
        } else {
            i_1 = t55;
        }
        for (; i_1 < n; i_1++) {
            long t87 = (long)i_1;
            a[t87] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t87] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t88 = b;
        prefix_dot(n, a, t88, out);
        halvings(n, t88, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t89 = (long)i;
            i++;
            s += (double)(out[t89] * (float)i + rest[t89]);
            c += (long)(count[t89] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t90 = rows * n;
        float *in = (float *)malloc((unsigned long)t90 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t90 + 1), 4UL);
        long t91 = (long)t90;
        if ((t91 >= 32L) & 1) {
            long t92 = t91 & -32L;
            __m256i t93 = _mm256_set1_epi32(0);
            __m256i t94 = _mm256_add_epi32(t93, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t95 = _mm256_sub_epi32(t94, _mm256_set1_epi32(29));
            vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t94, t95);
            long x_vec = 0L;
            /* vcc: loop at outer_pragma.c:68 vectorized: VF 8, UF 4, the remainder at 69:21 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t96 = _mm256_cvtepi32_ps((__m256i)t5);
                __m256 t97 = _mm256_mul_ps(t96, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + x_vec, t97);
                __m256i t98 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(17));
                __m256i t99 = _mm256_sub_epi32(t98, _mm256_set1_epi32(29));
                __m256i t100 = _mm256_min_epu32(t98, t99);
                __m256 t101 = _mm256_cvtepi32_ps(t100);
                __m256 t102 = _mm256_mul_ps(t101, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (x_vec + 8L), t102);
                __m256i t103 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(5));
                __m256i t104 = _mm256_sub_epi32(t103, _mm256_set1_epi32(29));
                __m256i t105 = _mm256_min_epu32(t103, t104);
                __m256 t106 = _mm256_cvtepi32_ps(t105);
                __m256 t107 = _mm256_mul_ps(t106, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (x_vec + 16L), t107);
                __m256i t108 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(22));
                __m256i t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32(29));
                __m256i t110 = _mm256_min_epu32(t108, t109);
                __m256 t111 = _mm256_cvtepi32_ps(t110);
                __m256 t112 = _mm256_mul_ps(t111, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (x_vec + 24L), t112);
                x_vec += 32L;
                __m256i t113 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(10));
                __m256i t114 = _mm256_sub_epi32(t113, _mm256_set1_epi32(29));
                __m256i t115 = _mm256_min_epu32(t113, t114);
                if (x_vec >= t92) {
                    break;
                }
                t5 = (vcc_v8_int)t115;
            }
            t116 = (int)t92;
        } else {
            t116 = 0;
        }
        long t117 = (long)t90 + (long)t116 * -1L;
        int t118 = (int)((unsigned int)t116 * 13U);
        if ((t117 >= 8L) & (t118 >= 0)) {
            long t119 = t117 & -8L;
            __m256i t120 = _mm256_set1_epi32((int)(t118 % 29));
            __m256i t121 = _mm256_add_epi32(t120, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t122 = _mm256_sub_epi32(t121, _mm256_set1_epi32(29));
            vcc_v8_int t6 = (vcc_v8_int)_mm256_min_epu32(t121, t122);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_pragma.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256 t123 = _mm256_cvtepi32_ps((__m256i)t6);
                __m256 t124 = _mm256_mul_ps(t123, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + ((long)t116 + x_vec_1), t124);
                x_vec_1 += 8L;
                __m256i t125 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(17));
                __m256i t126 = _mm256_sub_epi32(t125, _mm256_set1_epi32(29));
                __m256i t127 = _mm256_min_epu32(t125, t126);
                if (x_vec_1 >= t119) {
                    break;
                }
                t6 = (vcc_v8_int)t127;
            }
            x = (int)((long)t116 + t119);
        } else {
            x = t116;
        }
        for (; x < t90; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t90; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t128 = bl[t90 / 2];
        } else {
            t128 = 0.0f;
        }
        double t129 = (double)t128;
        if (n) {
            t130 = rest[n / 2];
        } else {
            t130 = 0.0f;
        }
        double t131 = (double)t130;
        if (n) {
            t132 = out[n - 1];
        } else {
            t132 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t132, c, t131, sb, t129);
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
