/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
__attribute__((target("avx2"))) unsigned xor_all(int n, const unsigned *a) {
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
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t2 = _mm256_xor_si256(t2, t10);
            t3 = _mm256_xor_si256(t3, t11);
            t4 = _mm256_xor_si256(t4, t12);
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
        i = (int)((long)t17 + t20);
        x = t18 ^ vcc_avx2_reduce_epi32(t7, _mm_xor_si128, unsigned int);
    } else {
        i = t17;
        x = t18;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

__attribute__((target("avx2"))) unsigned and_all(int n, const unsigned *a) {
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
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t2 = _mm256_and_si256(t2, t10);
            t3 = _mm256_and_si256(t3, t11);
            t4 = _mm256_and_si256(t4, t12);
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
        i = (int)((long)t17 + t20);
        x = t18 & vcc_avx2_reduce_epi32(t7, _mm_and_si128, unsigned int);
    } else {
        i = t17;
        x = t18;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

__attribute__((target("avx2"))) unsigned or_all(int n, const unsigned *a) {
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
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t2 = _mm256_or_si256(t2, t10);
            t3 = _mm256_or_si256(t3, t11);
            t4 = _mm256_or_si256(t4, t12);
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
        i = (int)((long)t17 + t20);
        x = t18 | vcc_avx2_reduce_epi32(t7, _mm_or_si128, unsigned int);
    } else {
        i = t17;
        x = t18;
    }
    for (; i < n; i++) {
        x |= a[i];
    }
    return x;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned int a[1003];
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    long t7;
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
    __m256i t43;
    __m256i t44;
    __m256i t45;
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
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    int t65;
    long t66;
    long t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    int i;
    unsigned int c;
    int n;
    const unsigned int *t86;
    unsigned int t87;
    unsigned int t88;
    if ((1003L >= 32L) & (0 >= 0)) {
        t7 = 1003L & -32L;
        t8 = _mm256_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t10 = _mm256_set1_epi32((int)(0 % 32));
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t12 = t11;
        t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)32));
        t14 = _mm256_min_epu32(t12, t13);
        t2 = t14;
        t3 = 0L;
        do {
            t15 = t1;
            t16 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t2, vcc_v8_uint));
            t17 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t16);
            t18 = t15;
            t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)-1640531535));
            t20 = (__m256i)((vcc_v8_uint)t19 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t21 = _mm256_xor_si256(t17, t20);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t3)], t21);
            t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t23 = t22;
            t24 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)32));
            t27 = _mm256_min_epu32(t25, t26);
            t28 = t27;
            t29 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t28, vcc_v8_uint));
            t30 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t29);
            t31 = t23;
            t32 = _mm256_mullo_epi32(t31, _mm256_set1_epi32((int)-1640531535));
            t33 = (__m256i)((vcc_v8_uint)t32 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t34 = _mm256_xor_si256(t30, t33);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t3 + 8L))], t34);
            t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t36 = t35;
            t37 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)32));
            t40 = _mm256_min_epu32(t38, t39);
            t41 = t40;
            t42 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t41, vcc_v8_uint));
            t43 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t42);
            t44 = t36;
            t45 = _mm256_mullo_epi32(t44, _mm256_set1_epi32((int)-1640531535));
            t46 = (__m256i)((vcc_v8_uint)t45 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t47 = _mm256_xor_si256(t43, t46);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t3 + 16L))], t47);
            t48 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t49 = t48;
            t50 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
            t51 = t50;
            t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)32));
            t53 = _mm256_min_epu32(t51, t52);
            t54 = t53;
            t55 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t54, vcc_v8_uint));
            t56 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t55);
            t57 = t49;
            t58 = _mm256_mullo_epi32(t57, _mm256_set1_epi32((int)-1640531535));
            t59 = (__m256i)((vcc_v8_uint)t58 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t60 = _mm256_xor_si256(t56, t59);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t3 + 24L))], t60);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t61 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)0));
            t62 = t61;
            t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32((int)32));
            t64 = _mm256_min_epu32(t62, t63);
            t2 = t64;
        } while (t3 < t7);
        t65 = (int)((long)0 + t7);
    } else {
        t65 = 0;
    }
    t66 = (long)t65 * -1L + 1003L;
    if ((t66 >= 8L) & (t65 >= 0)) {
        t67 = t66 & -8L;
        t68 = _mm256_set1_epi32((int)t65);
        t69 = t68;
        t4 = _mm256_add_epi32(t69, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t70 = _mm256_set1_epi32((int)(t65 % 32));
        t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t72 = t71;
        t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32((int)32));
        t74 = _mm256_min_epu32(t72, t73);
        t5 = t74;
        t6 = 0L;
        do {
            t75 = t4;
            t76 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t5, vcc_v8_uint));
            t77 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t76);
            t78 = t75;
            t79 = _mm256_mullo_epi32(t78, _mm256_set1_epi32((int)-1640531535));
            t80 = (__m256i)((vcc_v8_uint)t79 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t81 = _mm256_xor_si256(t77, t80);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t65 + t6)], t81);
            t6 += 8L;
            t4 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
            t82 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
            t83 = t82;
            t84 = _mm256_sub_epi32(t83, _mm256_set1_epi32((int)32));
            t85 = _mm256_min_epu32(t83, t84);
            t5 = t85;
        } while (t6 < t67);
        i = (int)((long)t65 + t67);
    } else {
        i = t65;
    }
    for (; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t86 = a;
        t87 = (_mm256_zeroupper(), or_all(n, t86));
        t88 = (_mm256_zeroupper(), and_all(n, t86));
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, (_mm256_zeroupper(), xor_all(n, t86)), t88, t87);
    }
    return 0;
}
