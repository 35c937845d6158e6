/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* `_Bool` values in vector lanes: bytes holding 0 or 1, as a `_Bool` in memory does. A
   conversion to `_Bool` is `x != 0` (a mask of the nonzero lanes, then 1 or 0), never a
   truncation: 256, 0.5, -0.0 and NaN below convert to 1, 1, 0 and 1. A `_Bool` read from memory
   converts to a number as a byte does, and tests as `!= 0`. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void flags_gt(int n, _Bool *restrict flags, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = _mm256_cmpgt_epi32(t6, t7);
            vcc_v8_uchar t9 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t8, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t13 = _mm256_cmpgt_epi32(t11, t12);
            vcc_v8_uchar t14 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t13, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t18 = _mm256_cmpgt_epi32(t16, t17);
            vcc_v8_uchar t19 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t18, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t23 = _mm256_cmpgt_epi32(t21, t22);
            vcc_v8_uchar t24 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t23, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + t28));
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(b + t28));
            __m256i t31 = _mm256_cmpgt_epi32(t29, t30);
            vcc_v8_uchar t32 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t31, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        flags[t33] = (_Bool)(a[t33] > b[t33]);
    }
}

/* Bits that a truncation to the low byte would lose. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    vcc_no_contract_body
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_and_si256(t6, _mm256_set1_epi32(768));
            __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t7, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t9 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t8, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_and_si256(t11, _mm256_set1_epi32(768));
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t12, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t14 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t13, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256i t17 = _mm256_and_si256(t16, _mm256_set1_epi32(768));
            __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t17, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t19 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t18, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m256i t22 = _mm256_and_si256(t21, _mm256_set1_epi32(768));
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t22, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t24 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t23, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + t28));
            __m256i t30 = _mm256_and_si256(t29, _mm256_set1_epi32(768));
            __m256i t31 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t30, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t32 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t31, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        flags[t33] = (_Bool)(a[t33] & 768);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(x + t5);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_NEQ_UQ));
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256 t10 = _mm256_loadu_ps(x + t9);
            __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t10, _mm256_set1_ps(0.0f), _CMP_NEQ_UQ));
            vcc_v8_uchar t12 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256 t14 = _mm256_loadu_ps(x + t13);
            __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(t14, _mm256_set1_ps(0.0f), _CMP_NEQ_UQ));
            vcc_v8_uchar t16 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t15, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            __m256 t18 = _mm256_loadu_ps(x + t17);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(t18, _mm256_set1_ps(0.0f), _CMP_NEQ_UQ));
            vcc_v8_uchar t20 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t19, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t17, t20);
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
            __m256 t25 = _mm256_loadu_ps(x + t24);
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(t25, _mm256_set1_ps(0.0f), _CMP_NEQ_UQ));
            vcc_v8_uchar t27 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t26, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        flags[t28] = (_Bool)x[t28];
    }
}

/* A `_Bool` loaded and tested. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, flags + t5);
            __m256i t7 = (__m256i)__builtin_convertvector(t6 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t8 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t7), (const int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t7), t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, flags + t9);
            __m256i t11 = (__m256i)__builtin_convertvector(t10 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t12 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t11), (const int *)((unsigned long)a + (unsigned long)t9 * 4UL));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t9 * 4UL), _mm256_movepi32_mask(t11), t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t14 = vcc_load(vcc_v8_uchar, flags + t13);
            __m256i t15 = (__m256i)__builtin_convertvector(t14 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t16 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t15), (const int *)((unsigned long)a + (unsigned long)t13 * 4UL));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t13 * 4UL), _mm256_movepi32_mask(t15), t16);
            long t17 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t18 = vcc_load(vcc_v8_uchar, flags + t17);
            __m256i t19 = (__m256i)__builtin_convertvector(t18 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t20 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), (const int *)((unsigned long)a + (unsigned long)t17 * 4UL));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t17 * 4UL), _mm256_movepi32_mask(t19), t20);
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
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, flags + t24);
            __m256i t26 = (__m256i)__builtin_convertvector(t25 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t27 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), (const int *)((unsigned long)a + (unsigned long)t24 * 4UL));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t24 * 4UL), _mm256_movepi32_mask(t26), t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        if (flags[t28]) {
            c[t28] = a[t28];
        }
    }
}

/* `_Bool`s as numbers: a sum and a select. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_flags(int n, const _Bool *restrict flags) {
    vcc_no_contract_body
    int s;
    int t25;
    int t26;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, flags + (int)t1);
            __m256i t11 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t10));
            __m256i t12 = t11;
            t2 = _mm256_add_epi32(t2, t12);
            vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, flags + (int)(t1 + 8L));
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t13));
            __m256i t15 = t14;
            t3 = _mm256_add_epi32(t3, t15);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, flags + (int)(t1 + 16L));
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t18 = t17;
            t4 = _mm256_add_epi32(t4, t18);
            vcc_v8_uchar t19 = vcc_load(vcc_v8_uchar, flags + (int)(t1 + 24L));
            __m256i t20 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t19));
            __m256i t21 = t20;
            t5 = _mm256_add_epi32(t5, t21);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t22 = _mm256_add_epi32(t2, t3);
        __m256i t23 = _mm256_add_epi32(t22, t4);
        __m256i t24 = _mm256_add_epi32(t23, t5);
        t25 = (int)t9;
        t26 = (int)vcc_avx2_sum_epi32(t24);
    } else {
        t25 = 0;
        t26 = 0;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, flags + (int)((long)t25 + t6));
            __m256i t30 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t29));
            __m256i t31 = t30;
            t7 = _mm256_add_epi32(t7, t31);
            t6 += 8L;
        } while (t6 < t28);
        i = (int)((long)t25 + t28);
        s = (int)((unsigned int)t26 + vcc_avx2_sum_epi32(t7));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        s += (int)flags[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pick(int n, float *restrict y, const _Bool *restrict flags, const float *restrict x) {
    vcc_no_contract_body
    int t49;
    int i;
    float t66;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, flags + t5);
            __m256i t7 = (__m256i)__builtin_convertvector(t6 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t8 = (__m256i)~(vcc_m8)t7;
            __m256 t9 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t8), (const float *)((unsigned long)x + (unsigned long)t5 * 4UL));
            __m256 t10 = _mm256_xor_ps(t9, _mm256_set1_ps(-0.0f));
            __m256 t11 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6)));
            __m256 t12 = _mm256_add_ps(t10, t11);
            __m256i t13 = (__m256i)__builtin_convertvector(t6 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 t14 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t13), (const float *)((unsigned long)x + (unsigned long)t5 * 4UL));
            __m256 t15 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t7), t12, t14);
            _mm256_storeu_ps(y + t5, t15);
            long t16 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, flags + t16);
            __m256i t18 = (__m256i)__builtin_convertvector(t17 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t19 = (__m256i)~(vcc_m8)t18;
            __m256 t20 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t19), (const float *)((unsigned long)x + (unsigned long)t16 * 4UL));
            __m256 t21 = _mm256_xor_ps(t20, _mm256_set1_ps(-0.0f));
            __m256 t22 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t17)));
            __m256 t23 = _mm256_add_ps(t21, t22);
            __m256i t24 = (__m256i)__builtin_convertvector(t17 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 t25 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), (const float *)((unsigned long)x + (unsigned long)t16 * 4UL));
            __m256 t26 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t18), t23, t25);
            _mm256_storeu_ps(y + t16, t26);
            long t27 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t28 = vcc_load(vcc_v8_uchar, flags + t27);
            __m256i t29 = (__m256i)__builtin_convertvector(t28 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t30 = (__m256i)~(vcc_m8)t29;
            __m256 t31 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t30), (const float *)((unsigned long)x + (unsigned long)t27 * 4UL));
            __m256 t32 = _mm256_xor_ps(t31, _mm256_set1_ps(-0.0f));
            __m256 t33 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t28)));
            __m256 t34 = _mm256_add_ps(t32, t33);
            __m256i t35 = (__m256i)__builtin_convertvector(t28 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 t36 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t35), (const float *)((unsigned long)x + (unsigned long)t27 * 4UL));
            __m256 t37 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t29), t34, t36);
            _mm256_storeu_ps(y + t27, t37);
            long t38 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t39 = vcc_load(vcc_v8_uchar, flags + t38);
            __m256i t40 = (__m256i)__builtin_convertvector(t39 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t41 = (__m256i)~(vcc_m8)t40;
            __m256 t42 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), (const float *)((unsigned long)x + (unsigned long)t38 * 4UL));
            __m256 t43 = _mm256_xor_ps(t42, _mm256_set1_ps(-0.0f));
            __m256 t44 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t39)));
            __m256 t45 = _mm256_add_ps(t43, t44);
            __m256i t46 = (__m256i)__builtin_convertvector(t39 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 t47 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t46), (const float *)((unsigned long)x + (unsigned long)t38 * 4UL));
            __m256 t48 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t40), t45, t47);
            _mm256_storeu_ps(y + t38, t48);
            t1 += 32L;
        } while (t1 < t4);
        t49 = (int)t4;
    } else {
        t49 = 0;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 8L) {
        long t51 = t50 & -8L;
        long t2 = 0L;
        do {
            long t52 = (long)(int)((long)t49 + t2);
            vcc_v8_uchar t53 = vcc_load(vcc_v8_uchar, flags + t52);
            __m256i t54 = (__m256i)__builtin_convertvector(t53 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t55 = (__m256i)~(vcc_m8)t54;
            __m256 t56 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t55), (const float *)((unsigned long)x + (unsigned long)t52 * 4UL));
            __m256 t57 = _mm256_xor_ps(t56, _mm256_set1_ps(-0.0f));
            __m256 t58 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t53)));
            __m256 t59 = _mm256_add_ps(t57, t58);
            __m256i t60 = (__m256i)__builtin_convertvector(t53 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 t61 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t60), (const float *)((unsigned long)x + (unsigned long)t52 * 4UL));
            __m256 t62 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t54), t59, t61);
            _mm256_storeu_ps(y + t52, t62);
            t2 += 8L;
        } while (t2 < t51);
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        long t63 = (long)i;
        float *t64 = y + t63;
        _Bool t65 = flags[t63];
        if (t65) {
            t66 = x[t63];
        } else {
            t66 = -x[t63] + (float)t65;
        }
        *t64 = t66;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t4;
    float t8;
    float t9;
    float t10;
    float t11;
    int t36;
    int t43;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t4 = 1;
        } else {
            t4 = 0;
            n = n_1;
        }
        if (!t4) {
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        _Bool *f = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        _Bool *g = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        _Bool *h = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (int i = 0; i < n; i++) {
            long t5 = (long)i;
            a[t5] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            b[t5] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            c[t5] = -1;
            unsigned int r = (_mm256_zeroupper(), next_rand()) % 6U;
            float *t6 = x + t5;
            if (r == 0U) {
                t11 = 0.0f;
            } else {
                if (r == 1U) {
                    t10 = -0.0f;
                } else {
                    if (r == 2U) {
                        t9 = 0.5f;
                    } else {
                        if (r == 3U) {
                            t8 = __builtin_nanf("");
                        } else {
                            unsigned int t7 = (_mm256_zeroupper(), next_rand());
                            t8 = (float)(int)(t7 % 7U) - 3.0f;
                        }
                        t9 = t8;
                    }
                    t10 = t9;
                }
                t11 = t10;
            }
            *t6 = t11;
        }
        if (n > 2) {
            a[0] = 256;
            a[1] = 512;
            a[2] = 768;
        }
        const int *t12 = a;
        flags_gt(n, f, t12, b);
        flags_bits(n, g, t12);
        const float *t13 = x;
        flags_float(n, h, t13);
        unsigned long t14 = (unsigned long)n;
        unsigned long t15 = t14 * 1UL;
        unsigned long t16 = (_mm256_zeroupper(), hash_bytes((const void *)h, t15));
        unsigned long t17 = (_mm256_zeroupper(), hash_bytes((const void *)g, t15));
        printf("n=%d %016llx %016llx %016llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f, t15)), (unsigned long long)t17, (unsigned long long)t16);
        long t18 = (long)n;
        if (t18 >= 32L) {
            long t19 = t18 & -32L;
            long t1 = 0L;
            do {
                float *t20 = x + (int)t1;
                __m256 t21 = _mm256_loadu_ps(t20);
                __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(t21, t21, _CMP_NEQ_UQ));
                __m256 t23 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t22), t21, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(t20, t23);
                float *t24 = x + (int)(t1 + 8L);
                __m256 t25 = _mm256_loadu_ps(t24);
                __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(t25, t25, _CMP_NEQ_UQ));
                __m256 t27 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t26), t25, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(t24, t27);
                float *t28 = x + (int)(t1 + 16L);
                __m256 t29 = _mm256_loadu_ps(t28);
                __m256i t30 = _mm256_castps_si256(_mm256_cmp_ps(t29, t29, _CMP_NEQ_UQ));
                __m256 t31 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t30), t29, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(t28, t31);
                float *t32 = x + (int)(t1 + 24L);
                __m256 t33 = _mm256_loadu_ps(t32);
                __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(t33, t33, _CMP_NEQ_UQ));
                __m256 t35 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t34), t33, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(t32, t35);
                t1 += 32L;
            } while (t1 < t19);
            t36 = (int)t19;
        } else {
            t36 = 0;
        }
        long t37 = (long)n + (long)t36 * -1L;
        if (t37 >= 8L) {
            long t38 = t37 & -8L;
            long t2 = 0L;
            do {
                float *t39 = x + (int)((long)t36 + t2);
                __m256 t40 = _mm256_loadu_ps(t39);
                __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(t40, t40, _CMP_NEQ_UQ));
                __m256 t42 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t41), t40, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(t39, t42);
                t2 += 8L;
            } while (t2 < t38);
            t43 = (int)((long)t36 + t38);
        } else {
            t43 = t36;
        }
        long t44 = (long)n + (long)t43 * -1L;
        if ((t44 >= 1L) & (t44 <= 8L)) {
            __m256i t45 = _mm256_set1_epi32((int)(int)t44);
            __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t47 = x + (int)(long)t43;
            __m256 t48 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t46), t47);
            __m256i t49 = _mm256_castps_si256(_mm256_cmp_ps(t48, t48, _CMP_NEQ_UQ));
            __m256i t50 = (__m256i)~(vcc_m8)t49;
            __m256i t51 = _mm256_and_si256(t46, t50);
            __m256 t52 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t51), _mm256_set1_ps(1.5f), t48);
            _mm256_mask_storeu_ps(t47, _mm256_movepi32_mask(t46), t52);
            i_1 = (int)((long)t43 + t44);
        } else {
            i_1 = t43;
        }
        for (; i_1 < n; i_1++) {
            float *t53 = x + i_1;
            float t3 = *t53;
            if (t3 != t3) {
                t3 = 1.5f;
            }
            *t53 = t3;
        }
        copy_if(n, c, g, t12);
        const _Bool *t54 = f;
        pick(n, y, t54, t13);
        int t55 = count_flags(n, h);
        int t56 = count_flags(n, t54);
        unsigned long t57 = t14 * 4UL;
        unsigned long t58 = (_mm256_zeroupper(), hash_bytes((const void *)y, t57));
        printf(" %016llx %016llx %d %d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t57)), (unsigned long long)t58, t56, t55);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)x);
        free((void *)y);
        free((void *)f);
        free((void *)g);
        free((void *)h);
    }
}
