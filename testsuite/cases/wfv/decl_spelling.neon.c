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
    int t8;
    int k;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -8L;
        long k_vec_1 = 0L;
        /* vcc: loop at decl_spelling.c:51 vectorized: VF 4, UF 2, run-time check: `out` and `x` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t x_v = vld1q_s32(x + k_vec_1);
            uint32x4_t t5 = vmvnq_u32(vceqq_s32(x_v, vdupq_n_s32(0)));
            int t6 = 3 * (int)k_vec_1;
            int32x4_t t7 = vbslq_s32(t5, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t23 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t7 != (vcc_v4_int){0});
            int32x4_t t24 = vdupq_n_s32(0);
            uint32x4_t t25 = vcgtq_s32(x_v, t24);
            uint32x4_t t26 = vandq_u32(t23, t25);
            uint32x4_t t27 = vmvnq_u32(t25);
            uint32x4_t t28 = vandq_u32(t23, t27);
            vcc_v4_long t29 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t30 = t29 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t31 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + (t6 + 1), t30, (vcc_m4)t28);
            uint32x4_t t32 = vreinterpretq_u32_s32(t31);
            uint32x4_t t33 = vreinterpretq_u32_s32(x_v);
            uint32x4_t t34 = vsubq_u32(t32, t33);
            int32x4_t t35 = vreinterpretq_s32_u32(t34);
            int32x4_t t36 = vbslq_s32(t28, t35, (int32x4_t)(vcc_v4_int){0});
            vcc_v4_long t37 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t38 = t37 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t39 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + t6, t38, (vcc_m4)t26);
            uint32x4_t t40 = vreinterpretq_u32_s32(t39);
            uint32x4_t t41 = vreinterpretq_u32_s32(x_v);
            uint32x4_t t42 = vmulq_u32(t40, t41);
            int32x4_t t43 = vreinterpretq_s32_u32(t42);
            int32x4_t t44 = vbslq_s32(t26, t43, t36);
            do { uint32x4_t vcc_nm = t5; int32x4_t vcc_nv = t44; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)k_vec_1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t19 = k_vec_1 + 4L;
            int32x4_t x_v_2 = vld1q_s32(x + t19);
            uint32x4_t t20 = vmvnq_u32(vceqq_s32(x_v_2, vdupq_n_s32(0)));
            int t21 = 3 * (int)t19;
            int32x4_t t22 = vbslq_s32(t20, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t67 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t22 != (vcc_v4_int){0});
            int32x4_t t68 = vdupq_n_s32(0);
            uint32x4_t t69 = vcgtq_s32(x_v_2, t68);
            uint32x4_t t70 = vandq_u32(t67, t69);
            uint32x4_t t71 = vmvnq_u32(t69);
            uint32x4_t t72 = vandq_u32(t67, t71);
            vcc_v4_long t73 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t74 = t73 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t75 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + (t21 + 1), t74, (vcc_m4)t72);
            uint32x4_t t76 = vreinterpretq_u32_s32(t75);
            uint32x4_t t77 = vreinterpretq_u32_s32(x_v_2);
            uint32x4_t t78 = vsubq_u32(t76, t77);
            int32x4_t t79 = vreinterpretq_s32_u32(t78);
            int32x4_t t80 = vbslq_s32(t72, t79, (int32x4_t)(vcc_v4_int){0});
            vcc_v4_long t81 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t82 = t81 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t83 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + t21, t82, (vcc_m4)t70);
            uint32x4_t t84 = vreinterpretq_u32_s32(t83);
            uint32x4_t t85 = vreinterpretq_u32_s32(x_v_2);
            uint32x4_t t86 = vmulq_u32(t84, t85);
            int32x4_t t87 = vreinterpretq_s32_u32(t86);
            int32x4_t t88 = vbslq_s32(t70, t87, t80);
            do { uint32x4_t vcc_nm = t20; int32x4_t vcc_nv = t88; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)t19 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            k_vec_1 += 8L;
            if (k_vec_1 >= t4) {
                t8 = (int)t4;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)x;
    if ((t9 >= 4L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))))) {
        long t12 = t9 & -4L;
        long k_vec = 0L;
        /* vcc: loop at decl_spelling.c:51 vector epilogue: VF 4, UF 1, run-time check: `out` and `x` do not overlap, scalar epilogue */
        for (;;) {
            long t13 = (long)t8 + k_vec;
            int32x4_t x_v_1 = vld1q_s32(x + t13);
            uint32x4_t t14 = vmvnq_u32(vceqq_s32(x_v_1, vdupq_n_s32(0)));
            int t15 = 3 * (int)t13;
            int32x4_t t16 = vbslq_s32(t14, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t45 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t16 != (vcc_v4_int){0});
            int32x4_t t46 = vdupq_n_s32(0);
            uint32x4_t t47 = vcgtq_s32(x_v_1, t46);
            uint32x4_t t48 = vandq_u32(t45, t47);
            uint32x4_t t49 = vmvnq_u32(t47);
            uint32x4_t t50 = vandq_u32(t45, t49);
            vcc_v4_long t51 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t52 = t51 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t53 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + (t15 + 1), t52, (vcc_m4)t50);
            uint32x4_t t54 = vreinterpretq_u32_s32(t53);
            uint32x4_t t55 = vreinterpretq_u32_s32(x_v_1);
            uint32x4_t t56 = vsubq_u32(t54, t55);
            int32x4_t t57 = vreinterpretq_s32_u32(t56);
            int32x4_t t58 = vbslq_s32(t50, t57, (int32x4_t)(vcc_v4_int){0});
            vcc_v4_long t59 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t60 = t59 + (vcc_v4_long){0L, 3L, 6L, 9L};
            int32x4_t t61 = (int32x4_t)vcc_gather_masked(vcc_v4_int, w + t15, t60, (vcc_m4)t48);
            uint32x4_t t62 = vreinterpretq_u32_s32(t61);
            uint32x4_t t63 = vreinterpretq_u32_s32(x_v_1);
            uint32x4_t t64 = vmulq_u32(t62, t63);
            int32x4_t t65 = vreinterpretq_s32_u32(t64);
            int32x4_t t66 = vbslq_s32(t48, t65, t58);
            do { uint32x4_t vcc_nm = t14; int32x4_t vcc_nv = t66; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)t13 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            k_vec += 4L;
            if (k_vec >= t12) {
                k = (int)((long)t8 + t12);
                break;
            }
        }
    } else {
        k = t8;
    }
    for (; k < n; k++) {
        long t17 = (long)k;
        int t18 = x[t17];
        if (t18 != 0) {
            out[t17] = tap(w, 3 * k, t18);
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
