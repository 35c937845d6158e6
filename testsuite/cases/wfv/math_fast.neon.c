/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

float32x4_t _ZGVnN4v_smooth(float32x4_t x);
float32x4_t _ZGVnN4vu_bent(float32x4_t x, float k);
float32x4_t _ZGVnM4vu_bent(float32x4_t x, float k, float32x4_t mask);
float64x2_t _ZGVnN2v_smooth_d(float64x2_t x);
float64x2_t _ZGVnN2vu_bent_d(float64x2_t x, double k);
float64x2_t _ZGVnM2vu_bent_d(float64x2_t x, double k, float64x2_t mask);
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

/* vcc: function at math_fast.c:15 vector variant _ZGVnN4v_smooth of `smooth`: VL 4, unmasked, x vector */
float32x4_t _ZGVnN4v_smooth(float32x4_t x) {
    float32x4_t t1 = vdupq_n_f32(-0.5f);
    float32x4_t t2 = vmulq_f32(t1, x);
    float32x4_t t3 = vsetq_lane_f32(expf(vgetq_lane_f32(t2, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
    float32x4_t t4 = vsetq_lane_f32(expf(vgetq_lane_f32(t2, 1)), t3, 1);
    float32x4_t t5 = vsetq_lane_f32(expf(vgetq_lane_f32(t2, 2)), t4, 2);
    float32x4_t t6 = vsetq_lane_f32(expf(vgetq_lane_f32(t2, 3)), t5, 3);
    float32x4_t t7 = vdupq_n_f32(2.0f);
    float32x4_t t8 = vaddq_f32(x, t7);
    float32x4_t t9 = vsetq_lane_f32(logf(vgetq_lane_f32(t8, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
    float32x4_t t10 = vsetq_lane_f32(logf(vgetq_lane_f32(t8, 1)), t9, 1);
    float32x4_t t11 = vsetq_lane_f32(logf(vgetq_lane_f32(t8, 2)), t10, 2);
    float32x4_t t12 = vsetq_lane_f32(logf(vgetq_lane_f32(t8, 3)), t11, 3);
    float32x4_t t13 = vmulq_f32(t6, t12);
    float32x4_t t14 = vsetq_lane_f32(sinf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
    float32x4_t t15 = vsetq_lane_f32(sinf(vgetq_lane_f32(x, 1)), t14, 1);
    float32x4_t t16 = vsetq_lane_f32(sinf(vgetq_lane_f32(x, 2)), t15, 2);
    float32x4_t t17 = vsetq_lane_f32(sinf(vgetq_lane_f32(x, 3)), t16, 3);
    float32x4_t t18 = vdupq_n_f32(0.25f);
    float32x4_t t19 = vmulq_f32(t17, t18);
    float32x4_t t20 = vaddq_f32(t13, t19);
    float32x4_t t21 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
    float32x4_t t22 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 1)), t21, 1);
    float32x4_t t23 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 2)), t22, 2);
    float32x4_t t24 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 3)), t23, 3);
    float32x4_t t25 = vdupq_n_f32(3.0f);
    float32x4_t t26 = vmulq_f32(t24, t25);
    float32x4_t t27 = vaddq_f32(t20, t26);
    return t27;
}

/* #pragma omp declare simd uniform(k) */
float bent(float x, float k) {
    float r;
    if (x > 1.0f)
        r = powf(x, k) + logf(x);
    else
        r = expf(x) * cosf(x) + 2.0f;
    return r;
}

/* vcc: function at math_fast.c:20 vector variant _ZGVnN4vu_bent of `bent`: VL 4, unmasked, x vector, k uniform */
float32x4_t _ZGVnN4vu_bent(float32x4_t x, float k) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3;
    float32x4_t t4;
    float32x4_t t5;
    float32x4_t t6;
    float32x4_t t7;
    float32x4_t t8;
    float32x4_t t9;
    float32x4_t t10;
    float32x4_t t11;
    float32x4_t t12;
    float32x4_t t13;
    float32x4_t t14;
    float32x4_t t15;
    float32x4_t t16;
    float32x4_t t17;
    float32x4_t t18;
    float32x4_t t19;
    float32x4_t t20 = vdupq_n_f32(1.0f);
    uint32x4_t t21 = vcgtq_f32(x, t20);
    uint32x4_t t22 = vmvnq_u32(t21);
    if ((vmaxvq_u32(t22) != 0)) {
        if ((vminvq_u32(t22) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t24 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t25 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 1)), t24, 1);
            float32x4_t t26 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 2)), t25, 2);
            float32x4_t t27 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 3)), t26, 3);
            float32x4_t t28 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t29 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 1)), t28, 1);
            float32x4_t t30 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 2)), t29, 2);
            float32x4_t t31 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 3)), t30, 3);
            float32x4_t t32 = vmulq_f32(t27, t31);
            float32x4_t t33 = vdupq_n_f32(2.0f);
            t1 = vaddq_f32(t32, t33);
        } else {
            int32x4_t t23 = (int32x4_t)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t23, 0)) {
                t3 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            } else {
                t3 = (float32x4_t)(vcc_v4_float){0};
            }
            if (vgetq_lane_s32(t23, 1)) {
                t4 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 1)), t3, 1);
            } else {
                t4 = t3;
            }
            if (vgetq_lane_s32(t23, 2)) {
                t5 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 2)), t4, 2);
            } else {
                t5 = t4;
            }
            if (vgetq_lane_s32(t23, 3)) {
                t6 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 3)), t5, 3);
            } else {
                t6 = t5;
            }
            int32x4_t t34 = (int32x4_t)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t34, 0)) {
                t7 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            } else {
                t7 = (float32x4_t)(vcc_v4_float){0};
            }
            if (vgetq_lane_s32(t34, 1)) {
                t8 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 1)), t7, 1);
            } else {
                t8 = t7;
            }
            if (vgetq_lane_s32(t34, 2)) {
                t9 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 2)), t8, 2);
            } else {
                t9 = t8;
            }
            if (vgetq_lane_s32(t34, 3)) {
                t10 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 3)), t9, 3);
            } else {
                t10 = t9;
            }
            float32x4_t t35 = vmulq_f32(t6, t10);
            float32x4_t t36 = vdupq_n_f32(2.0f);
            t1 = vaddq_f32(t35, t36);
            t2 = t22;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    if ((vmaxvq_u32(t21) != 0)) {
        if ((vminvq_u32(t21) != 0)) {
            float32x4_t t38 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 0), k), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t39 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 1), k), t38, 1);
            float32x4_t t40 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 2), k), t39, 2);
            float32x4_t t41 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 3), k), t40, 3);
            float32x4_t t42 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t43 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 1)), t42, 1);
            float32x4_t t44 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 2)), t43, 2);
            float32x4_t t45 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 3)), t44, 3);
            t11 = vaddq_f32(t41, t45);
        } else {
            int32x4_t t37 = (int32x4_t)__builtin_convertvector((vcc_m4)t21 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t37, 0)) {
                t12 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 0), k), (float32x4_t)(vcc_v4_float){0}, 0);
            } else {
                t12 = (float32x4_t)(vcc_v4_float){0};
            }
            if (vgetq_lane_s32(t37, 1)) {
                t13 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 1), k), t12, 1);
            } else {
                t13 = t12;
            }
            if (vgetq_lane_s32(t37, 2)) {
                t14 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 2), k), t13, 2);
            } else {
                t14 = t13;
            }
            if (vgetq_lane_s32(t37, 3)) {
                t15 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 3), k), t14, 3);
            } else {
                t15 = t14;
            }
            int32x4_t t46 = (int32x4_t)__builtin_convertvector((vcc_m4)t21 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t46, 0)) {
                t16 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            } else {
                t16 = (float32x4_t)(vcc_v4_float){0};
            }
            if (vgetq_lane_s32(t46, 1)) {
                t17 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 1)), t16, 1);
            } else {
                t17 = t16;
            }
            if (vgetq_lane_s32(t46, 2)) {
                t18 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 2)), t17, 2);
            } else {
                t18 = t17;
            }
            if (vgetq_lane_s32(t46, 3)) {
                t19 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 3)), t18, 3);
            } else {
                t19 = t18;
            }
            t11 = vaddq_f32(t15, t19);
        }
    } else {
        t11 = (float32x4_t)(vcc_v4_float){0};
    }
    float32x4_t t47 = vbslq_f32(t2, t1, t11);
    return t47;
}

/* vcc: function at math_fast.c:20 vector variant _ZGVnM4vu_bent of `bent`: VL 4, masked, x vector, k uniform */
float32x4_t _ZGVnM4vu_bent(float32x4_t x, float k, float32x4_t mask) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3;
    float32x4_t t4;
    float32x4_t t5;
    float32x4_t t6;
    float32x4_t t7;
    float32x4_t t8;
    float32x4_t t9;
    float32x4_t t10;
    float32x4_t t11;
    float32x4_t t12;
    float32x4_t t13;
    float32x4_t t14;
    float32x4_t t15;
    float32x4_t t16;
    float32x4_t t17;
    float32x4_t t18;
    float32x4_t t19;
    uint32x4_t t20 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t21 = vdupq_n_f32(1.0f);
    uint32x4_t t22 = vcgtq_f32(x, t21);
    uint32x4_t t23 = vandq_u32(t20, t22);
    uint32x4_t t24 = vmvnq_u32(t22);
    uint32x4_t t25 = vandq_u32(t20, t24);
    if ((vmaxvq_u32(t25) != 0)) {
        if ((vminvq_u32(t25) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t27 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t28 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 1)), t27, 1);
            float32x4_t t29 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 2)), t28, 2);
            float32x4_t t30 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 3)), t29, 3);
            float32x4_t t31 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t32 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 1)), t31, 1);
            float32x4_t t33 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 2)), t32, 2);
            float32x4_t t34 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 3)), t33, 3);
            float32x4_t t35 = vmulq_f32(t30, t34);
            float32x4_t t36 = vdupq_n_f32(2.0f);
            t1 = vaddq_f32(t35, t36);
        } else {
            int32x4_t t26 = (int32x4_t)__builtin_convertvector((vcc_m4)t25 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t26, 0)) {
                t3 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            } else {
                t3 = (float32x4_t)(vcc_v4_float){0};
            }
            if (vgetq_lane_s32(t26, 1)) {
                t4 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 1)), t3, 1);
            } else {
                t4 = t3;
            }
            if (vgetq_lane_s32(t26, 2)) {
                t5 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 2)), t4, 2);
            } else {
                t5 = t4;
            }
            if (vgetq_lane_s32(t26, 3)) {
                t6 = vsetq_lane_f32(expf(vgetq_lane_f32(x, 3)), t5, 3);
            } else {
                t6 = t5;
            }
            int32x4_t t37 = (int32x4_t)__builtin_convertvector((vcc_m4)t25 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t37, 0)) {
                t7 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            } else {
                t7 = (float32x4_t)(vcc_v4_float){0};
            }
            if (vgetq_lane_s32(t37, 1)) {
                t8 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 1)), t7, 1);
            } else {
                t8 = t7;
            }
            if (vgetq_lane_s32(t37, 2)) {
                t9 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 2)), t8, 2);
            } else {
                t9 = t8;
            }
            if (vgetq_lane_s32(t37, 3)) {
                t10 = vsetq_lane_f32(cosf(vgetq_lane_f32(x, 3)), t9, 3);
            } else {
                t10 = t9;
            }
            float32x4_t t38 = vmulq_f32(t6, t10);
            float32x4_t t39 = vdupq_n_f32(2.0f);
            t1 = vaddq_f32(t38, t39);
            t2 = t25;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    if ((vmaxvq_u32(t23) != 0)) {
        if ((vminvq_u32(t23) != 0)) {
            float32x4_t t41 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 0), k), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t42 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 1), k), t41, 1);
            float32x4_t t43 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 2), k), t42, 2);
            float32x4_t t44 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 3), k), t43, 3);
            float32x4_t t45 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t46 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 1)), t45, 1);
            float32x4_t t47 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 2)), t46, 2);
            float32x4_t t48 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 3)), t47, 3);
            t11 = vaddq_f32(t44, t48);
        } else {
            int32x4_t t40 = (int32x4_t)__builtin_convertvector((vcc_m4)t23 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t40, 0)) {
                t12 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 0), k), (float32x4_t)(vcc_v4_float){0}, 0);
            } else {
                t12 = (float32x4_t)(vcc_v4_float){0};
            }
            if (vgetq_lane_s32(t40, 1)) {
                t13 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 1), k), t12, 1);
            } else {
                t13 = t12;
            }
            if (vgetq_lane_s32(t40, 2)) {
                t14 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 2), k), t13, 2);
            } else {
                t14 = t13;
            }
            if (vgetq_lane_s32(t40, 3)) {
                t15 = vsetq_lane_f32(powf(vgetq_lane_f32(x, 3), k), t14, 3);
            } else {
                t15 = t14;
            }
            int32x4_t t49 = (int32x4_t)__builtin_convertvector((vcc_m4)t23 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t49, 0)) {
                t16 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            } else {
                t16 = (float32x4_t)(vcc_v4_float){0};
            }
            if (vgetq_lane_s32(t49, 1)) {
                t17 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 1)), t16, 1);
            } else {
                t17 = t16;
            }
            if (vgetq_lane_s32(t49, 2)) {
                t18 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 2)), t17, 2);
            } else {
                t18 = t17;
            }
            if (vgetq_lane_s32(t49, 3)) {
                t19 = vsetq_lane_f32(logf(vgetq_lane_f32(x, 3)), t18, 3);
            } else {
                t19 = t18;
            }
            t11 = vaddq_f32(t15, t19);
        }
    } else {
        t11 = (float32x4_t)(vcc_v4_float){0};
    }
    float32x4_t t50 = vbslq_f32(t2, t1, t11);
    float32x4_t t51 = vbslq_f32(t20, t50, (float32x4_t)(vcc_v4_float){0});
    return t51;
}

/* #pragma omp declare simd notinbranch */
double smooth_d(double x) {
    return exp(-0.5 * x) * log(x + 2.0) + sin(x) * 0.25 + cos(x) * 3.0;
}

/* vcc: function at math_fast.c:30 vector variant _ZGVnN2v_smooth_d of `smooth_d`: VL 2, unmasked, x vector */
float64x2_t _ZGVnN2v_smooth_d(float64x2_t x) {
    float64x2_t t1 = vdupq_n_f64(-0.5);
    float64x2_t t2 = vmulq_f64(t1, x);
    float64x2_t t3 = vsetq_lane_f64(exp(vgetq_lane_f64(t2, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
    float64x2_t t4 = vsetq_lane_f64(exp(vgetq_lane_f64(t2, 1)), t3, 1);
    float64x2_t t5 = vdupq_n_f64(2.0);
    float64x2_t t6 = vaddq_f64(x, t5);
    float64x2_t t7 = vsetq_lane_f64(log(vgetq_lane_f64(t6, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
    float64x2_t t8 = vsetq_lane_f64(log(vgetq_lane_f64(t6, 1)), t7, 1);
    float64x2_t t9 = vmulq_f64(t4, t8);
    float64x2_t t10 = vsetq_lane_f64(sin(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
    float64x2_t t11 = vsetq_lane_f64(sin(vgetq_lane_f64(x, 1)), t10, 1);
    float64x2_t t12 = vdupq_n_f64(0.25);
    float64x2_t t13 = vmulq_f64(t11, t12);
    float64x2_t t14 = vaddq_f64(t9, t13);
    float64x2_t t15 = vsetq_lane_f64(cos(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
    float64x2_t t16 = vsetq_lane_f64(cos(vgetq_lane_f64(x, 1)), t15, 1);
    float64x2_t t17 = vdupq_n_f64(3.0);
    float64x2_t t18 = vmulq_f64(t16, t17);
    float64x2_t t19 = vaddq_f64(t14, t18);
    return t19;
}

/* #pragma omp declare simd uniform(k) */
double bent_d(double x, double k) {
    double r;
    if (x > 1.0)
        r = pow(x, k) + log(x);
    else
        r = exp(x) * cos(x) + 2.0;
    return r;
}

/* vcc: function at math_fast.c:35 vector variant _ZGVnN2vu_bent_d of `bent_d`: VL 2, unmasked, x vector, k uniform */
float64x2_t _ZGVnN2vu_bent_d(float64x2_t x, double k) {
    float64x2_t t1;
    uint64x2_t t2;
    float64x2_t t3;
    float64x2_t t4;
    float64x2_t t5;
    float64x2_t t6;
    float64x2_t t7;
    float64x2_t t8;
    float64x2_t t9;
    float64x2_t t10;
    float64x2_t t11;
    float64x2_t t12 = vdupq_n_f64(1.0);
    uint64x2_t t13 = vcgtq_f64(x, t12);
    uint64x2_t t14 = veorq_u64(t13, vdupq_n_u64(-1));
    if ((vmaxvq_u32(vreinterpretq_u32_u64(t14)) != 0)) {
        if ((vminvq_u32(vreinterpretq_u32_u64(t14)) != 0)) {
            t2 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)vdup_n_s32(1) != (vcc_v2_int){0}, vcc_m2);
            float64x2_t t16 = vsetq_lane_f64(exp(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t17 = vsetq_lane_f64(exp(vgetq_lane_f64(x, 1)), t16, 1);
            float64x2_t t18 = vsetq_lane_f64(cos(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t19 = vsetq_lane_f64(cos(vgetq_lane_f64(x, 1)), t18, 1);
            float64x2_t t20 = vmulq_f64(t17, t19);
            float64x2_t t21 = vdupq_n_f64(2.0);
            t1 = vaddq_f64(t20, t21);
        } else {
            int32x2_t t15 = (int32x2_t)__builtin_convertvector((vcc_m2)t14 & 1, vcc_v2_int);
            if (vget_lane_s32(t15, 0)) {
                t3 = vsetq_lane_f64(exp(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            } else {
                t3 = (float64x2_t)(vcc_v2_double){0};
            }
            if (vget_lane_s32(t15, 1)) {
                t4 = vsetq_lane_f64(exp(vgetq_lane_f64(x, 1)), t3, 1);
            } else {
                t4 = t3;
            }
            int32x2_t t22 = (int32x2_t)__builtin_convertvector((vcc_m2)t14 & 1, vcc_v2_int);
            if (vget_lane_s32(t22, 0)) {
                t5 = vsetq_lane_f64(cos(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            } else {
                t5 = (float64x2_t)(vcc_v2_double){0};
            }
            if (vget_lane_s32(t22, 1)) {
                t6 = vsetq_lane_f64(cos(vgetq_lane_f64(x, 1)), t5, 1);
            } else {
                t6 = t5;
            }
            float64x2_t t23 = vmulq_f64(t4, t6);
            float64x2_t t24 = vdupq_n_f64(2.0);
            t1 = vaddq_f64(t23, t24);
            t2 = t14;
        }
    } else {
        t1 = (float64x2_t)(vcc_v2_double){0};
        t2 = (uint64x2_t)(vcc_m2){0};
    }
    if ((vmaxvq_u32(vreinterpretq_u32_u64(t13)) != 0)) {
        if ((vminvq_u32(vreinterpretq_u32_u64(t13)) != 0)) {
            float64x2_t t26 = vsetq_lane_f64(pow(vgetq_lane_f64(x, 0), k), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t27 = vsetq_lane_f64(pow(vgetq_lane_f64(x, 1), k), t26, 1);
            float64x2_t t28 = vsetq_lane_f64(log(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t29 = vsetq_lane_f64(log(vgetq_lane_f64(x, 1)), t28, 1);
            t7 = vaddq_f64(t27, t29);
        } else {
            int32x2_t t25 = (int32x2_t)__builtin_convertvector((vcc_m2)t13 & 1, vcc_v2_int);
            if (vget_lane_s32(t25, 0)) {
                t8 = vsetq_lane_f64(pow(vgetq_lane_f64(x, 0), k), (float64x2_t)(vcc_v2_double){0}, 0);
            } else {
                t8 = (float64x2_t)(vcc_v2_double){0};
            }
            if (vget_lane_s32(t25, 1)) {
                t9 = vsetq_lane_f64(pow(vgetq_lane_f64(x, 1), k), t8, 1);
            } else {
                t9 = t8;
            }
            int32x2_t t30 = (int32x2_t)__builtin_convertvector((vcc_m2)t13 & 1, vcc_v2_int);
            if (vget_lane_s32(t30, 0)) {
                t10 = vsetq_lane_f64(log(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            } else {
                t10 = (float64x2_t)(vcc_v2_double){0};
            }
            if (vget_lane_s32(t30, 1)) {
                t11 = vsetq_lane_f64(log(vgetq_lane_f64(x, 1)), t10, 1);
            } else {
                t11 = t10;
            }
            t7 = vaddq_f64(t9, t11);
        }
    } else {
        t7 = (float64x2_t)(vcc_v2_double){0};
    }
    float64x2_t t31 = vbslq_f64(t2, t1, t7);
    return t31;
}

/* vcc: function at math_fast.c:35 vector variant _ZGVnM2vu_bent_d of `bent_d`: VL 2, masked, x vector, k uniform */
float64x2_t _ZGVnM2vu_bent_d(float64x2_t x, double k, float64x2_t mask) {
    float64x2_t t1;
    uint64x2_t t2;
    float64x2_t t3;
    float64x2_t t4;
    float64x2_t t5;
    float64x2_t t6;
    float64x2_t t7;
    float64x2_t t8;
    float64x2_t t9;
    float64x2_t t10;
    float64x2_t t11;
    uint64x2_t t12 = (uint64x2_t)(vcc_m2)((vcc_v2_double)mask != (vcc_v2_double){0});
    float64x2_t t13 = vdupq_n_f64(1.0);
    uint64x2_t t14 = vcgtq_f64(x, t13);
    uint64x2_t t15 = vandq_u64(t12, t14);
    uint64x2_t t16 = veorq_u64(t14, vdupq_n_u64(-1));
    uint64x2_t t17 = vandq_u64(t12, t16);
    if ((vmaxvq_u32(vreinterpretq_u32_u64(t17)) != 0)) {
        if ((vminvq_u32(vreinterpretq_u32_u64(t17)) != 0)) {
            t2 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)vdup_n_s32(1) != (vcc_v2_int){0}, vcc_m2);
            float64x2_t t19 = vsetq_lane_f64(exp(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t20 = vsetq_lane_f64(exp(vgetq_lane_f64(x, 1)), t19, 1);
            float64x2_t t21 = vsetq_lane_f64(cos(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t22 = vsetq_lane_f64(cos(vgetq_lane_f64(x, 1)), t21, 1);
            float64x2_t t23 = vmulq_f64(t20, t22);
            float64x2_t t24 = vdupq_n_f64(2.0);
            t1 = vaddq_f64(t23, t24);
        } else {
            int32x2_t t18 = (int32x2_t)__builtin_convertvector((vcc_m2)t17 & 1, vcc_v2_int);
            if (vget_lane_s32(t18, 0)) {
                t3 = vsetq_lane_f64(exp(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            } else {
                t3 = (float64x2_t)(vcc_v2_double){0};
            }
            if (vget_lane_s32(t18, 1)) {
                t4 = vsetq_lane_f64(exp(vgetq_lane_f64(x, 1)), t3, 1);
            } else {
                t4 = t3;
            }
            int32x2_t t25 = (int32x2_t)__builtin_convertvector((vcc_m2)t17 & 1, vcc_v2_int);
            if (vget_lane_s32(t25, 0)) {
                t5 = vsetq_lane_f64(cos(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            } else {
                t5 = (float64x2_t)(vcc_v2_double){0};
            }
            if (vget_lane_s32(t25, 1)) {
                t6 = vsetq_lane_f64(cos(vgetq_lane_f64(x, 1)), t5, 1);
            } else {
                t6 = t5;
            }
            float64x2_t t26 = vmulq_f64(t4, t6);
            float64x2_t t27 = vdupq_n_f64(2.0);
            t1 = vaddq_f64(t26, t27);
            t2 = t17;
        }
    } else {
        t1 = (float64x2_t)(vcc_v2_double){0};
        t2 = (uint64x2_t)(vcc_m2){0};
    }
    if ((vmaxvq_u32(vreinterpretq_u32_u64(t15)) != 0)) {
        if ((vminvq_u32(vreinterpretq_u32_u64(t15)) != 0)) {
            float64x2_t t29 = vsetq_lane_f64(pow(vgetq_lane_f64(x, 0), k), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t30 = vsetq_lane_f64(pow(vgetq_lane_f64(x, 1), k), t29, 1);
            float64x2_t t31 = vsetq_lane_f64(log(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t32 = vsetq_lane_f64(log(vgetq_lane_f64(x, 1)), t31, 1);
            t7 = vaddq_f64(t30, t32);
        } else {
            int32x2_t t28 = (int32x2_t)__builtin_convertvector((vcc_m2)t15 & 1, vcc_v2_int);
            if (vget_lane_s32(t28, 0)) {
                t8 = vsetq_lane_f64(pow(vgetq_lane_f64(x, 0), k), (float64x2_t)(vcc_v2_double){0}, 0);
            } else {
                t8 = (float64x2_t)(vcc_v2_double){0};
            }
            if (vget_lane_s32(t28, 1)) {
                t9 = vsetq_lane_f64(pow(vgetq_lane_f64(x, 1), k), t8, 1);
            } else {
                t9 = t8;
            }
            int32x2_t t33 = (int32x2_t)__builtin_convertvector((vcc_m2)t15 & 1, vcc_v2_int);
            if (vget_lane_s32(t33, 0)) {
                t10 = vsetq_lane_f64(log(vgetq_lane_f64(x, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            } else {
                t10 = (float64x2_t)(vcc_v2_double){0};
            }
            if (vget_lane_s32(t33, 1)) {
                t11 = vsetq_lane_f64(log(vgetq_lane_f64(x, 1)), t10, 1);
            } else {
                t11 = t10;
            }
            t7 = vaddq_f64(t9, t11);
        }
    } else {
        t7 = (float64x2_t)(vcc_v2_double){0};
    }
    float64x2_t t34 = vbslq_f64(t2, t1, t7);
    float64x2_t t35 = vbslq_f64(t12, t34, (float64x2_t)(vcc_v2_double){0});
    return t35;
}

static float fx[1000], fy[1000];
static double dx[1000], dy[1000];

__attribute__((noinline)) void apply(int n) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3;
    float32x4_t t4;
    float32x4_t t5;
    float32x4_t t6;
    float32x4_t t7;
    float32x4_t t8;
    float32x4_t t9;
    float32x4_t t10;
    float32x4_t t11;
    float32x4_t t12;
    float32x4_t t13;
    float32x4_t t14;
    float32x4_t t15;
    float32x4_t t16;
    float32x4_t t17;
    float32x4_t t18;
    float32x4_t t19;
    float32x4_t t20;
    uint32x4_t t21;
    float32x4_t t22;
    float32x4_t t23;
    float32x4_t t24;
    float32x4_t t25;
    float32x4_t t26;
    float32x4_t t27;
    float32x4_t t28;
    float32x4_t t29;
    float32x4_t t30;
    float32x4_t t31;
    float32x4_t t32;
    float32x4_t t33;
    float32x4_t t34;
    float32x4_t t35;
    float32x4_t t36;
    float32x4_t t37;
    float32x4_t t38;
    float64x2_t t39;
    uint64x2_t t40;
    float64x2_t t41;
    float64x2_t t42;
    float64x2_t t43;
    float64x2_t t44;
    float64x2_t t45;
    float64x2_t t46;
    float64x2_t t47;
    float64x2_t t48;
    float64x2_t t49;
    float64x2_t t50;
    uint64x2_t t51;
    float64x2_t t52;
    float64x2_t t53;
    float64x2_t t54;
    float64x2_t t55;
    float64x2_t t56;
    float64x2_t t57;
    float64x2_t t58;
    float64x2_t t59;
    float64x2_t t60;
    float32x4_t t61;
    uint32x4_t t62;
    float32x4_t t63;
    float32x4_t t64;
    float32x4_t t65;
    float32x4_t t66;
    float32x4_t t67;
    float32x4_t t68;
    float32x4_t t69;
    float32x4_t t70;
    float32x4_t t71;
    float32x4_t t72;
    float32x4_t t73;
    float32x4_t t74;
    float32x4_t t75;
    float32x4_t t76;
    float32x4_t t77;
    float32x4_t t78;
    float32x4_t t79;
    float64x2_t t80;
    uint64x2_t t81;
    float64x2_t t82;
    float64x2_t t83;
    float64x2_t t84;
    float64x2_t t85;
    float64x2_t t86;
    float64x2_t t87;
    float64x2_t t88;
    float64x2_t t89;
    float64x2_t t90;
    float64x2_t t91;
    uint64x2_t t92;
    float64x2_t t93;
    float64x2_t t94;
    float64x2_t t95;
    float64x2_t t96;
    float64x2_t t97;
    float64x2_t t98;
    float64x2_t t99;
    float64x2_t t100;
    float64x2_t t101;
    float64x2_t t102;
    uint64x2_t t103;
    float64x2_t t104;
    float64x2_t t105;
    float64x2_t t106;
    float64x2_t t107;
    float64x2_t t108;
    float64x2_t t109;
    float64x2_t t110;
    float64x2_t t111;
    float64x2_t t112;
    int t116;
    int i;
    int t127;
    int i_1;
    long t113 = (long)n;
    if (t113 >= 8L) {
        long t114 = t113 & -8L;
        long i_vec_2 = 0L;
        /* vcc: loop at math_fast.c:49 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t115 = &fy[i_vec_2];
            float32x4_t fx_v = vld1q_f32(&fx[i_vec_2]);
            float32x4_t t135 = vdupq_n_f32(-0.5f);
            float32x4_t t136 = vmulq_f32(t135, fx_v);
            float32x4_t t137 = vsetq_lane_f32(expf(vgetq_lane_f32(t136, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t138 = vsetq_lane_f32(expf(vgetq_lane_f32(t136, 1)), t137, 1);
            float32x4_t t139 = vsetq_lane_f32(expf(vgetq_lane_f32(t136, 2)), t138, 2);
            float32x4_t t140 = vsetq_lane_f32(expf(vgetq_lane_f32(t136, 3)), t139, 3);
            float32x4_t t141 = vdupq_n_f32(2.0f);
            float32x4_t t142 = vaddq_f32(fx_v, t141);
            float32x4_t t143 = vsetq_lane_f32(logf(vgetq_lane_f32(t142, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t144 = vsetq_lane_f32(logf(vgetq_lane_f32(t142, 1)), t143, 1);
            float32x4_t t145 = vsetq_lane_f32(logf(vgetq_lane_f32(t142, 2)), t144, 2);
            float32x4_t t146 = vsetq_lane_f32(logf(vgetq_lane_f32(t142, 3)), t145, 3);
            float32x4_t t147 = vmulq_f32(t140, t146);
            float32x4_t t148 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t149 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v, 1)), t148, 1);
            float32x4_t t150 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v, 2)), t149, 2);
            float32x4_t t151 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v, 3)), t150, 3);
            float32x4_t t152 = vdupq_n_f32(0.25f);
            float32x4_t t153 = vmulq_f32(t151, t152);
            float32x4_t t154 = vaddq_f32(t147, t153);
            float32x4_t t155 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t156 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 1)), t155, 1);
            float32x4_t t157 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 2)), t156, 2);
            float32x4_t t158 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 3)), t157, 3);
            float32x4_t t159 = vdupq_n_f32(3.0f);
            float32x4_t t160 = vmulq_f32(t158, t159);
            float32x4_t t161 = vaddq_f32(t154, t160);
            float32x4_t t230 = vdupq_n_f32(1.0f);
            uint32x4_t t231 = vcgtq_f32(fx_v, t230);
            uint32x4_t t232 = vmvnq_u32(t231);
            if ((vmaxvq_u32(t232) != 0)) {
                if ((vminvq_u32(t232) != 0)) {
                    t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t234 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t235 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v, 1)), t234, 1);
                    float32x4_t t236 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v, 2)), t235, 2);
                    float32x4_t t237 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v, 3)), t236, 3);
                    float32x4_t t238 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t239 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 1)), t238, 1);
                    float32x4_t t240 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 2)), t239, 2);
                    float32x4_t t241 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 3)), t240, 3);
                    float32x4_t t242 = vmulq_f32(t237, t241);
                    float32x4_t t243 = vdupq_n_f32(2.0f);
                    t1 = vaddq_f32(t242, t243);
                } else {
                    int32x4_t t233 = (int32x4_t)__builtin_convertvector((vcc_m4)t232 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t233, 0)) {
                        t3 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t3 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t233, 1)) {
                        t4 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v, 1)), t3, 1);
                    } else {
                        t4 = t3;
                    }
                    if (vgetq_lane_s32(t233, 2)) {
                        t5 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v, 2)), t4, 2);
                    } else {
                        t5 = t4;
                    }
                    if (vgetq_lane_s32(t233, 3)) {
                        t6 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v, 3)), t5, 3);
                    } else {
                        t6 = t5;
                    }
                    int32x4_t t244 = (int32x4_t)__builtin_convertvector((vcc_m4)t232 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t244, 0)) {
                        t7 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t7 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t244, 1)) {
                        t8 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 1)), t7, 1);
                    } else {
                        t8 = t7;
                    }
                    if (vgetq_lane_s32(t244, 2)) {
                        t9 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 2)), t8, 2);
                    } else {
                        t9 = t8;
                    }
                    if (vgetq_lane_s32(t244, 3)) {
                        t10 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v, 3)), t9, 3);
                    } else {
                        t10 = t9;
                    }
                    float32x4_t t245 = vmulq_f32(t6, t10);
                    float32x4_t t246 = vdupq_n_f32(2.0f);
                    t1 = vaddq_f32(t245, t246);
                    t2 = t232;
                }
            } else {
                t1 = (float32x4_t)(vcc_v4_float){0};
                t2 = (uint32x4_t)(vcc_m4){0};
            }
            if ((vmaxvq_u32(t231) != 0)) {
                if ((vminvq_u32(t231) != 0)) {
                    float32x4_t t248 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v, 0), 1.5f), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t249 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v, 1), 1.5f), t248, 1);
                    float32x4_t t250 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v, 2), 1.5f), t249, 2);
                    float32x4_t t251 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v, 3), 1.5f), t250, 3);
                    float32x4_t t252 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t253 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v, 1)), t252, 1);
                    float32x4_t t254 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v, 2)), t253, 2);
                    float32x4_t t255 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v, 3)), t254, 3);
                    t11 = vaddq_f32(t251, t255);
                } else {
                    int32x4_t t247 = (int32x4_t)__builtin_convertvector((vcc_m4)t231 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t247, 0)) {
                        t12 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v, 0), 1.5f), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t12 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t247, 1)) {
                        t13 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v, 1), 1.5f), t12, 1);
                    } else {
                        t13 = t12;
                    }
                    if (vgetq_lane_s32(t247, 2)) {
                        t14 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v, 2), 1.5f), t13, 2);
                    } else {
                        t14 = t13;
                    }
                    if (vgetq_lane_s32(t247, 3)) {
                        t15 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v, 3), 1.5f), t14, 3);
                    } else {
                        t15 = t14;
                    }
                    int32x4_t t256 = (int32x4_t)__builtin_convertvector((vcc_m4)t231 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t256, 0)) {
                        t16 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t16 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t256, 1)) {
                        t17 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v, 1)), t16, 1);
                    } else {
                        t17 = t16;
                    }
                    if (vgetq_lane_s32(t256, 2)) {
                        t18 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v, 2)), t17, 2);
                    } else {
                        t18 = t17;
                    }
                    if (vgetq_lane_s32(t256, 3)) {
                        t19 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v, 3)), t18, 3);
                    } else {
                        t19 = t18;
                    }
                    t11 = vaddq_f32(t15, t19);
                }
            } else {
                t11 = (float32x4_t)(vcc_v4_float){0};
            }
            float32x4_t t257 = vbslq_f32(t2, t1, t11);
            float32x4_t t227 = vaddq_f32(t161, t257);
            vst1q_f32(t115, t227);
            long t228 = i_vec_2 + 4L;
            float *t229 = &fy[t228];
            float32x4_t fx_v_2 = vld1q_f32(&fx[t228]);
            float32x4_t t331 = vdupq_n_f32(-0.5f);
            float32x4_t t332 = vmulq_f32(t331, fx_v_2);
            float32x4_t t333 = vsetq_lane_f32(expf(vgetq_lane_f32(t332, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t334 = vsetq_lane_f32(expf(vgetq_lane_f32(t332, 1)), t333, 1);
            float32x4_t t335 = vsetq_lane_f32(expf(vgetq_lane_f32(t332, 2)), t334, 2);
            float32x4_t t336 = vsetq_lane_f32(expf(vgetq_lane_f32(t332, 3)), t335, 3);
            float32x4_t t337 = vdupq_n_f32(2.0f);
            float32x4_t t338 = vaddq_f32(fx_v_2, t337);
            float32x4_t t339 = vsetq_lane_f32(logf(vgetq_lane_f32(t338, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t340 = vsetq_lane_f32(logf(vgetq_lane_f32(t338, 1)), t339, 1);
            float32x4_t t341 = vsetq_lane_f32(logf(vgetq_lane_f32(t338, 2)), t340, 2);
            float32x4_t t342 = vsetq_lane_f32(logf(vgetq_lane_f32(t338, 3)), t341, 3);
            float32x4_t t343 = vmulq_f32(t336, t342);
            float32x4_t t344 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v_2, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t345 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v_2, 1)), t344, 1);
            float32x4_t t346 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v_2, 2)), t345, 2);
            float32x4_t t347 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v_2, 3)), t346, 3);
            float32x4_t t348 = vdupq_n_f32(0.25f);
            float32x4_t t349 = vmulq_f32(t347, t348);
            float32x4_t t350 = vaddq_f32(t343, t349);
            float32x4_t t351 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t352 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 1)), t351, 1);
            float32x4_t t353 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 2)), t352, 2);
            float32x4_t t354 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 3)), t353, 3);
            float32x4_t t355 = vdupq_n_f32(3.0f);
            float32x4_t t356 = vmulq_f32(t354, t355);
            float32x4_t t357 = vaddq_f32(t350, t356);
            float32x4_t t378 = vdupq_n_f32(1.0f);
            uint32x4_t t379 = vcgtq_f32(fx_v_2, t378);
            uint32x4_t t380 = vmvnq_u32(t379);
            if ((vmaxvq_u32(t380) != 0)) {
                if ((vminvq_u32(t380) != 0)) {
                    t62 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t382 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_2, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t383 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_2, 1)), t382, 1);
                    float32x4_t t384 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_2, 2)), t383, 2);
                    float32x4_t t385 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_2, 3)), t384, 3);
                    float32x4_t t386 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t387 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 1)), t386, 1);
                    float32x4_t t388 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 2)), t387, 2);
                    float32x4_t t389 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 3)), t388, 3);
                    float32x4_t t390 = vmulq_f32(t385, t389);
                    float32x4_t t391 = vdupq_n_f32(2.0f);
                    t61 = vaddq_f32(t390, t391);
                } else {
                    int32x4_t t381 = (int32x4_t)__builtin_convertvector((vcc_m4)t380 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t381, 0)) {
                        t63 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_2, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t63 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t381, 1)) {
                        t64 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_2, 1)), t63, 1);
                    } else {
                        t64 = t63;
                    }
                    if (vgetq_lane_s32(t381, 2)) {
                        t65 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_2, 2)), t64, 2);
                    } else {
                        t65 = t64;
                    }
                    if (vgetq_lane_s32(t381, 3)) {
                        t66 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_2, 3)), t65, 3);
                    } else {
                        t66 = t65;
                    }
                    int32x4_t t392 = (int32x4_t)__builtin_convertvector((vcc_m4)t380 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t392, 0)) {
                        t67 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t67 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t392, 1)) {
                        t68 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 1)), t67, 1);
                    } else {
                        t68 = t67;
                    }
                    if (vgetq_lane_s32(t392, 2)) {
                        t69 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 2)), t68, 2);
                    } else {
                        t69 = t68;
                    }
                    if (vgetq_lane_s32(t392, 3)) {
                        t70 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_2, 3)), t69, 3);
                    } else {
                        t70 = t69;
                    }
                    float32x4_t t393 = vmulq_f32(t66, t70);
                    float32x4_t t394 = vdupq_n_f32(2.0f);
                    t61 = vaddq_f32(t393, t394);
                    t62 = t380;
                }
            } else {
                t61 = (float32x4_t)(vcc_v4_float){0};
                t62 = (uint32x4_t)(vcc_m4){0};
            }
            if ((vmaxvq_u32(t379) != 0)) {
                if ((vminvq_u32(t379) != 0)) {
                    float32x4_t t396 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_2, 0), 1.5f), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t397 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_2, 1), 1.5f), t396, 1);
                    float32x4_t t398 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_2, 2), 1.5f), t397, 2);
                    float32x4_t t399 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_2, 3), 1.5f), t398, 3);
                    float32x4_t t400 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_2, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t401 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_2, 1)), t400, 1);
                    float32x4_t t402 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_2, 2)), t401, 2);
                    float32x4_t t403 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_2, 3)), t402, 3);
                    t71 = vaddq_f32(t399, t403);
                } else {
                    int32x4_t t395 = (int32x4_t)__builtin_convertvector((vcc_m4)t379 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t395, 0)) {
                        t72 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_2, 0), 1.5f), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t72 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t395, 1)) {
                        t73 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_2, 1), 1.5f), t72, 1);
                    } else {
                        t73 = t72;
                    }
                    if (vgetq_lane_s32(t395, 2)) {
                        t74 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_2, 2), 1.5f), t73, 2);
                    } else {
                        t74 = t73;
                    }
                    if (vgetq_lane_s32(t395, 3)) {
                        t75 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_2, 3), 1.5f), t74, 3);
                    } else {
                        t75 = t74;
                    }
                    int32x4_t t404 = (int32x4_t)__builtin_convertvector((vcc_m4)t379 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t404, 0)) {
                        t76 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_2, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t76 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t404, 1)) {
                        t77 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_2, 1)), t76, 1);
                    } else {
                        t77 = t76;
                    }
                    if (vgetq_lane_s32(t404, 2)) {
                        t78 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_2, 2)), t77, 2);
                    } else {
                        t78 = t77;
                    }
                    if (vgetq_lane_s32(t404, 3)) {
                        t79 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_2, 3)), t78, 3);
                    } else {
                        t79 = t78;
                    }
                    t71 = vaddq_f32(t75, t79);
                }
            } else {
                t71 = (float32x4_t)(vcc_v4_float){0};
            }
            float32x4_t t405 = vbslq_f32(t62, t61, t71);
            float32x4_t t377 = vaddq_f32(t357, t405);
            vst1q_f32(t229, t377);
            i_vec_2 += 8L;
            if (i_vec_2 >= t114) {
                t116 = (int)t114;
                break;
            }
        }
    } else {
        t116 = 0;
    }
    long t117 = (long)n + (long)t116 * -1L;
    if (t117 >= 4L) {
        long t118 = t117 & -4L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t119 = (long)t116 + i_vec;
            float *t120 = &fy[t119];
            float32x4_t fx_v_1 = vld1q_f32(&fx[t119]);
            float32x4_t t162 = vdupq_n_f32(-0.5f);
            float32x4_t t163 = vmulq_f32(t162, fx_v_1);
            float32x4_t t164 = vsetq_lane_f32(expf(vgetq_lane_f32(t163, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t165 = vsetq_lane_f32(expf(vgetq_lane_f32(t163, 1)), t164, 1);
            float32x4_t t166 = vsetq_lane_f32(expf(vgetq_lane_f32(t163, 2)), t165, 2);
            float32x4_t t167 = vsetq_lane_f32(expf(vgetq_lane_f32(t163, 3)), t166, 3);
            float32x4_t t168 = vdupq_n_f32(2.0f);
            float32x4_t t169 = vaddq_f32(fx_v_1, t168);
            float32x4_t t170 = vsetq_lane_f32(logf(vgetq_lane_f32(t169, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t171 = vsetq_lane_f32(logf(vgetq_lane_f32(t169, 1)), t170, 1);
            float32x4_t t172 = vsetq_lane_f32(logf(vgetq_lane_f32(t169, 2)), t171, 2);
            float32x4_t t173 = vsetq_lane_f32(logf(vgetq_lane_f32(t169, 3)), t172, 3);
            float32x4_t t174 = vmulq_f32(t167, t173);
            float32x4_t t175 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v_1, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t176 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v_1, 1)), t175, 1);
            float32x4_t t177 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v_1, 2)), t176, 2);
            float32x4_t t178 = vsetq_lane_f32(sinf(vgetq_lane_f32(fx_v_1, 3)), t177, 3);
            float32x4_t t179 = vdupq_n_f32(0.25f);
            float32x4_t t180 = vmulq_f32(t178, t179);
            float32x4_t t181 = vaddq_f32(t174, t180);
            float32x4_t t182 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t183 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 1)), t182, 1);
            float32x4_t t184 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 2)), t183, 2);
            float32x4_t t185 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 3)), t184, 3);
            float32x4_t t186 = vdupq_n_f32(3.0f);
            float32x4_t t187 = vmulq_f32(t185, t186);
            float32x4_t t188 = vaddq_f32(t181, t187);
            float32x4_t t259 = vdupq_n_f32(1.0f);
            uint32x4_t t260 = vcgtq_f32(fx_v_1, t259);
            uint32x4_t t261 = vmvnq_u32(t260);
            if ((vmaxvq_u32(t261) != 0)) {
                if ((vminvq_u32(t261) != 0)) {
                    t21 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t263 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_1, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t264 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_1, 1)), t263, 1);
                    float32x4_t t265 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_1, 2)), t264, 2);
                    float32x4_t t266 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_1, 3)), t265, 3);
                    float32x4_t t267 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t268 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 1)), t267, 1);
                    float32x4_t t269 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 2)), t268, 2);
                    float32x4_t t270 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 3)), t269, 3);
                    float32x4_t t271 = vmulq_f32(t266, t270);
                    float32x4_t t272 = vdupq_n_f32(2.0f);
                    t20 = vaddq_f32(t271, t272);
                } else {
                    int32x4_t t262 = (int32x4_t)__builtin_convertvector((vcc_m4)t261 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t262, 0)) {
                        t22 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_1, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t22 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t262, 1)) {
                        t23 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_1, 1)), t22, 1);
                    } else {
                        t23 = t22;
                    }
                    if (vgetq_lane_s32(t262, 2)) {
                        t24 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_1, 2)), t23, 2);
                    } else {
                        t24 = t23;
                    }
                    if (vgetq_lane_s32(t262, 3)) {
                        t25 = vsetq_lane_f32(expf(vgetq_lane_f32(fx_v_1, 3)), t24, 3);
                    } else {
                        t25 = t24;
                    }
                    int32x4_t t273 = (int32x4_t)__builtin_convertvector((vcc_m4)t261 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t273, 0)) {
                        t26 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t26 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t273, 1)) {
                        t27 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 1)), t26, 1);
                    } else {
                        t27 = t26;
                    }
                    if (vgetq_lane_s32(t273, 2)) {
                        t28 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 2)), t27, 2);
                    } else {
                        t28 = t27;
                    }
                    if (vgetq_lane_s32(t273, 3)) {
                        t29 = vsetq_lane_f32(cosf(vgetq_lane_f32(fx_v_1, 3)), t28, 3);
                    } else {
                        t29 = t28;
                    }
                    float32x4_t t274 = vmulq_f32(t25, t29);
                    float32x4_t t275 = vdupq_n_f32(2.0f);
                    t20 = vaddq_f32(t274, t275);
                    t21 = t261;
                }
            } else {
                t20 = (float32x4_t)(vcc_v4_float){0};
                t21 = (uint32x4_t)(vcc_m4){0};
            }
            if ((vmaxvq_u32(t260) != 0)) {
                if ((vminvq_u32(t260) != 0)) {
                    float32x4_t t277 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_1, 0), 1.5f), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t278 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_1, 1), 1.5f), t277, 1);
                    float32x4_t t279 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_1, 2), 1.5f), t278, 2);
                    float32x4_t t280 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_1, 3), 1.5f), t279, 3);
                    float32x4_t t281 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_1, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    float32x4_t t282 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_1, 1)), t281, 1);
                    float32x4_t t283 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_1, 2)), t282, 2);
                    float32x4_t t284 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_1, 3)), t283, 3);
                    t30 = vaddq_f32(t280, t284);
                } else {
                    int32x4_t t276 = (int32x4_t)__builtin_convertvector((vcc_m4)t260 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t276, 0)) {
                        t31 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_1, 0), 1.5f), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t31 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t276, 1)) {
                        t32 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_1, 1), 1.5f), t31, 1);
                    } else {
                        t32 = t31;
                    }
                    if (vgetq_lane_s32(t276, 2)) {
                        t33 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_1, 2), 1.5f), t32, 2);
                    } else {
                        t33 = t32;
                    }
                    if (vgetq_lane_s32(t276, 3)) {
                        t34 = vsetq_lane_f32(powf(vgetq_lane_f32(fx_v_1, 3), 1.5f), t33, 3);
                    } else {
                        t34 = t33;
                    }
                    int32x4_t t285 = (int32x4_t)__builtin_convertvector((vcc_m4)t260 & 1, vcc_v4_int);
                    if (vgetq_lane_s32(t285, 0)) {
                        t35 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_1, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
                    } else {
                        t35 = (float32x4_t)(vcc_v4_float){0};
                    }
                    if (vgetq_lane_s32(t285, 1)) {
                        t36 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_1, 1)), t35, 1);
                    } else {
                        t36 = t35;
                    }
                    if (vgetq_lane_s32(t285, 2)) {
                        t37 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_1, 2)), t36, 2);
                    } else {
                        t37 = t36;
                    }
                    if (vgetq_lane_s32(t285, 3)) {
                        t38 = vsetq_lane_f32(logf(vgetq_lane_f32(fx_v_1, 3)), t37, 3);
                    } else {
                        t38 = t37;
                    }
                    t30 = vaddq_f32(t34, t38);
                }
            } else {
                t30 = (float32x4_t)(vcc_v4_float){0};
            }
            float32x4_t t286 = vbslq_f32(t21, t20, t30);
            float32x4_t t258 = vaddq_f32(t188, t286);
            vst1q_f32(t120, t258);
            i_vec += 4L;
            if (i_vec >= t118) {
                i = (int)((long)t116 + t118);
                break;
            }
        }
    } else {
        i = t116;
    }
    for (; i < n; i++) {
        long t121 = (long)i;
        float t122 = fx[t121];
        float t123 = smooth(t122);
        fy[t121] = t123 + bent(t122, 1.5f);
    }
    long t124 = (long)n;
    if (t124 >= 8L) {
        long t125 = t124 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t126 = &dy[i_vec_3];
            float64x2_t dx_v = vld1q_f64(&dx[i_vec_3]);
            float64x2_t t189 = vdupq_n_f64(-0.5);
            float64x2_t t190 = vmulq_f64(t189, dx_v);
            float64x2_t t191 = vsetq_lane_f64(exp(vgetq_lane_f64(t190, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t192 = vsetq_lane_f64(exp(vgetq_lane_f64(t190, 1)), t191, 1);
            float64x2_t t193 = vdupq_n_f64(2.0);
            float64x2_t t194 = vaddq_f64(dx_v, t193);
            float64x2_t t195 = vsetq_lane_f64(log(vgetq_lane_f64(t194, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t196 = vsetq_lane_f64(log(vgetq_lane_f64(t194, 1)), t195, 1);
            float64x2_t t197 = vmulq_f64(t192, t196);
            float64x2_t t198 = vsetq_lane_f64(sin(vgetq_lane_f64(dx_v, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t199 = vsetq_lane_f64(sin(vgetq_lane_f64(dx_v, 1)), t198, 1);
            float64x2_t t200 = vdupq_n_f64(0.25);
            float64x2_t t201 = vmulq_f64(t199, t200);
            float64x2_t t202 = vaddq_f64(t197, t201);
            float64x2_t t203 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t204 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v, 1)), t203, 1);
            float64x2_t t205 = vdupq_n_f64(3.0);
            float64x2_t t206 = vmulq_f64(t204, t205);
            float64x2_t t207 = vaddq_f64(t202, t206);
            float64x2_t t290 = vdupq_n_f64(1.0);
            uint64x2_t t291 = vcgtq_f64(dx_v, t290);
            uint64x2_t t292 = veorq_u64(t291, vdupq_n_u64(-1));
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t292)) != 0)) {
                if ((vminvq_u32(vreinterpretq_u32_u64(t292)) != 0)) {
                    t40 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)vdup_n_s32(1) != (vcc_v2_int){0}, vcc_m2);
                    float64x2_t t294 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t295 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v, 1)), t294, 1);
                    float64x2_t t296 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t297 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v, 1)), t296, 1);
                    float64x2_t t298 = vmulq_f64(t295, t297);
                    float64x2_t t299 = vdupq_n_f64(2.0);
                    t39 = vaddq_f64(t298, t299);
                } else {
                    int32x2_t t293 = (int32x2_t)__builtin_convertvector((vcc_m2)t292 & 1, vcc_v2_int);
                    if (vget_lane_s32(t293, 0)) {
                        t41 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t41 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t293, 1)) {
                        t42 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v, 1)), t41, 1);
                    } else {
                        t42 = t41;
                    }
                    int32x2_t t300 = (int32x2_t)__builtin_convertvector((vcc_m2)t292 & 1, vcc_v2_int);
                    if (vget_lane_s32(t300, 0)) {
                        t43 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t43 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t300, 1)) {
                        t44 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v, 1)), t43, 1);
                    } else {
                        t44 = t43;
                    }
                    float64x2_t t301 = vmulq_f64(t42, t44);
                    float64x2_t t302 = vdupq_n_f64(2.0);
                    t39 = vaddq_f64(t301, t302);
                    t40 = t292;
                }
            } else {
                t39 = (float64x2_t)(vcc_v2_double){0};
                t40 = (uint64x2_t)(vcc_m2){0};
            }
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t291)) != 0)) {
                if ((vminvq_u32(vreinterpretq_u32_u64(t291)) != 0)) {
                    float64x2_t t304 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v, 0), 2.5), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t305 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v, 1), 2.5), t304, 1);
                    float64x2_t t306 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t307 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v, 1)), t306, 1);
                    t45 = vaddq_f64(t305, t307);
                } else {
                    int32x2_t t303 = (int32x2_t)__builtin_convertvector((vcc_m2)t291 & 1, vcc_v2_int);
                    if (vget_lane_s32(t303, 0)) {
                        t46 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v, 0), 2.5), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t46 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t303, 1)) {
                        t47 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v, 1), 2.5), t46, 1);
                    } else {
                        t47 = t46;
                    }
                    int32x2_t t308 = (int32x2_t)__builtin_convertvector((vcc_m2)t291 & 1, vcc_v2_int);
                    if (vget_lane_s32(t308, 0)) {
                        t48 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t48 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t308, 1)) {
                        t49 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v, 1)), t48, 1);
                    } else {
                        t49 = t48;
                    }
                    t45 = vaddq_f64(t47, t49);
                }
            } else {
                t45 = (float64x2_t)(vcc_v2_double){0};
            }
            float64x2_t t309 = vbslq_f64(t40, t39, t45);
            float64x2_t t287 = vaddq_f64(t207, t309);
            vst1q_f64(t126, t287);
            long t288 = i_vec_3 + 2L;
            double *t289 = &dy[t288];
            float64x2_t dx_v_2 = vld1q_f64(&dx[t288]);
            float64x2_t t358 = vdupq_n_f64(-0.5);
            float64x2_t t359 = vmulq_f64(t358, dx_v_2);
            float64x2_t t360 = vsetq_lane_f64(exp(vgetq_lane_f64(t359, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t361 = vsetq_lane_f64(exp(vgetq_lane_f64(t359, 1)), t360, 1);
            float64x2_t t362 = vdupq_n_f64(2.0);
            float64x2_t t363 = vaddq_f64(dx_v_2, t362);
            float64x2_t t364 = vsetq_lane_f64(log(vgetq_lane_f64(t363, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t365 = vsetq_lane_f64(log(vgetq_lane_f64(t363, 1)), t364, 1);
            float64x2_t t366 = vmulq_f64(t361, t365);
            float64x2_t t367 = vsetq_lane_f64(sin(vgetq_lane_f64(dx_v_2, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t368 = vsetq_lane_f64(sin(vgetq_lane_f64(dx_v_2, 1)), t367, 1);
            float64x2_t t369 = vdupq_n_f64(0.25);
            float64x2_t t370 = vmulq_f64(t368, t369);
            float64x2_t t371 = vaddq_f64(t366, t370);
            float64x2_t t372 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_2, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t373 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_2, 1)), t372, 1);
            float64x2_t t374 = vdupq_n_f64(3.0);
            float64x2_t t375 = vmulq_f64(t373, t374);
            float64x2_t t376 = vaddq_f64(t371, t375);
            float64x2_t t409 = vdupq_n_f64(1.0);
            uint64x2_t t410 = vcgtq_f64(dx_v_2, t409);
            uint64x2_t t411 = veorq_u64(t410, vdupq_n_u64(-1));
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t411)) != 0)) {
                if ((vminvq_u32(vreinterpretq_u32_u64(t411)) != 0)) {
                    t81 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)vdup_n_s32(1) != (vcc_v2_int){0}, vcc_m2);
                    float64x2_t t413 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_2, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t414 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_2, 1)), t413, 1);
                    float64x2_t t415 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_2, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t416 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_2, 1)), t415, 1);
                    float64x2_t t417 = vmulq_f64(t414, t416);
                    float64x2_t t418 = vdupq_n_f64(2.0);
                    t80 = vaddq_f64(t417, t418);
                } else {
                    int32x2_t t412 = (int32x2_t)__builtin_convertvector((vcc_m2)t411 & 1, vcc_v2_int);
                    if (vget_lane_s32(t412, 0)) {
                        t82 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_2, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t82 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t412, 1)) {
                        t83 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_2, 1)), t82, 1);
                    } else {
                        t83 = t82;
                    }
                    int32x2_t t419 = (int32x2_t)__builtin_convertvector((vcc_m2)t411 & 1, vcc_v2_int);
                    if (vget_lane_s32(t419, 0)) {
                        t84 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_2, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t84 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t419, 1)) {
                        t85 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_2, 1)), t84, 1);
                    } else {
                        t85 = t84;
                    }
                    float64x2_t t420 = vmulq_f64(t83, t85);
                    float64x2_t t421 = vdupq_n_f64(2.0);
                    t80 = vaddq_f64(t420, t421);
                    t81 = t411;
                }
            } else {
                t80 = (float64x2_t)(vcc_v2_double){0};
                t81 = (uint64x2_t)(vcc_m2){0};
            }
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t410)) != 0)) {
                if ((vminvq_u32(vreinterpretq_u32_u64(t410)) != 0)) {
                    float64x2_t t423 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_2, 0), 2.5), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t424 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_2, 1), 2.5), t423, 1);
                    float64x2_t t425 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_2, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t426 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_2, 1)), t425, 1);
                    t86 = vaddq_f64(t424, t426);
                } else {
                    int32x2_t t422 = (int32x2_t)__builtin_convertvector((vcc_m2)t410 & 1, vcc_v2_int);
                    if (vget_lane_s32(t422, 0)) {
                        t87 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_2, 0), 2.5), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t87 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t422, 1)) {
                        t88 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_2, 1), 2.5), t87, 1);
                    } else {
                        t88 = t87;
                    }
                    int32x2_t t427 = (int32x2_t)__builtin_convertvector((vcc_m2)t410 & 1, vcc_v2_int);
                    if (vget_lane_s32(t427, 0)) {
                        t89 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_2, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t89 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t427, 1)) {
                        t90 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_2, 1)), t89, 1);
                    } else {
                        t90 = t89;
                    }
                    t86 = vaddq_f64(t88, t90);
                }
            } else {
                t86 = (float64x2_t)(vcc_v2_double){0};
            }
            float64x2_t t428 = vbslq_f64(t81, t80, t86);
            float64x2_t t406 = vaddq_f64(t376, t428);
            vst1q_f64(t289, t406);
            long t407 = i_vec_3 + 4L;
            double *t408 = &dy[t407];
            float64x2_t dx_v_3 = vld1q_f64(&dx[t407]);
            float64x2_t t429 = vdupq_n_f64(-0.5);
            float64x2_t t430 = vmulq_f64(t429, dx_v_3);
            float64x2_t t431 = vsetq_lane_f64(exp(vgetq_lane_f64(t430, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t432 = vsetq_lane_f64(exp(vgetq_lane_f64(t430, 1)), t431, 1);
            float64x2_t t433 = vdupq_n_f64(2.0);
            float64x2_t t434 = vaddq_f64(dx_v_3, t433);
            float64x2_t t435 = vsetq_lane_f64(log(vgetq_lane_f64(t434, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t436 = vsetq_lane_f64(log(vgetq_lane_f64(t434, 1)), t435, 1);
            float64x2_t t437 = vmulq_f64(t432, t436);
            float64x2_t t438 = vsetq_lane_f64(sin(vgetq_lane_f64(dx_v_3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t439 = vsetq_lane_f64(sin(vgetq_lane_f64(dx_v_3, 1)), t438, 1);
            float64x2_t t440 = vdupq_n_f64(0.25);
            float64x2_t t441 = vmulq_f64(t439, t440);
            float64x2_t t442 = vaddq_f64(t437, t441);
            float64x2_t t443 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t444 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_3, 1)), t443, 1);
            float64x2_t t445 = vdupq_n_f64(3.0);
            float64x2_t t446 = vmulq_f64(t444, t445);
            float64x2_t t447 = vaddq_f64(t442, t446);
            float64x2_t t451 = vdupq_n_f64(1.0);
            uint64x2_t t452 = vcgtq_f64(dx_v_3, t451);
            uint64x2_t t453 = veorq_u64(t452, vdupq_n_u64(-1));
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t453)) != 0)) {
                if ((vminvq_u32(vreinterpretq_u32_u64(t453)) != 0)) {
                    t92 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)vdup_n_s32(1) != (vcc_v2_int){0}, vcc_m2);
                    float64x2_t t455 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t456 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_3, 1)), t455, 1);
                    float64x2_t t457 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t458 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_3, 1)), t457, 1);
                    float64x2_t t459 = vmulq_f64(t456, t458);
                    float64x2_t t460 = vdupq_n_f64(2.0);
                    t91 = vaddq_f64(t459, t460);
                } else {
                    int32x2_t t454 = (int32x2_t)__builtin_convertvector((vcc_m2)t453 & 1, vcc_v2_int);
                    if (vget_lane_s32(t454, 0)) {
                        t93 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t93 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t454, 1)) {
                        t94 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_3, 1)), t93, 1);
                    } else {
                        t94 = t93;
                    }
                    int32x2_t t461 = (int32x2_t)__builtin_convertvector((vcc_m2)t453 & 1, vcc_v2_int);
                    if (vget_lane_s32(t461, 0)) {
                        t95 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t95 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t461, 1)) {
                        t96 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_3, 1)), t95, 1);
                    } else {
                        t96 = t95;
                    }
                    float64x2_t t462 = vmulq_f64(t94, t96);
                    float64x2_t t463 = vdupq_n_f64(2.0);
                    t91 = vaddq_f64(t462, t463);
                    t92 = t453;
                }
            } else {
                t91 = (float64x2_t)(vcc_v2_double){0};
                t92 = (uint64x2_t)(vcc_m2){0};
            }
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t452)) != 0)) {
                if ((vminvq_u32(vreinterpretq_u32_u64(t452)) != 0)) {
                    float64x2_t t465 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_3, 0), 2.5), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t466 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_3, 1), 2.5), t465, 1);
                    float64x2_t t467 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t468 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_3, 1)), t467, 1);
                    t97 = vaddq_f64(t466, t468);
                } else {
                    int32x2_t t464 = (int32x2_t)__builtin_convertvector((vcc_m2)t452 & 1, vcc_v2_int);
                    if (vget_lane_s32(t464, 0)) {
                        t98 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_3, 0), 2.5), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t98 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t464, 1)) {
                        t99 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_3, 1), 2.5), t98, 1);
                    } else {
                        t99 = t98;
                    }
                    int32x2_t t469 = (int32x2_t)__builtin_convertvector((vcc_m2)t452 & 1, vcc_v2_int);
                    if (vget_lane_s32(t469, 0)) {
                        t100 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t100 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t469, 1)) {
                        t101 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_3, 1)), t100, 1);
                    } else {
                        t101 = t100;
                    }
                    t97 = vaddq_f64(t99, t101);
                }
            } else {
                t97 = (float64x2_t)(vcc_v2_double){0};
            }
            float64x2_t t470 = vbslq_f64(t92, t91, t97);
            float64x2_t t448 = vaddq_f64(t447, t470);
            vst1q_f64(t408, t448);
            long t449 = i_vec_3 + 6L;
            double *t450 = &dy[t449];
            float64x2_t dx_v_4 = vld1q_f64(&dx[t449]);
            float64x2_t t471 = vdupq_n_f64(-0.5);
            float64x2_t t472 = vmulq_f64(t471, dx_v_4);
            float64x2_t t473 = vsetq_lane_f64(exp(vgetq_lane_f64(t472, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t474 = vsetq_lane_f64(exp(vgetq_lane_f64(t472, 1)), t473, 1);
            float64x2_t t475 = vdupq_n_f64(2.0);
            float64x2_t t476 = vaddq_f64(dx_v_4, t475);
            float64x2_t t477 = vsetq_lane_f64(log(vgetq_lane_f64(t476, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t478 = vsetq_lane_f64(log(vgetq_lane_f64(t476, 1)), t477, 1);
            float64x2_t t479 = vmulq_f64(t474, t478);
            float64x2_t t480 = vsetq_lane_f64(sin(vgetq_lane_f64(dx_v_4, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t481 = vsetq_lane_f64(sin(vgetq_lane_f64(dx_v_4, 1)), t480, 1);
            float64x2_t t482 = vdupq_n_f64(0.25);
            float64x2_t t483 = vmulq_f64(t481, t482);
            float64x2_t t484 = vaddq_f64(t479, t483);
            float64x2_t t485 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_4, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t486 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_4, 1)), t485, 1);
            float64x2_t t487 = vdupq_n_f64(3.0);
            float64x2_t t488 = vmulq_f64(t486, t487);
            float64x2_t t489 = vaddq_f64(t484, t488);
            float64x2_t t491 = vdupq_n_f64(1.0);
            uint64x2_t t492 = vcgtq_f64(dx_v_4, t491);
            uint64x2_t t493 = veorq_u64(t492, vdupq_n_u64(-1));
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t493)) != 0)) {
                if ((vminvq_u32(vreinterpretq_u32_u64(t493)) != 0)) {
                    t103 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)vdup_n_s32(1) != (vcc_v2_int){0}, vcc_m2);
                    float64x2_t t495 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_4, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t496 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_4, 1)), t495, 1);
                    float64x2_t t497 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_4, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t498 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_4, 1)), t497, 1);
                    float64x2_t t499 = vmulq_f64(t496, t498);
                    float64x2_t t500 = vdupq_n_f64(2.0);
                    t102 = vaddq_f64(t499, t500);
                } else {
                    int32x2_t t494 = (int32x2_t)__builtin_convertvector((vcc_m2)t493 & 1, vcc_v2_int);
                    if (vget_lane_s32(t494, 0)) {
                        t104 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_4, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t104 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t494, 1)) {
                        t105 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_4, 1)), t104, 1);
                    } else {
                        t105 = t104;
                    }
                    int32x2_t t501 = (int32x2_t)__builtin_convertvector((vcc_m2)t493 & 1, vcc_v2_int);
                    if (vget_lane_s32(t501, 0)) {
                        t106 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_4, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t106 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t501, 1)) {
                        t107 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_4, 1)), t106, 1);
                    } else {
                        t107 = t106;
                    }
                    float64x2_t t502 = vmulq_f64(t105, t107);
                    float64x2_t t503 = vdupq_n_f64(2.0);
                    t102 = vaddq_f64(t502, t503);
                    t103 = t493;
                }
            } else {
                t102 = (float64x2_t)(vcc_v2_double){0};
                t103 = (uint64x2_t)(vcc_m2){0};
            }
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t492)) != 0)) {
                if ((vminvq_u32(vreinterpretq_u32_u64(t492)) != 0)) {
                    float64x2_t t505 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_4, 0), 2.5), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t506 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_4, 1), 2.5), t505, 1);
                    float64x2_t t507 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_4, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t508 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_4, 1)), t507, 1);
                    t108 = vaddq_f64(t506, t508);
                } else {
                    int32x2_t t504 = (int32x2_t)__builtin_convertvector((vcc_m2)t492 & 1, vcc_v2_int);
                    if (vget_lane_s32(t504, 0)) {
                        t109 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_4, 0), 2.5), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t109 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t504, 1)) {
                        t110 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_4, 1), 2.5), t109, 1);
                    } else {
                        t110 = t109;
                    }
                    int32x2_t t509 = (int32x2_t)__builtin_convertvector((vcc_m2)t492 & 1, vcc_v2_int);
                    if (vget_lane_s32(t509, 0)) {
                        t111 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_4, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t111 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t509, 1)) {
                        t112 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_4, 1)), t111, 1);
                    } else {
                        t112 = t111;
                    }
                    t108 = vaddq_f64(t110, t112);
                }
            } else {
                t108 = (float64x2_t)(vcc_v2_double){0};
            }
            float64x2_t t510 = vbslq_f64(t103, t102, t108);
            float64x2_t t490 = vaddq_f64(t489, t510);
            vst1q_f64(t450, t490);
            i_vec_3 += 8L;
            if (i_vec_3 >= t125) {
                t127 = (int)t125;
                break;
            }
        }
    } else {
        t127 = 0;
    }
    long t128 = (long)n + (long)t127 * -1L;
    if (t128 >= 2L) {
        long t129 = t128 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t130 = (long)t127 + i_vec_1;
            double *t131 = &dy[t130];
            float64x2_t dx_v_1 = vld1q_f64(&dx[t130]);
            float64x2_t t208 = vdupq_n_f64(-0.5);
            float64x2_t t209 = vmulq_f64(t208, dx_v_1);
            float64x2_t t210 = vsetq_lane_f64(exp(vgetq_lane_f64(t209, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t211 = vsetq_lane_f64(exp(vgetq_lane_f64(t209, 1)), t210, 1);
            float64x2_t t212 = vdupq_n_f64(2.0);
            float64x2_t t213 = vaddq_f64(dx_v_1, t212);
            float64x2_t t214 = vsetq_lane_f64(log(vgetq_lane_f64(t213, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t215 = vsetq_lane_f64(log(vgetq_lane_f64(t213, 1)), t214, 1);
            float64x2_t t216 = vmulq_f64(t211, t215);
            float64x2_t t217 = vsetq_lane_f64(sin(vgetq_lane_f64(dx_v_1, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t218 = vsetq_lane_f64(sin(vgetq_lane_f64(dx_v_1, 1)), t217, 1);
            float64x2_t t219 = vdupq_n_f64(0.25);
            float64x2_t t220 = vmulq_f64(t218, t219);
            float64x2_t t221 = vaddq_f64(t216, t220);
            float64x2_t t222 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_1, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t223 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_1, 1)), t222, 1);
            float64x2_t t224 = vdupq_n_f64(3.0);
            float64x2_t t225 = vmulq_f64(t223, t224);
            float64x2_t t226 = vaddq_f64(t221, t225);
            float64x2_t t311 = vdupq_n_f64(1.0);
            uint64x2_t t312 = vcgtq_f64(dx_v_1, t311);
            uint64x2_t t313 = veorq_u64(t312, vdupq_n_u64(-1));
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t313)) != 0)) {
                if ((vminvq_u32(vreinterpretq_u32_u64(t313)) != 0)) {
                    t51 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)vdup_n_s32(1) != (vcc_v2_int){0}, vcc_m2);
                    float64x2_t t315 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_1, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t316 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_1, 1)), t315, 1);
                    float64x2_t t317 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_1, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t318 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_1, 1)), t317, 1);
                    float64x2_t t319 = vmulq_f64(t316, t318);
                    float64x2_t t320 = vdupq_n_f64(2.0);
                    t50 = vaddq_f64(t319, t320);
                } else {
                    int32x2_t t314 = (int32x2_t)__builtin_convertvector((vcc_m2)t313 & 1, vcc_v2_int);
                    if (vget_lane_s32(t314, 0)) {
                        t52 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_1, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t52 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t314, 1)) {
                        t53 = vsetq_lane_f64(exp(vgetq_lane_f64(dx_v_1, 1)), t52, 1);
                    } else {
                        t53 = t52;
                    }
                    int32x2_t t321 = (int32x2_t)__builtin_convertvector((vcc_m2)t313 & 1, vcc_v2_int);
                    if (vget_lane_s32(t321, 0)) {
                        t54 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_1, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t54 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t321, 1)) {
                        t55 = vsetq_lane_f64(cos(vgetq_lane_f64(dx_v_1, 1)), t54, 1);
                    } else {
                        t55 = t54;
                    }
                    float64x2_t t322 = vmulq_f64(t53, t55);
                    float64x2_t t323 = vdupq_n_f64(2.0);
                    t50 = vaddq_f64(t322, t323);
                    t51 = t313;
                }
            } else {
                t50 = (float64x2_t)(vcc_v2_double){0};
                t51 = (uint64x2_t)(vcc_m2){0};
            }
            if ((vmaxvq_u32(vreinterpretq_u32_u64(t312)) != 0)) {
                if ((vminvq_u32(vreinterpretq_u32_u64(t312)) != 0)) {
                    float64x2_t t325 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_1, 0), 2.5), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t326 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_1, 1), 2.5), t325, 1);
                    float64x2_t t327 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_1, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    float64x2_t t328 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_1, 1)), t327, 1);
                    t56 = vaddq_f64(t326, t328);
                } else {
                    int32x2_t t324 = (int32x2_t)__builtin_convertvector((vcc_m2)t312 & 1, vcc_v2_int);
                    if (vget_lane_s32(t324, 0)) {
                        t57 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_1, 0), 2.5), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t57 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t324, 1)) {
                        t58 = vsetq_lane_f64(pow(vgetq_lane_f64(dx_v_1, 1), 2.5), t57, 1);
                    } else {
                        t58 = t57;
                    }
                    int32x2_t t329 = (int32x2_t)__builtin_convertvector((vcc_m2)t312 & 1, vcc_v2_int);
                    if (vget_lane_s32(t329, 0)) {
                        t59 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_1, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
                    } else {
                        t59 = (float64x2_t)(vcc_v2_double){0};
                    }
                    if (vget_lane_s32(t329, 1)) {
                        t60 = vsetq_lane_f64(log(vgetq_lane_f64(dx_v_1, 1)), t59, 1);
                    } else {
                        t60 = t59;
                    }
                    t56 = vaddq_f64(t58, t60);
                }
            } else {
                t56 = (float64x2_t)(vcc_v2_double){0};
            }
            float64x2_t t330 = vbslq_f64(t51, t50, t56);
            float64x2_t t310 = vaddq_f64(t226, t330);
            vst1q_f64(t131, t310);
            i_vec_1 += 2L;
            if (i_vec_1 >= t129) {
                i_1 = (int)((long)t127 + t129);
                break;
            }
        }
    } else {
        i_1 = t127;
    }
    for (; i_1 < n; i_1++) {
        long t132 = (long)i_1;
        double t133 = dx[t132];
        double t134 = smooth_d(t133);
        dy[t132] = t134 + bent_d(t133, 2.5);
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
