/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: unsigned char arithmetic through C's promotions to int, wrapping on the store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_bytes(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t7 = t6;
            __m256i t8 = (__m256i)((vcc_v32_uchar)t7 * (vcc_v32_uchar)_mm256_set1_epi8((char)3));
            __m256i t9 = t5;
            __m256i t10 = _mm256_add_epi8(t9, t8);
            __m256i t11 = t10;
            _mm256_storeu_si256((__m256i *)(out + t4), t11);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        out[t12] = (unsigned char)((int)a[t12] + (int)b[t12] * 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned char out[1003];
    unsigned char a[1003];
    unsigned char b[1003];
    __m512i t7 = _mm512_set1_epi32(0);
    __m512i t8 = t7;
    __m512i t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t9 = t1;
        long t10 = (long)(int)t2;
        __m512i t11 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(7));
        __m128i t12 = _mm512_cvtepi32_epi8(t11);
        _mm_storeu_si128((__m128i *)&a[t10], t12);
        __m512i t13 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(13));
        __m512i t14 = _mm512_add_epi32(t13, _mm512_set1_epi32(5));
        __m128i t15 = _mm512_cvtepi32_epi8(t14);
        _mm_storeu_si128((__m128i *)&b[t10], t15);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t17 = t16;
        long t18 = (long)(int)(t2 + 16L);
        __m512i t19 = _mm512_mullo_epi32(t17, _mm512_set1_epi32(7));
        __m128i t20 = _mm512_cvtepi32_epi8(t19);
        _mm_storeu_si128((__m128i *)&a[t18], t20);
        __m512i t21 = _mm512_mullo_epi32(t17, _mm512_set1_epi32(13));
        __m512i t22 = _mm512_add_epi32(t21, _mm512_set1_epi32(5));
        __m128i t23 = _mm512_cvtepi32_epi8(t22);
        _mm_storeu_si128((__m128i *)&b[t18], t23);
        __m512i t24 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t25 = t24;
        long t26 = (long)(int)(t2 + 32L);
        __m512i t27 = _mm512_mullo_epi32(t25, _mm512_set1_epi32(7));
        __m128i t28 = _mm512_cvtepi32_epi8(t27);
        _mm_storeu_si128((__m128i *)&a[t26], t28);
        __m512i t29 = _mm512_mullo_epi32(t25, _mm512_set1_epi32(13));
        __m512i t30 = _mm512_add_epi32(t29, _mm512_set1_epi32(5));
        __m128i t31 = _mm512_cvtepi32_epi8(t30);
        _mm_storeu_si128((__m128i *)&b[t26], t31);
        __m512i t32 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t33 = t32;
        long t34 = (long)(int)(t2 + 48L);
        __m512i t35 = _mm512_mullo_epi32(t33, _mm512_set1_epi32(7));
        __m128i t36 = _mm512_cvtepi32_epi8(t35);
        _mm_storeu_si128((__m128i *)&a[t34], t36);
        __m512i t37 = _mm512_mullo_epi32(t33, _mm512_set1_epi32(13));
        __m512i t38 = _mm512_add_epi32(t37, _mm512_set1_epi32(5));
        __m128i t39 = _mm512_cvtepi32_epi8(t38);
        _mm_storeu_si128((__m128i *)&b[t34], t39);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 960L);
    __m512i t40 = _mm512_set1_epi32(960);
    __m512i t41 = t40;
    __m512i t3 = _mm512_add_epi32(t41, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t4 = 0L;
    do {
        __m512i t42 = t3;
        long t43 = (long)(int)(960L + t4);
        __m512i t44 = _mm512_mullo_epi32(t42, _mm512_set1_epi32(7));
        __m128i t45 = _mm512_cvtepi32_epi8(t44);
        _mm_storeu_si128((__m128i *)&a[t43], t45);
        __m512i t46 = _mm512_mullo_epi32(t42, _mm512_set1_epi32(13));
        __m512i t47 = _mm512_add_epi32(t46, _mm512_set1_epi32(5));
        __m128i t48 = _mm512_cvtepi32_epi8(t47);
        _mm_storeu_si128((__m128i *)&b[t43], t48);
        t4 += 16L;
        t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
    } while (t4 < 32L);
    for (int i = 992; i < 1003; i++) {
        long t49 = (long)i;
        a[t49] = (unsigned char)(i * 7);
        b[t49] = (unsigned char)(i * 13 + 5);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t5 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&out[(int)t5], _mm256_set1_epi8((char)0));
            _mm256_storeu_si256((__m256i *)&out[(int)(t5 + 32L)], _mm256_set1_epi8((char)0));
            _mm256_storeu_si256((__m256i *)&out[(int)(t5 + 64L)], _mm256_set1_epi8((char)0));
            _mm256_storeu_si256((__m256i *)&out[(int)(t5 + 96L)], _mm256_set1_epi8((char)0));
            t5 += 128L;
        } while (t5 < 896L);
        long t6 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&out[(int)(896L + t6)], _mm256_set1_epi8((char)0));
            t6 += 32L;
        } while (t6 < 96L);
        for (int i_1 = 992; i_1 < 1003; i_1++) {
            out[i_1] = (unsigned char)0;
        }
        add_bytes(n, out, a, b);
        unsigned int check = 0U;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 31U + (unsigned int)out[i_2];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
