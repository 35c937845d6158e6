/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
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

__attribute__((target("sse4.2"))) void scale_inc(float *a, const float *b, int inc, int n) {
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
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t6 = _mm_mul_ps(b_v, _mm_set1_ps(2.0f));
            __m128 t7 = _mm_add_ps(t6, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + (int)i_vec * inc, t7);
            long t8 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + t8);
            __m128 t9 = _mm_mul_ps(b_v_1, _mm_set1_ps(2.0f));
            __m128 t10 = _mm_add_ps(t9, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + (int)t8 * inc, t10);
            long t11 = i_vec + 8L;
            __m128 b_v_2 = _mm_loadu_ps(b + t11);
            __m128 t12 = _mm_mul_ps(b_v_2, _mm_set1_ps(2.0f));
            __m128 t13 = _mm_add_ps(t12, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + (int)t11 * inc, t13);
            long t14 = i_vec + 12L;
            __m128 b_v_3 = _mm_loadu_ps(b + t14);
            __m128 t15 = _mm_mul_ps(b_v_3, _mm_set1_ps(2.0f));
            __m128 t16 = _mm_add_ps(t15, _mm_set1_ps(1.0f));
            _mm_storeu_ps(a + (int)t14 * inc, t16);
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
__attribute__((target("sse4.2"))) void saxpy_inc(int n, float alpha, const float *x, int incx, float *y, int incy) {
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)x;
    unsigned long t3 = (unsigned long)y;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (incy == 1) & (incx == 1)) {
        long t5 = t1 & -16L;
        __m128 alpha_v = _mm_set1_ps(alpha);
        long i_vec = 0L;
        /* vcc: loop at runtime_stride.c:14 vectorized: VF 4, UF 4, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), versioned on `incy` == 1 and `incx` == 1, scalar epilogue */
        do {
            int t6 = (int)i_vec;
            float *t7 = y + t6 * incy;
            __m128 y_v = _mm_loadu_ps(t7);
            __m128 x_v = _mm_loadu_ps(x + t6 * incx);
            __m128 t8 = _mm_mul_ps(alpha_v, x_v);
            __m128 t9 = _mm_add_ps(y_v, t8);
            _mm_storeu_ps(t7, t9);
            int t10 = (int)(i_vec + 4L);
            float *t11 = y + t10 * incy;
            __m128 y_v_1 = _mm_loadu_ps(t11);
            __m128 x_v_1 = _mm_loadu_ps(x + t10 * incx);
            __m128 t12 = _mm_mul_ps(alpha_v, x_v_1);
            __m128 t13 = _mm_add_ps(y_v_1, t12);
            _mm_storeu_ps(t11, t13);
            int t14 = (int)(i_vec + 8L);
            float *t15 = y + t14 * incy;
            __m128 y_v_2 = _mm_loadu_ps(t15);
            __m128 x_v_2 = _mm_loadu_ps(x + t14 * incx);
            __m128 t16 = _mm_mul_ps(alpha_v, x_v_2);
            __m128 t17 = _mm_add_ps(y_v_2, t16);
            _mm_storeu_ps(t15, t17);
            int t18 = (int)(i_vec + 12L);
            float *t19 = y + t18 * incy;
            __m128 y_v_3 = _mm_loadu_ps(t19);
            __m128 x_v_3 = _mm_loadu_ps(x + t18 * incx);
            __m128 t20 = _mm_mul_ps(alpha_v, x_v_3);
            __m128 t21 = _mm_add_ps(y_v_3, t20);
            _mm_storeu_ps(t19, t21);
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
__attribute__((target("sse4.2"))) void copy_scaled(int *restrict dst, const int *restrict src, long stride, int n) {
    int t14;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (stride == 1L)) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at runtime_stride.c:21 vectorized: VF 4, UF 4, versioned on `stride` == 1, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i src_v = _mm_loadu_si128((const __m128i *)(src + i_vec * stride));
            __m128i t3 = _mm_mullo_epi32(src_v, _mm_set1_epi32(3));
            __m128i t4 = _mm_add_epi32(t3, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(dst + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i src_v_1 = _mm_loadu_si128((const __m128i *)(src + t5 * stride));
            __m128i t6 = _mm_mullo_epi32(src_v_1, _mm_set1_epi32(3));
            __m128i t7 = _mm_add_epi32(t6, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(dst + t5), t7);
            long t8 = i_vec + 8L;
            __m128i src_v_2 = _mm_loadu_si128((const __m128i *)(src + t8 * stride));
            __m128i t9 = _mm_mullo_epi32(src_v_2, _mm_set1_epi32(3));
            __m128i t10 = _mm_add_epi32(t9, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(dst + t8), t10);
            long t11 = i_vec + 12L;
            __m128i src_v_3 = _mm_loadu_si128((const __m128i *)(src + t11 * stride));
            __m128i t12 = _mm_mullo_epi32(src_v_3, _mm_set1_epi32(3));
            __m128i t13 = _mm_add_epi32(t12, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(dst + t11), t13);
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
        __m128i t17 = _mm_set1_epi32((int)t14);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_stride.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_long t18 = __builtin_convertvector((vcc_v4_int)(__m128i)i_v, vcc_v4_long);
            vcc_v4_long t19 = t18 * stride_v;
            __m128i src_v_4 = (__m128i)vcc_gather(vcc_v4_int, src, t19);
            __m128i t20 = _mm_mullo_epi32(src_v_4, _mm_set1_epi32(3));
            __m128i t21 = _mm_add_epi32(t20, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(dst + ((long)t14 + i_vec_1)), t21);
            i_vec_1 += 4L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        dst[t22] = src[t22 * stride] * 3 + 1;
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
