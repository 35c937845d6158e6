/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* `#pragma omp simd private(t)`: `t`, declared before the loop, is a fresh variable in each
   iteration. Written before it is read in every iteration, it carries nothing from one
   iteration to the next once it is in a register, so the loop is vectorized; with a
   `reduction` clause too; and under a condition, where each iteration still sets `t` before
   reading it. A private local array whose every access has a constant index gets one scalar
   per element (`transform/private_arrays.rs`), so it vectorizes like `t`: `pairs_private`,
   `select_private` (four floats set and read under a condition), and `body_array` (declared
   in the body, so private by C's scoping, its initializer read before the body's conditional
   store). `escape_private` passes its array to a call and `outside_private` writes it before
   the loop: both stay scalar, with a remark naming the array. `carry_array` has no pragma, its
   array carries a value from one iteration to the next and is read after the loop: untouched,
   as before. */
void poly_private(int n, float *restrict y, const float *restrict x) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, x + t5);
            vcc_v8_float t7 = t6 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t8 = t7 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t9 = t8 * t8;
            vcc_v8_float t10 = t9 + t8;
            vcc_store(y + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, x + t11);
            vcc_v8_float t13 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t14 = t13 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t15 = t14 * t14;
            vcc_v8_float t16 = t15 + t14;
            vcc_store(y + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, x + t17);
            vcc_v8_float t19 = t18 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t20 = t19 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t21 = t20 * t20;
            vcc_v8_float t22 = t21 + t20;
            vcc_store(y + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, x + t23);
            vcc_v8_float t25 = t24 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t26 = t25 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t27 = t26 * t26;
            vcc_v8_float t28 = t27 + t26;
            vcc_store(y + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v8_float t33 = vcc_load(vcc_v8_float, x + t32);
            vcc_v8_float t34 = t33 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t35 = t34 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t36 = t35 * t35;
            vcc_v8_float t37 = t36 + t35;
            vcc_store(y + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        float t = x[t38] * 0.5f - 1.0f;
        y[t38] = t * t + t;
    }
}

float dot_private(int n, const float *restrict x, const float *restrict z) {
    float s;
    int t33;
    float t34;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_float t2 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float t3 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float t4 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float t5 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        do {
            long t10 = (long)(int)t1;
            vcc_v8_float t11 = vcc_load(vcc_v8_float, x + t10);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, z + t10);
            vcc_v8_float t13 = t11 - t12;
            vcc_v8_float t14 = t13 * t13;
            t2 = t2 + t14;
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, x + t15);
            vcc_v8_float t17 = vcc_load(vcc_v8_float, z + t15);
            vcc_v8_float t18 = t16 - t17;
            vcc_v8_float t19 = t18 * t18;
            t3 = t3 + t19;
            long t20 = (long)(int)(t1 + 16L);
            vcc_v8_float t21 = vcc_load(vcc_v8_float, x + t20);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, z + t20);
            vcc_v8_float t23 = t21 - t22;
            vcc_v8_float t24 = t23 * t23;
            t4 = t4 + t24;
            long t25 = (long)(int)(t1 + 24L);
            vcc_v8_float t26 = vcc_load(vcc_v8_float, x + t25);
            vcc_v8_float t27 = vcc_load(vcc_v8_float, z + t25);
            vcc_v8_float t28 = t26 - t27;
            vcc_v8_float t29 = t28 * t28;
            t5 = t5 + t29;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_float t30 = t2 + t3;
        vcc_v8_float t31 = t30 + t4;
        vcc_v8_float t32 = t31 + t5;
        t33 = (int)t9;
        t34 = 0.0f + vcc_reduce(float, t32, +);
    } else {
        t33 = 0;
        t34 = 0.0f;
    }
    long t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long t6 = 0L;
        vcc_v8_float t7 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        do {
            long t37 = (long)(int)((long)t33 + t6);
            vcc_v8_float t38 = vcc_load(vcc_v8_float, x + t37);
            vcc_v8_float t39 = vcc_load(vcc_v8_float, z + t37);
            vcc_v8_float t40 = t38 - t39;
            vcc_v8_float t41 = t40 * t40;
            t7 = t7 + t41;
            t6 += 8L;
        } while (t6 < t36);
        i = (int)((long)t33 + t36);
        s = t34 + vcc_reduce(float, t7, +);
    } else {
        i = t33;
        s = t34;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        float t = x[t42] - z[t42];
        s += t * t;
    }
    return s;
}

void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    int t22;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_int t5 = (vcc_v8_int){lo, lo, lo, lo, lo, lo, lo, lo};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, x + t6);
            vcc_v8_int t8 = vcc_max(vcc_v8_int, t5, t7);
            vcc_v8_int t9 = t8 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t6, t9);
            long t10 = (long)(int)(t1 + 8L);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, x + t10);
            vcc_v8_int t12 = vcc_max(vcc_v8_int, t5, t11);
            vcc_v8_int t13 = t12 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t10, t13);
            long t14 = (long)(int)(t1 + 16L);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, x + t14);
            vcc_v8_int t16 = vcc_max(vcc_v8_int, t5, t15);
            vcc_v8_int t17 = t16 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t14, t17);
            long t18 = (long)(int)(t1 + 24L);
            vcc_v8_int t19 = vcc_load(vcc_v8_int, x + t18);
            vcc_v8_int t20 = vcc_max(vcc_v8_int, t5, t19);
            vcc_v8_int t21 = t20 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t18, t21);
            t1 += 32L;
        } while (t1 < t4);
        t22 = (int)t4;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        vcc_v8_int t25 = (vcc_v8_int){lo, lo, lo, lo, lo, lo, lo, lo};
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t22 + t2);
            vcc_v8_int t27 = vcc_load(vcc_v8_int, x + t26);
            vcc_v8_int t28 = vcc_max(vcc_v8_int, t25, t27);
            vcc_v8_int t29 = t28 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t26, t29);
            t2 += 8L;
        } while (t2 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t = x[t30];
        if (t < lo) {
            t = lo;
        }
        y[t30] = t * 3;
    }
}

void pairs_private(int n, int *restrict y, const int *restrict x) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, x + t5);
            vcc_v8_int t7 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t8 = t6 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t9 = t7 * t8;
            vcc_store(y + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, x + t10);
            vcc_v8_int t12 = t11 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t13 = t11 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t14 = t12 * t13;
            vcc_store(y + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, x + t15);
            vcc_v8_int t17 = t16 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t18 = t16 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t19 = t17 * t18;
            vcc_store(y + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, x + t20);
            vcc_v8_int t22 = t21 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t23 = t21 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t24 = t22 * t23;
            vcc_store(y + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v8_int t29 = vcc_load(vcc_v8_int, x + t28);
            vcc_v8_int t30 = t29 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t31 = t29 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t32 = t30 * t31;
            vcc_store(y + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        int t34 = x[t33];
        y[t33] = (t34 + 1) * (t34 - 1);
    }
}

void select_private(int n, float *restrict y, const float *restrict x) {
    int t33;
    int i;
    float w_1;
    float w_2;
    float t53;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, x + t5);
            vcc_v8_float t7 = t6 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_m8 t8 = (vcc_m8)(t6 > (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f});
            vcc_v8_float t9 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} - t6;
            vcc_v8_float t10 = t7 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t11 = t6 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t12 = t7 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t12, t10);
            vcc_v8_float t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t11, t9);
            vcc_m8 t15 = (vcc_m8)(t6 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t16 = t13 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t17 = t14 * t13;
            vcc_v8_float t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t17, t16);
            vcc_store(y + t5, t18);
            long t19 = (long)(int)(t1 + 8L);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, x + t19);
            vcc_v8_float t21 = t20 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_m8 t22 = (vcc_m8)(t20 > (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f});
            vcc_v8_float t23 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} - t20;
            vcc_v8_float t24 = t21 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t25 = t20 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t26 = t21 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t26, t24);
            vcc_v8_float t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t25, t23);
            vcc_m8 t29 = (vcc_m8)(t20 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t30 = t27 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t31 = t28 * t27;
            vcc_v8_float t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t31, t30);
            vcc_store(y + t19, t32);
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
            long t36 = (long)(int)((long)t33 + t2);
            vcc_v8_float t37 = vcc_load(vcc_v8_float, x + t36);
            vcc_v8_float t38 = t37 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_m8 t39 = (vcc_m8)(t37 > (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f});
            vcc_v8_float t40 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} - t37;
            vcc_v8_float t41 = t38 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t42 = t37 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t43 = t38 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t43, t41);
            vcc_v8_float t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t42, t40);
            vcc_m8 t46 = (vcc_m8)(t37 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t47 = t44 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t48 = t45 * t44;
            vcc_v8_float t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, t48, t47);
            vcc_store(y + t36, t49);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        float t51 = x[t50];
        float w = t51 * 0.25f;
        if (t51 > 2.0f) {
            w_1 = w + 1.5f;
            w_2 = t51 - 2.0f;
        } else {
            w_1 = w - 1.5f;
            w_2 = 2.0f - t51;
        }
        float *t52 = y + t50;
        if (t51 > 0.0f) {
            t53 = w_2 * w_1;
        } else {
            t53 = w_1 + 1.5f;
        }
        *t52 = t53;
    }
}

void body_array(int n, int *restrict y, const int *restrict x) {
    int t33;
    int i;
    int c_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, x + t5);
            vcc_v8_int t7 = t6 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t8 = (vcc_m8)(t7 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t10 = t6 * t9;
            vcc_v8_int t11 = t10 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t5, t11);
            long t12 = (long)(int)(t1 + 8L);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, x + t12);
            vcc_v8_int t14 = t13 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t15 = (vcc_m8)(t14 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t17 = t13 * t16;
            vcc_v8_int t18 = t17 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t12, t18);
            long t19 = (long)(int)(t1 + 16L);
            vcc_v8_int t20 = vcc_load(vcc_v8_int, x + t19);
            vcc_v8_int t21 = t20 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t22 = (vcc_m8)(t21 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t24 = t20 * t23;
            vcc_v8_int t25 = t24 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t19, t25);
            long t26 = (long)(int)(t1 + 24L);
            vcc_v8_int t27 = vcc_load(vcc_v8_int, x + t26);
            vcc_v8_int t28 = t27 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t29 = (vcc_m8)(t28 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t31 = t27 * t30;
            vcc_v8_int t32 = t31 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t26, t32);
            t1 += 32L;
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
            long t36 = (long)(int)((long)t33 + t2);
            vcc_v8_int t37 = vcc_load(vcc_v8_int, x + t36);
            vcc_v8_int t38 = t37 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t39 = (vcc_m8)(t38 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t41 = t37 * t40;
            vcc_v8_int t42 = t41 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t36, t42);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        int c = x[t43];
        if (c & 1) {
            c_1 = 5;
        } else {
            c_1 = 1;
        }
        y[t43] = c * c_1 + 2;
    }
}

static void split2(int *p, int v) {
    p[0] = v + 1;
    p[1] = v - 1;
}

void escape_private(int n, int *restrict y, const int *restrict x) {
    int tmp[2];
#pragma omp simd private(tmp)
    for (int i = 0; i < n; i++) {
        split2(tmp, x[i]);
        y[i] = tmp[0] * tmp[1];
    }
}

void outside_private(int n, int *restrict y, const int *restrict x) {
    int tmp[2];
    tmp[1] = 0;
#pragma omp simd private(tmp)
    for (int i = 0; i < n; i++) {
        tmp[0] = x[i] + 1;
        tmp[1] = x[i] - 1;
        y[i] = tmp[0] * tmp[1];
    }
}

int carry_array(int n, int *restrict y, const int *restrict x) {
    int last[2] = {0, 7};
    for (int i = 0; i < n; i++) {
        y[i] = x[i] + last[0] * last[1];
        last[0] = x[i];
    }
    return last[0];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *z = new_array(n, 4), *y = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yp = new_array(n, 4);
        float *ys = new_array(n, 4);
        int *yb = new_array(n, 4), *ye = new_array(n, 4), *yo = new_array(n, 4), *yc = new_array(n, 4);
        FILL(x, n, -20, 41);
        FILL(z, n, -3, 7);
        FILL(xi, n, -100, 201);
        poly_private(n, y, x);
        clamp_private(n, yi, xi, -7);
        pairs_private(n, yp, xi);
        printf("n=%d poly=%llx dot=%a clamp=%llx pairs=%llx\n", n, HASH(y, n), dot_private(n, x, z), HASH(yi, n), HASH(yp, n));
        select_private(n, ys, x);
        body_array(n, yb, xi);
        escape_private(n, ye, xi);
        outside_private(n, yo, xi);
        int carried = carry_array(n, yc, xi);
        printf("  select=%llx body=%llx escape=%llx outside=%llx carry=%llx last=%d\n", HASH(ys, n), HASH(yb, n), HASH(ye, n), HASH(yo, n), HASH(yc, n), carried);
        free(ys), free(yb), free(ye), free(yo), free(yc);
        free(x), free(z), free(y), free(xi), free(yi), free(yp);
    }
    return 0;
}
