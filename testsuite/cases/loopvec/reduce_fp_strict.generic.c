/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

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
    int t17;
    float t18;
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
            vcc_v8_float t10 = vcc_load(vcc_v8_float, a + (int)t1);
            t2 = t2 + t10;
            vcc_v8_float t11 = vcc_load(vcc_v8_float, a + (int)(t1 + 8L));
            t3 = t3 + t11;
            vcc_v8_float t12 = vcc_load(vcc_v8_float, a + (int)(t1 + 16L));
            t4 = t4 + t12;
            vcc_v8_float t13 = vcc_load(vcc_v8_float, a + (int)(t1 + 24L));
            t5 = t5 + t13;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_float t14 = t2 + t3;
        vcc_v8_float t15 = t14 + t4;
        vcc_v8_float t16 = t15 + t5;
        t17 = (int)t9;
        t18 = 0.0f + vcc_reduce(float, t16, +);
    } else {
        t17 = 0;
        t18 = 0.0f;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        vcc_v8_float t7 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        do {
            vcc_v8_float t21 = vcc_load(vcc_v8_float, a + (int)((long)t17 + t6));
            t7 = t7 + t21;
            t6 += 8L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        s = t18 + vcc_reduce(float, t7, +);
    } else {
        i = t17;
        s = t18;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    int n;
    int t3;
    int t18;
    int i;
    int t27;
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
        long t4 = (long)n;
        if (t4 >= 16L) {
            long t5 = t4 & -16L;
            long t1 = 0L;
            do {
                double *t6 = d + (int)t1;
                vcc_v4_double t7 = vcc_load(vcc_v4_double, t6);
                vcc_v4_double t8 = t7 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t6, t8);
                double *t9 = d + (int)(t1 + 4L);
                vcc_v4_double t10 = vcc_load(vcc_v4_double, t9);
                vcc_v4_double t11 = t10 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t9, t11);
                double *t12 = d + (int)(t1 + 8L);
                vcc_v4_double t13 = vcc_load(vcc_v4_double, t12);
                vcc_v4_double t14 = t13 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t12, t14);
                double *t15 = d + (int)(t1 + 12L);
                vcc_v4_double t16 = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t17 = t16 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t15, t17);
                t1 += 16L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 4L) {
            long t20 = t19 & -4L;
            long t2 = 0L;
            do {
                double *t21 = d + (int)((long)t18 + t2);
                vcc_v4_double t22 = vcc_load(vcc_v4_double, t21);
                vcc_v4_double t23 = t22 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t21, t23);
                t2 += 4L;
            } while (t2 < t20);
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            double *t24 = d + i;
            *t24 = *t24 * 0.37;
        }
        double t25 = (double)sum_pragma(n, f);
        const float *t26 = g;
        if (n > 100) {
            t27 = 100;
        } else {
            t27 = n;
        }
        float t28 = prod_f32(t27, t26);
        printf("n=%d dsum=%a prod=%a pragma=%a\n", n, sum_f64(n, d), (double)t28, t25);
        free((void *)d);
        free((void *)f);
        free((void *)g);
    }
}
