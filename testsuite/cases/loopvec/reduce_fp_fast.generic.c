/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* vcc-test: fast-math 1e-4 */
/* Float and double reductions under --fast-math: sums, a dot product, a max and a product may
   be reassociated, so results are compared with a relative tolerance of 1e-4. */
float sum_f32(int n, const float *a) {
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
        /* vcc: loop at reduce_fp_fast.c:9 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at reduce_fp_fast.c:9 vector epilogue: VF 8, UF 1, scalar epilogue */
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

double sum_f64(int n, const double *a) {
    double s;
    int t10;
    double t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_double s_v = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        vcc_v4_double s_v_1 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        vcc_v4_double s_v_2 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        vcc_v4_double s_v_3 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        /* vcc: loop at reduce_fp_fast.c:16 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t3 = a_v * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            s_v = s_v + t3;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + (i_vec + 4L));
            vcc_v4_double t4 = a_v_1 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            s_v_1 = s_v_1 + t4;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + (i_vec + 8L));
            vcc_v4_double t5 = a_v_2 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            s_v_2 = s_v_2 + t5;
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + (i_vec + 12L));
            vcc_v4_double t6 = a_v_3 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            s_v_3 = s_v_3 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_double t7 = s_v + s_v_1;
        vcc_v4_double t8 = t7 + s_v_2;
        vcc_v4_double t9 = t8 + s_v_3;
        t10 = (int)t2;
        t11 = 0.0 + vcc_reduce(double, t9, +);
    } else {
        t10 = 0;
        t11 = 0.0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_double s_v_4 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        /* vcc: loop at reduce_fp_fast.c:16 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + ((long)t10 + i_vec_1));
            vcc_v4_double t14 = a_v_4 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            s_v_4 = s_v_4 + t14;
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = t11 + vcc_reduce(double, s_v_4, +);
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i] * 0.1;
    }
    return s;
}

float dot_f32(int n, const float *a, const float *b) {
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
        /* vcc: loop at reduce_fp_fast.c:23 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t3 = a_v * b_v;
            s_v = s_v + t3;
            long t4 = i_vec + 8L;
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + t4);
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t4);
            vcc_v8_float t5 = a_v_1 * b_v_1;
            s_v_1 = s_v_1 + t5;
            long t6 = i_vec + 16L;
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + t6);
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t6);
            vcc_v8_float t7 = a_v_2 * b_v_2;
            s_v_2 = s_v_2 + t7;
            long t8 = i_vec + 24L;
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + t8);
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t8);
            vcc_v8_float t9 = a_v_3 * b_v_3;
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
        /* vcc: loop at reduce_fp_fast.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + t17);
            vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, b + t17);
            vcc_v8_float t18 = a_v_4 * b_v_4;
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
        s += a[t19] * b[t19];
    }
    return s;
}

float max_f32(int n, const float *a) {
    float m;
    int t6;
    float t7;
    int i;
    float m_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_float m_v = vcc_splat(vcc_v8_float, -1e30f);
        long i_vec = 0L;
        vcc_v8_float m_v_1 = m_v;
        vcc_v8_float m_v_2 = m_v;
        vcc_v8_float m_v_3 = m_v;
        /* vcc: loop at reduce_fp_fast.c:30 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            m_v = vcc_max(vcc_v8_int, a_v, m_v);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, a + (i_vec + 8L));
            m_v_1 = vcc_max(vcc_v8_int, a_v_1, m_v_1);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, a + (i_vec + 16L));
            m_v_2 = vcc_max(vcc_v8_int, a_v_2, m_v_2);
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, a + (i_vec + 24L));
            m_v_3 = vcc_max(vcc_v8_int, a_v_3, m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_float t3 = vcc_max(vcc_v8_int, m_v, m_v_1);
        vcc_v8_float t4 = vcc_max(vcc_v8_int, t3, m_v_2);
        vcc_v8_float t5 = vcc_max(vcc_v8_int, t4, m_v_3);
        t6 = (int)t2;
        t7 = vcc_reduce_max(float, t5);
    } else {
        t6 = 0;
        t7 = -1e30f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v8_float m_v_4 = (vcc_v8_float){t7, t7, t7, t7, t7, t7, t7, t7};
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_fp_fast.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, a + ((long)t6 + i_vec_1));
            m_v_4 = vcc_max(vcc_v8_int, a_v_4, m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_reduce_max(float, m_v_4);
    } else {
        i = t6;
        m_1 = t7;
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
    int t6;
    double t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_double p_v = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        vcc_v4_double p_v_1 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        vcc_v4_double p_v_2 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        vcc_v4_double p_v_3 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        /* vcc: loop at reduce_fp_fast.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            p_v = p_v * a_v;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + (i_vec + 4L));
            p_v_1 = p_v_1 * a_v_1;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + (i_vec + 8L));
            p_v_2 = p_v_2 * a_v_2;
            vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, a + (i_vec + 12L));
            p_v_3 = p_v_3 * a_v_3;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_double t3 = p_v * p_v_1;
        vcc_v4_double t4 = t3 * p_v_2;
        vcc_v4_double t5 = t4 * p_v_3;
        t6 = (int)t2;
        t7 = 1.0 * vcc_reduce(double, t5, *);
    } else {
        t6 = 0;
        t7 = 1.0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_double p_v_4 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
        /* vcc: loop at reduce_fp_fast.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, a + ((long)t6 + i_vec_1));
            p_v_4 = p_v_4 * a_v_4;
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        p = t7 * vcc_reduce(double, p_v_4, *);
    } else {
        i = t6;
        p = t7;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

int main(void) {
    int n;
    int t1;
    int t27;
    int i;
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
        void *t2 = new_array(n, 4UL);
        float *a = (float *)t2;
        float *b = (float *)new_array(n, 4UL);
        void *t3 = new_array(n, 8UL);
        double *d = (double *)t3;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(1 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d[fill_idx_2] = (double)(990 + (int)(next_rand() % 21U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -16L;
            long i_vec = 0L;
            /* vcc: loop at reduce_fp_fast.c:50 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 45:20 and the value of the call to `new_array` at 46:21 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                float *t8 = a + i_vec;
                vcc_v4_float a_v = vcc_load(vcc_v4_float, t8);
                vcc_v4_float t9 = a_v * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t8, t9);
                double *t10 = d + i_vec;
                vcc_v4_double d_v = vcc_load(vcc_v4_double, t10);
                vcc_v4_double t11 = d_v * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t10, t11);
                long t12 = i_vec + 4L;
                float *t13 = a + t12;
                vcc_v4_float a_v_1 = vcc_load(vcc_v4_float, t13);
                vcc_v4_float t14 = a_v_1 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t13, t14);
                double *t15 = d + t12;
                vcc_v4_double d_v_1 = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t16 = d_v_1 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t15, t16);
                long t17 = i_vec + 8L;
                float *t18 = a + t17;
                vcc_v4_float a_v_2 = vcc_load(vcc_v4_float, t18);
                vcc_v4_float t19 = a_v_2 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t18, t19);
                double *t20 = d + t17;
                vcc_v4_double d_v_2 = vcc_load(vcc_v4_double, t20);
                vcc_v4_double t21 = d_v_2 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t20, t21);
                long t22 = i_vec + 12L;
                float *t23 = a + t22;
                vcc_v4_float a_v_3 = vcc_load(vcc_v4_float, t23);
                vcc_v4_float t24 = a_v_3 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t23, t24);
                double *t25 = d + t22;
                vcc_v4_double d_v_3 = vcc_load(vcc_v4_double, t25);
                vcc_v4_double t26 = d_v_3 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t25, t26);
                i_vec += 16L;
            } while (i_vec < t7);
            t27 = (int)t7;
        } else {
            t27 = 0;
        }
        long t28 = (long)n + (long)t27 * -1L;
        unsigned long t29 = (unsigned long)t2;
        unsigned long t30 = (unsigned long)t3;
        if ((t28 >= 4L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 8L))) | ((t30 + (unsigned long)((long)t27 * 8L + 8L + (t28 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
            long t31 = t28 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduce_fp_fast.c:50 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 45:20 and the value of the call to `new_array` at 46:21 do not overlap, scalar epilogue */
            do {
                long t32 = (long)t27 + i_vec_1;
                float *t33 = a + t32;
                vcc_v4_float a_v_4 = vcc_load(vcc_v4_float, t33);
                vcc_v4_float t34 = a_v_4 * (vcc_v4_float){0.01f, 0.01f, 0.01f, 0.01f};
                vcc_store(t33, t34);
                double *t35 = d + t32;
                vcc_v4_double d_v_4 = vcc_load(vcc_v4_double, t35);
                vcc_v4_double t36 = d_v_4 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
                vcc_store(t35, t36);
                i_vec_1 += 4L;
            } while (i_vec_1 < t31);
            i = (int)((long)t27 + t31);
        } else {
            i = t27;
        }
        for (; i < n; i++) {
            long t37 = (long)i;
            float *t38 = a + t37;
            *t38 = *t38 * 0.01f;
            double *t39 = d + t37;
            *t39 = *t39 * 0.001;
        }
        const double *t40 = d;
        double t41 = prod_f64(n, t40);
        const float *t42 = a;
        float t43 = max_f32(n, t42);
        float t44 = dot_f32(n, t42, b);
        double t45 = sum_f64(n, t40);
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)sum_f32(n, t42), t45, (double)t44, (double)t43, t41);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
