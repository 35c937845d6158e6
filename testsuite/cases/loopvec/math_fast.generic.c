/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
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
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:12 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t3 = a_v * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
            vcc_v8_float t4 = vcc_insert((vcc_v8_float){0}, 0, expf(t3[0]));
            vcc_v8_float t5 = vcc_insert(t4, 1, expf(t3[1]));
            vcc_v8_float t6 = vcc_insert(t5, 2, expf(t3[2]));
            vcc_v8_float t7 = vcc_insert(t6, 3, expf(t3[3]));
            vcc_v8_float t8 = vcc_insert(t7, 4, expf(t3[4]));
            vcc_v8_float t9 = vcc_insert(t8, 5, expf(t3[5]));
            vcc_v8_float t10 = vcc_insert(t9, 6, expf(t3[6]));
            vcc_v8_float t11 = vcc_insert(t10, 7, expf(t3[7]));
            vcc_store(r + i_vec, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        float t13 = a[t12];
        r[t12] = expf(t13 * 0.01f);
    }
}

void k_exp(int n, double *restrict r, const double *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:17 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t3 = a_v * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            vcc_v4_double t4 = vcc_insert((vcc_v4_double){0}, 0, exp(t3[0]));
            vcc_v4_double t5 = vcc_insert(t4, 1, exp(t3[1]));
            vcc_v4_double t6 = vcc_insert(t5, 2, exp(t3[2]));
            vcc_v4_double t7 = vcc_insert(t6, 3, exp(t3[3]));
            vcc_store(r + i_vec, t7);
            long t8 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t8);
            vcc_v4_double t9 = a_v_1 * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            vcc_v4_double t10 = vcc_insert((vcc_v4_double){0}, 0, exp(t9[0]));
            vcc_v4_double t11 = vcc_insert(t10, 1, exp(t9[1]));
            vcc_v4_double t12 = vcc_insert(t11, 2, exp(t9[2]));
            vcc_v4_double t13 = vcc_insert(t12, 3, exp(t9[3]));
            vcc_store(r + t8, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t17);
            vcc_v4_double t18 = a_v_2 * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            vcc_v4_double t19 = vcc_insert((vcc_v4_double){0}, 0, exp(t18[0]));
            vcc_v4_double t20 = vcc_insert(t19, 1, exp(t18[1]));
            vcc_v4_double t21 = vcc_insert(t20, 2, exp(t18[2]));
            vcc_v4_double t22 = vcc_insert(t21, 3, exp(t18[3]));
            vcc_store(r + t17, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        double t24 = a[t23];
        r[t23] = exp(t24 * 0.01);
    }
}

void k_logf(int n, float *restrict r, const float *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:22 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t3 = a_v + (vcc_v8_float){1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f};
            vcc_v8_float t4 = vcc_insert((vcc_v8_float){0}, 0, logf(t3[0]));
            vcc_v8_float t5 = vcc_insert(t4, 1, logf(t3[1]));
            vcc_v8_float t6 = vcc_insert(t5, 2, logf(t3[2]));
            vcc_v8_float t7 = vcc_insert(t6, 3, logf(t3[3]));
            vcc_v8_float t8 = vcc_insert(t7, 4, logf(t3[4]));
            vcc_v8_float t9 = vcc_insert(t8, 5, logf(t3[5]));
            vcc_v8_float t10 = vcc_insert(t9, 6, logf(t3[6]));
            vcc_v8_float t11 = vcc_insert(t10, 7, logf(t3[7]));
            vcc_store(r + i_vec, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        float t13 = a[t12];
        r[t12] = logf(t13 + 1001.0f);
    }
}

void k_log(int n, double *restrict r, const double *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:27 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t3 = a_v + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            vcc_v4_double t4 = vcc_insert((vcc_v4_double){0}, 0, log(t3[0]));
            vcc_v4_double t5 = vcc_insert(t4, 1, log(t3[1]));
            vcc_v4_double t6 = vcc_insert(t5, 2, log(t3[2]));
            vcc_v4_double t7 = vcc_insert(t6, 3, log(t3[3]));
            vcc_store(r + i_vec, t7);
            long t8 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t8);
            vcc_v4_double t9 = a_v_1 + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            vcc_v4_double t10 = vcc_insert((vcc_v4_double){0}, 0, log(t9[0]));
            vcc_v4_double t11 = vcc_insert(t10, 1, log(t9[1]));
            vcc_v4_double t12 = vcc_insert(t11, 2, log(t9[2]));
            vcc_v4_double t13 = vcc_insert(t12, 3, log(t9[3]));
            vcc_store(r + t8, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t17);
            vcc_v4_double t18 = a_v_2 + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            vcc_v4_double t19 = vcc_insert((vcc_v4_double){0}, 0, log(t18[0]));
            vcc_v4_double t20 = vcc_insert(t19, 1, log(t18[1]));
            vcc_v4_double t21 = vcc_insert(t20, 2, log(t18[2]));
            vcc_v4_double t22 = vcc_insert(t21, 3, log(t18[3]));
            vcc_store(r + t17, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        double t24 = a[t23];
        r[t23] = log(t24 + 1001.0);
    }
}

void k_sinf(int n, float *restrict r, const float *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:32 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t3 = a_v * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float t4 = vcc_insert((vcc_v8_float){0}, 0, sinf(t3[0]));
            vcc_v8_float t5 = vcc_insert(t4, 1, sinf(t3[1]));
            vcc_v8_float t6 = vcc_insert(t5, 2, sinf(t3[2]));
            vcc_v8_float t7 = vcc_insert(t6, 3, sinf(t3[3]));
            vcc_v8_float t8 = vcc_insert(t7, 4, sinf(t3[4]));
            vcc_v8_float t9 = vcc_insert(t8, 5, sinf(t3[5]));
            vcc_v8_float t10 = vcc_insert(t9, 6, sinf(t3[6]));
            vcc_v8_float t11 = vcc_insert(t10, 7, sinf(t3[7]));
            vcc_v8_float t12 = t11 + (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(r + i_vec, t12);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        float t14 = a[t13];
        r[t13] = sinf(t14 * 0.1f) + 2.0f;
    }
}

void k_cos(int n, double *restrict r, const double *restrict a) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:37 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t3 = a_v * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            vcc_v4_double t4 = vcc_insert((vcc_v4_double){0}, 0, cos(t3[0]));
            vcc_v4_double t5 = vcc_insert(t4, 1, cos(t3[1]));
            vcc_v4_double t6 = vcc_insert(t5, 2, cos(t3[2]));
            vcc_v4_double t7 = vcc_insert(t6, 3, cos(t3[3]));
            vcc_v4_double t8 = t7 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + i_vec, t8);
            long t9 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t9);
            vcc_v4_double t10 = a_v_1 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            vcc_v4_double t11 = vcc_insert((vcc_v4_double){0}, 0, cos(t10[0]));
            vcc_v4_double t12 = vcc_insert(t11, 1, cos(t10[1]));
            vcc_v4_double t13 = vcc_insert(t12, 2, cos(t10[2]));
            vcc_v4_double t14 = vcc_insert(t13, 3, cos(t10[3]));
            vcc_v4_double t15 = t14 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + t9, t15);
            i_vec += 8L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t19);
            vcc_v4_double t20 = a_v_2 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            vcc_v4_double t21 = vcc_insert((vcc_v4_double){0}, 0, cos(t20[0]));
            vcc_v4_double t22 = vcc_insert(t21, 1, cos(t20[1]));
            vcc_v4_double t23 = vcc_insert(t22, 2, cos(t20[2]));
            vcc_v4_double t24 = vcc_insert(t23, 3, cos(t20[3]));
            vcc_v4_double t25 = t24 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + t19, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        double t27 = a[t26];
        r[t26] = cos(t27 * 0.1) + 2.0;
    }
}

void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:42 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t3 = b_v * (vcc_v8_float){0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f};
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + i_vec);
            vcc_v8_float t4 = a_v * (vcc_v8_float){0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f};
            vcc_v8_float t5 = t4 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t6 = vcc_insert((vcc_v8_float){0}, 0, powf(t5[0], t3[0]));
            vcc_v8_float t7 = vcc_insert(t6, 1, powf(t5[1], t3[1]));
            vcc_v8_float t8 = vcc_insert(t7, 2, powf(t5[2], t3[2]));
            vcc_v8_float t9 = vcc_insert(t8, 3, powf(t5[3], t3[3]));
            vcc_v8_float t10 = vcc_insert(t9, 4, powf(t5[4], t3[4]));
            vcc_v8_float t11 = vcc_insert(t10, 5, powf(t5[5], t3[5]));
            vcc_v8_float t12 = vcc_insert(t11, 6, powf(t5[6], t3[6]));
            vcc_v8_float t13 = vcc_insert(t12, 7, powf(t5[7], t3[7]));
            vcc_store(r + i_vec, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = b[t14];
        float t16 = a[t14];
        r[t14] = powf(t16 * 0.001f + 1.5f, t15 * 0.003f);
    }
}

void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:47 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double b_v = vcc_load(vcc_v4_double, b + i_vec);
            vcc_v4_double t3 = b_v * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t4 = a_v * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            vcc_v4_double t5 = t4 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t6 = vcc_insert((vcc_v4_double){0}, 0, pow(t5[0], t3[0]));
            vcc_v4_double t7 = vcc_insert(t6, 1, pow(t5[1], t3[1]));
            vcc_v4_double t8 = vcc_insert(t7, 2, pow(t5[2], t3[2]));
            vcc_v4_double t9 = vcc_insert(t8, 3, pow(t5[3], t3[3]));
            vcc_store(r + i_vec, t9);
            long t10 = i_vec + 4L;
            vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t10);
            vcc_v4_double t11 = b_v_1 * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t10);
            vcc_v4_double t12 = a_v_1 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            vcc_v4_double t13 = t12 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t14 = vcc_insert((vcc_v4_double){0}, 0, pow(t13[0], t11[0]));
            vcc_v4_double t15 = vcc_insert(t14, 1, pow(t13[1], t11[1]));
            vcc_v4_double t16 = vcc_insert(t15, 2, pow(t13[2], t11[2]));
            vcc_v4_double t17 = vcc_insert(t16, 3, pow(t13[3], t11[3]));
            vcc_store(r + t10, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t21);
            vcc_v4_double t22 = b_v_2 * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t21);
            vcc_v4_double t23 = a_v_2 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            vcc_v4_double t24 = t23 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t25 = vcc_insert((vcc_v4_double){0}, 0, pow(t24[0], t22[0]));
            vcc_v4_double t26 = vcc_insert(t25, 1, pow(t24[1], t22[1]));
            vcc_v4_double t27 = vcc_insert(t26, 2, pow(t24[2], t22[2]));
            vcc_v4_double t28 = vcc_insert(t27, 3, pow(t24[3], t22[3]));
            vcc_store(r + t21, t28);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        double t30 = b[t29];
        double t31 = a[t29];
        r[t29] = pow(t31 * 0.001 + 1.5, t30 * 0.003);
    }
}

void k_sqrt(int n, double *restrict r, const double *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t3 = a_v + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            vcc_v4_double t4 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t3[0]));
            vcc_v4_double t5 = vcc_insert(t4, 1, sqrt(t3[1]));
            vcc_v4_double t6 = vcc_insert(t5, 2, sqrt(t3[2]));
            vcc_v4_double t7 = vcc_insert(t6, 3, sqrt(t3[3]));
            vcc_store(r + i_vec, t7);
            long t8 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t8);
            vcc_v4_double t9 = a_v_1 + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            vcc_v4_double t10 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t9[0]));
            vcc_v4_double t11 = vcc_insert(t10, 1, sqrt(t9[1]));
            vcc_v4_double t12 = vcc_insert(t11, 2, sqrt(t9[2]));
            vcc_v4_double t13 = vcc_insert(t12, 3, sqrt(t9[3]));
            vcc_store(r + t8, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t17);
            vcc_v4_double t18 = a_v_2 + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            vcc_v4_double t19 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t18[0]));
            vcc_v4_double t20 = vcc_insert(t19, 1, sqrt(t18[1]));
            vcc_v4_double t21 = vcc_insert(t20, 2, sqrt(t18[2]));
            vcc_v4_double t22 = vcc_insert(t21, 3, sqrt(t18[3]));
            vcc_store(r + t17, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        double t24 = a[t23];
        r[t23] = sqrt(t24 + 1000.0);
    }
}

static double sum_f(const float *p, int n) {
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
        /* vcc: loop at math_fast.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_float p_v = vcc_load(vcc_v4_float, p + i_vec);
            vcc_v4_double t3 = __builtin_convertvector(p_v, vcc_v4_double);
            s_v = s_v + t3;
            vcc_v4_float p_v_1 = vcc_load(vcc_v4_float, p + (i_vec + 4L));
            vcc_v4_double t4 = __builtin_convertvector(p_v_1, vcc_v4_double);
            s_v_1 = s_v_1 + t4;
            vcc_v4_float p_v_2 = vcc_load(vcc_v4_float, p + (i_vec + 8L));
            vcc_v4_double t5 = __builtin_convertvector(p_v_2, vcc_v4_double);
            s_v_2 = s_v_2 + t5;
            vcc_v4_float p_v_3 = vcc_load(vcc_v4_float, p + (i_vec + 12L));
            vcc_v4_double t6 = __builtin_convertvector(p_v_3, vcc_v4_double);
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
        /* vcc: loop at math_fast.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_float p_v_4 = vcc_load(vcc_v4_float, p + ((long)t10 + i_vec_1));
            vcc_v4_double t14 = __builtin_convertvector(p_v_4, vcc_v4_double);
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
        s += (double)p[i];
    }
    return s;
}

static double sum_d(const double *p, int n) {
    double s;
    int t6;
    double t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_double s_v = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        vcc_v4_double s_v_1 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        vcc_v4_double s_v_2 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        vcc_v4_double s_v_3 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        /* vcc: loop at math_fast.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double p_v = vcc_load(vcc_v4_double, p + i_vec);
            s_v = s_v + p_v;
            vcc_v4_double p_v_1 = vcc_load(vcc_v4_double, p + (i_vec + 4L));
            s_v_1 = s_v_1 + p_v_1;
            vcc_v4_double p_v_2 = vcc_load(vcc_v4_double, p + (i_vec + 8L));
            s_v_2 = s_v_2 + p_v_2;
            vcc_v4_double p_v_3 = vcc_load(vcc_v4_double, p + (i_vec + 12L));
            s_v_3 = s_v_3 + p_v_3;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_double t3 = s_v + s_v_1;
        vcc_v4_double t4 = t3 + s_v_2;
        vcc_v4_double t5 = t4 + s_v_3;
        t6 = (int)t2;
        t7 = 0.0 + vcc_reduce(double, t5, +);
    } else {
        t6 = 0;
        t7 = 0.0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_double s_v_4 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        /* vcc: loop at math_fast.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_double p_v_4 = vcc_load(vcc_v4_double, p + ((long)t6 + i_vec_1));
            s_v_4 = s_v_4 + p_v_4;
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = t7 + vcc_reduce(double, s_v_4, +);
    } else {
        i = t6;
        s = t7;
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
