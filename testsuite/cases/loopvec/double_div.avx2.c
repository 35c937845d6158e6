/* vcc: vector types and helpers */
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
__attribute__((target("avx2"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
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
            t6 = (long)(int)((long)0 + (t1 + 4L));
            t7 = (long)(int)((long)0 + (t1 + 8L));
            t8 = (long)(int)((long)0 + (t1 + 12L));
            t9 = _mm256_loadu_pd(a + t5);
            t10 = _mm256_loadu_pd(a + t6);
            t11 = _mm256_loadu_pd(a + t7);
            t12 = _mm256_loadu_pd(a + t8);
            t13 = _mm256_sub_pd(t9, _mm256_set1_pd(1.0));
            t14 = _mm256_sub_pd(t10, _mm256_set1_pd(1.0));
            t15 = _mm256_sub_pd(t11, _mm256_set1_pd(1.0));
            t16 = _mm256_sub_pd(t12, _mm256_set1_pd(1.0));
            t17 = _mm256_loadu_pd(b + t5);
            t18 = _mm256_loadu_pd(b + t6);
            t19 = _mm256_loadu_pd(b + t7);
            t20 = _mm256_loadu_pd(b + t8);
            t21 = _mm256_div_pd(t13, t17);
            _mm256_storeu_pd(r + t5, t21);
            t22 = _mm256_div_pd(t14, t18);
            _mm256_storeu_pd(r + t6, t22);
            t23 = _mm256_div_pd(t15, t19);
            _mm256_storeu_pd(r + t7, t23);
            t24 = _mm256_div_pd(t16, t20);
            _mm256_storeu_pd(r + t8, t24);
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
    __m128i t18;
    __m128i t19;
    long t20;
    __m256d t21;
    __m128i t22;
    __m256d t23;
    long t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m256d t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    __m128i t36;
    __m256d t37;
    long t38;
    __m128i t39;
    __m128i t40;
    __m128i t41;
    __m128i t42;
    __m128i t43;
    __m256d t44;
    __m128i t45;
    __m128i t46;
    __m128i t47;
    __m128i t48;
    __m128i t49;
    __m128i t50;
    __m256d t51;
    long t52;
    __m128i t53;
    __m128i t54;
    __m128i t55;
    __m128i t56;
    __m128i t57;
    __m256d t58;
    __m128i t59;
    __m128i t60;
    __m128i t61;
    __m128i t62;
    __m128i t63;
    __m128i t64;
    __m256d t65;
    __m128i t66;
    __m128i t67;
    __m128i t68;
    __m128i t69;
    __m128i t70;
    __m128i t71;
    __m128i t72;
    __m128i t73;
    int t74;
    long t75;
    long t76;
    __m128i t77;
    __m128i t78;
    __m128i t79;
    __m128i t80;
    __m128i t81;
    __m128i t82;
    __m128i t83;
    __m128i t84;
    __m128i t85;
    __m128i t86;
    long t87;
    __m256d t88;
    __m128i t89;
    __m256d t90;
    __m128i t91;
    __m128i t92;
    __m128i t93;
    __m128i t94;
    __m128i t95;
    __m128i t96;
    __m128i t97;
    __m128i t98;
    int i;
    long t99;
    unsigned int c;
    int n;
    long t100;
    int t101;
    long t102;
    long t103;
    int i_1;
    int i_2;
    if ((1003L >= 16L) & (0 >= 0) & (0 >= 0)) {
        t9 = 1003L & -16L;
        t10 = _mm_set1_epi32((int)(0 % 29));
        t11 = _mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
        t12 = t11;
        t13 = _mm_sub_epi32(t12, _mm_set1_epi32((int)29));
        t14 = _mm_min_epu32(t12, t13);
        t1 = t14;
        t15 = _mm_set1_epi32((int)(0 % 4));
        t16 = _mm_add_epi32(t15, _mm_setr_epi32(0, 1, 2, 3));
        t17 = t16;
        t18 = _mm_sub_epi32(t17, _mm_set1_epi32((int)4));
        t19 = _mm_min_epu32(t17, t18);
        t2 = t19;
        t3 = 0L;
        do {
            t20 = (long)(int)((long)0 + t3);
            t21 = _mm256_cvtepi32_pd(t1);
            _mm256_storeu_pd(&a[t20], t21);
            t22 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t2);
            t23 = _mm256_cvtepi32_pd(t22);
            _mm256_storeu_pd(&b[t20], t23);
            t24 = (long)(int)((long)0 + (t3 + 4L));
            t25 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t26 = t25;
            t27 = _mm_sub_epi32(t26, _mm_set1_epi32((int)29));
            t28 = _mm_min_epu32(t26, t27);
            t29 = t28;
            t30 = _mm256_cvtepi32_pd(t29);
            _mm256_storeu_pd(&a[t24], t30);
            t31 = _mm_add_epi32(t2, _mm_set1_epi32((int)0));
            t32 = t31;
            t33 = _mm_sub_epi32(t32, _mm_set1_epi32((int)4));
            t34 = _mm_min_epu32(t32, t33);
            t35 = t34;
            t36 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t35);
            t37 = _mm256_cvtepi32_pd(t36);
            _mm256_storeu_pd(&b[t24], t37);
            t38 = (long)(int)((long)0 + (t3 + 8L));
            t39 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t40 = t39;
            t41 = _mm_sub_epi32(t40, _mm_set1_epi32((int)29));
            t42 = _mm_min_epu32(t40, t41);
            t43 = t42;
            t44 = _mm256_cvtepi32_pd(t43);
            _mm256_storeu_pd(&a[t38], t44);
            t45 = _mm_add_epi32(t2, _mm_set1_epi32((int)0));
            t46 = t45;
            t47 = _mm_sub_epi32(t46, _mm_set1_epi32((int)4));
            t48 = _mm_min_epu32(t46, t47);
            t49 = t48;
            t50 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t49);
            t51 = _mm256_cvtepi32_pd(t50);
            _mm256_storeu_pd(&b[t38], t51);
            t52 = (long)(int)((long)0 + (t3 + 12L));
            t53 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t54 = t53;
            t55 = _mm_sub_epi32(t54, _mm_set1_epi32((int)29));
            t56 = _mm_min_epu32(t54, t55);
            t57 = t56;
            t58 = _mm256_cvtepi32_pd(t57);
            _mm256_storeu_pd(&a[t52], t58);
            t59 = _mm_add_epi32(t2, _mm_set1_epi32((int)0));
            t60 = t59;
            t61 = _mm_sub_epi32(t60, _mm_set1_epi32((int)4));
            t62 = _mm_min_epu32(t60, t61);
            t63 = t62;
            t64 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t63);
            t65 = _mm256_cvtepi32_pd(t64);
            _mm256_storeu_pd(&b[t52], t65);
            t3 += 16L;
            t66 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
            t67 = t66;
            t68 = _mm_sub_epi32(t67, _mm_set1_epi32((int)29));
            t69 = _mm_min_epu32(t67, t68);
            t1 = t69;
            t70 = _mm_add_epi32(t2, _mm_set1_epi32((int)0));
            t71 = t70;
            t72 = _mm_sub_epi32(t71, _mm_set1_epi32((int)4));
            t73 = _mm_min_epu32(t71, t72);
            t2 = t73;
        } while (t3 < t9);
        t74 = (int)((long)0 + t9);
    } else {
        t74 = 0;
    }
    t75 = (long)t74 * -1L + 1003L;
    if ((t75 >= 4L) & (t74 >= 0) & (t74 >= 0)) {
        t76 = t75 & -4L;
        t77 = _mm_set1_epi32((int)(t74 % 29));
        t78 = _mm_add_epi32(t77, _mm_setr_epi32(0, 1, 2, 3));
        t79 = t78;
        t80 = _mm_sub_epi32(t79, _mm_set1_epi32((int)29));
        t81 = _mm_min_epu32(t79, t80);
        t4 = t81;
        t82 = _mm_set1_epi32((int)(t74 % 4));
        t83 = _mm_add_epi32(t82, _mm_setr_epi32(0, 1, 2, 3));
        t84 = t83;
        t85 = _mm_sub_epi32(t84, _mm_set1_epi32((int)4));
        t86 = _mm_min_epu32(t84, t85);
        t5 = t86;
        t6 = 0L;
        do {
            t87 = (long)(int)((long)t74 + t6);
            t88 = _mm256_cvtepi32_pd(t4);
            _mm256_storeu_pd(&a[t87], t88);
            t89 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t5);
            t90 = _mm256_cvtepi32_pd(t89);
            _mm256_storeu_pd(&b[t87], t90);
            t6 += 4L;
            t91 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
            t92 = t91;
            t93 = _mm_sub_epi32(t92, _mm_set1_epi32((int)29));
            t94 = _mm_min_epu32(t92, t93);
            t4 = t94;
            t95 = _mm_add_epi32(t5, _mm_set1_epi32((int)0));
            t96 = t95;
            t97 = _mm_sub_epi32(t96, _mm_set1_epi32((int)4));
            t98 = _mm_min_epu32(t96, t97);
            t5 = t98;
        } while (t6 < t76);
        i = (int)((long)t74 + t76);
    } else {
        i = t74;
    }
    for (; i < 1003; i++) {
        t99 = (long)i;
        a[t99] = (double)(i % 29);
        b[t99] = (double)(1 << (i % 4));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t100 = 1003L & -16L;
            t7 = 0L;
            do {
                _mm256_storeu_pd(&r[(int)((long)0 + t7)], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t7 + 4L))], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t7 + 8L))], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t7 + 12L))], _mm256_set1_pd(0.0));
                t7 += 16L;
            } while (t7 < t100);
            t101 = (int)((long)0 + t100);
        } else {
            t101 = 0;
        }
        t102 = (long)t101 * -1L + 1003L;
        if (t102 >= 4L) {
            t103 = t102 & -4L;
            t8 = 0L;
            do {
                _mm256_storeu_pd(&r[(int)((long)t101 + t8)], _mm256_set1_pd(0.0));
                t8 += 4L;
            } while (t8 < t103);
            i_1 = (int)((long)t101 + t103);
        } else {
            i_1 = t101;
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
