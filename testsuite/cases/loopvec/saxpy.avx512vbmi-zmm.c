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
    int t18;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512 t5 = _mm512_set1_ps(a);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            float *t7 = y + t6;
            __m512 t8 = _mm512_loadu_ps(x + t6);
            __m512 t9 = _mm512_mul_ps(t5, t8);
            __m512 t10 = _mm512_loadu_ps(t7);
            __m512 t11 = _mm512_add_ps(t9, t10);
            _mm512_storeu_ps(t7, t11);
            long t12 = (long)(int)(t1 + 16L);
            float *t13 = y + t12;
            __m512 t14 = _mm512_loadu_ps(x + t12);
            __m512 t15 = _mm512_mul_ps(t5, t14);
            __m512 t16 = _mm512_loadu_ps(t13);
            __m512 t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(t13, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        __m512 t21 = _mm512_set1_ps(a);
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t18 + t2);
            float *t23 = y + t22;
            __m512 t24 = _mm512_loadu_ps(x + t22);
            __m512 t25 = _mm512_mul_ps(t21, t24);
            __m512 t26 = _mm512_loadu_ps(t23);
            __m512 t27 = _mm512_add_ps(t25, t26);
            _mm512_storeu_ps(t23, t27);
            t2 += 16L;
        } while (t2 < t20);
        t28 = (int)((long)t18 + t20);
    } else {
        t28 = t18;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 16L)) {
        __m512i t30 = _mm512_set1_epi32((int)(int)t29);
        __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_LT);
        __m512 t32 = _mm512_set1_ps(a);
        long t33 = (long)(int)(long)t28;
        float *t34 = y + t33;
        __m512 t35 = _mm512_maskz_loadu_ps(t31, x + t33);
        __m512 t36 = _mm512_mul_ps(t32, t35);
        __m512 t37 = _mm512_maskz_loadu_ps(t31, t34);
        __m512 t38 = _mm512_add_ps(t36, t37);
        _mm512_mask_storeu_ps(t34, t31, t38);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        float *t40 = y + t39;
        *t40 = a * x[t39] + *t40;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m512i t7 = _mm512_set1_epi32(0);
        __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
        __m512i t9 = t8;
        __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(13));
        __m512i t11 = _mm512_min_epu32(t9, t10);
        __m512i t1 = t11;
        __m512i t12 = _mm512_set1_epi32(0);
        __m512i t13 = _mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        __m512i t14 = t13;
        __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(7));
        __m512i t16 = _mm512_min_epu32(t14, t15);
        __m512i t2 = t16;
        long t3 = 0L;
        for (;;) {
            long t17 = (long)(int)t3;
            __m512 t18 = _mm512_cvtepi32_ps(t1);
            _mm512_storeu_ps(&x[t17], t18);
            __m512 t19 = _mm512_cvtepi32_ps(t2);
            _mm512_storeu_ps(&y[t17], t19);
            long t20 = (long)(int)(t3 + 16L);
            __m512i t21 = _mm512_add_epi32(t1, _mm512_set1_epi32(3));
            __m512i t22 = t21;
            __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(13));
            __m512i t24 = _mm512_min_epu32(t22, t23);
            __m512i t25 = t24;
            __m512 t26 = _mm512_cvtepi32_ps(t25);
            _mm512_storeu_ps(&x[t20], t26);
            __m512i t27 = _mm512_add_epi32(t2, _mm512_set1_epi32(2));
            __m512i t28 = t27;
            __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(7));
            __m512i t30 = _mm512_min_epu32(t28, t29);
            __m512i t31 = t30;
            __m512 t32 = _mm512_cvtepi32_ps(t31);
            _mm512_storeu_ps(&y[t20], t32);
            long t33 = (long)(int)(t3 + 32L);
            __m512i t34 = _mm512_add_epi32(t1, _mm512_set1_epi32(6));
            __m512i t35 = t34;
            __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(13));
            __m512i t37 = _mm512_min_epu32(t35, t36);
            __m512i t38 = t37;
            __m512 t39 = _mm512_cvtepi32_ps(t38);
            _mm512_storeu_ps(&x[t33], t39);
            __m512i t40 = _mm512_add_epi32(t2, _mm512_set1_epi32(4));
            __m512i t41 = t40;
            __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(7));
            __m512i t43 = _mm512_min_epu32(t41, t42);
            __m512i t44 = t43;
            __m512 t45 = _mm512_cvtepi32_ps(t44);
            _mm512_storeu_ps(&y[t33], t45);
            long t46 = (long)(int)(t3 + 48L);
            __m512i t47 = _mm512_add_epi32(t1, _mm512_set1_epi32(9));
            __m512i t48 = t47;
            __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(13));
            __m512i t50 = _mm512_min_epu32(t48, t49);
            __m512i t51 = t50;
            __m512 t52 = _mm512_cvtepi32_ps(t51);
            _mm512_storeu_ps(&x[t46], t52);
            __m512i t53 = _mm512_add_epi32(t2, _mm512_set1_epi32(6));
            __m512i t54 = t53;
            __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(7));
            __m512i t56 = _mm512_min_epu32(t54, t55);
            __m512i t57 = t56;
            __m512 t58 = _mm512_cvtepi32_ps(t57);
            _mm512_storeu_ps(&y[t46], t58);
            t3 += 64L;
            __m512i t59 = _mm512_add_epi32(t1, _mm512_set1_epi32(12));
            __m512i t60 = t59;
            __m512i t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32(13));
            __m512i t62 = _mm512_min_epu32(t60, t61);
            __m512i t63 = t62;
            __m512i t64 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
            __m512i t65 = t64;
            __m512i t66 = _mm512_sub_epi32(t65, _mm512_set1_epi32(7));
            __m512i t67 = _mm512_min_epu32(t65, t66);
            __m512i t68 = t67;
            if (t3 >= 960L) {
                break;
            }
            t1 = t63;
            t2 = t68;
        }
        __m512i t69 = _mm512_set1_epi32(11);
        __m512i t70 = _mm512_add_epi32(t69, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
        __m512i t71 = t70;
        __m512i t72 = _mm512_sub_epi32(t71, _mm512_set1_epi32(13));
        __m512i t73 = _mm512_min_epu32(t71, t72);
        __m512i t4 = t73;
        __m512i t74 = _mm512_set1_epi32(1);
        __m512i t75 = _mm512_add_epi32(t74, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        __m512i t76 = t75;
        __m512i t77 = _mm512_sub_epi32(t76, _mm512_set1_epi32(7));
        __m512i t78 = _mm512_min_epu32(t76, t77);
        __m512i t5 = t78;
        long t6 = 0L;
        for (;;) {
            long t79 = (long)(int)(960L + t6);
            __m512 t80 = _mm512_cvtepi32_ps(t4);
            _mm512_storeu_ps(&x[t79], t80);
            __m512 t81 = _mm512_cvtepi32_ps(t5);
            _mm512_storeu_ps(&y[t79], t81);
            t6 += 16L;
            __m512i t82 = _mm512_add_epi32(t4, _mm512_set1_epi32(3));
            __m512i t83 = t82;
            __m512i t84 = _mm512_sub_epi32(t83, _mm512_set1_epi32(13));
            __m512i t85 = _mm512_min_epu32(t83, t84);
            __m512i t86 = t85;
            __m512i t87 = _mm512_add_epi32(t5, _mm512_set1_epi32(2));
            __m512i t88 = t87;
            __m512i t89 = _mm512_sub_epi32(t88, _mm512_set1_epi32(7));
            __m512i t90 = _mm512_min_epu32(t88, t89);
            __m512i t91 = t90;
            if (t6 >= 32L) {
                break;
            }
            t4 = t86;
            t5 = t91;
        }
        __m512i t92 = _mm512_set1_epi32(11);
        __mmask16 t93 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t92, _MM_CMPINT_LT);
        __m512i t94 = _mm512_set1_epi32(4);
        __m512i t95 = _mm512_add_epi32(t94, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
        __m512i t96 = t95;
        __m512i t97 = _mm512_sub_epi32(t96, _mm512_set1_epi32(13));
        __m512i t98 = _mm512_min_epu32(t96, t97);
        __m512i t99 = t98;
        __m512i t100 = _mm512_set1_epi32(5);
        __m512i t101 = _mm512_add_epi32(t100, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        __m512i t102 = t101;
        __m512i t103 = _mm512_sub_epi32(t102, _mm512_set1_epi32(7));
        __m512i t104 = _mm512_min_epu32(t102, t103);
        __m512i t105 = t104;
        __m512 t106 = _mm512_cvtepi32_ps(t99);
        _mm512_mask_storeu_ps(&x[992], t93, t106);
        __m512 t107 = _mm512_cvtepi32_ps(t105);
        _mm512_mask_storeu_ps(&y[992], t93, t107);
        for (int i = 1003; i < 1003; i++) {
            long t108 = (long)i;
            x[t108] = (float)(i % 13);
            y[t108] = (float)(i % 7);
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
