/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

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
        __m256i t4 = (__m256i)(vcc_v8_int){0};
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
            t4 = _mm256_blendv_epi8(t4, t16, t1);
            if (!(_mm256_movemask_epi8(t13) != 0)) {
                break;
            }
            t1 = t13;
            t2 = t15;
            t7++;
        }
        _mm256_storeu_si256((__m256i *)(count + t6), t4);
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
    for (int r = 2; (r + 2) < rows; r++) {
        int j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            __m256 t1 = _mm256_set1_ps(0.0f);
            for (int t2 = 0; t2 < 5; t2++) {
                __m256 t3 = _mm256_loadu_ps(in + ((r + t2 - 2) * cols + j_1));
                __m256 t4 = _mm256_set1_ps(w[t2]);
                __m256 t5 = _mm256_mul_ps(t4, t3);
                t1 = _mm256_add_ps(t1, t5);
            }
            _mm256_storeu_ps(out + (r * cols + j_1), t1);
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

__attribute__((target("avx2"))) int main(void) {
    int sizes[9];
    float w[5];
    int i_1;
    int t89;
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
                __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.5f));
                __m256i t35 = (__m256i)((vcc_v8_int)t28 % (vcc_v8_int)_mm256_set1_epi32(4));
                __m256 t36 = _mm256_cvtepi32_ps(t35);
                __m256 t37 = _mm256_mul_ps(t36, _mm256_set1_ps(1000.0f));
                __m256 t38 = _mm256_add_ps(t34, t37);
                _mm256_storeu_ps(b + t29, t38);
                t4 += 8L;
                __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                __m256i t40 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                __m256i t41 = t40;
                __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(11));
                __m256i t43 = _mm256_min_epu32(t41, t42);
                __m256i t44 = t43;
                __m256i t45 = _mm256_add_epi32(t3, _mm256_set1_epi32(4));
                __m256i t46 = t45;
                __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(5));
                __m256i t48 = _mm256_min_epu32(t46, t47);
                __m256i t49 = t48;
                if (t4 >= t15) {
                    break;
                }
                t1 = t39;
                t2 = t44;
                t3 = t49;
            }
            i_1 = (int)t15;
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            long t50 = (long)i_1;
            a[t50] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t50] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        const float *t51 = b;
        prefix_dot(n, a, t51, out);
        halvings(n, t51, count, rest);
        int i = 0;
        double s = 0.0;
        long c = 0L;
        while (i < n) {
            long t52 = (long)i;
            i++;
            s += (double)(out[t52] * (float)i + rest[t52]);
            c += (long)(count[t52] * i);
        }
        int rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        int t53 = rows * n;
        float *in = (float *)malloc((unsigned long)t53 * 4UL + 1UL);
        float *bl = (float *)calloc((unsigned long)(t53 + 1), 4UL);
        long t54 = (long)t53;
        if ((t54 >= 32L) & 1) {
            long t55 = t54 & -32L;
            __m256i t56 = _mm256_set1_epi32(0);
            __m256i t57 = _mm256_add_epi32(t56, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t58 = t57;
            __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(29));
            __m256i t60 = _mm256_min_epu32(t58, t59);
            __m256i t5 = t60;
            long t6 = 0L;
            for (;;) {
                __m256 t61 = _mm256_cvtepi32_ps(t5);
                __m256 t62 = _mm256_mul_ps(t61, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)t6, t62);
                __m256i t63 = _mm256_add_epi32(t5, _mm256_set1_epi32(17));
                __m256i t64 = t63;
                __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(29));
                __m256i t66 = _mm256_min_epu32(t64, t65);
                __m256i t67 = t66;
                __m256 t68 = _mm256_cvtepi32_ps(t67);
                __m256 t69 = _mm256_mul_ps(t68, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)(t6 + 8L), t69);
                __m256i t70 = _mm256_add_epi32(t5, _mm256_set1_epi32(5));
                __m256i t71 = t70;
                __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(29));
                __m256i t73 = _mm256_min_epu32(t71, t72);
                __m256i t74 = t73;
                __m256 t75 = _mm256_cvtepi32_ps(t74);
                __m256 t76 = _mm256_mul_ps(t75, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)(t6 + 16L), t76);
                __m256i t77 = _mm256_add_epi32(t5, _mm256_set1_epi32(22));
                __m256i t78 = t77;
                __m256i t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32(29));
                __m256i t80 = _mm256_min_epu32(t78, t79);
                __m256i t81 = t80;
                __m256 t82 = _mm256_cvtepi32_ps(t81);
                __m256 t83 = _mm256_mul_ps(t82, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)(t6 + 24L), t83);
                t6 += 32L;
                __m256i t84 = _mm256_add_epi32(t5, _mm256_set1_epi32(10));
                __m256i t85 = t84;
                __m256i t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32(29));
                __m256i t87 = _mm256_min_epu32(t85, t86);
                __m256i t88 = t87;
                if (t6 >= t55) {
                    break;
                }
                t5 = t88;
            }
            t89 = (int)t55;
        } else {
            t89 = 0;
        }
        long t90 = (long)t53 + (long)t89 * -1L;
        int t91 = (int)((unsigned int)t89 * 13U);
        if ((t90 >= 8L) & (t91 >= 0)) {
            long t92 = t90 & -8L;
            __m256i t93 = _mm256_set1_epi32((int)(t91 % 29));
            __m256i t94 = _mm256_add_epi32(t93, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            __m256i t95 = t94;
            __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(29));
            __m256i t97 = _mm256_min_epu32(t95, t96);
            __m256i t7 = t97;
            long t8 = 0L;
            for (;;) {
                __m256 t98 = _mm256_cvtepi32_ps(t7);
                __m256 t99 = _mm256_mul_ps(t98, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)t89 + t8), t99);
                t8 += 8L;
                __m256i t100 = _mm256_add_epi32(t7, _mm256_set1_epi32(17));
                __m256i t101 = t100;
                __m256i t102 = _mm256_sub_epi32(t101, _mm256_set1_epi32(29));
                __m256i t103 = _mm256_min_epu32(t101, t102);
                __m256i t104 = t103;
                if (t8 >= t92) {
                    break;
                }
                t7 = t104;
            }
            x = (int)((long)t89 + t92);
        } else {
            x = t89;
        }
        for (; x < t53; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        vertical_filter(rows, n, w, in, bl);
        double sb = 0.0;
        for (int x_1 = 0; x_1 < t53; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t105 = bl[t53 / 2];
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
