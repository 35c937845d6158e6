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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512d a_v = _mm512_set1_pd(a);
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            double *t3 = y + i_vec;
            __m512d x_v = _mm512_loadu_pd(x + i_vec);
            __m512d t4 = _mm512_mul_pd(a_v, x_v);
            __m512d y_v = _mm512_loadu_pd(t3);
            __m512d t5 = _mm512_add_pd(t4, y_v);
            _mm512_storeu_pd(t3, t5);
            long t6 = i_vec + 8L;
            double *t7 = y + t6;
            __m512d x_v_1 = _mm512_loadu_pd(x + t6);
            __m512d t8 = _mm512_mul_pd(a_v, x_v_1);
            __m512d y_v_1 = _mm512_loadu_pd(t7);
            __m512d t9 = _mm512_add_pd(t8, y_v_1);
            _mm512_storeu_pd(t7, t9);
            long t10 = i_vec + 16L;
            double *t11 = y + t10;
            __m512d x_v_2 = _mm512_loadu_pd(x + t10);
            __m512d t12 = _mm512_mul_pd(a_v, x_v_2);
            __m512d y_v_2 = _mm512_loadu_pd(t11);
            __m512d t13 = _mm512_add_pd(t12, y_v_2);
            _mm512_storeu_pd(t11, t13);
            long t14 = i_vec + 24L;
            double *t15 = y + t14;
            __m512d x_v_3 = _mm512_loadu_pd(x + t14);
            __m512d t16 = _mm512_mul_pd(a_v, x_v_3);
            __m512d y_v_3 = _mm512_loadu_pd(t15);
            __m512d t17 = _mm512_add_pd(t16, y_v_3);
            _mm512_storeu_pd(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m512d a_v_1 = _mm512_set1_pd(a);
        long i_vec_1 = 0L;
        /* vcc: loop at double_ops.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            double *t22 = y + t21;
            __m512d x_v_4 = _mm512_loadu_pd(x + t21);
            __m512d t23 = _mm512_mul_pd(a_v_1, x_v_4);
            __m512d y_v_4 = _mm512_loadu_pd(t22);
            __m512d t24 = _mm512_add_pd(t23, y_v_4);
            _mm512_storeu_pd(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d a_v_2 = _mm512_set1_pd(a);
        long t29 = (long)t25;
        double *t30 = y + t29;
        __m512d x_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t28), x + t29);
        __m512d t31 = _mm512_mul_pd(a_v_2, x_v_5);
        __m512d y_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t28), t30);
        __m512d t32 = _mm512_add_pd(t31, y_v_5);
        _mm512_mask_storeu_pd(t30, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        double *t34 = y + t33;
        *t34 = a * x[t33] + *t34;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:12 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d t3 = _mm512_mul_pd(a_v, a_v);
            __m512d b_v = _mm512_loadu_pd(b + i_vec);
            __m512d t4 = _mm512_div_pd(b_v, _mm512_set1_pd(3.0));
            __m512d t5 = _mm512_sub_pd(t3, t4);
            _mm512_storeu_pd(c + i_vec, t5);
            long t6 = i_vec + 8L;
            __m512d a_v_1 = _mm512_loadu_pd(a + t6);
            __m512d t7 = _mm512_mul_pd(a_v_1, a_v_1);
            __m512d b_v_1 = _mm512_loadu_pd(b + t6);
            __m512d t8 = _mm512_div_pd(b_v_1, _mm512_set1_pd(3.0));
            __m512d t9 = _mm512_sub_pd(t7, t8);
            _mm512_storeu_pd(c + t6, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at double_ops.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512d a_v_2 = _mm512_loadu_pd(a + t13);
            __m512d t14 = _mm512_mul_pd(a_v_2, a_v_2);
            __m512d b_v_2 = _mm512_loadu_pd(b + t13);
            __m512d t15 = _mm512_div_pd(b_v_2, _mm512_set1_pd(3.0));
            __m512d t16 = _mm512_sub_pd(t14, t15);
            _mm512_storeu_pd(c + t13, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t21 = (long)t17;
        __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t20), a + t21);
        __m512d t22 = _mm512_mul_pd(a_v_3, a_v_3);
        __m512d b_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t20), b + t21);
        __m512d t23 = _mm512_div_pd(b_v_3, _mm512_set1_pd(3.0));
        __m512d t24 = _mm512_sub_pd(t22, t23);
        _mm512_mask_storeu_pd(c + t21, _mm256_movepi32_mask(t20), t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = a[t25];
        c[t25] = t26 * t26 - b[t25] / 3.0;
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
                double *t4 = x + i_vec;
                __m512d x_v = _mm512_loadu_pd(t4);
                __m512d t5 = _mm512_mul_pd(x_v, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t4, t5);
                double *t6 = x + (i_vec + 8L);
                __m512d x_v_1 = _mm512_loadu_pd(t6);
                __m512d t7 = _mm512_mul_pd(x_v_1, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t6, t7);
                double *t8 = x + (i_vec + 16L);
                __m512d x_v_2 = _mm512_loadu_pd(t8);
                __m512d t9 = _mm512_mul_pd(x_v_2, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t8, t9);
                double *t10 = x + (i_vec + 24L);
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
            /* vcc: loop at double_ops.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                double *t15 = x + ((long)t12 + i_vec_1);
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
            double *t21 = x + (long)t17;
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
