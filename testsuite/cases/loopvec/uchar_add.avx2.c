/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: unsigned char arithmetic through C's promotions to int, wrapping on the store. */
__attribute__((target("avx2"))) void add_bytes(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
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

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned char out[1003];
    unsigned char a[1003];
    unsigned char b[1003];
    vcc_v32_uint t1;
    long t2;
    long t3;
    long t4;
    unsigned int check;
    long t5;
    vcc_v32_int t6;
    vcc_v32_uint t7;
    vcc_v32_int t8;
    long t9;
    vcc_v32_int t10;
    __m256i t11;
    vcc_v32_int t12;
    vcc_v32_int t13;
    __m256i t14;
    int i;
    long t15;
    unsigned int c;
    int n;
    long t16;
    int t17;
    long t18;
    long t19;
    int i_1;
    int i_2;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = vcc_splat(vcc_v32_int, 0);
        t7 = (vcc_v32_uint)t6;
        t1 = t7 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
        t2 = 0L;
        do {
            t8 = (vcc_v32_int)t1;
            t9 = (long)(int)((long)0 + t2);
            t10 = t8 * (vcc_v32_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
            t11 = (__m256i)__builtin_convertvector(__builtin_convertvector(t10, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&a[t9], t11);
            t12 = t8 * (vcc_v32_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
            t13 = t12 + (vcc_v32_int){5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
            t14 = (__m256i)__builtin_convertvector(__builtin_convertvector(t13, vcc_v32_short), vcc_v32_uchar);
            _mm256_storeu_si256((__m256i *)&b[t9], t14);
            t2 += 32L;
            t1 = t1 + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t5);
        i = (int)((long)0 + t5);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        t15 = (long)i;
        a[t15] = (unsigned char)(i * 7);
        b[t15] = (unsigned char)(i * 13 + 5);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 128L) {
            t16 = 1003L & -128L;
            t3 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + t3)], _mm256_set1_epi8((char)0));
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + (t3 + 32L))], _mm256_set1_epi8((char)0));
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + (t3 + 64L))], _mm256_set1_epi8((char)0));
                _mm256_storeu_si256((__m256i *)&out[(int)((long)0 + (t3 + 96L))], _mm256_set1_epi8((char)0));
                t3 += 128L;
            } while (t3 < t16);
            t17 = (int)((long)0 + t16);
        } else {
            t17 = 0;
        }
        t18 = (long)t17 * -1L + 1003L;
        if (t18 >= 32L) {
            t19 = t18 & -32L;
            t4 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&out[(int)((long)t17 + t4)], _mm256_set1_epi8((char)0));
                t4 += 32L;
            } while (t4 < t19);
            i_1 = (int)((long)t17 + t19);
        } else {
            i_1 = t17;
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
