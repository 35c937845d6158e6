/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* The accesses run backwards: reversed vector loads and stores. */
void down(int n, int *restrict a, const int *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at count_down.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(b + t4 + -3));
            __m128i t6 = (__m128i)((vcc_v4_int)t5 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(a + t4 + -3), t6);
            long t7 = (long)t1 + (i_vec + 4L) * -1L;
            __m128i t8 = _mm_loadu_si128((const __m128i *)(b + t7 + -3));
            __m128i t9 = (__m128i)((vcc_v4_int)t8 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(a + t7 + -3), t9);
            long t10 = (long)t1 + (i_vec + 8L) * -1L;
            __m128i t11 = _mm_loadu_si128((const __m128i *)(b + t10 + -3));
            __m128i t12 = (__m128i)((vcc_v4_int)t11 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(a + t10 + -3), t12);
            long t13 = (long)t1 + (i_vec + 12L) * -1L;
            __m128i t14 = _mm_loadu_si128((const __m128i *)(b + t13 + -3));
            __m128i t15 = (__m128i)((vcc_v4_int)t14 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(a + t13 + -3), t15);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t16 = (long)t1 + 1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at count_down.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t18 = (long)t1 + i_vec_1 * -1L;
            __m128i t19 = _mm_loadu_si128((const __m128i *)(b + t18 + -3));
            __m128i t20 = (__m128i)((vcc_v4_int)t19 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(a + t18 + -3), t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t1 + t17 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t21 = (long)i;
        a[t21] = b[t21] * 2;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t5 = _mm_cmpgt_epi32(t4, _mm_set1_epi32(18));
    __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, _mm_set1_epi32(19)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t4, t6);
    long i_vec = 0L;
    /* vcc: loop at count_down.c:13 vectorized: VF 4, UF 4, the remainder at 14:16 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        _mm_storeu_si128((__m128i *)&b[i_vec], (__m128i)t1);
        __m128i t7 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t8 = _mm_cmpgt_epi32(t7, _mm_set1_epi32(18));
        __m128i t9 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t8, _mm_set1_epi32(19)); });
        __m128i t10 = _mm_sub_epi32(t7, t9);
        _mm_storeu_si128((__m128i *)&b[i_vec + 4L], t10);
        __m128i t11 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t12 = _mm_cmpgt_epi32(t11, _mm_set1_epi32(18));
        __m128i t13 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t12, _mm_set1_epi32(19)); });
        __m128i t14 = _mm_sub_epi32(t11, t13);
        _mm_storeu_si128((__m128i *)&b[i_vec + 8L], t14);
        __m128i t15 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
        __m128i t16 = _mm_cmpgt_epi32(t15, _mm_set1_epi32(18));
        __m128i t17 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t16, _mm_set1_epi32(19)); });
        __m128i t18 = _mm_sub_epi32(t15, t17);
        _mm_storeu_si128((__m128i *)&b[i_vec + 12L], t18);
        i_vec += 16L;
        __m128i t19 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(16));
        __m128i t20 = _mm_cmpgt_epi32(t19, _mm_set1_epi32(18));
        __m128i t21 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t20, _mm_set1_epi32(19)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t19, t21);
    } while (i_vec < 992L);
    __m128i t22 = _mm_set1_epi32(4);
    __m128i t23 = _mm_add_epi32(t22, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t24 = _mm_cmpgt_epi32(t23, _mm_set1_epi32(18));
    __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t24, _mm_set1_epi32(19)); });
    vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t23, t25);
    long i_vec_1 = 0L;
    /* vcc: loop at count_down.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        _mm_storeu_si128((__m128i *)&b[992L + i_vec_1], (__m128i)t2);
        i_vec_1 += 4L;
        __m128i t26 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
        __m128i t27 = _mm_cmpgt_epi32(t26, _mm_set1_epi32(18));
        __m128i t28 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t27, _mm_set1_epi32(19)); });
        t2 = (vcc_v4_int)_mm_sub_epi32(t26, t28);
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        b[i] = i % 19;
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_down.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)&a[i_vec_2], _mm_set1_epi32(0));
            _mm_storeu_si128((__m128i *)&a[i_vec_2 + 4L], _mm_set1_epi32(0));
            _mm_storeu_si128((__m128i *)&a[i_vec_2 + 8L], _mm_set1_epi32(0));
            _mm_storeu_si128((__m128i *)&a[i_vec_2 + 12L], _mm_set1_epi32(0));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at count_down.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)&a[992L + i_vec_3], _mm_set1_epi32(0));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
        a[1000] = 0;
        a[1001] = 0;
        a[1002] = 0;
        down(n, a, b);
        int i_1 = 0;
        long check = 0L;
        while (i_1 < 1003) {
            check = check * 3L % 1000003L + (long)a[i_1];
            i_1++;
        }
        printf("n=%d check=%ld\n", n, check);
        c++;
    }
    return 0;
}
