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
    int t3;
    float t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512 s_v = _mm512_set1_ps(-0.0f);
        /* vcc: loop at reduce_fp_fast.c:9 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + (int)i_vec);
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
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t7, a + (int)(long)t3);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) double sum_f64(int n, const double *a) {
    vcc_no_contract_body
    double s;
    int t10;
    double t11;
    int t15;
    double t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m512d s_v = _mm512_set1_pd(-0.0);
        __m512d s_v_1 = _mm512_set1_pd(-0.0);
        __m512d s_v_2 = _mm512_set1_pd(-0.0);
        __m512d s_v_3 = _mm512_set1_pd(-0.0);
        /* vcc: loop at reduce_fp_fast.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512d a_v = _mm512_loadu_pd(a + (int)i_vec);
            __m512d t3 = _mm512_mul_pd(a_v, _mm512_set1_pd(0.1));
            s_v = _mm512_add_pd(s_v, t3);
            __m512d a_v_1 = _mm512_loadu_pd(a + (int)(i_vec + 8L));
            __m512d t4 = _mm512_mul_pd(a_v_1, _mm512_set1_pd(0.1));
            s_v_1 = _mm512_add_pd(s_v_1, t4);
            __m512d a_v_2 = _mm512_loadu_pd(a + (int)(i_vec + 16L));
            __m512d t5 = _mm512_mul_pd(a_v_2, _mm512_set1_pd(0.1));
            s_v_2 = _mm512_add_pd(s_v_2, t5);
            __m512d a_v_3 = _mm512_loadu_pd(a + (int)(i_vec + 24L));
            __m512d t6 = _mm512_mul_pd(a_v_3, _mm512_set1_pd(0.1));
            s_v_3 = _mm512_add_pd(s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512d t7 = _mm512_add_pd(s_v, s_v_1);
        __m512d t8 = _mm512_add_pd(t7, s_v_2);
        __m512d t9 = _mm512_add_pd(t8, s_v_3);
        t10 = (int)t2;
        t11 = 0.0 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t9), _mm512_extractf64x4_pd(t9, 1)));
    } else {
        t10 = 0;
        t11 = 0.0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        __m512d s_v_4 = _mm512_set1_pd(-0.0);
        do {
            __m512d a_v_4 = _mm512_loadu_pd(a + (int)((long)t10 + i_vec_1));
            __m512d t14 = _mm512_mul_pd(a_v_4, _mm512_set1_pd(0.1));
            s_v_4 = _mm512_add_pd(s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t15 = (int)((long)t10 + t13);
        t16 = t11 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(s_v_4), _mm512_extractf64x4_pd(s_v_4, 1)));
    } else {
        t15 = t10;
        t16 = t11;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t19), a + (int)(long)t15);
        __m512d t20 = _mm512_mul_pd(a_v_5, _mm512_set1_pd(0.1));
        __m512d t21 = _mm512_add_pd(_mm512_set1_pd(-0.0), t20);
        __m512d s_v_5 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t19), _mm512_set1_pd(-0.0), t21);
        i = (int)((long)t15 + t17);
        s = t16 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(s_v_5), _mm512_extractf64x4_pd(s_v_5, 1)));
    } else {
        i = t15;
        s = t16;
    }
    for (; i < n; i++) {
        s += a[i] * 0.1;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float dot_f32(int n, const float *a, const float *b) {
    vcc_no_contract_body
    float s;
    int t5;
    float t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512 s_v = _mm512_set1_ps(-0.0f);
        /* vcc: loop at reduce_fp_fast.c:23 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 a_v = _mm512_loadu_ps(a + t3);
            __m512 b_v = _mm512_loadu_ps(b + t3);
            __m512 t4 = _mm512_mul_ps(a_v, b_v);
            s_v = _mm512_add_ps(s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v), _mm512_extractf32x8_ps(s_v, 1)));
    } else {
        t5 = 0;
        t6 = 0.0f;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        long t10 = (long)(int)(long)t5;
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t9, a + t10);
        __m512 b_v_1 = _mm512_maskz_loadu_ps(t9, b + t10);
        __m512 t11 = _mm512_mul_ps(a_v_1, b_v_1);
        __m512 t12 = _mm512_add_ps(_mm512_set1_ps(-0.0f), t11);
        __m512 s_v_1 = _mm512_mask_blend_ps(t9, _mm512_set1_ps(-0.0f), t12);
        i = (int)((long)t5 + t7);
        s = t6 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v_1), _mm512_extractf32x8_ps(s_v_1, 1)));
    } else {
        i = t5;
        s = t6;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        s += a[t13] * b[t13];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float max_f32(int n, const float *a) {
    vcc_no_contract_body
    float m;
    int t3;
    float t4;
    int i;
    float m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 m_v = _mm512_set1_ps(-1e30f);
        long i_vec = 0L;
        /* vcc: loop at reduce_fp_fast.c:30 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + (int)i_vec);
            m_v = _mm512_max_ps(a_v, m_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256(m_v), _mm512_extractf32x8_ps(m_v, 1)), _mm_max_ps);
    } else {
        t3 = 0;
        t4 = -1e30f;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512 t8 = _mm512_set1_ps(t4);
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t7, a + (int)(long)t3);
        __mmask16 t9 = _mm512_cmp_ps_mask(a_v_1, t8, _CMP_GT_OQ);
        __mmask16 t10 = _kand_mask16(t7, t9);
        __m512 t11 = _mm512_mask_blend_ps(t10, t8, a_v_1);
        __m512 m_v_1 = _mm512_mask_blend_ps(t7, t8, t11);
        i = (int)((long)t3 + t5);
        m_1 = vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256(m_v_1), _mm512_extractf32x8_ps(m_v_1, 1)), _mm_max_ps);
    } else {
        i = t3;
        m_1 = t4;
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
    int t6;
    double t7;
    int t10;
    double t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m512d p_v = _mm512_set1_pd(1.0);
        __m512d p_v_1 = _mm512_set1_pd(1.0);
        __m512d p_v_2 = _mm512_set1_pd(1.0);
        __m512d p_v_3 = _mm512_set1_pd(1.0);
        /* vcc: loop at reduce_fp_fast.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512d a_v = _mm512_loadu_pd(a + (int)i_vec);
            p_v = _mm512_mul_pd(p_v, a_v);
            __m512d a_v_1 = _mm512_loadu_pd(a + (int)(i_vec + 8L));
            p_v_1 = _mm512_mul_pd(p_v_1, a_v_1);
            __m512d a_v_2 = _mm512_loadu_pd(a + (int)(i_vec + 16L));
            p_v_2 = _mm512_mul_pd(p_v_2, a_v_2);
            __m512d a_v_3 = _mm512_loadu_pd(a + (int)(i_vec + 24L));
            p_v_3 = _mm512_mul_pd(p_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512d t3 = _mm512_mul_pd(p_v, p_v_1);
        __m512d t4 = _mm512_mul_pd(t3, p_v_2);
        __m512d t5 = _mm512_mul_pd(t4, p_v_3);
        t6 = (int)t2;
        t7 = 1.0 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t5), _mm512_extractf64x4_pd(t5, 1)), _mm_mul_pd);
    } else {
        t6 = 0;
        t7 = 1.0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        __m512d p_v_4 = _mm512_set1_pd(1.0);
        do {
            __m512d a_v_4 = _mm512_loadu_pd(a + (int)((long)t6 + i_vec_1));
            p_v_4 = _mm512_mul_pd(p_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        t10 = (int)((long)t6 + t9);
        t11 = t7 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(p_v_4), _mm512_extractf64x4_pd(p_v_4, 1)), _mm_mul_pd);
    } else {
        t10 = t6;
        t11 = t7;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        __m256i t13 = _mm256_set1_epi32((int)(int)t12);
        __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t14), a + (int)(long)t10);
        __m512d t15 = _mm512_mul_pd(_mm512_set1_pd(1.0), a_v_5);
        __m512d p_v_5 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t14), _mm512_set1_pd(1.0), t15);
        i = (int)((long)t10 + t12);
        p = t11 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(p_v_5), _mm512_extractf64x4_pd(p_v_5, 1)), _mm_mul_pd);
    } else {
        i = t10;
        p = t11;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t28;
    int t38;
    int i;
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
        void *t2 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *a = (float *)t2;
        float *b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t3 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *d = (double *)t3;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d[fill_idx_2] = (double)(990 + (int)((_mm256_zeroupper(), next_rand()) % 21U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 32L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -32L;
            long i_vec = 0L;
            /* vcc: loop at reduce_fp_fast.c:50 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 45:20 and the value of the call to `new_array` at 46:21 do not overlap, vector epilogue VF 8, masked remainder */
            do {
                long t8 = (long)(int)i_vec;
                float *t9 = a + t8;
                __m256 a_v = _mm256_loadu_ps(t9);
                __m256 t10 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t9, t10);
                double *t11 = d + t8;
                __m512d d_v = _mm512_loadu_pd(t11);
                __m512d t12 = _mm512_mul_pd(d_v, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t11, t12);
                long t13 = (long)(int)(i_vec + 8L);
                float *t14 = a + t13;
                __m256 a_v_1 = _mm256_loadu_ps(t14);
                __m256 t15 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t14, t15);
                double *t16 = d + t13;
                __m512d d_v_1 = _mm512_loadu_pd(t16);
                __m512d t17 = _mm512_mul_pd(d_v_1, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t16, t17);
                long t18 = (long)(int)(i_vec + 16L);
                float *t19 = a + t18;
                __m256 a_v_2 = _mm256_loadu_ps(t19);
                __m256 t20 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t19, t20);
                double *t21 = d + t18;
                __m512d d_v_2 = _mm512_loadu_pd(t21);
                __m512d t22 = _mm512_mul_pd(d_v_2, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t21, t22);
                long t23 = (long)(int)(i_vec + 24L);
                float *t24 = a + t23;
                __m256 a_v_3 = _mm256_loadu_ps(t24);
                __m256 t25 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t24, t25);
                double *t26 = d + t23;
                __m512d d_v_3 = _mm512_loadu_pd(t26);
                __m512d t27 = _mm512_mul_pd(d_v_3, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t26, t27);
                i_vec += 32L;
            } while (i_vec < t7);
            t28 = (int)t7;
        } else {
            t28 = 0;
        }
        long t29 = (long)n + (long)t28 * -1L;
        unsigned long t30 = (unsigned long)t2;
        unsigned long t31 = (unsigned long)t3;
        if ((t29 >= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 8L))) | ((t31 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t30 + (unsigned long)((long)t28 * 4L))))) {
            long t32 = t29 & -8L;
            long i_vec_1 = 0L;
            do {
                long t33 = (long)(int)((long)t28 + i_vec_1);
                float *t34 = a + t33;
                __m256 a_v_4 = _mm256_loadu_ps(t34);
                __m256 t35 = _mm256_mul_ps(a_v_4, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t34, t35);
                double *t36 = d + t33;
                __m512d d_v_4 = _mm512_loadu_pd(t36);
                __m512d t37 = _mm512_mul_pd(d_v_4, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t36, t37);
                i_vec_1 += 8L;
            } while (i_vec_1 < t32);
            t38 = (int)((long)t28 + t32);
        } else {
            t38 = t28;
        }
        long t39 = (long)n + (long)t38 * -1L;
        unsigned long t40 = (unsigned long)t2;
        unsigned long t41 = (unsigned long)t3;
        if ((t39 >= 1L) & (t39 <= 8L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 8L))) | ((t41 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t38 * 4L))))) {
            __m256i t42 = _mm256_set1_epi32((int)(int)t39);
            __m256i t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t44 = (long)(int)(long)t38;
            float *t45 = a + t44;
            __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), t45);
            __m256 t46 = _mm256_mul_ps(a_v_5, _mm256_set1_ps(0.01f));
            _mm256_mask_storeu_ps(t45, _mm256_movepi32_mask(t43), t46);
            double *t47 = d + t44;
            __m512d d_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t43), t47);
            __m512d t48 = _mm512_mul_pd(d_v_5, _mm512_set1_pd(0.001));
            _mm512_mask_storeu_pd(t47, _mm256_movepi32_mask(t43), t48);
            i = (int)((long)t38 + t39);
        } else {
            i = t38;
        }
        for (; i < n; i++) {
            long t49 = (long)i;
            float *t50 = a + t49;
            *t50 = *t50 * 0.01f;
            double *t51 = d + t49;
            *t51 = *t51 * 0.001;
        }
        const double *t52 = d;
        double t53 = prod_f64(n, t52);
        const float *t54 = a;
        float t55 = max_f32(n, t54);
        float t56 = dot_f32(n, t54, b);
        double t57 = sum_f64(n, t52);
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)sum_f32(n, t54), t57, (double)t56, (double)t55, t53);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
