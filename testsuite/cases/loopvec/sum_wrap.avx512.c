/* vcc: vector types and helpers */
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
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
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
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    long t33;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        t6 = _mm256_set1_epi32((int)0);
        t7 = _mm256_set1_epi32((int)0);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 16L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 24L))));
            t12 = t8;
            t13 = _mm256_add_epi32(t4, t12);
            t14 = t9;
            t15 = _mm256_add_epi32(t5, t14);
            t16 = t10;
            t17 = _mm256_add_epi32(t6, t16);
            t18 = t11;
            t19 = _mm256_add_epi32(t7, t18);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t13;
            t5 = t15;
            t6 = t17;
            t7 = t19;
        }
        t21 = _mm256_add_epi32(t13, t15);
        t22 = _mm256_add_epi32(t21, t17);
        t23 = _mm256_add_epi32(t22, t19);
        t24 = (int)((long)0 + t2);
        t25 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t23));
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = _mm256_set1_epi32((int)0);
        for (;;) {
            t30 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t24 + t28)));
            t31 = t30;
            t32 = _mm256_add_epi32(t29, t31);
            t33 = t28 + 8L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        s = (int)((unsigned int)t25 + vcc_avx2_sum_epi32(t32));
    } else {
        i = t24;
        s = t25;
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
    long t86;
    int t87;
    long t88;
    long t89;
    __m256i t90;
    __m256i t91;
    long t92;
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
    __m256i t111;
    long t112;
    int i;
    int *t113;
    int t114;
    unsigned int c;
    const int *t115;
    int t116;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t6 = 0L;
        for (;;) {
            t7 = t1;
            t8 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t9 = t8;
            t10 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t11 = t10;
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t13 = t12;
            t14 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t15 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t16 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t17 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t18 = _mm256_cmpeq_epi32(t14, _mm256_set1_epi32((int)0));
            t19 = _mm256_cmpeq_epi32(t15, _mm256_set1_epi32((int)0));
            t20 = _mm256_cmpeq_epi32(t16, _mm256_set1_epi32((int)0));
            t21 = _mm256_cmpeq_epi32(t17, _mm256_set1_epi32((int)0));
            t22 = t7;
            t23 = _mm256_set1_epi32((int)1);
            t24 = _mm256_sub_epi32(t22, t23);
            t25 = t24;
            t26 = t9;
            t27 = _mm256_set1_epi32((int)1);
            t28 = _mm256_sub_epi32(t26, t27);
            t29 = t28;
            t30 = t11;
            t31 = _mm256_set1_epi32((int)1);
            t32 = _mm256_sub_epi32(t30, t31);
            t33 = t32;
            t34 = t13;
            t35 = _mm256_set1_epi32((int)1);
            t36 = _mm256_sub_epi32(t34, t35);
            t37 = t36;
            t38 = _mm256_set1_epi32((int)2147483647);
            t39 = t25;
            t40 = _mm256_sub_epi32(t38, t39);
            t41 = t40;
            t42 = _mm256_set1_epi32((int)2147483647);
            t43 = t29;
            t44 = _mm256_sub_epi32(t42, t43);
            t45 = t44;
            t46 = _mm256_set1_epi32((int)2147483647);
            t47 = t33;
            t48 = _mm256_sub_epi32(t46, t47);
            t49 = t48;
            t50 = _mm256_set1_epi32((int)2147483647);
            t51 = t37;
            t52 = _mm256_sub_epi32(t50, t51);
            t53 = t52;
            t54 = t41;
            t55 = _mm256_sub_epi32(_mm256_setzero_si256(), t54);
            t56 = t55;
            t57 = t45;
            t58 = _mm256_sub_epi32(_mm256_setzero_si256(), t57);
            t59 = t58;
            t60 = t49;
            t61 = _mm256_sub_epi32(_mm256_setzero_si256(), t60);
            t62 = t61;
            t63 = t53;
            t64 = _mm256_sub_epi32(_mm256_setzero_si256(), t63);
            t65 = t64;
            t66 = _mm256_set1_epi32((int)2147483647);
            t67 = t7;
            t68 = _mm256_sub_epi32(t66, t67);
            t69 = t68;
            t70 = _mm256_set1_epi32((int)2147483647);
            t71 = t9;
            t72 = _mm256_sub_epi32(t70, t71);
            t73 = t72;
            t74 = _mm256_set1_epi32((int)2147483647);
            t75 = t11;
            t76 = _mm256_sub_epi32(t74, t75);
            t77 = t76;
            t78 = _mm256_set1_epi32((int)2147483647);
            t79 = t13;
            t80 = _mm256_sub_epi32(t78, t79);
            t81 = t80;
            t82 = _mm256_blendv_epi8(t56, t69, t18);
            t83 = _mm256_blendv_epi8(t59, t73, t19);
            t84 = _mm256_blendv_epi8(t62, t77, t20);
            t85 = _mm256_blendv_epi8(t65, t81, t21);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t6)], t82);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 8L))], t83);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 16L))], t84);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 24L))], t85);
            t86 = t6 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            if (t86 >= t3) {
                break;
            }
            t6 = t86;
        }
        t87 = (int)((long)0 + t3);
    } else {
        t87 = 0;
    }
    t88 = (long)t87 * -1L + 1003L;
    if (t88 >= 8L) {
        t89 = t88 & -8L;
        t90 = _mm256_set1_epi32((int)t87);
        t91 = t90;
        t2 = _mm256_add_epi32(t91, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t92 = 0L;
        for (;;) {
            t93 = t2;
            t94 = (__m256i)((vcc_v8_int)t93 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t95 = _mm256_cmpeq_epi32(t94, _mm256_set1_epi32((int)0));
            t96 = t93;
            t97 = _mm256_set1_epi32((int)1);
            t98 = _mm256_sub_epi32(t96, t97);
            t99 = t98;
            t100 = _mm256_set1_epi32((int)2147483647);
            t101 = t99;
            t102 = _mm256_sub_epi32(t100, t101);
            t103 = t102;
            t104 = t103;
            t105 = _mm256_sub_epi32(_mm256_setzero_si256(), t104);
            t106 = t105;
            t107 = _mm256_set1_epi32((int)2147483647);
            t108 = t93;
            t109 = _mm256_sub_epi32(t107, t108);
            t110 = t109;
            t111 = _mm256_blendv_epi8(t106, t110, t95);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t87 + t92)], t111);
            t112 = t92 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t112 >= t89) {
                break;
            }
            t92 = t112;
        }
        i = (int)((long)t87 + t89);
    } else {
        i = t87;
    }
    for (; i < 1003; i++) {
        t113 = &a[i];
        if ((i % 2) == 0) {
            t114 = 2147483647 - i;
        } else {
            t114 = -(2147483647 - (i - 1));
        }
        *t113 = t114;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t115 = &counts[c];
        t116 = (_mm256_zeroupper(), sum(*t115, a));
        (_mm256_zeroupper(), printf("sum(%d) = %d\n", *t115, t116));
    }
    return 0;
}
