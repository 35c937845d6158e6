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
    int t182;
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
        long t18 = (long)((unsigned long)t8 - (unsigned long)t9);
        long t19 = (long)((unsigned long)t8 - (unsigned long)t9);
        long t20 = (long)((unsigned long)t8 - (unsigned long)t9);
        unsigned long t21 = (unsigned long)t8;
        unsigned long t22 = (unsigned long)t10;
        long t23 = (long)((unsigned long)t8 - (unsigned long)t10);
        long t24 = (long)((unsigned long)t8 - (unsigned long)t10);
        long t25 = (long)((unsigned long)t8 - (unsigned long)t10);
        unsigned long t26 = (unsigned long)t8;
        unsigned long t27 = (unsigned long)t11;
        long t28 = (long)((unsigned long)t8 - (unsigned long)t11);
        unsigned long t29 = (unsigned long)t8;
        unsigned long t30 = (unsigned long)t12;
        unsigned long t31 = (unsigned long)t8;
        unsigned long t32 = (unsigned long)t13;
        unsigned long t33 = (unsigned long)t8;
        unsigned long t34 = (unsigned long)t14;
        unsigned long t35 = (unsigned long)t9;
        unsigned long t36 = (unsigned long)t10;
        long t37 = (long)((unsigned long)t10 - (unsigned long)t9);
        long t38 = (long)((unsigned long)t9 - (unsigned long)t10);
        long t39 = (long)((unsigned long)t10 - (unsigned long)t9);
        long t40 = (long)((unsigned long)t9 - (unsigned long)t10);
        long t41 = (long)((unsigned long)t10 - (unsigned long)t9);
        unsigned long t42 = (unsigned long)t9;
        unsigned long t43 = (unsigned long)t11;
        long t44 = (long)((unsigned long)t11 - (unsigned long)t9);
        long t45 = (long)((unsigned long)t11 - (unsigned long)t9);
        long t46 = (long)((unsigned long)t9 - (unsigned long)t11);
        unsigned long t47 = (unsigned long)t9;
        unsigned long t48 = (unsigned long)t12;
        unsigned long t49 = (unsigned long)t9;
        unsigned long t50 = (unsigned long)t13;
        unsigned long t51 = (unsigned long)t9;
        unsigned long t52 = (unsigned long)t14;
        unsigned long t53 = (unsigned long)t10;
        unsigned long t54 = (unsigned long)t11;
        long t55 = (long)((unsigned long)t11 - (unsigned long)t10);
        long t56 = (long)((unsigned long)t11 - (unsigned long)t10);
        long t57 = (long)((unsigned long)t10 - (unsigned long)t11);
        unsigned long t58 = (unsigned long)t10;
        unsigned long t59 = (unsigned long)t12;
        unsigned long t60 = (unsigned long)t10;
        unsigned long t61 = (unsigned long)t13;
        unsigned long t62 = (unsigned long)t10;
        unsigned long t63 = (unsigned long)t14;
        unsigned long t64 = (unsigned long)t11;
        unsigned long t65 = (unsigned long)t12;
        unsigned long t66 = (unsigned long)t11;
        unsigned long t67 = (unsigned long)t13;
        unsigned long t68 = (unsigned long)t11;
        unsigned long t69 = (unsigned long)t14;
        unsigned long t70 = (unsigned long)t12;
        unsigned long t71 = (unsigned long)t13;
        long t72 = (long)((unsigned long)t13 - (unsigned long)t12);
        long t73 = (long)((unsigned long)t12 - (unsigned long)t13);
        long t74 = (long)((unsigned long)t13 - (unsigned long)t12);
        unsigned long t75 = (unsigned long)t12;
        unsigned long t76 = (unsigned long)t14;
        long t77 = (long)((unsigned long)t14 - (unsigned long)t12);
        long t78 = (long)((unsigned long)t14 - (unsigned long)t12);
        unsigned long t79 = (unsigned long)t13;
        unsigned long t80 = (unsigned long)t14;
        long t81 = (long)((unsigned long)t14 - (unsigned long)t13);
        long t82 = (long)((unsigned long)t14 - (unsigned long)t13);
        if ((t15 >= 4L) & (((t16 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t17) | ((t17 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t16) | (((t18 <= 0L) | (t18 >= 32L)) & ((t19 <= 0L) | (t19 >= 32L)) & ((t20 <= 0L) | (t20 >= 32L)))) & (((t21 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t22) | ((t22 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t21) | (((t23 <= 0L) | (t23 >= 32L)) & ((t24 <= 0L) | (t24 >= 32L)) & ((t25 <= 0L) | (t25 >= 32L)))) & (((t26 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t26) | ((t28 <= 0L) | (t28 >= 32L))) & (((t29 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t30) | ((t30 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t29)) & (((t31 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t32) | ((t32 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t31)) & (((t33 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t34) | ((t34 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t36) | ((t36 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t35) | (((t37 <= 0L) | (t37 >= 32L)) & ((t38 <= 0L) | (t38 >= 32L)) & ((t39 <= 0L) | (t39 >= 32L)) & ((t40 <= 0L) | (t40 >= 32L)) & ((t41 <= 0L) | (t41 >= 32L)))) & (((t42 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t42) | (((t44 <= 0L) | (t44 >= 32L)) & ((t45 <= 0L) | (t45 >= 32L)) & ((t46 <= 0L) | (t46 >= 32L)))) & (((t47 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t48) | ((t48 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t47)) & (((t49 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t50) | ((t50 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t49)) & (((t51 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t54) | ((t54 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t53) | (((t55 <= 0L) | (t55 >= 32L)) & ((t56 <= 0L) | (t56 >= 32L)) & ((t57 <= 0L) | (t57 >= 32L)))) & (((t58 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t59) | ((t59 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t58)) & (((t60 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t61) | ((t61 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t60)) & (((t62 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t63) | ((t63 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t62)) & (((t64 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t65) | ((t65 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t64)) & (((t66 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t67) | ((t67 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t66)) & (((t68 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t69) | ((t69 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t68)) & (((t70 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t71) | ((t71 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t70) | (((t72 <= 0L) | (t72 >= 16L)) & ((t73 <= 0L) | (t73 >= 16L)) & ((t74 <= 0L) | (t74 >= 16L)))) & (((t75 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t76) | ((t76 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t75) | (((t77 <= 0L) | (t77 >= 16L)) & ((t78 <= 0L) | (t78 >= 16L)))) & (((t79 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t80) | ((t80 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t79) | (((t81 <= 0L) | (t81 >= 16L)) & ((t82 <= 0L) | (t82 >= 16L)))) & 1 & 1 & 1) {
            long t83 = t15 & -4L;
            int32x2_t t84 = vdup_n_s32(0);
            int32x2_t t85 = vadd_s32(t84, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t86 = vreinterpret_u32_s32(t85);
            uint32x2_t t87 = vsub_u32(t86, vdup_n_u32(7));
            uint32x2_t t88 = vmin_u32(t86, t87);
            int32x2_t t1 = vreinterpret_s32_u32(t88);
            int32x2_t t89 = vdup_n_s32(0);
            int32x2_t t90 = vadd_s32(t89, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t91 = vreinterpret_u32_s32(t90);
            uint32x2_t t92 = vsub_u32(t91, vdup_n_u32(5));
            uint32x2_t t93 = vmin_u32(t91, t92);
            int32x2_t t2 = vreinterpret_s32_u32(t93);
            int32x2_t t94 = vdup_n_s32(0);
            int32x2_t t95 = vadd_s32(t94, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t96 = vreinterpret_u32_s32(t95);
            uint32x2_t t97 = vsub_u32(t96, vdup_n_u32(3));
            uint32x2_t t98 = vmin_u32(t96, t97);
            int32x2_t t3 = vreinterpret_s32_u32(t98);
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 2, UF 2, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                double *t99 = x + i_vec;
                int32x2_t t100 = vadd_s32(vdup_n_s32(3), t1);
                float64x2_t t101 = vcvtq_f64_s64(vmovl_s32(t100));
                float64x2_t t102 = vdivq_f64(vdupq_n_f64(1.0), t101);
                vst1q_f64(t99, t102);
                double *t103 = y + i_vec;
                int32x2_t t104 = vadd_s32(t2, vdup_n_s32(1));
                int32x2_t t105 = vshl_s32(vdup_n_s32(1), t104);
                float64x2_t t106 = vcvtq_f64_s64(vmovl_s32(t105));
                float64x2_t t107 = vdivq_f64(vdupq_n_f64(1.0), t106);
                float64x2_t t108 = vaddq_f64(t101, t107);
                vst1q_f64(t103, t108);
                float64x2_t x_v = vld1q_f64(t99);
                float64x2_t y_v = vld1q_f64(t103);
                float64x2_t t109 = vmulq_f64(x_v, y_v);
                float64x2_t t110 = vnegq_f64(t109);
                float64x2_t t111 = vcvtq_f64_s64(vmovl_s32(t3));
                float64x2_t t112 = vfmaq_f64(t110, t111, vdupq_n_f64(8.881784197001252e-16));
                vst1q_f64(z + i_vec, t112);
                float64x2_t x_v_1 = vld1q_f64(t99);
                float64x2_t y_v_1 = vld1q_f64(t103);
                float64x2_t t113 = vmulq_f64(x_v_1, y_v_1);
                vst1q_f64(a + i_vec, t113);
                float *t114 = xf + i_vec;
                float32x2_t t115 = vcvt_f32_s32(t100);
                float32x2_t t116 = vdiv_f32(vdup_n_f32(1.0f), t115);
                vst1_f32(t114, t116);
                float *t117 = yf + i_vec;
                float32x2_t t118 = vcvt_f32_s32(t105);
                float32x2_t t119 = vdiv_f32(vdup_n_f32(1.0f), t118);
                float32x2_t t120 = vadd_f32(t115, t119);
                vst1_f32(t117, t120);
                float32x2_t xf_v = vld1_f32(t114);
                float32x2_t yf_v = vld1_f32(t117);
                float32x2_t t121 = vmul_f32(xf_v, yf_v);
                float32x2_t t122 = vcvt_f32_s32(t3);
                float32x2_t t123 = vmul_f32(t122, vdup_n_f32(2.3841858e-7f));
                float32x2_t t124 = vadd_f32(t121, t123);
                vst1_f32(zf + i_vec, t124);
                long t125 = i_vec + 2L;
                double *t126 = x + t125;
                int32x2_t t127 = vadd_s32(t1, vdup_n_s32(2));
                uint32x2_t t128 = vreinterpret_u32_s32(t127);
                uint32x2_t t129 = vsub_u32(t128, vdup_n_u32(7));
                uint32x2_t t130 = vmin_u32(t128, t129);
                int32x2_t t131 = vreinterpret_s32_u32(t130);
                int32x2_t t132 = vadd_s32(vdup_n_s32(3), t131);
                float64x2_t t133 = vcvtq_f64_s64(vmovl_s32(t132));
                float64x2_t t134 = vdivq_f64(vdupq_n_f64(1.0), t133);
                vst1q_f64(t126, t134);
                double *t135 = y + t125;
                int32x2_t t136 = vadd_s32(t2, vdup_n_s32(2));
                uint32x2_t t137 = vreinterpret_u32_s32(t136);
                uint32x2_t t138 = vsub_u32(t137, vdup_n_u32(5));
                uint32x2_t t139 = vmin_u32(t137, t138);
                int32x2_t t140 = vreinterpret_s32_u32(t139);
                int32x2_t t141 = vadd_s32(t140, vdup_n_s32(1));
                int32x2_t t142 = vshl_s32(vdup_n_s32(1), t141);
                float64x2_t t143 = vcvtq_f64_s64(vmovl_s32(t142));
                float64x2_t t144 = vdivq_f64(vdupq_n_f64(1.0), t143);
                float64x2_t t145 = vaddq_f64(t133, t144);
                vst1q_f64(t135, t145);
                float64x2_t x_v_2 = vld1q_f64(t126);
                float64x2_t y_v_2 = vld1q_f64(t135);
                float64x2_t t146 = vmulq_f64(x_v_2, y_v_2);
                float64x2_t t147 = vnegq_f64(t146);
                int32x2_t t148 = vadd_s32(t3, vdup_n_s32(2));
                uint32x2_t t149 = vreinterpret_u32_s32(t148);
                uint32x2_t t150 = vsub_u32(t149, vdup_n_u32(3));
                uint32x2_t t151 = vmin_u32(t149, t150);
                int32x2_t t152 = vreinterpret_s32_u32(t151);
                float64x2_t t153 = vcvtq_f64_s64(vmovl_s32(t152));
                float64x2_t t154 = vfmaq_f64(t147, t153, vdupq_n_f64(8.881784197001252e-16));
                vst1q_f64(z + t125, t154);
                float64x2_t x_v_3 = vld1q_f64(t126);
                float64x2_t y_v_3 = vld1q_f64(t135);
                float64x2_t t155 = vmulq_f64(x_v_3, y_v_3);
                vst1q_f64(a + t125, t155);
                float *t156 = xf + t125;
                float32x2_t t157 = vcvt_f32_s32(t132);
                float32x2_t t158 = vdiv_f32(vdup_n_f32(1.0f), t157);
                vst1_f32(t156, t158);
                float *t159 = yf + t125;
                float32x2_t t160 = vcvt_f32_s32(t142);
                float32x2_t t161 = vdiv_f32(vdup_n_f32(1.0f), t160);
                float32x2_t t162 = vadd_f32(t157, t161);
                vst1_f32(t159, t162);
                float32x2_t xf_v_1 = vld1_f32(t156);
                float32x2_t yf_v_1 = vld1_f32(t159);
                float32x2_t t163 = vmul_f32(xf_v_1, yf_v_1);
                float32x2_t t164 = vcvt_f32_s32(t152);
                float32x2_t t165 = vmul_f32(t164, vdup_n_f32(2.3841858e-7f));
                float32x2_t t166 = vadd_f32(t163, t165);
                vst1_f32(zf + t125, t166);
                i_vec += 4L;
                int32x2_t t167 = vadd_s32(t1, vdup_n_s32(4));
                uint32x2_t t168 = vreinterpret_u32_s32(t167);
                uint32x2_t t169 = vsub_u32(t168, vdup_n_u32(7));
                uint32x2_t t170 = vmin_u32(t168, t169);
                int32x2_t t171 = vreinterpret_s32_u32(t170);
                int32x2_t t172 = vadd_s32(t2, vdup_n_s32(4));
                uint32x2_t t173 = vreinterpret_u32_s32(t172);
                uint32x2_t t174 = vsub_u32(t173, vdup_n_u32(5));
                uint32x2_t t175 = vmin_u32(t173, t174);
                int32x2_t t176 = vreinterpret_s32_u32(t175);
                int32x2_t t177 = vadd_s32(t3, vdup_n_s32(1));
                uint32x2_t t178 = vreinterpret_u32_s32(t177);
                uint32x2_t t179 = vsub_u32(t178, vdup_n_u32(3));
                uint32x2_t t180 = vmin_u32(t178, t179);
                int32x2_t t181 = vreinterpret_s32_u32(t180);
                if (i_vec >= t83) {
                    break;
                }
                t1 = t171;
                t2 = t176;
                t3 = t181;
            }
            t182 = (int)t83;
        } else {
            t182 = 0;
        }
        long t183 = (long)n + (long)t182 * -1L;
        unsigned long t184 = (unsigned long)t8;
        unsigned long t185 = (unsigned long)t9;
        long t186 = (long)((unsigned long)t8 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t182 * 8L)));
        long t187 = (long)((unsigned long)t8 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t182 * 8L)));
        long t188 = (long)((unsigned long)t8 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t182 * 8L)));
        unsigned long t189 = (unsigned long)t8;
        unsigned long t190 = (unsigned long)t10;
        long t191 = (long)((unsigned long)t8 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t182 * 8L)));
        long t192 = (long)((unsigned long)t8 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t182 * 8L)));
        long t193 = (long)((unsigned long)t8 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t182 * 8L)));
        unsigned long t194 = (unsigned long)t8;
        unsigned long t195 = (unsigned long)t11;
        long t196 = (long)((unsigned long)t8 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t182 * 8L)));
        unsigned long t197 = (unsigned long)t8;
        unsigned long t198 = (unsigned long)t12;
        unsigned long t199 = (unsigned long)t8;
        unsigned long t200 = (unsigned long)t13;
        unsigned long t201 = (unsigned long)t8;
        unsigned long t202 = (unsigned long)t14;
        unsigned long t203 = (unsigned long)t9;
        unsigned long t204 = (unsigned long)t10;
        long t205 = (long)((unsigned long)t10 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t182 * 8L)));
        long t206 = (long)((unsigned long)t9 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t182 * 8L)));
        long t207 = (long)((unsigned long)t10 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t182 * 8L)));
        long t208 = (long)((unsigned long)t9 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t182 * 8L)));
        long t209 = (long)((unsigned long)t10 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t182 * 8L)));
        unsigned long t210 = (unsigned long)t9;
        unsigned long t211 = (unsigned long)t11;
        long t212 = (long)((unsigned long)t11 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t182 * 8L)));
        long t213 = (long)((unsigned long)t11 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t182 * 8L)));
        long t214 = (long)((unsigned long)t9 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t182 * 8L)));
        unsigned long t215 = (unsigned long)t9;
        unsigned long t216 = (unsigned long)t12;
        unsigned long t217 = (unsigned long)t9;
        unsigned long t218 = (unsigned long)t13;
        unsigned long t219 = (unsigned long)t9;
        unsigned long t220 = (unsigned long)t14;
        unsigned long t221 = (unsigned long)t10;
        unsigned long t222 = (unsigned long)t11;
        long t223 = (long)((unsigned long)t11 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t182 * 8L)));
        long t224 = (long)((unsigned long)t11 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t182 * 8L)));
        long t225 = (long)((unsigned long)t10 + (unsigned long)((long)t182 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t182 * 8L)));
        unsigned long t226 = (unsigned long)t10;
        unsigned long t227 = (unsigned long)t12;
        unsigned long t228 = (unsigned long)t10;
        unsigned long t229 = (unsigned long)t13;
        unsigned long t230 = (unsigned long)t10;
        unsigned long t231 = (unsigned long)t14;
        unsigned long t232 = (unsigned long)t11;
        unsigned long t233 = (unsigned long)t12;
        unsigned long t234 = (unsigned long)t11;
        unsigned long t235 = (unsigned long)t13;
        unsigned long t236 = (unsigned long)t11;
        unsigned long t237 = (unsigned long)t14;
        unsigned long t238 = (unsigned long)t12;
        unsigned long t239 = (unsigned long)t13;
        long t240 = (long)((unsigned long)t13 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t182 * 4L)));
        long t241 = (long)((unsigned long)t12 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t182 * 4L)));
        long t242 = (long)((unsigned long)t13 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t182 * 4L)));
        unsigned long t243 = (unsigned long)t12;
        unsigned long t244 = (unsigned long)t14;
        long t245 = (long)((unsigned long)t14 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t182 * 4L)));
        long t246 = (long)((unsigned long)t14 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t182 * 4L)));
        unsigned long t247 = (unsigned long)t13;
        unsigned long t248 = (unsigned long)t14;
        long t249 = (long)((unsigned long)t14 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t182 * 4L)));
        long t250 = (long)((unsigned long)t14 + (unsigned long)((long)t182 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t182 * 4L)));
        if ((t183 >= 2L) & (((t184 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t185 + (unsigned long)((long)t182 * 8L))) | ((t185 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t184 + (unsigned long)((long)t182 * 8L))) | (((t186 <= 0L) | (t186 >= 16L)) & ((t187 <= 0L) | (t187 >= 16L)) & ((t188 <= 0L) | (t188 >= 16L)))) & (((t189 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t190 + (unsigned long)((long)t182 * 8L))) | ((t190 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t189 + (unsigned long)((long)t182 * 8L))) | (((t191 <= 0L) | (t191 >= 16L)) & ((t192 <= 0L) | (t192 >= 16L)) & ((t193 <= 0L) | (t193 >= 16L)))) & (((t194 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t195 + (unsigned long)((long)t182 * 8L))) | ((t195 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t194 + (unsigned long)((long)t182 * 8L))) | ((t196 <= 0L) | (t196 >= 16L))) & (((t197 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t198 + (unsigned long)((long)t182 * 4L))) | ((t198 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t182 * 8L)))) & (((t199 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t200 + (unsigned long)((long)t182 * 4L))) | ((t200 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t182 * 8L)))) & (((t201 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t202 + (unsigned long)((long)t182 * 4L))) | ((t202 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t182 * 8L)))) & (((t203 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t204 + (unsigned long)((long)t182 * 8L))) | ((t204 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t203 + (unsigned long)((long)t182 * 8L))) | (((t205 <= 0L) | (t205 >= 16L)) & ((t206 <= 0L) | (t206 >= 16L)) & ((t207 <= 0L) | (t207 >= 16L)) & ((t208 <= 0L) | (t208 >= 16L)) & ((t209 <= 0L) | (t209 >= 16L)))) & (((t210 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t211 + (unsigned long)((long)t182 * 8L))) | ((t211 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t210 + (unsigned long)((long)t182 * 8L))) | (((t212 <= 0L) | (t212 >= 16L)) & ((t213 <= 0L) | (t213 >= 16L)) & ((t214 <= 0L) | (t214 >= 16L)))) & (((t215 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t216 + (unsigned long)((long)t182 * 4L))) | ((t216 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t215 + (unsigned long)((long)t182 * 8L)))) & (((t217 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t218 + (unsigned long)((long)t182 * 4L))) | ((t218 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t217 + (unsigned long)((long)t182 * 8L)))) & (((t219 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t220 + (unsigned long)((long)t182 * 4L))) | ((t220 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t219 + (unsigned long)((long)t182 * 8L)))) & (((t221 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t222 + (unsigned long)((long)t182 * 8L))) | ((t222 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t221 + (unsigned long)((long)t182 * 8L))) | (((t223 <= 0L) | (t223 >= 16L)) & ((t224 <= 0L) | (t224 >= 16L)) & ((t225 <= 0L) | (t225 >= 16L)))) & (((t226 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t227 + (unsigned long)((long)t182 * 4L))) | ((t227 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t226 + (unsigned long)((long)t182 * 8L)))) & (((t228 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t229 + (unsigned long)((long)t182 * 4L))) | ((t229 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t228 + (unsigned long)((long)t182 * 8L)))) & (((t230 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t231 + (unsigned long)((long)t182 * 4L))) | ((t231 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t230 + (unsigned long)((long)t182 * 8L)))) & (((t232 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t233 + (unsigned long)((long)t182 * 4L))) | ((t233 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t232 + (unsigned long)((long)t182 * 8L)))) & (((t234 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t235 + (unsigned long)((long)t182 * 4L))) | ((t235 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t234 + (unsigned long)((long)t182 * 8L)))) & (((t236 + (unsigned long)((long)t182 * 8L + 8L + (t183 - 1L) * 8L)) <= (t237 + (unsigned long)((long)t182 * 4L))) | ((t237 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t236 + (unsigned long)((long)t182 * 8L)))) & (((t238 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t239 + (unsigned long)((long)t182 * 4L))) | ((t239 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t238 + (unsigned long)((long)t182 * 4L))) | (((t240 <= 0L) | (t240 >= 8L)) & ((t241 <= 0L) | (t241 >= 8L)) & ((t242 <= 0L) | (t242 >= 8L)))) & (((t243 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t244 + (unsigned long)((long)t182 * 4L))) | ((t244 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t243 + (unsigned long)((long)t182 * 4L))) | (((t245 <= 0L) | (t245 >= 8L)) & ((t246 <= 0L) | (t246 >= 8L)))) & (((t247 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t248 + (unsigned long)((long)t182 * 4L))) | ((t248 + (unsigned long)((long)t182 * 4L + 4L + (t183 - 1L) * 4L)) <= (t247 + (unsigned long)((long)t182 * 4L))) | (((t249 <= 0L) | (t249 >= 8L)) & ((t250 <= 0L) | (t250 >= 8L)))) & (t182 >= 0) & (t182 >= 0) & (t182 >= 0)) {
            long t251 = t183 & -2L;
            int32x2_t t252 = vdup_n_s32(t182 % 7);
            int32x2_t t253 = vadd_s32(t252, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t254 = vreinterpret_u32_s32(t253);
            uint32x2_t t255 = vsub_u32(t254, vdup_n_u32(7));
            uint32x2_t t256 = vmin_u32(t254, t255);
            int32x2_t t4 = vreinterpret_s32_u32(t256);
            int32x2_t t257 = vdup_n_s32(t182 % 5);
            int32x2_t t258 = vadd_s32(t257, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t259 = vreinterpret_u32_s32(t258);
            uint32x2_t t260 = vsub_u32(t259, vdup_n_u32(5));
            uint32x2_t t261 = vmin_u32(t259, t260);
            int32x2_t t5 = vreinterpret_s32_u32(t261);
            int32x2_t t262 = vdup_n_s32(t182 % 3);
            int32x2_t t263 = vadd_s32(t262, ((int32x2_t)(vcc_v2_int){0, 1}));
            uint32x2_t t264 = vreinterpret_u32_s32(t263);
            uint32x2_t t265 = vsub_u32(t264, vdup_n_u32(3));
            uint32x2_t t266 = vmin_u32(t264, t265);
            int32x2_t t6 = vreinterpret_s32_u32(t266);
            long i_vec_1 = 0L;
            /* vcc: loop at fp_contract.c:31 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t267 = (long)t182 + i_vec_1;
                double *t268 = x + t267;
                int32x2_t t269 = vadd_s32(vdup_n_s32(3), t4);
                float64x2_t t270 = vcvtq_f64_s64(vmovl_s32(t269));
                float64x2_t t271 = vdivq_f64(vdupq_n_f64(1.0), t270);
                vst1q_f64(t268, t271);
                double *t272 = y + t267;
                int32x2_t t273 = vadd_s32(t5, vdup_n_s32(1));
                int32x2_t t274 = vshl_s32(vdup_n_s32(1), t273);
                float64x2_t t275 = vcvtq_f64_s64(vmovl_s32(t274));
                float64x2_t t276 = vdivq_f64(vdupq_n_f64(1.0), t275);
                float64x2_t t277 = vaddq_f64(t270, t276);
                vst1q_f64(t272, t277);
                float64x2_t x_v_4 = vld1q_f64(t268);
                float64x2_t y_v_4 = vld1q_f64(t272);
                float64x2_t t278 = vmulq_f64(x_v_4, y_v_4);
                float64x2_t t279 = vnegq_f64(t278);
                float64x2_t t280 = vcvtq_f64_s64(vmovl_s32(t6));
                float64x2_t t281 = vfmaq_f64(t279, t280, vdupq_n_f64(8.881784197001252e-16));
                vst1q_f64(z + t267, t281);
                float64x2_t x_v_5 = vld1q_f64(t268);
                float64x2_t y_v_5 = vld1q_f64(t272);
                float64x2_t t282 = vmulq_f64(x_v_5, y_v_5);
                vst1q_f64(a + t267, t282);
                float *t283 = xf + t267;
                float32x2_t t284 = vcvt_f32_s32(t269);
                float32x2_t t285 = vdiv_f32(vdup_n_f32(1.0f), t284);
                vst1_f32(t283, t285);
                float *t286 = yf + t267;
                float32x2_t t287 = vcvt_f32_s32(t274);
                float32x2_t t288 = vdiv_f32(vdup_n_f32(1.0f), t287);
                float32x2_t t289 = vadd_f32(t284, t288);
                vst1_f32(t286, t289);
                float32x2_t xf_v_2 = vld1_f32(t283);
                float32x2_t yf_v_2 = vld1_f32(t286);
                float32x2_t t290 = vmul_f32(xf_v_2, yf_v_2);
                float32x2_t t291 = vcvt_f32_s32(t6);
                float32x2_t t292 = vmul_f32(t291, vdup_n_f32(2.3841858e-7f));
                float32x2_t t293 = vadd_f32(t290, t292);
                vst1_f32(zf + t267, t293);
                i_vec_1 += 2L;
                int32x2_t t294 = vadd_s32(t4, vdup_n_s32(2));
                uint32x2_t t295 = vreinterpret_u32_s32(t294);
                uint32x2_t t296 = vsub_u32(t295, vdup_n_u32(7));
                uint32x2_t t297 = vmin_u32(t295, t296);
                int32x2_t t298 = vreinterpret_s32_u32(t297);
                int32x2_t t299 = vadd_s32(t5, vdup_n_s32(2));
                uint32x2_t t300 = vreinterpret_u32_s32(t299);
                uint32x2_t t301 = vsub_u32(t300, vdup_n_u32(5));
                uint32x2_t t302 = vmin_u32(t300, t301);
                int32x2_t t303 = vreinterpret_s32_u32(t302);
                int32x2_t t304 = vadd_s32(t6, vdup_n_s32(2));
                uint32x2_t t305 = vreinterpret_u32_s32(t304);
                uint32x2_t t306 = vsub_u32(t305, vdup_n_u32(3));
                uint32x2_t t307 = vmin_u32(t305, t306);
                int32x2_t t308 = vreinterpret_s32_u32(t307);
                if (i_vec_1 >= t251) {
                    break;
                }
                t4 = t298;
                t5 = t303;
                t6 = t308;
            }
            i = (int)((long)t182 + t251);
        } else {
            i = t182;
        }
        for (; i < n; i++) {
            long t309 = (long)i;
            double *t310 = x + t309;
            int t311 = 3 + i % 7;
            double t312 = (double)t311;
            *t310 = 1.0 / t312;
            double *t313 = y + t309;
            int t314 = 1 << (i % 5 + 1);
            *t313 = t312 + 1.0 / (double)t314;
            int t315 = i % 3;
            z[t309] = -(*t310 * *t313) + (double)t315 * 8.881784197001252e-16;
            a[t309] = *t310 * *t313;
            float *t316 = xf + t309;
            float t317 = (float)t311;
            *t316 = 1.0f / t317;
            float *t318 = yf + t309;
            *t318 = t317 + 1.0f / (float)t314;
            zf[t309] = *t316 * *t318 + (float)t315 * 2.3841858e-7f;
        }
        const double *t319 = y;
        const double *t320 = x;
        madd_f64(n, m, t320, t319, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t320, t319);
        unsigned long t321 = (unsigned long)n;
        unsigned long t322 = t321 * 8UL;
        unsigned long t323 = hash_bytes((const void *)a, t322);
        unsigned long t324 = hash_bytes((const void *)af, t321 * 4UL);
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)hash_bytes((const void *)m, t322), (unsigned long long)t324, (unsigned long long)t323);
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
