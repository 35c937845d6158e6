/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void roots(int n, double *restrict r, const double *restrict a) {
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
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    long t21;
    __m256d t22;
    __m256d t23;
    long t24;
    int i;
    long t25;
    double t26;
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
            t12 = _mm256_sqrt_pd(t8);
            t13 = _mm256_sqrt_pd(t9);
            t14 = _mm256_sqrt_pd(t10);
            t15 = _mm256_sqrt_pd(t11);
            _mm256_storeu_pd(r + t4, t12);
            _mm256_storeu_pd(r + t5, t13);
            _mm256_storeu_pd(r + t6, t14);
            _mm256_storeu_pd(r + t7, t15);
            t16 = t3 + 16L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        t17 = (int)((long)0 + t2);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        t19 = t18 & -4L;
        t20 = 0L;
        for (;;) {
            t21 = (long)(int)((long)t17 + t20);
            t22 = _mm256_loadu_pd(a + t21);
            t23 = _mm256_sqrt_pd(t22);
            _mm256_storeu_pd(r + t21, t23);
            t24 = t20 + 4L;
            if (t24 >= t19) {
                break;
            }
            t20 = t24;
        }
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        t26 = a[t25];
        r[t25] = (_mm256_zeroupper(), sqrt(t26));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double check;
    int i;
    int t1;
    unsigned int c;
    int n;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    long t7;
    long t8;
    long t9;
    int i_1;
    int i_2;
    for (i = 0; i < 1003; i++) {
        t1 = i % 31;
        a[i] = (double)(t1 * t1);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t2 = 1003L & -16L;
            t3 = 0L;
            for (;;) {
                _mm256_storeu_pd(&r[(int)((long)0 + t3)], _mm256_set1_pd(-1.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t3 + 4L))], _mm256_set1_pd(-1.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t3 + 8L))], _mm256_set1_pd(-1.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t3 + 12L))], _mm256_set1_pd(-1.0));
                t4 = t3 + 16L;
                if (t4 >= t2) {
                    break;
                }
                t3 = t4;
            }
            t5 = (int)((long)0 + t2);
        } else {
            t5 = 0;
        }
        t6 = (long)t5 * -1L + 1003L;
        if (t6 >= 4L) {
            t7 = t6 & -4L;
            t8 = 0L;
            for (;;) {
                _mm256_storeu_pd(&r[(int)((long)t5 + t8)], _mm256_set1_pd(-1.0));
                t9 = t8 + 4L;
                if (t9 >= t7) {
                    break;
                }
                t8 = t9;
            }
            i_1 = (int)((long)t5 + t7);
        } else {
            i_1 = t5;
        }
        for (; i_1 < 1003; i_1++) {
            r[i_1] = -1.0;
        }
        (_mm256_zeroupper(), roots(n, r, a));
        check = 0.0;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2];
        }
        (_mm256_zeroupper(), printf("n=%d check=%.1f\n", n, check));
    }
    return 0;
}
