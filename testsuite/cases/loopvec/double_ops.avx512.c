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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256d a_v = _mm256_set1_pd(a);
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            double *t3 = y + i_vec;
            __m256d x_v = _mm256_loadu_pd(x + i_vec);
            __m256d t4 = _mm256_mul_pd(a_v, x_v);
            __m256d y_v = _mm256_loadu_pd(t3);
            __m256d t5 = _mm256_add_pd(t4, y_v);
            _mm256_storeu_pd(t3, t5);
            long t6 = i_vec + 4L;
            double *t7 = y + t6;
            __m256d x_v_1 = _mm256_loadu_pd(x + t6);
            __m256d t8 = _mm256_mul_pd(a_v, x_v_1);
            __m256d y_v_1 = _mm256_loadu_pd(t7);
            __m256d t9 = _mm256_add_pd(t8, y_v_1);
            _mm256_storeu_pd(t7, t9);
            long t10 = i_vec + 8L;
            double *t11 = y + t10;
            __m256d x_v_2 = _mm256_loadu_pd(x + t10);
            __m256d t12 = _mm256_mul_pd(a_v, x_v_2);
            __m256d y_v_2 = _mm256_loadu_pd(t11);
            __m256d t13 = _mm256_add_pd(t12, y_v_2);
            _mm256_storeu_pd(t11, t13);
            long t14 = i_vec + 12L;
            double *t15 = y + t14;
            __m256d x_v_3 = _mm256_loadu_pd(x + t14);
            __m256d t16 = _mm256_mul_pd(a_v, x_v_3);
            __m256d y_v_3 = _mm256_loadu_pd(t15);
            __m256d t17 = _mm256_add_pd(t16, y_v_3);
            _mm256_storeu_pd(t15, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m256d a_v_1 = _mm256_set1_pd(a);
        long i_vec_1 = 0L;
        /* vcc: loop at double_ops.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            double *t22 = y + t21;
            __m256d x_v_4 = _mm256_loadu_pd(x + t21);
            __m256d t23 = _mm256_mul_pd(a_v_1, x_v_4);
            __m256d y_v_4 = _mm256_loadu_pd(t22);
            __m256d t24 = _mm256_add_pd(t23, y_v_4);
            _mm256_storeu_pd(t22, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t3 = _mm256_mul_pd(a_v, a_v);
            __m256d b_v = _mm256_loadu_pd(b + i_vec);
            __m256d t4 = _mm256_div_pd(b_v, _mm256_set1_pd(3.0));
            __m256d t5 = _mm256_sub_pd(t3, t4);
            _mm256_storeu_pd(c + i_vec, t5);
            long t6 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t6);
            __m256d t7 = _mm256_mul_pd(a_v_1, a_v_1);
            __m256d b_v_1 = _mm256_loadu_pd(b + t6);
            __m256d t8 = _mm256_div_pd(b_v_1, _mm256_set1_pd(3.0));
            __m256d t9 = _mm256_sub_pd(t7, t8);
            _mm256_storeu_pd(c + t6, t9);
            long t10 = i_vec + 8L;
            __m256d a_v_2 = _mm256_loadu_pd(a + t10);
            __m256d t11 = _mm256_mul_pd(a_v_2, a_v_2);
            __m256d b_v_2 = _mm256_loadu_pd(b + t10);
            __m256d t12 = _mm256_div_pd(b_v_2, _mm256_set1_pd(3.0));
            __m256d t13 = _mm256_sub_pd(t11, t12);
            _mm256_storeu_pd(c + t10, t13);
            long t14 = i_vec + 12L;
            __m256d a_v_3 = _mm256_loadu_pd(a + t14);
            __m256d t15 = _mm256_mul_pd(a_v_3, a_v_3);
            __m256d b_v_3 = _mm256_loadu_pd(b + t14);
            __m256d t16 = _mm256_div_pd(b_v_3, _mm256_set1_pd(3.0));
            __m256d t17 = _mm256_sub_pd(t15, t16);
            _mm256_storeu_pd(c + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at double_ops.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256d a_v_4 = _mm256_loadu_pd(a + t21);
            __m256d t22 = _mm256_mul_pd(a_v_4, a_v_4);
            __m256d b_v_4 = _mm256_loadu_pd(b + t21);
            __m256d t23 = _mm256_div_pd(b_v_4, _mm256_set1_pd(3.0));
            __m256d t24 = _mm256_sub_pd(t22, t23);
            _mm256_storeu_pd(c + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = a[t25];
        c[t25] = t26 * t26 - b[t25] / 3.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t12;
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
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at double_ops.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                double *t4 = x + i_vec;
                __m256d x_v = _mm256_loadu_pd(t4);
                __m256d t5 = _mm256_mul_pd(x_v, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t4, t5);
                double *t6 = x + (i_vec + 4L);
                __m256d x_v_1 = _mm256_loadu_pd(t6);
                __m256d t7 = _mm256_mul_pd(x_v_1, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t6, t7);
                double *t8 = x + (i_vec + 8L);
                __m256d x_v_2 = _mm256_loadu_pd(t8);
                __m256d t9 = _mm256_mul_pd(x_v_2, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t8, t9);
                double *t10 = x + (i_vec + 12L);
                __m256d x_v_3 = _mm256_loadu_pd(t10);
                __m256d t11 = _mm256_mul_pd(x_v_3, _mm256_set1_pd(0.013));
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
            /* vcc: loop at double_ops.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                double *t15 = x + ((long)t12 + i_vec_1);
                __m256d x_v_4 = _mm256_loadu_pd(t15);
                __m256d t16 = _mm256_mul_pd(x_v_4, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t15, t16);
                i_vec_1 += 4L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            double *t17 = x + i;
            *t17 = *t17 * 0.013;
        }
        const double *t18 = x;
        sqdiff(n, c, t18, y);
        daxpy(n, -2.75, t18, y);
        unsigned long t19 = (unsigned long)n * 8UL;
        unsigned long t20 = (_mm256_zeroupper(), hash_bytes((const void *)c, t19));
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)y, t19)), (unsigned long long)t20);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
