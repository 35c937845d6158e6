/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=8 avx2=8 neon=8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:13 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_mullo_epi16(b_v, ((__m512i)(vcc_v32_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3}));
            __m512i t4 = _mm512_permutexvar_epi16(_mm512_set_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31), t3);
            _mm512_storeu_si512(a + (n - 1 - (int)i_vec) + -31, t4);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:18 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i t3 = _mm512_loadu_si512(b + (n - 1 - (int)i_vec) + -7);
            __m512i b_v = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t3);
            __m512i t4 = _mm512_sub_epi64(b_v, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512i t6 = _mm512_loadu_si512(b + (n - 1 - (int)t5) + -7);
            __m512i b_v_1 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t6);
            __m512i t7 = _mm512_sub_epi64(b_v_1, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + t5, t7);
            long t8 = i_vec + 16L;
            __m512i t9 = _mm512_loadu_si512(b + (n - 1 - (int)t8) + -7);
            __m512i b_v_2 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t9);
            __m512i t10 = _mm512_sub_epi64(b_v_2, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + t8, t10);
            long t11 = i_vec + 24L;
            __m512i t12 = _mm512_loadu_si512(b + (n - 1 - (int)t11) + -7);
            __m512i b_v_3 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t12);
            __m512i t13 = _mm512_sub_epi64(b_v_3, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + t11, t13);
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
        /* vcc: loop at reverse_types.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512i t18 = _mm512_loadu_si512(b + (n - 1 - (int)t17) + -7);
            __m512i b_v_4 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t18);
            __m512i t19 = _mm512_sub_epi64(b_v_4, _mm512_set1_epi64((long long)7LL));
            _mm512_storeu_si512(a + t17, t19);
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
        __m512i t26 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t25), (const long long *)((unsigned long)b + (unsigned long)(long)(n - 1 - (int)t24) * 8UL - 56UL));
        __m512i b_v_5 = _mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), t26);
        __m512i t27 = _mm512_sub_epi64(b_v_5, _mm512_set1_epi64((long long)7LL));
        _mm512_mask_storeu_epi64(a + t24, _mm256_movepi32_mask(t23), t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] - 7LL;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_double(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t26;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:23 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m512d t5 = _mm512_loadu_pd(b + t4 + -7);
            __m512d t6 = _mm512_mul_pd(t5, _mm512_set1_pd(0.5));
            __m512d t7 = _mm512_add_pd(t6, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(a + t4 + -7, t7);
            long t8 = (long)t1 + (i_vec + 8L) * -1L;
            __m512d t9 = _mm512_loadu_pd(b + t8 + -7);
            __m512d t10 = _mm512_mul_pd(t9, _mm512_set1_pd(0.5));
            __m512d t11 = _mm512_add_pd(t10, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(a + t8 + -7, t11);
            long t12 = (long)t1 + (i_vec + 16L) * -1L;
            __m512d t13 = _mm512_loadu_pd(b + t12 + -7);
            __m512d t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.5));
            __m512d t15 = _mm512_add_pd(t14, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(a + t12 + -7, t15);
            long t16 = (long)t1 + (i_vec + 24L) * -1L;
            __m512d t17 = _mm512_loadu_pd(b + t16 + -7);
            __m512d t18 = _mm512_mul_pd(t17, _mm512_set1_pd(0.5));
            __m512d t19 = _mm512_add_pd(t18, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(a + t16 + -7, t19);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t20 = (long)t1 + 1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t1 + i_vec_1 * -1L;
            __m512d t23 = _mm512_loadu_pd(b + t22 + -7);
            __m512d t24 = _mm512_mul_pd(t23, _mm512_set1_pd(0.5));
            __m512d t25 = _mm512_add_pd(t24, _mm512_set1_pd(1.0));
            _mm512_storeu_pd(a + t22 + -7, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t1 + t21 * -1L);
    } else {
        t26 = t1;
    }
    long t27 = (long)t26 + 1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)t26;
        __m256i t31 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512d t32 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t31), (const double *)((unsigned long)b + (unsigned long)t30 * 8UL - 56UL));
        __m512d t33 = _mm512_mul_pd(t32, _mm512_set1_pd(0.5));
        __m512d t34 = _mm512_add_pd(t33, _mm512_set1_pd(1.0));
        __m256i t35 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t30 * 8UL - 56UL), _mm256_movepi32_mask(t35), t34);
        i = (int)((long)t26 + t27 * -1L);
    } else {
        i = t26;
    }
    for (; i >= 0; i--) {
        long t36 = (long)i;
        a[t36] = b[t36] * 0.5 + 1.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_both_float(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:28 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(n - 1 - (int)i_vec);
            __m512 t4 = _mm512_loadu_ps(b + t3 + -15);
            __m512 t5 = _mm512_sub_ps(t4, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t3 + -15, t5);
            long t6 = (long)(n - 1 - (int)(i_vec + 16L));
            __m512 t7 = _mm512_loadu_ps(b + t6 + -15);
            __m512 t8 = _mm512_sub_ps(t7, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t6 + -15, t8);
            i_vec += 32L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:28 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t12 = (long)(n - 1 - (int)((long)t9 + i_vec_1));
            __m512 t13 = _mm512_loadu_ps(b + t12 + -15);
            __m512 t14 = _mm512_sub_ps(t13, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t12 + -15, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)(n - 1 - (int)(long)t15);
        __mmask16 t20 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
        __m512 t21 = _mm512_maskz_loadu_ps(t20, (const float *)((unsigned long)b + (unsigned long)t19 * 4UL - 60UL));
        __m512 t22 = _mm512_sub_ps(t21, _mm512_set1_ps(2.0f));
        __mmask16 t23 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
        _mm512_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t19 * 4UL - 60UL), t23, t22);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)(n - 1 - i);
        a[t24] = b[t24] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rev_iota(int n, int *restrict a) {
    vcc_no_contract_body
    int t15;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        __m512i t4 = _mm512_set1_epi32((int)t1);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t4, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long i_vec = 0L;
        /* vcc: loop at reverse_types.c:34 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i t5 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(5));
            __m512i t6 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t5);
            _mm512_storeu_si512(a + ((long)t1 + i_vec * -1L) + -15, t6);
            __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(-16));
            __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(5));
            __m512i t9 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t8);
            _mm512_storeu_si512(a + ((long)t1 + (i_vec + 16L) * -1L) + -15, t9);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(-32));
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t10 = (long)t1 + 1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        __m512i t12 = _mm512_set1_epi32((int)t1);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t12, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_types.c:34 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            __m512i t13 = _mm512_mullo_epi32((__m512i)i_v_1, _mm512_set1_epi32(5));
            __m512i t14 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t13);
            _mm512_storeu_si512(a + ((long)t1 + i_vec_1 * -1L) + -15, t14);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(-16));
        } while (i_vec_1 < t11);
        t15 = (int)((long)t1 + t11 * -1L);
    } else {
        t15 = t1;
    }
    long t16 = (long)t15 + 1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        __m512i t19 = _mm512_set1_epi32((int)t15);
        __m512i t20 = _mm512_add_epi32(t19, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(5));
        __mmask16 t22 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
        __m512i t23 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t21);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)(long)t15 * 4UL - 60UL), t22, t23);
        i = (int)((long)t15 + t16 * -1L);
    } else {
        i = t15;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long long rev_sum(int n, const short *a) {
    vcc_no_contract_body
    long long s;
    long long t17;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m256i t4 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reverse_types.c:54 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i t5 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + i_vec * -1L) + -7));
            __m128i a_v = _mm_shuffle_epi8(t5, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(1));
            __m512i t7 = _mm512_cvtepi32_epi64(t6);
            __m512i t8 = _mm512_cvtepi16_epi64(a_v);
            __m512i t9 = _mm512_mul_epi32(t8, t7);
            s_v = _mm512_add_epi64(s_v, t9);
            __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-8));
            __m128i t11 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + (i_vec + 8L) * -1L) + -7));
            __m128i a_v_1 = _mm_shuffle_epi8(t11, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m256i t12 = _mm256_add_epi32(t10, _mm256_set1_epi32(1));
            __m512i t13 = _mm512_cvtepi32_epi64(t12);
            __m512i t14 = _mm512_cvtepi16_epi64(a_v_1);
            __m512i t15 = _mm512_mul_epi32(t14, t13);
            s_v_1 = _mm512_add_epi64(s_v_1, t15);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-16));
        } while (i_vec < t3);
        __m512i t16 = _mm512_add_epi64(s_v, s_v_1);
        t1 = (int)((long)t1 + t3 * -1L);
        t17 = (long long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t17 = 0LL;
    }
    long t18 = (long)t1 + 1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        __m256i t20 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t20, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reverse_types.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i t21 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + i_vec_1 * -1L) + -7));
            __m128i a_v_2 = _mm_shuffle_epi8(t21, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m256i t22 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(1));
            __m512i t23 = _mm512_cvtepi32_epi64(t22);
            __m512i t24 = _mm512_cvtepi16_epi64(a_v_2);
            __m512i t25 = _mm512_mul_epi32(t24, t23);
            s_v_2 = _mm512_add_epi64(s_v_2, t25);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t19);
        i = (int)((long)t1 + t19 * -1L);
        s = (long long)((unsigned long long)t17 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long long));
    } else {
        i = t1;
        s = t17;
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
