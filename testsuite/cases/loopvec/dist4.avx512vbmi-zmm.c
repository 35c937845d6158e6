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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift4(int n, int *a) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1010];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
        __m512i t7 = t6;
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(9));
        __m512i t9 = _mm512_min_epu32(t7, t8);
        __m512i t1 = t9;
        long t2 = 0L;
        for (;;) {
            _mm512_storeu_si512(&a[(int)t2], t1);
            __m512i t10 = _mm512_add_epi32(t1, _mm512_set1_epi32(7));
            __m512i t11 = t10;
            __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(9));
            __m512i t13 = _mm512_min_epu32(t11, t12);
            __m512i t14 = t13;
            _mm512_storeu_si512(&a[(int)(t2 + 16L)], t14);
            __m512i t15 = _mm512_add_epi32(t1, _mm512_set1_epi32(5));
            __m512i t16 = t15;
            __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(9));
            __m512i t18 = _mm512_min_epu32(t16, t17);
            __m512i t19 = t18;
            _mm512_storeu_si512(&a[(int)(t2 + 32L)], t19);
            __m512i t20 = _mm512_add_epi32(t1, _mm512_set1_epi32(3));
            __m512i t21 = t20;
            __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(9));
            __m512i t23 = _mm512_min_epu32(t21, t22);
            __m512i t24 = t23;
            _mm512_storeu_si512(&a[(int)(t2 + 48L)], t24);
            t2 += 64L;
            __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(1));
            __m512i t26 = t25;
            __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(9));
            __m512i t28 = _mm512_min_epu32(t26, t27);
            __m512i t29 = t28;
            if (t2 >= 960L) {
                break;
            }
            t1 = t29;
        }
        __m512i t30 = _mm512_set1_epi32(6);
        __m512i t31 = _mm512_add_epi32(t30, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
        __m512i t32 = t31;
        __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(9));
        __m512i t34 = _mm512_min_epu32(t32, t33);
        __m512i t3 = t34;
        long t4 = 0L;
        for (;;) {
            _mm512_storeu_si512(&a[(int)(960L + t4)], t3);
            t4 += 16L;
            __m512i t35 = _mm512_add_epi32(t3, _mm512_set1_epi32(7));
            __m512i t36 = t35;
            __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(9));
            __m512i t38 = _mm512_min_epu32(t36, t37);
            __m512i t39 = t38;
            if (t4 >= 48L) {
                break;
            }
            t3 = t39;
        }
        __m512i t40 = _mm512_set1_epi32(2);
        __mmask16 t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t40, _MM_CMPINT_LT);
        __m512i t42 = _mm512_set1_epi32(0);
        __m512i t43 = _mm512_add_epi32(t42, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
        __m512i t44 = t43;
        __m512i t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32(9));
        __m512i t46 = _mm512_min_epu32(t44, t45);
        __m512i t47 = t46;
        _mm512_mask_storeu_epi32(&a[1008], t41, t47);
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
