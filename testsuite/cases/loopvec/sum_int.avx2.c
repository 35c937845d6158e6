/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: integer sum reduction. */
__attribute__((target("avx2"))) int sum(int n, const int *a) {
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t7 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = t6;
            t9 = _mm256_add_epi32(t4, t8);
            t10 = t7;
            t11 = _mm256_add_epi32(t5, t10);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
            t4 = t9;
            t5 = t11;
        }
        t13 = _mm256_add_epi32(t9, t11);
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t13));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
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
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    long t27;
    int i;
    unsigned int c;
    int t28;
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
            t15 = _mm256_mullo_epi32(t5, _mm256_set1_epi32((int)37));
            t16 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)37));
            t17 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)37));
            t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)37));
            t19 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)101));
            t20 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32((int)101));
            t21 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)101));
            t22 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32((int)101));
            t23 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)50));
            t24 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)50));
            t25 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)50));
            t26 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)&a[t3], t23);
            _mm256_storeu_si256((__m256i *)&a[t6], t24);
            _mm256_storeu_si256((__m256i *)&a[t9], t25);
            _mm256_storeu_si256((__m256i *)&a[t12], t26);
            t27 = t2 + 32L;
            if (t27 >= t1) {
                break;
            }
            t2 = t27;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        a[i] = i * 37 % 101 - 50;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t28 = sum(counts[c], a);
        printf("sum(%d) = %d\n", counts[c], t28);
    }
    return 0;
}
