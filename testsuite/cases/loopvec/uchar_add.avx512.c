/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: unsigned char arithmetic through C's promotions to int, wrapping on the store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_bytes(int n, unsigned char *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at uchar_add.c:6 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = (__m256i)((vcc_v32_uchar)b_v * (vcc_v32_uchar)_mm256_set1_epi8((char)3));
            __m256i t4 = _mm256_add_epi8(a_v, t3);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t4);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        out[t5] = (unsigned char)((int)a[t5] + (int)b[t5] * 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned char out[1003];
    unsigned char a[1003];
    unsigned char b[1003];
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at uchar_add.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        vcc_v8_uchar t3 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t2));
        vcc_store(&a[i_vec], t3);
        __m256i t4 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(13));
        __m256i t5 = _mm256_add_epi32(t4, _mm256_set1_epi32(5));
        vcc_v8_uchar t6 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t5));
        vcc_store(&b[i_vec], t6);
        long t7 = i_vec + 8L;
        __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(7));
        vcc_v8_uchar t10 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t9));
        vcc_store(&a[t7], t10);
        __m256i t11 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(13));
        __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(5));
        vcc_v8_uchar t13 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t12));
        vcc_store(&b[t7], t13);
        long t14 = i_vec + 16L;
        __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(7));
        vcc_v8_uchar t17 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t16));
        vcc_store(&a[t14], t17);
        __m256i t18 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(13));
        __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(5));
        vcc_v8_uchar t20 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t19));
        vcc_store(&b[t14], t20);
        long t21 = i_vec + 24L;
        __m256i t22 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(7));
        vcc_v8_uchar t24 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t23));
        vcc_store(&a[t21], t24);
        __m256i t25 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(13));
        __m256i t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(5));
        vcc_v8_uchar t27 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t26));
        vcc_store(&b[t21], t27);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t28 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at uchar_add.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t29 = 992L + i_vec_1;
        __m256i t30 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(7));
        vcc_v8_uchar t31 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t30));
        vcc_store(&a[t29], t31);
        __m256i t32 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(13));
        __m256i t33 = _mm256_add_epi32(t32, _mm256_set1_epi32(5));
        vcc_v8_uchar t34 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t33));
        vcc_store(&b[t29], t34);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        long t35 = (long)i;
        a[t35] = (unsigned char)(i * 7);
        b[t35] = (unsigned char)(i * 13 + 5);
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at uchar_add.c:19 vectorized: VF 32, UF 4, vector epilogue VF 32, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)&out[i_vec_2], _mm256_set1_epi8((char)0));
            _mm256_storeu_si256((__m256i *)&out[i_vec_2 + 32L], _mm256_set1_epi8((char)0));
            _mm256_storeu_si256((__m256i *)&out[i_vec_2 + 64L], _mm256_set1_epi8((char)0));
            _mm256_storeu_si256((__m256i *)&out[i_vec_2 + 96L], _mm256_set1_epi8((char)0));
            i_vec_2 += 128L;
        } while (i_vec_2 < 896L);
        long i_vec_3 = 0L;
        /* vcc: loop at uchar_add.c:19 vector epilogue: VF 32, UF 1, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)&out[896L + i_vec_3], _mm256_set1_epi8((char)0));
            i_vec_3 += 32L;
        } while (i_vec_3 < 96L);
        out[992] = (unsigned char)0;
        out[993] = (unsigned char)0;
        out[994] = (unsigned char)0;
        out[995] = (unsigned char)0;
        out[996] = (unsigned char)0;
        out[997] = (unsigned char)0;
        out[998] = (unsigned char)0;
        out[999] = (unsigned char)0;
        out[1000] = (unsigned char)0;
        out[1001] = (unsigned char)0;
        out[1002] = (unsigned char)0;
        add_bytes(n, out, a, b);
        int i_1 = 0;
        unsigned int check = 0U;
        while (i_1 < 1003) {
            check = check * 31U + (unsigned int)out[i_1];
            i_1++;
        }
        printf("n=%d check=%u\n", n, check);
        c++;
    }
    return 0;
}
