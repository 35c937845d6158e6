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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
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
    long t1 = (long)i;
    vcc_v8_float t2 = vcc_load(vcc_v8_float, x + t1);
    vcc_v8_float t3 = (vcc_v8_float){a, a, a, a, a, a, a, a};
    vcc_v8_float t4 = t3 * t2;
    vcc_v8_float t5 = vcc_load(vcc_v8_float, y + t1);
    vcc_v8_float t6 = t4 + t5;
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
    const float *t1 = p + 0;
    vcc_v8_float t2 = vcc_load(vcc_v8_float, t1);
    vcc_v8_float t3 = vcc_load(vcc_v8_float, t1 + 8);
    vcc_v8_float t4 = __builtin_shufflevector(t2, t3, 0, 2, 4, 6, 8, 10, 12, 14);
    vcc_v8_float t5 = __builtin_shufflevector(t2, t3, 1, 3, 5, 7, 9, 11, 13, 15);
    vcc_v8_float t6 = vcc_splat(vcc_v8_float, (float)n);
    vcc_v8_float t7 = t5 * t6;
    vcc_v8_float t8 = t4 - t7;
    return t8;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8l8u_pairsum(const float *p, int n, vcc_v8_float mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_long t2 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t3 = t2 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_v8_float t4 = vcc_gather_masked(vcc_v8_float, p + 0, t3, t1);
    vcc_v8_long t5 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t6 = t5 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_v8_float t7 = vcc_gather_masked(vcc_v8_float, p + 1, t6, t1);
    vcc_v8_float t8 = vcc_splat(vcc_v8_float, (float)n);
    vcc_v8_float t9 = t7 * t8;
    vcc_v8_float t10 = t4 - t9;
    vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t10, (vcc_v8_float){0});
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
    vcc_v8_int t1 = (vcc_v8_int){j, j, j, j, j, j, j, j};
    vcc_v8_int t2 = t1 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_int t3 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_int t4 = t2 >> t3;
    vcc_v8_int t5 = vcc_splat(vcc_v8_int, j * k);
    vcc_v8_int t6 = vcc_splat(vcc_v8_int, 1 * k);
    vcc_v8_int t7 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t6;
    vcc_v8_int t8 = t5 + t7;
    vcc_v8_int t9 = t8 - t4;
    return t9;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8lu_tri(int j, int k, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int){j, j, j, j, j, j, j, j};
    vcc_v8_int t3 = t2 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_int t4 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_int t5 = t3 >> t4;
    vcc_v8_int t6 = vcc_splat(vcc_v8_int, j * k);
    vcc_v8_int t7 = vcc_splat(vcc_v8_int, 1 * k);
    vcc_v8_int t8 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t7;
    vcc_v8_int t9 = t6 + t8;
    vcc_v8_uint t10 = (vcc_v8_uint)t9;
    vcc_v8_uint t11 = (vcc_v8_uint)t5;
    vcc_v8_uint t12 = t10 - t11;
    vcc_v8_int t13 = (vcc_v8_int)t12;
    vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t13, (vcc_v8_int){0});
    return t14;
}
#pragma GCC diagnostic pop

void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    int t8;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            float *t7 = out + t6;
            long t15 = (long)t6;
            vcc_v8_float t16 = vcc_load(vcc_v8_float, x + t15);
            vcc_v8_float t17 = (vcc_v8_float){a, a, a, a, a, a, a, a};
            vcc_v8_float t18 = t17 * t16;
            vcc_v8_float t19 = vcc_load(vcc_v8_float, y + t15);
            vcc_v8_float t20 = t18 + t19;
            vcc_store(t7, t20);
            int t13 = (int)t5;
            float *t14 = out + t13;
            long t27 = (long)t13;
            vcc_v8_float t28 = vcc_load(vcc_v8_float, x + t27);
            vcc_v8_float t29 = (vcc_v8_float){a, a, a, a, a, a, a, a};
            vcc_v8_float t30 = t29 * t28;
            vcc_v8_float t31 = vcc_load(vcc_v8_float, y + t27);
            vcc_v8_float t32 = t30 + t31;
            vcc_store(t14, t32);
            t2 += 16L;
            if (t2 >= t4) {
                t8 = (int)t4;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long t1 = 0L;
        for (;;) {
            int t11 = (int)((long)t8 + t1);
            float *t12 = out + t11;
            long t21 = (long)t11;
            vcc_v8_float t22 = vcc_load(vcc_v8_float, x + t21);
            vcc_v8_float t23 = (vcc_v8_float){a, a, a, a, a, a, a, a};
            vcc_v8_float t24 = t23 * t22;
            vcc_v8_float t25 = vcc_load(vcc_v8_float, y + t21);
            vcc_v8_float t26 = t24 + t25;
            vcc_store(t12, t26);
            t1 += 8L;
            if (t1 >= t10) {
                i = (int)((long)t8 + t10);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        out[i] = axpy(x, y, a, i);
    }
}

void pairs(float *out, const float *p, int n) {
    int t9;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            float *t7 = out + t6;
            const float *t8 = p + 2 * t6;
            const float *t18 = t8 + 0;
            vcc_v8_float t19 = vcc_load(vcc_v8_float, t18);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, t18 + 8);
            vcc_v8_float t21 = __builtin_shufflevector(t19, t20, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t22 = __builtin_shufflevector(t19, t20, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t23 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t24 = t22 * t23;
            vcc_v8_float t25 = t21 - t24;
            vcc_store(t7, t25);
            int t15 = (int)t5;
            float *t16 = out + t15;
            const float *t17 = p + 2 * t15;
            const float *t34 = t17 + 0;
            vcc_v8_float t35 = vcc_load(vcc_v8_float, t34);
            vcc_v8_float t36 = vcc_load(vcc_v8_float, t34 + 8);
            vcc_v8_float t37 = __builtin_shufflevector(t35, t36, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t38 = __builtin_shufflevector(t35, t36, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t39 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t40 = t38 * t39;
            vcc_v8_float t41 = t37 - t40;
            vcc_store(t16, t41);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            int t12 = (int)((long)t9 + t1);
            float *t13 = out + t12;
            const float *t14 = p + 2 * t12;
            const float *t26 = t14 + 0;
            vcc_v8_float t27 = vcc_load(vcc_v8_float, t26);
            vcc_v8_float t28 = vcc_load(vcc_v8_float, t26 + 8);
            vcc_v8_float t29 = __builtin_shufflevector(t27, t28, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t30 = __builtin_shufflevector(t27, t28, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t31 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t32 = t30 * t31;
            vcc_v8_float t33 = t29 - t32;
            vcc_store(t13, t33);
            t1 += 8L;
            if (t1 >= t11) {
                i = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        out[i] = pairsum(p + 2 * i, 3);
    }
}

void tri_some(int *out, int n) {
    int t18;
    int i;
    long t5 = (long)n;
    if ((t5 >= 16L) & 1) {
        long t6 = t5 & -16L;
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_v8_uint t9 = (vcc_v8_uint)t8;
        vcc_v8_uint t10 = t9 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint t11 = vcc_min(vcc_v8_int, t9, t10);
        vcc_v8_int t1 = (vcc_v8_int)t11;
        long t4 = 0L;
        for (;;) {
            long t12 = t4 + 8L;
            int t13 = (int)t4;
            vcc_m8 t14 = (vcc_m8)(t1 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            long t15 = (long)t13;
            int t16 = t13 + 5;
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t41 = (vcc_m8)(t17 != (vcc_v8_int){0});
            vcc_v8_int t42 = (vcc_v8_int){t16, t16, t16, t16, t16, t16, t16, t16};
            vcc_v8_int t43 = t42 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t44 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t45 = t43 >> t44;
            vcc_v8_int t46 = vcc_splat(vcc_v8_int, t16 * 7);
            vcc_v8_int t47 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t48 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t47;
            vcc_v8_int t49 = t46 + t48;
            vcc_v8_uint t50 = (vcc_v8_uint)t49;
            vcc_v8_uint t51 = (vcc_v8_uint)t45;
            vcc_v8_uint t52 = t50 - t51;
            vcc_v8_int t53 = (vcc_v8_int)t52;
            vcc_v8_int t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t53, (vcc_v8_int){0});
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t15 * 4UL), t54, t14);
            int t31 = (int)t12;
            vcc_v8_int t32 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t33 = (vcc_v8_uint)t32;
            vcc_v8_uint t34 = t33 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t35 = vcc_min(vcc_v8_int, t33, t34);
            vcc_v8_int t36 = (vcc_v8_int)t35;
            vcc_m8 t37 = (vcc_m8)(t36 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            long t38 = (long)t31;
            int t39 = t31 + 5;
            vcc_v8_int t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t77 = (vcc_m8)(t40 != (vcc_v8_int){0});
            vcc_v8_int t78 = (vcc_v8_int){t39, t39, t39, t39, t39, t39, t39, t39};
            vcc_v8_int t79 = t78 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t80 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t81 = t79 >> t80;
            vcc_v8_int t82 = vcc_splat(vcc_v8_int, t39 * 7);
            vcc_v8_int t83 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t84 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t83;
            vcc_v8_int t85 = t82 + t84;
            vcc_v8_uint t86 = (vcc_v8_uint)t85;
            vcc_v8_uint t87 = (vcc_v8_uint)t81;
            vcc_v8_uint t88 = t86 - t87;
            vcc_v8_int t89 = (vcc_v8_int)t88;
            vcc_v8_int t90 = vcc_select(vcc_v8_int, (vcc_v8_int)t77, t89, (vcc_v8_int){0});
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t38 * 4UL), t90, t37);
            t4 += 16L;
            vcc_v8_int t73 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t74 = (vcc_v8_uint)t73;
            vcc_v8_uint t75 = t74 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t76 = vcc_min(vcc_v8_int, t74, t75);
            t1 = (vcc_v8_int)t76;
            if (t4 >= t6) {
                t18 = (int)t6;
                break;
            }
        }
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 8L) & (t18 >= 0)) {
        long t20 = t19 & -8L;
        vcc_v8_int t21 = vcc_splat(vcc_v8_int, t18 % 3);
        vcc_v8_int t22 = t21 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_v8_uint t23 = (vcc_v8_uint)t22;
        vcc_v8_uint t24 = t23 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint t25 = vcc_min(vcc_v8_int, t23, t24);
        vcc_v8_int t2 = (vcc_v8_int)t25;
        long t3 = 0L;
        for (;;) {
            int t26 = (int)((long)t18 + t3);
            vcc_m8 t27 = (vcc_m8)(t2 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            long t28 = (long)t26;
            int t29 = t26 + 5;
            vcc_v8_int t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t59 = (vcc_m8)(t30 != (vcc_v8_int){0});
            vcc_v8_int t60 = (vcc_v8_int){t29, t29, t29, t29, t29, t29, t29, t29};
            vcc_v8_int t61 = t60 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t62 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t63 = t61 >> t62;
            vcc_v8_int t64 = vcc_splat(vcc_v8_int, t29 * 7);
            vcc_v8_int t65 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t66 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t65;
            vcc_v8_int t67 = t64 + t66;
            vcc_v8_uint t68 = (vcc_v8_uint)t67;
            vcc_v8_uint t69 = (vcc_v8_uint)t63;
            vcc_v8_uint t70 = t68 - t69;
            vcc_v8_int t71 = (vcc_v8_int)t70;
            vcc_v8_int t72 = vcc_select(vcc_v8_int, (vcc_v8_int)t59, t71, (vcc_v8_int){0});
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t28 * 4UL), t72, t27);
            t3 += 8L;
            vcc_v8_int t55 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t56 = (vcc_v8_uint)t55;
            vcc_v8_uint t57 = t56 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t58 = vcc_min(vcc_v8_int, t56, t57);
            t2 = (vcc_v8_int)t58;
            if (t3 >= t20) {
                i = (int)((long)t18 + t20);
                break;
            }
        }
    } else {
        i = t18;
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
    vcc_v4_long t1 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t2 = vcc_splat(vcc_v4_long, 1L * s);
    vcc_v4_long t3 = (vcc_v4_long){0L, 1L, 2L, 3L} * t2;
    vcc_v4_long t4 = t1 + t3;
    vcc_v4_double t5 = vcc_gather(vcc_v4_double, p + 0, t4);
    vcc_v4_double t6 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
    vcc_v4_double t7 = t5 * t6;
    vcc_v4_long t8 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t9 = vcc_splat(vcc_v4_long, 1L * s);
    vcc_v4_long t10 = (vcc_v4_long){0L, 1L, 2L, 3L} * t9;
    vcc_v4_long t11 = t8 + t10;
    vcc_v4_double t12 = vcc_gather(vcc_v4_double, p + 1, t11);
    vcc_v4_double t13 = vcc_splat(vcc_v4_double, (double)s);
    vcc_v4_double t14 = t12 * t13;
    vcc_v4_double t15 = t7 + t14;
    return t15;
}
#pragma GCC diagnostic pop

/* A row-major matrix walked by columns: p moves by s elements per iteration, as the clause says. */
void columns(double *out, const double *m, long s, int n) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t4 = t1 + 4L;
            long t5 = t1 + 8L;
            long t6 = t1 + 12L;
            long t7 = (long)(int)t1;
            double *t8 = out + t7;
            const double *t9 = m + t7 * s;
            vcc_v4_long t14 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t15 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t16 = (vcc_v4_long){0L, 1L, 2L, 3L} * t15;
            vcc_v4_long t17 = t14 + t16;
            vcc_v4_double t18 = vcc_gather(vcc_v4_double, t9 + 0, t17);
            vcc_v4_double t19 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t20 = t18 * t19;
            vcc_v4_long t21 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t22 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t23 = (vcc_v4_long){0L, 1L, 2L, 3L} * t22;
            vcc_v4_long t24 = t21 + t23;
            vcc_v4_double t25 = vcc_gather(vcc_v4_double, t9 + 1, t24);
            vcc_v4_double t26 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t27 = t25 * t26;
            vcc_v4_double t28 = t20 + t27;
            vcc_store(t8, t28);
            long t11 = (long)(int)t4;
            double *t12 = out + t11;
            const double *t13 = m + t11 * s;
            vcc_v4_long t32 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t33 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t34 = (vcc_v4_long){0L, 1L, 2L, 3L} * t33;
            vcc_v4_long t35 = t32 + t34;
            vcc_v4_double t36 = vcc_gather(vcc_v4_double, t13 + 0, t35);
            vcc_v4_double t37 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t38 = t36 * t37;
            vcc_v4_long t39 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t40 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t41 = (vcc_v4_long){0L, 1L, 2L, 3L} * t40;
            vcc_v4_long t42 = t39 + t41;
            vcc_v4_double t43 = vcc_gather(vcc_v4_double, t13 + 1, t42);
            vcc_v4_double t44 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t45 = t43 * t44;
            vcc_v4_double t46 = t38 + t45;
            vcc_store(t12, t46);
            long t29 = (long)(int)t5;
            double *t30 = out + t29;
            const double *t31 = m + t29 * s;
            vcc_v4_long t50 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t51 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t52 = (vcc_v4_long){0L, 1L, 2L, 3L} * t51;
            vcc_v4_long t53 = t50 + t52;
            vcc_v4_double t54 = vcc_gather(vcc_v4_double, t31 + 0, t53);
            vcc_v4_double t55 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t56 = t54 * t55;
            vcc_v4_long t57 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t58 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t59 = (vcc_v4_long){0L, 1L, 2L, 3L} * t58;
            vcc_v4_long t60 = t57 + t59;
            vcc_v4_double t61 = vcc_gather(vcc_v4_double, t31 + 1, t60);
            vcc_v4_double t62 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t63 = t61 * t62;
            vcc_v4_double t64 = t56 + t63;
            vcc_store(t30, t64);
            long t47 = (long)(int)t6;
            double *t48 = out + t47;
            const double *t49 = m + t47 * s;
            vcc_v4_long t65 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t66 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t67 = (vcc_v4_long){0L, 1L, 2L, 3L} * t66;
            vcc_v4_long t68 = t65 + t67;
            vcc_v4_double t69 = vcc_gather(vcc_v4_double, t49 + 0, t68);
            vcc_v4_double t70 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t71 = t69 * t70;
            vcc_v4_long t72 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t73 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t74 = (vcc_v4_long){0L, 1L, 2L, 3L} * t73;
            vcc_v4_long t75 = t72 + t74;
            vcc_v4_double t76 = vcc_gather(vcc_v4_double, t49 + 1, t75);
            vcc_v4_double t77 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t78 = t76 * t77;
            vcc_v4_double t79 = t71 + t78;
            vcc_store(t48, t79);
            t1 += 16L;
            if (t1 >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        out[t10] = first2(m + t10 * s, s);
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
    int i;
    int t57;
    int i_1;
    int t110;
    int i_4;
    int t149;
    long t150;
    long t;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        unsigned long t16 = (unsigned long)(n + 1);
        unsigned long t17 = t16 * 4UL;
        void *t18 = malloc(t17);
        float *x = (float *)t18;
        void *t19 = malloc(t17);
        float *y = (float *)t19;
        void *t20 = malloc((unsigned long)(2 * n + 1) * 4UL);
        float *p = (float *)t20;
        float *out = (float *)malloc(t17);
        int *iout = (int *)calloc(t16, 4UL);
        int *wout = (int *)calloc(t16, 4UL);
        long t21 = (long)n;
        unsigned long t22 = (unsigned long)t18;
        unsigned long t23 = (unsigned long)t19;
        unsigned long t24 = (unsigned long)t18;
        unsigned long t25 = (unsigned long)t20;
        unsigned long t26 = (unsigned long)t19;
        unsigned long t27 = (unsigned long)t20;
        if ((t21 >= 16L) & (((t22 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t23) | ((t23 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t22)) & (((t24 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t25) | ((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t24)) & (((t26 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t27) | ((t27 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t26))) {
            long t28 = t21 & -16L;
            vcc_v8_int t29 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t30 = (vcc_v8_uint)t29;
            vcc_v8_uint t1 = t30 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t2 = 0L;
            for (;;) {
                int t31 = (int)t2;
                vcc_v8_int t32 = (vcc_v8_int)t1;
                long t33 = (long)t31;
                vcc_v8_float t34 = __builtin_convertvector(t32, vcc_v8_float);
                vcc_v8_float t35 = t34 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t33, t35);
                vcc_v8_float t36 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t34;
                vcc_store(y + t33, t36);
                vcc_v8_float t37 = t34 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                float *t38 = p + (2 * t31 + 1);
                vcc_v8_float t39 = t34 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float t40 = t39 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t41 = __builtin_shufflevector(t37, t40, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t38 + -1, t41);
                vcc_v8_float t42 = __builtin_shufflevector(t37, t40, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t38 + 7, t42);
                int t43 = (int)(t2 + 8L);
                vcc_v8_uint t44 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t45 = (vcc_v8_int)t44;
                long t46 = (long)t43;
                vcc_v8_float t47 = __builtin_convertvector(t45, vcc_v8_float);
                vcc_v8_float t48 = t47 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t46, t48);
                vcc_v8_float t49 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t47;
                vcc_store(y + t46, t49);
                vcc_v8_float t50 = t47 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                float *t51 = p + (2 * t43 + 1);
                vcc_v8_float t52 = t47 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float t53 = t52 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t54 = __builtin_shufflevector(t50, t53, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t51 + -1, t54);
                vcc_v8_float t55 = __builtin_shufflevector(t50, t53, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t51 + 7, t55);
                t2 += 16L;
                vcc_v8_uint t56 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (t2 >= t28) {
                    break;
                }
                t1 = t56;
            }
            t57 = (int)t28;
        } else {
            t57 = 0;
        }
        long t58 = (long)n + (long)t57 * -1L;
        unsigned long t59 = (unsigned long)t18;
        unsigned long t60 = (unsigned long)t19;
        unsigned long t61 = (unsigned long)t18;
        unsigned long t62 = (unsigned long)t20;
        unsigned long t63 = (unsigned long)t19;
        unsigned long t64 = (unsigned long)t20;
        if ((t58 >= 8L) & (((t59 + (unsigned long)((long)t57 * 4L + 4L + (t58 - 1L) * 4L)) <= (t60 + (unsigned long)((long)t57 * 4L))) | ((t60 + (unsigned long)((long)t57 * 4L + 4L + (t58 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t57 * 4L)))) & (((t61 + (unsigned long)((long)t57 * 4L + 4L + (t58 - 1L) * 4L)) <= (t62 + (unsigned long)((long)t57 * 8L))) | ((t62 + (unsigned long)((long)t57 * 8L + 8L + (t58 - 1L) * 8L)) <= (t61 + (unsigned long)((long)t57 * 4L)))) & (((t63 + (unsigned long)((long)t57 * 4L + 4L + (t58 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t57 * 8L))) | ((t64 + (unsigned long)((long)t57 * 8L + 8L + (t58 - 1L) * 8L)) <= (t63 + (unsigned long)((long)t57 * 4L))))) {
            long t65 = t58 & -8L;
            vcc_v8_int t66 = (vcc_v8_int){t57, t57, t57, t57, t57, t57, t57, t57};
            vcc_v8_uint t67 = (vcc_v8_uint)t66;
            vcc_v8_uint t3 = t67 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long t4 = 0L;
            for (;;) {
                int t68 = (int)((long)t57 + t4);
                vcc_v8_int t69 = (vcc_v8_int)t3;
                long t70 = (long)t68;
                vcc_v8_float t71 = __builtin_convertvector(t69, vcc_v8_float);
                vcc_v8_float t72 = t71 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t70, t72);
                vcc_v8_float t73 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t71;
                vcc_store(y + t70, t73);
                vcc_v8_float t74 = t71 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                float *t75 = p + (2 * t68 + 1);
                vcc_v8_float t76 = t71 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float t77 = t76 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t78 = __builtin_shufflevector(t74, t77, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t75 + -1, t78);
                vcc_v8_float t79 = __builtin_shufflevector(t74, t77, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t75 + 7, t79);
                t4 += 8L;
                vcc_v8_uint t80 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t4 >= t65) {
                    break;
                }
                t3 = t80;
            }
            i_1 = (int)((long)t57 + t65);
        } else {
            i_1 = t57;
        }
        for (; i_1 < n; i_1++) {
            long t81 = (long)i_1;
            float t82 = (float)i_1;
            x[t81] = t82 * 0.5f;
            y[t81] = 3.0f - t82;
            int t83 = 2 * i_1;
            p[t83] = t82 * 1.25f;
            p[t83 + 1] = t82 * 0.75f - 2.0f;
        }
        axpy_all(out, x, y, 1.5f, n);
        double sum = 0.0;
        for (int i_2 = 0; i_2 < n; i_2++) {
            sum += (double)out[i_2];
        }
        pairs(out, p, n);
        int i_3 = 0;
        double sum_2 = sum;
        while (i_3 < n) {
            int t84 = i_3 + 1;
            sum_2 += (double)(out[i_3] * (float)t84);
            i_3 = t84;
        }
        tri_some(iout, n);
        tri_wrong_step(wout, n);
        int t85 = 3 * n + 2;
        double *m = (double *)malloc((unsigned long)t85 * 8UL);
        double *dout = (double *)malloc(t16 * 8UL);
        long t86 = (long)n * 3L + 2L;
        if (t86 >= 16L) {
            long t87 = t86 & -16L;
            vcc_v4_int t88 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t89 = (vcc_v4_uint)t88;
            vcc_v4_uint t5 = t89 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t6 = 0L;
            for (;;) {
                vcc_v4_int t90 = (vcc_v4_int)t5;
                vcc_v4_double t91 = __builtin_convertvector(t90, vcc_v4_double);
                vcc_v4_double t92 = t91 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t93 = t92 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)t6, t93);
                vcc_v4_uint t94 = t5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int t95 = (vcc_v4_int)t94;
                vcc_v4_double t96 = __builtin_convertvector(t95, vcc_v4_double);
                vcc_v4_double t97 = t96 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t98 = t97 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)(t6 + 4L), t98);
                vcc_v4_uint t99 = t5 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int t100 = (vcc_v4_int)t99;
                vcc_v4_double t101 = __builtin_convertvector(t100, vcc_v4_double);
                vcc_v4_double t102 = t101 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t103 = t102 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)(t6 + 8L), t103);
                vcc_v4_uint t104 = t5 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int t105 = (vcc_v4_int)t104;
                vcc_v4_double t106 = __builtin_convertvector(t105, vcc_v4_double);
                vcc_v4_double t107 = t106 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t108 = t107 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)(t6 + 12L), t108);
                t6 += 16L;
                vcc_v4_uint t109 = t5 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (t6 >= t87) {
                    break;
                }
                t5 = t109;
            }
            t110 = (int)t87;
        } else {
            t110 = 0;
        }
        long t111 = (long)n * 3L + (long)t110 * -1L + 2L;
        if (t111 >= 4L) {
            long t112 = t111 & -4L;
            vcc_v4_int t113 = (vcc_v4_int){t110, t110, t110, t110};
            vcc_v4_uint t114 = (vcc_v4_uint)t113;
            vcc_v4_uint t7 = t114 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t8 = 0L;
            for (;;) {
                vcc_v4_int t115 = (vcc_v4_int)t7;
                vcc_v4_double t116 = __builtin_convertvector(t115, vcc_v4_double);
                vcc_v4_double t117 = t116 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t118 = t117 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)((long)t110 + t8), t118);
                t8 += 4L;
                vcc_v4_uint t119 = t7 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t8 >= t112) {
                    break;
                }
                t7 = t119;
            }
            i_4 = (int)((long)t110 + t112);
        } else {
            i_4 = t110;
        }
        for (; i_4 < t85; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        double sum_1 = sum_2;
        for (int i_5 = 0; i_5 < n; i_5++) {
            sum_1 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        long t120 = (long)n;
        if (t120 >= 8L) {
            long t121 = t120 & -8L;
            vcc_v4_int t122 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t123 = (vcc_v4_uint)t122;
            vcc_v4_uint t9 = t123 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t10 = 0L;
            vcc_v4_ulong t11 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            vcc_v4_ulong t12 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                vcc_v4_int t124 = (vcc_v4_int)t9;
                long t125 = (long)(int)t10;
                vcc_v4_int t126 = vcc_load(vcc_v4_int, iout + t125);
                vcc_v4_long t127 = __builtin_convertvector(t126, vcc_v4_long);
                vcc_v4_int t128 = t124 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t129 = __builtin_convertvector(t128, vcc_v4_long);
                vcc_v4_long t130 = t127 * t129;
                vcc_v4_int t131 = vcc_load(vcc_v4_int, wout + t125);
                vcc_v4_long t132 = __builtin_convertvector(t131, vcc_v4_long);
                vcc_v4_long t133 = t130 + t132;
                vcc_v4_ulong t134 = (vcc_v4_ulong)t133;
                t11 = t11 + t134;
                vcc_v4_uint t135 = t9 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int t136 = (vcc_v4_int)t135;
                long t137 = (long)(int)(t10 + 4L);
                vcc_v4_int t138 = vcc_load(vcc_v4_int, iout + t137);
                vcc_v4_long t139 = __builtin_convertvector(t138, vcc_v4_long);
                vcc_v4_int t140 = t136 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t141 = __builtin_convertvector(t140, vcc_v4_long);
                vcc_v4_long t142 = t139 * t141;
                vcc_v4_int t143 = vcc_load(vcc_v4_int, wout + t137);
                vcc_v4_long t144 = __builtin_convertvector(t143, vcc_v4_long);
                vcc_v4_long t145 = t142 + t144;
                vcc_v4_ulong t146 = (vcc_v4_ulong)t145;
                t12 = t12 + t146;
                t10 += 8L;
                vcc_v4_uint t147 = t9 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                if (t10 >= t121) {
                    break;
                }
                t9 = t147;
            }
            vcc_v4_ulong t148 = t11 + t12;
            t149 = (int)t121;
            t150 = (long)vcc_reduce(unsigned long, t148, +);
        } else {
            t149 = 0;
            t150 = 0L;
        }
        long t151 = (long)n + (long)t149 * -1L;
        if (t151 >= 4L) {
            long t152 = t151 & -4L;
            vcc_v4_int t153 = (vcc_v4_int){t149, t149, t149, t149};
            vcc_v4_uint t154 = (vcc_v4_uint)t153;
            vcc_v4_uint t13 = t154 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long t14 = 0L;
            vcc_v4_ulong t15 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                vcc_v4_int t155 = (vcc_v4_int)t13;
                long t156 = (long)(int)((long)t149 + t14);
                vcc_v4_int t157 = vcc_load(vcc_v4_int, iout + t156);
                vcc_v4_long t158 = __builtin_convertvector(t157, vcc_v4_long);
                vcc_v4_int t159 = t155 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t160 = __builtin_convertvector(t159, vcc_v4_long);
                vcc_v4_long t161 = t158 * t160;
                vcc_v4_int t162 = vcc_load(vcc_v4_int, wout + t156);
                vcc_v4_long t163 = __builtin_convertvector(t162, vcc_v4_long);
                vcc_v4_long t164 = t161 + t163;
                vcc_v4_ulong t165 = (vcc_v4_ulong)t164;
                t15 = t15 + t165;
                t14 += 4L;
                vcc_v4_uint t166 = t13 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t14 >= t152) {
                    break;
                }
                t13 = t166;
            }
            i = (int)((long)t149 + t152);
            t = (long)((unsigned long)t150 + vcc_reduce(unsigned long, t15, +));
        } else {
            i = t149;
            t = t150;
        }
        while (i < n) {
            long t167 = (long)i;
            i++;
            t += (long)iout[t167] * (long)i + (long)wout[t167];
        }
        printf("n=%d %.3f %ld\n", n, sum_1, t);
        free((void *)x);
        free((void *)y);
        free((void *)p);
        free((void *)out);
        free((void *)iout);
        free((void *)wout);
    }
    return 0;
}
