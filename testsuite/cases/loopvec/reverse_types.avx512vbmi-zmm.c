/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t4) + -31));
            __m256i t6 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t5, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e);
            __m256i t7 = t6;
            __m256i t8 = _mm256_add_epi8(t7, _mm256_set1_epi8((char)3));
            __m256i t9 = t8;
            _mm256_storeu_si256((__m256i *)(a + t4), t9);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (signed char)((int)b[n - 1 - i] + 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            __m512i t5 = _mm512_loadu_si512(b + t4);
            __m512i t6 = t5;
            __m512i t7 = _mm512_mullo_epi16(t6, ((__m512i)(vcc_v32_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3}));
            __m512i t8 = t7;
            __m512i t9 = _mm512_permutexvar_epi16(_mm512_set_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31), t8);
            _mm512_storeu_si512(a + (n - 1 - t4) + -31, t9);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_i64(int n, long long *restrict a, const long long *restrict b) {
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
            __m512i t6 = _mm512_loadu_si512(b + (n - 1 - t5) + -7);
            __m512i t7 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t6);
            __m512i t8 = _mm512_sub_epi64(t7, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + t5, t8);
            int t9 = (int)(t1 + 8L);
            __m512i t10 = _mm512_loadu_si512(b + (n - 1 - t9) + -7);
            __m512i t11 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t10);
            __m512i t12 = _mm512_sub_epi64(t11, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + t9, t12);
            int t13 = (int)(t1 + 16L);
            __m512i t14 = _mm512_loadu_si512(b + (n - 1 - t13) + -7);
            __m512i t15 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t14);
            __m512i t16 = _mm512_sub_epi64(t15, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + t13, t16);
            int t17 = (int)(t1 + 24L);
            __m512i t18 = _mm512_loadu_si512(b + (n - 1 - t17) + -7);
            __m512i t19 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t18);
            __m512i t20 = _mm512_sub_epi64(t19, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + t17, t20);
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
            __m512i t25 = _mm512_loadu_si512(b + (n - 1 - t24) + -7);
            __m512i t26 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t25);
            __m512i t27 = _mm512_sub_epi64(t26, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + t24, t27);
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
        __m512i t34 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t33), (const long long *)((unsigned long)b + (unsigned long)(long)(n - 1 - t32) * 8UL - 56UL));
        __m512i t35 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t34);
        __m512i t36 = t35;
        __m512i t37 = _mm512_set1_epi64((long long)7LL);
        __m512i t38 = _mm512_sub_epi64(t36, t37);
        __m512i t39 = t38;
        _mm512_mask_storeu_epi64(a + t32, _mm256_movepi32_mask(t31), t39);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] - 7LL;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_double(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t28;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m512d t7 = _mm512_loadu_pd(b + t6 + -7);
            __m512d t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.5));
            __m512d t9 = _mm512_add_pd(t8, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(a + t6 + -7, t9);
            long t10 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            __m512d t11 = _mm512_loadu_pd(b + t10 + -7);
            __m512d t12 = _mm512_mul_pd(t11, _mm512_set1_pd(0.5));
            __m512d t13 = _mm512_add_pd(t12, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(a + t10 + -7, t13);
            long t14 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m512d t15 = _mm512_loadu_pd(b + t14 + -7);
            __m512d t16 = _mm512_mul_pd(t15, _mm512_set1_pd(0.5));
            __m512d t17 = _mm512_add_pd(t16, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(a + t14 + -7, t17);
            long t18 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            __m512d t19 = _mm512_loadu_pd(b + t18 + -7);
            __m512d t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.5));
            __m512d t21 = _mm512_add_pd(t20, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(a + t18 + -7, t21);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t22 = (long)t1 + 1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t3 = 0L;
        do {
            long t24 = (long)(int)((long)t1 + t3 * -1L);
            __m512d t25 = _mm512_loadu_pd(b + t24 + -7);
            __m512d t26 = _mm512_mul_pd(t25, _mm512_set1_pd(0.5));
            __m512d t27 = _mm512_add_pd(t26, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(a + t24 + -7, t27);
            t3 += 8L;
        } while (t3 < t23);
        t28 = (int)((long)t1 + t23 * -1L);
    } else {
        t28 = t1;
    }
    long t29 = (long)t28 + 1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t32 = (long)(int)(long)t28;
        __m256i t33 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512d t34 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t33), (const double *)((unsigned long)b + (unsigned long)t32 * 8UL - 56UL));
        __m512d t35 = _mm512_mul_pd(t34, _mm512_set1_pd(0.5));
        __m512d t36 = _mm512_add_pd(t35, _mm512_set1_pd(1.0));
        __m256i t37 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t32 * 8UL - 56UL), _mm256_movepi32_mask(t37), t36);
        i = (int)((long)t28 + t29 * -1L);
    } else {
        i = t28;
    }
    for (; i >= 0; i--) {
        long t38 = (long)i;
        a[t38] = b[t38] * 0.5 + 1.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_both_float(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t11;
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(n - 1 - (int)t1);
            __m512 t6 = _mm512_loadu_ps(b + t5 + -15);
            __m512 t7 = _mm512_sub_ps(t6, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t5 + -15, t7);
            long t8 = (long)(n - 1 - (int)(t1 + 16L));
            __m512 t9 = _mm512_loadu_ps(b + t8 + -15);
            __m512 t10 = _mm512_sub_ps(t9, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t8 + -15, t10);
            t1 += 32L;
        } while (t1 < t4);
        t11 = (int)t4;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long t2 = 0L;
        do {
            long t14 = (long)(n - 1 - (int)((long)t11 + t2));
            __m512 t15 = _mm512_loadu_ps(b + t14 + -15);
            __m512 t16 = _mm512_sub_ps(t15, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t14 + -15, t16);
            t2 += 16L;
        } while (t2 < t13);
        t17 = (int)((long)t11 + t13);
    } else {
        t17 = t11;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)(n - 1 - (int)(long)t17);
        __mmask16 t22 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t20)));
        __m512 t23 = _mm512_maskz_loadu_ps(t22, (const float *)((unsigned long)b + (unsigned long)t21 * 4UL - 60UL));
        __m512 t24 = _mm512_sub_ps(t23, _mm512_set1_ps(2.0f));
        __mmask16 t25 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t20)));
        _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t21 * 4UL - 60UL), t25, t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)(n - 1 - i);
        a[t26] = b[t26] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_iota(int n, int *restrict a) {
    vcc_no_contract_body
    int t24;
    int i;
    int t1 = n - 1;
    long t6 = (long)n;
    if (t6 >= 32L) {
        long t7 = t6 & -32L;
        __m512i t8 = _mm512_set1_epi32((int)t1);
        __m512i t9 = t8;
        __m512i t2 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long t3 = 0L;
        do {
            __m512i t10 = t2;
            __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(5));
            __m512i t12 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t11);
            _mm512_storeu_si512(a + (int)((long)t1 + t3 * -1L) + -15, t12);
            __m512i t13 = _mm512_add_epi32(t2, _mm512_set1_epi32(-16));
            __m512i t14 = t13;
            __m512i t15 = _mm512_mullo_epi32(t14, _mm512_set1_epi32(5));
            __m512i t16 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t15);
            _mm512_storeu_si512(a + (int)((long)t1 + (t3 + 16L) * -1L) + -15, t16);
            t3 += 32L;
            t2 = _mm512_add_epi32(t2, _mm512_set1_epi32(-32));
        } while (t3 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    long t17 = (long)t1 + 1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        __m512i t19 = _mm512_set1_epi32((int)t1);
        __m512i t20 = t19;
        __m512i t4 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long t5 = 0L;
        do {
            __m512i t21 = t4;
            __m512i t22 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(5));
            __m512i t23 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t22);
            _mm512_storeu_si512(a + (int)((long)t1 + t5 * -1L) + -15, t23);
            t5 += 16L;
            t4 = _mm512_add_epi32(t4, _mm512_set1_epi32(-16));
        } while (t5 < t18);
        t24 = (int)((long)t1 + t18 * -1L);
    } else {
        t24 = t1;
    }
    long t25 = (long)t24 + 1L;
    if ((t25 >= 1L) & (t25 <= 16L)) {
        __m512i t26 = _mm512_set1_epi32((int)(int)t25);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        __m512i t28 = _mm512_set1_epi32((int)t24);
        __m512i t29 = t28;
        __m512i t30 = _mm512_add_epi32(t29, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        __m512i t31 = t30;
        __m512i t32 = t31;
        __m512i t33 = _mm512_set1_epi32(5);
        __m512i t34 = _mm512_mullo_epi32(t32, t33);
        __m512i t35 = t34;
        __mmask16 t36 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t27)));
        __m512i t37 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t35);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)(long)(int)(long)t24 * 4UL - 60UL), t36, t37);
        i = (int)((long)t24 + t25 * -1L);
    } else {
        i = t24;
    }
    for (; i >= 0; i--) {
        a[i] = i * 5;
    }
}

/* A pointer walking down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_ptr(int n, unsigned char *restrict dst, const unsigned char *restrict src) {
    vcc_no_contract_body
    int i;
    const unsigned char *p = src + n;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(p + t1 * -1L + -1 + -31));
            __m256i t5 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t4, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e);
            __m256i t6 = t5;
            __m256i t7 = _mm256_xor_si256(t6, _mm256_set1_epi8((char)90));
            __m256i t8 = t7;
            _mm256_storeu_si256((__m256i *)(dst + (int)t1), t8);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
        p = p + t3 * -1L;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        p = p + -1;
        dst[i] = (unsigned char)((int)*p ^ 90);
    }
}

/* Reversed and consecutive accesses to one array in one loop: a[n-1-i] and a[i] meet in the
   middle, a dependence that must keep the vector loop from running. */
void rev_inplace(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[n - 1 - i] + 1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long long rev_sum(int n, const short *a) {
    vcc_no_contract_body
    long long s;
    long long t31;
    int i;
    int t1 = n - 1;
    long t9 = (long)n;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        __m256i t11 = _mm256_set1_epi32((int)t1);
        __m256i t12 = t11;
        __m256i t2 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t3 = 0L;
        __m512i t4 = _mm512_set1_epi64((long long)0LL);
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i t13 = t2;
            __m128i t14 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t1 + t3 * -1L) + -7));
            __m128i t15 = _mm_shuffle_epi8(t14, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m256i t16 = _mm256_add_epi32(t13, _mm256_set1_epi32(1));
            __m512i t17 = _mm512_cvtepi32_epi64(t16);
            __m512i t18 = _mm512_cvtepi16_epi64(t15);
            __m512i t19 = _mm512_mullo_epi64(t18, t17);
            __m512i t20 = t19;
            t4 = _mm512_add_epi64(t4, t20);
            __m256i t21 = _mm256_add_epi32(t2, _mm256_set1_epi32(-8));
            __m256i t22 = t21;
            __m128i t23 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t1 + (t3 + 8L) * -1L) + -7));
            __m128i t24 = _mm_shuffle_epi8(t23, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m256i t25 = _mm256_add_epi32(t22, _mm256_set1_epi32(1));
            __m512i t26 = _mm512_cvtepi32_epi64(t25);
            __m512i t27 = _mm512_cvtepi16_epi64(t24);
            __m512i t28 = _mm512_mullo_epi64(t27, t26);
            __m512i t29 = t28;
            t5 = _mm512_add_epi64(t5, t29);
            t3 += 16L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(-16));
        } while (t3 < t10);
        __m512i t30 = _mm512_add_epi64(t4, t5);
        t1 = (int)((long)t1 + t10 * -1L);
        t31 = (long long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t30), _mm512_extracti64x4_epi64(t30, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t31 = 0LL;
    }
    long t32 = (long)t1 + 1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        __m256i t34 = _mm256_set1_epi32((int)t1);
        __m256i t35 = t34;
        __m256i t6 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t7 = 0L;
        __m512i t8 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i t36 = t6;
            __m128i t37 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t1 + t7 * -1L) + -7));
            __m128i t38 = _mm_shuffle_epi8(t37, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m256i t39 = _mm256_add_epi32(t36, _mm256_set1_epi32(1));
            __m512i t40 = _mm512_cvtepi32_epi64(t39);
            __m512i t41 = _mm512_cvtepi16_epi64(t38);
            __m512i t42 = _mm512_mullo_epi64(t41, t40);
            __m512i t43 = t42;
            t8 = _mm512_add_epi64(t8, t43);
            t7 += 8L;
            t6 = _mm256_add_epi32(t6, _mm256_set1_epi32(-8));
        } while (t7 < t33);
        i = (int)((long)t1 + t33 * -1L);
        s = (long long)((unsigned long long)t31 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t8), _mm512_extracti64x4_epi64(t8, 1)), _mm_add_epi64, unsigned long long));
    } else {
        i = t1;
        s = t31;
    }
    for (; i >= 0; i--) {
        s += (long long)a[i] * (long long)(i + 1);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        signed char *c1 = new_array(n, 1), *c2 = new_array(n, 1);
        unsigned short *u1 = new_array(n, 2), *u2 = new_array(n, 2);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4);
        unsigned char *b1 = new_array(n, 1), *b2 = new_array(n, 1);
        short *s = new_array(n, 2);
        FILL(c2, n, -128, 256);
        FILL(u2, n, 0, 65536);
        FILL(l2, n, -100000, 200000);
        FILL(d2, n, -1000, 2000);
        FILL(f2, n, -1000, 2000);
        FILL(i2, n, -1000, 2000);
        FILL(b2, n, 0, 256);
        FILL(s, n, -30000, 60000);
        rev_i8(n, c1, c2);
        rev_u16(n, u1, u2);
        rev_i64(n, l1, l2);
        rev_double(n, d1, d2);
        rev_both_float(n, f1, f2);
        rev_iota(n, i1);
        rev_ptr(n, b1, b2);
        rev_inplace(n, i2);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx %llx sum=%lld\n", n, HASH(c1, n), HASH(u1, n), HASH(l1, n),
               HASH(d1, n), HASH(f1, n), HASH(i1, n), HASH(b1, n), HASH(i2, n), rev_sum(n, s));
        free(c1), free(c2), free(u1), free(u2), free(l1), free(l2), free(d1), free(d2);
        free(f1), free(f2), free(i1), free(i2), free(b1), free(b2), free(s);
    }
    return 0;
}
