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
    long t1;
    long t2;
    long t3;
    long t4;
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
    long t15;
    __m256i t16;
    __m256i t17;
    int t18;
    long t19;
    long t20;
    __m256i t21;
    long t22;
    __m256i t23;
    __m256i t24;
    int i;
    long t25;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)c);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t8 = _mm256_add_epi32(t7, t5);
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            t11 = _mm256_add_epi32(t10, t5);
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            t12 = (long)(int)((long)0 + (t1 + 16L));
            t13 = _mm256_loadu_si256((const __m256i *)(b + t12));
            t14 = _mm256_add_epi32(t13, t5);
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
            t15 = (long)(int)((long)0 + (t1 + 24L));
            t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            t17 = _mm256_add_epi32(t16, t5);
            _mm256_storeu_si256((__m256i *)(a + t15), t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)((long)0 + t4);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t21 = _mm256_set1_epi32((int)c);
        t2 = 0L;
        do {
            t22 = (long)(int)((long)t18 + t2);
            t23 = _mm256_loadu_si256((const __m256i *)(b + t22));
            t24 = _mm256_add_epi32(t23, t21);
            _mm256_storeu_si256((__m256i *)(a + t22), t24);
            t2 += 8L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        a[t25] = b[t25] + c;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
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
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m256i t22;
    __m256i t23;
    int t24;
    long t25;
    long t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    __m256i t31;
    __m256i t32;
    int i;
    long t33;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t5 = 1003L & -32L;
            t6 = _mm256_set1_epi32((int)0);
            t7 = t6;
            t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t8 = t1;
                t9 = (long)(int)((long)0 + t2);
                _mm256_storeu_si256((__m256i *)&a[t9], _mm256_set1_epi32((int)-1));
                t10 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t9], t10);
                t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t12 = t11;
                t13 = (long)(int)((long)0 + (t2 + 8L));
                _mm256_storeu_si256((__m256i *)&a[t13], _mm256_set1_epi32((int)-1));
                t14 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t13], t14);
                t15 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                t16 = t15;
                t17 = (long)(int)((long)0 + (t2 + 16L));
                _mm256_storeu_si256((__m256i *)&a[t17], _mm256_set1_epi32((int)-1));
                t18 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t17], t18);
                t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                t20 = t19;
                t21 = (long)(int)((long)0 + (t2 + 24L));
                _mm256_storeu_si256((__m256i *)&a[t21], _mm256_set1_epi32((int)-1));
                t22 = _mm256_mullo_epi32(t20, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t21], t22);
                t2 += 32L;
                t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                if (t2 >= t5) {
                    break;
                }
                t1 = t23;
            }
            t24 = (int)((long)0 + t5);
        } else {
            t24 = 0;
        }
        t25 = (long)t24 * -1L + 1003L;
        if (t25 >= 8L) {
            t26 = t25 & -8L;
            t27 = _mm256_set1_epi32((int)t24);
            t28 = t27;
            t3 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t29 = t3;
                t30 = (long)(int)((long)t24 + t4);
                _mm256_storeu_si256((__m256i *)&a[t30], _mm256_set1_epi32((int)-1));
                t31 = _mm256_mullo_epi32(t29, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)&b[t30], t31);
                t4 += 8L;
                t32 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                if (t4 >= t26) {
                    break;
                }
                t3 = t32;
            }
            i = (int)((long)t24 + t26);
        } else {
            i = t24;
        }
        for (; i < 1003; i++) {
            t33 = (long)i;
            a[t33] = -1;
            b[t33] = i * 3;
        }
        (_mm256_zeroupper(), add_const(n, a, b, 42));
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 31L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
