/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=2 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:10 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t x_v = vld1q_f64(x + i_vec);
            float64x2_t y_v = vld1q_f64(y + i_vec);
            float64x2_t t3 = vmulq_f64(x_v, y_v);
            float64x2_t z_v = vld1q_f64(z + i_vec);
            float64x2_t t4 = vaddq_f64(t3, z_v);
            vst1q_f64(a + i_vec, t4);
            long t5 = i_vec + 2L;
            float64x2_t x_v_1 = vld1q_f64(x + t5);
            float64x2_t y_v_1 = vld1q_f64(y + t5);
            float64x2_t t6 = vmulq_f64(x_v_1, y_v_1);
            float64x2_t z_v_1 = vld1q_f64(z + t5);
            float64x2_t t7 = vaddq_f64(t6, z_v_1);
            vst1q_f64(a + t5, t7);
            long t8 = i_vec + 4L;
            float64x2_t x_v_2 = vld1q_f64(x + t8);
            float64x2_t y_v_2 = vld1q_f64(y + t8);
            float64x2_t t9 = vmulq_f64(x_v_2, y_v_2);
            float64x2_t z_v_2 = vld1q_f64(z + t8);
            float64x2_t t10 = vaddq_f64(t9, z_v_2);
            vst1q_f64(a + t8, t10);
            long t11 = i_vec + 6L;
            float64x2_t x_v_3 = vld1q_f64(x + t11);
            float64x2_t y_v_3 = vld1q_f64(y + t11);
            float64x2_t t12 = vmulq_f64(x_v_3, y_v_3);
            float64x2_t z_v_3 = vld1q_f64(z + t11);
            float64x2_t t13 = vaddq_f64(t12, z_v_3);
            vst1q_f64(a + t11, t13);
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
        /* vcc: loop at fp_contract.c:10 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float64x2_t x_v_4 = vld1q_f64(x + t17);
            float64x2_t y_v_4 = vld1q_f64(y + t17);
            float64x2_t t18 = vmulq_f64(x_v_4, y_v_4);
            float64x2_t z_v_4 = vld1q_f64(z + t17);
            float64x2_t t19 = vaddq_f64(t18, z_v_4);
            vst1q_f64(a + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = x[t20] * y[t20] + z[t20];
    }
}

void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t y_v = vld1q_f32(y + i_vec);
            float32x4_t t3 = vmulq_f32(x_v, y_v);
            float32x4_t z_v = vld1q_f32(z + i_vec);
            float32x4_t t4 = vsubq_f32(t3, z_v);
            vst1q_f32(a + i_vec, t4);
            long t5 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t5);
            float32x4_t y_v_1 = vld1q_f32(y + t5);
            float32x4_t t6 = vmulq_f32(x_v_1, y_v_1);
            float32x4_t z_v_1 = vld1q_f32(z + t5);
            float32x4_t t7 = vsubq_f32(t6, z_v_1);
            vst1q_f32(a + t5, t7);
            long t8 = i_vec + 8L;
            float32x4_t x_v_2 = vld1q_f32(x + t8);
            float32x4_t y_v_2 = vld1q_f32(y + t8);
            float32x4_t t9 = vmulq_f32(x_v_2, y_v_2);
            float32x4_t z_v_2 = vld1q_f32(z + t8);
            float32x4_t t10 = vsubq_f32(t9, z_v_2);
            vst1q_f32(a + t8, t10);
            long t11 = i_vec + 12L;
            float32x4_t x_v_3 = vld1q_f32(x + t11);
            float32x4_t y_v_3 = vld1q_f32(y + t11);
            float32x4_t t12 = vmulq_f32(x_v_3, y_v_3);
            float32x4_t z_v_3 = vld1q_f32(z + t11);
            float32x4_t t13 = vsubq_f32(t12, z_v_3);
            vst1q_f32(a + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at fp_contract.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float32x4_t x_v_4 = vld1q_f32(x + t17);
            float32x4_t y_v_4 = vld1q_f32(y + t17);
            float32x4_t t18 = vmulq_f32(x_v_4, y_v_4);
            float32x4_t z_v_4 = vld1q_f32(z + t17);
            float32x4_t t19 = vsubq_f32(t18, z_v_4);
            vst1q_f32(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = x[t20] * y[t20] - z[t20];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    for (int i = 0; i < n; i++)
        if (x[i] > 0.2)
            a[i] = a[i] - x[i] * y[i];
}

int main(void) {
    int n;
    int t7;
    int t157;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t7 = 1;
        } else {
            t7 = 0;
            n = n_1;
        }
        if (!t7) {
            return 0;
        }
        void *t8 = new_array(n, 8UL);
        double *a = (double *)t8;
        double *m = (double *)new_array(n, 8UL);
        void *t9 = new_array(n, 8UL);
        double *x = (double *)t9;
        void *t10 = new_array(n, 8UL);
        double *y = (double *)t10;
        void *t11 = new_array(n, 8UL);
        double *z = (double *)t11;
        float *af = (float *)new_array(n, 4UL);
        void *t12 = new_array(n, 4UL);
        float *xf = (float *)t12;
        void *t13 = new_array(n, 4UL);
        float *yf = (float *)t13;
        void *t14 = new_array(n, 4UL);
        float *zf = (float *)t14;
        long t15 = (long)n;
        unsigned long t16 = (unsigned long)t8;
        unsigned long t17 = (unsigned long)t9;
        unsigned long t18 = (unsigned long)t8;
        unsigned long t19 = (unsigned long)t10;
        unsigned long t20 = (unsigned long)t8;
        unsigned long t21 = (unsigned long)t11;
        unsigned long t22 = (unsigned long)t8;
        unsigned long t23 = (unsigned long)t12;
        unsigned long t24 = (unsigned long)t8;
        unsigned long t25 = (unsigned long)t13;
        unsigned long t26 = (unsigned long)t8;
        unsigned long t27 = (unsigned long)t14;
        unsigned long t28 = (unsigned long)t9;
        unsigned long t29 = (unsigned long)t10;
        unsigned long t30 = (unsigned long)t9;
        unsigned long t31 = (unsigned long)t11;
        unsigned long t32 = (unsigned long)t9;
        unsigned long t33 = (unsigned long)t12;
        unsigned long t34 = (unsigned long)t9;
        unsigned long t35 = (unsigned long)t13;
        unsigned long t36 = (unsigned long)t9;
        unsigned long t37 = (unsigned long)t14;
        unsigned long t38 = (unsigned long)t10;
        unsigned long t39 = (unsigned long)t11;
        unsigned long t40 = (unsigned long)t10;
        unsigned long t41 = (unsigned long)t12;
        unsigned long t42 = (unsigned long)t10;
        unsigned long t43 = (unsigned long)t13;
        unsigned long t44 = (unsigned long)t10;
        unsigned long t45 = (unsigned long)t14;
        unsigned long t46 = (unsigned long)t11;
        unsigned long t47 = (unsigned long)t12;
        unsigned long t48 = (unsigned long)t11;
        unsigned long t49 = (unsigned long)t13;
        unsigned long t50 = (unsigned long)t11;
        unsigned long t51 = (unsigned long)t14;
        unsigned long t52 = (unsigned long)t12;
        unsigned long t53 = (unsigned long)t13;
        unsigned long t54 = (unsigned long)t12;
        unsigned long t55 = (unsigned long)t14;
        unsigned long t56 = (unsigned long)t13;
        unsigned long t57 = (unsigned long)t14;
        if ((t15 >= 4L) & (((t16 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t17) | ((t17 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t16)) & (((t18 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t21) | ((t21 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t22)) & (((t24 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t24)) & (((t26 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t26)) & (((t28 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t29) | ((t29 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t28)) & (((t30 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t31) | ((t31 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t33) | ((t33 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t32)) & (((t34 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t35) | ((t35 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t34)) & (((t36 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t37) | ((t37 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t36)) & (((t38 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t39) | ((t39 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t38)) & (((t40 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t41) | ((t41 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t40)) & (((t42 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t42)) & (((t44 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t45) | ((t45 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t44)) & (((t46 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t47) | ((t47 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t46)) & (((t48 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t48)) & (((t50 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t51) | ((t51 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t50)) & (((t52 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t53) | ((t53 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t52)) & (((t54 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t55) | ((t55 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t54)) & (((t56 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t56)) & 1 & 1 & 1) {
            long t58 = t15 & -4L;
            int32x2_t t59 = vdup_n_s32(0);
            int32x2_t t60 = vadd_s32(t59, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t61 = vreinterpret_u32_s32(t60);
            uint32x2_t t62 = vsub_u32(t61, vdup_n_u32(7));
            uint32x2_t t63 = vmin_u32(t61, t62);
            int32x2_t t1 = vreinterpret_s32_u32(t63);
            int32x2_t t64 = vdup_n_s32(0);
            int32x2_t t65 = vadd_s32(t64, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t66 = vreinterpret_u32_s32(t65);
            uint32x2_t t67 = vsub_u32(t66, vdup_n_u32(5));
            uint32x2_t t68 = vmin_u32(t66, t67);
            int32x2_t t2 = vreinterpret_s32_u32(t68);
            int32x2_t t69 = vdup_n_s32(0);
            int32x2_t t70 = vadd_s32(t69, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t71 = vreinterpret_u32_s32(t70);
            uint32x2_t t72 = vsub_u32(t71, vdup_n_u32(3));
            uint32x2_t t73 = vmin_u32(t71, t72);
            int32x2_t t3 = vreinterpret_s32_u32(t73);
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 2, UF 2, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap, the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                double *t74 = x + i_vec;
                int32x2_t t75 = vadd_s32(vdup_n_s32(3), t1);
                float64x2_t t76 = vcvtq_f64_s64(vmovl_s32(t75));
                float64x2_t t77 = vdivq_f64(vdupq_n_f64(1.0), t76);
                vst1q_f64(t74, t77);
                double *t78 = y + i_vec;
                int32x2_t t79 = vadd_s32(t2, vdup_n_s32(1));
                int32x2_t t80 = vshl_s32(vdup_n_s32(1), t79);
                float64x2_t t81 = vcvtq_f64_s64(vmovl_s32(t80));
                float64x2_t t82 = vdivq_f64(vdupq_n_f64(1.0), t81);
                float64x2_t t83 = vaddq_f64(t76, t82);
                vst1q_f64(t78, t83);
                float64x2_t x_v = vld1q_f64(t74);
                float64x2_t y_v = vld1q_f64(t78);
                float64x2_t t84 = vmulq_f64(x_v, y_v);
                float64x2_t t85 = vnegq_f64(t84);
                float64x2_t t86 = vcvtq_f64_s64(vmovl_s32(t3));
                float64x2_t t87 = vfmaq_f64(t85, t86, vdupq_n_f64(8.881784197001252e-16));
                vst1q_f64(z + i_vec, t87);
                float64x2_t x_v_1 = vld1q_f64(t74);
                float64x2_t y_v_1 = vld1q_f64(t78);
                float64x2_t t88 = vmulq_f64(x_v_1, y_v_1);
                vst1q_f64(a + i_vec, t88);
                float *t89 = xf + i_vec;
                float32x2_t t90 = vcvt_f32_s32(t75);
                float32x2_t t91 = vdiv_f32(vdup_n_f32(1.0f), t90);
                vst1_f32(t89, t91);
                float *t92 = yf + i_vec;
                float32x2_t t93 = vcvt_f32_s32(t80);
                float32x2_t t94 = vdiv_f32(vdup_n_f32(1.0f), t93);
                float32x2_t t95 = vadd_f32(t90, t94);
                vst1_f32(t92, t95);
                float32x2_t xf_v = vld1_f32(t89);
                float32x2_t yf_v = vld1_f32(t92);
                float32x2_t t96 = vmul_f32(xf_v, yf_v);
                float32x2_t t97 = vcvt_f32_s32(t3);
                float32x2_t t98 = vmul_f32(t97, vdup_n_f32(2.3841858e-7f));
                float32x2_t t99 = vadd_f32(t96, t98);
                vst1_f32(zf + i_vec, t99);
                long t100 = i_vec + 2L;
                double *t101 = x + t100;
                int32x2_t t102 = vadd_s32(t1, vdup_n_s32(2));
                uint32x2_t t103 = vreinterpret_u32_s32(t102);
                uint32x2_t t104 = vsub_u32(t103, vdup_n_u32(7));
                uint32x2_t t105 = vmin_u32(t103, t104);
                int32x2_t t106 = vreinterpret_s32_u32(t105);
                int32x2_t t107 = vadd_s32(vdup_n_s32(3), t106);
                float64x2_t t108 = vcvtq_f64_s64(vmovl_s32(t107));
                float64x2_t t109 = vdivq_f64(vdupq_n_f64(1.0), t108);
                vst1q_f64(t101, t109);
                double *t110 = y + t100;
                int32x2_t t111 = vadd_s32(t2, vdup_n_s32(2));
                uint32x2_t t112 = vreinterpret_u32_s32(t111);
                uint32x2_t t113 = vsub_u32(t112, vdup_n_u32(5));
                uint32x2_t t114 = vmin_u32(t112, t113);
                int32x2_t t115 = vreinterpret_s32_u32(t114);
                int32x2_t t116 = vadd_s32(t115, vdup_n_s32(1));
                int32x2_t t117 = vshl_s32(vdup_n_s32(1), t116);
                float64x2_t t118 = vcvtq_f64_s64(vmovl_s32(t117));
                float64x2_t t119 = vdivq_f64(vdupq_n_f64(1.0), t118);
                float64x2_t t120 = vaddq_f64(t108, t119);
                vst1q_f64(t110, t120);
                float64x2_t x_v_2 = vld1q_f64(t101);
                float64x2_t y_v_2 = vld1q_f64(t110);
                float64x2_t t121 = vmulq_f64(x_v_2, y_v_2);
                float64x2_t t122 = vnegq_f64(t121);
                int32x2_t t123 = vadd_s32(t3, vdup_n_s32(2));
                uint32x2_t t124 = vreinterpret_u32_s32(t123);
                uint32x2_t t125 = vsub_u32(t124, vdup_n_u32(3));
                uint32x2_t t126 = vmin_u32(t124, t125);
                int32x2_t t127 = vreinterpret_s32_u32(t126);
                float64x2_t t128 = vcvtq_f64_s64(vmovl_s32(t127));
                float64x2_t t129 = vfmaq_f64(t122, t128, vdupq_n_f64(8.881784197001252e-16));
                vst1q_f64(z + t100, t129);
                float64x2_t x_v_3 = vld1q_f64(t101);
                float64x2_t y_v_3 = vld1q_f64(t110);
                float64x2_t t130 = vmulq_f64(x_v_3, y_v_3);
                vst1q_f64(a + t100, t130);
                float *t131 = xf + t100;
                float32x2_t t132 = vcvt_f32_s32(t107);
                float32x2_t t133 = vdiv_f32(vdup_n_f32(1.0f), t132);
                vst1_f32(t131, t133);
                float *t134 = yf + t100;
                float32x2_t t135 = vcvt_f32_s32(t117);
                float32x2_t t136 = vdiv_f32(vdup_n_f32(1.0f), t135);
                float32x2_t t137 = vadd_f32(t132, t136);
                vst1_f32(t134, t137);
                float32x2_t xf_v_1 = vld1_f32(t131);
                float32x2_t yf_v_1 = vld1_f32(t134);
                float32x2_t t138 = vmul_f32(xf_v_1, yf_v_1);
                float32x2_t t139 = vcvt_f32_s32(t127);
                float32x2_t t140 = vmul_f32(t139, vdup_n_f32(2.3841858e-7f));
                float32x2_t t141 = vadd_f32(t138, t140);
                vst1_f32(zf + t100, t141);
                i_vec += 4L;
                int32x2_t t142 = vadd_s32(t1, vdup_n_s32(4));
                uint32x2_t t143 = vreinterpret_u32_s32(t142);
                uint32x2_t t144 = vsub_u32(t143, vdup_n_u32(7));
                uint32x2_t t145 = vmin_u32(t143, t144);
                int32x2_t t146 = vreinterpret_s32_u32(t145);
                int32x2_t t147 = vadd_s32(t2, vdup_n_s32(4));
                uint32x2_t t148 = vreinterpret_u32_s32(t147);
                uint32x2_t t149 = vsub_u32(t148, vdup_n_u32(5));
                uint32x2_t t150 = vmin_u32(t148, t149);
                int32x2_t t151 = vreinterpret_s32_u32(t150);
                int32x2_t t152 = vadd_s32(t3, vdup_n_s32(1));
                uint32x2_t t153 = vreinterpret_u32_s32(t152);
                uint32x2_t t154 = vsub_u32(t153, vdup_n_u32(3));
                uint32x2_t t155 = vmin_u32(t153, t154);
                int32x2_t t156 = vreinterpret_s32_u32(t155);
                if (i_vec >= t58) {
                    break;
                }
                t1 = t146;
                t2 = t151;
                t3 = t156;
            }
            t157 = (int)t58;
        } else {
            t157 = 0;
        }
        long t158 = (long)n + (long)t157 * -1L;
        unsigned long t159 = (unsigned long)t8;
        unsigned long t160 = (unsigned long)t9;
        unsigned long t161 = (unsigned long)t8;
        unsigned long t162 = (unsigned long)t10;
        unsigned long t163 = (unsigned long)t8;
        unsigned long t164 = (unsigned long)t11;
        unsigned long t165 = (unsigned long)t8;
        unsigned long t166 = (unsigned long)t12;
        unsigned long t167 = (unsigned long)t8;
        unsigned long t168 = (unsigned long)t13;
        unsigned long t169 = (unsigned long)t8;
        unsigned long t170 = (unsigned long)t14;
        unsigned long t171 = (unsigned long)t9;
        unsigned long t172 = (unsigned long)t10;
        unsigned long t173 = (unsigned long)t9;
        unsigned long t174 = (unsigned long)t11;
        unsigned long t175 = (unsigned long)t9;
        unsigned long t176 = (unsigned long)t12;
        unsigned long t177 = (unsigned long)t9;
        unsigned long t178 = (unsigned long)t13;
        unsigned long t179 = (unsigned long)t9;
        unsigned long t180 = (unsigned long)t14;
        unsigned long t181 = (unsigned long)t10;
        unsigned long t182 = (unsigned long)t11;
        unsigned long t183 = (unsigned long)t10;
        unsigned long t184 = (unsigned long)t12;
        unsigned long t185 = (unsigned long)t10;
        unsigned long t186 = (unsigned long)t13;
        unsigned long t187 = (unsigned long)t10;
        unsigned long t188 = (unsigned long)t14;
        unsigned long t189 = (unsigned long)t11;
        unsigned long t190 = (unsigned long)t12;
        unsigned long t191 = (unsigned long)t11;
        unsigned long t192 = (unsigned long)t13;
        unsigned long t193 = (unsigned long)t11;
        unsigned long t194 = (unsigned long)t14;
        unsigned long t195 = (unsigned long)t12;
        unsigned long t196 = (unsigned long)t13;
        unsigned long t197 = (unsigned long)t12;
        unsigned long t198 = (unsigned long)t14;
        unsigned long t199 = (unsigned long)t13;
        unsigned long t200 = (unsigned long)t14;
        if ((t158 >= 2L) & (((t159 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t160 + (unsigned long)((long)t157 * 8L))) | ((t160 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t159 + (unsigned long)((long)t157 * 8L)))) & (((t161 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t162 + (unsigned long)((long)t157 * 8L))) | ((t162 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t161 + (unsigned long)((long)t157 * 8L)))) & (((t163 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t164 + (unsigned long)((long)t157 * 8L))) | ((t164 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t163 + (unsigned long)((long)t157 * 8L)))) & (((t165 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t166 + (unsigned long)((long)t157 * 4L))) | ((t166 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t165 + (unsigned long)((long)t157 * 8L)))) & (((t167 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t168 + (unsigned long)((long)t157 * 4L))) | ((t168 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t167 + (unsigned long)((long)t157 * 8L)))) & (((t169 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t170 + (unsigned long)((long)t157 * 4L))) | ((t170 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t169 + (unsigned long)((long)t157 * 8L)))) & (((t171 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t172 + (unsigned long)((long)t157 * 8L))) | ((t172 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t171 + (unsigned long)((long)t157 * 8L)))) & (((t173 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t174 + (unsigned long)((long)t157 * 8L))) | ((t174 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t173 + (unsigned long)((long)t157 * 8L)))) & (((t175 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t176 + (unsigned long)((long)t157 * 4L))) | ((t176 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t175 + (unsigned long)((long)t157 * 8L)))) & (((t177 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t178 + (unsigned long)((long)t157 * 4L))) | ((t178 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t177 + (unsigned long)((long)t157 * 8L)))) & (((t179 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t180 + (unsigned long)((long)t157 * 4L))) | ((t180 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t179 + (unsigned long)((long)t157 * 8L)))) & (((t181 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t182 + (unsigned long)((long)t157 * 8L))) | ((t182 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t181 + (unsigned long)((long)t157 * 8L)))) & (((t183 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t184 + (unsigned long)((long)t157 * 4L))) | ((t184 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t183 + (unsigned long)((long)t157 * 8L)))) & (((t185 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t186 + (unsigned long)((long)t157 * 4L))) | ((t186 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t157 * 8L)))) & (((t187 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t188 + (unsigned long)((long)t157 * 4L))) | ((t188 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t187 + (unsigned long)((long)t157 * 8L)))) & (((t189 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t190 + (unsigned long)((long)t157 * 4L))) | ((t190 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t189 + (unsigned long)((long)t157 * 8L)))) & (((t191 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t192 + (unsigned long)((long)t157 * 4L))) | ((t192 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t191 + (unsigned long)((long)t157 * 8L)))) & (((t193 + (unsigned long)((long)t157 * 8L + 8L + (t158 - 1L) * 8L)) <= (t194 + (unsigned long)((long)t157 * 4L))) | ((t194 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t193 + (unsigned long)((long)t157 * 8L)))) & (((t195 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t157 * 4L))) | ((t196 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t157 * 4L)))) & (((t197 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t157 * 4L))) | ((t198 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t157 * 4L)))) & (((t199 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t157 * 4L))) | ((t200 + (unsigned long)((long)t157 * 4L + 4L + (t158 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t157 * 4L)))) & (t157 >= 0) & (t157 >= 0) & (t157 >= 0)) {
            long t201 = t158 & -2L;
            int32x2_t t202 = vdup_n_s32(t157 % 7);
            int32x2_t t203 = vadd_s32(t202, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t204 = vreinterpret_u32_s32(t203);
            uint32x2_t t205 = vsub_u32(t204, vdup_n_u32(7));
            uint32x2_t t206 = vmin_u32(t204, t205);
            int32x2_t t4 = vreinterpret_s32_u32(t206);
            int32x2_t t207 = vdup_n_s32(t157 % 5);
            int32x2_t t208 = vadd_s32(t207, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t209 = vreinterpret_u32_s32(t208);
            uint32x2_t t210 = vsub_u32(t209, vdup_n_u32(5));
            uint32x2_t t211 = vmin_u32(t209, t210);
            int32x2_t t5 = vreinterpret_s32_u32(t211);
            int32x2_t t212 = vdup_n_s32(t157 % 3);
            int32x2_t t213 = vadd_s32(t212, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t214 = vreinterpret_u32_s32(t213);
            uint32x2_t t215 = vsub_u32(t214, vdup_n_u32(3));
            uint32x2_t t216 = vmin_u32(t214, t215);
            int32x2_t t6 = vreinterpret_s32_u32(t216);
            long i_vec_1 = 0L;
            /* vcc: loop at fp_contract.c:31 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap, scalar epilogue */
            for (;;) {
                long t217 = (long)t157 + i_vec_1;
                double *t218 = x + t217;
                int32x2_t t219 = vadd_s32(vdup_n_s32(3), t4);
                float64x2_t t220 = vcvtq_f64_s64(vmovl_s32(t219));
                float64x2_t t221 = vdivq_f64(vdupq_n_f64(1.0), t220);
                vst1q_f64(t218, t221);
                double *t222 = y + t217;
                int32x2_t t223 = vadd_s32(t5, vdup_n_s32(1));
                int32x2_t t224 = vshl_s32(vdup_n_s32(1), t223);
                float64x2_t t225 = vcvtq_f64_s64(vmovl_s32(t224));
                float64x2_t t226 = vdivq_f64(vdupq_n_f64(1.0), t225);
                float64x2_t t227 = vaddq_f64(t220, t226);
                vst1q_f64(t222, t227);
                float64x2_t x_v_4 = vld1q_f64(t218);
                float64x2_t y_v_4 = vld1q_f64(t222);
                float64x2_t t228 = vmulq_f64(x_v_4, y_v_4);
                float64x2_t t229 = vnegq_f64(t228);
                float64x2_t t230 = vcvtq_f64_s64(vmovl_s32(t6));
                float64x2_t t231 = vfmaq_f64(t229, t230, vdupq_n_f64(8.881784197001252e-16));
                vst1q_f64(z + t217, t231);
                float64x2_t x_v_5 = vld1q_f64(t218);
                float64x2_t y_v_5 = vld1q_f64(t222);
                float64x2_t t232 = vmulq_f64(x_v_5, y_v_5);
                vst1q_f64(a + t217, t232);
                float *t233 = xf + t217;
                float32x2_t t234 = vcvt_f32_s32(t219);
                float32x2_t t235 = vdiv_f32(vdup_n_f32(1.0f), t234);
                vst1_f32(t233, t235);
                float *t236 = yf + t217;
                float32x2_t t237 = vcvt_f32_s32(t224);
                float32x2_t t238 = vdiv_f32(vdup_n_f32(1.0f), t237);
                float32x2_t t239 = vadd_f32(t234, t238);
                vst1_f32(t236, t239);
                float32x2_t xf_v_2 = vld1_f32(t233);
                float32x2_t yf_v_2 = vld1_f32(t236);
                float32x2_t t240 = vmul_f32(xf_v_2, yf_v_2);
                float32x2_t t241 = vcvt_f32_s32(t6);
                float32x2_t t242 = vmul_f32(t241, vdup_n_f32(2.3841858e-7f));
                float32x2_t t243 = vadd_f32(t240, t242);
                vst1_f32(zf + t217, t243);
                i_vec_1 += 2L;
                int32x2_t t244 = vadd_s32(t4, vdup_n_s32(2));
                uint32x2_t t245 = vreinterpret_u32_s32(t244);
                uint32x2_t t246 = vsub_u32(t245, vdup_n_u32(7));
                uint32x2_t t247 = vmin_u32(t245, t246);
                int32x2_t t248 = vreinterpret_s32_u32(t247);
                int32x2_t t249 = vadd_s32(t5, vdup_n_s32(2));
                uint32x2_t t250 = vreinterpret_u32_s32(t249);
                uint32x2_t t251 = vsub_u32(t250, vdup_n_u32(5));
                uint32x2_t t252 = vmin_u32(t250, t251);
                int32x2_t t253 = vreinterpret_s32_u32(t252);
                int32x2_t t254 = vadd_s32(t6, vdup_n_s32(2));
                uint32x2_t t255 = vreinterpret_u32_s32(t254);
                uint32x2_t t256 = vsub_u32(t255, vdup_n_u32(3));
                uint32x2_t t257 = vmin_u32(t255, t256);
                int32x2_t t258 = vreinterpret_s32_u32(t257);
                if (i_vec_1 >= t201) {
                    break;
                }
                t4 = t248;
                t5 = t253;
                t6 = t258;
            }
            i = (int)((long)t157 + t201);
        } else {
            i = t157;
        }
        for (; i < n; i++) {
            long t259 = (long)i;
            double *t260 = x + t259;
            int t261 = 3 + i % 7;
            double t262 = (double)t261;
            *t260 = 1.0 / t262;
            double *t263 = y + t259;
            int t264 = 1 << (i % 5 + 1);
            *t263 = t262 + 1.0 / (double)t264;
            int t265 = i % 3;
            z[t259] = -(*t260 * *t263) + (double)t265 * 8.881784197001252e-16;
            a[t259] = *t260 * *t263;
            float *t266 = xf + t259;
            float t267 = (float)t261;
            *t266 = 1.0f / t267;
            float *t268 = yf + t259;
            *t268 = t267 + 1.0f / (float)t264;
            zf[t259] = *t266 * *t268 + (float)t265 * 2.3841858e-7f;
        }
        const double *t269 = y;
        const double *t270 = x;
        madd_f64(n, m, t270, t269, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t270, t269);
        unsigned long t271 = (unsigned long)n;
        unsigned long t272 = t271 * 8UL;
        unsigned long t273 = hash_bytes((const void *)a, t272);
        unsigned long t274 = hash_bytes((const void *)af, t271 * 4UL);
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)hash_bytes((const void *)m, t272), (unsigned long long)t274, (unsigned long long)t273);
        free((void *)a);
        free((void *)m);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)af);
        free((void *)xf);
        free((void *)yf);
        free((void *)zf);
    }
}
