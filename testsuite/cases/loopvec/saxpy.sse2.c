/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128 a_v = _mm_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = y + i_vec;
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 t4 = _mm_mul_ps(a_v, x_v);
            __m128 y_v = _mm_loadu_ps(t3);
            __m128 t5 = _mm_add_ps(t4, y_v);
            _mm_storeu_ps(t3, t5);
            long t6 = i_vec + 4L;
            float *t7 = y + t6;
            __m128 x_v_1 = _mm_loadu_ps(x + t6);
            __m128 t8 = _mm_mul_ps(a_v, x_v_1);
            __m128 y_v_1 = _mm_loadu_ps(t7);
            __m128 t9 = _mm_add_ps(t8, y_v_1);
            _mm_storeu_ps(t7, t9);
            long t10 = i_vec + 8L;
            float *t11 = y + t10;
            __m128 x_v_2 = _mm_loadu_ps(x + t10);
            __m128 t12 = _mm_mul_ps(a_v, x_v_2);
            __m128 y_v_2 = _mm_loadu_ps(t11);
            __m128 t13 = _mm_add_ps(t12, y_v_2);
            _mm_storeu_ps(t11, t13);
            long t14 = i_vec + 12L;
            float *t15 = y + t14;
            __m128 x_v_3 = _mm_loadu_ps(x + t14);
            __m128 t16 = _mm_mul_ps(a_v, x_v_3);
            __m128 y_v_3 = _mm_loadu_ps(t15);
            __m128 t17 = _mm_add_ps(t16, y_v_3);
            _mm_storeu_ps(t15, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m128 a_v_1 = _mm_set1_ps(a);
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float *t22 = y + t21;
            __m128 x_v_4 = _mm_loadu_ps(x + t21);
            __m128 t23 = _mm_mul_ps(a_v_1, x_v_4);
            __m128 y_v_4 = _mm_loadu_ps(t22);
            __m128 t24 = _mm_add_ps(t23, y_v_4);
            _mm_storeu_ps(t22, t24);
            i_vec_1 += 4L;
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

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        __m128i t5 = _mm_set1_epi32(0);
        __m128i t6 = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t7 = _mm_cmpgt_epi32(t6, _mm_set1_epi32(12));
        __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, _mm_set1_epi32(13)); });
        vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t6, t8);
        __m128i t9 = _mm_cmpgt_epi32(t6, _mm_set1_epi32(6));
        __m128i t10 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t9, _mm_set1_epi32(7)); });
        vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t6, t10);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:15 vectorized: VF 4, UF 4, the remainder at 16:27 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 17:27 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128 t11 = _mm_cvtepi32_ps((__m128i)t1);
            _mm_storeu_ps(&x[i_vec], t11);
            __m128 t12 = _mm_cvtepi32_ps((__m128i)t2);
            _mm_storeu_ps(&y[i_vec], t12);
            long t13 = i_vec + 4L;
            __m128i t14 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
            __m128i t15 = _mm_cmpgt_epi32(t14, _mm_set1_epi32(12));
            __m128i t16 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t15, _mm_set1_epi32(13)); });
            __m128i t17 = _mm_sub_epi32(t14, t16);
            __m128 t18 = _mm_cvtepi32_ps(t17);
            _mm_storeu_ps(&x[t13], t18);
            __m128i t19 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
            __m128i t20 = _mm_cmpgt_epi32(t19, _mm_set1_epi32(6));
            __m128i t21 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t20, _mm_set1_epi32(7)); });
            __m128i t22 = _mm_sub_epi32(t19, t21);
            __m128 t23 = _mm_cvtepi32_ps(t22);
            _mm_storeu_ps(&y[t13], t23);
            long t24 = i_vec + 8L;
            __m128i t25 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
            __m128i t26 = _mm_cmpgt_epi32(t25, _mm_set1_epi32(12));
            __m128i t27 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t26, _mm_set1_epi32(13)); });
            __m128i t28 = _mm_sub_epi32(t25, t27);
            __m128 t29 = _mm_cvtepi32_ps(t28);
            _mm_storeu_ps(&x[t24], t29);
            __m128i t30 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
            __m128i t31 = _mm_cmpgt_epi32(t30, _mm_set1_epi32(6));
            __m128i t32 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t31, _mm_set1_epi32(7)); });
            __m128i t33 = _mm_sub_epi32(t30, t32);
            __m128 t34 = _mm_cvtepi32_ps(t33);
            _mm_storeu_ps(&y[t24], t34);
            long t35 = i_vec + 12L;
            __m128i t36 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
            __m128i t37 = _mm_cmpgt_epi32(t36, _mm_set1_epi32(12));
            __m128i t38 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t37, _mm_set1_epi32(13)); });
            __m128i t39 = _mm_sub_epi32(t36, t38);
            __m128 t40 = _mm_cvtepi32_ps(t39);
            _mm_storeu_ps(&x[t35], t40);
            __m128i t41 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(5));
            __m128i t42 = _mm_cmpgt_epi32(t41, _mm_set1_epi32(6));
            __m128i t43 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t42, _mm_set1_epi32(7)); });
            __m128i t44 = _mm_sub_epi32(t41, t43);
            __m128 t45 = _mm_cvtepi32_ps(t44);
            _mm_storeu_ps(&y[t35], t45);
            i_vec += 16L;
            __m128i t46 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(3));
            __m128i t47 = _mm_cmpgt_epi32(t46, _mm_set1_epi32(12));
            __m128i t48 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t47, _mm_set1_epi32(13)); });
            __m128i t49 = _mm_sub_epi32(t46, t48);
            __m128i t50 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
            __m128i t51 = _mm_cmpgt_epi32(t50, _mm_set1_epi32(6));
            __m128i t52 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t51, _mm_set1_epi32(7)); });
            __m128i t53 = _mm_sub_epi32(t50, t52);
            if (i_vec >= 992L) {
                break;
            }
            t1 = (vcc_v4_int)t49;
            t2 = (vcc_v4_int)t53;
        }
        __m128i t54 = _mm_set1_epi32(4);
        __m128i t55 = _mm_add_epi32(t54, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t56 = _mm_cmpgt_epi32(t55, _mm_set1_epi32(12));
        __m128i t57 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t56, _mm_set1_epi32(13)); });
        vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t55, t57);
        __m128i t58 = _mm_set1_epi32(5);
        __m128i t59 = _mm_add_epi32(t58, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t60 = _mm_cmpgt_epi32(t59, _mm_set1_epi32(6));
        __m128i t61 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t60, _mm_set1_epi32(7)); });
        vcc_v4_int t4 = (vcc_v4_int)_mm_sub_epi32(t59, t61);
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t62 = 992L + i_vec_1;
            __m128 t63 = _mm_cvtepi32_ps((__m128i)t3);
            _mm_storeu_ps(&x[t62], t63);
            __m128 t64 = _mm_cvtepi32_ps((__m128i)t4);
            _mm_storeu_ps(&y[t62], t64);
            i_vec_1 += 4L;
            __m128i t65 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(4));
            __m128i t66 = _mm_cmpgt_epi32(t65, _mm_set1_epi32(12));
            __m128i t67 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t66, _mm_set1_epi32(13)); });
            __m128i t68 = _mm_sub_epi32(t65, t67);
            __m128i t69 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(4));
            __m128i t70 = _mm_cmpgt_epi32(t69, _mm_set1_epi32(6));
            __m128i t71 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t70, _mm_set1_epi32(7)); });
            __m128i t72 = _mm_sub_epi32(t69, t71);
            if (i_vec_1 >= 8L) {
                break;
            }
            t3 = (vcc_v4_int)t68;
            t4 = (vcc_v4_int)t72;
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
