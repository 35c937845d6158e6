/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
__attribute__((target("avx2"))) void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256 a_v = _mm256_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            float *t3 = y + i_vec;
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 t4 = _mm256_mul_ps(a_v, x_v);
            __m256 y_v = _mm256_loadu_ps(t3);
            __m256 t5 = _mm256_add_ps(t4, y_v);
            _mm256_storeu_ps(t3, t5);
            long t6 = i_vec + 8L;
            float *t7 = y + t6;
            __m256 x_v_1 = _mm256_loadu_ps(x + t6);
            __m256 t8 = _mm256_mul_ps(a_v, x_v_1);
            __m256 y_v_1 = _mm256_loadu_ps(t7);
            __m256 t9 = _mm256_add_ps(t8, y_v_1);
            _mm256_storeu_ps(t7, t9);
            long t10 = i_vec + 16L;
            float *t11 = y + t10;
            __m256 x_v_2 = _mm256_loadu_ps(x + t10);
            __m256 t12 = _mm256_mul_ps(a_v, x_v_2);
            __m256 y_v_2 = _mm256_loadu_ps(t11);
            __m256 t13 = _mm256_add_ps(t12, y_v_2);
            _mm256_storeu_ps(t11, t13);
            long t14 = i_vec + 24L;
            float *t15 = y + t14;
            __m256 x_v_3 = _mm256_loadu_ps(x + t14);
            __m256 t16 = _mm256_mul_ps(a_v, x_v_3);
            __m256 y_v_3 = _mm256_loadu_ps(t15);
            __m256 t17 = _mm256_add_ps(t16, y_v_3);
            _mm256_storeu_ps(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256 a_v_1 = _mm256_set1_ps(a);
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:6 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float *t22 = y + t21;
            __m256 x_v_4 = _mm256_loadu_ps(x + t21);
            __m256 t23 = _mm256_mul_ps(a_v_1, x_v_4);
            __m256 y_v_4 = _mm256_loadu_ps(t22);
            __m256 t24 = _mm256_add_ps(t23, y_v_4);
            _mm256_storeu_ps(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(13));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t6, t7);
        __m256i t8 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(7));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t8, t9);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:15 vectorized: VF 8, UF 4, the remainder at 16:27 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 17:27 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256 t10 = _mm256_cvtepi32_ps((__m256i)t1);
            _mm256_storeu_ps(&x[i_vec], t10);
            __m256 t11 = _mm256_cvtepi32_ps((__m256i)t2);
            _mm256_storeu_ps(&y[i_vec], t11);
            long t12 = i_vec + 8L;
            __m256i t13 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
            __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(13));
            __m256i t15 = _mm256_min_epu32(t13, t14);
            __m256 t16 = _mm256_cvtepi32_ps(t15);
            _mm256_storeu_ps(&x[t12], t16);
            __m256i t17 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
            __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(7));
            __m256i t19 = _mm256_min_epu32(t17, t18);
            __m256 t20 = _mm256_cvtepi32_ps(t19);
            _mm256_storeu_ps(&y[t12], t20);
            long t21 = i_vec + 16L;
            __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
            __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(13));
            __m256i t24 = _mm256_min_epu32(t22, t23);
            __m256 t25 = _mm256_cvtepi32_ps(t24);
            _mm256_storeu_ps(&x[t21], t25);
            __m256i t26 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
            __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(7));
            __m256i t28 = _mm256_min_epu32(t26, t27);
            __m256 t29 = _mm256_cvtepi32_ps(t28);
            _mm256_storeu_ps(&y[t21], t29);
            long t30 = i_vec + 24L;
            __m256i t31 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(11));
            __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(13));
            __m256i t33 = _mm256_min_epu32(t31, t32);
            __m256 t34 = _mm256_cvtepi32_ps(t33);
            _mm256_storeu_ps(&x[t30], t34);
            __m256i t35 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
            __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(7));
            __m256i t37 = _mm256_min_epu32(t35, t36);
            __m256 t38 = _mm256_cvtepi32_ps(t37);
            _mm256_storeu_ps(&y[t30], t38);
            i_vec += 32L;
            __m256i t39 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
            __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(13));
            __m256i t41 = _mm256_min_epu32(t39, t40);
            __m256i t42 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(4));
            __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(7));
            __m256i t44 = _mm256_min_epu32(t42, t43);
            if (i_vec >= 992L) {
                break;
            }
            t1 = (vcc_v8_int)t41;
            t2 = (vcc_v8_int)t44;
        }
        __m256i t45 = _mm256_set1_epi32(4);
        __m256i t46 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(13));
        vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t46, t47);
        __m256i t48 = _mm256_set1_epi32(5);
        __m256i t49 = _mm256_add_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(7));
        vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t49, t50);
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t51 = 992L + i_vec_1;
            __m256 t52 = _mm256_cvtepi32_ps((__m256i)t3);
            _mm256_storeu_ps(&x[t51], t52);
            __m256 t53 = _mm256_cvtepi32_ps((__m256i)t4);
            _mm256_storeu_ps(&y[t51], t53);
            i_vec_1 += 8L;
            __m256i t54 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(8));
            __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(13));
            __m256i t56 = _mm256_min_epu32(t54, t55);
            __m256i t57 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(1));
            __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(7));
            __m256i t59 = _mm256_min_epu32(t57, t58);
            if (i_vec_1 >= 8L) {
                break;
            }
            t3 = (vcc_v8_int)t56;
            t4 = (vcc_v8_int)t59;
        }
        x[1000] = 12.0f;
        y[1000] = 6.0f;
        x[1001] = 0.0f;
        y[1001] = 0.0f;
        x[1002] = 1.0f;
        y[1002] = 1.0f;
        saxpy(n, 3.0f, x, y);
        int i = 0;
        double check = 0.0;
        while (i < 1003) {
            check += (double)(y[i] * (float)(i % 5 + 1));
            i++;
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
        c++;
    }
    return 0;
}
