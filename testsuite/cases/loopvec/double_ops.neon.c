/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        float64x2_t a_v = vdupq_n_f64(a);
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:7 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            double *t3 = y + i_vec;
            float64x2_t x_v = vld1q_f64(x + i_vec);
            float64x2_t t4 = vmulq_f64(a_v, x_v);
            float64x2_t y_v = vld1q_f64(t3);
            float64x2_t t5 = vaddq_f64(t4, y_v);
            vst1q_f64(t3, t5);
            long t6 = i_vec + 2L;
            double *t7 = y + t6;
            float64x2_t x_v_1 = vld1q_f64(x + t6);
            float64x2_t t8 = vmulq_f64(a_v, x_v_1);
            float64x2_t y_v_1 = vld1q_f64(t7);
            float64x2_t t9 = vaddq_f64(t8, y_v_1);
            vst1q_f64(t7, t9);
            long t10 = i_vec + 4L;
            double *t11 = y + t10;
            float64x2_t x_v_2 = vld1q_f64(x + t10);
            float64x2_t t12 = vmulq_f64(a_v, x_v_2);
            float64x2_t y_v_2 = vld1q_f64(t11);
            float64x2_t t13 = vaddq_f64(t12, y_v_2);
            vst1q_f64(t11, t13);
            long t14 = i_vec + 6L;
            double *t15 = y + t14;
            float64x2_t x_v_3 = vld1q_f64(x + t14);
            float64x2_t t16 = vmulq_f64(a_v, x_v_3);
            float64x2_t y_v_3 = vld1q_f64(t15);
            float64x2_t t17 = vaddq_f64(t16, y_v_3);
            vst1q_f64(t15, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        float64x2_t a_v_1 = vdupq_n_f64(a);
        long i_vec_1 = 0L;
        /* vcc: loop at double_ops.c:7 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            double *t22 = y + t21;
            float64x2_t x_v_4 = vld1q_f64(x + t21);
            float64x2_t t23 = vmulq_f64(a_v_1, x_v_4);
            float64x2_t y_v_4 = vld1q_f64(t22);
            float64x2_t t24 = vaddq_f64(t23, y_v_4);
            vst1q_f64(t22, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:12 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t t3 = vmulq_f64(a_v, a_v);
            float64x2_t b_v = vld1q_f64(b + i_vec);
            float64x2_t t4 = vdivq_f64(b_v, vdupq_n_f64(3.0));
            float64x2_t t5 = vsubq_f64(t3, t4);
            vst1q_f64(c + i_vec, t5);
            long t6 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t6);
            float64x2_t t7 = vmulq_f64(a_v_1, a_v_1);
            float64x2_t b_v_1 = vld1q_f64(b + t6);
            float64x2_t t8 = vdivq_f64(b_v_1, vdupq_n_f64(3.0));
            float64x2_t t9 = vsubq_f64(t7, t8);
            vst1q_f64(c + t6, t9);
            long t10 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t10);
            float64x2_t t11 = vmulq_f64(a_v_2, a_v_2);
            float64x2_t b_v_2 = vld1q_f64(b + t10);
            float64x2_t t12 = vdivq_f64(b_v_2, vdupq_n_f64(3.0));
            float64x2_t t13 = vsubq_f64(t11, t12);
            vst1q_f64(c + t10, t13);
            long t14 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t14);
            float64x2_t t15 = vmulq_f64(a_v_3, a_v_3);
            float64x2_t b_v_3 = vld1q_f64(b + t14);
            float64x2_t t16 = vdivq_f64(b_v_3, vdupq_n_f64(3.0));
            float64x2_t t17 = vsubq_f64(t15, t16);
            vst1q_f64(c + t14, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at double_ops.c:12 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float64x2_t a_v_4 = vld1q_f64(a + t21);
            float64x2_t t22 = vmulq_f64(a_v_4, a_v_4);
            float64x2_t b_v_4 = vld1q_f64(b + t21);
            float64x2_t t23 = vdivq_f64(b_v_4, vdupq_n_f64(3.0));
            float64x2_t t24 = vsubq_f64(t22, t23);
            vst1q_f64(c + t21, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = a[t25];
        c[t25] = t26 * t26 - b[t25] / 3.0;
    }
}

int main(void) {
    int n;
    int t1;
    int t12;
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
        double *x = (double *)new_array(n, 8UL);
        double *y = (double *)new_array(n, 8UL);
        double *c = (double *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        long t2 = (long)n;
        if (t2 >= 8L) {
            long t3 = t2 & -8L;
            long i_vec = 0L;
            /* vcc: loop at double_ops.c:22 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            do {
                double *t4 = x + i_vec;
                float64x2_t x_v = vld1q_f64(t4);
                float64x2_t t5 = vmulq_f64(x_v, vdupq_n_f64(0.013));
                vst1q_f64(t4, t5);
                double *t6 = x + (i_vec + 2L);
                float64x2_t x_v_1 = vld1q_f64(t6);
                float64x2_t t7 = vmulq_f64(x_v_1, vdupq_n_f64(0.013));
                vst1q_f64(t6, t7);
                double *t8 = x + (i_vec + 4L);
                float64x2_t x_v_2 = vld1q_f64(t8);
                float64x2_t t9 = vmulq_f64(x_v_2, vdupq_n_f64(0.013));
                vst1q_f64(t8, t9);
                double *t10 = x + (i_vec + 6L);
                float64x2_t x_v_3 = vld1q_f64(t10);
                float64x2_t t11 = vmulq_f64(x_v_3, vdupq_n_f64(0.013));
                vst1q_f64(t10, t11);
                i_vec += 8L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 2L) {
            long t14 = t13 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at double_ops.c:22 vector epilogue: VF 2, UF 1, scalar epilogue */
            do {
                double *t15 = x + ((long)t12 + i_vec_1);
                float64x2_t x_v_4 = vld1q_f64(t15);
                float64x2_t t16 = vmulq_f64(x_v_4, vdupq_n_f64(0.013));
                vst1q_f64(t15, t16);
                i_vec_1 += 2L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            double *t17 = x + i;
            *t17 = *t17 * 0.013;
        }
        const double *t18 = x;
        sqdiff(n, c, t18, y);
        daxpy(n, -2.75, t18, y);
        unsigned long t19 = (unsigned long)n * 8UL;
        unsigned long t20 = hash_bytes((const void *)c, t19);
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)hash_bytes((const void *)y, t19), (unsigned long long)t20);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
