/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum(int n, const int *a) {
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    int s;
    long t8;
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
    __m256i t20;
    int t21;
    int t22;
    long t23;
    long t24;
    __m256i t25;
    __m256i t26;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        do {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t1)));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t14 = t10;
            t2 = _mm256_add_epi32(t2, t14);
            t15 = t11;
            t3 = _mm256_add_epi32(t3, t15);
            t16 = t12;
            t4 = _mm256_add_epi32(t4, t16);
            t17 = t13;
            t5 = _mm256_add_epi32(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        t18 = _mm256_add_epi32(t2, t3);
        t19 = _mm256_add_epi32(t18, t4);
        t20 = _mm256_add_epi32(t19, t5);
        t21 = (int)((long)0 + t9);
        t22 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t20));
    } else {
        t21 = 0;
        t22 = 0;
    }
    t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t6 = 0L;
        t7 = _mm256_set1_epi32((int)0);
        do {
            t25 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t21 + t6)));
            t26 = t25;
            t7 = _mm256_add_epi32(t7, t26);
            t6 += 8L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        s = (int)((unsigned int)t22 + vcc_avx2_sum_epi32(t7));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
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
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
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
    __m256i t72;
    __m256i t73;
    __m256i t74;
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
    __m256i t85;
    __m256i t86;
    __m256i t87;
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
    __m256i t98;
    __m256i t99;
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
    int t111;
    long t112;
    long t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    __m256i t142;
    int t143;
    long t144;
    __m256i t145;
    __m256i t146;
    __m256i t147;
    __m256i t148;
    __m256i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    __m256i t153;
    long t154;
    __m256i t155;
    __m256i t156;
    __m256i t157;
    __m256i t158;
    __m256i t159;
    __m256i t160;
    __m256i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256i t166;
    __m256i t167;
    __m256i t168;
    __m256i t169;
    __m256i t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    __m256i t174;
    int i;
    int *t175;
    int t176;
    unsigned int c;
    const int *t177;
    int t178;
    if ((1003L >= 32L) & (0 >= 0)) {
        t9 = 1003L & -32L;
        t10 = _mm256_set1_epi32((int)0);
        t11 = t10;
        t1 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t12 = _mm256_set1_epi32((int)(0 % 2));
        t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 0, 1, 0, 1, 0, 1));
        t14 = t13;
        t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)2));
        t16 = _mm256_min_epu32(t14, t15);
        t2 = t16;
        t3 = 0L;
        do {
            t17 = t1;
            t18 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32((int)0));
            t19 = t17;
            t20 = _mm256_set1_epi32((int)1);
            t21 = _mm256_sub_epi32(t19, t20);
            t22 = t21;
            t23 = _mm256_set1_epi32((int)2147483647);
            t24 = t22;
            t25 = _mm256_sub_epi32(t23, t24);
            t26 = t25;
            t27 = t26;
            t28 = _mm256_sub_epi32(_mm256_setzero_si256(), t27);
            t29 = t28;
            t30 = _mm256_set1_epi32((int)2147483647);
            t31 = t17;
            t32 = _mm256_sub_epi32(t30, t31);
            t33 = t32;
            t34 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t18), t29, t33);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t3)], t34);
            t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t36 = t35;
            t37 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)0));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)2));
            t40 = _mm256_min_epu32(t38, t39);
            t41 = t40;
            t42 = _mm256_cmpeq_epi32(t41, _mm256_set1_epi32((int)0));
            t43 = t36;
            t44 = _mm256_set1_epi32((int)1);
            t45 = _mm256_sub_epi32(t43, t44);
            t46 = t45;
            t47 = _mm256_set1_epi32((int)2147483647);
            t48 = t46;
            t49 = _mm256_sub_epi32(t47, t48);
            t50 = t49;
            t51 = t50;
            t52 = _mm256_sub_epi32(_mm256_setzero_si256(), t51);
            t53 = t52;
            t54 = _mm256_set1_epi32((int)2147483647);
            t55 = t36;
            t56 = _mm256_sub_epi32(t54, t55);
            t57 = t56;
            t58 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t42), t53, t57);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t3 + 8L))], t58);
            t59 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t60 = t59;
            t61 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)0));
            t62 = t61;
            t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32((int)2));
            t64 = _mm256_min_epu32(t62, t63);
            t65 = t64;
            t66 = _mm256_cmpeq_epi32(t65, _mm256_set1_epi32((int)0));
            t67 = t60;
            t68 = _mm256_set1_epi32((int)1);
            t69 = _mm256_sub_epi32(t67, t68);
            t70 = t69;
            t71 = _mm256_set1_epi32((int)2147483647);
            t72 = t70;
            t73 = _mm256_sub_epi32(t71, t72);
            t74 = t73;
            t75 = t74;
            t76 = _mm256_sub_epi32(_mm256_setzero_si256(), t75);
            t77 = t76;
            t78 = _mm256_set1_epi32((int)2147483647);
            t79 = t60;
            t80 = _mm256_sub_epi32(t78, t79);
            t81 = t80;
            t82 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t66), t77, t81);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t3 + 16L))], t82);
            t83 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t84 = t83;
            t85 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)0));
            t86 = t85;
            t87 = _mm256_sub_epi32(t86, _mm256_set1_epi32((int)2));
            t88 = _mm256_min_epu32(t86, t87);
            t89 = t88;
            t90 = _mm256_cmpeq_epi32(t89, _mm256_set1_epi32((int)0));
            t91 = t84;
            t92 = _mm256_set1_epi32((int)1);
            t93 = _mm256_sub_epi32(t91, t92);
            t94 = t93;
            t95 = _mm256_set1_epi32((int)2147483647);
            t96 = t94;
            t97 = _mm256_sub_epi32(t95, t96);
            t98 = t97;
            t99 = t98;
            t100 = _mm256_sub_epi32(_mm256_setzero_si256(), t99);
            t101 = t100;
            t102 = _mm256_set1_epi32((int)2147483647);
            t103 = t84;
            t104 = _mm256_sub_epi32(t102, t103);
            t105 = t104;
            t106 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t90), t101, t105);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t3 + 24L))], t106);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t107 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)0));
            t108 = t107;
            t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32((int)2));
            t110 = _mm256_min_epu32(t108, t109);
            t2 = t110;
        } while (t3 < t9);
        t111 = (int)((long)0 + t9);
    } else {
        t111 = 0;
    }
    t112 = (long)t111 * -1L + 1003L;
    if ((t112 >= 8L) & (t111 >= 0)) {
        t113 = t112 & -8L;
        t114 = _mm256_set1_epi32((int)t111);
        t115 = t114;
        t4 = _mm256_add_epi32(t115, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t116 = _mm256_set1_epi32((int)(t111 % 2));
        t117 = _mm256_add_epi32(t116, _mm256_setr_epi32(0, 1, 0, 1, 0, 1, 0, 1));
        t118 = t117;
        t119 = _mm256_sub_epi32(t118, _mm256_set1_epi32((int)2));
        t120 = _mm256_min_epu32(t118, t119);
        t5 = t120;
        t6 = 0L;
        do {
            t121 = t4;
            t122 = _mm256_cmpeq_epi32(t5, _mm256_set1_epi32((int)0));
            t123 = t121;
            t124 = _mm256_set1_epi32((int)1);
            t125 = _mm256_sub_epi32(t123, t124);
            t126 = t125;
            t127 = _mm256_set1_epi32((int)2147483647);
            t128 = t126;
            t129 = _mm256_sub_epi32(t127, t128);
            t130 = t129;
            t131 = t130;
            t132 = _mm256_sub_epi32(_mm256_setzero_si256(), t131);
            t133 = t132;
            t134 = _mm256_set1_epi32((int)2147483647);
            t135 = t121;
            t136 = _mm256_sub_epi32(t134, t135);
            t137 = t136;
            t138 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t122), t133, t137);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t111 + t6)], t138);
            t6 += 8L;
            t4 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
            t139 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)0));
            t140 = t139;
            t141 = _mm256_sub_epi32(t140, _mm256_set1_epi32((int)2));
            t142 = _mm256_min_epu32(t140, t141);
            t5 = t142;
        } while (t6 < t113);
        t143 = (int)((long)t111 + t113);
    } else {
        t143 = t111;
    }
    t144 = (long)t143 * -1L + 1003L;
    if ((t144 >= 1L) & (t144 <= 8L) & (t143 >= 0)) {
        t145 = _mm256_set1_epi32((int)(int)t144);
        t146 = _mm256_cmpgt_epi32(t145, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t147 = _mm256_set1_epi32((int)t143);
        t148 = t147;
        t7 = _mm256_add_epi32(t148, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t149 = _mm256_set1_epi32((int)(t143 % 2));
        t150 = _mm256_add_epi32(t149, _mm256_setr_epi32(0, 1, 0, 1, 0, 1, 0, 1));
        t151 = t150;
        t152 = _mm256_sub_epi32(t151, _mm256_set1_epi32((int)2));
        t153 = _mm256_min_epu32(t151, t152);
        t8 = t153;
        t154 = 0L;
        t155 = t7;
        t156 = _mm256_cmpeq_epi32(t8, _mm256_set1_epi32((int)0));
        t157 = (__m256i)~(vcc_m8)t156;
        t158 = _mm256_and_si256(t146, t157);
        t159 = t155;
        t160 = _mm256_set1_epi32((int)1);
        t161 = _mm256_sub_epi32(t159, t160);
        t162 = t161;
        t163 = _mm256_set1_epi32((int)2147483647);
        t164 = t162;
        t165 = _mm256_sub_epi32(t163, t164);
        t166 = t165;
        t167 = t166;
        t168 = _mm256_sub_epi32(_mm256_setzero_si256(), t167);
        t169 = t168;
        t170 = _mm256_set1_epi32((int)2147483647);
        t171 = t155;
        t172 = _mm256_sub_epi32(t170, t171);
        t173 = t172;
        t174 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t158), t173, t169);
        _mm256_mask_storeu_epi32(&a[(int)((long)t143 + t154)], _mm256_movepi32_mask(t146), t174);
        i = (int)((long)t143 + t144);
    } else {
        i = t143;
    }
    for (; i < 1003; i++) {
        t175 = &a[i];
        if ((i % 2) == 0) {
            t176 = 2147483647 - i;
        } else {
            t176 = -(2147483647 - (i - 1));
        }
        *t175 = t176;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t177 = &counts[c];
        t178 = (_mm256_zeroupper(), sum(*t177, a));
        printf("sum(%d) = %d\n", *t177, t178);
    }
    return 0;
}
