/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized at VF*UF <= 4 only: iteration i + 4 reads what iteration i wrote. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift4(int n, int *a) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at dist4.c:6 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_add_epi32(a_v, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + ((int)i_vec + 4)), t3);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
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
        __m512i t3 = _mm512_set1_epi32(0);
        __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
        __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(9));
        vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
        long i_vec = 0L;
        /* vcc: loop at dist4.c:15 vectorized: VF 16, UF 4, the remainder at 16:20 by 9 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
        for (;;) {
            _mm512_storeu_si512(&a[i_vec], (__m512i)t1);
            __m512i t6 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(7));
            __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(9));
            __m512i t8 = _mm512_min_epu32(t6, t7);
            _mm512_storeu_si512(&a[i_vec + 16L], t8);
            __m512i t9 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(5));
            __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(9));
            __m512i t11 = _mm512_min_epu32(t9, t10);
            _mm512_storeu_si512(&a[i_vec + 32L], t11);
            __m512i t12 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(3));
            __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(9));
            __m512i t14 = _mm512_min_epu32(t12, t13);
            _mm512_storeu_si512(&a[i_vec + 48L], t14);
            i_vec += 64L;
            __m512i t15 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(1));
            __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(9));
            __m512i t17 = _mm512_min_epu32(t15, t16);
            if (i_vec >= 960L) {
                break;
            }
            t1 = (vcc_v16_int)t17;
        }
        __m512i t18 = _mm512_set1_epi32(6);
        __m512i t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(9));
        vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t19, t20);
        long i_vec_1 = 0L;
        /* vcc: loop at dist4.c:15 vector epilogue: VF 16, UF 1, scalar epilogue */
        for (;;) {
            _mm512_storeu_si512(&a[960L + i_vec_1], (__m512i)t2);
            i_vec_1 += 16L;
            __m512i t21 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(7));
            __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(9));
            __m512i t23 = _mm512_min_epu32(t21, t22);
            if (i_vec_1 >= 48L) {
                break;
            }
            t2 = (vcc_v16_int)t23;
        }
        __m512i t24 = _mm512_set1_epi32(2);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        __m512i t26 = _mm512_set1_epi32(0);
        __m512i t27 = _mm512_add_epi32(t26, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(9));
        __m512i t29 = _mm512_min_epu32(t27, t28);
        _mm512_mask_storeu_epi32(&a[1008], t25, t29);
        shift4(n, a);
        long check = 0L;
        for (int i = 0; i < 1010; i++) {
            check = check * 7L % 1000003L + (long)a[i];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
