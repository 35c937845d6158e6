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
    long t1;
    long t2;
    long t3;
    int t4;
    __m128i t5;
    __m128i t6;
    int i;
    t2 = (long)n;
    if (t2 >= 4L) {
        t3 = t2 & -4L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = _mm_loadu_si128((const __m128i *)(a + t4));
            t6 = _mm_add_epi32(t5, _mm_set1_epi32((int)1));
            _mm_storeu_si128((__m128i *)(a + (t4 + 4)), t6);
            t1 += 4L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long check;
    unsigned int c;
    int n;
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
    int t32;
    long t33;
    long t34;
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
    int t45;
    long t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    long t54;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if ((1010L >= 32L) & (0 >= 0)) {
            t6 = 1010L & -32L;
            t7 = _mm256_set1_epi32((int)(0 % 9));
            t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t9 = t8;
            t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)9));
            t11 = _mm256_min_epu32(t9, t10);
            t1 = t11;
            t2 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t1);
                t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t13 = t12;
                t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32((int)9));
                t15 = _mm256_min_epu32(t13, t14);
                t16 = t15;
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t16);
                t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)7));
                t18 = t17;
                t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)9));
                t20 = _mm256_min_epu32(t18, t19);
                t21 = t20;
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t21);
                t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)6));
                t23 = t22;
                t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32((int)9));
                t25 = _mm256_min_epu32(t23, t24);
                t26 = t25;
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t26);
                t2 += 32L;
                t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)5));
                t28 = t27;
                t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)9));
                t30 = _mm256_min_epu32(t28, t29);
                t31 = t30;
                if (t2 >= t6) {
                    break;
                }
                t1 = t31;
            }
            t32 = (int)((long)0 + t6);
        } else {
            t32 = 0;
        }
        t33 = (long)t32 * -1L + 1010L;
        if ((t33 >= 8L) & (t32 >= 0)) {
            t34 = t33 & -8L;
            t35 = _mm256_set1_epi32((int)(t32 % 9));
            t36 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t37 = t36;
            t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)9));
            t39 = _mm256_min_epu32(t37, t38);
            t3 = t39;
            t4 = 0L;
            for (;;) {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)t32 + t4)], t3);
                t4 += 8L;
                t40 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                t41 = t40;
                t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)9));
                t43 = _mm256_min_epu32(t41, t42);
                t44 = t43;
                if (t4 >= t34) {
                    break;
                }
                t3 = t44;
            }
            t45 = (int)((long)t32 + t34);
        } else {
            t45 = t32;
        }
        t46 = (long)t45 * -1L + 1010L;
        if ((t46 >= 1L) & (t46 <= 8L) & (t45 >= 0)) {
            t47 = _mm256_set1_epi32((int)(int)t46);
            t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t49 = _mm256_set1_epi32((int)(t45 % 9));
            t50 = _mm256_add_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t51 = t50;
            t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)9));
            t53 = _mm256_min_epu32(t51, t52);
            t5 = t53;
            t54 = 0L;
            _mm256_mask_storeu_epi32(&a[(int)((long)t45 + t54)], _mm256_movepi32_mask(t48), t5);
            i = (int)((long)t45 + t46);
        } else {
            i = t45;
        }
        for (; i < 1010; i++) {
            a[i] = i % 9;
        }
        (_mm256_zeroupper(), shift4(n, a));
        check = 0L;
        for (i_1 = 0; i_1 < 1010; i_1++) {
            check = check * 7L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
