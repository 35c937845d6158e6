/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Complex multiplies on interleaved re/im pairs (midend loopvec complex.rs): the pairs stay in
   place, multiplied by the other operand's duplicated real and imaginary parts and combined by
   one addsub, with every lane's product and sum rounded as in the scalar code (no fused
   multiply-add). The values have full mantissas, so a contracted or reassociated form would
   print other bits; infinities, zeros of both signs and a NaN are mixed in. */
void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    const float *t8;
    const float *t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    const float *t14;
    const float *t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    float *t20;
    float *t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    long t46;
    int t47;
    long t48;
    long t49;
    long t50;
    int t51;
    long t52;
    const float *t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    const float *t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    float *t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
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
            t10 = vcc_load(vcc_v8_float, t8);
            t11 = vcc_load(vcc_v8_float, t8 + 8);
            t12 = vcc_load(vcc_v8_float, t9);
            t13 = vcc_load(vcc_v8_float, t9 + 8);
            t14 = b + t6;
            t15 = b + t7;
            t16 = vcc_load(vcc_v8_float, t14);
            t17 = vcc_load(vcc_v8_float, t14 + 8);
            t18 = vcc_load(vcc_v8_float, t15);
            t19 = vcc_load(vcc_v8_float, t15 + 8);
            t20 = c + (t4 + 1);
            t21 = c + (t5 + 1);
            t22 = __builtin_shufflevector(t16, t16, 0, 0, 2, 2, 4, 4, 6, 6);
            t23 = __builtin_shufflevector(t16, t16, 1, 1, 3, 3, 5, 5, 7, 7);
            t24 = __builtin_shufflevector(t10, t10, 1, 0, 3, 2, 5, 4, 7, 6);
            t25 = t10 * t22;
            t26 = t24 * t23;
            t27 = __builtin_shufflevector(t25 - t26, t25 + t26, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t20 + -1, t27);
            t28 = __builtin_shufflevector(t17, t17, 0, 0, 2, 2, 4, 4, 6, 6);
            t29 = __builtin_shufflevector(t17, t17, 1, 1, 3, 3, 5, 5, 7, 7);
            t30 = __builtin_shufflevector(t11, t11, 1, 0, 3, 2, 5, 4, 7, 6);
            t31 = t11 * t28;
            t32 = t30 * t29;
            t33 = __builtin_shufflevector(t31 - t32, t31 + t32, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t20 + 7, t33);
            t34 = __builtin_shufflevector(t18, t18, 0, 0, 2, 2, 4, 4, 6, 6);
            t35 = __builtin_shufflevector(t18, t18, 1, 1, 3, 3, 5, 5, 7, 7);
            t36 = __builtin_shufflevector(t12, t12, 1, 0, 3, 2, 5, 4, 7, 6);
            t37 = t12 * t34;
            t38 = t36 * t35;
            t39 = __builtin_shufflevector(t37 - t38, t37 + t38, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t21 + -1, t39);
            t40 = __builtin_shufflevector(t19, t19, 0, 0, 2, 2, 4, 4, 6, 6);
            t41 = __builtin_shufflevector(t19, t19, 1, 1, 3, 3, 5, 5, 7, 7);
            t42 = __builtin_shufflevector(t13, t13, 1, 0, 3, 2, 5, 4, 7, 6);
            t43 = t13 * t40;
            t44 = t42 * t41;
            t45 = __builtin_shufflevector(t43 - t44, t43 + t44, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t21 + 7, t45);
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
            t54 = vcc_load(vcc_v8_float, t53);
            t55 = vcc_load(vcc_v8_float, t53 + 8);
            t56 = b + t52;
            t57 = vcc_load(vcc_v8_float, t56);
            t58 = vcc_load(vcc_v8_float, t56 + 8);
            t59 = c + (t51 + 1);
            t60 = __builtin_shufflevector(t57, t57, 0, 0, 2, 2, 4, 4, 6, 6);
            t61 = __builtin_shufflevector(t57, t57, 1, 1, 3, 3, 5, 5, 7, 7);
            t62 = __builtin_shufflevector(t54, t54, 1, 0, 3, 2, 5, 4, 7, 6);
            t63 = t54 * t60;
            t64 = t62 * t61;
            t65 = __builtin_shufflevector(t63 - t64, t63 + t64, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t59 + -1, t65);
            t66 = __builtin_shufflevector(t58, t58, 0, 0, 2, 2, 4, 4, 6, 6);
            t67 = __builtin_shufflevector(t58, t58, 1, 1, 3, 3, 5, 5, 7, 7);
            t68 = __builtin_shufflevector(t55, t55, 1, 0, 3, 2, 5, 4, 7, 6);
            t69 = t55 * t66;
            t70 = t68 * t67;
            t71 = __builtin_shufflevector(t69 - t70, t69 + t70, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t59 + 7, t71);
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
void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
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
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    const double *t24;
    const double *t25;
    const double *t26;
    const double *t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    vcc_v4_double t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    double *t36;
    double *t37;
    double *t38;
    double *t39;
    vcc_v4_double t40;
    vcc_v4_double t41;
    vcc_v4_double t42;
    vcc_v4_double t43;
    vcc_v4_double t44;
    vcc_v4_double t45;
    vcc_v4_double t46;
    vcc_v4_double t47;
    vcc_v4_double t48;
    vcc_v4_double t49;
    vcc_v4_double t50;
    vcc_v4_double t51;
    vcc_v4_double t52;
    vcc_v4_double t53;
    vcc_v4_double t54;
    vcc_v4_double t55;
    vcc_v4_double t56;
    vcc_v4_double t57;
    vcc_v4_double t58;
    vcc_v4_double t59;
    vcc_v4_double t60;
    vcc_v4_double t61;
    vcc_v4_double t62;
    vcc_v4_double t63;
    vcc_v4_double t64;
    vcc_v4_double t65;
    vcc_v4_double t66;
    vcc_v4_double t67;
    vcc_v4_double t68;
    vcc_v4_double t69;
    vcc_v4_double t70;
    vcc_v4_double t71;
    vcc_v4_double t72;
    vcc_v4_double t73;
    vcc_v4_double t74;
    vcc_v4_double t75;
    vcc_v4_double t76;
    vcc_v4_double t77;
    vcc_v4_double t78;
    vcc_v4_double t79;
    vcc_v4_double t80;
    vcc_v4_double t81;
    vcc_v4_double t82;
    vcc_v4_double t83;
    vcc_v4_double t84;
    vcc_v4_double t85;
    vcc_v4_double t86;
    vcc_v4_double t87;
    long t88;
    int t89;
    long t90;
    long t91;
    long t92;
    int t93;
    long t94;
    const double *t95;
    vcc_v4_double t96;
    vcc_v4_double t97;
    const double *t98;
    vcc_v4_double t99;
    vcc_v4_double t100;
    double *t101;
    vcc_v4_double t102;
    vcc_v4_double t103;
    vcc_v4_double t104;
    vcc_v4_double t105;
    vcc_v4_double t106;
    vcc_v4_double t107;
    vcc_v4_double t108;
    vcc_v4_double t109;
    vcc_v4_double t110;
    vcc_v4_double t111;
    vcc_v4_double t112;
    vcc_v4_double t113;
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
            t16 = vcc_load(vcc_v4_double, t12);
            t17 = vcc_load(vcc_v4_double, t12 + 4);
            t18 = vcc_load(vcc_v4_double, t13);
            t19 = vcc_load(vcc_v4_double, t13 + 4);
            t20 = vcc_load(vcc_v4_double, t14);
            t21 = vcc_load(vcc_v4_double, t14 + 4);
            t22 = vcc_load(vcc_v4_double, t15);
            t23 = vcc_load(vcc_v4_double, t15 + 4);
            t24 = b + t8;
            t25 = b + t9;
            t26 = b + t10;
            t27 = b + t11;
            t28 = vcc_load(vcc_v4_double, t24);
            t29 = vcc_load(vcc_v4_double, t24 + 4);
            t30 = vcc_load(vcc_v4_double, t25);
            t31 = vcc_load(vcc_v4_double, t25 + 4);
            t32 = vcc_load(vcc_v4_double, t26);
            t33 = vcc_load(vcc_v4_double, t26 + 4);
            t34 = vcc_load(vcc_v4_double, t27);
            t35 = vcc_load(vcc_v4_double, t27 + 4);
            t36 = c + (t4 + 1);
            t37 = c + (t5 + 1);
            t38 = c + (t6 + 1);
            t39 = c + (t7 + 1);
            t40 = __builtin_shufflevector(t28, t28, 0, 0, 2, 2);
            t41 = __builtin_shufflevector(t28, t28, 1, 1, 3, 3);
            t42 = __builtin_shufflevector(t16, t16, 1, 0, 3, 2);
            t43 = t16 * t40;
            t44 = t42 * t41;
            t45 = __builtin_shufflevector(t43 - t44, t43 + t44, 0, 5, 2, 7);
            vcc_store(t36 + -1, t45);
            t46 = __builtin_shufflevector(t29, t29, 0, 0, 2, 2);
            t47 = __builtin_shufflevector(t29, t29, 1, 1, 3, 3);
            t48 = __builtin_shufflevector(t17, t17, 1, 0, 3, 2);
            t49 = t17 * t46;
            t50 = t48 * t47;
            t51 = __builtin_shufflevector(t49 - t50, t49 + t50, 0, 5, 2, 7);
            vcc_store(t36 + 3, t51);
            t52 = __builtin_shufflevector(t30, t30, 0, 0, 2, 2);
            t53 = __builtin_shufflevector(t30, t30, 1, 1, 3, 3);
            t54 = __builtin_shufflevector(t18, t18, 1, 0, 3, 2);
            t55 = t18 * t52;
            t56 = t54 * t53;
            t57 = __builtin_shufflevector(t55 - t56, t55 + t56, 0, 5, 2, 7);
            vcc_store(t37 + -1, t57);
            t58 = __builtin_shufflevector(t31, t31, 0, 0, 2, 2);
            t59 = __builtin_shufflevector(t31, t31, 1, 1, 3, 3);
            t60 = __builtin_shufflevector(t19, t19, 1, 0, 3, 2);
            t61 = t19 * t58;
            t62 = t60 * t59;
            t63 = __builtin_shufflevector(t61 - t62, t61 + t62, 0, 5, 2, 7);
            vcc_store(t37 + 3, t63);
            t64 = __builtin_shufflevector(t32, t32, 0, 0, 2, 2);
            t65 = __builtin_shufflevector(t32, t32, 1, 1, 3, 3);
            t66 = __builtin_shufflevector(t20, t20, 1, 0, 3, 2);
            t67 = t20 * t64;
            t68 = t66 * t65;
            t69 = __builtin_shufflevector(t67 - t68, t67 + t68, 0, 5, 2, 7);
            vcc_store(t38 + -1, t69);
            t70 = __builtin_shufflevector(t33, t33, 0, 0, 2, 2);
            t71 = __builtin_shufflevector(t33, t33, 1, 1, 3, 3);
            t72 = __builtin_shufflevector(t21, t21, 1, 0, 3, 2);
            t73 = t21 * t70;
            t74 = t72 * t71;
            t75 = __builtin_shufflevector(t73 - t74, t73 + t74, 0, 5, 2, 7);
            vcc_store(t38 + 3, t75);
            t76 = __builtin_shufflevector(t34, t34, 0, 0, 2, 2);
            t77 = __builtin_shufflevector(t34, t34, 1, 1, 3, 3);
            t78 = __builtin_shufflevector(t22, t22, 1, 0, 3, 2);
            t79 = t22 * t76;
            t80 = t78 * t77;
            t81 = __builtin_shufflevector(t79 - t80, t79 + t80, 0, 5, 2, 7);
            vcc_store(t39 + -1, t81);
            t82 = __builtin_shufflevector(t35, t35, 0, 0, 2, 2);
            t83 = __builtin_shufflevector(t35, t35, 1, 1, 3, 3);
            t84 = __builtin_shufflevector(t23, t23, 1, 0, 3, 2);
            t85 = t23 * t82;
            t86 = t84 * t83;
            t87 = __builtin_shufflevector(t85 - t86, t85 + t86, 0, 5, 2, 7);
            vcc_store(t39 + 3, t87);
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
            t96 = vcc_load(vcc_v4_double, t95);
            t97 = vcc_load(vcc_v4_double, t95 + 4);
            t98 = b + t94;
            t99 = vcc_load(vcc_v4_double, t98);
            t100 = vcc_load(vcc_v4_double, t98 + 4);
            t101 = c + (t93 + 1);
            t102 = __builtin_shufflevector(t99, t99, 0, 0, 2, 2);
            t103 = __builtin_shufflevector(t99, t99, 1, 1, 3, 3);
            t104 = __builtin_shufflevector(t96, t96, 1, 0, 3, 2);
            t105 = t96 * t102;
            t106 = t104 * t103;
            t107 = __builtin_shufflevector(t105 - t106, t105 + t106, 0, 5, 2, 7);
            vcc_store(t101 + -1, t107);
            t108 = __builtin_shufflevector(t100, t100, 0, 0, 2, 2);
            t109 = __builtin_shufflevector(t100, t100, 1, 1, 3, 3);
            t110 = __builtin_shufflevector(t97, t97, 1, 0, 3, 2);
            t111 = t97 * t108;
            t112 = t110 * t109;
            t113 = __builtin_shufflevector(t111 - t112, t111 + t112, 0, 5, 2, 7);
            vcc_store(t101 + 3, t113);
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
void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    const double *t8;
    const double *t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    const double *t18;
    const double *t19;
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    long t30;
    long t31;
    const double *t32;
    const double *t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    vcc_v4_double t37;
    double *t38;
    double *t39;
    vcc_v4_double t40;
    vcc_v4_double t41;
    vcc_v4_double t42;
    vcc_v4_double t43;
    vcc_v4_double t44;
    vcc_v4_double t45;
    vcc_v4_double t46;
    vcc_v4_double t47;
    vcc_v4_double t48;
    vcc_v4_double t49;
    vcc_v4_double t50;
    vcc_v4_double t51;
    vcc_v4_double t52;
    vcc_v4_double t53;
    vcc_v4_double t54;
    vcc_v4_double t55;
    vcc_v4_double t56;
    vcc_v4_double t57;
    vcc_v4_double t58;
    vcc_v4_double t59;
    vcc_v4_double t60;
    vcc_v4_double t61;
    vcc_v4_double t62;
    vcc_v4_double t63;
    vcc_v4_double t64;
    vcc_v4_double t65;
    long t66;
    int t67;
    long t68;
    long t69;
    long t70;
    int t71;
    long t72;
    const double *t73;
    vcc_v4_double t74;
    vcc_v4_double t75;
    vcc_v4_double t76;
    vcc_v4_double t77;
    const double *t78;
    vcc_v4_double t79;
    vcc_v4_double t80;
    vcc_v4_double t81;
    vcc_v4_double t82;
    vcc_v4_double t83;
    long t84;
    const double *t85;
    vcc_v4_double t86;
    vcc_v4_double t87;
    double *t88;
    vcc_v4_double t89;
    vcc_v4_double t90;
    vcc_v4_double t91;
    vcc_v4_double t92;
    vcc_v4_double t93;
    vcc_v4_double t94;
    vcc_v4_double t95;
    vcc_v4_double t96;
    vcc_v4_double t97;
    vcc_v4_double t98;
    vcc_v4_double t99;
    vcc_v4_double t100;
    vcc_v4_double t101;
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
            t10 = vcc_load(vcc_v4_double, t8);
            t11 = vcc_load(vcc_v4_double, t8 + 4);
            t12 = __builtin_shufflevector(t10, t11, 0, 2, 4, 6);
            t13 = __builtin_shufflevector(t10, t11, 1, 3, 5, 7);
            t14 = vcc_load(vcc_v4_double, t9);
            t15 = vcc_load(vcc_v4_double, t9 + 4);
            t16 = __builtin_shufflevector(t14, t15, 0, 2, 4, 6);
            t17 = __builtin_shufflevector(t14, t15, 1, 3, 5, 7);
            t18 = a + t6;
            t19 = a + t7;
            t20 = vcc_load(vcc_v4_double, t18);
            t21 = vcc_load(vcc_v4_double, t18 + 4);
            t22 = __builtin_shufflevector(t20, t21, 0, 2, 4, 6);
            t23 = __builtin_shufflevector(t20, t21, 1, 3, 5, 7);
            t24 = vcc_load(vcc_v4_double, t19);
            t25 = vcc_load(vcc_v4_double, t19 + 4);
            t26 = __builtin_shufflevector(t24, t25, 0, 2, 4, 6);
            t27 = __builtin_shufflevector(t24, t25, 1, 3, 5, 7);
            t28 = t12 * t22;
            t29 = t16 * t26;
            t30 = (long)(t4 + 1);
            t31 = (long)(t5 + 1);
            t32 = a + t30;
            t33 = a + t31;
            t34 = t13 * t23;
            t35 = t17 * t27;
            t36 = t28 - t34;
            t37 = t29 - t35;
            t38 = c + t30;
            t39 = c + t31;
            t40 = vcc_load(vcc_v4_double, t8);
            t41 = vcc_load(vcc_v4_double, t8 + 4);
            t42 = __builtin_shufflevector(t40, t41, 0, 2, 4, 6);
            t43 = __builtin_shufflevector(t40, t41, 1, 3, 5, 7);
            t44 = vcc_load(vcc_v4_double, t9);
            t45 = vcc_load(vcc_v4_double, t9 + 4);
            t46 = __builtin_shufflevector(t44, t45, 0, 2, 4, 6);
            t47 = __builtin_shufflevector(t44, t45, 1, 3, 5, 7);
            t48 = vcc_load(vcc_v4_double, t32 + -1);
            t49 = vcc_load(vcc_v4_double, t32 + 3);
            t50 = __builtin_shufflevector(t48, t49, 1, 3, 5, 7);
            t51 = __builtin_shufflevector(t48, t49, 0, 2, 4, 6);
            t52 = vcc_load(vcc_v4_double, t33 + -1);
            t53 = vcc_load(vcc_v4_double, t33 + 3);
            t54 = __builtin_shufflevector(t52, t53, 1, 3, 5, 7);
            t55 = __builtin_shufflevector(t52, t53, 0, 2, 4, 6);
            t56 = t42 * t50;
            t57 = t46 * t54;
            t58 = t51 * t43;
            t59 = t55 * t47;
            t60 = t56 + t58;
            t61 = t57 + t59;
            t62 = __builtin_shufflevector(t36, t60, 0, 4, 1, 5);
            vcc_store(t38 + -1, t62);
            t63 = __builtin_shufflevector(t36, t60, 2, 6, 3, 7);
            vcc_store(t38 + 3, t63);
            t64 = __builtin_shufflevector(t37, t61, 0, 4, 1, 5);
            vcc_store(t39 + -1, t64);
            t65 = __builtin_shufflevector(t37, t61, 2, 6, 3, 7);
            vcc_store(t39 + 3, t65);
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
            t74 = vcc_load(vcc_v4_double, t73);
            t75 = vcc_load(vcc_v4_double, t73 + 4);
            t76 = __builtin_shufflevector(t74, t75, 0, 2, 4, 6);
            t77 = __builtin_shufflevector(t74, t75, 1, 3, 5, 7);
            t78 = a + t72;
            t79 = vcc_load(vcc_v4_double, t78);
            t80 = vcc_load(vcc_v4_double, t78 + 4);
            t81 = __builtin_shufflevector(t79, t80, 0, 2, 4, 6);
            t82 = __builtin_shufflevector(t79, t80, 1, 3, 5, 7);
            t83 = t76 * t81;
            t84 = (long)(t71 + 1);
            t85 = a + t84;
            t86 = t77 * t82;
            t87 = t83 - t86;
            t88 = c + t84;
            t89 = vcc_load(vcc_v4_double, t73);
            t90 = vcc_load(vcc_v4_double, t73 + 4);
            t91 = __builtin_shufflevector(t89, t90, 0, 2, 4, 6);
            t92 = __builtin_shufflevector(t89, t90, 1, 3, 5, 7);
            t93 = vcc_load(vcc_v4_double, t85 + -1);
            t94 = vcc_load(vcc_v4_double, t85 + 3);
            t95 = __builtin_shufflevector(t93, t94, 1, 3, 5, 7);
            t96 = __builtin_shufflevector(t93, t94, 0, 2, 4, 6);
            t97 = t91 * t95;
            t98 = t96 * t92;
            t99 = t97 + t98;
            t100 = __builtin_shufflevector(t87, t99, 0, 4, 1, 5);
            vcc_store(t88 + -1, t100);
            t101 = __builtin_shufflevector(t87, t99, 2, 6, 3, 7);
            vcc_store(t88 + 3, t101);
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
void csquare(int n, float *restrict c, const float *restrict z) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    const float *t6;
    const float *t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    float *t12;
    float *t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    long t38;
    int t39;
    long t40;
    long t41;
    long t42;
    int t43;
    const float *t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    float *t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
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
            t8 = vcc_load(vcc_v8_float, t6);
            t9 = vcc_load(vcc_v8_float, t6 + 8);
            t10 = vcc_load(vcc_v8_float, t7);
            t11 = vcc_load(vcc_v8_float, t7 + 8);
            t12 = c + (t4 + 1);
            t13 = c + (t5 + 1);
            t14 = __builtin_shufflevector(t8, t8, 0, 0, 2, 2, 4, 4, 6, 6);
            t15 = __builtin_shufflevector(t8, t8, 1, 1, 3, 3, 5, 5, 7, 7);
            t16 = __builtin_shufflevector(t8, t8, 1, 0, 3, 2, 5, 4, 7, 6);
            t17 = t8 * t14;
            t18 = t16 * t15;
            t19 = __builtin_shufflevector(t17 - t18, t17 + t18, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t12 + -1, t19);
            t20 = __builtin_shufflevector(t9, t9, 0, 0, 2, 2, 4, 4, 6, 6);
            t21 = __builtin_shufflevector(t9, t9, 1, 1, 3, 3, 5, 5, 7, 7);
            t22 = __builtin_shufflevector(t9, t9, 1, 0, 3, 2, 5, 4, 7, 6);
            t23 = t9 * t20;
            t24 = t22 * t21;
            t25 = __builtin_shufflevector(t23 - t24, t23 + t24, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t12 + 7, t25);
            t26 = __builtin_shufflevector(t10, t10, 0, 0, 2, 2, 4, 4, 6, 6);
            t27 = __builtin_shufflevector(t10, t10, 1, 1, 3, 3, 5, 5, 7, 7);
            t28 = __builtin_shufflevector(t10, t10, 1, 0, 3, 2, 5, 4, 7, 6);
            t29 = t10 * t26;
            t30 = t28 * t27;
            t31 = __builtin_shufflevector(t29 - t30, t29 + t30, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t13 + -1, t31);
            t32 = __builtin_shufflevector(t11, t11, 0, 0, 2, 2, 4, 4, 6, 6);
            t33 = __builtin_shufflevector(t11, t11, 1, 1, 3, 3, 5, 5, 7, 7);
            t34 = __builtin_shufflevector(t11, t11, 1, 0, 3, 2, 5, 4, 7, 6);
            t35 = t11 * t32;
            t36 = t34 * t33;
            t37 = __builtin_shufflevector(t35 - t36, t35 + t36, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t13 + 7, t37);
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
            t45 = vcc_load(vcc_v8_float, t44);
            t46 = vcc_load(vcc_v8_float, t44 + 8);
            t47 = c + (t43 + 1);
            t48 = __builtin_shufflevector(t45, t45, 0, 0, 2, 2, 4, 4, 6, 6);
            t49 = __builtin_shufflevector(t45, t45, 1, 1, 3, 3, 5, 5, 7, 7);
            t50 = __builtin_shufflevector(t45, t45, 1, 0, 3, 2, 5, 4, 7, 6);
            t51 = t45 * t48;
            t52 = t50 * t49;
            t53 = __builtin_shufflevector(t51 - t52, t51 + t52, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t47 + -1, t53);
            t54 = __builtin_shufflevector(t46, t46, 0, 0, 2, 2, 4, 4, 6, 6);
            t55 = __builtin_shufflevector(t46, t46, 1, 1, 3, 3, 5, 5, 7, 7);
            t56 = __builtin_shufflevector(t46, t46, 1, 0, 3, 2, 5, 4, 7, 6);
            t57 = t46 * t54;
            t58 = t56 * t55;
            t59 = __builtin_shufflevector(t57 - t58, t57 + t58, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t47 + 7, t59);
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
void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    const float *t8;
    const float *t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    const float *t18;
    const float *t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    float *t34;
    float *t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    long t46;
    int t47;
    long t48;
    long t49;
    long t50;
    int t51;
    long t52;
    const float *t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    const float *t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    float *t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
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
            t10 = vcc_load(vcc_v8_float, t8);
            t11 = vcc_load(vcc_v8_float, t8 + 8);
            t12 = __builtin_shufflevector(t10, t11, 0, 2, 4, 6, 8, 10, 12, 14);
            t13 = __builtin_shufflevector(t10, t11, 1, 3, 5, 7, 9, 11, 13, 15);
            t14 = vcc_load(vcc_v8_float, t9);
            t15 = vcc_load(vcc_v8_float, t9 + 8);
            t16 = __builtin_shufflevector(t14, t15, 0, 2, 4, 6, 8, 10, 12, 14);
            t17 = __builtin_shufflevector(t14, t15, 1, 3, 5, 7, 9, 11, 13, 15);
            t18 = b + t6;
            t19 = b + t7;
            t20 = vcc_load(vcc_v8_float, t18);
            t21 = vcc_load(vcc_v8_float, t18 + 8);
            t22 = __builtin_shufflevector(t20, t21, 0, 2, 4, 6, 8, 10, 12, 14);
            t23 = __builtin_shufflevector(t20, t21, 1, 3, 5, 7, 9, 11, 13, 15);
            t24 = vcc_load(vcc_v8_float, t19);
            t25 = vcc_load(vcc_v8_float, t19 + 8);
            t26 = __builtin_shufflevector(t24, t25, 0, 2, 4, 6, 8, 10, 12, 14);
            t27 = __builtin_shufflevector(t24, t25, 1, 3, 5, 7, 9, 11, 13, 15);
            t28 = t12 * t22;
            t29 = t16 * t26;
            t30 = t13 * t23;
            t31 = t17 * t27;
            t32 = t28 + t30;
            t33 = t29 + t31;
            t34 = c + (t4 + 1);
            t35 = c + (t5 + 1);
            t36 = t13 * t22;
            t37 = t17 * t26;
            t38 = t12 * t23;
            t39 = t16 * t27;
            t40 = t36 - t38;
            t41 = t37 - t39;
            t42 = __builtin_shufflevector(t32, t40, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t34 + -1, t42);
            t43 = __builtin_shufflevector(t32, t40, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t34 + 7, t43);
            t44 = __builtin_shufflevector(t33, t41, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t35 + -1, t44);
            t45 = __builtin_shufflevector(t33, t41, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t35 + 7, t45);
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
            t54 = vcc_load(vcc_v8_float, t53);
            t55 = vcc_load(vcc_v8_float, t53 + 8);
            t56 = __builtin_shufflevector(t54, t55, 0, 2, 4, 6, 8, 10, 12, 14);
            t57 = __builtin_shufflevector(t54, t55, 1, 3, 5, 7, 9, 11, 13, 15);
            t58 = b + t52;
            t59 = vcc_load(vcc_v8_float, t58);
            t60 = vcc_load(vcc_v8_float, t58 + 8);
            t61 = __builtin_shufflevector(t59, t60, 0, 2, 4, 6, 8, 10, 12, 14);
            t62 = __builtin_shufflevector(t59, t60, 1, 3, 5, 7, 9, 11, 13, 15);
            t63 = t56 * t61;
            t64 = t57 * t62;
            t65 = t63 + t64;
            t66 = c + (t51 + 1);
            t67 = t57 * t61;
            t68 = t56 * t62;
            t69 = t67 - t68;
            t70 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t66 + -1, t70);
            t71 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t66 + 7, t71);
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
void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
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
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    const float *t20;
    const float *t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    long t32;
    long t33;
    const float *t34;
    const float *t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    float *t40;
    float *t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    long t68;
    int t69;
    long t70;
    long t71;
    long t72;
    int t73;
    int t74;
    long t75;
    const float *t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_v8_float t80;
    const float *t81;
    vcc_v8_float t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    long t87;
    const float *t88;
    vcc_v8_float t89;
    vcc_v8_float t90;
    float *t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_float t94;
    vcc_v8_float t95;
    vcc_v8_float t96;
    vcc_v8_float t97;
    vcc_v8_float t98;
    vcc_v8_float t99;
    vcc_v8_float t100;
    vcc_v8_float t101;
    vcc_v8_float t102;
    vcc_v8_float t103;
    vcc_v8_float t104;
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
            t12 = vcc_load(vcc_v8_float, t10);
            t13 = vcc_load(vcc_v8_float, t10 + 8);
            t14 = __builtin_shufflevector(t12, t13, 0, 2, 4, 6, 8, 10, 12, 14);
            t15 = __builtin_shufflevector(t12, t13, 1, 3, 5, 7, 9, 11, 13, 15);
            t16 = vcc_load(vcc_v8_float, t11);
            t17 = vcc_load(vcc_v8_float, t11 + 8);
            t18 = __builtin_shufflevector(t16, t17, 0, 2, 4, 6, 8, 10, 12, 14);
            t19 = __builtin_shufflevector(t16, t17, 1, 3, 5, 7, 9, 11, 13, 15);
            t20 = b + t8;
            t21 = b + t9;
            t22 = vcc_load(vcc_v8_float, t20);
            t23 = vcc_load(vcc_v8_float, t20 + 8);
            t24 = __builtin_shufflevector(t22, t23, 0, 2, 4, 6, 8, 10, 12, 14);
            t25 = __builtin_shufflevector(t22, t23, 1, 3, 5, 7, 9, 11, 13, 15);
            t26 = vcc_load(vcc_v8_float, t21);
            t27 = vcc_load(vcc_v8_float, t21 + 8);
            t28 = __builtin_shufflevector(t26, t27, 0, 2, 4, 6, 8, 10, 12, 14);
            t29 = __builtin_shufflevector(t26, t27, 1, 3, 5, 7, 9, 11, 13, 15);
            t30 = t14 * t24;
            t31 = t18 * t28;
            t32 = (long)(t6 + 1);
            t33 = (long)(t7 + 1);
            t34 = b + t32;
            t35 = b + t33;
            t36 = t15 * t25;
            t37 = t19 * t29;
            t38 = t30 - t36;
            t39 = t31 - t37;
            t40 = c + t32;
            t41 = c + t33;
            t42 = vcc_load(vcc_v8_float, t10);
            t43 = vcc_load(vcc_v8_float, t10 + 8);
            t44 = __builtin_shufflevector(t42, t43, 0, 2, 4, 6, 8, 10, 12, 14);
            t45 = __builtin_shufflevector(t42, t43, 1, 3, 5, 7, 9, 11, 13, 15);
            t46 = vcc_load(vcc_v8_float, t11);
            t47 = vcc_load(vcc_v8_float, t11 + 8);
            t48 = __builtin_shufflevector(t46, t47, 0, 2, 4, 6, 8, 10, 12, 14);
            t49 = __builtin_shufflevector(t46, t47, 1, 3, 5, 7, 9, 11, 13, 15);
            t50 = vcc_load(vcc_v8_float, t34 + -1);
            t51 = vcc_load(vcc_v8_float, t34 + 7);
            t52 = __builtin_shufflevector(t50, t51, 1, 3, 5, 7, 9, 11, 13, 15);
            t53 = __builtin_shufflevector(t50, t51, 0, 2, 4, 6, 8, 10, 12, 14);
            t54 = vcc_load(vcc_v8_float, t35 + -1);
            t55 = vcc_load(vcc_v8_float, t35 + 7);
            t56 = __builtin_shufflevector(t54, t55, 1, 3, 5, 7, 9, 11, 13, 15);
            t57 = __builtin_shufflevector(t54, t55, 0, 2, 4, 6, 8, 10, 12, 14);
            t58 = t44 * t52;
            t59 = t48 * t56;
            t60 = t45 * t53;
            t61 = t49 * t57;
            t62 = t58 + t60;
            t63 = t59 + t61;
            t64 = __builtin_shufflevector(t38, t62, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t40 + -1, t64);
            t65 = __builtin_shufflevector(t38, t62, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t40 + 7, t65);
            t66 = __builtin_shufflevector(t39, t63, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t41 + -1, t66);
            t67 = __builtin_shufflevector(t39, t63, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t41 + 7, t67);
            vcc_store(p + t4, t30);
            vcc_store(p + t5, t31);
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
            t77 = vcc_load(vcc_v8_float, t76);
            t78 = vcc_load(vcc_v8_float, t76 + 8);
            t79 = __builtin_shufflevector(t77, t78, 0, 2, 4, 6, 8, 10, 12, 14);
            t80 = __builtin_shufflevector(t77, t78, 1, 3, 5, 7, 9, 11, 13, 15);
            t81 = b + t75;
            t82 = vcc_load(vcc_v8_float, t81);
            t83 = vcc_load(vcc_v8_float, t81 + 8);
            t84 = __builtin_shufflevector(t82, t83, 0, 2, 4, 6, 8, 10, 12, 14);
            t85 = __builtin_shufflevector(t82, t83, 1, 3, 5, 7, 9, 11, 13, 15);
            t86 = t79 * t84;
            t87 = (long)(t74 + 1);
            t88 = b + t87;
            t89 = t80 * t85;
            t90 = t86 - t89;
            t91 = c + t87;
            t92 = vcc_load(vcc_v8_float, t76);
            t93 = vcc_load(vcc_v8_float, t76 + 8);
            t94 = __builtin_shufflevector(t92, t93, 0, 2, 4, 6, 8, 10, 12, 14);
            t95 = __builtin_shufflevector(t92, t93, 1, 3, 5, 7, 9, 11, 13, 15);
            t96 = vcc_load(vcc_v8_float, t88 + -1);
            t97 = vcc_load(vcc_v8_float, t88 + 7);
            t98 = __builtin_shufflevector(t96, t97, 1, 3, 5, 7, 9, 11, 13, 15);
            t99 = __builtin_shufflevector(t96, t97, 0, 2, 4, 6, 8, 10, 12, 14);
            t100 = t94 * t98;
            t101 = t95 * t99;
            t102 = t100 + t101;
            t103 = __builtin_shufflevector(t90, t102, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t91 + -1, t103);
            t104 = __builtin_shufflevector(t90, t102, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t91 + 7, t104);
            vcc_store(p + t73, t86);
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
void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
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
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    const float *t20;
    const float *t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    float *t26;
    float *t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    long t58;
    int t59;
    long t60;
    long t61;
    long t62;
    int t63;
    int t64;
    long t65;
    const float *t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    const float *t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    float *t74;
    vcc_v8_float t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_v8_float t80;
    vcc_v8_float t81;
    vcc_v8_float t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    vcc_v8_float t87;
    vcc_v8_float t88;
    vcc_v8_float t89;
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
            t12 = vcc_load(vcc_v8_float, t10);
            t13 = vcc_load(vcc_v8_float, t10 + 8);
            t14 = __builtin_shufflevector(t12, t13, 0, 2, 4, 6, 8, 10, 12, 14);
            t15 = __builtin_shufflevector(t12, t13, 1, 3, 5, 7, 9, 11, 13, 15);
            t16 = vcc_load(vcc_v8_float, t11);
            t17 = vcc_load(vcc_v8_float, t11 + 8);
            t18 = __builtin_shufflevector(t16, t17, 0, 2, 4, 6, 8, 10, 12, 14);
            t19 = __builtin_shufflevector(t16, t17, 1, 3, 5, 7, 9, 11, 13, 15);
            t20 = b + t8;
            t21 = b + t9;
            t22 = vcc_load(vcc_v8_float, t20);
            t23 = vcc_load(vcc_v8_float, t20 + 8);
            t24 = vcc_load(vcc_v8_float, t21);
            t25 = vcc_load(vcc_v8_float, t21 + 8);
            t26 = c + (t6 + 1);
            t27 = c + (t7 + 1);
            t28 = __builtin_shufflevector(t22, t22, 0, 0, 2, 2, 4, 4, 6, 6);
            t29 = __builtin_shufflevector(t22, t22, 1, 1, 3, 3, 5, 5, 7, 7);
            t30 = __builtin_shufflevector(t12, t12, 1, 0, 3, 2, 5, 4, 7, 6);
            t31 = t12 * t28;
            t32 = t30 * t29;
            t33 = __builtin_shufflevector(t31 - t32, t31 + t32, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t26 + -1, t33);
            t34 = __builtin_shufflevector(t23, t23, 0, 0, 2, 2, 4, 4, 6, 6);
            t35 = __builtin_shufflevector(t23, t23, 1, 1, 3, 3, 5, 5, 7, 7);
            t36 = __builtin_shufflevector(t13, t13, 1, 0, 3, 2, 5, 4, 7, 6);
            t37 = t13 * t34;
            t38 = t36 * t35;
            t39 = __builtin_shufflevector(t37 - t38, t37 + t38, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t26 + 7, t39);
            t40 = __builtin_shufflevector(t24, t24, 0, 0, 2, 2, 4, 4, 6, 6);
            t41 = __builtin_shufflevector(t24, t24, 1, 1, 3, 3, 5, 5, 7, 7);
            t42 = __builtin_shufflevector(t16, t16, 1, 0, 3, 2, 5, 4, 7, 6);
            t43 = t16 * t40;
            t44 = t42 * t41;
            t45 = __builtin_shufflevector(t43 - t44, t43 + t44, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t27 + -1, t45);
            t46 = __builtin_shufflevector(t25, t25, 0, 0, 2, 2, 4, 4, 6, 6);
            t47 = __builtin_shufflevector(t25, t25, 1, 1, 3, 3, 5, 5, 7, 7);
            t48 = __builtin_shufflevector(t17, t17, 1, 0, 3, 2, 5, 4, 7, 6);
            t49 = t17 * t46;
            t50 = t48 * t47;
            t51 = __builtin_shufflevector(t49 - t50, t49 + t50, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t27 + 7, t51);
            t52 = t14 * t14;
            t53 = t18 * t18;
            t54 = t15 * t15;
            t55 = t19 * t19;
            t56 = t52 + t54;
            t57 = t53 + t55;
            vcc_store(m + t4, t56);
            vcc_store(m + t5, t57);
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
            t67 = vcc_load(vcc_v8_float, t66);
            t68 = vcc_load(vcc_v8_float, t66 + 8);
            t69 = __builtin_shufflevector(t67, t68, 0, 2, 4, 6, 8, 10, 12, 14);
            t70 = __builtin_shufflevector(t67, t68, 1, 3, 5, 7, 9, 11, 13, 15);
            t71 = b + t65;
            t72 = vcc_load(vcc_v8_float, t71);
            t73 = vcc_load(vcc_v8_float, t71 + 8);
            t74 = c + (t64 + 1);
            t75 = __builtin_shufflevector(t72, t72, 0, 0, 2, 2, 4, 4, 6, 6);
            t76 = __builtin_shufflevector(t72, t72, 1, 1, 3, 3, 5, 5, 7, 7);
            t77 = __builtin_shufflevector(t67, t67, 1, 0, 3, 2, 5, 4, 7, 6);
            t78 = t67 * t75;
            t79 = t77 * t76;
            t80 = __builtin_shufflevector(t78 - t79, t78 + t79, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t74 + -1, t80);
            t81 = __builtin_shufflevector(t73, t73, 0, 0, 2, 2, 4, 4, 6, 6);
            t82 = __builtin_shufflevector(t73, t73, 1, 1, 3, 3, 5, 5, 7, 7);
            t83 = __builtin_shufflevector(t68, t68, 1, 0, 3, 2, 5, 4, 7, 6);
            t84 = t68 * t81;
            t85 = t83 * t82;
            t86 = __builtin_shufflevector(t84 - t85, t84 + t85, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t74 + 7, t86);
            t87 = t69 * t69;
            t88 = t70 * t70;
            t89 = t87 + t88;
            vcc_store(m + t63, t89);
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
