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
    long t1;
    __m512i t2;
    unsigned int x;
    long t3;
    long t4;
    __m512i t5;
    int t6;
    unsigned int t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t5 = _mm512_loadu_si512(a + (int)((long)0 + t1));
            t2 = _mm512_xor_si512(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)((long)0 + t4);
        t7 = 0U ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_xor_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = 0L;
        t12 = _mm512_set1_epi32((int)0);
        t13 = _mm512_maskz_loadu_epi32(t10, a + (int)((long)t6 + t11));
        t14 = _mm512_xor_si512(t12, t13);
        t15 = _mm512_mask_blend_epi32(t10, t12, t14);
        i = (int)((long)t6 + t8);
        x = t7 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_xor_si128, unsigned int);
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
    long t1;
    __m512i t2;
    unsigned int x;
    long t3;
    long t4;
    __m512i t5;
    int t6;
    unsigned int t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)-1);
        do {
            t5 = _mm512_loadu_si512(a + (int)((long)0 + t1));
            t2 = _mm512_and_si512(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)((long)0 + t4);
        t7 = 4294967295U & vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_and_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 4294967295U;
    }
    t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = 0L;
        t12 = _mm512_set1_epi32((int)-1);
        t13 = _mm512_maskz_loadu_epi32(t10, a + (int)((long)t6 + t11));
        t14 = _mm512_and_si512(t12, t13);
        t15 = _mm512_mask_blend_epi32(t10, t12, t14);
        i = (int)((long)t6 + t8);
        x = t7 & vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_and_si128, unsigned int);
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
    long t1;
    __m512i t2;
    unsigned int x;
    long t3;
    long t4;
    __m512i t5;
    int t6;
    unsigned int t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t5 = _mm512_loadu_si512(a + (int)((long)0 + t1));
            t2 = _mm512_or_si512(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)((long)0 + t4);
        t7 = 0U | vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_or_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = 0L;
        t12 = _mm512_set1_epi32((int)0);
        t13 = _mm512_maskz_loadu_epi32(t10, a + (int)((long)t6 + t11));
        t14 = _mm512_or_si512(t12, t13);
        t15 = _mm512_mask_blend_epi32(t10, t12, t14);
        i = (int)((long)t6 + t8);
        x = t7 | vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_or_si128, unsigned int);
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
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    int t44;
    long t45;
    long t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    int t57;
    long t58;
    __m512i t59;
    __mmask16 t60;
    __m512i t61;
    __m512i t62;
    long t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    __m512i t72;
    __m512i t73;
    __m512i t74;
    int i;
    unsigned int c;
    int n;
    const unsigned int *t75;
    unsigned int t76;
    unsigned int t77;
    if (1003L >= 64L) {
        t6 = 1003L & -64L;
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = (__m512i)((vcc_v16_int)t9 % (vcc_v16_int)_mm512_set1_epi32((int)32));
            t11 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32((int)1) << __builtin_convertvector((vcc_v16_int)t10, vcc_v16_uint));
            t12 = _mm512_xor_si512(_mm512_set1_epi32((int)-983041), t11);
            t13 = t9;
            t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32((int)-1640531535));
            t15 = (__m512i)((vcc_v16_uint)t14 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)20), vcc_v16_uint));
            t16 = _mm512_xor_si512(t12, t15);
            _mm512_storeu_si512(&a[(int)((long)0 + t2)], t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t18 = t17;
            t19 = (__m512i)((vcc_v16_int)t18 % (vcc_v16_int)_mm512_set1_epi32((int)32));
            t20 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32((int)1) << __builtin_convertvector((vcc_v16_int)t19, vcc_v16_uint));
            t21 = _mm512_xor_si512(_mm512_set1_epi32((int)-983041), t20);
            t22 = t18;
            t23 = _mm512_mullo_epi32(t22, _mm512_set1_epi32((int)-1640531535));
            t24 = (__m512i)((vcc_v16_uint)t23 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)20), vcc_v16_uint));
            t25 = _mm512_xor_si512(t21, t24);
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 16L))], t25);
            t26 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t27 = t26;
            t28 = (__m512i)((vcc_v16_int)t27 % (vcc_v16_int)_mm512_set1_epi32((int)32));
            t29 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32((int)1) << __builtin_convertvector((vcc_v16_int)t28, vcc_v16_uint));
            t30 = _mm512_xor_si512(_mm512_set1_epi32((int)-983041), t29);
            t31 = t27;
            t32 = _mm512_mullo_epi32(t31, _mm512_set1_epi32((int)-1640531535));
            t33 = (__m512i)((vcc_v16_uint)t32 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)20), vcc_v16_uint));
            t34 = _mm512_xor_si512(t30, t33);
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 32L))], t34);
            t35 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t36 = t35;
            t37 = (__m512i)((vcc_v16_int)t36 % (vcc_v16_int)_mm512_set1_epi32((int)32));
            t38 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32((int)1) << __builtin_convertvector((vcc_v16_int)t37, vcc_v16_uint));
            t39 = _mm512_xor_si512(_mm512_set1_epi32((int)-983041), t38);
            t40 = t36;
            t41 = _mm512_mullo_epi32(t40, _mm512_set1_epi32((int)-1640531535));
            t42 = (__m512i)((vcc_v16_uint)t41 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)20), vcc_v16_uint));
            t43 = _mm512_xor_si512(t39, t42);
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 48L))], t43);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t6);
        t44 = (int)((long)0 + t6);
    } else {
        t44 = 0;
    }
    t45 = (long)t44 * -1L + 1003L;
    if (t45 >= 16L) {
        t46 = t45 & -16L;
        t47 = _mm512_set1_epi32((int)t44);
        t48 = t47;
        t3 = _mm512_add_epi32(t48, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t4 = 0L;
        do {
            t49 = t3;
            t50 = (__m512i)((vcc_v16_int)t49 % (vcc_v16_int)_mm512_set1_epi32((int)32));
            t51 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32((int)1) << __builtin_convertvector((vcc_v16_int)t50, vcc_v16_uint));
            t52 = _mm512_xor_si512(_mm512_set1_epi32((int)-983041), t51);
            t53 = t49;
            t54 = _mm512_mullo_epi32(t53, _mm512_set1_epi32((int)-1640531535));
            t55 = (__m512i)((vcc_v16_uint)t54 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)20), vcc_v16_uint));
            t56 = _mm512_xor_si512(t52, t55);
            _mm512_storeu_si512(&a[(int)((long)t44 + t4)], t56);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
        } while (t4 < t46);
        t57 = (int)((long)t44 + t46);
    } else {
        t57 = t44;
    }
    t58 = (long)t57 * -1L + 1003L;
    if ((t58 >= 1L) & (t58 <= 16L)) {
        t59 = _mm512_set1_epi32((int)(int)t58);
        t60 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t59, _MM_CMPINT_LT);
        t61 = _mm512_set1_epi32((int)t57);
        t62 = t61;
        t5 = _mm512_add_epi32(t62, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t63 = 0L;
        t64 = t5;
        t65 = _mm512_mask_blend_epi32(t60, _mm512_set1_epi32((int)1), _mm512_set1_epi32((int)32));
        t66 = (__m512i)((vcc_v16_int)t64 % (vcc_v16_int)t65);
        t67 = _mm512_mask_blend_epi32(t60, _mm512_set1_epi32((int)0), t66);
        t68 = (__m512i)((vcc_v16_uint)_mm512_set1_epi32((int)1) << __builtin_convertvector((vcc_v16_int)t67, vcc_v16_uint));
        t69 = _mm512_xor_si512(_mm512_set1_epi32((int)-983041), t68);
        t70 = t64;
        t71 = _mm512_mullo_epi32(t70, _mm512_set1_epi32((int)-1640531535));
        t72 = _mm512_mask_blend_epi32(t60, _mm512_set1_epi32((int)0), _mm512_set1_epi32((int)20));
        t73 = (__m512i)((vcc_v16_uint)t71 >> __builtin_convertvector((vcc_v16_int)t72, vcc_v16_uint));
        t74 = _mm512_xor_si512(t69, t73);
        _mm512_mask_storeu_epi32(&a[(int)((long)t57 + t63)], t60, t74);
        i = (int)((long)t57 + t58);
    } else {
        i = t57;
    }
    for (; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t75 = a;
        t76 = (_mm256_zeroupper(), or_all(n, t75));
        t77 = (_mm256_zeroupper(), and_all(n, t75));
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, (_mm256_zeroupper(), xor_all(n, t75)), t77, t76);
    }
    return 0;
}
