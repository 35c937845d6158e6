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
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    unsigned int x;
    long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int t17;
    unsigned int t18;
    long t19;
    long t20;
    __m256i t21;
    int t22;
    unsigned int t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        do {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t1)));
            t2 = _mm256_xor_si256(t2, t10);
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t3 = _mm256_xor_si256(t3, t11);
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t4 = _mm256_xor_si256(t4, t12);
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t5 = _mm256_xor_si256(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        t14 = _mm256_xor_si256(t2, t3);
        t15 = _mm256_xor_si256(t14, t4);
        t16 = _mm256_xor_si256(t15, t5);
        t17 = (int)((long)0 + t9);
        t18 = 0U ^ vcc_avx2_reduce_epi32(t16, _mm_xor_si128, unsigned int);
    } else {
        t17 = 0;
        t18 = 0U;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = 0L;
        t7 = _mm256_set1_epi32((int)0);
        do {
            t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t6)));
            t7 = _mm256_xor_si256(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 ^ vcc_avx2_reduce_epi32(t7, _mm_xor_si128, unsigned int);
    } else {
        t22 = t17;
        t23 = t18;
    }
    t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        t25 = _mm256_set1_epi32((int)(int)t24);
        t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t27 = 0L;
        t28 = _mm256_set1_epi32((int)0);
        t29 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + (int)((long)t22 + t27));
        t30 = _mm256_xor_si256(t28, t29);
        t31 = _mm256_ternarylogic_epi32(t26, t30, t28, 0xCA);
        i = (int)((long)t22 + t24);
        x = t23 ^ vcc_avx2_reduce_epi32(t31, _mm_xor_si128, unsigned int);
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
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    unsigned int x;
    long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int t17;
    unsigned int t18;
    long t19;
    long t20;
    __m256i t21;
    int t22;
    unsigned int t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)-1);
        t3 = _mm256_set1_epi32((int)-1);
        t4 = _mm256_set1_epi32((int)-1);
        t5 = _mm256_set1_epi32((int)-1);
        do {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t1)));
            t2 = _mm256_and_si256(t2, t10);
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t3 = _mm256_and_si256(t3, t11);
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t4 = _mm256_and_si256(t4, t12);
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t5 = _mm256_and_si256(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        t14 = _mm256_and_si256(t2, t3);
        t15 = _mm256_and_si256(t14, t4);
        t16 = _mm256_and_si256(t15, t5);
        t17 = (int)((long)0 + t9);
        t18 = 4294967295U & vcc_avx2_reduce_epi32(t16, _mm_and_si128, unsigned int);
    } else {
        t17 = 0;
        t18 = 4294967295U;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = 0L;
        t7 = _mm256_set1_epi32((int)-1);
        do {
            t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t6)));
            t7 = _mm256_and_si256(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 & vcc_avx2_reduce_epi32(t7, _mm_and_si128, unsigned int);
    } else {
        t22 = t17;
        t23 = t18;
    }
    t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        t25 = _mm256_set1_epi32((int)(int)t24);
        t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t27 = 0L;
        t28 = _mm256_set1_epi32((int)-1);
        t29 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + (int)((long)t22 + t27));
        t30 = _mm256_and_si256(t28, t29);
        t31 = _mm256_ternarylogic_epi32(t26, t30, t28, 0xCA);
        i = (int)((long)t22 + t24);
        x = t23 & vcc_avx2_reduce_epi32(t31, _mm_and_si128, unsigned int);
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
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    unsigned int x;
    long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int t17;
    unsigned int t18;
    long t19;
    long t20;
    __m256i t21;
    int t22;
    unsigned int t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        do {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t1)));
            t2 = _mm256_or_si256(t2, t10);
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t3 = _mm256_or_si256(t3, t11);
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t4 = _mm256_or_si256(t4, t12);
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t5 = _mm256_or_si256(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        t14 = _mm256_or_si256(t2, t3);
        t15 = _mm256_or_si256(t14, t4);
        t16 = _mm256_or_si256(t15, t5);
        t17 = (int)((long)0 + t9);
        t18 = 0U | vcc_avx2_reduce_epi32(t16, _mm_or_si128, unsigned int);
    } else {
        t17 = 0;
        t18 = 0U;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = 0L;
        t7 = _mm256_set1_epi32((int)0);
        do {
            t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t6)));
            t7 = _mm256_or_si256(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 | vcc_avx2_reduce_epi32(t7, _mm_or_si128, unsigned int);
    } else {
        t22 = t17;
        t23 = t18;
    }
    t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        t25 = _mm256_set1_epi32((int)(int)t24);
        t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t27 = 0L;
        t28 = _mm256_set1_epi32((int)0);
        t29 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + (int)((long)t22 + t27));
        t30 = _mm256_or_si256(t28, t29);
        t31 = _mm256_ternarylogic_epi32(t26, t30, t28, 0xCA);
        i = (int)((long)t22 + t24);
        x = t23 | vcc_avx2_reduce_epi32(t31, _mm_or_si128, unsigned int);
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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    int t43;
    long t44;
    long t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    int i;
    unsigned int c;
    int n;
    const unsigned int *t56;
    unsigned int t57;
    unsigned int t58;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t10 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t9, vcc_v8_uint));
            t11 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t10);
            t12 = t8;
            t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)-1640531535));
            t14 = (__m256i)((vcc_v8_uint)t13 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t15 = _mm256_xor_si256(t11, t14);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t15);
            t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t17 = t16;
            t18 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t19 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t18, vcc_v8_uint));
            t20 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t19);
            t21 = t17;
            t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)-1640531535));
            t23 = (__m256i)((vcc_v8_uint)t22 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t24 = _mm256_xor_si256(t20, t23);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t24);
            t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t26 = t25;
            t27 = (__m256i)((vcc_v8_int)t26 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t28 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t27, vcc_v8_uint));
            t29 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t28);
            t30 = t26;
            t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)-1640531535));
            t32 = (__m256i)((vcc_v8_uint)t31 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t33 = _mm256_xor_si256(t29, t32);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t33);
            t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t35 = t34;
            t36 = (__m256i)((vcc_v8_int)t35 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t37 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t36, vcc_v8_uint));
            t38 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t37);
            t39 = t35;
            t40 = _mm256_mullo_epi32(t39, _mm256_set1_epi32((int)-1640531535));
            t41 = (__m256i)((vcc_v8_uint)t40 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t42 = _mm256_xor_si256(t38, t41);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t42);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t5);
        t43 = (int)((long)0 + t5);
    } else {
        t43 = 0;
    }
    t44 = (long)t43 * -1L + 1003L;
    if (t44 >= 8L) {
        t45 = t44 & -8L;
        t46 = _mm256_set1_epi32((int)t43);
        t47 = t46;
        t3 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t48 = t3;
            t49 = (__m256i)((vcc_v8_int)t48 % (vcc_v8_int)_mm256_set1_epi32((int)32));
            t50 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t49, vcc_v8_uint));
            t51 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t50);
            t52 = t48;
            t53 = _mm256_mullo_epi32(t52, _mm256_set1_epi32((int)-1640531535));
            t54 = (__m256i)((vcc_v8_uint)t53 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t55 = _mm256_xor_si256(t51, t54);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t43 + t4)], t55);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t45);
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t56 = a;
        t57 = (_mm256_zeroupper(), or_all(n, t56));
        t58 = (_mm256_zeroupper(), and_all(n, t56));
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, (_mm256_zeroupper(), xor_all(n, t56)), t58, t57);
    }
    return 0;
}
