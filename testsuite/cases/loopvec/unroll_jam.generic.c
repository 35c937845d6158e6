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
static __typeof__(A) A __attribute__((aligned(32)));
static __typeof__(y) y __attribute__((aligned(32)));
void matvec(int n) {
    int t3;
    int j_1;
    int j = 0;
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
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            float *t5 = &y[t4];
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t5);
            long t7 = (long)j;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, &A[t7][t4]);
            vcc_v8_float t9 = vcc_splat(vcc_v8_float, x[t7]);
            vcc_v8_float t10 = t8 * t9;
            vcc_v8_float t11 = t6 + t10;
            long t12 = (long)t3;
            vcc_v8_float t13 = vcc_load(vcc_v8_float, &A[t12][t4]);
            vcc_v8_float t14 = vcc_splat(vcc_v8_float, x[t12]);
            vcc_v8_float t15 = t13 * t14;
            vcc_v8_float t16 = t11 + t15;
            vcc_store(t5, t16);
            long t17 = (long)(int)(t1 + 8L);
            float *t18 = &y[t17];
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t18);
            long t20 = (long)j;
            vcc_v8_float t21 = vcc_load(vcc_v8_float, &A[t20][t17]);
            vcc_v8_float t22 = vcc_splat(vcc_v8_float, x[t20]);
            vcc_v8_float t23 = t21 * t22;
            vcc_v8_float t24 = t19 + t23;
            long t25 = (long)t3;
            vcc_v8_float t26 = vcc_load(vcc_v8_float, &A[t25][t17]);
            vcc_v8_float t27 = vcc_splat(vcc_v8_float, x[t25]);
            vcc_v8_float t28 = t26 * t27;
            vcc_v8_float t29 = t24 + t28;
            vcc_store(t18, t29);
            long t30 = (long)(int)(t1 + 16L);
            float *t31 = &y[t30];
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t31);
            long t33 = (long)j;
            vcc_v8_float t34 = vcc_load(vcc_v8_float, &A[t33][t30]);
            vcc_v8_float t35 = vcc_splat(vcc_v8_float, x[t33]);
            vcc_v8_float t36 = t34 * t35;
            vcc_v8_float t37 = t32 + t36;
            long t38 = (long)t3;
            vcc_v8_float t39 = vcc_load(vcc_v8_float, &A[t38][t30]);
            vcc_v8_float t40 = vcc_splat(vcc_v8_float, x[t38]);
            vcc_v8_float t41 = t39 * t40;
            vcc_v8_float t42 = t37 + t41;
            vcc_store(t31, t42);
            long t43 = (long)(int)(t1 + 24L);
            float *t44 = &y[t43];
            vcc_v8_float t45 = vcc_load(vcc_v8_float, t44);
            long t46 = (long)j;
            vcc_v8_float t47 = vcc_load(vcc_v8_float, &A[t46][t43]);
            vcc_v8_float t48 = vcc_splat(vcc_v8_float, x[t46]);
            vcc_v8_float t49 = t47 * t48;
            vcc_v8_float t50 = t45 + t49;
            long t51 = (long)t3;
            vcc_v8_float t52 = vcc_load(vcc_v8_float, &A[t51][t43]);
            vcc_v8_float t53 = vcc_splat(vcc_v8_float, x[t51]);
            vcc_v8_float t54 = t52 * t53;
            vcc_v8_float t55 = t50 + t54;
            vcc_store(t44, t55);
            t1 += 32L;
        } while (t1 < 32L);
        for (int i = 32; i < 37; i++) {
            long t56 = (long)i;
            float *t57 = &y[t56];
            long t58 = (long)j;
            float t59 = *t57 + A[t58][t56] * x[t58];
            long t60 = (long)t3;
            *t57 = t59 + A[t60][t56] * x[t60];
        }
    }
    for (; j_1 < n; j_1++) {
        long t2 = 0L;
        do {
            long t61 = (long)(int)t2;
            float *t62 = &y[t61];
            vcc_v8_float t63 = vcc_load(vcc_v8_float, t62);
            long t64 = (long)j_1;
            vcc_v8_float t65 = vcc_load(vcc_v8_float, &A[t64][t61]);
            vcc_v8_float t66 = vcc_splat(vcc_v8_float, x[t64]);
            vcc_v8_float t67 = t65 * t66;
            vcc_v8_float t68 = t63 + t67;
            vcc_store(t62, t68);
            long t69 = (long)(int)(t2 + 8L);
            float *t70 = &y[t69];
            vcc_v8_float t71 = vcc_load(vcc_v8_float, t70);
            long t72 = (long)j_1;
            vcc_v8_float t73 = vcc_load(vcc_v8_float, &A[t72][t69]);
            vcc_v8_float t74 = vcc_splat(vcc_v8_float, x[t72]);
            vcc_v8_float t75 = t73 * t74;
            vcc_v8_float t76 = t71 + t75;
            vcc_store(t70, t76);
            long t77 = (long)(int)(t2 + 16L);
            float *t78 = &y[t77];
            vcc_v8_float t79 = vcc_load(vcc_v8_float, t78);
            long t80 = (long)j_1;
            vcc_v8_float t81 = vcc_load(vcc_v8_float, &A[t80][t77]);
            vcc_v8_float t82 = vcc_splat(vcc_v8_float, x[t80]);
            vcc_v8_float t83 = t81 * t82;
            vcc_v8_float t84 = t79 + t83;
            vcc_store(t78, t84);
            long t85 = (long)(int)(t2 + 24L);
            float *t86 = &y[t85];
            vcc_v8_float t87 = vcc_load(vcc_v8_float, t86);
            long t88 = (long)j_1;
            vcc_v8_float t89 = vcc_load(vcc_v8_float, &A[t88][t85]);
            vcc_v8_float t90 = vcc_splat(vcc_v8_float, x[t88]);
            vcc_v8_float t91 = t89 * t90;
            vcc_v8_float t92 = t87 + t91;
            vcc_store(t86, t92);
            t2 += 32L;
        } while (t2 < 32L);
        for (int i_1 = 32; i_1 < 37; i_1++) {
            long t93 = (long)i_1;
            float *t94 = &y[t93];
            long t95 = (long)j_1;
            *t94 = *t94 + A[t95][t93] * x[t95];
        }
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    int t5;
    int t22;
    int i;
    int j_1;
    int t56;
    int i_1;
    int j = 0;
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
        long t6 = (long)m;
        if (t6 >= 16L) {
            long t7 = t6 & -16L;
            long t1 = 0L;
            do {
                int t8 = (int)t1;
                int *t9 = s + t8;
                vcc_v8_int t10 = vcc_load(vcc_v8_int, t9);
                vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (j * m + t8));
                vcc_v8_int t12 = t10 + t11;
                vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (t5 * m + t8));
                vcc_v8_int t14 = t12 + t13;
                vcc_store(t9, t14);
                int t15 = (int)(t1 + 8L);
                int *t16 = s + t15;
                vcc_v8_int t17 = vcc_load(vcc_v8_int, t16);
                vcc_v8_int t18 = vcc_load(vcc_v8_int, a + (j * m + t15));
                vcc_v8_int t19 = t17 + t18;
                vcc_v8_int t20 = vcc_load(vcc_v8_int, a + (t5 * m + t15));
                vcc_v8_int t21 = t19 + t20;
                vcc_store(t16, t21);
                t1 += 16L;
            } while (t1 < t7);
            t22 = (int)t7;
        } else {
            t22 = 0;
        }
        long t23 = (long)m + (long)t22 * -1L;
        if (t23 >= 8L) {
            long t24 = t23 & -8L;
            long t2 = 0L;
            do {
                int t25 = (int)((long)t22 + t2);
                int *t26 = s + t25;
                vcc_v8_int t27 = vcc_load(vcc_v8_int, t26);
                vcc_v8_int t28 = vcc_load(vcc_v8_int, a + (j * m + t25));
                vcc_v8_int t29 = t27 + t28;
                vcc_v8_int t30 = vcc_load(vcc_v8_int, a + (t5 * m + t25));
                vcc_v8_int t31 = t29 + t30;
                vcc_store(t26, t31);
                t2 += 8L;
            } while (t2 < t24);
            i = (int)((long)t22 + t24);
        } else {
            i = t22;
        }
        for (; i < m; i++) {
            int *t32 = s + i;
            int t33 = *t32 + a[j * m + i];
            *t32 = t33 + a[t5 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        long t34 = (long)m;
        if (t34 >= 32L) {
            long t35 = t34 & -32L;
            long t3 = 0L;
            do {
                int t36 = (int)t3;
                int *t37 = s + t36;
                vcc_v8_int t38 = vcc_load(vcc_v8_int, t37);
                vcc_v8_int t39 = vcc_load(vcc_v8_int, a + (j_1 * m + t36));
                vcc_v8_int t40 = t38 + t39;
                vcc_store(t37, t40);
                int t41 = (int)(t3 + 8L);
                int *t42 = s + t41;
                vcc_v8_int t43 = vcc_load(vcc_v8_int, t42);
                vcc_v8_int t44 = vcc_load(vcc_v8_int, a + (j_1 * m + t41));
                vcc_v8_int t45 = t43 + t44;
                vcc_store(t42, t45);
                int t46 = (int)(t3 + 16L);
                int *t47 = s + t46;
                vcc_v8_int t48 = vcc_load(vcc_v8_int, t47);
                vcc_v8_int t49 = vcc_load(vcc_v8_int, a + (j_1 * m + t46));
                vcc_v8_int t50 = t48 + t49;
                vcc_store(t47, t50);
                int t51 = (int)(t3 + 24L);
                int *t52 = s + t51;
                vcc_v8_int t53 = vcc_load(vcc_v8_int, t52);
                vcc_v8_int t54 = vcc_load(vcc_v8_int, a + (j_1 * m + t51));
                vcc_v8_int t55 = t53 + t54;
                vcc_store(t52, t55);
                t3 += 32L;
            } while (t3 < t35);
            t56 = (int)t35;
        } else {
            t56 = 0;
        }
        long t57 = (long)m + (long)t56 * -1L;
        if (t57 >= 8L) {
            long t58 = t57 & -8L;
            long t4 = 0L;
            do {
                int t59 = (int)((long)t56 + t4);
                int *t60 = s + t59;
                vcc_v8_int t61 = vcc_load(vcc_v8_int, t60);
                vcc_v8_int t62 = vcc_load(vcc_v8_int, a + (j_1 * m + t59));
                vcc_v8_int t63 = t61 + t62;
                vcc_store(t60, t63);
                t4 += 8L;
            } while (t4 < t58);
            i_1 = (int)((long)t56 + t58);
        } else {
            i_1 = t56;
        }
        for (; i_1 < m; i_1++) {
            int *t64 = s + i_1;
            *t64 = *t64 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
void smooth(int n, int m, double *restrict v, const double *restrict w) {
    int t9;
    int t66;
    int i;
    int j_1;
    int t127;
    int i_1;
    int j = n - 1;
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
        long t10 = (long)m;
        if (t10 >= 16L) {
            long t11 = t10 & -16L;
            vcc_v4_int t12 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t13 = (vcc_v4_uint)t12;
            vcc_v4_uint t1 = t13 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t2 = 0L;
            for (;;) {
                vcc_v4_int t14 = (vcc_v4_int)t1;
                double *t15 = v + (int)t2;
                vcc_v4_double t16 = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t17 = t16 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t18 = vcc_splat(vcc_v4_double, w[j]);
                vcc_v4_double t19 = __builtin_convertvector(t14, vcc_v4_double);
                vcc_v4_double t20 = t18 * t19;
                vcc_v4_double t21 = t17 + t20;
                vcc_v4_double t22 = t21 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t23 = vcc_splat(vcc_v4_double, w[t9]);
                vcc_v4_double t24 = t23 * t19;
                vcc_v4_double t25 = t22 + t24;
                vcc_store(t15, t25);
                vcc_v4_uint t26 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int t27 = (vcc_v4_int)t26;
                double *t28 = v + (int)(t2 + 4L);
                vcc_v4_double t29 = vcc_load(vcc_v4_double, t28);
                vcc_v4_double t30 = t29 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t31 = vcc_splat(vcc_v4_double, w[j]);
                vcc_v4_double t32 = __builtin_convertvector(t27, vcc_v4_double);
                vcc_v4_double t33 = t31 * t32;
                vcc_v4_double t34 = t30 + t33;
                vcc_v4_double t35 = t34 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t36 = vcc_splat(vcc_v4_double, w[t9]);
                vcc_v4_double t37 = t36 * t32;
                vcc_v4_double t38 = t35 + t37;
                vcc_store(t28, t38);
                vcc_v4_uint t39 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int t40 = (vcc_v4_int)t39;
                double *t41 = v + (int)(t2 + 8L);
                vcc_v4_double t42 = vcc_load(vcc_v4_double, t41);
                vcc_v4_double t43 = t42 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t44 = vcc_splat(vcc_v4_double, w[j]);
                vcc_v4_double t45 = __builtin_convertvector(t40, vcc_v4_double);
                vcc_v4_double t46 = t44 * t45;
                vcc_v4_double t47 = t43 + t46;
                vcc_v4_double t48 = t47 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t49 = vcc_splat(vcc_v4_double, w[t9]);
                vcc_v4_double t50 = t49 * t45;
                vcc_v4_double t51 = t48 + t50;
                vcc_store(t41, t51);
                vcc_v4_uint t52 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int t53 = (vcc_v4_int)t52;
                double *t54 = v + (int)(t2 + 12L);
                vcc_v4_double t55 = vcc_load(vcc_v4_double, t54);
                vcc_v4_double t56 = t55 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t57 = vcc_splat(vcc_v4_double, w[j]);
                vcc_v4_double t58 = __builtin_convertvector(t53, vcc_v4_double);
                vcc_v4_double t59 = t57 * t58;
                vcc_v4_double t60 = t56 + t59;
                vcc_v4_double t61 = t60 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t62 = vcc_splat(vcc_v4_double, w[t9]);
                vcc_v4_double t63 = t62 * t58;
                vcc_v4_double t64 = t61 + t63;
                vcc_store(t54, t64);
                t2 += 16L;
                vcc_v4_uint t65 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t2 >= t11) {
                    break;
                }
                t1 = t65;
            }
            t66 = (int)t11;
        } else {
            t66 = 0;
        }
        long t67 = (long)m + (long)t66 * -1L;
        if (t67 >= 4L) {
            long t68 = t67 & -4L;
            vcc_v4_int t69 = (vcc_v4_int){t66, t66, t66, t66};
            vcc_v4_uint t70 = (vcc_v4_uint)t69;
            vcc_v4_uint t3 = t70 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t4 = 0L;
            for (;;) {
                vcc_v4_int t71 = (vcc_v4_int)t3;
                double *t72 = v + (int)((long)t66 + t4);
                vcc_v4_double t73 = vcc_load(vcc_v4_double, t72);
                vcc_v4_double t74 = t73 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t75 = vcc_splat(vcc_v4_double, w[j]);
                vcc_v4_double t76 = __builtin_convertvector(t71, vcc_v4_double);
                vcc_v4_double t77 = t75 * t76;
                vcc_v4_double t78 = t74 + t77;
                vcc_v4_double t79 = t78 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t80 = vcc_splat(vcc_v4_double, w[t9]);
                vcc_v4_double t81 = t80 * t76;
                vcc_v4_double t82 = t79 + t81;
                vcc_store(t72, t82);
                t4 += 4L;
                vcc_v4_uint t83 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
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
            double *t84 = v + i;
            double t85 = (double)i;
            double t86 = *t84 * 0.5 + w[j] * t85;
            *t84 = t86 * 0.5 + w[t9] * t85;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t87 = (long)m;
        if (t87 >= 16L) {
            long t88 = t87 & -16L;
            vcc_v4_int t89 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t90 = (vcc_v4_uint)t89;
            vcc_v4_uint t5 = t90 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t6 = 0L;
            for (;;) {
                vcc_v4_int t91 = (vcc_v4_int)t5;
                double *t92 = v + (int)t6;
                vcc_v4_double t93 = vcc_load(vcc_v4_double, t92);
                vcc_v4_double t94 = t93 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t95 = vcc_splat(vcc_v4_double, w[j_1]);
                vcc_v4_double t96 = __builtin_convertvector(t91, vcc_v4_double);
                vcc_v4_double t97 = t95 * t96;
                vcc_v4_double t98 = t94 + t97;
                vcc_store(t92, t98);
                vcc_v4_uint t99 = t5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int t100 = (vcc_v4_int)t99;
                double *t101 = v + (int)(t6 + 4L);
                vcc_v4_double t102 = vcc_load(vcc_v4_double, t101);
                vcc_v4_double t103 = t102 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t104 = vcc_splat(vcc_v4_double, w[j_1]);
                vcc_v4_double t105 = __builtin_convertvector(t100, vcc_v4_double);
                vcc_v4_double t106 = t104 * t105;
                vcc_v4_double t107 = t103 + t106;
                vcc_store(t101, t107);
                vcc_v4_uint t108 = t5 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int t109 = (vcc_v4_int)t108;
                double *t110 = v + (int)(t6 + 8L);
                vcc_v4_double t111 = vcc_load(vcc_v4_double, t110);
                vcc_v4_double t112 = t111 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t113 = vcc_splat(vcc_v4_double, w[j_1]);
                vcc_v4_double t114 = __builtin_convertvector(t109, vcc_v4_double);
                vcc_v4_double t115 = t113 * t114;
                vcc_v4_double t116 = t112 + t115;
                vcc_store(t110, t116);
                vcc_v4_uint t117 = t5 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int t118 = (vcc_v4_int)t117;
                double *t119 = v + (int)(t6 + 12L);
                vcc_v4_double t120 = vcc_load(vcc_v4_double, t119);
                vcc_v4_double t121 = t120 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t122 = vcc_splat(vcc_v4_double, w[j_1]);
                vcc_v4_double t123 = __builtin_convertvector(t118, vcc_v4_double);
                vcc_v4_double t124 = t122 * t123;
                vcc_v4_double t125 = t121 + t124;
                vcc_store(t119, t125);
                t6 += 16L;
                vcc_v4_uint t126 = t5 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t6 >= t88) {
                    break;
                }
                t5 = t126;
            }
            t127 = (int)t88;
        } else {
            t127 = 0;
        }
        long t128 = (long)m + (long)t127 * -1L;
        if (t128 >= 4L) {
            long t129 = t128 & -4L;
            vcc_v4_int t130 = (vcc_v4_int){t127, t127, t127, t127};
            vcc_v4_uint t131 = (vcc_v4_uint)t130;
            vcc_v4_uint t7 = t131 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t8 = 0L;
            for (;;) {
                vcc_v4_int t132 = (vcc_v4_int)t7;
                double *t133 = v + (int)((long)t127 + t8);
                vcc_v4_double t134 = vcc_load(vcc_v4_double, t133);
                vcc_v4_double t135 = t134 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t136 = vcc_splat(vcc_v4_double, w[j_1]);
                vcc_v4_double t137 = __builtin_convertvector(t132, vcc_v4_double);
                vcc_v4_double t138 = t136 * t137;
                vcc_v4_double t139 = t135 + t138;
                vcc_store(t133, t139);
                t8 += 4L;
                vcc_v4_uint t140 = t7 + (vcc_v4_uint){4U, 4U, 4U, 4U};
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
            double *t141 = v + i_1;
            *t141 = *t141 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    int t21;
    int i;
    for (int j = 0; j < n; j++) {
        long t3 = (long)m;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long t1 = 0L;
            do {
                int t5 = (int)t1;
                vcc_v8_float t6 = vcc_load(vcc_v8_float, v + (t5 + 1));
                vcc_v8_float t7 = vcc_splat(vcc_v8_float, w[j]);
                vcc_v8_float t8 = t6 + t7;
                vcc_store(v + t5, t8);
                int t9 = (int)(t1 + 8L);
                vcc_v8_float t10 = vcc_load(vcc_v8_float, v + (t9 + 1));
                vcc_v8_float t11 = vcc_splat(vcc_v8_float, w[j]);
                vcc_v8_float t12 = t10 + t11;
                vcc_store(v + t9, t12);
                int t13 = (int)(t1 + 16L);
                vcc_v8_float t14 = vcc_load(vcc_v8_float, v + (t13 + 1));
                vcc_v8_float t15 = vcc_splat(vcc_v8_float, w[j]);
                vcc_v8_float t16 = t14 + t15;
                vcc_store(v + t13, t16);
                int t17 = (int)(t1 + 24L);
                vcc_v8_float t18 = vcc_load(vcc_v8_float, v + (t17 + 1));
                vcc_v8_float t19 = vcc_splat(vcc_v8_float, w[j]);
                vcc_v8_float t20 = t18 + t19;
                vcc_store(v + t17, t20);
                t1 += 32L;
            } while (t1 < t4);
            t21 = (int)t4;
        } else {
            t21 = 0;
        }
        long t22 = (long)m + (long)t21 * -1L;
        if (t22 >= 8L) {
            long t23 = t22 & -8L;
            long t2 = 0L;
            do {
                int t24 = (int)((long)t21 + t2);
                vcc_v8_float t25 = vcc_load(vcc_v8_float, v + (t24 + 1));
                vcc_v8_float t26 = vcc_splat(vcc_v8_float, w[j]);
                vcc_v8_float t27 = t25 + t26;
                vcc_store(v + t24, t27);
                t2 += 8L;
            } while (t2 < t23);
            i = (int)((long)t21 + t23);
        } else {
            i = t21;
        }
        while (i < m) {
            int t28 = i + 1;
            v[i] = v[t28] + w[j];
            i = t28;
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    int t17;
    int i;
    for (int j = 0; j < n; j++) {
        long t3 = (long)m;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long t1 = 0L;
            do {
                long t5 = (long)(j * m + (int)t1);
                vcc_v8_float t6 = vcc_load(vcc_v8_float, in + t5);
                vcc_v8_float t7 = t6 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t5, t7);
                long t8 = (long)(j * m + (int)(t1 + 8L));
                vcc_v8_float t9 = vcc_load(vcc_v8_float, in + t8);
                vcc_v8_float t10 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t8, t10);
                long t11 = (long)(j * m + (int)(t1 + 16L));
                vcc_v8_float t12 = vcc_load(vcc_v8_float, in + t11);
                vcc_v8_float t13 = t12 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t11, t13);
                long t14 = (long)(j * m + (int)(t1 + 24L));
                vcc_v8_float t15 = vcc_load(vcc_v8_float, in + t14);
                vcc_v8_float t16 = t15 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t14, t16);
                t1 += 32L;
            } while (t1 < t4);
            t17 = (int)t4;
        } else {
            t17 = 0;
        }
        long t18 = (long)m + (long)t17 * -1L;
        if (t18 >= 8L) {
            long t19 = t18 & -8L;
            long t2 = 0L;
            do {
                long t20 = (long)(j * m + (int)((long)t17 + t2));
                vcc_v8_float t21 = vcc_load(vcc_v8_float, in + t20);
                vcc_v8_float t22 = t21 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_store(out + t20, t22);
                t2 += 8L;
            } while (t2 < t19);
            i = (int)((long)t17 + t19);
        } else {
            i = t17;
        }
        for (; i < m; i++) {
            long t23 = (long)(j * m + i);
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
