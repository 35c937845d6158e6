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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    long t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    long t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    long t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    int i;
    long t33;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_pd(a + t5);
            t7 = _mm256_sub_pd(t6, _mm256_set1_pd(1.0));
            t8 = _mm256_loadu_pd(b + t5);
            t9 = _mm256_div_pd(t7, t8);
            _mm256_storeu_pd(r + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 4L));
            t11 = _mm256_loadu_pd(a + t10);
            t12 = _mm256_sub_pd(t11, _mm256_set1_pd(1.0));
            t13 = _mm256_loadu_pd(b + t10);
            t14 = _mm256_div_pd(t12, t13);
            _mm256_storeu_pd(r + t10, t14);
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = _mm256_loadu_pd(a + t15);
            t17 = _mm256_sub_pd(t16, _mm256_set1_pd(1.0));
            t18 = _mm256_loadu_pd(b + t15);
            t19 = _mm256_div_pd(t17, t18);
            _mm256_storeu_pd(r + t15, t19);
            t20 = (long)(int)((long)0 + (t1 + 12L));
            t21 = _mm256_loadu_pd(a + t20);
            t22 = _mm256_sub_pd(t21, _mm256_set1_pd(1.0));
            t23 = _mm256_loadu_pd(b + t20);
            t24 = _mm256_div_pd(t22, t23);
            _mm256_storeu_pd(r + t20, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm256_loadu_pd(a + t28);
            t30 = _mm256_sub_pd(t29, _mm256_set1_pd(1.0));
            t31 = _mm256_loadu_pd(b + t28);
            t32 = _mm256_div_pd(t30, t31);
            _mm256_storeu_pd(r + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        r[t33] = (a[t33] - 1.0) / b[t33];
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    __m128i t1;
    __m128i t2;
    long t3;
    __m128i t4;
    __m128i t5;
    long t6;
    long t7;
    long t8;
    double check;
    long t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    long t18;
    __m256d t19;
    __m128i t20;
    __m128i t21;
    __m256d t22;
    __m128i t23;
    __m128i t24;
    long t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m256d t31;
    __m128i t32;
    __m128i t33;
    __m256d t34;
    __m128i t35;
    __m128i t36;
    long t37;
    __m128i t38;
    __m128i t39;
    __m128i t40;
    __m128i t41;
    __m128i t42;
    __m256d t43;
    __m128i t44;
    __m128i t45;
    __m256d t46;
    __m128i t47;
    __m128i t48;
    long t49;
    __m128i t50;
    __m128i t51;
    __m128i t52;
    __m128i t53;
    __m128i t54;
    __m256d t55;
    __m128i t56;
    __m128i t57;
    __m256d t58;
    __m128i t59;
    __m128i t60;
    __m128i t61;
    __m128i t62;
    int t63;
    long t64;
    long t65;
    __m128i t66;
    __m128i t67;
    __m128i t68;
    __m128i t69;
    __m128i t70;
    __m128i t71;
    __m128i t72;
    __m128i t73;
    long t74;
    __m256d t75;
    __m128i t76;
    __m128i t77;
    __m256d t78;
    __m128i t79;
    __m128i t80;
    __m128i t81;
    __m128i t82;
    int i;
    long t83;
    unsigned int c;
    int n;
    long t84;
    int t85;
    long t86;
    long t87;
    int i_1;
    int i_2;
    if ((1003L >= 16L) & (0 >= 0)) {
        t9 = 1003L & -16L;
        t10 = _mm_set1_epi32((int)0);
        t11 = t10;
        t1 = _mm_add_epi32(t11, _mm_setr_epi32(0, 1, 2, 3));
        t12 = _mm_set1_epi32((int)(0 % 29));
        t13 = _mm_add_epi32(t12, _mm_setr_epi32(0, 1, 2, 3));
        t14 = t13;
        t15 = _mm_sub_epi32(t14, _mm_set1_epi32((int)29));
        t16 = _mm_min_epu32(t14, t15);
        t2 = t16;
        t3 = 0L;
        do {
            t17 = t1;
            t18 = (long)(int)((long)0 + t3);
            t19 = _mm256_cvtepi32_pd(t2);
            _mm256_storeu_pd(&a[t18], t19);
            t20 = (__m128i)((vcc_v4_int)t17 % (vcc_v4_int)_mm_set1_epi32((int)4));
            t21 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t20);
            t22 = _mm256_cvtepi32_pd(t21);
            _mm256_storeu_pd(&b[t18], t22);
            t23 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t24 = t23;
            t25 = (long)(int)((long)0 + (t3 + 4L));
            t26 = _mm_add_epi32(t2, _mm_set1_epi32((int)4));
            t27 = t26;
            t28 = _mm_sub_epi32(t27, _mm_set1_epi32((int)29));
            t29 = _mm_min_epu32(t27, t28);
            t30 = t29;
            t31 = _mm256_cvtepi32_pd(t30);
            _mm256_storeu_pd(&a[t25], t31);
            t32 = (__m128i)((vcc_v4_int)t24 % (vcc_v4_int)_mm_set1_epi32((int)4));
            t33 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t32);
            t34 = _mm256_cvtepi32_pd(t33);
            _mm256_storeu_pd(&b[t25], t34);
            t35 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t36 = t35;
            t37 = (long)(int)((long)0 + (t3 + 8L));
            t38 = _mm_add_epi32(t2, _mm_set1_epi32((int)8));
            t39 = t38;
            t40 = _mm_sub_epi32(t39, _mm_set1_epi32((int)29));
            t41 = _mm_min_epu32(t39, t40);
            t42 = t41;
            t43 = _mm256_cvtepi32_pd(t42);
            _mm256_storeu_pd(&a[t37], t43);
            t44 = (__m128i)((vcc_v4_int)t36 % (vcc_v4_int)_mm_set1_epi32((int)4));
            t45 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t44);
            t46 = _mm256_cvtepi32_pd(t45);
            _mm256_storeu_pd(&b[t37], t46);
            t47 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t48 = t47;
            t49 = (long)(int)((long)0 + (t3 + 12L));
            t50 = _mm_add_epi32(t2, _mm_set1_epi32((int)12));
            t51 = t50;
            t52 = _mm_sub_epi32(t51, _mm_set1_epi32((int)29));
            t53 = _mm_min_epu32(t51, t52);
            t54 = t53;
            t55 = _mm256_cvtepi32_pd(t54);
            _mm256_storeu_pd(&a[t49], t55);
            t56 = (__m128i)((vcc_v4_int)t48 % (vcc_v4_int)_mm_set1_epi32((int)4));
            t57 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t56);
            t58 = _mm256_cvtepi32_pd(t57);
            _mm256_storeu_pd(&b[t49], t58);
            t3 += 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
            t59 = _mm_add_epi32(t2, _mm_set1_epi32((int)16));
            t60 = t59;
            t61 = _mm_sub_epi32(t60, _mm_set1_epi32((int)29));
            t62 = _mm_min_epu32(t60, t61);
            t2 = t62;
        } while (t3 < t9);
        t63 = (int)((long)0 + t9);
    } else {
        t63 = 0;
    }
    t64 = (long)t63 * -1L + 1003L;
    if ((t64 >= 4L) & (t63 >= 0)) {
        t65 = t64 & -4L;
        t66 = _mm_set1_epi32((int)t63);
        t67 = t66;
        t4 = _mm_add_epi32(t67, _mm_setr_epi32(0, 1, 2, 3));
        t68 = _mm_set1_epi32((int)(t63 % 29));
        t69 = _mm_add_epi32(t68, _mm_setr_epi32(0, 1, 2, 3));
        t70 = t69;
        t71 = _mm_sub_epi32(t70, _mm_set1_epi32((int)29));
        t72 = _mm_min_epu32(t70, t71);
        t5 = t72;
        t6 = 0L;
        do {
            t73 = t4;
            t74 = (long)(int)((long)t63 + t6);
            t75 = _mm256_cvtepi32_pd(t5);
            _mm256_storeu_pd(&a[t74], t75);
            t76 = (__m128i)((vcc_v4_int)t73 % (vcc_v4_int)_mm_set1_epi32((int)4));
            t77 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t76);
            t78 = _mm256_cvtepi32_pd(t77);
            _mm256_storeu_pd(&b[t74], t78);
            t6 += 4L;
            t4 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
            t79 = _mm_add_epi32(t5, _mm_set1_epi32((int)4));
            t80 = t79;
            t81 = _mm_sub_epi32(t80, _mm_set1_epi32((int)29));
            t82 = _mm_min_epu32(t80, t81);
            t5 = t82;
        } while (t6 < t65);
        i = (int)((long)t63 + t65);
    } else {
        i = t63;
    }
    for (; i < 1003; i++) {
        t83 = (long)i;
        a[t83] = (double)(i % 29);
        b[t83] = (double)(1 << (i % 4));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t84 = 1003L & -16L;
            t7 = 0L;
            do {
                _mm256_storeu_pd(&r[(int)((long)0 + t7)], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t7 + 4L))], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t7 + 8L))], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t7 + 12L))], _mm256_set1_pd(0.0));
                t7 += 16L;
            } while (t7 < t84);
            t85 = (int)((long)0 + t84);
        } else {
            t85 = 0;
        }
        t86 = (long)t85 * -1L + 1003L;
        if (t86 >= 4L) {
            t87 = t86 & -4L;
            t8 = 0L;
            do {
                _mm256_storeu_pd(&r[(int)((long)t85 + t8)], _mm256_set1_pd(0.0));
                t8 += 4L;
            } while (t8 < t87);
            i_1 = (int)((long)t85 + t87);
        } else {
            i_1 = t85;
        }
        for (; i_1 < 1003; i_1++) {
            r[i_1] = 0.0;
        }
        (_mm256_zeroupper(), ratio(n, r, a, b));
        check = 0.0;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2] * (double)(i_2 % 3);
        }
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
