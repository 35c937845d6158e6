/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512d a_v = _mm512_set1_pd(a);
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            double *t4 = y + t3;
            __m512d x_v = _mm512_loadu_pd(x + t3);
            __m512d t5 = _mm512_mul_pd(a_v, x_v);
            __m512d y_v = _mm512_loadu_pd(t4);
            __m512d t6 = _mm512_add_pd(t5, y_v);
            _mm512_storeu_pd(t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            double *t8 = y + t7;
            __m512d x_v_1 = _mm512_loadu_pd(x + t7);
            __m512d t9 = _mm512_mul_pd(a_v, x_v_1);
            __m512d y_v_1 = _mm512_loadu_pd(t8);
            __m512d t10 = _mm512_add_pd(t9, y_v_1);
            _mm512_storeu_pd(t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            double *t12 = y + t11;
            __m512d x_v_2 = _mm512_loadu_pd(x + t11);
            __m512d t13 = _mm512_mul_pd(a_v, x_v_2);
            __m512d y_v_2 = _mm512_loadu_pd(t12);
            __m512d t14 = _mm512_add_pd(t13, y_v_2);
            _mm512_storeu_pd(t12, t14);
            long t15 = (long)(int)(i_vec + 24L);
            double *t16 = y + t15;
            __m512d x_v_3 = _mm512_loadu_pd(x + t15);
            __m512d t17 = _mm512_mul_pd(a_v, x_v_3);
            __m512d y_v_3 = _mm512_loadu_pd(t16);
            __m512d t18 = _mm512_add_pd(t17, y_v_3);
            _mm512_storeu_pd(t16, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        __m512d a_v_1 = _mm512_set1_pd(a);
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            double *t23 = y + t22;
            __m512d x_v_4 = _mm512_loadu_pd(x + t22);
            __m512d t24 = _mm512_mul_pd(a_v_1, x_v_4);
            __m512d y_v_4 = _mm512_loadu_pd(t23);
            __m512d t25 = _mm512_add_pd(t24, y_v_4);
            _mm512_storeu_pd(t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d a_v_2 = _mm512_set1_pd(a);
        long t30 = (long)(int)(long)t26;
        double *t31 = y + t30;
        __m512d x_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), x + t30);
        __m512d t32 = _mm512_mul_pd(a_v_2, x_v_5);
        __m512d y_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), t31);
        __m512d t33 = _mm512_add_pd(t32, y_v_5);
        _mm512_mask_storeu_pd(t31, _mm256_movepi32_mask(t29), t33);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        double *t35 = y + t34;
        *t35 = a * x[t34] + *t35;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t11;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:12 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512d a_v = _mm512_loadu_pd(a + t3);
            __m512d t4 = _mm512_mul_pd(a_v, a_v);
            __m512d b_v = _mm512_loadu_pd(b + t3);
            __m512d t5 = _mm512_div_pd(b_v, _mm512_set1_pd(3.0));
            __m512d t6 = _mm512_sub_pd(t4, t5);
            _mm512_storeu_pd(c + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m512d a_v_1 = _mm512_loadu_pd(a + t7);
            __m512d t8 = _mm512_mul_pd(a_v_1, a_v_1);
            __m512d b_v_1 = _mm512_loadu_pd(b + t7);
            __m512d t9 = _mm512_div_pd(b_v_1, _mm512_set1_pd(3.0));
            __m512d t10 = _mm512_sub_pd(t8, t9);
            _mm512_storeu_pd(c + t7, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m512d a_v_2 = _mm512_loadu_pd(a + t14);
            __m512d t15 = _mm512_mul_pd(a_v_2, a_v_2);
            __m512d b_v_2 = _mm512_loadu_pd(b + t14);
            __m512d t16 = _mm512_div_pd(b_v_2, _mm512_set1_pd(3.0));
            __m512d t17 = _mm512_sub_pd(t15, t16);
            _mm512_storeu_pd(c + t14, t17);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t18 = (int)((long)t11 + t13);
    } else {
        t18 = t11;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        __m256i t20 = _mm256_set1_epi32((int)(int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t22 = (long)(int)(long)t18;
        __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t21), a + t22);
        __m512d t23 = _mm512_mul_pd(a_v_3, a_v_3);
        __m512d b_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t21), b + t22);
        __m512d t24 = _mm512_div_pd(b_v_3, _mm512_set1_pd(3.0));
        __m512d t25 = _mm512_sub_pd(t23, t24);
        _mm512_mask_storeu_pd(c + t22, _mm256_movepi32_mask(t21), t25);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        double t27 = a[t26];
        c[t26] = t27 * t27 - b[t26] / 3.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t12;
    int t17;
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
        double *x = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *y = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *c = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        long t2 = (long)n;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            long i_vec = 0L;
            /* vcc: loop at double_ops.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                double *t4 = x + (int)i_vec;
                __m512d x_v = _mm512_loadu_pd(t4);
                __m512d t5 = _mm512_mul_pd(x_v, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t4, t5);
                double *t6 = x + (int)(i_vec + 8L);
                __m512d x_v_1 = _mm512_loadu_pd(t6);
                __m512d t7 = _mm512_mul_pd(x_v_1, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t6, t7);
                double *t8 = x + (int)(i_vec + 16L);
                __m512d x_v_2 = _mm512_loadu_pd(t8);
                __m512d t9 = _mm512_mul_pd(x_v_2, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t8, t9);
                double *t10 = x + (int)(i_vec + 24L);
                __m512d x_v_3 = _mm512_loadu_pd(t10);
                __m512d t11 = _mm512_mul_pd(x_v_3, _mm512_set1_pd(0.013));
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
            do {
                double *t15 = x + (int)((long)t12 + i_vec_1);
                __m512d x_v_4 = _mm512_loadu_pd(t15);
                __m512d t16 = _mm512_mul_pd(x_v_4, _mm512_set1_pd(0.013));
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
            double *t21 = x + (int)(long)t17;
            __m512d x_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t20), t21);
            __m512d t22 = _mm512_mul_pd(x_v_5, _mm512_set1_pd(0.013));
            _mm512_mask_storeu_pd(t21, _mm256_movepi32_mask(t20), t22);
            i = (int)((long)t17 + t18);
        } else {
            i = t17;
        }
        for (; i < n; i++) {
            double *t23 = x + i;
            *t23 = *t23 * 0.013;
        }
        const double *t24 = x;
        sqdiff(n, c, t24, y);
        daxpy(n, -2.75, t24, y);
        unsigned long t25 = (unsigned long)n * 8UL;
        unsigned long t26 = (_mm256_zeroupper(), hash_bytes((const void *)c, t25));
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)y, t25)), (unsigned long long)t26);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
