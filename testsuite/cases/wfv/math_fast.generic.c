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
    int t63;
    int i;
    int t76;
    int i_1;
    long t58 = (long)n;
    if (t58 >= 16L) {
        long t59 = t58 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:49 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t60 = i_vec_1 + 8L;
            long t61 = (long)(int)i_vec_1;
            float *t62 = &fy[t61];
            vcc_v8_float fx_v = vcc_load(vcc_v8_float, &fx[t61]);
            vcc_v8_float t88 = vcc_splat(vcc_v8_float, -0.5f);
            vcc_v8_float t89 = t88 * fx_v;
            vcc_v8_float t90 = vcc_insert((vcc_v8_float){0}, 0, expf(t89[0]));
            vcc_v8_float t91 = vcc_insert(t90, 1, expf(t89[1]));
            vcc_v8_float t92 = vcc_insert(t91, 2, expf(t89[2]));
            vcc_v8_float t93 = vcc_insert(t92, 3, expf(t89[3]));
            vcc_v8_float t94 = vcc_insert(t93, 4, expf(t89[4]));
            vcc_v8_float t95 = vcc_insert(t94, 5, expf(t89[5]));
            vcc_v8_float t96 = vcc_insert(t95, 6, expf(t89[6]));
            vcc_v8_float t97 = vcc_insert(t96, 7, expf(t89[7]));
            vcc_v8_float t98 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t99 = fx_v + t98;
            vcc_v8_float t100 = vcc_insert((vcc_v8_float){0}, 0, logf(t99[0]));
            vcc_v8_float t101 = vcc_insert(t100, 1, logf(t99[1]));
            vcc_v8_float t102 = vcc_insert(t101, 2, logf(t99[2]));
            vcc_v8_float t103 = vcc_insert(t102, 3, logf(t99[3]));
            vcc_v8_float t104 = vcc_insert(t103, 4, logf(t99[4]));
            vcc_v8_float t105 = vcc_insert(t104, 5, logf(t99[5]));
            vcc_v8_float t106 = vcc_insert(t105, 6, logf(t99[6]));
            vcc_v8_float t107 = vcc_insert(t106, 7, logf(t99[7]));
            vcc_v8_float t108 = t97 * t107;
            vcc_v8_float t109 = vcc_insert((vcc_v8_float){0}, 0, sinf(fx_v[0]));
            vcc_v8_float t110 = vcc_insert(t109, 1, sinf(fx_v[1]));
            vcc_v8_float t111 = vcc_insert(t110, 2, sinf(fx_v[2]));
            vcc_v8_float t112 = vcc_insert(t111, 3, sinf(fx_v[3]));
            vcc_v8_float t113 = vcc_insert(t112, 4, sinf(fx_v[4]));
            vcc_v8_float t114 = vcc_insert(t113, 5, sinf(fx_v[5]));
            vcc_v8_float t115 = vcc_insert(t114, 6, sinf(fx_v[6]));
            vcc_v8_float t116 = vcc_insert(t115, 7, sinf(fx_v[7]));
            vcc_v8_float t117 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t118 = t116 * t117;
            vcc_v8_float t119 = t108 + t118;
            vcc_v8_float t120 = vcc_insert((vcc_v8_float){0}, 0, cosf(fx_v[0]));
            vcc_v8_float t121 = vcc_insert(t120, 1, cosf(fx_v[1]));
            vcc_v8_float t122 = vcc_insert(t121, 2, cosf(fx_v[2]));
            vcc_v8_float t123 = vcc_insert(t122, 3, cosf(fx_v[3]));
            vcc_v8_float t124 = vcc_insert(t123, 4, cosf(fx_v[4]));
            vcc_v8_float t125 = vcc_insert(t124, 5, cosf(fx_v[5]));
            vcc_v8_float t126 = vcc_insert(t125, 6, cosf(fx_v[6]));
            vcc_v8_float t127 = vcc_insert(t126, 7, cosf(fx_v[7]));
            vcc_v8_float t128 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t129 = t127 * t128;
            vcc_v8_float t130 = t119 + t129;
            vcc_v8_float t84 = _ZGVdN8vu_bent(fx_v, 1.5f);
            vcc_v8_float t85 = t130 + t84;
            vcc_store(t62, t85);
            long t86 = (long)(int)t60;
            float *t87 = &fy[t86];
            vcc_v8_float fx_v_2 = vcc_load(vcc_v8_float, &fx[t86]);
            vcc_v8_float t232 = vcc_splat(vcc_v8_float, -0.5f);
            vcc_v8_float t233 = t232 * fx_v_2;
            vcc_v8_float t234 = vcc_insert((vcc_v8_float){0}, 0, expf(t233[0]));
            vcc_v8_float t235 = vcc_insert(t234, 1, expf(t233[1]));
            vcc_v8_float t236 = vcc_insert(t235, 2, expf(t233[2]));
            vcc_v8_float t237 = vcc_insert(t236, 3, expf(t233[3]));
            vcc_v8_float t238 = vcc_insert(t237, 4, expf(t233[4]));
            vcc_v8_float t239 = vcc_insert(t238, 5, expf(t233[5]));
            vcc_v8_float t240 = vcc_insert(t239, 6, expf(t233[6]));
            vcc_v8_float t241 = vcc_insert(t240, 7, expf(t233[7]));
            vcc_v8_float t242 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t243 = fx_v_2 + t242;
            vcc_v8_float t244 = vcc_insert((vcc_v8_float){0}, 0, logf(t243[0]));
            vcc_v8_float t245 = vcc_insert(t244, 1, logf(t243[1]));
            vcc_v8_float t246 = vcc_insert(t245, 2, logf(t243[2]));
            vcc_v8_float t247 = vcc_insert(t246, 3, logf(t243[3]));
            vcc_v8_float t248 = vcc_insert(t247, 4, logf(t243[4]));
            vcc_v8_float t249 = vcc_insert(t248, 5, logf(t243[5]));
            vcc_v8_float t250 = vcc_insert(t249, 6, logf(t243[6]));
            vcc_v8_float t251 = vcc_insert(t250, 7, logf(t243[7]));
            vcc_v8_float t252 = t241 * t251;
            vcc_v8_float t253 = vcc_insert((vcc_v8_float){0}, 0, sinf(fx_v_2[0]));
            vcc_v8_float t254 = vcc_insert(t253, 1, sinf(fx_v_2[1]));
            vcc_v8_float t255 = vcc_insert(t254, 2, sinf(fx_v_2[2]));
            vcc_v8_float t256 = vcc_insert(t255, 3, sinf(fx_v_2[3]));
            vcc_v8_float t257 = vcc_insert(t256, 4, sinf(fx_v_2[4]));
            vcc_v8_float t258 = vcc_insert(t257, 5, sinf(fx_v_2[5]));
            vcc_v8_float t259 = vcc_insert(t258, 6, sinf(fx_v_2[6]));
            vcc_v8_float t260 = vcc_insert(t259, 7, sinf(fx_v_2[7]));
            vcc_v8_float t261 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t262 = t260 * t261;
            vcc_v8_float t263 = t252 + t262;
            vcc_v8_float t264 = vcc_insert((vcc_v8_float){0}, 0, cosf(fx_v_2[0]));
            vcc_v8_float t265 = vcc_insert(t264, 1, cosf(fx_v_2[1]));
            vcc_v8_float t266 = vcc_insert(t265, 2, cosf(fx_v_2[2]));
            vcc_v8_float t267 = vcc_insert(t266, 3, cosf(fx_v_2[3]));
            vcc_v8_float t268 = vcc_insert(t267, 4, cosf(fx_v_2[4]));
            vcc_v8_float t269 = vcc_insert(t268, 5, cosf(fx_v_2[5]));
            vcc_v8_float t270 = vcc_insert(t269, 6, cosf(fx_v_2[6]));
            vcc_v8_float t271 = vcc_insert(t270, 7, cosf(fx_v_2[7]));
            vcc_v8_float t272 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t273 = t271 * t272;
            vcc_v8_float t274 = t263 + t273;
            vcc_v8_float t230 = _ZGVdN8vu_bent(fx_v_2, 1.5f);
            vcc_v8_float t231 = t274 + t230;
            vcc_store(t87, t231);
            i_vec_1 += 16L;
            if (i_vec_1 >= t59) {
                t63 = (int)t59;
                break;
            }
        }
    } else {
        t63 = 0;
    }
    long t64 = (long)n + (long)t63 * -1L;
    if (t64 >= 8L) {
        long t65 = t64 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t66 = (long)(int)((long)t63 + i_vec);
            float *t67 = &fy[t66];
            vcc_v8_float fx_v_1 = vcc_load(vcc_v8_float, &fx[t66]);
            vcc_v8_float t133 = vcc_splat(vcc_v8_float, -0.5f);
            vcc_v8_float t134 = t133 * fx_v_1;
            vcc_v8_float t135 = vcc_insert((vcc_v8_float){0}, 0, expf(t134[0]));
            vcc_v8_float t136 = vcc_insert(t135, 1, expf(t134[1]));
            vcc_v8_float t137 = vcc_insert(t136, 2, expf(t134[2]));
            vcc_v8_float t138 = vcc_insert(t137, 3, expf(t134[3]));
            vcc_v8_float t139 = vcc_insert(t138, 4, expf(t134[4]));
            vcc_v8_float t140 = vcc_insert(t139, 5, expf(t134[5]));
            vcc_v8_float t141 = vcc_insert(t140, 6, expf(t134[6]));
            vcc_v8_float t142 = vcc_insert(t141, 7, expf(t134[7]));
            vcc_v8_float t143 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t144 = fx_v_1 + t143;
            vcc_v8_float t145 = vcc_insert((vcc_v8_float){0}, 0, logf(t144[0]));
            vcc_v8_float t146 = vcc_insert(t145, 1, logf(t144[1]));
            vcc_v8_float t147 = vcc_insert(t146, 2, logf(t144[2]));
            vcc_v8_float t148 = vcc_insert(t147, 3, logf(t144[3]));
            vcc_v8_float t149 = vcc_insert(t148, 4, logf(t144[4]));
            vcc_v8_float t150 = vcc_insert(t149, 5, logf(t144[5]));
            vcc_v8_float t151 = vcc_insert(t150, 6, logf(t144[6]));
            vcc_v8_float t152 = vcc_insert(t151, 7, logf(t144[7]));
            vcc_v8_float t153 = t142 * t152;
            vcc_v8_float t154 = vcc_insert((vcc_v8_float){0}, 0, sinf(fx_v_1[0]));
            vcc_v8_float t155 = vcc_insert(t154, 1, sinf(fx_v_1[1]));
            vcc_v8_float t156 = vcc_insert(t155, 2, sinf(fx_v_1[2]));
            vcc_v8_float t157 = vcc_insert(t156, 3, sinf(fx_v_1[3]));
            vcc_v8_float t158 = vcc_insert(t157, 4, sinf(fx_v_1[4]));
            vcc_v8_float t159 = vcc_insert(t158, 5, sinf(fx_v_1[5]));
            vcc_v8_float t160 = vcc_insert(t159, 6, sinf(fx_v_1[6]));
            vcc_v8_float t161 = vcc_insert(t160, 7, sinf(fx_v_1[7]));
            vcc_v8_float t162 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t163 = t161 * t162;
            vcc_v8_float t164 = t153 + t163;
            vcc_v8_float t165 = vcc_insert((vcc_v8_float){0}, 0, cosf(fx_v_1[0]));
            vcc_v8_float t166 = vcc_insert(t165, 1, cosf(fx_v_1[1]));
            vcc_v8_float t167 = vcc_insert(t166, 2, cosf(fx_v_1[2]));
            vcc_v8_float t168 = vcc_insert(t167, 3, cosf(fx_v_1[3]));
            vcc_v8_float t169 = vcc_insert(t168, 4, cosf(fx_v_1[4]));
            vcc_v8_float t170 = vcc_insert(t169, 5, cosf(fx_v_1[5]));
            vcc_v8_float t171 = vcc_insert(t170, 6, cosf(fx_v_1[6]));
            vcc_v8_float t172 = vcc_insert(t171, 7, cosf(fx_v_1[7]));
            vcc_v8_float t173 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t174 = t172 * t173;
            vcc_v8_float t175 = t164 + t174;
            vcc_v8_float t131 = _ZGVdN8vu_bent(fx_v_1, 1.5f);
            vcc_v8_float t132 = t175 + t131;
            vcc_store(t67, t132);
            i_vec += 8L;
            if (i_vec >= t65) {
                i = (int)((long)t63 + t65);
                break;
            }
        }
    } else {
        i = t63;
    }
    for (; i < n; i++) {
        long t68 = (long)i;
        float t69 = fx[t68];
        float t70 = smooth(t69);
        fy[t68] = t70 + bent(t69, 1.5f);
    }
    long t71 = (long)n;
    if (t71 >= 8L) {
        long t72 = t71 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            long t73 = i_vec_3 + 4L;
            long t74 = (long)(int)i_vec_3;
            double *t75 = &dy[t74];
            vcc_v4_double dx_v = vcc_load(vcc_v4_double, &dx[t74]);
            vcc_v4_double t176 = vcc_splat(vcc_v4_double, -0.5);
            vcc_v4_double t177 = t176 * dx_v;
            vcc_v4_double t178 = vcc_insert((vcc_v4_double){0}, 0, exp(t177[0]));
            vcc_v4_double t179 = vcc_insert(t178, 1, exp(t177[1]));
            vcc_v4_double t180 = vcc_insert(t179, 2, exp(t177[2]));
            vcc_v4_double t181 = vcc_insert(t180, 3, exp(t177[3]));
            vcc_v4_double t182 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t183 = dx_v + t182;
            vcc_v4_double t184 = vcc_insert((vcc_v4_double){0}, 0, log(t183[0]));
            vcc_v4_double t185 = vcc_insert(t184, 1, log(t183[1]));
            vcc_v4_double t186 = vcc_insert(t185, 2, log(t183[2]));
            vcc_v4_double t187 = vcc_insert(t186, 3, log(t183[3]));
            vcc_v4_double t188 = t181 * t187;
            vcc_v4_double t189 = vcc_insert((vcc_v4_double){0}, 0, sin(dx_v[0]));
            vcc_v4_double t190 = vcc_insert(t189, 1, sin(dx_v[1]));
            vcc_v4_double t191 = vcc_insert(t190, 2, sin(dx_v[2]));
            vcc_v4_double t192 = vcc_insert(t191, 3, sin(dx_v[3]));
            vcc_v4_double t193 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t194 = t192 * t193;
            vcc_v4_double t195 = t188 + t194;
            vcc_v4_double t196 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v[0]));
            vcc_v4_double t197 = vcc_insert(t196, 1, cos(dx_v[1]));
            vcc_v4_double t198 = vcc_insert(t197, 2, cos(dx_v[2]));
            vcc_v4_double t199 = vcc_insert(t198, 3, cos(dx_v[3]));
            vcc_v4_double t200 = (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t201 = t199 * t200;
            vcc_v4_double t202 = t195 + t201;
            vcc_v4_double t278 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_m4 t279 = __builtin_convertvector(dx_v > t278, vcc_m4);
            vcc_m4 t280 = ~t279;
            if (vcc_any(t280)) {
                if (vcc_all(t280)) {
                    t2 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
                    vcc_v4_double t282 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v[0]));
                    vcc_v4_double t283 = vcc_insert(t282, 1, exp(dx_v[1]));
                    vcc_v4_double t284 = vcc_insert(t283, 2, exp(dx_v[2]));
                    vcc_v4_double t285 = vcc_insert(t284, 3, exp(dx_v[3]));
                    vcc_v4_double t286 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v[0]));
                    vcc_v4_double t287 = vcc_insert(t286, 1, cos(dx_v[1]));
                    vcc_v4_double t288 = vcc_insert(t287, 2, cos(dx_v[2]));
                    vcc_v4_double t289 = vcc_insert(t288, 3, cos(dx_v[3]));
                    vcc_v4_double t290 = t285 * t289;
                    vcc_v4_double t291 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t1 = t290 + t291;
                } else {
                    vcc_v4_int t281 = __builtin_convertvector(t280 & 1, vcc_v4_int);
                    if (t281[0]) {
                        t3 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v[0]));
                    } else {
                        t3 = (vcc_v4_double){0};
                    }
                    if (t281[1]) {
                        t4 = vcc_insert(t3, 1, exp(dx_v[1]));
                    } else {
                        t4 = t3;
                    }
                    if (t281[2]) {
                        t5 = vcc_insert(t4, 2, exp(dx_v[2]));
                    } else {
                        t5 = t4;
                    }
                    if (t281[3]) {
                        t6 = vcc_insert(t5, 3, exp(dx_v[3]));
                    } else {
                        t6 = t5;
                    }
                    vcc_v4_int t292 = __builtin_convertvector(t280 & 1, vcc_v4_int);
                    if (t292[0]) {
                        t7 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v[0]));
                    } else {
                        t7 = (vcc_v4_double){0};
                    }
                    if (t292[1]) {
                        t8 = vcc_insert(t7, 1, cos(dx_v[1]));
                    } else {
                        t8 = t7;
                    }
                    if (t292[2]) {
                        t9 = vcc_insert(t8, 2, cos(dx_v[2]));
                    } else {
                        t9 = t8;
                    }
                    if (t292[3]) {
                        t10 = vcc_insert(t9, 3, cos(dx_v[3]));
                    } else {
                        t10 = t9;
                    }
                    vcc_v4_double t293 = t6 * t10;
                    vcc_v4_double t294 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t1 = t293 + t294;
                    t2 = t280;
                }
            } else {
                t1 = (vcc_v4_double){0};
                t2 = (vcc_m4){0};
            }
            if (vcc_any(t279)) {
                if (vcc_all(t279)) {
                    vcc_v4_double t296 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v[0], 2.5));
                    vcc_v4_double t297 = vcc_insert(t296, 1, pow(dx_v[1], 2.5));
                    vcc_v4_double t298 = vcc_insert(t297, 2, pow(dx_v[2], 2.5));
                    vcc_v4_double t299 = vcc_insert(t298, 3, pow(dx_v[3], 2.5));
                    vcc_v4_double t300 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v[0]));
                    vcc_v4_double t301 = vcc_insert(t300, 1, log(dx_v[1]));
                    vcc_v4_double t302 = vcc_insert(t301, 2, log(dx_v[2]));
                    vcc_v4_double t303 = vcc_insert(t302, 3, log(dx_v[3]));
                    t11 = t299 + t303;
                } else {
                    vcc_v4_int t295 = __builtin_convertvector(t279 & 1, vcc_v4_int);
                    if (t295[0]) {
                        t12 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v[0], 2.5));
                    } else {
                        t12 = (vcc_v4_double){0};
                    }
                    if (t295[1]) {
                        t13 = vcc_insert(t12, 1, pow(dx_v[1], 2.5));
                    } else {
                        t13 = t12;
                    }
                    if (t295[2]) {
                        t14 = vcc_insert(t13, 2, pow(dx_v[2], 2.5));
                    } else {
                        t14 = t13;
                    }
                    if (t295[3]) {
                        t15 = vcc_insert(t14, 3, pow(dx_v[3], 2.5));
                    } else {
                        t15 = t14;
                    }
                    vcc_v4_int t304 = __builtin_convertvector(t279 & 1, vcc_v4_int);
                    if (t304[0]) {
                        t16 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v[0]));
                    } else {
                        t16 = (vcc_v4_double){0};
                    }
                    if (t304[1]) {
                        t17 = vcc_insert(t16, 1, log(dx_v[1]));
                    } else {
                        t17 = t16;
                    }
                    if (t304[2]) {
                        t18 = vcc_insert(t17, 2, log(dx_v[2]));
                    } else {
                        t18 = t17;
                    }
                    if (t304[3]) {
                        t19 = vcc_insert(t18, 3, log(dx_v[3]));
                    } else {
                        t19 = t18;
                    }
                    t11 = t15 + t19;
                }
            } else {
                t11 = (vcc_v4_double){0};
            }
            vcc_v4_double t305 = vcc_select(vcc_v4_long, __builtin_convertvector(t2, vcc_v4_long), t1, t11);
            vcc_v4_double t275 = t202 + t305;
            vcc_store(t75, t275);
            long t276 = (long)(int)t73;
            double *t277 = &dy[t276];
            vcc_v4_double dx_v_2 = vcc_load(vcc_v4_double, &dx[t276]);
            vcc_v4_double t335 = vcc_splat(vcc_v4_double, -0.5);
            vcc_v4_double t336 = t335 * dx_v_2;
            vcc_v4_double t337 = vcc_insert((vcc_v4_double){0}, 0, exp(t336[0]));
            vcc_v4_double t338 = vcc_insert(t337, 1, exp(t336[1]));
            vcc_v4_double t339 = vcc_insert(t338, 2, exp(t336[2]));
            vcc_v4_double t340 = vcc_insert(t339, 3, exp(t336[3]));
            vcc_v4_double t341 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t342 = dx_v_2 + t341;
            vcc_v4_double t343 = vcc_insert((vcc_v4_double){0}, 0, log(t342[0]));
            vcc_v4_double t344 = vcc_insert(t343, 1, log(t342[1]));
            vcc_v4_double t345 = vcc_insert(t344, 2, log(t342[2]));
            vcc_v4_double t346 = vcc_insert(t345, 3, log(t342[3]));
            vcc_v4_double t347 = t340 * t346;
            vcc_v4_double t348 = vcc_insert((vcc_v4_double){0}, 0, sin(dx_v_2[0]));
            vcc_v4_double t349 = vcc_insert(t348, 1, sin(dx_v_2[1]));
            vcc_v4_double t350 = vcc_insert(t349, 2, sin(dx_v_2[2]));
            vcc_v4_double t351 = vcc_insert(t350, 3, sin(dx_v_2[3]));
            vcc_v4_double t352 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t353 = t351 * t352;
            vcc_v4_double t354 = t347 + t353;
            vcc_v4_double t355 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_2[0]));
            vcc_v4_double t356 = vcc_insert(t355, 1, cos(dx_v_2[1]));
            vcc_v4_double t357 = vcc_insert(t356, 2, cos(dx_v_2[2]));
            vcc_v4_double t358 = vcc_insert(t357, 3, cos(dx_v_2[3]));
            vcc_v4_double t359 = (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t360 = t358 * t359;
            vcc_v4_double t361 = t354 + t360;
            vcc_v4_double t363 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_m4 t364 = __builtin_convertvector(dx_v_2 > t363, vcc_m4);
            vcc_m4 t365 = ~t364;
            if (vcc_any(t365)) {
                if (vcc_all(t365)) {
                    t40 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
                    vcc_v4_double t367 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v_2[0]));
                    vcc_v4_double t368 = vcc_insert(t367, 1, exp(dx_v_2[1]));
                    vcc_v4_double t369 = vcc_insert(t368, 2, exp(dx_v_2[2]));
                    vcc_v4_double t370 = vcc_insert(t369, 3, exp(dx_v_2[3]));
                    vcc_v4_double t371 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_2[0]));
                    vcc_v4_double t372 = vcc_insert(t371, 1, cos(dx_v_2[1]));
                    vcc_v4_double t373 = vcc_insert(t372, 2, cos(dx_v_2[2]));
                    vcc_v4_double t374 = vcc_insert(t373, 3, cos(dx_v_2[3]));
                    vcc_v4_double t375 = t370 * t374;
                    vcc_v4_double t376 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t39 = t375 + t376;
                } else {
                    vcc_v4_int t366 = __builtin_convertvector(t365 & 1, vcc_v4_int);
                    if (t366[0]) {
                        t41 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v_2[0]));
                    } else {
                        t41 = (vcc_v4_double){0};
                    }
                    if (t366[1]) {
                        t42 = vcc_insert(t41, 1, exp(dx_v_2[1]));
                    } else {
                        t42 = t41;
                    }
                    if (t366[2]) {
                        t43 = vcc_insert(t42, 2, exp(dx_v_2[2]));
                    } else {
                        t43 = t42;
                    }
                    if (t366[3]) {
                        t44 = vcc_insert(t43, 3, exp(dx_v_2[3]));
                    } else {
                        t44 = t43;
                    }
                    vcc_v4_int t377 = __builtin_convertvector(t365 & 1, vcc_v4_int);
                    if (t377[0]) {
                        t45 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_2[0]));
                    } else {
                        t45 = (vcc_v4_double){0};
                    }
                    if (t377[1]) {
                        t46 = vcc_insert(t45, 1, cos(dx_v_2[1]));
                    } else {
                        t46 = t45;
                    }
                    if (t377[2]) {
                        t47 = vcc_insert(t46, 2, cos(dx_v_2[2]));
                    } else {
                        t47 = t46;
                    }
                    if (t377[3]) {
                        t48 = vcc_insert(t47, 3, cos(dx_v_2[3]));
                    } else {
                        t48 = t47;
                    }
                    vcc_v4_double t378 = t44 * t48;
                    vcc_v4_double t379 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t39 = t378 + t379;
                    t40 = t365;
                }
            } else {
                t39 = (vcc_v4_double){0};
                t40 = (vcc_m4){0};
            }
            if (vcc_any(t364)) {
                if (vcc_all(t364)) {
                    vcc_v4_double t381 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v_2[0], 2.5));
                    vcc_v4_double t382 = vcc_insert(t381, 1, pow(dx_v_2[1], 2.5));
                    vcc_v4_double t383 = vcc_insert(t382, 2, pow(dx_v_2[2], 2.5));
                    vcc_v4_double t384 = vcc_insert(t383, 3, pow(dx_v_2[3], 2.5));
                    vcc_v4_double t385 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v_2[0]));
                    vcc_v4_double t386 = vcc_insert(t385, 1, log(dx_v_2[1]));
                    vcc_v4_double t387 = vcc_insert(t386, 2, log(dx_v_2[2]));
                    vcc_v4_double t388 = vcc_insert(t387, 3, log(dx_v_2[3]));
                    t49 = t384 + t388;
                } else {
                    vcc_v4_int t380 = __builtin_convertvector(t364 & 1, vcc_v4_int);
                    if (t380[0]) {
                        t50 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v_2[0], 2.5));
                    } else {
                        t50 = (vcc_v4_double){0};
                    }
                    if (t380[1]) {
                        t51 = vcc_insert(t50, 1, pow(dx_v_2[1], 2.5));
                    } else {
                        t51 = t50;
                    }
                    if (t380[2]) {
                        t52 = vcc_insert(t51, 2, pow(dx_v_2[2], 2.5));
                    } else {
                        t52 = t51;
                    }
                    if (t380[3]) {
                        t53 = vcc_insert(t52, 3, pow(dx_v_2[3], 2.5));
                    } else {
                        t53 = t52;
                    }
                    vcc_v4_int t389 = __builtin_convertvector(t364 & 1, vcc_v4_int);
                    if (t389[0]) {
                        t54 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v_2[0]));
                    } else {
                        t54 = (vcc_v4_double){0};
                    }
                    if (t389[1]) {
                        t55 = vcc_insert(t54, 1, log(dx_v_2[1]));
                    } else {
                        t55 = t54;
                    }
                    if (t389[2]) {
                        t56 = vcc_insert(t55, 2, log(dx_v_2[2]));
                    } else {
                        t56 = t55;
                    }
                    if (t389[3]) {
                        t57 = vcc_insert(t56, 3, log(dx_v_2[3]));
                    } else {
                        t57 = t56;
                    }
                    t49 = t53 + t57;
                }
            } else {
                t49 = (vcc_v4_double){0};
            }
            vcc_v4_double t390 = vcc_select(vcc_v4_long, __builtin_convertvector(t40, vcc_v4_long), t39, t49);
            vcc_v4_double t362 = t361 + t390;
            vcc_store(t277, t362);
            i_vec_3 += 8L;
            if (i_vec_3 >= t72) {
                t76 = (int)t72;
                break;
            }
        }
    } else {
        t76 = 0;
    }
    long t77 = (long)n + (long)t76 * -1L;
    if (t77 >= 4L) {
        long t78 = t77 & -4L;
        long i_vec_2 = 0L;
        for (;;) {
            long t79 = (long)(int)((long)t76 + i_vec_2);
            double *t80 = &dy[t79];
            vcc_v4_double dx_v_1 = vcc_load(vcc_v4_double, &dx[t79]);
            vcc_v4_double t203 = vcc_splat(vcc_v4_double, -0.5);
            vcc_v4_double t204 = t203 * dx_v_1;
            vcc_v4_double t205 = vcc_insert((vcc_v4_double){0}, 0, exp(t204[0]));
            vcc_v4_double t206 = vcc_insert(t205, 1, exp(t204[1]));
            vcc_v4_double t207 = vcc_insert(t206, 2, exp(t204[2]));
            vcc_v4_double t208 = vcc_insert(t207, 3, exp(t204[3]));
            vcc_v4_double t209 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t210 = dx_v_1 + t209;
            vcc_v4_double t211 = vcc_insert((vcc_v4_double){0}, 0, log(t210[0]));
            vcc_v4_double t212 = vcc_insert(t211, 1, log(t210[1]));
            vcc_v4_double t213 = vcc_insert(t212, 2, log(t210[2]));
            vcc_v4_double t214 = vcc_insert(t213, 3, log(t210[3]));
            vcc_v4_double t215 = t208 * t214;
            vcc_v4_double t216 = vcc_insert((vcc_v4_double){0}, 0, sin(dx_v_1[0]));
            vcc_v4_double t217 = vcc_insert(t216, 1, sin(dx_v_1[1]));
            vcc_v4_double t218 = vcc_insert(t217, 2, sin(dx_v_1[2]));
            vcc_v4_double t219 = vcc_insert(t218, 3, sin(dx_v_1[3]));
            vcc_v4_double t220 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t221 = t219 * t220;
            vcc_v4_double t222 = t215 + t221;
            vcc_v4_double t223 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_1[0]));
            vcc_v4_double t224 = vcc_insert(t223, 1, cos(dx_v_1[1]));
            vcc_v4_double t225 = vcc_insert(t224, 2, cos(dx_v_1[2]));
            vcc_v4_double t226 = vcc_insert(t225, 3, cos(dx_v_1[3]));
            vcc_v4_double t227 = (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
            vcc_v4_double t228 = t226 * t227;
            vcc_v4_double t229 = t222 + t228;
            vcc_v4_double t307 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_m4 t308 = __builtin_convertvector(dx_v_1 > t307, vcc_m4);
            vcc_m4 t309 = ~t308;
            if (vcc_any(t309)) {
                if (vcc_all(t309)) {
                    t21 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
                    vcc_v4_double t311 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v_1[0]));
                    vcc_v4_double t312 = vcc_insert(t311, 1, exp(dx_v_1[1]));
                    vcc_v4_double t313 = vcc_insert(t312, 2, exp(dx_v_1[2]));
                    vcc_v4_double t314 = vcc_insert(t313, 3, exp(dx_v_1[3]));
                    vcc_v4_double t315 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_1[0]));
                    vcc_v4_double t316 = vcc_insert(t315, 1, cos(dx_v_1[1]));
                    vcc_v4_double t317 = vcc_insert(t316, 2, cos(dx_v_1[2]));
                    vcc_v4_double t318 = vcc_insert(t317, 3, cos(dx_v_1[3]));
                    vcc_v4_double t319 = t314 * t318;
                    vcc_v4_double t320 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t20 = t319 + t320;
                } else {
                    vcc_v4_int t310 = __builtin_convertvector(t309 & 1, vcc_v4_int);
                    if (t310[0]) {
                        t22 = vcc_insert((vcc_v4_double){0}, 0, exp(dx_v_1[0]));
                    } else {
                        t22 = (vcc_v4_double){0};
                    }
                    if (t310[1]) {
                        t23 = vcc_insert(t22, 1, exp(dx_v_1[1]));
                    } else {
                        t23 = t22;
                    }
                    if (t310[2]) {
                        t24 = vcc_insert(t23, 2, exp(dx_v_1[2]));
                    } else {
                        t24 = t23;
                    }
                    if (t310[3]) {
                        t25 = vcc_insert(t24, 3, exp(dx_v_1[3]));
                    } else {
                        t25 = t24;
                    }
                    vcc_v4_int t321 = __builtin_convertvector(t309 & 1, vcc_v4_int);
                    if (t321[0]) {
                        t26 = vcc_insert((vcc_v4_double){0}, 0, cos(dx_v_1[0]));
                    } else {
                        t26 = (vcc_v4_double){0};
                    }
                    if (t321[1]) {
                        t27 = vcc_insert(t26, 1, cos(dx_v_1[1]));
                    } else {
                        t27 = t26;
                    }
                    if (t321[2]) {
                        t28 = vcc_insert(t27, 2, cos(dx_v_1[2]));
                    } else {
                        t28 = t27;
                    }
                    if (t321[3]) {
                        t29 = vcc_insert(t28, 3, cos(dx_v_1[3]));
                    } else {
                        t29 = t28;
                    }
                    vcc_v4_double t322 = t25 * t29;
                    vcc_v4_double t323 = (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
                    t20 = t322 + t323;
                    t21 = t309;
                }
            } else {
                t20 = (vcc_v4_double){0};
                t21 = (vcc_m4){0};
            }
            if (vcc_any(t308)) {
                if (vcc_all(t308)) {
                    vcc_v4_double t325 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v_1[0], 2.5));
                    vcc_v4_double t326 = vcc_insert(t325, 1, pow(dx_v_1[1], 2.5));
                    vcc_v4_double t327 = vcc_insert(t326, 2, pow(dx_v_1[2], 2.5));
                    vcc_v4_double t328 = vcc_insert(t327, 3, pow(dx_v_1[3], 2.5));
                    vcc_v4_double t329 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v_1[0]));
                    vcc_v4_double t330 = vcc_insert(t329, 1, log(dx_v_1[1]));
                    vcc_v4_double t331 = vcc_insert(t330, 2, log(dx_v_1[2]));
                    vcc_v4_double t332 = vcc_insert(t331, 3, log(dx_v_1[3]));
                    t30 = t328 + t332;
                } else {
                    vcc_v4_int t324 = __builtin_convertvector(t308 & 1, vcc_v4_int);
                    if (t324[0]) {
                        t31 = vcc_insert((vcc_v4_double){0}, 0, pow(dx_v_1[0], 2.5));
                    } else {
                        t31 = (vcc_v4_double){0};
                    }
                    if (t324[1]) {
                        t32 = vcc_insert(t31, 1, pow(dx_v_1[1], 2.5));
                    } else {
                        t32 = t31;
                    }
                    if (t324[2]) {
                        t33 = vcc_insert(t32, 2, pow(dx_v_1[2], 2.5));
                    } else {
                        t33 = t32;
                    }
                    if (t324[3]) {
                        t34 = vcc_insert(t33, 3, pow(dx_v_1[3], 2.5));
                    } else {
                        t34 = t33;
                    }
                    vcc_v4_int t333 = __builtin_convertvector(t308 & 1, vcc_v4_int);
                    if (t333[0]) {
                        t35 = vcc_insert((vcc_v4_double){0}, 0, log(dx_v_1[0]));
                    } else {
                        t35 = (vcc_v4_double){0};
                    }
                    if (t333[1]) {
                        t36 = vcc_insert(t35, 1, log(dx_v_1[1]));
                    } else {
                        t36 = t35;
                    }
                    if (t333[2]) {
                        t37 = vcc_insert(t36, 2, log(dx_v_1[2]));
                    } else {
                        t37 = t36;
                    }
                    if (t333[3]) {
                        t38 = vcc_insert(t37, 3, log(dx_v_1[3]));
                    } else {
                        t38 = t37;
                    }
                    t30 = t34 + t38;
                }
            } else {
                t30 = (vcc_v4_double){0};
            }
            vcc_v4_double t334 = vcc_select(vcc_v4_long, __builtin_convertvector(t21, vcc_v4_long), t20, t30);
            vcc_v4_double t306 = t229 + t334;
            vcc_store(t80, t306);
            i_vec_2 += 4L;
            if (i_vec_2 >= t78) {
                i_1 = (int)((long)t76 + t78);
                break;
            }
        }
    } else {
        i_1 = t76;
    }
    for (; i_1 < n; i_1++) {
        long t81 = (long)i_1;
        double t82 = dx[t81];
        double t83 = smooth_d(t82);
        dy[t81] = t83 + bent_d(t82, 2.5);
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
