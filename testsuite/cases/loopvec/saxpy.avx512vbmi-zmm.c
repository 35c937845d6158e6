/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t11;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512 a_v = _mm512_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:6 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            float *t4 = y + t3;
            __m512 x_v = _mm512_loadu_ps(x + t3);
            __m512 t5 = _mm512_mul_ps(a_v, x_v);
            __m512 y_v = _mm512_loadu_ps(t4);
            __m512 t6 = _mm512_add_ps(t5, y_v);
            _mm512_storeu_ps(t4, t6);
            long t7 = (long)(int)(i_vec + 16L);
            float *t8 = y + t7;
            __m512 x_v_1 = _mm512_loadu_ps(x + t7);
            __m512 t9 = _mm512_mul_ps(a_v, x_v_1);
            __m512 y_v_1 = _mm512_loadu_ps(t8);
            __m512 t10 = _mm512_add_ps(t9, y_v_1);
            _mm512_storeu_ps(t8, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        __m512 a_v_1 = _mm512_set1_ps(a);
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            float *t15 = y + t14;
            __m512 x_v_2 = _mm512_loadu_ps(x + t14);
            __m512 t16 = _mm512_mul_ps(a_v_1, x_v_2);
            __m512 y_v_2 = _mm512_loadu_ps(t15);
            __m512 t17 = _mm512_add_ps(t16, y_v_2);
            _mm512_storeu_ps(t15, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        t18 = (int)((long)t11 + t13);
    } else {
        t18 = t11;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        __m512 a_v_2 = _mm512_set1_ps(a);
        long t22 = (long)(int)(long)t18;
        float *t23 = y + t22;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t21, x + t22);
        __m512 t24 = _mm512_mul_ps(a_v_2, x_v_3);
        __m512 y_v_3 = _mm512_maskz_loadu_ps(t21, t23);
        __m512 t25 = _mm512_add_ps(t24, y_v_3);
        _mm512_mask_storeu_ps(t23, t21, t25);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float *t27 = y + t26;
        *t27 = a * x[t26] + *t27;
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
        __m512i t7 = t6;
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(13));
        __m512i t9 = _mm512_min_epu32(t7, t8);
        __m512i t1 = t9;
        __m512i t10 = _mm512_set1_epi32(0);
        __m512i t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        __m512i t12 = t11;
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(7));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        __m512i t2 = t14;
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:15 vectorized: VF 16, UF 4, the remainder at 16:27 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 17:27 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
        for (;;) {
            long t15 = (long)(int)i_vec;
            __m512 t16 = _mm512_cvtepi32_ps(t1);
            _mm512_storeu_ps(&x[t15], t16);
            __m512 t17 = _mm512_cvtepi32_ps(t2);
            _mm512_storeu_ps(&y[t15], t17);
            long t18 = (long)(int)(i_vec + 16L);
            __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(3));
            __m512i t20 = t19;
            __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(13));
            __m512i t22 = _mm512_min_epu32(t20, t21);
            __m512i t23 = t22;
            __m512 t24 = _mm512_cvtepi32_ps(t23);
            _mm512_storeu_ps(&x[t18], t24);
            __m512i t25 = _mm512_add_epi32(t2, _mm512_set1_epi32(2));
            __m512i t26 = t25;
            __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(7));
            __m512i t28 = _mm512_min_epu32(t26, t27);
            __m512i t29 = t28;
            __m512 t30 = _mm512_cvtepi32_ps(t29);
            _mm512_storeu_ps(&y[t18], t30);
            long t31 = (long)(int)(i_vec + 32L);
            __m512i t32 = _mm512_add_epi32(t1, _mm512_set1_epi32(6));
            __m512i t33 = t32;
            __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(13));
            __m512i t35 = _mm512_min_epu32(t33, t34);
            __m512i t36 = t35;
            __m512 t37 = _mm512_cvtepi32_ps(t36);
            _mm512_storeu_ps(&x[t31], t37);
            __m512i t38 = _mm512_add_epi32(t2, _mm512_set1_epi32(4));
            __m512i t39 = t38;
            __m512i t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32(7));
            __m512i t41 = _mm512_min_epu32(t39, t40);
            __m512i t42 = t41;
            __m512 t43 = _mm512_cvtepi32_ps(t42);
            _mm512_storeu_ps(&y[t31], t43);
            long t44 = (long)(int)(i_vec + 48L);
            __m512i t45 = _mm512_add_epi32(t1, _mm512_set1_epi32(9));
            __m512i t46 = t45;
            __m512i t47 = _mm512_sub_epi32(t46, _mm512_set1_epi32(13));
            __m512i t48 = _mm512_min_epu32(t46, t47);
            __m512i t49 = t48;
            __m512 t50 = _mm512_cvtepi32_ps(t49);
            _mm512_storeu_ps(&x[t44], t50);
            __m512i t51 = _mm512_add_epi32(t2, _mm512_set1_epi32(6));
            __m512i t52 = t51;
            __m512i t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32(7));
            __m512i t54 = _mm512_min_epu32(t52, t53);
            __m512i t55 = t54;
            __m512 t56 = _mm512_cvtepi32_ps(t55);
            _mm512_storeu_ps(&y[t44], t56);
            i_vec += 64L;
            __m512i t57 = _mm512_add_epi32(t1, _mm512_set1_epi32(12));
            __m512i t58 = t57;
            __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(13));
            __m512i t60 = _mm512_min_epu32(t58, t59);
            __m512i t61 = t60;
            __m512i t62 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
            __m512i t63 = t62;
            __m512i t64 = _mm512_sub_epi32(t63, _mm512_set1_epi32(7));
            __m512i t65 = _mm512_min_epu32(t63, t64);
            __m512i t66 = t65;
            if (i_vec >= 960L) {
                break;
            }
            t1 = t61;
            t2 = t66;
        }
        __m512i t67 = _mm512_set1_epi32(11);
        __m512i t68 = _mm512_add_epi32(t67, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
        __m512i t69 = t68;
        __m512i t70 = _mm512_sub_epi32(t69, _mm512_set1_epi32(13));
        __m512i t71 = _mm512_min_epu32(t69, t70);
        __m512i t3 = t71;
        __m512i t72 = _mm512_set1_epi32(1);
        __m512i t73 = _mm512_add_epi32(t72, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        __m512i t74 = t73;
        __m512i t75 = _mm512_sub_epi32(t74, _mm512_set1_epi32(7));
        __m512i t76 = _mm512_min_epu32(t74, t75);
        __m512i t4 = t76;
        long i_vec_1 = 0L;
        for (;;) {
            long t77 = (long)(int)(960L + i_vec_1);
            __m512 t78 = _mm512_cvtepi32_ps(t3);
            _mm512_storeu_ps(&x[t77], t78);
            __m512 t79 = _mm512_cvtepi32_ps(t4);
            _mm512_storeu_ps(&y[t77], t79);
            i_vec_1 += 16L;
            __m512i t80 = _mm512_add_epi32(t3, _mm512_set1_epi32(3));
            __m512i t81 = t80;
            __m512i t82 = _mm512_sub_epi32(t81, _mm512_set1_epi32(13));
            __m512i t83 = _mm512_min_epu32(t81, t82);
            __m512i t84 = t83;
            __m512i t85 = _mm512_add_epi32(t4, _mm512_set1_epi32(2));
            __m512i t86 = t85;
            __m512i t87 = _mm512_sub_epi32(t86, _mm512_set1_epi32(7));
            __m512i t88 = _mm512_min_epu32(t86, t87);
            __m512i t89 = t88;
            if (i_vec_1 >= 32L) {
                break;
            }
            t3 = t84;
            t4 = t89;
        }
        __m512i t90 = _mm512_set1_epi32(11);
        __mmask16 t91 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t90, _MM_CMPINT_LT);
        __m512i t92 = _mm512_set1_epi32(4);
        __m512i t93 = _mm512_add_epi32(t92, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
        __m512i t94 = t93;
        __m512i t95 = _mm512_sub_epi32(t94, _mm512_set1_epi32(13));
        __m512i t96 = _mm512_min_epu32(t94, t95);
        __m512i t97 = t96;
        __m512i t98 = _mm512_set1_epi32(5);
        __m512i t99 = _mm512_add_epi32(t98, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        __m512i t100 = t99;
        __m512i t101 = _mm512_sub_epi32(t100, _mm512_set1_epi32(7));
        __m512i t102 = _mm512_min_epu32(t100, t101);
        __m512i t103 = t102;
        __m512 t104 = _mm512_cvtepi32_ps(t97);
        _mm512_mask_storeu_ps(&x[992], t91, t104);
        __m512 t105 = _mm512_cvtepi32_ps(t103);
        _mm512_mask_storeu_ps(&y[992], t91, t105);
        saxpy(n, 3.0f, x, y);
        double check = 0.0;
        for (int i = 0; i < 1003; i++) {
            check += (double)(y[i] * (float)(i % 5 + 1));
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
    }
    return 0;
}
