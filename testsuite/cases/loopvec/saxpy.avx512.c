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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
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
    int t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256 t44;
    long t45;
    long t46;
    float *t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    int i;
    long t52;
    float *t53;
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
        t40 = (int)((long)t30 + t32);
    } else {
        t40 = t30;
    }
    t41 = (long)n + (long)t40 * -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        t42 = _mm256_set1_epi32((int)(int)t41);
        t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t44 = _mm256_set1_ps(a);
        t45 = 0L;
        t46 = (long)(int)((long)t40 + t45);
        t47 = y + t46;
        t48 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), x + t46);
        t49 = _mm256_mul_ps(t44, t48);
        t50 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), t47);
        t51 = _mm256_add_ps(t49, t50);
        _mm256_mask_storeu_ps(t47, _mm256_movepi32_mask(t43), t51);
        i = (int)((long)t40 + t41);
    } else {
        i = t40;
    }
    for (; i < n; i++) {
        t52 = (long)i;
        t53 = y + t52;
        *t53 = a * x[t52] + *t53;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    double check;
    unsigned int c;
    int n;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256 t21;
    __m256 t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256 t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256 t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256 t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256 t48;
    long t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256 t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256 t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    int t72;
    long t73;
    long t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    long t85;
    __m256 t86;
    __m256 t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    int t98;
    long t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    long t112;
    long t113;
    __m256 t114;
    __m256 t115;
    int i;
    long t116;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if ((1003L >= 32L) & (0 >= 0) & (0 >= 0)) {
            t9 = 1003L & -32L;
            t10 = _mm256_set1_epi32((int)(0 % 13));
            t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = t11;
            t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)13));
            t14 = _mm256_min_epu32(t12, t13);
            t1 = t14;
            t15 = _mm256_set1_epi32((int)(0 % 7));
            t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            t17 = t16;
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)7));
            t19 = _mm256_min_epu32(t17, t18);
            t2 = t19;
            t3 = 0L;
            for (;;) {
                t20 = (long)(int)((long)0 + t3);
                t21 = _mm256_cvtepi32_ps(t1);
                _mm256_storeu_ps(&x[t20], t21);
                t22 = _mm256_cvtepi32_ps(t2);
                _mm256_storeu_ps(&y[t20], t22);
                t23 = (long)(int)((long)0 + (t3 + 8L));
                t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t25 = t24;
                t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)13));
                t27 = _mm256_min_epu32(t25, t26);
                t28 = t27;
                t29 = _mm256_cvtepi32_ps(t28);
                _mm256_storeu_ps(&x[t23], t29);
                t30 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
                t31 = t30;
                t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)7));
                t33 = _mm256_min_epu32(t31, t32);
                t34 = t33;
                t35 = _mm256_cvtepi32_ps(t34);
                _mm256_storeu_ps(&y[t23], t35);
                t36 = (long)(int)((long)0 + (t3 + 16L));
                t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)3));
                t38 = t37;
                t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)13));
                t40 = _mm256_min_epu32(t38, t39);
                t41 = t40;
                t42 = _mm256_cvtepi32_ps(t41);
                _mm256_storeu_ps(&x[t36], t42);
                t43 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
                t44 = t43;
                t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)7));
                t46 = _mm256_min_epu32(t44, t45);
                t47 = t46;
                t48 = _mm256_cvtepi32_ps(t47);
                _mm256_storeu_ps(&y[t36], t48);
                t49 = (long)(int)((long)0 + (t3 + 24L));
                t50 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)11));
                t51 = t50;
                t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)13));
                t53 = _mm256_min_epu32(t51, t52);
                t54 = t53;
                t55 = _mm256_cvtepi32_ps(t54);
                _mm256_storeu_ps(&x[t49], t55);
                t56 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
                t57 = t56;
                t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32((int)7));
                t59 = _mm256_min_epu32(t57, t58);
                t60 = t59;
                t61 = _mm256_cvtepi32_ps(t60);
                _mm256_storeu_ps(&y[t49], t61);
                t3 += 32L;
                t62 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)6));
                t63 = t62;
                t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32((int)13));
                t65 = _mm256_min_epu32(t63, t64);
                t66 = t65;
                t67 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)4));
                t68 = t67;
                t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32((int)7));
                t70 = _mm256_min_epu32(t68, t69);
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
        if ((t73 >= 8L) & (t72 >= 0) & (t72 >= 0)) {
            t74 = t73 & -8L;
            t75 = _mm256_set1_epi32((int)(t72 % 13));
            t76 = _mm256_add_epi32(t75, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t77 = t76;
            t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32((int)13));
            t79 = _mm256_min_epu32(t77, t78);
            t4 = t79;
            t80 = _mm256_set1_epi32((int)(t72 % 7));
            t81 = _mm256_add_epi32(t80, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            t82 = t81;
            t83 = _mm256_sub_epi32(t82, _mm256_set1_epi32((int)7));
            t84 = _mm256_min_epu32(t82, t83);
            t5 = t84;
            t6 = 0L;
            for (;;) {
                t85 = (long)(int)((long)t72 + t6);
                t86 = _mm256_cvtepi32_ps(t4);
                _mm256_storeu_ps(&x[t85], t86);
                t87 = _mm256_cvtepi32_ps(t5);
                _mm256_storeu_ps(&y[t85], t87);
                t6 += 8L;
                t88 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
                t89 = t88;
                t90 = _mm256_sub_epi32(t89, _mm256_set1_epi32((int)13));
                t91 = _mm256_min_epu32(t89, t90);
                t92 = t91;
                t93 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)1));
                t94 = t93;
                t95 = _mm256_sub_epi32(t94, _mm256_set1_epi32((int)7));
                t96 = _mm256_min_epu32(t94, t95);
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
        if ((t99 >= 1L) & (t99 <= 8L) & (t98 >= 0) & (t98 >= 0)) {
            t100 = _mm256_set1_epi32((int)(int)t99);
            t101 = _mm256_cmpgt_epi32(t100, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t102 = _mm256_set1_epi32((int)(t98 % 13));
            t103 = _mm256_add_epi32(t102, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t104 = t103;
            t105 = _mm256_sub_epi32(t104, _mm256_set1_epi32((int)13));
            t106 = _mm256_min_epu32(t104, t105);
            t7 = t106;
            t107 = _mm256_set1_epi32((int)(t98 % 7));
            t108 = _mm256_add_epi32(t107, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            t109 = t108;
            t110 = _mm256_sub_epi32(t109, _mm256_set1_epi32((int)7));
            t111 = _mm256_min_epu32(t109, t110);
            t8 = t111;
            t112 = 0L;
            t113 = (long)(int)((long)t98 + t112);
            t114 = _mm256_cvtepi32_ps(t7);
            _mm256_mask_storeu_ps(&x[t113], _mm256_movepi32_mask(t101), t114);
            t115 = _mm256_cvtepi32_ps(t8);
            _mm256_mask_storeu_ps(&y[t113], _mm256_movepi32_mask(t101), t115);
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
