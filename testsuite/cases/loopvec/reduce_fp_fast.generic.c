/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* vcc-test: fast-math 1e-4 */
/* Float and double reductions under --fast-math: sums, a dot product, a max and a product may
   be reassociated, so results are compared with a relative tolerance of 1e-4. */
float sum_f32(int n, const float *a) {
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
    long t10;
    vcc_v8_float t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        t5 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        for (;;) {
            t6 = vcc_load(vcc_v8_float, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_float, a + (int)((long)0 + (t3 + 8L)));
            t8 = t4 + t6;
            t9 = t5 + t7;
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t8;
            t5 = t9;
        }
        t11 = t8 + t9;
        i = (int)((long)0 + t2);
        s = 0.0f + vcc_reduce(float, t11, +);
    } else {
        i = 0;
        s = 0.0f;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

double sum_f64(int n, const double *a) {
    double s;
    long t1;
    long t2;
    long t3;
    vcc_v4_double t4;
    vcc_v4_double t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    long t12;
    vcc_v4_double t13;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        t5 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        for (;;) {
            t6 = vcc_load(vcc_v4_double, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v4_double, a + (int)((long)0 + (t3 + 4L)));
            t8 = t6 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t9 = t7 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t10 = t4 + t8;
            t11 = t5 + t9;
            t12 = t3 + 8L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
            t4 = t10;
            t5 = t11;
        }
        t13 = t10 + t11;
        i = (int)((long)0 + t2);
        s = 0.0 + vcc_reduce(double, t13, +);
    } else {
        i = 0;
        s = 0.0;
    }
    for (; i < n; i++) {
        s += a[i] * 0.1;
    }
    return s;
}

float dot_f32(int n, const float *a, const float *b) {
    float s;
    long t1;
    long t2;
    long t3;
    vcc_v8_float t4;
    int t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = vcc_load(vcc_v8_float, a + t5);
            t7 = vcc_load(vcc_v8_float, b + t5);
            t8 = t6 * t7;
            t9 = t4 + t8;
            t10 = t3 + 8L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = 0.0f + vcc_reduce(float, t9, +);
    } else {
        i = 0;
        s = 0.0f;
    }
    for (; i < n; i++) {
        s += a[i] * b[i];
    }
    return s;
}

float max_f32(int n, const float *a) {
    vcc_v8_float t1;
    long t2;
    long t3;
    long t4;
    int t5;
    vcc_v8_float t6;
    vcc_m8 t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    long t10;
    int i;
    float m;
    float m_1;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = vcc_splat(vcc_v8_float, -1e30f);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = vcc_load(vcc_v8_float, a + t5);
            t7 = (vcc_m8)(t6 > t1);
            t8 = vcc_load(vcc_v8_float, a + t5);
            t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t8, t1);
            t10 = t4 + 8L;
            if (t10 >= t3) {
                break;
            }
            t4 = t10;
            t1 = t9;
        }
        i = (int)((long)0 + t3);
        m = vcc_reduce_max(float, t9);
    } else {
        i = 0;
        m = -1e30f;
    }
    for (; i < n; i++, m = m_1) {
        if (a[i] > m) {
            m_1 = a[i];
        } else {
            m_1 = m;
        }
    }
    return m;
}

double prod_f64(int n, const double *a) {
    double p;
    long t1;
    long t2;
    long t3;
    vcc_v4_double t4;
    vcc_v4_double t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    long t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        t5 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        t6 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        t7 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        for (;;) {
            t8 = vcc_load(vcc_v4_double, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v4_double, a + (int)((long)0 + (t3 + 4L)));
            t10 = vcc_load(vcc_v4_double, a + (int)((long)0 + (t3 + 8L)));
            t11 = vcc_load(vcc_v4_double, a + (int)((long)0 + (t3 + 12L)));
            t12 = t4 * t8;
            t13 = t5 * t9;
            t14 = t6 * t10;
            t15 = t7 * t11;
            t16 = t3 + 16L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = t12 * t13;
        t18 = t17 * t14;
        t19 = t18 * t15;
        i = (int)((long)0 + t2);
        p = 1.0 * vcc_reduce(double, t19, *);
    } else {
        i = 0;
        p = 1.0;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    void *t2;
    float *a;
    float *b;
    void *t3;
    double *d;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t4;
    unsigned long t5;
    unsigned long t6;
    long t7;
    long t8;
    int t9;
    int t10;
    float *t11;
    float *t12;
    vcc_v4_float t13;
    vcc_v4_float t14;
    vcc_v4_float t15;
    vcc_v4_float t16;
    double *t17;
    double *t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    long t23;
    int i;
    float *t24;
    double *t25;
    double t26;
    float t27;
    float t28;
    double t29;
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
        t2 = new_array(n, 4UL);
        a = (float *)t2;
        b = (float *)new_array(n, 4UL);
        t3 = new_array(n, 8UL);
        d = (double *)t3;
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(1 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d[fill_idx_2] = (double)(990 + (int)(next_rand() % 21U));
        }
        t4 = (long)n;
        t5 = (unsigned long)t2;
        t6 = (unsigned long)t3;
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t6 + (unsigned long)0L)) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= (t5 + (unsigned long)0L)))) {
            t7 = t4 & -8L;
            t8 = 0L;
            for (;;) {
                t9 = (int)((long)0 + t8);
                t10 = (int)((long)0 + (t8 + 4L));
                t11 = a + t9;
                t12 = a + t10;
                t13 = vcc_load(vcc_v4_float, t11);
                t14 = vcc_load(vcc_v4_float, t12);
                t15 = t13 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                t16 = t14 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t11, t15);
                vcc_store(t12, t16);
                t17 = d + t9;
                t18 = d + t10;
                t19 = vcc_load(vcc_v4_double, t17);
                t20 = vcc_load(vcc_v4_double, t18);
                t21 = t19 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                t22 = t20 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t17, t21);
                vcc_store(t18, t22);
                t23 = t8 + 8L;
                if (t23 >= t7) {
                    break;
                }
                t8 = t23;
            }
            i = (int)((long)0 + t7);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t24 = a + i;
            *t24 = *t24 * 0.01f;
            t25 = d + i;
            *t25 = *t25 * 0.001;
        }
        t26 = prod_f64(n, d);
        t27 = max_f32(n, a);
        t28 = dot_f32(n, a, b);
        t29 = sum_f64(n, d);
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)sum_f32(n, a), t29, (double)t28, (double)t27, t26);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
