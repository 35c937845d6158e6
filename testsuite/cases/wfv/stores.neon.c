/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

void _ZGVnN4ulu_clip(float *p, int i, float lo);
void _ZGVnM4ulu_clip(float *p, int i, float lo, int32x4_t mask);
int32x4_t _ZGVnN4uvv_put(int *out, int32x4_t where, int32x4_t v);
/* Stores under masks: only the lanes whose condition holds write (consecutive: a masked vector
   store; through a varying index: a masked scatter); the arrays are exactly as long as the
   scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 3 */

/* #pragma omp declare simd uniform(p, lo) linear(i) */
void clip(float *p, int i, float lo) {
    if (p[i] < lo)
        p[i] = lo;
}

/* vcc: function at stores.c:10 vector variant _ZGVnN4ulu_clip of `clip`: VL 4, unmasked, p uniform, i linear step 1, lo uniform */
void _ZGVnN4ulu_clip(float *p, int i, float lo) {
    long t1 = (long)i;
    float *t2 = p + t1;
    float32x4_t t3 = vld1q_f32(t2);
    float32x4_t t4 = vdupq_n_f32(lo);
    uint32x4_t t5 = vcltq_f32(t3, t4);
    if ((vmaxvq_u32(t5) != 0)) {
        if ((vminvq_u32(t5) != 0)) {
            float32x4_t t6 = vdupq_n_f32(lo);
            vst1q_f32(t2, t6);
        } else {
            float32x4_t t7 = vdupq_n_f32(lo);
            do { uint32x4_t vcc_nm = t5; float32x4_t vcc_nv = t7; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)p + (unsigned long)t1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
        }
    }
}

/* vcc: function at stores.c:10 vector variant _ZGVnM4ulu_clip of `clip`: VL 4, masked, p uniform, i linear step 1, lo uniform */
void _ZGVnM4ulu_clip(float *p, int i, float lo, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    long t2 = (long)i;
    float *t3 = p + t2;
    float32x4_t t4 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((float *)((unsigned long)p + (unsigned long)t2 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t5 = vdupq_n_f32(lo);
    uint32x4_t t6 = vcltq_f32(t4, t5);
    uint32x4_t t7 = vandq_u32(t1, t6);
    if ((vmaxvq_u32(t7) != 0)) {
        if ((vminvq_u32(t7) != 0)) {
            float32x4_t t8 = vdupq_n_f32(lo);
            vst1q_f32(t3, t8);
        } else {
            float32x4_t t9 = vdupq_n_f32(lo);
            do { uint32x4_t vcc_nm = t7; float32x4_t vcc_nv = t9; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)p + (unsigned long)t2 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
        }
    }
}

/* #pragma omp declare simd uniform(out) notinbranch */
int put(int *out, int where, int v) {
    if (v > 0) {
        out[where] = v;
        return 1;
    }
    return 0;
}

/* vcc: function at stores.c:16 vector variant _ZGVnN4uvv_put of `put`: VL 4, unmasked, out uniform, where vector, v vector */
int32x4_t _ZGVnN4uvv_put(int *out, int32x4_t where, int32x4_t v) {
    int32x4_t t2 = vdupq_n_s32(0);
    uint32x4_t t3 = vcgtq_s32(v, t2);
    int32x4_t t4 = vdupq_n_s32(0);
    int32x4_t t1 = vbslq_s32(t3, (int32x4_t)(vcc_v4_int){0}, t4);
    if ((vmaxvq_u32(t3) != 0)) {
        if ((vminvq_u32(t3) != 0)) {
            do { int32x4_t vcc_ni = where; int32x4_t vcc_nv = v; int32_t *vcc_np = (int32_t *)(out); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t5 = vdupq_n_s32(1);
            t1 = t5;
        } else {
            do { int32x4_t vcc_ni = where; uint32x4_t vcc_nm = t3; int32x4_t vcc_nv = v; int32_t *vcc_np = (int32_t *)(out); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            int32x4_t t6 = vdupq_n_s32(1);
            int32x4_t t7 = vbslq_s32(t3, t6, t1);
            t1 = t7;
        }
    }
    return t1;
}

void _ZGVdN8ulu_clip(float *, int, float);
/* No varying parameter: the characteristic type is int, and so is the mask. */
void _ZGVdM8ulu_clip(float *, int, float, v8i);
v8i _ZGVdN8uvv_put(int *, v8i, v8i);

int main(void) {
    float *p = malloc(16 * sizeof(float));
    for (int k = 0; k < 16; k++)
        p[k] = (k * 37 % 11) - 5.0f;
    _ZGVdN8ulu_clip(p, 0, 0.5f);
    int m[8] = {1, 1, 1, 0, 0, 1, 0, 1};
    _ZGVdM8ulu_clip(p, 8, -1.0f, TO_VEC(v8i, m));
    for (int k = 0; k < 16; k++)
        printf("%g ", p[k]);
    printf("\n");
    int *out = malloc(12 * sizeof(int));
    for (int k = 0; k < 12; k++)
        out[k] = -1;
    int where[8] = {11, 0, 3, 5, 7, 2, 9, 4}, v[8] = {5, -2, 8, 0, 13, 21, -34, 55}, r[8];
    FROM_VEC(r, _ZGVdN8uvv_put(out, TO_VEC(v8i, where), TO_VEC(v8i, v)));
    for (int k = 0; k < 8; k++)
        printf("%d ", r[k]);
    printf("\n");
    for (int k = 0; k < 12; k++)
        printf("%d ", out[k]);
    printf("\n");
    free(p);
    free(out);
    return 0;
}
