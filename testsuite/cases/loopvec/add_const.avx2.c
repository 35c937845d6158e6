/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a loop-invariant operand is broadcast. */
__attribute__((target("avx2"))) void add_const(int n, int *restrict a, const int *restrict b, int c) {
    int t18;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi32((int)c);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t8 = _mm256_add_epi32(t7, t5);
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t11 = _mm256_add_epi32(t10, t5);
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            long t12 = (long)(int)(t1 + 16L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t14 = _mm256_add_epi32(t13, t5);
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
            long t15 = (long)(int)(t1 + 24L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t17 = _mm256_add_epi32(t16, t5);
            _mm256_storeu_si256((__m256i *)(a + t15), t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t21 = _mm256_set1_epi32((int)c);
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t18 + t2);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t24 = _mm256_add_epi32(t23, t21);
            _mm256_storeu_si256((__m256i *)(a + t22), t24);
            t2 += 8L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        a[t25] = b[t25] + c;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = t5;
        __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        for (;;) {
            __m256i t7 = t1;
            long t8 = (long)(int)t2;
            _mm256_storeu_si256((__m256i *)&a[t8], _mm256_set1_epi32(-1));
            __m256i t9 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t8], t9);
            __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t11 = t10;
            long t12 = (long)(int)(t2 + 8L);
            _mm256_storeu_si256((__m256i *)&a[t12], _mm256_set1_epi32(-1));
            __m256i t13 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t12], t13);
            __m256i t14 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t15 = t14;
            long t16 = (long)(int)(t2 + 16L);
            _mm256_storeu_si256((__m256i *)&a[t16], _mm256_set1_epi32(-1));
            __m256i t17 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t16], t17);
            __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t19 = t18;
            long t20 = (long)(int)(t2 + 24L);
            _mm256_storeu_si256((__m256i *)&a[t20], _mm256_set1_epi32(-1));
            __m256i t21 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t20], t21);
            t2 += 32L;
            __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
            if (t2 >= 992L) {
                break;
            }
            t1 = t22;
        }
        __m256i t23 = _mm256_set1_epi32(992);
        __m256i t24 = t23;
        __m256i t3 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        for (;;) {
            __m256i t25 = t3;
            long t26 = (long)(int)(992L + t4);
            _mm256_storeu_si256((__m256i *)&a[t26], _mm256_set1_epi32(-1));
            __m256i t27 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t26], t27);
            t4 += 8L;
            __m256i t28 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
            if (t4 >= 8L) {
                break;
            }
            t3 = t28;
        }
        for (int i = 1000; i < 1003; i++) {
            long t29 = (long)i;
            a[t29] = -1;
            b[t29] = i * 3;
        }
        add_const(n, a, b, 42);
        long check = 0L;
        for (int i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 31L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
