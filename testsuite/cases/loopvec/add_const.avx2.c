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
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i c_v = _mm256_set1_epi32((int)c);
        long i_vec = 0L;
        /* vcc: loop at add_const.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = _mm256_add_epi32(b_v, c_v);
            _mm256_storeu_si256((__m256i *)(a + t3), t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_add_epi32(b_v_1, c_v);
            _mm256_storeu_si256((__m256i *)(a + t5), t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t8 = _mm256_add_epi32(b_v_2, c_v);
            _mm256_storeu_si256((__m256i *)(a + t7), t8);
            long t9 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_add_epi32(b_v_3, c_v);
            _mm256_storeu_si256((__m256i *)(a + t9), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m256i c_v_1 = _mm256_set1_epi32((int)c);
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_add_epi32(b_v_4, c_v_1);
            _mm256_storeu_si256((__m256i *)(a + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        a[t16] = b[t16] + c;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m256i t1 = _mm256_set1_epi32(0);
        __m256i t2 = t1;
        __m256i i_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at add_const.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256i i_v_2 = i_v;
            long t3 = (long)(int)i_vec;
            _mm256_storeu_si256((__m256i *)&a[t3], _mm256_set1_epi32(-1));
            __m256i t4 = _mm256_mullo_epi32(i_v_2, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t3], t4);
            __m256i t5 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t5;
            long t6 = (long)(int)(i_vec + 8L);
            _mm256_storeu_si256((__m256i *)&a[t6], _mm256_set1_epi32(-1));
            __m256i t7 = _mm256_mullo_epi32(i_v_3, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t6], t7);
            __m256i t8 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            __m256i i_v_4 = t8;
            long t9 = (long)(int)(i_vec + 16L);
            _mm256_storeu_si256((__m256i *)&a[t9], _mm256_set1_epi32(-1));
            __m256i t10 = _mm256_mullo_epi32(i_v_4, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t9], t10);
            __m256i t11 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
            __m256i i_v_5 = t11;
            long t12 = (long)(int)(i_vec + 24L);
            _mm256_storeu_si256((__m256i *)&a[t12], _mm256_set1_epi32(-1));
            __m256i t13 = _mm256_mullo_epi32(i_v_5, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t12], t13);
            i_vec += 32L;
            __m256i t14 = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
            if (i_vec >= 992L) {
                break;
            }
            i_v = t14;
        }
        __m256i t15 = _mm256_set1_epi32(992);
        __m256i t16 = t15;
        __m256i i_v_1 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        for (;;) {
            __m256i i_v_6 = i_v_1;
            long t17 = (long)(int)(992L + i_vec_1);
            _mm256_storeu_si256((__m256i *)&a[t17], _mm256_set1_epi32(-1));
            __m256i t18 = _mm256_mullo_epi32(i_v_6, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)&b[t17], t18);
            i_vec_1 += 8L;
            __m256i t19 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
            if (i_vec_1 >= 8L) {
                break;
            }
            i_v_1 = t19;
        }
        for (int i = 1000; i < 1003; i++) {
            long t20 = (long)i;
            a[t20] = -1;
            b[t20] = i * 3;
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
