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

/* Vectorized: the exit test ends the iteration; the last iteration is always left to the
   scalar loop, which computes the values used after it (`s` and `i`). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int fill(int n, int *restrict a) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    int i;
    int s;
    long t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    int *t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    int *t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    int t27;
    int t28;
    long t29;
    long t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int *t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    int t39;
    int t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    long t46;
    __m256i t47;
    __m256i t48;
    int *t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    int *t59;
    t9 = (long)n + -1L;
    if (t9 >= 16L) {
        t10 = t9 & -16L;
        t11 = _mm256_set1_epi32((int)0);
        t12 = t11;
        t1 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        do {
            t13 = t1;
            t14 = a + (int)((long)0 + t2);
            t15 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)t14, t15);
            t16 = _mm256_loadu_si256((const __m256i *)t14);
            t17 = _mm256_xor_si256(t16, t13);
            t18 = t17;
            t3 = _mm256_add_epi32(t3, t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t20 = t19;
            t21 = a + (int)((long)0 + (t2 + 8L));
            t22 = _mm256_mullo_epi32(t20, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)t21, t22);
            t23 = _mm256_loadu_si256((const __m256i *)t21);
            t24 = _mm256_xor_si256(t23, t20);
            t25 = t24;
            t4 = _mm256_add_epi32(t4, t25);
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
        } while (t2 < t10);
        t26 = _mm256_add_epi32(t3, t4);
        t27 = (int)((long)0 + t10);
        t28 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t26));
    } else {
        t27 = 0;
        t28 = 0;
    }
    t29 = (long)n + (long)t27 * -1L + -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t31 = _mm256_set1_epi32((int)t27);
        t32 = t31;
        t5 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t6 = 0L;
        t7 = _mm256_set1_epi32((int)0);
        do {
            t33 = t5;
            t34 = a + (int)((long)t27 + t6);
            t35 = _mm256_mullo_epi32(t33, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)t34, t35);
            t36 = _mm256_loadu_si256((const __m256i *)t34);
            t37 = _mm256_xor_si256(t36, t33);
            t38 = t37;
            t7 = _mm256_add_epi32(t7, t38);
            t6 += 8L;
            t5 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
        } while (t6 < t30);
        t39 = (int)((long)t27 + t30);
        t40 = (int)((unsigned int)t28 + vcc_avx2_sum_epi32(t7));
    } else {
        t39 = t27;
        t40 = t28;
    }
    t41 = (long)n + (long)t39 * -1L + -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        t42 = _mm256_set1_epi32((int)(int)t41);
        t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t44 = _mm256_set1_epi32((int)t39);
        t45 = t44;
        t8 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t46 = 0L;
        t47 = _mm256_set1_epi32((int)0);
        t48 = t8;
        t49 = a + (int)((long)t39 + t46);
        t50 = t48;
        t51 = _mm256_set1_epi32((int)5);
        t52 = _mm256_mullo_epi32(t50, t51);
        t53 = t52;
        _mm256_mask_storeu_epi32(t49, _mm256_movepi32_mask(t43), t53);
        t54 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t43), t49);
        t55 = _mm256_xor_si256(t54, t48);
        t56 = t55;
        t57 = _mm256_add_epi32(t47, t56);
        t58 = _mm256_ternarylogic_epi32(t43, t57, t47, 0xCA);
        i = (int)((long)t39 + t41);
        s = (int)((unsigned int)t40 + vcc_avx2_sum_epi32(t58));
    } else {
        i = t39;
        s = t40;
    }
    for (;;) {
        t59 = a + i;
        *t59 = i * 5;
        s += *t59 ^ i;
        i++;
        if (i >= n) {
            return s * 3 + i;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    long t1;
    long t2;
    long check;
    unsigned int c;
    int n;
    long t3;
    int t4;
    long t5;
    long t6;
    int t7;
    long t8;
    __m256i t9;
    __m256i t10;
    long t11;
    int i;
    int r;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t3 = 1003L & -32L;
            t1 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t1)], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t1 + 8L))], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t1 + 16L))], _mm256_set1_epi32((int)-1));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t1 + 24L))], _mm256_set1_epi32((int)-1));
                t1 += 32L;
            } while (t1 < t3);
            t4 = (int)((long)0 + t3);
        } else {
            t4 = 0;
        }
        t5 = (long)t4 * -1L + 1003L;
        if (t5 >= 8L) {
            t6 = t5 & -8L;
            t2 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)t4 + t2)], _mm256_set1_epi32((int)-1));
                t2 += 8L;
            } while (t2 < t6);
            t7 = (int)((long)t4 + t6);
        } else {
            t7 = t4;
        }
        t8 = (long)t7 * -1L + 1003L;
        if ((t8 >= 1L) & (t8 <= 8L)) {
            t9 = _mm256_set1_epi32((int)(int)t8);
            t10 = _mm256_cmpgt_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t11 = 0L;
            _mm256_mask_storeu_epi32(&a[(int)((long)t7 + t11)], _mm256_movepi32_mask(t10), _mm256_set1_epi32((int)-1));
            i = (int)((long)t7 + t8);
        } else {
            i = t7;
        }
        for (; i < 1003; i++) {
            a[i] = -1;
        }
        r = (_mm256_zeroupper(), fill(n, a));
        check = 0L;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 17L % 1000003L + (long)a[i_1];
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
    }
    return 0;
}
