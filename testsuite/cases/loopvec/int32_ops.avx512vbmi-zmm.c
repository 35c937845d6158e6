/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    vcc_no_contract_body
    int t23;
    int t35;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512i t7 = _mm512_loadu_si512(b + t5);
            __m512i t8 = _mm512_xor_si512(t6, t7);
            __m512i t9 = _mm512_and_si512(t8, _mm512_set1_epi32(-16711936));
            __m512i t10 = (__m512i)((vcc_v16_uint)t6 << __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(5), vcc_v16_uint));
            __m512i t11 = _mm512_or_si512(t9, t10);
            __m512i t12 = (__m512i)((vcc_v16_uint)t7 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(27), vcc_v16_uint));
            __m512i t13 = _mm512_or_si512(t11, t12);
            _mm512_storeu_si512(c + t5, t13);
            long t14 = (long)(int)(t1 + 16L);
            __m512i t15 = _mm512_loadu_si512(a + t14);
            __m512i t16 = _mm512_loadu_si512(b + t14);
            __m512i t17 = _mm512_xor_si512(t15, t16);
            __m512i t18 = _mm512_and_si512(t17, _mm512_set1_epi32(-16711936));
            __m512i t19 = (__m512i)((vcc_v16_uint)t15 << __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(5), vcc_v16_uint));
            __m512i t20 = _mm512_or_si512(t18, t19);
            __m512i t21 = (__m512i)((vcc_v16_uint)t16 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(27), vcc_v16_uint));
            __m512i t22 = _mm512_or_si512(t20, t21);
            _mm512_storeu_si512(c + t14, t22);
            t1 += 32L;
        } while (t1 < t4);
        t23 = (int)t4;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 16L) {
        long t25 = t24 & -16L;
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + t2);
            __m512i t27 = _mm512_loadu_si512(a + t26);
            __m512i t28 = _mm512_loadu_si512(b + t26);
            __m512i t29 = _mm512_xor_si512(t27, t28);
            __m512i t30 = _mm512_and_si512(t29, _mm512_set1_epi32(-16711936));
            __m512i t31 = (__m512i)((vcc_v16_uint)t27 << __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(5), vcc_v16_uint));
            __m512i t32 = _mm512_or_si512(t30, t31);
            __m512i t33 = (__m512i)((vcc_v16_uint)t28 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(27), vcc_v16_uint));
            __m512i t34 = _mm512_or_si512(t32, t33);
            _mm512_storeu_si512(c + t26, t34);
            t2 += 16L;
        } while (t2 < t25);
        t35 = (int)((long)t23 + t25);
    } else {
        t35 = t23;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 16L)) {
        __m512i t37 = _mm512_set1_epi32((int)(int)t36);
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        long t39 = (long)(int)(long)t35;
        __m512i t40 = _mm512_maskz_loadu_epi32(t38, a + t39);
        __m512i t41 = _mm512_maskz_loadu_epi32(t38, b + t39);
        __m512i t42 = _mm512_xor_si512(t40, t41);
        __m512i t43 = _mm512_and_si512(t42, _mm512_set1_epi32(-16711936));
        __m512i t44 = _mm512_mask_blend_epi32(t38, _mm512_set1_epi32(0), _mm512_set1_epi32(5));
        __m512i t45 = (__m512i)((vcc_v16_uint)t40 << __builtin_convertvector((vcc_v16_int)t44, vcc_v16_uint));
        __m512i t46 = _mm512_or_si512(t43, t45);
        __m512i t47 = _mm512_mask_blend_epi32(t38, _mm512_set1_epi32(0), _mm512_set1_epi32(27));
        __m512i t48 = (__m512i)((vcc_v16_uint)t41 >> __builtin_convertvector((vcc_v16_int)t47, vcc_v16_uint));
        __m512i t49 = _mm512_or_si512(t46, t48);
        _mm512_mask_storeu_epi32(c + t39, t38, t49);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        unsigned int t51 = a[t50];
        unsigned int t52 = b[t50];
        c[t50] = ((t51 ^ t52) & 4278255360U) | (t51 << 5) | (t52 >> 27);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(7));
            __m512i t8 = _mm512_loadu_si512(b + t5);
            __m512i t9 = _mm512_sub_epi32(t7, t8);
            _mm512_storeu_si512(c + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(a + t10);
            __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(7));
            __m512i t13 = _mm512_loadu_si512(b + t10);
            __m512i t14 = _mm512_sub_epi32(t12, t13);
            _mm512_storeu_si512(c + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m512i t19 = _mm512_loadu_si512(a + t18);
            __m512i t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(7));
            __m512i t21 = _mm512_loadu_si512(b + t18);
            __m512i t22 = _mm512_sub_epi32(t20, t21);
            _mm512_storeu_si512(c + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __m512i t28 = _mm512_maskz_loadu_epi32(t26, a + t27);
        __m512i t29 = t28;
        __m512i t30 = _mm512_set1_epi32(7);
        __m512i t31 = _mm512_mullo_epi32(t29, t30);
        __m512i t32 = t31;
        __m512i t33 = _mm512_maskz_loadu_epi32(t26, b + t27);
        __m512i t34 = t32;
        __m512i t35 = t33;
        __m512i t36 = _mm512_sub_epi32(t34, t35);
        __m512i t37 = t36;
        _mm512_mask_storeu_epi32(c + t27, t26, t37);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        c[t38] = a[t38] * 7 - b[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned sum_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int s;
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
            t2 = _mm512_add_epi32(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)t4;
        t7 = 1U + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        t6 = 0;
        t7 = 1U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __m512i t12 = _mm512_add_epi32(_mm512_set1_epi32(0), t11);
        __m512i t13 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), t12);
        i = (int)((long)t6 + t8);
        s = t7 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t13), _mm512_extracti64x4_epi64(t13, 1)));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t12;
    int t18;
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
                __m512i t7 = _mm512_loadu_si512(t6);
                __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(3));
                _mm512_storeu_si512(t6, t8);
                unsigned int *t9 = a + (int)(t1 + 16L);
                __m512i t10 = _mm512_loadu_si512(t9);
                __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(3));
                _mm512_storeu_si512(t9, t11);
                t1 += 32L;
            } while (t1 < t5);
            t12 = (int)t5;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 16L) {
            long t14 = t13 & -16L;
            long t2 = 0L;
            do {
                unsigned int *t15 = a + (int)((long)t12 + t2);
                __m512i t16 = _mm512_loadu_si512(t15);
                __m512i t17 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(3));
                _mm512_storeu_si512(t15, t17);
                t2 += 16L;
            } while (t2 < t14);
            t18 = (int)((long)t12 + t14);
        } else {
            t18 = t12;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if ((t19 >= 1L) & (t19 <= 16L)) {
            __m512i t20 = _mm512_set1_epi32((int)(int)t19);
            __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
            unsigned int *t22 = a + (int)(long)t18;
            __m512i t23 = _mm512_maskz_loadu_epi32(t21, t22);
            __m512i t24 = _mm512_mullo_epi32(t23, _mm512_set1_epi32(3));
            _mm512_mask_storeu_epi32(t22, t21, t24);
            i = (int)((long)t18 + t19);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            unsigned int *t25 = a + i;
            *t25 = *t25 * 3U;
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        const unsigned int *t26 = a;
        bits_u32(n, c, t26, b);
        mulsub_i32(n, sc, sa, sb);
        unsigned int t27 = sum_u32(n, t26);
        unsigned long t28 = (unsigned long)n * 4UL;
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes((const void *)sc, t28));
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t28)), (unsigned long long)t29, t27);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
