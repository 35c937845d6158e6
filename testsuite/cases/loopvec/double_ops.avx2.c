/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
__attribute__((target("avx2"))) void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    int t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m256d t5 = _mm256_set1_pd(a);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            double *t7 = y + t6;
            __m256d t8 = _mm256_loadu_pd(x + t6);
            __m256d t9 = _mm256_mul_pd(t5, t8);
            __m256d t10 = _mm256_loadu_pd(t7);
            __m256d t11 = _mm256_add_pd(t9, t10);
            _mm256_storeu_pd(t7, t11);
            long t12 = (long)(int)(t1 + 4L);
            double *t13 = y + t12;
            __m256d t14 = _mm256_loadu_pd(x + t12);
            __m256d t15 = _mm256_mul_pd(t5, t14);
            __m256d t16 = _mm256_loadu_pd(t13);
            __m256d t17 = _mm256_add_pd(t15, t16);
            _mm256_storeu_pd(t13, t17);
            long t18 = (long)(int)(t1 + 8L);
            double *t19 = y + t18;
            __m256d t20 = _mm256_loadu_pd(x + t18);
            __m256d t21 = _mm256_mul_pd(t5, t20);
            __m256d t22 = _mm256_loadu_pd(t19);
            __m256d t23 = _mm256_add_pd(t21, t22);
            _mm256_storeu_pd(t19, t23);
            long t24 = (long)(int)(t1 + 12L);
            double *t25 = y + t24;
            __m256d t26 = _mm256_loadu_pd(x + t24);
            __m256d t27 = _mm256_mul_pd(t5, t26);
            __m256d t28 = _mm256_loadu_pd(t25);
            __m256d t29 = _mm256_add_pd(t27, t28);
            _mm256_storeu_pd(t25, t29);
            t1 += 16L;
        } while (t1 < t4);
        t30 = (int)t4;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        __m256d t33 = _mm256_set1_pd(a);
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t30 + t2);
            double *t35 = y + t34;
            __m256d t36 = _mm256_loadu_pd(x + t34);
            __m256d t37 = _mm256_mul_pd(t33, t36);
            __m256d t38 = _mm256_loadu_pd(t35);
            __m256d t39 = _mm256_add_pd(t37, t38);
            _mm256_storeu_pd(t35, t39);
            t2 += 4L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        double *t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

__attribute__((target("avx2"))) void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = _mm256_mul_pd(t6, t6);
            __m256d t8 = _mm256_loadu_pd(b + t5);
            __m256d t9 = _mm256_div_pd(t8, _mm256_set1_pd(3.0));
            __m256d t10 = _mm256_sub_pd(t7, t9);
            _mm256_storeu_pd(c + t5, t10);
            long t11 = (long)(int)(t1 + 4L);
            __m256d t12 = _mm256_loadu_pd(a + t11);
            __m256d t13 = _mm256_mul_pd(t12, t12);
            __m256d t14 = _mm256_loadu_pd(b + t11);
            __m256d t15 = _mm256_div_pd(t14, _mm256_set1_pd(3.0));
            __m256d t16 = _mm256_sub_pd(t13, t15);
            _mm256_storeu_pd(c + t11, t16);
            long t17 = (long)(int)(t1 + 8L);
            __m256d t18 = _mm256_loadu_pd(a + t17);
            __m256d t19 = _mm256_mul_pd(t18, t18);
            __m256d t20 = _mm256_loadu_pd(b + t17);
            __m256d t21 = _mm256_div_pd(t20, _mm256_set1_pd(3.0));
            __m256d t22 = _mm256_sub_pd(t19, t21);
            _mm256_storeu_pd(c + t17, t22);
            long t23 = (long)(int)(t1 + 12L);
            __m256d t24 = _mm256_loadu_pd(a + t23);
            __m256d t25 = _mm256_mul_pd(t24, t24);
            __m256d t26 = _mm256_loadu_pd(b + t23);
            __m256d t27 = _mm256_div_pd(t26, _mm256_set1_pd(3.0));
            __m256d t28 = _mm256_sub_pd(t25, t27);
            _mm256_storeu_pd(c + t23, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m256d t33 = _mm256_loadu_pd(a + t32);
            __m256d t34 = _mm256_mul_pd(t33, t33);
            __m256d t35 = _mm256_loadu_pd(b + t32);
            __m256d t36 = _mm256_div_pd(t35, _mm256_set1_pd(3.0));
            __m256d t37 = _mm256_sub_pd(t34, t36);
            _mm256_storeu_pd(c + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        double t39 = a[t38];
        c[t38] = t39 * t39 - b[t38] / 3.0;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t3;
    int t18;
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
        double *x = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *y = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *c = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        long t4 = (long)n;
        if (t4 >= 16L) {
            long t5 = t4 & -16L;
            long t1 = 0L;
            do {
                double *t6 = x + (int)t1;
                __m256d t7 = _mm256_loadu_pd(t6);
                __m256d t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t6, t8);
                double *t9 = x + (int)(t1 + 4L);
                __m256d t10 = _mm256_loadu_pd(t9);
                __m256d t11 = _mm256_mul_pd(t10, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t9, t11);
                double *t12 = x + (int)(t1 + 8L);
                __m256d t13 = _mm256_loadu_pd(t12);
                __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t12, t14);
                double *t15 = x + (int)(t1 + 12L);
                __m256d t16 = _mm256_loadu_pd(t15);
                __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t15, t17);
                t1 += 16L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 4L) {
            long t20 = t19 & -4L;
            long t2 = 0L;
            do {
                double *t21 = x + (int)((long)t18 + t2);
                __m256d t22 = _mm256_loadu_pd(t21);
                __m256d t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.013));
                _mm256_storeu_pd(t21, t23);
                t2 += 4L;
            } while (t2 < t20);
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            double *t24 = x + i;
            *t24 = *t24 * 0.013;
        }
        const double *t25 = x;
        sqdiff(n, c, t25, y);
        daxpy(n, -2.75, t25, y);
        unsigned long t26 = (unsigned long)n * 8UL;
        unsigned long t27 = (_mm256_zeroupper(), hash_bytes((const void *)c, t26));
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)y, t26)), (unsigned long long)t27);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
