/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned xor_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            t2 = _mm512_xor_si512(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)t4;
        t7 = 0U ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_xor_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __m512i t12 = _mm512_xor_si512(_mm512_set1_epi32(0), t11);
        __m512i t13 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), t12);
        i = (int)((long)t6 + t8);
        x = t7 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(t13), _mm512_extracti64x4_epi64(t13, 1)), _mm_xor_si128, unsigned int);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned and_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(-1);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            t2 = _mm512_and_si512(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)t4;
        t7 = 4294967295U & vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_and_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 4294967295U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __m512i t12 = _mm512_and_si512(_mm512_set1_epi32(-1), t11);
        __m512i t13 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(-1), t12);
        i = (int)((long)t6 + t8);
        x = t7 & vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256(t13), _mm512_extracti64x4_epi64(t13, 1)), _mm_and_si128, unsigned int);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned or_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t6;
    unsigned int t7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            t2 = _mm512_or_si512(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)t4;
        t7 = 0U | vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_or_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __m512i t12 = _mm512_or_si512(_mm512_set1_epi32(0), t11);
        __m512i t13 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), t12);
        i = (int)((long)t6 + t8);
        x = t7 | vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t13), _mm512_extracti64x4_epi64(t13, 1)), _mm_or_si128, unsigned int);
    } else {
        i = t6;
        x = t7;
    }
    for (; i < n; i++) {
        x |= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned int a[1003];
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = t5;
    __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t7 = t1;
        __m512i t8 = (__m512i)((vcc_v16_int)t7 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t9 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t8, vcc_v16_uint));
        __m512i t10 = _mm512_xor_si512(_mm512_set1_epi32(-983041), t9);
        __m512i t11 = t7;
        __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(-1640531535));
        __m512i t13 = (__m512i)((vcc_v16_uint)t12 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(20), vcc_v16_uint));
        __m512i t14 = _mm512_xor_si512(t10, t13);
        _mm512_storeu_si512(&a[(int)t2], t14);
        __m512i t15 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t16 = t15;
        __m512i t17 = (__m512i)((vcc_v16_int)t16 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t18 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t17, vcc_v16_uint));
        __m512i t19 = _mm512_xor_si512(_mm512_set1_epi32(-983041), t18);
        __m512i t20 = t16;
        __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(-1640531535));
        __m512i t22 = (__m512i)((vcc_v16_uint)t21 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(20), vcc_v16_uint));
        __m512i t23 = _mm512_xor_si512(t19, t22);
        _mm512_storeu_si512(&a[(int)(t2 + 16L)], t23);
        __m512i t24 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t25 = t24;
        __m512i t26 = (__m512i)((vcc_v16_int)t25 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t27 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t26, vcc_v16_uint));
        __m512i t28 = _mm512_xor_si512(_mm512_set1_epi32(-983041), t27);
        __m512i t29 = t25;
        __m512i t30 = _mm512_mullo_epi32(t29, _mm512_set1_epi32(-1640531535));
        __m512i t31 = (__m512i)((vcc_v16_uint)t30 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(20), vcc_v16_uint));
        __m512i t32 = _mm512_xor_si512(t28, t31);
        _mm512_storeu_si512(&a[(int)(t2 + 32L)], t32);
        __m512i t33 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t34 = t33;
        __m512i t35 = (__m512i)((vcc_v16_int)t34 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t36 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t35, vcc_v16_uint));
        __m512i t37 = _mm512_xor_si512(_mm512_set1_epi32(-983041), t36);
        __m512i t38 = t34;
        __m512i t39 = _mm512_mullo_epi32(t38, _mm512_set1_epi32(-1640531535));
        __m512i t40 = (__m512i)((vcc_v16_uint)t39 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(20), vcc_v16_uint));
        __m512i t41 = _mm512_xor_si512(t37, t40);
        _mm512_storeu_si512(&a[(int)(t2 + 48L)], t41);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 960L);
    __m512i t42 = _mm512_set1_epi32(960);
    __m512i t43 = t42;
    __m512i t3 = _mm512_add_epi32(t43, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t4 = 0L;
    do {
        __m512i t44 = t3;
        __m512i t45 = (__m512i)((vcc_v16_int)t44 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t46 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t45, vcc_v16_uint));
        __m512i t47 = _mm512_xor_si512(_mm512_set1_epi32(-983041), t46);
        __m512i t48 = t44;
        __m512i t49 = _mm512_mullo_epi32(t48, _mm512_set1_epi32(-1640531535));
        __m512i t50 = (__m512i)((vcc_v16_uint)t49 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(20), vcc_v16_uint));
        __m512i t51 = _mm512_xor_si512(t47, t50);
        _mm512_storeu_si512(&a[(int)(960L + t4)], t51);
        t4 += 16L;
        t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
    } while (t4 < 32L);
    __m512i t52 = _mm512_set1_epi32(11);
    __mmask16 t53 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t52, _MM_CMPINT_LT);
    __m512i t54 = _mm512_set1_epi32(992);
    __m512i t55 = t54;
    __m512i t56 = _mm512_add_epi32(t55, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t57 = t56;
    __m512i t58 = _mm512_mask_blend_epi32(t53, _mm512_set1_epi32(1), _mm512_set1_epi32(32));
    __m512i t59 = (__m512i)((vcc_v16_int)t57 % (vcc_v16_int)t58);
    __m512i t60 = _mm512_mask_blend_epi32(t53, _mm512_set1_epi32(0), t59);
    __m512i t61 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t60, vcc_v16_uint));
    __m512i t62 = _mm512_xor_si512(_mm512_set1_epi32(-983041), t61);
    __m512i t63 = t57;
    __m512i t64 = _mm512_mullo_epi32(t63, _mm512_set1_epi32(-1640531535));
    __m512i t65 = _mm512_mask_blend_epi32(t53, _mm512_set1_epi32(0), _mm512_set1_epi32(20));
    __m512i t66 = (__m512i)((vcc_v16_uint)t64 >> __builtin_convertvector((vcc_v16_int)t65, vcc_v16_uint));
    __m512i t67 = _mm512_xor_si512(t62, t66);
    _mm512_mask_storeu_epi32(&a[992], t53, t67);
    for (int i = 1003; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const unsigned int *t68 = a;
        unsigned int t69 = or_all(n, t68);
        unsigned int t70 = and_all(n, t68);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t68), t70, t69);
    }
    return 0;
}
