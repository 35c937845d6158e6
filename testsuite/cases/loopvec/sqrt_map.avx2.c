/* vcc: vector types and helpers */
#include <immintrin.h>
typedef double vcc_v4_double __attribute__((vector_size(32)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

/* vcc-test: expect-vectorized 1 */
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
__attribute__((target("avx2,fma"))) void roots(int n, double *restrict r, const double *restrict a) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
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
    long t18;
    int i;
    double t19;
    t1 = (long)n;
    t2 = (unsigned long)r;
    t3 = (unsigned long)a;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -8L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = (int)((long)0 + (t5 + 4L));
            t8 = _mm256_loadu_pd(a + t6);
            t9 = _mm256_loadu_pd(a + t7);
            t10 = (__m256d)vcc_insert((vcc_v4_double)(__m256d)(vcc_v4_double){0}, 0, sqrt(((vcc_v4_double)t8)[0]));
            t11 = (__m256d)vcc_insert((vcc_v4_double)t10, 1, sqrt(((vcc_v4_double)t8)[1]));
            t12 = (__m256d)vcc_insert((vcc_v4_double)t11, 2, sqrt(((vcc_v4_double)t8)[2]));
            t13 = (__m256d)vcc_insert((vcc_v4_double)t12, 3, sqrt(((vcc_v4_double)t8)[3]));
            t14 = (__m256d)vcc_insert((vcc_v4_double)(__m256d)(vcc_v4_double){0}, 0, sqrt(((vcc_v4_double)t9)[0]));
            t15 = (__m256d)vcc_insert((vcc_v4_double)t14, 1, sqrt(((vcc_v4_double)t9)[1]));
            t16 = (__m256d)vcc_insert((vcc_v4_double)t15, 2, sqrt(((vcc_v4_double)t9)[2]));
            t17 = (__m256d)vcc_insert((vcc_v4_double)t16, 3, sqrt(((vcc_v4_double)t9)[3]));
            _mm256_storeu_pd(r + t6, t13);
            _mm256_storeu_pd(r + t7, t17);
            t18 = t5 + 8L;
            if (t18 >= t4) {
                break;
            }
            t5 = t18;
        }
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t19 = a[i];
        r[i] = sqrt(t19);
    }
}

__attribute__((target("avx2,fma"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
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
        a[i] = (double)(i % 31 * (i % 31));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t1 = 1003L & -16L;
            t2 = 0L;
            for (;;) {
                _mm256_storeu_pd(&r[(int)((long)0 + t2)], _mm256_set1_pd(-1.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t2 + 4L))], _mm256_set1_pd(-1.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t2 + 8L))], _mm256_set1_pd(-1.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t2 + 12L))], _mm256_set1_pd(-1.0));
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
            r[i_1] = -1.0;
        }
        roots(n, r, a);
        check = 0.0;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2];
        }
        printf("n=%d check=%.1f\n", n, check);
    }
    return 0;
}
