/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[13] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 37, 1001};
    double a[1003];
    __m128i t1;
    __m128i t2;
    unsigned int c;
    int n;
    long t3;
    __m128i t4;
    __m128i t5;
    long t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    long t18;
    __m128i t19;
    int t20;
    long t21;
    long t22;
    __m128i t23;
    __m128i t24;
    long t25;
    __m128i t26;
    __m256d t27;
    long t28;
    __m128i t29;
    int i;
    double t30;
    double t31;
    for (c = 0U; (unsigned long)c < 13UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t3 = 1003L & -16L;
            t4 = _mm_set1_epi32((int)0);
            t5 = t4;
            t1 = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
            t6 = 0L;
            for (;;) {
                t7 = t1;
                t8 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
                t9 = t8;
                t10 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
                t11 = t10;
                t12 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
                t13 = t12;
                t14 = _mm256_cvtepi32_pd(t7);
                t15 = _mm256_cvtepi32_pd(t9);
                t16 = _mm256_cvtepi32_pd(t11);
                t17 = _mm256_cvtepi32_pd(t13);
                _mm256_storeu_pd(&a[(int)((long)0 + t6)], t14);
                _mm256_storeu_pd(&a[(int)((long)0 + (t6 + 4L))], t15);
                _mm256_storeu_pd(&a[(int)((long)0 + (t6 + 8L))], t16);
                _mm256_storeu_pd(&a[(int)((long)0 + (t6 + 12L))], t17);
                t18 = t6 + 16L;
                t19 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
                if (t18 >= t3) {
                    break;
                }
                t6 = t18;
                t1 = t19;
            }
            t20 = (int)((long)0 + t3);
        } else {
            t20 = 0;
        }
        t21 = (long)t20 * -1L + 1003L;
        if (t21 >= 4L) {
            t22 = t21 & -4L;
            t23 = _mm_set1_epi32((int)t20);
            t24 = t23;
            t2 = _mm_add_epi32(t24, _mm_setr_epi32(0, 1, 2, 3));
            t25 = 0L;
            for (;;) {
                t26 = t2;
                t27 = _mm256_cvtepi32_pd(t26);
                _mm256_storeu_pd(&a[(int)((long)t20 + t25)], t27);
                t28 = t25 + 4L;
                t29 = _mm_add_epi32(t2, _mm_set1_epi32((int)4));
                if (t28 >= t22) {
                    break;
                }
                t25 = t28;
                t2 = t29;
            }
            i = (int)((long)t20 + t22);
        } else {
            i = t20;
        }
        for (; i < 1003; i++) {
            a[i] = (double)i;
        }
        (_mm256_zeroupper(), zero_and_tick(n, a));
        t30 = a[n];
        if (n) {
            t31 = a[n - 1];
        } else {
            t31 = -1.0;
        }
        (_mm256_zeroupper(), printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t31, t30));
    }
    return 0;
}
