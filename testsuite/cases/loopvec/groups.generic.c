/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized generic=9 avx2=10 sse4.2=10 sse2=9 neon=10 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
void second_of_pair(int n, short *restrict a, const short *restrict b) {
    int t10;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            const short *t3 = b + (2 * (int)i_vec + 1);
            vcc_v16_short t4 = vcc_load(vcc_v16_short, t3);
            vcc_v16_short t5 = vcc_load(vcc_v16_short, t3 + 16);
            vcc_v16_short b_v = __builtin_shufflevector(t4, t5, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_store(a + i_vec, b_v);
            long t6 = i_vec + 16L;
            const short *t7 = b + (2 * (int)t6 + 1);
            vcc_v16_short t8 = vcc_load(vcc_v16_short, t7);
            vcc_v16_short t9 = vcc_load(vcc_v16_short, t7 + 16);
            vcc_v16_short b_v_1 = __builtin_shufflevector(t8, t9, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_store(a + t6, b_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L - 1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            const short *t14 = b + (2 * (int)t13 + 1);
            vcc_v16_short t15 = vcc_load(vcc_v16_short, t14);
            vcc_v16_short t16 = vcc_load(vcc_v16_short, t14 + 16);
            vcc_v16_short b_v_2 = __builtin_shufflevector(t15, t16, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_store(a + t13, b_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i + 1];
    }
}

void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:16 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = rgba + 4 * (int)i_vec;
            vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, t3);
            vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, t3 + 32);
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, t3 + 64);
            vcc_v32_uchar t7 = vcc_load(vcc_v32_uchar, t3 + 96);
            vcc_v32_uchar t8 = __builtin_shufflevector(t4, t5, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v32_uchar t9 = __builtin_shufflevector(t8, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 32, 36, 40, 44, 48, 52, 56, 60, 24, 25, 26, 27, 28, 29, 30, 31);
            vcc_v32_uchar rgba_v = __builtin_shufflevector(t9, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 32, 36, 40, 44, 48, 52, 56, 60);
            vcc_v32_uchar t10 = __builtin_shufflevector(t4, t5, 1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45, 49, 53, 57, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v32_uchar t11 = __builtin_shufflevector(t10, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 33, 37, 41, 45, 49, 53, 57, 61, 24, 25, 26, 27, 28, 29, 30, 31);
            vcc_v32_uchar rgba_v_1 = __builtin_shufflevector(t11, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 33, 37, 41, 45, 49, 53, 57, 61);
            vcc_v32_uchar t12 = __builtin_shufflevector(t4, t5, 2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            vcc_v32_uchar t13 = __builtin_shufflevector(t12, t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 34, 38, 42, 46, 50, 54, 58, 62, 24, 25, 26, 27, 28, 29, 30, 31);
            vcc_v32_uchar rgba_v_2 = __builtin_shufflevector(t13, t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 34, 38, 42, 46, 50, 54, 58, 62);
            vcc_v32_int t14 = __builtin_convertvector(__builtin_convertvector(rgba_v, vcc_v32_ushort), vcc_v32_int);
            vcc_v32_int t15 = __builtin_convertvector(__builtin_convertvector(rgba_v_1, vcc_v32_ushort), vcc_v32_int);
            vcc_v32_int t16 = t14 + t15;
            vcc_v32_int t17 = __builtin_convertvector(__builtin_convertvector(rgba_v_2, vcc_v32_ushort), vcc_v32_int);
            vcc_v32_int t18 = t16 + t17;
            vcc_v32_int t19 = t18 / (vcc_v32_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v32_uchar t20 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v32_short), vcc_v32_uchar);
            vcc_store(grey + i_vec, t20);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t21 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t21] + (int)rgba[t21 + 1] + (int)rgba[t21 + 2]) / 3);
    }
}

void triple_norm(int n, double *restrict out, const double *restrict v) {
    int t54;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const double *t3 = v + 3 * (int)i_vec;
            vcc_v4_double t4 = vcc_load(vcc_v4_double, t3);
            vcc_v4_double t5 = vcc_load(vcc_v4_double, t3 + 4);
            vcc_v4_double t6 = vcc_load(vcc_v4_double, t3 + 8);
            vcc_v4_double t7 = __builtin_shufflevector(t4, t5, 0, 3, 6, 0);
            vcc_v4_double v_v = __builtin_shufflevector(t7, t6, 0, 1, 2, 5);
            vcc_v4_double t8 = __builtin_shufflevector(t4, t5, 1, 4, 7, 0);
            vcc_v4_double v_v_1 = __builtin_shufflevector(t8, t6, 0, 1, 2, 6);
            vcc_v4_double t9 = __builtin_shufflevector(t4, t5, 2, 5, 0, 0);
            vcc_v4_double v_v_2 = __builtin_shufflevector(t9, t6, 0, 1, 4, 7);
            vcc_v4_double t10 = v_v * v_v;
            vcc_v4_double t11 = v_v_1 * v_v_1;
            vcc_v4_double t12 = t10 + t11;
            vcc_v4_double t13 = v_v_2 * v_v_2;
            vcc_v4_double t14 = t12 + t13;
            vcc_store(out + i_vec, t14);
            long t15 = i_vec + 4L;
            const double *t16 = v + 3 * (int)t15;
            vcc_v4_double t17 = vcc_load(vcc_v4_double, t16);
            vcc_v4_double t18 = vcc_load(vcc_v4_double, t16 + 4);
            vcc_v4_double t19 = vcc_load(vcc_v4_double, t16 + 8);
            vcc_v4_double t20 = __builtin_shufflevector(t17, t18, 0, 3, 6, 0);
            vcc_v4_double v_v_3 = __builtin_shufflevector(t20, t19, 0, 1, 2, 5);
            vcc_v4_double t21 = __builtin_shufflevector(t17, t18, 1, 4, 7, 0);
            vcc_v4_double v_v_4 = __builtin_shufflevector(t21, t19, 0, 1, 2, 6);
            vcc_v4_double t22 = __builtin_shufflevector(t17, t18, 2, 5, 0, 0);
            vcc_v4_double v_v_5 = __builtin_shufflevector(t22, t19, 0, 1, 4, 7);
            vcc_v4_double t23 = v_v_3 * v_v_3;
            vcc_v4_double t24 = v_v_4 * v_v_4;
            vcc_v4_double t25 = t23 + t24;
            vcc_v4_double t26 = v_v_5 * v_v_5;
            vcc_v4_double t27 = t25 + t26;
            vcc_store(out + t15, t27);
            long t28 = i_vec + 8L;
            const double *t29 = v + 3 * (int)t28;
            vcc_v4_double t30 = vcc_load(vcc_v4_double, t29);
            vcc_v4_double t31 = vcc_load(vcc_v4_double, t29 + 4);
            vcc_v4_double t32 = vcc_load(vcc_v4_double, t29 + 8);
            vcc_v4_double t33 = __builtin_shufflevector(t30, t31, 0, 3, 6, 0);
            vcc_v4_double v_v_6 = __builtin_shufflevector(t33, t32, 0, 1, 2, 5);
            vcc_v4_double t34 = __builtin_shufflevector(t30, t31, 1, 4, 7, 0);
            vcc_v4_double v_v_7 = __builtin_shufflevector(t34, t32, 0, 1, 2, 6);
            vcc_v4_double t35 = __builtin_shufflevector(t30, t31, 2, 5, 0, 0);
            vcc_v4_double v_v_8 = __builtin_shufflevector(t35, t32, 0, 1, 4, 7);
            vcc_v4_double t36 = v_v_6 * v_v_6;
            vcc_v4_double t37 = v_v_7 * v_v_7;
            vcc_v4_double t38 = t36 + t37;
            vcc_v4_double t39 = v_v_8 * v_v_8;
            vcc_v4_double t40 = t38 + t39;
            vcc_store(out + t28, t40);
            long t41 = i_vec + 12L;
            const double *t42 = v + 3 * (int)t41;
            vcc_v4_double t43 = vcc_load(vcc_v4_double, t42);
            vcc_v4_double t44 = vcc_load(vcc_v4_double, t42 + 4);
            vcc_v4_double t45 = vcc_load(vcc_v4_double, t42 + 8);
            vcc_v4_double t46 = __builtin_shufflevector(t43, t44, 0, 3, 6, 0);
            vcc_v4_double v_v_9 = __builtin_shufflevector(t46, t45, 0, 1, 2, 5);
            vcc_v4_double t47 = __builtin_shufflevector(t43, t44, 1, 4, 7, 0);
            vcc_v4_double v_v_10 = __builtin_shufflevector(t47, t45, 0, 1, 2, 6);
            vcc_v4_double t48 = __builtin_shufflevector(t43, t44, 2, 5, 0, 0);
            vcc_v4_double v_v_11 = __builtin_shufflevector(t48, t45, 0, 1, 4, 7);
            vcc_v4_double t49 = v_v_9 * v_v_9;
            vcc_v4_double t50 = v_v_10 * v_v_10;
            vcc_v4_double t51 = t49 + t50;
            vcc_v4_double t52 = v_v_11 * v_v_11;
            vcc_v4_double t53 = t51 + t52;
            vcc_store(out + t41, t53);
            i_vec += 16L;
        } while (i_vec < t2);
        t54 = (int)t2;
    } else {
        t54 = 0;
    }
    long t55 = (long)n + (long)t54 * -1L;
    if (t55 >= 4L) {
        long t56 = t55 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t57 = (long)t54 + i_vec_1;
            const double *t58 = v + 3 * (int)t57;
            vcc_v4_double t59 = vcc_load(vcc_v4_double, t58);
            vcc_v4_double t60 = vcc_load(vcc_v4_double, t58 + 4);
            vcc_v4_double t61 = vcc_load(vcc_v4_double, t58 + 8);
            vcc_v4_double t62 = __builtin_shufflevector(t59, t60, 0, 3, 6, 0);
            vcc_v4_double v_v_12 = __builtin_shufflevector(t62, t61, 0, 1, 2, 5);
            vcc_v4_double t63 = __builtin_shufflevector(t59, t60, 1, 4, 7, 0);
            vcc_v4_double v_v_13 = __builtin_shufflevector(t63, t61, 0, 1, 2, 6);
            vcc_v4_double t64 = __builtin_shufflevector(t59, t60, 2, 5, 0, 0);
            vcc_v4_double v_v_14 = __builtin_shufflevector(t64, t61, 0, 1, 4, 7);
            vcc_v4_double t65 = v_v_12 * v_v_12;
            vcc_v4_double t66 = v_v_13 * v_v_13;
            vcc_v4_double t67 = t65 + t66;
            vcc_v4_double t68 = v_v_14 * v_v_14;
            vcc_v4_double t69 = t67 + t68;
            vcc_store(out + t57, t69);
            i_vec_1 += 4L;
        } while (i_vec_1 < t56);
        i = (int)((long)t54 + t56);
    } else {
        i = t54;
    }
    for (; i < n; i++) {
        int t70 = 3 * i;
        double t71 = v[t70];
        double t72 = v[t70 + 1];
        double t73 = v[t70 + 2];
        out[i] = t71 * t71 + t72 * t72 + t73 * t73;
    }
}

void outer_members(int n, float *restrict out, const float *restrict v) {
    int t24;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:26 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const float *t3 = v + (4 * (int)i_vec + 3);
            vcc_v8_float t4 = vcc_load(vcc_v8_float, t3 + -3);
            vcc_v8_float t5 = vcc_load(vcc_v8_float, t3 + 5);
            vcc_v8_float t6 = vcc_load(vcc_v8_float, t3 + 13);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, t3 + 21);
            vcc_v8_float t8 = __builtin_shufflevector(t4, t5, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t9 = __builtin_shufflevector(t8, t6, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float v_v = __builtin_shufflevector(t9, t7, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t10 = __builtin_shufflevector(t4, t5, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t11 = __builtin_shufflevector(t10, t6, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float v_v_1 = __builtin_shufflevector(t11, t7, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t12 = v_v - v_v_1;
            vcc_store(out + i_vec, t12);
            long t13 = i_vec + 8L;
            const float *t14 = v + (4 * (int)t13 + 3);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t14 + -3);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t14 + 5);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t14 + 13);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t14 + 21);
            vcc_v8_float t19 = __builtin_shufflevector(t15, t16, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t20 = __builtin_shufflevector(t19, t17, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float v_v_2 = __builtin_shufflevector(t20, t18, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t21 = __builtin_shufflevector(t15, t16, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t22 = __builtin_shufflevector(t21, t17, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float v_v_3 = __builtin_shufflevector(t22, t18, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t23 = v_v_2 - v_v_3;
            vcc_store(out + t13, t23);
            i_vec += 16L;
        } while (i_vec < t2);
        t24 = (int)t2;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t27 = (long)t24 + i_vec_1;
            const float *t28 = v + (4 * (int)t27 + 3);
            vcc_v8_float t29 = vcc_load(vcc_v8_float, t28 + -3);
            vcc_v8_float t30 = vcc_load(vcc_v8_float, t28 + 5);
            vcc_v8_float t31 = vcc_load(vcc_v8_float, t28 + 13);
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t28 + 21);
            vcc_v8_float t33 = __builtin_shufflevector(t29, t30, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_float t34 = __builtin_shufflevector(t33, t31, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_float v_v_4 = __builtin_shufflevector(t34, t32, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_float t35 = __builtin_shufflevector(t29, t30, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_float t36 = __builtin_shufflevector(t35, t31, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_float v_v_5 = __builtin_shufflevector(t36, t32, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_float t37 = v_v_4 - v_v_5;
            vcc_store(out + t27, t37);
            i_vec_1 += 8L;
        } while (i_vec_1 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        int t38 = 4 * i;
        out[i] = v[t38 + 3] - v[t38];
    }
}

void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float y_v = vcc_load(vcc_v8_float, y + i_vec);
            vcc_v8_float t3 = y_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            float *t4 = out + (3 * (int)i_vec + 2);
            vcc_v8_float z_v = vcc_load(vcc_v8_float, z + i_vec);
            vcc_v8_float t5 = z_v + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t6 = __builtin_shufflevector(x_v, t3, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t7 = __builtin_shufflevector(t6, t5, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t4 + -2, t7);
            vcc_v8_float t8 = __builtin_shufflevector(x_v, t3, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t9 = __builtin_shufflevector(t8, t5, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t4 + 6, t9);
            vcc_v8_float t10 = __builtin_shufflevector(x_v, t3, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t11 = __builtin_shufflevector(t10, t5, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t4 + 14, t11);
            long t12 = i_vec + 8L;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t12);
            vcc_v8_float y_v_1 = vcc_load(vcc_v8_float, y + t12);
            vcc_v8_float t13 = y_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            float *t14 = out + (3 * (int)t12 + 2);
            vcc_v8_float z_v_1 = vcc_load(vcc_v8_float, z + t12);
            vcc_v8_float t15 = z_v_1 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t16 = __builtin_shufflevector(x_v_1, t13, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t17 = __builtin_shufflevector(t16, t15, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t14 + -2, t17);
            vcc_v8_float t18 = __builtin_shufflevector(x_v_1, t13, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t19 = __builtin_shufflevector(t18, t15, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t14 + 6, t19);
            vcc_v8_float t20 = __builtin_shufflevector(x_v_1, t13, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t21 = __builtin_shufflevector(t20, t15, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t14 + 14, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t25);
            vcc_v8_float y_v_2 = vcc_load(vcc_v8_float, y + t25);
            vcc_v8_float t26 = y_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            float *t27 = out + (3 * (int)t25 + 2);
            vcc_v8_float z_v_2 = vcc_load(vcc_v8_float, z + t25);
            vcc_v8_float t28 = z_v_2 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t29 = __builtin_shufflevector(x_v_2, t26, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_float t30 = __builtin_shufflevector(t29, t28, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t27 + -2, t30);
            vcc_v8_float t31 = __builtin_shufflevector(x_v_2, t26, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_float t32 = __builtin_shufflevector(t31, t28, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t27 + 6, t32);
            vcc_v8_float t33 = __builtin_shufflevector(x_v_2, t26, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_float t34 = __builtin_shufflevector(t33, t28, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t27 + 14, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        int t35 = 3 * i;
        long t36 = (long)i;
        out[t35] = x[t36];
        out[t35 + 1] = y[t36] * 2.0f;
        out[t35 + 2] = z[t36] + 1.0f;
    }
}

void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    int t39;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:39 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const long long *t4 = in + t3;
            vcc_v4_llong t5 = vcc_load(vcc_v4_llong, t4);
            vcc_v4_llong t6 = vcc_load(vcc_v4_llong, t4 + 4);
            vcc_v4_llong lo_v = __builtin_shufflevector(t5, t6, 0, 2, 4, 6);
            vcc_v4_llong hi_v = __builtin_shufflevector(t5, t6, 1, 3, 5, 7);
            vcc_v4_llong t7 = hi_v + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            long long *t8 = out + (t3 + 1);
            vcc_v4_llong t9 = lo_v - hi_v;
            vcc_v4_llong t10 = __builtin_shufflevector(t7, t9, 0, 4, 1, 5);
            vcc_store(t8 + -1, t10);
            vcc_v4_llong t11 = __builtin_shufflevector(t7, t9, 2, 6, 3, 7);
            vcc_store(t8 + 3, t11);
            int t12 = 2 * (int)(i_vec + 4L);
            const long long *t13 = in + t12;
            vcc_v4_llong t14 = vcc_load(vcc_v4_llong, t13);
            vcc_v4_llong t15 = vcc_load(vcc_v4_llong, t13 + 4);
            vcc_v4_llong lo_v_1 = __builtin_shufflevector(t14, t15, 0, 2, 4, 6);
            vcc_v4_llong hi_v_1 = __builtin_shufflevector(t14, t15, 1, 3, 5, 7);
            vcc_v4_llong t16 = hi_v_1 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            long long *t17 = out + (t12 + 1);
            vcc_v4_llong t18 = lo_v_1 - hi_v_1;
            vcc_v4_llong t19 = __builtin_shufflevector(t16, t18, 0, 4, 1, 5);
            vcc_store(t17 + -1, t19);
            vcc_v4_llong t20 = __builtin_shufflevector(t16, t18, 2, 6, 3, 7);
            vcc_store(t17 + 3, t20);
            int t21 = 2 * (int)(i_vec + 8L);
            const long long *t22 = in + t21;
            vcc_v4_llong t23 = vcc_load(vcc_v4_llong, t22);
            vcc_v4_llong t24 = vcc_load(vcc_v4_llong, t22 + 4);
            vcc_v4_llong lo_v_2 = __builtin_shufflevector(t23, t24, 0, 2, 4, 6);
            vcc_v4_llong hi_v_2 = __builtin_shufflevector(t23, t24, 1, 3, 5, 7);
            vcc_v4_llong t25 = hi_v_2 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            long long *t26 = out + (t21 + 1);
            vcc_v4_llong t27 = lo_v_2 - hi_v_2;
            vcc_v4_llong t28 = __builtin_shufflevector(t25, t27, 0, 4, 1, 5);
            vcc_store(t26 + -1, t28);
            vcc_v4_llong t29 = __builtin_shufflevector(t25, t27, 2, 6, 3, 7);
            vcc_store(t26 + 3, t29);
            int t30 = 2 * (int)(i_vec + 12L);
            const long long *t31 = in + t30;
            vcc_v4_llong t32 = vcc_load(vcc_v4_llong, t31);
            vcc_v4_llong t33 = vcc_load(vcc_v4_llong, t31 + 4);
            vcc_v4_llong lo_v_3 = __builtin_shufflevector(t32, t33, 0, 2, 4, 6);
            vcc_v4_llong hi_v_3 = __builtin_shufflevector(t32, t33, 1, 3, 5, 7);
            vcc_v4_llong t34 = hi_v_3 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            long long *t35 = out + (t30 + 1);
            vcc_v4_llong t36 = lo_v_3 - hi_v_3;
            vcc_v4_llong t37 = __builtin_shufflevector(t34, t36, 0, 4, 1, 5);
            vcc_store(t35 + -1, t37);
            vcc_v4_llong t38 = __builtin_shufflevector(t34, t36, 2, 6, 3, 7);
            vcc_store(t35 + 3, t38);
            i_vec += 16L;
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:39 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t42 = 2 * (int)((long)t39 + i_vec_1);
            const long long *t43 = in + t42;
            vcc_v4_llong t44 = vcc_load(vcc_v4_llong, t43);
            vcc_v4_llong t45 = vcc_load(vcc_v4_llong, t43 + 4);
            vcc_v4_llong lo_v_4 = __builtin_shufflevector(t44, t45, 0, 2, 4, 6);
            vcc_v4_llong hi_v_4 = __builtin_shufflevector(t44, t45, 1, 3, 5, 7);
            vcc_v4_llong t46 = hi_v_4 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            long long *t47 = out + (t42 + 1);
            vcc_v4_llong t48 = lo_v_4 - hi_v_4;
            vcc_v4_llong t49 = __builtin_shufflevector(t46, t48, 0, 4, 1, 5);
            vcc_store(t47 + -1, t49);
            vcc_v4_llong t50 = __builtin_shufflevector(t46, t48, 2, 6, 3, 7);
            vcc_store(t47 + 3, t50);
            i_vec_1 += 4L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        int t51 = 2 * i;
        long t52 = (long)t51;
        long long lo = in[t52];
        long t53 = (long)(t51 + 1);
        long long hi = in[t53];
        out[t52] = hi + 1LL;
        out[t53] = lo - hi;
    }
}

unsigned sum_quads(int n, const unsigned *q) {
    unsigned int s;
    int t36;
    unsigned int t37;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at groups.c:48 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const unsigned int *t3 = q + 4 * (int)i_vec;
            vcc_v8_uint t4 = vcc_load(vcc_v8_uint, t3);
            vcc_v8_uint t5 = vcc_load(vcc_v8_uint, t3 + 8);
            vcc_v8_uint t6 = vcc_load(vcc_v8_uint, t3 + 16);
            vcc_v8_uint t7 = vcc_load(vcc_v8_uint, t3 + 24);
            vcc_v8_uint t8 = __builtin_shufflevector(t4, t5, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_uint t9 = __builtin_shufflevector(t8, t6, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_uint q_v = __builtin_shufflevector(t9, t7, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_uint t10 = __builtin_shufflevector(t4, t5, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_uint t11 = __builtin_shufflevector(t10, t6, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_uint q_v_1 = __builtin_shufflevector(t11, t7, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_uint t12 = __builtin_shufflevector(t4, t5, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_uint t13 = __builtin_shufflevector(t12, t6, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_uint q_v_2 = __builtin_shufflevector(t13, t7, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_uint t14 = __builtin_shufflevector(t4, t5, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_uint t15 = __builtin_shufflevector(t14, t6, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_uint q_v_3 = __builtin_shufflevector(t15, t7, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_uint t16 = q_v ^ q_v_1;
            vcc_v8_uint t17 = t16 ^ q_v_2;
            vcc_v8_uint t18 = t17 ^ q_v_3;
            s_v = s_v + t18;
            const unsigned int *t19 = q + 4 * (int)(i_vec + 8L);
            vcc_v8_uint t20 = vcc_load(vcc_v8_uint, t19);
            vcc_v8_uint t21 = vcc_load(vcc_v8_uint, t19 + 8);
            vcc_v8_uint t22 = vcc_load(vcc_v8_uint, t19 + 16);
            vcc_v8_uint t23 = vcc_load(vcc_v8_uint, t19 + 24);
            vcc_v8_uint t24 = __builtin_shufflevector(t20, t21, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_uint t25 = __builtin_shufflevector(t24, t22, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_uint q_v_4 = __builtin_shufflevector(t25, t23, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_uint t26 = __builtin_shufflevector(t20, t21, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_uint t27 = __builtin_shufflevector(t26, t22, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_uint q_v_5 = __builtin_shufflevector(t27, t23, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_uint t28 = __builtin_shufflevector(t20, t21, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_uint t29 = __builtin_shufflevector(t28, t22, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_uint q_v_6 = __builtin_shufflevector(t29, t23, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_uint t30 = __builtin_shufflevector(t20, t21, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_uint t31 = __builtin_shufflevector(t30, t22, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_uint q_v_7 = __builtin_shufflevector(t31, t23, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_uint t32 = q_v_4 ^ q_v_5;
            vcc_v8_uint t33 = t32 ^ q_v_6;
            vcc_v8_uint t34 = t33 ^ q_v_7;
            s_v_1 = s_v_1 + t34;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t35 = s_v + s_v_1;
        t36 = (int)t2;
        t37 = vcc_reduce(unsigned int, t35, +);
    } else {
        t36 = 0;
        t37 = 0U;
    }
    long t38 = (long)n + (long)t36 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at groups.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            const unsigned int *t40 = q + 4 * (int)((long)t36 + i_vec_1);
            vcc_v8_uint t41 = vcc_load(vcc_v8_uint, t40);
            vcc_v8_uint t42 = vcc_load(vcc_v8_uint, t40 + 8);
            vcc_v8_uint t43 = vcc_load(vcc_v8_uint, t40 + 16);
            vcc_v8_uint t44 = vcc_load(vcc_v8_uint, t40 + 24);
            vcc_v8_uint t45 = __builtin_shufflevector(t41, t42, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_uint t46 = __builtin_shufflevector(t45, t43, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_uint q_v_8 = __builtin_shufflevector(t46, t44, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_uint t47 = __builtin_shufflevector(t41, t42, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_uint t48 = __builtin_shufflevector(t47, t43, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_uint q_v_9 = __builtin_shufflevector(t48, t44, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_uint t49 = __builtin_shufflevector(t41, t42, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_uint t50 = __builtin_shufflevector(t49, t43, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_uint q_v_10 = __builtin_shufflevector(t50, t44, 0, 1, 2, 3, 4, 5, 10, 14);
            vcc_v8_uint t51 = __builtin_shufflevector(t41, t42, 3, 7, 11, 15, 0, 0, 0, 0);
            vcc_v8_uint t52 = __builtin_shufflevector(t51, t43, 0, 1, 2, 3, 11, 15, 6, 7);
            vcc_v8_uint q_v_11 = __builtin_shufflevector(t52, t44, 0, 1, 2, 3, 4, 5, 11, 15);
            vcc_v8_uint t53 = q_v_8 ^ q_v_9;
            vcc_v8_uint t54 = t53 ^ q_v_10;
            vcc_v8_uint t55 = t54 ^ q_v_11;
            s_v_2 = s_v_2 + t55;
            i_vec_1 += 8L;
        } while (i_vec_1 < t39);
        i = (int)((long)t36 + t39);
        s = t37 + vcc_reduce(unsigned int, s_v_2, +);
    } else {
        i = t36;
        s = t37;
    }
    for (; i < n; i++) {
        int t56 = 4 * i;
        s += q[t56] ^ q[t56 + 1] ^ q[t56 + 2] ^ q[t56 + 3];
    }
    return s;
}

void swap_pairs(int n, int *a) {
    for (int i = 0; i < n; i++) {
        int *t1 = a + 2 * i;
        vcc_v2_int t2 = vcc_load(vcc_v2_int, t1);
        vcc_v2_int t3 = __builtin_shufflevector(t2, t2, 1, 0);
        vcc_store(t1, t3);
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
    long i_vec = 0L;
    /* vcc: loop at groups.c:68 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        float *t1 = &even80[2 * (int)i_vec];
        vcc_v8_float t2 = vcc_load(vcc_v8_float, t1);
        vcc_v8_float t3 = vcc_load(vcc_v8_float, t1 + 8);
        vcc_v8_float even80_v = __builtin_shufflevector(t2, t3, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t4 = even80_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&from80[i_vec], t4);
        long t5 = i_vec + 8L;
        float *t6 = &even80[2 * (int)t5];
        vcc_v8_float t7 = vcc_load(vcc_v8_float, t6);
        vcc_v8_float t8 = vcc_load(vcc_v8_float, t6 + 8);
        vcc_v8_float even80_v_1 = __builtin_shufflevector(t7, t8, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t9 = even80_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&from80[t5], t9);
        long t10 = i_vec + 16L;
        float *t11 = &even80[2 * (int)t10];
        vcc_v8_float t12 = vcc_load(vcc_v8_float, t11);
        vcc_v8_float t13 = vcc_load(vcc_v8_float, t11 + 8);
        vcc_v8_float even80_v_2 = __builtin_shufflevector(t12, t13, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t14 = even80_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&from80[t10], t14);
        long t15 = i_vec + 24L;
        float *t16 = &even80[2 * (int)t15];
        vcc_v8_float t17 = vcc_load(vcc_v8_float, t16);
        vcc_v8_float t18 = vcc_load(vcc_v8_float, t16 + 8);
        vcc_v8_float even80_v_3 = __builtin_shufflevector(t17, t18, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t19 = even80_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&from80[t15], t19);
        i_vec += 32L;
    } while (i_vec < 32L);
    for (int i = 32; i < 40; i++) {
        from80[i] = even80[2 * i] * 0.5f;
    }
}

static __typeof__(odd79) odd79 __attribute__((aligned(32)));
static __typeof__(from79) from79 __attribute__((aligned(32)));
void evens_of_short_array(void) {
    long i_vec = 0L;
    /* vcc: loop at groups.c:73 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        float *t1 = &odd79[2 * (int)i_vec];
        vcc_v8_float t2 = vcc_load(vcc_v8_float, t1);
        vcc_v8_float t3 = vcc_load(vcc_v8_float, t1 + 8);
        vcc_v8_float odd79_v = __builtin_shufflevector(t2, t3, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t4 = odd79_v + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&from79[i_vec], t4);
        long t5 = i_vec + 8L;
        float *t6 = &odd79[2 * (int)t5];
        vcc_v8_float t7 = vcc_load(vcc_v8_float, t6);
        vcc_v8_float t8 = vcc_load(vcc_v8_float, t6 + 8);
        vcc_v8_float odd79_v_1 = __builtin_shufflevector(t7, t8, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t9 = odd79_v_1 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&from79[t5], t9);
        long t10 = i_vec + 16L;
        float *t11 = &odd79[2 * (int)t10];
        vcc_v8_float t12 = vcc_load(vcc_v8_float, t11);
        vcc_v8_float t13 = vcc_load(vcc_v8_float, t11 + 8);
        vcc_v8_float odd79_v_2 = __builtin_shufflevector(t12, t13, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t14 = odd79_v_2 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&from79[t10], t14);
        long t15 = i_vec + 24L;
        float *t16 = &odd79[2 * (int)t15];
        vcc_v8_float t17 = vcc_load(vcc_v8_float, t16);
        vcc_v8_float t18 = vcc_load(vcc_v8_float, t16 + 8);
        vcc_v8_float odd79_v_3 = __builtin_shufflevector(t17, t18, 0, 2, 4, 6, 8, 10, 12, 14);
        vcc_v8_float t19 = odd79_v_3 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&from79[t15], t19);
        i_vec += 32L;
    } while (i_vec < 32L);
    for (int i = 32; i < 40; i++) {
        from79[i] = odd79[2 * i] + 1.0f;
    }
}

int main(void) {
    int n;
    int t76;
    vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t5 = t4 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
    vcc_m8 t6 = (vcc_m8)(t5 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
    vcc_v8_uint t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t8 = (vcc_v8_uint)t5;
    vcc_v8_uint t9 = t8 - t7;
    vcc_v8_int t1 = (vcc_v8_int)t9;
    long i_vec = 0L;
    /* vcc: loop at groups.c:79 vectorized: VF 8, UF 2, the remainder at 80:28 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_v8_float t10 = __builtin_convertvector(t1, vcc_v8_float);
        vcc_v8_float t11 = t10 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&even80[i_vec], t11);
        vcc_v8_int t12 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_m8 t13 = (vcc_m8)(t12 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t15 = (vcc_v8_uint)t12;
        vcc_v8_uint t16 = t15 - t14;
        vcc_v8_int t17 = (vcc_v8_int)t16;
        vcc_v8_float t18 = __builtin_convertvector(t17, vcc_v8_float);
        vcc_v8_float t19 = t18 - (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
        vcc_store(&even80[i_vec + 8L], t19);
        i_vec += 16L;
        vcc_v8_int t20 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t23 = (vcc_v8_uint)t20;
        vcc_v8_uint t24 = t23 - t22;
        t1 = (vcc_v8_int)t24;
    } while (i_vec < 80L);
    vcc_v8_int t25 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t26 = t25 + (vcc_v8_int){0, 5, 10, 4, 9, 3, 8, 2};
    vcc_m8 t27 = (vcc_m8)(t26 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
    vcc_v8_uint t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t29 = (vcc_v8_uint)t26;
    vcc_v8_uint t30 = t29 - t28;
    vcc_v8_int t2 = (vcc_v8_int)t30;
    long i_vec_1 = 0L;
    /* vcc: loop at groups.c:81 vectorized: VF 8, UF 4, the remainder at 82:27 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_float t31 = __builtin_convertvector(t2, vcc_v8_float);
        vcc_v8_float t32 = t31 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
        vcc_store(&odd79[i_vec_1], t32);
        vcc_v8_int t33 = t2 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_m8 t34 = (vcc_m8)(t33 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t36 = (vcc_v8_uint)t33;
        vcc_v8_uint t37 = t36 - t35;
        vcc_v8_int t38 = (vcc_v8_int)t37;
        vcc_v8_float t39 = __builtin_convertvector(t38, vcc_v8_float);
        vcc_v8_float t40 = t39 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
        vcc_store(&odd79[i_vec_1 + 8L], t40);
        vcc_v8_int t41 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t42 = (vcc_m8)(t41 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t44 = (vcc_v8_uint)t41;
        vcc_v8_uint t45 = t44 - t43;
        vcc_v8_int t46 = (vcc_v8_int)t45;
        vcc_v8_float t47 = __builtin_convertvector(t46, vcc_v8_float);
        vcc_v8_float t48 = t47 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
        vcc_store(&odd79[i_vec_1 + 16L], t48);
        vcc_v8_int t49 = t2 + (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        vcc_m8 t50 = (vcc_m8)(t49 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t52 = (vcc_v8_uint)t49;
        vcc_v8_uint t53 = t52 - t51;
        vcc_v8_int t54 = (vcc_v8_int)t53;
        vcc_v8_float t55 = __builtin_convertvector(t54, vcc_v8_float);
        vcc_v8_float t56 = t55 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
        vcc_store(&odd79[i_vec_1 + 24L], t56);
        i_vec_1 += 32L;
        vcc_v8_int t57 = t2 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
        vcc_m8 t58 = (vcc_m8)(t57 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t59 = vcc_select(vcc_v8_int, (vcc_v8_int)t58, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t60 = (vcc_v8_uint)t57;
        vcc_v8_uint t61 = t60 - t59;
        t2 = (vcc_v8_int)t61;
    } while (i_vec_1 < 64L);
    vcc_v8_int t62 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t63 = t62 + (vcc_v8_int){0, 5, 10, 4, 9, 3, 8, 2};
    vcc_m8 t64 = (vcc_m8)(t63 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
    vcc_v8_uint t65 = vcc_select(vcc_v8_int, (vcc_v8_int)t64, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t66 = (vcc_v8_uint)t63;
    vcc_v8_uint t67 = t66 - t65;
    vcc_v8_int t3 = (vcc_v8_int)t67;
    long i_vec_2 = 0L;
    /* vcc: loop at groups.c:81 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_float t68 = __builtin_convertvector(t3, vcc_v8_float);
        vcc_v8_float t69 = t68 - (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f};
        vcc_store(&odd79[64L + i_vec_2], t69);
        i_vec_2 += 8L;
        vcc_v8_int t70 = t3 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_m8 t71 = (vcc_m8)(t70 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_uint t72 = vcc_select(vcc_v8_int, (vcc_v8_int)t71, ((vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t73 = (vcc_v8_uint)t70;
        vcc_v8_uint t74 = t73 - t72;
        t3 = (vcc_v8_int)t74;
    } while (i_vec_2 < 8L);
    for (int i = 72; i < 79; i++) {
        odd79[i] = (float)(i * 5 % 11) - 5.0f;
    }
    evens_of_known_array();
    evens_of_short_array();
    unsigned long t75 = hash_bytes((const void *)from79, 160UL);
    printf("known %llx %llx\n", (unsigned long long)hash_bytes((const void *)from80, 160UL), (unsigned long long)t75);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t76 = 1;
        } else {
            t76 = 0;
            n = n_1;
        }
        if (!t76) {
            return 0;
        }
        short *s1 = (short *)new_array(n, 2UL);
        int t77 = 2 * n;
        short *s2 = (short *)new_array(t77, 2UL);
        unsigned char *g = (unsigned char *)new_array(n, 1UL);
        int t78 = 4 * n;
        unsigned char *rgba = (unsigned char *)new_array(t78, 1UL);
        double *d1 = (double *)new_array(n, 8UL);
        int t79 = 3 * n;
        double *d3 = (double *)new_array(t79, 8UL);
        float *f1 = (float *)new_array(n, 4UL);
        float *f4 = (float *)new_array(t78, 4UL);
        float *f3 = (float *)new_array(t79, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        float *z = (float *)new_array(n, 4UL);
        long long *l1 = (long long *)new_array(t77, 8UL);
        long long *l2 = (long long *)new_array(t77, 8UL);
        unsigned int *q = (unsigned int *)new_array(t78, 4UL);
        int *p = (int *)new_array(t77, 4UL);
        for (int fill_idx = 0; fill_idx < t77; fill_idx++) {
            s2[fill_idx] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t78; fill_idx_1++) {
            rgba[fill_idx_1] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t79; fill_idx_2++) {
            d3[fill_idx_2] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t78; fill_idx_3++) {
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
        for (int fill_idx_7 = 0; fill_idx_7 < t77; fill_idx_7++) {
            l2[fill_idx_7] = (long long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t78; fill_idx_8++) {
            q[fill_idx_8] = (unsigned int)(int)(next_rand() % 1073741824U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t77; fill_idx_9++) {
            p[fill_idx_9] = -1000 + (int)(next_rand() % 2000U);
        }
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        swap_pairs(n, p);
        unsigned int t80 = sum_quads(n, q);
        unsigned long t81 = (unsigned long)t77;
        unsigned long t82 = hash_bytes((const void *)p, t81 * 4UL);
        unsigned long t83 = hash_bytes((const void *)l1, t81 * 8UL);
        unsigned long t84 = hash_bytes((const void *)f3, (unsigned long)t79 * 4UL);
        unsigned long t85 = (unsigned long)n;
        unsigned long t86 = hash_bytes((const void *)f1, t85 * 4UL);
        unsigned long t87 = hash_bytes((const void *)d1, t85 * 8UL);
        unsigned long t88 = hash_bytes((const void *)g, t85 * 1UL);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)s1, t85 * 2UL), (unsigned long long)t88, (unsigned long long)t87, (unsigned long long)t86, (unsigned long long)t84, (unsigned long long)t83, (unsigned long long)t82, t80);
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
