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
    long t1;
    long t2;
    long t3;
    long t4;
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
    long t15;
    int i;
    long t16;
    float t17;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, a + t4);
            t6 = t5 * (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
            t7 = vcc_insert((vcc_v8_float){0}, 0, expf(t6[0]));
            t8 = vcc_insert(t7, 1, expf(t6[1]));
            t9 = vcc_insert(t8, 2, expf(t6[2]));
            t10 = vcc_insert(t9, 3, expf(t6[3]));
            t11 = vcc_insert(t10, 4, expf(t6[4]));
            t12 = vcc_insert(t11, 5, expf(t6[5]));
            t13 = vcc_insert(t12, 6, expf(t6[6]));
            t14 = vcc_insert(t13, 7, expf(t6[7]));
            vcc_store(r + t4, t14);
            t15 = t3 + 8L;
            if (t15 >= t2) {
                break;
            }
            t3 = t15;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t16 = (long)i;
        t17 = a[t16];
        r[t16] = expf(t17 * 0.01f);
    }
}

void k_exp(int n, double *restrict r, const double *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
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
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    long t30;
    int i;
    long t31;
    double t32;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = vcc_load(vcc_v4_double, a + t4);
            t7 = vcc_load(vcc_v4_double, a + t5);
            t8 = t6 * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            t9 = t7 * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            t10 = vcc_insert((vcc_v4_double){0}, 0, exp(t8[0]));
            t11 = vcc_insert(t10, 1, exp(t8[1]));
            t12 = vcc_insert(t11, 2, exp(t8[2]));
            t13 = vcc_insert(t12, 3, exp(t8[3]));
            t14 = vcc_insert((vcc_v4_double){0}, 0, exp(t9[0]));
            t15 = vcc_insert(t14, 1, exp(t9[1]));
            t16 = vcc_insert(t15, 2, exp(t9[2]));
            t17 = vcc_insert(t16, 3, exp(t9[3]));
            vcc_store(r + t4, t13);
            vcc_store(r + t5, t17);
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        t21 = t20 & -4L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = vcc_load(vcc_v4_double, a + t23);
            t25 = t24 * (vcc_v4_double){0.01, 0.01, 0.01, 0.01};
            t26 = vcc_insert((vcc_v4_double){0}, 0, exp(t25[0]));
            t27 = vcc_insert(t26, 1, exp(t25[1]));
            t28 = vcc_insert(t27, 2, exp(t25[2]));
            t29 = vcc_insert(t28, 3, exp(t25[3]));
            vcc_store(r + t23, t29);
            t30 = t22 + 4L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        t32 = a[t31];
        r[t31] = exp(t32 * 0.01);
    }
}

void k_logf(int n, float *restrict r, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
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
    long t15;
    int i;
    long t16;
    float t17;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, a + t4);
            t6 = t5 + (vcc_v8_float){1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f, 1001.0f};
            t7 = vcc_insert((vcc_v8_float){0}, 0, logf(t6[0]));
            t8 = vcc_insert(t7, 1, logf(t6[1]));
            t9 = vcc_insert(t8, 2, logf(t6[2]));
            t10 = vcc_insert(t9, 3, logf(t6[3]));
            t11 = vcc_insert(t10, 4, logf(t6[4]));
            t12 = vcc_insert(t11, 5, logf(t6[5]));
            t13 = vcc_insert(t12, 6, logf(t6[6]));
            t14 = vcc_insert(t13, 7, logf(t6[7]));
            vcc_store(r + t4, t14);
            t15 = t3 + 8L;
            if (t15 >= t2) {
                break;
            }
            t3 = t15;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t16 = (long)i;
        t17 = a[t16];
        r[t16] = logf(t17 + 1001.0f);
    }
}

void k_log(int n, double *restrict r, const double *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
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
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    long t30;
    int i;
    long t31;
    double t32;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = vcc_load(vcc_v4_double, a + t4);
            t7 = vcc_load(vcc_v4_double, a + t5);
            t8 = t6 + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            t9 = t7 + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            t10 = vcc_insert((vcc_v4_double){0}, 0, log(t8[0]));
            t11 = vcc_insert(t10, 1, log(t8[1]));
            t12 = vcc_insert(t11, 2, log(t8[2]));
            t13 = vcc_insert(t12, 3, log(t8[3]));
            t14 = vcc_insert((vcc_v4_double){0}, 0, log(t9[0]));
            t15 = vcc_insert(t14, 1, log(t9[1]));
            t16 = vcc_insert(t15, 2, log(t9[2]));
            t17 = vcc_insert(t16, 3, log(t9[3]));
            vcc_store(r + t4, t13);
            vcc_store(r + t5, t17);
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        t21 = t20 & -4L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = vcc_load(vcc_v4_double, a + t23);
            t25 = t24 + (vcc_v4_double){1001.0, 1001.0, 1001.0, 1001.0};
            t26 = vcc_insert((vcc_v4_double){0}, 0, log(t25[0]));
            t27 = vcc_insert(t26, 1, log(t25[1]));
            t28 = vcc_insert(t27, 2, log(t25[2]));
            t29 = vcc_insert(t28, 3, log(t25[3]));
            vcc_store(r + t23, t29);
            t30 = t22 + 4L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        t32 = a[t31];
        r[t31] = log(t32 + 1001.0);
    }
}

void k_sinf(int n, float *restrict r, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
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
    int i;
    long t17;
    float t18;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, a + t4);
            t6 = t5 * (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            t7 = vcc_insert((vcc_v8_float){0}, 0, sinf(t6[0]));
            t8 = vcc_insert(t7, 1, sinf(t6[1]));
            t9 = vcc_insert(t8, 2, sinf(t6[2]));
            t10 = vcc_insert(t9, 3, sinf(t6[3]));
            t11 = vcc_insert(t10, 4, sinf(t6[4]));
            t12 = vcc_insert(t11, 5, sinf(t6[5]));
            t13 = vcc_insert(t12, 6, sinf(t6[6]));
            t14 = vcc_insert(t13, 7, sinf(t6[7]));
            t15 = t14 + (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(r + t4, t15);
            t16 = t3 + 8L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        t18 = a[t17];
        r[t17] = sinf(t18 * 0.1f) + 2.0f;
    }
}

void k_cos(int n, double *restrict r, const double *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
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
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    long t33;
    int i;
    long t34;
    double t35;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = vcc_load(vcc_v4_double, a + t4);
            t7 = vcc_load(vcc_v4_double, a + t5);
            t8 = t6 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t9 = t7 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t10 = vcc_insert((vcc_v4_double){0}, 0, cos(t8[0]));
            t11 = vcc_insert(t10, 1, cos(t8[1]));
            t12 = vcc_insert(t11, 2, cos(t8[2]));
            t13 = vcc_insert(t12, 3, cos(t8[3]));
            t14 = vcc_insert((vcc_v4_double){0}, 0, cos(t9[0]));
            t15 = vcc_insert(t14, 1, cos(t9[1]));
            t16 = vcc_insert(t15, 2, cos(t9[2]));
            t17 = vcc_insert(t16, 3, cos(t9[3]));
            t18 = t13 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t19 = t17 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + t4, t18);
            vcc_store(r + t5, t19);
            t20 = t3 + 8L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = vcc_load(vcc_v4_double, a + t25);
            t27 = t26 * (vcc_v4_double){0.1, 0.1, 0.1, 0.1};
            t28 = vcc_insert((vcc_v4_double){0}, 0, cos(t27[0]));
            t29 = vcc_insert(t28, 1, cos(t27[1]));
            t30 = vcc_insert(t29, 2, cos(t27[2]));
            t31 = vcc_insert(t30, 3, cos(t27[3]));
            t32 = t31 + (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_store(r + t25, t32);
            t33 = t24 + 4L;
            if (t33 >= t23) {
                break;
            }
            t24 = t33;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t34 = (long)i;
        t35 = a[t34];
        r[t34] = cos(t35 * 0.1) + 2.0;
    }
}

void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
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
    vcc_v8_float t16;
    vcc_v8_float t17;
    long t18;
    int i;
    long t19;
    float t20;
    float t21;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, b + t4);
            t6 = t5 * (vcc_v8_float){0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f, 0.003f};
            t7 = vcc_load(vcc_v8_float, a + t4);
            t8 = t7 * (vcc_v8_float){0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f, 0.001f};
            t9 = t8 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            t10 = vcc_insert((vcc_v8_float){0}, 0, powf(t9[0], t6[0]));
            t11 = vcc_insert(t10, 1, powf(t9[1], t6[1]));
            t12 = vcc_insert(t11, 2, powf(t9[2], t6[2]));
            t13 = vcc_insert(t12, 3, powf(t9[3], t6[3]));
            t14 = vcc_insert(t13, 4, powf(t9[4], t6[4]));
            t15 = vcc_insert(t14, 5, powf(t9[5], t6[5]));
            t16 = vcc_insert(t15, 6, powf(t9[6], t6[6]));
            t17 = vcc_insert(t16, 7, powf(t9[7], t6[7]));
            vcc_store(r + t4, t17);
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t19 = (long)i;
        t20 = b[t19];
        t21 = a[t19];
        r[t19] = powf(t21 * 0.001f + 1.5f, t20 * 0.003f);
    }
}

void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
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
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    vcc_v4_double t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    vcc_v4_double t37;
    vcc_v4_double t38;
    long t39;
    int i;
    long t40;
    double t41;
    double t42;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = vcc_load(vcc_v4_double, b + t4);
            t7 = vcc_load(vcc_v4_double, b + t5);
            t8 = t6 * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            t9 = t7 * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            t10 = vcc_load(vcc_v4_double, a + t4);
            t11 = vcc_load(vcc_v4_double, a + t5);
            t12 = t10 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            t13 = t11 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            t14 = t12 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            t15 = t13 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            t16 = vcc_insert((vcc_v4_double){0}, 0, pow(t14[0], t8[0]));
            t17 = vcc_insert(t16, 1, pow(t14[1], t8[1]));
            t18 = vcc_insert(t17, 2, pow(t14[2], t8[2]));
            t19 = vcc_insert(t18, 3, pow(t14[3], t8[3]));
            t20 = vcc_insert((vcc_v4_double){0}, 0, pow(t15[0], t9[0]));
            t21 = vcc_insert(t20, 1, pow(t15[1], t9[1]));
            t22 = vcc_insert(t21, 2, pow(t15[2], t9[2]));
            t23 = vcc_insert(t22, 3, pow(t15[3], t9[3]));
            vcc_store(r + t4, t19);
            vcc_store(r + t5, t23);
            t24 = t3 + 8L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = vcc_load(vcc_v4_double, b + t29);
            t31 = t30 * (vcc_v4_double){0.003, 0.003, 0.003, 0.003};
            t32 = vcc_load(vcc_v4_double, a + t29);
            t33 = t32 * (vcc_v4_double){0.001, 0.001, 0.001, 0.001};
            t34 = t33 + (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            t35 = vcc_insert((vcc_v4_double){0}, 0, pow(t34[0], t31[0]));
            t36 = vcc_insert(t35, 1, pow(t34[1], t31[1]));
            t37 = vcc_insert(t36, 2, pow(t34[2], t31[2]));
            t38 = vcc_insert(t37, 3, pow(t34[3], t31[3]));
            vcc_store(r + t29, t38);
            t39 = t28 + 4L;
            if (t39 >= t27) {
                break;
            }
            t28 = t39;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = b[t40];
        t42 = a[t40];
        r[t40] = pow(t42 * 0.001 + 1.5, t41 * 0.003);
    }
}

void k_sqrt(int n, double *restrict r, const double *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
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
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    long t30;
    int i;
    long t31;
    double t32;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = vcc_load(vcc_v4_double, a + t4);
            t7 = vcc_load(vcc_v4_double, a + t5);
            t8 = t6 + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            t9 = t7 + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            t10 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t8[0]));
            t11 = vcc_insert(t10, 1, sqrt(t8[1]));
            t12 = vcc_insert(t11, 2, sqrt(t8[2]));
            t13 = vcc_insert(t12, 3, sqrt(t8[3]));
            t14 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t9[0]));
            t15 = vcc_insert(t14, 1, sqrt(t9[1]));
            t16 = vcc_insert(t15, 2, sqrt(t9[2]));
            t17 = vcc_insert(t16, 3, sqrt(t9[3]));
            vcc_store(r + t4, t13);
            vcc_store(r + t5, t17);
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        t21 = t20 & -4L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = vcc_load(vcc_v4_double, a + t23);
            t25 = t24 + (vcc_v4_double){1000.0, 1000.0, 1000.0, 1000.0};
            t26 = vcc_insert((vcc_v4_double){0}, 0, sqrt(t25[0]));
            t27 = vcc_insert(t26, 1, sqrt(t25[1]));
            t28 = vcc_insert(t27, 2, sqrt(t25[2]));
            t29 = vcc_insert(t28, 3, sqrt(t25[3]));
            vcc_store(r + t23, t29);
            t30 = t22 + 4L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        t32 = a[t31];
        r[t31] = sqrt(t32 + 1000.0);
    }
}

static double sum_f(const float *p, int n) {
    double s;
    long t1;
    long t2;
    long t3;
    vcc_v4_double t4;
    vcc_v4_double t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    vcc_v4_float t8;
    vcc_v4_float t9;
    vcc_v4_float t10;
    vcc_v4_float t11;
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
    vcc_v4_float t30;
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
            t8 = vcc_load(vcc_v4_float, p + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v4_float, p + (int)((long)0 + (t3 + 4L)));
            t10 = vcc_load(vcc_v4_float, p + (int)((long)0 + (t3 + 8L)));
            t11 = vcc_load(vcc_v4_float, p + (int)((long)0 + (t3 + 12L)));
            t12 = __builtin_convertvector(t8, vcc_v4_double);
            t13 = __builtin_convertvector(t9, vcc_v4_double);
            t14 = __builtin_convertvector(t10, vcc_v4_double);
            t15 = __builtin_convertvector(t11, vcc_v4_double);
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
            t30 = vcc_load(vcc_v4_float, p + (int)((long)t24 + t28));
            t31 = __builtin_convertvector(t30, vcc_v4_double);
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
        s += (double)p[i];
    }
    return s;
}

static double sum_d(const double *p, int n) {
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
        t4 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        t5 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        t6 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        t7 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        for (;;) {
            t8 = vcc_load(vcc_v4_double, p + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v4_double, p + (int)((long)0 + (t3 + 4L)));
            t10 = vcc_load(vcc_v4_double, p + (int)((long)0 + (t3 + 8L)));
            t11 = vcc_load(vcc_v4_double, p + (int)((long)0 + (t3 + 12L)));
            t12 = t4 + t8;
            t13 = t5 + t9;
            t14 = t6 + t10;
            t15 = t7 + t11;
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
        t17 = t12 + t13;
        t18 = t17 + t14;
        t19 = t18 + t15;
        t20 = (int)((long)0 + t2);
        t21 = 0.0 + vcc_reduce(double, t19, +);
    } else {
        t20 = 0;
        t21 = 0.0;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        t25 = (vcc_v4_double){-0.0, -0.0, -0.0, -0.0};
        for (;;) {
            t26 = vcc_load(vcc_v4_double, p + (int)((long)t20 + t24));
            t27 = t25 + t26;
            t28 = t24 + 4L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        s = t21 + vcc_reduce(double, t27, +);
    } else {
        i = t20;
        s = t21;
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
