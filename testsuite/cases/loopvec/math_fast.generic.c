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
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:12 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float t4 = a_v * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
            vcc_v8_float t5 = vcc_insert((vcc_v8_float){0}, 0, expf(t4[0]));
            vcc_v8_float t6 = vcc_insert(t5, 1, expf(t4[1]));
            vcc_v8_float t7 = vcc_insert(t6, 2, expf(t4[2]));
            vcc_v8_float t8 = vcc_insert(t7, 3, expf(t4[3]));
            vcc_v8_float t9 = vcc_insert(t8, 4, expf(t4[4]));
            vcc_v8_float t10 = vcc_insert(t9, 5, expf(t4[5]));
            vcc_v8_float t11 = vcc_insert(t10, 6, expf(t4[6]));
            vcc_v8_float t12 = vcc_insert(t11, 7, expf(t4[7]));
            vcc_store(r + t3, t12);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        float t14 = a[t13];
        r[t13] = expf(t14 * 0.01f);
    }
}

void k_exp(int n, double *restrict r, const double *restrict a) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:17 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + t3);
            vcc_v4_double t4 = a_v * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            vcc_v4_double t5 = vcc_insert((vcc_v4_double){0}, 0, exp(t4[0]));
            vcc_v4_double t6 = vcc_insert(t5, 1, exp(t4[1]));
            vcc_v4_double t7 = vcc_insert(t6, 2, exp(t4[2]));
            vcc_v4_double t8 = vcc_insert(t7, 3, exp(t4[3]));
            vcc_store(r + t3, t8);
            long t9 = (long)(int)(i_vec + 4L);
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t9);
            vcc_v4_double t10 = a_v_1 * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            vcc_v4_double t11 = vcc_insert((vcc_v4_double){0}, 0, exp(t10[0]));
            vcc_v4_double t12 = vcc_insert(t11, 1, exp(t10[1]));
            vcc_v4_double t13 = vcc_insert(t12, 2, exp(t10[2]));
            vcc_v4_double t14 = vcc_insert(t13, 3, exp(t10[3]));
            vcc_store(r + t9, t14);
            i_vec += 8L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t18);
            vcc_v4_double t19 = a_v_2 * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            vcc_v4_double t20 = vcc_insert((vcc_v4_double){0}, 0, exp(t19[0]));
            vcc_v4_double t21 = vcc_insert(t20, 1, exp(t19[1]));
            vcc_v4_double t22 = vcc_insert(t21, 2, exp(t19[2]));
            vcc_v4_double t23 = vcc_insert(t22, 3, exp(t19[3]));
            vcc_store(r + t18, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        double t25 = a[t24];
        r[t24] = exp(t25 * 0.01);
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
            long t3 = (long)(int)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float t4 = a_v + (vcc_v8_float){1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f};
            vcc_v8_float t5 = vcc_insert((vcc_v8_float){0}, 0, logf(t4[0]));
            vcc_v8_float t6 = vcc_insert(t5, 1, logf(t4[1]));
            vcc_v8_float t7 = vcc_insert(t6, 2, logf(t4[2]));
            vcc_v8_float t8 = vcc_insert(t7, 3, logf(t4[3]));
            vcc_v8_float t9 = vcc_insert(t8, 4, logf(t4[4]));
            vcc_v8_float t10 = vcc_insert(t9, 5, logf(t4[5]));
            vcc_v8_float t11 = vcc_insert(t10, 6, logf(t4[6]));
            vcc_v8_float t12 = vcc_insert(t11, 7, logf(t4[7]));
            vcc_store(r + t3, t12);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        float t14 = a[t13];
        r[t13] = logf(t14 + 1001.0f);
    }
}

void k_log(int n, double *restrict r, const double *restrict a) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:27 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + t3);
            vcc_v4_double t4 = a_v + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            vcc_v4_double t5 = vcc_insert((vcc_v4_double){0}, 0, log(t4[0]));
            vcc_v4_double t6 = vcc_insert(t5, 1, log(t4[1]));
            vcc_v4_double t7 = vcc_insert(t6, 2, log(t4[2]));
            vcc_v4_double t8 = vcc_insert(t7, 3, log(t4[3]));
            vcc_store(r + t3, t8);
            long t9 = (long)(int)(i_vec + 4L);
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t9);
            vcc_v4_double t10 = a_v_1 + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            vcc_v4_double t11 = vcc_insert((vcc_v4_double){0}, 0, log(t10[0]));
            vcc_v4_double t12 = vcc_insert(t11, 1, log(t10[1]));
            vcc_v4_double t13 = vcc_insert(t12, 2, log(t10[2]));
            vcc_v4_double t14 = vcc_insert(t13, 3, log(t10[3]));
            vcc_store(r + t9, t14);
            i_vec += 8L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t18);
            vcc_v4_double t19 = a_v_2 + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            vcc_v4_double t20 = vcc_insert((vcc_v4_double){0}, 0, log(t19[0]));
            vcc_v4_double t21 = vcc_insert(t20, 1, log(t19[1]));
            vcc_v4_double t22 = vcc_insert(t21, 2, log(t19[2]));
            vcc_v4_double t23 = vcc_insert(t22, 3, log(t19[3]));
            vcc_store(r + t18, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        double t25 = a[t24];
        r[t24] = log(t25 + 1001.0);
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
            long t3 = (long)(int)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float t4 = a_v * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_v8_float t5 = vcc_insert((vcc_v8_float){0}, 0, sinf(t4[0]));
            vcc_v8_float t6 = vcc_insert(t5, 1, sinf(t4[1]));
            vcc_v8_float t7 = vcc_insert(t6, 2, sinf(t4[2]));
            vcc_v8_float t8 = vcc_insert(t7, 3, sinf(t4[3]));
            vcc_v8_float t9 = vcc_insert(t8, 4, sinf(t4[4]));
            vcc_v8_float t10 = vcc_insert(t9, 5, sinf(t4[5]));
            vcc_v8_float t11 = vcc_insert(t10, 6, sinf(t4[6]));
            vcc_v8_float t12 = vcc_insert(t11, 7, sinf(t4[7]));
            vcc_v8_float t13 = t12 + (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(r + t3, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = a[t14];
        r[t14] = sinf(t15 * 0.1f) + 2.0f;
    }
}

void k_cos(int n, double *restrict r, const double *restrict a) {
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:37 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + t3);
            vcc_v4_double t4 = a_v * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            vcc_v4_double t5 = vcc_insert((vcc_v4_double){0}, 0, cos(t4[0]));
            vcc_v4_double t6 = vcc_insert(t5, 1, cos(t4[1]));
            vcc_v4_double t7 = vcc_insert(t6, 2, cos(t4[2]));
            vcc_v4_double t8 = vcc_insert(t7, 3, cos(t4[3]));
            vcc_v4_double t9 = t8 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + t3, t9);
            long t10 = (long)(int)(i_vec + 4L);
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t10);
            vcc_v4_double t11 = a_v_1 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            vcc_v4_double t12 = vcc_insert((vcc_v4_double){0}, 0, cos(t11[0]));
            vcc_v4_double t13 = vcc_insert(t12, 1, cos(t11[1]));
            vcc_v4_double t14 = vcc_insert(t13, 2, cos(t11[2]));
            vcc_v4_double t15 = vcc_insert(t14, 3, cos(t11[3]));
            vcc_v4_double t16 = t15 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + t10, t16);
            i_vec += 8L;
        } while (i_vec < t2);
        t17 = (int)t2;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + i_vec_1);
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t20);
            vcc_v4_double t21 = a_v_2 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            vcc_v4_double t22 = vcc_insert((vcc_v4_double){0}, 0, cos(t21[0]));
            vcc_v4_double t23 = vcc_insert(t22, 1, cos(t21[1]));
            vcc_v4_double t24 = vcc_insert(t23, 2, cos(t21[2]));
            vcc_v4_double t25 = vcc_insert(t24, 3, cos(t21[3]));
            vcc_v4_double t26 = t25 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + t20, t26);
            i_vec_1 += 4L;
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        double t28 = a[t27];
        r[t27] = cos(t28 * 0.1) + 2.0;
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
            long t3 = (long)(int)i_vec;
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + t3);
            vcc_v8_float t4 = b_v * (vcc_v8_float){0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f};
            vcc_v8_float a_v = vcc_load(vcc_v8_float, a + t3);
            vcc_v8_float t5 = a_v * (vcc_v8_float){0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f};
            vcc_v8_float t6 = t5 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t7 = vcc_insert((vcc_v8_float){0}, 0, powf(t6[0], t4[0]));
            vcc_v8_float t8 = vcc_insert(t7, 1, powf(t6[1], t4[1]));
            vcc_v8_float t9 = vcc_insert(t8, 2, powf(t6[2], t4[2]));
            vcc_v8_float t10 = vcc_insert(t9, 3, powf(t6[3], t4[3]));
            vcc_v8_float t11 = vcc_insert(t10, 4, powf(t6[4], t4[4]));
            vcc_v8_float t12 = vcc_insert(t11, 5, powf(t6[5], t4[5]));
            vcc_v8_float t13 = vcc_insert(t12, 6, powf(t6[6], t4[6]));
            vcc_v8_float t14 = vcc_insert(t13, 7, powf(t6[7], t4[7]));
            vcc_store(r + t3, t14);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = b[t15];
        float t17 = a[t15];
        r[t15] = powf(t17 * 0.001f + 1.5f, t16 * 0.003f);
    }
}

void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:47 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_double b_v = vcc_load(vcc_v4_double, b + t3);
            vcc_v4_double t4 = b_v * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + t3);
            vcc_v4_double t5 = a_v * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            vcc_v4_double t6 = t5 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t7 = vcc_insert((vcc_v4_double){0}, 0, pow(t6[0], t4[0]));
            vcc_v4_double t8 = vcc_insert(t7, 1, pow(t6[1], t4[1]));
            vcc_v4_double t9 = vcc_insert(t8, 2, pow(t6[2], t4[2]));
            vcc_v4_double t10 = vcc_insert(t9, 3, pow(t6[3], t4[3]));
            vcc_store(r + t3, t10);
            long t11 = (long)(int)(i_vec + 4L);
            vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t11);
            vcc_v4_double t12 = b_v_1 * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t11);
            vcc_v4_double t13 = a_v_1 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            vcc_v4_double t14 = t13 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t15 = vcc_insert((vcc_v4_double){0}, 0, pow(t14[0], t12[0]));
            vcc_v4_double t16 = vcc_insert(t15, 1, pow(t14[1], t12[1]));
            vcc_v4_double t17 = vcc_insert(t16, 2, pow(t14[2], t12[2]));
            vcc_v4_double t18 = vcc_insert(t17, 3, pow(t14[3], t12[3]));
            vcc_store(r + t11, t18);
            i_vec += 8L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t22);
            vcc_v4_double t23 = b_v_2 * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t22);
            vcc_v4_double t24 = a_v_2 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            vcc_v4_double t25 = t24 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t26 = vcc_insert((vcc_v4_double){0}, 0, pow(t25[0], t23[0]));
            vcc_v4_double t27 = vcc_insert(t26, 1, pow(t25[1], t23[1]));
            vcc_v4_double t28 = vcc_insert(t27, 2, pow(t25[2], t23[2]));
            vcc_v4_double t29 = vcc_insert(t28, 3, pow(t25[3], t23[3]));
            vcc_store(r + t22, t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        double t31 = b[t30];
        double t32 = a[t30];
        r[t30] = pow(t32 * 0.001 + 1.5, t31 * 0.003);
    }
}

void k_sqrt(int n, double *restrict r, const double *restrict a) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + t3);
            vcc_v4_double t4 = a_v + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            vcc_v4_double t5 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t4[0]));
            vcc_v4_double t6 = vcc_insert(t5, 1, sqrt(t4[1]));
            vcc_v4_double t7 = vcc_insert(t6, 2, sqrt(t4[2]));
            vcc_v4_double t8 = vcc_insert(t7, 3, sqrt(t4[3]));
            vcc_store(r + t3, t8);
            long t9 = (long)(int)(i_vec + 4L);
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t9);
            vcc_v4_double t10 = a_v_1 + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            vcc_v4_double t11 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t10[0]));
            vcc_v4_double t12 = vcc_insert(t11, 1, sqrt(t10[1]));
            vcc_v4_double t13 = vcc_insert(t12, 2, sqrt(t10[2]));
            vcc_v4_double t14 = vcc_insert(t13, 3, sqrt(t10[3]));
            vcc_store(r + t9, t14);
            i_vec += 8L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t18);
            vcc_v4_double t19 = a_v_2 + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            vcc_v4_double t20 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t19[0]));
            vcc_v4_double t21 = vcc_insert(t20, 1, sqrt(t19[1]));
            vcc_v4_double t22 = vcc_insert(t21, 2, sqrt(t19[2]));
            vcc_v4_double t23 = vcc_insert(t22, 3, sqrt(t19[3]));
            vcc_store(r + t18, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        double t25 = a[t24];
        r[t24] = sqrt(t25 + 1000.0);
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
            vcc_v4_float p_v = vcc_load(vcc_v4_float, p + (int)i_vec);
            vcc_v4_double t3 = __builtin_convertvector(p_v, vcc_v4_double);
            s_v = s_v + t3;
            vcc_v4_float p_v_1 = vcc_load(vcc_v4_float, p + (int)(i_vec + 4L));
            vcc_v4_double t4 = __builtin_convertvector(p_v_1, vcc_v4_double);
            s_v_1 = s_v_1 + t4;
            vcc_v4_float p_v_2 = vcc_load(vcc_v4_float, p + (int)(i_vec + 8L));
            vcc_v4_double t5 = __builtin_convertvector(p_v_2, vcc_v4_double);
            s_v_2 = s_v_2 + t5;
            vcc_v4_float p_v_3 = vcc_load(vcc_v4_float, p + (int)(i_vec + 12L));
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
        do {
            vcc_v4_float p_v_4 = vcc_load(vcc_v4_float, p + (int)((long)t10 + i_vec_1));
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
            vcc_v4_double p_v = vcc_load(vcc_v4_double, p + (int)i_vec);
            s_v = s_v + p_v;
            vcc_v4_double p_v_1 = vcc_load(vcc_v4_double, p + (int)(i_vec + 4L));
            s_v_1 = s_v_1 + p_v_1;
            vcc_v4_double p_v_2 = vcc_load(vcc_v4_double, p + (int)(i_vec + 8L));
            s_v_2 = s_v_2 + p_v_2;
            vcc_v4_double p_v_3 = vcc_load(vcc_v4_double, p + (int)(i_vec + 12L));
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
        do {
            vcc_v4_double p_v_4 = vcc_load(vcc_v4_double, p + (int)((long)t6 + i_vec_1));
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
