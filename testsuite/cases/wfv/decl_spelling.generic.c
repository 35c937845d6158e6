/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_store_aligned(P, V) do { typedef __typeof__(V) __attribute__((may_alias)) vcc_a; vcc_a vcc_v = (V); *(vcc_a *)(void *)(P) = vcc_v; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l4a32u_bump(float *p, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8ul3v_tap(const int *w, int i, vcc_v8_int x, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4uls2u_pick(const double *base, long j, long s);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdM4uls2u_pick(const double *base, long j, long s, vcc_v4_double mask);
#pragma GCC diagnostic pop
/* vcc's own spelling of the annotations, `__decl-vec-function(...)` and `#pragma simd
   vec-function`, which vcc reads under -DVCC_ANNOTATIONS (the flags below) and gcc never sees:
   uniform, linear with the default step, a constant step and a step held in a uniform
   parameter, alignment, mask, nomask and neither. `alignment(p)` on the linear pointer of `bump`
   promises that the vector variant's `p` (lane 0's) is aligned to the vector, so its consecutive
   load and store are aligned ones; main passes it 32-byte aligned pointers (aligned_alloc).
   main calls the variants by their ABI names: in the original, built without vcc, those are
   decl_spelling.lib.c's weak per-lane definitions, which call the scalar function for each
   active lane; in the programs built from vcc's output, vcc's variants replace them. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: flags -DVCC_ANNOTATIONS */
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 1 */

#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(k), linear(p), alignment(p), nomask) */
#endif
float bump(float *p, float k) {
    float v = p[0];
    p[0] = v * k + 1.0f;
    return v - k;
}

/* vcc: function at decl_spelling.c:21 vector variant _ZGVdN8l4a32u_bump of `bump`: VL 8, unmasked, p linear step 1 aligned 32, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8l4a32u_bump(float *p, float k) {
    float *t1 = p + 0;
    vcc_v8_float t2 = vcc_load_aligned(vcc_v8_float, t1);
    vcc_v8_float t3 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    vcc_v8_float t4 = t2 * t3;
    vcc_v8_float t5 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t6 = t4 + t5;
    vcc_store_aligned(t1, t6);
    vcc_v8_float t7 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    vcc_v8_float t8 = t2 - t7;
    return t8;
}
#pragma GCC diagnostic pop

/* Every third element (a strided gather), only the masked variant, with a varying branch. */
#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(w), linear(i:3), mask) */
#endif
int tap(const int *w, int i, int x) {
    if (x > 0)
        return w[i] * x;
    return w[i + 1] - x;
}

/* vcc: function at decl_spelling.c:31 vector variant _ZGVdM8ul3v_tap of `tap`: VL 8, masked, w uniform, i linear step 3, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8ul3v_tap(const int *w, int i, vcc_v8_int x, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t3 = (vcc_m8)(x > t2);
    vcc_m8 t4 = t1 & t3;
    vcc_m8 t5 = ~t3;
    vcc_m8 t6 = t1 & t5;
    vcc_v8_long t7 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t8 = t7 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
    vcc_v8_int t9 = vcc_gather_masked(vcc_v8_int, w + (i + 1), t8, t6);
    vcc_v8_uint t10 = (vcc_v8_uint)t9;
    vcc_v8_uint t11 = (vcc_v8_uint)x;
    vcc_v8_uint t12 = t10 - t11;
    vcc_v8_int t13 = (vcc_v8_int)t12;
    vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t13, (vcc_v8_int){0});
    vcc_v8_long t15 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t16 = t15 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
    vcc_v8_int t17 = vcc_gather_masked(vcc_v8_int, w + i, t16, t4);
    vcc_v8_uint t18 = (vcc_v8_uint)t17;
    vcc_v8_uint t19 = (vcc_v8_uint)x;
    vcc_v8_uint t20 = t18 * t19;
    vcc_v8_int t21 = (vcc_v8_int)t20;
    vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t21, t14);
    return t22;
}
#pragma GCC diagnostic pop

/* A step held in the uniform parameter `s`; both variants. */
#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(base, s), linear(j:s)) */
#endif
double pick(const double *base, long j, long s) {
    return base[j] * 0.5 + (double)s;
}

/* vcc: function at decl_spelling.c:41 vector variant _ZGVdN4uls2u_pick of `pick`: VL 4, unmasked, base uniform, j linear step parameter 3, s uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4uls2u_pick(const double *base, long j, long s) {
    vcc_v4_long t1 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t2 = vcc_splat(vcc_v4_long, 1L * s);
    vcc_v4_long t3 = (vcc_v4_long){0L, 1L, 2L, 3L} * t2;
    vcc_v4_long t4 = t1 + t3;
    vcc_v4_double t5 = vcc_gather(vcc_v4_double, base + j, t4);
    vcc_v4_double t6 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
    vcc_v4_double t7 = t5 * t6;
    vcc_v4_double t8 = vcc_splat(vcc_v4_double, (double)s);
    vcc_v4_double t9 = t7 + t8;
    return t9;
}
#pragma GCC diagnostic pop

/* vcc: function at decl_spelling.c:41 vector variant _ZGVdM4uls2u_pick of `pick`: VL 4, masked, base uniform, j linear step parameter 3, s uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdM4uls2u_pick(const double *base, long j, long s, vcc_v4_double mask) {
    vcc_m4 t1 = __builtin_convertvector(mask != (vcc_v4_double){0}, vcc_m4);
    vcc_v4_long t2 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t3 = vcc_splat(vcc_v4_long, 1L * s);
    vcc_v4_long t4 = (vcc_v4_long){0L, 1L, 2L, 3L} * t3;
    vcc_v4_long t5 = t2 + t4;
    vcc_v4_double t6 = vcc_gather_masked(vcc_v4_double, base + j, t5, t1);
    vcc_v4_double t7 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
    vcc_v4_double t8 = t6 * t7;
    vcc_v4_double t9 = vcc_splat(vcc_v4_double, (double)s);
    vcc_v4_double t10 = t8 + t9;
    vcc_v4_double t11 = vcc_select(vcc_v4_long, __builtin_convertvector(t1, vcc_v4_long), t10, (vcc_v4_double){0});
    return t11;
}
#pragma GCC diagnostic pop

/* A call under a condition in a `#pragma simd vec-function` loop: the masked variant of `tap`,
   its linear argument `3 * k` passed as lane 0's value. */
void taps(int *out, const int *w, const int *x, int n) {
    int t9;
    int k;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)out - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long k_vec_1 = 0L;
        /* vcc: loop at decl_spelling.c:51 vectorized: VF 8, UF 2, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + k_vec_1);
            vcc_m8 t6 = (vcc_m8)(x_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            int t7 = 3 * (int)k_vec_1;
            vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t25 = (vcc_m8)(t8 != (vcc_v8_int){0});
            vcc_v8_int t26 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_m8 t27 = (vcc_m8)(x_v > t26);
            vcc_m8 t28 = t25 & t27;
            vcc_m8 t29 = ~t27;
            vcc_m8 t30 = t25 & t29;
            vcc_v8_long t31 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t32 = t31 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            vcc_v8_int t33 = vcc_gather_masked(vcc_v8_int, w + (t7 + 1), t32, t30);
            vcc_v8_uint t34 = (vcc_v8_uint)t33;
            vcc_v8_uint t35 = (vcc_v8_uint)x_v;
            vcc_v8_uint t36 = t34 - t35;
            vcc_v8_int t37 = (vcc_v8_int)t36;
            vcc_v8_int t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, t37, (vcc_v8_int){0});
            vcc_v8_long t39 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t40 = t39 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            vcc_v8_int t41 = vcc_gather_masked(vcc_v8_int, w + t7, t40, t28);
            vcc_v8_uint t42 = (vcc_v8_uint)t41;
            vcc_v8_uint t43 = (vcc_v8_uint)x_v;
            vcc_v8_uint t44 = t42 * t43;
            vcc_v8_int t45 = (vcc_v8_int)t44;
            vcc_v8_int t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t45, t38);
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)k_vec_1 * 4UL), t46, t6);
            long t21 = k_vec_1 + 8L;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t21);
            vcc_m8 t22 = (vcc_m8)(x_v_2 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            int t23 = 3 * (int)t21;
            vcc_v8_int t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t69 = (vcc_m8)(t24 != (vcc_v8_int){0});
            vcc_v8_int t70 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_m8 t71 = (vcc_m8)(x_v_2 > t70);
            vcc_m8 t72 = t69 & t71;
            vcc_m8 t73 = ~t71;
            vcc_m8 t74 = t69 & t73;
            vcc_v8_long t75 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t76 = t75 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            vcc_v8_int t77 = vcc_gather_masked(vcc_v8_int, w + (t23 + 1), t76, t74);
            vcc_v8_uint t78 = (vcc_v8_uint)t77;
            vcc_v8_uint t79 = (vcc_v8_uint)x_v_2;
            vcc_v8_uint t80 = t78 - t79;
            vcc_v8_int t81 = (vcc_v8_int)t80;
            vcc_v8_int t82 = vcc_select(vcc_v8_int, (vcc_v8_int)t74, t81, (vcc_v8_int){0});
            vcc_v8_long t83 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t84 = t83 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            vcc_v8_int t85 = vcc_gather_masked(vcc_v8_int, w + t23, t84, t72);
            vcc_v8_uint t86 = (vcc_v8_uint)t85;
            vcc_v8_uint t87 = (vcc_v8_uint)x_v_2;
            vcc_v8_uint t88 = t86 * t87;
            vcc_v8_int t89 = (vcc_v8_int)t88;
            vcc_v8_int t90 = vcc_select(vcc_v8_int, (vcc_v8_int)t72, t89, t82);
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t21 * 4UL), t90, t22);
            k_vec_1 += 16L;
            if (k_vec_1 >= t5) {
                t9 = (int)t5;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)x;
    long t13 = (long)((unsigned long)out + (unsigned long)((long)t9 * 4L) - ((unsigned long)x + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 8L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 32L)))) {
        long t14 = t10 & -8L;
        long k_vec = 0L;
        /* vcc: loop at decl_spelling.c:51 vector epilogue: VF 8, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t15 = (long)t9 + k_vec;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t15);
            vcc_m8 t16 = (vcc_m8)(x_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            int t17 = 3 * (int)t15;
            vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_m8 t47 = (vcc_m8)(t18 != (vcc_v8_int){0});
            vcc_v8_int t48 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_m8 t49 = (vcc_m8)(x_v_1 > t48);
            vcc_m8 t50 = t47 & t49;
            vcc_m8 t51 = ~t49;
            vcc_m8 t52 = t47 & t51;
            vcc_v8_long t53 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t54 = t53 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            vcc_v8_int t55 = vcc_gather_masked(vcc_v8_int, w + (t17 + 1), t54, t52);
            vcc_v8_uint t56 = (vcc_v8_uint)t55;
            vcc_v8_uint t57 = (vcc_v8_uint)x_v_1;
            vcc_v8_uint t58 = t56 - t57;
            vcc_v8_int t59 = (vcc_v8_int)t58;
            vcc_v8_int t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, t59, (vcc_v8_int){0});
            vcc_v8_long t61 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t62 = t61 + (vcc_v8_long){0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L};
            vcc_v8_int t63 = vcc_gather_masked(vcc_v8_int, w + t17, t62, t50);
            vcc_v8_uint t64 = (vcc_v8_uint)t63;
            vcc_v8_uint t65 = (vcc_v8_uint)x_v_1;
            vcc_v8_uint t66 = t64 * t65;
            vcc_v8_int t67 = (vcc_v8_int)t66;
            vcc_v8_int t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t67, t60);
            vcc_store_masked((int *)((unsigned long)out + (unsigned long)t15 * 4UL), t68, t16);
            k_vec += 8L;
            if (k_vec >= t14) {
                k = (int)((long)t9 + t14);
                break;
            }
        }
    } else {
        k = t9;
    }
    for (; k < n; k++) {
        long t19 = (long)k;
        int t20 = x[t19];
        if (t20 != 0) {
            out[t19] = tap(w, 3 * k, t20);
        }
    }
}

v8f _ZGVdN8l4a32u_bump(float *, float);
v8i _ZGVdM8ul3v_tap(const int *, int, v8i, v8i);
v4d _ZGVdN4uls2u_pick(const double *, long, long);
v4d _ZGVdM4uls2u_pick(const double *, long, long, v4d);

int main(void) {
    /* bump: scalar on one aligned buffer, the variant on another, 32-byte aligned at +0 and +8. */
    float *ps = aligned_alloc(32, 24 * sizeof(float)), *pv = aligned_alloc(32, 24 * sizeof(float));
    for (int k = 0; k < 24; k++)
        ps[k] = pv[k] = k * 0.75f - 4;
    for (int at = 0; at <= 8; at += 8) {
        for (int l = 0; l < 8; l++)
            printf("%g ", bump(ps + at + l, 1.5f));
        printf("\n");
        print8f("bump N", _ZGVdN8l4a32u_bump(pv + at, 1.5f), NULL);
    }
    for (int k = 0; k < 24; k++)
        printf("%g%s", pv[k], ps[k] == pv[k] ? " " : "! ");
    printf("\n");

    /* tap, masked: lane 7, inactive, would read w[24], past the end of w. */
    int *w = malloc(24 * sizeof(int));
    for (int k = 0; k < 24; k++)
        w[k] = k * k - 40;
    int x[8] = {3, -2, 0, 7, -9, 1, 5, -1}, m[8] = {-1, -1, 0, -1, -1, 0, -1, 0};
    for (int l = 0; l < 8; l++)
        if (m[l])
            printf("%d ", tap(w, 2 + 3 * l, x[l]));
    printf("\n");
    print8i("tap M", _ZGVdM8ul3v_tap(w, 2, TO_VEC(v8i, x), TO_VEC(v8i, m)), m);

    /* pick: a step of 5 elements held in `s`. */
    double *base = malloc(32 * sizeof(double)), d[4];
    for (int k = 0; k < 32; k++)
        base[k] = k * 1.25;
    for (int l = 0; l < 4; l++)
        printf("%g ", pick(base, 4 + 5 * l, 5));
    printf("\n");
    FROM_VEC(d, _ZGVdN4uls2u_pick(base, 4, 5));
    printf("pick N %g %g %g %g\n", d[0], d[1], d[2], d[3]);
    double dm[4] = {1, 0, 0, 1};
    FROM_VEC(d, _ZGVdM4uls2u_pick(base, 9, 5, TO_VEC(v4d, dm)));
    printf("pick M %g %g\n", d[0], d[3]);

    /* The loop over several counts, exact-size arrays. */
    int sizes[] = {0, 1, 7, 8, 9, 17, 40};
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int n = sizes[s];
        int *ww = malloc((3 * n + 1) * sizeof(int)), *xs = malloc((n + 1) * sizeof(int)), *out = malloc((n + 1) * sizeof(int));
        for (int k = 0; k < 3 * n + 1; k++)
            ww[k] = (k * 7) % 23 - 11;
        for (int k = 0; k < n; k++) {
            xs[k] = (k * 5) % 7 - 3;
            out[k] = -k;
        }
        taps(out, ww, xs, n);
        unsigned long sum = 0;
        for (int k = 0; k < n; k++)
            sum = sum * 31 + (unsigned)out[k];
        printf("n=%d %lu\n", n, sum);
        free(ww);
        free(xs);
        free(out);
    }
    free(ps);
    free(pv);
    free(w);
    free(base);
    return 0;
}
