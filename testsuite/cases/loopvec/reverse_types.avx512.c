/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=8 avx2=8 neon=8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:8 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i t3 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)i_vec) + -31));
            __m256i b_v = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t3, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e);
            __m256i t4 = _mm256_add_epi8(b_v, _mm256_set1_epi8((char)3));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (signed char)((int)b[n - 1 - i] + 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    vcc_no_contract_body
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mullo_epi16(b_v, _mm256_set1_epi16((short)3));
            __m256i t4 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t3, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            _mm256_storeu_si256((__m256i *)(a + (n - 1 - (int)i_vec) + -15), t4);
            long t5 = i_vec + 16L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_mullo_epi16(b_v_1, _mm256_set1_epi16((short)3));
            __m256i t7 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t6, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            _mm256_storeu_si256((__m256i *)(a + (n - 1 - (int)t5) + -15), t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t12 = _mm256_mullo_epi16(b_v_2, _mm256_set1_epi16((short)3));
            __m256i t13 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t12, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            _mm256_storeu_si256((__m256i *)(a + (n - 1 - (int)t11) + -15), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i t3 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)i_vec) + -3));
            __m256i b_v = _mm256_permute4x64_epi64(t3, 0x1b);
            __m256i t4 = _mm256_sub_epi64(b_v, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 4L;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)t5) + -3));
            __m256i b_v_1 = _mm256_permute4x64_epi64(t6, 0x1b);
            __m256i t7 = _mm256_sub_epi64(b_v_1, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t5), t7);
            long t8 = i_vec + 8L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)t8) + -3));
            __m256i b_v_2 = _mm256_permute4x64_epi64(t9, 0x1b);
            __m256i t10 = _mm256_sub_epi64(b_v_2, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t8), t10);
            long t11 = i_vec + 12L;
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)t11) + -3));
            __m256i b_v_3 = _mm256_permute4x64_epi64(t12, 0x1b);
            __m256i t13 = _mm256_sub_epi64(b_v_3, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - (int)t17) + -3));
            __m256i b_v_4 = _mm256_permute4x64_epi64(t18, 0x1b);
            __m256i t19 = _mm256_sub_epi64(b_v_4, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] - 7LL;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_double(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:23 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m256d t5 = _mm256_loadu_pd(b + t4 + -3);
            __m256d t6 = _mm256_mul_pd(t5, _mm256_set1_pd(0.5));
            __m256d t7 = _mm256_add_pd(t6, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(a + t4 + -3, t7);
            long t8 = (long)t1 + (i_vec + 4L) * -1L;
            __m256d t9 = _mm256_loadu_pd(b + t8 + -3);
            __m256d t10 = _mm256_mul_pd(t9, _mm256_set1_pd(0.5));
            __m256d t11 = _mm256_add_pd(t10, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(a + t8 + -3, t11);
            long t12 = (long)t1 + (i_vec + 8L) * -1L;
            __m256d t13 = _mm256_loadu_pd(b + t12 + -3);
            __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.5));
            __m256d t15 = _mm256_add_pd(t14, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(a + t12 + -3, t15);
            long t16 = (long)t1 + (i_vec + 12L) * -1L;
            __m256d t17 = _mm256_loadu_pd(b + t16 + -3);
            __m256d t18 = _mm256_mul_pd(t17, _mm256_set1_pd(0.5));
            __m256d t19 = _mm256_add_pd(t18, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(a + t16 + -3, t19);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t20 = (long)t1 + 1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t1 + i_vec_1 * -1L;
            __m256d t23 = _mm256_loadu_pd(b + t22 + -3);
            __m256d t24 = _mm256_mul_pd(t23, _mm256_set1_pd(0.5));
            __m256d t25 = _mm256_add_pd(t24, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(a + t22 + -3, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t1 + t21 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t26 = (long)i;
        a[t26] = b[t26] * 0.5 + 1.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_both_float(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(n - 1 - (int)i_vec);
            __m256 t4 = _mm256_loadu_ps(b + t3 + -7);
            __m256 t5 = _mm256_sub_ps(t4, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t3 + -7, t5);
            long t6 = (long)(n - 1 - (int)(i_vec + 8L));
            __m256 t7 = _mm256_loadu_ps(b + t6 + -7);
            __m256 t8 = _mm256_sub_ps(t7, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t6 + -7, t8);
            long t9 = (long)(n - 1 - (int)(i_vec + 16L));
            __m256 t10 = _mm256_loadu_ps(b + t9 + -7);
            __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t9 + -7, t11);
            long t12 = (long)(n - 1 - (int)(i_vec + 24L));
            __m256 t13 = _mm256_loadu_ps(b + t12 + -7);
            __m256 t14 = _mm256_sub_ps(t13, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t12 + -7, t14);
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
        /* vcc: loop at reverse_types.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)(n - 1 - (int)((long)t15 + i_vec_1));
            __m256 t19 = _mm256_loadu_ps(b + t18 + -7);
            __m256 t20 = _mm256_sub_ps(t19, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t18 + -7, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(n - 1 - (int)(long)t21);
        __m256i t26 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t27 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), (const float *)((unsigned long)b + (unsigned long)t25 * 4UL - 28UL));
        __m256 t28 = _mm256_sub_ps(t27, _mm256_set1_ps(2.0f));
        __m256i t29 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t25 * 4UL - 28UL), _mm256_movepi32_mask(t29), t28);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t30 = (long)(n - 1 - i);
        a[t30] = b[t30] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_iota(int n, int *restrict a) {
    vcc_no_contract_body
    int t21;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        __m256i t4 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:34 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i t5 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(5));
            __m256i t6 = _mm256_permutevar8x32_epi32(t5, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + ((long)t1 + i_vec * -1L) + -7), t6);
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-8));
            __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(5));
            __m256i t9 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + ((long)t1 + (i_vec + 8L) * -1L) + -7), t9);
            __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-16));
            __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(5));
            __m256i t12 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + ((long)t1 + (i_vec + 16L) * -1L) + -7), t12);
            __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-24));
            __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(5));
            __m256i t15 = _mm256_permutevar8x32_epi32(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + ((long)t1 + (i_vec + 24L) * -1L) + -7), t15);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-32));
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t16 = (long)t1 + 1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        __m256i t18 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t18, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:34 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t19 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(5));
            __m256i t20 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + ((long)t1 + i_vec_1 * -1L) + -7), t20);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t17);
        t21 = (int)((long)t1 + t17 * -1L);
    } else {
        t21 = t1;
    }
    long t22 = (long)t21 + 1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t25 = _mm256_set1_epi32((int)t21);
        __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        __m256i t27 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(5));
        __m256i t28 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t29 = _mm256_permutevar8x32_epi32(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)(long)t21 * 4UL - 28UL), _mm256_movepi32_mask(t28), t29);
        i = (int)((long)t21 + t22 * -1L);
    } else {
        i = t21;
    }
    for (; i >= 0; i--) {
        a[i] = i * 5;
    }
}

/* A pointer walking down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_ptr(int n, unsigned char *restrict dst, const unsigned char *restrict src) {
    vcc_no_contract_body
    int i;
    const unsigned char *p = src + n;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:41 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i t3 = _mm256_loadu_si256((const __m256i *)(p + i_vec * -1L + -1 + -31));
            __m256i p_v = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t3, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e);
            __m256i t4 = _mm256_xor_si256(p_v, _mm256_set1_epi8((char)90));
            _mm256_storeu_si256((__m256i *)(dst + i_vec), t4);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
        p = p + t2 * -1L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long long rev_sum(int n, const short *a) {
    vcc_no_contract_body
    long long s;
    long long t31;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m128i t4 = _mm_set1_epi32((int)t1);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reverse_types.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short t5 = vcc_load(vcc_v4_short, a + ((long)t1 + i_vec * -1L) + -3);
            vcc_v4_short a_v = __builtin_shufflevector(t5, t5, 3, 2, 1, 0);
            __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(1));
            __m256i t7 = _mm256_cvtepi32_epi64(t6);
            __m256i t8 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v));
            __m256i t9 = _mm256_mul_epi32(t8, t7);
            s_v = _mm256_add_epi64(s_v, t9);
            __m128i t10 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-4));
            vcc_v4_short t11 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 4L) * -1L) + -3);
            vcc_v4_short a_v_1 = __builtin_shufflevector(t11, t11, 3, 2, 1, 0);
            __m128i t12 = _mm_add_epi32(t10, _mm_set1_epi32(1));
            __m256i t13 = _mm256_cvtepi32_epi64(t12);
            __m256i t14 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t15 = _mm256_mul_epi32(t14, t13);
            s_v_1 = _mm256_add_epi64(s_v_1, t15);
            __m128i t16 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-8));
            vcc_v4_short t17 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 8L) * -1L) + -3);
            vcc_v4_short a_v_2 = __builtin_shufflevector(t17, t17, 3, 2, 1, 0);
            __m128i t18 = _mm_add_epi32(t16, _mm_set1_epi32(1));
            __m256i t19 = _mm256_cvtepi32_epi64(t18);
            __m256i t20 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t21 = _mm256_mul_epi32(t20, t19);
            s_v_2 = _mm256_add_epi64(s_v_2, t21);
            __m128i t22 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-12));
            vcc_v4_short t23 = vcc_load(vcc_v4_short, a + ((long)t1 + (i_vec + 12L) * -1L) + -3);
            vcc_v4_short a_v_3 = __builtin_shufflevector(t23, t23, 3, 2, 1, 0);
            __m128i t24 = _mm_add_epi32(t22, _mm_set1_epi32(1));
            __m256i t25 = _mm256_cvtepi32_epi64(t24);
            __m256i t26 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t27 = _mm256_mul_epi32(t26, t25);
            s_v_3 = _mm256_add_epi64(s_v_3, t27);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-16));
        } while (i_vec < t3);
        __m256i t28 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t29 = _mm256_add_epi64(t28, s_v_2);
        __m256i t30 = _mm256_add_epi64(t29, s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t31 = (long long)vcc_avx2_reduce_epi64(t30, _mm_add_epi64, unsigned long long);
    } else {
        t31 = 0LL;
    }
    long t32 = (long)t1 + 1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        __m128i t34 = _mm_set1_epi32((int)t1);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t34, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reverse_types.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_short t35 = vcc_load(vcc_v4_short, a + ((long)t1 + i_vec_1 * -1L) + -3);
            vcc_v4_short a_v_4 = __builtin_shufflevector(t35, t35, 3, 2, 1, 0);
            __m128i t36 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(1));
            __m256i t37 = _mm256_cvtepi32_epi64(t36);
            __m256i t38 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t39 = _mm256_mul_epi32(t38, t37);
            s_v_4 = _mm256_add_epi64(s_v_4, t39);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(-4));
        } while (i_vec_1 < t33);
        i = (int)((long)t1 + t33 * -1L);
        s = (long long)((unsigned long long)t31 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long long));
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
