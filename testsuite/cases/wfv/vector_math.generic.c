/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vv_inv_norm(vcc_v8_float x, vcc_v8_float y);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vv_shape_of(vcc_v8_float x, vcc_v8_float y);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vv_shape_of(vcc_v8_float x, vcc_v8_float y, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4v_droot(vcc_v4_double x);
#pragma GCC diagnostic pop
/* Math functions the target computes exactly on whole vectors (midend target `VECTOR_MATH`,
   `MathImpl::Exact`) called from a variant: under `--target=avx2` one `vsqrtps`, `vroundps`,
   ... on the vectors (midend wfv build.rs `call`) instead of one call per lane; the generic
   target has none and calls per lane. Negative and NaN arguments, zeros of both signs,
   inactive lanes, and a math call under a varying branch. */
#include <stdio.h>
#include <math.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd notinbranch */
float inv_norm(float x, float y) {
    return 1.0f / sqrtf(x * x + y * y + 0.01f);
}

/* vcc: function at vector_math.c:12 vector variant _ZGVdN8vv_inv_norm of `inv_norm`: VL 8, unmasked, x vector, y vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vv_inv_norm(vcc_v8_float x, vcc_v8_float y) {
    vcc_v8_float t1 = x * x;
    vcc_v8_float t2 = y * y;
    vcc_v8_float t3 = t1 + t2;
    vcc_v8_float t4 = (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
    vcc_v8_float t5 = t3 + t4;
    vcc_v8_float t6 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t5[0]));
    vcc_v8_float t7 = vcc_insert(t6, 1, sqrtf(t5[1]));
    vcc_v8_float t8 = vcc_insert(t7, 2, sqrtf(t5[2]));
    vcc_v8_float t9 = vcc_insert(t8, 3, sqrtf(t5[3]));
    vcc_v8_float t10 = vcc_insert(t9, 4, sqrtf(t5[4]));
    vcc_v8_float t11 = vcc_insert(t10, 5, sqrtf(t5[5]));
    vcc_v8_float t12 = vcc_insert(t11, 6, sqrtf(t5[6]));
    vcc_v8_float t13 = vcc_insert(t12, 7, sqrtf(t5[7]));
    vcc_v8_float t14 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t15 = t14 / t13;
    return t15;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd */
float shape_of(float x, float y) {
    float r = fabsf(x) + floorf(y) - ceilf(x * 0.5f);
    if (x > y)
        r += sqrtf(x - y);
    else
        r -= fminf(x, y) + fmaxf(y, -1.0f);
    return r;
}

/* vcc: function at vector_math.c:17 vector variant _ZGVdN8vv_shape_of of `shape_of`: VL 8, unmasked, x vector, y vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vv_shape_of(vcc_v8_float x, vcc_v8_float y) {
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
    vcc_v8_float t28 = vcc_insert((vcc_v8_float){0}, 0, fabsf(x[0]));
    vcc_v8_float t29 = vcc_insert(t28, 1, fabsf(x[1]));
    vcc_v8_float t30 = vcc_insert(t29, 2, fabsf(x[2]));
    vcc_v8_float t31 = vcc_insert(t30, 3, fabsf(x[3]));
    vcc_v8_float t32 = vcc_insert(t31, 4, fabsf(x[4]));
    vcc_v8_float t33 = vcc_insert(t32, 5, fabsf(x[5]));
    vcc_v8_float t34 = vcc_insert(t33, 6, fabsf(x[6]));
    vcc_v8_float t35 = vcc_insert(t34, 7, fabsf(x[7]));
    vcc_v8_float t36 = vcc_insert((vcc_v8_float){0}, 0, floorf(y[0]));
    vcc_v8_float t37 = vcc_insert(t36, 1, floorf(y[1]));
    vcc_v8_float t38 = vcc_insert(t37, 2, floorf(y[2]));
    vcc_v8_float t39 = vcc_insert(t38, 3, floorf(y[3]));
    vcc_v8_float t40 = vcc_insert(t39, 4, floorf(y[4]));
    vcc_v8_float t41 = vcc_insert(t40, 5, floorf(y[5]));
    vcc_v8_float t42 = vcc_insert(t41, 6, floorf(y[6]));
    vcc_v8_float t43 = vcc_insert(t42, 7, floorf(y[7]));
    vcc_v8_float t44 = t35 + t43;
    vcc_v8_float t45 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t46 = x * t45;
    vcc_v8_float t47 = vcc_insert((vcc_v8_float){0}, 0, ceilf(t46[0]));
    vcc_v8_float t48 = vcc_insert(t47, 1, ceilf(t46[1]));
    vcc_v8_float t49 = vcc_insert(t48, 2, ceilf(t46[2]));
    vcc_v8_float t50 = vcc_insert(t49, 3, ceilf(t46[3]));
    vcc_v8_float t51 = vcc_insert(t50, 4, ceilf(t46[4]));
    vcc_v8_float t52 = vcc_insert(t51, 5, ceilf(t46[5]));
    vcc_v8_float t53 = vcc_insert(t52, 6, ceilf(t46[6]));
    vcc_v8_float t54 = vcc_insert(t53, 7, ceilf(t46[7]));
    vcc_v8_float t55 = t44 - t54;
    vcc_m8 t56 = (vcc_m8)(x > y);
    vcc_m8 t57 = ~t56;
    if (vcc_any(t57)) {
        if (vcc_all(t57)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t59 = vcc_insert((vcc_v8_float){0}, 0, fminf(x[0], y[0]));
            vcc_v8_float t60 = vcc_insert(t59, 1, fminf(x[1], y[1]));
            vcc_v8_float t61 = vcc_insert(t60, 2, fminf(x[2], y[2]));
            vcc_v8_float t62 = vcc_insert(t61, 3, fminf(x[3], y[3]));
            vcc_v8_float t63 = vcc_insert(t62, 4, fminf(x[4], y[4]));
            vcc_v8_float t64 = vcc_insert(t63, 5, fminf(x[5], y[5]));
            vcc_v8_float t65 = vcc_insert(t64, 6, fminf(x[6], y[6]));
            vcc_v8_float t66 = vcc_insert(t65, 7, fminf(x[7], y[7]));
            vcc_v8_float t67 = vcc_insert((vcc_v8_float){0}, 0, fmaxf(y[0], -1.0f));
            vcc_v8_float t68 = vcc_insert(t67, 1, fmaxf(y[1], -1.0f));
            vcc_v8_float t69 = vcc_insert(t68, 2, fmaxf(y[2], -1.0f));
            vcc_v8_float t70 = vcc_insert(t69, 3, fmaxf(y[3], -1.0f));
            vcc_v8_float t71 = vcc_insert(t70, 4, fmaxf(y[4], -1.0f));
            vcc_v8_float t72 = vcc_insert(t71, 5, fmaxf(y[5], -1.0f));
            vcc_v8_float t73 = vcc_insert(t72, 6, fmaxf(y[6], -1.0f));
            vcc_v8_float t74 = vcc_insert(t73, 7, fmaxf(y[7], -1.0f));
            vcc_v8_float t75 = t66 + t74;
            t1 = t55 - t75;
        } else {
            vcc_v8_int t58 = __builtin_convertvector(t57 & 1, vcc_v8_int);
            if (t58[0]) {
                t3 = vcc_insert((vcc_v8_float){0}, 0, fminf(x[0], y[0]));
            } else {
                t3 = (vcc_v8_float){0};
            }
            if (t58[1]) {
                t4 = vcc_insert(t3, 1, fminf(x[1], y[1]));
            } else {
                t4 = t3;
            }
            if (t58[2]) {
                t5 = vcc_insert(t4, 2, fminf(x[2], y[2]));
            } else {
                t5 = t4;
            }
            if (t58[3]) {
                t6 = vcc_insert(t5, 3, fminf(x[3], y[3]));
            } else {
                t6 = t5;
            }
            if (t58[4]) {
                t7 = vcc_insert(t6, 4, fminf(x[4], y[4]));
            } else {
                t7 = t6;
            }
            if (t58[5]) {
                t8 = vcc_insert(t7, 5, fminf(x[5], y[5]));
            } else {
                t8 = t7;
            }
            if (t58[6]) {
                t9 = vcc_insert(t8, 6, fminf(x[6], y[6]));
            } else {
                t9 = t8;
            }
            if (t58[7]) {
                t10 = vcc_insert(t9, 7, fminf(x[7], y[7]));
            } else {
                t10 = t9;
            }
            vcc_v8_int t76 = __builtin_convertvector(t57 & 1, vcc_v8_int);
            if (t76[0]) {
                t11 = vcc_insert((vcc_v8_float){0}, 0, fmaxf(y[0], -1.0f));
            } else {
                t11 = (vcc_v8_float){0};
            }
            if (t76[1]) {
                t12 = vcc_insert(t11, 1, fmaxf(y[1], -1.0f));
            } else {
                t12 = t11;
            }
            if (t76[2]) {
                t13 = vcc_insert(t12, 2, fmaxf(y[2], -1.0f));
            } else {
                t13 = t12;
            }
            if (t76[3]) {
                t14 = vcc_insert(t13, 3, fmaxf(y[3], -1.0f));
            } else {
                t14 = t13;
            }
            if (t76[4]) {
                t15 = vcc_insert(t14, 4, fmaxf(y[4], -1.0f));
            } else {
                t15 = t14;
            }
            if (t76[5]) {
                t16 = vcc_insert(t15, 5, fmaxf(y[5], -1.0f));
            } else {
                t16 = t15;
            }
            if (t76[6]) {
                t17 = vcc_insert(t16, 6, fmaxf(y[6], -1.0f));
            } else {
                t17 = t16;
            }
            if (t76[7]) {
                t18 = vcc_insert(t17, 7, fmaxf(y[7], -1.0f));
            } else {
                t18 = t17;
            }
            vcc_v8_float t77 = t10 + t18;
            t1 = t55 - t77;
            t2 = t57;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    if (vcc_any(t56)) {
        if (vcc_all(t56)) {
            vcc_v8_float t78 = x - y;
            vcc_v8_float t81 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t78[0]));
            vcc_v8_float t82 = vcc_insert(t81, 1, sqrtf(t78[1]));
            vcc_v8_float t83 = vcc_insert(t82, 2, sqrtf(t78[2]));
            vcc_v8_float t84 = vcc_insert(t83, 3, sqrtf(t78[3]));
            vcc_v8_float t85 = vcc_insert(t84, 4, sqrtf(t78[4]));
            vcc_v8_float t86 = vcc_insert(t85, 5, sqrtf(t78[5]));
            vcc_v8_float t87 = vcc_insert(t86, 6, sqrtf(t78[6]));
            vcc_v8_float t88 = vcc_insert(t87, 7, sqrtf(t78[7]));
            t19 = t55 + t88;
        } else {
            vcc_v8_float t79 = x - y;
            vcc_v8_int t80 = __builtin_convertvector(t56 & 1, vcc_v8_int);
            if (t80[0]) {
                t20 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t79[0]));
            } else {
                t20 = (vcc_v8_float){0};
            }
            if (t80[1]) {
                t21 = vcc_insert(t20, 1, sqrtf(t79[1]));
            } else {
                t21 = t20;
            }
            if (t80[2]) {
                t22 = vcc_insert(t21, 2, sqrtf(t79[2]));
            } else {
                t22 = t21;
            }
            if (t80[3]) {
                t23 = vcc_insert(t22, 3, sqrtf(t79[3]));
            } else {
                t23 = t22;
            }
            if (t80[4]) {
                t24 = vcc_insert(t23, 4, sqrtf(t79[4]));
            } else {
                t24 = t23;
            }
            if (t80[5]) {
                t25 = vcc_insert(t24, 5, sqrtf(t79[5]));
            } else {
                t25 = t24;
            }
            if (t80[6]) {
                t26 = vcc_insert(t25, 6, sqrtf(t79[6]));
            } else {
                t26 = t25;
            }
            if (t80[7]) {
                t27 = vcc_insert(t26, 7, sqrtf(t79[7]));
            } else {
                t27 = t26;
            }
            t19 = t55 + t27;
        }
    } else {
        t19 = (vcc_v8_float){0};
    }
    vcc_v8_float t89 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t19);
    return t89;
}
#pragma GCC diagnostic pop

/* vcc: function at vector_math.c:17 vector variant _ZGVdM8vv_shape_of of `shape_of`: VL 8, masked, x vector, y vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vv_shape_of(vcc_v8_float x, vcc_v8_float y, vcc_v8_float mask) {
    vcc_v8_float t1;
    vcc_v8_float t2;
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
    vcc_m8 t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_m8 t52 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_int t53 = __builtin_convertvector(t52 & 1, vcc_v8_int);
    if (t53[0]) {
        t1 = vcc_insert((vcc_v8_float){0}, 0, fabsf(x[0]));
    } else {
        t1 = (vcc_v8_float){0};
    }
    if (t53[1]) {
        t2 = vcc_insert(t1, 1, fabsf(x[1]));
    } else {
        t2 = t1;
    }
    if (t53[2]) {
        t3 = vcc_insert(t2, 2, fabsf(x[2]));
    } else {
        t3 = t2;
    }
    if (t53[3]) {
        t4 = vcc_insert(t3, 3, fabsf(x[3]));
    } else {
        t4 = t3;
    }
    if (t53[4]) {
        t5 = vcc_insert(t4, 4, fabsf(x[4]));
    } else {
        t5 = t4;
    }
    if (t53[5]) {
        t6 = vcc_insert(t5, 5, fabsf(x[5]));
    } else {
        t6 = t5;
    }
    if (t53[6]) {
        t7 = vcc_insert(t6, 6, fabsf(x[6]));
    } else {
        t7 = t6;
    }
    if (t53[7]) {
        t8 = vcc_insert(t7, 7, fabsf(x[7]));
    } else {
        t8 = t7;
    }
    vcc_v8_int t54 = __builtin_convertvector(t52 & 1, vcc_v8_int);
    if (t54[0]) {
        t9 = vcc_insert((vcc_v8_float){0}, 0, floorf(y[0]));
    } else {
        t9 = (vcc_v8_float){0};
    }
    if (t54[1]) {
        t10 = vcc_insert(t9, 1, floorf(y[1]));
    } else {
        t10 = t9;
    }
    if (t54[2]) {
        t11 = vcc_insert(t10, 2, floorf(y[2]));
    } else {
        t11 = t10;
    }
    if (t54[3]) {
        t12 = vcc_insert(t11, 3, floorf(y[3]));
    } else {
        t12 = t11;
    }
    if (t54[4]) {
        t13 = vcc_insert(t12, 4, floorf(y[4]));
    } else {
        t13 = t12;
    }
    if (t54[5]) {
        t14 = vcc_insert(t13, 5, floorf(y[5]));
    } else {
        t14 = t13;
    }
    if (t54[6]) {
        t15 = vcc_insert(t14, 6, floorf(y[6]));
    } else {
        t15 = t14;
    }
    if (t54[7]) {
        t16 = vcc_insert(t15, 7, floorf(y[7]));
    } else {
        t16 = t15;
    }
    vcc_v8_float t55 = t8 + t16;
    vcc_v8_float t56 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t57 = x * t56;
    vcc_v8_int t58 = __builtin_convertvector(t52 & 1, vcc_v8_int);
    if (t58[0]) {
        t17 = vcc_insert((vcc_v8_float){0}, 0, ceilf(t57[0]));
    } else {
        t17 = (vcc_v8_float){0};
    }
    if (t58[1]) {
        t18 = vcc_insert(t17, 1, ceilf(t57[1]));
    } else {
        t18 = t17;
    }
    if (t58[2]) {
        t19 = vcc_insert(t18, 2, ceilf(t57[2]));
    } else {
        t19 = t18;
    }
    if (t58[3]) {
        t20 = vcc_insert(t19, 3, ceilf(t57[3]));
    } else {
        t20 = t19;
    }
    if (t58[4]) {
        t21 = vcc_insert(t20, 4, ceilf(t57[4]));
    } else {
        t21 = t20;
    }
    if (t58[5]) {
        t22 = vcc_insert(t21, 5, ceilf(t57[5]));
    } else {
        t22 = t21;
    }
    if (t58[6]) {
        t23 = vcc_insert(t22, 6, ceilf(t57[6]));
    } else {
        t23 = t22;
    }
    if (t58[7]) {
        t24 = vcc_insert(t23, 7, ceilf(t57[7]));
    } else {
        t24 = t23;
    }
    vcc_v8_float t59 = t55 - t24;
    vcc_m8 t60 = (vcc_m8)(x > y);
    vcc_m8 t61 = t52 & t60;
    vcc_m8 t62 = ~t60;
    vcc_m8 t63 = t52 & t62;
    if (vcc_any(t63)) {
        if (vcc_all(t63)) {
            t26 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t65 = vcc_insert((vcc_v8_float){0}, 0, fminf(x[0], y[0]));
            vcc_v8_float t66 = vcc_insert(t65, 1, fminf(x[1], y[1]));
            vcc_v8_float t67 = vcc_insert(t66, 2, fminf(x[2], y[2]));
            vcc_v8_float t68 = vcc_insert(t67, 3, fminf(x[3], y[3]));
            vcc_v8_float t69 = vcc_insert(t68, 4, fminf(x[4], y[4]));
            vcc_v8_float t70 = vcc_insert(t69, 5, fminf(x[5], y[5]));
            vcc_v8_float t71 = vcc_insert(t70, 6, fminf(x[6], y[6]));
            vcc_v8_float t72 = vcc_insert(t71, 7, fminf(x[7], y[7]));
            vcc_v8_float t73 = vcc_insert((vcc_v8_float){0}, 0, fmaxf(y[0], -1.0f));
            vcc_v8_float t74 = vcc_insert(t73, 1, fmaxf(y[1], -1.0f));
            vcc_v8_float t75 = vcc_insert(t74, 2, fmaxf(y[2], -1.0f));
            vcc_v8_float t76 = vcc_insert(t75, 3, fmaxf(y[3], -1.0f));
            vcc_v8_float t77 = vcc_insert(t76, 4, fmaxf(y[4], -1.0f));
            vcc_v8_float t78 = vcc_insert(t77, 5, fmaxf(y[5], -1.0f));
            vcc_v8_float t79 = vcc_insert(t78, 6, fmaxf(y[6], -1.0f));
            vcc_v8_float t80 = vcc_insert(t79, 7, fmaxf(y[7], -1.0f));
            vcc_v8_float t81 = t72 + t80;
            t25 = t59 - t81;
        } else {
            vcc_v8_int t64 = __builtin_convertvector(t63 & 1, vcc_v8_int);
            if (t64[0]) {
                t27 = vcc_insert((vcc_v8_float){0}, 0, fminf(x[0], y[0]));
            } else {
                t27 = (vcc_v8_float){0};
            }
            if (t64[1]) {
                t28 = vcc_insert(t27, 1, fminf(x[1], y[1]));
            } else {
                t28 = t27;
            }
            if (t64[2]) {
                t29 = vcc_insert(t28, 2, fminf(x[2], y[2]));
            } else {
                t29 = t28;
            }
            if (t64[3]) {
                t30 = vcc_insert(t29, 3, fminf(x[3], y[3]));
            } else {
                t30 = t29;
            }
            if (t64[4]) {
                t31 = vcc_insert(t30, 4, fminf(x[4], y[4]));
            } else {
                t31 = t30;
            }
            if (t64[5]) {
                t32 = vcc_insert(t31, 5, fminf(x[5], y[5]));
            } else {
                t32 = t31;
            }
            if (t64[6]) {
                t33 = vcc_insert(t32, 6, fminf(x[6], y[6]));
            } else {
                t33 = t32;
            }
            if (t64[7]) {
                t34 = vcc_insert(t33, 7, fminf(x[7], y[7]));
            } else {
                t34 = t33;
            }
            vcc_v8_int t82 = __builtin_convertvector(t63 & 1, vcc_v8_int);
            if (t82[0]) {
                t35 = vcc_insert((vcc_v8_float){0}, 0, fmaxf(y[0], -1.0f));
            } else {
                t35 = (vcc_v8_float){0};
            }
            if (t82[1]) {
                t36 = vcc_insert(t35, 1, fmaxf(y[1], -1.0f));
            } else {
                t36 = t35;
            }
            if (t82[2]) {
                t37 = vcc_insert(t36, 2, fmaxf(y[2], -1.0f));
            } else {
                t37 = t36;
            }
            if (t82[3]) {
                t38 = vcc_insert(t37, 3, fmaxf(y[3], -1.0f));
            } else {
                t38 = t37;
            }
            if (t82[4]) {
                t39 = vcc_insert(t38, 4, fmaxf(y[4], -1.0f));
            } else {
                t39 = t38;
            }
            if (t82[5]) {
                t40 = vcc_insert(t39, 5, fmaxf(y[5], -1.0f));
            } else {
                t40 = t39;
            }
            if (t82[6]) {
                t41 = vcc_insert(t40, 6, fmaxf(y[6], -1.0f));
            } else {
                t41 = t40;
            }
            if (t82[7]) {
                t42 = vcc_insert(t41, 7, fmaxf(y[7], -1.0f));
            } else {
                t42 = t41;
            }
            vcc_v8_float t83 = t34 + t42;
            t25 = t59 - t83;
            t26 = t63;
        }
    } else {
        t25 = (vcc_v8_float){0};
        t26 = (vcc_m8){0};
    }
    if (vcc_any(t61)) {
        if (vcc_all(t61)) {
            vcc_v8_float t84 = x - y;
            vcc_v8_float t87 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t84[0]));
            vcc_v8_float t88 = vcc_insert(t87, 1, sqrtf(t84[1]));
            vcc_v8_float t89 = vcc_insert(t88, 2, sqrtf(t84[2]));
            vcc_v8_float t90 = vcc_insert(t89, 3, sqrtf(t84[3]));
            vcc_v8_float t91 = vcc_insert(t90, 4, sqrtf(t84[4]));
            vcc_v8_float t92 = vcc_insert(t91, 5, sqrtf(t84[5]));
            vcc_v8_float t93 = vcc_insert(t92, 6, sqrtf(t84[6]));
            vcc_v8_float t94 = vcc_insert(t93, 7, sqrtf(t84[7]));
            t43 = t59 + t94;
        } else {
            vcc_v8_float t85 = x - y;
            vcc_v8_int t86 = __builtin_convertvector(t61 & 1, vcc_v8_int);
            if (t86[0]) {
                t44 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t85[0]));
            } else {
                t44 = (vcc_v8_float){0};
            }
            if (t86[1]) {
                t45 = vcc_insert(t44, 1, sqrtf(t85[1]));
            } else {
                t45 = t44;
            }
            if (t86[2]) {
                t46 = vcc_insert(t45, 2, sqrtf(t85[2]));
            } else {
                t46 = t45;
            }
            if (t86[3]) {
                t47 = vcc_insert(t46, 3, sqrtf(t85[3]));
            } else {
                t47 = t46;
            }
            if (t86[4]) {
                t48 = vcc_insert(t47, 4, sqrtf(t85[4]));
            } else {
                t48 = t47;
            }
            if (t86[5]) {
                t49 = vcc_insert(t48, 5, sqrtf(t85[5]));
            } else {
                t49 = t48;
            }
            if (t86[6]) {
                t50 = vcc_insert(t49, 6, sqrtf(t85[6]));
            } else {
                t50 = t49;
            }
            if (t86[7]) {
                t51 = vcc_insert(t50, 7, sqrtf(t85[7]));
            } else {
                t51 = t50;
            }
            t43 = t59 + t51;
        }
    } else {
        t43 = (vcc_v8_float){0};
    }
    vcc_v8_float t95 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t25, t43);
    vcc_v8_float t96 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, t95, (vcc_v8_float){0});
    return t96;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd notinbranch */
double droot(double x) {
    return sqrt(x) + fabs(x) + floor(x) + fmin(x, 0.5);
}

/* vcc: function at vector_math.c:27 vector variant _ZGVdN4v_droot of `droot`: VL 4, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4v_droot(vcc_v4_double x) {
    vcc_v4_double t1 = vcc_insert((vcc_v4_double){0}, 0, sqrt(x[0]));
    vcc_v4_double t2 = vcc_insert(t1, 1, sqrt(x[1]));
    vcc_v4_double t3 = vcc_insert(t2, 2, sqrt(x[2]));
    vcc_v4_double t4 = vcc_insert(t3, 3, sqrt(x[3]));
    vcc_v4_double t5 = vcc_insert((vcc_v4_double){0}, 0, fabs(x[0]));
    vcc_v4_double t6 = vcc_insert(t5, 1, fabs(x[1]));
    vcc_v4_double t7 = vcc_insert(t6, 2, fabs(x[2]));
    vcc_v4_double t8 = vcc_insert(t7, 3, fabs(x[3]));
    vcc_v4_double t9 = t4 + t8;
    vcc_v4_double t10 = vcc_insert((vcc_v4_double){0}, 0, floor(x[0]));
    vcc_v4_double t11 = vcc_insert(t10, 1, floor(x[1]));
    vcc_v4_double t12 = vcc_insert(t11, 2, floor(x[2]));
    vcc_v4_double t13 = vcc_insert(t12, 3, floor(x[3]));
    vcc_v4_double t14 = t9 + t13;
    vcc_v4_double t15 = vcc_insert((vcc_v4_double){0}, 0, fmin(x[0], 0.5));
    vcc_v4_double t16 = vcc_insert(t15, 1, fmin(x[1], 0.5));
    vcc_v4_double t17 = vcc_insert(t16, 2, fmin(x[2], 0.5));
    vcc_v4_double t18 = vcc_insert(t17, 3, fmin(x[3], 0.5));
    vcc_v4_double t19 = t14 + t18;
    return t19;
}
#pragma GCC diagnostic pop

v8f _ZGVdN8vv_inv_norm(v8f, v8f);
v8f _ZGVdN8vv_shape_of(v8f, v8f);
v8f _ZGVdM8vv_shape_of(v8f, v8f, v8f);
v4d _ZGVdN4v_droot(v4d);

static void print_floats(v8f v, const int *mask) {
    float out[8];
    FROM_VEC(out, v);
    for (int k = 0; k < 8; k++)
        if (!mask || mask[k])
            printf("%a ", out[k]);
    printf("\n");
}

int main(void) {
    float xs[8] = {3.0f, -4.0f, 0.0f, -0.0f, NAN, 1e-3f, 2.5f, -7.25f};
    float ys[8] = {4.0f, 0.5f, -0.0f, 2.0f, 1.0f, NAN, -3.5f, -7.25f};
    int some[8] = {1, 0, 1, 1, 0, 1, 1, 0};
    /* The mask of a variant whose characteristic type is float: floats, nonzero is active. */
    float some_f[8];
    for (int k = 0; k < 8; k++)
        some_f[k] = (float)some[k];
    print_floats(_ZGVdN8vv_inv_norm(TO_VEC(v8f, xs), TO_VEC(v8f, ys)), NULL);
    print_floats(_ZGVdN8vv_shape_of(TO_VEC(v8f, xs), TO_VEC(v8f, ys)), NULL);
    print_floats(_ZGVdM8vv_shape_of(TO_VEC(v8f, xs), TO_VEC(v8f, ys), TO_VEC(v8f, some_f)), some);
    for (int k = 0; k < 8; k++)
        printf("%a %a ", inv_norm(xs[k], ys[k]), shape_of(xs[k], ys[k]));
    printf("\n");
    double ds[4] = {2.0, -1.0, 0.25, 1e300};
    double out[4];
    FROM_VEC(out, _ZGVdN4v_droot(TO_VEC(v4d, ds)));
    for (int k = 0; k < 4; k++)
        printf("%a/%a ", out[k], droot(ds[k]));
    printf("\n");
    return 0;
}
