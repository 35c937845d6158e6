/* vcc: vector types and helpers */
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
__attribute__((target("avx2"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    long t14;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_pd(a + t4);
            t7 = _mm256_loadu_pd(a + t5);
            t8 = _mm256_sub_pd(t6, _mm256_set1_pd(1.0));
            t9 = _mm256_sub_pd(t7, _mm256_set1_pd(1.0));
            t10 = _mm256_loadu_pd(b + t4);
            t11 = _mm256_loadu_pd(b + t5);
            t12 = _mm256_div_pd(t8, t10);
            t13 = _mm256_div_pd(t9, t11);
            _mm256_storeu_pd(r + t4, t12);
            _mm256_storeu_pd(r + t5, t13);
            t14 = t3 + 8L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        r[i] = (a[i] - 1.0) / b[i];
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    double check;
    int i;
    unsigned int c;
    int n;
    long t1;
    long t2;
    long t3;
    int i_1;
    int i_2;
    for (i = 0; i < 1003; i++) {
        a[i] = (double)(i % 29);
        b[i] = (double)(1 << (i % 4));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t1 = 1003L & -16L;
            t2 = 0L;
            for (;;) {
                _mm256_storeu_pd(&r[(int)((long)0 + t2)], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t2 + 4L))], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t2 + 8L))], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t2 + 12L))], _mm256_set1_pd(0.0));
                t3 = t2 + 16L;
                if (t3 >= t1) {
                    break;
                }
                t2 = t3;
            }
            i_1 = (int)((long)0 + t1);
        } else {
            i_1 = 0;
        }
        for (; i_1 < 1003; i_1++) {
            r[i_1] = 0.0;
        }
        ratio(n, r, a, b);
        check = 0.0;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2] * (double)(i_2 % 3);
        }
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
