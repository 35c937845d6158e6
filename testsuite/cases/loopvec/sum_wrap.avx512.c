/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
            t11 = t10;
            t2 = _mm256_add_epi32(t2, t11);
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t13 = t12;
            t3 = _mm256_add_epi32(t3, t13);
            t14 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t15 = t14;
            t4 = _mm256_add_epi32(t4, t15);
            t16 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t17 = t16;
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
    long t2;
    __m256i t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
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
    int t87;
    long t88;
    long t89;
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
    int i;
    int *t111;
    int t112;
    unsigned int c;
    const int *t113;
    int t114;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t10 = _mm256_cmpeq_epi32(t9, _mm256_set1_epi32((int)0));
            t11 = t8;
            t12 = _mm256_set1_epi32((int)1);
            t13 = _mm256_sub_epi32(t11, t12);
            t14 = t13;
            t15 = _mm256_set1_epi32((int)2147483647);
            t16 = t14;
            t17 = _mm256_sub_epi32(t15, t16);
            t18 = t17;
            t19 = t18;
            t20 = _mm256_sub_epi32(_mm256_setzero_si256(), t19);
            t21 = t20;
            t22 = _mm256_set1_epi32((int)2147483647);
            t23 = t8;
            t24 = _mm256_sub_epi32(t22, t23);
            t25 = t24;
            t26 = _mm256_ternarylogic_epi32(t10, t25, t21, 0xCA);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t26);
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t28 = t27;
            t29 = (__m256i)((vcc_v8_int)t28 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t30 = _mm256_cmpeq_epi32(t29, _mm256_set1_epi32((int)0));
            t31 = t28;
            t32 = _mm256_set1_epi32((int)1);
            t33 = _mm256_sub_epi32(t31, t32);
            t34 = t33;
            t35 = _mm256_set1_epi32((int)2147483647);
            t36 = t34;
            t37 = _mm256_sub_epi32(t35, t36);
            t38 = t37;
            t39 = t38;
            t40 = _mm256_sub_epi32(_mm256_setzero_si256(), t39);
            t41 = t40;
            t42 = _mm256_set1_epi32((int)2147483647);
            t43 = t28;
            t44 = _mm256_sub_epi32(t42, t43);
            t45 = t44;
            t46 = _mm256_ternarylogic_epi32(t30, t45, t41, 0xCA);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t46);
            t47 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t48 = t47;
            t49 = (__m256i)((vcc_v8_int)t48 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t50 = _mm256_cmpeq_epi32(t49, _mm256_set1_epi32((int)0));
            t51 = t48;
            t52 = _mm256_set1_epi32((int)1);
            t53 = _mm256_sub_epi32(t51, t52);
            t54 = t53;
            t55 = _mm256_set1_epi32((int)2147483647);
            t56 = t54;
            t57 = _mm256_sub_epi32(t55, t56);
            t58 = t57;
            t59 = t58;
            t60 = _mm256_sub_epi32(_mm256_setzero_si256(), t59);
            t61 = t60;
            t62 = _mm256_set1_epi32((int)2147483647);
            t63 = t48;
            t64 = _mm256_sub_epi32(t62, t63);
            t65 = t64;
            t66 = _mm256_ternarylogic_epi32(t50, t65, t61, 0xCA);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t66);
            t67 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t68 = t67;
            t69 = (__m256i)((vcc_v8_int)t68 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t70 = _mm256_cmpeq_epi32(t69, _mm256_set1_epi32((int)0));
            t71 = t68;
            t72 = _mm256_set1_epi32((int)1);
            t73 = _mm256_sub_epi32(t71, t72);
            t74 = t73;
            t75 = _mm256_set1_epi32((int)2147483647);
            t76 = t74;
            t77 = _mm256_sub_epi32(t75, t76);
            t78 = t77;
            t79 = t78;
            t80 = _mm256_sub_epi32(_mm256_setzero_si256(), t79);
            t81 = t80;
            t82 = _mm256_set1_epi32((int)2147483647);
            t83 = t68;
            t84 = _mm256_sub_epi32(t82, t83);
            t85 = t84;
            t86 = _mm256_ternarylogic_epi32(t70, t85, t81, 0xCA);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t86);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t5);
        t87 = (int)((long)0 + t5);
    } else {
        t87 = 0;
    }
    t88 = (long)t87 * -1L + 1003L;
    if (t88 >= 8L) {
        t89 = t88 & -8L;
        t90 = _mm256_set1_epi32((int)t87);
        t91 = t90;
        t3 = _mm256_add_epi32(t91, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t92 = t3;
            t93 = (__m256i)((vcc_v8_int)t92 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t94 = _mm256_cmpeq_epi32(t93, _mm256_set1_epi32((int)0));
            t95 = t92;
            t96 = _mm256_set1_epi32((int)1);
            t97 = _mm256_sub_epi32(t95, t96);
            t98 = t97;
            t99 = _mm256_set1_epi32((int)2147483647);
            t100 = t98;
            t101 = _mm256_sub_epi32(t99, t100);
            t102 = t101;
            t103 = t102;
            t104 = _mm256_sub_epi32(_mm256_setzero_si256(), t103);
            t105 = t104;
            t106 = _mm256_set1_epi32((int)2147483647);
            t107 = t92;
            t108 = _mm256_sub_epi32(t106, t107);
            t109 = t108;
            t110 = _mm256_ternarylogic_epi32(t94, t109, t105, 0xCA);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t87 + t4)], t110);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t89);
        i = (int)((long)t87 + t89);
    } else {
        i = t87;
    }
    for (; i < 1003; i++) {
        t111 = &a[i];
        if ((i % 2) == 0) {
            t112 = 2147483647 - i;
        } else {
            t112 = -(2147483647 - (i - 1));
        }
        *t111 = t112;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t113 = &counts[c];
        t114 = (_mm256_zeroupper(), sum(*t113, a));
        printf("sum(%d) = %d\n", *t113, t114);
    }
    return 0;
}
