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

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Comparisons used as numbers (loopvec/mask_arith.rs): C's `a < b` is 0 or 1, a vector
   comparison's lanes 0 or -1, so a converted comparison added is the mask subtracted, and a
   count `if (c) cnt++` is the accumulator minus the mask. Inputs repeat values so that every
   comparison is true and false in some lanes, and include NaNs for the float sign. Integer
   reductions that subtract (`cnt--`, `s -= x`, legal/reduction.rs) are sums whose lanes keep
   their partial differences. */

/* The sign of a float comparison: (a > b) - (a < b), 0 where either is NaN. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sign_f32(int n, int *restrict out, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mask_count.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __mmask16 t3 = _mm512_cmp_ps_mask(a_v, b_v, _CMP_GT_OQ);
            __mmask16 t4 = _mm512_cmp_ps_mask(a_v, b_v, _CMP_LT_OQ);
            __m512i t5 = _mm512_mask_blend_epi32(t4, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t6 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t7 = _mm512_sub_epi32(t5, t6);
            _mm512_storeu_si512(out + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + t8);
            __m512 b_v_1 = _mm512_loadu_ps(b + t8);
            __mmask16 t9 = _mm512_cmp_ps_mask(a_v_1, b_v_1, _CMP_GT_OQ);
            __mmask16 t10 = _mm512_cmp_ps_mask(a_v_1, b_v_1, _CMP_LT_OQ);
            __m512i t11 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t12 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t13 = _mm512_sub_epi32(t11, t12);
            _mm512_storeu_si512(out + t8, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_count.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + t17);
            __m512 b_v_2 = _mm512_loadu_ps(b + t17);
            __mmask16 t18 = _mm512_cmp_ps_mask(a_v_2, b_v_2, _CMP_GT_OQ);
            __mmask16 t19 = _mm512_cmp_ps_mask(a_v_2, b_v_2, _CMP_LT_OQ);
            __m512i t20 = _mm512_mask_blend_epi32(t19, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t21 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t22 = _mm512_sub_epi32(t20, t21);
            _mm512_storeu_si512(out + t17, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t23 = (int)((long)t14 + t16);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)t23;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t26, a + t27);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t26, b + t27);
        __mmask16 t28 = _mm512_cmp_ps_mask(a_v_3, b_v_3, _CMP_GT_OQ);
        __mmask16 t29 = _mm512_cmp_ps_mask(a_v_3, b_v_3, _CMP_LT_OQ);
        __m512i t30 = _mm512_maskz_mov_epi32(t28, _mm512_set1_epi32(1));
        __m512i t31 = _mm512_maskz_mov_epi32(t29, _mm512_set1_epi32(1));
        __m512i t32 = _mm512_sub_epi32(t30, t31);
        _mm512_mask_storeu_epi32(out + t27, t26, t32);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float t34 = a[t33];
        float t35 = b[t33];
        out[t33] = (t34 > t35) - (t34 < t35);
    }
}

/* A comparison added to and subtracted from ints, on each side. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_sub_cmp(int n, int *restrict out, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t22;
    int t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mask_count.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, b_v, _MM_CMPINT_EQ);
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t5 = _mm512_sub_epi32(a_v, t4);
            __mmask16 t6 = _mm512_cmp_epi32_mask(a_v, b_v, _MM_CMPINT_LT);
            __m512i t7 = _mm512_mask_blend_epi32(t6, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t8 = _mm512_add_epi32(t5, t7);
            __mmask16 t9 = _mm512_cmp_epi32_mask(b_v, _mm512_set1_epi32(3), _MM_CMPINT_LE);
            __m512i t10 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t11 = _mm512_add_epi32(t8, t10);
            _mm512_storeu_si512(out + i_vec, t11);
            long t12 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t12);
            __m512i b_v_1 = _mm512_loadu_si512(b + t12);
            __mmask16 t13 = _mm512_cmp_epi32_mask(a_v_1, b_v_1, _MM_CMPINT_EQ);
            __m512i t14 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t15 = _mm512_sub_epi32(a_v_1, t14);
            __mmask16 t16 = _mm512_cmp_epi32_mask(a_v_1, b_v_1, _MM_CMPINT_LT);
            __m512i t17 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t18 = _mm512_add_epi32(t15, t17);
            __mmask16 t19 = _mm512_cmp_epi32_mask(b_v_1, _mm512_set1_epi32(3), _MM_CMPINT_LE);
            __m512i t20 = _mm512_mask_blend_epi32(t19, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t21 = _mm512_add_epi32(t18, t20);
            _mm512_storeu_si512(out + t12, t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 16L) {
        long t24 = t23 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_count.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t25);
            __m512i b_v_2 = _mm512_loadu_si512(b + t25);
            __mmask16 t26 = _mm512_cmp_epi32_mask(a_v_2, b_v_2, _MM_CMPINT_EQ);
            __m512i t27 = _mm512_mask_blend_epi32(t26, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t28 = _mm512_sub_epi32(a_v_2, t27);
            __mmask16 t29 = _mm512_cmp_epi32_mask(a_v_2, b_v_2, _MM_CMPINT_LT);
            __m512i t30 = _mm512_mask_blend_epi32(t29, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t31 = _mm512_add_epi32(t28, t30);
            __mmask16 t32 = _mm512_cmp_epi32_mask(b_v_2, _mm512_set1_epi32(3), _MM_CMPINT_LE);
            __m512i t33 = _mm512_mask_blend_epi32(t32, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t34 = _mm512_add_epi32(t31, t33);
            _mm512_storeu_si512(out + t25, t34);
            i_vec_1 += 16L;
        } while (i_vec_1 < t24);
        t35 = (int)((long)t22 + t24);
    } else {
        t35 = t22;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 16L)) {
        __m512i t37 = _mm512_set1_epi32((int)(int)t36);
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        long t39 = (long)t35;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t38, a + t39);
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t38, b + t39);
        __mmask16 t40 = _mm512_cmp_epi32_mask(a_v_3, b_v_3, _MM_CMPINT_EQ);
        __m512i t41 = _mm512_maskz_mov_epi32(t40, _mm512_set1_epi32(1));
        __m512i t42 = _mm512_add_epi32(t41, a_v_3);
        __mmask16 t43 = _mm512_cmp_epi32_mask(a_v_3, b_v_3, _MM_CMPINT_LT);
        __m512i t44 = _mm512_maskz_mov_epi32(t43, _mm512_set1_epi32(1));
        __m512i t45 = _mm512_sub_epi32(t42, t44);
        __mmask16 t46 = _mm512_cmp_epi32_mask(b_v_3, _mm512_set1_epi32(3), _MM_CMPINT_LE);
        __m512i t47 = _mm512_maskz_mov_epi32(t46, _mm512_set1_epi32(1));
        __m512i t48 = _mm512_sub_epi32(t45, t47);
        _mm512_mask_storeu_epi32(out + t39, t38, t48);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        int t50 = a[t49];
        int t51 = b[t49];
        out[t49] = (t50 == t51) + t50 - (t50 < t51) - (t51 <= 3);
    }
}

/* A count of equal ints, and of bytes with a value, as `if (c) cnt++`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int count_eq(int n, const int *a, int k) {
    vcc_no_contract_body
    int t5;
    int t6;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        long i_vec = 0L;
        vcc_v16_uint cnt_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at mask_count.c:26 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, k_v, _MM_CMPINT_EQ);
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            cnt_v = (vcc_v16_uint)_mm512_sub_epi32((__m512i)cnt_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)cnt_v), _mm512_extracti64x4_epi64((__m512i)cnt_v, 1)));
    } else {
        t5 = 0;
        t6 = 0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + (long)t5);
        __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_1, k_v_1, _MM_CMPINT_EQ);
        __m512i t11 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
        __m512i t12 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), t11);
        __m512i cnt_v_1 = _mm512_sub_epi32(_mm512_set1_epi32(0), t12);
        i = (int)((long)t5 + t7);
        cnt = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(cnt_v_1), _mm512_extracti64x4_epi64(cnt_v_1, 1))));
    } else {
        i = t5;
        cnt = t6;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] == k) {
            cnt_1 = cnt + 1;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned count_u8(int n, const uint8_t *p) {
    vcc_no_contract_body
    int i;
    unsigned int cnt;
    unsigned int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint cnt_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at mask_count.c:34 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            __mmask16 t3 = _mm_cmp_epi8_mask(p_v, _mm_set1_epi8((char)42), _MM_CMPINT_EQ);
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            cnt_v = (vcc_v16_uint)_mm512_sub_epi32((__m512i)cnt_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        cnt = 7U + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)cnt_v), _mm512_extracti64x4_epi64((__m512i)cnt_v, 1)));
    } else {
        i = 0;
        cnt = 7U;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if ((int)p[i] == 42) {
            cnt_1 = cnt + 1U;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

/* A count down, and a step of 2 that stays a blend. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int count_down(int n, const int *a) {
    vcc_no_contract_body
    int t5;
    int t6;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint cnt_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at mask_count.c:43 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(2), _MM_CMPINT_NLE);
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            cnt_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)cnt_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)cnt_v), _mm512_extracti64x4_epi64((__m512i)cnt_v, 1)));
    } else {
        t5 = 0;
        t6 = 0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + (long)t5);
        __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(2), _MM_CMPINT_NLE);
        __m512i t11 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
        __m512i t12 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), t11);
        __m512i cnt_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t12);
        i = (int)((long)t5 + t7);
        cnt = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(cnt_v_1), _mm512_extracti64x4_epi64(cnt_v_1, 1))));
    } else {
        i = t5;
        cnt = t6;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] > 2) {
            cnt_1 = cnt - 1;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int count_by_two(int n, const int *a) {
    vcc_no_contract_body
    int t5;
    int t6;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint cnt_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at mask_count.c:51 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(2), _MM_CMPINT_LT);
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), _mm512_set1_epi32(2));
            cnt_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)cnt_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)cnt_v), _mm512_extracti64x4_epi64((__m512i)cnt_v, 1)));
    } else {
        t5 = 0;
        t6 = 0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + (long)t5);
        __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(2), _MM_CMPINT_LT);
        __m512i t11 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), _mm512_set1_epi32(2));
        __m512i t12 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), t11);
        __m512i cnt_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t12);
        i = (int)((long)t5 + t7);
        cnt = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(cnt_v_1), _mm512_extracti64x4_epi64(cnt_v_1, 1))));
    } else {
        i = t5;
        cnt = t6;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] < 2) {
            cnt_1 = cnt + 2;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

/* Integer sums that subtract: wrapping alike in every order. Must stay scalar: `s = x - s`
   alternates the sign of what came before. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned sub_sum(int n, const int *a) {
    vcc_no_contract_body
    unsigned int s;
    int t4;
    unsigned int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at mask_count.c:61 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            s_v = (vcc_v16_uint)_mm512_sub_epi32((__m512i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = 100U + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t4 = 0;
        t5 = 100U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t8, a + (long)t4);
        __m512i t9 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
        __m512i t10 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(0), t9);
        __m512i s_v_1 = _mm512_sub_epi32(_mm512_set1_epi32(0), t10);
        i = (int)((long)t4 + t6);
        s = t5 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1)));
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        s -= (unsigned int)a[i] * 3U;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sub_add(int n, const int *a, const int *b) {
    vcc_no_contract_body
    int s;
    int t5;
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at mask_count.c:68 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_slli_epi32(b_v, 1);
            __m512i t4 = _mm512_sub_epi32(a_v, t3);
            s_v = (vcc_v16_uint)_mm512_sub_epi32((__m512i)s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t5 = 0;
        t6 = 0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        long t10 = (long)t5;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + t10);
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t9, b + t10);
        __m512i t11 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), _mm512_set1_epi32(1));
        __m512i t12 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), b_v_1);
        __m512i t13 = _mm512_sllv_epi32(t12, t11);
        __m512i t14 = _mm512_sub_epi32(a_v_1, t13);
        __m512i t15 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), t14);
        __m512i s_v_1 = _mm512_sub_epi32(_mm512_set1_epi32(0), t15);
        i = (int)((long)t5 + t7);
        s = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t5;
        s = t6;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        s -= a[t16] - (b[t16] << 1);
    }
    return s;
}

int alternating(int n, const int *a) {
    int s = 1;
    for (int i = 0; i < n; i++)
        s = a[i] - s;
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof(float)), *b = new_array(n, sizeof(float));
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *out = new_array(n, sizeof(int));
        uint8_t *p = new_array(n, 1);
        FILL(a, n, -3, 7);
        FILL(b, n, -3, 7);
        FILL(x, n, 0, 5);
        FILL(y, n, 0, 5);
        FILL(p, n, 40, 4);
        if (n > 1) a[1] = __builtin_nanf("");
        if (n > 2) b[n - 1] = __builtin_nanf("");
        printf("n=%d", n);
        sign_f32(n, out, a, b);
        printf(" sign=%llx", HASH(out, n));
        add_sub_cmp(n, out, x, y);
        printf(" addsub=%llx", HASH(out, n));
        printf(" eq=%d u8=%u down=%d two=%d\n", count_eq(n, x, 3), count_u8(n, p), count_down(n, x),
               count_by_two(n, y));
        printf("n=%d sub=%u subadd=%d alt=%d\n", n, sub_sum(n, x), sub_add(n, x, y), alternating(n, y));
        free(a), free(b), free(x), free(y), free(out), free(p);
    }
    return 0;
}
