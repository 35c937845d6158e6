/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=14 avx2=14 sse4.2=14 sse2=14 neon=13 */
/* The masked remainder (`loopvec/tail.rs`): on avx512 the last iterations, fewer than VF, run
 * as one vector iteration under the mask lane < remaining where the cost model says it pays
 * (k-masked loads and stores); on avx2 and generic they stay scalar where masked accesses cost
 * more. Every array ends exactly at a PROT_NONE page (`guarded`): a vector access to the element
 * after the last one the scalar loop touches segfaults, for loads and stores alike. */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Masked remainder on avx512: float, `a` broadcast. */
void saxpy_f32(int n, float a, const float *restrict x, float *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        float32x4_t a_v = vdupq_n_f32(a);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
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
        /* vcc: loop at masked_tail.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
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

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t k_v = vdupq_n_s32(k);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t3 = y + i_vec;
            int32x4_t x_v = vld1q_s32(x + i_vec);
            int32x4_t t4 = veorq_s32(x_v, k_v);
            int32x4_t t5 = vmulq_s32(t4, vdupq_n_s32(3));
            int32x4_t y_v = vld1q_s32(t3);
            int32x4_t t6 = vaddq_s32(t5, y_v);
            int32x4_t t7 = vsubq_s32(t6, x_v);
            vst1q_s32(t3, t7);
            long t8 = i_vec + 4L;
            int *t9 = y + t8;
            int32x4_t x_v_1 = vld1q_s32(x + t8);
            int32x4_t t10 = veorq_s32(x_v_1, k_v);
            int32x4_t t11 = vmulq_s32(t10, vdupq_n_s32(3));
            int32x4_t y_v_1 = vld1q_s32(t9);
            int32x4_t t12 = vaddq_s32(t11, y_v_1);
            int32x4_t t13 = vsubq_s32(t12, x_v_1);
            vst1q_s32(t9, t13);
            long t14 = i_vec + 8L;
            int *t15 = y + t14;
            int32x4_t x_v_2 = vld1q_s32(x + t14);
            int32x4_t t16 = veorq_s32(x_v_2, k_v);
            int32x4_t t17 = vmulq_s32(t16, vdupq_n_s32(3));
            int32x4_t y_v_2 = vld1q_s32(t15);
            int32x4_t t18 = vaddq_s32(t17, y_v_2);
            int32x4_t t19 = vsubq_s32(t18, x_v_2);
            vst1q_s32(t15, t19);
            long t20 = i_vec + 12L;
            int *t21 = y + t20;
            int32x4_t x_v_3 = vld1q_s32(x + t20);
            int32x4_t t22 = veorq_s32(x_v_3, k_v);
            int32x4_t t23 = vmulq_s32(t22, vdupq_n_s32(3));
            int32x4_t y_v_3 = vld1q_s32(t21);
            int32x4_t t24 = vaddq_s32(t23, y_v_3);
            int32x4_t t25 = vsubq_s32(t24, x_v_3);
            vst1q_s32(t21, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        int32x4_t k_v_1 = vdupq_n_s32(k);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            int *t30 = y + t29;
            int32x4_t x_v_4 = vld1q_s32(x + t29);
            int32x4_t t31 = veorq_s32(x_v_4, k_v_1);
            int32x4_t t32 = vmulq_s32(t31, vdupq_n_s32(3));
            int32x4_t y_v_4 = vld1q_s32(t30);
            int32x4_t t33 = vaddq_s32(t32, y_v_4);
            int32x4_t t34 = vsubq_s32(t33, x_v_4);
            vst1q_s32(t30, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        int *t36 = y + t35;
        int t37 = x[t35];
        *t36 = (t37 ^ k) * 3 + *t36 - t37;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    int t42;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:25 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            double *t3 = y + i_vec;
            float64x2_t x_v = vld1q_f64(x + i_vec);
            float64x2_t z_v = vld1q_f64(z + i_vec);
            float64x2_t t4 = vmulq_f64(x_v, z_v);
            float64x2_t t5 = vaddq_f64(t4, vdupq_n_f64(1.5));
            float64x2_t t6 = vsubq_f64(x_v, z_v);
            float64x2_t t7 = vmulq_f64(t5, t6);
            float64x2_t y_v = vld1q_f64(t3);
            float64x2_t t8 = vmulq_f64(y_v, vdupq_n_f64(0.25));
            float64x2_t t9 = vaddq_f64(t7, t8);
            float64x2_t t10 = vmulq_f64(z_v, vdupq_n_f64(0.125));
            float64x2_t t11 = vsubq_f64(t9, t10);
            vst1q_f64(t3, t11);
            long t12 = i_vec + 2L;
            double *t13 = y + t12;
            float64x2_t x_v_1 = vld1q_f64(x + t12);
            float64x2_t z_v_1 = vld1q_f64(z + t12);
            float64x2_t t14 = vmulq_f64(x_v_1, z_v_1);
            float64x2_t t15 = vaddq_f64(t14, vdupq_n_f64(1.5));
            float64x2_t t16 = vsubq_f64(x_v_1, z_v_1);
            float64x2_t t17 = vmulq_f64(t15, t16);
            float64x2_t y_v_1 = vld1q_f64(t13);
            float64x2_t t18 = vmulq_f64(y_v_1, vdupq_n_f64(0.25));
            float64x2_t t19 = vaddq_f64(t17, t18);
            float64x2_t t20 = vmulq_f64(z_v_1, vdupq_n_f64(0.125));
            float64x2_t t21 = vsubq_f64(t19, t20);
            vst1q_f64(t13, t21);
            long t22 = i_vec + 4L;
            double *t23 = y + t22;
            float64x2_t x_v_2 = vld1q_f64(x + t22);
            float64x2_t z_v_2 = vld1q_f64(z + t22);
            float64x2_t t24 = vmulq_f64(x_v_2, z_v_2);
            float64x2_t t25 = vaddq_f64(t24, vdupq_n_f64(1.5));
            float64x2_t t26 = vsubq_f64(x_v_2, z_v_2);
            float64x2_t t27 = vmulq_f64(t25, t26);
            float64x2_t y_v_2 = vld1q_f64(t23);
            float64x2_t t28 = vmulq_f64(y_v_2, vdupq_n_f64(0.25));
            float64x2_t t29 = vaddq_f64(t27, t28);
            float64x2_t t30 = vmulq_f64(z_v_2, vdupq_n_f64(0.125));
            float64x2_t t31 = vsubq_f64(t29, t30);
            vst1q_f64(t23, t31);
            long t32 = i_vec + 6L;
            double *t33 = y + t32;
            float64x2_t x_v_3 = vld1q_f64(x + t32);
            float64x2_t z_v_3 = vld1q_f64(z + t32);
            float64x2_t t34 = vmulq_f64(x_v_3, z_v_3);
            float64x2_t t35 = vaddq_f64(t34, vdupq_n_f64(1.5));
            float64x2_t t36 = vsubq_f64(x_v_3, z_v_3);
            float64x2_t t37 = vmulq_f64(t35, t36);
            float64x2_t y_v_3 = vld1q_f64(t33);
            float64x2_t t38 = vmulq_f64(y_v_3, vdupq_n_f64(0.25));
            float64x2_t t39 = vaddq_f64(t37, t38);
            float64x2_t t40 = vmulq_f64(z_v_3, vdupq_n_f64(0.125));
            float64x2_t t41 = vsubq_f64(t39, t40);
            vst1q_f64(t33, t41);
            i_vec += 8L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 2L) {
        long t44 = t43 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:25 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            double *t46 = y + t45;
            float64x2_t x_v_4 = vld1q_f64(x + t45);
            float64x2_t z_v_4 = vld1q_f64(z + t45);
            float64x2_t t47 = vmulq_f64(x_v_4, z_v_4);
            float64x2_t t48 = vaddq_f64(t47, vdupq_n_f64(1.5));
            float64x2_t t49 = vsubq_f64(x_v_4, z_v_4);
            float64x2_t t50 = vmulq_f64(t48, t49);
            float64x2_t y_v_4 = vld1q_f64(t46);
            float64x2_t t51 = vmulq_f64(y_v_4, vdupq_n_f64(0.25));
            float64x2_t t52 = vaddq_f64(t50, t51);
            float64x2_t t53 = vmulq_f64(z_v_4, vdupq_n_f64(0.125));
            float64x2_t t54 = vsubq_f64(t52, t53);
            vst1q_f64(t46, t54);
            i_vec_1 += 2L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t55 = (long)i;
        double *t56 = y + t55;
        double t57 = x[t55];
        double t58 = z[t55];
        *t56 = (t57 * t58 + 1.5) * (t57 - t58) + *t56 * 0.25 - t58 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    int t34;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:31 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long long *t3 = y + i_vec;
            int64x2_t x_v = vld1q_s64((const int64_t *)(x + i_vec));
            int64x2_t t4 = (int64x2_t)((vcc_v2_llong)x_v * (vcc_v2_llong)vdupq_n_s64(7LL));
            int64x2_t y_v = vld1q_s64((const int64_t *)t3);
            int64x2_t t5 = (int64x2_t)((vcc_v2_llong)y_v * (vcc_v2_llong)vdupq_n_s64(3LL));
            int64x2_t t6 = vaddq_s64(t4, t5);
            int64x2_t t7 = (int64x2_t)((vcc_v2_llong)y_v * (vcc_v2_llong)vdupq_n_s64(5LL));
            int64x2_t t8 = vsubq_s64(x_v, t7);
            int64x2_t t9 = veorq_s64(t6, t8);
            vst1q_s64((int64_t *)t3, t9);
            long t10 = i_vec + 2L;
            long long *t11 = y + t10;
            int64x2_t x_v_1 = vld1q_s64((const int64_t *)(x + t10));
            int64x2_t t12 = (int64x2_t)((vcc_v2_llong)x_v_1 * (vcc_v2_llong)vdupq_n_s64(7LL));
            int64x2_t y_v_1 = vld1q_s64((const int64_t *)t11);
            int64x2_t t13 = (int64x2_t)((vcc_v2_llong)y_v_1 * (vcc_v2_llong)vdupq_n_s64(3LL));
            int64x2_t t14 = vaddq_s64(t12, t13);
            int64x2_t t15 = (int64x2_t)((vcc_v2_llong)y_v_1 * (vcc_v2_llong)vdupq_n_s64(5LL));
            int64x2_t t16 = vsubq_s64(x_v_1, t15);
            int64x2_t t17 = veorq_s64(t14, t16);
            vst1q_s64((int64_t *)t11, t17);
            long t18 = i_vec + 4L;
            long long *t19 = y + t18;
            int64x2_t x_v_2 = vld1q_s64((const int64_t *)(x + t18));
            int64x2_t t20 = (int64x2_t)((vcc_v2_llong)x_v_2 * (vcc_v2_llong)vdupq_n_s64(7LL));
            int64x2_t y_v_2 = vld1q_s64((const int64_t *)t19);
            int64x2_t t21 = (int64x2_t)((vcc_v2_llong)y_v_2 * (vcc_v2_llong)vdupq_n_s64(3LL));
            int64x2_t t22 = vaddq_s64(t20, t21);
            int64x2_t t23 = (int64x2_t)((vcc_v2_llong)y_v_2 * (vcc_v2_llong)vdupq_n_s64(5LL));
            int64x2_t t24 = vsubq_s64(x_v_2, t23);
            int64x2_t t25 = veorq_s64(t22, t24);
            vst1q_s64((int64_t *)t19, t25);
            long t26 = i_vec + 6L;
            long long *t27 = y + t26;
            int64x2_t x_v_3 = vld1q_s64((const int64_t *)(x + t26));
            int64x2_t t28 = (int64x2_t)((vcc_v2_llong)x_v_3 * (vcc_v2_llong)vdupq_n_s64(7LL));
            int64x2_t y_v_3 = vld1q_s64((const int64_t *)t27);
            int64x2_t t29 = (int64x2_t)((vcc_v2_llong)y_v_3 * (vcc_v2_llong)vdupq_n_s64(3LL));
            int64x2_t t30 = vaddq_s64(t28, t29);
            int64x2_t t31 = (int64x2_t)((vcc_v2_llong)y_v_3 * (vcc_v2_llong)vdupq_n_s64(5LL));
            int64x2_t t32 = vsubq_s64(x_v_3, t31);
            int64x2_t t33 = veorq_s64(t30, t32);
            vst1q_s64((int64_t *)t27, t33);
            i_vec += 8L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 2L) {
        long t36 = t35 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:31 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            long long *t38 = y + t37;
            int64x2_t x_v_4 = vld1q_s64((const int64_t *)(x + t37));
            int64x2_t t39 = (int64x2_t)((vcc_v2_llong)x_v_4 * (vcc_v2_llong)vdupq_n_s64(7LL));
            int64x2_t y_v_4 = vld1q_s64((const int64_t *)t38);
            int64x2_t t40 = (int64x2_t)((vcc_v2_llong)y_v_4 * (vcc_v2_llong)vdupq_n_s64(3LL));
            int64x2_t t41 = vaddq_s64(t39, t40);
            int64x2_t t42 = (int64x2_t)((vcc_v2_llong)y_v_4 * (vcc_v2_llong)vdupq_n_s64(5LL));
            int64x2_t t43 = vsubq_s64(x_v_4, t42);
            int64x2_t t44 = veorq_s64(t41, t43);
            vst1q_s64((int64_t *)t38, t44);
            i_vec_1 += 2L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        long long *t46 = y + t45;
        long long t47 = x[t45];
        long long t48 = *t46;
        *t46 = (t47 * 7LL + t48 * 3LL) ^ (t47 - t48 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
int dot_i32(int n, const int *x, const int *y) {
    int s;
    int t33;
    int t34;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at masked_tail.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v = vld1q_s32(x + i_vec);
            int32x4_t t3 = vandq_s32(x_v, vdupq_n_s32(1023));
            int32x4_t y_v = vld1q_s32(y + i_vec);
            int32x4_t t4 = vandq_s32(y_v, vdupq_n_s32(1023));
            int32x4_t t5 = vmulq_s32(t3, t4);
            int32x4_t t6 = veorq_s32(x_v, vdupq_n_s32(5));
            int32x4_t t7 = vaddq_s32(t5, t6);
            uint32x4_t t8 = vreinterpretq_u32_s32(t7);
            s_v = vaddq_u32(s_v, t8);
            long t9 = i_vec + 4L;
            int32x4_t x_v_1 = vld1q_s32(x + t9);
            int32x4_t t10 = vandq_s32(x_v_1, vdupq_n_s32(1023));
            int32x4_t y_v_1 = vld1q_s32(y + t9);
            int32x4_t t11 = vandq_s32(y_v_1, vdupq_n_s32(1023));
            int32x4_t t12 = vmulq_s32(t10, t11);
            int32x4_t t13 = veorq_s32(x_v_1, vdupq_n_s32(5));
            int32x4_t t14 = vaddq_s32(t12, t13);
            uint32x4_t t15 = vreinterpretq_u32_s32(t14);
            s_v_1 = vaddq_u32(s_v_1, t15);
            long t16 = i_vec + 8L;
            int32x4_t x_v_2 = vld1q_s32(x + t16);
            int32x4_t t17 = vandq_s32(x_v_2, vdupq_n_s32(1023));
            int32x4_t y_v_2 = vld1q_s32(y + t16);
            int32x4_t t18 = vandq_s32(y_v_2, vdupq_n_s32(1023));
            int32x4_t t19 = vmulq_s32(t17, t18);
            int32x4_t t20 = veorq_s32(x_v_2, vdupq_n_s32(5));
            int32x4_t t21 = vaddq_s32(t19, t20);
            uint32x4_t t22 = vreinterpretq_u32_s32(t21);
            s_v_2 = vaddq_u32(s_v_2, t22);
            long t23 = i_vec + 12L;
            int32x4_t x_v_3 = vld1q_s32(x + t23);
            int32x4_t t24 = vandq_s32(x_v_3, vdupq_n_s32(1023));
            int32x4_t y_v_3 = vld1q_s32(y + t23);
            int32x4_t t25 = vandq_s32(y_v_3, vdupq_n_s32(1023));
            int32x4_t t26 = vmulq_s32(t24, t25);
            int32x4_t t27 = veorq_s32(x_v_3, vdupq_n_s32(5));
            int32x4_t t28 = vaddq_s32(t26, t27);
            uint32x4_t t29 = vreinterpretq_u32_s32(t28);
            s_v_3 = vaddq_u32(s_v_3, t29);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t30 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t31 = vaddq_u32(t30, s_v_2);
        uint32x4_t t32 = vaddq_u32(t31, s_v_3);
        t33 = (int)t2;
        t34 = (int)vaddvq_u32(t32);
    } else {
        t33 = 0;
        t34 = 0;
    }
    long t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 4L) {
        long t36 = t35 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at masked_tail.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t37 = (long)t33 + i_vec_1;
            int32x4_t x_v_4 = vld1q_s32(x + t37);
            int32x4_t t38 = vandq_s32(x_v_4, vdupq_n_s32(1023));
            int32x4_t y_v_4 = vld1q_s32(y + t37);
            int32x4_t t39 = vandq_s32(y_v_4, vdupq_n_s32(1023));
            int32x4_t t40 = vmulq_s32(t38, t39);
            int32x4_t t41 = veorq_s32(x_v_4, vdupq_n_s32(5));
            int32x4_t t42 = vaddq_s32(t40, t41);
            uint32x4_t t43 = vreinterpretq_u32_s32(t42);
            s_v_4 = vaddq_u32(s_v_4, t43);
            i_vec_1 += 4L;
        } while (i_vec_1 < t36);
        i = (int)((long)t33 + t36);
        s = (int)((unsigned int)t34 + vaddvq_u32(s_v_4));
    } else {
        i = t33;
        s = t34;
    }
    for (; i < n; i++) {
        long t44 = (long)i;
        int t45 = x[t44];
        s += (t45 & 1023) * (y[t44] & 1023) + (t45 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
int max_i32(int n, const int *x) {
    int m;
    int t14;
    int t15;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t m_v = vdupq_n_s32(-2000000000);
        long i_vec = 0L;
        int32x4_t m_v_1 = m_v;
        int32x4_t m_v_2 = m_v;
        int32x4_t m_v_3 = m_v;
        /* vcc: loop at masked_tail.c:46 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v = vld1q_s32(x + i_vec);
            int32x4_t t3 = vmulq_s32(x_v, vdupq_n_s32(3));
            int32x4_t t4 = veorq_s32(x_v, vdupq_n_s32(12345));
            int32x4_t v_v = vsubq_s32(t3, t4);
            m_v = vmaxq_s32(v_v, m_v);
            int32x4_t x_v_1 = vld1q_s32(x + (i_vec + 4L));
            int32x4_t t5 = vmulq_s32(x_v_1, vdupq_n_s32(3));
            int32x4_t t6 = veorq_s32(x_v_1, vdupq_n_s32(12345));
            int32x4_t v_v_1 = vsubq_s32(t5, t6);
            m_v_1 = vmaxq_s32(v_v_1, m_v_1);
            int32x4_t x_v_2 = vld1q_s32(x + (i_vec + 8L));
            int32x4_t t7 = vmulq_s32(x_v_2, vdupq_n_s32(3));
            int32x4_t t8 = veorq_s32(x_v_2, vdupq_n_s32(12345));
            int32x4_t v_v_2 = vsubq_s32(t7, t8);
            m_v_2 = vmaxq_s32(v_v_2, m_v_2);
            int32x4_t x_v_3 = vld1q_s32(x + (i_vec + 12L));
            int32x4_t t9 = vmulq_s32(x_v_3, vdupq_n_s32(3));
            int32x4_t t10 = veorq_s32(x_v_3, vdupq_n_s32(12345));
            int32x4_t v_v_3 = vsubq_s32(t9, t10);
            m_v_3 = vmaxq_s32(v_v_3, m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t11 = vmaxq_s32(m_v, m_v_1);
        int32x4_t t12 = vmaxq_s32(t11, m_v_2);
        int32x4_t t13 = vmaxq_s32(t12, m_v_3);
        t14 = (int)t2;
        t15 = vmaxvq_s32(t13);
    } else {
        t14 = 0;
        t15 = -2000000000;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        int32x4_t m_v_4 = vdupq_n_s32(t15);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:46 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t x_v_4 = vld1q_s32(x + ((long)t14 + i_vec_1));
            int32x4_t t18 = vmulq_s32(x_v_4, vdupq_n_s32(3));
            int32x4_t t19 = veorq_s32(x_v_4, vdupq_n_s32(12345));
            int32x4_t v_v_4 = vsubq_s32(t18, t19);
            m_v_4 = vmaxq_s32(v_v_4, m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        m_1 = vmaxvq_s32(m_v_4);
    } else {
        i = t14;
        m_1 = t15;
    }
    for (; i < n; i++, m_1 = m) {
        int t20 = x[i];
        m = t20 * 3 - (t20 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        float32x4_t t_v = vdupq_n_f32(t);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:55 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t x_v = vld1q_f32(x + i_vec);
            uint32x4_t t3 = vcgtq_f32(x_v, t_v);
            float32x4_t t4 = vsubq_f32(x_v, t_v);
            float32x4_t t5 = vmulq_f32(t4, vdupq_n_f32(2.0f));
            do { uint32x4_t vcc_nm = t3; float32x4_t vcc_nv = t5; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)y + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t6 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t6);
            uint32x4_t t7 = vcgtq_f32(x_v_1, t_v);
            float32x4_t t8 = vsubq_f32(x_v_1, t_v);
            float32x4_t t9 = vmulq_f32(t8, vdupq_n_f32(2.0f));
            do { uint32x4_t vcc_nm = t7; float32x4_t vcc_nv = t9; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)y + (unsigned long)t6 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t10 = i_vec + 8L;
            float32x4_t x_v_2 = vld1q_f32(x + t10);
            uint32x4_t t11 = vcgtq_f32(x_v_2, t_v);
            float32x4_t t12 = vsubq_f32(x_v_2, t_v);
            float32x4_t t13 = vmulq_f32(t12, vdupq_n_f32(2.0f));
            do { uint32x4_t vcc_nm = t11; float32x4_t vcc_nv = t13; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)y + (unsigned long)t10 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t14 = i_vec + 12L;
            float32x4_t x_v_3 = vld1q_f32(x + t14);
            uint32x4_t t15 = vcgtq_f32(x_v_3, t_v);
            float32x4_t t16 = vsubq_f32(x_v_3, t_v);
            float32x4_t t17 = vmulq_f32(t16, vdupq_n_f32(2.0f));
            do { uint32x4_t vcc_nm = t15; float32x4_t vcc_nv = t17; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)y + (unsigned long)t14 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        float32x4_t t_v_1 = vdupq_n_f32(t);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:55 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float32x4_t x_v_4 = vld1q_f32(x + t21);
            uint32x4_t t22 = vcgtq_f32(x_v_4, t_v_1);
            float32x4_t t23 = vsubq_f32(x_v_4, t_v_1);
            float32x4_t t24 = vmulq_f32(t23, vdupq_n_f32(2.0f));
            do { uint32x4_t vcc_nm = t22; float32x4_t vcc_nv = t24; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)y + (unsigned long)t21 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t26 = x[t25];
        if (t26 > t) {
            y[t25] = (t26 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:62 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            int32x4_t idx_v = vld1q_s32(idx + i_vec);
            int32x4_t idx_v_1 = vld1q_s32(idx + t3);
            int32x4_t idx_v_2 = vld1q_s32(idx + t4);
            int32x4_t idx_v_3 = vld1q_s32(idx + t5);
            float32x4_t table_v = ({ int32x4_t vcc_ni = idx_v; const float32_t *vcc_np = (const float32_t *)(table); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t table_v_1 = ({ int32x4_t vcc_ni = idx_v_1; const float32_t *vcc_np = (const float32_t *)(table); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t table_v_2 = ({ int32x4_t vcc_ni = idx_v_2; const float32_t *vcc_np = (const float32_t *)(table); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t table_v_3 = ({ int32x4_t vcc_ni = idx_v_3; const float32_t *vcc_np = (const float32_t *)(table); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t6 = vaddq_f32(table_v, vdupq_n_f32(1.0f));
            vst1q_f32(y + i_vec, t6);
            float32x4_t t7 = vaddq_f32(table_v_1, vdupq_n_f32(1.0f));
            vst1q_f32(y + t3, t7);
            float32x4_t t8 = vaddq_f32(table_v_2, vdupq_n_f32(1.0f));
            vst1q_f32(y + t4, t8);
            float32x4_t t9 = vaddq_f32(table_v_3, vdupq_n_f32(1.0f));
            vst1q_f32(y + t5, t9);
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
        /* vcc: loop at masked_tail.c:62 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t idx_v_4 = vld1q_s32(idx + t13);
            float32x4_t table_v_4 = ({ int32x4_t vcc_ni = idx_v_4; const float32_t *vcc_np = (const float32_t *)(table); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t14 = vaddq_f32(table_v_4, vdupq_n_f32(1.0f));
            vst1q_f32(y + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        y[t15] = table[idx[t15]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] = x[i] / d[i] + x[i] * 5;
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
void pairs_f32(int n, const float *restrict x, float *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:74 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t3 = x + 2 * (int)i_vec;
            float32x4_t x_v = vld2q_f32(t3).val[0];
            float32x4_t x_v_1 = vld2q_f32(t3).val[1];
            float32x4_t t4 = vmulq_f32(x_v, vdupq_n_f32(3.0f));
            float32x4_t t5 = vaddq_f32(t4, x_v_1);
            vst1q_f32(y + i_vec, t5);
            long t6 = i_vec + 4L;
            const float *t7 = x + 2 * (int)t6;
            float32x4_t x_v_2 = vld2q_f32(t7).val[0];
            float32x4_t x_v_3 = vld2q_f32(t7).val[1];
            float32x4_t t8 = vmulq_f32(x_v_2, vdupq_n_f32(3.0f));
            float32x4_t t9 = vaddq_f32(t8, x_v_3);
            vst1q_f32(y + t6, t9);
            long t10 = i_vec + 8L;
            const float *t11 = x + 2 * (int)t10;
            float32x4_t x_v_4 = vld2q_f32(t11).val[0];
            float32x4_t x_v_5 = vld2q_f32(t11).val[1];
            float32x4_t t12 = vmulq_f32(x_v_4, vdupq_n_f32(3.0f));
            float32x4_t t13 = vaddq_f32(t12, x_v_5);
            vst1q_f32(y + t10, t13);
            long t14 = i_vec + 12L;
            const float *t15 = x + 2 * (int)t14;
            float32x4_t x_v_6 = vld2q_f32(t15).val[0];
            float32x4_t x_v_7 = vld2q_f32(t15).val[1];
            float32x4_t t16 = vmulq_f32(x_v_6, vdupq_n_f32(3.0f));
            float32x4_t t17 = vaddq_f32(t16, x_v_7);
            vst1q_f32(y + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:74 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            const float *t22 = x + 2 * (int)t21;
            float32x4_t x_v_8 = vld2q_f32(t22).val[0];
            float32x4_t x_v_9 = vld2q_f32(t22).val[1];
            float32x4_t t23 = vmulq_f32(x_v_8, vdupq_n_f32(3.0f));
            float32x4_t t24 = vaddq_f32(t23, x_v_9);
            vst1q_f32(y + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        int t25 = 2 * i;
        y[i] = x[t25] * 3.0f + x[t25 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
float last_f32(int n, const float *restrict x, float *restrict y) {
    float last;
    float32x4_t last_v_3;
    int t10;
    float t11;
    float32x4_t last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:81 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t last_v = vmulq_f32(x_v, vdupq_n_f32(2.0f));
            float32x4_t t3 = vaddq_f32(last_v, vdupq_n_f32(1.0f));
            vst1q_f32(y + i_vec, t3);
            long t4 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t4);
            float32x4_t last_v_1 = vmulq_f32(x_v_1, vdupq_n_f32(2.0f));
            float32x4_t t5 = vaddq_f32(last_v_1, vdupq_n_f32(1.0f));
            vst1q_f32(y + t4, t5);
            long t6 = i_vec + 8L;
            float32x4_t x_v_2 = vld1q_f32(x + t6);
            float32x4_t last_v_2 = vmulq_f32(x_v_2, vdupq_n_f32(2.0f));
            float32x4_t t7 = vaddq_f32(last_v_2, vdupq_n_f32(1.0f));
            vst1q_f32(y + t6, t7);
            long t8 = i_vec + 12L;
            float32x4_t x_v_3 = vld1q_f32(x + t8);
            last_v_3 = vmulq_f32(x_v_3, vdupq_n_f32(2.0f));
            float32x4_t t9 = vaddq_f32(last_v_3, vdupq_n_f32(1.0f));
            vst1q_f32(y + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
        t11 = vgetq_lane_f32(last_v_3, 3);
    } else {
        t10 = 0;
        t11 = 0.0f;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:81 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            float32x4_t x_v_4 = vld1q_f32(x + t14);
            last_v_4 = vmulq_f32(x_v_4, vdupq_n_f32(2.0f));
            float32x4_t t15 = vaddq_f32(last_v_4, vdupq_n_f32(1.0f));
            vst1q_f32(y + t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        last = vgetq_lane_f32(last_v_4, 3);
    } else {
        i = t10;
        last = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        last = x[t16] * 2.0f;
        y[t16] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    int last;
    uint32x4_t last_v_3;
    int t19;
    int t20;
    uint32x4_t last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:91 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v = vld1q_s32(x + i_vec);
            uint32x4_t last_v = vcgtq_s32(x_v, vdupq_n_s32(3));
            int32x4_t t3 = vmulq_s32(x_v, vdupq_n_s32(3));
            int32x4_t t4 = vreinterpretq_s32_u32(last_v);
            int32x4_t t5 = vsubq_s32(t3, t4);
            vst1q_s32(y + i_vec, t5);
            long t6 = i_vec + 4L;
            int32x4_t x_v_1 = vld1q_s32(x + t6);
            uint32x4_t last_v_1 = vcgtq_s32(x_v_1, vdupq_n_s32(3));
            int32x4_t t7 = vmulq_s32(x_v_1, vdupq_n_s32(3));
            int32x4_t t8 = vreinterpretq_s32_u32(last_v_1);
            int32x4_t t9 = vsubq_s32(t7, t8);
            vst1q_s32(y + t6, t9);
            long t10 = i_vec + 8L;
            int32x4_t x_v_2 = vld1q_s32(x + t10);
            uint32x4_t last_v_2 = vcgtq_s32(x_v_2, vdupq_n_s32(3));
            int32x4_t t11 = vmulq_s32(x_v_2, vdupq_n_s32(3));
            int32x4_t t12 = vreinterpretq_s32_u32(last_v_2);
            int32x4_t t13 = vsubq_s32(t11, t12);
            vst1q_s32(y + t10, t13);
            long t14 = i_vec + 12L;
            int32x4_t x_v_3 = vld1q_s32(x + t14);
            last_v_3 = vcgtq_s32(x_v_3, vdupq_n_s32(3));
            int32x4_t t15 = vmulq_s32(x_v_3, vdupq_n_s32(3));
            int32x4_t t16 = vreinterpretq_s32_u32(last_v_3);
            int32x4_t t17 = vsubq_s32(t15, t16);
            vst1q_s32(y + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t18 = (int32x4_t)__builtin_convertvector((vcc_m4)last_v_3 & 1, vcc_v4_int);
        t19 = (int)t2;
        t20 = vgetq_lane_s32(t18, 3);
    } else {
        t19 = 0;
        t20 = -1;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:91 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t23 = (long)t19 + i_vec_1;
            int32x4_t x_v_4 = vld1q_s32(x + t23);
            last_v_4 = vcgtq_s32(x_v_4, vdupq_n_s32(3));
            int32x4_t t24 = vmulq_s32(x_v_4, vdupq_n_s32(3));
            int32x4_t t25 = vreinterpretq_s32_u32(last_v_4);
            int32x4_t t26 = vsubq_s32(t24, t25);
            vst1q_s32(y + t23, t26);
            i_vec_1 += 4L;
        } while (i_vec_1 < t22);
        int32x4_t t27 = (int32x4_t)__builtin_convertvector((vcc_m4)last_v_4 & 1, vcc_v4_int);
        i = (int)((long)t19 + t22);
        last = vgetq_lane_s32(t27, 3);
    } else {
        i = t19;
        last = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        int t29 = x[t28];
        last = t29 > 3;
        y[t28] = t29 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
int find_last_i32(int n, const int *restrict x, int *restrict y) {
    int t32;
    int t33;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long i_vec = 0L;
        int32x4_t t1 = vdupq_n_s32(-1);
        int32x4_t t2 = vdupq_n_s32(-1);
        int32x4_t t3 = vdupq_n_s32(-1);
        int32x4_t t4 = vdupq_n_s32(-1);
        /* vcc: loop at masked_tail.c:101 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t8 = x + i_vec;
            int32x4_t x_v = vld1q_s32(t8);
            int32x4_t t9 = vmulq_s32(x_v, vdupq_n_s32(2));
            vst1q_s32(y + i_vec, t9);
            int32x4_t x_v_1 = vld1q_s32(t8);
            uint32x4_t t10 = vcgtq_s32(x_v_1, vdupq_n_s32(100));
            int32x4_t t11 = vdupq_n_s32((int)i_vec);
            int32x4_t t12 = vaddq_s32(t11, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t1 = vbslq_s32(t10, t12, t1);
            long t13 = i_vec + 4L;
            const int *t14 = x + t13;
            int32x4_t x_v_2 = vld1q_s32(t14);
            int32x4_t t15 = vmulq_s32(x_v_2, vdupq_n_s32(2));
            vst1q_s32(y + t13, t15);
            int32x4_t x_v_3 = vld1q_s32(t14);
            uint32x4_t t16 = vcgtq_s32(x_v_3, vdupq_n_s32(100));
            int32x4_t t17 = vaddq_s32(t12, vdupq_n_s32(4));
            t2 = vbslq_s32(t16, t17, t2);
            long t18 = i_vec + 8L;
            const int *t19 = x + t18;
            int32x4_t x_v_4 = vld1q_s32(t19);
            int32x4_t t20 = vmulq_s32(x_v_4, vdupq_n_s32(2));
            vst1q_s32(y + t18, t20);
            int32x4_t x_v_5 = vld1q_s32(t19);
            uint32x4_t t21 = vcgtq_s32(x_v_5, vdupq_n_s32(100));
            int32x4_t t22 = vaddq_s32(t12, vdupq_n_s32(8));
            t3 = vbslq_s32(t21, t22, t3);
            long t23 = i_vec + 12L;
            const int *t24 = x + t23;
            int32x4_t x_v_6 = vld1q_s32(t24);
            int32x4_t t25 = vmulq_s32(x_v_6, vdupq_n_s32(2));
            vst1q_s32(y + t23, t25);
            int32x4_t x_v_7 = vld1q_s32(t24);
            uint32x4_t t26 = vcgtq_s32(x_v_7, vdupq_n_s32(100));
            int32x4_t t27 = vaddq_s32(t12, vdupq_n_s32(12));
            t4 = vbslq_s32(t26, t27, t4);
            i_vec += 16L;
        } while (i_vec < t7);
        int32x4_t t28 = vmaxq_s32(t2, t1);
        int32x4_t t29 = vmaxq_s32(t3, t28);
        int32x4_t t30 = vmaxq_s32(t4, t29);
        int t31 = vmaxvq_s32(t30);
        t32 = (int)t7;
        t33 = t31 < 0 ? -7 : (int)(long)t31;
    } else {
        t32 = 0;
        t33 = -7;
    }
    long t34 = (long)n + (long)t32 * -1L;
    if ((t34 >= 4L) & (t34 <= 2147483647L)) {
        long t35 = t34 & -4L;
        long i_vec_1 = 0L;
        int32x4_t t5 = vdupq_n_s32(-1);
        /* vcc: loop at masked_tail.c:101 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t36 = (long)t32 + i_vec_1;
            const int *t37 = x + t36;
            int32x4_t x_v_8 = vld1q_s32(t37);
            int32x4_t t38 = vmulq_s32(x_v_8, vdupq_n_s32(2));
            vst1q_s32(y + t36, t38);
            int32x4_t x_v_9 = vld1q_s32(t37);
            uint32x4_t t39 = vcgtq_s32(x_v_9, vdupq_n_s32(100));
            int32x4_t t40 = vdupq_n_s32((int)i_vec_1);
            int32x4_t t41 = vaddq_s32(t40, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            t5 = vbslq_s32(t39, t41, t5);
            i_vec_1 += 4L;
        } while (i_vec_1 < t35);
        int t42 = vmaxvq_s32(t5);
        i = (int)((long)t32 + t35);
        last = t42 < 0 ? t33 : (int)((long)t32 + (long)t42);
    } else {
        i = t32;
        last = t33;
    }
    for (; i < n; i++, last = last_1) {
        long t43 = (long)i;
        const int *t44 = x + t43;
        y[t43] = *t44 * 2;
        if (*t44 > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* May alias: the runtime check fails for overlapping arrays, and the scalar loop runs them all. */
void shift_add_f32(int n, const float *x, float *y) {
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)x;
    unsigned long t3 = (unsigned long)y;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:111 vectorized: VF 4, UF 4, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t t6 = vmulq_f32(x_v, vdupq_n_f32(0.5f));
            float32x4_t t7 = vaddq_f32(t6, vdupq_n_f32(3.0f));
            vst1q_f32(y + i_vec, t7);
            long t8 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t8);
            float32x4_t t9 = vmulq_f32(x_v_1, vdupq_n_f32(0.5f));
            float32x4_t t10 = vaddq_f32(t9, vdupq_n_f32(3.0f));
            vst1q_f32(y + t8, t10);
            long t11 = i_vec + 8L;
            float32x4_t x_v_2 = vld1q_f32(x + t11);
            float32x4_t t12 = vmulq_f32(x_v_2, vdupq_n_f32(0.5f));
            float32x4_t t13 = vaddq_f32(t12, vdupq_n_f32(3.0f));
            vst1q_f32(y + t11, t13);
            long t14 = i_vec + 12L;
            float32x4_t x_v_3 = vld1q_f32(x + t14);
            float32x4_t t15 = vmulq_f32(x_v_3, vdupq_n_f32(0.5f));
            float32x4_t t16 = vaddq_f32(t15, vdupq_n_f32(3.0f));
            vst1q_f32(y + t14, t16);
            i_vec += 16L;
        } while (i_vec < t5);
        t17 = (int)t5;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)x;
    unsigned long t20 = (unsigned long)y;
    long t21 = (long)((unsigned long)y + (unsigned long)((long)t17 * 4L) - ((unsigned long)x + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 16L)))) {
        long t22 = t18 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:111 vector epilogue: VF 4, UF 1, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t23 = (long)t17 + i_vec_1;
            float32x4_t x_v_4 = vld1q_f32(x + t23);
            float32x4_t t24 = vmulq_f32(x_v_4, vdupq_n_f32(0.5f));
            float32x4_t t25 = vaddq_f32(t24, vdupq_n_f32(3.0f));
            vst1q_f32(y + t23, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t22);
        i = (int)((long)t17 + t22);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        y[t26] = x[t26] * 0.5f + 3.0f;
    }
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    munmap((char *)p + (size_t)n * size - span, span + page);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *xf = guarded(n, sizeof(float)), *yf = guarded(n, sizeof(float));
        int *xi = guarded(n, sizeof(int)), *yi = guarded(n, sizeof(int)), *di = guarded(n, sizeof(int));
        double *xd = guarded(n, sizeof(double)), *zd = guarded(n, sizeof(double)), *yd = guarded(n, sizeof(double));
        long long *xl = guarded(n, sizeof(long long)), *yl = guarded(n, sizeof(long long));
        float *pairs = guarded(2 * n, sizeof(float)), *table = guarded(64, sizeof(float));
        int *idx = guarded(n, sizeof(int));
        FILL(xf, n, -50, 100);
        FILL(yf, n, 0, 30);
        FILL(xi, n, -1000, 2000);
        FILL(yi, n, -100, 200);
        FILL(di, n, 1, 9);
        FILL(xd, n, -20, 40);
        FILL(zd, n, 1, 10);
        FILL(yd, n, 0, 5);
        FILL(xl, n, -100000, 200000);
        FILL(yl, n, 0, 1000);
        FILL(pairs, 2 * n, 0, 50);
        FILL(table, 64, 0, 1000);
        FILL(idx, n, 0, 64);
        for (int i = 0; i < n; i++)
            xl[i] *= 1000003;

        saxpy_f32(n, 1.5f, xf, yf);
        mix_i32(n, 77, xi, yi);
        fma_f64(n, xd, zd, yd);
        mul_i64(n, xl, yl);
        int dot = dot_i32(n, xi, yi);
        int mx = max_i32(n, xi);
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, HASH(yf, n), HASH(yi, n), HASH(yd, n),
               HASH(yl, n), dot, mx);

        clip_f32(n, 3.0f, xf, yf);
        gather_f32(n, table, idx, xf);
        div_i32(n, xi, di, yi);
        printf("  clip %llx gather %llx div %llx\n", HASH(yf, n), HASH(xf, n), HASH(yi, n));

        pairs_f32(n, pairs, yf);
        float last = last_f32(n, xf, yf);
        int last_cmp = last_cmp_i32(n, xi, yi);
        int found = find_last_i32(n, xi, di);
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", HASH(yf, n), last, last_cmp, HASH(yi, n), found,
               HASH(di, n));

        /* Overlapping: y is x moved up by one element (the runtime check fails), then apart. */
        if (n > 0) {
            shift_add_f32(n - 1, xf, xf + 1);
            shift_add_f32(n, xf, yf);
        }
        printf("  shift %llx %llx\n", HASH(xf, n), HASH(yf, n));

        release(xf, n, sizeof(float)), release(yf, n, sizeof(float));
        release(xi, n, sizeof(int)), release(yi, n, sizeof(int)), release(di, n, sizeof(int));
        release(xd, n, sizeof(double)), release(zd, n, sizeof(double)), release(yd, n, sizeof(double));
        release(xl, n, sizeof(long long)), release(yl, n, sizeof(long long));
        release(pairs, 2 * n, sizeof(float)), release(table, 64, sizeof(float)), release(idx, n, sizeof(int));
    }
    return 0;
}
