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
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = _mm256_cmpgt_epi32(a_v, b_v);
            vcc_v8_uchar t5 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t4, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t7 = _mm256_cmpgt_epi32(a_v_1, b_v_1);
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_cmpgt_epi32(a_v_2, b_v_2);
            vcc_v8_uchar t11 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t10, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t13 = _mm256_cmpgt_epi32(a_v_3, b_v_3);
            vcc_v8_uchar t14 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t13, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t19 = _mm256_cmpgt_epi32(a_v_4, b_v_4);
            vcc_v8_uchar t20 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t19, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        flags[t21] = (_Bool)(a[t21] > b[t21]);
    }
}

/* Bits that a truncation to the low byte would lose. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i t4 = _mm256_and_si256(a_v, _mm256_set1_epi32(768));
            __m256i t5 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t4, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t6 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t5, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i t8 = _mm256_and_si256(a_v_1, _mm256_set1_epi32(768));
            __m256i t9 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t8, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t9, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i t12 = _mm256_and_si256(a_v_2, _mm256_set1_epi32(768));
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t12, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t14 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t13, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256i t16 = _mm256_and_si256(a_v_3, _mm256_set1_epi32(768));
            __m256i t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t16, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t18 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t17, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t23 = _mm256_and_si256(a_v_4, _mm256_set1_epi32(768));
            __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t23, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            vcc_v8_uchar t25 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t24, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        flags[t26] = (_Bool)(a[t26] & 768);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256 x_v = _mm256_loadu_ps(x + t3);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x_v, _mm256_set1_ps(0.0f), _CMP_NEQ_UQ));
            vcc_v8_uchar t5 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t4, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256 x_v_1 = _mm256_loadu_ps(x + t6);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, _mm256_set1_ps(0.0f), _CMP_NEQ_UQ));
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256 x_v_2 = _mm256_loadu_ps(x + t9);
            __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, _mm256_set1_ps(0.0f), _CMP_NEQ_UQ));
            vcc_v8_uchar t11 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t10, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256 x_v_3 = _mm256_loadu_ps(x + t12);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, _mm256_set1_ps(0.0f), _CMP_NEQ_UQ));
            vcc_v8_uchar t14 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t13, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256 x_v_4 = _mm256_loadu_ps(x + t18);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(x_v_4, _mm256_set1_ps(0.0f), _CMP_NEQ_UQ));
            vcc_v8_uchar t20 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t19, vcc_v8_schar), ((vcc_v8_uchar){(_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1, (_Bool)1}), ((vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}));
            vcc_store(flags + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        flags[t21] = (_Bool)x[t21];
    }
}

/* A `_Bool` loaded and tested. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    vcc_no_contract_body
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_uchar flags_v = vcc_load(vcc_v8_uchar, flags + t3);
            __m256i t4 = (__m256i)__builtin_convertvector(flags_v != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i a_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t4), (const int *)((unsigned long)a + (unsigned long)t3 * 4UL));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t3 * 4UL), _mm256_movepi32_mask(t4), a_v);
            long t5 = (long)(int)(i_vec + 8L);
            vcc_v8_uchar flags_v_1 = vcc_load(vcc_v8_uchar, flags + t5);
            __m256i t6 = (__m256i)__builtin_convertvector(flags_v_1 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i a_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t6), (const int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t6), a_v_1);
            long t7 = (long)(int)(i_vec + 16L);
            vcc_v8_uchar flags_v_2 = vcc_load(vcc_v8_uchar, flags + t7);
            __m256i t8 = (__m256i)__builtin_convertvector(flags_v_2 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i a_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t8), (const int *)((unsigned long)a + (unsigned long)t7 * 4UL));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t7 * 4UL), _mm256_movepi32_mask(t8), a_v_2);
            long t9 = (long)(int)(i_vec + 24L);
            vcc_v8_uchar flags_v_3 = vcc_load(vcc_v8_uchar, flags + t9);
            __m256i t10 = (__m256i)__builtin_convertvector(flags_v_3 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t10), (const int *)((unsigned long)a + (unsigned long)t9 * 4UL));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t9 * 4UL), _mm256_movepi32_mask(t10), a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            vcc_v8_uchar flags_v_4 = vcc_load(vcc_v8_uchar, flags + t14);
            __m256i t15 = (__m256i)__builtin_convertvector(flags_v_4 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i a_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t15), (const int *)((unsigned long)a + (unsigned long)t14 * 4UL));
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t14 * 4UL), _mm256_movepi32_mask(t15), a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        if (flags[t16]) {
            c[t16] = a[t16];
        }
    }
}

/* `_Bool`s as numbers: a sum and a select. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_flags(int n, const _Bool *restrict flags) {
    vcc_no_contract_body
    int s;
    int t14;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi32(0);
        __m256i s_v_1 = _mm256_set1_epi32(0);
        __m256i s_v_2 = _mm256_set1_epi32(0);
        __m256i s_v_3 = _mm256_set1_epi32(0);
        /* vcc: loop at bool_lanes.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar flags_v = vcc_load(vcc_v8_uchar, flags + (int)i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v));
            __m256i t4 = t3;
            s_v = _mm256_add_epi32(s_v, t4);
            vcc_v8_uchar flags_v_1 = vcc_load(vcc_v8_uchar, flags + (int)(i_vec + 8L));
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_1));
            __m256i t6 = t5;
            s_v_1 = _mm256_add_epi32(s_v_1, t6);
            vcc_v8_uchar flags_v_2 = vcc_load(vcc_v8_uchar, flags + (int)(i_vec + 16L));
            __m256i t7 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_2));
            __m256i t8 = t7;
            s_v_2 = _mm256_add_epi32(s_v_2, t8);
            vcc_v8_uchar flags_v_3 = vcc_load(vcc_v8_uchar, flags + (int)(i_vec + 24L));
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_3));
            __m256i t10 = t9;
            s_v_3 = _mm256_add_epi32(s_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi32(s_v, s_v_1);
        __m256i t12 = _mm256_add_epi32(t11, s_v_2);
        __m256i t13 = _mm256_add_epi32(t12, s_v_3);
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
        __m256i s_v_4 = _mm256_set1_epi32(0);
        do {
            vcc_v8_uchar flags_v_4 = vcc_load(vcc_v8_uchar, flags + (int)((long)t14 + i_vec_1));
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_4));
            __m256i t19 = t18;
            s_v_4 = _mm256_add_epi32(s_v_4, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (int)((unsigned int)t15 + vcc_avx2_sum_epi32(s_v_4));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s += (int)flags[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pick(int n, float *restrict y, const _Bool *restrict flags, const float *restrict x) {
    vcc_no_contract_body
    int t35;
    int i;
    float t49;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at bool_lanes.c:41 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_uchar flags_v = vcc_load(vcc_v8_uchar, flags + t3);
            __m256i t4 = (__m256i)__builtin_convertvector(flags_v != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t5 = (__m256i)~(vcc_m8)t4;
            __m256 x_v = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t5), (const float *)((unsigned long)x + (unsigned long)t3 * 4UL));
            __m256 t6 = _mm256_xor_ps(x_v, _mm256_set1_ps(-0.0f));
            __m256 t7 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v)));
            __m256 t8 = _mm256_add_ps(t6, t7);
            __m256i t9 = (__m256i)__builtin_convertvector(flags_v != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 x_v_1 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t9), (const float *)((unsigned long)x + (unsigned long)t3 * 4UL));
            __m256 t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), t8, x_v_1);
            _mm256_storeu_ps(y + t3, t10);
            long t11 = (long)(int)(i_vec + 8L);
            vcc_v8_uchar flags_v_1 = vcc_load(vcc_v8_uchar, flags + t11);
            __m256i t12 = (__m256i)__builtin_convertvector(flags_v_1 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t13 = (__m256i)~(vcc_m8)t12;
            __m256 x_v_2 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t13), (const float *)((unsigned long)x + (unsigned long)t11 * 4UL));
            __m256 t14 = _mm256_xor_ps(x_v_2, _mm256_set1_ps(-0.0f));
            __m256 t15 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_1)));
            __m256 t16 = _mm256_add_ps(t14, t15);
            __m256i t17 = (__m256i)__builtin_convertvector(flags_v_1 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 x_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t17), (const float *)((unsigned long)x + (unsigned long)t11 * 4UL));
            __m256 t18 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t12), t16, x_v_3);
            _mm256_storeu_ps(y + t11, t18);
            long t19 = (long)(int)(i_vec + 16L);
            vcc_v8_uchar flags_v_2 = vcc_load(vcc_v8_uchar, flags + t19);
            __m256i t20 = (__m256i)__builtin_convertvector(flags_v_2 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t21 = (__m256i)~(vcc_m8)t20;
            __m256 x_v_4 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t21), (const float *)((unsigned long)x + (unsigned long)t19 * 4UL));
            __m256 t22 = _mm256_xor_ps(x_v_4, _mm256_set1_ps(-0.0f));
            __m256 t23 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_2)));
            __m256 t24 = _mm256_add_ps(t22, t23);
            __m256i t25 = (__m256i)__builtin_convertvector(flags_v_2 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t25), (const float *)((unsigned long)x + (unsigned long)t19 * 4UL));
            __m256 t26 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t20), t24, x_v_5);
            _mm256_storeu_ps(y + t19, t26);
            long t27 = (long)(int)(i_vec + 24L);
            vcc_v8_uchar flags_v_3 = vcc_load(vcc_v8_uchar, flags + t27);
            __m256i t28 = (__m256i)__builtin_convertvector(flags_v_3 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t29 = (__m256i)~(vcc_m8)t28;
            __m256 x_v_6 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), (const float *)((unsigned long)x + (unsigned long)t27 * 4UL));
            __m256 t30 = _mm256_xor_ps(x_v_6, _mm256_set1_ps(-0.0f));
            __m256 t31 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_3)));
            __m256 t32 = _mm256_add_ps(t30, t31);
            __m256i t33 = (__m256i)__builtin_convertvector(flags_v_3 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 x_v_7 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t33), (const float *)((unsigned long)x + (unsigned long)t27 * 4UL));
            __m256 t34 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t28), t32, x_v_7);
            _mm256_storeu_ps(y + t27, t34);
            i_vec += 32L;
        } while (i_vec < t2);
        t35 = (int)t2;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        long t37 = t36 & -8L;
        long i_vec_1 = 0L;
        do {
            long t38 = (long)(int)((long)t35 + i_vec_1);
            vcc_v8_uchar flags_v_4 = vcc_load(vcc_v8_uchar, flags + t38);
            __m256i t39 = (__m256i)__builtin_convertvector(flags_v_4 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t40 = (__m256i)~(vcc_m8)t39;
            __m256 x_v_8 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t40), (const float *)((unsigned long)x + (unsigned long)t38 * 4UL));
            __m256 t41 = _mm256_xor_ps(x_v_8, _mm256_set1_ps(-0.0f));
            __m256 t42 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)flags_v_4)));
            __m256 t43 = _mm256_add_ps(t41, t42);
            __m256i t44 = (__m256i)__builtin_convertvector(flags_v_4 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 x_v_9 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t44), (const float *)((unsigned long)x + (unsigned long)t38 * 4UL));
            __m256 t45 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t39), t43, x_v_9);
            _mm256_storeu_ps(y + t38, t45);
            i_vec_1 += 8L;
        } while (i_vec_1 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        float *t47 = y + t46;
        _Bool t48 = flags[t46];
        if (t48) {
            t49 = x[t46];
        } else {
            t49 = -x[t46] + (float)t48;
        }
        *t47 = t49;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t2;
    float t6;
    float t7;
    float t8;
    float t9;
    int t30;
    int t36;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
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
            long t3 = (long)i;
            a[t3] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            b[t3] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            c[t3] = -1;
            unsigned int r = (_mm256_zeroupper(), next_rand()) % 6U;
            float *t4 = x + t3;
            if (r == 0U) {
                t9 = 0.0f;
            } else {
                if (r == 1U) {
                    t8 = -0.0f;
                } else {
                    if (r == 2U) {
                        t7 = 0.5f;
                    } else {
                        if (r == 3U) {
                            t6 = __builtin_nanf("");
                        } else {
                            unsigned int t5 = (_mm256_zeroupper(), next_rand());
                            t6 = (float)(int)(t5 % 7U) - 3.0f;
                        }
                        t7 = t6;
                    }
                    t8 = t7;
                }
                t9 = t8;
            }
            *t4 = t9;
        }
        if (n > 2) {
            a[0] = 256;
            a[1] = 512;
            a[2] = 768;
        }
        const int *t10 = a;
        flags_gt(n, f, t10, b);
        flags_bits(n, g, t10);
        const float *t11 = x;
        flags_float(n, h, t11);
        unsigned long t12 = (unsigned long)n;
        unsigned long t13 = t12 * 1UL;
        unsigned long t14 = (_mm256_zeroupper(), hash_bytes((const void *)h, t13));
        unsigned long t15 = (_mm256_zeroupper(), hash_bytes((const void *)g, t13));
        printf("n=%d %016llx %016llx %016llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f, t13)), (unsigned long long)t15, (unsigned long long)t14);
        long t16 = (long)n;
        if (t16 >= 32L) {
            long t17 = t16 & -32L;
            long i_vec = 0L;
            /* vcc: loop at bool_lanes.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                float *t18 = x + (int)i_vec;
                __m256 x_v = _mm256_loadu_ps(t18);
                __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(x_v, x_v, _CMP_NEQ_UQ));
                __m256 t20 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t19), x_v, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(t18, t20);
                float *t21 = x + (int)(i_vec + 8L);
                __m256 x_v_1 = _mm256_loadu_ps(t21);
                __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, x_v_1, _CMP_NEQ_UQ));
                __m256 t23 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t22), x_v_1, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(t21, t23);
                float *t24 = x + (int)(i_vec + 16L);
                __m256 x_v_2 = _mm256_loadu_ps(t24);
                __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, x_v_2, _CMP_NEQ_UQ));
                __m256 t26 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t25), x_v_2, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(t24, t26);
                float *t27 = x + (int)(i_vec + 24L);
                __m256 x_v_3 = _mm256_loadu_ps(t27);
                __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, x_v_3, _CMP_NEQ_UQ));
                __m256 t29 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t28), x_v_3, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(t27, t29);
                i_vec += 32L;
            } while (i_vec < t17);
            t30 = (int)t17;
        } else {
            t30 = 0;
        }
        long t31 = (long)n + (long)t30 * -1L;
        if (t31 >= 8L) {
            long t32 = t31 & -8L;
            long i_vec_1 = 0L;
            do {
                float *t33 = x + (int)((long)t30 + i_vec_1);
                __m256 x_v_4 = _mm256_loadu_ps(t33);
                __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(x_v_4, x_v_4, _CMP_NEQ_UQ));
                __m256 t35 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t34), x_v_4, _mm256_set1_ps(1.5f));
                _mm256_storeu_ps(t33, t35);
                i_vec_1 += 8L;
            } while (i_vec_1 < t32);
            t36 = (int)((long)t30 + t32);
        } else {
            t36 = t30;
        }
        long t37 = (long)n + (long)t36 * -1L;
        if ((t37 >= 1L) & (t37 <= 8L)) {
            __m256i t38 = _mm256_set1_epi32((int)(int)t37);
            __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t40 = x + (int)(long)t36;
            __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t39), t40);
            __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(x_v_5, x_v_5, _CMP_NEQ_UQ));
            __m256i t42 = (__m256i)~(vcc_m8)t41;
            __m256i t43 = _mm256_and_si256(t39, t42);
            __m256 t44 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t43), _mm256_set1_ps(1.5f), x_v_5);
            _mm256_mask_storeu_ps(t40, _mm256_movepi32_mask(t39), t44);
            i_1 = (int)((long)t36 + t37);
        } else {
            i_1 = t36;
        }
        for (; i_1 < n; i_1++) {
            float *t45 = x + i_1;
            float t1 = *t45;
            if (t1 != t1) {
                t1 = 1.5f;
            }
            *t45 = t1;
        }
        copy_if(n, c, g, t10);
        const _Bool *t46 = f;
        pick(n, y, t46, t11);
        int t47 = count_flags(n, h);
        int t48 = count_flags(n, t46);
        unsigned long t49 = t12 * 4UL;
        unsigned long t50 = (_mm256_zeroupper(), hash_bytes((const void *)y, t49));
        printf(" %016llx %016llx %d %d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t49)), (unsigned long long)t50, t48, t47);
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
