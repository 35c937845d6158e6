/* vcc: vector types and helpers */
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

/* Vectorized: double division and subtraction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    int i;
    long t33;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 4L));
            t7 = (long)(int)((long)0 + (t1 + 8L));
            t8 = (long)(int)((long)0 + (t1 + 12L));
            t9 = _mm256_loadu_pd(a + t5);
            t10 = _mm256_loadu_pd(a + t6);
            t11 = _mm256_loadu_pd(a + t7);
            t12 = _mm256_loadu_pd(a + t8);
            t13 = _mm256_sub_pd(t9, _mm256_set1_pd(1.0));
            t14 = _mm256_sub_pd(t10, _mm256_set1_pd(1.0));
            t15 = _mm256_sub_pd(t11, _mm256_set1_pd(1.0));
            t16 = _mm256_sub_pd(t12, _mm256_set1_pd(1.0));
            t17 = _mm256_loadu_pd(b + t5);
            t18 = _mm256_loadu_pd(b + t6);
            t19 = _mm256_loadu_pd(b + t7);
            t20 = _mm256_loadu_pd(b + t8);
            t21 = _mm256_div_pd(t13, t17);
            _mm256_storeu_pd(r + t5, t21);
            t22 = _mm256_div_pd(t14, t18);
            _mm256_storeu_pd(r + t6, t22);
            t23 = _mm256_div_pd(t15, t19);
            _mm256_storeu_pd(r + t7, t23);
            t24 = _mm256_div_pd(t16, t20);
            _mm256_storeu_pd(r + t8, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm256_loadu_pd(a + t28);
            t30 = _mm256_sub_pd(t29, _mm256_set1_pd(1.0));
            t31 = _mm256_loadu_pd(b + t28);
            t32 = _mm256_div_pd(t30, t31);
            _mm256_storeu_pd(r + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        r[t33] = (a[t33] - 1.0) / b[t33];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    __m128i t1;
    __m128i t2;
    long t3;
    __m128i t4;
    __m128i t5;
    long t6;
    __m128i t7;
    __m128i t8;
    long t9;
    long t10;
    double check;
    long t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    long t22;
    __m256d t23;
    __m128i t24;
    __m256d t25;
    long t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m256d t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    __m256d t39;
    long t40;
    __m128i t41;
    __m128i t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    __m256d t46;
    __m128i t47;
    __m128i t48;
    __m128i t49;
    __m128i t50;
    __m128i t51;
    __m128i t52;
    __m256d t53;
    long t54;
    __m128i t55;
    __m128i t56;
    __m128i t57;
    __m128i t58;
    __m128i t59;
    __m256d t60;
    __m128i t61;
    __m128i t62;
    __m128i t63;
    __m128i t64;
    __m128i t65;
    __m128i t66;
    __m256d t67;
    __m128i t68;
    __m128i t69;
    __m128i t70;
    __m128i t71;
    __m128i t72;
    __m128i t73;
    __m128i t74;
    __m128i t75;
    int t76;
    long t77;
    long t78;
    __m128i t79;
    __m128i t80;
    __m128i t81;
    __m128i t82;
    __m128i t83;
    __m128i t84;
    __m128i t85;
    __m128i t86;
    __m128i t87;
    __m128i t88;
    long t89;
    __m256d t90;
    __m128i t91;
    __m256d t92;
    __m128i t93;
    __m128i t94;
    __m128i t95;
    __m128i t96;
    __m128i t97;
    __m128i t98;
    __m128i t99;
    __m128i t100;
    int t101;
    long t102;
    __m128i t103;
    __m128i t104;
    __m128i t105;
    __m128i t106;
    __m128i t107;
    __m128i t108;
    __m128i t109;
    __m128i t110;
    __m128i t111;
    __m128i t112;
    __m128i t113;
    __m128i t114;
    long t115;
    long t116;
    __m256d t117;
    __m128i t118;
    __m128i t119;
    __m128i t120;
    __m256d t121;
    int i;
    long t122;
    unsigned int c;
    int n;
    long t123;
    int t124;
    long t125;
    long t126;
    int t127;
    long t128;
    __m128i t129;
    __m128i t130;
    long t131;
    int i_1;
    int i_2;
    if ((1003L >= 16L) & (0 >= 0) & (0 >= 0)) {
        t11 = 1003L & -16L;
        t12 = _mm_set1_epi32((int)(0 % 29));
        t13 = _mm_add_epi32(t12, _mm_setr_epi32(0, 1, 2, 3));
        t14 = t13;
        t15 = _mm_sub_epi32(t14, _mm_set1_epi32((int)29));
        t16 = _mm_min_epu32(t14, t15);
        t1 = t16;
        t17 = _mm_set1_epi32((int)(0 % 4));
        t18 = _mm_add_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
        t19 = t18;
        t20 = _mm_sub_epi32(t19, _mm_set1_epi32((int)4));
        t21 = _mm_min_epu32(t19, t20);
        t2 = t21;
        t3 = 0L;
        do {
            t22 = (long)(int)((long)0 + t3);
            t23 = _mm256_cvtepi32_pd(t1);
            _mm256_storeu_pd(&a[t22], t23);
            t24 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t2);
            t25 = _mm256_cvtepi32_pd(t24);
            _mm256_storeu_pd(&b[t22], t25);
            t26 = (long)(int)((long)0 + (t3 + 4L));
            t27 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t28 = t27;
            t29 = _mm_sub_epi32(t28, _mm_set1_epi32((int)29));
            t30 = _mm_min_epu32(t28, t29);
            t31 = t30;
            t32 = _mm256_cvtepi32_pd(t31);
            _mm256_storeu_pd(&a[t26], t32);
            t33 = _mm_add_epi32(t2, _mm_set1_epi32((int)0));
            t34 = t33;
            t35 = _mm_sub_epi32(t34, _mm_set1_epi32((int)4));
            t36 = _mm_min_epu32(t34, t35);
            t37 = t36;
            t38 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t37);
            t39 = _mm256_cvtepi32_pd(t38);
            _mm256_storeu_pd(&b[t26], t39);
            t40 = (long)(int)((long)0 + (t3 + 8L));
            t41 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t42 = t41;
            t43 = _mm_sub_epi32(t42, _mm_set1_epi32((int)29));
            t44 = _mm_min_epu32(t42, t43);
            t45 = t44;
            t46 = _mm256_cvtepi32_pd(t45);
            _mm256_storeu_pd(&a[t40], t46);
            t47 = _mm_add_epi32(t2, _mm_set1_epi32((int)0));
            t48 = t47;
            t49 = _mm_sub_epi32(t48, _mm_set1_epi32((int)4));
            t50 = _mm_min_epu32(t48, t49);
            t51 = t50;
            t52 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t51);
            t53 = _mm256_cvtepi32_pd(t52);
            _mm256_storeu_pd(&b[t40], t53);
            t54 = (long)(int)((long)0 + (t3 + 12L));
            t55 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t56 = t55;
            t57 = _mm_sub_epi32(t56, _mm_set1_epi32((int)29));
            t58 = _mm_min_epu32(t56, t57);
            t59 = t58;
            t60 = _mm256_cvtepi32_pd(t59);
            _mm256_storeu_pd(&a[t54], t60);
            t61 = _mm_add_epi32(t2, _mm_set1_epi32((int)0));
            t62 = t61;
            t63 = _mm_sub_epi32(t62, _mm_set1_epi32((int)4));
            t64 = _mm_min_epu32(t62, t63);
            t65 = t64;
            t66 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t65);
            t67 = _mm256_cvtepi32_pd(t66);
            _mm256_storeu_pd(&b[t54], t67);
            t3 += 16L;
            t68 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
            t69 = t68;
            t70 = _mm_sub_epi32(t69, _mm_set1_epi32((int)29));
            t71 = _mm_min_epu32(t69, t70);
            t1 = t71;
            t72 = _mm_add_epi32(t2, _mm_set1_epi32((int)0));
            t73 = t72;
            t74 = _mm_sub_epi32(t73, _mm_set1_epi32((int)4));
            t75 = _mm_min_epu32(t73, t74);
            t2 = t75;
        } while (t3 < t11);
        t76 = (int)((long)0 + t11);
    } else {
        t76 = 0;
    }
    t77 = (long)t76 * -1L + 1003L;
    if ((t77 >= 4L) & (t76 >= 0) & (t76 >= 0)) {
        t78 = t77 & -4L;
        t79 = _mm_set1_epi32((int)(t76 % 29));
        t80 = _mm_add_epi32(t79, _mm_setr_epi32(0, 1, 2, 3));
        t81 = t80;
        t82 = _mm_sub_epi32(t81, _mm_set1_epi32((int)29));
        t83 = _mm_min_epu32(t81, t82);
        t4 = t83;
        t84 = _mm_set1_epi32((int)(t76 % 4));
        t85 = _mm_add_epi32(t84, _mm_setr_epi32(0, 1, 2, 3));
        t86 = t85;
        t87 = _mm_sub_epi32(t86, _mm_set1_epi32((int)4));
        t88 = _mm_min_epu32(t86, t87);
        t5 = t88;
        t6 = 0L;
        do {
            t89 = (long)(int)((long)t76 + t6);
            t90 = _mm256_cvtepi32_pd(t4);
            _mm256_storeu_pd(&a[t89], t90);
            t91 = _mm_sllv_epi32(_mm_set1_epi32((int)1), t5);
            t92 = _mm256_cvtepi32_pd(t91);
            _mm256_storeu_pd(&b[t89], t92);
            t6 += 4L;
            t93 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
            t94 = t93;
            t95 = _mm_sub_epi32(t94, _mm_set1_epi32((int)29));
            t96 = _mm_min_epu32(t94, t95);
            t4 = t96;
            t97 = _mm_add_epi32(t5, _mm_set1_epi32((int)0));
            t98 = t97;
            t99 = _mm_sub_epi32(t98, _mm_set1_epi32((int)4));
            t100 = _mm_min_epu32(t98, t99);
            t5 = t100;
        } while (t6 < t78);
        t101 = (int)((long)t76 + t78);
    } else {
        t101 = t76;
    }
    t102 = (long)t101 * -1L + 1003L;
    if ((t102 >= 1L) & (t102 <= 4L) & (t101 >= 0) & (t101 >= 0)) {
        t103 = _mm_set1_epi32((int)(int)t102);
        t104 = _mm_cmpgt_epi32(t103, _mm_setr_epi32(0, 1, 2, 3));
        t105 = _mm_set1_epi32((int)(t101 % 29));
        t106 = _mm_add_epi32(t105, _mm_setr_epi32(0, 1, 2, 3));
        t107 = t106;
        t108 = _mm_sub_epi32(t107, _mm_set1_epi32((int)29));
        t109 = _mm_min_epu32(t107, t108);
        t7 = t109;
        t110 = _mm_set1_epi32((int)(t101 % 4));
        t111 = _mm_add_epi32(t110, _mm_setr_epi32(0, 1, 2, 3));
        t112 = t111;
        t113 = _mm_sub_epi32(t112, _mm_set1_epi32((int)4));
        t114 = _mm_min_epu32(t112, t113);
        t8 = t114;
        t115 = 0L;
        t116 = (long)(int)((long)t101 + t115);
        t117 = _mm256_cvtepi32_pd(t7);
        _mm256_mask_storeu_pd(&a[t116], _mm_movepi32_mask(t104), t117);
        t118 = _mm_mask_blend_epi32(_mm_movepi32_mask(t104), _mm_set1_epi32((int)0), t8);
        t119 = _mm_mask_blend_epi32(_mm_movepi32_mask(t104), _mm_set1_epi32((int)0), _mm_set1_epi32((int)1));
        t120 = _mm_sllv_epi32(t119, t118);
        t121 = _mm256_cvtepi32_pd(t120);
        _mm256_mask_storeu_pd(&b[t116], _mm_movepi32_mask(t104), t121);
        i = (int)((long)t101 + t102);
    } else {
        i = t101;
    }
    for (; i < 1003; i++) {
        t122 = (long)i;
        a[t122] = (double)(i % 29);
        b[t122] = (double)(1 << (i % 4));
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t123 = 1003L & -16L;
            t9 = 0L;
            do {
                _mm256_storeu_pd(&r[(int)((long)0 + t9)], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t9 + 4L))], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t9 + 8L))], _mm256_set1_pd(0.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t9 + 12L))], _mm256_set1_pd(0.0));
                t9 += 16L;
            } while (t9 < t123);
            t124 = (int)((long)0 + t123);
        } else {
            t124 = 0;
        }
        t125 = (long)t124 * -1L + 1003L;
        if (t125 >= 4L) {
            t126 = t125 & -4L;
            t10 = 0L;
            do {
                _mm256_storeu_pd(&r[(int)((long)t124 + t10)], _mm256_set1_pd(0.0));
                t10 += 4L;
            } while (t10 < t126);
            t127 = (int)((long)t124 + t126);
        } else {
            t127 = t124;
        }
        t128 = (long)t127 * -1L + 1003L;
        if ((t128 >= 1L) & (t128 <= 4L)) {
            t129 = _mm_set1_epi32((int)(int)t128);
            t130 = _mm_cmpgt_epi32(t129, _mm_setr_epi32(0, 1, 2, 3));
            t131 = 0L;
            _mm256_mask_storeu_pd(&r[(int)((long)t127 + t131)], _mm_movepi32_mask(t130), _mm256_set1_pd(0.0));
            i_1 = (int)((long)t127 + t128);
        } else {
            i_1 = t127;
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
