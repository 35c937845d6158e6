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
    float s;
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    int i;
    int k;
    int i_1;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    int t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    i_1 = 0;
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
        t2 = _mm256_set1_ps(0.0f);
        t5 = 0;
        t4 = (__m256)(vcc_v8_float){0};
        for (;;) {
            t6 = _mm256_set1_epi32((int)t5);
            t7 = _mm256_set1_epi32((int)i_1);
            t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t9 = _mm256_xor_si256(_mm256_cmpgt_epi32(t6, t8), _mm256_set1_epi32(-1));
            t10 = _mm256_and_si256(t1, t9);
            t11 = (_mm256_movemask_epi8(t10) != 0);
            if (t11) {
                t12 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)(long)(i_1 - t5) * 4UL), t10);
                t13 = _mm256_set1_ps(a[t5]);
                t14 = _mm256_mul_ps(t13, t12);
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
        s = 0.0f;
        for (k = 0; k <= i; k++) {
            s += a[k] * b[i - k];
        }
        out[i] = s;
    }
}

__attribute__((target("avx2"))) void halvings(int n, const float *v, int *count, float *rest) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    int i;
    long t5;
    float x;
    int c;
    int i_1;
    long t6;
    int t7;
    __m256 t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256i t16;
    i_1 = 0;
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
        t6 = (long)i_1;
        t2 = _mm256_loadu_ps(v + t6);
        t7 = 0;
        t3 = (__m256)(vcc_v8_float){0};
        t4 = (__m256i)(vcc_v8_int){0};
        for (;;) {
            t8 = _mm256_set1_ps(1.0f);
            t9 = _mm256_castps_si256(_mm256_cmp_ps(t2, t8, _CMP_GT_OQ));
            t10 = _mm256_and_si256(t1, t9);
            t11 = _mm256_set1_epi32((int)((t7 < 40) != 0));
            t12 = (__m256i)(vcc_m8)((vcc_v8_int)t11 != (vcc_v8_int){0});
            t13 = _mm256_and_si256(t10, t12);
            t14 = _mm256_set1_ps(0.5f);
            t15 = _mm256_mul_ps(t2, t14);
            t3 = _mm256_blendv_ps(t3, t2, _mm256_castsi256_ps(t1));
            t16 = _mm256_set1_epi32((int)t7);
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
        t5 = (long)i;
        c = 0;
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
    float s;
    __m256 t1;
    int r;
    int j;
    int t;
    int j_1;
    int t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    for (r = 2; (r + 2) < rows; r++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t1 = _mm256_set1_ps(0.0f);
            for (t2 = 0; t2 < 5; t2++) {
                t3 = _mm256_loadu_ps(in + ((r + t2 - 2) * cols + j_1));
                t4 = _mm256_set1_ps(w[t2]);
                t5 = _mm256_mul_ps(t4, t3);
                t1 = _mm256_add_ps(t1, t5);
            }
            _mm256_storeu_ps(out + (r * cols + j_1), t1);
        }
        for (; j < cols; j++) {
            s = 0.0f;
            for (t = 0; t < 5; t++) {
                s += w[t] * in[(r + t - 2) * cols + j];
            }
            out[r * cols + j] = s;
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[9];
    float w[5];
    __m256i t1;
    __m256i t2;
    __m256i t3;
    long t4;
    int i;
    double s;
    long c;
    __m256i t5;
    long t6;
    __m256i t7;
    long t8;
    double sb;
    unsigned int t;
    int n;
    unsigned long t9;
    void *t10;
    float *a;
    void *t11;
    float *b;
    float *out;
    float *rest;
    int *count;
    long t12;
    unsigned long t13;
    unsigned long t14;
    int t15;
    int t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256i t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    int i_1;
    long t52;
    const float *t53;
    long t54;
    int rows;
    int t55;
    float *in;
    float *bl;
    long t56;
    int t57;
    long t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256 t64;
    __m256 t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256 t71;
    __m256 t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256 t78;
    __m256 t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256 t85;
    __m256 t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    int t92;
    long t93;
    int t94;
    long t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256 t101;
    __m256 t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    int x;
    int x_1;
    float t108;
    double t109;
    float t110;
    double t111;
    float t112;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 2;
    sizes[3] = 7;
    sizes[4] = 8;
    sizes[5] = 9;
    sizes[6] = 16;
    sizes[7] = 23;
    sizes[8] = 101;
    for (t = 0U; (unsigned long)t < 9UL; t++) {
        n = sizes[t];
        t9 = (unsigned long)n * 4UL + 1UL;
        t10 = malloc(t9);
        a = (float *)t10;
        t11 = malloc(t9);
        b = (float *)t11;
        out = (float *)malloc(t9);
        rest = (float *)malloc(t9);
        count = (int *)malloc(t9);
        t12 = (long)n;
        t13 = (unsigned long)t10;
        t14 = (unsigned long)t11;
        t15 = (int)((unsigned int)0 * (unsigned int)7);
        t16 = (int)((unsigned int)0 * (unsigned int)3);
        if ((t12 >= 8L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)0L)) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)0L))) & (t15 >= 0) & (t16 >= 0)) {
            t17 = t12 & -8L;
            t18 = _mm256_set1_epi32((int)0);
            t19 = t18;
            t1 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t20 = _mm256_set1_epi32((int)(t15 % 11));
            t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t22 = t21;
            t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)11));
            t24 = _mm256_min_epu32(t22, t23);
            t2 = t24;
            t25 = _mm256_set1_epi32((int)(t16 % 5));
            t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            t27 = t26;
            t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)5));
            t29 = _mm256_min_epu32(t27, t28);
            t3 = t29;
            t4 = 0L;
            for (;;) {
                t30 = t1;
                t31 = (long)(int)((long)0 + t4);
                t32 = _mm256_cvtepi32_ps(t2);
                t33 = _mm256_mul_ps(t32, _mm256_set1_ps(0.25f));
                t34 = _mm256_sub_ps(t33, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t31, t34);
                t35 = _mm256_cvtepi32_ps(t3);
                t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.5f));
                t37 = (__m256i)((vcc_v8_int)t30 % (vcc_v8_int)_mm256_set1_epi32((int)4));
                t38 = _mm256_cvtepi32_ps(t37);
                t39 = _mm256_mul_ps(t38, _mm256_set1_ps(1000.0f));
                t40 = _mm256_add_ps(t36, t39);
                _mm256_storeu_ps(b + t31, t40);
                t4 += 8L;
                t41 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t42 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
                t43 = t42;
                t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)11));
                t45 = _mm256_min_epu32(t43, t44);
                t46 = t45;
                t47 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)4));
                t48 = t47;
                t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)5));
                t50 = _mm256_min_epu32(t48, t49);
                t51 = t50;
                if (t4 >= t17) {
                    break;
                }
                t1 = t41;
                t2 = t46;
                t3 = t51;
            }
            i_1 = (int)((long)0 + t17);
        } else {
            i_1 = 0;
        }
        for (; i_1 < n; i_1++) {
            t52 = (long)i_1;
            a[t52] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t52] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        t53 = b;
        (_mm256_zeroupper(), prefix_dot(n, a, t53, out));
        (_mm256_zeroupper(), halvings(n, t53, count, rest));
        i = 0;
        s = 0.0;
        c = 0L;
        while (i < n) {
            t54 = (long)i;
            i++;
            s += (double)(out[t54] * (float)i + rest[t54]);
            c += (long)(count[t54] * i);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t55 = rows * n;
        in = (float *)malloc((unsigned long)t55 * 4UL + 1UL);
        bl = (float *)calloc((unsigned long)(t55 + 1), 4UL);
        t56 = (long)t55;
        t57 = (int)((unsigned int)0 * (unsigned int)13);
        if ((t56 >= 32L) & (t57 >= 0)) {
            t58 = t56 & -32L;
            t59 = _mm256_set1_epi32((int)(t57 % 29));
            t60 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t61 = t60;
            t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32((int)29));
            t63 = _mm256_min_epu32(t61, t62);
            t5 = t63;
            t6 = 0L;
            for (;;) {
                t64 = _mm256_cvtepi32_ps(t5);
                t65 = _mm256_mul_ps(t64, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + t6), t65);
                t66 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)17));
                t67 = t66;
                t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32((int)29));
                t69 = _mm256_min_epu32(t67, t68);
                t70 = t69;
                t71 = _mm256_cvtepi32_ps(t70);
                t72 = _mm256_mul_ps(t71, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t6 + 8L)), t72);
                t73 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)5));
                t74 = t73;
                t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32((int)29));
                t76 = _mm256_min_epu32(t74, t75);
                t77 = t76;
                t78 = _mm256_cvtepi32_ps(t77);
                t79 = _mm256_mul_ps(t78, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t6 + 16L)), t79);
                t80 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)22));
                t81 = t80;
                t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32((int)29));
                t83 = _mm256_min_epu32(t81, t82);
                t84 = t83;
                t85 = _mm256_cvtepi32_ps(t84);
                t86 = _mm256_mul_ps(t85, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t6 + 24L)), t86);
                t6 += 32L;
                t87 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)10));
                t88 = t87;
                t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32((int)29));
                t90 = _mm256_min_epu32(t88, t89);
                t91 = t90;
                if (t6 >= t58) {
                    break;
                }
                t5 = t91;
            }
            t92 = (int)((long)0 + t58);
        } else {
            t92 = 0;
        }
        t93 = (long)t55 + (long)t92 * -1L;
        t94 = (int)((unsigned int)t92 * (unsigned int)13);
        if ((t93 >= 8L) & (t94 >= 0)) {
            t95 = t93 & -8L;
            t96 = _mm256_set1_epi32((int)(t94 % 29));
            t97 = _mm256_add_epi32(t96, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t98 = t97;
            t99 = _mm256_sub_epi32(t98, _mm256_set1_epi32((int)29));
            t100 = _mm256_min_epu32(t98, t99);
            t7 = t100;
            t8 = 0L;
            for (;;) {
                t101 = _mm256_cvtepi32_ps(t7);
                t102 = _mm256_mul_ps(t101, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)t92 + t8), t102);
                t8 += 8L;
                t103 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)17));
                t104 = t103;
                t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32((int)29));
                t106 = _mm256_min_epu32(t104, t105);
                t107 = t106;
                if (t8 >= t95) {
                    break;
                }
                t7 = t107;
            }
            x = (int)((long)t92 + t95);
        } else {
            x = t92;
        }
        for (; x < t55; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        (_mm256_zeroupper(), vertical_filter(rows, n, w, in, bl));
        sb = 0.0;
        for (x_1 = 0; x_1 < t55; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t108 = bl[t55 / 2];
        } else {
            t108 = 0.0f;
        }
        t109 = (double)t108;
        if (n) {
            t110 = rest[n / 2];
        } else {
            t110 = 0.0f;
        }
        t111 = (double)t110;
        if (n) {
            t112 = out[n - 1];
        } else {
            t112 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t112, c, t111, sb, t109);
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
