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
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    long t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    long t19;
    long t20;
    __m512i t21;
    long t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    int t28;
    long t29;
    __m512i t30;
    __mmask16 t31;
    __m512i t32;
    long t33;
    long t34;
    __mmask16 t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __mmask16 t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __mmask16 t48;
    int i;
    long t49;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t6 = _mm512_set1_epi32((int)k);
        t2 = 0L;
        do {
            t7 = (long)(int)((long)t1 + t2 * -1L);
            t8 = _mm512_loadu_si512(b + t7 + -15);
            t9 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t8);
            t10 = _mm512_loadu_si512(c + t7 + -15);
            t11 = _mm512_add_epi32(t9, t10);
            t12 = _mm512_xor_si512(t11, t6);
            _mm512_storeu_si512(a + t7 + -15, t12);
            t13 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t14 = _mm512_loadu_si512(b + t13 + -15);
            t15 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t14);
            t16 = _mm512_loadu_si512(c + t13 + -15);
            t17 = _mm512_add_epi32(t15, t16);
            t18 = _mm512_xor_si512(t17, t6);
            _mm512_storeu_si512(a + t13 + -15, t18);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t19 = (long)t1 + 1L;
    if (t19 >= 16L) {
        t20 = t19 & -16L;
        t21 = _mm512_set1_epi32((int)k);
        t3 = 0L;
        do {
            t22 = (long)(int)((long)t1 + t3 * -1L);
            t23 = _mm512_loadu_si512(b + t22 + -15);
            t24 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t23);
            t25 = _mm512_loadu_si512(c + t22 + -15);
            t26 = _mm512_add_epi32(t24, t25);
            t27 = _mm512_xor_si512(t26, t21);
            _mm512_storeu_si512(a + t22 + -15, t27);
            t3 += 16L;
        } while (t3 < t20);
        t28 = (int)((long)t1 + t20 * -1L);
    } else {
        t28 = t1;
    }
    t29 = (long)t28 + 1L;
    if ((t29 >= 1L) & (t29 <= 16L)) {
        t30 = _mm512_set1_epi32((int)(int)t29);
        t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_LT);
        t32 = _mm512_set1_epi32((int)k);
        t33 = 0L;
        t34 = (long)(int)((long)t28 + t33 * -1L);
        t35 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t31)));
        t36 = _mm512_maskz_loadu_epi32(t35, (const int *)((unsigned long)b + (unsigned long)t34 * 4UL - 60UL));
        t37 = _mm512_set1_epi32((int)3);
        t38 = t36;
        t39 = _mm512_mullo_epi32(t37, t38);
        t40 = t39;
        t41 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t31)));
        t42 = _mm512_maskz_loadu_epi32(t41, (const int *)((unsigned long)c + (unsigned long)t34 * 4UL - 60UL));
        t43 = t40;
        t44 = t42;
        t45 = _mm512_add_epi32(t43, t44);
        t46 = t45;
        t47 = _mm512_xor_si512(t46, t32);
        t48 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t31)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t34 * 4UL - 60UL), t48, t47);
        i = (int)((long)t28 + t29 * -1L);
    } else {
        i = t28;
    }
    for (; i >= 0; i--) {
        t49 = (long)i;
        a[t49] = (3 * b[t49] + c[t49]) ^ k;
    }
}

/* A condition: the masked store is a scatter of stride -1, which the cost model keeps scalar
   on avx2 and generic (see the remarks); on avx512 a masked store whose value and mask
   reversals both cancel. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cancel_masked(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m512 t7;
    __mmask16 t8;
    __m512 t9;
    __m512 t10;
    long t11;
    __m512 t12;
    __mmask16 t13;
    __m512 t14;
    __m512 t15;
    long t16;
    long t17;
    long t18;
    __m512 t19;
    __mmask16 t20;
    __m512 t21;
    __m512 t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
    __mmask16 t29;
    __m512 t30;
    __m512 t31;
    __mmask16 t32;
    __mmask16 t33;
    __m512 t34;
    __m512 t35;
    __mmask16 t36;
    int i;
    long t37;
    float t38;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm512_loadu_ps(b + t6 + -15);
            t8 = _mm512_cmp_ps_mask(t7, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t9 = _mm512_mul_ps(t7, _mm512_set1_ps(2.0f));
            t10 = _mm512_sub_ps(t9, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t6 * 4UL - 60UL), t8, t10);
            t11 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t12 = _mm512_loadu_ps(b + t11 + -15);
            t13 = _mm512_cmp_ps_mask(t12, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t14 = _mm512_mul_ps(t12, _mm512_set1_ps(2.0f));
            t15 = _mm512_sub_ps(t14, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t11 * 4UL - 60UL), t13, t15);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t16 = (long)t1 + 1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t3 = 0L;
        do {
            t18 = (long)(int)((long)t1 + t3 * -1L);
            t19 = _mm512_loadu_ps(b + t18 + -15);
            t20 = _mm512_cmp_ps_mask(t19, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t21 = _mm512_mul_ps(t19, _mm512_set1_ps(2.0f));
            t22 = _mm512_sub_ps(t21, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t18 * 4UL - 60UL), t20, t22);
            t3 += 16L;
        } while (t3 < t17);
        t23 = (int)((long)t1 + t17 * -1L);
    } else {
        t23 = t1;
    }
    t24 = (long)t23 + 1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27 * -1L);
        t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        t30 = _mm512_maskz_loadu_ps(t29, (const float *)((unsigned long)b + (unsigned long)t28 * 4UL - 60UL));
        t31 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t30);
        t32 = _mm512_cmp_ps_mask(t31, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        t33 = _kand_mask16(t26, t32);
        t34 = _mm512_mul_ps(t30, _mm512_set1_ps(2.0f));
        t35 = _mm512_sub_ps(t34, _mm512_set1_ps(1.0f));
        t36 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t33)));
        _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t28 * 4UL - 60UL), t36, t35);
        i = (int)((long)t23 + t24 * -1L);
    } else {
        i = t23;
    }
    for (; i >= 0; i--) {
        t37 = (long)i;
        t38 = b[t37];
        if (t38 > 0.0f) {
            a[t37] = t38 * 2.0f - 1.0f;
        }
    }
}

/* Narrow lanes: bytes widened, added and narrowed again. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cancel_bytes(int n, unsigned char *restrict a, const unsigned char *restrict b, const unsigned char *restrict c) {
    vcc_no_contract_body
    int i;
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    i = n - 1;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)i + t1 * -1L);
            t5 = _mm256_loadu_si256((const __m256i *)(b + t4 + -31));
            t6 = _mm256_loadu_si256((const __m256i *)(c + t4 + -31));
            t7 = t5;
            t8 = t6;
            t9 = _mm256_avg_epu8(t7, t8);
            t10 = t9;
            _mm256_storeu_si256((__m256i *)(a + t4 + -31), t10);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)i + t3 * -1L);
    }
    for (; i >= 0; i--) {
        t11 = (long)i;
        a[t11] = (unsigned char)(((int)b[t11] + (int)c[t11] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int keep_last(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    int last;
    long t4;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    long t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    int t14;
    long t15;
    long t16;
    long t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    int t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __mmask16 t36;
    __m512i t37;
    __m512i t38;
    __mmask16 t39;
    __m512i t40;
    int i;
    long t41;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm512_loadu_si512(b + t6 + -15);
            t8 = _mm512_add_epi32(t7, _mm512_set1_epi32((int)7));
            _mm512_storeu_si512(a + t6 + -15, t8);
            t9 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t10 = _mm512_loadu_si512(b + t9 + -15);
            t11 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t10);
            t12 = _mm512_add_epi32(t11, _mm512_set1_epi32((int)7));
            t13 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
            _mm512_storeu_si512(a + t9 + -15, t13);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
        t14 = ((vcc_v16_int)t12)[15];
    } else {
        t14 = -1;
    }
    t15 = (long)t1 + 1L;
    if (t15 >= 16L) {
        t16 = t15 & -16L;
        t3 = 0L;
        do {
            t17 = (long)(int)((long)t1 + t3 * -1L);
            t18 = _mm512_loadu_si512(b + t17 + -15);
            t19 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
            t20 = _mm512_add_epi32(t19, _mm512_set1_epi32((int)7));
            t21 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t20);
            _mm512_storeu_si512(a + t17 + -15, t21);
            t3 += 16L;
        } while (t3 < t16);
        t22 = (int)((long)t1 + t16 * -1L);
        t23 = ((vcc_v16_int)t20)[15];
    } else {
        t22 = t1;
        t23 = t14;
    }
    t24 = (long)t22 + 1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t22 + t27 * -1L);
        t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        t30 = _mm512_maskz_loadu_epi32(t29, (const int *)((unsigned long)b + (unsigned long)t28 * 4UL - 60UL));
        t31 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t30);
        t32 = t31;
        t33 = _mm512_set1_epi32((int)7);
        t34 = _mm512_add_epi32(t32, t33);
        t35 = t34;
        t36 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        t37 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t35);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t28 * 4UL - 60UL), t36, t37);
        t38 = _mm512_set1_epi32((int)(int)(t24 - 1L));
        t39 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t38, _MM_CMPINT_EQ);
        t40 = _mm512_mask_blend_epi32(t39, _mm512_set1_epi32((int)0), t35);
        i = (int)((long)t22 + t24 * -1L);
        last = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t40), _mm512_extracti64x4_epi64(t40, 1)), _mm_or_si128, int);
    } else {
        i = t22;
        last = t23;
    }
    for (; i >= 0; i--) {
        t41 = (long)i;
        last = b[t41] + 7;
        a[t41] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void keep_mixed(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m512d t6;
    __m512d t7;
    __m512d t8;
    int t9;
    __m512d t10;
    __m512d t11;
    __m512d t12;
    int t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    int t17;
    __m512d t18;
    __m512d t19;
    __m512d t20;
    int t21;
    long t22;
    long t23;
    int t24;
    __m512d t25;
    __m512d t26;
    __m512d t27;
    int t28;
    long t29;
    __m256i t30;
    __m256i t31;
    long t32;
    int t33;
    __m256i t34;
    __m512d t35;
    __m512d t36;
    __m512d t37;
    int i;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = _mm512_loadu_pd(b + (n - 1 - t5) + -7);
            t7 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t6);
            t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t5, t8);
            t9 = (int)((long)0 + (t1 + 8L));
            t10 = _mm512_loadu_pd(b + (n - 1 - t9) + -7);
            t11 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t10);
            t12 = _mm512_mul_pd(t11, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t9, t12);
            t13 = (int)((long)0 + (t1 + 16L));
            t14 = _mm512_loadu_pd(b + (n - 1 - t13) + -7);
            t15 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t14);
            t16 = _mm512_mul_pd(t15, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t13, t16);
            t17 = (int)((long)0 + (t1 + 24L));
            t18 = _mm512_loadu_pd(b + (n - 1 - t17) + -7);
            t19 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t18);
            t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t2 = 0L;
        do {
            t24 = (int)((long)t21 + t2);
            t25 = _mm512_loadu_pd(b + (n - 1 - t24) + -7);
            t26 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t25);
            t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        t30 = _mm256_set1_epi32((int)(int)t29);
        t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t32 = 0L;
        t33 = (int)((long)t28 + t32);
        t34 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t35 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t34), (const double *)((unsigned long)b + (unsigned long)(long)(n - 1 - t33) * 8UL - 56UL));
        t36 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t35);
        t37 = _mm512_mul_pd(t36, _mm512_set1_pd(0.25));
        _mm512_mask_storeu_pd(a + t33, _mm256_movepi32_mask(t31), t37);
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
    int t1;
    __m256i t2;
    long t3;
    __m256i t4;
    long t5;
    __m256i t6;
    long t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m256i t26;
    __m256i t27;
    long t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m256i t34;
    __m256i t35;
    long t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    long t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    long t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    int t53;
    long t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    long t59;
    __m256i t60;
    long t61;
    __m256i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m256i t70;
    __m512i t71;
    int i;
    long t72;
    t1 = n - 1;
    t7 = (long)n;
    if (t7 >= 32L) {
        t8 = t7 & -32L;
        t9 = _mm256_set1_epi32((int)t1);
        t10 = t9;
        t2 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t3 = 0L;
        do {
            t11 = t2;
            t12 = (long)(int)((long)t1 + t3 * -1L);
            t13 = _mm512_loadu_si512(b + t12 + -7);
            t14 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t13);
            t15 = _mm512_cvtepi32_epi64(t11);
            t16 = _mm512_add_epi64(t14, t15);
            t17 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t16);
            _mm512_storeu_si512(a + t12 + -7, t17);
            t18 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)-8));
            t19 = t18;
            t20 = (long)(int)((long)t1 + (t3 + 8L) * -1L);
            t21 = _mm512_loadu_si512(b + t20 + -7);
            t22 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t21);
            t23 = _mm512_cvtepi32_epi64(t19);
            t24 = _mm512_add_epi64(t22, t23);
            t25 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t24);
            _mm512_storeu_si512(a + t20 + -7, t25);
            t26 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)-16));
            t27 = t26;
            t28 = (long)(int)((long)t1 + (t3 + 16L) * -1L);
            t29 = _mm512_loadu_si512(b + t28 + -7);
            t30 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t29);
            t31 = _mm512_cvtepi32_epi64(t27);
            t32 = _mm512_add_epi64(t30, t31);
            t33 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t32);
            _mm512_storeu_si512(a + t28 + -7, t33);
            t34 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)-24));
            t35 = t34;
            t36 = (long)(int)((long)t1 + (t3 + 24L) * -1L);
            t37 = _mm512_loadu_si512(b + t36 + -7);
            t38 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t37);
            t39 = _mm512_cvtepi32_epi64(t35);
            t40 = _mm512_add_epi64(t38, t39);
            t41 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t40);
            _mm512_storeu_si512(a + t36 + -7, t41);
            t3 += 32L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)-32));
        } while (t3 < t8);
        t1 = (int)((long)t1 + t8 * -1L);
    }
    t42 = (long)t1 + 1L;
    if (t42 >= 8L) {
        t43 = t42 & -8L;
        t44 = _mm256_set1_epi32((int)t1);
        t45 = t44;
        t4 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t5 = 0L;
        do {
            t46 = t4;
            t47 = (long)(int)((long)t1 + t5 * -1L);
            t48 = _mm512_loadu_si512(b + t47 + -7);
            t49 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t48);
            t50 = _mm512_cvtepi32_epi64(t46);
            t51 = _mm512_add_epi64(t49, t50);
            t52 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t51);
            _mm512_storeu_si512(a + t47 + -7, t52);
            t5 += 8L;
            t4 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)-8));
        } while (t5 < t43);
        t53 = (int)((long)t1 + t43 * -1L);
    } else {
        t53 = t1;
    }
    t54 = (long)t53 + 1L;
    if ((t54 >= 1L) & (t54 <= 8L)) {
        t55 = _mm256_set1_epi32((int)(int)t54);
        t56 = _mm256_cmpgt_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t57 = _mm256_set1_epi32((int)t53);
        t58 = t57;
        t6 = _mm256_add_epi32(t58, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t59 = 0L;
        t60 = t6;
        t61 = (long)(int)((long)t53 + t59 * -1L);
        t62 = _mm256_permutevar8x32_epi32(t56, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t63 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t62), (const long long *)((unsigned long)b + (unsigned long)t61 * 8UL - 56UL));
        t64 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t63);
        t65 = _mm512_cvtepi32_epi64(t60);
        t66 = t64;
        t67 = t65;
        t68 = _mm512_add_epi64(t66, t67);
        t69 = t68;
        t70 = _mm256_permutevar8x32_epi32(t56, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t71 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t69);
        _mm512_mask_storeu_epi64((long long *)((unsigned long)a + (unsigned long)t61 * 8UL - 56UL), _mm256_movepi32_mask(t70), t71);
        i = (int)((long)t53 + t54 * -1L);
    } else {
        i = t53;
    }
    for (; i >= 0; i--) {
        t72 = (long)i;
        a[t72] = b[t72] + (long long)i;
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
