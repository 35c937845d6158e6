/* vcc: vector types and helpers */
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
__attribute__((target("avx2,fma"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    int t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    long t18;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)r;
    t3 = (unsigned long)a;
    t4 = (unsigned long)r;
    t5 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = (int)((long)0 + (t7 + 4L));
            t10 = _mm256_loadu_pd(a + t8);
            t11 = _mm256_loadu_pd(a + t9);
            t12 = _mm256_sub_pd(t10, _mm256_set1_pd(1.0));
            t13 = _mm256_sub_pd(t11, _mm256_set1_pd(1.0));
            t14 = _mm256_loadu_pd(b + t8);
            t15 = _mm256_loadu_pd(b + t9);
            t16 = _mm256_div_pd(t12, t14);
            t17 = _mm256_div_pd(t13, t15);
            _mm256_storeu_pd(r + t8, t16);
            _mm256_storeu_pd(r + t9, t17);
            t18 = t7 + 8L;
            if (t18 >= t6) {
                break;
            }
            t7 = t18;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        r[i] = (a[i] - 1.0) / b[i];
    }
}

__attribute__((target("avx2,fma"))) int main(void) {
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
