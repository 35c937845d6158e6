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
    float s;
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    int i;
    int k;
    int i_1;
    int t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __mmask16 t9;
    __mmask16 t10;
    int t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    i_1 = 0;
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        t1 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
        t2 = _mm512_set1_ps(0.0f);
        t5 = 0;
        t4 = (__m512)(vcc_v16_float){0};
        for (;;) {
            t6 = _mm512_set1_epi32((int)t5);
            t7 = _mm512_set1_epi32((int)i_1);
            t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t9 = _mm512_cmp_epi32_mask(t6, t8, _MM_CMPINT_LE);
            t10 = _kand_mask16(t1, t9);
            t11 = (t10 != 0);
            if (t11) {
                t12 = _mm512_maskz_loadu_ps(t10, (const float *)((unsigned long)b + (unsigned long)(long)(i_1 - t5) * 4UL));
                t13 = _mm512_set1_ps(a[t5]);
                t14 = _mm512_mul_ps(t13, t12);
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
        s = 0.0f;
        for (k = 0; k <= i; k++) {
            s += a[k] * b[i - k];
        }
        out[i] = s;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void halvings(int n, const float *v, int *count, float *rest) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512i t4;
    int i;
    long t5;
    float x;
    int c;
    int i_1;
    long t6;
    int t7;
    __m512 t8;
    __mmask16 t9;
    __mmask16 t10;
    __m512i t11;
    __mmask16 t12;
    __mmask16 t13;
    __m512 t14;
    __m512 t15;
    __m512i t16;
    i_1 = 0;
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        t1 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
        t6 = (long)i_1;
        t2 = _mm512_loadu_ps(v + t6);
        t7 = 0;
        t3 = (__m512)(vcc_v16_float){0};
        t4 = (__m512i)(vcc_v16_int){0};
        for (;;) {
            t8 = _mm512_set1_ps(1.0f);
            t9 = _mm512_cmp_ps_mask(t2, t8, _CMP_GT_OQ);
            t10 = _kand_mask16(t1, t9);
            t11 = _mm512_set1_epi32((int)((t7 < 40) != 0));
            t12 = _mm512_test_epi32_mask(t11, t11);
            t13 = _kand_mask16(t10, t12);
            t14 = _mm512_set1_ps(0.5f);
            t15 = _mm512_mul_ps(t2, t14);
            t3 = _mm512_mask_blend_ps(t1, t3, t2);
            t16 = _mm512_set1_epi32((int)t7);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
    vcc_no_contract_body
    float s;
    __m512 t1;
    int r;
    int j;
    int t;
    int j_1;
    int t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    for (r = 2; (r + 2) < rows; r++) {
        j_1 = 0;
        for (;; j_1 += 16) {
            if (j_1 >= cols) {
                j = j_1;
                break;
            }
            if (((unsigned int)cols - (unsigned int)j_1) < 16U) {
                j = j_1;
                break;
            }
            t1 = _mm512_set1_ps(0.0f);
            for (t2 = 0; t2 < 5; t2++) {
                t3 = _mm512_loadu_ps(in + ((r + t2 - 2) * cols + j_1));
                t4 = _mm512_set1_ps(w[t2]);
                t5 = _mm512_mul_ps(t4, t3);
                t1 = _mm512_add_ps(t1, t5);
            }
            _mm512_storeu_ps(out + (r * cols + j_1), t1);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[9];
    float w[5];
    __m256i t1;
    __m256i t2;
    __m256i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    int i;
    double s;
    long c;
    __m256i t8;
    long t9;
    __m256i t10;
    long t11;
    __m256i t12;
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
    long t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256i t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    int t55;
    long t56;
    unsigned long t57;
    unsigned long t58;
    int t59;
    int t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    long t75;
    __m256i t76;
    long t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    __m256 t81;
    __m256i t82;
    __m256i t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    int i_1;
    long t87;
    const float *t88;
    long t89;
    int rows;
    int t90;
    float *in;
    float *bl;
    long t91;
    int t92;
    long t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256 t99;
    __m256 t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256 t106;
    __m256 t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256 t113;
    __m256 t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256 t120;
    __m256 t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    int t127;
    long t128;
    int t129;
    long t130;
    __m256i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256 t136;
    __m256 t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    __m256i t142;
    int t143;
    long t144;
    int t145;
    __m256i t146;
    __m256i t147;
    __m256i t148;
    __m256i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    long t153;
    __m256 t154;
    __m256 t155;
    int x;
    int x_1;
    float t156;
    double t157;
    float t158;
    double t159;
    float t160;
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
        if ((t16 >= 8L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)0L)) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)0L))) & (t19 >= 0) & (t20 >= 0)) {
            t21 = t16 & -8L;
            t22 = _mm256_set1_epi32((int)0);
            t23 = t22;
            t1 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t24 = _mm256_set1_epi32((int)(t19 % 11));
            t25 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t26 = t25;
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)11));
            t28 = _mm256_min_epu32(t26, t27);
            t2 = t28;
            t29 = _mm256_set1_epi32((int)(t20 % 5));
            t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            t31 = t30;
            t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)5));
            t33 = _mm256_min_epu32(t31, t32);
            t3 = t33;
            t4 = 0L;
            for (;;) {
                t34 = t1;
                t35 = (long)(int)((long)0 + t4);
                t36 = _mm256_cvtepi32_ps(t2);
                t37 = _mm256_mul_ps(t36, _mm256_set1_ps(0.25f));
                t38 = _mm256_sub_ps(t37, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t35, t38);
                t39 = _mm256_cvtepi32_ps(t3);
                t40 = (__m256i)((vcc_v8_int)t34 % (vcc_v8_int)_mm256_set1_epi32((int)4));
                t41 = _mm256_cvtepi32_ps(t40);
                t42 = _mm256_mul_ps(t41, _mm256_set1_ps(1000.0f));
                t43 = _mm256_mask3_fmadd_ps(t39, _mm256_set1_ps(0.5f), t42, (__mmask8)-1);
                _mm256_storeu_ps(b + t35, t43);
                t4 += 8L;
                t44 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t45 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
                t46 = t45;
                t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32((int)11));
                t48 = _mm256_min_epu32(t46, t47);
                t49 = t48;
                t50 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)4));
                t51 = t50;
                t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)5));
                t53 = _mm256_min_epu32(t51, t52);
                t54 = t53;
                if (t4 >= t21) {
                    break;
                }
                t1 = t44;
                t2 = t49;
                t3 = t54;
            }
            t55 = (int)((long)0 + t21);
        } else {
            t55 = 0;
        }
        t56 = (long)n + (long)t55 * -1L;
        t57 = (unsigned long)t14;
        t58 = (unsigned long)t15;
        t59 = (int)((unsigned int)t55 * (unsigned int)7);
        t60 = (int)((unsigned int)t55 * (unsigned int)3);
        if ((t56 >= 1L) & (t56 <= 8L) & (((t57 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t55 * 4L))) | ((t58 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t55 * 4L)))) & (t59 >= 0) & (t60 >= 0)) {
            t61 = _mm256_set1_epi32((int)(int)t56);
            t62 = _mm256_cmpgt_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t63 = _mm256_set1_epi32((int)t55);
            t64 = t63;
            t5 = _mm256_add_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t65 = _mm256_set1_epi32((int)(t59 % 11));
            t66 = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t67 = t66;
            t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32((int)11));
            t69 = _mm256_min_epu32(t67, t68);
            t6 = t69;
            t70 = _mm256_set1_epi32((int)(t60 % 5));
            t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            t72 = t71;
            t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32((int)5));
            t74 = _mm256_min_epu32(t72, t73);
            t7 = t74;
            t75 = 0L;
            t76 = t5;
            t77 = (long)(int)((long)t55 + t75);
            t78 = _mm256_cvtepi32_ps(t6);
            t79 = _mm256_mul_ps(t78, _mm256_set1_ps(0.25f));
            t80 = _mm256_sub_ps(t79, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps(a + t77, _mm256_movepi32_mask(t62), t80);
            t81 = _mm256_cvtepi32_ps(t7);
            t82 = _mm256_ternarylogic_epi32(t62, _mm256_set1_epi32((int)4), _mm256_set1_epi32((int)1), 0xCA);
            t83 = (__m256i)((vcc_v8_int)t76 % (vcc_v8_int)t82);
            t84 = _mm256_cvtepi32_ps(t83);
            t85 = _mm256_mul_ps(t84, _mm256_set1_ps(1000.0f));
            t86 = _mm256_mask3_fmadd_ps(t81, _mm256_set1_ps(0.5f), t85, (__mmask8)-1);
            _mm256_mask_storeu_ps(b + t77, _mm256_movepi32_mask(t62), t86);
            i_1 = (int)((long)t55 + t56);
        } else {
            i_1 = t55;
        }
        for (; i_1 < n; i_1++) {
            t87 = (long)i_1;
            a[t87] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t87] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        t88 = b;
        (_mm256_zeroupper(), prefix_dot(n, a, t88, out));
        (_mm256_zeroupper(), halvings(n, t88, count, rest));
        i = 0;
        s = 0.0;
        c = 0L;
        while (i < n) {
            t89 = (long)i;
            i++;
            s += (double)(out[t89] * (float)i + rest[t89]);
            c += (long)(count[t89] * i);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t90 = rows * n;
        in = (float *)malloc((unsigned long)t90 * 4UL + 1UL);
        bl = (float *)calloc((unsigned long)(t90 + 1), 4UL);
        t91 = (long)t90;
        t92 = (int)((unsigned int)0 * (unsigned int)13);
        if ((t91 >= 32L) & (t92 >= 0)) {
            t93 = t91 & -32L;
            t94 = _mm256_set1_epi32((int)(t92 % 29));
            t95 = _mm256_add_epi32(t94, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t96 = t95;
            t97 = _mm256_sub_epi32(t96, _mm256_set1_epi32((int)29));
            t98 = _mm256_min_epu32(t96, t97);
            t8 = t98;
            t9 = 0L;
            for (;;) {
                t99 = _mm256_cvtepi32_ps(t8);
                t100 = _mm256_mul_ps(t99, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + t9), t100);
                t101 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)17));
                t102 = t101;
                t103 = _mm256_sub_epi32(t102, _mm256_set1_epi32((int)29));
                t104 = _mm256_min_epu32(t102, t103);
                t105 = t104;
                t106 = _mm256_cvtepi32_ps(t105);
                t107 = _mm256_mul_ps(t106, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t9 + 8L)), t107);
                t108 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)5));
                t109 = t108;
                t110 = _mm256_sub_epi32(t109, _mm256_set1_epi32((int)29));
                t111 = _mm256_min_epu32(t109, t110);
                t112 = t111;
                t113 = _mm256_cvtepi32_ps(t112);
                t114 = _mm256_mul_ps(t113, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t9 + 16L)), t114);
                t115 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)22));
                t116 = t115;
                t117 = _mm256_sub_epi32(t116, _mm256_set1_epi32((int)29));
                t118 = _mm256_min_epu32(t116, t117);
                t119 = t118;
                t120 = _mm256_cvtepi32_ps(t119);
                t121 = _mm256_mul_ps(t120, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t9 + 24L)), t121);
                t9 += 32L;
                t122 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)10));
                t123 = t122;
                t124 = _mm256_sub_epi32(t123, _mm256_set1_epi32((int)29));
                t125 = _mm256_min_epu32(t123, t124);
                t126 = t125;
                if (t9 >= t93) {
                    break;
                }
                t8 = t126;
            }
            t127 = (int)((long)0 + t93);
        } else {
            t127 = 0;
        }
        t128 = (long)t90 + (long)t127 * -1L;
        t129 = (int)((unsigned int)t127 * (unsigned int)13);
        if ((t128 >= 8L) & (t129 >= 0)) {
            t130 = t128 & -8L;
            t131 = _mm256_set1_epi32((int)(t129 % 29));
            t132 = _mm256_add_epi32(t131, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t133 = t132;
            t134 = _mm256_sub_epi32(t133, _mm256_set1_epi32((int)29));
            t135 = _mm256_min_epu32(t133, t134);
            t10 = t135;
            t11 = 0L;
            for (;;) {
                t136 = _mm256_cvtepi32_ps(t10);
                t137 = _mm256_mul_ps(t136, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)t127 + t11), t137);
                t11 += 8L;
                t138 = _mm256_add_epi32(t10, _mm256_set1_epi32((int)17));
                t139 = t138;
                t140 = _mm256_sub_epi32(t139, _mm256_set1_epi32((int)29));
                t141 = _mm256_min_epu32(t139, t140);
                t142 = t141;
                if (t11 >= t130) {
                    break;
                }
                t10 = t142;
            }
            t143 = (int)((long)t127 + t130);
        } else {
            t143 = t127;
        }
        t144 = (long)t90 + (long)t143 * -1L;
        t145 = (int)((unsigned int)t143 * (unsigned int)13);
        if ((t144 >= 1L) & (t144 <= 8L) & (t145 >= 0)) {
            t146 = _mm256_set1_epi32((int)(int)t144);
            t147 = _mm256_cmpgt_epi32(t146, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t148 = _mm256_set1_epi32((int)(t145 % 29));
            t149 = _mm256_add_epi32(t148, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t150 = t149;
            t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32((int)29));
            t152 = _mm256_min_epu32(t150, t151);
            t12 = t152;
            t153 = 0L;
            t154 = _mm256_cvtepi32_ps(t12);
            t155 = _mm256_mul_ps(t154, _mm256_set1_ps(0.125f));
            _mm256_mask_storeu_ps(in + (int)((long)t143 + t153), _mm256_movepi32_mask(t147), t155);
            x = (int)((long)t143 + t144);
        } else {
            x = t143;
        }
        for (; x < t90; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        (_mm256_zeroupper(), vertical_filter(rows, n, w, in, bl));
        sb = 0.0;
        for (x_1 = 0; x_1 < t90; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t156 = bl[t90 / 2];
        } else {
            t156 = 0.0f;
        }
        t157 = (double)t156;
        if (n) {
            t158 = rest[n / 2];
        } else {
            t158 = 0.0f;
        }
        t159 = (double)t158;
        if (n) {
            t160 = out[n - 1];
        } else {
            t160 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t160, c, t159, sb, t157);
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
