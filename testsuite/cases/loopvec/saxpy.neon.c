/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        float32x4_t a_v = vdupq_n_f32(a);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = y + i_vec;
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t t4 = vmulq_f32(a_v, x_v);
            float32x4_t y_v = vld1q_f32(t3);
            float32x4_t t5 = vaddq_f32(t4, y_v);
            vst1q_f32(t3, t5);
            long t6 = i_vec + 4L;
            float *t7 = y + t6;
            float32x4_t x_v_1 = vld1q_f32(x + t6);
            float32x4_t t8 = vmulq_f32(a_v, x_v_1);
            float32x4_t y_v_1 = vld1q_f32(t7);
            float32x4_t t9 = vaddq_f32(t8, y_v_1);
            vst1q_f32(t7, t9);
            long t10 = i_vec + 8L;
            float *t11 = y + t10;
            float32x4_t x_v_2 = vld1q_f32(x + t10);
            float32x4_t t12 = vmulq_f32(a_v, x_v_2);
            float32x4_t y_v_2 = vld1q_f32(t11);
            float32x4_t t13 = vaddq_f32(t12, y_v_2);
            vst1q_f32(t11, t13);
            long t14 = i_vec + 12L;
            float *t15 = y + t14;
            float32x4_t x_v_3 = vld1q_f32(x + t14);
            float32x4_t t16 = vmulq_f32(a_v, x_v_3);
            float32x4_t y_v_3 = vld1q_f32(t15);
            float32x4_t t17 = vaddq_f32(t16, y_v_3);
            vst1q_f32(t15, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        float32x4_t a_v_1 = vdupq_n_f32(a);
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float *t22 = y + t21;
            float32x4_t x_v_4 = vld1q_f32(x + t21);
            float32x4_t t23 = vmulq_f32(a_v_1, x_v_4);
            float32x4_t y_v_4 = vld1q_f32(t22);
            float32x4_t t24 = vaddq_f32(t23, y_v_4);
            vst1q_f32(t22, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        int32x4_t t5 = vdupq_n_s32(0);
        int32x4_t t6 = vaddq_s32(t5, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        uint32x4_t t7 = vreinterpretq_u32_s32(t6);
        uint32x4_t t8 = vsubq_u32(t7, vdupq_n_u32(13));
        uint32x4_t t9 = vminq_u32(t7, t8);
        int32x4_t t1 = vreinterpretq_s32_u32(t9);
        uint32x4_t t10 = vsubq_u32(t7, vdupq_n_u32(7));
        uint32x4_t t11 = vminq_u32(t7, t10);
        int32x4_t t2 = vreinterpretq_s32_u32(t11);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:15 vectorized: VF 4, UF 4, the remainder at 16:27 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 17:27 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float32x4_t t12 = vcvtq_f32_s32(t1);
            vst1q_f32(&x[i_vec], t12);
            float32x4_t t13 = vcvtq_f32_s32(t2);
            vst1q_f32(&y[i_vec], t13);
            long t14 = i_vec + 4L;
            int32x4_t t15 = vaddq_s32(t1, vdupq_n_s32(4));
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(13));
            uint32x4_t t18 = vminq_u32(t16, t17);
            int32x4_t t19 = vreinterpretq_s32_u32(t18);
            float32x4_t t20 = vcvtq_f32_s32(t19);
            vst1q_f32(&x[t14], t20);
            int32x4_t t21 = vaddq_s32(t2, vdupq_n_s32(4));
            uint32x4_t t22 = vreinterpretq_u32_s32(t21);
            uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(7));
            uint32x4_t t24 = vminq_u32(t22, t23);
            int32x4_t t25 = vreinterpretq_s32_u32(t24);
            float32x4_t t26 = vcvtq_f32_s32(t25);
            vst1q_f32(&y[t14], t26);
            long t27 = i_vec + 8L;
            int32x4_t t28 = vaddq_s32(t1, vdupq_n_s32(8));
            uint32x4_t t29 = vreinterpretq_u32_s32(t28);
            uint32x4_t t30 = vsubq_u32(t29, vdupq_n_u32(13));
            uint32x4_t t31 = vminq_u32(t29, t30);
            int32x4_t t32 = vreinterpretq_s32_u32(t31);
            float32x4_t t33 = vcvtq_f32_s32(t32);
            vst1q_f32(&x[t27], t33);
            int32x4_t t34 = vaddq_s32(t2, vdupq_n_s32(1));
            uint32x4_t t35 = vreinterpretq_u32_s32(t34);
            uint32x4_t t36 = vsubq_u32(t35, vdupq_n_u32(7));
            uint32x4_t t37 = vminq_u32(t35, t36);
            int32x4_t t38 = vreinterpretq_s32_u32(t37);
            float32x4_t t39 = vcvtq_f32_s32(t38);
            vst1q_f32(&y[t27], t39);
            long t40 = i_vec + 12L;
            int32x4_t t41 = vaddq_s32(t1, vdupq_n_s32(12));
            uint32x4_t t42 = vreinterpretq_u32_s32(t41);
            uint32x4_t t43 = vsubq_u32(t42, vdupq_n_u32(13));
            uint32x4_t t44 = vminq_u32(t42, t43);
            int32x4_t t45 = vreinterpretq_s32_u32(t44);
            float32x4_t t46 = vcvtq_f32_s32(t45);
            vst1q_f32(&x[t40], t46);
            int32x4_t t47 = vaddq_s32(t2, vdupq_n_s32(5));
            uint32x4_t t48 = vreinterpretq_u32_s32(t47);
            uint32x4_t t49 = vsubq_u32(t48, vdupq_n_u32(7));
            uint32x4_t t50 = vminq_u32(t48, t49);
            int32x4_t t51 = vreinterpretq_s32_u32(t50);
            float32x4_t t52 = vcvtq_f32_s32(t51);
            vst1q_f32(&y[t40], t52);
            i_vec += 16L;
            int32x4_t t53 = vaddq_s32(t1, vdupq_n_s32(3));
            uint32x4_t t54 = vreinterpretq_u32_s32(t53);
            uint32x4_t t55 = vsubq_u32(t54, vdupq_n_u32(13));
            uint32x4_t t56 = vminq_u32(t54, t55);
            int32x4_t t57 = vreinterpretq_s32_u32(t56);
            int32x4_t t58 = vaddq_s32(t2, vdupq_n_s32(2));
            uint32x4_t t59 = vreinterpretq_u32_s32(t58);
            uint32x4_t t60 = vsubq_u32(t59, vdupq_n_u32(7));
            uint32x4_t t61 = vminq_u32(t59, t60);
            int32x4_t t62 = vreinterpretq_s32_u32(t61);
            if (i_vec >= 992L) {
                break;
            }
            t1 = t57;
            t2 = t62;
        }
        int32x4_t t63 = vdupq_n_s32(4);
        int32x4_t t64 = vaddq_s32(t63, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        uint32x4_t t65 = vreinterpretq_u32_s32(t64);
        uint32x4_t t66 = vsubq_u32(t65, vdupq_n_u32(13));
        uint32x4_t t67 = vminq_u32(t65, t66);
        int32x4_t t3 = vreinterpretq_s32_u32(t67);
        int32x4_t t68 = vdupq_n_s32(5);
        int32x4_t t69 = vaddq_s32(t68, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
        uint32x4_t t70 = vreinterpretq_u32_s32(t69);
        uint32x4_t t71 = vsubq_u32(t70, vdupq_n_u32(7));
        uint32x4_t t72 = vminq_u32(t70, t71);
        int32x4_t t4 = vreinterpretq_s32_u32(t72);
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t73 = 992L + i_vec_1;
            float32x4_t t74 = vcvtq_f32_s32(t3);
            vst1q_f32(&x[t73], t74);
            float32x4_t t75 = vcvtq_f32_s32(t4);
            vst1q_f32(&y[t73], t75);
            i_vec_1 += 4L;
            int32x4_t t76 = vaddq_s32(t3, vdupq_n_s32(4));
            uint32x4_t t77 = vreinterpretq_u32_s32(t76);
            uint32x4_t t78 = vsubq_u32(t77, vdupq_n_u32(13));
            uint32x4_t t79 = vminq_u32(t77, t78);
            int32x4_t t80 = vreinterpretq_s32_u32(t79);
            int32x4_t t81 = vaddq_s32(t4, vdupq_n_s32(4));
            uint32x4_t t82 = vreinterpretq_u32_s32(t81);
            uint32x4_t t83 = vsubq_u32(t82, vdupq_n_u32(7));
            uint32x4_t t84 = vminq_u32(t82, t83);
            int32x4_t t85 = vreinterpretq_s32_u32(t84);
            if (i_vec_1 >= 8L) {
                break;
            }
            t3 = t80;
            t4 = t85;
        }
        x[1000] = 12.0f;
        y[1000] = 6.0f;
        x[1001] = 0.0f;
        y[1001] = 0.0f;
        x[1002] = 1.0f;
        y[1002] = 1.0f;
        saxpy(n, 3.0f, x, y);
        int i = 0;
        double check = 0.0;
        while (i < 1003) {
            check += (double)(y[i] * (float)(i % 5 + 1));
            i++;
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
        c++;
    }
    return 0;
}
