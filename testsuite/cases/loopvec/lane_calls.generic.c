/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized generic=5 avx2=5 sse4.2=5 neon=5 sse2=5 */
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
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:45 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            float *t5 = y + i_vec;
            const float *t6 = x + i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t7 = x_v * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t8 = t7 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t9 = vcc_insert((vcc_v8_float){0}, 0, scaled(t8[0], i_v_1[0]));
            vcc_v8_float t10 = vcc_insert(t9, 1, scaled(t8[1], i_v_1[1]));
            vcc_v8_float t11 = vcc_insert(t10, 2, scaled(t8[2], i_v_1[2]));
            vcc_v8_float t12 = vcc_insert(t11, 3, scaled(t8[3], i_v_1[3]));
            vcc_v8_float t13 = vcc_insert(t12, 4, scaled(t8[4], i_v_1[4]));
            vcc_v8_float t14 = vcc_insert(t13, 5, scaled(t8[5], i_v_1[5]));
            vcc_v8_float t15 = vcc_insert(t14, 6, scaled(t8[6], i_v_1[6]));
            vcc_v8_float t16 = vcc_insert(t15, 7, scaled(t8[7], i_v_1[7]));
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t17 = t16 * x_v_1;
            vcc_v8_float t18 = x_v_1 * x_v_1;
            vcc_v8_float t19 = t18 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t20 = t17 - t19;
            vcc_store(t5, t20);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        const float *t22 = x + t21;
        float t23 = scaled(*t22 * 3.0f + 1.0f, i);
        float t24 = *t22;
        y[t21] = t23 * t24 - t24 * t24 * 0.25f;
    }
}

void cond_void(int n, float *restrict y, const float *restrict x, float t) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v8_float t_v = (vcc_v8_float){t, t, t, t, t, t, t, t};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:51 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            const float *t5 = x + i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t6 = x_v * x_v;
            vcc_v8_float t7 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} * x_v;
            vcc_v8_float t8 = t6 - t7;
            vcc_v8_float v_v = t8 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t9 = (vcc_m8)(v_v > t_v);
            vcc_v8_int t10 = __builtin_convertvector(t9 & 1, vcc_v8_int);
            if (t10[0]) {
                note(i_v_1[0], x_v[0]);
            }
            if (t10[1]) {
                note(i_v_1[1], x_v[1]);
            }
            if (t10[2]) {
                note(i_v_1[2], x_v[2]);
            }
            if (t10[3]) {
                note(i_v_1[3], x_v[3]);
            }
            if (t10[4]) {
                note(i_v_1[4], x_v[4]);
            }
            if (t10[5]) {
                note(i_v_1[5], x_v[5]);
            }
            if (t10[6]) {
                note(i_v_1[6], x_v[6]);
            }
            if (t10[7]) {
                note(i_v_1[7], x_v[7]);
            }
            vcc_v8_float t11 = v_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t12 = t11 + x_v_1;
            vcc_store(y + i_vec, t12);
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        const float *t14 = x + t13;
        float t15 = *t14;
        float v = t15 * t15 - 3.0f * t15 + 1.0f;
        if (v > t) {
            note(i, t15);
        }
        y[t13] = v * 0.5f + *t14;
    }
}

void pointer_arg(int n, float *restrict y, const float *restrict x) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 8L) & 1) {
        long t3 = t2 & -8L;
        vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t5 = (vcc_v8_uint)t4;
        vcc_v8_uint i_v = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t7 = t6 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_m8 t8 = (vcc_m8)(t7 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_uint t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t10 = (vcc_v8_uint)t7;
        vcc_v8_uint t11 = t10 - t9;
        vcc_v8_int t1 = (vcc_v8_int)t11;
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:61 vectorized: VF 8, UF 1, the remainder at 63:13 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float t12 = x_v * (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            vcc_v8_float t13 = t12 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t14 = x_v * x_v;
            vcc_v8_float t15 = t13 + t14;
            vcc_store(y + i_vec, t15);
            vcc_m8 t16 = (vcc_m8)(t1 == (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            unsigned long t17 = (unsigned long)y + (unsigned long)i_vec * 4UL;
            vcc_v8_int t18 = __builtin_convertvector(t16 & 1, vcc_v8_int);
            if (t18[0]) {
                bump((float *)t17, i_v_1[0]);
            }
            if (t18[1]) {
                bump((float *)(t17 + 4UL), i_v_1[1]);
            }
            if (t18[2]) {
                bump((float *)(t17 + 8UL), i_v_1[2]);
            }
            if (t18[3]) {
                bump((float *)(t17 + 12UL), i_v_1[3]);
            }
            if (t18[4]) {
                bump((float *)(t17 + 16UL), i_v_1[4]);
            }
            if (t18[5]) {
                bump((float *)(t17 + 20UL), i_v_1[5]);
            }
            if (t18[6]) {
                bump((float *)(t17 + 24UL), i_v_1[6]);
            }
            if (t18[7]) {
                bump((float *)(t17 + 28UL), i_v_1[7]);
            }
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t19 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t20 = (vcc_m8)(t19 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t22 = (vcc_v8_uint)t19;
            vcc_v8_uint t23 = t22 - t21;
            t1 = (vcc_v8_int)t23;
            if (i_vec >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        float *t25 = y + t24;
        float t26 = x[t24];
        *t25 = t26 * 4.0f - 1.0f + t26 * t26;
        if ((i % 3) == 1) {
            bump(t25, i);
        }
    }
}

void unused_double(int n, double *restrict y, const double *restrict x) {
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t4 = (vcc_v4_uint)t3;
        vcc_v4_uint i_v = t4 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:70 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            const double *t5 = x + i_vec;
            vcc_v4_double x_v = vcc_load(vcc_v4_double, t5);
            vcc_v4_double t6 = x_v * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t7 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0} * x_v;
            vcc_v4_double t8 = t7 * x_v;
            vcc_v4_double d_v = t6 + t8;
            counted(d_v[0], i_v_2[0]);
            counted(d_v[1], i_v_2[1]);
            counted(d_v[2], i_v_2[2]);
            counted(d_v[3], i_v_2[3]);
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, t5);
            vcc_v4_double t9 = d_v - x_v_1;
            vcc_store(y + i_vec, t9);
            long t10 = i_vec + 4L;
            vcc_v4_uint t11 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t11;
            const double *t12 = x + t10;
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, t12);
            vcc_v4_double t13 = x_v_2 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t14 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0} * x_v_2;
            vcc_v4_double t15 = t14 * x_v_2;
            vcc_v4_double d_v_1 = t13 + t15;
            counted(d_v_1[0], i_v_3[0]);
            counted(d_v_1[1], i_v_3[1]);
            counted(d_v_1[2], i_v_3[2]);
            counted(d_v_1[3], i_v_3[3]);
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, t12);
            vcc_v4_double t16 = d_v_1 - x_v_3;
            vcc_store(y + t10, t16);
            i_vec += 8L;
            i_v = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
            if (i_vec >= t2) {
                t17 = (int)t2;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        vcc_v4_int t20 = (vcc_v4_int){t17, t17, t17, t17};
        vcc_v4_uint t21 = (vcc_v4_uint)t20;
        vcc_v4_uint i_v_1 = t21 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec_1 = 0L;
        /* vcc: loop at lane_calls.c:70 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t22 = (long)t17 + i_vec_1;
            vcc_v4_int i_v_4 = (vcc_v4_int)i_v_1;
            const double *t23 = x + t22;
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, t23);
            vcc_v4_double t24 = x_v_4 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_v4_double t25 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0} * x_v_4;
            vcc_v4_double t26 = t25 * x_v_4;
            vcc_v4_double d_v_2 = t24 + t26;
            counted(d_v_2[0], i_v_4[0]);
            counted(d_v_2[1], i_v_4[1]);
            counted(d_v_2[2], i_v_4[2]);
            counted(d_v_2[3], i_v_4[3]);
            vcc_v4_double x_v_5 = vcc_load(vcc_v4_double, t23);
            vcc_v4_double t27 = d_v_2 - x_v_5;
            vcc_store(y + t22, t27);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            if (i_vec_1 >= t19) {
                i = (int)((long)t17 + t19);
                break;
            }
        }
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        const double *t29 = x + t28;
        double t30 = *t29;
        double d = t30 * 1.5 + 2.0 * t30 * t30;
        counted(d, i);
        y[t28] = d - *t29;
    }
}

void library_call(int n, int *restrict y, const int *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:79 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int *t3 = y + i_vec;
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t4 = x_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t5 = x_v ^ (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t6 = t5 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t7 = t4 + t6;
            vcc_v8_int t8 = vcc_insert((vcc_v8_int){0}, 0, rand());
            vcc_v8_int t9 = vcc_insert(t8, 1, rand());
            vcc_v8_int t10 = vcc_insert(t9, 2, rand());
            vcc_v8_int t11 = vcc_insert(t10, 3, rand());
            vcc_v8_int t12 = vcc_insert(t11, 4, rand());
            vcc_v8_int t13 = vcc_insert(t12, 5, rand());
            vcc_v8_int t14 = vcc_insert(t13, 6, rand());
            vcc_v8_int t15 = vcc_insert(t14, 7, rand());
            vcc_v8_int t16 = t15 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            vcc_v8_int t17 = t7 + t16;
            vcc_store(t3, t17);
            i_vec += 8L;
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        int t19 = x[t18];
        y[t18] = t19 * 3 + (t19 ^ 5) * 7 + rand() % 11;
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
    int t1;
    int t19;
    int i;
    srand(7U);
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
        float *x = (float *)t2;
        float *y = (float *)new_array(n, 4UL);
        void *t3 = new_array(n, 8UL);
        double *xd = (double *)t3;
        double *yd = (double *)new_array(n, 8UL);
        int *xi = (int *)new_array(n, 4UL);
        int *yi = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (float)(-20 + (int)(next_rand() % 41U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            xi[fill_idx_1] = -100 + (int)(next_rand() % 201U);
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -16L;
            long i_vec = 0L;
            /* vcc: loop at lane_calls.c:104 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 99:20 and the value of the call to `new_array` at 100:22 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                vcc_v4_float x_v = vcc_load(vcc_v4_float, x + i_vec);
                vcc_v4_double t8 = __builtin_convertvector(x_v, vcc_v4_double);
                vcc_v4_double t9 = t8 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + i_vec, t9);
                long t10 = i_vec + 4L;
                vcc_v4_float x_v_1 = vcc_load(vcc_v4_float, x + t10);
                vcc_v4_double t11 = __builtin_convertvector(x_v_1, vcc_v4_double);
                vcc_v4_double t12 = t11 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t10, t12);
                long t13 = i_vec + 8L;
                vcc_v4_float x_v_2 = vcc_load(vcc_v4_float, x + t13);
                vcc_v4_double t14 = __builtin_convertvector(x_v_2, vcc_v4_double);
                vcc_v4_double t15 = t14 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t13, t15);
                long t16 = i_vec + 12L;
                vcc_v4_float x_v_3 = vcc_load(vcc_v4_float, x + t16);
                vcc_v4_double t17 = __builtin_convertvector(x_v_3, vcc_v4_double);
                vcc_v4_double t18 = t17 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t16, t18);
                i_vec += 16L;
            } while (i_vec < t7);
            t19 = (int)t7;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)t2;
        unsigned long t22 = (unsigned long)t3;
        if ((t20 >= 4L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 8L))) | ((t22 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
            long t23 = t20 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at lane_calls.c:104 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 99:20 and the value of the call to `new_array` at 100:22 do not overlap, scalar epilogue */
            do {
                long t24 = (long)t19 + i_vec_1;
                vcc_v4_float x_v_4 = vcc_load(vcc_v4_float, x + t24);
                vcc_v4_double t25 = __builtin_convertvector(x_v_4, vcc_v4_double);
                vcc_v4_double t26 = t25 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
                vcc_store(xd + t24, t26);
                i_vec_1 += 4L;
            } while (i_vec_1 < t23);
            i = (int)((long)t19 + t23);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            long t27 = (long)i;
            xd[t27] = (double)x[t27] * 0.75;
        }
        const float *t28 = x;
        use_result(n, y, t28);
        unsigned long long t29 = trace_hash();
        unsigned long t30 = (unsigned long)n;
        unsigned long t31 = t30 * 4UL;
        const void *t32 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t29);
        cond_void(n, y, t28, 40.0f);
        unsigned long long t33 = trace_hash();
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t33);
        pointer_arg(n, y, t28);
        unsigned long long t34 = trace_hash();
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t34);
        unused_double(n, yd, xd);
        unsigned long long t35 = trace_hash();
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)yd, t30 * 8UL), t35);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)hash_bytes((const void *)yi, t31));
        no_pragma(n, y, t28);
        unsigned long long t36 = trace_hash();
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t36);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
