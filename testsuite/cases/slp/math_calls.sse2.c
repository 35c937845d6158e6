/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

/* Calls of a math function in every lane, where the target computes it on whole vectors
   exactly (sqrt, fabs, floor, ceil, fmin, fmax; Target::whole_vector_math): one vector call
   node, its scalar calls removed. fmin and fmax keep C's rule for NaN (the other operand) and
   for zeros of both signs; sqrt gets only non-negative operands (a negative one would set
   errno in the scalar call). `floor2` stays scalar: two floats are narrower than any vector
   form, and the generic target has no vector math. `clamp4` has no restrict: its tree runs
   behind a run-time check; its overlapping calls run the scalar copy. */
/* vcc-test: expect-slp 4 generic=0 sse4.2=3 neon=5 */
#include <math.h>
#include <stdio.h>

void norm4(float *restrict o, const float *restrict a, const float *restrict b) {
    __m128 t1 = _mm_loadu_ps(a + 0);
    __m128 t2 = _mm_mul_ps(t1, t1);
    __m128 t3 = _mm_loadu_ps(b + 0);
    __m128 t4 = _mm_mul_ps(t3, t3);
    __m128 t5 = _mm_add_ps(t2, t4);
    __m128 t6 = _mm_sqrt_ps(t5);
    _mm_storeu_ps(o + 0, t6);
}

void clamp4(double *o, const double *a) {
    o[0] = fmin(fmax(a[0], 0.0), 1.0);
    o[1] = fmin(fmax(a[1], 0.0), 1.0);
    o[2] = fmin(fmax(a[2], 0.0), 1.0);
    o[3] = fmin(fmax(a[3], 0.0), 1.0);
}

void round4(double *restrict lo, double *restrict hi, const double *restrict a) {
    lo[0] = floor(a[0]) + fabs(a[0]);
    lo[1] = floor(a[1]) + fabs(a[1]);
    hi[0] = ceil(a[0]) - fabs(a[1]);
    hi[1] = ceil(a[1]) - fabs(a[0]);
}

void floor2(float *restrict o, const float *restrict a) {
    o[0] = floorf(a[0]);
    o[1] = floorf(a[1]);
}

int main(void) {
    float a[8];
    float b[8];
    float o[8];
    float f[2];
    double c[10];
    double d[10];
    double r[6];
    double lo[2];
    double hi[2];
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at math_calls.c:40 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        __m128i t2 = (__m128i)((vcc_v4_int)(__m128i)i_v * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t3 = _mm_sub_epi32(t2, _mm_set1_epi32(10));
        __m128 t4 = _mm_cvtepi32_ps(t3);
        __m128 t5 = _mm_mul_ps(t4, _mm_set1_ps(0.75f));
        _mm_storeu_ps(&a[i_vec], t5);
        __m128i t6 = (__m128i)((vcc_v4_int)(__m128i)i_v * (vcc_v4_int)_mm_set1_epi32(2));
        __m128i t7 = _mm_sub_epi32(_mm_set1_epi32(7), t6);
        __m128 t8 = _mm_cvtepi32_ps(t7);
        __m128 t9 = _mm_mul_ps(t8, _mm_set1_ps(1.25f));
        _mm_storeu_ps(&b[i_vec], t9);
        long t10 = i_vec + 4L;
        __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t12 = (__m128i)((vcc_v4_int)t11 * (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t13 = _mm_sub_epi32(t12, _mm_set1_epi32(10));
        __m128 t14 = _mm_cvtepi32_ps(t13);
        __m128 t15 = _mm_mul_ps(t14, _mm_set1_ps(0.75f));
        _mm_storeu_ps(&a[t10], t15);
        __m128i t16 = (__m128i)((vcc_v4_int)t11 * (vcc_v4_int)_mm_set1_epi32(2));
        __m128i t17 = _mm_sub_epi32(_mm_set1_epi32(7), t16);
        __m128 t18 = _mm_cvtepi32_ps(t17);
        __m128 t19 = _mm_mul_ps(t18, _mm_set1_ps(1.25f));
        _mm_storeu_ps(&b[t10], t19);
        i_vec += 8L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
    } while (i_vec < 8L);
    norm4(o, a, b);
    norm4(o + 4, a + 4, b + 4);
    for (int i = 0; i < 8; i++) {
        printf("%.9g ", (double)o[i]);
    }
    printf("\n");
    c[0] = -0.5;
    c[1] = 0.25;
    c[2] = 2.0;
    c[3] = (double)__builtin_nanf("");
    c[4] = 1.0;
    c[5] = -0.0;
    c[6] = 0.0;
    c[7] = 0.75;
    c[8] = -3.0;
    c[9] = 0.5;
    void *t20 = (void *)((unsigned char *)&d + 0);
    void *t21 = (void *)((unsigned char *)&c + 0);
    __builtin_memcpy(t20, t21, 80UL);
    const double *t22 = c;
    clamp4(d + 6, t22);
    clamp4(c + 1, t22);
    clamp4(c + 4, c + 5);
    for (int i_1 = 0; i_1 < 10; i_1++) {
        long t23 = (long)i_1;
        printf("%g/%g ", c[t23], d[t23]);
    }
    printf("\n");
    r[0] = -2.5;
    r[1] = 3.25;
    r[2] = -0.0;
    r[3] = 0.5;
    r[4] = -7.0;
    r[5] = 8.75;
    for (int k = 0; k < 5; k++) {
        const double *t24 = r + k;
        const double *t25 = t24 + 0;
        double t26 = floor(*t25);
        const double *t27 = t24 + 1;
        double t28 = floor(*t27);
        __m128d t29 = _mm_set1_pd(t26);
        __m128d t30 = (__m128d)vcc_insert((vcc_v2_double)t29, 1, t28);
        __m128d t31 = _mm_loadu_pd(t25);
        __m128d t32 = _mm_andnot_pd(_mm_set1_pd(-0.0), t31);
        __m128d t33 = _mm_add_pd(t30, t32);
        _mm_storeu_pd(lo + 0, t33);
        double t34 = ceil(*t25);
        double t35 = ceil(*t27);
        __m128d t36 = _mm_set1_pd(t34);
        __m128d t37 = (__m128d)vcc_insert((vcc_v2_double)t36, 1, t35);
        __m128d t38 = _mm_loadu_pd(t25);
        __m128d t39 = _mm_shuffle_pd(t38, t38, 1);
        __m128d t40 = _mm_andnot_pd(_mm_set1_pd(-0.0), t39);
        __m128d t41 = _mm_sub_pd(t37, t40);
        _mm_storeu_pd(hi + 0, t41);
        printf("%g %g %g %g | ", lo[0], lo[1], hi[0], hi[1]);
    }
    floor2(f, a + 1);
    printf("%g %g\n", (double)f[0], (double)f[1]);
    return 0;
}
