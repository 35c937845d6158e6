/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 5 */
/* Run-time dependence distances (`distances.rs`): two accesses to one array whose starts
 * differ by a parameter (`a[i]` and `a[i + k]`) are vectorized behind a test that VF·UF
 * iterations at a time keep the dependence: the later access behind the earlier one, or at
 * least VF·UF elements ahead. Every k from -40 to 40 runs, the scalar loop taking those the
 * test refuses; a difference made of an outer loop's counter is bounded without a test. */
#include "harness.h"

/* An anti-dependence for k > 0, a true one for k < 0. */
void shift_add(float *a, const float *b, int k, int n) {
    int t19;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)b;
    long t6 = (long)k * -4L;
    if ((t1 >= 32L) & (((t2 + (unsigned long)((long)k * 4L + 4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)((long)k * 4L)))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t4)) & ((t6 <= 0L) | (t6 >= 128L))) {
        long t7 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:11 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `b` do not overlap, versioned on the distance from the load of `a` at 12:16 to the store to `a` at 12:9 (-4*k bytes) being <= 0 or >= 128, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + ((int)i_vec + k));
            vcc_v8_float t8 = a_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t9 = t8 + b_v;
            vcc_store(a + i_vec, t9);
            long t10 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + ((int)t10 + k));
            vcc_v8_float t11 = a_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float t12 = t11 + b_v_1;
            vcc_store(a + t10, t12);
            long t13 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + ((int)t13 + k));
            vcc_v8_float t14 = a_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t13);
            vcc_v8_float t15 = t14 + b_v_2;
            vcc_store(a + t13, t15);
            long t16 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + ((int)t16 + k));
            vcc_v8_float t17 = a_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t16);
            vcc_v8_float t18 = t17 + b_v_3;
            vcc_store(a + t16, t18);
            i_vec += 32L;
        } while (i_vec < t7);
        t19 = (int)t7;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)a;
    unsigned long t22 = (unsigned long)b;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)b;
    long t25 = (long)k * -4L;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)k * 4L + (long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)k * 4L + (long)t19 * 4L)))) & (((t23 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t19 * 4L)))) & ((t25 <= 0L) | (t25 >= 32L))) {
        long t26 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:11 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap, versioned on the distance from the load of `a` at 12:16 to the store to `a` at 12:9 (-4*k bytes) being <= 0 or >= 32, scalar epilogue */
        do {
            long t27 = (long)t19 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + ((int)t27 + k));
            vcc_v8_float t28 = a_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t27);
            vcc_v8_float t29 = t28 + b_v_4;
            vcc_store(a + t27, t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t26);
        i = (int)((long)t19 + t26);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        a[t30] = a[i + k] * 0.5f + b[t30];
    }
}

/* The store ahead of the load: a true dependence of distance k for k > 0. */
void shift_store(float *a, const float *b, float s, int k, int n) {
    int t19;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)b;
    long t6 = (long)k * 4L;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2)) & (((t4 + (unsigned long)((long)k * 4L + 4L + (t1 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)((long)k * 4L)))) & ((t6 <= 0L) | (t6 >= 128L))) {
        long t7 = t1 & -32L;
        vcc_v8_float s_v = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:17 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `b` do not overlap, versioned on the distance from the load of `a` at 18:20 to the store to `a` at 18:9 (4*k bytes) being <= 0 or >= 128, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t8 = a_v * s_v;
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t9 = t8 + b_v;
            vcc_store(a + ((int)i_vec + k), t9);
            long t10 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t10);
            vcc_v8_float t11 = a_v_1 * s_v;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float t12 = t11 + b_v_1;
            vcc_store(a + ((int)t10 + k), t12);
            long t13 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t13);
            vcc_v8_float t14 = a_v_2 * s_v;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t13);
            vcc_v8_float t15 = t14 + b_v_2;
            vcc_store(a + ((int)t13 + k), t15);
            long t16 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t16);
            vcc_v8_float t17 = a_v_3 * s_v;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t16);
            vcc_v8_float t18 = t17 + b_v_3;
            vcc_store(a + ((int)t16 + k), t18);
            i_vec += 32L;
        } while (i_vec < t7);
        t19 = (int)t7;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)a;
    unsigned long t22 = (unsigned long)b;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)b;
    long t25 = (long)k * 4L;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L)))) & (((t23 + (unsigned long)((long)k * 4L + (long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t23 + (unsigned long)((long)k * 4L + (long)t19 * 4L)))) & ((t25 <= 0L) | (t25 >= 32L))) {
        long t26 = t20 & -8L;
        vcc_v8_float s_v_1 = (vcc_v8_float){s, s, s, s, s, s, s, s};
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:17 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap, versioned on the distance from the load of `a` at 18:20 to the store to `a` at 18:9 (4*k bytes) being <= 0 or >= 32, scalar epilogue */
        do {
            long t27 = (long)t19 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t27);
            vcc_v8_float t28 = a_v_4 * s_v_1;
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t27);
            vcc_v8_float t29 = t28 + b_v_4;
            vcc_store(a + ((int)t27 + k), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t26);
        i = (int)((long)t19 + t26);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        a[i + k] = a[t30] * s + b[t30];
    }
}

/* Down the array: both accesses reversed. */
void shift_down(int *a, const int *b, int k, int n) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)a;
    unsigned long t4 = (unsigned long)b;
    unsigned long t5 = (unsigned long)a;
    unsigned long t6 = (unsigned long)b;
    long t7 = (long)k * -4L;
    if ((t2 >= 32L) & (((t3 + (unsigned long)((long)k * 4L + (long)n * 4L)) <= (t4 + (unsigned long)((long)n * 4L + -4L + (t2 - 1L) * -4L))) | ((t4 + (unsigned long)((long)n * 4L)) <= (t3 + (unsigned long)((long)k * 4L + (long)n * 4L + -4L + (t2 - 1L) * -4L)))) & (((t5 + (unsigned long)((long)n * 4L)) <= (t6 + (unsigned long)((long)n * 4L + -4L + (t2 - 1L) * -4L))) | ((t6 + (unsigned long)((long)n * 4L)) <= (t5 + (unsigned long)((long)n * 4L + -4L + (t2 - 1L) * -4L)))) & ((t7 <= -128L) | (t7 >= 0L))) {
        long t8 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_distance.c:23 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `b` do not overlap, versioned on the distance from the load of `a` at 24:16 to the store to `a` at 24:9 (-4*k bytes) being <= -128 or >= 0, vector epilogue VF 8, scalar epilogue */
        do {
            long t9 = (long)t1 + i_vec * -1L;
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + ((int)t9 + k) + -7);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, b + t9 + -7);
            vcc_v8_int t12 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t11;
            vcc_v8_int t13 = t10 + t12;
            vcc_store(a + t9 + -7, t13);
            long t14 = (long)t1 + (i_vec + 8L) * -1L;
            vcc_v8_int t15 = vcc_load(vcc_v8_int, a + ((int)t14 + k) + -7);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, b + t14 + -7);
            vcc_v8_int t17 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t16;
            vcc_v8_int t18 = t15 + t17;
            vcc_store(a + t14 + -7, t18);
            long t19 = (long)t1 + (i_vec + 16L) * -1L;
            vcc_v8_int t20 = vcc_load(vcc_v8_int, a + ((int)t19 + k) + -7);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, b + t19 + -7);
            vcc_v8_int t22 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t21;
            vcc_v8_int t23 = t20 + t22;
            vcc_store(a + t19 + -7, t23);
            long t24 = (long)t1 + (i_vec + 24L) * -1L;
            vcc_v8_int t25 = vcc_load(vcc_v8_int, a + ((int)t24 + k) + -7);
            vcc_v8_int t26 = vcc_load(vcc_v8_int, b + t24 + -7);
            vcc_v8_int t27 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t26;
            vcc_v8_int t28 = t25 + t27;
            vcc_store(a + t24 + -7, t28);
            i_vec += 32L;
        } while (i_vec < t8);
        t1 = (int)((long)t1 + t8 * -1L);
    }
    long t29 = (long)t1 + 1L;
    unsigned long t30 = (unsigned long)a;
    unsigned long t31 = (unsigned long)b;
    unsigned long t32 = (unsigned long)a;
    unsigned long t33 = (unsigned long)b;
    long t34 = (long)k * -4L;
    if ((t29 >= 8L) & (((t30 + (unsigned long)((long)k * 4L + (long)t1 * 4L + 4L)) <= (t31 + (unsigned long)((long)t1 * 4L + (t29 - 1L) * -4L))) | ((t31 + (unsigned long)((long)t1 * 4L + 4L)) <= (t30 + (unsigned long)((long)k * 4L + (long)t1 * 4L + (t29 - 1L) * -4L)))) & (((t32 + (unsigned long)((long)t1 * 4L + 4L)) <= (t33 + (unsigned long)((long)t1 * 4L + (t29 - 1L) * -4L))) | ((t33 + (unsigned long)((long)t1 * 4L + 4L)) <= (t32 + (unsigned long)((long)t1 * 4L + (t29 - 1L) * -4L)))) & ((t34 <= -32L) | (t34 >= 0L))) {
        long t35 = t29 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_distance.c:23 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `b` do not overlap, versioned on the distance from the load of `a` at 24:16 to the store to `a` at 24:9 (-4*k bytes) being <= -32 or >= 0, scalar epilogue */
        do {
            long t36 = (long)t1 + i_vec_1 * -1L;
            vcc_v8_int t37 = vcc_load(vcc_v8_int, a + ((int)t36 + k) + -7);
            vcc_v8_int t38 = vcc_load(vcc_v8_int, b + t36 + -7);
            vcc_v8_int t39 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t38;
            vcc_v8_int t40 = t37 + t39;
            vcc_store(a + t36 + -7, t40);
            i_vec_1 += 8L;
        } while (i_vec_1 < t35);
        i = (int)((long)t1 + t35 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t41 = (long)i;
        a[t41] = a[i + k] + 3 * b[t41];
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
    int t19;
    int j;
    for (int i = 1; i < 9; i++) {
        long t1 = (long)m;
        unsigned long t2 = (unsigned long)&grid;
        unsigned long t3 = (unsigned long)b;
        unsigned long t4 = (unsigned long)&grid;
        unsigned long t5 = (unsigned long)b;
        if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2)) & (((t4 + (unsigned long)((long)i * 288L + 4L + (t1 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)((long)i * 288L))))) {
            long t6 = t1 & -32L;
            vcc_v8_int i_v = (vcc_v8_int){i, i, i, i, i, i, i, i};
            vcc_v8_float t7 = __builtin_convertvector(i_v, vcc_v8_float);
            long j_vec = 0L;
            /* vcc: loop at runtime_distance.c:38 vectorized: VF 8, UF 4, run-time checks: `grid` and `b`, `grid` and `b` do not overlap, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_float grid_v = vcc_load(vcc_v8_float, &grid[0][j_vec]);
                vcc_v8_float b_v = vcc_load(vcc_v8_float, b + j_vec);
                vcc_v8_float t8 = b_v * t7;
                vcc_v8_float t9 = grid_v + t8;
                vcc_store(&grid[i][j_vec], t9);
                long t10 = j_vec + 8L;
                vcc_v8_float grid_v_1 = vcc_load(vcc_v8_float, &grid[0][t10]);
                vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t10);
                vcc_v8_float t11 = b_v_1 * t7;
                vcc_v8_float t12 = grid_v_1 + t11;
                vcc_store(&grid[i][t10], t12);
                long t13 = j_vec + 16L;
                vcc_v8_float grid_v_2 = vcc_load(vcc_v8_float, &grid[0][t13]);
                vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t13);
                vcc_v8_float t14 = b_v_2 * t7;
                vcc_v8_float t15 = grid_v_2 + t14;
                vcc_store(&grid[i][t13], t15);
                long t16 = j_vec + 24L;
                vcc_v8_float grid_v_3 = vcc_load(vcc_v8_float, &grid[0][t16]);
                vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t16);
                vcc_v8_float t17 = b_v_3 * t7;
                vcc_v8_float t18 = grid_v_3 + t17;
                vcc_store(&grid[i][t16], t18);
                j_vec += 32L;
            } while (j_vec < t6);
            t19 = (int)t6;
        } else {
            t19 = 0;
        }
        long t20 = (long)m + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)&grid;
        unsigned long t22 = (unsigned long)b;
        unsigned long t23 = (unsigned long)&grid;
        unsigned long t24 = (unsigned long)b;
        if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L)))) & (((t23 + (unsigned long)((long)i * 288L + (long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t23 + (unsigned long)((long)i * 288L + (long)t19 * 4L))))) {
            long t25 = t20 & -8L;
            vcc_v8_int i_v_1 = (vcc_v8_int){i, i, i, i, i, i, i, i};
            vcc_v8_float t26 = __builtin_convertvector(i_v_1, vcc_v8_float);
            long j_vec_1 = 0L;
            /* vcc: loop at runtime_distance.c:38 vector epilogue: VF 8, UF 1, run-time checks: `grid` and `b`, `grid` and `b` do not overlap, scalar epilogue */
            do {
                long t27 = (long)t19 + j_vec_1;
                vcc_v8_float grid_v_4 = vcc_load(vcc_v8_float, &grid[0][t27]);
                vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t27);
                vcc_v8_float t28 = b_v_4 * t26;
                vcc_v8_float t29 = grid_v_4 + t28;
                vcc_store(&grid[i][t27], t29);
                j_vec_1 += 8L;
            } while (j_vec_1 < t25);
            j = (int)((long)t19 + t25);
        } else {
            j = t19;
        }
        for (; j < m; j++) {
            long t30 = (long)j;
            grid[i][t30] = grid[0][t30] + b[t30] * (float)i;
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
