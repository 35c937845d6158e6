/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_fmax_pd(A, B) ({ __m256d vcc_a = (A), vcc_b = (B); _mm256_blendv_pd(_mm256_max_pd(vcc_a, vcc_b), vcc_a, _mm256_cmp_pd(vcc_b, vcc_b, _CMP_UNORD_Q)); })
#define vcc_avx2_fmin_pd(A, B) ({ __m256d vcc_a = (A), vcc_b = (B); _mm256_blendv_pd(_mm256_min_pd(vcc_a, vcc_b), vcc_a, _mm256_cmp_pd(vcc_b, vcc_b, _CMP_UNORD_Q)); })

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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void norm4(float *restrict o, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    __m128 t1 = _mm_loadu_ps(a + 0);
    __m128 t2 = _mm_mul_ps(t1, t1);
    __m128 t3 = _mm_loadu_ps(b + 0);
    __m128 t4 = _mm_mul_ps(t3, t3);
    __m128 t5 = _mm_add_ps(t2, t4);
    __m128 t6 = _mm_sqrt_ps(t5);
    _mm_storeu_ps(o + 0, t6);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp4(double *o, const double *a) {
    vcc_no_contract_body
    double *t1 = o + 0;
    const double *t2 = a + 0;
    long t3 = (long)((unsigned long)(a + 1) - (unsigned long)t1);
    if ((t3 <= -24L) | (t3 >= 8L)) {
        __m256d t4 = _mm256_loadu_pd(t2);
        __m256d t5 = vcc_avx2_fmax_pd(t4, _mm256_set1_pd(0.0));
        __m256d t6 = vcc_avx2_fmin_pd(t5, _mm256_set1_pd(1.0));
        _mm256_storeu_pd(t1, t6);
    } else {
        double t7 = fmax(*t2, 0.0);
        *t1 = fmin(t7, 1.0);
        double t8 = fmax(a[1], 0.0);
        o[1] = fmin(t8, 1.0);
        double t9 = fmax(a[2], 0.0);
        o[2] = fmin(t9, 1.0);
        double t10 = fmax(a[3], 0.0);
        o[3] = fmin(t10, 1.0);
    }
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    float a[8];
    float b[8];
    float o[8];
    float f[2];
    double c[10];
    double d[10];
    double r[6];
    double lo[2];
    double hi[2];
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at math_calls.c:40 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(3));
        __m256i t3 = _mm256_sub_epi32(t2, _mm256_set1_epi32(10));
        __m256 t4 = _mm256_cvtepi32_ps(t3);
        __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(0.75f));
        _mm256_storeu_ps(&a[i_vec], t5);
        __m256i t6 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(2));
        __m256i t7 = _mm256_sub_epi32(_mm256_set1_epi32(7), t6);
        __m256 t8 = _mm256_cvtepi32_ps(t7);
        __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(1.25f));
        _mm256_storeu_ps(&b[i_vec], t9);
        i_vec += 8L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
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
    void *t10 = (void *)((unsigned char *)&d + 0);
    void *t11 = (void *)((unsigned char *)&c + 0);
    __builtin_memcpy(t10, t11, 80UL);
    const double *t12 = c;
    clamp4(d + 6, t12);
    clamp4(c + 1, t12);
    clamp4(c + 4, c + 5);
    for (int i_1 = 0; i_1 < 10; i_1++) {
        long t13 = (long)i_1;
        printf("%g/%g ", c[t13], d[t13]);
    }
    printf("\n");
    r[0] = -2.5;
    r[1] = 3.25;
    r[2] = -0.0;
    r[3] = 0.5;
    r[4] = -7.0;
    r[5] = 8.75;
    for (int k = 0; k < 5; k++) {
        const double *t14 = r + k;
        const double *t15 = t14 + 0;
        __m128d t16 = _mm_loadu_pd(t15);
        __m128d t17 = _mm_round_pd(t16, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
        __m128d t18 = _mm_andnot_pd(_mm_set1_pd(-0.0), t16);
        __m128d t19 = _mm_add_pd(t17, t18);
        _mm_storeu_pd(lo + 0, t19);
        __m128d t20 = _mm_loadu_pd(t15);
        __m128d t21 = _mm_round_pd(t20, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
        __m128d t22 = _mm_loadu_pd(t15);
        __m128d t23 = _mm_shuffle_pd(t22, t22, 1);
        __m128d t24 = _mm_andnot_pd(_mm_set1_pd(-0.0), t23);
        __m128d t25 = _mm_sub_pd(t21, t24);
        _mm_storeu_pd(hi + 0, t25);
        printf("%g %g %g %g | ", lo[0], lo[1], hi[0], hi[1]);
    }
    (_mm256_zeroupper(), floor2(f, a + 1));
    printf("%g %g\n", (double)f[0], (double)f[1]);
    return 0;
}
