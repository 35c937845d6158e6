/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int count_pos(int n, const int *restrict a, int *restrict flags) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    int c;
    long t3;
    long t4;
    long t5;
    const int *t6;
    __m512i t7;
    __mmask16 t8;
    __m512i t9;
    __m512i t10;
    __mmask16 t11;
    __m512i t12;
    __m512i t13;
    int t14;
    int t15;
    long t16;
    __m512i t17;
    __mmask16 t18;
    long t19;
    __m512i t20;
    long t21;
    const int *t22;
    __m512i t23;
    __mmask16 t24;
    __m512i t25;
    __m512i t26;
    __mmask16 t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    int i;
    long t32;
    const int *t33;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = a + t5;
            t7 = _mm512_loadu_si512(t6);
            t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t9 = _mm512_maskz_mov_epi32(t8, _mm512_set1_epi32(1));
            _mm512_storeu_si512(flags + t5, t9);
            t10 = _mm512_loadu_si512(t6);
            t11 = _mm512_cmp_epi32_mask(t10, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            t12 = _mm512_maskz_mov_epi32(t11, _mm512_set1_epi32(1));
            t13 = t12;
            t2 = _mm512_add_epi32(t2, t13);
            t1 += 16L;
        } while (t1 < t4);
        t14 = (int)((long)0 + t4);
        t15 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1))));
    } else {
        t14 = 0;
        t15 = 0;
    }
    t16 = (long)n + (long)t14 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        t17 = _mm512_set1_epi32((int)(int)t16);
        t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        t19 = 0L;
        t20 = _mm512_set1_epi32((int)0);
        t21 = (long)(int)((long)t14 + t19);
        t22 = a + t21;
        t23 = _mm512_maskz_loadu_epi32(t18, t22);
        t24 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
        t25 = _mm512_maskz_mov_epi32(t24, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(flags + t21, t18, t25);
        t26 = _mm512_maskz_loadu_epi32(t18, t22);
        t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
        t28 = _mm512_maskz_mov_epi32(t27, _mm512_set1_epi32(1));
        t29 = t28;
        t30 = _mm512_add_epi32(t20, t29);
        t31 = _mm512_mask_blend_epi32(t18, t20, t30);
        i = (int)((long)t14 + t16);
        c = (int)((unsigned int)t15 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t31), _mm512_extracti64x4_epi64(t31, 1))));
    } else {
        i = t14;
        c = t15;
    }
    for (; i < n; i++) {
        t32 = (long)i;
        t33 = a + t32;
        flags[t32] = *t33 > 3;
        c += *t33 > 0;
    }
    return c;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    long check;
    int t8;
    long t9;
    __m512i t10;
    __m512i t11;
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
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    int t38;
    long t39;
    int t40;
    long t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    int t52;
    long t53;
    int t54;
    __m512i t55;
    __mmask16 t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    long t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    int i;
    unsigned int c;
    int n;
    long t67;
    int t68;
    long t69;
    long t70;
    int t71;
    long t72;
    __m512i t73;
    __mmask16 t74;
    long t75;
    int i_1;
    int r;
    int i_2;
    t8 = (int)((unsigned int)0 * (unsigned int)13);
    if ((1003L >= 64L) & (t8 >= 0)) {
        t9 = 1003L & -64L;
        t10 = _mm512_set1_epi32((int)(t8 % 11));
        t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8));
        t12 = t11;
        t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32((int)11));
        t14 = _mm512_min_epu32(t12, t13);
        t1 = t14;
        t2 = 0L;
        do {
            t15 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(&a[(int)((long)0 + t2)], t15);
            t16 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)10));
            t17 = t16;
            t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32((int)11));
            t19 = _mm512_min_epu32(t17, t18);
            t20 = t19;
            t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 16L))], t21);
            t22 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)9));
            t23 = t22;
            t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32((int)11));
            t25 = _mm512_min_epu32(t23, t24);
            t26 = t25;
            t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 32L))], t27);
            t28 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)8));
            t29 = t28;
            t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32((int)11));
            t31 = _mm512_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 48L))], t33);
            t2 += 64L;
            t34 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)7));
            t35 = t34;
            t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32((int)11));
            t37 = _mm512_min_epu32(t35, t36);
            t1 = t37;
        } while (t2 < t9);
        t38 = (int)((long)0 + t9);
    } else {
        t38 = 0;
    }
    t39 = (long)t38 * -1L + 1003L;
    t40 = (int)((unsigned int)t38 * (unsigned int)13);
    if ((t39 >= 16L) & (t40 >= 0)) {
        t41 = t39 & -16L;
        t42 = _mm512_set1_epi32((int)(t40 % 11));
        t43 = _mm512_add_epi32(t42, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8));
        t44 = t43;
        t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32((int)11));
        t46 = _mm512_min_epu32(t44, t45);
        t3 = t46;
        t4 = 0L;
        do {
            t47 = _mm512_sub_epi32(t3, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(&a[(int)((long)t38 + t4)], t47);
            t4 += 16L;
            t48 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)10));
            t49 = t48;
            t50 = _mm512_sub_epi32(t49, _mm512_set1_epi32((int)11));
            t51 = _mm512_min_epu32(t49, t50);
            t3 = t51;
        } while (t4 < t41);
        t52 = (int)((long)t38 + t41);
    } else {
        t52 = t38;
    }
    t53 = (long)t52 * -1L + 1003L;
    t54 = (int)((unsigned int)t52 * (unsigned int)13);
    if ((t53 >= 1L) & (t53 <= 16L) & (t54 >= 0)) {
        t55 = _mm512_set1_epi32((int)(int)t53);
        t56 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t55, _MM_CMPINT_LT);
        t57 = _mm512_set1_epi32((int)(t54 % 11));
        t58 = _mm512_add_epi32(t57, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8));
        t59 = t58;
        t60 = _mm512_sub_epi32(t59, _mm512_set1_epi32((int)11));
        t61 = _mm512_min_epu32(t59, t60);
        t5 = t61;
        t62 = 0L;
        t63 = t5;
        t64 = _mm512_set1_epi32((int)5);
        t65 = _mm512_sub_epi32(t63, t64);
        t66 = t65;
        _mm512_mask_storeu_epi32(&a[(int)((long)t52 + t62)], t56, t66);
        i = (int)((long)t52 + t53);
    } else {
        i = t52;
    }
    for (; i < 1003; i++) {
        a[i] = i * 13 % 11 - 5;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 64L) {
            t67 = 1003L & -64L;
            t6 = 0L;
            do {
                _mm512_storeu_si512(&flags[(int)((long)0 + t6)], _mm512_set1_epi32((int)7));
                _mm512_storeu_si512(&flags[(int)((long)0 + (t6 + 16L))], _mm512_set1_epi32((int)7));
                _mm512_storeu_si512(&flags[(int)((long)0 + (t6 + 32L))], _mm512_set1_epi32((int)7));
                _mm512_storeu_si512(&flags[(int)((long)0 + (t6 + 48L))], _mm512_set1_epi32((int)7));
                t6 += 64L;
            } while (t6 < t67);
            t68 = (int)((long)0 + t67);
        } else {
            t68 = 0;
        }
        t69 = (long)t68 * -1L + 1003L;
        if (t69 >= 16L) {
            t70 = t69 & -16L;
            t7 = 0L;
            do {
                _mm512_storeu_si512(&flags[(int)((long)t68 + t7)], _mm512_set1_epi32((int)7));
                t7 += 16L;
            } while (t7 < t70);
            t71 = (int)((long)t68 + t70);
        } else {
            t71 = t68;
        }
        t72 = (long)t71 * -1L + 1003L;
        if ((t72 >= 1L) & (t72 <= 16L)) {
            t73 = _mm512_set1_epi32((int)(int)t72);
            t74 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t73, _MM_CMPINT_LT);
            t75 = 0L;
            _mm512_mask_storeu_epi32(&flags[(int)((long)t71 + t75)], t74, _mm512_set1_epi32((int)7));
            i_1 = (int)((long)t71 + t72);
        } else {
            i_1 = t71;
        }
        for (; i_1 < 1003; i_1++) {
            flags[i_1] = 7;
        }
        r = (_mm256_zeroupper(), count_pos(n, a, flags));
        check = 0L;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)flags[i_2];
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
    }
    return 0;
}
