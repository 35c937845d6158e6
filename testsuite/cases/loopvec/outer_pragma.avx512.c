/* vcc: vector types and helpers */
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
    __m256 t40;
    __m256i t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
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
    __m256i t55;
    int t56;
    long t57;
    unsigned long t58;
    unsigned long t59;
    int t60;
    int t61;
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
    __m256i t75;
    long t76;
    __m256i t77;
    long t78;
    __m256 t79;
    __m256 t80;
    __m256 t81;
    __m256 t82;
    __m256 t83;
    __m256i t84;
    __m256i t85;
    __m256 t86;
    __m256 t87;
    __m256 t88;
    int i_1;
    long t89;
    const float *t90;
    long t91;
    int rows;
    int t92;
    float *in;
    float *bl;
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
    __m256 t108;
    __m256 t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256 t115;
    __m256 t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256 t122;
    __m256 t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    int t129;
    long t130;
    int t131;
    long t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    __m256 t138;
    __m256 t139;
    __m256i t140;
    __m256i t141;
    __m256i t142;
    __m256i t143;
    __m256i t144;
    int t145;
    long t146;
    int t147;
    __m256i t148;
    __m256i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    __m256i t153;
    __m256i t154;
    long t155;
    __m256 t156;
    __m256 t157;
    int x;
    int x_1;
    float t158;
    double t159;
    float t160;
    double t161;
    float t162;
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
                t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.5f));
                t41 = (__m256i)((vcc_v8_int)t34 % (vcc_v8_int)_mm256_set1_epi32((int)4));
                t42 = _mm256_cvtepi32_ps(t41);
                t43 = _mm256_mul_ps(t42, _mm256_set1_ps(1000.0f));
                t44 = _mm256_add_ps(t40, t43);
                _mm256_storeu_ps(b + t35, t44);
                t4 += 8L;
                t45 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t46 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
                t47 = t46;
                t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32((int)11));
                t49 = _mm256_min_epu32(t47, t48);
                t50 = t49;
                t51 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)4));
                t52 = t51;
                t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)5));
                t54 = _mm256_min_epu32(t52, t53);
                t55 = t54;
                if (t4 >= t21) {
                    break;
                }
                t1 = t45;
                t2 = t50;
                t3 = t55;
            }
            t56 = (int)((long)0 + t21);
        } else {
            t56 = 0;
        }
        t57 = (long)n + (long)t56 * -1L;
        t58 = (unsigned long)t14;
        t59 = (unsigned long)t15;
        t60 = (int)((unsigned int)t56 * (unsigned int)7);
        t61 = (int)((unsigned int)t56 * (unsigned int)3);
        if ((t57 >= 1L) & (t57 <= 8L) & (((t58 + (unsigned long)((long)t56 * 4L + 4L + (t57 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t56 * 4L))) | ((t59 + (unsigned long)((long)t56 * 4L + 4L + (t57 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t56 * 4L)))) & (t60 >= 0) & (t61 >= 0)) {
            t62 = _mm256_set1_epi32((int)(int)t57);
            t63 = _mm256_cmpgt_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t64 = _mm256_set1_epi32((int)t56);
            t65 = t64;
            t5 = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t66 = _mm256_set1_epi32((int)(t60 % 11));
            t67 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t68 = t67;
            t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32((int)11));
            t70 = _mm256_min_epu32(t68, t69);
            t6 = t70;
            t71 = _mm256_set1_epi32((int)(t61 % 5));
            t72 = _mm256_add_epi32(t71, _mm256_setr_epi32(0, 3, 1, 4, 2, 0, 3, 1));
            t73 = t72;
            t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32((int)5));
            t75 = _mm256_min_epu32(t73, t74);
            t7 = t75;
            t76 = 0L;
            t77 = t5;
            t78 = (long)(int)((long)t56 + t76);
            t79 = _mm256_cvtepi32_ps(t6);
            t80 = _mm256_mul_ps(t79, _mm256_set1_ps(0.25f));
            t81 = _mm256_sub_ps(t80, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps(a + t78, _mm256_movepi32_mask(t63), t81);
            t82 = _mm256_cvtepi32_ps(t7);
            t83 = _mm256_mul_ps(t82, _mm256_set1_ps(0.5f));
            t84 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t63), _mm256_set1_epi32((int)1), _mm256_set1_epi32((int)4));
            t85 = (__m256i)((vcc_v8_int)t77 % (vcc_v8_int)t84);
            t86 = _mm256_cvtepi32_ps(t85);
            t87 = _mm256_mul_ps(t86, _mm256_set1_ps(1000.0f));
            t88 = _mm256_add_ps(t83, t87);
            _mm256_mask_storeu_ps(b + t78, _mm256_movepi32_mask(t63), t88);
            i_1 = (int)((long)t56 + t57);
        } else {
            i_1 = t56;
        }
        for (; i_1 < n; i_1++) {
            t89 = (long)i_1;
            a[t89] = (float)(i_1 * 7 % 11) * 0.25f - 1.0f;
            b[t89] = (float)(i_1 * 3 % 5) * 0.5f + (float)(i_1 % 4) * 1000.0f;
        }
        t90 = b;
        (_mm256_zeroupper(), prefix_dot(n, a, t90, out));
        (_mm256_zeroupper(), halvings(n, t90, count, rest));
        i = 0;
        s = 0.0;
        c = 0L;
        while (i < n) {
            t91 = (long)i;
            i++;
            s += (double)(out[t91] * (float)i + rest[t91]);
            c += (long)(count[t91] * i);
        }
        rows = n / 3 + 5;
        w[0] = 0.0625f;
        w[1] = 0.25f;
        w[2] = 0.375f;
        w[3] = 0.25f;
        w[4] = 0.0625f;
        t92 = rows * n;
        in = (float *)malloc((unsigned long)t92 * 4UL + 1UL);
        bl = (float *)calloc((unsigned long)(t92 + 1), 4UL);
        t93 = (long)t92;
        t94 = (int)((unsigned int)0 * (unsigned int)13);
        if ((t93 >= 32L) & (t94 >= 0)) {
            t95 = t93 & -32L;
            t96 = _mm256_set1_epi32((int)(t94 % 29));
            t97 = _mm256_add_epi32(t96, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t98 = t97;
            t99 = _mm256_sub_epi32(t98, _mm256_set1_epi32((int)29));
            t100 = _mm256_min_epu32(t98, t99);
            t8 = t100;
            t9 = 0L;
            for (;;) {
                t101 = _mm256_cvtepi32_ps(t8);
                t102 = _mm256_mul_ps(t101, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + t9), t102);
                t103 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)17));
                t104 = t103;
                t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32((int)29));
                t106 = _mm256_min_epu32(t104, t105);
                t107 = t106;
                t108 = _mm256_cvtepi32_ps(t107);
                t109 = _mm256_mul_ps(t108, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t9 + 8L)), t109);
                t110 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)5));
                t111 = t110;
                t112 = _mm256_sub_epi32(t111, _mm256_set1_epi32((int)29));
                t113 = _mm256_min_epu32(t111, t112);
                t114 = t113;
                t115 = _mm256_cvtepi32_ps(t114);
                t116 = _mm256_mul_ps(t115, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t9 + 16L)), t116);
                t117 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)22));
                t118 = t117;
                t119 = _mm256_sub_epi32(t118, _mm256_set1_epi32((int)29));
                t120 = _mm256_min_epu32(t118, t119);
                t121 = t120;
                t122 = _mm256_cvtepi32_ps(t121);
                t123 = _mm256_mul_ps(t122, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)0 + (t9 + 24L)), t123);
                t9 += 32L;
                t124 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)10));
                t125 = t124;
                t126 = _mm256_sub_epi32(t125, _mm256_set1_epi32((int)29));
                t127 = _mm256_min_epu32(t125, t126);
                t128 = t127;
                if (t9 >= t95) {
                    break;
                }
                t8 = t128;
            }
            t129 = (int)((long)0 + t95);
        } else {
            t129 = 0;
        }
        t130 = (long)t92 + (long)t129 * -1L;
        t131 = (int)((unsigned int)t129 * (unsigned int)13);
        if ((t130 >= 8L) & (t131 >= 0)) {
            t132 = t130 & -8L;
            t133 = _mm256_set1_epi32((int)(t131 % 29));
            t134 = _mm256_add_epi32(t133, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t135 = t134;
            t136 = _mm256_sub_epi32(t135, _mm256_set1_epi32((int)29));
            t137 = _mm256_min_epu32(t135, t136);
            t10 = t137;
            t11 = 0L;
            for (;;) {
                t138 = _mm256_cvtepi32_ps(t10);
                t139 = _mm256_mul_ps(t138, _mm256_set1_ps(0.125f));
                _mm256_storeu_ps(in + (int)((long)t129 + t11), t139);
                t11 += 8L;
                t140 = _mm256_add_epi32(t10, _mm256_set1_epi32((int)17));
                t141 = t140;
                t142 = _mm256_sub_epi32(t141, _mm256_set1_epi32((int)29));
                t143 = _mm256_min_epu32(t141, t142);
                t144 = t143;
                if (t11 >= t132) {
                    break;
                }
                t10 = t144;
            }
            t145 = (int)((long)t129 + t132);
        } else {
            t145 = t129;
        }
        t146 = (long)t92 + (long)t145 * -1L;
        t147 = (int)((unsigned int)t145 * (unsigned int)13);
        if ((t146 >= 1L) & (t146 <= 8L) & (t147 >= 0)) {
            t148 = _mm256_set1_epi32((int)(int)t146);
            t149 = _mm256_cmpgt_epi32(t148, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t150 = _mm256_set1_epi32((int)(t147 % 29));
            t151 = _mm256_add_epi32(t150, _mm256_setr_epi32(0, 13, 26, 10, 23, 7, 20, 4));
            t152 = t151;
            t153 = _mm256_sub_epi32(t152, _mm256_set1_epi32((int)29));
            t154 = _mm256_min_epu32(t152, t153);
            t12 = t154;
            t155 = 0L;
            t156 = _mm256_cvtepi32_ps(t12);
            t157 = _mm256_mul_ps(t156, _mm256_set1_ps(0.125f));
            _mm256_mask_storeu_ps(in + (int)((long)t145 + t155), _mm256_movepi32_mask(t149), t157);
            x = (int)((long)t145 + t146);
        } else {
            x = t145;
        }
        for (; x < t92; x++) {
            in[x] = (float)(x * 13 % 29) * 0.125f;
        }
        (_mm256_zeroupper(), vertical_filter(rows, n, w, in, bl));
        sb = 0.0;
        for (x_1 = 0; x_1 < t92; x_1++) {
            sb += (double)(bl[x_1] * (float)(x_1 % 9 + 1));
        }
        if (n > 0) {
            t158 = bl[t92 / 2];
        } else {
            t158 = 0.0f;
        }
        t159 = (double)t158;
        if (n) {
            t160 = rest[n / 2];
        } else {
            t160 = 0.0f;
        }
        t161 = (double)t160;
        if (n) {
            t162 = out[n - 1];
        } else {
            t162 = 0.0f;
        }
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, (double)t162, c, t161, sb, t159);
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
