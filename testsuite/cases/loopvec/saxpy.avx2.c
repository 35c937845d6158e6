/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
__attribute__((target("avx2"))) void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    long t1;
    long t2;
    long t3;
    long t4;
    __m256 t5;
    long t6;
    float *t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    long t12;
    float *t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    long t18;
    float *t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    long t24;
    float *t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    int t30;
    long t31;
    long t32;
    __m256 t33;
    long t34;
    float *t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    int i;
    long t40;
    float *t41;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_ps(a);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = y + t6;
            t8 = _mm256_loadu_ps(x + t6);
            t9 = _mm256_mul_ps(t5, t8);
            t10 = _mm256_loadu_ps(t7);
            t11 = _mm256_add_ps(t9, t10);
            _mm256_storeu_ps(t7, t11);
            t12 = (long)(int)((long)0 + (t1 + 8L));
            t13 = y + t12;
            t14 = _mm256_loadu_ps(x + t12);
            t15 = _mm256_mul_ps(t5, t14);
            t16 = _mm256_loadu_ps(t13);
            t17 = _mm256_add_ps(t15, t16);
            _mm256_storeu_ps(t13, t17);
            t18 = (long)(int)((long)0 + (t1 + 16L));
            t19 = y + t18;
            t20 = _mm256_loadu_ps(x + t18);
            t21 = _mm256_mul_ps(t5, t20);
            t22 = _mm256_loadu_ps(t19);
            t23 = _mm256_add_ps(t21, t22);
            _mm256_storeu_ps(t19, t23);
            t24 = (long)(int)((long)0 + (t1 + 24L));
            t25 = y + t24;
            t26 = _mm256_loadu_ps(x + t24);
            t27 = _mm256_mul_ps(t5, t26);
            t28 = _mm256_loadu_ps(t25);
            t29 = _mm256_add_ps(t27, t28);
            _mm256_storeu_ps(t25, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)((long)0 + t4);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = _mm256_set1_ps(a);
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t30 + t2);
            t35 = y + t34;
            t36 = _mm256_loadu_ps(x + t34);
            t37 = _mm256_mul_ps(t33, t36);
            t38 = _mm256_loadu_ps(t35);
            t39 = _mm256_add_ps(t37, t38);
            _mm256_storeu_ps(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    double check;
    unsigned int c;
    int n;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    __m256 t19;
    __m256 t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256 t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256 t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256 t46;
    long t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256 t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256 t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    int t70;
    long t71;
    long t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    long t83;
    __m256 t84;
    __m256 t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    int i;
    long t96;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if ((1003L >= 32L) & (0 >= 0) & (0 >= 0)) {
            t7 = 1003L & -32L;
            t8 = _mm256_set1_epi32((int)(0 % 13));
            t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t10 = t9;
            t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32((int)13));
            t12 = _mm256_min_epu32(t10, t11);
            t1 = t12;
            t13 = _mm256_set1_epi32((int)(0 % 7));
            t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            t15 = t14;
            t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)7));
            t17 = _mm256_min_epu32(t15, t16);
            t2 = t17;
            t3 = 0L;
            for (;;) {
                t18 = (long)(int)((long)0 + t3);
                t19 = _mm256_cvtepi32_ps(t1);
                _mm256_storeu_ps(&x[t18], t19);
                t20 = _mm256_cvtepi32_ps(t2);
                _mm256_storeu_ps(&y[t18], t20);
                t21 = (long)(int)((long)0 + (t3 + 8L));
                t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t23 = t22;
                t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32((int)13));
                t25 = _mm256_min_epu32(t23, t24);
                t26 = t25;
                t27 = _mm256_cvtepi32_ps(t26);
                _mm256_storeu_ps(&x[t21], t27);
                t28 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
                t29 = t28;
                t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)7));
                t31 = _mm256_min_epu32(t29, t30);
                t32 = t31;
                t33 = _mm256_cvtepi32_ps(t32);
                _mm256_storeu_ps(&y[t21], t33);
                t34 = (long)(int)((long)0 + (t3 + 16L));
                t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)3));
                t36 = t35;
                t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32((int)13));
                t38 = _mm256_min_epu32(t36, t37);
                t39 = t38;
                t40 = _mm256_cvtepi32_ps(t39);
                _mm256_storeu_ps(&x[t34], t40);
                t41 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
                t42 = t41;
                t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)7));
                t44 = _mm256_min_epu32(t42, t43);
                t45 = t44;
                t46 = _mm256_cvtepi32_ps(t45);
                _mm256_storeu_ps(&y[t34], t46);
                t47 = (long)(int)((long)0 + (t3 + 24L));
                t48 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)11));
                t49 = t48;
                t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)13));
                t51 = _mm256_min_epu32(t49, t50);
                t52 = t51;
                t53 = _mm256_cvtepi32_ps(t52);
                _mm256_storeu_ps(&x[t47], t53);
                t54 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
                t55 = t54;
                t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32((int)7));
                t57 = _mm256_min_epu32(t55, t56);
                t58 = t57;
                t59 = _mm256_cvtepi32_ps(t58);
                _mm256_storeu_ps(&y[t47], t59);
                t3 += 32L;
                t60 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)6));
                t61 = t60;
                t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32((int)13));
                t63 = _mm256_min_epu32(t61, t62);
                t64 = t63;
                t65 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)4));
                t66 = t65;
                t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32((int)7));
                t68 = _mm256_min_epu32(t66, t67);
                t69 = t68;
                if (t3 >= t7) {
                    break;
                }
                t1 = t64;
                t2 = t69;
            }
            t70 = (int)((long)0 + t7);
        } else {
            t70 = 0;
        }
        t71 = (long)t70 * -1L + 1003L;
        if ((t71 >= 8L) & (t70 >= 0) & (t70 >= 0)) {
            t72 = t71 & -8L;
            t73 = _mm256_set1_epi32((int)(t70 % 13));
            t74 = _mm256_add_epi32(t73, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t75 = t74;
            t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32((int)13));
            t77 = _mm256_min_epu32(t75, t76);
            t4 = t77;
            t78 = _mm256_set1_epi32((int)(t70 % 7));
            t79 = _mm256_add_epi32(t78, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            t80 = t79;
            t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32((int)7));
            t82 = _mm256_min_epu32(t80, t81);
            t5 = t82;
            t6 = 0L;
            for (;;) {
                t83 = (long)(int)((long)t70 + t6);
                t84 = _mm256_cvtepi32_ps(t4);
                _mm256_storeu_ps(&x[t83], t84);
                t85 = _mm256_cvtepi32_ps(t5);
                _mm256_storeu_ps(&y[t83], t85);
                t6 += 8L;
                t86 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
                t87 = t86;
                t88 = _mm256_sub_epi32(t87, _mm256_set1_epi32((int)13));
                t89 = _mm256_min_epu32(t87, t88);
                t90 = t89;
                t91 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)1));
                t92 = t91;
                t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32((int)7));
                t94 = _mm256_min_epu32(t92, t93);
                t95 = t94;
                if (t6 >= t72) {
                    break;
                }
                t4 = t90;
                t5 = t95;
            }
            i = (int)((long)t70 + t72);
        } else {
            i = t70;
        }
        for (; i < 1003; i++) {
            t96 = (long)i;
            x[t96] = (float)(i % 13);
            y[t96] = (float)(i % 7);
        }
        (_mm256_zeroupper(), saxpy(n, 3.0f, x, y));
        check = 0.0;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check += (double)(y[i_1] * (float)(i_1 % 5 + 1));
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
    }
    return 0;
}
