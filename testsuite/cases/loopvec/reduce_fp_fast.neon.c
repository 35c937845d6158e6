/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* vcc-test: fast-math 1e-4 */
/* Float and double reductions under --fast-math: sums, a dot product, a max and a product may
   be reassociated, so results are compared with a relative tolerance of 1e-4. */
float sum_f32(int n, const float *a) {
    float s;
    int t6;
    float t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        float32x4_t s_v = vdupq_n_f32(-0.0f);
        float32x4_t s_v_1 = vdupq_n_f32(-0.0f);
        float32x4_t s_v_2 = vdupq_n_f32(-0.0f);
        float32x4_t s_v_3 = vdupq_n_f32(-0.0f);
        /* vcc: loop at reduce_fp_fast.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            s_v = vaddq_f32(s_v, a_v);
            float32x4_t a_v_1 = vld1q_f32(a + (i_vec + 4L));
            s_v_1 = vaddq_f32(s_v_1, a_v_1);
            float32x4_t a_v_2 = vld1q_f32(a + (i_vec + 8L));
            s_v_2 = vaddq_f32(s_v_2, a_v_2);
            float32x4_t a_v_3 = vld1q_f32(a + (i_vec + 12L));
            s_v_3 = vaddq_f32(s_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        float32x4_t t3 = vaddq_f32(s_v, s_v_1);
        float32x4_t t4 = vaddq_f32(t3, s_v_2);
        float32x4_t t5 = vaddq_f32(t4, s_v_3);
        t6 = (int)t2;
        t7 = 0.0f + vaddvq_f32(t5);
    } else {
        t6 = 0;
        t7 = 0.0f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        float32x4_t s_v_4 = vdupq_n_f32(-0.0f);
        /* vcc: loop at reduce_fp_fast.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float32x4_t a_v_4 = vld1q_f32(a + ((long)t6 + i_vec_1));
            s_v_4 = vaddq_f32(s_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = t7 + vaddvq_f32(s_v_4);
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

double sum_f64(int n, const double *a) {
    double s;
    int t10;
    double t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        float64x2_t s_v = vdupq_n_f64(-0.0);
        float64x2_t s_v_1 = vdupq_n_f64(-0.0);
        float64x2_t s_v_2 = vdupq_n_f64(-0.0);
        float64x2_t s_v_3 = vdupq_n_f64(-0.0);
        /* vcc: loop at reduce_fp_fast.c:16 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t t3 = vmulq_f64(a_v, vdupq_n_f64(0.1));
            s_v = vaddq_f64(s_v, t3);
            float64x2_t a_v_1 = vld1q_f64(a + (i_vec + 2L));
            float64x2_t t4 = vmulq_f64(a_v_1, vdupq_n_f64(0.1));
            s_v_1 = vaddq_f64(s_v_1, t4);
            float64x2_t a_v_2 = vld1q_f64(a + (i_vec + 4L));
            float64x2_t t5 = vmulq_f64(a_v_2, vdupq_n_f64(0.1));
            s_v_2 = vaddq_f64(s_v_2, t5);
            float64x2_t a_v_3 = vld1q_f64(a + (i_vec + 6L));
            float64x2_t t6 = vmulq_f64(a_v_3, vdupq_n_f64(0.1));
            s_v_3 = vaddq_f64(s_v_3, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        float64x2_t t7 = vaddq_f64(s_v, s_v_1);
        float64x2_t t8 = vaddq_f64(t7, s_v_2);
        float64x2_t t9 = vaddq_f64(t8, s_v_3);
        t10 = (int)t2;
        t11 = 0.0 + vaddvq_f64(t9);
    } else {
        t10 = 0;
        t11 = 0.0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        float64x2_t s_v_4 = vdupq_n_f64(-0.0);
        /* vcc: loop at reduce_fp_fast.c:16 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            float64x2_t a_v_4 = vld1q_f64(a + ((long)t10 + i_vec_1));
            float64x2_t t14 = vmulq_f64(a_v_4, vdupq_n_f64(0.1));
            s_v_4 = vaddq_f64(s_v_4, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = t11 + vaddvq_f64(s_v_4);
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i] * 0.1;
    }
    return s;
}

float dot_f32(int n, const float *a, const float *b) {
    float s;
    int t13;
    float t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        float32x4_t s_v = vdupq_n_f32(-0.0f);
        float32x4_t s_v_1 = vdupq_n_f32(-0.0f);
        float32x4_t s_v_2 = vdupq_n_f32(-0.0f);
        float32x4_t s_v_3 = vdupq_n_f32(-0.0f);
        /* vcc: loop at reduce_fp_fast.c:23 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t3 = vmulq_f32(a_v, b_v);
            s_v = vaddq_f32(s_v, t3);
            long t4 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + t4);
            float32x4_t b_v_1 = vld1q_f32(b + t4);
            float32x4_t t5 = vmulq_f32(a_v_1, b_v_1);
            s_v_1 = vaddq_f32(s_v_1, t5);
            long t6 = i_vec + 8L;
            float32x4_t a_v_2 = vld1q_f32(a + t6);
            float32x4_t b_v_2 = vld1q_f32(b + t6);
            float32x4_t t7 = vmulq_f32(a_v_2, b_v_2);
            s_v_2 = vaddq_f32(s_v_2, t7);
            long t8 = i_vec + 12L;
            float32x4_t a_v_3 = vld1q_f32(a + t8);
            float32x4_t b_v_3 = vld1q_f32(b + t8);
            float32x4_t t9 = vmulq_f32(a_v_3, b_v_3);
            s_v_3 = vaddq_f32(s_v_3, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        float32x4_t t10 = vaddq_f32(s_v, s_v_1);
        float32x4_t t11 = vaddq_f32(t10, s_v_2);
        float32x4_t t12 = vaddq_f32(t11, s_v_3);
        t13 = (int)t2;
        t14 = 0.0f + vaddvq_f32(t12);
    } else {
        t13 = 0;
        t14 = 0.0f;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        float32x4_t s_v_4 = vdupq_n_f32(-0.0f);
        /* vcc: loop at reduce_fp_fast.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            float32x4_t a_v_4 = vld1q_f32(a + t17);
            float32x4_t b_v_4 = vld1q_f32(b + t17);
            float32x4_t t18 = vmulq_f32(a_v_4, b_v_4);
            s_v_4 = vaddq_f32(s_v_4, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vaddvq_f32(s_v_4);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s += a[t19] * b[t19];
    }
    return s;
}

float max_f32(int n, const float *a) {
    float m;
    int t6;
    float t7;
    int i;
    float m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        float32x4_t m_v = vdupq_n_f32(-1e30f);
        long i_vec = 0L;
        float32x4_t m_v_1 = m_v;
        float32x4_t m_v_2 = m_v;
        float32x4_t m_v_3 = m_v;
        /* vcc: loop at reduce_fp_fast.c:30 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            m_v = vbslq_f32(vcgtq_f32(a_v, m_v), a_v, m_v);
            float32x4_t a_v_1 = vld1q_f32(a + (i_vec + 4L));
            m_v_1 = vbslq_f32(vcgtq_f32(a_v_1, m_v_1), a_v_1, m_v_1);
            float32x4_t a_v_2 = vld1q_f32(a + (i_vec + 8L));
            m_v_2 = vbslq_f32(vcgtq_f32(a_v_2, m_v_2), a_v_2, m_v_2);
            float32x4_t a_v_3 = vld1q_f32(a + (i_vec + 12L));
            m_v_3 = vbslq_f32(vcgtq_f32(a_v_3, m_v_3), a_v_3, m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        float32x4_t t3 = vbslq_f32(vcgtq_f32(m_v, m_v_1), m_v, m_v_1);
        float32x4_t t4 = vbslq_f32(vcgtq_f32(t3, m_v_2), t3, m_v_2);
        float32x4_t t5 = vbslq_f32(vcgtq_f32(t4, m_v_3), t4, m_v_3);
        t6 = (int)t2;
        t7 = vcc_reduce_max(float, (vcc_v4_float)t5);
    } else {
        t6 = 0;
        t7 = -1e30f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        float32x4_t m_v_4 = vdupq_n_f32(t7);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_fp_fast.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float32x4_t a_v_4 = vld1q_f32(a + ((long)t6 + i_vec_1));
            m_v_4 = vbslq_f32(vcgtq_f32(a_v_4, m_v_4), a_v_4, m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_reduce_max(float, (vcc_v4_float)m_v_4);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (!(m > m_1)) {
            m = m_1;
        }
    }
    return m_1;
}

double prod_f64(int n, const double *a) {
    double p;
    int t6;
    double t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        float64x2_t p_v = vdupq_n_f64(1.0);
        float64x2_t p_v_1 = vdupq_n_f64(1.0);
        float64x2_t p_v_2 = vdupq_n_f64(1.0);
        float64x2_t p_v_3 = vdupq_n_f64(1.0);
        /* vcc: loop at reduce_fp_fast.c:37 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            p_v = vmulq_f64(p_v, a_v);
            float64x2_t a_v_1 = vld1q_f64(a + (i_vec + 2L));
            p_v_1 = vmulq_f64(p_v_1, a_v_1);
            float64x2_t a_v_2 = vld1q_f64(a + (i_vec + 4L));
            p_v_2 = vmulq_f64(p_v_2, a_v_2);
            float64x2_t a_v_3 = vld1q_f64(a + (i_vec + 6L));
            p_v_3 = vmulq_f64(p_v_3, a_v_3);
            i_vec += 8L;
        } while (i_vec < t2);
        float64x2_t t3 = vmulq_f64(p_v, p_v_1);
        float64x2_t t4 = vmulq_f64(t3, p_v_2);
        float64x2_t t5 = vmulq_f64(t4, p_v_3);
        t6 = (int)t2;
        t7 = 1.0 * ({ float64x2_t vcc_v = t5; vcc_v = vmulq_f64(vcc_v, vextq_f64(vcc_v, vcc_v, 1)); (double)vgetq_lane_f64(vcc_v, 0); });
    } else {
        t6 = 0;
        t7 = 1.0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 2L) {
        long t9 = t8 & -2L;
        long i_vec_1 = 0L;
        float64x2_t p_v_4 = vdupq_n_f64(1.0);
        /* vcc: loop at reduce_fp_fast.c:37 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            float64x2_t a_v_4 = vld1q_f64(a + ((long)t6 + i_vec_1));
            p_v_4 = vmulq_f64(p_v_4, a_v_4);
            i_vec_1 += 2L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        p = t7 * ({ float64x2_t vcc_v = p_v_4; vcc_v = vmulq_f64(vcc_v, vextq_f64(vcc_v, vcc_v, 1)); (double)vgetq_lane_f64(vcc_v, 0); });
    } else {
        i = t6;
        p = t7;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

int main(void) {
    int n;
    int t1;
    int t27;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        void *t2 = new_array(n, 4UL);
        float *a = (float *)t2;
        float *b = (float *)new_array(n, 4UL);
        void *t3 = new_array(n, 8UL);
        double *d = (double *)t3;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(1 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d[fill_idx_2] = (double)(990 + (int)(next_rand() % 21U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -8L;
            long i_vec = 0L;
            /* vcc: loop at reduce_fp_fast.c:50 vectorized: VF 2, UF 4, run-time check: the value of the call to `new_array` at 45:20 and the value of the call to `new_array` at 46:21 do not overlap, vector epilogue VF 2, scalar epilogue */
            do {
                float *t8 = a + i_vec;
                float32x2_t a_v = vld1_f32(t8);
                float32x2_t t9 = vmul_f32(a_v, vdup_n_f32(0.01f));
                vst1_f32(t8, t9);
                double *t10 = d + i_vec;
                float64x2_t d_v = vld1q_f64(t10);
                float64x2_t t11 = vmulq_f64(d_v, vdupq_n_f64(0.001));
                vst1q_f64(t10, t11);
                long t12 = i_vec + 2L;
                float *t13 = a + t12;
                float32x2_t a_v_1 = vld1_f32(t13);
                float32x2_t t14 = vmul_f32(a_v_1, vdup_n_f32(0.01f));
                vst1_f32(t13, t14);
                double *t15 = d + t12;
                float64x2_t d_v_1 = vld1q_f64(t15);
                float64x2_t t16 = vmulq_f64(d_v_1, vdupq_n_f64(0.001));
                vst1q_f64(t15, t16);
                long t17 = i_vec + 4L;
                float *t18 = a + t17;
                float32x2_t a_v_2 = vld1_f32(t18);
                float32x2_t t19 = vmul_f32(a_v_2, vdup_n_f32(0.01f));
                vst1_f32(t18, t19);
                double *t20 = d + t17;
                float64x2_t d_v_2 = vld1q_f64(t20);
                float64x2_t t21 = vmulq_f64(d_v_2, vdupq_n_f64(0.001));
                vst1q_f64(t20, t21);
                long t22 = i_vec + 6L;
                float *t23 = a + t22;
                float32x2_t a_v_3 = vld1_f32(t23);
                float32x2_t t24 = vmul_f32(a_v_3, vdup_n_f32(0.01f));
                vst1_f32(t23, t24);
                double *t25 = d + t22;
                float64x2_t d_v_3 = vld1q_f64(t25);
                float64x2_t t26 = vmulq_f64(d_v_3, vdupq_n_f64(0.001));
                vst1q_f64(t25, t26);
                i_vec += 8L;
            } while (i_vec < t7);
            t27 = (int)t7;
        } else {
            t27 = 0;
        }
        long t28 = (long)n + (long)t27 * -1L;
        unsigned long t29 = (unsigned long)t2;
        unsigned long t30 = (unsigned long)t3;
        if ((t28 >= 2L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 8L))) | ((t30 + (unsigned long)((long)t27 * 8L + 8L + (t28 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
            long t31 = t28 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduce_fp_fast.c:50 vector epilogue: VF 2, UF 1, run-time check: the value of the call to `new_array` at 45:20 and the value of the call to `new_array` at 46:21 do not overlap, scalar epilogue */
            do {
                long t32 = (long)t27 + i_vec_1;
                float *t33 = a + t32;
                float32x2_t a_v_4 = vld1_f32(t33);
                float32x2_t t34 = vmul_f32(a_v_4, vdup_n_f32(0.01f));
                vst1_f32(t33, t34);
                double *t35 = d + t32;
                float64x2_t d_v_4 = vld1q_f64(t35);
                float64x2_t t36 = vmulq_f64(d_v_4, vdupq_n_f64(0.001));
                vst1q_f64(t35, t36);
                i_vec_1 += 2L;
            } while (i_vec_1 < t31);
            i = (int)((long)t27 + t31);
        } else {
            i = t27;
        }
        for (; i < n; i++) {
            long t37 = (long)i;
            float *t38 = a + t37;
            *t38 = *t38 * 0.01f;
            double *t39 = d + t37;
            *t39 = *t39 * 0.001;
        }
        const double *t40 = d;
        double t41 = prod_f64(n, t40);
        const float *t42 = a;
        float t43 = max_f32(n, t42);
        float t44 = dot_f32(n, t42, b);
        double t45 = sum_f64(n, t40);
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)sum_f32(n, t42), t45, (double)t44, (double)t43, t41);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
