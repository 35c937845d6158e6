/* vcc: vector types and helpers */
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float sum_pragma(int n, const float *a) {
    vcc_no_contract_body
    float s;
    long t1;
    long t2;
    long t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    long t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    int t20;
    float t21;
    long t22;
    long t23;
    long t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_ps(-0.0f);
        t5 = _mm256_set1_ps(-0.0f);
        t6 = _mm256_set1_ps(-0.0f);
        t7 = _mm256_set1_ps(-0.0f);
        for (;;) {
            t8 = _mm256_loadu_ps(a + (int)((long)0 + t3));
            t9 = _mm256_loadu_ps(a + (int)((long)0 + (t3 + 8L)));
            t10 = _mm256_loadu_ps(a + (int)((long)0 + (t3 + 16L)));
            t11 = _mm256_loadu_ps(a + (int)((long)0 + (t3 + 24L)));
            t12 = _mm256_add_ps(t4, t8);
            t13 = _mm256_add_ps(t5, t9);
            t14 = _mm256_add_ps(t6, t10);
            t15 = _mm256_add_ps(t7, t11);
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = _mm256_add_ps(t12, t13);
        t18 = _mm256_add_ps(t17, t14);
        t19 = _mm256_add_ps(t18, t15);
        t20 = (int)((long)0 + t2);
        t21 = 0.0f + vcc_avx2_sum_ps(t19);
    } else {
        t20 = 0;
        t21 = 0.0f;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = _mm256_set1_ps(-0.0f);
        for (;;) {
            t26 = _mm256_loadu_ps(a + (int)((long)t20 + t24));
            t27 = _mm256_add_ps(t25, t26);
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        s = t21 + vcc_avx2_sum_ps(t27);
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int count_idx;
    int n_1;
    int t1;
    double *d;
    float *f;
    float *g;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t2;
    long t3;
    long t4;
    double *t5;
    double *t6;
    double *t7;
    double *t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    long t17;
    int t18;
    long t19;
    long t20;
    long t21;
    double *t22;
    __m256d t23;
    __m256d t24;
    long t25;
    int i;
    double *t26;
    double t27;
    const float *t28;
    int t29;
    float t30;
    count_idx = 0;
    n_1 = 0;
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
        d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        g = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            d[fill_idx] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            f[fill_idx_1] = (float)(-50 + (int)((_mm256_zeroupper(), next_rand()) % 101U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            g[fill_idx_2] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 3U));
        }
        t2 = (long)n;
        if (t2 >= 16L) {
            t3 = t2 & -16L;
            t4 = 0L;
            for (;;) {
                t5 = d + (int)((long)0 + t4);
                t6 = d + (int)((long)0 + (t4 + 4L));
                t7 = d + (int)((long)0 + (t4 + 8L));
                t8 = d + (int)((long)0 + (t4 + 12L));
                t9 = _mm256_loadu_pd(t5);
                t10 = _mm256_loadu_pd(t6);
                t11 = _mm256_loadu_pd(t7);
                t12 = _mm256_loadu_pd(t8);
                t13 = _mm256_mul_pd(t9, _mm256_set1_pd(0.37));
                t14 = _mm256_mul_pd(t10, _mm256_set1_pd(0.37));
                t15 = _mm256_mul_pd(t11, _mm256_set1_pd(0.37));
                t16 = _mm256_mul_pd(t12, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t5, t13);
                _mm256_storeu_pd(t6, t14);
                _mm256_storeu_pd(t7, t15);
                _mm256_storeu_pd(t8, t16);
                t17 = t4 + 16L;
                if (t17 >= t3) {
                    break;
                }
                t4 = t17;
            }
            t18 = (int)((long)0 + t3);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 4L) {
            t20 = t19 & -4L;
            t21 = 0L;
            for (;;) {
                t22 = d + (int)((long)t18 + t21);
                t23 = _mm256_loadu_pd(t22);
                t24 = _mm256_mul_pd(t23, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t22, t24);
                t25 = t21 + 4L;
                if (t25 >= t20) {
                    break;
                }
                t21 = t25;
            }
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            t26 = d + i;
            *t26 = *t26 * 0.37;
        }
        t27 = (double)(_mm256_zeroupper(), sum_pragma(n, f));
        t28 = g;
        if (n > 100) {
            t29 = 100;
        } else {
            t29 = n;
        }
        t30 = (_mm256_zeroupper(), prod_f32(t29, t28));
        (_mm256_zeroupper(), printf("n=%d dsum=%a prod=%a pragma=%a\n", n, (_mm256_zeroupper(), sum_f64(n, d)), (double)t30, t27));
        (_mm256_zeroupper(), free((void *)d));
        (_mm256_zeroupper(), free((void *)f));
        (_mm256_zeroupper(), free((void *)g));
    }
}
