/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at double_div.c:6 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t t3 = vsubq_f64(a_v, vdupq_n_f64(1.0));
            float64x2_t b_v = vld1q_f64(b + i_vec);
            float64x2_t t4 = vdivq_f64(t3, b_v);
            vst1q_f64(r + i_vec, t4);
            long t5 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t5);
            float64x2_t t6 = vsubq_f64(a_v_1, vdupq_n_f64(1.0));
            float64x2_t b_v_1 = vld1q_f64(b + t5);
            float64x2_t t7 = vdivq_f64(t6, b_v_1);
            vst1q_f64(r + t5, t7);
            long t8 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t8);
            float64x2_t t9 = vsubq_f64(a_v_2, vdupq_n_f64(1.0));
            float64x2_t b_v_2 = vld1q_f64(b + t8);
            float64x2_t t10 = vdivq_f64(t9, b_v_2);
            vst1q_f64(r + t8, t10);
            long t11 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t11);
            float64x2_t t12 = vsubq_f64(a_v_3, vdupq_n_f64(1.0));
            float64x2_t b_v_3 = vld1q_f64(b + t11);
            float64x2_t t13 = vdivq_f64(t12, b_v_3);
            vst1q_f64(r + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at double_div.c:6 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float64x2_t a_v_4 = vld1q_f64(a + t17);
            float64x2_t t18 = vsubq_f64(a_v_4, vdupq_n_f64(1.0));
            float64x2_t b_v_4 = vld1q_f64(b + t17);
            float64x2_t t19 = vdivq_f64(t18, b_v_4);
            vst1q_f64(r + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        r[t20] = (a[t20] - 1.0) / b[t20];
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    int32x2_t t3 = vdup_n_s32(0);
    uint32x2_t t4 = vreinterpret_u32_s32(t3);
    uint32x2_t i_v = vadd_u32(t4, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
    int32x2_t t5 = vadd_s32(t3, ((int32x2_t)(vcc_v2_int){0, 1}));
    uint32x2_t t6 = vreinterpret_u32_s32(t5);
    uint32x2_t t7 = vsub_u32(t6, vdup_n_u32(29));
    uint32x2_t t8 = vmin_u32(t6, t7);
    int32x2_t t1 = vreinterpret_s32_u32(t8);
    long i_vec = 0L;
    /* vcc: loop at double_div.c:13 vectorized: VF 2, UF 4, the remainder at 14:16 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
    do {
        int32x2_t i_v_2 = vreinterpret_s32_u32(i_v);
        float64x2_t t9 = vcvtq_f64_s64(vmovl_s32(t1));
        vst1q_f64(&a[i_vec], t9);
        int32x2_t t10 = (int32x2_t)((vcc_v2_int)i_v_2 % (vcc_v2_int)vdup_n_s32(4));
        int32x2_t t11 = vshl_s32(vdup_n_s32(1), t10);
        float64x2_t t12 = vcvtq_f64_s64(vmovl_s32(t11));
        vst1q_f64(&b[i_vec], t12);
        long t13 = i_vec + 2L;
        uint32x2_t t14 = vadd_u32(i_v, vdup_n_u32(2));
        int32x2_t i_v_3 = vreinterpret_s32_u32(t14);
        int32x2_t t15 = vadd_s32(t1, vdup_n_s32(2));
        uint32x2_t t16 = vreinterpret_u32_s32(t15);
        uint32x2_t t17 = vsub_u32(t16, vdup_n_u32(29));
        uint32x2_t t18 = vmin_u32(t16, t17);
        int32x2_t t19 = vreinterpret_s32_u32(t18);
        float64x2_t t20 = vcvtq_f64_s64(vmovl_s32(t19));
        vst1q_f64(&a[t13], t20);
        int32x2_t t21 = (int32x2_t)((vcc_v2_int)i_v_3 % (vcc_v2_int)vdup_n_s32(4));
        int32x2_t t22 = vshl_s32(vdup_n_s32(1), t21);
        float64x2_t t23 = vcvtq_f64_s64(vmovl_s32(t22));
        vst1q_f64(&b[t13], t23);
        long t24 = i_vec + 4L;
        uint32x2_t t25 = vadd_u32(i_v, vdup_n_u32(4));
        int32x2_t i_v_4 = vreinterpret_s32_u32(t25);
        int32x2_t t26 = vadd_s32(t1, vdup_n_s32(4));
        uint32x2_t t27 = vreinterpret_u32_s32(t26);
        uint32x2_t t28 = vsub_u32(t27, vdup_n_u32(29));
        uint32x2_t t29 = vmin_u32(t27, t28);
        int32x2_t t30 = vreinterpret_s32_u32(t29);
        float64x2_t t31 = vcvtq_f64_s64(vmovl_s32(t30));
        vst1q_f64(&a[t24], t31);
        int32x2_t t32 = (int32x2_t)((vcc_v2_int)i_v_4 % (vcc_v2_int)vdup_n_s32(4));
        int32x2_t t33 = vshl_s32(vdup_n_s32(1), t32);
        float64x2_t t34 = vcvtq_f64_s64(vmovl_s32(t33));
        vst1q_f64(&b[t24], t34);
        long t35 = i_vec + 6L;
        uint32x2_t t36 = vadd_u32(i_v, vdup_n_u32(6));
        int32x2_t i_v_5 = vreinterpret_s32_u32(t36);
        int32x2_t t37 = vadd_s32(t1, vdup_n_s32(6));
        uint32x2_t t38 = vreinterpret_u32_s32(t37);
        uint32x2_t t39 = vsub_u32(t38, vdup_n_u32(29));
        uint32x2_t t40 = vmin_u32(t38, t39);
        int32x2_t t41 = vreinterpret_s32_u32(t40);
        float64x2_t t42 = vcvtq_f64_s64(vmovl_s32(t41));
        vst1q_f64(&a[t35], t42);
        int32x2_t t43 = (int32x2_t)((vcc_v2_int)i_v_5 % (vcc_v2_int)vdup_n_s32(4));
        int32x2_t t44 = vshl_s32(vdup_n_s32(1), t43);
        float64x2_t t45 = vcvtq_f64_s64(vmovl_s32(t44));
        vst1q_f64(&b[t35], t45);
        i_vec += 8L;
        i_v = vadd_u32(i_v, vdup_n_u32(8));
        int32x2_t t46 = vadd_s32(t1, vdup_n_s32(8));
        uint32x2_t t47 = vreinterpret_u32_s32(t46);
        uint32x2_t t48 = vsub_u32(t47, vdup_n_u32(29));
        uint32x2_t t49 = vmin_u32(t47, t48);
        t1 = vreinterpret_s32_u32(t49);
    } while (i_vec < 1000L);
    int32x2_t t50 = vdup_n_s32(1000);
    uint32x2_t t51 = vreinterpret_u32_s32(t50);
    uint32x2_t i_v_1 = vadd_u32(t51, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
    int32x2_t t52 = vdup_n_s32(14);
    int32x2_t t53 = vadd_s32(t52, ((int32x2_t)(vcc_v2_int){0, 1}));
    uint32x2_t t54 = vreinterpret_u32_s32(t53);
    uint32x2_t t55 = vsub_u32(t54, vdup_n_u32(29));
    uint32x2_t t56 = vmin_u32(t54, t55);
    int32x2_t t2 = vreinterpret_s32_u32(t56);
    long i_vec_1 = 0L;
    /* vcc: loop at double_div.c:13 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        long t57 = 1000L + i_vec_1;
        int32x2_t i_v_6 = vreinterpret_s32_u32(i_v_1);
        float64x2_t t58 = vcvtq_f64_s64(vmovl_s32(t2));
        vst1q_f64(&a[t57], t58);
        int32x2_t t59 = (int32x2_t)((vcc_v2_int)i_v_6 % (vcc_v2_int)vdup_n_s32(4));
        int32x2_t t60 = vshl_s32(vdup_n_s32(1), t59);
        float64x2_t t61 = vcvtq_f64_s64(vmovl_s32(t60));
        vst1q_f64(&b[t57], t61);
        i_vec_1 += 2L;
        i_v_1 = vadd_u32(i_v_1, vdup_n_u32(2));
        int32x2_t t62 = vadd_s32(t2, vdup_n_s32(2));
        uint32x2_t t63 = vreinterpret_u32_s32(t62);
        uint32x2_t t64 = vsub_u32(t63, vdup_n_u32(29));
        uint32x2_t t65 = vmin_u32(t63, t64);
        t2 = vreinterpret_s32_u32(t65);
    } while (i_vec_1 < 2L);
    int i = 1002;
    while (i < 1003) {
        long t66 = (long)i;
        a[t66] = (double)(i % 29);
        b[t66] = (double)(1 << (i % 4));
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at double_div.c:19 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vst1q_f64(&r[i_vec_2], vdupq_n_f64(0.0));
            vst1q_f64(&r[i_vec_2 + 2L], vdupq_n_f64(0.0));
            vst1q_f64(&r[i_vec_2 + 4L], vdupq_n_f64(0.0));
            vst1q_f64(&r[i_vec_2 + 6L], vdupq_n_f64(0.0));
            i_vec_2 += 8L;
        } while (i_vec_2 < 1000L);
        long i_vec_3 = 0L;
        /* vcc: loop at double_div.c:19 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vst1q_f64(&r[1000L + i_vec_3], vdupq_n_f64(0.0));
            i_vec_3 += 2L;
        } while (i_vec_3 < 2L);
        r[1002] = 0.0;
        ratio(n, r, a, b);
        int i_1 = 0;
        double check = 0.0;
        while (i_1 < 1003) {
            check += r[i_1] * (double)(i_1 % 3);
            i_1++;
        }
        printf("n=%d check=%.4f\n", n, check);
        c++;
    }
    return 0;
}
