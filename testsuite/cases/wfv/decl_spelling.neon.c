/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

float32x4_t _ZGVnN4l4a16u_bump(float *p, float k);
int32x4_t _ZGVnM4ul3v_tap(const int *w, int i, int32x4_t x, int32x4_t mask);
float64x2_t _ZGVnN2uls2u_pick(const double *base, long j, long s);
float64x2_t _ZGVnM2uls2u_pick(const double *base, long j, long s, float64x2_t mask);
/* vcc's own spelling of the annotations, `__decl-vec-function(...)` and `#pragma simd
   vec-function`, which vcc reads under -DVCC_ANNOTATIONS (the flags below) and gcc never sees:
   uniform, linear with the default step, a constant step and a step held in a uniform
   parameter, alignment, mask, nomask and neither. `alignment(p)` on the linear pointer of `bump`
   promises that the vector variant's `p` (lane 0's) is aligned to the vector, so its consecutive
   load and store are aligned ones; main passes it 32-byte aligned pointers (aligned_alloc).
   main calls the variants by their ABI names: in the original, built without vcc, those are
   decl_spelling.lib.c's weak per-lane definitions, which call the scalar function for each
   active lane; in the programs built from vcc's output, vcc's variants replace them. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: flags -DVCC_ANNOTATIONS */
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 1 */

#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(k), linear(p), alignment(p), nomask) */
#endif
float bump(float *p, float k) {
    float v = p[0];
    p[0] = v * k + 1.0f;
    return v - k;
}

/* vcc: function at decl_spelling.c:21 vector variant _ZGVnN4l4a16u_bump of `bump`: VL 4, unmasked, p linear step 1 aligned 16, k uniform */
float32x4_t _ZGVnN4l4a16u_bump(float *p, float k) {
    float *t1 = p + 0;
    float32x4_t t2 = vld1q_f32(t1);
    float32x4_t t3 = vdupq_n_f32(k);
    float32x4_t t4 = vmulq_f32(t2, t3);
    float32x4_t t5 = vdupq_n_f32(1.0f);
    float32x4_t t6 = vaddq_f32(t4, t5);
    vst1q_f32(t1, t6);
    float32x4_t t7 = vdupq_n_f32(k);
    float32x4_t t8 = vsubq_f32(t2, t7);
    return t8;
}

/* Every third element (a strided gather), only the masked variant, with a varying branch. */
#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(w), linear(i:3), mask) */
#endif
int tap(const int *w, int i, int x) {
    if (x > 0)
        return w[i] * x;
    return w[i + 1] - x;
}

/* vcc: function at decl_spelling.c:31 vector variant _ZGVnM4ul3v_tap of `tap`: VL 4, masked, w uniform, i linear step 3, x vector */
int32x4_t _ZGVnM4ul3v_tap(const int *w, int i, int32x4_t x, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t2 = vdupq_n_s32(0);
    uint32x4_t t3 = vcgtq_s32(x, t2);
    uint32x4_t t4 = vandq_u32(t1, t3);
    uint32x4_t t5 = vmvnq_u32(t3);
    uint32x4_t t6 = vandq_u32(t1, t5);
    vcc_v4_long t7 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t8 = t7 + (vcc_v4_long){0L, 3L, 6L, 9L};
    int32x4_t t9 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + (i + 1), t8, (vcc_m4)t6);
    uint32x4_t t10 = vreinterpretq_u32_s32(t9);
    uint32x4_t t11 = vreinterpretq_u32_s32(x);
    uint32x4_t t12 = vsubq_u32(t10, t11);
    int32x4_t t13 = vreinterpretq_s32_u32(t12);
    int32x4_t t14 = vbslq_s32(t6, t13, (int32x4_t)(vcc_v4_int){0});
    vcc_v4_long t15 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t16 = t15 + (vcc_v4_long){0L, 3L, 6L, 9L};
    int32x4_t t17 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + i, t16, (vcc_m4)t4);
    uint32x4_t t18 = vreinterpretq_u32_s32(t17);
    uint32x4_t t19 = vreinterpretq_u32_s32(x);
    uint32x4_t t20 = vmulq_u32(t18, t19);
    int32x4_t t21 = vreinterpretq_s32_u32(t20);
    int32x4_t t22 = vbslq_s32(t4, t21, t14);
    return t22;
}

/* A step held in the uniform parameter `s`; both variants. */
#ifdef VCC_ANNOTATIONS
/* __decl-vec-function(uniform(base, s), linear(j:s)) */
#endif
double pick(const double *base, long j, long s) {
    return base[j] * 0.5 + (double)s;
}

/* vcc: function at decl_spelling.c:41 vector variant _ZGVnN2uls2u_pick of `pick`: VL 2, unmasked, base uniform, j linear step parameter 3, s uniform */
float64x2_t _ZGVnN2uls2u_pick(const double *base, long j, long s) {
    int64x2_t t1 = vdupq_n_s64(0L);
    int64x2_t t2 = vdupq_n_s64(1L * s);
    int64x2_t t3 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t2);
    int64x2_t t4 = vaddq_s64(t1, t3);
    float64x2_t t5 = ({ int64x2_t vcc_ni = t4; const float64_t *vcc_np = (const float64_t *)(base + j); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
    float64x2_t t6 = vdupq_n_f64(0.5);
    float64x2_t t7 = vmulq_f64(t5, t6);
    float64x2_t t8 = vdupq_n_f64((double)s);
    float64x2_t t9 = vaddq_f64(t7, t8);
    return t9;
}

/* vcc: function at decl_spelling.c:41 vector variant _ZGVnM2uls2u_pick of `pick`: VL 2, masked, base uniform, j linear step parameter 3, s uniform */
float64x2_t _ZGVnM2uls2u_pick(const double *base, long j, long s, float64x2_t mask) {
    uint64x2_t t1 = (uint64x2_t)(vcc_m2)((vcc_v2_double)mask != (vcc_v2_double){0});
    int64x2_t t2 = vdupq_n_s64(0L);
    int64x2_t t3 = vdupq_n_s64(1L * s);
    int64x2_t t4 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t3);
    int64x2_t t5 = vaddq_s64(t2, t4);
    float64x2_t t6 = ({ int64x2_t vcc_ni = t5; uint64x2_t vcc_nm = t1; const float64_t *vcc_np = (const float64_t *)(base + j); float64x2_t vcc_nr = vdupq_n_f64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
    float64x2_t t7 = vdupq_n_f64(0.5);
    float64x2_t t8 = vmulq_f64(t6, t7);
    float64x2_t t9 = vdupq_n_f64((double)s);
    float64x2_t t10 = vaddq_f64(t8, t9);
    float64x2_t t11 = vbslq_f64(t1, t10, (float64x2_t)(vcc_v2_double){0});
    return t11;
}

/* A call under a condition in a `#pragma simd vec-function` loop: the masked variant of `tap`,
   its linear argument `3 * k` passed as lane 0's value. */
void taps(int *out, const int *w, const int *x, int n) {
    int t9;
    int k;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)out - (unsigned long)x);
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 32L)))) {
        long t5 = t1 & -8L;
        long k_vec_1 = 0L;
        /* vcc: loop at decl_spelling.c:51 vectorized: VF 4, UF 2, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t x_v = vld1q_s32(x + k_vec_1);
            uint32x4_t t6 = vmvnq_u32(vceqq_s32(x_v, vdupq_n_s32(0)));
            int t7 = 3 * (int)k_vec_1;
            int32x4_t t8 = vbslq_s32(t6, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t25 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t8 != (vcc_v4_int){0});
            int32x4_t t26 = vdupq_n_s32(0);
            uint32x4_t t27 = vcgtq_s32(x_v, t26);
            uint32x4_t t28 = vandq_u32(t25, t27);
            uint32x4_t t29 = vmvnq_u32(t27);
            uint32x4_t t30 = vandq_u32(t25, t29);
            vcc_v4_long t31 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t32 = t31 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t33 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + (t7 + 1), t32, (vcc_m4)t30);
            uint32x4_t t34 = vreinterpretq_u32_s32(t33);
            uint32x4_t t35 = vreinterpretq_u32_s32(x_v);
            uint32x4_t t36 = vsubq_u32(t34, t35);
            int32x4_t t37 = vreinterpretq_s32_u32(t36);
            int32x4_t t38 = vbslq_s32(t30, t37, (int32x4_t)(vcc_v4_int){0});
            vcc_v4_long t39 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t40 = t39 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t41 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + t7, t40, (vcc_m4)t28);
            uint32x4_t t42 = vreinterpretq_u32_s32(t41);
            uint32x4_t t43 = vreinterpretq_u32_s32(x_v);
            uint32x4_t t44 = vmulq_u32(t42, t43);
            int32x4_t t45 = vreinterpretq_s32_u32(t44);
            int32x4_t t46 = vbslq_s32(t28, t45, t38);
            do { uint32x4_t vcc_nm = t6; int32x4_t vcc_nv = t46; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)k_vec_1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t21 = k_vec_1 + 4L;
            int32x4_t x_v_2 = vld1q_s32(x + t21);
            uint32x4_t t22 = vmvnq_u32(vceqq_s32(x_v_2, vdupq_n_s32(0)));
            int t23 = 3 * (int)t21;
            int32x4_t t24 = vbslq_s32(t22, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t69 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t24 != (vcc_v4_int){0});
            int32x4_t t70 = vdupq_n_s32(0);
            uint32x4_t t71 = vcgtq_s32(x_v_2, t70);
            uint32x4_t t72 = vandq_u32(t69, t71);
            uint32x4_t t73 = vmvnq_u32(t71);
            uint32x4_t t74 = vandq_u32(t69, t73);
            vcc_v4_long t75 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t76 = t75 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t77 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + (t23 + 1), t76, (vcc_m4)t74);
            uint32x4_t t78 = vreinterpretq_u32_s32(t77);
            uint32x4_t t79 = vreinterpretq_u32_s32(x_v_2);
            uint32x4_t t80 = vsubq_u32(t78, t79);
            int32x4_t t81 = vreinterpretq_s32_u32(t80);
            int32x4_t t82 = vbslq_s32(t74, t81, (int32x4_t)(vcc_v4_int){0});
            vcc_v4_long t83 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t84 = t83 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t85 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + t23, t84, (vcc_m4)t72);
            uint32x4_t t86 = vreinterpretq_u32_s32(t85);
            uint32x4_t t87 = vreinterpretq_u32_s32(x_v_2);
            uint32x4_t t88 = vmulq_u32(t86, t87);
            int32x4_t t89 = vreinterpretq_s32_u32(t88);
            int32x4_t t90 = vbslq_s32(t72, t89, t82);
            do { uint32x4_t vcc_nm = t22; int32x4_t vcc_nv = t90; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)t21 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            k_vec_1 += 8L;
            if (k_vec_1 >= t5) {
                t9 = (int)t5;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)x;
    long t13 = (long)((unsigned long)out + (unsigned long)((long)t9 * 4L) - ((unsigned long)x + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 4L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 16L)))) {
        long t14 = t10 & -4L;
        long k_vec = 0L;
        /* vcc: loop at decl_spelling.c:51 vector epilogue: VF 4, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t15 = (long)t9 + k_vec;
            int32x4_t x_v_1 = vld1q_s32(x + t15);
            uint32x4_t t16 = vmvnq_u32(vceqq_s32(x_v_1, vdupq_n_s32(0)));
            int t17 = 3 * (int)t15;
            int32x4_t t18 = vbslq_s32(t16, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t47 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t18 != (vcc_v4_int){0});
            int32x4_t t48 = vdupq_n_s32(0);
            uint32x4_t t49 = vcgtq_s32(x_v_1, t48);
            uint32x4_t t50 = vandq_u32(t47, t49);
            uint32x4_t t51 = vmvnq_u32(t49);
            uint32x4_t t52 = vandq_u32(t47, t51);
            vcc_v4_long t53 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t54 = t53 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t55 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + (t17 + 1), t54, (vcc_m4)t52);
            uint32x4_t t56 = vreinterpretq_u32_s32(t55);
            uint32x4_t t57 = vreinterpretq_u32_s32(x_v_1);
            uint32x4_t t58 = vsubq_u32(t56, t57);
            int32x4_t t59 = vreinterpretq_s32_u32(t58);
            int32x4_t t60 = vbslq_s32(t52, t59, (int32x4_t)(vcc_v4_int){0});
            vcc_v4_long t61 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t62 = t61 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t63 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + t17, t62, (vcc_m4)t50);
            uint32x4_t t64 = vreinterpretq_u32_s32(t63);
            uint32x4_t t65 = vreinterpretq_u32_s32(x_v_1);
            uint32x4_t t66 = vmulq_u32(t64, t65);
            int32x4_t t67 = vreinterpretq_s32_u32(t66);
            int32x4_t t68 = vbslq_s32(t50, t67, t60);
            do { uint32x4_t vcc_nm = t16; int32x4_t vcc_nv = t68; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)t15 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            k_vec += 4L;
            if (k_vec >= t14) {
                k = (int)((long)t9 + t14);
                break;
            }
        }
    } else {
        k = t9;
    }
    for (; k < n; k++) {
        long t19 = (long)k;
        int t20 = x[t19];
        if (t20 != 0) {
            out[t19] = tap(w, 3 * k, t20);
        }
    }
}

v8f _ZGVdN8l4a32u_bump(float *, float);
v8i _ZGVdM8ul3v_tap(const int *, int, v8i, v8i);
v4d _ZGVdN4uls2u_pick(const double *, long, long);
v4d _ZGVdM4uls2u_pick(const double *, long, long, v4d);

int main(void) {
    /* bump: scalar on one aligned buffer, the variant on another, 32-byte aligned at +0 and +8. */
    float *ps = aligned_alloc(32, 24 * sizeof(float)), *pv = aligned_alloc(32, 24 * sizeof(float));
    for (int k = 0; k < 24; k++)
        ps[k] = pv[k] = k * 0.75f - 4;
    for (int at = 0; at <= 8; at += 8) {
        for (int l = 0; l < 8; l++)
            printf("%g ", bump(ps + at + l, 1.5f));
        printf("\n");
        print8f("bump N", _ZGVdN8l4a32u_bump(pv + at, 1.5f), NULL);
    }
    for (int k = 0; k < 24; k++)
        printf("%g%s", pv[k], ps[k] == pv[k] ? " " : "! ");
    printf("\n");

    /* tap, masked: lane 7, inactive, would read w[24], past the end of w. */
    int *w = malloc(24 * sizeof(int));
    for (int k = 0; k < 24; k++)
        w[k] = k * k - 40;
    int x[8] = {3, -2, 0, 7, -9, 1, 5, -1}, m[8] = {-1, -1, 0, -1, -1, 0, -1, 0};
    for (int l = 0; l < 8; l++)
        if (m[l])
            printf("%d ", tap(w, 2 + 3 * l, x[l]));
    printf("\n");
    print8i("tap M", _ZGVdM8ul3v_tap(w, 2, TO_VEC(v8i, x), TO_VEC(v8i, m)), m);

    /* pick: a step of 5 elements held in `s`. */
    double *base = malloc(32 * sizeof(double)), d[4];
    for (int k = 0; k < 32; k++)
        base[k] = k * 1.25;
    for (int l = 0; l < 4; l++)
        printf("%g ", pick(base, 4 + 5 * l, 5));
    printf("\n");
    FROM_VEC(d, _ZGVdN4uls2u_pick(base, 4, 5));
    printf("pick N %g %g %g %g\n", d[0], d[1], d[2], d[3]);
    double dm[4] = {1, 0, 0, 1};
    FROM_VEC(d, _ZGVdM4uls2u_pick(base, 9, 5, TO_VEC(v4d, dm)));
    printf("pick M %g %g\n", d[0], d[3]);

    /* The loop over several counts, exact-size arrays. */
    int sizes[] = {0, 1, 7, 8, 9, 17, 40};
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int n = sizes[s];
        int *ww = malloc((3 * n + 1) * sizeof(int)), *xs = malloc((n + 1) * sizeof(int)), *out = malloc((n + 1) * sizeof(int));
        for (int k = 0; k < 3 * n + 1; k++)
            ww[k] = (k * 7) % 23 - 11;
        for (int k = 0; k < n; k++) {
            xs[k] = (k * 5) % 7 - 3;
            out[k] = -k;
        }
        taps(out, ww, xs, n);
        unsigned long sum = 0;
        for (int k = 0; k < n; k++)
            sum = sum * 31 + (unsigned)out[k];
        printf("n=%d %lu\n", n, sum);
        free(ww);
        free(xs);
        free(out);
    }
    free(ps);
    free(pv);
    free(w);
    free(base);
    return 0;
}
