/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
__attribute__((target("avx2"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at double_div.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256d a_v = _mm256_loadu_pd(a + t3);
            __m256d t4 = _mm256_sub_pd(a_v, _mm256_set1_pd(1.0));
            __m256d b_v = _mm256_loadu_pd(b + t3);
            __m256d t5 = _mm256_div_pd(t4, b_v);
            _mm256_storeu_pd(r + t3, t5);
            long t6 = (long)(int)(i_vec + 4L);
            __m256d a_v_1 = _mm256_loadu_pd(a + t6);
            __m256d t7 = _mm256_sub_pd(a_v_1, _mm256_set1_pd(1.0));
            __m256d b_v_1 = _mm256_loadu_pd(b + t6);
            __m256d t8 = _mm256_div_pd(t7, b_v_1);
            _mm256_storeu_pd(r + t6, t8);
            long t9 = (long)(int)(i_vec + 8L);
            __m256d a_v_2 = _mm256_loadu_pd(a + t9);
            __m256d t10 = _mm256_sub_pd(a_v_2, _mm256_set1_pd(1.0));
            __m256d b_v_2 = _mm256_loadu_pd(b + t9);
            __m256d t11 = _mm256_div_pd(t10, b_v_2);
            _mm256_storeu_pd(r + t9, t11);
            long t12 = (long)(int)(i_vec + 12L);
            __m256d a_v_3 = _mm256_loadu_pd(a + t12);
            __m256d t13 = _mm256_sub_pd(a_v_3, _mm256_set1_pd(1.0));
            __m256d b_v_3 = _mm256_loadu_pd(b + t12);
            __m256d t14 = _mm256_div_pd(t13, b_v_3);
            _mm256_storeu_pd(r + t12, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256d a_v_4 = _mm256_loadu_pd(a + t18);
            __m256d t19 = _mm256_sub_pd(a_v_4, _mm256_set1_pd(1.0));
            __m256d b_v_4 = _mm256_loadu_pd(b + t18);
            __m256d t20 = _mm256_div_pd(t19, b_v_4);
            _mm256_storeu_pd(r + t18, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        r[t21] = (a[t21] - 1.0) / b[t21];
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = t3;
    __m128i i_v = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t5 = _mm_set1_epi32(0);
    __m128i t6 = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t7 = t6;
    __m128i t8 = _mm_sub_epi32(t7, _mm_set1_epi32(29));
    __m128i t9 = _mm_min_epu32(t7, t8);
    __m128i t1 = t9;
    long i_vec = 0L;
    /* vcc: loop at double_div.c:13 vectorized: VF 4, UF 4, the remainder at 14:16 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128i i_v_2 = i_v;
        long t10 = (long)(int)i_vec;
        __m256d t11 = _mm256_cvtepi32_pd(t1);
        _mm256_storeu_pd(&a[t10], t11);
        __m128i t12 = (__m128i)((vcc_v4_int)i_v_2 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t13 = _mm_sllv_epi32(_mm_set1_epi32(1), t12);
        __m256d t14 = _mm256_cvtepi32_pd(t13);
        _mm256_storeu_pd(&b[t10], t14);
        __m128i t15 = _mm_add_epi32(i_v, _mm_set1_epi32(4));
        __m128i i_v_3 = t15;
        long t16 = (long)(int)(i_vec + 4L);
        __m128i t17 = _mm_add_epi32(t1, _mm_set1_epi32(4));
        __m128i t18 = t17;
        __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(29));
        __m128i t20 = _mm_min_epu32(t18, t19);
        __m128i t21 = t20;
        __m256d t22 = _mm256_cvtepi32_pd(t21);
        _mm256_storeu_pd(&a[t16], t22);
        __m128i t23 = (__m128i)((vcc_v4_int)i_v_3 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t24 = _mm_sllv_epi32(_mm_set1_epi32(1), t23);
        __m256d t25 = _mm256_cvtepi32_pd(t24);
        _mm256_storeu_pd(&b[t16], t25);
        __m128i t26 = _mm_add_epi32(i_v, _mm_set1_epi32(8));
        __m128i i_v_4 = t26;
        long t27 = (long)(int)(i_vec + 8L);
        __m128i t28 = _mm_add_epi32(t1, _mm_set1_epi32(8));
        __m128i t29 = t28;
        __m128i t30 = _mm_sub_epi32(t29, _mm_set1_epi32(29));
        __m128i t31 = _mm_min_epu32(t29, t30);
        __m128i t32 = t31;
        __m256d t33 = _mm256_cvtepi32_pd(t32);
        _mm256_storeu_pd(&a[t27], t33);
        __m128i t34 = (__m128i)((vcc_v4_int)i_v_4 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t35 = _mm_sllv_epi32(_mm_set1_epi32(1), t34);
        __m256d t36 = _mm256_cvtepi32_pd(t35);
        _mm256_storeu_pd(&b[t27], t36);
        __m128i t37 = _mm_add_epi32(i_v, _mm_set1_epi32(12));
        __m128i i_v_5 = t37;
        long t38 = (long)(int)(i_vec + 12L);
        __m128i t39 = _mm_add_epi32(t1, _mm_set1_epi32(12));
        __m128i t40 = t39;
        __m128i t41 = _mm_sub_epi32(t40, _mm_set1_epi32(29));
        __m128i t42 = _mm_min_epu32(t40, t41);
        __m128i t43 = t42;
        __m256d t44 = _mm256_cvtepi32_pd(t43);
        _mm256_storeu_pd(&a[t38], t44);
        __m128i t45 = (__m128i)((vcc_v4_int)i_v_5 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t46 = _mm_sllv_epi32(_mm_set1_epi32(1), t45);
        __m256d t47 = _mm256_cvtepi32_pd(t46);
        _mm256_storeu_pd(&b[t38], t47);
        i_vec += 16L;
        i_v = _mm_add_epi32(i_v, _mm_set1_epi32(16));
        __m128i t48 = _mm_add_epi32(t1, _mm_set1_epi32(16));
        __m128i t49 = t48;
        __m128i t50 = _mm_sub_epi32(t49, _mm_set1_epi32(29));
        __m128i t51 = _mm_min_epu32(t49, t50);
        t1 = t51;
    } while (i_vec < 992L);
    __m128i t52 = _mm_set1_epi32(992);
    __m128i t53 = t52;
    __m128i i_v_1 = _mm_add_epi32(t53, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t54 = _mm_set1_epi32(6);
    __m128i t55 = _mm_add_epi32(t54, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t56 = t55;
    __m128i t57 = _mm_sub_epi32(t56, _mm_set1_epi32(29));
    __m128i t58 = _mm_min_epu32(t56, t57);
    __m128i t2 = t58;
    long i_vec_1 = 0L;
    do {
        __m128i i_v_6 = i_v_1;
        long t59 = (long)(int)(992L + i_vec_1);
        __m256d t60 = _mm256_cvtepi32_pd(t2);
        _mm256_storeu_pd(&a[t59], t60);
        __m128i t61 = (__m128i)((vcc_v4_int)i_v_6 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t62 = _mm_sllv_epi32(_mm_set1_epi32(1), t61);
        __m256d t63 = _mm256_cvtepi32_pd(t62);
        _mm256_storeu_pd(&b[t59], t63);
        i_vec_1 += 4L;
        i_v_1 = _mm_add_epi32(i_v_1, _mm_set1_epi32(4));
        __m128i t64 = _mm_add_epi32(t2, _mm_set1_epi32(4));
        __m128i t65 = t64;
        __m128i t66 = _mm_sub_epi32(t65, _mm_set1_epi32(29));
        __m128i t67 = _mm_min_epu32(t65, t66);
        t2 = t67;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t68 = (long)i;
        a[t68] = (double)(i % 29);
        b[t68] = (double)(1 << (i % 4));
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at double_div.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            _mm256_storeu_pd(&r[(int)i_vec_2], _mm256_set1_pd(0.0));
            _mm256_storeu_pd(&r[(int)(i_vec_2 + 4L)], _mm256_set1_pd(0.0));
            _mm256_storeu_pd(&r[(int)(i_vec_2 + 8L)], _mm256_set1_pd(0.0));
            _mm256_storeu_pd(&r[(int)(i_vec_2 + 12L)], _mm256_set1_pd(0.0));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        do {
            _mm256_storeu_pd(&r[(int)(992L + i_vec_3)], _mm256_set1_pd(0.0));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
        for (int i_1 = 1000; i_1 < 1003; i_1++) {
            r[i_1] = 0.0;
        }
        ratio(n, r, a, b);
        double check = 0.0;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2] * (double)(i_2 % 3);
        }
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
