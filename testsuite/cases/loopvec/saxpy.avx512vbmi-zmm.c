/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512 a_v = _mm512_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:6 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            float *t3 = y + i_vec;
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t4 = _mm512_mul_ps(a_v, x_v);
            __m512 y_v = _mm512_loadu_ps(t3);
            __m512 t5 = _mm512_add_ps(t4, y_v);
            _mm512_storeu_ps(t3, t5);
            long t6 = i_vec + 16L;
            float *t7 = y + t6;
            __m512 x_v_1 = _mm512_loadu_ps(x + t6);
            __m512 t8 = _mm512_mul_ps(a_v, x_v_1);
            __m512 y_v_1 = _mm512_loadu_ps(t7);
            __m512 t9 = _mm512_add_ps(t8, y_v_1);
            _mm512_storeu_ps(t7, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m512 a_v_1 = _mm512_set1_ps(a);
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:6 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            float *t14 = y + t13;
            __m512 x_v_2 = _mm512_loadu_ps(x + t13);
            __m512 t15 = _mm512_mul_ps(a_v_1, x_v_2);
            __m512 y_v_2 = _mm512_loadu_ps(t14);
            __m512 t16 = _mm512_add_ps(t15, y_v_2);
            _mm512_storeu_ps(t14, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        __m512 a_v_2 = _mm512_set1_ps(a);
        long t21 = (long)t17;
        float *t22 = y + t21;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t20, x + t21);
        __m512 t23 = _mm512_mul_ps(a_v_2, x_v_3);
        __m512 y_v_3 = _mm512_maskz_loadu_ps(t20, t22);
        __m512 t24 = _mm512_add_ps(t23, y_v_3);
        _mm512_mask_storeu_ps(t22, t20, t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
        __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(13));
        vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t6, t7);
        __m512i t8 = _mm512_set1_epi32(0);
        __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(7));
        vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t9, t10);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:15 vectorized: VF 16, UF 4, the remainder at 16:27 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 17:27 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
        for (;;) {
            __m512 t11 = _mm512_cvtepi32_ps((__m512i)t1);
            _mm512_storeu_ps(&x[i_vec], t11);
            __m512 t12 = _mm512_cvtepi32_ps((__m512i)t2);
            _mm512_storeu_ps(&y[i_vec], t12);
            long t13 = i_vec + 16L;
            __m512i t14 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(3));
            __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(13));
            __m512i t16 = _mm512_min_epu32(t14, t15);
            __m512 t17 = _mm512_cvtepi32_ps(t16);
            _mm512_storeu_ps(&x[t13], t17);
            __m512i t18 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(2));
            __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(7));
            __m512i t20 = _mm512_min_epu32(t18, t19);
            __m512 t21 = _mm512_cvtepi32_ps(t20);
            _mm512_storeu_ps(&y[t13], t21);
            long t22 = i_vec + 32L;
            __m512i t23 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(6));
            __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(13));
            __m512i t25 = _mm512_min_epu32(t23, t24);
            __m512 t26 = _mm512_cvtepi32_ps(t25);
            _mm512_storeu_ps(&x[t22], t26);
            __m512i t27 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(4));
            __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(7));
            __m512i t29 = _mm512_min_epu32(t27, t28);
            __m512 t30 = _mm512_cvtepi32_ps(t29);
            _mm512_storeu_ps(&y[t22], t30);
            long t31 = i_vec + 48L;
            __m512i t32 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(9));
            __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(13));
            __m512i t34 = _mm512_min_epu32(t32, t33);
            __m512 t35 = _mm512_cvtepi32_ps(t34);
            _mm512_storeu_ps(&x[t31], t35);
            __m512i t36 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(6));
            __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(7));
            __m512i t38 = _mm512_min_epu32(t36, t37);
            __m512 t39 = _mm512_cvtepi32_ps(t38);
            _mm512_storeu_ps(&y[t31], t39);
            i_vec += 64L;
            __m512i t40 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(12));
            __m512i t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32(13));
            __m512i t42 = _mm512_min_epu32(t40, t41);
            __m512i t43 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(1));
            __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(7));
            __m512i t45 = _mm512_min_epu32(t43, t44);
            if (i_vec >= 960L) {
                break;
            }
            t1 = (vcc_v16_int)t42;
            t2 = (vcc_v16_int)t45;
        }
        __m512i t46 = _mm512_set1_epi32(11);
        __m512i t47 = _mm512_add_epi32(t46, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
        __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(13));
        vcc_v16_int t3 = (vcc_v16_int)_mm512_min_epu32(t47, t48);
        __m512i t49 = _mm512_set1_epi32(1);
        __m512i t50 = _mm512_add_epi32(t49, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        __m512i t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32(7));
        vcc_v16_int t4 = (vcc_v16_int)_mm512_min_epu32(t50, t51);
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:15 vector epilogue: VF 16, UF 1, scalar epilogue */
        for (;;) {
            long t52 = 960L + i_vec_1;
            __m512 t53 = _mm512_cvtepi32_ps((__m512i)t3);
            _mm512_storeu_ps(&x[t52], t53);
            __m512 t54 = _mm512_cvtepi32_ps((__m512i)t4);
            _mm512_storeu_ps(&y[t52], t54);
            i_vec_1 += 16L;
            __m512i t55 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(3));
            __m512i t56 = _mm512_sub_epi32(t55, _mm512_set1_epi32(13));
            __m512i t57 = _mm512_min_epu32(t55, t56);
            __m512i t58 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(2));
            __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(7));
            __m512i t60 = _mm512_min_epu32(t58, t59);
            if (i_vec_1 >= 32L) {
                break;
            }
            t3 = (vcc_v16_int)t57;
            t4 = (vcc_v16_int)t60;
        }
        __m512i t61 = _mm512_set1_epi32(11);
        __mmask16 t62 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t61, _MM_CMPINT_LT);
        __m512i t63 = _mm512_set1_epi32(4);
        __m512i t64 = _mm512_add_epi32(t63, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
        __m512i t65 = _mm512_sub_epi32(t64, _mm512_set1_epi32(13));
        __m512i t66 = _mm512_min_epu32(t64, t65);
        __m512i t67 = _mm512_set1_epi32(5);
        __m512i t68 = _mm512_add_epi32(t67, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        __m512i t69 = _mm512_sub_epi32(t68, _mm512_set1_epi32(7));
        __m512i t70 = _mm512_min_epu32(t68, t69);
        __m512 t71 = _mm512_cvtepi32_ps(t66);
        _mm512_mask_storeu_ps(&x[992], t62, t71);
        __m512 t72 = _mm512_cvtepi32_ps(t70);
        _mm512_mask_storeu_ps(&y[992], t62, t72);
        saxpy(n, 3.0f, x, y);
        double check = 0.0;
        for (int i = 0; i < 1003; i++) {
            check += (double)(y[i] * (float)(i % 5 + 1));
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
    }
    return 0;
}
