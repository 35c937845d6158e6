/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: unsigned char arithmetic through C's promotions to int, wrapping on the store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_bytes(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned char out[1003];
    unsigned char a[1003];
    unsigned char b[1003];
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = t7;
    __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t9 = t1;
        long t10 = (long)(int)t2;
        __m256i t11 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(7));
        vcc_v8_uchar t12 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t10], t12);
        __m256i t13 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(13));
        __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(5));
        vcc_v8_uchar t15 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t14, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t10], t15);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t17 = t16;
        long t18 = (long)(int)(t2 + 8L);
        __m256i t19 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(7));
        vcc_v8_uchar t20 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t18], t20);
        __m256i t21 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(13));
        __m256i t22 = _mm256_add_epi32(t21, _mm256_set1_epi32(5));
        vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t18], t23);
        __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t25 = t24;
        long t26 = (long)(int)(t2 + 16L);
        __m256i t27 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(7));
        vcc_v8_uchar t28 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t27, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t26], t28);
        __m256i t29 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(13));
        __m256i t30 = _mm256_add_epi32(t29, _mm256_set1_epi32(5));
        vcc_v8_uchar t31 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t30, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t26], t31);
        __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t33 = t32;
        long t34 = (long)(int)(t2 + 24L);
        __m256i t35 = _mm256_mullo_epi32(t33, _mm256_set1_epi32(7));
        vcc_v8_uchar t36 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t35, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t34], t36);
        __m256i t37 = _mm256_mullo_epi32(t33, _mm256_set1_epi32(13));
        __m256i t38 = _mm256_add_epi32(t37, _mm256_set1_epi32(5));
        vcc_v8_uchar t39 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t38, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t34], t39);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 992L);
    __m256i t40 = _mm256_set1_epi32(992);
    __m256i t41 = t40;
    __m256i t3 = _mm256_add_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t4 = 0L;
    do {
        __m256i t42 = t3;
        long t43 = (long)(int)(992L + t4);
        __m256i t44 = _mm256_mullo_epi32(t42, _mm256_set1_epi32(7));
        vcc_v8_uchar t45 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t44, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t43], t45);
        __m256i t46 = _mm256_mullo_epi32(t42, _mm256_set1_epi32(13));
        __m256i t47 = _mm256_add_epi32(t46, _mm256_set1_epi32(5));
        vcc_v8_uchar t48 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t47, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t43], t48);
        t4 += 8L;
        t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
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
