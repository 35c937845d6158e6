/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Float reductions without --fast-math: the plain double sum and float product are not
   vectorized (the remark says why); the loop with `#pragma omp simd reduction(+:s)` allows
   reassociation, and its data are small integers, so every order gives the same sum. */
double sum_f64(int n, const double *a) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

float prod_f32(int n, const float *a) {
    float p = 1;
    for (int i = 0; i < n; i++)
        p *= a[i];
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float sum_pragma(int n, const float *a) {
    vcc_no_contract_body
    float s;
    int t6;
    float t7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512 t2 = _mm512_set1_ps(-0.0f);
        do {
            __m512 t5 = _mm512_loadu_ps(a + (int)t1);
            t2 = _mm512_add_ps(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)t4;
        t7 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t2), _mm512_extractf32x8_ps(t2, 1)));
    } else {
        t6 = 0;
        t7 = 0.0f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512 t11 = _mm512_maskz_loadu_ps(t10, a + (int)(long)t6);
        __m512 t12 = _mm512_add_ps(_mm512_set1_ps(-0.0f), t11);
        __m512 t13 = _mm512_mask_blend_ps(t10, _mm512_set1_ps(-0.0f), t12);
        i = (int)((long)t6 + t8);
        s = t7 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t13), _mm512_extractf32x8_ps(t13, 1)));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t18;
    int t24;
    int i;
    int t34;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *g = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            d[fill_idx] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            f[fill_idx_1] = (float)(-50 + (int)((_mm256_zeroupper(), next_rand()) % 101U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            g[fill_idx_2] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 3U));
        }
        long t4 = (long)n;
        if (t4 >= 32L) {
            long t5 = t4 & -32L;
            long t1 = 0L;
            do {
                double *t6 = d + (int)t1;
                __m512d t7 = _mm512_loadu_pd(t6);
                __m512d t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t6, t8);
                double *t9 = d + (int)(t1 + 8L);
                __m512d t10 = _mm512_loadu_pd(t9);
                __m512d t11 = _mm512_mul_pd(t10, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t9, t11);
                double *t12 = d + (int)(t1 + 16L);
                __m512d t13 = _mm512_loadu_pd(t12);
                __m512d t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t12, t14);
                double *t15 = d + (int)(t1 + 24L);
                __m512d t16 = _mm512_loadu_pd(t15);
                __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t15, t17);
                t1 += 32L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            long t2 = 0L;
            do {
                double *t21 = d + (int)((long)t18 + t2);
                __m512d t22 = _mm512_loadu_pd(t21);
                __m512d t23 = _mm512_mul_pd(t22, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t21, t23);
                t2 += 8L;
            } while (t2 < t20);
            t24 = (int)((long)t18 + t20);
        } else {
            t24 = t18;
        }
        long t25 = (long)n + (long)t24 * -1L;
        if ((t25 >= 1L) & (t25 <= 8L)) {
            __m256i t26 = _mm256_set1_epi32((int)(int)t25);
            __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            double *t28 = d + (int)(long)t24;
            __m512d t29 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t27), t28);
            __m512d t30 = _mm512_mul_pd(t29, _mm512_set1_pd(0.37));
            _mm512_mask_storeu_pd(t28, _mm256_movepi32_mask(t27), t30);
            i = (int)((long)t24 + t25);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            double *t31 = d + i;
            *t31 = *t31 * 0.37;
        }
        double t32 = (double)sum_pragma(n, f);
        const float *t33 = g;
        if (n > 100) {
            t34 = 100;
        } else {
            t34 = n;
        }
        float t35 = (_mm256_zeroupper(), prod_f32(t34, t33));
        printf("n=%d dsum=%a prod=%a pragma=%a\n", n, (_mm256_zeroupper(), sum_f64(n, d)), (double)t35, t32);
        free((void *)d);
        free((void *)f);
        free((void *)g);
    }
}
