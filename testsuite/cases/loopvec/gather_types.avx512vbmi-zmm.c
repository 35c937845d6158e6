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
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    int i;
    long t10;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(idx + t4);
            t6 = (__m128i)vcc_gather(vcc_v16_schar, b, (vcc_v16_int)t5);
            t7 = t6;
            t8 = _mm_add_epi8(t7, _mm_set1_epi8((char)1));
            t9 = t8;
            _mm_storeu_si128((__m128i *)(a + t4), t9);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t10 = (long)i;
        a[t10] = (signed char)((int)b[idx[t10]] + 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m128i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int i;
    long t10;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm_loadu_si128((const __m128i *)(idx + t4));
            t6 = (__m256i)vcc_gather(vcc_v16_ushort, b, (vcc_v16_uchar)t5);
            t7 = t6;
            t8 = _mm256_mullo_epi16(t7, _mm256_set1_epi16((short)2));
            t9 = t8;
            _mm256_storeu_si256((__m256i *)(a + t4), t9);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t10 = (long)i;
        a[t10] = (unsigned short)((unsigned int)b[(int)idx[t10]] * 2U);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    __m512d t18;
    __m512d t19;
    __m512d t20;
    int t21;
    long t22;
    long t23;
    long t24;
    __m512i t25;
    __m512d t26;
    __m512d t27;
    int t28;
    long t29;
    __m256i t30;
    __m256i t31;
    long t32;
    long t33;
    __m512i t34;
    __m512d t35;
    __m512d t36;
    int i;
    long t37;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 8L));
            t7 = (long)(int)((long)0 + (t1 + 16L));
            t8 = (long)(int)((long)0 + (t1 + 24L));
            t9 = _mm512_loadu_si512(idx + t5);
            t10 = _mm512_loadu_si512(idx + t6);
            t11 = _mm512_loadu_si512(idx + t7);
            t12 = _mm512_loadu_si512(idx + t8);
            t13 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)t9);
            t14 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)t10);
            t15 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)t11);
            t16 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)t12);
            t17 = _mm512_add_pd(t13, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t5, t17);
            t18 = _mm512_add_pd(t14, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t6, t18);
            t19 = _mm512_add_pd(t15, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t7, t19);
            t20 = _mm512_add_pd(t16, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t8, t20);
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
            t24 = (long)(int)((long)t21 + t2);
            t25 = _mm512_loadu_si512(idx + t24);
            t26 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)t25);
            t27 = _mm512_add_pd(t26, _mm512_set1_pd(0.25));
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
        t33 = (long)(int)((long)t28 + t32);
        t34 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t31), idx + t33);
        t35 = (__m512d)vcc_gather_masked(vcc_v8_double, b, (vcc_v8_long)t34, (vcc_m8)t31);
        t36 = _mm512_add_pd(t35, _mm512_set1_pd(0.25));
        _mm512_mask_storeu_pd(a + t33, _mm256_movepi32_mask(t31), t36);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        a[t37] = b[idx[t37]] + 0.25;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m128i t5;
    __m512i t6;
    __m512i t7;
    __m512 t8;
    __m512 t9;
    int i;
    long t10;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm_loadu_si128((const __m128i *)(idx + t4));
            t6 = _mm512_cvtepu8_epi32(t5);
            t7 = _mm512_and_si512(t6, _mm512_set1_epi32((int)63));
            t8 = _mm512_i32gather_ps(t7, table, 4);
            t9 = _mm512_mul_ps(t8, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(a + t4, t9);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t10 = (long)i;
        a[t10] = table[(int)idx[t10] & 63] * 3.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long long gather_sum(int n, const long long *b, const int *idx) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long long s;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    int t15;
    long long t16;
    long t17;
    long t18;
    __m256i t19;
    __m512i t20;
    __m512i t21;
    int i;
    t6 = (long)n;
    if (t6 >= 16L) {
        t7 = t6 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi64((long long)0LL);
        t3 = _mm512_set1_epi64((long long)0LL);
        do {
            t8 = _mm256_loadu_si256((const __m256i *)(idx + (int)((long)0 + t1)));
            t9 = _mm256_loadu_si256((const __m256i *)(idx + (int)((long)0 + (t1 + 8L))));
            t10 = _mm512_i32gather_epi64(t8, b, 8);
            t11 = _mm512_i32gather_epi64(t9, b, 8);
            t12 = t10;
            t2 = _mm512_add_epi64(t2, t12);
            t13 = t11;
            t3 = _mm512_add_epi64(t3, t13);
            t1 += 16L;
        } while (t1 < t7);
        t14 = _mm512_add_epi64(t2, t3);
        t15 = (int)((long)0 + t7);
        t16 = (long long)((unsigned long long)0LL + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t14), _mm512_extracti64x4_epi64(t14, 1)), _mm_add_epi64, unsigned long long));
    } else {
        t15 = 0;
        t16 = 0LL;
    }
    t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        t18 = t17 & -8L;
        t4 = 0L;
        t5 = _mm512_set1_epi64((long long)0LL);
        do {
            t19 = _mm256_loadu_si256((const __m256i *)(idx + (int)((long)t15 + t4)));
            t20 = _mm512_i32gather_epi64(t19, b, 8);
            t21 = t20;
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
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    int t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    int t12;
    long t13;
    __m512i t14;
    __mmask16 t15;
    __m512i t16;
    __m512i t17;
    long t18;
    int t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int i;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t6 = _mm512_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t8 = (int)((long)0 + t2);
            t9 = t1;
            t10 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21, -24, -27, -30, -33, -36, -39, -42, -45), b + 3 * (n - 1 - t8), 4);
            t11 = _mm512_add_epi32(t10, t9);
            _mm512_storeu_si512(a + t8, t11);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
        } while (t2 < t5);
        t12 = (int)((long)0 + t5);
    } else {
        t12 = 0;
    }
    t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        t14 = _mm512_set1_epi32((int)(int)t13);
        t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        t16 = _mm512_set1_epi32((int)t12);
        t17 = t16;
        t3 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t18 = 0L;
        t19 = (int)((long)t12 + t18);
        t20 = t3;
        t21 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t15, _mm512_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21, -24, -27, -30, -33, -36, -39, -42, -45), b + 3 * (n - 1 - t19), 4);
        t22 = t21;
        t23 = t20;
        t24 = _mm512_add_epi32(t22, t23);
        t25 = t24;
        _mm512_mask_storeu_epi32(a + t19, t15, t25);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        a[i] = b[3 * (n - 1 - i)] + i;
    }
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void stride_store(int n, double *restrict a, const short *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    double *t6;
    const short *t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    __m256i t14;
    __m512d t15;
    __m256i t16;
    long t17;
    double *t18;
    const short *t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    __m256i t26;
    __m512d t27;
    __m256i t28;
    long t29;
    double *t30;
    const short *t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m512d t35;
    __m512d t36;
    __m512d t37;
    __m256i t38;
    __m512d t39;
    __m256i t40;
    long t41;
    double *t42;
    const short *t43;
    __m128i t44;
    __m128i t45;
    __m128i t46;
    __m512d t47;
    __m512d t48;
    __m512d t49;
    __m256i t50;
    __m512d t51;
    __m256i t52;
    int t53;
    long t54;
    long t55;
    long t56;
    double *t57;
    const short *t58;
    __m128i t59;
    __m128i t60;
    __m128i t61;
    __m512d t62;
    __m512d t63;
    __m512d t64;
    __m256i t65;
    __m512d t66;
    __m256i t67;
    int i;
    long t68;
    t3 = (long)n - 1L;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(2 * (int)((long)0 + t1));
            t6 = a + t5;
            t7 = b + t5;
            t8 = _mm_loadu_si128((const __m128i *)t7);
            t9 = _mm_loadu_si128((const __m128i *)(t7 + 8));
            t10 = (__m128i)__builtin_shufflevector((vcc_v8_short)t8, (vcc_v8_short)t9, 0, 2, 4, 6, 8, 10, 12, 14);
            t11 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t10, vcc_v8_int), vcc_v8_double);
            t12 = _mm512_mul_pd(t11, _mm512_set1_pd(0.5));
            t13 = _mm512_permutex2var_pd(t12, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t12);
            t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t6, _mm256_movepi32_mask(t14), t13);
            t15 = _mm512_permutex2var_pd(t12, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t12);
            t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t6 + 8, _mm256_movepi32_mask(t16), t15);
            t17 = (long)(2 * (int)((long)0 + (t1 + 8L)));
            t18 = a + t17;
            t19 = b + t17;
            t20 = _mm_loadu_si128((const __m128i *)t19);
            t21 = _mm_loadu_si128((const __m128i *)(t19 + 8));
            t22 = (__m128i)__builtin_shufflevector((vcc_v8_short)t20, (vcc_v8_short)t21, 0, 2, 4, 6, 8, 10, 12, 14);
            t23 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t22, vcc_v8_int), vcc_v8_double);
            t24 = _mm512_mul_pd(t23, _mm512_set1_pd(0.5));
            t25 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t24);
            t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t18, _mm256_movepi32_mask(t26), t25);
            t27 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t24);
            t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t18 + 8, _mm256_movepi32_mask(t28), t27);
            t29 = (long)(2 * (int)((long)0 + (t1 + 16L)));
            t30 = a + t29;
            t31 = b + t29;
            t32 = _mm_loadu_si128((const __m128i *)t31);
            t33 = _mm_loadu_si128((const __m128i *)(t31 + 8));
            t34 = (__m128i)__builtin_shufflevector((vcc_v8_short)t32, (vcc_v8_short)t33, 0, 2, 4, 6, 8, 10, 12, 14);
            t35 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t34, vcc_v8_int), vcc_v8_double);
            t36 = _mm512_mul_pd(t35, _mm512_set1_pd(0.5));
            t37 = _mm512_permutex2var_pd(t36, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t36);
            t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t30, _mm256_movepi32_mask(t38), t37);
            t39 = _mm512_permutex2var_pd(t36, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t36);
            t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t30 + 8, _mm256_movepi32_mask(t40), t39);
            t41 = (long)(2 * (int)((long)0 + (t1 + 24L)));
            t42 = a + t41;
            t43 = b + t41;
            t44 = _mm_loadu_si128((const __m128i *)t43);
            t45 = _mm_loadu_si128((const __m128i *)(t43 + 8));
            t46 = (__m128i)__builtin_shufflevector((vcc_v8_short)t44, (vcc_v8_short)t45, 0, 2, 4, 6, 8, 10, 12, 14);
            t47 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t46, vcc_v8_int), vcc_v8_double);
            t48 = _mm512_mul_pd(t47, _mm512_set1_pd(0.5));
            t49 = _mm512_permutex2var_pd(t48, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t48);
            t50 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t42, _mm256_movepi32_mask(t50), t49);
            t51 = _mm512_permutex2var_pd(t48, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t48);
            t52 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t42 + 8, _mm256_movepi32_mask(t52), t51);
            t1 += 32L;
        } while (t1 < t4);
        t53 = (int)((long)0 + t4);
    } else {
        t53 = 0;
    }
    t54 = (long)n + (long)t53 * -1L - 1L;
    if (t54 >= 8L) {
        t55 = t54 & -8L;
        t2 = 0L;
        do {
            t56 = (long)(2 * (int)((long)t53 + t2));
            t57 = a + t56;
            t58 = b + t56;
            t59 = _mm_loadu_si128((const __m128i *)t58);
            t60 = _mm_loadu_si128((const __m128i *)(t58 + 8));
            t61 = (__m128i)__builtin_shufflevector((vcc_v8_short)t59, (vcc_v8_short)t60, 0, 2, 4, 6, 8, 10, 12, 14);
            t62 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t61, vcc_v8_int), vcc_v8_double);
            t63 = _mm512_mul_pd(t62, _mm512_set1_pd(0.5));
            t64 = _mm512_permutex2var_pd(t63, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t63);
            t65 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t57, _mm256_movepi32_mask(t65), t64);
            t66 = _mm512_permutex2var_pd(t63, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t63);
            t67 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t57 + 8, _mm256_movepi32_mask(t67), t66);
            t2 += 8L;
        } while (t2 < t55);
        i = (int)((long)t53 + t55);
    } else {
        i = t53;
    }
    for (; i < n; i++) {
        t68 = (long)(2 * i);
        a[t68] = (double)b[t68] * 0.5;
    }
}

/* A non-unit step: i += 2 touches every other element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void step_two(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    float *t6;
    const float *t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __mmask16 t13;
    __m512 t14;
    __mmask16 t15;
    long t16;
    float *t17;
    const float *t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __mmask16 t24;
    __m512 t25;
    __mmask16 t26;
    int t27;
    long t28;
    long t29;
    long t30;
    float *t31;
    const float *t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __mmask16 t38;
    __m512 t39;
    __mmask16 t40;
    int i;
    long t41;
    t3 = ((long)n + 1L) / 2L - 1L;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1 * 2L);
            t6 = a + t5;
            t7 = b + t5;
            t8 = _mm512_loadu_ps(t7);
            t9 = _mm512_loadu_ps(t7 + 16);
            t10 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t9);
            t11 = _mm512_add_ps(t10, _mm512_set1_ps(1.0f));
            t12 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t11);
            t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6, t13, t12);
            t14 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t11);
            t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6 + 16, t15, t14);
            t16 = (long)(int)((long)0 + (t1 + 16L) * 2L);
            t17 = a + t16;
            t18 = b + t16;
            t19 = _mm512_loadu_ps(t18);
            t20 = _mm512_loadu_ps(t18 + 16);
            t21 = _mm512_permutex2var_ps(t19, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t20);
            t22 = _mm512_add_ps(t21, _mm512_set1_ps(1.0f));
            t23 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t22);
            t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t17, t24, t23);
            t25 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t22);
            t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t17 + 16, t26, t25);
            t1 += 32L;
        } while (t1 < t4);
        t27 = (int)((long)0 + t4 * 2L);
    } else {
        t27 = 0;
    }
    t28 = ((long)n + (long)t27 * -1L + 1L) / 2L - 1L;
    if (t28 >= 16L) {
        t29 = t28 & -16L;
        t2 = 0L;
        do {
            t30 = (long)(int)((long)t27 + t2 * 2L);
            t31 = a + t30;
            t32 = b + t30;
            t33 = _mm512_loadu_ps(t32);
            t34 = _mm512_loadu_ps(t32 + 16);
            t35 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t34);
            t36 = _mm512_add_ps(t35, _mm512_set1_ps(1.0f));
            t37 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t36);
            t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t31, t38, t37);
            t39 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t36);
            t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t31 + 16, t40, t39);
            t2 += 16L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29 * 2L);
    } else {
        i = t27;
    }
    for (; i < n; i += 2) {
        t41 = (long)i;
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
    __m512i t1;
    long t2;
    int n;
    long t3;
    long t4;
    int t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512 t12;
    __m512 t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512 t19;
    __m512 t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512 t26;
    __m512 t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512 t33;
    __m512 t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    int k;
    int count_idx;
    int n_1;
    int t39;
    int m;
    signed char *c1;
    signed char *c2;
    unsigned short *u1;
    unsigned short *u2;
    double *d1;
    double *d2;
    float *f1;
    float *f2;
    long long *l;
    int *idx;
    int *i1;
    int t40;
    int *i3;
    unsigned char *uidx;
    long *lidx;
    int t41;
    double *d3;
    short *s3;
    int *bins;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    unsigned char *t42;
    unsigned int t43;
    int t44;
    int fill_idx_7;
    int fill_idx_8;
    int fill_idx_9;
    int fill_idx_10;
    int fill_idx_11;
    long t45;
    long t46;
    int t47;
    long t48;
    long t49;
    int t50;
    long t51;
    __m512i t52;
    __mmask16 t53;
    long t54;
    int k_1;
    const int *t55;
    const unsigned char *t56;
    unsigned long t57;
    unsigned long t58;
    unsigned long t59;
    unsigned long t60;
    unsigned long t61;
    unsigned long t62;
    unsigned long t63;
    unsigned long t64;
    long long t65;
    t5 = (int)((unsigned int)0 * (unsigned int)7);
    if ((64L >= 64L) & (t5 >= 0)) {
        t6 = 64L & -64L;
        t7 = _mm512_set1_epi32((int)(t5 % 13));
        t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10, 4, 11, 5, 12, 6, 0, 7, 1));
        t9 = t8;
        t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32((int)13));
        t11 = _mm512_min_epu32(t9, t10);
        t1 = t11;
        t2 = 0L;
        do {
            t12 = _mm512_cvtepi32_ps(t1);
            t13 = _mm512_sub_ps(t12, _mm512_set1_ps(6.0f));
            _mm512_storeu_ps(&table[(int)((long)0 + t2)], t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)8));
            t15 = t14;
            t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)13));
            t17 = _mm512_min_epu32(t15, t16);
            t18 = t17;
            t19 = _mm512_cvtepi32_ps(t18);
            t20 = _mm512_sub_ps(t19, _mm512_set1_ps(6.0f));
            _mm512_storeu_ps(&table[(int)((long)0 + (t2 + 16L))], t20);
            t21 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)3));
            t22 = t21;
            t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32((int)13));
            t24 = _mm512_min_epu32(t22, t23);
            t25 = t24;
            t26 = _mm512_cvtepi32_ps(t25);
            t27 = _mm512_sub_ps(t26, _mm512_set1_ps(6.0f));
            _mm512_storeu_ps(&table[(int)((long)0 + (t2 + 32L))], t27);
            t28 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)11));
            t29 = t28;
            t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32((int)13));
            t31 = _mm512_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm512_cvtepi32_ps(t32);
            t34 = _mm512_sub_ps(t33, _mm512_set1_ps(6.0f));
            _mm512_storeu_ps(&table[(int)((long)0 + (t2 + 48L))], t34);
            t2 += 64L;
            t35 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)6));
            t36 = t35;
            t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32((int)13));
            t38 = _mm512_min_epu32(t36, t37);
            t1 = t38;
        } while (t2 < t6);
        k = (int)((long)0 + t6);
    } else {
        k = 0;
    }
    for (; k < 64; k++) {
        table[k] = (float)(k * 7 % 13) - 6.0f;
    }
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t39 = 1;
        } else {
            t39 = 0;
            n = n_1;
        }
        if (!t39) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        c1 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        c2 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        u1 = (unsigned short *)(_mm256_zeroupper(), new_array(n, 2UL));
        u2 = (unsigned short *)(_mm256_zeroupper(), new_array(n, 2UL));
        d1 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        d2 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        f1 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        f2 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        l = (long long *)(_mm256_zeroupper(), new_array(n, 8UL));
        idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        i1 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        t40 = 3 * n;
        i3 = (int *)(_mm256_zeroupper(), new_array(t40, 4UL));
        uidx = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        lidx = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        t41 = 2 * n;
        d3 = (double *)(_mm256_zeroupper(), new_array(t41, 8UL));
        s3 = (short *)(_mm256_zeroupper(), new_array(t41, 2UL));
        bins = (int *)(_mm256_zeroupper(), new_array(m, 4UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            c2[fill_idx] = (signed char)(-128 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            u2[fill_idx_1] = (unsigned short)(0 + (int)((_mm256_zeroupper(), next_rand()) % 65536U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d2[fill_idx_2] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            f2[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            l[fill_idx_4] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            idx[fill_idx_5] = 0 + (int)((_mm256_zeroupper(), next_rand()) % (unsigned int)m);
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            t42 = uidx + fill_idx_6;
            t43 = (_mm256_zeroupper(), next_rand());
            if (n < 256) {
                t44 = m;
            } else {
                t44 = 256;
            }
            *t42 = (unsigned char)(0 + (int)(t43 % (unsigned int)t44));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            lidx[fill_idx_7] = (long)(0 + (int)((_mm256_zeroupper(), next_rand()) % (unsigned int)m));
        }
        for (fill_idx_8 = 0; fill_idx_8 < t40; fill_idx_8++) {
            i3[fill_idx_8] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_9 = 0; fill_idx_9 < t41; fill_idx_9++) {
            s3[fill_idx_9] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (fill_idx_10 = 0; fill_idx_10 < t41; fill_idx_10++) {
            d3[fill_idx_10] = (double)(0 + (int)((_mm256_zeroupper(), next_rand()) % 1U));
        }
        for (fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            f1[fill_idx_11] = (float)(0 + (int)((_mm256_zeroupper(), next_rand()) % 1U));
        }
        t45 = (long)m;
        if (t45 >= 64L) {
            t46 = t45 & -64L;
            t3 = 0L;
            do {
                _mm512_storeu_si512(bins + (int)((long)0 + t3), _mm512_set1_epi32((int)0));
                _mm512_storeu_si512(bins + (int)((long)0 + (t3 + 16L)), _mm512_set1_epi32((int)0));
                _mm512_storeu_si512(bins + (int)((long)0 + (t3 + 32L)), _mm512_set1_epi32((int)0));
                _mm512_storeu_si512(bins + (int)((long)0 + (t3 + 48L)), _mm512_set1_epi32((int)0));
                t3 += 64L;
            } while (t3 < t46);
            t47 = (int)((long)0 + t46);
        } else {
            t47 = 0;
        }
        t48 = (long)m + (long)t47 * -1L;
        if (t48 >= 16L) {
            t49 = t48 & -16L;
            t4 = 0L;
            do {
                _mm512_storeu_si512(bins + (int)((long)t47 + t4), _mm512_set1_epi32((int)0));
                t4 += 16L;
            } while (t4 < t49);
            t50 = (int)((long)t47 + t49);
        } else {
            t50 = t47;
        }
        t51 = (long)m + (long)t50 * -1L;
        if ((t51 >= 1L) & (t51 <= 16L)) {
            t52 = _mm512_set1_epi32((int)(int)t51);
            t53 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t52, _MM_CMPINT_LT);
            t54 = 0L;
            _mm512_mask_storeu_epi32(bins + (int)((long)t50 + t54), t53, _mm512_set1_epi32((int)0));
            k_1 = (int)((long)t50 + t51);
        } else {
            k_1 = t50;
        }
        for (; k_1 < m; k_1++) {
            bins[k_1] = 0;
        }
        t55 = idx;
        (_mm256_zeroupper(), gather_i8(n, c1, c2, t55));
        t56 = uidx;
        (_mm256_zeroupper(), gather_u16(n, u1, u2, t56));
        (_mm256_zeroupper(), gather_double(n, d1, d2, lidx));
        t57 = (unsigned long)n;
        t58 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t57 * 8UL));
        t59 = (_mm256_zeroupper(), hash_bytes((const void *)u1, t57 * 2UL));
        printf("n=%d %llx %llx %llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c1, t57 * 1UL)), (unsigned long long)t59, (unsigned long long)t58);
        (_mm256_zeroupper(), gather_global(n, f2, t56));
        (_mm256_zeroupper(), stride_down(n, i1, i3));
        (_mm256_zeroupper(), stride_store(n, d3, s3));
        (_mm256_zeroupper(), step_two(n, f1, f2));
        (_mm256_zeroupper(), scatter_add(n, bins, t55));
        t60 = (_mm256_zeroupper(), hash_bytes((const void *)bins, (unsigned long)m * 4UL));
        t61 = t57 * 4UL;
        t62 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t61));
        t63 = (_mm256_zeroupper(), hash_bytes((const void *)d3, (unsigned long)t41 * 8UL));
        t64 = (_mm256_zeroupper(), hash_bytes((const void *)i1, t61));
        t65 = (_mm256_zeroupper(), gather_sum(n, l, t55));
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f2, t61)), t65, (unsigned long long)t64, (unsigned long long)t63, (unsigned long long)t62, (unsigned long long)t60);
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
