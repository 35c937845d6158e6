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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
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

/* #pragma omp declare simd */
float sq(float x) {
    return x * x;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_sq(vcc_v8_float x) {
    vcc_v8_float t1 = x * x;
    return t1;
}
#pragma GCC diagnostic pop

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
    int t13;
    int i;
    long t7 = (long)n;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_bits.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t9 = i_vec_1 + 8L;
            long t10 = (long)(int)i_vec_1;
            vcc_v8_float xs_v = vcc_load(vcc_v8_float, &xs[t10]);
            vcc_m8 t11 = (vcc_m8)(xs_v != (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f});
            vcc_v8_float t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t24 = (vcc_m8)(t12 != (vcc_v8_float){0});
            vcc_v8_float t25 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t26 = xs_v + t25;
            vcc_v8_float t27 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
            vcc_m8 t28 = (vcc_m8)(xs_v > t27);
            vcc_m8 t29 = t24 & t28;
            if (vcc_any(t29)) {
                if (vcc_all(t29)) {
                    t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t30 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t31 = xs_v - t30;
                    vcc_v8_float t67 = t31 * t31;
                    vcc_v8_float t66 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t1 = t67 + t66;
                } else {
                    vcc_v8_float t32 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t33 = xs_v - t32;
                    vcc_v8_float t34 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t34, (vcc_v8_float){0});
                    vcc_m8 t69 = (vcc_m8)(t35 != (vcc_v8_float){0});
                    vcc_v8_float t70 = t33 * t33;
                    vcc_v8_float t71 = vcc_select(vcc_v8_int, (vcc_v8_int)t69, t70, (vcc_v8_float){0});
                    vcc_v8_float t68 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t1 = t71 + t68;
                    t2 = t29;
                }
            } else {
                t1 = (vcc_v8_float){0};
                t2 = (vcc_m8){0};
            }
            vcc_v8_float t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t26);
            vcc_v8_float t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t36, (vcc_v8_float){0});
            vcc_store_masked((float *)((unsigned long)&ys + (unsigned long)t10 * 4UL), t37, t11);
            long t21 = (long)(int)t9;
            vcc_v8_float xs_v_2 = vcc_load(vcc_v8_float, &xs[t21]);
            vcc_m8 t22 = (vcc_m8)(xs_v_2 != (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f});
            vcc_v8_float t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t52 = (vcc_m8)(t23 != (vcc_v8_float){0});
            vcc_v8_float t53 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t54 = xs_v_2 + t53;
            vcc_v8_float t55 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
            vcc_m8 t56 = (vcc_m8)(xs_v_2 > t55);
            vcc_m8 t57 = t52 & t56;
            if (vcc_any(t57)) {
                if (vcc_all(t57)) {
                    t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t58 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t59 = xs_v_2 - t58;
                    vcc_v8_float t79 = t59 * t59;
                    vcc_v8_float t78 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t5 = t79 + t78;
                } else {
                    vcc_v8_float t60 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t61 = xs_v_2 - t60;
                    vcc_v8_float t62 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, t62, (vcc_v8_float){0});
                    vcc_m8 t81 = (vcc_m8)(t63 != (vcc_v8_float){0});
                    vcc_v8_float t82 = t61 * t61;
                    vcc_v8_float t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t81, t82, (vcc_v8_float){0});
                    vcc_v8_float t80 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t5 = t83 + t80;
                    t6 = t57;
                }
            } else {
                t5 = (vcc_v8_float){0};
                t6 = (vcc_m8){0};
            }
            vcc_v8_float t64 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t54);
            vcc_v8_float t65 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, t64, (vcc_v8_float){0});
            vcc_store_masked((float *)((unsigned long)&ys + (unsigned long)t21 * 4UL), t65, t22);
            i_vec_1 += 16L;
            if (i_vec_1 >= t8) {
                t13 = (int)t8;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t16 = (long)(int)((long)t13 + i_vec);
            vcc_v8_float xs_v_1 = vcc_load(vcc_v8_float, &xs[t16]);
            vcc_m8 t17 = (vcc_m8)(xs_v_1 != (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f});
            vcc_v8_float t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t38 = (vcc_m8)(t18 != (vcc_v8_float){0});
            vcc_v8_float t39 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t40 = xs_v_1 + t39;
            vcc_v8_float t41 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
            vcc_m8 t42 = (vcc_m8)(xs_v_1 > t41);
            vcc_m8 t43 = t38 & t42;
            if (vcc_any(t43)) {
                if (vcc_all(t43)) {
                    t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t44 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t45 = xs_v_1 - t44;
                    vcc_v8_float t73 = t45 * t45;
                    vcc_v8_float t72 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t3 = t73 + t72;
                } else {
                    vcc_v8_float t46 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t47 = xs_v_1 - t46;
                    vcc_v8_float t48 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t48, (vcc_v8_float){0});
                    vcc_m8 t75 = (vcc_m8)(t49 != (vcc_v8_float){0});
                    vcc_v8_float t76 = t47 * t47;
                    vcc_v8_float t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t75, t76, (vcc_v8_float){0});
                    vcc_v8_float t74 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t3 = t77 + t74;
                    t4 = t43;
                }
            } else {
                t3 = (vcc_v8_float){0};
                t4 = (vcc_m8){0};
            }
            vcc_v8_float t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t40);
            vcc_v8_float t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t50, (vcc_v8_float){0});
            vcc_store_masked((float *)((unsigned long)&ys + (unsigned long)t16 * 4UL), t51, t17);
            i_vec += 8L;
            if (i_vec >= t15) {
                i = (int)((long)t13 + t15);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float t20 = xs[t19];
        if (t20 != 3.0f) {
            ys[t19] = shape(t20, 2.5f);
        }
    }
}

void some_halves(int n) {
    int t14;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        vcc_v4_int t5 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_int t6 = t5 + (vcc_v4_int){0, 1, 2, 0};
        vcc_v4_uint t7 = (vcc_v4_uint)t6;
        vcc_v4_uint t8 = t7 - (vcc_v4_uint){3U, 3U, 3U, 3U};
        vcc_v4_uint t9 = vcc_min(vcc_v4_int, t7, t8);
        vcc_v4_int t1 = (vcc_v4_int)t9;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_bits.c:48 vectorized: VF 4, UF 2, the remainder at 49:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            long t10 = i_vec_1 + 4L;
            vcc_m4 t11 = (vcc_m4)(t1 != (vcc_v4_int){1, 1, 1, 1});
            long t12 = (long)(int)i_vec_1;
            vcc_v4_double ds_v = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)&ds + (unsigned long)t12 * 8UL), t11);
            vcc_v4_double t13 = vcc_select(vcc_v4_long, __builtin_convertvector(t11, vcc_v4_long), ((vcc_v4_double){1.0, 1.0, 1.0, 1.0}), (vcc_v4_double){0});
            vcc_m4 t35 = __builtin_convertvector(t13 != (vcc_v4_double){0}, vcc_m4);
            vcc_v4_double t36 = (vcc_v4_double){10.0, 10.0, 10.0, 10.0};
            vcc_m4 t37 = __builtin_convertvector(ds_v > t36, vcc_m4);
            vcc_m4 t38 = ~t37;
            vcc_m4 t39 = t35 & t38;
            vcc_v4_double t40 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t41 = ds_v - t40;
            vcc_v4_double t42 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t43 = ds_v * t42;
            vcc_v4_double t44 = vcc_select(vcc_v4_long, __builtin_convertvector(t39, vcc_v4_long), t41, t43);
            vcc_v4_double t45 = vcc_select(vcc_v4_long, __builtin_convertvector(t35, vcc_v4_long), t44, (vcc_v4_double){0});
            vcc_store_masked((double *)((unsigned long)&es + (unsigned long)t12 * 8UL), t45, t11);
            vcc_v4_int t27 = t1 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_uint t28 = (vcc_v4_uint)t27;
            vcc_v4_uint t29 = t28 - (vcc_v4_uint){3U, 3U, 3U, 3U};
            vcc_v4_uint t30 = vcc_min(vcc_v4_int, t28, t29);
            vcc_v4_int t31 = (vcc_v4_int)t30;
            vcc_m4 t32 = (vcc_m4)(t31 != (vcc_v4_int){1, 1, 1, 1});
            long t33 = (long)(int)t10;
            vcc_v4_double ds_v_2 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)&ds + (unsigned long)t33 * 8UL), t32);
            vcc_v4_double t34 = vcc_select(vcc_v4_long, __builtin_convertvector(t32, vcc_v4_long), ((vcc_v4_double){1.0, 1.0, 1.0, 1.0}), (vcc_v4_double){0});
            vcc_m4 t65 = __builtin_convertvector(t34 != (vcc_v4_double){0}, vcc_m4);
            vcc_v4_double t66 = (vcc_v4_double){10.0, 10.0, 10.0, 10.0};
            vcc_m4 t67 = __builtin_convertvector(ds_v_2 > t66, vcc_m4);
            vcc_m4 t68 = ~t67;
            vcc_m4 t69 = t65 & t68;
            vcc_v4_double t70 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t71 = ds_v_2 - t70;
            vcc_v4_double t72 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t73 = ds_v_2 * t72;
            vcc_v4_double t74 = vcc_select(vcc_v4_long, __builtin_convertvector(t69, vcc_v4_long), t71, t73);
            vcc_v4_double t75 = vcc_select(vcc_v4_long, __builtin_convertvector(t65, vcc_v4_long), t74, (vcc_v4_double){0});
            vcc_store_masked((double *)((unsigned long)&es + (unsigned long)t33 * 8UL), t75, t32);
            i_vec_1 += 8L;
            vcc_v4_int t61 = t1 + (vcc_v4_int){2, 2, 2, 2};
            vcc_v4_uint t62 = (vcc_v4_uint)t61;
            vcc_v4_uint t63 = t62 - (vcc_v4_uint){3U, 3U, 3U, 3U};
            vcc_v4_uint t64 = vcc_min(vcc_v4_int, t62, t63);
            t1 = (vcc_v4_int)t64;
            if (i_vec_1 >= t4) {
                t14 = (int)t4;
                break;
            }
        }
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 4L) & (t14 >= 0)) {
        long t16 = t15 & -4L;
        vcc_v4_int t17 = vcc_splat(vcc_v4_int, t14 % 3);
        vcc_v4_int t18 = t17 + (vcc_v4_int){0, 1, 2, 0};
        vcc_v4_uint t19 = (vcc_v4_uint)t18;
        vcc_v4_uint t20 = t19 - (vcc_v4_uint){3U, 3U, 3U, 3U};
        vcc_v4_uint t21 = vcc_min(vcc_v4_int, t19, t20);
        vcc_v4_int t2 = (vcc_v4_int)t21;
        long i_vec = 0L;
        for (;;) {
            vcc_m4 t22 = (vcc_m4)(t2 != (vcc_v4_int){1, 1, 1, 1});
            long t23 = (long)(int)((long)t14 + i_vec);
            vcc_v4_double ds_v_1 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)&ds + (unsigned long)t23 * 8UL), t22);
            vcc_v4_double t24 = vcc_select(vcc_v4_long, __builtin_convertvector(t22, vcc_v4_long), ((vcc_v4_double){1.0, 1.0, 1.0, 1.0}), (vcc_v4_double){0});
            vcc_m4 t50 = __builtin_convertvector(t24 != (vcc_v4_double){0}, vcc_m4);
            vcc_v4_double t51 = (vcc_v4_double){10.0, 10.0, 10.0, 10.0};
            vcc_m4 t52 = __builtin_convertvector(ds_v_1 > t51, vcc_m4);
            vcc_m4 t53 = ~t52;
            vcc_m4 t54 = t50 & t53;
            vcc_v4_double t55 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t56 = ds_v_1 - t55;
            vcc_v4_double t57 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t58 = ds_v_1 * t57;
            vcc_v4_double t59 = vcc_select(vcc_v4_long, __builtin_convertvector(t54, vcc_v4_long), t56, t58);
            vcc_v4_double t60 = vcc_select(vcc_v4_long, __builtin_convertvector(t50, vcc_v4_long), t59, (vcc_v4_double){0});
            vcc_store_masked((double *)((unsigned long)&es + (unsigned long)t23 * 8UL), t60, t22);
            i_vec += 4L;
            vcc_v4_int t46 = t2 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_uint t47 = (vcc_v4_uint)t46;
            vcc_v4_uint t48 = t47 - (vcc_v4_uint){3U, 3U, 3U, 3U};
            vcc_v4_uint t49 = vcc_min(vcc_v4_int, t47, t48);
            t2 = (vcc_v4_int)t49;
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
            long t25 = (long)i;
            double t26 = ds[t25];
            es[t25] = half(t26);
        }
    }
}

/* Weak: vcc's generic and avx2 targets make no 'e' variants (main then calls the scalar ones). */
__attribute__((weak)) v16f _ZGVeM16vu_shape(v16f, float, unsigned);
__attribute__((weak)) v8d _ZGVeM8v_half(v8d, unsigned);
__attribute__((weak)) v32s _ZGVeM32v_bump(v32s, unsigned);

static int defined(void (*f)(void)) {
    return f != 0;
}

/* The variants by ABI name, from code compiled for AVX-512. */
__attribute__((target("avx512f,avx512vl,avx512bw,avx512dq"))) static void by_name(const float *x, unsigned m16, float *r, const double *d, unsigned m8, double *q, const short *s, unsigned m32, short *t) {
    FROM_VEC(r, _ZGVeM16vu_shape(TO_VEC(v16f, x), 2.5f, m16));
    FROM_VEC(q, _ZGVeM8v_half(TO_VEC(v8d, d), m8));
    FROM_VEC(t, _ZGVeM32v_bump(TO_VEC(v32s, s), m32));
}

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
    if (defined((void (*)(void))_ZGVeM16vu_shape) && defined((void (*)(void))_ZGVeM8v_half) && defined((void (*)(void))_ZGVeM32v_bump)
        && __builtin_cpu_supports("avx512f")) {
        by_name(x, m16, r, d, m8, q, s, m32, t);
    } else {
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
