/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_sq(vcc_v8_float x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8v_sq(vcc_v8_float x, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shape(vcc_v8_float x, float lim);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_shape(vcc_v8_float x, float lim, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdM4v_half(vcc_v4_double d, vcc_v4_double mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v16_short _ZGVdM16v_bump(vcc_v16_short s, vcc_v16_short mask);
#pragma GCC diagnostic pop
/* AVX-512's masked variants take their mask as an integer, one bit per lane (the x86-64 vector
   function ABI passes it in a general register): vcc's 'e' variants make their vector mask from
   the bits, and vcc's callers pass them: the loop vectorizer (a call under a condition), and a
   variant calling another under a varying branch. main calls the 'e' variants by ABI name with
   integer masks whose bits above the lanes are set (they must not count), as gcc's code would:
   in the original build the variants are gcc's, in vcc's builds vcc's. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 2 */

/* Weak: vcc's generic and avx2 targets make no 'e' variants (main then calls the scalar ones);
   declared before vcc's avx512 output defines them, where a later weak declaration is ignored. */
__attribute__((weak)) v16f _ZGVeM16vu_shape(v16f, float, unsigned);
__attribute__((weak)) v8d _ZGVeM8v_half(v8d, unsigned);
__attribute__((weak)) v32s _ZGVeM32v_bump(v32s, unsigned);

/* #pragma omp declare simd */
float sq(float x) {
    return x * x;
}

/* vcc: function at mask_bits.c:19 vector variant _ZGVdN8v_sq of `sq`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_sq(vcc_v8_float x) {
    vcc_v8_float t1 = x * x;
    return t1;
}
#pragma GCC diagnostic pop

/* vcc: function at mask_bits.c:19 vector variant _ZGVdM8v_sq of `sq`: VL 8, masked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8v_sq(vcc_v8_float x, vcc_v8_float mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t2 = x * x;
    vcc_v8_float t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, (vcc_v8_float){0});
    return t3;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = x + 1.0f;
    if (x > lim)
        r = sq(x - lim) + 0.5f;
    return r;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVdN8vu_shape of `shape`: VL 8, unmasked, x vector, lim uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shape(vcc_v8_float x, float lim) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_float t3 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t4 = x + t3;
    vcc_v8_float t5 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
    vcc_m8 t6 = (vcc_m8)(x > t5);
    if (vcc_any(t6)) {
        if (vcc_all(t6)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t7 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            vcc_v8_float t8 = x - t7;
            vcc_v8_float t9 = _ZGVdN8v_sq(t8);
            vcc_v8_float t10 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t1 = t9 + t10;
        } else {
            vcc_v8_float t11 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            vcc_v8_float t12 = x - t11;
            vcc_v8_float t13 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t13, (vcc_v8_float){0});
            vcc_v8_float t15 = _ZGVdM8v_sq(t12, t14);
            vcc_v8_float t16 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t1 = t15 + t16;
            t2 = t6;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t4);
    return t17;
}
#pragma GCC diagnostic pop

/* vcc: function at mask_bits.c:24 vector variant _ZGVdM8vu_shape of `shape`: VL 8, masked, x vector, lim uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_shape(vcc_v8_float x, float lim, vcc_v8_float mask) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_m8 t3 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t4 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t5 = x + t4;
    vcc_v8_float t6 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
    vcc_m8 t7 = (vcc_m8)(x > t6);
    vcc_m8 t8 = t3 & t7;
    if (vcc_any(t8)) {
        if (vcc_all(t8)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t9 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            vcc_v8_float t10 = x - t9;
            vcc_v8_float t11 = _ZGVdN8v_sq(t10);
            vcc_v8_float t12 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t1 = t11 + t12;
        } else {
            vcc_v8_float t13 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            vcc_v8_float t14 = x - t13;
            vcc_v8_float t15 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t15, (vcc_v8_float){0});
            vcc_v8_float t17 = _ZGVdM8v_sq(t14, t16);
            vcc_v8_float t18 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t1 = t17 + t18;
            t2 = t8;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t5);
    vcc_v8_float t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t19, (vcc_v8_float){0});
    return t20;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd inbranch */
double half(double d) {
    return d > 10.0 ? d * 0.5 : d - 1.0;
}

/* vcc: function at mask_bits.c:32 vector variant _ZGVdM4v_half of `half`: VL 4, masked, d vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdM4v_half(vcc_v4_double d, vcc_v4_double mask) {
    vcc_m4 t1 = __builtin_convertvector(mask != (vcc_v4_double){0}, vcc_m4);
    vcc_v4_double t2 = (vcc_v4_double){10.0, 10.0, 10.0, 10.0};
    vcc_m4 t3 = __builtin_convertvector(d > t2, vcc_m4);
    vcc_m4 t4 = ~t3;
    vcc_m4 t5 = t1 & t4;
    vcc_v4_double t6 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
    vcc_v4_double t7 = d - t6;
    vcc_v4_double t8 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
    vcc_v4_double t9 = d * t8;
    vcc_v4_double t10 = vcc_select(vcc_v4_long, __builtin_convertvector(t5, vcc_v4_long), t7, t9);
    vcc_v4_double t11 = vcc_select(vcc_v4_long, __builtin_convertvector(t1, vcc_v4_long), t10, (vcc_v4_double){0});
    return t11;
}
#pragma GCC diagnostic pop

/* 32 lanes: a mask of 32 bits, whose vector form no register holds (the generic lowering). */
/* #pragma omp declare simd inbranch */
short bump(short s) {
    return s < 100 ? (short)(s * 3) : (short)(s - 7);
}

/* vcc: function at mask_bits.c:38 vector variant _ZGVdM16v_bump of `bump`: VL 16, masked, s vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v16_short _ZGVdM16v_bump(vcc_v16_short s, vcc_v16_short mask) {
    vcc_m16 t1 = (vcc_m16)(mask != (vcc_v16_short){0});
    vcc_v16_int t2 = __builtin_convertvector(s, vcc_v16_int);
    vcc_v16_int t3 = (vcc_v16_int){100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100};
    vcc_m16 t4 = __builtin_convertvector(t2 < t3, vcc_m16);
    vcc_m16 t5 = ~t4;
    vcc_m16 t6 = t1 & t5;
    vcc_v16_int t7 = (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v16_uint t8 = (vcc_v16_uint)t2;
    vcc_v16_uint t9 = (vcc_v16_uint)t7;
    vcc_v16_uint t10 = t8 - t9;
    vcc_v16_int t11 = (vcc_v16_int)t10;
    vcc_v16_short t12 = __builtin_convertvector(t11, vcc_v16_short);
    vcc_v16_int t13 = __builtin_convertvector(t12, vcc_v16_int);
    vcc_v16_int t14 = (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v16_uint t15 = (vcc_v16_uint)t2;
    vcc_v16_uint t16 = (vcc_v16_uint)t14;
    vcc_v16_uint t17 = t15 * t16;
    vcc_v16_int t18 = (vcc_v16_int)t17;
    vcc_v16_short t19 = __builtin_convertvector(t18, vcc_v16_short);
    vcc_v16_int t20 = __builtin_convertvector(t19, vcc_v16_int);
    vcc_v16_int t21 = vcc_select(vcc_v16_int, __builtin_convertvector(t6, vcc_v16_int), t13, t20);
    vcc_v16_short t22 = __builtin_convertvector(t21, vcc_v16_short);
    vcc_v16_short t23 = vcc_select(vcc_v16_short, (vcc_v16_short)t1, t22, (vcc_v16_short){0});
    return t23;
}
#pragma GCC diagnostic pop

float xs[203], ys[203];
double ds[203], es[203];

extern __typeof__(xs) xs __attribute__((aligned(32)));
void some_shapes(int n) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    int t11;
    int i;
    long t7 = (long)n;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_bits.c:47 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_float xs_v = vcc_load(vcc_v8_float, &xs[i_vec_1]);
            vcc_m8 t9 = (vcc_m8)(xs_v != (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f});
            vcc_v8_float t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t22 = (vcc_m8)(t10 != (vcc_v8_float){0});
            vcc_v8_float t23 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t24 = xs_v + t23;
            vcc_v8_float t25 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
            vcc_m8 t26 = (vcc_m8)(xs_v > t25);
            vcc_m8 t27 = t22 & t26;
            if (vcc_any(t27)) {
                if (vcc_all(t27)) {
                    t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t28 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t29 = xs_v - t28;
                    vcc_v8_float t65 = t29 * t29;
                    vcc_v8_float t64 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t1 = t65 + t64;
                } else {
                    vcc_v8_float t30 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t31 = xs_v - t30;
                    vcc_v8_float t32 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t32, (vcc_v8_float){0});
                    vcc_m8 t67 = (vcc_m8)(t33 != (vcc_v8_float){0});
                    vcc_v8_float t68 = t31 * t31;
                    vcc_v8_float t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t67, t68, (vcc_v8_float){0});
                    vcc_v8_float t66 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t1 = t69 + t66;
                    t2 = t27;
                }
            } else {
                t1 = (vcc_v8_float){0};
                t2 = (vcc_m8){0};
            }
            vcc_v8_float t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t24);
            vcc_v8_float t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t34, (vcc_v8_float){0});
            vcc_store_masked((float *)((unsigned long)&ys + (unsigned long)i_vec_1 * 4UL), t35, t9);
            long t19 = i_vec_1 + 8L;
            vcc_v8_float xs_v_2 = vcc_load(vcc_v8_float, &xs[t19]);
            vcc_m8 t20 = (vcc_m8)(xs_v_2 != (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f});
            vcc_v8_float t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t50 = (vcc_m8)(t21 != (vcc_v8_float){0});
            vcc_v8_float t51 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t52 = xs_v_2 + t51;
            vcc_v8_float t53 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
            vcc_m8 t54 = (vcc_m8)(xs_v_2 > t53);
            vcc_m8 t55 = t50 & t54;
            if (vcc_any(t55)) {
                if (vcc_all(t55)) {
                    t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t56 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t57 = xs_v_2 - t56;
                    vcc_v8_float t77 = t57 * t57;
                    vcc_v8_float t76 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t5 = t77 + t76;
                } else {
                    vcc_v8_float t58 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t59 = xs_v_2 - t58;
                    vcc_v8_float t60 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t61 = vcc_select(vcc_v8_int, (vcc_v8_int)t55, t60, (vcc_v8_float){0});
                    vcc_m8 t79 = (vcc_m8)(t61 != (vcc_v8_float){0});
                    vcc_v8_float t80 = t59 * t59;
                    vcc_v8_float t81 = vcc_select(vcc_v8_int, (vcc_v8_int)t79, t80, (vcc_v8_float){0});
                    vcc_v8_float t78 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t5 = t81 + t78;
                    t6 = t55;
                }
            } else {
                t5 = (vcc_v8_float){0};
                t6 = (vcc_m8){0};
            }
            vcc_v8_float t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t52);
            vcc_v8_float t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t62, (vcc_v8_float){0});
            vcc_store_masked((float *)((unsigned long)&ys + (unsigned long)t19 * 4UL), t63, t20);
            i_vec_1 += 16L;
            if (i_vec_1 >= t8) {
                t11 = (int)t8;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mask_bits.c:47 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t14 = (long)t11 + i_vec;
            vcc_v8_float xs_v_1 = vcc_load(vcc_v8_float, &xs[t14]);
            vcc_m8 t15 = (vcc_m8)(xs_v_1 != (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f});
            vcc_v8_float t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t36 = (vcc_m8)(t16 != (vcc_v8_float){0});
            vcc_v8_float t37 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t38 = xs_v_1 + t37;
            vcc_v8_float t39 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
            vcc_m8 t40 = (vcc_m8)(xs_v_1 > t39);
            vcc_m8 t41 = t36 & t40;
            if (vcc_any(t41)) {
                if (vcc_all(t41)) {
                    t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t42 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t43 = xs_v_1 - t42;
                    vcc_v8_float t71 = t43 * t43;
                    vcc_v8_float t70 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t3 = t71 + t70;
                } else {
                    vcc_v8_float t44 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t45 = xs_v_1 - t44;
                    vcc_v8_float t46 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t46, (vcc_v8_float){0});
                    vcc_m8 t73 = (vcc_m8)(t47 != (vcc_v8_float){0});
                    vcc_v8_float t74 = t45 * t45;
                    vcc_v8_float t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t73, t74, (vcc_v8_float){0});
                    vcc_v8_float t72 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t3 = t75 + t72;
                    t4 = t41;
                }
            } else {
                t3 = (vcc_v8_float){0};
                t4 = (vcc_m8){0};
            }
            vcc_v8_float t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t38);
            vcc_v8_float t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t48, (vcc_v8_float){0});
            vcc_store_masked((float *)((unsigned long)&ys + (unsigned long)t14 * 4UL), t49, t15);
            i_vec += 8L;
            if (i_vec >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float t18 = xs[t17];
        if (t18 != 3.0f) {
            ys[t17] = shape(t18, 2.5f);
        }
    }
}

void some_halves(int n) {
    int t13;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        vcc_v4_int t5 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_int t6 = t5 + (vcc_v4_int){0, 1, 2, 0};
        vcc_m4 t7 = (vcc_m4)(t6 > (vcc_v4_int){2, 2, 2, 2});
        vcc_v4_uint t8 = vcc_select(vcc_v4_int, (vcc_v4_int)t7, ((vcc_v4_uint){3U, 3U, 3U, 3U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t9 = (vcc_v4_uint)t6;
        vcc_v4_uint t10 = t9 - t8;
        vcc_v4_int t1 = (vcc_v4_int)t10;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_bits.c:54 vectorized: VF 4, UF 2, the remainder at 55:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            vcc_m4 t11 = (vcc_m4)(t1 != (vcc_v4_int){1, 1, 1, 1});
            vcc_v4_double ds_v = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)&ds + (unsigned long)i_vec_1 * 8UL), t11);
            vcc_v4_double t12 = vcc_select(vcc_v4_long, __builtin_convertvector(t11, vcc_v4_long), ((vcc_v4_double){1.0, 1.0, 1.0, 1.0}), (vcc_v4_double){0});
            vcc_m4 t36 = __builtin_convertvector(t12 != (vcc_v4_double){0}, vcc_m4);
            vcc_v4_double t37 = (vcc_v4_double){10.0, 10.0, 10.0, 10.0};
            vcc_m4 t38 = __builtin_convertvector(ds_v > t37, vcc_m4);
            vcc_m4 t39 = ~t38;
            vcc_m4 t40 = t36 & t39;
            vcc_v4_double t41 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t42 = ds_v - t41;
            vcc_v4_double t43 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t44 = ds_v * t43;
            vcc_v4_double t45 = vcc_select(vcc_v4_long, __builtin_convertvector(t40, vcc_v4_long), t42, t44);
            vcc_v4_double t46 = vcc_select(vcc_v4_long, __builtin_convertvector(t36, vcc_v4_long), t45, (vcc_v4_double){0});
            vcc_store_masked((double *)((unsigned long)&es + (unsigned long)i_vec_1 * 8UL), t46, t11);
            long t27 = i_vec_1 + 4L;
            vcc_v4_int t28 = t1 + (vcc_v4_int){1, 1, 1, 1};
            vcc_m4 t29 = (vcc_m4)(t28 > (vcc_v4_int){2, 2, 2, 2});
            vcc_v4_uint t30 = vcc_select(vcc_v4_int, (vcc_v4_int)t29, ((vcc_v4_uint){3U, 3U, 3U, 3U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t31 = (vcc_v4_uint)t28;
            vcc_v4_uint t32 = t31 - t30;
            vcc_v4_int t33 = (vcc_v4_int)t32;
            vcc_m4 t34 = (vcc_m4)(t33 != (vcc_v4_int){1, 1, 1, 1});
            vcc_v4_double ds_v_2 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)&ds + (unsigned long)t27 * 8UL), t34);
            vcc_v4_double t35 = vcc_select(vcc_v4_long, __builtin_convertvector(t34, vcc_v4_long), ((vcc_v4_double){1.0, 1.0, 1.0, 1.0}), (vcc_v4_double){0});
            vcc_m4 t68 = __builtin_convertvector(t35 != (vcc_v4_double){0}, vcc_m4);
            vcc_v4_double t69 = (vcc_v4_double){10.0, 10.0, 10.0, 10.0};
            vcc_m4 t70 = __builtin_convertvector(ds_v_2 > t69, vcc_m4);
            vcc_m4 t71 = ~t70;
            vcc_m4 t72 = t68 & t71;
            vcc_v4_double t73 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t74 = ds_v_2 - t73;
            vcc_v4_double t75 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t76 = ds_v_2 * t75;
            vcc_v4_double t77 = vcc_select(vcc_v4_long, __builtin_convertvector(t72, vcc_v4_long), t74, t76);
            vcc_v4_double t78 = vcc_select(vcc_v4_long, __builtin_convertvector(t68, vcc_v4_long), t77, (vcc_v4_double){0});
            vcc_store_masked((double *)((unsigned long)&es + (unsigned long)t27 * 8UL), t78, t34);
            i_vec_1 += 8L;
            vcc_v4_int t63 = t1 + (vcc_v4_int){2, 2, 2, 2};
            vcc_m4 t64 = (vcc_m4)(t63 > (vcc_v4_int){2, 2, 2, 2});
            vcc_v4_uint t65 = vcc_select(vcc_v4_int, (vcc_v4_int)t64, ((vcc_v4_uint){3U, 3U, 3U, 3U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t66 = (vcc_v4_uint)t63;
            vcc_v4_uint t67 = t66 - t65;
            t1 = (vcc_v4_int)t67;
            if (i_vec_1 >= t4) {
                t13 = (int)t4;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if ((t14 >= 4L) & (t13 >= 0)) {
        long t15 = t14 & -4L;
        vcc_v4_int t16 = vcc_splat(vcc_v4_int, t13 % 3);
        vcc_v4_int t17 = t16 + (vcc_v4_int){0, 1, 2, 0};
        vcc_m4 t18 = (vcc_m4)(t17 > (vcc_v4_int){2, 2, 2, 2});
        vcc_v4_uint t19 = vcc_select(vcc_v4_int, (vcc_v4_int)t18, ((vcc_v4_uint){3U, 3U, 3U, 3U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t20 = (vcc_v4_uint)t17;
        vcc_v4_uint t21 = t20 - t19;
        vcc_v4_int t2 = (vcc_v4_int)t21;
        long i_vec = 0L;
        /* vcc: loop at mask_bits.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t22 = (long)t13 + i_vec;
            vcc_m4 t23 = (vcc_m4)(t2 != (vcc_v4_int){1, 1, 1, 1});
            vcc_v4_double ds_v_1 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)&ds + (unsigned long)t22 * 8UL), t23);
            vcc_v4_double t24 = vcc_select(vcc_v4_long, __builtin_convertvector(t23, vcc_v4_long), ((vcc_v4_double){1.0, 1.0, 1.0, 1.0}), (vcc_v4_double){0});
            vcc_m4 t52 = __builtin_convertvector(t24 != (vcc_v4_double){0}, vcc_m4);
            vcc_v4_double t53 = (vcc_v4_double){10.0, 10.0, 10.0, 10.0};
            vcc_m4 t54 = __builtin_convertvector(ds_v_1 > t53, vcc_m4);
            vcc_m4 t55 = ~t54;
            vcc_m4 t56 = t52 & t55;
            vcc_v4_double t57 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t58 = ds_v_1 - t57;
            vcc_v4_double t59 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t60 = ds_v_1 * t59;
            vcc_v4_double t61 = vcc_select(vcc_v4_long, __builtin_convertvector(t56, vcc_v4_long), t58, t60);
            vcc_v4_double t62 = vcc_select(vcc_v4_long, __builtin_convertvector(t52, vcc_v4_long), t61, (vcc_v4_double){0});
            vcc_store_masked((double *)((unsigned long)&es + (unsigned long)t22 * 8UL), t62, t23);
            i_vec += 4L;
            vcc_v4_int t47 = t2 + (vcc_v4_int){1, 1, 1, 1};
            vcc_m4 t48 = (vcc_m4)(t47 > (vcc_v4_int){2, 2, 2, 2});
            vcc_v4_uint t49 = vcc_select(vcc_v4_int, (vcc_v4_int)t48, ((vcc_v4_uint){3U, 3U, 3U, 3U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t50 = (vcc_v4_uint)t47;
            vcc_v4_uint t51 = t50 - t49;
            t2 = (vcc_v4_int)t51;
            if (i_vec >= t15) {
                i = (int)((long)t13 + t15);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            long t25 = (long)i;
            double t26 = ds[t25];
            es[t25] = half(t26);
        }
    }
}

/* The variants by ABI name, from code compiled for AVX-512 (x86-64 only: on AArch64, the neon
   target's programs, main calls the scalar functions). */
#ifdef __x86_64__
static int defined(void (*f)(void)) {
    return f != 0;
}

__attribute__((target("avx512f,avx512vl,avx512bw,avx512dq"))) static void by_name(const float *x, unsigned m16, float *r, const double *d, unsigned m8, double *q, const short *s, unsigned m32, short *t) {
    FROM_VEC(r, _ZGVeM16vu_shape(TO_VEC(v16f, x), 2.5f, m16));
    FROM_VEC(q, _ZGVeM8v_half(TO_VEC(v8d, d), m8));
    FROM_VEC(t, _ZGVeM32v_bump(TO_VEC(v32s, s), m32));
}
#endif

int main(void) {
    float x[16], r[16];
    double d[8], q[8];
    short s[32], t[32];
    for (int k = 0; k < 32; k++)
        s[k] = (short)(k * 13 - 50);
    for (int k = 0; k < 16; k++)
        x[k] = (float)((k * 7) % 11) * 0.75f;
    for (int k = 0; k < 8; k++)
        d[k] = k * 3.5;
    unsigned m16 = 0xfff5b3a6u, m8 = 0xffffff59u, m32 = 0x9f3c5a61u;
#ifdef __x86_64__
    if (defined((void (*)(void))_ZGVeM16vu_shape) && defined((void (*)(void))_ZGVeM8v_half) && defined((void (*)(void))_ZGVeM32v_bump)
        && __builtin_cpu_supports("avx512f")) {
        by_name(x, m16, r, d, m8, q, s, m32, t);
    } else
#endif
    {
        for (int k = 0; k < 32; k++)
            t[k] = bump(s[k]);
        for (int k = 0; k < 16; k++)
            r[k] = shape(x[k], 2.5f);
        for (int k = 0; k < 8; k++)
            q[k] = half(d[k]);
    }
    for (int k = 0; k < 16; k++)
        if (m16 >> k & 1)
            printf("%d:%g ", k, r[k]);
    printf("\n");
    for (int k = 0; k < 8; k++)
        if (m8 >> k & 1)
            printf("%d:%g ", k, q[k]);
    printf("\n");
    for (int k = 0; k < 32; k++)
        if (m32 >> k & 1)
            printf("%d:%d ", k, t[k]);
    printf("\n");
    int sizes[] = {0, 1, 15, 16, 17, 203};
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        for (int i = 0; i < 203; i++) {
            xs[i] = (float)(i % 9) * 0.5f;
            ys[i] = -1.0f;
            ds[i] = i * 0.25;
            es[i] = -1.0;
        }
        some_shapes(n);
        some_halves(n);
        double t = 0;
        for (int i = 0; i < 203; i++)
            t += ys[i] * (i + 1) + es[i] * (i + 2);
        printf("n=%d %.4f\n", n, t);
    }
    return 0;
}
