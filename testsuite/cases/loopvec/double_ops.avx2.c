/* vcc: vector types and helpers */
#include <immintrin.h>

/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
__attribute__((target("avx2"))) void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    long t1;
    long t2;
    __m256d t3;
    long t4;
    int t5;
    int t6;
    int t7;
    int t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    long t25;
    int t26;
    long t27;
    long t28;
    __m256d t29;
    long t30;
    int t31;
    __m256d t32;
    __m256d t33;
    __m256d t34;
    __m256d t35;
    long t36;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = _mm256_set1_pd(a);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = (int)((long)0 + (t4 + 4L));
            t7 = (int)((long)0 + (t4 + 8L));
            t8 = (int)((long)0 + (t4 + 12L));
            t9 = _mm256_loadu_pd(x + t5);
            t10 = _mm256_loadu_pd(x + t6);
            t11 = _mm256_loadu_pd(x + t7);
            t12 = _mm256_loadu_pd(x + t8);
            t13 = _mm256_mul_pd(t3, t9);
            t14 = _mm256_mul_pd(t3, t10);
            t15 = _mm256_mul_pd(t3, t11);
            t16 = _mm256_mul_pd(t3, t12);
            t17 = _mm256_loadu_pd(y + t5);
            t18 = _mm256_loadu_pd(y + t6);
            t19 = _mm256_loadu_pd(y + t7);
            t20 = _mm256_loadu_pd(y + t8);
            t21 = _mm256_add_pd(t13, t17);
            t22 = _mm256_add_pd(t14, t18);
            t23 = _mm256_add_pd(t15, t19);
            t24 = _mm256_add_pd(t16, t20);
            _mm256_storeu_pd(y + t5, t21);
            _mm256_storeu_pd(y + t6, t22);
            _mm256_storeu_pd(y + t7, t23);
            _mm256_storeu_pd(y + t8, t24);
            t25 = t4 + 16L;
            if (t25 >= t2) {
                break;
            }
            t4 = t25;
        }
        t26 = (int)((long)0 + t2);
    } else {
        t26 = 0;
    }
    t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        t28 = t27 & -4L;
        t29 = _mm256_set1_pd(a);
        t30 = 0L;
        for (;;) {
            t31 = (int)((long)t26 + t30);
            t32 = _mm256_loadu_pd(x + t31);
            t33 = _mm256_mul_pd(t29, t32);
            t34 = _mm256_loadu_pd(y + t31);
            t35 = _mm256_add_pd(t33, t34);
            _mm256_storeu_pd(y + t31, t35);
            t36 = t30 + 4L;
            if (t36 >= t28) {
                break;
            }
            t30 = t36;
        }
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        y[i] = a * x[i] + y[i];
    }
}

__attribute__((target("avx2"))) void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    long t32;
    int t33;
    long t34;
    long t35;
    long t36;
    int t37;
    __m256d t38;
    __m256d t39;
    __m256d t40;
    __m256d t41;
    __m256d t42;
    __m256d t43;
    long t44;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = _mm256_loadu_pd(a + t4);
            t9 = _mm256_loadu_pd(a + t5);
            t10 = _mm256_loadu_pd(a + t6);
            t11 = _mm256_loadu_pd(a + t7);
            t12 = _mm256_loadu_pd(a + t4);
            t13 = _mm256_loadu_pd(a + t5);
            t14 = _mm256_loadu_pd(a + t6);
            t15 = _mm256_loadu_pd(a + t7);
            t16 = _mm256_mul_pd(t8, t12);
            t17 = _mm256_mul_pd(t9, t13);
            t18 = _mm256_mul_pd(t10, t14);
            t19 = _mm256_mul_pd(t11, t15);
            t20 = _mm256_loadu_pd(b + t4);
            t21 = _mm256_loadu_pd(b + t5);
            t22 = _mm256_loadu_pd(b + t6);
            t23 = _mm256_loadu_pd(b + t7);
            t24 = _mm256_div_pd(t20, _mm256_set1_pd(3.0));
            t25 = _mm256_div_pd(t21, _mm256_set1_pd(3.0));
            t26 = _mm256_div_pd(t22, _mm256_set1_pd(3.0));
            t27 = _mm256_div_pd(t23, _mm256_set1_pd(3.0));
            t28 = _mm256_sub_pd(t16, t24);
            t29 = _mm256_sub_pd(t17, t25);
            t30 = _mm256_sub_pd(t18, t26);
            t31 = _mm256_sub_pd(t19, t27);
            _mm256_storeu_pd(c + t4, t28);
            _mm256_storeu_pd(c + t5, t29);
            _mm256_storeu_pd(c + t6, t30);
            _mm256_storeu_pd(c + t7, t31);
            t32 = t3 + 16L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
        }
        t33 = (int)((long)0 + t2);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t36 = 0L;
        for (;;) {
            t37 = (int)((long)t33 + t36);
            t38 = _mm256_loadu_pd(a + t37);
            t39 = _mm256_loadu_pd(a + t37);
            t40 = _mm256_mul_pd(t38, t39);
            t41 = _mm256_loadu_pd(b + t37);
            t42 = _mm256_div_pd(t41, _mm256_set1_pd(3.0));
            t43 = _mm256_sub_pd(t40, t42);
            _mm256_storeu_pd(c + t37, t43);
            t44 = t36 + 4L;
            if (t44 >= t35) {
                break;
            }
            t36 = t44;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        c[i] = a[i] * a[i] - b[i] / 3.0;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    double *x;
    double *y;
    double *c;
    int fill_idx;
    int fill_idx_1;
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
    unsigned long t27;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        x = (double *)new_array(n, 8UL);
        y = (double *)new_array(n, 8UL);
        c = (double *)new_array(n, 8UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        t2 = (long)n;
        if (t2 >= 16L) {
            t3 = t2 & -16L;
            t4 = 0L;
            for (;;) {
                t5 = x + (int)((long)0 + t4);
                t6 = x + (int)((long)0 + (t4 + 4L));
                t7 = x + (int)((long)0 + (t4 + 8L));
                t8 = x + (int)((long)0 + (t4 + 12L));
                t9 = _mm256_loadu_pd(t5);
                t10 = _mm256_loadu_pd(t6);
                t11 = _mm256_loadu_pd(t7);
                t12 = _mm256_loadu_pd(t8);
                t13 = _mm256_mul_pd(t9, _mm256_set1_pd(0.013));
                t14 = _mm256_mul_pd(t10, _mm256_set1_pd(0.013));
                t15 = _mm256_mul_pd(t11, _mm256_set1_pd(0.013));
                t16 = _mm256_mul_pd(t12, _mm256_set1_pd(0.013));
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
                t22 = x + (int)((long)t18 + t21);
                t23 = _mm256_loadu_pd(t22);
                t24 = _mm256_mul_pd(t23, _mm256_set1_pd(0.013));
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
            t26 = x + i;
            *t26 = *t26 * 0.013;
        }
        sqdiff(n, c, x, y);
        daxpy(n, -2.75, x, y);
        t27 = hash_bytes((const void *)c, (unsigned long)n * 8UL);
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)hash_bytes((const void *)y, (unsigned long)n * 8UL), (unsigned long long)t27);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
