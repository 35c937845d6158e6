/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
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
    vcc_v4_double t3;
    vcc_m4 t4;
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
    vcc_v4_double t21;
    vcc_v4_double t23;
    vcc_m4 t24;
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
    vcc_v4_double t40;
    vcc_v4_double t41;
    vcc_v4_double t43;
    vcc_m4 t44;
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
    vcc_v4_double t58;
    vcc_v4_double t59;
    vcc_v4_double t60;
    vcc_v4_double t61;
    int t68;
    int i;
    int t83;
    int i_1;
    long t62 = (long)n;
    if (t62 >= 16L) {
        long t63 = t62 & -16L;
        long t2 = 0L;
        for (;;) {
            long t64 = t2 + 8L;
            long t65 = (long)(int)t2;
            float *t66 = &fy[t65];
            vcc_v8_float t67 = vcc_load(vcc_v8_float, &fx[t65]);
            vcc_v8_float t97 = vcc_splat(vcc_v8_float, -0.5f);
            vcc_v8_float t98 = t97 * t67;
            vcc_v8_float t99 = vcc_insert((vcc_v8_float){0}, 0, expf(t98[0]));
            vcc_v8_float t100 = vcc_insert(t99, 1, expf(t98[1]));
            vcc_v8_float t101 = vcc_insert(t100, 2, expf(t98[2]));
            vcc_v8_float t102 = vcc_insert(t101, 3, expf(t98[3]));
            vcc_v8_float t103 = vcc_insert(t102, 4, expf(t98[4]));
            vcc_v8_float t104 = vcc_insert(t103, 5, expf(t98[5]));
            vcc_v8_float t105 = vcc_insert(t104, 6, expf(t98[6]));
            vcc_v8_float t106 = vcc_insert(t105, 7, expf(t98[7]));
            vcc_v8_float t107 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t108 = t67 + t107;
            vcc_v8_float t109 = vcc_insert((vcc_v8_float){0}, 0, logf(t108[0]));
            vcc_v8_float t110 = vcc_insert(t109, 1, logf(t108[1]));
            vcc_v8_float t111 = vcc_insert(t110, 2, logf(t108[2]));
            vcc_v8_float t112 = vcc_insert(t111, 3, logf(t108[3]));
            vcc_v8_float t113 = vcc_insert(t112, 4, logf(t108[4]));
            vcc_v8_float t114 = vcc_insert(t113, 5, logf(t108[5]));
            vcc_v8_float t115 = vcc_insert(t114, 6, logf(t108[6]));
            vcc_v8_float t116 = vcc_insert(t115, 7, logf(t108[7]));
            vcc_v8_float t117 = t106 * t116;
            vcc_v8_float t118 = vcc_insert((vcc_v8_float){0}, 0, sinf(t67[0]));
            vcc_v8_float t119 = vcc_insert(t118, 1, sinf(t67[1]));
            vcc_v8_float t120 = vcc_insert(t119, 2, sinf(t67[2]));
            vcc_v8_float t121 = vcc_insert(t120, 3, sinf(t67[3]));
            vcc_v8_float t122 = vcc_insert(t121, 4, sinf(t67[4]));
            vcc_v8_float t123 = vcc_insert(t122, 5, sinf(t67[5]));
            vcc_v8_float t124 = vcc_insert(t123, 6, sinf(t67[6]));
            vcc_v8_float t125 = vcc_insert(t124, 7, sinf(t67[7]));
            vcc_v8_float t126 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t127 = t125 * t126;
            vcc_v8_float t128 = t117 + t127;
            vcc_v8_float t129 = vcc_insert((vcc_v8_float){0}, 0, cosf(t67[0]));
            vcc_v8_float t130 = vcc_insert(t129, 1, cosf(t67[1]));
            vcc_v8_float t131 = vcc_insert(t130, 2, cosf(t67[2]));
            vcc_v8_float t132 = vcc_insert(t131, 3, cosf(t67[3]));
            vcc_v8_float t133 = vcc_insert(t132, 4, cosf(t67[4]));
            vcc_v8_float t134 = vcc_insert(t133, 5, cosf(t67[5]));
            vcc_v8_float t135 = vcc_insert(t134, 6, cosf(t67[6]));
            vcc_v8_float t136 = vcc_insert(t135, 7, cosf(t67[7]));
            vcc_v8_float t137 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t138 = t136 * t137;
            vcc_v8_float t139 = t128 + t138;
            vcc_v8_float t92 = _ZGVdN8vu_bent(t67, 1.5f);
            vcc_v8_float t93 = t139 + t92;
            vcc_store(t66, t93);
            long t94 = (long)(int)t64;
            float *t95 = &fy[t94];
            vcc_v8_float t96 = vcc_load(vcc_v8_float, &fx[t94]);
            vcc_v8_float t241 = vcc_splat(vcc_v8_float, -0.5f);
            vcc_v8_float t242 = t241 * t96;
            vcc_v8_float t243 = vcc_insert((vcc_v8_float){0}, 0, expf(t242[0]));
            vcc_v8_float t244 = vcc_insert(t243, 1, expf(t242[1]));
            vcc_v8_float t245 = vcc_insert(t244, 2, expf(t242[2]));
            vcc_v8_float t246 = vcc_insert(t245, 3, expf(t242[3]));
            vcc_v8_float t247 = vcc_insert(t246, 4, expf(t242[4]));
            vcc_v8_float t248 = vcc_insert(t247, 5, expf(t242[5]));
            vcc_v8_float t249 = vcc_insert(t248, 6, expf(t242[6]));
            vcc_v8_float t250 = vcc_insert(t249, 7, expf(t242[7]));
            vcc_v8_float t251 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t252 = t96 + t251;
            vcc_v8_float t253 = vcc_insert((vcc_v8_float){0}, 0, logf(t252[0]));
            vcc_v8_float t254 = vcc_insert(t253, 1, logf(t252[1]));
            vcc_v8_float t255 = vcc_insert(t254, 2, logf(t252[2]));
            vcc_v8_float t256 = vcc_insert(t255, 3, logf(t252[3]));
            vcc_v8_float t257 = vcc_insert(t256, 4, logf(t252[4]));
            vcc_v8_float t258 = vcc_insert(t257, 5, logf(t252[5]));
            vcc_v8_float t259 = vcc_insert(t258, 6, logf(t252[6]));
            vcc_v8_float t260 = vcc_insert(t259, 7, logf(t252[7]));
            vcc_v8_float t261 = t250 * t260;
            vcc_v8_float t262 = vcc_insert((vcc_v8_float){0}, 0, sinf(t96[0]));
            vcc_v8_float t263 = vcc_insert(t262, 1, sinf(t96[1]));
            vcc_v8_float t264 = vcc_insert(t263, 2, sinf(t96[2]));
            vcc_v8_float t265 = vcc_insert(t264, 3, sinf(t96[3]));
            vcc_v8_float t266 = vcc_insert(t265, 4, sinf(t96[4]));
            vcc_v8_float t267 = vcc_insert(t266, 5, sinf(t96[5]));
            vcc_v8_float t268 = vcc_insert(t267, 6, sinf(t96[6]));
            vcc_v8_float t269 = vcc_insert(t268, 7, sinf(t96[7]));
            vcc_v8_float t270 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t271 = t269 * t270;
            vcc_v8_float t272 = t261 + t271;
            vcc_v8_float t273 = vcc_insert((vcc_v8_float){0}, 0, cosf(t96[0]));
            vcc_v8_float t274 = vcc_insert(t273, 1, cosf(t96[1]));
            vcc_v8_float t275 = vcc_insert(t274, 2, cosf(t96[2]));
            vcc_v8_float t276 = vcc_insert(t275, 3, cosf(t96[3]));
            vcc_v8_float t277 = vcc_insert(t276, 4, cosf(t96[4]));
            vcc_v8_float t278 = vcc_insert(t277, 5, cosf(t96[5]));
            vcc_v8_float t279 = vcc_insert(t278, 6, cosf(t96[6]));
            vcc_v8_float t280 = vcc_insert(t279, 7, cosf(t96[7]));
            vcc_v8_float t281 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t282 = t280 * t281;
            vcc_v8_float t283 = t272 + t282;
            vcc_v8_float t239 = _ZGVdN8vu_bent(t96, 1.5f);
            vcc_v8_float t240 = t283 + t239;
            vcc_store(t95, t240);
            t2 += 16L;
            if (t2 >= t63) {
                t68 = (int)t63;
                break;
            }
        }
    } else {
        t68 = 0;
    }
    long t69 = (long)n + (long)t68 * -1L;
    if (t69 >= 8L) {
        long t70 = t69 & -8L;
        long t1 = 0L;
        for (;;) {
            long t71 = (long)(int)((long)t68 + t1);
            float *t72 = &fy[t71];
            vcc_v8_float t73 = vcc_load(vcc_v8_float, &fx[t71]);
            vcc_v8_float t142 = vcc_splat(vcc_v8_float, -0.5f);
            vcc_v8_float t143 = t142 * t73;
            vcc_v8_float t144 = vcc_insert((vcc_v8_float){0}, 0, expf(t143[0]));
            vcc_v8_float t145 = vcc_insert(t144, 1, expf(t143[1]));
            vcc_v8_float t146 = vcc_insert(t145, 2, expf(t143[2]));
            vcc_v8_float t147 = vcc_insert(t146, 3, expf(t143[3]));
            vcc_v8_float t148 = vcc_insert(t147, 4, expf(t143[4]));
            vcc_v8_float t149 = vcc_insert(t148, 5, expf(t143[5]));
            vcc_v8_float t150 = vcc_insert(t149, 6, expf(t143[6]));
            vcc_v8_float t151 = vcc_insert(t150, 7, expf(t143[7]));
            vcc_v8_float t152 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t153 = t73 + t152;
            vcc_v8_float t154 = vcc_insert((vcc_v8_float){0}, 0, logf(t153[0]));
            vcc_v8_float t155 = vcc_insert(t154, 1, logf(t153[1]));
            vcc_v8_float t156 = vcc_insert(t155, 2, logf(t153[2]));
            vcc_v8_float t157 = vcc_insert(t156, 3, logf(t153[3]));
            vcc_v8_float t158 = vcc_insert(t157, 4, logf(t153[4]));
            vcc_v8_float t159 = vcc_insert(t158, 5, logf(t153[5]));
            vcc_v8_float t160 = vcc_insert(t159, 6, logf(t153[6]));
            vcc_v8_float t161 = vcc_insert(t160, 7, logf(t153[7]));
            vcc_v8_float t162 = t151 * t161;
            vcc_v8_float t163 = vcc_insert((vcc_v8_float){0}, 0, sinf(t73[0]));
            vcc_v8_float t164 = vcc_insert(t163, 1, sinf(t73[1]));
            vcc_v8_float t165 = vcc_insert(t164, 2, sinf(t73[2]));
            vcc_v8_float t166 = vcc_insert(t165, 3, sinf(t73[3]));
            vcc_v8_float t167 = vcc_insert(t166, 4, sinf(t73[4]));
            vcc_v8_float t168 = vcc_insert(t167, 5, sinf(t73[5]));
            vcc_v8_float t169 = vcc_insert(t168, 6, sinf(t73[6]));
            vcc_v8_float t170 = vcc_insert(t169, 7, sinf(t73[7]));
            vcc_v8_float t171 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t172 = t170 * t171;
            vcc_v8_float t173 = t162 + t172;
            vcc_v8_float t174 = vcc_insert((vcc_v8_float){0}, 0, cosf(t73[0]));
            vcc_v8_float t175 = vcc_insert(t174, 1, cosf(t73[1]));
            vcc_v8_float t176 = vcc_insert(t175, 2, cosf(t73[2]));
            vcc_v8_float t177 = vcc_insert(t176, 3, cosf(t73[3]));
            vcc_v8_float t178 = vcc_insert(t177, 4, cosf(t73[4]));
            vcc_v8_float t179 = vcc_insert(t178, 5, cosf(t73[5]));
            vcc_v8_float t180 = vcc_insert(t179, 6, cosf(t73[6]));
            vcc_v8_float t181 = vcc_insert(t180, 7, cosf(t73[7]));
            vcc_v8_float t182 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t183 = t181 * t182;
            vcc_v8_float t184 = t173 + t183;
            vcc_v8_float t140 = _ZGVdN8vu_bent(t73, 1.5f);
            vcc_v8_float t141 = t184 + t140;
            vcc_store(t72, t141);
            t1 += 8L;
            if (t1 >= t70) {
                i = (int)((long)t68 + t70);
                break;
            }
        }
    } else {
        i = t68;
    }
    for (; i < n; i++) {
        long t74 = (long)i;
        float t75 = fx[t74];
        float t76 = smooth(t75);
        fy[t74] = t76 + bent(t75, 1.5f);
    }
    long t77 = (long)n;
    if (t77 >= 8L) {
        long t78 = t77 & -8L;
        long t42 = 0L;
        for (;;) {
            long t79 = t42 + 4L;
            long t80 = (long)(int)t42;
            double *t81 = &dy[t80];
            vcc_v4_double t82 = vcc_load(vcc_v4_double, &dx[t80]);
            vcc_v4_double t185 = vcc_splat(vcc_v4_double, -0.5);
            vcc_v4_double t186 = t185 * t82;
            vcc_v4_double t187 = vcc_insert((vcc_v4_double){0}, 0, exp(t186[0]));
            vcc_v4_double t188 = vcc_insert(t187, 1, exp(t186[1]));
            vcc_v4_double t189 = vcc_insert(t188, 2, exp(t186[2]));
            vcc_v4_double t190 = vcc_insert(t189, 3, exp(t186[3]));
            vcc_v4_double t191 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t192 = t82 + t191;
            vcc_v4_double t193 = vcc_insert((vcc_v4_double){0}, 0, log(t192[0]));
            vcc_v4_double t194 = vcc_insert(t193, 1, log(t192[1]));
            vcc_v4_double t195 = vcc_insert(t194, 2, log(t192[2]));
            vcc_v4_double t196 = vcc_insert(t195, 3, log(t192[3]));
            vcc_v4_double t197 = t190 * t196;
            vcc_v4_double t198 = vcc_insert((vcc_v4_double){0}, 0, sin(t82[0]));
            vcc_v4_double t199 = vcc_insert(t198, 1, sin(t82[1]));
            vcc_v4_double t200 = vcc_insert(t199, 2, sin(t82[2]));
            vcc_v4_double t201 = vcc_insert(t200, 3, sin(t82[3]));
            vcc_v4_double t202 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t203 = t201 * t202;
            vcc_v4_double t204 = t197 + t203;
            vcc_v4_double t205 = vcc_insert((vcc_v4_double){0}, 0, cos(t82[0]));
            vcc_v4_double t206 = vcc_insert(t205, 1, cos(t82[1]));
            vcc_v4_double t207 = vcc_insert(t206, 2, cos(t82[2]));
            vcc_v4_double t208 = vcc_insert(t207, 3, cos(t82[3]));
            vcc_v4_double t209 = (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t210 = t208 * t209;
            vcc_v4_double t211 = t204 + t210;
            vcc_v4_double t288 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_m4 t289 = __builtin_convertvector(t82 > t288, vcc_m4);
            vcc_m4 t290 = ~t289;
            if (vcc_any(t290)) {
                if (vcc_all(t290)) {
                    t4 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
                    vcc_v4_double t292 = vcc_insert((vcc_v4_double){0}, 0, exp(t82[0]));
                    vcc_v4_double t293 = vcc_insert(t292, 1, exp(t82[1]));
                    vcc_v4_double t294 = vcc_insert(t293, 2, exp(t82[2]));
                    vcc_v4_double t295 = vcc_insert(t294, 3, exp(t82[3]));
                    vcc_v4_double t296 = vcc_insert((vcc_v4_double){0}, 0, cos(t82[0]));
                    vcc_v4_double t297 = vcc_insert(t296, 1, cos(t82[1]));
                    vcc_v4_double t298 = vcc_insert(t297, 2, cos(t82[2]));
                    vcc_v4_double t299 = vcc_insert(t298, 3, cos(t82[3]));
                    vcc_v4_double t300 = t295 * t299;
                    vcc_v4_double t301 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t3 = t300 + t301;
                } else {
                    vcc_v4_int t291 = __builtin_convertvector(t290 & 1, vcc_v4_int);
                    if (t291[0]) {
                        t5 = vcc_insert((vcc_v4_double){0}, 0, exp(t82[0]));
                    } else {
                        t5 = (vcc_v4_double){0};
                    }
                    if (t291[1]) {
                        t6 = vcc_insert(t5, 1, exp(t82[1]));
                    } else {
                        t6 = t5;
                    }
                    if (t291[2]) {
                        t7 = vcc_insert(t6, 2, exp(t82[2]));
                    } else {
                        t7 = t6;
                    }
                    if (t291[3]) {
                        t8 = vcc_insert(t7, 3, exp(t82[3]));
                    } else {
                        t8 = t7;
                    }
                    vcc_v4_int t302 = __builtin_convertvector(t290 & 1, vcc_v4_int);
                    if (t302[0]) {
                        t9 = vcc_insert((vcc_v4_double){0}, 0, cos(t82[0]));
                    } else {
                        t9 = (vcc_v4_double){0};
                    }
                    if (t302[1]) {
                        t10 = vcc_insert(t9, 1, cos(t82[1]));
                    } else {
                        t10 = t9;
                    }
                    if (t302[2]) {
                        t11 = vcc_insert(t10, 2, cos(t82[2]));
                    } else {
                        t11 = t10;
                    }
                    if (t302[3]) {
                        t12 = vcc_insert(t11, 3, cos(t82[3]));
                    } else {
                        t12 = t11;
                    }
                    vcc_v4_double t303 = t8 * t12;
                    vcc_v4_double t304 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t3 = t303 + t304;
                    t4 = t290;
                }
            } else {
                t3 = (vcc_v4_double){0};
                t4 = (vcc_m4){0};
            }
            if (vcc_any(t289)) {
                if (vcc_all(t289)) {
                    vcc_v4_double t306 = vcc_insert((vcc_v4_double){0}, 0, pow(t82[0], 2.5));
                    vcc_v4_double t307 = vcc_insert(t306, 1, pow(t82[1], 2.5));
                    vcc_v4_double t308 = vcc_insert(t307, 2, pow(t82[2], 2.5));
                    vcc_v4_double t309 = vcc_insert(t308, 3, pow(t82[3], 2.5));
                    vcc_v4_double t310 = vcc_insert((vcc_v4_double){0}, 0, log(t82[0]));
                    vcc_v4_double t311 = vcc_insert(t310, 1, log(t82[1]));
                    vcc_v4_double t312 = vcc_insert(t311, 2, log(t82[2]));
                    vcc_v4_double t313 = vcc_insert(t312, 3, log(t82[3]));
                    t13 = t309 + t313;
                } else {
                    vcc_v4_int t305 = __builtin_convertvector(t289 & 1, vcc_v4_int);
                    if (t305[0]) {
                        t14 = vcc_insert((vcc_v4_double){0}, 0, pow(t82[0], 2.5));
                    } else {
                        t14 = (vcc_v4_double){0};
                    }
                    if (t305[1]) {
                        t15 = vcc_insert(t14, 1, pow(t82[1], 2.5));
                    } else {
                        t15 = t14;
                    }
                    if (t305[2]) {
                        t16 = vcc_insert(t15, 2, pow(t82[2], 2.5));
                    } else {
                        t16 = t15;
                    }
                    if (t305[3]) {
                        t17 = vcc_insert(t16, 3, pow(t82[3], 2.5));
                    } else {
                        t17 = t16;
                    }
                    vcc_v4_int t314 = __builtin_convertvector(t289 & 1, vcc_v4_int);
                    if (t314[0]) {
                        t18 = vcc_insert((vcc_v4_double){0}, 0, log(t82[0]));
                    } else {
                        t18 = (vcc_v4_double){0};
                    }
                    if (t314[1]) {
                        t19 = vcc_insert(t18, 1, log(t82[1]));
                    } else {
                        t19 = t18;
                    }
                    if (t314[2]) {
                        t20 = vcc_insert(t19, 2, log(t82[2]));
                    } else {
                        t20 = t19;
                    }
                    if (t314[3]) {
                        t21 = vcc_insert(t20, 3, log(t82[3]));
                    } else {
                        t21 = t20;
                    }
                    t13 = t17 + t21;
                }
            } else {
                t13 = (vcc_v4_double){0};
            }
            vcc_v4_double t315 = vcc_select(vcc_v4_long, __builtin_convertvector(t4, vcc_v4_long), t3, t13);
            vcc_v4_double t284 = t211 + t315;
            vcc_store(t81, t284);
            long t285 = (long)(int)t79;
            double *t286 = &dy[t285];
            vcc_v4_double t287 = vcc_load(vcc_v4_double, &dx[t285]);
            vcc_v4_double t345 = vcc_splat(vcc_v4_double, -0.5);
            vcc_v4_double t346 = t345 * t287;
            vcc_v4_double t347 = vcc_insert((vcc_v4_double){0}, 0, exp(t346[0]));
            vcc_v4_double t348 = vcc_insert(t347, 1, exp(t346[1]));
            vcc_v4_double t349 = vcc_insert(t348, 2, exp(t346[2]));
            vcc_v4_double t350 = vcc_insert(t349, 3, exp(t346[3]));
            vcc_v4_double t351 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t352 = t287 + t351;
            vcc_v4_double t353 = vcc_insert((vcc_v4_double){0}, 0, log(t352[0]));
            vcc_v4_double t354 = vcc_insert(t353, 1, log(t352[1]));
            vcc_v4_double t355 = vcc_insert(t354, 2, log(t352[2]));
            vcc_v4_double t356 = vcc_insert(t355, 3, log(t352[3]));
            vcc_v4_double t357 = t350 * t356;
            vcc_v4_double t358 = vcc_insert((vcc_v4_double){0}, 0, sin(t287[0]));
            vcc_v4_double t359 = vcc_insert(t358, 1, sin(t287[1]));
            vcc_v4_double t360 = vcc_insert(t359, 2, sin(t287[2]));
            vcc_v4_double t361 = vcc_insert(t360, 3, sin(t287[3]));
            vcc_v4_double t362 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t363 = t361 * t362;
            vcc_v4_double t364 = t357 + t363;
            vcc_v4_double t365 = vcc_insert((vcc_v4_double){0}, 0, cos(t287[0]));
            vcc_v4_double t366 = vcc_insert(t365, 1, cos(t287[1]));
            vcc_v4_double t367 = vcc_insert(t366, 2, cos(t287[2]));
            vcc_v4_double t368 = vcc_insert(t367, 3, cos(t287[3]));
            vcc_v4_double t369 = (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t370 = t368 * t369;
            vcc_v4_double t371 = t364 + t370;
            vcc_v4_double t373 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_m4 t374 = __builtin_convertvector(t287 > t373, vcc_m4);
            vcc_m4 t375 = ~t374;
            if (vcc_any(t375)) {
                if (vcc_all(t375)) {
                    t44 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
                    vcc_v4_double t377 = vcc_insert((vcc_v4_double){0}, 0, exp(t287[0]));
                    vcc_v4_double t378 = vcc_insert(t377, 1, exp(t287[1]));
                    vcc_v4_double t379 = vcc_insert(t378, 2, exp(t287[2]));
                    vcc_v4_double t380 = vcc_insert(t379, 3, exp(t287[3]));
                    vcc_v4_double t381 = vcc_insert((vcc_v4_double){0}, 0, cos(t287[0]));
                    vcc_v4_double t382 = vcc_insert(t381, 1, cos(t287[1]));
                    vcc_v4_double t383 = vcc_insert(t382, 2, cos(t287[2]));
                    vcc_v4_double t384 = vcc_insert(t383, 3, cos(t287[3]));
                    vcc_v4_double t385 = t380 * t384;
                    vcc_v4_double t386 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t43 = t385 + t386;
                } else {
                    vcc_v4_int t376 = __builtin_convertvector(t375 & 1, vcc_v4_int);
                    if (t376[0]) {
                        t45 = vcc_insert((vcc_v4_double){0}, 0, exp(t287[0]));
                    } else {
                        t45 = (vcc_v4_double){0};
                    }
                    if (t376[1]) {
                        t46 = vcc_insert(t45, 1, exp(t287[1]));
                    } else {
                        t46 = t45;
                    }
                    if (t376[2]) {
                        t47 = vcc_insert(t46, 2, exp(t287[2]));
                    } else {
                        t47 = t46;
                    }
                    if (t376[3]) {
                        t48 = vcc_insert(t47, 3, exp(t287[3]));
                    } else {
                        t48 = t47;
                    }
                    vcc_v4_int t387 = __builtin_convertvector(t375 & 1, vcc_v4_int);
                    if (t387[0]) {
                        t49 = vcc_insert((vcc_v4_double){0}, 0, cos(t287[0]));
                    } else {
                        t49 = (vcc_v4_double){0};
                    }
                    if (t387[1]) {
                        t50 = vcc_insert(t49, 1, cos(t287[1]));
                    } else {
                        t50 = t49;
                    }
                    if (t387[2]) {
                        t51 = vcc_insert(t50, 2, cos(t287[2]));
                    } else {
                        t51 = t50;
                    }
                    if (t387[3]) {
                        t52 = vcc_insert(t51, 3, cos(t287[3]));
                    } else {
                        t52 = t51;
                    }
                    vcc_v4_double t388 = t48 * t52;
                    vcc_v4_double t389 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t43 = t388 + t389;
                    t44 = t375;
                }
            } else {
                t43 = (vcc_v4_double){0};
                t44 = (vcc_m4){0};
            }
            if (vcc_any(t374)) {
                if (vcc_all(t374)) {
                    vcc_v4_double t391 = vcc_insert((vcc_v4_double){0}, 0, pow(t287[0], 2.5));
                    vcc_v4_double t392 = vcc_insert(t391, 1, pow(t287[1], 2.5));
                    vcc_v4_double t393 = vcc_insert(t392, 2, pow(t287[2], 2.5));
                    vcc_v4_double t394 = vcc_insert(t393, 3, pow(t287[3], 2.5));
                    vcc_v4_double t395 = vcc_insert((vcc_v4_double){0}, 0, log(t287[0]));
                    vcc_v4_double t396 = vcc_insert(t395, 1, log(t287[1]));
                    vcc_v4_double t397 = vcc_insert(t396, 2, log(t287[2]));
                    vcc_v4_double t398 = vcc_insert(t397, 3, log(t287[3]));
                    t53 = t394 + t398;
                } else {
                    vcc_v4_int t390 = __builtin_convertvector(t374 & 1, vcc_v4_int);
                    if (t390[0]) {
                        t54 = vcc_insert((vcc_v4_double){0}, 0, pow(t287[0], 2.5));
                    } else {
                        t54 = (vcc_v4_double){0};
                    }
                    if (t390[1]) {
                        t55 = vcc_insert(t54, 1, pow(t287[1], 2.5));
                    } else {
                        t55 = t54;
                    }
                    if (t390[2]) {
                        t56 = vcc_insert(t55, 2, pow(t287[2], 2.5));
                    } else {
                        t56 = t55;
                    }
                    if (t390[3]) {
                        t57 = vcc_insert(t56, 3, pow(t287[3], 2.5));
                    } else {
                        t57 = t56;
                    }
                    vcc_v4_int t399 = __builtin_convertvector(t374 & 1, vcc_v4_int);
                    if (t399[0]) {
                        t58 = vcc_insert((vcc_v4_double){0}, 0, log(t287[0]));
                    } else {
                        t58 = (vcc_v4_double){0};
                    }
                    if (t399[1]) {
                        t59 = vcc_insert(t58, 1, log(t287[1]));
                    } else {
                        t59 = t58;
                    }
                    if (t399[2]) {
                        t60 = vcc_insert(t59, 2, log(t287[2]));
                    } else {
                        t60 = t59;
                    }
                    if (t399[3]) {
                        t61 = vcc_insert(t60, 3, log(t287[3]));
                    } else {
                        t61 = t60;
                    }
                    t53 = t57 + t61;
                }
            } else {
                t53 = (vcc_v4_double){0};
            }
            vcc_v4_double t400 = vcc_select(vcc_v4_long, __builtin_convertvector(t44, vcc_v4_long), t43, t53);
            vcc_v4_double t372 = t371 + t400;
            vcc_store(t286, t372);
            t42 += 8L;
            if (t42 >= t78) {
                t83 = (int)t78;
                break;
            }
        }
    } else {
        t83 = 0;
    }
    long t84 = (long)n + (long)t83 * -1L;
    if (t84 >= 4L) {
        long t85 = t84 & -4L;
        long t22 = 0L;
        for (;;) {
            long t86 = (long)(int)((long)t83 + t22);
            double *t87 = &dy[t86];
            vcc_v4_double t88 = vcc_load(vcc_v4_double, &dx[t86]);
            vcc_v4_double t212 = vcc_splat(vcc_v4_double, -0.5);
            vcc_v4_double t213 = t212 * t88;
            vcc_v4_double t214 = vcc_insert((vcc_v4_double){0}, 0, exp(t213[0]));
            vcc_v4_double t215 = vcc_insert(t214, 1, exp(t213[1]));
            vcc_v4_double t216 = vcc_insert(t215, 2, exp(t213[2]));
            vcc_v4_double t217 = vcc_insert(t216, 3, exp(t213[3]));
            vcc_v4_double t218 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t219 = t88 + t218;
            vcc_v4_double t220 = vcc_insert((vcc_v4_double){0}, 0, log(t219[0]));
            vcc_v4_double t221 = vcc_insert(t220, 1, log(t219[1]));
            vcc_v4_double t222 = vcc_insert(t221, 2, log(t219[2]));
            vcc_v4_double t223 = vcc_insert(t222, 3, log(t219[3]));
            vcc_v4_double t224 = t217 * t223;
            vcc_v4_double t225 = vcc_insert((vcc_v4_double){0}, 0, sin(t88[0]));
            vcc_v4_double t226 = vcc_insert(t225, 1, sin(t88[1]));
            vcc_v4_double t227 = vcc_insert(t226, 2, sin(t88[2]));
            vcc_v4_double t228 = vcc_insert(t227, 3, sin(t88[3]));
            vcc_v4_double t229 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t230 = t228 * t229;
            vcc_v4_double t231 = t224 + t230;
            vcc_v4_double t232 = vcc_insert((vcc_v4_double){0}, 0, cos(t88[0]));
            vcc_v4_double t233 = vcc_insert(t232, 1, cos(t88[1]));
            vcc_v4_double t234 = vcc_insert(t233, 2, cos(t88[2]));
            vcc_v4_double t235 = vcc_insert(t234, 3, cos(t88[3]));
            vcc_v4_double t236 = (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t237 = t235 * t236;
            vcc_v4_double t238 = t231 + t237;
            vcc_v4_double t317 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_m4 t318 = __builtin_convertvector(t88 > t317, vcc_m4);
            vcc_m4 t319 = ~t318;
            if (vcc_any(t319)) {
                if (vcc_all(t319)) {
                    t24 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
                    vcc_v4_double t321 = vcc_insert((vcc_v4_double){0}, 0, exp(t88[0]));
                    vcc_v4_double t322 = vcc_insert(t321, 1, exp(t88[1]));
                    vcc_v4_double t323 = vcc_insert(t322, 2, exp(t88[2]));
                    vcc_v4_double t324 = vcc_insert(t323, 3, exp(t88[3]));
                    vcc_v4_double t325 = vcc_insert((vcc_v4_double){0}, 0, cos(t88[0]));
                    vcc_v4_double t326 = vcc_insert(t325, 1, cos(t88[1]));
                    vcc_v4_double t327 = vcc_insert(t326, 2, cos(t88[2]));
                    vcc_v4_double t328 = vcc_insert(t327, 3, cos(t88[3]));
                    vcc_v4_double t329 = t324 * t328;
                    vcc_v4_double t330 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t23 = t329 + t330;
                } else {
                    vcc_v4_int t320 = __builtin_convertvector(t319 & 1, vcc_v4_int);
                    if (t320[0]) {
                        t25 = vcc_insert((vcc_v4_double){0}, 0, exp(t88[0]));
                    } else {
                        t25 = (vcc_v4_double){0};
                    }
                    if (t320[1]) {
                        t26 = vcc_insert(t25, 1, exp(t88[1]));
                    } else {
                        t26 = t25;
                    }
                    if (t320[2]) {
                        t27 = vcc_insert(t26, 2, exp(t88[2]));
                    } else {
                        t27 = t26;
                    }
                    if (t320[3]) {
                        t28 = vcc_insert(t27, 3, exp(t88[3]));
                    } else {
                        t28 = t27;
                    }
                    vcc_v4_int t331 = __builtin_convertvector(t319 & 1, vcc_v4_int);
                    if (t331[0]) {
                        t29 = vcc_insert((vcc_v4_double){0}, 0, cos(t88[0]));
                    } else {
                        t29 = (vcc_v4_double){0};
                    }
                    if (t331[1]) {
                        t30 = vcc_insert(t29, 1, cos(t88[1]));
                    } else {
                        t30 = t29;
                    }
                    if (t331[2]) {
                        t31 = vcc_insert(t30, 2, cos(t88[2]));
                    } else {
                        t31 = t30;
                    }
                    if (t331[3]) {
                        t32 = vcc_insert(t31, 3, cos(t88[3]));
                    } else {
                        t32 = t31;
                    }
                    vcc_v4_double t332 = t28 * t32;
                    vcc_v4_double t333 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t23 = t332 + t333;
                    t24 = t319;
                }
            } else {
                t23 = (vcc_v4_double){0};
                t24 = (vcc_m4){0};
            }
            if (vcc_any(t318)) {
                if (vcc_all(t318)) {
                    vcc_v4_double t335 = vcc_insert((vcc_v4_double){0}, 0, pow(t88[0], 2.5));
                    vcc_v4_double t336 = vcc_insert(t335, 1, pow(t88[1], 2.5));
                    vcc_v4_double t337 = vcc_insert(t336, 2, pow(t88[2], 2.5));
                    vcc_v4_double t338 = vcc_insert(t337, 3, pow(t88[3], 2.5));
                    vcc_v4_double t339 = vcc_insert((vcc_v4_double){0}, 0, log(t88[0]));
                    vcc_v4_double t340 = vcc_insert(t339, 1, log(t88[1]));
                    vcc_v4_double t341 = vcc_insert(t340, 2, log(t88[2]));
                    vcc_v4_double t342 = vcc_insert(t341, 3, log(t88[3]));
                    t33 = t338 + t342;
                } else {
                    vcc_v4_int t334 = __builtin_convertvector(t318 & 1, vcc_v4_int);
                    if (t334[0]) {
                        t34 = vcc_insert((vcc_v4_double){0}, 0, pow(t88[0], 2.5));
                    } else {
                        t34 = (vcc_v4_double){0};
                    }
                    if (t334[1]) {
                        t35 = vcc_insert(t34, 1, pow(t88[1], 2.5));
                    } else {
                        t35 = t34;
                    }
                    if (t334[2]) {
                        t36 = vcc_insert(t35, 2, pow(t88[2], 2.5));
                    } else {
                        t36 = t35;
                    }
                    if (t334[3]) {
                        t37 = vcc_insert(t36, 3, pow(t88[3], 2.5));
                    } else {
                        t37 = t36;
                    }
                    vcc_v4_int t343 = __builtin_convertvector(t318 & 1, vcc_v4_int);
                    if (t343[0]) {
                        t38 = vcc_insert((vcc_v4_double){0}, 0, log(t88[0]));
                    } else {
                        t38 = (vcc_v4_double){0};
                    }
                    if (t343[1]) {
                        t39 = vcc_insert(t38, 1, log(t88[1]));
                    } else {
                        t39 = t38;
                    }
                    if (t343[2]) {
                        t40 = vcc_insert(t39, 2, log(t88[2]));
                    } else {
                        t40 = t39;
                    }
                    if (t343[3]) {
                        t41 = vcc_insert(t40, 3, log(t88[3]));
                    } else {
                        t41 = t40;
                    }
                    t33 = t37 + t41;
                }
            } else {
                t33 = (vcc_v4_double){0};
            }
            vcc_v4_double t344 = vcc_select(vcc_v4_long, __builtin_convertvector(t24, vcc_v4_long), t23, t33);
            vcc_v4_double t316 = t238 + t344;
            vcc_store(t87, t316);
            t22 += 4L;
            if (t22 >= t85) {
                i_1 = (int)((long)t83 + t85);
                break;
            }
        }
    } else {
        i_1 = t83;
    }
    for (; i_1 < n; i_1++) {
        long t89 = (long)i_1;
        double t90 = dx[t89];
        double t91 = smooth_d(t90);
        dy[t89] = t91 + bent_d(t90, 2.5);
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
