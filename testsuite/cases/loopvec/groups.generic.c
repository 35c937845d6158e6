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
        grey[i] = (unsigned char)(((int)rgba[4 * i] + (int)rgba[4 * i + 1] + (int)rgba[4 * i + 2]) / 3);
    }
}

void triple_norm(int n, double *restrict out, const double *restrict v) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    const double *t6;
    const double *t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
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
    long t56;
    int t57;
    long t58;
    long t59;
    long t60;
    int t61;
    const double *t62;
    vcc_v4_double t63;
    vcc_v4_double t64;
    vcc_v4_double t65;
    vcc_v4_double t66;
    vcc_v4_double t67;
    vcc_v4_double t68;
    vcc_v4_double t69;
    vcc_v4_double t70;
    vcc_v4_double t71;
    const double *t72;
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
    long t87;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = v + 3 * t4;
            t7 = v + 3 * t5;
            t8 = vcc_load(vcc_v4_double, t6);
            t9 = vcc_load(vcc_v4_double, t6 + 4);
            t10 = vcc_load(vcc_v4_double, t6 + 8);
            t11 = __builtin_shufflevector(t8, t9, 0, 3, 6, 0);
            t12 = __builtin_shufflevector(t11, t10, 0, 1, 2, 5);
            t13 = __builtin_shufflevector(t8, t9, 1, 4, 7, 0);
            t14 = __builtin_shufflevector(t13, t10, 0, 1, 2, 6);
            t15 = __builtin_shufflevector(t8, t9, 2, 5, 0, 0);
            t16 = __builtin_shufflevector(t15, t10, 0, 1, 4, 7);
            t17 = vcc_load(vcc_v4_double, t7);
            t18 = vcc_load(vcc_v4_double, t7 + 4);
            t19 = vcc_load(vcc_v4_double, t7 + 8);
            t20 = __builtin_shufflevector(t17, t18, 0, 3, 6, 0);
            t21 = __builtin_shufflevector(t20, t19, 0, 1, 2, 5);
            t22 = __builtin_shufflevector(t17, t18, 1, 4, 7, 0);
            t23 = __builtin_shufflevector(t22, t19, 0, 1, 2, 6);
            t24 = __builtin_shufflevector(t17, t18, 2, 5, 0, 0);
            t25 = __builtin_shufflevector(t24, t19, 0, 1, 4, 7);
            t26 = v + 3 * t4;
            t27 = v + 3 * t5;
            t28 = vcc_load(vcc_v4_double, t26);
            t29 = vcc_load(vcc_v4_double, t26 + 4);
            t30 = vcc_load(vcc_v4_double, t26 + 8);
            t31 = __builtin_shufflevector(t28, t29, 0, 3, 6, 0);
            t32 = __builtin_shufflevector(t31, t30, 0, 1, 2, 5);
            t33 = __builtin_shufflevector(t28, t29, 1, 4, 7, 0);
            t34 = __builtin_shufflevector(t33, t30, 0, 1, 2, 6);
            t35 = __builtin_shufflevector(t28, t29, 2, 5, 0, 0);
            t36 = __builtin_shufflevector(t35, t30, 0, 1, 4, 7);
            t37 = vcc_load(vcc_v4_double, t27);
            t38 = vcc_load(vcc_v4_double, t27 + 4);
            t39 = vcc_load(vcc_v4_double, t27 + 8);
            t40 = __builtin_shufflevector(t37, t38, 0, 3, 6, 0);
            t41 = __builtin_shufflevector(t40, t39, 0, 1, 2, 5);
            t42 = __builtin_shufflevector(t37, t38, 1, 4, 7, 0);
            t43 = __builtin_shufflevector(t42, t39, 0, 1, 2, 6);
            t44 = __builtin_shufflevector(t37, t38, 2, 5, 0, 0);
            t45 = __builtin_shufflevector(t44, t39, 0, 1, 4, 7);
            t46 = t12 * t32;
            t47 = t21 * t41;
            t48 = t14 * t34;
            t49 = t23 * t43;
            t50 = t46 + t48;
            t51 = t47 + t49;
            t52 = t16 * t36;
            t53 = t25 * t45;
            t54 = t50 + t52;
            t55 = t51 + t53;
            vcc_store(out + t4, t54);
            vcc_store(out + t5, t55);
            t56 = t3 + 8L;
            if (t56 >= t2) {
                break;
            }
            t3 = t56;
        }
        t57 = (int)((long)0 + t2);
    } else {
        t57 = 0;
    }
    t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 4L) {
        t59 = t58 & -4L;
        t60 = 0L;
        for (;;) {
            t61 = (int)((long)t57 + t60);
            t62 = v + 3 * t61;
            t63 = vcc_load(vcc_v4_double, t62);
            t64 = vcc_load(vcc_v4_double, t62 + 4);
            t65 = vcc_load(vcc_v4_double, t62 + 8);
            t66 = __builtin_shufflevector(t63, t64, 0, 3, 6, 0);
            t67 = __builtin_shufflevector(t66, t65, 0, 1, 2, 5);
            t68 = __builtin_shufflevector(t63, t64, 1, 4, 7, 0);
            t69 = __builtin_shufflevector(t68, t65, 0, 1, 2, 6);
            t70 = __builtin_shufflevector(t63, t64, 2, 5, 0, 0);
            t71 = __builtin_shufflevector(t70, t65, 0, 1, 4, 7);
            t72 = v + 3 * t61;
            t73 = vcc_load(vcc_v4_double, t72);
            t74 = vcc_load(vcc_v4_double, t72 + 4);
            t75 = vcc_load(vcc_v4_double, t72 + 8);
            t76 = __builtin_shufflevector(t73, t74, 0, 3, 6, 0);
            t77 = __builtin_shufflevector(t76, t75, 0, 1, 2, 5);
            t78 = __builtin_shufflevector(t73, t74, 1, 4, 7, 0);
            t79 = __builtin_shufflevector(t78, t75, 0, 1, 2, 6);
            t80 = __builtin_shufflevector(t73, t74, 2, 5, 0, 0);
            t81 = __builtin_shufflevector(t80, t75, 0, 1, 4, 7);
            t82 = t67 * t77;
            t83 = t69 * t79;
            t84 = t82 + t83;
            t85 = t71 * t81;
            t86 = t84 + t85;
            vcc_store(out + t61, t86);
            t87 = t60 + 4L;
            if (t87 >= t59) {
                break;
            }
            t60 = t87;
        }
        i = (int)((long)t57 + t59);
    } else {
        i = t57;
    }
    for (; i < n; i++) {
        out[i] = v[3 * i] * v[3 * i] + v[3 * i + 1] * v[3 * i + 1] + v[3 * i + 2] * v[3 * i + 2];
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
        out[i] = v[4 * i + 3] - v[4 * i];
    }
}

void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
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
    long t30;
    int t31;
    long t32;
    long t33;
    long t34;
    int t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    float *t39;
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
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_float, x + t4);
            t7 = vcc_load(vcc_v8_float, x + t5);
            t8 = vcc_load(vcc_v8_float, y + t4);
            t9 = vcc_load(vcc_v8_float, y + t5);
            t10 = t8 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t11 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t12 = out + (3 * t4 + 2);
            t13 = out + (3 * t5 + 2);
            t14 = vcc_load(vcc_v8_float, z + t4);
            t15 = vcc_load(vcc_v8_float, z + t5);
            t16 = t14 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t17 = t15 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t18 = __builtin_shufflevector(t6, t10, 0, 8, 0, 1, 9, 0, 2, 10);
            t19 = __builtin_shufflevector(t18, t16, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t12 + -2, t19);
            t20 = __builtin_shufflevector(t6, t10, 0, 3, 11, 0, 4, 12, 0, 5);
            t21 = __builtin_shufflevector(t20, t16, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t12 + 6, t21);
            t22 = __builtin_shufflevector(t6, t10, 13, 0, 6, 14, 0, 7, 15, 0);
            t23 = __builtin_shufflevector(t22, t16, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t12 + 14, t23);
            t24 = __builtin_shufflevector(t7, t11, 0, 8, 0, 1, 9, 0, 2, 10);
            t25 = __builtin_shufflevector(t24, t17, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t13 + -2, t25);
            t26 = __builtin_shufflevector(t7, t11, 0, 3, 11, 0, 4, 12, 0, 5);
            t27 = __builtin_shufflevector(t26, t17, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t13 + 6, t27);
            t28 = __builtin_shufflevector(t7, t11, 13, 0, 6, 14, 0, 7, 15, 0);
            t29 = __builtin_shufflevector(t28, t17, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t13 + 14, t29);
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
            t36 = vcc_load(vcc_v8_float, x + t35);
            t37 = vcc_load(vcc_v8_float, y + t35);
            t38 = t37 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t39 = out + (3 * t35 + 2);
            t40 = vcc_load(vcc_v8_float, z + t35);
            t41 = t40 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t42 = __builtin_shufflevector(t36, t38, 0, 8, 0, 1, 9, 0, 2, 10);
            t43 = __builtin_shufflevector(t42, t41, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t39 + -2, t43);
            t44 = __builtin_shufflevector(t36, t38, 0, 3, 11, 0, 4, 12, 0, 5);
            t45 = __builtin_shufflevector(t44, t41, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t39 + 6, t45);
            t46 = __builtin_shufflevector(t36, t38, 13, 0, 6, 14, 0, 7, 15, 0);
            t47 = __builtin_shufflevector(t46, t41, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t39 + 14, t47);
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
        out[3 * i] = x[i];
        out[3 * i + 1] = y[i] * 2.0f;
        out[3 * i + 2] = z[i] + 1.0f;
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
    long long lo;
    long long hi;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = in + 2 * t4;
            t9 = in + 2 * t5;
            t10 = in + 2 * t6;
            t11 = in + 2 * t7;
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
            t32 = out + (2 * t4 + 1);
            t33 = out + (2 * t5 + 1);
            t34 = out + (2 * t6 + 1);
            t35 = out + (2 * t7 + 1);
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
            t53 = (int)((long)t49 + t52);
            t54 = in + 2 * t53;
            t55 = vcc_load(vcc_v4_llong, t54);
            t56 = vcc_load(vcc_v4_llong, t54 + 4);
            t57 = __builtin_shufflevector(t55, t56, 0, 2, 4, 6);
            t58 = __builtin_shufflevector(t55, t56, 1, 3, 5, 7);
            t59 = t58 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            t60 = out + (2 * t53 + 1);
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
        lo = in[2 * i];
        hi = in[2 * i + 1];
        out[2 * i] = hi + 1LL;
        out[2 * i + 1] = lo - hi;
    }
}

unsigned sum_quads(int n, const unsigned *q) {
    unsigned int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    const unsigned int *t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
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
    long t26;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = q + 4 * (int)((long)0 + t3);
            t6 = vcc_load(vcc_v8_uint, t5);
            t7 = vcc_load(vcc_v8_uint, t5 + 8);
            t8 = vcc_load(vcc_v8_uint, t5 + 16);
            t9 = vcc_load(vcc_v8_uint, t5 + 24);
            t10 = __builtin_shufflevector(t6, t7, 0, 4, 8, 12, 0, 0, 0, 0);
            t11 = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 8, 12, 6, 7);
            t12 = __builtin_shufflevector(t11, t9, 0, 1, 2, 3, 4, 5, 8, 12);
            t13 = __builtin_shufflevector(t6, t7, 1, 5, 9, 13, 0, 0, 0, 0);
            t14 = __builtin_shufflevector(t13, t8, 0, 1, 2, 3, 9, 13, 6, 7);
            t15 = __builtin_shufflevector(t14, t9, 0, 1, 2, 3, 4, 5, 9, 13);
            t16 = __builtin_shufflevector(t6, t7, 2, 6, 10, 14, 0, 0, 0, 0);
            t17 = __builtin_shufflevector(t16, t8, 0, 1, 2, 3, 10, 14, 6, 7);
            t18 = __builtin_shufflevector(t17, t9, 0, 1, 2, 3, 4, 5, 10, 14);
            t19 = __builtin_shufflevector(t6, t7, 3, 7, 11, 15, 0, 0, 0, 0);
            t20 = __builtin_shufflevector(t19, t8, 0, 1, 2, 3, 11, 15, 6, 7);
            t21 = __builtin_shufflevector(t20, t9, 0, 1, 2, 3, 4, 5, 11, 15);
            t22 = t12 ^ t15;
            t23 = t22 ^ t18;
            t24 = t23 ^ t21;
            t25 = t4 + t24;
            t26 = t3 + 8L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
            t4 = t25;
        }
        i = (int)((long)0 + t2);
        s = 0U + vcc_reduce(unsigned int, t25, +);
    } else {
        i = 0;
        s = 0U;
    }
    for (; i < n; i++) {
        s += q[4 * i] ^ q[4 * i + 1] ^ q[4 * i + 2] ^ q[4 * i + 3];
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
