/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
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

/* Vectorized at VF*UF <= 4 only: iteration i + 4 reads what iteration i wrote. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift4(int n, int *a) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 4L) {
        long t3 = t2 & -4L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i t6 = _mm_add_epi32(t5, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + (t4 + 4)), t6);
            t1 += 4L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 4] = a[i] + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1010];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t7 = t6;
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(9));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256i t1 = t9;
        long t2 = 0L;
        for (;;) {
            _mm256_storeu_si256((__m256i *)&a[(int)t2], t1);
            __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t11 = t10;
            __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(9));
            __m256i t13 = _mm256_min_epu32(t11, t12);
            __m256i t14 = t13;
            _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 8L)], t14);
            __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(7));
            __m256i t16 = t15;
            __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(9));
            __m256i t18 = _mm256_min_epu32(t16, t17);
            __m256i t19 = t18;
            _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 16L)], t19);
            __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
            __m256i t21 = t20;
            __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(9));
            __m256i t23 = _mm256_min_epu32(t21, t22);
            __m256i t24 = t23;
            _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 24L)], t24);
            t2 += 32L;
            __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(5));
            __m256i t26 = t25;
            __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(9));
            __m256i t28 = _mm256_min_epu32(t26, t27);
            __m256i t29 = t28;
            if (t2 >= 992L) {
                break;
            }
            t1 = t29;
        }
        __m256i t30 = _mm256_set1_epi32(2);
        __m256i t31 = _mm256_add_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(9));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        __m256i t3 = t34;
        long t4 = 0L;
        for (;;) {
            _mm256_storeu_si256((__m256i *)&a[(int)(992L + t4)], t3);
            t4 += 8L;
            __m256i t35 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
            __m256i t36 = t35;
            __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(9));
            __m256i t38 = _mm256_min_epu32(t36, t37);
            __m256i t39 = t38;
            if (t4 >= 16L) {
                break;
            }
            t3 = t39;
        }
        __m256i t40 = _mm256_set1_epi32(2);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t42 = _mm256_set1_epi32(0);
        __m256i t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t44 = t43;
        __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(9));
        __m256i t46 = _mm256_min_epu32(t44, t45);
        __m256i t47 = t46;
        _mm256_mask_storeu_epi32(&a[1008], _mm256_movepi32_mask(t41), t47);
        for (int i = 1010; i < 1010; i++) {
            a[i] = i % 9;
        }
        shift4(n, a);
        long check = 0L;
        for (int i_1 = 0; i_1 < 1010; i_1++) {
            check = check * 7L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
