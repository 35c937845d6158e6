/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

#include <stdio.h>

/* Not vectorized without --fast-math: the float sum would be reassociated. (The data are small
   integers, so with --fast-math the result is still exact.) */
float fsum(int n, const float *a) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float a[1003];
    int32x4_t t3 = vdupq_n_s32(0);
    int32x4_t t4 = vaddq_s32(t3, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t5 = vreinterpretq_u32_s32(t4);
    uint32x4_t t6 = vsubq_u32(t5, vdupq_n_u32(17));
    uint32x4_t t7 = vminq_u32(t5, t6);
    int32x4_t t1 = vreinterpretq_s32_u32(t7);
    long i_vec = 0L;
    /* vcc: loop at fsum.c:15 vectorized: VF 4, UF 4, the remainder at 16:24 by 17 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        int32x4_t t8 = vsubq_s32(t1, vdupq_n_s32(8));
        float32x4_t t9 = vcvtq_f32_s32(t8);
        vst1q_f32(&a[i_vec], t9);
        int32x4_t t10 = vaddq_s32(t1, vdupq_n_s32(4));
        uint32x4_t t11 = vreinterpretq_u32_s32(t10);
        uint32x4_t t12 = vsubq_u32(t11, vdupq_n_u32(17));
        uint32x4_t t13 = vminq_u32(t11, t12);
        int32x4_t t14 = vreinterpretq_s32_u32(t13);
        int32x4_t t15 = vsubq_s32(t14, vdupq_n_s32(8));
        float32x4_t t16 = vcvtq_f32_s32(t15);
        vst1q_f32(&a[i_vec + 4L], t16);
        int32x4_t t17 = vaddq_s32(t1, vdupq_n_s32(8));
        uint32x4_t t18 = vreinterpretq_u32_s32(t17);
        uint32x4_t t19 = vsubq_u32(t18, vdupq_n_u32(17));
        uint32x4_t t20 = vminq_u32(t18, t19);
        int32x4_t t21 = vreinterpretq_s32_u32(t20);
        int32x4_t t22 = vsubq_s32(t21, vdupq_n_s32(8));
        float32x4_t t23 = vcvtq_f32_s32(t22);
        vst1q_f32(&a[i_vec + 8L], t23);
        int32x4_t t24 = vaddq_s32(t1, vdupq_n_s32(12));
        uint32x4_t t25 = vreinterpretq_u32_s32(t24);
        uint32x4_t t26 = vsubq_u32(t25, vdupq_n_u32(17));
        uint32x4_t t27 = vminq_u32(t25, t26);
        int32x4_t t28 = vreinterpretq_s32_u32(t27);
        int32x4_t t29 = vsubq_s32(t28, vdupq_n_s32(8));
        float32x4_t t30 = vcvtq_f32_s32(t29);
        vst1q_f32(&a[i_vec + 12L], t30);
        i_vec += 16L;
        int32x4_t t31 = vaddq_s32(t1, vdupq_n_s32(16));
        uint32x4_t t32 = vreinterpretq_u32_s32(t31);
        uint32x4_t t33 = vsubq_u32(t32, vdupq_n_u32(17));
        uint32x4_t t34 = vminq_u32(t32, t33);
        t1 = vreinterpretq_s32_u32(t34);
    } while (i_vec < 992L);
    int32x4_t t35 = vdupq_n_s32(6);
    int32x4_t t36 = vaddq_s32(t35, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t37 = vreinterpretq_u32_s32(t36);
    uint32x4_t t38 = vsubq_u32(t37, vdupq_n_u32(17));
    uint32x4_t t39 = vminq_u32(t37, t38);
    int32x4_t t2 = vreinterpretq_s32_u32(t39);
    long i_vec_1 = 0L;
    /* vcc: loop at fsum.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        int32x4_t t40 = vsubq_s32(t2, vdupq_n_s32(8));
        float32x4_t t41 = vcvtq_f32_s32(t40);
        vst1q_f32(&a[992L + i_vec_1], t41);
        i_vec_1 += 4L;
        int32x4_t t42 = vaddq_s32(t2, vdupq_n_s32(4));
        uint32x4_t t43 = vreinterpretq_u32_s32(t42);
        uint32x4_t t44 = vsubq_u32(t43, vdupq_n_u32(17));
        uint32x4_t t45 = vminq_u32(t43, t44);
        t2 = vreinterpretq_s32_u32(t45);
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t46 = &counts[c];
        float t47 = fsum(*t46, a);
        printf("fsum(%d) = %g\n", *t46, (double)t47);
    }
    return 0;
}
