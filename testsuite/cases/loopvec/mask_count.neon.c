/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Comparisons used as numbers (loopvec/mask_arith.rs): C's `a < b` is 0 or 1, a vector
   comparison's lanes 0 or -1, so a converted comparison added is the mask subtracted, and a
   count `if (c) cnt++` is the accumulator minus the mask. Inputs repeat values so that every
   comparison is true and false in some lanes, and include NaNs for the float sign. Integer
   reductions that subtract (`cnt--`, `s -= x`, legal/reduction.rs) are sums whose lanes keep
   their partial differences. */

/* The sign of a float comparison: (a > b) - (a < b), 0 where either is NaN. */
void sign_f32(int n, int *restrict out, const float *restrict a, const float *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mask_count.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            float32x4_t b_v = vld1q_f32(b + i_vec);
            uint32x4_t t3 = vcgtq_f32(a_v, b_v);
            uint32x4_t t4 = vcltq_f32(a_v, b_v);
            int32x4_t t5 = vreinterpretq_s32_u32(t4);
            int32x4_t t6 = vreinterpretq_s32_u32(t3);
            int32x4_t t7 = vsubq_s32(t5, t6);
            vst1q_s32(out + i_vec, t7);
            long t8 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + t8);
            float32x4_t b_v_1 = vld1q_f32(b + t8);
            uint32x4_t t9 = vcgtq_f32(a_v_1, b_v_1);
            uint32x4_t t10 = vcltq_f32(a_v_1, b_v_1);
            int32x4_t t11 = vreinterpretq_s32_u32(t10);
            int32x4_t t12 = vreinterpretq_s32_u32(t9);
            int32x4_t t13 = vsubq_s32(t11, t12);
            vst1q_s32(out + t8, t13);
            long t14 = i_vec + 8L;
            float32x4_t a_v_2 = vld1q_f32(a + t14);
            float32x4_t b_v_2 = vld1q_f32(b + t14);
            uint32x4_t t15 = vcgtq_f32(a_v_2, b_v_2);
            uint32x4_t t16 = vcltq_f32(a_v_2, b_v_2);
            int32x4_t t17 = vreinterpretq_s32_u32(t16);
            int32x4_t t18 = vreinterpretq_s32_u32(t15);
            int32x4_t t19 = vsubq_s32(t17, t18);
            vst1q_s32(out + t14, t19);
            long t20 = i_vec + 12L;
            float32x4_t a_v_3 = vld1q_f32(a + t20);
            float32x4_t b_v_3 = vld1q_f32(b + t20);
            uint32x4_t t21 = vcgtq_f32(a_v_3, b_v_3);
            uint32x4_t t22 = vcltq_f32(a_v_3, b_v_3);
            int32x4_t t23 = vreinterpretq_s32_u32(t22);
            int32x4_t t24 = vreinterpretq_s32_u32(t21);
            int32x4_t t25 = vsubq_s32(t23, t24);
            vst1q_s32(out + t20, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_count.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            float32x4_t a_v_4 = vld1q_f32(a + t29);
            float32x4_t b_v_4 = vld1q_f32(b + t29);
            uint32x4_t t30 = vcgtq_f32(a_v_4, b_v_4);
            uint32x4_t t31 = vcltq_f32(a_v_4, b_v_4);
            int32x4_t t32 = vreinterpretq_s32_u32(t31);
            int32x4_t t33 = vreinterpretq_s32_u32(t30);
            int32x4_t t34 = vsubq_s32(t32, t33);
            vst1q_s32(out + t29, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        float t36 = a[t35];
        float t37 = b[t35];
        out[t35] = (t36 > t37) - (t36 < t37);
    }
}

/* A comparison added to and subtracted from ints, on each side. */
void add_sub_cmp(int n, int *restrict out, const int *restrict a, const int *restrict b) {
    int t42;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mask_count.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t b_v = vld1q_s32(b + i_vec);
            uint32x4_t t3 = vceqq_s32(a_v, b_v);
            int32x4_t t4 = vreinterpretq_s32_u32(t3);
            int32x4_t t5 = vsubq_s32(a_v, t4);
            uint32x4_t t6 = vcltq_s32(a_v, b_v);
            int32x4_t t7 = vreinterpretq_s32_u32(t6);
            int32x4_t t8 = vaddq_s32(t5, t7);
            uint32x4_t t9 = vcleq_s32(b_v, vdupq_n_s32(3));
            int32x4_t t10 = vreinterpretq_s32_u32(t9);
            int32x4_t t11 = vaddq_s32(t8, t10);
            vst1q_s32(out + i_vec, t11);
            long t12 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t12);
            int32x4_t b_v_1 = vld1q_s32(b + t12);
            uint32x4_t t13 = vceqq_s32(a_v_1, b_v_1);
            int32x4_t t14 = vreinterpretq_s32_u32(t13);
            int32x4_t t15 = vsubq_s32(a_v_1, t14);
            uint32x4_t t16 = vcltq_s32(a_v_1, b_v_1);
            int32x4_t t17 = vreinterpretq_s32_u32(t16);
            int32x4_t t18 = vaddq_s32(t15, t17);
            uint32x4_t t19 = vcleq_s32(b_v_1, vdupq_n_s32(3));
            int32x4_t t20 = vreinterpretq_s32_u32(t19);
            int32x4_t t21 = vaddq_s32(t18, t20);
            vst1q_s32(out + t12, t21);
            long t22 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t22);
            int32x4_t b_v_2 = vld1q_s32(b + t22);
            uint32x4_t t23 = vceqq_s32(a_v_2, b_v_2);
            int32x4_t t24 = vreinterpretq_s32_u32(t23);
            int32x4_t t25 = vsubq_s32(a_v_2, t24);
            uint32x4_t t26 = vcltq_s32(a_v_2, b_v_2);
            int32x4_t t27 = vreinterpretq_s32_u32(t26);
            int32x4_t t28 = vaddq_s32(t25, t27);
            uint32x4_t t29 = vcleq_s32(b_v_2, vdupq_n_s32(3));
            int32x4_t t30 = vreinterpretq_s32_u32(t29);
            int32x4_t t31 = vaddq_s32(t28, t30);
            vst1q_s32(out + t22, t31);
            long t32 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t32);
            int32x4_t b_v_3 = vld1q_s32(b + t32);
            uint32x4_t t33 = vceqq_s32(a_v_3, b_v_3);
            int32x4_t t34 = vreinterpretq_s32_u32(t33);
            int32x4_t t35 = vsubq_s32(a_v_3, t34);
            uint32x4_t t36 = vcltq_s32(a_v_3, b_v_3);
            int32x4_t t37 = vreinterpretq_s32_u32(t36);
            int32x4_t t38 = vaddq_s32(t35, t37);
            uint32x4_t t39 = vcleq_s32(b_v_3, vdupq_n_s32(3));
            int32x4_t t40 = vreinterpretq_s32_u32(t39);
            int32x4_t t41 = vaddq_s32(t38, t40);
            vst1q_s32(out + t32, t41);
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
        /* vcc: loop at mask_count.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t45);
            int32x4_t b_v_4 = vld1q_s32(b + t45);
            uint32x4_t t46 = vceqq_s32(a_v_4, b_v_4);
            int32x4_t t47 = vreinterpretq_s32_u32(t46);
            int32x4_t t48 = vsubq_s32(a_v_4, t47);
            uint32x4_t t49 = vcltq_s32(a_v_4, b_v_4);
            int32x4_t t50 = vreinterpretq_s32_u32(t49);
            int32x4_t t51 = vaddq_s32(t48, t50);
            uint32x4_t t52 = vcleq_s32(b_v_4, vdupq_n_s32(3));
            int32x4_t t53 = vreinterpretq_s32_u32(t52);
            int32x4_t t54 = vaddq_s32(t51, t53);
            vst1q_s32(out + t45, t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t55 = (long)i;
        int t56 = a[t55];
        int t57 = b[t55];
        out[t55] = (t56 == t57) + t56 - (t56 < t57) - (t57 <= 3);
    }
}

/* A count of equal ints, and of bytes with a value, as `if (c) cnt++`. */
int count_eq(int n, const int *a, int k) {
    int t14;
    int t15;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t k_v = vdupq_n_s32(k);
        long i_vec = 0L;
        uint32x4_t cnt_v = vdupq_n_u32(0);
        uint32x4_t cnt_v_1 = vdupq_n_u32(0);
        uint32x4_t cnt_v_2 = vdupq_n_u32(0);
        uint32x4_t cnt_v_3 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t3 = vceqq_s32(a_v, k_v);
            uint32x4_t t4 = t3;
            cnt_v = vsubq_u32(cnt_v, t4);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t5 = vceqq_s32(a_v_1, k_v);
            uint32x4_t t6 = t5;
            cnt_v_1 = vsubq_u32(cnt_v_1, t6);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t7 = vceqq_s32(a_v_2, k_v);
            uint32x4_t t8 = t7;
            cnt_v_2 = vsubq_u32(cnt_v_2, t8);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t9 = vceqq_s32(a_v_3, k_v);
            uint32x4_t t10 = t9;
            cnt_v_3 = vsubq_u32(cnt_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t11 = vaddq_u32(cnt_v, cnt_v_1);
        uint32x4_t t12 = vaddq_u32(t11, cnt_v_2);
        uint32x4_t t13 = vaddq_u32(t12, cnt_v_3);
        t14 = (int)t2;
        t15 = (int)vaddvq_u32(t13);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        int32x4_t k_v_1 = vdupq_n_s32(k);
        long i_vec_1 = 0L;
        uint32x4_t cnt_v_4 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t14 + i_vec_1));
            uint32x4_t t18 = vceqq_s32(a_v_4, k_v_1);
            uint32x4_t t19 = t18;
            cnt_v_4 = vsubq_u32(cnt_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        cnt = (int)((unsigned int)t15 + vaddvq_u32(cnt_v_4));
    } else {
        i = t14;
        cnt = t15;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] == k) {
            cnt_1 = cnt + 1;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

unsigned count_u8(int n, const uint8_t *p) {
    int t14;
    unsigned int t15;
    int i;
    unsigned int cnt;
    unsigned int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t cnt_v = vdupq_n_u32(0);
        uint32x4_t cnt_v_1 = vdupq_n_u32(0);
        uint32x4_t cnt_v_2 = vdupq_n_u32(0);
        uint32x4_t cnt_v_3 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar p_v = vcc_load(vcc_v4_uchar, p + i_vec);
            uint32x4_t t3 = (uint32x4_t)__builtin_convertvector(p_v == (vcc_v4_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m4);
            uint32x4_t t4 = t3;
            cnt_v = vsubq_u32(cnt_v, t4);
            vcc_v4_uchar p_v_1 = vcc_load(vcc_v4_uchar, p + (i_vec + 4L));
            uint32x4_t t5 = (uint32x4_t)__builtin_convertvector(p_v_1 == (vcc_v4_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m4);
            uint32x4_t t6 = t5;
            cnt_v_1 = vsubq_u32(cnt_v_1, t6);
            vcc_v4_uchar p_v_2 = vcc_load(vcc_v4_uchar, p + (i_vec + 8L));
            uint32x4_t t7 = (uint32x4_t)__builtin_convertvector(p_v_2 == (vcc_v4_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m4);
            uint32x4_t t8 = t7;
            cnt_v_2 = vsubq_u32(cnt_v_2, t8);
            vcc_v4_uchar p_v_3 = vcc_load(vcc_v4_uchar, p + (i_vec + 12L));
            uint32x4_t t9 = (uint32x4_t)__builtin_convertvector(p_v_3 == (vcc_v4_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m4);
            uint32x4_t t10 = t9;
            cnt_v_3 = vsubq_u32(cnt_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t11 = vaddq_u32(cnt_v, cnt_v_1);
        uint32x4_t t12 = vaddq_u32(t11, cnt_v_2);
        uint32x4_t t13 = vaddq_u32(t12, cnt_v_3);
        t14 = (int)t2;
        t15 = 7U + vaddvq_u32(t13);
    } else {
        t14 = 0;
        t15 = 7U;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t cnt_v_4 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_uchar p_v_4 = vcc_load(vcc_v4_uchar, p + ((long)t14 + i_vec_1));
            uint32x4_t t18 = (uint32x4_t)__builtin_convertvector(p_v_4 == (vcc_v4_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m4);
            uint32x4_t t19 = t18;
            cnt_v_4 = vsubq_u32(cnt_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        cnt = t15 + vaddvq_u32(cnt_v_4);
    } else {
        i = t14;
        cnt = t15;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if ((int)p[i] == 42) {
            cnt_1 = cnt + 1U;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

/* A count down, and a step of 2 that stays a blend. */
int count_down(int n, const int *a) {
    int t14;
    int t15;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t cnt_v = vdupq_n_u32(0);
        uint32x4_t cnt_v_1 = vdupq_n_u32(0);
        uint32x4_t cnt_v_2 = vdupq_n_u32(0);
        uint32x4_t cnt_v_3 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t3 = vcgtq_s32(a_v, vdupq_n_s32(2));
            uint32x4_t t4 = t3;
            cnt_v = vaddq_u32(cnt_v, t4);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t5 = vcgtq_s32(a_v_1, vdupq_n_s32(2));
            uint32x4_t t6 = t5;
            cnt_v_1 = vaddq_u32(cnt_v_1, t6);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t7 = vcgtq_s32(a_v_2, vdupq_n_s32(2));
            uint32x4_t t8 = t7;
            cnt_v_2 = vaddq_u32(cnt_v_2, t8);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t9 = vcgtq_s32(a_v_3, vdupq_n_s32(2));
            uint32x4_t t10 = t9;
            cnt_v_3 = vaddq_u32(cnt_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t11 = vaddq_u32(cnt_v, cnt_v_1);
        uint32x4_t t12 = vaddq_u32(t11, cnt_v_2);
        uint32x4_t t13 = vaddq_u32(t12, cnt_v_3);
        t14 = (int)t2;
        t15 = (int)vaddvq_u32(t13);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t cnt_v_4 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t14 + i_vec_1));
            uint32x4_t t18 = vcgtq_s32(a_v_4, vdupq_n_s32(2));
            uint32x4_t t19 = t18;
            cnt_v_4 = vaddq_u32(cnt_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        cnt = (int)((unsigned int)t15 + vaddvq_u32(cnt_v_4));
    } else {
        i = t14;
        cnt = t15;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] > 2) {
            cnt_1 = cnt - 1;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

int count_by_two(int n, const int *a) {
    int t18;
    int t19;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t cnt_v = vdupq_n_u32(0);
        uint32x4_t cnt_v_1 = vdupq_n_u32(0);
        uint32x4_t cnt_v_2 = vdupq_n_u32(0);
        uint32x4_t cnt_v_3 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:51 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t3 = vcltq_s32(a_v, vdupq_n_s32(2));
            uint32x4_t t4 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t5 = vbslq_u32(t3, t4, vdupq_n_u32(0));
            cnt_v = vaddq_u32(cnt_v, t5);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t6 = vcltq_s32(a_v_1, vdupq_n_s32(2));
            uint32x4_t t7 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t8 = vbslq_u32(t6, t7, vdupq_n_u32(0));
            cnt_v_1 = vaddq_u32(cnt_v_1, t8);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t9 = vcltq_s32(a_v_2, vdupq_n_s32(2));
            uint32x4_t t10 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t11 = vbslq_u32(t9, t10, vdupq_n_u32(0));
            cnt_v_2 = vaddq_u32(cnt_v_2, t11);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t12 = vcltq_s32(a_v_3, vdupq_n_s32(2));
            uint32x4_t t13 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t14 = vbslq_u32(t12, t13, vdupq_n_u32(0));
            cnt_v_3 = vaddq_u32(cnt_v_3, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t15 = vaddq_u32(cnt_v, cnt_v_1);
        uint32x4_t t16 = vaddq_u32(t15, cnt_v_2);
        uint32x4_t t17 = vaddq_u32(t16, cnt_v_3);
        t18 = (int)t2;
        t19 = (int)vaddvq_u32(t17);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t cnt_v_4 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t18 + i_vec_1));
            uint32x4_t t22 = vcltq_s32(a_v_4, vdupq_n_s32(2));
            uint32x4_t t23 = vreinterpretq_u32_s32(vdupq_n_s32(2));
            uint32x4_t t24 = vbslq_u32(t22, t23, vdupq_n_u32(0));
            cnt_v_4 = vaddq_u32(cnt_v_4, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        cnt = (int)((unsigned int)t19 + vaddvq_u32(cnt_v_4));
    } else {
        i = t18;
        cnt = t19;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] < 2) {
            cnt_1 = cnt + 2;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

/* Integer sums that subtract: wrapping alike in every order. Must stay scalar: `s = x - s`
   alternates the sign of what came before. */
unsigned sub_sum(int n, const int *a) {
    unsigned int s;
    int t14;
    unsigned int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t3 = vreinterpretq_u32_s32(a_v);
            uint32x4_t t4 = vmulq_u32(t3, vdupq_n_u32(3));
            s_v = vsubq_u32(s_v, t4);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            uint32x4_t t5 = vreinterpretq_u32_s32(a_v_1);
            uint32x4_t t6 = vmulq_u32(t5, vdupq_n_u32(3));
            s_v_1 = vsubq_u32(s_v_1, t6);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            uint32x4_t t7 = vreinterpretq_u32_s32(a_v_2);
            uint32x4_t t8 = vmulq_u32(t7, vdupq_n_u32(3));
            s_v_2 = vsubq_u32(s_v_2, t8);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            uint32x4_t t9 = vreinterpretq_u32_s32(a_v_3);
            uint32x4_t t10 = vmulq_u32(t9, vdupq_n_u32(3));
            s_v_3 = vsubq_u32(s_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t11 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t12 = vaddq_u32(t11, s_v_2);
        uint32x4_t t13 = vaddq_u32(t12, s_v_3);
        t14 = (int)t2;
        t15 = 100U + vaddvq_u32(t13);
    } else {
        t14 = 0;
        t15 = 100U;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t14 + i_vec_1));
            uint32x4_t t18 = vreinterpretq_u32_s32(a_v_4);
            uint32x4_t t19 = vmulq_u32(t18, vdupq_n_u32(3));
            s_v_4 = vsubq_u32(s_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = t15 + vaddvq_u32(s_v_4);
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s -= (unsigned int)a[i] * 3U;
    }
    return s;
}

int sub_add(int n, const int *a, const int *b) {
    int s;
    int t21;
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:68 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t3 = vshlq_s32(b_v, vdupq_n_s32(1));
            int32x4_t t4 = vsubq_s32(a_v, t3);
            uint32x4_t t5 = vreinterpretq_u32_s32(t4);
            s_v = vsubq_u32(s_v, t5);
            long t6 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t6);
            int32x4_t b_v_1 = vld1q_s32(b + t6);
            int32x4_t t7 = vshlq_s32(b_v_1, vdupq_n_s32(1));
            int32x4_t t8 = vsubq_s32(a_v_1, t7);
            uint32x4_t t9 = vreinterpretq_u32_s32(t8);
            s_v_1 = vsubq_u32(s_v_1, t9);
            long t10 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t10);
            int32x4_t b_v_2 = vld1q_s32(b + t10);
            int32x4_t t11 = vshlq_s32(b_v_2, vdupq_n_s32(1));
            int32x4_t t12 = vsubq_s32(a_v_2, t11);
            uint32x4_t t13 = vreinterpretq_u32_s32(t12);
            s_v_2 = vsubq_u32(s_v_2, t13);
            long t14 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t14);
            int32x4_t b_v_3 = vld1q_s32(b + t14);
            int32x4_t t15 = vshlq_s32(b_v_3, vdupq_n_s32(1));
            int32x4_t t16 = vsubq_s32(a_v_3, t15);
            uint32x4_t t17 = vreinterpretq_u32_s32(t16);
            s_v_3 = vsubq_u32(s_v_3, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t18 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t19 = vaddq_u32(t18, s_v_2);
        uint32x4_t t20 = vaddq_u32(t19, s_v_3);
        t21 = (int)t2;
        t22 = (int)vaddvq_u32(t20);
    } else {
        t21 = 0;
        t22 = 0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at mask_count.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t21 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t25);
            int32x4_t b_v_4 = vld1q_s32(b + t25);
            int32x4_t t26 = vshlq_s32(b_v_4, vdupq_n_s32(1));
            int32x4_t t27 = vsubq_s32(a_v_4, t26);
            uint32x4_t t28 = vreinterpretq_u32_s32(t27);
            s_v_4 = vsubq_u32(s_v_4, t28);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t21 + t24);
        s = (int)((unsigned int)t22 + vaddvq_u32(s_v_4));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        s -= a[t29] - (b[t29] << 1);
    }
    return s;
}

int alternating(int n, const int *a) {
    int s = 1;
    for (int i = 0; i < n; i++)
        s = a[i] - s;
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof(float)), *b = new_array(n, sizeof(float));
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *out = new_array(n, sizeof(int));
        uint8_t *p = new_array(n, 1);
        FILL(a, n, -3, 7);
        FILL(b, n, -3, 7);
        FILL(x, n, 0, 5);
        FILL(y, n, 0, 5);
        FILL(p, n, 40, 4);
        if (n > 1) a[1] = __builtin_nanf("");
        if (n > 2) b[n - 1] = __builtin_nanf("");
        printf("n=%d", n);
        sign_f32(n, out, a, b);
        printf(" sign=%llx", HASH(out, n));
        add_sub_cmp(n, out, x, y);
        printf(" addsub=%llx", HASH(out, n));
        printf(" eq=%d u8=%u down=%d two=%d\n", count_eq(n, x, 3), count_u8(n, p), count_down(n, x),
               count_by_two(n, y));
        printf("n=%d sub=%u subadd=%d alt=%d\n", n, sub_sum(n, x), sub_add(n, x, y), alternating(n, y));
        free(a), free(b), free(x), free(y), free(out), free(p);
    }
    return 0;
}
