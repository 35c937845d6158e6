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
    int t4;
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi32(0);
        /* vcc: loop at sum_wrap.c:9 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + (int)i_vec);
            __m512i t3 = a_v;
            s_v = _mm512_add_epi32(s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v), _mm512_extracti64x4_epi64(s_v, 1)));
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t8, a + (int)(long)t4);
        __m512i t9 = a_v_1;
        __m512i t10 = _mm512_add_epi32(_mm512_set1_epi32(0), t9);
        __m512i s_v_1 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(0), t10);
        i = (int)((long)t4 + t6);
        s = (int)((unsigned int)t5 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t4;
        s = t5;
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
    __m512i t1 = _mm512_set1_epi32(0);
    __m512i t2 = t1;
    __m512i i_v = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at sum_wrap.c:17 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i i_v_2 = i_v;
        __m512i t3 = (__m512i)((vcc_v16_int)i_v_2 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t5 = i_v_2;
        __m512i t6 = _mm512_set1_epi32(1);
        __m512i t7 = _mm512_sub_epi32(t5, t6);
        __m512i t8 = t7;
        __m512i t9 = _mm512_set1_epi32(2147483647);
        __m512i t10 = t8;
        __m512i t11 = _mm512_sub_epi32(t9, t10);
        __m512i t12 = t11;
        __m512i t13 = t12;
        __m512i t14 = _mm512_sub_epi32(_mm512_setzero_si512(), t13);
        __m512i t15 = t14;
        __m512i t16 = _mm512_set1_epi32(2147483647);
        __m512i t17 = i_v_2;
        __m512i t18 = _mm512_sub_epi32(t16, t17);
        __m512i t19 = t18;
        __m512i t20 = _mm512_mask_blend_epi32(t4, t15, t19);
        _mm512_storeu_si512(&a[(int)i_vec], t20);
        __m512i t21 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_3 = t21;
        __m512i t22 = (__m512i)((vcc_v16_int)i_v_3 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t23 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t24 = i_v_3;
        __m512i t25 = _mm512_set1_epi32(1);
        __m512i t26 = _mm512_sub_epi32(t24, t25);
        __m512i t27 = t26;
        __m512i t28 = _mm512_set1_epi32(2147483647);
        __m512i t29 = t27;
        __m512i t30 = _mm512_sub_epi32(t28, t29);
        __m512i t31 = t30;
        __m512i t32 = t31;
        __m512i t33 = _mm512_sub_epi32(_mm512_setzero_si512(), t32);
        __m512i t34 = t33;
        __m512i t35 = _mm512_set1_epi32(2147483647);
        __m512i t36 = i_v_3;
        __m512i t37 = _mm512_sub_epi32(t35, t36);
        __m512i t38 = t37;
        __m512i t39 = _mm512_mask_blend_epi32(t23, t34, t38);
        _mm512_storeu_si512(&a[(int)(i_vec + 16L)], t39);
        __m512i t40 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_4 = t40;
        __m512i t41 = (__m512i)((vcc_v16_int)i_v_4 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t42 = _mm512_cmp_epi32_mask(t41, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t43 = i_v_4;
        __m512i t44 = _mm512_set1_epi32(1);
        __m512i t45 = _mm512_sub_epi32(t43, t44);
        __m512i t46 = t45;
        __m512i t47 = _mm512_set1_epi32(2147483647);
        __m512i t48 = t46;
        __m512i t49 = _mm512_sub_epi32(t47, t48);
        __m512i t50 = t49;
        __m512i t51 = t50;
        __m512i t52 = _mm512_sub_epi32(_mm512_setzero_si512(), t51);
        __m512i t53 = t52;
        __m512i t54 = _mm512_set1_epi32(2147483647);
        __m512i t55 = i_v_4;
        __m512i t56 = _mm512_sub_epi32(t54, t55);
        __m512i t57 = t56;
        __m512i t58 = _mm512_mask_blend_epi32(t42, t53, t57);
        _mm512_storeu_si512(&a[(int)(i_vec + 32L)], t58);
        __m512i t59 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_5 = t59;
        __m512i t60 = (__m512i)((vcc_v16_int)i_v_5 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t61 = _mm512_cmp_epi32_mask(t60, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t62 = i_v_5;
        __m512i t63 = _mm512_set1_epi32(1);
        __m512i t64 = _mm512_sub_epi32(t62, t63);
        __m512i t65 = t64;
        __m512i t66 = _mm512_set1_epi32(2147483647);
        __m512i t67 = t65;
        __m512i t68 = _mm512_sub_epi32(t66, t67);
        __m512i t69 = t68;
        __m512i t70 = t69;
        __m512i t71 = _mm512_sub_epi32(_mm512_setzero_si512(), t70);
        __m512i t72 = t71;
        __m512i t73 = _mm512_set1_epi32(2147483647);
        __m512i t74 = i_v_5;
        __m512i t75 = _mm512_sub_epi32(t73, t74);
        __m512i t76 = t75;
        __m512i t77 = _mm512_mask_blend_epi32(t61, t72, t76);
        _mm512_storeu_si512(&a[(int)(i_vec + 48L)], t77);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
    } while (i_vec < 960L);
    __m512i t78 = _mm512_set1_epi32(960);
    __m512i t79 = t78;
    __m512i i_v_1 = _mm512_add_epi32(t79, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec_1 = 0L;
    do {
        __m512i i_v_6 = i_v_1;
        __m512i t80 = (__m512i)((vcc_v16_int)i_v_6 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t81 = _mm512_cmp_epi32_mask(t80, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t82 = i_v_6;
        __m512i t83 = _mm512_set1_epi32(1);
        __m512i t84 = _mm512_sub_epi32(t82, t83);
        __m512i t85 = t84;
        __m512i t86 = _mm512_set1_epi32(2147483647);
        __m512i t87 = t85;
        __m512i t88 = _mm512_sub_epi32(t86, t87);
        __m512i t89 = t88;
        __m512i t90 = t89;
        __m512i t91 = _mm512_sub_epi32(_mm512_setzero_si512(), t90);
        __m512i t92 = t91;
        __m512i t93 = _mm512_set1_epi32(2147483647);
        __m512i t94 = i_v_6;
        __m512i t95 = _mm512_sub_epi32(t93, t94);
        __m512i t96 = t95;
        __m512i t97 = _mm512_mask_blend_epi32(t81, t92, t96);
        _mm512_storeu_si512(&a[(int)(960L + i_vec_1)], t97);
        i_vec_1 += 16L;
        i_v_1 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(16));
    } while (i_vec_1 < 32L);
    __m512i t98 = _mm512_set1_epi32(11);
    __mmask16 t99 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t98, _MM_CMPINT_LT);
    __m512i t100 = _mm512_set1_epi32(992);
    __m512i t101 = t100;
    __m512i t102 = _mm512_add_epi32(t101, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i i_v_7 = t102;
    __m512i t103 = _mm512_mask_blend_epi32(t99, _mm512_set1_epi32(1), _mm512_set1_epi32(2));
    __m512i t104 = (__m512i)((vcc_v16_int)i_v_7 % (vcc_v16_int)t103);
    __mmask16 t105 = _mm512_cmp_epi32_mask(t104, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
    __mmask16 t106 = _knot_mask16(t105);
    __mmask16 t107 = _kand_mask16(t99, t106);
    __m512i t108 = i_v_7;
    __m512i t109 = _mm512_set1_epi32(1);
    __m512i t110 = _mm512_sub_epi32(t108, t109);
    __m512i t111 = t110;
    __m512i t112 = _mm512_set1_epi32(2147483647);
    __m512i t113 = t111;
    __m512i t114 = _mm512_sub_epi32(t112, t113);
    __m512i t115 = t114;
    __m512i t116 = t115;
    __m512i t117 = _mm512_sub_epi32(_mm512_setzero_si512(), t116);
    __m512i t118 = t117;
    __m512i t119 = _mm512_set1_epi32(2147483647);
    __m512i t120 = i_v_7;
    __m512i t121 = _mm512_sub_epi32(t119, t120);
    __m512i t122 = t121;
    __m512i t123 = _mm512_mask_blend_epi32(t107, t122, t118);
    _mm512_mask_storeu_epi32(&a[992], t99, t123);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t124 = &counts[c];
        int t125 = sum(*t124, a);
        printf("sum(%d) = %d\n", *t124, t125);
    }
    return 0;
}
