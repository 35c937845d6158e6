/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

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
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    int t31;
    long t32;
    long t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if ((1010L >= 32L) & (0 >= 0)) {
            t5 = 1010L & -32L;
            t6 = _mm256_set1_epi32((int)(0 % 9));
            t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = t7;
            t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)9));
            t10 = _mm256_min_epu32(t8, t9);
            t1 = t10;
            t2 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t1);
                t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t12 = t11;
                t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)9));
                t14 = _mm256_min_epu32(t12, t13);
                t15 = t14;
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t15);
                t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)7));
                t17 = t16;
                t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)9));
                t19 = _mm256_min_epu32(t17, t18);
                t20 = t19;
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t20);
                t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)6));
                t22 = t21;
                t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)9));
                t24 = _mm256_min_epu32(t22, t23);
                t25 = t24;
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t25);
                t2 += 32L;
                t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)5));
                t27 = t26;
                t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)9));
                t29 = _mm256_min_epu32(t27, t28);
                t30 = t29;
                if (t2 >= t5) {
                    break;
                }
                t1 = t30;
            }
            t31 = (int)((long)0 + t5);
        } else {
            t31 = 0;
        }
        t32 = (long)t31 * -1L + 1010L;
        if ((t32 >= 8L) & (t31 >= 0)) {
            t33 = t32 & -8L;
            t34 = _mm256_set1_epi32((int)(t31 % 9));
            t35 = _mm256_add_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t36 = t35;
            t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32((int)9));
            t38 = _mm256_min_epu32(t36, t37);
            t3 = t38;
            t4 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)t31 + t4)], t3);
                t4 += 8L;
                t39 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                t40 = t39;
                t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32((int)9));
                t42 = _mm256_min_epu32(t40, t41);
                t43 = t42;
                if (t4 >= t33) {
                    break;
                }
                t3 = t43;
            }
            i = (int)((long)t31 + t33);
        } else {
            i = t31;
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
