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
    int i;
    t2 = (long)n;
    if (t2 >= 4L) {
        t3 = t2 & -4L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = _mm_loadu_si128((const __m128i *)(a + t4));
            t6 = _mm_add_epi32(t5, _mm_set1_epi32((int)1));
            _mm_storeu_si128((__m128i *)(a + (t4 + 4)), t6);
            t1 += 4L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long check;
    unsigned int c;
    int n;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    long t21;
    long t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1010L >= 32L) {
            t5 = 1010L & -32L;
            t6 = _mm256_set1_epi32((int)0);
            t7 = t6;
            t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t8 = t1;
                t9 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)9));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t9);
                t10 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t11 = t10;
                t12 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)9));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t12);
                t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                t14 = t13;
                t15 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)9));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t15);
                t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                t17 = t16;
                t18 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)9));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t18);
                t2 += 32L;
                t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                if (t2 >= t5) {
                    break;
                }
                t1 = t19;
            }
            t20 = (int)((long)0 + t5);
        } else {
            t20 = 0;
        }
        t21 = (long)t20 * -1L + 1010L;
        if (t21 >= 8L) {
            t22 = t21 & -8L;
            t23 = _mm256_set1_epi32((int)t20);
            t24 = t23;
            t3 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t25 = t3;
                t26 = (__m256i)((vcc_v8_int)t25 % (vcc_v8_int)_mm256_set1_epi32((int)9));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)t20 + t4)], t26);
                t4 += 8L;
                t27 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                if (t4 >= t22) {
                    break;
                }
                t3 = t27;
            }
            i = (int)((long)t20 + t22);
        } else {
            i = t20;
        }
        for (; i < 1010; i++) {
            a[i] = i % 9;
        }
        (_mm256_zeroupper(), shift4(n, a));
        check = 0L;
        for (i_1 = 0; i_1 < 1010; i_1++) {
            check = check * 7L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
