/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i);
__attribute__((target("avx2"))) __m256 _ZGVdN8l8u_pairsum(const float *p, int n);
__attribute__((target("avx2"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8lu_tri(int j, int k);
__attribute__((target("avx2"))) __m256i _ZGVdM8lu_tri(int j, int k, __m256i mask);
__attribute__((target("avx2"))) __m256d _ZGVdN4ls1u_first2(const double *p, long s);
/* Call sites with linear arguments: an integer index linear(i) (step 1), a pointer linear(p:2)
   (two floats per lane), a pointer whose step is a uniform parameter (linear(p:s)) and one under a condition (the masked variant); the argument is lane 0's
   value. A call whose argument moves by another step than the clause says stays scalar, and the
   remark says why. Trip counts 0..1003 with exact-size heap arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(x, y, a) linear(i) notinbranch */
float axpy(const float *x, const float *y, float a, int i) {
    return a * x[i] + y[i];
}

__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i) {
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    t1 = _mm256_loadu_ps(x + i);
    t2 = _mm256_set1_ps(a);
    t3 = _mm256_mul_ps(t2, t1);
    t4 = _mm256_loadu_ps(y + i);
    t5 = _mm256_add_ps(t3, t4);
    return t5;
}

/* #pragma omp declare simd uniform(n) linear(p:2) */
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8l8u_pairsum(const float *p, int n) {
    vcc_v8_long t1;
    vcc_v8_long t2;
    __m256 t3;
    vcc_v8_long t4;
    vcc_v8_long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    t1 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t2 = t1 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t3 = (__m256)vcc_gather(vcc_v8_float, p + 0, t2);
    t4 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t5 = t4 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t6 = (__m256)vcc_gather(vcc_v8_float, p + 1, t5);
    t7 = _mm256_set1_ps((float)n);
    t8 = _mm256_mul_ps(t6, t7);
    t9 = _mm256_sub_ps(t3, t8);
    return t9;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask) {
    __m256i t1;
    vcc_v8_long t2;
    vcc_v8_long t3;
    __m256 t4;
    vcc_v8_long t5;
    vcc_v8_long t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t3 = t2 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t4 = (__m256)vcc_gather_masked(vcc_v8_float, p + 0, t3, (vcc_m8)t1);
    t5 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t6 = t5 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t7 = (__m256)vcc_gather_masked(vcc_v8_float, p + 1, t6, (vcc_m8)t1);
    t8 = _mm256_set1_ps((float)n);
    t9 = _mm256_mul_ps(t7, t8);
    t10 = _mm256_sub_ps(t4, t9);
    t11 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t10, _mm256_castsi256_ps(t1));
    return t11;
}

/* #pragma omp declare simd uniform(k) linear(j:1) */
int tri(int j, int k) {
    return j * k - (j >> 2);
}

__attribute__((target("avx2"))) __m256i _ZGVdN8lu_tri(int j, int k) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    t1 = _mm256_set1_epi32((int)j);
    t2 = _mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t3 = _mm256_set1_epi32((int)2);
    t4 = _mm256_srav_epi32(t2, t3);
    t5 = _mm256_set1_epi32((int)(j * k));
    t6 = _mm256_set1_epi32((int)(1 * k));
    t7 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t6);
    t8 = _mm256_add_epi32(t5, t7);
    t9 = _mm256_sub_epi32(t8, t4);
    return t9;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8lu_tri(int j, int k, __m256i mask) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = _mm256_set1_epi32((int)j);
    t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t4 = _mm256_set1_epi32((int)2);
    t5 = _mm256_srav_epi32(t3, t4);
    t6 = _mm256_set1_epi32((int)(j * k));
    t7 = _mm256_set1_epi32((int)(1 * k));
    t8 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t7);
    t9 = _mm256_add_epi32(t6, t8);
    t10 = _mm256_sub_epi32(t9, t5);
    t11 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t10, t1);
    return t11;
}

__attribute__((target("avx2"))) void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    long t6;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _ZGVdN8uuul_axpy(x, y, a, t4);
            _mm256_storeu_ps(out + t4, t5);
            t6 = t3 + 8L;
            if (t6 >= t2) {
                break;
            }
            t3 = t6;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = axpy(x, y, a, i);
    }
}

__attribute__((target("avx2"))) void pairs(float *out, const float *p, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    long t6;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _ZGVdN8l8u_pairsum(p + 2 * t4, 3);
            _mm256_storeu_ps(out + t4, t5);
            t6 = t3 + 8L;
            if (t6 >= t2) {
                break;
            }
            t3 = t6;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = pairsum(p + 2 * i, 3);
    }
}

__attribute__((target("avx2"))) void tri_some(int *out, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_set1_epi32((int)t4);
            t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t7 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t8 = _mm256_xor_si256(_mm256_cmpeq_epi32(t7, _mm256_set1_epi32((int)1)), _mm256_set1_epi32(-1));
            t9 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t8);
            t10 = _ZGVdM8lu_tri(t4 + 5, 7, t9);
            _mm256_maskstore_epi32((int *)(out + t4), t8, t10);
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            out[i] = tri(i + 5, 7);
        }
    }
}

/* #pragma omp declare simd uniform(s) linear(p:s) notinbranch */
double first2(const double *p, long s) {
    return p[0] * 2.0 + p[1] * (double)s;
}

__attribute__((target("avx2"))) __m256d _ZGVdN4ls1u_first2(const double *p, long s) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256d t5;
    __m256d t6;
    __m256d t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    t1 = _mm256_set1_epi64x((long long)0L);
    t2 = _mm256_set1_epi64x((long long)(1L * s));
    t3 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t2);
    t4 = _mm256_add_epi64(t1, t3);
    t5 = (__m256d)vcc_gather(vcc_v4_double, p + 0, (vcc_v4_long)t4);
    t6 = _mm256_set1_pd(2.0);
    t7 = _mm256_mul_pd(t5, t6);
    t8 = _mm256_set1_epi64x((long long)0L);
    t9 = _mm256_set1_epi64x((long long)(1L * s));
    t10 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t9);
    t11 = _mm256_add_epi64(t8, t10);
    t12 = (__m256d)vcc_gather(vcc_v4_double, p + 1, (vcc_v4_long)t11);
    t13 = _mm256_set1_pd((double)s);
    t14 = _mm256_mul_pd(t12, t13);
    t15 = _mm256_add_pd(t7, t14);
    return t15;
}

/* A row-major matrix walked by columns: p moves by s elements per iteration, as the clause says. */
__attribute__((target("avx2"))) void columns(double *out, const double *m, long s, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256d t6;
    __m256d t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _ZGVdN4ls1u_first2(m + (long)t4 * s, s);
            t7 = _ZGVdN4ls1u_first2(m + (long)t5 * s, s);
            _mm256_storeu_pd(out + t4, t6);
            _mm256_storeu_pd(out + t5, t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = first2(m + (long)i * s, s);
    }
}

/* j moves by 2 per iteration, the clause says 1: not vectorized. */
void tri_wrong_step(int *out, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = tri(2 * i, 7);
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    double sum;
    double sum_1;
    double sum_2;
    long t;
    int s;
    int n;
    void *t1;
    float *x;
    void *t2;
    float *y;
    void *t3;
    float *p;
    float *out;
    int *iout;
    int *wout;
    long t4;
    unsigned long t5;
    unsigned long t6;
    unsigned long t7;
    unsigned long t8;
    unsigned long t9;
    unsigned long t10;
    long t11;
    long t12;
    int t13;
    __m256i t14;
    __m256i t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    float *t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    long t28;
    int i;
    int i_1;
    int i_2;
    double *m;
    double *dout;
    long t29;
    long t30;
    long t31;
    int t32;
    __m128i t33;
    __m128i t34;
    int t35;
    __m128i t36;
    __m128i t37;
    __m256d t38;
    __m256d t39;
    __m256d t40;
    __m256d t41;
    __m256d t42;
    __m256d t43;
    long t44;
    int i_3;
    int i_4;
    long t45;
    long t46;
    long t47;
    __m256i t48;
    __m256i t49;
    int t50;
    __m128i t51;
    __m128i t52;
    int t53;
    __m128i t54;
    __m128i t55;
    __m128i t56;
    __m128i t57;
    __m256i t58;
    __m256i t59;
    __m128i t60;
    __m128i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m128i t66;
    __m128i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    long t76;
    __m256i t77;
    int i_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (s = 0; s < 6; s++) {
        n = sizes[s];
        t1 = malloc((unsigned long)(n + 1) * 4UL);
        x = (float *)t1;
        t2 = malloc((unsigned long)(n + 1) * 4UL);
        y = (float *)t2;
        t3 = malloc((unsigned long)(2 * n + 1) * 4UL);
        p = (float *)t3;
        out = (float *)malloc((unsigned long)(n + 1) * 4UL);
        iout = (int *)calloc((unsigned long)(n + 1), 4UL);
        wout = (int *)calloc((unsigned long)(n + 1), 4UL);
        t4 = (long)n;
        t5 = (unsigned long)t1;
        t6 = (unsigned long)t2;
        t7 = (unsigned long)t1;
        t8 = (unsigned long)t3;
        t9 = (unsigned long)t2;
        t10 = (unsigned long)t3;
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t6 + (unsigned long)0L)) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t5 + (unsigned long)0L))) & (((t7 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t8 + (unsigned long)0L)) | ((t8 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= (t7 + (unsigned long)0L))) & (((t9 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t10 + (unsigned long)0L)) | ((t10 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= (t9 + (unsigned long)0L)))) {
            t11 = t4 & -8L;
            t12 = 0L;
            for (;;) {
                t13 = (int)((long)0 + t12);
                t14 = _mm256_set1_epi32((int)t13);
                t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t16 = _mm256_cvtepi32_ps(t15);
                t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t13, t17);
                t18 = _mm256_cvtepi32_ps(t15);
                t19 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t18);
                _mm256_storeu_ps(y + t13, t19);
                t20 = _mm256_cvtepi32_ps(t15);
                t21 = _mm256_mul_ps(t20, _mm256_set1_ps(1.25f));
                t22 = p + (2 * t13 + 1);
                t23 = _mm256_cvtepi32_ps(t15);
                t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.75f));
                t25 = _mm256_sub_ps(t24, _mm256_set1_ps(2.0f));
                t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t25, 0, 8, 1, 9, 2, 10, 3, 11);
                _mm256_storeu_ps(t22 + -1, t26);
                t27 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t25, 4, 12, 5, 13, 6, 14, 7, 15);
                _mm256_storeu_ps(t22 + 7, t27);
                t28 = t12 + 8L;
                if (t28 >= t11) {
                    break;
                }
                t12 = t28;
            }
            i = (int)((long)0 + t11);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            x[i] = (float)i * 0.5f;
            y[i] = 3.0f - (float)i;
            p[2 * i] = (float)i * 1.25f;
            p[2 * i + 1] = (float)i * 0.75f - 2.0f;
        }
        axpy_all(out, x, y, 1.5f, n);
        sum = 0.0;
        for (i_1 = 0; i_1 < n; i_1++) {
            sum += (double)out[i_1];
        }
        pairs(out, p, n);
        sum_1 = sum;
        for (i_2 = 0; i_2 < n; i_2++) {
            sum_1 += (double)(out[i_2] * (float)(i_2 + 1));
        }
        tri_some(iout, n);
        tri_wrong_step(wout, n);
        m = (double *)malloc((unsigned long)(3 * n + 2) * 8UL);
        dout = (double *)malloc((unsigned long)(n + 1) * 8UL);
        t29 = (long)n * 3L + 2L;
        if (t29 >= 8L) {
            t30 = t29 & -8L;
            t31 = 0L;
            for (;;) {
                t32 = (int)((long)0 + t31);
                t33 = _mm_set1_epi32((int)t32);
                t34 = _mm_add_epi32(t33, _mm_setr_epi32(0, 1, 2, 3));
                t35 = (int)((long)0 + (t31 + 4L));
                t36 = _mm_set1_epi32((int)t35);
                t37 = _mm_add_epi32(t36, _mm_setr_epi32(0, 1, 2, 3));
                t38 = _mm256_cvtepi32_pd(t34);
                t39 = _mm256_cvtepi32_pd(t37);
                t40 = _mm256_mul_pd(t38, _mm256_set1_pd(0.125));
                t41 = _mm256_mul_pd(t39, _mm256_set1_pd(0.125));
                t42 = _mm256_sub_pd(t40, _mm256_set1_pd(1.0));
                t43 = _mm256_sub_pd(t41, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + t32, t42);
                _mm256_storeu_pd(m + t35, t43);
                t44 = t31 + 8L;
                if (t44 >= t30) {
                    break;
                }
                t31 = t44;
            }
            i_3 = (int)((long)0 + t30);
        } else {
            i_3 = 0;
        }
        for (; i_3 < (3 * n + 2); i_3++) {
            m[i_3] = (double)i_3 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        sum_2 = sum_1;
        for (i_4 = 0; i_4 < n; i_4++) {
            sum_2 += dout[i_4] * (double)(i_4 % 5);
        }
        free((void *)m);
        free((void *)dout);
        t45 = (long)n;
        if (t45 >= 8L) {
            t46 = t45 & -8L;
            t47 = 0L;
            t48 = _mm256_set1_epi64x((long long)0LL);
            t49 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t50 = (int)((long)0 + t47);
                t51 = _mm_set1_epi32((int)t50);
                t52 = _mm_add_epi32(t51, _mm_setr_epi32(0, 1, 2, 3));
                t53 = (int)((long)0 + (t47 + 4L));
                t54 = _mm_set1_epi32((int)t53);
                t55 = _mm_add_epi32(t54, _mm_setr_epi32(0, 1, 2, 3));
                t56 = _mm_loadu_si128((const __m128i *)(iout + t50));
                t57 = _mm_loadu_si128((const __m128i *)(iout + t53));
                t58 = _mm256_cvtepi32_epi64(t56);
                t59 = _mm256_cvtepi32_epi64(t57);
                t60 = _mm_add_epi32(t52, _mm_set1_epi32((int)1));
                t61 = _mm_add_epi32(t55, _mm_set1_epi32((int)1));
                t62 = _mm256_cvtepi32_epi64(t60);
                t63 = _mm256_cvtepi32_epi64(t61);
                t64 = (__m256i)((vcc_v4_long)t58 * (vcc_v4_long)t62);
                t65 = (__m256i)((vcc_v4_long)t59 * (vcc_v4_long)t63);
                t66 = _mm_loadu_si128((const __m128i *)(wout + t50));
                t67 = _mm_loadu_si128((const __m128i *)(wout + t53));
                t68 = _mm256_cvtepi32_epi64(t66);
                t69 = _mm256_cvtepi32_epi64(t67);
                t70 = _mm256_add_epi64(t64, t68);
                t71 = _mm256_add_epi64(t65, t69);
                t72 = t70;
                t73 = _mm256_add_epi64(t48, t72);
                t74 = t71;
                t75 = _mm256_add_epi64(t49, t74);
                t76 = t47 + 8L;
                if (t76 >= t46) {
                    break;
                }
                t47 = t76;
                t48 = t73;
                t49 = t75;
            }
            t77 = _mm256_add_epi64(t73, t75);
            i_5 = (int)((long)0 + t46);
            t = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t77, +));
        } else {
            i_5 = 0;
            t = 0L;
        }
        for (; i_5 < n; i_5++) {
            t += (long)iout[i_5] * (long)(i_5 + 1) + (long)wout[i_5];
        }
        printf("n=%d %.3f %ld\n", n, sum_2, t);
        free((void *)x);
        free((void *)y);
        free((void *)p);
        free((void *)out);
        free((void *)iout);
        free((void *)wout);
    }
    return 0;
}
