/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: fast-math 1e-6 */
/* vcc-test: expect-vectorized 11 */
#include <math.h>
#include "harness.h"

/* Under --fast-math the AVX2 target calls glibc's libmvec variants (_ZGVdN8v_expf,
   _ZGVdN4vv_pow, ...: declared by vcc, linked by -lm), which may differ from the scalar
   functions in the last bits; main prints sums of the results, compared with a relative
   tolerance (the sums are reassociated too). The generic target has no vector forms: it
   calls the scalar function once per lane. sqrt stays exact under any flags. */
void k_expf(int n, float *restrict r, const float *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, a + t4);
            vcc_v8_float t6 = t5 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
            vcc_v8_float t7 = vcc_insert((vcc_v8_float){0}, 0, expf(t6[0]));
            vcc_v8_float t8 = vcc_insert(t7, 1, expf(t6[1]));
            vcc_v8_float t9 = vcc_insert(t8, 2, expf(t6[2]));
            vcc_v8_float t10 = vcc_insert(t9, 3, expf(t6[3]));
            vcc_v8_float t11 = vcc_insert(t10, 4, expf(t6[4]));
            vcc_v8_float t12 = vcc_insert(t11, 5, expf(t6[5]));
            vcc_v8_float t13 = vcc_insert(t12, 6, expf(t6[6]));
            vcc_v8_float t14 = vcc_insert(t13, 7, expf(t6[7]));
            vcc_store(r + t4, t14);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = a[t15];
        r[t15] = expf(t16 * 0.01f);
    }
}

void k_exp(int n, double *restrict r, const double *restrict a) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t7 = t6 * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            vcc_v4_double t8 = vcc_insert((vcc_v4_double){0}, 0, exp(t7[0]));
            vcc_v4_double t9 = vcc_insert(t8, 1, exp(t7[1]));
            vcc_v4_double t10 = vcc_insert(t9, 2, exp(t7[2]));
            vcc_v4_double t11 = vcc_insert(t10, 3, exp(t7[3]));
            vcc_store(r + t5, t11);
            long t12 = (long)(int)(t1 + 4L);
            vcc_v4_double t13 = vcc_load(vcc_v4_double, a + t12);
            vcc_v4_double t14 = t13 * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            vcc_v4_double t15 = vcc_insert((vcc_v4_double){0}, 0, exp(t14[0]));
            vcc_v4_double t16 = vcc_insert(t15, 1, exp(t14[1]));
            vcc_v4_double t17 = vcc_insert(t16, 2, exp(t14[2]));
            vcc_v4_double t18 = vcc_insert(t17, 3, exp(t14[3]));
            vcc_store(r + t12, t18);
            t1 += 8L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            vcc_v4_double t23 = vcc_load(vcc_v4_double, a + t22);
            vcc_v4_double t24 = t23 * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            vcc_v4_double t25 = vcc_insert((vcc_v4_double){0}, 0, exp(t24[0]));
            vcc_v4_double t26 = vcc_insert(t25, 1, exp(t24[1]));
            vcc_v4_double t27 = vcc_insert(t26, 2, exp(t24[2]));
            vcc_v4_double t28 = vcc_insert(t27, 3, exp(t24[3]));
            vcc_store(r + t22, t28);
            t2 += 4L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        double t30 = a[t29];
        r[t29] = exp(t30 * 0.01);
    }
}

void k_logf(int n, float *restrict r, const float *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, a + t4);
            vcc_v8_float t6 = t5 + (vcc_v8_float){1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f};
            vcc_v8_float t7 = vcc_insert((vcc_v8_float){0}, 0, logf(t6[0]));
            vcc_v8_float t8 = vcc_insert(t7, 1, logf(t6[1]));
            vcc_v8_float t9 = vcc_insert(t8, 2, logf(t6[2]));
            vcc_v8_float t10 = vcc_insert(t9, 3, logf(t6[3]));
            vcc_v8_float t11 = vcc_insert(t10, 4, logf(t6[4]));
            vcc_v8_float t12 = vcc_insert(t11, 5, logf(t6[5]));
            vcc_v8_float t13 = vcc_insert(t12, 6, logf(t6[6]));
            vcc_v8_float t14 = vcc_insert(t13, 7, logf(t6[7]));
            vcc_store(r + t4, t14);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = a[t15];
        r[t15] = logf(t16 + 1001.0f);
    }
}

void k_log(int n, double *restrict r, const double *restrict a) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t7 = t6 + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            vcc_v4_double t8 = vcc_insert((vcc_v4_double){0}, 0, log(t7[0]));
            vcc_v4_double t9 = vcc_insert(t8, 1, log(t7[1]));
            vcc_v4_double t10 = vcc_insert(t9, 2, log(t7[2]));
            vcc_v4_double t11 = vcc_insert(t10, 3, log(t7[3]));
            vcc_store(r + t5, t11);
            long t12 = (long)(int)(t1 + 4L);
            vcc_v4_double t13 = vcc_load(vcc_v4_double, a + t12);
            vcc_v4_double t14 = t13 + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            vcc_v4_double t15 = vcc_insert((vcc_v4_double){0}, 0, log(t14[0]));
            vcc_v4_double t16 = vcc_insert(t15, 1, log(t14[1]));
            vcc_v4_double t17 = vcc_insert(t16, 2, log(t14[2]));
            vcc_v4_double t18 = vcc_insert(t17, 3, log(t14[3]));
            vcc_store(r + t12, t18);
            t1 += 8L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            vcc_v4_double t23 = vcc_load(vcc_v4_double, a + t22);
            vcc_v4_double t24 = t23 + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            vcc_v4_double t25 = vcc_insert((vcc_v4_double){0}, 0, log(t24[0]));
            vcc_v4_double t26 = vcc_insert(t25, 1, log(t24[1]));
            vcc_v4_double t27 = vcc_insert(t26, 2, log(t24[2]));
            vcc_v4_double t28 = vcc_insert(t27, 3, log(t24[3]));
            vcc_store(r + t22, t28);
            t2 += 4L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        double t30 = a[t29];
        r[t29] = log(t30 + 1001.0);
    }
}

void k_sinf(int n, float *restrict r, const float *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, a + t4);
            vcc_v8_float t6 = t5 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float t7 = vcc_insert((vcc_v8_float){0}, 0, sinf(t6[0]));
            vcc_v8_float t8 = vcc_insert(t7, 1, sinf(t6[1]));
            vcc_v8_float t9 = vcc_insert(t8, 2, sinf(t6[2]));
            vcc_v8_float t10 = vcc_insert(t9, 3, sinf(t6[3]));
            vcc_v8_float t11 = vcc_insert(t10, 4, sinf(t6[4]));
            vcc_v8_float t12 = vcc_insert(t11, 5, sinf(t6[5]));
            vcc_v8_float t13 = vcc_insert(t12, 6, sinf(t6[6]));
            vcc_v8_float t14 = vcc_insert(t13, 7, sinf(t6[7]));
            vcc_v8_float t15 = t14 + (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(r + t4, t15);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = a[t16];
        r[t16] = sinf(t17 * 0.1f) + 2.0f;
    }
}

void k_cos(int n, double *restrict r, const double *restrict a) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t7 = t6 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            vcc_v4_double t8 = vcc_insert((vcc_v4_double){0}, 0, cos(t7[0]));
            vcc_v4_double t9 = vcc_insert(t8, 1, cos(t7[1]));
            vcc_v4_double t10 = vcc_insert(t9, 2, cos(t7[2]));
            vcc_v4_double t11 = vcc_insert(t10, 3, cos(t7[3]));
            vcc_v4_double t12 = t11 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + t5, t12);
            long t13 = (long)(int)(t1 + 4L);
            vcc_v4_double t14 = vcc_load(vcc_v4_double, a + t13);
            vcc_v4_double t15 = t14 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            vcc_v4_double t16 = vcc_insert((vcc_v4_double){0}, 0, cos(t15[0]));
            vcc_v4_double t17 = vcc_insert(t16, 1, cos(t15[1]));
            vcc_v4_double t18 = vcc_insert(t17, 2, cos(t15[2]));
            vcc_v4_double t19 = vcc_insert(t18, 3, cos(t15[3]));
            vcc_v4_double t20 = t19 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + t13, t20);
            t1 += 8L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v4_double t25 = vcc_load(vcc_v4_double, a + t24);
            vcc_v4_double t26 = t25 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            vcc_v4_double t27 = vcc_insert((vcc_v4_double){0}, 0, cos(t26[0]));
            vcc_v4_double t28 = vcc_insert(t27, 1, cos(t26[1]));
            vcc_v4_double t29 = vcc_insert(t28, 2, cos(t26[2]));
            vcc_v4_double t30 = vcc_insert(t29, 3, cos(t26[3]));
            vcc_v4_double t31 = t30 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + t24, t31);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        double t33 = a[t32];
        r[t32] = cos(t33 * 0.1) + 2.0;
    }
}

void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, b + t4);
            vcc_v8_float t6 = t5 * (vcc_v8_float){0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f};
            vcc_v8_float t7 = vcc_load(vcc_v8_float, a + t4);
            vcc_v8_float t8 = t7 * (vcc_v8_float){0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f};
            vcc_v8_float t9 = t8 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t10 = vcc_insert((vcc_v8_float){0}, 0, powf(t9[0], t6[0]));
            vcc_v8_float t11 = vcc_insert(t10, 1, powf(t9[1], t6[1]));
            vcc_v8_float t12 = vcc_insert(t11, 2, powf(t9[2], t6[2]));
            vcc_v8_float t13 = vcc_insert(t12, 3, powf(t9[3], t6[3]));
            vcc_v8_float t14 = vcc_insert(t13, 4, powf(t9[4], t6[4]));
            vcc_v8_float t15 = vcc_insert(t14, 5, powf(t9[5], t6[5]));
            vcc_v8_float t16 = vcc_insert(t15, 6, powf(t9[6], t6[6]));
            vcc_v8_float t17 = vcc_insert(t16, 7, powf(t9[7], t6[7]));
            vcc_store(r + t4, t17);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        float t19 = b[t18];
        float t20 = a[t18];
        r[t18] = powf(t20 * 0.001f + 1.5f, t19 * 0.003f);
    }
}

void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, b + t5);
            vcc_v4_double t7 = t6 * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            vcc_v4_double t8 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t9 = t8 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            vcc_v4_double t10 = t9 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t11 = vcc_insert((vcc_v4_double){0}, 0, pow(t10[0], t7[0]));
            vcc_v4_double t12 = vcc_insert(t11, 1, pow(t10[1], t7[1]));
            vcc_v4_double t13 = vcc_insert(t12, 2, pow(t10[2], t7[2]));
            vcc_v4_double t14 = vcc_insert(t13, 3, pow(t10[3], t7[3]));
            vcc_store(r + t5, t14);
            long t15 = (long)(int)(t1 + 4L);
            vcc_v4_double t16 = vcc_load(vcc_v4_double, b + t15);
            vcc_v4_double t17 = t16 * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            vcc_v4_double t18 = vcc_load(vcc_v4_double, a + t15);
            vcc_v4_double t19 = t18 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            vcc_v4_double t20 = t19 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t21 = vcc_insert((vcc_v4_double){0}, 0, pow(t20[0], t17[0]));
            vcc_v4_double t22 = vcc_insert(t21, 1, pow(t20[1], t17[1]));
            vcc_v4_double t23 = vcc_insert(t22, 2, pow(t20[2], t17[2]));
            vcc_v4_double t24 = vcc_insert(t23, 3, pow(t20[3], t17[3]));
            vcc_store(r + t15, t24);
            t1 += 8L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        long t27 = t26 & -4L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v4_double t29 = vcc_load(vcc_v4_double, b + t28);
            vcc_v4_double t30 = t29 * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            vcc_v4_double t31 = vcc_load(vcc_v4_double, a + t28);
            vcc_v4_double t32 = t31 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            vcc_v4_double t33 = t32 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t34 = vcc_insert((vcc_v4_double){0}, 0, pow(t33[0], t30[0]));
            vcc_v4_double t35 = vcc_insert(t34, 1, pow(t33[1], t30[1]));
            vcc_v4_double t36 = vcc_insert(t35, 2, pow(t33[2], t30[2]));
            vcc_v4_double t37 = vcc_insert(t36, 3, pow(t33[3], t30[3]));
            vcc_store(r + t28, t37);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        double t39 = b[t38];
        double t40 = a[t38];
        r[t38] = pow(t40 * 0.001 + 1.5, t39 * 0.003);
    }
}

void k_sqrt(int n, double *restrict r, const double *restrict a) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, a + t5);
            vcc_v4_double t7 = t6 + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            vcc_v4_double t8 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t7[0]));
            vcc_v4_double t9 = vcc_insert(t8, 1, sqrt(t7[1]));
            vcc_v4_double t10 = vcc_insert(t9, 2, sqrt(t7[2]));
            vcc_v4_double t11 = vcc_insert(t10, 3, sqrt(t7[3]));
            vcc_store(r + t5, t11);
            long t12 = (long)(int)(t1 + 4L);
            vcc_v4_double t13 = vcc_load(vcc_v4_double, a + t12);
            vcc_v4_double t14 = t13 + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            vcc_v4_double t15 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t14[0]));
            vcc_v4_double t16 = vcc_insert(t15, 1, sqrt(t14[1]));
            vcc_v4_double t17 = vcc_insert(t16, 2, sqrt(t14[2]));
            vcc_v4_double t18 = vcc_insert(t17, 3, sqrt(t14[3]));
            vcc_store(r + t12, t18);
            t1 += 8L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            vcc_v4_double t23 = vcc_load(vcc_v4_double, a + t22);
            vcc_v4_double t24 = t23 + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            vcc_v4_double t25 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t24[0]));
            vcc_v4_double t26 = vcc_insert(t25, 1, sqrt(t24[1]));
            vcc_v4_double t27 = vcc_insert(t26, 2, sqrt(t24[2]));
            vcc_v4_double t28 = vcc_insert(t27, 3, sqrt(t24[3]));
            vcc_store(r + t22, t28);
            t2 += 4L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        double t30 = a[t29];
        r[t29] = sqrt(t30 + 1000.0);
    }
}

static double sum_f(const float *p, int n) {
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
            vcc_v4_float t10 = vcc_load(vcc_v4_float, p + (int)t1);
            vcc_v4_double t11 = __builtin_convertvector(t10, vcc_v4_double);
            t2 = t2 + t11;
            vcc_v4_float t12 = vcc_load(vcc_v4_float, p + (int)(t1 + 4L));
            vcc_v4_double t13 = __builtin_convertvector(t12, vcc_v4_double);
            t3 = t3 + t13;
            vcc_v4_float t14 = vcc_load(vcc_v4_float, p + (int)(t1 + 8L));
            vcc_v4_double t15 = __builtin_convertvector(t14, vcc_v4_double);
            t4 = t4 + t15;
            vcc_v4_float t16 = vcc_load(vcc_v4_float, p + (int)(t1 + 12L));
            vcc_v4_double t17 = __builtin_convertvector(t16, vcc_v4_double);
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
            vcc_v4_float t25 = vcc_load(vcc_v4_float, p + (int)((long)t21 + t6));
            vcc_v4_double t26 = __builtin_convertvector(t25, vcc_v4_double);
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
        s += (double)p[i];
    }
    return s;
}

static double sum_d(const double *p, int n) {
    double s;
    int t17;
    double t18;
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
            vcc_v4_double t10 = vcc_load(vcc_v4_double, p + (int)t1);
            t2 = t2 + t10;
            vcc_v4_double t11 = vcc_load(vcc_v4_double, p + (int)(t1 + 4L));
            t3 = t3 + t11;
            vcc_v4_double t12 = vcc_load(vcc_v4_double, p + (int)(t1 + 8L));
            t4 = t4 + t12;
            vcc_v4_double t13 = vcc_load(vcc_v4_double, p + (int)(t1 + 12L));
            t5 = t5 + t13;
            t1 += 16L;
        } while (t1 < t9);
        vcc_v4_double t14 = t2 + t3;
        vcc_v4_double t15 = t14 + t4;
        vcc_v4_double t16 = t15 + t5;
        t17 = (int)t9;
        t18 = 0.0 + vcc_reduce(double, t16, +);
    } else {
        t17 = 0;
        t18 = 0.0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long t6 = 0L;
        vcc_v4_double t7 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        do {
            vcc_v4_double t21 = vcc_load(vcc_v4_double, p + (int)((long)t17 + t6));
            t7 = t7 + t21;
            t6 += 4L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        s = t18 + vcc_reduce(double, t7, +);
    } else {
        i = t17;
        s = t18;
    }
    for (; i < n; i++) {
        s += p[i];
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fr = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dr = new_array(n, 8);
        FILL(fa, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        FILL(da, n, -1000, 2000);
        FILL(db, n, -1000, 2000);
        printf("n=%d", n);
        k_expf(n, fr, fa);
        printf(" expf=%.9g", sum_f(fr, n));
        k_exp(n, dr, da);
        printf(" exp=%.15g", sum_d(dr, n));
        k_logf(n, fr, fa);
        printf(" logf=%.9g", sum_f(fr, n));
        k_log(n, dr, da);
        printf(" log=%.15g", sum_d(dr, n));
        k_sinf(n, fr, fa);
        printf(" sinf=%.9g", sum_f(fr, n));
        k_cos(n, dr, da);
        printf(" cos=%.15g", sum_d(dr, n));
        k_powf(n, fr, fa, fb);
        printf(" powf=%.9g", sum_f(fr, n));
        k_pow(n, dr, da, db);
        printf(" pow=%.15g", sum_d(dr, n));
        k_sqrt(n, dr, da);
        printf(" sqrt=%.17g\n", sum_d(dr, n));
        free(fa), free(fb), free(fr), free(da), free(db), free(dr);
    }
    return 0;
}
