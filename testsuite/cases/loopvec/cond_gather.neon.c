/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized generic=5 avx2=1 avx512=5 sse4.2=4 sse2=4 neon=4 */
/* vcc-test: also-tune avx2 zen4 */
/* vcc-test: also-tune avx2 sapphirerapids 5 */
/* vcc-test: also-tune avx512 zen4 */
#include "harness.h"

/* Gathers under a condition that guards the index itself (emit avx2.rs `vcc_avx2_maskgather8`
   and `vcc_avx2_maskgather4`: lane by lane, an inactive lane loading what the first active
   lane loads, no load where no lane is active, inactive lanes zero). Indices of inactive lanes
   are far outside the arrays (and negative), in runs longer than a vector so that whole
   vectors are inactive, and between them runs where every lane is active; the arrays are
   allocated exactly, so a load of an inactive lane fails under ASan or faults. With
   --tune=zen4 the gathers are the masked instruction (`Target::hardware_masked_gathers`),
   which must leave the inactive lanes' memory alone as well. On avx2 with the generic and Zen
   tunes the four loops with a store stay scalar (a masked gather and a masked store run as
   microcode on Zen: `Target::serial_cycles`); --tune=sapphirerapids vectorizes them, so the
   lane-by-lane macros still run here. On avx512 the generic tune's lane-by-lane gathers bound
   the vector iteration too (16 cycles a register): UF 1. */

void gather_f32(int n, float *restrict out, const float *restrict t, const int *restrict ix, int m) {
    int t16;
    int i;
    int t28;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x4_t m_v = vdupq_n_s32(m);
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:21 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            int32x4_t ix_v = vld1q_s32(ix + i_vec);
            int32x4_t ix_v_1 = vld1q_s32(ix + t3);
            uint32x4_t t4 = vcgeq_s32(ix_v, vdupq_n_s32(0));
            uint32x4_t t5 = vcgeq_s32(ix_v_1, vdupq_n_s32(0));
            uint32x4_t t6 = vcltq_s32(ix_v, m_v);
            uint32x4_t t7 = vcltq_s32(ix_v_1, m_v);
            int32x4_t t8 = (int32x4_t)__builtin_convertvector((vcc_m4)t6 & 1, vcc_v4_int);
            int32x4_t t9 = vbslq_s32(t4, t8, vdupq_n_s32(0));
            int32x4_t t10 = (int32x4_t)__builtin_convertvector((vcc_m4)t7 & 1, vcc_v4_int);
            int32x4_t t11 = vbslq_s32(t5, t10, vdupq_n_s32(0));
            uint32x4_t t12 = vmvnq_u32(vceqq_s32(t9, vdupq_n_s32(0)));
            uint32x4_t t13 = vmvnq_u32(vceqq_s32(t11, vdupq_n_s32(0)));
            float32x4_t t_v = ({ int32x4_t vcc_ni = ix_v; uint32x4_t vcc_nm = t12; const float32_t *vcc_np = (const float32_t *)(t); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            float32x4_t t_v_1 = ({ int32x4_t vcc_ni = ix_v_1; uint32x4_t vcc_nm = t13; const float32_t *vcc_np = (const float32_t *)(t); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            float32x4_t t14 = vmulq_f32(t_v, vdupq_n_f32(2.0f));
            do { uint32x4_t vcc_nm = t12; float32x4_t vcc_nv = t14; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)out + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t15 = vmulq_f32(t_v_1, vdupq_n_f32(2.0f));
            do { uint32x4_t vcc_nm = t13; float32x4_t vcc_nv = t15; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)out + (unsigned long)t3 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        int32x4_t m_v_1 = vdupq_n_s32(m);
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            int32x4_t ix_v_2 = vld1q_s32(ix + t19);
            uint32x4_t t20 = vcgeq_s32(ix_v_2, vdupq_n_s32(0));
            uint32x4_t t21 = vcltq_s32(ix_v_2, m_v_1);
            int32x4_t t22 = (int32x4_t)__builtin_convertvector((vcc_m4)t21 & 1, vcc_v4_int);
            int32x4_t t23 = vbslq_s32(t20, t22, vdupq_n_s32(0));
            uint32x4_t t24 = vmvnq_u32(vceqq_s32(t23, vdupq_n_s32(0)));
            float32x4_t t_v_2 = ({ int32x4_t vcc_ni = ix_v_2; uint32x4_t vcc_nm = t24; const float32_t *vcc_np = (const float32_t *)(t); float32x4_t vcc_nr = vdupq_n_f32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            float32x4_t t25 = vmulq_f32(t_v_2, vdupq_n_f32(2.0f));
            do { uint32x4_t vcc_nm = t24; float32x4_t vcc_nv = t25; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)out + (unsigned long)t19 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        int t27 = ix[t26];
        if (t27 >= 0) {
            t28 = (t27 < m) != 0;
        } else {
            t28 = 0;
        }
        if (t28) {
            out[t26] = t[t27] * 2.0f;
        }
    }
}

void gather_i32(int n, int *restrict out, const int *restrict t, const int *restrict ix, int m) {
    for (int i = 0; i < n; i++)
        if ((unsigned)ix[i] < (unsigned)m)
            out[i] = t[ix[i]] + i;
}

void gather_f64(int n, double *restrict out, const double *restrict t, const int *restrict ix, int m) {
    int t30;
    int i;
    int t42;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x2_t m_v = vdup_n_s32(m);
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:33 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t3 = i_vec + 2L;
            long t4 = i_vec + 4L;
            long t5 = i_vec + 6L;
            int32x2_t ix_v = vld1_s32(ix + i_vec);
            int32x2_t ix_v_1 = vld1_s32(ix + t3);
            int32x2_t ix_v_2 = vld1_s32(ix + t4);
            int32x2_t ix_v_3 = vld1_s32(ix + t5);
            uint64x2_t t6 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t7 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_1 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t8 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_2 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t9 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_3 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t10 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v < (vcc_v2_int)m_v, vcc_m2);
            uint64x2_t t11 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_1 < (vcc_v2_int)m_v, vcc_m2);
            uint64x2_t t12 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_2 < (vcc_v2_int)m_v, vcc_m2);
            uint64x2_t t13 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_3 < (vcc_v2_int)m_v, vcc_m2);
            int32x2_t t14 = (int32x2_t)__builtin_convertvector((vcc_m2)t10 & 1, vcc_v2_int);
            int32x2_t t15 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t6, vcc_v2_int), (vcc_v2_int)t14, (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t16 = (int32x2_t)__builtin_convertvector((vcc_m2)t11 & 1, vcc_v2_int);
            int32x2_t t17 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t7, vcc_v2_int), (vcc_v2_int)t16, (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t18 = (int32x2_t)__builtin_convertvector((vcc_m2)t12 & 1, vcc_v2_int);
            int32x2_t t19 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t8, vcc_v2_int), (vcc_v2_int)t18, (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t20 = (int32x2_t)__builtin_convertvector((vcc_m2)t13 & 1, vcc_v2_int);
            int32x2_t t21 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t9, vcc_v2_int), (vcc_v2_int)t20, (vcc_v2_int)vdup_n_s32(0));
            uint64x2_t t22 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t15 != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t23 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t17 != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t24 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t19 != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t25 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t21 != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            float64x2_t t_v = ({ int32x2_t vcc_ni = ix_v; uint64x2_t vcc_nm = t22; const float64_t *vcc_np = (const float64_t *)(t); float64x2_t vcc_nr = vdupq_n_f64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
            float64x2_t t_v_1 = ({ int32x2_t vcc_ni = ix_v_1; uint64x2_t vcc_nm = t23; const float64_t *vcc_np = (const float64_t *)(t); float64x2_t vcc_nr = vdupq_n_f64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
            float64x2_t t_v_2 = ({ int32x2_t vcc_ni = ix_v_2; uint64x2_t vcc_nm = t24; const float64_t *vcc_np = (const float64_t *)(t); float64x2_t vcc_nr = vdupq_n_f64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
            float64x2_t t_v_3 = ({ int32x2_t vcc_ni = ix_v_3; uint64x2_t vcc_nm = t25; const float64_t *vcc_np = (const float64_t *)(t); float64x2_t vcc_nr = vdupq_n_f64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
            float64x2_t t26 = vsubq_f64(t_v, vdupq_n_f64(1.5));
            do { uint64x2_t vcc_nm = t22; float64x2_t vcc_nv = t26; float64_t *vcc_np = (float64_t *)((double *)((unsigned long)out + (unsigned long)i_vec * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            float64x2_t t27 = vsubq_f64(t_v_1, vdupq_n_f64(1.5));
            do { uint64x2_t vcc_nm = t23; float64x2_t vcc_nv = t27; float64_t *vcc_np = (float64_t *)((double *)((unsigned long)out + (unsigned long)t3 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            float64x2_t t28 = vsubq_f64(t_v_2, vdupq_n_f64(1.5));
            do { uint64x2_t vcc_nm = t24; float64x2_t vcc_nv = t28; float64_t *vcc_np = (float64_t *)((double *)((unsigned long)out + (unsigned long)t4 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            float64x2_t t29 = vsubq_f64(t_v_3, vdupq_n_f64(1.5));
            do { uint64x2_t vcc_nm = t25; float64x2_t vcc_nv = t29; float64_t *vcc_np = (float64_t *)((double *)((unsigned long)out + (unsigned long)t5 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 2L) {
        long t32 = t31 & -2L;
        int32x2_t m_v_1 = vdup_n_s32(m);
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:33 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            int32x2_t ix_v_4 = vld1_s32(ix + t33);
            uint64x2_t t34 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_4 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t35 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_4 < (vcc_v2_int)m_v_1, vcc_m2);
            int32x2_t t36 = (int32x2_t)__builtin_convertvector((vcc_m2)t35 & 1, vcc_v2_int);
            int32x2_t t37 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t34, vcc_v2_int), (vcc_v2_int)t36, (vcc_v2_int)vdup_n_s32(0));
            uint64x2_t t38 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t37 != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            float64x2_t t_v_4 = ({ int32x2_t vcc_ni = ix_v_4; uint64x2_t vcc_nm = t38; const float64_t *vcc_np = (const float64_t *)(t); float64x2_t vcc_nr = vdupq_n_f64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
            float64x2_t t39 = vsubq_f64(t_v_4, vdupq_n_f64(1.5));
            do { uint64x2_t vcc_nm = t38; float64x2_t vcc_nv = t39; float64_t *vcc_np = (float64_t *)((double *)((unsigned long)out + (unsigned long)t33 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            i_vec_1 += 2L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        int t41 = ix[t40];
        if (t41 >= 0) {
            t42 = (t41 < m) != 0;
        } else {
            t42 = 0;
        }
        if (t42) {
            out[t40] = t[t41] - 1.5;
        }
    }
}

void gather_i64(int n, long long *restrict out, const long long *restrict t, const int *restrict ix, int m) {
    int t39;
    int i;
    int t54;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x2_t m_v = vdup_n_s32(m);
        int32x2_t t3 = vdup_n_s32(0);
        uint32x2_t t4 = vreinterpret_u32_s32(t3);
        uint32x2_t i_v = vadd_u32(t4, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        long i_vec = 0L;
        /* vcc: loop at cond_gather.c:39 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t i_v_2 = vreinterpret_s32_u32(i_v);
            long t5 = i_vec + 2L;
            uint32x2_t t6 = vadd_u32(i_v, vdup_n_u32(2));
            int32x2_t i_v_3 = vreinterpret_s32_u32(t6);
            long t7 = i_vec + 4L;
            uint32x2_t t8 = vadd_u32(i_v, vdup_n_u32(4));
            int32x2_t i_v_4 = vreinterpret_s32_u32(t8);
            long t9 = i_vec + 6L;
            uint32x2_t t10 = vadd_u32(i_v, vdup_n_u32(6));
            int32x2_t i_v_5 = vreinterpret_s32_u32(t10);
            int32x2_t ix_v = vld1_s32(ix + i_vec);
            int32x2_t ix_v_1 = vld1_s32(ix + t5);
            int32x2_t ix_v_2 = vld1_s32(ix + t7);
            int32x2_t ix_v_3 = vld1_s32(ix + t9);
            uint64x2_t t11 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t12 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_1 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t13 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_2 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t14 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_3 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t15 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v < (vcc_v2_int)m_v, vcc_m2);
            uint64x2_t t16 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_1 < (vcc_v2_int)m_v, vcc_m2);
            uint64x2_t t17 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_2 < (vcc_v2_int)m_v, vcc_m2);
            uint64x2_t t18 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_3 < (vcc_v2_int)m_v, vcc_m2);
            int32x2_t t19 = (int32x2_t)__builtin_convertvector((vcc_m2)t15 & 1, vcc_v2_int);
            int32x2_t t20 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t11, vcc_v2_int), (vcc_v2_int)t19, (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t21 = (int32x2_t)__builtin_convertvector((vcc_m2)t16 & 1, vcc_v2_int);
            int32x2_t t22 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t12, vcc_v2_int), (vcc_v2_int)t21, (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t23 = (int32x2_t)__builtin_convertvector((vcc_m2)t17 & 1, vcc_v2_int);
            int32x2_t t24 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t13, vcc_v2_int), (vcc_v2_int)t23, (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t25 = (int32x2_t)__builtin_convertvector((vcc_m2)t18 & 1, vcc_v2_int);
            int32x2_t t26 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t14, vcc_v2_int), (vcc_v2_int)t25, (vcc_v2_int)vdup_n_s32(0));
            uint64x2_t t27 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t20 != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t28 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t22 != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t29 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t24 != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t30 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t26 != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            int64x2_t t_v = ({ int32x2_t vcc_ni = ix_v; uint64x2_t vcc_nm = t27; const int64_t *vcc_np = (const int64_t *)(t); int64x2_t vcc_nr = vdupq_n_s64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
            int64x2_t t_v_1 = ({ int32x2_t vcc_ni = ix_v_1; uint64x2_t vcc_nm = t28; const int64_t *vcc_np = (const int64_t *)(t); int64x2_t vcc_nr = vdupq_n_s64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
            int64x2_t t_v_2 = ({ int32x2_t vcc_ni = ix_v_2; uint64x2_t vcc_nm = t29; const int64_t *vcc_np = (const int64_t *)(t); int64x2_t vcc_nr = vdupq_n_s64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
            int64x2_t t_v_3 = ({ int32x2_t vcc_ni = ix_v_3; uint64x2_t vcc_nm = t30; const int64_t *vcc_np = (const int64_t *)(t); int64x2_t vcc_nr = vdupq_n_s64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
            int64x2_t t31 = vmovl_s32(i_v_2);
            int64x2_t t32 = veorq_s64(t_v, t31);
            do { uint64x2_t vcc_nm = t27; int64x2_t vcc_nv = t32; int64_t *vcc_np = (int64_t *)((long long *)((unsigned long)out + (unsigned long)i_vec * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_s64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_s64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_s64(vcc_np + 1, vcc_nv, 1); } } while (0);
            int64x2_t t33 = vmovl_s32(i_v_3);
            int64x2_t t34 = veorq_s64(t_v_1, t33);
            do { uint64x2_t vcc_nm = t28; int64x2_t vcc_nv = t34; int64_t *vcc_np = (int64_t *)((long long *)((unsigned long)out + (unsigned long)t5 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_s64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_s64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_s64(vcc_np + 1, vcc_nv, 1); } } while (0);
            int64x2_t t35 = vmovl_s32(i_v_4);
            int64x2_t t36 = veorq_s64(t_v_2, t35);
            do { uint64x2_t vcc_nm = t29; int64x2_t vcc_nv = t36; int64_t *vcc_np = (int64_t *)((long long *)((unsigned long)out + (unsigned long)t7 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_s64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_s64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_s64(vcc_np + 1, vcc_nv, 1); } } while (0);
            int64x2_t t37 = vmovl_s32(i_v_5);
            int64x2_t t38 = veorq_s64(t_v_3, t37);
            do { uint64x2_t vcc_nm = t30; int64x2_t vcc_nv = t38; int64_t *vcc_np = (int64_t *)((long long *)((unsigned long)out + (unsigned long)t9 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_s64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_s64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_s64(vcc_np + 1, vcc_nv, 1); } } while (0);
            i_vec += 8L;
            i_v = vadd_u32(i_v, vdup_n_u32(8));
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 2L) {
        long t41 = t40 & -2L;
        int32x2_t m_v_1 = vdup_n_s32(m);
        int32x2_t t42 = vdup_n_s32(t39);
        uint32x2_t t43 = vreinterpret_u32_s32(t42);
        uint32x2_t i_v_1 = vadd_u32(t43, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        long i_vec_1 = 0L;
        /* vcc: loop at cond_gather.c:39 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t44 = (long)t39 + i_vec_1;
            int32x2_t i_v_6 = vreinterpret_s32_u32(i_v_1);
            int32x2_t ix_v_4 = vld1_s32(ix + t44);
            uint64x2_t t45 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_4 >= (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            uint64x2_t t46 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)ix_v_4 < (vcc_v2_int)m_v_1, vcc_m2);
            int32x2_t t47 = (int32x2_t)__builtin_convertvector((vcc_m2)t46 & 1, vcc_v2_int);
            int32x2_t t48 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t45, vcc_v2_int), (vcc_v2_int)t47, (vcc_v2_int)vdup_n_s32(0));
            uint64x2_t t49 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t48 != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            int64x2_t t_v_4 = ({ int32x2_t vcc_ni = ix_v_4; uint64x2_t vcc_nm = t49; const int64_t *vcc_np = (const int64_t *)(t); int64x2_t vcc_nr = vdupq_n_s64(0); if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_s64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); } vcc_nr; });
            int64x2_t t50 = vmovl_s32(i_v_6);
            int64x2_t t51 = veorq_s64(t_v_4, t50);
            do { uint64x2_t vcc_nm = t49; int64x2_t vcc_nv = t51; int64_t *vcc_np = (int64_t *)((long long *)((unsigned long)out + (unsigned long)t44 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_s64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_s64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_s64(vcc_np + 1, vcc_nv, 1); } } while (0);
            i_vec_1 += 2L;
            i_v_1 = vadd_u32(i_v_1, vdup_n_u32(2));
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t52 = (long)i;
        int t53 = ix[t52];
        if (t53 >= 0) {
            t54 = (t53 < m) != 0;
        } else {
            t54 = 0;
        }
        if (t54) {
            out[t52] = t[t53] ^ (long long)i;
        }
    }
}

/* The gathered value used in the condition's other branch: inactive lanes must not leak. */
int gather_sum(int n, const int *restrict t, const int *restrict ix, int m) {
    int t34;
    int t35;
    int i;
    int s;
    int t46;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t m_v = vdupq_n_s32(m);
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at cond_gather.c:47 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t ix_v = vld1q_s32(ix + i_vec);
            int32x4_t ix_v_1 = vld1q_s32(ix + (i_vec + 4L));
            int32x4_t ix_v_2 = vld1q_s32(ix + (i_vec + 8L));
            int32x4_t ix_v_3 = vld1q_s32(ix + (i_vec + 12L));
            uint32x4_t t3 = vcgeq_s32(ix_v, vdupq_n_s32(0));
            uint32x4_t t4 = vcgeq_s32(ix_v_1, vdupq_n_s32(0));
            uint32x4_t t5 = vcgeq_s32(ix_v_2, vdupq_n_s32(0));
            uint32x4_t t6 = vcgeq_s32(ix_v_3, vdupq_n_s32(0));
            uint32x4_t t7 = vcltq_s32(ix_v, m_v);
            uint32x4_t t8 = vcltq_s32(ix_v_1, m_v);
            uint32x4_t t9 = vcltq_s32(ix_v_2, m_v);
            uint32x4_t t10 = vcltq_s32(ix_v_3, m_v);
            int32x4_t t11 = (int32x4_t)__builtin_convertvector((vcc_m4)t7 & 1, vcc_v4_int);
            int32x4_t t12 = vbslq_s32(t3, t11, vdupq_n_s32(0));
            int32x4_t t13 = (int32x4_t)__builtin_convertvector((vcc_m4)t8 & 1, vcc_v4_int);
            int32x4_t t14 = vbslq_s32(t4, t13, vdupq_n_s32(0));
            int32x4_t t15 = (int32x4_t)__builtin_convertvector((vcc_m4)t9 & 1, vcc_v4_int);
            int32x4_t t16 = vbslq_s32(t5, t15, vdupq_n_s32(0));
            int32x4_t t17 = (int32x4_t)__builtin_convertvector((vcc_m4)t10 & 1, vcc_v4_int);
            int32x4_t t18 = vbslq_s32(t6, t17, vdupq_n_s32(0));
            uint32x4_t t19 = vmvnq_u32(vceqq_s32(t12, vdupq_n_s32(0)));
            uint32x4_t t20 = vmvnq_u32(vceqq_s32(t14, vdupq_n_s32(0)));
            uint32x4_t t21 = vmvnq_u32(vceqq_s32(t16, vdupq_n_s32(0)));
            uint32x4_t t22 = vmvnq_u32(vceqq_s32(t18, vdupq_n_s32(0)));
            int32x4_t t_v = ({ int32x4_t vcc_ni = ix_v; uint32x4_t vcc_nm = t19; const int32_t *vcc_np = (const int32_t *)(t); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t t_v_1 = ({ int32x4_t vcc_ni = ix_v_1; uint32x4_t vcc_nm = t20; const int32_t *vcc_np = (const int32_t *)(t); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t t_v_2 = ({ int32x4_t vcc_ni = ix_v_2; uint32x4_t vcc_nm = t21; const int32_t *vcc_np = (const int32_t *)(t); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            int32x4_t t_v_3 = ({ int32x4_t vcc_ni = ix_v_3; uint32x4_t vcc_nm = t22; const int32_t *vcc_np = (const int32_t *)(t); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            uint32x4_t t23 = vreinterpretq_u32_s32(t_v);
            uint32x4_t t24 = vbslq_u32(t19, t23, vdupq_n_u32(0));
            s_v = vaddq_u32(s_v, t24);
            uint32x4_t t25 = vreinterpretq_u32_s32(t_v_1);
            uint32x4_t t26 = vbslq_u32(t20, t25, vdupq_n_u32(0));
            s_v_1 = vaddq_u32(s_v_1, t26);
            uint32x4_t t27 = vreinterpretq_u32_s32(t_v_2);
            uint32x4_t t28 = vbslq_u32(t21, t27, vdupq_n_u32(0));
            s_v_2 = vaddq_u32(s_v_2, t28);
            uint32x4_t t29 = vreinterpretq_u32_s32(t_v_3);
            uint32x4_t t30 = vbslq_u32(t22, t29, vdupq_n_u32(0));
            s_v_3 = vaddq_u32(s_v_3, t30);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t31 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t32 = vaddq_u32(t31, s_v_2);
        uint32x4_t t33 = vaddq_u32(t32, s_v_3);
        t34 = (int)t2;
        t35 = (int)vaddvq_u32(t33);
    } else {
        t34 = 0;
        t35 = 0;
    }
    long t36 = (long)n + (long)t34 * -1L;
    if (t36 >= 4L) {
        long t37 = t36 & -4L;
        int32x4_t m_v_1 = vdupq_n_s32(m);
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at cond_gather.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t ix_v_4 = vld1q_s32(ix + ((long)t34 + i_vec_1));
            uint32x4_t t38 = vcgeq_s32(ix_v_4, vdupq_n_s32(0));
            uint32x4_t t39 = vcltq_s32(ix_v_4, m_v_1);
            int32x4_t t40 = (int32x4_t)__builtin_convertvector((vcc_m4)t39 & 1, vcc_v4_int);
            int32x4_t t41 = vbslq_s32(t38, t40, vdupq_n_s32(0));
            uint32x4_t t42 = vmvnq_u32(vceqq_s32(t41, vdupq_n_s32(0)));
            int32x4_t t_v_4 = ({ int32x4_t vcc_ni = ix_v_4; uint32x4_t vcc_nm = t42; const int32_t *vcc_np = (const int32_t *)(t); int32x4_t vcc_nr = vdupq_n_s32(0); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); } vcc_nr; });
            uint32x4_t t43 = vreinterpretq_u32_s32(t_v_4);
            uint32x4_t t44 = vbslq_u32(t42, t43, vdupq_n_u32(0));
            s_v_4 = vaddq_u32(s_v_4, t44);
            i_vec_1 += 4L;
        } while (i_vec_1 < t37);
        i = (int)((long)t34 + t37);
        s = (int)((unsigned int)t35 + vaddvq_u32(s_v_4));
    } else {
        i = t34;
        s = t35;
    }
    for (; i < n; i++, s = s_1) {
        int t45 = ix[i];
        if (t45 >= 0) {
            t46 = (t45 < m) != 0;
        } else {
            t46 = 0;
        }
        if (t46) {
            s_1 = s + t[t45];
        } else {
            s_1 = s;
        }
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int m = n / 2 + 1;
        int *ix = new_array(n, sizeof(int));
        float *tf = new_array(m, sizeof(float)), *of = new_array(n, sizeof(float));
        int *ti = new_array(m, sizeof(int)), *oi = new_array(n, sizeof(int));
        double *td = new_array(m, sizeof(double)), *od = new_array(n, sizeof(double));
        long long *tl = new_array(m, sizeof(long long)), *ol = new_array(n, sizeof(long long));
        for (int i = 0; i < n; i++) {
            int phase = (i / 11) % 3; /* 0: all valid, 1: random, 2: all invalid */
            int valid = phase == 0 || (phase == 1 && next_rand() % 2);
            ix[i] = valid ? (int)(next_rand() % (unsigned)m) : (next_rand() % 2 ? -(1 << 28) : m + (1 << 28));
        }
        FILL(tf, m, -50, 100);
        FILL(ti, m, -50, 100);
        FILL(td, m, -50, 100);
        FILL(tl, m, -50, 100);
        FILL(of, n, 0, 3);
        FILL(oi, n, 0, 3);
        FILL(od, n, 0, 3);
        FILL(ol, n, 0, 3);
        gather_f32(n, of, tf, ix, m);
        gather_i32(n, oi, ti, ix, m);
        gather_f64(n, od, td, ix, m);
        gather_i64(n, ol, tl, ix, m);
        printf("n=%d f32=%llx i32=%llx f64=%llx i64=%llx sum=%d\n", n, HASH(of, n), HASH(oi, n), HASH(od, n),
               HASH(ol, n), gather_sum(n, ti, ix, m));
        free(ix), free(tf), free(of), free(ti), free(oi), free(td), free(od), free(tl), free(ol);
    }
    return 0;
}
