/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized at VF*UF <= 4 only: iteration i + 4 reads what iteration i wrote. */
__attribute__((target("avx2"))) void shift4(int n, int *a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at dist4.c:6 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_add_epi32(a_v, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + ((int)i_vec + 4)), t3);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
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
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(9));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
        long i_vec = 0L;
        /* vcc: loop at dist4.c:15 vectorized: VF 8, UF 4, the remainder at 16:20 by 9 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            _mm256_storeu_si256((__m256i *)&a[i_vec], (__m256i)t1);
            __m256i t6 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
            __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(9));
            __m256i t8 = _mm256_min_epu32(t6, t7);
            _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], t8);
            __m256i t9 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(7));
            __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(9));
            __m256i t11 = _mm256_min_epu32(t9, t10);
            _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t11);
            __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
            __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(9));
            __m256i t14 = _mm256_min_epu32(t12, t13);
            _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], t14);
            i_vec += 32L;
            __m256i t15 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(5));
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(9));
            __m256i t17 = _mm256_min_epu32(t15, t16);
            if (i_vec >= 992L) {
                break;
            }
            t1 = (vcc_v8_int)t17;
        }
        __m256i t18 = _mm256_set1_epi32(2);
        __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(9));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t19, t20);
        long i_vec_1 = 0L;
        /* vcc: loop at dist4.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            _mm256_storeu_si256((__m256i *)&a[992L + i_vec_1], (__m256i)t2);
            i_vec_1 += 8L;
            __m256i t21 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
            __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(9));
            __m256i t23 = _mm256_min_epu32(t21, t22);
            if (i_vec_1 >= 16L) {
                break;
            }
            t2 = (vcc_v8_int)t23;
        }
        a[1008] = 0;
        a[1009] = 1;
        shift4(n, a);
        int i = 0;
        long check = 0L;
        while (i < 1010) {
            check = check * 7L % 1000003L + (long)a[i];
            i++;
        }
        printf("n=%d check=%ld\n", n, check);
        c++;
    }
    return 0;
}
