/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned xor_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t5;
    unsigned int t6;
    int t9;
    unsigned int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            x_v = (vcc_v8_uint)_mm256_xor_si256((__m256i)x_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            x_v_1 = (vcc_v8_uint)_mm256_xor_si256((__m256i)x_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            x_v_2 = (vcc_v8_uint)_mm256_xor_si256((__m256i)x_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            x_v_3 = (vcc_v8_uint)_mm256_xor_si256((__m256i)x_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_ternarylogic_epi32((__m256i)x_v_2, (__m256i)x_v, (__m256i)x_v_1, 0x96);
        __m256i t4 = _mm256_xor_si256(t3, (__m256i)x_v_3);
        t5 = (int)t2;
        t6 = 0U ^ vcc_avx2_reduce_epi32(t4, _mm_xor_si128, unsigned int);
    } else {
        t5 = 0;
        t6 = 0U;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t5 + i_vec_1)));
            x_v_4 = (vcc_v8_uint)_mm256_xor_si256((__m256i)x_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        t9 = (int)((long)t5 + t8);
        t10 = t6 ^ vcc_avx2_reduce_epi32((__m256i)x_v_4, _mm_xor_si128, unsigned int);
    } else {
        t9 = t5;
        t10 = t6;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if ((t11 >= 1L) & (t11 <= 8L)) {
        __m256i t12 = _mm256_set1_epi32((int)(int)t11);
        __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t13), a + (long)t9);
        __m256i t14 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t13, a_v_5); });
        __m256i x_v_5 = _mm256_xor_si256(_mm256_set1_epi32(0), t14);
        i = (int)((long)t9 + t11);
        x = t10 ^ vcc_avx2_reduce_epi32(x_v_5, _mm_xor_si128, unsigned int);
    } else {
        i = t9;
        x = t10;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned and_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t5;
    unsigned int t6;
    int t9;
    unsigned int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint)_mm256_set1_epi32(-1);
        vcc_v8_uint x_v_1 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        vcc_v8_uint x_v_2 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        vcc_v8_uint x_v_3 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        /* vcc: loop at bit_reduce.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            x_v = (vcc_v8_uint)_mm256_and_si256((__m256i)x_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            x_v_1 = (vcc_v8_uint)_mm256_and_si256((__m256i)x_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            x_v_2 = (vcc_v8_uint)_mm256_and_si256((__m256i)x_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            x_v_3 = (vcc_v8_uint)_mm256_and_si256((__m256i)x_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_ternarylogic_epi32((__m256i)x_v_2, (__m256i)x_v, (__m256i)x_v_1, 0x80);
        __m256i t4 = _mm256_and_si256(t3, (__m256i)x_v_3);
        t5 = (int)t2;
        t6 = 4294967295U & vcc_avx2_reduce_epi32(t4, _mm_and_si128, unsigned int);
    } else {
        t5 = 0;
        t6 = 4294967295U;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        /* vcc: loop at bit_reduce.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t5 + i_vec_1)));
            x_v_4 = (vcc_v8_uint)_mm256_and_si256((__m256i)x_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        t9 = (int)((long)t5 + t8);
        t10 = t6 & vcc_avx2_reduce_epi32((__m256i)x_v_4, _mm_and_si128, unsigned int);
    } else {
        t9 = t5;
        t10 = t6;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if ((t11 >= 1L) & (t11 <= 8L)) {
        __m256i t12 = _mm256_set1_epi32((int)(int)t11);
        __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t13), a + (long)t9);
        __m256i t14 = _mm256_and_si256(_mm256_set1_epi32(-1), a_v_5);
        __m256i x_v_5 = _mm256_ternarylogic_epi32(t13, t14, _mm256_set1_epi32(-1), 0xCA);
        i = (int)((long)t9 + t11);
        x = t10 & vcc_avx2_reduce_epi32(x_v_5, _mm_and_si128, unsigned int);
    } else {
        i = t9;
        x = t10;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned or_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t5;
    unsigned int t6;
    int t9;
    unsigned int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint x_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            x_v = (vcc_v8_uint)_mm256_or_si256((__m256i)x_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            x_v_1 = (vcc_v8_uint)_mm256_or_si256((__m256i)x_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            x_v_2 = (vcc_v8_uint)_mm256_or_si256((__m256i)x_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            x_v_3 = (vcc_v8_uint)_mm256_or_si256((__m256i)x_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_ternarylogic_epi32((__m256i)x_v_2, (__m256i)x_v, (__m256i)x_v_1, 0xfe);
        __m256i t4 = _mm256_or_si256(t3, (__m256i)x_v_3);
        t5 = (int)t2;
        t6 = 0U | vcc_avx2_reduce_epi32(t4, _mm_or_si128, unsigned int);
    } else {
        t5 = 0;
        t6 = 0U;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at bit_reduce.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t5 + i_vec_1)));
            x_v_4 = (vcc_v8_uint)_mm256_or_si256((__m256i)x_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        t9 = (int)((long)t5 + t8);
        t10 = t6 | vcc_avx2_reduce_epi32((__m256i)x_v_4, _mm_or_si128, unsigned int);
    } else {
        t9 = t5;
        t10 = t6;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if ((t11 >= 1L) & (t11 <= 8L)) {
        __m256i t12 = _mm256_set1_epi32((int)(int)t11);
        __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t13), a + (long)t9);
        __m256i t14 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t13, a_v_5); });
        __m256i x_v_5 = _mm256_or_si256(_mm256_set1_epi32(0), t14);
        i = (int)((long)t9 + t11);
        x = t10 | vcc_avx2_reduce_epi32(x_v_5, _mm_or_si128, unsigned int);
    } else {
        i = t9;
        x = t10;
    }
    for (; i < n; i++) {
        x |= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned int a[1003];
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at bit_reduce.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i t2 = (__m256i)((vcc_v8_int)(__m256i)i_v % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t3 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t2, vcc_v8_uint));
        __m256i t4 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        __m256i t5 = _mm256_srli_epi32(t4, 20);
        __m256i t6 = _mm256_ternarylogic_epi32(t5, _mm256_set1_epi32(-983041), t3, 0x96);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t8 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t9 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t8, vcc_v8_uint));
        __m256i t10 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(-1640531535));
        __m256i t11 = _mm256_srli_epi32(t10, 20);
        __m256i t12 = _mm256_ternarylogic_epi32(t11, _mm256_set1_epi32(-983041), t9, 0x96);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], t12);
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t14 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t15 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t14, vcc_v8_uint));
        __m256i t16 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(-1640531535));
        __m256i t17 = _mm256_srli_epi32(t16, 20);
        __m256i t18 = _mm256_ternarylogic_epi32(t17, _mm256_set1_epi32(-983041), t15, 0x96);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t18);
        __m256i t19 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t20 = (__m256i)((vcc_v8_int)t19 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t21 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t20, vcc_v8_uint));
        __m256i t22 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(-1640531535));
        __m256i t23 = _mm256_srli_epi32(t22, 20);
        __m256i t24 = _mm256_ternarylogic_epi32(t23, _mm256_set1_epi32(-983041), t21, 0x96);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], t24);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t25 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at bit_reduce.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t26 = (__m256i)((vcc_v8_int)(__m256i)i_v_1 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t27 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t26, vcc_v8_uint));
        __m256i t28 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(-1640531535));
        __m256i t29 = _mm256_srli_epi32(t28, 20);
        __m256i t30 = _mm256_ternarylogic_epi32(t29, _mm256_set1_epi32(-983041), t27, 0x96);
        _mm256_storeu_si256((__m256i *)&a[992L + i_vec_1], t30);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t31 = _mm256_set1_epi32(3);
    __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t33 = _mm256_set1_epi32(1000);
    __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t35 = (__m256i)((vcc_v8_int)t34 % (vcc_v8_int)_mm256_set1_epi32(32));
    __m256i t36 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t32, t35); });
    __m256i t37 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t36, vcc_v8_uint));
    __m256i t38 = _mm256_mullo_epi32(t34, _mm256_set1_epi32(-1640531535));
    __m256i t39 = _mm256_srli_epi32(t38, 20);
    __m256i t40 = _mm256_ternarylogic_epi32(t39, _mm256_set1_epi32(-983041), t37, 0x96);
    _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t32), t40);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const unsigned int *t41 = a;
        unsigned int t42 = or_all(n, t41);
        unsigned int t43 = and_all(n, t41);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t41), t43, t42);
    }
    return 0;
}
