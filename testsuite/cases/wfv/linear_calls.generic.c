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
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            int t4 = (int)i_vec_1;
            float *t5 = out + t4;
            long t13 = (long)t4;
            vcc_v8_float t14 = vcc_load(vcc_v8_float, x + t13);
            vcc_v8_float t15 = (vcc_v8_float){a, a, a, a, a, a, a, a};
            vcc_v8_float t16 = t15 * t14;
            vcc_v8_float t17 = vcc_load(vcc_v8_float, y + t13);
            vcc_v8_float t18 = t16 + t17;
            vcc_store(t5, t18);
            int t11 = (int)t3;
            float *t12 = out + t11;
            long t25 = (long)t11;
            vcc_v8_float t26 = vcc_load(vcc_v8_float, x + t25);
            vcc_v8_float t27 = (vcc_v8_float){a, a, a, a, a, a, a, a};
            vcc_v8_float t28 = t27 * t26;
            vcc_v8_float t29 = vcc_load(vcc_v8_float, y + t25);
            vcc_v8_float t30 = t28 + t29;
            vcc_store(t12, t30);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec = 0L;
        for (;;) {
            int t9 = (int)((long)t6 + i_vec);
            float *t10 = out + t9;
            long t19 = (long)t9;
            vcc_v8_float t20 = vcc_load(vcc_v8_float, x + t19);
            vcc_v8_float t21 = (vcc_v8_float){a, a, a, a, a, a, a, a};
            vcc_v8_float t22 = t21 * t20;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, y + t19);
            vcc_v8_float t24 = t22 + t23;
            vcc_store(t10, t24);
            i_vec += 8L;
            if (i_vec >= t8) {
                i = (int)((long)t6 + t8);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        out[i] = axpy(x, y, a, i);
    }
}

void pairs(float *out, const float *p, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            int t4 = (int)i_vec_1;
            float *t5 = out + t4;
            const float *t6 = p + 2 * t4;
            const float *t16 = t6 + 0;
            vcc_v8_float t17 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t16 + 8);
            vcc_v8_float t19 = __builtin_shufflevector(t17, t18, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t20 = __builtin_shufflevector(t17, t18, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t21 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t22 = t20 * t21;
            vcc_v8_float t23 = t19 - t22;
            vcc_store(t5, t23);
            int t13 = (int)t3;
            float *t14 = out + t13;
            const float *t15 = p + 2 * t13;
            const float *t32 = t15 + 0;
            vcc_v8_float t33 = vcc_load(vcc_v8_float, t32);
            vcc_v8_float t34 = vcc_load(vcc_v8_float, t32 + 8);
            vcc_v8_float t35 = __builtin_shufflevector(t33, t34, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t36 = __builtin_shufflevector(t33, t34, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t37 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t38 = t36 * t37;
            vcc_v8_float t39 = t35 - t38;
            vcc_store(t14, t39);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec = 0L;
        for (;;) {
            int t10 = (int)((long)t7 + i_vec);
            float *t11 = out + t10;
            const float *t12 = p + 2 * t10;
            const float *t24 = t12 + 0;
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t24);
            vcc_v8_float t26 = vcc_load(vcc_v8_float, t24 + 8);
            vcc_v8_float t27 = __builtin_shufflevector(t25, t26, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t28 = __builtin_shufflevector(t25, t26, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t29 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t30 = t28 * t29;
            vcc_v8_float t31 = t27 - t30;
            vcc_store(t11, t31);
            i_vec += 8L;
            if (i_vec >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        out[i] = pairsum(p + 2 * i, 3);
    }
}

void tri_some(int *out, int n) {
    int t16;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & 1) {
        long t4 = t3 & -16L;
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t6 = t5 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint t8 = t7 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint t9 = vcc_min(vcc_v8_int, t7, t8);
        vcc_v8_int t1 = (vcc_v8_int)t9;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:39 vectorized: VF 8, UF 2, the remainder at 40:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t10 = i_vec_1 + 8L;
            int t11 = (int)i_vec_1;
            vcc_m8 t12 = (vcc_m8)(t1 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            long t13 = (long)t11;
            int t14 = t11 + 5;
            vcc_v8_int t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t39 = (vcc_m8)(t15 != (vcc_v8_int){0});
            vcc_v8_int t40 = (vcc_v8_int){t14, t14, t14, t14, t14, t14, t14, t14};
            vcc_v8_int t41 = t40 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t42 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t43 = t41 >> t42;
            vcc_v8_int t44 = vcc_splat(vcc_v8_int, t14 * 7);
            vcc_v8_int t45 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t46 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t45;
            vcc_v8_int t47 = t44 + t46;
            vcc_v8_uint t48 = (vcc_v8_uint)t47;
            vcc_v8_uint t49 = (vcc_v8_uint)t43;
            vcc_v8_uint t50 = t48 - t49;
            vcc_v8_int t51 = (vcc_v8_int)t50;
            vcc_v8_int t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t51, (vcc_v8_int){0});
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t13 * 4UL), t52, t12);
            int t29 = (int)t10;
            vcc_v8_int t30 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t31 = (vcc_v8_uint)t30;
            vcc_v8_uint t32 = t31 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t33 = vcc_min(vcc_v8_int, t31, t32);
            vcc_v8_int t34 = (vcc_v8_int)t33;
            vcc_m8 t35 = (vcc_m8)(t34 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            long t36 = (long)t29;
            int t37 = t29 + 5;
            vcc_v8_int t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t75 = (vcc_m8)(t38 != (vcc_v8_int){0});
            vcc_v8_int t76 = (vcc_v8_int){t37, t37, t37, t37, t37, t37, t37, t37};
            vcc_v8_int t77 = t76 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t78 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t79 = t77 >> t78;
            vcc_v8_int t80 = vcc_splat(vcc_v8_int, t37 * 7);
            vcc_v8_int t81 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t82 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t81;
            vcc_v8_int t83 = t80 + t82;
            vcc_v8_uint t84 = (vcc_v8_uint)t83;
            vcc_v8_uint t85 = (vcc_v8_uint)t79;
            vcc_v8_uint t86 = t84 - t85;
            vcc_v8_int t87 = (vcc_v8_int)t86;
            vcc_v8_int t88 = vcc_select(vcc_v8_int, (vcc_v8_int)t75, t87, (vcc_v8_int){0});
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t36 * 4UL), t88, t35);
            i_vec_1 += 16L;
            vcc_v8_int t71 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t72 = (vcc_v8_uint)t71;
            vcc_v8_uint t73 = t72 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t74 = vcc_min(vcc_v8_int, t72, t73);
            t1 = (vcc_v8_int)t74;
            if (i_vec_1 >= t4) {
                t16 = (int)t4;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 8L) & (t16 >= 0)) {
        long t18 = t17 & -8L;
        vcc_v8_int t19 = vcc_splat(vcc_v8_int, t16 % 3);
        vcc_v8_int t20 = t19 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_v8_uint t21 = (vcc_v8_uint)t20;
        vcc_v8_uint t22 = t21 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
        vcc_v8_uint t23 = vcc_min(vcc_v8_int, t21, t22);
        vcc_v8_int t2 = (vcc_v8_int)t23;
        long i_vec = 0L;
        for (;;) {
            int t24 = (int)((long)t16 + i_vec);
            vcc_m8 t25 = (vcc_m8)(t2 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            long t26 = (long)t24;
            int t27 = t24 + 5;
            vcc_v8_int t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t57 = (vcc_m8)(t28 != (vcc_v8_int){0});
            vcc_v8_int t58 = (vcc_v8_int){t27, t27, t27, t27, t27, t27, t27, t27};
            vcc_v8_int t59 = t58 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t60 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t61 = t59 >> t60;
            vcc_v8_int t62 = vcc_splat(vcc_v8_int, t27 * 7);
            vcc_v8_int t63 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t64 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t63;
            vcc_v8_int t65 = t62 + t64;
            vcc_v8_uint t66 = (vcc_v8_uint)t65;
            vcc_v8_uint t67 = (vcc_v8_uint)t61;
            vcc_v8_uint t68 = t66 - t67;
            vcc_v8_int t69 = (vcc_v8_int)t68;
            vcc_v8_int t70 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, t69, (vcc_v8_int){0});
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t26 * 4UL), t70, t25);
            i_vec += 8L;
            vcc_v8_int t53 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t54 = (vcc_v8_uint)t53;
            vcc_v8_uint t55 = t54 - (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_uint t56 = vcc_min(vcc_v8_int, t54, t55);
            t2 = (vcc_v8_int)t56;
            if (i_vec >= t18) {
                i = (int)((long)t16 + t18);
                break;
            }
        }
    } else {
        i = t16;
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
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:52 vectorized: VF 4, UF 4, scalar epilogue */
        for (;;) {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            long t6 = (long)(int)i_vec;
            double *t7 = out + t6;
            const double *t8 = m + t6 * s;
            vcc_v4_long t13 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t14 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t15 = (vcc_v4_long){0L, 1L, 2L, 3L} * t14;
            vcc_v4_long t16 = t13 + t15;
            vcc_v4_double t17 = vcc_gather(vcc_v4_double, t8 + 0, t16);
            vcc_v4_double t18 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t19 = t17 * t18;
            vcc_v4_long t20 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t21 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t22 = (vcc_v4_long){0L, 1L, 2L, 3L} * t21;
            vcc_v4_long t23 = t20 + t22;
            vcc_v4_double t24 = vcc_gather(vcc_v4_double, t8 + 1, t23);
            vcc_v4_double t25 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t26 = t24 * t25;
            vcc_v4_double t27 = t19 + t26;
            vcc_store(t7, t27);
            long t10 = (long)(int)t3;
            double *t11 = out + t10;
            const double *t12 = m + t10 * s;
            vcc_v4_long t31 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t32 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t33 = (vcc_v4_long){0L, 1L, 2L, 3L} * t32;
            vcc_v4_long t34 = t31 + t33;
            vcc_v4_double t35 = vcc_gather(vcc_v4_double, t12 + 0, t34);
            vcc_v4_double t36 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t37 = t35 * t36;
            vcc_v4_long t38 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t39 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t40 = (vcc_v4_long){0L, 1L, 2L, 3L} * t39;
            vcc_v4_long t41 = t38 + t40;
            vcc_v4_double t42 = vcc_gather(vcc_v4_double, t12 + 1, t41);
            vcc_v4_double t43 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t44 = t42 * t43;
            vcc_v4_double t45 = t37 + t44;
            vcc_store(t11, t45);
            long t28 = (long)(int)t4;
            double *t29 = out + t28;
            const double *t30 = m + t28 * s;
            vcc_v4_long t49 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t50 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t51 = (vcc_v4_long){0L, 1L, 2L, 3L} * t50;
            vcc_v4_long t52 = t49 + t51;
            vcc_v4_double t53 = vcc_gather(vcc_v4_double, t30 + 0, t52);
            vcc_v4_double t54 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t55 = t53 * t54;
            vcc_v4_long t56 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t57 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t58 = (vcc_v4_long){0L, 1L, 2L, 3L} * t57;
            vcc_v4_long t59 = t56 + t58;
            vcc_v4_double t60 = vcc_gather(vcc_v4_double, t30 + 1, t59);
            vcc_v4_double t61 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t62 = t60 * t61;
            vcc_v4_double t63 = t55 + t62;
            vcc_store(t29, t63);
            long t46 = (long)(int)t5;
            double *t47 = out + t46;
            const double *t48 = m + t46 * s;
            vcc_v4_long t64 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t65 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t66 = (vcc_v4_long){0L, 1L, 2L, 3L} * t65;
            vcc_v4_long t67 = t64 + t66;
            vcc_v4_double t68 = vcc_gather(vcc_v4_double, t48 + 0, t67);
            vcc_v4_double t69 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t70 = t68 * t69;
            vcc_v4_long t71 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t72 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t73 = (vcc_v4_long){0L, 1L, 2L, 3L} * t72;
            vcc_v4_long t74 = t71 + t73;
            vcc_v4_double t75 = vcc_gather(vcc_v4_double, t48 + 1, t74);
            vcc_v4_double t76 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t77 = t75 * t76;
            vcc_v4_double t78 = t70 + t77;
            vcc_store(t47, t78);
            i_vec += 16L;
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        out[t9] = first2(m + t9 * s, s);
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
    int t40;
    int i_1;
    int t88;
    int i_4;
    int t120;
    long t121;
    long t;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        unsigned long t1 = (unsigned long)(n + 1);
        unsigned long t2 = t1 * 4UL;
        void *t3 = malloc(t2);
        float *x = (float *)t3;
        void *t4 = malloc(t2);
        float *y = (float *)t4;
        void *t5 = malloc((unsigned long)(2 * n + 1) * 4UL);
        float *p = (float *)t5;
        float *out = (float *)malloc(t2);
        int *iout = (int *)calloc(t1, 4UL);
        int *wout = (int *)calloc(t1, 4UL);
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t3;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t3;
        unsigned long t10 = (unsigned long)t5;
        unsigned long t11 = (unsigned long)t4;
        unsigned long t12 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t11))) {
            long t13 = t6 & -16L;
            vcc_v8_int t14 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t15 = (vcc_v8_uint)t14;
            vcc_v8_uint i_v = t15 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec = 0L;
            /* vcc: loop at linear_calls.c:70 vectorized: VF 8, UF 2, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap, vector epilogue VF 8, scalar epilogue */
            for (;;) {
                int t16 = (int)i_vec;
                vcc_v8_int i_v_6 = (vcc_v8_int)i_v;
                long t17 = (long)t16;
                vcc_v8_float t18 = __builtin_convertvector(i_v_6, vcc_v8_float);
                vcc_v8_float t19 = t18 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t17, t19);
                vcc_v8_float t20 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t18;
                vcc_store(y + t17, t20);
                vcc_v8_float t21 = t18 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                float *t22 = p + (2 * t16 + 1);
                vcc_v8_float t23 = t18 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float t24 = t23 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t25 = __builtin_shufflevector(t21, t24, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t22 + -1, t25);
                vcc_v8_float t26 = __builtin_shufflevector(t21, t24, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t22 + 7, t26);
                int t27 = (int)(i_vec + 8L);
                vcc_v8_uint t28 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_7 = (vcc_v8_int)t28;
                long t29 = (long)t27;
                vcc_v8_float t30 = __builtin_convertvector(i_v_7, vcc_v8_float);
                vcc_v8_float t31 = t30 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t29, t31);
                vcc_v8_float t32 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t30;
                vcc_store(y + t29, t32);
                vcc_v8_float t33 = t30 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                float *t34 = p + (2 * t27 + 1);
                vcc_v8_float t35 = t30 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float t36 = t35 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t37 = __builtin_shufflevector(t33, t36, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t34 + -1, t37);
                vcc_v8_float t38 = __builtin_shufflevector(t33, t36, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t34 + 7, t38);
                i_vec += 16L;
                vcc_v8_uint t39 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec >= t13) {
                    break;
                }
                i_v = t39;
            }
            t40 = (int)t13;
        } else {
            t40 = 0;
        }
        long t41 = (long)n + (long)t40 * -1L;
        unsigned long t42 = (unsigned long)t3;
        unsigned long t43 = (unsigned long)t4;
        unsigned long t44 = (unsigned long)t3;
        unsigned long t45 = (unsigned long)t5;
        unsigned long t46 = (unsigned long)t4;
        unsigned long t47 = (unsigned long)t5;
        if ((t41 >= 8L) & (((t42 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t40 * 4L))) | ((t43 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t40 * 4L)))) & (((t44 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t40 * 8L))) | ((t45 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t44 + (unsigned long)((long)t40 * 4L)))) & (((t46 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t40 * 8L))) | ((t47 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t40 * 4L))))) {
            long t48 = t41 & -8L;
            vcc_v8_int t49 = (vcc_v8_int){t40, t40, t40, t40, t40, t40, t40, t40};
            vcc_v8_uint t50 = (vcc_v8_uint)t49;
            vcc_v8_uint i_v_1 = t50 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_1 = 0L;
            for (;;) {
                int t51 = (int)((long)t40 + i_vec_1);
                vcc_v8_int i_v_8 = (vcc_v8_int)i_v_1;
                long t52 = (long)t51;
                vcc_v8_float t53 = __builtin_convertvector(i_v_8, vcc_v8_float);
                vcc_v8_float t54 = t53 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t52, t54);
                vcc_v8_float t55 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t53;
                vcc_store(y + t52, t55);
                vcc_v8_float t56 = t53 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                float *t57 = p + (2 * t51 + 1);
                vcc_v8_float t58 = t53 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float t59 = t58 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t60 = __builtin_shufflevector(t56, t59, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t57 + -1, t60);
                vcc_v8_float t61 = __builtin_shufflevector(t56, t59, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t57 + 7, t61);
                i_vec_1 += 8L;
                vcc_v8_uint t62 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_1 >= t48) {
                    break;
                }
                i_v_1 = t62;
            }
            i_1 = (int)((long)t40 + t48);
        } else {
            i_1 = t40;
        }
        for (; i_1 < n; i_1++) {
            long t63 = (long)i_1;
            float t64 = (float)i_1;
            x[t63] = t64 * 0.5f;
            y[t63] = 3.0f - t64;
            int t65 = 2 * i_1;
            p[t65] = t64 * 1.25f;
            p[t65 + 1] = t64 * 0.75f - 2.0f;
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
            int t66 = i_3 + 1;
            sum_2 += (double)(out[i_3] * (float)t66);
            i_3 = t66;
        }
        tri_some(iout, n);
        tri_wrong_step(wout, n);
        int t67 = 3 * n + 2;
        double *m = (double *)malloc((unsigned long)t67 * 8UL);
        double *dout = (double *)malloc(t1 * 8UL);
        long t68 = (long)n * 3L + 2L;
        if (t68 >= 16L) {
            long t69 = t68 & -16L;
            vcc_v4_int t70 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t71 = (vcc_v4_uint)t70;
            vcc_v4_uint i_v_2 = t71 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_2 = 0L;
            /* vcc: loop at linear_calls.c:86 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int i_v_9 = (vcc_v4_int)i_v_2;
                vcc_v4_double t72 = __builtin_convertvector(i_v_9, vcc_v4_double);
                vcc_v4_double t73 = t72 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t74 = t73 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)i_vec_2, t74);
                vcc_v4_uint t75 = i_v_2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int i_v_10 = (vcc_v4_int)t75;
                vcc_v4_double t76 = __builtin_convertvector(i_v_10, vcc_v4_double);
                vcc_v4_double t77 = t76 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t78 = t77 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)(i_vec_2 + 4L), t78);
                vcc_v4_uint t79 = i_v_2 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int i_v_11 = (vcc_v4_int)t79;
                vcc_v4_double t80 = __builtin_convertvector(i_v_11, vcc_v4_double);
                vcc_v4_double t81 = t80 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t82 = t81 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)(i_vec_2 + 8L), t82);
                vcc_v4_uint t83 = i_v_2 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int i_v_12 = (vcc_v4_int)t83;
                vcc_v4_double t84 = __builtin_convertvector(i_v_12, vcc_v4_double);
                vcc_v4_double t85 = t84 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t86 = t85 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)(i_vec_2 + 12L), t86);
                i_vec_2 += 16L;
                vcc_v4_uint t87 = i_v_2 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (i_vec_2 >= t69) {
                    break;
                }
                i_v_2 = t87;
            }
            t88 = (int)t69;
        } else {
            t88 = 0;
        }
        long t89 = (long)n * 3L + (long)t88 * -1L + 2L;
        if (t89 >= 4L) {
            long t90 = t89 & -4L;
            vcc_v4_int t91 = (vcc_v4_int){t88, t88, t88, t88};
            vcc_v4_uint t92 = (vcc_v4_uint)t91;
            vcc_v4_uint i_v_3 = t92 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_3 = 0L;
            for (;;) {
                vcc_v4_int i_v_13 = (vcc_v4_int)i_v_3;
                vcc_v4_double t93 = __builtin_convertvector(i_v_13, vcc_v4_double);
                vcc_v4_double t94 = t93 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t95 = t94 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (int)((long)t88 + i_vec_3), t95);
                i_vec_3 += 4L;
                vcc_v4_uint t96 = i_v_3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (i_vec_3 >= t90) {
                    break;
                }
                i_v_3 = t96;
            }
            i_4 = (int)((long)t88 + t90);
        } else {
            i_4 = t88;
        }
        for (; i_4 < t67; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        double sum_1 = sum_2;
        for (int i_5 = 0; i_5 < n; i_5++) {
            sum_1 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        long t97 = (long)n;
        if (t97 >= 8L) {
            long t98 = t97 & -8L;
            vcc_v4_int t99 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t100 = (vcc_v4_uint)t99;
            vcc_v4_uint i_v_4 = t100 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_4 = 0L;
            vcc_v4_ulong t_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            vcc_v4_ulong t_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at linear_calls.c:93 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int i_v_14 = (vcc_v4_int)i_v_4;
                long t101 = (long)(int)i_vec_4;
                vcc_v4_int iout_v = vcc_load(vcc_v4_int, iout + t101);
                vcc_v4_long t102 = __builtin_convertvector(iout_v, vcc_v4_long);
                vcc_v4_int t103 = i_v_14 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t104 = __builtin_convertvector(t103, vcc_v4_long);
                vcc_v4_long t105 = t102 * t104;
                vcc_v4_int wout_v = vcc_load(vcc_v4_int, wout + t101);
                vcc_v4_long t106 = __builtin_convertvector(wout_v, vcc_v4_long);
                vcc_v4_long t107 = t105 + t106;
                vcc_v4_ulong t108 = (vcc_v4_ulong)t107;
                t_v = t_v + t108;
                vcc_v4_uint t109 = i_v_4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int i_v_15 = (vcc_v4_int)t109;
                long t110 = (long)(int)(i_vec_4 + 4L);
                vcc_v4_int iout_v_1 = vcc_load(vcc_v4_int, iout + t110);
                vcc_v4_long t111 = __builtin_convertvector(iout_v_1, vcc_v4_long);
                vcc_v4_int t112 = i_v_15 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t113 = __builtin_convertvector(t112, vcc_v4_long);
                vcc_v4_long t114 = t111 * t113;
                vcc_v4_int wout_v_1 = vcc_load(vcc_v4_int, wout + t110);
                vcc_v4_long t115 = __builtin_convertvector(wout_v_1, vcc_v4_long);
                vcc_v4_long t116 = t114 + t115;
                vcc_v4_ulong t117 = (vcc_v4_ulong)t116;
                t_v_1 = t_v_1 + t117;
                i_vec_4 += 8L;
                vcc_v4_uint t118 = i_v_4 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                if (i_vec_4 >= t98) {
                    break;
                }
                i_v_4 = t118;
            }
            vcc_v4_ulong t119 = t_v + t_v_1;
            t120 = (int)t98;
            t121 = (long)vcc_reduce(unsigned long, t119, +);
        } else {
            t120 = 0;
            t121 = 0L;
        }
        long t122 = (long)n + (long)t120 * -1L;
        if (t122 >= 4L) {
            long t123 = t122 & -4L;
            vcc_v4_int t124 = (vcc_v4_int){t120, t120, t120, t120};
            vcc_v4_uint t125 = (vcc_v4_uint)t124;
            vcc_v4_uint i_v_5 = t125 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_5 = 0L;
            vcc_v4_ulong t_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                vcc_v4_int i_v_16 = (vcc_v4_int)i_v_5;
                long t126 = (long)(int)((long)t120 + i_vec_5);
                vcc_v4_int iout_v_2 = vcc_load(vcc_v4_int, iout + t126);
                vcc_v4_long t127 = __builtin_convertvector(iout_v_2, vcc_v4_long);
                vcc_v4_int t128 = i_v_16 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t129 = __builtin_convertvector(t128, vcc_v4_long);
                vcc_v4_long t130 = t127 * t129;
                vcc_v4_int wout_v_2 = vcc_load(vcc_v4_int, wout + t126);
                vcc_v4_long t131 = __builtin_convertvector(wout_v_2, vcc_v4_long);
                vcc_v4_long t132 = t130 + t131;
                vcc_v4_ulong t133 = (vcc_v4_ulong)t132;
                t_v_2 = t_v_2 + t133;
                i_vec_5 += 4L;
                vcc_v4_uint t134 = i_v_5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (i_vec_5 >= t123) {
                    break;
                }
                i_v_5 = t134;
            }
            i = (int)((long)t120 + t123);
            t = (long)((unsigned long)t121 + vcc_reduce(unsigned long, t_v_2, +));
        } else {
            i = t120;
            t = t121;
        }
        while (i < n) {
            long t135 = (long)i;
            i++;
            t += (long)iout[t135] * (long)i + (long)wout[t135];
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
