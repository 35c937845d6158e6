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
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256 a_v = _mm256_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            float *t4 = y + t3;
            __m256 x_v = _mm256_loadu_ps(x + t3);
            __m256 t5 = _mm256_mul_ps(a_v, x_v);
            __m256 y_v = _mm256_loadu_ps(t4);
            __m256 t6 = _mm256_add_ps(t5, y_v);
            _mm256_storeu_ps(t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            float *t8 = y + t7;
            __m256 x_v_1 = _mm256_loadu_ps(x + t7);
            __m256 t9 = _mm256_mul_ps(a_v, x_v_1);
            __m256 y_v_1 = _mm256_loadu_ps(t8);
            __m256 t10 = _mm256_add_ps(t9, y_v_1);
            _mm256_storeu_ps(t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            float *t12 = y + t11;
            __m256 x_v_2 = _mm256_loadu_ps(x + t11);
            __m256 t13 = _mm256_mul_ps(a_v, x_v_2);
            __m256 y_v_2 = _mm256_loadu_ps(t12);
            __m256 t14 = _mm256_add_ps(t13, y_v_2);
            _mm256_storeu_ps(t12, t14);
            long t15 = (long)(int)(i_vec + 24L);
            float *t16 = y + t15;
            __m256 x_v_3 = _mm256_loadu_ps(x + t15);
            __m256 t17 = _mm256_mul_ps(a_v, x_v_3);
            __m256 y_v_3 = _mm256_loadu_ps(t16);
            __m256 t18 = _mm256_add_ps(t17, y_v_3);
            _mm256_storeu_ps(t16, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        __m256 a_v_1 = _mm256_set1_ps(a);
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            float *t23 = y + t22;
            __m256 x_v_4 = _mm256_loadu_ps(x + t22);
            __m256 t24 = _mm256_mul_ps(a_v_1, x_v_4);
            __m256 y_v_4 = _mm256_loadu_ps(t23);
            __m256 t25 = _mm256_add_ps(t24, y_v_4);
            _mm256_storeu_ps(t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float *t27 = y + t26;
        *t27 = a * x[t26] + *t27;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t7 = t6;
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(13));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256i t1 = t9;
        __m256i t10 = _mm256_set1_epi32(0);
        __m256i t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        __m256i t12 = t11;
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(7));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256i t2 = t14;
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:15 vectorized: VF 8, UF 4, the remainder at 16:27 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 17:27 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t15 = (long)(int)i_vec;
            __m256 t16 = _mm256_cvtepi32_ps(t1);
            _mm256_storeu_ps(&x[t15], t16);
            __m256 t17 = _mm256_cvtepi32_ps(t2);
            _mm256_storeu_ps(&y[t15], t17);
            long t18 = (long)(int)(i_vec + 8L);
            __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t20 = t19;
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(13));
            __m256i t22 = _mm256_min_epu32(t20, t21);
            __m256i t23 = t22;
            __m256 t24 = _mm256_cvtepi32_ps(t23);
            _mm256_storeu_ps(&x[t18], t24);
            __m256i t25 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
            __m256i t26 = t25;
            __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(7));
            __m256i t28 = _mm256_min_epu32(t26, t27);
            __m256i t29 = t28;
            __m256 t30 = _mm256_cvtepi32_ps(t29);
            _mm256_storeu_ps(&y[t18], t30);
            long t31 = (long)(int)(i_vec + 16L);
            __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
            __m256i t33 = t32;
            __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(13));
            __m256i t35 = _mm256_min_epu32(t33, t34);
            __m256i t36 = t35;
            __m256 t37 = _mm256_cvtepi32_ps(t36);
            _mm256_storeu_ps(&x[t31], t37);
            __m256i t38 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
            __m256i t39 = t38;
            __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(7));
            __m256i t41 = _mm256_min_epu32(t39, t40);
            __m256i t42 = t41;
            __m256 t43 = _mm256_cvtepi32_ps(t42);
            _mm256_storeu_ps(&y[t31], t43);
            long t44 = (long)(int)(i_vec + 24L);
            __m256i t45 = _mm256_add_epi32(t1, _mm256_set1_epi32(11));
            __m256i t46 = t45;
            __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(13));
            __m256i t48 = _mm256_min_epu32(t46, t47);
            __m256i t49 = t48;
            __m256 t50 = _mm256_cvtepi32_ps(t49);
            _mm256_storeu_ps(&x[t44], t50);
            __m256i t51 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
            __m256i t52 = t51;
            __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(7));
            __m256i t54 = _mm256_min_epu32(t52, t53);
            __m256i t55 = t54;
            __m256 t56 = _mm256_cvtepi32_ps(t55);
            _mm256_storeu_ps(&y[t44], t56);
            i_vec += 32L;
            __m256i t57 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
            __m256i t58 = t57;
            __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(13));
            __m256i t60 = _mm256_min_epu32(t58, t59);
            __m256i t61 = t60;
            __m256i t62 = _mm256_add_epi32(t2, _mm256_set1_epi32(4));
            __m256i t63 = t62;
            __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(7));
            __m256i t65 = _mm256_min_epu32(t63, t64);
            __m256i t66 = t65;
            if (i_vec >= 992L) {
                break;
            }
            t1 = t61;
            t2 = t66;
        }
        __m256i t67 = _mm256_set1_epi32(4);
        __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t69 = t68;
        __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(13));
        __m256i t71 = _mm256_min_epu32(t69, t70);
        __m256i t3 = t71;
        __m256i t72 = _mm256_set1_epi32(5);
        __m256i t73 = _mm256_add_epi32(t72, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        __m256i t74 = t73;
        __m256i t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32(7));
        __m256i t76 = _mm256_min_epu32(t74, t75);
        __m256i t4 = t76;
        long i_vec_1 = 0L;
        for (;;) {
            long t77 = (long)(int)(992L + i_vec_1);
            __m256 t78 = _mm256_cvtepi32_ps(t3);
            _mm256_storeu_ps(&x[t77], t78);
            __m256 t79 = _mm256_cvtepi32_ps(t4);
            _mm256_storeu_ps(&y[t77], t79);
            i_vec_1 += 8L;
            __m256i t80 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
            __m256i t81 = t80;
            __m256i t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32(13));
            __m256i t83 = _mm256_min_epu32(t81, t82);
            __m256i t84 = t83;
            __m256i t85 = _mm256_add_epi32(t4, _mm256_set1_epi32(1));
            __m256i t86 = t85;
            __m256i t87 = _mm256_sub_epi32(t86, _mm256_set1_epi32(7));
            __m256i t88 = _mm256_min_epu32(t86, t87);
            __m256i t89 = t88;
            if (i_vec_1 >= 8L) {
                break;
            }
            t3 = t84;
            t4 = t89;
        }
        for (int i = 1000; i < 1003; i++) {
            long t90 = (long)i;
            x[t90] = (float)(i % 13);
            y[t90] = (float)(i % 7);
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
