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
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    vcc_v8_float t7;
    vcc_m8 t8;
    int t16;
    int i;
    long t9 = (long)n;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long t2 = 0L;
        for (;;) {
            long t11 = t2 + 8L;
            long t12 = (long)(int)t2;
            vcc_v8_float t13 = vcc_load(vcc_v8_float, &xs[t12]);
            vcc_m8 t14 = (vcc_m8)(t13 != (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f});
            vcc_v8_float t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t29 = (vcc_m8)(t15 != (vcc_v8_float){0});
            vcc_v8_float t30 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t31 = t13 + t30;
            vcc_v8_float t32 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
            vcc_m8 t33 = (vcc_m8)(t13 > t32);
            vcc_m8 t34 = t29 & t33;
            if (vcc_any(t34)) {
                if (vcc_all(t34)) {
                    t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t35 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t36 = t13 - t35;
                    vcc_v8_float t72 = t36 * t36;
                    vcc_v8_float t71 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t3 = t72 + t71;
                } else {
                    vcc_v8_float t37 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t38 = t13 - t37;
                    vcc_v8_float t39 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, t39, (vcc_v8_float){0});
                    vcc_m8 t74 = (vcc_m8)(t40 != (vcc_v8_float){0});
                    vcc_v8_float t75 = t38 * t38;
                    vcc_v8_float t76 = vcc_select(vcc_v8_int, (vcc_v8_int)t74, t75, (vcc_v8_float){0});
                    vcc_v8_float t73 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t3 = t76 + t73;
                    t4 = t34;
                }
            } else {
                t3 = (vcc_v8_float){0};
                t4 = (vcc_m8){0};
            }
            vcc_v8_float t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t31);
            vcc_v8_float t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t41, (vcc_v8_float){0});
            vcc_store_masked((float *)((unsigned long)&ys + (unsigned long)t12 * 4UL), t42, t14);
            long t25 = (long)(int)t11;
            vcc_v8_float t26 = vcc_load(vcc_v8_float, &xs[t25]);
            vcc_m8 t27 = (vcc_m8)(t26 != (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f});
            vcc_v8_float t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t57 = (vcc_m8)(t28 != (vcc_v8_float){0});
            vcc_v8_float t58 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t59 = t26 + t58;
            vcc_v8_float t60 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
            vcc_m8 t61 = (vcc_m8)(t26 > t60);
            vcc_m8 t62 = t57 & t61;
            if (vcc_any(t62)) {
                if (vcc_all(t62)) {
                    t8 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t63 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t64 = t26 - t63;
                    vcc_v8_float t84 = t64 * t64;
                    vcc_v8_float t83 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t7 = t84 + t83;
                } else {
                    vcc_v8_float t65 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t66 = t26 - t65;
                    vcc_v8_float t67 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t62, t67, (vcc_v8_float){0});
                    vcc_m8 t86 = (vcc_m8)(t68 != (vcc_v8_float){0});
                    vcc_v8_float t87 = t66 * t66;
                    vcc_v8_float t88 = vcc_select(vcc_v8_int, (vcc_v8_int)t86, t87, (vcc_v8_float){0});
                    vcc_v8_float t85 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t7 = t88 + t85;
                    t8 = t62;
                }
            } else {
                t7 = (vcc_v8_float){0};
                t8 = (vcc_m8){0};
            }
            vcc_v8_float t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, t59);
            vcc_v8_float t70 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, t69, (vcc_v8_float){0});
            vcc_store_masked((float *)((unsigned long)&ys + (unsigned long)t25 * 4UL), t70, t27);
            t2 += 16L;
            if (t2 >= t10) {
                t16 = (int)t10;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long t1 = 0L;
        for (;;) {
            long t19 = (long)(int)((long)t16 + t1);
            vcc_v8_float t20 = vcc_load(vcc_v8_float, &xs[t19]);
            vcc_m8 t21 = (vcc_m8)(t20 != (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f});
            vcc_v8_float t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), (vcc_v8_float){0});
            vcc_m8 t43 = (vcc_m8)(t22 != (vcc_v8_float){0});
            vcc_v8_float t44 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t45 = t20 + t44;
            vcc_v8_float t46 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
            vcc_m8 t47 = (vcc_m8)(t20 > t46);
            vcc_m8 t48 = t43 & t47;
            if (vcc_any(t48)) {
                if (vcc_all(t48)) {
                    t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t49 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t50 = t20 - t49;
                    vcc_v8_float t78 = t50 * t50;
                    vcc_v8_float t77 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t5 = t78 + t77;
                } else {
                    vcc_v8_float t51 = (vcc_v8_float){2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f, 2.5f};
                    vcc_v8_float t52 = t20 - t51;
                    vcc_v8_float t53 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t48, t53, (vcc_v8_float){0});
                    vcc_m8 t80 = (vcc_m8)(t54 != (vcc_v8_float){0});
                    vcc_v8_float t81 = t52 * t52;
                    vcc_v8_float t82 = vcc_select(vcc_v8_int, (vcc_v8_int)t80, t81, (vcc_v8_float){0});
                    vcc_v8_float t79 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t5 = t82 + t79;
                    t6 = t48;
                }
            } else {
                t5 = (vcc_v8_float){0};
                t6 = (vcc_m8){0};
            }
            vcc_v8_float t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t45);
            vcc_v8_float t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t55, (vcc_v8_float){0});
            vcc_store_masked((float *)((unsigned long)&ys + (unsigned long)t19 * 4UL), t56, t21);
            t1 += 8L;
            if (t1 >= t18) {
                i = (int)((long)t16 + t18);
                break;
            }
        }
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = xs[t23];
        if (t24 != 3.0f) {
            ys[t23] = shape(t24, 2.5f);
        }
    }
}

void some_halves(int n) {
    int t17;
    int i;
    long t5 = (long)n;
    if ((t5 >= 8L) & 1) {
        long t6 = t5 & -8L;
        vcc_v4_int t7 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_int t8 = t7 + (vcc_v4_int){0, 1, 2, 0};
        vcc_v4_uint t9 = (vcc_v4_uint)t8;
        vcc_v4_uint t10 = t9 - (vcc_v4_uint){3U, 3U, 3U, 3U};
        vcc_v4_uint t11 = vcc_min(vcc_v4_int, t9, t10);
        vcc_v4_int t1 = (vcc_v4_int)t11;
        long t4 = 0L;
        for (;;) {
            long t12 = t4 + 4L;
            vcc_m4 t13 = (vcc_m4)(t1 != (vcc_v4_int){1, 1, 1, 1});
            long t14 = (long)(int)t4;
            vcc_v4_double t15 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)&ds + (unsigned long)t14 * 8UL), t13);
            vcc_v4_double t16 = vcc_select(vcc_v4_long, __builtin_convertvector(t13, vcc_v4_long), ((vcc_v4_double){1.0, 1.0, 1.0, 1.0}), (vcc_v4_double){0});
            vcc_m4 t40 = __builtin_convertvector(t16 != (vcc_v4_double){0}, vcc_m4);
            vcc_v4_double t41 = (vcc_v4_double){10.0, 10.0, 10.0, 10.0};
            vcc_m4 t42 = __builtin_convertvector(t15 > t41, vcc_m4);
            vcc_m4 t43 = ~t42;
            vcc_m4 t44 = t40 & t43;
            vcc_v4_double t45 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t46 = t15 - t45;
            vcc_v4_double t47 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t48 = t15 * t47;
            vcc_v4_double t49 = vcc_select(vcc_v4_long, __builtin_convertvector(t44, vcc_v4_long), t46, t48);
            vcc_v4_double t50 = vcc_select(vcc_v4_long, __builtin_convertvector(t40, vcc_v4_long), t49, (vcc_v4_double){0});
            vcc_store_masked((double *)((unsigned long)&es + (unsigned long)t14 * 8UL), t50, t13);
            vcc_v4_int t31 = t1 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_uint t32 = (vcc_v4_uint)t31;
            vcc_v4_uint t33 = t32 - (vcc_v4_uint){3U, 3U, 3U, 3U};
            vcc_v4_uint t34 = vcc_min(vcc_v4_int, t32, t33);
            vcc_v4_int t35 = (vcc_v4_int)t34;
            vcc_m4 t36 = (vcc_m4)(t35 != (vcc_v4_int){1, 1, 1, 1});
            long t37 = (long)(int)t12;
            vcc_v4_double t38 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)&ds + (unsigned long)t37 * 8UL), t36);
            vcc_v4_double t39 = vcc_select(vcc_v4_long, __builtin_convertvector(t36, vcc_v4_long), ((vcc_v4_double){1.0, 1.0, 1.0, 1.0}), (vcc_v4_double){0});
            vcc_m4 t70 = __builtin_convertvector(t39 != (vcc_v4_double){0}, vcc_m4);
            vcc_v4_double t71 = (vcc_v4_double){10.0, 10.0, 10.0, 10.0};
            vcc_m4 t72 = __builtin_convertvector(t38 > t71, vcc_m4);
            vcc_m4 t73 = ~t72;
            vcc_m4 t74 = t70 & t73;
            vcc_v4_double t75 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t76 = t38 - t75;
            vcc_v4_double t77 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t78 = t38 * t77;
            vcc_v4_double t79 = vcc_select(vcc_v4_long, __builtin_convertvector(t74, vcc_v4_long), t76, t78);
            vcc_v4_double t80 = vcc_select(vcc_v4_long, __builtin_convertvector(t70, vcc_v4_long), t79, (vcc_v4_double){0});
            vcc_store_masked((double *)((unsigned long)&es + (unsigned long)t37 * 8UL), t80, t36);
            t4 += 8L;
            vcc_v4_int t66 = t1 + (vcc_v4_int){2, 2, 2, 2};
            vcc_v4_uint t67 = (vcc_v4_uint)t66;
            vcc_v4_uint t68 = t67 - (vcc_v4_uint){3U, 3U, 3U, 3U};
            vcc_v4_uint t69 = vcc_min(vcc_v4_int, t67, t68);
            t1 = (vcc_v4_int)t69;
            if (t4 >= t6) {
                t17 = (int)t6;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 4L) & (t17 >= 0)) {
        long t19 = t18 & -4L;
        vcc_v4_int t20 = vcc_splat(vcc_v4_int, t17 % 3);
        vcc_v4_int t21 = t20 + (vcc_v4_int){0, 1, 2, 0};
        vcc_v4_uint t22 = (vcc_v4_uint)t21;
        vcc_v4_uint t23 = t22 - (vcc_v4_uint){3U, 3U, 3U, 3U};
        vcc_v4_uint t24 = vcc_min(vcc_v4_int, t22, t23);
        vcc_v4_int t2 = (vcc_v4_int)t24;
        long t3 = 0L;
        for (;;) {
            vcc_m4 t25 = (vcc_m4)(t2 != (vcc_v4_int){1, 1, 1, 1});
            long t26 = (long)(int)((long)t17 + t3);
            vcc_v4_double t27 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)&ds + (unsigned long)t26 * 8UL), t25);
            vcc_v4_double t28 = vcc_select(vcc_v4_long, __builtin_convertvector(t25, vcc_v4_long), ((vcc_v4_double){1.0, 1.0, 1.0, 1.0}), (vcc_v4_double){0});
            vcc_m4 t55 = __builtin_convertvector(t28 != (vcc_v4_double){0}, vcc_m4);
            vcc_v4_double t56 = (vcc_v4_double){10.0, 10.0, 10.0, 10.0};
            vcc_m4 t57 = __builtin_convertvector(t27 > t56, vcc_m4);
            vcc_m4 t58 = ~t57;
            vcc_m4 t59 = t55 & t58;
            vcc_v4_double t60 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_double t61 = t27 - t60;
            vcc_v4_double t62 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t63 = t27 * t62;
            vcc_v4_double t64 = vcc_select(vcc_v4_long, __builtin_convertvector(t59, vcc_v4_long), t61, t63);
            vcc_v4_double t65 = vcc_select(vcc_v4_long, __builtin_convertvector(t55, vcc_v4_long), t64, (vcc_v4_double){0});
            vcc_store_masked((double *)((unsigned long)&es + (unsigned long)t26 * 8UL), t65, t25);
            t3 += 4L;
            vcc_v4_int t51 = t2 + (vcc_v4_int){1, 1, 1, 1};
            vcc_v4_uint t52 = (vcc_v4_uint)t51;
            vcc_v4_uint t53 = t52 - (vcc_v4_uint){3U, 3U, 3U, 3U};
            vcc_v4_uint t54 = vcc_min(vcc_v4_int, t52, t53);
            t2 = (vcc_v4_int)t54;
            if (t3 >= t19) {
                i = (int)((long)t17 + t19);
                break;
            }
        }
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            long t29 = (long)i;
            double t30 = ds[t29];
            es[t29] = half(t30);
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
