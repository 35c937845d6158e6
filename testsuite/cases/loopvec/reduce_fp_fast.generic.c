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

double sum_f64(int n, const double *a) {
    double s;
    int t21;
    double t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_double t2 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        vcc_v4_double t3 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        vcc_v4_double t4 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        vcc_v4_double t5 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        do {
            vcc_v4_double t10 = vcc_load(vcc_v4_double, a + (int)t1);
            vcc_v4_double t11 = t10 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t2 = t2 + t11;
            vcc_v4_double t12 = vcc_load(vcc_v4_double, a + (int)(t1 + 4L));
            vcc_v4_double t13 = t12 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t3 = t3 + t13;
            vcc_v4_double t14 = vcc_load(vcc_v4_double, a + (int)(t1 + 8L));
            vcc_v4_double t15 = t14 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t4 = t4 + t15;
            vcc_v4_double t16 = vcc_load(vcc_v4_double, a + (int)(t1 + 12L));
            vcc_v4_double t17 = t16 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t5 = t5 + t17;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_double t18 = t2 + t3;
        vcc_v4_double t19 = t18 + t4;
        vcc_v4_double t20 = t19 + t5;
        t21 = (int)t9;
        t22 = 0.0 + vcc_reduce(double, t20, +);
    } else {
        t21 = 0;
        t22 = 0.0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long t6 = 0L;
        vcc_v4_double t7 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        do {
            vcc_v4_double t25 = vcc_load(vcc_v4_double, a + (int)((long)t21 + t6));
            vcc_v4_double t26 = t25 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t7 = t7 + t26;
            t6 += 4L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        s = t22 + vcc_reduce(double, t7, +);
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        s += a[i] * 0.1;
    }
    return s;
}

float dot_f32(int n, const float *a, const float *b) {
    float s;
    int t29;
    float t30;
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
            vcc_v8_float t11 = vcc_load(vcc_v8_float, a + t10);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, b + t10);
            vcc_v8_float t13 = t11 * t12;
            t2 = t2 + t13;
            long t14 = (long)(int)(t1 + 8L);
            vcc_v8_float t15 = vcc_load(vcc_v8_float, a + t14);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, b + t14);
            vcc_v8_float t17 = t15 * t16;
            t3 = t3 + t17;
            long t18 = (long)(int)(t1 + 16L);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, a + t18);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, b + t18);
            vcc_v8_float t21 = t19 * t20;
            t4 = t4 + t21;
            long t22 = (long)(int)(t1 + 24L);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, a + t22);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, b + t22);
            vcc_v8_float t25 = t23 * t24;
            t5 = t5 + t25;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_float t26 = t2 + t3;
        vcc_v8_float t27 = t26 + t4;
        vcc_v8_float t28 = t27 + t5;
        t29 = (int)t9;
        t30 = 0.0f + vcc_reduce(float, t28, +);
    } else {
        t29 = 0;
        t30 = 0.0f;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        long t6 = 0L;
        vcc_v8_float t7 = (vcc_v8_float){-0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f, -0.0f};
        do {
            long t33 = (long)(int)((long)t29 + t6);
            vcc_v8_float t34 = vcc_load(vcc_v8_float, a + t33);
            vcc_v8_float t35 = vcc_load(vcc_v8_float, b + t33);
            vcc_v8_float t36 = t34 * t35;
            t7 = t7 + t36;
            t6 += 8L;
        } while (t6 < t32);
        i = (int)((long)t29 + t32);
        s = t30 + vcc_reduce(float, t7, +);
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        s += a[t37] * b[t37];
    }
    return s;
}

float max_f32(int n, const float *a) {
    float m;
    int t17;
    float t18;
    int i;
    float m_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        vcc_v8_float t1 = vcc_splat(vcc_v8_float, -1e30f);
        long t2 = 0L;
        vcc_v8_float t3 = t1;
        vcc_v8_float t4 = t1;
        vcc_v8_float t5 = t1;
        do {
            vcc_v8_float t10 = vcc_load(vcc_v8_float, a + (int)t2);
            t1 = vcc_max(vcc_v8_int, t10, t1);
            vcc_v8_float t11 = vcc_load(vcc_v8_float, a + (int)(t2 + 8L));
            t3 = vcc_max(vcc_v8_int, t11, t3);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, a + (int)(t2 + 16L));
            t4 = vcc_max(vcc_v8_int, t12, t4);
            vcc_v8_float t13 = vcc_load(vcc_v8_float, a + (int)(t2 + 24L));
            t5 = vcc_max(vcc_v8_int, t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        vcc_v8_float t14 = vcc_max(vcc_v8_int, t1, t3);
        vcc_v8_float t15 = vcc_max(vcc_v8_int, t14, t4);
        vcc_v8_float t16 = vcc_max(vcc_v8_int, t15, t5);
        t17 = (int)t9;
        t18 = vcc_reduce_max(float, t16);
    } else {
        t17 = 0;
        t18 = -1e30f;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_float t6 = (vcc_v8_float){t18, t18, t18, t18, t18, t18, t18, t18};
        long t7 = 0L;
        do {
            vcc_v8_float t21 = vcc_load(vcc_v8_float, a + (int)((long)t17 + t7));
            t6 = vcc_max(vcc_v8_int, t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_reduce_max(float, t6);
    } else {
        i = t17;
        m_1 = t18;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (!(m > m_1)) {
            m = m_1;
        }
    }
    return m_1;
}

double prod_f64(int n, const double *a) {
    double p;
    int t17;
    double t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        vcc_v4_double t2 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        vcc_v4_double t3 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        vcc_v4_double t4 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        vcc_v4_double t5 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        do {
            vcc_v4_double t10 = vcc_load(vcc_v4_double, a + (int)t1);
            t2 = t2 * t10;
            vcc_v4_double t11 = vcc_load(vcc_v4_double, a + (int)(t1 + 4L));
            t3 = t3 * t11;
            vcc_v4_double t12 = vcc_load(vcc_v4_double, a + (int)(t1 + 8L));
            t4 = t4 * t12;
            vcc_v4_double t13 = vcc_load(vcc_v4_double, a + (int)(t1 + 12L));
            t5 = t5 * t13;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_double t14 = t2 * t3;
        vcc_v4_double t15 = t14 * t4;
        vcc_v4_double t16 = t15 * t5;
        t17 = (int)t9;
        t18 = 1.0 * vcc_reduce(double, t16, *);
    } else {
        t17 = 0;
        t18 = 1.0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long t6 = 0L;
        vcc_v4_double t7 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        do {
            vcc_v4_double t21 = vcc_load(vcc_v4_double, a + (int)((long)t17 + t6));
            t7 = t7 * t21;
            t6 += 4L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        p = t18 * vcc_reduce(double, t7, *);
    } else {
        i = t17;
        p = t18;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

int main(void) {
    int n;
    int t3;
    int t38;
    int i;
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
        void *t4 = new_array(n, 4UL);
        float *a = (float *)t4;
        float *b = (float *)new_array(n, 4UL);
        void *t5 = new_array(n, 8UL);
        double *d = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(1 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d[fill_idx_2] = (double)(990 + (int)(next_rand() % 21U));
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t4;
        unsigned long t8 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t7))) {
            long t9 = t6 & -16L;
            long t1 = 0L;
            do {
                long t10 = (long)(int)t1;
                float *t11 = a + t10;
                vcc_v4_float t12 = vcc_load(vcc_v4_float, t11);
                vcc_v4_float t13 = t12 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t11, t13);
                double *t14 = d + t10;
                vcc_v4_double t15 = vcc_load(vcc_v4_double, t14);
                vcc_v4_double t16 = t15 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t14, t16);
                long t17 = (long)(int)(t1 + 4L);
                float *t18 = a + t17;
                vcc_v4_float t19 = vcc_load(vcc_v4_float, t18);
                vcc_v4_float t20 = t19 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t18, t20);
                double *t21 = d + t17;
                vcc_v4_double t22 = vcc_load(vcc_v4_double, t21);
                vcc_v4_double t23 = t22 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t21, t23);
                long t24 = (long)(int)(t1 + 8L);
                float *t25 = a + t24;
                vcc_v4_float t26 = vcc_load(vcc_v4_float, t25);
                vcc_v4_float t27 = t26 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t25, t27);
                double *t28 = d + t24;
                vcc_v4_double t29 = vcc_load(vcc_v4_double, t28);
                vcc_v4_double t30 = t29 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t28, t30);
                long t31 = (long)(int)(t1 + 12L);
                float *t32 = a + t31;
                vcc_v4_float t33 = vcc_load(vcc_v4_float, t32);
                vcc_v4_float t34 = t33 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t32, t34);
                double *t35 = d + t31;
                vcc_v4_double t36 = vcc_load(vcc_v4_double, t35);
                vcc_v4_double t37 = t36 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t35, t37);
                t1 += 16L;
            } while (t1 < t9);
            t38 = (int)t9;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        unsigned long t40 = (unsigned long)t4;
        unsigned long t41 = (unsigned long)t5;
        if ((t39 >= 4L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 8L))) | ((t41 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t38 * 4L))))) {
            long t42 = t39 & -4L;
            long t2 = 0L;
            do {
                long t43 = (long)(int)((long)t38 + t2);
                float *t44 = a + t43;
                vcc_v4_float t45 = vcc_load(vcc_v4_float, t44);
                vcc_v4_float t46 = t45 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t44, t46);
                double *t47 = d + t43;
                vcc_v4_double t48 = vcc_load(vcc_v4_double, t47);
                vcc_v4_double t49 = t48 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t47, t49);
                t2 += 4L;
            } while (t2 < t42);
            i = (int)((long)t38 + t42);
        } else {
            i = t38;
        }
        for (; i < n; i++) {
            long t50 = (long)i;
            float *t51 = a + t50;
            *t51 = *t51 * 0.01f;
            double *t52 = d + t50;
            *t52 = *t52 * 0.001;
        }
        const double *t53 = d;
        double t54 = prod_f64(n, t53);
        const float *t55 = a;
        float t56 = max_f32(n, t55);
        float t57 = dot_f32(n, t55, b);
        double t58 = sum_f64(n, t53);
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)sum_f32(n, t55), t58, (double)t57, (double)t56, t54);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
