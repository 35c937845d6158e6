/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

int32x4_t _ZGVnN4vvu_classify(float32x4_t x, float32x4_t y, int lim);
int32x4_t _ZGVnM4vvu_classify(float32x4_t x, float32x4_t y, int lim, int32x4_t mask);
int32x4_t _ZGVnN4uuv_guarded(const int *t, int n, int32x4_t i);
int32x4_t _ZGVnM4uuv_guarded(const int *t, int n, int32x4_t i, int32x4_t mask);
/* `&&` and `||` on varying conditions (midend wfv flatten.rs: a link `P: br c, J(1), B` whose
   second block only computes a condition becomes `J(c ? 1 : v)`, one mask `or`), next to
   uniform conditions (their links stay branches) and a second block that must not run for
   every lane (a load behind the test). Masked and unmasked variants, NaN lanes, lanes off. */
#include <stdio.h>
#include <math.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(lim) */
int classify(float x, float y, int lim) {
    int r = 0;
    if (x > 0.0f && y > 0.0f)
        r += 1;
    if (x < -1.0f || y * 2.0f > 3.0f || lim > 5)
        r += 2;
    if ((x > y && lim > 0) || x == y)
        r += 4;
    float d = x - y;
    if (lim < 3 && (d > 0.5f || d < -0.5f))
        r += 8;
    if (!(x >= 2.0f) || (unsigned)lim == 7u || (float)lim > y)
        r += 16;
    return r;
}

/* vcc: function at short_circuit.c:11 vector variant _ZGVnN4vvu_classify of `classify`: VL 4, unmasked, x vector, y vector, lim uniform */
int32x4_t _ZGVnN4vvu_classify(float32x4_t x, float32x4_t y, int lim) {
    int32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3;
    float32x4_t t4 = vdupq_n_f32(0.0f);
    uint32x4_t t5 = vcgtq_f32(x, t4);
    float32x4_t t6 = vdupq_n_f32(0.0f);
    uint32x4_t t7 = vcgtq_f32(y, t6);
    uint32x4_t t8 = vandq_u32(t5, t7);
    int32x4_t t9 = vdupq_n_s32(1);
    int32x4_t t10 = vdupq_n_s32(0);
    int32x4_t t11 = vbslq_s32(t8, t9, t10);
    float32x4_t t12 = vdupq_n_f32(-1.0f);
    uint32x4_t t13 = vcltq_f32(x, t12);
    float32x4_t t14 = vdupq_n_f32(2.0f);
    float32x4_t t15 = vmulq_f32(y, t14);
    float32x4_t t16 = vdupq_n_f32(3.0f);
    uint32x4_t t17 = vcgtq_f32(t15, t16);
    uint32x4_t t18 = vorrq_u32(t13, t17);
    int32x4_t t19 = vdupq_n_s32((lim > 5) != 0);
    uint32x4_t t20 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t19 != (vcc_v4_int){0});
    uint32x4_t t21 = vorrq_u32(t18, t20);
    int32x4_t t22 = vdupq_n_s32(2);
    uint32x4_t t23 = vreinterpretq_u32_s32(t11);
    uint32x4_t t24 = vreinterpretq_u32_s32(t22);
    uint32x4_t t25 = vaddq_u32(t23, t24);
    int32x4_t t26 = vreinterpretq_s32_u32(t25);
    int32x4_t t27 = vbslq_s32(t21, t26, t11);
    uint32x4_t t28 = vcgtq_f32(x, y);
    int32x4_t t29 = vdupq_n_s32((lim > 0) != 0);
    uint32x4_t t30 = vceqq_f32(x, y);
    uint32x4_t t31 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t29 != (vcc_v4_int){0});
    uint32x4_t t32 = vandq_u32(t28, t31);
    uint32x4_t t33 = vorrq_u32(t32, t30);
    int32x4_t t34 = vdupq_n_s32(4);
    uint32x4_t t35 = vreinterpretq_u32_s32(t27);
    uint32x4_t t36 = vreinterpretq_u32_s32(t34);
    uint32x4_t t37 = vaddq_u32(t35, t36);
    int32x4_t t38 = vreinterpretq_s32_u32(t37);
    int32x4_t t39 = vbslq_s32(t33, t38, t27);
    float32x4_t t40 = vsubq_f32(x, y);
    int t41 = lim < 3;
    if (t41) {
        float32x4_t t42 = vdupq_n_f32(0.5f);
        uint32x4_t t43 = vcgtq_f32(t40, t42);
        float32x4_t t44 = vdupq_n_f32(-0.5f);
        uint32x4_t t45 = vcltq_f32(t40, t44);
        int32x4_t t46 = vdupq_n_s32(1);
        int32x4_t t47 = (int32x4_t)__builtin_convertvector((vcc_m4)t45 & 1, vcc_v4_int);
        t1 = vbslq_s32(t43, t46, t47);
    } else {
        t1 = (int32x4_t)(vcc_v4_int){0};
    }
    if (t41) {
        t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
        int32x4_t t48 = vdupq_n_s32(0);
        t2 = vmvnq_u32(vceqq_s32(t1, t48));
    } else {
        t2 = (uint32x4_t)(vcc_m4){0};
        t3 = (uint32x4_t)(vcc_m4){0};
    }
    uint32x4_t t49 = vandq_u32(t3, t2);
    int32x4_t t50 = vdupq_n_s32(8);
    uint32x4_t t51 = vreinterpretq_u32_s32(t39);
    uint32x4_t t52 = vreinterpretq_u32_s32(t50);
    uint32x4_t t53 = vaddq_u32(t51, t52);
    int32x4_t t54 = vreinterpretq_s32_u32(t53);
    int32x4_t t55 = vbslq_s32(t49, t54, t39);
    float32x4_t t56 = vdupq_n_f32(2.0f);
    uint32x4_t t57 = vcgeq_f32(x, t56);
    int32x4_t t58 = (int32x4_t)__builtin_convertvector((vcc_m4)t57 & 1, vcc_v4_int);
    uint32x4_t t59 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t58 != (vcc_v4_int){0});
    uint32x4_t t60 = vmvnq_u32(t59);
    int32x4_t t61 = vdupq_n_s32(((unsigned int)lim == 7U) != 0);
    float32x4_t t62 = vdupq_n_f32((float)lim);
    uint32x4_t t63 = vcgtq_f32(t62, y);
    uint32x4_t t64 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t61 != (vcc_v4_int){0});
    uint32x4_t t65 = vorrq_u32(t60, t64);
    uint32x4_t t66 = vorrq_u32(t65, t63);
    int32x4_t t67 = vdupq_n_s32(16);
    uint32x4_t t68 = vreinterpretq_u32_s32(t55);
    uint32x4_t t69 = vreinterpretq_u32_s32(t67);
    uint32x4_t t70 = vaddq_u32(t68, t69);
    int32x4_t t71 = vreinterpretq_s32_u32(t70);
    int32x4_t t72 = vbslq_s32(t66, t71, t55);
    return t72;
}

/* vcc: function at short_circuit.c:11 vector variant _ZGVnM4vvu_classify of `classify`: VL 4, masked, x vector, y vector, lim uniform */
int32x4_t _ZGVnM4vvu_classify(float32x4_t x, float32x4_t y, int lim, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    float32x4_t t2 = vdupq_n_f32(0.0f);
    uint32x4_t t3 = vcgtq_f32(x, t2);
    float32x4_t t4 = vdupq_n_f32(0.0f);
    uint32x4_t t5 = vcgtq_f32(y, t4);
    uint32x4_t t6 = vandq_u32(t3, t5);
    int32x4_t t7 = vdupq_n_s32(1);
    int32x4_t t8 = vdupq_n_s32(0);
    int32x4_t t9 = vbslq_s32(t6, t7, t8);
    float32x4_t t10 = vdupq_n_f32(-1.0f);
    uint32x4_t t11 = vcltq_f32(x, t10);
    float32x4_t t12 = vdupq_n_f32(2.0f);
    float32x4_t t13 = vmulq_f32(y, t12);
    float32x4_t t14 = vdupq_n_f32(3.0f);
    uint32x4_t t15 = vcgtq_f32(t13, t14);
    uint32x4_t t16 = vorrq_u32(t11, t15);
    int32x4_t t17 = vdupq_n_s32((lim > 5) != 0);
    uint32x4_t t18 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t17 != (vcc_v4_int){0});
    uint32x4_t t19 = vorrq_u32(t16, t18);
    uint32x4_t t20 = vandq_u32(t1, t19);
    int32x4_t t21 = vdupq_n_s32(2);
    uint32x4_t t22 = vreinterpretq_u32_s32(t9);
    uint32x4_t t23 = vreinterpretq_u32_s32(t21);
    uint32x4_t t24 = vaddq_u32(t22, t23);
    int32x4_t t25 = vreinterpretq_s32_u32(t24);
    int32x4_t t26 = vbslq_s32(t20, t25, t9);
    uint32x4_t t27 = vcgtq_f32(x, y);
    int32x4_t t28 = vdupq_n_s32((lim > 0) != 0);
    uint32x4_t t29 = vceqq_f32(x, y);
    uint32x4_t t30 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t28 != (vcc_v4_int){0});
    uint32x4_t t31 = vandq_u32(t27, t30);
    uint32x4_t t32 = vorrq_u32(t31, t29);
    uint32x4_t t33 = vandq_u32(t1, t32);
    int32x4_t t34 = vdupq_n_s32(4);
    uint32x4_t t35 = vreinterpretq_u32_s32(t26);
    uint32x4_t t36 = vreinterpretq_u32_s32(t34);
    uint32x4_t t37 = vaddq_u32(t35, t36);
    int32x4_t t38 = vreinterpretq_s32_u32(t37);
    int32x4_t t39 = vbslq_s32(t33, t38, t26);
    float32x4_t t40 = vsubq_f32(x, y);
    int32x4_t t41 = vdupq_n_s32(lim < 3);
    uint32x4_t t42 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t41 != (vcc_v4_int){0});
    uint32x4_t t43 = vandq_u32(t1, t42);
    float32x4_t t44 = vdupq_n_f32(0.5f);
    uint32x4_t t45 = vcgtq_f32(t40, t44);
    float32x4_t t46 = vdupq_n_f32(-0.5f);
    uint32x4_t t47 = vcltq_f32(t40, t46);
    uint32x4_t t48 = vorrq_u32(t45, t47);
    uint32x4_t t49 = vandq_u32(t43, t48);
    uint32x4_t t50 = vandq_u32(t1, t49);
    int32x4_t t51 = vdupq_n_s32(8);
    uint32x4_t t52 = vreinterpretq_u32_s32(t39);
    uint32x4_t t53 = vreinterpretq_u32_s32(t51);
    uint32x4_t t54 = vaddq_u32(t52, t53);
    int32x4_t t55 = vreinterpretq_s32_u32(t54);
    int32x4_t t56 = vbslq_s32(t50, t55, t39);
    float32x4_t t57 = vdupq_n_f32(2.0f);
    uint32x4_t t58 = vcgeq_f32(x, t57);
    int32x4_t t59 = (int32x4_t)__builtin_convertvector((vcc_m4)t58 & 1, vcc_v4_int);
    uint32x4_t t60 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t59 != (vcc_v4_int){0});
    uint32x4_t t61 = vmvnq_u32(t60);
    int32x4_t t62 = vdupq_n_s32(((unsigned int)lim == 7U) != 0);
    float32x4_t t63 = vdupq_n_f32((float)lim);
    uint32x4_t t64 = vcgtq_f32(t63, y);
    uint32x4_t t65 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t62 != (vcc_v4_int){0});
    uint32x4_t t66 = vorrq_u32(t61, t65);
    uint32x4_t t67 = vorrq_u32(t66, t64);
    uint32x4_t t68 = vandq_u32(t1, t67);
    int32x4_t t69 = vdupq_n_s32(16);
    uint32x4_t t70 = vreinterpretq_u32_s32(t56);
    uint32x4_t t71 = vreinterpretq_u32_s32(t69);
    uint32x4_t t72 = vaddq_u32(t70, t71);
    int32x4_t t73 = vreinterpretq_s32_u32(t72);
    int32x4_t t74 = vbslq_s32(t68, t73, t56);
    int32x4_t t75 = vbslq_s32(t1, t74, (int32x4_t)(vcc_v4_int){0});
    return t75;
}

/* The second test reads through the index only where the first one passed. */
/* #pragma omp declare simd uniform(t, n) */
int guarded(const int *t, int n, int i) {
    if (i < 0 || i >= n || t[i] > 10)
        return -1;
    return t[i];
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVnN4uuv_guarded of `guarded`: VL 4, unmasked, t uniform, n uniform, i vector */
int32x4_t _ZGVnN4uuv_guarded(const int *t, int n, int32x4_t i) {
    uint32x4_t t1;
    int32x4_t t3 = vdupq_n_s32(0);
    uint32x4_t t4 = vcltq_s32(i, t3);
    int32x4_t t5 = vdupq_n_s32(n);
    uint32x4_t t6 = vcgeq_s32(i, t5);
    uint32x4_t t7 = vorrq_u32(t4, t6);
    uint32x4_t t2 = vmvnq_u32(t7);
    if ((vmaxvq_u32(t2) != 0)) {
        int32x4_t t8 = ({ int32x4_t vcc_ni = i; uint32x4_t vcc_nm = t2; const int32_t *vcc_np = (const int32_t *)(t); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
        int32x4_t t9 = vdupq_n_s32(10);
        t1 = vcgtq_s32(t8, t9);
    } else {
        t1 = (uint32x4_t)(vcc_m4){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    uint32x4_t t10 = vmvnq_u32(t2);
    uint32x4_t t11 = vorrq_u32(t1, t10);
    uint32x4_t t12 = vmvnq_u32(t11);
    int32x4_t t13 = ({ int32x4_t vcc_ni = i; uint32x4_t vcc_nm = t12; const int32_t *vcc_np = (const int32_t *)(t); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
    int32x4_t t14 = vbslq_s32(t11, (int32x4_t)(vcc_v4_int){0}, t13);
    int32x4_t t15 = vdupq_n_s32(-1);
    int32x4_t t16 = vbslq_s32(t11, t15, t14);
    return t16;
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVnM4uuv_guarded of `guarded`: VL 4, masked, t uniform, n uniform, i vector */
int32x4_t _ZGVnM4uuv_guarded(const int *t, int n, int32x4_t i, int32x4_t mask) {
    uint32x4_t t1;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t4 = vdupq_n_s32(0);
    uint32x4_t t5 = vcltq_s32(i, t4);
    int32x4_t t6 = vdupq_n_s32(n);
    uint32x4_t t7 = vcgeq_s32(i, t6);
    uint32x4_t t8 = vorrq_u32(t5, t7);
    uint32x4_t t9 = vmvnq_u32(t8);
    uint32x4_t t2 = vandq_u32(t3, t9);
    if ((vmaxvq_u32(t2) != 0)) {
        int32x4_t t10 = ({ int32x4_t vcc_ni = i; uint32x4_t vcc_nm = t2; const int32_t *vcc_np = (const int32_t *)(t); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
        int32x4_t t11 = vdupq_n_s32(10);
        t1 = vcgtq_s32(t10, t11);
    } else {
        t1 = (uint32x4_t)(vcc_m4){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    uint32x4_t t12 = vmvnq_u32(t2);
    uint32x4_t t13 = vorrq_u32(t1, t12);
    uint32x4_t t14 = vandq_u32(t3, t13);
    uint32x4_t t15 = vmvnq_u32(t13);
    uint32x4_t t16 = vandq_u32(t3, t15);
    int32x4_t t17 = ({ int32x4_t vcc_ni = i; uint32x4_t vcc_nm = t16; const int32_t *vcc_np = (const int32_t *)(t); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
    int32x4_t t18 = vbslq_s32(t16, t17, (int32x4_t)(vcc_v4_int){0});
    int32x4_t t19 = vdupq_n_s32(-1);
    int32x4_t t20 = vbslq_s32(t14, t19, t18);
    return t20;
}

v8i _ZGVdN8vvu_classify(v8f, v8f, int);
v8i _ZGVdM8vvu_classify(v8f, v8f, int, v8i);
v8i _ZGVdN8uuv_guarded(const int *, int, v8i);
v8i _ZGVdM8uuv_guarded(const int *, int, v8i, v8i);

static void print_lanes(v8i v, const int *mask) {
    int out[8];
    FROM_VEC(out, v);
    for (int k = 0; k < 8; k++)
        if (!mask || mask[k])
            printf("%d ", out[k]);
    printf("\n");
}

int main(void) {
    float xs[8] = {1.0f, -2.0f, 0.0f, NAN, 2.5f, 3.0f, -0.25f, 0.75f};
    float ys[8] = {1.0f, 2.0f, 0.0f, 1.0f, NAN, -1.0f, 1.6f, 0.1f};
    int some[8] = {1, 0, 1, 1, 0, 1, 1, 0};
    for (int lim = -1; lim <= 8; lim += 3) {
        print_lanes(_ZGVdN8vvu_classify(TO_VEC(v8f, xs), TO_VEC(v8f, ys), lim), NULL);
        print_lanes(_ZGVdM8vvu_classify(TO_VEC(v8f, xs), TO_VEC(v8f, ys), lim, TO_VEC(v8i, some)), some);
        for (int k = 0; k < 8; k++)
            printf("%d ", classify(xs[k], ys[k], lim));
        printf("\n");
    }
    int t[5] = {3, 20, -4, 10, 11};
    int idx[8] = {0, 5, -1, 1, 4, 2, 3, 1000000};
    print_lanes(_ZGVdN8uuv_guarded(t, 5, TO_VEC(v8i, idx)), NULL);
    int on[8] = {1, 1, 1, 0, 1, 1, 1, 0};
    int far[8] = {0, 5, -1, -1000000, 4, 2, 3, 1000000};
    print_lanes(_ZGVdM8uuv_guarded(t, 5, TO_VEC(v8i, far), TO_VEC(v8i, on)), on);
    for (int k = 0; k < 8; k++)
        printf("%d ", guarded(t, 5, idx[k]));
    printf("\n");
    return 0;
}
