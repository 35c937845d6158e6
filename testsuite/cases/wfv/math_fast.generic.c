/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_smooth(vcc_v8_float x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_bent(vcc_v8_float x, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_bent(vcc_v8_float x, float k, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4v_smooth_d(vcc_v4_double x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4vu_bent_d(vcc_v4_double x, double k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdM4vu_bent_d(vcc_v4_double x, double k, vcc_v4_double mask);
#pragma GCC diagnostic pop
/* Math calls in variants under --fast-math: expf, logf, sinf, cosf, powf and their double forms
   become glibc's libmvec variants (`_ZGVdN8v_expf` on ymm, `_ZGVeN16v_expf` on zmm; the
   generic target has none and calls them lane by lane), in unmasked variants and under a varying
   condition in masked ones, where the inactive lanes compute on whatever they hold (the masked
   calls below pass NaN, infinities and huge values there) without effect. libmvec is a few ulp
   off the scalar functions: the outputs agree within the tolerance. The loops in `apply` call
   the variants ('e' ones on avx512). Without --fast-math the calls stay per lane (calls.c). */
#include <math.h>
#include <stdio.h>
#include "vec.h"
/* vcc-test: fast-math 1e-5 */
/* vcc-test: expect-variants 6 */

/* #pragma omp declare simd notinbranch */
float smooth(float x) {
    return expf(-0.5f * x) * logf(x + 2.0f) + sinf(x) * 0.25f + cosf(x) * 3.0f;
}

/* vcc: function at math_fast.c:15 vector variant _ZGVdN8v_smooth of `smooth`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_smooth(vcc_v8_float x) {
    vcc_v8_float t1 = vcc_splat(vcc_v8_float, -0.5f);
    vcc_v8_float t2 = t1 * x;
    vcc_v8_float t3 = vcc_insert((vcc_v8_float){0}, 0, expf(t2[0]));
    vcc_v8_float t4 = vcc_insert(t3, 1, expf(t2[1]));
    vcc_v8_float t5 = vcc_insert(t4, 2, expf(t2[2]));
    vcc_v8_float t6 = vcc_insert(t5, 3, expf(t2[3]));
    vcc_v8_float t7 = vcc_insert(t6, 4, expf(t2[4]));
    vcc_v8_float t8 = vcc_insert(t7, 5, expf(t2[5]));
    vcc_v8_float t9 = vcc_insert(t8, 6, expf(t2[6]));
    vcc_v8_float t10 = vcc_insert(t9, 7, expf(t2[7]));
    vcc_v8_float t11 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_v8_float t12 = x + t11;
    vcc_v8_float t13 = vcc_insert((vcc_v8_float){0}, 0, logf(t12[0]));
    vcc_v8_float t14 = vcc_insert(t13, 1, logf(t12[1]));
    vcc_v8_float t15 = vcc_insert(t14, 2, logf(t12[2]));
    vcc_v8_float t16 = vcc_insert(t15, 3, logf(t12[3]));
    vcc_v8_float t17 = vcc_insert(t16, 4, logf(t12[4]));
    vcc_v8_float t18 = vcc_insert(t17, 5, logf(t12[5]));
    vcc_v8_float t19 = vcc_insert(t18, 6, logf(t12[6]));
    vcc_v8_float t20 = vcc_insert(t19, 7, logf(t12[7]));
    vcc_v8_float t21 = t10 * t20;
    vcc_v8_float t22 = vcc_insert((vcc_v8_float){0}, 0, sinf(x[0]));
    vcc_v8_float t23 = vcc_insert(t22, 1, sinf(x[1]));
    vcc_v8_float t24 = vcc_insert(t23, 2, sinf(x[2]));
    vcc_v8_float t25 = vcc_insert(t24, 3, sinf(x[3]));
    vcc_v8_float t26 = vcc_insert(t25, 4, sinf(x[4]));
    vcc_v8_float t27 = vcc_insert(t26, 5, sinf(x[5]));
    vcc_v8_float t28 = vcc_insert(t27, 6, sinf(x[6]));
    vcc_v8_float t29 = vcc_insert(t28, 7, sinf(x[7]));
    vcc_v8_float t30 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    vcc_v8_float t31 = t29 * t30;
    vcc_v8_float t32 = t21 + t31;
    vcc_v8_float t33 = vcc_insert((vcc_v8_float){0}, 0, cosf(x[0]));
    vcc_v8_float t34 = vcc_insert(t33, 1, cosf(x[1]));
    vcc_v8_float t35 = vcc_insert(t34, 2, cosf(x[2]));
    vcc_v8_float t36 = vcc_insert(t35, 3, cosf(x[3]));
    vcc_v8_float t37 = vcc_insert(t36, 4, cosf(x[4]));
    vcc_v8_float t38 = vcc_insert(t37, 5, cosf(x[5]));
    vcc_v8_float t39 = vcc_insert(t38, 6, cosf(x[6]));
    vcc_v8_float t40 = vcc_insert(t39, 7, cosf(x[7]));
    vcc_v8_float t41 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
    vcc_v8_float t42 = t40 * t41;
    vcc_v8_float t43 = t32 + t42;
    return t43;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) */
float bent(float x, float k) {
    float r;
    if (x > 1.0f)
        r = powf(x, k) + logf(x);
    else
        r = expf(x) * cosf(x) + 2.0f;
    return r;
}

/* vcc: function at math_fast.c:20 vector variant _ZGVdN8vu_bent of `bent`: VL 8, unmasked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_bent(vcc_v8_float x, float k) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
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
    vcc_v8_float t36 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_m8 t37 = (vcc_m8)(x > t36);
    vcc_m8 t38 = ~t37;
    if (vcc_any(t38)) {
        if (vcc_all(t38)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t40 = vcc_insert((vcc_v8_float){0}, 0, expf(x[0]));
            vcc_v8_float t41 = vcc_insert(t40, 1, expf(x[1]));
            vcc_v8_float t42 = vcc_insert(t41, 2, expf(x[2]));
            vcc_v8_float t43 = vcc_insert(t42, 3, expf(x[3]));
            vcc_v8_float t44 = vcc_insert(t43, 4, expf(x[4]));
            vcc_v8_float t45 = vcc_insert(t44, 5, expf(x[5]));
            vcc_v8_float t46 = vcc_insert(t45, 6, expf(x[6]));
            vcc_v8_float t47 = vcc_insert(t46, 7, expf(x[7]));
            vcc_v8_float t48 = vcc_insert((vcc_v8_float){0}, 0, cosf(x[0]));
            vcc_v8_float t49 = vcc_insert(t48, 1, cosf(x[1]));
            vcc_v8_float t50 = vcc_insert(t49, 2, cosf(x[2]));
            vcc_v8_float t51 = vcc_insert(t50, 3, cosf(x[3]));
            vcc_v8_float t52 = vcc_insert(t51, 4, cosf(x[4]));
            vcc_v8_float t53 = vcc_insert(t52, 5, cosf(x[5]));
            vcc_v8_float t54 = vcc_insert(t53, 6, cosf(x[6]));
            vcc_v8_float t55 = vcc_insert(t54, 7, cosf(x[7]));
            vcc_v8_float t56 = t47 * t55;
            vcc_v8_float t57 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t56 + t57;
        } else {
            vcc_v8_int t39 = __builtin_convertvector(t38 & 1, vcc_v8_int);
            if (t39[0]) {
                t3 = vcc_insert((vcc_v8_float){0}, 0, expf(x[0]));
            } else {
                t3 = (vcc_v8_float){0};
            }
            if (t39[1]) {
                t4 = vcc_insert(t3, 1, expf(x[1]));
            } else {
                t4 = t3;
            }
            if (t39[2]) {
                t5 = vcc_insert(t4, 2, expf(x[2]));
            } else {
                t5 = t4;
            }
            if (t39[3]) {
                t6 = vcc_insert(t5, 3, expf(x[3]));
            } else {
                t6 = t5;
            }
            if (t39[4]) {
                t7 = vcc_insert(t6, 4, expf(x[4]));
            } else {
                t7 = t6;
            }
            if (t39[5]) {
                t8 = vcc_insert(t7, 5, expf(x[5]));
            } else {
                t8 = t7;
            }
            if (t39[6]) {
                t9 = vcc_insert(t8, 6, expf(x[6]));
            } else {
                t9 = t8;
            }
            if (t39[7]) {
                t10 = vcc_insert(t9, 7, expf(x[7]));
            } else {
                t10 = t9;
            }
            vcc_v8_int t58 = __builtin_convertvector(t38 & 1, vcc_v8_int);
            if (t58[0]) {
                t11 = vcc_insert((vcc_v8_float){0}, 0, cosf(x[0]));
            } else {
                t11 = (vcc_v8_float){0};
            }
            if (t58[1]) {
                t12 = vcc_insert(t11, 1, cosf(x[1]));
            } else {
                t12 = t11;
            }
            if (t58[2]) {
                t13 = vcc_insert(t12, 2, cosf(x[2]));
            } else {
                t13 = t12;
            }
            if (t58[3]) {
                t14 = vcc_insert(t13, 3, cosf(x[3]));
            } else {
                t14 = t13;
            }
            if (t58[4]) {
                t15 = vcc_insert(t14, 4, cosf(x[4]));
            } else {
                t15 = t14;
            }
            if (t58[5]) {
                t16 = vcc_insert(t15, 5, cosf(x[5]));
            } else {
                t16 = t15;
            }
            if (t58[6]) {
                t17 = vcc_insert(t16, 6, cosf(x[6]));
            } else {
                t17 = t16;
            }
            if (t58[7]) {
                t18 = vcc_insert(t17, 7, cosf(x[7]));
            } else {
                t18 = t17;
            }
            vcc_v8_float t59 = t10 * t18;
            vcc_v8_float t60 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t59 + t60;
            t2 = t38;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    if (vcc_any(t37)) {
        if (vcc_all(t37)) {
            vcc_v8_float t62 = vcc_insert((vcc_v8_float){0}, 0, powf(x[0], k));
            vcc_v8_float t63 = vcc_insert(t62, 1, powf(x[1], k));
            vcc_v8_float t64 = vcc_insert(t63, 2, powf(x[2], k));
            vcc_v8_float t65 = vcc_insert(t64, 3, powf(x[3], k));
            vcc_v8_float t66 = vcc_insert(t65, 4, powf(x[4], k));
            vcc_v8_float t67 = vcc_insert(t66, 5, powf(x[5], k));
            vcc_v8_float t68 = vcc_insert(t67, 6, powf(x[6], k));
            vcc_v8_float t69 = vcc_insert(t68, 7, powf(x[7], k));
            vcc_v8_float t70 = vcc_insert((vcc_v8_float){0}, 0, logf(x[0]));
            vcc_v8_float t71 = vcc_insert(t70, 1, logf(x[1]));
            vcc_v8_float t72 = vcc_insert(t71, 2, logf(x[2]));
            vcc_v8_float t73 = vcc_insert(t72, 3, logf(x[3]));
            vcc_v8_float t74 = vcc_insert(t73, 4, logf(x[4]));
            vcc_v8_float t75 = vcc_insert(t74, 5, logf(x[5]));
            vcc_v8_float t76 = vcc_insert(t75, 6, logf(x[6]));
            vcc_v8_float t77 = vcc_insert(t76, 7, logf(x[7]));
            t19 = t69 + t77;
        } else {
            vcc_v8_int t61 = __builtin_convertvector(t37 & 1, vcc_v8_int);
            if (t61[0]) {
                t20 = vcc_insert((vcc_v8_float){0}, 0, powf(x[0], k));
            } else {
                t20 = (vcc_v8_float){0};
            }
            if (t61[1]) {
                t21 = vcc_insert(t20, 1, powf(x[1], k));
            } else {
                t21 = t20;
            }
            if (t61[2]) {
                t22 = vcc_insert(t21, 2, powf(x[2], k));
            } else {
                t22 = t21;
            }
            if (t61[3]) {
                t23 = vcc_insert(t22, 3, powf(x[3], k));
            } else {
                t23 = t22;
            }
            if (t61[4]) {
                t24 = vcc_insert(t23, 4, powf(x[4], k));
            } else {
                t24 = t23;
            }
            if (t61[5]) {
                t25 = vcc_insert(t24, 5, powf(x[5], k));
            } else {
                t25 = t24;
            }
            if (t61[6]) {
                t26 = vcc_insert(t25, 6, powf(x[6], k));
            } else {
                t26 = t25;
            }
            if (t61[7]) {
                t27 = vcc_insert(t26, 7, powf(x[7], k));
            } else {
                t27 = t26;
            }
            vcc_v8_int t78 = __builtin_convertvector(t37 & 1, vcc_v8_int);
            if (t78[0]) {
                t28 = vcc_insert((vcc_v8_float){0}, 0, logf(x[0]));
            } else {
                t28 = (vcc_v8_float){0};
            }
            if (t78[1]) {
                t29 = vcc_insert(t28, 1, logf(x[1]));
            } else {
                t29 = t28;
            }
            if (t78[2]) {
                t30 = vcc_insert(t29, 2, logf(x[2]));
            } else {
                t30 = t29;
            }
            if (t78[3]) {
                t31 = vcc_insert(t30, 3, logf(x[3]));
            } else {
                t31 = t30;
            }
            if (t78[4]) {
                t32 = vcc_insert(t31, 4, logf(x[4]));
            } else {
                t32 = t31;
            }
            if (t78[5]) {
                t33 = vcc_insert(t32, 5, logf(x[5]));
            } else {
                t33 = t32;
            }
            if (t78[6]) {
                t34 = vcc_insert(t33, 6, logf(x[6]));
            } else {
                t34 = t33;
            }
            if (t78[7]) {
                t35 = vcc_insert(t34, 7, logf(x[7]));
            } else {
                t35 = t34;
            }
            t19 = t27 + t35;
        }
    } else {
        t19 = (vcc_v8_float){0};
    }
    vcc_v8_float t79 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t19);
    return t79;
}
#pragma GCC diagnostic pop

/* vcc: function at math_fast.c:20 vector variant _ZGVdM8vu_bent of `bent`: VL 8, masked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_bent(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
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
    vcc_m8 t36 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t37 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_m8 t38 = (vcc_m8)(x > t37);
    vcc_m8 t39 = t36 & t38;
    vcc_m8 t40 = ~t38;
    vcc_m8 t41 = t36 & t40;
    if (vcc_any(t41)) {
        if (vcc_all(t41)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t43 = vcc_insert((vcc_v8_float){0}, 0, expf(x[0]));
            vcc_v8_float t44 = vcc_insert(t43, 1, expf(x[1]));
            vcc_v8_float t45 = vcc_insert(t44, 2, expf(x[2]));
            vcc_v8_float t46 = vcc_insert(t45, 3, expf(x[3]));
            vcc_v8_float t47 = vcc_insert(t46, 4, expf(x[4]));
            vcc_v8_float t48 = vcc_insert(t47, 5, expf(x[5]));
            vcc_v8_float t49 = vcc_insert(t48, 6, expf(x[6]));
            vcc_v8_float t50 = vcc_insert(t49, 7, expf(x[7]));
            vcc_v8_float t51 = vcc_insert((vcc_v8_float){0}, 0, cosf(x[0]));
            vcc_v8_float t52 = vcc_insert(t51, 1, cosf(x[1]));
            vcc_v8_float t53 = vcc_insert(t52, 2, cosf(x[2]));
            vcc_v8_float t54 = vcc_insert(t53, 3, cosf(x[3]));
            vcc_v8_float t55 = vcc_insert(t54, 4, cosf(x[4]));
            vcc_v8_float t56 = vcc_insert(t55, 5, cosf(x[5]));
            vcc_v8_float t57 = vcc_insert(t56, 6, cosf(x[6]));
            vcc_v8_float t58 = vcc_insert(t57, 7, cosf(x[7]));
            vcc_v8_float t59 = t50 * t58;
            vcc_v8_float t60 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t59 + t60;
        } else {
            vcc_v8_int t42 = __builtin_convertvector(t41 & 1, vcc_v8_int);
            if (t42[0]) {
                t3 = vcc_insert((vcc_v8_float){0}, 0, expf(x[0]));
            } else {
                t3 = (vcc_v8_float){0};
            }
            if (t42[1]) {
                t4 = vcc_insert(t3, 1, expf(x[1]));
            } else {
                t4 = t3;
            }
            if (t42[2]) {
                t5 = vcc_insert(t4, 2, expf(x[2]));
            } else {
                t5 = t4;
            }
            if (t42[3]) {
                t6 = vcc_insert(t5, 3, expf(x[3]));
            } else {
                t6 = t5;
            }
            if (t42[4]) {
                t7 = vcc_insert(t6, 4, expf(x[4]));
            } else {
                t7 = t6;
            }
            if (t42[5]) {
                t8 = vcc_insert(t7, 5, expf(x[5]));
            } else {
                t8 = t7;
            }
            if (t42[6]) {
                t9 = vcc_insert(t8, 6, expf(x[6]));
            } else {
                t9 = t8;
            }
            if (t42[7]) {
                t10 = vcc_insert(t9, 7, expf(x[7]));
            } else {
                t10 = t9;
            }
            vcc_v8_int t61 = __builtin_convertvector(t41 & 1, vcc_v8_int);
            if (t61[0]) {
                t11 = vcc_insert((vcc_v8_float){0}, 0, cosf(x[0]));
            } else {
                t11 = (vcc_v8_float){0};
            }
            if (t61[1]) {
                t12 = vcc_insert(t11, 1, cosf(x[1]));
            } else {
                t12 = t11;
            }
            if (t61[2]) {
                t13 = vcc_insert(t12, 2, cosf(x[2]));
            } else {
                t13 = t12;
            }
            if (t61[3]) {
                t14 = vcc_insert(t13, 3, cosf(x[3]));
            } else {
                t14 = t13;
            }
            if (t61[4]) {
                t15 = vcc_insert(t14, 4, cosf(x[4]));
            } else {
                t15 = t14;
            }
            if (t61[5]) {
                t16 = vcc_insert(t15, 5, cosf(x[5]));
            } else {
                t16 = t15;
            }
            if (t61[6]) {
                t17 = vcc_insert(t16, 6, cosf(x[6]));
            } else {
                t17 = t16;
            }
            if (t61[7]) {
                t18 = vcc_insert(t17, 7, cosf(x[7]));
            } else {
                t18 = t17;
            }
            vcc_v8_float t62 = t10 * t18;
            vcc_v8_float t63 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t62 + t63;
            t2 = t41;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    if (vcc_any(t39)) {
        if (vcc_all(t39)) {
            vcc_v8_float t65 = vcc_insert((vcc_v8_float){0}, 0, powf(x[0], k));
            vcc_v8_float t66 = vcc_insert(t65, 1, powf(x[1], k));
            vcc_v8_float t67 = vcc_insert(t66, 2, powf(x[2], k));
            vcc_v8_float t68 = vcc_insert(t67, 3, powf(x[3], k));
            vcc_v8_float t69 = vcc_insert(t68, 4, powf(x[4], k));
            vcc_v8_float t70 = vcc_insert(t69, 5, powf(x[5], k));
            vcc_v8_float t71 = vcc_insert(t70, 6, powf(x[6], k));
            vcc_v8_float t72 = vcc_insert(t71, 7, powf(x[7], k));
            vcc_v8_float t73 = vcc_insert((vcc_v8_float){0}, 0, logf(x[0]));
            vcc_v8_float t74 = vcc_insert(t73, 1, logf(x[1]));
            vcc_v8_float t75 = vcc_insert(t74, 2, logf(x[2]));
            vcc_v8_float t76 = vcc_insert(t75, 3, logf(x[3]));
            vcc_v8_float t77 = vcc_insert(t76, 4, logf(x[4]));
            vcc_v8_float t78 = vcc_insert(t77, 5, logf(x[5]));
            vcc_v8_float t79 = vcc_insert(t78, 6, logf(x[6]));
            vcc_v8_float t80 = vcc_insert(t79, 7, logf(x[7]));
            t19 = t72 + t80;
        } else {
            vcc_v8_int t64 = __builtin_convertvector(t39 & 1, vcc_v8_int);
            if (t64[0]) {
                t20 = vcc_insert((vcc_v8_float){0}, 0, powf(x[0], k));
            } else {
                t20 = (vcc_v8_float){0};
            }
            if (t64[1]) {
                t21 = vcc_insert(t20, 1, powf(x[1], k));
            } else {
                t21 = t20;
            }
            if (t64[2]) {
                t22 = vcc_insert(t21, 2, powf(x[2], k));
            } else {
                t22 = t21;
            }
            if (t64[3]) {
                t23 = vcc_insert(t22, 3, powf(x[3], k));
            } else {
                t23 = t22;
            }
            if (t64[4]) {
                t24 = vcc_insert(t23, 4, powf(x[4], k));
            } else {
                t24 = t23;
            }
            if (t64[5]) {
                t25 = vcc_insert(t24, 5, powf(x[5], k));
            } else {
                t25 = t24;
            }
            if (t64[6]) {
                t26 = vcc_insert(t25, 6, powf(x[6], k));
            } else {
                t26 = t25;
            }
            if (t64[7]) {
                t27 = vcc_insert(t26, 7, powf(x[7], k));
            } else {
                t27 = t26;
            }
            vcc_v8_int t81 = __builtin_convertvector(t39 & 1, vcc_v8_int);
            if (t81[0]) {
                t28 = vcc_insert((vcc_v8_float){0}, 0, logf(x[0]));
            } else {
                t28 = (vcc_v8_float){0};
            }
            if (t81[1]) {
                t29 = vcc_insert(t28, 1, logf(x[1]));
            } else {
                t29 = t28;
            }
            if (t81[2]) {
                t30 = vcc_insert(t29, 2, logf(x[2]));
            } else {
                t30 = t29;
            }
            if (t81[3]) {
                t31 = vcc_insert(t30, 3, logf(x[3]));
            } else {
                t31 = t30;
            }
            if (t81[4]) {
                t32 = vcc_insert(t31, 4, logf(x[4]));
            } else {
                t32 = t31;
            }
            if (t81[5]) {
                t33 = vcc_insert(t32, 5, logf(x[5]));
            } else {
                t33 = t32;
            }
            if (t81[6]) {
                t34 = vcc_insert(t33, 6, logf(x[6]));
            } else {
                t34 = t33;
            }
            if (t81[7]) {
                t35 = vcc_insert(t34, 7, logf(x[7]));
            } else {
                t35 = t34;
            }
            t19 = t27 + t35;
        }
    } else {
        t19 = (vcc_v8_float){0};
    }
    vcc_v8_float t82 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t19);
    vcc_v8_float t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t82, (vcc_v8_float){0});
    return t83;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd notinbranch */
double smooth_d(double x) {
    return exp(-0.5 * x) * log(x + 2.0) + sin(x) * 0.25 + cos(x) * 3.0;
}

/* vcc: function at math_fast.c:30 vector variant _ZGVdN4v_smooth_d of `smooth_d`: VL 4, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4v_smooth_d(vcc_v4_double x) {
    vcc_v4_double t1 = vcc_splat(vcc_v4_double, -0.5);
    vcc_v4_double t2 = t1 * x;
    vcc_v4_double t3 = vcc_insert((vcc_v4_double){0}, 0, exp(t2[0]));
    vcc_v4_double t4 = vcc_insert(t3, 1, exp(t2[1]));
    vcc_v4_double t5 = vcc_insert(t4, 2, exp(t2[2]));
    vcc_v4_double t6 = vcc_insert(t5, 3, exp(t2[3]));
    vcc_v4_double t7 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
    vcc_v4_double t8 = x + t7;
    vcc_v4_double t9 = vcc_insert((vcc_v4_double){0}, 0, log(t8[0]));
    vcc_v4_double t10 = vcc_insert(t9, 1, log(t8[1]));
    vcc_v4_double t11 = vcc_insert(t10, 2, log(t8[2]));
    vcc_v4_double t12 = vcc_insert(t11, 3, log(t8[3]));
    vcc_v4_double t13 = t6 * t12;
    vcc_v4_double t14 = vcc_insert((vcc_v4_double){0}, 0, sin(x[0]));
    vcc_v4_double t15 = vcc_insert(t14, 1, sin(x[1]));
    vcc_v4_double t16 = vcc_insert(t15, 2, sin(x[2]));
    vcc_v4_double t17 = vcc_insert(t16, 3, sin(x[3]));
    vcc_v4_double t18 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
    vcc_v4_double t19 = t17 * t18;
    vcc_v4_double t20 = t13 + t19;
    vcc_v4_double t21 = vcc_insert((vcc_v4_double){0}, 0, cos(x[0]));
    vcc_v4_double t22 = vcc_insert(t21, 1, cos(x[1]));
    vcc_v4_double t23 = vcc_insert(t22, 2, cos(x[2]));
    vcc_v4_double t24 = vcc_insert(t23, 3, cos(x[3]));
    vcc_v4_double t25 = (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
    vcc_v4_double t26 = t24 * t25;
    vcc_v4_double t27 = t20 + t26;
    return t27;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) */
double bent_d(double x, double k) {
    double r;
    if (x > 1.0)
        r = pow(x, k) + log(x);
    else
        r = exp(x) * cos(x) + 2.0;
    return r;
}

/* vcc: function at math_fast.c:35 vector variant _ZGVdN4vu_bent_d of `bent_d`: VL 4, unmasked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4vu_bent_d(vcc_v4_double x, double k) {
    vcc_v4_double t1;
    vcc_m4 t2;
    vcc_v4_double t3;
    vcc_v4_double t4;
    vcc_v4_double t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_v4_double t20 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
    vcc_m4 t21 = __builtin_convertvector(x > t20, vcc_m4);
    vcc_m4 t22 = ~t21;
    if (vcc_any(t22)) {
        if (vcc_all(t22)) {
            t2 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
            vcc_v4_double t24 = vcc_insert((vcc_v4_double){0}, 0, exp(x[0]));
            vcc_v4_double t25 = vcc_insert(t24, 1, exp(x[1]));
            vcc_v4_double t26 = vcc_insert(t25, 2, exp(x[2]));
            vcc_v4_double t27 = vcc_insert(t26, 3, exp(x[3]));
            vcc_v4_double t28 = vcc_insert((vcc_v4_double){0}, 0, cos(x[0]));
            vcc_v4_double t29 = vcc_insert(t28, 1, cos(x[1]));
            vcc_v4_double t30 = vcc_insert(t29, 2, cos(x[2]));
            vcc_v4_double t31 = vcc_insert(t30, 3, cos(x[3]));
            vcc_v4_double t32 = t27 * t31;
            vcc_v4_double t33 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t1 = t32 + t33;
        } else {
            vcc_v4_int t23 = __builtin_convertvector(t22 & 1, vcc_v4_int);
            if (t23[0]) {
                t3 = vcc_insert((vcc_v4_double){0}, 0, exp(x[0]));
            } else {
                t3 = (vcc_v4_double){0};
            }
            if (t23[1]) {
                t4 = vcc_insert(t3, 1, exp(x[1]));
            } else {
                t4 = t3;
            }
            if (t23[2]) {
                t5 = vcc_insert(t4, 2, exp(x[2]));
            } else {
                t5 = t4;
            }
            if (t23[3]) {
                t6 = vcc_insert(t5, 3, exp(x[3]));
            } else {
                t6 = t5;
            }
            vcc_v4_int t34 = __builtin_convertvector(t22 & 1, vcc_v4_int);
            if (t34[0]) {
                t7 = vcc_insert((vcc_v4_double){0}, 0, cos(x[0]));
            } else {
                t7 = (vcc_v4_double){0};
            }
            if (t34[1]) {
                t8 = vcc_insert(t7, 1, cos(x[1]));
            } else {
                t8 = t7;
            }
            if (t34[2]) {
                t9 = vcc_insert(t8, 2, cos(x[2]));
            } else {
                t9 = t8;
            }
            if (t34[3]) {
                t10 = vcc_insert(t9, 3, cos(x[3]));
            } else {
                t10 = t9;
            }
            vcc_v4_double t35 = t6 * t10;
            vcc_v4_double t36 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t1 = t35 + t36;
            t2 = t22;
        }
    } else {
        t1 = (vcc_v4_double){0};
        t2 = (vcc_m4){0};
    }
    if (vcc_any(t21)) {
        if (vcc_all(t21)) {
            vcc_v4_double t38 = vcc_insert((vcc_v4_double){0}, 0, pow(x[0], k));
            vcc_v4_double t39 = vcc_insert(t38, 1, pow(x[1], k));
            vcc_v4_double t40 = vcc_insert(t39, 2, pow(x[2], k));
            vcc_v4_double t41 = vcc_insert(t40, 3, pow(x[3], k));
            vcc_v4_double t42 = vcc_insert((vcc_v4_double){0}, 0, log(x[0]));
            vcc_v4_double t43 = vcc_insert(t42, 1, log(x[1]));
            vcc_v4_double t44 = vcc_insert(t43, 2, log(x[2]));
            vcc_v4_double t45 = vcc_insert(t44, 3, log(x[3]));
            t11 = t41 + t45;
        } else {
            vcc_v4_int t37 = __builtin_convertvector(t21 & 1, vcc_v4_int);
            if (t37[0]) {
                t12 = vcc_insert((vcc_v4_double){0}, 0, pow(x[0], k));
            } else {
                t12 = (vcc_v4_double){0};
            }
            if (t37[1]) {
                t13 = vcc_insert(t12, 1, pow(x[1], k));
            } else {
                t13 = t12;
            }
            if (t37[2]) {
                t14 = vcc_insert(t13, 2, pow(x[2], k));
            } else {
                t14 = t13;
            }
            if (t37[3]) {
                t15 = vcc_insert(t14, 3, pow(x[3], k));
            } else {
                t15 = t14;
            }
            vcc_v4_int t46 = __builtin_convertvector(t21 & 1, vcc_v4_int);
            if (t46[0]) {
                t16 = vcc_insert((vcc_v4_double){0}, 0, log(x[0]));
            } else {
                t16 = (vcc_v4_double){0};
            }
            if (t46[1]) {
                t17 = vcc_insert(t16, 1, log(x[1]));
            } else {
                t17 = t16;
            }
            if (t46[2]) {
                t18 = vcc_insert(t17, 2, log(x[2]));
            } else {
                t18 = t17;
            }
            if (t46[3]) {
                t19 = vcc_insert(t18, 3, log(x[3]));
            } else {
                t19 = t18;
            }
            t11 = t15 + t19;
        }
    } else {
        t11 = (vcc_v4_double){0};
    }
    vcc_v4_double t47 = vcc_select(vcc_v4_long, __builtin_convertvector(t2, vcc_v4_long), t1, t11);
    return t47;
}
#pragma GCC diagnostic pop

/* vcc: function at math_fast.c:35 vector variant _ZGVdM4vu_bent_d of `bent_d`: VL 4, masked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdM4vu_bent_d(vcc_v4_double x, double k, vcc_v4_double mask) {
    vcc_v4_double t1;
    vcc_m4 t2;
    vcc_v4_double t3;
    vcc_v4_double t4;
    vcc_v4_double t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_m4 t20 = __builtin_convertvector(mask != (vcc_v4_double){0}, vcc_m4);
    vcc_v4_double t21 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
    vcc_m4 t22 = __builtin_convertvector(x > t21, vcc_m4);
    vcc_m4 t23 = t20 & t22;
    vcc_m4 t24 = ~t22;
    vcc_m4 t25 = t20 & t24;
    if (vcc_any(t25)) {
        if (vcc_all(t25)) {
            t2 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
            vcc_v4_double t27 = vcc_insert((vcc_v4_double){0}, 0, exp(x[0]));
            vcc_v4_double t28 = vcc_insert(t27, 1, exp(x[1]));
            vcc_v4_double t29 = vcc_insert(t28, 2, exp(x[2]));
            vcc_v4_double t30 = vcc_insert(t29, 3, exp(x[3]));
            vcc_v4_double t31 = vcc_insert((vcc_v4_double){0}, 0, cos(x[0]));
            vcc_v4_double t32 = vcc_insert(t31, 1, cos(x[1]));
            vcc_v4_double t33 = vcc_insert(t32, 2, cos(x[2]));
            vcc_v4_double t34 = vcc_insert(t33, 3, cos(x[3]));
            vcc_v4_double t35 = t30 * t34;
            vcc_v4_double t36 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t1 = t35 + t36;
        } else {
            vcc_v4_int t26 = __builtin_convertvector(t25 & 1, vcc_v4_int);
            if (t26[0]) {
                t3 = vcc_insert((vcc_v4_double){0}, 0, exp(x[0]));
            } else {
                t3 = (vcc_v4_double){0};
            }
            if (t26[1]) {
                t4 = vcc_insert(t3, 1, exp(x[1]));
            } else {
                t4 = t3;
            }
            if (t26[2]) {
                t5 = vcc_insert(t4, 2, exp(x[2]));
            } else {
                t5 = t4;
            }
            if (t26[3]) {
                t6 = vcc_insert(t5, 3, exp(x[3]));
            } else {
                t6 = t5;
            }
            vcc_v4_int t37 = __builtin_convertvector(t25 & 1, vcc_v4_int);
            if (t37[0]) {
                t7 = vcc_insert((vcc_v4_double){0}, 0, cos(x[0]));
            } else {
                t7 = (vcc_v4_double){0};
            }
            if (t37[1]) {
                t8 = vcc_insert(t7, 1, cos(x[1]));
            } else {
                t8 = t7;
            }
            if (t37[2]) {
                t9 = vcc_insert(t8, 2, cos(x[2]));
            } else {
                t9 = t8;
            }
            if (t37[3]) {
                t10 = vcc_insert(t9, 3, cos(x[3]));
            } else {
                t10 = t9;
            }
            vcc_v4_double t38 = t6 * t10;
            vcc_v4_double t39 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t1 = t38 + t39;
            t2 = t25;
        }
    } else {
        t1 = (vcc_v4_double){0};
        t2 = (vcc_m4){0};
    }
    if (vcc_any(t23)) {
        if (vcc_all(t23)) {
            vcc_v4_double t41 = vcc_insert((vcc_v4_double){0}, 0, pow(x[0], k));
            vcc_v4_double t42 = vcc_insert(t41, 1, pow(x[1], k));
            vcc_v4_double t43 = vcc_insert(t42, 2, pow(x[2], k));
            vcc_v4_double t44 = vcc_insert(t43, 3, pow(x[3], k));
            vcc_v4_double t45 = vcc_insert((vcc_v4_double){0}, 0, log(x[0]));
            vcc_v4_double t46 = vcc_insert(t45, 1, log(x[1]));
            vcc_v4_double t47 = vcc_insert(t46, 2, log(x[2]));
            vcc_v4_double t48 = vcc_insert(t47, 3, log(x[3]));
            t11 = t44 + t48;
        } else {
            vcc_v4_int t40 = __builtin_convertvector(t23 & 1, vcc_v4_int);
            if (t40[0]) {
                t12 = vcc_insert((vcc_v4_double){0}, 0, pow(x[0], k));
            } else {
                t12 = (vcc_v4_double){0};
            }
            if (t40[1]) {
                t13 = vcc_insert(t12, 1, pow(x[1], k));
            } else {
                t13 = t12;
            }
            if (t40[2]) {
                t14 = vcc_insert(t13, 2, pow(x[2], k));
            } else {
                t14 = t13;
            }
            if (t40[3]) {
                t15 = vcc_insert(t14, 3, pow(x[3], k));
            } else {
                t15 = t14;
            }
            vcc_v4_int t49 = __builtin_convertvector(t23 & 1, vcc_v4_int);
            if (t49[0]) {
                t16 = vcc_insert((vcc_v4_double){0}, 0, log(x[0]));
            } else {
                t16 = (vcc_v4_double){0};
            }
            if (t49[1]) {
                t17 = vcc_insert(t16, 1, log(x[1]));
            } else {
                t17 = t16;
            }
            if (t49[2]) {
                t18 = vcc_insert(t17, 2, log(x[2]));
            } else {
                t18 = t17;
            }
            if (t49[3]) {
                t19 = vcc_insert(t18, 3, log(x[3]));
            } else {
                t19 = t18;
            }
            t11 = t15 + t19;
        }
    } else {
        t11 = (vcc_v4_double){0};
    }
    vcc_v4_double t50 = vcc_select(vcc_v4_long, __builtin_convertvector(t2, vcc_v4_long), t1, t11);
    vcc_v4_double t51 = vcc_select(vcc_v4_long, __builtin_convertvector(t20, vcc_v4_long), t50, (vcc_v4_double){0});
    return t51;
}
#pragma GCC diagnostic pop

static float fx[1000], fy[1000];
static double dx[1000], dy[1000];

static __typeof__(fx) fx __attribute__((aligned(32)));
static __typeof__(fy) fy __attribute__((aligned(32)));
static __typeof__(dx) dx __attribute__((aligned(32)));
static __typeof__(dy) dy __attribute__((aligned(32)));
__attribute__((noinline)) void apply(int n) {
    vcc_v4_double t1;
    vcc_m4 t2;
    vcc_v4_double t3;
    vcc_v4_double t4;
    vcc_v4_double t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    vcc_m4 t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    vcc_v4_double t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    vcc_v4_double t37;
    vcc_v4_double t38;
    vcc_v4_double t39;
    vcc_m4 t40;
    vcc_v4_double t41;
    vcc_v4_double t42;
    vcc_v4_double t43;
    vcc_v4_double t44;
    vcc_v4_double t45;
    vcc_v4_double t46;
    vcc_v4_double t47;
    vcc_v4_double t48;
    vcc_v4_double t49;
    vcc_v4_double t50;
    vcc_v4_double t51;
    vcc_v4_double t52;
    vcc_v4_double t53;
    vcc_v4_double t54;
    vcc_v4_double t55;
    vcc_v4_double t56;
    vcc_v4_double t57;
    int t61;
    int i;
    int t72;
    int i_1;
    long t58 = (long)n;
    if (t58 >= 16L) {
        long t59 = t58 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:49 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t60 = &fy[i_vec_1];
            vcc_v8_float fx_v = vcc_load(vcc_v8_float, &fx[i_vec_1]);
            vcc_v8_float t84 = vcc_splat(vcc_v8_float, -0.5f);
            vcc_v8_float t85 = t84 * fx_v;
            vcc_v8_float t86 = vcc_insert((vcc_v8_float){0}, 0, expf(t85[0]));
            vcc_v8_float t87 = vcc_insert(t86, 1, expf(t85[1]));
            vcc_v8_float t88 = vcc_insert(t87, 2, expf(t85[2]));
            vcc_v8_float t89 = vcc_insert(t88, 3, expf(t85[3]));
            vcc_v8_float t90 = vcc_insert(t89, 4, expf(t85[4]));
            vcc_v8_float t91 = vcc_insert(t90, 5, expf(t85[5]));
            vcc_v8_float t92 = vcc_insert(t91, 6, expf(t85[6]));
            vcc_v8_float t93 = vcc_insert(t92, 7, expf(t85[7]));
            vcc_v8_float t94 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t95 = fx_v + t94;
            vcc_v8_float t96 = vcc_insert((vcc_v8_float){0}, 0, logf(t95[0]));
            vcc_v8_float t97 = vcc_insert(t96, 1, logf(t95[1]));
            vcc_v8_float t98 = vcc_insert(t97, 2, logf(t95[2]));
            vcc_v8_float t99 = vcc_insert(t98, 3, logf(t95[3]));
            vcc_v8_float t100 = vcc_insert(t99, 4, logf(t95[4]));
            vcc_v8_float t101 = vcc_insert(t100, 5, logf(t95[5]));
            vcc_v8_float t102 = vcc_insert(t101, 6, logf(t95[6]));
            vcc_v8_float t103 = vcc_insert(t102, 7, logf(t95[7]));
            vcc_v8_float t104 = t93 * t103;
            vcc_v8_float t105 = vcc_insert((vcc_v8_float){0}, 0, sinf(fx_v[0]));
            vcc_v8_float t106 = vcc_insert(t105, 1, sinf(fx_v[1]));
            vcc_v8_float t107 = vcc_insert(t106, 2, sinf(fx_v[2]));
            vcc_v8_float t108 = vcc_insert(t107, 3, sinf(fx_v[3]));
            vcc_v8_float t109 = vcc_insert(t108, 4, sinf(fx_v[4]));
            vcc_v8_float t110 = vcc_insert(t109, 5, sinf(fx_v[5]));
            vcc_v8_float t111 = vcc_insert(t110, 6, sinf(fx_v[6]));
            vcc_v8_float t112 = vcc_insert(t111, 7, sinf(fx_v[7]));
            vcc_v8_float t113 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t114 = t112 * t113;
            vcc_v8_float t115 = t104 + t114;
            vcc_v8_float t116 = vcc_insert((vcc_v8_float){0}, 0, cosf(fx_v[0]));
            vcc_v8_float t117 = vcc_insert(t116, 1, cosf(fx_v[1]));
            vcc_v8_float t118 = vcc_insert(t117, 2, cosf(fx_v[2]));
            vcc_v8_float t119 = vcc_insert(t118, 3, cosf(fx_v[3]));
            vcc_v8_float t120 = vcc_insert(t119, 4, cosf(fx_v[4]));
            vcc_v8_float t121 = vcc_insert(t120, 5, cosf(fx_v[5]));
            vcc_v8_float t122 = vcc_insert(t121, 6, cosf(fx_v[6]));
            vcc_v8_float t123 = vcc_insert(t122, 7, cosf(fx_v[7]));
            vcc_v8_float t124 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t125 = t123 * t124;
            vcc_v8_float t126 = t115 + t125;
            vcc_v8_float t80 = _ZGVdN8vu_bent(fx_v, 1.5f);
            vcc_v8_float t81 = t126 + t80;
            vcc_store(t60, t81);
            long t82 = i_vec_1 + 8L;
            float *t83 = &fy[t82];
            vcc_v8_float fx_v_2 = vcc_load(vcc_v8_float, &fx[t82]);
            vcc_v8_float t228 = vcc_splat(vcc_v8_float, -0.5f);
            vcc_v8_float t229 = t228 * fx_v_2;
            vcc_v8_float t230 = vcc_insert((vcc_v8_float){0}, 0, expf(t229[0]));
            vcc_v8_float t231 = vcc_insert(t230, 1, expf(t229[1]));
            vcc_v8_float t232 = vcc_insert(t231, 2, expf(t229[2]));
            vcc_v8_float t233 = vcc_insert(t232, 3, expf(t229[3]));
            vcc_v8_float t234 = vcc_insert(t233, 4, expf(t229[4]));
            vcc_v8_float t235 = vcc_insert(t234, 5, expf(t229[5]));
            vcc_v8_float t236 = vcc_insert(t235, 6, expf(t229[6]));
            vcc_v8_float t237 = vcc_insert(t236, 7, expf(t229[7]));
            vcc_v8_float t238 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t239 = fx_v_2 + t238;
            vcc_v8_float t240 = vcc_insert((vcc_v8_float){0}, 0, logf(t239[0]));
            vcc_v8_float t241 = vcc_insert(t240, 1, logf(t239[1]));
            vcc_v8_float t242 = vcc_insert(t241, 2, logf(t239[2]));
            vcc_v8_float t243 = vcc_insert(t242, 3, logf(t239[3]));
            vcc_v8_float t244 = vcc_insert(t243, 4, logf(t239[4]));
            vcc_v8_float t245 = vcc_insert(t244, 5, logf(t239[5]));
            vcc_v8_float t246 = vcc_insert(t245, 6, logf(t239[6]));
            vcc_v8_float t247 = vcc_insert(t246, 7, logf(t239[7]));
            vcc_v8_float t248 = t237 * t247;
            vcc_v8_float t249 = vcc_insert((vcc_v8_float){0}, 0, sinf(fx_v_2[0]));
            vcc_v8_float t250 = vcc_insert(t249, 1, sinf(fx_v_2[1]));
            vcc_v8_float t251 = vcc_insert(t250, 2, sinf(fx_v_2[2]));
            vcc_v8_float t252 = vcc_insert(t251, 3, sinf(fx_v_2[3]));
            vcc_v8_float t253 = vcc_insert(t252, 4, sinf(fx_v_2[4]));
            vcc_v8_float t254 = vcc_insert(t253, 5, sinf(fx_v_2[5]));
            vcc_v8_float t255 = vcc_insert(t254, 6, sinf(fx_v_2[6]));
            vcc_v8_float t256 = vcc_insert(t255, 7, sinf(fx_v_2[7]));
            vcc_v8_float t257 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t258 = t256 * t257;
            vcc_v8_float t259 = t248 + t258;
            vcc_v8_float t260 = vcc_insert((vcc_v8_float){0}, 0, cosf(fx_v_2[0]));
            vcc_v8_float t261 = vcc_insert(t260, 1, cosf(fx_v_2[1]));
            vcc_v8_float t262 = vcc_insert(t261, 2, cosf(fx_v_2[2]));
            vcc_v8_float t263 = vcc_insert(t262, 3, cosf(fx_v_2[3]));
            vcc_v8_float t264 = vcc_insert(t263, 4, cosf(fx_v_2[4]));
            vcc_v8_float t265 = vcc_insert(t264, 5, cosf(fx_v_2[5]));
            vcc_v8_float t266 = vcc_insert(t265, 6, cosf(fx_v_2[6]));
            vcc_v8_float t267 = vcc_insert(t266, 7, cosf(fx_v_2[7]));
            vcc_v8_float t268 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t269 = t267 * t268;
            vcc_v8_float t270 = t259 + t269;
            vcc_v8_float t226 = _ZGVdN8vu_bent(fx_v_2, 1.5f);
            vcc_v8_float t227 = t270 + t226;
            vcc_store(t83, t227);
            i_vec_1 += 16L;
            if (i_vec_1 >= t59) {
                t61 = (int)t59;
                break;
            }
        }
    } else {
        t61 = 0;
    }
    long t62 = (long)n + (long)t61 * -1L;
    if (t62 >= 8L) {
        long t63 = t62 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t64 = (long)t61 + i_vec;
            float *t65 = &fy[t64];
            vcc_v8_float fx_v_1 = vcc_load(vcc_v8_float, &fx[t64]);
            vcc_v8_float t129 = vcc_splat(vcc_v8_float, -0.5f);
            vcc_v8_float t130 = t129 * fx_v_1;
            vcc_v8_float t131 = vcc_insert((vcc_v8_float){0}, 0, expf(t130[0]));
            vcc_v8_float t132 = vcc_insert(t131, 1, expf(t130[1]));
            vcc_v8_float t133 = vcc_insert(t132, 2, expf(t130[2]));
            vcc_v8_float t134 = vcc_insert(t133, 3, expf(t130[3]));
            vcc_v8_float t135 = vcc_insert(t134, 4, expf(t130[4]));
            vcc_v8_float t136 = vcc_insert(t135, 5, expf(t130[5]));
            vcc_v8_float t137 = vcc_insert(t136, 6, expf(t130[6]));
            vcc_v8_float t138 = vcc_insert(t137, 7, expf(t130[7]));
            vcc_v8_float t139 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t140 = fx_v_1 + t139;
            vcc_v8_float t141 = vcc_insert((vcc_v8_float){0}, 0, logf(t140[0]));
            vcc_v8_float t142 = vcc_insert(t141, 1, logf(t140[1]));
            vcc_v8_float t143 = vcc_insert(t142, 2, logf(t140[2]));
            vcc_v8_float t144 = vcc_insert(t143, 3, logf(t140[3]));
            vcc_v8_float t145 = vcc_insert(t144, 4, logf(t140[4]));
            vcc_v8_float t146 = vcc_insert(t145, 5, logf(t140[5]));
            vcc_v8_float t147 = vcc_insert(t146, 6, logf(t140[6]));
            vcc_v8_float t148 = vcc_insert(t147, 7, logf(t140[7]));
            vcc_v8_float t149 = t138 * t148;
            vcc_v8_float t150 = vcc_insert((vcc_v8_float){0}, 0, sinf(fx_v_1[0]));
            vcc_v8_float t151 = vcc_insert(t150, 1, sinf(fx_v_1[1]));
            vcc_v8_float t152 = vcc_insert(t151, 2, sinf(fx_v_1[2]));
            vcc_v8_float t153 = vcc_insert(t152, 3, sinf(fx_v_1[3]));
            vcc_v8_float t154 = vcc_insert(t153, 4, sinf(fx_v_1[4]));
            vcc_v8_float t155 = vcc_insert(t154, 5, sinf(fx_v_1[5]));
            vcc_v8_float t156 = vcc_insert(t155, 6, sinf(fx_v_1[6]));
            vcc_v8_float t157 = vcc_insert(t156, 7, sinf(fx_v_1[7]));
            vcc_v8_float t158 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t159 = t157 * t158;
            vcc_v8_float t160 = t149 + t159;
            vcc_v8_float t161 = vcc_insert((vcc_v8_float){0}, 0, cosf(fx_v_1[0]));
            vcc_v8_float t162 = vcc_insert(t161, 1, cosf(fx_v_1[1]));
            vcc_v8_float t163 = vcc_insert(t162, 2, cosf(fx_v_1[2]));
            vcc_v8_float t164 = vcc_insert(t163, 3, cosf(fx_v_1[3]));
            vcc_v8_float t165 = vcc_insert(t164, 4, cosf(fx_v_1[4]));
            vcc_v8_float t166 = vcc_insert(t165, 5, cosf(fx_v_1[5]));
            vcc_v8_float t167 = vcc_insert(t166, 6, cosf(fx_v_1[6]));
            vcc_v8_float t168 = vcc_insert(t167, 7, cosf(fx_v_1[7]));
            vcc_v8_float t169 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t170 = t168 * t169;
            vcc_v8_float t171 = t160 + t170;
            vcc_v8_float t127 = _ZGVdN8vu_bent(fx_v_1, 1.5f);
            vcc_v8_float t128 = t171 + t127;
            vcc_store(t65, t128);
            i_vec += 8L;
            if (i_vec >= t63) {
                i = (int)((long)t61 + t63);
                break;
            }
        }
    } else {
        i = t61;
    }
    for (; i < n; i++) {
        long t66 = (long)i;
        float t67 = fx[t66];
        float t68 = smooth(t67);
        fy[t66] = t68 + bent(t67, 1.5f);
    }
    long t69 = (long)n;
    if (t69 >= 8L) {
        long t70 = t69 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            double *t71 = &dy[i_vec_3];
            vcc_v4_double dx_v = vcc_load(vcc_v4_double, &dx[i_vec_3]);
            vcc_v4_double t172 = vcc_splat(vcc_v4_double, -0.5);
            vcc_v4_double t173 = t172 * dx_v;
            vcc_v4_double t174 = vcc_insert((vcc_v4_double){0}, 0, exp(t173[0]));
            vcc_v4_double t175 = vcc_insert(t174, 1, exp(t173[1]));
            vcc_v4_double t176 = vcc_insert(t175, 2, exp(t173[2]));
            vcc_v4_double t177 = vcc_insert(t176, 3, exp(t173[3]));
            vcc_v4_double t178 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t179 = dx_v + t178;
            vcc_v4_double t180 = vcc_insert((vcc_v4_double){0}, 0, log(t179[0]));
            vcc_v4_double t181 = vcc_insert(t180, 1, log(t179[1]));
            vcc_v4_double t182 = vcc_insert(t181, 2, log(t179[2]));
            vcc_v4_double t183 = vcc_insert(t182, 3, log(t179[3]));
            vcc_v4_double t184 = t177 * t183;
            vcc_v4_double t185 = vcc_insert((vcc_v4_double){0}, 0, sin(dx_v[0]));
            vcc_v4_double t186 = vcc_insert(t185, 1, sin(dx_v[1]));
            vcc_v4_double t187 = vcc_insert(t186, 2, sin(dx_v[2]));
            vcc_v4_double t188 = vcc_insert(t187, 3, sin(dx_v[3]));
            vcc_v4_double t189 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t190 = t188 * t189;
            vcc_v4_double t191 = t184 + t190;
            vcc_v4_double t192 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v[0]));
            vcc_v4_double t193 = vcc_insert(t192, 1, cos(dx_v[1]));
            vcc_v4_double t194 = vcc_insert(t193, 2, cos(dx_v[2]));
            vcc_v4_double t195 = vcc_insert(t194, 3, cos(dx_v[3]));
            vcc_v4_double t196 = (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t197 = t195 * t196;
            vcc_v4_double t198 = t191 + t197;
            vcc_v4_double t274 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_m4 t275 = __builtin_convertvector(dx_v > t274, vcc_m4);
            vcc_m4 t276 = ~t275;
            if (vcc_any(t276)) {
                if (vcc_all(t276)) {
                    t2 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
                    vcc_v4_double t278 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v[0]));
                    vcc_v4_double t279 = vcc_insert(t278, 1, exp(dx_v[1]));
                    vcc_v4_double t280 = vcc_insert(t279, 2, exp(dx_v[2]));
                    vcc_v4_double t281 = vcc_insert(t280, 3, exp(dx_v[3]));
                    vcc_v4_double t282 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v[0]));
                    vcc_v4_double t283 = vcc_insert(t282, 1, cos(dx_v[1]));
                    vcc_v4_double t284 = vcc_insert(t283, 2, cos(dx_v[2]));
                    vcc_v4_double t285 = vcc_insert(t284, 3, cos(dx_v[3]));
                    vcc_v4_double t286 = t281 * t285;
                    vcc_v4_double t287 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t1 = t286 + t287;
                } else {
                    vcc_v4_int t277 = __builtin_convertvector(t276 & 1, vcc_v4_int);
                    if (t277[0]) {
                        t3 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v[0]));
                    } else {
                        t3 = (vcc_v4_double){0};
                    }
                    if (t277[1]) {
                        t4 = vcc_insert(t3, 1, exp(dx_v[1]));
                    } else {
                        t4 = t3;
                    }
                    if (t277[2]) {
                        t5 = vcc_insert(t4, 2, exp(dx_v[2]));
                    } else {
                        t5 = t4;
                    }
                    if (t277[3]) {
                        t6 = vcc_insert(t5, 3, exp(dx_v[3]));
                    } else {
                        t6 = t5;
                    }
                    vcc_v4_int t288 = __builtin_convertvector(t276 & 1, vcc_v4_int);
                    if (t288[0]) {
                        t7 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v[0]));
                    } else {
                        t7 = (vcc_v4_double){0};
                    }
                    if (t288[1]) {
                        t8 = vcc_insert(t7, 1, cos(dx_v[1]));
                    } else {
                        t8 = t7;
                    }
                    if (t288[2]) {
                        t9 = vcc_insert(t8, 2, cos(dx_v[2]));
                    } else {
                        t9 = t8;
                    }
                    if (t288[3]) {
                        t10 = vcc_insert(t9, 3, cos(dx_v[3]));
                    } else {
                        t10 = t9;
                    }
                    vcc_v4_double t289 = t6 * t10;
                    vcc_v4_double t290 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t1 = t289 + t290;
                    t2 = t276;
                }
            } else {
                t1 = (vcc_v4_double){0};
                t2 = (vcc_m4){0};
            }
            if (vcc_any(t275)) {
                if (vcc_all(t275)) {
                    vcc_v4_double t292 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v[0], 2.5));
                    vcc_v4_double t293 = vcc_insert(t292, 1, pow(dx_v[1], 2.5));
                    vcc_v4_double t294 = vcc_insert(t293, 2, pow(dx_v[2], 2.5));
                    vcc_v4_double t295 = vcc_insert(t294, 3, pow(dx_v[3], 2.5));
                    vcc_v4_double t296 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v[0]));
                    vcc_v4_double t297 = vcc_insert(t296, 1, log(dx_v[1]));
                    vcc_v4_double t298 = vcc_insert(t297, 2, log(dx_v[2]));
                    vcc_v4_double t299 = vcc_insert(t298, 3, log(dx_v[3]));
                    t11 = t295 + t299;
                } else {
                    vcc_v4_int t291 = __builtin_convertvector(t275 & 1, vcc_v4_int);
                    if (t291[0]) {
                        t12 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v[0], 2.5));
                    } else {
                        t12 = (vcc_v4_double){0};
                    }
                    if (t291[1]) {
                        t13 = vcc_insert(t12, 1, pow(dx_v[1], 2.5));
                    } else {
                        t13 = t12;
                    }
                    if (t291[2]) {
                        t14 = vcc_insert(t13, 2, pow(dx_v[2], 2.5));
                    } else {
                        t14 = t13;
                    }
                    if (t291[3]) {
                        t15 = vcc_insert(t14, 3, pow(dx_v[3], 2.5));
                    } else {
                        t15 = t14;
                    }
                    vcc_v4_int t300 = __builtin_convertvector(t275 & 1, vcc_v4_int);
                    if (t300[0]) {
                        t16 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v[0]));
                    } else {
                        t16 = (vcc_v4_double){0};
                    }
                    if (t300[1]) {
                        t17 = vcc_insert(t16, 1, log(dx_v[1]));
                    } else {
                        t17 = t16;
                    }
                    if (t300[2]) {
                        t18 = vcc_insert(t17, 2, log(dx_v[2]));
                    } else {
                        t18 = t17;
                    }
                    if (t300[3]) {
                        t19 = vcc_insert(t18, 3, log(dx_v[3]));
                    } else {
                        t19 = t18;
                    }
                    t11 = t15 + t19;
                }
            } else {
                t11 = (vcc_v4_double){0};
            }
            vcc_v4_double t301 = vcc_select(vcc_v4_long, __builtin_convertvector(t2, vcc_v4_long), t1, t11);
            vcc_v4_double t271 = t198 + t301;
            vcc_store(t71, t271);
            long t272 = i_vec_3 + 4L;
            double *t273 = &dy[t272];
            vcc_v4_double dx_v_2 = vcc_load(vcc_v4_double, &dx[t272]);
            vcc_v4_double t331 = vcc_splat(vcc_v4_double, -0.5);
            vcc_v4_double t332 = t331 * dx_v_2;
            vcc_v4_double t333 = vcc_insert((vcc_v4_double){0}, 0, exp(t332[0]));
            vcc_v4_double t334 = vcc_insert(t333, 1, exp(t332[1]));
            vcc_v4_double t335 = vcc_insert(t334, 2, exp(t332[2]));
            vcc_v4_double t336 = vcc_insert(t335, 3, exp(t332[3]));
            vcc_v4_double t337 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t338 = dx_v_2 + t337;
            vcc_v4_double t339 = vcc_insert((vcc_v4_double){0}, 0, log(t338[0]));
            vcc_v4_double t340 = vcc_insert(t339, 1, log(t338[1]));
            vcc_v4_double t341 = vcc_insert(t340, 2, log(t338[2]));
            vcc_v4_double t342 = vcc_insert(t341, 3, log(t338[3]));
            vcc_v4_double t343 = t336 * t342;
            vcc_v4_double t344 = vcc_insert((vcc_v4_double){0}, 0, sin(dx_v_2[0]));
            vcc_v4_double t345 = vcc_insert(t344, 1, sin(dx_v_2[1]));
            vcc_v4_double t346 = vcc_insert(t345, 2, sin(dx_v_2[2]));
            vcc_v4_double t347 = vcc_insert(t346, 3, sin(dx_v_2[3]));
            vcc_v4_double t348 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t349 = t347 * t348;
            vcc_v4_double t350 = t343 + t349;
            vcc_v4_double t351 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_2[0]));
            vcc_v4_double t352 = vcc_insert(t351, 1, cos(dx_v_2[1]));
            vcc_v4_double t353 = vcc_insert(t352, 2, cos(dx_v_2[2]));
            vcc_v4_double t354 = vcc_insert(t353, 3, cos(dx_v_2[3]));
            vcc_v4_double t355 = (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t356 = t354 * t355;
            vcc_v4_double t357 = t350 + t356;
            vcc_v4_double t359 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_m4 t360 = __builtin_convertvector(dx_v_2 > t359, vcc_m4);
            vcc_m4 t361 = ~t360;
            if (vcc_any(t361)) {
                if (vcc_all(t361)) {
                    t40 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
                    vcc_v4_double t363 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v_2[0]));
                    vcc_v4_double t364 = vcc_insert(t363, 1, exp(dx_v_2[1]));
                    vcc_v4_double t365 = vcc_insert(t364, 2, exp(dx_v_2[2]));
                    vcc_v4_double t366 = vcc_insert(t365, 3, exp(dx_v_2[3]));
                    vcc_v4_double t367 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_2[0]));
                    vcc_v4_double t368 = vcc_insert(t367, 1, cos(dx_v_2[1]));
                    vcc_v4_double t369 = vcc_insert(t368, 2, cos(dx_v_2[2]));
                    vcc_v4_double t370 = vcc_insert(t369, 3, cos(dx_v_2[3]));
                    vcc_v4_double t371 = t366 * t370;
                    vcc_v4_double t372 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t39 = t371 + t372;
                } else {
                    vcc_v4_int t362 = __builtin_convertvector(t361 & 1, vcc_v4_int);
                    if (t362[0]) {
                        t41 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v_2[0]));
                    } else {
                        t41 = (vcc_v4_double){0};
                    }
                    if (t362[1]) {
                        t42 = vcc_insert(t41, 1, exp(dx_v_2[1]));
                    } else {
                        t42 = t41;
                    }
                    if (t362[2]) {
                        t43 = vcc_insert(t42, 2, exp(dx_v_2[2]));
                    } else {
                        t43 = t42;
                    }
                    if (t362[3]) {
                        t44 = vcc_insert(t43, 3, exp(dx_v_2[3]));
                    } else {
                        t44 = t43;
                    }
                    vcc_v4_int t373 = __builtin_convertvector(t361 & 1, vcc_v4_int);
                    if (t373[0]) {
                        t45 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_2[0]));
                    } else {
                        t45 = (vcc_v4_double){0};
                    }
                    if (t373[1]) {
                        t46 = vcc_insert(t45, 1, cos(dx_v_2[1]));
                    } else {
                        t46 = t45;
                    }
                    if (t373[2]) {
                        t47 = vcc_insert(t46, 2, cos(dx_v_2[2]));
                    } else {
                        t47 = t46;
                    }
                    if (t373[3]) {
                        t48 = vcc_insert(t47, 3, cos(dx_v_2[3]));
                    } else {
                        t48 = t47;
                    }
                    vcc_v4_double t374 = t44 * t48;
                    vcc_v4_double t375 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t39 = t374 + t375;
                    t40 = t361;
                }
            } else {
                t39 = (vcc_v4_double){0};
                t40 = (vcc_m4){0};
            }
            if (vcc_any(t360)) {
                if (vcc_all(t360)) {
                    vcc_v4_double t377 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v_2[0], 2.5));
                    vcc_v4_double t378 = vcc_insert(t377, 1, pow(dx_v_2[1], 2.5));
                    vcc_v4_double t379 = vcc_insert(t378, 2, pow(dx_v_2[2], 2.5));
                    vcc_v4_double t380 = vcc_insert(t379, 3, pow(dx_v_2[3], 2.5));
                    vcc_v4_double t381 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v_2[0]));
                    vcc_v4_double t382 = vcc_insert(t381, 1, log(dx_v_2[1]));
                    vcc_v4_double t383 = vcc_insert(t382, 2, log(dx_v_2[2]));
                    vcc_v4_double t384 = vcc_insert(t383, 3, log(dx_v_2[3]));
                    t49 = t380 + t384;
                } else {
                    vcc_v4_int t376 = __builtin_convertvector(t360 & 1, vcc_v4_int);
                    if (t376[0]) {
                        t50 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v_2[0], 2.5));
                    } else {
                        t50 = (vcc_v4_double){0};
                    }
                    if (t376[1]) {
                        t51 = vcc_insert(t50, 1, pow(dx_v_2[1], 2.5));
                    } else {
                        t51 = t50;
                    }
                    if (t376[2]) {
                        t52 = vcc_insert(t51, 2, pow(dx_v_2[2], 2.5));
                    } else {
                        t52 = t51;
                    }
                    if (t376[3]) {
                        t53 = vcc_insert(t52, 3, pow(dx_v_2[3], 2.5));
                    } else {
                        t53 = t52;
                    }
                    vcc_v4_int t385 = __builtin_convertvector(t360 & 1, vcc_v4_int);
                    if (t385[0]) {
                        t54 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v_2[0]));
                    } else {
                        t54 = (vcc_v4_double){0};
                    }
                    if (t385[1]) {
                        t55 = vcc_insert(t54, 1, log(dx_v_2[1]));
                    } else {
                        t55 = t54;
                    }
                    if (t385[2]) {
                        t56 = vcc_insert(t55, 2, log(dx_v_2[2]));
                    } else {
                        t56 = t55;
                    }
                    if (t385[3]) {
                        t57 = vcc_insert(t56, 3, log(dx_v_2[3]));
                    } else {
                        t57 = t56;
                    }
                    t49 = t53 + t57;
                }
            } else {
                t49 = (vcc_v4_double){0};
            }
            vcc_v4_double t386 = vcc_select(vcc_v4_long, __builtin_convertvector(t40, vcc_v4_long), t39, t49);
            vcc_v4_double t358 = t357 + t386;
            vcc_store(t273, t358);
            i_vec_3 += 8L;
            if (i_vec_3 >= t70) {
                t72 = (int)t70;
                break;
            }
        }
    } else {
        t72 = 0;
    }
    long t73 = (long)n + (long)t72 * -1L;
    if (t73 >= 4L) {
        long t74 = t73 & -4L;
        long i_vec_2 = 0L;
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t75 = (long)t72 + i_vec_2;
            double *t76 = &dy[t75];
            vcc_v4_double dx_v_1 = vcc_load(vcc_v4_double, &dx[t75]);
            vcc_v4_double t199 = vcc_splat(vcc_v4_double, -0.5);
            vcc_v4_double t200 = t199 * dx_v_1;
            vcc_v4_double t201 = vcc_insert((vcc_v4_double){0}, 0, exp(t200[0]));
            vcc_v4_double t202 = vcc_insert(t201, 1, exp(t200[1]));
            vcc_v4_double t203 = vcc_insert(t202, 2, exp(t200[2]));
            vcc_v4_double t204 = vcc_insert(t203, 3, exp(t200[3]));
            vcc_v4_double t205 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t206 = dx_v_1 + t205;
            vcc_v4_double t207 = vcc_insert((vcc_v4_double){0}, 0, log(t206[0]));
            vcc_v4_double t208 = vcc_insert(t207, 1, log(t206[1]));
            vcc_v4_double t209 = vcc_insert(t208, 2, log(t206[2]));
            vcc_v4_double t210 = vcc_insert(t209, 3, log(t206[3]));
            vcc_v4_double t211 = t204 * t210;
            vcc_v4_double t212 = vcc_insert((vcc_v4_double){0}, 0, sin(dx_v_1[0]));
            vcc_v4_double t213 = vcc_insert(t212, 1, sin(dx_v_1[1]));
            vcc_v4_double t214 = vcc_insert(t213, 2, sin(dx_v_1[2]));
            vcc_v4_double t215 = vcc_insert(t214, 3, sin(dx_v_1[3]));
            vcc_v4_double t216 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t217 = t215 * t216;
            vcc_v4_double t218 = t211 + t217;
            vcc_v4_double t219 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_1[0]));
            vcc_v4_double t220 = vcc_insert(t219, 1, cos(dx_v_1[1]));
            vcc_v4_double t221 = vcc_insert(t220, 2, cos(dx_v_1[2]));
            vcc_v4_double t222 = vcc_insert(t221, 3, cos(dx_v_1[3]));
            vcc_v4_double t223 = (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t224 = t222 * t223;
            vcc_v4_double t225 = t218 + t224;
            vcc_v4_double t303 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_m4 t304 = __builtin_convertvector(dx_v_1 > t303, vcc_m4);
            vcc_m4 t305 = ~t304;
            if (vcc_any(t305)) {
                if (vcc_all(t305)) {
                    t21 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
                    vcc_v4_double t307 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v_1[0]));
                    vcc_v4_double t308 = vcc_insert(t307, 1, exp(dx_v_1[1]));
                    vcc_v4_double t309 = vcc_insert(t308, 2, exp(dx_v_1[2]));
                    vcc_v4_double t310 = vcc_insert(t309, 3, exp(dx_v_1[3]));
                    vcc_v4_double t311 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_1[0]));
                    vcc_v4_double t312 = vcc_insert(t311, 1, cos(dx_v_1[1]));
                    vcc_v4_double t313 = vcc_insert(t312, 2, cos(dx_v_1[2]));
                    vcc_v4_double t314 = vcc_insert(t313, 3, cos(dx_v_1[3]));
                    vcc_v4_double t315 = t310 * t314;
                    vcc_v4_double t316 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t20 = t315 + t316;
                } else {
                    vcc_v4_int t306 = __builtin_convertvector(t305 & 1, vcc_v4_int);
                    if (t306[0]) {
                        t22 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v_1[0]));
                    } else {
                        t22 = (vcc_v4_double){0};
                    }
                    if (t306[1]) {
                        t23 = vcc_insert(t22, 1, exp(dx_v_1[1]));
                    } else {
                        t23 = t22;
                    }
                    if (t306[2]) {
                        t24 = vcc_insert(t23, 2, exp(dx_v_1[2]));
                    } else {
                        t24 = t23;
                    }
                    if (t306[3]) {
                        t25 = vcc_insert(t24, 3, exp(dx_v_1[3]));
                    } else {
                        t25 = t24;
                    }
                    vcc_v4_int t317 = __builtin_convertvector(t305 & 1, vcc_v4_int);
                    if (t317[0]) {
                        t26 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_1[0]));
                    } else {
                        t26 = (vcc_v4_double){0};
                    }
                    if (t317[1]) {
                        t27 = vcc_insert(t26, 1, cos(dx_v_1[1]));
                    } else {
                        t27 = t26;
                    }
                    if (t317[2]) {
                        t28 = vcc_insert(t27, 2, cos(dx_v_1[2]));
                    } else {
                        t28 = t27;
                    }
                    if (t317[3]) {
                        t29 = vcc_insert(t28, 3, cos(dx_v_1[3]));
                    } else {
                        t29 = t28;
                    }
                    vcc_v4_double t318 = t25 * t29;
                    vcc_v4_double t319 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t20 = t318 + t319;
                    t21 = t305;
                }
            } else {
                t20 = (vcc_v4_double){0};
                t21 = (vcc_m4){0};
            }
            if (vcc_any(t304)) {
                if (vcc_all(t304)) {
                    vcc_v4_double t321 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v_1[0], 2.5));
                    vcc_v4_double t322 = vcc_insert(t321, 1, pow(dx_v_1[1], 2.5));
                    vcc_v4_double t323 = vcc_insert(t322, 2, pow(dx_v_1[2], 2.5));
                    vcc_v4_double t324 = vcc_insert(t323, 3, pow(dx_v_1[3], 2.5));
                    vcc_v4_double t325 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v_1[0]));
                    vcc_v4_double t326 = vcc_insert(t325, 1, log(dx_v_1[1]));
                    vcc_v4_double t327 = vcc_insert(t326, 2, log(dx_v_1[2]));
                    vcc_v4_double t328 = vcc_insert(t327, 3, log(dx_v_1[3]));
                    t30 = t324 + t328;
                } else {
                    vcc_v4_int t320 = __builtin_convertvector(t304 & 1, vcc_v4_int);
                    if (t320[0]) {
                        t31 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v_1[0], 2.5));
                    } else {
                        t31 = (vcc_v4_double){0};
                    }
                    if (t320[1]) {
                        t32 = vcc_insert(t31, 1, pow(dx_v_1[1], 2.5));
                    } else {
                        t32 = t31;
                    }
                    if (t320[2]) {
                        t33 = vcc_insert(t32, 2, pow(dx_v_1[2], 2.5));
                    } else {
                        t33 = t32;
                    }
                    if (t320[3]) {
                        t34 = vcc_insert(t33, 3, pow(dx_v_1[3], 2.5));
                    } else {
                        t34 = t33;
                    }
                    vcc_v4_int t329 = __builtin_convertvector(t304 & 1, vcc_v4_int);
                    if (t329[0]) {
                        t35 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v_1[0]));
                    } else {
                        t35 = (vcc_v4_double){0};
                    }
                    if (t329[1]) {
                        t36 = vcc_insert(t35, 1, log(dx_v_1[1]));
                    } else {
                        t36 = t35;
                    }
                    if (t329[2]) {
                        t37 = vcc_insert(t36, 2, log(dx_v_1[2]));
                    } else {
                        t37 = t36;
                    }
                    if (t329[3]) {
                        t38 = vcc_insert(t37, 3, log(dx_v_1[3]));
                    } else {
                        t38 = t37;
                    }
                    t30 = t34 + t38;
                }
            } else {
                t30 = (vcc_v4_double){0};
            }
            vcc_v4_double t330 = vcc_select(vcc_v4_long, __builtin_convertvector(t21, vcc_v4_long), t20, t30);
            vcc_v4_double t302 = t225 + t330;
            vcc_store(t76, t302);
            i_vec_2 += 4L;
            if (i_vec_2 >= t74) {
                i_1 = (int)((long)t72 + t74);
                break;
            }
        }
    } else {
        i_1 = t72;
    }
    for (; i_1 < n; i_1++) {
        long t77 = (long)i_1;
        double t78 = dx[t77];
        double t79 = smooth_d(t78);
        dy[t77] = t79 + bent_d(t78, 2.5);
    }
}

v8f _ZGVdN8v_smooth(v8f);
v8f _ZGVdN8vu_bent(v8f, float);
v8f _ZGVdM8vu_bent(v8f, float, v8f);
v4d _ZGVdN4v_smooth_d(v4d);
v4d _ZGVdM4vu_bent_d(v4d, double, v4d);

int main(void) {
    float x[8] = {0.5f, 3, 9, 1.5f, 0.25f, 16, 2.25f, 7};
    float m[8] = {1, 1, 0, 1, 0, 1, 1, 0};
    /* The inactive lanes hold what no active lane may compute on. */
    float junk[8] = {0.5f, 3, NAN, 1.5f, -INFINITY, 16, 2.25f, 1e30f};
    float a[8], b[8], c[8];
    for (int k = 0; k < 8; k++)
        printf("%.7g %.7g ", smooth(x[k]), bent(x[k], 1.5f));
    printf("\n");
    FROM_VEC(a, _ZGVdN8v_smooth(TO_VEC(v8f, x)));
    FROM_VEC(b, _ZGVdN8vu_bent(TO_VEC(v8f, x), 1.5f));
    FROM_VEC(c, _ZGVdM8vu_bent(TO_VEC(v8f, junk), 1.5f, TO_VEC(v8f, m)));
    for (int k = 0; k < 8; k++) {
        printf("%.7g %.7g", a[k], b[k]);
        if (m[k] != 0)
            printf(" %.7g", c[k]);
        printf(" ");
    }
    printf("\n");
    double dxs[4] = {0.5, 3, 0.75, 12}, dm[4] = {1, 0, 1, 0}, djunk[4] = {0.5, NAN, 0.75, 1e300};
    double da[4], db[4];
    for (int k = 0; k < 4; k++)
        printf("%.15g %.15g ", smooth_d(dxs[k]), bent_d(dxs[k], 2.5));
    printf("\n");
    FROM_VEC(da, _ZGVdN4v_smooth_d(TO_VEC(v4d, dxs)));
    FROM_VEC(db, _ZGVdM4vu_bent_d(TO_VEC(v4d, djunk), 2.5, TO_VEC(v4d, dm)));
    for (int k = 0; k < 4; k++) {
        printf("%.15g", da[k]);
        if (dm[k] != 0)
            printf(" %.15g", db[k]);
        printf(" ");
    }
    printf("\n");
    for (int i = 0; i < 1000; i++) {
        fx[i] = 0.01f * (float)i + 0.125f;
        dx[i] = 0.02 * (double)i + 0.0625;
    }
    apply(1000);
    float fs = 0;
    double ds = 0;
    for (int i = 0; i < 1000; i++) {
        fs += fy[i];
        ds += dy[i];
    }
    printf("%.6g %.12g %.7g %.15g\n", fs, ds, fy[777], dy[999]);
    return 0;
}
