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
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#define vcc_avx2_reduce_ps(V, OP) ({ __m256 vcc_v = (V); __m128 vcc_s = OP(_mm256_castps256_ps128(vcc_v), _mm256_extractf128_ps(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_avx2_reduce_pd(V, OP) ({ __m256d vcc_v = (V); __m128d vcc_s = OP(_mm256_castpd256_pd128(vcc_v), _mm256_extractf128_pd(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* vcc-test: fast-math 1e-4 */
/* Float and double reductions under --fast-math: sums, a dot product, a max and a product may
   be reassociated, so results are compared with a relative tolerance of 1e-4. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float sum_f32(int n, const float *a) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) double sum_f64(int n, const double *a) {
    vcc_no_contract_body
    double s;
    int t21;
    double t22;
    int t27;
    double t28;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m512d t2 = _mm512_set1_pd(-0.0);
        __m512d t3 = _mm512_set1_pd(-0.0);
        __m512d t4 = _mm512_set1_pd(-0.0);
        __m512d t5 = _mm512_set1_pd(-0.0);
        do {
            __m512d t10 = _mm512_loadu_pd(a + (int)t1);
            __m512d t11 = _mm512_mul_pd(t10, _mm512_set1_pd(0.1));
            t2 = _mm512_add_pd(t2, t11);
            __m512d t12 = _mm512_loadu_pd(a + (int)(t1 + 8L));
            __m512d t13 = _mm512_mul_pd(t12, _mm512_set1_pd(0.1));
            t3 = _mm512_add_pd(t3, t13);
            __m512d t14 = _mm512_loadu_pd(a + (int)(t1 + 16L));
            __m512d t15 = _mm512_mul_pd(t14, _mm512_set1_pd(0.1));
            t4 = _mm512_add_pd(t4, t15);
            __m512d t16 = _mm512_loadu_pd(a + (int)(t1 + 24L));
            __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.1));
            t5 = _mm512_add_pd(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        __m512d t18 = _mm512_add_pd(t2, t3);
        __m512d t19 = _mm512_add_pd(t18, t4);
        __m512d t20 = _mm512_add_pd(t19, t5);
        t21 = (int)t9;
        t22 = 0.0 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t20), _mm512_extractf64x4_pd(t20, 1)));
    } else {
        t21 = 0;
        t22 = 0.0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        __m512d t7 = _mm512_set1_pd(-0.0);
        do {
            __m512d t25 = _mm512_loadu_pd(a + (int)((long)t21 + t6));
            __m512d t26 = _mm512_mul_pd(t25, _mm512_set1_pd(0.1));
            t7 = _mm512_add_pd(t7, t26);
            t6 += 8L;
        } while (t6 < t24);
        t27 = (int)((long)t21 + t24);
        t28 = t22 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t7), _mm512_extractf64x4_pd(t7, 1)));
    } else {
        t27 = t21;
        t28 = t22;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d t32 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t31), a + (int)(long)t27);
        __m512d t33 = _mm512_mul_pd(t32, _mm512_set1_pd(0.1));
        __m512d t34 = _mm512_add_pd(_mm512_set1_pd(-0.0), t33);
        __m512d t35 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t31), _mm512_set1_pd(-0.0), t34);
        i = (int)((long)t27 + t29);
        s = t28 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t35), _mm512_extractf64x4_pd(t35, 1)));
    } else {
        i = t27;
        s = t28;
    }
    for (; i < n; i++) {
        s += a[i] * 0.1;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float dot_f32(int n, const float *a, const float *b) {
    vcc_no_contract_body
    float s;
    int t9;
    float t10;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512 t2 = _mm512_set1_ps(-0.0f);
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(a + t5);
            __m512 t7 = _mm512_loadu_ps(b + t5);
            __m512 t8 = _mm512_mul_ps(t6, t7);
            t2 = _mm512_add_ps(t2, t8);
            t1 += 16L;
        } while (t1 < t4);
        t9 = (int)t4;
        t10 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t2), _mm512_extractf32x8_ps(t2, 1)));
    } else {
        t9 = 0;
        t10 = 0.0f;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        long t14 = (long)(int)(long)t9;
        __m512 t15 = _mm512_maskz_loadu_ps(t13, a + t14);
        __m512 t16 = _mm512_maskz_loadu_ps(t13, b + t14);
        __m512 t17 = _mm512_mul_ps(t15, t16);
        __m512 t18 = _mm512_add_ps(_mm512_set1_ps(-0.0f), t17);
        __m512 t19 = _mm512_mask_blend_ps(t13, _mm512_set1_ps(-0.0f), t18);
        i = (int)((long)t9 + t11);
        s = t10 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t19), _mm512_extractf32x8_ps(t19, 1)));
    } else {
        i = t9;
        s = t10;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        s += a[t20] * b[t20];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float max_f32(int n, const float *a) {
    vcc_no_contract_body
    float m;
    int t6;
    float t7;
    int i;
    float m_1;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512 t1 = _mm512_set1_ps(-1e30f);
        long t2 = 0L;
        do {
            __m512 t5 = _mm512_loadu_ps(a + (int)t2);
            t1 = _mm512_max_ps(t5, t1);
            t2 += 16L;
        } while (t2 < t4);
        t6 = (int)t4;
        t7 = vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256(t1), _mm512_extractf32x8_ps(t1, 1)), _mm_max_ps);
    } else {
        t6 = 0;
        t7 = -1e30f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512 t11 = _mm512_set1_ps(t7);
        __m512 t12 = _mm512_maskz_loadu_ps(t10, a + (int)(long)t6);
        __mmask16 t13 = _mm512_cmp_ps_mask(t12, t11, _CMP_GT_OQ);
        __mmask16 t14 = _kand_mask16(t10, t13);
        __m512 t15 = _mm512_mask_blend_ps(t14, t11, t12);
        __m512 t16 = _mm512_mask_blend_ps(t10, t11, t15);
        i = (int)((long)t6 + t8);
        m_1 = vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256(t16), _mm512_extractf32x8_ps(t16, 1)), _mm_max_ps);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (!(m > m_1)) {
            m = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) double prod_f64(int n, const double *a) {
    vcc_no_contract_body
    double p;
    int t17;
    double t18;
    int t22;
    double t23;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m512d t2 = _mm512_set1_pd(1.0);
        __m512d t3 = _mm512_set1_pd(1.0);
        __m512d t4 = _mm512_set1_pd(1.0);
        __m512d t5 = _mm512_set1_pd(1.0);
        do {
            __m512d t10 = _mm512_loadu_pd(a + (int)t1);
            t2 = _mm512_mul_pd(t2, t10);
            __m512d t11 = _mm512_loadu_pd(a + (int)(t1 + 8L));
            t3 = _mm512_mul_pd(t3, t11);
            __m512d t12 = _mm512_loadu_pd(a + (int)(t1 + 16L));
            t4 = _mm512_mul_pd(t4, t12);
            __m512d t13 = _mm512_loadu_pd(a + (int)(t1 + 24L));
            t5 = _mm512_mul_pd(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        __m512d t14 = _mm512_mul_pd(t2, t3);
        __m512d t15 = _mm512_mul_pd(t14, t4);
        __m512d t16 = _mm512_mul_pd(t15, t5);
        t17 = (int)t9;
        t18 = 1.0 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t16), _mm512_extractf64x4_pd(t16, 1)), _mm_mul_pd);
    } else {
        t17 = 0;
        t18 = 1.0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        __m512d t7 = _mm512_set1_pd(1.0);
        do {
            __m512d t21 = _mm512_loadu_pd(a + (int)((long)t17 + t6));
            t7 = _mm512_mul_pd(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t7), _mm512_extractf64x4_pd(t7, 1)), _mm_mul_pd);
    } else {
        t22 = t17;
        t23 = t18;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d t27 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t26), a + (int)(long)t22);
        __m512d t28 = _mm512_mul_pd(_mm512_set1_pd(1.0), t27);
        __m512d t29 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t26), _mm512_set1_pd(1.0), t28);
        i = (int)((long)t22 + t24);
        p = t23 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t29), _mm512_extractf64x4_pd(t29, 1)), _mm_mul_pd);
    } else {
        i = t22;
        p = t23;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t38;
    int t50;
    int i;
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
        void *t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *a = (float *)t4;
        float *b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *d = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d[fill_idx_2] = (double)(990 + (int)((_mm256_zeroupper(), next_rand()) % 21U));
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t4;
        unsigned long t8 = (unsigned long)t5;
        if ((t6 >= 32L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t7))) {
            long t9 = t6 & -32L;
            long t1 = 0L;
            do {
                long t10 = (long)(int)t1;
                float *t11 = a + t10;
                __m256 t12 = _mm256_loadu_ps(t11);
                __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t11, t13);
                double *t14 = d + t10;
                __m512d t15 = _mm512_loadu_pd(t14);
                __m512d t16 = _mm512_mul_pd(t15, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t14, t16);
                long t17 = (long)(int)(t1 + 8L);
                float *t18 = a + t17;
                __m256 t19 = _mm256_loadu_ps(t18);
                __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t18, t20);
                double *t21 = d + t17;
                __m512d t22 = _mm512_loadu_pd(t21);
                __m512d t23 = _mm512_mul_pd(t22, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t21, t23);
                long t24 = (long)(int)(t1 + 16L);
                float *t25 = a + t24;
                __m256 t26 = _mm256_loadu_ps(t25);
                __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t25, t27);
                double *t28 = d + t24;
                __m512d t29 = _mm512_loadu_pd(t28);
                __m512d t30 = _mm512_mul_pd(t29, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t28, t30);
                long t31 = (long)(int)(t1 + 24L);
                float *t32 = a + t31;
                __m256 t33 = _mm256_loadu_ps(t32);
                __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t32, t34);
                double *t35 = d + t31;
                __m512d t36 = _mm512_loadu_pd(t35);
                __m512d t37 = _mm512_mul_pd(t36, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t35, t37);
                t1 += 32L;
            } while (t1 < t9);
            t38 = (int)t9;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        unsigned long t40 = (unsigned long)t4;
        unsigned long t41 = (unsigned long)t5;
        if ((t39 >= 8L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 8L))) | ((t41 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t38 * 4L))))) {
            long t42 = t39 & -8L;
            long t2 = 0L;
            do {
                long t43 = (long)(int)((long)t38 + t2);
                float *t44 = a + t43;
                __m256 t45 = _mm256_loadu_ps(t44);
                __m256 t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t44, t46);
                double *t47 = d + t43;
                __m512d t48 = _mm512_loadu_pd(t47);
                __m512d t49 = _mm512_mul_pd(t48, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t47, t49);
                t2 += 8L;
            } while (t2 < t42);
            t50 = (int)((long)t38 + t42);
        } else {
            t50 = t38;
        }
        long t51 = (long)n + (long)t50 * -1L;
        unsigned long t52 = (unsigned long)t4;
        unsigned long t53 = (unsigned long)t5;
        if ((t51 >= 1L) & (t51 <= 8L) & (((t52 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t50 * 8L))) | ((t53 + (unsigned long)((long)t50 * 8L + 8L + (t51 - 1L) * 8L)) <= (t52 + (unsigned long)((long)t50 * 4L))))) {
            __m256i t54 = _mm256_set1_epi32((int)(int)t51);
            __m256i t55 = _mm256_cmpgt_epi32(t54, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t56 = (long)(int)(long)t50;
            float *t57 = a + t56;
            __m256 t58 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t55), t57);
            __m256 t59 = _mm256_mul_ps(t58, _mm256_set1_ps(0.01f));
            _mm256_mask_storeu_ps(t57, _mm256_movepi32_mask(t55), t59);
            double *t60 = d + t56;
            __m512d t61 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t55), t60);
            __m512d t62 = _mm512_mul_pd(t61, _mm512_set1_pd(0.001));
            _mm512_mask_storeu_pd(t60, _mm256_movepi32_mask(t55), t62);
            i = (int)((long)t50 + t51);
        } else {
            i = t50;
        }
        for (; i < n; i++) {
            long t63 = (long)i;
            float *t64 = a + t63;
            *t64 = *t64 * 0.01f;
            double *t65 = d + t63;
            *t65 = *t65 * 0.001;
        }
        const double *t66 = d;
        double t67 = prod_f64(n, t66);
        const float *t68 = a;
        float t69 = max_f32(n, t68);
        float t70 = dot_f32(n, t68, b);
        double t71 = sum_f64(n, t66);
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)sum_f32(n, t68), t71, (double)t70, (double)t69, t67);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
