/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned long vcc_v16_ulong __attribute__((vector_size(128)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
/* Run-time strides (`strides.rs`): accesses that move by a parameter's value per iteration
 * are vectorized behind a test that the value is 1; the scalar loop runs every other stride
 * (0, negative, 2, 3), and overlapping calls still get the overlap check. */
#include "harness.h"

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_inc(float *a, const float *b, int inc, int n) {
    vcc_no_contract_body
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
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t6 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + (int)i_vec * inc, t7);
            long t8 = i_vec + 8L;
            __m256 b_v_1 = _mm256_loadu_ps(b + t8);
            __m256 t9 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + (int)t8 * inc, t10);
            long t11 = i_vec + 16L;
            __m256 b_v_2 = _mm256_loadu_ps(b + t11);
            __m256 t12 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + (int)t11 * inc, t13);
            long t14 = i_vec + 24L;
            __m256 b_v_3 = _mm256_loadu_ps(b + t14);
            __m256 t15 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(2.0f));
            __m256 t16 = _mm256_add_ps(t15, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + (int)t14 * inc, t16);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void saxpy_inc(int n, float alpha, const float *x, int incx, float *y, int incy) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)x;
    unsigned long t3 = (unsigned long)y;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (incy == 1) & (incx == 1)) {
        long t5 = t1 & -32L;
        __m256 alpha_v = _mm256_set1_ps(alpha);
        long i_vec = 0L;
        /* vcc: loop at runtime_stride.c:14 vectorized: VF 8, UF 4, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), versioned on `incy` == 1 and `incx` == 1, scalar epilogue */
        do {
            int t6 = (int)i_vec;
            float *t7 = y + t6 * incy;
            __m256 y_v = _mm256_loadu_ps(t7);
            __m256 x_v = _mm256_loadu_ps(x + t6 * incx);
            __m256 t8 = _mm256_mul_ps(alpha_v, x_v);
            __m256 t9 = _mm256_add_ps(y_v, t8);
            _mm256_storeu_ps(t7, t9);
            int t10 = (int)(i_vec + 8L);
            float *t11 = y + t10 * incy;
            __m256 y_v_1 = _mm256_loadu_ps(t11);
            __m256 x_v_1 = _mm256_loadu_ps(x + t10 * incx);
            __m256 t12 = _mm256_mul_ps(alpha_v, x_v_1);
            __m256 t13 = _mm256_add_ps(y_v_1, t12);
            _mm256_storeu_ps(t11, t13);
            int t14 = (int)(i_vec + 16L);
            float *t15 = y + t14 * incy;
            __m256 y_v_2 = _mm256_loadu_ps(t15);
            __m256 x_v_2 = _mm256_loadu_ps(x + t14 * incx);
            __m256 t16 = _mm256_mul_ps(alpha_v, x_v_2);
            __m256 t17 = _mm256_add_ps(y_v_2, t16);
            _mm256_storeu_ps(t15, t17);
            int t18 = (int)(i_vec + 24L);
            float *t19 = y + t18 * incy;
            __m256 y_v_3 = _mm256_loadu_ps(t19);
            __m256 x_v_3 = _mm256_loadu_ps(x + t18 * incx);
            __m256 t20 = _mm256_mul_ps(alpha_v, x_v_3);
            __m256 t21 = _mm256_add_ps(y_v_3, t20);
            _mm256_storeu_ps(t19, t21);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_scaled(int *restrict dst, const int *restrict src, long stride, int n) {
    vcc_no_contract_body
    int t8;
    int t16;
    int i;
    long t1 = (long)n;
    if ((t1 >= 32L) & (stride == 1L)) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_stride.c:21 vectorized: VF 16, UF 2, versioned on `stride` == 1, vector epilogue VF 16, masked remainder */
        do {
            __m512i src_v = _mm512_loadu_si512(src + i_vec * stride);
            __m512i t3 = _mm512_mullo_epi32(src_v, _mm512_set1_epi32(3));
            __m512i t4 = _mm512_add_epi32(t3, _mm512_set1_epi32(1));
            _mm512_storeu_si512(dst + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i src_v_1 = _mm512_loadu_si512(src + t5 * stride);
            __m512i t6 = _mm512_mullo_epi32(src_v_1, _mm512_set1_epi32(3));
            __m512i t7 = _mm512_add_epi32(t6, _mm512_set1_epi32(1));
            _mm512_storeu_si512(dst + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        vcc_v16_long stride_v = (vcc_v16_long){stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride};
        __m512i t11 = _mm512_set1_epi32((int)t8);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_stride.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_long t12 = __builtin_convertvector((vcc_v16_int)(__m512i)i_v, vcc_v16_long);
            vcc_v16_long t13 = t12 * stride_v;
            __m512i src_v_2 = (__m512i)vcc_gather(vcc_v16_int, src, t13);
            __m512i t14 = _mm512_mullo_epi32(src_v_2, _mm512_set1_epi32(3));
            __m512i t15 = _mm512_add_epi32(t14, _mm512_set1_epi32(1));
            _mm512_storeu_si512(dst + ((long)t8 + i_vec_1), t15);
            i_vec_1 += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec_1 < t10);
        t16 = (int)((long)t8 + t10);
    } else {
        t16 = t8;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 16L)) {
        __m512i t18 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
        vcc_v16_long stride_v_1 = (vcc_v16_long){stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride, stride};
        __m512i t20 = _mm512_set1_epi32((int)t16);
        __m512i t21 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        vcc_v16_long t22 = __builtin_convertvector((vcc_v16_int)t21, vcc_v16_long);
        vcc_v16_ulong t23 = (vcc_v16_ulong)t22;
        vcc_v16_ulong t24 = (vcc_v16_ulong)stride_v_1;
        vcc_v16_ulong t25 = t23 * t24;
        vcc_v16_long t26 = (vcc_v16_long)t25;
        __m512i src_v_3 = (__m512i)vcc_gather_masked(vcc_v16_int, src, t26, (vcc_m16)_mm512_movm_epi32(t19));
        __m512i t27 = _mm512_mullo_epi32(src_v_3, _mm512_set1_epi32(3));
        __m512i t28 = _mm512_add_epi32(t27, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(dst + (long)t16, t19, t28);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        dst[t29] = src[t29 * stride] * 3 + 1;
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
