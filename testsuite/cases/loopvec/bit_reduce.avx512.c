/* vcc: vector types and helpers */
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
        t31 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t26), t28, t30);
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
        t31 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t26), t28, t30);
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
        t31 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t26), t28, t30);
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
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    long t9;
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
    __m256i t65;
    __m256i t66;
    int t67;
    long t68;
    long t69;
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
    __m256i t86;
    __m256i t87;
    int t88;
    long t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    long t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    int i;
    unsigned int c;
    int n;
    const unsigned int *t109;
    unsigned int t110;
    unsigned int t111;
    if ((1003L >= 32L) & (0 >= 0)) {
        t9 = 1003L & -32L;
        t10 = _mm256_set1_epi32((int)0);
        t11 = t10;
        t1 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t12 = _mm256_set1_epi32((int)(0 % 32));
        t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t14 = t13;
        t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)32));
        t16 = _mm256_min_epu32(t14, t15);
        t2 = t16;
        t3 = 0L;
        do {
            t17 = t1;
            t18 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t2, vcc_v8_uint));
            t19 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t18);
            t20 = t17;
            t21 = _mm256_mullo_epi32(t20, _mm256_set1_epi32((int)-1640531535));
            t22 = (__m256i)((vcc_v8_uint)t21 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t23 = _mm256_xor_si256(t19, t22);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t3)], t23);
            t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t25 = t24;
            t26 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t27 = t26;
            t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)32));
            t29 = _mm256_min_epu32(t27, t28);
            t30 = t29;
            t31 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t30, vcc_v8_uint));
            t32 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t31);
            t33 = t25;
            t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32((int)-1640531535));
            t35 = (__m256i)((vcc_v8_uint)t34 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t36 = _mm256_xor_si256(t32, t35);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t3 + 8L))], t36);
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t38 = t37;
            t39 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
            t40 = t39;
            t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32((int)32));
            t42 = _mm256_min_epu32(t40, t41);
            t43 = t42;
            t44 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t43, vcc_v8_uint));
            t45 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t44);
            t46 = t38;
            t47 = _mm256_mullo_epi32(t46, _mm256_set1_epi32((int)-1640531535));
            t48 = (__m256i)((vcc_v8_uint)t47 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t49 = _mm256_xor_si256(t45, t48);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t3 + 16L))], t49);
            t50 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t51 = t50;
            t52 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
            t53 = t52;
            t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32((int)32));
            t55 = _mm256_min_epu32(t53, t54);
            t56 = t55;
            t57 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t56, vcc_v8_uint));
            t58 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t57);
            t59 = t51;
            t60 = _mm256_mullo_epi32(t59, _mm256_set1_epi32((int)-1640531535));
            t61 = (__m256i)((vcc_v8_uint)t60 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t62 = _mm256_xor_si256(t58, t61);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t3 + 24L))], t62);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t63 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)0));
            t64 = t63;
            t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32((int)32));
            t66 = _mm256_min_epu32(t64, t65);
            t2 = t66;
        } while (t3 < t9);
        t67 = (int)((long)0 + t9);
    } else {
        t67 = 0;
    }
    t68 = (long)t67 * -1L + 1003L;
    if ((t68 >= 8L) & (t67 >= 0)) {
        t69 = t68 & -8L;
        t70 = _mm256_set1_epi32((int)t67);
        t71 = t70;
        t4 = _mm256_add_epi32(t71, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t72 = _mm256_set1_epi32((int)(t67 % 32));
        t73 = _mm256_add_epi32(t72, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t74 = t73;
        t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32((int)32));
        t76 = _mm256_min_epu32(t74, t75);
        t5 = t76;
        t6 = 0L;
        do {
            t77 = t4;
            t78 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t5, vcc_v8_uint));
            t79 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t78);
            t80 = t77;
            t81 = _mm256_mullo_epi32(t80, _mm256_set1_epi32((int)-1640531535));
            t82 = (__m256i)((vcc_v8_uint)t81 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)20), vcc_v8_uint));
            t83 = _mm256_xor_si256(t79, t82);
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t67 + t6)], t83);
            t6 += 8L;
            t4 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
            t84 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
            t85 = t84;
            t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32((int)32));
            t87 = _mm256_min_epu32(t85, t86);
            t5 = t87;
        } while (t6 < t69);
        t88 = (int)((long)t67 + t69);
    } else {
        t88 = t67;
    }
    t89 = (long)t88 * -1L + 1003L;
    if ((t89 >= 1L) & (t89 <= 8L) & (t88 >= 0)) {
        t90 = _mm256_set1_epi32((int)(int)t89);
        t91 = _mm256_cmpgt_epi32(t90, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t92 = _mm256_set1_epi32((int)t88);
        t93 = t92;
        t7 = _mm256_add_epi32(t93, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t94 = _mm256_set1_epi32((int)(t88 % 32));
        t95 = _mm256_add_epi32(t94, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t96 = t95;
        t97 = _mm256_sub_epi32(t96, _mm256_set1_epi32((int)32));
        t98 = _mm256_min_epu32(t96, t97);
        t8 = t98;
        t99 = 0L;
        t100 = t7;
        t101 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t91), _mm256_set1_epi32((int)0), t8);
        t102 = (__m256i)((vcc_v8_uint)_mm256_set1_epi32((int)1) << __builtin_convertvector((vcc_v8_int)t101, vcc_v8_uint));
        t103 = _mm256_xor_si256(_mm256_set1_epi32((int)-983041), t102);
        t104 = t100;
        t105 = _mm256_mullo_epi32(t104, _mm256_set1_epi32((int)-1640531535));
        t106 = _mm256_mask_blend_epi32(_mm256_movepi32_mask(t91), _mm256_set1_epi32((int)0), _mm256_set1_epi32((int)20));
        t107 = (__m256i)((vcc_v8_uint)t105 >> __builtin_convertvector((vcc_v8_int)t106, vcc_v8_uint));
        t108 = _mm256_xor_si256(t103, t107);
        _mm256_mask_storeu_epi32(&a[(int)((long)t88 + t99)], _mm256_movepi32_mask(t91), t108);
        i = (int)((long)t88 + t89);
    } else {
        i = t88;
    }
    for (; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t109 = a;
        t110 = (_mm256_zeroupper(), or_all(n, t109));
        t111 = (_mm256_zeroupper(), and_all(n, t109));
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, (_mm256_zeroupper(), xor_all(n, t109)), t111, t110);
    }
    return 0;
}
