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
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
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

/* vcc: function at linear_calls.c:11 vector variant _ZGVdN8uuul_axpy of `axpy`: VL 8, unmasked, x uniform, y uniform, a uniform, i linear step 1 */
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

/* vcc: function at linear_calls.c:16 vector variant _ZGVdN8l8u_pairsum of `pairsum`: VL 8, unmasked, p linear step 2, n uniform */
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

/* vcc: function at linear_calls.c:16 vector variant _ZGVdM8l8u_pairsum of `pairsum`: VL 8, masked, p linear step 2, n uniform */
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

/* vcc: function at linear_calls.c:21 vector variant _ZGVdN8lu_tri of `tri`: VL 8, unmasked, j linear step 1, k uniform */
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

/* vcc: function at linear_calls.c:21 vector variant _ZGVdM8lu_tri of `tri`: VL 8, masked, j linear step 1, k uniform */
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
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            float *t4 = out + i_vec_1;
            long t14 = (long)t3;
            vcc_v8_float t15 = vcc_load(vcc_v8_float, x + t14);
            vcc_v8_float t16 = (vcc_v8_float){a, a, a, a, a, a, a, a};
            vcc_v8_float t17 = t16 * t15;
            vcc_v8_float t18 = vcc_load(vcc_v8_float, y + t14);
            vcc_v8_float t19 = t17 + t18;
            vcc_store(t4, t19);
            long t11 = i_vec_1 + 8L;
            int t12 = (int)t11;
            float *t13 = out + t11;
            long t26 = (long)t12;
            vcc_v8_float t27 = vcc_load(vcc_v8_float, x + t26);
            vcc_v8_float t28 = (vcc_v8_float){a, a, a, a, a, a, a, a};
            vcc_v8_float t29 = t28 * t27;
            vcc_v8_float t30 = vcc_load(vcc_v8_float, y + t26);
            vcc_v8_float t31 = t29 + t30;
            vcc_store(t13, t31);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            int t9 = (int)t8;
            float *t10 = out + t8;
            long t20 = (long)t9;
            vcc_v8_float t21 = vcc_load(vcc_v8_float, x + t20);
            vcc_v8_float t22 = (vcc_v8_float){a, a, a, a, a, a, a, a};
            vcc_v8_float t23 = t22 * t21;
            vcc_v8_float t24 = vcc_load(vcc_v8_float, y + t20);
            vcc_v8_float t25 = t23 + t24;
            vcc_store(t10, t25);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        out[i] = axpy(x, y, a, i);
    }
}

void pairs(float *out, const float *p, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t3 = out + i_vec_1;
            const float *t4 = p + 2 * (int)i_vec_1;
            const float *t14 = t4 + 0;
            vcc_v8_float t15 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t14 + 8);
            vcc_v8_float t17 = __builtin_shufflevector(t15, t16, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t18 = __builtin_shufflevector(t15, t16, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t19 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t20 = t18 * t19;
            vcc_v8_float t21 = t17 - t20;
            vcc_store(t3, t21);
            long t11 = i_vec_1 + 8L;
            float *t12 = out + t11;
            const float *t13 = p + 2 * (int)t11;
            const float *t30 = t13 + 0;
            vcc_v8_float t31 = vcc_load(vcc_v8_float, t30);
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t30 + 8);
            vcc_v8_float t33 = __builtin_shufflevector(t31, t32, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t34 = __builtin_shufflevector(t31, t32, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t35 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t36 = t34 * t35;
            vcc_v8_float t37 = t33 - t36;
            vcc_store(t12, t37);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            float *t9 = out + t8;
            const float *t10 = p + 2 * (int)t8;
            const float *t22 = t10 + 0;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t22);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t22 + 8);
            vcc_v8_float t25 = __builtin_shufflevector(t23, t24, 0, 2, 4, 6, 8, 10, 12, 14);
            vcc_v8_float t26 = __builtin_shufflevector(t23, t24, 1, 3, 5, 7, 9, 11, 13, 15);
            vcc_v8_float t27 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t28 = t26 * t27;
            vcc_v8_float t29 = t25 - t28;
            vcc_store(t9, t29);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        out[i] = pairsum(p + 2 * i, 3);
    }
}

void tri_some(int *out, int n) {
    int t14;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & 1) {
        long t4 = t3 & -16L;
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t6 = t5 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_m8 t7 = (vcc_m8)(t6 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_uint t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t9 = (vcc_v8_uint)t6;
        vcc_v8_uint t10 = t9 - t8;
        vcc_v8_int t1 = (vcc_v8_int)t10;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:39 vectorized: VF 8, UF 2, the remainder at 40:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_m8 t11 = (vcc_m8)(t1 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            int t12 = (int)i_vec_1 + 5;
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t37 = (vcc_m8)(t13 != (vcc_v8_int){0});
            vcc_v8_int t38 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
            vcc_v8_int t39 = t38 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t40 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t41 = t39 >> t40;
            vcc_v8_int t42 = vcc_splat(vcc_v8_int, t12 * 7);
            vcc_v8_int t43 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t44 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t43;
            vcc_v8_int t45 = t42 + t44;
            vcc_v8_uint t46 = (vcc_v8_uint)t45;
            vcc_v8_uint t47 = (vcc_v8_uint)t41;
            vcc_v8_uint t48 = t46 - t47;
            vcc_v8_int t49 = (vcc_v8_int)t48;
            vcc_v8_int t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t49, (vcc_v8_int){0});
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)i_vec_1 * 4UL), t50, t11);
            long t27 = i_vec_1 + 8L;
            vcc_v8_int t28 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t29 = (vcc_m8)(t28 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t31 = (vcc_v8_uint)t28;
            vcc_v8_uint t32 = t31 - t30;
            vcc_v8_int t33 = (vcc_v8_int)t32;
            vcc_m8 t34 = (vcc_m8)(t33 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            int t35 = (int)t27 + 5;
            vcc_v8_int t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t75 = (vcc_m8)(t36 != (vcc_v8_int){0});
            vcc_v8_int t76 = (vcc_v8_int){t35, t35, t35, t35, t35, t35, t35, t35};
            vcc_v8_int t77 = t76 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t78 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t79 = t77 >> t78;
            vcc_v8_int t80 = vcc_splat(vcc_v8_int, t35 * 7);
            vcc_v8_int t81 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t82 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t81;
            vcc_v8_int t83 = t80 + t82;
            vcc_v8_uint t84 = (vcc_v8_uint)t83;
            vcc_v8_uint t85 = (vcc_v8_uint)t79;
            vcc_v8_uint t86 = t84 - t85;
            vcc_v8_int t87 = (vcc_v8_int)t86;
            vcc_v8_int t88 = vcc_select(vcc_v8_int, (vcc_v8_int)t75, t87, (vcc_v8_int){0});
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t27 * 4UL), t88, t34);
            i_vec_1 += 16L;
            vcc_v8_int t70 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t71 = (vcc_m8)(t70 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t72 = vcc_select(vcc_v8_int, (vcc_v8_int)t71, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t73 = (vcc_v8_uint)t70;
            vcc_v8_uint t74 = t73 - t72;
            t1 = (vcc_v8_int)t74;
            if (i_vec_1 >= t4) {
                t14 = (int)t4;
                break;
            }
        }
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 8L) & (t14 >= 0)) {
        long t16 = t15 & -8L;
        vcc_v8_int t17 = vcc_splat(vcc_v8_int, t14 % 3);
        vcc_v8_int t18 = t17 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_m8 t19 = (vcc_m8)(t18 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_uint t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t21 = (vcc_v8_uint)t18;
        vcc_v8_uint t22 = t21 - t20;
        vcc_v8_int t2 = (vcc_v8_int)t22;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:39 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t23 = (long)t14 + i_vec;
            vcc_m8 t24 = (vcc_m8)(t2 != (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            int t25 = (int)t23 + 5;
            vcc_v8_int t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t56 = (vcc_m8)(t26 != (vcc_v8_int){0});
            vcc_v8_int t57 = (vcc_v8_int){t25, t25, t25, t25, t25, t25, t25, t25};
            vcc_v8_int t58 = t57 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            vcc_v8_int t59 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t60 = t58 >> t59;
            vcc_v8_int t61 = vcc_splat(vcc_v8_int, t25 * 7);
            vcc_v8_int t62 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t63 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} * t62;
            vcc_v8_int t64 = t61 + t63;
            vcc_v8_uint t65 = (vcc_v8_uint)t64;
            vcc_v8_uint t66 = (vcc_v8_uint)t60;
            vcc_v8_uint t67 = t65 - t66;
            vcc_v8_int t68 = (vcc_v8_int)t67;
            vcc_v8_int t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t68, (vcc_v8_int){0});
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t23 * 4UL), t69, t24);
            i_vec += 8L;
            vcc_v8_int t51 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t52 = (vcc_m8)(t51 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t54 = (vcc_v8_uint)t51;
            vcc_v8_uint t55 = t54 - t53;
            t2 = (vcc_v8_int)t55;
            if (i_vec >= t16) {
                i = (int)((long)t14 + t16);
                break;
            }
        }
    } else {
        i = t14;
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

/* vcc: function at linear_calls.c:45 vector variant _ZGVdN4ls1u_first2 of `first2`: VL 4, unmasked, p linear step parameter 2, s uniform */
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
            double *t3 = out + i_vec;
            const double *t4 = m + i_vec * s;
            vcc_v4_long t9 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t10 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t11 = (vcc_v4_long){0L, 1L, 2L, 3L} * t10;
            vcc_v4_long t12 = t9 + t11;
            vcc_v4_double t13 = vcc_gather(vcc_v4_double, t4 + 0, t12);
            vcc_v4_double t14 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t15 = t13 * t14;
            vcc_v4_long t16 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t17 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t18 = (vcc_v4_long){0L, 1L, 2L, 3L} * t17;
            vcc_v4_long t19 = t16 + t18;
            vcc_v4_double t20 = vcc_gather(vcc_v4_double, t4 + 1, t19);
            vcc_v4_double t21 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t22 = t20 * t21;
            vcc_v4_double t23 = t15 + t22;
            vcc_store(t3, t23);
            long t6 = i_vec + 4L;
            double *t7 = out + t6;
            const double *t8 = m + t6 * s;
            vcc_v4_long t27 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t28 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t29 = (vcc_v4_long){0L, 1L, 2L, 3L} * t28;
            vcc_v4_long t30 = t27 + t29;
            vcc_v4_double t31 = vcc_gather(vcc_v4_double, t8 + 0, t30);
            vcc_v4_double t32 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t33 = t31 * t32;
            vcc_v4_long t34 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t35 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t36 = (vcc_v4_long){0L, 1L, 2L, 3L} * t35;
            vcc_v4_long t37 = t34 + t36;
            vcc_v4_double t38 = vcc_gather(vcc_v4_double, t8 + 1, t37);
            vcc_v4_double t39 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t40 = t38 * t39;
            vcc_v4_double t41 = t33 + t40;
            vcc_store(t7, t41);
            long t24 = i_vec + 8L;
            double *t25 = out + t24;
            const double *t26 = m + t24 * s;
            vcc_v4_long t45 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t46 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t47 = (vcc_v4_long){0L, 1L, 2L, 3L} * t46;
            vcc_v4_long t48 = t45 + t47;
            vcc_v4_double t49 = vcc_gather(vcc_v4_double, t26 + 0, t48);
            vcc_v4_double t50 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t51 = t49 * t50;
            vcc_v4_long t52 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t53 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t54 = (vcc_v4_long){0L, 1L, 2L, 3L} * t53;
            vcc_v4_long t55 = t52 + t54;
            vcc_v4_double t56 = vcc_gather(vcc_v4_double, t26 + 1, t55);
            vcc_v4_double t57 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t58 = t56 * t57;
            vcc_v4_double t59 = t51 + t58;
            vcc_store(t25, t59);
            long t42 = i_vec + 12L;
            double *t43 = out + t42;
            const double *t44 = m + t42 * s;
            vcc_v4_long t60 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t61 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t62 = (vcc_v4_long){0L, 1L, 2L, 3L} * t61;
            vcc_v4_long t63 = t60 + t62;
            vcc_v4_double t64 = vcc_gather(vcc_v4_double, t44 + 0, t63);
            vcc_v4_double t65 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t66 = t64 * t65;
            vcc_v4_long t67 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t68 = vcc_splat(vcc_v4_long, 1L * s);
            vcc_v4_long t69 = (vcc_v4_long){0L, 1L, 2L, 3L} * t68;
            vcc_v4_long t70 = t67 + t69;
            vcc_v4_double t71 = vcc_gather(vcc_v4_double, t44 + 1, t70);
            vcc_v4_double t72 = vcc_splat(vcc_v4_double, (double)s);
            vcc_v4_double t73 = t71 * t72;
            vcc_v4_double t74 = t66 + t73;
            vcc_store(t43, t74);
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
        long t5 = (long)i;
        out[t5] = first2(m + t5 * s, s);
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
    int t38;
    int i_1;
    int t86;
    int i_4;
    int t117;
    long t118;
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
        long t9 = (long)((unsigned long)t4 - (unsigned long)t3);
        unsigned long t10 = (unsigned long)t3;
        unsigned long t11 = (unsigned long)t5;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7) | ((t9 <= 0L) | (t9 >= 64L))) & (((t10 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t10)) & (((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t12))) {
            long t14 = t6 & -16L;
            vcc_v8_int t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            vcc_v8_uint i_v = t16 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec = 0L;
            /* vcc: loop at linear_calls.c:70 vectorized: VF 8, UF 2, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_6 = (vcc_v8_int)i_v;
                vcc_v8_float t17 = __builtin_convertvector(i_v_6, vcc_v8_float);
                vcc_v8_float t18 = t17 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + i_vec, t18);
                vcc_v8_float t19 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t17;
                vcc_store(y + i_vec, t19);
                vcc_v8_float t20 = t17 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                float *t21 = p + (2 * (int)i_vec + 1);
                vcc_v8_float t22 = t17 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float t23 = t22 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t24 = __builtin_shufflevector(t20, t23, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t21 + -1, t24);
                vcc_v8_float t25 = __builtin_shufflevector(t20, t23, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t21 + 7, t25);
                long t26 = i_vec + 8L;
                vcc_v8_uint t27 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_7 = (vcc_v8_int)t27;
                vcc_v8_float t28 = __builtin_convertvector(i_v_7, vcc_v8_float);
                vcc_v8_float t29 = t28 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t26, t29);
                vcc_v8_float t30 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t28;
                vcc_store(y + t26, t30);
                vcc_v8_float t31 = t28 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                float *t32 = p + (2 * (int)t26 + 1);
                vcc_v8_float t33 = t28 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float t34 = t33 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t35 = __builtin_shufflevector(t31, t34, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t32 + -1, t35);
                vcc_v8_float t36 = __builtin_shufflevector(t31, t34, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t32 + 7, t36);
                i_vec += 16L;
                vcc_v8_uint t37 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (i_vec >= t14) {
                    break;
                }
                i_v = t37;
            }
            t38 = (int)t14;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        unsigned long t40 = (unsigned long)t3;
        unsigned long t41 = (unsigned long)t4;
        long t42 = (long)((unsigned long)t4 + (unsigned long)((long)t38 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t38 * 4L)));
        unsigned long t43 = (unsigned long)t3;
        unsigned long t44 = (unsigned long)t5;
        unsigned long t45 = (unsigned long)t4;
        unsigned long t46 = (unsigned long)t5;
        if ((t39 >= 8L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 4L))) | ((t41 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t38 * 4L))) | ((t42 <= 0L) | (t42 >= 32L))) & (((t43 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t38 * 8L))) | ((t44 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t43 + (unsigned long)((long)t38 * 4L)))) & (((t45 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t38 * 8L))) | ((t46 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t38 * 4L))))) {
            long t47 = t39 & -8L;
            vcc_v8_int t48 = (vcc_v8_int){t38, t38, t38, t38, t38, t38, t38, t38};
            vcc_v8_uint t49 = (vcc_v8_uint)t48;
            vcc_v8_uint i_v_1 = t49 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            long i_vec_1 = 0L;
            /* vcc: loop at linear_calls.c:70 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t50 = (long)t38 + i_vec_1;
                vcc_v8_int i_v_8 = (vcc_v8_int)i_v_1;
                vcc_v8_float t51 = __builtin_convertvector(i_v_8, vcc_v8_float);
                vcc_v8_float t52 = t51 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_store(x + t50, t52);
                vcc_v8_float t53 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f} - t51;
                vcc_store(y + t50, t53);
                vcc_v8_float t54 = t51 * (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
                float *t55 = p + (2 * (int)t50 + 1);
                vcc_v8_float t56 = t51 * (vcc_v8_float){0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f, 0.75f};
                vcc_v8_float t57 = t56 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                vcc_v8_float t58 = __builtin_shufflevector(t54, t57, 0, 8, 1, 9, 2, 10, 3, 11);
                vcc_store(t55 + -1, t58);
                vcc_v8_float t59 = __builtin_shufflevector(t54, t57, 4, 12, 5, 13, 6, 14, 7, 15);
                vcc_store(t55 + 7, t59);
                i_vec_1 += 8L;
                vcc_v8_uint t60 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (i_vec_1 >= t47) {
                    break;
                }
                i_v_1 = t60;
            }
            i_1 = (int)((long)t38 + t47);
        } else {
            i_1 = t38;
        }
        for (; i_1 < n; i_1++) {
            long t61 = (long)i_1;
            float t62 = (float)i_1;
            x[t61] = t62 * 0.5f;
            y[t61] = 3.0f - t62;
            int t63 = 2 * i_1;
            p[t63] = t62 * 1.25f;
            p[t63 + 1] = t62 * 0.75f - 2.0f;
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
            int t64 = i_3 + 1;
            sum_2 += (double)(out[i_3] * (float)t64);
            i_3 = t64;
        }
        tri_some(iout, n);
        tri_wrong_step(wout, n);
        int t65 = 3 * n + 2;
        double *m = (double *)malloc((unsigned long)t65 * 8UL);
        double *dout = (double *)malloc(t1 * 8UL);
        long t66 = (long)n * 3L + 2L;
        if (t66 >= 16L) {
            long t67 = t66 & -16L;
            vcc_v4_int t68 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t69 = (vcc_v4_uint)t68;
            vcc_v4_uint i_v_2 = t69 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_2 = 0L;
            /* vcc: loop at linear_calls.c:86 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int i_v_9 = (vcc_v4_int)i_v_2;
                vcc_v4_double t70 = __builtin_convertvector(i_v_9, vcc_v4_double);
                vcc_v4_double t71 = t70 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t72 = t71 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + i_vec_2, t72);
                vcc_v4_uint t73 = i_v_2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int i_v_10 = (vcc_v4_int)t73;
                vcc_v4_double t74 = __builtin_convertvector(i_v_10, vcc_v4_double);
                vcc_v4_double t75 = t74 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t76 = t75 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (i_vec_2 + 4L), t76);
                vcc_v4_uint t77 = i_v_2 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                vcc_v4_int i_v_11 = (vcc_v4_int)t77;
                vcc_v4_double t78 = __builtin_convertvector(i_v_11, vcc_v4_double);
                vcc_v4_double t79 = t78 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t80 = t79 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (i_vec_2 + 8L), t80);
                vcc_v4_uint t81 = i_v_2 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                vcc_v4_int i_v_12 = (vcc_v4_int)t81;
                vcc_v4_double t82 = __builtin_convertvector(i_v_12, vcc_v4_double);
                vcc_v4_double t83 = t82 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t84 = t83 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + (i_vec_2 + 12L), t84);
                i_vec_2 += 16L;
                vcc_v4_uint t85 = i_v_2 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                if (i_vec_2 >= t67) {
                    break;
                }
                i_v_2 = t85;
            }
            t86 = (int)t67;
        } else {
            t86 = 0;
        }
        long t87 = (long)n * 3L + (long)t86 * -1L + 2L;
        if (t87 >= 4L) {
            long t88 = t87 & -4L;
            vcc_v4_int t89 = (vcc_v4_int){t86, t86, t86, t86};
            vcc_v4_uint t90 = (vcc_v4_uint)t89;
            vcc_v4_uint i_v_3 = t90 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_3 = 0L;
            /* vcc: loop at linear_calls.c:86 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                vcc_v4_int i_v_13 = (vcc_v4_int)i_v_3;
                vcc_v4_double t91 = __builtin_convertvector(i_v_13, vcc_v4_double);
                vcc_v4_double t92 = t91 * (vcc_v4_double){0.125, 0.125, 0.125, 0.125};
                vcc_v4_double t93 = t92 - (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
                vcc_store(m + ((long)t86 + i_vec_3), t93);
                i_vec_3 += 4L;
                vcc_v4_uint t94 = i_v_3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (i_vec_3 >= t88) {
                    break;
                }
                i_v_3 = t94;
            }
            i_4 = (int)((long)t86 + t88);
        } else {
            i_4 = t86;
        }
        for (; i_4 < t65; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        double sum_1 = sum_2;
        for (int i_5 = 0; i_5 < n; i_5++) {
            sum_1 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        long t95 = (long)n;
        if (t95 >= 8L) {
            long t96 = t95 & -8L;
            vcc_v4_int t97 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_uint t98 = (vcc_v4_uint)t97;
            vcc_v4_uint i_v_4 = t98 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_4 = 0L;
            vcc_v4_ulong t_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            vcc_v4_ulong t_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at linear_calls.c:93 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                vcc_v4_int i_v_14 = (vcc_v4_int)i_v_4;
                vcc_v4_int iout_v = vcc_load(vcc_v4_int, iout + i_vec_4);
                vcc_v4_long t99 = __builtin_convertvector(iout_v, vcc_v4_long);
                vcc_v4_int t100 = i_v_14 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t101 = __builtin_convertvector(t100, vcc_v4_long);
                vcc_v4_long t102 = t99 * t101;
                vcc_v4_int wout_v = vcc_load(vcc_v4_int, wout + i_vec_4);
                vcc_v4_long t103 = __builtin_convertvector(wout_v, vcc_v4_long);
                vcc_v4_long t104 = t102 + t103;
                vcc_v4_ulong t105 = (vcc_v4_ulong)t104;
                t_v = t_v + t105;
                long t106 = i_vec_4 + 4L;
                vcc_v4_uint t107 = i_v_4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                vcc_v4_int i_v_15 = (vcc_v4_int)t107;
                vcc_v4_int iout_v_1 = vcc_load(vcc_v4_int, iout + t106);
                vcc_v4_long t108 = __builtin_convertvector(iout_v_1, vcc_v4_long);
                vcc_v4_int t109 = i_v_15 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t110 = __builtin_convertvector(t109, vcc_v4_long);
                vcc_v4_long t111 = t108 * t110;
                vcc_v4_int wout_v_1 = vcc_load(vcc_v4_int, wout + t106);
                vcc_v4_long t112 = __builtin_convertvector(wout_v_1, vcc_v4_long);
                vcc_v4_long t113 = t111 + t112;
                vcc_v4_ulong t114 = (vcc_v4_ulong)t113;
                t_v_1 = t_v_1 + t114;
                i_vec_4 += 8L;
                vcc_v4_uint t115 = i_v_4 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                if (i_vec_4 >= t96) {
                    break;
                }
                i_v_4 = t115;
            }
            vcc_v4_ulong t116 = t_v + t_v_1;
            t117 = (int)t96;
            t118 = (long)vcc_reduce(unsigned long, t116, +);
        } else {
            t117 = 0;
            t118 = 0L;
        }
        long t119 = (long)n + (long)t117 * -1L;
        if (t119 >= 4L) {
            long t120 = t119 & -4L;
            vcc_v4_int t121 = (vcc_v4_int){t117, t117, t117, t117};
            vcc_v4_uint t122 = (vcc_v4_uint)t121;
            vcc_v4_uint i_v_5 = t122 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            long i_vec_5 = 0L;
            vcc_v4_ulong t_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            /* vcc: loop at linear_calls.c:93 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t123 = (long)t117 + i_vec_5;
                vcc_v4_int i_v_16 = (vcc_v4_int)i_v_5;
                vcc_v4_int iout_v_2 = vcc_load(vcc_v4_int, iout + t123);
                vcc_v4_long t124 = __builtin_convertvector(iout_v_2, vcc_v4_long);
                vcc_v4_int t125 = i_v_16 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_long t126 = __builtin_convertvector(t125, vcc_v4_long);
                vcc_v4_long t127 = t124 * t126;
                vcc_v4_int wout_v_2 = vcc_load(vcc_v4_int, wout + t123);
                vcc_v4_long t128 = __builtin_convertvector(wout_v_2, vcc_v4_long);
                vcc_v4_long t129 = t127 + t128;
                vcc_v4_ulong t130 = (vcc_v4_ulong)t129;
                t_v_2 = t_v_2 + t130;
                i_vec_5 += 4L;
                vcc_v4_uint t131 = i_v_5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (i_vec_5 >= t120) {
                    break;
                }
                i_v_5 = t131;
            }
            i = (int)((long)t117 + t120);
            t = (long)((unsigned long)t118 + vcc_reduce(unsigned long, t_v_2, +));
        } else {
            i = t117;
            t = t118;
        }
        while (i < n) {
            long t132 = (long)i;
            i++;
            t += (long)iout[t132] * (long)i + (long)wout[t132];
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
