/* vcc: vector types and helpers */
#include <immintrin.h>

#include <stdio.h>

/* Not vectorized: the call to `tick` may have side effects. */
static int ticks;

void tick(void) {
    ticks++;
}

void zero_and_tick(int n, double *a) {
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        tick();
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[13] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 37, 1001};
    double a[1003];
    unsigned int c;
    int n;
    long t1;
    long t2;
    int t3;
    __m128i t4;
    __m128i t5;
    int t6;
    __m128i t7;
    __m128i t8;
    int t9;
    __m128i t10;
    __m128i t11;
    int t12;
    __m128i t13;
    __m128i t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    long t19;
    int i;
    double t20;
    double t21;
    for (c = 0U; (unsigned long)c < 13UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t1 = 1003L & -16L;
            t2 = 0L;
            for (;;) {
                t3 = (int)((long)0 + t2);
                t4 = _mm_set1_epi32((int)t3);
                t5 = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
                t6 = (int)((long)0 + (t2 + 4L));
                t7 = _mm_set1_epi32((int)t6);
                t8 = _mm_add_epi32(t7, _mm_setr_epi32(0, 1, 2, 3));
                t9 = (int)((long)0 + (t2 + 8L));
                t10 = _mm_set1_epi32((int)t9);
                t11 = _mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
                t12 = (int)((long)0 + (t2 + 12L));
                t13 = _mm_set1_epi32((int)t12);
                t14 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
                t15 = _mm256_cvtepi32_pd(t5);
                t16 = _mm256_cvtepi32_pd(t8);
                t17 = _mm256_cvtepi32_pd(t11);
                t18 = _mm256_cvtepi32_pd(t14);
                _mm256_storeu_pd(&a[t3], t15);
                _mm256_storeu_pd(&a[t6], t16);
                _mm256_storeu_pd(&a[t9], t17);
                _mm256_storeu_pd(&a[t12], t18);
                t19 = t2 + 16L;
                if (t19 >= t1) {
                    break;
                }
                t2 = t19;
            }
            i = (int)((long)0 + t1);
        } else {
            i = 0;
        }
        for (; i < 1003; i++) {
            a[i] = (double)i;
        }
        zero_and_tick(n, a);
        t20 = a[n];
        if (n) {
            t21 = a[n - 1];
        } else {
            t21 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t21, t20);
    }
    return 0;
}
