/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=5 avx2=5 neon=6 */
#include "harness.h"

/* Stores to the same address on every iteration (TSVC s1161/s2101-like "last value through
   memory"): the vector loop stores its last lane once per vector iteration, which leaves what
   the scalar loop leaves. Under a condition the lanes are stored in order, active ones only.
   Not vectorized where anything else in the loop touches that address. */

int last_seen;
float last_scaled;
struct stats { int count; long total; } st;

/* Unconditional: g = b[i] on every iteration. */
void keep_last(int n, const int *restrict b) {
    int t3;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + (i_vec + 12L));
            last_seen = vgetq_lane_s32(b_v, 3);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
    } else {
        t3 = 0;
    }
    long t4 = (long)n + (long)t3 * -1L;
    if (t4 >= 4L) {
        long t5 = t4 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t b_v_1 = vld1q_s32(b + ((long)t3 + i_vec_1));
            last_seen = vgetq_lane_s32(b_v_1, 3);
            i_vec_1 += 4L;
        } while (i_vec_1 < t5);
        i = (int)((long)t3 + t5);
    } else {
        i = t3;
    }
    for (; i < n; i++) {
        last_seen = b[i];
    }
}

/* Through a restrict pointer, a computed float, and another array written too. */
void keep_scaled(int n, float *restrict out, float *restrict a, const float *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t3 = vmulq_f32(b_v, vdupq_n_f32(2.0f));
            vst1q_f32(a + i_vec, t3);
            long t4 = i_vec + 4L;
            float32x4_t b_v_1 = vld1q_f32(b + t4);
            float32x4_t t5 = vmulq_f32(b_v_1, vdupq_n_f32(2.0f));
            vst1q_f32(a + t4, t5);
            long t6 = i_vec + 8L;
            float32x4_t b_v_2 = vld1q_f32(b + t6);
            float32x4_t t7 = vmulq_f32(b_v_2, vdupq_n_f32(2.0f));
            vst1q_f32(a + t6, t7);
            long t8 = i_vec + 12L;
            const float *t9 = b + t8;
            float32x4_t b_v_3 = vld1q_f32(t9);
            float32x4_t t10 = vmulq_f32(b_v_3, vdupq_n_f32(2.0f));
            vst1q_f32(a + t8, t10);
            float32x4_t b_v_4 = vld1q_f32(t9);
            float32x4_t t11 = vaddq_f32(b_v_4, vdupq_n_f32(0.5f));
            *out = vgetq_lane_f32(t11, 3);
            i_vec += 16L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            const float *t16 = b + t15;
            float32x4_t b_v_5 = vld1q_f32(t16);
            float32x4_t t17 = vmulq_f32(b_v_5, vdupq_n_f32(2.0f));
            vst1q_f32(a + t15, t17);
            float32x4_t b_v_6 = vld1q_f32(t16);
            float32x4_t t18 = vaddq_f32(b_v_6, vdupq_n_f32(0.5f));
            *out = vgetq_lane_f32(t18, 3);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        const float *t20 = b + t19;
        a[t19] = *t20 * 2.0f;
        *out = *t20 + 0.5f;
    }
}

/* Two fields of one struct, one of them a loop-invariant value. */
void fields(int n, const long *restrict v, int k) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x2_t t3 = vdup_n_s32(0);
        uint32x2_t t4 = vreinterpret_u32_s32(t3);
        uint32x2_t i_v = vadd_u32(t4, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:29 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            uint32x2_t t5 = vadd_u32(i_v, vdup_n_u32(6));
            int32x2_t i_v_2 = vreinterpret_s32_u32(t5);
            st.count = k;
            int64x2_t t6 = vmovl_s32(i_v_2);
            int64x2_t v_v = vld1q_s64(v + (i_vec + 6L));
            int64x2_t t7 = vsubq_s64(v_v, t6);
            st.total = vgetq_lane_s64(t7, 1);
            i_vec += 8L;
            i_v = vadd_u32(i_v, vdup_n_u32(8));
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 2L) {
        long t10 = t9 & -2L;
        int32x2_t t11 = vdup_n_s32(t8);
        uint32x2_t t12 = vreinterpret_u32_s32(t11);
        uint32x2_t i_v_1 = vadd_u32(t12, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:29 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int32x2_t i_v_3 = vreinterpret_s32_u32(i_v_1);
            st.count = k;
            int64x2_t t13 = vmovl_s32(i_v_3);
            int64x2_t v_v_1 = vld1q_s64(v + ((long)t8 + i_vec_1));
            int64x2_t t14 = vsubq_s64(v_v_1, t13);
            st.total = vgetq_lane_s64(t14, 1);
            i_vec_1 += 2L;
            i_v_1 = vadd_u32(i_v_1, vdup_n_u32(2));
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        st.count = k;
        long t15 = (long)i;
        st.total = v[t15] - t15;
    }
}

/* Under a condition: the last element above t (the lanes stored in order, masked). */
void last_above(int n, int t, const int *restrict b) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t t_v = vdupq_n_s32(t);
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t b_v_1 = vld1q_s32(b + (i_vec + 4L));
            int32x4_t b_v_2 = vld1q_s32(b + (i_vec + 8L));
            int32x4_t b_v_3 = vld1q_s32(b + (i_vec + 12L));
            uint32x4_t t3 = vcgtq_s32(b_v, t_v);
            do { int32x4_t vcc_ni = vdupq_n_s32(0); uint32x4_t vcc_nm = t3; int32x4_t vcc_nv = b_v; int32_t *vcc_np = (int32_t *)(&last_seen); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            uint32x4_t t4 = vcgtq_s32(b_v_1, t_v);
            do { int32x4_t vcc_ni = vdupq_n_s32(0); uint32x4_t vcc_nm = t4; int32x4_t vcc_nv = b_v_1; int32_t *vcc_np = (int32_t *)(&last_seen); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            uint32x4_t t5 = vcgtq_s32(b_v_2, t_v);
            do { int32x4_t vcc_ni = vdupq_n_s32(0); uint32x4_t vcc_nm = t5; int32x4_t vcc_nv = b_v_2; int32_t *vcc_np = (int32_t *)(&last_seen); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            uint32x4_t t6 = vcgtq_s32(b_v_3, t_v);
            do { int32x4_t vcc_ni = vdupq_n_s32(0); uint32x4_t vcc_nm = t6; int32x4_t vcc_nv = b_v_3; int32_t *vcc_np = (int32_t *)(&last_seen); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        int32x4_t t_v_1 = vdupq_n_s32(t);
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t b_v_4 = vld1q_s32(b + ((long)t7 + i_vec_1));
            uint32x4_t t10 = vcgtq_s32(b_v_4, t_v_1);
            do { int32x4_t vcc_ni = vdupq_n_s32(0); uint32x4_t vcc_nm = t10; int32x4_t vcc_nv = b_v_4; int32_t *vcc_np = (int32_t *)(&last_seen); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        int t11 = b[i];
        if (t11 > t) {
            last_seen = t11;
        }
    }
}

/* Under a condition with enough work per element that vector code pays: a masked scatter of
   stride 0 (lanes stored in order, active ones only). */
void last_heavy(int n, float t, const float *restrict x, const float *restrict y) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        float32x4_t t_v = vdupq_n_f32(t);
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:45 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t x_v_1 = vld1q_f32(x + t3);
            float32x4_t t4 = vmulq_f32(x_v, x_v);
            float32x4_t t5 = vmulq_f32(x_v_1, x_v_1);
            float32x4_t y_v = vld1q_f32(y + i_vec);
            float32x4_t y_v_1 = vld1q_f32(y + t3);
            float32x4_t t6 = vmulq_f32(y_v, y_v);
            float32x4_t d_v = vaddq_f32(t4, t6);
            float32x4_t t7 = vmulq_f32(d_v, vdupq_n_f32(0.25f));
            float32x4_t t8 = vmulq_f32(x_v, y_v);
            float32x4_t t9 = vsubq_f32(t7, t8);
            float32x4_t e_v = vaddq_f32(t9, vdupq_n_f32(1.5f));
            float32x4_t t10 = vmulq_f32(e_v, e_v);
            float32x4_t t11 = vsubq_f32(t10, d_v);
            float32x4_t t12 = vmulq_f32(x_v, vdupq_n_f32(3.0f));
            float32x4_t f_v = vaddq_f32(t11, t12);
            uint32x4_t t13 = vcgtq_f32(f_v, t_v);
            float32x4_t t14 = vmulq_f32(f_v, e_v);
            float32x4_t t15 = vsubq_f32(t14, y_v);
            do { int32x4_t vcc_ni = vdupq_n_s32(0); uint32x4_t vcc_nm = t13; float32x4_t vcc_nv = t15; float32_t *vcc_np = (float32_t *)(&last_scaled); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            float32x4_t t16 = vmulq_f32(y_v_1, y_v_1);
            float32x4_t d_v_1 = vaddq_f32(t5, t16);
            float32x4_t t17 = vmulq_f32(d_v_1, vdupq_n_f32(0.25f));
            float32x4_t t18 = vmulq_f32(x_v_1, y_v_1);
            float32x4_t t19 = vsubq_f32(t17, t18);
            float32x4_t e_v_1 = vaddq_f32(t19, vdupq_n_f32(1.5f));
            float32x4_t t20 = vmulq_f32(e_v_1, e_v_1);
            float32x4_t t21 = vsubq_f32(t20, d_v_1);
            float32x4_t t22 = vmulq_f32(x_v_1, vdupq_n_f32(3.0f));
            float32x4_t f_v_1 = vaddq_f32(t21, t22);
            uint32x4_t t23 = vcgtq_f32(f_v_1, t_v);
            float32x4_t t24 = vmulq_f32(f_v_1, e_v_1);
            float32x4_t t25 = vsubq_f32(t24, y_v_1);
            do { int32x4_t vcc_ni = vdupq_n_s32(0); uint32x4_t vcc_nm = t23; float32x4_t vcc_nv = t25; float32_t *vcc_np = (float32_t *)(&last_scaled); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        float32x4_t t_v_1 = vdupq_n_f32(t);
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            float32x4_t x_v_2 = vld1q_f32(x + t29);
            float32x4_t t30 = vmulq_f32(x_v_2, x_v_2);
            float32x4_t y_v_2 = vld1q_f32(y + t29);
            float32x4_t t31 = vmulq_f32(y_v_2, y_v_2);
            float32x4_t d_v_2 = vaddq_f32(t30, t31);
            float32x4_t t32 = vmulq_f32(d_v_2, vdupq_n_f32(0.25f));
            float32x4_t t33 = vmulq_f32(x_v_2, y_v_2);
            float32x4_t t34 = vsubq_f32(t32, t33);
            float32x4_t e_v_2 = vaddq_f32(t34, vdupq_n_f32(1.5f));
            float32x4_t t35 = vmulq_f32(e_v_2, e_v_2);
            float32x4_t t36 = vsubq_f32(t35, d_v_2);
            float32x4_t t37 = vmulq_f32(x_v_2, vdupq_n_f32(3.0f));
            float32x4_t f_v_2 = vaddq_f32(t36, t37);
            uint32x4_t t38 = vcgtq_f32(f_v_2, t_v_1);
            float32x4_t t39 = vmulq_f32(f_v_2, e_v_2);
            float32x4_t t40 = vsubq_f32(t39, y_v_2);
            do { int32x4_t vcc_ni = vdupq_n_s32(0); uint32x4_t vcc_nm = t38; float32x4_t vcc_nv = t40; float32_t *vcc_np = (float32_t *)(&last_scaled); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        float t42 = x[t41];
        float t43 = y[t41];
        float d = t42 * t42 + t43 * t43;
        float e = d * 0.25f - t42 * t43 + 1.5f;
        float f = e * e - d + t42 * 3.0f;
        if (f > t) {
            last_scaled = f * e - t43;
        }
    }
}

/* Counting down: the last iteration stores b[0]. */
void keep_first(int n, const short *restrict b, short *restrict out) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant_store.c:56 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t t4 = vld1q_s16(b + ((long)t1 + (i_vec + 24L) * -1L) + -7);
            int16x8_t b_v = vextq_s16(vrev64q_s16(t4), vrev64q_s16(t4), 4);
            uint16x8_t t5 = vreinterpretq_u16_s16(b_v);
            uint16x8_t t6 = vmulq_u16(t5, vdupq_n_u16(3));
            int16x8_t t7 = vreinterpretq_s16_u16(t6);
            *out = vgetq_lane_s16(t7, 7);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t8 = (long)t1 + 1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant_store.c:56 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t t10 = vld1q_s16(b + ((long)t1 + i_vec_1 * -1L) + -7);
            int16x8_t b_v_1 = vextq_s16(vrev64q_s16(t10), vrev64q_s16(t10), 4);
            uint16x8_t t11 = vreinterpretq_u16_s16(b_v_1);
            uint16x8_t t12 = vmulq_u16(t11, vdupq_n_u16(3));
            int16x8_t t13 = vreinterpretq_s16_u16(t12);
            *out = vgetq_lane_s16(t13, 7);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t1 + t9 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        *out = (short)((int)b[i] * 3);
    }
}

/* Not vectorized: the loop also reads the address it stores to. */
void reads_it(int n, const int *restrict b) {
    for (int i = 0; i < n; i++)
        last_seen = last_seen > b[i] ? last_seen - 1 : b[i];
}

/* Not vectorized: the stored pointer may alias the array read. */
void may_alias(int n, int *out, const int *b) {
    for (int i = 0; i < n; i++)
        *out = b[i] + 1;
}

int main(void) {
    short s_out;
    int n;
    int t3;
    int t48;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int *b = (int *)new_array(n, 4UL);
        int t4 = n + 1;
        int *b2 = (int *)new_array(t4, 4UL);
        long *v = (long *)new_array(n, 8UL);
        void *t5 = new_array(n, 4UL);
        float *fa = (float *)t5;
        void *t6 = new_array(n, 4UL);
        float *fb = (float *)t6;
        short *sb = (short *)new_array(n, 2UL);
        s_out = (short)-7;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t4; fill_idx_1++) {
            b2[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-5000 + (int)(next_rand() % 10000U));
        }
        long t7 = (long)n;
        unsigned long t8 = (unsigned long)t5;
        unsigned long t9 = (unsigned long)t6;
        long t10 = (long)((unsigned long)t5 - (unsigned long)t6);
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L))) & 1) {
            long t11 = t7 & -16L;
            int32x4_t t12 = vdupq_n_s32(0);
            int32x4_t t13 = vaddq_s32(t12, ((int32x4_t)(vcc_v4_int){0, 37, 74, 11}));
            uint32x4_t t14 = vreinterpretq_u32_s32(t13);
            uint32x4_t t15 = vsubq_u32(t14, vdupq_n_u32(100));
            uint32x4_t t16 = vminq_u32(t14, t15);
            int32x4_t t1 = vreinterpretq_s32_u32(t16);
            long i_vec = 0L;
            /* vcc: loop at invariant_store.c:84 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 85:28 by 100 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                float32x4_t t17 = vcvtq_f32_s32(t1);
                float32x4_t t18 = vdivq_f32(t17, vdupq_n_f32(64.0f));
                vst1q_f32(fb + i_vec, t18);
                vst1q_f32(fa + i_vec, vdupq_n_f32(9.0f));
                long t19 = i_vec + 4L;
                int32x4_t t20 = vaddq_s32(t1, vdupq_n_s32(48));
                uint32x4_t t21 = vreinterpretq_u32_s32(t20);
                uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(100));
                uint32x4_t t23 = vminq_u32(t21, t22);
                int32x4_t t24 = vreinterpretq_s32_u32(t23);
                float32x4_t t25 = vcvtq_f32_s32(t24);
                float32x4_t t26 = vdivq_f32(t25, vdupq_n_f32(64.0f));
                vst1q_f32(fb + t19, t26);
                vst1q_f32(fa + t19, vdupq_n_f32(9.0f));
                long t27 = i_vec + 8L;
                int32x4_t t28 = vaddq_s32(t1, vdupq_n_s32(96));
                uint32x4_t t29 = vreinterpretq_u32_s32(t28);
                uint32x4_t t30 = vsubq_u32(t29, vdupq_n_u32(100));
                uint32x4_t t31 = vminq_u32(t29, t30);
                int32x4_t t32 = vreinterpretq_s32_u32(t31);
                float32x4_t t33 = vcvtq_f32_s32(t32);
                float32x4_t t34 = vdivq_f32(t33, vdupq_n_f32(64.0f));
                vst1q_f32(fb + t27, t34);
                vst1q_f32(fa + t27, vdupq_n_f32(9.0f));
                long t35 = i_vec + 12L;
                int32x4_t t36 = vaddq_s32(t1, vdupq_n_s32(44));
                uint32x4_t t37 = vreinterpretq_u32_s32(t36);
                uint32x4_t t38 = vsubq_u32(t37, vdupq_n_u32(100));
                uint32x4_t t39 = vminq_u32(t37, t38);
                int32x4_t t40 = vreinterpretq_s32_u32(t39);
                float32x4_t t41 = vcvtq_f32_s32(t40);
                float32x4_t t42 = vdivq_f32(t41, vdupq_n_f32(64.0f));
                vst1q_f32(fb + t35, t42);
                vst1q_f32(fa + t35, vdupq_n_f32(9.0f));
                i_vec += 16L;
                int32x4_t t43 = vaddq_s32(t1, vdupq_n_s32(92));
                uint32x4_t t44 = vreinterpretq_u32_s32(t43);
                uint32x4_t t45 = vsubq_u32(t44, vdupq_n_u32(100));
                uint32x4_t t46 = vminq_u32(t44, t45);
                int32x4_t t47 = vreinterpretq_s32_u32(t46);
                if (i_vec >= t11) {
                    break;
                }
                t1 = t47;
            }
            t48 = (int)t11;
        } else {
            t48 = 0;
        }
        long t49 = (long)n + (long)t48 * -1L;
        unsigned long t50 = (unsigned long)t5;
        unsigned long t51 = (unsigned long)t6;
        long t52 = (long)((unsigned long)t5 + (unsigned long)((long)t48 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t48 * 4L)));
        int t53 = (int)((unsigned int)t48 * 37U);
        if ((t49 >= 4L) & (((t50 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t48 * 4L))) | ((t51 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t48 * 4L))) | ((t52 <= 0L) | (t52 >= 16L))) & (t53 >= 0)) {
            long t54 = t49 & -4L;
            int32x4_t t55 = vdupq_n_s32(t53 % 100);
            int32x4_t t56 = vaddq_s32(t55, ((int32x4_t)(vcc_v4_int){0, 37, 74, 11}));
            uint32x4_t t57 = vreinterpretq_u32_s32(t56);
            uint32x4_t t58 = vsubq_u32(t57, vdupq_n_u32(100));
            uint32x4_t t59 = vminq_u32(t57, t58);
            int32x4_t t2 = vreinterpretq_s32_u32(t59);
            long i_vec_1 = 0L;
            /* vcc: loop at invariant_store.c:84 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t60 = (long)t48 + i_vec_1;
                float32x4_t t61 = vcvtq_f32_s32(t2);
                float32x4_t t62 = vdivq_f32(t61, vdupq_n_f32(64.0f));
                vst1q_f32(fb + t60, t62);
                vst1q_f32(fa + t60, vdupq_n_f32(9.0f));
                i_vec_1 += 4L;
                int32x4_t t63 = vaddq_s32(t2, vdupq_n_s32(48));
                uint32x4_t t64 = vreinterpretq_u32_s32(t63);
                uint32x4_t t65 = vsubq_u32(t64, vdupq_n_u32(100));
                uint32x4_t t66 = vminq_u32(t64, t65);
                int32x4_t t67 = vreinterpretq_s32_u32(t66);
                if (i_vec_1 >= t54) {
                    break;
                }
                t2 = t67;
            }
            i = (int)((long)t48 + t54);
        } else {
            i = t48;
        }
        for (; i < n; i++) {
            long t68 = (long)i;
            fb[t68] = (float)(i * 37 % 100) / 64.0f;
            fa[t68] = 9.0f;
        }
        last_seen = -1;
        last_scaled = -1.0f;
        st.count = -1;
        st.total = -1L;
        printf("n=%d", n);
        const int *t69 = b;
        keep_last(n, t69);
        printf(" last=%d", last_seen);
        const float *t70 = fb;
        keep_scaled(n, &last_scaled, fa, t70);
        unsigned long t71 = hash_bytes((const void *)fa, (unsigned long)n * 4UL);
        printf(" scaled=%a/%llx", (double)last_scaled, (unsigned long long)t71);
        fields(n, v, n * 3);
        printf(" st=%d/%ld", st.count, st.total);
        last_above(n, 900, t69);
        printf(" above=%d", last_seen);
        last_above(n, 5000, t69);
        printf(" none=%d", last_seen);
        const float *t72 = fa;
        last_heavy(n, 2.0f, t70, t72);
        printf(" heavy=%a", (double)last_scaled);
        last_heavy(n, 1e30f, t70, t72);
        printf(" heavy_none=%a", (double)last_scaled);
        keep_first(n, sb, &s_out);
        printf(" first=%d", (int)s_out);
        reads_it(n, t69);
        printf(" reads=%d", last_seen);
        int *t73 = b2 + 0;
        *t73 = 11;
        may_alias(n, t73, b2);
        unsigned long t74 = (unsigned long)t4 * 4UL;
        const void *t75 = (const void *)b2;
        printf(" alias=%llx", (unsigned long long)hash_bytes(t75, t74));
        may_alias(n, b2 + n, b2 + 1);
        printf(" alias2=%llx\n", (unsigned long long)hash_bytes(t75, t74));
        free((void *)b);
        free((void *)b2);
        free((void *)v);
        free((void *)fa);
        free((void *)fb);
        free((void *)sb);
    }
}
