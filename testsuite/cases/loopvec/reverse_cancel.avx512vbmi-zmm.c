/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 */
#include "harness.h"

/* Count-down loops whose loads and stores all run downwards: the lane reversals of the loads
   and of the stored value cancel, and the chain of lane-wise operations between them runs on
   the loads as they are (loopvec/reverse.rs). Each kernel checks one limit of that rewrite. */

/* A chain of arithmetic with a constant and a loop-invariant operand. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cancel_chain(int n, int k, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t28;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        __m512i t6 = _mm512_set1_epi32((int)k);
        long t2 = 0L;
        do {
            long t7 = (long)(int)((long)t1 + t2 * -1L);
            __m512i t8 = _mm512_loadu_si512(b + t7 + -15);
            __m512i t9 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t8);
            __m512i t10 = _mm512_loadu_si512(c + t7 + -15);
            __m512i t11 = _mm512_add_epi32(t9, t10);
            __m512i t12 = _mm512_xor_si512(t11, t6);
            _mm512_storeu_si512(a + t7 + -15, t12);
            long t13 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m512i t14 = _mm512_loadu_si512(b + t13 + -15);
            __m512i t15 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t14);
            __m512i t16 = _mm512_loadu_si512(c + t13 + -15);
            __m512i t17 = _mm512_add_epi32(t15, t16);
            __m512i t18 = _mm512_xor_si512(t17, t6);
            _mm512_storeu_si512(a + t13 + -15, t18);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t19 = (long)t1 + 1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        __m512i t21 = _mm512_set1_epi32((int)k);
        long t3 = 0L;
        do {
            long t22 = (long)(int)((long)t1 + t3 * -1L);
            __m512i t23 = _mm512_loadu_si512(b + t22 + -15);
            __m512i t24 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t23);
            __m512i t25 = _mm512_loadu_si512(c + t22 + -15);
            __m512i t26 = _mm512_add_epi32(t24, t25);
            __m512i t27 = _mm512_xor_si512(t26, t21);
            _mm512_storeu_si512(a + t22 + -15, t27);
            t3 += 16L;
        } while (t3 < t20);
        t28 = (int)((long)t1 + t20 * -1L);
    } else {
        t28 = t1;
    }
    long t29 = (long)t28 + 1L;
    if ((t29 >= 1L) & (t29 <= 16L)) {
        __m512i t30 = _mm512_set1_epi32((int)(int)t29);
        __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_LT);
        __m512i t32 = _mm512_set1_epi32((int)k);
        long t33 = (long)(int)(long)t28;
        __mmask16 t34 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t31)));
        __m512i t35 = _mm512_maskz_loadu_epi32(t34, (const int *)((unsigned long)b + (unsigned long)t33 * 4UL - 60UL));
        __m512i t36 = _mm512_set1_epi32(3);
        __m512i t37 = t35;
        __m512i t38 = _mm512_mullo_epi32(t36, t37);
        __m512i t39 = t38;
        __mmask16 t40 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t31)));
        __m512i t41 = _mm512_maskz_loadu_epi32(t40, (const int *)((unsigned long)c + (unsigned long)t33 * 4UL - 60UL));
        __m512i t42 = t39;
        __m512i t43 = t41;
        __m512i t44 = _mm512_add_epi32(t42, t43);
        __m512i t45 = t44;
        __m512i t46 = _mm512_xor_si512(t45, t32);
        __mmask16 t47 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t31)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t33 * 4UL - 60UL), t47, t46);
        i = (int)((long)t28 + t29 * -1L);
    } else {
        i = t28;
    }
    for (; i >= 0; i--) {
        long t48 = (long)i;
        a[t48] = (3 * b[t48] + c[t48]) ^ k;
    }
}

/* A condition: the masked store is a scatter of stride -1, which the cost model keeps scalar
   on avx2 and generic (see the remarks); on avx512 a masked store whose value and mask
   reversals both cancel. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cancel_masked(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t23;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m512 t7 = _mm512_loadu_ps(b + t6 + -15);
            __mmask16 t8 = _mm512_cmp_ps_mask(t7, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t9 = _mm512_mul_ps(t7, _mm512_set1_ps(2.0f));
            __m512 t10 = _mm512_sub_ps(t9, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t6 * 4UL - 60UL), t8, t10);
            long t11 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m512 t12 = _mm512_loadu_ps(b + t11 + -15);
            __mmask16 t13 = _mm512_cmp_ps_mask(t12, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t14 = _mm512_mul_ps(t12, _mm512_set1_ps(2.0f));
            __m512 t15 = _mm512_sub_ps(t14, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t11 * 4UL - 60UL), t13, t15);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t16 = (long)t1 + 1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t3 = 0L;
        do {
            long t18 = (long)(int)((long)t1 + t3 * -1L);
            __m512 t19 = _mm512_loadu_ps(b + t18 + -15);
            __mmask16 t20 = _mm512_cmp_ps_mask(t19, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t21 = _mm512_mul_ps(t19, _mm512_set1_ps(2.0f));
            __m512 t22 = _mm512_sub_ps(t21, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t18 * 4UL - 60UL), t20, t22);
            t3 += 16L;
        } while (t3 < t17);
        t23 = (int)((long)t1 + t17 * -1L);
    } else {
        t23 = t1;
    }
    long t24 = (long)t23 + 1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __mmask16 t28 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        __m512 t29 = _mm512_maskz_loadu_ps(t28, (const float *)((unsigned long)b + (unsigned long)t27 * 4UL - 60UL));
        __m512 t30 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t29);
        __mmask16 t31 = _mm512_cmp_ps_mask(t30, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __mmask16 t32 = _kand_mask16(t26, t31);
        __m512 t33 = _mm512_mul_ps(t29, _mm512_set1_ps(2.0f));
        __m512 t34 = _mm512_sub_ps(t33, _mm512_set1_ps(1.0f));
        __mmask16 t35 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t32)));
        _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t27 * 4UL - 60UL), t35, t34);
        i = (int)((long)t23 + t24 * -1L);
    } else {
        i = t23;
    }
    for (; i >= 0; i--) {
        long t36 = (long)i;
        float t37 = b[t36];
        if (t37 > 0.0f) {
            a[t36] = t37 * 2.0f - 1.0f;
        }
    }
}

/* Narrow lanes: bytes widened, added and narrowed again. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cancel_bytes(int n, unsigned char *restrict a, const unsigned char *restrict b, const unsigned char *restrict c) {
    vcc_no_contract_body
    int i = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)((long)i + t1 * -1L);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + t4 + -31));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(c + t4 + -31));
            __m256i t7 = t5;
            __m256i t8 = t6;
            __m256i t9 = _mm256_avg_epu8(t7, t8);
            __m256i t10 = t9;
            _mm256_storeu_si256((__m256i *)(a + t4 + -31), t10);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)i + t3 * -1L);
    }
    for (; i >= 0; i--) {
        long t11 = (long)i;
        a[t11] = (unsigned char)(((int)b[t11] + (int)c[t11] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int keep_last(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int last;
    __m512i t12;
    int t14;
    __m512i t20;
    int t22;
    int t23;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m512i t7 = _mm512_loadu_si512(b + t6 + -15);
            __m512i t8 = _mm512_add_epi32(t7, _mm512_set1_epi32(7));
            _mm512_storeu_si512(a + t6 + -15, t8);
            long t9 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m512i t10 = _mm512_loadu_si512(b + t9 + -15);
            __m512i t11 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t10);
            t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(7));
            __m512i t13 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
            _mm512_storeu_si512(a + t9 + -15, t13);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
        t14 = ((vcc_v16_int)t12)[15];
    } else {
        t14 = -1;
    }
    long t15 = (long)t1 + 1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long t3 = 0L;
        do {
            long t17 = (long)(int)((long)t1 + t3 * -1L);
            __m512i t18 = _mm512_loadu_si512(b + t17 + -15);
            __m512i t19 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
            t20 = _mm512_add_epi32(t19, _mm512_set1_epi32(7));
            __m512i t21 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t20);
            _mm512_storeu_si512(a + t17 + -15, t21);
            t3 += 16L;
        } while (t3 < t16);
        t22 = (int)((long)t1 + t16 * -1L);
        t23 = ((vcc_v16_int)t20)[15];
    } else {
        t22 = t1;
        t23 = t14;
    }
    long t24 = (long)t22 + 1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t22;
        __mmask16 t28 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        __m512i t29 = _mm512_maskz_loadu_epi32(t28, (const int *)((unsigned long)b + (unsigned long)t27 * 4UL - 60UL));
        __m512i t30 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t29);
        __m512i t31 = t30;
        __m512i t32 = _mm512_set1_epi32(7);
        __m512i t33 = _mm512_add_epi32(t31, t32);
        __m512i t34 = t33;
        __mmask16 t35 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        __m512i t36 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t34);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t27 * 4UL - 60UL), t35, t36);
        __m512i t37 = _mm512_set1_epi32((int)(int)(t24 - 1L));
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_EQ);
        __m512i t39 = _mm512_mask_blend_epi32(t38, _mm512_set1_epi32(0), t34);
        i = (int)((long)t22 + t24 * -1L);
        last = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t39), _mm512_extracti64x4_epi64(t39, 1)), _mm_or_si128, int);
    } else {
        i = t22;
        last = t23;
    }
    for (; i >= 0; i--) {
        long t40 = (long)i;
        last = b[t40] + 7;
        a[t40] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void keep_mixed(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t21;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m512d t6 = _mm512_loadu_pd(b + (n - 1 - t5) + -7);
            __m512d t7 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t6);
            __m512d t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t5, t8);
            int t9 = (int)(t1 + 8L);
            __m512d t10 = _mm512_loadu_pd(b + (n - 1 - t9) + -7);
            __m512d t11 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t10);
            __m512d t12 = _mm512_mul_pd(t11, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t9, t12);
            int t13 = (int)(t1 + 16L);
            __m512d t14 = _mm512_loadu_pd(b + (n - 1 - t13) + -7);
            __m512d t15 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t14);
            __m512d t16 = _mm512_mul_pd(t15, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t13, t16);
            int t17 = (int)(t1 + 24L);
            __m512d t18 = _mm512_loadu_pd(b + (n - 1 - t17) + -7);
            __m512d t19 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t18);
            __m512d t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            __m512d t25 = _mm512_loadu_pd(b + (n - 1 - t24) + -7);
            __m512d t26 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t25);
            __m512d t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t32 = (int)(long)t28;
        __m256i t33 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512d t34 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t33), (const double *)((unsigned long)b + (unsigned long)(long)(n - 1 - t32) * 8UL - 56UL));
        __m512d t35 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t34);
        __m512d t36 = _mm512_mul_pd(t35, _mm512_set1_pd(0.25));
        _mm512_mask_storeu_pd(a + t32, _mm256_movepi32_mask(t31), t36);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] * 0.25;
    }
}

/* The induction as a value: its vector runs down, lane by lane as the reversed store needs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void keep_iota(int n, long long *restrict a, const long long *restrict b) {
    vcc_no_contract_body
    int t52;
    int i;
    int t1 = n - 1;
    long t6 = (long)n;
    if (t6 >= 32L) {
        long t7 = t6 & -32L;
        __m256i t8 = _mm256_set1_epi32((int)t1);
        __m256i t9 = t8;
        __m256i t2 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t3 = 0L;
        do {
            __m256i t10 = t2;
            long t11 = (long)(int)((long)t1 + t3 * -1L);
            __m512i t12 = _mm512_loadu_si512(b + t11 + -7);
            __m512i t13 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t12);
            __m512i t14 = _mm512_cvtepi32_epi64(t10);
            __m512i t15 = _mm512_add_epi64(t13, t14);
            __m512i t16 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t15);
            _mm512_storeu_si512(a + t11 + -7, t16);
            __m256i t17 = _mm256_add_epi32(t2, _mm256_set1_epi32(-8));
            __m256i t18 = t17;
            long t19 = (long)(int)((long)t1 + (t3 + 8L) * -1L);
            __m512i t20 = _mm512_loadu_si512(b + t19 + -7);
            __m512i t21 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t20);
            __m512i t22 = _mm512_cvtepi32_epi64(t18);
            __m512i t23 = _mm512_add_epi64(t21, t22);
            __m512i t24 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t23);
            _mm512_storeu_si512(a + t19 + -7, t24);
            __m256i t25 = _mm256_add_epi32(t2, _mm256_set1_epi32(-16));
            __m256i t26 = t25;
            long t27 = (long)(int)((long)t1 + (t3 + 16L) * -1L);
            __m512i t28 = _mm512_loadu_si512(b + t27 + -7);
            __m512i t29 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t28);
            __m512i t30 = _mm512_cvtepi32_epi64(t26);
            __m512i t31 = _mm512_add_epi64(t29, t30);
            __m512i t32 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t31);
            _mm512_storeu_si512(a + t27 + -7, t32);
            __m256i t33 = _mm256_add_epi32(t2, _mm256_set1_epi32(-24));
            __m256i t34 = t33;
            long t35 = (long)(int)((long)t1 + (t3 + 24L) * -1L);
            __m512i t36 = _mm512_loadu_si512(b + t35 + -7);
            __m512i t37 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t36);
            __m512i t38 = _mm512_cvtepi32_epi64(t34);
            __m512i t39 = _mm512_add_epi64(t37, t38);
            __m512i t40 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t39);
            _mm512_storeu_si512(a + t35 + -7, t40);
            t3 += 32L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(-32));
        } while (t3 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    long t41 = (long)t1 + 1L;
    if (t41 >= 8L) {
        long t42 = t41 & -8L;
        __m256i t43 = _mm256_set1_epi32((int)t1);
        __m256i t44 = t43;
        __m256i t4 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t5 = 0L;
        do {
            __m256i t45 = t4;
            long t46 = (long)(int)((long)t1 + t5 * -1L);
            __m512i t47 = _mm512_loadu_si512(b + t46 + -7);
            __m512i t48 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t47);
            __m512i t49 = _mm512_cvtepi32_epi64(t45);
            __m512i t50 = _mm512_add_epi64(t48, t49);
            __m512i t51 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t50);
            _mm512_storeu_si512(a + t46 + -7, t51);
            t5 += 8L;
            t4 = _mm256_add_epi32(t4, _mm256_set1_epi32(-8));
        } while (t5 < t42);
        t52 = (int)((long)t1 + t42 * -1L);
    } else {
        t52 = t1;
    }
    long t53 = (long)t52 + 1L;
    if ((t53 >= 1L) & (t53 <= 8L)) {
        __m256i t54 = _mm256_set1_epi32((int)(int)t53);
        __m256i t55 = _mm256_cmpgt_epi32(t54, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t56 = _mm256_set1_epi32((int)t52);
        __m256i t57 = t56;
        __m256i t58 = _mm256_add_epi32(t57, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        __m256i t59 = t58;
        long t60 = (long)(int)(long)t52;
        __m256i t61 = _mm256_permutevar8x32_epi32(t55, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512i t62 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t61), (const long long *)((unsigned long)b + (unsigned long)t60 * 8UL - 56UL));
        __m512i t63 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t62);
        __m512i t64 = _mm512_cvtepi32_epi64(t59);
        __m512i t65 = t63;
        __m512i t66 = t64;
        __m512i t67 = _mm512_add_epi64(t65, t66);
        __m512i t68 = t67;
        __m256i t69 = _mm256_permutevar8x32_epi32(t55, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512i t70 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t68);
        _mm512_mask_storeu_epi64((long long *)((unsigned long)a + (unsigned long)t60 * 8UL - 56UL), _mm256_movepi32_mask(t69), t70);
        i = (int)((long)t52 + t53 * -1L);
    } else {
        i = t52;
    }
    for (; i >= 0; i--) {
        long t71 = (long)i;
        a[t71] = b[t71] + (long long)i;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4), *i3 = new_array(n, 4), *i4 = new_array(n, 4);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        unsigned char *u1 = new_array(n, 1), *u2 = new_array(n, 1), *u3 = new_array(n, 1);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        FILL(i2, n, -100000, 200000);
        FILL(i3, n, -100000, 200000);
        FILL(f1, n, -5, 10);
        FILL(f2, n, -1000, 2000);
        FILL(u2, n, 0, 256);
        FILL(u3, n, 0, 256);
        FILL(d2, n, -1000, 2000);
        FILL(l2, n, -100000, 200000);
        cancel_chain(n, 0x55aa, i1, i2, i3);
        cancel_masked(n, f1, f2);
        cancel_bytes(n, u1, u2, u3);
        int last = keep_last(n, i4, i2);
        keep_mixed(n, d1, d2);
        keep_iota(n, l1, l2);
        printf("n=%d %llx %llx %llx %llx last=%d %llx %llx\n", n, HASH(i1, n), HASH(f1, n), HASH(u1, n), HASH(i4, n), last,
               HASH(d1, n), HASH(l1, n));
        free(i1), free(i2), free(i3), free(i4), free(f1), free(f2), free(u1), free(u2), free(u3);
        free(d1), free(d2), free(l1), free(l2);
    }
    return 0;
}
