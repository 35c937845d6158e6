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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int fill(int n, int *restrict a) {
    vcc_no_contract_body
    int i;
    int s;
    int t14;
    int t15;
    long t4 = (long)n + -1L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        __m512i t6 = _mm512_set1_epi32(0);
        __m512i t7 = t6;
        __m512i t1 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(0);
        do {
            __m512i t8 = t1;
            int *t9 = a + (int)t2;
            __m512i t10 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(5));
            _mm512_storeu_si512(t9, t10);
            __m512i t11 = _mm512_loadu_si512(t9);
            __m512i t12 = _mm512_xor_si512(t11, t8);
            __m512i t13 = t12;
            t3 = _mm512_add_epi32(t3, t13);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        } while (t2 < t5);
        t14 = (int)t5;
        t15 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)));
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L + -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        __m512i t19 = _mm512_set1_epi32((int)t14);
        __m512i t20 = t19;
        __m512i t21 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t22 = t21;
        int *t23 = a + (int)(long)t14;
        __m512i t24 = t22;
        __m512i t25 = _mm512_set1_epi32(5);
        __m512i t26 = _mm512_mullo_epi32(t24, t25);
        __m512i t27 = t26;
        _mm512_mask_storeu_epi32(t23, t18, t27);
        __m512i t28 = _mm512_maskz_loadu_epi32(t18, t23);
        __m512i t29 = _mm512_xor_si512(t28, t22);
        __m512i t30 = t29;
        __m512i t31 = _mm512_add_epi32(_mm512_set1_epi32(0), t30);
        __m512i t32 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), t31);
        i = (int)((long)t14 + t16);
        s = (int)((unsigned int)t15 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t32), _mm512_extracti64x4_epi64(t32, 1))));
    } else {
        i = t14;
        s = t15;
    }
    for (;;) {
        int *t33 = a + i;
        *t33 = i * 5;
        s += *t33 ^ i;
        i++;
        if (i >= n) {
            return s * 3 + i;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t1 = 0L;
        do {
            _mm512_storeu_si512(&a[(int)t1], _mm512_set1_epi32(-1));
            _mm512_storeu_si512(&a[(int)(t1 + 16L)], _mm512_set1_epi32(-1));
            _mm512_storeu_si512(&a[(int)(t1 + 32L)], _mm512_set1_epi32(-1));
            _mm512_storeu_si512(&a[(int)(t1 + 48L)], _mm512_set1_epi32(-1));
            t1 += 64L;
        } while (t1 < 960L);
        long t2 = 0L;
        do {
            _mm512_storeu_si512(&a[(int)(960L + t2)], _mm512_set1_epi32(-1));
            t2 += 16L;
        } while (t2 < 32L);
        __m512i t3 = _mm512_set1_epi32(11);
        __mmask16 t4 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t3, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&a[992], t4, _mm512_set1_epi32(-1));
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
