/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <limits.h>
#include <stdio.h>

/* Vectorized: a signed sum whose partial sums stay in range in the scalar order, but whose
   per-lane partial sums (a[0] + a[8] + ...) would not: the vector accumulates unsigned. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum(int n, const int *a) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    int s;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    int t7;
    int t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    long t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t5 = _mm512_loadu_si512(a + (int)((long)0 + t1));
            t6 = t5;
            t2 = _mm512_add_epi32(t2, t6);
            t1 += 16L;
        } while (t1 < t4);
        t7 = (int)((long)0 + t4);
        t8 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1))));
    } else {
        t7 = 0;
        t8 = 0;
    }
    t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t12 = 0L;
        t13 = _mm512_set1_epi32((int)0);
        t14 = _mm512_maskz_loadu_epi32(t11, a + (int)((long)t7 + t12));
        t15 = t14;
        t16 = _mm512_add_epi32(t13, t15);
        t17 = _mm512_mask_blend_epi32(t11, t13, t16);
        i = (int)((long)t7 + t9);
        s = (int)((unsigned int)t8 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1))));
    } else {
        i = t7;
        s = t8;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __mmask16 t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __mmask16 t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __mmask16 t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __mmask16 t71;
    __m512i t72;
    __m512i t73;
    __m512i t74;
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
    __m512i t85;
    __m512i t86;
    __m512i t87;
    int t88;
    long t89;
    long t90;
    __m512i t91;
    __m512i t92;
    __m512i t93;
    __m512i t94;
    __mmask16 t95;
    __m512i t96;
    __m512i t97;
    __m512i t98;
    __m512i t99;
    __m512i t100;
    __m512i t101;
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
    int t112;
    long t113;
    __m512i t114;
    __mmask16 t115;
    __m512i t116;
    __m512i t117;
    long t118;
    __m512i t119;
    __m512i t120;
    __m512i t121;
    __mmask16 t122;
    __mmask16 t123;
    __mmask16 t124;
    __m512i t125;
    __m512i t126;
    __m512i t127;
    __m512i t128;
    __m512i t129;
    __m512i t130;
    __m512i t131;
    __m512i t132;
    __m512i t133;
    __m512i t134;
    __m512i t135;
    __m512i t136;
    __m512i t137;
    __m512i t138;
    __m512i t139;
    __m512i t140;
    int i;
    int *t141;
    int t142;
    unsigned int c;
    const int *t143;
    int t144;
    if (1003L >= 64L) {
        t6 = 1003L & -64L;
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = (__m512i)((vcc_v16_int)t9 % (vcc_v16_int)_mm512_set1_epi32((int)2));
            t11 = _mm512_cmp_epi32_mask(t10, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
            t12 = t9;
            t13 = _mm512_set1_epi32((int)1);
            t14 = _mm512_sub_epi32(t12, t13);
            t15 = t14;
            t16 = _mm512_set1_epi32((int)2147483647);
            t17 = t15;
            t18 = _mm512_sub_epi32(t16, t17);
            t19 = t18;
            t20 = t19;
            t21 = _mm512_sub_epi32(_mm512_setzero_si512(), t20);
            t22 = t21;
            t23 = _mm512_set1_epi32((int)2147483647);
            t24 = t9;
            t25 = _mm512_sub_epi32(t23, t24);
            t26 = t25;
            t27 = _mm512_mask_blend_epi32(t11, t22, t26);
            _mm512_storeu_si512(&a[(int)((long)0 + t2)], t27);
            t28 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t29 = t28;
            t30 = (__m512i)((vcc_v16_int)t29 % (vcc_v16_int)_mm512_set1_epi32((int)2));
            t31 = _mm512_cmp_epi32_mask(t30, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
            t32 = t29;
            t33 = _mm512_set1_epi32((int)1);
            t34 = _mm512_sub_epi32(t32, t33);
            t35 = t34;
            t36 = _mm512_set1_epi32((int)2147483647);
            t37 = t35;
            t38 = _mm512_sub_epi32(t36, t37);
            t39 = t38;
            t40 = t39;
            t41 = _mm512_sub_epi32(_mm512_setzero_si512(), t40);
            t42 = t41;
            t43 = _mm512_set1_epi32((int)2147483647);
            t44 = t29;
            t45 = _mm512_sub_epi32(t43, t44);
            t46 = t45;
            t47 = _mm512_mask_blend_epi32(t31, t42, t46);
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 16L))], t47);
            t48 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t49 = t48;
            t50 = (__m512i)((vcc_v16_int)t49 % (vcc_v16_int)_mm512_set1_epi32((int)2));
            t51 = _mm512_cmp_epi32_mask(t50, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
            t52 = t49;
            t53 = _mm512_set1_epi32((int)1);
            t54 = _mm512_sub_epi32(t52, t53);
            t55 = t54;
            t56 = _mm512_set1_epi32((int)2147483647);
            t57 = t55;
            t58 = _mm512_sub_epi32(t56, t57);
            t59 = t58;
            t60 = t59;
            t61 = _mm512_sub_epi32(_mm512_setzero_si512(), t60);
            t62 = t61;
            t63 = _mm512_set1_epi32((int)2147483647);
            t64 = t49;
            t65 = _mm512_sub_epi32(t63, t64);
            t66 = t65;
            t67 = _mm512_mask_blend_epi32(t51, t62, t66);
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 32L))], t67);
            t68 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t69 = t68;
            t70 = (__m512i)((vcc_v16_int)t69 % (vcc_v16_int)_mm512_set1_epi32((int)2));
            t71 = _mm512_cmp_epi32_mask(t70, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
            t72 = t69;
            t73 = _mm512_set1_epi32((int)1);
            t74 = _mm512_sub_epi32(t72, t73);
            t75 = t74;
            t76 = _mm512_set1_epi32((int)2147483647);
            t77 = t75;
            t78 = _mm512_sub_epi32(t76, t77);
            t79 = t78;
            t80 = t79;
            t81 = _mm512_sub_epi32(_mm512_setzero_si512(), t80);
            t82 = t81;
            t83 = _mm512_set1_epi32((int)2147483647);
            t84 = t69;
            t85 = _mm512_sub_epi32(t83, t84);
            t86 = t85;
            t87 = _mm512_mask_blend_epi32(t71, t82, t86);
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 48L))], t87);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t6);
        t88 = (int)((long)0 + t6);
    } else {
        t88 = 0;
    }
    t89 = (long)t88 * -1L + 1003L;
    if (t89 >= 16L) {
        t90 = t89 & -16L;
        t91 = _mm512_set1_epi32((int)t88);
        t92 = t91;
        t3 = _mm512_add_epi32(t92, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t4 = 0L;
        do {
            t93 = t3;
            t94 = (__m512i)((vcc_v16_int)t93 % (vcc_v16_int)_mm512_set1_epi32((int)2));
            t95 = _mm512_cmp_epi32_mask(t94, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
            t96 = t93;
            t97 = _mm512_set1_epi32((int)1);
            t98 = _mm512_sub_epi32(t96, t97);
            t99 = t98;
            t100 = _mm512_set1_epi32((int)2147483647);
            t101 = t99;
            t102 = _mm512_sub_epi32(t100, t101);
            t103 = t102;
            t104 = t103;
            t105 = _mm512_sub_epi32(_mm512_setzero_si512(), t104);
            t106 = t105;
            t107 = _mm512_set1_epi32((int)2147483647);
            t108 = t93;
            t109 = _mm512_sub_epi32(t107, t108);
            t110 = t109;
            t111 = _mm512_mask_blend_epi32(t95, t106, t110);
            _mm512_storeu_si512(&a[(int)((long)t88 + t4)], t111);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
        } while (t4 < t90);
        t112 = (int)((long)t88 + t90);
    } else {
        t112 = t88;
    }
    t113 = (long)t112 * -1L + 1003L;
    if ((t113 >= 1L) & (t113 <= 16L)) {
        t114 = _mm512_set1_epi32((int)(int)t113);
        t115 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t114, _MM_CMPINT_LT);
        t116 = _mm512_set1_epi32((int)t112);
        t117 = t116;
        t5 = _mm512_add_epi32(t117, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t118 = 0L;
        t119 = t5;
        t120 = _mm512_mask_blend_epi32(t115, _mm512_set1_epi32((int)1), _mm512_set1_epi32((int)2));
        t121 = (__m512i)((vcc_v16_int)t119 % (vcc_v16_int)t120);
        t122 = _mm512_cmp_epi32_mask(t121, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
        t123 = _knot_mask16(t122);
        t124 = _kand_mask16(t115, t123);
        t125 = t119;
        t126 = _mm512_set1_epi32((int)1);
        t127 = _mm512_sub_epi32(t125, t126);
        t128 = t127;
        t129 = _mm512_set1_epi32((int)2147483647);
        t130 = t128;
        t131 = _mm512_sub_epi32(t129, t130);
        t132 = t131;
        t133 = t132;
        t134 = _mm512_sub_epi32(_mm512_setzero_si512(), t133);
        t135 = t134;
        t136 = _mm512_set1_epi32((int)2147483647);
        t137 = t119;
        t138 = _mm512_sub_epi32(t136, t137);
        t139 = t138;
        t140 = _mm512_mask_blend_epi32(t124, t139, t135);
        _mm512_mask_storeu_epi32(&a[(int)((long)t112 + t118)], t115, t140);
        i = (int)((long)t112 + t113);
    } else {
        i = t112;
    }
    for (; i < 1003; i++) {
        t141 = &a[i];
        if ((i % 2) == 0) {
            t142 = 2147483647 - i;
        } else {
            t142 = -(2147483647 - (i - 1));
        }
        *t141 = t142;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t143 = &counts[c];
        t144 = (_mm256_zeroupper(), sum(*t143, a));
        printf("sum(%d) = %d\n", *t143, t144);
    }
    return 0;
}
