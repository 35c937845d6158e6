/* vcc: vector types and helpers */
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
__attribute__((target("avx2"))) int fill(int n, int *restrict a) {
    long t1;
    long t2;
    long t3;
    __m256i t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    int i;
    int s;
    int s_1;
    int i_1;
    t1 = (long)n + -1L;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = _mm256_set1_epi32((int)t5);
            t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)(a + t5), t8);
            t9 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t10 = _mm256_xor_si256(t9, t7);
            t11 = t10;
            t12 = _mm256_add_epi32(t4, t11);
            t13 = t3 + 8L;
            if (t13 >= t2) {
                break;
            }
            t3 = t13;
            t4 = t12;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t12));
    } else {
        i = 0;
        s = 0;
    }
    for (;;) {
        a[i] = i * 5;
        s_1 = s + (a[i] ^ i);
        i_1 = i + 1;
        if (i_1 >= n) {
            return s_1 * 3 + i_1;
        }
        i = i_1;
        s = s_1;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    long check;
    unsigned int c;
    int n;
    long t1;
    long t2;
    long t3;
    int i;
    int r;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t1 = 1003L & -32L;
            t2 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], _mm256_set1_epi32((int)-1));
                t3 = t2 + 32L;
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
            a[i] = -1;
        }
        r = fill(n, a);
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 17L % 1000003L + (long)a[i_1];
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
    }
    return 0;
}
