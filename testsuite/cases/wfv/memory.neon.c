/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

void _ZGVnN4uul_pairs(const float *in, float *out, int i);
void _ZGVnN4uul_pairs_late(const float *in, float *out, int i);
void _ZGVnN4ul_pairs_store(int *in, int i);
void _ZGVnM4uul_pairs_masked(const int *in, int *out, int i, int32x4_t mask);
void _ZGVnN4uuul_compare_swap(unsigned int *a, int stage, int pass, int id);
void _ZGVnM4uuul_compare_swap(unsigned int *a, int stage, int pass, int id, int32x4_t mask);
void _ZGVnN4uvv_put_half(float *out, int32x4_t where, float32x4_t v);
void _ZGVnM4uvv_put_half(float *out, int32x4_t where, float32x4_t v, int32x4_t mask);
/* Memory accesses of variants (midend wfv/memory.rs). Interleave groups: `in[2i]` and
   `in[2i+1]` read as two vector loads and even/odd shuffles, only where every lane is active
   and the two loads cover every element the vectors read. Dynamically consecutive indices: a
   bitonic network's pair positions, shifts and masks of a linear index by uniform amounts,
   are tested at run time and read/written with one vector access when consecutive, with two
   (the second masked) and a shuffle, or (on AVX-512) shuffles and two masked stores, when they
   come in blocks of d every 2d (d < 8: a bitonic network's short distances), else gathered
   and stored per lane. Every array is malloc'd exactly as long as the scalar code
   needs, and the last group of lanes ends at its last element, so an access past what the
   scalar code touches shows under the sanitizer build. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 8 */

/* #pragma omp declare simd uniform(in, out) linear(i) notinbranch */
void pairs(const float *in, float *out, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = a - b;
}

/* vcc: function at memory.c:17 vector variant _ZGVnN4uul_pairs of `pairs`: VL 4, unmasked, in uniform, out uniform, i linear step 1 */
void _ZGVnN4uul_pairs(const float *in, float *out, int i) {
    const float *t1 = in + 2 * i;
    float32x4_t t2 = vld2q_f32(t1).val[0];
    float32x4_t t3 = vld2q_f32(t1).val[1];
    float32x4_t t4 = vsubq_f32(t2, t3);
    vst1q_f32(out + i, t4);
}

/* The odd member is loaded first, and the group starts one element into `in`. */
/* #pragma omp declare simd uniform(in, out) linear(i) notinbranch */
void pairs_late(const float *in, float *out, int i) {
    float b = in[2 * i + 2], a = in[2 * i + 1];
    out[i] = a * 2.0f + b;
}

/* vcc: function at memory.c:24 vector variant _ZGVnN4uul_pairs_late of `pairs_late`: VL 4, unmasked, in uniform, out uniform, i linear step 1 */
void _ZGVnN4uul_pairs_late(const float *in, float *out, int i) {
    const float *t1 = in + (2 * i + 2) + -1;
    float32x4_t t2 = vld2q_f32(t1).val[0];
    float32x4_t t3 = vld2q_f32(t1).val[1];
    float32x4_t t4 = vdupq_n_f32(2.0f);
    float32x4_t t5 = vmulq_f32(t2, t4);
    float32x4_t t6 = vaddq_f32(t5, t3);
    vst1q_f32(out + i, t6);
}

/* A store between the two loads: they are not moved together. */
/* #pragma omp declare simd uniform(in) linear(i) notinbranch */
void pairs_store(int *in, int i) {
    int a = in[2 * i];
    in[2 * i + 1] = a + 1;
    int b = in[2 * i + 1];
    in[2 * i] = a * b;
}

/* vcc: function at memory.c:31 vector variant _ZGVnN4ul_pairs_store of `pairs_store`: VL 4, unmasked, in uniform, i linear step 1 */
void _ZGVnN4ul_pairs_store(int *in, int i) {
    int t1 = 2 * i;
    int *t2 = in + t1;
    vcc_v4_long t3 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t4 = t3 + (vcc_v4_long){0L, 2L, 4L, 6L};
    int32x4_t t5 = (int32x4_t)vcc_gather(vcc_v4_int, t2, t4);
    int *t6 = in + (t1 + 1);
    int32x4_t t7 = vdupq_n_s32(1);
    int32x4_t t8 = vaddq_s32(t5, t7);
    vcc_v4_long t9 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t10 = t9 + (vcc_v4_long){0L, 2L, 4L, 6L};
    vcc_scatter(t6, t10, (vcc_v4_int)t8);
    vcc_v4_long t11 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t12 = t11 + (vcc_v4_long){0L, 2L, 4L, 6L};
    int32x4_t t13 = (int32x4_t)vcc_gather(vcc_v4_int, t6, t12);
    int32x4_t t14 = vmulq_s32(t5, t13);
    vcc_v4_long t15 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t16 = t15 + (vcc_v4_long){0L, 2L, 4L, 6L};
    vcc_scatter(t2, t16, (vcc_v4_int)t14);
}

/* Only the masked variant: inactive lanes' elements must not be read (no group). */
/* #pragma omp declare simd uniform(in, out) linear(i) inbranch */
void pairs_masked(const int *in, int *out, int i) {
    out[i] = in[2 * i] + 3 * in[2 * i + 1];
}

/* vcc: function at memory.c:40 vector variant _ZGVnM4uul_pairs_masked of `pairs_masked`: VL 4, masked, in uniform, out uniform, i linear step 1 */
void _ZGVnM4uul_pairs_masked(const int *in, int *out, int i, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int t2 = 2 * i;
    vcc_v4_long t3 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t4 = t3 + (vcc_v4_long){0L, 2L, 4L, 6L};
    int32x4_t t5 = (int32x4_t)vcc_gather_masked(vcc_v4_int, in + t2, t4, (vcc_m4)t1);
    vcc_v4_long t6 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t7 = t6 + (vcc_v4_long){0L, 2L, 4L, 6L};
    int32x4_t t8 = (int32x4_t)vcc_gather_masked(vcc_v4_int, in + (t2 + 1), t7, (vcc_m4)t1);
    int32x4_t t9 = vdupq_n_s32(3);
    uint32x4_t t10 = vreinterpretq_u32_s32(t9);
    uint32x4_t t11 = vreinterpretq_u32_s32(t8);
    uint32x4_t t12 = vmulq_u32(t10, t11);
    int32x4_t t13 = vreinterpretq_s32_u32(t12);
    uint32x4_t t14 = vreinterpretq_u32_s32(t5);
    uint32x4_t t15 = vreinterpretq_u32_s32(t13);
    uint32x4_t t16 = vaddq_u32(t14, t15);
    int32x4_t t17 = vreinterpretq_s32_u32(t16);
    do { uint32x4_t vcc_nm = t1; int32x4_t vcc_nv = t17; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)(long)i * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
}

/* One compare-and-swap step of a bitonic network over `a`. */
/* #pragma omp declare simd uniform(a, stage, pass) linear(id) */
void compare_swap(unsigned *a, int stage, int pass, int id) {
    int distance = 1 << (stage - pass);
    int left = (id & (distance - 1)) + ((id >> (stage - pass)) << (stage - pass + 1));
    int right = left + distance;
    unsigned l = a[left], r = a[right];
    int increasing = ((id >> stage) & 1) == 0;
    unsigned lesser = l < r ? l : r, greater = l < r ? r : l;
    if (increasing) {
        a[left] = lesser;
        a[right] = greater;
    } else {
        a[left] = greater;
        a[right] = lesser;
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVnN4uuul_compare_swap of `compare_swap`: VL 4, unmasked, a uniform, stage uniform, pass uniform, id linear step 1 */
void _ZGVnN4uuul_compare_swap(unsigned int *a, int stage, int pass, int id) {
    uint32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3;
    uint32x4_t t4;
    int t5 = stage - pass;
    int t6 = 1 << t5;
    int32x4_t t7 = vdupq_n_s32(id);
    int32x4_t t8 = vaddq_s32(t7, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    int32x4_t t9 = vdupq_n_s32(t6 - 1);
    int32x4_t t10 = vandq_s32(t8, t9);
    int32x4_t t11 = vdupq_n_s32(id);
    int32x4_t t12 = vaddq_s32(t11, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    int32x4_t t13 = vdupq_n_s32(t5);
    int32x4_t t14 = vshlq_s32(t12, vnegq_s32(t13));
    int32x4_t t15 = vdupq_n_s32(t5 + 1);
    int32x4_t t16 = vshlq_s32(t14, t15);
    int32x4_t t17 = vaddq_s32(t10, t16);
    int32x4_t t18 = vdupq_n_s32(t6);
    int32x4_t t19 = vaddq_s32(t17, t18);
    int t20 = vgetq_lane_s32(t17, 0);
    int32x4_t t21 = vdupq_n_s32(t20);
    int32x4_t t22 = vaddq_s32(t21, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t23 = vceqq_s32(t17, t22);
    int t24 = (vminvq_u32(t23) != 0);
    if (t24 & (t20 <= 2147483644)) {
        t1 = vld1q_u32(a + t20);
    } else {
        int t25 = vgetq_lane_s32(t17, 0);
        int t26 = t25 <= 2147483640;
        int32x4_t t27 = vdupq_n_s32(t25);
        int32x4_t t28 = vaddq_s32(t27, ((int32x4_t)(vcc_v4_int){0, 1, 4, 5}));
        uint32x4_t t29 = vceqq_s32(t17, t28);
        if ((vminvq_u32(t29) != 0) & t26) {
            unsigned int *t31 = a + t25;
            uint32x4_t t32 = vld1q_u32(t31);
            uint32x4_t t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)(int32x4_t)(vcc_v4_int){1, 1, 0, 0} != (vcc_v4_int){0});
            uint32x4_t t34 = ({ uint32x4_t vcc_nm = t33; const uint32_t *vcc_np = (const uint32_t *)(t31 + 4); uint32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_u32(vcc_np); else { vcc_nr = vdupq_n_u32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_u32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_u32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_u32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_u32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            t2 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t32, (vcc_v4_uint)t34, 0, 1, 4, 5);
        } else {
            int32x4_t t35 = vaddq_s32(t27, ((int32x4_t)(vcc_v4_int){0, 2, 4, 6}));
            uint32x4_t t36 = vceqq_s32(t17, t35);
            if ((vminvq_u32(t36) != 0) & t26) {
                unsigned int *t37 = a + t25;
                uint32x4_t t38 = vld1q_u32(t37);
                uint32x4_t t39 = (uint32x4_t)(vcc_m4)((vcc_v4_int)(int32x4_t)(vcc_v4_int){1, 1, 1, 0} != (vcc_v4_int){0});
                uint32x4_t t40 = ({ uint32x4_t vcc_nm = t39; const uint32_t *vcc_np = (const uint32_t *)(t37 + 4); uint32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_u32(vcc_np); else { vcc_nr = vdupq_n_u32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_u32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_u32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_u32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_u32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                t2 = vuzp1q_u32(t38, t40);
            } else {
                t2 = ({ int32x4_t vcc_ni = t17; const uint32_t *vcc_np = (const uint32_t *)(a); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            }
        }
        t1 = t2;
    }
    int t30 = vgetq_lane_s32(t19, 0);
    if (t24 & (t30 <= 2147483644)) {
        t3 = vld1q_u32(a + t30);
    } else {
        int t41 = vgetq_lane_s32(t19, 0);
        int t42 = t41 <= 2147483640;
        int32x4_t t43 = vdupq_n_s32(t41);
        int32x4_t t44 = vaddq_s32(t43, ((int32x4_t)(vcc_v4_int){0, 1, 4, 5}));
        uint32x4_t t45 = vceqq_s32(t19, t44);
        if ((vminvq_u32(t45) != 0) & t42) {
            unsigned int *t59 = a + t41;
            uint32x4_t t60 = vld1q_u32(t59);
            uint32x4_t t61 = (uint32x4_t)(vcc_m4)((vcc_v4_int)(int32x4_t)(vcc_v4_int){1, 1, 0, 0} != (vcc_v4_int){0});
            uint32x4_t t62 = ({ uint32x4_t vcc_nm = t61; const uint32_t *vcc_np = (const uint32_t *)(t59 + 4); uint32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_u32(vcc_np); else { vcc_nr = vdupq_n_u32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_u32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_u32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_u32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_u32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            t4 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t60, (vcc_v4_uint)t62, 0, 1, 4, 5);
        } else {
            int32x4_t t63 = vaddq_s32(t43, ((int32x4_t)(vcc_v4_int){0, 2, 4, 6}));
            uint32x4_t t64 = vceqq_s32(t19, t63);
            if ((vminvq_u32(t64) != 0) & t42) {
                unsigned int *t65 = a + t41;
                uint32x4_t t66 = vld1q_u32(t65);
                uint32x4_t t67 = (uint32x4_t)(vcc_m4)((vcc_v4_int)(int32x4_t)(vcc_v4_int){1, 1, 1, 0} != (vcc_v4_int){0});
                uint32x4_t t68 = ({ uint32x4_t vcc_nm = t67; const uint32_t *vcc_np = (const uint32_t *)(t65 + 4); uint32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_u32(vcc_np); else { vcc_nr = vdupq_n_u32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_u32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_u32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_u32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_u32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                t4 = vuzp1q_u32(t66, t68);
            } else {
                t4 = ({ int32x4_t vcc_ni = t19; const uint32_t *vcc_np = (const uint32_t *)(a); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            }
        }
        t3 = t4;
    }
    int32x4_t t46 = vdupq_n_s32(id);
    int32x4_t t47 = vaddq_s32(t46, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    int32x4_t t48 = vdupq_n_s32(stage);
    int32x4_t t49 = vshlq_s32(t47, vnegq_s32(t48));
    int32x4_t t50 = vdupq_n_s32(1);
    int32x4_t t51 = vandq_s32(t49, t50);
    int32x4_t t52 = vdupq_n_s32(0);
    uint32x4_t t53 = vceqq_s32(t51, t52);
    uint32x4_t t54 = vminq_u32(t1, t3);
    uint32x4_t t55 = vmaxq_u32(t3, t1);
    uint32x4_t t56 = vbslq_u32(t53, t54, t55);
    uint32x4_t t57 = vbslq_u32(t53, t55, t54);
    int t58 = vgetq_lane_s32(t17, 0);
    if (t24 & (t58 <= 2147483644)) {
        vst1q_u32(a + t58, t56);
    } else {
        do { int32x4_t vcc_ni = t17; uint32x4_t vcc_nv = t56; uint32_t *vcc_np = (uint32_t *)(a); vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
    }
    int t69 = vgetq_lane_s32(t19, 0);
    if (t24 & (t69 <= 2147483644)) {
        vst1q_u32(a + t69, t57);
    } else {
        do { int32x4_t vcc_ni = t19; uint32x4_t vcc_nv = t57; uint32_t *vcc_np = (uint32_t *)(a); vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVnM4uuul_compare_swap of `compare_swap`: VL 4, masked, a uniform, stage uniform, pass uniform, id linear step 1 */
void _ZGVnM4uuul_compare_swap(unsigned int *a, int stage, int pass, int id, int32x4_t mask) {
    uint32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int t4 = stage - pass;
    int t5 = 1 << t4;
    int32x4_t t6 = vdupq_n_s32(id);
    int32x4_t t7 = vaddq_s32(t6, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    int32x4_t t8 = vdupq_n_s32(t5 - 1);
    int32x4_t t9 = vandq_s32(t7, t8);
    int32x4_t t10 = vdupq_n_s32(id);
    int32x4_t t11 = vaddq_s32(t10, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    int32x4_t t12 = vdupq_n_s32(t4);
    int32x4_t t13 = vshlq_s32(t11, vnegq_s32(t12));
    int32x4_t t14 = vdupq_n_s32(t4 + 1);
    uint32x4_t t15 = vreinterpretq_u32_s32(t13);
    uint32x4_t t16 = vreinterpretq_u32_s32(t14);
    uint32x4_t t17 = vshlq_u32(t15, vreinterpretq_s32_u32(t16));
    int32x4_t t18 = vreinterpretq_s32_u32(t17);
    uint32x4_t t19 = vreinterpretq_u32_s32(t9);
    uint32x4_t t20 = vreinterpretq_u32_s32(t18);
    uint32x4_t t21 = vaddq_u32(t19, t20);
    int32x4_t t22 = vreinterpretq_s32_u32(t21);
    int32x4_t t23 = vdupq_n_s32(t5);
    uint32x4_t t24 = vreinterpretq_u32_s32(t22);
    uint32x4_t t25 = vreinterpretq_u32_s32(t23);
    uint32x4_t t26 = vaddq_u32(t24, t25);
    int32x4_t t27 = vreinterpretq_s32_u32(t26);
    int t28 = vgetq_lane_s32(t22, 0);
    int32x4_t t29 = vdupq_n_s32(t28);
    int32x4_t t30 = vaddq_s32(t29, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t31 = vceqq_s32(t22, t30);
    uint32x4_t t32 = vmvnq_u32(t3);
    uint32x4_t t33 = vorrq_u32(t31, t32);
    int t34 = (vminvq_u32(t33) != 0);
    if (t34 & (t28 <= 2147483644)) {
        t1 = ({ uint32x4_t vcc_nm = t3; const uint32_t *vcc_np = (const uint32_t *)((unsigned int *)((unsigned long)a + (unsigned long)(long)t28 * 4UL)); uint32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_u32(vcc_np); else { vcc_nr = vdupq_n_u32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_u32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_u32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_u32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_u32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    } else {
        t1 = ({ int32x4_t vcc_ni = t22; uint32x4_t vcc_nm = t3; const uint32_t *vcc_np = (const uint32_t *)(a); uint32x4_t vcc_nr = vdupq_n_u32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
    }
    int t35 = vgetq_lane_s32(t27, 0);
    int32x4_t t36 = vdupq_n_s32(t35);
    int32x4_t t37 = vaddq_s32(t36, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t38 = vceqq_s32(t27, t37);
    uint32x4_t t39 = vmvnq_u32(t3);
    uint32x4_t t40 = vorrq_u32(t38, t39);
    int t41 = (vminvq_u32(t40) != 0);
    if (t41 & (t35 <= 2147483644)) {
        t2 = ({ uint32x4_t vcc_nm = t3; const uint32_t *vcc_np = (const uint32_t *)((unsigned int *)((unsigned long)a + (unsigned long)(long)t35 * 4UL)); uint32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_u32(vcc_np); else { vcc_nr = vdupq_n_u32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_u32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_u32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_u32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_u32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    } else {
        t2 = ({ int32x4_t vcc_ni = t27; uint32x4_t vcc_nm = t3; const uint32_t *vcc_np = (const uint32_t *)(a); uint32x4_t vcc_nr = vdupq_n_u32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
    }
    int32x4_t t42 = vdupq_n_s32(id);
    int32x4_t t43 = vaddq_s32(t42, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    int32x4_t t44 = vdupq_n_s32(stage);
    int32x4_t t45 = vshlq_s32(t43, vnegq_s32(t44));
    int32x4_t t46 = vdupq_n_s32(1);
    int32x4_t t47 = vandq_s32(t45, t46);
    int32x4_t t48 = vdupq_n_s32(0);
    uint32x4_t t49 = vceqq_s32(t47, t48);
    uint32x4_t t50 = vminq_u32(t1, t2);
    uint32x4_t t51 = vmaxq_u32(t2, t1);
    if ((vmaxvq_u32(t3) != 0)) {
        uint32x4_t t52 = vbslq_u32(t49, t50, t51);
        uint32x4_t t53 = vbslq_u32(t49, t51, t50);
        int t54 = vgetq_lane_s32(t22, 0);
        if (t34 & (t54 <= 2147483644)) {
            unsigned int *t55 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t54 * 4UL);
            if ((vminvq_u32(t3) != 0)) {
                vst1q_u32(t55, t52);
            } else {
                do { uint32x4_t vcc_nm = t3; uint32x4_t vcc_nv = t52; uint32_t *vcc_np = (uint32_t *)(t55); if (vminvq_u32(vcc_nm)) vst1q_u32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_u32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_u32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_u32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_u32(vcc_np + 3, vcc_nv, 3); } } while (0);
            }
        } else {
            do { int32x4_t vcc_ni = t22; uint32x4_t vcc_nm = t3; uint32x4_t vcc_nv = t52; uint32_t *vcc_np = (uint32_t *)(a); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
        }
        int t56 = vgetq_lane_s32(t27, 0);
        if (t41 & (t56 <= 2147483644)) {
            unsigned int *t57 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t56 * 4UL);
            if ((vminvq_u32(t3) != 0)) {
                vst1q_u32(t57, t53);
            } else {
                do { uint32x4_t vcc_nm = t3; uint32x4_t vcc_nv = t53; uint32_t *vcc_np = (uint32_t *)(t57); if (vminvq_u32(vcc_nm)) vst1q_u32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_u32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_u32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_u32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_u32(vcc_np + 3, vcc_nv, 3); } } while (0);
            }
        } else {
            do { int32x4_t vcc_ni = t27; uint32x4_t vcc_nm = t3; uint32x4_t vcc_nv = t53; uint32_t *vcc_np = (uint32_t *)(a); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
        }
    }
}

/* Stores through a varying index (scatters, in lane order: of two lanes with one index, the
   later one's value stays), unmasked and masked. */
/* #pragma omp declare simd uniform(out) */
void put_half(float *out, int where, float v) {
    out[where] = v * 0.5f;
}

/* vcc: function at memory.c:65 vector variant _ZGVnN4uvv_put_half of `put_half`: VL 4, unmasked, out uniform, where vector, v vector */
void _ZGVnN4uvv_put_half(float *out, int32x4_t where, float32x4_t v) {
    float32x4_t t1 = vdupq_n_f32(0.5f);
    float32x4_t t2 = vmulq_f32(v, t1);
    do { int32x4_t vcc_ni = where; float32x4_t vcc_nv = t2; float32_t *vcc_np = (float32_t *)(out); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
}

/* vcc: function at memory.c:65 vector variant _ZGVnM4uvv_put_half of `put_half`: VL 4, masked, out uniform, where vector, v vector */
void _ZGVnM4uvv_put_half(float *out, int32x4_t where, float32x4_t v, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    float32x4_t t2 = vdupq_n_f32(0.5f);
    float32x4_t t3 = vmulq_f32(v, t2);
    do { int32x4_t vcc_ni = where; uint32x4_t vcc_nm = t1; float32x4_t vcc_nv = t3; float32_t *vcc_np = (float32_t *)(out); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
}

void _ZGVdN8uul_pairs(const float *, float *, int);
void _ZGVdN8uul_pairs_late(const float *, float *, int);
void _ZGVdN8ul_pairs_store(int *, int);
void _ZGVdM8uul_pairs_masked(const int *, int *, int, v8i);
void _ZGVdN8uuul_compare_swap(unsigned *, int, int, int);
void _ZGVdM8uuul_compare_swap(unsigned *, int, int, int, v8i);
void _ZGVdN8uvv_put_half(float *, v8i, v8f);
void _ZGVdM8uvv_put_half(float *, v8i, v8f, v8i);

#define N 32

int main(void) {
    float *in = malloc(2 * 16 * sizeof(float)), *late = malloc((2 * 16 + 1) * sizeof(float));
    float *out = malloc(16 * sizeof(float));
    for (int k = 0; k < 32; k++)
        in[k] = (float)(k * 7 % 13) - 0.5f * k;
    for (int k = 0; k < 33; k++)
        late[k] = (float)(k * 5 % 11);
    _ZGVdN8uul_pairs(in, out, 0);
    _ZGVdN8uul_pairs(in, out, 8);
    for (int k = 0; k < 16; k++)
        printf("%g ", out[k]);
    printf("\n");
    _ZGVdN8uul_pairs_late(late, out, 0);
    _ZGVdN8uul_pairs_late(late, out, 8);
    for (int k = 0; k < 16; k++)
        printf("%g ", out[k]);
    printf("\n");
    int *ints = malloc(2 * 16 * sizeof(int)), *iout = malloc(16 * sizeof(int));
    for (int k = 0; k < 32; k++)
        ints[k] = k * 3 - 20;
    _ZGVdN8ul_pairs_store(ints, 8);
    for (int k = 0; k < 32; k++)
        printf("%d ", ints[k]);
    printf("\n");
    for (int k = 0; k < 16; k++)
        iout[k] = -1;
    /* The last lanes off: the elements they would read are past the end of `ints`. */
    int m[8] = {1, 0, 1, 1, 1, 1, 0, 0};
    int *tail = ints + 4;
    _ZGVdM8uul_pairs_masked(tail, iout, 8, TO_VEC(v8i, m));
    _ZGVdM8uul_pairs_masked(ints, iout, 0, TO_VEC(v8i, m));
    for (int k = 0; k < 16; k++)
        printf("%d ", iout[k]);
    printf("\n");
    /* A whole bitonic sort of N keys (every distance, consecutive or not), by the unmasked
       variant, then one stage by the masked one with some lanes off. */
    unsigned *keys = malloc(N * sizeof(unsigned));
    unsigned seed = 12345u;
    for (int k = 0; k < N; k++) {
        seed = seed * 1664525u + 1013904223u;
        keys[k] = seed >> 20;
    }
    for (int stage = 0; stage < 5; stage++)
        for (int pass = 0; pass <= stage; pass++)
            for (int id = 0; id < N / 2; id += 8)
                _ZGVdN8uuul_compare_swap(keys, stage, pass, id);
    for (int k = 0; k < N; k++)
        printf("%u ", keys[k]);
    printf("\n");
    for (int k = 0; k < N; k++)
        keys[k] = (unsigned)(k * 29 % 31);
    int half[8] = {1, 1, 1, 1, 0, 0, 1, 1};
    for (int pass = 0; pass <= 4; pass++)
        for (int id = 0; id < N / 2; id += 8)
            _ZGVdM8uuul_compare_swap(keys, 4, pass, id, TO_VEC(v8i, half));
    for (int k = 0; k < N; k++)
        printf("%u ", keys[k]);
    printf("\n");
    /* Pairs at distances 1, 2 and 4 from ids 4..11 (not a multiple of 8) and 8..15 (up to the
       last element of `keys`): the lanes are blocks of `d` every `2d` (two window loads, and
       on AVX-512 masked stores); the scalar function does the same ids on a copy. */
    unsigned *copy = malloc(N * sizeof(unsigned));
    for (int dist = 0; dist < 3; dist++)
        for (int start = 4; start <= 8; start += 4) {
            for (int k = 0; k < N; k++)
                keys[k] = copy[k] = (unsigned)(k * 17 % 23);
            _ZGVdN8uuul_compare_swap(keys, 3, 3 - dist, start);
            for (int id = start; id < start + 8; id++)
                compare_swap(copy, 3, 3 - dist, id);
            for (int k = 0; k < N; k++)
                printf("%u%s", keys[k], keys[k] == copy[k] ? " " : "! ");
            printf("\n");
        }
    free(copy);
    float *put = malloc(16 * sizeof(float));
    for (int k = 0; k < 16; k++)
        put[k] = -1.0f;
    int where[8] = {15, 0, 7, 3, 3, 9, 12, 1}, where2[8] = {2, 2, 15, 4, 5, 0, 6, 8};
    float vals[8] = {1.5f, 2.0f, -3.0f, 4.25f, 5.0f, 6.0f, 7.5f, 8.0f};
    float vals2[8] = {10.0f, 11.0f, 12.0f, 13.0f, 14.0f, 15.0f, 16.0f, 17.0f};
    int some[8] = {1, 0, 1, 0, 1, 1, 0, 1};
    _ZGVdN8uvv_put_half(put, TO_VEC(v8i, where), TO_VEC(v8f, vals));
    _ZGVdM8uvv_put_half(put, TO_VEC(v8i, where2), TO_VEC(v8f, vals2), TO_VEC(v8i, some));
    for (int k = 0; k < 16; k++)
        printf("%g ", put[k]);
    printf("\n");
    free(put);
    free(in);
    free(late);
    free(out);
    free(ints);
    free(iout);
    free(keys);
    return 0;
}
