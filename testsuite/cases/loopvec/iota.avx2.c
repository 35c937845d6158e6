/* vcc: vector types and helpers */
#include <immintrin.h>
typedef long vcc_v4_long __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the induction variable is a value in the body (a vector start + [0, 1, ...]). */
__attribute__((target("avx2"))) void iota3(long n, long *restrict a) {
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long t23;
    long i;
    if (n >= 16L) {
        t1 = n & -16L;
        t2 = 0L;
        for (;;) {
            t3 = 0L + t2;
            t4 = _mm256_set1_epi64x((long long)t3);
            t5 = _mm256_add_epi64(t4, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t6 = 0L + (t2 + 4L);
            t7 = _mm256_set1_epi64x((long long)t6);
            t8 = _mm256_add_epi64(t7, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t9 = 0L + (t2 + 8L);
            t10 = _mm256_set1_epi64x((long long)t9);
            t11 = _mm256_add_epi64(t10, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t12 = 0L + (t2 + 12L);
            t13 = _mm256_set1_epi64x((long long)t12);
            t14 = _mm256_add_epi64(t13, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t15 = (__m256i)((vcc_v4_long)t5 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            t16 = (__m256i)((vcc_v4_long)t8 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            t17 = (__m256i)((vcc_v4_long)t11 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            t18 = (__m256i)((vcc_v4_long)t14 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            t19 = _mm256_sub_epi64(t15, _mm256_set1_epi64x((long long)7LL));
            t20 = _mm256_sub_epi64(t16, _mm256_set1_epi64x((long long)7LL));
            t21 = _mm256_sub_epi64(t17, _mm256_set1_epi64x((long long)7LL));
            t22 = _mm256_sub_epi64(t18, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t3), t19);
            _mm256_storeu_si256((__m256i *)(a + t6), t20);
            _mm256_storeu_si256((__m256i *)(a + t9), t21);
            _mm256_storeu_si256((__m256i *)(a + t12), t22);
            t23 = t2 + 16L;
            if (t23 >= t1) {
                break;
            }
            t2 = t23;
        }
        i = 0L + t1;
    } else {
        i = 0L;
    }
    for (; i < n; i++) {
        a[i] = i * 3L - 7L;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const long counts[73] = {0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L, 21L, 22L, 23L, 24L, 25L, 26L, 27L, 28L, 29L, 30L, 31L, 32L, 33L, 34L, 35L, 36L, 37L, 38L, 39L, 40L, 41L, 42L, 43L, 44L, 45L, 46L, 47L, 48L, 49L, 50L, 51L, 52L, 53L, 54L, 55L, 56L, 57L, 58L, 59L, 60L, 61L, 62L, 63L, 64L, 65L, 66L, 67L, 68L, 69L, 70L, 259L, 1001L};
    long a[1003];
    long check;
    unsigned int c;
    long n;
    long t1;
    long t2;
    long t3;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t1 = 1003L & -16L;
            t2 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], _mm256_set1_epi64x((long long)-1LL));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 4L))], _mm256_set1_epi64x((long long)-1LL));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], _mm256_set1_epi64x((long long)-1LL));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 12L))], _mm256_set1_epi64x((long long)-1LL));
                t3 = t2 + 16L;
                if (t3 >= t1) {
                    break;
                }
                t2 = t3;
            }
            i = (int)((long)0 + t1);
        } else {
            i = 0;
        }
        for (; i < 1003; i++) {
            a[i] = -1L;
        }
        iota3(n, a);
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 13L % 1000003L + a[i_1];
        }
        printf("n=%ld check=%ld\n", n, check);
    }
    return 0;
}
