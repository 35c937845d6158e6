/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
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
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    t2 = (vcc_v8_int){j, j, j, j, j, j, j, j};
    t3 = t2 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    t4 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    t5 = t3 >> t4;
    t6 = vcc_splat(vcc_v8_int, j * k);
    t7 = vcc_splat(vcc_v8_int, 1 * k);
    t8 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t7;
    t9 = t6 + t8;
    t10 = (vcc_v8_uint)t9;
    t11 = (vcc_v8_uint)t5;
    t12 = t10 - t11;
    t13 = (vcc_v8_int)t12;
    t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t13, (vcc_v8_int){0});
    return t14;
}
#pragma GCC diagnostic pop

void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    long t8;
    int t9;
    long t10;
    long t11;
    long t12;
    int t13;
    vcc_v8_float t14;
    long t15;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = _ZGVdN8uuul_axpy(x, y, a, t4);
            t7 = _ZGVdN8uuul_axpy(x, y, a, t5);
            vcc_store(out + t4, t6);
            vcc_store(out + t5, t7);
            t8 = t3 + 16L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        t9 = (int)((long)0 + t2);
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t12 = 0L;
        for (;;) {
            t13 = (int)((long)t9 + t12);
            t14 = _ZGVdN8uuul_axpy(x, y, a, t13);
            vcc_store(out + t13, t14);
            t15 = t12 + 8L;
            if (t15 >= t11) {
                break;
            }
            t12 = t15;
        }
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
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
    int t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    long t8;
    int t9;
    long t10;
    long t11;
    long t12;
    int t13;
    vcc_v8_float t14;
    long t15;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = _ZGVdN8l8u_pairsum(p + 2 * t4, 3);
            t7 = _ZGVdN8l8u_pairsum(p + 2 * t5, 3);
            vcc_store(out + t4, t6);
            vcc_store(out + t5, t7);
            t8 = t3 + 16L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        t9 = (int)((long)0 + t2);
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t12 = 0L;
        for (;;) {
            t13 = (int)((long)t9 + t12);
            t14 = _ZGVdN8l8u_pairsum(p + 2 * t13, 3);
            vcc_store(out + t13, t14);
            t15 = t12 + 8L;
            if (t15 >= t11) {
                break;
            }
            t12 = t15;
        }
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        out[i] = pairsum(p + 2 * i, 3);
    }
}

void tri_some(int *out, int n) {
    vcc_v8_uint t1;
    long t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_uint t5;
    long t6;
    int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    long t13;
    int i;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t4 = vcc_splat(vcc_v8_int, (int)((long)0 + 0L));
        t5 = (vcc_v8_uint)t4;
        t1 = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t6 = 0L;
        for (;;) {
            t7 = (int)((long)0 + t6);
            t8 = (vcc_v8_int)t1;
            t9 = t8 % (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t10 = (vcc_m8)(t9 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            t12 = _ZGVdM8lu_tri(t7 + 5, 7, t11);
            vcc_store_masked(out + t7, t12, t10);
            t13 = t6 + 8L;
            t1 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t13 >= t3) {
                break;
            }
            t6 = t13;
        }
        i = (int)((long)0 + t3);
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
    int t6;
    int t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = _ZGVdN4ls1u_first2(m + (long)t4 * s, s);
            t9 = _ZGVdN4ls1u_first2(m + (long)t5 * s, s);
            t10 = _ZGVdN4ls1u_first2(m + (long)t6 * s, s);
            t11 = _ZGVdN4ls1u_first2(m + (long)t7 * s, s);
            vcc_store(out + t4, t8);
            vcc_store(out + t5, t9);
            vcc_store(out + t6, t10);
            vcc_store(out + t7, t11);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
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
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    double sum;
    double sum_1;
    vcc_v4_uint t3;
    vcc_v4_uint t4;
    double sum_2;
    vcc_v4_uint t5;
    vcc_v4_uint t6;
    long t;
    int s;
    int n;
    void *t7;
    float *x;
    void *t8;
    float *y;
    void *t9;
    float *p;
    float *out;
    int *iout;
    int *wout;
    long t10;
    unsigned long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    unsigned long t16;
    long t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    long t20;
    int t21;
    vcc_v8_int t22;
    int t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    float *t38;
    float *t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    long t50;
    vcc_v8_uint t51;
    int t52;
    long t53;
    unsigned long t54;
    unsigned long t55;
    unsigned long t56;
    unsigned long t57;
    unsigned long t58;
    unsigned long t59;
    long t60;
    vcc_v8_int t61;
    vcc_v8_uint t62;
    long t63;
    int t64;
    vcc_v8_int t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
    float *t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    long t78;
    vcc_v8_uint t79;
    int i;
    int i_1;
    int i_2;
    double *m;
    double *dout;
    long t80;
    long t81;
    vcc_v4_int t82;
    vcc_v4_uint t83;
    long t84;
    vcc_v4_int t85;
    vcc_v4_uint t86;
    vcc_v4_int t87;
    vcc_v4_uint t88;
    vcc_v4_int t89;
    vcc_v4_uint t90;
    vcc_v4_int t91;
    vcc_v4_double t92;
    vcc_v4_double t93;
    vcc_v4_double t94;
    vcc_v4_double t95;
    vcc_v4_double t96;
    vcc_v4_double t97;
    vcc_v4_double t98;
    vcc_v4_double t99;
    vcc_v4_double t100;
    vcc_v4_double t101;
    vcc_v4_double t102;
    vcc_v4_double t103;
    long t104;
    vcc_v4_uint t105;
    int t106;
    long t107;
    long t108;
    vcc_v4_int t109;
    vcc_v4_uint t110;
    long t111;
    vcc_v4_int t112;
    vcc_v4_double t113;
    vcc_v4_double t114;
    vcc_v4_double t115;
    long t116;
    vcc_v4_uint t117;
    int i_3;
    int i_4;
    long t118;
    long t119;
    vcc_v4_int t120;
    vcc_v4_uint t121;
    long t122;
    vcc_v4_ulong t123;
    vcc_v4_ulong t124;
    int t125;
    vcc_v4_int t126;
    int t127;
    vcc_v4_uint t128;
    vcc_v4_int t129;
    vcc_v4_int t130;
    vcc_v4_int t131;
    vcc_v4_long t132;
    vcc_v4_long t133;
    vcc_v4_int t134;
    vcc_v4_int t135;
    vcc_v4_long t136;
    vcc_v4_long t137;
    vcc_v4_long t138;
    vcc_v4_long t139;
    vcc_v4_int t140;
    vcc_v4_int t141;
    vcc_v4_long t142;
    vcc_v4_long t143;
    vcc_v4_long t144;
    vcc_v4_long t145;
    vcc_v4_ulong t146;
    vcc_v4_ulong t147;
    vcc_v4_ulong t148;
    vcc_v4_ulong t149;
    long t150;
    vcc_v4_uint t151;
    vcc_v4_ulong t152;
    int t153;
    long t154;
    long t155;
    long t156;
    vcc_v4_int t157;
    vcc_v4_uint t158;
    long t159;
    vcc_v4_ulong t160;
    int t161;
    vcc_v4_int t162;
    vcc_v4_int t163;
    vcc_v4_long t164;
    vcc_v4_int t165;
    vcc_v4_long t166;
    vcc_v4_long t167;
    vcc_v4_int t168;
    vcc_v4_long t169;
    vcc_v4_long t170;
    vcc_v4_ulong t171;
    vcc_v4_ulong t172;
    long t173;
    vcc_v4_uint t174;
    int i_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (s = 0; s < 6; s++) {
        n = sizes[s];
        t7 = malloc((unsigned long)(n + 1) * 4UL);
        x = (float *)t7;
        t8 = malloc((unsigned long)(n + 1) * 4UL);
        y = (float *)t8;
        t9 = malloc((unsigned long)(2 * n + 1) * 4UL);
        p = (float *)t9;
        out = (float *)malloc((unsigned long)(n + 1) * 4UL);
        iout = (int *)calloc((unsigned long)(n + 1), 4UL);
        wout = (int *)calloc((unsigned long)(n + 1), 4UL);
        t10 = (long)n;
        t11 = (unsigned long)t7;
        t12 = (unsigned long)t8;
        t13 = (unsigned long)t7;
        t14 = (unsigned long)t9;
        t15 = (unsigned long)t8;
        t16 = (unsigned long)t9;
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)0L)) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)0L))) & (((t13 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t14 + (unsigned long)0L)) | ((t14 + (unsigned long)(8L + (t10 - 1L) * 8L)) <= (t13 + (unsigned long)0L))) & (((t15 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t16 + (unsigned long)0L)) | ((t16 + (unsigned long)(8L + (t10 - 1L) * 8L)) <= (t15 + (unsigned long)0L)))) {
            t17 = t10 & -16L;
            t18 = vcc_splat(vcc_v8_int, (int)((long)0 + 0L));
            t19 = (vcc_v8_uint)t18;
            t1 = t19 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t20 = 0L;
            for (;;) {
                t21 = (int)((long)0 + t20);
                t22 = (vcc_v8_int)t1;
                t23 = (int)((long)0 + (t20 + 8L));
                t24 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t25 = (vcc_v8_int)t24;
                t26 = __builtin_convertvector(t22, vcc_v8_float);
                t27 = __builtin_convertvector(t25, vcc_v8_float);
                t28 = t26 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t29 = t27 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t21, t28);
                vcc_store(x + t23, t29);
                t30 = __builtin_convertvector(t22, vcc_v8_float);
                t31 = __builtin_convertvector(t25, vcc_v8_float);
                t32 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t30;
                t33 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t31;
                vcc_store(y + t21, t32);
                vcc_store(y + t23, t33);
                t34 = __builtin_convertvector(t22, vcc_v8_float);
                t35 = __builtin_convertvector(t25, vcc_v8_float);
                t36 = t34 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                t37 = t35 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                t38 = p + (2 * t21 + 1);
                t39 = p + (2 * t23 + 1);
                t40 = __builtin_convertvector(t22, vcc_v8_float);
                t41 = __builtin_convertvector(t25, vcc_v8_float);
                t42 = t40 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                t43 = t41 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                t44 = t42 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t45 = t43 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t46 = __builtin_shufflevector(t36, t44, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t38 + -1, t46);
                t47 = __builtin_shufflevector(t36, t44, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t38 + 7, t47);
                t48 = __builtin_shufflevector(t37, t45, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t39 + -1, t48);
                t49 = __builtin_shufflevector(t37, t45, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t39 + 7, t49);
                t50 = t20 + 16L;
                t51 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (t50 >= t17) {
                    break;
                }
                t20 = t50;
                t1 = t51;
            }
            t52 = (int)((long)0 + t17);
        } else {
            t52 = 0;
        }
        t53 = (long)n + (long)t52 * -1L;
        t54 = (unsigned long)t7;
        t55 = (unsigned long)t8;
        t56 = (unsigned long)t7;
        t57 = (unsigned long)t9;
        t58 = (unsigned long)t8;
        t59 = (unsigned long)t9;
        if ((t53 >= 8L) & (((t54 + (unsigned long)((long)t52 * 4L + 4L + (t53 - 1L) * 4L)) <= (t55 + (unsigned long)((long)t52 * 4L))) | ((t55 + (unsigned long)((long)t52 * 4L + 4L + (t53 - 1L) * 4L)) <= (t54 + (unsigned long)((long)t52 * 4L)))) & (((t56 + (unsigned long)((long)t52 * 4L + 4L + (t53 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t52 * 8L))) | ((t57 + (unsigned long)((long)t52 * 8L + 8L + (t53 - 1L) * 8L)) <= (t56 + (unsigned long)((long)t52 * 4L)))) & (((t58 + (unsigned long)((long)t52 * 4L + 4L + (t53 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t52 * 8L))) | ((t59 + (unsigned long)((long)t52 * 8L + 8L + (t53 - 1L) * 8L)) <= (t58 + (unsigned long)((long)t52 * 4L))))) {
            t60 = t53 & -8L;
            t61 = vcc_splat(vcc_v8_int, (int)((long)t52 + 0L));
            t62 = (vcc_v8_uint)t61;
            t2 = t62 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t63 = 0L;
            for (;;) {
                t64 = (int)((long)t52 + t63);
                t65 = (vcc_v8_int)t2;
                t66 = __builtin_convertvector(t65, vcc_v8_float);
                t67 = t66 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t64, t67);
                t68 = __builtin_convertvector(t65, vcc_v8_float);
                t69 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t68;
                vcc_store(y + t64, t69);
                t70 = __builtin_convertvector(t65, vcc_v8_float);
                t71 = t70 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                t72 = p + (2 * t64 + 1);
                t73 = __builtin_convertvector(t65, vcc_v8_float);
                t74 = t73 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                t75 = t74 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t76 = __builtin_shufflevector(t71, t75, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t72 + -1, t76);
                t77 = __builtin_shufflevector(t71, t75, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t72 + 7, t77);
                t78 = t63 + 8L;
                t79 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t78 >= t60) {
                    break;
                }
                t63 = t78;
                t2 = t79;
            }
            i = (int)((long)t52 + t60);
        } else {
            i = t52;
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
        t80 = (long)n * 3L + 2L;
        if (t80 >= 16L) {
            t81 = t80 & -16L;
            t82 = vcc_splat(vcc_v4_int, (int)((long)0 + 0L));
            t83 = (vcc_v4_uint)t82;
            t3 = t83 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t84 = 0L;
            for (;;) {
                t85 = (vcc_v4_int)t3;
                t86 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t87 = (vcc_v4_int)t86;
                t88 = t3 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                t89 = (vcc_v4_int)t88;
                t90 = t3 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                t91 = (vcc_v4_int)t90;
                t92 = __builtin_convertvector(t85, vcc_v4_double);
                t93 = __builtin_convertvector(t87, vcc_v4_double);
                t94 = __builtin_convertvector(t89, vcc_v4_double);
                t95 = __builtin_convertvector(t91, vcc_v4_double);
                t96 = t92 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t97 = t93 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t98 = t94 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t99 = t95 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t100 = t96 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                t101 = t97 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                t102 = t98 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                t103 = t99 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)((long)0 + t84), t100);
                vcc_store(m + (int)((long)0 + (t84 + 4L)), t101);
                vcc_store(m + (int)((long)0 + (t84 + 8L)), t102);
                vcc_store(m + (int)((long)0 + (t84 + 12L)), t103);
                t104 = t84 + 16L;
                t105 = t3 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t104 >= t81) {
                    break;
                }
                t84 = t104;
                t3 = t105;
            }
            t106 = (int)((long)0 + t81);
        } else {
            t106 = 0;
        }
        t107 = (long)n * 3L + (long)t106 * -1L + 2L;
        if (t107 >= 4L) {
            t108 = t107 & -4L;
            t109 = vcc_splat(vcc_v4_int, (int)((long)t106 + 0L));
            t110 = (vcc_v4_uint)t109;
            t4 = t110 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t111 = 0L;
            for (;;) {
                t112 = (vcc_v4_int)t4;
                t113 = __builtin_convertvector(t112, vcc_v4_double);
                t114 = t113 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t115 = t114 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)((long)t106 + t111), t115);
                t116 = t111 + 4L;
                t117 = t4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t116 >= t108) {
                    break;
                }
                t111 = t116;
                t4 = t117;
            }
            i_3 = (int)((long)t106 + t108);
        } else {
            i_3 = t106;
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
        t118 = (long)n;
        if (t118 >= 8L) {
            t119 = t118 & -8L;
            t120 = vcc_splat(vcc_v4_int, (int)((long)0 + 0L));
            t121 = (vcc_v4_uint)t120;
            t5 = t121 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t122 = 0L;
            t123 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            t124 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t125 = (int)((long)0 + t122);
                t126 = (vcc_v4_int)t5;
                t127 = (int)((long)0 + (t122 + 4L));
                t128 = t5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t129 = (vcc_v4_int)t128;
                t130 = vcc_load(vcc_v4_int, iout + t125);
                t131 = vcc_load(vcc_v4_int, iout + t127);
                t132 = __builtin_convertvector(t130, vcc_v4_long);
                t133 = __builtin_convertvector(t131, vcc_v4_long);
                t134 = t126 + (vcc_v4_int){1, 1, 1, 1};
                t135 = t129 + (vcc_v4_int){1, 1, 1, 1};
                t136 = __builtin_convertvector(t134, vcc_v4_long);
                t137 = __builtin_convertvector(t135, vcc_v4_long);
                t138 = t132 * t136;
                t139 = t133 * t137;
                t140 = vcc_load(vcc_v4_int, wout + t125);
                t141 = vcc_load(vcc_v4_int, wout + t127);
                t142 = __builtin_convertvector(t140, vcc_v4_long);
                t143 = __builtin_convertvector(t141, vcc_v4_long);
                t144 = t138 + t142;
                t145 = t139 + t143;
                t146 = (vcc_v4_ulong)t144;
                t147 = t123 + t146;
                t148 = (vcc_v4_ulong)t145;
                t149 = t124 + t148;
                t150 = t122 + 8L;
                t151 = t5 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                if (t150 >= t119) {
                    break;
                }
                t122 = t150;
                t123 = t147;
                t124 = t149;
                t5 = t151;
            }
            t152 = t147 + t149;
            t153 = (int)((long)0 + t119);
            t154 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t152, +));
        } else {
            t153 = 0;
            t154 = 0L;
        }
        t155 = (long)n + (long)t153 * -1L;
        if (t155 >= 4L) {
            t156 = t155 & -4L;
            t157 = vcc_splat(vcc_v4_int, (int)((long)t153 + 0L));
            t158 = (vcc_v4_uint)t157;
            t6 = t158 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t159 = 0L;
            t160 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t161 = (int)((long)t153 + t159);
                t162 = (vcc_v4_int)t6;
                t163 = vcc_load(vcc_v4_int, iout + t161);
                t164 = __builtin_convertvector(t163, vcc_v4_long);
                t165 = t162 + (vcc_v4_int){1, 1, 1, 1};
                t166 = __builtin_convertvector(t165, vcc_v4_long);
                t167 = t164 * t166;
                t168 = vcc_load(vcc_v4_int, wout + t161);
                t169 = __builtin_convertvector(t168, vcc_v4_long);
                t170 = t167 + t169;
                t171 = (vcc_v4_ulong)t170;
                t172 = t160 + t171;
                t173 = t159 + 4L;
                t174 = t6 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t173 >= t156) {
                    break;
                }
                t159 = t173;
                t160 = t172;
                t6 = t174;
            }
            i_5 = (int)((long)t153 + t156);
            t = (long)((unsigned long)t154 + vcc_reduce(unsigned long, t172, +));
        } else {
            i_5 = t153;
            t = t154;
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
