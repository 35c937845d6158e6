/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized at VF*UF <= 4 only: iteration i + 4 reads what iteration i wrote. */
__attribute__((target("avx2"))) void shift4(int n, int *a) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m128i t5;
    __m128i t6;
    long t7;
    int i;
    t1 = (long)n;
    if (t1 >= 4L) {
        t2 = t1 & -4L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm_loadu_si128((const __m128i *)(a + t4));
            t6 = _mm_add_epi32(t5, _mm_set1_epi32((int)1));
            _mm_storeu_si128((__m128i *)(a + (t4 + 4)), t6);
            t7 = t3 + 4L;
            if (t7 >= t2) {
                break;
            }
            t3 = t7;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 4] = a[i] + 1;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1010];
    long check;
    unsigned int c;
    int n;
    long t1;
    long t2;
    int t3;
    __m256i t4;
    __m256i t5;
    int t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1010L >= 16L) {
            t1 = 1010L & -16L;
            t2 = 0L;
            for (;;) {
                t3 = (int)((long)0 + t2);
                t4 = _mm256_set1_epi32((int)t3);
                t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t6 = (int)((long)0 + (t2 + 8L));
                t7 = _mm256_set1_epi32((int)t6);
                t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t9 = (__m256i)((vcc_v8_int)t5 % (vcc_v8_int)_mm256_set1_epi32((int)9));
                t10 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)9));
                _mm256_storeu_si256((__m256i *)&a[t3], t9);
                _mm256_storeu_si256((__m256i *)&a[t6], t10);
                t11 = t2 + 16L;
                if (t11 >= t1) {
                    break;
                }
                t2 = t11;
            }
            i = (int)((long)0 + t1);
        } else {
            i = 0;
        }
        for (; i < 1010; i++) {
            a[i] = i % 9;
        }
        shift4(n, a);
        check = 0L;
        for (i_1 = 0; i_1 < 1010; i_1++) {
            check = check * 7L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
