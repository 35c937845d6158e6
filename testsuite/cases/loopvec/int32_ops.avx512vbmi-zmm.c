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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    long t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    int t23;
    long t24;
    long t25;
    long t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    int t35;
    long t36;
    __m512i t37;
    __mmask16 t38;
    long t39;
    long t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    int i;
    long t51;
    unsigned int t52;
    unsigned int t53;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(a + t5);
            t7 = _mm512_loadu_si512(b + t5);
            t8 = _mm512_xor_si512(t6, t7);
            t9 = _mm512_and_si512(t8, _mm512_set1_epi32((int)-16711936));
            t10 = (__m512i)((vcc_v16_uint)t6 << __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)5), vcc_v16_uint));
            t11 = _mm512_or_si512(t9, t10);
            t12 = (__m512i)((vcc_v16_uint)t7 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)27), vcc_v16_uint));
            t13 = _mm512_or_si512(t11, t12);
            _mm512_storeu_si512(c + t5, t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = _mm512_loadu_si512(a + t14);
            t16 = _mm512_loadu_si512(b + t14);
            t17 = _mm512_xor_si512(t15, t16);
            t18 = _mm512_and_si512(t17, _mm512_set1_epi32((int)-16711936));
            t19 = (__m512i)((vcc_v16_uint)t15 << __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)5), vcc_v16_uint));
            t20 = _mm512_or_si512(t18, t19);
            t21 = (__m512i)((vcc_v16_uint)t16 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)27), vcc_v16_uint));
            t22 = _mm512_or_si512(t20, t21);
            _mm512_storeu_si512(c + t14, t22);
            t1 += 32L;
        } while (t1 < t4);
        t23 = (int)((long)0 + t4);
    } else {
        t23 = 0;
    }
    t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 16L) {
        t25 = t24 & -16L;
        t2 = 0L;
        do {
            t26 = (long)(int)((long)t23 + t2);
            t27 = _mm512_loadu_si512(a + t26);
            t28 = _mm512_loadu_si512(b + t26);
            t29 = _mm512_xor_si512(t27, t28);
            t30 = _mm512_and_si512(t29, _mm512_set1_epi32((int)-16711936));
            t31 = (__m512i)((vcc_v16_uint)t27 << __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)5), vcc_v16_uint));
            t32 = _mm512_or_si512(t30, t31);
            t33 = (__m512i)((vcc_v16_uint)t28 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)27), vcc_v16_uint));
            t34 = _mm512_or_si512(t32, t33);
            _mm512_storeu_si512(c + t26, t34);
            t2 += 16L;
        } while (t2 < t25);
        t35 = (int)((long)t23 + t25);
    } else {
        t35 = t23;
    }
    t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 16L)) {
        t37 = _mm512_set1_epi32((int)(int)t36);
        t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        t39 = 0L;
        t40 = (long)(int)((long)t35 + t39);
        t41 = _mm512_maskz_loadu_epi32(t38, a + t40);
        t42 = _mm512_maskz_loadu_epi32(t38, b + t40);
        t43 = _mm512_xor_si512(t41, t42);
        t44 = _mm512_and_si512(t43, _mm512_set1_epi32((int)-16711936));
        t45 = _mm512_mask_blend_epi32(t38, _mm512_set1_epi32((int)0), _mm512_set1_epi32((int)5));
        t46 = (__m512i)((vcc_v16_uint)t41 << __builtin_convertvector((vcc_v16_int)t45, vcc_v16_uint));
        t47 = _mm512_or_si512(t44, t46);
        t48 = _mm512_mask_blend_epi32(t38, _mm512_set1_epi32((int)0), _mm512_set1_epi32((int)27));
        t49 = (__m512i)((vcc_v16_uint)t42 >> __builtin_convertvector((vcc_v16_int)t48, vcc_v16_uint));
        t50 = _mm512_or_si512(t47, t49);
        _mm512_mask_storeu_epi32(c + t40, t38, t50);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        t51 = (long)i;
        t52 = a[t51];
        t53 = b[t51];
        c[t51] = ((t52 ^ t53) & 4278255360U) | (t52 << 5) | (t53 >> 27);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    int t15;
    long t16;
    long t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
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
    int i;
    long t39;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(a + t5);
            t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)7));
            t8 = _mm512_loadu_si512(b + t5);
            t9 = _mm512_sub_epi32(t7, t8);
            _mm512_storeu_si512(c + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_si512(a + t10);
            t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32((int)7));
            t13 = _mm512_loadu_si512(b + t10);
            t14 = _mm512_sub_epi32(t12, t13);
            _mm512_storeu_si512(c + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t15 + t2);
            t19 = _mm512_loadu_si512(a + t18);
            t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32((int)7));
            t21 = _mm512_loadu_si512(b + t18);
            t22 = _mm512_sub_epi32(t20, t21);
            _mm512_storeu_si512(c + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27);
        t29 = _mm512_maskz_loadu_epi32(t26, a + t28);
        t30 = t29;
        t31 = _mm512_set1_epi32((int)7);
        t32 = _mm512_mullo_epi32(t30, t31);
        t33 = t32;
        t34 = _mm512_maskz_loadu_epi32(t26, b + t28);
        t35 = t33;
        t36 = t34;
        t37 = _mm512_sub_epi32(t35, t36);
        t38 = t37;
        _mm512_mask_storeu_epi32(c + t28, t26, t38);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        c[t39] = a[t39] * 7 - b[t39];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned sum_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    unsigned int s;
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
            t2 = _mm512_add_epi32(t2, t5);
            t1 += 16L;
        } while (t1 < t4);
        t6 = (int)((long)0 + t4);
        t7 = 1U + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        t6 = 0;
        t7 = 1U;
    }
    t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        t9 = _mm512_set1_epi32((int)(int)t8);
        t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        t11 = 0L;
        t12 = _mm512_set1_epi32((int)0);
        t13 = _mm512_maskz_loadu_epi32(t10, a + (int)((long)t6 + t11));
        t14 = _mm512_add_epi32(t12, t13);
        t15 = _mm512_mask_blend_epi32(t10, t12, t14);
        i = (int)((long)t6 + t8);
        s = t7 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)));
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
    __m512i t7;
    __m512i t8;
    unsigned int *t9;
    __m512i t10;
    __m512i t11;
    int t12;
    long t13;
    long t14;
    unsigned int *t15;
    __m512i t16;
    __m512i t17;
    int t18;
    long t19;
    __m512i t20;
    __mmask16 t21;
    long t22;
    unsigned int *t23;
    __m512i t24;
    __m512i t25;
    int i;
    unsigned int *t26;
    int fill_idx_2;
    int fill_idx_3;
    const unsigned int *t27;
    unsigned int t28;
    unsigned long t29;
    unsigned long t30;
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
                t7 = _mm512_loadu_si512(t6);
                t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(t6, t8);
                t9 = a + (int)((long)0 + (t1 + 16L));
                t10 = _mm512_loadu_si512(t9);
                t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(t9, t11);
                t1 += 32L;
            } while (t1 < t5);
            t12 = (int)((long)0 + t5);
        } else {
            t12 = 0;
        }
        t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 16L) {
            t14 = t13 & -16L;
            t2 = 0L;
            do {
                t15 = a + (int)((long)t12 + t2);
                t16 = _mm512_loadu_si512(t15);
                t17 = _mm512_mullo_epi32(t16, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(t15, t17);
                t2 += 16L;
            } while (t2 < t14);
            t18 = (int)((long)t12 + t14);
        } else {
            t18 = t12;
        }
        t19 = (long)n + (long)t18 * -1L;
        if ((t19 >= 1L) & (t19 <= 16L)) {
            t20 = _mm512_set1_epi32((int)(int)t19);
            t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
            t22 = 0L;
            t23 = a + (int)((long)t18 + t22);
            t24 = _mm512_maskz_loadu_epi32(t21, t23);
            t25 = _mm512_mullo_epi32(t24, _mm512_set1_epi32((int)3));
            _mm512_mask_storeu_epi32(t23, t21, t25);
            i = (int)((long)t18 + t19);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            t26 = a + i;
            *t26 = *t26 * 3U;
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        t27 = a;
        (_mm256_zeroupper(), bits_u32(n, c, t27, b));
        (_mm256_zeroupper(), mulsub_i32(n, sc, sa, sb));
        t28 = (_mm256_zeroupper(), sum_u32(n, t27));
        t29 = (unsigned long)n * 4UL;
        t30 = (_mm256_zeroupper(), hash_bytes((const void *)sc, t29));
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t29)), (unsigned long long)t30, t28);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
