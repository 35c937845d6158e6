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
    __m512i t1;
    long t2;
    __m512i t3;
    __m512i t4;
    int i;
    int s;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    int *t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    int t15;
    int t16;
    long t17;
    __m512i t18;
    __mmask16 t19;
    __m512i t20;
    __m512i t21;
    long t22;
    __m512i t23;
    __m512i t24;
    int *t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    int *t35;
    t5 = (long)n + -1L;
    if (t5 >= 16L) {
        t6 = t5 & -16L;
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        t3 = _mm512_set1_epi32((int)0);
        do {
            t9 = t1;
            t10 = a + (int)((long)0 + t2);
            t11 = _mm512_mullo_epi32(t9, _mm512_set1_epi32((int)5));
            _mm512_storeu_si512(t10, t11);
            t12 = _mm512_loadu_si512(t10);
            t13 = _mm512_xor_si512(t12, t9);
            t14 = t13;
            t3 = _mm512_add_epi32(t3, t14);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
        } while (t2 < t6);
        t15 = (int)((long)0 + t6);
        t16 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1))));
    } else {
        t15 = 0;
        t16 = 0;
    }
    t17 = (long)n + (long)t15 * -1L + -1L;
    if ((t17 >= 1L) & (t17 <= 16L)) {
        t18 = _mm512_set1_epi32((int)(int)t17);
        t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
        t20 = _mm512_set1_epi32((int)t15);
        t21 = t20;
        t4 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t22 = 0L;
        t23 = _mm512_set1_epi32((int)0);
        t24 = t4;
        t25 = a + (int)((long)t15 + t22);
        t26 = t24;
        t27 = _mm512_set1_epi32((int)5);
        t28 = _mm512_mullo_epi32(t26, t27);
        t29 = t28;
        _mm512_mask_storeu_epi32(t25, t19, t29);
        t30 = _mm512_maskz_loadu_epi32(t19, t25);
        t31 = _mm512_xor_si512(t30, t24);
        t32 = t31;
        t33 = _mm512_add_epi32(t23, t32);
        t34 = _mm512_mask_blend_epi32(t19, t23, t33);
        i = (int)((long)t15 + t17);
        s = (int)((unsigned int)t16 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t34), _mm512_extracti64x4_epi64(t34, 1))));
    } else {
        i = t15;
        s = t16;
    }
    for (;;) {
        t35 = a + i;
        *t35 = i * 5;
        s += *t35 ^ i;
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
    __m512i t9;
    __mmask16 t10;
    long t11;
    int i;
    int r;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 64L) {
            t3 = 1003L & -64L;
            t1 = 0L;
            do {
                _mm512_storeu_si512(&a[(int)((long)0 + t1)], _mm512_set1_epi32((int)-1));
                _mm512_storeu_si512(&a[(int)((long)0 + (t1 + 16L))], _mm512_set1_epi32((int)-1));
                _mm512_storeu_si512(&a[(int)((long)0 + (t1 + 32L))], _mm512_set1_epi32((int)-1));
                _mm512_storeu_si512(&a[(int)((long)0 + (t1 + 48L))], _mm512_set1_epi32((int)-1));
                t1 += 64L;
            } while (t1 < t3);
            t4 = (int)((long)0 + t3);
        } else {
            t4 = 0;
        }
        t5 = (long)t4 * -1L + 1003L;
        if (t5 >= 16L) {
            t6 = t5 & -16L;
            t2 = 0L;
            do {
                _mm512_storeu_si512(&a[(int)((long)t4 + t2)], _mm512_set1_epi32((int)-1));
                t2 += 16L;
            } while (t2 < t6);
            t7 = (int)((long)t4 + t6);
        } else {
            t7 = t4;
        }
        t8 = (long)t7 * -1L + 1003L;
        if ((t8 >= 1L) & (t8 <= 16L)) {
            t9 = _mm512_set1_epi32((int)(int)t8);
            t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
            t11 = 0L;
            _mm512_mask_storeu_epi32(&a[(int)((long)t7 + t11)], t10, _mm512_set1_epi32((int)-1));
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
