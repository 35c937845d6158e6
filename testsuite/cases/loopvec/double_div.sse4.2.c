/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
__attribute__((target("sse4.2"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at double_div.c:6 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_sub_pd(a_v, _mm_set1_pd(1.0));
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128d t4 = _mm_div_pd(t3, b_v);
            _mm_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t5);
            __m128d t6 = _mm_sub_pd(a_v_1, _mm_set1_pd(1.0));
            __m128d b_v_1 = _mm_loadu_pd(b + t5);
            __m128d t7 = _mm_div_pd(t6, b_v_1);
            _mm_storeu_pd(r + t5, t7);
            long t8 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t8);
            __m128d t9 = _mm_sub_pd(a_v_2, _mm_set1_pd(1.0));
            __m128d b_v_2 = _mm_loadu_pd(b + t8);
            __m128d t10 = _mm_div_pd(t9, b_v_2);
            _mm_storeu_pd(r + t8, t10);
            long t11 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t11);
            __m128d t12 = _mm_sub_pd(a_v_3, _mm_set1_pd(1.0));
            __m128d b_v_3 = _mm_loadu_pd(b + t11);
            __m128d t13 = _mm_div_pd(t12, b_v_3);
            _mm_storeu_pd(r + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at double_div.c:6 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t17);
            __m128d t18 = _mm_sub_pd(a_v_4, _mm_set1_pd(1.0));
            __m128d b_v_4 = _mm_loadu_pd(b + t17);
            __m128d t19 = _mm_div_pd(t18, b_v_4);
            _mm_storeu_pd(r + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        r[t20] = (a[t20] - 1.0) / b[t20];
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    int i = 0;
    while (i < 1003) {
        long t1 = (long)i;
        a[t1] = (double)(i % 29);
        b[t1] = (double)(1 << (i % 4));
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec = 0L;
        /* vcc: loop at double_div.c:19 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            _mm_storeu_pd(&r[i_vec], _mm_set1_pd(0.0));
            _mm_storeu_pd(&r[i_vec + 2L], _mm_set1_pd(0.0));
            _mm_storeu_pd(&r[i_vec + 4L], _mm_set1_pd(0.0));
            _mm_storeu_pd(&r[i_vec + 6L], _mm_set1_pd(0.0));
            i_vec += 8L;
        } while (i_vec < 1000L);
        long i_vec_1 = 0L;
        /* vcc: loop at double_div.c:19 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            _mm_storeu_pd(&r[1000L + i_vec_1], _mm_set1_pd(0.0));
            i_vec_1 += 2L;
        } while (i_vec_1 < 2L);
        r[1002] = 0.0;
        ratio(n, r, a, b);
        int i_1 = 0;
        double check = 0.0;
        while (i_1 < 1003) {
            check += r[i_1] * (double)(i_1 % 3);
            i_1++;
        }
        printf("n=%d check=%.4f\n", n, check);
        c++;
    }
    return 0;
}
