/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 neon=6 */
#include "harness.h"

/* Count-down loops whose loads and stores all run downwards: the lane reversals of the loads
   and of the stored value cancel, and the chain of lane-wise operations between them runs on
   the loads as they are (loopvec/reverse.rs). Each kernel checks one limit of that rewrite. */

/* A chain of arithmetic with a constant and a loop-invariant operand. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cancel_chain(int n, int k, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t24;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m512i t5 = _mm512_loadu_si512(b + t4 + -15);
            __m512i t6 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t5);
            __m512i t7 = _mm512_loadu_si512(c + t4 + -15);
            __m512i t8 = _mm512_add_epi32(t6, t7);
            __m512i t9 = _mm512_xor_si512(t8, k_v);
            _mm512_storeu_si512(a + t4 + -15, t9);
            long t10 = (long)t1 + (i_vec + 16L) * -1L;
            __m512i t11 = _mm512_loadu_si512(b + t10 + -15);
            __m512i t12 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t11);
            __m512i t13 = _mm512_loadu_si512(c + t10 + -15);
            __m512i t14 = _mm512_add_epi32(t12, t13);
            __m512i t15 = _mm512_xor_si512(t14, k_v);
            _mm512_storeu_si512(a + t10 + -15, t15);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t16 = (long)t1 + 1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t18 = (long)t1 + i_vec_1 * -1L;
            __m512i t19 = _mm512_loadu_si512(b + t18 + -15);
            __m512i t20 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t19);
            __m512i t21 = _mm512_loadu_si512(c + t18 + -15);
            __m512i t22 = _mm512_add_epi32(t20, t21);
            __m512i t23 = _mm512_xor_si512(t22, k_v_1);
            _mm512_storeu_si512(a + t18 + -15, t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        t24 = (int)((long)t1 + t17 * -1L);
    } else {
        t24 = t1;
    }
    long t25 = (long)t24 + 1L;
    if ((t25 >= 1L) & (t25 <= 16L)) {
        __m512i t26 = _mm512_set1_epi32((int)(int)t25);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        __m512i k_v_2 = _mm512_set1_epi32((int)k);
        long t28 = (long)t24;
        __mmask16 t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t27)));
        __m512i t30 = _mm512_maskz_loadu_epi32(t29, (const int *)((unsigned long)b + (unsigned long)t28 * 4UL - 60UL));
        __m512i t31 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t30);
        __mmask16 t32 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t27)));
        __m512i t33 = _mm512_maskz_loadu_epi32(t32, (const int *)((unsigned long)c + (unsigned long)t28 * 4UL - 60UL));
        __m512i t34 = _mm512_add_epi32(t31, t33);
        __m512i t35 = _mm512_xor_si512(t34, k_v_2);
        __mmask16 t36 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t27)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t28 * 4UL - 60UL), t36, t35);
        i = (int)((long)t24 + t25 * -1L);
    } else {
        i = t24;
    }
    for (; i >= 0; i--) {
        long t37 = (long)i;
        a[t37] = (3 * b[t37] + c[t37]) ^ k;
    }
}

/* A condition: the masked store is a scatter of stride -1, which the cost model keeps scalar
   on avx2 and generic (see the remarks); on avx512 a masked store whose value and mask
   reversals both cancel. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cancel_masked(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t21;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:18 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m512 t5 = _mm512_loadu_ps(b + t4 + -15);
            __mmask16 t6 = _mm512_cmp_ps_mask(t5, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t7 = _mm512_mul_ps(t5, _mm512_set1_ps(2.0f));
            __m512 t8 = _mm512_sub_ps(t7, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t4 * 4UL - 60UL), t6, t8);
            long t9 = (long)t1 + (i_vec + 16L) * -1L;
            __m512 t10 = _mm512_loadu_ps(b + t9 + -15);
            __mmask16 t11 = _mm512_cmp_ps_mask(t10, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t12 = _mm512_mul_ps(t10, _mm512_set1_ps(2.0f));
            __m512 t13 = _mm512_sub_ps(t12, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t9 * 4UL - 60UL), t11, t13);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t14 = (long)t1 + 1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:18 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t16 = (long)t1 + i_vec_1 * -1L;
            __m512 t17 = _mm512_loadu_ps(b + t16 + -15);
            __mmask16 t18 = _mm512_cmp_ps_mask(t17, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t19 = _mm512_mul_ps(t17, _mm512_set1_ps(2.0f));
            __m512 t20 = _mm512_sub_ps(t19, _mm512_set1_ps(1.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t16 * 4UL - 60UL), t18, t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        t21 = (int)((long)t1 + t15 * -1L);
    } else {
        t21 = t1;
    }
    long t22 = (long)t21 + 1L;
    if ((t22 >= 1L) & (t22 <= 16L)) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)t21;
        __mmask16 t26 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
        __m512 t27 = _mm512_maskz_loadu_ps(t26, (const float *)((unsigned long)b + (unsigned long)t25 * 4UL - 60UL));
        __m512 b_v = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t27);
        __mmask16 t28 = _mm512_cmp_ps_mask(b_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __mmask16 t29 = _kand_mask16(t24, t28);
        __m512 t30 = _mm512_mul_ps(t27, _mm512_set1_ps(2.0f));
        __m512 t31 = _mm512_sub_ps(t30, _mm512_set1_ps(1.0f));
        __mmask16 t32 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t29)));
        _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t25 * 4UL - 60UL), t32, t31);
        i = (int)((long)t21 + t22 * -1L);
    } else {
        i = t21;
    }
    for (; i >= 0; i--) {
        long t33 = (long)i;
        float t34 = b[t33];
        if (t34 > 0.0f) {
            a[t33] = t34 * 2.0f - 1.0f;
        }
    }
}

/* Narrow lanes: bytes widened, added and narrowed again. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cancel_bytes(int n, unsigned char *restrict a, const unsigned char *restrict b, const unsigned char *restrict c) {
    vcc_no_contract_body
    int i = n - 1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:25 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)i + i_vec * -1L;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(b + t3 + -31));
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(c + t3 + -31));
            __m256i t6 = _mm256_avg_epu8(t4, t5);
            _mm256_storeu_si256((__m256i *)(a + t3 + -31), t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)((long)i + t2 * -1L);
    }
    for (; i >= 0; i--) {
        long t7 = (long)i;
        a[t7] = (unsigned char)(((int)b[t7] + (int)c[t7] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int keep_last(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int last;
    __m512i v_v_1;
    int t9;
    __m512i v_v_2;
    int t15;
    int t16;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m512i t5 = _mm512_loadu_si512(b + t4 + -15);
            __m512i v_v = _mm512_add_epi32(t5, _mm512_set1_epi32(7));
            _mm512_storeu_si512(a + t4 + -15, v_v);
            long t6 = (long)t1 + (i_vec + 16L) * -1L;
            __m512i t7 = _mm512_loadu_si512(b + t6 + -15);
            __m512i b_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t7);
            v_v_1 = _mm512_add_epi32(b_v, _mm512_set1_epi32(7));
            __m512i t8 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), v_v_1);
            _mm512_storeu_si512(a + t6 + -15, t8);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
        t9 = ((vcc_v16_int)v_v_1)[15];
    } else {
        t9 = -1;
    }
    long t10 = (long)t1 + 1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t12 = (long)t1 + i_vec_1 * -1L;
            __m512i t13 = _mm512_loadu_si512(b + t12 + -15);
            __m512i b_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t13);
            v_v_2 = _mm512_add_epi32(b_v_1, _mm512_set1_epi32(7));
            __m512i t14 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), v_v_2);
            _mm512_storeu_si512(a + t12 + -15, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t1 + t11 * -1L);
        t16 = ((vcc_v16_int)v_v_2)[15];
    } else {
        t15 = t1;
        t16 = t9;
    }
    long t17 = (long)t15 + 1L;
    if ((t17 >= 1L) & (t17 <= 16L)) {
        __m512i t18 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
        long t20 = (long)t15;
        __mmask16 t21 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t19)));
        __m512i t22 = _mm512_maskz_loadu_epi32(t21, (const int *)((unsigned long)b + (unsigned long)t20 * 4UL - 60UL));
        __m512i b_v_2 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t22);
        __m512i t23 = _mm512_add_epi32(b_v_2, _mm512_set1_epi32(7));
        __mmask16 t24 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t19)));
        __m512i t25 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t23);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t20 * 4UL - 60UL), t24, t25);
        __m512i t26 = _mm512_set1_epi32((int)(int)(t17 - 1L));
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_EQ);
        __m512i t28 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32(0), t23);
        i = (int)((long)t15 + t17 * -1L);
        last = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t28), _mm512_extracti64x4_epi64(t28, 1)), _mm_or_si128, int);
    } else {
        i = t15;
        last = t16;
    }
    for (; i >= 0; i--) {
        long t29 = (long)i;
        last = b[t29] + 7;
        a[t29] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void keep_mixed(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512d t3 = _mm512_loadu_pd(b + (n - 1 - (int)i_vec) + -7);
            __m512d b_v = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t3);
            __m512d t4 = _mm512_mul_pd(b_v, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512d t6 = _mm512_loadu_pd(b + (n - 1 - (int)t5) + -7);
            __m512d b_v_1 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t6);
            __m512d t7 = _mm512_mul_pd(b_v_1, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t5, t7);
            long t8 = i_vec + 16L;
            __m512d t9 = _mm512_loadu_pd(b + (n - 1 - (int)t8) + -7);
            __m512d b_v_2 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t9);
            __m512d t10 = _mm512_mul_pd(b_v_2, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t8, t10);
            long t11 = i_vec + 24L;
            __m512d t12 = _mm512_loadu_pd(b + (n - 1 - (int)t11) + -7);
            __m512d b_v_3 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t12);
            __m512d t13 = _mm512_mul_pd(b_v_3, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t11, t13);
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
        /* vcc: loop at reverse_cancel.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512d t18 = _mm512_loadu_pd(b + (n - 1 - (int)t17) + -7);
            __m512d b_v_4 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t18);
            __m512d t19 = _mm512_mul_pd(b_v_4, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t17, t19);
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
        __m256i t25 = _mm256_permutevar8x32_epi32(t23, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512d t26 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t25), (const double *)((unsigned long)b + (unsigned long)(long)(n - 1 - (int)t24) * 8UL - 56UL));
        __m512d b_v_5 = _mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t26);
        __m512d t27 = _mm512_mul_pd(b_v_5, _mm512_set1_pd(0.25));
        _mm512_mask_storeu_pd(a + t24, _mm256_movepi32_mask(t23), t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] * 0.25;
    }
}

/* The induction as a value: its vector runs down, lane by lane as the reversed store needs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void keep_iota(int n, long long *restrict a, const long long *restrict b) {
    vcc_no_contract_body
    int t36;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        __m256i t4 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:49 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t5 = (long)t1 + i_vec * -1L;
            __m512i t6 = _mm512_loadu_si512(b + t5 + -7);
            __m512i b_v = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t6);
            __m512i t7 = _mm512_cvtepi32_epi64((__m256i)i_v);
            __m512i t8 = _mm512_add_epi64(b_v, t7);
            __m512i t9 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t8);
            _mm512_storeu_si512(a + t5 + -7, t9);
            long t10 = (long)t1 + (i_vec + 8L) * -1L;
            __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-8));
            __m512i t12 = _mm512_loadu_si512(b + t10 + -7);
            __m512i b_v_1 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t12);
            __m512i t13 = _mm512_cvtepi32_epi64(t11);
            __m512i t14 = _mm512_add_epi64(b_v_1, t13);
            __m512i t15 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t14);
            _mm512_storeu_si512(a + t10 + -7, t15);
            long t16 = (long)t1 + (i_vec + 16L) * -1L;
            __m256i t17 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-16));
            __m512i t18 = _mm512_loadu_si512(b + t16 + -7);
            __m512i b_v_2 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t18);
            __m512i t19 = _mm512_cvtepi32_epi64(t17);
            __m512i t20 = _mm512_add_epi64(b_v_2, t19);
            __m512i t21 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t20);
            _mm512_storeu_si512(a + t16 + -7, t21);
            long t22 = (long)t1 + (i_vec + 24L) * -1L;
            __m256i t23 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-24));
            __m512i t24 = _mm512_loadu_si512(b + t22 + -7);
            __m512i b_v_3 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t24);
            __m512i t25 = _mm512_cvtepi32_epi64(t23);
            __m512i t26 = _mm512_add_epi64(b_v_3, t25);
            __m512i t27 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t26);
            _mm512_storeu_si512(a + t22 + -7, t27);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-32));
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t28 = (long)t1 + 1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        __m256i t30 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t30, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t31 = (long)t1 + i_vec_1 * -1L;
            __m512i t32 = _mm512_loadu_si512(b + t31 + -7);
            __m512i b_v_4 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t32);
            __m512i t33 = _mm512_cvtepi32_epi64((__m256i)i_v_1);
            __m512i t34 = _mm512_add_epi64(b_v_4, t33);
            __m512i t35 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t34);
            _mm512_storeu_si512(a + t31 + -7, t35);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t29);
        t36 = (int)((long)t1 + t29 * -1L);
    } else {
        t36 = t1;
    }
    long t37 = (long)t36 + 1L;
    if ((t37 >= 1L) & (t37 <= 8L)) {
        __m256i t38 = _mm256_set1_epi32((int)(int)t37);
        __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t40 = _mm256_set1_epi32((int)t36);
        __m256i t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t42 = (long)t36;
        __m256i t43 = _mm256_permutevar8x32_epi32(t39, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512i t44 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t43), (const long long *)((unsigned long)b + (unsigned long)t42 * 8UL - 56UL));
        __m512i b_v_5 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t44);
        __m512i t45 = _mm512_cvtepi32_epi64(t41);
        __m512i t46 = _mm512_add_epi64(b_v_5, t45);
        __m256i t47 = _mm256_permutevar8x32_epi32(t39, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512i t48 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t46);
        _mm512_mask_storeu_epi64((long long *)((unsigned long)a + (unsigned long)t42 * 8UL - 56UL), _mm256_movepi32_mask(t47), t48);
        i = (int)((long)t36 + t37 * -1L);
    } else {
        i = t36;
    }
    for (; i >= 0; i--) {
        long t49 = (long)i;
        a[t49] = b[t49] + (long long)i;
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
