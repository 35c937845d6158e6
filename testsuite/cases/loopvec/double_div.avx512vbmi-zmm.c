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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512d t6;
    __m512d t7;
    __m512d t8;
    __m512d t9;
    long t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    int t15;
    long t16;
    long t17;
    long t18;
    __m512d t19;
    __m512d t20;
    __m512d t21;
    __m512d t22;
    int t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    long t28;
    __m512d t29;
    __m512d t30;
    __m512d t31;
    __m512d t32;
    int i;
    long t33;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_pd(a + t5);
            t7 = _mm512_sub_pd(t6, _mm512_set1_pd(1.0));
            t8 = _mm512_loadu_pd(b + t5);
            t9 = _mm512_div_pd(t7, t8);
            _mm512_storeu_pd(r + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm512_loadu_pd(a + t10);
            t12 = _mm512_sub_pd(t11, _mm512_set1_pd(1.0));
            t13 = _mm512_loadu_pd(b + t10);
            t14 = _mm512_div_pd(t12, t13);
            _mm512_storeu_pd(r + t10, t14);
            t1 += 16L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        t17 = t16 & -8L;
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t15 + t2);
            t19 = _mm512_loadu_pd(a + t18);
            t20 = _mm512_sub_pd(t19, _mm512_set1_pd(1.0));
            t21 = _mm512_loadu_pd(b + t18);
            t22 = _mm512_div_pd(t20, t21);
            _mm512_storeu_pd(r + t18, t22);
            t2 += 8L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        t25 = _mm256_set1_epi32((int)(int)t24);
        t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27);
        t29 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t26), a + t28);
        t30 = _mm512_sub_pd(t29, _mm512_set1_pd(1.0));
        t31 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t26), b + t28);
        t32 = _mm512_div_pd(t30, t31);
        _mm512_mask_storeu_pd(r + t28, _mm256_movepi32_mask(t26), t32);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        r[t33] = (a[t33] - 1.0) / b[t33];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    long t9;
    long t10;
    double check;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m512d t21;
    __m256i t22;
    __m256i t23;
    __m512d t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m512d t33;
    __m256i t34;
    __m256i t35;
    __m512d t36;
    __m256i t37;
    __m256i t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m512d t45;
    __m256i t46;
    __m256i t47;
    __m512d t48;
    __m256i t49;
    __m256i t50;
    long t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m512d t57;
    __m256i t58;
    __m256i t59;
    __m512d t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    int t65;
    long t66;
    long t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    long t76;
    __m512d t77;
    __m256i t78;
    __m256i t79;
    __m512d t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    int t85;
    long t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    long t96;
    __m256i t97;
    long t98;
    __m512d t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m512d t105;
    int i;
    long t106;
    unsigned int c;
    int n;
    long t107;
    int t108;
    long t109;
    long t110;
    int t111;
    long t112;
    __m256i t113;
    __m256i t114;
    long t115;
    int i_1;
    int i_2;
    if ((1003L >= 32L) & (0 >= 0)) {
        t11 = 1003L & -32L;
        t12 = _mm256_set1_epi32((int)0);
        t13 = t12;
        t1 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t14 = _mm256_set1_epi32((int)(0 % 29));
        t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t16 = t15;
        t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32((int)29));
        t18 = _mm256_min_epu32(t16, t17);
        t2 = t18;
        t3 = 0L;
        do {
            t19 = t1;
            t20 = (long)(int)((long)0 + t3);
            t21 = _mm512_cvtepi32_pd(t2);
            _mm512_storeu_pd(&a[t20], t21);
            t22 = (__m256i)((vcc_v8_int)t19 % (vcc_v8_int)_mm256_set1_epi32((int)4));
            t23 = _mm256_sllv_epi32(_mm256_set1_epi32((int)1), t22);
            t24 = _mm512_cvtepi32_pd(t23);
            _mm512_storeu_pd(&b[t20], t24);
            t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t26 = t25;
            t27 = (long)(int)((long)0 + (t3 + 8L));
            t28 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t29 = t28;
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)29));
            t31 = _mm256_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm512_cvtepi32_pd(t32);
            _mm512_storeu_pd(&a[t27], t33);
            t34 = (__m256i)((vcc_v8_int)t26 % (vcc_v8_int)_mm256_set1_epi32((int)4));
            t35 = _mm256_sllv_epi32(_mm256_set1_epi32((int)1), t34);
            t36 = _mm512_cvtepi32_pd(t35);
            _mm512_storeu_pd(&b[t27], t36);
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t38 = t37;
            t39 = (long)(int)((long)0 + (t3 + 16L));
            t40 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
            t41 = t40;
            t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)29));
            t43 = _mm256_min_epu32(t41, t42);
            t44 = t43;
            t45 = _mm512_cvtepi32_pd(t44);
            _mm512_storeu_pd(&a[t39], t45);
            t46 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)_mm256_set1_epi32((int)4));
            t47 = _mm256_sllv_epi32(_mm256_set1_epi32((int)1), t46);
            t48 = _mm512_cvtepi32_pd(t47);
            _mm512_storeu_pd(&b[t39], t48);
            t49 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t50 = t49;
            t51 = (long)(int)((long)0 + (t3 + 24L));
            t52 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
            t53 = t52;
            t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32((int)29));
            t55 = _mm256_min_epu32(t53, t54);
            t56 = t55;
            t57 = _mm512_cvtepi32_pd(t56);
            _mm512_storeu_pd(&a[t51], t57);
            t58 = (__m256i)((vcc_v8_int)t50 % (vcc_v8_int)_mm256_set1_epi32((int)4));
            t59 = _mm256_sllv_epi32(_mm256_set1_epi32((int)1), t58);
            t60 = _mm512_cvtepi32_pd(t59);
            _mm512_storeu_pd(&b[t51], t60);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t61 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
            t62 = t61;
            t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32((int)29));
            t64 = _mm256_min_epu32(t62, t63);
            t2 = t64;
        } while (t3 < t11);
        t65 = (int)((long)0 + t11);
    } else {
        t65 = 0;
    }
    t66 = (long)t65 * -1L + 1003L;
    if ((t66 >= 8L) & (t65 >= 0)) {
        t67 = t66 & -8L;
        t68 = _mm256_set1_epi32((int)t65);
        t69 = t68;
        t4 = _mm256_add_epi32(t69, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t70 = _mm256_set1_epi32((int)(t65 % 29));
        t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t72 = t71;
        t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32((int)29));
        t74 = _mm256_min_epu32(t72, t73);
        t5 = t74;
        t6 = 0L;
        do {
            t75 = t4;
            t76 = (long)(int)((long)t65 + t6);
            t77 = _mm512_cvtepi32_pd(t5);
            _mm512_storeu_pd(&a[t76], t77);
            t78 = (__m256i)((vcc_v8_int)t75 % (vcc_v8_int)_mm256_set1_epi32((int)4));
            t79 = _mm256_sllv_epi32(_mm256_set1_epi32((int)1), t78);
            t80 = _mm512_cvtepi32_pd(t79);
            _mm512_storeu_pd(&b[t76], t80);
            t6 += 8L;
            t4 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
            t81 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
            t82 = t81;
            t83 = _mm256_sub_epi32(t82, _mm256_set1_epi32((int)29));
            t84 = _mm256_min_epu32(t82, t83);
            t5 = t84;
        } while (t6 < t67);
        t85 = (int)((long)t65 + t67);
    } else {
        t85 = t65;
    }
    t86 = (long)t85 * -1L + 1003L;
    if ((t86 >= 1L) & (t86 <= 8L) & (t85 >= 0)) {
        t87 = _mm256_set1_epi32((int)(int)t86);
        t88 = _mm256_cmpgt_epi32(t87, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t89 = _mm256_set1_epi32((int)t85);
        t90 = t89;
        t7 = _mm256_add_epi32(t90, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t91 = _mm256_set1_epi32((int)(t85 % 29));
        t92 = _mm256_add_epi32(t91, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t93 = t92;
        t94 = _mm256_sub_epi32(t93, _mm256_set1_epi32((int)29));
        t95 = _mm256_min_epu32(t93, t94);
        t8 = t95;
        t96 = 0L;
        t97 = t7;
        t98 = (long)(int)((long)t85 + t96);
        t99 = _mm512_cvtepi32_pd(t8);
        _mm512_mask_storeu_pd(&a[t98], _mm256_movepi32_mask(t88), t99);
        t100 = _mm256_ternarylogic_epi32(t88, _mm256_set1_epi32((int)4), _mm256_set1_epi32((int)1), 0xCA);
        t101 = (__m256i)((vcc_v8_int)t97 % (vcc_v8_int)t100);
        t102 = _mm256_ternarylogic_epi32(t88, t101, _mm256_set1_epi32((int)0), 0xCA);
        t103 = _mm256_ternarylogic_epi32(t88, _mm256_set1_epi32((int)1), _mm256_set1_epi32((int)0), 0xCA);
        t104 = _mm256_sllv_epi32(t103, t102);
        t105 = _mm512_cvtepi32_pd(t104);
        _mm512_mask_storeu_pd(&b[t98], _mm256_movepi32_mask(t88), t105);
        i = (int)((long)t85 + t86);
    } else {
        i = t85;
    }
    for (; i < 1003; i++) {
        t106 = (long)i;
        a[t106] = (double)(i % 29);
        b[t106] = (double)(1 << (i % 4));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t107 = 1003L & -32L;
            t9 = 0L;
            do {
                _mm512_storeu_pd(&r[(int)((long)0 + t9)], _mm512_set1_pd(0.0));
                _mm512_storeu_pd(&r[(int)((long)0 + (t9 + 8L))], _mm512_set1_pd(0.0));
                _mm512_storeu_pd(&r[(int)((long)0 + (t9 + 16L))], _mm512_set1_pd(0.0));
                _mm512_storeu_pd(&r[(int)((long)0 + (t9 + 24L))], _mm512_set1_pd(0.0));
                t9 += 32L;
            } while (t9 < t107);
            t108 = (int)((long)0 + t107);
        } else {
            t108 = 0;
        }
        t109 = (long)t108 * -1L + 1003L;
        if (t109 >= 8L) {
            t110 = t109 & -8L;
            t10 = 0L;
            do {
                _mm512_storeu_pd(&r[(int)((long)t108 + t10)], _mm512_set1_pd(0.0));
                t10 += 8L;
            } while (t10 < t110);
            t111 = (int)((long)t108 + t110);
        } else {
            t111 = t108;
        }
        t112 = (long)t111 * -1L + 1003L;
        if ((t112 >= 1L) & (t112 <= 8L)) {
            t113 = _mm256_set1_epi32((int)(int)t112);
            t114 = _mm256_cmpgt_epi32(t113, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t115 = 0L;
            _mm512_mask_storeu_pd(&r[(int)((long)t111 + t115)], _mm256_movepi32_mask(t114), _mm512_set1_pd(0.0));
            i_1 = (int)((long)t111 + t112);
        } else {
            i_1 = t111;
        }
        for (; i_1 < 1003; i_1++) {
            r[i_1] = 0.0;
        }
        (_mm256_zeroupper(), ratio(n, r, a, b));
        check = 0.0;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2] * (double)(i_2 % 3);
        }
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
