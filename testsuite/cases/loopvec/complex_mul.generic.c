/* vcc: vector types and helpers */
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized generic=7 avx2=6 avx512vbmi-zmm=7 sse4.2=6 */
#include "harness.h"

/* Complex multiplies on interleaved re/im pairs (midend loopvec complex.rs): the pairs stay in
   place, multiplied by the other operand's duplicated real and imaginary parts and combined by
   one addsub, with every lane's product and sum rounded as in the scalar code (no fused
   multiply-add). The values have full mantissas, so a contracted or reassociated form would
   print other bits; infinities, zeros of both signs and a NaN are mixed in. */
void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t45;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:10 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t5 + 8);
            const float *t8 = b + t4;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t8 + 8);
            float *t11 = c + (t3 + 1);
            vcc_v8_float t12 = __builtin_shufflevector(t9, t9, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t13 = __builtin_shufflevector(t9, t9, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t14 = __builtin_shufflevector(t6, t6, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t15 = t6 * t12;
            vcc_v8_float t16 = t14 * t13;
            vcc_v8_float t17 = __builtin_shufflevector(t15 - t16, t15 + t16, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t11 + -1, t17);
            vcc_v8_float t18 = __builtin_shufflevector(t10, t10, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t19 = __builtin_shufflevector(t10, t10, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t20 = __builtin_shufflevector(t7, t7, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t21 = t7 * t18;
            vcc_v8_float t22 = t20 * t19;
            vcc_v8_float t23 = __builtin_shufflevector(t21 - t22, t21 + t22, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t11 + 7, t23);
            int t24 = 2 * (int)(i_vec + 8L);
            long t25 = (long)t24;
            const float *t26 = a + t25;
            vcc_v8_float t27 = vcc_load(vcc_v8_float, t26);
            vcc_v8_float t28 = vcc_load(vcc_v8_float, t26 + 8);
            const float *t29 = b + t25;
            vcc_v8_float t30 = vcc_load(vcc_v8_float, t29);
            vcc_v8_float t31 = vcc_load(vcc_v8_float, t29 + 8);
            float *t32 = c + (t24 + 1);
            vcc_v8_float t33 = __builtin_shufflevector(t30, t30, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t34 = __builtin_shufflevector(t30, t30, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t35 = __builtin_shufflevector(t27, t27, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t36 = t27 * t33;
            vcc_v8_float t37 = t35 * t34;
            vcc_v8_float t38 = __builtin_shufflevector(t36 - t37, t36 + t37, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t32 + -1, t38);
            vcc_v8_float t39 = __builtin_shufflevector(t31, t31, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t40 = __builtin_shufflevector(t31, t31, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t41 = __builtin_shufflevector(t28, t28, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t42 = t28 * t39;
            vcc_v8_float t43 = t41 * t40;
            vcc_v8_float t44 = __builtin_shufflevector(t42 - t43, t42 + t43, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t32 + 7, t44);
            i_vec += 16L;
        } while (i_vec < t2);
        t45 = (int)t2;
    } else {
        t45 = 0;
    }
    long t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        long t47 = t46 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t48 = 2 * (int)((long)t45 + i_vec_1);
            long t49 = (long)t48;
            const float *t50 = a + t49;
            vcc_v8_float t51 = vcc_load(vcc_v8_float, t50);
            vcc_v8_float t52 = vcc_load(vcc_v8_float, t50 + 8);
            const float *t53 = b + t49;
            vcc_v8_float t54 = vcc_load(vcc_v8_float, t53);
            vcc_v8_float t55 = vcc_load(vcc_v8_float, t53 + 8);
            float *t56 = c + (t48 + 1);
            vcc_v8_float t57 = __builtin_shufflevector(t54, t54, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t58 = __builtin_shufflevector(t54, t54, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t59 = __builtin_shufflevector(t51, t51, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t60 = t51 * t57;
            vcc_v8_float t61 = t59 * t58;
            vcc_v8_float t62 = __builtin_shufflevector(t60 - t61, t60 + t61, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t56 + -1, t62);
            vcc_v8_float t63 = __builtin_shufflevector(t55, t55, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t64 = __builtin_shufflevector(t55, t55, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t65 = __builtin_shufflevector(t52, t52, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t66 = t52 * t63;
            vcc_v8_float t67 = t65 * t64;
            vcc_v8_float t68 = __builtin_shufflevector(t66 - t67, t66 + t67, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t56 + 7, t68);
            i_vec_1 += 8L;
        } while (i_vec_1 < t47);
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        int t69 = 2 * i;
        long t70 = (long)t69;
        const float *t71 = b + t70;
        vcc_v2_float t72 = vcc_splat(vcc_v2_float, a[t70]);
        vcc_v2_float t73 = vcc_load(vcc_v2_float, t71);
        vcc_v2_float t74 = t72 * t73;
        vcc_v2_float t75 = vcc_splat(vcc_v2_float, a[t69 + 1]);
        vcc_v2_float t76 = vcc_load(vcc_v2_float, t71);
        vcc_v2_float t77 = __builtin_shufflevector(t76, t76, 1, 0);
        vcc_v2_float t78 = t75 * t77;
        vcc_v2_float t79 = __builtin_shufflevector(t74 - t78, t74 + t78, 0, 3);
        vcc_store(c + t70, t79);
    }
}

/* Operands of the products and of the sum in the other order, on doubles. */
void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t87;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const double *t5 = a + t4;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, t5);
            vcc_v4_double t7 = vcc_load(vcc_v4_double, t5 + 4);
            const double *t8 = b + t4;
            vcc_v4_double t9 = vcc_load(vcc_v4_double, t8);
            vcc_v4_double t10 = vcc_load(vcc_v4_double, t8 + 4);
            double *t11 = c + (t3 + 1);
            vcc_v4_double t12 = __builtin_shufflevector(t9, t9, 0, 0, 2, 2);
            vcc_v4_double t13 = __builtin_shufflevector(t9, t9, 1, 1, 3, 3);
            vcc_v4_double t14 = __builtin_shufflevector(t6, t6, 1, 0, 3, 2);
            vcc_v4_double t15 = t6 * t12;
            vcc_v4_double t16 = t14 * t13;
            vcc_v4_double t17 = __builtin_shufflevector(t15 - t16, t15 + t16, 0, 5, 2, 7);
            vcc_store(t11 + -1, t17);
            vcc_v4_double t18 = __builtin_shufflevector(t10, t10, 0, 0, 2, 2);
            vcc_v4_double t19 = __builtin_shufflevector(t10, t10, 1, 1, 3, 3);
            vcc_v4_double t20 = __builtin_shufflevector(t7, t7, 1, 0, 3, 2);
            vcc_v4_double t21 = t7 * t18;
            vcc_v4_double t22 = t20 * t19;
            vcc_v4_double t23 = __builtin_shufflevector(t21 - t22, t21 + t22, 0, 5, 2, 7);
            vcc_store(t11 + 3, t23);
            int t24 = 2 * (int)(i_vec + 4L);
            long t25 = (long)t24;
            const double *t26 = a + t25;
            vcc_v4_double t27 = vcc_load(vcc_v4_double, t26);
            vcc_v4_double t28 = vcc_load(vcc_v4_double, t26 + 4);
            const double *t29 = b + t25;
            vcc_v4_double t30 = vcc_load(vcc_v4_double, t29);
            vcc_v4_double t31 = vcc_load(vcc_v4_double, t29 + 4);
            double *t32 = c + (t24 + 1);
            vcc_v4_double t33 = __builtin_shufflevector(t30, t30, 0, 0, 2, 2);
            vcc_v4_double t34 = __builtin_shufflevector(t30, t30, 1, 1, 3, 3);
            vcc_v4_double t35 = __builtin_shufflevector(t27, t27, 1, 0, 3, 2);
            vcc_v4_double t36 = t27 * t33;
            vcc_v4_double t37 = t35 * t34;
            vcc_v4_double t38 = __builtin_shufflevector(t36 - t37, t36 + t37, 0, 5, 2, 7);
            vcc_store(t32 + -1, t38);
            vcc_v4_double t39 = __builtin_shufflevector(t31, t31, 0, 0, 2, 2);
            vcc_v4_double t40 = __builtin_shufflevector(t31, t31, 1, 1, 3, 3);
            vcc_v4_double t41 = __builtin_shufflevector(t28, t28, 1, 0, 3, 2);
            vcc_v4_double t42 = t28 * t39;
            vcc_v4_double t43 = t41 * t40;
            vcc_v4_double t44 = __builtin_shufflevector(t42 - t43, t42 + t43, 0, 5, 2, 7);
            vcc_store(t32 + 3, t44);
            int t45 = 2 * (int)(i_vec + 8L);
            long t46 = (long)t45;
            const double *t47 = a + t46;
            vcc_v4_double t48 = vcc_load(vcc_v4_double, t47);
            vcc_v4_double t49 = vcc_load(vcc_v4_double, t47 + 4);
            const double *t50 = b + t46;
            vcc_v4_double t51 = vcc_load(vcc_v4_double, t50);
            vcc_v4_double t52 = vcc_load(vcc_v4_double, t50 + 4);
            double *t53 = c + (t45 + 1);
            vcc_v4_double t54 = __builtin_shufflevector(t51, t51, 0, 0, 2, 2);
            vcc_v4_double t55 = __builtin_shufflevector(t51, t51, 1, 1, 3, 3);
            vcc_v4_double t56 = __builtin_shufflevector(t48, t48, 1, 0, 3, 2);
            vcc_v4_double t57 = t48 * t54;
            vcc_v4_double t58 = t56 * t55;
            vcc_v4_double t59 = __builtin_shufflevector(t57 - t58, t57 + t58, 0, 5, 2, 7);
            vcc_store(t53 + -1, t59);
            vcc_v4_double t60 = __builtin_shufflevector(t52, t52, 0, 0, 2, 2);
            vcc_v4_double t61 = __builtin_shufflevector(t52, t52, 1, 1, 3, 3);
            vcc_v4_double t62 = __builtin_shufflevector(t49, t49, 1, 0, 3, 2);
            vcc_v4_double t63 = t49 * t60;
            vcc_v4_double t64 = t62 * t61;
            vcc_v4_double t65 = __builtin_shufflevector(t63 - t64, t63 + t64, 0, 5, 2, 7);
            vcc_store(t53 + 3, t65);
            int t66 = 2 * (int)(i_vec + 12L);
            long t67 = (long)t66;
            const double *t68 = a + t67;
            vcc_v4_double t69 = vcc_load(vcc_v4_double, t68);
            vcc_v4_double t70 = vcc_load(vcc_v4_double, t68 + 4);
            const double *t71 = b + t67;
            vcc_v4_double t72 = vcc_load(vcc_v4_double, t71);
            vcc_v4_double t73 = vcc_load(vcc_v4_double, t71 + 4);
            double *t74 = c + (t66 + 1);
            vcc_v4_double t75 = __builtin_shufflevector(t72, t72, 0, 0, 2, 2);
            vcc_v4_double t76 = __builtin_shufflevector(t72, t72, 1, 1, 3, 3);
            vcc_v4_double t77 = __builtin_shufflevector(t69, t69, 1, 0, 3, 2);
            vcc_v4_double t78 = t69 * t75;
            vcc_v4_double t79 = t77 * t76;
            vcc_v4_double t80 = __builtin_shufflevector(t78 - t79, t78 + t79, 0, 5, 2, 7);
            vcc_store(t74 + -1, t80);
            vcc_v4_double t81 = __builtin_shufflevector(t73, t73, 0, 0, 2, 2);
            vcc_v4_double t82 = __builtin_shufflevector(t73, t73, 1, 1, 3, 3);
            vcc_v4_double t83 = __builtin_shufflevector(t70, t70, 1, 0, 3, 2);
            vcc_v4_double t84 = t70 * t81;
            vcc_v4_double t85 = t83 * t82;
            vcc_v4_double t86 = __builtin_shufflevector(t84 - t85, t84 + t85, 0, 5, 2, 7);
            vcc_store(t74 + 3, t86);
            i_vec += 16L;
        } while (i_vec < t2);
        t87 = (int)t2;
    } else {
        t87 = 0;
    }
    long t88 = (long)n + (long)t87 * -1L;
    if (t88 >= 4L) {
        long t89 = t88 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t90 = 2 * (int)((long)t87 + i_vec_1);
            long t91 = (long)t90;
            const double *t92 = a + t91;
            vcc_v4_double t93 = vcc_load(vcc_v4_double, t92);
            vcc_v4_double t94 = vcc_load(vcc_v4_double, t92 + 4);
            const double *t95 = b + t91;
            vcc_v4_double t96 = vcc_load(vcc_v4_double, t95);
            vcc_v4_double t97 = vcc_load(vcc_v4_double, t95 + 4);
            double *t98 = c + (t90 + 1);
            vcc_v4_double t99 = __builtin_shufflevector(t96, t96, 0, 0, 2, 2);
            vcc_v4_double t100 = __builtin_shufflevector(t96, t96, 1, 1, 3, 3);
            vcc_v4_double t101 = __builtin_shufflevector(t93, t93, 1, 0, 3, 2);
            vcc_v4_double t102 = t93 * t99;
            vcc_v4_double t103 = t101 * t100;
            vcc_v4_double t104 = __builtin_shufflevector(t102 - t103, t102 + t103, 0, 5, 2, 7);
            vcc_store(t98 + -1, t104);
            vcc_v4_double t105 = __builtin_shufflevector(t97, t97, 0, 0, 2, 2);
            vcc_v4_double t106 = __builtin_shufflevector(t97, t97, 1, 1, 3, 3);
            vcc_v4_double t107 = __builtin_shufflevector(t94, t94, 1, 0, 3, 2);
            vcc_v4_double t108 = t94 * t105;
            vcc_v4_double t109 = t107 * t106;
            vcc_v4_double t110 = __builtin_shufflevector(t108 - t109, t108 + t109, 0, 5, 2, 7);
            vcc_store(t98 + 3, t110);
            i_vec_1 += 4L;
        } while (i_vec_1 < t89);
        i = (int)((long)t87 + t89);
    } else {
        i = t87;
    }
    for (; i < n; i++) {
        int t111 = 2 * i;
        long t112 = (long)t111;
        const double *t113 = a + t112;
        vcc_v2_double t114 = vcc_splat(vcc_v2_double, b[t112]);
        vcc_v2_double t115 = vcc_load(vcc_v2_double, t113);
        vcc_v2_double t116 = t114 * t115;
        vcc_v2_double t117 = vcc_splat(vcc_v2_double, b[t111 + 1]);
        vcc_v2_double t118 = vcc_load(vcc_v2_double, t113);
        vcc_v2_double t119 = __builtin_shufflevector(t118, t118, 1, 0);
        vcc_v2_double t120 = t117 * t119;
        vcc_v2_double t121 = __builtin_shufflevector(t116 - t120, t116 + t120, 0, 3);
        vcc_store(c + t112, t121);
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. On x86's 16- and 32-byte targets that plan is bound by its
   shuffles and the loop is left to SLP's 2-lane tree (loopvec slp_first.rs), which ran
   faster on Sapphire Rapids (avx2: 282 ms against 347, the scalar loop's 346). */
void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t49;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:32 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const double *t5 = b + t4;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, t5);
            vcc_v4_double t7 = vcc_load(vcc_v4_double, t5 + 4);
            vcc_v4_double b_v = __builtin_shufflevector(t6, t7, 0, 2, 4, 6);
            vcc_v4_double b_v_1 = __builtin_shufflevector(t6, t7, 1, 3, 5, 7);
            const double *t8 = a + t4;
            vcc_v4_double t9 = vcc_load(vcc_v4_double, t8);
            vcc_v4_double t10 = vcc_load(vcc_v4_double, t8 + 4);
            vcc_v4_double a_v = __builtin_shufflevector(t9, t10, 0, 2, 4, 6);
            vcc_v4_double a_v_1 = __builtin_shufflevector(t9, t10, 1, 3, 5, 7);
            vcc_v4_double t11 = b_v * a_v;
            long t12 = (long)(t3 + 1);
            const double *t13 = a + t12;
            vcc_v4_double t14 = b_v_1 * a_v_1;
            vcc_v4_double t15 = t11 - t14;
            double *t16 = c + t12;
            vcc_v4_double t17 = vcc_load(vcc_v4_double, t5);
            vcc_v4_double t18 = vcc_load(vcc_v4_double, t5 + 4);
            vcc_v4_double b_v_2 = __builtin_shufflevector(t17, t18, 0, 2, 4, 6);
            vcc_v4_double b_v_3 = __builtin_shufflevector(t17, t18, 1, 3, 5, 7);
            vcc_v4_double t19 = vcc_load(vcc_v4_double, t13 + -1);
            vcc_v4_double t20 = vcc_load(vcc_v4_double, t13 + 3);
            vcc_v4_double a_v_2 = __builtin_shufflevector(t19, t20, 1, 3, 5, 7);
            vcc_v4_double a_v_3 = __builtin_shufflevector(t19, t20, 0, 2, 4, 6);
            vcc_v4_double t21 = b_v_2 * a_v_2;
            vcc_v4_double t22 = a_v_3 * b_v_3;
            vcc_v4_double t23 = t21 + t22;
            vcc_v4_double t24 = __builtin_shufflevector(t15, t23, 0, 4, 1, 5);
            vcc_store(t16 + -1, t24);
            vcc_v4_double t25 = __builtin_shufflevector(t15, t23, 2, 6, 3, 7);
            vcc_store(t16 + 3, t25);
            int t26 = 2 * (int)(i_vec + 4L);
            long t27 = (long)t26;
            const double *t28 = b + t27;
            vcc_v4_double t29 = vcc_load(vcc_v4_double, t28);
            vcc_v4_double t30 = vcc_load(vcc_v4_double, t28 + 4);
            vcc_v4_double b_v_4 = __builtin_shufflevector(t29, t30, 0, 2, 4, 6);
            vcc_v4_double b_v_5 = __builtin_shufflevector(t29, t30, 1, 3, 5, 7);
            const double *t31 = a + t27;
            vcc_v4_double t32 = vcc_load(vcc_v4_double, t31);
            vcc_v4_double t33 = vcc_load(vcc_v4_double, t31 + 4);
            vcc_v4_double a_v_4 = __builtin_shufflevector(t32, t33, 0, 2, 4, 6);
            vcc_v4_double a_v_5 = __builtin_shufflevector(t32, t33, 1, 3, 5, 7);
            vcc_v4_double t34 = b_v_4 * a_v_4;
            long t35 = (long)(t26 + 1);
            const double *t36 = a + t35;
            vcc_v4_double t37 = b_v_5 * a_v_5;
            vcc_v4_double t38 = t34 - t37;
            double *t39 = c + t35;
            vcc_v4_double t40 = vcc_load(vcc_v4_double, t28);
            vcc_v4_double t41 = vcc_load(vcc_v4_double, t28 + 4);
            vcc_v4_double b_v_6 = __builtin_shufflevector(t40, t41, 0, 2, 4, 6);
            vcc_v4_double b_v_7 = __builtin_shufflevector(t40, t41, 1, 3, 5, 7);
            vcc_v4_double t42 = vcc_load(vcc_v4_double, t36 + -1);
            vcc_v4_double t43 = vcc_load(vcc_v4_double, t36 + 3);
            vcc_v4_double a_v_6 = __builtin_shufflevector(t42, t43, 1, 3, 5, 7);
            vcc_v4_double a_v_7 = __builtin_shufflevector(t42, t43, 0, 2, 4, 6);
            vcc_v4_double t44 = b_v_6 * a_v_6;
            vcc_v4_double t45 = a_v_7 * b_v_7;
            vcc_v4_double t46 = t44 + t45;
            vcc_v4_double t47 = __builtin_shufflevector(t38, t46, 0, 4, 1, 5);
            vcc_store(t39 + -1, t47);
            vcc_v4_double t48 = __builtin_shufflevector(t38, t46, 2, 6, 3, 7);
            vcc_store(t39 + 3, t48);
            i_vec += 8L;
        } while (i_vec < t2);
        t49 = (int)t2;
    } else {
        t49 = 0;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 4L) {
        long t51 = t50 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t52 = 2 * (int)((long)t49 + i_vec_1);
            long t53 = (long)t52;
            const double *t54 = b + t53;
            vcc_v4_double t55 = vcc_load(vcc_v4_double, t54);
            vcc_v4_double t56 = vcc_load(vcc_v4_double, t54 + 4);
            vcc_v4_double b_v_8 = __builtin_shufflevector(t55, t56, 0, 2, 4, 6);
            vcc_v4_double b_v_9 = __builtin_shufflevector(t55, t56, 1, 3, 5, 7);
            const double *t57 = a + t53;
            vcc_v4_double t58 = vcc_load(vcc_v4_double, t57);
            vcc_v4_double t59 = vcc_load(vcc_v4_double, t57 + 4);
            vcc_v4_double a_v_8 = __builtin_shufflevector(t58, t59, 0, 2, 4, 6);
            vcc_v4_double a_v_9 = __builtin_shufflevector(t58, t59, 1, 3, 5, 7);
            vcc_v4_double t60 = b_v_8 * a_v_8;
            long t61 = (long)(t52 + 1);
            const double *t62 = a + t61;
            vcc_v4_double t63 = b_v_9 * a_v_9;
            vcc_v4_double t64 = t60 - t63;
            double *t65 = c + t61;
            vcc_v4_double t66 = vcc_load(vcc_v4_double, t54);
            vcc_v4_double t67 = vcc_load(vcc_v4_double, t54 + 4);
            vcc_v4_double b_v_10 = __builtin_shufflevector(t66, t67, 0, 2, 4, 6);
            vcc_v4_double b_v_11 = __builtin_shufflevector(t66, t67, 1, 3, 5, 7);
            vcc_v4_double t68 = vcc_load(vcc_v4_double, t62 + -1);
            vcc_v4_double t69 = vcc_load(vcc_v4_double, t62 + 3);
            vcc_v4_double a_v_10 = __builtin_shufflevector(t68, t69, 1, 3, 5, 7);
            vcc_v4_double a_v_11 = __builtin_shufflevector(t68, t69, 0, 2, 4, 6);
            vcc_v4_double t70 = b_v_10 * a_v_10;
            vcc_v4_double t71 = a_v_11 * b_v_11;
            vcc_v4_double t72 = t70 + t71;
            vcc_v4_double t73 = __builtin_shufflevector(t64, t72, 0, 4, 1, 5);
            vcc_store(t65 + -1, t73);
            vcc_v4_double t74 = __builtin_shufflevector(t64, t72, 2, 6, 3, 7);
            vcc_store(t65 + 3, t74);
            i_vec_1 += 4L;
        } while (i_vec_1 < t51);
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        int t75 = 2 * i;
        long t76 = (long)t75;
        const double *t77 = a + t76;
        vcc_v2_double t78 = vcc_splat(vcc_v2_double, b[t76]);
        vcc_v2_double t79 = vcc_load(vcc_v2_double, t77);
        vcc_v2_double t80 = t78 * t79;
        vcc_v2_double t81 = vcc_splat(vcc_v2_double, b[t75 + 1]);
        vcc_v2_double t82 = vcc_load(vcc_v2_double, t77);
        vcc_v2_double t83 = __builtin_shufflevector(t82, t82, 1, 0);
        vcc_v2_double t84 = t81 * t83;
        vcc_v2_double t85 = __builtin_shufflevector(t80 - t84, t80 + t84, 0, 3);
        vcc_store(c + t76, t85);
    }
}

/* A square: both factors from one group. */
void csquare(int n, float *restrict c, const float *restrict z) {
    int t37;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:40 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = z + t3;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, t4);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t4 + 8);
            float *t7 = c + (t3 + 1);
            vcc_v8_float t8 = __builtin_shufflevector(t5, t5, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t9 = __builtin_shufflevector(t5, t5, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t10 = __builtin_shufflevector(t5, t5, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t11 = t5 * t8;
            vcc_v8_float t12 = t10 * t9;
            vcc_v8_float t13 = __builtin_shufflevector(t11 - t12, t11 + t12, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t7 + -1, t13);
            vcc_v8_float t14 = __builtin_shufflevector(t6, t6, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t15 = __builtin_shufflevector(t6, t6, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t16 = __builtin_shufflevector(t6, t6, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t17 = t6 * t14;
            vcc_v8_float t18 = t16 * t15;
            vcc_v8_float t19 = __builtin_shufflevector(t17 - t18, t17 + t18, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t7 + 7, t19);
            int t20 = 2 * (int)(i_vec + 8L);
            const float *t21 = z + t20;
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t21);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t21 + 8);
            float *t24 = c + (t20 + 1);
            vcc_v8_float t25 = __builtin_shufflevector(t22, t22, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t26 = __builtin_shufflevector(t22, t22, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t27 = __builtin_shufflevector(t22, t22, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t28 = t22 * t25;
            vcc_v8_float t29 = t27 * t26;
            vcc_v8_float t30 = __builtin_shufflevector(t28 - t29, t28 + t29, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t24 + -1, t30);
            vcc_v8_float t31 = __builtin_shufflevector(t23, t23, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t32 = __builtin_shufflevector(t23, t23, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t33 = __builtin_shufflevector(t23, t23, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t34 = t23 * t31;
            vcc_v8_float t35 = t33 * t32;
            vcc_v8_float t36 = __builtin_shufflevector(t34 - t35, t34 + t35, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t24 + 7, t36);
            i_vec += 16L;
        } while (i_vec < t2);
        t37 = (int)t2;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t40 = 2 * (int)((long)t37 + i_vec_1);
            const float *t41 = z + t40;
            vcc_v8_float t42 = vcc_load(vcc_v8_float, t41);
            vcc_v8_float t43 = vcc_load(vcc_v8_float, t41 + 8);
            float *t44 = c + (t40 + 1);
            vcc_v8_float t45 = __builtin_shufflevector(t42, t42, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t46 = __builtin_shufflevector(t42, t42, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t47 = __builtin_shufflevector(t42, t42, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t48 = t42 * t45;
            vcc_v8_float t49 = t47 * t46;
            vcc_v8_float t50 = __builtin_shufflevector(t48 - t49, t48 + t49, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t44 + -1, t50);
            vcc_v8_float t51 = __builtin_shufflevector(t43, t43, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t52 = __builtin_shufflevector(t43, t43, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t53 = __builtin_shufflevector(t43, t43, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t54 = t43 * t51;
            vcc_v8_float t55 = t53 * t52;
            vcc_v8_float t56 = __builtin_shufflevector(t54 - t55, t54 + t55, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t44 + 7, t56);
            i_vec_1 += 8L;
        } while (i_vec_1 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        int t57 = 2 * i;
        long t58 = (long)t57;
        float x = z[t58];
        long t59 = (long)(t57 + 1);
        float y = z[t59];
        c[t58] = x * x - y * y;
        c[t59] = x * y + y * x;
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t37;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:49 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t5 + 8);
            vcc_v8_float ar_v = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float ai_v = __builtin_shufflevector(t6, t7, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t8 = b + t4;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t8 + 8);
            vcc_v8_float br_v = __builtin_shufflevector(t9, t10, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float bi_v = __builtin_shufflevector(t9, t10, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t11 = ar_v * br_v;
            vcc_v8_float t12 = ai_v * bi_v;
            vcc_v8_float t13 = t11 + t12;
            float *t14 = c + (t3 + 1);
            vcc_v8_float t15 = ai_v * br_v;
            vcc_v8_float t16 = ar_v * bi_v;
            vcc_v8_float t17 = t15 - t16;
            vcc_v8_float t18 = __builtin_shufflevector(t13, t17, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t14 + -1, t18);
            vcc_v8_float t19 = __builtin_shufflevector(t13, t17, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t14 + 7, t19);
            int t20 = 2 * (int)(i_vec + 8L);
            long t21 = (long)t20;
            const float *t22 = a + t21;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t22);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t22 + 8);
            vcc_v8_float ar_v_1 = __builtin_shufflevector(t23, t24, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float ai_v_1 = __builtin_shufflevector(t23, t24, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t25 = b + t21;
            vcc_v8_float t26 = vcc_load(vcc_v8_float, t25);
            vcc_v8_float t27 = vcc_load(vcc_v8_float, t25 + 8);
            vcc_v8_float br_v_1 = __builtin_shufflevector(t26, t27, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float bi_v_1 = __builtin_shufflevector(t26, t27, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t28 = ar_v_1 * br_v_1;
            vcc_v8_float t29 = ai_v_1 * bi_v_1;
            vcc_v8_float t30 = t28 + t29;
            float *t31 = c + (t20 + 1);
            vcc_v8_float t32 = ai_v_1 * br_v_1;
            vcc_v8_float t33 = ar_v_1 * bi_v_1;
            vcc_v8_float t34 = t32 - t33;
            vcc_v8_float t35 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t31 + -1, t35);
            vcc_v8_float t36 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t31 + 7, t36);
            i_vec += 16L;
        } while (i_vec < t2);
        t37 = (int)t2;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t40 = 2 * (int)((long)t37 + i_vec_1);
            long t41 = (long)t40;
            const float *t42 = a + t41;
            vcc_v8_float t43 = vcc_load(vcc_v8_float, t42);
            vcc_v8_float t44 = vcc_load(vcc_v8_float, t42 + 8);
            vcc_v8_float ar_v_2 = __builtin_shufflevector(t43, t44, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float ai_v_2 = __builtin_shufflevector(t43, t44, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t45 = b + t41;
            vcc_v8_float t46 = vcc_load(vcc_v8_float, t45);
            vcc_v8_float t47 = vcc_load(vcc_v8_float, t45 + 8);
            vcc_v8_float br_v_2 = __builtin_shufflevector(t46, t47, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float bi_v_2 = __builtin_shufflevector(t46, t47, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t48 = ar_v_2 * br_v_2;
            vcc_v8_float t49 = ai_v_2 * bi_v_2;
            vcc_v8_float t50 = t48 + t49;
            float *t51 = c + (t40 + 1);
            vcc_v8_float t52 = ai_v_2 * br_v_2;
            vcc_v8_float t53 = ar_v_2 * bi_v_2;
            vcc_v8_float t54 = t52 - t53;
            vcc_v8_float t55 = __builtin_shufflevector(t50, t54, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t51 + -1, t55);
            vcc_v8_float t56 = __builtin_shufflevector(t50, t54, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t51 + 7, t56);
            i_vec_1 += 8L;
        } while (i_vec_1 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        int t57 = 2 * i;
        long t58 = (long)t57;
        const float *t59 = a + t58;
        vcc_v2_float t60 = vcc_load(vcc_v2_float, t59);
        vcc_v2_float t61 = vcc_splat(vcc_v2_float, b[t58]);
        vcc_v2_float t62 = t60 * t61;
        vcc_v2_float t63 = vcc_load(vcc_v2_float, t59);
        vcc_v2_float t64 = __builtin_shufflevector(t63, t63, 1, 0);
        vcc_v2_float t65 = vcc_splat(vcc_v2_float, b[t57 + 1]);
        vcc_v2_float t66 = t64 * t65;
        vcc_v2_float t67 = t62 + t66;
        vcc_v2_float t68 = t62 - t66;
        vcc_v2_float t69 = __builtin_shufflevector(t67, t68, 0, 3);
        vcc_store(c + t58, t69);
    }
}

/* A product used elsewhere too: the plain loop. */
void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    int t48;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:58 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t5 + 8);
            vcc_v8_float a_v = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_1 = __builtin_shufflevector(t6, t7, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t8 = b + t4;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t8 + 8);
            vcc_v8_float b_v = __builtin_shufflevector(t9, t10, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float b_v_1 = __builtin_shufflevector(t9, t10, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float rr_v = a_v * b_v;
            long t11 = (long)(t3 + 1);
            const float *t12 = b + t11;
            vcc_v8_float t13 = a_v_1 * b_v_1;
            vcc_v8_float t14 = rr_v - t13;
            float *t15 = c + t11;
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t5 + 8);
            vcc_v8_float a_v_2 = __builtin_shufflevector(t16, t17, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_3 = __builtin_shufflevector(t16, t17, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t12 + -1);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t12 + 7);
            vcc_v8_float b_v_2 = __builtin_shufflevector(t18, t19, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float b_v_3 = __builtin_shufflevector(t18, t19, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t20 = a_v_2 * b_v_2;
            vcc_v8_float t21 = a_v_3 * b_v_3;
            vcc_v8_float t22 = t20 + t21;
            vcc_v8_float t23 = __builtin_shufflevector(t14, t22, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t15 + -1, t23);
            vcc_v8_float t24 = __builtin_shufflevector(t14, t22, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t15 + 7, t24);
            vcc_store(p + i_vec, rr_v);
            long t25 = i_vec + 8L;
            int t26 = 2 * (int)t25;
            long t27 = (long)t26;
            const float *t28 = a + t27;
            vcc_v8_float t29 = vcc_load(vcc_v8_float, t28);
            vcc_v8_float t30 = vcc_load(vcc_v8_float, t28 + 8);
            vcc_v8_float a_v_4 = __builtin_shufflevector(t29, t30, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_5 = __builtin_shufflevector(t29, t30, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t31 = b + t27;
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t31);
            vcc_v8_float t33 = vcc_load(vcc_v8_float, t31 + 8);
            vcc_v8_float b_v_4 = __builtin_shufflevector(t32, t33, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float b_v_5 = __builtin_shufflevector(t32, t33, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float rr_v_1 = a_v_4 * b_v_4;
            long t34 = (long)(t26 + 1);
            const float *t35 = b + t34;
            vcc_v8_float t36 = a_v_5 * b_v_5;
            vcc_v8_float t37 = rr_v_1 - t36;
            float *t38 = c + t34;
            vcc_v8_float t39 = vcc_load(vcc_v8_float, t28);
            vcc_v8_float t40 = vcc_load(vcc_v8_float, t28 + 8);
            vcc_v8_float a_v_6 = __builtin_shufflevector(t39, t40, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_7 = __builtin_shufflevector(t39, t40, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t41 = vcc_load(vcc_v8_float, t35 + -1);
            vcc_v8_float t42 = vcc_load(vcc_v8_float, t35 + 7);
            vcc_v8_float b_v_6 = __builtin_shufflevector(t41, t42, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float b_v_7 = __builtin_shufflevector(t41, t42, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t43 = a_v_6 * b_v_6;
            vcc_v8_float t44 = a_v_7 * b_v_7;
            vcc_v8_float t45 = t43 + t44;
            vcc_v8_float t46 = __builtin_shufflevector(t37, t45, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t38 + -1, t46);
            vcc_v8_float t47 = __builtin_shufflevector(t37, t45, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t38 + 7, t47);
            vcc_store(p + t25, rr_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        t48 = (int)t2;
    } else {
        t48 = 0;
    }
    long t49 = (long)n + (long)t48 * -1L;
    if (t49 >= 8L) {
        long t50 = t49 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t51 = (long)t48 + i_vec_1;
            int t52 = 2 * (int)t51;
            long t53 = (long)t52;
            const float *t54 = a + t53;
            vcc_v8_float t55 = vcc_load(vcc_v8_float, t54);
            vcc_v8_float t56 = vcc_load(vcc_v8_float, t54 + 8);
            vcc_v8_float a_v_8 = __builtin_shufflevector(t55, t56, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_9 = __builtin_shufflevector(t55, t56, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t57 = b + t53;
            vcc_v8_float t58 = vcc_load(vcc_v8_float, t57);
            vcc_v8_float t59 = vcc_load(vcc_v8_float, t57 + 8);
            vcc_v8_float b_v_8 = __builtin_shufflevector(t58, t59, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float b_v_9 = __builtin_shufflevector(t58, t59, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float rr_v_2 = a_v_8 * b_v_8;
            long t60 = (long)(t52 + 1);
            const float *t61 = b + t60;
            vcc_v8_float t62 = a_v_9 * b_v_9;
            vcc_v8_float t63 = rr_v_2 - t62;
            float *t64 = c + t60;
            vcc_v8_float t65 = vcc_load(vcc_v8_float, t54);
            vcc_v8_float t66 = vcc_load(vcc_v8_float, t54 + 8);
            vcc_v8_float a_v_10 = __builtin_shufflevector(t65, t66, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float a_v_11 = __builtin_shufflevector(t65, t66, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t67 = vcc_load(vcc_v8_float, t61 + -1);
            vcc_v8_float t68 = vcc_load(vcc_v8_float, t61 + 7);
            vcc_v8_float b_v_10 = __builtin_shufflevector(t67, t68, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float b_v_11 = __builtin_shufflevector(t67, t68, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t69 = a_v_10 * b_v_10;
            vcc_v8_float t70 = a_v_11 * b_v_11;
            vcc_v8_float t71 = t69 + t70;
            vcc_v8_float t72 = __builtin_shufflevector(t63, t71, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_store(t64 + -1, t72);
            vcc_v8_float t73 = __builtin_shufflevector(t63, t71, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_store(t64 + 7, t73);
            vcc_store(p + t51, rr_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t50);
        i = (int)((long)t48 + t50);
    } else {
        i = t48;
    }
    for (; i < n; i++) {
        int t74 = 2 * i;
        long t75 = (long)t74;
        const float *t76 = a + t75;
        const float *t77 = b + t75;
        float rr = *t76 * *t77;
        long t78 = (long)(t74 + 1);
        const float *t79 = a + t78;
        const float *t80 = b + t78;
        c[t75] = rr - *t79 * *t80;
        c[t78] = *t76 * *t80 + *t79 * *t77;
        p[i] = rr;
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    int t52;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:69 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t5 + 8);
            vcc_v8_float ar_v = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float ai_v = __builtin_shufflevector(t6, t7, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t8 = b + t4;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t8 + 8);
            float *t11 = c + (t3 + 1);
            vcc_v8_float t12 = __builtin_shufflevector(t9, t9, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t13 = __builtin_shufflevector(t9, t9, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t14 = __builtin_shufflevector(t6, t6, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t15 = t6 * t12;
            vcc_v8_float t16 = t14 * t13;
            vcc_v8_float t17 = __builtin_shufflevector(t15 - t16, t15 + t16, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t11 + -1, t17);
            vcc_v8_float t18 = __builtin_shufflevector(t10, t10, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t19 = __builtin_shufflevector(t10, t10, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t20 = __builtin_shufflevector(t7, t7, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t21 = t7 * t18;
            vcc_v8_float t22 = t20 * t19;
            vcc_v8_float t23 = __builtin_shufflevector(t21 - t22, t21 + t22, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t11 + 7, t23);
            vcc_v8_float t24 = ar_v * ar_v;
            vcc_v8_float t25 = ai_v * ai_v;
            vcc_v8_float t26 = t24 + t25;
            vcc_store(m + i_vec, t26);
            long t27 = i_vec + 8L;
            int t28 = 2 * (int)t27;
            long t29 = (long)t28;
            const float *t30 = a + t29;
            vcc_v8_float t31 = vcc_load(vcc_v8_float, t30);
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t30 + 8);
            vcc_v8_float ar_v_1 = __builtin_shufflevector(t31, t32, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float ai_v_1 = __builtin_shufflevector(t31, t32, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t33 = b + t29;
            vcc_v8_float t34 = vcc_load(vcc_v8_float, t33);
            vcc_v8_float t35 = vcc_load(vcc_v8_float, t33 + 8);
            float *t36 = c + (t28 + 1);
            vcc_v8_float t37 = __builtin_shufflevector(t34, t34, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t38 = __builtin_shufflevector(t34, t34, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t39 = __builtin_shufflevector(t31, t31, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t40 = t31 * t37;
            vcc_v8_float t41 = t39 * t38;
            vcc_v8_float t42 = __builtin_shufflevector(t40 - t41, t40 + t41, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t36 + -1, t42);
            vcc_v8_float t43 = __builtin_shufflevector(t35, t35, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t44 = __builtin_shufflevector(t35, t35, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t45 = __builtin_shufflevector(t32, t32, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t46 = t32 * t43;
            vcc_v8_float t47 = t45 * t44;
            vcc_v8_float t48 = __builtin_shufflevector(t46 - t47, t46 + t47, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t36 + 7, t48);
            vcc_v8_float t49 = ar_v_1 * ar_v_1;
            vcc_v8_float t50 = ai_v_1 * ai_v_1;
            vcc_v8_float t51 = t49 + t50;
            vcc_store(m + t27, t51);
            i_vec += 16L;
        } while (i_vec < t2);
        t52 = (int)t2;
    } else {
        t52 = 0;
    }
    long t53 = (long)n + (long)t52 * -1L;
    if (t53 >= 8L) {
        long t54 = t53 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:69 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t55 = (long)t52 + i_vec_1;
            int t56 = 2 * (int)t55;
            long t57 = (long)t56;
            const float *t58 = a + t57;
            vcc_v8_float t59 = vcc_load(vcc_v8_float, t58);
            vcc_v8_float t60 = vcc_load(vcc_v8_float, t58 + 8);
            vcc_v8_float ar_v_2 = __builtin_shufflevector(t59, t60, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float ai_v_2 = __builtin_shufflevector(t59, t60, 1, 3, 5, 7, 9, 11, 13, 15);
            const float *t61 = b + t57;
            vcc_v8_float t62 = vcc_load(vcc_v8_float, t61);
            vcc_v8_float t63 = vcc_load(vcc_v8_float, t61 + 8);
            float *t64 = c + (t56 + 1);
            vcc_v8_float t65 = __builtin_shufflevector(t62, t62, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t66 = __builtin_shufflevector(t62, t62, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t67 = __builtin_shufflevector(t59, t59, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t68 = t59 * t65;
            vcc_v8_float t69 = t67 * t66;
            vcc_v8_float t70 = __builtin_shufflevector(t68 - t69, t68 + t69, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t64 + -1, t70);
            vcc_v8_float t71 = __builtin_shufflevector(t63, t63, 0, 0, 2, 2, 4, 4, 6, 6);
            vcc_v8_float t72 = __builtin_shufflevector(t63, t63, 1, 1, 3, 3, 5, 5, 7, 7);
            vcc_v8_float t73 = __builtin_shufflevector(t60, t60, 1, 0, 3, 2, 5, 4, 7, 6);
            vcc_v8_float t74 = t60 * t71;
            vcc_v8_float t75 = t73 * t72;
            vcc_v8_float t76 = __builtin_shufflevector(t74 - t75, t74 + t75, 0, 9, 2, 11, 4, 13, 6, 15);
            vcc_store(t64 + 7, t76);
            vcc_v8_float t77 = ar_v_2 * ar_v_2;
            vcc_v8_float t78 = ai_v_2 * ai_v_2;
            vcc_v8_float t79 = t77 + t78;
            vcc_store(m + t55, t79);
            i_vec_1 += 8L;
        } while (i_vec_1 < t54);
        i = (int)((long)t52 + t54);
    } else {
        i = t52;
    }
    for (; i < n; i++) {
        int t80 = 2 * i;
        long t81 = (long)t80;
        float ar = a[t81];
        float ai = a[t80 + 1];
        const float *t82 = b + t81;
        vcc_v2_float t83 = (vcc_v2_float){ar, ar};
        vcc_v2_float t84 = vcc_load(vcc_v2_float, t82);
        vcc_v2_float t85 = t83 * t84;
        vcc_v2_float t86 = (vcc_v2_float){ai, ai};
        vcc_v2_float t87 = vcc_load(vcc_v2_float, t82);
        vcc_v2_float t88 = __builtin_shufflevector(t87, t87, 1, 0);
        vcc_v2_float t89 = t86 * t88;
        vcc_v2_float t90 = __builtin_shufflevector(t85 - t89, t85 + t89, 0, 3);
        vcc_store(c + t81, t90);
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
