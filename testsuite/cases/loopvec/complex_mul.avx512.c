/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Complex multiplies on interleaved re/im pairs (midend loopvec complex.rs): the pairs stay in
   place, multiplied by the other operand's duplicated real and imaginary parts and combined by
   one addsub, with every lane's product and sum rounded as in the scalar code (no fused
   multiply-add). The values have full mantissas, so a contracted or reassociated form would
   print other bits; infinities, zeros of both signs and a NaN are mixed in. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    const float *t8;
    const float *t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    const float *t14;
    const float *t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    float *t20;
    float *t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    long t46;
    int t47;
    long t48;
    long t49;
    long t50;
    int t51;
    long t52;
    const float *t53;
    __m256 t54;
    __m256 t55;
    const float *t56;
    __m256 t57;
    __m256 t58;
    float *t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    __m256 t64;
    __m256 t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    long t72;
    int i;
    int t73;
    long t74;
    float ar;
    long t75;
    float ai;
    float br;
    float bi;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = 2 * (int)((long)0 + t3);
            t5 = 2 * (int)((long)0 + (t3 + 8L));
            t6 = (long)t4;
            t7 = (long)t5;
            t8 = a + t6;
            t9 = a + t7;
            t10 = _mm256_loadu_ps(t8);
            t11 = _mm256_loadu_ps(t8 + 8);
            t12 = _mm256_loadu_ps(t9);
            t13 = _mm256_loadu_ps(t9 + 8);
            t14 = b + t6;
            t15 = b + t7;
            t16 = _mm256_loadu_ps(t14);
            t17 = _mm256_loadu_ps(t14 + 8);
            t18 = _mm256_loadu_ps(t15);
            t19 = _mm256_loadu_ps(t15 + 8);
            t20 = c + (t4 + 1);
            t21 = c + (t5 + 1);
            t22 = _mm256_moveldup_ps(t16);
            t23 = _mm256_movehdup_ps(t16);
            t24 = _mm256_permute_ps(t10, 0xb1);
            t25 = _mm256_mul_ps(t10, t22);
            t26 = _mm256_mul_ps(t24, t23);
            t27 = _mm256_addsub_ps(t25, t26);
            _mm256_storeu_ps(t20 + -1, t27);
            t28 = _mm256_moveldup_ps(t17);
            t29 = _mm256_movehdup_ps(t17);
            t30 = _mm256_permute_ps(t11, 0xb1);
            t31 = _mm256_mul_ps(t11, t28);
            t32 = _mm256_mul_ps(t30, t29);
            t33 = _mm256_addsub_ps(t31, t32);
            _mm256_storeu_ps(t20 + 7, t33);
            t34 = _mm256_moveldup_ps(t18);
            t35 = _mm256_movehdup_ps(t18);
            t36 = _mm256_permute_ps(t12, 0xb1);
            t37 = _mm256_mul_ps(t12, t34);
            t38 = _mm256_mul_ps(t36, t35);
            t39 = _mm256_addsub_ps(t37, t38);
            _mm256_storeu_ps(t21 + -1, t39);
            t40 = _mm256_moveldup_ps(t19);
            t41 = _mm256_movehdup_ps(t19);
            t42 = _mm256_permute_ps(t13, 0xb1);
            t43 = _mm256_mul_ps(t13, t40);
            t44 = _mm256_mul_ps(t42, t41);
            t45 = _mm256_addsub_ps(t43, t44);
            _mm256_storeu_ps(t21 + 7, t45);
            t46 = t3 + 16L;
            if (t46 >= t2) {
                break;
            }
            t3 = t46;
        }
        t47 = (int)((long)0 + t2);
    } else {
        t47 = 0;
    }
    t48 = (long)n + (long)t47 * -1L;
    if (t48 >= 8L) {
        t49 = t48 & -8L;
        t50 = 0L;
        for (;;) {
            t51 = 2 * (int)((long)t47 + t50);
            t52 = (long)t51;
            t53 = a + t52;
            t54 = _mm256_loadu_ps(t53);
            t55 = _mm256_loadu_ps(t53 + 8);
            t56 = b + t52;
            t57 = _mm256_loadu_ps(t56);
            t58 = _mm256_loadu_ps(t56 + 8);
            t59 = c + (t51 + 1);
            t60 = _mm256_moveldup_ps(t57);
            t61 = _mm256_movehdup_ps(t57);
            t62 = _mm256_permute_ps(t54, 0xb1);
            t63 = _mm256_mul_ps(t54, t60);
            t64 = _mm256_mul_ps(t62, t61);
            t65 = _mm256_addsub_ps(t63, t64);
            _mm256_storeu_ps(t59 + -1, t65);
            t66 = _mm256_moveldup_ps(t58);
            t67 = _mm256_movehdup_ps(t58);
            t68 = _mm256_permute_ps(t55, 0xb1);
            t69 = _mm256_mul_ps(t55, t66);
            t70 = _mm256_mul_ps(t68, t67);
            t71 = _mm256_addsub_ps(t69, t70);
            _mm256_storeu_ps(t59 + 7, t71);
            t72 = t50 + 8L;
            if (t72 >= t49) {
                break;
            }
            t50 = t72;
        }
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        t73 = 2 * i;
        t74 = (long)t73;
        ar = a[t74];
        t75 = (long)(t73 + 1);
        ai = a[t75];
        br = b[t74];
        bi = b[t75];
        c[t74] = ar * br - ai * bi;
        c[t75] = ar * bi + ai * br;
    }
}

/* Operands of the products and of the sum in the other order, on doubles. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    long t8;
    long t9;
    long t10;
    long t11;
    const double *t12;
    const double *t13;
    const double *t14;
    const double *t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    const double *t24;
    const double *t25;
    const double *t26;
    const double *t27;
    __m256d t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    __m256d t33;
    __m256d t34;
    __m256d t35;
    double *t36;
    double *t37;
    double *t38;
    double *t39;
    __m256d t40;
    __m256d t41;
    __m256d t42;
    __m256d t43;
    __m256d t44;
    __m256d t45;
    __m256d t46;
    __m256d t47;
    __m256d t48;
    __m256d t49;
    __m256d t50;
    __m256d t51;
    __m256d t52;
    __m256d t53;
    __m256d t54;
    __m256d t55;
    __m256d t56;
    __m256d t57;
    __m256d t58;
    __m256d t59;
    __m256d t60;
    __m256d t61;
    __m256d t62;
    __m256d t63;
    __m256d t64;
    __m256d t65;
    __m256d t66;
    __m256d t67;
    __m256d t68;
    __m256d t69;
    __m256d t70;
    __m256d t71;
    __m256d t72;
    __m256d t73;
    __m256d t74;
    __m256d t75;
    __m256d t76;
    __m256d t77;
    __m256d t78;
    __m256d t79;
    __m256d t80;
    __m256d t81;
    __m256d t82;
    __m256d t83;
    __m256d t84;
    __m256d t85;
    __m256d t86;
    __m256d t87;
    long t88;
    int t89;
    long t90;
    long t91;
    long t92;
    int t93;
    long t94;
    const double *t95;
    __m256d t96;
    __m256d t97;
    const double *t98;
    __m256d t99;
    __m256d t100;
    double *t101;
    __m256d t102;
    __m256d t103;
    __m256d t104;
    __m256d t105;
    __m256d t106;
    __m256d t107;
    __m256d t108;
    __m256d t109;
    __m256d t110;
    __m256d t111;
    __m256d t112;
    __m256d t113;
    long t114;
    int i;
    int t115;
    long t116;
    double ar;
    long t117;
    double ai;
    double br;
    double bi;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = 2 * (int)((long)0 + t3);
            t5 = 2 * (int)((long)0 + (t3 + 4L));
            t6 = 2 * (int)((long)0 + (t3 + 8L));
            t7 = 2 * (int)((long)0 + (t3 + 12L));
            t8 = (long)t4;
            t9 = (long)t5;
            t10 = (long)t6;
            t11 = (long)t7;
            t12 = a + t8;
            t13 = a + t9;
            t14 = a + t10;
            t15 = a + t11;
            t16 = _mm256_loadu_pd(t12);
            t17 = _mm256_loadu_pd(t12 + 4);
            t18 = _mm256_loadu_pd(t13);
            t19 = _mm256_loadu_pd(t13 + 4);
            t20 = _mm256_loadu_pd(t14);
            t21 = _mm256_loadu_pd(t14 + 4);
            t22 = _mm256_loadu_pd(t15);
            t23 = _mm256_loadu_pd(t15 + 4);
            t24 = b + t8;
            t25 = b + t9;
            t26 = b + t10;
            t27 = b + t11;
            t28 = _mm256_loadu_pd(t24);
            t29 = _mm256_loadu_pd(t24 + 4);
            t30 = _mm256_loadu_pd(t25);
            t31 = _mm256_loadu_pd(t25 + 4);
            t32 = _mm256_loadu_pd(t26);
            t33 = _mm256_loadu_pd(t26 + 4);
            t34 = _mm256_loadu_pd(t27);
            t35 = _mm256_loadu_pd(t27 + 4);
            t36 = c + (t4 + 1);
            t37 = c + (t5 + 1);
            t38 = c + (t6 + 1);
            t39 = c + (t7 + 1);
            t40 = _mm256_movedup_pd(t28);
            t41 = _mm256_permute_pd(t28, 0xf);
            t42 = _mm256_permute_pd(t16, 0x5);
            t43 = _mm256_mul_pd(t16, t40);
            t44 = _mm256_mul_pd(t42, t41);
            t45 = _mm256_addsub_pd(t43, t44);
            _mm256_storeu_pd(t36 + -1, t45);
            t46 = _mm256_movedup_pd(t29);
            t47 = _mm256_permute_pd(t29, 0xf);
            t48 = _mm256_permute_pd(t17, 0x5);
            t49 = _mm256_mul_pd(t17, t46);
            t50 = _mm256_mul_pd(t48, t47);
            t51 = _mm256_addsub_pd(t49, t50);
            _mm256_storeu_pd(t36 + 3, t51);
            t52 = _mm256_movedup_pd(t30);
            t53 = _mm256_permute_pd(t30, 0xf);
            t54 = _mm256_permute_pd(t18, 0x5);
            t55 = _mm256_mul_pd(t18, t52);
            t56 = _mm256_mul_pd(t54, t53);
            t57 = _mm256_addsub_pd(t55, t56);
            _mm256_storeu_pd(t37 + -1, t57);
            t58 = _mm256_movedup_pd(t31);
            t59 = _mm256_permute_pd(t31, 0xf);
            t60 = _mm256_permute_pd(t19, 0x5);
            t61 = _mm256_mul_pd(t19, t58);
            t62 = _mm256_mul_pd(t60, t59);
            t63 = _mm256_addsub_pd(t61, t62);
            _mm256_storeu_pd(t37 + 3, t63);
            t64 = _mm256_movedup_pd(t32);
            t65 = _mm256_permute_pd(t32, 0xf);
            t66 = _mm256_permute_pd(t20, 0x5);
            t67 = _mm256_mul_pd(t20, t64);
            t68 = _mm256_mul_pd(t66, t65);
            t69 = _mm256_addsub_pd(t67, t68);
            _mm256_storeu_pd(t38 + -1, t69);
            t70 = _mm256_movedup_pd(t33);
            t71 = _mm256_permute_pd(t33, 0xf);
            t72 = _mm256_permute_pd(t21, 0x5);
            t73 = _mm256_mul_pd(t21, t70);
            t74 = _mm256_mul_pd(t72, t71);
            t75 = _mm256_addsub_pd(t73, t74);
            _mm256_storeu_pd(t38 + 3, t75);
            t76 = _mm256_movedup_pd(t34);
            t77 = _mm256_permute_pd(t34, 0xf);
            t78 = _mm256_permute_pd(t22, 0x5);
            t79 = _mm256_mul_pd(t22, t76);
            t80 = _mm256_mul_pd(t78, t77);
            t81 = _mm256_addsub_pd(t79, t80);
            _mm256_storeu_pd(t39 + -1, t81);
            t82 = _mm256_movedup_pd(t35);
            t83 = _mm256_permute_pd(t35, 0xf);
            t84 = _mm256_permute_pd(t23, 0x5);
            t85 = _mm256_mul_pd(t23, t82);
            t86 = _mm256_mul_pd(t84, t83);
            t87 = _mm256_addsub_pd(t85, t86);
            _mm256_storeu_pd(t39 + 3, t87);
            t88 = t3 + 16L;
            if (t88 >= t2) {
                break;
            }
            t3 = t88;
        }
        t89 = (int)((long)0 + t2);
    } else {
        t89 = 0;
    }
    t90 = (long)n + (long)t89 * -1L;
    if (t90 >= 4L) {
        t91 = t90 & -4L;
        t92 = 0L;
        for (;;) {
            t93 = 2 * (int)((long)t89 + t92);
            t94 = (long)t93;
            t95 = a + t94;
            t96 = _mm256_loadu_pd(t95);
            t97 = _mm256_loadu_pd(t95 + 4);
            t98 = b + t94;
            t99 = _mm256_loadu_pd(t98);
            t100 = _mm256_loadu_pd(t98 + 4);
            t101 = c + (t93 + 1);
            t102 = _mm256_movedup_pd(t99);
            t103 = _mm256_permute_pd(t99, 0xf);
            t104 = _mm256_permute_pd(t96, 0x5);
            t105 = _mm256_mul_pd(t96, t102);
            t106 = _mm256_mul_pd(t104, t103);
            t107 = _mm256_addsub_pd(t105, t106);
            _mm256_storeu_pd(t101 + -1, t107);
            t108 = _mm256_movedup_pd(t100);
            t109 = _mm256_permute_pd(t100, 0xf);
            t110 = _mm256_permute_pd(t97, 0x5);
            t111 = _mm256_mul_pd(t97, t108);
            t112 = _mm256_mul_pd(t110, t109);
            t113 = _mm256_addsub_pd(t111, t112);
            _mm256_storeu_pd(t101 + 3, t113);
            t114 = t92 + 4L;
            if (t114 >= t91) {
                break;
            }
            t92 = t114;
        }
        i = (int)((long)t89 + t91);
    } else {
        i = t89;
    }
    for (; i < n; i++) {
        t115 = 2 * i;
        t116 = (long)t115;
        ar = a[t116];
        t117 = (long)(t115 + 1);
        ai = a[t117];
        br = b[t116];
        bi = b[t117];
        c[t116] = br * ar - bi * ai;
        c[t117] = br * ai + ar * bi;
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    const double *t8;
    const double *t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    const double *t18;
    const double *t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    long t30;
    long t31;
    const double *t32;
    const double *t33;
    __m256d t34;
    __m256d t35;
    __m256d t36;
    __m256d t37;
    double *t38;
    double *t39;
    __m256d t40;
    __m256d t41;
    __m256d t42;
    __m256d t43;
    __m256d t44;
    __m256d t45;
    __m256d t46;
    __m256d t47;
    __m256d t48;
    __m256d t49;
    __m256d t50;
    __m256d t51;
    __m256d t52;
    __m256d t53;
    __m256d t54;
    __m256d t55;
    __m256d t56;
    __m256d t57;
    __m256d t58;
    __m256d t59;
    __m256d t60;
    __m256d t61;
    __m256d t62;
    __m256d t63;
    __m256d t64;
    __m256d t65;
    long t66;
    int t67;
    long t68;
    long t69;
    long t70;
    int t71;
    long t72;
    const double *t73;
    __m256d t74;
    __m256d t75;
    __m256d t76;
    __m256d t77;
    const double *t78;
    __m256d t79;
    __m256d t80;
    __m256d t81;
    __m256d t82;
    __m256d t83;
    long t84;
    const double *t85;
    __m256d t86;
    __m256d t87;
    double *t88;
    __m256d t89;
    __m256d t90;
    __m256d t91;
    __m256d t92;
    __m256d t93;
    __m256d t94;
    __m256d t95;
    __m256d t96;
    __m256d t97;
    __m256d t98;
    __m256d t99;
    __m256d t100;
    __m256d t101;
    long t102;
    int i;
    int t103;
    long t104;
    const double *t105;
    const double *t106;
    long t107;
    const double *t108;
    const double *t109;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = 2 * (int)((long)0 + t3);
            t5 = 2 * (int)((long)0 + (t3 + 4L));
            t6 = (long)t4;
            t7 = (long)t5;
            t8 = b + t6;
            t9 = b + t7;
            t10 = _mm256_loadu_pd(t8);
            t11 = _mm256_loadu_pd(t8 + 4);
            t12 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t10, t11), 0xd8);
            t13 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t10, t11), 0xd8);
            t14 = _mm256_loadu_pd(t9);
            t15 = _mm256_loadu_pd(t9 + 4);
            t16 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t14, t15), 0xd8);
            t17 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t14, t15), 0xd8);
            t18 = a + t6;
            t19 = a + t7;
            t20 = _mm256_loadu_pd(t18);
            t21 = _mm256_loadu_pd(t18 + 4);
            t22 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t20, t21), 0xd8);
            t23 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t20, t21), 0xd8);
            t24 = _mm256_loadu_pd(t19);
            t25 = _mm256_loadu_pd(t19 + 4);
            t26 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t24, t25), 0xd8);
            t27 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t24, t25), 0xd8);
            t28 = _mm256_mul_pd(t12, t22);
            t29 = _mm256_mul_pd(t16, t26);
            t30 = (long)(t4 + 1);
            t31 = (long)(t5 + 1);
            t32 = a + t30;
            t33 = a + t31;
            t34 = _mm256_mul_pd(t13, t23);
            t35 = _mm256_mul_pd(t17, t27);
            t36 = _mm256_sub_pd(t28, t34);
            t37 = _mm256_sub_pd(t29, t35);
            t38 = c + t30;
            t39 = c + t31;
            t40 = _mm256_loadu_pd(t8);
            t41 = _mm256_loadu_pd(t8 + 4);
            t42 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t40, t41), 0xd8);
            t43 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t40, t41), 0xd8);
            t44 = _mm256_loadu_pd(t9);
            t45 = _mm256_loadu_pd(t9 + 4);
            t46 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t44, t45), 0xd8);
            t47 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t44, t45), 0xd8);
            t48 = _mm256_loadu_pd(t32 + -1);
            t49 = _mm256_loadu_pd(t32 + 3);
            t50 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t48, t49), 0xd8);
            t51 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t48, t49), 0xd8);
            t52 = _mm256_loadu_pd(t33 + -1);
            t53 = _mm256_loadu_pd(t33 + 3);
            t54 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t52, t53), 0xd8);
            t55 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t52, t53), 0xd8);
            t56 = _mm256_mul_pd(t42, t50);
            t57 = _mm256_mul_pd(t46, t54);
            t58 = _mm256_mul_pd(t51, t43);
            t59 = _mm256_mul_pd(t55, t47);
            t60 = _mm256_add_pd(t56, t58);
            t61 = _mm256_add_pd(t57, t59);
            t62 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t36, t60), _mm256_unpackhi_pd(t36, t60), 0x20);
            _mm256_storeu_pd(t38 + -1, t62);
            t63 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t36, t60), _mm256_unpackhi_pd(t36, t60), 0x31);
            _mm256_storeu_pd(t38 + 3, t63);
            t64 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t37, t61), _mm256_unpackhi_pd(t37, t61), 0x20);
            _mm256_storeu_pd(t39 + -1, t64);
            t65 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t37, t61), _mm256_unpackhi_pd(t37, t61), 0x31);
            _mm256_storeu_pd(t39 + 3, t65);
            t66 = t3 + 8L;
            if (t66 >= t2) {
                break;
            }
            t3 = t66;
        }
        t67 = (int)((long)0 + t2);
    } else {
        t67 = 0;
    }
    t68 = (long)n + (long)t67 * -1L;
    if (t68 >= 4L) {
        t69 = t68 & -4L;
        t70 = 0L;
        for (;;) {
            t71 = 2 * (int)((long)t67 + t70);
            t72 = (long)t71;
            t73 = b + t72;
            t74 = _mm256_loadu_pd(t73);
            t75 = _mm256_loadu_pd(t73 + 4);
            t76 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t74, t75), 0xd8);
            t77 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t74, t75), 0xd8);
            t78 = a + t72;
            t79 = _mm256_loadu_pd(t78);
            t80 = _mm256_loadu_pd(t78 + 4);
            t81 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t79, t80), 0xd8);
            t82 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t79, t80), 0xd8);
            t83 = _mm256_mul_pd(t76, t81);
            t84 = (long)(t71 + 1);
            t85 = a + t84;
            t86 = _mm256_mul_pd(t77, t82);
            t87 = _mm256_sub_pd(t83, t86);
            t88 = c + t84;
            t89 = _mm256_loadu_pd(t73);
            t90 = _mm256_loadu_pd(t73 + 4);
            t91 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t89, t90), 0xd8);
            t92 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t89, t90), 0xd8);
            t93 = _mm256_loadu_pd(t85 + -1);
            t94 = _mm256_loadu_pd(t85 + 3);
            t95 = _mm256_permute4x64_pd(_mm256_unpackhi_pd(t93, t94), 0xd8);
            t96 = _mm256_permute4x64_pd(_mm256_unpacklo_pd(t93, t94), 0xd8);
            t97 = _mm256_mul_pd(t91, t95);
            t98 = _mm256_mul_pd(t96, t92);
            t99 = _mm256_add_pd(t97, t98);
            t100 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t87, t99), _mm256_unpackhi_pd(t87, t99), 0x20);
            _mm256_storeu_pd(t88 + -1, t100);
            t101 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t87, t99), _mm256_unpackhi_pd(t87, t99), 0x31);
            _mm256_storeu_pd(t88 + 3, t101);
            t102 = t70 + 4L;
            if (t102 >= t69) {
                break;
            }
            t70 = t102;
        }
        i = (int)((long)t67 + t69);
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        t103 = 2 * i;
        t104 = (long)t103;
        t105 = b + t104;
        t106 = a + t104;
        t107 = (long)(t103 + 1);
        t108 = b + t107;
        t109 = a + t107;
        c[t104] = *t105 * *t106 - *t108 * *t109;
        c[t107] = *t105 * *t109 + *t106 * *t108;
    }
}

/* A square: both factors from one group. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void csquare(int n, float *restrict c, const float *restrict z) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    const float *t6;
    const float *t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    float *t12;
    float *t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    long t38;
    int t39;
    long t40;
    long t41;
    long t42;
    int t43;
    const float *t44;
    __m256 t45;
    __m256 t46;
    float *t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    long t60;
    int i;
    int t61;
    long t62;
    float x;
    long t63;
    float y;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = 2 * (int)((long)0 + t3);
            t5 = 2 * (int)((long)0 + (t3 + 8L));
            t6 = z + t4;
            t7 = z + t5;
            t8 = _mm256_loadu_ps(t6);
            t9 = _mm256_loadu_ps(t6 + 8);
            t10 = _mm256_loadu_ps(t7);
            t11 = _mm256_loadu_ps(t7 + 8);
            t12 = c + (t4 + 1);
            t13 = c + (t5 + 1);
            t14 = _mm256_moveldup_ps(t8);
            t15 = _mm256_movehdup_ps(t8);
            t16 = _mm256_permute_ps(t8, 0xb1);
            t17 = _mm256_mul_ps(t8, t14);
            t18 = _mm256_mul_ps(t16, t15);
            t19 = _mm256_addsub_ps(t17, t18);
            _mm256_storeu_ps(t12 + -1, t19);
            t20 = _mm256_moveldup_ps(t9);
            t21 = _mm256_movehdup_ps(t9);
            t22 = _mm256_permute_ps(t9, 0xb1);
            t23 = _mm256_mul_ps(t9, t20);
            t24 = _mm256_mul_ps(t22, t21);
            t25 = _mm256_addsub_ps(t23, t24);
            _mm256_storeu_ps(t12 + 7, t25);
            t26 = _mm256_moveldup_ps(t10);
            t27 = _mm256_movehdup_ps(t10);
            t28 = _mm256_permute_ps(t10, 0xb1);
            t29 = _mm256_mul_ps(t10, t26);
            t30 = _mm256_mul_ps(t28, t27);
            t31 = _mm256_addsub_ps(t29, t30);
            _mm256_storeu_ps(t13 + -1, t31);
            t32 = _mm256_moveldup_ps(t11);
            t33 = _mm256_movehdup_ps(t11);
            t34 = _mm256_permute_ps(t11, 0xb1);
            t35 = _mm256_mul_ps(t11, t32);
            t36 = _mm256_mul_ps(t34, t33);
            t37 = _mm256_addsub_ps(t35, t36);
            _mm256_storeu_ps(t13 + 7, t37);
            t38 = t3 + 16L;
            if (t38 >= t2) {
                break;
            }
            t3 = t38;
        }
        t39 = (int)((long)0 + t2);
    } else {
        t39 = 0;
    }
    t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 8L) {
        t41 = t40 & -8L;
        t42 = 0L;
        for (;;) {
            t43 = 2 * (int)((long)t39 + t42);
            t44 = z + t43;
            t45 = _mm256_loadu_ps(t44);
            t46 = _mm256_loadu_ps(t44 + 8);
            t47 = c + (t43 + 1);
            t48 = _mm256_moveldup_ps(t45);
            t49 = _mm256_movehdup_ps(t45);
            t50 = _mm256_permute_ps(t45, 0xb1);
            t51 = _mm256_mul_ps(t45, t48);
            t52 = _mm256_mul_ps(t50, t49);
            t53 = _mm256_addsub_ps(t51, t52);
            _mm256_storeu_ps(t47 + -1, t53);
            t54 = _mm256_moveldup_ps(t46);
            t55 = _mm256_movehdup_ps(t46);
            t56 = _mm256_permute_ps(t46, 0xb1);
            t57 = _mm256_mul_ps(t46, t54);
            t58 = _mm256_mul_ps(t56, t55);
            t59 = _mm256_addsub_ps(t57, t58);
            _mm256_storeu_ps(t47 + 7, t59);
            t60 = t42 + 8L;
            if (t60 >= t41) {
                break;
            }
            t42 = t60;
        }
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        t61 = 2 * i;
        t62 = (long)t61;
        x = z[t62];
        t63 = (long)(t61 + 1);
        y = z[t63];
        c[t62] = x * x - y * y;
        c[t63] = x * y + y * x;
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    const float *t8;
    const float *t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    const float *t18;
    const float *t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    float *t34;
    float *t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    long t46;
    int t47;
    long t48;
    long t49;
    long t50;
    int t51;
    long t52;
    const float *t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    const float *t58;
    __m256 t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    __m256 t64;
    __m256 t65;
    float *t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    long t72;
    int i;
    int t73;
    long t74;
    float ar;
    long t75;
    float ai;
    float br;
    float bi;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = 2 * (int)((long)0 + t3);
            t5 = 2 * (int)((long)0 + (t3 + 8L));
            t6 = (long)t4;
            t7 = (long)t5;
            t8 = a + t6;
            t9 = a + t7;
            t10 = _mm256_loadu_ps(t8);
            t11 = _mm256_loadu_ps(t8 + 8);
            t12 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t10, t11, 0x88)), 0xd8));
            t13 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t10, t11, 0xdd)), 0xd8));
            t14 = _mm256_loadu_ps(t9);
            t15 = _mm256_loadu_ps(t9 + 8);
            t16 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t14, t15, 0x88)), 0xd8));
            t17 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t14, t15, 0xdd)), 0xd8));
            t18 = b + t6;
            t19 = b + t7;
            t20 = _mm256_loadu_ps(t18);
            t21 = _mm256_loadu_ps(t18 + 8);
            t22 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t20, t21, 0x88)), 0xd8));
            t23 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t20, t21, 0xdd)), 0xd8));
            t24 = _mm256_loadu_ps(t19);
            t25 = _mm256_loadu_ps(t19 + 8);
            t26 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t24, t25, 0x88)), 0xd8));
            t27 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t24, t25, 0xdd)), 0xd8));
            t28 = _mm256_mul_ps(t12, t22);
            t29 = _mm256_mul_ps(t16, t26);
            t30 = _mm256_mul_ps(t13, t23);
            t31 = _mm256_mul_ps(t17, t27);
            t32 = _mm256_add_ps(t28, t30);
            t33 = _mm256_add_ps(t29, t31);
            t34 = c + (t4 + 1);
            t35 = c + (t5 + 1);
            t36 = _mm256_mul_ps(t13, t22);
            t37 = _mm256_mul_ps(t17, t26);
            t38 = _mm256_mul_ps(t12, t23);
            t39 = _mm256_mul_ps(t16, t27);
            t40 = _mm256_sub_ps(t36, t38);
            t41 = _mm256_sub_ps(t37, t39);
            t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t40), _mm256_unpackhi_ps(t32, t40), 0x20);
            _mm256_storeu_ps(t34 + -1, t42);
            t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t40), _mm256_unpackhi_ps(t32, t40), 0x31);
            _mm256_storeu_ps(t34 + 7, t43);
            t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t41), _mm256_unpackhi_ps(t33, t41), 0x20);
            _mm256_storeu_ps(t35 + -1, t44);
            t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t41), _mm256_unpackhi_ps(t33, t41), 0x31);
            _mm256_storeu_ps(t35 + 7, t45);
            t46 = t3 + 16L;
            if (t46 >= t2) {
                break;
            }
            t3 = t46;
        }
        t47 = (int)((long)0 + t2);
    } else {
        t47 = 0;
    }
    t48 = (long)n + (long)t47 * -1L;
    if (t48 >= 8L) {
        t49 = t48 & -8L;
        t50 = 0L;
        for (;;) {
            t51 = 2 * (int)((long)t47 + t50);
            t52 = (long)t51;
            t53 = a + t52;
            t54 = _mm256_loadu_ps(t53);
            t55 = _mm256_loadu_ps(t53 + 8);
            t56 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t54, t55, 0x88)), 0xd8));
            t57 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t54, t55, 0xdd)), 0xd8));
            t58 = b + t52;
            t59 = _mm256_loadu_ps(t58);
            t60 = _mm256_loadu_ps(t58 + 8);
            t61 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t59, t60, 0x88)), 0xd8));
            t62 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t59, t60, 0xdd)), 0xd8));
            t63 = _mm256_mul_ps(t56, t61);
            t64 = _mm256_mul_ps(t57, t62);
            t65 = _mm256_add_ps(t63, t64);
            t66 = c + (t51 + 1);
            t67 = _mm256_mul_ps(t57, t61);
            t68 = _mm256_mul_ps(t56, t62);
            t69 = _mm256_sub_ps(t67, t68);
            t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t65, t69), _mm256_unpackhi_ps(t65, t69), 0x20);
            _mm256_storeu_ps(t66 + -1, t70);
            t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t65, t69), _mm256_unpackhi_ps(t65, t69), 0x31);
            _mm256_storeu_ps(t66 + 7, t71);
            t72 = t50 + 8L;
            if (t72 >= t49) {
                break;
            }
            t50 = t72;
        }
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        t73 = 2 * i;
        t74 = (long)t73;
        ar = a[t74];
        t75 = (long)(t73 + 1);
        ai = a[t75];
        br = b[t74];
        bi = b[t75];
        c[t74] = ar * br + ai * bi;
        c[t75] = ai * br - ar * bi;
    }
}

/* A product used elsewhere too: the plain loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    long t8;
    long t9;
    const float *t10;
    const float *t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    const float *t20;
    const float *t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    long t32;
    long t33;
    const float *t34;
    const float *t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    float *t40;
    float *t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    __m256 t64;
    __m256 t65;
    __m256 t66;
    __m256 t67;
    long t68;
    int t69;
    long t70;
    long t71;
    long t72;
    int t73;
    int t74;
    long t75;
    const float *t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    const float *t81;
    __m256 t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    long t87;
    const float *t88;
    __m256 t89;
    __m256 t90;
    float *t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    __m256 t96;
    __m256 t97;
    __m256 t98;
    __m256 t99;
    __m256 t100;
    __m256 t101;
    __m256 t102;
    __m256 t103;
    __m256 t104;
    long t105;
    int i;
    int t106;
    long t107;
    const float *t108;
    const float *t109;
    float rr;
    long t110;
    const float *t111;
    const float *t112;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = 2 * t4;
            t7 = 2 * t5;
            t8 = (long)t6;
            t9 = (long)t7;
            t10 = a + t8;
            t11 = a + t9;
            t12 = _mm256_loadu_ps(t10);
            t13 = _mm256_loadu_ps(t10 + 8);
            t14 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t12, t13, 0x88)), 0xd8));
            t15 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t12, t13, 0xdd)), 0xd8));
            t16 = _mm256_loadu_ps(t11);
            t17 = _mm256_loadu_ps(t11 + 8);
            t18 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t16, t17, 0x88)), 0xd8));
            t19 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t16, t17, 0xdd)), 0xd8));
            t20 = b + t8;
            t21 = b + t9;
            t22 = _mm256_loadu_ps(t20);
            t23 = _mm256_loadu_ps(t20 + 8);
            t24 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t22, t23, 0x88)), 0xd8));
            t25 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t22, t23, 0xdd)), 0xd8));
            t26 = _mm256_loadu_ps(t21);
            t27 = _mm256_loadu_ps(t21 + 8);
            t28 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t26, t27, 0x88)), 0xd8));
            t29 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t26, t27, 0xdd)), 0xd8));
            t30 = _mm256_mul_ps(t14, t24);
            t31 = _mm256_mul_ps(t18, t28);
            t32 = (long)(t6 + 1);
            t33 = (long)(t7 + 1);
            t34 = b + t32;
            t35 = b + t33;
            t36 = _mm256_mul_ps(t15, t25);
            t37 = _mm256_mul_ps(t19, t29);
            t38 = _mm256_sub_ps(t30, t36);
            t39 = _mm256_sub_ps(t31, t37);
            t40 = c + t32;
            t41 = c + t33;
            t42 = _mm256_loadu_ps(t10);
            t43 = _mm256_loadu_ps(t10 + 8);
            t44 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t42, t43, 0x88)), 0xd8));
            t45 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t42, t43, 0xdd)), 0xd8));
            t46 = _mm256_loadu_ps(t11);
            t47 = _mm256_loadu_ps(t11 + 8);
            t48 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t46, t47, 0x88)), 0xd8));
            t49 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t46, t47, 0xdd)), 0xd8));
            t50 = _mm256_loadu_ps(t34 + -1);
            t51 = _mm256_loadu_ps(t34 + 7);
            t52 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t50, t51, 0xdd)), 0xd8));
            t53 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t50, t51, 0x88)), 0xd8));
            t54 = _mm256_loadu_ps(t35 + -1);
            t55 = _mm256_loadu_ps(t35 + 7);
            t56 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t54, t55, 0xdd)), 0xd8));
            t57 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t54, t55, 0x88)), 0xd8));
            t58 = _mm256_mul_ps(t44, t52);
            t59 = _mm256_mul_ps(t48, t56);
            t60 = _mm256_mul_ps(t45, t53);
            t61 = _mm256_mul_ps(t49, t57);
            t62 = _mm256_add_ps(t58, t60);
            t63 = _mm256_add_ps(t59, t61);
            t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t62), _mm256_unpackhi_ps(t38, t62), 0x20);
            _mm256_storeu_ps(t40 + -1, t64);
            t65 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t62), _mm256_unpackhi_ps(t38, t62), 0x31);
            _mm256_storeu_ps(t40 + 7, t65);
            t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t63), _mm256_unpackhi_ps(t39, t63), 0x20);
            _mm256_storeu_ps(t41 + -1, t66);
            t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t63), _mm256_unpackhi_ps(t39, t63), 0x31);
            _mm256_storeu_ps(t41 + 7, t67);
            _mm256_storeu_ps(p + t4, t30);
            _mm256_storeu_ps(p + t5, t31);
            t68 = t3 + 16L;
            if (t68 >= t2) {
                break;
            }
            t3 = t68;
        }
        t69 = (int)((long)0 + t2);
    } else {
        t69 = 0;
    }
    t70 = (long)n + (long)t69 * -1L;
    if (t70 >= 8L) {
        t71 = t70 & -8L;
        t72 = 0L;
        for (;;) {
            t73 = (int)((long)t69 + t72);
            t74 = 2 * t73;
            t75 = (long)t74;
            t76 = a + t75;
            t77 = _mm256_loadu_ps(t76);
            t78 = _mm256_loadu_ps(t76 + 8);
            t79 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t77, t78, 0x88)), 0xd8));
            t80 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t77, t78, 0xdd)), 0xd8));
            t81 = b + t75;
            t82 = _mm256_loadu_ps(t81);
            t83 = _mm256_loadu_ps(t81 + 8);
            t84 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t82, t83, 0x88)), 0xd8));
            t85 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t82, t83, 0xdd)), 0xd8));
            t86 = _mm256_mul_ps(t79, t84);
            t87 = (long)(t74 + 1);
            t88 = b + t87;
            t89 = _mm256_mul_ps(t80, t85);
            t90 = _mm256_sub_ps(t86, t89);
            t91 = c + t87;
            t92 = _mm256_loadu_ps(t76);
            t93 = _mm256_loadu_ps(t76 + 8);
            t94 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t92, t93, 0x88)), 0xd8));
            t95 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t92, t93, 0xdd)), 0xd8));
            t96 = _mm256_loadu_ps(t88 + -1);
            t97 = _mm256_loadu_ps(t88 + 7);
            t98 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t96, t97, 0xdd)), 0xd8));
            t99 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t96, t97, 0x88)), 0xd8));
            t100 = _mm256_mul_ps(t94, t98);
            t101 = _mm256_mul_ps(t95, t99);
            t102 = _mm256_add_ps(t100, t101);
            t103 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t90, t102), _mm256_unpackhi_ps(t90, t102), 0x20);
            _mm256_storeu_ps(t91 + -1, t103);
            t104 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t90, t102), _mm256_unpackhi_ps(t90, t102), 0x31);
            _mm256_storeu_ps(t91 + 7, t104);
            _mm256_storeu_ps(p + t73, t86);
            t105 = t72 + 8L;
            if (t105 >= t71) {
                break;
            }
            t72 = t105;
        }
        i = (int)((long)t69 + t71);
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        t106 = 2 * i;
        t107 = (long)t106;
        t108 = a + t107;
        t109 = b + t107;
        rr = *t108 * *t109;
        t110 = (long)(t106 + 1);
        t111 = a + t110;
        t112 = b + t110;
        c[t107] = rr - *t111 * *t112;
        c[t110] = *t108 * *t112 + *t111 * *t109;
        p[i] = rr;
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    long t8;
    long t9;
    const float *t10;
    const float *t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    const float *t20;
    const float *t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    float *t26;
    float *t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    long t58;
    int t59;
    long t60;
    long t61;
    long t62;
    int t63;
    int t64;
    long t65;
    const float *t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    const float *t71;
    __m256 t72;
    __m256 t73;
    float *t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    __m256 t81;
    __m256 t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    __m256 t87;
    __m256 t88;
    __m256 t89;
    long t90;
    int i;
    int t91;
    long t92;
    float ar;
    long t93;
    float ai;
    float br;
    float bi;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = 2 * t4;
            t7 = 2 * t5;
            t8 = (long)t6;
            t9 = (long)t7;
            t10 = a + t8;
            t11 = a + t9;
            t12 = _mm256_loadu_ps(t10);
            t13 = _mm256_loadu_ps(t10 + 8);
            t14 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t12, t13, 0x88)), 0xd8));
            t15 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t12, t13, 0xdd)), 0xd8));
            t16 = _mm256_loadu_ps(t11);
            t17 = _mm256_loadu_ps(t11 + 8);
            t18 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t16, t17, 0x88)), 0xd8));
            t19 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t16, t17, 0xdd)), 0xd8));
            t20 = b + t8;
            t21 = b + t9;
            t22 = _mm256_loadu_ps(t20);
            t23 = _mm256_loadu_ps(t20 + 8);
            t24 = _mm256_loadu_ps(t21);
            t25 = _mm256_loadu_ps(t21 + 8);
            t26 = c + (t6 + 1);
            t27 = c + (t7 + 1);
            t28 = _mm256_moveldup_ps(t22);
            t29 = _mm256_movehdup_ps(t22);
            t30 = _mm256_permute_ps(t12, 0xb1);
            t31 = _mm256_mul_ps(t12, t28);
            t32 = _mm256_mul_ps(t30, t29);
            t33 = _mm256_addsub_ps(t31, t32);
            _mm256_storeu_ps(t26 + -1, t33);
            t34 = _mm256_moveldup_ps(t23);
            t35 = _mm256_movehdup_ps(t23);
            t36 = _mm256_permute_ps(t13, 0xb1);
            t37 = _mm256_mul_ps(t13, t34);
            t38 = _mm256_mul_ps(t36, t35);
            t39 = _mm256_addsub_ps(t37, t38);
            _mm256_storeu_ps(t26 + 7, t39);
            t40 = _mm256_moveldup_ps(t24);
            t41 = _mm256_movehdup_ps(t24);
            t42 = _mm256_permute_ps(t16, 0xb1);
            t43 = _mm256_mul_ps(t16, t40);
            t44 = _mm256_mul_ps(t42, t41);
            t45 = _mm256_addsub_ps(t43, t44);
            _mm256_storeu_ps(t27 + -1, t45);
            t46 = _mm256_moveldup_ps(t25);
            t47 = _mm256_movehdup_ps(t25);
            t48 = _mm256_permute_ps(t17, 0xb1);
            t49 = _mm256_mul_ps(t17, t46);
            t50 = _mm256_mul_ps(t48, t47);
            t51 = _mm256_addsub_ps(t49, t50);
            _mm256_storeu_ps(t27 + 7, t51);
            t52 = _mm256_mul_ps(t14, t14);
            t53 = _mm256_mul_ps(t18, t18);
            t54 = _mm256_mul_ps(t15, t15);
            t55 = _mm256_mul_ps(t19, t19);
            t56 = _mm256_add_ps(t52, t54);
            t57 = _mm256_add_ps(t53, t55);
            _mm256_storeu_ps(m + t4, t56);
            _mm256_storeu_ps(m + t5, t57);
            t58 = t3 + 16L;
            if (t58 >= t2) {
                break;
            }
            t3 = t58;
        }
        t59 = (int)((long)0 + t2);
    } else {
        t59 = 0;
    }
    t60 = (long)n + (long)t59 * -1L;
    if (t60 >= 8L) {
        t61 = t60 & -8L;
        t62 = 0L;
        for (;;) {
            t63 = (int)((long)t59 + t62);
            t64 = 2 * t63;
            t65 = (long)t64;
            t66 = a + t65;
            t67 = _mm256_loadu_ps(t66);
            t68 = _mm256_loadu_ps(t66 + 8);
            t69 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t67, t68, 0x88)), 0xd8));
            t70 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t67, t68, 0xdd)), 0xd8));
            t71 = b + t65;
            t72 = _mm256_loadu_ps(t71);
            t73 = _mm256_loadu_ps(t71 + 8);
            t74 = c + (t64 + 1);
            t75 = _mm256_moveldup_ps(t72);
            t76 = _mm256_movehdup_ps(t72);
            t77 = _mm256_permute_ps(t67, 0xb1);
            t78 = _mm256_mul_ps(t67, t75);
            t79 = _mm256_mul_ps(t77, t76);
            t80 = _mm256_addsub_ps(t78, t79);
            _mm256_storeu_ps(t74 + -1, t80);
            t81 = _mm256_moveldup_ps(t73);
            t82 = _mm256_movehdup_ps(t73);
            t83 = _mm256_permute_ps(t68, 0xb1);
            t84 = _mm256_mul_ps(t68, t81);
            t85 = _mm256_mul_ps(t83, t82);
            t86 = _mm256_addsub_ps(t84, t85);
            _mm256_storeu_ps(t74 + 7, t86);
            t87 = _mm256_mul_ps(t69, t69);
            t88 = _mm256_mul_ps(t70, t70);
            t89 = _mm256_add_ps(t87, t88);
            _mm256_storeu_ps(m + t63, t89);
            t90 = t62 + 8L;
            if (t90 >= t61) {
                break;
            }
            t62 = t90;
        }
        i = (int)((long)t59 + t61);
    } else {
        i = t59;
    }
    for (; i < n; i++) {
        t91 = 2 * i;
        t92 = (long)t91;
        ar = a[t92];
        t93 = (long)(t91 + 1);
        ai = a[t93];
        br = b[t92];
        bi = b[t93];
        c[t92] = ar * br - ai * bi;
        c[t93] = ar * bi + ai * br;
        m[i] = ar * ar + ai * ai;
    }
}

/* Fractions with full mantissas, and now and then a special value. */
static float frac(void) {
    uint32_t r = next_rand();
    switch (r % 97) {
    case 0: return 1.0f / 0.0f;
    case 1: return -0.0f;
    case 2: return 0.0f;
    case 3: return __builtin_nanf("");
    default: return (float)((int)(r % 2000003) - 1000001) / 997.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(2 * n, 4), *b = new_array(2 * n, 4), *c = new_array(2 * n, 4);
        float *p = new_array(n, 4), *m = new_array(n, 4);
        double *da = new_array(2 * n, 8), *db = new_array(2 * n, 8), *dc = new_array(2 * n, 8);
        for (int k = 0; k < 2 * n; k++) {
            a[k] = frac(), b[k] = frac();
            da[k] = (double)frac() / 3.0, db[k] = (double)frac() / 7.0;
        }
        cmul(n, c, a, b);
        unsigned long long h1 = HASH(c, 2 * n);
        cmul_commuted(n, dc, da, db);
        unsigned long long h2 = HASH(dc, 2 * n);
        cmul_reloaded(n, dc, da, db);
        h2 ^= HASH(dc, 2 * n) * 3;
        csquare(n, c, a);
        unsigned long long h3 = HASH(c, 2 * n);
        cmul_conj(n, c, a, b);
        unsigned long long h4 = HASH(c, 2 * n);
        cmul_keep(n, c, p, a, b);
        unsigned long long h5 = HASH(c, 2 * n) ^ HASH(p, n);
        cmul_and_norm(n, c, m, a, b);
        unsigned long long h6 = HASH(c, 2 * n) ^ HASH(m, n);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, h1, h2, h3, h4, h5, h6);
        free(a), free(b), free(c), free(p), free(m), free(da), free(db), free(dc);
    }
    return 0;
}
