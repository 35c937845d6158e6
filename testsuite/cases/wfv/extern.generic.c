/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_scale(vcc_v8_float p1, float p2);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_clampi(vcc_v8_int p1);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_clampi(vcc_v8_int p1, vcc_v8_int p2);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4ulv_pick(const double *p1, int p2, vcc_v4_double p3);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdM4ulv_pick(const double *p1, int p2, vcc_v4_double p3, vcc_v4_double p4);
#pragma GCC diagnostic pop
/* Annotated functions defined in another file (extern.lib.c, built by gcc -fopenmp-simd):
   with --extern-variants vcc calls their variants by ABI name from the vectorized loops. */
#include <stdio.h>
/* vcc-test: flags --extern-variants */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(k) notinbranch */
float scale(float x, float k);
/* #pragma omp declare simd */
int clampi(int x);
/* #pragma omp declare simd uniform(p) linear(i) */
double pick(const double *p, int i, double w);

float out[1003];
int iout[1003];
double dv[64], dout[64];

extern __typeof__(out) out __attribute__((aligned(32)));
void scale_all(int n, float k) {
    int t18;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t1 = t8 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_int t9 = (vcc_v8_int)t1;
            vcc_v8_float t10 = __builtin_convertvector(t9, vcc_v8_float);
            vcc_v8_float t11 = t10 - (vcc_v8_float){40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f};
            vcc_v8_float t12 = _ZGVdN8vu_scale(t11, k);
            vcc_store(&out[(int)t2], t12);
            vcc_v8_uint t13 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t14 = (vcc_v8_int)t13;
            vcc_v8_float t15 = __builtin_convertvector(t14, vcc_v8_float);
            vcc_v8_float t16 = t15 - (vcc_v8_float){40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f};
            vcc_v8_float t17 = _ZGVdN8vu_scale(t16, k);
            vcc_store(&out[(int)(t2 + 8L)], t17);
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t18 = (int)t6;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_int t21 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        vcc_v8_uint t22 = (vcc_v8_uint)t21;
        vcc_v8_uint t3 = t22 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        do {
            vcc_v8_int t23 = (vcc_v8_int)t3;
            vcc_v8_float t24 = __builtin_convertvector(t23, vcc_v8_float);
            vcc_v8_float t25 = t24 - (vcc_v8_float){40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f};
            vcc_v8_float t26 = _ZGVdN8vu_scale(t25, k);
            vcc_store(&out[(int)((long)t18 + t4)], t26);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

void clamp_some(int n) {
    int t42;
    int i;
    long t7 = (long)n;
    if ((t7 >= 16L) & 1) {
        long t8 = t7 & -16L;
        vcc_v8_int t9 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t10 = (vcc_v8_uint)t9;
        vcc_v8_uint t1 = t10 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t11 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t12 = t11 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_v8_uint t13 = (vcc_v8_uint)t12;
        vcc_v8_uint t14 = t13 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint t15 = vcc_min(vcc_v8_int, t13, t14);
        vcc_v8_int t2 = (vcc_v8_int)t15;
        long t3 = 0L;
        do {
            vcc_v8_int t16 = (vcc_v8_int)t1;
            vcc_m8 t17 = (vcc_m8)(t2 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t18 = (vcc_v8_uint)t16;
            vcc_v8_uint t19 = (vcc_v8_uint)(vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
            vcc_v8_uint t20 = t18 - t19;
            vcc_v8_int t21 = (vcc_v8_int)t20;
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_v8_int t23 = _ZGVdM8v_clampi(t21, t22);
            vcc_store_masked((int *)((unsigned long)&iout + (unsigned long)(long)(int)t3 * 4UL), t23, t17);
            vcc_v8_uint t24 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t25 = (vcc_v8_int)t24;
            vcc_v8_int t26 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t27 = (vcc_v8_uint)t26;
            vcc_v8_uint t28 = t27 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t29 = vcc_min(vcc_v8_int, t27, t28);
            vcc_v8_int t30 = (vcc_v8_int)t29;
            vcc_m8 t31 = (vcc_m8)(t30 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t32 = (vcc_v8_uint)t25;
            vcc_v8_uint t33 = (vcc_v8_uint)(vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
            vcc_v8_uint t34 = t32 - t33;
            vcc_v8_int t35 = (vcc_v8_int)t34;
            vcc_v8_int t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_v8_int t37 = _ZGVdM8v_clampi(t35, t36);
            vcc_store_masked((int *)((unsigned long)&iout + (unsigned long)(long)(int)(t3 + 8L) * 4UL), t37, t31);
            t3 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int t38 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t39 = (vcc_v8_uint)t38;
            vcc_v8_uint t40 = t39 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t41 = vcc_min(vcc_v8_int, t39, t40);
            t2 = (vcc_v8_int)t41;
        } while (t3 < t8);
        t42 = (int)t8;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if ((t43 >= 8L) & (t42 >= 0)) {
        long t44 = t43 & -8L;
        vcc_v8_int t45 = (vcc_v8_int){t42, t42, t42, t42, t42, t42, t42, t42};
        vcc_v8_uint t46 = (vcc_v8_uint)t45;
        vcc_v8_uint t4 = t46 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t47 = vcc_splat(vcc_v8_int, t42 % 3);
        vcc_v8_int t48 = t47 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_v8_uint t49 = (vcc_v8_uint)t48;
        vcc_v8_uint t50 = t49 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint t51 = vcc_min(vcc_v8_int, t49, t50);
        vcc_v8_int t5 = (vcc_v8_int)t51;
        long t6 = 0L;
        do {
            vcc_v8_int t52 = (vcc_v8_int)t4;
            vcc_m8 t53 = (vcc_m8)(t5 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t54 = (vcc_v8_uint)t52;
            vcc_v8_uint t55 = (vcc_v8_uint)(vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
            vcc_v8_uint t56 = t54 - t55;
            vcc_v8_int t57 = (vcc_v8_int)t56;
            vcc_v8_int t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t53, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_v8_int t59 = _ZGVdM8v_clampi(t57, t58);
            vcc_store_masked((int *)((unsigned long)&iout + (unsigned long)(long)(int)((long)t42 + t6) * 4UL), t59, t53);
            t6 += 8L;
            t4 = t4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t60 = t5 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t61 = (vcc_v8_uint)t60;
            vcc_v8_uint t62 = t61 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t63 = vcc_min(vcc_v8_int, t61, t62);
            t5 = (vcc_v8_int)t63;
        } while (t6 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        if (i % 3) {
            iout[i] = clampi(i - 500);
        }
    }
}

/* A linear argument (i, step 1) is passed as lane 0's value; the uniform one is a global array. */
extern __typeof__(dout) dout __attribute__((aligned(32)));
void pick_all(int n) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            vcc_v4_double t6 = _ZGVdN4ulv_pick(dv, t5, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[t5], t6);
            int t7 = (int)(t1 + 4L);
            vcc_v4_double t8 = _ZGVdN4ulv_pick(dv, t7, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[t7], t8);
            int t9 = (int)(t1 + 8L);
            vcc_v4_double t10 = _ZGVdN4ulv_pick(dv, t9, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[t9], t10);
            int t11 = (int)(t1 + 12L);
            vcc_v4_double t12 = _ZGVdN4ulv_pick(dv, t11, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[t11], t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long t2 = 0L;
        do {
            int t16 = (int)((long)t13 + t2);
            vcc_v4_double t17 = _ZGVdN4ulv_pick(dv, t16, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[t16], t17);
            t2 += 4L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

extern __typeof__(dv) dv __attribute__((aligned(32)));
int main(void) {
    int sizes[6];
    int t20;
    vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_uint t4 = (vcc_v4_uint)t3;
    vcc_v4_uint t1 = t4 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    long t2 = 0L;
    do {
        vcc_v4_int t5 = (vcc_v4_int)t1;
        vcc_v4_double t6 = __builtin_convertvector(t5, vcc_v4_double);
        vcc_v4_double t7 = t6 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
        vcc_store(&dv[(int)t2], t7);
        vcc_v4_uint t8 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int t9 = (vcc_v4_int)t8;
        vcc_v4_double t10 = __builtin_convertvector(t9, vcc_v4_double);
        vcc_v4_double t11 = t10 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
        vcc_store(&dv[(int)(t2 + 4L)], t11);
        vcc_v4_uint t12 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
        vcc_v4_int t13 = (vcc_v4_int)t12;
        vcc_v4_double t14 = __builtin_convertvector(t13, vcc_v4_double);
        vcc_v4_double t15 = t14 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
        vcc_store(&dv[(int)(t2 + 8L)], t15);
        vcc_v4_uint t16 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
        vcc_v4_int t17 = (vcc_v4_int)t16;
        vcc_v4_double t18 = __builtin_convertvector(t17, vcc_v4_double);
        vcc_v4_double t19 = t18 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
        vcc_store(&dv[(int)(t2 + 12L)], t19);
        t2 += 16L;
        t1 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
    } while (t2 < 64L);
    for (int i = 64; i < 64; i++) {
        dv[i] = (double)i * 1.5;
    }
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        scale_all(n, 0.5f);
        clamp_some(n);
        if (n < 64) {
            t20 = n;
        } else {
            t20 = 64;
        }
        pick_all(t20);
        double sum = 0.0;
        long t = 0L;
        for (int i_1 = 0; i_1 < n; i_1++) {
            long t21 = (long)i_1;
            sum += (double)out[t21];
            t += (long)iout[t21];
        }
        double sum_1 = sum;
        for (int i_2 = 0; i_2 < 64; i_2++) {
            sum_1 += dout[i_2];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
