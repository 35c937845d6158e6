/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* Innermost loops with arrays private to their iterations, indexed at run time (so not made
   scalars): named in `#pragma omp simd private(...)`, or declared in the loop body (private by
   C's scoping). The body is outlined as a function of the loop's index, the function-level
   vectorizer gives each lane a copy of the array (per-lane stack slots, interleaved: an index
   that differs per lane is a gather or scatter, under the mask of the block it is in), and the
   variant is spliced back as the vector loop; the original loop stays as the scalar epilogue.
   Every kernel reads only elements its iteration wrote (or initialized), so the results do not
   depend on what another iteration left in the array, and the hashes differ when a lane reads
   another lane's copy. Without a pragma, a loop that stores to its array at a per-lane index
   stays scalar (scatters do not pay), as does a loop with a sum (no outer-loop reductions).
   An array used after the loop is not private to it, and one whose address is passed to a
   call cannot be copied per lane: those loops stay scalar too, with the reason in the
   remarks. */
#include "harness.h"
/* vcc-test: expect-vectorized 5 */

/* Written at a constant and at a data-dependent index, read at both, in the same iteration. */
void ring_private(int n, int *restrict y, const int *restrict x, const int *restrict idx) {
    int t[4];
    int t_1[16] __attribute__((aligned(16)));
    int i;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:21 vectorized: VF 4, its body as a vector function of the index, a copy per lane of the private array `t`, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        long t5 = (long)i_1;
        const int *t6 = x + t5;
        int32x4_t t7 = vld1q_s32(t6);
        vst1q_s32(t_1 + 0, t7);
        int32x4_t t8 = vld1q_s32(t6);
        int32x4_t t9 = vdupq_n_s32(3);
        int32x4_t t10 = vmulq_s32(t8, t9);
        vst1q_s32(t_1 + 4, t10);
        int32x4_t t11 = vld1q_s32(t6);
        int32x4_t t12 = vdupq_n_s32(7);
        int32x4_t t13 = vsubq_s32(t11, t12);
        vst1q_s32(t_1 + 8, t13);
        int32x4_t t14 = vdupq_n_s32(i_1);
        int32x4_t t15 = vaddq_s32(t14, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        vst1q_s32(t_1 + 12, t15);
        const int *t16 = idx + t5;
        int32x4_t t17 = vld1q_s32(t16);
        int32x4_t t18 = vandq_s32(t17, t9);
        int32x4_t t19 = vld1q_s32(t6);
        int32x4_t t20 = vdupq_n_s32(100);
        int32x4_t t21 = vaddq_s32(t19, t20);
        int32x4_t t22 = vdupq_n_s32(4);
        int32x4_t t23 = vmulq_s32(t18, t22);
        int32x4_t t24 = vaddq_s32(t23, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        do { int32x4_t vcc_ni = t24; int32x4_t vcc_nv = t21; int32_t *vcc_np = (int32_t *)(t_1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
        int32x4_t t25 = vld1q_s32(t16);
        int32x4_t t26 = vdupq_n_s32(2);
        int32x4_t t27 = vshlq_s32(t25, vnegq_s32(t26));
        int32x4_t t28 = vandq_s32(t27, t9);
        int32x4_t t29 = vmulq_s32(t28, t22);
        int32x4_t t30 = vaddq_s32(t29, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        int32x4_t t31 = ({ int32x4_t vcc_ni = t30; const int32_t *vcc_np = (const int32_t *)(t_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
        int32x4_t t32 = vmulq_s32(t31, t26);
        int32x4_t t33 = vandq_s32(t25, t9);
        int32x4_t t34 = vmulq_s32(t33, t22);
        int32x4_t t35 = vaddq_s32(t34, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        int32x4_t t36 = ({ int32x4_t vcc_ni = t35; const int32_t *vcc_np = (const int32_t *)(t_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
        int32x4_t t37 = vaddq_s32(t32, t36);
        int32x4_t t38 = vld1q_s32(t_1 + 0);
        int32x4_t t39 = vsubq_s32(t37, t38);
        vst1q_s32(y + t5, t39);
    }
    for (; i < n; i++) {
        long t1 = (long)i;
        const int *t2 = x + t1;
        t[0] = *t2;
        t[1] = *t2 * 3;
        t[2] = *t2 - 7;
        t[3] = i;
        const int *t3 = idx + t1;
        t[*t3 & 3] = *t2 + 100;
        int t4 = *t3;
        y[t1] = t[(t4 >> 2) & 3] * 2 + t[t4 & 3] - t[0];
    }
}

/* Declared (and initialized) in the body, no pragma: a lookup table read at data-dependent
   indices. */
void body_lookup(int n, float *restrict y, const float *restrict x, const unsigned char *restrict sel) {
    float w[3];
    float w_1[12] __attribute__((aligned(16)));
    int i;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:34 vectorized: VF 4, its body as a vector function of the index, a copy per lane of the private array `w`, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        long t4 = (long)i_1;
        const float *t5 = x + t4;
        float32x4_t t6 = vld1q_f32(t5);
        vst1q_f32(w_1 + 0, t6);
        float32x4_t t7 = vld1q_f32(t5);
        float32x4_t t8 = vdupq_n_f32(0.5f);
        float32x4_t t9 = vmulq_f32(t7, t8);
        vst1q_f32(w_1 + 4, t9);
        float32x4_t t10 = vld1q_f32(t5);
        float32x4_t t11 = vdupq_n_f32(1.0f);
        float32x4_t t12 = vsubq_f32(t11, t10);
        vst1q_f32(w_1 + 8, t12);
        vcc_v4_uchar t13 = vcc_load(vcc_v4_uchar, sel + t4);
        int32x4_t t14 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(t13, vcc_v4_ushort), vcc_v4_int);
        int32x4_t t15 = vdupq_n_s32(3);
        int32x4_t t16 = (int32x4_t)((vcc_v4_int)t14 % (vcc_v4_int)t15);
        int32x4_t t17 = vdupq_n_s32(4);
        int32x4_t t18 = vmulq_s32(t16, t17);
        int32x4_t t19 = vaddq_s32(t18, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        float32x4_t t20 = ({ int32x4_t vcc_ni = t19; const float32_t *vcc_np = (const float32_t *)(w_1); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
        int32x4_t t21 = vdupq_n_s32(1);
        int32x4_t t22 = vaddq_s32(t14, t21);
        int32x4_t t23 = (int32x4_t)((vcc_v4_int)t22 % (vcc_v4_int)t15);
        int32x4_t t24 = vmulq_s32(t23, t17);
        int32x4_t t25 = vaddq_s32(t24, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        float32x4_t t26 = ({ int32x4_t vcc_ni = t25; const float32_t *vcc_np = (const float32_t *)(w_1); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
        float32x4_t t27 = vdupq_n_f32(0.25f);
        float32x4_t t28 = vmulq_f32(t26, t27);
        float32x4_t t29 = vaddq_f32(t20, t28);
        vst1q_f32(y + t4, t29);
    }
    for (; i < n; i++) {
        long t1 = (long)i;
        const float *t2 = x + t1;
        w[0] = *t2;
        w[1] = *t2 * 0.5f;
        w[2] = 1.0f - *t2;
        int t3 = (int)sel[t1];
        y[t1] = w[t3 % 3] + w[(t3 + 1) % 3] * 0.25f;
    }
}

/* Elements written under a per-lane condition, read both under it and after it: each read
   element was written on the path the iteration took. */
void cond_write(int n, short *restrict y, const short *restrict x, const int *restrict idx) {
    short h[8];
    short h_1[32] __attribute__((aligned(8)));
    int16x4_t t1;
    int16x4_t t3;
    int i;
    short t10;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:45 vectorized: VF 4, its body as a vector function of the index, a copy per lane of the private array `h`, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        long t11 = (long)i_1;
        int32x4_t t12 = vld1q_s32(idx + t11);
        int32x4_t t13 = vdupq_n_s32(7);
        int32x4_t t14 = vandq_s32(t12, t13);
        int16x4_t t15 = vdup_n_s16((short)1);
        int32x4_t t16 = vdupq_n_s32(4);
        int32x4_t t17 = vmulq_s32(t14, t16);
        int32x4_t t18 = vaddq_s32(t17, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        vcc_scatter(h_1, (vcc_v4_int)t18, (vcc_v4_short)t15);
        int32x4_t t19 = vsubq_s32(t13, t14);
        int16x4_t t20 = vdup_n_s16((short)2);
        int32x4_t t21 = vmulq_s32(t19, t16);
        int32x4_t t22 = vaddq_s32(t21, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        vcc_scatter(h_1, (vcc_v4_int)t22, (vcc_v4_short)t20);
        int16x4_t t23 = vld1_s16(x + t11);
        int32x4_t t24 = vmovl_s16(t23);
        int32x4_t t25 = vdupq_n_s32(0);
        uint32x4_t t26 = vcgtq_s32(t24, t25);
        uint32x4_t t2 = vmvnq_u32(t26);
        if ((vmaxvq_u32(t2) != 0)) {
            int16x4_t t27 = (int16x4_t)vcc_gather_masked(vcc_v4_short, h_1, (vcc_v4_int)t18, (vcc_m4)t2);
            int16x4_t t28 = (int16x4_t)vcc_gather_masked(vcc_v4_short, h_1, (vcc_v4_int)t22, (vcc_m4)t2);
            int32x4_t t29 = vmovl_s16(t28);
            int32x4_t t30 = vdupq_n_s32(3);
            uint32x4_t t31 = vreinterpretq_u32_s32(t29);
            uint32x4_t t32 = vreinterpretq_u32_s32(t30);
            uint32x4_t t33 = vmulq_u32(t31, t32);
            int32x4_t t34 = vreinterpretq_s32_u32(t33);
            int32x4_t t35 = vmovl_s16(t27);
            uint32x4_t t36 = vreinterpretq_u32_s32(t35);
            uint32x4_t t37 = vreinterpretq_u32_s32(t34);
            uint32x4_t t38 = vaddq_u32(t36, t37);
            int32x4_t t39 = vreinterpretq_s32_u32(t38);
            uint32x4_t t40 = vreinterpretq_u32_s32(t39);
            uint32x4_t t41 = vreinterpretq_u32_s32(t24);
            uint32x4_t t42 = vaddq_u32(t40, t41);
            int32x4_t t43 = vreinterpretq_s32_u32(t42);
            t1 = vmovn_s32(t43);
        } else {
            t1 = (int16x4_t)(vcc_v4_short){0};
            t2 = (uint32x4_t)(vcc_m4){0};
        }
        if ((vmaxvq_u32(t26) != 0)) {
            int32x4_t t44 = vdupq_n_s32(3);
            uint32x4_t t45 = vreinterpretq_u32_s32(t24);
            uint32x4_t t46 = vreinterpretq_u32_s32(t44);
            uint32x4_t t47 = vmulq_u32(t45, t46);
            int32x4_t t48 = vreinterpretq_s32_u32(t47);
            int16x4_t t49 = vmovn_s32(t48);
            vcc_scatter_masked(h_1, (vcc_v4_int)t18, (vcc_v4_short)t49, (vcc_m4)t26);
            int32x4_t t50 = vdupq_n_s32(1);
            uint32x4_t t51 = vreinterpretq_u32_s32(t14);
            uint32x4_t t52 = vreinterpretq_u32_s32(t50);
            uint32x4_t t53 = vaddq_u32(t51, t52);
            int32x4_t t54 = vreinterpretq_s32_u32(t53);
            int32x4_t t55 = vandq_s32(t54, t13);
            int16x4_t t56 = (int16x4_t)vcc_load_masked(vcc_v4_short, (const short *)((unsigned long)x + (unsigned long)t11 * 2UL), (vcc_m4)t26);
            int32x4_t t57 = vmovl_s16(t56);
            uint32x4_t t58 = vreinterpretq_u32_s32(t57);
            uint32x4_t t59 = vsubq_u32(vdupq_n_u32(0), t58);
            int32x4_t t60 = vreinterpretq_s32_u32(t59);
            int16x4_t t61 = vmovn_s32(t60);
            int32x4_t t62 = vmulq_s32(t55, t16);
            int32x4_t t63 = vaddq_s32(t62, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            vcc_scatter_masked(h_1, (vcc_v4_int)t63, (vcc_v4_short)t61, (vcc_m4)t26);
            int16x4_t t64 = (int16x4_t)vcc_gather_masked(vcc_v4_short, h_1, (vcc_v4_int)t18, (vcc_m4)t26);
            int16x4_t t65 = (int16x4_t)vcc_gather_masked(vcc_v4_short, h_1, (vcc_v4_int)t63, (vcc_m4)t26);
            int32x4_t t66 = vmovl_s16(t65);
            int32x4_t t67 = vdupq_n_s32(5);
            uint32x4_t t68 = vreinterpretq_u32_s32(t66);
            uint32x4_t t69 = vreinterpretq_u32_s32(t67);
            uint32x4_t t70 = vmulq_u32(t68, t69);
            int32x4_t t71 = vreinterpretq_s32_u32(t70);
            int32x4_t t72 = vmovl_s16(t64);
            uint32x4_t t73 = vreinterpretq_u32_s32(t72);
            uint32x4_t t74 = vreinterpretq_u32_s32(t71);
            uint32x4_t t75 = vsubq_u32(t73, t74);
            int32x4_t t76 = vreinterpretq_s32_u32(t75);
            t3 = vmovn_s32(t76);
        } else {
            t3 = (int16x4_t)(vcc_v4_short){0};
        }
        int16x4_t t77 = (int16x4_t)vcc_select(vcc_v4_short, __builtin_convertvector((vcc_m4)t2, vcc_v4_short), (vcc_v4_short)t1, (vcc_v4_short)t3);
        vst1_s16(y + t11, t77);
    }
    while (i < n) {
        long t4 = (long)i;
        int k = idx[t4] & 7;
        short *t5 = &h[k];
        *t5 = (short)1;
        short *t6 = &h[7 - k];
        *t6 = (short)2;
        const short *t7 = x + t4;
        int t8 = (int)*t7;
        if (t8 > 0) {
            *t5 = (short)(t8 * 3);
            short *t9 = &h[(k + 1) & 7];
            *t9 = (short)-(int)*t7;
            t10 = (short)((int)*t5 - (int)*t9 * 5);
        } else {
            t10 = (short)((int)*t5 + (int)*t6 * 3 + t8);
        }
        y[t4] = t10;
        i++;
    }
}

/* A small stack pushed under data-dependent conditions: the depth, and so every index after
   the first push, differs per lane, and stays inside the array in every lane. */
void stack_private(int n, int *restrict y, const int *restrict x) {
    int st[6];
    int st_1[24] __attribute__((aligned(16)));
    int32x4_t t1;
    int32x4_t t3;
    int i;
    int sp;
    int sp_1;
    int sp_2;
    int i_1 = 0;
    /* vcc: loop at inner_private.c:64 vectorized: VF 4, its body as a vector function of the index, a copy per lane of the private array `st`, scalar epilogue */
    for (;; i_1 += 4) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        long t9 = (long)i_1;
        const int *t10 = x + t9;
        int32x4_t t11 = vld1q_s32(t10);
        vst1q_s32(st_1 + 0, t11);
        int32x4_t t12 = vld1q_s32(t10);
        int32x4_t t13 = vdupq_n_s32(1);
        int32x4_t t14 = vandq_s32(t12, t13);
        uint32x4_t t15 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t14 != (vcc_v4_int){0});
        int32x4_t t16 = vdupq_n_s32(3);
        uint32x4_t t17 = vreinterpretq_u32_s32(t12);
        uint32x4_t t18 = vreinterpretq_u32_s32(t16);
        uint32x4_t t19 = vmulq_u32(t17, t18);
        int32x4_t t20 = vreinterpretq_s32_u32(t19);
        do { uint32x4_t vcc_nm = t15; int32x4_t vcc_nv = t20; int32_t *vcc_np = (int32_t *)(st_1 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        int32x4_t t21 = vdupq_n_s32(2);
        int32x4_t t22 = vbslq_s32(t15, t21, t13);
        int32x4_t t23 = vld1q_s32(t10);
        int32x4_t t24 = vandq_s32(t23, t21);
        uint32x4_t t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t24 != (vcc_v4_int){0});
        if ((vmaxvq_u32(t2) != 0)) {
            uint32x4_t t25 = vreinterpretq_u32_s32(t22);
            uint32x4_t t26 = vreinterpretq_u32_s32(t13);
            uint32x4_t t27 = vaddq_u32(t25, t26);
            t1 = vreinterpretq_s32_u32(t27);
            int32x4_t t28 = vdupq_n_s32(5);
            uint32x4_t t29 = vreinterpretq_u32_s32(t23);
            uint32x4_t t30 = vreinterpretq_u32_s32(t28);
            uint32x4_t t31 = vsubq_u32(t29, t30);
            int32x4_t t32 = vreinterpretq_s32_u32(t31);
            int32x4_t t33 = vdupq_n_s32(4);
            int32x4_t t34 = vmulq_s32(t22, t33);
            int32x4_t t35 = vaddq_s32(t34, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            do { int32x4_t vcc_ni = t35; uint32x4_t vcc_nm = t2; int32x4_t vcc_nv = t32; int32_t *vcc_np = (int32_t *)(st_1); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
        } else {
            t1 = (int32x4_t)(vcc_v4_int){0};
            t2 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t36 = vbslq_s32(t2, t1, t22);
        int32x4_t t37 = vld1q_s32(t10);
        int32x4_t t38 = vdupq_n_s32(4);
        int32x4_t t39 = vandq_s32(t37, t38);
        uint32x4_t t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t39 != (vcc_v4_int){0});
        if ((vmaxvq_u32(t4) != 0)) {
            uint32x4_t t40 = vreinterpretq_u32_s32(t36);
            uint32x4_t t41 = vreinterpretq_u32_s32(t13);
            uint32x4_t t42 = vaddq_u32(t40, t41);
            t3 = vreinterpretq_s32_u32(t42);
            int32x4_t t43 = vdupq_n_s32(11 + i_1);
            int32x4_t t44 = vaddq_s32(t43, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t45 = vmulq_s32(t36, t38);
            int32x4_t t46 = vaddq_s32(t45, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            do { int32x4_t vcc_ni = t46; uint32x4_t vcc_nm = t4; int32x4_t vcc_nv = t44; int32_t *vcc_np = (int32_t *)(st_1); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
        } else {
            t3 = (int32x4_t)(vcc_v4_int){0};
            t4 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t47 = vbslq_s32(t4, t3, t36);
        int32x4_t t48 = vsubq_s32(t47, t13);
        int32x4_t t49 = vmulq_s32(t48, t38);
        int32x4_t t50 = vaddq_s32(t49, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        int32x4_t t51 = ({ int32x4_t vcc_ni = t50; const int32_t *vcc_np = (const int32_t *)(st_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
        int32x4_t t52 = vmulq_s32(t51, t21);
        int32x4_t t53 = (int32x4_t)((vcc_v4_int)t47 / (vcc_v4_int)t21);
        int32x4_t t54 = vmulq_s32(t53, t38);
        int32x4_t t55 = vaddq_s32(t54, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        int32x4_t t56 = ({ int32x4_t vcc_ni = t55; const int32_t *vcc_np = (const int32_t *)(st_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
        int32x4_t t57 = vaddq_s32(t52, t56);
        int32x4_t t58 = vld1q_s32(st_1 + 0);
        int32x4_t t59 = vsubq_s32(t57, t58);
        vst1q_s32(y + t9, t59);
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        const int *t6 = x + t5;
        st[0] = *t6;
        int t7 = *t6;
        if (t7 & 1) {
            st[1] = t7 * 3;
            sp = 2;
        } else {
            sp = 1;
        }
        int t8 = *t6;
        if (t8 & 2) {
            st[sp] = t8 - 5;
            sp_1 = sp + 1;
        } else {
            sp_1 = sp;
        }
        if (*t6 & 4) {
            st[sp_1] = 11 + i;
            sp_2 = sp_1 + 1;
        } else {
            sp_2 = sp_1;
        }
        y[t5] = st[sp_2 - 1] * 2 + st[sp_2 / 2] - st[0];
    }
}

/* The pragma loop inside another loop: the array's initializer reads the outer index (a value
   from before the loop, the same in every lane), and the vector loop and its scalar epilogue
   run once per outer iteration. */
void nest_private(int n, int m, int *restrict y, const int *restrict x) {
    int f[4];
    int f_1[16] __attribute__((aligned(16)));
    int i;
    for (int j = 0; j < m; j++) {
        int i_1 = 0;
        /* vcc: loop at inner_private.c:83 vectorized: VF 4, its body as a vector function of the index, a copy per lane of the private array `f`, scalar epilogue */
        for (;; i_1 += 4) {
            if (i_1 >= n) {
                i = i_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)i_1) < 4U) {
                i = i_1;
                break;
            }
            int32x4_t t4 = vdupq_n_s32(j);
            vst1q_s32(f_1 + 0, t4);
            int32x4_t t5 = vdupq_n_s32(1);
            vst1q_s32(f_1 + 4, t5);
            int32x4_t t6 = vdupq_n_s32(2);
            vst1q_s32(f_1 + 8, t6);
            int32x4_t t7 = vdupq_n_s32(3 - j);
            vst1q_s32(f_1 + 12, t7);
            long t8 = (long)i_1;
            const int *t9 = x + t8;
            int32x4_t t10 = vld1q_s32(t9);
            int32x4_t t11 = vdupq_n_s32(3);
            int32x4_t t12 = vandq_s32(t10, t11);
            int32x4_t t13 = vdupq_n_s32(7 + i_1);
            int32x4_t t14 = vaddq_s32(t13, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t15 = vdupq_n_s32(4);
            int32x4_t t16 = vmulq_s32(t12, t15);
            int32x4_t t17 = vaddq_s32(t16, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            do { int32x4_t vcc_ni = t17; int32x4_t vcc_nv = t14; int32_t *vcc_np = (int32_t *)(f_1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int *t18 = y + t8;
            int32x4_t t19 = vld1q_s32(t18);
            int32x4_t t20 = vld1q_s32(t9);
            int32x4_t t21 = vshlq_s32(t20, vnegq_s32(t6));
            int32x4_t t22 = vandq_s32(t21, t11);
            int32x4_t t23 = vmulq_s32(t22, t15);
            int32x4_t t24 = vaddq_s32(t23, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t25 = ({ int32x4_t vcc_ni = t24; const int32_t *vcc_np = (const int32_t *)(f_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t26 = vaddq_s32(t19, t25);
            vst1q_s32(t18, t26);
        }
        for (; i < n; i++) {
            f[0] = j;
            f[1] = 1;
            f[2] = 2;
            f[3] = 3 - j;
            long t1 = (long)i;
            const int *t2 = x + t1;
            f[*t2 & 3] = 7 + i;
            int *t3 = y + t1;
            *t3 = *t3 + f[(*t2 >> 2) & 3];
        }
    }
}

/* Declared in the body, no pragma, and stored at a per-lane index: each lane's copy would be
   written by a scatter, lane by lane, which does not pay; the loop stays scalar. */
void scatter_body(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++) {
        int b[4] = {1, 2, 3, 4};
        b[x[i] & 3] = x[i];
        y[i] = b[0] * b[1] + b[2] - b[3];
    }
}

/* A sum across iterations: the outlined body cannot carry it (no outer-loop reductions), so the
   loop stays scalar, the remark saying so. */
int sum_private(int n, const int *restrict x, const int *restrict idx) {
    int t[4], s = 0;
#pragma omp simd private(t) reduction(+ : s)
    for (int i = 0; i < n; i++) {
        t[0] = x[i];
        t[1] = -x[i];
        t[2] = i;
        t[3] = 5;
        s += t[idx[i] & 3];
    }
    return s;
}

/* `u` is read after the loop: not private to it, kept in memory, the loop stays scalar. */
int used_after(int n, int *restrict y, const int *restrict x) {
    int u[4];
    u[0] = 0;
    u[1] = 0;
    u[2] = 0;
    u[3] = 0;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        const int *t2 = x + t1;
        int t3 = *t2;
        u[t3 & 3] = t3;
        y[t1] = u[*t2 & 3] + 1;
    }
    int32x4_t t4 = vld1q_s32(u);
    uint32x4_t t5 = vreinterpretq_u32_s32(t4);
    return (int)vaddvq_u32(t5);
}

static void put(int *p, int k, int v) {
    p[k & 3] = v;
}

/* The private array's address goes to a call: it cannot be copied per lane, the loop stays
   scalar. */
void escapes(int n, int *restrict y, const int *restrict x) {
    int e[4];
#pragma omp simd private(e)
    for (int i = 0; i < n; i++) {
        e[0] = 0;
        e[1] = 1;
        e[2] = 2;
        e[3] = 3;
        put(e, x[i], x[i] * 2);
        y[i] = e[(x[i] + 1) & 3] + e[x[i] & 3];
    }
}

int main(void) {
    int n;
    int t1;
    int t21;
    int k;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *xi = (int *)new_array(n, 4UL);
        int *idx = (int *)new_array(n, 4UL);
        int *y1 = (int *)new_array(n, 4UL);
        int *y4 = (int *)new_array(n, 4UL);
        int *y5 = (int *)new_array(n, 4UL);
        int *y6 = (int *)new_array(n, 4UL);
        float *xf = (float *)new_array(n, 4UL);
        float *y2 = (float *)new_array(n, 4UL);
        unsigned char *sel = (unsigned char *)new_array(n, 1UL);
        short *xs = (short *)new_array(n, 2UL);
        short *y3 = (short *)new_array(n, 2UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xi[fill_idx] = -100 + (int)(next_rand() % 201U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            idx[fill_idx_1] = (int)(next_rand() % 1000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            xf[fill_idx_2] = (float)(-20 + (int)(next_rand() % 41U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sel[fill_idx_3] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xs[fill_idx_4] = (short)(-30 + (int)(next_rand() % 61U));
        }
        const int *t2 = idx;
        const int *t3 = xi;
        ring_private(n, y1, t3, t2);
        body_lookup(n, y2, xf, sel);
        cond_write(n, y3, xs, t2);
        stack_private(n, y4, t3);
        int after = used_after(n, y5, t3);
        escapes(n, y6, t3);
        unsigned long t4 = (unsigned long)n;
        unsigned long t5 = t4 * 4UL;
        const void *t6 = (const void *)y6;
        unsigned long t7 = hash_bytes(t6, t5);
        const void *t8 = (const void *)y5;
        unsigned long t9 = hash_bytes(t8, t5);
        unsigned long t10 = hash_bytes((const void *)y4, t5);
        unsigned long t11 = hash_bytes((const void *)y3, t4 * 2UL);
        unsigned long t12 = hash_bytes((const void *)y2, t5);
        printf("n=%d ring=%llx lookup=%llx cond=%llx stack=%llx after=%llx,%d esc=%llx\n", n, (unsigned long long)hash_bytes((const void *)y1, t5), (unsigned long long)t12, (unsigned long long)t11, (unsigned long long)t10, (unsigned long long)t9, after, (unsigned long long)t7);
        scatter_body(n, y5, t3);
        long t13 = (long)n;
        if (t13 >= 16L) {
            long t14 = t13 & -16L;
            int32x4_t t15 = vdupq_n_s32(0);
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            uint32x4_t k_v = vaddq_u32(t16, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec = 0L;
            /* vcc: loop at inner_private.c:166 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t k_v_2 = vreinterpretq_s32_u32(k_v);
                vst1q_s32(y6 + k_vec, k_v_2);
                uint32x4_t t17 = vaddq_u32(k_v, vdupq_n_u32(4));
                int32x4_t k_v_3 = vreinterpretq_s32_u32(t17);
                vst1q_s32(y6 + (k_vec + 4L), k_v_3);
                uint32x4_t t18 = vaddq_u32(k_v, vdupq_n_u32(8));
                int32x4_t k_v_4 = vreinterpretq_s32_u32(t18);
                vst1q_s32(y6 + (k_vec + 8L), k_v_4);
                uint32x4_t t19 = vaddq_u32(k_v, vdupq_n_u32(12));
                int32x4_t k_v_5 = vreinterpretq_s32_u32(t19);
                vst1q_s32(y6 + (k_vec + 12L), k_v_5);
                k_vec += 16L;
                uint32x4_t t20 = vaddq_u32(k_v, vdupq_n_u32(16));
                if (k_vec >= t14) {
                    break;
                }
                k_v = t20;
            }
            t21 = (int)t14;
        } else {
            t21 = 0;
        }
        long t22 = (long)n + (long)t21 * -1L;
        if (t22 >= 4L) {
            long t23 = t22 & -4L;
            int32x4_t t24 = vdupq_n_s32(t21);
            uint32x4_t t25 = vreinterpretq_u32_s32(t24);
            uint32x4_t k_v_1 = vaddq_u32(t25, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_1 = 0L;
            /* vcc: loop at inner_private.c:166 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t k_v_6 = vreinterpretq_s32_u32(k_v_1);
                vst1q_s32(y6 + ((long)t21 + k_vec_1), k_v_6);
                k_vec_1 += 4L;
                uint32x4_t t26 = vaddq_u32(k_v_1, vdupq_n_u32(4));
                if (k_vec_1 >= t23) {
                    break;
                }
                k_v_1 = t26;
            }
            k = (int)((long)t21 + t23);
        } else {
            k = t21;
        }
        for (; k < n; k++) {
            y6[k] = k;
        }
        nest_private(n, 3, y6, t2);
        unsigned long t27 = hash_bytes(t6, t5);
        int t28 = sum_private(n, t3, t2);
        printf("  scatter=%llx sum=%d nest=%llx\n", (unsigned long long)hash_bytes(t8, t5), t28, (unsigned long long)t27);
        free((void *)xi);
        free((void *)idx);
        free((void *)y1);
        free((void *)y4);
        free((void *)y5);
        free((void *)y6);
        free((void *)xf);
        free((void *)y2);
        free((void *)sel);
        free((void *)xs);
        free((void *)y3);
    }
}
