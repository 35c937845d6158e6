/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sign_f32(int n, int *restrict out, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t26;
    int t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mask_count.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(a_v, b_v, _CMP_GT_OQ));
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(a_v, b_v, _CMP_LT_OQ));
            __m256i t5 = t4;
            __m256i t6 = t3;
            __m256i t7 = _mm256_sub_epi32(t5, t6);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t8);
            __m256 b_v_1 = _mm256_loadu_ps(b + t8);
            __m256i t9 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, b_v_1, _CMP_GT_OQ));
            __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, b_v_1, _CMP_LT_OQ));
            __m256i t11 = t10;
            __m256i t12 = t9;
            __m256i t13 = _mm256_sub_epi32(t11, t12);
            _mm256_storeu_si256((__m256i *)(out + t8), t13);
            long t14 = i_vec + 16L;
            __m256 a_v_2 = _mm256_loadu_ps(a + t14);
            __m256 b_v_2 = _mm256_loadu_ps(b + t14);
            __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, b_v_2, _CMP_GT_OQ));
            __m256i t16 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, b_v_2, _CMP_LT_OQ));
            __m256i t17 = t16;
            __m256i t18 = t15;
            __m256i t19 = _mm256_sub_epi32(t17, t18);
            _mm256_storeu_si256((__m256i *)(out + t14), t19);
            long t20 = i_vec + 24L;
            __m256 a_v_3 = _mm256_loadu_ps(a + t20);
            __m256 b_v_3 = _mm256_loadu_ps(b + t20);
            __m256i t21 = _mm256_castps_si256(_mm256_cmp_ps(a_v_3, b_v_3, _CMP_GT_OQ));
            __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(a_v_3, b_v_3, _CMP_LT_OQ));
            __m256i t23 = t22;
            __m256i t24 = t21;
            __m256i t25 = _mm256_sub_epi32(t23, t24);
            _mm256_storeu_si256((__m256i *)(out + t20), t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_count.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m256 a_v_4 = _mm256_loadu_ps(a + t29);
            __m256 b_v_4 = _mm256_loadu_ps(b + t29);
            __m256i t30 = _mm256_castps_si256(_mm256_cmp_ps(a_v_4, b_v_4, _CMP_GT_OQ));
            __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(a_v_4, b_v_4, _CMP_LT_OQ));
            __m256i t32 = t31;
            __m256i t33 = t30;
            __m256i t34 = _mm256_sub_epi32(t32, t33);
            _mm256_storeu_si256((__m256i *)(out + t29), t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        t35 = (int)((long)t26 + t28);
    } else {
        t35 = t26;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        __m256i t37 = _mm256_set1_epi32((int)(int)t36);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t39 = (long)t35;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t38), a + t39);
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t38), b + t39);
        __m256i t40 = _mm256_castps_si256(_mm256_cmp_ps(a_v_5, b_v_5, _CMP_GT_OQ));
        __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(a_v_5, b_v_5, _CMP_LT_OQ));
        __m256i t42 = (__m256i)__builtin_convertvector((vcc_m8)t40 & 1, vcc_v8_int);
        __m256i t43 = (__m256i)__builtin_convertvector((vcc_m8)t41 & 1, vcc_v8_int);
        __m256i t44 = _mm256_sub_epi32(t42, t43);
        _mm256_mask_storeu_epi32(out + t39, _mm256_movepi32_mask(t38), t44);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        float t46 = a[t45];
        float t47 = b[t45];
        out[t45] = (t46 > t47) - (t46 < t47);
    }
}

/* A comparison added to and subtracted from ints, on each side. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_sub_cmp(int n, int *restrict out, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t42;
    int t55;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mask_count.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_cmpeq_epi32(a_v, b_v);
            __m256i t4 = t3;
            __m256i t5 = _mm256_sub_epi32(a_v, t4);
            __m256i t6 = _mm256_cmpgt_epi32(b_v, a_v);
            __m256i t7 = t6;
            __m256i t8 = _mm256_add_epi32(t5, t7);
            __m256i t9 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(b_v, _mm256_set1_epi32(3), _MM_CMPINT_LE));
            __m256i t10 = t9;
            __m256i t11 = _mm256_add_epi32(t8, t10);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t11);
            long t12 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t13 = _mm256_cmpeq_epi32(a_v_1, b_v_1);
            __m256i t14 = t13;
            __m256i t15 = _mm256_sub_epi32(a_v_1, t14);
            __m256i t16 = _mm256_cmpgt_epi32(b_v_1, a_v_1);
            __m256i t17 = t16;
            __m256i t18 = _mm256_add_epi32(t15, t17);
            __m256i t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(b_v_1, _mm256_set1_epi32(3), _MM_CMPINT_LE));
            __m256i t20 = t19;
            __m256i t21 = _mm256_add_epi32(t18, t20);
            _mm256_storeu_si256((__m256i *)(out + t12), t21);
            long t22 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t23 = _mm256_cmpeq_epi32(a_v_2, b_v_2);
            __m256i t24 = t23;
            __m256i t25 = _mm256_sub_epi32(a_v_2, t24);
            __m256i t26 = _mm256_cmpgt_epi32(b_v_2, a_v_2);
            __m256i t27 = t26;
            __m256i t28 = _mm256_add_epi32(t25, t27);
            __m256i t29 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(b_v_2, _mm256_set1_epi32(3), _MM_CMPINT_LE));
            __m256i t30 = t29;
            __m256i t31 = _mm256_add_epi32(t28, t30);
            _mm256_storeu_si256((__m256i *)(out + t22), t31);
            long t32 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t32));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t32));
            __m256i t33 = _mm256_cmpeq_epi32(a_v_3, b_v_3);
            __m256i t34 = t33;
            __m256i t35 = _mm256_sub_epi32(a_v_3, t34);
            __m256i t36 = _mm256_cmpgt_epi32(b_v_3, a_v_3);
            __m256i t37 = t36;
            __m256i t38 = _mm256_add_epi32(t35, t37);
            __m256i t39 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(b_v_3, _mm256_set1_epi32(3), _MM_CMPINT_LE));
            __m256i t40 = t39;
            __m256i t41 = _mm256_add_epi32(t38, t40);
            _mm256_storeu_si256((__m256i *)(out + t32), t41);
            i_vec += 32L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 8L) {
        long t44 = t43 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_count.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t45));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t45));
            __m256i t46 = _mm256_cmpeq_epi32(a_v_4, b_v_4);
            __m256i t47 = t46;
            __m256i t48 = _mm256_sub_epi32(a_v_4, t47);
            __m256i t49 = _mm256_cmpgt_epi32(b_v_4, a_v_4);
            __m256i t50 = t49;
            __m256i t51 = _mm256_add_epi32(t48, t50);
            __m256i t52 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(b_v_4, _mm256_set1_epi32(3), _MM_CMPINT_LE));
            __m256i t53 = t52;
            __m256i t54 = _mm256_add_epi32(t51, t53);
            _mm256_storeu_si256((__m256i *)(out + t45), t54);
            i_vec_1 += 8L;
        } while (i_vec_1 < t44);
        t55 = (int)((long)t42 + t44);
    } else {
        t55 = t42;
    }
    long t56 = (long)n + (long)t55 * -1L;
    if ((t56 >= 1L) & (t56 <= 8L)) {
        __m256i t57 = _mm256_set1_epi32((int)(int)t56);
        __m256i t58 = _mm256_cmpgt_epi32(t57, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t59 = (long)t55;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t58), a + t59);
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t58), b + t59);
        __m256i t60 = _mm256_cmpeq_epi32(a_v_5, b_v_5);
        __m256i t61 = (__m256i)__builtin_convertvector((vcc_m8)t60 & 1, vcc_v8_int);
        __m256i t62 = _mm256_add_epi32(t61, a_v_5);
        __m256i t63 = _mm256_cmpgt_epi32(b_v_5, a_v_5);
        __m256i t64 = (__m256i)__builtin_convertvector((vcc_m8)t63 & 1, vcc_v8_int);
        __m256i t65 = _mm256_sub_epi32(t62, t64);
        __m256i t66 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(b_v_5, _mm256_set1_epi32(3), _MM_CMPINT_LE));
        __m256i t67 = (__m256i)__builtin_convertvector((vcc_m8)t66 & 1, vcc_v8_int);
        __m256i t68 = _mm256_sub_epi32(t65, t67);
        _mm256_mask_storeu_epi32(out + t59, _mm256_movepi32_mask(t58), t68);
        i = (int)((long)t55 + t56);
    } else {
        i = t55;
    }
    for (; i < n; i++) {
        long t69 = (long)i;
        int t70 = a[t69];
        int t71 = b[t69];
        out[t69] = (t70 == t71) + t70 - (t70 < t71) - (t71 <= 3);
    }
}

/* A count of equal ints, and of bytes with a value, as `if (c) cnt++`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_eq(int n, const int *a, int k) {
    vcc_no_contract_body
    int t14;
    int t15;
    int t20;
    int t21;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        long i_vec = 0L;
        vcc_v8_uint cnt_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint cnt_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint cnt_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint cnt_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mask_count.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpeq_epi32(a_v, k_v);
            __m256i t4 = t3;
            cnt_v = (vcc_v8_uint)_mm256_sub_epi32((__m256i)cnt_v, t4);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cmpeq_epi32(a_v_1, k_v);
            __m256i t6 = t5;
            cnt_v_1 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)cnt_v_1, t6);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t7 = _mm256_cmpeq_epi32(a_v_2, k_v);
            __m256i t8 = t7;
            cnt_v_2 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)cnt_v_2, t8);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t9 = _mm256_cmpeq_epi32(a_v_3, k_v);
            __m256i t10 = t9;
            cnt_v_3 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)cnt_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi32((__m256i)cnt_v, (__m256i)cnt_v_1);
        __m256i t12 = _mm256_add_epi32(t11, (__m256i)cnt_v_2);
        __m256i t13 = _mm256_add_epi32(t12, (__m256i)cnt_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_avx2_sum_epi32(t13);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        long i_vec_1 = 0L;
        vcc_v8_uint cnt_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mask_count.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_cmpeq_epi32(a_v_4, k_v_1);
            __m256i t19 = t18;
            cnt_v_4 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)cnt_v_4, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (int)((unsigned int)t15 + vcc_avx2_sum_epi32((__m256i)cnt_v_4));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (long)t20);
        __m256i t25 = _mm256_cmpeq_epi32(a_v_5, k_v_2);
        __m256i t26 = t25;
        __m256i t27 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t24, t26); });
        __m256i cnt_v_5 = _mm256_sub_epi32(_mm256_set1_epi32(0), t27);
        i = (int)((long)t20 + t22);
        cnt = (int)((unsigned int)t21 + vcc_avx2_sum_epi32(cnt_v_5));
    } else {
        i = t20;
        cnt = t21;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned count_u8(int n, const uint8_t *p) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_down(int n, const int *a) {
    vcc_no_contract_body
    int t14;
    int t15;
    int t20;
    int t21;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint cnt_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint cnt_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint cnt_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint cnt_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mask_count.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(2));
            __m256i t4 = t3;
            cnt_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)cnt_v, t4);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(2));
            __m256i t6 = t5;
            cnt_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)cnt_v_1, t6);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t7 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(2));
            __m256i t8 = t7;
            cnt_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)cnt_v_2, t8);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t9 = _mm256_cmpgt_epi32(a_v_3, _mm256_set1_epi32(2));
            __m256i t10 = t9;
            cnt_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)cnt_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi32((__m256i)cnt_v, (__m256i)cnt_v_1);
        __m256i t12 = _mm256_add_epi32(t11, (__m256i)cnt_v_2);
        __m256i t13 = _mm256_add_epi32(t12, (__m256i)cnt_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_avx2_sum_epi32(t13);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint cnt_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mask_count.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_cmpgt_epi32(a_v_4, _mm256_set1_epi32(2));
            __m256i t19 = t18;
            cnt_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)cnt_v_4, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (int)((unsigned int)t15 + vcc_avx2_sum_epi32((__m256i)cnt_v_4));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (long)t20);
        __m256i t25 = _mm256_cmpgt_epi32(a_v_5, _mm256_set1_epi32(2));
        __m256i t26 = t25;
        __m256i t27 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t24, t26); });
        __m256i cnt_v_5 = _mm256_add_epi32(_mm256_set1_epi32(0), t27);
        i = (int)((long)t20 + t22);
        cnt = (int)((unsigned int)t21 + vcc_avx2_sum_epi32(cnt_v_5));
    } else {
        i = t20;
        cnt = t21;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_by_two(int n, const int *a) {
    vcc_no_contract_body
    int t14;
    int t15;
    int t20;
    int t21;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint cnt_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint cnt_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint cnt_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint cnt_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mask_count.c:51 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(_mm256_set1_epi32(2), a_v);
            __m256i t4 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, _mm256_set1_epi32(2)); });
            cnt_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)cnt_v, t4);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cmpgt_epi32(_mm256_set1_epi32(2), a_v_1);
            __m256i t6 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t5, _mm256_set1_epi32(2)); });
            cnt_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)cnt_v_1, t6);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32(2), a_v_2);
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, _mm256_set1_epi32(2)); });
            cnt_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)cnt_v_2, t8);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32(2), a_v_3);
            __m256i t10 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t9, _mm256_set1_epi32(2)); });
            cnt_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)cnt_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi32((__m256i)cnt_v, (__m256i)cnt_v_1);
        __m256i t12 = _mm256_add_epi32(t11, (__m256i)cnt_v_2);
        __m256i t13 = _mm256_add_epi32(t12, (__m256i)cnt_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_avx2_sum_epi32(t13);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint cnt_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mask_count.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_cmpgt_epi32(_mm256_set1_epi32(2), a_v_4);
            __m256i t19 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t18, _mm256_set1_epi32(2)); });
            cnt_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)cnt_v_4, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (int)((unsigned int)t15 + vcc_avx2_sum_epi32((__m256i)cnt_v_4));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (long)t20);
        __m256i t25 = _mm256_cmpgt_epi32(_mm256_set1_epi32(2), a_v_5);
        __m256i t26 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t25, _mm256_set1_epi32(2)); });
        __m256i t27 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t24, t26); });
        __m256i cnt_v_5 = _mm256_add_epi32(_mm256_set1_epi32(0), t27);
        i = (int)((long)t20 + t22);
        cnt = (int)((unsigned int)t21 + vcc_avx2_sum_epi32(cnt_v_5));
    } else {
        i = t20;
        cnt = t21;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned sub_sum(int n, const int *a) {
    vcc_no_contract_body
    unsigned int s;
    int t10;
    unsigned int t11;
    int t15;
    unsigned int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mask_count.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            s_v = (vcc_v8_uint)_mm256_sub_epi32((__m256i)s_v, t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t4 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
            s_v_1 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)s_v_1, t4);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t5 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(3));
            s_v_2 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)s_v_2, t5);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t6 = _mm256_mullo_epi32(a_v_3, _mm256_set1_epi32(3));
            s_v_3 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t8 = _mm256_add_epi32(t7, (__m256i)s_v_2);
        __m256i t9 = _mm256_add_epi32(t8, (__m256i)s_v_3);
        t10 = (int)t2;
        t11 = 100U + vcc_avx2_sum_epi32(t9);
    } else {
        t10 = 0;
        t11 = 100U;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mask_count.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t10 + i_vec_1)));
            __m256i t14 = _mm256_mullo_epi32(a_v_4, _mm256_set1_epi32(3));
            s_v_4 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t15 = (int)((long)t10 + t13);
        t16 = t11 + vcc_avx2_sum_epi32((__m256i)s_v_4);
    } else {
        t15 = t10;
        t16 = t11;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), a + (long)t15);
        __m256i t20 = _mm256_mullo_epi32(a_v_5, _mm256_set1_epi32(3));
        __m256i t21 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t19, t20); });
        __m256i s_v_5 = _mm256_sub_epi32(_mm256_set1_epi32(0), t21);
        i = (int)((long)t15 + t17);
        s = t16 + vcc_avx2_sum_epi32(s_v_5);
    } else {
        i = t15;
        s = t16;
    }
    for (; i < n; i++) {
        s -= (unsigned int)a[i] * 3U;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sub_add(int n, const int *a, const int *b) {
    vcc_no_contract_body
    int s;
    int t9;
    int t10;
    int t16;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mask_count.c:68 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_slli_epi32(b_v, 1);
            __m256i t4 = _mm256_sub_epi32(a_v, t3);
            s_v = (vcc_v8_uint)_mm256_sub_epi32((__m256i)s_v, t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_slli_epi32(b_v_1, 1);
            __m256i t7 = _mm256_sub_epi32(a_v_1, t6);
            s_v_1 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)s_v_1, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t8 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t9 = (int)t2;
        t10 = (int)vcc_avx2_sum_epi32(t8);
    } else {
        t9 = 0;
        t10 = 0;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mask_count.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t14 = _mm256_slli_epi32(b_v_2, 1);
            __m256i t15 = _mm256_sub_epi32(a_v_2, t14);
            s_v_2 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)s_v_2, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t16 = (int)((long)t9 + t12);
        t17 = (int)((unsigned int)t10 + vcc_avx2_sum_epi32((__m256i)s_v_2));
    } else {
        t16 = t9;
        t17 = t10;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t21 = (long)t16;
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), a + t21);
        __m256i b_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), b + t21);
        __m256i t22 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t20, _mm256_set1_epi32(1)); });
        __m256i t23 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t20, b_v_3); });
        __m256i t24 = _mm256_sllv_epi32(t23, t22);
        __m256i t25 = _mm256_sub_epi32(a_v_3, t24);
        __m256i t26 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t20, t25); });
        __m256i s_v_3 = _mm256_sub_epi32(_mm256_set1_epi32(0), t26);
        i = (int)((long)t16 + t18);
        s = (int)((unsigned int)t17 + vcc_avx2_sum_epi32(s_v_3));
    } else {
        i = t16;
        s = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        s -= a[t27] - (b[t27] << 1);
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
