/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int32 and uint32: bit operations and shifts on unsigned, multiply-subtract on signed, and
   an unsigned sum that wraps. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
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
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    long t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    int t41;
    long t42;
    long t43;
    long t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    int t53;
    long t54;
    __m256i t55;
    __m256i t56;
    long t57;
    long t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    int i;
    long t69;
    unsigned int t70;
    unsigned int t71;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t8 = _mm256_xor_si256(t6, t7);
            t9 = _mm256_and_si256(t8, _mm256_set1_epi32((int)-16711936));
            t10 = (__m256i)((vcc_v8_uint)t6 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t11 = _mm256_or_si256(t9, t10);
            t12 = (__m256i)((vcc_v8_uint)t7 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t13 = _mm256_or_si256(t11, t12);
            _mm256_storeu_si256((__m256i *)(c + t5), t13);
            t14 = (long)(int)((long)0 + (t1 + 8L));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            t17 = _mm256_xor_si256(t15, t16);
            t18 = _mm256_and_si256(t17, _mm256_set1_epi32((int)-16711936));
            t19 = (__m256i)((vcc_v8_uint)t15 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t20 = _mm256_or_si256(t18, t19);
            t21 = (__m256i)((vcc_v8_uint)t16 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t22 = _mm256_or_si256(t20, t21);
            _mm256_storeu_si256((__m256i *)(c + t14), t22);
            t23 = (long)(int)((long)0 + (t1 + 16L));
            t24 = _mm256_loadu_si256((const __m256i *)(a + t23));
            t25 = _mm256_loadu_si256((const __m256i *)(b + t23));
            t26 = _mm256_xor_si256(t24, t25);
            t27 = _mm256_and_si256(t26, _mm256_set1_epi32((int)-16711936));
            t28 = (__m256i)((vcc_v8_uint)t24 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t29 = _mm256_or_si256(t27, t28);
            t30 = (__m256i)((vcc_v8_uint)t25 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t31 = _mm256_or_si256(t29, t30);
            _mm256_storeu_si256((__m256i *)(c + t23), t31);
            t32 = (long)(int)((long)0 + (t1 + 24L));
            t33 = _mm256_loadu_si256((const __m256i *)(a + t32));
            t34 = _mm256_loadu_si256((const __m256i *)(b + t32));
            t35 = _mm256_xor_si256(t33, t34);
            t36 = _mm256_and_si256(t35, _mm256_set1_epi32((int)-16711936));
            t37 = (__m256i)((vcc_v8_uint)t33 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t38 = _mm256_or_si256(t36, t37);
            t39 = (__m256i)((vcc_v8_uint)t34 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t40 = _mm256_or_si256(t38, t39);
            _mm256_storeu_si256((__m256i *)(c + t32), t40);
            t1 += 32L;
        } while (t1 < t4);
        t41 = (int)((long)0 + t4);
    } else {
        t41 = 0;
    }
    t42 = (long)n + (long)t41 * -1L;
    if (t42 >= 8L) {
        t43 = t42 & -8L;
        t2 = 0L;
        do {
            t44 = (long)(int)((long)t41 + t2);
            t45 = _mm256_loadu_si256((const __m256i *)(a + t44));
            t46 = _mm256_loadu_si256((const __m256i *)(b + t44));
            t47 = _mm256_xor_si256(t45, t46);
            t48 = _mm256_and_si256(t47, _mm256_set1_epi32((int)-16711936));
            t49 = (__m256i)((vcc_v8_uint)t45 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t50 = _mm256_or_si256(t48, t49);
            t51 = (__m256i)((vcc_v8_uint)t46 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t52 = _mm256_or_si256(t50, t51);
            _mm256_storeu_si256((__m256i *)(c + t44), t52);
            t2 += 8L;
        } while (t2 < t43);
        t53 = (int)((long)t41 + t43);
    } else {
        t53 = t41;
    }
    t54 = (long)n + (long)t53 * -1L;
    if ((t54 >= 1L) & (t54 <= 8L)) {
        t55 = _mm256_set1_epi32((int)(int)t54);
        t56 = _mm256_cmpgt_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t57 = 0L;
        t58 = (long)(int)((long)t53 + t57);
        t59 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t56), a + t58);
        t60 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t56), b + t58);
        t61 = _mm256_xor_si256(t59, t60);
        t62 = _mm256_and_si256(t61, _mm256_set1_epi32((int)-16711936));
        t63 = _mm256_ternarylogic_epi32(t56, _mm256_set1_epi32((int)5), _mm256_set1_epi32((int)0), 0xCA);
        t64 = (__m256i)((vcc_v8_uint)t59 << __builtin_convertvector((vcc_v8_int)t63, vcc_v8_uint));
        t65 = _mm256_or_si256(t62, t64);
        t66 = _mm256_ternarylogic_epi32(t56, _mm256_set1_epi32((int)27), _mm256_set1_epi32((int)0), 0xCA);
        t67 = (__m256i)((vcc_v8_uint)t60 >> __builtin_convertvector((vcc_v8_int)t66, vcc_v8_uint));
        t68 = _mm256_or_si256(t65, t67);
        _mm256_mask_storeu_epi32(c + t58, _mm256_movepi32_mask(t56), t68);
        i = (int)((long)t53 + t54);
    } else {
        i = t53;
    }
    for (; i < n; i++) {
        t69 = (long)i;
        t70 = a[t69];
        t71 = b[t69];
        c[t69] = ((t70 ^ t71) & 4278255360U) | (t70 << 5) | (t71 >> 27);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    int t33;
    long t34;
    __m256i t35;
    __m256i t36;
    long t37;
    long t38;
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
    int i;
    long t49;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)7));
            t8 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t9 = _mm256_sub_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(c + t5), t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)7));
            t13 = _mm256_loadu_si256((const __m256i *)(b + t10));
            t14 = _mm256_sub_epi32(t12, t13);
            _mm256_storeu_si256((__m256i *)(c + t10), t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm256_loadu_si256((const __m256i *)(a + t15));
            t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)7));
            t18 = _mm256_loadu_si256((const __m256i *)(b + t15));
            t19 = _mm256_sub_epi32(t17, t18);
            _mm256_storeu_si256((__m256i *)(c + t15), t19);
            t20 = (long)(int)((long)0 + (t1 + 24L));
            t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)7));
            t23 = _mm256_loadu_si256((const __m256i *)(b + t20));
            t24 = _mm256_sub_epi32(t22, t23);
            _mm256_storeu_si256((__m256i *)(c + t20), t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm256_loadu_si256((const __m256i *)(a + t28));
            t30 = _mm256_mullo_epi32(t29, _mm256_set1_epi32((int)7));
            t31 = _mm256_loadu_si256((const __m256i *)(b + t28));
            t32 = _mm256_sub_epi32(t30, t31);
            _mm256_storeu_si256((__m256i *)(c + t28), t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        t35 = _mm256_set1_epi32((int)(int)t34);
        t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t37 = 0L;
        t38 = (long)(int)((long)t33 + t37);
        t39 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), a + t38);
        t40 = t39;
        t41 = _mm256_set1_epi32((int)7);
        t42 = _mm256_mullo_epi32(t40, t41);
        t43 = t42;
        t44 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), b + t38);
        t45 = t43;
        t46 = t44;
        t47 = _mm256_sub_epi32(t45, t46);
        t48 = t47;
        _mm256_mask_storeu_epi32(c + t38, _mm256_movepi32_mask(t36), t48);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t49 = (long)i;
        c[t49] = a[t49] * 7 - b[t49];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned sum_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    unsigned int s;
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
            t2 = _mm256_add_epi32(t2, t10);
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t3 = _mm256_add_epi32(t3, t11);
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t4 = _mm256_add_epi32(t4, t12);
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t5 = _mm256_add_epi32(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        t14 = _mm256_add_epi32(t2, t3);
        t15 = _mm256_add_epi32(t14, t4);
        t16 = _mm256_add_epi32(t15, t5);
        t17 = (int)((long)0 + t9);
        t18 = 1U + vcc_avx2_sum_epi32(t16);
    } else {
        t17 = 0;
        t18 = 1U;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = 0L;
        t7 = _mm256_set1_epi32((int)0);
        do {
            t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t6)));
            t7 = _mm256_add_epi32(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 + vcc_avx2_sum_epi32(t7);
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
        t30 = _mm256_add_epi32(t28, t29);
        t31 = _mm256_ternarylogic_epi32(t26, t30, t28, 0xCA);
        i = (int)((long)t22 + t24);
        s = t23 + vcc_avx2_sum_epi32(t31);
    } else {
        i = t22;
        s = t23;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    unsigned int *a;
    unsigned int *b;
    unsigned int *c;
    int *sa;
    int *sb;
    int *sc;
    int fill_idx;
    int fill_idx_1;
    long t4;
    long t5;
    unsigned int *t6;
    __m256i t7;
    __m256i t8;
    unsigned int *t9;
    __m256i t10;
    __m256i t11;
    unsigned int *t12;
    __m256i t13;
    __m256i t14;
    unsigned int *t15;
    __m256i t16;
    __m256i t17;
    int t18;
    long t19;
    long t20;
    unsigned int *t21;
    __m256i t22;
    __m256i t23;
    int t24;
    long t25;
    __m256i t26;
    __m256i t27;
    long t28;
    unsigned int *t29;
    __m256i t30;
    __m256i t31;
    int i;
    unsigned int *t32;
    int fill_idx_2;
    int fill_idx_3;
    const unsigned int *t33;
    unsigned int t34;
    unsigned long t35;
    unsigned long t36;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        a = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        b = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        c = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        sa = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        sb = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        sc = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 2147483647U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 2147483647U));
        }
        t4 = (long)n;
        if (t4 >= 32L) {
            t5 = t4 & -32L;
            t1 = 0L;
            do {
                t6 = a + (int)((long)0 + t1);
                t7 = _mm256_loadu_si256((const __m256i *)t6);
                t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)t6, t8);
                t9 = a + (int)((long)0 + (t1 + 8L));
                t10 = _mm256_loadu_si256((const __m256i *)t9);
                t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)t9, t11);
                t12 = a + (int)((long)0 + (t1 + 16L));
                t13 = _mm256_loadu_si256((const __m256i *)t12);
                t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)t12, t14);
                t15 = a + (int)((long)0 + (t1 + 24L));
                t16 = _mm256_loadu_si256((const __m256i *)t15);
                t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)t15, t17);
                t1 += 32L;
            } while (t1 < t5);
            t18 = (int)((long)0 + t5);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            t20 = t19 & -8L;
            t2 = 0L;
            do {
                t21 = a + (int)((long)t18 + t2);
                t22 = _mm256_loadu_si256((const __m256i *)t21);
                t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)t21, t23);
                t2 += 8L;
            } while (t2 < t20);
            t24 = (int)((long)t18 + t20);
        } else {
            t24 = t18;
        }
        t25 = (long)n + (long)t24 * -1L;
        if ((t25 >= 1L) & (t25 <= 8L)) {
            t26 = _mm256_set1_epi32((int)(int)t25);
            t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t28 = 0L;
            t29 = a + (int)((long)t24 + t28);
            t30 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t27), t29);
            t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)3));
            _mm256_mask_storeu_epi32(t29, _mm256_movepi32_mask(t27), t31);
            i = (int)((long)t24 + t25);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            t32 = a + i;
            *t32 = *t32 * 3U;
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        t33 = a;
        (_mm256_zeroupper(), bits_u32(n, c, t33, b));
        (_mm256_zeroupper(), mulsub_i32(n, sc, sa, sb));
        t34 = (_mm256_zeroupper(), sum_u32(n, t33));
        t35 = (unsigned long)n * 4UL;
        t36 = (_mm256_zeroupper(), hash_bytes((const void *)sc, t35));
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t35)), (unsigned long long)t36, t34);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
