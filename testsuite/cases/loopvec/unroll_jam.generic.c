/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Unroll-and-jam (midend/src/transform/unroll_jam.rs): nests whose inner loop accumulates into
   elements that do not move with the outer index run two outer iterations per inner loop, j's
   update of y[i] passed straight to j+1's; an odd outer count leaves the last one to the
   original nest. The values have full mantissas: an update done in another order prints
   other bits. */
#define M 37
static float A[40][M], x[40], y[M];

/* y += A^T x over a fixed-size matrix, any number of columns. */
void matvec(int n) {
    long t1;
    long t2;
    int j;
    int t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    float *t9;
    float *t10;
    float *t11;
    float *t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    long t17;
    long t18;
    long t19;
    long t20;
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
    long t37;
    long t38;
    long t39;
    long t40;
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
    int i;
    long t57;
    float *t58;
    long t59;
    float t60;
    long t61;
    int j_1;
    long t62;
    long t63;
    long t64;
    long t65;
    long t66;
    float *t67;
    float *t68;
    float *t69;
    float *t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    long t75;
    long t76;
    long t77;
    long t78;
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
    vcc_v8_float t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_float t94;
    int i_1;
    long t95;
    float *t96;
    long t97;
    j = 0;
    for (;; j = t3 + 1) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        t3 = j + 1;
        if (t3 >= n) {
            j_1 = j;
            break;
        }
        if (37L >= 32L) {
            t4 = 37L & -32L;
            t1 = 0L;
            do {
                t5 = (long)(int)((long)0 + t1);
                t6 = (long)(int)((long)0 + (t1 + 8L));
                t7 = (long)(int)((long)0 + (t1 + 16L));
                t8 = (long)(int)((long)0 + (t1 + 24L));
                t9 = &y[t5];
                t10 = &y[t6];
                t11 = &y[t7];
                t12 = &y[t8];
                t13 = vcc_load(vcc_v8_float, t9);
                t14 = vcc_load(vcc_v8_float, t10);
                t15 = vcc_load(vcc_v8_float, t11);
                t16 = vcc_load(vcc_v8_float, t12);
                t17 = (long)j;
                t18 = (long)j;
                t19 = (long)j;
                t20 = (long)j;
                t21 = vcc_load(vcc_v8_float, &A[t17][t5]);
                t22 = vcc_load(vcc_v8_float, &A[t18][t6]);
                t23 = vcc_load(vcc_v8_float, &A[t19][t7]);
                t24 = vcc_load(vcc_v8_float, &A[t20][t8]);
                t25 = vcc_splat(vcc_v8_float, x[t17]);
                t26 = vcc_splat(vcc_v8_float, x[t18]);
                t27 = vcc_splat(vcc_v8_float, x[t19]);
                t28 = vcc_splat(vcc_v8_float, x[t20]);
                t29 = t21 * t25;
                t30 = t22 * t26;
                t31 = t23 * t27;
                t32 = t24 * t28;
                t33 = t13 + t29;
                t34 = t14 + t30;
                t35 = t15 + t31;
                t36 = t16 + t32;
                t37 = (long)t3;
                t38 = (long)t3;
                t39 = (long)t3;
                t40 = (long)t3;
                t41 = vcc_load(vcc_v8_float, &A[t37][t5]);
                t42 = vcc_load(vcc_v8_float, &A[t38][t6]);
                t43 = vcc_load(vcc_v8_float, &A[t39][t7]);
                t44 = vcc_load(vcc_v8_float, &A[t40][t8]);
                t45 = vcc_splat(vcc_v8_float, x[t37]);
                t46 = vcc_splat(vcc_v8_float, x[t38]);
                t47 = vcc_splat(vcc_v8_float, x[t39]);
                t48 = vcc_splat(vcc_v8_float, x[t40]);
                t49 = t41 * t45;
                t50 = t33 + t49;
                vcc_store(t9, t50);
                t51 = t42 * t46;
                t52 = t34 + t51;
                vcc_store(t10, t52);
                t53 = t43 * t47;
                t54 = t35 + t53;
                vcc_store(t11, t54);
                t55 = t44 * t48;
                t56 = t36 + t55;
                vcc_store(t12, t56);
                t1 += 32L;
            } while (t1 < t4);
            i = (int)((long)0 + t4);
        } else {
            i = 0;
        }
        for (; i < 37; i++) {
            t57 = (long)i;
            t58 = &y[t57];
            t59 = (long)j;
            t60 = *t58 + A[t59][t57] * x[t59];
            t61 = (long)t3;
            *t58 = t60 + A[t61][t57] * x[t61];
        }
    }
    for (; j_1 < n; j_1++) {
        if (37L >= 32L) {
            t62 = 37L & -32L;
            t2 = 0L;
            do {
                t63 = (long)(int)((long)0 + t2);
                t64 = (long)(int)((long)0 + (t2 + 8L));
                t65 = (long)(int)((long)0 + (t2 + 16L));
                t66 = (long)(int)((long)0 + (t2 + 24L));
                t67 = &y[t63];
                t68 = &y[t64];
                t69 = &y[t65];
                t70 = &y[t66];
                t71 = vcc_load(vcc_v8_float, t67);
                t72 = vcc_load(vcc_v8_float, t68);
                t73 = vcc_load(vcc_v8_float, t69);
                t74 = vcc_load(vcc_v8_float, t70);
                t75 = (long)j_1;
                t76 = (long)j_1;
                t77 = (long)j_1;
                t78 = (long)j_1;
                t79 = vcc_load(vcc_v8_float, &A[t75][t63]);
                t80 = vcc_load(vcc_v8_float, &A[t76][t64]);
                t81 = vcc_load(vcc_v8_float, &A[t77][t65]);
                t82 = vcc_load(vcc_v8_float, &A[t78][t66]);
                t83 = vcc_splat(vcc_v8_float, x[t75]);
                t84 = vcc_splat(vcc_v8_float, x[t76]);
                t85 = vcc_splat(vcc_v8_float, x[t77]);
                t86 = vcc_splat(vcc_v8_float, x[t78]);
                t87 = t79 * t83;
                t88 = t71 + t87;
                vcc_store(t67, t88);
                t89 = t80 * t84;
                t90 = t72 + t89;
                vcc_store(t68, t90);
                t91 = t81 * t85;
                t92 = t73 + t91;
                vcc_store(t69, t92);
                t93 = t82 * t86;
                t94 = t74 + t93;
                vcc_store(t70, t94);
                t2 += 32L;
            } while (t2 < t62);
            i_1 = (int)((long)0 + t62);
        } else {
            i_1 = 0;
        }
        for (; i_1 < 37; i_1++) {
            t95 = (long)i_1;
            t96 = &y[t95];
            t97 = (long)j_1;
            *t96 = *t96 + A[t97][t95] * x[t97];
        }
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    int j;
    int t5;
    long t6;
    long t7;
    int t8;
    int t9;
    int *t10;
    int *t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    int t22;
    long t23;
    long t24;
    int t25;
    int *t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    int i;
    int *t32;
    int t33;
    int j_1;
    long t34;
    long t35;
    int t36;
    int t37;
    int t38;
    int t39;
    int *t40;
    int *t41;
    int *t42;
    int *t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    int t56;
    long t57;
    long t58;
    int t59;
    int *t60;
    vcc_v8_int t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    int i_1;
    int *t64;
    j = 0;
    for (;; j = t5 + 1) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        t5 = j + 1;
        if (t5 >= n) {
            j_1 = j;
            break;
        }
        t6 = (long)m;
        if (t6 >= 16L) {
            t7 = t6 & -16L;
            t1 = 0L;
            do {
                t8 = (int)((long)0 + t1);
                t9 = (int)((long)0 + (t1 + 8L));
                t10 = s + t8;
                t11 = s + t9;
                t12 = vcc_load(vcc_v8_int, t10);
                t13 = vcc_load(vcc_v8_int, t11);
                t14 = vcc_load(vcc_v8_int, a + (j * m + t8));
                t15 = vcc_load(vcc_v8_int, a + (j * m + t9));
                t16 = t12 + t14;
                t17 = t13 + t15;
                t18 = vcc_load(vcc_v8_int, a + (t5 * m + t8));
                t19 = vcc_load(vcc_v8_int, a + (t5 * m + t9));
                t20 = t16 + t18;
                vcc_store(t10, t20);
                t21 = t17 + t19;
                vcc_store(t11, t21);
                t1 += 16L;
            } while (t1 < t7);
            t22 = (int)((long)0 + t7);
        } else {
            t22 = 0;
        }
        t23 = (long)m + (long)t22 * -1L;
        if (t23 >= 8L) {
            t24 = t23 & -8L;
            t2 = 0L;
            do {
                t25 = (int)((long)t22 + t2);
                t26 = s + t25;
                t27 = vcc_load(vcc_v8_int, t26);
                t28 = vcc_load(vcc_v8_int, a + (j * m + t25));
                t29 = t27 + t28;
                t30 = vcc_load(vcc_v8_int, a + (t5 * m + t25));
                t31 = t29 + t30;
                vcc_store(t26, t31);
                t2 += 8L;
            } while (t2 < t24);
            i = (int)((long)t22 + t24);
        } else {
            i = t22;
        }
        for (; i < m; i++) {
            t32 = s + i;
            t33 = *t32 + a[j * m + i];
            *t32 = t33 + a[t5 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        t34 = (long)m;
        if (t34 >= 32L) {
            t35 = t34 & -32L;
            t3 = 0L;
            do {
                t36 = (int)((long)0 + t3);
                t37 = (int)((long)0 + (t3 + 8L));
                t38 = (int)((long)0 + (t3 + 16L));
                t39 = (int)((long)0 + (t3 + 24L));
                t40 = s + t36;
                t41 = s + t37;
                t42 = s + t38;
                t43 = s + t39;
                t44 = vcc_load(vcc_v8_int, t40);
                t45 = vcc_load(vcc_v8_int, t41);
                t46 = vcc_load(vcc_v8_int, t42);
                t47 = vcc_load(vcc_v8_int, t43);
                t48 = vcc_load(vcc_v8_int, a + (j_1 * m + t36));
                t49 = vcc_load(vcc_v8_int, a + (j_1 * m + t37));
                t50 = vcc_load(vcc_v8_int, a + (j_1 * m + t38));
                t51 = vcc_load(vcc_v8_int, a + (j_1 * m + t39));
                t52 = t44 + t48;
                vcc_store(t40, t52);
                t53 = t45 + t49;
                vcc_store(t41, t53);
                t54 = t46 + t50;
                vcc_store(t42, t54);
                t55 = t47 + t51;
                vcc_store(t43, t55);
                t3 += 32L;
            } while (t3 < t35);
            t56 = (int)((long)0 + t35);
        } else {
            t56 = 0;
        }
        t57 = (long)m + (long)t56 * -1L;
        if (t57 >= 8L) {
            t58 = t57 & -8L;
            t4 = 0L;
            do {
                t59 = (int)((long)t56 + t4);
                t60 = s + t59;
                t61 = vcc_load(vcc_v8_int, t60);
                t62 = vcc_load(vcc_v8_int, a + (j_1 * m + t59));
                t63 = t61 + t62;
                vcc_store(t60, t63);
                t4 += 8L;
            } while (t4 < t58);
            i_1 = (int)((long)t56 + t58);
        } else {
            i_1 = t56;
        }
        for (; i_1 < m; i_1++) {
            t64 = s + i_1;
            *t64 = *t64 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_v4_uint t1;
    long t2;
    vcc_v4_uint t3;
    long t4;
    vcc_v4_uint t5;
    long t6;
    vcc_v4_uint t7;
    long t8;
    int j;
    int t9;
    long t10;
    long t11;
    vcc_v4_int t12;
    vcc_v4_uint t13;
    vcc_v4_int t14;
    vcc_v4_uint t15;
    vcc_v4_int t16;
    vcc_v4_uint t17;
    vcc_v4_int t18;
    vcc_v4_uint t19;
    vcc_v4_int t20;
    double *t21;
    double *t22;
    double *t23;
    double *t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    vcc_v4_double t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    vcc_v4_double t37;
    vcc_v4_double t38;
    vcc_v4_double t39;
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
    vcc_v4_uint t65;
    int t66;
    long t67;
    long t68;
    vcc_v4_int t69;
    vcc_v4_uint t70;
    vcc_v4_int t71;
    double *t72;
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
    vcc_v4_uint t83;
    int i;
    double *t84;
    double t85;
    double t86;
    int j_1;
    long t87;
    long t88;
    vcc_v4_int t89;
    vcc_v4_uint t90;
    vcc_v4_int t91;
    vcc_v4_uint t92;
    vcc_v4_int t93;
    vcc_v4_uint t94;
    vcc_v4_int t95;
    vcc_v4_uint t96;
    vcc_v4_int t97;
    double *t98;
    double *t99;
    double *t100;
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
    vcc_v4_double t114;
    vcc_v4_double t115;
    vcc_v4_double t116;
    vcc_v4_double t117;
    vcc_v4_double t118;
    vcc_v4_double t119;
    vcc_v4_double t120;
    vcc_v4_double t121;
    vcc_v4_double t122;
    vcc_v4_double t123;
    vcc_v4_double t124;
    vcc_v4_double t125;
    vcc_v4_uint t126;
    int t127;
    long t128;
    long t129;
    vcc_v4_int t130;
    vcc_v4_uint t131;
    vcc_v4_int t132;
    double *t133;
    vcc_v4_double t134;
    vcc_v4_double t135;
    vcc_v4_double t136;
    vcc_v4_double t137;
    vcc_v4_double t138;
    vcc_v4_double t139;
    vcc_v4_uint t140;
    int i_1;
    double *t141;
    j = n - 1;
    for (;; j = t9 - 1) {
        if (j < 0) {
            j_1 = j;
            break;
        }
        t9 = j + -1;
        if (t9 < 0) {
            j_1 = j;
            break;
        }
        t10 = (long)m;
        if (t10 >= 16L) {
            t11 = t10 & -16L;
            t12 = (vcc_v4_int){0, 0, 0, 0};
            t13 = (vcc_v4_uint)t12;
            t1 = t13 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t2 = 0L;
            for (;;) {
                t14 = (vcc_v4_int)t1;
                t15 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t16 = (vcc_v4_int)t15;
                t17 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                t18 = (vcc_v4_int)t17;
                t19 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                t20 = (vcc_v4_int)t19;
                t21 = v + (int)((long)0 + t2);
                t22 = v + (int)((long)0 + (t2 + 4L));
                t23 = v + (int)((long)0 + (t2 + 8L));
                t24 = v + (int)((long)0 + (t2 + 12L));
                t25 = vcc_load(vcc_v4_double, t21);
                t26 = vcc_load(vcc_v4_double, t22);
                t27 = vcc_load(vcc_v4_double, t23);
                t28 = vcc_load(vcc_v4_double, t24);
                t29 = t25 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t30 = t26 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t31 = t27 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t32 = t28 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t33 = vcc_splat(vcc_v4_double, w[j]);
                t34 = vcc_splat(vcc_v4_double, w[j]);
                t35 = vcc_splat(vcc_v4_double, w[j]);
                t36 = vcc_splat(vcc_v4_double, w[j]);
                t37 = __builtin_convertvector(t14, vcc_v4_double);
                t38 = __builtin_convertvector(t16, vcc_v4_double);
                t39 = __builtin_convertvector(t18, vcc_v4_double);
                t40 = __builtin_convertvector(t20, vcc_v4_double);
                t41 = t33 * t37;
                t42 = t34 * t38;
                t43 = t35 * t39;
                t44 = t36 * t40;
                t45 = t29 + t41;
                t46 = t30 + t42;
                t47 = t31 + t43;
                t48 = t32 + t44;
                t49 = t45 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t50 = t46 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t51 = t47 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t52 = t48 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t53 = vcc_splat(vcc_v4_double, w[t9]);
                t54 = vcc_splat(vcc_v4_double, w[t9]);
                t55 = vcc_splat(vcc_v4_double, w[t9]);
                t56 = vcc_splat(vcc_v4_double, w[t9]);
                t57 = t53 * t37;
                t58 = t49 + t57;
                vcc_store(t21, t58);
                t59 = t54 * t38;
                t60 = t50 + t59;
                vcc_store(t22, t60);
                t61 = t55 * t39;
                t62 = t51 + t61;
                vcc_store(t23, t62);
                t63 = t56 * t40;
                t64 = t52 + t63;
                vcc_store(t24, t64);
                t2 += 16L;
                t65 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t2 >= t11) {
                    break;
                }
                t1 = t65;
            }
            t66 = (int)((long)0 + t11);
        } else {
            t66 = 0;
        }
        t67 = (long)m + (long)t66 * -1L;
        if (t67 >= 4L) {
            t68 = t67 & -4L;
            t69 = (vcc_v4_int){t66, t66, t66, t66};
            t70 = (vcc_v4_uint)t69;
            t3 = t70 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t4 = 0L;
            for (;;) {
                t71 = (vcc_v4_int)t3;
                t72 = v + (int)((long)t66 + t4);
                t73 = vcc_load(vcc_v4_double, t72);
                t74 = t73 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t75 = vcc_splat(vcc_v4_double, w[j]);
                t76 = __builtin_convertvector(t71, vcc_v4_double);
                t77 = t75 * t76;
                t78 = t74 + t77;
                t79 = t78 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t80 = vcc_splat(vcc_v4_double, w[t9]);
                t81 = t80 * t76;
                t82 = t79 + t81;
                vcc_store(t72, t82);
                t4 += 4L;
                t83 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t4 >= t68) {
                    break;
                }
                t3 = t83;
            }
            i = (int)((long)t66 + t68);
        } else {
            i = t66;
        }
        for (; i < m; i++) {
            t84 = v + i;
            t85 = (double)i;
            t86 = *t84 * 0.5 + w[j] * t85;
            *t84 = t86 * 0.5 + w[t9] * t85;
        }
    }
    for (; j_1 >= 0; j_1--) {
        t87 = (long)m;
        if (t87 >= 16L) {
            t88 = t87 & -16L;
            t89 = (vcc_v4_int){0, 0, 0, 0};
            t90 = (vcc_v4_uint)t89;
            t5 = t90 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t6 = 0L;
            for (;;) {
                t91 = (vcc_v4_int)t5;
                t92 = t5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t93 = (vcc_v4_int)t92;
                t94 = t5 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                t95 = (vcc_v4_int)t94;
                t96 = t5 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                t97 = (vcc_v4_int)t96;
                t98 = v + (int)((long)0 + t6);
                t99 = v + (int)((long)0 + (t6 + 4L));
                t100 = v + (int)((long)0 + (t6 + 8L));
                t101 = v + (int)((long)0 + (t6 + 12L));
                t102 = vcc_load(vcc_v4_double, t98);
                t103 = vcc_load(vcc_v4_double, t99);
                t104 = vcc_load(vcc_v4_double, t100);
                t105 = vcc_load(vcc_v4_double, t101);
                t106 = t102 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t107 = t103 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t108 = t104 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t109 = t105 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t110 = vcc_splat(vcc_v4_double, w[j_1]);
                t111 = vcc_splat(vcc_v4_double, w[j_1]);
                t112 = vcc_splat(vcc_v4_double, w[j_1]);
                t113 = vcc_splat(vcc_v4_double, w[j_1]);
                t114 = __builtin_convertvector(t91, vcc_v4_double);
                t115 = t110 * t114;
                t116 = t106 + t115;
                vcc_store(t98, t116);
                t117 = __builtin_convertvector(t93, vcc_v4_double);
                t118 = t111 * t117;
                t119 = t107 + t118;
                vcc_store(t99, t119);
                t120 = __builtin_convertvector(t95, vcc_v4_double);
                t121 = t112 * t120;
                t122 = t108 + t121;
                vcc_store(t100, t122);
                t123 = __builtin_convertvector(t97, vcc_v4_double);
                t124 = t113 * t123;
                t125 = t109 + t124;
                vcc_store(t101, t125);
                t6 += 16L;
                t126 = t5 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t6 >= t88) {
                    break;
                }
                t5 = t126;
            }
            t127 = (int)((long)0 + t88);
        } else {
            t127 = 0;
        }
        t128 = (long)m + (long)t127 * -1L;
        if (t128 >= 4L) {
            t129 = t128 & -4L;
            t130 = (vcc_v4_int){t127, t127, t127, t127};
            t131 = (vcc_v4_uint)t130;
            t7 = t131 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t8 = 0L;
            for (;;) {
                t132 = (vcc_v4_int)t7;
                t133 = v + (int)((long)t127 + t8);
                t134 = vcc_load(vcc_v4_double, t133);
                t135 = t134 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t136 = vcc_splat(vcc_v4_double, w[j_1]);
                t137 = __builtin_convertvector(t132, vcc_v4_double);
                t138 = t136 * t137;
                t139 = t135 + t138;
                vcc_store(t133, t139);
                t8 += 4L;
                t140 = t7 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t8 >= t129) {
                    break;
                }
                t7 = t140;
            }
            i_1 = (int)((long)t127 + t129);
        } else {
            i_1 = t127;
        }
        for (; i_1 < m; i_1++) {
            t141 = v + i_1;
            *t141 = *t141 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    long t1;
    long t2;
    int j;
    long t3;
    long t4;
    int t5;
    int t6;
    int t7;
    int t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    int t21;
    long t22;
    long t23;
    int t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    int i;
    int t28;
    for (j = 0; j < n; j++) {
        t3 = (long)m;
        if (t3 >= 32L) {
            t4 = t3 & -32L;
            t1 = 0L;
            do {
                t5 = (int)((long)0 + t1);
                t6 = (int)((long)0 + (t1 + 8L));
                t7 = (int)((long)0 + (t1 + 16L));
                t8 = (int)((long)0 + (t1 + 24L));
                t9 = vcc_load(vcc_v8_float, v + (t5 + 1));
                t10 = vcc_load(vcc_v8_float, v + (t6 + 1));
                t11 = vcc_load(vcc_v8_float, v + (t7 + 1));
                t12 = vcc_load(vcc_v8_float, v + (t8 + 1));
                t13 = vcc_splat(vcc_v8_float, w[j]);
                t14 = vcc_splat(vcc_v8_float, w[j]);
                t15 = vcc_splat(vcc_v8_float, w[j]);
                t16 = vcc_splat(vcc_v8_float, w[j]);
                t17 = t9 + t13;
                vcc_store(v + t5, t17);
                t18 = t10 + t14;
                vcc_store(v + t6, t18);
                t19 = t11 + t15;
                vcc_store(v + t7, t19);
                t20 = t12 + t16;
                vcc_store(v + t8, t20);
                t1 += 32L;
            } while (t1 < t4);
            t21 = (int)((long)0 + t4);
        } else {
            t21 = 0;
        }
        t22 = (long)m + (long)t21 * -1L;
        if (t22 >= 8L) {
            t23 = t22 & -8L;
            t2 = 0L;
            do {
                t24 = (int)((long)t21 + t2);
                t25 = vcc_load(vcc_v8_float, v + (t24 + 1));
                t26 = vcc_splat(vcc_v8_float, w[j]);
                t27 = t25 + t26;
                vcc_store(v + t24, t27);
                t2 += 8L;
            } while (t2 < t23);
            i = (int)((long)t21 + t23);
        } else {
            i = t21;
        }
        for (; i < m; i = t28) {
            t28 = i + 1;
            v[i] = v[t28] + w[j];
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    long t1;
    long t2;
    int j;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    int t17;
    long t18;
    long t19;
    long t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    int i;
    long t23;
    for (j = 0; j < n; j++) {
        t3 = (long)m;
        if (t3 >= 32L) {
            t4 = t3 & -32L;
            t1 = 0L;
            do {
                t5 = (long)(j * m + (int)((long)0 + t1));
                t6 = (long)(j * m + (int)((long)0 + (t1 + 8L)));
                t7 = (long)(j * m + (int)((long)0 + (t1 + 16L)));
                t8 = (long)(j * m + (int)((long)0 + (t1 + 24L)));
                t9 = vcc_load(vcc_v8_float, in + t5);
                t10 = vcc_load(vcc_v8_float, in + t6);
                t11 = vcc_load(vcc_v8_float, in + t7);
                t12 = vcc_load(vcc_v8_float, in + t8);
                t13 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t5, t13);
                t14 = t10 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t6, t14);
                t15 = t11 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t7, t15);
                t16 = t12 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t8, t16);
                t1 += 32L;
            } while (t1 < t4);
            t17 = (int)((long)0 + t4);
        } else {
            t17 = 0;
        }
        t18 = (long)m + (long)t17 * -1L;
        if (t18 >= 8L) {
            t19 = t18 & -8L;
            t2 = 0L;
            do {
                t20 = (long)(j * m + (int)((long)t17 + t2));
                t21 = vcc_load(vcc_v8_float, in + t20);
                t22 = t21 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t20, t22);
                t2 += 8L;
            } while (t2 < t19);
            i = (int)((long)t17 + t19);
        } else {
            i = t17;
        }
        for (; i < m; i++) {
            t23 = (long)(j * m + i);
            out[t23] = in[t23] * 2.0f;
        }
    }
}

/* Not jammed: y and a may be the same array. */
void maybe_alias(int n, int m, float *y2, const float *a) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            y2[i] += a[j * m + i];
}

static float frac(void) {
    return (float)((int)(next_rand() % 2000003) - 1000001) / 997.0f;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int cols = n % 40, m = n % 23 + 1;
        for (int j = 0; j < 40; j++) {
            x[j] = frac();
            for (int i = 0; i < M; i++)
                A[j][i] = frac();
        }
        for (int i = 0; i < M; i++)
            y[i] = frac();
        matvec(cols);
        int *s = new_array(m, 4), *a = new_array(cols * m, 4);
        FILL(s, m, -100000, 200000);
        FILL(a, cols * m, -100000, 200000);
        col_sums(cols, m, s, a);
        double *v = new_array(m, 8), *w = new_array(cols, 8);
        for (int i = 0; i < m; i++)
            v[i] = frac();
        for (int j = 0; j < cols; j++)
            w[j] = frac() / 3.0;
        smooth(cols, m, v, w);
        float *f = new_array(m + 1, 4), *g = new_array(cols > 0 ? cols : 1, 4), *o = new_array(cols * m, 4), *in = new_array(cols * m, 4);
        for (int i = 0; i <= m; i++)
            f[i] = frac();
        for (int j = 0; j < cols; j++)
            g[j] = frac();
        for (int k = 0; k < cols * m; k++)
            in[k] = frac();
        shift_left(cols, m, f, g);
        copy_rows(cols, m, o, in);
        float *y2 = new_array(cols * m + m, 4);
        for (int k = 0; k < cols * m + m; k++)
            y2[k] = frac();
        maybe_alias(cols, m, y2, y2 + m);
        maybe_alias(cols, m, y2 + m, y2);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, HASH(y, M), HASH(s, m), HASH(v, m), HASH(f, m + 1), HASH(o, cols * m),
               HASH(y2, cols * m + m));
        free(s), free(a), free(v), free(w), free(f), free(g), free(o), free(in), free(y2);
    }
    return 0;
}
