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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vv_inv_norm(vcc_v8_float x, vcc_v8_float y) {
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
    t9 = x * x;
    t10 = y * y;
    t11 = t9 + t10;
    t12 = (vcc_v8_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
    t13 = t11 + t12;
    t1 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t13[0]));
    t2 = vcc_insert(t1, 1, sqrtf(t13[1]));
    t3 = vcc_insert(t2, 2, sqrtf(t13[2]));
    t4 = vcc_insert(t3, 3, sqrtf(t13[3]));
    t5 = vcc_insert(t4, 4, sqrtf(t13[4]));
    t6 = vcc_insert(t5, 5, sqrtf(t13[5]));
    t7 = vcc_insert(t6, 6, sqrtf(t13[6]));
    t8 = vcc_insert(t7, 7, sqrtf(t13[7]));
    t14 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t15 = t14 / t8;
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vv_shape_of(vcc_v8_float x, vcc_v8_float y) {
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
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_m8 t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_m8 t80;
    vcc_m8 t81;
    vcc_v8_int t82;
    vcc_v8_float t83;
    vcc_v8_int t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    vcc_v8_float t87;
    vcc_v8_int t88;
    vcc_v8_float t89;
    t1 = vcc_insert((vcc_v8_float){0}, 0, fabsf(x[0]));
    t2 = vcc_insert(t1, 1, fabsf(x[1]));
    t3 = vcc_insert(t2, 2, fabsf(x[2]));
    t4 = vcc_insert(t3, 3, fabsf(x[3]));
    t5 = vcc_insert(t4, 4, fabsf(x[4]));
    t6 = vcc_insert(t5, 5, fabsf(x[5]));
    t7 = vcc_insert(t6, 6, fabsf(x[6]));
    t8 = vcc_insert(t7, 7, fabsf(x[7]));
    t9 = vcc_insert((vcc_v8_float){0}, 0, floorf(y[0]));
    t10 = vcc_insert(t9, 1, floorf(y[1]));
    t11 = vcc_insert(t10, 2, floorf(y[2]));
    t12 = vcc_insert(t11, 3, floorf(y[3]));
    t13 = vcc_insert(t12, 4, floorf(y[4]));
    t14 = vcc_insert(t13, 5, floorf(y[5]));
    t15 = vcc_insert(t14, 6, floorf(y[6]));
    t16 = vcc_insert(t15, 7, floorf(y[7]));
    t76 = t8 + t16;
    t77 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    t78 = x * t77;
    t17 = vcc_insert((vcc_v8_float){0}, 0, ceilf(t78[0]));
    t18 = vcc_insert(t17, 1, ceilf(t78[1]));
    t19 = vcc_insert(t18, 2, ceilf(t78[2]));
    t20 = vcc_insert(t19, 3, ceilf(t78[3]));
    t21 = vcc_insert(t20, 4, ceilf(t78[4]));
    t22 = vcc_insert(t21, 5, ceilf(t78[5]));
    t23 = vcc_insert(t22, 6, ceilf(t78[6]));
    t24 = vcc_insert(t23, 7, ceilf(t78[7]));
    t79 = t76 - t24;
    t80 = (vcc_m8)(x > y);
    t81 = ~t80;
    if (vcc_any(t81)) {
        if (vcc_all(t81)) {
            t42 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t25 = vcc_insert((vcc_v8_float){0}, 0, fminf(x[0], y[0]));
            t26 = vcc_insert(t25, 1, fminf(x[1], y[1]));
            t27 = vcc_insert(t26, 2, fminf(x[2], y[2]));
            t28 = vcc_insert(t27, 3, fminf(x[3], y[3]));
            t29 = vcc_insert(t28, 4, fminf(x[4], y[4]));
            t30 = vcc_insert(t29, 5, fminf(x[5], y[5]));
            t31 = vcc_insert(t30, 6, fminf(x[6], y[6]));
            t32 = vcc_insert(t31, 7, fminf(x[7], y[7]));
            t33 = vcc_insert((vcc_v8_float){0}, 0, fmaxf(y[0], -1.0f));
            t34 = vcc_insert(t33, 1, fmaxf(y[1], -1.0f));
            t35 = vcc_insert(t34, 2, fmaxf(y[2], -1.0f));
            t36 = vcc_insert(t35, 3, fmaxf(y[3], -1.0f));
            t37 = vcc_insert(t36, 4, fmaxf(y[4], -1.0f));
            t38 = vcc_insert(t37, 5, fmaxf(y[5], -1.0f));
            t39 = vcc_insert(t38, 6, fmaxf(y[6], -1.0f));
            t40 = vcc_insert(t39, 7, fmaxf(y[7], -1.0f));
            t83 = t32 + t40;
            t41 = t79 - t83;
        } else {
            t82 = __builtin_convertvector(t81 & 1, vcc_v8_int);
            if (t82[0]) {
                t43 = vcc_insert((vcc_v8_float){0}, 0, fminf(x[0], y[0]));
            } else {
                t43 = (vcc_v8_float){0};
            }
            if (t82[1]) {
                t44 = vcc_insert(t43, 1, fminf(x[1], y[1]));
            } else {
                t44 = t43;
            }
            if (t82[2]) {
                t45 = vcc_insert(t44, 2, fminf(x[2], y[2]));
            } else {
                t45 = t44;
            }
            if (t82[3]) {
                t46 = vcc_insert(t45, 3, fminf(x[3], y[3]));
            } else {
                t46 = t45;
            }
            if (t82[4]) {
                t47 = vcc_insert(t46, 4, fminf(x[4], y[4]));
            } else {
                t47 = t46;
            }
            if (t82[5]) {
                t48 = vcc_insert(t47, 5, fminf(x[5], y[5]));
            } else {
                t48 = t47;
            }
            if (t82[6]) {
                t49 = vcc_insert(t48, 6, fminf(x[6], y[6]));
            } else {
                t49 = t48;
            }
            if (t82[7]) {
                t50 = vcc_insert(t49, 7, fminf(x[7], y[7]));
            } else {
                t50 = t49;
            }
            t84 = __builtin_convertvector(t81 & 1, vcc_v8_int);
            if (t84[0]) {
                t51 = vcc_insert((vcc_v8_float){0}, 0, fmaxf(y[0], -1.0f));
            } else {
                t51 = (vcc_v8_float){0};
            }
            if (t84[1]) {
                t52 = vcc_insert(t51, 1, fmaxf(y[1], -1.0f));
            } else {
                t52 = t51;
            }
            if (t84[2]) {
                t53 = vcc_insert(t52, 2, fmaxf(y[2], -1.0f));
            } else {
                t53 = t52;
            }
            if (t84[3]) {
                t54 = vcc_insert(t53, 3, fmaxf(y[3], -1.0f));
            } else {
                t54 = t53;
            }
            if (t84[4]) {
                t55 = vcc_insert(t54, 4, fmaxf(y[4], -1.0f));
            } else {
                t55 = t54;
            }
            if (t84[5]) {
                t56 = vcc_insert(t55, 5, fmaxf(y[5], -1.0f));
            } else {
                t56 = t55;
            }
            if (t84[6]) {
                t57 = vcc_insert(t56, 6, fmaxf(y[6], -1.0f));
            } else {
                t57 = t56;
            }
            if (t84[7]) {
                t58 = vcc_insert(t57, 7, fmaxf(y[7], -1.0f));
            } else {
                t58 = t57;
            }
            t85 = t50 + t58;
            t41 = t79 - t85;
            t42 = t81;
        }
    } else {
        t41 = (vcc_v8_float){0};
        t42 = (vcc_m8){0};
    }
    if (vcc_any(t80)) {
        if (vcc_all(t80)) {
            t86 = x - y;
            t59 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t86[0]));
            t60 = vcc_insert(t59, 1, sqrtf(t86[1]));
            t61 = vcc_insert(t60, 2, sqrtf(t86[2]));
            t62 = vcc_insert(t61, 3, sqrtf(t86[3]));
            t63 = vcc_insert(t62, 4, sqrtf(t86[4]));
            t64 = vcc_insert(t63, 5, sqrtf(t86[5]));
            t65 = vcc_insert(t64, 6, sqrtf(t86[6]));
            t66 = vcc_insert(t65, 7, sqrtf(t86[7]));
            t67 = t79 + t66;
        } else {
            t87 = x - y;
            t88 = __builtin_convertvector(t80 & 1, vcc_v8_int);
            if (t88[0]) {
                t68 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t87[0]));
            } else {
                t68 = (vcc_v8_float){0};
            }
            if (t88[1]) {
                t69 = vcc_insert(t68, 1, sqrtf(t87[1]));
            } else {
                t69 = t68;
            }
            if (t88[2]) {
                t70 = vcc_insert(t69, 2, sqrtf(t87[2]));
            } else {
                t70 = t69;
            }
            if (t88[3]) {
                t71 = vcc_insert(t70, 3, sqrtf(t87[3]));
            } else {
                t71 = t70;
            }
            if (t88[4]) {
                t72 = vcc_insert(t71, 4, sqrtf(t87[4]));
            } else {
                t72 = t71;
            }
            if (t88[5]) {
                t73 = vcc_insert(t72, 5, sqrtf(t87[5]));
            } else {
                t73 = t72;
            }
            if (t88[6]) {
                t74 = vcc_insert(t73, 6, sqrtf(t87[6]));
            } else {
                t74 = t73;
            }
            if (t88[7]) {
                t75 = vcc_insert(t74, 7, sqrtf(t87[7]));
            } else {
                t75 = t74;
            }
            t67 = t79 + t75;
        }
    } else {
        t67 = (vcc_v8_float){0};
    }
    t89 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t41, t67);
    return t89;
}
#pragma GCC diagnostic pop

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
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_m8 t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_m8 t76;
    vcc_v8_int t77;
    vcc_v8_int t78;
    vcc_v8_float t79;
    vcc_v8_float t80;
    vcc_v8_float t81;
    vcc_v8_int t82;
    vcc_v8_float t83;
    vcc_m8 t84;
    vcc_m8 t85;
    vcc_m8 t86;
    vcc_m8 t87;
    vcc_v8_int t88;
    vcc_v8_float t89;
    vcc_v8_int t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_int t94;
    vcc_v8_float t95;
    vcc_v8_float t96;
    t76 = (vcc_m8)(mask != (vcc_v8_float){0});
    t77 = __builtin_convertvector(t76 & 1, vcc_v8_int);
    if (t77[0]) {
        t1 = vcc_insert((vcc_v8_float){0}, 0, fabsf(x[0]));
    } else {
        t1 = (vcc_v8_float){0};
    }
    if (t77[1]) {
        t2 = vcc_insert(t1, 1, fabsf(x[1]));
    } else {
        t2 = t1;
    }
    if (t77[2]) {
        t3 = vcc_insert(t2, 2, fabsf(x[2]));
    } else {
        t3 = t2;
    }
    if (t77[3]) {
        t4 = vcc_insert(t3, 3, fabsf(x[3]));
    } else {
        t4 = t3;
    }
    if (t77[4]) {
        t5 = vcc_insert(t4, 4, fabsf(x[4]));
    } else {
        t5 = t4;
    }
    if (t77[5]) {
        t6 = vcc_insert(t5, 5, fabsf(x[5]));
    } else {
        t6 = t5;
    }
    if (t77[6]) {
        t7 = vcc_insert(t6, 6, fabsf(x[6]));
    } else {
        t7 = t6;
    }
    if (t77[7]) {
        t8 = vcc_insert(t7, 7, fabsf(x[7]));
    } else {
        t8 = t7;
    }
    t78 = __builtin_convertvector(t76 & 1, vcc_v8_int);
    if (t78[0]) {
        t9 = vcc_insert((vcc_v8_float){0}, 0, floorf(y[0]));
    } else {
        t9 = (vcc_v8_float){0};
    }
    if (t78[1]) {
        t10 = vcc_insert(t9, 1, floorf(y[1]));
    } else {
        t10 = t9;
    }
    if (t78[2]) {
        t11 = vcc_insert(t10, 2, floorf(y[2]));
    } else {
        t11 = t10;
    }
    if (t78[3]) {
        t12 = vcc_insert(t11, 3, floorf(y[3]));
    } else {
        t12 = t11;
    }
    if (t78[4]) {
        t13 = vcc_insert(t12, 4, floorf(y[4]));
    } else {
        t13 = t12;
    }
    if (t78[5]) {
        t14 = vcc_insert(t13, 5, floorf(y[5]));
    } else {
        t14 = t13;
    }
    if (t78[6]) {
        t15 = vcc_insert(t14, 6, floorf(y[6]));
    } else {
        t15 = t14;
    }
    if (t78[7]) {
        t16 = vcc_insert(t15, 7, floorf(y[7]));
    } else {
        t16 = t15;
    }
    t79 = t8 + t16;
    t80 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    t81 = x * t80;
    t82 = __builtin_convertvector(t76 & 1, vcc_v8_int);
    if (t82[0]) {
        t17 = vcc_insert((vcc_v8_float){0}, 0, ceilf(t81[0]));
    } else {
        t17 = (vcc_v8_float){0};
    }
    if (t82[1]) {
        t18 = vcc_insert(t17, 1, ceilf(t81[1]));
    } else {
        t18 = t17;
    }
    if (t82[2]) {
        t19 = vcc_insert(t18, 2, ceilf(t81[2]));
    } else {
        t19 = t18;
    }
    if (t82[3]) {
        t20 = vcc_insert(t19, 3, ceilf(t81[3]));
    } else {
        t20 = t19;
    }
    if (t82[4]) {
        t21 = vcc_insert(t20, 4, ceilf(t81[4]));
    } else {
        t21 = t20;
    }
    if (t82[5]) {
        t22 = vcc_insert(t21, 5, ceilf(t81[5]));
    } else {
        t22 = t21;
    }
    if (t82[6]) {
        t23 = vcc_insert(t22, 6, ceilf(t81[6]));
    } else {
        t23 = t22;
    }
    if (t82[7]) {
        t24 = vcc_insert(t23, 7, ceilf(t81[7]));
    } else {
        t24 = t23;
    }
    t83 = t79 - t24;
    t84 = (vcc_m8)(x > y);
    t85 = t76 & t84;
    t86 = ~t84;
    t87 = t76 & t86;
    if (vcc_any(t87)) {
        if (vcc_all(t87)) {
            t42 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t25 = vcc_insert((vcc_v8_float){0}, 0, fminf(x[0], y[0]));
            t26 = vcc_insert(t25, 1, fminf(x[1], y[1]));
            t27 = vcc_insert(t26, 2, fminf(x[2], y[2]));
            t28 = vcc_insert(t27, 3, fminf(x[3], y[3]));
            t29 = vcc_insert(t28, 4, fminf(x[4], y[4]));
            t30 = vcc_insert(t29, 5, fminf(x[5], y[5]));
            t31 = vcc_insert(t30, 6, fminf(x[6], y[6]));
            t32 = vcc_insert(t31, 7, fminf(x[7], y[7]));
            t33 = vcc_insert((vcc_v8_float){0}, 0, fmaxf(y[0], -1.0f));
            t34 = vcc_insert(t33, 1, fmaxf(y[1], -1.0f));
            t35 = vcc_insert(t34, 2, fmaxf(y[2], -1.0f));
            t36 = vcc_insert(t35, 3, fmaxf(y[3], -1.0f));
            t37 = vcc_insert(t36, 4, fmaxf(y[4], -1.0f));
            t38 = vcc_insert(t37, 5, fmaxf(y[5], -1.0f));
            t39 = vcc_insert(t38, 6, fmaxf(y[6], -1.0f));
            t40 = vcc_insert(t39, 7, fmaxf(y[7], -1.0f));
            t89 = t32 + t40;
            t41 = t83 - t89;
        } else {
            t88 = __builtin_convertvector(t87 & 1, vcc_v8_int);
            if (t88[0]) {
                t43 = vcc_insert((vcc_v8_float){0}, 0, fminf(x[0], y[0]));
            } else {
                t43 = (vcc_v8_float){0};
            }
            if (t88[1]) {
                t44 = vcc_insert(t43, 1, fminf(x[1], y[1]));
            } else {
                t44 = t43;
            }
            if (t88[2]) {
                t45 = vcc_insert(t44, 2, fminf(x[2], y[2]));
            } else {
                t45 = t44;
            }
            if (t88[3]) {
                t46 = vcc_insert(t45, 3, fminf(x[3], y[3]));
            } else {
                t46 = t45;
            }
            if (t88[4]) {
                t47 = vcc_insert(t46, 4, fminf(x[4], y[4]));
            } else {
                t47 = t46;
            }
            if (t88[5]) {
                t48 = vcc_insert(t47, 5, fminf(x[5], y[5]));
            } else {
                t48 = t47;
            }
            if (t88[6]) {
                t49 = vcc_insert(t48, 6, fminf(x[6], y[6]));
            } else {
                t49 = t48;
            }
            if (t88[7]) {
                t50 = vcc_insert(t49, 7, fminf(x[7], y[7]));
            } else {
                t50 = t49;
            }
            t90 = __builtin_convertvector(t87 & 1, vcc_v8_int);
            if (t90[0]) {
                t51 = vcc_insert((vcc_v8_float){0}, 0, fmaxf(y[0], -1.0f));
            } else {
                t51 = (vcc_v8_float){0};
            }
            if (t90[1]) {
                t52 = vcc_insert(t51, 1, fmaxf(y[1], -1.0f));
            } else {
                t52 = t51;
            }
            if (t90[2]) {
                t53 = vcc_insert(t52, 2, fmaxf(y[2], -1.0f));
            } else {
                t53 = t52;
            }
            if (t90[3]) {
                t54 = vcc_insert(t53, 3, fmaxf(y[3], -1.0f));
            } else {
                t54 = t53;
            }
            if (t90[4]) {
                t55 = vcc_insert(t54, 4, fmaxf(y[4], -1.0f));
            } else {
                t55 = t54;
            }
            if (t90[5]) {
                t56 = vcc_insert(t55, 5, fmaxf(y[5], -1.0f));
            } else {
                t56 = t55;
            }
            if (t90[6]) {
                t57 = vcc_insert(t56, 6, fmaxf(y[6], -1.0f));
            } else {
                t57 = t56;
            }
            if (t90[7]) {
                t58 = vcc_insert(t57, 7, fmaxf(y[7], -1.0f));
            } else {
                t58 = t57;
            }
            t91 = t50 + t58;
            t41 = t83 - t91;
            t42 = t87;
        }
    } else {
        t41 = (vcc_v8_float){0};
        t42 = (vcc_m8){0};
    }
    if (vcc_any(t85)) {
        if (vcc_all(t85)) {
            t92 = x - y;
            t59 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t92[0]));
            t60 = vcc_insert(t59, 1, sqrtf(t92[1]));
            t61 = vcc_insert(t60, 2, sqrtf(t92[2]));
            t62 = vcc_insert(t61, 3, sqrtf(t92[3]));
            t63 = vcc_insert(t62, 4, sqrtf(t92[4]));
            t64 = vcc_insert(t63, 5, sqrtf(t92[5]));
            t65 = vcc_insert(t64, 6, sqrtf(t92[6]));
            t66 = vcc_insert(t65, 7, sqrtf(t92[7]));
            t67 = t83 + t66;
        } else {
            t93 = x - y;
            t94 = __builtin_convertvector(t85 & 1, vcc_v8_int);
            if (t94[0]) {
                t68 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t93[0]));
            } else {
                t68 = (vcc_v8_float){0};
            }
            if (t94[1]) {
                t69 = vcc_insert(t68, 1, sqrtf(t93[1]));
            } else {
                t69 = t68;
            }
            if (t94[2]) {
                t70 = vcc_insert(t69, 2, sqrtf(t93[2]));
            } else {
                t70 = t69;
            }
            if (t94[3]) {
                t71 = vcc_insert(t70, 3, sqrtf(t93[3]));
            } else {
                t71 = t70;
            }
            if (t94[4]) {
                t72 = vcc_insert(t71, 4, sqrtf(t93[4]));
            } else {
                t72 = t71;
            }
            if (t94[5]) {
                t73 = vcc_insert(t72, 5, sqrtf(t93[5]));
            } else {
                t73 = t72;
            }
            if (t94[6]) {
                t74 = vcc_insert(t73, 6, sqrtf(t93[6]));
            } else {
                t74 = t73;
            }
            if (t94[7]) {
                t75 = vcc_insert(t74, 7, sqrtf(t93[7]));
            } else {
                t75 = t74;
            }
            t67 = t83 + t75;
        }
    } else {
        t67 = (vcc_v8_float){0};
    }
    t95 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t41, t67);
    t96 = vcc_select(vcc_v8_int, (vcc_v8_int)t76, t95, (vcc_v8_float){0});
    return t96;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd notinbranch */
double droot(double x) {
    return sqrt(x) + fabs(x) + floor(x) + fmin(x, 0.5);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4v_droot(vcc_v4_double x) {
    vcc_v4_double t1;
    vcc_v4_double t2;
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
    t1 = vcc_insert((vcc_v4_double){0}, 0, sqrt(x[0]));
    t2 = vcc_insert(t1, 1, sqrt(x[1]));
    t3 = vcc_insert(t2, 2, sqrt(x[2]));
    t4 = vcc_insert(t3, 3, sqrt(x[3]));
    t5 = vcc_insert((vcc_v4_double){0}, 0, fabs(x[0]));
    t6 = vcc_insert(t5, 1, fabs(x[1]));
    t7 = vcc_insert(t6, 2, fabs(x[2]));
    t8 = vcc_insert(t7, 3, fabs(x[3]));
    t17 = t4 + t8;
    t9 = vcc_insert((vcc_v4_double){0}, 0, floor(x[0]));
    t10 = vcc_insert(t9, 1, floor(x[1]));
    t11 = vcc_insert(t10, 2, floor(x[2]));
    t12 = vcc_insert(t11, 3, floor(x[3]));
    t18 = t17 + t12;
    t13 = vcc_insert((vcc_v4_double){0}, 0, fmin(x[0], 0.5));
    t14 = vcc_insert(t13, 1, fmin(x[1], 0.5));
    t15 = vcc_insert(t14, 2, fmin(x[2], 0.5));
    t16 = vcc_insert(t15, 3, fmin(x[3], 0.5));
    t19 = t18 + t16;
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
