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
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t6 = (vcc_v8_uint)t5;
        vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        for (;;) {
            vcc_v8_int t7 = (vcc_v8_int)t1;
            long t8 = (long)(int)t2;
            float *t9 = y + t8;
            const float *t10 = x + t8;
            vcc_v8_float t11 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float t12 = t11 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t13 = t12 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t14 = vcc_insert((vcc_v8_float){0}, 0, scaled(t13[0], t7[0]));
            vcc_v8_float t15 = vcc_insert(t14, 1, scaled(t13[1], t7[1]));
            vcc_v8_float t16 = vcc_insert(t15, 2, scaled(t13[2], t7[2]));
            vcc_v8_float t17 = vcc_insert(t16, 3, scaled(t13[3], t7[3]));
            vcc_v8_float t18 = vcc_insert(t17, 4, scaled(t13[4], t7[4]));
            vcc_v8_float t19 = vcc_insert(t18, 5, scaled(t13[5], t7[5]));
            vcc_v8_float t20 = vcc_insert(t19, 6, scaled(t13[6], t7[6]));
            vcc_v8_float t21 = vcc_insert(t20, 7, scaled(t13[7], t7[7]));
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float t23 = t21 * t22;
            vcc_v8_float t24 = t22 * t22;
            vcc_v8_float t25 = t24 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t26 = t23 - t25;
            vcc_store(t9, t26);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t2 >= t4) {
                i = (int)t4;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        const float *t28 = x + t27;
        float t29 = scaled(*t28 * 3.0f + 1.0f, i);
        float t30 = *t28;
        y[t27] = t29 * t30 - t30 * t30 * 0.25f;
    }
}

void cond_void(int n, float *restrict y, const float *restrict x, float t) {
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        vcc_v8_float t5 = (vcc_v8_float){t, t, t, t, t, t, t, t};
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        for (;;) {
            vcc_v8_int t8 = (vcc_v8_int)t1;
            long t9 = (long)(int)t2;
            const float *t10 = x + t9;
            vcc_v8_float t11 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float t12 = t11 * t11;
            vcc_v8_float t13 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} * t11;
            vcc_v8_float t14 = t12 - t13;
            vcc_v8_float t15 = t14 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t16 = (vcc_m8)(t15 > t5);
            vcc_v8_int t17 = __builtin_convertvector(t16 & 1, vcc_v8_int);
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
            vcc_v8_float t18 = t15 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t10);
            vcc_v8_float t20 = t18 + t19;
            vcc_store(y + t9, t20);
            t2 += 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t2 >= t4) {
                i = (int)t4;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        const float *t22 = x + t21;
        float t23 = *t22;
        float v = t23 * t23 - 3.0f * t23 + 1.0f;
        if (v > t) {
            note(i, t23);
        }
        y[t21] = v * 0.5f + *t22;
    }
}

void pointer_arg(int n, float *restrict y, const float *restrict x) {
    int i;
    long t4 = (long)n;
    if ((t4 >= 8L) & 1) {
        long t5 = t4 & -8L;
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t9 = t8 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_v8_uint t10 = (vcc_v8_uint)t9;
        vcc_v8_uint t11 = t10 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint t12 = vcc_min(vcc_v8_int, t10, t11);
        vcc_v8_int t2 = (vcc_v8_int)t12;
        long t3 = 0L;
        for (;;) {
            vcc_v8_int t13 = (vcc_v8_int)t1;
            long t14 = (long)(int)t3;
            vcc_v8_float t15 = vcc_load(vcc_v8_float, x + t14);
            vcc_v8_float t16 = t15 * (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            vcc_v8_float t17 = t16 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t18 = t15 * t15;
            vcc_v8_float t19 = t17 + t18;
            vcc_store(y + t14, t19);
            vcc_m8 t20 = (vcc_m8)(t2 == (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            unsigned long t21 = (unsigned long)y + (unsigned long)t14 * 4UL;
            vcc_v8_int t22 = __builtin_convertvector(t20 & 1, vcc_v8_int);
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
            vcc_v8_int t23 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t24 = (vcc_v8_uint)t23;
            vcc_v8_uint t25 = t24 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t26 = vcc_min(vcc_v8_int, t24, t25);
            t2 = (vcc_v8_int)t26;
            if (t3 >= t5) {
                i = (int)t5;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        float *t28 = y + t27;
        float t29 = x[t27];
        *t28 = t29 * 4.0f - 1.0f + t29 * t29;
        if ((i % 3) == 1) {
            bump(t28, i);
        }
    }
}

void unused_double(int n, double *restrict y, const double *restrict x) {
    int t31;
    int i;
    long t5 = (long)n;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        vcc_v4_int t7 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t8 = (vcc_v4_uint)t7;
        vcc_v4_uint t1 = t8 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t2 = 0L;
        for (;;) {
            long t9 = t2 + 4L;
            vcc_v4_int t10 = (vcc_v4_int)t1;
            long t11 = (long)(int)t2;
            const double *t12 = x + t11;
            vcc_v4_double t13 = vcc_load(vcc_v4_double, t12);
            vcc_v4_double t14 = t13 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t15 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0} * t13;
            vcc_v4_double t16 = t15 * t13;
            vcc_v4_double t17 = t14 + t16;
            counted(t17[0], t10[0]);
            counted(t17[1], t10[1]);
            counted(t17[2], t10[2]);
            counted(t17[3], t10[3]);
            vcc_v4_double t18 = vcc_load(vcc_v4_double, t12);
            vcc_v4_double t19 = t17 - t18;
            vcc_store(y + t11, t19);
            vcc_v4_uint t20 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int t21 = (vcc_v4_int)t20;
            long t22 = (long)(int)t9;
            const double *t23 = x + t22;
            vcc_v4_double t24 = vcc_load(vcc_v4_double, t23);
            vcc_v4_double t25 = t24 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t26 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0} * t24;
            vcc_v4_double t27 = t26 * t24;
            vcc_v4_double t28 = t25 + t27;
            counted(t28[0], t21[0]);
            counted(t28[1], t21[1]);
            counted(t28[2], t21[2]);
            counted(t28[3], t21[3]);
            vcc_v4_double t29 = vcc_load(vcc_v4_double, t23);
            vcc_v4_double t30 = t28 - t29;
            vcc_store(y + t22, t30);
            t2 += 8L;
            t1 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
            if (t2 >= t6) {
                t31 = (int)t6;
                break;
            }
        }
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        vcc_v4_int t34 = (vcc_v4_int){t31, t31, t31, t31};
        vcc_v4_uint t35 = (vcc_v4_uint)t34;
        vcc_v4_uint t3 = t35 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t4 = 0L;
        for (;;) {
            vcc_v4_int t36 = (vcc_v4_int)t3;
            long t37 = (long)(int)((long)t31 + t4);
            const double *t38 = x + t37;
            vcc_v4_double t39 = vcc_load(vcc_v4_double, t38);
            vcc_v4_double t40 = t39 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t41 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0} * t39;
            vcc_v4_double t42 = t41 * t39;
            vcc_v4_double t43 = t40 + t42;
            counted(t43[0], t36[0]);
            counted(t43[1], t36[1]);
            counted(t43[2], t36[2]);
            counted(t43[3], t36[3]);
            vcc_v4_double t44 = vcc_load(vcc_v4_double, t38);
            vcc_v4_double t45 = t43 - t44;
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
        long t46 = (long)i;
        const double *t47 = x + t46;
        double t48 = *t47;
        double d = t48 * 1.5 + 2.0 * t48 * t48;
        counted(d, i);
        y[t46] = d - *t47;
    }
}

void library_call(int n, int *restrict y, const int *restrict x) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        for (;;) {
            long t4 = (long)(int)t1;
            int *t5 = y + t4;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, x + t4);
            vcc_v8_int t7 = t6 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t8 = t6 ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t9 = t8 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t10 = t7 + t9;
            vcc_v8_int t11 = vcc_insert((vcc_v8_int){0}, 0, rand());
            vcc_v8_int t12 = vcc_insert(t11, 1, rand());
            vcc_v8_int t13 = vcc_insert(t12, 2, rand());
            vcc_v8_int t14 = vcc_insert(t13, 3, rand());
            vcc_v8_int t15 = vcc_insert(t14, 4, rand());
            vcc_v8_int t16 = vcc_insert(t15, 5, rand());
            vcc_v8_int t17 = vcc_insert(t16, 6, rand());
            vcc_v8_int t18 = vcc_insert(t17, 7, rand());
            vcc_v8_int t19 = t18 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            vcc_v8_int t20 = t10 + t19;
            vcc_store(t5, t20);
            t1 += 8L;
            if (t1 >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        int t22 = x[t21];
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
    int t3;
    int t26;
    int i;
    srand(7U);
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
        float *x = (float *)t4;
        float *y = (float *)new_array(n, 4UL);
        void *t5 = new_array(n, 8UL);
        double *xd = (double *)t5;
        double *yd = (double *)new_array(n, 8UL);
        int *xi = (int *)new_array(n, 4UL);
        int *yi = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (float)(-20 + (int)(next_rand() % 41U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            xi[fill_idx_1] = -100 + (int)(next_rand() % 201U);
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t4;
        unsigned long t8 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t7))) {
            long t9 = t6 & -16L;
            long t1 = 0L;
            do {
                long t10 = (long)(int)t1;
                vcc_v4_float t11 = vcc_load(vcc_v4_float, x + t10);
                vcc_v4_double t12 = __builtin_convertvector(t11, vcc_v4_double);
                vcc_v4_double t13 = t12 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t10, t13);
                long t14 = (long)(int)(t1 + 4L);
                vcc_v4_float t15 = vcc_load(vcc_v4_float, x + t14);
                vcc_v4_double t16 = __builtin_convertvector(t15, vcc_v4_double);
                vcc_v4_double t17 = t16 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t14, t17);
                long t18 = (long)(int)(t1 + 8L);
                vcc_v4_float t19 = vcc_load(vcc_v4_float, x + t18);
                vcc_v4_double t20 = __builtin_convertvector(t19, vcc_v4_double);
                vcc_v4_double t21 = t20 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t18, t21);
                long t22 = (long)(int)(t1 + 12L);
                vcc_v4_float t23 = vcc_load(vcc_v4_float, x + t22);
                vcc_v4_double t24 = __builtin_convertvector(t23, vcc_v4_double);
                vcc_v4_double t25 = t24 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t22, t25);
                t1 += 16L;
            } while (t1 < t9);
            t26 = (int)t9;
        } else {
            t26 = 0;
        }
        long t27 = (long)n + (long)t26 * -1L;
        unsigned long t28 = (unsigned long)t4;
        unsigned long t29 = (unsigned long)t5;
        if ((t27 >= 4L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 8L))) | ((t29 + (unsigned long)((long)t26 * 8L + 8L + (t27 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t26 * 4L))))) {
            long t30 = t27 & -4L;
            long t2 = 0L;
            do {
                long t31 = (long)(int)((long)t26 + t2);
                vcc_v4_float t32 = vcc_load(vcc_v4_float, x + t31);
                vcc_v4_double t33 = __builtin_convertvector(t32, vcc_v4_double);
                vcc_v4_double t34 = t33 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t31, t34);
                t2 += 4L;
            } while (t2 < t30);
            i = (int)((long)t26 + t30);
        } else {
            i = t26;
        }
        for (; i < n; i++) {
            long t35 = (long)i;
            xd[t35] = (double)x[t35] * 0.75;
        }
        const float *t36 = x;
        use_result(n, y, t36);
        unsigned long long t37 = trace_hash();
        unsigned long t38 = (unsigned long)n;
        unsigned long t39 = t38 * 4UL;
        const void *t40 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)hash_bytes(t40, t39), t37);
        cond_void(n, y, t36, 40.0f);
        unsigned long long t41 = trace_hash();
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)hash_bytes(t40, t39), t41);
        pointer_arg(n, y, t36);
        unsigned long long t42 = trace_hash();
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)hash_bytes(t40, t39), t42);
        unused_double(n, yd, xd);
        unsigned long long t43 = trace_hash();
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)yd, t38 * 8UL), t43);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)hash_bytes((const void *)yi, t39));
        no_pragma(n, y, t36);
        unsigned long long t44 = trace_hash();
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)hash_bytes(t40, t39), t44);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
