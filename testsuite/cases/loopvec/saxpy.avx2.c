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
    int t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t5 = _mm256_set1_ps(a);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            float *t7 = y + t6;
            __m256 t8 = _mm256_loadu_ps(x + t6);
            __m256 t9 = _mm256_mul_ps(t5, t8);
            __m256 t10 = _mm256_loadu_ps(t7);
            __m256 t11 = _mm256_add_ps(t9, t10);
            _mm256_storeu_ps(t7, t11);
            long t12 = (long)(int)(t1 + 8L);
            float *t13 = y + t12;
            __m256 t14 = _mm256_loadu_ps(x + t12);
            __m256 t15 = _mm256_mul_ps(t5, t14);
            __m256 t16 = _mm256_loadu_ps(t13);
            __m256 t17 = _mm256_add_ps(t15, t16);
            _mm256_storeu_ps(t13, t17);
            long t18 = (long)(int)(t1 + 16L);
            float *t19 = y + t18;
            __m256 t20 = _mm256_loadu_ps(x + t18);
            __m256 t21 = _mm256_mul_ps(t5, t20);
            __m256 t22 = _mm256_loadu_ps(t19);
            __m256 t23 = _mm256_add_ps(t21, t22);
            _mm256_storeu_ps(t19, t23);
            long t24 = (long)(int)(t1 + 24L);
            float *t25 = y + t24;
            __m256 t26 = _mm256_loadu_ps(x + t24);
            __m256 t27 = _mm256_mul_ps(t5, t26);
            __m256 t28 = _mm256_loadu_ps(t25);
            __m256 t29 = _mm256_add_ps(t27, t28);
            _mm256_storeu_ps(t25, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)t4;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        __m256 t33 = _mm256_set1_ps(a);
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t30 + t2);
            float *t35 = y + t34;
            __m256 t36 = _mm256_loadu_ps(x + t34);
            __m256 t37 = _mm256_mul_ps(t33, t36);
            __m256 t38 = _mm256_loadu_ps(t35);
            __m256 t39 = _mm256_add_ps(t37, t38);
            _mm256_storeu_ps(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        float *t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t9 = t8;
        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(13));
        __m256i t11 = _mm256_min_epu32(t9, t10);
        __m256i t1 = t11;
        __m256i t12 = _mm256_set1_epi32(0);
        __m256i t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        __m256i t14 = t13;
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(7));
        __m256i t16 = _mm256_min_epu32(t14, t15);
        __m256i t2 = t16;
        long t3 = 0L;
        for (;;) {
            long t17 = (long)(int)t3;
            __m256 t18 = _mm256_cvtepi32_ps(t1);
            _mm256_storeu_ps(&x[t17], t18);
            __m256 t19 = _mm256_cvtepi32_ps(t2);
            _mm256_storeu_ps(&y[t17], t19);
            long t20 = (long)(int)(t3 + 8L);
            __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t22 = t21;
            __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(13));
            __m256i t24 = _mm256_min_epu32(t22, t23);
            __m256i t25 = t24;
            __m256 t26 = _mm256_cvtepi32_ps(t25);
            _mm256_storeu_ps(&x[t20], t26);
            __m256i t27 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
            __m256i t28 = t27;
            __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(7));
            __m256i t30 = _mm256_min_epu32(t28, t29);
            __m256i t31 = t30;
            __m256 t32 = _mm256_cvtepi32_ps(t31);
            _mm256_storeu_ps(&y[t20], t32);
            long t33 = (long)(int)(t3 + 16L);
            __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
            __m256i t35 = t34;
            __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(13));
            __m256i t37 = _mm256_min_epu32(t35, t36);
            __m256i t38 = t37;
            __m256 t39 = _mm256_cvtepi32_ps(t38);
            _mm256_storeu_ps(&x[t33], t39);
            __m256i t40 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
            __m256i t41 = t40;
            __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(7));
            __m256i t43 = _mm256_min_epu32(t41, t42);
            __m256i t44 = t43;
            __m256 t45 = _mm256_cvtepi32_ps(t44);
            _mm256_storeu_ps(&y[t33], t45);
            long t46 = (long)(int)(t3 + 24L);
            __m256i t47 = _mm256_add_epi32(t1, _mm256_set1_epi32(11));
            __m256i t48 = t47;
            __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(13));
            __m256i t50 = _mm256_min_epu32(t48, t49);
            __m256i t51 = t50;
            __m256 t52 = _mm256_cvtepi32_ps(t51);
            _mm256_storeu_ps(&x[t46], t52);
            __m256i t53 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
            __m256i t54 = t53;
            __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(7));
            __m256i t56 = _mm256_min_epu32(t54, t55);
            __m256i t57 = t56;
            __m256 t58 = _mm256_cvtepi32_ps(t57);
            _mm256_storeu_ps(&y[t46], t58);
            t3 += 32L;
            __m256i t59 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
            __m256i t60 = t59;
            __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(13));
            __m256i t62 = _mm256_min_epu32(t60, t61);
            __m256i t63 = t62;
            __m256i t64 = _mm256_add_epi32(t2, _mm256_set1_epi32(4));
            __m256i t65 = t64;
            __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(7));
            __m256i t67 = _mm256_min_epu32(t65, t66);
            __m256i t68 = t67;
            if (t3 >= 992L) {
                break;
            }
            t1 = t63;
            t2 = t68;
        }
        __m256i t69 = _mm256_set1_epi32(4);
        __m256i t70 = _mm256_add_epi32(t69, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t71 = t70;
        __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(13));
        __m256i t73 = _mm256_min_epu32(t71, t72);
        __m256i t4 = t73;
        __m256i t74 = _mm256_set1_epi32(5);
        __m256i t75 = _mm256_add_epi32(t74, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        __m256i t76 = t75;
        __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(7));
        __m256i t78 = _mm256_min_epu32(t76, t77);
        __m256i t5 = t78;
        long t6 = 0L;
        for (;;) {
            long t79 = (long)(int)(992L + t6);
            __m256 t80 = _mm256_cvtepi32_ps(t4);
            _mm256_storeu_ps(&x[t79], t80);
            __m256 t81 = _mm256_cvtepi32_ps(t5);
            _mm256_storeu_ps(&y[t79], t81);
            t6 += 8L;
            __m256i t82 = _mm256_add_epi32(t4, _mm256_set1_epi32(8));
            __m256i t83 = t82;
            __m256i t84 = _mm256_sub_epi32(t83, _mm256_set1_epi32(13));
            __m256i t85 = _mm256_min_epu32(t83, t84);
            __m256i t86 = t85;
            __m256i t87 = _mm256_add_epi32(t5, _mm256_set1_epi32(1));
            __m256i t88 = t87;
            __m256i t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32(7));
            __m256i t90 = _mm256_min_epu32(t88, t89);
            __m256i t91 = t90;
            if (t6 >= 8L) {
                break;
            }
            t4 = t86;
            t5 = t91;
        }
        for (int i = 1000; i < 1003; i++) {
            long t92 = (long)i;
            x[t92] = (float)(i % 13);
            y[t92] = (float)(i % 7);
        }
        saxpy(n, 3.0f, x, y);
        double check = 0.0;
        for (int i_1 = 0; i_1 < 1003; i_1++) {
            check += (double)(y[i_1] * (float)(i_1 % 5 + 1));
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
    }
    return 0;
}
