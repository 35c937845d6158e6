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
    int t41;
    int t53;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = _mm256_xor_si256(t6, t7);
            __m256i t9 = _mm256_and_si256(t8, _mm256_set1_epi32(-16711936));
            __m256i t10 = (__m256i)((vcc_v8_uint)t6 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(5), vcc_v8_uint));
            __m256i t11 = _mm256_or_si256(t9, t10);
            __m256i t12 = (__m256i)((vcc_v8_uint)t7 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(27), vcc_v8_uint));
            __m256i t13 = _mm256_or_si256(t11, t12);
            _mm256_storeu_si256((__m256i *)(c + t5), t13);
            long t14 = (long)(int)(t1 + 8L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t17 = _mm256_xor_si256(t15, t16);
            __m256i t18 = _mm256_and_si256(t17, _mm256_set1_epi32(-16711936));
            __m256i t19 = (__m256i)((vcc_v8_uint)t15 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(5), vcc_v8_uint));
            __m256i t20 = _mm256_or_si256(t18, t19);
            __m256i t21 = (__m256i)((vcc_v8_uint)t16 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(27), vcc_v8_uint));
            __m256i t22 = _mm256_or_si256(t20, t21);
            _mm256_storeu_si256((__m256i *)(c + t14), t22);
            long t23 = (long)(int)(t1 + 16L);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(a + t23));
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + t23));
            __m256i t26 = _mm256_xor_si256(t24, t25);
            __m256i t27 = _mm256_and_si256(t26, _mm256_set1_epi32(-16711936));
            __m256i t28 = (__m256i)((vcc_v8_uint)t24 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(5), vcc_v8_uint));
            __m256i t29 = _mm256_or_si256(t27, t28);
            __m256i t30 = (__m256i)((vcc_v8_uint)t25 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(27), vcc_v8_uint));
            __m256i t31 = _mm256_or_si256(t29, t30);
            _mm256_storeu_si256((__m256i *)(c + t23), t31);
            long t32 = (long)(int)(t1 + 24L);
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(a + t32));
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(b + t32));
            __m256i t35 = _mm256_xor_si256(t33, t34);
            __m256i t36 = _mm256_and_si256(t35, _mm256_set1_epi32(-16711936));
            __m256i t37 = (__m256i)((vcc_v8_uint)t33 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(5), vcc_v8_uint));
            __m256i t38 = _mm256_or_si256(t36, t37);
            __m256i t39 = (__m256i)((vcc_v8_uint)t34 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(27), vcc_v8_uint));
            __m256i t40 = _mm256_or_si256(t38, t39);
            _mm256_storeu_si256((__m256i *)(c + t32), t40);
            t1 += 32L;
        } while (t1 < t4);
        t41 = (int)t4;
    } else {
        t41 = 0;
    }
    long t42 = (long)n + (long)t41 * -1L;
    if (t42 >= 8L) {
        long t43 = t42 & -8L;
        long t2 = 0L;
        do {
            long t44 = (long)(int)((long)t41 + t2);
            __m256i t45 = _mm256_loadu_si256((const __m256i *)(a + t44));
            __m256i t46 = _mm256_loadu_si256((const __m256i *)(b + t44));
            __m256i t47 = _mm256_xor_si256(t45, t46);
            __m256i t48 = _mm256_and_si256(t47, _mm256_set1_epi32(-16711936));
            __m256i t49 = (__m256i)((vcc_v8_uint)t45 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(5), vcc_v8_uint));
            __m256i t50 = _mm256_or_si256(t48, t49);
            __m256i t51 = (__m256i)((vcc_v8_uint)t46 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(27), vcc_v8_uint));
            __m256i t52 = _mm256_or_si256(t50, t51);
            _mm256_storeu_si256((__m256i *)(c + t44), t52);
            t2 += 8L;
        } while (t2 < t43);
        t53 = (int)((long)t41 + t43);
    } else {
        t53 = t41;
    }
    long t54 = (long)n + (long)t53 * -1L;
    if ((t54 >= 1L) & (t54 <= 8L)) {
        __m256i t55 = _mm256_set1_epi32((int)(int)t54);
        __m256i t56 = _mm256_cmpgt_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t57 = (long)(int)(long)t53;
        __m256i t58 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t56), a + t57);
        __m256i t59 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t56), b + t57);
        __m256i t60 = _mm256_xor_si256(t58, t59);
        __m256i t61 = _mm256_and_si256(t60, _mm256_set1_epi32(-16711936));
        __m256i t62 = _mm256_ternarylogic_epi32(t56, _mm256_set1_epi32(5), _mm256_set1_epi32(0), 0xCA);
        __m256i t63 = (__m256i)((vcc_v8_uint)t58 << __builtin_convertvector((vcc_v8_int)t62, vcc_v8_uint));
        __m256i t64 = _mm256_or_si256(t61, t63);
        __m256i t65 = _mm256_ternarylogic_epi32(t56, _mm256_set1_epi32(27), _mm256_set1_epi32(0), 0xCA);
        __m256i t66 = (__m256i)((vcc_v8_uint)t59 >> __builtin_convertvector((vcc_v8_int)t65, vcc_v8_uint));
        __m256i t67 = _mm256_or_si256(t64, t66);
        _mm256_mask_storeu_epi32(c + t57, _mm256_movepi32_mask(t56), t67);
        i = (int)((long)t53 + t54);
    } else {
        i = t53;
    }
    for (; i < n; i++) {
        long t68 = (long)i;
        unsigned int t69 = a[t68];
        unsigned int t70 = b[t68];
        c[t68] = ((t69 ^ t70) & 4278255360U) | (t69 << 5) | (t70 >> 27);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    vcc_no_contract_body
    int t25;
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(7));
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t9 = _mm256_sub_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(c + t5), t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(7));
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t14 = _mm256_sub_epi32(t12, t13);
            _mm256_storeu_si256((__m256i *)(c + t10), t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(7));
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t19 = _mm256_sub_epi32(t17, t18);
            _mm256_storeu_si256((__m256i *)(c + t15), t19);
            long t20 = (long)(int)(t1 + 24L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m256i t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(7));
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t24 = _mm256_sub_epi32(t22, t23);
            _mm256_storeu_si256((__m256i *)(c + t20), t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + t28));
            __m256i t30 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(7));
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(b + t28));
            __m256i t32 = _mm256_sub_epi32(t30, t31);
            _mm256_storeu_si256((__m256i *)(c + t28), t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t33;
        __m256i t38 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), a + t37);
        __m256i t39 = t38;
        __m256i t40 = _mm256_set1_epi32(7);
        __m256i t41 = _mm256_mullo_epi32(t39, t40);
        __m256i t42 = t41;
        __m256i t43 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), b + t37);
        __m256i t44 = t42;
        __m256i t45 = t43;
        __m256i t46 = _mm256_sub_epi32(t44, t45);
        __m256i t47 = t46;
        _mm256_mask_storeu_epi32(c + t37, _mm256_movepi32_mask(t36), t47);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        c[t48] = a[t48] * 7 - b[t48];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned sum_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int s;
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
            t2 = _mm256_add_epi32(t2, t10);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            t3 = _mm256_add_epi32(t3, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            t4 = _mm256_add_epi32(t4, t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            t5 = _mm256_add_epi32(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t14 = _mm256_add_epi32(t2, t3);
        __m256i t15 = _mm256_add_epi32(t14, t4);
        __m256i t16 = _mm256_add_epi32(t15, t5);
        t17 = (int)t9;
        t18 = 1U + vcc_avx2_sum_epi32(t16);
    } else {
        t17 = 0;
        t18 = 1U;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t6)));
            t7 = _mm256_add_epi32(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 + vcc_avx2_sum_epi32(t7);
    } else {
        t22 = t17;
        t23 = t18;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t27 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + (int)(long)t22);
        __m256i t28 = _mm256_add_epi32(_mm256_set1_epi32(0), t27);
        __m256i t29 = _mm256_ternarylogic_epi32(t26, t28, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t22 + t24);
        s = t23 + vcc_avx2_sum_epi32(t29);
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
    int t3;
    int t18;
    int t24;
    int i;
    int count_idx = 0;
    int n_1 = 0;
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
        unsigned int *a = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *b = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *c = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *sa = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *sb = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *sc = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 2147483647U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 2147483647U);
        }
        long t4 = (long)n;
        if (t4 >= 32L) {
            long t5 = t4 & -32L;
            long t1 = 0L;
            do {
                unsigned int *t6 = a + (int)t1;
                __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
                __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)t6, t8);
                unsigned int *t9 = a + (int)(t1 + 8L);
                __m256i t10 = _mm256_loadu_si256((const __m256i *)t9);
                __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)t9, t11);
                unsigned int *t12 = a + (int)(t1 + 16L);
                __m256i t13 = _mm256_loadu_si256((const __m256i *)t12);
                __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)t12, t14);
                unsigned int *t15 = a + (int)(t1 + 24L);
                __m256i t16 = _mm256_loadu_si256((const __m256i *)t15);
                __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)t15, t17);
                t1 += 32L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            long t2 = 0L;
            do {
                unsigned int *t21 = a + (int)((long)t18 + t2);
                __m256i t22 = _mm256_loadu_si256((const __m256i *)t21);
                __m256i t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)t21, t23);
                t2 += 8L;
            } while (t2 < t20);
            t24 = (int)((long)t18 + t20);
        } else {
            t24 = t18;
        }
        long t25 = (long)n + (long)t24 * -1L;
        if ((t25 >= 1L) & (t25 <= 8L)) {
            __m256i t26 = _mm256_set1_epi32((int)(int)t25);
            __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            unsigned int *t28 = a + (int)(long)t24;
            __m256i t29 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t27), t28);
            __m256i t30 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(3));
            _mm256_mask_storeu_epi32(t28, _mm256_movepi32_mask(t27), t30);
            i = (int)((long)t24 + t25);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            unsigned int *t31 = a + i;
            *t31 = *t31 * 3U;
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        const unsigned int *t32 = a;
        bits_u32(n, c, t32, b);
        mulsub_i32(n, sc, sa, sb);
        unsigned int t33 = sum_u32(n, t32);
        unsigned long t34 = (unsigned long)n * 4UL;
        unsigned long t35 = (_mm256_zeroupper(), hash_bytes((const void *)sc, t34));
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t34)), (unsigned long long)t35, t33);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
