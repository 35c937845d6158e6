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
        for (;; j_1 += 4) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            float32x4_t t1 = vdupq_n_f32(0.0f);
            for (int t2 = 0; t2 < 12; t2++) {
                float32x4_t t3 = vld1q_f32(b + (t2 * 12 + j_1));
                float32x4_t t4 = vdupq_n_f32(a[i * 12 + t2]);
                float32x4_t t5 = vmulq_f32(t4, t3);
                t1 = vaddq_f32(t1, t5);
            }
            vst1q_f32(c + (i * 12 + j_1), t1);
        }
        for (; j < 12; j++) {
            float s = 0.0f;
            for (int k = 0; k < 12; k++) {
                s += a[i * 12 + k] * b[k * 12 + j];
            }
            c[i * 12 + j] = s;
        }
    }
}

int main(void) {
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    int t265;
    int x;
    int t382;
    double t383;
    float t384;
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
        unsigned long t27 = (unsigned long)t17;
        unsigned long t28 = (unsigned long)t20;
        unsigned long t29 = (unsigned long)t17;
        unsigned long t30 = (unsigned long)t21;
        unsigned long t31 = (unsigned long)t17;
        unsigned long t32 = (unsigned long)t22;
        unsigned long t33 = (unsigned long)t17;
        unsigned long t34 = (unsigned long)t23;
        unsigned long t35 = (unsigned long)t18;
        unsigned long t36 = (unsigned long)t20;
        unsigned long t37 = (unsigned long)t18;
        unsigned long t38 = (unsigned long)t21;
        unsigned long t39 = (unsigned long)t18;
        unsigned long t40 = (unsigned long)t22;
        unsigned long t41 = (unsigned long)t18;
        unsigned long t42 = (unsigned long)t23;
        unsigned long t43 = (unsigned long)t20;
        unsigned long t44 = (unsigned long)t21;
        unsigned long t45 = (unsigned long)t20;
        unsigned long t46 = (unsigned long)t22;
        unsigned long t47 = (unsigned long)t20;
        unsigned long t48 = (unsigned long)t23;
        unsigned long t49 = (unsigned long)t21;
        unsigned long t50 = (unsigned long)t22;
        unsigned long t51 = (unsigned long)t21;
        unsigned long t52 = (unsigned long)t23;
        unsigned long t53 = (unsigned long)t22;
        unsigned long t54 = (unsigned long)t23;
        if ((t24 >= 8L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25)) & (((t27 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t28) | ((t28 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t27)) & (((t29 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t29)) & (((t31 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t32) | ((t32 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t31)) & (((t33 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t37)) & (((t39 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t39)) & (((t41 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t41)) & (((t43 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t44) | ((t44 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t43)) & (((t45 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t46) | ((t46 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t45)) & (((t47 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t48) | ((t48 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t47)) & (((t49 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t50) | ((t50 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t49)) & (((t51 + (unsigned long)(8L + (t24 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t54) | ((t54 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t53)) & 1 & 1 & 1 & 1 & 1 & 1) {
            long t55 = t24 & -8L;
            int32x2_t t56 = vdup_n_s32(0);
            int32x2_t t57 = vadd_s32(t56, ((int32x2_t)(vcc_v2_int){0, 7}));
            uint32x2_t t58 = vreinterpret_u32_s32(t57);
            uint32x2_t t59 = vsub_u32(t58, vdup_n_u32(11));
            uint32x2_t t60 = vmin_u32(t58, t59);
            int32x2_t t1 = vreinterpret_s32_u32(t60);
            int32x2_t t61 = vdup_n_s32(0);
            int32x2_t t62 = vadd_s32(t61, ((int32x2_t)(vcc_v2_int){0, 5}));
            uint32x2_t t63 = vreinterpret_u32_s32(t62);
            uint32x2_t t64 = vsub_u32(t63, vdup_n_u32(13));
            uint32x2_t t65 = vmin_u32(t63, t64);
            int32x2_t t2 = vreinterpret_s32_u32(t65);
            int32x2_t t66 = vdup_n_s32(0);
            int32x2_t t67 = vadd_s32(t66, ((int32x2_t)(vcc_v2_int){0, 3}));
            uint32x2_t t68 = vreinterpret_u32_s32(t67);
            uint32x2_t t69 = vsub_u32(t68, vdup_n_u32(17));
            uint32x2_t t70 = vmin_u32(t68, t69);
            int32x2_t t3 = vreinterpret_s32_u32(t70);
            int32x2_t t71 = vdup_n_s32(0);
            int32x2_t t72 = vadd_s32(t71, ((int32x2_t)(vcc_v2_int){0, 4}));
            uint32x2_t t73 = vreinterpret_u32_s32(t72);
            uint32x2_t t74 = vsub_u32(t73, vdup_n_u32(7));
            uint32x2_t t75 = vmin_u32(t73, t74);
            int32x2_t t4 = vreinterpret_s32_u32(t75);
            int32x2_t t76 = vdup_n_s32(0);
            int32x2_t t77 = vadd_s32(t76, ((int32x2_t)(vcc_v2_int){0, 7}));
            uint32x2_t t78 = vreinterpret_u32_s32(t77);
            uint32x2_t t79 = vsub_u32(t78, vdup_n_u32(23));
            uint32x2_t t80 = vmin_u32(t78, t79);
            int32x2_t t5 = vreinterpret_s32_u32(t80);
            int32x2_t t81 = vdup_n_s32(0);
            int32x2_t t82 = vadd_s32(t81, ((int32x2_t)(vcc_v2_int){0, 13}));
            uint32x2_t t83 = vreinterpret_u32_s32(t82);
            uint32x2_t t84 = vsub_u32(t83, vdup_n_u32(19));
            uint32x2_t t85 = vmin_u32(t83, t84);
            int32x2_t t6 = vreinterpret_s32_u32(t85);
            long x_vec = 0L;
            /* vcc: loop at outer_matmul.c:57 vectorized: VF 2, UF 4, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, the remainder at 58:21 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 59:21 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 60:21 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 61:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 62:21 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 63:21 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                float32x2_t t86 = vcvt_f32_s32(t1);
                float32x2_t t87 = vmul_f32(t86, vdup_n_f32(0.37f));
                float32x2_t t88 = vsub_f32(t87, vdup_n_f32(1.5f));
                vst1_f32(af + x_vec, t88);
                float32x2_t t89 = vcvt_f32_s32(t2);
                float32x2_t t90 = vmul_f32(t89, vdup_n_f32(0.21f));
                float32x2_t t91 = vadd_f32(t90, vdup_n_f32(0.1f));
                vst1_f32(bf + x_vec, t91);
                float64x2_t t92 = vcvtq_f64_s64(vmovl_s32(t3));
                float64x2_t t93 = vmulq_f64(t92, vdupq_n_f64(0.113));
                float64x2_t t94 = vsubq_f64(t93, vdupq_n_f64(0.75));
                vst1q_f64(ad + x_vec, t94);
                float64x2_t t95 = vcvtq_f64_s64(vmovl_s32(t4));
                float64x2_t t96 = vmulq_f64(t95, vdupq_n_f64(0.97));
                float64x2_t t97 = vaddq_f64(t96, vdupq_n_f64(0.3));
                vst1q_f64(bd + x_vec, t97);
                int32x2_t t98 = vsub_s32(t5, vdup_n_s32(11));
                vst1_s32(ai + x_vec, t98);
                int32x2_t t99 = vsub_s32(t6, vdup_n_s32(9));
                vst1_s32(bi + x_vec, t99);
                long t100 = x_vec + 2L;
                int32x2_t t101 = vadd_s32(t1, vdup_n_s32(3));
                uint32x2_t t102 = vreinterpret_u32_s32(t101);
                uint32x2_t t103 = vsub_u32(t102, vdup_n_u32(11));
                uint32x2_t t104 = vmin_u32(t102, t103);
                int32x2_t t105 = vreinterpret_s32_u32(t104);
                float32x2_t t106 = vcvt_f32_s32(t105);
                float32x2_t t107 = vmul_f32(t106, vdup_n_f32(0.37f));
                float32x2_t t108 = vsub_f32(t107, vdup_n_f32(1.5f));
                vst1_f32(af + t100, t108);
                int32x2_t t109 = vadd_s32(t2, vdup_n_s32(10));
                uint32x2_t t110 = vreinterpret_u32_s32(t109);
                uint32x2_t t111 = vsub_u32(t110, vdup_n_u32(13));
                uint32x2_t t112 = vmin_u32(t110, t111);
                int32x2_t t113 = vreinterpret_s32_u32(t112);
                float32x2_t t114 = vcvt_f32_s32(t113);
                float32x2_t t115 = vmul_f32(t114, vdup_n_f32(0.21f));
                float32x2_t t116 = vadd_f32(t115, vdup_n_f32(0.1f));
                vst1_f32(bf + t100, t116);
                int32x2_t t117 = vadd_s32(t3, vdup_n_s32(6));
                uint32x2_t t118 = vreinterpret_u32_s32(t117);
                uint32x2_t t119 = vsub_u32(t118, vdup_n_u32(17));
                uint32x2_t t120 = vmin_u32(t118, t119);
                int32x2_t t121 = vreinterpret_s32_u32(t120);
                float64x2_t t122 = vcvtq_f64_s64(vmovl_s32(t121));
                float64x2_t t123 = vmulq_f64(t122, vdupq_n_f64(0.113));
                float64x2_t t124 = vsubq_f64(t123, vdupq_n_f64(0.75));
                vst1q_f64(ad + t100, t124);
                int32x2_t t125 = vadd_s32(t4, vdup_n_s32(1));
                uint32x2_t t126 = vreinterpret_u32_s32(t125);
                uint32x2_t t127 = vsub_u32(t126, vdup_n_u32(7));
                uint32x2_t t128 = vmin_u32(t126, t127);
                int32x2_t t129 = vreinterpret_s32_u32(t128);
                float64x2_t t130 = vcvtq_f64_s64(vmovl_s32(t129));
                float64x2_t t131 = vmulq_f64(t130, vdupq_n_f64(0.97));
                float64x2_t t132 = vaddq_f64(t131, vdupq_n_f64(0.3));
                vst1q_f64(bd + t100, t132);
                int32x2_t t133 = vadd_s32(t5, vdup_n_s32(14));
                uint32x2_t t134 = vreinterpret_u32_s32(t133);
                uint32x2_t t135 = vsub_u32(t134, vdup_n_u32(23));
                uint32x2_t t136 = vmin_u32(t134, t135);
                int32x2_t t137 = vreinterpret_s32_u32(t136);
                int32x2_t t138 = vsub_s32(t137, vdup_n_s32(11));
                vst1_s32(ai + t100, t138);
                int32x2_t t139 = vadd_s32(t6, vdup_n_s32(7));
                uint32x2_t t140 = vreinterpret_u32_s32(t139);
                uint32x2_t t141 = vsub_u32(t140, vdup_n_u32(19));
                uint32x2_t t142 = vmin_u32(t140, t141);
                int32x2_t t143 = vreinterpret_s32_u32(t142);
                int32x2_t t144 = vsub_s32(t143, vdup_n_s32(9));
                vst1_s32(bi + t100, t144);
                long t145 = x_vec + 4L;
                int32x2_t t146 = vadd_s32(t1, vdup_n_s32(6));
                uint32x2_t t147 = vreinterpret_u32_s32(t146);
                uint32x2_t t148 = vsub_u32(t147, vdup_n_u32(11));
                uint32x2_t t149 = vmin_u32(t147, t148);
                int32x2_t t150 = vreinterpret_s32_u32(t149);
                float32x2_t t151 = vcvt_f32_s32(t150);
                float32x2_t t152 = vmul_f32(t151, vdup_n_f32(0.37f));
                float32x2_t t153 = vsub_f32(t152, vdup_n_f32(1.5f));
                vst1_f32(af + t145, t153);
                int32x2_t t154 = vadd_s32(t2, vdup_n_s32(7));
                uint32x2_t t155 = vreinterpret_u32_s32(t154);
                uint32x2_t t156 = vsub_u32(t155, vdup_n_u32(13));
                uint32x2_t t157 = vmin_u32(t155, t156);
                int32x2_t t158 = vreinterpret_s32_u32(t157);
                float32x2_t t159 = vcvt_f32_s32(t158);
                float32x2_t t160 = vmul_f32(t159, vdup_n_f32(0.21f));
                float32x2_t t161 = vadd_f32(t160, vdup_n_f32(0.1f));
                vst1_f32(bf + t145, t161);
                int32x2_t t162 = vadd_s32(t3, vdup_n_s32(12));
                uint32x2_t t163 = vreinterpret_u32_s32(t162);
                uint32x2_t t164 = vsub_u32(t163, vdup_n_u32(17));
                uint32x2_t t165 = vmin_u32(t163, t164);
                int32x2_t t166 = vreinterpret_s32_u32(t165);
                float64x2_t t167 = vcvtq_f64_s64(vmovl_s32(t166));
                float64x2_t t168 = vmulq_f64(t167, vdupq_n_f64(0.113));
                float64x2_t t169 = vsubq_f64(t168, vdupq_n_f64(0.75));
                vst1q_f64(ad + t145, t169);
                int32x2_t t170 = vadd_s32(t4, vdup_n_s32(2));
                uint32x2_t t171 = vreinterpret_u32_s32(t170);
                uint32x2_t t172 = vsub_u32(t171, vdup_n_u32(7));
                uint32x2_t t173 = vmin_u32(t171, t172);
                int32x2_t t174 = vreinterpret_s32_u32(t173);
                float64x2_t t175 = vcvtq_f64_s64(vmovl_s32(t174));
                float64x2_t t176 = vmulq_f64(t175, vdupq_n_f64(0.97));
                float64x2_t t177 = vaddq_f64(t176, vdupq_n_f64(0.3));
                vst1q_f64(bd + t145, t177);
                int32x2_t t178 = vadd_s32(t5, vdup_n_s32(5));
                uint32x2_t t179 = vreinterpret_u32_s32(t178);
                uint32x2_t t180 = vsub_u32(t179, vdup_n_u32(23));
                uint32x2_t t181 = vmin_u32(t179, t180);
                int32x2_t t182 = vreinterpret_s32_u32(t181);
                int32x2_t t183 = vsub_s32(t182, vdup_n_s32(11));
                vst1_s32(ai + t145, t183);
                int32x2_t t184 = vadd_s32(t6, vdup_n_s32(14));
                uint32x2_t t185 = vreinterpret_u32_s32(t184);
                uint32x2_t t186 = vsub_u32(t185, vdup_n_u32(19));
                uint32x2_t t187 = vmin_u32(t185, t186);
                int32x2_t t188 = vreinterpret_s32_u32(t187);
                int32x2_t t189 = vsub_s32(t188, vdup_n_s32(9));
                vst1_s32(bi + t145, t189);
                long t190 = x_vec + 6L;
                int32x2_t t191 = vadd_s32(t1, vdup_n_s32(9));
                uint32x2_t t192 = vreinterpret_u32_s32(t191);
                uint32x2_t t193 = vsub_u32(t192, vdup_n_u32(11));
                uint32x2_t t194 = vmin_u32(t192, t193);
                int32x2_t t195 = vreinterpret_s32_u32(t194);
                float32x2_t t196 = vcvt_f32_s32(t195);
                float32x2_t t197 = vmul_f32(t196, vdup_n_f32(0.37f));
                float32x2_t t198 = vsub_f32(t197, vdup_n_f32(1.5f));
                vst1_f32(af + t190, t198);
                int32x2_t t199 = vadd_s32(t2, vdup_n_s32(4));
                uint32x2_t t200 = vreinterpret_u32_s32(t199);
                uint32x2_t t201 = vsub_u32(t200, vdup_n_u32(13));
                uint32x2_t t202 = vmin_u32(t200, t201);
                int32x2_t t203 = vreinterpret_s32_u32(t202);
                float32x2_t t204 = vcvt_f32_s32(t203);
                float32x2_t t205 = vmul_f32(t204, vdup_n_f32(0.21f));
                float32x2_t t206 = vadd_f32(t205, vdup_n_f32(0.1f));
                vst1_f32(bf + t190, t206);
                int32x2_t t207 = vadd_s32(t3, vdup_n_s32(1));
                uint32x2_t t208 = vreinterpret_u32_s32(t207);
                uint32x2_t t209 = vsub_u32(t208, vdup_n_u32(17));
                uint32x2_t t210 = vmin_u32(t208, t209);
                int32x2_t t211 = vreinterpret_s32_u32(t210);
                float64x2_t t212 = vcvtq_f64_s64(vmovl_s32(t211));
                float64x2_t t213 = vmulq_f64(t212, vdupq_n_f64(0.113));
                float64x2_t t214 = vsubq_f64(t213, vdupq_n_f64(0.75));
                vst1q_f64(ad + t190, t214);
                int32x2_t t215 = vadd_s32(t4, vdup_n_s32(3));
                uint32x2_t t216 = vreinterpret_u32_s32(t215);
                uint32x2_t t217 = vsub_u32(t216, vdup_n_u32(7));
                uint32x2_t t218 = vmin_u32(t216, t217);
                int32x2_t t219 = vreinterpret_s32_u32(t218);
                float64x2_t t220 = vcvtq_f64_s64(vmovl_s32(t219));
                float64x2_t t221 = vmulq_f64(t220, vdupq_n_f64(0.97));
                float64x2_t t222 = vaddq_f64(t221, vdupq_n_f64(0.3));
                vst1q_f64(bd + t190, t222);
                int32x2_t t223 = vadd_s32(t5, vdup_n_s32(19));
                uint32x2_t t224 = vreinterpret_u32_s32(t223);
                uint32x2_t t225 = vsub_u32(t224, vdup_n_u32(23));
                uint32x2_t t226 = vmin_u32(t224, t225);
                int32x2_t t227 = vreinterpret_s32_u32(t226);
                int32x2_t t228 = vsub_s32(t227, vdup_n_s32(11));
                vst1_s32(ai + t190, t228);
                int32x2_t t229 = vadd_s32(t6, vdup_n_s32(2));
                uint32x2_t t230 = vreinterpret_u32_s32(t229);
                uint32x2_t t231 = vsub_u32(t230, vdup_n_u32(19));
                uint32x2_t t232 = vmin_u32(t230, t231);
                int32x2_t t233 = vreinterpret_s32_u32(t232);
                int32x2_t t234 = vsub_s32(t233, vdup_n_s32(9));
                vst1_s32(bi + t190, t234);
                x_vec += 8L;
                int32x2_t t235 = vadd_s32(t1, vdup_n_s32(1));
                uint32x2_t t236 = vreinterpret_u32_s32(t235);
                uint32x2_t t237 = vsub_u32(t236, vdup_n_u32(11));
                uint32x2_t t238 = vmin_u32(t236, t237);
                int32x2_t t239 = vreinterpret_s32_u32(t238);
                int32x2_t t240 = vadd_s32(t2, vdup_n_s32(1));
                uint32x2_t t241 = vreinterpret_u32_s32(t240);
                uint32x2_t t242 = vsub_u32(t241, vdup_n_u32(13));
                uint32x2_t t243 = vmin_u32(t241, t242);
                int32x2_t t244 = vreinterpret_s32_u32(t243);
                int32x2_t t245 = vadd_s32(t3, vdup_n_s32(7));
                uint32x2_t t246 = vreinterpret_u32_s32(t245);
                uint32x2_t t247 = vsub_u32(t246, vdup_n_u32(17));
                uint32x2_t t248 = vmin_u32(t246, t247);
                int32x2_t t249 = vreinterpret_s32_u32(t248);
                int32x2_t t250 = vadd_s32(t4, vdup_n_s32(4));
                uint32x2_t t251 = vreinterpret_u32_s32(t250);
                uint32x2_t t252 = vsub_u32(t251, vdup_n_u32(7));
                uint32x2_t t253 = vmin_u32(t251, t252);
                int32x2_t t254 = vreinterpret_s32_u32(t253);
                int32x2_t t255 = vadd_s32(t5, vdup_n_s32(10));
                uint32x2_t t256 = vreinterpret_u32_s32(t255);
                uint32x2_t t257 = vsub_u32(t256, vdup_n_u32(23));
                uint32x2_t t258 = vmin_u32(t256, t257);
                int32x2_t t259 = vreinterpret_s32_u32(t258);
                int32x2_t t260 = vadd_s32(t6, vdup_n_s32(9));
                uint32x2_t t261 = vreinterpret_u32_s32(t260);
                uint32x2_t t262 = vsub_u32(t261, vdup_n_u32(19));
                uint32x2_t t263 = vmin_u32(t261, t262);
                int32x2_t t264 = vreinterpret_s32_u32(t263);
                if (x_vec >= t55) {
                    break;
                }
                t1 = t239;
                t2 = t244;
                t3 = t249;
                t4 = t254;
                t5 = t259;
                t6 = t264;
            }
            t265 = (int)t55;
        } else {
            t265 = 0;
        }
        long t266 = (long)nn + (long)t265 * -1L;
        unsigned long t267 = (unsigned long)t17;
        unsigned long t268 = (unsigned long)t18;
        unsigned long t269 = (unsigned long)t17;
        unsigned long t270 = (unsigned long)t20;
        unsigned long t271 = (unsigned long)t17;
        unsigned long t272 = (unsigned long)t21;
        unsigned long t273 = (unsigned long)t17;
        unsigned long t274 = (unsigned long)t22;
        unsigned long t275 = (unsigned long)t17;
        unsigned long t276 = (unsigned long)t23;
        unsigned long t277 = (unsigned long)t18;
        unsigned long t278 = (unsigned long)t20;
        unsigned long t279 = (unsigned long)t18;
        unsigned long t280 = (unsigned long)t21;
        unsigned long t281 = (unsigned long)t18;
        unsigned long t282 = (unsigned long)t22;
        unsigned long t283 = (unsigned long)t18;
        unsigned long t284 = (unsigned long)t23;
        unsigned long t285 = (unsigned long)t20;
        unsigned long t286 = (unsigned long)t21;
        unsigned long t287 = (unsigned long)t20;
        unsigned long t288 = (unsigned long)t22;
        unsigned long t289 = (unsigned long)t20;
        unsigned long t290 = (unsigned long)t23;
        unsigned long t291 = (unsigned long)t21;
        unsigned long t292 = (unsigned long)t22;
        unsigned long t293 = (unsigned long)t21;
        unsigned long t294 = (unsigned long)t23;
        unsigned long t295 = (unsigned long)t22;
        unsigned long t296 = (unsigned long)t23;
        int t297 = (int)((unsigned int)t265 * 7U);
        int t298 = (int)((unsigned int)t265 * 5U);
        int t299 = (int)((unsigned int)t265 * 3U);
        int t300 = (int)((unsigned int)t265 * 11U);
        int t301 = (int)((unsigned int)t265 * 7U);
        int t302 = (int)((unsigned int)t265 * 13U);
        if ((t266 >= 2L) & (((t267 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t268 + (unsigned long)((long)t265 * 4L))) | ((t268 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t267 + (unsigned long)((long)t265 * 4L)))) & (((t269 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t270 + (unsigned long)((long)t265 * 8L))) | ((t270 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t269 + (unsigned long)((long)t265 * 4L)))) & (((t271 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t272 + (unsigned long)((long)t265 * 8L))) | ((t272 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t271 + (unsigned long)((long)t265 * 4L)))) & (((t273 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t274 + (unsigned long)((long)t265 * 4L))) | ((t274 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t273 + (unsigned long)((long)t265 * 4L)))) & (((t275 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t276 + (unsigned long)((long)t265 * 4L))) | ((t276 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t275 + (unsigned long)((long)t265 * 4L)))) & (((t277 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t278 + (unsigned long)((long)t265 * 8L))) | ((t278 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t277 + (unsigned long)((long)t265 * 4L)))) & (((t279 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t280 + (unsigned long)((long)t265 * 8L))) | ((t280 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t279 + (unsigned long)((long)t265 * 4L)))) & (((t281 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t282 + (unsigned long)((long)t265 * 4L))) | ((t282 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t281 + (unsigned long)((long)t265 * 4L)))) & (((t283 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t284 + (unsigned long)((long)t265 * 4L))) | ((t284 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t283 + (unsigned long)((long)t265 * 4L)))) & (((t285 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t286 + (unsigned long)((long)t265 * 8L))) | ((t286 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t285 + (unsigned long)((long)t265 * 8L)))) & (((t287 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t288 + (unsigned long)((long)t265 * 4L))) | ((t288 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t287 + (unsigned long)((long)t265 * 8L)))) & (((t289 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t290 + (unsigned long)((long)t265 * 4L))) | ((t290 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t289 + (unsigned long)((long)t265 * 8L)))) & (((t291 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t292 + (unsigned long)((long)t265 * 4L))) | ((t292 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t291 + (unsigned long)((long)t265 * 8L)))) & (((t293 + (unsigned long)((long)t265 * 8L + 8L + (t266 - 1L) * 8L)) <= (t294 + (unsigned long)((long)t265 * 4L))) | ((t294 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t293 + (unsigned long)((long)t265 * 8L)))) & (((t295 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t296 + (unsigned long)((long)t265 * 4L))) | ((t296 + (unsigned long)((long)t265 * 4L + 4L + (t266 - 1L) * 4L)) <= (t295 + (unsigned long)((long)t265 * 4L)))) & (t297 >= 0) & (t298 >= 0) & (t299 >= 0) & (t300 >= 0) & (t301 >= 0) & (t302 >= 0)) {
            long t303 = t266 & -2L;
            int32x2_t t304 = vdup_n_s32(t297 % 11);
            int32x2_t t305 = vadd_s32(t304, ((int32x2_t)(vcc_v2_int){0, 7}));
            uint32x2_t t306 = vreinterpret_u32_s32(t305);
            uint32x2_t t307 = vsub_u32(t306, vdup_n_u32(11));
            uint32x2_t t308 = vmin_u32(t306, t307);
            int32x2_t t7 = vreinterpret_s32_u32(t308);
            int32x2_t t309 = vdup_n_s32(t298 % 13);
            int32x2_t t310 = vadd_s32(t309, ((int32x2_t)(vcc_v2_int){0, 5}));
            uint32x2_t t311 = vreinterpret_u32_s32(t310);
            uint32x2_t t312 = vsub_u32(t311, vdup_n_u32(13));
            uint32x2_t t313 = vmin_u32(t311, t312);
            int32x2_t t8 = vreinterpret_s32_u32(t313);
            int32x2_t t314 = vdup_n_s32(t299 % 17);
            int32x2_t t315 = vadd_s32(t314, ((int32x2_t)(vcc_v2_int){0, 3}));
            uint32x2_t t316 = vreinterpret_u32_s32(t315);
            uint32x2_t t317 = vsub_u32(t316, vdup_n_u32(17));
            uint32x2_t t318 = vmin_u32(t316, t317);
            int32x2_t t9 = vreinterpret_s32_u32(t318);
            int32x2_t t319 = vdup_n_s32(t300 % 7);
            int32x2_t t320 = vadd_s32(t319, ((int32x2_t)(vcc_v2_int){0, 4}));
            uint32x2_t t321 = vreinterpret_u32_s32(t320);
            uint32x2_t t322 = vsub_u32(t321, vdup_n_u32(7));
            uint32x2_t t323 = vmin_u32(t321, t322);
            int32x2_t t10 = vreinterpret_s32_u32(t323);
            int32x2_t t324 = vdup_n_s32(t301 % 23);
            int32x2_t t325 = vadd_s32(t324, ((int32x2_t)(vcc_v2_int){0, 7}));
            uint32x2_t t326 = vreinterpret_u32_s32(t325);
            uint32x2_t t327 = vsub_u32(t326, vdup_n_u32(23));
            uint32x2_t t328 = vmin_u32(t326, t327);
            int32x2_t t11 = vreinterpret_s32_u32(t328);
            int32x2_t t329 = vdup_n_s32(t302 % 19);
            int32x2_t t330 = vadd_s32(t329, ((int32x2_t)(vcc_v2_int){0, 13}));
            uint32x2_t t331 = vreinterpret_u32_s32(t330);
            uint32x2_t t332 = vsub_u32(t331, vdup_n_u32(19));
            uint32x2_t t333 = vmin_u32(t331, t332);
            int32x2_t t12 = vreinterpret_s32_u32(t333);
            long x_vec_1 = 0L;
            /* vcc: loop at outer_matmul.c:57 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 54:59, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:21 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:22, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 54:59 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 55:61, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:22 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:19, the value of the call to `malloc` at 55:61 and the value of the call to `malloc` at 56:55, the value of the call to `malloc` at 56:19 and the value of the call to `malloc` at 56:55 do not overlap, scalar epilogue */
            for (;;) {
                long t334 = (long)t265 + x_vec_1;
                float32x2_t t335 = vcvt_f32_s32(t7);
                float32x2_t t336 = vmul_f32(t335, vdup_n_f32(0.37f));
                float32x2_t t337 = vsub_f32(t336, vdup_n_f32(1.5f));
                vst1_f32(af + t334, t337);
                float32x2_t t338 = vcvt_f32_s32(t8);
                float32x2_t t339 = vmul_f32(t338, vdup_n_f32(0.21f));
                float32x2_t t340 = vadd_f32(t339, vdup_n_f32(0.1f));
                vst1_f32(bf + t334, t340);
                float64x2_t t341 = vcvtq_f64_s64(vmovl_s32(t9));
                float64x2_t t342 = vmulq_f64(t341, vdupq_n_f64(0.113));
                float64x2_t t343 = vsubq_f64(t342, vdupq_n_f64(0.75));
                vst1q_f64(ad + t334, t343);
                float64x2_t t344 = vcvtq_f64_s64(vmovl_s32(t10));
                float64x2_t t345 = vmulq_f64(t344, vdupq_n_f64(0.97));
                float64x2_t t346 = vaddq_f64(t345, vdupq_n_f64(0.3));
                vst1q_f64(bd + t334, t346);
                int32x2_t t347 = vsub_s32(t11, vdup_n_s32(11));
                vst1_s32(ai + t334, t347);
                int32x2_t t348 = vsub_s32(t12, vdup_n_s32(9));
                vst1_s32(bi + t334, t348);
                x_vec_1 += 2L;
                int32x2_t t349 = vadd_s32(t7, vdup_n_s32(3));
                uint32x2_t t350 = vreinterpret_u32_s32(t349);
                uint32x2_t t351 = vsub_u32(t350, vdup_n_u32(11));
                uint32x2_t t352 = vmin_u32(t350, t351);
                int32x2_t t353 = vreinterpret_s32_u32(t352);
                int32x2_t t354 = vadd_s32(t8, vdup_n_s32(10));
                uint32x2_t t355 = vreinterpret_u32_s32(t354);
                uint32x2_t t356 = vsub_u32(t355, vdup_n_u32(13));
                uint32x2_t t357 = vmin_u32(t355, t356);
                int32x2_t t358 = vreinterpret_s32_u32(t357);
                int32x2_t t359 = vadd_s32(t9, vdup_n_s32(6));
                uint32x2_t t360 = vreinterpret_u32_s32(t359);
                uint32x2_t t361 = vsub_u32(t360, vdup_n_u32(17));
                uint32x2_t t362 = vmin_u32(t360, t361);
                int32x2_t t363 = vreinterpret_s32_u32(t362);
                int32x2_t t364 = vadd_s32(t10, vdup_n_s32(1));
                uint32x2_t t365 = vreinterpret_u32_s32(t364);
                uint32x2_t t366 = vsub_u32(t365, vdup_n_u32(7));
                uint32x2_t t367 = vmin_u32(t365, t366);
                int32x2_t t368 = vreinterpret_s32_u32(t367);
                int32x2_t t369 = vadd_s32(t11, vdup_n_s32(14));
                uint32x2_t t370 = vreinterpret_u32_s32(t369);
                uint32x2_t t371 = vsub_u32(t370, vdup_n_u32(23));
                uint32x2_t t372 = vmin_u32(t370, t371);
                int32x2_t t373 = vreinterpret_s32_u32(t372);
                int32x2_t t374 = vadd_s32(t12, vdup_n_s32(7));
                uint32x2_t t375 = vreinterpret_u32_s32(t374);
                uint32x2_t t376 = vsub_u32(t375, vdup_n_u32(19));
                uint32x2_t t377 = vmin_u32(t375, t376);
                int32x2_t t378 = vreinterpret_s32_u32(t377);
                if (x_vec_1 >= t303) {
                    break;
                }
                t7 = t353;
                t8 = t358;
                t9 = t363;
                t10 = t368;
                t11 = t373;
                t12 = t378;
            }
            x = (int)((long)t265 + t303);
        } else {
            x = t265;
        }
        for (; x < nn; x++) {
            long t379 = (long)x;
            int t380 = x * 7;
            af[t379] = (float)(t380 % 11) * 0.37f - 1.5f;
            bf[t379] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t379] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t379] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t379] = t380 % 23 - 11;
            bi[t379] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        double sf = 0.0;
        double sd = 0.0;
        long si = 0L;
        for (int x_1 = 0; x_1 < nn; x_1++) {
            long t381 = (long)x_1;
            sf += (double)(cf[t381] * (float)(x_1 % 5 + 1));
            sd += cd[t381] * (double)(x_1 % 3 + 1);
            si += (long)ci[t381] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t382 = ci[nn - 1];
        } else {
            t382 = 0;
        }
        if (nn) {
            t383 = cd[nn / 2];
        } else {
            t383 = 0.0;
        }
        if (nn) {
            t384 = cf[nn - 1];
        } else {
            t384 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t384, sd, t383, si, t382);
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
    int32x4_t t385 = vdupq_n_s32(0);
    int32x4_t t386 = vaddq_s32(t385, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
    uint32x4_t t387 = vreinterpretq_u32_s32(t386);
    uint32x4_t t388 = vsubq_u32(t387, vdupq_n_u32(11));
    uint32x4_t t389 = vminq_u32(t387, t388);
    int32x4_t t13 = vreinterpretq_s32_u32(t389);
    int32x4_t t390 = vdupq_n_s32(0);
    int32x4_t t391 = vaddq_s32(t390, ((int32x4_t)(vcc_v4_int){0, 5, 10, 2}));
    uint32x4_t t392 = vreinterpretq_u32_s32(t391);
    uint32x4_t t393 = vsubq_u32(t392, vdupq_n_u32(13));
    uint32x4_t t394 = vminq_u32(t392, t393);
    int32x4_t t14 = vreinterpretq_s32_u32(t394);
    long x_vec_2 = 0L;
    /* vcc: loop at outer_matmul.c:79 vectorized: VF 4, UF 4, the remainder at 80:18 by 11 kept as a running remainder (guard: dividend not negative), the remainder at 81:18 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        float32x4_t t395 = vcvtq_f32_s32(t13);
        float32x4_t t396 = vmulq_f32(t395, vdupq_n_f32(0.37f));
        float32x4_t t397 = vsubq_f32(t396, vdupq_n_f32(1.5f));
        vst1q_f32(&a12[x_vec_2], t397);
        float32x4_t t398 = vcvtq_f32_s32(t14);
        float32x4_t t399 = vmulq_f32(t398, vdupq_n_f32(0.21f));
        float32x4_t t400 = vaddq_f32(t399, vdupq_n_f32(0.1f));
        vst1q_f32(&b12[x_vec_2], t400);
        long t401 = x_vec_2 + 4L;
        int32x4_t t402 = vaddq_s32(t13, vdupq_n_s32(6));
        uint32x4_t t403 = vreinterpretq_u32_s32(t402);
        uint32x4_t t404 = vsubq_u32(t403, vdupq_n_u32(11));
        uint32x4_t t405 = vminq_u32(t403, t404);
        int32x4_t t406 = vreinterpretq_s32_u32(t405);
        float32x4_t t407 = vcvtq_f32_s32(t406);
        float32x4_t t408 = vmulq_f32(t407, vdupq_n_f32(0.37f));
        float32x4_t t409 = vsubq_f32(t408, vdupq_n_f32(1.5f));
        vst1q_f32(&a12[t401], t409);
        int32x4_t t410 = vaddq_s32(t14, vdupq_n_s32(7));
        uint32x4_t t411 = vreinterpretq_u32_s32(t410);
        uint32x4_t t412 = vsubq_u32(t411, vdupq_n_u32(13));
        uint32x4_t t413 = vminq_u32(t411, t412);
        int32x4_t t414 = vreinterpretq_s32_u32(t413);
        float32x4_t t415 = vcvtq_f32_s32(t414);
        float32x4_t t416 = vmulq_f32(t415, vdupq_n_f32(0.21f));
        float32x4_t t417 = vaddq_f32(t416, vdupq_n_f32(0.1f));
        vst1q_f32(&b12[t401], t417);
        long t418 = x_vec_2 + 8L;
        int32x4_t t419 = vaddq_s32(t13, vdupq_n_s32(1));
        uint32x4_t t420 = vreinterpretq_u32_s32(t419);
        uint32x4_t t421 = vsubq_u32(t420, vdupq_n_u32(11));
        uint32x4_t t422 = vminq_u32(t420, t421);
        int32x4_t t423 = vreinterpretq_s32_u32(t422);
        float32x4_t t424 = vcvtq_f32_s32(t423);
        float32x4_t t425 = vmulq_f32(t424, vdupq_n_f32(0.37f));
        float32x4_t t426 = vsubq_f32(t425, vdupq_n_f32(1.5f));
        vst1q_f32(&a12[t418], t426);
        int32x4_t t427 = vaddq_s32(t14, vdupq_n_s32(1));
        uint32x4_t t428 = vreinterpretq_u32_s32(t427);
        uint32x4_t t429 = vsubq_u32(t428, vdupq_n_u32(13));
        uint32x4_t t430 = vminq_u32(t428, t429);
        int32x4_t t431 = vreinterpretq_s32_u32(t430);
        float32x4_t t432 = vcvtq_f32_s32(t431);
        float32x4_t t433 = vmulq_f32(t432, vdupq_n_f32(0.21f));
        float32x4_t t434 = vaddq_f32(t433, vdupq_n_f32(0.1f));
        vst1q_f32(&b12[t418], t434);
        long t435 = x_vec_2 + 12L;
        int32x4_t t436 = vaddq_s32(t13, vdupq_n_s32(7));
        uint32x4_t t437 = vreinterpretq_u32_s32(t436);
        uint32x4_t t438 = vsubq_u32(t437, vdupq_n_u32(11));
        uint32x4_t t439 = vminq_u32(t437, t438);
        int32x4_t t440 = vreinterpretq_s32_u32(t439);
        float32x4_t t441 = vcvtq_f32_s32(t440);
        float32x4_t t442 = vmulq_f32(t441, vdupq_n_f32(0.37f));
        float32x4_t t443 = vsubq_f32(t442, vdupq_n_f32(1.5f));
        vst1q_f32(&a12[t435], t443);
        int32x4_t t444 = vaddq_s32(t14, vdupq_n_s32(8));
        uint32x4_t t445 = vreinterpretq_u32_s32(t444);
        uint32x4_t t446 = vsubq_u32(t445, vdupq_n_u32(13));
        uint32x4_t t447 = vminq_u32(t445, t446);
        int32x4_t t448 = vreinterpretq_s32_u32(t447);
        float32x4_t t449 = vcvtq_f32_s32(t448);
        float32x4_t t450 = vmulq_f32(t449, vdupq_n_f32(0.21f));
        float32x4_t t451 = vaddq_f32(t450, vdupq_n_f32(0.1f));
        vst1q_f32(&b12[t435], t451);
        x_vec_2 += 16L;
        int32x4_t t452 = vaddq_s32(t13, vdupq_n_s32(2));
        uint32x4_t t453 = vreinterpretq_u32_s32(t452);
        uint32x4_t t454 = vsubq_u32(t453, vdupq_n_u32(11));
        uint32x4_t t455 = vminq_u32(t453, t454);
        t13 = vreinterpretq_s32_u32(t455);
        int32x4_t t456 = vaddq_s32(t14, vdupq_n_s32(2));
        uint32x4_t t457 = vreinterpretq_u32_s32(t456);
        uint32x4_t t458 = vsubq_u32(t457, vdupq_n_u32(13));
        uint32x4_t t459 = vminq_u32(t457, t458);
        t14 = vreinterpretq_s32_u32(t459);
    } while (x_vec_2 < 144L);
    mm_const12(a12, b12, c12);
    double s12 = 0.0;
    for (int x_2 = 0; x_2 < 144; x_2++) {
        s12 += (double)(c12[x_2] * (float)(x_2 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
