/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));

/* vcc-test: expect-vectorized 1 */
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
void roots(int n, double *restrict r, const double *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at sqrt_map.c:7 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t t3 = vsqrtq_f64(a_v);
            vst1q_f64(r + i_vec, t3);
            long t4 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t4);
            float64x2_t t5 = vsqrtq_f64(a_v_1);
            vst1q_f64(r + t4, t5);
            long t6 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t6);
            float64x2_t t7 = vsqrtq_f64(a_v_2);
            vst1q_f64(r + t6, t7);
            long t8 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t8);
            float64x2_t t9 = vsqrtq_f64(a_v_3);
            vst1q_f64(r + t8, t9);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 2L) {
        long t12 = t11 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at sqrt_map.c:7 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            float64x2_t a_v_4 = vld1q_f64(a + t13);
            float64x2_t t14 = vsqrtq_f64(a_v_4);
            vst1q_f64(r + t13, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        double t16 = a[t15];
        r[t15] = sqrt(t16);
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    int32x2_t t3 = vdup_n_s32(0);
    int32x2_t t4 = vadd_s32(t3, ((int32x2_t)(vcc_v2_int){0, 1}));
    uint32x2_t t5 = vreinterpret_u32_s32(t4);
    uint32x2_t t6 = vsub_u32(t5, vdup_n_u32(31));
    uint32x2_t t7 = vmin_u32(t5, t6);
    int32x2_t t1 = vreinterpret_s32_u32(t7);
    long i_vec = 0L;
    /* vcc: loop at sqrt_map.c:14 vectorized: VF 2, UF 4, the remainder at 15:25 by 31 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
    do {
        int32x2_t t8 = vmul_s32(t1, t1);
        float64x2_t t9 = vcvtq_f64_s64(vmovl_s32(t8));
        vst1q_f64(&a[i_vec], t9);
        int32x2_t t10 = vadd_s32(t1, vdup_n_s32(2));
        uint32x2_t t11 = vreinterpret_u32_s32(t10);
        uint32x2_t t12 = vsub_u32(t11, vdup_n_u32(31));
        uint32x2_t t13 = vmin_u32(t11, t12);
        int32x2_t t14 = vreinterpret_s32_u32(t13);
        int32x2_t t15 = vmul_s32(t14, t14);
        float64x2_t t16 = vcvtq_f64_s64(vmovl_s32(t15));
        vst1q_f64(&a[i_vec + 2L], t16);
        int32x2_t t17 = vadd_s32(t1, vdup_n_s32(4));
        uint32x2_t t18 = vreinterpret_u32_s32(t17);
        uint32x2_t t19 = vsub_u32(t18, vdup_n_u32(31));
        uint32x2_t t20 = vmin_u32(t18, t19);
        int32x2_t t21 = vreinterpret_s32_u32(t20);
        int32x2_t t22 = vmul_s32(t21, t21);
        float64x2_t t23 = vcvtq_f64_s64(vmovl_s32(t22));
        vst1q_f64(&a[i_vec + 4L], t23);
        int32x2_t t24 = vadd_s32(t1, vdup_n_s32(6));
        uint32x2_t t25 = vreinterpret_u32_s32(t24);
        uint32x2_t t26 = vsub_u32(t25, vdup_n_u32(31));
        uint32x2_t t27 = vmin_u32(t25, t26);
        int32x2_t t28 = vreinterpret_s32_u32(t27);
        int32x2_t t29 = vmul_s32(t28, t28);
        float64x2_t t30 = vcvtq_f64_s64(vmovl_s32(t29));
        vst1q_f64(&a[i_vec + 6L], t30);
        i_vec += 8L;
        int32x2_t t31 = vadd_s32(t1, vdup_n_s32(8));
        uint32x2_t t32 = vreinterpret_u32_s32(t31);
        uint32x2_t t33 = vsub_u32(t32, vdup_n_u32(31));
        uint32x2_t t34 = vmin_u32(t32, t33);
        t1 = vreinterpret_s32_u32(t34);
    } while (i_vec < 1000L);
    int32x2_t t35 = vdup_n_s32(8);
    int32x2_t t36 = vadd_s32(t35, ((int32x2_t)(vcc_v2_int){0, 1}));
    uint32x2_t t37 = vreinterpret_u32_s32(t36);
    uint32x2_t t38 = vsub_u32(t37, vdup_n_u32(31));
    uint32x2_t t39 = vmin_u32(t37, t38);
    int32x2_t t2 = vreinterpret_s32_u32(t39);
    long i_vec_1 = 0L;
    /* vcc: loop at sqrt_map.c:14 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        int32x2_t t40 = vmul_s32(t2, t2);
        float64x2_t t41 = vcvtq_f64_s64(vmovl_s32(t40));
        vst1q_f64(&a[1000L + i_vec_1], t41);
        i_vec_1 += 2L;
        int32x2_t t42 = vadd_s32(t2, vdup_n_s32(2));
        uint32x2_t t43 = vreinterpret_u32_s32(t42);
        uint32x2_t t44 = vsub_u32(t43, vdup_n_u32(31));
        uint32x2_t t45 = vmin_u32(t43, t44);
        t2 = vreinterpret_s32_u32(t45);
    } while (i_vec_1 < 2L);
    int i = 1002;
    while (i < 1003) {
        int t46 = i % 31;
        a[i] = (double)(t46 * t46);
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at sqrt_map.c:18 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vst1q_f64(&r[i_vec_2], vdupq_n_f64(-1.0));
            vst1q_f64(&r[i_vec_2 + 2L], vdupq_n_f64(-1.0));
            vst1q_f64(&r[i_vec_2 + 4L], vdupq_n_f64(-1.0));
            vst1q_f64(&r[i_vec_2 + 6L], vdupq_n_f64(-1.0));
            i_vec_2 += 8L;
        } while (i_vec_2 < 1000L);
        long i_vec_3 = 0L;
        /* vcc: loop at sqrt_map.c:18 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vst1q_f64(&r[1000L + i_vec_3], vdupq_n_f64(-1.0));
            i_vec_3 += 2L;
        } while (i_vec_3 < 2L);
        r[1002] = -1.0;
        roots(n, r, a);
        int i_1 = 0;
        double check = 0.0;
        while (i_1 < 1003) {
            check += r[i_1];
            i_1++;
        }
        printf("n=%d check=%.1f\n", n, check);
        c++;
    }
    return 0;
}
