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
    int i;
    int s;
    int t26;
    int t27;
    int t38;
    int t39;
    long t8 = (long)n + -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m256i t10 = _mm256_set1_epi32(0);
        __m256i t11 = t10;
        __m256i t1 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        do {
            __m256i t12 = t1;
            int *t13 = a + (int)t2;
            __m256i t14 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t13, t14);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)t13);
            __m256i t16 = _mm256_xor_si256(t15, t12);
            __m256i t17 = t16;
            t3 = _mm256_add_epi32(t3, t17);
            __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t19 = t18;
            int *t20 = a + (int)(t2 + 8L);
            __m256i t21 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t20, t21);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)t20);
            __m256i t23 = _mm256_xor_si256(t22, t19);
            __m256i t24 = t23;
            t4 = _mm256_add_epi32(t4, t24);
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        } while (t2 < t9);
        __m256i t25 = _mm256_add_epi32(t3, t4);
        t26 = (int)t9;
        t27 = (int)vcc_avx2_sum_epi32(t25);
    } else {
        t26 = 0;
        t27 = 0;
    }
    long t28 = (long)n + (long)t26 * -1L + -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        __m256i t30 = _mm256_set1_epi32((int)t26);
        __m256i t31 = t30;
        __m256i t5 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t32 = t5;
            int *t33 = a + (int)((long)t26 + t6);
            __m256i t34 = _mm256_mullo_epi32(t32, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)t33, t34);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)t33);
            __m256i t36 = _mm256_xor_si256(t35, t32);
            __m256i t37 = t36;
            t7 = _mm256_add_epi32(t7, t37);
            t6 += 8L;
            t5 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
        } while (t6 < t29);
        t38 = (int)((long)t26 + t29);
        t39 = (int)((unsigned int)t27 + vcc_avx2_sum_epi32(t7));
    } else {
        t38 = t26;
        t39 = t27;
    }
    long t40 = (long)n + (long)t38 * -1L + -1L;
    if ((t40 >= 1L) & (t40 <= 8L)) {
        __m256i t41 = _mm256_set1_epi32((int)(int)t40);
        __m256i t42 = _mm256_cmpgt_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t43 = _mm256_set1_epi32((int)t38);
        __m256i t44 = t43;
        __m256i t45 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t46 = t45;
        int *t47 = a + (int)(long)t38;
        __m256i t48 = t46;
        __m256i t49 = _mm256_set1_epi32(5);
        __m256i t50 = _mm256_mullo_epi32(t48, t49);
        __m256i t51 = t50;
        _mm256_mask_storeu_epi32(t47, _mm256_movepi32_mask(t42), t51);
        __m256i t52 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t42), t47);
        __m256i t53 = _mm256_xor_si256(t52, t46);
        __m256i t54 = t53;
        __m256i t55 = _mm256_add_epi32(_mm256_set1_epi32(0), t54);
        __m256i t56 = _mm256_ternarylogic_epi32(t42, t55, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t38 + t40);
        s = (int)((unsigned int)t39 + vcc_avx2_sum_epi32(t56));
    } else {
        i = t38;
        s = t39;
    }
    for (;;) {
        int *t57 = a + i;
        *t57 = i * 5;
        s += *t57 ^ i;
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
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t1 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&a[(int)t1], _mm256_set1_epi32(-1));
            _mm256_storeu_si256((__m256i *)&a[(int)(t1 + 8L)], _mm256_set1_epi32(-1));
            _mm256_storeu_si256((__m256i *)&a[(int)(t1 + 16L)], _mm256_set1_epi32(-1));
            _mm256_storeu_si256((__m256i *)&a[(int)(t1 + 24L)], _mm256_set1_epi32(-1));
            t1 += 32L;
        } while (t1 < 992L);
        long t2 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&a[(int)(992L + t2)], _mm256_set1_epi32(-1));
            t2 += 8L;
        } while (t2 < 8L);
        __m256i t3 = _mm256_set1_epi32(3);
        __m256i t4 = _mm256_cmpgt_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t4), _mm256_set1_epi32(-1));
        for (int i = 1003; i < 1003; i++) {
            a[i] = -1;
        }
        int r = fill(n, a);
        long check = 0L;
        for (int i_1 = 0; i_1 < 1003; i_1++) {
            check = check * 17L % 1000003L + (long)a[i_1];
        }
        printf("n=%d r=%d check=%ld\n", n, r, check);
    }
    return 0;
}
