/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=5 avx2=5 sse4.2=4 neon=4 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    int t50;
    int i;
    int t67;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t t_v = vdupq_n_s32(t);
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            uint32x4_t t3 = vcgtq_s32(b_v, t_v);
            uint32x4_t t4 = vmvnq_u32(t3);
            int32x4_t c_v = ({ uint32x4_t vcc_nm = t4; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)c + (unsigned long)i_vec * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t5 = vreinterpretq_u32_s32(c_v);
            uint32x4_t t6 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t7 = vaddq_u32(t5, t6);
            int32x4_t t8 = vreinterpretq_s32_u32(t7);
            uint32x4_t t9 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t10 = vreinterpretq_u32_s32(b_v);
            uint32x4_t t11 = vmulq_u32(t9, t10);
            int32x4_t t12 = vreinterpretq_s32_u32(t11);
            int32x4_t t13 = vbslq_s32(t3, t12, t8);
            vst1q_s32(a + i_vec, t13);
            long t14 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t14);
            uint32x4_t t15 = vcgtq_s32(b_v_1, t_v);
            uint32x4_t t16 = vmvnq_u32(t15);
            int32x4_t c_v_1 = ({ uint32x4_t vcc_nm = t16; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)c + (unsigned long)t14 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t17 = vreinterpretq_u32_s32(c_v_1);
            uint32x4_t t18 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t19 = vaddq_u32(t17, t18);
            int32x4_t t20 = vreinterpretq_s32_u32(t19);
            uint32x4_t t21 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t22 = vreinterpretq_u32_s32(b_v_1);
            uint32x4_t t23 = vmulq_u32(t21, t22);
            int32x4_t t24 = vreinterpretq_s32_u32(t23);
            int32x4_t t25 = vbslq_s32(t15, t24, t20);
            vst1q_s32(a + t14, t25);
            long t26 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t26);
            uint32x4_t t27 = vcgtq_s32(b_v_2, t_v);
            uint32x4_t t28 = vmvnq_u32(t27);
            int32x4_t c_v_2 = ({ uint32x4_t vcc_nm = t28; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)c + (unsigned long)t26 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t29 = vreinterpretq_u32_s32(c_v_2);
            uint32x4_t t30 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t31 = vaddq_u32(t29, t30);
            int32x4_t t32 = vreinterpretq_s32_u32(t31);
            uint32x4_t t33 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t34 = vreinterpretq_u32_s32(b_v_2);
            uint32x4_t t35 = vmulq_u32(t33, t34);
            int32x4_t t36 = vreinterpretq_s32_u32(t35);
            int32x4_t t37 = vbslq_s32(t27, t36, t32);
            vst1q_s32(a + t26, t37);
            long t38 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t38);
            uint32x4_t t39 = vcgtq_s32(b_v_3, t_v);
            uint32x4_t t40 = vmvnq_u32(t39);
            int32x4_t c_v_3 = ({ uint32x4_t vcc_nm = t40; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)c + (unsigned long)t38 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t41 = vreinterpretq_u32_s32(c_v_3);
            uint32x4_t t42 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t43 = vaddq_u32(t41, t42);
            int32x4_t t44 = vreinterpretq_s32_u32(t43);
            uint32x4_t t45 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t46 = vreinterpretq_u32_s32(b_v_3);
            uint32x4_t t47 = vmulq_u32(t45, t46);
            int32x4_t t48 = vreinterpretq_s32_u32(t47);
            int32x4_t t49 = vbslq_s32(t39, t48, t44);
            vst1q_s32(a + t38, t49);
            i_vec += 16L;
        } while (i_vec < t2);
        t50 = (int)t2;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if (t51 >= 4L) {
        long t52 = t51 & -4L;
        int32x4_t t_v_1 = vdupq_n_s32(t);
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t53 = (long)t50 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t53);
            uint32x4_t t54 = vcgtq_s32(b_v_4, t_v_1);
            uint32x4_t t55 = vmvnq_u32(t54);
            int32x4_t c_v_4 = ({ uint32x4_t vcc_nm = t55; const int32_t *vcc_np = (const int32_t *)((const int *)((unsigned long)c + (unsigned long)t53 * 4UL)); int32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_s32(vcc_np); else { vcc_nr = vdupq_n_s32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_s32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_s32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_s32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_s32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
            uint32x4_t t56 = vreinterpretq_u32_s32(c_v_4);
            uint32x4_t t57 = vreinterpretq_u32_s32(vdupq_n_s32(1));
            uint32x4_t t58 = vaddq_u32(t56, t57);
            int32x4_t t59 = vreinterpretq_s32_u32(t58);
            uint32x4_t t60 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t61 = vreinterpretq_u32_s32(b_v_4);
            uint32x4_t t62 = vmulq_u32(t60, t61);
            int32x4_t t63 = vreinterpretq_s32_u32(t62);
            int32x4_t t64 = vbslq_s32(t54, t63, t59);
            vst1q_s32(a + t53, t64);
            i_vec_1 += 4L;
        } while (i_vec_1 < t52);
        i = (int)((long)t50 + t52);
    } else {
        i = t50;
    }
    while (i < n) {
        long t65 = (long)i;
        int t66 = b[t65];
        if (t66 > t) {
            t67 = 2 * t66;
        } else {
            t67 = c[t65] + 1;
        }
        a[t65] = t67;
        i++;
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    int t38;
    int i;
    float t53;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t3 = b + i_vec;
            float32x4_t b_v = vld1q_f32(t3);
            uint32x4_t t4 = vcltq_f32(b_v, vdupq_n_f32(0.5f));
            int32x4_t t5 = (int32x4_t)__builtin_convertvector((vcc_m4)t4 & 1, vcc_v4_int);
            uint32x4_t t6 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t5 == (vcc_v4_int){0});
            uint32x4_t t7 = vmvnq_u32(t6);
            do { uint32x4_t vcc_nm = t7; float32x4_t vcc_nv = b_v; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)d + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t b_v_1 = vld1q_f32(t3);
            float32x4_t t8 = vnegq_f32(b_v_1);
            float32x4_t t9 = vmulq_f32(b_v, vdupq_n_f32(3.0f));
            float32x4_t t10 = vbslq_f32(t6, t9, t8);
            vst1q_f32(a + i_vec, t10);
            long t11 = i_vec + 4L;
            const float *t12 = b + t11;
            float32x4_t b_v_2 = vld1q_f32(t12);
            uint32x4_t t13 = vcltq_f32(b_v_2, vdupq_n_f32(0.5f));
            int32x4_t t14 = (int32x4_t)__builtin_convertvector((vcc_m4)t13 & 1, vcc_v4_int);
            uint32x4_t t15 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t14 == (vcc_v4_int){0});
            uint32x4_t t16 = vmvnq_u32(t15);
            do { uint32x4_t vcc_nm = t16; float32x4_t vcc_nv = b_v_2; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)d + (unsigned long)t11 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t b_v_3 = vld1q_f32(t12);
            float32x4_t t17 = vnegq_f32(b_v_3);
            float32x4_t t18 = vmulq_f32(b_v_2, vdupq_n_f32(3.0f));
            float32x4_t t19 = vbslq_f32(t15, t18, t17);
            vst1q_f32(a + t11, t19);
            long t20 = i_vec + 8L;
            const float *t21 = b + t20;
            float32x4_t b_v_4 = vld1q_f32(t21);
            uint32x4_t t22 = vcltq_f32(b_v_4, vdupq_n_f32(0.5f));
            int32x4_t t23 = (int32x4_t)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
            uint32x4_t t24 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t23 == (vcc_v4_int){0});
            uint32x4_t t25 = vmvnq_u32(t24);
            do { uint32x4_t vcc_nm = t25; float32x4_t vcc_nv = b_v_4; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)d + (unsigned long)t20 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t b_v_5 = vld1q_f32(t21);
            float32x4_t t26 = vnegq_f32(b_v_5);
            float32x4_t t27 = vmulq_f32(b_v_4, vdupq_n_f32(3.0f));
            float32x4_t t28 = vbslq_f32(t24, t27, t26);
            vst1q_f32(a + t20, t28);
            long t29 = i_vec + 12L;
            const float *t30 = b + t29;
            float32x4_t b_v_6 = vld1q_f32(t30);
            uint32x4_t t31 = vcltq_f32(b_v_6, vdupq_n_f32(0.5f));
            int32x4_t t32 = (int32x4_t)__builtin_convertvector((vcc_m4)t31 & 1, vcc_v4_int);
            uint32x4_t t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t32 == (vcc_v4_int){0});
            uint32x4_t t34 = vmvnq_u32(t33);
            do { uint32x4_t vcc_nm = t34; float32x4_t vcc_nv = b_v_6; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)d + (unsigned long)t29 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t b_v_7 = vld1q_f32(t30);
            float32x4_t t35 = vnegq_f32(b_v_7);
            float32x4_t t36 = vmulq_f32(b_v_6, vdupq_n_f32(3.0f));
            float32x4_t t37 = vbslq_f32(t33, t36, t35);
            vst1q_f32(a + t29, t37);
            i_vec += 16L;
        } while (i_vec < t2);
        t38 = (int)t2;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 4L) {
        long t40 = t39 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t41 = (long)t38 + i_vec_1;
            const float *t42 = b + t41;
            float32x4_t b_v_8 = vld1q_f32(t42);
            uint32x4_t t43 = vcltq_f32(b_v_8, vdupq_n_f32(0.5f));
            int32x4_t t44 = (int32x4_t)__builtin_convertvector((vcc_m4)t43 & 1, vcc_v4_int);
            uint32x4_t t45 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t44 == (vcc_v4_int){0});
            uint32x4_t t46 = vmvnq_u32(t45);
            do { uint32x4_t vcc_nm = t46; float32x4_t vcc_nv = b_v_8; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)d + (unsigned long)t41 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            float32x4_t b_v_9 = vld1q_f32(t42);
            float32x4_t t47 = vnegq_f32(b_v_9);
            float32x4_t t48 = vmulq_f32(b_v_8, vdupq_n_f32(3.0f));
            float32x4_t t49 = vbslq_f32(t45, t48, t47);
            vst1q_f32(a + t41, t49);
            i_vec_1 += 4L;
        } while (i_vec_1 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    while (i < n) {
        long t50 = (long)i;
        const float *t51 = b + t50;
        float t52 = *t51;
        if (!(t52 < 0.5f)) {
            t53 = t52 * 3.0f;
        } else {
            d[t50] = t52;
            t53 = -*t51;
        }
        a[t50] = t53;
        i++;
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
void reads_between(int n, int *restrict a, const int *restrict b) {
    int t35;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:32 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t4 = vandq_s32(b_v, vdupq_n_s32(1));
            uint32x4_t t5 = vmvnq_u32(vceqq_s32(t4, vdupq_n_s32(0)));
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t6 = vreinterpretq_u32_s32(a_v);
            uint32x4_t t7 = vreinterpretq_u32_s32(vdupq_n_s32(7));
            uint32x4_t t8 = vaddq_u32(t6, t7);
            int32x4_t t9 = vreinterpretq_s32_u32(t8);
            int32x4_t t10 = vbslq_s32(t5, b_v, t9);
            vst1q_s32(a + i_vec, t10);
            long t11 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t11);
            int32x4_t t12 = vandq_s32(b_v_1, vdupq_n_s32(1));
            uint32x4_t t13 = vmvnq_u32(vceqq_s32(t12, vdupq_n_s32(0)));
            int32x4_t a_v_1 = vld1q_s32(a + t11);
            uint32x4_t t14 = vreinterpretq_u32_s32(a_v_1);
            uint32x4_t t15 = vreinterpretq_u32_s32(vdupq_n_s32(7));
            uint32x4_t t16 = vaddq_u32(t14, t15);
            int32x4_t t17 = vreinterpretq_s32_u32(t16);
            int32x4_t t18 = vbslq_s32(t13, b_v_1, t17);
            vst1q_s32(a + t11, t18);
            long t19 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t19);
            int32x4_t t20 = vandq_s32(b_v_2, vdupq_n_s32(1));
            uint32x4_t t21 = vmvnq_u32(vceqq_s32(t20, vdupq_n_s32(0)));
            int32x4_t a_v_2 = vld1q_s32(a + t19);
            uint32x4_t t22 = vreinterpretq_u32_s32(a_v_2);
            uint32x4_t t23 = vreinterpretq_u32_s32(vdupq_n_s32(7));
            uint32x4_t t24 = vaddq_u32(t22, t23);
            int32x4_t t25 = vreinterpretq_s32_u32(t24);
            int32x4_t t26 = vbslq_s32(t21, b_v_2, t25);
            vst1q_s32(a + t19, t26);
            long t27 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t27);
            int32x4_t t28 = vandq_s32(b_v_3, vdupq_n_s32(1));
            uint32x4_t t29 = vmvnq_u32(vceqq_s32(t28, vdupq_n_s32(0)));
            int32x4_t a_v_3 = vld1q_s32(a + t27);
            uint32x4_t t30 = vreinterpretq_u32_s32(a_v_3);
            uint32x4_t t31 = vreinterpretq_u32_s32(vdupq_n_s32(7));
            uint32x4_t t32 = vaddq_u32(t30, t31);
            int32x4_t t33 = vreinterpretq_s32_u32(t32);
            int32x4_t t34 = vbslq_s32(t29, b_v_3, t33);
            vst1q_s32(a + t27, t34);
            i_vec += 16L;
        } while (i_vec < t3);
        t35 = (int)t3;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 4L) {
        long t37 = t36 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t38 = (long)t35 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t38);
            int32x4_t t39 = vandq_s32(b_v_4, vdupq_n_s32(1));
            uint32x4_t t40 = vmvnq_u32(vceqq_s32(t39, vdupq_n_s32(0)));
            int32x4_t a_v_4 = vld1q_s32(a + t38);
            uint32x4_t t41 = vreinterpretq_u32_s32(a_v_4);
            uint32x4_t t42 = vreinterpretq_u32_s32(vdupq_n_s32(7));
            uint32x4_t t43 = vaddq_u32(t41, t42);
            int32x4_t t44 = vreinterpretq_s32_u32(t43);
            int32x4_t t45 = vbslq_s32(t40, b_v_4, t44);
            vst1q_s32(a + t38, t45);
            i_vec_1 += 4L;
        } while (i_vec_1 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    while (i < n) {
        long t46 = (long)i;
        int t1 = b[t46];
        if (!(t1 & 1)) {
            t1 = a[t46] + 7;
        }
        a[t46] = t1;
        i++;
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more; on
   sse4.2 and neon, two stores lane by lane are two branches per element where the scalar loop
   takes one). */
void other_elements(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] > 0)
            a[2 * i] = b[i];
        else
            a[2 * i + 1] = -b[i];
    }
}

/* Not merged: the stores' blocks run under two conditions (not every lane stores). */
void nested(int n, short *restrict a, const short *restrict b, int k) {
    for (int i = 0; i < n; i++) {
        if (b[i] > k) {
            if (b[i] & 2)
                a[i] = 1;
            else
                a[i] = 2;
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    int t12;
    int i;
    unsigned char t22;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:66 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            uint8x16_t t3 = vcltq_u8(b_v, vdupq_n_u8(100));
            uint8x16_t t4 = vsubq_u8(b_v, vdupq_n_u8(100));
            uint8x16_t t5 = vaddq_u8(b_v, vdupq_n_u8(50));
            uint8x16_t t6 = vbslq_u8(t3, t5, t4);
            vst1q_u8(a + i_vec, t6);
            long t7 = i_vec + 16L;
            uint8x16_t b_v_1 = vld1q_u8(b + t7);
            uint8x16_t t8 = vcltq_u8(b_v_1, vdupq_n_u8(100));
            uint8x16_t t9 = vsubq_u8(b_v_1, vdupq_n_u8(100));
            uint8x16_t t10 = vaddq_u8(b_v_1, vdupq_n_u8(50));
            uint8x16_t t11 = vbslq_u8(t8, t10, t9);
            vst1q_u8(a + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:66 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            uint8x16_t b_v_2 = vld1q_u8(b + t15);
            uint8x16_t t16 = vcltq_u8(b_v_2, vdupq_n_u8(100));
            uint8x16_t t17 = vsubq_u8(b_v_2, vdupq_n_u8(100));
            uint8x16_t t18 = vaddq_u8(b_v_2, vdupq_n_u8(50));
            uint8x16_t t19 = vbslq_u8(t16, t18, t17);
            vst1q_u8(a + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    while (i < n) {
        long t20 = (long)i;
        int t21 = (int)b[t20];
        if (t21 < 100) {
            t22 = (unsigned char)(t21 + 50);
        } else {
            t22 = (unsigned char)(t21 - 100);
        }
        a[t20] = t22;
        i++;
    }
}

int main(void) {
    int n;
    int t3;
    int t55;
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
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        int t4 = 2 * n;
        int *a2 = (int *)new_array(t4, 4UL);
        void *t5 = new_array(n, 4UL);
        float *fa = (float *)t5;
        void *t6 = new_array(n, 4UL);
        float *fd = (float *)t6;
        void *t7 = new_array(n, 4UL);
        float *fb = (float *)t7;
        short *sa = (short *)new_array(n, 2UL);
        short *sb = (short *)new_array(n, 2UL);
        unsigned char *ua = (unsigned char *)new_array(n, 1UL);
        unsigned char *ub = (unsigned char *)new_array(n, 1UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            c[fill_idx_2] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t4; fill_idx_3++) {
            a2[fill_idx_3] = (int)(next_rand() % 10U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            sa[fill_idx_4] = (short)(int)(next_rand() % 10U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            sb[fill_idx_5] = (short)(-50 + (int)(next_rand() % 100U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            ua[fill_idx_6] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            ub[fill_idx_7] = (unsigned char)(int)(next_rand() % 256U);
        }
        long t8 = (long)n;
        unsigned long t9 = (unsigned long)t5;
        unsigned long t10 = (unsigned long)t6;
        long t11 = (long)((unsigned long)t6 - (unsigned long)t5);
        unsigned long t12 = (unsigned long)t5;
        unsigned long t13 = (unsigned long)t7;
        long t14 = (long)((unsigned long)t5 - (unsigned long)t7);
        unsigned long t15 = (unsigned long)t6;
        unsigned long t16 = (unsigned long)t7;
        long t17 = (long)((unsigned long)t6 - (unsigned long)t7);
        if ((t8 >= 16L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 64L))) & (((t12 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L))) & (((t15 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L))) & 1) {
            long t18 = t8 & -16L;
            int32x4_t t19 = vdupq_n_s32(0);
            int32x4_t t20 = vaddq_s32(t19, ((int32x4_t)(vcc_v4_int){0, 37, 74, 11}));
            uint32x4_t t21 = vreinterpretq_u32_s32(t20);
            uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(100));
            uint32x4_t t23 = vminq_u32(t21, t22);
            int32x4_t t1 = vreinterpretq_s32_u32(t23);
            long i_vec = 0L;
            /* vcc: loop at merge_stores.c:90 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:56, the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:91, the value of the call to `new_array` at 79:56 and the value of the call to `new_array` at 79:91 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 91:28 by 100 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                float32x4_t t24 = vcvtq_f32_s32(t1);
                float32x4_t t25 = vdivq_f32(t24, vdupq_n_f32(100.0f));
                vst1q_f32(fb + i_vec, t25);
                vst1q_f32(fa + i_vec, vdupq_n_f32(9.0f));
                vst1q_f32(fd + i_vec, vdupq_n_f32(8.0f));
                long t26 = i_vec + 4L;
                int32x4_t t27 = vaddq_s32(t1, vdupq_n_s32(48));
                uint32x4_t t28 = vreinterpretq_u32_s32(t27);
                uint32x4_t t29 = vsubq_u32(t28, vdupq_n_u32(100));
                uint32x4_t t30 = vminq_u32(t28, t29);
                int32x4_t t31 = vreinterpretq_s32_u32(t30);
                float32x4_t t32 = vcvtq_f32_s32(t31);
                float32x4_t t33 = vdivq_f32(t32, vdupq_n_f32(100.0f));
                vst1q_f32(fb + t26, t33);
                vst1q_f32(fa + t26, vdupq_n_f32(9.0f));
                vst1q_f32(fd + t26, vdupq_n_f32(8.0f));
                long t34 = i_vec + 8L;
                int32x4_t t35 = vaddq_s32(t1, vdupq_n_s32(96));
                uint32x4_t t36 = vreinterpretq_u32_s32(t35);
                uint32x4_t t37 = vsubq_u32(t36, vdupq_n_u32(100));
                uint32x4_t t38 = vminq_u32(t36, t37);
                int32x4_t t39 = vreinterpretq_s32_u32(t38);
                float32x4_t t40 = vcvtq_f32_s32(t39);
                float32x4_t t41 = vdivq_f32(t40, vdupq_n_f32(100.0f));
                vst1q_f32(fb + t34, t41);
                vst1q_f32(fa + t34, vdupq_n_f32(9.0f));
                vst1q_f32(fd + t34, vdupq_n_f32(8.0f));
                long t42 = i_vec + 12L;
                int32x4_t t43 = vaddq_s32(t1, vdupq_n_s32(44));
                uint32x4_t t44 = vreinterpretq_u32_s32(t43);
                uint32x4_t t45 = vsubq_u32(t44, vdupq_n_u32(100));
                uint32x4_t t46 = vminq_u32(t44, t45);
                int32x4_t t47 = vreinterpretq_s32_u32(t46);
                float32x4_t t48 = vcvtq_f32_s32(t47);
                float32x4_t t49 = vdivq_f32(t48, vdupq_n_f32(100.0f));
                vst1q_f32(fb + t42, t49);
                vst1q_f32(fa + t42, vdupq_n_f32(9.0f));
                vst1q_f32(fd + t42, vdupq_n_f32(8.0f));
                i_vec += 16L;
                int32x4_t t50 = vaddq_s32(t1, vdupq_n_s32(92));
                uint32x4_t t51 = vreinterpretq_u32_s32(t50);
                uint32x4_t t52 = vsubq_u32(t51, vdupq_n_u32(100));
                uint32x4_t t53 = vminq_u32(t51, t52);
                int32x4_t t54 = vreinterpretq_s32_u32(t53);
                if (i_vec >= t18) {
                    break;
                }
                t1 = t54;
            }
            t55 = (int)t18;
        } else {
            t55 = 0;
        }
        long t56 = (long)n + (long)t55 * -1L;
        unsigned long t57 = (unsigned long)t5;
        unsigned long t58 = (unsigned long)t6;
        long t59 = (long)((unsigned long)t6 + (unsigned long)((long)t55 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t55 * 4L)));
        unsigned long t60 = (unsigned long)t5;
        unsigned long t61 = (unsigned long)t7;
        long t62 = (long)((unsigned long)t5 + (unsigned long)((long)t55 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t55 * 4L)));
        unsigned long t63 = (unsigned long)t6;
        unsigned long t64 = (unsigned long)t7;
        long t65 = (long)((unsigned long)t6 + (unsigned long)((long)t55 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t55 * 4L)));
        int t66 = (int)((unsigned int)t55 * 37U);
        if ((t56 >= 4L) & (((t57 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t55 * 4L))) | ((t58 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t55 * 4L))) | ((t59 <= 0L) | (t59 >= 16L))) & (((t60 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t61 + (unsigned long)((long)t55 * 4L))) | ((t61 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t60 + (unsigned long)((long)t55 * 4L))) | ((t62 <= 0L) | (t62 >= 16L))) & (((t63 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t55 * 4L))) | ((t64 + (unsigned long)((long)t55 * 4L + 4L + (t56 - 1L) * 4L)) <= (t63 + (unsigned long)((long)t55 * 4L))) | ((t65 <= 0L) | (t65 >= 16L))) & (t66 >= 0)) {
            long t67 = t56 & -4L;
            int32x4_t t68 = vdupq_n_s32(t66 % 100);
            int32x4_t t69 = vaddq_s32(t68, ((int32x4_t)(vcc_v4_int){0, 37, 74, 11}));
            uint32x4_t t70 = vreinterpretq_u32_s32(t69);
            uint32x4_t t71 = vsubq_u32(t70, vdupq_n_u32(100));
            uint32x4_t t72 = vminq_u32(t70, t71);
            int32x4_t t2 = vreinterpretq_s32_u32(t72);
            long i_vec_1 = 0L;
            /* vcc: loop at merge_stores.c:90 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:56, the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:91, the value of the call to `new_array` at 79:56 and the value of the call to `new_array` at 79:91 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t73 = (long)t55 + i_vec_1;
                float32x4_t t74 = vcvtq_f32_s32(t2);
                float32x4_t t75 = vdivq_f32(t74, vdupq_n_f32(100.0f));
                vst1q_f32(fb + t73, t75);
                vst1q_f32(fa + t73, vdupq_n_f32(9.0f));
                vst1q_f32(fd + t73, vdupq_n_f32(8.0f));
                i_vec_1 += 4L;
                int32x4_t t76 = vaddq_s32(t2, vdupq_n_s32(48));
                uint32x4_t t77 = vreinterpretq_u32_s32(t76);
                uint32x4_t t78 = vsubq_u32(t77, vdupq_n_u32(100));
                uint32x4_t t79 = vminq_u32(t77, t78);
                int32x4_t t80 = vreinterpretq_s32_u32(t79);
                if (i_vec_1 >= t67) {
                    break;
                }
                t2 = t80;
            }
            i = (int)((long)t55 + t67);
        } else {
            i = t55;
        }
        for (; i < n; i++) {
            long t81 = (long)i;
            fb[t81] = (float)(i * 37 % 100) / 100.0f;
            fa[t81] = 9.0f;
            fd[t81] = 8.0f;
        }
        printf("n=%d", n);
        const int *t82 = b;
        both_sides(n, 10, a, t82, c);
        unsigned long t83 = (unsigned long)n;
        unsigned long t84 = t83 * 4UL;
        const void *t85 = (const void *)a;
        printf(" both=%llx", (unsigned long long)hash_bytes(t85, t84));
        with_other_store(n, fa, fd, fb);
        unsigned long t86 = hash_bytes((const void *)fd, t84);
        printf(" other=%llx/%llx", (unsigned long long)hash_bytes((const void *)fa, t84), (unsigned long long)t86);
        reads_between(n, a, t82);
        printf(" reads=%llx", (unsigned long long)hash_bytes(t85, t84));
        other_elements(n, a2, t82);
        printf(" elems=%llx", (unsigned long long)hash_bytes((const void *)a2, (unsigned long)t4 * 4UL));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)hash_bytes((const void *)sa, t83 * 2UL));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)hash_bytes((const void *)ua, t83 * 1UL));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)a2);
        free((void *)fa);
        free((void *)fd);
        free((void *)fb);
        free((void *)sa);
        free((void *)sb);
        free((void *)ua);
        free((void *)ub);
    }
}
