/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));

int32x4_t _ZGVnN4vu_classify(int32x4_t x, int k);
float32x4_t _ZGVnN4vu_pick(float32x4_t x, int sel);
int32x4_t _ZGVnN4v_narrow(int32x4_t x);
float32x4_t _ZGVnN4v_local_array(float32x4_t x);
/* `switch` in annotated functions (wfv/switches.rs): lowered to a chain of tests before the
   variant is built. On a varying operand every case gets a mask (classify: cases sharing a
   label, fallthrough, break, a default in the middle; narrow: a signed char operand with
   negative cases); on a uniform operand the tests are scalar (pick). A local array
   gets one copy per lane (wfv/build/slots.rs; more in lane_slots.c). */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(k) notinbranch */
int classify(int x, int k) {
    int r = 0;
    switch (x % 7) {
    case 0:
        return x + k;
    case 1:
    case 4:
        r = x * 2;
        break;
    default:
        r = -x;
        /* fallthrough */
    case 2:
        r += k;
        break;
    case -3:
        r = 100;
        break;
    }
    return r + 1;
}

/* vcc: function at switch.c:11 vector variant _ZGVnN4vu_classify of `classify`: VL 4, unmasked, x vector, k uniform */
int32x4_t _ZGVnN4vu_classify(int32x4_t x, int k) {
    int32x4_t t1 = vdupq_n_s32(7);
    int32x4_t t2 = (int32x4_t)((vcc_v4_int)x % (vcc_v4_int)t1);
    int32x4_t t3 = vdupq_n_s32(0);
    uint32x4_t t4 = vceqq_s32(t2, t3);
    uint32x4_t t5 = vmvnq_u32(t4);
    int32x4_t t6 = vdupq_n_s32(1);
    uint32x4_t t7 = vceqq_s32(t2, t6);
    uint32x4_t t8 = vmvnq_u32(t7);
    uint32x4_t t9 = vandq_u32(t5, t8);
    int32x4_t t10 = vdupq_n_s32(4);
    uint32x4_t t11 = vceqq_s32(t2, t10);
    uint32x4_t t12 = vmvnq_u32(t11);
    uint32x4_t t13 = vandq_u32(t9, t12);
    int32x4_t t14 = vdupq_n_s32(2);
    uint32x4_t t15 = vceqq_s32(t2, t14);
    uint32x4_t t16 = vandq_u32(t13, t15);
    uint32x4_t t17 = vmvnq_u32(t15);
    uint32x4_t t18 = vandq_u32(t13, t17);
    int32x4_t t19 = vdupq_n_s32(-3);
    uint32x4_t t20 = vceqq_s32(t2, t19);
    uint32x4_t t21 = vandq_u32(t18, t20);
    uint32x4_t t22 = vmvnq_u32(t20);
    uint32x4_t t23 = vandq_u32(t18, t22);
    uint32x4_t t24 = vreinterpretq_u32_s32(x);
    uint32x4_t t25 = vsubq_u32(vdupq_n_u32(0), t24);
    int32x4_t t26 = vreinterpretq_s32_u32(t25);
    uint32x4_t t27 = vorrq_u32(t23, t16);
    int32x4_t t28 = vdupq_n_s32(0);
    int32x4_t t29 = vbslq_s32(t16, t28, t26);
    int32x4_t t30 = vdupq_n_s32(k);
    uint32x4_t t31 = vreinterpretq_u32_s32(t29);
    uint32x4_t t32 = vreinterpretq_u32_s32(t30);
    uint32x4_t t33 = vaddq_u32(t31, t32);
    int32x4_t t34 = vreinterpretq_s32_u32(t33);
    int32x4_t t35 = vdupq_n_s32(2);
    uint32x4_t t36 = vreinterpretq_u32_s32(x);
    uint32x4_t t37 = vreinterpretq_u32_s32(t35);
    uint32x4_t t38 = vmulq_u32(t36, t37);
    int32x4_t t39 = vreinterpretq_s32_u32(t38);
    int32x4_t t40 = vbslq_s32(t27, t34, t39);
    int32x4_t t41 = vdupq_n_s32(100);
    int32x4_t t42 = vbslq_s32(t21, t41, t40);
    int32x4_t t43 = vdupq_n_s32(1);
    uint32x4_t t44 = vreinterpretq_u32_s32(t42);
    uint32x4_t t45 = vreinterpretq_u32_s32(t43);
    uint32x4_t t46 = vaddq_u32(t44, t45);
    int32x4_t t47 = vreinterpretq_s32_u32(t46);
    int32x4_t t48 = vbslq_s32(t4, (int32x4_t)(vcc_v4_int){0}, t47);
    int32x4_t t49 = vdupq_n_s32(k);
    uint32x4_t t50 = vreinterpretq_u32_s32(x);
    uint32x4_t t51 = vreinterpretq_u32_s32(t49);
    uint32x4_t t52 = vaddq_u32(t50, t51);
    int32x4_t t53 = vreinterpretq_s32_u32(t52);
    int32x4_t t54 = vbslq_s32(t4, t53, t48);
    return t54;
}

/* #pragma omp declare simd uniform(sel) notinbranch */
float pick(float x, int sel) {
    switch (sel) {
    case 0:
        return x;
    case 1:
        return x * x;
    case 7:
        return x - 1.0f;
    default:
        return 0.5f;
    }
}

/* vcc: function at switch.c:34 vector variant _ZGVnN4vu_pick of `pick`: VL 4, unmasked, x vector, sel uniform */
float32x4_t _ZGVnN4vu_pick(float32x4_t x, int sel) {
    uint32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3;
    uint32x4_t t4;
    float32x4_t t5;
    float32x4_t t6;
    float32x4_t t7;
    float32x4_t t15;
    int t8 = sel == 0;
    int32x4_t t9 = vdupq_n_s32(t8);
    uint32x4_t t10 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t9 != (vcc_v4_int){0});
    uint32x4_t t11 = vmvnq_u32(t10);
    if ((vmaxvq_u32(t11) != 0)) {
        int32x4_t t12 = vdupq_n_s32(sel == 1);
        t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t12 != (vcc_v4_int){0});
        t2 = vmvnq_u32(t1);
    } else {
        t1 = (uint32x4_t)(vcc_m4){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    if ((vmaxvq_u32(t2) != 0)) {
        int32x4_t t13 = vdupq_n_s32(sel == 7);
        t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t13 != (vcc_v4_int){0});
        t4 = vmvnq_u32(t3);
    } else {
        t3 = (uint32x4_t)(vcc_m4){0};
        t4 = (uint32x4_t)(vcc_m4){0};
    }
    if ((vmaxvq_u32(t4) != 0)) {
        t5 = vdupq_n_f32(0.5f);
    } else {
        t5 = (float32x4_t)(vcc_v4_float){0};
    }
    if ((vmaxvq_u32(t3) != 0)) {
        float32x4_t t14 = vdupq_n_f32(1.0f);
        t6 = vsubq_f32(x, t14);
    } else {
        t6 = t5;
    }
    if ((vmaxvq_u32(t1) != 0)) {
        t7 = vmulq_f32(x, x);
    } else {
        t7 = t6;
    }
    if (t8) {
        t15 = x;
    } else {
        t15 = t7;
    }
    return t15;
}

/* #pragma omp declare simd notinbranch */
int narrow(int x) {
    signed char c = (signed char)x;
    switch (c) {
    case -1:
        return 1;
    case -128:
        return 2;
    case 127:
        return 3;
    default:
        return c > 0 ? 4 : 5;
    }
}

/* vcc: function at switch.c:48 vector variant _ZGVnN4v_narrow of `narrow`: VL 4, unmasked, x vector */
int32x4_t _ZGVnN4v_narrow(int32x4_t x) {
    vcc_v4_schar t1 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)x, vcc_v4_short), vcc_v4_schar);
    int32x4_t t2 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t1, vcc_v4_short), vcc_v4_int);
    int32x4_t t3 = vdupq_n_s32(-1);
    uint32x4_t t4 = vceqq_s32(t2, t3);
    uint32x4_t t5 = vmvnq_u32(t4);
    int32x4_t t6 = vdupq_n_s32(-128);
    uint32x4_t t7 = vceqq_s32(t2, t6);
    uint32x4_t t8 = vandq_u32(t5, t7);
    uint32x4_t t9 = vmvnq_u32(t7);
    uint32x4_t t10 = vandq_u32(t5, t9);
    int32x4_t t11 = vdupq_n_s32(127);
    uint32x4_t t12 = vceqq_s32(t2, t11);
    uint32x4_t t13 = vandq_u32(t10, t12);
    uint32x4_t t14 = vmvnq_u32(t12);
    uint32x4_t t15 = vandq_u32(t10, t14);
    int32x4_t t16 = vdupq_n_s32(0);
    uint32x4_t t17 = vcgtq_s32(t2, t16);
    uint32x4_t t18 = vmvnq_u32(t17);
    uint32x4_t t19 = vandq_u32(t15, t18);
    int32x4_t t20 = vdupq_n_s32(4);
    int32x4_t t21 = vdupq_n_s32(5);
    int32x4_t t22 = vbslq_s32(t19, t21, t20);
    int32x4_t t23 = vbslq_s32(t15, t22, (int32x4_t)(vcc_v4_int){0});
    int32x4_t t24 = vdupq_n_s32(3);
    int32x4_t t25 = vbslq_s32(t13, t24, t23);
    int32x4_t t26 = vdupq_n_s32(2);
    int32x4_t t27 = vbslq_s32(t8, t26, t25);
    int32x4_t t28 = vdupq_n_s32(1);
    int32x4_t t29 = vbslq_s32(t4, t28, t27);
    return t29;
}

/* #pragma omp declare simd notinbranch */
float local_array(float x) {
    float t[3];
    for (int k = 0; k < 3; k++)
        t[k] = x * (float)k;
    return t[(int)x & 1] + t[2];
}

/* vcc: function at switch.c:63 vector variant _ZGVnN4v_local_array of `local_array`: VL 4, unmasked, x vector */
float32x4_t _ZGVnN4v_local_array(float32x4_t x) {
    float t[12] __attribute__((aligned(16)));
    float32x4_t t1 = vdupq_n_f32(0.0f);
    float32x4_t t2 = vmulq_f32(x, t1);
    vst1q_f32(t + 0, t2);
    float32x4_t t3 = vdupq_n_f32(1.0f);
    float32x4_t t4 = vmulq_f32(x, t3);
    vst1q_f32(t + 4, t4);
    float32x4_t t5 = vdupq_n_f32(2.0f);
    float32x4_t t6 = vmulq_f32(x, t5);
    vst1q_f32(t + 8, t6);
    int32x4_t t7 = vcvtq_s32_f32(x);
    int32x4_t t8 = vdupq_n_s32(1);
    int32x4_t t9 = vandq_s32(t7, t8);
    int32x4_t t10 = vdupq_n_s32(4);
    int32x4_t t11 = vmulq_s32(t9, t10);
    int32x4_t t12 = vaddq_s32(t11, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    float32x4_t t13 = ({ int32x4_t vcc_ni = t12; const float32_t *vcc_np = (const float32_t *)(t); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
    float32x4_t t14 = vld1q_f32(t + 8);
    float32x4_t t15 = vaddq_f32(t13, t14);
    return t15;
}

v8i _ZGVdN8vu_classify(v8i, int);
v8f _ZGVdN8vu_pick(v8f, int);
v8i _ZGVdN8v_narrow(v8i);

int main(void) {
    for (int row = 0; row < 6; row++) {
        int x[8], c[8], n[8], xs[8];
        float f[8], p[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 29 - 14;
            xs[k] = k * 64 + row * 200 - 600 + (k == 3 ? 1 - row : 0);
            f[k] = (float)(k - row) * 0.75f;
        }
        FROM_VEC(c, _ZGVdN8vu_classify(TO_VEC(v8i, x), row));
        FROM_VEC(p, _ZGVdN8vu_pick(TO_VEC(v8f, f), row == 5 ? 7 : row));
        FROM_VEC(n, _ZGVdN8v_narrow(TO_VEC(v8i, xs)));
        for (int k = 0; k < 8; k++)
            printf("%d %d %g %g %d %d %g\n", classify(x[k], row), c[k], pick(f[k], row == 5 ? 7 : row), p[k], narrow(xs[k]), n[k],
                   local_array(f[k]));
    }
    return 0;
}
