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
    int s;
    int t7;
    int t8;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            __m512i t6 = t5;
            t2 = _mm512_add_epi32(t2, t6);
            t1 += 16L;
        } while (t1 < t4);
        t7 = (int)t4;
        t8 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        t7 = 0;
        t8 = 0;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        __m512i t12 = _mm512_maskz_loadu_epi32(t11, a + (int)(long)t7);
        __m512i t13 = t12;
        __m512i t14 = _mm512_add_epi32(_mm512_set1_epi32(0), t13);
        __m512i t15 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(0), t14);
        i = (int)((long)t7 + t9);
        s = (int)((unsigned int)t8 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1))));
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
    int t135;
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = t5;
    __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t7 = t1;
        __m512i t8 = (__m512i)((vcc_v16_int)t7 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t9 = _mm512_cmp_epi32_mask(t8, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t10 = t7;
        __m512i t11 = _mm512_set1_epi32(1);
        __m512i t12 = _mm512_sub_epi32(t10, t11);
        __m512i t13 = t12;
        __m512i t14 = _mm512_set1_epi32(2147483647);
        __m512i t15 = t13;
        __m512i t16 = _mm512_sub_epi32(t14, t15);
        __m512i t17 = t16;
        __m512i t18 = t17;
        __m512i t19 = _mm512_sub_epi32(_mm512_setzero_si512(), t18);
        __m512i t20 = t19;
        __m512i t21 = _mm512_set1_epi32(2147483647);
        __m512i t22 = t7;
        __m512i t23 = _mm512_sub_epi32(t21, t22);
        __m512i t24 = t23;
        __m512i t25 = _mm512_mask_blend_epi32(t9, t20, t24);
        _mm512_storeu_si512(&a[(int)t2], t25);
        __m512i t26 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t27 = t26;
        __m512i t28 = (__m512i)((vcc_v16_int)t27 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t29 = _mm512_cmp_epi32_mask(t28, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t30 = t27;
        __m512i t31 = _mm512_set1_epi32(1);
        __m512i t32 = _mm512_sub_epi32(t30, t31);
        __m512i t33 = t32;
        __m512i t34 = _mm512_set1_epi32(2147483647);
        __m512i t35 = t33;
        __m512i t36 = _mm512_sub_epi32(t34, t35);
        __m512i t37 = t36;
        __m512i t38 = t37;
        __m512i t39 = _mm512_sub_epi32(_mm512_setzero_si512(), t38);
        __m512i t40 = t39;
        __m512i t41 = _mm512_set1_epi32(2147483647);
        __m512i t42 = t27;
        __m512i t43 = _mm512_sub_epi32(t41, t42);
        __m512i t44 = t43;
        __m512i t45 = _mm512_mask_blend_epi32(t29, t40, t44);
        _mm512_storeu_si512(&a[(int)(t2 + 16L)], t45);
        __m512i t46 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t47 = t46;
        __m512i t48 = (__m512i)((vcc_v16_int)t47 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t49 = _mm512_cmp_epi32_mask(t48, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t50 = t47;
        __m512i t51 = _mm512_set1_epi32(1);
        __m512i t52 = _mm512_sub_epi32(t50, t51);
        __m512i t53 = t52;
        __m512i t54 = _mm512_set1_epi32(2147483647);
        __m512i t55 = t53;
        __m512i t56 = _mm512_sub_epi32(t54, t55);
        __m512i t57 = t56;
        __m512i t58 = t57;
        __m512i t59 = _mm512_sub_epi32(_mm512_setzero_si512(), t58);
        __m512i t60 = t59;
        __m512i t61 = _mm512_set1_epi32(2147483647);
        __m512i t62 = t47;
        __m512i t63 = _mm512_sub_epi32(t61, t62);
        __m512i t64 = t63;
        __m512i t65 = _mm512_mask_blend_epi32(t49, t60, t64);
        _mm512_storeu_si512(&a[(int)(t2 + 32L)], t65);
        __m512i t66 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t67 = t66;
        __m512i t68 = (__m512i)((vcc_v16_int)t67 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t69 = _mm512_cmp_epi32_mask(t68, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t70 = t67;
        __m512i t71 = _mm512_set1_epi32(1);
        __m512i t72 = _mm512_sub_epi32(t70, t71);
        __m512i t73 = t72;
        __m512i t74 = _mm512_set1_epi32(2147483647);
        __m512i t75 = t73;
        __m512i t76 = _mm512_sub_epi32(t74, t75);
        __m512i t77 = t76;
        __m512i t78 = t77;
        __m512i t79 = _mm512_sub_epi32(_mm512_setzero_si512(), t78);
        __m512i t80 = t79;
        __m512i t81 = _mm512_set1_epi32(2147483647);
        __m512i t82 = t67;
        __m512i t83 = _mm512_sub_epi32(t81, t82);
        __m512i t84 = t83;
        __m512i t85 = _mm512_mask_blend_epi32(t69, t80, t84);
        _mm512_storeu_si512(&a[(int)(t2 + 48L)], t85);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 960L);
    __m512i t86 = _mm512_set1_epi32(960);
    __m512i t87 = t86;
    __m512i t3 = _mm512_add_epi32(t87, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t4 = 0L;
    do {
        __m512i t88 = t3;
        __m512i t89 = (__m512i)((vcc_v16_int)t88 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t90 = _mm512_cmp_epi32_mask(t89, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t91 = t88;
        __m512i t92 = _mm512_set1_epi32(1);
        __m512i t93 = _mm512_sub_epi32(t91, t92);
        __m512i t94 = t93;
        __m512i t95 = _mm512_set1_epi32(2147483647);
        __m512i t96 = t94;
        __m512i t97 = _mm512_sub_epi32(t95, t96);
        __m512i t98 = t97;
        __m512i t99 = t98;
        __m512i t100 = _mm512_sub_epi32(_mm512_setzero_si512(), t99);
        __m512i t101 = t100;
        __m512i t102 = _mm512_set1_epi32(2147483647);
        __m512i t103 = t88;
        __m512i t104 = _mm512_sub_epi32(t102, t103);
        __m512i t105 = t104;
        __m512i t106 = _mm512_mask_blend_epi32(t90, t101, t105);
        _mm512_storeu_si512(&a[(int)(960L + t4)], t106);
        t4 += 16L;
        t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
    } while (t4 < 32L);
    __m512i t107 = _mm512_set1_epi32(11);
    __mmask16 t108 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t107, _MM_CMPINT_LT);
    __m512i t109 = _mm512_set1_epi32(992);
    __m512i t110 = t109;
    __m512i t111 = _mm512_add_epi32(t110, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t112 = t111;
    __m512i t113 = _mm512_mask_blend_epi32(t108, _mm512_set1_epi32(1), _mm512_set1_epi32(2));
    __m512i t114 = (__m512i)((vcc_v16_int)t112 % (vcc_v16_int)t113);
    __mmask16 t115 = _mm512_cmp_epi32_mask(t114, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
    __mmask16 t116 = _knot_mask16(t115);
    __mmask16 t117 = _kand_mask16(t108, t116);
    __m512i t118 = t112;
    __m512i t119 = _mm512_set1_epi32(1);
    __m512i t120 = _mm512_sub_epi32(t118, t119);
    __m512i t121 = t120;
    __m512i t122 = _mm512_set1_epi32(2147483647);
    __m512i t123 = t121;
    __m512i t124 = _mm512_sub_epi32(t122, t123);
    __m512i t125 = t124;
    __m512i t126 = t125;
    __m512i t127 = _mm512_sub_epi32(_mm512_setzero_si512(), t126);
    __m512i t128 = t127;
    __m512i t129 = _mm512_set1_epi32(2147483647);
    __m512i t130 = t112;
    __m512i t131 = _mm512_sub_epi32(t129, t130);
    __m512i t132 = t131;
    __m512i t133 = _mm512_mask_blend_epi32(t117, t132, t128);
    _mm512_mask_storeu_epi32(&a[992], t108, t133);
    for (int i = 1003; i < 1003; i++) {
        int *t134 = &a[i];
        if ((i % 2) == 0) {
            t135 = 2147483647 - i;
        } else {
            t135 = -(2147483647 - (i - 1));
        }
        *t134 = t135;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t136 = &counts[c];
        int t137 = sum(*t136, a);
        printf("sum(%d) = %d\n", *t136, t137);
    }
    return 0;
}
