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
    long t1;
    long t2;
    long t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    long t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    int t20;
    float t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        t5 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        t6 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        t7 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        for (;;) {
            t8 = vcc_load(vcc_v8_float, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_float, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_float, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_float, a + (int)((long)0 + (t3 + 24L)));
            t12 = t4 + t8;
            t13 = t5 + t9;
            t14 = t6 + t10;
            t15 = t7 + t11;
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = t12 + t13;
        t18 = t17 + t14;
        t19 = t18 + t15;
        t20 = (int)((long)0 + t2);
        t21 = 0.0f + vcc_reduce(float, t19, +);
    } else {
        t20 = 0;
        t21 = 0.0f;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        for (;;) {
            t26 = vcc_load(vcc_v8_float, a + (int)((long)t20 + t24));
            t27 = t25 + t26;
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        s = t21 + vcc_reduce(float, t27, +);
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    double *d;
    float *f;
    float *g;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t2;
    long t3;
    long t4;
    double *t5;
    double *t6;
    double *t7;
    double *t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    long t17;
    int t18;
    long t19;
    long t20;
    long t21;
    double *t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    long t25;
    int i;
    double *t26;
    double t27;
    const float *t28;
    int t29;
    float t30;
    count_idx = 0;
    n_1 = 0;
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
        d = (double *)new_array(n, 8UL);
        f = (float *)new_array(n, 4UL);
        g = (float *)new_array(n, 4UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            d[fill_idx] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            f[fill_idx_1] = (float)(-50 + (int)(next_rand() % 101U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            g[fill_idx_2] = (float)(1 + (int)(next_rand() % 3U));
        }
        t2 = (long)n;
        if (t2 >= 16L) {
            t3 = t2 & -16L;
            t4 = 0L;
            for (;;) {
                t5 = d + (int)((long)0 + t4);
                t6 = d + (int)((long)0 + (t4 + 4L));
                t7 = d + (int)((long)0 + (t4 + 8L));
                t8 = d + (int)((long)0 + (t4 + 12L));
                t9 = vcc_load(vcc_v4_double, t5);
                t10 = vcc_load(vcc_v4_double, t6);
                t11 = vcc_load(vcc_v4_double, t7);
                t12 = vcc_load(vcc_v4_double, t8);
                t13 = t9 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                t14 = t10 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                t15 = t11 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                t16 = t12 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t5, t13);
                vcc_store(t6, t14);
                vcc_store(t7, t15);
                vcc_store(t8, t16);
                t17 = t4 + 16L;
                if (t17 >= t3) {
                    break;
                }
                t4 = t17;
            }
            t18 = (int)((long)0 + t3);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 4L) {
            t20 = t19 & -4L;
            t21 = 0L;
            for (;;) {
                t22 = d + (int)((long)t18 + t21);
                t23 = vcc_load(vcc_v4_double, t22);
                t24 = t23 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t22, t24);
                t25 = t21 + 4L;
                if (t25 >= t20) {
                    break;
                }
                t21 = t25;
            }
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            t26 = d + i;
            *t26 = *t26 * 0.37;
        }
        t27 = (double)sum_pragma(n, f);
        t28 = g;
        if (n > 100) {
            t29 = 100;
        } else {
            t29 = n;
        }
        t30 = prod_f32(t29, t28);
        printf("n=%d dsum=%a prod=%a pragma=%a\n", n, sum_f64(n, d), (double)t30, t27);
        free((void *)d);
        free((void *)f);
        free((void *)g);
    }
}
