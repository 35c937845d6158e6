/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
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
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (inc == 1)) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_stride.c:8 vectorized: VF 8, UF 4, run-time check: `a` and `b` do not overlap (or overlap only in the order the vector loop keeps), versioned on `inc` == 1, scalar epilogue */
        do {
            vcc_v8_float b_v = vcc_load(vcc_v8_float, b + i_vec);
            vcc_v8_float t6 = b_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t7 = t6 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + (int)i_vec * inc, t7);
            long t8 = i_vec + 8L;
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, b + t8);
            vcc_v8_float t9 = b_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t10 = t9 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + (int)t8 * inc, t10);
            long t11 = i_vec + 16L;
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t12 = b_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t13 = t12 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + (int)t11 * inc, t13);
            long t14 = i_vec + 24L;
            vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, b + t14);
            vcc_v8_float t15 = b_v_3 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t16 = t15 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(a + (int)t14 * inc, t16);
            i_vec += 32L;
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
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (incy == 1) & (incx == 1)) {
        long t5 = t1 & -32L;
        vcc_v8_float alpha_v = (vcc_v8_float){alpha, alpha, alpha, alpha, alpha, alpha, alpha, alpha};
        long i_vec = 0L;
        /* vcc: loop at runtime_stride.c:14 vectorized: VF 8, UF 4, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), versioned on `incy` == 1 and `incx` == 1, scalar epilogue */
        do {
            int t6 = (int)i_vec;
            float *t7 = y + t6 * incy;
            vcc_v8_float y_v = vcc_load(vcc_v8_float, t7);
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t6 * incx);
            vcc_v8_float t8 = alpha_v * x_v;
            vcc_v8_float t9 = y_v + t8;
            vcc_store(t7, t9);
            int t10 = (int)(i_vec + 8L);
            float *t11 = y + t10 * incy;
            vcc_v8_float y_v_1 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t10 * incx);
            vcc_v8_float t12 = alpha_v * x_v_1;
            vcc_v8_float t13 = y_v_1 + t12;
            vcc_store(t11, t13);
            int t14 = (int)(i_vec + 16L);
            float *t15 = y + t14 * incy;
            vcc_v8_float y_v_2 = vcc_load(vcc_v8_float, t15);
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t14 * incx);
            vcc_v8_float t16 = alpha_v * x_v_2;
            vcc_v8_float t17 = y_v_2 + t16;
            vcc_store(t15, t17);
            int t18 = (int)(i_vec + 24L);
            float *t19 = y + t18 * incy;
            vcc_v8_float y_v_3 = vcc_load(vcc_v8_float, t19);
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t18 * incx);
            vcc_v8_float t20 = alpha_v * x_v_3;
            vcc_v8_float t21 = y_v_3 + t20;
            vcc_store(t19, t21);
            i_vec += 32L;
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
    if ((t1 >= 32L) & (stride == 1L)) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_stride.c:21 vectorized: VF 8, UF 4, versioned on `stride` == 1, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int src_v = vcc_load(vcc_v8_int, src + i_vec * stride);
            vcc_v8_int t3 = src_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t4 = t3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(dst + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_int src_v_1 = vcc_load(vcc_v8_int, src + t5 * stride);
            vcc_v8_int t6 = src_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t7 = t6 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(dst + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_int src_v_2 = vcc_load(vcc_v8_int, src + t8 * stride);
            vcc_v8_int t9 = src_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t10 = t9 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(dst + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_int src_v_3 = vcc_load(vcc_v8_int, src + t11 * stride);
            vcc_v8_int t12 = src_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = t12 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(dst + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        vcc_v8_long stride_v = (vcc_v8_long){stride, stride, stride, stride, stride, stride, stride, stride};
        vcc_v8_int t17 = (vcc_v8_int){t14, t14, t14, t14, t14, t14, t14, t14};
        vcc_v8_uint t18 = (vcc_v8_uint)t17;
        vcc_v8_uint i_v = t18 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_stride.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            vcc_v8_long t19 = __builtin_convertvector(i_v_1, vcc_v8_long);
            vcc_v8_long t20 = t19 * stride_v;
            vcc_v8_int src_v_4 = vcc_gather(vcc_v8_int, src, t20);
            vcc_v8_int t21 = src_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t22 = t21 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(dst + ((long)t14 + i_vec_1), t22);
            i_vec_1 += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
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
