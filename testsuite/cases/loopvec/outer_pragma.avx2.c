/* vcc: vector types and helpers */
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
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    int i;
    double s;
    long c;
    __m256i t9;
    long t10;
    __m256i t11;
    long t12;
    double sb;
    unsigned int t;
    int n;
    unsigned long t13;
    void *t14;
    float *a;
    void *t15;
    float *b;
    float *out;
    float *rest;
    int *count;
    long t16;
    unsigned long t17;
    unsigned long t18;
    int t19;
    int t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    long t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    long t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256 t60;
    __m256 t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    int t85;
    long t86;
    unsigned long t87;
    unsigned long t88;
    int t89;
    int t90;
    long t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    long t107;
    __m256 t108;
    __m256 t109;
    __m256 t110;
    __m256 t111;
    __m256 t112;
    __m256 t113;
    __m256 t114;
    __m256 t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    int i_1;
    long t131;
    const float *t132;
    long t133;
    int rows;
    int t134;
    float *in;
    float *bl;
    long t135;
    int t136;
    long t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    __m256i t142;
    __m256 t143;
    __m256 t144;
    __m256i t145;
    __m256i t146;
    __m256i t147;
    __m256i t148;
    __m256i t149;
    __m256 t150;
    __m256 t151;
    __m256i t152;
    __m256i t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    __m256 t157;
    __m256 t158;
    __m256i t159;
    __m256i t160;
    __m256i t161;
    __m256i t162;
    __m256i t163;
    __m256 t164;
    __m256 t165;
    __m256i t166;
    __m256i t167;
    __m256i t168;
    __m256i t169;
    __m256i t170;
    int t171;
    long t172;
    int t173;
    long t174;
    __m256i t175;
    __m256i t176;
    __m256i t177;
    __m256i t178;
    __m256i t179;
    __m256 t180;
    __m256 t181;
    __m256i t182;
    __m256i t183;
    __m256i t184;
    __m256i t185;
    __m256i t186;
    int x;
    int x_1;
    float t187;
    double t188;
    float t189;
    double t190;
    float t191;
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
        t13 = (unsigned long)n * 4UL + 1UL;
        t14 = malloc(t13);
        a = (float *)t14;
        t15 = malloc(t13);
        b = (float *)t15;
        out = (float *)malloc(t13);
        rest = (float *)malloc(t13);
        count = (int *)malloc(t13);
        t16 = (long)n;
        t17 = (unsigned long)t14;
        t18 = (unsigned long)t15;
        t19 = (int)((unsigned int)0 * (unsigned int)7);
        t20 = (int)((unsigned int)0 * (unsigned int)3);
        if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)0L)) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)0L))) & (t19 >= 0) & (t20 >= 0) & (0 >= 0)) {
            t21 = t16 & -16L;
            t22 = _mm256_set1_epi32((int)(t19 % 11));
            t23 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)11));
            t26 = _mm256_min_epu32(t24, t25);
            t1 = t26;
            t27 = _mm256_set1_epi32((int)(t20 % 5));
            t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            t29 = t28;
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)5));
            t31 = _mm256_min_epu32(t29, t30);
            t2 = t31;
            t32 = _mm256_set1_epi32((int)(0 % 4));
            t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 0, 1, 2, 3));
            t34 = t33;
            t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32((int)4));
            t36 = _mm256_min_epu32(t34, t35);
            t3 = t36;
            t4 = 0L;
            for (;;) {
                t37 = (long)(int)((long)0 + t4);
                t38 = _mm256_cvtepi32_ps(t1);
                t39 = _mm256_mul_ps(t38, _mm256_set1_ps(0.25f));
                t40 = _mm256_sub_ps(t39, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t37, t40);
                t41 = _mm256_cvtepi32_ps(t2);
                t42 = _mm256_mul_ps(t41, _mm256_set1_ps(0.5f));
                t43 = _mm256_cvtepi32_ps(t3);
                t44 = _mm256_mul_ps(t43, _mm256_set1_ps(1000.0f));
                t45 = _mm256_add_ps(t42, t44);
                _mm256_storeu_ps(b + t37, t45);
                t46 = (long)(int)((long)0 + (t4 + 8L));
                t47 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
                t48 = t47;
                t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)11));
                t50 = _mm256_min_epu32(t48, t49);
                t51 = t50;
                t52 = _mm256_cvtepi32_ps(t51);
                t53 = _mm256_mul_ps(t52, _mm256_set1_ps(0.25f));
                t54 = _mm256_sub_ps(t53, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t46, t54);
                t55 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)4));
                t56 = t55;
                t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32((int)5));
                t58 = _mm256_min_epu32(t56, t57);
                t59 = t58;
                t60 = _mm256_cvtepi32_ps(t59);
                t61 = _mm256_mul_ps(t60, _mm256_set1_ps(0.5f));
                t62 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)0));
                t63 = t62;
                t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32((int)4));
                t65 = _mm256_min_epu32(t63, t64);
                t66 = t65;
                t67 = _mm256_cvtepi32_ps(t66);
                t68 = _mm256_mul_ps(t67, _mm256_set1_ps(1000.0f));
                t69 = _mm256_add_ps(t61, t68);
                _mm256_storeu_ps(b + t46, t69);
                t4 += 16L;
                t70 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
                t71 = t70;
                t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32((int)11));
                t73 = _mm256_min_epu32(t71, t72);
                t74 = t73;
                t75 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
                t76 = t75;
                t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32((int)5));
                t78 = _mm256_min_epu32(t76, t77);
                t79 = t78;
                t80 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)0));
                t81 = t80;
                t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32((int)4));
                t83 = _mm256_min_epu32(t81, t82);
                t84 = t83;
                if (t4 >= t21) {
                    break;
                }
                t1 = t74;
                t2 = t79;
                t3 = t84;
            }
            t85 = (int)((long)0 + t21);
        } else {
            t85 = 0;
        }
        t86 = (long)n + (long)t85 * -1L;
        t87 = (unsigned long)t14;
        t88 = (unsigned long)t15;
        t89 = (int)((unsigned int)t85 * (unsigned int)7);
        t90 = (int)((unsigned int)t85 * (unsigned int)3);
        if ((t86 >= 8L) & (((t87 + (unsigned long)((long)t85 * 4L + 4L + (t86 - 1L) * 4L)) <= (t88 + (unsigned long)((long)t85 * 4L))) | ((t88 + (unsigned long)((long)t85 * 4L + 4L + (t86 - 1L) * 4L)) <= (t87 + (unsigned long)((long)t85 * 4L)))) & (t89 >= 0) & (t90 >= 0) & (t85 >= 0)) {
            t91 = t86 & -8L;
            t92 = _mm256_set1_epi32((int)(t89 % 11));
            t93 = _mm256_add_epi32(t92, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t94 = t93;
            t95 = _mm256_sub_epi32(t94, _mm256_set1_epi32((int)11));
            t96 = _mm256_min_epu32(t94, t95);
            t5 = t96;
            t97 = _mm256_set1_epi32((int)(t90 % 5));
            t98 = _mm256_add_epi32(t97, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            t99 = t98;
            t100 = _mm256_sub_epi32(t99, _mm256_set1_epi32((int)5));
            t101 = _mm256_min_epu32(t99, t100);
            t6 = t101;
            t102 = _mm256_set1_epi32((int)(t85 % 4));
            t103 = _mm256_add_epi32(t102, _mm256_setr_epi32(0, 1, 2, 3, 0, 1, 2, 3));
            t104 = t103;
            t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32((int)4));
            t106 = _mm256_min_epu32(t104, t105);
            t7 = t106;
            t8 = 0L;
            for (;;) {
                t107 = (long)(int)((long)t85 + t8);
                t108 = _mm256_cvtepi32_ps(t5);
                t109 = _mm256_mul_ps(t108, _mm256_set1_ps(0.25f));
                t110 = _mm256_sub_ps(t109, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t107, t110);
                t111 = _mm256_cvtepi32_ps(t6);
                t112 = _mm256_mul_ps(t111, _mm256_set1_ps(0.5f));
                t113 = _mm256_cvtepi32_ps(t7);
                t114 = _mm256_mul_ps(t113, _mm256_set1_ps(1000.0f));
                t115 = _mm256_add_ps(t112, t114);
                _mm256_storeu_ps(b + t107, t115);
                t8 += 8L;
                t116 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)1));
                t117 = t116;
                t118 = _mm256_sub_epi32(t117, _mm256_set1_epi32((int)11));
                t119 = _mm256_min_epu32(t117, t118);
                t120 = t119;
                t121 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)4));
                t122 = t121;
                t123 = _mm256_sub_epi32(t122, _mm256_set1_epi32((int)5));
                t124 = _mm256_min_epu32(t122, t123);
                t125 = t124;
                t126 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)0));
                t127 = t126;
                t128 = _mm256_sub_epi32(t127, _mm256_set1_epi32((int)4));
                t129 = _mm256_min_epu32(t127, t128);
                t130 = t129;
                if (t8 >= t91) {
                    break;
                }
                t5 = t120;
                t6 = t125;
                t7 = t130;
            }
            i_1 = (int)((long)t85 + t91);
        } else {
            i_1 = t85;
        }
        for (; i_1 < n; i_1++) {
            t131 = (long)i_1;
            a[t131] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t131] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        t132 = b;
        (_mm256_zeroupper(), prefix_dot(n, a, t132, out));
        (_mm256_zeroupper(), halvings(n, t132, count, rest));
        i = 0;
        s = 0.0;
        c = 0L;
        while (i < n) {
            t133 = (long)i;
            i++;
            s += (double)(out[t133] * (float)i + rest[t133]);
            c += (long)(count[t133] * i);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t134 = rows * n;
        in = (float *)malloc((unsigned long)t134 * 4UL + 1UL);
        bl = (float *)calloc((unsigned long)(t134 + 1), 4UL);
        t135 = (long)t134;
        t136 = (int)((unsigned int)0 * (unsigned int)13);
        if ((t135 >= 32L) & (t136 >= 0)) {
            t137 = t135 & -32L;
            t138 = _mm256_set1_epi32((int)(t136 % 29));
            t139 = _mm256_add_epi32(t138, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t140 = t139;
            t141 = _mm256_sub_epi32(t140, _mm256_set1_epi32((int)29));
            t142 = _mm256_min_epu32(t140, t141);
            t9 = t142;
            t10 = 0L;
            for (;;) {
                t143 = _mm256_cvtepi32_ps(t9);
                t144 = _mm256_mul_ps(t143, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + t10), t144);
                t145 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)17));
                t146 = t145;
                t147 = _mm256_sub_epi32(t146, _mm256_set1_epi32((int)29));
                t148 = _mm256_min_epu32(t146, t147);
                t149 = t148;
                t150 = _mm256_cvtepi32_ps(t149);
                t151 = _mm256_mul_ps(t150, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t10 + 8L)), t151);
                t152 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)5));
                t153 = t152;
                t154 = _mm256_sub_epi32(t153, _mm256_set1_epi32((int)29));
                t155 = _mm256_min_epu32(t153, t154);
                t156 = t155;
                t157 = _mm256_cvtepi32_ps(t156);
                t158 = _mm256_mul_ps(t157, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t10 + 16L)), t158);
                t159 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)22));
                t160 = t159;
                t161 = _mm256_sub_epi32(t160, _mm256_set1_epi32((int)29));
                t162 = _mm256_min_epu32(t160, t161);
                t163 = t162;
                t164 = _mm256_cvtepi32_ps(t163);
                t165 = _mm256_mul_ps(t164, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t10 + 24L)), t165);
                t10 += 32L;
                t166 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)10));
                t167 = t166;
                t168 = _mm256_sub_epi32(t167, _mm256_set1_epi32((int)29));
                t169 = _mm256_min_epu32(t167, t168);
                t170 = t169;
                if (t10 >= t137) {
                    break;
                }
                t9 = t170;
            }
            t171 = (int)((long)0 + t137);
        } else {
            t171 = 0;
        }
        t172 = (long)t134 + (long)t171 * -1L;
        t173 = (int)((unsigned int)t171 * (unsigned int)13);
        if ((t172 >= 8L) & (t173 >= 0)) {
            t174 = t172 & -8L;
            t175 = _mm256_set1_epi32((int)(t173 % 29));
            t176 = _mm256_add_epi32(t175, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t177 = t176;
            t178 = _mm256_sub_epi32(t177, _mm256_set1_epi32((int)29));
            t179 = _mm256_min_epu32(t177, t178);
            t11 = t179;
            t12 = 0L;
            for (;;) {
                t180 = _mm256_cvtepi32_ps(t11);
                t181 = _mm256_mul_ps(t180, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)t171 + t12), t181);
                t12 += 8L;
                t182 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)17));
                t183 = t182;
                t184 = _mm256_sub_epi32(t183, _mm256_set1_epi32((int)29));
                t185 = _mm256_min_epu32(t183, t184);
                t186 = t185;
                if (t12 >= t174) {
                    break;
                }
                t11 = t186;
            }
            x = (int)((long)t171 + t174);
        } else {
            x = t171;
        }
        for (; x < t134; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        (_mm256_zeroupper(), vertical_filter(rows, n, w, in, bl));
        sb = 0.0;
        for (x_1 = 0; x_1 < t134; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t187 = bl[t134 / 2];
        } else {
            t187 = 0.0f;
        }
        t188 = (double)t187;
        if (n) {
            t189 = rest[n / 2];
        } else {
            t189 = 0.0f;
        }
        t190 = (double)t189;
        if (n) {
            t191 = out[n - 1];
        } else {
            t191 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t191, c, t190, sb, t188);
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
