/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    vcc_no_contract_body
    int t22;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_ternarylogic_epi32(_mm256_set1_epi32(-16711936), a_v, b_v, 0x60);
            __m256i t4 = _mm256_slli_epi32(a_v, 5);
            __m256i t5 = _mm256_srli_epi32(b_v, 27);
            __m256i t6 = _mm256_ternarylogic_epi32(t5, t3, t4, 0xfe);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t6);
            long t7 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t8 = _mm256_ternarylogic_epi32(_mm256_set1_epi32(-16711936), a_v_1, b_v_1, 0x60);
            __m256i t9 = _mm256_slli_epi32(a_v_1, 5);
            __m256i t10 = _mm256_srli_epi32(b_v_1, 27);
            __m256i t11 = _mm256_ternarylogic_epi32(t10, t8, t9, 0xfe);
            _mm256_storeu_si256((__m256i *)(c + t7), t11);
            long t12 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t13 = _mm256_ternarylogic_epi32(_mm256_set1_epi32(-16711936), a_v_2, b_v_2, 0x60);
            __m256i t14 = _mm256_slli_epi32(a_v_2, 5);
            __m256i t15 = _mm256_srli_epi32(b_v_2, 27);
            __m256i t16 = _mm256_ternarylogic_epi32(t15, t13, t14, 0xfe);
            _mm256_storeu_si256((__m256i *)(c + t12), t16);
            long t17 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = _mm256_ternarylogic_epi32(_mm256_set1_epi32(-16711936), a_v_3, b_v_3, 0x60);
            __m256i t19 = _mm256_slli_epi32(a_v_3, 5);
            __m256i t20 = _mm256_srli_epi32(b_v_3, 27);
            __m256i t21 = _mm256_ternarylogic_epi32(t20, t18, t19, 0xfe);
            _mm256_storeu_si256((__m256i *)(c + t17), t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int32_ops.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t25));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t25));
            __m256i t26 = _mm256_ternarylogic_epi32(_mm256_set1_epi32(-16711936), a_v_4, b_v_4, 0x60);
            __m256i t27 = _mm256_slli_epi32(a_v_4, 5);
            __m256i t28 = _mm256_srli_epi32(b_v_4, 27);
            __m256i t29 = _mm256_ternarylogic_epi32(t28, t26, t27, 0xfe);
            _mm256_storeu_si256((__m256i *)(c + t25), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)t30;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), a + t34);
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), b + t34);
        __m256i t35 = _mm256_ternarylogic_epi32(_mm256_set1_epi32(-16711936), a_v_5, b_v_5, 0x60);
        __m256i t36 = _mm256_slli_epi32(a_v_5, 5);
        __m256i t37 = _mm256_srli_epi32(b_v_5, 27);
        __m256i t38 = _mm256_ternarylogic_epi32(t37, t35, t36, 0xfe);
        _mm256_mask_storeu_epi32(c + t34, _mm256_movepi32_mask(t33), t38);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        unsigned int t40 = a[t39];
        unsigned int t41 = b[t39];
        c[t39] = ((t40 ^ t41) & 4278255360U) | (t40 << 5) | (t41 >> 27);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(7));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_sub_epi32(t3, b_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t6 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(7));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_sub_epi32(t6, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t5), t7);
            long t8 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t9 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(7));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t10 = _mm256_sub_epi32(t9, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t8), t10);
            long t11 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i t12 = _mm256_mullo_epi32(a_v_3, _mm256_set1_epi32(7));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t13 = _mm256_sub_epi32(t12, b_v_3);
            _mm256_storeu_si256((__m256i *)(c + t11), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int32_ops.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i t18 = _mm256_mullo_epi32(a_v_4, _mm256_set1_epi32(7));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t19 = _mm256_sub_epi32(t18, b_v_4);
            _mm256_storeu_si256((__m256i *)(c + t17), t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t20;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), a + t24);
        __m256i t25 = _mm256_mullo_epi32(a_v_5, _mm256_set1_epi32(7));
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), b + t24);
        __m256i t26 = _mm256_sub_epi32(t25, b_v_5);
        _mm256_mask_storeu_epi32(c + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        c[t27] = a[t27] * 7 - b[t27];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned sum_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int s;
    int t6;
    unsigned int t7;
    int t10;
    unsigned int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at int32_ops.c:18 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t4 = _mm256_add_epi32(t3, (__m256i)s_v_2);
        __m256i t5 = _mm256_add_epi32(t4, (__m256i)s_v_3);
        t6 = (int)t2;
        t7 = 1U + vcc_avx2_sum_epi32(t5);
    } else {
        t6 = 0;
        t7 = 1U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at int32_ops.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        t10 = (int)((long)t6 + t9);
        t11 = t7 + vcc_avx2_sum_epi32((__m256i)s_v_4);
    } else {
        t10 = t6;
        t11 = t7;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        __m256i t13 = _mm256_set1_epi32((int)(int)t12);
        __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t14), a + (long)t10);
        __m256i t15 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t14, a_v_5); });
        __m256i s_v_5 = _mm256_add_epi32(_mm256_set1_epi32(0), t15);
        i = (int)((long)t10 + t12);
        s = t11 + vcc_avx2_sum_epi32(s_v_5);
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t12;
    int t17;
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
            /* vcc: loop at int32_ops.c:30 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                unsigned int *t4 = a + i_vec;
                __m256i a_v = _mm256_loadu_si256((const __m256i *)t4);
                __m256i t5 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)t4, t5);
                unsigned int *t6 = a + (i_vec + 8L);
                __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t6);
                __m256i t7 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)t6, t7);
                unsigned int *t8 = a + (i_vec + 16L);
                __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t8);
                __m256i t9 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)t8, t9);
                unsigned int *t10 = a + (i_vec + 24L);
                __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t10);
                __m256i t11 = _mm256_mullo_epi32(a_v_3, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)t10, t11);
                i_vec += 32L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at int32_ops.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                unsigned int *t15 = a + ((long)t12 + i_vec_1);
                __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t15);
                __m256i t16 = _mm256_mullo_epi32(a_v_4, _mm256_set1_epi32(3));
                _mm256_storeu_si256((__m256i *)t15, t16);
                i_vec_1 += 8L;
            } while (i_vec_1 < t14);
            t17 = (int)((long)t12 + t14);
        } else {
            t17 = t12;
        }
        long t18 = (long)n + (long)t17 * -1L;
        if ((t18 >= 1L) & (t18 <= 8L)) {
            __m256i t19 = _mm256_set1_epi32((int)(int)t18);
            __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            unsigned int *t21 = a + (long)t17;
            __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), t21);
            __m256i t22 = _mm256_mullo_epi32(a_v_5, _mm256_set1_epi32(3));
            _mm256_mask_storeu_epi32(t21, _mm256_movepi32_mask(t20), t22);
            i = (int)((long)t17 + t18);
        } else {
            i = t17;
        }
        for (; i < n; i++) {
            unsigned int *t23 = a + i;
            *t23 = *t23 * 3U;
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        const unsigned int *t24 = a;
        bits_u32(n, c, t24, b);
        mulsub_i32(n, sc, sa, sb);
        unsigned int t25 = sum_u32(n, t24);
        unsigned long t26 = (unsigned long)n * 4UL;
        unsigned long t27 = (_mm256_zeroupper(), hash_bytes((const void *)sc, t26));
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t26)), (unsigned long long)t27, t25);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
