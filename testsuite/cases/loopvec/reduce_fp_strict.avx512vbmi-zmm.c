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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    int t3;
    float t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512 s_v = _mm512_set1_ps(-0.0f);
        /* vcc: loop at reduce_fp_strict.c:24 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            s_v = _mm512_add_ps(s_v, a_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v), _mm512_extractf32x8_ps(s_v, 1)));
    } else {
        t3 = 0;
        t4 = 0.0f;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t7, a + (long)t3);
        __m512 t8 = _mm512_add_ps(_mm512_set1_ps(-0.0f), a_v_1);
        __m512 s_v_1 = _mm512_mask_blend_ps(t7, _mm512_set1_ps(-0.0f), t8);
        i = (int)((long)t3 + t5);
        s = t4 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v_1), _mm512_extractf32x8_ps(s_v_1, 1)));
    } else {
        i = t3;
        s = t4;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t12;
    int t17;
    int i;
    int t26;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
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
        long t2 = (long)n;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            long i_vec = 0L;
            /* vcc: loop at reduce_fp_strict.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                double *t4 = d + i_vec;
                __m512d d_v = _mm512_loadu_pd(t4);
                __m512d t5 = _mm512_mul_pd(d_v, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t4, t5);
                double *t6 = d + (i_vec + 8L);
                __m512d d_v_1 = _mm512_loadu_pd(t6);
                __m512d t7 = _mm512_mul_pd(d_v_1, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t6, t7);
                double *t8 = d + (i_vec + 16L);
                __m512d d_v_2 = _mm512_loadu_pd(t8);
                __m512d t9 = _mm512_mul_pd(d_v_2, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t8, t9);
                double *t10 = d + (i_vec + 24L);
                __m512d d_v_3 = _mm512_loadu_pd(t10);
                __m512d t11 = _mm512_mul_pd(d_v_3, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t10, t11);
                i_vec += 32L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduce_fp_strict.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                double *t15 = d + ((long)t12 + i_vec_1);
                __m512d d_v_4 = _mm512_loadu_pd(t15);
                __m512d t16 = _mm512_mul_pd(d_v_4, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t15, t16);
                i_vec_1 += 8L;
            } while (i_vec_1 < t14);
            t17 = (int)((long)t12 + t14);
        } else {
            t17 = t12;
        }
        long t18 = (long)n + (long)t17 * -1L;
        if ((t18 >= 1L) & (t18 <= 8L)) {
            __m256i t19 = _mm256_set1_epi32((int)(int)t18);
            __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            double *t21 = d + (long)t17;
            __m512d d_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t20), t21);
            __m512d t22 = _mm512_mul_pd(d_v_5, _mm512_set1_pd(0.37));
            _mm512_mask_storeu_pd(t21, _mm256_movepi32_mask(t20), t22);
            i = (int)((long)t17 + t18);
        } else {
            i = t17;
        }
        for (; i < n; i++) {
            double *t23 = d + i;
            *t23 = *t23 * 0.37;
        }
        double t24 = (double)sum_pragma(n, f);
        const float *t25 = g;
        if (n > 100) {
            t26 = 100;
        } else {
            t26 = n;
        }
        float t27 = (_mm256_zeroupper(), prod_f32(t26, t25));
        printf("n=%d dsum=%a prod=%a pragma=%a\n", n, (_mm256_zeroupper(), sum_f64(n, d)), (double)t27, t24);
        free((void *)d);
        free((void *)f);
        free((void *)g);
    }
}
