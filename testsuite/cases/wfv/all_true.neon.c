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
/* All-true fast paths (BOA): a block under a varying condition whose work is cheaper unmasked
   (masked vector stores and loads where the target prices them above plain ones, a scatter
   done lane by lane, a call that has an unmasked variant) tests whether every lane takes it:
   then it runs unmasked, else masked when some lane does, else not at all. main drives each
   variant with conditions and masks that are all true, all false and mixed, and a loop over
   odd counts calls them with a masked remainder. Arrays are exactly as long as the scalar code
   needs. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 7 */
/* vcc-test: expect-loops 1 */

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

/* vcc: function at all_true.c:16 vector variant _ZGVnN4uuuulu_split of `split`: VL 4, unmasked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
void _ZGVnN4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t) {
    long t1 = (long)i;
    float32x4_t t2 = vld1q_f32(x + t1);
    float32x4_t t3 = vdupq_n_f32(t);
    uint32x4_t t4 = vcgtq_f32(t2, t3);
    if ((vmaxvq_u32(t4) != 0)) {
        if ((vminvq_u32(t4) != 0)) {
            float32x4_t t5 = vld1q_f32(w + t1);
            float32x4_t t6 = vmulq_f32(t5, t2);
            float32x4_t t7 = vdupq_n_f32(t);
            float32x4_t t8 = vsubq_f32(t6, t7);
            vst1q_f32(y + t1, t8);
            float32x4_t t9 = vaddq_f32(t5, t2);
            vst1q_f32(z + t1, t9);
        } else {
            float32x4_t t10 = ({ uint32x4_t vcc_nm = t4; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)w + (unsigned long)t1 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t11 = vmulq_f32(t10, t2);
            float32x4_t t12 = vdupq_n_f32(t);
            float32x4_t t13 = vsubq_f32(t11, t12);
            do { uint32x4_t vcc_nm = t4; float32x4_t vcc_nv = t13; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)y + (unsigned long)t1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t14 = vaddq_f32(t10, t2);
            do { uint32x4_t vcc_nm = t4; float32x4_t vcc_nv = t14; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)z + (unsigned long)t1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
        }
    }
}

/* vcc: function at all_true.c:16 vector variant _ZGVnM4uuuulu_split of `split`: VL 4, masked, y uniform, z uniform, w uniform, x uniform, i linear step 1, t uniform */
void _ZGVnM4uuuulu_split(float *y, float *z, const float *w, const float *x, int i, float t, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    long t2 = (long)i;
    float32x4_t t3 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)x + (unsigned long)t2 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t4 = vdupq_n_f32(t);
    uint32x4_t t5 = vcgtq_f32(t3, t4);
    uint32x4_t t6 = vandq_u32(t1, t5);
    if ((vmaxvq_u32(t6) != 0)) {
        if ((vminvq_u32(t6) != 0)) {
            float32x4_t t7 = vld1q_f32(w + t2);
            float32x4_t t8 = vmulq_f32(t7, t3);
            float32x4_t t9 = vdupq_n_f32(t);
            float32x4_t t10 = vsubq_f32(t8, t9);
            vst1q_f32(y + t2, t10);
            float32x4_t t11 = vaddq_f32(t7, t3);
            vst1q_f32(z + t2, t11);
        } else {
            float32x4_t t12 = ({ uint32x4_t vcc_nm = t6; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)w + (unsigned long)t2 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t13 = vmulq_f32(t12, t3);
            float32x4_t t14 = vdupq_n_f32(t);
            float32x4_t t15 = vsubq_f32(t13, t14);
            do { uint32x4_t vcc_nm = t6; float32x4_t vcc_nv = t15; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)y + (unsigned long)t2 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t16 = vaddq_f32(t12, t3);
            do { uint32x4_t vcc_nm = t6; float32x4_t vcc_nv = t16; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)z + (unsigned long)t2 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
        }
    }
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

/* vcc: function at all_true.c:27 vector variant _ZGVnN4uvv_put of `put`: VL 4, unmasked, out uniform, where vector, v vector */
int32x4_t _ZGVnN4uvv_put(int *out, int32x4_t where, int32x4_t v) {
    uint32x4_t t1;
    int32x4_t t2 = vdupq_n_s32(0);
    uint32x4_t t3 = vcgtq_s32(v, t2);
    if ((vmaxvq_u32(t3) != 0)) {
        if ((vminvq_u32(t3) != 0)) {
            t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int32x4_t t4 = vdupq_n_s32(2);
            int32x4_t t5 = vmulq_s32(t4, v);
            int32x4_t t6 = vdupq_n_s32(1);
            int32x4_t t7 = vaddq_s32(t5, t6);
            do { int32x4_t vcc_ni = where; int32x4_t vcc_nv = t7; int32_t *vcc_np = (int32_t *)(out); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
        } else {
            int32x4_t t8 = vdupq_n_s32(2);
            uint32x4_t t9 = vreinterpretq_u32_s32(t8);
            uint32x4_t t10 = vreinterpretq_u32_s32(v);
            uint32x4_t t11 = vmulq_u32(t9, t10);
            int32x4_t t12 = vreinterpretq_s32_u32(t11);
            int32x4_t t13 = vdupq_n_s32(1);
            uint32x4_t t14 = vreinterpretq_u32_s32(t12);
            uint32x4_t t15 = vreinterpretq_u32_s32(t13);
            uint32x4_t t16 = vaddq_u32(t14, t15);
            int32x4_t t17 = vreinterpretq_s32_u32(t16);
            do { int32x4_t vcc_ni = where; uint32x4_t vcc_nm = t3; int32x4_t vcc_nv = t17; int32_t *vcc_np = (int32_t *)(out); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            t1 = t3;
        }
    } else {
        t1 = (uint32x4_t)(vcc_m4){0};
    }
    int32x4_t t18 = vdupq_n_s32(0);
    int32x4_t t19 = vbslq_s32(t1, v, t18);
    return t19;
}

/* #pragma omp declare simd uniform(k) */
float shrink(float x, float k) {
    float r = x * k;
    if (r > 10.0f)
        r = 10.0f + (r - 10.0f) * 0.25f;
    return r;
}

/* vcc: function at all_true.c:37 vector variant _ZGVnN4vu_shrink of `shrink`: VL 4, unmasked, x vector, k uniform */
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

/* vcc: function at all_true.c:37 vector variant _ZGVnM4vu_shrink of `shrink`: VL 4, masked, x vector, k uniform */
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

/* vcc: function at all_true.c:47 vector variant _ZGVnN4vu_soft of `soft`: VL 4, unmasked, x vector, k uniform */
float32x4_t _ZGVnN4vu_soft(float32x4_t x, float k) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3 = vdupq_n_f32(1.0f);
    uint32x4_t t4 = vcgtq_f32(x, t3);
    if ((vmaxvq_u32(t4) != 0)) {
        if ((vminvq_u32(t4) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t5 = _ZGVnN4vu_shrink(x, k);
            float32x4_t t6 = vdupq_n_f32(1.0f);
            t1 = vaddq_f32(t5, t6);
        } else {
            float32x4_t t7 = vdupq_n_f32(1.0f);
            float32x4_t t8 = vbslq_f32(t4, t7, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t9 = _ZGVnM4vu_shrink(x, k, t8);
            float32x4_t t10 = vdupq_n_f32(1.0f);
            t1 = vaddq_f32(t9, t10);
            t2 = t4;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t11 = vbslq_f32(t2, t1, x);
    return t11;
}

/* vcc: function at all_true.c:47 vector variant _ZGVnM4vu_soft of `soft`: VL 4, masked, x vector, k uniform */
float32x4_t _ZGVnM4vu_soft(float32x4_t x, float k, float32x4_t mask) {
    float32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t4 = vdupq_n_f32(1.0f);
    uint32x4_t t5 = vcgtq_f32(x, t4);
    uint32x4_t t6 = vandq_u32(t3, t5);
    if ((vmaxvq_u32(t6) != 0)) {
        if ((vminvq_u32(t6) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t7 = _ZGVnN4vu_shrink(x, k);
            float32x4_t t8 = vdupq_n_f32(1.0f);
            t1 = vaddq_f32(t7, t8);
        } else {
            float32x4_t t9 = vdupq_n_f32(1.0f);
            float32x4_t t10 = vbslq_f32(t6, t9, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t11 = _ZGVnM4vu_shrink(x, k, t10);
            float32x4_t t12 = vdupq_n_f32(1.0f);
            t1 = vaddq_f32(t11, t12);
            t2 = t6;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t13 = vbslq_f32(t2, t1, x);
    float32x4_t t14 = vbslq_f32(t3, t13, (float32x4_t)(vcc_v4_float){0});
    return t14;
}

/* A call-site loop over any count: its remainder calls the masked variants. */
void soft_all(float *y, const float *x, int n, float k) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3;
    uint32x4_t t4;
    float32x4_t t5;
    uint32x4_t t6;
    float32x4_t t7;
    uint32x4_t t8;
    float32x4_t t9;
    uint32x4_t t10;
    int t17;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)y;
    unsigned long t13 = (unsigned long)x;
    long t14 = (long)((unsigned long)y - (unsigned long)x);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
        long t15 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at all_true.c:57 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t16 = y + i_vec_1;
            float32x4_t x_v = vld1q_f32(x + i_vec_1);
            float32x4_t t29 = vdupq_n_f32(1.0f);
            uint32x4_t t30 = vcgtq_f32(x_v, t29);
            if ((vmaxvq_u32(t30) != 0)) {
                if ((vminvq_u32(t30) != 0)) {
                    t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t47 = vdupq_n_f32(k);
                    float32x4_t t48 = vmulq_f32(x_v, t47);
                    float32x4_t t49 = vdupq_n_f32(10.0f);
                    uint32x4_t t50 = vcgtq_f32(t48, t49);
                    float32x4_t t51 = vdupq_n_f32(10.0f);
                    float32x4_t t52 = vsubq_f32(t48, t51);
                    float32x4_t t53 = vdupq_n_f32(0.25f);
                    float32x4_t t54 = vmulq_f32(t52, t53);
                    float32x4_t t55 = vdupq_n_f32(10.0f);
                    float32x4_t t56 = vaddq_f32(t55, t54);
                    float32x4_t t57 = vbslq_f32(t50, t56, t48);
                    float32x4_t t46 = vdupq_n_f32(1.0f);
                    t1 = vaddq_f32(t57, t46);
                } else {
                    float32x4_t t31 = vdupq_n_f32(1.0f);
                    float32x4_t t32 = vbslq_f32(t30, t31, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t59 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t32 != (vcc_v4_float){0});
                    float32x4_t t60 = vdupq_n_f32(k);
                    float32x4_t t61 = vmulq_f32(x_v, t60);
                    float32x4_t t62 = vdupq_n_f32(10.0f);
                    uint32x4_t t63 = vcgtq_f32(t61, t62);
                    float32x4_t t64 = vdupq_n_f32(10.0f);
                    float32x4_t t65 = vsubq_f32(t61, t64);
                    float32x4_t t66 = vdupq_n_f32(0.25f);
                    float32x4_t t67 = vmulq_f32(t65, t66);
                    float32x4_t t68 = vdupq_n_f32(10.0f);
                    float32x4_t t69 = vaddq_f32(t68, t67);
                    float32x4_t t70 = vbslq_f32(t63, t69, t61);
                    float32x4_t t71 = vbslq_f32(t59, t70, (float32x4_t)(vcc_v4_float){0});
                    float32x4_t t58 = vdupq_n_f32(1.0f);
                    t1 = vaddq_f32(t71, t58);
                    t2 = t30;
                }
            } else {
                t1 = (float32x4_t)(vcc_v4_float){0};
                t2 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t33 = vbslq_f32(t2, t1, x_v);
            vst1q_f32(t16, t33);
            long t27 = i_vec_1 + 4L;
            float *t28 = y + t27;
            float32x4_t x_v_2 = vld1q_f32(x + t27);
            float32x4_t t41 = vdupq_n_f32(1.0f);
            uint32x4_t t42 = vcgtq_f32(x_v_2, t41);
            if ((vmaxvq_u32(t42) != 0)) {
                if ((vminvq_u32(t42) != 0)) {
                    t6 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t106 = vdupq_n_f32(k);
                    float32x4_t t107 = vmulq_f32(x_v_2, t106);
                    float32x4_t t108 = vdupq_n_f32(10.0f);
                    uint32x4_t t109 = vcgtq_f32(t107, t108);
                    float32x4_t t110 = vdupq_n_f32(10.0f);
                    float32x4_t t111 = vsubq_f32(t107, t110);
                    float32x4_t t112 = vdupq_n_f32(0.25f);
                    float32x4_t t113 = vmulq_f32(t111, t112);
                    float32x4_t t114 = vdupq_n_f32(10.0f);
                    float32x4_t t115 = vaddq_f32(t114, t113);
                    float32x4_t t116 = vbslq_f32(t109, t115, t107);
                    float32x4_t t105 = vdupq_n_f32(1.0f);
                    t5 = vaddq_f32(t116, t105);
                } else {
                    float32x4_t t43 = vdupq_n_f32(1.0f);
                    float32x4_t t44 = vbslq_f32(t42, t43, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t118 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t44 != (vcc_v4_float){0});
                    float32x4_t t119 = vdupq_n_f32(k);
                    float32x4_t t120 = vmulq_f32(x_v_2, t119);
                    float32x4_t t121 = vdupq_n_f32(10.0f);
                    uint32x4_t t122 = vcgtq_f32(t120, t121);
                    float32x4_t t123 = vdupq_n_f32(10.0f);
                    float32x4_t t124 = vsubq_f32(t120, t123);
                    float32x4_t t125 = vdupq_n_f32(0.25f);
                    float32x4_t t126 = vmulq_f32(t124, t125);
                    float32x4_t t127 = vdupq_n_f32(10.0f);
                    float32x4_t t128 = vaddq_f32(t127, t126);
                    float32x4_t t129 = vbslq_f32(t122, t128, t120);
                    float32x4_t t130 = vbslq_f32(t118, t129, (float32x4_t)(vcc_v4_float){0});
                    float32x4_t t117 = vdupq_n_f32(1.0f);
                    t5 = vaddq_f32(t130, t117);
                    t6 = t42;
                }
            } else {
                t5 = (float32x4_t)(vcc_v4_float){0};
                t6 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t45 = vbslq_f32(t6, t5, x_v_2);
            vst1q_f32(t28, t45);
            long t39 = i_vec_1 + 8L;
            float *t40 = y + t39;
            float32x4_t x_v_3 = vld1q_f32(x + t39);
            float32x4_t t100 = vdupq_n_f32(1.0f);
            uint32x4_t t101 = vcgtq_f32(x_v_3, t100);
            if ((vmaxvq_u32(t101) != 0)) {
                if ((vminvq_u32(t101) != 0)) {
                    t8 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t137 = vdupq_n_f32(k);
                    float32x4_t t138 = vmulq_f32(x_v_3, t137);
                    float32x4_t t139 = vdupq_n_f32(10.0f);
                    uint32x4_t t140 = vcgtq_f32(t138, t139);
                    float32x4_t t141 = vdupq_n_f32(10.0f);
                    float32x4_t t142 = vsubq_f32(t138, t141);
                    float32x4_t t143 = vdupq_n_f32(0.25f);
                    float32x4_t t144 = vmulq_f32(t142, t143);
                    float32x4_t t145 = vdupq_n_f32(10.0f);
                    float32x4_t t146 = vaddq_f32(t145, t144);
                    float32x4_t t147 = vbslq_f32(t140, t146, t138);
                    float32x4_t t136 = vdupq_n_f32(1.0f);
                    t7 = vaddq_f32(t147, t136);
                } else {
                    float32x4_t t102 = vdupq_n_f32(1.0f);
                    float32x4_t t103 = vbslq_f32(t101, t102, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t149 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t103 != (vcc_v4_float){0});
                    float32x4_t t150 = vdupq_n_f32(k);
                    float32x4_t t151 = vmulq_f32(x_v_3, t150);
                    float32x4_t t152 = vdupq_n_f32(10.0f);
                    uint32x4_t t153 = vcgtq_f32(t151, t152);
                    float32x4_t t154 = vdupq_n_f32(10.0f);
                    float32x4_t t155 = vsubq_f32(t151, t154);
                    float32x4_t t156 = vdupq_n_f32(0.25f);
                    float32x4_t t157 = vmulq_f32(t155, t156);
                    float32x4_t t158 = vdupq_n_f32(10.0f);
                    float32x4_t t159 = vaddq_f32(t158, t157);
                    float32x4_t t160 = vbslq_f32(t153, t159, t151);
                    float32x4_t t161 = vbslq_f32(t149, t160, (float32x4_t)(vcc_v4_float){0});
                    float32x4_t t148 = vdupq_n_f32(1.0f);
                    t7 = vaddq_f32(t161, t148);
                    t8 = t101;
                }
            } else {
                t7 = (float32x4_t)(vcc_v4_float){0};
                t8 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t104 = vbslq_f32(t8, t7, x_v_3);
            vst1q_f32(t40, t104);
            long t98 = i_vec_1 + 12L;
            float *t99 = y + t98;
            float32x4_t x_v_4 = vld1q_f32(x + t98);
            float32x4_t t131 = vdupq_n_f32(1.0f);
            uint32x4_t t132 = vcgtq_f32(x_v_4, t131);
            if ((vmaxvq_u32(t132) != 0)) {
                if ((vminvq_u32(t132) != 0)) {
                    t10 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t163 = vdupq_n_f32(k);
                    float32x4_t t164 = vmulq_f32(x_v_4, t163);
                    float32x4_t t165 = vdupq_n_f32(10.0f);
                    uint32x4_t t166 = vcgtq_f32(t164, t165);
                    float32x4_t t167 = vdupq_n_f32(10.0f);
                    float32x4_t t168 = vsubq_f32(t164, t167);
                    float32x4_t t169 = vdupq_n_f32(0.25f);
                    float32x4_t t170 = vmulq_f32(t168, t169);
                    float32x4_t t171 = vdupq_n_f32(10.0f);
                    float32x4_t t172 = vaddq_f32(t171, t170);
                    float32x4_t t173 = vbslq_f32(t166, t172, t164);
                    float32x4_t t162 = vdupq_n_f32(1.0f);
                    t9 = vaddq_f32(t173, t162);
                } else {
                    float32x4_t t133 = vdupq_n_f32(1.0f);
                    float32x4_t t134 = vbslq_f32(t132, t133, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t175 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t134 != (vcc_v4_float){0});
                    float32x4_t t176 = vdupq_n_f32(k);
                    float32x4_t t177 = vmulq_f32(x_v_4, t176);
                    float32x4_t t178 = vdupq_n_f32(10.0f);
                    uint32x4_t t179 = vcgtq_f32(t177, t178);
                    float32x4_t t180 = vdupq_n_f32(10.0f);
                    float32x4_t t181 = vsubq_f32(t177, t180);
                    float32x4_t t182 = vdupq_n_f32(0.25f);
                    float32x4_t t183 = vmulq_f32(t181, t182);
                    float32x4_t t184 = vdupq_n_f32(10.0f);
                    float32x4_t t185 = vaddq_f32(t184, t183);
                    float32x4_t t186 = vbslq_f32(t179, t185, t177);
                    float32x4_t t187 = vbslq_f32(t175, t186, (float32x4_t)(vcc_v4_float){0});
                    float32x4_t t174 = vdupq_n_f32(1.0f);
                    t9 = vaddq_f32(t187, t174);
                    t10 = t132;
                }
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t135 = vbslq_f32(t10, t9, x_v_4);
            vst1q_f32(t99, t135);
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
        /* vcc: loop at all_true.c:57 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t23 = (long)t17 + i_vec;
            float *t24 = y + t23;
            float32x4_t x_v_1 = vld1q_f32(x + t23);
            float32x4_t t34 = vdupq_n_f32(1.0f);
            uint32x4_t t35 = vcgtq_f32(x_v_1, t34);
            if ((vmaxvq_u32(t35) != 0)) {
                if ((vminvq_u32(t35) != 0)) {
                    t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t73 = vdupq_n_f32(k);
                    float32x4_t t74 = vmulq_f32(x_v_1, t73);
                    float32x4_t t75 = vdupq_n_f32(10.0f);
                    uint32x4_t t76 = vcgtq_f32(t74, t75);
                    float32x4_t t77 = vdupq_n_f32(10.0f);
                    float32x4_t t78 = vsubq_f32(t74, t77);
                    float32x4_t t79 = vdupq_n_f32(0.25f);
                    float32x4_t t80 = vmulq_f32(t78, t79);
                    float32x4_t t81 = vdupq_n_f32(10.0f);
                    float32x4_t t82 = vaddq_f32(t81, t80);
                    float32x4_t t83 = vbslq_f32(t76, t82, t74);
                    float32x4_t t72 = vdupq_n_f32(1.0f);
                    t3 = vaddq_f32(t83, t72);
                } else {
                    float32x4_t t36 = vdupq_n_f32(1.0f);
                    float32x4_t t37 = vbslq_f32(t35, t36, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t85 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t37 != (vcc_v4_float){0});
                    float32x4_t t86 = vdupq_n_f32(k);
                    float32x4_t t87 = vmulq_f32(x_v_1, t86);
                    float32x4_t t88 = vdupq_n_f32(10.0f);
                    uint32x4_t t89 = vcgtq_f32(t87, t88);
                    float32x4_t t90 = vdupq_n_f32(10.0f);
                    float32x4_t t91 = vsubq_f32(t87, t90);
                    float32x4_t t92 = vdupq_n_f32(0.25f);
                    float32x4_t t93 = vmulq_f32(t91, t92);
                    float32x4_t t94 = vdupq_n_f32(10.0f);
                    float32x4_t t95 = vaddq_f32(t94, t93);
                    float32x4_t t96 = vbslq_f32(t89, t95, t87);
                    float32x4_t t97 = vbslq_f32(t85, t96, (float32x4_t)(vcc_v4_float){0});
                    float32x4_t t84 = vdupq_n_f32(1.0f);
                    t3 = vaddq_f32(t97, t84);
                    t4 = t35;
                }
            } else {
                t3 = (float32x4_t)(vcc_v4_float){0};
                t4 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t38 = vbslq_f32(t4, t3, x_v_1);
            vst1q_f32(t24, t38);
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
