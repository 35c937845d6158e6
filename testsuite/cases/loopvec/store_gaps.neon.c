/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=5 neon=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere priced as the per-lane scatters they replace
   (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t3 = a + 2 * (int)i_vec;
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t c_v = vld1q_s32(c + i_vec);
            int32x4_t t4 = vaddq_s32(b_v, c_v);
            int32x4_t t5 = vzip1q_s32(t4, t4);
            uint32x4_t t6 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t6; int32x4_t vcc_nv = t5; int32_t *vcc_np = (int32_t *)(t3); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t7 = vzip2q_s32(t4, t4);
            uint32x4_t t8 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t8; int32x4_t vcc_nv = t7; int32_t *vcc_np = (int32_t *)(t3 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t9 = i_vec + 4L;
            int *t10 = a + 2 * (int)t9;
            int32x4_t b_v_1 = vld1q_s32(b + t9);
            int32x4_t c_v_1 = vld1q_s32(c + t9);
            int32x4_t t11 = vaddq_s32(b_v_1, c_v_1);
            int32x4_t t12 = vzip1q_s32(t11, t11);
            uint32x4_t t13 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t13; int32x4_t vcc_nv = t12; int32_t *vcc_np = (int32_t *)(t10); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t14 = vzip2q_s32(t11, t11);
            uint32x4_t t15 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t15; int32x4_t vcc_nv = t14; int32_t *vcc_np = (int32_t *)(t10 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t16 = i_vec + 8L;
            int *t17 = a + 2 * (int)t16;
            int32x4_t b_v_2 = vld1q_s32(b + t16);
            int32x4_t c_v_2 = vld1q_s32(c + t16);
            int32x4_t t18 = vaddq_s32(b_v_2, c_v_2);
            int32x4_t t19 = vzip1q_s32(t18, t18);
            uint32x4_t t20 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t20; int32x4_t vcc_nv = t19; int32_t *vcc_np = (int32_t *)(t17); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t21 = vzip2q_s32(t18, t18);
            uint32x4_t t22 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t22; int32x4_t vcc_nv = t21; int32_t *vcc_np = (int32_t *)(t17 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t23 = i_vec + 12L;
            int *t24 = a + 2 * (int)t23;
            int32x4_t b_v_3 = vld1q_s32(b + t23);
            int32x4_t c_v_3 = vld1q_s32(c + t23);
            int32x4_t t25 = vaddq_s32(b_v_3, c_v_3);
            int32x4_t t26 = vzip1q_s32(t25, t25);
            uint32x4_t t27 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t27; int32x4_t vcc_nv = t26; int32_t *vcc_np = (int32_t *)(t24); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t28 = vzip2q_s32(t25, t25);
            uint32x4_t t29 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t29; int32x4_t vcc_nv = t28; int32_t *vcc_np = (int32_t *)(t24 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            int *t34 = a + 2 * (int)t33;
            int32x4_t b_v_4 = vld1q_s32(b + t33);
            int32x4_t c_v_4 = vld1q_s32(c + t33);
            int32x4_t t35 = vaddq_s32(b_v_4, c_v_4);
            int32x4_t t36 = vzip1q_s32(t35, t35);
            uint32x4_t t37 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t37; int32x4_t vcc_nv = t36; int32_t *vcc_np = (int32_t *)(t34); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t38 = vzip2q_s32(t35, t35);
            uint32x4_t t39 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t39; int32x4_t vcc_nv = t38; int32_t *vcc_np = (int32_t *)(t34 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        a[2 * i] = b[t40] + c[t40];
    }
}

void thirds(int n, float *restrict a, const float *restrict b) {
    int t50;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + (3 * (int)i_vec + 1);
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t4 = vmulq_f32(b_v, vdupq_n_f32(2.0f));
            float32x4_t t5 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t4, 0, 4, 0, 1);
            float32x4_t t6 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t4, 0, 1, 4, 3);
            uint32x4_t t7 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 0, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t7; float32x4_t vcc_nv = t6; float32_t *vcc_np = (float32_t *)(t3); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t8 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t4, 5, 0, 2, 6);
            float32x4_t t9 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t8, (vcc_v4_float)t4, 0, 5, 2, 3);
            uint32x4_t t10 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t10; float32x4_t vcc_nv = t9; float32_t *vcc_np = (float32_t *)(t3 + 4); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t11 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t4, 0, 3, 7, 0);
            float32x4_t t12 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t4, 6, 1, 2, 7);
            uint32x4_t t13 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 1, 0, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t13; float32x4_t vcc_nv = t12; float32_t *vcc_np = (float32_t *)(t3 + 8); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t14 = i_vec + 4L;
            float *t15 = a + (3 * (int)t14 + 1);
            float32x4_t b_v_1 = vld1q_f32(b + t14);
            float32x4_t t16 = vmulq_f32(b_v_1, vdupq_n_f32(2.0f));
            float32x4_t t17 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t16, 0, 4, 0, 1);
            float32x4_t t18 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t17, (vcc_v4_float)t16, 0, 1, 4, 3);
            uint32x4_t t19 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 0, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t19; float32x4_t vcc_nv = t18; float32_t *vcc_np = (float32_t *)(t15); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t20 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t16, 5, 0, 2, 6);
            float32x4_t t21 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t20, (vcc_v4_float)t16, 0, 5, 2, 3);
            uint32x4_t t22 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t22; float32x4_t vcc_nv = t21; float32_t *vcc_np = (float32_t *)(t15 + 4); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t23 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t16, 0, 3, 7, 0);
            float32x4_t t24 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t23, (vcc_v4_float)t16, 6, 1, 2, 7);
            uint32x4_t t25 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 1, 0, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t25; float32x4_t vcc_nv = t24; float32_t *vcc_np = (float32_t *)(t15 + 8); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t26 = i_vec + 8L;
            float *t27 = a + (3 * (int)t26 + 1);
            float32x4_t b_v_2 = vld1q_f32(b + t26);
            float32x4_t t28 = vmulq_f32(b_v_2, vdupq_n_f32(2.0f));
            float32x4_t t29 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t28, 0, 4, 0, 1);
            float32x4_t t30 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t29, (vcc_v4_float)t28, 0, 1, 4, 3);
            uint32x4_t t31 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 0, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t31; float32x4_t vcc_nv = t30; float32_t *vcc_np = (float32_t *)(t27); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t32 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t28, 5, 0, 2, 6);
            float32x4_t t33 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t28, 0, 5, 2, 3);
            uint32x4_t t34 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t34; float32x4_t vcc_nv = t33; float32_t *vcc_np = (float32_t *)(t27 + 4); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t35 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t28, 0, 3, 7, 0);
            float32x4_t t36 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t35, (vcc_v4_float)t28, 6, 1, 2, 7);
            uint32x4_t t37 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 1, 0, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t37; float32x4_t vcc_nv = t36; float32_t *vcc_np = (float32_t *)(t27 + 8); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t38 = i_vec + 12L;
            float *t39 = a + (3 * (int)t38 + 1);
            float32x4_t b_v_3 = vld1q_f32(b + t38);
            float32x4_t t40 = vmulq_f32(b_v_3, vdupq_n_f32(2.0f));
            float32x4_t t41 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t40, 0, 4, 0, 1);
            float32x4_t t42 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t41, (vcc_v4_float)t40, 0, 1, 4, 3);
            uint32x4_t t43 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 0, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t43; float32x4_t vcc_nv = t42; float32_t *vcc_np = (float32_t *)(t39); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t44 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t40, 5, 0, 2, 6);
            float32x4_t t45 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t44, (vcc_v4_float)t40, 0, 5, 2, 3);
            uint32x4_t t46 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t46; float32x4_t vcc_nv = t45; float32_t *vcc_np = (float32_t *)(t39 + 4); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t47 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t40, 0, 3, 7, 0);
            float32x4_t t48 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t47, (vcc_v4_float)t40, 6, 1, 2, 7);
            uint32x4_t t49 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 1, 0, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t49; float32x4_t vcc_nv = t48; float32_t *vcc_np = (float32_t *)(t39 + 8); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t50 = (int)t2;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if (t51 >= 4L) {
        long t52 = t51 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t53 = (long)t50 + i_vec_1;
            float *t54 = a + (3 * (int)t53 + 1);
            float32x4_t b_v_4 = vld1q_f32(b + t53);
            float32x4_t t55 = vmulq_f32(b_v_4, vdupq_n_f32(2.0f));
            float32x4_t t56 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t55, 0, 4, 0, 1);
            float32x4_t t57 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t56, (vcc_v4_float)t55, 0, 1, 4, 3);
            uint32x4_t t58 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 0, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t58; float32x4_t vcc_nv = t57; float32_t *vcc_np = (float32_t *)(t54); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t59 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t55, 5, 0, 2, 6);
            float32x4_t t60 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t59, (vcc_v4_float)t55, 0, 5, 2, 3);
            uint32x4_t t61 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 0, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t61; float32x4_t vcc_nv = t60; float32_t *vcc_np = (float32_t *)(t54 + 4); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t t62 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t55, 0, 3, 7, 0);
            float32x4_t t63 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t62, (vcc_v4_float)t55, 6, 1, 2, 7);
            uint32x4_t t64 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 1, 0, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t64; float32x4_t vcc_nv = t63; float32_t *vcc_np = (float32_t *)(t54 + 8); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t52);
        i = (int)((long)t50 + t52);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

void two_of_three(int n, int *restrict a, const int *restrict b) {
    int t54;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = b + i_vec;
            int32x4_t b_v = vld1q_s32(t3);
            int *t4 = a + (3 * (int)i_vec + 2);
            int32x4_t b_v_1 = vld1q_s32(t3);
            int32x4_t t5 = vnegq_s32(b_v_1);
            int32x4_t t6 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v, (vcc_v4_int)b_v, 0, 4, 0, 1);
            int32x4_t t7 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t6, (vcc_v4_int)t5, 0, 1, 4, 3);
            uint32x4_t t8 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t8; int32x4_t vcc_nv = t7; int32_t *vcc_np = (int32_t *)(t4 + -2); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t9 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v, (vcc_v4_int)b_v, 5, 0, 2, 6);
            int32x4_t t10 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t9, (vcc_v4_int)t5, 0, 5, 2, 3);
            uint32x4_t t11 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 1, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t11; int32x4_t vcc_nv = t10; int32_t *vcc_np = (int32_t *)(t4 + 2); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t12 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v, (vcc_v4_int)b_v, 0, 3, 7, 0);
            int32x4_t t13 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t12, (vcc_v4_int)t5, 6, 1, 2, 7);
            uint32x4_t t14 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 1, 0, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t14; int32x4_t vcc_nv = t13; int32_t *vcc_np = (int32_t *)(t4 + 6); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t15 = i_vec + 4L;
            const int *t16 = b + t15;
            int32x4_t b_v_2 = vld1q_s32(t16);
            int *t17 = a + (3 * (int)t15 + 2);
            int32x4_t b_v_3 = vld1q_s32(t16);
            int32x4_t t18 = vnegq_s32(b_v_3);
            int32x4_t t19 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_2, (vcc_v4_int)b_v_2, 0, 4, 0, 1);
            int32x4_t t20 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t19, (vcc_v4_int)t18, 0, 1, 4, 3);
            uint32x4_t t21 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t21; int32x4_t vcc_nv = t20; int32_t *vcc_np = (int32_t *)(t17 + -2); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t22 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_2, (vcc_v4_int)b_v_2, 5, 0, 2, 6);
            int32x4_t t23 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t22, (vcc_v4_int)t18, 0, 5, 2, 3);
            uint32x4_t t24 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 1, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t24; int32x4_t vcc_nv = t23; int32_t *vcc_np = (int32_t *)(t17 + 2); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t25 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_2, (vcc_v4_int)b_v_2, 0, 3, 7, 0);
            int32x4_t t26 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t25, (vcc_v4_int)t18, 6, 1, 2, 7);
            uint32x4_t t27 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 1, 0, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t27; int32x4_t vcc_nv = t26; int32_t *vcc_np = (int32_t *)(t17 + 6); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t28 = i_vec + 8L;
            const int *t29 = b + t28;
            int32x4_t b_v_4 = vld1q_s32(t29);
            int *t30 = a + (3 * (int)t28 + 2);
            int32x4_t b_v_5 = vld1q_s32(t29);
            int32x4_t t31 = vnegq_s32(b_v_5);
            int32x4_t t32 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_4, (vcc_v4_int)b_v_4, 0, 4, 0, 1);
            int32x4_t t33 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t32, (vcc_v4_int)t31, 0, 1, 4, 3);
            uint32x4_t t34 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t34; int32x4_t vcc_nv = t33; int32_t *vcc_np = (int32_t *)(t30 + -2); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t35 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_4, (vcc_v4_int)b_v_4, 5, 0, 2, 6);
            int32x4_t t36 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t35, (vcc_v4_int)t31, 0, 5, 2, 3);
            uint32x4_t t37 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 1, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t37; int32x4_t vcc_nv = t36; int32_t *vcc_np = (int32_t *)(t30 + 2); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t38 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_4, (vcc_v4_int)b_v_4, 0, 3, 7, 0);
            int32x4_t t39 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t38, (vcc_v4_int)t31, 6, 1, 2, 7);
            uint32x4_t t40 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 1, 0, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t40; int32x4_t vcc_nv = t39; int32_t *vcc_np = (int32_t *)(t30 + 6); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t41 = i_vec + 12L;
            const int *t42 = b + t41;
            int32x4_t b_v_6 = vld1q_s32(t42);
            int *t43 = a + (3 * (int)t41 + 2);
            int32x4_t b_v_7 = vld1q_s32(t42);
            int32x4_t t44 = vnegq_s32(b_v_7);
            int32x4_t t45 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_6, (vcc_v4_int)b_v_6, 0, 4, 0, 1);
            int32x4_t t46 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t45, (vcc_v4_int)t44, 0, 1, 4, 3);
            uint32x4_t t47 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t47; int32x4_t vcc_nv = t46; int32_t *vcc_np = (int32_t *)(t43 + -2); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t48 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_6, (vcc_v4_int)b_v_6, 5, 0, 2, 6);
            int32x4_t t49 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t48, (vcc_v4_int)t44, 0, 5, 2, 3);
            uint32x4_t t50 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 1, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t50; int32x4_t vcc_nv = t49; int32_t *vcc_np = (int32_t *)(t43 + 2); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t51 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_6, (vcc_v4_int)b_v_6, 0, 3, 7, 0);
            int32x4_t t52 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t51, (vcc_v4_int)t44, 6, 1, 2, 7);
            uint32x4_t t53 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 1, 0, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t53; int32x4_t vcc_nv = t52; int32_t *vcc_np = (int32_t *)(t43 + 6); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t54 = (int)t2;
    } else {
        t54 = 0;
    }
    long t55 = (long)n + (long)t54 * -1L;
    if (t55 >= 4L) {
        long t56 = t55 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t57 = (long)t54 + i_vec_1;
            const int *t58 = b + t57;
            int32x4_t b_v_8 = vld1q_s32(t58);
            int *t59 = a + (3 * (int)t57 + 2);
            int32x4_t b_v_9 = vld1q_s32(t58);
            int32x4_t t60 = vnegq_s32(b_v_9);
            int32x4_t t61 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_8, (vcc_v4_int)b_v_8, 0, 4, 0, 1);
            int32x4_t t62 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t61, (vcc_v4_int)t60, 0, 1, 4, 3);
            uint32x4_t t63 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t63; int32x4_t vcc_nv = t62; int32_t *vcc_np = (int32_t *)(t59 + -2); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t64 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_8, (vcc_v4_int)b_v_8, 5, 0, 2, 6);
            int32x4_t t65 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t64, (vcc_v4_int)t60, 0, 5, 2, 3);
            uint32x4_t t66 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){0, 1, 1, 0}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t66; int32x4_t vcc_nv = t65; int32_t *vcc_np = (int32_t *)(t59 + 2); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            int32x4_t t67 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)b_v_8, (vcc_v4_int)b_v_8, 0, 3, 7, 0);
            int32x4_t t68 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t67, (vcc_v4_int)t60, 6, 1, 2, 7);
            uint32x4_t t69 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 1, 0, 1}), vdupq_n_s32(0)));
            do { uint32x4_t vcc_nm = t69; int32x4_t vcc_nv = t68; int32_t *vcc_np = (int32_t *)(t59 + 6); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t56);
        i = (int)((long)t54 + t56);
    } else {
        i = t54;
    }
    for (; i < n; i++) {
        int t70 = 3 * i;
        const int *t71 = b + i;
        a[t70] = *t71;
        a[t70 + 2] = -*t71;
    }
}

void odd_doubles(int n, double *restrict a, const double *restrict b) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:29 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            double *t3 = a + (2 * (int)i_vec + 1);
            float64x2_t b_v = vld1q_f64(b + i_vec);
            float64x2_t t4 = vaddq_f64(b_v, vdupq_n_f64(0.5));
            float64x2_t t5 = vuzp1q_f64(t4, t4);
            uint64x2_t t6 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)(int32x2_t)(vcc_v2_int){1, 0} != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            do { uint64x2_t vcc_nm = t6; float64x2_t vcc_nv = t5; float64_t *vcc_np = (float64_t *)(t3); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            float64x2_t t7 = vuzp2q_f64(t4, t4);
            uint64x2_t t8 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)(int32x2_t)(vcc_v2_int){1, 0} != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            do { uint64x2_t vcc_nm = t8; float64x2_t vcc_nv = t7; float64_t *vcc_np = (float64_t *)(t3 + 2); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            long t9 = i_vec + 2L;
            double *t10 = a + (2 * (int)t9 + 1);
            float64x2_t b_v_1 = vld1q_f64(b + t9);
            float64x2_t t11 = vaddq_f64(b_v_1, vdupq_n_f64(0.5));
            float64x2_t t12 = vuzp1q_f64(t11, t11);
            uint64x2_t t13 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)(int32x2_t)(vcc_v2_int){1, 0} != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            do { uint64x2_t vcc_nm = t13; float64x2_t vcc_nv = t12; float64_t *vcc_np = (float64_t *)(t10); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            float64x2_t t14 = vuzp2q_f64(t11, t11);
            uint64x2_t t15 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)(int32x2_t)(vcc_v2_int){1, 0} != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            do { uint64x2_t vcc_nm = t15; float64x2_t vcc_nv = t14; float64_t *vcc_np = (float64_t *)(t10 + 2); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            long t16 = i_vec + 4L;
            double *t17 = a + (2 * (int)t16 + 1);
            float64x2_t b_v_2 = vld1q_f64(b + t16);
            float64x2_t t18 = vaddq_f64(b_v_2, vdupq_n_f64(0.5));
            float64x2_t t19 = vuzp1q_f64(t18, t18);
            uint64x2_t t20 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)(int32x2_t)(vcc_v2_int){1, 0} != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            do { uint64x2_t vcc_nm = t20; float64x2_t vcc_nv = t19; float64_t *vcc_np = (float64_t *)(t17); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            float64x2_t t21 = vuzp2q_f64(t18, t18);
            uint64x2_t t22 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)(int32x2_t)(vcc_v2_int){1, 0} != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            do { uint64x2_t vcc_nm = t22; float64x2_t vcc_nv = t21; float64_t *vcc_np = (float64_t *)(t17 + 2); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            long t23 = i_vec + 6L;
            double *t24 = a + (2 * (int)t23 + 1);
            float64x2_t b_v_3 = vld1q_f64(b + t23);
            float64x2_t t25 = vaddq_f64(b_v_3, vdupq_n_f64(0.5));
            float64x2_t t26 = vuzp1q_f64(t25, t25);
            uint64x2_t t27 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)(int32x2_t)(vcc_v2_int){1, 0} != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            do { uint64x2_t vcc_nm = t27; float64x2_t vcc_nv = t26; float64_t *vcc_np = (float64_t *)(t24); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            float64x2_t t28 = vuzp2q_f64(t25, t25);
            uint64x2_t t29 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)(int32x2_t)(vcc_v2_int){1, 0} != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            do { uint64x2_t vcc_nm = t29; float64x2_t vcc_nv = t28; float64_t *vcc_np = (float64_t *)(t24 + 2); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 2L) {
        long t32 = t31 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:29 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            double *t34 = a + (2 * (int)t33 + 1);
            float64x2_t b_v_4 = vld1q_f64(b + t33);
            float64x2_t t35 = vaddq_f64(b_v_4, vdupq_n_f64(0.5));
            float64x2_t t36 = vuzp1q_f64(t35, t35);
            uint64x2_t t37 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)(int32x2_t)(vcc_v2_int){1, 0} != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            do { uint64x2_t vcc_nm = t37; float64x2_t vcc_nv = t36; float64_t *vcc_np = (float64_t *)(t34); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            float64x2_t t38 = vuzp2q_f64(t35, t35);
            uint64x2_t t39 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)(int32x2_t)(vcc_v2_int){1, 0} != (vcc_v2_int)vdup_n_s32(0), vcc_m2);
            do { uint64x2_t vcc_nm = t39; float64x2_t vcc_nv = t38; float64_t *vcc_np = (float64_t *)(t34 + 2); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            i_vec_1 += 2L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        a[2 * i + 1] = b[i] + 0.5;
    }
}

#define G 1001
static int g[2 * G];
static int gb[G];

void global_evens(void) {
    long i_vec = 0L;
    /* vcc: loop at store_gaps.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int *t1 = &g[2 * (int)i_vec];
        int32x4_t gb_v = vld1q_s32(&gb[i_vec]);
        int32x4_t t2 = vmulq_s32(gb_v, vdupq_n_s32(3));
        int32x4_t t3 = vzip1q_s32(t2, t2);
        uint32x4_t t4 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
        do { uint32x4_t vcc_nm = t4; int32x4_t vcc_nv = t3; int32_t *vcc_np = (int32_t *)(t1); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        int32x4_t t5 = vzip2q_s32(t2, t2);
        uint32x4_t t6 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
        do { uint32x4_t vcc_nm = t6; int32x4_t vcc_nv = t5; int32_t *vcc_np = (int32_t *)(t1 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        long t7 = i_vec + 4L;
        int *t8 = &g[2 * (int)t7];
        int32x4_t gb_v_1 = vld1q_s32(&gb[t7]);
        int32x4_t t9 = vmulq_s32(gb_v_1, vdupq_n_s32(3));
        int32x4_t t10 = vzip1q_s32(t9, t9);
        uint32x4_t t11 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
        do { uint32x4_t vcc_nm = t11; int32x4_t vcc_nv = t10; int32_t *vcc_np = (int32_t *)(t8); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        int32x4_t t12 = vzip2q_s32(t9, t9);
        uint32x4_t t13 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
        do { uint32x4_t vcc_nm = t13; int32x4_t vcc_nv = t12; int32_t *vcc_np = (int32_t *)(t8 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        long t14 = i_vec + 8L;
        int *t15 = &g[2 * (int)t14];
        int32x4_t gb_v_2 = vld1q_s32(&gb[t14]);
        int32x4_t t16 = vmulq_s32(gb_v_2, vdupq_n_s32(3));
        int32x4_t t17 = vzip1q_s32(t16, t16);
        uint32x4_t t18 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
        do { uint32x4_t vcc_nm = t18; int32x4_t vcc_nv = t17; int32_t *vcc_np = (int32_t *)(t15); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        int32x4_t t19 = vzip2q_s32(t16, t16);
        uint32x4_t t20 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
        do { uint32x4_t vcc_nm = t20; int32x4_t vcc_nv = t19; int32_t *vcc_np = (int32_t *)(t15 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        long t21 = i_vec + 12L;
        int *t22 = &g[2 * (int)t21];
        int32x4_t gb_v_3 = vld1q_s32(&gb[t21]);
        int32x4_t t23 = vmulq_s32(gb_v_3, vdupq_n_s32(3));
        int32x4_t t24 = vzip1q_s32(t23, t23);
        uint32x4_t t25 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
        do { uint32x4_t vcc_nm = t25; int32x4_t vcc_nv = t24; int32_t *vcc_np = (int32_t *)(t22); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        int32x4_t t26 = vzip2q_s32(t23, t23);
        uint32x4_t t27 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
        do { uint32x4_t vcc_nm = t27; int32x4_t vcc_nv = t26; int32_t *vcc_np = (int32_t *)(t22 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at store_gaps.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t28 = 992L + i_vec_1;
        int *t29 = &g[2 * (int)t28];
        int32x4_t gb_v_4 = vld1q_s32(&gb[t28]);
        int32x4_t t30 = vmulq_s32(gb_v_4, vdupq_n_s32(3));
        int32x4_t t31 = vzip1q_s32(t30, t30);
        uint32x4_t t32 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
        do { uint32x4_t vcc_nm = t32; int32x4_t vcc_nv = t31; int32_t *vcc_np = (int32_t *)(t29); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        int32x4_t t33 = vzip2q_s32(t30, t30);
        uint32x4_t t34 = vmvnq_u32(vceqq_s32(((int32x4_t)(vcc_v4_int){1, 0, 1, 0}), vdupq_n_s32(0)));
        do { uint32x4_t vcc_nm = t34; int32x4_t vcc_nv = t33; int32_t *vcc_np = (int32_t *)(t29 + 4); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

int main(void) {
    int n;
    int t1;
    int t37;
    int k;
    int t57;
    int t58;
    int t59;
    int t77;
    int k_1;
    int t85;
    int t98;
    int k_2;
    int t105;
    int t106;
    int t119;
    int k_3;
    int t142;
    int k_4;
    unsigned long long t154;
    unsigned long long t156;
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
            int32x4_t t157 = vdupq_n_s32(0);
            uint32x4_t t158 = vreinterpretq_u32_s32(t157);
            uint32x4_t k_v_8 = vaddq_u32(t158, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:73 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                int32x4_t k_v_29 = vreinterpretq_s32_u32(k_v_8);
                vst1q_s32(&g[k_vec_10], k_v_29);
                uint32x4_t t159 = vaddq_u32(k_v_8, vdupq_n_u32(4));
                int32x4_t k_v_30 = vreinterpretq_s32_u32(t159);
                vst1q_s32(&g[k_vec_10 + 4L], k_v_30);
                uint32x4_t t160 = vaddq_u32(k_v_8, vdupq_n_u32(8));
                int32x4_t k_v_31 = vreinterpretq_s32_u32(t160);
                vst1q_s32(&g[k_vec_10 + 8L], k_v_31);
                uint32x4_t t161 = vaddq_u32(k_v_8, vdupq_n_u32(12));
                int32x4_t k_v_32 = vreinterpretq_s32_u32(t161);
                vst1q_s32(&g[k_vec_10 + 12L], k_v_32);
                k_vec_10 += 16L;
                k_v_8 = vaddq_u32(k_v_8, vdupq_n_u32(16));
            } while (k_vec_10 < 2000L);
            for (int k_5 = 2000; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (int fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)(next_rand() % 100U);
            }
            global_evens();
            printf("global %llx\n", (unsigned long long)hash_bytes((const void *)g, 8008UL));
            return 0;
        }
        void *t2 = new_array(n, 4UL);
        int *b = (int *)t2;
        void *t3 = new_array(n, 4UL);
        int *c = (int *)t3;
        void *t4 = new_array(n, 4UL);
        float *bf = (float *)t4;
        void *t5 = new_array(n, 8UL);
        double *bd = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t2;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t5;
        unsigned long t11 = (unsigned long)t3;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t3;
        unsigned long t14 = (unsigned long)t5;
        unsigned long t15 = (unsigned long)t4;
        unsigned long t16 = (unsigned long)t5;
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t13)) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15))) {
            long t17 = t6 & -8L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:50 vectorized: VF 2, UF 4, run-time checks: the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 46:21 and the value of the call to `new_array` at 47:22 do not overlap, vector epilogue VF 2, scalar epilogue */
            do {
                int32x2_t b_v = vld1_s32(b + k_vec);
                float32x2_t t18 = vcvt_f32_s32(b_v);
                float32x2_t t19 = vmul_f32(t18, vdup_n_f32(0.25f));
                vst1_f32(bf + k_vec, t19);
                int32x2_t c_v = vld1_s32(c + k_vec);
                float64x2_t t20 = vcvtq_f64_s64(vmovl_s32(c_v));
                float64x2_t t21 = vmulq_f64(t20, vdupq_n_f64(0.125));
                vst1q_f64(bd + k_vec, t21);
                long t22 = k_vec + 2L;
                int32x2_t b_v_1 = vld1_s32(b + t22);
                float32x2_t t23 = vcvt_f32_s32(b_v_1);
                float32x2_t t24 = vmul_f32(t23, vdup_n_f32(0.25f));
                vst1_f32(bf + t22, t24);
                int32x2_t c_v_1 = vld1_s32(c + t22);
                float64x2_t t25 = vcvtq_f64_s64(vmovl_s32(c_v_1));
                float64x2_t t26 = vmulq_f64(t25, vdupq_n_f64(0.125));
                vst1q_f64(bd + t22, t26);
                long t27 = k_vec + 4L;
                int32x2_t b_v_2 = vld1_s32(b + t27);
                float32x2_t t28 = vcvt_f32_s32(b_v_2);
                float32x2_t t29 = vmul_f32(t28, vdup_n_f32(0.25f));
                vst1_f32(bf + t27, t29);
                int32x2_t c_v_2 = vld1_s32(c + t27);
                float64x2_t t30 = vcvtq_f64_s64(vmovl_s32(c_v_2));
                float64x2_t t31 = vmulq_f64(t30, vdupq_n_f64(0.125));
                vst1q_f64(bd + t27, t31);
                long t32 = k_vec + 6L;
                int32x2_t b_v_3 = vld1_s32(b + t32);
                float32x2_t t33 = vcvt_f32_s32(b_v_3);
                float32x2_t t34 = vmul_f32(t33, vdup_n_f32(0.25f));
                vst1_f32(bf + t32, t34);
                int32x2_t c_v_3 = vld1_s32(c + t32);
                float64x2_t t35 = vcvtq_f64_s64(vmovl_s32(c_v_3));
                float64x2_t t36 = vmulq_f64(t35, vdupq_n_f64(0.125));
                vst1q_f64(bd + t32, t36);
                k_vec += 8L;
            } while (k_vec < t17);
            t37 = (int)t17;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        unsigned long t39 = (unsigned long)t2;
        unsigned long t40 = (unsigned long)t4;
        unsigned long t41 = (unsigned long)t2;
        unsigned long t42 = (unsigned long)t5;
        unsigned long t43 = (unsigned long)t3;
        unsigned long t44 = (unsigned long)t4;
        unsigned long t45 = (unsigned long)t3;
        unsigned long t46 = (unsigned long)t5;
        unsigned long t47 = (unsigned long)t4;
        unsigned long t48 = (unsigned long)t5;
        if ((t38 >= 2L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L)))) & (((t41 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t37 * 8L))) | ((t42 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t37 * 4L)))) & (((t43 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t37 * 4L))) | ((t44 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t37 * 4L)))) & (((t45 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t37 * 8L))) | ((t46 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t37 * 4L)))) & (((t47 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t37 * 8L))) | ((t48 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t47 + (unsigned long)((long)t37 * 4L))))) {
            long t49 = t38 & -2L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:50 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 46:21 and the value of the call to `new_array` at 47:22 do not overlap, scalar epilogue */
            do {
                long t50 = (long)t37 + k_vec_1;
                int32x2_t b_v_4 = vld1_s32(b + t50);
                float32x2_t t51 = vcvt_f32_s32(b_v_4);
                float32x2_t t52 = vmul_f32(t51, vdup_n_f32(0.25f));
                vst1_f32(bf + t50, t52);
                int32x2_t c_v_4 = vld1_s32(c + t50);
                float64x2_t t53 = vcvtq_f64_s64(vmovl_s32(c_v_4));
                float64x2_t t54 = vmulq_f64(t53, vdupq_n_f64(0.125));
                vst1q_f64(bd + t50, t54);
                k_vec_1 += 2L;
            } while (k_vec_1 < t49);
            k = (int)((long)t37 + t49);
        } else {
            k = t37;
        }
        for (; k < n; k++) {
            long t55 = (long)k;
            bf[t55] = (float)b[t55] * 0.25f;
            bd[t55] = (double)c[t55] * 0.125;
        }
        int t56 = n > 0;
        if (t56) {
            t57 = 2 * n - 1;
        } else {
            t57 = 0;
        }
        int *a2 = (int *)new_array(t57, 4UL);
        if (t56) {
            t58 = 3 * n - 1;
        } else {
            t58 = 0;
        }
        float *a3 = (float *)new_array(t58, 4UL);
        if (t56) {
            t59 = 3 * n;
        } else {
            t59 = 0;
        }
        int *a23 = (int *)new_array(t59, 4UL);
        int t60 = 2 * n;
        double *ad = (double *)new_array(t60, 8UL);
        long t61 = (long)n * 2L + -1L;
        if (t61 >= 16L) {
            long t62 = t61 & -16L;
            int32x4_t t63 = vdupq_n_s32(0);
            uint32x4_t t64 = vreinterpretq_u32_s32(t63);
            uint32x4_t k_v = vaddq_u32(t64, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t k_v_9 = vreinterpretq_s32_u32(k_v);
                int32x4_t t65 = vmulq_s32(vdupq_n_s32(7), k_v_9);
                int32x4_t t66 = vaddq_s32(t65, vdupq_n_s32(1));
                vst1q_s32(a2 + k_vec_2, t66);
                uint32x4_t t67 = vaddq_u32(k_v, vdupq_n_u32(4));
                int32x4_t k_v_10 = vreinterpretq_s32_u32(t67);
                int32x4_t t68 = vmulq_s32(vdupq_n_s32(7), k_v_10);
                int32x4_t t69 = vaddq_s32(t68, vdupq_n_s32(1));
                vst1q_s32(a2 + (k_vec_2 + 4L), t69);
                uint32x4_t t70 = vaddq_u32(k_v, vdupq_n_u32(8));
                int32x4_t k_v_11 = vreinterpretq_s32_u32(t70);
                int32x4_t t71 = vmulq_s32(vdupq_n_s32(7), k_v_11);
                int32x4_t t72 = vaddq_s32(t71, vdupq_n_s32(1));
                vst1q_s32(a2 + (k_vec_2 + 8L), t72);
                uint32x4_t t73 = vaddq_u32(k_v, vdupq_n_u32(12));
                int32x4_t k_v_12 = vreinterpretq_s32_u32(t73);
                int32x4_t t74 = vmulq_s32(vdupq_n_s32(7), k_v_12);
                int32x4_t t75 = vaddq_s32(t74, vdupq_n_s32(1));
                vst1q_s32(a2 + (k_vec_2 + 12L), t75);
                k_vec_2 += 16L;
                uint32x4_t t76 = vaddq_u32(k_v, vdupq_n_u32(16));
                if (k_vec_2 >= t62) {
                    break;
                }
                k_v = t76;
            }
            t77 = (int)t62;
        } else {
            t77 = 0;
        }
        long t78 = (long)n * 2L + (long)t77 * -1L + -1L;
        if (t78 >= 4L) {
            long t79 = t78 & -4L;
            int32x4_t t80 = vdupq_n_s32(t77);
            uint32x4_t t81 = vreinterpretq_u32_s32(t80);
            uint32x4_t k_v_1 = vaddq_u32(t81, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:57 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t k_v_13 = vreinterpretq_s32_u32(k_v_1);
                int32x4_t t82 = vmulq_s32(vdupq_n_s32(7), k_v_13);
                int32x4_t t83 = vaddq_s32(t82, vdupq_n_s32(1));
                vst1q_s32(a2 + ((long)t77 + k_vec_3), t83);
                k_vec_3 += 4L;
                uint32x4_t t84 = vaddq_u32(k_v_1, vdupq_n_u32(4));
                if (k_vec_3 >= t79) {
                    break;
                }
                k_v_1 = t84;
            }
            k_1 = (int)((long)t77 + t79);
        } else {
            k_1 = t77;
        }
        for (;; k_1++) {
            t85 = t60 - 1;
            if (k_1 >= t85) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t86 = (long)n * 3L + -1L;
        if (t86 >= 16L) {
            long t87 = t86 & -16L;
            int32x4_t t88 = vdupq_n_s32(0);
            uint32x4_t t89 = vreinterpretq_u32_s32(t88);
            uint32x4_t k_v_2 = vaddq_u32(t89, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t k_v_14 = vreinterpretq_s32_u32(k_v_2);
                float32x4_t t90 = vcvtq_f32_s32(k_v_14);
                vst1q_f32(a3 + k_vec_4, t90);
                uint32x4_t t91 = vaddq_u32(k_v_2, vdupq_n_u32(4));
                int32x4_t k_v_15 = vreinterpretq_s32_u32(t91);
                float32x4_t t92 = vcvtq_f32_s32(k_v_15);
                vst1q_f32(a3 + (k_vec_4 + 4L), t92);
                uint32x4_t t93 = vaddq_u32(k_v_2, vdupq_n_u32(8));
                int32x4_t k_v_16 = vreinterpretq_s32_u32(t93);
                float32x4_t t94 = vcvtq_f32_s32(k_v_16);
                vst1q_f32(a3 + (k_vec_4 + 8L), t94);
                uint32x4_t t95 = vaddq_u32(k_v_2, vdupq_n_u32(12));
                int32x4_t k_v_17 = vreinterpretq_s32_u32(t95);
                float32x4_t t96 = vcvtq_f32_s32(k_v_17);
                vst1q_f32(a3 + (k_vec_4 + 12L), t96);
                k_vec_4 += 16L;
                uint32x4_t t97 = vaddq_u32(k_v_2, vdupq_n_u32(16));
                if (k_vec_4 >= t87) {
                    break;
                }
                k_v_2 = t97;
            }
            t98 = (int)t87;
        } else {
            t98 = 0;
        }
        long t99 = (long)n * 3L + (long)t98 * -1L + -1L;
        if (t99 >= 4L) {
            long t100 = t99 & -4L;
            int32x4_t t101 = vdupq_n_s32(t98);
            uint32x4_t t102 = vreinterpretq_u32_s32(t101);
            uint32x4_t k_v_3 = vaddq_u32(t102, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t k_v_18 = vreinterpretq_s32_u32(k_v_3);
                float32x4_t t103 = vcvtq_f32_s32(k_v_18);
                vst1q_f32(a3 + ((long)t98 + k_vec_5), t103);
                k_vec_5 += 4L;
                uint32x4_t t104 = vaddq_u32(k_v_3, vdupq_n_u32(4));
                if (k_vec_5 >= t100) {
                    break;
                }
                k_v_3 = t104;
            }
            k_2 = (int)((long)t98 + t100);
        } else {
            k_2 = t98;
        }
        for (;; k_2++) {
            t105 = 3 * n;
            t106 = t105 - 1;
            if (k_2 >= t106) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t107 = (long)n * 3L;
        if (t107 >= 16L) {
            long t108 = t107 & -16L;
            int32x4_t t109 = vdupq_n_s32(0);
            uint32x4_t t110 = vreinterpretq_u32_s32(t109);
            uint32x4_t k_v_4 = vaddq_u32(t110, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t k_v_19 = vreinterpretq_s32_u32(k_v_4);
                int32x4_t t111 = vsubq_s32(vdupq_n_s32(5), k_v_19);
                vst1q_s32(a23 + k_vec_6, t111);
                uint32x4_t t112 = vaddq_u32(k_v_4, vdupq_n_u32(4));
                int32x4_t k_v_20 = vreinterpretq_s32_u32(t112);
                int32x4_t t113 = vsubq_s32(vdupq_n_s32(5), k_v_20);
                vst1q_s32(a23 + (k_vec_6 + 4L), t113);
                uint32x4_t t114 = vaddq_u32(k_v_4, vdupq_n_u32(8));
                int32x4_t k_v_21 = vreinterpretq_s32_u32(t114);
                int32x4_t t115 = vsubq_s32(vdupq_n_s32(5), k_v_21);
                vst1q_s32(a23 + (k_vec_6 + 8L), t115);
                uint32x4_t t116 = vaddq_u32(k_v_4, vdupq_n_u32(12));
                int32x4_t k_v_22 = vreinterpretq_s32_u32(t116);
                int32x4_t t117 = vsubq_s32(vdupq_n_s32(5), k_v_22);
                vst1q_s32(a23 + (k_vec_6 + 12L), t117);
                k_vec_6 += 16L;
                uint32x4_t t118 = vaddq_u32(k_v_4, vdupq_n_u32(16));
                if (k_vec_6 >= t108) {
                    break;
                }
                k_v_4 = t118;
            }
            t119 = (int)t108;
        } else {
            t119 = 0;
        }
        long t120 = (long)n * 3L + (long)t119 * -1L;
        if (t120 >= 4L) {
            long t121 = t120 & -4L;
            int32x4_t t122 = vdupq_n_s32(t119);
            uint32x4_t t123 = vreinterpretq_u32_s32(t122);
            uint32x4_t k_v_5 = vaddq_u32(t123, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t k_v_23 = vreinterpretq_s32_u32(k_v_5);
                int32x4_t t124 = vsubq_s32(vdupq_n_s32(5), k_v_23);
                vst1q_s32(a23 + ((long)t119 + k_vec_7), t124);
                k_vec_7 += 4L;
                uint32x4_t t125 = vaddq_u32(k_v_5, vdupq_n_u32(4));
                if (k_vec_7 >= t121) {
                    break;
                }
                k_v_5 = t125;
            }
            k_3 = (int)((long)t119 + t121);
        } else {
            k_3 = t119;
        }
        for (; k_3 < t105; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t126 = (long)n * 2L;
        if (t126 >= 8L) {
            long t127 = t126 & -8L;
            int32x2_t t128 = vdup_n_s32(0);
            uint32x2_t t129 = vreinterpret_u32_s32(t128);
            uint32x2_t k_v_6 = vadd_u32(t129, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                int32x2_t k_v_24 = vreinterpret_s32_u32(k_v_6);
                float64x2_t t130 = vcvtq_f64_s64(vmovl_s32(k_v_24));
                float64x2_t t131 = vnegq_f64(t130);
                vst1q_f64(ad + k_vec_8, t131);
                uint32x2_t t132 = vadd_u32(k_v_6, vdup_n_u32(2));
                int32x2_t k_v_25 = vreinterpret_s32_u32(t132);
                float64x2_t t133 = vcvtq_f64_s64(vmovl_s32(k_v_25));
                float64x2_t t134 = vnegq_f64(t133);
                vst1q_f64(ad + (k_vec_8 + 2L), t134);
                uint32x2_t t135 = vadd_u32(k_v_6, vdup_n_u32(4));
                int32x2_t k_v_26 = vreinterpret_s32_u32(t135);
                float64x2_t t136 = vcvtq_f64_s64(vmovl_s32(k_v_26));
                float64x2_t t137 = vnegq_f64(t136);
                vst1q_f64(ad + (k_vec_8 + 4L), t137);
                uint32x2_t t138 = vadd_u32(k_v_6, vdup_n_u32(6));
                int32x2_t k_v_27 = vreinterpret_s32_u32(t138);
                float64x2_t t139 = vcvtq_f64_s64(vmovl_s32(k_v_27));
                float64x2_t t140 = vnegq_f64(t139);
                vst1q_f64(ad + (k_vec_8 + 6L), t140);
                k_vec_8 += 8L;
                uint32x2_t t141 = vadd_u32(k_v_6, vdup_n_u32(8));
                if (k_vec_8 >= t127) {
                    break;
                }
                k_v_6 = t141;
            }
            t142 = (int)t127;
        } else {
            t142 = 0;
        }
        long t143 = (long)n * 2L + (long)t142 * -1L;
        if (t143 >= 2L) {
            long t144 = t143 & -2L;
            int32x2_t t145 = vdup_n_s32(t142);
            uint32x2_t t146 = vreinterpret_u32_s32(t145);
            uint32x2_t k_v_7 = vadd_u32(t146, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                int32x2_t k_v_28 = vreinterpret_s32_u32(k_v_7);
                float64x2_t t147 = vcvtq_f64_s64(vmovl_s32(k_v_28));
                float64x2_t t148 = vnegq_f64(t147);
                vst1q_f64(ad + ((long)t142 + k_vec_9), t148);
                k_vec_9 += 2L;
                uint32x2_t t149 = vadd_u32(k_v_7, vdup_n_u32(2));
                if (k_vec_9 >= t144) {
                    break;
                }
                k_v_7 = t149;
            }
            k_4 = (int)((long)t142 + t144);
        } else {
            k_4 = t142;
        }
        for (; k_4 < t60; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t150 = b;
        evens(n, a2, t150, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t150);
        odd_doubles(n, ad, bd);
        unsigned long long t151 = (unsigned long long)hash_bytes((const void *)ad, (unsigned long)t60 * 8UL);
        unsigned long long t152 = (unsigned long long)hash_bytes((const void *)a23, (unsigned long)t105 * 4UL);
        if (t56) {
            unsigned long t153 = hash_bytes((const void *)a3, (unsigned long)t106 * 4UL);
            t154 = (unsigned long long)t153;
        } else {
            t154 = 0ULL;
        }
        if (t56) {
            unsigned long t155 = hash_bytes((const void *)a2, (unsigned long)t85 * 4UL);
            t156 = (unsigned long long)t155;
        } else {
            t156 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t156, t154, t152, t151);
        free((void *)b);
        free((void *)c);
        free((void *)bf);
        free((void *)bd);
        free((void *)a2);
        free((void *)a3);
        free((void *)a23);
        free((void *)ad);
    }
}
