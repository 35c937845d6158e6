/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Calls of functions without vector variants in loops under `#pragma omp simd` or
   `#pragma simd vec-function`: the pragma lets the iterations run as SIMD lanes, so the loop
   is vectorized and each vector iteration calls the function once per lane, in lane order,
   only for the lanes whose iteration makes the call. The functions write down every call (the
   iteration and its argument) in `trace`, whose hash main prints: a call out of order, a call
   of an inactive lane (under a condition, or past the end in a masked remainder) or a missing
   one prints another hash. Covered: a result used in the loop, a call returning nothing, a
   call under a condition, a pointer argument (the callee reads and writes the element the
   loop just stored), a double argument and a result not used, an external function of the C
   library (`rand`, whose sequence of values shows the order of the calls), and the same call
   without a pragma, where its unknown effects keep the loop scalar. */

static int trace[8192];
static int traced;

static void log_call(int what) {
    if (traced < 8192)
        trace[traced++] = what;
}

float scaled(float x, int i) {
    log_call(i);
    return x * 0.5f + (float)(i & 7);
}

void note(int i, float x) {
    log_call(i * 4 + (x > 0.0f));
}

int counted(double d, int i) {
    log_call((int)d + i);
    return i;
}

void bump(float *p, int i) {
    log_call(-i);
    *p = *p * 2.0f + (float)i;
}

void use_result(int n, float *restrict y, const float *restrict x) {
    vcc_v8_uint t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    long t10;
    long t11;
    long t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    long t16;
    float *t17;
    const float *t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    int i;
    long t27;
    const float *t28;
    float t29;
    float t30;
    t11 = (long)n;
    if (t11 >= 8L) {
        t12 = t11 & -8L;
        t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t14 = (vcc_v8_uint)t13;
        t1 = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t10 = 0L;
        for (;;) {
            t15 = (vcc_v8_int)t1;
            t16 = (long)(int)((long)0 + t10);
            t17 = y + t16;
            t18 = x + t16;
            t19 = vcc_load(vcc_v8_float, t18);
            t20 = t19 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t21 = t20 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t2 = vcc_insert((vcc_v8_float){0}, 0, scaled(t21[0], t15[0]));
            t3 = vcc_insert(t2, 1, scaled(t21[1], t15[1]));
            t4 = vcc_insert(t3, 2, scaled(t21[2], t15[2]));
            t5 = vcc_insert(t4, 3, scaled(t21[3], t15[3]));
            t6 = vcc_insert(t5, 4, scaled(t21[4], t15[4]));
            t7 = vcc_insert(t6, 5, scaled(t21[5], t15[5]));
            t8 = vcc_insert(t7, 6, scaled(t21[6], t15[6]));
            t9 = vcc_insert(t8, 7, scaled(t21[7], t15[7]));
            t22 = vcc_load(vcc_v8_float, t18);
            t23 = t9 * t22;
            t24 = t22 * t22;
            t25 = t24 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t26 = t23 - t25;
            vcc_store(t17, t26);
            t10 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t10 >= t12) {
                i = (int)((long)0 + t12);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t27 = (long)i;
        t28 = x + t27;
        t29 = scaled(*t28 * 3.0f + 1.0f, i);
        t30 = *t28;
        y[t27] = t29 * t30 - t30 * t30 * 0.25f;
    }
}

void cond_void(int n, float *restrict y, const float *restrict x, float t) {
    vcc_v8_uint t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_float t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    long t9;
    const float *t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_m8 t16;
    vcc_v8_int t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    int i;
    long t21;
    const float *t22;
    float t23;
    float v;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t5 = (vcc_v8_float){t, t, t, t, t, t, t, t};
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        for (;;) {
            t8 = (vcc_v8_int)t1;
            t9 = (long)(int)((long)0 + t2);
            t10 = x + t9;
            t11 = vcc_load(vcc_v8_float, t10);
            t12 = t11 * t11;
            t13 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} * t11;
            t14 = t12 - t13;
            t15 = t14 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t16 = (vcc_m8)(t15 > t5);
            t17 = __builtin_convertvector(t16 & 1, vcc_v8_int);
            if (t17[0]) {
                note(t8[0], t11[0]);
            }
            if (t17[1]) {
                note(t8[1], t11[1]);
            }
            if (t17[2]) {
                note(t8[2], t11[2]);
            }
            if (t17[3]) {
                note(t8[3], t11[3]);
            }
            if (t17[4]) {
                note(t8[4], t11[4]);
            }
            if (t17[5]) {
                note(t8[5], t11[5]);
            }
            if (t17[6]) {
                note(t8[6], t11[6]);
            }
            if (t17[7]) {
                note(t8[7], t11[7]);
            }
            t18 = t15 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t19 = vcc_load(vcc_v8_float, t10);
            t20 = t18 + t19;
            vcc_store(y + t9, t20);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t2 >= t4) {
                i = (int)((long)0 + t4);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t21 = (long)i;
        t22 = x + t21;
        t23 = *t22;
        v = t23 * t23 - 3.0f * t23 + 1.0f;
        if (v > t) {
            note(i, t23);
        }
        y[t21] = v * 0.5f + *t22;
    }
}

void pointer_arg(int n, float *restrict y, const float *restrict x) {
    vcc_v8_uint t1;
    vcc_v8_int t2;
    long t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    long t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_m8 t20;
    unsigned long t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    int i;
    long t27;
    float *t28;
    float t29;
    t4 = (long)n;
    if ((t4 >= 8L) & (0 >= 0)) {
        t5 = t4 & -8L;
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t8 = vcc_splat(vcc_v8_int, 0 % 3);
        t9 = t8 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        t10 = (vcc_v8_uint)t9;
        t11 = t10 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        t12 = vcc_min(vcc_v8_int, t10, t11);
        t2 = (vcc_v8_int)t12;
        t3 = 0L;
        for (;;) {
            t13 = (vcc_v8_int)t1;
            t14 = (long)(int)((long)0 + t3);
            t15 = vcc_load(vcc_v8_float, x + t14);
            t16 = t15 * (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            t17 = t16 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t18 = t15 * t15;
            t19 = t17 + t18;
            vcc_store(y + t14, t19);
            t20 = (vcc_m8)(t2 == (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            t21 = (unsigned long)y + (unsigned long)t14 * 4UL;
            t22 = __builtin_convertvector(t20 & 1, vcc_v8_int);
            if (t22[0]) {
                bump((float *)t21, t13[0]);
            }
            if (t22[1]) {
                bump((float *)(t21 + 4UL), t13[1]);
            }
            if (t22[2]) {
                bump((float *)(t21 + 8UL), t13[2]);
            }
            if (t22[3]) {
                bump((float *)(t21 + 12UL), t13[3]);
            }
            if (t22[4]) {
                bump((float *)(t21 + 16UL), t13[4]);
            }
            if (t22[5]) {
                bump((float *)(t21 + 20UL), t13[5]);
            }
            if (t22[6]) {
                bump((float *)(t21 + 24UL), t13[6]);
            }
            if (t22[7]) {
                bump((float *)(t21 + 28UL), t13[7]);
            }
            t3 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t23 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t24 = (vcc_v8_uint)t23;
            t25 = t24 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            t26 = vcc_min(vcc_v8_int, t24, t25);
            t2 = (vcc_v8_int)t26;
            if (t3 >= t5) {
                i = (int)((long)0 + t5);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t27 = (long)i;
        t28 = y + t27;
        t29 = x[t27];
        *t28 = t29 * 4.0f - 1.0f + t29 * t29;
        if ((i % 3) == 1) {
            bump(t28, i);
        }
    }
}

void unused_double(int n, double *restrict y, const double *restrict x) {
    vcc_v4_uint t1;
    long t2;
    vcc_v4_uint t3;
    long t4;
    long t5;
    long t6;
    vcc_v4_int t7;
    vcc_v4_uint t8;
    long t9;
    vcc_v4_int t10;
    long t11;
    const double *t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_v4_uint t20;
    vcc_v4_int t21;
    long t22;
    const double *t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    int t31;
    long t32;
    long t33;
    vcc_v4_int t34;
    vcc_v4_uint t35;
    vcc_v4_int t36;
    long t37;
    const double *t38;
    vcc_v4_double t39;
    vcc_v4_double t40;
    vcc_v4_double t41;
    vcc_v4_double t42;
    vcc_v4_double t43;
    vcc_v4_double t44;
    vcc_v4_double t45;
    int i;
    long t46;
    const double *t47;
    double t48;
    double d;
    t5 = (long)n;
    if (t5 >= 8L) {
        t6 = t5 & -8L;
        t7 = (vcc_v4_int){0, 0, 0, 0};
        t8 = (vcc_v4_uint)t7;
        t1 = t8 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t2 = 0L;
        for (;;) {
            t9 = t2 + 4L;
            t10 = (vcc_v4_int)t1;
            t11 = (long)(int)((long)0 + t2);
            t12 = x + t11;
            t13 = vcc_load(vcc_v4_double, t12);
            t14 = t13 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            t15 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0} * t13;
            t16 = t15 * t13;
            t17 = t14 + t16;
            counted(t17[0], t10[0]);
            counted(t17[1], t10[1]);
            counted(t17[2], t10[2]);
            counted(t17[3], t10[3]);
            t18 = vcc_load(vcc_v4_double, t12);
            t19 = t17 - t18;
            vcc_store(y + t11, t19);
            t20 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            t21 = (vcc_v4_int)t20;
            t22 = (long)(int)((long)0 + t9);
            t23 = x + t22;
            t24 = vcc_load(vcc_v4_double, t23);
            t25 = t24 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            t26 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0} * t24;
            t27 = t26 * t24;
            t28 = t25 + t27;
            counted(t28[0], t21[0]);
            counted(t28[1], t21[1]);
            counted(t28[2], t21[2]);
            counted(t28[3], t21[3]);
            t29 = vcc_load(vcc_v4_double, t23);
            t30 = t28 - t29;
            vcc_store(y + t22, t30);
            t2 += 8L;
            t1 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            if (t2 >= t6) {
                t31 = (int)((long)0 + t6);
                break;
            }
        }
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 4L) {
        t33 = t32 & -4L;
        t34 = (vcc_v4_int){t31, t31, t31, t31};
        t35 = (vcc_v4_uint)t34;
        t3 = t35 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t4 = 0L;
        for (;;) {
            t36 = (vcc_v4_int)t3;
            t37 = (long)(int)((long)t31 + t4);
            t38 = x + t37;
            t39 = vcc_load(vcc_v4_double, t38);
            t40 = t39 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            t41 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0} * t39;
            t42 = t41 * t39;
            t43 = t40 + t42;
            counted(t43[0], t36[0]);
            counted(t43[1], t36[1]);
            counted(t43[2], t36[2]);
            counted(t43[3], t36[3]);
            t44 = vcc_load(vcc_v4_double, t38);
            t45 = t43 - t44;
            vcc_store(y + t37, t45);
            t4 += 4L;
            t3 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            if (t4 >= t33) {
                i = (int)((long)t31 + t33);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        t46 = (long)i;
        t47 = x + t46;
        t48 = *t47;
        d = t48 * 1.5 + 2.0 * t48 * t48;
        counted(d, i);
        y[t46] = d - *t47;
    }
}

void library_call(int n, int *restrict y, const int *restrict x) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    long t9;
    long t10;
    long t11;
    long t12;
    int *t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    int i;
    long t21;
    int t22;
    t10 = (long)n;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t9 = 0L;
        for (;;) {
            t12 = (long)(int)((long)0 + t9);
            t13 = y + t12;
            t14 = vcc_load(vcc_v8_int, x + t12);
            t15 = t14 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t16 = t14 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t17 = t16 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t18 = t15 + t17;
            t1 = vcc_insert((vcc_v8_int){0}, 0, rand());
            t2 = vcc_insert(t1, 1, rand());
            t3 = vcc_insert(t2, 2, rand());
            t4 = vcc_insert(t3, 3, rand());
            t5 = vcc_insert(t4, 4, rand());
            t6 = vcc_insert(t5, 5, rand());
            t7 = vcc_insert(t6, 6, rand());
            t8 = vcc_insert(t7, 7, rand());
            t19 = t8 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t20 = t18 + t19;
            vcc_store(t13, t20);
            t9 += 8L;
            if (t9 >= t11) {
                i = (int)((long)0 + t11);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t21 = (long)i;
        t22 = x[t21];
        y[t21] = t22 * 3 + (t22 ^ 5) * 7 + rand() % 11;
    }
}

/* No pragma: `scaled` writes `trace`, which the loop does not know; the loop stays scalar. */
void no_pragma(int n, float *restrict y, const float *restrict x) {
    for (int i = 0; i < n; i++)
        y[i] = scaled(x[i] * 3.0f + 1.0f, i) * x[i] - x[i] * x[i] * 0.25f;
}

static unsigned long long trace_hash(void) {
    unsigned long long h = HASH(trace, traced) ^ (unsigned long long)traced;
    traced = 0;
    return h;
}

int main(void) {
    int n;
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    void *t4;
    float *x;
    float *y;
    void *t5;
    double *xd;
    double *yd;
    int *xi;
    int *yi;
    int fill_idx;
    int fill_idx_1;
    long t6;
    unsigned long t7;
    unsigned long t8;
    long t9;
    long t10;
    vcc_v4_float t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    long t14;
    vcc_v4_float t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    long t18;
    vcc_v4_float t19;
    vcc_v4_double t20;
    vcc_v4_double t21;
    long t22;
    vcc_v4_float t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    int t26;
    long t27;
    unsigned long t28;
    unsigned long t29;
    long t30;
    long t31;
    vcc_v4_float t32;
    vcc_v4_double t33;
    vcc_v4_double t34;
    int i;
    long t35;
    const float *t36;
    unsigned long long t37;
    unsigned long t38;
    unsigned long t39;
    const void *t40;
    unsigned long long t41;
    unsigned long long t42;
    unsigned long long t43;
    unsigned long long t44;
    srand(7U);
    count_idx = 0;
    n_1 = 0;
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
        t4 = new_array(n, 4UL);
        x = (float *)t4;
        y = (float *)new_array(n, 4UL);
        t5 = new_array(n, 8UL);
        xd = (double *)t5;
        yd = (double *)new_array(n, 8UL);
        xi = (int *)new_array(n, 4UL);
        yi = (int *)new_array(n, 4UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (float)(-20 + (int)(next_rand() % 41U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            xi[fill_idx_1] = -100 + (int)(next_rand() % 201U);
        }
        t6 = (long)n;
        t7 = (unsigned long)t4;
        t8 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t8 + (unsigned long)0L)) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= (t7 + (unsigned long)0L)))) {
            t9 = t6 & -16L;
            t1 = 0L;
            do {
                t10 = (long)(int)((long)0 + t1);
                t11 = vcc_load(vcc_v4_float, x + t10);
                t12 = __builtin_convertvector(t11, vcc_v4_double);
                t13 = t12 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t10, t13);
                t14 = (long)(int)((long)0 + (t1 + 4L));
                t15 = vcc_load(vcc_v4_float, x + t14);
                t16 = __builtin_convertvector(t15, vcc_v4_double);
                t17 = t16 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t14, t17);
                t18 = (long)(int)((long)0 + (t1 + 8L));
                t19 = vcc_load(vcc_v4_float, x + t18);
                t20 = __builtin_convertvector(t19, vcc_v4_double);
                t21 = t20 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t18, t21);
                t22 = (long)(int)((long)0 + (t1 + 12L));
                t23 = vcc_load(vcc_v4_float, x + t22);
                t24 = __builtin_convertvector(t23, vcc_v4_double);
                t25 = t24 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t22, t25);
                t1 += 16L;
            } while (t1 < t9);
            t26 = (int)((long)0 + t9);
        } else {
            t26 = 0;
        }
        t27 = (long)n + (long)t26 * -1L;
        t28 = (unsigned long)t4;
        t29 = (unsigned long)t5;
        if ((t27 >= 4L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 8L))) | ((t29 + (unsigned long)((long)t26 * 8L + 8L + (t27 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t26 * 4L))))) {
            t30 = t27 & -4L;
            t2 = 0L;
            do {
                t31 = (long)(int)((long)t26 + t2);
                t32 = vcc_load(vcc_v4_float, x + t31);
                t33 = __builtin_convertvector(t32, vcc_v4_double);
                t34 = t33 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t31, t34);
                t2 += 4L;
            } while (t2 < t30);
            i = (int)((long)t26 + t30);
        } else {
            i = t26;
        }
        for (; i < n; i++) {
            t35 = (long)i;
            xd[t35] = (double)x[t35] * 0.75;
        }
        t36 = x;
        use_result(n, y, t36);
        t37 = trace_hash();
        t38 = (unsigned long)n;
        t39 = t38 * 4UL;
        t40 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)hash_bytes(t40, t39), t37);
        cond_void(n, y, t36, 40.0f);
        t41 = trace_hash();
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)hash_bytes(t40, t39), t41);
        pointer_arg(n, y, t36);
        t42 = trace_hash();
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)hash_bytes(t40, t39), t42);
        unused_double(n, yd, xd);
        t43 = trace_hash();
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)yd, t38 * 8UL), t43);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)hash_bytes((const void *)yi, t39));
        no_pragma(n, y, t36);
        t44 = trace_hash();
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)hash_bytes(t40, t39), t44);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
