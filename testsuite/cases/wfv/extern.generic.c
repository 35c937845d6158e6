/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

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

void scale_all(int n, float k) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
            t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t7 = __builtin_convertvector(t6, vcc_v8_float);
            t8 = t7 - (vcc_v8_float){40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f};
            t9 = _ZGVdN8vu_scale(t8, k);
            vcc_store(&out[t4], t9);
            t10 = t3 + 8L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

void clamp_some(int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    long t15;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
            t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t7 = t6 % (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t8 = (vcc_m8)(t7 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t9 = (vcc_v8_uint)t6;
            t10 = (vcc_v8_uint)(vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
            t11 = t9 - t10;
            t12 = (vcc_v8_int)t11;
            t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            t14 = _ZGVdM8v_clampi(t12, t13);
            vcc_store_masked(&iout[t4], t14, t8);
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
        if (i % 3) {
            iout[i] = clampi(i - 500);
        }
    }
}

/* A linear argument (i, step 1) is passed as lane 0's value; the uniform one is a global array. */
void pick_all(int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _ZGVdN4ulv_pick(dv, t4, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            t7 = _ZGVdN4ulv_pick(dv, t5, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[t4], t6);
            vcc_store(&dout[t5], t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

int main(void) {
    int sizes[6];
    double sum;
    long t;
    double sum_1;
    long t1;
    long t2;
    int t3;
    vcc_v4_int t4;
    vcc_v4_int t5;
    int t6;
    vcc_v4_int t7;
    vcc_v4_int t8;
    int t9;
    vcc_v4_int t10;
    vcc_v4_int t11;
    int t12;
    vcc_v4_int t13;
    vcc_v4_int t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    long t23;
    int i;
    int s;
    int n;
    int t24;
    int i_1;
    int i_2;
    if (64L >= 16L) {
        t1 = 64L & -16L;
        t2 = 0L;
        for (;;) {
            t3 = (int)((long)0 + t2);
            t4 = (vcc_v4_int){t3, t3, t3, t3};
            t5 = t4 + (vcc_v4_int){0, 1, 2, 3};
            t6 = (int)((long)0 + (t2 + 4L));
            t7 = (vcc_v4_int){t6, t6, t6, t6};
            t8 = t7 + (vcc_v4_int){0, 1, 2, 3};
            t9 = (int)((long)0 + (t2 + 8L));
            t10 = (vcc_v4_int){t9, t9, t9, t9};
            t11 = t10 + (vcc_v4_int){0, 1, 2, 3};
            t12 = (int)((long)0 + (t2 + 12L));
            t13 = (vcc_v4_int){t12, t12, t12, t12};
            t14 = t13 + (vcc_v4_int){0, 1, 2, 3};
            t15 = __builtin_convertvector(t5, vcc_v4_double);
            t16 = __builtin_convertvector(t8, vcc_v4_double);
            t17 = __builtin_convertvector(t11, vcc_v4_double);
            t18 = __builtin_convertvector(t14, vcc_v4_double);
            t19 = t15 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            t20 = t16 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            t21 = t17 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            t22 = t18 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
            vcc_store(&dv[t3], t19);
            vcc_store(&dv[t6], t20);
            vcc_store(&dv[t9], t21);
            vcc_store(&dv[t12], t22);
            t23 = t2 + 16L;
            if (t23 >= t1) {
                break;
            }
            t2 = t23;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 64; i++) {
        dv[i] = (double)i * 1.5;
    }
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (s = 0; s < 6; s++) {
        n = sizes[s];
        scale_all(n, 0.5f);
        clamp_some(n);
        if (n < 64) {
            t24 = n;
        } else {
            t24 = 64;
        }
        pick_all(t24);
        sum = 0.0;
        t = 0L;
        for (i_1 = 0; i_1 < n; i_1++) {
            sum += (double)out[i_1];
            t += (long)iout[i_1];
        }
        sum_1 = sum;
        for (i_2 = 0; i_2 < 64; i_2++) {
            sum_1 += dout[i_2];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
