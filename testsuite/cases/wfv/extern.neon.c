/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

float32x4_t _ZGVnN4vu_scale(float32x4_t p1, float p2);
int32x4_t _ZGVnN4v_clampi(int32x4_t p1);
int32x4_t _ZGVnM4v_clampi(int32x4_t p1, int32x4_t p2);
float64x2_t _ZGVnN2ulv_pick(const double *p1, int p2, float64x2_t p3);
float64x2_t _ZGVnM2ulv_pick(const double *p1, int p2, float64x2_t p3, float64x2_t p4);
/* Annotated functions defined in another file (extern.lib.c, built by gcc -fopenmp-simd):
   with --extern-variants vcc calls their variants by ABI name from the vectorized loops. */
#include <stdio.h>
/* vcc-test: flags --extern-variants */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(k) notinbranch */
float scale(float x, float k);
/* #pragma omp declare simd */
int clampi(int x);
/* #pragma omp declare simd uniform(p) linear(i) */
double pick(const double *p, int i, double w);

float out[1003];
int iout[1003];
double dv[64], dout[64];

void scale_all(int n, float k) {
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at extern.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            float32x4_t t5 = vcvtq_f32_s32(i_v_2);
            float32x4_t t6 = vsubq_f32(t5, vdupq_n_f32(40.0f));
            float32x4_t t7 = _ZGVnN4vu_scale(t6, k);
            vst1q_f32(&out[i_vec], t7);
            uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t8);
            float32x4_t t9 = vcvtq_f32_s32(i_v_3);
            float32x4_t t10 = vsubq_f32(t9, vdupq_n_f32(40.0f));
            float32x4_t t11 = _ZGVnN4vu_scale(t10, k);
            vst1q_f32(&out[i_vec + 4L], t11);
            uint32x4_t t12 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t12);
            float32x4_t t13 = vcvtq_f32_s32(i_v_4);
            float32x4_t t14 = vsubq_f32(t13, vdupq_n_f32(40.0f));
            float32x4_t t15 = _ZGVnN4vu_scale(t14, k);
            vst1q_f32(&out[i_vec + 8L], t15);
            uint32x4_t t16 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t16);
            float32x4_t t17 = vcvtq_f32_s32(i_v_5);
            float32x4_t t18 = vsubq_f32(t17, vdupq_n_f32(40.0f));
            float32x4_t t19 = _ZGVnN4vu_scale(t18, k);
            vst1q_f32(&out[i_vec + 12L], t19);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        int32x4_t t23 = vdupq_n_s32(t20);
        uint32x4_t t24 = vreinterpretq_u32_s32(t23);
        uint32x4_t i_v_1 = vaddq_u32(t24, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            float32x4_t t25 = vcvtq_f32_s32(i_v_6);
            float32x4_t t26 = vsubq_f32(t25, vdupq_n_f32(40.0f));
            float32x4_t t27 = _ZGVnN4vu_scale(t26, k);
            vst1q_f32(&out[(long)t20 + i_vec_1], t27);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

void clamp_some(int n) {
    int t36;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        int32x4_t t5 = vdupq_n_s32(0);
        uint32x4_t t6 = vreinterpretq_u32_s32(t5);
        uint32x4_t i_v = vaddq_u32(t6, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        int32x4_t t7 = vdupq_n_s32(0);
        int32x4_t t8 = vaddq_s32(t7, ((int32x4_t)(vcc_v4_int){0, 1, 2, 0}));
        uint32x4_t t9 = vreinterpretq_u32_s32(t8);
        uint32x4_t t10 = vsubq_u32(t9, vdupq_n_u32(3));
        uint32x4_t t11 = vminq_u32(t9, t10);
        int32x4_t t1 = vreinterpretq_s32_u32(t11);
        long i_vec = 0L;
        /* vcc: loop at extern.c:26 vectorized: VF 4, UF 2, the remainder at 27:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            uint32x4_t t12 = vmvnq_u32(vceqq_s32(t1, vdupq_n_s32(0)));
            uint32x4_t t13 = vreinterpretq_u32_s32(i_v_2);
            uint32x4_t t14 = vreinterpretq_u32_s32(vdupq_n_s32(500));
            uint32x4_t t15 = vsubq_u32(t13, t14);
            int32x4_t t16 = vreinterpretq_s32_u32(t15);
            int32x4_t t17 = vbslq_s32(t12, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            int32x4_t t18 = _ZGVnM4v_clampi(t16, t17);
            do { uint32x4_t vcc_nm = t12; int32x4_t vcc_nv = t18; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&iout + (unsigned long)i_vec * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            uint32x4_t t19 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t19);
            int32x4_t t20 = vaddq_s32(t1, vdupq_n_s32(1));
            uint32x4_t t21 = vreinterpretq_u32_s32(t20);
            uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(3));
            uint32x4_t t23 = vminq_u32(t21, t22);
            int32x4_t t24 = vreinterpretq_s32_u32(t23);
            uint32x4_t t25 = vmvnq_u32(vceqq_s32(t24, vdupq_n_s32(0)));
            uint32x4_t t26 = vreinterpretq_u32_s32(i_v_3);
            uint32x4_t t27 = vreinterpretq_u32_s32(vdupq_n_s32(500));
            uint32x4_t t28 = vsubq_u32(t26, t27);
            int32x4_t t29 = vreinterpretq_s32_u32(t28);
            int32x4_t t30 = vbslq_s32(t25, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            int32x4_t t31 = _ZGVnM4v_clampi(t29, t30);
            do { uint32x4_t vcc_nm = t25; int32x4_t vcc_nv = t31; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&iout + (unsigned long)(i_vec + 4L) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 8L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t t32 = vaddq_s32(t1, vdupq_n_s32(2));
            uint32x4_t t33 = vreinterpretq_u32_s32(t32);
            uint32x4_t t34 = vsubq_u32(t33, vdupq_n_u32(3));
            uint32x4_t t35 = vminq_u32(t33, t34);
            t1 = vreinterpretq_s32_u32(t35);
        } while (i_vec < t4);
        t36 = (int)t4;
    } else {
        t36 = 0;
    }
    long t37 = (long)n + (long)t36 * -1L;
    if ((t37 >= 4L) & (t36 >= 0)) {
        long t38 = t37 & -4L;
        int32x4_t t39 = vdupq_n_s32(t36);
        uint32x4_t t40 = vreinterpretq_u32_s32(t39);
        uint32x4_t i_v_1 = vaddq_u32(t40, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        int32x4_t t41 = vdupq_n_s32(t36 % 3);
        int32x4_t t42 = vaddq_s32(t41, ((int32x4_t)(vcc_v4_int){0, 1, 2, 0}));
        uint32x4_t t43 = vreinterpretq_u32_s32(t42);
        uint32x4_t t44 = vsubq_u32(t43, vdupq_n_u32(3));
        uint32x4_t t45 = vminq_u32(t43, t44);
        int32x4_t t2 = vreinterpretq_s32_u32(t45);
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v_1);
            uint32x4_t t46 = vmvnq_u32(vceqq_s32(t2, vdupq_n_s32(0)));
            uint32x4_t t47 = vreinterpretq_u32_s32(i_v_4);
            uint32x4_t t48 = vreinterpretq_u32_s32(vdupq_n_s32(500));
            uint32x4_t t49 = vsubq_u32(t47, t48);
            int32x4_t t50 = vreinterpretq_s32_u32(t49);
            int32x4_t t51 = vbslq_s32(t46, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            int32x4_t t52 = _ZGVnM4v_clampi(t50, t51);
            do { uint32x4_t vcc_nm = t46; int32x4_t vcc_nv = t52; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)&iout + (unsigned long)((long)t36 + i_vec_1) * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            int32x4_t t53 = vaddq_s32(t2, vdupq_n_s32(1));
            uint32x4_t t54 = vreinterpretq_u32_s32(t53);
            uint32x4_t t55 = vsubq_u32(t54, vdupq_n_u32(3));
            uint32x4_t t56 = vminq_u32(t54, t55);
            t2 = vreinterpretq_s32_u32(t56);
        } while (i_vec_1 < t38);
        i = (int)((long)t36 + t38);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        if (i % 3) {
            iout[i] = clampi(i - 500);
        }
    }
}

/* A linear argument (i, step 1) is passed as lane 0's value; the uniform one is a global array. */
void pick_all(int n) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at extern.c:34 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t t3 = _ZGVnN2ulv_pick(dv, (int)i_vec, vdupq_n_f64(0.25));
            vst1q_f64(&dout[i_vec], t3);
            long t4 = i_vec + 2L;
            float64x2_t t5 = _ZGVnN2ulv_pick(dv, (int)t4, vdupq_n_f64(0.25));
            vst1q_f64(&dout[t4], t5);
            long t6 = i_vec + 4L;
            float64x2_t t7 = _ZGVnN2ulv_pick(dv, (int)t6, vdupq_n_f64(0.25));
            vst1q_f64(&dout[t6], t7);
            long t8 = i_vec + 6L;
            float64x2_t t9 = _ZGVnN2ulv_pick(dv, (int)t8, vdupq_n_f64(0.25));
            vst1q_f64(&dout[t8], t9);
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
        /* vcc: loop at extern.c:34 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            float64x2_t t14 = _ZGVnN2ulv_pick(dv, (int)t13, vdupq_n_f64(0.25));
            vst1q_f64(&dout[t13], t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

int main(void) {
    int sizes[6];
    int t14;
    int32x2_t t1 = vdup_n_s32(0);
    uint32x2_t t2 = vreinterpret_u32_s32(t1);
    uint32x2_t i_v = vadd_u32(t2, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
    long i_vec = 0L;
    /* vcc: loop at extern.c:39 vectorized: VF 2, UF 4, scalar epilogue */
    do {
        int32x2_t i_v_1 = vreinterpret_s32_u32(i_v);
        float64x2_t t3 = vcvtq_f64_s64(vmovl_s32(i_v_1));
        float64x2_t t4 = vmulq_f64(t3, vdupq_n_f64(1.5));
        vst1q_f64(&dv[i_vec], t4);
        uint32x2_t t5 = vadd_u32(i_v, vdup_n_u32(2));
        int32x2_t i_v_2 = vreinterpret_s32_u32(t5);
        float64x2_t t6 = vcvtq_f64_s64(vmovl_s32(i_v_2));
        float64x2_t t7 = vmulq_f64(t6, vdupq_n_f64(1.5));
        vst1q_f64(&dv[i_vec + 2L], t7);
        uint32x2_t t8 = vadd_u32(i_v, vdup_n_u32(4));
        int32x2_t i_v_3 = vreinterpret_s32_u32(t8);
        float64x2_t t9 = vcvtq_f64_s64(vmovl_s32(i_v_3));
        float64x2_t t10 = vmulq_f64(t9, vdupq_n_f64(1.5));
        vst1q_f64(&dv[i_vec + 4L], t10);
        uint32x2_t t11 = vadd_u32(i_v, vdup_n_u32(6));
        int32x2_t i_v_4 = vreinterpret_s32_u32(t11);
        float64x2_t t12 = vcvtq_f64_s64(vmovl_s32(i_v_4));
        float64x2_t t13 = vmulq_f64(t12, vdupq_n_f64(1.5));
        vst1q_f64(&dv[i_vec + 6L], t13);
        i_vec += 8L;
        i_v = vadd_u32(i_v, vdup_n_u32(8));
    } while (i_vec < 64L);
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        scale_all(n, 0.5f);
        clamp_some(n);
        if (n < 64) {
            t14 = n;
        } else {
            t14 = 64;
        }
        pick_all(t14);
        double sum = 0.0;
        long t = 0L;
        for (int i = 0; i < n; i++) {
            long t15 = (long)i;
            sum += (double)out[t15];
            t += (long)iout[t15];
        }
        double sum_1 = sum;
        for (int i_1 = 0; i_1 < 64; i_1++) {
            sum_1 += dout[i_1];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
