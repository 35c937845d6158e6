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
#include <stdio.h>

/* Vectorized: double division and subtraction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
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
    int t25;
    long t26;
    long t27;
    long t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    int i;
    long t33;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 4L));
            t7 = (long)(int)((long)0 + (t1 + 8L));
            t8 = (long)(int)((long)0 + (t1 + 12L));
            t9 = _mm256_loadu_pd(a + t5);
            t10 = _mm256_loadu_pd(a + t6);
            t11 = _mm256_loadu_pd(a + t7);
            t12 = _mm256_loadu_pd(a + t8);
            t13 = _mm256_sub_pd(t9, _mm256_set1_pd(1.0));
            t14 = _mm256_sub_pd(t10, _mm256_set1_pd(1.0));
            t15 = _mm256_sub_pd(t11, _mm256_set1_pd(1.0));
            t16 = _mm256_sub_pd(t12, _mm256_set1_pd(1.0));
            t17 = _mm256_loadu_pd(b + t5);
            t18 = _mm256_loadu_pd(b + t6);
            t19 = _mm256_loadu_pd(b + t7);
            t20 = _mm256_loadu_pd(b + t8);
            t21 = _mm256_div_pd(t13, t17);
            _mm256_storeu_pd(r + t5, t21);
            t22 = _mm256_div_pd(t14, t18);
            _mm256_storeu_pd(r + t6, t22);
            t23 = _mm256_div_pd(t15, t19);
            _mm256_storeu_pd(r + t7, t23);
            t24 = _mm256_div_pd(t16, t20);
            _mm256_storeu_pd(r + t8, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm256_loadu_pd(a + t28);
            t30 = _mm256_sub_pd(t29, _mm256_set1_pd(1.0));
            t31 = _mm256_loadu_pd(b + t28);
            t32 = _mm256_div_pd(t30, t31);
            _mm256_storeu_pd(r + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        r[t33] = (a[t33] - 1.0) / b[t33];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    long t1;
    long t2;
    double check;
    int i;
    long t3;
    unsigned int c;
    int n;
    long t4;
    int t5;
    long t6;
    long t7;
    int t8;
    long t9;
    __m128i t10;
    __m128i t11;
    long t12;
    int i_1;
    int i_2;
    for (i = 0; i < 1003; i++) {
        t3 = (long)i;
        a[t3] = (double)(i % 29);
        b[t3] = (double)(1 << (i % 4));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t4 = 1003L & -16L;
            t1 = 0L;
            do {
                _mm256_storeu_pd(&r[(int)((long)0 + t1)], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t1 + 4L))], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t1 + 8L))], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t1 + 12L))], _mm256_set1_pd(0.0));
                t1 += 16L;
            } while (t1 < t4);
            t5 = (int)((long)0 + t4);
        } else {
            t5 = 0;
        }
        t6 = (long)t5 * -1L + 1003L;
        if (t6 >= 4L) {
            t7 = t6 & -4L;
            t2 = 0L;
            do {
                _mm256_storeu_pd(&r[(int)((long)t5 + t2)], _mm256_set1_pd(0.0));
                t2 += 4L;
            } while (t2 < t7);
            t8 = (int)((long)t5 + t7);
        } else {
            t8 = t5;
        }
        t9 = (long)t8 * -1L + 1003L;
        if ((t9 >= 1L) & (t9 <= 4L)) {
            t10 = _mm_set1_epi32((int)(int)t9);
            t11 = _mm_cmpgt_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
            t12 = 0L;
            _mm256_mask_storeu_pd(&r[(int)((long)t8 + t12)], _mm_movepi32_mask(t11), _mm256_set1_pd(0.0));
            i_1 = (int)((long)t8 + t9);
        } else {
            i_1 = t8;
        }
        for (; i_1 < 1003; i_1++) {
            r[i_1] = 0.0;
        }
        (_mm256_zeroupper(), ratio(n, r, a, b));
        check = 0.0;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2] * (double)(i_2 % 3);
        }
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
