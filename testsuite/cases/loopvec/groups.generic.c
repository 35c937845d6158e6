/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 9 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
void second_of_pair(int n, short *restrict a, const short *restrict b) {
    int t15;
    int i;
    long t3 = (long)n - 1L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const short *t6 = b + (2 * t5 + 1);
            vcc_v16_short t7 = vcc_load(vcc_v16_short, t6);
            vcc_v16_short t8 = vcc_load(vcc_v16_short, t6 + 16);
            vcc_v16_short t9 = __builtin_shufflevector(t7, t8, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_store(a + t5, t9);
            int t10 = (int)(t1 + 16L);
            const short *t11 = b + (2 * t10 + 1);
            vcc_v16_short t12 = vcc_load(vcc_v16_short, t11);
            vcc_v16_short t13 = vcc_load(vcc_v16_short, t11 + 16);
            vcc_v16_short t14 = __builtin_shufflevector(t12, t13, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_store(a + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L - 1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            int t18 = (int)((long)t15 + t2);
            const short *t19 = b + (2 * t18 + 1);
            vcc_v16_short t20 = vcc_load(vcc_v16_short, t19);
            vcc_v16_short t21 = vcc_load(vcc_v16_short, t19 + 16);
            vcc_v16_short t22 = __builtin_shufflevector(t20, t21, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_store(a + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i + 1];
    }
}

void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    int i;
    long t2 = (long)n - 1L;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            const unsigned char *t5 = rgba + 4 * t4;
            vcc_v16_uchar t6 = vcc_load(vcc_v16_uchar, t5);
            vcc_v16_uchar t7 = vcc_load(vcc_v16_uchar, t5 + 16);
            vcc_v16_uchar t8 = vcc_load(vcc_v16_uchar, t5 + 32);
            vcc_v16_uchar t9 = vcc_load(vcc_v16_uchar, t5 + 48);
            vcc_v16_uchar t10 = __builtin_shufflevector(t6, t7, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v16_uchar t11 = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            vcc_v16_uchar t12 = __builtin_shufflevector(t11, t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            vcc_v16_uchar t13 = __builtin_shufflevector(t6, t7, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v16_uchar t14 = __builtin_shufflevector(t13, t8, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            vcc_v16_uchar t15 = __builtin_shufflevector(t14, t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            vcc_v16_uchar t16 = __builtin_shufflevector(t6, t7, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v16_uchar t17 = __builtin_shufflevector(t16, t8, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            vcc_v16_uchar t18 = __builtin_shufflevector(t17, t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            vcc_v16_int t19 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t20 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t21 = t19 + t20;
            vcc_v16_int t22 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t23 = t21 + t22;
            vcc_v16_int t24 = t23 / (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v16_uchar t25 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v16_short), vcc_v16_uchar);
            vcc_store(grey + t4, t25);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t26 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t26] + (int)rgba[t26 + 1] + (int)rgba[t26 + 2]) / 3);
    }
}

void triple_norm(int n, double *restrict out, const double *restrict v) {
    int t69;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const double *t6 = v + 3 * t5;
            vcc_v4_double t7 = vcc_load(vcc_v4_double, t6);
            vcc_v4_double t8 = vcc_load(vcc_v4_double, t6 + 4);
            vcc_v4_double t9 = vcc_load(vcc_v4_double, t6 + 8);
            vcc_v4_double t10 = __builtin_shufflevector(t7, t8, 0, 3, 6, 0);
            vcc_v4_double t11 = __builtin_shufflevector(t10, t9, 0, 1, 2, 5);
            vcc_v4_double t12 = __builtin_shufflevector(t7, t8, 1, 4, 7, 0);
            vcc_v4_double t13 = __builtin_shufflevector(t12, t9, 0, 1, 2, 6);
            vcc_v4_double t14 = __builtin_shufflevector(t7, t8, 2, 5, 0, 0);
            vcc_v4_double t15 = __builtin_shufflevector(t14, t9, 0, 1, 4, 7);
            vcc_v4_double t16 = t11 * t11;
            vcc_v4_double t17 = t13 * t13;
            vcc_v4_double t18 = t16 + t17;
            vcc_v4_double t19 = t15 * t15;
            vcc_v4_double t20 = t18 + t19;
            vcc_store(out + t5, t20);
            int t21 = (int)(t1 + 4L);
            const double *t22 = v + 3 * t21;
            vcc_v4_double t23 = vcc_load(vcc_v4_double, t22);
            vcc_v4_double t24 = vcc_load(vcc_v4_double, t22 + 4);
            vcc_v4_double t25 = vcc_load(vcc_v4_double, t22 + 8);
            vcc_v4_double t26 = __builtin_shufflevector(t23, t24, 0, 3, 6, 0);
            vcc_v4_double t27 = __builtin_shufflevector(t26, t25, 0, 1, 2, 5);
            vcc_v4_double t28 = __builtin_shufflevector(t23, t24, 1, 4, 7, 0);
            vcc_v4_double t29 = __builtin_shufflevector(t28, t25, 0, 1, 2, 6);
            vcc_v4_double t30 = __builtin_shufflevector(t23, t24, 2, 5, 0, 0);
            vcc_v4_double t31 = __builtin_shufflevector(t30, t25, 0, 1, 4, 7);
            vcc_v4_double t32 = t27 * t27;
            vcc_v4_double t33 = t29 * t29;
            vcc_v4_double t34 = t32 + t33;
            vcc_v4_double t35 = t31 * t31;
            vcc_v4_double t36 = t34 + t35;
            vcc_store(out + t21, t36);
            int t37 = (int)(t1 + 8L);
            const double *t38 = v + 3 * t37;
            vcc_v4_double t39 = vcc_load(vcc_v4_double, t38);
            vcc_v4_double t40 = vcc_load(vcc_v4_double, t38 + 4);
            vcc_v4_double t41 = vcc_load(vcc_v4_double, t38 + 8);
            vcc_v4_double t42 = __builtin_shufflevector(t39, t40, 0, 3, 6, 0);
            vcc_v4_double t43 = __builtin_shufflevector(t42, t41, 0, 1, 2, 5);
            vcc_v4_double t44 = __builtin_shufflevector(t39, t40, 1, 4, 7, 0);
            vcc_v4_double t45 = __builtin_shufflevector(t44, t41, 0, 1, 2, 6);
            vcc_v4_double t46 = __builtin_shufflevector(t39, t40, 2, 5, 0, 0);
            vcc_v4_double t47 = __builtin_shufflevector(t46, t41, 0, 1, 4, 7);
            vcc_v4_double t48 = t43 * t43;
            vcc_v4_double t49 = t45 * t45;
            vcc_v4_double t50 = t48 + t49;
            vcc_v4_double t51 = t47 * t47;
            vcc_v4_double t52 = t50 + t51;
            vcc_store(out + t37, t52);
            int t53 = (int)(t1 + 12L);
            const double *t54 = v + 3 * t53;
            vcc_v4_double t55 = vcc_load(vcc_v4_double, t54);
            vcc_v4_double t56 = vcc_load(vcc_v4_double, t54 + 4);
            vcc_v4_double t57 = vcc_load(vcc_v4_double, t54 + 8);
            vcc_v4_double t58 = __builtin_shufflevector(t55, t56, 0, 3, 6, 0);
            vcc_v4_double t59 = __builtin_shufflevector(t58, t57, 0, 1, 2, 5);
            vcc_v4_double t60 = __builtin_shufflevector(t55, t56, 1, 4, 7, 0);
            vcc_v4_double t61 = __builtin_shufflevector(t60, t57, 0, 1, 2, 6);
            vcc_v4_double t62 = __builtin_shufflevector(t55, t56, 2, 5, 0, 0);
            vcc_v4_double t63 = __builtin_shufflevector(t62, t57, 0, 1, 4, 7);
            vcc_v4_double t64 = t59 * t59;
            vcc_v4_double t65 = t61 * t61;
            vcc_v4_double t66 = t64 + t65;
            vcc_v4_double t67 = t63 * t63;
            vcc_v4_double t68 = t66 + t67;
            vcc_store(out + t53, t68);
            t1 += 16L;
        } while (t1 < t4);
        t69 = (int)t4;
    } else {
        t69 = 0;
    }
    long t70 = (long)n + (long)t69 * -1L;
    if (t70 >= 4L) {
        long t71 = t70 & -4L;
        long t2 = 0L;
        do {
            int t72 = (int)((long)t69 + t2);
            const double *t73 = v + 3 * t72;
            vcc_v4_double t74 = vcc_load(vcc_v4_double, t73);
            vcc_v4_double t75 = vcc_load(vcc_v4_double, t73 + 4);
            vcc_v4_double t76 = vcc_load(vcc_v4_double, t73 + 8);
            vcc_v4_double t77 = __builtin_shufflevector(t74, t75, 0, 3, 6, 0);
            vcc_v4_double t78 = __builtin_shufflevector(t77, t76, 0, 1, 2, 5);
            vcc_v4_double t79 = __builtin_shufflevector(t74, t75, 1, 4, 7, 0);
            vcc_v4_double t80 = __builtin_shufflevector(t79, t76, 0, 1, 2, 6);
            vcc_v4_double t81 = __builtin_shufflevector(t74, t75, 2, 5, 0, 0);
            vcc_v4_double t82 = __builtin_shufflevector(t81, t76, 0, 1, 4, 7);
            vcc_v4_double t83 = t78 * t78;
            vcc_v4_double t84 = t80 * t80;
            vcc_v4_double t85 = t83 + t84;
            vcc_v4_double t86 = t82 * t82;
            vcc_v4_double t87 = t85 + t86;
            vcc_store(out + t72, t87);
            t2 += 4L;
        } while (t2 < t71);
        i = (int)((long)t69 + t71);
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        int t88 = 3 * i;
        double t89 = v[t88];
        double t90 = v[t88 + 1];
        double t91 = v[t88 + 2];
        out[i] = t89 * t89 + t90 * t90 + t91 * t91;
    }
}

void outer_members(int n, float *restrict out, const float *restrict v) {
    int t31;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const float *t6 = v + (4 * t5 + 3);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t6 + -3);
            vcc_v8_float t8 = vcc_load(vcc_v8_float, t6 + 5);
            vcc_v8_float t9 = vcc_load(vcc_v8_float, t6 + 13);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t6 + 21);
            vcc_v8_float t11 = __builtin_shufflevector(t7, t8, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t12 = __builtin_shufflevector(t11, t9, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float t13 = __builtin_shufflevector(t12, t10, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t14 = __builtin_shufflevector(t7, t8, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t15 = __builtin_shufflevector(t14, t9, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float t16 = __builtin_shufflevector(t15, t10, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t17 = t13 - t16;
            vcc_store(out + t5, t17);
            int t18 = (int)(t1 + 8L);
            const float *t19 = v + (4 * t18 + 3);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t19 + -3);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, t19 + 5);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t19 + 13);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t19 + 21);
            vcc_v8_float t24 = __builtin_shufflevector(t20, t21, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t25 = __builtin_shufflevector(t24, t22, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float t26 = __builtin_shufflevector(t25, t23, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t27 = __builtin_shufflevector(t20, t21, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t28 = __builtin_shufflevector(t27, t22, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float t29 = __builtin_shufflevector(t28, t23, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t30 = t26 - t29;
            vcc_store(out + t18, t30);
            t1 += 16L;
        } while (t1 < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        long t2 = 0L;
        do {
            int t34 = (int)((long)t31 + t2);
            const float *t35 = v + (4 * t34 + 3);
            vcc_v8_float t36 = vcc_load(vcc_v8_float, t35 + -3);
            vcc_v8_float t37 = vcc_load(vcc_v8_float, t35 + 5);
            vcc_v8_float t38 = vcc_load(vcc_v8_float, t35 + 13);
            vcc_v8_float t39 = vcc_load(vcc_v8_float, t35 + 21);
            vcc_v8_float t40 = __builtin_shufflevector(t36, t37, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t41 = __builtin_shufflevector(t40, t38, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float t42 = __builtin_shufflevector(t41, t39, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t43 = __builtin_shufflevector(t36, t37, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t44 = __builtin_shufflevector(t43, t38, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float t45 = __builtin_shufflevector(t44, t39, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t46 = t42 - t45;
            vcc_store(out + t34, t46);
            t2 += 8L;
        } while (t2 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        int t47 = 4 * i;
        out[i] = v[t47 + 3] - v[t47];
    }
}

void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            long t6 = (long)t5;
            vcc_v8_float t7 = vcc_load(vcc_v8_float, x + t6);
            vcc_v8_float t8 = vcc_load(vcc_v8_float, y + t6);
            vcc_v8_float t9 = t8 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            float *t10 = out + (3 * t5 + 2);
            vcc_v8_float t11 = vcc_load(vcc_v8_float, z + t6);
            vcc_v8_float t12 = t11 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t13 = __builtin_shufflevector(t7, t9, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t14 = __builtin_shufflevector(t13, t12, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t10 + -2, t14);
            vcc_v8_float t15 = __builtin_shufflevector(t7, t9, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t16 = __builtin_shufflevector(t15, t12, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t10 + 6, t16);
            vcc_v8_float t17 = __builtin_shufflevector(t7, t9, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t18 = __builtin_shufflevector(t17, t12, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t10 + 14, t18);
            int t19 = (int)(t1 + 8L);
            long t20 = (long)t19;
            vcc_v8_float t21 = vcc_load(vcc_v8_float, x + t20);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, y + t20);
            vcc_v8_float t23 = t22 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            float *t24 = out + (3 * t19 + 2);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, z + t20);
            vcc_v8_float t26 = t25 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t27 = __builtin_shufflevector(t21, t23, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t28 = __builtin_shufflevector(t27, t26, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t24 + -2, t28);
            vcc_v8_float t29 = __builtin_shufflevector(t21, t23, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t30 = __builtin_shufflevector(t29, t26, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t24 + 6, t30);
            vcc_v8_float t31 = __builtin_shufflevector(t21, t23, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t32 = __builtin_shufflevector(t31, t26, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t24 + 14, t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        long t2 = 0L;
        do {
            int t36 = (int)((long)t33 + t2);
            long t37 = (long)t36;
            vcc_v8_float t38 = vcc_load(vcc_v8_float, x + t37);
            vcc_v8_float t39 = vcc_load(vcc_v8_float, y + t37);
            vcc_v8_float t40 = t39 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            float *t41 = out + (3 * t36 + 2);
            vcc_v8_float t42 = vcc_load(vcc_v8_float, z + t37);
            vcc_v8_float t43 = t42 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t44 = __builtin_shufflevector(t38, t40, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t45 = __builtin_shufflevector(t44, t43, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t41 + -2, t45);
            vcc_v8_float t46 = __builtin_shufflevector(t38, t40, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t47 = __builtin_shufflevector(t46, t43, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t41 + 6, t47);
            vcc_v8_float t48 = __builtin_shufflevector(t38, t40, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t49 = __builtin_shufflevector(t48, t43, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t41 + 14, t49);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        int t50 = 3 * i;
        long t51 = (long)i;
        out[t50] = x[t51];
        out[t50 + 1] = y[t51] * 2.0f;
        out[t50 + 2] = z[t51] + 1.0f;
    }
}

void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    int t49;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            const long long *t6 = in + t5;
            vcc_v4_llong t7 = vcc_load(vcc_v4_llong, t6);
            vcc_v4_llong t8 = vcc_load(vcc_v4_llong, t6 + 4);
            vcc_v4_llong t9 = __builtin_shufflevector(t7, t8, 0, 2, 4, 6);
            vcc_v4_llong t10 = __builtin_shufflevector(t7, t8, 1, 3, 5, 7);
            vcc_v4_llong t11 = t10 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            long long *t12 = out + (t5 + 1);
            vcc_v4_llong t13 = t9 - t10;
            vcc_v4_llong t14 = __builtin_shufflevector(t11, t13, 0, 4, 1, 5);
            vcc_store(t12 + -1, t14);
            vcc_v4_llong t15 = __builtin_shufflevector(t11, t13, 2, 6, 3, 7);
            vcc_store(t12 + 3, t15);
            int t16 = 2 * (int)(t1 + 4L);
            const long long *t17 = in + t16;
            vcc_v4_llong t18 = vcc_load(vcc_v4_llong, t17);
            vcc_v4_llong t19 = vcc_load(vcc_v4_llong, t17 + 4);
            vcc_v4_llong t20 = __builtin_shufflevector(t18, t19, 0, 2, 4, 6);
            vcc_v4_llong t21 = __builtin_shufflevector(t18, t19, 1, 3, 5, 7);
            vcc_v4_llong t22 = t21 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            long long *t23 = out + (t16 + 1);
            vcc_v4_llong t24 = t20 - t21;
            vcc_v4_llong t25 = __builtin_shufflevector(t22, t24, 0, 4, 1, 5);
            vcc_store(t23 + -1, t25);
            vcc_v4_llong t26 = __builtin_shufflevector(t22, t24, 2, 6, 3, 7);
            vcc_store(t23 + 3, t26);
            int t27 = 2 * (int)(t1 + 8L);
            const long long *t28 = in + t27;
            vcc_v4_llong t29 = vcc_load(vcc_v4_llong, t28);
            vcc_v4_llong t30 = vcc_load(vcc_v4_llong, t28 + 4);
            vcc_v4_llong t31 = __builtin_shufflevector(t29, t30, 0, 2, 4, 6);
            vcc_v4_llong t32 = __builtin_shufflevector(t29, t30, 1, 3, 5, 7);
            vcc_v4_llong t33 = t32 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            long long *t34 = out + (t27 + 1);
            vcc_v4_llong t35 = t31 - t32;
            vcc_v4_llong t36 = __builtin_shufflevector(t33, t35, 0, 4, 1, 5);
            vcc_store(t34 + -1, t36);
            vcc_v4_llong t37 = __builtin_shufflevector(t33, t35, 2, 6, 3, 7);
            vcc_store(t34 + 3, t37);
            int t38 = 2 * (int)(t1 + 12L);
            const long long *t39 = in + t38;
            vcc_v4_llong t40 = vcc_load(vcc_v4_llong, t39);
            vcc_v4_llong t41 = vcc_load(vcc_v4_llong, t39 + 4);
            vcc_v4_llong t42 = __builtin_shufflevector(t40, t41, 0, 2, 4, 6);
            vcc_v4_llong t43 = __builtin_shufflevector(t40, t41, 1, 3, 5, 7);
            vcc_v4_llong t44 = t43 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            long long *t45 = out + (t38 + 1);
            vcc_v4_llong t46 = t42 - t43;
            vcc_v4_llong t47 = __builtin_shufflevector(t44, t46, 0, 4, 1, 5);
            vcc_store(t45 + -1, t47);
            vcc_v4_llong t48 = __builtin_shufflevector(t44, t46, 2, 6, 3, 7);
            vcc_store(t45 + 3, t48);
            t1 += 16L;
        } while (t1 < t4);
        t49 = (int)t4;
    } else {
        t49 = 0;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 4L) {
        long t51 = t50 & -4L;
        long t2 = 0L;
        do {
            int t52 = 2 * (int)((long)t49 + t2);
            const long long *t53 = in + t52;
            vcc_v4_llong t54 = vcc_load(vcc_v4_llong, t53);
            vcc_v4_llong t55 = vcc_load(vcc_v4_llong, t53 + 4);
            vcc_v4_llong t56 = __builtin_shufflevector(t54, t55, 0, 2, 4, 6);
            vcc_v4_llong t57 = __builtin_shufflevector(t54, t55, 1, 3, 5, 7);
            vcc_v4_llong t58 = t57 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            long long *t59 = out + (t52 + 1);
            vcc_v4_llong t60 = t56 - t57;
            vcc_v4_llong t61 = __builtin_shufflevector(t58, t60, 0, 4, 1, 5);
            vcc_store(t59 + -1, t61);
            vcc_v4_llong t62 = __builtin_shufflevector(t58, t60, 2, 6, 3, 7);
            vcc_store(t59 + 3, t62);
            t2 += 4L;
        } while (t2 < t51);
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        int t63 = 2 * i;
        long t64 = (long)t63;
        long long lo = in[t64];
        long t65 = (long)(t63 + 1);
        long long hi = in[t65];
        out[t64] = hi + 1LL;
        out[t65] = lo - hi;
    }
}

unsigned sum_quads(int n, const unsigned *q) {
    unsigned int s;
    int t49;
    unsigned int t50;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            const unsigned int *t8 = q + 4 * (int)t1;
            vcc_v8_uint t9 = vcc_load(vcc_v8_uint, t8);
            vcc_v8_uint t10 = vcc_load(vcc_v8_uint, t8 + 8);
            vcc_v8_uint t11 = vcc_load(vcc_v8_uint, t8 + 16);
            vcc_v8_uint t12 = vcc_load(vcc_v8_uint, t8 + 24);
            vcc_v8_uint t13 = __builtin_shufflevector(t9, t10, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_uint t14 = __builtin_shufflevector(t13, t11, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_uint t15 = __builtin_shufflevector(t14, t12, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_uint t16 = __builtin_shufflevector(t9, t10, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_uint t17 = __builtin_shufflevector(t16, t11, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_uint t18 = __builtin_shufflevector(t17, t12, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_uint t19 = __builtin_shufflevector(t9, t10, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_uint t20 = __builtin_shufflevector(t19, t11, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_uint t21 = __builtin_shufflevector(t20, t12, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_uint t22 = __builtin_shufflevector(t9, t10, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_uint t23 = __builtin_shufflevector(t22, t11, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_uint t24 = __builtin_shufflevector(t23, t12, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_uint t25 = t15 ^ t18;
            vcc_v8_uint t26 = t25 ^ t21;
            vcc_v8_uint t27 = t26 ^ t24;
            t2 = t2 + t27;
            const unsigned int *t28 = q + 4 * (int)(t1 + 8L);
            vcc_v8_uint t29 = vcc_load(vcc_v8_uint, t28);
            vcc_v8_uint t30 = vcc_load(vcc_v8_uint, t28 + 8);
            vcc_v8_uint t31 = vcc_load(vcc_v8_uint, t28 + 16);
            vcc_v8_uint t32 = vcc_load(vcc_v8_uint, t28 + 24);
            vcc_v8_uint t33 = __builtin_shufflevector(t29, t30, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_uint t34 = __builtin_shufflevector(t33, t31, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_uint t35 = __builtin_shufflevector(t34, t32, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_uint t36 = __builtin_shufflevector(t29, t30, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_uint t37 = __builtin_shufflevector(t36, t31, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_uint t38 = __builtin_shufflevector(t37, t32, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_uint t39 = __builtin_shufflevector(t29, t30, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_uint t40 = __builtin_shufflevector(t39, t31, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_uint t41 = __builtin_shufflevector(t40, t32, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_uint t42 = __builtin_shufflevector(t29, t30, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_uint t43 = __builtin_shufflevector(t42, t31, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_uint t44 = __builtin_shufflevector(t43, t32, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_uint t45 = t35 ^ t38;
            vcc_v8_uint t46 = t45 ^ t41;
            vcc_v8_uint t47 = t46 ^ t44;
            t3 = t3 + t47;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uint t48 = t2 + t3;
        t49 = (int)t7;
        t50 = vcc_reduce(unsigned int, t48, +);
    } else {
        t49 = 0;
        t50 = 0U;
    }
    long t51 = (long)n + (long)t49 * -1L;
    if (t51 >= 8L) {
        long t52 = t51 & -8L;
        long t4 = 0L;
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            const unsigned int *t53 = q + 4 * (int)((long)t49 + t4);
            vcc_v8_uint t54 = vcc_load(vcc_v8_uint, t53);
            vcc_v8_uint t55 = vcc_load(vcc_v8_uint, t53 + 8);
            vcc_v8_uint t56 = vcc_load(vcc_v8_uint, t53 + 16);
            vcc_v8_uint t57 = vcc_load(vcc_v8_uint, t53 + 24);
            vcc_v8_uint t58 = __builtin_shufflevector(t54, t55, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_uint t59 = __builtin_shufflevector(t58, t56, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_uint t60 = __builtin_shufflevector(t59, t57, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_uint t61 = __builtin_shufflevector(t54, t55, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_uint t62 = __builtin_shufflevector(t61, t56, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_uint t63 = __builtin_shufflevector(t62, t57, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_uint t64 = __builtin_shufflevector(t54, t55, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_uint t65 = __builtin_shufflevector(t64, t56, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_uint t66 = __builtin_shufflevector(t65, t57, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_uint t67 = __builtin_shufflevector(t54, t55, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_uint t68 = __builtin_shufflevector(t67, t56, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_uint t69 = __builtin_shufflevector(t68, t57, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_uint t70 = t60 ^ t63;
            vcc_v8_uint t71 = t70 ^ t66;
            vcc_v8_uint t72 = t71 ^ t69;
            t5 = t5 + t72;
            t4 += 8L;
        } while (t4 < t52);
        i = (int)((long)t49 + t52);
        s = t50 + vcc_reduce(unsigned int, t5, +);
    } else {
        i = t49;
        s = t50;
    }
    for (; i < n; i++) {
        int t73 = 4 * i;
        s += q[t73] ^ q[t73 + 1] ^ q[t73 + 2] ^ q[t73 + 3];
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

/* Groups over global arrays of known length with a constant count: where the last iteration's
   whole pair (its gap included) is inside the array, the vector loop runs every iteration;
   `odd79` holds 79 floats, so the pair of its last iteration would end past it, and the scalar
   loop reads that one. */
static float even80[80], odd79[79], from80[40], from79[40];

static __typeof__(even80) even80 __attribute__((aligned(32)));
static __typeof__(from80) from80 __attribute__((aligned(32)));
void evens_of_known_array(void) {
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        float *t3 = &even80[2 * t2];
        vcc_v8_float t4 = vcc_load(vcc_v8_float, t3);
        vcc_v8_float t5 = vcc_load(vcc_v8_float, t3 + 8);
        vcc_v8_float t6 = __builtin_shufflevector(t4, t5, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t7 = t6 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&from80[t2], t7);
        int t8 = (int)(t1 + 8L);
        float *t9 = &even80[2 * t8];
        vcc_v8_float t10 = vcc_load(vcc_v8_float, t9);
        vcc_v8_float t11 = vcc_load(vcc_v8_float, t9 + 8);
        vcc_v8_float t12 = __builtin_shufflevector(t10, t11, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t13 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&from80[t8], t13);
        int t14 = (int)(t1 + 16L);
        float *t15 = &even80[2 * t14];
        vcc_v8_float t16 = vcc_load(vcc_v8_float, t15);
        vcc_v8_float t17 = vcc_load(vcc_v8_float, t15 + 8);
        vcc_v8_float t18 = __builtin_shufflevector(t16, t17, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t19 = t18 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&from80[t14], t19);
        int t20 = (int)(t1 + 24L);
        float *t21 = &even80[2 * t20];
        vcc_v8_float t22 = vcc_load(vcc_v8_float, t21);
        vcc_v8_float t23 = vcc_load(vcc_v8_float, t21 + 8);
        vcc_v8_float t24 = __builtin_shufflevector(t22, t23, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t25 = t24 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&from80[t20], t25);
        t1 += 32L;
    } while (t1 < 32L);
    for (int i = 32; i < 40; i++) {
        from80[i] = even80[2 * i] * 0.5f;
    }
}

static __typeof__(odd79) odd79 __attribute__((aligned(32)));
static __typeof__(from79) from79 __attribute__((aligned(32)));
void evens_of_short_array(void) {
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        float *t3 = &odd79[2 * t2];
        vcc_v8_float t4 = vcc_load(vcc_v8_float, t3);
        vcc_v8_float t5 = vcc_load(vcc_v8_float, t3 + 8);
        vcc_v8_float t6 = __builtin_shufflevector(t4, t5, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t7 = t6 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&from79[t2], t7);
        int t8 = (int)(t1 + 8L);
        float *t9 = &odd79[2 * t8];
        vcc_v8_float t10 = vcc_load(vcc_v8_float, t9);
        vcc_v8_float t11 = vcc_load(vcc_v8_float, t9 + 8);
        vcc_v8_float t12 = __builtin_shufflevector(t10, t11, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t13 = t12 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&from79[t8], t13);
        int t14 = (int)(t1 + 16L);
        float *t15 = &odd79[2 * t14];
        vcc_v8_float t16 = vcc_load(vcc_v8_float, t15);
        vcc_v8_float t17 = vcc_load(vcc_v8_float, t15 + 8);
        vcc_v8_float t18 = __builtin_shufflevector(t16, t17, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t19 = t18 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&from79[t14], t19);
        int t20 = (int)(t1 + 24L);
        float *t21 = &odd79[2 * t20];
        vcc_v8_float t22 = vcc_load(vcc_v8_float, t21);
        vcc_v8_float t23 = vcc_load(vcc_v8_float, t21 + 8);
        vcc_v8_float t24 = __builtin_shufflevector(t22, t23, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t25 = t24 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&from79[t20], t25);
        t1 += 32L;
    } while (t1 < 32L);
    for (int i = 32; i < 40; i++) {
        from79[i] = odd79[2 * i] + 1.0f;
    }
}

int main(void) {
    int n;
    int t69;
    vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t8 = t7 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
    vcc_v8_uint t9 = (vcc_v8_uint)t8;
    vcc_v8_uint t10 = t9 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
    vcc_v8_uint t11 = vcc_min(vcc_v8_int, t9, t10);
    vcc_v8_int t1 = (vcc_v8_int)t11;
    long t2 = 0L;
    do {
        vcc_v8_float t12 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_v8_float t13 = t12 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&even80[(int)t2], t13);
        vcc_v8_int t14 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t15 = (vcc_v8_uint)t14;
        vcc_v8_uint t16 = t15 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t17 = vcc_min(vcc_v8_int, t15, t16);
        vcc_v8_int t18 = (vcc_v8_int)t17;
        vcc_v8_float t19 = __builtin_convertvector(t18, vcc_v8_float);
        vcc_v8_float t20 = t19 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&even80[(int)(t2 + 8L)], t20);
        t2 += 16L;
        vcc_v8_int t21 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t22 = (vcc_v8_uint)t21;
        vcc_v8_uint t23 = t22 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t24 = vcc_min(vcc_v8_int, t22, t23);
        t1 = (vcc_v8_int)t24;
    } while (t2 < 80L);
    for (int i = 80; i < 80; i++) {
        even80[i] = (float)(i * 7 % 13) - 6.0f;
    }
    vcc_v4_int t25 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_int t26 = t25 + (vcc_v4_int){0, 5, 10, 4};
    vcc_v4_uint t27 = (vcc_v4_uint)t26;
    vcc_v4_uint t28 = t27 - (vcc_v4_uint){11U, 11U, 11U, 11U};
    vcc_v4_uint t29 = vcc_min(vcc_v4_int, t27, t28);
    vcc_v4_int t3 = (vcc_v4_int)t29;
    long t4 = 0L;
    do {
        vcc_v4_float t30 = __builtin_convertvector(t3, vcc_v4_float);
        vcc_v4_float t31 = t30 - (vcc_v4_float){5.0f, 5.0f, 5.0f, 5.0f};
        vcc_store(&odd79[(int)t4], t31);
        vcc_v4_int t32 = t3 + (vcc_v4_int){9, 9, 9, 9};
        vcc_v4_uint t33 = (vcc_v4_uint)t32;
        vcc_v4_uint t34 = t33 - (vcc_v4_uint){11U, 11U, 11U, 11U};
        vcc_v4_uint t35 = vcc_min(vcc_v4_int, t33, t34);
        vcc_v4_int t36 = (vcc_v4_int)t35;
        vcc_v4_float t37 = __builtin_convertvector(t36, vcc_v4_float);
        vcc_v4_float t38 = t37 - (vcc_v4_float){5.0f, 5.0f, 5.0f, 5.0f};
        vcc_store(&odd79[(int)(t4 + 4L)], t38);
        vcc_v4_int t39 = t3 + (vcc_v4_int){7, 7, 7, 7};
        vcc_v4_uint t40 = (vcc_v4_uint)t39;
        vcc_v4_uint t41 = t40 - (vcc_v4_uint){11U, 11U, 11U, 11U};
        vcc_v4_uint t42 = vcc_min(vcc_v4_int, t40, t41);
        vcc_v4_int t43 = (vcc_v4_int)t42;
        vcc_v4_float t44 = __builtin_convertvector(t43, vcc_v4_float);
        vcc_v4_float t45 = t44 - (vcc_v4_float){5.0f, 5.0f, 5.0f, 5.0f};
        vcc_store(&odd79[(int)(t4 + 8L)], t45);
        vcc_v4_int t46 = t3 + (vcc_v4_int){5, 5, 5, 5};
        vcc_v4_uint t47 = (vcc_v4_uint)t46;
        vcc_v4_uint t48 = t47 - (vcc_v4_uint){11U, 11U, 11U, 11U};
        vcc_v4_uint t49 = vcc_min(vcc_v4_int, t47, t48);
        vcc_v4_int t50 = (vcc_v4_int)t49;
        vcc_v4_float t51 = __builtin_convertvector(t50, vcc_v4_float);
        vcc_v4_float t52 = t51 - (vcc_v4_float){5.0f, 5.0f, 5.0f, 5.0f};
        vcc_store(&odd79[(int)(t4 + 12L)], t52);
        t4 += 16L;
        vcc_v4_int t53 = t3 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_uint t54 = (vcc_v4_uint)t53;
        vcc_v4_uint t55 = t54 - (vcc_v4_uint){11U, 11U, 11U, 11U};
        vcc_v4_uint t56 = vcc_min(vcc_v4_int, t54, t55);
        t3 = (vcc_v4_int)t56;
    } while (t4 < 64L);
    vcc_v4_int t57 = (vcc_v4_int){1, 1, 1, 1};
    vcc_v4_int t58 = t57 + (vcc_v4_int){0, 5, 10, 4};
    vcc_v4_uint t59 = (vcc_v4_uint)t58;
    vcc_v4_uint t60 = t59 - (vcc_v4_uint){11U, 11U, 11U, 11U};
    vcc_v4_uint t61 = vcc_min(vcc_v4_int, t59, t60);
    vcc_v4_int t5 = (vcc_v4_int)t61;
    long t6 = 0L;
    do {
        vcc_v4_float t62 = __builtin_convertvector(t5, vcc_v4_float);
        vcc_v4_float t63 = t62 - (vcc_v4_float){5.0f, 5.0f, 5.0f, 5.0f};
        vcc_store(&odd79[(int)(64L + t6)], t63);
        t6 += 4L;
        vcc_v4_int t64 = t5 + (vcc_v4_int){9, 9, 9, 9};
        vcc_v4_uint t65 = (vcc_v4_uint)t64;
        vcc_v4_uint t66 = t65 - (vcc_v4_uint){11U, 11U, 11U, 11U};
        vcc_v4_uint t67 = vcc_min(vcc_v4_int, t65, t66);
        t5 = (vcc_v4_int)t67;
    } while (t6 < 12L);
    for (int i_1 = 76; i_1 < 79; i_1++) {
        odd79[i_1] = (float)(i_1 * 5 % 11) - 5.0f;
    }
    evens_of_known_array();
    evens_of_short_array();
    unsigned long t68 = hash_bytes((const void *)from79, 160UL);
    printf("known %llx %llx\n", (unsigned long long)hash_bytes((const void *)from80, 160UL), (unsigned long long)t68);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t69 = 1;
        } else {
            t69 = 0;
            n = n_1;
        }
        if (!t69) {
            return 0;
        }
        short *s1 = (short *)new_array(n, 2UL);
        int t70 = 2 * n;
        short *s2 = (short *)new_array(t70, 2UL);
        unsigned char *g = (unsigned char *)new_array(n, 1UL);
        int t71 = 4 * n;
        unsigned char *rgba = (unsigned char *)new_array(t71, 1UL);
        double *d1 = (double *)new_array(n, 8UL);
        int t72 = 3 * n;
        double *d3 = (double *)new_array(t72, 8UL);
        float *f1 = (float *)new_array(n, 4UL);
        float *f4 = (float *)new_array(t71, 4UL);
        float *f3 = (float *)new_array(t72, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        float *z = (float *)new_array(n, 4UL);
        long long *l1 = (long long *)new_array(t70, 8UL);
        long long *l2 = (long long *)new_array(t70, 8UL);
        unsigned int *q = (unsigned int *)new_array(t71, 4UL);
        int *p = (int *)new_array(t70, 4UL);
        for (int fill_idx = 0; fill_idx < t70; fill_idx++) {
            s2[fill_idx] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t71; fill_idx_1++) {
            rgba[fill_idx_1] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t72; fill_idx_2++) {
            d3[fill_idx_2] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t71; fill_idx_3++) {
            f4[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            x[fill_idx_4] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            y[fill_idx_5] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            z[fill_idx_6] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < t70; fill_idx_7++) {
            l2[fill_idx_7] = (long long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t71; fill_idx_8++) {
            q[fill_idx_8] = (unsigned int)(int)(next_rand() % 1073741824U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t70; fill_idx_9++) {
            p[fill_idx_9] = -1000 + (int)(next_rand() % 2000U);
        }
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        swap_pairs(n, p);
        unsigned int t73 = sum_quads(n, q);
        unsigned long t74 = (unsigned long)t70;
        unsigned long t75 = hash_bytes((const void *)p, t74 * 4UL);
        unsigned long t76 = hash_bytes((const void *)l1, t74 * 8UL);
        unsigned long t77 = hash_bytes((const void *)f3, (unsigned long)t72 * 4UL);
        unsigned long t78 = (unsigned long)n;
        unsigned long t79 = hash_bytes((const void *)f1, t78 * 4UL);
        unsigned long t80 = hash_bytes((const void *)d1, t78 * 8UL);
        unsigned long t81 = hash_bytes((const void *)g, t78 * 1UL);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)s1, t78 * 2UL), (unsigned long long)t81, (unsigned long long)t80, (unsigned long long)t79, (unsigned long long)t77, (unsigned long long)t76, (unsigned long long)t75, t73);
        free((void *)s1);
        free((void *)s2);
        free((void *)g);
        free((void *)rgba);
        free((void *)d1);
        free((void *)d3);
        free((void *)f1);
        free((void *)f4);
        free((void *)f3);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)l1);
        free((void *)l2);
        free((void *)q);
        free((void *)p);
    }
}
