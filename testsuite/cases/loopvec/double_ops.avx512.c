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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256d t5;
    long t6;
    double *t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    long t12;
    double *t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    long t18;
    double *t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    long t24;
    double *t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    int t30;
    long t31;
    long t32;
    __m256d t33;
    long t34;
    double *t35;
    __m256d t36;
    __m256d t37;
    __m256d t38;
    __m256d t39;
    int i;
    long t40;
    double *t41;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm256_set1_pd(a);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = y + t6;
            t8 = _mm256_loadu_pd(x + t6);
            t9 = _mm256_mul_pd(t5, t8);
            t10 = _mm256_loadu_pd(t7);
            t11 = _mm256_add_pd(t9, t10);
            _mm256_storeu_pd(t7, t11);
            t12 = (long)(int)((long)0 + (t1 + 4L));
            t13 = y + t12;
            t14 = _mm256_loadu_pd(x + t12);
            t15 = _mm256_mul_pd(t5, t14);
            t16 = _mm256_loadu_pd(t13);
            t17 = _mm256_add_pd(t15, t16);
            _mm256_storeu_pd(t13, t17);
            t18 = (long)(int)((long)0 + (t1 + 8L));
            t19 = y + t18;
            t20 = _mm256_loadu_pd(x + t18);
            t21 = _mm256_mul_pd(t5, t20);
            t22 = _mm256_loadu_pd(t19);
            t23 = _mm256_add_pd(t21, t22);
            _mm256_storeu_pd(t19, t23);
            t24 = (long)(int)((long)0 + (t1 + 12L));
            t25 = y + t24;
            t26 = _mm256_loadu_pd(x + t24);
            t27 = _mm256_mul_pd(t5, t26);
            t28 = _mm256_loadu_pd(t25);
            t29 = _mm256_add_pd(t27, t28);
            _mm256_storeu_pd(t25, t29);
            t1 += 16L;
        } while (t1 < t4);
        t30 = (int)((long)0 + t4);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        t32 = t31 & -4L;
        t33 = _mm256_set1_pd(a);
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t30 + t2);
            t35 = y + t34;
            t36 = _mm256_loadu_pd(x + t34);
            t37 = _mm256_mul_pd(t33, t36);
            t38 = _mm256_loadu_pd(t35);
            t39 = _mm256_add_pd(t37, t38);
            _mm256_storeu_pd(t35, t39);
            t2 += 4L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    long t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    long t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    long t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    int t29;
    long t30;
    long t31;
    long t32;
    __m256d t33;
    __m256d t34;
    __m256d t35;
    __m256d t36;
    __m256d t37;
    int i;
    long t38;
    double t39;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_pd(a + t5);
            t7 = _mm256_mul_pd(t6, t6);
            t8 = _mm256_loadu_pd(b + t5);
            t9 = _mm256_div_pd(t8, _mm256_set1_pd(3.0));
            t10 = _mm256_sub_pd(t7, t9);
            _mm256_storeu_pd(c + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 4L));
            t12 = _mm256_loadu_pd(a + t11);
            t13 = _mm256_mul_pd(t12, t12);
            t14 = _mm256_loadu_pd(b + t11);
            t15 = _mm256_div_pd(t14, _mm256_set1_pd(3.0));
            t16 = _mm256_sub_pd(t13, t15);
            _mm256_storeu_pd(c + t11, t16);
            t17 = (long)(int)((long)0 + (t1 + 8L));
            t18 = _mm256_loadu_pd(a + t17);
            t19 = _mm256_mul_pd(t18, t18);
            t20 = _mm256_loadu_pd(b + t17);
            t21 = _mm256_div_pd(t20, _mm256_set1_pd(3.0));
            t22 = _mm256_sub_pd(t19, t21);
            _mm256_storeu_pd(c + t17, t22);
            t23 = (long)(int)((long)0 + (t1 + 12L));
            t24 = _mm256_loadu_pd(a + t23);
            t25 = _mm256_mul_pd(t24, t24);
            t26 = _mm256_loadu_pd(b + t23);
            t27 = _mm256_div_pd(t26, _mm256_set1_pd(3.0));
            t28 = _mm256_sub_pd(t25, t27);
            _mm256_storeu_pd(c + t23, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t2 = 0L;
        do {
            t32 = (long)(int)((long)t29 + t2);
            t33 = _mm256_loadu_pd(a + t32);
            t34 = _mm256_mul_pd(t33, t33);
            t35 = _mm256_loadu_pd(b + t32);
            t36 = _mm256_div_pd(t35, _mm256_set1_pd(3.0));
            t37 = _mm256_sub_pd(t34, t36);
            _mm256_storeu_pd(c + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        t39 = a[t38];
        c[t38] = t39 * t39 - b[t38] / 3.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    double *x;
    double *y;
    double *c;
    int fill_idx;
    int fill_idx_1;
    long t4;
    long t5;
    double *t6;
    __m256d t7;
    __m256d t8;
    double *t9;
    __m256d t10;
    __m256d t11;
    double *t12;
    __m256d t13;
    __m256d t14;
    double *t15;
    __m256d t16;
    __m256d t17;
    int t18;
    long t19;
    long t20;
    double *t21;
    __m256d t22;
    __m256d t23;
    int i;
    double *t24;
    const double *t25;
    unsigned long t26;
    unsigned long t27;
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
        x = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        y = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        c = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        t4 = (long)n;
        if (t4 >= 16L) {
            t5 = t4 & -16L;
            t1 = 0L;
            do {
                t6 = x + (int)((long)0 + t1);
                t7 = _mm256_loadu_pd(t6);
                t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t6, t8);
                t9 = x + (int)((long)0 + (t1 + 4L));
                t10 = _mm256_loadu_pd(t9);
                t11 = _mm256_mul_pd(t10, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t9, t11);
                t12 = x + (int)((long)0 + (t1 + 8L));
                t13 = _mm256_loadu_pd(t12);
                t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t12, t14);
                t15 = x + (int)((long)0 + (t1 + 12L));
                t16 = _mm256_loadu_pd(t15);
                t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t15, t17);
                t1 += 16L;
            } while (t1 < t5);
            t18 = (int)((long)0 + t5);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 4L) {
            t20 = t19 & -4L;
            t2 = 0L;
            do {
                t21 = x + (int)((long)t18 + t2);
                t22 = _mm256_loadu_pd(t21);
                t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t21, t23);
                t2 += 4L;
            } while (t2 < t20);
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            t24 = x + i;
            *t24 = *t24 * 0.013;
        }
        t25 = x;
        (_mm256_zeroupper(), sqdiff(n, c, t25, y));
        (_mm256_zeroupper(), daxpy(n, -2.75, t25, y));
        t26 = (unsigned long)n * 8UL;
        t27 = (_mm256_zeroupper(), hash_bytes((const void *)c, t26));
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)y, t26)), (unsigned long long)t27);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
