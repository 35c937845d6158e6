/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Shifted 16-bit products truncated to 16 bits (loopvec/narrow.rs, high products): bits c..c+15
   of the 32-bit product are `(lo >> c) | (hi << (16 - c))`, from the product's low half (a 16-bit
   multiply) and its high half (`pmulhw`, `pmulhuw`), in 16-bit lanes instead of 32-bit ones.
   Inputs include each type's extremes, whose products reach 2^30 and 2^32 - 2^17 + 1. */

/* Fixed-point multiplies of shorts: Q8 and Q15, and the high half alone. */
void q8(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    int t50;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            uint16x8_t t3 = vreinterpretq_u16_s16(a_v);
            uint16x8_t t4 = vreinterpretq_u16_s16(b_v);
            int16x8_t t5 = vreinterpretq_s16_u16(t3);
            int16x8_t t6 = vreinterpretq_s16_u16(t4);
            int16x8_t t7 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t5), vget_low_s16(t6))), vreinterpretq_s16_s32(vmull_high_s16(t5, t6)));
            uint16x8_t t8 = vreinterpretq_u16_s16(t7);
            uint16x8_t t9 = vmulq_u16(t3, t4);
            uint16x8_t t10 = vshlq_u16(t9, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(8))));
            uint16x8_t t11 = vshlq_u16(t8, vreinterpretq_s16_u16(vdupq_n_u16(8)));
            uint16x8_t t12 = vorrq_u16(t10, t11);
            int16x8_t t13 = vreinterpretq_s16_u16(t12);
            vst1q_s16(out + i_vec, t13);
            long t14 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t14);
            int16x8_t b_v_1 = vld1q_s16(b + t14);
            uint16x8_t t15 = vreinterpretq_u16_s16(a_v_1);
            uint16x8_t t16 = vreinterpretq_u16_s16(b_v_1);
            int16x8_t t17 = vreinterpretq_s16_u16(t15);
            int16x8_t t18 = vreinterpretq_s16_u16(t16);
            int16x8_t t19 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t17), vget_low_s16(t18))), vreinterpretq_s16_s32(vmull_high_s16(t17, t18)));
            uint16x8_t t20 = vreinterpretq_u16_s16(t19);
            uint16x8_t t21 = vmulq_u16(t15, t16);
            uint16x8_t t22 = vshlq_u16(t21, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(8))));
            uint16x8_t t23 = vshlq_u16(t20, vreinterpretq_s16_u16(vdupq_n_u16(8)));
            uint16x8_t t24 = vorrq_u16(t22, t23);
            int16x8_t t25 = vreinterpretq_s16_u16(t24);
            vst1q_s16(out + t14, t25);
            long t26 = i_vec + 16L;
            int16x8_t a_v_2 = vld1q_s16(a + t26);
            int16x8_t b_v_2 = vld1q_s16(b + t26);
            uint16x8_t t27 = vreinterpretq_u16_s16(a_v_2);
            uint16x8_t t28 = vreinterpretq_u16_s16(b_v_2);
            int16x8_t t29 = vreinterpretq_s16_u16(t27);
            int16x8_t t30 = vreinterpretq_s16_u16(t28);
            int16x8_t t31 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t29), vget_low_s16(t30))), vreinterpretq_s16_s32(vmull_high_s16(t29, t30)));
            uint16x8_t t32 = vreinterpretq_u16_s16(t31);
            uint16x8_t t33 = vmulq_u16(t27, t28);
            uint16x8_t t34 = vshlq_u16(t33, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(8))));
            uint16x8_t t35 = vshlq_u16(t32, vreinterpretq_s16_u16(vdupq_n_u16(8)));
            uint16x8_t t36 = vorrq_u16(t34, t35);
            int16x8_t t37 = vreinterpretq_s16_u16(t36);
            vst1q_s16(out + t26, t37);
            long t38 = i_vec + 24L;
            int16x8_t a_v_3 = vld1q_s16(a + t38);
            int16x8_t b_v_3 = vld1q_s16(b + t38);
            uint16x8_t t39 = vreinterpretq_u16_s16(a_v_3);
            uint16x8_t t40 = vreinterpretq_u16_s16(b_v_3);
            int16x8_t t41 = vreinterpretq_s16_u16(t39);
            int16x8_t t42 = vreinterpretq_s16_u16(t40);
            int16x8_t t43 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t41), vget_low_s16(t42))), vreinterpretq_s16_s32(vmull_high_s16(t41, t42)));
            uint16x8_t t44 = vreinterpretq_u16_s16(t43);
            uint16x8_t t45 = vmulq_u16(t39, t40);
            uint16x8_t t46 = vshlq_u16(t45, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(8))));
            uint16x8_t t47 = vshlq_u16(t44, vreinterpretq_s16_u16(vdupq_n_u16(8)));
            uint16x8_t t48 = vorrq_u16(t46, t47);
            int16x8_t t49 = vreinterpretq_s16_u16(t48);
            vst1q_s16(out + t38, t49);
            i_vec += 32L;
        } while (i_vec < t2);
        t50 = (int)t2;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if (t51 >= 8L) {
        long t52 = t51 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t53 = (long)t50 + i_vec_1;
            int16x8_t a_v_4 = vld1q_s16(a + t53);
            int16x8_t b_v_4 = vld1q_s16(b + t53);
            uint16x8_t t54 = vreinterpretq_u16_s16(a_v_4);
            uint16x8_t t55 = vreinterpretq_u16_s16(b_v_4);
            int16x8_t t56 = vreinterpretq_s16_u16(t54);
            int16x8_t t57 = vreinterpretq_s16_u16(t55);
            int16x8_t t58 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t56), vget_low_s16(t57))), vreinterpretq_s16_s32(vmull_high_s16(t56, t57)));
            uint16x8_t t59 = vreinterpretq_u16_s16(t58);
            uint16x8_t t60 = vmulq_u16(t54, t55);
            uint16x8_t t61 = vshlq_u16(t60, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(8))));
            uint16x8_t t62 = vshlq_u16(t59, vreinterpretq_s16_u16(vdupq_n_u16(8)));
            uint16x8_t t63 = vorrq_u16(t61, t62);
            int16x8_t t64 = vreinterpretq_s16_u16(t63);
            vst1q_s16(out + t53, t64);
            i_vec_1 += 8L;
        } while (i_vec_1 < t52);
        i = (int)((long)t50 + t52);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        long t65 = (long)i;
        out[t65] = (short)(((int)a[t65] * (int)b[t65]) >> 8);
    }
}

void q15(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    int t50;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            uint16x8_t t3 = vreinterpretq_u16_s16(a_v);
            uint16x8_t t4 = vreinterpretq_u16_s16(b_v);
            int16x8_t t5 = vreinterpretq_s16_u16(t3);
            int16x8_t t6 = vreinterpretq_s16_u16(t4);
            int16x8_t t7 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t5), vget_low_s16(t6))), vreinterpretq_s16_s32(vmull_high_s16(t5, t6)));
            uint16x8_t t8 = vreinterpretq_u16_s16(t7);
            uint16x8_t t9 = vmulq_u16(t3, t4);
            uint16x8_t t10 = vshlq_u16(t9, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(15))));
            uint16x8_t t11 = vshlq_u16(t8, vreinterpretq_s16_u16(vdupq_n_u16(1)));
            uint16x8_t t12 = vorrq_u16(t10, t11);
            int16x8_t t13 = vreinterpretq_s16_u16(t12);
            vst1q_s16(out + i_vec, t13);
            long t14 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t14);
            int16x8_t b_v_1 = vld1q_s16(b + t14);
            uint16x8_t t15 = vreinterpretq_u16_s16(a_v_1);
            uint16x8_t t16 = vreinterpretq_u16_s16(b_v_1);
            int16x8_t t17 = vreinterpretq_s16_u16(t15);
            int16x8_t t18 = vreinterpretq_s16_u16(t16);
            int16x8_t t19 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t17), vget_low_s16(t18))), vreinterpretq_s16_s32(vmull_high_s16(t17, t18)));
            uint16x8_t t20 = vreinterpretq_u16_s16(t19);
            uint16x8_t t21 = vmulq_u16(t15, t16);
            uint16x8_t t22 = vshlq_u16(t21, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(15))));
            uint16x8_t t23 = vshlq_u16(t20, vreinterpretq_s16_u16(vdupq_n_u16(1)));
            uint16x8_t t24 = vorrq_u16(t22, t23);
            int16x8_t t25 = vreinterpretq_s16_u16(t24);
            vst1q_s16(out + t14, t25);
            long t26 = i_vec + 16L;
            int16x8_t a_v_2 = vld1q_s16(a + t26);
            int16x8_t b_v_2 = vld1q_s16(b + t26);
            uint16x8_t t27 = vreinterpretq_u16_s16(a_v_2);
            uint16x8_t t28 = vreinterpretq_u16_s16(b_v_2);
            int16x8_t t29 = vreinterpretq_s16_u16(t27);
            int16x8_t t30 = vreinterpretq_s16_u16(t28);
            int16x8_t t31 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t29), vget_low_s16(t30))), vreinterpretq_s16_s32(vmull_high_s16(t29, t30)));
            uint16x8_t t32 = vreinterpretq_u16_s16(t31);
            uint16x8_t t33 = vmulq_u16(t27, t28);
            uint16x8_t t34 = vshlq_u16(t33, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(15))));
            uint16x8_t t35 = vshlq_u16(t32, vreinterpretq_s16_u16(vdupq_n_u16(1)));
            uint16x8_t t36 = vorrq_u16(t34, t35);
            int16x8_t t37 = vreinterpretq_s16_u16(t36);
            vst1q_s16(out + t26, t37);
            long t38 = i_vec + 24L;
            int16x8_t a_v_3 = vld1q_s16(a + t38);
            int16x8_t b_v_3 = vld1q_s16(b + t38);
            uint16x8_t t39 = vreinterpretq_u16_s16(a_v_3);
            uint16x8_t t40 = vreinterpretq_u16_s16(b_v_3);
            int16x8_t t41 = vreinterpretq_s16_u16(t39);
            int16x8_t t42 = vreinterpretq_s16_u16(t40);
            int16x8_t t43 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t41), vget_low_s16(t42))), vreinterpretq_s16_s32(vmull_high_s16(t41, t42)));
            uint16x8_t t44 = vreinterpretq_u16_s16(t43);
            uint16x8_t t45 = vmulq_u16(t39, t40);
            uint16x8_t t46 = vshlq_u16(t45, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(15))));
            uint16x8_t t47 = vshlq_u16(t44, vreinterpretq_s16_u16(vdupq_n_u16(1)));
            uint16x8_t t48 = vorrq_u16(t46, t47);
            int16x8_t t49 = vreinterpretq_s16_u16(t48);
            vst1q_s16(out + t38, t49);
            i_vec += 32L;
        } while (i_vec < t2);
        t50 = (int)t2;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if (t51 >= 8L) {
        long t52 = t51 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t53 = (long)t50 + i_vec_1;
            int16x8_t a_v_4 = vld1q_s16(a + t53);
            int16x8_t b_v_4 = vld1q_s16(b + t53);
            uint16x8_t t54 = vreinterpretq_u16_s16(a_v_4);
            uint16x8_t t55 = vreinterpretq_u16_s16(b_v_4);
            int16x8_t t56 = vreinterpretq_s16_u16(t54);
            int16x8_t t57 = vreinterpretq_s16_u16(t55);
            int16x8_t t58 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t56), vget_low_s16(t57))), vreinterpretq_s16_s32(vmull_high_s16(t56, t57)));
            uint16x8_t t59 = vreinterpretq_u16_s16(t58);
            uint16x8_t t60 = vmulq_u16(t54, t55);
            uint16x8_t t61 = vshlq_u16(t60, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(15))));
            uint16x8_t t62 = vshlq_u16(t59, vreinterpretq_s16_u16(vdupq_n_u16(1)));
            uint16x8_t t63 = vorrq_u16(t61, t62);
            int16x8_t t64 = vreinterpretq_s16_u16(t63);
            vst1q_s16(out + t53, t64);
            i_vec_1 += 8L;
        } while (i_vec_1 < t52);
        i = (int)((long)t50 + t52);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        long t65 = (long)i;
        out[t65] = (short)(((int)a[t65] * (int)b[t65]) >> 15);
    }
}

void high_s16(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    int t34;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            uint16x8_t t3 = vreinterpretq_u16_s16(a_v);
            uint16x8_t t4 = vreinterpretq_u16_s16(b_v);
            int16x8_t t5 = vreinterpretq_s16_u16(t3);
            int16x8_t t6 = vreinterpretq_s16_u16(t4);
            int16x8_t t7 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t5), vget_low_s16(t6))), vreinterpretq_s16_s32(vmull_high_s16(t5, t6)));
            uint16x8_t t8 = vreinterpretq_u16_s16(t7);
            int16x8_t t9 = vreinterpretq_s16_u16(t8);
            vst1q_s16(out + i_vec, t9);
            long t10 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t10);
            int16x8_t b_v_1 = vld1q_s16(b + t10);
            uint16x8_t t11 = vreinterpretq_u16_s16(a_v_1);
            uint16x8_t t12 = vreinterpretq_u16_s16(b_v_1);
            int16x8_t t13 = vreinterpretq_s16_u16(t11);
            int16x8_t t14 = vreinterpretq_s16_u16(t12);
            int16x8_t t15 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t13), vget_low_s16(t14))), vreinterpretq_s16_s32(vmull_high_s16(t13, t14)));
            uint16x8_t t16 = vreinterpretq_u16_s16(t15);
            int16x8_t t17 = vreinterpretq_s16_u16(t16);
            vst1q_s16(out + t10, t17);
            long t18 = i_vec + 16L;
            int16x8_t a_v_2 = vld1q_s16(a + t18);
            int16x8_t b_v_2 = vld1q_s16(b + t18);
            uint16x8_t t19 = vreinterpretq_u16_s16(a_v_2);
            uint16x8_t t20 = vreinterpretq_u16_s16(b_v_2);
            int16x8_t t21 = vreinterpretq_s16_u16(t19);
            int16x8_t t22 = vreinterpretq_s16_u16(t20);
            int16x8_t t23 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t21), vget_low_s16(t22))), vreinterpretq_s16_s32(vmull_high_s16(t21, t22)));
            uint16x8_t t24 = vreinterpretq_u16_s16(t23);
            int16x8_t t25 = vreinterpretq_s16_u16(t24);
            vst1q_s16(out + t18, t25);
            long t26 = i_vec + 24L;
            int16x8_t a_v_3 = vld1q_s16(a + t26);
            int16x8_t b_v_3 = vld1q_s16(b + t26);
            uint16x8_t t27 = vreinterpretq_u16_s16(a_v_3);
            uint16x8_t t28 = vreinterpretq_u16_s16(b_v_3);
            int16x8_t t29 = vreinterpretq_s16_u16(t27);
            int16x8_t t30 = vreinterpretq_s16_u16(t28);
            int16x8_t t31 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t29), vget_low_s16(t30))), vreinterpretq_s16_s32(vmull_high_s16(t29, t30)));
            uint16x8_t t32 = vreinterpretq_u16_s16(t31);
            int16x8_t t33 = vreinterpretq_s16_u16(t32);
            vst1q_s16(out + t26, t33);
            i_vec += 32L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            int16x8_t a_v_4 = vld1q_s16(a + t37);
            int16x8_t b_v_4 = vld1q_s16(b + t37);
            uint16x8_t t38 = vreinterpretq_u16_s16(a_v_4);
            uint16x8_t t39 = vreinterpretq_u16_s16(b_v_4);
            int16x8_t t40 = vreinterpretq_s16_u16(t38);
            int16x8_t t41 = vreinterpretq_s16_u16(t39);
            int16x8_t t42 = vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16(t40), vget_low_s16(t41))), vreinterpretq_s16_s32(vmull_high_s16(t40, t41)));
            uint16x8_t t43 = vreinterpretq_u16_s16(t42);
            int16x8_t t44 = vreinterpretq_s16_u16(t43);
            vst1q_s16(out + t37, t44);
            i_vec_1 += 8L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        out[t45] = (short)(((int)a[t45] * (int)b[t45]) >> 16);
    }
}

/* Unsigned shorts: the product may exceed INT_MAX as C computes it in int, so it is taken in
   unsigned. */
void high_u16(int n, unsigned short *restrict out, const unsigned short *restrict a, const unsigned short *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t a_v = vld1q_u16(a + i_vec);
            uint16x8_t b_v = vld1q_u16(b + i_vec);
            uint16x8_t t3 = vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16(a_v), vget_low_u16(b_v))), vreinterpretq_u16_u32(vmull_high_u16(a_v, b_v)));
            vst1q_u16(out + i_vec, t3);
            long t4 = i_vec + 8L;
            uint16x8_t a_v_1 = vld1q_u16(a + t4);
            uint16x8_t b_v_1 = vld1q_u16(b + t4);
            uint16x8_t t5 = vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16(a_v_1), vget_low_u16(b_v_1))), vreinterpretq_u16_u32(vmull_high_u16(a_v_1, b_v_1)));
            vst1q_u16(out + t4, t5);
            long t6 = i_vec + 16L;
            uint16x8_t a_v_2 = vld1q_u16(a + t6);
            uint16x8_t b_v_2 = vld1q_u16(b + t6);
            uint16x8_t t7 = vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16(a_v_2), vget_low_u16(b_v_2))), vreinterpretq_u16_u32(vmull_high_u16(a_v_2, b_v_2)));
            vst1q_u16(out + t6, t7);
            long t8 = i_vec + 24L;
            uint16x8_t a_v_3 = vld1q_u16(a + t8);
            uint16x8_t b_v_3 = vld1q_u16(b + t8);
            uint16x8_t t9 = vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16(a_v_3), vget_low_u16(b_v_3))), vreinterpretq_u16_u32(vmull_high_u16(a_v_3, b_v_3)));
            vst1q_u16(out + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            uint16x8_t a_v_4 = vld1q_u16(a + t13);
            uint16x8_t b_v_4 = vld1q_u16(b + t13);
            uint16x8_t t14 = vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16(a_v_4), vget_low_u16(b_v_4))), vreinterpretq_u16_u32(vmull_high_u16(a_v_4, b_v_4)));
            vst1q_u16(out + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        out[t15] = (unsigned short)(((unsigned int)a[t15] * (unsigned int)b[t15]) >> 16);
    }
}

void shift4_u16(int n, unsigned short *restrict out, const unsigned short *restrict a, const unsigned short *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t a_v = vld1q_u16(a + i_vec);
            uint16x8_t b_v = vld1q_u16(b + i_vec);
            uint16x8_t t3 = vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16(a_v), vget_low_u16(b_v))), vreinterpretq_u16_u32(vmull_high_u16(a_v, b_v)));
            uint16x8_t t4 = vmulq_u16(a_v, b_v);
            uint16x8_t t5 = vshlq_u16(t4, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(4))));
            uint16x8_t t6 = vshlq_u16(t3, vreinterpretq_s16_u16(vdupq_n_u16(12)));
            uint16x8_t t7 = vorrq_u16(t5, t6);
            vst1q_u16(out + i_vec, t7);
            long t8 = i_vec + 8L;
            uint16x8_t a_v_1 = vld1q_u16(a + t8);
            uint16x8_t b_v_1 = vld1q_u16(b + t8);
            uint16x8_t t9 = vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16(a_v_1), vget_low_u16(b_v_1))), vreinterpretq_u16_u32(vmull_high_u16(a_v_1, b_v_1)));
            uint16x8_t t10 = vmulq_u16(a_v_1, b_v_1);
            uint16x8_t t11 = vshlq_u16(t10, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(4))));
            uint16x8_t t12 = vshlq_u16(t9, vreinterpretq_s16_u16(vdupq_n_u16(12)));
            uint16x8_t t13 = vorrq_u16(t11, t12);
            vst1q_u16(out + t8, t13);
            long t14 = i_vec + 16L;
            uint16x8_t a_v_2 = vld1q_u16(a + t14);
            uint16x8_t b_v_2 = vld1q_u16(b + t14);
            uint16x8_t t15 = vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16(a_v_2), vget_low_u16(b_v_2))), vreinterpretq_u16_u32(vmull_high_u16(a_v_2, b_v_2)));
            uint16x8_t t16 = vmulq_u16(a_v_2, b_v_2);
            uint16x8_t t17 = vshlq_u16(t16, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(4))));
            uint16x8_t t18 = vshlq_u16(t15, vreinterpretq_s16_u16(vdupq_n_u16(12)));
            uint16x8_t t19 = vorrq_u16(t17, t18);
            vst1q_u16(out + t14, t19);
            long t20 = i_vec + 24L;
            uint16x8_t a_v_3 = vld1q_u16(a + t20);
            uint16x8_t b_v_3 = vld1q_u16(b + t20);
            uint16x8_t t21 = vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16(a_v_3), vget_low_u16(b_v_3))), vreinterpretq_u16_u32(vmull_high_u16(a_v_3, b_v_3)));
            uint16x8_t t22 = vmulq_u16(a_v_3, b_v_3);
            uint16x8_t t23 = vshlq_u16(t22, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(4))));
            uint16x8_t t24 = vshlq_u16(t21, vreinterpretq_s16_u16(vdupq_n_u16(12)));
            uint16x8_t t25 = vorrq_u16(t23, t24);
            vst1q_u16(out + t20, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            uint16x8_t a_v_4 = vld1q_u16(a + t29);
            uint16x8_t b_v_4 = vld1q_u16(b + t29);
            uint16x8_t t30 = vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16(a_v_4), vget_low_u16(b_v_4))), vreinterpretq_u16_u32(vmull_high_u16(a_v_4, b_v_4)));
            uint16x8_t t31 = vmulq_u16(a_v_4, b_v_4);
            uint16x8_t t32 = vshlq_u16(t31, vnegq_s16(vreinterpretq_s16_u16(vdupq_n_u16(4))));
            uint16x8_t t33 = vshlq_u16(t30, vreinterpretq_s16_u16(vdupq_n_u16(12)));
            uint16x8_t t34 = vorrq_u16(t32, t33);
            vst1q_u16(out + t29, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        out[t35] = (unsigned short)(((unsigned int)a[t35] * (unsigned int)b[t35]) >> 4);
    }
}

/* An unsigned short times a short fits neither 16-bit lane's product: int lanes. */
void mixed(int n, short *restrict out, const unsigned short *restrict a, const short *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:39 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t a_v = vld1q_u16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            vcc_v8_int t3 = ({ uint16x8_t vcc_w0 = a_v; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = ({ int16x8_t vcc_w0 = b_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t5 = t3 * t4;
            vcc_v8_int t6 = t5 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            int16x8_t t7 = (int16x8_t)__builtin_convertvector(t6, vcc_v8_short);
            vst1q_s16(out + i_vec, t7);
            long t8 = i_vec + 8L;
            uint16x8_t a_v_1 = vld1q_u16(a + t8);
            int16x8_t b_v_1 = vld1q_s16(b + t8);
            vcc_v8_int t9 = ({ uint16x8_t vcc_w0 = a_v_1; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t10 = ({ int16x8_t vcc_w0 = b_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t11 = t9 * t10;
            vcc_v8_int t12 = t11 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            int16x8_t t13 = (int16x8_t)__builtin_convertvector(t12, vcc_v8_short);
            vst1q_s16(out + t8, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:39 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            uint16x8_t a_v_2 = vld1q_u16(a + t17);
            int16x8_t b_v_2 = vld1q_s16(b + t17);
            vcc_v8_int t18 = ({ uint16x8_t vcc_w0 = a_v_2; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t19 = ({ int16x8_t vcc_w0 = b_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t20 = t18 * t19;
            vcc_v8_int t21 = t20 >> (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            int16x8_t t22 = (int16x8_t)__builtin_convertvector(t21, vcc_v8_short);
            vst1q_s16(out + t17, t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        out[t23] = (short)(((int)a[t23] * (int)b[t23]) >> 8);
    }
}

static void extremes_s16(short *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = -32768;
    if (n > 2) p[2] = first ? -32768 : 32767;
}

static void extremes_u16(unsigned short *p, int n) {
    if (n > 0) p[0] = 65535, p[n - 1] = 65535;
    if (n > 1) p[1] = 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, sizeof(short)), *b = new_array(n, sizeof(short)), *o = new_array(n, sizeof(short));
        unsigned short *ua = new_array(n, sizeof(short)), *ub = new_array(n, sizeof(short));
        unsigned short *uo = new_array(n, sizeof(short));
        FILL(a, n, -32768, 65536);
        FILL(b, n, -32768, 65536);
        FILL(ua, n, 0, 65536);
        FILL(ub, n, 0, 65536);
        extremes_s16(a, n, 1);
        extremes_s16(b, n, 0);
        extremes_u16(ua, n);
        extremes_u16(ub, n);
        printf("n=%d", n);
        q8(n, o, a, b);
        printf(" q8=%llx", HASH(o, n));
        q15(n, o, a, b);
        printf(" q15=%llx", HASH(o, n));
        high_s16(n, o, a, b);
        printf(" hs=%llx", HASH(o, n));
        high_u16(n, uo, ua, ub);
        printf(" hu=%llx", HASH(uo, n));
        shift4_u16(n, uo, ua, ub);
        printf(" s4=%llx", HASH(uo, n));
        mixed(n, o, ua, b);
        printf(" mixed=%llx\n", HASH(o, n));
        free(a), free(b), free(o), free(ua), free(ub), free(uo);
    }
    return 0;
}
