/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

float32x4_t _ZGVnN4v_sq(float32x4_t x);
float32x4_t _ZGVnM4v_sq(float32x4_t x, float32x4_t mask);
float32x4_t _ZGVnN4vu_shape(float32x4_t x, float lim);
float32x4_t _ZGVnM4vu_shape(float32x4_t x, float lim, float32x4_t mask);
int32x4_t _ZGVnN4v_counted(int32x4_t x);
/* Calls: an annotated function calls another through its variants (the masked one under a
   varying condition, the unmasked one where every lane is active), a function without variants
   lane by lane for the active lanes only (its side effect shows which lanes ran), and a libm
   function. */
#include <math.h>
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 5 */

static int calls_made;

static int note(int x) {
    calls_made += x;
    return x + 1;
}

/* #pragma omp declare simd */
float sq(float x) {
    return x * x;
}

/* vcc: function at calls.c:18 vector variant _ZGVnN4v_sq of `sq`: VL 4, unmasked, x vector */
float32x4_t _ZGVnN4v_sq(float32x4_t x) {
    float32x4_t t1 = vmulq_f32(x, x);
    return t1;
}

/* vcc: function at calls.c:18 vector variant _ZGVnM4v_sq of `sq`: VL 4, masked, x vector */
float32x4_t _ZGVnM4v_sq(float32x4_t x, float32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t2 = vmulq_f32(x, x);
    float32x4_t t3 = vbslq_f32(t1, t2, (float32x4_t)(vcc_v4_float){0});
    return t3;
}

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = sq(x) + 1.0f;
    if (x > lim)
        r = sq(x - lim) + sqrtf(x);
    return r;
}

/* vcc: function at calls.c:23 vector variant _ZGVnN4vu_shape of `shape`: VL 4, unmasked, x vector, lim uniform */
float32x4_t _ZGVnN4vu_shape(float32x4_t x, float lim) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3 = _ZGVnN4v_sq(x);
    float32x4_t t4 = vdupq_n_f32(1.0f);
    float32x4_t t5 = vaddq_f32(t3, t4);
    float32x4_t t6 = vdupq_n_f32(lim);
    uint32x4_t t7 = vcgtq_f32(x, t6);
    if ((vmaxvq_u32(t7) != 0)) {
        if ((vminvq_u32(t7) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t8 = vdupq_n_f32(lim);
            float32x4_t t9 = vsubq_f32(x, t8);
            float32x4_t t10 = _ZGVnN4v_sq(t9);
            float32x4_t t11 = vsqrtq_f32(x);
            t1 = vaddq_f32(t10, t11);
        } else {
            float32x4_t t12 = vdupq_n_f32(lim);
            float32x4_t t13 = vsubq_f32(x, t12);
            float32x4_t t14 = vdupq_n_f32(1.0f);
            float32x4_t t15 = vbslq_f32(t7, t14, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t16 = _ZGVnM4v_sq(t13, t15);
            float32x4_t t17 = vsqrtq_f32(x);
            t1 = vaddq_f32(t16, t17);
            t2 = t7;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t18 = vbslq_f32(t2, t1, t5);
    return t18;
}

/* vcc: function at calls.c:23 vector variant _ZGVnM4vu_shape of `shape`: VL 4, masked, x vector, lim uniform */
float32x4_t _ZGVnM4vu_shape(float32x4_t x, float lim, float32x4_t mask) {
    float32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t4 = vdupq_n_f32(1.0f);
    float32x4_t t5 = vbslq_f32(t3, t4, (float32x4_t)(vcc_v4_float){0});
    float32x4_t t6 = _ZGVnM4v_sq(x, t5);
    float32x4_t t7 = vdupq_n_f32(1.0f);
    float32x4_t t8 = vaddq_f32(t6, t7);
    float32x4_t t9 = vdupq_n_f32(lim);
    uint32x4_t t10 = vcgtq_f32(x, t9);
    uint32x4_t t11 = vandq_u32(t3, t10);
    if ((vmaxvq_u32(t11) != 0)) {
        if ((vminvq_u32(t11) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t12 = vdupq_n_f32(lim);
            float32x4_t t13 = vsubq_f32(x, t12);
            float32x4_t t14 = _ZGVnN4v_sq(t13);
            float32x4_t t15 = vsqrtq_f32(x);
            t1 = vaddq_f32(t14, t15);
        } else {
            float32x4_t t16 = vdupq_n_f32(lim);
            float32x4_t t17 = vsubq_f32(x, t16);
            float32x4_t t18 = vdupq_n_f32(1.0f);
            float32x4_t t19 = vbslq_f32(t11, t18, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t20 = _ZGVnM4v_sq(t17, t19);
            float32x4_t t21 = vsqrtq_f32(x);
            t1 = vaddq_f32(t20, t21);
            t2 = t11;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t22 = vbslq_f32(t2, t1, t8);
    float32x4_t t23 = vbslq_f32(t3, t22, (float32x4_t)(vcc_v4_float){0});
    return t23;
}

/* #pragma omp declare simd notinbranch */
int counted(int x) {
    int r = x;
    if (x % 3 == 0)
        r = note(x);
    return r;
}

/* vcc: function at calls.c:31 vector variant _ZGVnN4v_counted of `counted`: VL 4, unmasked, x vector */
int32x4_t _ZGVnN4v_counted(int32x4_t x) {
    int32x4_t t1;
    uint32x4_t t2;
    int32x4_t t3;
    int32x4_t t4;
    int32x4_t t5;
    int32x4_t t6;
    int32x4_t t7 = vdupq_n_s32(3);
    int32x4_t t8 = (int32x4_t)((vcc_v4_int)x % (vcc_v4_int)t7);
    int32x4_t t9 = vdupq_n_s32(0);
    uint32x4_t t10 = vceqq_s32(t8, t9);
    if ((vmaxvq_u32(t10) != 0)) {
        if ((vminvq_u32(t10) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int32x4_t t12 = vsetq_lane_s32(note(vgetq_lane_s32(x, 0)), (int32x4_t)(vcc_v4_int){0}, 0);
            int32x4_t t13 = vsetq_lane_s32(note(vgetq_lane_s32(x, 1)), t12, 1);
            int32x4_t t14 = vsetq_lane_s32(note(vgetq_lane_s32(x, 2)), t13, 2);
            t1 = vsetq_lane_s32(note(vgetq_lane_s32(x, 3)), t14, 3);
        } else {
            int32x4_t t11 = (int32x4_t)__builtin_convertvector((vcc_m4)t10 & 1, vcc_v4_int);
            if (vgetq_lane_s32(t11, 0)) {
                t3 = vsetq_lane_s32(note(vgetq_lane_s32(x, 0)), (int32x4_t)(vcc_v4_int){0}, 0);
            } else {
                t3 = (int32x4_t)(vcc_v4_int){0};
            }
            if (vgetq_lane_s32(t11, 1)) {
                t4 = vsetq_lane_s32(note(vgetq_lane_s32(x, 1)), t3, 1);
            } else {
                t4 = t3;
            }
            if (vgetq_lane_s32(t11, 2)) {
                t5 = vsetq_lane_s32(note(vgetq_lane_s32(x, 2)), t4, 2);
            } else {
                t5 = t4;
            }
            if (vgetq_lane_s32(t11, 3)) {
                t6 = vsetq_lane_s32(note(vgetq_lane_s32(x, 3)), t5, 3);
            } else {
                t6 = t5;
            }
            t1 = t6;
            t2 = t10;
        }
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t15 = vbslq_s32(t2, t1, x);
    return t15;
}

v8f _ZGVdN8v_sq(v8f);
v8f _ZGVdN8vu_shape(v8f, float);
v8f _ZGVdM8vu_shape(v8f, float, v8f);
v8i _ZGVdN8v_counted(v8i);

int main(void) {
    float x[8] = {0.5f, 3, 9, 1.5f, 4, 16, 2.25f, 7};
    float m[8] = {1, 1, 0, 1, 0, 1, 1, 0};
    float a[8], b[8];
    for (int k = 0; k < 8; k++)
        printf("%g ", shape(x[k], 2.5f));
    printf("\n");
    FROM_VEC(a, _ZGVdN8vu_shape(TO_VEC(v8f, x), 2.5f));
    FROM_VEC(b, _ZGVdM8vu_shape(TO_VEC(v8f, x), 2.5f, TO_VEC(v8f, m)));
    for (int k = 0; k < 8; k++) {
        printf("%g", a[k]);
        if (m[k] != 0)
            printf("/%g", b[k]);
        printf(" ");
    }
    printf("\n");
    int v[8] = {3, 4, 6, 7, 9, 10, 12, 13}, r[8];
    for (int k = 0; k < 8; k++)
        printf("%d ", counted(v[k]));
    printf("(calls %d)\n", calls_made);
    calls_made = 0;
    FROM_VEC(r, _ZGVdN8v_counted(TO_VEC(v8i, v)));
    for (int k = 0; k < 8; k++)
        printf("%d ", r[k]);
    printf("(calls %d)\n", calls_made);
    return 0;
}
