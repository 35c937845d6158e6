/* vcc: vector types and helpers */
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
__attribute__((target("avx2"))) void add_const(int n, int *restrict a, const int *restrict b, int c) {
    long t1;
    long t2;
    __m256i t3;
    long t4;
    int t5;
    __m256i t6;
    __m256i t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_epi32((int)c);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t7 = _mm256_add_epi32(t6, t3);
            _mm256_storeu_si256((__m256i *)(a + t5), t7);
            t8 = t4 + 8L;
            if (t8 >= t2) {
                break;
            }
            t4 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] + c;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
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
    int t9;
    __m256i t10;
    __m256i t11;
    int t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t1 = 1003L & -32L;
            t2 = 0L;
            for (;;) {
                t3 = (int)((long)0 + t2);
                t4 = _mm256_set1_epi32((int)t3);
                t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t6 = (int)((long)0 + (t2 + 8L));
                t7 = _mm256_set1_epi32((int)t6);
                t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t9 = (int)((long)0 + (t2 + 16L));
                t10 = _mm256_set1_epi32((int)t9);
                t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t12 = (int)((long)0 + (t2 + 24L));
                t13 = _mm256_set1_epi32((int)t12);
                t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                _mm256_storeu_si256((__m256i *)&a[t3], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[t6], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[t9], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[t12], _mm256_set1_epi32((int)-1));
                t15 = _mm256_mullo_epi32(t5, _mm256_set1_epi32((int)3));
                t16 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)3));
                t17 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)3));
                t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t3], t15);
                _mm256_storeu_si256((__m256i *)&b[t6], t16);
                _mm256_storeu_si256((__m256i *)&b[t9], t17);
                _mm256_storeu_si256((__m256i *)&b[t12], t18);
                t19 = t2 + 32L;
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
            a[i] = -1;
            b[i] = i * 3;
        }
        add_const(n, a, b, 42);
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 31L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
