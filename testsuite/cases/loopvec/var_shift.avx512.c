/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Shifts left by a count that differs from lane to lane. SSE has no instruction for them
   (AVX2's vpsllvd): vcc multiplies by 2^count, the power of two built as a float from its
   exponent, which must give 1 << 31 for a count of 31. Every count from 0 to 31 is in the
   data, with values whose top bits are set; a count that is one value in every lane keeps
   the plain shift. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shl_u32(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint32_t *restrict c) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t3 = _mm256_and_si256(c_v, _mm256_set1_epi32(31));
            __m256i t4 = _mm256_sllv_epi32(a_v, t3);
            _mm256_storeu_si256((__m256i *)(d + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t5));
            __m256i t6 = _mm256_and_si256(c_v_1, _mm256_set1_epi32(31));
            __m256i t7 = _mm256_sllv_epi32(a_v_1, t6);
            _mm256_storeu_si256((__m256i *)(d + t5), t7);
            long t8 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t8));
            __m256i t9 = _mm256_and_si256(c_v_2, _mm256_set1_epi32(31));
            __m256i t10 = _mm256_sllv_epi32(a_v_2, t9);
            _mm256_storeu_si256((__m256i *)(d + t8), t10);
            long t11 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t11));
            __m256i t12 = _mm256_and_si256(c_v_3, _mm256_set1_epi32(31));
            __m256i t13 = _mm256_sllv_epi32(a_v_3, t12);
            _mm256_storeu_si256((__m256i *)(d + t11), t13);
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
        /* vcc: loop at var_shift.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t17));
            __m256i t18 = _mm256_and_si256(c_v_4, _mm256_set1_epi32(31));
            __m256i t19 = _mm256_sllv_epi32(a_v_4, t18);
            _mm256_storeu_si256((__m256i *)(d + t17), t19);
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
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), a + t24);
        __m256i c_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), c + t24);
        __m256i t25 = _mm256_and_si256(c_v_5, _mm256_set1_epi32(31));
        __m256i t26 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t23, t25); });
        __m256i t27 = _mm256_sllv_epi32(a_v_5, t26);
        _mm256_mask_storeu_epi32(d + t24, _mm256_movepi32_mask(t23), t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        d[t28] = a[t28] << (c[t28] & 31U);
    }
}

/* Signed, small non-negative values (no overflow), counts below 8. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shl_i32(int n, int32_t *restrict d, const int32_t *restrict a, const int32_t *restrict c) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t3 = _mm256_and_si256(c_v, _mm256_set1_epi32(7));
            __m256i t4 = _mm256_sllv_epi32(a_v, t3);
            _mm256_storeu_si256((__m256i *)(d + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t5));
            __m256i t6 = _mm256_and_si256(c_v_1, _mm256_set1_epi32(7));
            __m256i t7 = _mm256_sllv_epi32(a_v_1, t6);
            _mm256_storeu_si256((__m256i *)(d + t5), t7);
            long t8 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t8));
            __m256i t9 = _mm256_and_si256(c_v_2, _mm256_set1_epi32(7));
            __m256i t10 = _mm256_sllv_epi32(a_v_2, t9);
            _mm256_storeu_si256((__m256i *)(d + t8), t10);
            long t11 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t11));
            __m256i t12 = _mm256_and_si256(c_v_3, _mm256_set1_epi32(7));
            __m256i t13 = _mm256_sllv_epi32(a_v_3, t12);
            _mm256_storeu_si256((__m256i *)(d + t11), t13);
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
        /* vcc: loop at var_shift.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t17));
            __m256i t18 = _mm256_and_si256(c_v_4, _mm256_set1_epi32(7));
            __m256i t19 = _mm256_sllv_epi32(a_v_4, t18);
            _mm256_storeu_si256((__m256i *)(d + t17), t19);
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
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), a + t24);
        __m256i c_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), c + t24);
        __m256i t25 = _mm256_and_si256(c_v_5, _mm256_set1_epi32(7));
        __m256i t26 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t23, t25); });
        __m256i t27 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t23, a_v_5); });
        __m256i t28 = _mm256_sllv_epi32(t27, t26);
        _mm256_mask_storeu_epi32(d + t24, _mm256_movepi32_mask(t23), t28);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        d[t29] = a[t29] << (c[t29] & 7);
    }
}

/* The count loaded as it is (every value in 0..31), added to what is there. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shl_acc(int n, uint32_t *restrict d, const uint32_t *restrict a, const int32_t *restrict c) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:23 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            unsigned int *t3 = d + i_vec;
            __m256i d_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t4 = (__m256i)((vcc_v8_uint)a_v << __builtin_convertvector((vcc_v8_int)c_v, vcc_v8_uint));
            __m256i t5 = _mm256_add_epi32(d_v, t4);
            _mm256_storeu_si256((__m256i *)t3, t5);
            long t6 = i_vec + 8L;
            unsigned int *t7 = d + t6;
            __m256i d_v_1 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t6));
            __m256i t8 = (__m256i)((vcc_v8_uint)a_v_1 << __builtin_convertvector((vcc_v8_int)c_v_1, vcc_v8_uint));
            __m256i t9 = _mm256_add_epi32(d_v_1, t8);
            _mm256_storeu_si256((__m256i *)t7, t9);
            long t10 = i_vec + 16L;
            unsigned int *t11 = d + t10;
            __m256i d_v_2 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t10));
            __m256i t12 = (__m256i)((vcc_v8_uint)a_v_2 << __builtin_convertvector((vcc_v8_int)c_v_2, vcc_v8_uint));
            __m256i t13 = _mm256_add_epi32(d_v_2, t12);
            _mm256_storeu_si256((__m256i *)t11, t13);
            long t14 = i_vec + 24L;
            unsigned int *t15 = d + t14;
            __m256i d_v_3 = _mm256_loadu_si256((const __m256i *)t15);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t14));
            __m256i t16 = (__m256i)((vcc_v8_uint)a_v_3 << __builtin_convertvector((vcc_v8_int)c_v_3, vcc_v8_uint));
            __m256i t17 = _mm256_add_epi32(d_v_3, t16);
            _mm256_storeu_si256((__m256i *)t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            unsigned int *t22 = d + t21;
            __m256i d_v_4 = _mm256_loadu_si256((const __m256i *)t22);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t21));
            __m256i t23 = (__m256i)((vcc_v8_uint)a_v_4 << __builtin_convertvector((vcc_v8_int)c_v_4, vcc_v8_uint));
            __m256i t24 = _mm256_add_epi32(d_v_4, t23);
            _mm256_storeu_si256((__m256i *)t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        unsigned int *t30 = d + t29;
        __m256i d_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), t30);
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), a + t29);
        __m256i c_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), c + t29);
        __m256i t31 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t28, c_v_5); });
        __m256i t32 = (__m256i)((vcc_v8_uint)a_v_5 << __builtin_convertvector((vcc_v8_int)t31, vcc_v8_uint));
        __m256i t33 = _mm256_add_epi32(d_v_5, t32);
        _mm256_mask_storeu_epi32(t30, _mm256_movepi32_mask(t28), t33);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        unsigned int *t35 = d + t34;
        *t35 = *t35 + (a[t34] << c[t34]);
    }
}

/* The count from bytes: converted to the lanes' width first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shl_bytes(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint8_t *restrict c) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            vcc_v8_uchar c_v = vcc_load(vcc_v8_uchar, c + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)c_v));
            __m256i t4 = _mm256_and_si256(t3, _mm256_set1_epi32(15));
            __m256i t5 = (__m256i)((vcc_v8_uint)a_v << __builtin_convertvector((vcc_v8_int)t4, vcc_v8_uint));
            _mm256_storeu_si256((__m256i *)(d + i_vec), t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            vcc_v8_uchar c_v_1 = vcc_load(vcc_v8_uchar, c + t6);
            __m256i t7 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)c_v_1));
            __m256i t8 = _mm256_and_si256(t7, _mm256_set1_epi32(15));
            __m256i t9 = (__m256i)((vcc_v8_uint)a_v_1 << __builtin_convertvector((vcc_v8_int)t8, vcc_v8_uint));
            _mm256_storeu_si256((__m256i *)(d + t6), t9);
            long t10 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            vcc_v8_uchar c_v_2 = vcc_load(vcc_v8_uchar, c + t10);
            __m256i t11 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)c_v_2));
            __m256i t12 = _mm256_and_si256(t11, _mm256_set1_epi32(15));
            __m256i t13 = (__m256i)((vcc_v8_uint)a_v_2 << __builtin_convertvector((vcc_v8_int)t12, vcc_v8_uint));
            _mm256_storeu_si256((__m256i *)(d + t10), t13);
            long t14 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t14));
            vcc_v8_uchar c_v_3 = vcc_load(vcc_v8_uchar, c + t14);
            __m256i t15 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)c_v_3));
            __m256i t16 = _mm256_and_si256(t15, _mm256_set1_epi32(15));
            __m256i t17 = (__m256i)((vcc_v8_uint)a_v_3 << __builtin_convertvector((vcc_v8_int)t16, vcc_v8_uint));
            _mm256_storeu_si256((__m256i *)(d + t14), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            vcc_v8_uchar c_v_4 = vcc_load(vcc_v8_uchar, c + t21);
            __m256i t22 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)c_v_4));
            __m256i t23 = _mm256_and_si256(t22, _mm256_set1_epi32(15));
            __m256i t24 = (__m256i)((vcc_v8_uint)a_v_4 << __builtin_convertvector((vcc_v8_int)t23, vcc_v8_uint));
            _mm256_storeu_si256((__m256i *)(d + t21), t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = a[t25] << ((int)c[t25] & 15);
    }
}

/* One count for every lane: the shift by a register. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shl_uniform(int n, uint32_t *restrict d, const uint32_t *restrict a, int k) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = (__m256i)((vcc_v8_uint)a_v << __builtin_convertvector((vcc_v8_int)k_v, vcc_v8_uint));
            _mm256_storeu_si256((__m256i *)(d + i_vec), t3);
            long t4 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t5 = (__m256i)((vcc_v8_uint)a_v_1 << __builtin_convertvector((vcc_v8_int)k_v, vcc_v8_uint));
            _mm256_storeu_si256((__m256i *)(d + t4), t5);
            long t6 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t7 = (__m256i)((vcc_v8_uint)a_v_2 << __builtin_convertvector((vcc_v8_int)k_v, vcc_v8_uint));
            _mm256_storeu_si256((__m256i *)(d + t6), t7);
            long t8 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t9 = (__m256i)((vcc_v8_uint)a_v_3 << __builtin_convertvector((vcc_v8_int)k_v, vcc_v8_uint));
            _mm256_storeu_si256((__m256i *)(d + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i t14 = (__m256i)((vcc_v8_uint)a_v_4 << __builtin_convertvector((vcc_v8_int)k_v_1, vcc_v8_uint));
            _mm256_storeu_si256((__m256i *)(d + t13), t14);
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
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        long t19 = (long)t15;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), a + t19);
        __m256i t20 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t18, k_v_2); });
        __m256i t21 = (__m256i)((vcc_v8_uint)a_v_5 << __builtin_convertvector((vcc_v8_int)t20, vcc_v8_uint));
        _mm256_mask_storeu_epi32(d + t19, _mm256_movepi32_mask(t18), t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        d[t22] = a[t22] << k;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint32_t *a = new_array(n, 4), *d = new_array(n, 4), *e = new_array(n, 4);
        int32_t *c = new_array(n, 4), *s = new_array(n, 4), *p = new_array(n, 4);
        uint8_t *b = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            a[i] = (uint32_t)next_rand() * 2654435761u | (i & 1 ? 0x80000001u : 0);
            c[i] = (int32_t)((i * 7 + 3) % 32);
            s[i] = (int32_t)(next_rand() % (1 << 23));
            p[i] = (int32_t)next_rand();
            b[i] = (uint8_t)next_rand();
            e[i] = (uint32_t)i;
        }
        shl_u32(n, d, a, (const uint32_t *)p);
        printf("n=%d %016llx", n, HASH(d, n));
        shl_i32(n, (int32_t *)d, s, p);
        printf(" %016llx", HASH(d, n));
        shl_acc(n, e, a, c);
        printf(" %016llx", HASH(e, n));
        shl_bytes(n, d, a, b);
        printf(" %016llx", HASH(d, n));
        shl_uniform(n, d, a, n % 32);
        printf(" %016llx\n", HASH(d, n));
        free(a), free(d), free(e), free(c), free(s), free(p), free(b);
    }
    return 0;
}
