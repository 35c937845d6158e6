/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=8 */
#include "harness.h"

/* Gathers `b[idx[i]]` of every element type (AVX2 gather instructions for 32- and 64-bit
   elements, per lane otherwise), with int, unsigned char and long indices, from a global
   array, in a reduction; strided loads and stores (constant indices) with positive and
   negative strides; and the scatters that stay scalar, with the reason. */
static float table[64];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_i8(int n, signed char *restrict a, const signed char *restrict b, const int *restrict idx) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512i t5 = _mm512_loadu_si512(idx + t4);
            __m128i t6 = (__m128i)vcc_gather(vcc_v16_schar, b, (vcc_v16_int)t5);
            __m128i t7 = t6;
            __m128i t8 = _mm_add_epi8(t7, _mm_set1_epi8((char)1));
            __m128i t9 = t8;
            _mm_storeu_si128((__m128i *)(a + t4), t9);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        a[t10] = (signed char)((int)b[idx[t10]] + 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(idx + t4));
            __m256i t6 = (__m256i)vcc_gather(vcc_v16_ushort, b, (vcc_v16_uchar)t5);
            __m256i t7 = t6;
            __m256i t8 = _mm256_mullo_epi16(t7, _mm256_set1_epi16((short)2));
            __m256i t9 = t8;
            _mm256_storeu_si256((__m256i *)(a + t4), t9);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        a[t10] = (unsigned short)((unsigned int)b[(int)idx[t10]] * 2U);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
    vcc_no_contract_body
    int t21;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long t6 = (long)(int)(t1 + 8L);
            long t7 = (long)(int)(t1 + 16L);
            long t8 = (long)(int)(t1 + 24L);
            __m512i t9 = _mm512_loadu_si512(idx + t5);
            __m512i t10 = _mm512_loadu_si512(idx + t6);
            __m512i t11 = _mm512_loadu_si512(idx + t7);
            __m512i t12 = _mm512_loadu_si512(idx + t8);
            __m512d t13 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)t9);
            __m512d t14 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)t10);
            __m512d t15 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)t11);
            __m512d t16 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)t12);
            __m512d t17 = _mm512_add_pd(t13, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t5, t17);
            __m512d t18 = _mm512_add_pd(t14, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t6, t18);
            __m512d t19 = _mm512_add_pd(t15, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t7, t19);
            __m512d t20 = _mm512_add_pd(t16, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t8, t20);
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
            long t24 = (long)(int)((long)t21 + t2);
            __m512i t25 = _mm512_loadu_si512(idx + t24);
            __m512d t26 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)t25);
            __m512d t27 = _mm512_add_pd(t26, _mm512_set1_pd(0.25));
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
        long t32 = (long)(int)(long)t28;
        __m512i t33 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t31), idx + t32);
        __m512d t34 = (__m512d)vcc_gather_masked(vcc_v8_double, b, (vcc_v8_long)t33, (vcc_m8)t31);
        __m512d t35 = _mm512_add_pd(t34, _mm512_set1_pd(0.25));
        _mm512_mask_storeu_pd(a + t32, _mm256_movepi32_mask(t31), t35);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        a[t36] = b[idx[t36]] + 0.25;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(idx + t4));
            __m512i t6 = _mm512_cvtepu8_epi32(t5);
            __m512i t7 = _mm512_and_si512(t6, _mm512_set1_epi32(63));
            __m512 t8 = _mm512_i32gather_ps(t7, table, 4);
            __m512 t9 = _mm512_mul_ps(t8, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(a + t4, t9);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        a[t10] = table[(int)idx[t10] & 63] * 3.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long long gather_sum(int n, const long long *b, const int *idx) {
    vcc_no_contract_body
    long long s;
    int t15;
    long long t16;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)0LL);
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(idx + (int)t1));
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(idx + (int)(t1 + 8L)));
            __m512i t10 = _mm512_i32gather_epi64(t8, b, 8);
            __m512i t11 = _mm512_i32gather_epi64(t9, b, 8);
            __m512i t12 = t10;
            t2 = _mm512_add_epi64(t2, t12);
            __m512i t13 = t11;
            t3 = _mm512_add_epi64(t3, t13);
            t1 += 16L;
        } while (t1 < t7);
        __m512i t14 = _mm512_add_epi64(t2, t3);
        t15 = (int)t7;
        t16 = (long long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t14), _mm512_extracti64x4_epi64(t14, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t15 = 0;
        t16 = 0LL;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long t4 = 0L;
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(idx + (int)((long)t15 + t4)));
            __m512i t20 = _mm512_i32gather_epi64(t19, b, 8);
            __m512i t21 = t20;
            t5 = _mm512_add_epi64(t5, t21);
            t4 += 8L;
        } while (t4 < t18);
        i = (int)((long)t15 + t18);
        s = (long long)((unsigned long long)t16 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t5), _mm512_extracti64x4_epi64(t5, 1)), _mm_add_epi64, unsigned long long));
    } else {
        i = t15;
        s = t16;
    }
    for (; i < n; i++) {
        s += b[idx[i]];
    }
    return s;
}

/* Reads b[3*(n-1-i)]: stride -3 elements. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void stride_down(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t11;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = t5;
        __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            int t7 = (int)t2;
            __m512i t8 = t1;
            __m512i t9 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21, -24, -27, -30, -33, -36, -39, -42, -45), b + 3 * (n - 1 - t7), 4);
            __m512i t10 = _mm512_add_epi32(t9, t8);
            _mm512_storeu_si512(a + t7, t10);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        } while (t2 < t4);
        t11 = (int)t4;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        __m512i t15 = _mm512_set1_epi32((int)t11);
        __m512i t16 = t15;
        __m512i t17 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        int t18 = (int)(long)t11;
        __m512i t19 = t17;
        __m512i t20 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t14, _mm512_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21, -24, -27, -30, -33, -36, -39, -42, -45), b + 3 * (n - 1 - t18), 4);
        __m512i t21 = t20;
        __m512i t22 = t19;
        __m512i t23 = _mm512_add_epi32(t21, t22);
        __m512i t24 = t23;
        _mm512_mask_storeu_epi32(a + t18, t14, t24);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        a[i] = b[3 * (n - 1 - i)] + i;
    }
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void stride_store(int n, double *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t53;
    int i;
    long t3 = (long)n - 1L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(2 * (int)t1);
            double *t6 = a + t5;
            const short *t7 = b + t5;
            __m128i t8 = _mm_loadu_si128((const __m128i *)t7);
            __m128i t9 = _mm_loadu_si128((const __m128i *)(t7 + 8));
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v8_short)t8, (vcc_v8_short)t9, 0, 2, 4, 6, 8, 10, 12, 14);
            __m512d t11 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t10, vcc_v8_int), vcc_v8_double);
            __m512d t12 = _mm512_mul_pd(t11, _mm512_set1_pd(0.5));
            __m512d t13 = _mm512_permutex2var_pd(t12, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t12);
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t6, _mm256_movepi32_mask(t14), t13);
            __m512d t15 = _mm512_permutex2var_pd(t12, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t12);
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t6 + 8, _mm256_movepi32_mask(t16), t15);
            long t17 = (long)(2 * (int)(t1 + 8L));
            double *t18 = a + t17;
            const short *t19 = b + t17;
            __m128i t20 = _mm_loadu_si128((const __m128i *)t19);
            __m128i t21 = _mm_loadu_si128((const __m128i *)(t19 + 8));
            __m128i t22 = (__m128i)__builtin_shufflevector((vcc_v8_short)t20, (vcc_v8_short)t21, 0, 2, 4, 6, 8, 10, 12, 14);
            __m512d t23 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t22, vcc_v8_int), vcc_v8_double);
            __m512d t24 = _mm512_mul_pd(t23, _mm512_set1_pd(0.5));
            __m512d t25 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t24);
            __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t18, _mm256_movepi32_mask(t26), t25);
            __m512d t27 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t24);
            __m256i t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t18 + 8, _mm256_movepi32_mask(t28), t27);
            long t29 = (long)(2 * (int)(t1 + 16L));
            double *t30 = a + t29;
            const short *t31 = b + t29;
            __m128i t32 = _mm_loadu_si128((const __m128i *)t31);
            __m128i t33 = _mm_loadu_si128((const __m128i *)(t31 + 8));
            __m128i t34 = (__m128i)__builtin_shufflevector((vcc_v8_short)t32, (vcc_v8_short)t33, 0, 2, 4, 6, 8, 10, 12, 14);
            __m512d t35 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t34, vcc_v8_int), vcc_v8_double);
            __m512d t36 = _mm512_mul_pd(t35, _mm512_set1_pd(0.5));
            __m512d t37 = _mm512_permutex2var_pd(t36, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t36);
            __m256i t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t30, _mm256_movepi32_mask(t38), t37);
            __m512d t39 = _mm512_permutex2var_pd(t36, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t36);
            __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t30 + 8, _mm256_movepi32_mask(t40), t39);
            long t41 = (long)(2 * (int)(t1 + 24L));
            double *t42 = a + t41;
            const short *t43 = b + t41;
            __m128i t44 = _mm_loadu_si128((const __m128i *)t43);
            __m128i t45 = _mm_loadu_si128((const __m128i *)(t43 + 8));
            __m128i t46 = (__m128i)__builtin_shufflevector((vcc_v8_short)t44, (vcc_v8_short)t45, 0, 2, 4, 6, 8, 10, 12, 14);
            __m512d t47 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t46, vcc_v8_int), vcc_v8_double);
            __m512d t48 = _mm512_mul_pd(t47, _mm512_set1_pd(0.5));
            __m512d t49 = _mm512_permutex2var_pd(t48, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t48);
            __m256i t50 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t42, _mm256_movepi32_mask(t50), t49);
            __m512d t51 = _mm512_permutex2var_pd(t48, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t48);
            __m256i t52 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t42 + 8, _mm256_movepi32_mask(t52), t51);
            t1 += 32L;
        } while (t1 < t4);
        t53 = (int)t4;
    } else {
        t53 = 0;
    }
    long t54 = (long)n + (long)t53 * -1L - 1L;
    if (t54 >= 8L) {
        long t55 = t54 & -8L;
        long t2 = 0L;
        do {
            long t56 = (long)(2 * (int)((long)t53 + t2));
            double *t57 = a + t56;
            const short *t58 = b + t56;
            __m128i t59 = _mm_loadu_si128((const __m128i *)t58);
            __m128i t60 = _mm_loadu_si128((const __m128i *)(t58 + 8));
            __m128i t61 = (__m128i)__builtin_shufflevector((vcc_v8_short)t59, (vcc_v8_short)t60, 0, 2, 4, 6, 8, 10, 12, 14);
            __m512d t62 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t61, vcc_v8_int), vcc_v8_double);
            __m512d t63 = _mm512_mul_pd(t62, _mm512_set1_pd(0.5));
            __m512d t64 = _mm512_permutex2var_pd(t63, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t63);
            __m256i t65 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t57, _mm256_movepi32_mask(t65), t64);
            __m512d t66 = _mm512_permutex2var_pd(t63, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t63);
            __m256i t67 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t57 + 8, _mm256_movepi32_mask(t67), t66);
            t2 += 8L;
        } while (t2 < t55);
        i = (int)((long)t53 + t55);
    } else {
        i = t53;
    }
    for (; i < n; i++) {
        long t68 = (long)(2 * i);
        a[t68] = (double)b[t68] * 0.5;
    }
}

/* A non-unit step: i += 2 touches every other element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void step_two(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t27;
    int i;
    long t3 = ((long)n + 1L) / 2L - 1L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)(t1 * 2L);
            float *t6 = a + t5;
            const float *t7 = b + t5;
            __m512 t8 = _mm512_loadu_ps(t7);
            __m512 t9 = _mm512_loadu_ps(t7 + 16);
            __m512 t10 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t9);
            __m512 t11 = _mm512_add_ps(t10, _mm512_set1_ps(1.0f));
            __m512 t12 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t11);
            __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6, t13, t12);
            __m512 t14 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t11);
            __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6 + 16, t15, t14);
            long t16 = (long)(int)((t1 + 16L) * 2L);
            float *t17 = a + t16;
            const float *t18 = b + t16;
            __m512 t19 = _mm512_loadu_ps(t18);
            __m512 t20 = _mm512_loadu_ps(t18 + 16);
            __m512 t21 = _mm512_permutex2var_ps(t19, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t20);
            __m512 t22 = _mm512_add_ps(t21, _mm512_set1_ps(1.0f));
            __m512 t23 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t22);
            __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t17, t24, t23);
            __m512 t25 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t22);
            __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t17 + 16, t26, t25);
            t1 += 32L;
        } while (t1 < t4);
        t27 = (int)(t4 * 2L);
    } else {
        t27 = 0;
    }
    long t28 = ((long)n + (long)t27 * -1L + 1L) / 2L - 1L;
    if (t28 >= 16L) {
        long t29 = t28 & -16L;
        long t2 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + t2 * 2L);
            float *t31 = a + t30;
            const float *t32 = b + t30;
            __m512 t33 = _mm512_loadu_ps(t32);
            __m512 t34 = _mm512_loadu_ps(t32 + 16);
            __m512 t35 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t34);
            __m512 t36 = _mm512_add_ps(t35, _mm512_set1_ps(1.0f));
            __m512 t37 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t36);
            __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t31, t38, t37);
            __m512 t39 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t36);
            __mmask16 t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t31 + 16, t40, t39);
            t2 += 16L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29 * 2L);
    } else {
        i = t27;
    }
    for (; i < n; i += 2) {
        long t41 = (long)i;
        a[t41] = b[t41] + 1.0f;
    }
}

/* Two iterations may store to one element: stays scalar. */
void scatter_add(int n, int *restrict a, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] += 1;
}

static __typeof__(table) table __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t37;
    int m;
    int t42;
    int t45;
    int t48;
    int k_1;
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10, 4, 11, 5, 12, 6, 0, 7, 1));
    __m512i t7 = t6;
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(13));
    __m512i t9 = _mm512_min_epu32(t7, t8);
    __m512i t1 = t9;
    long t2 = 0L;
    do {
        __m512 t10 = _mm512_cvtepi32_ps(t1);
        __m512 t11 = _mm512_sub_ps(t10, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&table[(int)t2], t11);
        __m512i t12 = _mm512_add_epi32(t1, _mm512_set1_epi32(8));
        __m512i t13 = t12;
        __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(13));
        __m512i t15 = _mm512_min_epu32(t13, t14);
        __m512i t16 = t15;
        __m512 t17 = _mm512_cvtepi32_ps(t16);
        __m512 t18 = _mm512_sub_ps(t17, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&table[(int)(t2 + 16L)], t18);
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(3));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(13));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        __m512 t24 = _mm512_cvtepi32_ps(t23);
        __m512 t25 = _mm512_sub_ps(t24, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&table[(int)(t2 + 32L)], t25);
        __m512i t26 = _mm512_add_epi32(t1, _mm512_set1_epi32(11));
        __m512i t27 = t26;
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(13));
        __m512i t29 = _mm512_min_epu32(t27, t28);
        __m512i t30 = t29;
        __m512 t31 = _mm512_cvtepi32_ps(t30);
        __m512 t32 = _mm512_sub_ps(t31, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&table[(int)(t2 + 48L)], t32);
        t2 += 64L;
        __m512i t33 = _mm512_add_epi32(t1, _mm512_set1_epi32(6));
        __m512i t34 = t33;
        __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(13));
        __m512i t36 = _mm512_min_epu32(t34, t35);
        t1 = t36;
    } while (t2 < 64L);
    for (int k = 64; k < 64; k++) {
        table[k] = (float)(k * 7 % 13) - 6.0f;
    }
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t37 = 1;
        } else {
            t37 = 0;
            n = n_1;
        }
        if (!t37) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        signed char *c1 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        signed char *c2 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        unsigned short *u1 = (unsigned short *)(_mm256_zeroupper(), new_array(n, 2UL));
        unsigned short *u2 = (unsigned short *)(_mm256_zeroupper(), new_array(n, 2UL));
        double *d1 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *d2 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f1 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *f2 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long long *l = (long long *)(_mm256_zeroupper(), new_array(n, 8UL));
        int *idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *i1 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t38 = 3 * n;
        int *i3 = (int *)(_mm256_zeroupper(), new_array(t38, 4UL));
        unsigned char *uidx = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        long *lidx = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t39 = 2 * n;
        double *d3 = (double *)(_mm256_zeroupper(), new_array(t39, 8UL));
        short *s3 = (short *)(_mm256_zeroupper(), new_array(t39, 2UL));
        int *bins = (int *)(_mm256_zeroupper(), new_array(m, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c2[fill_idx] = (signed char)(-128 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            u2[fill_idx_1] = (unsigned short)(int)((_mm256_zeroupper(), next_rand()) % 65536U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d2[fill_idx_2] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            f2[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            l[fill_idx_4] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            idx[fill_idx_5] = (int)((_mm256_zeroupper(), next_rand()) % (unsigned int)m);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            unsigned char *t40 = uidx + fill_idx_6;
            unsigned int t41 = (_mm256_zeroupper(), next_rand());
            if (n < 256) {
                t42 = m;
            } else {
                t42 = 256;
            }
            *t40 = (unsigned char)(int)(t41 % (unsigned int)t42);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            lidx[fill_idx_7] = (long)(int)((_mm256_zeroupper(), next_rand()) % (unsigned int)m);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t38; fill_idx_8++) {
            i3[fill_idx_8] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t39; fill_idx_9++) {
            s3[fill_idx_9] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_10 = 0; fill_idx_10 < t39; fill_idx_10++) {
            d3[fill_idx_10] = (double)(int)((_mm256_zeroupper(), next_rand()) % 1U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            f1[fill_idx_11] = (float)(int)((_mm256_zeroupper(), next_rand()) % 1U);
        }
        long t43 = (long)m;
        if (t43 >= 64L) {
            long t44 = t43 & -64L;
            long t3 = 0L;
            do {
                _mm512_storeu_si512(bins + (int)t3, _mm512_set1_epi32(0));
                _mm512_storeu_si512(bins + (int)(t3 + 16L), _mm512_set1_epi32(0));
                _mm512_storeu_si512(bins + (int)(t3 + 32L), _mm512_set1_epi32(0));
                _mm512_storeu_si512(bins + (int)(t3 + 48L), _mm512_set1_epi32(0));
                t3 += 64L;
            } while (t3 < t44);
            t45 = (int)t44;
        } else {
            t45 = 0;
        }
        long t46 = (long)m + (long)t45 * -1L;
        if (t46 >= 16L) {
            long t47 = t46 & -16L;
            long t4 = 0L;
            do {
                _mm512_storeu_si512(bins + (int)((long)t45 + t4), _mm512_set1_epi32(0));
                t4 += 16L;
            } while (t4 < t47);
            t48 = (int)((long)t45 + t47);
        } else {
            t48 = t45;
        }
        long t49 = (long)m + (long)t48 * -1L;
        if ((t49 >= 1L) & (t49 <= 16L)) {
            __m512i t50 = _mm512_set1_epi32((int)(int)t49);
            __mmask16 t51 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t50, _MM_CMPINT_LT);
            _mm512_mask_storeu_epi32(bins + (int)(long)t48, t51, _mm512_set1_epi32(0));
            k_1 = (int)((long)t48 + t49);
        } else {
            k_1 = t48;
        }
        for (; k_1 < m; k_1++) {
            bins[k_1] = 0;
        }
        const int *t52 = idx;
        gather_i8(n, c1, c2, t52);
        const unsigned char *t53 = uidx;
        gather_u16(n, u1, u2, t53);
        gather_double(n, d1, d2, lidx);
        unsigned long t54 = (unsigned long)n;
        unsigned long t55 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t54 * 8UL));
        unsigned long t56 = (_mm256_zeroupper(), hash_bytes((const void *)u1, t54 * 2UL));
        printf("n=%d %llx %llx %llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c1, t54 * 1UL)), (unsigned long long)t56, (unsigned long long)t55);
        gather_global(n, f2, t53);
        stride_down(n, i1, i3);
        stride_store(n, d3, s3);
        step_two(n, f1, f2);
        (_mm256_zeroupper(), scatter_add(n, bins, t52));
        unsigned long t57 = (_mm256_zeroupper(), hash_bytes((const void *)bins, (unsigned long)m * 4UL));
        unsigned long t58 = t54 * 4UL;
        unsigned long t59 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t58));
        unsigned long t60 = (_mm256_zeroupper(), hash_bytes((const void *)d3, (unsigned long)t39 * 8UL));
        unsigned long t61 = (_mm256_zeroupper(), hash_bytes((const void *)i1, t58));
        long long t62 = gather_sum(n, l, t52);
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f2, t58)), t62, (unsigned long long)t61, (unsigned long long)t60, (unsigned long long)t59, (unsigned long long)t57);
        free((void *)c1);
        free((void *)c2);
        free((void *)u1);
        free((void *)u2);
        free((void *)d1);
        free((void *)d2);
        free((void *)f1);
        free((void *)f2);
        free((void *)l);
        free((void *)idx);
        free((void *)i1);
        free((void *)i3);
        free((void *)uidx);
        free((void *)lidx);
        free((void *)d3);
        free((void *)s3);
        free((void *)bins);
    }
}
