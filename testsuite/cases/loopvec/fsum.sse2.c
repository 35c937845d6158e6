/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
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

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float a[1003];
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t5 = _mm_cmpgt_epi32(t4, _mm_set1_epi32(16));
    __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, _mm_set1_epi32(17)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t4, t6);
    long i_vec = 0L;
    /* vcc: loop at fsum.c:15 vectorized: VF 4, UF 4, the remainder at 16:24 by 17 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t7 = _mm_sub_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128 t8 = _mm_cvtepi32_ps(t7);
        _mm_storeu_ps(&a[i_vec], t8);
        __m128i t9 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t10 = _mm_cmpgt_epi32(t9, _mm_set1_epi32(16));
        __m128i t11 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t10, _mm_set1_epi32(17)); });
        __m128i t12 = _mm_sub_epi32(t9, t11);
        __m128i t13 = _mm_sub_epi32(t12, _mm_set1_epi32(8));
        __m128 t14 = _mm_cvtepi32_ps(t13);
        _mm_storeu_ps(&a[i_vec + 4L], t14);
        __m128i t15 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t16 = _mm_cmpgt_epi32(t15, _mm_set1_epi32(16));
        __m128i t17 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t16, _mm_set1_epi32(17)); });
        __m128i t18 = _mm_sub_epi32(t15, t17);
        __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(8));
        __m128 t20 = _mm_cvtepi32_ps(t19);
        _mm_storeu_ps(&a[i_vec + 8L], t20);
        __m128i t21 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
        __m128i t22 = _mm_cmpgt_epi32(t21, _mm_set1_epi32(16));
        __m128i t23 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t22, _mm_set1_epi32(17)); });
        __m128i t24 = _mm_sub_epi32(t21, t23);
        __m128i t25 = _mm_sub_epi32(t24, _mm_set1_epi32(8));
        __m128 t26 = _mm_cvtepi32_ps(t25);
        _mm_storeu_ps(&a[i_vec + 12L], t26);
        i_vec += 16L;
        __m128i t27 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(16));
        __m128i t28 = _mm_cmpgt_epi32(t27, _mm_set1_epi32(16));
        __m128i t29 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, _mm_set1_epi32(17)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t27, t29);
    } while (i_vec < 992L);
    __m128i t30 = _mm_set1_epi32(6);
    __m128i t31 = _mm_add_epi32(t30, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t32 = _mm_cmpgt_epi32(t31, _mm_set1_epi32(16));
    __m128i t33 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t32, _mm_set1_epi32(17)); });
    vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t31, t33);
    long i_vec_1 = 0L;
    /* vcc: loop at fsum.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t34 = _mm_sub_epi32((__m128i)t2, _mm_set1_epi32(8));
        __m128 t35 = _mm_cvtepi32_ps(t34);
        _mm_storeu_ps(&a[992L + i_vec_1], t35);
        i_vec_1 += 4L;
        __m128i t36 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
        __m128i t37 = _mm_cmpgt_epi32(t36, _mm_set1_epi32(16));
        __m128i t38 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t37, _mm_set1_epi32(17)); });
        t2 = (vcc_v4_int)_mm_sub_epi32(t36, t38);
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t39 = &counts[c];
        float t40 = fsum(*t39, a);
        printf("fsum(%d) = %g\n", *t39, (double)t40);
    }
    return 0;
}
