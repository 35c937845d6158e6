/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int32 and uint32: bit operations and shifts on unsigned, multiply-subtract on signed, and
   an unsigned sum that wraps. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    vcc_no_contract_body
    int t12;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_ternarylogic_epi32(_mm512_set1_epi32(-16711936), a_v, b_v, 0x60);
            __m512i t4 = _mm512_slli_epi32(a_v, 5);
            __m512i t5 = _mm512_srli_epi32(b_v, 27);
            __m512i t6 = _mm512_ternarylogic_epi32(t5, t3, t4, 0xfe);
            _mm512_storeu_si512(c + i_vec, t6);
            long t7 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t7);
            __m512i b_v_1 = _mm512_loadu_si512(b + t7);
            __m512i t8 = _mm512_ternarylogic_epi32(_mm512_set1_epi32(-16711936), a_v_1, b_v_1, 0x60);
            __m512i t9 = _mm512_slli_epi32(a_v_1, 5);
            __m512i t10 = _mm512_srli_epi32(b_v_1, 27);
            __m512i t11 = _mm512_ternarylogic_epi32(t10, t8, t9, 0xfe);
            _mm512_storeu_si512(c + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at int32_ops.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t15);
            __m512i b_v_2 = _mm512_loadu_si512(b + t15);
            __m512i t16 = _mm512_ternarylogic_epi32(_mm512_set1_epi32(-16711936), a_v_2, b_v_2, 0x60);
            __m512i t17 = _mm512_slli_epi32(a_v_2, 5);
            __m512i t18 = _mm512_srli_epi32(b_v_2, 27);
            __m512i t19 = _mm512_ternarylogic_epi32(t18, t16, t17, 0xfe);
            _mm512_storeu_si512(c + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        t20 = (int)((long)t12 + t14);
    } else {
        t20 = t12;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)t20;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t23, a + t24);
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t23, b + t24);
        __m512i t25 = _mm512_ternarylogic_epi32(_mm512_set1_epi32(-16711936), a_v_3, b_v_3, 0x60);
        __m512i t26 = _mm512_slli_epi32(a_v_3, 5);
        __m512i t27 = _mm512_srli_epi32(b_v_3, 27);
        __m512i t28 = _mm512_ternarylogic_epi32(t27, t25, t26, 0xfe);
        _mm512_mask_storeu_epi32(c + t24, t23, t28);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        unsigned int t30 = a[t29];
        unsigned int t31 = b[t29];
        c[t29] = ((t30 ^ t31) & 4278255360U) | (t30 << 5) | (t31 >> 27);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(7));
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t4 = _mm512_sub_epi32(t3, b_v);
            _mm512_storeu_si512(c + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i t6 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(7));
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i t7 = _mm512_sub_epi32(t6, b_v_1);
            _mm512_storeu_si512(c + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at int32_ops.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512i t12 = _mm512_mullo_epi32(a_v_2, _mm512_set1_epi32(7));
            __m512i b_v_2 = _mm512_loadu_si512(b + t11);
            __m512i t13 = _mm512_sub_epi32(t12, b_v_2);
            _mm512_storeu_si512(c + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t17, a + t18);
        __m512i t19 = _mm512_mullo_epi32(a_v_3, _mm512_set1_epi32(7));
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t17, b + t18);
        __m512i t20 = _mm512_sub_epi32(t19, b_v_3);
        _mm512_mask_storeu_epi32(c + t18, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        c[t21] = a[t21] * 7 - b[t21];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned sum_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int s;
    int t3;
    unsigned int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at int32_ops.c:18 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, a_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = 1U + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t3 = 0;
        t4 = 1U;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), a_v_1);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t8);
        i = (int)((long)t3 + t5);
        s = t4 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1)));
    } else {
        i = t3;
        s = t4;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t8;
    int t13;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
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
        long t2 = (long)n;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            long i_vec = 0L;
            /* vcc: loop at int32_ops.c:30 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                unsigned int *t4 = a + i_vec;
                __m512i a_v = _mm512_loadu_si512(t4);
                __m512i t5 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
                _mm512_storeu_si512(t4, t5);
                unsigned int *t6 = a + (i_vec + 16L);
                __m512i a_v_1 = _mm512_loadu_si512(t6);
                __m512i t7 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
                _mm512_storeu_si512(t6, t7);
                i_vec += 32L;
            } while (i_vec < t3);
            t8 = (int)t3;
        } else {
            t8 = 0;
        }
        long t9 = (long)n + (long)t8 * -1L;
        if (t9 >= 16L) {
            long t10 = t9 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at int32_ops.c:30 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                unsigned int *t11 = a + ((long)t8 + i_vec_1);
                __m512i a_v_2 = _mm512_loadu_si512(t11);
                __m512i t12 = _mm512_mullo_epi32(a_v_2, _mm512_set1_epi32(3));
                _mm512_storeu_si512(t11, t12);
                i_vec_1 += 16L;
            } while (i_vec_1 < t10);
            t13 = (int)((long)t8 + t10);
        } else {
            t13 = t8;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if ((t14 >= 1L) & (t14 <= 16L)) {
            __m512i t15 = _mm512_set1_epi32((int)(int)t14);
            __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
            unsigned int *t17 = a + (long)t13;
            __m512i a_v_3 = _mm512_maskz_loadu_epi32(t16, t17);
            __m512i t18 = _mm512_mullo_epi32(a_v_3, _mm512_set1_epi32(3));
            _mm512_mask_storeu_epi32(t17, t16, t18);
            i = (int)((long)t13 + t14);
        } else {
            i = t13;
        }
        for (; i < n; i++) {
            unsigned int *t19 = a + i;
            *t19 = *t19 * 3U;
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        const unsigned int *t20 = a;
        bits_u32(n, c, t20, b);
        mulsub_i32(n, sc, sa, sb);
        unsigned int t21 = sum_u32(n, t20);
        unsigned long t22 = (unsigned long)n * 4UL;
        unsigned long t23 = (_mm256_zeroupper(), hash_bytes((const void *)sc, t22));
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t22)), (unsigned long long)t23, t21);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
