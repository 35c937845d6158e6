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
    int t16;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)y;
    unsigned long t13 = (unsigned long)x;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12))) {
        long t14 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noboscc_all_true.c:55 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t15 = y + i_vec_1;
            float32x4_t x_v = vld1q_f32(x + i_vec_1);
            float32x4_t t27 = vdupq_n_f32(1.0f);
            uint32x4_t t2 = vcgtq_f32(x_v, t27);
            if ((vmaxvq_u32(t2) != 0)) {
                float32x4_t t28 = vdupq_n_f32(1.0f);
                float32x4_t t29 = vbslq_f32(t2, t28, (float32x4_t)(vcc_v4_float){0});
                uint32x4_t t42 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t29 != (vcc_v4_float){0});
                float32x4_t t43 = vdupq_n_f32(k);
                float32x4_t t44 = vmulq_f32(x_v, t43);
                float32x4_t t45 = vdupq_n_f32(10.0f);
                uint32x4_t t46 = vcgtq_f32(t44, t45);
                float32x4_t t47 = vdupq_n_f32(10.0f);
                float32x4_t t48 = vsubq_f32(t44, t47);
                float32x4_t t49 = vdupq_n_f32(0.25f);
                float32x4_t t50 = vmulq_f32(t48, t49);
                float32x4_t t51 = vdupq_n_f32(10.0f);
                float32x4_t t52 = vaddq_f32(t51, t50);
                float32x4_t t53 = vbslq_f32(t46, t52, t44);
                float32x4_t t54 = vbslq_f32(t42, t53, (float32x4_t)(vcc_v4_float){0});
                float32x4_t t41 = vdupq_n_f32(1.0f);
                t1 = vaddq_f32(t54, t41);
            } else {
                t1 = (float32x4_t)(vcc_v4_float){0};
                t2 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t30 = vbslq_f32(t2, t1, x_v);
            vst1q_f32(t15, t30);
            long t25 = i_vec_1 + 4L;
            float *t26 = y + t25;
            float32x4_t x_v_2 = vld1q_f32(x + t25);
            float32x4_t t37 = vdupq_n_f32(1.0f);
            uint32x4_t t6 = vcgtq_f32(x_v_2, t37);
            if ((vmaxvq_u32(t6) != 0)) {
                float32x4_t t38 = vdupq_n_f32(1.0f);
                float32x4_t t39 = vbslq_f32(t6, t38, (float32x4_t)(vcc_v4_float){0});
                uint32x4_t t76 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t39 != (vcc_v4_float){0});
                float32x4_t t77 = vdupq_n_f32(k);
                float32x4_t t78 = vmulq_f32(x_v_2, t77);
                float32x4_t t79 = vdupq_n_f32(10.0f);
                uint32x4_t t80 = vcgtq_f32(t78, t79);
                float32x4_t t81 = vdupq_n_f32(10.0f);
                float32x4_t t82 = vsubq_f32(t78, t81);
                float32x4_t t83 = vdupq_n_f32(0.25f);
                float32x4_t t84 = vmulq_f32(t82, t83);
                float32x4_t t85 = vdupq_n_f32(10.0f);
                float32x4_t t86 = vaddq_f32(t85, t84);
                float32x4_t t87 = vbslq_f32(t80, t86, t78);
                float32x4_t t88 = vbslq_f32(t76, t87, (float32x4_t)(vcc_v4_float){0});
                float32x4_t t75 = vdupq_n_f32(1.0f);
                t5 = vaddq_f32(t88, t75);
            } else {
                t5 = (float32x4_t)(vcc_v4_float){0};
                t6 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t40 = vbslq_f32(t6, t5, x_v_2);
            vst1q_f32(t26, t40);
            long t35 = i_vec_1 + 8L;
            float *t36 = y + t35;
            float32x4_t x_v_3 = vld1q_f32(x + t35);
            float32x4_t t71 = vdupq_n_f32(1.0f);
            uint32x4_t t8 = vcgtq_f32(x_v_3, t71);
            if ((vmaxvq_u32(t8) != 0)) {
                float32x4_t t72 = vdupq_n_f32(1.0f);
                float32x4_t t73 = vbslq_f32(t8, t72, (float32x4_t)(vcc_v4_float){0});
                uint32x4_t t94 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t73 != (vcc_v4_float){0});
                float32x4_t t95 = vdupq_n_f32(k);
                float32x4_t t96 = vmulq_f32(x_v_3, t95);
                float32x4_t t97 = vdupq_n_f32(10.0f);
                uint32x4_t t98 = vcgtq_f32(t96, t97);
                float32x4_t t99 = vdupq_n_f32(10.0f);
                float32x4_t t100 = vsubq_f32(t96, t99);
                float32x4_t t101 = vdupq_n_f32(0.25f);
                float32x4_t t102 = vmulq_f32(t100, t101);
                float32x4_t t103 = vdupq_n_f32(10.0f);
                float32x4_t t104 = vaddq_f32(t103, t102);
                float32x4_t t105 = vbslq_f32(t98, t104, t96);
                float32x4_t t106 = vbslq_f32(t94, t105, (float32x4_t)(vcc_v4_float){0});
                float32x4_t t93 = vdupq_n_f32(1.0f);
                t7 = vaddq_f32(t106, t93);
            } else {
                t7 = (float32x4_t)(vcc_v4_float){0};
                t8 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t74 = vbslq_f32(t8, t7, x_v_3);
            vst1q_f32(t36, t74);
            long t69 = i_vec_1 + 12L;
            float *t70 = y + t69;
            float32x4_t x_v_4 = vld1q_f32(x + t69);
            float32x4_t t89 = vdupq_n_f32(1.0f);
            uint32x4_t t10 = vcgtq_f32(x_v_4, t89);
            if ((vmaxvq_u32(t10) != 0)) {
                float32x4_t t90 = vdupq_n_f32(1.0f);
                float32x4_t t91 = vbslq_f32(t10, t90, (float32x4_t)(vcc_v4_float){0});
                uint32x4_t t108 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t91 != (vcc_v4_float){0});
                float32x4_t t109 = vdupq_n_f32(k);
                float32x4_t t110 = vmulq_f32(x_v_4, t109);
                float32x4_t t111 = vdupq_n_f32(10.0f);
                uint32x4_t t112 = vcgtq_f32(t110, t111);
                float32x4_t t113 = vdupq_n_f32(10.0f);
                float32x4_t t114 = vsubq_f32(t110, t113);
                float32x4_t t115 = vdupq_n_f32(0.25f);
                float32x4_t t116 = vmulq_f32(t114, t115);
                float32x4_t t117 = vdupq_n_f32(10.0f);
                float32x4_t t118 = vaddq_f32(t117, t116);
                float32x4_t t119 = vbslq_f32(t112, t118, t110);
                float32x4_t t120 = vbslq_f32(t108, t119, (float32x4_t)(vcc_v4_float){0});
                float32x4_t t107 = vdupq_n_f32(1.0f);
                t9 = vaddq_f32(t120, t107);
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t92 = vbslq_f32(t10, t9, x_v_4);
            vst1q_f32(t70, t92);
            i_vec_1 += 16L;
            if (i_vec_1 >= t14) {
                t16 = (int)t14;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)y;
    unsigned long t19 = (unsigned long)x;
    if ((t17 >= 4L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        long t20 = t17 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noboscc_all_true.c:55 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap, scalar epilogue */
        for (;;) {
            long t21 = (long)t16 + i_vec;
            float *t22 = y + t21;
            float32x4_t x_v_1 = vld1q_f32(x + t21);
            float32x4_t t31 = vdupq_n_f32(1.0f);
            uint32x4_t t4 = vcgtq_f32(x_v_1, t31);
            if ((vmaxvq_u32(t4) != 0)) {
                float32x4_t t32 = vdupq_n_f32(1.0f);
                float32x4_t t33 = vbslq_f32(t4, t32, (float32x4_t)(vcc_v4_float){0});
                uint32x4_t t56 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t33 != (vcc_v4_float){0});
                float32x4_t t57 = vdupq_n_f32(k);
                float32x4_t t58 = vmulq_f32(x_v_1, t57);
                float32x4_t t59 = vdupq_n_f32(10.0f);
                uint32x4_t t60 = vcgtq_f32(t58, t59);
                float32x4_t t61 = vdupq_n_f32(10.0f);
                float32x4_t t62 = vsubq_f32(t58, t61);
                float32x4_t t63 = vdupq_n_f32(0.25f);
                float32x4_t t64 = vmulq_f32(t62, t63);
                float32x4_t t65 = vdupq_n_f32(10.0f);
                float32x4_t t66 = vaddq_f32(t65, t64);
                float32x4_t t67 = vbslq_f32(t60, t66, t58);
                float32x4_t t68 = vbslq_f32(t56, t67, (float32x4_t)(vcc_v4_float){0});
                float32x4_t t55 = vdupq_n_f32(1.0f);
                t3 = vaddq_f32(t68, t55);
            } else {
                t3 = (float32x4_t)(vcc_v4_float){0};
                t4 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t34 = vbslq_f32(t4, t3, x_v_1);
            vst1q_f32(t22, t34);
            i_vec += 4L;
            if (i_vec >= t20) {
                i = (int)((long)t16 + t20);
                break;
            }
        }
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = x[t23];
        y[t23] = soft(t24, k);
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
