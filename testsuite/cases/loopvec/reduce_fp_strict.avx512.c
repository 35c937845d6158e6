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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float sum_pragma(int n, const float *a) {
    vcc_no_contract_body
    float s;
    int t6;
    float t7;
    int t10;
    float t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m256 s_v = _mm256_set1_ps(-0.0f);
        __m256 s_v_1 = _mm256_set1_ps(-0.0f);
        __m256 s_v_2 = _mm256_set1_ps(-0.0f);
        __m256 s_v_3 = _mm256_set1_ps(-0.0f);
        /* vcc: loop at reduce_fp_strict.c:24 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            s_v = _mm256_add_ps(s_v, a_v);
            __m256 a_v_1 = _mm256_loadu_ps(a + (i_vec + 8L));
            s_v_1 = _mm256_add_ps(s_v_1, a_v_1);
            __m256 a_v_2 = _mm256_loadu_ps(a + (i_vec + 16L));
            s_v_2 = _mm256_add_ps(s_v_2, a_v_2);
            __m256 a_v_3 = _mm256_loadu_ps(a + (i_vec + 24L));
            s_v_3 = _mm256_add_ps(s_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256 t3 = _mm256_add_ps(s_v, s_v_1);
        __m256 t4 = _mm256_add_ps(t3, s_v_2);
        __m256 t5 = _mm256_add_ps(t4, s_v_3);
        t6 = (int)t2;
        t7 = 0.0f + vcc_avx2_sum_ps(t5);
    } else {
        t6 = 0;
        t7 = 0.0f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        __m256 s_v_4 = _mm256_set1_ps(-0.0f);
        /* vcc: loop at reduce_fp_strict.c:24 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256 a_v_4 = _mm256_loadu_ps(a + ((long)t6 + i_vec_1));
            s_v_4 = _mm256_add_ps(s_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        t10 = (int)((long)t6 + t9);
        t11 = t7 + vcc_avx2_sum_ps(s_v_4);
    } else {
        t10 = t6;
        t11 = t7;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        __m256i t13 = _mm256_set1_epi32((int)(int)t12);
        __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t14), a + (long)t10);
        __m256 t15 = _mm256_add_ps(_mm256_set1_ps(-0.0f), a_v_5);
        __m256 s_v_5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t14), _mm256_set1_ps(-0.0f), t15);
        i = (int)((long)t10 + t12);
        s = t11 + vcc_avx2_sum_ps(s_v_5);
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t12;
    int i;
    int t20;
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
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at reduce_fp_strict.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                double *t4 = d + i_vec;
                __m256d d_v = _mm256_loadu_pd(t4);
                __m256d t5 = _mm256_mul_pd(d_v, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t4, t5);
                double *t6 = d + (i_vec + 4L);
                __m256d d_v_1 = _mm256_loadu_pd(t6);
                __m256d t7 = _mm256_mul_pd(d_v_1, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t6, t7);
                double *t8 = d + (i_vec + 8L);
                __m256d d_v_2 = _mm256_loadu_pd(t8);
                __m256d t9 = _mm256_mul_pd(d_v_2, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t8, t9);
                double *t10 = d + (i_vec + 12L);
                __m256d d_v_3 = _mm256_loadu_pd(t10);
                __m256d t11 = _mm256_mul_pd(d_v_3, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t10, t11);
                i_vec += 16L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 4L) {
            long t14 = t13 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduce_fp_strict.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                double *t15 = d + ((long)t12 + i_vec_1);
                __m256d d_v_4 = _mm256_loadu_pd(t15);
                __m256d t16 = _mm256_mul_pd(d_v_4, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t15, t16);
                i_vec_1 += 4L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            double *t17 = d + i;
            *t17 = *t17 * 0.37;
        }
        double t18 = (double)sum_pragma(n, f);
        const float *t19 = g;
        if (n > 100) {
            t20 = 100;
        } else {
            t20 = n;
        }
        float t21 = (_mm256_zeroupper(), prod_f32(t20, t19));
        printf("n=%d dsum=%a prod=%a pragma=%a\n", n, (_mm256_zeroupper(), sum_f64(n, d)), (double)t21, t18);
        free((void *)d);
        free((void *)f);
        free((void *)g);
    }
}
