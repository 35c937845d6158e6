/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
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
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    long t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    int t24;
    double t25;
    long t26;
    long t27;
    long t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    long t33;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        t5 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        t6 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        t7 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        for (;;) {
            t8 = vcc_load(vcc_v4_double, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v4_double, a + (int)((long)0 + (t3 + 4L)));
            t10 = vcc_load(vcc_v4_double, a + (int)((long)0 + (t3 + 8L)));
            t11 = vcc_load(vcc_v4_double, a + (int)((long)0 + (t3 + 12L)));
            t12 = t8 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t13 = t9 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t14 = t10 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t15 = t11 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t16 = t4 + t12;
            t17 = t5 + t13;
            t18 = t6 + t14;
            t19 = t7 + t15;
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t16;
            t5 = t17;
            t6 = t18;
            t7 = t19;
        }
        t21 = t16 + t17;
        t22 = t21 + t18;
        t23 = t22 + t19;
        t24 = (int)((long)0 + t2);
        t25 = 0.0 + vcc_reduce(double, t23, +);
    } else {
        t24 = 0;
        t25 = 0.0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t28 = 0L;
        t29 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        for (;;) {
            t30 = vcc_load(vcc_v4_double, a + (int)((long)t24 + t28));
            t31 = t30 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t32 = t29 + t31;
            t33 = t28 + 4L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        s = t25 + vcc_reduce(double, t32, +);
    } else {
        i = t24;
        s = t25;
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
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    long t8;
    long t9;
    long t10;
    long t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    long t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    int t32;
    float t33;
    long t34;
    long t35;
    long t36;
    vcc_v8_float t37;
    long t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    long t43;
    int i;
    long t44;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        t5 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        t6 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        t7 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        for (;;) {
            t8 = (long)(int)((long)0 + t3);
            t9 = (long)(int)((long)0 + (t3 + 8L));
            t10 = (long)(int)((long)0 + (t3 + 16L));
            t11 = (long)(int)((long)0 + (t3 + 24L));
            t12 = vcc_load(vcc_v8_float, a + t8);
            t13 = vcc_load(vcc_v8_float, a + t9);
            t14 = vcc_load(vcc_v8_float, a + t10);
            t15 = vcc_load(vcc_v8_float, a + t11);
            t16 = vcc_load(vcc_v8_float, b + t8);
            t17 = vcc_load(vcc_v8_float, b + t9);
            t18 = vcc_load(vcc_v8_float, b + t10);
            t19 = vcc_load(vcc_v8_float, b + t11);
            t20 = t12 * t16;
            t21 = t13 * t17;
            t22 = t14 * t18;
            t23 = t15 * t19;
            t24 = t4 + t20;
            t25 = t5 + t21;
            t26 = t6 + t22;
            t27 = t7 + t23;
            t28 = t3 + 32L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
            t4 = t24;
            t5 = t25;
            t6 = t26;
            t7 = t27;
        }
        t29 = t24 + t25;
        t30 = t29 + t26;
        t31 = t30 + t27;
        t32 = (int)((long)0 + t2);
        t33 = 0.0f + vcc_reduce(float, t31, +);
    } else {
        t32 = 0;
        t33 = 0.0f;
    }
    t34 = (long)n + (long)t32 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t36 = 0L;
        t37 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        for (;;) {
            t38 = (long)(int)((long)t32 + t36);
            t39 = vcc_load(vcc_v8_float, a + t38);
            t40 = vcc_load(vcc_v8_float, b + t38);
            t41 = t39 * t40;
            t42 = t37 + t41;
            t43 = t36 + 8L;
            if (t43 >= t35) {
                break;
            }
            t36 = t43;
            t37 = t42;
        }
        i = (int)((long)t32 + t35);
        s = t33 + vcc_reduce(float, t42, +);
    } else {
        i = t32;
        s = t33;
    }
    for (; i < n; i++) {
        t44 = (long)i;
        s += a[t44] * b[t44];
    }
    return s;
}

float max_f32(int n, const float *a) {
    vcc_v8_float t1;
    long t2;
    long t3;
    vcc_v8_float t4;
    long t5;
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
    vcc_v8_float t16;
    vcc_v8_float t17;
    long t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    int t22;
    float t23;
    long t24;
    long t25;
    long t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    long t29;
    int i;
    float m;
    float t30;
    float m_1;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t4 = vcc_splat(vcc_v8_float, -1e30f);
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = vcc_load(vcc_v8_float, a + (int)((long)0 + t5));
            t11 = vcc_load(vcc_v8_float, a + (int)((long)0 + (t5 + 8L)));
            t12 = vcc_load(vcc_v8_float, a + (int)((long)0 + (t5 + 16L)));
            t13 = vcc_load(vcc_v8_float, a + (int)((long)0 + (t5 + 24L)));
            t14 = vcc_max(vcc_v8_int, t10, t6);
            t15 = vcc_max(vcc_v8_int, t11, t7);
            t16 = vcc_max(vcc_v8_int, t12, t8);
            t17 = vcc_max(vcc_v8_int, t13, t9);
            t18 = t5 + 32L;
            if (t18 >= t3) {
                break;
            }
            t5 = t18;
            t6 = t14;
            t7 = t15;
            t8 = t16;
            t9 = t17;
        }
        t19 = vcc_max(vcc_v8_int, t14, t15);
        t20 = vcc_max(vcc_v8_int, t19, t16);
        t21 = vcc_max(vcc_v8_int, t20, t17);
        t22 = (int)((long)0 + t3);
        t23 = vcc_reduce_max(float, t21);
    } else {
        t22 = 0;
        t23 = -1e30f;
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = (vcc_v8_float){t23, t23, t23, t23, t23, t23, t23, t23};
        t26 = 0L;
        for (;;) {
            t27 = vcc_load(vcc_v8_float, a + (int)((long)t22 + t26));
            t28 = vcc_max(vcc_v8_int, t27, t1);
            t29 = t26 + 8L;
            if (t29 >= t25) {
                break;
            }
            t26 = t29;
            t1 = t28;
        }
        i = (int)((long)t22 + t25);
        m = vcc_reduce_max(float, t28);
    } else {
        i = t22;
        m = t23;
    }
    for (; i < n; i++, m = m_1) {
        t30 = a[i];
        if (t30 > m) {
            m_1 = t30;
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
    int t20;
    double t21;
    long t22;
    long t23;
    long t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    long t28;
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
        t20 = (int)((long)0 + t2);
        t21 = 1.0 * vcc_reduce(double, t19, *);
    } else {
        t20 = 0;
        t21 = 1.0;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        t25 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        for (;;) {
            t26 = vcc_load(vcc_v4_double, a + (int)((long)t20 + t24));
            t27 = t25 * t26;
            t28 = t24 + 4L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        p = t21 * vcc_reduce(double, t27, *);
    } else {
        i = t20;
        p = t21;
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
    long t9;
    long t10;
    long t11;
    long t12;
    float *t13;
    float *t14;
    float *t15;
    float *t16;
    vcc_v4_float t17;
    vcc_v4_float t18;
    vcc_v4_float t19;
    vcc_v4_float t20;
    vcc_v4_float t21;
    vcc_v4_float t22;
    vcc_v4_float t23;
    vcc_v4_float t24;
    double *t25;
    double *t26;
    double *t27;
    double *t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    vcc_v4_double t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    long t37;
    int t38;
    long t39;
    unsigned long t40;
    unsigned long t41;
    long t42;
    long t43;
    long t44;
    float *t45;
    vcc_v4_float t46;
    vcc_v4_float t47;
    double *t48;
    vcc_v4_double t49;
    vcc_v4_double t50;
    long t51;
    int i;
    long t52;
    float *t53;
    double *t54;
    const double *t55;
    double t56;
    const float *t57;
    float t58;
    float t59;
    double t60;
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
        if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t6 + (unsigned long)0L)) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= (t5 + (unsigned long)0L)))) {
            t7 = t4 & -16L;
            t8 = 0L;
            for (;;) {
                t9 = (long)(int)((long)0 + t8);
                t10 = (long)(int)((long)0 + (t8 + 4L));
                t11 = (long)(int)((long)0 + (t8 + 8L));
                t12 = (long)(int)((long)0 + (t8 + 12L));
                t13 = a + t9;
                t14 = a + t10;
                t15 = a + t11;
                t16 = a + t12;
                t17 = vcc_load(vcc_v4_float, t13);
                t18 = vcc_load(vcc_v4_float, t14);
                t19 = vcc_load(vcc_v4_float, t15);
                t20 = vcc_load(vcc_v4_float, t16);
                t21 = t17 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                t22 = t18 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                t23 = t19 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                t24 = t20 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t13, t21);
                vcc_store(t14, t22);
                vcc_store(t15, t23);
                vcc_store(t16, t24);
                t25 = d + t9;
                t26 = d + t10;
                t27 = d + t11;
                t28 = d + t12;
                t29 = vcc_load(vcc_v4_double, t25);
                t30 = vcc_load(vcc_v4_double, t26);
                t31 = vcc_load(vcc_v4_double, t27);
                t32 = vcc_load(vcc_v4_double, t28);
                t33 = t29 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                t34 = t30 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                t35 = t31 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                t36 = t32 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t25, t33);
                vcc_store(t26, t34);
                vcc_store(t27, t35);
                vcc_store(t28, t36);
                t37 = t8 + 16L;
                if (t37 >= t7) {
                    break;
                }
                t8 = t37;
            }
            t38 = (int)((long)0 + t7);
        } else {
            t38 = 0;
        }
        t39 = (long)n + (long)t38 * -1L;
        t40 = (unsigned long)t2;
        t41 = (unsigned long)t3;
        if ((t39 >= 4L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 8L))) | ((t41 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t38 * 4L))))) {
            t42 = t39 & -4L;
            t43 = 0L;
            for (;;) {
                t44 = (long)(int)((long)t38 + t43);
                t45 = a + t44;
                t46 = vcc_load(vcc_v4_float, t45);
                t47 = t46 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t45, t47);
                t48 = d + t44;
                t49 = vcc_load(vcc_v4_double, t48);
                t50 = t49 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t48, t50);
                t51 = t43 + 4L;
                if (t51 >= t42) {
                    break;
                }
                t43 = t51;
            }
            i = (int)((long)t38 + t42);
        } else {
            i = t38;
        }
        for (; i < n; i++) {
            t52 = (long)i;
            t53 = a + t52;
            *t53 = *t53 * 0.01f;
            t54 = d + t52;
            *t54 = *t54 * 0.001;
        }
        t55 = d;
        t56 = prod_f64(n, t55);
        t57 = a;
        t58 = max_f32(n, t57);
        t59 = dot_f32(n, t57, b);
        t60 = sum_f64(n, t55);
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)sum_f32(n, t57), t60, (double)t59, (double)t58, t56);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
