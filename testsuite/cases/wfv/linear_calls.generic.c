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
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

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
    long t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    t1 = (long)i;
    t2 = vcc_load(vcc_v8_float, x + t1);
    t3 = (vcc_v8_float){a, a, a, a, a, a, a, a};
    t4 = t3 * t2;
    t5 = vcc_load(vcc_v8_float, y + t1);
    t6 = t4 + t5;
    return t6;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(n) linear(p:2) */
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l8u_pairsum(const float *p, int n) {
    const float *t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    t1 = p + 0;
    t2 = vcc_load(vcc_v8_float, t1);
    t3 = vcc_load(vcc_v8_float, t1 + 8);
    t4 = __builtin_shufflevector(t2, t3, 0, 2, 4, 6, 8, 10, 12, 14);
    t5 = __builtin_shufflevector(t2, t3, 1, 3, 5, 7, 9, 11, 13, 15);
    t6 = vcc_splat(vcc_v8_float, (float)n);
    t7 = t5 * t6;
    t8 = t4 - t7;
    return t8;
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
        t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
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
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    long t12;
    int i;
    long t13;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = _ZGVdN4ls1u_first2(m + t4 * s, s);
            t9 = _ZGVdN4ls1u_first2(m + t5 * s, s);
            t10 = _ZGVdN4ls1u_first2(m + t6 * s, s);
            t11 = _ZGVdN4ls1u_first2(m + t7 * s, s);
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
        t13 = (long)i;
        out[t13] = first2(m + t13 * s, s);
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
    unsigned long t7;
    unsigned long t8;
    void *t9;
    float *x;
    void *t10;
    float *y;
    void *t11;
    float *p;
    float *out;
    int *iout;
    int *wout;
    long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    unsigned long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    long t22;
    int t23;
    vcc_v8_int t24;
    int t25;
    vcc_v8_uint t26;
    vcc_v8_int t27;
    long t28;
    long t29;
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
    long t48;
    vcc_v8_uint t49;
    int t50;
    long t51;
    unsigned long t52;
    unsigned long t53;
    unsigned long t54;
    unsigned long t55;
    unsigned long t56;
    unsigned long t57;
    long t58;
    vcc_v8_int t59;
    vcc_v8_uint t60;
    long t61;
    int t62;
    vcc_v8_int t63;
    long t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    float *t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    long t74;
    vcc_v8_uint t75;
    int i;
    long t76;
    float t77;
    int t78;
    int i_1;
    int i_2;
    int t79;
    int t80;
    double *m;
    double *dout;
    long t81;
    long t82;
    vcc_v4_int t83;
    vcc_v4_uint t84;
    long t85;
    vcc_v4_int t86;
    vcc_v4_uint t87;
    vcc_v4_int t88;
    vcc_v4_uint t89;
    vcc_v4_int t90;
    vcc_v4_uint t91;
    vcc_v4_int t92;
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
    vcc_v4_double t104;
    long t105;
    vcc_v4_uint t106;
    int t107;
    long t108;
    long t109;
    vcc_v4_int t110;
    vcc_v4_uint t111;
    long t112;
    vcc_v4_int t113;
    vcc_v4_double t114;
    vcc_v4_double t115;
    vcc_v4_double t116;
    long t117;
    vcc_v4_uint t118;
    int i_3;
    int i_4;
    long t119;
    long t120;
    vcc_v4_int t121;
    vcc_v4_uint t122;
    long t123;
    vcc_v4_ulong t124;
    vcc_v4_ulong t125;
    vcc_v4_int t126;
    vcc_v4_uint t127;
    vcc_v4_int t128;
    long t129;
    long t130;
    vcc_v4_int t131;
    vcc_v4_int t132;
    vcc_v4_long t133;
    vcc_v4_long t134;
    vcc_v4_int t135;
    vcc_v4_int t136;
    vcc_v4_long t137;
    vcc_v4_long t138;
    vcc_v4_long t139;
    vcc_v4_long t140;
    vcc_v4_int t141;
    vcc_v4_int t142;
    vcc_v4_long t143;
    vcc_v4_long t144;
    vcc_v4_long t145;
    vcc_v4_long t146;
    vcc_v4_ulong t147;
    vcc_v4_ulong t148;
    vcc_v4_ulong t149;
    vcc_v4_ulong t150;
    long t151;
    vcc_v4_uint t152;
    vcc_v4_ulong t153;
    int t154;
    long t155;
    long t156;
    long t157;
    vcc_v4_int t158;
    vcc_v4_uint t159;
    long t160;
    vcc_v4_ulong t161;
    vcc_v4_int t162;
    long t163;
    vcc_v4_int t164;
    vcc_v4_long t165;
    vcc_v4_int t166;
    vcc_v4_long t167;
    vcc_v4_long t168;
    vcc_v4_int t169;
    vcc_v4_long t170;
    vcc_v4_long t171;
    vcc_v4_ulong t172;
    vcc_v4_ulong t173;
    long t174;
    vcc_v4_uint t175;
    int i_5;
    long t176;
    int t177;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (s = 0; s < 6; s++) {
        n = sizes[s];
        t7 = (unsigned long)(n + 1);
        t8 = t7 * 4UL;
        t9 = malloc(t8);
        x = (float *)t9;
        t10 = malloc(t8);
        y = (float *)t10;
        t11 = malloc((unsigned long)(2 * n + 1) * 4UL);
        p = (float *)t11;
        out = (float *)malloc(t8);
        iout = (int *)calloc(t7, 4UL);
        wout = (int *)calloc(t7, 4UL);
        t12 = (long)n;
        t13 = (unsigned long)t9;
        t14 = (unsigned long)t10;
        t15 = (unsigned long)t9;
        t16 = (unsigned long)t11;
        t17 = (unsigned long)t10;
        t18 = (unsigned long)t11;
        if ((t12 >= 16L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)0L)) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)0L))) & (((t15 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t16 + (unsigned long)0L)) | ((t16 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= (t15 + (unsigned long)0L))) & (((t17 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t18 + (unsigned long)0L)) | ((t18 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= (t17 + (unsigned long)0L)))) {
            t19 = t12 & -16L;
            t20 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t21 = (vcc_v8_uint)t20;
            t1 = t21 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t22 = 0L;
            for (;;) {
                t23 = (int)((long)0 + t22);
                t24 = (vcc_v8_int)t1;
                t25 = (int)((long)0 + (t22 + 8L));
                t26 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t27 = (vcc_v8_int)t26;
                t28 = (long)t23;
                t29 = (long)t25;
                t30 = __builtin_convertvector(t24, vcc_v8_float);
                t31 = __builtin_convertvector(t27, vcc_v8_float);
                t32 = t30 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t33 = t31 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t28, t32);
                vcc_store(x + t29, t33);
                t34 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t30;
                t35 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t31;
                vcc_store(y + t28, t34);
                vcc_store(y + t29, t35);
                t36 = t30 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                t37 = t31 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                t38 = p + (2 * t23 + 1);
                t39 = p + (2 * t25 + 1);
                t40 = t30 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                t41 = t31 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                t42 = t40 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t43 = t41 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t44 = __builtin_shufflevector(t36, t42, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t38 + -1, t44);
                t45 = __builtin_shufflevector(t36, t42, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t38 + 7, t45);
                t46 = __builtin_shufflevector(t37, t43, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t39 + -1, t46);
                t47 = __builtin_shufflevector(t37, t43, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t39 + 7, t47);
                t48 = t22 + 16L;
                t49 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (t48 >= t19) {
                    break;
                }
                t22 = t48;
                t1 = t49;
            }
            t50 = (int)((long)0 + t19);
        } else {
            t50 = 0;
        }
        t51 = (long)n + (long)t50 * -1L;
        t52 = (unsigned long)t9;
        t53 = (unsigned long)t10;
        t54 = (unsigned long)t9;
        t55 = (unsigned long)t11;
        t56 = (unsigned long)t10;
        t57 = (unsigned long)t11;
        if ((t51 >= 8L) & (((t52 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t50 * 4L))) | ((t53 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t50 * 4L)))) & (((t54 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t55 + (unsigned long)((long)t50 * 8L))) | ((t55 + (unsigned long)((long)t50 * 8L + 8L + (t51 - 1L) * 8L)) <= (t54 + (unsigned long)((long)t50 * 4L)))) & (((t56 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t50 * 8L))) | ((t57 + (unsigned long)((long)t50 * 8L + 8L + (t51 - 1L) * 8L)) <= (t56 + (unsigned long)((long)t50 * 4L))))) {
            t58 = t51 & -8L;
            t59 = (vcc_v8_int){t50, t50, t50, t50, t50, t50, t50, t50};
            t60 = (vcc_v8_uint)t59;
            t2 = t60 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t61 = 0L;
            for (;;) {
                t62 = (int)((long)t50 + t61);
                t63 = (vcc_v8_int)t2;
                t64 = (long)t62;
                t65 = __builtin_convertvector(t63, vcc_v8_float);
                t66 = t65 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t64, t66);
                t67 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t65;
                vcc_store(y + t64, t67);
                t68 = t65 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                t69 = p + (2 * t62 + 1);
                t70 = t65 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                t71 = t70 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t72 = __builtin_shufflevector(t68, t71, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t69 + -1, t72);
                t73 = __builtin_shufflevector(t68, t71, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t69 + 7, t73);
                t74 = t61 + 8L;
                t75 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t74 >= t58) {
                    break;
                }
                t61 = t74;
                t2 = t75;
            }
            i = (int)((long)t50 + t58);
        } else {
            i = t50;
        }
        for (; i < n; i++) {
            t76 = (long)i;
            t77 = (float)i;
            x[t76] = t77 * 0.5f;
            y[t76] = 3.0f - t77;
            t78 = 2 * i;
            p[t78] = t77 * 1.25f;
            p[t78 + 1] = t77 * 0.75f - 2.0f;
        }
        axpy_all(out, x, y, 1.5f, n);
        sum = 0.0;
        for (i_1 = 0; i_1 < n; i_1++) {
            sum += (double)out[i_1];
        }
        pairs(out, p, n);
        sum_1 = sum;
        for (i_2 = 0; i_2 < n; i_2 = t79) {
            t79 = i_2 + 1;
            sum_1 += (double)(out[i_2] * (float)t79);
        }
        tri_some(iout, n);
        tri_wrong_step(wout, n);
        t80 = 3 * n + 2;
        m = (double *)malloc((unsigned long)t80 * 8UL);
        dout = (double *)malloc(t7 * 8UL);
        t81 = (long)n * 3L + 2L;
        if (t81 >= 16L) {
            t82 = t81 & -16L;
            t83 = (vcc_v4_int){0, 0, 0, 0};
            t84 = (vcc_v4_uint)t83;
            t3 = t84 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t85 = 0L;
            for (;;) {
                t86 = (vcc_v4_int)t3;
                t87 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t88 = (vcc_v4_int)t87;
                t89 = t3 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                t90 = (vcc_v4_int)t89;
                t91 = t3 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                t92 = (vcc_v4_int)t91;
                t93 = __builtin_convertvector(t86, vcc_v4_double);
                t94 = __builtin_convertvector(t88, vcc_v4_double);
                t95 = __builtin_convertvector(t90, vcc_v4_double);
                t96 = __builtin_convertvector(t92, vcc_v4_double);
                t97 = t93 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t98 = t94 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t99 = t95 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t100 = t96 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t101 = t97 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                t102 = t98 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                t103 = t99 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                t104 = t100 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)((long)0 + t85), t101);
                vcc_store(m + (int)((long)0 + (t85 + 4L)), t102);
                vcc_store(m + (int)((long)0 + (t85 + 8L)), t103);
                vcc_store(m + (int)((long)0 + (t85 + 12L)), t104);
                t105 = t85 + 16L;
                t106 = t3 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t105 >= t82) {
                    break;
                }
                t85 = t105;
                t3 = t106;
            }
            t107 = (int)((long)0 + t82);
        } else {
            t107 = 0;
        }
        t108 = (long)n * 3L + (long)t107 * -1L + 2L;
        if (t108 >= 4L) {
            t109 = t108 & -4L;
            t110 = (vcc_v4_int){t107, t107, t107, t107};
            t111 = (vcc_v4_uint)t110;
            t4 = t111 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t112 = 0L;
            for (;;) {
                t113 = (vcc_v4_int)t4;
                t114 = __builtin_convertvector(t113, vcc_v4_double);
                t115 = t114 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                t116 = t115 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)((long)t107 + t112), t116);
                t117 = t112 + 4L;
                t118 = t4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t117 >= t109) {
                    break;
                }
                t112 = t117;
                t4 = t118;
            }
            i_3 = (int)((long)t107 + t109);
        } else {
            i_3 = t107;
        }
        for (; i_3 < t80; i_3++) {
            m[i_3] = (double)i_3 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        sum_2 = sum_1;
        for (i_4 = 0; i_4 < n; i_4++) {
            sum_2 += dout[i_4] * (double)(i_4 % 5);
        }
        free((void *)m);
        free((void *)dout);
        t119 = (long)n;
        if (t119 >= 8L) {
            t120 = t119 & -8L;
            t121 = (vcc_v4_int){0, 0, 0, 0};
            t122 = (vcc_v4_uint)t121;
            t5 = t122 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t123 = 0L;
            t124 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            t125 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t126 = (vcc_v4_int)t5;
                t127 = t5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t128 = (vcc_v4_int)t127;
                t129 = (long)(int)((long)0 + t123);
                t130 = (long)(int)((long)0 + (t123 + 4L));
                t131 = vcc_load(vcc_v4_int, iout + t129);
                t132 = vcc_load(vcc_v4_int, iout + t130);
                t133 = __builtin_convertvector(t131, vcc_v4_long);
                t134 = __builtin_convertvector(t132, vcc_v4_long);
                t135 = t126 + (vcc_v4_int){1, 1, 1, 1};
                t136 = t128 + (vcc_v4_int){1, 1, 1, 1};
                t137 = __builtin_convertvector(t135, vcc_v4_long);
                t138 = __builtin_convertvector(t136, vcc_v4_long);
                t139 = t133 * t137;
                t140 = t134 * t138;
                t141 = vcc_load(vcc_v4_int, wout + t129);
                t142 = vcc_load(vcc_v4_int, wout + t130);
                t143 = __builtin_convertvector(t141, vcc_v4_long);
                t144 = __builtin_convertvector(t142, vcc_v4_long);
                t145 = t139 + t143;
                t146 = t140 + t144;
                t147 = (vcc_v4_ulong)t145;
                t148 = t124 + t147;
                t149 = (vcc_v4_ulong)t146;
                t150 = t125 + t149;
                t151 = t123 + 8L;
                t152 = t5 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                if (t151 >= t120) {
                    break;
                }
                t123 = t151;
                t124 = t148;
                t125 = t150;
                t5 = t152;
            }
            t153 = t148 + t150;
            t154 = (int)((long)0 + t120);
            t155 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t153, +));
        } else {
            t154 = 0;
            t155 = 0L;
        }
        t156 = (long)n + (long)t154 * -1L;
        if (t156 >= 4L) {
            t157 = t156 & -4L;
            t158 = (vcc_v4_int){t154, t154, t154, t154};
            t159 = (vcc_v4_uint)t158;
            t6 = t159 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t160 = 0L;
            t161 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t162 = (vcc_v4_int)t6;
                t163 = (long)(int)((long)t154 + t160);
                t164 = vcc_load(vcc_v4_int, iout + t163);
                t165 = __builtin_convertvector(t164, vcc_v4_long);
                t166 = t162 + (vcc_v4_int){1, 1, 1, 1};
                t167 = __builtin_convertvector(t166, vcc_v4_long);
                t168 = t165 * t167;
                t169 = vcc_load(vcc_v4_int, wout + t163);
                t170 = __builtin_convertvector(t169, vcc_v4_long);
                t171 = t168 + t170;
                t172 = (vcc_v4_ulong)t171;
                t173 = t161 + t172;
                t174 = t160 + 4L;
                t175 = t6 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t174 >= t157) {
                    break;
                }
                t160 = t174;
                t161 = t173;
                t6 = t175;
            }
            i_5 = (int)((long)t154 + t157);
            t = (long)((unsigned long)t155 + vcc_reduce(unsigned long, t173, +));
        } else {
            i_5 = t154;
            t = t155;
        }
        for (; i_5 < n; i_5 = t177) {
            t176 = (long)i_5;
            t177 = i_5 + 1;
            t += (long)iout[t176] * (long)t177 + (long)wout[t176];
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
