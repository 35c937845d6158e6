/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256 a_v = _mm256_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
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
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 a_v_2 = _mm256_set1_ps(a);
        long t29 = (long)t25;
        float *t30 = y + t29;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), x + t29);
        __m256 t31 = _mm256_mul_ps(a_v_2, x_v_5);
        __m256 y_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), t30);
        __m256 t32 = _mm256_add_ps(t31, y_v_5);
        _mm256_mask_storeu_ps(t30, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float *t34 = y + t33;
        *t34 = a * x[t33] + *t34;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(13));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t6, t7);
        __m256i t8 = _mm256_set1_epi32(0);
        __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(7));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t9, t10);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:15 vectorized: VF 8, UF 4, the remainder at 16:27 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 17:27 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
        for (;;) {
            __m256 t11 = _mm256_cvtepi32_ps((__m256i)t1);
            _mm256_storeu_ps(&x[i_vec], t11);
            __m256 t12 = _mm256_cvtepi32_ps((__m256i)t2);
            _mm256_storeu_ps(&y[i_vec], t12);
            long t13 = i_vec + 8L;
            __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
            __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(13));
            __m256i t16 = _mm256_min_epu32(t14, t15);
            __m256 t17 = _mm256_cvtepi32_ps(t16);
            _mm256_storeu_ps(&x[t13], t17);
            __m256i t18 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
            __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(7));
            __m256i t20 = _mm256_min_epu32(t18, t19);
            __m256 t21 = _mm256_cvtepi32_ps(t20);
            _mm256_storeu_ps(&y[t13], t21);
            long t22 = i_vec + 16L;
            __m256i t23 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
            __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(13));
            __m256i t25 = _mm256_min_epu32(t23, t24);
            __m256 t26 = _mm256_cvtepi32_ps(t25);
            _mm256_storeu_ps(&x[t22], t26);
            __m256i t27 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
            __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(7));
            __m256i t29 = _mm256_min_epu32(t27, t28);
            __m256 t30 = _mm256_cvtepi32_ps(t29);
            _mm256_storeu_ps(&y[t22], t30);
            long t31 = i_vec + 24L;
            __m256i t32 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(11));
            __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(13));
            __m256i t34 = _mm256_min_epu32(t32, t33);
            __m256 t35 = _mm256_cvtepi32_ps(t34);
            _mm256_storeu_ps(&x[t31], t35);
            __m256i t36 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
            __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(7));
            __m256i t38 = _mm256_min_epu32(t36, t37);
            __m256 t39 = _mm256_cvtepi32_ps(t38);
            _mm256_storeu_ps(&y[t31], t39);
            i_vec += 32L;
            __m256i t40 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
            __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(13));
            __m256i t42 = _mm256_min_epu32(t40, t41);
            __m256i t43 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(4));
            __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(7));
            __m256i t45 = _mm256_min_epu32(t43, t44);
            if (i_vec >= 992L) {
                break;
            }
            t1 = (vcc_v8_int)t42;
            t2 = (vcc_v8_int)t45;
        }
        __m256i t46 = _mm256_set1_epi32(4);
        __m256i t47 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(13));
        vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t47, t48);
        __m256i t49 = _mm256_set1_epi32(5);
        __m256i t50 = _mm256_add_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(7));
        vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t50, t51);
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t52 = 992L + i_vec_1;
            __m256 t53 = _mm256_cvtepi32_ps((__m256i)t3);
            _mm256_storeu_ps(&x[t52], t53);
            __m256 t54 = _mm256_cvtepi32_ps((__m256i)t4);
            _mm256_storeu_ps(&y[t52], t54);
            i_vec_1 += 8L;
            __m256i t55 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(8));
            __m256i t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32(13));
            __m256i t57 = _mm256_min_epu32(t55, t56);
            __m256i t58 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(1));
            __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(7));
            __m256i t60 = _mm256_min_epu32(t58, t59);
            if (i_vec_1 >= 8L) {
                break;
            }
            t3 = (vcc_v8_int)t57;
            t4 = (vcc_v8_int)t60;
        }
        __m256i t61 = _mm256_set1_epi32(3);
        __m256i t62 = _mm256_cmpgt_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t63 = _mm256_set1_epi32(12);
        __m256i t64 = _mm256_add_epi32(t63, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(13));
        __m256i t66 = _mm256_min_epu32(t64, t65);
        __m256i t67 = _mm256_set1_epi32(6);
        __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(7));
        __m256i t70 = _mm256_min_epu32(t68, t69);
        __m256 t71 = _mm256_cvtepi32_ps(t66);
        _mm256_mask_storeu_ps(&x[1000], _mm256_movepi32_mask(t62), t71);
        __m256 t72 = _mm256_cvtepi32_ps(t70);
        _mm256_mask_storeu_ps(&y[1000], _mm256_movepi32_mask(t62), t72);
        saxpy(n, 3.0f, x, y);
        double check = 0.0;
        for (int i = 0; i < 1003; i++) {
            check += (double)(y[i] * (float)(i % 5 + 1));
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
    }
    return 0;
}
