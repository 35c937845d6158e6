/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    int j;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:11 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 4) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            float32x4_t t1 = vdupq_n_f32(0.0f);
            for (int t2 = 0; t2 < n; t2++) {
                float32x4_t t3 = vld1q_f32(b + (t2 * n + j_1));
                float32x4_t t4 = vdupq_n_f32(a[i * n + t2]);
                float32x4_t t5 = vmulq_f32(t4, t3);
                t1 = vaddq_f32(t1, t5);
            }
            vst1q_f32(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    int j;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:21 vectorized as an outer loop: VF 2, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 2) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 2U) {
                j = j_1;
                break;
            }
            float64x2_t t1 = vdupq_n_f64(0.0);
            for (int t2 = 0; t2 < n; t2++) {
                float64x2_t t3 = vld1q_f64(b + (t2 * n + j_1));
                float64x2_t t4 = vdupq_n_f64(a[i * n + t2]);
                float64x2_t t5 = vmulq_f64(t4, t3);
                t1 = vaddq_f64(t1, t5);
            }
            vst1q_f64(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            double s = 0.0;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    int s;
    int j;
    int t29;
    int t30;
    int k;
    for (int i = 0; i < n; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:31 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
        for (;; j_1 += 4) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            int32x4_t t1 = vdupq_n_s32(0);
            for (int t40 = 0; t40 < n; t40++) {
                int32x4_t t41 = vld1q_s32(b + (t40 * n + j_1));
                int32x4_t t42 = vdupq_n_s32(a[i * n + t40]);
                int32x4_t t43 = vmulq_s32(t42, t41);
                t1 = vaddq_s32(t1, t43);
            }
            vst1q_s32(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            long t2 = (long)n;
            if (t2 >= 16L) {
                long t3 = t2 & -16L;
                int32x4_t n_v = vdupq_n_s32(n);
                int32x4_t j_v = vdupq_n_s32(j);
                int32x4_t t4 = vdupq_n_s32(0);
                uint32x4_t t5 = vreinterpretq_u32_s32(t4);
                uint32x4_t k_v = vaddq_u32(t5, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                long k_vec = 0L;
                uint32x4_t s_v = vdupq_n_u32(0);
                uint32x4_t s_v_1 = vdupq_n_u32(0);
                uint32x4_t s_v_2 = vdupq_n_u32(0);
                uint32x4_t s_v_3 = vdupq_n_u32(0);
                /* vcc: loop at outer_matmul.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    int32x4_t k_v_2 = vreinterpretq_s32_u32(k_v);
                    uint32x4_t t6 = vaddq_u32(k_v, vdupq_n_u32(4));
                    int32x4_t k_v_3 = vreinterpretq_s32_u32(t6);
                    uint32x4_t t7 = vaddq_u32(k_v, vdupq_n_u32(8));
                    int32x4_t k_v_4 = vreinterpretq_s32_u32(t7);
                    uint32x4_t t8 = vaddq_u32(k_v, vdupq_n_u32(12));
                    int32x4_t k_v_5 = vreinterpretq_s32_u32(t8);
                    int32x4_t a_v = vld1q_s32(a + (i * n + (int)k_vec));
                    int32x4_t a_v_1 = vld1q_s32(a + (i * n + (int)(k_vec + 4L)));
                    int32x4_t a_v_2 = vld1q_s32(a + (i * n + (int)(k_vec + 8L)));
                    int32x4_t a_v_3 = vld1q_s32(a + (i * n + (int)(k_vec + 12L)));
                    int32x4_t t9 = vmulq_s32(k_v_2, n_v);
                    int32x4_t t10 = vmulq_s32(k_v_3, n_v);
                    int32x4_t t11 = vmulq_s32(k_v_4, n_v);
                    int32x4_t t12 = vmulq_s32(k_v_5, n_v);
                    int32x4_t t13 = vaddq_s32(t9, j_v);
                    int32x4_t t14 = vaddq_s32(t10, j_v);
                    int32x4_t t15 = vaddq_s32(t11, j_v);
                    int32x4_t t16 = vaddq_s32(t12, j_v);
                    int32x4_t b_v = ({ int32x4_t vcc_ni = t13; const int32_t *vcc_np = (const int32_t *)(b); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                    int32x4_t b_v_1 = ({ int32x4_t vcc_ni = t14; const int32_t *vcc_np = (const int32_t *)(b); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                    int32x4_t b_v_2 = ({ int32x4_t vcc_ni = t15; const int32_t *vcc_np = (const int32_t *)(b); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                    int32x4_t b_v_3 = ({ int32x4_t vcc_ni = t16; const int32_t *vcc_np = (const int32_t *)(b); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                    int32x4_t t17 = vmulq_s32(a_v, b_v);
                    uint32x4_t t18 = vreinterpretq_u32_s32(t17);
                    s_v = vaddq_u32(s_v, t18);
                    int32x4_t t19 = vmulq_s32(a_v_1, b_v_1);
                    uint32x4_t t20 = vreinterpretq_u32_s32(t19);
                    s_v_1 = vaddq_u32(s_v_1, t20);
                    int32x4_t t21 = vmulq_s32(a_v_2, b_v_2);
                    uint32x4_t t22 = vreinterpretq_u32_s32(t21);
                    s_v_2 = vaddq_u32(s_v_2, t22);
                    int32x4_t t23 = vmulq_s32(a_v_3, b_v_3);
                    uint32x4_t t24 = vreinterpretq_u32_s32(t23);
                    s_v_3 = vaddq_u32(s_v_3, t24);
                    k_vec += 16L;
                    uint32x4_t t25 = vaddq_u32(k_v, vdupq_n_u32(16));
                    if (k_vec >= t3) {
                        break;
                    }
                    k_v = t25;
                }
                uint32x4_t t26 = vaddq_u32(s_v, s_v_1);
                uint32x4_t t27 = vaddq_u32(t26, s_v_2);
                uint32x4_t t28 = vaddq_u32(t27, s_v_3);
                t29 = (int)t3;
                t30 = (int)vaddvq_u32(t28);
            } else {
                t29 = 0;
                t30 = 0;
            }
            long t31 = (long)n + (long)t29 * -1L;
            if (t31 >= 4L) {
                long t32 = t31 & -4L;
                int32x4_t n_v_1 = vdupq_n_s32(n);
                int32x4_t j_v_1 = vdupq_n_s32(j);
                int32x4_t t33 = vdupq_n_s32(t29);
                uint32x4_t t34 = vreinterpretq_u32_s32(t33);
                uint32x4_t k_v_1 = vaddq_u32(t34, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
                long k_vec_1 = 0L;
                uint32x4_t s_v_4 = vdupq_n_u32(0);
                /* vcc: loop at outer_matmul.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    int32x4_t k_v_6 = vreinterpretq_s32_u32(k_v_1);
                    int32x4_t a_v_4 = vld1q_s32(a + (i * n + (int)((long)t29 + k_vec_1)));
                    int32x4_t t35 = vmulq_s32(k_v_6, n_v_1);
                    int32x4_t t36 = vaddq_s32(t35, j_v_1);
                    int32x4_t b_v_4 = ({ int32x4_t vcc_ni = t36; const int32_t *vcc_np = (const int32_t *)(b); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                    int32x4_t t37 = vmulq_s32(a_v_4, b_v_4);
                    uint32x4_t t38 = vreinterpretq_u32_s32(t37);
                    s_v_4 = vaddq_u32(s_v_4, t38);
                    k_vec_1 += 4L;
                    uint32x4_t t39 = vaddq_u32(k_v_1, vdupq_n_u32(4));
                    if (k_vec_1 >= t32) {
                        break;
                    }
                    k_v_1 = t39;
                }
                k = (int)((long)t29 + t32);
                s = (int)((unsigned int)t30 + vaddvq_u32(s_v_4));
            } else {
                k = t29;
                s = t30;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    int j;
    for (int i = 0; i < 12; i++) {
        int j_1 = 0;
        /* vcc: loop at outer_matmul.c:42 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
        for (;;) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            float32x4_t t1 = vdupq_n_f32(0.0f);
            int t3 = 0;
            while (t3 < 12) {
                float32x4_t t4 = vld1q_f32(b + (t3 * 12 + j_1));
                float32x4_t t5 = vdupq_n_f32(a[i * 12 + t3]);
                float32x4_t t6 = vmulq_f32(t5, t4);
                t1 = vaddq_f32(t1, t6);
                t3++;
            }
            vst1q_f32(c + (i * 12 + j_1), t1);
            j_1 += 4;
        }
        while (j < 12) {
            int t2 = i * 12;
            c[t2 + j] = 0.0f + a[t2] * b[j] + a[t2 + 1] * b[12 + j] + a[t2 + 2] * b[24 + j] + a[t2 + 3] * b[36 + j] + a[t2 + 4] * b[48 + j] + a[t2 + 5] * b[60 + j] + a[t2 + 6] * b[72 + j] + a[t2 + 7] * b[84 + j] + a[t2 + 8] * b[96 + j] + a[t2 + 9] * b[108 + j] + a[t2 + 10] * b[120 + j] + a[t2 + 11] * b[132 + j];
            j++;
        }
    }
}

int main(void) {
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    int t272;
    int x;
    int t396;
    double t397;
    float t398;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 3;
    sizes[3] = 4;
    sizes[4] = 5;
    sizes[5] = 7;
    sizes[6] = 8;
    sizes[7] = 9;
    sizes[8] = 17;
    sizes[9] = 31;
    for (unsigned int t = 0U; (unsigned long)t < 10UL; t++) {
        int n = sizes[t];
        int nn = n * n;
        unsigned long t15 = (unsigned long)nn;
        unsigned long t16 = t15 * 4UL + 1UL;
        void *t17 = malloc(t16);
        float *af = (float *)t17;
        void *t18 = malloc(t16);
        float *bf = (float *)t18;
        float *cf = (float *)malloc(t16);
        unsigned long t19 = t15 * 8UL + 1UL;
        void *t20 = malloc(t19);
        double *ad = (double *)t20;
        void *t21 = malloc(t19);
        double *bd = (double *)t21;
        double *cd = (double *)malloc(t19);
        void *t22 = malloc(t16);
        int *ai = (int *)t22;
        void *t23 = malloc(t16);
        int *bi = (int *)t23;
        int *ci = (int *)malloc(t16);
        long t24 = (long)nn;
        unsigned long t25 = (unsigned long)t17;
        unsigned long t26 = (unsigned long)t18;
        long t27 = (long)((unsigned long)t18 - (unsigned long)t17);
        unsigned long t28 = (unsigned long)t17;
        unsigned long t29 = (unsigned long)t20;
        unsigned long t30 = (unsigned long)t17;
        unsigned long t31 = (unsigned long)t21;
        unsigned long t32 = (unsigned long)t17;
        unsigned long t33 = (unsigned long)t22;
        long t34 = (long)((unsigned long)t22 - (unsigned long)t17);
        unsigned long t35 = (unsigned long)t17;
        unsigned long t36 = (unsigned long)t23;
        long t37 = (long)((unsigned long)t23 - (unsigned long)t17);
        unsigned long t38 = (unsigned long)t18;
        unsigned long t39 = (unsigned long)t20;
        unsigned long t40 = (unsigned long)t18;
        unsigned long t41 = (unsigned long)t21;
        unsigned long t42 = (unsigned long)t18;
        unsigned long t43 = (unsigned long)t22;
        long t44 = (long)((unsigned long)t22 - (unsigned long)t18);
        unsigned long t45 = (unsigned long)t18;
        unsigned long t46 = (unsigned long)t23;
        long t47 = (long)((unsigned long)t23 - (unsigned long)t18);
        unsigned long t48 = (unsigned long)t20;
        unsigned long t49 = (unsigned long)t21;
        long t50 = (long)((unsigned long)t21 - (unsigned long)t20);
        unsigned long t51 = (unsigned long)t20;
        unsigned long t52 = (unsigned long)t22;
        unsigned long t53 = (unsigned long)t20;
        unsigned long t54 = (unsigned long)t23;
        unsigned long t55 = (unsigned long)t21;
        unsigned long t56 = (unsigned long)t22;
        unsigned long t57 = (unsigned long)t21;
        unsigned long t58 = (unsigned long)t23;
        unsigned long t59 = (unsigned long)t22;
        unsigned long t60 = (unsigned long)t23;
        long t61 = (long)((unsigned long)t23 - (unsigned long)t22);
        if ((t24 >= 8L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25) | ((t27 <= 0L) | (t27 >= 32L))) & (((t28 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t29) | ((t29 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t28)) & (((t30 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t33) | ((t33 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t32) | ((t34 <= 0L) | (t34 >= 32L))) & (((t35 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t35) | ((t37 <= 0L) | (t37 >= 32L))) & (((t38 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t39) | ((t39 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t38)) & (((t40 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t41) | ((t41 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t40)) & (((t42 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t43) | ((t43 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t42) | ((t44 <= 0L) | (t44 >= 32L))) & (((t45 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t46) | ((t46 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t45) | ((t47 <= 0L) | (t47 >= 32L))) & (((t48 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t48) | ((t50 <= 0L) | (t50 >= 64L))) & (((t51 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t54) | ((t54 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t53)) & (((t55 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t56) | ((t56 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t55)) & (((t57 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t58) | ((t58 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t57)) & (((t59 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t60) | ((t60 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t59) | ((t61 <= 0L) | (t61 >= 32L))) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t62 = t24 & -8L;
            int32x2_t t63 = vdup_n_s32(0);
            int32x2_t t64 = vadd_s32(t63, ((int32x2_t)(vcc_v2_int){0, 7}));
            uint32x2_t t65 = vreinterpret_u32_s32(t64);
            uint32x2_t t66 = vsub_u32(t65, vdup_n_u32(11));
            uint32x2_t t67 = vmin_u32(t65, t66);
            int32x2_t t1 = vreinterpret_s32_u32(t67);
            int32x2_t t68 = vdup_n_s32(0);
            int32x2_t t69 = vadd_s32(t68, ((int32x2_t)(vcc_v2_int){0, 5}));
            uint32x2_t t70 = vreinterpret_u32_s32(t69);
            uint32x2_t t71 = vsub_u32(t70, vdup_n_u32(13));
            uint32x2_t t72 = vmin_u32(t70, t71);
            int32x2_t t2 = vreinterpret_s32_u32(t72);
            int32x2_t t73 = vdup_n_s32(0);
            int32x2_t t74 = vadd_s32(t73, ((int32x2_t)(vcc_v2_int){0, 3}));
            uint32x2_t t75 = vreinterpret_u32_s32(t74);
            uint32x2_t t76 = vsub_u32(t75, vdup_n_u32(17));
            uint32x2_t t77 = vmin_u32(t75, t76);
            int32x2_t t3 = vreinterpret_s32_u32(t77);
            int32x2_t t78 = vdup_n_s32(0);
            int32x2_t t79 = vadd_s32(t78, ((int32x2_t)(vcc_v2_int){0, 4}));
            uint32x2_t t80 = vreinterpret_u32_s32(t79);
            uint32x2_t t81 = vsub_u32(t80, vdup_n_u32(7));
            uint32x2_t t82 = vmin_u32(t80, t81);
            int32x2_t t4 = vreinterpret_s32_u32(t82);
            int32x2_t t83 = vdup_n_s32(0);
            int32x2_t t84 = vadd_s32(t83, ((int32x2_t)(vcc_v2_int){0, 7}));
            uint32x2_t t85 = vreinterpret_u32_s32(t84);
            uint32x2_t t86 = vsub_u32(t85, vdup_n_u32(23));
            uint32x2_t t87 = vmin_u32(t85, t86);
            int32x2_t t5 = vreinterpret_s32_u32(t87);
            int32x2_t t88 = vdup_n_s32(0);
            int32x2_t t89 = vadd_s32(t88, ((int32x2_t)(vcc_v2_int){0, 13}));
            uint32x2_t t90 = vreinterpret_u32_s32(t89);
            uint32x2_t t91 = vsub_u32(t90, vdup_n_u32(19));
            uint32x2_t t92 = vmin_u32(t90, t91);
            int32x2_t t6 = vreinterpret_s32_u32(t92);
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 2, UF 4, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                float32x2_t t93 = vcvt_f32_s32(t1);
                float32x2_t t94 = vmul_f32(t93, vdup_n_f32(0.37f));
                float32x2_t t95 = vsub_f32(t94, vdup_n_f32(1.5f));
                vst1_f32(af + x_vec, t95);
                float32x2_t t96 = vcvt_f32_s32(t2);
                float32x2_t t97 = vmul_f32(t96, vdup_n_f32(0.21f));
                float32x2_t t98 = vadd_f32(t97, vdup_n_f32(0.1f));
                vst1_f32(bf + x_vec, t98);
                float64x2_t t99 = vcvtq_f64_s64(vmovl_s32(t3));
                float64x2_t t100 = vmulq_f64(t99, vdupq_n_f64(0.113));
                float64x2_t t101 = vsubq_f64(t100, vdupq_n_f64(0.75));
                vst1q_f64(ad + x_vec, t101);
                float64x2_t t102 = vcvtq_f64_s64(vmovl_s32(t4));
                float64x2_t t103 = vmulq_f64(t102, vdupq_n_f64(0.97));
                float64x2_t t104 = vaddq_f64(t103, vdupq_n_f64(0.3));
                vst1q_f64(bd + x_vec, t104);
                int32x2_t t105 = vsub_s32(t5, vdup_n_s32(11));
                vst1_s32(ai + x_vec, t105);
                int32x2_t t106 = vsub_s32(t6, vdup_n_s32(9));
                vst1_s32(bi + x_vec, t106);
                long t107 = x_vec + 2L;
                int32x2_t t108 = vadd_s32(t1, vdup_n_s32(3));
                uint32x2_t t109 = vreinterpret_u32_s32(t108);
                uint32x2_t t110 = vsub_u32(t109, vdup_n_u32(11));
                uint32x2_t t111 = vmin_u32(t109, t110);
                int32x2_t t112 = vreinterpret_s32_u32(t111);
                float32x2_t t113 = vcvt_f32_s32(t112);
                float32x2_t t114 = vmul_f32(t113, vdup_n_f32(0.37f));
                float32x2_t t115 = vsub_f32(t114, vdup_n_f32(1.5f));
                vst1_f32(af + t107, t115);
                int32x2_t t116 = vadd_s32(t2, vdup_n_s32(10));
                uint32x2_t t117 = vreinterpret_u32_s32(t116);
                uint32x2_t t118 = vsub_u32(t117, vdup_n_u32(13));
                uint32x2_t t119 = vmin_u32(t117, t118);
                int32x2_t t120 = vreinterpret_s32_u32(t119);
                float32x2_t t121 = vcvt_f32_s32(t120);
                float32x2_t t122 = vmul_f32(t121, vdup_n_f32(0.21f));
                float32x2_t t123 = vadd_f32(t122, vdup_n_f32(0.1f));
                vst1_f32(bf + t107, t123);
                int32x2_t t124 = vadd_s32(t3, vdup_n_s32(6));
                uint32x2_t t125 = vreinterpret_u32_s32(t124);
                uint32x2_t t126 = vsub_u32(t125, vdup_n_u32(17));
                uint32x2_t t127 = vmin_u32(t125, t126);
                int32x2_t t128 = vreinterpret_s32_u32(t127);
                float64x2_t t129 = vcvtq_f64_s64(vmovl_s32(t128));
                float64x2_t t130 = vmulq_f64(t129, vdupq_n_f64(0.113));
                float64x2_t t131 = vsubq_f64(t130, vdupq_n_f64(0.75));
                vst1q_f64(ad + t107, t131);
                int32x2_t t132 = vadd_s32(t4, vdup_n_s32(1));
                uint32x2_t t133 = vreinterpret_u32_s32(t132);
                uint32x2_t t134 = vsub_u32(t133, vdup_n_u32(7));
                uint32x2_t t135 = vmin_u32(t133, t134);
                int32x2_t t136 = vreinterpret_s32_u32(t135);
                float64x2_t t137 = vcvtq_f64_s64(vmovl_s32(t136));
                float64x2_t t138 = vmulq_f64(t137, vdupq_n_f64(0.97));
                float64x2_t t139 = vaddq_f64(t138, vdupq_n_f64(0.3));
                vst1q_f64(bd + t107, t139);
                int32x2_t t140 = vadd_s32(t5, vdup_n_s32(14));
                uint32x2_t t141 = vreinterpret_u32_s32(t140);
                uint32x2_t t142 = vsub_u32(t141, vdup_n_u32(23));
                uint32x2_t t143 = vmin_u32(t141, t142);
                int32x2_t t144 = vreinterpret_s32_u32(t143);
                int32x2_t t145 = vsub_s32(t144, vdup_n_s32(11));
                vst1_s32(ai + t107, t145);
                int32x2_t t146 = vadd_s32(t6, vdup_n_s32(7));
                uint32x2_t t147 = vreinterpret_u32_s32(t146);
                uint32x2_t t148 = vsub_u32(t147, vdup_n_u32(19));
                uint32x2_t t149 = vmin_u32(t147, t148);
                int32x2_t t150 = vreinterpret_s32_u32(t149);
                int32x2_t t151 = vsub_s32(t150, vdup_n_s32(9));
                vst1_s32(bi + t107, t151);
                long t152 = x_vec + 4L;
                int32x2_t t153 = vadd_s32(t1, vdup_n_s32(6));
                uint32x2_t t154 = vreinterpret_u32_s32(t153);
                uint32x2_t t155 = vsub_u32(t154, vdup_n_u32(11));
                uint32x2_t t156 = vmin_u32(t154, t155);
                int32x2_t t157 = vreinterpret_s32_u32(t156);
                float32x2_t t158 = vcvt_f32_s32(t157);
                float32x2_t t159 = vmul_f32(t158, vdup_n_f32(0.37f));
                float32x2_t t160 = vsub_f32(t159, vdup_n_f32(1.5f));
                vst1_f32(af + t152, t160);
                int32x2_t t161 = vadd_s32(t2, vdup_n_s32(7));
                uint32x2_t t162 = vreinterpret_u32_s32(t161);
                uint32x2_t t163 = vsub_u32(t162, vdup_n_u32(13));
                uint32x2_t t164 = vmin_u32(t162, t163);
                int32x2_t t165 = vreinterpret_s32_u32(t164);
                float32x2_t t166 = vcvt_f32_s32(t165);
                float32x2_t t167 = vmul_f32(t166, vdup_n_f32(0.21f));
                float32x2_t t168 = vadd_f32(t167, vdup_n_f32(0.1f));
                vst1_f32(bf + t152, t168);
                int32x2_t t169 = vadd_s32(t3, vdup_n_s32(12));
                uint32x2_t t170 = vreinterpret_u32_s32(t169);
                uint32x2_t t171 = vsub_u32(t170, vdup_n_u32(17));
                uint32x2_t t172 = vmin_u32(t170, t171);
                int32x2_t t173 = vreinterpret_s32_u32(t172);
                float64x2_t t174 = vcvtq_f64_s64(vmovl_s32(t173));
                float64x2_t t175 = vmulq_f64(t174, vdupq_n_f64(0.113));
                float64x2_t t176 = vsubq_f64(t175, vdupq_n_f64(0.75));
                vst1q_f64(ad + t152, t176);
                int32x2_t t177 = vadd_s32(t4, vdup_n_s32(2));
                uint32x2_t t178 = vreinterpret_u32_s32(t177);
                uint32x2_t t179 = vsub_u32(t178, vdup_n_u32(7));
                uint32x2_t t180 = vmin_u32(t178, t179);
                int32x2_t t181 = vreinterpret_s32_u32(t180);
                float64x2_t t182 = vcvtq_f64_s64(vmovl_s32(t181));
                float64x2_t t183 = vmulq_f64(t182, vdupq_n_f64(0.97));
                float64x2_t t184 = vaddq_f64(t183, vdupq_n_f64(0.3));
                vst1q_f64(bd + t152, t184);
                int32x2_t t185 = vadd_s32(t5, vdup_n_s32(5));
                uint32x2_t t186 = vreinterpret_u32_s32(t185);
                uint32x2_t t187 = vsub_u32(t186, vdup_n_u32(23));
                uint32x2_t t188 = vmin_u32(t186, t187);
                int32x2_t t189 = vreinterpret_s32_u32(t188);
                int32x2_t t190 = vsub_s32(t189, vdup_n_s32(11));
                vst1_s32(ai + t152, t190);
                int32x2_t t191 = vadd_s32(t6, vdup_n_s32(14));
                uint32x2_t t192 = vreinterpret_u32_s32(t191);
                uint32x2_t t193 = vsub_u32(t192, vdup_n_u32(19));
                uint32x2_t t194 = vmin_u32(t192, t193);
                int32x2_t t195 = vreinterpret_s32_u32(t194);
                int32x2_t t196 = vsub_s32(t195, vdup_n_s32(9));
                vst1_s32(bi + t152, t196);
                long t197 = x_vec + 6L;
                int32x2_t t198 = vadd_s32(t1, vdup_n_s32(9));
                uint32x2_t t199 = vreinterpret_u32_s32(t198);
                uint32x2_t t200 = vsub_u32(t199, vdup_n_u32(11));
                uint32x2_t t201 = vmin_u32(t199, t200);
                int32x2_t t202 = vreinterpret_s32_u32(t201);
                float32x2_t t203 = vcvt_f32_s32(t202);
                float32x2_t t204 = vmul_f32(t203, vdup_n_f32(0.37f));
                float32x2_t t205 = vsub_f32(t204, vdup_n_f32(1.5f));
                vst1_f32(af + t197, t205);
                int32x2_t t206 = vadd_s32(t2, vdup_n_s32(4));
                uint32x2_t t207 = vreinterpret_u32_s32(t206);
                uint32x2_t t208 = vsub_u32(t207, vdup_n_u32(13));
                uint32x2_t t209 = vmin_u32(t207, t208);
                int32x2_t t210 = vreinterpret_s32_u32(t209);
                float32x2_t t211 = vcvt_f32_s32(t210);
                float32x2_t t212 = vmul_f32(t211, vdup_n_f32(0.21f));
                float32x2_t t213 = vadd_f32(t212, vdup_n_f32(0.1f));
                vst1_f32(bf + t197, t213);
                int32x2_t t214 = vadd_s32(t3, vdup_n_s32(1));
                uint32x2_t t215 = vreinterpret_u32_s32(t214);
                uint32x2_t t216 = vsub_u32(t215, vdup_n_u32(17));
                uint32x2_t t217 = vmin_u32(t215, t216);
                int32x2_t t218 = vreinterpret_s32_u32(t217);
                float64x2_t t219 = vcvtq_f64_s64(vmovl_s32(t218));
                float64x2_t t220 = vmulq_f64(t219, vdupq_n_f64(0.113));
                float64x2_t t221 = vsubq_f64(t220, vdupq_n_f64(0.75));
                vst1q_f64(ad + t197, t221);
                int32x2_t t222 = vadd_s32(t4, vdup_n_s32(3));
                uint32x2_t t223 = vreinterpret_u32_s32(t222);
                uint32x2_t t224 = vsub_u32(t223, vdup_n_u32(7));
                uint32x2_t t225 = vmin_u32(t223, t224);
                int32x2_t t226 = vreinterpret_s32_u32(t225);
                float64x2_t t227 = vcvtq_f64_s64(vmovl_s32(t226));
                float64x2_t t228 = vmulq_f64(t227, vdupq_n_f64(0.97));
                float64x2_t t229 = vaddq_f64(t228, vdupq_n_f64(0.3));
                vst1q_f64(bd + t197, t229);
                int32x2_t t230 = vadd_s32(t5, vdup_n_s32(19));
                uint32x2_t t231 = vreinterpret_u32_s32(t230);
                uint32x2_t t232 = vsub_u32(t231, vdup_n_u32(23));
                uint32x2_t t233 = vmin_u32(t231, t232);
                int32x2_t t234 = vreinterpret_s32_u32(t233);
                int32x2_t t235 = vsub_s32(t234, vdup_n_s32(11));
                vst1_s32(ai + t197, t235);
                int32x2_t t236 = vadd_s32(t6, vdup_n_s32(2));
                uint32x2_t t237 = vreinterpret_u32_s32(t236);
                uint32x2_t t238 = vsub_u32(t237, vdup_n_u32(19));
                uint32x2_t t239 = vmin_u32(t237, t238);
                int32x2_t t240 = vreinterpret_s32_u32(t239);
                int32x2_t t241 = vsub_s32(t240, vdup_n_s32(9));
                vst1_s32(bi + t197, t241);
                x_vec += 8L;
                int32x2_t t242 = vadd_s32(t1, vdup_n_s32(1));
                uint32x2_t t243 = vreinterpret_u32_s32(t242);
                uint32x2_t t244 = vsub_u32(t243, vdup_n_u32(11));
                uint32x2_t t245 = vmin_u32(t243, t244);
                int32x2_t t246 = vreinterpret_s32_u32(t245);
                int32x2_t t247 = vadd_s32(t2, vdup_n_s32(1));
                uint32x2_t t248 = vreinterpret_u32_s32(t247);
                uint32x2_t t249 = vsub_u32(t248, vdup_n_u32(13));
                uint32x2_t t250 = vmin_u32(t248, t249);
                int32x2_t t251 = vreinterpret_s32_u32(t250);
                int32x2_t t252 = vadd_s32(t3, vdup_n_s32(7));
                uint32x2_t t253 = vreinterpret_u32_s32(t252);
                uint32x2_t t254 = vsub_u32(t253, vdup_n_u32(17));
                uint32x2_t t255 = vmin_u32(t253, t254);
                int32x2_t t256 = vreinterpret_s32_u32(t255);
                int32x2_t t257 = vadd_s32(t4, vdup_n_s32(4));
                uint32x2_t t258 = vreinterpret_u32_s32(t257);
                uint32x2_t t259 = vsub_u32(t258, vdup_n_u32(7));
                uint32x2_t t260 = vmin_u32(t258, t259);
                int32x2_t t261 = vreinterpret_s32_u32(t260);
                int32x2_t t262 = vadd_s32(t5, vdup_n_s32(10));
                uint32x2_t t263 = vreinterpret_u32_s32(t262);
                uint32x2_t t264 = vsub_u32(t263, vdup_n_u32(23));
                uint32x2_t t265 = vmin_u32(t263, t264);
                int32x2_t t266 = vreinterpret_s32_u32(t265);
                int32x2_t t267 = vadd_s32(t6, vdup_n_s32(9));
                uint32x2_t t268 = vreinterpret_u32_s32(t267);
                uint32x2_t t269 = vsub_u32(t268, vdup_n_u32(19));
                uint32x2_t t270 = vmin_u32(t268, t269);
                int32x2_t t271 = vreinterpret_s32_u32(t270);
                if (x_vec >= t62) {
                    break;
                }
                t1 = t246;
                t2 = t251;
                t3 = t256;
                t4 = t261;
                t5 = t266;
                t6 = t271;
            }
            t272 = (int)t62;
        } else {
            t272 = 0;
        }
        long t273 = (long)nn + (long)t272 * -1L;
        unsigned long t274 = (unsigned long)t17;
        unsigned long t275 = (unsigned long)t18;
        long t276 = (long)((unsigned long)t18 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t272 * 4L)));
        unsigned long t277 = (unsigned long)t17;
        unsigned long t278 = (unsigned long)t20;
        unsigned long t279 = (unsigned long)t17;
        unsigned long t280 = (unsigned long)t21;
        unsigned long t281 = (unsigned long)t17;
        unsigned long t282 = (unsigned long)t22;
        long t283 = (long)((unsigned long)t22 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t272 * 4L)));
        unsigned long t284 = (unsigned long)t17;
        unsigned long t285 = (unsigned long)t23;
        long t286 = (long)((unsigned long)t23 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t17 + (unsigned long)((long)t272 * 4L)));
        unsigned long t287 = (unsigned long)t18;
        unsigned long t288 = (unsigned long)t20;
        unsigned long t289 = (unsigned long)t18;
        unsigned long t290 = (unsigned long)t21;
        unsigned long t291 = (unsigned long)t18;
        unsigned long t292 = (unsigned long)t22;
        long t293 = (long)((unsigned long)t22 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t272 * 4L)));
        unsigned long t294 = (unsigned long)t18;
        unsigned long t295 = (unsigned long)t23;
        long t296 = (long)((unsigned long)t23 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t18 + (unsigned long)((long)t272 * 4L)));
        unsigned long t297 = (unsigned long)t20;
        unsigned long t298 = (unsigned long)t21;
        long t299 = (long)((unsigned long)t21 + (unsigned long)((long)t272 * 8L) - ((unsigned long)t20 + (unsigned long)((long)t272 * 8L)));
        unsigned long t300 = (unsigned long)t20;
        unsigned long t301 = (unsigned long)t22;
        unsigned long t302 = (unsigned long)t20;
        unsigned long t303 = (unsigned long)t23;
        unsigned long t304 = (unsigned long)t21;
        unsigned long t305 = (unsigned long)t22;
        unsigned long t306 = (unsigned long)t21;
        unsigned long t307 = (unsigned long)t23;
        unsigned long t308 = (unsigned long)t22;
        unsigned long t309 = (unsigned long)t23;
        long t310 = (long)((unsigned long)t23 + (unsigned long)((long)t272 * 4L) - ((unsigned long)t22 + (unsigned long)((long)t272 * 4L)));
        int t311 = (int)((unsigned int)t272 * 7U);
        int t312 = (int)((unsigned int)t272 * 5U);
        int t313 = (int)((unsigned int)t272 * 3U);
        int t314 = (int)((unsigned int)t272 * 11U);
        int t315 = (int)((unsigned int)t272 * 7U);
        int t316 = (int)((unsigned int)t272 * 13U);
        if ((t273 >= 2L) & (((t274 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t275 + (unsigned long)((long)t272 * 4L))) | ((t275 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t274 + (unsigned long)((long)t272 * 4L))) | ((t276 <= 0L) | (t276 >= 8L))) & (((t277 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t278 + (unsigned long)((long)t272 * 8L))) | ((t278 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t277 + (unsigned long)((long)t272 * 4L)))) & (((t279 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t280 + (unsigned long)((long)t272 * 8L))) | ((t280 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t279 + (unsigned long)((long)t272 * 4L)))) & (((t281 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t282 + (unsigned long)((long)t272 * 4L))) | ((t282 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t281 + (unsigned long)((long)t272 * 4L))) | ((t283 <= 0L) | (t283 >= 8L))) & (((t284 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t285 + (unsigned long)((long)t272 * 4L))) | ((t285 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t284 + (unsigned long)((long)t272 * 4L))) | ((t286 <= 0L) | (t286 >= 8L))) & (((t287 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t288 + (unsigned long)((long)t272 * 8L))) | ((t288 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t287 + (unsigned long)((long)t272 * 4L)))) & (((t289 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t290 + (unsigned long)((long)t272 * 8L))) | ((t290 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t289 + (unsigned long)((long)t272 * 4L)))) & (((t291 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t292 + (unsigned long)((long)t272 * 4L))) | ((t292 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t291 + (unsigned long)((long)t272 * 4L))) | ((t293 <= 0L) | (t293 >= 8L))) & (((t294 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t295 + (unsigned long)((long)t272 * 4L))) | ((t295 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t294 + (unsigned long)((long)t272 * 4L))) | ((t296 <= 0L) | (t296 >= 8L))) & (((t297 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t298 + (unsigned long)((long)t272 * 8L))) | ((t298 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t297 + (unsigned long)((long)t272 * 8L))) | ((t299 <= 0L) | (t299 >= 16L))) & (((t300 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t301 + (unsigned long)((long)t272 * 4L))) | ((t301 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t300 + (unsigned long)((long)t272 * 8L)))) & (((t302 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t303 + (unsigned long)((long)t272 * 4L))) | ((t303 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t302 + (unsigned long)((long)t272 * 8L)))) & (((t304 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t305 + (unsigned long)((long)t272 * 4L))) | ((t305 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t304 + (unsigned long)((long)t272 * 8L)))) & (((t306 + (unsigned long)((long)t272 * 8L + 8L + (t273 - 1L) * 8L)) <= (t307 + (unsigned long)((long)t272 * 4L))) | ((t307 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t306 + (unsigned long)((long)t272 * 8L)))) & (((t308 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t309 + (unsigned long)((long)t272 * 4L))) | ((t309 + (unsigned long)((long)t272 * 4L + 4L + (t273 - 1L) * 4L)) <= (t308 + (unsigned long)((long)t272 * 4L))) | ((t310 <= 0L) | (t310 >= 8L))) & (t311 >= 0) & (t312 >= 0) & (t313 >= 0) & (t314 >= 0) & (t315 >= 0) & (t316 >= 0)) {
            long t317 = t273 & -2L;
            int32x2_t t318 = vdup_n_s32(t311 % 11);
            int32x2_t t319 = vadd_s32(t318, ((int32x2_t)(vcc_v2_int){0, 7}));
            uint32x2_t t320 = vreinterpret_u32_s32(t319);
            uint32x2_t t321 = vsub_u32(t320, vdup_n_u32(11));
            uint32x2_t t322 = vmin_u32(t320, t321);
            int32x2_t t7 = vreinterpret_s32_u32(t322);
            int32x2_t t323 = vdup_n_s32(t312 % 13);
            int32x2_t t324 = vadd_s32(t323, ((int32x2_t)(vcc_v2_int){0, 5}));
            uint32x2_t t325 = vreinterpret_u32_s32(t324);
            uint32x2_t t326 = vsub_u32(t325, vdup_n_u32(13));
            uint32x2_t t327 = vmin_u32(t325, t326);
            int32x2_t t8 = vreinterpret_s32_u32(t327);
            int32x2_t t328 = vdup_n_s32(t313 % 17);
            int32x2_t t329 = vadd_s32(t328, ((int32x2_t)(vcc_v2_int){0, 3}));
            uint32x2_t t330 = vreinterpret_u32_s32(t329);
            uint32x2_t t331 = vsub_u32(t330, vdup_n_u32(17));
            uint32x2_t t332 = vmin_u32(t330, t331);
            int32x2_t t9 = vreinterpret_s32_u32(t332);
            int32x2_t t333 = vdup_n_s32(t314 % 7);
            int32x2_t t334 = vadd_s32(t333, ((int32x2_t)(vcc_v2_int){0, 4}));
            uint32x2_t t335 = vreinterpret_u32_s32(t334);
            uint32x2_t t336 = vsub_u32(t335, vdup_n_u32(7));
            uint32x2_t t337 = vmin_u32(t335, t336);
            int32x2_t t10 = vreinterpret_s32_u32(t337);
            int32x2_t t338 = vdup_n_s32(t315 % 23);
            int32x2_t t339 = vadd_s32(t338, ((int32x2_t)(vcc_v2_int){0, 7}));
            uint32x2_t t340 = vreinterpret_u32_s32(t339);
            uint32x2_t t341 = vsub_u32(t340, vdup_n_u32(23));
            uint32x2_t t342 = vmin_u32(t340, t341);
            int32x2_t t11 = vreinterpret_s32_u32(t342);
            int32x2_t t343 = vdup_n_s32(t316 % 19);
            int32x2_t t344 = vadd_s32(t343, ((int32x2_t)(vcc_v2_int){0, 13}));
            uint32x2_t t345 = vreinterpret_u32_s32(t344);
            uint32x2_t t346 = vsub_u32(t345, vdup_n_u32(19));
            uint32x2_t t347 = vmin_u32(t345, t346);
            int32x2_t t12 = vreinterpret_s32_u32(t347);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t348 = (long)t272 + x_vec_1;
                float32x2_t t349 = vcvt_f32_s32(t7);
                float32x2_t t350 = vmul_f32(t349, vdup_n_f32(0.37f));
                float32x2_t t351 = vsub_f32(t350, vdup_n_f32(1.5f));
                vst1_f32(af + t348, t351);
                float32x2_t t352 = vcvt_f32_s32(t8);
                float32x2_t t353 = vmul_f32(t352, vdup_n_f32(0.21f));
                float32x2_t t354 = vadd_f32(t353, vdup_n_f32(0.1f));
                vst1_f32(bf + t348, t354);
                float64x2_t t355 = vcvtq_f64_s64(vmovl_s32(t9));
                float64x2_t t356 = vmulq_f64(t355, vdupq_n_f64(0.113));
                float64x2_t t357 = vsubq_f64(t356, vdupq_n_f64(0.75));
                vst1q_f64(ad + t348, t357);
                float64x2_t t358 = vcvtq_f64_s64(vmovl_s32(t10));
                float64x2_t t359 = vmulq_f64(t358, vdupq_n_f64(0.97));
                float64x2_t t360 = vaddq_f64(t359, vdupq_n_f64(0.3));
                vst1q_f64(bd + t348, t360);
                int32x2_t t361 = vsub_s32(t11, vdup_n_s32(11));
                vst1_s32(ai + t348, t361);
                int32x2_t t362 = vsub_s32(t12, vdup_n_s32(9));
                vst1_s32(bi + t348, t362);
                x_vec_1 += 2L;
                int32x2_t t363 = vadd_s32(t7, vdup_n_s32(3));
                uint32x2_t t364 = vreinterpret_u32_s32(t363);
                uint32x2_t t365 = vsub_u32(t364, vdup_n_u32(11));
                uint32x2_t t366 = vmin_u32(t364, t365);
                int32x2_t t367 = vreinterpret_s32_u32(t366);
                int32x2_t t368 = vadd_s32(t8, vdup_n_s32(10));
                uint32x2_t t369 = vreinterpret_u32_s32(t368);
                uint32x2_t t370 = vsub_u32(t369, vdup_n_u32(13));
                uint32x2_t t371 = vmin_u32(t369, t370);
                int32x2_t t372 = vreinterpret_s32_u32(t371);
                int32x2_t t373 = vadd_s32(t9, vdup_n_s32(6));
                uint32x2_t t374 = vreinterpret_u32_s32(t373);
                uint32x2_t t375 = vsub_u32(t374, vdup_n_u32(17));
                uint32x2_t t376 = vmin_u32(t374, t375);
                int32x2_t t377 = vreinterpret_s32_u32(t376);
                int32x2_t t378 = vadd_s32(t10, vdup_n_s32(1));
                uint32x2_t t379 = vreinterpret_u32_s32(t378);
                uint32x2_t t380 = vsub_u32(t379, vdup_n_u32(7));
                uint32x2_t t381 = vmin_u32(t379, t380);
                int32x2_t t382 = vreinterpret_s32_u32(t381);
                int32x2_t t383 = vadd_s32(t11, vdup_n_s32(14));
                uint32x2_t t384 = vreinterpret_u32_s32(t383);
                uint32x2_t t385 = vsub_u32(t384, vdup_n_u32(23));
                uint32x2_t t386 = vmin_u32(t384, t385);
                int32x2_t t387 = vreinterpret_s32_u32(t386);
                int32x2_t t388 = vadd_s32(t12, vdup_n_s32(7));
                uint32x2_t t389 = vreinterpret_u32_s32(t388);
                uint32x2_t t390 = vsub_u32(t389, vdup_n_u32(19));
                uint32x2_t t391 = vmin_u32(t389, t390);
                int32x2_t t392 = vreinterpret_s32_u32(t391);
                if (x_vec_1 >= t317) {
                    break;
                }
                t7 = t367;
                t8 = t372;
                t9 = t377;
                t10 = t382;
                t11 = t387;
                t12 = t392;
            }
            x = (int)((long)t272 + t317);
        } else {
            x = t272;
        }
        for (; x < nn; x++) {
            long t393 = (long)x;
            int t394 = x * 7;
            af[t393] = (float)(t394 % 11) * 0.37f - 1.5f;
            bf[t393] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t393] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t393] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t393] = t394 % 23 - 11;
            bi[t393] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t395 = (long)x_1;
            sf += (double)(cf[t395] * (float)(x_1 % 5 + 1));
            sd += cd[t395] * (double)(x_1 % 3 + 1);
            si += (long)ci[t395] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t396 = ci[nn - 1];
        } else {
            t396 = 0;
        }
        if (nn) {
            t397 = cd[nn / 2];
        } else {
            t397 = 0.0;
        }
        if (nn) {
            t398 = cf[nn - 1];
        } else {
            t398 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t398, sd, t397, si, t396);
        free((void *)af);
        free((void *)bf);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)ai);
        free((void *)bi);
        free((void *)ci);
    }
    int32x4_t t399 = vdupq_n_s32(0);
    int32x4_t t400 = vaddq_s32(t399, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
    uint32x4_t t401 = vreinterpretq_u32_s32(t400);
    uint32x4_t t402 = vsubq_u32(t401, vdupq_n_u32(11));
    uint32x4_t t403 = vminq_u32(t401, t402);
    int32x4_t t13 = vreinterpretq_s32_u32(t403);
    int32x4_t t404 = vdupq_n_s32(0);
    int32x4_t t405 = vaddq_s32(t404, ((int32x4_t)(vcc_v4_int){0, 5, 10, 2}));
    uint32x4_t t406 = vreinterpretq_u32_s32(t405);
    uint32x4_t t407 = vsubq_u32(t406, vdupq_n_u32(13));
    uint32x4_t t408 = vminq_u32(t406, t407);
    int32x4_t t14 = vreinterpretq_s32_u32(t408);
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 4, UF 4, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        float32x4_t t409 = vcvtq_f32_s32(t13);
        float32x4_t t410 = vmulq_f32(t409, vdupq_n_f32(0.37f));
        float32x4_t t411 = vsubq_f32(t410, vdupq_n_f32(1.5f));
        vst1q_f32(&a12[x_vec_2], t411);
        float32x4_t t412 = vcvtq_f32_s32(t14);
        float32x4_t t413 = vmulq_f32(t412, vdupq_n_f32(0.21f));
        float32x4_t t414 = vaddq_f32(t413, vdupq_n_f32(0.1f));
        vst1q_f32(&b12[x_vec_2], t414);
        long t415 = x_vec_2 + 4L;
        int32x4_t t416 = vaddq_s32(t13, vdupq_n_s32(6));
        uint32x4_t t417 = vreinterpretq_u32_s32(t416);
        uint32x4_t t418 = vsubq_u32(t417, vdupq_n_u32(11));
        uint32x4_t t419 = vminq_u32(t417, t418);
        int32x4_t t420 = vreinterpretq_s32_u32(t419);
        float32x4_t t421 = vcvtq_f32_s32(t420);
        float32x4_t t422 = vmulq_f32(t421, vdupq_n_f32(0.37f));
        float32x4_t t423 = vsubq_f32(t422, vdupq_n_f32(1.5f));
        vst1q_f32(&a12[t415], t423);
        int32x4_t t424 = vaddq_s32(t14, vdupq_n_s32(7));
        uint32x4_t t425 = vreinterpretq_u32_s32(t424);
        uint32x4_t t426 = vsubq_u32(t425, vdupq_n_u32(13));
        uint32x4_t t427 = vminq_u32(t425, t426);
        int32x4_t t428 = vreinterpretq_s32_u32(t427);
        float32x4_t t429 = vcvtq_f32_s32(t428);
        float32x4_t t430 = vmulq_f32(t429, vdupq_n_f32(0.21f));
        float32x4_t t431 = vaddq_f32(t430, vdupq_n_f32(0.1f));
        vst1q_f32(&b12[t415], t431);
        long t432 = x_vec_2 + 8L;
        int32x4_t t433 = vaddq_s32(t13, vdupq_n_s32(1));
        uint32x4_t t434 = vreinterpretq_u32_s32(t433);
        uint32x4_t t435 = vsubq_u32(t434, vdupq_n_u32(11));
        uint32x4_t t436 = vminq_u32(t434, t435);
        int32x4_t t437 = vreinterpretq_s32_u32(t436);
        float32x4_t t438 = vcvtq_f32_s32(t437);
        float32x4_t t439 = vmulq_f32(t438, vdupq_n_f32(0.37f));
        float32x4_t t440 = vsubq_f32(t439, vdupq_n_f32(1.5f));
        vst1q_f32(&a12[t432], t440);
        int32x4_t t441 = vaddq_s32(t14, vdupq_n_s32(1));
        uint32x4_t t442 = vreinterpretq_u32_s32(t441);
        uint32x4_t t443 = vsubq_u32(t442, vdupq_n_u32(13));
        uint32x4_t t444 = vminq_u32(t442, t443);
        int32x4_t t445 = vreinterpretq_s32_u32(t444);
        float32x4_t t446 = vcvtq_f32_s32(t445);
        float32x4_t t447 = vmulq_f32(t446, vdupq_n_f32(0.21f));
        float32x4_t t448 = vaddq_f32(t447, vdupq_n_f32(0.1f));
        vst1q_f32(&b12[t432], t448);
        long t449 = x_vec_2 + 12L;
        int32x4_t t450 = vaddq_s32(t13, vdupq_n_s32(7));
        uint32x4_t t451 = vreinterpretq_u32_s32(t450);
        uint32x4_t t452 = vsubq_u32(t451, vdupq_n_u32(11));
        uint32x4_t t453 = vminq_u32(t451, t452);
        int32x4_t t454 = vreinterpretq_s32_u32(t453);
        float32x4_t t455 = vcvtq_f32_s32(t454);
        float32x4_t t456 = vmulq_f32(t455, vdupq_n_f32(0.37f));
        float32x4_t t457 = vsubq_f32(t456, vdupq_n_f32(1.5f));
        vst1q_f32(&a12[t449], t457);
        int32x4_t t458 = vaddq_s32(t14, vdupq_n_s32(8));
        uint32x4_t t459 = vreinterpretq_u32_s32(t458);
        uint32x4_t t460 = vsubq_u32(t459, vdupq_n_u32(13));
        uint32x4_t t461 = vminq_u32(t459, t460);
        int32x4_t t462 = vreinterpretq_s32_u32(t461);
        float32x4_t t463 = vcvtq_f32_s32(t462);
        float32x4_t t464 = vmulq_f32(t463, vdupq_n_f32(0.21f));
        float32x4_t t465 = vaddq_f32(t464, vdupq_n_f32(0.1f));
        vst1q_f32(&b12[t449], t465);
        x_vec_2 += 16L;
        int32x4_t t466 = vaddq_s32(t13, vdupq_n_s32(2));
        uint32x4_t t467 = vreinterpretq_u32_s32(t466);
        uint32x4_t t468 = vsubq_u32(t467, vdupq_n_u32(11));
        uint32x4_t t469 = vminq_u32(t467, t468);
        t13 = vreinterpretq_s32_u32(t469);
        int32x4_t t470 = vaddq_s32(t14, vdupq_n_s32(2));
        uint32x4_t t471 = vreinterpretq_u32_s32(t470);
        uint32x4_t t472 = vsubq_u32(t471, vdupq_n_u32(13));
        uint32x4_t t473 = vminq_u32(t471, t472);
        t14 = vreinterpretq_s32_u32(t473);
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
