/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
__attribute__((target("avx2"))) void roots(int n, double *restrict r, const double *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sqrt_map.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t3 = _mm256_sqrt_pd(a_v);
            _mm256_storeu_pd(r + i_vec, t3);
            long t4 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t4);
            __m256d t5 = _mm256_sqrt_pd(a_v_1);
            _mm256_storeu_pd(r + t4, t5);
            long t6 = i_vec + 8L;
            __m256d a_v_2 = _mm256_loadu_pd(a + t6);
            __m256d t7 = _mm256_sqrt_pd(a_v_2);
            _mm256_storeu_pd(r + t6, t7);
            long t8 = i_vec + 12L;
            __m256d a_v_3 = _mm256_loadu_pd(a + t8);
            __m256d t9 = _mm256_sqrt_pd(a_v_3);
            _mm256_storeu_pd(r + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sqrt_map.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256d a_v_4 = _mm256_loadu_pd(a + t13);
            __m256d t14 = _mm256_sqrt_pd(a_v_4);
            _mm256_storeu_pd(r + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        double t16 = a[t15];
        r[t15] = sqrt(t16);
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t5 = _mm_sub_epi32(t4, _mm_set1_epi32(31));
    vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t4, t5);
    long i_vec = 0L;
    vcc_v4_int t1 = (vcc_v4_int)(__m128i)t2;
    /* vcc: loop at sqrt_map.c:14 vectorized: VF 4, UF 4, the remainder at 15:25 by 31 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t6 = _mm_mullo_epi32((__m128i)t1, (__m128i)t1);
        __m256d t7 = _mm256_cvtepi32_pd(t6);
        _mm256_storeu_pd(&a[i_vec], t7);
        __m128i t8 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t9 = _mm_sub_epi32(t8, _mm_set1_epi32(31));
        __m128i t10 = _mm_min_epu32(t8, t9);
        __m128i t11 = _mm_mullo_epi32(t10, t10);
        __m256d t12 = _mm256_cvtepi32_pd(t11);
        _mm256_storeu_pd(&a[i_vec + 4L], t12);
        __m128i t13 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t14 = _mm_sub_epi32(t13, _mm_set1_epi32(31));
        __m128i t15 = _mm_min_epu32(t13, t14);
        __m128i t16 = _mm_mullo_epi32(t15, t15);
        __m256d t17 = _mm256_cvtepi32_pd(t16);
        _mm256_storeu_pd(&a[i_vec + 8L], t17);
        __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
        __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(31));
        __m128i t20 = _mm_min_epu32(t18, t19);
        __m128i t21 = _mm_mullo_epi32(t20, t20);
        __m256d t22 = _mm256_cvtepi32_pd(t21);
        _mm256_storeu_pd(&a[i_vec + 12L], t22);
        i_vec += 16L;
        __m128i t23 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(16));
        __m128i t24 = _mm_sub_epi32(t23, _mm_set1_epi32(31));
        t1 = (vcc_v4_int)_mm_min_epu32(t23, t24);
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at sqrt_map.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t25 = _mm_mullo_epi32((__m128i)t2, (__m128i)t2);
        __m256d t26 = _mm256_cvtepi32_pd(t25);
        _mm256_storeu_pd(&a[992L + i_vec_1], t26);
        i_vec_1 += 4L;
        __m128i t27 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
        __m128i t28 = _mm_sub_epi32(t27, _mm_set1_epi32(31));
        t2 = (vcc_v4_int)_mm_min_epu32(t27, t28);
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        int t29 = i % 31;
        a[i] = (double)(t29 * t29);
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at sqrt_map.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            _mm256_storeu_pd(&r[i_vec_2], _mm256_set1_pd(-1.0));
            _mm256_storeu_pd(&r[i_vec_2 + 4L], _mm256_set1_pd(-1.0));
            _mm256_storeu_pd(&r[i_vec_2 + 8L], _mm256_set1_pd(-1.0));
            _mm256_storeu_pd(&r[i_vec_2 + 12L], _mm256_set1_pd(-1.0));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at sqrt_map.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm256_storeu_pd(&r[992L + i_vec_3], _mm256_set1_pd(-1.0));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
        r[1000] = -1.0;
        r[1001] = -1.0;
        r[1002] = -1.0;
        roots(n, r, a);
        int i_1 = 0;
        double check = 0.0;
        while (i_1 < 1003) {
            check += r[i_1];
            i_1++;
        }
        printf("n=%d check=%.1f\n", n, check);
        c++;
    }
    return 0;
}
