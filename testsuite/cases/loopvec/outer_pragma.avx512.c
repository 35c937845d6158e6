/* vcc: vector types and helpers */
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
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    int i;
    double s;
    long c;
    __m256i t12;
    long t13;
    __m256i t14;
    long t15;
    __m256i t16;
    double sb;
    unsigned int t;
    int n;
    unsigned long t17;
    void *t18;
    float *a;
    void *t19;
    float *b;
    float *out;
    float *rest;
    int *count;
    long t20;
    unsigned long t21;
    unsigned long t22;
    int t23;
    int t24;
    long t25;
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
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    long t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    long t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
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
    __m256 t73;
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
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    int t89;
    long t90;
    unsigned long t91;
    unsigned long t92;
    int t93;
    int t94;
    long t95;
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
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    long t111;
    __m256 t112;
    __m256 t113;
    __m256 t114;
    __m256 t115;
    __m256 t116;
    __m256 t117;
    __m256 t118;
    __m256 t119;
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
    __m256i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    int t135;
    long t136;
    unsigned long t137;
    unsigned long t138;
    int t139;
    int t140;
    __m256i t141;
    __m256i t142;
    __m256i t143;
    __m256i t144;
    __m256i t145;
    __m256i t146;
    __m256i t147;
    __m256i t148;
    __m256i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    __m256i t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    __m256i t157;
    long t158;
    long t159;
    __m256 t160;
    __m256 t161;
    __m256 t162;
    __m256 t163;
    __m256 t164;
    __m256 t165;
    __m256 t166;
    __m256 t167;
    int i_1;
    long t168;
    const float *t169;
    long t170;
    int rows;
    int t171;
    float *in;
    float *bl;
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
    __m256 t187;
    __m256 t188;
    __m256i t189;
    __m256i t190;
    __m256i t191;
    __m256i t192;
    __m256i t193;
    __m256 t194;
    __m256 t195;
    __m256i t196;
    __m256i t197;
    __m256i t198;
    __m256i t199;
    __m256i t200;
    __m256 t201;
    __m256 t202;
    __m256i t203;
    __m256i t204;
    __m256i t205;
    __m256i t206;
    __m256i t207;
    int t208;
    long t209;
    int t210;
    long t211;
    __m256i t212;
    __m256i t213;
    __m256i t214;
    __m256i t215;
    __m256i t216;
    __m256 t217;
    __m256 t218;
    __m256i t219;
    __m256i t220;
    __m256i t221;
    __m256i t222;
    __m256i t223;
    int t224;
    long t225;
    int t226;
    __m256i t227;
    __m256i t228;
    __m256i t229;
    __m256i t230;
    __m256i t231;
    __m256i t232;
    __m256i t233;
    long t234;
    __m256 t235;
    __m256 t236;
    int x;
    int x_1;
    float t237;
    double t238;
    float t239;
    double t240;
    float t241;
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
        t17 = (unsigned long)n * 4UL + 1UL;
        t18 = malloc(t17);
        a = (float *)t18;
        t19 = malloc(t17);
        b = (float *)t19;
        out = (float *)malloc(t17);
        rest = (float *)malloc(t17);
        count = (int *)malloc(t17);
        t20 = (long)n;
        t21 = (unsigned long)t18;
        t22 = (unsigned long)t19;
        t23 = (int)((unsigned int)0 * (unsigned int)7);
        t24 = (int)((unsigned int)0 * (unsigned int)3);
        if ((t20 >= 16L) & (((t21 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)0L)) | ((t22 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)0L))) & (t23 >= 0) & (t24 >= 0) & (0 >= 0)) {
            t25 = t20 & -16L;
            t26 = _mm256_set1_epi32((int)(t23 % 11));
            t27 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t28 = t27;
            t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)11));
            t30 = _mm256_min_epu32(t28, t29);
            t1 = t30;
            t31 = _mm256_set1_epi32((int)(t24 % 5));
            t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)5));
            t35 = _mm256_min_epu32(t33, t34);
            t2 = t35;
            t36 = _mm256_set1_epi32((int)(0 % 4));
            t37 = _mm256_add_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 0, 1, 2, 3));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)4));
            t40 = _mm256_min_epu32(t38, t39);
            t3 = t40;
            t4 = 0L;
            for (;;) {
                t41 = (long)(int)((long)0 + t4);
                t42 = _mm256_cvtepi32_ps(t1);
                t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.25f));
                t44 = _mm256_sub_ps(t43, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t41, t44);
                t45 = _mm256_cvtepi32_ps(t2);
                t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.5f));
                t47 = _mm256_cvtepi32_ps(t3);
                t48 = _mm256_mul_ps(t47, _mm256_set1_ps(1000.0f));
                t49 = _mm256_add_ps(t46, t48);
                _mm256_storeu_ps(b + t41, t49);
                t50 = (long)(int)((long)0 + (t4 + 8L));
                t51 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
                t52 = t51;
                t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)11));
                t54 = _mm256_min_epu32(t52, t53);
                t55 = t54;
                t56 = _mm256_cvtepi32_ps(t55);
                t57 = _mm256_mul_ps(t56, _mm256_set1_ps(0.25f));
                t58 = _mm256_sub_ps(t57, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t50, t58);
                t59 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)4));
                t60 = t59;
                t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32((int)5));
                t62 = _mm256_min_epu32(t60, t61);
                t63 = t62;
                t64 = _mm256_cvtepi32_ps(t63);
                t65 = _mm256_mul_ps(t64, _mm256_set1_ps(0.5f));
                t66 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)0));
                t67 = t66;
                t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32((int)4));
                t69 = _mm256_min_epu32(t67, t68);
                t70 = t69;
                t71 = _mm256_cvtepi32_ps(t70);
                t72 = _mm256_mul_ps(t71, _mm256_set1_ps(1000.0f));
                t73 = _mm256_add_ps(t65, t72);
                _mm256_storeu_ps(b + t50, t73);
                t4 += 16L;
                t74 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
                t75 = t74;
                t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32((int)11));
                t77 = _mm256_min_epu32(t75, t76);
                t78 = t77;
                t79 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
                t80 = t79;
                t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32((int)5));
                t82 = _mm256_min_epu32(t80, t81);
                t83 = t82;
                t84 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)0));
                t85 = t84;
                t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32((int)4));
                t87 = _mm256_min_epu32(t85, t86);
                t88 = t87;
                if (t4 >= t25) {
                    break;
                }
                t1 = t78;
                t2 = t83;
                t3 = t88;
            }
            t89 = (int)((long)0 + t25);
        } else {
            t89 = 0;
        }
        t90 = (long)n + (long)t89 * -1L;
        t91 = (unsigned long)t18;
        t92 = (unsigned long)t19;
        t93 = (int)((unsigned int)t89 * (unsigned int)7);
        t94 = (int)((unsigned int)t89 * (unsigned int)3);
        if ((t90 >= 8L) & (((t91 + (unsigned long)((long)t89 * 4L + 4L + (t90 - 1L) * 4L)) <= (t92 + (unsigned long)((long)t89 * 4L))) | ((t92 + (unsigned long)((long)t89 * 4L + 4L + (t90 - 1L) * 4L)) <= (t91 + (unsigned long)((long)t89 * 4L)))) & (t93 >= 0) & (t94 >= 0) & (t89 >= 0)) {
            t95 = t90 & -8L;
            t96 = _mm256_set1_epi32((int)(t93 % 11));
            t97 = _mm256_add_epi32(t96, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t98 = t97;
            t99 = _mm256_sub_epi32(t98, _mm256_set1_epi32((int)11));
            t100 = _mm256_min_epu32(t98, t99);
            t5 = t100;
            t101 = _mm256_set1_epi32((int)(t94 % 5));
            t102 = _mm256_add_epi32(t101, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            t103 = t102;
            t104 = _mm256_sub_epi32(t103, _mm256_set1_epi32((int)5));
            t105 = _mm256_min_epu32(t103, t104);
            t6 = t105;
            t106 = _mm256_set1_epi32((int)(t89 % 4));
            t107 = _mm256_add_epi32(t106, _mm256_setr_epi32(0, 1, 2, 3, 0, 1, 2, 3));
            t108 = t107;
            t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32((int)4));
            t110 = _mm256_min_epu32(t108, t109);
            t7 = t110;
            t8 = 0L;
            for (;;) {
                t111 = (long)(int)((long)t89 + t8);
                t112 = _mm256_cvtepi32_ps(t5);
                t113 = _mm256_mul_ps(t112, _mm256_set1_ps(0.25f));
                t114 = _mm256_sub_ps(t113, _mm256_set1_ps(1.0f));
                _mm256_storeu_ps(a + t111, t114);
                t115 = _mm256_cvtepi32_ps(t6);
                t116 = _mm256_mul_ps(t115, _mm256_set1_ps(0.5f));
                t117 = _mm256_cvtepi32_ps(t7);
                t118 = _mm256_mul_ps(t117, _mm256_set1_ps(1000.0f));
                t119 = _mm256_add_ps(t116, t118);
                _mm256_storeu_ps(b + t111, t119);
                t8 += 8L;
                t120 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)1));
                t121 = t120;
                t122 = _mm256_sub_epi32(t121, _mm256_set1_epi32((int)11));
                t123 = _mm256_min_epu32(t121, t122);
                t124 = t123;
                t125 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)4));
                t126 = t125;
                t127 = _mm256_sub_epi32(t126, _mm256_set1_epi32((int)5));
                t128 = _mm256_min_epu32(t126, t127);
                t129 = t128;
                t130 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)0));
                t131 = t130;
                t132 = _mm256_sub_epi32(t131, _mm256_set1_epi32((int)4));
                t133 = _mm256_min_epu32(t131, t132);
                t134 = t133;
                if (t8 >= t95) {
                    break;
                }
                t5 = t124;
                t6 = t129;
                t7 = t134;
            }
            t135 = (int)((long)t89 + t95);
        } else {
            t135 = t89;
        }
        t136 = (long)n + (long)t135 * -1L;
        t137 = (unsigned long)t18;
        t138 = (unsigned long)t19;
        t139 = (int)((unsigned int)t135 * (unsigned int)7);
        t140 = (int)((unsigned int)t135 * (unsigned int)3);
        if ((t136 >= 1L) & (t136 <= 8L) & (((t137 + (unsigned long)((long)t135 * 4L + 4L + (t136 - 1L) * 4L)) <= (t138 + (unsigned long)((long)t135 * 4L))) | ((t138 + (unsigned long)((long)t135 * 4L + 4L + (t136 - 1L) * 4L)) <= (t137 + (unsigned long)((long)t135 * 4L)))) & (t139 >= 0) & (t140 >= 0) & (t135 >= 0)) {
            t141 = _mm256_set1_epi32((int)(int)t136);
            t142 = _mm256_cmpgt_epi32(t141, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t143 = _mm256_set1_epi32((int)(t139 % 11));
            t144 = _mm256_add_epi32(t143, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t145 = t144;
            t146 = _mm256_sub_epi32(t145, _mm256_set1_epi32((int)11));
            t147 = _mm256_min_epu32(t145, t146);
            t9 = t147;
            t148 = _mm256_set1_epi32((int)(t140 % 5));
            t149 = _mm256_add_epi32(t148, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            t150 = t149;
            t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32((int)5));
            t152 = _mm256_min_epu32(t150, t151);
            t10 = t152;
            t153 = _mm256_set1_epi32((int)(t135 % 4));
            t154 = _mm256_add_epi32(t153, _mm256_setr_epi32(0, 1, 2, 3, 0, 1, 2, 3));
            t155 = t154;
            t156 = _mm256_sub_epi32(t155, _mm256_set1_epi32((int)4));
            t157 = _mm256_min_epu32(t155, t156);
            t11 = t157;
            t158 = 0L;
            t159 = (long)(int)((long)t135 + t158);
            t160 = _mm256_cvtepi32_ps(t9);
            t161 = _mm256_mul_ps(t160, _mm256_set1_ps(0.25f));
            t162 = _mm256_sub_ps(t161, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps(a + t159, _mm256_movepi32_mask(t142), t162);
            t163 = _mm256_cvtepi32_ps(t10);
            t164 = _mm256_mul_ps(t163, _mm256_set1_ps(0.5f));
            t165 = _mm256_cvtepi32_ps(t11);
            t166 = _mm256_mul_ps(t165, _mm256_set1_ps(1000.0f));
            t167 = _mm256_add_ps(t164, t166);
            _mm256_mask_storeu_ps(b + t159, _mm256_movepi32_mask(t142), t167);
            i_1 = (int)((long)t135 + t136);
        } else {
            i_1 = t135;
        }
        for (; i_1 < n; i_1++) {
            t168 = (long)i_1;
            a[t168] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t168] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        t169 = b;
        (_mm256_zeroupper(), prefix_dot(n, a, t169, out));
        (_mm256_zeroupper(), halvings(n, t169, count, rest));
        i = 0;
        s = 0.0;
        c = 0L;
        while (i < n) {
            t170 = (long)i;
            i++;
            s += (double)(out[t170] * (float)i + rest[t170]);
            c += (long)(count[t170] * i);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t171 = rows * n;
        in = (float *)malloc((unsigned long)t171 * 4UL + 1UL);
        bl = (float *)calloc((unsigned long)(t171 + 1), 4UL);
        t172 = (long)t171;
        t173 = (int)((unsigned int)0 * (unsigned int)13);
        if ((t172 >= 32L) & (t173 >= 0)) {
            t174 = t172 & -32L;
            t175 = _mm256_set1_epi32((int)(t173 % 29));
            t176 = _mm256_add_epi32(t175, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t177 = t176;
            t178 = _mm256_sub_epi32(t177, _mm256_set1_epi32((int)29));
            t179 = _mm256_min_epu32(t177, t178);
            t12 = t179;
            t13 = 0L;
            for (;;) {
                t180 = _mm256_cvtepi32_ps(t12);
                t181 = _mm256_mul_ps(t180, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + t13), t181);
                t182 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)17));
                t183 = t182;
                t184 = _mm256_sub_epi32(t183, _mm256_set1_epi32((int)29));
                t185 = _mm256_min_epu32(t183, t184);
                t186 = t185;
                t187 = _mm256_cvtepi32_ps(t186);
                t188 = _mm256_mul_ps(t187, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t13 + 8L)), t188);
                t189 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)5));
                t190 = t189;
                t191 = _mm256_sub_epi32(t190, _mm256_set1_epi32((int)29));
                t192 = _mm256_min_epu32(t190, t191);
                t193 = t192;
                t194 = _mm256_cvtepi32_ps(t193);
                t195 = _mm256_mul_ps(t194, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t13 + 16L)), t195);
                t196 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)22));
                t197 = t196;
                t198 = _mm256_sub_epi32(t197, _mm256_set1_epi32((int)29));
                t199 = _mm256_min_epu32(t197, t198);
                t200 = t199;
                t201 = _mm256_cvtepi32_ps(t200);
                t202 = _mm256_mul_ps(t201, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t13 + 24L)), t202);
                t13 += 32L;
                t203 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)10));
                t204 = t203;
                t205 = _mm256_sub_epi32(t204, _mm256_set1_epi32((int)29));
                t206 = _mm256_min_epu32(t204, t205);
                t207 = t206;
                if (t13 >= t174) {
                    break;
                }
                t12 = t207;
            }
            t208 = (int)((long)0 + t174);
        } else {
            t208 = 0;
        }
        t209 = (long)t171 + (long)t208 * -1L;
        t210 = (int)((unsigned int)t208 * (unsigned int)13);
        if ((t209 >= 8L) & (t210 >= 0)) {
            t211 = t209 & -8L;
            t212 = _mm256_set1_epi32((int)(t210 % 29));
            t213 = _mm256_add_epi32(t212, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t214 = t213;
            t215 = _mm256_sub_epi32(t214, _mm256_set1_epi32((int)29));
            t216 = _mm256_min_epu32(t214, t215);
            t14 = t216;
            t15 = 0L;
            for (;;) {
                t217 = _mm256_cvtepi32_ps(t14);
                t218 = _mm256_mul_ps(t217, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)t208 + t15), t218);
                t15 += 8L;
                t219 = _mm256_add_epi32(t14, _mm256_set1_epi32((int)17));
                t220 = t219;
                t221 = _mm256_sub_epi32(t220, _mm256_set1_epi32((int)29));
                t222 = _mm256_min_epu32(t220, t221);
                t223 = t222;
                if (t15 >= t211) {
                    break;
                }
                t14 = t223;
            }
            t224 = (int)((long)t208 + t211);
        } else {
            t224 = t208;
        }
        t225 = (long)t171 + (long)t224 * -1L;
        t226 = (int)((unsigned int)t224 * (unsigned int)13);
        if ((t225 >= 1L) & (t225 <= 8L) & (t226 >= 0)) {
            t227 = _mm256_set1_epi32((int)(int)t225);
            t228 = _mm256_cmpgt_epi32(t227, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t229 = _mm256_set1_epi32((int)(t226 % 29));
            t230 = _mm256_add_epi32(t229, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t231 = t230;
            t232 = _mm256_sub_epi32(t231, _mm256_set1_epi32((int)29));
            t233 = _mm256_min_epu32(t231, t232);
            t16 = t233;
            t234 = 0L;
            t235 = _mm256_cvtepi32_ps(t16);
            t236 = _mm256_mul_ps(t235, _mm256_set1_ps(0.125f));
            _mm256_mask_storeu_ps(in + (int)((long)t224 + t234), _mm256_movepi32_mask(t228), t236);
            x = (int)((long)t224 + t225);
        } else {
            x = t224;
        }
        for (; x < t171; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        (_mm256_zeroupper(), vertical_filter(rows, n, w, in, bl));
        sb = 0.0;
        for (x_1 = 0; x_1 < t171; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t237 = bl[t171 / 2];
        } else {
            t237 = 0.0f;
        }
        t238 = (double)t237;
        if (n) {
            t239 = rest[n / 2];
        } else {
            t239 = 0.0f;
        }
        t240 = (double)t239;
        if (n) {
            t241 = out[n - 1];
        } else {
            t241 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t241, c, t240, sb, t238);
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
