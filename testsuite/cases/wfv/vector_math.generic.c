/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
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
    vcc_m8 t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_v8_int t61;
    vcc_v8_float t62;
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
    t52 = t8 + t16;
    t53 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    t54 = x * t53;
    t17 = vcc_insert((vcc_v8_float){0}, 0, ceilf(t54[0]));
    t18 = vcc_insert(t17, 1, ceilf(t54[1]));
    t19 = vcc_insert(t18, 2, ceilf(t54[2]));
    t20 = vcc_insert(t19, 3, ceilf(t54[3]));
    t21 = vcc_insert(t20, 4, ceilf(t54[4]));
    t22 = vcc_insert(t21, 5, ceilf(t54[5]));
    t23 = vcc_insert(t22, 6, ceilf(t54[6]));
    t24 = vcc_insert(t23, 7, ceilf(t54[7]));
    t55 = t52 - t24;
    t56 = (vcc_m8)(x > y);
    t42 = ~t56;
    if (vcc_any(t42)) {
        t57 = __builtin_convertvector(t42 & 1, vcc_v8_int);
        if (t57[0]) {
            t25 = vcc_insert((vcc_v8_float){0}, 0, fminf(x[0], y[0]));
        } else {
            t25 = (vcc_v8_float){0};
        }
        if (t57[1]) {
            t26 = vcc_insert(t25, 1, fminf(x[1], y[1]));
        } else {
            t26 = t25;
        }
        if (t57[2]) {
            t27 = vcc_insert(t26, 2, fminf(x[2], y[2]));
        } else {
            t27 = t26;
        }
        if (t57[3]) {
            t28 = vcc_insert(t27, 3, fminf(x[3], y[3]));
        } else {
            t28 = t27;
        }
        if (t57[4]) {
            t29 = vcc_insert(t28, 4, fminf(x[4], y[4]));
        } else {
            t29 = t28;
        }
        if (t57[5]) {
            t30 = vcc_insert(t29, 5, fminf(x[5], y[5]));
        } else {
            t30 = t29;
        }
        if (t57[6]) {
            t31 = vcc_insert(t30, 6, fminf(x[6], y[6]));
        } else {
            t31 = t30;
        }
        if (t57[7]) {
            t32 = vcc_insert(t31, 7, fminf(x[7], y[7]));
        } else {
            t32 = t31;
        }
        t58 = __builtin_convertvector(t42 & 1, vcc_v8_int);
        if (t58[0]) {
            t33 = vcc_insert((vcc_v8_float){0}, 0, fmaxf(y[0], -1.0f));
        } else {
            t33 = (vcc_v8_float){0};
        }
        if (t58[1]) {
            t34 = vcc_insert(t33, 1, fmaxf(y[1], -1.0f));
        } else {
            t34 = t33;
        }
        if (t58[2]) {
            t35 = vcc_insert(t34, 2, fmaxf(y[2], -1.0f));
        } else {
            t35 = t34;
        }
        if (t58[3]) {
            t36 = vcc_insert(t35, 3, fmaxf(y[3], -1.0f));
        } else {
            t36 = t35;
        }
        if (t58[4]) {
            t37 = vcc_insert(t36, 4, fmaxf(y[4], -1.0f));
        } else {
            t37 = t36;
        }
        if (t58[5]) {
            t38 = vcc_insert(t37, 5, fmaxf(y[5], -1.0f));
        } else {
            t38 = t37;
        }
        if (t58[6]) {
            t39 = vcc_insert(t38, 6, fmaxf(y[6], -1.0f));
        } else {
            t39 = t38;
        }
        if (t58[7]) {
            t40 = vcc_insert(t39, 7, fmaxf(y[7], -1.0f));
        } else {
            t40 = t39;
        }
        t59 = t32 + t40;
        t41 = t55 - t59;
    } else {
        t41 = (vcc_v8_float){0};
        t42 = (vcc_m8){0};
    }
    if (vcc_any(t56)) {
        t60 = x - y;
        t61 = __builtin_convertvector(t56 & 1, vcc_v8_int);
        if (t61[0]) {
            t43 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t60[0]));
        } else {
            t43 = (vcc_v8_float){0};
        }
        if (t61[1]) {
            t44 = vcc_insert(t43, 1, sqrtf(t60[1]));
        } else {
            t44 = t43;
        }
        if (t61[2]) {
            t45 = vcc_insert(t44, 2, sqrtf(t60[2]));
        } else {
            t45 = t44;
        }
        if (t61[3]) {
            t46 = vcc_insert(t45, 3, sqrtf(t60[3]));
        } else {
            t46 = t45;
        }
        if (t61[4]) {
            t47 = vcc_insert(t46, 4, sqrtf(t60[4]));
        } else {
            t47 = t46;
        }
        if (t61[5]) {
            t48 = vcc_insert(t47, 5, sqrtf(t60[5]));
        } else {
            t48 = t47;
        }
        if (t61[6]) {
            t49 = vcc_insert(t48, 6, sqrtf(t60[6]));
        } else {
            t49 = t48;
        }
        if (t61[7]) {
            t50 = vcc_insert(t49, 7, sqrtf(t60[7]));
        } else {
            t50 = t49;
        }
        t51 = t55 + t50;
    } else {
        t51 = (vcc_v8_float){0};
    }
    t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t41, t51);
    return t62;
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
    vcc_m8 t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_int t58;
    vcc_v8_float t59;
    vcc_m8 t60;
    vcc_m8 t61;
    vcc_m8 t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_int t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    t52 = (vcc_m8)(mask != (vcc_v8_float){0});
    t53 = __builtin_convertvector(t52 & 1, vcc_v8_int);
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
    t54 = __builtin_convertvector(t52 & 1, vcc_v8_int);
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
    t55 = t8 + t16;
    t56 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    t57 = x * t56;
    t58 = __builtin_convertvector(t52 & 1, vcc_v8_int);
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
    t59 = t55 - t24;
    t60 = (vcc_m8)(x > y);
    t61 = t52 & t60;
    t62 = ~t60;
    t42 = t52 & t62;
    if (vcc_any(t42)) {
        t63 = __builtin_convertvector(t42 & 1, vcc_v8_int);
        if (t63[0]) {
            t25 = vcc_insert((vcc_v8_float){0}, 0, fminf(x[0], y[0]));
        } else {
            t25 = (vcc_v8_float){0};
        }
        if (t63[1]) {
            t26 = vcc_insert(t25, 1, fminf(x[1], y[1]));
        } else {
            t26 = t25;
        }
        if (t63[2]) {
            t27 = vcc_insert(t26, 2, fminf(x[2], y[2]));
        } else {
            t27 = t26;
        }
        if (t63[3]) {
            t28 = vcc_insert(t27, 3, fminf(x[3], y[3]));
        } else {
            t28 = t27;
        }
        if (t63[4]) {
            t29 = vcc_insert(t28, 4, fminf(x[4], y[4]));
        } else {
            t29 = t28;
        }
        if (t63[5]) {
            t30 = vcc_insert(t29, 5, fminf(x[5], y[5]));
        } else {
            t30 = t29;
        }
        if (t63[6]) {
            t31 = vcc_insert(t30, 6, fminf(x[6], y[6]));
        } else {
            t31 = t30;
        }
        if (t63[7]) {
            t32 = vcc_insert(t31, 7, fminf(x[7], y[7]));
        } else {
            t32 = t31;
        }
        t64 = __builtin_convertvector(t42 & 1, vcc_v8_int);
        if (t64[0]) {
            t33 = vcc_insert((vcc_v8_float){0}, 0, fmaxf(y[0], -1.0f));
        } else {
            t33 = (vcc_v8_float){0};
        }
        if (t64[1]) {
            t34 = vcc_insert(t33, 1, fmaxf(y[1], -1.0f));
        } else {
            t34 = t33;
        }
        if (t64[2]) {
            t35 = vcc_insert(t34, 2, fmaxf(y[2], -1.0f));
        } else {
            t35 = t34;
        }
        if (t64[3]) {
            t36 = vcc_insert(t35, 3, fmaxf(y[3], -1.0f));
        } else {
            t36 = t35;
        }
        if (t64[4]) {
            t37 = vcc_insert(t36, 4, fmaxf(y[4], -1.0f));
        } else {
            t37 = t36;
        }
        if (t64[5]) {
            t38 = vcc_insert(t37, 5, fmaxf(y[5], -1.0f));
        } else {
            t38 = t37;
        }
        if (t64[6]) {
            t39 = vcc_insert(t38, 6, fmaxf(y[6], -1.0f));
        } else {
            t39 = t38;
        }
        if (t64[7]) {
            t40 = vcc_insert(t39, 7, fmaxf(y[7], -1.0f));
        } else {
            t40 = t39;
        }
        t65 = t32 + t40;
        t41 = t59 - t65;
    } else {
        t41 = (vcc_v8_float){0};
        t42 = (vcc_m8){0};
    }
    if (vcc_any(t61)) {
        t66 = x - y;
        t67 = __builtin_convertvector(t61 & 1, vcc_v8_int);
        if (t67[0]) {
            t43 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(t66[0]));
        } else {
            t43 = (vcc_v8_float){0};
        }
        if (t67[1]) {
            t44 = vcc_insert(t43, 1, sqrtf(t66[1]));
        } else {
            t44 = t43;
        }
        if (t67[2]) {
            t45 = vcc_insert(t44, 2, sqrtf(t66[2]));
        } else {
            t45 = t44;
        }
        if (t67[3]) {
            t46 = vcc_insert(t45, 3, sqrtf(t66[3]));
        } else {
            t46 = t45;
        }
        if (t67[4]) {
            t47 = vcc_insert(t46, 4, sqrtf(t66[4]));
        } else {
            t47 = t46;
        }
        if (t67[5]) {
            t48 = vcc_insert(t47, 5, sqrtf(t66[5]));
        } else {
            t48 = t47;
        }
        if (t67[6]) {
            t49 = vcc_insert(t48, 6, sqrtf(t66[6]));
        } else {
            t49 = t48;
        }
        if (t67[7]) {
            t50 = vcc_insert(t49, 7, sqrtf(t66[7]));
        } else {
            t50 = t49;
        }
        t51 = t59 + t50;
    } else {
        t51 = (vcc_v8_float){0};
    }
    t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t41, t51);
    t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, t68, (vcc_v8_float){0});
    return t69;
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
