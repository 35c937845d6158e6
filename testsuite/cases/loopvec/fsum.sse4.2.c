/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

#include <stdio.h>

/* Not vectorized without --fast-math: the float sum would be reassociated. (The data are small
   integers, so with --fast-math the result is still exact.) */
float fsum(int n, const float *a) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((target("sse4.2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float a[1003];
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t5 = _mm_sub_epi32(t4, _mm_set1_epi32(17));
    vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at fsum.c:15 vectorized: VF 4, UF 4, the remainder at 16:24 by 17 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t6 = _mm_sub_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128 t7 = _mm_cvtepi32_ps(t6);
        _mm_storeu_ps(&a[i_vec], t7);
        __m128i t8 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t9 = _mm_sub_epi32(t8, _mm_set1_epi32(17));
        __m128i t10 = _mm_min_epu32(t8, t9);
        __m128i t11 = _mm_sub_epi32(t10, _mm_set1_epi32(8));
        __m128 t12 = _mm_cvtepi32_ps(t11);
        _mm_storeu_ps(&a[i_vec + 4L], t12);
        __m128i t13 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t14 = _mm_sub_epi32(t13, _mm_set1_epi32(17));
        __m128i t15 = _mm_min_epu32(t13, t14);
        __m128i t16 = _mm_sub_epi32(t15, _mm_set1_epi32(8));
        __m128 t17 = _mm_cvtepi32_ps(t16);
        _mm_storeu_ps(&a[i_vec + 8L], t17);
        __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
        __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(17));
        __m128i t20 = _mm_min_epu32(t18, t19);
        __m128i t21 = _mm_sub_epi32(t20, _mm_set1_epi32(8));
        __m128 t22 = _mm_cvtepi32_ps(t21);
        _mm_storeu_ps(&a[i_vec + 12L], t22);
        i_vec += 16L;
        __m128i t23 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(16));
        __m128i t24 = _mm_sub_epi32(t23, _mm_set1_epi32(17));
        t1 = (vcc_v4_int)_mm_min_epu32(t23, t24);
    } while (i_vec < 992L);
    __m128i t25 = _mm_set1_epi32(6);
    __m128i t26 = _mm_add_epi32(t25, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t27 = _mm_sub_epi32(t26, _mm_set1_epi32(17));
    vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t26, t27);
    long i_vec_1 = 0L;
    /* vcc: loop at fsum.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t28 = _mm_sub_epi32((__m128i)t2, _mm_set1_epi32(8));
        __m128 t29 = _mm_cvtepi32_ps(t28);
        _mm_storeu_ps(&a[992L + i_vec_1], t29);
        i_vec_1 += 4L;
        __m128i t30 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
        __m128i t31 = _mm_sub_epi32(t30, _mm_set1_epi32(17));
        t2 = (vcc_v4_int)_mm_min_epu32(t30, t31);
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t32 = &counts[c];
        float t33 = fsum(*t32, a);
        printf("fsum(%d) = %g\n", *t32, (double)t33);
    }
    return 0;
}
