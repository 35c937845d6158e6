/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Float reductions without --fast-math: the plain double sum and float product are not
   vectorized (the remark says why); the loop with `#pragma omp simd reduction(+:s)` allows
   reassociation, and its data are small integers, so every order gives the same sum. */
double sum_f64(int n, const double *a) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

float prod_f32(int n, const float *a) {
    float p = 1;
    for (int i = 0; i < n; i++)
        p *= a[i];
    return p;
}

float sum_pragma(int n, const float *a) {
    float s;
    int t6;
    float t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_float s_v = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float s_v_1 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float s_v_2 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        vcc_v8_float s_v_3 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        /* vcc: loop at reduce_fp_strict.c:24 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            s_v = s_v + a_v;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + (i_vec + 8L));
            s_v_1 = s_v_1 + a_v_1;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + (i_vec + 16L));
            s_v_2 = s_v_2 + a_v_2;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + (i_vec + 24L));
            s_v_3 = s_v_3 + a_v_3;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_float t3 = s_v + s_v_1;
        vcc_v8_float t4 = t3 + s_v_2;
        vcc_v8_float t5 = t4 + s_v_3;
        t6 = (int)t2;
        t7 = 0.0f + vcc_reduce(float, t5, +);
    } else {
        t6 = 0;
        t7 = 0.0f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_float s_v_4 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        /* vcc: loop at reduce_fp_strict.c:24 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + ((long)t6 + i_vec_1));
            s_v_4 = s_v_4 + a_v_4;
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = t7 + vcc_reduce(float, s_v_4, +);
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int t20;
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
        double *d = (double *)new_array(n, 8UL);
        float *f = (float *)new_array(n, 4UL);
        float *g = (float *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            d[fill_idx] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            f[fill_idx_1] = (float)(-50 + (int)(next_rand() % 101U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            g[fill_idx_2] = (float)(1 + (int)(next_rand() % 3U));
        }
        long t2 = (long)n;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at reduce_fp_strict.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                double *t4 = d + i_vec;
                vcc_v4_double d_v = vcc_load(vcc_v4_double, t4);
                vcc_v4_double t5 = d_v * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t4, t5);
                double *t6 = d + (i_vec + 4L);
                vcc_v4_double d_v_1 = vcc_load(vcc_v4_double, t6);
                vcc_v4_double t7 = d_v_1 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t6, t7);
                double *t8 = d + (i_vec + 8L);
                vcc_v4_double d_v_2 = vcc_load(vcc_v4_double, t8);
                vcc_v4_double t9 = d_v_2 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t8, t9);
                double *t10 = d + (i_vec + 12L);
                vcc_v4_double d_v_3 = vcc_load(vcc_v4_double, t10);
                vcc_v4_double t11 = d_v_3 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t10, t11);
                i_vec += 16L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 4L) {
            long t14 = t13 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduce_fp_strict.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                double *t15 = d + ((long)t12 + i_vec_1);
                vcc_v4_double d_v_4 = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t16 = d_v_4 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t15, t16);
                i_vec_1 += 4L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            double *t17 = d + i;
            *t17 = *t17 * 0.37;
        }
        double t18 = (double)sum_pragma(n, f);
        const float *t19 = g;
        if (n > 100) {
            t20 = 100;
        } else {
            t20 = n;
        }
        float t21 = prod_f32(t20, t19);
        printf("n=%d dsum=%a prod=%a pragma=%a\n", n, sum_f64(n, d), (double)t21, t18);
        free((void *)d);
        free((void *)f);
        free((void *)g);
    }
}
