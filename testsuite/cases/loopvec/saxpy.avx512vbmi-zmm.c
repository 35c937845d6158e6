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
    long t1;
    long t2;
    long t3;
    long t4;
    __m512 t5;
    long t6;
    float *t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    long t12;
    float *t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    int t18;
    long t19;
    long t20;
    __m512 t21;
    long t22;
    float *t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    int t28;
    long t29;
    __m512i t30;
    __mmask16 t31;
    __m512 t32;
    long t33;
    long t34;
    float *t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    int i;
    long t40;
    float *t41;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_ps(a);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = y + t6;
            t8 = _mm512_loadu_ps(x + t6);
            t9 = _mm512_mul_ps(t5, t8);
            t10 = _mm512_loadu_ps(t7);
            t11 = _mm512_add_ps(t9, t10);
            _mm512_storeu_ps(t7, t11);
            t12 = (long)(int)((long)0 + (t1 + 16L));
            t13 = y + t12;
            t14 = _mm512_loadu_ps(x + t12);
            t15 = _mm512_mul_ps(t5, t14);
            t16 = _mm512_loadu_ps(t13);
            t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(t13, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)((long)0 + t4);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        t20 = t19 & -16L;
        t21 = _mm512_set1_ps(a);
        t2 = 0L;
        do {
            t22 = (long)(int)((long)t18 + t2);
            t23 = y + t22;
            t24 = _mm512_loadu_ps(x + t22);
            t25 = _mm512_mul_ps(t21, t24);
            t26 = _mm512_loadu_ps(t23);
            t27 = _mm512_add_ps(t25, t26);
            _mm512_storeu_ps(t23, t27);
            t2 += 16L;
        } while (t2 < t20);
        t28 = (int)((long)t18 + t20);
    } else {
        t28 = t18;
    }
    t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 16L)) {
        t30 = _mm512_set1_epi32((int)(int)t29);
        t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_LT);
        t32 = _mm512_set1_ps(a);
        t33 = 0L;
        t34 = (long)(int)((long)t28 + t33);
        t35 = y + t34;
        t36 = _mm512_maskz_loadu_ps(t31, x + t34);
        t37 = _mm512_mul_ps(t32, t36);
        t38 = _mm512_maskz_loadu_ps(t31, t35);
        t39 = _mm512_add_ps(t37, t38);
        _mm512_mask_storeu_ps(t35, t31, t39);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    __m512i t1;
    __m512i t2;
    long t3;
    __m512i t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    double check;
    unsigned int c;
    int n;
    long t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    long t20;
    __m512 t21;
    __m512 t22;
    long t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512 t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512 t35;
    long t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512 t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512 t48;
    long t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512 t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512 t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    int t72;
    long t73;
    long t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    __m512i t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    long t85;
    __m512 t86;
    __m512 t87;
    __m512i t88;
    __m512i t89;
    __m512i t90;
    __m512i t91;
    __m512i t92;
    __m512i t93;
    __m512i t94;
    __m512i t95;
    __m512i t96;
    __m512i t97;
    int t98;
    long t99;
    __m512i t100;
    __mmask16 t101;
    __m512i t102;
    __m512i t103;
    __m512i t104;
    __m512i t105;
    __m512i t106;
    __m512i t107;
    __m512i t108;
    __m512i t109;
    __m512i t110;
    __m512i t111;
    long t112;
    long t113;
    __m512 t114;
    __m512 t115;
    int i;
    long t116;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if ((1003L >= 64L) & (0 >= 0) & (0 >= 0)) {
            t9 = 1003L & -64L;
            t10 = _mm512_set1_epi32((int)(0 % 13));
            t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
            t12 = t11;
            t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32((int)13));
            t14 = _mm512_min_epu32(t12, t13);
            t1 = t14;
            t15 = _mm512_set1_epi32((int)(0 % 7));
            t16 = _mm512_add_epi32(t15, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
            t17 = t16;
            t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32((int)7));
            t19 = _mm512_min_epu32(t17, t18);
            t2 = t19;
            t3 = 0L;
            for (;;) {
                t20 = (long)(int)((long)0 + t3);
                t21 = _mm512_cvtepi32_ps(t1);
                _mm512_storeu_ps(&x[t20], t21);
                t22 = _mm512_cvtepi32_ps(t2);
                _mm512_storeu_ps(&y[t20], t22);
                t23 = (long)(int)((long)0 + (t3 + 16L));
                t24 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)3));
                t25 = t24;
                t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32((int)13));
                t27 = _mm512_min_epu32(t25, t26);
                t28 = t27;
                t29 = _mm512_cvtepi32_ps(t28);
                _mm512_storeu_ps(&x[t23], t29);
                t30 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)2));
                t31 = t30;
                t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32((int)7));
                t33 = _mm512_min_epu32(t31, t32);
                t34 = t33;
                t35 = _mm512_cvtepi32_ps(t34);
                _mm512_storeu_ps(&y[t23], t35);
                t36 = (long)(int)((long)0 + (t3 + 32L));
                t37 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)6));
                t38 = t37;
                t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32((int)13));
                t40 = _mm512_min_epu32(t38, t39);
                t41 = t40;
                t42 = _mm512_cvtepi32_ps(t41);
                _mm512_storeu_ps(&x[t36], t42);
                t43 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)4));
                t44 = t43;
                t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32((int)7));
                t46 = _mm512_min_epu32(t44, t45);
                t47 = t46;
                t48 = _mm512_cvtepi32_ps(t47);
                _mm512_storeu_ps(&y[t36], t48);
                t49 = (long)(int)((long)0 + (t3 + 48L));
                t50 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)9));
                t51 = t50;
                t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32((int)13));
                t53 = _mm512_min_epu32(t51, t52);
                t54 = t53;
                t55 = _mm512_cvtepi32_ps(t54);
                _mm512_storeu_ps(&x[t49], t55);
                t56 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)6));
                t57 = t56;
                t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32((int)7));
                t59 = _mm512_min_epu32(t57, t58);
                t60 = t59;
                t61 = _mm512_cvtepi32_ps(t60);
                _mm512_storeu_ps(&y[t49], t61);
                t3 += 64L;
                t62 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)12));
                t63 = t62;
                t64 = _mm512_sub_epi32(t63, _mm512_set1_epi32((int)13));
                t65 = _mm512_min_epu32(t63, t64);
                t66 = t65;
                t67 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)1));
                t68 = t67;
                t69 = _mm512_sub_epi32(t68, _mm512_set1_epi32((int)7));
                t70 = _mm512_min_epu32(t68, t69);
                t71 = t70;
                if (t3 >= t9) {
                    break;
                }
                t1 = t66;
                t2 = t71;
            }
            t72 = (int)((long)0 + t9);
        } else {
            t72 = 0;
        }
        t73 = (long)t72 * -1L + 1003L;
        if ((t73 >= 16L) & (t72 >= 0) & (t72 >= 0)) {
            t74 = t73 & -16L;
            t75 = _mm512_set1_epi32((int)(t72 % 13));
            t76 = _mm512_add_epi32(t75, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
            t77 = t76;
            t78 = _mm512_sub_epi32(t77, _mm512_set1_epi32((int)13));
            t79 = _mm512_min_epu32(t77, t78);
            t4 = t79;
            t80 = _mm512_set1_epi32((int)(t72 % 7));
            t81 = _mm512_add_epi32(t80, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
            t82 = t81;
            t83 = _mm512_sub_epi32(t82, _mm512_set1_epi32((int)7));
            t84 = _mm512_min_epu32(t82, t83);
            t5 = t84;
            t6 = 0L;
            for (;;) {
                t85 = (long)(int)((long)t72 + t6);
                t86 = _mm512_cvtepi32_ps(t4);
                _mm512_storeu_ps(&x[t85], t86);
                t87 = _mm512_cvtepi32_ps(t5);
                _mm512_storeu_ps(&y[t85], t87);
                t6 += 16L;
                t88 = _mm512_add_epi32(t4, _mm512_set1_epi32((int)3));
                t89 = t88;
                t90 = _mm512_sub_epi32(t89, _mm512_set1_epi32((int)13));
                t91 = _mm512_min_epu32(t89, t90);
                t92 = t91;
                t93 = _mm512_add_epi32(t5, _mm512_set1_epi32((int)2));
                t94 = t93;
                t95 = _mm512_sub_epi32(t94, _mm512_set1_epi32((int)7));
                t96 = _mm512_min_epu32(t94, t95);
                t97 = t96;
                if (t6 >= t74) {
                    break;
                }
                t4 = t92;
                t5 = t97;
            }
            t98 = (int)((long)t72 + t74);
        } else {
            t98 = t72;
        }
        t99 = (long)t98 * -1L + 1003L;
        if ((t99 >= 1L) & (t99 <= 16L) & (t98 >= 0) & (t98 >= 0)) {
            t100 = _mm512_set1_epi32((int)(int)t99);
            t101 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t100, _MM_CMPINT_LT);
            t102 = _mm512_set1_epi32((int)(t98 % 13));
            t103 = _mm512_add_epi32(t102, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2));
            t104 = t103;
            t105 = _mm512_sub_epi32(t104, _mm512_set1_epi32((int)13));
            t106 = _mm512_min_epu32(t104, t105);
            t7 = t106;
            t107 = _mm512_set1_epi32((int)(t98 % 7));
            t108 = _mm512_add_epi32(t107, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
            t109 = t108;
            t110 = _mm512_sub_epi32(t109, _mm512_set1_epi32((int)7));
            t111 = _mm512_min_epu32(t109, t110);
            t8 = t111;
            t112 = 0L;
            t113 = (long)(int)((long)t98 + t112);
            t114 = _mm512_cvtepi32_ps(t7);
            _mm512_mask_storeu_ps(&x[t113], t101, t114);
            t115 = _mm512_cvtepi32_ps(t8);
            _mm512_mask_storeu_ps(&y[t113], t101, t115);
            i = (int)((long)t98 + t99);
        } else {
            i = t98;
        }
        for (; i < 1003; i++) {
            t116 = (long)i;
            x[t116] = (float)(i % 13);
            y[t116] = (float)(i % 7);
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
