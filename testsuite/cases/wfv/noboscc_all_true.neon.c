/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

void _ZGVnN4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t);
void _ZGVnM4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, int32x4_t mask);
int32x4_t _ZGVnN4uvv_put(int *out, int32x4_t where, int32x4_t v);
float32x4_t _ZGVnN4vu_shrink(float32x4_t x, float k);
float32x4_t _ZGVnM4vu_shrink(float32x4_t x, float k, float32x4_t mask);
float32x4_t _ZGVnN4vu_soft(float32x4_t x, float k);
float32x4_t _ZGVnM4vu_soft(float32x4_t x, float k, float32x4_t mask);
/* BOSCC off (--no-boscc) turns the all-true fast paths off too: the same program as
   all_true.c, whose blocks run masked whatever their masks (only `soft`'s block, whose call
   is a scalar side effect, is still skipped when no lane is in it); no remark names an
   all-true path. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 7 */
/* vcc-test: expect-loops 1 */
/* vcc-test: flags --no-boscc */

/* Two consecutive stores and a consecutive load under `x[i] > t`. */
/* #pragma omp declare simd uniform(y, z, w, x, t) linear(i) */
void split(float *y, float *z, const float *w, const float *x, int i, float t) {
    float v = x[i];
    if (v > t) {
        float u = w[i];
        y[i] = u * v - t;
        z[i] = u + v;
    }
}

/* vcc: function at noboscc_all_true.c:14 vector variant _ZGVnN4uuuulu_split of `split`: VL 4, unmasked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
void _ZGVnN4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t) {
    long t1 = (long)i;
    float32x4_t t2 = vld1q_f32(x + t1);
    float32x4_t t3 = vdupq_n_f32(t);
    uint32x4_t t4 = vcgtq_f32(t2, t3);
    float32x4_t t5 = ({ uint32x4_t vcc_nm = t4; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)w + (unsigned long)t1 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t6 = vmulq_f32(t5, t2);
    float32x4_t t7 = vdupq_n_f32(t);
    float32x4_t t8 = vsubq_f32(t6, t7);
    do { uint32x4_t vcc_nm = t4; float32x4_t vcc_nv = t8; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)y + (unsigned long)t1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
    float32x4_t t9 = vaddq_f32(t5, t2);
    do { uint32x4_t vcc_nm = t4; float32x4_t vcc_nv = t9; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)z + (unsigned long)t1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
}

/* vcc: function at noboscc_all_true.c:14 vector variant _ZGVnM4uuuulu_split of `split`: VL 4, masked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
void _ZGVnM4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    long t2 = (long)i;
    float32x4_t t3 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)x + (unsigned long)t2 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t4 = vdupq_n_f32(t);
    uint32x4_t t5 = vcgtq_f32(t3, t4);
    uint32x4_t t6 = vandq_u32(t1, t5);
    float32x4_t t7 = ({ uint32x4_t vcc_nm = t6; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)w + (unsigned long)t2 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t8 = vmulq_f32(t7, t3);
    float32x4_t t9 = vdupq_n_f32(t);
    float32x4_t t10 = vsubq_f32(t8, t9);
    do { uint32x4_t vcc_nm = t6; float32x4_t vcc_nv = t10; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)y + (unsigned long)t2 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
    float32x4_t t11 = vaddq_f32(t7, t3);
    do { uint32x4_t vcc_nm = t6; float32x4_t vcc_nv = t11; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)z + (unsigned long)t2 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
}

/* A scatter under `v > 0`: per lane, each lane tested, unless all are on. */
/* #pragma omp declare simd uniform(out) notinbranch */
int put(int *out, int where, int v) {
    int r = 0;
    if (v > 0) {
        out[where] = 2 * v + 1;
        r = v;
    }
    return r;
}

/* vcc: function at noboscc_all_true.c:25 vector variant _ZGVnN4uvv_put of `put`: VL 4, unmasked, out uniform, where vector, v vector */
int32x4_t _ZGVnN4uvv_put(int *out, int32x4_t where, int32x4_t v) {
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vcgtq_s32(v, t1);
    int32x4_t t3 = vdupq_n_s32(2);
    uint32x4_t t4 = vreinterpretq_u32_s32(t3);
    uint32x4_t t5 = vreinterpretq_u32_s32(v);
    uint32x4_t t6 = vmulq_u32(t4, t5);
    int32x4_t t7 = vreinterpretq_s32_u32(t6);
    int32x4_t t8 = vdupq_n_s32(1);
    uint32x4_t t9 = vreinterpretq_u32_s32(t7);
    uint32x4_t t10 = vreinterpretq_u32_s32(t8);
    uint32x4_t t11 = vaddq_u32(t9, t10);
    int32x4_t t12 = vreinterpretq_s32_u32(t11);
    do { int32x4_t vcc_ni = where; uint32x4_t vcc_nm = t2; int32x4_t vcc_nv = t12; int32_t *vcc_np = (int32_t *)(out); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
    int32x4_t t13 = vdupq_n_s32(0);
    int32x4_t t14 = vbslq_s32(t2, v, t13);
    return t14;
}

/* #pragma omp declare simd uniform(k) */
float shrink(float x, float k) {
    float r = x * k;
    if (r > 10.0f)
        r = 10.0f + (r - 10.0f) * 0.25f;
    return r;
}

/* vcc: function at noboscc_all_true.c:35 vector variant _ZGVnN4vu_shrink of `shrink`: VL 4, unmasked, x vector, k uniform */
float32x4_t _ZGVnN4vu_shrink(float32x4_t x, float k) {
    float32x4_t t1 = vdupq_n_f32(k);
    float32x4_t t2 = vmulq_f32(x, t1);
    float32x4_t t3 = vdupq_n_f32(10.0f);
    uint32x4_t t4 = vcgtq_f32(t2, t3);
    float32x4_t t5 = vdupq_n_f32(10.0f);
    float32x4_t t6 = vsubq_f32(t2, t5);
    float32x4_t t7 = vdupq_n_f32(0.25f);
    float32x4_t t8 = vmulq_f32(t6, t7);
    float32x4_t t9 = vdupq_n_f32(10.0f);
    float32x4_t t10 = vaddq_f32(t9, t8);
    float32x4_t t11 = vbslq_f32(t4, t10, t2);
    return t11;
}

/* vcc: function at noboscc_all_true.c:35 vector variant _ZGVnM4vu_shrink of `shrink`: VL 4, masked, x vector, k uniform */
float32x4_t _ZGVnM4vu_shrink(float32x4_t x, float k, float32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t2 = vdupq_n_f32(k);
    float32x4_t t3 = vmulq_f32(x, t2);
    float32x4_t t4 = vdupq_n_f32(10.0f);
    uint32x4_t t5 = vcgtq_f32(t3, t4);
    float32x4_t t6 = vdupq_n_f32(10.0f);
    float32x4_t t7 = vsubq_f32(t3, t6);
    float32x4_t t8 = vdupq_n_f32(0.25f);
    float32x4_t t9 = vmulq_f32(t7, t8);
    float32x4_t t10 = vdupq_n_f32(10.0f);
    float32x4_t t11 = vaddq_f32(t10, t9);
    float32x4_t t12 = vbslq_f32(t5, t11, t3);
    float32x4_t t13 = vbslq_f32(t1, t12, (float32x4_t)(vcc_v4_float){0});
    return t13;
}

/* A call under a condition: the masked variant of `shrink`, its unmasked one when every lane
   calls it. */
/* #pragma omp declare simd uniform(k) */
float soft(float x, float k) {
    float r = x;
    if (x > 1.0f)
        r = shrink(x, k) + 1.0f;
    return r;
}

/* vcc: function at noboscc_all_true.c:45 vector variant _ZGVnN4vu_soft of `soft`: VL 4, unmasked, x vector, k uniform */
float32x4_t _ZGVnN4vu_soft(float32x4_t x, float k) {
    float32x4_t t1;
    float32x4_t t3 = vdupq_n_f32(1.0f);
    uint32x4_t t2 = vcgtq_f32(x, t3);
    if ((vmaxvq_u32(t2) != 0)) {
        float32x4_t t4 = vdupq_n_f32(1.0f);
        float32x4_t t5 = vbslq_f32(t2, t4, (float32x4_t)(vcc_v4_float){0});
        float32x4_t t6 = _ZGVnM4vu_shrink(x, k, t5);
        float32x4_t t7 = vdupq_n_f32(1.0f);
        t1 = vaddq_f32(t6, t7);
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t8 = vbslq_f32(t2, t1, x);
    return t8;
}

/* vcc: function at noboscc_all_true.c:45 vector variant _ZGVnM4vu_soft of `soft`: VL 4, masked, x vector, k uniform */
float32x4_t _ZGVnM4vu_soft(float32x4_t x, float k, float32x4_t mask) {
    float32x4_t t1;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t4 = vdupq_n_f32(1.0f);
    uint32x4_t t5 = vcgtq_f32(x, t4);
    uint32x4_t t2 = vandq_u32(t3, t5);
    if ((vmaxvq_u32(t2) != 0)) {
        float32x4_t t6 = vdupq_n_f32(1.0f);
        float32x4_t t7 = vbslq_f32(t2, t6, (float32x4_t)(vcc_v4_float){0});
        float32x4_t t8 = _ZGVnM4vu_shrink(x, k, t7);
        float32x4_t t9 = vdupq_n_f32(1.0f);
        t1 = vaddq_f32(t8, t9);
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t10 = vbslq_f32(t2, t1, x);
    float32x4_t t11 = vbslq_f32(t3, t10, (float32x4_t)(vcc_v4_float){0});
    return t11;
}

/* A call-site loop over any count: its remainder calls the masked variants. */
void soft_all(float *y, const float *x, int n, float k) {
    float32x4_t t1;
    float32x4_t t3;
    float32x4_t t5;
    float32x4_t t7;
    float32x4_t t9;
    int t17;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)y;
    unsigned long t13 = (unsigned long)x;
    long t14 = (long)((unsigned long)y - (unsigned long)x);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
        long t15 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noboscc_all_true.c:55 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t16 = y + i_vec_1;
            float32x4_t x_v = vld1q_f32(x + i_vec_1);
            float32x4_t t29 = vdupq_n_f32(1.0f);
            uint32x4_t t2 = vcgtq_f32(x_v, t29);
            if ((vmaxvq_u32(t2) != 0)) {
                float32x4_t t30 = vdupq_n_f32(1.0f);
                float32x4_t t31 = vbslq_f32(t2, t30, (float32x4_t)(vcc_v4_float){0});
                uint32x4_t t44 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t31 != (vcc_v4_float){0});
                float32x4_t t45 = vdupq_n_f32(k);
                float32x4_t t46 = vmulq_f32(x_v, t45);
                float32x4_t t47 = vdupq_n_f32(10.0f);
                uint32x4_t t48 = vcgtq_f32(t46, t47);
                float32x4_t t49 = vdupq_n_f32(10.0f);
                float32x4_t t50 = vsubq_f32(t46, t49);
                float32x4_t t51 = vdupq_n_f32(0.25f);
                float32x4_t t52 = vmulq_f32(t50, t51);
                float32x4_t t53 = vdupq_n_f32(10.0f);
                float32x4_t t54 = vaddq_f32(t53, t52);
                float32x4_t t55 = vbslq_f32(t48, t54, t46);
                float32x4_t t56 = vbslq_f32(t44, t55, (float32x4_t)(vcc_v4_float){0});
                float32x4_t t43 = vdupq_n_f32(1.0f);
                t1 = vaddq_f32(t56, t43);
            } else {
                t1 = (float32x4_t)(vcc_v4_float){0};
                t2 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t32 = vbslq_f32(t2, t1, x_v);
            vst1q_f32(t16, t32);
            long t27 = i_vec_1 + 4L;
            float *t28 = y + t27;
            float32x4_t x_v_2 = vld1q_f32(x + t27);
            float32x4_t t39 = vdupq_n_f32(1.0f);
            uint32x4_t t6 = vcgtq_f32(x_v_2, t39);
            if ((vmaxvq_u32(t6) != 0)) {
                float32x4_t t40 = vdupq_n_f32(1.0f);
                float32x4_t t41 = vbslq_f32(t6, t40, (float32x4_t)(vcc_v4_float){0});
                uint32x4_t t78 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t41 != (vcc_v4_float){0});
                float32x4_t t79 = vdupq_n_f32(k);
                float32x4_t t80 = vmulq_f32(x_v_2, t79);
                float32x4_t t81 = vdupq_n_f32(10.0f);
                uint32x4_t t82 = vcgtq_f32(t80, t81);
                float32x4_t t83 = vdupq_n_f32(10.0f);
                float32x4_t t84 = vsubq_f32(t80, t83);
                float32x4_t t85 = vdupq_n_f32(0.25f);
                float32x4_t t86 = vmulq_f32(t84, t85);
                float32x4_t t87 = vdupq_n_f32(10.0f);
                float32x4_t t88 = vaddq_f32(t87, t86);
                float32x4_t t89 = vbslq_f32(t82, t88, t80);
                float32x4_t t90 = vbslq_f32(t78, t89, (float32x4_t)(vcc_v4_float){0});
                float32x4_t t77 = vdupq_n_f32(1.0f);
                t5 = vaddq_f32(t90, t77);
            } else {
                t5 = (float32x4_t)(vcc_v4_float){0};
                t6 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t42 = vbslq_f32(t6, t5, x_v_2);
            vst1q_f32(t28, t42);
            long t37 = i_vec_1 + 8L;
            float *t38 = y + t37;
            float32x4_t x_v_3 = vld1q_f32(x + t37);
            float32x4_t t73 = vdupq_n_f32(1.0f);
            uint32x4_t t8 = vcgtq_f32(x_v_3, t73);
            if ((vmaxvq_u32(t8) != 0)) {
                float32x4_t t74 = vdupq_n_f32(1.0f);
                float32x4_t t75 = vbslq_f32(t8, t74, (float32x4_t)(vcc_v4_float){0});
                uint32x4_t t96 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t75 != (vcc_v4_float){0});
                float32x4_t t97 = vdupq_n_f32(k);
                float32x4_t t98 = vmulq_f32(x_v_3, t97);
                float32x4_t t99 = vdupq_n_f32(10.0f);
                uint32x4_t t100 = vcgtq_f32(t98, t99);
                float32x4_t t101 = vdupq_n_f32(10.0f);
                float32x4_t t102 = vsubq_f32(t98, t101);
                float32x4_t t103 = vdupq_n_f32(0.25f);
                float32x4_t t104 = vmulq_f32(t102, t103);
                float32x4_t t105 = vdupq_n_f32(10.0f);
                float32x4_t t106 = vaddq_f32(t105, t104);
                float32x4_t t107 = vbslq_f32(t100, t106, t98);
                float32x4_t t108 = vbslq_f32(t96, t107, (float32x4_t)(vcc_v4_float){0});
                float32x4_t t95 = vdupq_n_f32(1.0f);
                t7 = vaddq_f32(t108, t95);
            } else {
                t7 = (float32x4_t)(vcc_v4_float){0};
                t8 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t76 = vbslq_f32(t8, t7, x_v_3);
            vst1q_f32(t38, t76);
            long t71 = i_vec_1 + 12L;
            float *t72 = y + t71;
            float32x4_t x_v_4 = vld1q_f32(x + t71);
            float32x4_t t91 = vdupq_n_f32(1.0f);
            uint32x4_t t10 = vcgtq_f32(x_v_4, t91);
            if ((vmaxvq_u32(t10) != 0)) {
                float32x4_t t92 = vdupq_n_f32(1.0f);
                float32x4_t t93 = vbslq_f32(t10, t92, (float32x4_t)(vcc_v4_float){0});
                uint32x4_t t110 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t93 != (vcc_v4_float){0});
                float32x4_t t111 = vdupq_n_f32(k);
                float32x4_t t112 = vmulq_f32(x_v_4, t111);
                float32x4_t t113 = vdupq_n_f32(10.0f);
                uint32x4_t t114 = vcgtq_f32(t112, t113);
                float32x4_t t115 = vdupq_n_f32(10.0f);
                float32x4_t t116 = vsubq_f32(t112, t115);
                float32x4_t t117 = vdupq_n_f32(0.25f);
                float32x4_t t118 = vmulq_f32(t116, t117);
                float32x4_t t119 = vdupq_n_f32(10.0f);
                float32x4_t t120 = vaddq_f32(t119, t118);
                float32x4_t t121 = vbslq_f32(t114, t120, t112);
                float32x4_t t122 = vbslq_f32(t110, t121, (float32x4_t)(vcc_v4_float){0});
                float32x4_t t109 = vdupq_n_f32(1.0f);
                t9 = vaddq_f32(t122, t109);
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t94 = vbslq_f32(t10, t9, x_v_4);
            vst1q_f32(t72, t94);
            i_vec_1 += 16L;
            if (i_vec_1 >= t15) {
                t17 = (int)t15;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)y;
    unsigned long t20 = (unsigned long)x;
    long t21 = (long)((unsigned long)y + (unsigned long)((long)t17 * 4L) - ((unsigned long)x + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 16L)))) {
        long t22 = t18 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noboscc_all_true.c:55 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t23 = (long)t17 + i_vec;
            float *t24 = y + t23;
            float32x4_t x_v_1 = vld1q_f32(x + t23);
            float32x4_t t33 = vdupq_n_f32(1.0f);
            uint32x4_t t4 = vcgtq_f32(x_v_1, t33);
            if ((vmaxvq_u32(t4) != 0)) {
                float32x4_t t34 = vdupq_n_f32(1.0f);
                float32x4_t t35 = vbslq_f32(t4, t34, (float32x4_t)(vcc_v4_float){0});
                uint32x4_t t58 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t35 != (vcc_v4_float){0});
                float32x4_t t59 = vdupq_n_f32(k);
                float32x4_t t60 = vmulq_f32(x_v_1, t59);
                float32x4_t t61 = vdupq_n_f32(10.0f);
                uint32x4_t t62 = vcgtq_f32(t60, t61);
                float32x4_t t63 = vdupq_n_f32(10.0f);
                float32x4_t t64 = vsubq_f32(t60, t63);
                float32x4_t t65 = vdupq_n_f32(0.25f);
                float32x4_t t66 = vmulq_f32(t64, t65);
                float32x4_t t67 = vdupq_n_f32(10.0f);
                float32x4_t t68 = vaddq_f32(t67, t66);
                float32x4_t t69 = vbslq_f32(t62, t68, t60);
                float32x4_t t70 = vbslq_f32(t58, t69, (float32x4_t)(vcc_v4_float){0});
                float32x4_t t57 = vdupq_n_f32(1.0f);
                t3 = vaddq_f32(t70, t57);
            } else {
                t3 = (float32x4_t)(vcc_v4_float){0};
                t4 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t36 = vbslq_f32(t4, t3, x_v_1);
            vst1q_f32(t24, t36);
            i_vec += 4L;
            if (i_vec >= t22) {
                i = (int)((long)t17 + t22);
                break;
            }
        }
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t26 = x[t25];
        y[t25] = soft(t26, k);
    }
}

void _ZGVdN8uuuulu_split(float *, float *, const float *, const float *, int, float);
/* No varying parameter: the characteristic type is int, and so is the mask. */
void _ZGVdM8uuuulu_split(float *, float *, const float *, const float *, int, float, v8i);
v8i _ZGVdN8uvv_put(int *, v8i, v8i);
v8f _ZGVdN8vu_soft(v8f, float);
v8f _ZGVdM8vu_soft(v8f, float, v8f);

static void printf8(const char *what, v8f v) {
    float a[8];
    FROM_VEC(a, v);
    printf("%s", what);
    for (int k = 0; k < 8; k++)
        printf(" %g", a[k]);
    printf("\n");
}

static void printfs(const char *what, const float *a, int n) {
    printf("%s", what);
    for (int k = 0; k < n; k++)
        printf(" %g", a[k]);
    printf("\n");
}

int main(void) {
    /* split: 32 elements, four vectors: lanes all above t, all below, mixed, and a masked call
       with all, none and some lanes on. */
    enum { N = 32 };
    float *x = malloc(N * sizeof(float)), *w = malloc(N * sizeof(float));
    float *y = malloc(N * sizeof(float)), *z = malloc(N * sizeof(float));
    for (int k = 0; k < N; k++) {
        x[k] = k < 8 ? 5.0f + k : k < 16 ? -1.0f - k : (k * 7 % 5) - 1.5f;
        w[k] = 0.5f * k - 3.0f;
        y[k] = -100.0f - k;
        z[k] = 100.0f + k;
    }
    for (int i = 0; i < N; i += 8)
        _ZGVdN8uuuulu_split(y, z, w, x, i, 0.0f);
    printfs("split y", y, N);
    printfs("split z", z, N);
    int iall[8] = {1, 1, 1, 1, 1, 1, 1, 1}, inone[8] = {0}, isome[8] = {1, 0, 0, 1, 1, 0, 1, 0};
    float all[8] = {1, 1, 1, 1, 1, 1, 1, 1}, none[8] = {0}, some[8] = {1, 0, 0, 1, 1, 0, 1, 0};
    for (int k = 0; k < N; k++)
        x[k] = 1.0f + k % 3;
    _ZGVdM8uuuulu_split(y, z, w, x, 0, 0.5f, TO_VEC(v8i, iall));
    _ZGVdM8uuuulu_split(y, z, w, x, 8, 0.5f, TO_VEC(v8i, inone));
    _ZGVdM8uuuulu_split(y, z, w, x, 16, 0.5f, TO_VEC(v8i, isome));
    /* Lanes on, and x above t in only some of them. */
    _ZGVdM8uuuulu_split(y, z, w, x, 24, 1.5f, TO_VEC(v8i, iall));
    printfs("masked split y", y, N);
    printfs("masked split z", z, N);

    /* put: every v positive, none, some; distinct indices (a scatter's lanes). */
    int *out = malloc(24 * sizeof(int));
    for (int k = 0; k < 24; k++)
        out[k] = -1;
    int where[3][8] = {{0, 2, 4, 6, 8, 10, 12, 14}, {1, 3, 5, 7, 9, 11, 13, 15}, {23, 16, 17, 22, 18, 21, 19, 20}};
    int vals[3][8] = {{1, 2, 3, 4, 5, 6, 7, 8}, {0, -1, -2, -3, -4, -5, -6, -7}, {9, -9, 0, 4, 7, -1, 3, 0}};
    for (int c = 0; c < 3; c++) {
        int r[8];
        FROM_VEC(r, _ZGVdN8uvv_put(out, TO_VEC(v8i, where[c]), TO_VEC(v8i, vals[c])));
        printf("put %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %d", r[k]);
        printf("\n");
    }
    printf("out:");
    for (int k = 0; k < 24; k++)
        printf(" %d", out[k]);
    printf("\n");

    /* soft: every lane calls shrink, none does, some do; masked with all, none, some on. */
    float xs[3][8] = {{2, 3, 40, 5, 60, 7, 8, 90}, {0, 1, -2, 0.5f, -4, 1, 0.25f, -8}, {2, 0, 30, 1, 4, -5, 70, 1.5f}};
    for (int c = 0; c < 3; c++) {
        printf("soft %d", c);
        printf8("", _ZGVdN8vu_soft(TO_VEC(v8f, xs[c]), 0.5f));
    }
    printf8("masked soft all", _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, all)));
    printf8("masked soft mixed", _ZGVdM8vu_soft(TO_VEC(v8f, xs[2]), 2.0f, TO_VEC(v8f, all)));
    float none_out[8], a0[8];
    FROM_VEC(none_out, _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, none)));
    (void)none_out; /* No lane is on: the result is unspecified. */
    FROM_VEC(a0, _ZGVdM8vu_soft(TO_VEC(v8f, xs[0]), 2.0f, TO_VEC(v8f, some)));
    printf("masked soft some:");
    for (int k = 0; k < 8; k++)
        if (some[k] != 0)
            printf(" %g", a0[k]);
    printf("\n");

    /* The loop over odd counts: x above 1 in elements 0-7 (a vector whose lanes all call
       shrink), below in 8-15 (none), above but for 19 in 16-23 (some), above from 24 on. */
    for (int n = 1; n <= 43; n += 7) {
        float *in = malloc(n * sizeof(float)), *res = malloc(n * sizeof(float));
        for (int k = 0; k < n; k++)
            in[k] = (k / 8) % 3 == 1 || k == 19 ? 0.5f - k : 2.0f + 3.0f * k;
        soft_all(res, in, n, 0.75f);
        printf("n=%d", n);
        printfs("", res, n);
        free(in);
        free(res);
    }
    free(x);
    free(w);
    free(y);
    free(z);
    free(out);
    return 0;
}
