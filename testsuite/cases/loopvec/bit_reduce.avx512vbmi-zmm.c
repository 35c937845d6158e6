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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned xor_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t3;
    unsigned int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint x_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:7 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            x_v = (vcc_v16_uint)_mm512_xor_si512((__m512i)x_v, a_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = 0U ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256((__m512i)x_v), _mm512_extracti64x4_epi64((__m512i)x_v, 1)), _mm_xor_si128, unsigned int);
    } else {
        t3 = 0;
        t4 = 0U;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), a_v_1);
        __m512i x_v_1 = _mm512_xor_si512(_mm512_set1_epi32(0), t8);
        i = (int)((long)t3 + t5);
        x = t4 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(x_v_1), _mm512_extracti64x4_epi64(x_v_1, 1)), _mm_xor_si128, unsigned int);
    } else {
        i = t3;
        x = t4;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned and_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t3;
    unsigned int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint x_v = (vcc_v16_uint)_mm512_set1_epi32(-1);
        /* vcc: loop at bit_reduce.c:14 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            x_v = (vcc_v16_uint)_mm512_and_si512((__m512i)x_v, a_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = 4294967295U & vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256((__m512i)x_v), _mm512_extracti64x4_epi64((__m512i)x_v, 1)), _mm_and_si128, unsigned int);
    } else {
        t3 = 0;
        t4 = 4294967295U;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t8 = _mm512_and_si512(_mm512_set1_epi32(-1), a_v_1);
        __m512i x_v_1 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(-1), t8);
        i = (int)((long)t3 + t5);
        x = t4 & vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256(x_v_1), _mm512_extracti64x4_epi64(x_v_1, 1)), _mm_and_si128, unsigned int);
    } else {
        i = t3;
        x = t4;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned or_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t3;
    unsigned int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint x_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:21 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            x_v = (vcc_v16_uint)_mm512_or_si512((__m512i)x_v, a_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = 0U | vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256((__m512i)x_v), _mm512_extracti64x4_epi64((__m512i)x_v, 1)), _mm_or_si128, unsigned int);
    } else {
        t3 = 0;
        t4 = 0U;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), a_v_1);
        __m512i x_v_1 = _mm512_or_si512(_mm512_set1_epi32(0), t8);
        i = (int)((long)t3 + t5);
        x = t4 | vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(x_v_1), _mm512_extracti64x4_epi64(x_v_1, 1)), _mm_or_si128, unsigned int);
    } else {
        i = t3;
        x = t4;
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
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at bit_reduce.c:29 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i t2 = (__m512i)((vcc_v16_int)(__m512i)i_v % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t3 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t2, vcc_v16_uint));
        __m512i t4 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        __m512i t5 = _mm512_srli_epi32(t4, 20);
        __m512i t6 = _mm512_ternarylogic_epi32(t5, _mm512_set1_epi32(-983041), t3, 0x96);
        _mm512_storeu_si512(&a[i_vec], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t8 = (__m512i)((vcc_v16_int)t7 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t9 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t8, vcc_v16_uint));
        __m512i t10 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(-1640531535));
        __m512i t11 = _mm512_srli_epi32(t10, 20);
        __m512i t12 = _mm512_ternarylogic_epi32(t11, _mm512_set1_epi32(-983041), t9, 0x96);
        _mm512_storeu_si512(&a[i_vec + 16L], t12);
        __m512i t13 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t14 = (__m512i)((vcc_v16_int)t13 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t15 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t14, vcc_v16_uint));
        __m512i t16 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(-1640531535));
        __m512i t17 = _mm512_srli_epi32(t16, 20);
        __m512i t18 = _mm512_ternarylogic_epi32(t17, _mm512_set1_epi32(-983041), t15, 0x96);
        _mm512_storeu_si512(&a[i_vec + 32L], t18);
        __m512i t19 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t20 = (__m512i)((vcc_v16_int)t19 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t21 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t20, vcc_v16_uint));
        __m512i t22 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(-1640531535));
        __m512i t23 = _mm512_srli_epi32(t22, 20);
        __m512i t24 = _mm512_ternarylogic_epi32(t23, _mm512_set1_epi32(-983041), t21, 0x96);
        _mm512_storeu_si512(&a[i_vec + 48L], t24);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 960L);
    __m512i t25 = _mm512_set1_epi32(960);
    vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t25, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec_1 = 0L;
    /* vcc: loop at bit_reduce.c:29 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        __m512i t26 = (__m512i)((vcc_v16_int)(__m512i)i_v_1 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t27 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t26, vcc_v16_uint));
        __m512i t28 = _mm512_mullo_epi32((__m512i)i_v_1, _mm512_set1_epi32(-1640531535));
        __m512i t29 = _mm512_srli_epi32(t28, 20);
        __m512i t30 = _mm512_ternarylogic_epi32(t29, _mm512_set1_epi32(-983041), t27, 0x96);
        _mm512_storeu_si512(&a[960L + i_vec_1], t30);
        i_vec_1 += 16L;
        i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
    } while (i_vec_1 < 32L);
    __m512i t31 = _mm512_set1_epi32(11);
    __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
    __m512i t33 = _mm512_set1_epi32(992);
    __m512i t34 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t35 = (__m512i)((vcc_v16_int)t34 % (vcc_v16_int)_mm512_set1_epi32(32));
    __m512i t36 = _mm512_mask_blend_epi32(t32, _mm512_set1_epi32(0), t35);
    __m512i t37 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32(1) << __builtin_convertvector((vcc_v16_int)t36, vcc_v16_uint));
    __m512i t38 = _mm512_mullo_epi32(t34, _mm512_set1_epi32(-1640531535));
    __m512i t39 = _mm512_srli_epi32(t38, 20);
    __m512i t40 = _mm512_ternarylogic_epi32(t39, _mm512_set1_epi32(-983041), t37, 0x96);
    _mm512_mask_storeu_epi32(&a[992], t32, t40);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const unsigned int *t41 = a;
        unsigned int t42 = or_all(n, t41);
        unsigned int t43 = and_all(n, t41);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t41), t43, t42);
    }
    return 0;
}
