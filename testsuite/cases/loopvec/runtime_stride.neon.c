/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
/* Run-time strides (`strides.rs`): accesses that move by a parameter's value per iteration
 * are vectorized behind a test that the value is 1; the scalar loop runs every other stride
 * (0, negative, 2, 3), and overlapping calls still get the overlap check. */
#include "harness.h"

void scale_inc(float *a, const float *b, int inc, int n) {
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - (unsigned long)b);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (inc == 1)) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at runtime_stride.c:8 vectorized: VF 4, UF 4, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on `inc` == 1, scalar epilogue */
        do {
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t6 = vmulq_f32(b_v, vdupq_n_f32(2.0f));
            float32x4_t t7 = vaddq_f32(t6, vdupq_n_f32(1.0f));
            vst1q_f32(a + (int)i_vec * inc, t7);
            long t8 = i_vec + 4L;
            float32x4_t b_v_1 = vld1q_f32(b + t8);
            float32x4_t t9 = vmulq_f32(b_v_1, vdupq_n_f32(2.0f));
            float32x4_t t10 = vaddq_f32(t9, vdupq_n_f32(1.0f));
            vst1q_f32(a + (int)t8 * inc, t10);
            long t11 = i_vec + 8L;
            float32x4_t b_v_2 = vld1q_f32(b + t11);
            float32x4_t t12 = vmulq_f32(b_v_2, vdupq_n_f32(2.0f));
            float32x4_t t13 = vaddq_f32(t12, vdupq_n_f32(1.0f));
            vst1q_f32(a + (int)t11 * inc, t13);
            long t14 = i_vec + 12L;
            float32x4_t b_v_3 = vld1q_f32(b + t14);
            float32x4_t t15 = vmulq_f32(b_v_3, vdupq_n_f32(2.0f));
            float32x4_t t16 = vaddq_f32(t15, vdupq_n_f32(1.0f));
            vst1q_f32(a + (int)t14 * inc, t16);
            i_vec += 16L;
        } while (i_vec < t5);
        i = (int)t5;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i * inc] = b[i] * 2.0f + 1.0f;
    }
}

/* BLAS's saxpy: two strides, both assumed. */
void saxpy_inc(int n, float alpha, const float *x, int incx, float *y, int incy) {
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)x;
    unsigned long t3 = (unsigned long)y;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (incy == 1) & (incx == 1)) {
        long t5 = t1 & -16L;
        float32x4_t alpha_v = vdupq_n_f32(alpha);
        long i_vec = 0L;
        /* vcc: loop at runtime_stride.c:14 vectorized: VF 4, UF 4, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), versioned on `incy` == 1 and `incx` == 1, scalar epilogue */
        do {
            int t6 = (int)i_vec;
            float *t7 = y + t6 * incy;
            float32x4_t y_v = vld1q_f32(t7);
            float32x4_t x_v = vld1q_f32(x + t6 * incx);
            float32x4_t t8 = vmulq_f32(alpha_v, x_v);
            float32x4_t t9 = vaddq_f32(y_v, t8);
            vst1q_f32(t7, t9);
            int t10 = (int)(i_vec + 4L);
            float *t11 = y + t10 * incy;
            float32x4_t y_v_1 = vld1q_f32(t11);
            float32x4_t x_v_1 = vld1q_f32(x + t10 * incx);
            float32x4_t t12 = vmulq_f32(alpha_v, x_v_1);
            float32x4_t t13 = vaddq_f32(y_v_1, t12);
            vst1q_f32(t11, t13);
            int t14 = (int)(i_vec + 8L);
            float *t15 = y + t14 * incy;
            float32x4_t y_v_2 = vld1q_f32(t15);
            float32x4_t x_v_2 = vld1q_f32(x + t14 * incx);
            float32x4_t t16 = vmulq_f32(alpha_v, x_v_2);
            float32x4_t t17 = vaddq_f32(y_v_2, t16);
            vst1q_f32(t15, t17);
            int t18 = (int)(i_vec + 12L);
            float *t19 = y + t18 * incy;
            float32x4_t y_v_3 = vld1q_f32(t19);
            float32x4_t x_v_3 = vld1q_f32(x + t18 * incx);
            float32x4_t t20 = vmulq_f32(alpha_v, x_v_3);
            float32x4_t t21 = vaddq_f32(y_v_3, t20);
            vst1q_f32(t19, t21);
            i_vec += 16L;
        } while (i_vec < t5);
        i = (int)t5;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        float *t22 = y + i * incy;
        *t22 = *t22 + alpha * x[i * incx];
    }
}

/* A `long` stride on integers, read only: a gather without the test, chosen only where the
 * test is not worth it. */
void copy_scaled(int *restrict dst, const int *restrict src, long stride, int n) {
    int t14;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (stride == 1L)) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at runtime_stride.c:21 vectorized: VF 4, UF 4, versioned on `stride` == 1, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t src_v = vld1q_s32(src + i_vec * stride);
            int32x4_t t3 = vmulq_s32(src_v, vdupq_n_s32(3));
            int32x4_t t4 = vaddq_s32(t3, vdupq_n_s32(1));
            vst1q_s32(dst + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t src_v_1 = vld1q_s32(src + t5 * stride);
            int32x4_t t6 = vmulq_s32(src_v_1, vdupq_n_s32(3));
            int32x4_t t7 = vaddq_s32(t6, vdupq_n_s32(1));
            vst1q_s32(dst + t5, t7);
            long t8 = i_vec + 8L;
            int32x4_t src_v_2 = vld1q_s32(src + t8 * stride);
            int32x4_t t9 = vmulq_s32(src_v_2, vdupq_n_s32(3));
            int32x4_t t10 = vaddq_s32(t9, vdupq_n_s32(1));
            vst1q_s32(dst + t8, t10);
            long t11 = i_vec + 12L;
            int32x4_t src_v_3 = vld1q_s32(src + t11 * stride);
            int32x4_t t12 = vmulq_s32(src_v_3, vdupq_n_s32(3));
            int32x4_t t13 = vaddq_s32(t12, vdupq_n_s32(1));
            vst1q_s32(dst + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        vcc_v4_long stride_v = (vcc_v4_long){stride, stride, stride, stride};
        int32x4_t t17 = vdupq_n_s32(t14);
        uint32x4_t t18 = vreinterpretq_u32_s32(t17);
        uint32x4_t i_v = vaddq_u32(t18, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_stride.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_1 = vreinterpretq_s32_u32(i_v);
            vcc_v4_long t19 = ({ int32x4_t vcc_w0 = i_v_1; int64x2_t vcc_w1 = vmovl_s32(vget_low_s32(vcc_w0)), vcc_w2 = vmovl_high_s32(vcc_w0); vcc_v2_long vcc_p0 = (vcc_v2_long)vcc_w1; vcc_v2_long vcc_p1 = (vcc_v2_long)vcc_w2; vcc_v4_long vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v4_long t20 = t19 * stride_v;
            int32x4_t src_v_4 = (int32x4_t)vcc_gather(vcc_v4_int, src, t20);
            int32x4_t t21 = vmulq_s32(src_v_4, vdupq_n_s32(3));
            int32x4_t t22 = vaddq_s32(t21, vdupq_n_s32(1));
            vst1q_s32(dst + ((long)t14 + i_vec_1), t22);
            i_vec_1 += 4L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(4));
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        dst[t23] = src[t23 * stride] * 3 + 1;
    }
}

/* Not vectorized: `i * step` wraps in unsigned arithmetic, so the address is no affine
 * expression and the update reads as a histogram. */
void add_u(unsigned *restrict dst, const unsigned *restrict src, unsigned step, unsigned n) {
    for (unsigned i = 0; i < n; i++)
        dst[i * step] += src[i];
}

/* Not vectorized: a float reduction stays in order whatever the stride. */
double dot_inc(const double *x, int incx, const double *y, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += x[i * incx] * y[i];
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int m = 3 * n + 3;
        float *a = new_array(m, sizeof(float)), *b = new_array(m, sizeof(float));
        int *d = new_array(m, sizeof(int)), *s = new_array(m, sizeof(int));
        unsigned *du = new_array(m, sizeof(unsigned)), *su = new_array(m, sizeof(unsigned));
        double *x = new_array(m, sizeof(double)), *y = new_array(m, sizeof(double));
        FILL(a, m, -1000, 2000);
        FILL(b, m, -1000, 2000);
        FILL(s, m, -100000, 200000);
        FILL(d, m, -100000, 200000);
        FILL(su, m, 0, 1 << 30);
        FILL(du, m, 0, 1 << 30);
        FILL(x, m, -1000, 2000);
        FILL(y, m, -1000, 2000);
        double dots = 0;
        for (int inc = -1; inc <= 3; inc++) {
            float *base = inc < 0 ? a + m - 1 : a;
            int k = inc == 0 ? n : n;
            scale_inc(base, b, inc, k);
            saxpy_inc(k, 0.75f, b, inc < 0 ? 1 : inc, a, 1);
            saxpy_inc(k, -0.5f, b, 1, base, inc);
            /* x and y overlap: y starts one element after x. */
            saxpy_inc(k, 0.25f, a, 1, a + 1, inc < 1 ? 1 : inc);
            copy_scaled(d, s, inc < 0 ? 0 : inc, k);
            add_u(du, su, (unsigned)(inc < 0 ? 0 : inc), (unsigned)k);
            dots += dot_inc(x, inc < 0 ? 0 : inc, y, k);
        }
        printf("n=%d %llx %llx %llx %.17g\n", n, HASH(a, m), HASH(d, m), HASH(du, m), dots);
        free(a), free(b), free(d), free(s), free(du), free(su), free(x), free(y);
    }
    return 0;
}
