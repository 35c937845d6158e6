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
    int t47;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            long t6 = (long)t5;
            const float *t7 = a + t6;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t7 + 8);
            const float *t10 = b + t6;
            vcc_v8_float t11 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, t10 + 8);
            float *t13 = c + (t5 + 1);
            vcc_v8_float t14 = __builtin_shufflevector(t11, t11, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t15 = __builtin_shufflevector(t11, t11, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t16 = __builtin_shufflevector(t8, t8, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t17 = t8 * t14;
            vcc_v8_float t18 = t16 * t15;
            vcc_v8_float t19 = __builtin_shufflevector(t17 - t18, t17 + t18, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t13 + -1, t19);
            vcc_v8_float t20 = __builtin_shufflevector(t12, t12, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t21 = __builtin_shufflevector(t12, t12, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t22 = __builtin_shufflevector(t9, t9, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t23 = t9 * t20;
            vcc_v8_float t24 = t22 * t21;
            vcc_v8_float t25 = __builtin_shufflevector(t23 - t24, t23 + t24, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t13 + 7, t25);
            int t26 = 2 * (int)(t1 + 8L);
            long t27 = (long)t26;
            const float *t28 = a + t27;
            vcc_v8_float t29 = vcc_load(vcc_v8_float, t28);
            vcc_v8_float t30 = vcc_load(vcc_v8_float, t28 + 8);
            const float *t31 = b + t27;
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t31);
            vcc_v8_float t33 = vcc_load(vcc_v8_float, t31 + 8);
            float *t34 = c + (t26 + 1);
            vcc_v8_float t35 = __builtin_shufflevector(t32, t32, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t36 = __builtin_shufflevector(t32, t32, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t37 = __builtin_shufflevector(t29, t29, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t38 = t29 * t35;
            vcc_v8_float t39 = t37 * t36;
            vcc_v8_float t40 = __builtin_shufflevector(t38 - t39, t38 + t39, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t34 + -1, t40);
            vcc_v8_float t41 = __builtin_shufflevector(t33, t33, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t42 = __builtin_shufflevector(t33, t33, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t43 = __builtin_shufflevector(t30, t30, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t44 = t30 * t41;
            vcc_v8_float t45 = t43 * t42;
            vcc_v8_float t46 = __builtin_shufflevector(t44 - t45, t44 + t45, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t34 + 7, t46);
            t1 += 16L;
        } while (t1 < t4);
        t47 = (int)t4;
    } else {
        t47 = 0;
    }
    long t48 = (long)n + (long)t47 * -1L;
    if (t48 >= 8L) {
        long t49 = t48 & -8L;
        long t2 = 0L;
        do {
            int t50 = 2 * (int)((long)t47 + t2);
            long t51 = (long)t50;
            const float *t52 = a + t51;
            vcc_v8_float t53 = vcc_load(vcc_v8_float, t52);
            vcc_v8_float t54 = vcc_load(vcc_v8_float, t52 + 8);
            const float *t55 = b + t51;
            vcc_v8_float t56 = vcc_load(vcc_v8_float, t55);
            vcc_v8_float t57 = vcc_load(vcc_v8_float, t55 + 8);
            float *t58 = c + (t50 + 1);
            vcc_v8_float t59 = __builtin_shufflevector(t56, t56, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t60 = __builtin_shufflevector(t56, t56, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t61 = __builtin_shufflevector(t53, t53, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t62 = t53 * t59;
            vcc_v8_float t63 = t61 * t60;
            vcc_v8_float t64 = __builtin_shufflevector(t62 - t63, t62 + t63, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t58 + -1, t64);
            vcc_v8_float t65 = __builtin_shufflevector(t57, t57, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t66 = __builtin_shufflevector(t57, t57, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t67 = __builtin_shufflevector(t54, t54, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t68 = t54 * t65;
            vcc_v8_float t69 = t67 * t66;
            vcc_v8_float t70 = __builtin_shufflevector(t68 - t69, t68 + t69, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t58 + 7, t70);
            t2 += 8L;
        } while (t2 < t49);
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        int t71 = 2 * i;
        long t72 = (long)t71;
        float ar = a[t72];
        long t73 = (long)(t71 + 1);
        float ai = a[t73];
        float br = b[t72];
        float bi = b[t73];
        c[t72] = ar * br - ai * bi;
        c[t73] = ar * bi + ai * br;
    }
}

/* Operands of the products and of the sum in the other order, on doubles. */
void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t89;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            long t6 = (long)t5;
            const double *t7 = a + t6;
            vcc_v4_double t8 = vcc_load(vcc_v4_double, t7);
            vcc_v4_double t9 = vcc_load(vcc_v4_double, t7 + 4);
            const double *t10 = b + t6;
            vcc_v4_double t11 = vcc_load(vcc_v4_double, t10);
            vcc_v4_double t12 = vcc_load(vcc_v4_double, t10 + 4);
            double *t13 = c + (t5 + 1);
            vcc_v4_double t14 = __builtin_shufflevector(t11, t11, 0, 0, 2, 2);
            vcc_v4_double t15 = __builtin_shufflevector(t11, t11, 1, 1, 3, 3);
            vcc_v4_double t16 = __builtin_shufflevector(t8, t8, 1, 0, 3, 2);
            vcc_v4_double t17 = t8 * t14;
            vcc_v4_double t18 = t16 * t15;
            vcc_v4_double t19 = __builtin_shufflevector(t17 - t18, t17 + t18, 0, 5, 2, 7);
            vcc_store(t13 + -1, t19);
            vcc_v4_double t20 = __builtin_shufflevector(t12, t12, 0, 0, 2, 2);
            vcc_v4_double t21 = __builtin_shufflevector(t12, t12, 1, 1, 3, 3);
            vcc_v4_double t22 = __builtin_shufflevector(t9, t9, 1, 0, 3, 2);
            vcc_v4_double t23 = t9 * t20;
            vcc_v4_double t24 = t22 * t21;
            vcc_v4_double t25 = __builtin_shufflevector(t23 - t24, t23 + t24, 0, 5, 2, 7);
            vcc_store(t13 + 3, t25);
            int t26 = 2 * (int)(t1 + 4L);
            long t27 = (long)t26;
            const double *t28 = a + t27;
            vcc_v4_double t29 = vcc_load(vcc_v4_double, t28);
            vcc_v4_double t30 = vcc_load(vcc_v4_double, t28 + 4);
            const double *t31 = b + t27;
            vcc_v4_double t32 = vcc_load(vcc_v4_double, t31);
            vcc_v4_double t33 = vcc_load(vcc_v4_double, t31 + 4);
            double *t34 = c + (t26 + 1);
            vcc_v4_double t35 = __builtin_shufflevector(t32, t32, 0, 0, 2, 2);
            vcc_v4_double t36 = __builtin_shufflevector(t32, t32, 1, 1, 3, 3);
            vcc_v4_double t37 = __builtin_shufflevector(t29, t29, 1, 0, 3, 2);
            vcc_v4_double t38 = t29 * t35;
            vcc_v4_double t39 = t37 * t36;
            vcc_v4_double t40 = __builtin_shufflevector(t38 - t39, t38 + t39, 0, 5, 2, 7);
            vcc_store(t34 + -1, t40);
            vcc_v4_double t41 = __builtin_shufflevector(t33, t33, 0, 0, 2, 2);
            vcc_v4_double t42 = __builtin_shufflevector(t33, t33, 1, 1, 3, 3);
            vcc_v4_double t43 = __builtin_shufflevector(t30, t30, 1, 0, 3, 2);
            vcc_v4_double t44 = t30 * t41;
            vcc_v4_double t45 = t43 * t42;
            vcc_v4_double t46 = __builtin_shufflevector(t44 - t45, t44 + t45, 0, 5, 2, 7);
            vcc_store(t34 + 3, t46);
            int t47 = 2 * (int)(t1 + 8L);
            long t48 = (long)t47;
            const double *t49 = a + t48;
            vcc_v4_double t50 = vcc_load(vcc_v4_double, t49);
            vcc_v4_double t51 = vcc_load(vcc_v4_double, t49 + 4);
            const double *t52 = b + t48;
            vcc_v4_double t53 = vcc_load(vcc_v4_double, t52);
            vcc_v4_double t54 = vcc_load(vcc_v4_double, t52 + 4);
            double *t55 = c + (t47 + 1);
            vcc_v4_double t56 = __builtin_shufflevector(t53, t53, 0, 0, 2, 2);
            vcc_v4_double t57 = __builtin_shufflevector(t53, t53, 1, 1, 3, 3);
            vcc_v4_double t58 = __builtin_shufflevector(t50, t50, 1, 0, 3, 2);
            vcc_v4_double t59 = t50 * t56;
            vcc_v4_double t60 = t58 * t57;
            vcc_v4_double t61 = __builtin_shufflevector(t59 - t60, t59 + t60, 0, 5, 2, 7);
            vcc_store(t55 + -1, t61);
            vcc_v4_double t62 = __builtin_shufflevector(t54, t54, 0, 0, 2, 2);
            vcc_v4_double t63 = __builtin_shufflevector(t54, t54, 1, 1, 3, 3);
            vcc_v4_double t64 = __builtin_shufflevector(t51, t51, 1, 0, 3, 2);
            vcc_v4_double t65 = t51 * t62;
            vcc_v4_double t66 = t64 * t63;
            vcc_v4_double t67 = __builtin_shufflevector(t65 - t66, t65 + t66, 0, 5, 2, 7);
            vcc_store(t55 + 3, t67);
            int t68 = 2 * (int)(t1 + 12L);
            long t69 = (long)t68;
            const double *t70 = a + t69;
            vcc_v4_double t71 = vcc_load(vcc_v4_double, t70);
            vcc_v4_double t72 = vcc_load(vcc_v4_double, t70 + 4);
            const double *t73 = b + t69;
            vcc_v4_double t74 = vcc_load(vcc_v4_double, t73);
            vcc_v4_double t75 = vcc_load(vcc_v4_double, t73 + 4);
            double *t76 = c + (t68 + 1);
            vcc_v4_double t77 = __builtin_shufflevector(t74, t74, 0, 0, 2, 2);
            vcc_v4_double t78 = __builtin_shufflevector(t74, t74, 1, 1, 3, 3);
            vcc_v4_double t79 = __builtin_shufflevector(t71, t71, 1, 0, 3, 2);
            vcc_v4_double t80 = t71 * t77;
            vcc_v4_double t81 = t79 * t78;
            vcc_v4_double t82 = __builtin_shufflevector(t80 - t81, t80 + t81, 0, 5, 2, 7);
            vcc_store(t76 + -1, t82);
            vcc_v4_double t83 = __builtin_shufflevector(t75, t75, 0, 0, 2, 2);
            vcc_v4_double t84 = __builtin_shufflevector(t75, t75, 1, 1, 3, 3);
            vcc_v4_double t85 = __builtin_shufflevector(t72, t72, 1, 0, 3, 2);
            vcc_v4_double t86 = t72 * t83;
            vcc_v4_double t87 = t85 * t84;
            vcc_v4_double t88 = __builtin_shufflevector(t86 - t87, t86 + t87, 0, 5, 2, 7);
            vcc_store(t76 + 3, t88);
            t1 += 16L;
        } while (t1 < t4);
        t89 = (int)t4;
    } else {
        t89 = 0;
    }
    long t90 = (long)n + (long)t89 * -1L;
    if (t90 >= 4L) {
        long t91 = t90 & -4L;
        long t2 = 0L;
        do {
            int t92 = 2 * (int)((long)t89 + t2);
            long t93 = (long)t92;
            const double *t94 = a + t93;
            vcc_v4_double t95 = vcc_load(vcc_v4_double, t94);
            vcc_v4_double t96 = vcc_load(vcc_v4_double, t94 + 4);
            const double *t97 = b + t93;
            vcc_v4_double t98 = vcc_load(vcc_v4_double, t97);
            vcc_v4_double t99 = vcc_load(vcc_v4_double, t97 + 4);
            double *t100 = c + (t92 + 1);
            vcc_v4_double t101 = __builtin_shufflevector(t98, t98, 0, 0, 2, 2);
            vcc_v4_double t102 = __builtin_shufflevector(t98, t98, 1, 1, 3, 3);
            vcc_v4_double t103 = __builtin_shufflevector(t95, t95, 1, 0, 3, 2);
            vcc_v4_double t104 = t95 * t101;
            vcc_v4_double t105 = t103 * t102;
            vcc_v4_double t106 = __builtin_shufflevector(t104 - t105, t104 + t105, 0, 5, 2, 7);
            vcc_store(t100 + -1, t106);
            vcc_v4_double t107 = __builtin_shufflevector(t99, t99, 0, 0, 2, 2);
            vcc_v4_double t108 = __builtin_shufflevector(t99, t99, 1, 1, 3, 3);
            vcc_v4_double t109 = __builtin_shufflevector(t96, t96, 1, 0, 3, 2);
            vcc_v4_double t110 = t96 * t107;
            vcc_v4_double t111 = t109 * t108;
            vcc_v4_double t112 = __builtin_shufflevector(t110 - t111, t110 + t111, 0, 5, 2, 7);
            vcc_store(t100 + 3, t112);
            t2 += 4L;
        } while (t2 < t91);
        i = (int)((long)t89 + t91);
    } else {
        i = t89;
    }
    for (; i < n; i++) {
        int t113 = 2 * i;
        long t114 = (long)t113;
        double ar = a[t114];
        long t115 = (long)(t113 + 1);
        double ai = a[t115];
        double br = b[t114];
        double bi = b[t115];
        c[t114] = br * ar - bi * ai;
        c[t115] = br * ai + ar * bi;
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. */
void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t67;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            long t6 = (long)t5;
            const double *t7 = b + t6;
            vcc_v4_double t8 = vcc_load(vcc_v4_double, t7);
            vcc_v4_double t9 = vcc_load(vcc_v4_double, t7 + 4);
            vcc_v4_double t10 = __builtin_shufflevector(t8, t9, 0, 2, 4, 6);
            vcc_v4_double t11 = __builtin_shufflevector(t8, t9, 1, 3, 5, 7);
            const double *t12 = a + t6;
            vcc_v4_double t13 = vcc_load(vcc_v4_double, t12);
            vcc_v4_double t14 = vcc_load(vcc_v4_double, t12 + 4);
            vcc_v4_double t15 = __builtin_shufflevector(t13, t14, 0, 2, 4, 6);
            vcc_v4_double t16 = __builtin_shufflevector(t13, t14, 1, 3, 5, 7);
            vcc_v4_double t17 = t10 * t15;
            long t18 = (long)(t5 + 1);
            const double *t19 = a + t18;
            vcc_v4_double t20 = t11 * t16;
            vcc_v4_double t21 = t17 - t20;
            double *t22 = c + t18;
            vcc_v4_double t23 = vcc_load(vcc_v4_double, t7);
            vcc_v4_double t24 = vcc_load(vcc_v4_double, t7 + 4);
            vcc_v4_double t25 = __builtin_shufflevector(t23, t24, 0, 2, 4, 6);
            vcc_v4_double t26 = __builtin_shufflevector(t23, t24, 1, 3, 5, 7);
            vcc_v4_double t27 = vcc_load(vcc_v4_double, t19 + -1);
            vcc_v4_double t28 = vcc_load(vcc_v4_double, t19 + 3);
            vcc_v4_double t29 = __builtin_shufflevector(t27, t28, 1, 3, 5, 7);
            vcc_v4_double t30 = __builtin_shufflevector(t27, t28, 0, 2, 4, 6);
            vcc_v4_double t31 = t25 * t29;
            vcc_v4_double t32 = t30 * t26;
            vcc_v4_double t33 = t31 + t32;
            vcc_v4_double t34 = __builtin_shufflevector(t21, t33, 0, 4, 1, 5);
            vcc_store(t22 + -1, t34);
            vcc_v4_double t35 = __builtin_shufflevector(t21, t33, 2, 6, 3, 7);
            vcc_store(t22 + 3, t35);
            int t36 = 2 * (int)(t1 + 4L);
            long t37 = (long)t36;
            const double *t38 = b + t37;
            vcc_v4_double t39 = vcc_load(vcc_v4_double, t38);
            vcc_v4_double t40 = vcc_load(vcc_v4_double, t38 + 4);
            vcc_v4_double t41 = __builtin_shufflevector(t39, t40, 0, 2, 4, 6);
            vcc_v4_double t42 = __builtin_shufflevector(t39, t40, 1, 3, 5, 7);
            const double *t43 = a + t37;
            vcc_v4_double t44 = vcc_load(vcc_v4_double, t43);
            vcc_v4_double t45 = vcc_load(vcc_v4_double, t43 + 4);
            vcc_v4_double t46 = __builtin_shufflevector(t44, t45, 0, 2, 4, 6);
            vcc_v4_double t47 = __builtin_shufflevector(t44, t45, 1, 3, 5, 7);
            vcc_v4_double t48 = t41 * t46;
            long t49 = (long)(t36 + 1);
            const double *t50 = a + t49;
            vcc_v4_double t51 = t42 * t47;
            vcc_v4_double t52 = t48 - t51;
            double *t53 = c + t49;
            vcc_v4_double t54 = vcc_load(vcc_v4_double, t38);
            vcc_v4_double t55 = vcc_load(vcc_v4_double, t38 + 4);
            vcc_v4_double t56 = __builtin_shufflevector(t54, t55, 0, 2, 4, 6);
            vcc_v4_double t57 = __builtin_shufflevector(t54, t55, 1, 3, 5, 7);
            vcc_v4_double t58 = vcc_load(vcc_v4_double, t50 + -1);
            vcc_v4_double t59 = vcc_load(vcc_v4_double, t50 + 3);
            vcc_v4_double t60 = __builtin_shufflevector(t58, t59, 1, 3, 5, 7);
            vcc_v4_double t61 = __builtin_shufflevector(t58, t59, 0, 2, 4, 6);
            vcc_v4_double t62 = t56 * t60;
            vcc_v4_double t63 = t61 * t57;
            vcc_v4_double t64 = t62 + t63;
            vcc_v4_double t65 = __builtin_shufflevector(t52, t64, 0, 4, 1, 5);
            vcc_store(t53 + -1, t65);
            vcc_v4_double t66 = __builtin_shufflevector(t52, t64, 2, 6, 3, 7);
            vcc_store(t53 + 3, t66);
            t1 += 8L;
        } while (t1 < t4);
        t67 = (int)t4;
    } else {
        t67 = 0;
    }
    long t68 = (long)n + (long)t67 * -1L;
    if (t68 >= 4L) {
        long t69 = t68 & -4L;
        long t2 = 0L;
        do {
            int t70 = 2 * (int)((long)t67 + t2);
            long t71 = (long)t70;
            const double *t72 = b + t71;
            vcc_v4_double t73 = vcc_load(vcc_v4_double, t72);
            vcc_v4_double t74 = vcc_load(vcc_v4_double, t72 + 4);
            vcc_v4_double t75 = __builtin_shufflevector(t73, t74, 0, 2, 4, 6);
            vcc_v4_double t76 = __builtin_shufflevector(t73, t74, 1, 3, 5, 7);
            const double *t77 = a + t71;
            vcc_v4_double t78 = vcc_load(vcc_v4_double, t77);
            vcc_v4_double t79 = vcc_load(vcc_v4_double, t77 + 4);
            vcc_v4_double t80 = __builtin_shufflevector(t78, t79, 0, 2, 4, 6);
            vcc_v4_double t81 = __builtin_shufflevector(t78, t79, 1, 3, 5, 7);
            vcc_v4_double t82 = t75 * t80;
            long t83 = (long)(t70 + 1);
            const double *t84 = a + t83;
            vcc_v4_double t85 = t76 * t81;
            vcc_v4_double t86 = t82 - t85;
            double *t87 = c + t83;
            vcc_v4_double t88 = vcc_load(vcc_v4_double, t72);
            vcc_v4_double t89 = vcc_load(vcc_v4_double, t72 + 4);
            vcc_v4_double t90 = __builtin_shufflevector(t88, t89, 0, 2, 4, 6);
            vcc_v4_double t91 = __builtin_shufflevector(t88, t89, 1, 3, 5, 7);
            vcc_v4_double t92 = vcc_load(vcc_v4_double, t84 + -1);
            vcc_v4_double t93 = vcc_load(vcc_v4_double, t84 + 3);
            vcc_v4_double t94 = __builtin_shufflevector(t92, t93, 1, 3, 5, 7);
            vcc_v4_double t95 = __builtin_shufflevector(t92, t93, 0, 2, 4, 6);
            vcc_v4_double t96 = t90 * t94;
            vcc_v4_double t97 = t95 * t91;
            vcc_v4_double t98 = t96 + t97;
            vcc_v4_double t99 = __builtin_shufflevector(t86, t98, 0, 4, 1, 5);
            vcc_store(t87 + -1, t99);
            vcc_v4_double t100 = __builtin_shufflevector(t86, t98, 2, 6, 3, 7);
            vcc_store(t87 + 3, t100);
            t2 += 4L;
        } while (t2 < t69);
        i = (int)((long)t67 + t69);
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        int t101 = 2 * i;
        long t102 = (long)t101;
        const double *t103 = b + t102;
        const double *t104 = a + t102;
        long t105 = (long)(t101 + 1);
        const double *t106 = b + t105;
        const double *t107 = a + t105;
        c[t102] = *t103 * *t104 - *t106 * *t107;
        c[t105] = *t103 * *t107 + *t104 * *t106;
    }
}

/* A square: both factors from one group. */
void csquare(int n, float *restrict c, const float *restrict z) {
    int t39;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            const float *t6 = z + t5;
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t8 = vcc_load(vcc_v8_float, t6 + 8);
            float *t9 = c + (t5 + 1);
            vcc_v8_float t10 = __builtin_shufflevector(t7, t7, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t11 = __builtin_shufflevector(t7, t7, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t12 = __builtin_shufflevector(t7, t7, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t13 = t7 * t10;
            vcc_v8_float t14 = t12 * t11;
            vcc_v8_float t15 = __builtin_shufflevector(t13 - t14, t13 + t14, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t9 + -1, t15);
            vcc_v8_float t16 = __builtin_shufflevector(t8, t8, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t17 = __builtin_shufflevector(t8, t8, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t18 = __builtin_shufflevector(t8, t8, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t19 = t8 * t16;
            vcc_v8_float t20 = t18 * t17;
            vcc_v8_float t21 = __builtin_shufflevector(t19 - t20, t19 + t20, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t9 + 7, t21);
            int t22 = 2 * (int)(t1 + 8L);
            const float *t23 = z + t22;
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t23);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t23 + 8);
            float *t26 = c + (t22 + 1);
            vcc_v8_float t27 = __builtin_shufflevector(t24, t24, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t28 = __builtin_shufflevector(t24, t24, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t29 = __builtin_shufflevector(t24, t24, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t30 = t24 * t27;
            vcc_v8_float t31 = t29 * t28;
            vcc_v8_float t32 = __builtin_shufflevector(t30 - t31, t30 + t31, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t26 + -1, t32);
            vcc_v8_float t33 = __builtin_shufflevector(t25, t25, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t34 = __builtin_shufflevector(t25, t25, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t35 = __builtin_shufflevector(t25, t25, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t36 = t25 * t33;
            vcc_v8_float t37 = t35 * t34;
            vcc_v8_float t38 = __builtin_shufflevector(t36 - t37, t36 + t37, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t26 + 7, t38);
            t1 += 16L;
        } while (t1 < t4);
        t39 = (int)t4;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 8L) {
        long t41 = t40 & -8L;
        long t2 = 0L;
        do {
            int t42 = 2 * (int)((long)t39 + t2);
            const float *t43 = z + t42;
            vcc_v8_float t44 = vcc_load(vcc_v8_float, t43);
            vcc_v8_float t45 = vcc_load(vcc_v8_float, t43 + 8);
            float *t46 = c + (t42 + 1);
            vcc_v8_float t47 = __builtin_shufflevector(t44, t44, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t48 = __builtin_shufflevector(t44, t44, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t49 = __builtin_shufflevector(t44, t44, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t50 = t44 * t47;
            vcc_v8_float t51 = t49 * t48;
            vcc_v8_float t52 = __builtin_shufflevector(t50 - t51, t50 + t51, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t46 + -1, t52);
            vcc_v8_float t53 = __builtin_shufflevector(t45, t45, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t54 = __builtin_shufflevector(t45, t45, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t55 = __builtin_shufflevector(t45, t45, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t56 = t45 * t53;
            vcc_v8_float t57 = t55 * t54;
            vcc_v8_float t58 = __builtin_shufflevector(t56 - t57, t56 + t57, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t46 + 7, t58);
            t2 += 8L;
        } while (t2 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        int t59 = 2 * i;
        long t60 = (long)t59;
        float x = z[t60];
        long t61 = (long)(t59 + 1);
        float y = z[t61];
        c[t60] = x * x - y * y;
        c[t61] = x * y + y * x;
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t47;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            long t6 = (long)t5;
            const float *t7 = a + t6;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t7 + 8);
            vcc_v8_float t10 = __builtin_shufflevector(t8, t9, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t11 = __builtin_shufflevector(t8, t9, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t12 = b + t6;
            vcc_v8_float t13 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t12 + 8);
            vcc_v8_float t15 = __builtin_shufflevector(t13, t14, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t16 = __builtin_shufflevector(t13, t14, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t17 = t10 * t15;
            vcc_v8_float t18 = t11 * t16;
            vcc_v8_float t19 = t17 + t18;
            float *t20 = c + (t5 + 1);
            vcc_v8_float t21 = t11 * t15;
            vcc_v8_float t22 = t10 * t16;
            vcc_v8_float t23 = t21 - t22;
            vcc_v8_float t24 = __builtin_shufflevector(t19, t23, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t20 + -1, t24);
            vcc_v8_float t25 = __builtin_shufflevector(t19, t23, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t20 + 7, t25);
            int t26 = 2 * (int)(t1 + 8L);
            long t27 = (long)t26;
            const float *t28 = a + t27;
            vcc_v8_float t29 = vcc_load(vcc_v8_float, t28);
            vcc_v8_float t30 = vcc_load(vcc_v8_float, t28 + 8);
            vcc_v8_float t31 = __builtin_shufflevector(t29, t30, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t32 = __builtin_shufflevector(t29, t30, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t33 = b + t27;
            vcc_v8_float t34 = vcc_load(vcc_v8_float, t33);
            vcc_v8_float t35 = vcc_load(vcc_v8_float, t33 + 8);
            vcc_v8_float t36 = __builtin_shufflevector(t34, t35, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t37 = __builtin_shufflevector(t34, t35, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t38 = t31 * t36;
            vcc_v8_float t39 = t32 * t37;
            vcc_v8_float t40 = t38 + t39;
            float *t41 = c + (t26 + 1);
            vcc_v8_float t42 = t32 * t36;
            vcc_v8_float t43 = t31 * t37;
            vcc_v8_float t44 = t42 - t43;
            vcc_v8_float t45 = __builtin_shufflevector(t40, t44, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t41 + -1, t45);
            vcc_v8_float t46 = __builtin_shufflevector(t40, t44, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t41 + 7, t46);
            t1 += 16L;
        } while (t1 < t4);
        t47 = (int)t4;
    } else {
        t47 = 0;
    }
    long t48 = (long)n + (long)t47 * -1L;
    if (t48 >= 8L) {
        long t49 = t48 & -8L;
        long t2 = 0L;
        do {
            int t50 = 2 * (int)((long)t47 + t2);
            long t51 = (long)t50;
            const float *t52 = a + t51;
            vcc_v8_float t53 = vcc_load(vcc_v8_float, t52);
            vcc_v8_float t54 = vcc_load(vcc_v8_float, t52 + 8);
            vcc_v8_float t55 = __builtin_shufflevector(t53, t54, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t56 = __builtin_shufflevector(t53, t54, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t57 = b + t51;
            vcc_v8_float t58 = vcc_load(vcc_v8_float, t57);
            vcc_v8_float t59 = vcc_load(vcc_v8_float, t57 + 8);
            vcc_v8_float t60 = __builtin_shufflevector(t58, t59, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t61 = __builtin_shufflevector(t58, t59, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t62 = t55 * t60;
            vcc_v8_float t63 = t56 * t61;
            vcc_v8_float t64 = t62 + t63;
            float *t65 = c + (t50 + 1);
            vcc_v8_float t66 = t56 * t60;
            vcc_v8_float t67 = t55 * t61;
            vcc_v8_float t68 = t66 - t67;
            vcc_v8_float t69 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t65 + -1, t69);
            vcc_v8_float t70 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t65 + 7, t70);
            t2 += 8L;
        } while (t2 < t49);
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        int t71 = 2 * i;
        long t72 = (long)t71;
        float ar = a[t72];
        long t73 = (long)(t71 + 1);
        float ai = a[t73];
        float br = b[t72];
        float bi = b[t73];
        c[t72] = ar * br + ai * bi;
        c[t73] = ai * br - ar * bi;
    }
}

/* A product used elsewhere too: the plain loop. */
void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    int t69;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            int t6 = 2 * t5;
            long t7 = (long)t6;
            const float *t8 = a + t7;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t8 + 8);
            vcc_v8_float t11 = __builtin_shufflevector(t9, t10, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t12 = __builtin_shufflevector(t9, t10, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t13 = b + t7;
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t13);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t13 + 8);
            vcc_v8_float t16 = __builtin_shufflevector(t14, t15, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t17 = __builtin_shufflevector(t14, t15, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t18 = t11 * t16;
            long t19 = (long)(t6 + 1);
            const float *t20 = b + t19;
            vcc_v8_float t21 = t12 * t17;
            vcc_v8_float t22 = t18 - t21;
            float *t23 = c + t19;
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t8 + 8);
            vcc_v8_float t26 = __builtin_shufflevector(t24, t25, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t27 = __builtin_shufflevector(t24, t25, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t28 = vcc_load(vcc_v8_float, t20 + -1);
            vcc_v8_float t29 = vcc_load(vcc_v8_float, t20 + 7);
            vcc_v8_float t30 = __builtin_shufflevector(t28, t29, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t31 = __builtin_shufflevector(t28, t29, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t32 = t26 * t30;
            vcc_v8_float t33 = t27 * t31;
            vcc_v8_float t34 = t32 + t33;
            vcc_v8_float t35 = __builtin_shufflevector(t22, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t23 + -1, t35);
            vcc_v8_float t36 = __builtin_shufflevector(t22, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t23 + 7, t36);
            vcc_store(p + t5, t18);
            int t37 = (int)(t1 + 8L);
            int t38 = 2 * t37;
            long t39 = (long)t38;
            const float *t40 = a + t39;
            vcc_v8_float t41 = vcc_load(vcc_v8_float, t40);
            vcc_v8_float t42 = vcc_load(vcc_v8_float, t40 + 8);
            vcc_v8_float t43 = __builtin_shufflevector(t41, t42, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t44 = __builtin_shufflevector(t41, t42, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t45 = b + t39;
            vcc_v8_float t46 = vcc_load(vcc_v8_float, t45);
            vcc_v8_float t47 = vcc_load(vcc_v8_float, t45 + 8);
            vcc_v8_float t48 = __builtin_shufflevector(t46, t47, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t49 = __builtin_shufflevector(t46, t47, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t50 = t43 * t48;
            long t51 = (long)(t38 + 1);
            const float *t52 = b + t51;
            vcc_v8_float t53 = t44 * t49;
            vcc_v8_float t54 = t50 - t53;
            float *t55 = c + t51;
            vcc_v8_float t56 = vcc_load(vcc_v8_float, t40);
            vcc_v8_float t57 = vcc_load(vcc_v8_float, t40 + 8);
            vcc_v8_float t58 = __builtin_shufflevector(t56, t57, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t59 = __builtin_shufflevector(t56, t57, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t60 = vcc_load(vcc_v8_float, t52 + -1);
            vcc_v8_float t61 = vcc_load(vcc_v8_float, t52 + 7);
            vcc_v8_float t62 = __builtin_shufflevector(t60, t61, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t63 = __builtin_shufflevector(t60, t61, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t64 = t58 * t62;
            vcc_v8_float t65 = t59 * t63;
            vcc_v8_float t66 = t64 + t65;
            vcc_v8_float t67 = __builtin_shufflevector(t54, t66, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t55 + -1, t67);
            vcc_v8_float t68 = __builtin_shufflevector(t54, t66, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t55 + 7, t68);
            vcc_store(p + t37, t50);
            t1 += 16L;
        } while (t1 < t4);
        t69 = (int)t4;
    } else {
        t69 = 0;
    }
    long t70 = (long)n + (long)t69 * -1L;
    if (t70 >= 8L) {
        long t71 = t70 & -8L;
        long t2 = 0L;
        do {
            int t72 = (int)((long)t69 + t2);
            int t73 = 2 * t72;
            long t74 = (long)t73;
            const float *t75 = a + t74;
            vcc_v8_float t76 = vcc_load(vcc_v8_float, t75);
            vcc_v8_float t77 = vcc_load(vcc_v8_float, t75 + 8);
            vcc_v8_float t78 = __builtin_shufflevector(t76, t77, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t79 = __builtin_shufflevector(t76, t77, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t80 = b + t74;
            vcc_v8_float t81 = vcc_load(vcc_v8_float, t80);
            vcc_v8_float t82 = vcc_load(vcc_v8_float, t80 + 8);
            vcc_v8_float t83 = __builtin_shufflevector(t81, t82, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t84 = __builtin_shufflevector(t81, t82, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t85 = t78 * t83;
            long t86 = (long)(t73 + 1);
            const float *t87 = b + t86;
            vcc_v8_float t88 = t79 * t84;
            vcc_v8_float t89 = t85 - t88;
            float *t90 = c + t86;
            vcc_v8_float t91 = vcc_load(vcc_v8_float, t75);
            vcc_v8_float t92 = vcc_load(vcc_v8_float, t75 + 8);
            vcc_v8_float t93 = __builtin_shufflevector(t91, t92, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t94 = __builtin_shufflevector(t91, t92, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t95 = vcc_load(vcc_v8_float, t87 + -1);
            vcc_v8_float t96 = vcc_load(vcc_v8_float, t87 + 7);
            vcc_v8_float t97 = __builtin_shufflevector(t95, t96, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t98 = __builtin_shufflevector(t95, t96, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t99 = t93 * t97;
            vcc_v8_float t100 = t94 * t98;
            vcc_v8_float t101 = t99 + t100;
            vcc_v8_float t102 = __builtin_shufflevector(t89, t101, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t90 + -1, t102);
            vcc_v8_float t103 = __builtin_shufflevector(t89, t101, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t90 + 7, t103);
            vcc_store(p + t72, t85);
            t2 += 8L;
        } while (t2 < t71);
        i = (int)((long)t69 + t71);
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        int t104 = 2 * i;
        long t105 = (long)t104;
        const float *t106 = a + t105;
        const float *t107 = b + t105;
        float rr = *t106 * *t107;
        long t108 = (long)(t104 + 1);
        const float *t109 = a + t108;
        const float *t110 = b + t108;
        c[t105] = rr - *t109 * *t110;
        c[t108] = *t106 * *t110 + *t109 * *t107;
        p[i] = rr;
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    int t59;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            int t6 = 2 * t5;
            long t7 = (long)t6;
            const float *t8 = a + t7;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t8 + 8);
            vcc_v8_float t11 = __builtin_shufflevector(t9, t10, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t12 = __builtin_shufflevector(t9, t10, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t13 = b + t7;
            vcc_v8_float t14 = vcc_load(vcc_v8_float, t13);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t13 + 8);
            float *t16 = c + (t6 + 1);
            vcc_v8_float t17 = __builtin_shufflevector(t14, t14, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t18 = __builtin_shufflevector(t14, t14, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t19 = __builtin_shufflevector(t9, t9, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t20 = t9 * t17;
            vcc_v8_float t21 = t19 * t18;
            vcc_v8_float t22 = __builtin_shufflevector(t20 - t21, t20 + t21, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t16 + -1, t22);
            vcc_v8_float t23 = __builtin_shufflevector(t15, t15, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t24 = __builtin_shufflevector(t15, t15, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t25 = __builtin_shufflevector(t10, t10, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t26 = t10 * t23;
            vcc_v8_float t27 = t25 * t24;
            vcc_v8_float t28 = __builtin_shufflevector(t26 - t27, t26 + t27, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t16 + 7, t28);
            vcc_v8_float t29 = t11 * t11;
            vcc_v8_float t30 = t12 * t12;
            vcc_v8_float t31 = t29 + t30;
            vcc_store(m + t5, t31);
            int t32 = (int)(t1 + 8L);
            int t33 = 2 * t32;
            long t34 = (long)t33;
            const float *t35 = a + t34;
            vcc_v8_float t36 = vcc_load(vcc_v8_float, t35);
            vcc_v8_float t37 = vcc_load(vcc_v8_float, t35 + 8);
            vcc_v8_float t38 = __builtin_shufflevector(t36, t37, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t39 = __builtin_shufflevector(t36, t37, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t40 = b + t34;
            vcc_v8_float t41 = vcc_load(vcc_v8_float, t40);
            vcc_v8_float t42 = vcc_load(vcc_v8_float, t40 + 8);
            float *t43 = c + (t33 + 1);
            vcc_v8_float t44 = __builtin_shufflevector(t41, t41, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t45 = __builtin_shufflevector(t41, t41, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t46 = __builtin_shufflevector(t36, t36, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t47 = t36 * t44;
            vcc_v8_float t48 = t46 * t45;
            vcc_v8_float t49 = __builtin_shufflevector(t47 - t48, t47 + t48, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t43 + -1, t49);
            vcc_v8_float t50 = __builtin_shufflevector(t42, t42, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t51 = __builtin_shufflevector(t42, t42, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t52 = __builtin_shufflevector(t37, t37, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t53 = t37 * t50;
            vcc_v8_float t54 = t52 * t51;
            vcc_v8_float t55 = __builtin_shufflevector(t53 - t54, t53 + t54, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t43 + 7, t55);
            vcc_v8_float t56 = t38 * t38;
            vcc_v8_float t57 = t39 * t39;
            vcc_v8_float t58 = t56 + t57;
            vcc_store(m + t32, t58);
            t1 += 16L;
        } while (t1 < t4);
        t59 = (int)t4;
    } else {
        t59 = 0;
    }
    long t60 = (long)n + (long)t59 * -1L;
    if (t60 >= 8L) {
        long t61 = t60 & -8L;
        long t2 = 0L;
        do {
            int t62 = (int)((long)t59 + t2);
            int t63 = 2 * t62;
            long t64 = (long)t63;
            const float *t65 = a + t64;
            vcc_v8_float t66 = vcc_load(vcc_v8_float, t65);
            vcc_v8_float t67 = vcc_load(vcc_v8_float, t65 + 8);
            vcc_v8_float t68 = __builtin_shufflevector(t66, t67, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t69 = __builtin_shufflevector(t66, t67, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t70 = b + t64;
            vcc_v8_float t71 = vcc_load(vcc_v8_float, t70);
            vcc_v8_float t72 = vcc_load(vcc_v8_float, t70 + 8);
            float *t73 = c + (t63 + 1);
            vcc_v8_float t74 = __builtin_shufflevector(t71, t71, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t75 = __builtin_shufflevector(t71, t71, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t76 = __builtin_shufflevector(t66, t66, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t77 = t66 * t74;
            vcc_v8_float t78 = t76 * t75;
            vcc_v8_float t79 = __builtin_shufflevector(t77 - t78, t77 + t78, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t73 + -1, t79);
            vcc_v8_float t80 = __builtin_shufflevector(t72, t72, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t81 = __builtin_shufflevector(t72, t72, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t82 = __builtin_shufflevector(t67, t67, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t83 = t67 * t80;
            vcc_v8_float t84 = t82 * t81;
            vcc_v8_float t85 = __builtin_shufflevector(t83 - t84, t83 + t84, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t73 + 7, t85);
            vcc_v8_float t86 = t68 * t68;
            vcc_v8_float t87 = t69 * t69;
            vcc_v8_float t88 = t86 + t87;
            vcc_store(m + t62, t88);
            t2 += 8L;
        } while (t2 < t61);
        i = (int)((long)t59 + t61);
    } else {
        i = t59;
    }
    for (; i < n; i++) {
        int t89 = 2 * i;
        long t90 = (long)t89;
        float ar = a[t90];
        long t91 = (long)(t89 + 1);
        float ai = a[t91];
        float br = b[t90];
        float bi = b[t91];
        c[t90] = ar * br - ai * bi;
        c[t91] = ar * bi + ai * br;
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
