/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));

float32x4_t _ZGVnN4vv_inv_norm(float32x4_t x, float32x4_t y);
float32x4_t _ZGVnN4vv_shape_of(float32x4_t x, float32x4_t y);
float32x4_t _ZGVnM4vv_shape_of(float32x4_t x, float32x4_t y, float32x4_t mask);
float64x2_t _ZGVnN2v_droot(float64x2_t x);
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

/* vcc: function at vector_math.c:12 vector variant _ZGVnN4vv_inv_norm of `inv_norm`: VL 4, unmasked, x vector, y vector */
float32x4_t _ZGVnN4vv_inv_norm(float32x4_t x, float32x4_t y) {
    float32x4_t t1 = vmulq_f32(x, x);
    float32x4_t t2 = vmulq_f32(y, y);
    float32x4_t t3 = vaddq_f32(t1, t2);
    float32x4_t t4 = vdupq_n_f32(0.01f);
    float32x4_t t5 = vaddq_f32(t3, t4);
    float32x4_t t6 = vsqrtq_f32(t5);
    float32x4_t t7 = vdupq_n_f32(1.0f);
    float32x4_t t8 = vdivq_f32(t7, t6);
    return t8;
}

/* #pragma omp declare simd */
float shape_of(float x, float y) {
    float r = fabsf(x) + floorf(y) - ceilf(x * 0.5f);
    if (x > y)
        r += sqrtf(x - y);
    else
        r -= fminf(x, y) + fmaxf(y, -1.0f);
    return r;
}

/* vcc: function at vector_math.c:17 vector variant _ZGVnN4vv_shape_of of `shape_of`: VL 4, unmasked, x vector, y vector */
float32x4_t _ZGVnN4vv_shape_of(float32x4_t x, float32x4_t y) {
    float32x4_t t1;
    float32x4_t t3;
    float32x4_t t4 = vabsq_f32(x);
    float32x4_t t5 = vrndmq_f32(y);
    float32x4_t t6 = vaddq_f32(t4, t5);
    float32x4_t t7 = vdupq_n_f32(0.5f);
    float32x4_t t8 = vmulq_f32(x, t7);
    float32x4_t t9 = vrndpq_f32(t8);
    float32x4_t t10 = vsubq_f32(t6, t9);
    uint32x4_t t11 = vcgtq_f32(x, y);
    uint32x4_t t2 = vmvnq_u32(t11);
    if ((vmaxvq_u32(t2) != 0)) {
        float32x4_t t12 = vminnmq_f32(x, y);
        float32x4_t t13 = vdupq_n_f32(-1.0f);
        float32x4_t t14 = vmaxnmq_f32(y, t13);
        float32x4_t t15 = vaddq_f32(t12, t14);
        t1 = vsubq_f32(t10, t15);
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    if ((vmaxvq_u32(t11) != 0)) {
        float32x4_t t16 = vsubq_f32(x, y);
        float32x4_t t17 = vsqrtq_f32(t16);
        t3 = vaddq_f32(t10, t17);
    } else {
        t3 = (float32x4_t)(vcc_v4_float){0};
    }
    float32x4_t t18 = vbslq_f32(t2, t1, t3);
    return t18;
}

/* vcc: function at vector_math.c:17 vector variant _ZGVnM4vv_shape_of of `shape_of`: VL 4, masked, x vector, y vector */
float32x4_t _ZGVnM4vv_shape_of(float32x4_t x, float32x4_t y, float32x4_t mask) {
    float32x4_t t1;
    float32x4_t t3;
    uint32x4_t t4 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t5 = vabsq_f32(x);
    float32x4_t t6 = vrndmq_f32(y);
    float32x4_t t7 = vaddq_f32(t5, t6);
    float32x4_t t8 = vdupq_n_f32(0.5f);
    float32x4_t t9 = vmulq_f32(x, t8);
    float32x4_t t10 = vrndpq_f32(t9);
    float32x4_t t11 = vsubq_f32(t7, t10);
    uint32x4_t t12 = vcgtq_f32(x, y);
    uint32x4_t t13 = vandq_u32(t4, t12);
    uint32x4_t t14 = vmvnq_u32(t12);
    uint32x4_t t2 = vandq_u32(t4, t14);
    if ((vmaxvq_u32(t2) != 0)) {
        float32x4_t t15 = vminnmq_f32(x, y);
        float32x4_t t16 = vdupq_n_f32(-1.0f);
        float32x4_t t17 = vmaxnmq_f32(y, t16);
        float32x4_t t18 = vaddq_f32(t15, t17);
        t1 = vsubq_f32(t11, t18);
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    if ((vmaxvq_u32(t13) != 0)) {
        float32x4_t t19 = vsubq_f32(x, y);
        float32x4_t t20 = vsqrtq_f32(t19);
        t3 = vaddq_f32(t11, t20);
    } else {
        t3 = (float32x4_t)(vcc_v4_float){0};
    }
    float32x4_t t21 = vbslq_f32(t2, t1, t3);
    float32x4_t t22 = vbslq_f32(t4, t21, (float32x4_t)(vcc_v4_float){0});
    return t22;
}

/* #pragma omp declare simd notinbranch */
double droot(double x) {
    return sqrt(x) + fabs(x) + floor(x) + fmin(x, 0.5);
}

/* vcc: function at vector_math.c:27 vector variant _ZGVnN2v_droot of `droot`: VL 2, unmasked, x vector */
float64x2_t _ZGVnN2v_droot(float64x2_t x) {
    float64x2_t t1 = vsqrtq_f64(x);
    float64x2_t t2 = vabsq_f64(x);
    float64x2_t t3 = vaddq_f64(t1, t2);
    float64x2_t t4 = vrndmq_f64(x);
    float64x2_t t5 = vaddq_f64(t3, t4);
    float64x2_t t6 = vdupq_n_f64(0.5);
    float64x2_t t7 = vminnmq_f64(x, t6);
    float64x2_t t8 = vaddq_f64(t5, t7);
    return t8;
}

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
