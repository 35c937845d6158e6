/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l8u_pairsum(const float *p, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8l8u_pairsum(const float *p, int n, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8lu_tri(int j, int k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8lu_tri(int j, int k, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4ls1u_first2(const double *p, long s);
#pragma GCC diagnostic pop
/* Call sites with linear arguments: an integer index linear(i) (step 1), a pointer linear(p:2)
   (two floats per lane), a pointer whose step is a uniform parameter (linear(p:s)) and one under a condition (the masked variant); the argument is lane 0's
   value. A call whose argument moves by another step than the clause says stays scalar, and the
   remark says why. Trip counts 0..1003 with exact-size heap arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(x, y, a) linear(i) notinbranch */
float axpy(const float *x, const float *y, float a, int i) {
    return a * x[i] + y[i];
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    t1 = vcc_load(vcc_v8_float, x + i);
    t2 = (vcc_v8_float){a, a, a, a, a, a, a, a};
    t3 = t2 * t1;
    t4 = vcc_load(vcc_v8_float, y + i);
    t5 = t3 + t4;
    return t5;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(n) linear(p:2) */
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l8u_pairsum(const float *p, int n) {
    vcc_v8_long t1;
    vcc_v8_long t2;
    vcc_v8_float t3;
    vcc_v8_long t4;
    vcc_v8_long t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    t1 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t2 = t1 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t3 = vcc_gather(vcc_v8_float, p + 0, t2);
    t4 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t5 = t4 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t6 = vcc_gather(vcc_v8_float, p + 1, t5);
    t7 = vcc_splat(vcc_v8_float, (float)n);
    t8 = t6 * t7;
    t9 = t3 - t8;
    return t9;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8l8u_pairsum(const float *p, int n, vcc_v8_float mask) {
    vcc_m8 t1;
    vcc_v8_long t2;
    vcc_v8_long t3;
    vcc_v8_float t4;
    vcc_v8_long t5;
    vcc_v8_long t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    t2 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t3 = t2 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t4 = vcc_gather_masked(vcc_v8_float, p + 0, t3, t1);
    t5 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t6 = t5 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t7 = vcc_gather_masked(vcc_v8_float, p + 1, t6, t1);
    t8 = vcc_splat(vcc_v8_float, (float)n);
    t9 = t7 * t8;
    t10 = t4 - t9;
    t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t10, (vcc_v8_float){0});
    return t11;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) linear(j:1) */
int tri(int j, int k) {
    return j * k - (j >> 2);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8lu_tri(int j, int k) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    t1 = (vcc_v8_int){j, j, j, j, j, j, j, j};
    t2 = t1 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    t3 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    t4 = t2 >> t3;
    t5 = vcc_splat(vcc_v8_int, j * k);
    t6 = vcc_splat(vcc_v8_int, 1 * k);
    t7 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t6;
    t8 = t5 + t7;
    t9 = t8 - t4;
    return t9;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8lu_tri(int j, int k, vcc_v8_int mask) {
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    t2 = (vcc_v8_int){j, j, j, j, j, j, j, j};
    t3 = t2 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    t4 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    t5 = t3 >> t4;
    t6 = vcc_splat(vcc_v8_int, j * k);
    t7 = vcc_splat(vcc_v8_int, 1 * k);
    t8 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t7;
    t9 = t6 + t8;
    t10 = t9 - t5;
    t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t10, (vcc_v8_int){0});
    return t11;
}
#pragma GCC diagnostic pop

void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_float t5;
    long t6;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _ZGVdN8uuul_axpy(x, y, a, t4);
            vcc_store(out + t4, t5);
            t6 = t3 + 8L;
            if (t6 >= t2) {
                break;
            }
            t3 = t6;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = axpy(x, y, a, i);
    }
}

void pairs(float *out, const float *p, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_float t5;
    long t6;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _ZGVdN8l8u_pairsum(p + 2 * t4, 3);
            vcc_store(out + t4, t5);
            t6 = t3 + 8L;
            if (t6 >= t2) {
                break;
            }
            t3 = t6;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = pairsum(p + 2 * i, 3);
    }
}

void tri_some(int *out, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    long t11;
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
            t8 = (vcc_m8)(t7 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            t10 = _ZGVdM8lu_tri(t4 + 5, 7, t9);
            vcc_store_masked(out + t4, t10, t8);
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            out[i] = tri(i + 5, 7);
        }
    }
}

/* #pragma omp declare simd uniform(s) linear(p:s) notinbranch */
double first2(const double *p, long s) {
    return p[0] * 2.0 + p[1] * (double)s;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4ls1u_first2(const double *p, long s) {
    vcc_v4_long t1;
    vcc_v4_long t2;
    vcc_v4_long t3;
    vcc_v4_long t4;
    vcc_v4_double t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    vcc_v4_long t10;
    vcc_v4_long t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    t1 = (vcc_v4_long){0L, 0L, 0L, 0L};
    t2 = vcc_splat(vcc_v4_long, 1L * s);
    t3 = (vcc_v4_long){0L, 1L, 2L, 3L} * t2;
    t4 = t1 + t3;
    t5 = vcc_gather(vcc_v4_double, p + 0, t4);
    t6 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
    t7 = t5 * t6;
    t8 = (vcc_v4_long){0L, 0L, 0L, 0L};
    t9 = vcc_splat(vcc_v4_long, 1L * s);
    t10 = (vcc_v4_long){0L, 1L, 2L, 3L} * t9;
    t11 = t8 + t10;
    t12 = vcc_gather(vcc_v4_double, p + 1, t11);
    t13 = vcc_splat(vcc_v4_double, (double)s);
    t14 = t12 * t13;
    t15 = t7 + t14;
    return t15;
}
#pragma GCC diagnostic pop

/* A row-major matrix walked by columns: p moves by s elements per iteration, as the clause says. */
void columns(double *out, const double *m, long s, int n) {
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
            t6 = _ZGVdN4ls1u_first2(m + (long)t4 * s, s);
            t7 = _ZGVdN4ls1u_first2(m + (long)t5 * s, s);
            vcc_store(out + t4, t6);
            vcc_store(out + t5, t7);
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
        out[i] = first2(m + (long)i * s, s);
    }
}

/* j moves by 2 per iteration, the clause says 1: not vectorized. */
void tri_wrong_step(int *out, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = tri(2 * i, 7);
}

int main(void) {
    int sizes[6];
    double sum;
    double sum_1;
    double sum_2;
    long t;
    int s;
    int n;
    void *t1;
    float *x;
    void *t2;
    float *y;
    void *t3;
    float *p;
    float *out;
    int *iout;
    int *wout;
    long t4;
    unsigned long t5;
    unsigned long t6;
    unsigned long t7;
    unsigned long t8;
    unsigned long t9;
    unsigned long t10;
    long t11;
    long t12;
    int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    float *t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    long t28;
    int i;
    int i_1;
    int i_2;
    double *m;
    double *dout;
    long t29;
    long t30;
    long t31;
    int t32;
    vcc_v4_int t33;
    vcc_v4_int t34;
    int t35;
    vcc_v4_int t36;
    vcc_v4_int t37;
    vcc_v4_double t38;
    vcc_v4_double t39;
    vcc_v4_double t40;
    vcc_v4_double t41;
    vcc_v4_double t42;
    vcc_v4_double t43;
    long t44;
    int i_3;
    int i_4;
    long t45;
    long t46;
    long t47;
    vcc_v4_ulong t48;
    vcc_v4_ulong t49;
    int t50;
    vcc_v4_int t51;
    vcc_v4_int t52;
    int t53;
    vcc_v4_int t54;
    vcc_v4_int t55;
    vcc_v4_int t56;
    vcc_v4_int t57;
    vcc_v4_long t58;
    vcc_v4_long t59;
    vcc_v4_int t60;
    vcc_v4_int t61;
    vcc_v4_long t62;
    vcc_v4_long t63;
    vcc_v4_long t64;
    vcc_v4_long t65;
    vcc_v4_int t66;
    vcc_v4_int t67;
    vcc_v4_long t68;
    vcc_v4_long t69;
    vcc_v4_long t70;
    vcc_v4_long t71;
    vcc_v4_ulong t72;
    vcc_v4_ulong t73;
    vcc_v4_ulong t74;
    vcc_v4_ulong t75;
    long t76;
    vcc_v4_ulong t77;
    int i_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (s = 0; s < 6; s++) {
        n = sizes[s];
        t1 = malloc((unsigned long)(n + 1) * 4UL);
        x = (float *)t1;
        t2 = malloc((unsigned long)(n + 1) * 4UL);
        y = (float *)t2;
        t3 = malloc((unsigned long)(2 * n + 1) * 4UL);
        p = (float *)t3;
        out = (float *)malloc((unsigned long)(n + 1) * 4UL);
        iout = (int *)calloc((unsigned long)(n + 1), 4UL);
        wout = (int *)calloc((unsigned long)(n + 1), 4UL);
        t4 = (long)n;
        t5 = (unsigned long)t1;
        t6 = (unsigned long)t2;
        t7 = (unsigned long)t1;
        t8 = (unsigned long)t3;
        t9 = (unsigned long)t2;
        t10 = (unsigned long)t3;
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t6 + (unsigned long)0L)) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t5 + (unsigned long)0L))) & (((t7 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t8 + (unsigned long)0L)) | ((t8 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= (t7 + (unsigned long)0L))) & (((t9 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t10 + (unsigned long)0L)) | ((t10 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= (t9 + (unsigned long)0L)))) {
            t11 = t4 & -8L;
            t12 = 0L;
            for (;;) {
                t13 = (int)((long)0 + t12);
                t14 = (vcc_v8_int){t13, t13, t13, t13, t13, t13, t13, t13};
                t15 = t14 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t16 = __builtin_convertvector(t15, vcc_v8_float);
                t17 = t16 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t13, t17);
                t18 = __builtin_convertvector(t15, vcc_v8_float);
                t19 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t18;
                vcc_store(y + t13, t19);
                t20 = __builtin_convertvector(t15, vcc_v8_float);
                t21 = t20 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                t22 = p + (2 * t13 + 1);
                t23 = __builtin_convertvector(t15, vcc_v8_float);
                t24 = t23 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                t25 = t24 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t26 = __builtin_shufflevector(t21, t25, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t22 + -1, t26);
                t27 = __builtin_shufflevector(t21, t25, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t22 + 7, t27);
                t28 = t12 + 8L;
                if (t28 >= t11) {
                    break;
                }
                t12 = t28;
            }
            i = (int)((long)0 + t11);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            x[i] = (float)i * 0.5f;
            y[i] = 3.0f - (float)i;
            p[2 * i] = (float)i * 1.25f;
            p[2 * i + 1] = (float)i * 0.75f - 2.0f;
        }
        axpy_all(out, x, y, 1.5f, n);
        sum = 0.0;
        for (i_1 = 0; i_1 < n; i_1++) {
            sum += (double)out[i_1];
        }
        pairs(out, p, n);
        sum_1 = sum;
        for (i_2 = 0; i_2 < n; i_2++) {
            sum_1 += (double)(out[i_2] * (float)(i_2 + 1));
        }
        tri_some(iout, n);
        tri_wrong_step(wout, n);
        m = (double *)malloc((unsigned long)(3 * n + 2) * 8UL);
        dout = (double *)malloc((unsigned long)(n + 1) * 8UL);
        t29 = (long)n * 3L + 2L;
        if (t29 >= 8L) {
            t30 = t29 & -8L;
            t31 = 0L;
            for (;;) {
                t32 = (int)((long)0 + t31);
                t33 = (vcc_v4_int){t32, t32, t32, t32};
                t34 = t33 + (vcc_v4_int){0, 1, 2, 3};
                t35 = (int)((long)0 + (t31 + 4L));
                t36 = (vcc_v4_int){t35, t35, t35, t35};
                t37 = t36 + (vcc_v4_int){0, 1, 2, 3};
                t38 = __builtin_convertvector(t34, vcc_v4_double);
                t39 = __builtin_convertvector(t37, vcc_v4_double);
                t40 = t38 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t41 = t39 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t42 = t40 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                t43 = t41 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + t32, t42);
                vcc_store(m + t35, t43);
                t44 = t31 + 8L;
                if (t44 >= t30) {
                    break;
                }
                t31 = t44;
            }
            i_3 = (int)((long)0 + t30);
        } else {
            i_3 = 0;
        }
        for (; i_3 < (3 * n + 2); i_3++) {
            m[i_3] = (double)i_3 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        sum_2 = sum_1;
        for (i_4 = 0; i_4 < n; i_4++) {
            sum_2 += dout[i_4] * (double)(i_4 % 5);
        }
        free((void *)m);
        free((void *)dout);
        t45 = (long)n;
        if (t45 >= 8L) {
            t46 = t45 & -8L;
            t47 = 0L;
            t48 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            t49 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t50 = (int)((long)0 + t47);
                t51 = (vcc_v4_int){t50, t50, t50, t50};
                t52 = t51 + (vcc_v4_int){0, 1, 2, 3};
                t53 = (int)((long)0 + (t47 + 4L));
                t54 = (vcc_v4_int){t53, t53, t53, t53};
                t55 = t54 + (vcc_v4_int){0, 1, 2, 3};
                t56 = vcc_load(vcc_v4_int, iout + t50);
                t57 = vcc_load(vcc_v4_int, iout + t53);
                t58 = __builtin_convertvector(t56, vcc_v4_long);
                t59 = __builtin_convertvector(t57, vcc_v4_long);
                t60 = t52 + (vcc_v4_int){1, 1, 1, 1};
                t61 = t55 + (vcc_v4_int){1, 1, 1, 1};
                t62 = __builtin_convertvector(t60, vcc_v4_long);
                t63 = __builtin_convertvector(t61, vcc_v4_long);
                t64 = t58 * t62;
                t65 = t59 * t63;
                t66 = vcc_load(vcc_v4_int, wout + t50);
                t67 = vcc_load(vcc_v4_int, wout + t53);
                t68 = __builtin_convertvector(t66, vcc_v4_long);
                t69 = __builtin_convertvector(t67, vcc_v4_long);
                t70 = t64 + t68;
                t71 = t65 + t69;
                t72 = (vcc_v4_ulong)t70;
                t73 = t48 + t72;
                t74 = (vcc_v4_ulong)t71;
                t75 = t49 + t74;
                t76 = t47 + 8L;
                if (t76 >= t46) {
                    break;
                }
                t47 = t76;
                t48 = t73;
                t49 = t75;
            }
            t77 = t73 + t75;
            i_5 = (int)((long)0 + t46);
            t = (long)((unsigned long)0L + vcc_reduce(unsigned long, t77, +));
        } else {
            i_5 = 0;
            t = 0L;
        }
        for (; i_5 < n; i_5++) {
            t += (long)iout[i_5] * (long)(i_5 + 1) + (long)wout[i_5];
        }
        printf("n=%d %.3f %ld\n", n, sum_2, t);
        free((void *)x);
        free((void *)y);
        free((void *)p);
        free((void *)out);
        free((void *)iout);
        free((void *)wout);
    }
    return 0;
}
