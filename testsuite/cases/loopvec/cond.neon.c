/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=6 avx2=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
void store_positive(int n, int *restrict b, const int *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t3 = vcgtq_s32(a_v, vdupq_n_s32(0));
            do { uint32x4_t vcc_nm = t3; int32x4_t vcc_nv = a_v; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)b + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t4 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t4);
            uint32x4_t t5 = vcgtq_s32(a_v_1, vdupq_n_s32(0));
            do { uint32x4_t vcc_nm = t5; int32x4_t vcc_nv = a_v_1; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)b + (unsigned long)t4 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t6 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t6);
            uint32x4_t t7 = vcgtq_s32(a_v_2, vdupq_n_s32(0));
            do { uint32x4_t vcc_nm = t7; int32x4_t vcc_nv = a_v_2; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)b + (unsigned long)t6 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t8 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t8);
            uint32x4_t t9 = vcgtq_s32(a_v_3, vdupq_n_s32(0));
            do { uint32x4_t vcc_nm = t9; int32x4_t vcc_nv = a_v_3; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)b + (unsigned long)t8 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
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
        /* vcc: loop at cond.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t13);
            uint32x4_t t14 = vcgtq_s32(a_v_4, vdupq_n_s32(0));
            do { uint32x4_t vcc_nm = t14; int32x4_t vcc_nv = a_v_4; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)b + (unsigned long)t13 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = a[t15];
        if (t16 > 0) {
            b[t15] = t16;
        }
    }
}

void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t4 = vmaxq_s32(a_v, b_v);
            vst1q_s32(c + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t5);
            int32x4_t b_v_1 = vld1q_s32(b + t5);
            int32x4_t t6 = vmaxq_s32(a_v_1, b_v_1);
            vst1q_s32(c + t5, t6);
            long t7 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t7);
            int32x4_t b_v_2 = vld1q_s32(b + t7);
            int32x4_t t8 = vmaxq_s32(a_v_2, b_v_2);
            vst1q_s32(c + t7, t8);
            long t9 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t9);
            int32x4_t b_v_3 = vld1q_s32(b + t9);
            int32x4_t t10 = vmaxq_s32(a_v_3, b_v_3);
            vst1q_s32(c + t9, t10);
            i_vec += 16L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t14);
            int32x4_t b_v_4 = vld1q_s32(b + t14);
            int32x4_t t15 = vmaxq_s32(a_v_4, b_v_4);
            vst1q_s32(c + t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int *t17 = c + t16;
        int t1 = a[t16];
        int t18 = b[t16];
        if (t1 <= t18) {
            t1 = t18;
        }
        *t17 = t1;
    }
}

void odd_even(int n, int *restrict c, const int *restrict a) {
    int t38;
    int i;
    int t52;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t t3 = vandq_s32(a_v, vdupq_n_s32(1));
            uint32x4_t t4 = vmvnq_u32(vceqq_s32(t3, vdupq_n_s32(0)));
            int32x4_t t5 = (int32x4_t)((vcc_v4_int)a_v / (vcc_v4_int)vdupq_n_s32(2));
            uint32x4_t t6 = vreinterpretq_u32_s32(a_v);
            uint32x4_t t7 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t8 = vmulq_u32(t6, t7);
            int32x4_t t9 = vreinterpretq_s32_u32(t8);
            int32x4_t t10 = vbslq_s32(t4, t9, t5);
            vst1q_s32(c + i_vec, t10);
            long t11 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t11);
            int32x4_t t12 = vandq_s32(a_v_1, vdupq_n_s32(1));
            uint32x4_t t13 = vmvnq_u32(vceqq_s32(t12, vdupq_n_s32(0)));
            int32x4_t t14 = (int32x4_t)((vcc_v4_int)a_v_1 / (vcc_v4_int)vdupq_n_s32(2));
            uint32x4_t t15 = vreinterpretq_u32_s32(a_v_1);
            uint32x4_t t16 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t17 = vmulq_u32(t15, t16);
            int32x4_t t18 = vreinterpretq_s32_u32(t17);
            int32x4_t t19 = vbslq_s32(t13, t18, t14);
            vst1q_s32(c + t11, t19);
            long t20 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t20);
            int32x4_t t21 = vandq_s32(a_v_2, vdupq_n_s32(1));
            uint32x4_t t22 = vmvnq_u32(vceqq_s32(t21, vdupq_n_s32(0)));
            int32x4_t t23 = (int32x4_t)((vcc_v4_int)a_v_2 / (vcc_v4_int)vdupq_n_s32(2));
            uint32x4_t t24 = vreinterpretq_u32_s32(a_v_2);
            uint32x4_t t25 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t26 = vmulq_u32(t24, t25);
            int32x4_t t27 = vreinterpretq_s32_u32(t26);
            int32x4_t t28 = vbslq_s32(t22, t27, t23);
            vst1q_s32(c + t20, t28);
            long t29 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t29);
            int32x4_t t30 = vandq_s32(a_v_3, vdupq_n_s32(1));
            uint32x4_t t31 = vmvnq_u32(vceqq_s32(t30, vdupq_n_s32(0)));
            int32x4_t t32 = (int32x4_t)((vcc_v4_int)a_v_3 / (vcc_v4_int)vdupq_n_s32(2));
            uint32x4_t t33 = vreinterpretq_u32_s32(a_v_3);
            uint32x4_t t34 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t35 = vmulq_u32(t33, t34);
            int32x4_t t36 = vreinterpretq_s32_u32(t35);
            int32x4_t t37 = vbslq_s32(t31, t36, t32);
            vst1q_s32(c + t29, t37);
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
        /* vcc: loop at cond.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t41 = (long)t38 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t41);
            int32x4_t t42 = vandq_s32(a_v_4, vdupq_n_s32(1));
            uint32x4_t t43 = vmvnq_u32(vceqq_s32(t42, vdupq_n_s32(0)));
            int32x4_t t44 = (int32x4_t)((vcc_v4_int)a_v_4 / (vcc_v4_int)vdupq_n_s32(2));
            uint32x4_t t45 = vreinterpretq_u32_s32(a_v_4);
            uint32x4_t t46 = vreinterpretq_u32_s32(vdupq_n_s32(3));
            uint32x4_t t47 = vmulq_u32(t45, t46);
            int32x4_t t48 = vreinterpretq_s32_u32(t47);
            int32x4_t t49 = vbslq_s32(t43, t48, t44);
            vst1q_s32(c + t41, t49);
            i_vec_1 += 4L;
        } while (i_vec_1 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    while (i < n) {
        long t50 = (long)i;
        int t51 = a[t50];
        if (t51 & 1) {
            t52 = t51 * 3;
        } else {
            t52 = t51 / 2;
        }
        c[t50] = t52;
        i++;
    }
}

int sum_above(int n, const int *a, int t) {
    int t18;
    int t19;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t t_v = vdupq_n_s32(t);
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at cond.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t3 = vcgtq_s32(a_v, t_v);
            uint32x4_t t4 = vreinterpretq_u32_s32(a_v);
            uint32x4_t t5 = vbslq_u32(t3, t4, vdupq_n_u32(0));
            s_v = vaddq_u32(s_v, t5);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t6 = vcgtq_s32(a_v_1, t_v);
            uint32x4_t t7 = vreinterpretq_u32_s32(a_v_1);
            uint32x4_t t8 = vbslq_u32(t6, t7, vdupq_n_u32(0));
            s_v_1 = vaddq_u32(s_v_1, t8);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t9 = vcgtq_s32(a_v_2, t_v);
            uint32x4_t t10 = vreinterpretq_u32_s32(a_v_2);
            uint32x4_t t11 = vbslq_u32(t9, t10, vdupq_n_u32(0));
            s_v_2 = vaddq_u32(s_v_2, t11);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t12 = vcgtq_s32(a_v_3, t_v);
            uint32x4_t t13 = vreinterpretq_u32_s32(a_v_3);
            uint32x4_t t14 = vbslq_u32(t12, t13, vdupq_n_u32(0));
            s_v_3 = vaddq_u32(s_v_3, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t15 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t16 = vaddq_u32(t15, s_v_2);
        uint32x4_t t17 = vaddq_u32(t16, s_v_3);
        t18 = (int)t2;
        t19 = (int)vaddvq_u32(t17);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        int32x4_t t_v_1 = vdupq_n_s32(t);
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at cond.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t18 + i_vec_1));
            uint32x4_t t22 = vcgtq_s32(a_v_4, t_v_1);
            uint32x4_t t23 = vreinterpretq_u32_s32(a_v_4);
            uint32x4_t t24 = vbslq_u32(t22, t23, vdupq_n_u32(0));
            s_v_4 = vaddq_u32(s_v_4, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        s = (int)((unsigned int)t19 + vaddvq_u32(s_v_4));
    } else {
        i = t18;
        s = t19;
    }
    for (; i < n; i++, s = s_1) {
        int t25 = a[i];
        if (t25 > t) {
            s_1 = s + t25;
        } else {
            s_1 = s;
        }
    }
    return s;
}

void nested(int n, float *restrict c, const float *restrict a) {
    int t42;
    int i;
    float t57;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:36 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            uint32x4_t t3 = vcgtq_f32(a_v, vdupq_n_f32(0.0f));
            float32x4_t t4 = vnegq_f32(a_v);
            uint32x4_t t5 = vcgtq_f32(a_v, vdupq_n_f32(100.0f));
            uint32x4_t t6 = vmvnq_u32(t5);
            uint32x4_t t7 = vandq_u32(t3, t6);
            float32x4_t t8 = vmulq_f32(a_v, vdupq_n_f32(2.0f));
            uint32x4_t t9 = vandq_u32(t3, t5);
            float32x4_t t10 = vbslq_f32(t9, vdupq_n_f32(100.0f), t4);
            float32x4_t t11 = vbslq_f32(t7, t8, t10);
            vst1q_f32(c + i_vec, t11);
            long t12 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + t12);
            uint32x4_t t13 = vcgtq_f32(a_v_1, vdupq_n_f32(0.0f));
            float32x4_t t14 = vnegq_f32(a_v_1);
            uint32x4_t t15 = vcgtq_f32(a_v_1, vdupq_n_f32(100.0f));
            uint32x4_t t16 = vmvnq_u32(t15);
            uint32x4_t t17 = vandq_u32(t13, t16);
            float32x4_t t18 = vmulq_f32(a_v_1, vdupq_n_f32(2.0f));
            uint32x4_t t19 = vandq_u32(t13, t15);
            float32x4_t t20 = vbslq_f32(t19, vdupq_n_f32(100.0f), t14);
            float32x4_t t21 = vbslq_f32(t17, t18, t20);
            vst1q_f32(c + t12, t21);
            long t22 = i_vec + 8L;
            float32x4_t a_v_2 = vld1q_f32(a + t22);
            uint32x4_t t23 = vcgtq_f32(a_v_2, vdupq_n_f32(0.0f));
            float32x4_t t24 = vnegq_f32(a_v_2);
            uint32x4_t t25 = vcgtq_f32(a_v_2, vdupq_n_f32(100.0f));
            uint32x4_t t26 = vmvnq_u32(t25);
            uint32x4_t t27 = vandq_u32(t23, t26);
            float32x4_t t28 = vmulq_f32(a_v_2, vdupq_n_f32(2.0f));
            uint32x4_t t29 = vandq_u32(t23, t25);
            float32x4_t t30 = vbslq_f32(t29, vdupq_n_f32(100.0f), t24);
            float32x4_t t31 = vbslq_f32(t27, t28, t30);
            vst1q_f32(c + t22, t31);
            long t32 = i_vec + 12L;
            float32x4_t a_v_3 = vld1q_f32(a + t32);
            uint32x4_t t33 = vcgtq_f32(a_v_3, vdupq_n_f32(0.0f));
            float32x4_t t34 = vnegq_f32(a_v_3);
            uint32x4_t t35 = vcgtq_f32(a_v_3, vdupq_n_f32(100.0f));
            uint32x4_t t36 = vmvnq_u32(t35);
            uint32x4_t t37 = vandq_u32(t33, t36);
            float32x4_t t38 = vmulq_f32(a_v_3, vdupq_n_f32(2.0f));
            uint32x4_t t39 = vandq_u32(t33, t35);
            float32x4_t t40 = vbslq_f32(t39, vdupq_n_f32(100.0f), t34);
            float32x4_t t41 = vbslq_f32(t37, t38, t40);
            vst1q_f32(c + t32, t41);
            i_vec += 16L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 4L) {
        long t44 = t43 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:36 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            float32x4_t a_v_4 = vld1q_f32(a + t45);
            uint32x4_t t46 = vcgtq_f32(a_v_4, vdupq_n_f32(0.0f));
            float32x4_t t47 = vnegq_f32(a_v_4);
            uint32x4_t t48 = vcgtq_f32(a_v_4, vdupq_n_f32(100.0f));
            uint32x4_t t49 = vmvnq_u32(t48);
            uint32x4_t t50 = vandq_u32(t46, t49);
            float32x4_t t51 = vmulq_f32(a_v_4, vdupq_n_f32(2.0f));
            uint32x4_t t52 = vandq_u32(t46, t48);
            float32x4_t t53 = vbslq_f32(t52, vdupq_n_f32(100.0f), t47);
            float32x4_t t54 = vbslq_f32(t50, t51, t53);
            vst1q_f32(c + t45, t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    while (i < n) {
        long t55 = (long)i;
        float t56 = a[t55];
        if (t56 > 0.0f) {
            if (t56 > 100.0f) {
                t57 = 100.0f;
            } else {
                t57 = t56 * 2.0f;
            }
        } else {
            t57 = -t56;
        }
        c[t55] = t57;
        i++;
    }
}

void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    for (int i = 0; i < n; i++)
        if (i < k)
            c[i] = b[i] + 1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
