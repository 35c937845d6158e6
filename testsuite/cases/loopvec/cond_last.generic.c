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
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=13 avx2=13 sse4.2=12 neon=12 */
#include "harness.h"

/* Conditional last values (LLVM's FindLastIV and AnyOf recurrences, for any value): a variable
   the loop replaces under a condition and never reads otherwise. The vector loop keeps per lane
   the value last taken and the iteration it was taken in; the middle block picks the lane of
   the latest iteration, or the start value when the condition never held. */

/* The last index where the condition held (-1 if none). */
int last_index(int n, const int *a) {
    int t13;
    int t14;
    int i;
    int last;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:12 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t6 = (vcc_m8)(a_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, t1);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t9 = (vcc_m8)(a_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t10 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t10, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_v8_int t11 = vcc_max(vcc_v8_int, t2, t1);
        int t12 = vcc_reduce_max(int, t11);
        t13 = (int)t5;
        t14 = t12 < 0 ? -1 : (int)(long)t12;
    } else {
        t13 = 0;
        t14 = -1;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if ((t15 >= 8L) & (t15 <= 2147483647L)) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t13 + i_vec_1));
            vcc_m8 t17 = (vcc_m8)(a_v_2 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t18 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t19 = t18 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t19, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        int t20 = vcc_reduce_max(int, t3);
        i = (int)((long)t13 + t16);
        last = t20 < 0 ? t14 : (int)((long)t13 + (long)t20);
    } else {
        i = t13;
        last = t14;
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
    int t13;
    int t14;
    int i;
    int last;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t6 = (vcc_m8)(a_v > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, t1);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t9 = (vcc_m8)(a_v_1 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t10 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t10, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_v8_int t11 = vcc_max(vcc_v8_int, t2, t1);
        int t12 = vcc_reduce_max(int, t11);
        t13 = (int)t5;
        t14 = t12 < 0 ? -1 : (int)(long)t12;
    } else {
        t13 = 0;
        t14 = -1;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if ((t15 >= 8L) & (t15 <= 2147483647L)) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t13 + i_vec_1));
            vcc_m8 t17 = (vcc_m8)(a_v_2 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_int t18 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t19 = t18 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t19, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        int t20 = vcc_reduce_max(int, t3);
        i = (int)((long)t13 + t16);
        last = t20 < 0 ? t14 : (int)((long)t13 + (long)t20);
    } else {
        i = t13;
        last = t14;
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
    long t2 = (long)n;
    if ((t2 >= 8L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -8L;
        vcc_v8_float x_v = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
        vcc_v8_float t_v = (vcc_v8_float){t, t, t, t, t, t, t, t};
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:29 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_m8 t4 = (vcc_m8)(b_v < t_v);
            vcc_v8_float x_v_1 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)a + (unsigned long)i_vec * 4UL), t4);
            x_v = vcc_select(vcc_v8_int, (vcc_v8_int)t4, x_v_1, x_v);
            vcc_v8_int t5 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t6, t1);
            i_vec += 8L;
        } while (i_vec < t3);
        int t7 = vcc_reduce_max(int, t1);
        vcc_v8_int t8 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        vcc_m8 t9 = (vcc_m8)(t1 == t8);
        vcc_v8_float t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, x_v, ((vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f}));
        i = (int)t3;
        x = t7 < 0 ? 0.0f : vcc_reduce(float, t10, +);
    } else {
        i = 0;
        x = 0.0f;
    }
    for (; i < n; i++, x = x_1) {
        long t11 = (long)i;
        if (b[t11] < t) {
            x_1 = a[t11];
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* A double, with an 8-byte iteration number per lane. */
double last_double(int n, const double *a, double t) {
    int t30;
    double t31;
    int i;
    double x;
    double x_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        vcc_v4_double x_v = vcc_splat(vcc_v4_double, -1.5);
        vcc_v4_double t_v = (vcc_v4_double){t, t, t, t};
        long i_vec = 0L;
        vcc_v4_long t1 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        vcc_v4_double x_v_1 = x_v;
        vcc_v4_long t2 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        vcc_v4_double x_v_2 = x_v;
        vcc_v4_long t3 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        vcc_v4_double x_v_3 = x_v;
        vcc_v4_long t4 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        /* vcc: loop at cond_last.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_m4 t8 = __builtin_convertvector(a_v > t_v, vcc_m4);
            vcc_v4_double x_v_5 = a_v * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            x_v = vcc_select(vcc_v4_long, __builtin_convertvector(t8, vcc_v4_long), x_v_5, x_v);
            vcc_v4_long t9 = (vcc_v4_long){i_vec, i_vec, i_vec, i_vec};
            vcc_v4_long t10 = t9 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t1 = vcc_select(vcc_v4_long, __builtin_convertvector(t8, vcc_v4_long), t10, t1);
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + (i_vec + 4L));
            vcc_m4 t11 = __builtin_convertvector(a_v_1 > t_v, vcc_m4);
            vcc_v4_double x_v_6 = a_v_1 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            x_v_1 = vcc_select(vcc_v4_long, __builtin_convertvector(t11, vcc_v4_long), x_v_6, x_v_1);
            vcc_v4_long t12 = t10 + (vcc_v4_long){4L, 4L, 4L, 4L};
            t2 = vcc_select(vcc_v4_long, __builtin_convertvector(t11, vcc_v4_long), t12, t2);
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + (i_vec + 8L));
            vcc_m4 t13 = __builtin_convertvector(a_v_2 > t_v, vcc_m4);
            vcc_v4_double x_v_7 = a_v_2 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            x_v_2 = vcc_select(vcc_v4_long, __builtin_convertvector(t13, vcc_v4_long), x_v_7, x_v_2);
            vcc_v4_long t14 = t10 + (vcc_v4_long){8L, 8L, 8L, 8L};
            t3 = vcc_select(vcc_v4_long, __builtin_convertvector(t13, vcc_v4_long), t14, t3);
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + (i_vec + 12L));
            vcc_m4 t15 = __builtin_convertvector(a_v_3 > t_v, vcc_m4);
            vcc_v4_double x_v_8 = a_v_3 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            x_v_3 = vcc_select(vcc_v4_long, __builtin_convertvector(t15, vcc_v4_long), x_v_8, x_v_3);
            vcc_v4_long t16 = t10 + (vcc_v4_long){12L, 12L, 12L, 12L};
            t4 = vcc_select(vcc_v4_long, __builtin_convertvector(t15, vcc_v4_long), t16, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        vcc_m4 t17 = __builtin_convertvector(t2 > t1, vcc_m4);
        vcc_v4_long t18 = vcc_max(vcc_v4_long, t2, t1);
        vcc_v4_double t19 = vcc_select(vcc_v4_long, __builtin_convertvector(t17, vcc_v4_long), x_v_1, x_v);
        vcc_m4 t20 = __builtin_convertvector(t3 > t18, vcc_m4);
        vcc_v4_long t21 = vcc_max(vcc_v4_long, t3, t18);
        vcc_v4_double t22 = vcc_select(vcc_v4_long, __builtin_convertvector(t20, vcc_v4_long), x_v_2, t19);
        vcc_m4 t23 = __builtin_convertvector(t4 > t21, vcc_m4);
        vcc_v4_long t24 = vcc_max(vcc_v4_long, t4, t21);
        vcc_v4_double t25 = vcc_select(vcc_v4_long, __builtin_convertvector(t23, vcc_v4_long), x_v_3, t22);
        long t26 = vcc_reduce_max(long, t24);
        vcc_v4_long t27 = (vcc_v4_long){t26, t26, t26, t26};
        vcc_m4 t28 = __builtin_convertvector(t24 == t27, vcc_m4);
        vcc_v4_double t29 = vcc_select(vcc_v4_long, __builtin_convertvector(t28, vcc_v4_long), t25, ((vcc_v4_double){-0.0, -0.0, -0.0, -0.0}));
        t30 = (int)t7;
        t31 = t26 < 0L ? -1.5 : vcc_reduce(double, t29, +);
    } else {
        t30 = 0;
        t31 = -1.5;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        vcc_v4_double x_v_4 = (vcc_v4_double){t31, t31, t31, t31};
        vcc_v4_double t_v_1 = (vcc_v4_double){t, t, t, t};
        long i_vec_1 = 0L;
        vcc_v4_long t5 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        /* vcc: loop at cond_last.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + ((long)t30 + i_vec_1));
            vcc_m4 t34 = __builtin_convertvector(a_v_4 > t_v_1, vcc_m4);
            vcc_v4_double x_v_9 = a_v_4 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            x_v_4 = vcc_select(vcc_v4_long, __builtin_convertvector(t34, vcc_v4_long), x_v_9, x_v_4);
            vcc_v4_long t35 = (vcc_v4_long){i_vec_1, i_vec_1, i_vec_1, i_vec_1};
            vcc_v4_long t36 = t35 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t5 = vcc_select(vcc_v4_long, __builtin_convertvector(t34, vcc_v4_long), t36, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        long t37 = vcc_reduce_max(long, t5);
        vcc_v4_long t38 = (vcc_v4_long){t37, t37, t37, t37};
        vcc_m4 t39 = __builtin_convertvector(t5 == t38, vcc_m4);
        vcc_v4_double t40 = vcc_select(vcc_v4_long, __builtin_convertvector(t39, vcc_v4_long), x_v_4, ((vcc_v4_double){-0.0, -0.0, -0.0, -0.0}));
        i = (int)((long)t30 + t33);
        x = t37 < 0L ? t31 : vcc_reduce(double, t40, +);
    } else {
        i = t30;
        x = t31;
    }
    for (; i < n; i++, x = x_1) {
        double t41 = a[i];
        if (t41 > t) {
            x_1 = t41 * 2.0;
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* Any-of: whether the condition ever held. */
int any_of(int n, const int *a, int k) {
    int t18;
    int t19;
    int i;
    int r;
    int r_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_int r_v = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int r_v_1 = r_v;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:47 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t6 = (vcc_m8)(a_v > k_v);
            r_v = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), r_v);
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, t1);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_m8 t9 = (vcc_m8)(a_v_1 > k_v);
            r_v_1 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), r_v_1);
            vcc_v8_int t10 = t8 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t10, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_m8 t11 = (vcc_m8)(t2 > t1);
        vcc_v8_int t12 = vcc_max(vcc_v8_int, t2, t1);
        vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, r_v_1, r_v);
        int t14 = vcc_reduce_max(int, t12);
        vcc_v8_int t15 = (vcc_v8_int){t14, t14, t14, t14, t14, t14, t14, t14};
        vcc_m8 t16 = (vcc_m8)(t12 == t15);
        vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t13, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        t18 = (int)t5;
        t19 = t14 < 0 ? 0 : vcc_reduce(int, t17, |);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        vcc_v8_int r_v_2 = (vcc_v8_int){t19, t19, t19, t19, t19, t19, t19, t19};
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:47 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t18 + i_vec_1));
            vcc_m8 t22 = (vcc_m8)(a_v_2 > k_v_1);
            r_v_2 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), r_v_2);
            vcc_v8_int t23 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t24 = t23 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t24, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_reduce_max(int, t3);
        vcc_v8_int t26 = (vcc_v8_int){t25, t25, t25, t25, t25, t25, t25, t25};
        vcc_m8 t27 = (vcc_m8)(t3 == t26);
        vcc_v8_int t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, r_v_2, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        i = (int)((long)t18 + t21);
        r = t25 < 0 ? t19 : vcc_reduce(int, t28, |);
    } else {
        i = t18;
        r = t19;
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
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -32L;
        vcc_v32_schar c_v = vcc_splat(vcc_v32_schar, (signed char)77);
        long i_vec = 0L;
        vcc_v32_int t1 = (vcc_v32_int){-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:56 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_schar a_v = vcc_load(vcc_v32_schar, a + i_vec);
            vcc_m32 t4 = (vcc_m32)(a_v < (vcc_v32_schar){(signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100, (signed char)-100});
            c_v = vcc_select(vcc_v32_schar, (vcc_v32_schar)t4, a_v, c_v);
            vcc_v32_int t5 = vcc_splat(vcc_v32_int, (int)i_vec);
            vcc_v32_int t6 = t5 + (vcc_v32_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};
            t1 = vcc_select(vcc_v32_int, __builtin_convertvector(t4, vcc_v32_int), t6, t1);
            i_vec += 32L;
        } while (i_vec < t3);
        int t7 = vcc_reduce_max(int, t1);
        vcc_v32_int t8 = vcc_splat(vcc_v32_int, t7);
        vcc_m32 t9 = __builtin_convertvector(t1 == t8, vcc_m32);
        vcc_v32_schar t10 = vcc_select(vcc_v32_schar, (vcc_v32_schar)t9, c_v, ((vcc_v32_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0}));
        i = (int)t3;
        c_1 = (signed char)(t7 < 0 ? (signed char)77 : vcc_reduce(signed char, t10, |));
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_ushort s_v = vcc_splat(vcc_v16_ushort, (unsigned short)65535);
        vcc_v16_ushort lim_v = (vcc_v16_ushort){lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim, lim};
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int){-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:64 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_ushort a_v = vcc_load(vcc_v16_ushort, a + i_vec);
            vcc_m16 t4 = (vcc_m16)(a_v > lim_v);
            vcc_v16_ushort t5 = a_v + (vcc_v16_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            s_v = vcc_select(vcc_v16_short, (vcc_v16_short)t4, t5, s_v);
            vcc_v16_int t6 = vcc_splat(vcc_v16_int, (int)i_vec);
            vcc_v16_int t7 = t6 + (vcc_v16_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
            t1 = vcc_select(vcc_v16_int, __builtin_convertvector(t4, vcc_v16_int), t7, t1);
            i_vec += 16L;
        } while (i_vec < t3);
        int t8 = vcc_reduce_max(int, t1);
        vcc_v16_int t9 = (vcc_v16_int){t8, t8, t8, t8, t8, t8, t8, t8, t8, t8, t8, t8, t8, t8, t8, t8};
        vcc_m16 t10 = __builtin_convertvector(t1 == t9, vcc_m16);
        vcc_v16_ushort t11 = vcc_select(vcc_v16_short, (vcc_v16_short)t10, s_v, ((vcc_v16_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0}));
        i = (int)t3;
        s = (unsigned short)(t8 < 0 ? (unsigned short)65535 : vcc_reduce(unsigned short, t11, |));
    } else {
        i = 0;
        s = (unsigned short)65535;
    }
    for (; i < n; i++, s = s_1) {
        int t12 = (int)a[i];
        if (t12 > (int)lim) {
            s_1 = (unsigned short)(t12 + 1);
        } else {
            s_1 = s;
        }
    }
    return s;
}

unsigned last_unsigned(int n, const unsigned *a) {
    int t20;
    unsigned int t21;
    int i;
    unsigned int u;
    unsigned int u_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_uint u_v = (vcc_v8_uint){4000000000U, 4000000000U, 4000000000U, 4000000000U, 4000000000U, 4000000000U, 4000000000U, 4000000000U};
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_uint u_v_1 = u_v;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:72 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            vcc_v8_uint t6 = a_v & (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_m8 t7 = (vcc_m8)(t6 == (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U});
            vcc_v8_uint u_v_3 = a_v * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            u_v = vcc_select(vcc_v8_int, (vcc_v8_int)t7, u_v_3, u_v);
            vcc_v8_int t8 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t9 = t8 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t9, t1);
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + (i_vec + 8L));
            vcc_v8_uint t10 = a_v_1 & (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_m8 t11 = (vcc_m8)(t10 == (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U});
            vcc_v8_uint u_v_4 = a_v_1 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            u_v_1 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, u_v_4, u_v_1);
            vcc_v8_int t12 = t9 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t12, t2);
            i_vec += 16L;
        } while (i_vec < t5);
        vcc_m8 t13 = (vcc_m8)(t2 > t1);
        vcc_v8_int t14 = vcc_max(vcc_v8_int, t2, t1);
        vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, u_v_1, u_v);
        int t16 = vcc_reduce_max(int, t14);
        vcc_v8_int t17 = (vcc_v8_int){t16, t16, t16, t16, t16, t16, t16, t16};
        vcc_m8 t18 = (vcc_m8)(t14 == t17);
        vcc_v8_uint t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t15, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        t20 = (int)t5;
        t21 = t16 < 0 ? 4000000000U : vcc_reduce(unsigned int, t19, |);
    } else {
        t20 = 0;
        t21 = 4000000000U;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 8L) & (t22 <= 2147483647L)) {
        long t23 = t22 & -8L;
        vcc_v8_uint u_v_2 = (vcc_v8_uint){t21, t21, t21, t21, t21, t21, t21, t21};
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:72 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + ((long)t20 + i_vec_1));
            vcc_v8_uint t24 = a_v_2 & (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_m8 t25 = (vcc_m8)(t24 == (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U});
            vcc_v8_uint u_v_5 = a_v_2 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            u_v_2 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, u_v_5, u_v_2);
            vcc_v8_int t26 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t27 = t26 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t27, t3);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        int t28 = vcc_reduce_max(int, t3);
        vcc_v8_int t29 = (vcc_v8_int){t28, t28, t28, t28, t28, t28, t28, t28};
        vcc_m8 t30 = (vcc_m8)(t3 == t29);
        vcc_v8_uint t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, u_v_2, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        i = (int)((long)t20 + t23);
        u = t28 < 0 ? t21 : vcc_reduce(unsigned int, t31, |);
    } else {
        i = t20;
        u = t21;
    }
    for (; i < n; i++, u = u_1) {
        unsigned int t32 = a[i];
        if ((t32 & 7U) == 3U) {
            u_1 = t32 * 3U;
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
    long t2 = (long)n;
    if (t2 >= 4L) {
        long t3 = t2 & -4L;
        vcc_v4_long v_v = vcc_splat(vcc_v4_long, -7L);
        vcc_v4_int t4 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t5 = (vcc_v4_uint)t4;
        vcc_v4_uint i_v = t5 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec = 0L;
        vcc_v4_long t1 = (vcc_v4_long){-1L, -1L, -1L, -1L};
        /* vcc: loop at cond_last.c:80 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int i_v_1 = (vcc_v4_int)i_v;
            vcc_v4_long t6 = __builtin_convertvector(i_v_1, vcc_v4_long);
            vcc_v4_long a_v = vcc_load(vcc_v4_long, a + i_vec);
            vcc_v4_long t7 = a_v % (vcc_v4_long){5L, 5L, 5L, 5L};
            vcc_m4 t8 = __builtin_convertvector(t7 == (vcc_v4_long){0L, 0L, 0L, 0L}, vcc_m4);
            vcc_v4_ulong t9 = (vcc_v4_ulong)a_v;
            vcc_v4_ulong t10 = (vcc_v4_ulong)t6;
            vcc_v4_ulong t11 = t9 + t10;
            vcc_v4_long v_v_1 = (vcc_v4_long)t11;
            v_v = vcc_select(vcc_v4_long, __builtin_convertvector(t8, vcc_v4_long), v_v_1, v_v);
            vcc_v4_long t12 = (vcc_v4_long){i_vec, i_vec, i_vec, i_vec};
            vcc_v4_long t13 = t12 + (vcc_v4_long){0L, 1L, 2L, 3L};
            t1 = vcc_select(vcc_v4_long, __builtin_convertvector(t8, vcc_v4_long), t13, t1);
            i_vec += 4L;
            i_v = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (i_vec < t3);
        long t14 = vcc_reduce_max(long, t1);
        vcc_v4_long t15 = (vcc_v4_long){t14, t14, t14, t14};
        vcc_m4 t16 = __builtin_convertvector(t1 == t15, vcc_m4);
        vcc_v4_long t17 = vcc_select(vcc_v4_long, __builtin_convertvector(t16, vcc_v4_long), v_v, ((vcc_v4_long){0L, 0L, 0L, 0L}));
        i = (int)t3;
        v = t14 < 0L ? -7L : vcc_reduce(long, t17, |);
    } else {
        i = 0;
        v = -7L;
    }
    for (; i < n; i++, v = v_1) {
        long t18 = (long)i;
        long t19 = a[t18];
        if ((t19 % 5L) == 0L) {
            v_1 = t19 + t18;
        } else {
            v_1 = v;
        }
    }
    return v;
}

/* An induction that counts down: the last index taken is the smallest. */
int last_down(int n, const int *a) {
    int t16;
    int i;
    int last;
    int last_1;
    int t1 = n - 1;
    long t5 = (long)n;
    if ((t5 >= 16L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -16L;
        long i_vec = 0L;
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t3 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:89 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int t7 = vcc_load(vcc_v8_int, a + ((long)t1 + i_vec * -1L) + -7);
            vcc_v8_int a_v = __builtin_shufflevector(t7, t7, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_m8 t8 = (vcc_m8)(a_v > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t9 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t10 = t9 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t10, t2);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + ((long)t1 + (i_vec + 8L) * -1L) + -7);
            vcc_v8_int a_v_1 = __builtin_shufflevector(t11, t11, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_m8 t12 = (vcc_m8)(a_v_1 > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t13 = t10 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t13, t3);
            i_vec += 16L;
        } while (i_vec < t6);
        vcc_v8_int t14 = vcc_max(vcc_v8_int, t3, t2);
        int t15 = vcc_reduce_max(int, t14);
        t16 = t15 < 0 ? 1000000 : (int)((long)t1 + (long)t15 * -1L);
        t1 = (int)((long)t1 + t6 * -1L);
    } else {
        t16 = 1000000;
    }
    long t17 = (long)t1 + 1L;
    if ((t17 >= 8L) & (t17 <= 2147483647L)) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t4 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:89 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int t19 = vcc_load(vcc_v8_int, a + ((long)t1 + i_vec_1 * -1L) + -7);
            vcc_v8_int a_v_2 = __builtin_shufflevector(t19, t19, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_m8 t20 = (vcc_m8)(a_v_2 > (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int t21 = vcc_splat(vcc_v8_int, (int)i_vec_1);
            vcc_v8_int t22 = t21 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t22, t4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        int t23 = vcc_reduce_max(int, t4);
        i = (int)((long)t1 + t18 * -1L);
        last = t23 < 0 ? t16 : (int)((long)t1 + (long)t23 * -1L);
    } else {
        i = t1;
        last = t16;
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
    long t3 = (long)n;
    if ((t3 >= 8L) & (t3 <= 2147483647L)) {
        long t4 = t3 & -8L;
        vcc_v8_int q_v = vcc_splat(vcc_v8_int, -2);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        vcc_v8_int t2 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:98 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t5 = (vcc_m8)(a_v > (vcc_v8_int){900, 900, 900, 900, 900, 900, 900, 900});
            vcc_m8 t6 = (vcc_m8)(a_v < (vcc_v8_int){-900, -900, -900, -900, -900, -900, -900, -900});
            q_v = vcc_select(vcc_v8_int, (vcc_v8_int)t6, a_v, q_v);
            vcc_v8_int t7 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, t1);
            vcc_v8_int t9 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t10 = t9 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t10, t2);
            i_vec += 8L;
        } while (i_vec < t4);
        int t11 = vcc_reduce_max(int, t1);
        vcc_v8_int t12 = (vcc_v8_int){t11, t11, t11, t11, t11, t11, t11, t11};
        vcc_m8 t13 = (vcc_m8)(t1 == t12);
        vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, q_v, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        int t15 = vcc_reduce_max(int, t2);
        i = (int)t4;
        q_1 = t11 < 0 ? -2 : vcc_reduce(int, t14, |);
        p = t15 < 0 ? -1 : (int)(long)t15;
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
    long t2 = (long)n;
    if ((t2 >= 8L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -8L;
        vcc_v8_int v_v = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t5 = (vcc_v8_uint)t4;
        vcc_v8_uint i_v = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:110 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 t6 = (vcc_m8)(a_v > (vcc_v8_int){990, 990, 990, 990, 990, 990, 990, 990});
            vcc_m8 t7 = ~t6;
            vcc_m8 t8 = (vcc_m8)(a_v < (vcc_v8_int){-990, -990, -990, -990, -990, -990, -990, -990});
            vcc_m8 t9 = t7 & t8;
            vcc_v8_uint t10 = (vcc_v8_uint)i_v_1;
            vcc_v8_uint t11 = -t10;
            vcc_v8_int v_v_1 = (vcc_v8_int)t11;
            vcc_m8 t12 = ~t8;
            vcc_m8 t13 = t7 & t12;
            vcc_m8 t14 = t13 | t9;
            vcc_v8_int v_v_2 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, v_v_1, v_v);
            v_v = vcc_select(vcc_v8_int, (vcc_v8_int)t6, i_v_1, v_v_2);
            vcc_v8_int t15 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t16 = t15 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t16, t1);
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t17, t16);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t3);
        int t18 = vcc_reduce_max(int, t1);
        vcc_v8_int t19 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        vcc_m8 t20 = (vcc_m8)(t1 == t19);
        vcc_v8_int t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, v_v, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
        i = (int)t3;
        v = t18 < 0 ? 5 : vcc_reduce(int, t21, |);
    } else {
        i = 0;
        v = 5;
    }
    for (; i < n; i++, v = v_2) {
        int t22 = a[i];
        if (t22 > 990) {
            v_2 = i;
        } else {
            if (t22 < -990) {
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
    long t2 = ((long)n + 1L) / 2L - 1L;
    if ((t2 >= 8L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -8L;
        vcc_v8_uint u_v = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t5 = (vcc_v8_uint)t4;
        vcc_v8_uint i_v = t5 + (vcc_v8_uint){0U, 2U, 4U, 6U, 8U, 10U, 12U, 14U};
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:122 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            const unsigned int *t6 = a + i_vec * 2L;
            vcc_v8_uint t7 = vcc_load(vcc_v8_uint, t6);
            vcc_v8_uint t8 = vcc_load(vcc_v8_uint, t6 + 8);
            vcc_v8_uint a_v = __builtin_shufflevector(t7, t8, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_m8 t9 = (vcc_m8)(a_v > (vcc_v8_uint){2000U, 2000U, 2000U, 2000U, 2000U, 2000U, 2000U, 2000U});
            vcc_v8_uint u_v_1 = (vcc_v8_uint)i_v_1;
            u_v = vcc_select(vcc_v8_int, (vcc_v8_int)t9, u_v_1, u_v);
            vcc_v8_int t10 = vcc_splat(vcc_v8_int, (int)i_vec);
            vcc_v8_int t11 = t10 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t11, t1);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t3);
        int t12 = vcc_reduce_max(int, t1);
        vcc_v8_int t13 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
        vcc_m8 t14 = (vcc_m8)(t1 == t13);
        vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, u_v, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        i = (int)(t3 * 2L);
        u = t12 < 0 ? 1U : vcc_reduce(unsigned int, t15, |);
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
    int t1;
    int t17;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        void *t2 = new_array(n, 4UL);
        float *fa = (float *)t2;
        float *fb = (float *)new_array(n, 4UL);
        void *t3 = new_array(n, 8UL);
        double *d = (double *)t3;
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
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -8L;
            long i_vec = 0L;
            /* vcc: loop at cond_last.c:157 vectorized: VF 4, UF 2, run-time check: the value of the call to `new_array` at 143:21 and the value of the call to `new_array` at 144:21 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                float *t8 = fa + i_vec;
                vcc_v4_float fa_v = vcc_load(vcc_v4_float, t8);
                vcc_v4_float t9 = fa_v / (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t8, t9);
                double *t10 = d + i_vec;
                vcc_v4_double d_v = vcc_load(vcc_v4_double, t10);
                vcc_v4_double t11 = d_v / (vcc_v4_double){7.0, 7.0, 7.0, 7.0};
                vcc_store(t10, t11);
                long t12 = i_vec + 4L;
                float *t13 = fa + t12;
                vcc_v4_float fa_v_1 = vcc_load(vcc_v4_float, t13);
                vcc_v4_float t14 = fa_v_1 / (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t13, t14);
                double *t15 = d + t12;
                vcc_v4_double d_v_1 = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t16 = d_v_1 / (vcc_v4_double){7.0, 7.0, 7.0, 7.0};
                vcc_store(t15, t16);
                i_vec += 8L;
            } while (i_vec < t7);
            t17 = (int)t7;
        } else {
            t17 = 0;
        }
        long t18 = (long)n + (long)t17 * -1L;
        unsigned long t19 = (unsigned long)t2;
        unsigned long t20 = (unsigned long)t3;
        if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 8L))) | ((t20 + (unsigned long)((long)t17 * 8L + 8L + (t18 - 1L) * 8L)) <= (t19 + (unsigned long)((long)t17 * 4L))))) {
            long t21 = t18 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at cond_last.c:157 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 143:21 and the value of the call to `new_array` at 144:21 do not overlap, scalar epilogue */
            do {
                long t22 = (long)t17 + i_vec_1;
                float *t23 = fa + t22;
                vcc_v4_float fa_v_2 = vcc_load(vcc_v4_float, t23);
                vcc_v4_float t24 = fa_v_2 / (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
                vcc_store(t23, t24);
                double *t25 = d + t22;
                vcc_v4_double d_v_2 = vcc_load(vcc_v4_double, t25);
                vcc_v4_double t26 = d_v_2 / (vcc_v4_double){7.0, 7.0, 7.0, 7.0};
                vcc_store(t25, t26);
                i_vec_1 += 4L;
            } while (i_vec_1 < t21);
            i = (int)((long)t17 + t21);
        } else {
            i = t17;
        }
        for (; i < n; i++) {
            long t27 = (long)i;
            float *t28 = fa + t27;
            *t28 = *t28 / 3.0f;
            double *t29 = d + t27;
            *t29 = *t29 / 7.0;
        }
        const int *t30 = a;
        int t31 = any_of(n, t30, 1000);
        int t32 = any_of(n, t30, 990);
        const double *t33 = d;
        double t34 = last_double(n, t33, 1000.0);
        double t35 = last_double(n, t33, 100.0);
        const float *t36 = fb;
        const float *t37 = fa;
        float t38 = last_float(n, t37, t36, -1000.0f);
        float t39 = last_float(n, t37, t36, -90.0f);
        int t40 = last_index_select(n, t30);
        printf("n=%d idx=%d sel=%d f=%a f_never=%a d=%a d_never=%a any=%d any_never=%d", n, last_index(n, t30), t40, (double)t39, (double)t38, t35, t34, t32, t31);
        other = 0;
        int p = two_values(n, t30, &other);
        int rt = read_too(n, t30, b);
        unsigned long t41 = hash_bytes((const void *)b, (unsigned long)n * 4UL);
        const unsigned int *t42 = u;
        unsigned int t43 = last_step2(n, t42);
        int t44 = if_else(n, t30);
        int t45 = other;
        int t46 = last_down(n, t30);
        long t47 = last_long(n, l);
        unsigned int t48 = last_unsigned(n, t42);
        const unsigned short *t49 = us;
        unsigned short t50 = last_ushort(n, t49, (unsigned short)65535);
        unsigned short t51 = last_ushort(n, t49, (unsigned short)60000);
        printf(" c=%d us=%u us_never=%u u=%u l=%ld down=%d p=%d q=%d ie=%d s2=%u rt=%d b=%llx\n", (int)last_char(n, c), (int)t51, (int)t50, t48, t47, t46, p, t45, t44, t43, rt, (unsigned long long)t41);
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
