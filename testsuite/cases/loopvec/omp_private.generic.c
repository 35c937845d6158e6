/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
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
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float t3 = x_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t_v = t3 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t4 = t_v * t_v;
            vcc_v8_float t5 = t4 + t_v;
            vcc_store(y + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t6);
            vcc_v8_float t7 = x_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t_v_1 = t7 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t8 = t_v_1 * t_v_1;
            vcc_v8_float t9 = t8 + t_v_1;
            vcc_store(y + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t10);
            vcc_v8_float t11 = x_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t_v_2 = t11 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t12 = t_v_2 * t_v_2;
            vcc_v8_float t13 = t12 + t_v_2;
            vcc_store(y + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t14);
            vcc_v8_float t15 = x_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t_v_3 = t15 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t16 = t_v_3 * t_v_3;
            vcc_v8_float t17 = t16 + t_v_3;
            vcc_store(y + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t21);
            vcc_v8_float t22 = x_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t_v_4 = t22 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t23 = t_v_4 * t_v_4;
            vcc_v8_float t24 = t23 + t_v_4;
            vcc_store(y + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t = x[t25] * 0.5f - 1.0f;
        y[t25] = t * t + t;
    }
}

float dot_private(int n, const float *restrict x, const float *restrict z) {
    float s;
    int t13;
    float t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_float s_v = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float s_v_1 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float s_v_2 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float s_v_3 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        /* vcc: loop at omp_private.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float z_v = vcc_load(vcc_v8_float, z + i_vec);
            vcc_v8_float t_v = x_v - z_v;
            vcc_v8_float t3 = t_v * t_v;
            s_v = s_v + t3;
            long t4 = i_vec + 8L;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t4);
            vcc_v8_float z_v_1 = vcc_load(vcc_v8_float, z + t4);
            vcc_v8_float t_v_1 = x_v_1 - z_v_1;
            vcc_v8_float t5 = t_v_1 * t_v_1;
            s_v_1 = s_v_1 + t5;
            long t6 = i_vec + 16L;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t6);
            vcc_v8_float z_v_2 = vcc_load(vcc_v8_float, z + t6);
            vcc_v8_float t_v_2 = x_v_2 - z_v_2;
            vcc_v8_float t7 = t_v_2 * t_v_2;
            s_v_2 = s_v_2 + t7;
            long t8 = i_vec + 24L;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t8);
            vcc_v8_float z_v_3 = vcc_load(vcc_v8_float, z + t8);
            vcc_v8_float t_v_3 = x_v_3 - z_v_3;
            vcc_v8_float t9 = t_v_3 * t_v_3;
            s_v_3 = s_v_3 + t9;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_float t10 = s_v + s_v_1;
        vcc_v8_float t11 = t10 + s_v_2;
        vcc_v8_float t12 = t11 + s_v_3;
        t13 = (int)t2;
        t14 = 0.0f + vcc_reduce(float, t12, +);
    } else {
        t13 = 0;
        t14 = 0.0f;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_float s_v_4 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        /* vcc: loop at omp_private.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t17);
            vcc_v8_float z_v_4 = vcc_load(vcc_v8_float, z + t17);
            vcc_v8_float t_v_4 = x_v_4 - z_v_4;
            vcc_v8_float t18 = t_v_4 * t_v_4;
            s_v_4 = s_v_4 + t18;
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vcc_reduce(float, s_v_4, +);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float t = x[t19] - z[t19];
        s += t * t;
    }
    return s;
}

void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int lo_v = (vcc_v8_int){lo, lo, lo, lo, lo, lo, lo, lo};
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:38 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t_v = vcc_max(vcc_v8_int, lo_v, x_v);
            vcc_v8_int t3 = t_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t4);
            vcc_v8_int t_v_1 = vcc_max(vcc_v8_int, lo_v, x_v_1);
            vcc_v8_int t5 = t_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t4, t5);
            long t6 = i_vec + 16L;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t6);
            vcc_v8_int t_v_2 = vcc_max(vcc_v8_int, lo_v, x_v_2);
            vcc_v8_int t7 = t_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t6, t7);
            long t8 = i_vec + 24L;
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, x + t8);
            vcc_v8_int t_v_3 = vcc_max(vcc_v8_int, lo_v, x_v_3);
            vcc_v8_int t9 = t_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        vcc_v8_int lo_v_1 = (vcc_v8_int){lo, lo, lo, lo, lo, lo, lo, lo};
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, x + t13);
            vcc_v8_int t_v_4 = vcc_max(vcc_v8_int, lo_v_1, x_v_4);
            vcc_v8_int t14 = t_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t = x[t15];
        if (t < lo) {
            t = lo;
        }
        y[t15] = t * 3;
    }
}

void pairs_private(int n, int *restrict y, const int *restrict x) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:50 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int tmp_v = x_v + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int tmp_v_1 = x_v - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t3 = tmp_v * tmp_v_1;
            vcc_store(y + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t4);
            vcc_v8_int tmp_v_2 = x_v_1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int tmp_v_3 = x_v_1 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t5 = tmp_v_2 * tmp_v_3;
            vcc_store(y + t4, t5);
            long t6 = i_vec + 16L;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t6);
            vcc_v8_int tmp_v_4 = x_v_2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int tmp_v_5 = x_v_2 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t7 = tmp_v_4 * tmp_v_5;
            vcc_store(y + t6, t7);
            long t8 = i_vec + 24L;
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, x + t8);
            vcc_v8_int tmp_v_6 = x_v_3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int tmp_v_7 = x_v_3 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t9 = tmp_v_6 * tmp_v_7;
            vcc_store(y + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:50 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, x + t13);
            vcc_v8_int tmp_v_8 = x_v_4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int tmp_v_9 = x_v_4 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t14 = tmp_v_8 * tmp_v_9;
            vcc_store(y + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = x[t15];
        y[t15] = (t16 + 1) * (t16 - 1);
    }
}

void select_private(int n, float *restrict y, const float *restrict x) {
    int t14;
    int i;
    float w_1;
    float w_2;
    float t26;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:60 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float w_v = x_v * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_m8 t3 = (vcc_m8)(x_v > (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f});
            vcc_v8_float w_v_1 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} - x_v;
            vcc_v8_float w_v_2 = w_v - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_3 = x_v - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float w_v_4 = w_v + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_5 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, w_v_4, w_v_2);
            vcc_v8_float w_v_6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, w_v_3, w_v_1);
            vcc_m8 t4 = (vcc_m8)(x_v > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t5 = w_v_5 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t6 = w_v_6 * w_v_5;
            vcc_v8_float t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t6, t5);
            vcc_store(y + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t8);
            vcc_v8_float w_v_7 = x_v_1 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_m8 t9 = (vcc_m8)(x_v_1 > (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f});
            vcc_v8_float w_v_8 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} - x_v_1;
            vcc_v8_float w_v_9 = w_v_7 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_10 = x_v_1 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float w_v_11 = w_v_7 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_12 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, w_v_11, w_v_9);
            vcc_v8_float w_v_13 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, w_v_10, w_v_8);
            vcc_m8 t10 = (vcc_m8)(x_v_1 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t11 = w_v_12 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t12 = w_v_13 * w_v_12;
            vcc_v8_float t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t12, t11);
            vcc_store(y + t8, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t17);
            vcc_v8_float w_v_14 = x_v_2 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_m8 t18 = (vcc_m8)(x_v_2 > (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f});
            vcc_v8_float w_v_15 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} - x_v_2;
            vcc_v8_float w_v_16 = w_v_14 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_17 = x_v_2 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float w_v_18 = w_v_14 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_19 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, w_v_18, w_v_16);
            vcc_v8_float w_v_20 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, w_v_17, w_v_15);
            vcc_m8 t19 = (vcc_m8)(x_v_2 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t20 = w_v_19 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t21 = w_v_20 * w_v_19;
            vcc_v8_float t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t21, t20);
            vcc_store(y + t17, t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = x[t23];
        float w = t24 * 0.25f;
        if (t24 > 2.0f) {
            w_1 = w + 1.5f;
            w_2 = t24 - 2.0f;
        } else {
            w_1 = w - 1.5f;
            w_2 = 2.0f - t24;
        }
        float *t25 = y + t23;
        if (t24 > 0.0f) {
            t26 = w_2 * w_1;
        } else {
            t26 = w_1 + 1.5f;
        }
        *t25 = t26;
    }
}

void body_array(int n, int *restrict y, const int *restrict x) {
    int t22;
    int i;
    int c_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int c_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t3 = c_v & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t4 = (vcc_m8)(t3 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int c_v_1 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t5 = c_v * c_v_1;
            vcc_v8_int t6 = t5 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + i_vec, t6);
            long t7 = i_vec + 8L;
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, x + t7);
            vcc_v8_int t8 = c_v_2 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t9 = (vcc_m8)(t8 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int c_v_3 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t10 = c_v_2 * c_v_3;
            vcc_v8_int t11 = t10 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t7, t11);
            long t12 = i_vec + 16L;
            vcc_v8_int c_v_4 = vcc_load(vcc_v8_int, x + t12);
            vcc_v8_int t13 = c_v_4 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t14 = (vcc_m8)(t13 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int c_v_5 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t15 = c_v_4 * c_v_5;
            vcc_v8_int t16 = t15 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t12, t16);
            long t17 = i_vec + 24L;
            vcc_v8_int c_v_6 = vcc_load(vcc_v8_int, x + t17);
            vcc_v8_int t18 = c_v_6 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t19 = (vcc_m8)(t18 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int c_v_7 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t20 = c_v_6 * c_v_7;
            vcc_v8_int t21 = t20 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t17, t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:75 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_int c_v_8 = vcc_load(vcc_v8_int, x + t25);
            vcc_v8_int t26 = c_v_8 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t27 = (vcc_m8)(t26 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int c_v_9 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t28 = c_v_8 * c_v_9;
            vcc_v8_int t29 = t28 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t25, t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int c = x[t30];
        if (c & 1) {
            c_1 = 5;
        } else {
            c_1 = 1;
        }
        y[t30] = c * c_1 + 2;
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
