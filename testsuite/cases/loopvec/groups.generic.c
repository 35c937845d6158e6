/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
void second_of_pair(int n, short *restrict a, const short *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    const short *t6;
    const short *t7;
    vcc_v16_short t8;
    vcc_v16_short t9;
    vcc_v16_short t10;
    vcc_v16_short t11;
    vcc_v16_short t12;
    vcc_v16_short t13;
    long t14;
    int t15;
    long t16;
    long t17;
    long t18;
    int t19;
    const short *t20;
    vcc_v16_short t21;
    vcc_v16_short t22;
    vcc_v16_short t23;
    long t24;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 16L));
            t6 = b + (2 * t4 + 1);
            t7 = b + (2 * t5 + 1);
            t8 = vcc_load(vcc_v16_short, t6);
            t9 = vcc_load(vcc_v16_short, t6 + 16);
            t10 = __builtin_shufflevector(t8, t9, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            t11 = vcc_load(vcc_v16_short, t7);
            t12 = vcc_load(vcc_v16_short, t7 + 16);
            t13 = __builtin_shufflevector(t11, t12, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_store(a + t4, t10);
            vcc_store(a + t5, t13);
            t14 = t3 + 32L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        t15 = (int)((long)0 + t2);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L - 1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t18 = 0L;
        for (;;) {
            t19 = (int)((long)t15 + t18);
            t20 = b + (2 * t19 + 1);
            t21 = vcc_load(vcc_v16_short, t20);
            t22 = vcc_load(vcc_v16_short, t20 + 16);
            t23 = __builtin_shufflevector(t21, t22, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_store(a + t19, t23);
            t24 = t18 + 16L;
            if (t24 >= t17) {
                break;
            }
            t18 = t24;
        }
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i + 1];
    }
}

void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    long t1;
    long t2;
    long t3;
    int t4;
    const unsigned char *t5;
    vcc_v16_uchar t6;
    vcc_v16_uchar t7;
    vcc_v16_uchar t8;
    vcc_v16_uchar t9;
    vcc_v16_uchar t10;
    vcc_v16_uchar t11;
    vcc_v16_uchar t12;
    vcc_v16_uchar t13;
    vcc_v16_uchar t14;
    vcc_v16_uchar t15;
    vcc_v16_uchar t16;
    vcc_v16_uchar t17;
    vcc_v16_uchar t18;
    vcc_v16_int t19;
    vcc_v16_int t20;
    vcc_v16_int t21;
    vcc_v16_int t22;
    vcc_v16_int t23;
    vcc_v16_int t24;
    vcc_v16_uchar t25;
    long t26;
    int i;
    int t27;
    t1 = (long)n - 1L;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = rgba + 4 * t4;
            t6 = vcc_load(vcc_v16_uchar, t5);
            t7 = vcc_load(vcc_v16_uchar, t5 + 16);
            t8 = vcc_load(vcc_v16_uchar, t5 + 32);
            t9 = vcc_load(vcc_v16_uchar, t5 + 48);
            t10 = __builtin_shufflevector(t6, t7, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            t11 = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            t12 = __builtin_shufflevector(t11, t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            t13 = __builtin_shufflevector(t6, t7, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            t14 = __builtin_shufflevector(t13, t8, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            t15 = __builtin_shufflevector(t14, t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            t16 = __builtin_shufflevector(t6, t7, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            t17 = __builtin_shufflevector(t16, t8, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            t18 = __builtin_shufflevector(t17, t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            t19 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v16_ushort), vcc_v16_int);
            t20 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v16_ushort), vcc_v16_int);
            t21 = t19 + t20;
            t22 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v16_ushort), vcc_v16_int);
            t23 = t21 + t22;
            t24 = t23 / (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            t25 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v16_short), vcc_v16_uchar);
            vcc_store(grey + t4, t25);
            t26 = t3 + 16L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t27 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t27] + (int)rgba[t27 + 1] + (int)rgba[t27 + 2]) / 3);
    }
}

void triple_norm(int n, double *restrict out, const double *restrict v) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    const double *t8;
    const double *t9;
    const double *t10;
    const double *t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
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
    vcc_v4_double t65;
    vcc_v4_double t66;
    vcc_v4_double t67;
    long t68;
    int t69;
    long t70;
    long t71;
    long t72;
    int t73;
    const double *t74;
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
    vcc_v4_double t88;
    long t89;
    int i;
    int t90;
    double t91;
    double t92;
    double t93;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = v + 3 * t4;
            t9 = v + 3 * t5;
            t10 = v + 3 * t6;
            t11 = v + 3 * t7;
            t12 = vcc_load(vcc_v4_double, t8);
            t13 = vcc_load(vcc_v4_double, t8 + 4);
            t14 = vcc_load(vcc_v4_double, t8 + 8);
            t15 = __builtin_shufflevector(t12, t13, 0, 3, 6, 0);
            t16 = __builtin_shufflevector(t15, t14, 0, 1, 2, 5);
            t17 = __builtin_shufflevector(t12, t13, 1, 4, 7, 0);
            t18 = __builtin_shufflevector(t17, t14, 0, 1, 2, 6);
            t19 = __builtin_shufflevector(t12, t13, 2, 5, 0, 0);
            t20 = __builtin_shufflevector(t19, t14, 0, 1, 4, 7);
            t21 = vcc_load(vcc_v4_double, t9);
            t22 = vcc_load(vcc_v4_double, t9 + 4);
            t23 = vcc_load(vcc_v4_double, t9 + 8);
            t24 = __builtin_shufflevector(t21, t22, 0, 3, 6, 0);
            t25 = __builtin_shufflevector(t24, t23, 0, 1, 2, 5);
            t26 = __builtin_shufflevector(t21, t22, 1, 4, 7, 0);
            t27 = __builtin_shufflevector(t26, t23, 0, 1, 2, 6);
            t28 = __builtin_shufflevector(t21, t22, 2, 5, 0, 0);
            t29 = __builtin_shufflevector(t28, t23, 0, 1, 4, 7);
            t30 = vcc_load(vcc_v4_double, t10);
            t31 = vcc_load(vcc_v4_double, t10 + 4);
            t32 = vcc_load(vcc_v4_double, t10 + 8);
            t33 = __builtin_shufflevector(t30, t31, 0, 3, 6, 0);
            t34 = __builtin_shufflevector(t33, t32, 0, 1, 2, 5);
            t35 = __builtin_shufflevector(t30, t31, 1, 4, 7, 0);
            t36 = __builtin_shufflevector(t35, t32, 0, 1, 2, 6);
            t37 = __builtin_shufflevector(t30, t31, 2, 5, 0, 0);
            t38 = __builtin_shufflevector(t37, t32, 0, 1, 4, 7);
            t39 = vcc_load(vcc_v4_double, t11);
            t40 = vcc_load(vcc_v4_double, t11 + 4);
            t41 = vcc_load(vcc_v4_double, t11 + 8);
            t42 = __builtin_shufflevector(t39, t40, 0, 3, 6, 0);
            t43 = __builtin_shufflevector(t42, t41, 0, 1, 2, 5);
            t44 = __builtin_shufflevector(t39, t40, 1, 4, 7, 0);
            t45 = __builtin_shufflevector(t44, t41, 0, 1, 2, 6);
            t46 = __builtin_shufflevector(t39, t40, 2, 5, 0, 0);
            t47 = __builtin_shufflevector(t46, t41, 0, 1, 4, 7);
            t48 = t16 * t16;
            t49 = t25 * t25;
            t50 = t34 * t34;
            t51 = t43 * t43;
            t52 = t18 * t18;
            t53 = t27 * t27;
            t54 = t36 * t36;
            t55 = t45 * t45;
            t56 = t48 + t52;
            t57 = t49 + t53;
            t58 = t50 + t54;
            t59 = t51 + t55;
            t60 = t20 * t20;
            t61 = t29 * t29;
            t62 = t38 * t38;
            t63 = t47 * t47;
            t64 = t56 + t60;
            t65 = t57 + t61;
            t66 = t58 + t62;
            t67 = t59 + t63;
            vcc_store(out + t4, t64);
            vcc_store(out + t5, t65);
            vcc_store(out + t6, t66);
            vcc_store(out + t7, t67);
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
    if (t70 >= 4L) {
        t71 = t70 & -4L;
        t72 = 0L;
        for (;;) {
            t73 = (int)((long)t69 + t72);
            t74 = v + 3 * t73;
            t75 = vcc_load(vcc_v4_double, t74);
            t76 = vcc_load(vcc_v4_double, t74 + 4);
            t77 = vcc_load(vcc_v4_double, t74 + 8);
            t78 = __builtin_shufflevector(t75, t76, 0, 3, 6, 0);
            t79 = __builtin_shufflevector(t78, t77, 0, 1, 2, 5);
            t80 = __builtin_shufflevector(t75, t76, 1, 4, 7, 0);
            t81 = __builtin_shufflevector(t80, t77, 0, 1, 2, 6);
            t82 = __builtin_shufflevector(t75, t76, 2, 5, 0, 0);
            t83 = __builtin_shufflevector(t82, t77, 0, 1, 4, 7);
            t84 = t79 * t79;
            t85 = t81 * t81;
            t86 = t84 + t85;
            t87 = t83 * t83;
            t88 = t86 + t87;
            vcc_store(out + t73, t88);
            t89 = t72 + 4L;
            if (t89 >= t71) {
                break;
            }
            t72 = t89;
        }
        i = (int)((long)t69 + t71);
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        t90 = 3 * i;
        t91 = v[t90];
        t92 = v[t90 + 1];
        t93 = v[t90 + 2];
        out[i] = t91 * t91 + t92 * t92 + t93 * t93;
    }
}

void outer_members(int n, float *restrict out, const float *restrict v) {
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
    vcc_v8_float t12;
    vcc_v8_float t13;
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
    long t30;
    int t31;
    long t32;
    long t33;
    long t34;
    int t35;
    const float *t36;
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
    long t48;
    int i;
    int t49;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = v + (4 * t4 + 3);
            t7 = v + (4 * t5 + 3);
            t8 = vcc_load(vcc_v8_float, t6 + -3);
            t9 = vcc_load(vcc_v8_float, t6 + 5);
            t10 = vcc_load(vcc_v8_float, t6 + 13);
            t11 = vcc_load(vcc_v8_float, t6 + 21);
            t12 = __builtin_shufflevector(t8, t9, 3, 7, 11, 15, 0, 0, 0, 0);
            t13 = __builtin_shufflevector(t12, t10, 0, 1, 2, 3, 11, 15, 6, 7);
            t14 = __builtin_shufflevector(t13, t11, 0, 1, 2, 3, 4, 5, 11, 15);
            t15 = __builtin_shufflevector(t8, t9, 0, 4, 8, 12, 0, 0, 0, 0);
            t16 = __builtin_shufflevector(t15, t10, 0, 1, 2, 3, 8, 12, 6, 7);
            t17 = __builtin_shufflevector(t16, t11, 0, 1, 2, 3, 4, 5, 8, 12);
            t18 = vcc_load(vcc_v8_float, t7 + -3);
            t19 = vcc_load(vcc_v8_float, t7 + 5);
            t20 = vcc_load(vcc_v8_float, t7 + 13);
            t21 = vcc_load(vcc_v8_float, t7 + 21);
            t22 = __builtin_shufflevector(t18, t19, 3, 7, 11, 15, 0, 0, 0, 0);
            t23 = __builtin_shufflevector(t22, t20, 0, 1, 2, 3, 11, 15, 6, 7);
            t24 = __builtin_shufflevector(t23, t21, 0, 1, 2, 3, 4, 5, 11, 15);
            t25 = __builtin_shufflevector(t18, t19, 0, 4, 8, 12, 0, 0, 0, 0);
            t26 = __builtin_shufflevector(t25, t20, 0, 1, 2, 3, 8, 12, 6, 7);
            t27 = __builtin_shufflevector(t26, t21, 0, 1, 2, 3, 4, 5, 8, 12);
            t28 = t14 - t17;
            t29 = t24 - t27;
            vcc_store(out + t4, t28);
            vcc_store(out + t5, t29);
            t30 = t3 + 16L;
            if (t30 >= t2) {
                break;
            }
            t3 = t30;
        }
        t31 = (int)((long)0 + t2);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = 0L;
        for (;;) {
            t35 = (int)((long)t31 + t34);
            t36 = v + (4 * t35 + 3);
            t37 = vcc_load(vcc_v8_float, t36 + -3);
            t38 = vcc_load(vcc_v8_float, t36 + 5);
            t39 = vcc_load(vcc_v8_float, t36 + 13);
            t40 = vcc_load(vcc_v8_float, t36 + 21);
            t41 = __builtin_shufflevector(t37, t38, 3, 7, 11, 15, 0, 0, 0, 0);
            t42 = __builtin_shufflevector(t41, t39, 0, 1, 2, 3, 11, 15, 6, 7);
            t43 = __builtin_shufflevector(t42, t40, 0, 1, 2, 3, 4, 5, 11, 15);
            t44 = __builtin_shufflevector(t37, t38, 0, 4, 8, 12, 0, 0, 0, 0);
            t45 = __builtin_shufflevector(t44, t39, 0, 1, 2, 3, 8, 12, 6, 7);
            t46 = __builtin_shufflevector(t45, t40, 0, 1, 2, 3, 4, 5, 8, 12);
            t47 = t43 - t46;
            vcc_store(out + t35, t47);
            t48 = t34 + 8L;
            if (t48 >= t33) {
                break;
            }
            t34 = t48;
        }
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        t49 = 4 * i;
        out[i] = v[t49 + 3] - v[t49];
    }
}

void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    float *t14;
    float *t15;
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
    long t32;
    int t33;
    long t34;
    long t35;
    long t36;
    int t37;
    long t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    float *t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    long t51;
    int i;
    int t52;
    long t53;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = (long)t4;
            t7 = (long)t5;
            t8 = vcc_load(vcc_v8_float, x + t6);
            t9 = vcc_load(vcc_v8_float, x + t7);
            t10 = vcc_load(vcc_v8_float, y + t6);
            t11 = vcc_load(vcc_v8_float, y + t7);
            t12 = t10 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t13 = t11 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t14 = out + (3 * t4 + 2);
            t15 = out + (3 * t5 + 2);
            t16 = vcc_load(vcc_v8_float, z + t6);
            t17 = vcc_load(vcc_v8_float, z + t7);
            t18 = t16 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t19 = t17 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t20 = __builtin_shufflevector(t8, t12, 0, 8, 0, 1, 9, 0, 2, 10);
            t21 = __builtin_shufflevector(t20, t18, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t14 + -2, t21);
            t22 = __builtin_shufflevector(t8, t12, 0, 3, 11, 0, 4, 12, 0, 5);
            t23 = __builtin_shufflevector(t22, t18, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t14 + 6, t23);
            t24 = __builtin_shufflevector(t8, t12, 13, 0, 6, 14, 0, 7, 15, 0);
            t25 = __builtin_shufflevector(t24, t18, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t14 + 14, t25);
            t26 = __builtin_shufflevector(t9, t13, 0, 8, 0, 1, 9, 0, 2, 10);
            t27 = __builtin_shufflevector(t26, t19, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t15 + -2, t27);
            t28 = __builtin_shufflevector(t9, t13, 0, 3, 11, 0, 4, 12, 0, 5);
            t29 = __builtin_shufflevector(t28, t19, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t15 + 6, t29);
            t30 = __builtin_shufflevector(t9, t13, 13, 0, 6, 14, 0, 7, 15, 0);
            t31 = __builtin_shufflevector(t30, t19, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t15 + 14, t31);
            t32 = t3 + 16L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
        }
        t33 = (int)((long)0 + t2);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t36 = 0L;
        for (;;) {
            t37 = (int)((long)t33 + t36);
            t38 = (long)t37;
            t39 = vcc_load(vcc_v8_float, x + t38);
            t40 = vcc_load(vcc_v8_float, y + t38);
            t41 = t40 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t42 = out + (3 * t37 + 2);
            t43 = vcc_load(vcc_v8_float, z + t38);
            t44 = t43 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t45 = __builtin_shufflevector(t39, t41, 0, 8, 0, 1, 9, 0, 2, 10);
            t46 = __builtin_shufflevector(t45, t44, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t42 + -2, t46);
            t47 = __builtin_shufflevector(t39, t41, 0, 3, 11, 0, 4, 12, 0, 5);
            t48 = __builtin_shufflevector(t47, t44, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t42 + 6, t48);
            t49 = __builtin_shufflevector(t39, t41, 13, 0, 6, 14, 0, 7, 15, 0);
            t50 = __builtin_shufflevector(t49, t44, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t42 + 14, t50);
            t51 = t36 + 8L;
            if (t51 >= t35) {
                break;
            }
            t36 = t51;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t52 = 3 * i;
        t53 = (long)i;
        out[t52] = x[t53];
        out[t52 + 1] = y[t53] * 2.0f;
        out[t52 + 2] = z[t53] + 1.0f;
    }
}

void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    const long long *t8;
    const long long *t9;
    const long long *t10;
    const long long *t11;
    vcc_v4_llong t12;
    vcc_v4_llong t13;
    vcc_v4_llong t14;
    vcc_v4_llong t15;
    vcc_v4_llong t16;
    vcc_v4_llong t17;
    vcc_v4_llong t18;
    vcc_v4_llong t19;
    vcc_v4_llong t20;
    vcc_v4_llong t21;
    vcc_v4_llong t22;
    vcc_v4_llong t23;
    vcc_v4_llong t24;
    vcc_v4_llong t25;
    vcc_v4_llong t26;
    vcc_v4_llong t27;
    vcc_v4_llong t28;
    vcc_v4_llong t29;
    vcc_v4_llong t30;
    vcc_v4_llong t31;
    long long *t32;
    long long *t33;
    long long *t34;
    long long *t35;
    vcc_v4_llong t36;
    vcc_v4_llong t37;
    vcc_v4_llong t38;
    vcc_v4_llong t39;
    vcc_v4_llong t40;
    vcc_v4_llong t41;
    vcc_v4_llong t42;
    vcc_v4_llong t43;
    vcc_v4_llong t44;
    vcc_v4_llong t45;
    vcc_v4_llong t46;
    vcc_v4_llong t47;
    long t48;
    int t49;
    long t50;
    long t51;
    long t52;
    int t53;
    const long long *t54;
    vcc_v4_llong t55;
    vcc_v4_llong t56;
    vcc_v4_llong t57;
    vcc_v4_llong t58;
    vcc_v4_llong t59;
    long long *t60;
    vcc_v4_llong t61;
    vcc_v4_llong t62;
    vcc_v4_llong t63;
    long t64;
    int i;
    int t65;
    long t66;
    long long lo;
    long t67;
    long long hi;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = 2 * (int)((long)0 + t3);
            t5 = 2 * (int)((long)0 + (t3 + 4L));
            t6 = 2 * (int)((long)0 + (t3 + 8L));
            t7 = 2 * (int)((long)0 + (t3 + 12L));
            t8 = in + t4;
            t9 = in + t5;
            t10 = in + t6;
            t11 = in + t7;
            t12 = vcc_load(vcc_v4_llong, t8);
            t13 = vcc_load(vcc_v4_llong, t8 + 4);
            t14 = __builtin_shufflevector(t12, t13, 0, 2, 4, 6);
            t15 = __builtin_shufflevector(t12, t13, 1, 3, 5, 7);
            t16 = vcc_load(vcc_v4_llong, t9);
            t17 = vcc_load(vcc_v4_llong, t9 + 4);
            t18 = __builtin_shufflevector(t16, t17, 0, 2, 4, 6);
            t19 = __builtin_shufflevector(t16, t17, 1, 3, 5, 7);
            t20 = vcc_load(vcc_v4_llong, t10);
            t21 = vcc_load(vcc_v4_llong, t10 + 4);
            t22 = __builtin_shufflevector(t20, t21, 0, 2, 4, 6);
            t23 = __builtin_shufflevector(t20, t21, 1, 3, 5, 7);
            t24 = vcc_load(vcc_v4_llong, t11);
            t25 = vcc_load(vcc_v4_llong, t11 + 4);
            t26 = __builtin_shufflevector(t24, t25, 0, 2, 4, 6);
            t27 = __builtin_shufflevector(t24, t25, 1, 3, 5, 7);
            t28 = t15 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            t29 = t19 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            t30 = t23 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            t31 = t27 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            t32 = out + (t4 + 1);
            t33 = out + (t5 + 1);
            t34 = out + (t6 + 1);
            t35 = out + (t7 + 1);
            t36 = t14 - t15;
            t37 = t18 - t19;
            t38 = t22 - t23;
            t39 = t26 - t27;
            t40 = __builtin_shufflevector(t28, t36, 0, 4, 1, 5);
            vcc_store(t32 + -1, t40);
            t41 = __builtin_shufflevector(t28, t36, 2, 6, 3, 7);
            vcc_store(t32 + 3, t41);
            t42 = __builtin_shufflevector(t29, t37, 0, 4, 1, 5);
            vcc_store(t33 + -1, t42);
            t43 = __builtin_shufflevector(t29, t37, 2, 6, 3, 7);
            vcc_store(t33 + 3, t43);
            t44 = __builtin_shufflevector(t30, t38, 0, 4, 1, 5);
            vcc_store(t34 + -1, t44);
            t45 = __builtin_shufflevector(t30, t38, 2, 6, 3, 7);
            vcc_store(t34 + 3, t45);
            t46 = __builtin_shufflevector(t31, t39, 0, 4, 1, 5);
            vcc_store(t35 + -1, t46);
            t47 = __builtin_shufflevector(t31, t39, 2, 6, 3, 7);
            vcc_store(t35 + 3, t47);
            t48 = t3 + 16L;
            if (t48 >= t2) {
                break;
            }
            t3 = t48;
        }
        t49 = (int)((long)0 + t2);
    } else {
        t49 = 0;
    }
    t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 4L) {
        t51 = t50 & -4L;
        t52 = 0L;
        for (;;) {
            t53 = 2 * (int)((long)t49 + t52);
            t54 = in + t53;
            t55 = vcc_load(vcc_v4_llong, t54);
            t56 = vcc_load(vcc_v4_llong, t54 + 4);
            t57 = __builtin_shufflevector(t55, t56, 0, 2, 4, 6);
            t58 = __builtin_shufflevector(t55, t56, 1, 3, 5, 7);
            t59 = t58 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            t60 = out + (t53 + 1);
            t61 = t57 - t58;
            t62 = __builtin_shufflevector(t59, t61, 0, 4, 1, 5);
            vcc_store(t60 + -1, t62);
            t63 = __builtin_shufflevector(t59, t61, 2, 6, 3, 7);
            vcc_store(t60 + 3, t63);
            t64 = t52 + 4L;
            if (t64 >= t51) {
                break;
            }
            t52 = t64;
        }
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        t65 = 2 * i;
        t66 = (long)t65;
        lo = in[t66];
        t67 = (long)(t65 + 1);
        hi = in[t67];
        out[t66] = hi + 1LL;
        out[t67] = lo - hi;
    }
}

unsigned sum_quads(int n, const unsigned *q) {
    unsigned int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    const unsigned int *t6;
    const unsigned int *t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    long t48;
    vcc_v8_uint t49;
    int t50;
    unsigned int t51;
    long t52;
    long t53;
    long t54;
    vcc_v8_uint t55;
    const unsigned int *t56;
    vcc_v8_uint t57;
    vcc_v8_uint t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_uint t62;
    vcc_v8_uint t63;
    vcc_v8_uint t64;
    vcc_v8_uint t65;
    vcc_v8_uint t66;
    vcc_v8_uint t67;
    vcc_v8_uint t68;
    vcc_v8_uint t69;
    vcc_v8_uint t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    vcc_v8_uint t73;
    vcc_v8_uint t74;
    vcc_v8_uint t75;
    vcc_v8_uint t76;
    long t77;
    int i;
    int t78;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t6 = q + 4 * (int)((long)0 + t3);
            t7 = q + 4 * (int)((long)0 + (t3 + 8L));
            t8 = vcc_load(vcc_v8_uint, t6);
            t9 = vcc_load(vcc_v8_uint, t6 + 8);
            t10 = vcc_load(vcc_v8_uint, t6 + 16);
            t11 = vcc_load(vcc_v8_uint, t6 + 24);
            t12 = __builtin_shufflevector(t8, t9, 0, 4, 8, 12, 0, 0, 0, 0);
            t13 = __builtin_shufflevector(t12, t10, 0, 1, 2, 3, 8, 12, 6, 7);
            t14 = __builtin_shufflevector(t13, t11, 0, 1, 2, 3, 4, 5, 8, 12);
            t15 = __builtin_shufflevector(t8, t9, 1, 5, 9, 13, 0, 0, 0, 0);
            t16 = __builtin_shufflevector(t15, t10, 0, 1, 2, 3, 9, 13, 6, 7);
            t17 = __builtin_shufflevector(t16, t11, 0, 1, 2, 3, 4, 5, 9, 13);
            t18 = __builtin_shufflevector(t8, t9, 2, 6, 10, 14, 0, 0, 0, 0);
            t19 = __builtin_shufflevector(t18, t10, 0, 1, 2, 3, 10, 14, 6, 7);
            t20 = __builtin_shufflevector(t19, t11, 0, 1, 2, 3, 4, 5, 10, 14);
            t21 = __builtin_shufflevector(t8, t9, 3, 7, 11, 15, 0, 0, 0, 0);
            t22 = __builtin_shufflevector(t21, t10, 0, 1, 2, 3, 11, 15, 6, 7);
            t23 = __builtin_shufflevector(t22, t11, 0, 1, 2, 3, 4, 5, 11, 15);
            t24 = vcc_load(vcc_v8_uint, t7);
            t25 = vcc_load(vcc_v8_uint, t7 + 8);
            t26 = vcc_load(vcc_v8_uint, t7 + 16);
            t27 = vcc_load(vcc_v8_uint, t7 + 24);
            t28 = __builtin_shufflevector(t24, t25, 0, 4, 8, 12, 0, 0, 0, 0);
            t29 = __builtin_shufflevector(t28, t26, 0, 1, 2, 3, 8, 12, 6, 7);
            t30 = __builtin_shufflevector(t29, t27, 0, 1, 2, 3, 4, 5, 8, 12);
            t31 = __builtin_shufflevector(t24, t25, 1, 5, 9, 13, 0, 0, 0, 0);
            t32 = __builtin_shufflevector(t31, t26, 0, 1, 2, 3, 9, 13, 6, 7);
            t33 = __builtin_shufflevector(t32, t27, 0, 1, 2, 3, 4, 5, 9, 13);
            t34 = __builtin_shufflevector(t24, t25, 2, 6, 10, 14, 0, 0, 0, 0);
            t35 = __builtin_shufflevector(t34, t26, 0, 1, 2, 3, 10, 14, 6, 7);
            t36 = __builtin_shufflevector(t35, t27, 0, 1, 2, 3, 4, 5, 10, 14);
            t37 = __builtin_shufflevector(t24, t25, 3, 7, 11, 15, 0, 0, 0, 0);
            t38 = __builtin_shufflevector(t37, t26, 0, 1, 2, 3, 11, 15, 6, 7);
            t39 = __builtin_shufflevector(t38, t27, 0, 1, 2, 3, 4, 5, 11, 15);
            t40 = t14 ^ t17;
            t41 = t30 ^ t33;
            t42 = t40 ^ t20;
            t43 = t41 ^ t36;
            t44 = t42 ^ t23;
            t45 = t43 ^ t39;
            t46 = t4 + t44;
            t47 = t5 + t45;
            t48 = t3 + 16L;
            if (t48 >= t2) {
                break;
            }
            t3 = t48;
            t4 = t46;
            t5 = t47;
        }
        t49 = t46 + t47;
        t50 = (int)((long)0 + t2);
        t51 = 0U + vcc_reduce(unsigned int, t49, +);
    } else {
        t50 = 0;
        t51 = 0U;
    }
    t52 = (long)n + (long)t50 * -1L;
    if (t52 >= 8L) {
        t53 = t52 & -8L;
        t54 = 0L;
        t55 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t56 = q + 4 * (int)((long)t50 + t54);
            t57 = vcc_load(vcc_v8_uint, t56);
            t58 = vcc_load(vcc_v8_uint, t56 + 8);
            t59 = vcc_load(vcc_v8_uint, t56 + 16);
            t60 = vcc_load(vcc_v8_uint, t56 + 24);
            t61 = __builtin_shufflevector(t57, t58, 0, 4, 8, 12, 0, 0, 0, 0);
            t62 = __builtin_shufflevector(t61, t59, 0, 1, 2, 3, 8, 12, 6, 7);
            t63 = __builtin_shufflevector(t62, t60, 0, 1, 2, 3, 4, 5, 8, 12);
            t64 = __builtin_shufflevector(t57, t58, 1, 5, 9, 13, 0, 0, 0, 0);
            t65 = __builtin_shufflevector(t64, t59, 0, 1, 2, 3, 9, 13, 6, 7);
            t66 = __builtin_shufflevector(t65, t60, 0, 1, 2, 3, 4, 5, 9, 13);
            t67 = __builtin_shufflevector(t57, t58, 2, 6, 10, 14, 0, 0, 0, 0);
            t68 = __builtin_shufflevector(t67, t59, 0, 1, 2, 3, 10, 14, 6, 7);
            t69 = __builtin_shufflevector(t68, t60, 0, 1, 2, 3, 4, 5, 10, 14);
            t70 = __builtin_shufflevector(t57, t58, 3, 7, 11, 15, 0, 0, 0, 0);
            t71 = __builtin_shufflevector(t70, t59, 0, 1, 2, 3, 11, 15, 6, 7);
            t72 = __builtin_shufflevector(t71, t60, 0, 1, 2, 3, 4, 5, 11, 15);
            t73 = t63 ^ t66;
            t74 = t73 ^ t69;
            t75 = t74 ^ t72;
            t76 = t55 + t75;
            t77 = t54 + 8L;
            if (t77 >= t53) {
                break;
            }
            t54 = t77;
            t55 = t76;
        }
        i = (int)((long)t50 + t53);
        s = t51 + vcc_reduce(unsigned int, t76, +);
    } else {
        i = t50;
        s = t51;
    }
    for (; i < n; i++) {
        t78 = 4 * i;
        s += q[t78] ^ q[t78 + 1] ^ q[t78 + 2] ^ q[t78 + 3];
    }
    return s;
}

void swap_pairs(int n, int *a) {
    for (int i = 0; i < n; i++) {
        int t = a[2 * i];
        a[2 * i] = a[2 * i + 1];
        a[2 * i + 1] = t;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *s1 = new_array(n, 2), *s2 = new_array(2 * n, 2);
        unsigned char *g = new_array(n, 1), *rgba = new_array(4 * n, 1);
        double *d1 = new_array(n, 8), *d3 = new_array(3 * n, 8);
        float *f1 = new_array(n, 4), *f4 = new_array(4 * n, 4), *f3 = new_array(3 * n, 4);
        float *x = new_array(n, 4), *y = new_array(n, 4), *z = new_array(n, 4);
        long long *l1 = new_array(2 * n, 8), *l2 = new_array(2 * n, 8);
        unsigned *q = new_array(4 * n, 4);
        int *p = new_array(2 * n, 4);
        FILL(s2, 2 * n, -30000, 60000);
        FILL(rgba, 4 * n, 0, 256);
        FILL(d3, 3 * n, -1000, 2000);
        FILL(f4, 4 * n, -1000, 2000);
        FILL(x, n, -1000, 2000);
        FILL(y, n, -1000, 2000);
        FILL(z, n, -1000, 2000);
        FILL(l2, 2 * n, -100000, 200000);
        FILL(q, 4 * n, 0, 1 << 30);
        FILL(p, 2 * n, -1000, 2000);
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        swap_pairs(n, p);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, HASH(s1, n), HASH(g, n), HASH(d1, n), HASH(f1, n),
               HASH(f3, 3 * n), HASH(l1, 2 * n), HASH(p, 2 * n), sum_quads(n, q));
        free(s1), free(s2), free(g), free(rgba), free(d1), free(d3), free(f1), free(f4), free(f3);
        free(x), free(y), free(z), free(l1), free(l2), free(q), free(p);
    }
    return 0;
}
