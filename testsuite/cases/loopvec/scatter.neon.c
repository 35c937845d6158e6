/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=4 sse4.2=3 neon=5 */
#include "harness.h"

/* Stores through an index, `a[idx[i]] = x`: scatters whose lanes store in lane order, so that
   with repeated indices the last iteration's value is left, as in the scalar loop. The driver
   runs every kernel with all indices equal, with pairs of equal neighbours, with a descending
   run and with random indices; a scatter that stored its lanes in another order would leave an
   earlier iteration's value. Bodies with divisions pay for the scatter; the plain one and the
   ones whose object other accesses may touch stay scalar, with the reason. */
static float table[64];

void scatter_div(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:13 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            int32x4_t idx_v = vld1q_s32(idx + i_vec);
            int32x4_t idx_v_1 = vld1q_s32(idx + t3);
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t b_v_1 = vld1q_f32(b + t3);
            float32x4_t t4 = vaddq_f32(b_v, vdupq_n_f32(1.0f));
            float32x4_t t5 = vaddq_f32(b_v_1, vdupq_n_f32(1.0f));
            float32x4_t c_v = vld1q_f32(c + i_vec);
            float32x4_t c_v_1 = vld1q_f32(c + t3);
            float32x4_t t6 = vaddq_f32(c_v, vdupq_n_f32(2.0f));
            float32x4_t t7 = vdivq_f32(t4, t6);
            float32x4_t t8 = vmulq_f32(b_v, c_v);
            float32x4_t t9 = vaddq_f32(t8, vdupq_n_f32(3.0f));
            float32x4_t t10 = vdivq_f32(t7, t9);
            do { int32x4_t vcc_ni = idx_v; float32x4_t vcc_nv = t10; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t11 = vaddq_f32(c_v_1, vdupq_n_f32(2.0f));
            float32x4_t t12 = vdivq_f32(t5, t11);
            float32x4_t t13 = vmulq_f32(b_v_1, c_v_1);
            float32x4_t t14 = vaddq_f32(t13, vdupq_n_f32(3.0f));
            float32x4_t t15 = vdivq_f32(t12, t14);
            do { int32x4_t vcc_ni = idx_v_1; float32x4_t vcc_nv = t15; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at scatter.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            int32x4_t idx_v_2 = vld1q_s32(idx + t19);
            float32x4_t b_v_2 = vld1q_f32(b + t19);
            float32x4_t t20 = vaddq_f32(b_v_2, vdupq_n_f32(1.0f));
            float32x4_t c_v_2 = vld1q_f32(c + t19);
            float32x4_t t21 = vaddq_f32(c_v_2, vdupq_n_f32(2.0f));
            float32x4_t t22 = vdivq_f32(t20, t21);
            float32x4_t t23 = vmulq_f32(b_v_2, c_v_2);
            float32x4_t t24 = vaddq_f32(t23, vdupq_n_f32(3.0f));
            float32x4_t t25 = vdivq_f32(t22, t24);
            do { int32x4_t vcc_ni = idx_v_2; float32x4_t vcc_nv = t25; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = b[t26];
        float t28 = c[t26];
        a[idx[t26]] = (t27 + 1.0f) / (t28 + 2.0f) / (t27 * t28 + 3.0f);
    }
}

/* Under a condition: a masked scatter (inactive lanes store nothing). */
void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:19 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t b_v_1 = vld1q_f32(b + t3);
            uint32x4_t t4 = vcgtq_f32(b_v, vdupq_n_f32(0.0f));
            uint32x4_t t5 = vcgtq_f32(b_v_1, vdupq_n_f32(0.0f));
            int32x4_t idx_v = ({ uint32x4_t vcc_nm = t4; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)idx + (unsigned long)i_vec * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            int32x4_t idx_v_1 = ({ uint32x4_t vcc_nm = t5; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)idx + (unsigned long)t3 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t6 = vaddq_f32(b_v, vdupq_n_f32(1.0f));
            float32x4_t t7 = vaddq_f32(b_v_1, vdupq_n_f32(1.0f));
            float32x4_t c_v = ({ uint32x4_t vcc_nm = t4; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)c + (unsigned long)i_vec * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t c_v_1 = ({ uint32x4_t vcc_nm = t5; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)c + (unsigned long)t3 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t8 = vaddq_f32(c_v, vdupq_n_f32(2.0f));
            float32x4_t t9 = vdivq_f32(t6, t8);
            float32x4_t t10 = vmulq_f32(b_v, c_v);
            float32x4_t t11 = vaddq_f32(t10, vdupq_n_f32(3.0f));
            float32x4_t t12 = vdivq_f32(t9, t11);
            do { int32x4_t vcc_ni = idx_v; uint32x4_t vcc_nm = t4; float32x4_t vcc_nv = t12; float32_t *vcc_np = (float32_t *)(a); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            float32x4_t t13 = vaddq_f32(c_v_1, vdupq_n_f32(2.0f));
            float32x4_t t14 = vdivq_f32(t7, t13);
            float32x4_t t15 = vmulq_f32(b_v_1, c_v_1);
            float32x4_t t16 = vaddq_f32(t15, vdupq_n_f32(3.0f));
            float32x4_t t17 = vdivq_f32(t14, t16);
            do { int32x4_t vcc_ni = idx_v_1; uint32x4_t vcc_nm = t5; float32x4_t vcc_nv = t17; float32_t *vcc_np = (float32_t *)(a); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at scatter.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float32x4_t b_v_2 = vld1q_f32(b + t21);
            uint32x4_t t22 = vcgtq_f32(b_v_2, vdupq_n_f32(0.0f));
            int32x4_t idx_v_2 = ({ uint32x4_t vcc_nm = t22; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)idx + (unsigned long)t21 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t23 = vaddq_f32(b_v_2, vdupq_n_f32(1.0f));
            float32x4_t c_v_2 = ({ uint32x4_t vcc_nm = t22; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)c + (unsigned long)t21 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            float32x4_t t24 = vaddq_f32(c_v_2, vdupq_n_f32(2.0f));
            float32x4_t t25 = vdivq_f32(t23, t24);
            float32x4_t t26 = vmulq_f32(b_v_2, c_v_2);
            float32x4_t t27 = vaddq_f32(t26, vdupq_n_f32(3.0f));
            float32x4_t t28 = vdivq_f32(t25, t27);
            do { int32x4_t vcc_ni = idx_v_2; uint32x4_t vcc_nm = t22; float32x4_t vcc_nv = t28; float32_t *vcc_np = (float32_t *)(a); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = b[t29];
        if (t30 > 0.0f) {
            float t31 = c[t29];
            a[idx[t29]] = (t30 + 1.0f) / (t31 + 2.0f) / (t30 * t31 + 3.0f);
        }
    }
}

void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at scatter.c:25 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            long t5 = i_vec + 4L;
            uint32x4_t t6 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t6);
            int32x4_t idx_v = vld1q_s32(idx + i_vec);
            int32x4_t idx_v_1 = vld1q_s32(idx + t5);
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t b_v_1 = vld1q_s32(b + t5);
            int32x4_t t7 = (int32x4_t)((vcc_v4_int)b_v / (vcc_v4_int)vdupq_n_s32(7));
            int32x4_t t8 = (int32x4_t)((vcc_v4_int)b_v % (vcc_v4_int)vdupq_n_s32(5));
            int32x4_t t9 = vaddq_s32(t7, t8);
            int32x4_t t10 = vaddq_s32(t9, i_v_2);
            do { int32x4_t vcc_ni = idx_v; int32x4_t vcc_nv = t10; int32_t *vcc_np = (int32_t *)(a); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t11 = (int32x4_t)((vcc_v4_int)b_v_1 / (vcc_v4_int)vdupq_n_s32(7));
            int32x4_t t12 = (int32x4_t)((vcc_v4_int)b_v_1 % (vcc_v4_int)vdupq_n_s32(5));
            int32x4_t t13 = vaddq_s32(t11, t12);
            int32x4_t t14 = vaddq_s32(t13, i_v_3);
            do { int32x4_t vcc_ni = idx_v_1; int32x4_t vcc_nv = t14; int32_t *vcc_np = (int32_t *)(a); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec += 8L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(8));
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        int32x4_t t18 = vdupq_n_s32(t15);
        uint32x4_t t19 = vreinterpretq_u32_s32(t18);
        uint32x4_t i_v_1 = vaddq_u32(t19, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at scatter.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t20 = (long)t15 + i_vec_1;
            int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t idx_v_2 = vld1q_s32(idx + t20);
            int32x4_t b_v_2 = vld1q_s32(b + t20);
            int32x4_t t21 = (int32x4_t)((vcc_v4_int)b_v_2 / (vcc_v4_int)vdupq_n_s32(7));
            int32x4_t t22 = (int32x4_t)((vcc_v4_int)b_v_2 % (vcc_v4_int)vdupq_n_s32(5));
            int32x4_t t23 = vaddq_s32(t21, t22);
            int32x4_t t24 = vaddq_s32(t23, i_v_4);
            do { int32x4_t vcc_ni = idx_v_2; int32x4_t vcc_nv = t24; int32_t *vcc_np = (int32_t *)(a); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int t26 = b[t25];
        a[idx[t25]] = t26 / 7 + t26 % 5 + i;
    }
}

/* Into a global array, through an unsigned char index. */
void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:31 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            uint8x8_t idx_v = vld1_u8(idx + i_vec);
            vcc_v8_int t3 = ({ uint8x8_t vcc_w0 = idx_v; uint16x8_t vcc_w1 = vmovl_u8(vcc_w0); uint32x4_t vcc_w2 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w3 = vmovl_high_u16(vcc_w1); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w2; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w3; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = t3 & (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t5 = b_v + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t6 = b_v / t5;
            vcc_v8_float t7 = b_v - (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t8 = t6 / t7;
            vcc_scatter(table, t4, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        float t10 = b[t9];
        table[(int)idx[t9] & 63] = t10 / (t10 + 0.5f) / (t10 - 3.0f);
    }
}

/* Too little work for the scatter to pay: stays scalar (not profitable). */
void scatter_plain(int n, float *restrict a, const int *restrict idx, const float *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at scatter.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            int32x4_t idx_v = vld1q_s32(idx + i_vec);
            int32x4_t idx_v_1 = vld1q_s32(idx + t3);
            int32x4_t idx_v_2 = vld1q_s32(idx + t4);
            int32x4_t idx_v_3 = vld1q_s32(idx + t5);
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t b_v_1 = vld1q_f32(b + t3);
            float32x4_t b_v_2 = vld1q_f32(b + t4);
            float32x4_t b_v_3 = vld1q_f32(b + t5);
            float32x4_t t6 = vmulq_f32(b_v, vdupq_n_f32(2.0f));
            do { int32x4_t vcc_ni = idx_v; float32x4_t vcc_nv = t6; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t7 = vmulq_f32(b_v_1, vdupq_n_f32(2.0f));
            do { int32x4_t vcc_ni = idx_v_1; float32x4_t vcc_nv = t7; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t8 = vmulq_f32(b_v_2, vdupq_n_f32(2.0f));
            do { int32x4_t vcc_ni = idx_v_2; float32x4_t vcc_nv = t8; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t9 = vmulq_f32(b_v_3, vdupq_n_f32(2.0f));
            do { int32x4_t vcc_ni = idx_v_3; float32x4_t vcc_nv = t9; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at scatter.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t idx_v_4 = vld1q_s32(idx + t13);
            float32x4_t b_v_4 = vld1q_f32(b + t13);
            float32x4_t t14 = vmulq_f32(b_v_4, vdupq_n_f32(2.0f));
            do { int32x4_t vcc_ni = idx_v_4; float32x4_t vcc_nv = t14; float32_t *vcc_np = (float32_t *)(a); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[idx[t15]] = b[t15] * 2.0f;
    }
}

/* `a` may alias `b`: stays scalar. */
void scatter_alias(int n, float *a, const int *restrict idx, const float *b) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] / (b[i] + 0.5f) / (b[i] - 3.0f);
}

/* Two stores through indices into one array: stays scalar. */
void scatter_two(int n, float *restrict a, const int *restrict idx, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        a[idx[i]] = b[i] / (b[i] + 0.5f);
        a[idx[i] / 2] = b[i] / (b[i] - 3.0f);
    }
}

/* A histogram (a load and a store of one element through an index): stays scalar. */
void histogram(int n, int *restrict h, const unsigned char *restrict p) {
    for (int i = 0; i < n; i++)
        h[p[i]]++;
}

static void make_indices(int *idx, int n, int m, int pattern) {
    for (int k = 0; k < n; k++) {
        switch (pattern) {
        case 0: idx[k] = 0; break;                              /* all equal */
        case 1: idx[k] = (k / 2) % m; break;                    /* pairs */
        case 2: idx[k] = (n - 1 - k) / 3 % m; break;            /* descending runs of 3 */
        default: idx[k] = (int)(next_rand() % (unsigned)m); break; /* random */
        }
    }
}

int main(void) {
    int n;
    int t1;
    int m;
    int t46;
    int k;
    int t62;
    int t83;
    int k_1;
    int t101;
    int k_2;
    int t129;
    int k_3;
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
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        for (int pattern = 0; pattern < 4; pattern++) {
            void *t2 = new_array(n, 4UL);
            int *idx = (int *)t2;
            void *t3 = new_array(m, 4UL);
            int *ia = (int *)t3;
            int *ib = (int *)new_array(n, 4UL);
            void *t4 = new_array(m, 4UL);
            float *a = (float *)t4;
            float *b = (float *)new_array(n, 4UL);
            float *c = (float *)new_array(n, 4UL);
            int t5 = 2 * m;
            float *ab = (float *)new_array(t5, 4UL);
            void *t6 = new_array(n, 1UL);
            unsigned char *uidx = (unsigned char *)t6;
            int *h = (int *)new_array(256, 4UL);
            make_indices(idx, n, m, pattern);
            long t7 = (long)n;
            unsigned long t8 = (unsigned long)t2;
            unsigned long t9 = (unsigned long)t6;
            if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(1L + (t7 - 1L) * 1L)) <= t8))) {
                long t10 = t7 & -16L;
                int32x4_t pattern_v = vdupq_n_s32(pattern);
                long k_vec = 0L;
                /* vcc: loop at scatter.c:82 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 77:24 and the value of the call to `new_array` at 79:35 do not overlap, vector epilogue VF 4, scalar epilogue */
                do {
                    uint32x4_t t11 = vceqq_s32(pattern_v, vdupq_n_s32(0));
                    uint32x4_t t12 = vmvnq_u32(t11);
                    int32x4_t idx_v = ({ uint32x4_t vcc_nm = t12; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)idx + (unsigned long)k_vec * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                    uint32x4_t t13 = vreinterpretq_u32_s32(idx_v);
                    uint32x4_t t14 = vreinterpretq_u32_s32(vdupq_n_s32(37));
                    uint32x4_t t15 = vmulq_u32(t13, t14);
                    int32x4_t t16 = vreinterpretq_s32_u32(t15);
                    int32x4_t t17 = vbslq_s32(t11, vdupq_n_s32(5), t16);
                    vcc_v4_uchar t18 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t17, vcc_v4_short), vcc_v4_uchar);
                    vcc_store(uidx + k_vec, t18);
                    long t19 = k_vec + 4L;
                    uint32x4_t t20 = vceqq_s32(pattern_v, vdupq_n_s32(0));
                    uint32x4_t t21 = vmvnq_u32(t20);
                    int32x4_t idx_v_1 = ({ uint32x4_t vcc_nm = t21; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)idx + (unsigned long)t19 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                    uint32x4_t t22 = vreinterpretq_u32_s32(idx_v_1);
                    uint32x4_t t23 = vreinterpretq_u32_s32(vdupq_n_s32(37));
                    uint32x4_t t24 = vmulq_u32(t22, t23);
                    int32x4_t t25 = vreinterpretq_s32_u32(t24);
                    int32x4_t t26 = vbslq_s32(t20, vdupq_n_s32(5), t25);
                    vcc_v4_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t26, vcc_v4_short), vcc_v4_uchar);
                    vcc_store(uidx + t19, t27);
                    long t28 = k_vec + 8L;
                    uint32x4_t t29 = vceqq_s32(pattern_v, vdupq_n_s32(0));
                    uint32x4_t t30 = vmvnq_u32(t29);
                    int32x4_t idx_v_2 = ({ uint32x4_t vcc_nm = t30; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)idx + (unsigned long)t28 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                    uint32x4_t t31 = vreinterpretq_u32_s32(idx_v_2);
                    uint32x4_t t32 = vreinterpretq_u32_s32(vdupq_n_s32(37));
                    uint32x4_t t33 = vmulq_u32(t31, t32);
                    int32x4_t t34 = vreinterpretq_s32_u32(t33);
                    int32x4_t t35 = vbslq_s32(t29, vdupq_n_s32(5), t34);
                    vcc_v4_uchar t36 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t35, vcc_v4_short), vcc_v4_uchar);
                    vcc_store(uidx + t28, t36);
                    long t37 = k_vec + 12L;
                    uint32x4_t t38 = vceqq_s32(pattern_v, vdupq_n_s32(0));
                    uint32x4_t t39 = vmvnq_u32(t38);
                    int32x4_t idx_v_3 = ({ uint32x4_t vcc_nm = t39; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)idx + (unsigned long)t37 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                    uint32x4_t t40 = vreinterpretq_u32_s32(idx_v_3);
                    uint32x4_t t41 = vreinterpretq_u32_s32(vdupq_n_s32(37));
                    uint32x4_t t42 = vmulq_u32(t40, t41);
                    int32x4_t t43 = vreinterpretq_s32_u32(t42);
                    int32x4_t t44 = vbslq_s32(t38, vdupq_n_s32(5), t43);
                    vcc_v4_uchar t45 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t44, vcc_v4_short), vcc_v4_uchar);
                    vcc_store(uidx + t37, t45);
                    k_vec += 16L;
                } while (k_vec < t10);
                t46 = (int)t10;
            } else {
                t46 = 0;
            }
            long t47 = (long)n + (long)t46 * -1L;
            unsigned long t48 = (unsigned long)t2;
            unsigned long t49 = (unsigned long)t6;
            if ((t47 >= 4L) & (((t48 + (unsigned long)((long)t46 * 4L + 4L + (t47 - 1L) * 4L)) <= (t49 + (unsigned long)(long)t46)) | ((t49 + (unsigned long)((long)t46 + 1L + (t47 - 1L) * 1L)) <= (t48 + (unsigned long)((long)t46 * 4L))))) {
                long t50 = t47 & -4L;
                int32x4_t pattern_v_1 = vdupq_n_s32(pattern);
                long k_vec_1 = 0L;
                /* vcc: loop at scatter.c:82 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 77:24 and the value of the call to `new_array` at 79:35 do not overlap, scalar epilogue */
                do {
                    long t51 = (long)t46 + k_vec_1;
                    uint32x4_t t52 = vceqq_s32(pattern_v_1, vdupq_n_s32(0));
                    uint32x4_t t53 = vmvnq_u32(t52);
                    int32x4_t idx_v_4 = ({ uint32x4_t vcc_nm = t53; const int32_t *vcc_np = (const int32_t *)((int *)((unsigned long)idx + (unsigned long)t51 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
                    uint32x4_t t54 = vreinterpretq_u32_s32(idx_v_4);
                    uint32x4_t t55 = vreinterpretq_u32_s32(vdupq_n_s32(37));
                    uint32x4_t t56 = vmulq_u32(t54, t55);
                    int32x4_t t57 = vreinterpretq_s32_u32(t56);
                    int32x4_t t58 = vbslq_s32(t52, vdupq_n_s32(5), t57);
                    vcc_v4_uchar t59 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t58, vcc_v4_short), vcc_v4_uchar);
                    vcc_store(uidx + t51, t59);
                    k_vec_1 += 4L;
                } while (k_vec_1 < t50);
                k = (int)((long)t46 + t50);
            } else {
                k = t46;
            }
            for (; k < n; k++) {
                long t60 = (long)k;
                unsigned char *t61 = uidx + t60;
                if (pattern == 0) {
                    t62 = 5;
                } else {
                    t62 = idx[t60] * 37;
                }
                *t61 = (unsigned char)t62;
            }
            for (int fill_idx = 0; fill_idx < n; fill_idx++) {
                b[fill_idx] = (float)(-20 + (int)(next_rand() % 40U));
            }
            for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
                c[fill_idx_1] = (float)(-10 + (int)(next_rand() % 20U));
            }
            for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
                ib[fill_idx_2] = -1000 + (int)(next_rand() % 2000U);
            }
            long t63 = (long)n;
            if (t63 >= 16L) {
                long t64 = t63 & -16L;
                int32x4_t t65 = vdupq_n_s32(0);
                uint32x4_t t66 = vreinterpretq_u32_s32(t65);
                uint32x4_t k_v = vaddq_u32(t66, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                long k_vec_2 = 0L;
                /* vcc: loop at scatter.c:87 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    int32x4_t k_v_4 = vreinterpretq_s32_u32(k_v);
                    float *t67 = b + k_vec_2;
                    float32x4_t b_v = vld1q_f32(t67);
                    float32x4_t t68 = vcvtq_f32_s32(k_v_4);
                    float32x4_t t69 = vfmaq_f32(b_v, t68, vdupq_n_f32(0.125f));
                    vst1q_f32(t67, t69);
                    uint32x4_t t70 = vaddq_u32(k_v, vdupq_n_u32(4));
                    int32x4_t k_v_5 = vreinterpretq_s32_u32(t70);
                    float *t71 = b + (k_vec_2 + 4L);
                    float32x4_t b_v_1 = vld1q_f32(t71);
                    float32x4_t t72 = vcvtq_f32_s32(k_v_5);
                    float32x4_t t73 = vfmaq_f32(b_v_1, t72, vdupq_n_f32(0.125f));
                    vst1q_f32(t71, t73);
                    uint32x4_t t74 = vaddq_u32(k_v, vdupq_n_u32(8));
                    int32x4_t k_v_6 = vreinterpretq_s32_u32(t74);
                    float *t75 = b + (k_vec_2 + 8L);
                    float32x4_t b_v_2 = vld1q_f32(t75);
                    float32x4_t t76 = vcvtq_f32_s32(k_v_6);
                    float32x4_t t77 = vfmaq_f32(b_v_2, t76, vdupq_n_f32(0.125f));
                    vst1q_f32(t75, t77);
                    uint32x4_t t78 = vaddq_u32(k_v, vdupq_n_u32(12));
                    int32x4_t k_v_7 = vreinterpretq_s32_u32(t78);
                    float *t79 = b + (k_vec_2 + 12L);
                    float32x4_t b_v_3 = vld1q_f32(t79);
                    float32x4_t t80 = vcvtq_f32_s32(k_v_7);
                    float32x4_t t81 = vfmaq_f32(b_v_3, t80, vdupq_n_f32(0.125f));
                    vst1q_f32(t79, t81);
                    k_vec_2 += 16L;
                    uint32x4_t t82 = vaddq_u32(k_v, vdupq_n_u32(16));
                    if (k_vec_2 >= t64) {
                        break;
                    }
                    k_v = t82;
                }
                t83 = (int)t64;
            } else {
                t83 = 0;
            }
            long t84 = (long)n + (long)t83 * -1L;
            if (t84 >= 4L) {
                long t85 = t84 & -4L;
                int32x4_t t86 = vdupq_n_s32(t83);
                uint32x4_t t87 = vreinterpretq_u32_s32(t86);
                uint32x4_t k_v_1 = vaddq_u32(t87, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                long k_vec_3 = 0L;
                /* vcc: loop at scatter.c:87 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    int32x4_t k_v_8 = vreinterpretq_s32_u32(k_v_1);
                    float *t88 = b + ((long)t83 + k_vec_3);
                    float32x4_t b_v_4 = vld1q_f32(t88);
                    float32x4_t t89 = vcvtq_f32_s32(k_v_8);
                    float32x4_t t90 = vfmaq_f32(b_v_4, t89, vdupq_n_f32(0.125f));
                    vst1q_f32(t88, t90);
                    k_vec_3 += 4L;
                    uint32x4_t t91 = vaddq_u32(k_v_1, vdupq_n_u32(4));
                    if (k_vec_3 >= t85) {
                        break;
                    }
                    k_v_1 = t91;
                }
                k_1 = (int)((long)t83 + t85);
            } else {
                k_1 = t83;
            }
            for (; k_1 < n; k_1++) {
                float *t92 = b + k_1;
                *t92 = *t92 + (float)k_1 * 0.125f;
            }
            long t93 = (long)m;
            unsigned long t94 = (unsigned long)t3;
            unsigned long t95 = (unsigned long)t4;
            long t96 = (long)((unsigned long)t3 - (unsigned long)t4);
            if ((t93 >= 16L) & (((t94 + (unsigned long)(4L + (t93 - 1L) * 4L)) <= t95) | ((t95 + (unsigned long)(4L + (t93 - 1L) * 4L)) <= t94) | ((t96 <= 0L) | (t96 >= 64L)))) {
                long t97 = t93 & -16L;
                long k_vec_4 = 0L;
                /* vcc: loop at scatter.c:89 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
                do {
                    vst1q_f32(a + k_vec_4, vdupq_n_f32(-1.0f));
                    vst1q_s32(ia + k_vec_4, vdupq_n_s32(-1));
                    long t98 = k_vec_4 + 4L;
                    vst1q_f32(a + t98, vdupq_n_f32(-1.0f));
                    vst1q_s32(ia + t98, vdupq_n_s32(-1));
                    long t99 = k_vec_4 + 8L;
                    vst1q_f32(a + t99, vdupq_n_f32(-1.0f));
                    vst1q_s32(ia + t99, vdupq_n_s32(-1));
                    long t100 = k_vec_4 + 12L;
                    vst1q_f32(a + t100, vdupq_n_f32(-1.0f));
                    vst1q_s32(ia + t100, vdupq_n_s32(-1));
                    k_vec_4 += 16L;
                } while (k_vec_4 < t97);
                t101 = (int)t97;
            } else {
                t101 = 0;
            }
            long t102 = (long)m + (long)t101 * -1L;
            unsigned long t103 = (unsigned long)t3;
            unsigned long t104 = (unsigned long)t4;
            long t105 = (long)((unsigned long)t3 + (unsigned long)((long)t101 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t101 * 4L)));
            if ((t102 >= 4L) & (((t103 + (unsigned long)((long)t101 * 4L + 4L + (t102 - 1L) * 4L)) <= (t104 + (unsigned long)((long)t101 * 4L))) | ((t104 + (unsigned long)((long)t101 * 4L + 4L + (t102 - 1L) * 4L)) <= (t103 + (unsigned long)((long)t101 * 4L))) | ((t105 <= 0L) | (t105 >= 16L)))) {
                long t106 = t102 & -4L;
                long k_vec_5 = 0L;
                /* vcc: loop at scatter.c:89 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 77:47 and the value of the call to `new_array` at 78:24 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t107 = (long)t101 + k_vec_5;
                    vst1q_f32(a + t107, vdupq_n_f32(-1.0f));
                    vst1q_s32(ia + t107, vdupq_n_s32(-1));
                    k_vec_5 += 4L;
                } while (k_vec_5 < t106);
                k_2 = (int)((long)t101 + t106);
            } else {
                k_2 = t101;
            }
            for (; k_2 < m; k_2++) {
                long t108 = (long)k_2;
                a[t108] = -1.0f;
                ia[t108] = -1;
            }
            long k_vec_6 = 0L;
            /* vcc: loop at scatter.c:91 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                vst1q_f32(&table[k_vec_6], vdupq_n_f32(0.0f));
                vst1q_f32(&table[k_vec_6 + 4L], vdupq_n_f32(0.0f));
                vst1q_f32(&table[k_vec_6 + 8L], vdupq_n_f32(0.0f));
                vst1q_f32(&table[k_vec_6 + 12L], vdupq_n_f32(0.0f));
                k_vec_6 += 16L;
            } while (k_vec_6 < 64L);
            long k_vec_7 = 0L;
            /* vcc: loop at scatter.c:93 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                vst1q_s32(h + k_vec_7, vdupq_n_s32(0));
                vst1q_s32(h + (k_vec_7 + 4L), vdupq_n_s32(0));
                vst1q_s32(h + (k_vec_7 + 8L), vdupq_n_s32(0));
                vst1q_s32(h + (k_vec_7 + 12L), vdupq_n_s32(0));
                k_vec_7 += 16L;
            } while (k_vec_7 < 256L);
            const float *t109 = c;
            const float *t110 = b;
            const int *t111 = idx;
            scatter_div(n, a, t111, t110, t109);
            unsigned long t112 = (unsigned long)m * 4UL;
            const void *t113 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)hash_bytes(t113, t112));
            scatter_cond(n, a, t111, t109, t110);
            scatter_int(n, ia, t111, ib);
            const unsigned char *t114 = uidx;
            scatter_global(n, t114, t110);
            unsigned long t115 = hash_bytes((const void *)table, 256UL);
            unsigned long t116 = hash_bytes((const void *)ia, t112);
            printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t113, t112), (unsigned long long)t116, (unsigned long long)t115);
            scatter_plain(n, a, t111, t109);
            long t117 = (long)m * 2L;
            if (t117 >= 16L) {
                long t118 = t117 & -16L;
                int32x4_t t119 = vdupq_n_s32(0);
                uint32x4_t t120 = vreinterpretq_u32_s32(t119);
                uint32x4_t k_v_2 = vaddq_u32(t120, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                long k_vec_8 = 0L;
                /* vcc: loop at scatter.c:102 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    int32x4_t k_v_9 = vreinterpretq_s32_u32(k_v_2);
                    float32x4_t t121 = vcvtq_f32_s32(k_v_9);
                    vst1q_f32(ab + k_vec_8, t121);
                    uint32x4_t t122 = vaddq_u32(k_v_2, vdupq_n_u32(4));
                    int32x4_t k_v_10 = vreinterpretq_s32_u32(t122);
                    float32x4_t t123 = vcvtq_f32_s32(k_v_10);
                    vst1q_f32(ab + (k_vec_8 + 4L), t123);
                    uint32x4_t t124 = vaddq_u32(k_v_2, vdupq_n_u32(8));
                    int32x4_t k_v_11 = vreinterpretq_s32_u32(t124);
                    float32x4_t t125 = vcvtq_f32_s32(k_v_11);
                    vst1q_f32(ab + (k_vec_8 + 8L), t125);
                    uint32x4_t t126 = vaddq_u32(k_v_2, vdupq_n_u32(12));
                    int32x4_t k_v_12 = vreinterpretq_s32_u32(t126);
                    float32x4_t t127 = vcvtq_f32_s32(k_v_12);
                    vst1q_f32(ab + (k_vec_8 + 12L), t127);
                    k_vec_8 += 16L;
                    uint32x4_t t128 = vaddq_u32(k_v_2, vdupq_n_u32(16));
                    if (k_vec_8 >= t118) {
                        break;
                    }
                    k_v_2 = t128;
                }
                t129 = (int)t118;
            } else {
                t129 = 0;
            }
            long t130 = (long)m * 2L + (long)t129 * -1L;
            if (t130 >= 4L) {
                long t131 = t130 & -4L;
                int32x4_t t132 = vdupq_n_s32(t129);
                uint32x4_t t133 = vreinterpretq_u32_s32(t132);
                uint32x4_t k_v_3 = vaddq_u32(t133, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                long k_vec_9 = 0L;
                /* vcc: loop at scatter.c:102 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    int32x4_t k_v_13 = vreinterpretq_s32_u32(k_v_3);
                    float32x4_t t134 = vcvtq_f32_s32(k_v_13);
                    vst1q_f32(ab + ((long)t129 + k_vec_9), t134);
                    k_vec_9 += 4L;
                    uint32x4_t t135 = vaddq_u32(k_v_3, vdupq_n_u32(4));
                    if (k_vec_9 >= t131) {
                        break;
                    }
                    k_v_3 = t135;
                }
                k_3 = (int)((long)t129 + t131);
            } else {
                k_3 = t129;
            }
            for (; k_3 < t5; k_3++) {
                ab[k_3] = (float)k_3;
            }
            scatter_alias(n, ab + 1, t111, ab);
            scatter_two(n, a, t111, t110);
            histogram(n, h, t114);
            unsigned long t136 = hash_bytes((const void *)h, 1024UL);
            unsigned long t137 = hash_bytes(t113, t112);
            unsigned long t138 = hash_bytes((const void *)ab, (unsigned long)t5 * 4UL);
            printf(" %llx %llx %llx %llx\n", (unsigned long long)hash_bytes(t113, t112), (unsigned long long)t138, (unsigned long long)t137, (unsigned long long)t136);
            free((void *)idx);
            free((void *)ia);
            free((void *)ib);
            free((void *)a);
            free((void *)b);
            free((void *)c);
            free((void *)ab);
            free((void *)uidx);
            free((void *)h);
        }
    }
}
