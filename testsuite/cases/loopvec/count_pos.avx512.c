/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
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
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_pos(int n, const int *restrict a, int *restrict flags) {
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    long t4;
    __m256i t5;
    int c;
    long t6;
    long t7;
    long t8;
    const int *t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    const int *t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    int t27;
    int t28;
    long t29;
    long t30;
    long t31;
    const int *t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    int t40;
    int t41;
    long t42;
    __m256i t43;
    __m256i t44;
    long t45;
    __m256i t46;
    long t47;
    const int *t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    int i;
    long t58;
    const int *t59;
    t6 = (long)n;
    if (t6 >= 16L) {
        t7 = t6 & -16L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        do {
            t8 = (long)(int)((long)0 + t1);
            t9 = a + t8;
            t10 = _mm256_loadu_si256((const __m256i *)t9);
            t11 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32((int)3));
            t12 = (__m256i)__builtin_convertvector((vcc_m8)t11 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t8), t12);
            t13 = _mm256_loadu_si256((const __m256i *)t9);
            t14 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32((int)0));
            t15 = (__m256i)__builtin_convertvector((vcc_m8)t14 & 1, vcc_v8_int);
            t16 = t15;
            t2 = _mm256_add_epi32(t2, t16);
            t17 = (long)(int)((long)0 + (t1 + 8L));
            t18 = a + t17;
            t19 = _mm256_loadu_si256((const __m256i *)t18);
            t20 = _mm256_cmpgt_epi32(t19, _mm256_set1_epi32((int)3));
            t21 = (__m256i)__builtin_convertvector((vcc_m8)t20 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t17), t21);
            t22 = _mm256_loadu_si256((const __m256i *)t18);
            t23 = _mm256_cmpgt_epi32(t22, _mm256_set1_epi32((int)0));
            t24 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
            t25 = t24;
            t3 = _mm256_add_epi32(t3, t25);
            t1 += 16L;
        } while (t1 < t7);
        t26 = _mm256_add_epi32(t2, t3);
        t27 = (int)((long)0 + t7);
        t28 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t26));
    } else {
        t27 = 0;
        t28 = 0;
    }
    t29 = (long)n + (long)t27 * -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t4 = 0L;
        t5 = _mm256_set1_epi32((int)0);
        do {
            t31 = (long)(int)((long)t27 + t4);
            t32 = a + t31;
            t33 = _mm256_loadu_si256((const __m256i *)t32);
            t34 = _mm256_cmpgt_epi32(t33, _mm256_set1_epi32((int)3));
            t35 = (__m256i)__builtin_convertvector((vcc_m8)t34 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t31), t35);
            t36 = _mm256_loadu_si256((const __m256i *)t32);
            t37 = _mm256_cmpgt_epi32(t36, _mm256_set1_epi32((int)0));
            t38 = (__m256i)__builtin_convertvector((vcc_m8)t37 & 1, vcc_v8_int);
            t39 = t38;
            t5 = _mm256_add_epi32(t5, t39);
            t4 += 8L;
        } while (t4 < t30);
        t40 = (int)((long)t27 + t30);
        t41 = (int)((unsigned int)t28 + vcc_avx2_sum_epi32(t5));
    } else {
        t40 = t27;
        t41 = t28;
    }
    t42 = (long)n + (long)t40 * -1L;
    if ((t42 >= 1L) & (t42 <= 8L)) {
        t43 = _mm256_set1_epi32((int)(int)t42);
        t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t45 = 0L;
        t46 = _mm256_set1_epi32((int)0);
        t47 = (long)(int)((long)t40 + t45);
        t48 = a + t47;
        t49 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), t48);
        t50 = _mm256_cmpgt_epi32(t49, _mm256_set1_epi32((int)3));
        t51 = (__m256i)__builtin_convertvector((vcc_m8)t50 & 1, vcc_v8_int);
        _mm256_mask_storeu_epi32(flags + t47, _mm256_movepi32_mask(t44), t51);
        t52 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), t48);
        t53 = _mm256_cmpgt_epi32(t52, _mm256_set1_epi32((int)0));
        t54 = (__m256i)__builtin_convertvector((vcc_m8)t53 & 1, vcc_v8_int);
        t55 = t54;
        t56 = _mm256_add_epi32(t46, t55);
        t57 = _mm256_ternarylogic_epi32(t44, t56, t46, 0xCA);
        i = (int)((long)t40 + t42);
        c = (int)((unsigned int)t41 + vcc_avx2_sum_epi32(t57));
    } else {
        i = t40;
        c = t41;
    }
    for (; i < n; i++) {
        t58 = (long)i;
        t59 = a + t58;
        flags[t58] = *t59 > 3;
        c += *t59 > 0;
    }
    return c;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
    long check;
    int t8;
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
    int t38;
    long t39;
    int t40;
    long t41;
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
    int t52;
    long t53;
    int t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    long t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    int i;
    unsigned int c;
    int n;
    long t67;
    int t68;
    long t69;
    long t70;
    int t71;
    long t72;
    __m256i t73;
    __m256i t74;
    long t75;
    int i_1;
    int r;
    int i_2;
    t8 = (int)((unsigned int)0 * (unsigned int)13);
    if ((1003L >= 32L) & (t8 >= 0)) {
        t9 = 1003L & -32L;
        t10 = _mm256_set1_epi32((int)(t8 % 11));
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
        t12 = t11;
        t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)11));
        t14 = _mm256_min_epu32(t12, t13);
        t1 = t14;
        t2 = 0L;
        do {
            t15 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t15);
            t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)5));
            t17 = t16;
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)11));
            t19 = _mm256_min_epu32(t17, t18);
            t20 = t19;
            t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t21);
            t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)10));
            t23 = t22;
            t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32((int)11));
            t25 = _mm256_min_epu32(t23, t24);
            t26 = t25;
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t27);
            t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)4));
            t29 = t28;
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)11));
            t31 = _mm256_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t33);
            t2 += 32L;
            t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)9));
            t35 = t34;
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)11));
            t37 = _mm256_min_epu32(t35, t36);
            t1 = t37;
        } while (t2 < t9);
        t38 = (int)((long)0 + t9);
    } else {
        t38 = 0;
    }
    t39 = (long)t38 * -1L + 1003L;
    t40 = (int)((unsigned int)t38 * (unsigned int)13);
    if ((t39 >= 8L) & (t40 >= 0)) {
        t41 = t39 & -8L;
        t42 = _mm256_set1_epi32((int)(t40 % 11));
        t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
        t44 = t43;
        t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)11));
        t46 = _mm256_min_epu32(t44, t45);
        t3 = t46;
        t4 = 0L;
        do {
            t47 = _mm256_sub_epi32(t3, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t38 + t4)], t47);
            t4 += 8L;
            t48 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)5));
            t49 = t48;
            t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)11));
            t51 = _mm256_min_epu32(t49, t50);
            t3 = t51;
        } while (t4 < t41);
        t52 = (int)((long)t38 + t41);
    } else {
        t52 = t38;
    }
    t53 = (long)t52 * -1L + 1003L;
    t54 = (int)((unsigned int)t52 * (unsigned int)13);
    if ((t53 >= 1L) & (t53 <= 8L) & (t54 >= 0)) {
        t55 = _mm256_set1_epi32((int)(int)t53);
        t56 = _mm256_cmpgt_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t57 = _mm256_set1_epi32((int)(t54 % 11));
        t58 = _mm256_add_epi32(t57, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
        t59 = t58;
        t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32((int)11));
        t61 = _mm256_min_epu32(t59, t60);
        t5 = t61;
        t62 = 0L;
        t63 = t5;
        t64 = _mm256_set1_epi32((int)5);
        t65 = _mm256_sub_epi32(t63, t64);
        t66 = t65;
        _mm256_mask_storeu_epi32(&a[(int)((long)t52 + t62)], _mm256_movepi32_mask(t56), t66);
        i = (int)((long)t52 + t53);
    } else {
        i = t52;
    }
    for (; i < 1003; i++) {
        a[i] = i * 13 % 11 - 5;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t67 = 1003L & -32L;
            t6 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + t6)], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t6 + 8L))], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t6 + 16L))], _mm256_set1_epi32((int)7));
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)0 + (t6 + 24L))], _mm256_set1_epi32((int)7));
                t6 += 32L;
            } while (t6 < t67);
            t68 = (int)((long)0 + t67);
        } else {
            t68 = 0;
        }
        t69 = (long)t68 * -1L + 1003L;
        if (t69 >= 8L) {
            t70 = t69 & -8L;
            t7 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&flags[(int)((long)t68 + t7)], _mm256_set1_epi32((int)7));
                t7 += 8L;
            } while (t7 < t70);
            t71 = (int)((long)t68 + t70);
        } else {
            t71 = t68;
        }
        t72 = (long)t71 * -1L + 1003L;
        if ((t72 >= 1L) & (t72 <= 8L)) {
            t73 = _mm256_set1_epi32((int)(int)t72);
            t74 = _mm256_cmpgt_epi32(t73, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t75 = 0L;
            _mm256_mask_storeu_epi32(&flags[(int)((long)t71 + t75)], _mm256_movepi32_mask(t74), _mm256_set1_epi32((int)7));
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
