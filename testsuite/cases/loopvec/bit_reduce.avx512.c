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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned xor_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t17;
    unsigned int t18;
    int t22;
    unsigned int t23;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            t2 = _mm256_xor_si256(t2, t10);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            t3 = _mm256_xor_si256(t3, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            t4 = _mm256_xor_si256(t4, t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            t5 = _mm256_xor_si256(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t14 = _mm256_xor_si256(t2, t3);
        __m256i t15 = _mm256_xor_si256(t14, t4);
        __m256i t16 = _mm256_xor_si256(t15, t5);
        t17 = (int)t9;
        t18 = 0U ^ vcc_avx2_reduce_epi32(t16, _mm_xor_si128, unsigned int);
    } else {
        t17 = 0;
        t18 = 0U;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t6)));
            t7 = _mm256_xor_si256(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 ^ vcc_avx2_reduce_epi32(t7, _mm_xor_si128, unsigned int);
    } else {
        t22 = t17;
        t23 = t18;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t27 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + (int)(long)t22);
        __m256i t28 = _mm256_xor_si256(_mm256_set1_epi32(0), t27);
        __m256i t29 = _mm256_ternarylogic_epi32(t26, t28, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t22 + t24);
        x = t23 ^ vcc_avx2_reduce_epi32(t29, _mm_xor_si128, unsigned int);
    } else {
        i = t22;
        x = t23;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned and_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t17;
    unsigned int t18;
    int t22;
    unsigned int t23;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(-1);
        __m256i t3 = _mm256_set1_epi32(-1);
        __m256i t4 = _mm256_set1_epi32(-1);
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            t2 = _mm256_and_si256(t2, t10);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            t3 = _mm256_and_si256(t3, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            t4 = _mm256_and_si256(t4, t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            t5 = _mm256_and_si256(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t14 = _mm256_and_si256(t2, t3);
        __m256i t15 = _mm256_and_si256(t14, t4);
        __m256i t16 = _mm256_and_si256(t15, t5);
        t17 = (int)t9;
        t18 = 4294967295U & vcc_avx2_reduce_epi32(t16, _mm_and_si128, unsigned int);
    } else {
        t17 = 0;
        t18 = 4294967295U;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(-1);
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t6)));
            t7 = _mm256_and_si256(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 & vcc_avx2_reduce_epi32(t7, _mm_and_si128, unsigned int);
    } else {
        t22 = t17;
        t23 = t18;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t27 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + (int)(long)t22);
        __m256i t28 = _mm256_and_si256(_mm256_set1_epi32(-1), t27);
        __m256i t29 = _mm256_ternarylogic_epi32(t26, t28, _mm256_set1_epi32(-1), 0xCA);
        i = (int)((long)t22 + t24);
        x = t23 & vcc_avx2_reduce_epi32(t29, _mm_and_si128, unsigned int);
    } else {
        i = t22;
        x = t23;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned or_all(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t17;
    unsigned int t18;
    int t22;
    unsigned int t23;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            t2 = _mm256_or_si256(t2, t10);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            t3 = _mm256_or_si256(t3, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            t4 = _mm256_or_si256(t4, t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            t5 = _mm256_or_si256(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t14 = _mm256_or_si256(t2, t3);
        __m256i t15 = _mm256_or_si256(t14, t4);
        __m256i t16 = _mm256_or_si256(t15, t5);
        t17 = (int)t9;
        t18 = 0U | vcc_avx2_reduce_epi32(t16, _mm_or_si128, unsigned int);
    } else {
        t17 = 0;
        t18 = 0U;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t6)));
            t7 = _mm256_or_si256(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 | vcc_avx2_reduce_epi32(t7, _mm_or_si128, unsigned int);
    } else {
        t22 = t17;
        t23 = t18;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t27 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + (int)(long)t22);
        __m256i t28 = _mm256_or_si256(_mm256_set1_epi32(0), t27);
        __m256i t29 = _mm256_ternarylogic_epi32(t26, t28, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t22 + t24);
        x = t23 | vcc_avx2_reduce_epi32(t29, _mm_or_si128, unsigned int);
    } else {
        i = t22;
        x = t23;
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
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = t5;
    __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t7 = t1;
        __m256i t8 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t9 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t8, vcc_v8_uint));
        __m256i t10 = _mm256_xor_si256(_mm256_set1_epi32(-983041), t9);
        __m256i t11 = t7;
        __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(-1640531535));
        __m256i t13 = (__m256i)((vcc_v8_uint)t12 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(20), vcc_v8_uint));
        __m256i t14 = _mm256_xor_si256(t10, t13);
        _mm256_storeu_si256((__m256i *)&a[(int)t2], t14);
        __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t16 = t15;
        __m256i t17 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t18 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t17, vcc_v8_uint));
        __m256i t19 = _mm256_xor_si256(_mm256_set1_epi32(-983041), t18);
        __m256i t20 = t16;
        __m256i t21 = _mm256_mullo_epi32(t20, _mm256_set1_epi32(-1640531535));
        __m256i t22 = (__m256i)((vcc_v8_uint)t21 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(20), vcc_v8_uint));
        __m256i t23 = _mm256_xor_si256(t19, t22);
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 8L)], t23);
        __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t25 = t24;
        __m256i t26 = (__m256i)((vcc_v8_int)t25 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t27 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t26, vcc_v8_uint));
        __m256i t28 = _mm256_xor_si256(_mm256_set1_epi32(-983041), t27);
        __m256i t29 = t25;
        __m256i t30 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(-1640531535));
        __m256i t31 = (__m256i)((vcc_v8_uint)t30 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(20), vcc_v8_uint));
        __m256i t32 = _mm256_xor_si256(t28, t31);
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 16L)], t32);
        __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t34 = t33;
        __m256i t35 = (__m256i)((vcc_v8_int)t34 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t36 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t35, vcc_v8_uint));
        __m256i t37 = _mm256_xor_si256(_mm256_set1_epi32(-983041), t36);
        __m256i t38 = t34;
        __m256i t39 = _mm256_mullo_epi32(t38, _mm256_set1_epi32(-1640531535));
        __m256i t40 = (__m256i)((vcc_v8_uint)t39 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(20), vcc_v8_uint));
        __m256i t41 = _mm256_xor_si256(t37, t40);
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 24L)], t41);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 992L);
    __m256i t42 = _mm256_set1_epi32(992);
    __m256i t43 = t42;
    __m256i t3 = _mm256_add_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t4 = 0L;
    do {
        __m256i t44 = t3;
        __m256i t45 = (__m256i)((vcc_v8_int)t44 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t46 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32(1) << __builtin_convertvector((vcc_v8_int)t45, vcc_v8_uint));
        __m256i t47 = _mm256_xor_si256(_mm256_set1_epi32(-983041), t46);
        __m256i t48 = t44;
        __m256i t49 = _mm256_mullo_epi32(t48, _mm256_set1_epi32(-1640531535));
        __m256i t50 = (__m256i)((vcc_v8_uint)t49 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(20), vcc_v8_uint));
        __m256i t51 = _mm256_xor_si256(t47, t50);
        _mm256_storeu_si256((__m256i *)&a[(int)(992L + t4)], t51);
        t4 += 8L;
        t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const unsigned int *t52 = a;
        unsigned int t53 = or_all(n, t52);
        unsigned int t54 = and_all(n, t52);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t52), t54, t53);
    }
    return 0;
}
