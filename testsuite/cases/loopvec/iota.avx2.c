/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef long vcc_v4_long __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
__attribute__((target("avx2"))) void iota3(long n, long *restrict a) {
    long t23;
    long i;
    if (n >= 16L) {
        long t5 = n & -16L;
        __m256i t6 = _mm256_set1_epi64x((long long)0L);
        __m256i t7 = t6;
        __m256i t1 = _mm256_add_epi64(t7, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long t2 = 0L;
        do {
            __m256i t8 = t1;
            __m256i t9 = (__m256i)((vcc_v4_long)t8 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t10 = _mm256_sub_epi64(t9, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t2), t10);
            __m256i t11 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)4LL));
            __m256i t12 = t11;
            __m256i t13 = (__m256i)((vcc_v4_long)t12 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t14 = _mm256_sub_epi64(t13, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + (t2 + 4L)), t14);
            __m256i t15 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)8LL));
            __m256i t16 = t15;
            __m256i t17 = (__m256i)((vcc_v4_long)t16 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t18 = _mm256_sub_epi64(t17, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + (t2 + 8L)), t18);
            __m256i t19 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)12LL));
            __m256i t20 = t19;
            __m256i t21 = (__m256i)((vcc_v4_long)t20 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t22 = _mm256_sub_epi64(t21, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + (t2 + 12L)), t22);
            t2 += 16L;
            t1 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)16LL));
        } while (t2 < t5);
        t23 = t5;
    } else {
        t23 = 0L;
    }
    long t24 = n + t23 * -1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        __m256i t26 = _mm256_set1_epi64x((long long)t23);
        __m256i t27 = t26;
        __m256i t3 = _mm256_add_epi64(t27, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        long t4 = 0L;
        do {
            __m256i t28 = t3;
            __m256i t29 = (__m256i)((vcc_v4_long)t28 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t30 = _mm256_sub_epi64(t29, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + (t23 + t4)), t30);
            t4 += 4L;
            t3 = _mm256_add_epi64(t3, _mm256_set1_epi64x((long long)4LL));
        } while (t4 < t25);
        i = t23 + t25;
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        a[i] = i * 3L - 7L;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const long counts[73] = {0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L, 21L, 22L, 23L, 24L, 25L, 26L, 27L, 28L, 29L, 30L, 31L, 32L, 33L, 34L, 35L, 36L, 37L, 38L, 39L, 40L, 41L, 42L, 43L, 44L, 45L, 46L, 47L, 48L, 49L, 50L, 51L, 52L, 53L, 54L, 55L, 56L, 57L, 58L, 59L, 60L, 61L, 62L, 63L, 64L, 65L, 66L, 67L, 68L, 69L, 70L, 259L, 1001L};
    long a[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        long n = counts[c];
        long t1 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&a[(int)t1], _mm256_set1_epi64x((long long)-1LL));
            _mm256_storeu_si256((__m256i *)&a[(int)(t1 + 4L)], _mm256_set1_epi64x((long long)-1LL));
            _mm256_storeu_si256((__m256i *)&a[(int)(t1 + 8L)], _mm256_set1_epi64x((long long)-1LL));
            _mm256_storeu_si256((__m256i *)&a[(int)(t1 + 12L)], _mm256_set1_epi64x((long long)-1LL));
            t1 += 16L;
        } while (t1 < 992L);
        long t2 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&a[(int)(992L + t2)], _mm256_set1_epi64x((long long)-1LL));
            t2 += 4L;
        } while (t2 < 8L);
        for (int i = 1000; i < 1003; i++) {
            a[i] = -1L;
        }
        iota3(n, a);
        long check = 0L;
        for (int i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 13L % 1000003L + a[i_1];
        }
        printf("n=%ld check=%ld\n", n, check);
    }
    return 0;
}
