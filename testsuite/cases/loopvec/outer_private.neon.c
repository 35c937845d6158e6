/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* Outer loops with arrays private to their iterations, indexed by an inner loop's index (so
   not made scalars): named in `#pragma omp simd private(tmp)`, or declared in the loop body
   (private by C's scoping, no pragma needed). The outlined body keeps the array as its own
   local, and its variant gives each lane a copy (per-lane stack slots, the copies interleaved),
   so the loop is vectorized across its index. An array used after the loop too is not private
   to it: that loop is not vectorized as an outer loop (the remark says why). A private array
   whose address is passed to a call keeps its loop scalar. The expected count includes three
   inner loops of the scalar epilogues that the loop vectorizer takes on its own. */
#include "harness.h"
/* vcc-test: expect-vectorized 6 */

/* Filled and read back by inner loops, in reverse order. */
void smooth_private(int n, float *restrict y, const float *restrict x) {
    float tmp[4];
    float tmp_1[16] __attribute__((aligned(16)));
    int i;
    long t4;
    int i_1 = 0;
    /* vcc: loop at outer_private.c:16 vectorized as an outer loop: VF 4, inner loops: uniform, a copy per lane of the private array `tmp`, scalar epilogue */
    for (;;) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        int t10 = 0;
        while (t10 < 4) {
            float32x4_t t11 = vld1q_f32(x + i_1);
            int t12 = t10 + 1;
            float32x4_t t13 = vdupq_n_f32((float)t12);
            float32x4_t t14 = vmulq_f32(t11, t13);
            float32x4_t t15 = vdupq_n_f32(0.5f);
            float32x4_t t16 = vsubq_f32(t14, t15);
            vst1q_f32(tmp_1 + (long)t10 * 4L, t16);
            t10 = t12;
        }
        float32x4_t t1 = vdupq_n_f32(0.0f);
        int t17 = 3;
        while (t17 >= 0) {
            float32x4_t t18 = vdupq_n_f32(0.5f);
            float32x4_t t19 = vmulq_f32(t1, t18);
            float32x4_t t20 = vld1q_f32(tmp_1 + (long)t17 * 4L);
            t1 = vaddq_f32(t19, t20);
            t17--;
        }
        vst1q_f32(y + i_1, t1);
        i_1 += 4;
    }
    while (i < n) {
        int32x4_t t2 = vdupq_n_s32(0);
        uint32x4_t t3 = vreinterpretq_u32_s32(t2);
        uint32x4_t k_v = vaddq_u32(t3, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long k_vec = 0L;
        /* vcc: loop at outer_private.c:17 vectorized: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int32x4_t k_v_1 = vreinterpretq_s32_u32(k_v);
            t4 = (long)i;
            float32x4_t x_v = vdupq_n_f32(x[t4]);
            int32x4_t t5 = vaddq_s32(k_v_1, vdupq_n_s32(1));
            float32x4_t t6 = vcvtq_f32_s32(t5);
            float32x4_t t7 = vmulq_f32(x_v, t6);
            float32x4_t t8 = vsubq_f32(t7, vdupq_n_f32(0.5f));
            vst1q_f32(&tmp[k_vec], t8);
            k_vec += 4L;
            uint32x4_t t9 = vaddq_u32(k_v, vdupq_n_u32(4));
            if (k_vec >= 4L) {
                break;
            }
            k_v = t9;
        }
        y[t4] = (((0.0f + tmp[3]) * 0.5f + tmp[2]) * 0.5f + tmp[1]) * 0.5f + tmp[0];
        i++;
    }
}

/* Declared in the body, no pragma; a uniform inner count `m` that wraps the index (m > 8
   overwrites elements), and a second inner loop with two exits. */
void body_decl(int n, int *restrict y, const int *restrict x, int m) {
    int w[8];
    int t21;
    int k;
    int k_1;
    int s;
    for (int i = 0; i < n; i++) {
        long t1 = (long)m;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            int32x4_t t3 = vdupq_n_s32(0);
            uint32x4_t t4 = vreinterpretq_u32_s32(t3);
            uint32x4_t k_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec = 0L;
            /* vcc: loop at outer_private.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t k_v_3 = vreinterpretq_s32_u32(k_v);
                uint32x4_t t5 = vaddq_u32(k_v, vdupq_n_u32(4));
                int32x4_t k_v_4 = vreinterpretq_s32_u32(t5);
                uint32x4_t t6 = vaddq_u32(k_v, vdupq_n_u32(8));
                int32x4_t k_v_5 = vreinterpretq_s32_u32(t6);
                uint32x4_t t7 = vaddq_u32(k_v, vdupq_n_u32(12));
                int32x4_t k_v_6 = vreinterpretq_s32_u32(t7);
                int32x4_t t8 = vandq_s32(k_v_3, vdupq_n_s32(7));
                int32x4_t t9 = vandq_s32(k_v_4, vdupq_n_s32(7));
                int32x4_t t10 = vandq_s32(k_v_5, vdupq_n_s32(7));
                int32x4_t t11 = vandq_s32(k_v_6, vdupq_n_s32(7));
                int32x4_t x_v = vdupq_n_s32(x[i]);
                int32x4_t x_v_1 = vdupq_n_s32(x[i]);
                int32x4_t x_v_2 = vdupq_n_s32(x[i]);
                int32x4_t x_v_3 = vdupq_n_s32(x[i]);
                int32x4_t t12 = vmulq_s32(k_v_3, k_v_3);
                int32x4_t t13 = vaddq_s32(x_v, t12);
                do { int32x4_t vcc_ni = t8; int32x4_t vcc_nv = t13; int32_t *vcc_np = (int32_t *)(w); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                int32x4_t t14 = vmulq_s32(k_v_4, k_v_4);
                int32x4_t t15 = vaddq_s32(x_v_1, t14);
                do { int32x4_t vcc_ni = t9; int32x4_t vcc_nv = t15; int32_t *vcc_np = (int32_t *)(w); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                int32x4_t t16 = vmulq_s32(k_v_5, k_v_5);
                int32x4_t t17 = vaddq_s32(x_v_2, t16);
                do { int32x4_t vcc_ni = t10; int32x4_t vcc_nv = t17; int32_t *vcc_np = (int32_t *)(w); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                int32x4_t t18 = vmulq_s32(k_v_6, k_v_6);
                int32x4_t t19 = vaddq_s32(x_v_3, t18);
                do { int32x4_t vcc_ni = t11; int32x4_t vcc_nv = t19; int32_t *vcc_np = (int32_t *)(w); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                k_vec += 16L;
                uint32x4_t t20 = vaddq_u32(k_v, vdupq_n_u32(16));
                if (k_vec >= t2) {
                    break;
                }
                k_v = t20;
            }
            t21 = (int)t2;
        } else {
            t21 = 0;
        }
        long t22 = (long)m + (long)t21 * -1L;
        if (t22 >= 4L) {
            long t23 = t22 & -4L;
            int32x4_t t24 = vdupq_n_s32(t21);
            uint32x4_t t25 = vreinterpretq_u32_s32(t24);
            uint32x4_t k_v_1 = vaddq_u32(t25, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_1 = 0L;
            /* vcc: loop at outer_private.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t k_v_7 = vreinterpretq_s32_u32(k_v_1);
                int32x4_t t26 = vandq_s32(k_v_7, vdupq_n_s32(7));
                int32x4_t x_v_4 = vdupq_n_s32(x[i]);
                int32x4_t t27 = vmulq_s32(k_v_7, k_v_7);
                int32x4_t t28 = vaddq_s32(x_v_4, t27);
                do { int32x4_t vcc_ni = t26; int32x4_t vcc_nv = t28; int32_t *vcc_np = (int32_t *)(w); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
                k_vec_1 += 4L;
                uint32x4_t t29 = vaddq_u32(k_v_1, vdupq_n_u32(4));
                if (k_vec_1 >= t23) {
                    break;
                }
                k_v_1 = t29;
            }
            k = (int)((long)t21 + t23);
        } else {
            k = t21;
        }
        for (; k < m; k++) {
            w[k & 7] = x[i] + k * k;
        }
        long t30 = (long)m;
        long t31 = 8L < t30 ? 8L : t30;
        if (t31 >= 4L) {
            long t32 = t31 & -4L;
            int32x4_t t33 = vdupq_n_s32(0);
            uint32x4_t t34 = vreinterpretq_u32_s32(t33);
            uint32x4_t k_v_2 = vaddq_u32(t34, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_2 = 0L;
            uint32x4_t s_v = vdupq_n_u32(0);
            /* vcc: loop at outer_private.c:34 vectorized: VF 4, UF 1, 2 counted exits, scalar epilogue */
            for (;;) {
                int32x4_t k_v_8 = vreinterpretq_s32_u32(k_v_2);
                int32x4_t w_v = vld1q_s32(&w[k_vec_2]);
                int32x4_t t35 = vaddq_s32(k_v_8, vdupq_n_s32(1));
                int32x4_t t36 = vmulq_s32(w_v, t35);
                uint32x4_t t37 = vreinterpretq_u32_s32(t36);
                s_v = vaddq_u32(s_v, t37);
                k_vec_2 += 4L;
                uint32x4_t t38 = vaddq_u32(k_v_2, vdupq_n_u32(4));
                if (k_vec_2 >= t32) {
                    break;
                }
                k_v_2 = t38;
            }
            k_1 = (int)t32;
            s = (int)vaddvq_u32(s_v);
        } else {
            k_1 = 0;
            s = 0;
        }
        while (k_1 < m) {
            if ((k_1 < 8) == 0) {
                break;
            }
            int t39 = k_1 + 1;
            s += w[k_1] * t39;
            k_1 = t39;
        }
        y[i] = s;
    }
}

/* Under a per-lane condition, with a per-lane inner count: a divergent inner loop writing the
   private array, whose elements past the count keep their initial values. */
void cond_private(int n, short *restrict y, const short *restrict x) {
    short h[6];
    short h_1[48] __attribute__((aligned(16)));
    vcc_v8_int t2;
    uint16x8_t t3;
    int i;
    int i_1 = 0;
    /* vcc: loop at outer_private.c:44 vectorized as an outer loop: VF 8, inner loops: divergent, a copy per lane of the private array `h`, scalar epilogue */
    for (;; i_1 += 8) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 8U) {
            i = i_1;
            break;
        }
        int16x8_t t8 = vdupq_n_s16((short)1);
        vst1q_s16(h_1 + 0, t8);
        int16x8_t t9 = vdupq_n_s16((short)2);
        vst1q_s16(h_1 + 8, t9);
        int16x8_t t10 = vdupq_n_s16((short)3);
        vst1q_s16(h_1 + 16, t10);
        int16x8_t t11 = vdupq_n_s16((short)4);
        vst1q_s16(h_1 + 24, t11);
        int16x8_t t12 = vdupq_n_s16((short)5);
        vst1q_s16(h_1 + 32, t12);
        int16x8_t t13 = vdupq_n_s16((short)6);
        vst1q_s16(h_1 + 40, t13);
        long t14 = (long)i_1;
        int16x8_t t15 = vld1q_s16(x + t14);
        vcc_v8_int t16 = ({ int16x8_t vcc_w0 = t15; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v8_int t17 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        uint16x8_t t1 = (uint16x8_t)__builtin_convertvector(t16 > t17, vcc_m8);
        int t18 = 0;
        for (;;) {
            if ((vmaxvq_u16(t1) != 0)) {
                int16x8_t t19 = ({ uint16x8_t vcc_nm = t1; const int16_t *vcc_np = (const int16_t *)((const short *)((unsigned long)x + (unsigned long)t14 * 2UL)); int16x8_t vcc_nr; if (vminvq_u16(vcc_nm)) vcc_nr = vld1q_s16(vcc_np); else { vcc_nr = vdupq_n_s16(0); if (vgetq_lane_u16(vcc_nm, 0)) vcc_nr = vld1q_lane_s16(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u16(vcc_nm, 1)) vcc_nr = vld1q_lane_s16(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u16(vcc_nm, 2)) vcc_nr = vld1q_lane_s16(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u16(vcc_nm, 3)) vcc_nr = vld1q_lane_s16(vcc_np + 3, vcc_nr, 3); if (vgetq_lane_u16(vcc_nm, 4)) vcc_nr = vld1q_lane_s16(vcc_np + 4, vcc_nr, 4); if (vgetq_lane_u16(vcc_nm, 5)) vcc_nr = vld1q_lane_s16(vcc_np + 5, vcc_nr, 5); if (vgetq_lane_u16(vcc_nm, 6)) vcc_nr = vld1q_lane_s16(vcc_np + 6, vcc_nr, 6); if (vgetq_lane_u16(vcc_nm, 7)) vcc_nr = vld1q_lane_s16(vcc_np + 7, vcc_nr, 7); } vcc_nr; });
                t2 = ({ int16x8_t vcc_w0 = t19; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t20 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_v8_int t21 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_v8_int t22 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t1, vcc_v8_int), t20, t21);
                vcc_v8_int t23 = t2 % t22;
                vcc_v8_int t24 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
                uint16x8_t t25 = (uint16x8_t)__builtin_convertvector(t24 < t23, vcc_m8);
                t3 = vandq_u16(t1, t25);
            } else {
                t2 = (vcc_v8_int){0};
                t3 = (uint16x8_t)(vcc_m8){0};
            }
            vcc_v8_int t26 = vcc_splat(vcc_v8_int, (t18 < 6) != 0);
            uint16x8_t t27 = (uint16x8_t)__builtin_convertvector(t26 != (vcc_v8_int){0}, vcc_m8);
            uint16x8_t t28 = vandq_u16(t3, t27);
            int t29 = (vmaxvq_u16(t28) != 0);
            if (t29) {
                short *t30 = h_1 + (long)t18 * 8L;
                int16x8_t t31 = ({ uint16x8_t vcc_nm = t28; const int16_t *vcc_np = (const int16_t *)(t30); int16x8_t vcc_nr; if (vminvq_u16(vcc_nm)) vcc_nr = vld1q_s16(vcc_np); else { vcc_nr = vdupq_n_s16(0); if (vgetq_lane_u16(vcc_nm, 0)) vcc_nr = vld1q_lane_s16(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u16(vcc_nm, 1)) vcc_nr = vld1q_lane_s16(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u16(vcc_nm, 2)) vcc_nr = vld1q_lane_s16(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u16(vcc_nm, 3)) vcc_nr = vld1q_lane_s16(vcc_np + 3, vcc_nr, 3); if (vgetq_lane_u16(vcc_nm, 4)) vcc_nr = vld1q_lane_s16(vcc_np + 4, vcc_nr, 4); if (vgetq_lane_u16(vcc_nm, 5)) vcc_nr = vld1q_lane_s16(vcc_np + 5, vcc_nr, 5); if (vgetq_lane_u16(vcc_nm, 6)) vcc_nr = vld1q_lane_s16(vcc_np + 6, vcc_nr, 6); if (vgetq_lane_u16(vcc_nm, 7)) vcc_nr = vld1q_lane_s16(vcc_np + 7, vcc_nr, 7); } vcc_nr; });
                vcc_v8_int t32 = ({ int16x8_t vcc_w0 = t31; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_uint t33 = (vcc_v8_uint)t32;
                vcc_v8_uint t34 = (vcc_v8_uint)t2;
                vcc_v8_uint t35 = t33 * t34;
                vcc_v8_int t36 = (vcc_v8_int)t35;
                vcc_v8_int t37 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
                vcc_v8_uint t38 = (vcc_v8_uint)t36;
                vcc_v8_uint t39 = (vcc_v8_uint)t37;
                vcc_v8_uint t40 = t38 - t39;
                vcc_v8_int t41 = (vcc_v8_int)t40;
                int16x8_t t42 = (int16x8_t)__builtin_convertvector(t41, vcc_v8_short);
                do { uint16x8_t vcc_nm = t28; int16x8_t vcc_nv = t42; int16_t *vcc_np = (int16_t *)(t30); if (vminvq_u16(vcc_nm)) vst1q_s16(vcc_np, vcc_nv); else if (vmaxvq_u16(vcc_nm)) { if (vgetq_lane_u16(vcc_nm, 0)) vst1q_lane_s16(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u16(vcc_nm, 1)) vst1q_lane_s16(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u16(vcc_nm, 2)) vst1q_lane_s16(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u16(vcc_nm, 3)) vst1q_lane_s16(vcc_np + 3, vcc_nv, 3); if (vgetq_lane_u16(vcc_nm, 4)) vst1q_lane_s16(vcc_np + 4, vcc_nv, 4); if (vgetq_lane_u16(vcc_nm, 5)) vst1q_lane_s16(vcc_np + 5, vcc_nv, 5); if (vgetq_lane_u16(vcc_nm, 6)) vst1q_lane_s16(vcc_np + 6, vcc_nv, 6); if (vgetq_lane_u16(vcc_nm, 7)) vst1q_lane_s16(vcc_np + 7, vcc_nv, 7); } } while (0);
            }
            if (!t29) {
                int16x8_t t43 = vld1q_s16(h_1 + 0);
                int16x8_t t44 = vld1q_s16(h_1 + 8);
                vcc_v8_int t45 = ({ int16x8_t vcc_w0 = t44; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t46 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_v8_int t47 = t45 * t46;
                vcc_v8_int t48 = ({ int16x8_t vcc_w0 = t43; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t49 = t48 + t47;
                int16x8_t t50 = vld1q_s16(h_1 + 16);
                vcc_v8_int t51 = ({ int16x8_t vcc_w0 = t50; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t52 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                vcc_v8_int t53 = t51 * t52;
                vcc_v8_int t54 = t49 + t53;
                int16x8_t t55 = vld1q_s16(h_1 + 24);
                vcc_v8_int t56 = ({ int16x8_t vcc_w0 = t55; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t57 = t54 - t56;
                int16x8_t t58 = vld1q_s16(h_1 + 32);
                vcc_v8_int t59 = ({ int16x8_t vcc_w0 = t58; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t60 = t57 + t59;
                int16x8_t t61 = vld1q_s16(h_1 + 40);
                vcc_v8_int t62 = ({ int16x8_t vcc_w0 = t61; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
                vcc_v8_int t63 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_v8_int t64 = t62 * t63;
                vcc_v8_int t65 = t60 - t64;
                int16x8_t t66 = (int16x8_t)__builtin_convertvector(t65, vcc_v8_short);
                vst1q_s16(y + t14, t66);
                break;
            }
            t1 = t28;
            t18++;
        }
    }
    for (; i < n; i++) {
        h[0] = (short)1;
        h[1] = (short)2;
        h[2] = (short)3;
        h[3] = (short)4;
        h[4] = (short)5;
        h[5] = (short)6;
        long t4 = (long)i;
        const short *t5 = x + t4;
        if ((int)*t5 > 0) {
            int k = 0;
            for (;; k++) {
                int t6 = (int)*t5;
                if (k >= (t6 % 7)) {
                    break;
                }
                if ((k < 6) == 0) {
                    break;
                }
                short *t7 = &h[k];
                *t7 = (short)((int)*t7 * t6 - k);
            }
        }
        y[t4] = (short)((int)h[0] + (int)h[1] * 3 + (int)h[2] * 5 - (int)h[3] + (int)h[4] - (int)h[5] * 2);
    }
}

/* `acc` is read after the loop: not private to it, so the outer loop is not vectorized. */
float after_loop(int n, float *restrict y, const float *restrict x) {
    float acc[2];
    acc[0] = 0.0f;
    acc[1] = 0.0f;
    for (int i = 0; i < n; i++) {
        int32x2_t t1 = vdup_n_s32(0);
        uint32x2_t t2 = vreinterpret_u32_s32(t1);
        uint32x2_t k_v = vadd_u32(t2, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        long k_vec = 0L;
        /* vcc: loop at outer_private.c:57 vectorized: VF 2, UF 1, scalar epilogue */
        for (;;) {
            int32x2_t k_v_1 = vreinterpret_s32_u32(k_v);
            float32x2_t x_v = vdup_n_f32(x[i]);
            float32x2_t t3 = vcvt_f32_s32(k_v_1);
            float32x2_t t4 = vadd_f32(x_v, t3);
            vst1_f32(&acc[k_vec], t4);
            k_vec += 2L;
            uint32x2_t t5 = vadd_u32(k_v, vdup_n_u32(2));
            if (k_vec >= 2L) {
                break;
            }
            k_v = t5;
        }
        y[i] = acc[0] * acc[1];
    }
    return acc[0] + acc[1];
}

static void fill_pair(float *p, float v) {
    p[0] = v;
    p[1] = -v;
}

/* The private array's address goes to a call: the loop stays scalar. */
void escapes(int n, float *restrict y, const float *restrict x) {
    float t[2];
    (void)fill_pair;
    int i = 0;
    while (i < n) {
        long t1 = (long)i;
        float t2 = x[t1] * 2.0f;
        t[0] = t2;
        t[1] = -t2;
        y[t1] = t[0] - t[1] * 0.25f;
        i++;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *y = new_array(n, 4), *y2 = new_array(n, 4), *y3 = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yi2 = new_array(n, 4);
        short *xs = new_array(n, 2), *ys = new_array(n, 2);
        FILL(x, n, -20, 41);
        FILL(xi, n, -100, 201);
        FILL(xs, n, -30, 61);
        smooth_private(n, y, x);
        body_decl(n, yi, xi, 6);
        body_decl(n, yi2, xi, 11);
        cond_private(n, ys, xs);
        float a = after_loop(n, y2, x);
        escapes(n, y3, x);
        printf("n=%d smooth=%llx body=%llx,%llx cond=%llx after=%llx,%a esc=%llx\n", n, HASH(y, n), HASH(yi, n), HASH(yi2, n), HASH(ys, n), HASH(y2, n), a, HASH(y3, n));
        free(x), free(y), free(y2), free(y3), free(xi), free(yi), free(yi2), free(xs), free(ys);
    }
    return 0;
}
