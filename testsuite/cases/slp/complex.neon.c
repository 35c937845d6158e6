/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));

/* Complex numbers as two consecutive doubles. The sum is one tree of 2-wide loads, add and
   store. The product mixes a subtraction (real part) and an addition (imaginary part) in its
   two lanes: one addsub of two products, each a splat of a[0] or a[1] (two loads of one
   element) times b, as it is or with its lanes swapped (a vector load and a shuffle). */
/* vcc-test: expect-slp 4 */
/* The loop in main calls both helpers: they are inlined there (`transform/inline.rs`), and
   the copies are SLP trees too, reported at the helpers' lines (4 in all). */
#include <stdio.h>

void cadd(double *restrict c, const double *restrict a, const double *restrict b) {
    float64x2_t t1 = vld1q_f64(a + 0);
    float64x2_t t2 = vld1q_f64(b + 0);
    float64x2_t t3 = vaddq_f64(t1, t2);
    vst1q_f64(c + 0, t3);
}

void cmul(double *restrict c, const double *restrict a, const double *restrict b) {
    const double *t1 = b + 0;
    float64x2_t t2 = vdupq_n_f64(a[0]);
    float64x2_t t3 = vld1q_f64(t1);
    float64x2_t t4 = vmulq_f64(t2, t3);
    float64x2_t t5 = vdupq_n_f64(a[1]);
    float64x2_t t6 = vld1q_f64(t1);
    float64x2_t t7 = vextq_f64(t6, t6, 1);
    float64x2_t t8 = vmulq_f64(t5, t7);
    float64x2_t t9 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t4 - (vcc_v2_double)t8, (vcc_v2_double)t4 + (vcc_v2_double)t8, 0, 3);
    vst1q_f64(c + 0, t9);
}

/* main's arrays are at file scope: locals read at constant indices only, handed to the
   kernels in a loop, would be kept in registers by cc once it inlines the kernels, and
   the kernels then stay scalar (`analysis/caller_locals.rs`, case caller_locals.c). */
static double x[2] = {1.5, -2.25}, y[2] = {0.5, 3.0}, s[2], p[2];

int main(void) {
    for (int i = 0; i < 4; i++) {
        const double *t1 = y;
        const double *t2 = x;
        const double *t3 = t2 + 0;
        const double *t4 = t1 + 0;
        const double *t5 = t2 + 1;
        float64x2_t t6 = vld1q_f64(t3);
        float64x2_t t7 = vld1q_f64(t4);
        float64x2_t t8 = vaddq_f64(t6, t7);
        vst1q_f64(s + 0, t8);
        float64x2_t t10 = vdupq_n_f64(*t3);
        float64x2_t t11 = vld1q_f64(t4);
        float64x2_t t12 = vmulq_f64(t10, t11);
        float64x2_t t13 = vdupq_n_f64(*t5);
        float64x2_t t14 = vld1q_f64(t4);
        float64x2_t t15 = vextq_f64(t14, t14, 1);
        float64x2_t t16 = vmulq_f64(t13, t15);
        float64x2_t t17 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t12 - (vcc_v2_double)t16, (vcc_v2_double)t12 + (vcc_v2_double)t16, 0, 3);
        vst1q_f64(p + 0, t17);
        printf("%.17g %.17g %.17g %.17g\n", s[0], s[1], p[0], p[1]);
        double t9 = (double)i;
        x[0] = p[0] / 4.0 + t9;
        x[1] = s[1] - t9;
    }
    return 0;
}
