/* vcc: vector types and helpers */
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
    __m256d t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    double *t9;
    double *t10;
    double *t11;
    double *t12;
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
    long t29;
    int t30;
    long t31;
    long t32;
    __m256d t33;
    long t34;
    long t35;
    double *t36;
    __m256d t37;
    __m256d t38;
    __m256d t39;
    __m256d t40;
    long t41;
    int i;
    long t42;
    double *t43;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = _mm256_set1_pd(a);
        t4 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t4);
            t6 = (long)(int)((long)0 + (t4 + 4L));
            t7 = (long)(int)((long)0 + (t4 + 8L));
            t8 = (long)(int)((long)0 + (t4 + 12L));
            t9 = y + t5;
            t10 = y + t6;
            t11 = y + t7;
            t12 = y + t8;
            t13 = _mm256_loadu_pd(x + t5);
            t14 = _mm256_loadu_pd(x + t6);
            t15 = _mm256_loadu_pd(x + t7);
            t16 = _mm256_loadu_pd(x + t8);
            t17 = _mm256_mul_pd(t3, t13);
            t18 = _mm256_mul_pd(t3, t14);
            t19 = _mm256_mul_pd(t3, t15);
            t20 = _mm256_mul_pd(t3, t16);
            t21 = _mm256_loadu_pd(t9);
            t22 = _mm256_loadu_pd(t10);
            t23 = _mm256_loadu_pd(t11);
            t24 = _mm256_loadu_pd(t12);
            t25 = _mm256_add_pd(t17, t21);
            t26 = _mm256_add_pd(t18, t22);
            t27 = _mm256_add_pd(t19, t23);
            t28 = _mm256_add_pd(t20, t24);
            _mm256_storeu_pd(t9, t25);
            _mm256_storeu_pd(t10, t26);
            _mm256_storeu_pd(t11, t27);
            _mm256_storeu_pd(t12, t28);
            t29 = t4 + 16L;
            if (t29 >= t2) {
                break;
            }
            t4 = t29;
        }
        t30 = (int)((long)0 + t2);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        t32 = t31 & -4L;
        t33 = _mm256_set1_pd(a);
        t34 = 0L;
        for (;;) {
            t35 = (long)(int)((long)t30 + t34);
            t36 = y + t35;
            t37 = _mm256_loadu_pd(x + t35);
            t38 = _mm256_mul_pd(t33, t37);
            t39 = _mm256_loadu_pd(t36);
            t40 = _mm256_add_pd(t38, t39);
            _mm256_storeu_pd(t36, t40);
            t41 = t34 + 4L;
            if (t41 >= t32) {
                break;
            }
            t34 = t41;
        }
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t42 = (long)i;
        t43 = y + t42;
        *t43 = a * x[t42] + *t43;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
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
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    long t33;
    __m256d t34;
    __m256d t35;
    __m256d t36;
    __m256d t37;
    __m256d t38;
    long t39;
    int i;
    long t40;
    double t41;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = _mm256_loadu_pd(a + t4);
            t9 = _mm256_loadu_pd(a + t5);
            t10 = _mm256_loadu_pd(a + t6);
            t11 = _mm256_loadu_pd(a + t7);
            t12 = _mm256_mul_pd(t8, t8);
            t13 = _mm256_mul_pd(t9, t9);
            t14 = _mm256_mul_pd(t10, t10);
            t15 = _mm256_mul_pd(t11, t11);
            t16 = _mm256_loadu_pd(b + t4);
            t17 = _mm256_loadu_pd(b + t5);
            t18 = _mm256_loadu_pd(b + t6);
            t19 = _mm256_loadu_pd(b + t7);
            t20 = _mm256_div_pd(t16, _mm256_set1_pd(3.0));
            t21 = _mm256_div_pd(t17, _mm256_set1_pd(3.0));
            t22 = _mm256_div_pd(t18, _mm256_set1_pd(3.0));
            t23 = _mm256_div_pd(t19, _mm256_set1_pd(3.0));
            t24 = _mm256_sub_pd(t12, t20);
            t25 = _mm256_sub_pd(t13, t21);
            t26 = _mm256_sub_pd(t14, t22);
            t27 = _mm256_sub_pd(t15, t23);
            _mm256_storeu_pd(c + t4, t24);
            _mm256_storeu_pd(c + t5, t25);
            _mm256_storeu_pd(c + t6, t26);
            _mm256_storeu_pd(c + t7, t27);
            t28 = t3 + 16L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)0 + t2);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t32 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t29 + t32);
            t34 = _mm256_loadu_pd(a + t33);
            t35 = _mm256_mul_pd(t34, t34);
            t36 = _mm256_loadu_pd(b + t33);
            t37 = _mm256_div_pd(t36, _mm256_set1_pd(3.0));
            t38 = _mm256_sub_pd(t35, t37);
            _mm256_storeu_pd(c + t33, t38);
            t39 = t32 + 4L;
            if (t39 >= t31) {
                break;
            }
            t32 = t39;
        }
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = a[t40];
        c[t40] = t41 * t41 - b[t40] / 3.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
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
    const double *t27;
    unsigned long t28;
    unsigned long t29;
    count_idx = 0;
    n_1 = 0;
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
        x = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        y = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        c = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
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
        t27 = x;
        (_mm256_zeroupper(), sqdiff(n, c, t27, y));
        (_mm256_zeroupper(), daxpy(n, -2.75, t27, y));
        t28 = (unsigned long)n * 8UL;
        t29 = (_mm256_zeroupper(), hash_bytes((const void *)c, t28));
        (_mm256_zeroupper(), printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)y, t28)), (unsigned long long)t29));
        (_mm256_zeroupper(), free((void *)x));
        (_mm256_zeroupper(), free((void *)y));
        (_mm256_zeroupper(), free((void *)c));
    }
}
