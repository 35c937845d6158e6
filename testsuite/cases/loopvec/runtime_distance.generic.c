/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 5 */
/* Run-time dependence distances (`distances.rs`): two accesses to one array whose starts
 * differ by a parameter (`a[i]` and `a[i + k]`) are vectorized behind a test that VF·UF
 * iterations at a time keep the dependence: the later access behind the earlier one, or at
 * least VF·UF elements ahead. Every k from -40 to 40 runs, the scalar loop taking those the
 * test refuses; a difference made of an outer loop's counter is bounded without a test. */
#include "harness.h"

/* An anti-dependence for k > 0, a true one for k < 0. */
void shift_add(float *a, const float *b, int k, int n) {
    int t21;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - (unsigned long)b);
    unsigned long t5 = (unsigned long)a;
    unsigned long t6 = (unsigned long)b;
    long t7 = (long)((unsigned long)a - (unsigned long)b);
    long t8 = (long)k * -4L;
    if ((t1 >= 32L) & (((t2 + (unsigned long)((long)k * 4L + 4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)((long)k * 4L))) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t7 <= 0L) | (t7 >= 128L))) & ((t8 <= 0L) | (t8 >= 128L))) {
        long t9 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:11 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 12:16 to the store to `a` at 12:9 (-4*k bytes) being <= 0 or >= 128, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + ((int)i_vec + k));
            vcc_v8_float t10 = a_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t11 = t10 + b_v;
            vcc_store(a + i_vec, t11);
            long t12 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + ((int)t12 + k));
            vcc_v8_float t13 = a_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t12);
            vcc_v8_float t14 = t13 + b_v_1;
            vcc_store(a + t12, t14);
            long t15 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + ((int)t15 + k));
            vcc_v8_float t16 = a_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t15);
            vcc_v8_float t17 = t16 + b_v_2;
            vcc_store(a + t15, t17);
            long t18 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + ((int)t18 + k));
            vcc_v8_float t19 = a_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t18);
            vcc_v8_float t20 = t19 + b_v_3;
            vcc_store(a + t18, t20);
            i_vec += 32L;
        } while (i_vec < t9);
        t21 = (int)t9;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)b;
    long t25 = (long)((unsigned long)a + (unsigned long)((long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
    unsigned long t26 = (unsigned long)a;
    unsigned long t27 = (unsigned long)b;
    long t28 = (long)((unsigned long)a + (unsigned long)((long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
    long t29 = (long)k * -4L;
    if ((t22 >= 8L) & (((t23 + (unsigned long)((long)k * 4L + (long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)k * 4L + (long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 32L))) & (((t26 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t21 * 4L))) | ((t27 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t21 * 4L))) | ((t28 <= 0L) | (t28 >= 32L))) & ((t29 <= 0L) | (t29 >= 32L))) {
        long t30 = t22 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:11 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 12:16 to the store to `a` at 12:9 (-4*k bytes) being <= 0 or >= 32, scalar epilogue */
        do {
            long t31 = (long)t21 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + ((int)t31 + k));
            vcc_v8_float t32 = a_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t31);
            vcc_v8_float t33 = t32 + b_v_4;
            vcc_store(a + t31, t33);
            i_vec_1 += 8L;
        } while (i_vec_1 < t30);
        i = (int)((long)t21 + t30);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        a[t34] = a[i + k] * 0.5f + b[t34];
    }
}

/* The store ahead of the load: a true dependence of distance k for k > 0. */
void shift_store(float *a, const float *b, float s, int k, int n) {
    int t21;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a + (unsigned long)((long)k * 4L) - (unsigned long)b);
    unsigned long t5 = (unsigned long)a;
    unsigned long t6 = (unsigned long)b;
    long t7 = (long)((unsigned long)a + (unsigned long)((long)k * 4L) - (unsigned long)b);
    long t8 = (long)k * 4L;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)((long)k * 4L + 4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)((long)k * 4L))) | ((t7 <= 0L) | (t7 >= 128L))) & ((t8 <= 0L) | (t8 >= 128L))) {
        long t9 = t1 & -32L;
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:17 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 18:20 to the store to `a` at 18:9 (4*k bytes) being <= 0 or >= 128, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t10 = a_v * s_v;
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t11 = t10 + b_v;
            vcc_store(a + ((int)i_vec + k), t11);
            long t12 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t12);
            vcc_v8_float t13 = a_v_1 * s_v;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t12);
            vcc_v8_float t14 = t13 + b_v_1;
            vcc_store(a + ((int)t12 + k), t14);
            long t15 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t15);
            vcc_v8_float t16 = a_v_2 * s_v;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t15);
            vcc_v8_float t17 = t16 + b_v_2;
            vcc_store(a + ((int)t15 + k), t17);
            long t18 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t18);
            vcc_v8_float t19 = a_v_3 * s_v;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t18);
            vcc_v8_float t20 = t19 + b_v_3;
            vcc_store(a + ((int)t18 + k), t20);
            i_vec += 32L;
        } while (i_vec < t9);
        t21 = (int)t9;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)b;
    long t25 = (long)((unsigned long)a + (unsigned long)((long)k * 4L + (long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
    unsigned long t26 = (unsigned long)a;
    unsigned long t27 = (unsigned long)b;
    long t28 = (long)((unsigned long)a + (unsigned long)((long)k * 4L + (long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
    long t29 = (long)k * 4L;
    if ((t22 >= 8L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 32L))) & (((t26 + (unsigned long)((long)k * 4L + (long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t21 * 4L))) | ((t27 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t26 + (unsigned long)((long)k * 4L + (long)t21 * 4L))) | ((t28 <= 0L) | (t28 >= 32L))) & ((t29 <= 0L) | (t29 >= 32L))) {
        long t30 = t22 & -8L;
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:17 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 18:20 to the store to `a` at 18:9 (4*k bytes) being <= 0 or >= 32, scalar epilogue */
        do {
            long t31 = (long)t21 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t31);
            vcc_v8_float t32 = a_v_4 * s_v_1;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t31);
            vcc_v8_float t33 = t32 + b_v_4;
            vcc_store(a + ((int)t31 + k), t33);
            i_vec_1 += 8L;
        } while (i_vec_1 < t30);
        i = (int)((long)t21 + t30);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        a[i + k] = a[t34] * s + b[t34];
    }
}

/* Down the array: both accesses reversed. */
void shift_down(int *a, const int *b, int k, int n) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)a;
    unsigned long t4 = (unsigned long)b;
    long t5 = (long)((unsigned long)a + (unsigned long)((long)n * 4L + -4L) - ((unsigned long)b + (unsigned long)((long)n * 4L + -4L)));
    unsigned long t6 = (unsigned long)a;
    unsigned long t7 = (unsigned long)b;
    long t8 = (long)((unsigned long)a + (unsigned long)((long)n * 4L + -4L) - ((unsigned long)b + (unsigned long)((long)n * 4L + -4L)));
    long t9 = (long)k * -4L;
    if ((t2 >= 32L) & (((t3 + (unsigned long)((long)k * 4L + (long)n * 4L)) <= (t4 + (unsigned long)((long)n * 4L + -4L + (t2 - 1L) * -4L))) | ((t4 + (unsigned long)((long)n * 4L)) <= (t3 + (unsigned long)((long)k * 4L + (long)n * 4L + -4L + (t2 - 1L) * -4L))) | ((t5 <= -128L) | (t5 >= 0L))) & (((t6 + (unsigned long)((long)n * 4L)) <= (t7 + (unsigned long)((long)n * 4L + -4L + (t2 - 1L) * -4L))) | ((t7 + (unsigned long)((long)n * 4L)) <= (t6 + (unsigned long)((long)n * 4L + -4L + (t2 - 1L) * -4L))) | ((t8 <= -128L) | (t8 >= 0L))) & ((t9 <= -128L) | (t9 >= 0L))) {
        long t10 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:23 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 24:16 to the store to `a` at 24:9 (-4*k bytes) being <= -128 or >= 0, vector epilogue VF 8, scalar epilogue */
        do {
            long t11 = (long)t1 + i_vec * -1L;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + ((int)t11 + k) + -7);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, b + t11 + -7);
            vcc_v8_int t14 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t13;
            vcc_v8_int t15 = t12 + t14;
            vcc_store(a + t11 + -7, t15);
            long t16 = (long)t1 + (i_vec + 8L) * -1L;
            vcc_v8_int t17 = vcc_load(vcc_v8_int, a + ((int)t16 + k) + -7);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, b + t16 + -7);
            vcc_v8_int t19 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t18;
            vcc_v8_int t20 = t17 + t19;
            vcc_store(a + t16 + -7, t20);
            long t21 = (long)t1 + (i_vec + 16L) * -1L;
            vcc_v8_int t22 = vcc_load(vcc_v8_int, a + ((int)t21 + k) + -7);
            vcc_v8_int t23 = vcc_load(vcc_v8_int, b + t21 + -7);
            vcc_v8_int t24 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t23;
            vcc_v8_int t25 = t22 + t24;
            vcc_store(a + t21 + -7, t25);
            long t26 = (long)t1 + (i_vec + 24L) * -1L;
            vcc_v8_int t27 = vcc_load(vcc_v8_int, a + ((int)t26 + k) + -7);
            vcc_v8_int t28 = vcc_load(vcc_v8_int, b + t26 + -7);
            vcc_v8_int t29 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t28;
            vcc_v8_int t30 = t27 + t29;
            vcc_store(a + t26 + -7, t30);
            i_vec += 32L;
        } while (i_vec < t10);
        t1 = (int)((long)t1 + t10 * -1L);
    }
    long t31 = (long)t1 + 1L;
    unsigned long t32 = (unsigned long)a;
    unsigned long t33 = (unsigned long)b;
    long t34 = (long)((unsigned long)a + (unsigned long)((long)t1 * 4L) - ((unsigned long)b + (unsigned long)((long)t1 * 4L)));
    unsigned long t35 = (unsigned long)a;
    unsigned long t36 = (unsigned long)b;
    long t37 = (long)((unsigned long)a + (unsigned long)((long)t1 * 4L) - ((unsigned long)b + (unsigned long)((long)t1 * 4L)));
    long t38 = (long)k * -4L;
    if ((t31 >= 8L) & (((t32 + (unsigned long)((long)k * 4L + (long)t1 * 4L + 4L)) <= (t33 + (unsigned long)((long)t1 * 4L + (t31 - 1L) * -4L))) | ((t33 + (unsigned long)((long)t1 * 4L + 4L)) <= (t32 + (unsigned long)((long)k * 4L + (long)t1 * 4L + (t31 - 1L) * -4L))) | ((t34 <= -32L) | (t34 >= 0L))) & (((t35 + (unsigned long)((long)t1 * 4L + 4L)) <= (t36 + (unsigned long)((long)t1 * 4L + (t31 - 1L) * -4L))) | ((t36 + (unsigned long)((long)t1 * 4L + 4L)) <= (t35 + (unsigned long)((long)t1 * 4L + (t31 - 1L) * -4L))) | ((t37 <= -32L) | (t37 >= 0L))) & ((t38 <= -32L) | (t38 >= 0L))) {
        long t39 = t31 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:23 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on the distance from the load of `a` at 24:16 to the store to `a` at 24:9 (-4*k bytes) being <= -32 or >= 0, scalar epilogue */
        do {
            long t40 = (long)t1 + i_vec_1 * -1L;
            vcc_v8_int t41 = vcc_load(vcc_v8_int, a + ((int)t40 + k) + -7);
            vcc_v8_int t42 = vcc_load(vcc_v8_int, b + t40 + -7);
            vcc_v8_int t43 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t42;
            vcc_v8_int t44 = t41 + t43;
            vcc_store(a + t40 + -7, t44);
            i_vec_1 += 8L;
        } while (i_vec_1 < t39);
        i = (int)((long)t1 + t39 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t45 = (long)i;
        a[t45] = a[i + k] + 3 * b[t45];
    }
}

/* A pointer at a run-time offset into the same array, two distances tested at once. */
void two_offsets(double *a, int k, int j, int n) {
    int t16;
    int i;
    double *p = a + k;
    long t1 = (long)n;
    long t2 = (long)k * -8L;
    long t3 = (long)j * -8L;
    if ((t1 >= 16L) & ((t2 <= 0L) | (t2 >= 128L)) & ((t3 <= 0L) | (t3 >= 128L))) {
        long t4 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:30 vectorized: VF 4, UF 4, versioned on the distance from the load of `p` at 31:16 to the store to `a` at 31:9 (-8*k bytes) being <= 0 or >= 128 and the distance from the load of `a` at 31:23 to the store to `a` at 31:9 (-8*j bytes) being <= 0 or >= 128, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double p_v = vcc_load(vcc_v4_double, p + i_vec);
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + ((int)i_vec + j));
            vcc_v4_double t5 = a_v * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t6 = p_v - t5;
            vcc_store(a + i_vec, t6);
            long t7 = i_vec + 4L;
            vcc_v4_double p_v_1 = vcc_load(vcc_v4_double, p + t7);
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + ((int)t7 + j));
            vcc_v4_double t8 = a_v_1 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t9 = p_v_1 - t8;
            vcc_store(a + t7, t9);
            long t10 = i_vec + 8L;
            vcc_v4_double p_v_2 = vcc_load(vcc_v4_double, p + t10);
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + ((int)t10 + j));
            vcc_v4_double t11 = a_v_2 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t12 = p_v_2 - t11;
            vcc_store(a + t10, t12);
            long t13 = i_vec + 12L;
            vcc_v4_double p_v_3 = vcc_load(vcc_v4_double, p + t13);
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + ((int)t13 + j));
            vcc_v4_double t14 = a_v_3 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t15 = p_v_3 - t14;
            vcc_store(a + t13, t15);
            i_vec += 16L;
        } while (i_vec < t4);
        t16 = (int)t4;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    long t18 = (long)k * -8L;
    long t19 = (long)j * -8L;
    if ((t17 >= 4L) & ((t18 <= 0L) | (t18 >= 32L)) & ((t19 <= 0L) | (t19 >= 32L))) {
        long t20 = t17 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:30 vector epilogue: VF 4, UF 1, versioned on the distance from the load of `p` at 31:16 to the store to `a` at 31:9 (-8*k bytes) being <= 0 or >= 32 and the distance from the load of `a` at 31:23 to the store to `a` at 31:9 (-8*j bytes) being <= 0 or >= 32, scalar epilogue */
        do {
            long t21 = (long)t16 + i_vec_1;
            vcc_v4_double p_v_4 = vcc_load(vcc_v4_double, p + t21);
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + ((int)t21 + j));
            vcc_v4_double t22 = a_v_4 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t23 = p_v_4 - t22;
            vcc_store(a + t21, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t16 + t20);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        a[t24] = p[t24] - a[i + j] * 0.25;
    }
}

/* Each row from the first: the distance is the outer counter's, at least one row. */
float grid[9][72];
extern __typeof__(grid) grid __attribute__((aligned(32)));
void rows_from_first(const float *b, int m) {
    int t21;
    int j;
    for (int i = 1; i < 9; i++) {
        long t1 = (long)m;
        unsigned long t2 = (unsigned long)&grid;
        unsigned long t3 = (unsigned long)b;
        long t4 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L) - (unsigned long)b);
        unsigned long t5 = (unsigned long)&grid;
        unsigned long t6 = (unsigned long)b;
        long t7 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L) - (unsigned long)b);
        if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)((long)i * 288L + 4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)((long)i * 288L))) | ((t7 <= 0L) | (t7 >= 128L)))) {
            long t8 = t1 & -32L;
            vcc_v8_int i_v = (vcc_v8_int){i, i, i, i, i, i, i, i};
            vcc_v8_float t9 = __builtin_convertvector(i_v, vcc_v8_float);
            long j_vec = 0L;
            /* vcc: loop at runtime_distance.c:38 vectorized: VF 8, UF 4, run-time checks: `grid` and `b`, `grid` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_float grid_v = vcc_load(vcc_v8_float, &grid[0][j_vec]);
                vcc_v8_float b_v = vcc_load(vcc_v8_float, b + j_vec);
                vcc_v8_float t10 = b_v * t9;
                vcc_v8_float t11 = grid_v + t10;
                vcc_store(&grid[i][j_vec], t11);
                long t12 = j_vec + 8L;
                vcc_v8_float grid_v_1 = vcc_load(vcc_v8_float, &grid[0][t12]);
                vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t12);
                vcc_v8_float t13 = b_v_1 * t9;
                vcc_v8_float t14 = grid_v_1 + t13;
                vcc_store(&grid[i][t12], t14);
                long t15 = j_vec + 16L;
                vcc_v8_float grid_v_2 = vcc_load(vcc_v8_float, &grid[0][t15]);
                vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t15);
                vcc_v8_float t16 = b_v_2 * t9;
                vcc_v8_float t17 = grid_v_2 + t16;
                vcc_store(&grid[i][t15], t17);
                long t18 = j_vec + 24L;
                vcc_v8_float grid_v_3 = vcc_load(vcc_v8_float, &grid[0][t18]);
                vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t18);
                vcc_v8_float t19 = b_v_3 * t9;
                vcc_v8_float t20 = grid_v_3 + t19;
                vcc_store(&grid[i][t18], t20);
                j_vec += 32L;
            } while (j_vec < t8);
            t21 = (int)t8;
        } else {
            t21 = 0;
        }
        long t22 = (long)m + (long)t21 * -1L;
        unsigned long t23 = (unsigned long)&grid;
        unsigned long t24 = (unsigned long)b;
        long t25 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L + (long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
        unsigned long t26 = (unsigned long)&grid;
        unsigned long t27 = (unsigned long)b;
        long t28 = (long)((unsigned long)&grid + (unsigned long)((long)i * 288L + (long)t21 * 4L) - ((unsigned long)b + (unsigned long)((long)t21 * 4L)));
        if ((t22 >= 8L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 32L))) & (((t26 + (unsigned long)((long)i * 288L + (long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t21 * 4L))) | ((t27 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t26 + (unsigned long)((long)i * 288L + (long)t21 * 4L))) | ((t28 <= 0L) | (t28 >= 32L)))) {
            long t29 = t22 & -8L;
            vcc_v8_int i_v_1 = (vcc_v8_int){i, i, i, i, i, i, i, i};
            vcc_v8_float t30 = __builtin_convertvector(i_v_1, vcc_v8_float);
            long j_vec_1 = 0L;
            /* vcc: loop at runtime_distance.c:38 vector epilogue: VF 8, UF 1, run-time checks: `grid` and `b`, `grid` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t31 = (long)t21 + j_vec_1;
                vcc_v8_float grid_v_4 = vcc_load(vcc_v8_float, &grid[0][t31]);
                vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t31);
                vcc_v8_float t32 = b_v_4 * t30;
                vcc_v8_float t33 = grid_v_4 + t32;
                vcc_store(&grid[i][t31], t33);
                j_vec_1 += 8L;
            } while (j_vec_1 < t29);
            j = (int)((long)t21 + t29);
        } else {
            j = t21;
        }
        for (; j < m; j++) {
            long t34 = (long)j;
            grid[i][t34] = grid[0][t34] + b[t34] * (float)i;
        }
    }
}

int main(void) {
    int n;
    int t1;
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
        int m = n + 90;
        float *a = (float *)new_array(m, 4UL);
        float *b = (float *)new_array(m, 4UL);
        int *ai = (int *)new_array(m, 4UL);
        int *bi = (int *)new_array(m, 4UL);
        double *d = (double *)new_array(m, 8UL);
        for (int fill_idx = 0; fill_idx < m; fill_idx++) {
            a[fill_idx] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < m; fill_idx_1++) {
            b[fill_idx_1] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < m; fill_idx_2++) {
            ai[fill_idx_2] = -100000 + (int)(next_rand() % 200000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < m; fill_idx_3++) {
            bi[fill_idx_3] = -100000 + (int)(next_rand() % 200000U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < m; fill_idx_4++) {
            d[fill_idx_4] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int k = -40; k <= 40; k++) {
            const float *t2 = b;
            float *t3 = a + 45;
            shift_add(t3, t2, k, n);
            shift_store(t3, t2, 0.75f, k, n);
            shift_down(ai + 45, bi, k, n);
            two_offsets(d + 45, k, -k / 2, n);
        }
        int cols = n % 73;
        for (int i = 0; i < 9; i++) {
            vcc_v8_int i_v = (vcc_v8_int){i, i, i, i, i, i, i, i};
            vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t5 = (vcc_v8_uint)t4;
            vcc_v8_uint j_v = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t6 = i_v * (vcc_v8_int){72, 72, 72, 72, 72, 72, 72, 72};
            long j_vec = 0L;
            /* vcc: loop at runtime_distance.c:62 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int j_v_2 = (vcc_v8_int)j_v;
                vcc_v8_int t7 = t6 + j_v_2;
                vcc_v8_float t8 = __builtin_convertvector(t7, vcc_v8_float);
                vcc_v8_float t9 = t8 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(&grid[i][j_vec], t9);
                vcc_v8_uint t10 = j_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int j_v_3 = (vcc_v8_int)t10;
                vcc_v8_int t11 = t6 + j_v_3;
                vcc_v8_float t12 = __builtin_convertvector(t11, vcc_v8_float);
                vcc_v8_float t13 = t12 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(&grid[i][j_vec + 8L], t13);
                vcc_v8_uint t14 = j_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int j_v_4 = (vcc_v8_int)t14;
                vcc_v8_int t15 = t6 + j_v_4;
                vcc_v8_float t16 = __builtin_convertvector(t15, vcc_v8_float);
                vcc_v8_float t17 = t16 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(&grid[i][j_vec + 16L], t17);
                vcc_v8_uint t18 = j_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int j_v_5 = (vcc_v8_int)t18;
                vcc_v8_int t19 = t6 + j_v_5;
                vcc_v8_float t20 = __builtin_convertvector(t19, vcc_v8_float);
                vcc_v8_float t21 = t20 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(&grid[i][j_vec + 24L], t21);
                j_vec += 32L;
                vcc_v8_uint t22 = j_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (j_vec >= 64L) {
                    break;
                }
                j_v = t22;
            }
            vcc_v8_int i_v_1 = (vcc_v8_int){i, i, i, i, i, i, i, i};
            vcc_v8_int t23 = (vcc_v8_int){64, 64, 64, 64, 64, 64, 64, 64};
            vcc_v8_uint t24 = (vcc_v8_uint)t23;
            vcc_v8_uint j_v_1 = t24 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t25 = i_v_1 * (vcc_v8_int){72, 72, 72, 72, 72, 72, 72, 72};
            long j_vec_1 = 0L;
            /* vcc: loop at runtime_distance.c:62 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                vcc_v8_int j_v_6 = (vcc_v8_int)j_v_1;
                vcc_v8_int t26 = t25 + j_v_6;
                vcc_v8_float t27 = __builtin_convertvector(t26, vcc_v8_float);
                vcc_v8_float t28 = t27 * (vcc_v8_float){0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f, 0.125f};
                vcc_store(&grid[i][64L + j_vec_1], t28);
                j_vec_1 += 8L;
                vcc_v8_uint t29 = j_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (j_vec_1 >= 8L) {
                    break;
                }
                j_v_1 = t29;
            }
        }
        rows_from_first(b, cols);
        unsigned long t30 = hash_bytes((const void *)grid[0], 2592UL);
        unsigned long t31 = (unsigned long)m;
        unsigned long t32 = hash_bytes((const void *)d, t31 * 8UL);
        unsigned long t33 = t31 * 4UL;
        unsigned long t34 = hash_bytes((const void *)ai, t33);
        printf("n=%d %llx %llx %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)a, t33), (unsigned long long)t34, (unsigned long long)t32, (unsigned long long)t30);
        free((void *)a);
        free((void *)b);
        free((void *)ai);
        free((void *)bi);
        free((void *)d);
    }
}
