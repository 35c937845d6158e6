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
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t3);
            vcc_v8_float t4 = x_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t_v = t4 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t5 = t_v * t_v;
            vcc_v8_float t6 = t5 + t_v;
            vcc_store(y + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t7);
            vcc_v8_float t8 = x_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t_v_1 = t8 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t9 = t_v_1 * t_v_1;
            vcc_v8_float t10 = t9 + t_v_1;
            vcc_store(y + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t11);
            vcc_v8_float t12 = x_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t_v_2 = t12 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t13 = t_v_2 * t_v_2;
            vcc_v8_float t14 = t13 + t_v_2;
            vcc_store(y + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t15);
            vcc_v8_float t16 = x_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t_v_3 = t16 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t17 = t_v_3 * t_v_3;
            vcc_v8_float t18 = t17 + t_v_3;
            vcc_store(y + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t22);
            vcc_v8_float t23 = x_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t_v_4 = t23 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t24 = t_v_4 * t_v_4;
            vcc_v8_float t25 = t24 + t_v_4;
            vcc_store(y + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t = x[t26] * 0.5f - 1.0f;
        y[t26] = t * t + t;
    }
}

float dot_private(int n, const float *restrict x, const float *restrict z) {
    float s;
    int t14;
    float t15;
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
            long t3 = (long)(int)i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t3);
            vcc_v8_float z_v = vcc_load(vcc_v8_float, z + t3);
            vcc_v8_float t_v = x_v - z_v;
            vcc_v8_float t4 = t_v * t_v;
            s_v = s_v + t4;
            long t5 = (long)(int)(i_vec + 8L);
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t5);
            vcc_v8_float z_v_1 = vcc_load(vcc_v8_float, z + t5);
            vcc_v8_float t_v_1 = x_v_1 - z_v_1;
            vcc_v8_float t6 = t_v_1 * t_v_1;
            s_v_1 = s_v_1 + t6;
            long t7 = (long)(int)(i_vec + 16L);
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t7);
            vcc_v8_float z_v_2 = vcc_load(vcc_v8_float, z + t7);
            vcc_v8_float t_v_2 = x_v_2 - z_v_2;
            vcc_v8_float t8 = t_v_2 * t_v_2;
            s_v_2 = s_v_2 + t8;
            long t9 = (long)(int)(i_vec + 24L);
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t9);
            vcc_v8_float z_v_3 = vcc_load(vcc_v8_float, z + t9);
            vcc_v8_float t_v_3 = x_v_3 - z_v_3;
            vcc_v8_float t10 = t_v_3 * t_v_3;
            s_v_3 = s_v_3 + t10;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_float t11 = s_v + s_v_1;
        vcc_v8_float t12 = t11 + s_v_2;
        vcc_v8_float t13 = t12 + s_v_3;
        t14 = (int)t2;
        t15 = 0.0f + vcc_reduce(float, t13, +);
    } else {
        t14 = 0;
        t15 = 0.0f;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_float s_v_4 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        do {
            long t18 = (long)(int)((long)t14 + i_vec_1);
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t18);
            vcc_v8_float z_v_4 = vcc_load(vcc_v8_float, z + t18);
            vcc_v8_float t_v_4 = x_v_4 - z_v_4;
            vcc_v8_float t19 = t_v_4 * t_v_4;
            s_v_4 = s_v_4 + t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = t15 + vcc_reduce(float, s_v_4, +);
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        float t = x[t20] - z[t20];
        s += t * t;
    }
    return s;
}

void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int lo_v = (vcc_v8_int){lo, lo, lo, lo, lo, lo, lo, lo};
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:38 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + t3);
            vcc_v8_int t_v = vcc_max(vcc_v8_int, lo_v, x_v);
            vcc_v8_int t4 = t_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t5);
            vcc_v8_int t_v_1 = vcc_max(vcc_v8_int, lo_v, x_v_1);
            vcc_v8_int t6 = t_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t5, t6);
            long t7 = (long)(int)(i_vec + 16L);
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t7);
            vcc_v8_int t_v_2 = vcc_max(vcc_v8_int, lo_v, x_v_2);
            vcc_v8_int t8 = t_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t7, t8);
            long t9 = (long)(int)(i_vec + 24L);
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, x + t9);
            vcc_v8_int t_v_3 = vcc_max(vcc_v8_int, lo_v, x_v_3);
            vcc_v8_int t10 = t_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        vcc_v8_int lo_v_1 = (vcc_v8_int){lo, lo, lo, lo, lo, lo, lo, lo};
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, x + t14);
            vcc_v8_int t_v_4 = vcc_max(vcc_v8_int, lo_v_1, x_v_4);
            vcc_v8_int t15 = t_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(y + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int t = x[t16];
        if (t < lo) {
            t = lo;
        }
        y[t16] = t * 3;
    }
}

void pairs_private(int n, int *restrict y, const int *restrict x) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:50 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + t3);
            vcc_v8_int tmp_v = x_v + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int tmp_v_1 = x_v - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t4 = tmp_v * tmp_v_1;
            vcc_store(y + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t5);
            vcc_v8_int tmp_v_2 = x_v_1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int tmp_v_3 = x_v_1 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t6 = tmp_v_2 * tmp_v_3;
            vcc_store(y + t5, t6);
            long t7 = (long)(int)(i_vec + 16L);
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t7);
            vcc_v8_int tmp_v_4 = x_v_2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int tmp_v_5 = x_v_2 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t8 = tmp_v_4 * tmp_v_5;
            vcc_store(y + t7, t8);
            long t9 = (long)(int)(i_vec + 24L);
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, x + t9);
            vcc_v8_int tmp_v_6 = x_v_3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int tmp_v_7 = x_v_3 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t10 = tmp_v_6 * tmp_v_7;
            vcc_store(y + t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, x + t14);
            vcc_v8_int tmp_v_8 = x_v_4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int tmp_v_9 = x_v_4 - (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t15 = tmp_v_8 * tmp_v_9;
            vcc_store(y + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int t17 = x[t16];
        y[t16] = (t17 + 1) * (t17 - 1);
    }
}

void select_private(int n, float *restrict y, const float *restrict x) {
    int t15;
    int i;
    float w_1;
    float w_2;
    float t27;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:60 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t3);
            vcc_v8_float w_v = x_v * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_m8 t4 = (vcc_m8)(x_v > (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f});
            vcc_v8_float w_v_1 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} - x_v;
            vcc_v8_float w_v_2 = w_v - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_3 = x_v - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float w_v_4 = w_v + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, w_v_4, w_v_2);
            vcc_v8_float w_v_6 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, w_v_3, w_v_1);
            vcc_m8 t5 = (vcc_m8)(x_v > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t6 = w_v_5 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t7 = w_v_6 * w_v_5;
            vcc_v8_float t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t7, t6);
            vcc_store(y + t3, t8);
            long t9 = (long)(int)(i_vec + 8L);
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t9);
            vcc_v8_float w_v_7 = x_v_1 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_m8 t10 = (vcc_m8)(x_v_1 > (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f});
            vcc_v8_float w_v_8 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} - x_v_1;
            vcc_v8_float w_v_9 = w_v_7 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_10 = x_v_1 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float w_v_11 = w_v_7 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_12 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, w_v_11, w_v_9);
            vcc_v8_float w_v_13 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, w_v_10, w_v_8);
            vcc_m8 t11 = (vcc_m8)(x_v_1 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t12 = w_v_12 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t13 = w_v_13 * w_v_12;
            vcc_v8_float t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t13, t12);
            vcc_store(y + t9, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t18);
            vcc_v8_float w_v_14 = x_v_2 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_m8 t19 = (vcc_m8)(x_v_2 > (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f});
            vcc_v8_float w_v_15 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f} - x_v_2;
            vcc_v8_float w_v_16 = w_v_14 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_17 = x_v_2 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float w_v_18 = w_v_14 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float w_v_19 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, w_v_18, w_v_16);
            vcc_v8_float w_v_20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, w_v_17, w_v_15);
            vcc_m8 t20 = (vcc_m8)(x_v_2 > (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_float t21 = w_v_19 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t22 = w_v_20 * w_v_19;
            vcc_v8_float t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t22, t21);
            vcc_store(y + t18, t23);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        float t25 = x[t24];
        float w = t25 * 0.25f;
        if (t25 > 2.0f) {
            w_1 = w + 1.5f;
            w_2 = t25 - 2.0f;
        } else {
            w_1 = w - 1.5f;
            w_2 = 2.0f - t25;
        }
        float *t26 = y + t24;
        if (t25 > 0.0f) {
            t27 = w_2 * w_1;
        } else {
            t27 = w_1 + 1.5f;
        }
        *t26 = t27;
    }
}

void body_array(int n, int *restrict y, const int *restrict x) {
    int t23;
    int i;
    int c_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_int c_v = vcc_load(vcc_v8_int, x + t3);
            vcc_v8_int t4 = c_v & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t5 = (vcc_m8)(t4 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int c_v_1 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t6 = c_v * c_v_1;
            vcc_v8_int t7 = t6 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t3, t7);
            long t8 = (long)(int)(i_vec + 8L);
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, x + t8);
            vcc_v8_int t9 = c_v_2 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t10 = (vcc_m8)(t9 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int c_v_3 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t11 = c_v_2 * c_v_3;
            vcc_v8_int t12 = t11 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t8, t12);
            long t13 = (long)(int)(i_vec + 16L);
            vcc_v8_int c_v_4 = vcc_load(vcc_v8_int, x + t13);
            vcc_v8_int t14 = c_v_4 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t15 = (vcc_m8)(t14 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int c_v_5 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t16 = c_v_4 * c_v_5;
            vcc_v8_int t17 = t16 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t13, t17);
            long t18 = (long)(int)(i_vec + 24L);
            vcc_v8_int c_v_6 = vcc_load(vcc_v8_int, x + t18);
            vcc_v8_int t19 = c_v_6 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t20 = (vcc_m8)(t19 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int c_v_7 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t21 = c_v_6 * c_v_7;
            vcc_v8_int t22 = t21 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t18, t22);
            i_vec += 32L;
        } while (i_vec < t2);
        t23 = (int)t2;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + i_vec_1);
            vcc_v8_int c_v_8 = vcc_load(vcc_v8_int, x + t26);
            vcc_v8_int t27 = c_v_8 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t28 = (vcc_m8)(t27 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int c_v_9 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t29 = c_v_8 * c_v_9;
            vcc_v8_int t30 = t29 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_store(y + t26, t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int c = x[t31];
        if (c & 1) {
            c_1 = 5;
        } else {
            c_1 = 1;
        }
        y[t31] = c * c_1 + 2;
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
