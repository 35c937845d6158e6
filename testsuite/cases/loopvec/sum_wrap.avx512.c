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
    int s;
    int t21;
    int t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = t10;
            t2 = _mm256_add_epi32(t2, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t13 = t12;
            t3 = _mm256_add_epi32(t3, t13);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t15 = t14;
            t4 = _mm256_add_epi32(t4, t15);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t17 = t16;
            t5 = _mm256_add_epi32(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t18 = _mm256_add_epi32(t2, t3);
        __m256i t19 = _mm256_add_epi32(t18, t4);
        __m256i t20 = _mm256_add_epi32(t19, t5);
        t21 = (int)t9;
        t22 = (int)vcc_avx2_sum_epi32(t20);
    } else {
        t21 = 0;
        t22 = 0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t21 + t6)));
            __m256i t26 = t25;
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
    int t108;
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = t5;
    __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t7 = t1;
        __m256i t8 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t9 = _mm256_cmpeq_epi32(t8, _mm256_set1_epi32(0));
        __m256i t10 = t7;
        __m256i t11 = _mm256_set1_epi32(1);
        __m256i t12 = _mm256_sub_epi32(t10, t11);
        __m256i t13 = t12;
        __m256i t14 = _mm256_set1_epi32(2147483647);
        __m256i t15 = t13;
        __m256i t16 = _mm256_sub_epi32(t14, t15);
        __m256i t17 = t16;
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(_mm256_setzero_si256(), t18);
        __m256i t20 = t19;
        __m256i t21 = _mm256_set1_epi32(2147483647);
        __m256i t22 = t7;
        __m256i t23 = _mm256_sub_epi32(t21, t22);
        __m256i t24 = t23;
        __m256i t25 = _mm256_ternarylogic_epi32(t9, t24, t20, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[(int)t2], t25);
        __m256i t26 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t27 = t26;
        __m256i t28 = (__m256i)((vcc_v8_int)t27 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t29 = _mm256_cmpeq_epi32(t28, _mm256_set1_epi32(0));
        __m256i t30 = t27;
        __m256i t31 = _mm256_set1_epi32(1);
        __m256i t32 = _mm256_sub_epi32(t30, t31);
        __m256i t33 = t32;
        __m256i t34 = _mm256_set1_epi32(2147483647);
        __m256i t35 = t33;
        __m256i t36 = _mm256_sub_epi32(t34, t35);
        __m256i t37 = t36;
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(_mm256_setzero_si256(), t38);
        __m256i t40 = t39;
        __m256i t41 = _mm256_set1_epi32(2147483647);
        __m256i t42 = t27;
        __m256i t43 = _mm256_sub_epi32(t41, t42);
        __m256i t44 = t43;
        __m256i t45 = _mm256_ternarylogic_epi32(t29, t44, t40, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 8L)], t45);
        __m256i t46 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t47 = t46;
        __m256i t48 = (__m256i)((vcc_v8_int)t47 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t49 = _mm256_cmpeq_epi32(t48, _mm256_set1_epi32(0));
        __m256i t50 = t47;
        __m256i t51 = _mm256_set1_epi32(1);
        __m256i t52 = _mm256_sub_epi32(t50, t51);
        __m256i t53 = t52;
        __m256i t54 = _mm256_set1_epi32(2147483647);
        __m256i t55 = t53;
        __m256i t56 = _mm256_sub_epi32(t54, t55);
        __m256i t57 = t56;
        __m256i t58 = t57;
        __m256i t59 = _mm256_sub_epi32(_mm256_setzero_si256(), t58);
        __m256i t60 = t59;
        __m256i t61 = _mm256_set1_epi32(2147483647);
        __m256i t62 = t47;
        __m256i t63 = _mm256_sub_epi32(t61, t62);
        __m256i t64 = t63;
        __m256i t65 = _mm256_ternarylogic_epi32(t49, t64, t60, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 16L)], t65);
        __m256i t66 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t67 = t66;
        __m256i t68 = (__m256i)((vcc_v8_int)t67 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t69 = _mm256_cmpeq_epi32(t68, _mm256_set1_epi32(0));
        __m256i t70 = t67;
        __m256i t71 = _mm256_set1_epi32(1);
        __m256i t72 = _mm256_sub_epi32(t70, t71);
        __m256i t73 = t72;
        __m256i t74 = _mm256_set1_epi32(2147483647);
        __m256i t75 = t73;
        __m256i t76 = _mm256_sub_epi32(t74, t75);
        __m256i t77 = t76;
        __m256i t78 = t77;
        __m256i t79 = _mm256_sub_epi32(_mm256_setzero_si256(), t78);
        __m256i t80 = t79;
        __m256i t81 = _mm256_set1_epi32(2147483647);
        __m256i t82 = t67;
        __m256i t83 = _mm256_sub_epi32(t81, t82);
        __m256i t84 = t83;
        __m256i t85 = _mm256_ternarylogic_epi32(t69, t84, t80, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 24L)], t85);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 992L);
    __m256i t86 = _mm256_set1_epi32(992);
    __m256i t87 = t86;
    __m256i t3 = _mm256_add_epi32(t87, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t4 = 0L;
    do {
        __m256i t88 = t3;
        __m256i t89 = (__m256i)((vcc_v8_int)t88 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t90 = _mm256_cmpeq_epi32(t89, _mm256_set1_epi32(0));
        __m256i t91 = t88;
        __m256i t92 = _mm256_set1_epi32(1);
        __m256i t93 = _mm256_sub_epi32(t91, t92);
        __m256i t94 = t93;
        __m256i t95 = _mm256_set1_epi32(2147483647);
        __m256i t96 = t94;
        __m256i t97 = _mm256_sub_epi32(t95, t96);
        __m256i t98 = t97;
        __m256i t99 = t98;
        __m256i t100 = _mm256_sub_epi32(_mm256_setzero_si256(), t99);
        __m256i t101 = t100;
        __m256i t102 = _mm256_set1_epi32(2147483647);
        __m256i t103 = t88;
        __m256i t104 = _mm256_sub_epi32(t102, t103);
        __m256i t105 = t104;
        __m256i t106 = _mm256_ternarylogic_epi32(t90, t105, t101, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[(int)(992L + t4)], t106);
        t4 += 8L;
        t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        int *t107 = &a[i];
        if ((i % 2) == 0) {
            t108 = 2147483647 - i;
        } else {
            t108 = -(2147483647 - (i - 1));
        }
        *t107 = t108;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t109 = &counts[c];
        int t110 = sum(*t109, a);
        printf("sum(%d) = %d\n", *t109, t110);
    }
    return 0;
}
