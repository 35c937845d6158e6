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
    int j;
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    float *t8;
    float *t9;
    float *t10;
    float *t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    long t16;
    long t17;
    long t18;
    long t19;
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
    long t36;
    long t37;
    long t38;
    long t39;
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
    long t56;
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
    long t67;
    float *t68;
    float *t69;
    float *t70;
    float *t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    long t76;
    long t77;
    long t78;
    long t79;
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
    vcc_v8_float t95;
    long t96;
    int i_1;
    long t97;
    float *t98;
    long t99;
    j = 0;
    for (;; j = t1 + 1) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        t1 = j + 1;
        if (t1 >= n) {
            j_1 = j;
            break;
        }
        if (37L >= 32L) {
            t2 = 37L & -32L;
            t3 = 0L;
            for (;;) {
                t4 = (long)(int)((long)0 + t3);
                t5 = (long)(int)((long)0 + (t3 + 8L));
                t6 = (long)(int)((long)0 + (t3 + 16L));
                t7 = (long)(int)((long)0 + (t3 + 24L));
                t8 = &y[t4];
                t9 = &y[t5];
                t10 = &y[t6];
                t11 = &y[t7];
                t12 = vcc_load(vcc_v8_float, t8);
                t13 = vcc_load(vcc_v8_float, t9);
                t14 = vcc_load(vcc_v8_float, t10);
                t15 = vcc_load(vcc_v8_float, t11);
                t16 = (long)j;
                t17 = (long)j;
                t18 = (long)j;
                t19 = (long)j;
                t20 = vcc_load(vcc_v8_float, &A[t16][t4]);
                t21 = vcc_load(vcc_v8_float, &A[t17][t5]);
                t22 = vcc_load(vcc_v8_float, &A[t18][t6]);
                t23 = vcc_load(vcc_v8_float, &A[t19][t7]);
                t24 = vcc_splat(vcc_v8_float, x[t16]);
                t25 = vcc_splat(vcc_v8_float, x[t17]);
                t26 = vcc_splat(vcc_v8_float, x[t18]);
                t27 = vcc_splat(vcc_v8_float, x[t19]);
                t28 = t20 * t24;
                t29 = t21 * t25;
                t30 = t22 * t26;
                t31 = t23 * t27;
                t32 = t12 + t28;
                t33 = t13 + t29;
                t34 = t14 + t30;
                t35 = t15 + t31;
                t36 = (long)t1;
                t37 = (long)t1;
                t38 = (long)t1;
                t39 = (long)t1;
                t40 = vcc_load(vcc_v8_float, &A[t36][t4]);
                t41 = vcc_load(vcc_v8_float, &A[t37][t5]);
                t42 = vcc_load(vcc_v8_float, &A[t38][t6]);
                t43 = vcc_load(vcc_v8_float, &A[t39][t7]);
                t44 = vcc_splat(vcc_v8_float, x[t36]);
                t45 = vcc_splat(vcc_v8_float, x[t37]);
                t46 = vcc_splat(vcc_v8_float, x[t38]);
                t47 = vcc_splat(vcc_v8_float, x[t39]);
                t48 = t40 * t44;
                t49 = t41 * t45;
                t50 = t42 * t46;
                t51 = t43 * t47;
                t52 = t32 + t48;
                t53 = t33 + t49;
                t54 = t34 + t50;
                t55 = t35 + t51;
                vcc_store(t8, t52);
                vcc_store(t9, t53);
                vcc_store(t10, t54);
                vcc_store(t11, t55);
                t56 = t3 + 32L;
                if (t56 >= t2) {
                    break;
                }
                t3 = t56;
            }
            i = (int)((long)0 + t2);
        } else {
            i = 0;
        }
        for (; i < 37; i++) {
            t57 = (long)i;
            t58 = &y[t57];
            t59 = (long)j;
            t60 = *t58 + A[t59][t57] * x[t59];
            t61 = (long)t1;
            *t58 = t60 + A[t61][t57] * x[t61];
        }
    }
    for (; j_1 < n; j_1++) {
        if (37L >= 32L) {
            t62 = 37L & -32L;
            t63 = 0L;
            for (;;) {
                t64 = (long)(int)((long)0 + t63);
                t65 = (long)(int)((long)0 + (t63 + 8L));
                t66 = (long)(int)((long)0 + (t63 + 16L));
                t67 = (long)(int)((long)0 + (t63 + 24L));
                t68 = &y[t64];
                t69 = &y[t65];
                t70 = &y[t66];
                t71 = &y[t67];
                t72 = vcc_load(vcc_v8_float, t68);
                t73 = vcc_load(vcc_v8_float, t69);
                t74 = vcc_load(vcc_v8_float, t70);
                t75 = vcc_load(vcc_v8_float, t71);
                t76 = (long)j_1;
                t77 = (long)j_1;
                t78 = (long)j_1;
                t79 = (long)j_1;
                t80 = vcc_load(vcc_v8_float, &A[t76][t64]);
                t81 = vcc_load(vcc_v8_float, &A[t77][t65]);
                t82 = vcc_load(vcc_v8_float, &A[t78][t66]);
                t83 = vcc_load(vcc_v8_float, &A[t79][t67]);
                t84 = vcc_splat(vcc_v8_float, x[t76]);
                t85 = vcc_splat(vcc_v8_float, x[t77]);
                t86 = vcc_splat(vcc_v8_float, x[t78]);
                t87 = vcc_splat(vcc_v8_float, x[t79]);
                t88 = t80 * t84;
                t89 = t81 * t85;
                t90 = t82 * t86;
                t91 = t83 * t87;
                t92 = t72 + t88;
                t93 = t73 + t89;
                t94 = t74 + t90;
                t95 = t75 + t91;
                vcc_store(t68, t92);
                vcc_store(t69, t93);
                vcc_store(t70, t94);
                vcc_store(t71, t95);
                t96 = t63 + 32L;
                if (t96 >= t62) {
                    break;
                }
                t63 = t96;
            }
            i_1 = (int)((long)0 + t62);
        } else {
            i_1 = 0;
        }
        for (; i_1 < 37; i_1++) {
            t97 = (long)i_1;
            t98 = &y[t97];
            t99 = (long)j_1;
            *t98 = *t98 + A[t99][t97] * x[t99];
        }
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    int j;
    int t1;
    long t2;
    long t3;
    long t4;
    int t5;
    int t6;
    int *t7;
    int *t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    long t19;
    int t20;
    long t21;
    long t22;
    long t23;
    int t24;
    int *t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    long t31;
    int i;
    int *t32;
    int t33;
    int j_1;
    long t34;
    long t35;
    long t36;
    int t37;
    int t38;
    int t39;
    int t40;
    int *t41;
    int *t42;
    int *t43;
    int *t44;
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
    vcc_v8_int t56;
    long t57;
    int t58;
    long t59;
    long t60;
    long t61;
    int t62;
    int *t63;
    vcc_v8_int t64;
    vcc_v8_int t65;
    vcc_v8_int t66;
    long t67;
    int i_1;
    int *t68;
    j = 0;
    for (;; j = t1 + 1) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        t1 = j + 1;
        if (t1 >= n) {
            j_1 = j;
            break;
        }
        t2 = (long)m;
        if (t2 >= 16L) {
            t3 = t2 & -16L;
            t4 = 0L;
            for (;;) {
                t5 = (int)((long)0 + t4);
                t6 = (int)((long)0 + (t4 + 8L));
                t7 = s + t5;
                t8 = s + t6;
                t9 = vcc_load(vcc_v8_int, t7);
                t10 = vcc_load(vcc_v8_int, t8);
                t11 = vcc_load(vcc_v8_int, a + (j * m + t5));
                t12 = vcc_load(vcc_v8_int, a + (j * m + t6));
                t13 = t9 + t11;
                t14 = t10 + t12;
                t15 = vcc_load(vcc_v8_int, a + (t1 * m + t5));
                t16 = vcc_load(vcc_v8_int, a + (t1 * m + t6));
                t17 = t13 + t15;
                t18 = t14 + t16;
                vcc_store(t7, t17);
                vcc_store(t8, t18);
                t19 = t4 + 16L;
                if (t19 >= t3) {
                    break;
                }
                t4 = t19;
            }
            t20 = (int)((long)0 + t3);
        } else {
            t20 = 0;
        }
        t21 = (long)m + (long)t20 * -1L;
        if (t21 >= 8L) {
            t22 = t21 & -8L;
            t23 = 0L;
            for (;;) {
                t24 = (int)((long)t20 + t23);
                t25 = s + t24;
                t26 = vcc_load(vcc_v8_int, t25);
                t27 = vcc_load(vcc_v8_int, a + (j * m + t24));
                t28 = t26 + t27;
                t29 = vcc_load(vcc_v8_int, a + (t1 * m + t24));
                t30 = t28 + t29;
                vcc_store(t25, t30);
                t31 = t23 + 8L;
                if (t31 >= t22) {
                    break;
                }
                t23 = t31;
            }
            i = (int)((long)t20 + t22);
        } else {
            i = t20;
        }
        for (; i < m; i++) {
            t32 = s + i;
            t33 = *t32 + a[j * m + i];
            *t32 = t33 + a[t1 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        t34 = (long)m;
        if (t34 >= 32L) {
            t35 = t34 & -32L;
            t36 = 0L;
            for (;;) {
                t37 = (int)((long)0 + t36);
                t38 = (int)((long)0 + (t36 + 8L));
                t39 = (int)((long)0 + (t36 + 16L));
                t40 = (int)((long)0 + (t36 + 24L));
                t41 = s + t37;
                t42 = s + t38;
                t43 = s + t39;
                t44 = s + t40;
                t45 = vcc_load(vcc_v8_int, t41);
                t46 = vcc_load(vcc_v8_int, t42);
                t47 = vcc_load(vcc_v8_int, t43);
                t48 = vcc_load(vcc_v8_int, t44);
                t49 = vcc_load(vcc_v8_int, a + (j_1 * m + t37));
                t50 = vcc_load(vcc_v8_int, a + (j_1 * m + t38));
                t51 = vcc_load(vcc_v8_int, a + (j_1 * m + t39));
                t52 = vcc_load(vcc_v8_int, a + (j_1 * m + t40));
                t53 = t45 + t49;
                t54 = t46 + t50;
                t55 = t47 + t51;
                t56 = t48 + t52;
                vcc_store(t41, t53);
                vcc_store(t42, t54);
                vcc_store(t43, t55);
                vcc_store(t44, t56);
                t57 = t36 + 32L;
                if (t57 >= t35) {
                    break;
                }
                t36 = t57;
            }
            t58 = (int)((long)0 + t35);
        } else {
            t58 = 0;
        }
        t59 = (long)m + (long)t58 * -1L;
        if (t59 >= 8L) {
            t60 = t59 & -8L;
            t61 = 0L;
            for (;;) {
                t62 = (int)((long)t58 + t61);
                t63 = s + t62;
                t64 = vcc_load(vcc_v8_int, t63);
                t65 = vcc_load(vcc_v8_int, a + (j_1 * m + t62));
                t66 = t64 + t65;
                vcc_store(t63, t66);
                t67 = t61 + 8L;
                if (t67 >= t60) {
                    break;
                }
                t61 = t67;
            }
            i_1 = (int)((long)t58 + t60);
        } else {
            i_1 = t58;
        }
        for (; i_1 < m; i_1++) {
            t68 = s + i_1;
            *t68 = *t68 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_v4_uint t1;
    vcc_v4_uint t2;
    vcc_v4_uint t3;
    vcc_v4_uint t4;
    int j;
    int t5;
    long t6;
    long t7;
    vcc_v4_int t8;
    vcc_v4_uint t9;
    long t10;
    vcc_v4_int t11;
    vcc_v4_uint t12;
    vcc_v4_int t13;
    vcc_v4_uint t14;
    vcc_v4_int t15;
    vcc_v4_uint t16;
    vcc_v4_int t17;
    double *t18;
    double *t19;
    double *t20;
    double *t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
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
    long t62;
    vcc_v4_uint t63;
    int t64;
    long t65;
    long t66;
    vcc_v4_int t67;
    vcc_v4_uint t68;
    long t69;
    vcc_v4_int t70;
    double *t71;
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
    long t82;
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
    long t91;
    vcc_v4_int t92;
    vcc_v4_uint t93;
    vcc_v4_int t94;
    vcc_v4_uint t95;
    vcc_v4_int t96;
    vcc_v4_uint t97;
    vcc_v4_int t98;
    double *t99;
    double *t100;
    double *t101;
    double *t102;
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
    vcc_v4_double t126;
    long t127;
    vcc_v4_uint t128;
    int t129;
    long t130;
    long t131;
    vcc_v4_int t132;
    vcc_v4_uint t133;
    long t134;
    vcc_v4_int t135;
    double *t136;
    vcc_v4_double t137;
    vcc_v4_double t138;
    vcc_v4_double t139;
    vcc_v4_double t140;
    vcc_v4_double t141;
    vcc_v4_double t142;
    long t143;
    vcc_v4_uint t144;
    int i_1;
    double *t145;
    j = n - 1;
    for (;; j = t5 - 1) {
        if (j < 0) {
            j_1 = j;
            break;
        }
        t5 = j + -1;
        if (t5 < 0) {
            j_1 = j;
            break;
        }
        t6 = (long)m;
        if (t6 >= 16L) {
            t7 = t6 & -16L;
            t8 = (vcc_v4_int){0, 0, 0, 0};
            t9 = (vcc_v4_uint)t8;
            t1 = t9 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t10 = 0L;
            for (;;) {
                t11 = (vcc_v4_int)t1;
                t12 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t13 = (vcc_v4_int)t12;
                t14 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                t15 = (vcc_v4_int)t14;
                t16 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                t17 = (vcc_v4_int)t16;
                t18 = v + (int)((long)0 + t10);
                t19 = v + (int)((long)0 + (t10 + 4L));
                t20 = v + (int)((long)0 + (t10 + 8L));
                t21 = v + (int)((long)0 + (t10 + 12L));
                t22 = vcc_load(vcc_v4_double, t18);
                t23 = vcc_load(vcc_v4_double, t19);
                t24 = vcc_load(vcc_v4_double, t20);
                t25 = vcc_load(vcc_v4_double, t21);
                t26 = t22 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t27 = t23 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t28 = t24 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t29 = t25 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t30 = vcc_splat(vcc_v4_double, w[j]);
                t31 = vcc_splat(vcc_v4_double, w[j]);
                t32 = vcc_splat(vcc_v4_double, w[j]);
                t33 = vcc_splat(vcc_v4_double, w[j]);
                t34 = __builtin_convertvector(t11, vcc_v4_double);
                t35 = __builtin_convertvector(t13, vcc_v4_double);
                t36 = __builtin_convertvector(t15, vcc_v4_double);
                t37 = __builtin_convertvector(t17, vcc_v4_double);
                t38 = t30 * t34;
                t39 = t31 * t35;
                t40 = t32 * t36;
                t41 = t33 * t37;
                t42 = t26 + t38;
                t43 = t27 + t39;
                t44 = t28 + t40;
                t45 = t29 + t41;
                t46 = t42 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t47 = t43 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t48 = t44 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t49 = t45 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t50 = vcc_splat(vcc_v4_double, w[t5]);
                t51 = vcc_splat(vcc_v4_double, w[t5]);
                t52 = vcc_splat(vcc_v4_double, w[t5]);
                t53 = vcc_splat(vcc_v4_double, w[t5]);
                t54 = t50 * t34;
                t55 = t51 * t35;
                t56 = t52 * t36;
                t57 = t53 * t37;
                t58 = t46 + t54;
                t59 = t47 + t55;
                t60 = t48 + t56;
                t61 = t49 + t57;
                vcc_store(t18, t58);
                vcc_store(t19, t59);
                vcc_store(t20, t60);
                vcc_store(t21, t61);
                t62 = t10 + 16L;
                t63 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t62 >= t7) {
                    break;
                }
                t10 = t62;
                t1 = t63;
            }
            t64 = (int)((long)0 + t7);
        } else {
            t64 = 0;
        }
        t65 = (long)m + (long)t64 * -1L;
        if (t65 >= 4L) {
            t66 = t65 & -4L;
            t67 = (vcc_v4_int){t64, t64, t64, t64};
            t68 = (vcc_v4_uint)t67;
            t2 = t68 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t69 = 0L;
            for (;;) {
                t70 = (vcc_v4_int)t2;
                t71 = v + (int)((long)t64 + t69);
                t72 = vcc_load(vcc_v4_double, t71);
                t73 = t72 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t74 = vcc_splat(vcc_v4_double, w[j]);
                t75 = __builtin_convertvector(t70, vcc_v4_double);
                t76 = t74 * t75;
                t77 = t73 + t76;
                t78 = t77 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t79 = vcc_splat(vcc_v4_double, w[t5]);
                t80 = t79 * t75;
                t81 = t78 + t80;
                vcc_store(t71, t81);
                t82 = t69 + 4L;
                t83 = t2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t82 >= t66) {
                    break;
                }
                t69 = t82;
                t2 = t83;
            }
            i = (int)((long)t64 + t66);
        } else {
            i = t64;
        }
        for (; i < m; i++) {
            t84 = v + i;
            t85 = (double)i;
            t86 = *t84 * 0.5 + w[j] * t85;
            *t84 = t86 * 0.5 + w[t5] * t85;
        }
    }
    for (; j_1 >= 0; j_1--) {
        t87 = (long)m;
        if (t87 >= 16L) {
            t88 = t87 & -16L;
            t89 = (vcc_v4_int){0, 0, 0, 0};
            t90 = (vcc_v4_uint)t89;
            t3 = t90 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t91 = 0L;
            for (;;) {
                t92 = (vcc_v4_int)t3;
                t93 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t94 = (vcc_v4_int)t93;
                t95 = t3 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                t96 = (vcc_v4_int)t95;
                t97 = t3 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                t98 = (vcc_v4_int)t97;
                t99 = v + (int)((long)0 + t91);
                t100 = v + (int)((long)0 + (t91 + 4L));
                t101 = v + (int)((long)0 + (t91 + 8L));
                t102 = v + (int)((long)0 + (t91 + 12L));
                t103 = vcc_load(vcc_v4_double, t99);
                t104 = vcc_load(vcc_v4_double, t100);
                t105 = vcc_load(vcc_v4_double, t101);
                t106 = vcc_load(vcc_v4_double, t102);
                t107 = t103 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t108 = t104 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t109 = t105 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t110 = t106 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t111 = vcc_splat(vcc_v4_double, w[j_1]);
                t112 = vcc_splat(vcc_v4_double, w[j_1]);
                t113 = vcc_splat(vcc_v4_double, w[j_1]);
                t114 = vcc_splat(vcc_v4_double, w[j_1]);
                t115 = __builtin_convertvector(t92, vcc_v4_double);
                t116 = __builtin_convertvector(t94, vcc_v4_double);
                t117 = __builtin_convertvector(t96, vcc_v4_double);
                t118 = __builtin_convertvector(t98, vcc_v4_double);
                t119 = t111 * t115;
                t120 = t112 * t116;
                t121 = t113 * t117;
                t122 = t114 * t118;
                t123 = t107 + t119;
                t124 = t108 + t120;
                t125 = t109 + t121;
                t126 = t110 + t122;
                vcc_store(t99, t123);
                vcc_store(t100, t124);
                vcc_store(t101, t125);
                vcc_store(t102, t126);
                t127 = t91 + 16L;
                t128 = t3 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t127 >= t88) {
                    break;
                }
                t91 = t127;
                t3 = t128;
            }
            t129 = (int)((long)0 + t88);
        } else {
            t129 = 0;
        }
        t130 = (long)m + (long)t129 * -1L;
        if (t130 >= 4L) {
            t131 = t130 & -4L;
            t132 = (vcc_v4_int){t129, t129, t129, t129};
            t133 = (vcc_v4_uint)t132;
            t4 = t133 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t134 = 0L;
            for (;;) {
                t135 = (vcc_v4_int)t4;
                t136 = v + (int)((long)t129 + t134);
                t137 = vcc_load(vcc_v4_double, t136);
                t138 = t137 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t139 = vcc_splat(vcc_v4_double, w[j_1]);
                t140 = __builtin_convertvector(t135, vcc_v4_double);
                t141 = t139 * t140;
                t142 = t138 + t141;
                vcc_store(t136, t142);
                t143 = t134 + 4L;
                t144 = t4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t143 >= t131) {
                    break;
                }
                t134 = t143;
                t4 = t144;
            }
            i_1 = (int)((long)t129 + t131);
        } else {
            i_1 = t129;
        }
        for (; i_1 < m; i_1++) {
            t145 = v + i_1;
            *t145 = *t145 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    int j;
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    vcc_v8_float t8;
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
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    int t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    long t29;
    int i;
    int t30;
    for (j = 0; j < n; j++) {
        t1 = (long)m;
        if (t1 >= 32L) {
            t2 = t1 & -32L;
            t3 = 0L;
            for (;;) {
                t4 = (int)((long)0 + t3);
                t5 = (int)((long)0 + (t3 + 8L));
                t6 = (int)((long)0 + (t3 + 16L));
                t7 = (int)((long)0 + (t3 + 24L));
                t8 = vcc_load(vcc_v8_float, v + (t4 + 1));
                t9 = vcc_load(vcc_v8_float, v + (t5 + 1));
                t10 = vcc_load(vcc_v8_float, v + (t6 + 1));
                t11 = vcc_load(vcc_v8_float, v + (t7 + 1));
                t12 = vcc_splat(vcc_v8_float, w[j]);
                t13 = vcc_splat(vcc_v8_float, w[j]);
                t14 = vcc_splat(vcc_v8_float, w[j]);
                t15 = vcc_splat(vcc_v8_float, w[j]);
                t16 = t8 + t12;
                t17 = t9 + t13;
                t18 = t10 + t14;
                t19 = t11 + t15;
                vcc_store(v + t4, t16);
                vcc_store(v + t5, t17);
                vcc_store(v + t6, t18);
                vcc_store(v + t7, t19);
                t20 = t3 + 32L;
                if (t20 >= t2) {
                    break;
                }
                t3 = t20;
            }
            t21 = (int)((long)0 + t2);
        } else {
            t21 = 0;
        }
        t22 = (long)m + (long)t21 * -1L;
        if (t22 >= 8L) {
            t23 = t22 & -8L;
            t24 = 0L;
            for (;;) {
                t25 = (int)((long)t21 + t24);
                t26 = vcc_load(vcc_v8_float, v + (t25 + 1));
                t27 = vcc_splat(vcc_v8_float, w[j]);
                t28 = t26 + t27;
                vcc_store(v + t25, t28);
                t29 = t24 + 8L;
                if (t29 >= t23) {
                    break;
                }
                t24 = t29;
            }
            i = (int)((long)t21 + t23);
        } else {
            i = t21;
        }
        for (; i < m; i = t30) {
            t30 = i + 1;
            v[i] = v[t30] + w[j];
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    int j;
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    long t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    long t24;
    int i;
    long t25;
    for (j = 0; j < n; j++) {
        t1 = (long)m;
        if (t1 >= 32L) {
            t2 = t1 & -32L;
            t3 = 0L;
            for (;;) {
                t4 = (long)(j * m + (int)((long)0 + t3));
                t5 = (long)(j * m + (int)((long)0 + (t3 + 8L)));
                t6 = (long)(j * m + (int)((long)0 + (t3 + 16L)));
                t7 = (long)(j * m + (int)((long)0 + (t3 + 24L)));
                t8 = vcc_load(vcc_v8_float, in + t4);
                t9 = vcc_load(vcc_v8_float, in + t5);
                t10 = vcc_load(vcc_v8_float, in + t6);
                t11 = vcc_load(vcc_v8_float, in + t7);
                t12 = t8 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t13 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t14 = t10 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t15 = t11 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t4, t12);
                vcc_store(out + t5, t13);
                vcc_store(out + t6, t14);
                vcc_store(out + t7, t15);
                t16 = t3 + 32L;
                if (t16 >= t2) {
                    break;
                }
                t3 = t16;
            }
            t17 = (int)((long)0 + t2);
        } else {
            t17 = 0;
        }
        t18 = (long)m + (long)t17 * -1L;
        if (t18 >= 8L) {
            t19 = t18 & -8L;
            t20 = 0L;
            for (;;) {
                t21 = (long)(j * m + (int)((long)t17 + t20));
                t22 = vcc_load(vcc_v8_float, in + t21);
                t23 = t22 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t21, t23);
                t24 = t20 + 8L;
                if (t24 >= t19) {
                    break;
                }
                t20 = t24;
            }
            i = (int)((long)t17 + t19);
        } else {
            i = t17;
        }
        for (; i < m; i++) {
            t25 = (long)(j * m + i);
            out[t25] = in[t25] * 2.0f;
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
