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
    long t1;
    __m512 t2;
    float s;
    long t3;
    long t4;
    __m512 t5;
    int t6;
    float t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    long t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_ps(-0.0f);
        do {
            t5 = _mm512_loadu_ps(a + (int)((long)0 + t1));
            t2 = _mm512_add_ps(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)((long)0 + t4);
        t7 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t2), _mm512_extractf32x8_ps(t2, 1)));
    } else {
        t6 = 0;
        t7 = 0.0f;
    }
    t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = 0L;
        t12 = _mm512_set1_ps(-0.0f);
        t13 = _mm512_maskz_loadu_ps(t10, a + (int)((long)t6 + t11));
        t14 = _mm512_add_ps(t12, t13);
        t15 = _mm512_mask_blend_ps(t10, t12, t14);
        i = (int)((long)t6 + t8);
        s = t7 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t15), _mm512_extractf32x8_ps(t15, 1)));
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
    long t1;
    __m512d t2;
    __m512d t3;
    __m512d t4;
    __m512d t5;
    long t6;
    __m512d t7;
    double s;
    long t8;
    long t9;
    __m512d t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    __m512d t18;
    __m512d t19;
    __m512d t20;
    int t21;
    double t22;
    long t23;
    long t24;
    __m512d t25;
    __m512d t26;
    int t27;
    double t28;
    long t29;
    __m256i t30;
    __m256i t31;
    long t32;
    __m512d t33;
    __m512d t34;
    __m512d t35;
    __m512d t36;
    __m512d t37;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = _mm512_set1_pd(-0.0);
        t3 = _mm512_set1_pd(-0.0);
        t4 = _mm512_set1_pd(-0.0);
        t5 = _mm512_set1_pd(-0.0);
        do {
            t10 = _mm512_loadu_pd(a + (int)((long)0 + t1));
            t11 = _mm512_mul_pd(t10, _mm512_set1_pd(0.1));
            t2 = _mm512_add_pd(t2, t11);
            t12 = _mm512_loadu_pd(a + (int)((long)0 + (t1 + 8L)));
            t13 = _mm512_mul_pd(t12, _mm512_set1_pd(0.1));
            t3 = _mm512_add_pd(t3, t13);
            t14 = _mm512_loadu_pd(a + (int)((long)0 + (t1 + 16L)));
            t15 = _mm512_mul_pd(t14, _mm512_set1_pd(0.1));
            t4 = _mm512_add_pd(t4, t15);
            t16 = _mm512_loadu_pd(a + (int)((long)0 + (t1 + 24L)));
            t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.1));
            t5 = _mm512_add_pd(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        t18 = _mm512_add_pd(t2, t3);
        t19 = _mm512_add_pd(t18, t4);
        t20 = _mm512_add_pd(t19, t5);
        t21 = (int)((long)0 + t9);
        t22 = 0.0 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t20), _mm512_extractf64x4_pd(t20, 1)));
    } else {
        t21 = 0;
        t22 = 0.0;
    }
    t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t6 = 0L;
        t7 = _mm512_set1_pd(-0.0);
        do {
            t25 = _mm512_loadu_pd(a + (int)((long)t21 + t6));
            t26 = _mm512_mul_pd(t25, _mm512_set1_pd(0.1));
            t7 = _mm512_add_pd(t7, t26);
            t6 += 8L;
        } while (t6 < t24);
        t27 = (int)((long)t21 + t24);
        t28 = t22 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t7), _mm512_extractf64x4_pd(t7, 1)));
    } else {
        t27 = t21;
        t28 = t22;
    }
    t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        t30 = _mm256_set1_epi32((int)(int)t29);
        t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t32 = 0L;
        t33 = _mm512_set1_pd(-0.0);
        t34 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t31), a + (int)((long)t27 + t32));
        t35 = _mm512_mul_pd(t34, _mm512_set1_pd(0.1));
        t36 = _mm512_add_pd(t33, t35);
        t37 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t31), t33, t36);
        i = (int)((long)t27 + t29);
        s = t28 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t37), _mm512_extractf64x4_pd(t37, 1)));
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
    long t1;
    __m512 t2;
    float s;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    int t9;
    float t10;
    long t11;
    __m512i t12;
    __mmask16 t13;
    long t14;
    __m512 t15;
    long t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    int i;
    long t22;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_ps(-0.0f);
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_ps(a + t5);
            t7 = _mm512_loadu_ps(b + t5);
            t8 = _mm512_mul_ps(t6, t7);
            t2 = _mm512_add_ps(t2, t8);
            t1 += 16L;
        } while (t1 < t4);
        t9 = (int)((long)0 + t4);
        t10 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t2), _mm512_extractf32x8_ps(t2, 1)));
    } else {
        t9 = 0;
        t10 = 0.0f;
    }
    t11 = (long)n + (long)t9 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        t12 = _mm512_set1_epi32((int)(int)t11);
        t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        t14 = 0L;
        t15 = _mm512_set1_ps(-0.0f);
        t16 = (long)(int)((long)t9 + t14);
        t17 = _mm512_maskz_loadu_ps(t13, a + t16);
        t18 = _mm512_maskz_loadu_ps(t13, b + t16);
        t19 = _mm512_mul_ps(t17, t18);
        t20 = _mm512_add_ps(t15, t19);
        t21 = _mm512_mask_blend_ps(t13, t15, t20);
        i = (int)((long)t9 + t11);
        s = t10 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t21), _mm512_extractf32x8_ps(t21, 1)));
    } else {
        i = t9;
        s = t10;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        s += a[t22] * b[t22];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float max_f32(int n, const float *a) {
    vcc_no_contract_body
    __m512 t1;
    long t2;
    __m512 t3;
    float m;
    long t4;
    long t5;
    __m512 t6;
    int t7;
    float t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    long t12;
    __m512 t13;
    __mmask16 t14;
    __mmask16 t15;
    __m512 t16;
    __m512 t17;
    int i;
    float m_1;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t1 = _mm512_set1_ps(-1e30f);
        t2 = 0L;
        do {
            t6 = _mm512_loadu_ps(a + (int)((long)0 + t2));
            t1 = _mm512_max_ps(t6, t1);
            t2 += 16L;
        } while (t2 < t5);
        t7 = (int)((long)0 + t5);
        t8 = vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256(t1), _mm512_extractf32x8_ps(t1, 1)), _mm_max_ps);
    } else {
        t7 = 0;
        t8 = -1e30f;
    }
    t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t3 = _mm512_set1_ps(t8);
        t12 = 0L;
        t13 = _mm512_maskz_loadu_ps(t11, a + (int)((long)t7 + t12));
        t14 = _mm512_cmp_ps_mask(t13, t3, _CMP_GT_OQ);
        t15 = _kand_mask16(t11, t14);
        t16 = _mm512_mask_blend_ps(t15, t3, t13);
        t17 = _mm512_mask_blend_ps(t11, t3, t16);
        i = (int)((long)t7 + t9);
        m_1 = vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256(t17), _mm512_extractf32x8_ps(t17, 1)), _mm_max_ps);
    } else {
        i = t7;
        m_1 = t8;
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
    long t1;
    __m512d t2;
    __m512d t3;
    __m512d t4;
    __m512d t5;
    long t6;
    __m512d t7;
    double p;
    long t8;
    long t9;
    __m512d t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    int t17;
    double t18;
    long t19;
    long t20;
    __m512d t21;
    int t22;
    double t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m512d t28;
    __m512d t29;
    __m512d t30;
    __m512d t31;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = _mm512_set1_pd(1.0);
        t3 = _mm512_set1_pd(1.0);
        t4 = _mm512_set1_pd(1.0);
        t5 = _mm512_set1_pd(1.0);
        do {
            t10 = _mm512_loadu_pd(a + (int)((long)0 + t1));
            t2 = _mm512_mul_pd(t2, t10);
            t11 = _mm512_loadu_pd(a + (int)((long)0 + (t1 + 8L)));
            t3 = _mm512_mul_pd(t3, t11);
            t12 = _mm512_loadu_pd(a + (int)((long)0 + (t1 + 16L)));
            t4 = _mm512_mul_pd(t4, t12);
            t13 = _mm512_loadu_pd(a + (int)((long)0 + (t1 + 24L)));
            t5 = _mm512_mul_pd(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        t14 = _mm512_mul_pd(t2, t3);
        t15 = _mm512_mul_pd(t14, t4);
        t16 = _mm512_mul_pd(t15, t5);
        t17 = (int)((long)0 + t9);
        t18 = 1.0 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t16), _mm512_extractf64x4_pd(t16, 1)), _mm_mul_pd);
    } else {
        t17 = 0;
        t18 = 1.0;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = 0L;
        t7 = _mm512_set1_pd(1.0);
        do {
            t21 = _mm512_loadu_pd(a + (int)((long)t17 + t6));
            t7 = _mm512_mul_pd(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t7), _mm512_extractf64x4_pd(t7, 1)), _mm_mul_pd);
    } else {
        t22 = t17;
        t23 = t18;
    }
    t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        t25 = _mm256_set1_epi32((int)(int)t24);
        t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t27 = 0L;
        t28 = _mm512_set1_pd(1.0);
        t29 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t26), a + (int)((long)t22 + t27));
        t30 = _mm512_mul_pd(t28, t29);
        t31 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t26), t28, t30);
        i = (int)((long)t22 + t24);
        p = t23 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t31), _mm512_extractf64x4_pd(t31, 1)), _mm_mul_pd);
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
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    void *t4;
    float *a;
    float *b;
    void *t5;
    double *d;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t6;
    unsigned long t7;
    unsigned long t8;
    long t9;
    long t10;
    float *t11;
    __m256 t12;
    __m256 t13;
    double *t14;
    __m512d t15;
    __m512d t16;
    long t17;
    float *t18;
    __m256 t19;
    __m256 t20;
    double *t21;
    __m512d t22;
    __m512d t23;
    long t24;
    float *t25;
    __m256 t26;
    __m256 t27;
    double *t28;
    __m512d t29;
    __m512d t30;
    long t31;
    float *t32;
    __m256 t33;
    __m256 t34;
    double *t35;
    __m512d t36;
    __m512d t37;
    int t38;
    long t39;
    unsigned long t40;
    unsigned long t41;
    long t42;
    long t43;
    float *t44;
    __m256 t45;
    __m256 t46;
    double *t47;
    __m512d t48;
    __m512d t49;
    int t50;
    long t51;
    unsigned long t52;
    unsigned long t53;
    __m256i t54;
    __m256i t55;
    long t56;
    long t57;
    float *t58;
    __m256 t59;
    __m256 t60;
    double *t61;
    __m512d t62;
    __m512d t63;
    int i;
    long t64;
    float *t65;
    double *t66;
    const double *t67;
    double t68;
    const float *t69;
    float t70;
    float t71;
    double t72;
    count_idx = 0;
    n_1 = 0;
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
        t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        a = (float *)t4;
        b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        d = (double *)t5;
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d[fill_idx_2] = (double)(990 + (int)((_mm256_zeroupper(), next_rand()) % 21U));
        }
        t6 = (long)n;
        t7 = (unsigned long)t4;
        t8 = (unsigned long)t5;
        if ((t6 >= 32L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t8 + (unsigned long)0L)) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= (t7 + (unsigned long)0L)))) {
            t9 = t6 & -32L;
            t1 = 0L;
            do {
                t10 = (long)(int)((long)0 + t1);
                t11 = a + t10;
                t12 = _mm256_loadu_ps(t11);
                t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t11, t13);
                t14 = d + t10;
                t15 = _mm512_loadu_pd(t14);
                t16 = _mm512_mul_pd(t15, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t14, t16);
                t17 = (long)(int)((long)0 + (t1 + 8L));
                t18 = a + t17;
                t19 = _mm256_loadu_ps(t18);
                t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t18, t20);
                t21 = d + t17;
                t22 = _mm512_loadu_pd(t21);
                t23 = _mm512_mul_pd(t22, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t21, t23);
                t24 = (long)(int)((long)0 + (t1 + 16L));
                t25 = a + t24;
                t26 = _mm256_loadu_ps(t25);
                t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t25, t27);
                t28 = d + t24;
                t29 = _mm512_loadu_pd(t28);
                t30 = _mm512_mul_pd(t29, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t28, t30);
                t31 = (long)(int)((long)0 + (t1 + 24L));
                t32 = a + t31;
                t33 = _mm256_loadu_ps(t32);
                t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t32, t34);
                t35 = d + t31;
                t36 = _mm512_loadu_pd(t35);
                t37 = _mm512_mul_pd(t36, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t35, t37);
                t1 += 32L;
            } while (t1 < t9);
            t38 = (int)((long)0 + t9);
        } else {
            t38 = 0;
        }
        t39 = (long)n + (long)t38 * -1L;
        t40 = (unsigned long)t4;
        t41 = (unsigned long)t5;
        if ((t39 >= 8L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 8L))) | ((t41 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t38 * 4L))))) {
            t42 = t39 & -8L;
            t2 = 0L;
            do {
                t43 = (long)(int)((long)t38 + t2);
                t44 = a + t43;
                t45 = _mm256_loadu_ps(t44);
                t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t44, t46);
                t47 = d + t43;
                t48 = _mm512_loadu_pd(t47);
                t49 = _mm512_mul_pd(t48, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t47, t49);
                t2 += 8L;
            } while (t2 < t42);
            t50 = (int)((long)t38 + t42);
        } else {
            t50 = t38;
        }
        t51 = (long)n + (long)t50 * -1L;
        t52 = (unsigned long)t4;
        t53 = (unsigned long)t5;
        if ((t51 >= 1L) & (t51 <= 8L) & (((t52 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t50 * 8L))) | ((t53 + (unsigned long)((long)t50 * 8L + 8L + (t51 - 1L) * 8L)) <= (t52 + (unsigned long)((long)t50 * 4L))))) {
            t54 = _mm256_set1_epi32((int)(int)t51);
            t55 = _mm256_cmpgt_epi32(t54, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t56 = 0L;
            t57 = (long)(int)((long)t50 + t56);
            t58 = a + t57;
            t59 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t55), t58);
            t60 = _mm256_mul_ps(t59, _mm256_set1_ps(0.01f));
            _mm256_mask_storeu_ps(t58, _mm256_movepi32_mask(t55), t60);
            t61 = d + t57;
            t62 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t55), t61);
            t63 = _mm512_mul_pd(t62, _mm512_set1_pd(0.001));
            _mm512_mask_storeu_pd(t61, _mm256_movepi32_mask(t55), t63);
            i = (int)((long)t50 + t51);
        } else {
            i = t50;
        }
        for (; i < n; i++) {
            t64 = (long)i;
            t65 = a + t64;
            *t65 = *t65 * 0.01f;
            t66 = d + t64;
            *t66 = *t66 * 0.001;
        }
        t67 = d;
        t68 = (_mm256_zeroupper(), prod_f64(n, t67));
        t69 = a;
        t70 = (_mm256_zeroupper(), max_f32(n, t69));
        t71 = (_mm256_zeroupper(), dot_f32(n, t69, b));
        t72 = (_mm256_zeroupper(), sum_f64(n, t67));
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)(_mm256_zeroupper(), sum_f32(n, t69)), t72, (double)t71, (double)t70, t68);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
