/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 13 */
#include "harness.h"

/* Conditional last values (LLVM's FindLastIV and AnyOf recurrences, for any value): a variable
   the loop replaces under a condition and never reads otherwise. The vector loop keeps per lane
   the value last taken and the iteration it was taken in; the middle block picks the lane of
   the latest iteration, or the start value when the condition never held. */

/* The last index where the condition held (-1 if none). */
int last_index(int n, const int *a) {
    int t19;
    int t20;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t8 = t1 + 8L;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_m8 t10 = (vcc_m8)(t9 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t11 = vcc_splat(vcc_v8_int, (int)t1);
            vcc_v8_int t12 = t11 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t12, t2);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (int)t8);
            vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t15 = vcc_splat(vcc_v8_int, (int)t8);
            vcc_v8_int t16 = t15 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t16, t3);
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_int t17 = vcc_max(vcc_v8_int, t3, t2);
        int t18 = vcc_reduce_max(int, t17);
        t19 = (int)t7;
        t20 = t18 < 0 ? -1 : (int)(long)t18;
    } else {
        t19 = 0;
        t20 = -1;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 8L) & (t21 <= 2147483647L)) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        vcc_v8_int t5 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t23 = vcc_load(vcc_v8_int, a + (int)((long)t19 + t4));
            vcc_m8 t24 = (vcc_m8)(t23 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t25 = vcc_splat(vcc_v8_int, (int)t4);
            vcc_v8_int t26 = t25 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t26, t5);
            t4 += 8L;
        } while (t4 < t22);
        int t27 = vcc_reduce_max(int, t5);
        i = (int)((long)t19 + t22);
        last = t27 < 0 ? t20 : (int)((long)t19 + (long)t27);
    } else {
        i = t19;
        last = t20;
    }
    for (; i < n; i++, last = last_1) {
        if (a[i] > 0) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* The same as a `?:` on every iteration. */
int last_index_select(int n, const int *a) {
    int t19;
    int t20;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t8 = t1 + 8L;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_m8 t10 = (vcc_m8)(t9 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t11 = vcc_splat(vcc_v8_int, (int)t1);
            vcc_v8_int t12 = t11 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t12, t2);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (int)t8);
            vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t15 = vcc_splat(vcc_v8_int, (int)t8);
            vcc_v8_int t16 = t15 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t16, t3);
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_int t17 = vcc_max(vcc_v8_int, t3, t2);
        int t18 = vcc_reduce_max(int, t17);
        t19 = (int)t7;
        t20 = t18 < 0 ? -1 : (int)(long)t18;
    } else {
        t19 = 0;
        t20 = -1;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 8L) & (t21 <= 2147483647L)) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        vcc_v8_int t5 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t23 = vcc_load(vcc_v8_int, a + (int)((long)t19 + t4));
            vcc_m8 t24 = (vcc_m8)(t23 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t25 = vcc_splat(vcc_v8_int, (int)t4);
            vcc_v8_int t26 = t25 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t26, t5);
            t4 += 8L;
        } while (t4 < t22);
        int t27 = vcc_reduce_max(int, t5);
        i = (int)((long)t19 + t22);
        last = t27 < 0 ? t20 : (int)((long)t19 + (long)t27);
    } else {
        i = t19;
        last = t20;
    }
    for (; i < n; i++, last = last_1) {
        if (a[i] > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* A float value taken under a condition on another array. */
float last_float(int n, const float *a, const float *b, float t) {
    int i;
    float x;
    float x_1;
    long t4 = (long)n;
    if ((t4 >= 8L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -8L;
        vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
        vcc_v8_float t6 = (vcc_v8_float){t, t, t, t, t, t, t, t};
        long t2 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t7 = (long)(int)t2;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, b + t7);
            vcc_m8 t9 = (vcc_m8)(t8 < t6);
            vcc_v8_float t10 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)a + (unsigned long)t7 * 4UL), t9);
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t10, t1);
            vcc_v8_int t11 = vcc_splat(vcc_v8_int, (int)t2);
            vcc_v8_int t12 = t11 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t12, t3);
            t2 += 8L;
        } while (t2 < t5);
        int t13 = vcc_reduce_max(int, t3);
        vcc_v8_int t14 = (vcc_v8_int){t13, t13, t13, t13, t13, t13, t13, t13};
        vcc_m8 t15 = (vcc_m8)(t3 == t14);
        vcc_v8_float t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t1, ((vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f}));
        i = (int)t5;
        x = t13 < 0 ? 0.0f : vcc_reduce(float, t16, +);
    } else {
        i = 0;
        x = 0.0f;
    }
    for (; i < n; i++, x = x_1) {
        long t17 = (long)i;
        if (b[t17] < t) {
            x_1 = a[t17];
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* A double, with an 8-byte iteration number per lane. */
double last_double(int n, const double *a, double t) {
    int t52;
    double t53;
    int i;
    double x;
    double x_1;
    long t13 = (long)n;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        vcc_v4_double t1 = vcc_splat(vcc_v4_double, -1.5);
        vcc_v4_double t15 = (vcc_v4_double){t, t, t, t};
        long t2 = 0L;
        vcc_v4_long t3 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        vcc_v4_double t4 = t1;
        vcc_v4_long t5 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        vcc_v4_double t6 = t1;
        vcc_v4_long t7 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        vcc_v4_double t8 = t1;
        vcc_v4_long t9 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        do {
            long t16 = t2 + 4L;
            long t17 = t2 + 8L;
            long t18 = t2 + 12L;
            vcc_v4_double t19 = vcc_load(vcc_v4_double, a + (int)t2);
            vcc_m4 t20 = __builtin_convertvector(t19 > t15, vcc_m4);
            vcc_v4_double t21 = t19 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t1 = vcc_select(vcc_v4_long, __builtin_convertvector(t20, vcc_v4_long), t21, t1);
            vcc_v4_long t22 = (vcc_v4_long){t2, t2, t2, t2};
            vcc_v4_long t23 = t22 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t3 = vcc_select(vcc_v4_long, __builtin_convertvector(t20, vcc_v4_long), t23, t3);
            vcc_v4_double t24 = vcc_load(vcc_v4_double, a + (int)t16);
            vcc_m4 t25 = __builtin_convertvector(t24 > t15, vcc_m4);
            vcc_v4_double t26 = t24 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t4 = vcc_select(vcc_v4_long, __builtin_convertvector(t25, vcc_v4_long), t26, t4);
            vcc_v4_long t27 = (vcc_v4_long){t16, t16, t16, t16};
            vcc_v4_long t28 = t27 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t5 = vcc_select(vcc_v4_long, __builtin_convertvector(t25, vcc_v4_long), t28, t5);
            vcc_v4_double t29 = vcc_load(vcc_v4_double, a + (int)t17);
            vcc_m4 t30 = __builtin_convertvector(t29 > t15, vcc_m4);
            vcc_v4_double t31 = t29 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t6 = vcc_select(vcc_v4_long, __builtin_convertvector(t30, vcc_v4_long), t31, t6);
            vcc_v4_long t32 = (vcc_v4_long){t17, t17, t17, t17};
            vcc_v4_long t33 = t32 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t7 = vcc_select(vcc_v4_long, __builtin_convertvector(t30, vcc_v4_long), t33, t7);
            vcc_v4_double t34 = vcc_load(vcc_v4_double, a + (int)t18);
            vcc_m4 t35 = __builtin_convertvector(t34 > t15, vcc_m4);
            vcc_v4_double t36 = t34 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t8 = vcc_select(vcc_v4_long, __builtin_convertvector(t35, vcc_v4_long), t36, t8);
            vcc_v4_long t37 = (vcc_v4_long){t18, t18, t18, t18};
            vcc_v4_long t38 = t37 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t9 = vcc_select(vcc_v4_long, __builtin_convertvector(t35, vcc_v4_long), t38, t9);
            t2 += 16L;
        } while (t2 < t14);
        vcc_m4 t39 = __builtin_convertvector(t5 > t3, vcc_m4);
        vcc_v4_long t40 = vcc_max(vcc_v4_long, t5, t3);
        vcc_v4_double t41 = vcc_select(vcc_v4_long, __builtin_convertvector(t39, vcc_v4_long), t4, t1);
        vcc_m4 t42 = __builtin_convertvector(t7 > t40, vcc_m4);
        vcc_v4_long t43 = vcc_max(vcc_v4_long, t7, t40);
        vcc_v4_double t44 = vcc_select(vcc_v4_long, __builtin_convertvector(t42, vcc_v4_long), t6, t41);
        vcc_m4 t45 = __builtin_convertvector(t9 > t43, vcc_m4);
        vcc_v4_long t46 = vcc_max(vcc_v4_long, t9, t43);
        vcc_v4_double t47 = vcc_select(vcc_v4_long, __builtin_convertvector(t45, vcc_v4_long), t8, t44);
        long t48 = vcc_reduce_max(long, t46);
        vcc_v4_long t49 = (vcc_v4_long){t48, t48, t48, t48};
        vcc_m4 t50 = __builtin_convertvector(t46 == t49, vcc_m4);
        vcc_v4_double t51 = vcc_select(vcc_v4_long, __builtin_convertvector(t50, vcc_v4_long), t47, ((vcc_v4_double){-0.0, -0.0, -0.0, -0.0}));
        t52 = (int)t14;
        t53 = t48 < 0L ? -1.5 : vcc_reduce(double, t51, +);
    } else {
        t52 = 0;
        t53 = -1.5;
    }
    long t54 = (long)n + (long)t52 * -1L;
    if (t54 >= 4L) {
        long t55 = t54 & -4L;
        vcc_v4_double t10 = (vcc_v4_double){t53, t53, t53, t53};
        vcc_v4_double t56 = (vcc_v4_double){t, t, t, t};
        long t11 = 0L;
        vcc_v4_long t12 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        do {
            vcc_v4_double t57 = vcc_load(vcc_v4_double, a + (int)((long)t52 + t11));
            vcc_m4 t58 = __builtin_convertvector(t57 > t56, vcc_m4);
            vcc_v4_double t59 = t57 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t10 = vcc_select(vcc_v4_long, __builtin_convertvector(t58, vcc_v4_long), t59, t10);
            vcc_v4_long t60 = (vcc_v4_long){t11, t11, t11, t11};
            vcc_v4_long t61 = t60 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t12 = vcc_select(vcc_v4_long, __builtin_convertvector(t58, vcc_v4_long), t61, t12);
            t11 += 4L;
        } while (t11 < t55);
        long t62 = vcc_reduce_max(long, t12);
        vcc_v4_long t63 = (vcc_v4_long){t62, t62, t62, t62};
        vcc_m4 t64 = __builtin_convertvector(t12 == t63, vcc_m4);
        vcc_v4_double t65 = vcc_select(vcc_v4_long, __builtin_convertvector(t64, vcc_v4_long), t10, ((vcc_v4_double){-0.0, -0.0, -0.0, -0.0}));
        i = (int)((long)t52 + t55);
        x = t62 < 0L ? t53 : vcc_reduce(double, t65, +);
    } else {
        i = t52;
        x = t53;
    }
    for (; i < n; i++, x = x_1) {
        double t66 = a[i];
        if (t66 > t) {
            x_1 = t66 * 2.0;
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* Any-of: whether the condition ever held. */
int any_of(int n, const int *a, int k) {
    int t28;
    int t29;
    int i;
    int r;
    int r_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t11 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long t2 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t4 = t1;
        vcc_v8_int t5 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t12 = t2 + 8L;
            vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (int)t2);
            vcc_m8 t14 = (vcc_m8)(t13 > t11);
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), t1);
            vcc_v8_int t15 = vcc_splat(vcc_v8_int, (int)t2);
            vcc_v8_int t16 = t15 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t16, t3);
            vcc_v8_int t17 = vcc_load(vcc_v8_int, a + (int)t12);
            vcc_m8 t18 = (vcc_m8)(t17 > t11);
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), t4);
            vcc_v8_int t19 = vcc_splat(vcc_v8_int, (int)t12);
            vcc_v8_int t20 = t19 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t20, t5);
            t2 += 16L;
        } while (t2 < t10);
        vcc_m8 t21 = (vcc_m8)(t5 > t3);
        vcc_v8_int t22 = vcc_max(vcc_v8_int, t5, t3);
        vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t4, t1);
        int t24 = vcc_reduce_max(int, t22);
        vcc_v8_int t25 = (vcc_v8_int){t24, t24, t24, t24, t24, t24, t24, t24};
        vcc_m8 t26 = (vcc_m8)(t22 == t25);
        vcc_v8_int t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t23, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        t28 = (int)t10;
        t29 = t24 < 0 ? 0 : vcc_reduce(int, t27, |);
    } else {
        t28 = 0;
        t29 = 0;
    }
    long t30 = (long)n + (long)t28 * -1L;
    if ((t30 >= 8L) & (t30 <= 2147483647L)) {
        long t31 = t30 & -8L;
        vcc_v8_int t6 = (vcc_v8_int){t29, t29, t29, t29, t29, t29, t29, t29};
        vcc_v8_int t32 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long t7 = 0L;
        vcc_v8_int t8 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t33 = vcc_load(vcc_v8_int, a + (int)((long)t28 + t7));
            vcc_m8 t34 = (vcc_m8)(t33 > t32);
            t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), t6);
            vcc_v8_int t35 = vcc_splat(vcc_v8_int, (int)t7);
            vcc_v8_int t36 = t35 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, t36, t8);
            t7 += 8L;
        } while (t7 < t31);
        int t37 = vcc_reduce_max(int, t8);
        vcc_v8_int t38 = (vcc_v8_int){t37, t37, t37, t37, t37, t37, t37, t37};
        vcc_m8 t39 = (vcc_m8)(t8 == t38);
        vcc_v8_int t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t6, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        i = (int)((long)t28 + t31);
        r = t37 < 0 ? t29 : vcc_reduce(int, t40, |);
    } else {
        i = t28;
        r = t29;
    }
    for (; i < n; i++, r = r_1) {
        if (a[i] > k) {
            r_1 = 1;
        } else {
            r_1 = r;
        }
    }
    return r;
}

/* Narrow and unsigned values. */
signed char last_char(int n, const signed char *a) {
    signed char c;
    int i;
    signed char c_1;
    long t4 = (long)n;
    if ((t4 >= 32L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -32L;
        vcc_v32_schar t1 = vcc_splat(vcc_v32_schar, (signed char)77);
        long t2 = 0L;
        vcc_v32_int t3 = (vcc_v32_int){-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v32_schar t6 = vcc_load(vcc_v32_schar, a + (int)t2);
            vcc_v32_schar t7 = t6;
            vcc_m32 t8 = (vcc_m32)(t7 < (vcc_v32_schar){(signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100});
            t1 = vcc_select(vcc_v32_schar, (vcc_v32_schar)t8, t6, t1);
            vcc_v32_int t9 = vcc_splat(vcc_v32_int, (int)t2);
            vcc_v32_int t10 = t9 + (vcc_v32_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};
            t3 = vcc_select(vcc_v32_int, __builtin_convertvector(t8, vcc_v32_int), t10, t3);
            t2 += 32L;
        } while (t2 < t5);
        int t11 = vcc_reduce_max(int, t3);
        vcc_v32_int t12 = vcc_splat(vcc_v32_int, t11);
        vcc_m32 t13 = __builtin_convertvector(t3 == t12, vcc_m32);
        vcc_v32_schar t14 = vcc_select(vcc_v32_schar, (vcc_v32_schar)t13, t1, ((vcc_v32_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0}));
        i = (int)t5;
        c_1 = (signed char)(t11 < 0 ? (signed char)77 : vcc_reduce(signed char, t14, |));
    } else {
        i = 0;
        c_1 = (signed char)77;
    }
    for (; i < n; i++, c_1 = c) {
        c = a[i];
        if ((int)c >= -100) {
            c = c_1;
        }
    }
    return c_1;
}

unsigned short last_ushort(int n, const unsigned short *a, unsigned short lim) {
    int i;
    unsigned short s;
    unsigned short s_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v16_ushort t1 = vcc_splat(vcc_v16_ushort, (unsigned short)65535);
        vcc_v16_ushort t6 = (vcc_v16_ushort){lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim};
        vcc_v16_ushort t7 = t6;
        long t2 = 0L;
        vcc_v16_int t3 = (vcc_v16_int){-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v16_ushort t8 = vcc_load(vcc_v16_ushort, a + (int)t2);
            vcc_v16_ushort t9 = t8;
            vcc_m16 t10 = (vcc_m16)(t9 > t7);
            vcc_v16_ushort t11 = t9;
            vcc_v16_ushort t12 = (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v16_ushort t13 = t11 + t12;
            vcc_v16_ushort t14 = t13;
            vcc_v16_ushort t15 = t14;
            t1 = vcc_select(vcc_v16_short, (vcc_v16_short)t10, t15, t1);
            vcc_v16_int t16 = vcc_splat(vcc_v16_int, (int)t2);
            vcc_v16_int t17 = t16 + (vcc_v16_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
            t3 = vcc_select(vcc_v16_int, __builtin_convertvector(t10, vcc_v16_int), t17, t3);
            t2 += 16L;
        } while (t2 < t5);
        int t18 = vcc_reduce_max(int, t3);
        vcc_v16_int t19 = (vcc_v16_int){t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18, t18};
        vcc_m16 t20 = __builtin_convertvector(t3 == t19, vcc_m16);
        vcc_v16_ushort t21 = vcc_select(vcc_v16_short, (vcc_v16_short)t20, t1, ((vcc_v16_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0}));
        i = (int)t5;
        s = (unsigned short)(t18 < 0 ? (unsigned short)65535 : vcc_reduce(unsigned short, t21, |));
    } else {
        i = 0;
        s = (unsigned short)65535;
    }
    for (; i < n; i++, s = s_1) {
        int t22 = (int)a[i];
        if (t22 > (int)lim) {
            s_1 = (unsigned short)(t22 + 1);
        } else {
            s_1 = s;
        }
    }
    return s;
}

unsigned last_unsigned(int n, const unsigned *a) {
    int t31;
    unsigned int t32;
    int i;
    unsigned int u;
    unsigned int u_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        vcc_v8_uint t1 = (vcc_v8_uint){4000000000U, 4000000000U, 4000000000U, 4000000000U, 4000000000U, 4000000000U, 4000000000U, 4000000000U};
        long t2 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_uint t4 = t1;
        vcc_v8_int t5 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t11 = t2 + 8L;
            vcc_v8_uint t12 = vcc_load(vcc_v8_uint, a + (int)t2);
            vcc_v8_uint t13 = t12 & (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_m8 t14 = (vcc_m8)(t13 == (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U});
            vcc_v8_uint t15 = t12 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t15, t1);
            vcc_v8_int t16 = vcc_splat(vcc_v8_int, (int)t2);
            vcc_v8_int t17 = t16 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t17, t3);
            vcc_v8_uint t18 = vcc_load(vcc_v8_uint, a + (int)t11);
            vcc_v8_uint t19 = t18 & (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_m8 t20 = (vcc_m8)(t19 == (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U});
            vcc_v8_uint t21 = t18 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t21, t4);
            vcc_v8_int t22 = vcc_splat(vcc_v8_int, (int)t11);
            vcc_v8_int t23 = t22 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t23, t5);
            t2 += 16L;
        } while (t2 < t10);
        vcc_m8 t24 = (vcc_m8)(t5 > t3);
        vcc_v8_int t25 = vcc_max(vcc_v8_int, t5, t3);
        vcc_v8_uint t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t4, t1);
        int t27 = vcc_reduce_max(int, t25);
        vcc_v8_int t28 = (vcc_v8_int){t27, t27, t27, t27, t27, t27, t27, t27};
        vcc_m8 t29 = (vcc_m8)(t25 == t28);
        vcc_v8_uint t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t26, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        t31 = (int)t10;
        t32 = t27 < 0 ? 4000000000U : vcc_reduce(unsigned int, t30, |);
    } else {
        t31 = 0;
        t32 = 4000000000U;
    }
    long t33 = (long)n + (long)t31 * -1L;
    if ((t33 >= 8L) & (t33 <= 2147483647L)) {
        long t34 = t33 & -8L;
        vcc_v8_uint t6 = (vcc_v8_uint){t32, t32, t32, t32, t32, t32, t32, t32};
        long t7 = 0L;
        vcc_v8_int t8 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_uint t35 = vcc_load(vcc_v8_uint, a + (int)((long)t31 + t7));
            vcc_v8_uint t36 = t35 & (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_m8 t37 = (vcc_m8)(t36 == (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U});
            vcc_v8_uint t38 = t35 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t38, t6);
            vcc_v8_int t39 = vcc_splat(vcc_v8_int, (int)t7);
            vcc_v8_int t40 = t39 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t40, t8);
            t7 += 8L;
        } while (t7 < t34);
        int t41 = vcc_reduce_max(int, t8);
        vcc_v8_int t42 = (vcc_v8_int){t41, t41, t41, t41, t41, t41, t41, t41};
        vcc_m8 t43 = (vcc_m8)(t8 == t42);
        vcc_v8_uint t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t6, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        i = (int)((long)t31 + t34);
        u = t41 < 0 ? t32 : vcc_reduce(unsigned int, t44, |);
    } else {
        i = t31;
        u = t32;
    }
    for (; i < n; i++, u = u_1) {
        unsigned int t45 = a[i];
        if ((t45 & 7U) == 3U) {
            u_1 = t45 * 3U;
        } else {
            u_1 = u;
        }
    }
    return u;
}

long last_long(int n, const long *a) {
    int i;
    long v;
    long v_1;
    long t5 = (long)n;
    if (t5 >= 4L) {
        long t6 = t5 & -4L;
        vcc_v4_long t1 = vcc_splat(vcc_v4_long, -7L);
        vcc_v4_int t7 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t8 = (vcc_v4_uint)t7;
        vcc_v4_uint t2 = t8 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t3 = 0L;
        vcc_v4_long t4 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        do {
            vcc_v4_int t9 = (vcc_v4_int)t2;
            vcc_v4_long t10 = __builtin_convertvector(t9, vcc_v4_long);
            vcc_v4_long t11 = vcc_load(vcc_v4_long, a + (int)t3);
            vcc_v4_long t12 = t11 % (vcc_v4_long){5L, 5L, 5L, 5L};
            vcc_m4 t13 = __builtin_convertvector(t12 == (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t14 = (vcc_v4_ulong)t11;
            vcc_v4_ulong t15 = (vcc_v4_ulong)t10;
            vcc_v4_ulong t16 = t14 + t15;
            vcc_v4_long t17 = (vcc_v4_long)t16;
            t1 = vcc_select(vcc_v4_long, __builtin_convertvector(t13, vcc_v4_long), t17, t1);
            vcc_v4_long t18 = (vcc_v4_long){t3, t3, t3, t3};
            vcc_v4_long t19 = t18 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t4 = vcc_select(vcc_v4_long, __builtin_convertvector(t13, vcc_v4_long), t19, t4);
            t3 += 4L;
            t2 = t2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (t3 < t6);
        long t20 = vcc_reduce_max(long, t4);
        vcc_v4_long t21 = (vcc_v4_long){t20, t20, t20, t20};
        vcc_m4 t22 = __builtin_convertvector(t4 == t21, vcc_m4);
        vcc_v4_long t23 = vcc_select(vcc_v4_long, __builtin_convertvector(t22, vcc_v4_long), t1, ((vcc_v4_long){0L, 0L, 0L, 0L}));
        i = (int)t6;
        v = t20 < 0L ? -7L : vcc_reduce(long, t23, |);
    } else {
        i = 0;
        v = -7L;
    }
    for (; i < n; i++, v = v_1) {
        long t24 = (long)i;
        long t25 = a[t24];
        if ((t25 % 5L) == 0L) {
            v_1 = t25 + t24;
        } else {
            v_1 = v;
        }
    }
    return v;
}

/* An induction that counts down: the last index taken is the smallest. */
int last_down(int n, const int *a) {
    int t22;
    int i;
    int last;
    int last_1;
    int t1 = n - 1;
    long t7 = (long)n;
    if ((t7 >= 16L) & (t7 <= 2147483647L)) {
        long t8 = t7 & -16L;
        long t2 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t4 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            long t9 = t2 + 8L;
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + (int)((long)t1 + t2 * -1L) + -7);
            vcc_v8_int t11 = __builtin_shufflevector(t10, t10, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_m8 t12 = (vcc_m8)(t11 > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t13 = vcc_splat(vcc_v8_int, (int)t2);
            vcc_v8_int t14 = t13 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t14, t3);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + (int)((long)t1 + t9 * -1L) + -7);
            vcc_v8_int t16 = __builtin_shufflevector(t15, t15, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_m8 t17 = (vcc_m8)(t16 > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t18 = vcc_splat(vcc_v8_int, (int)t9);
            vcc_v8_int t19 = t18 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t19, t4);
            t2 += 16L;
        } while (t2 < t8);
        vcc_v8_int t20 = vcc_max(vcc_v8_int, t4, t3);
        int t21 = vcc_reduce_max(int, t20);
        t22 = t21 < 0 ? 1000000 : (int)((long)t1 + (long)t21 * -1L);
        t1 = (int)((long)t1 + t8 * -1L);
    } else {
        t22 = 1000000;
    }
    long t23 = (long)t1 + 1L;
    if ((t23 >= 8L) & (t23 <= 2147483647L)) {
        long t24 = t23 & -8L;
        long t5 = 0L;
        vcc_v8_int t6 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t25 = vcc_load(vcc_v8_int, a + (int)((long)t1 + t5 * -1L) + -7);
            vcc_v8_int t26 = __builtin_shufflevector(t25, t25, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_m8 t27 = (vcc_m8)(t26 > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t28 = vcc_splat(vcc_v8_int, (int)t5);
            vcc_v8_int t29 = t28 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t29, t6);
            t5 += 8L;
        } while (t5 < t24);
        int t30 = vcc_reduce_max(int, t6);
        i = (int)((long)t1 + t24 * -1L);
        last = t30 < 0 ? t22 : (int)((long)t1 + (long)t30 * -1L);
    } else {
        i = t1;
        last = t22;
    }
    for (; i >= 0; i--, last = last_1) {
        if (a[i] > 500) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* Two values set on different conditions, and an if/else that sets it on both paths. */
int two_values(int n, const int *a, int *other) {
    int q;
    int i;
    int q_1;
    int p;
    int p_1;
    long t5 = (long)n;
    if ((t5 >= 8L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -8L;
        vcc_v8_int t1 = vcc_splat(vcc_v8_int, -2);
        long t2 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t4 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t7 = vcc_load(vcc_v8_int, a + (int)t2);
            vcc_m8 t8 = (vcc_m8)(t7 > (vcc_v8_int){900, 900, 900, 900, 900, 900, 900, 900});
            vcc_m8 t9 = (vcc_m8)(t7 < (vcc_v8_int){-900, -900, -900, -900, -900, -900, -900, -900});
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t7, t1);
            vcc_v8_int t10 = vcc_splat(vcc_v8_int, (int)t2);
            vcc_v8_int t11 = t10 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t11, t3);
            vcc_v8_int t12 = vcc_splat(vcc_v8_int, (int)t2);
            vcc_v8_int t13 = t12 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t13, t4);
            t2 += 8L;
        } while (t2 < t6);
        int t14 = vcc_reduce_max(int, t3);
        vcc_v8_int t15 = (vcc_v8_int){t14, t14, t14, t14, t14, t14, t14, t14};
        vcc_m8 t16 = (vcc_m8)(t3 == t15);
        vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t1, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        int t18 = vcc_reduce_max(int, t4);
        i = (int)t6;
        q_1 = t14 < 0 ? -2 : vcc_reduce(int, t17, |);
        p = t18 < 0 ? -1 : (int)(long)t18;
    } else {
        i = 0;
        q_1 = -2;
        p = -1;
    }
    for (; i < n; i++, q_1 = q, p = p_1) {
        q = a[i];
        if (q > 900) {
            p_1 = i;
        } else {
            p_1 = p;
        }
        if (q >= -900) {
            q = q_1;
        }
    }
    *other = q_1;
    return p;
}

int if_else(int n, const int *a) {
    int i;
    int v;
    int v_1;
    int v_2;
    long t5 = (long)n;
    if ((t5 >= 8L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -8L;
        vcc_v8_int t1 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t2 = t8 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t3 = 0L;
        vcc_v8_int t4 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t9 = (vcc_v8_int)t2;
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + (int)t3);
            vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){990, 990, 990, 990, 990, 990, 990, 990});
            vcc_m8 t12 = ~t11;
            vcc_m8 t13 = (vcc_m8)(t10 < (vcc_v8_int){-990, -990, -990, -990, -990, -990, -990, -990});
            vcc_m8 t14 = t12 & t13;
            vcc_v8_uint t15 = (vcc_v8_uint)t9;
            vcc_v8_uint t16 = -t15;
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_m8 t18 = ~t13;
            vcc_m8 t19 = t12 & t18;
            vcc_m8 t20 = t19 | t14;
            vcc_v8_int t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t17, t1);
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t21, t9);
            vcc_v8_int t22 = vcc_splat(vcc_v8_int, (int)t3);
            vcc_v8_int t23 = t22 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t23, t4);
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t24, t23);
            t3 += 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t3 < t6);
        int t25 = vcc_reduce_max(int, t4);
        vcc_v8_int t26 = (vcc_v8_int){t25, t25, t25, t25, t25, t25, t25, t25};
        vcc_m8 t27 = (vcc_m8)(t4 == t26);
        vcc_v8_int t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t1, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        i = (int)t6;
        v = t25 < 0 ? 5 : vcc_reduce(int, t28, |);
    } else {
        i = 0;
        v = 5;
    }
    for (; i < n; i++, v = v_2) {
        int t29 = a[i];
        if (t29 > 990) {
            v_2 = i;
        } else {
            if (t29 < -990) {
                v_1 = -i;
            } else {
                v_1 = v;
            }
            v_2 = v_1;
        }
    }
    return v;
}

/* A value that is unsigned and an index stepping by 2. */
unsigned last_step2(int n, const unsigned *a) {
    int i;
    unsigned int u;
    unsigned int u_1;
    long t5 = ((long)n + 1L) / 2L - 1L;
    if ((t5 >= 8L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -8L;
        vcc_v8_uint t1 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t2 = t8 + (vcc_v8_uint){0U, 2U, 4U, 6U, 8U, 10U, 12U, 14U};
        long t3 = 0L;
        vcc_v8_int t4 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        do {
            vcc_v8_int t9 = (vcc_v8_int)t2;
            const unsigned int *t10 = a + (int)(t3 * 2L);
            vcc_v8_uint t11 = vcc_load(vcc_v8_uint, t10);
            vcc_v8_uint t12 = vcc_load(vcc_v8_uint, t10 + 8);
            vcc_v8_uint t13 = __builtin_shufflevector(t11, t12, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_uint){2000U, 2000U, 2000U, 2000U, 2000U, 2000U, 2000U, 2000U});
            vcc_v8_uint t15 = (vcc_v8_uint)t9;
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t15, t1);
            vcc_v8_int t16 = vcc_splat(vcc_v8_int, (int)t3);
            vcc_v8_int t17 = t16 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t17, t4);
            t3 += 8L;
            t2 = t2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t3 < t6);
        int t18 = vcc_reduce_max(int, t4);
        vcc_v8_int t19 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        vcc_m8 t20 = (vcc_m8)(t4 == t19);
        vcc_v8_uint t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t1, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        i = (int)(t6 * 2L);
        u = t18 < 0 ? 1U : vcc_reduce(unsigned int, t21, |);
    } else {
        i = 0;
        u = 1U;
    }
    for (; i < n; i += 2, u = u_1) {
        if (a[i] > 2000U) {
            u_1 = (unsigned int)i;
        } else {
            u_1 = u;
        }
    }
    return u;
}

/* Stays scalar: the variable is also read in the loop. */
int read_too(int n, const int *a, int *b) {
    int last = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] > 0)
            last = a[i];
        b[i] = last;
    }
    return last;
}

int main(void) {
    int other;
    int n;
    int t3;
    int t24;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        void *t4 = new_array(n, 4UL);
        float *fa = (float *)t4;
        float *fb = (float *)new_array(n, 4UL);
        void *t5 = new_array(n, 8UL);
        double *d = (double *)t5;
        signed char *c = (signed char *)new_array(n, 1UL);
        unsigned short *us = (unsigned short *)new_array(n, 2UL);
        unsigned int *u = (unsigned int *)new_array(n, 4UL);
        long *l = (long *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            fb[fill_idx_2] = (float)(-100 + (int)(next_rand() % 200U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            d[fill_idx_3] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            c[fill_idx_4] = (signed char)(-128 + (int)(next_rand() % 256U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            us[fill_idx_5] = (unsigned short)(int)(next_rand() % 65536U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            u[fill_idx_6] = (unsigned int)(int)(next_rand() % 3000U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            l[fill_idx_7] = (long)(-100000 + (int)(next_rand() % 200000U));
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t4;
        unsigned long t8 = (unsigned long)t5;
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t7))) {
            long t9 = t6 & -8L;
            long t1 = 0L;
            do {
                long t10 = (long)(int)t1;
                float *t11 = fa + t10;
                vcc_v4_float t12 = vcc_load(vcc_v4_float, t11);
                vcc_v4_float t13 = t12 / (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t11, t13);
                double *t14 = d + t10;
                vcc_v4_double t15 = vcc_load(vcc_v4_double, t14);
                vcc_v4_double t16 = t15 / (vcc_v4_double){7.0, 7.0, 7.0, 7.0};
                vcc_store(t14, t16);
                long t17 = (long)(int)(t1 + 4L);
                float *t18 = fa + t17;
                vcc_v4_float t19 = vcc_load(vcc_v4_float, t18);
                vcc_v4_float t20 = t19 / (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t18, t20);
                double *t21 = d + t17;
                vcc_v4_double t22 = vcc_load(vcc_v4_double, t21);
                vcc_v4_double t23 = t22 / (vcc_v4_double){7.0, 7.0, 7.0, 7.0};
                vcc_store(t21, t23);
                t1 += 8L;
            } while (t1 < t9);
            t24 = (int)t9;
        } else {
            t24 = 0;
        }
        long t25 = (long)n + (long)t24 * -1L;
        unsigned long t26 = (unsigned long)t4;
        unsigned long t27 = (unsigned long)t5;
        if ((t25 >= 4L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 8L))) | ((t27 + (unsigned long)((long)t24 * 8L + 8L + (t25 - 1L) * 8L)) <= (t26 + (unsigned long)((long)t24 * 4L))))) {
            long t28 = t25 & -4L;
            long t2 = 0L;
            do {
                long t29 = (long)(int)((long)t24 + t2);
                float *t30 = fa + t29;
                vcc_v4_float t31 = vcc_load(vcc_v4_float, t30);
                vcc_v4_float t32 = t31 / (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t30, t32);
                double *t33 = d + t29;
                vcc_v4_double t34 = vcc_load(vcc_v4_double, t33);
                vcc_v4_double t35 = t34 / (vcc_v4_double){7.0, 7.0, 7.0, 7.0};
                vcc_store(t33, t35);
                t2 += 4L;
            } while (t2 < t28);
            i = (int)((long)t24 + t28);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            long t36 = (long)i;
            float *t37 = fa + t36;
            *t37 = *t37 / 3.0f;
            double *t38 = d + t36;
            *t38 = *t38 / 7.0;
        }
        const int *t39 = a;
        int t40 = any_of(n, t39, 1000);
        int t41 = any_of(n, t39, 990);
        const double *t42 = d;
        double t43 = last_double(n, t42, 1000.0);
        double t44 = last_double(n, t42, 100.0);
        const float *t45 = fb;
        const float *t46 = fa;
        float t47 = last_float(n, t46, t45, -1000.0f);
        float t48 = last_float(n, t46, t45, -90.0f);
        int t49 = last_index_select(n, t39);
        printf("n=%d idx=%d sel=%d f=%a f_never=%a d=%a d_never=%a any=%d any_never=%d", n, last_index(n, t39), t49, (double)t48, (double)t47, t44, t43, t41, t40);
        other = 0;
        int p = two_values(n, t39, &other);
        int rt = read_too(n, t39, b);
        unsigned long t50 = hash_bytes((const void *)b, (unsigned long)n * 4UL);
        const unsigned int *t51 = u;
        unsigned int t52 = last_step2(n, t51);
        int t53 = if_else(n, t39);
        int t54 = other;
        int t55 = last_down(n, t39);
        long t56 = last_long(n, l);
        unsigned int t57 = last_unsigned(n, t51);
        const unsigned short *t58 = us;
        unsigned short t59 = last_ushort(n, t58, (unsigned short)65535);
        unsigned short t60 = last_ushort(n, t58, (unsigned short)60000);
        printf(" c=%d us=%u us_never=%u u=%u l=%ld down=%d p=%d q=%d ie=%d s2=%u rt=%d b=%llx\n", (int)last_char(n, c), (int)t60, (int)t59, t57, t56, t55, p, t54, t53, t52, rt, (unsigned long long)t50);
        free((void *)a);
        free((void *)b);
        free((void *)fa);
        free((void *)fb);
        free((void *)d);
        free((void *)c);
        free((void *)us);
        free((void *)u);
        free((void *)l);
    }
}
