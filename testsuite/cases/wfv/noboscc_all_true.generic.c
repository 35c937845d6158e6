/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

void _ZGVdN8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uvv_put(int *out, vcc_v8_int where, vcc_v8_int v);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shrink(vcc_v8_float x, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_shrink(vcc_v8_float x, float k, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_soft(vcc_v8_float x, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_soft(vcc_v8_float x, float k, vcc_v8_float mask);
#pragma GCC diagnostic pop
/* BOSCC off (--no-boscc) turns the all-true fast paths off too: the same program as
   all_true.c, whose blocks run masked whatever their masks (only `soft`'s block, whose call
   is a scalar side effect, is still skipped when no lane is in it); no remark names an
   all-true path. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 7 */
/* vcc-test: expect-loops 1 */
/* vcc-test: flags --no-boscc */

/* Two consecutive stores and a consecutive load under `x[i] > t`. */
/* #pragma omp declare simd uniform(y, z, w, x, t) linear(i) */
void split(float *y, float *z, const float *w, const float *x, int i, float t) {
    float v = x[i];
    if (v > t) {
        float u = w[i];
        y[i] = u * v - t;
        z[i] = u + v;
    }
}

/* vcc: function at noboscc_all_true.c:14 vector variant _ZGVdN8uuuulu_split of `split`: VL 8, unmasked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
void _ZGVdN8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t) {
    long t1 = (long)i;
    vcc_v8_float t2 = vcc_load(vcc_v8_float, x + t1);
    vcc_v8_float t3 = (vcc_v8_float){t, t, t, t, t, t, t, t};
    vcc_m8 t4 = (vcc_m8)(t2 > t3);
    unsigned long t5 = (unsigned long)t1 * 4UL;
    vcc_v8_float t6 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)w + t5), t4);
    vcc_v8_float t7 = t6 * t2;
    vcc_v8_float t8 = t7 - t3;
    vcc_store_masked((float *)((unsigned long)y + t5), t8, t4);
    vcc_v8_float t9 = t6 + t2;
    vcc_store_masked((float *)((unsigned long)z + t5), t9, t4);
}

/* vcc: function at noboscc_all_true.c:14 vector variant _ZGVdM8uuuulu_split of `split`: VL 8, masked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdM8uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    long t2 = (long)i;
    vcc_v8_float t3 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)x + (unsigned long)t2 * 4UL), t1);
    vcc_v8_float t4 = (vcc_v8_float){t, t, t, t, t, t, t, t};
    vcc_m8 t5 = (vcc_m8)(t3 > t4);
    vcc_m8 t6 = t1 & t5;
    vcc_v8_float t7 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)w + (unsigned long)t2 * 4UL), t6);
    vcc_v8_float t8 = t7 * t3;
    vcc_v8_float t9 = (vcc_v8_float){t, t, t, t, t, t, t, t};
    vcc_v8_float t10 = t8 - t9;
    vcc_store_masked((float *)((unsigned long)y + (unsigned long)t2 * 4UL), t10, t6);
    vcc_v8_float t11 = t7 + t3;
    vcc_store_masked((float *)((unsigned long)z + (unsigned long)t2 * 4UL), t11, t6);
}
#pragma GCC diagnostic pop

/* A scatter under `v > 0`: per lane, each lane tested, unless all are on. */
/* #pragma omp declare simd uniform(out) notinbranch */
int put(int *out, int where, int v) {
    int r = 0;
    if (v > 0) {
        out[where] = 2 * v + 1;
        r = v;
    }
    return r;
}

/* vcc: function at noboscc_all_true.c:25 vector variant _ZGVdN8uvv_put of `put`: VL 8, unmasked, out uniform, where vector, v vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uvv_put(int *out, vcc_v8_int where, vcc_v8_int v) {
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t2 = (vcc_m8)(v > t1);
    vcc_v8_int t3 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_uint t4 = (vcc_v8_uint)t3;
    vcc_v8_uint t5 = (vcc_v8_uint)v;
    vcc_v8_uint t6 = t4 * t5;
    vcc_v8_int t7 = (vcc_v8_int)t6;
    vcc_v8_int t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_uint t9 = (vcc_v8_uint)t7;
    vcc_v8_uint t10 = (vcc_v8_uint)t8;
    vcc_v8_uint t11 = t9 + t10;
    vcc_v8_int t12 = (vcc_v8_int)t11;
    vcc_scatter_masked(out, where, t12, t2);
    vcc_v8_int t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, v, t13);
    return t14;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) */
float shrink(float x, float k) {
    float r = x * k;
    if (r > 10.0f)
        r = 10.0f + (r - 10.0f) * 0.25f;
    return r;
}

/* vcc: function at noboscc_all_true.c:35 vector variant _ZGVdN8vu_shrink of `shrink`: VL 8, unmasked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shrink(vcc_v8_float x, float k) {
    vcc_v8_float t1 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    vcc_v8_float t2 = x * t1;
    vcc_v8_float t3 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
    vcc_m8 t4 = (vcc_m8)(t2 > t3);
    vcc_v8_float t5 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
    vcc_v8_float t6 = t2 - t5;
    vcc_v8_float t7 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    vcc_v8_float t8 = t6 * t7;
    vcc_v8_float t9 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
    vcc_v8_float t10 = t9 + t8;
    vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t10, t2);
    return t11;
}
#pragma GCC diagnostic pop

/* vcc: function at noboscc_all_true.c:35 vector variant _ZGVdM8vu_shrink of `shrink`: VL 8, masked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_shrink(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t2 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    vcc_v8_float t3 = x * t2;
    vcc_v8_float t4 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
    vcc_m8 t5 = (vcc_m8)(t3 > t4);
    vcc_v8_float t6 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
    vcc_v8_float t7 = t3 - t6;
    vcc_v8_float t8 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    vcc_v8_float t9 = t7 * t8;
    vcc_v8_float t10 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
    vcc_v8_float t11 = t10 + t9;
    vcc_v8_float t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t11, t3);
    vcc_v8_float t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t12, (vcc_v8_float){0});
    return t13;
}
#pragma GCC diagnostic pop

/* A call under a condition: the masked variant of `shrink`, its unmasked one when every lane
   calls it. */
/* #pragma omp declare simd uniform(k) */
float soft(float x, float k) {
    float r = x;
    if (x > 1.0f)
        r = shrink(x, k) + 1.0f;
    return r;
}

/* vcc: function at noboscc_all_true.c:45 vector variant _ZGVdN8vu_soft of `soft`: VL 8, unmasked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_soft(vcc_v8_float x, float k) {
    vcc_v8_float t1;
    vcc_v8_float t3 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_m8 t2 = (vcc_m8)(x > t3);
    if (vcc_any(t2)) {
        vcc_v8_float t4 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t4, (vcc_v8_float){0});
        vcc_v8_float t6 = _ZGVdM8vu_shrink(x, k, t5);
        vcc_v8_float t7 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t1 = t6 + t7;
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, x);
    return t8;
}
#pragma GCC diagnostic pop

/* vcc: function at noboscc_all_true.c:45 vector variant _ZGVdM8vu_soft of `soft`: VL 8, masked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_soft(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_v8_float t1;
    vcc_m8 t3 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t4 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_m8 t5 = (vcc_m8)(x > t4);
    vcc_m8 t2 = t3 & t5;
    if (vcc_any(t2)) {
        vcc_v8_float t6 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t6, (vcc_v8_float){0});
        vcc_v8_float t8 = _ZGVdM8vu_shrink(x, k, t7);
        vcc_v8_float t9 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t1 = t8 + t9;
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, x);
    vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t10, (vcc_v8_float){0});
    return t11;
}
#pragma GCC diagnostic pop

/* A call-site loop over any count: its remainder calls the masked variants. */
void soft_all(float *y, const float *x, int n, float k) {
    vcc_v8_float t1;
    vcc_v8_float t3;
    vcc_v8_float t5;
    int t13;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)y;
    unsigned long t9 = (unsigned long)x;
    long t10 = (long)((unsigned long)y - (unsigned long)x);
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L)))) {
        long t11 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noboscc_all_true.c:55 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t12 = y + i_vec_1;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec_1);
            vcc_v8_float t25 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t2 = (vcc_m8)(x_v > t25);
            if (vcc_any(t2)) {
                vcc_v8_float t26 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t26, (vcc_v8_float){0});
                vcc_m8 t38 = (vcc_m8)(t27 != (vcc_v8_float){0});
                vcc_v8_float t39 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                vcc_v8_float t40 = x_v * t39;
                vcc_v8_float t41 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
                vcc_m8 t42 = (vcc_m8)(t40 > t41);
                vcc_v8_float t43 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
                vcc_v8_float t44 = t40 - t43;
                vcc_v8_float t45 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t46 = t44 * t45;
                vcc_v8_float t47 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
                vcc_v8_float t48 = t47 + t46;
                vcc_v8_float t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t48, t40);
                vcc_v8_float t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t49, (vcc_v8_float){0});
                vcc_v8_float t37 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t1 = t50 + t37;
            } else {
                t1 = (vcc_v8_float){0};
                t2 = (vcc_m8){0};
            }
            vcc_v8_float t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, x_v);
            vcc_store(t12, t28);
            long t23 = i_vec_1 + 8L;
            float *t24 = y + t23;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t23);
            vcc_v8_float t33 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t6 = (vcc_m8)(x_v_2 > t33);
            if (vcc_any(t6)) {
                vcc_v8_float t34 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t34, (vcc_v8_float){0});
                vcc_m8 t66 = (vcc_m8)(t35 != (vcc_v8_float){0});
                vcc_v8_float t67 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                vcc_v8_float t68 = x_v_2 * t67;
                vcc_v8_float t69 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
                vcc_m8 t70 = (vcc_m8)(t68 > t69);
                vcc_v8_float t71 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
                vcc_v8_float t72 = t68 - t71;
                vcc_v8_float t73 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t74 = t72 * t73;
                vcc_v8_float t75 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
                vcc_v8_float t76 = t75 + t74;
                vcc_v8_float t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t70, t76, t68);
                vcc_v8_float t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t66, t77, (vcc_v8_float){0});
                vcc_v8_float t65 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t5 = t78 + t65;
            } else {
                t5 = (vcc_v8_float){0};
                t6 = (vcc_m8){0};
            }
            vcc_v8_float t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, x_v_2);
            vcc_store(t24, t36);
            i_vec_1 += 16L;
            if (i_vec_1 >= t11) {
                t13 = (int)t11;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)y;
    unsigned long t16 = (unsigned long)x;
    long t17 = (long)((unsigned long)y + (unsigned long)((long)t13 * 4L) - ((unsigned long)x + (unsigned long)((long)t13 * 4L)));
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))) | ((t17 <= 0L) | (t17 >= 32L)))) {
        long t18 = t14 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noboscc_all_true.c:55 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t19 = (long)t13 + i_vec;
            float *t20 = y + t19;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t19);
            vcc_v8_float t29 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t4 = (vcc_m8)(x_v_1 > t29);
            if (vcc_any(t4)) {
                vcc_v8_float t30 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t30, (vcc_v8_float){0});
                vcc_m8 t52 = (vcc_m8)(t31 != (vcc_v8_float){0});
                vcc_v8_float t53 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                vcc_v8_float t54 = x_v_1 * t53;
                vcc_v8_float t55 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
                vcc_m8 t56 = (vcc_m8)(t54 > t55);
                vcc_v8_float t57 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
                vcc_v8_float t58 = t54 - t57;
                vcc_v8_float t59 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t60 = t58 * t59;
                vcc_v8_float t61 = (vcc_v8_float){10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f, 10.0f};
                vcc_v8_float t62 = t61 + t60;
                vcc_v8_float t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t62, t54);
                vcc_v8_float t64 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, t63, (vcc_v8_float){0});
                vcc_v8_float t51 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t3 = t64 + t51;
            } else {
                t3 = (vcc_v8_float){0};
                t4 = (vcc_m8){0};
            }
            vcc_v8_float t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, x_v_1);
            vcc_store(t20, t32);
            i_vec += 8L;
            if (i_vec >= t18) {
                i = (int)((long)t13 + t18);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = x[t21];
        y[t21] = soft(t22, k);
    }
}

void _ZGVdN8uuuulu_split(float *, float *, const float *, const float *, int, float);
/* No varying parameter: the characteristic type is int, and so is the mask. */
void _ZGVdM8uuuulu_split(float *, float *, const float *, const float *, int, float, v8i);
v8i _ZGVdN8uvv_put(int *, v8i, v8i);
v8f _ZGVdN8vu_soft(v8f, float);
v8f _ZGVdM8vu_soft(v8f, float, v8f);

static void printf8(const char *what, v8f v) {
    float a[8];
    FROM_VEC(a, v);
    printf("%s", what);
    for (int k = 0; k < 8; k++)
        printf(" %g", a[k]);
    printf("\n");
}

static void printfs(const char *what, const float *a, int n) {
    printf("%s", what);
    for (int k = 0; k < n; k++)
        printf(" %g", a[k]);
    printf("\n");
}

int main(void) {
    /* split: 32 elements, four vectors: lanes all above t, all below, mixed, and a masked call
       with all, none and some lanes on. */
    enum { N = 32 };
    float *x = malloc(N * sizeof(float)), *w = malloc(N * sizeof(float));
    float *y = malloc(N * sizeof(float)), *z = malloc(N * sizeof(float));
    for (int k = 0; k < N; k++) {
        x[k] = k < 8 ? 5.0f + k : k < 16 ? -1.0f - k : (k * 7 % 5) - 1.5f;
        w[k] = 0.5f * k - 3.0f;
        y[k] = -100.0f - k;
        z[k] = 100.0f + k;
    }
    for (int i = 0; i < N; i += 8)
        _ZGVdN8uuuulu_split(y, z, w, x, i, 0.0f);
    printfs("split y", y, N);
    printfs("split z", z, N);
    int iall[8] = {1, 1, 1, 1, 1, 1, 1, 1}, inone[8] = {0}, isome[8] = {1, 0, 0, 1, 1, 0, 1, 0};
    float all[8] = {1, 1, 1, 1, 1, 1, 1, 1}, none[8] = {0}, some[8] = {1, 0, 0, 1, 1, 0, 1, 0};
    for (int k = 0; k < N; k++)
        x[k] = 1.0f + k % 3;
    _ZGVdM8uuuulu_split(y, z, w, x, 0, 0.5f, TO_VEC(v8i, iall));
    _ZGVdM8uuuulu_split(y, z, w, x, 8, 0.5f, TO_VEC(v8i, inone));
    _ZGVdM8uuuulu_split(y, z, w, x, 16, 0.5f, TO_VEC(v8i, isome));
    /* Lanes on, and x above t in only some of them. */
    _ZGVdM8uuuulu_split(y, z, w, x, 24, 1.5f, TO_VEC(v8i, iall));
    printfs("masked split y", y, N);
    printfs("masked split z", z, N);

    /* put: every v positive, none, some; distinct indices (a scatter's lanes). */
    int *out = malloc(24 * sizeof(int));
    for (int k = 0; k < 24; k++)
        out[k] = -1;
    int where[3][8] = {{0, 2, 4, 6, 8, 10, 12, 14}, {1, 3, 5, 7, 9, 11, 13, 15}, {23, 16, 17, 22, 18, 21, 19, 20}};
    int vals[3][8] = {{1, 2, 3, 4, 5, 6, 7, 8}, {0, -1, -2, -3, -4, -5, -6, -7}, {9, -9, 0, 4, 7, -1, 3, 0}};
    for (int c = 0; c < 3; c++) {
        int r[8];
        FROM_VEC(r, _ZGVdN8uvv_put(out, TO_VEC(v8i, where[c]), TO_VEC(v8i, vals[c])));
        printf("put %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %d", r[k]);
        printf("\n");
    }
    printf("out:");
    for (int k = 0; k < 24; k++)
        printf(" %d", out[k]);
    printf("\n");

    /* soft: every lane calls shrink, none does, some do; masked with all, none, some on. */
    float xs[3][8] = {{2, 3, 40, 5, 60, 7, 8, 90}, {0, 1, -2, 0.5f, -4, 1, 0.25f, -8}, {2, 0, 30, 1, 4, -5, 70, 1.5f}};
    for (int c = 0; c < 3; c++) {
        printf("soft %d", c);
        printf8("", _ZGVdN8vu_soft(TO_VEC(v8f, xs[c]), 0.5f));
    }
    printf8("masked soft all", _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, all)));
    printf8("masked soft mixed", _ZGVdM8vu_soft(TO_VEC(v8f, xs[2]), 2.0f, TO_VEC(v8f, all)));
    float none_out[8], a0[8];
    FROM_VEC(none_out, _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, none)));
    (void)none_out; /* No lane is on: the result is unspecified. */
    FROM_VEC(a0, _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, some)));
    printf("masked soft some:");
    for (int k = 0; k < 8; k++)
        if (some[k] != 0)
            printf(" %g", a0[k]);
    printf("\n");

    /* The loop over odd counts: x above 1 in elements 0-7 (a vector whose lanes all call
       shrink), below in 8-15 (none), above but for 19 in 16-23 (some), above from 24 on. */
    for (int n = 1; n <= 43; n += 7) {
        float *in = malloc(n * sizeof(float)), *res = malloc(n * sizeof(float));
        for (int k = 0; k < n; k++)
            in[k] = (k / 8) % 3 == 1 || k == 19 ? 0.5f - k : 2.0f + 3.0f * k;
        soft_all(res, in, n, 0.75f);
        printf("n=%d", n);
        printfs("", res, n);
        free(in);
        free(res);
    }
    free(x);
    free(w);
    free(y);
    free(z);
    free(out);
    return 0;
}
