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
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    int i;
    long t12;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t7 = t6;
            t8 = (__m256i)((vcc_v32_uchar)t7 * (vcc_v32_uchar)_mm256_set1_epi8((char)3));
            t9 = t5;
            t10 = _mm256_add_epi8(t9, t8);
            t11 = t10;
            _mm256_storeu_si256((__m256i *)(out + t4), t11);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t12 = (long)i;
        out[t12] = (unsigned char)((int)a[t12] + (int)b[t12] * 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned char out[1003];
    unsigned char a[1003];
    unsigned char b[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    unsigned int check;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    vcc_v8_uchar t13;
    __m256i t14;
    __m256i t15;
    vcc_v8_uchar t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    vcc_v8_uchar t21;
    __m256i t22;
    __m256i t23;
    vcc_v8_uchar t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    vcc_v8_uchar t29;
    __m256i t30;
    __m256i t31;
    vcc_v8_uchar t32;
    __m256i t33;
    __m256i t34;
    long t35;
    __m256i t36;
    vcc_v8_uchar t37;
    __m256i t38;
    __m256i t39;
    vcc_v8_uchar t40;
    int t41;
    long t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    long t47;
    __m256i t48;
    vcc_v8_uchar t49;
    __m256i t50;
    __m256i t51;
    vcc_v8_uchar t52;
    int i;
    long t53;
    unsigned int c;
    int n;
    long t54;
    int t55;
    long t56;
    long t57;
    int i_1;
    int i_2;
    if (1003L >= 32L) {
        t7 = 1003L & -32L;
        t8 = _mm256_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = (long)(int)((long)0 + t2);
            t12 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)7));
            t13 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t12, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t11], t13);
            t14 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)13));
            t15 = _mm256_add_epi32(t14, _mm256_set1_epi32((int)5));
            t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t11], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t18 = t17;
            t19 = (long)(int)((long)0 + (t2 + 8L));
            t20 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)7));
            t21 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t20, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t19], t21);
            t22 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)13));
            t23 = _mm256_add_epi32(t22, _mm256_set1_epi32((int)5));
            t24 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t23, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t19], t24);
            t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t26 = t25;
            t27 = (long)(int)((long)0 + (t2 + 16L));
            t28 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)7));
            t29 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t28, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t27], t29);
            t30 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)13));
            t31 = _mm256_add_epi32(t30, _mm256_set1_epi32((int)5));
            t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t27], t32);
            t33 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t34 = t33;
            t35 = (long)(int)((long)0 + (t2 + 24L));
            t36 = _mm256_mullo_epi32(t34, _mm256_set1_epi32((int)7));
            t37 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t36, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t35], t37);
            t38 = _mm256_mullo_epi32(t34, _mm256_set1_epi32((int)13));
            t39 = _mm256_add_epi32(t38, _mm256_set1_epi32((int)5));
            t40 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t39, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t35], t40);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t7);
        t41 = (int)((long)0 + t7);
    } else {
        t41 = 0;
    }
    t42 = (long)t41 * -1L + 1003L;
    if (t42 >= 8L) {
        t43 = t42 & -8L;
        t44 = _mm256_set1_epi32((int)t41);
        t45 = t44;
        t3 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t46 = t3;
            t47 = (long)(int)((long)t41 + t4);
            t48 = _mm256_mullo_epi32(t46, _mm256_set1_epi32((int)7));
            t49 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t48, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t47], t49);
            t50 = _mm256_mullo_epi32(t46, _mm256_set1_epi32((int)13));
            t51 = _mm256_add_epi32(t50, _mm256_set1_epi32((int)5));
            t52 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t51, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t47], t52);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t43);
        i = (int)((long)t41 + t43);
    } else {
        i = t41;
    }
    for (; i < 1003; i++) {
        t53 = (long)i;
        a[t53] = (unsigned char)(i * 7);
        b[t53] = (unsigned char)(i * 13 + 5);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 128L) {
            t54 = 1003L & -128L;
            t5 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + t5)], _mm256_set1_epi8((char)0));
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + (t5 + 32L))], _mm256_set1_epi8((char)0));
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + (t5 + 64L))], _mm256_set1_epi8((char)0));
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + (t5 + 96L))], _mm256_set1_epi8((char)0));
                t5 += 128L;
            } while (t5 < t54);
            t55 = (int)((long)0 + t54);
        } else {
            t55 = 0;
        }
        t56 = (long)t55 * -1L + 1003L;
        if (t56 >= 32L) {
            t57 = t56 & -32L;
            t6 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&out[(int)((long)t55 + t6)], _mm256_set1_epi8((char)0));
                t6 += 32L;
            } while (t6 < t57);
            i_1 = (int)((long)t55 + t57);
        } else {
            i_1 = t55;
        }
        for (; i_1 < 1003; i_1++) {
            out[i_1] = (unsigned char)0;
        }
        (_mm256_zeroupper(), add_bytes(n, out, a, b));
        check = 0U;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 31U + (unsigned int)out[i_2];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
