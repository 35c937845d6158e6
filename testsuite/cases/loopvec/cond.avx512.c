/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
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

/* vcc-test: expect-vectorized generic=6 avx2=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_positive(int n, int *restrict b, const int *restrict a) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t3), a_v);
            long t4 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t5 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t4 * 4UL), _mm256_movepi32_mask(t5), a_v_1);
            long t6 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t7 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t6 * 4UL), _mm256_movepi32_mask(t7), a_v_2);
            long t8 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t9 = _mm256_cmpgt_epi32(a_v_3, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t8 * 4UL), _mm256_movepi32_mask(t9), a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i t14 = _mm256_cmpgt_epi32(a_v_4, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t13 * 4UL), _mm256_movepi32_mask(t14), a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t19 = (long)t15;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), a + t19);
        __m256i t20 = _mm256_cmpgt_epi32(a_v_5, _mm256_set1_epi32(0));
        __m256i t21 = _mm256_and_si256(t18, t20);
        _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t19 * 4UL), _mm256_movepi32_mask(t21), a_v_5);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        int t23 = a[t22];
        if (t23 > 0) {
            b[t22] = t23;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_max_epi32(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_max_epi32(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t5), t6);
            long t7 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t8 = _mm256_max_epi32(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t7), t8);
            long t9 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_max_epi32(a_v_3, b_v_3);
            _mm256_storeu_si256((__m256i *)(c + t9), t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_max_epi32(a_v_4, b_v_4);
            _mm256_storeu_si256((__m256i *)(c + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)t16;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), a + t20);
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), b + t20);
        __m256i t21 = _mm256_max_epi32(a_v_5, b_v_5);
        _mm256_mask_storeu_epi32(c + t20, _mm256_movepi32_mask(t19), t21);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        int *t23 = c + t22;
        int t1 = a[t22];
        int t24 = b[t22];
        if (t1 <= t24) {
            t1 = t24;
        }
        *t23 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_even(int n, int *restrict c, const int *restrict a) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    int t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:19 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_and_si256(a_v, _mm256_set1_epi32(1));
            __m256i t4 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t3, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t5 = (__m256i)((vcc_v8_int)a_v / (vcc_v8_int)_mm256_set1_epi32(2));
            __m256i t6 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_ternarylogic_epi32(t4, t6, t5, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t9 = _mm256_and_si256(a_v_1, _mm256_set1_epi32(1));
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t11 = (__m256i)((vcc_v8_int)a_v_1 / (vcc_v8_int)_mm256_set1_epi32(2));
            __m256i t12 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_ternarylogic_epi32(t10, t12, t11, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t8), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i t18 = _mm256_and_si256(a_v_2, _mm256_set1_epi32(1));
            __m256i t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t18, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t20 = (__m256i)((vcc_v8_int)a_v_2 / (vcc_v8_int)_mm256_set1_epi32(2));
            __m256i t21 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(3));
            __m256i t22 = _mm256_ternarylogic_epi32(t19, t21, t20, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t17), t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t23 = (int)((long)t14 + t16);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t27 = (long)t23;
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + t27);
        __m256i t28 = _mm256_and_si256(a_v_3, _mm256_set1_epi32(1));
        __m256i t29 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t28, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t30 = (__m256i)~(vcc_m8)t29;
        __m256i t31 = _mm256_and_si256(t26, t30);
        __m256i t32 = (__m256i)((vcc_v8_int)a_v_3 / (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t33 = _mm256_mullo_epi32(a_v_3, _mm256_set1_epi32(3));
        __m256i t34 = _mm256_ternarylogic_epi32(t31, t32, t33, 0xCA);
        _mm256_mask_storeu_epi32(c + t27, _mm256_movepi32_mask(t26), t34);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    while (i < n) {
        long t35 = (long)i;
        int t36 = a[t35];
        if (t36 & 1) {
            t37 = t36 * 3;
        } else {
            t37 = t36 / 2;
        }
        c[t35] = t37;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_above(int n, const int *a, int t) {
    vcc_no_contract_body
    int t14;
    int t15;
    int t20;
    int t21;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t_v = _mm256_set1_epi32((int)t);
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at cond.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(a_v, t_v);
            __m256i t4 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, a_v); });
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t4);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cmpgt_epi32(a_v_1, t_v);
            __m256i t6 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t5, a_v_1); });
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t6);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t7 = _mm256_cmpgt_epi32(a_v_2, t_v);
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, a_v_2); });
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t8);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t9 = _mm256_cmpgt_epi32(a_v_3, t_v);
            __m256i t10 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t9, a_v_3); });
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t12 = _mm256_add_epi32(t11, (__m256i)s_v_2);
        __m256i t13 = _mm256_add_epi32(t12, (__m256i)s_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_avx2_sum_epi32(t13);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        __m256i t_v_1 = _mm256_set1_epi32((int)t);
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at cond.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_cmpgt_epi32(a_v_4, t_v_1);
            __m256i t19 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t18, a_v_4); });
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (int)((unsigned int)t15 + vcc_avx2_sum_epi32((__m256i)s_v_4));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t_v_2 = _mm256_set1_epi32((int)t);
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (long)t20);
        __m256i t25 = _mm256_cmpgt_epi32(a_v_5, t_v_2);
        __m256i t26 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t25, a_v_5); });
        __m256i t27 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t24, t26); });
        __m256i s_v_5 = _mm256_add_epi32(_mm256_set1_epi32(0), t27);
        i = (int)((long)t20 + t22);
        s = (int)((unsigned int)t21 + vcc_avx2_sum_epi32(s_v_5));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++, s = s_1) {
        int t28 = a[i];
        if (t28 > t) {
            s_1 = s + t28;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void nested(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    int t22;
    int t35;
    int i;
    float t52;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:36 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(a_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t4 = _mm256_xor_ps(a_v, _mm256_set1_ps(-0.0f));
            __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(a_v, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t6 = (__m256i)~(vcc_m8)t5;
            __m256i t7 = _mm256_and_si256(t3, t6);
            __m256 t8 = _mm256_mul_ps(a_v, _mm256_set1_ps(2.0f));
            __m256i t9 = _mm256_and_si256(t3, t5);
            __m256 t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t9), t4, _mm256_set1_ps(100.0f));
            __m256 t11 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t7), t10, t8);
            _mm256_storeu_ps(c + i_vec, t11);
            long t12 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t12);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t14 = _mm256_xor_ps(a_v_1, _mm256_set1_ps(-0.0f));
            __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t16 = (__m256i)~(vcc_m8)t15;
            __m256i t17 = _mm256_and_si256(t13, t16);
            __m256 t18 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(2.0f));
            __m256i t19 = _mm256_and_si256(t13, t15);
            __m256 t20 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t19), t14, _mm256_set1_ps(100.0f));
            __m256 t21 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t17), t20, t18);
            _mm256_storeu_ps(c + t12, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m256 a_v_2 = _mm256_loadu_ps(a + t25);
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t27 = _mm256_xor_ps(a_v_2, _mm256_set1_ps(-0.0f));
            __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t29 = (__m256i)~(vcc_m8)t28;
            __m256i t30 = _mm256_and_si256(t26, t29);
            __m256 t31 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(2.0f));
            __m256i t32 = _mm256_and_si256(t26, t28);
            __m256 t33 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t32), t27, _mm256_set1_ps(100.0f));
            __m256 t34 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t30), t33, t31);
            _mm256_storeu_ps(c + t25, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        t35 = (int)((long)t22 + t24);
    } else {
        t35 = t22;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        __m256i t37 = _mm256_set1_epi32((int)(int)t36);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t39 = (long)t35;
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t38), a + t39);
        __m256i t40 = _mm256_castps_si256(_mm256_cmp_ps(a_v_3, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256 t41 = _mm256_xor_ps(a_v_3, _mm256_set1_ps(-0.0f));
        __m256i t42 = _mm256_and_si256(t38, t40);
        __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(a_v_3, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
        __m256i t44 = (__m256i)~(vcc_m8)t43;
        __m256i t45 = _mm256_and_si256(t42, t44);
        __m256 t46 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(2.0f));
        __m256i t47 = _mm256_and_si256(t42, t43);
        __m256 t48 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t47), t41, _mm256_set1_ps(100.0f));
        __m256 t49 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t45), t48, t46);
        _mm256_mask_storeu_ps(c + t39, _mm256_movepi32_mask(t38), t49);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    while (i < n) {
        long t50 = (long)i;
        float t51 = a[t50];
        if (t51 > 0.0f) {
            if (t51 > 100.0f) {
                t52 = 100.0f;
            } else {
                t52 = t51 * 2.0f;
            }
        } else {
            t52 = -t51;
        }
        c[t50] = t52;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at cond.c:49 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i t4 = _mm256_cmpgt_epi32(k_v, (__m256i)i_v);
            __m256i b_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t4), (const int *)((unsigned long)b + (unsigned long)i_vec * 4UL));
            __m256i t5 = _mm256_add_epi32(b_v, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t4), t5);
            long t6 = i_vec + 8L;
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t8 = _mm256_cmpgt_epi32(k_v, t7);
            __m256i b_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t8), (const int *)((unsigned long)b + (unsigned long)t6 * 4UL));
            __m256i t9 = _mm256_add_epi32(b_v_1, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t6 * 4UL), _mm256_movepi32_mask(t8), t9);
            long t10 = i_vec + 16L;
            __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i t12 = _mm256_cmpgt_epi32(k_v, t11);
            __m256i b_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t12), (const int *)((unsigned long)b + (unsigned long)t10 * 4UL));
            __m256i t13 = _mm256_add_epi32(b_v_2, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t10 * 4UL), _mm256_movepi32_mask(t12), t13);
            long t14 = i_vec + 24L;
            __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i t16 = _mm256_cmpgt_epi32(k_v, t15);
            __m256i b_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t16), (const int *)((unsigned long)b + (unsigned long)t14 * 4UL));
            __m256i t17 = _mm256_add_epi32(b_v_3, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t14 * 4UL), _mm256_movepi32_mask(t16), t17);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        __m256i t21 = _mm256_set1_epi32((int)t18);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t18 + i_vec_1;
            __m256i t23 = _mm256_cmpgt_epi32(k_v_1, (__m256i)i_v_1);
            __m256i b_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), (const int *)((unsigned long)b + (unsigned long)t22 * 4UL));
            __m256i t24 = _mm256_add_epi32(b_v_4, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t22 * 4UL), _mm256_movepi32_mask(t23), t24);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        __m256i t29 = _mm256_set1_epi32((int)t25);
        __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t31 = (long)t25;
        __m256i t32 = _mm256_cmpgt_epi32(k_v_2, t30);
        __m256i t33 = _mm256_and_si256(t28, t32);
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), (const int *)((unsigned long)b + (unsigned long)t31 * 4UL));
        __m256i t34 = _mm256_add_epi32(b_v_5, _mm256_set1_epi32(1));
        _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t31 * 4UL), _mm256_movepi32_mask(t33), t34);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t35 = (long)i;
            c[t35] = b[t35] + 1;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
