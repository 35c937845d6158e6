/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512d t6;
    __m512d t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    long t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    long t17;
    __m512d t18;
    __m512d t19;
    __m512d t20;
    __m512d t21;
    __m512d t22;
    long t23;
    __m512d t24;
    __m512d t25;
    __m512d t26;
    __m512d t27;
    __m512d t28;
    int t29;
    long t30;
    long t31;
    long t32;
    __m512d t33;
    __m512d t34;
    __m512d t35;
    __m512d t36;
    __m512d t37;
    int t38;
    long t39;
    __m256i t40;
    __m256i t41;
    long t42;
    long t43;
    __m512d t44;
    __m512d t45;
    __m512d t46;
    __m512d t47;
    __m512d t48;
    int i;
    long t49;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_pd(x + t5);
            t7 = _mm512_loadu_pd(y + t5);
            t8 = _mm512_mul_pd(t6, t7);
            t9 = _mm512_loadu_pd(z + t5);
            t10 = _mm512_add_pd(t8, t9);
            _mm512_storeu_pd(a + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm512_loadu_pd(x + t11);
            t13 = _mm512_loadu_pd(y + t11);
            t14 = _mm512_mul_pd(t12, t13);
            t15 = _mm512_loadu_pd(z + t11);
            t16 = _mm512_add_pd(t14, t15);
            _mm512_storeu_pd(a + t11, t16);
            t17 = (long)(int)((long)0 + (t1 + 16L));
            t18 = _mm512_loadu_pd(x + t17);
            t19 = _mm512_loadu_pd(y + t17);
            t20 = _mm512_mul_pd(t18, t19);
            t21 = _mm512_loadu_pd(z + t17);
            t22 = _mm512_add_pd(t20, t21);
            _mm512_storeu_pd(a + t17, t22);
            t23 = (long)(int)((long)0 + (t1 + 24L));
            t24 = _mm512_loadu_pd(x + t23);
            t25 = _mm512_loadu_pd(y + t23);
            t26 = _mm512_mul_pd(t24, t25);
            t27 = _mm512_loadu_pd(z + t23);
            t28 = _mm512_add_pd(t26, t27);
            _mm512_storeu_pd(a + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t2 = 0L;
        do {
            t32 = (long)(int)((long)t29 + t2);
            t33 = _mm512_loadu_pd(x + t32);
            t34 = _mm512_loadu_pd(y + t32);
            t35 = _mm512_mul_pd(t33, t34);
            t36 = _mm512_loadu_pd(z + t32);
            t37 = _mm512_add_pd(t35, t36);
            _mm512_storeu_pd(a + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        t40 = _mm256_set1_epi32((int)(int)t39);
        t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t42 = 0L;
        t43 = (long)(int)((long)t38 + t42);
        t44 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t41), x + t43);
        t45 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t41), y + t43);
        t46 = _mm512_mul_pd(t44, t45);
        t47 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t41), z + t43);
        t48 = _mm512_add_pd(t46, t47);
        _mm512_mask_storeu_pd(a + t43, _mm256_movepi32_mask(t41), t48);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        t49 = (long)i;
        a[t49] = x[t49] * y[t49] + z[t49];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    long t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    int t26;
    long t27;
    __m512i t28;
    __mmask16 t29;
    long t30;
    long t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    int i;
    long t37;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_ps(x + t5);
            t7 = _mm512_loadu_ps(y + t5);
            t8 = _mm512_mul_ps(t6, t7);
            t9 = _mm512_loadu_ps(z + t5);
            t10 = _mm512_sub_ps(t8, t9);
            _mm512_storeu_ps(a + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_ps(x + t11);
            t13 = _mm512_loadu_ps(y + t11);
            t14 = _mm512_mul_ps(t12, t13);
            t15 = _mm512_loadu_ps(z + t11);
            t16 = _mm512_sub_ps(t14, t15);
            _mm512_storeu_ps(a + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        t19 = t18 & -16L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm512_loadu_ps(x + t20);
            t22 = _mm512_loadu_ps(y + t20);
            t23 = _mm512_mul_ps(t21, t22);
            t24 = _mm512_loadu_ps(z + t20);
            t25 = _mm512_sub_ps(t23, t24);
            _mm512_storeu_ps(a + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        t28 = _mm512_set1_epi32((int)(int)t27);
        t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        t30 = 0L;
        t31 = (long)(int)((long)t26 + t30);
        t32 = _mm512_maskz_loadu_ps(t29, x + t31);
        t33 = _mm512_maskz_loadu_ps(t29, y + t31);
        t34 = _mm512_mul_ps(t32, t33);
        t35 = _mm512_maskz_loadu_ps(t29, z + t31);
        t36 = _mm512_sub_ps(t34, t35);
        _mm512_mask_storeu_ps(a + t31, t29, t36);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        a[t37] = x[t37] * y[t37] - z[t37];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512d t6;
    __m256i t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    __m512d t11;
    long t12;
    __m512d t13;
    __m256i t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    __m512d t18;
    long t19;
    __m512d t20;
    __m256i t21;
    __m512d t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    long t26;
    __m512d t27;
    __m256i t28;
    __m512d t29;
    __m512d t30;
    __m512d t31;
    __m512d t32;
    int t33;
    long t34;
    long t35;
    long t36;
    __m512d t37;
    __m256i t38;
    __m512d t39;
    __m512d t40;
    __m512d t41;
    __m512d t42;
    int t43;
    long t44;
    __m256i t45;
    __m256i t46;
    long t47;
    long t48;
    __m512d t49;
    __m256i t50;
    __m256i t51;
    __m512d t52;
    __m512d t53;
    __m512d t54;
    __m512d t55;
    int i;
    long t56;
    double t57;
    double *t58;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_pd(x + t5);
            t7 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t6, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            t8 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t7), (double *)((unsigned long)a + (unsigned long)t5 * 8UL));
            t9 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t7), (const double *)((unsigned long)y + (unsigned long)t5 * 8UL));
            t10 = _mm512_mul_pd(t6, t9);
            t11 = _mm512_sub_pd(t8, t10);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t5 * 8UL), _mm256_movepi32_mask(t7), t11);
            t12 = (long)(int)((long)0 + (t1 + 8L));
            t13 = _mm512_loadu_pd(x + t12);
            t14 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t13, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            t15 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t14), (double *)((unsigned long)a + (unsigned long)t12 * 8UL));
            t16 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t14), (const double *)((unsigned long)y + (unsigned long)t12 * 8UL));
            t17 = _mm512_mul_pd(t13, t16);
            t18 = _mm512_sub_pd(t15, t17);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t12 * 8UL), _mm256_movepi32_mask(t14), t18);
            t19 = (long)(int)((long)0 + (t1 + 16L));
            t20 = _mm512_loadu_pd(x + t19);
            t21 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t20, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            t22 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t21), (double *)((unsigned long)a + (unsigned long)t19 * 8UL));
            t23 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t21), (const double *)((unsigned long)y + (unsigned long)t19 * 8UL));
            t24 = _mm512_mul_pd(t20, t23);
            t25 = _mm512_sub_pd(t22, t24);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t19 * 8UL), _mm256_movepi32_mask(t21), t25);
            t26 = (long)(int)((long)0 + (t1 + 24L));
            t27 = _mm512_loadu_pd(x + t26);
            t28 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t27, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            t29 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t28), (double *)((unsigned long)a + (unsigned long)t26 * 8UL));
            t30 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t28), (const double *)((unsigned long)y + (unsigned long)t26 * 8UL));
            t31 = _mm512_mul_pd(t27, t30);
            t32 = _mm512_sub_pd(t29, t31);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t26 * 8UL), _mm256_movepi32_mask(t28), t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)((long)0 + t4);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t2 = 0L;
        do {
            t36 = (long)(int)((long)t33 + t2);
            t37 = _mm512_loadu_pd(x + t36);
            t38 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t37, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            t39 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t38), (double *)((unsigned long)a + (unsigned long)t36 * 8UL));
            t40 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t38), (const double *)((unsigned long)y + (unsigned long)t36 * 8UL));
            t41 = _mm512_mul_pd(t37, t40);
            t42 = _mm512_sub_pd(t39, t41);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t36 * 8UL), _mm256_movepi32_mask(t38), t42);
            t2 += 8L;
        } while (t2 < t35);
        t43 = (int)((long)t33 + t35);
    } else {
        t43 = t33;
    }
    t44 = (long)n + (long)t43 * -1L;
    if ((t44 >= 1L) & (t44 <= 8L)) {
        t45 = _mm256_set1_epi32((int)(int)t44);
        t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t47 = 0L;
        t48 = (long)(int)((long)t43 + t47);
        t49 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t46), x + t48);
        t50 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t49, _mm512_set1_pd(0.2), _CMP_GT_OQ));
        t51 = _mm256_and_si256(t46, t50);
        t52 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t51), (double *)((unsigned long)a + (unsigned long)t48 * 8UL));
        t53 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t51), (const double *)((unsigned long)y + (unsigned long)t48 * 8UL));
        t54 = _mm512_mul_pd(t49, t53);
        t55 = _mm512_sub_pd(t52, t54);
        _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t48 * 8UL), _mm256_movepi32_mask(t51), t55);
        i = (int)((long)t43 + t44);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        t56 = (long)i;
        t57 = x[t56];
        if (t57 > 0.2) {
            t58 = a + t56;
            *t58 = *t58 - t57 * y[t56];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    __m256i t1;
    __m256i t2;
    __m256i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    int count_idx;
    int n_1;
    int t8;
    void *t9;
    double *a;
    double *m;
    void *t10;
    double *x;
    void *t11;
    double *y;
    void *t12;
    double *z;
    float *af;
    void *t13;
    float *xf;
    void *t14;
    float *yf;
    void *t15;
    float *zf;
    long t16;
    unsigned long t17;
    unsigned long t18;
    unsigned long t19;
    unsigned long t20;
    unsigned long t21;
    unsigned long t22;
    unsigned long t23;
    unsigned long t24;
    unsigned long t25;
    unsigned long t26;
    unsigned long t27;
    unsigned long t28;
    unsigned long t29;
    unsigned long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    unsigned long t38;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    unsigned long t42;
    unsigned long t43;
    unsigned long t44;
    unsigned long t45;
    unsigned long t46;
    unsigned long t47;
    unsigned long t48;
    unsigned long t49;
    unsigned long t50;
    unsigned long t51;
    unsigned long t52;
    unsigned long t53;
    unsigned long t54;
    unsigned long t55;
    unsigned long t56;
    unsigned long t57;
    unsigned long t58;
    long t59;
    __m256i t60;
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
    double *t76;
    __m256i t77;
    __m512d t78;
    __m512d t79;
    double *t80;
    __m256i t81;
    __m256i t82;
    __m512d t83;
    __m512d t84;
    __m512d t85;
    __m512d t86;
    __m512d t87;
    __m512d t88;
    __m512d t89;
    __m512d t90;
    __m512d t91;
    __m512d t92;
    __m512d t93;
    __m512d t94;
    float *t95;
    __m256 t96;
    __m256 t97;
    float *t98;
    __m256 t99;
    __m256 t100;
    __m256 t101;
    __m256 t102;
    __m256 t103;
    __m256 t104;
    __m256 t105;
    __m256 t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    int t122;
    long t123;
    unsigned long t124;
    unsigned long t125;
    unsigned long t126;
    unsigned long t127;
    unsigned long t128;
    unsigned long t129;
    unsigned long t130;
    unsigned long t131;
    unsigned long t132;
    unsigned long t133;
    unsigned long t134;
    unsigned long t135;
    unsigned long t136;
    unsigned long t137;
    unsigned long t138;
    unsigned long t139;
    unsigned long t140;
    unsigned long t141;
    unsigned long t142;
    unsigned long t143;
    unsigned long t144;
    unsigned long t145;
    unsigned long t146;
    unsigned long t147;
    unsigned long t148;
    unsigned long t149;
    unsigned long t150;
    unsigned long t151;
    unsigned long t152;
    unsigned long t153;
    unsigned long t154;
    unsigned long t155;
    unsigned long t156;
    unsigned long t157;
    unsigned long t158;
    unsigned long t159;
    unsigned long t160;
    unsigned long t161;
    unsigned long t162;
    unsigned long t163;
    unsigned long t164;
    unsigned long t165;
    __m256i t166;
    __m256i t167;
    __m256i t168;
    __m256i t169;
    __m256i t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    __m256i t174;
    __m256i t175;
    __m256i t176;
    __m256i t177;
    __m256i t178;
    __m256i t179;
    __m256i t180;
    __m256i t181;
    __m256i t182;
    long t183;
    long t184;
    double *t185;
    __m256i t186;
    __m256i t187;
    __m256i t188;
    __m256i t189;
    __m512d t190;
    __m512d t191;
    double *t192;
    __m256i t193;
    __m256i t194;
    __m256i t195;
    __m256i t196;
    __m256i t197;
    __m256i t198;
    __m256i t199;
    __m512d t200;
    __m512d t201;
    __m512d t202;
    __m512d t203;
    __m512d t204;
    __m512d t205;
    __m512d t206;
    __m512d t207;
    __m512d t208;
    __m512d t209;
    __m512d t210;
    __m512d t211;
    float *t212;
    __m256 t213;
    __m256 t214;
    float *t215;
    __m256 t216;
    __m256 t217;
    __m256 t218;
    __m256 t219;
    __m256 t220;
    __m256 t221;
    __m256 t222;
    __m256 t223;
    int i;
    long t224;
    double *t225;
    int t226;
    double t227;
    double *t228;
    int t229;
    int t230;
    float *t231;
    float t232;
    float *t233;
    const double *t234;
    const double *t235;
    unsigned long t236;
    unsigned long t237;
    unsigned long t238;
    unsigned long t239;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t8 = 1;
        } else {
            t8 = 0;
            n = n_1;
        }
        if (!t8) {
            return 0;
        }
        t9 = (_mm256_zeroupper(), new_array(n, 8UL));
        a = (double *)t9;
        m = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        t10 = (_mm256_zeroupper(), new_array(n, 8UL));
        x = (double *)t10;
        t11 = (_mm256_zeroupper(), new_array(n, 8UL));
        y = (double *)t11;
        t12 = (_mm256_zeroupper(), new_array(n, 8UL));
        z = (double *)t12;
        af = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        t13 = (_mm256_zeroupper(), new_array(n, 4UL));
        xf = (float *)t13;
        t14 = (_mm256_zeroupper(), new_array(n, 4UL));
        yf = (float *)t14;
        t15 = (_mm256_zeroupper(), new_array(n, 4UL));
        zf = (float *)t15;
        t16 = (long)n;
        t17 = (unsigned long)t9;
        t18 = (unsigned long)t10;
        t19 = (unsigned long)t9;
        t20 = (unsigned long)t11;
        t21 = (unsigned long)t9;
        t22 = (unsigned long)t12;
        t23 = (unsigned long)t9;
        t24 = (unsigned long)t13;
        t25 = (unsigned long)t9;
        t26 = (unsigned long)t14;
        t27 = (unsigned long)t9;
        t28 = (unsigned long)t15;
        t29 = (unsigned long)t10;
        t30 = (unsigned long)t11;
        t31 = (unsigned long)t10;
        t32 = (unsigned long)t12;
        t33 = (unsigned long)t10;
        t34 = (unsigned long)t13;
        t35 = (unsigned long)t10;
        t36 = (unsigned long)t14;
        t37 = (unsigned long)t10;
        t38 = (unsigned long)t15;
        t39 = (unsigned long)t11;
        t40 = (unsigned long)t12;
        t41 = (unsigned long)t11;
        t42 = (unsigned long)t13;
        t43 = (unsigned long)t11;
        t44 = (unsigned long)t14;
        t45 = (unsigned long)t11;
        t46 = (unsigned long)t15;
        t47 = (unsigned long)t12;
        t48 = (unsigned long)t13;
        t49 = (unsigned long)t12;
        t50 = (unsigned long)t14;
        t51 = (unsigned long)t12;
        t52 = (unsigned long)t15;
        t53 = (unsigned long)t13;
        t54 = (unsigned long)t14;
        t55 = (unsigned long)t13;
        t56 = (unsigned long)t15;
        t57 = (unsigned long)t14;
        t58 = (unsigned long)t15;
        if ((t16 >= 8L) & (((t17 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t18 + (unsigned long)0L)) | ((t18 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t17 + (unsigned long)0L))) & (((t19 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t20 + (unsigned long)0L)) | ((t20 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t19 + (unsigned long)0L))) & (((t21 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t22 + (unsigned long)0L)) | ((t22 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t21 + (unsigned long)0L))) & (((t23 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t24 + (unsigned long)0L)) | ((t24 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t23 + (unsigned long)0L))) & (((t25 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t26 + (unsigned long)0L)) | ((t26 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t25 + (unsigned long)0L))) & (((t27 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t28 + (unsigned long)0L)) | ((t28 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t27 + (unsigned long)0L))) & (((t29 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t30 + (unsigned long)0L)) | ((t30 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t29 + (unsigned long)0L))) & (((t31 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t32 + (unsigned long)0L)) | ((t32 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t31 + (unsigned long)0L))) & (((t33 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t34 + (unsigned long)0L)) | ((t34 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t33 + (unsigned long)0L))) & (((t35 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t36 + (unsigned long)0L)) | ((t36 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t35 + (unsigned long)0L))) & (((t37 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t38 + (unsigned long)0L)) | ((t38 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t37 + (unsigned long)0L))) & (((t39 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t40 + (unsigned long)0L)) | ((t40 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t39 + (unsigned long)0L))) & (((t41 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t42 + (unsigned long)0L)) | ((t42 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t41 + (unsigned long)0L))) & (((t43 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t44 + (unsigned long)0L)) | ((t44 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t43 + (unsigned long)0L))) & (((t45 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t46 + (unsigned long)0L)) | ((t46 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t45 + (unsigned long)0L))) & (((t47 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t48 + (unsigned long)0L)) | ((t48 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t47 + (unsigned long)0L))) & (((t49 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t50 + (unsigned long)0L)) | ((t50 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t49 + (unsigned long)0L))) & (((t51 + (unsigned long)(8L + (t16 - 1L) * 8L)) <= (t52 + (unsigned long)0L)) | ((t52 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t51 + (unsigned long)0L))) & (((t53 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t54 + (unsigned long)0L)) | ((t54 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t53 + (unsigned long)0L))) & (((t55 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t56 + (unsigned long)0L)) | ((t56 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t55 + (unsigned long)0L))) & (((t57 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t58 + (unsigned long)0L)) | ((t58 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t57 + (unsigned long)0L))) & (0 >= 0) & (0 >= 0) & (0 >= 0)) {
            t59 = t16 & -8L;
            t60 = _mm256_set1_epi32((int)(0 % 7));
            t61 = _mm256_add_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            t62 = t61;
            t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32((int)7));
            t64 = _mm256_min_epu32(t62, t63);
            t1 = t64;
            t65 = _mm256_set1_epi32((int)(0 % 5));
            t66 = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
            t67 = t66;
            t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32((int)5));
            t69 = _mm256_min_epu32(t67, t68);
            t2 = t69;
            t70 = _mm256_set1_epi32((int)(0 % 3));
            t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
            t72 = t71;
            t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32((int)3));
            t74 = _mm256_min_epu32(t72, t73);
            t3 = t74;
            t4 = 0L;
            for (;;) {
                t75 = (long)(int)((long)0 + t4);
                t76 = x + t75;
                t77 = _mm256_add_epi32(_mm256_set1_epi32((int)3), t1);
                t78 = _mm512_cvtepi32_pd(t77);
                t79 = _mm512_div_pd(_mm512_set1_pd(1.0), t78);
                _mm512_storeu_pd(t76, t79);
                t80 = y + t75;
                t81 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
                t82 = _mm256_sllv_epi32(_mm256_set1_epi32((int)1), t81);
                t83 = _mm512_cvtepi32_pd(t82);
                t84 = _mm512_div_pd(_mm512_set1_pd(1.0), t83);
                t85 = _mm512_add_pd(t78, t84);
                _mm512_storeu_pd(t80, t85);
                t86 = _mm512_loadu_pd(t76);
                t87 = _mm512_loadu_pd(t80);
                t88 = _mm512_mul_pd(t86, t87);
                t89 = _mm512_xor_pd(t88, _mm512_set1_pd(-0.0));
                t90 = _mm512_cvtepi32_pd(t3);
                t91 = _mm512_fmadd_pd(t90, _mm512_set1_pd(8.881784197001252e-16), t89);
                _mm512_storeu_pd(z + t75, t91);
                t92 = _mm512_loadu_pd(t76);
                t93 = _mm512_loadu_pd(t80);
                t94 = _mm512_mul_pd(t92, t93);
                _mm512_storeu_pd(a + t75, t94);
                t95 = xf + t75;
                t96 = _mm256_cvtepi32_ps(t77);
                t97 = _mm256_div_ps(_mm256_set1_ps(1.0f), t96);
                _mm256_storeu_ps(t95, t97);
                t98 = yf + t75;
                t99 = _mm256_cvtepi32_ps(t82);
                t100 = _mm256_div_ps(_mm256_set1_ps(1.0f), t99);
                t101 = _mm256_add_ps(t96, t100);
                _mm256_storeu_ps(t98, t101);
                t102 = _mm256_loadu_ps(t95);
                t103 = _mm256_loadu_ps(t98);
                t104 = _mm256_mul_ps(t102, t103);
                t105 = _mm256_cvtepi32_ps(t3);
                t106 = _mm256_mask3_fmadd_ps(t105, _mm256_set1_ps(2.3841858e-7f), t104, (__mmask8)-1);
                _mm256_storeu_ps(zf + t75, t106);
                t4 += 8L;
                t107 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
                t108 = t107;
                t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32((int)7));
                t110 = _mm256_min_epu32(t108, t109);
                t111 = t110;
                t112 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
                t113 = t112;
                t114 = _mm256_sub_epi32(t113, _mm256_set1_epi32((int)5));
                t115 = _mm256_min_epu32(t113, t114);
                t116 = t115;
                t117 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)2));
                t118 = t117;
                t119 = _mm256_sub_epi32(t118, _mm256_set1_epi32((int)3));
                t120 = _mm256_min_epu32(t118, t119);
                t121 = t120;
                if (t4 >= t59) {
                    break;
                }
                t1 = t111;
                t2 = t116;
                t3 = t121;
            }
            t122 = (int)((long)0 + t59);
        } else {
            t122 = 0;
        }
        t123 = (long)n + (long)t122 * -1L;
        t124 = (unsigned long)t9;
        t125 = (unsigned long)t10;
        t126 = (unsigned long)t9;
        t127 = (unsigned long)t11;
        t128 = (unsigned long)t9;
        t129 = (unsigned long)t12;
        t130 = (unsigned long)t9;
        t131 = (unsigned long)t13;
        t132 = (unsigned long)t9;
        t133 = (unsigned long)t14;
        t134 = (unsigned long)t9;
        t135 = (unsigned long)t15;
        t136 = (unsigned long)t10;
        t137 = (unsigned long)t11;
        t138 = (unsigned long)t10;
        t139 = (unsigned long)t12;
        t140 = (unsigned long)t10;
        t141 = (unsigned long)t13;
        t142 = (unsigned long)t10;
        t143 = (unsigned long)t14;
        t144 = (unsigned long)t10;
        t145 = (unsigned long)t15;
        t146 = (unsigned long)t11;
        t147 = (unsigned long)t12;
        t148 = (unsigned long)t11;
        t149 = (unsigned long)t13;
        t150 = (unsigned long)t11;
        t151 = (unsigned long)t14;
        t152 = (unsigned long)t11;
        t153 = (unsigned long)t15;
        t154 = (unsigned long)t12;
        t155 = (unsigned long)t13;
        t156 = (unsigned long)t12;
        t157 = (unsigned long)t14;
        t158 = (unsigned long)t12;
        t159 = (unsigned long)t15;
        t160 = (unsigned long)t13;
        t161 = (unsigned long)t14;
        t162 = (unsigned long)t13;
        t163 = (unsigned long)t15;
        t164 = (unsigned long)t14;
        t165 = (unsigned long)t15;
        if ((t123 >= 1L) & (t123 <= 8L) & (((t124 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t125 + (unsigned long)((long)t122 * 8L))) | ((t125 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t124 + (unsigned long)((long)t122 * 8L)))) & (((t126 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t122 * 8L))) | ((t127 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t126 + (unsigned long)((long)t122 * 8L)))) & (((t128 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t129 + (unsigned long)((long)t122 * 8L))) | ((t129 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t128 + (unsigned long)((long)t122 * 8L)))) & (((t130 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t131 + (unsigned long)((long)t122 * 4L))) | ((t131 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t130 + (unsigned long)((long)t122 * 8L)))) & (((t132 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t133 + (unsigned long)((long)t122 * 4L))) | ((t133 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t132 + (unsigned long)((long)t122 * 8L)))) & (((t134 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t135 + (unsigned long)((long)t122 * 4L))) | ((t135 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t134 + (unsigned long)((long)t122 * 8L)))) & (((t136 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t137 + (unsigned long)((long)t122 * 8L))) | ((t137 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t136 + (unsigned long)((long)t122 * 8L)))) & (((t138 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t139 + (unsigned long)((long)t122 * 8L))) | ((t139 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t138 + (unsigned long)((long)t122 * 8L)))) & (((t140 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t141 + (unsigned long)((long)t122 * 4L))) | ((t141 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t140 + (unsigned long)((long)t122 * 8L)))) & (((t142 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t143 + (unsigned long)((long)t122 * 4L))) | ((t143 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t142 + (unsigned long)((long)t122 * 8L)))) & (((t144 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t145 + (unsigned long)((long)t122 * 4L))) | ((t145 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t144 + (unsigned long)((long)t122 * 8L)))) & (((t146 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t147 + (unsigned long)((long)t122 * 8L))) | ((t147 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t146 + (unsigned long)((long)t122 * 8L)))) & (((t148 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t149 + (unsigned long)((long)t122 * 4L))) | ((t149 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t148 + (unsigned long)((long)t122 * 8L)))) & (((t150 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t151 + (unsigned long)((long)t122 * 4L))) | ((t151 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t150 + (unsigned long)((long)t122 * 8L)))) & (((t152 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t153 + (unsigned long)((long)t122 * 4L))) | ((t153 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t152 + (unsigned long)((long)t122 * 8L)))) & (((t154 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t155 + (unsigned long)((long)t122 * 4L))) | ((t155 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t154 + (unsigned long)((long)t122 * 8L)))) & (((t156 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t157 + (unsigned long)((long)t122 * 4L))) | ((t157 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t156 + (unsigned long)((long)t122 * 8L)))) & (((t158 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t159 + (unsigned long)((long)t122 * 4L))) | ((t159 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t158 + (unsigned long)((long)t122 * 8L)))) & (((t160 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t161 + (unsigned long)((long)t122 * 4L))) | ((t161 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t160 + (unsigned long)((long)t122 * 4L)))) & (((t162 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t163 + (unsigned long)((long)t122 * 4L))) | ((t163 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t162 + (unsigned long)((long)t122 * 4L)))) & (((t164 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t165 + (unsigned long)((long)t122 * 4L))) | ((t165 + (unsigned long)((long)t122 * 4L + 4L + (t123 - 1L) * 4L)) <= (t164 + (unsigned long)((long)t122 * 4L)))) & (t122 >= 0) & (t122 >= 0) & (t122 >= 0)) {
            t166 = _mm256_set1_epi32((int)(int)t123);
            t167 = _mm256_cmpgt_epi32(t166, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t168 = _mm256_set1_epi32((int)(t122 % 7));
            t169 = _mm256_add_epi32(t168, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            t170 = t169;
            t171 = _mm256_sub_epi32(t170, _mm256_set1_epi32((int)7));
            t172 = _mm256_min_epu32(t170, t171);
            t5 = t172;
            t173 = _mm256_set1_epi32((int)(t122 % 5));
            t174 = _mm256_add_epi32(t173, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
            t175 = t174;
            t176 = _mm256_sub_epi32(t175, _mm256_set1_epi32((int)5));
            t177 = _mm256_min_epu32(t175, t176);
            t6 = t177;
            t178 = _mm256_set1_epi32((int)(t122 % 3));
            t179 = _mm256_add_epi32(t178, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
            t180 = t179;
            t181 = _mm256_sub_epi32(t180, _mm256_set1_epi32((int)3));
            t182 = _mm256_min_epu32(t180, t181);
            t7 = t182;
            t183 = 0L;
            t184 = (long)(int)((long)t122 + t183);
            t185 = x + t184;
            t186 = _mm256_set1_epi32((int)3);
            t187 = t5;
            t188 = _mm256_add_epi32(t186, t187);
            t189 = t188;
            t190 = _mm512_cvtepi32_pd(t189);
            t191 = _mm512_div_pd(_mm512_set1_pd(1.0), t190);
            _mm512_mask_storeu_pd(t185, _mm256_movepi32_mask(t167), t191);
            t192 = y + t184;
            t193 = t6;
            t194 = _mm256_set1_epi32((int)1);
            t195 = _mm256_add_epi32(t193, t194);
            t196 = t195;
            t197 = _mm256_ternarylogic_epi32(t167, t196, _mm256_set1_epi32((int)0), 0xCA);
            t198 = _mm256_ternarylogic_epi32(t167, _mm256_set1_epi32((int)1), _mm256_set1_epi32((int)0), 0xCA);
            t199 = _mm256_sllv_epi32(t198, t197);
            t200 = _mm512_cvtepi32_pd(t199);
            t201 = _mm512_div_pd(_mm512_set1_pd(1.0), t200);
            t202 = _mm512_add_pd(t190, t201);
            _mm512_mask_storeu_pd(t192, _mm256_movepi32_mask(t167), t202);
            t203 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t167), t185);
            t204 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t167), t192);
            t205 = _mm512_mul_pd(t203, t204);
            t206 = _mm512_xor_pd(t205, _mm512_set1_pd(-0.0));
            t207 = _mm512_cvtepi32_pd(t7);
            t208 = _mm512_fmadd_pd(t207, _mm512_set1_pd(8.881784197001252e-16), t206);
            _mm512_mask_storeu_pd(z + t184, _mm256_movepi32_mask(t167), t208);
            t209 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t167), t185);
            t210 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t167), t192);
            t211 = _mm512_mul_pd(t209, t210);
            _mm512_mask_storeu_pd(a + t184, _mm256_movepi32_mask(t167), t211);
            t212 = xf + t184;
            t213 = _mm256_cvtepi32_ps(t189);
            t214 = _mm256_div_ps(_mm256_set1_ps(1.0f), t213);
            _mm256_mask_storeu_ps(t212, _mm256_movepi32_mask(t167), t214);
            t215 = yf + t184;
            t216 = _mm256_cvtepi32_ps(t199);
            t217 = _mm256_div_ps(_mm256_set1_ps(1.0f), t216);
            t218 = _mm256_add_ps(t213, t217);
            _mm256_mask_storeu_ps(t215, _mm256_movepi32_mask(t167), t218);
            t219 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t167), t212);
            t220 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t167), t215);
            t221 = _mm256_mul_ps(t219, t220);
            t222 = _mm256_cvtepi32_ps(t7);
            t223 = _mm256_mask3_fmadd_ps(t222, _mm256_set1_ps(2.3841858e-7f), t221, (__mmask8)-1);
            _mm256_mask_storeu_ps(zf + t184, _mm256_movepi32_mask(t167), t223);
            i = (int)((long)t122 + t123);
        } else {
            i = t122;
        }
        for (; i < n; i++) {
            t224 = (long)i;
            t225 = x + t224;
            t226 = 3 + i % 7;
            t227 = (double)t226;
            *t225 = 1.0 / t227;
            t228 = y + t224;
            t229 = 1 << (i % 5 + 1);
            *t228 = t227 + 1.0 / (double)t229;
            t230 = i % 3;
            z[t224] = -(*t225 * *t228) + (double)t230 * 8.881784197001252e-16;
            a[t224] = *t225 * *t228;
            t231 = xf + t224;
            t232 = (float)t226;
            *t231 = 1.0f / t232;
            t233 = yf + t224;
            *t233 = t232 + 1.0f / (float)t229;
            zf[t224] = *t231 * *t233 + (float)t230 * 2.3841858e-7f;
        }
        t234 = y;
        t235 = x;
        (_mm256_zeroupper(), madd_f64(n, m, t235, t234, z));
        (_mm256_zeroupper(), madd_f32(n, af, xf, yf, zf));
        (_mm256_zeroupper(), cond_madd_f64(n, a, t235, t234));
        t236 = (unsigned long)n;
        t237 = t236 * 8UL;
        t238 = (_mm256_zeroupper(), hash_bytes((const void *)a, t237));
        t239 = (_mm256_zeroupper(), hash_bytes((const void *)af, t236 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t237)), (unsigned long long)t239, (unsigned long long)t238);
        free((void *)a);
        free((void *)m);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)af);
        free((void *)xf);
        free((void *)yf);
        free((void *)zf);
    }
}
