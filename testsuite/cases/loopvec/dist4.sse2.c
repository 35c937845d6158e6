/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized at VF*UF <= 4 only: iteration i + 4 reads what iteration i wrote. */
void shift4(int n, int *a) {
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

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1010];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        __m128i t2 = _mm_set1_epi32(0);
        __m128i t3 = _mm_add_epi32(t2, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t4 = _mm_cmpgt_epi32(t3, _mm_set1_epi32(8));
        __m128i t5 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t4, _mm_set1_epi32(9)); });
        vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t3, t5);
        long i_vec = 0L;
        /* vcc: loop at dist4.c:15 vectorized: VF 4, UF 4, the remainder at 16:20 by 9 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            _mm_storeu_si128((__m128i *)&a[i_vec], (__m128i)t1);
            __m128i t6 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
            __m128i t7 = _mm_cmpgt_epi32(t6, _mm_set1_epi32(8));
            __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, _mm_set1_epi32(9)); });
            __m128i t9 = _mm_sub_epi32(t6, t8);
            _mm_storeu_si128((__m128i *)&a[i_vec + 4L], t9);
            __m128i t10 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
            __m128i t11 = _mm_cmpgt_epi32(t10, _mm_set1_epi32(8));
            __m128i t12 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t11, _mm_set1_epi32(9)); });
            __m128i t13 = _mm_sub_epi32(t10, t12);
            _mm_storeu_si128((__m128i *)&a[i_vec + 8L], t13);
            __m128i t14 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(3));
            __m128i t15 = _mm_cmpgt_epi32(t14, _mm_set1_epi32(8));
            __m128i t16 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t15, _mm_set1_epi32(9)); });
            __m128i t17 = _mm_sub_epi32(t14, t16);
            _mm_storeu_si128((__m128i *)&a[i_vec + 12L], t17);
            i_vec += 16L;
            __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(7));
            __m128i t19 = _mm_cmpgt_epi32(t18, _mm_set1_epi32(8));
            __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, _mm_set1_epi32(9)); });
            __m128i t21 = _mm_sub_epi32(t18, t20);
            if (i_vec >= 1008L) {
                break;
            }
            t1 = (vcc_v4_int)t21;
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
