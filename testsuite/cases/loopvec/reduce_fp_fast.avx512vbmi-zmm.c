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
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d t3 = _mm512_mul_pd(a_v, _mm512_set1_pd(0.1));
            s_v = _mm512_add_pd(s_v, t3);
            __m512d a_v_1 = _mm512_loadu_pd(a + (i_vec + 8L));
            __m512d t4 = _mm512_mul_pd(a_v_1, _mm512_set1_pd(0.1));
            s_v_1 = _mm512_add_pd(s_v_1, t4);
            __m512d a_v_2 = _mm512_loadu_pd(a + (i_vec + 16L));
            __m512d t5 = _mm512_mul_pd(a_v_2, _mm512_set1_pd(0.1));
            s_v_2 = _mm512_add_pd(s_v_2, t5);
            __m512d a_v_3 = _mm512_loadu_pd(a + (i_vec + 24L));
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
        /* vcc: loop at reduce_fp_fast.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512d a_v_4 = _mm512_loadu_pd(a + ((long)t10 + i_vec_1));
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
        __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t19), a + (long)t15);
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
    int t4;
    float t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512 s_v = _mm512_set1_ps(-0.0f);
        /* vcc: loop at reduce_fp_fast.c:23 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t3 = _mm512_mul_ps(a_v, b_v);
            s_v = _mm512_add_ps(s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v), _mm512_extractf32x8_ps(s_v, 1)));
    } else {
        t4 = 0;
        t5 = 0.0f;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)t4;
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t8, a + t9);
        __m512 b_v_1 = _mm512_maskz_loadu_ps(t8, b + t9);
        __m512 t10 = _mm512_mul_ps(a_v_1, b_v_1);
        __m512 t11 = _mm512_add_ps(_mm512_set1_ps(-0.0f), t10);
        __m512 s_v_1 = _mm512_mask_blend_ps(t8, _mm512_set1_ps(-0.0f), t11);
        i = (int)((long)t4 + t6);
        s = t5 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v_1), _mm512_extractf32x8_ps(s_v_1, 1)));
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        s += a[t12] * b[t12];
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
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
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
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t7, a + (long)t3);
        __m512 t9 = _mm512_max_ps(a_v_1, t8);
        __m512 m_v_1 = _mm512_mask_blend_ps(t7, t8, t9);
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
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            p_v = _mm512_mul_pd(p_v, a_v);
            __m512d a_v_1 = _mm512_loadu_pd(a + (i_vec + 8L));
            p_v_1 = _mm512_mul_pd(p_v_1, a_v_1);
            __m512d a_v_2 = _mm512_loadu_pd(a + (i_vec + 16L));
            p_v_2 = _mm512_mul_pd(p_v_2, a_v_2);
            __m512d a_v_3 = _mm512_loadu_pd(a + (i_vec + 24L));
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
        /* vcc: loop at reduce_fp_fast.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512d a_v_4 = _mm512_loadu_pd(a + ((long)t6 + i_vec_1));
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
        __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t14), a + (long)t10);
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
    int t27;
    int t37;
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
                float *t8 = a + i_vec;
                __m256 a_v = _mm256_loadu_ps(t8);
                __m256 t9 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t8, t9);
                double *t10 = d + i_vec;
                __m512d d_v = _mm512_loadu_pd(t10);
                __m512d t11 = _mm512_mul_pd(d_v, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t10, t11);
                long t12 = i_vec + 8L;
                float *t13 = a + t12;
                __m256 a_v_1 = _mm256_loadu_ps(t13);
                __m256 t14 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t13, t14);
                double *t15 = d + t12;
                __m512d d_v_1 = _mm512_loadu_pd(t15);
                __m512d t16 = _mm512_mul_pd(d_v_1, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t15, t16);
                long t17 = i_vec + 16L;
                float *t18 = a + t17;
                __m256 a_v_2 = _mm256_loadu_ps(t18);
                __m256 t19 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t18, t19);
                double *t20 = d + t17;
                __m512d d_v_2 = _mm512_loadu_pd(t20);
                __m512d t21 = _mm512_mul_pd(d_v_2, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t20, t21);
                long t22 = i_vec + 24L;
                float *t23 = a + t22;
                __m256 a_v_3 = _mm256_loadu_ps(t23);
                __m256 t24 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t23, t24);
                double *t25 = d + t22;
                __m512d d_v_3 = _mm512_loadu_pd(t25);
                __m512d t26 = _mm512_mul_pd(d_v_3, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t25, t26);
                i_vec += 32L;
            } while (i_vec < t7);
            t27 = (int)t7;
        } else {
            t27 = 0;
        }
        long t28 = (long)n + (long)t27 * -1L;
        unsigned long t29 = (unsigned long)t2;
        unsigned long t30 = (unsigned long)t3;
        if ((t28 >= 8L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 8L))) | ((t30 + (unsigned long)((long)t27 * 8L + 8L + (t28 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
            long t31 = t28 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduce_fp_fast.c:50 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 45:20 and the value of the call to `new_array` at 46:21 do not overlap, scalar epilogue */
            do {
                long t32 = (long)t27 + i_vec_1;
                float *t33 = a + t32;
                __m256 a_v_4 = _mm256_loadu_ps(t33);
                __m256 t34 = _mm256_mul_ps(a_v_4, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t33, t34);
                double *t35 = d + t32;
                __m512d d_v_4 = _mm512_loadu_pd(t35);
                __m512d t36 = _mm512_mul_pd(d_v_4, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t35, t36);
                i_vec_1 += 8L;
            } while (i_vec_1 < t31);
            t37 = (int)((long)t27 + t31);
        } else {
            t37 = t27;
        }
        long t38 = (long)n + (long)t37 * -1L;
        unsigned long t39 = (unsigned long)t2;
        unsigned long t40 = (unsigned long)t3;
        if ((t38 >= 1L) & (t38 <= 8L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 8L))) | ((t40 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t39 + (unsigned long)((long)t37 * 4L))))) {
            __m256i t41 = _mm256_set1_epi32((int)(int)t38);
            __m256i t42 = _mm256_cmpgt_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t43 = (long)t37;
            float *t44 = a + t43;
            __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t42), t44);
            __m256 t45 = _mm256_mul_ps(a_v_5, _mm256_set1_ps(0.01f));
            _mm256_mask_storeu_ps(t44, _mm256_movepi32_mask(t42), t45);
            double *t46 = d + t43;
            __m512d d_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t42), t46);
            __m512d t47 = _mm512_mul_pd(d_v_5, _mm512_set1_pd(0.001));
            _mm512_mask_storeu_pd(t46, _mm256_movepi32_mask(t42), t47);
            i = (int)((long)t37 + t38);
        } else {
            i = t37;
        }
        for (; i < n; i++) {
            long t48 = (long)i;
            float *t49 = a + t48;
            *t49 = *t49 * 0.01f;
            double *t50 = d + t48;
            *t50 = *t50 * 0.001;
        }
        const double *t51 = d;
        double t52 = prod_f64(n, t51);
        const float *t53 = a;
        float t54 = max_f32(n, t53);
        float t55 = dot_f32(n, t53, b);
        double t56 = sum_f64(n, t51);
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)sum_f32(n, t53), t56, (double)t55, (double)t54, t52);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
