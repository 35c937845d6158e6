/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_avx2_gather_narrow(P, I, M, B, S) ({ __UINTPTR_TYPE__ vcc_p = (__UINTPTR_TYPE__)(P); __m256i vcc_i = (I), vcc_m = (M); __m256i vcc_off = _mm256_add_epi32(_mm256_slli_epi32(_mm256_and_si256(vcc_i, _mm256_set1_epi32(4 / (B) - 1)), (B) - 1), _mm256_set1_epi32((int)(vcc_p & 3))); __m256i vcc_q = _mm256_add_epi32(_mm256_srai_epi32(vcc_i, 3 - (B)), _mm256_srli_epi32(vcc_off, 2)); __m256i vcc_w = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(vcc_p & ~(__UINTPTR_TYPE__)3), vcc_q, vcc_m, 4); __m256i vcc_up = _mm256_sllv_epi32(vcc_w, _mm256_slli_epi32(_mm256_sub_epi32(_mm256_set1_epi32(4 - (B)), _mm256_and_si256(vcc_off, _mm256_set1_epi32(3))), 3)); (S) ? _mm256_srai_epi32(vcc_up, 32 - 8 * (B)) : _mm256_srli_epi32(vcc_up, 32 - 8 * (B)); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=8 avx2=8 avx512=8 neon=8 */
#include "harness.h"

/* Gathers `b[idx[i]]` of every element type (AVX2 gather instructions for 32- and 64-bit
   elements, per lane otherwise), with int, unsigned char and long indices, from a global
   array, in a reduction; strided loads and stores (constant indices) with positive and
   negative strides; and the scatters that stay scalar, with the reason. */
static float table[64];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_i8(int n, signed char *restrict a, const signed char *restrict b, const int *restrict idx) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec + 8L;
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + i_vec));
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)(idx + t3));
            vcc_v8_schar b_v = ({ __m256i vcc_w = vcc_avx2_gather_narrow(b, idx_v, _mm256_set1_epi32(-1), 1, 1); __m256i vcc_h = _mm256_packs_epi32(vcc_w, vcc_w); (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_packs_epi16(vcc_h, vcc_h), _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4)))); });
            vcc_v8_schar b_v_1 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(b, idx_v_1, _mm256_set1_epi32(-1), 1, 1); __m256i vcc_h = _mm256_packs_epi32(vcc_w, vcc_w); (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_packs_epi16(vcc_h, vcc_h), _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4)))); });
            vcc_v8_uchar t4 = (vcc_v8_uchar)b_v;
            vcc_v8_uchar t5 = t4 + (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_schar t6 = (vcc_v8_schar)t5;
            vcc_store(a + i_vec, t6);
            vcc_v8_uchar t7 = (vcc_v8_uchar)b_v_1;
            vcc_v8_uchar t8 = t7 + (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_schar t9 = (vcc_v8_schar)t8;
            vcc_store(a + t3, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)(idx + t13));
            vcc_v8_schar b_v_2 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(b, idx_v_2, _mm256_set1_epi32(-1), 1, 1); __m256i vcc_h = _mm256_packs_epi32(vcc_w, vcc_w); (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_packs_epi16(vcc_h, vcc_h), _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4)))); });
            vcc_v8_uchar t14 = (vcc_v8_uchar)b_v_2;
            vcc_v8_uchar t15 = t14 + (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_schar t16 = (vcc_v8_schar)t15;
            vcc_store(a + t13, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        a[t17] = (signed char)((int)b[idx[t17]] + 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i idx_v = _mm_loadu_si128((const __m128i *)(idx + i_vec));
            __m256i b_v = (__m256i)vcc_gather(vcc_v16_ushort, b, (vcc_v16_uchar)idx_v);
            __m256i t3 = _mm256_mullo_epi16(b_v, _mm256_set1_epi16((short)2));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        a[t4] = (unsigned short)((unsigned int)b[(int)idx[t4]] * 2U);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = i_vec + 8L;
            long t4 = i_vec + 16L;
            long t5 = i_vec + 24L;
            __m512i idx_v = _mm512_loadu_si512(idx + i_vec);
            __m512i idx_v_1 = _mm512_loadu_si512(idx + t3);
            __m512i idx_v_2 = _mm512_loadu_si512(idx + t4);
            __m512i idx_v_3 = _mm512_loadu_si512(idx + t5);
            __m512d b_v = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)idx_v);
            __m512d b_v_1 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)idx_v_1);
            __m512d b_v_2 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)idx_v_2);
            __m512d b_v_3 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)idx_v_3);
            __m512d t6 = _mm512_add_pd(b_v, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + i_vec, t6);
            __m512d t7 = _mm512_add_pd(b_v_1, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t3, t7);
            __m512d t8 = _mm512_add_pd(b_v_2, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t4, t8);
            __m512d t9 = _mm512_add_pd(b_v_3, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t5, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512i idx_v_4 = _mm512_loadu_si512(idx + t13);
            __m512d b_v_4 = (__m512d)vcc_gather(vcc_v8_double, b, (vcc_v8_long)idx_v_4);
            __m512d t14 = _mm512_add_pd(b_v_4, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(a + t13, t14);
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
        long t19 = (long)t15;
        __m512i idx_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t18), idx + t19);
        __m512d b_v_5 = (__m512d)vcc_gather_masked(vcc_v8_double, b, (vcc_v8_long)idx_v_5, (vcc_m8)t18);
        __m512d t20 = _mm512_add_pd(b_v_5, _mm512_set1_pd(0.25));
        _mm512_mask_storeu_pd(a + t19, _mm256_movepi32_mask(t18), t20);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = b[idx[t21]] + 0.25;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:26 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i idx_v = _mm_loadu_si128((const __m128i *)(idx + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(idx_v);
            __m512i t4 = _mm512_and_si512(t3, _mm512_set1_epi32(63));
            __m512 table_v = _mm512_i32gather_ps(t4, table, 4);
            __m512 t5 = _mm512_mul_ps(table_v, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(a + i_vec, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        a[t6] = table[(int)idx[t6] & 63] * 3.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long long gather_sum(int n, const long long *b, const int *idx) {
    vcc_no_contract_body
    long long s;
    int t4;
    long long t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at gather_types.c:32 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + i_vec));
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)(idx + (i_vec + 8L)));
            __m512i b_v = _mm512_i32gather_epi64(idx_v, b, 8);
            __m512i b_v_1 = _mm512_i32gather_epi64(idx_v_1, b, 8);
            s_v = _mm512_add_epi64(s_v, b_v);
            s_v_1 = _mm512_add_epi64(s_v_1, b_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t3 = _mm512_add_epi64(s_v, s_v_1);
        t4 = (int)t2;
        t5 = (long long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t4 = 0;
        t5 = 0LL;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at gather_types.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)(idx + ((long)t4 + i_vec_1)));
            __m512i b_v_2 = _mm512_i32gather_epi64(idx_v_2, b, 8);
            s_v_2 = _mm512_add_epi64(s_v_2, b_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t7);
        i = (int)((long)t4 + t7);
        s = (long long)((unsigned long long)t5 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long long));
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        s += b[idx[i]];
    }
    return s;
}

/* Reads b[3*(n-1-i)]: stride -3 elements. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void stride_down(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:39 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i b_v = _mm512_i32gather_epi32(_mm512_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21, -24, -27, -30, -33, -36, -39, -42, -45), b + 3 * (n - 1 - (int)i_vec), 4);
            __m512i t4 = _mm512_add_epi32(b_v, (__m512i)i_v);
            _mm512_storeu_si512(a + i_vec, t4);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        t5 = (int)t2;
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        __m512i t9 = _mm512_set1_epi32((int)t5);
        __m512i t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t11 = (long)t5;
        __m512i b_v_1 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t8, _mm512_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21, -24, -27, -30, -33, -36, -39, -42, -45), b + 3 * (n - 1 - (int)t11), 4);
        __m512i t12 = _mm512_add_epi32(b_v_1, t10);
        _mm512_mask_storeu_epi32(a + t11, t8, t12);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        a[i] = b[3 * (n - 1 - i)] + i;
    }
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void stride_store(int n, double *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t25;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:45 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(2 * (int)i_vec);
            double *t4 = a + t3;
            const short *t5 = b + t3;
            __m128i t6 = _mm_loadu_si128((const __m128i *)t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t5 + 8));
            __m128i b_v = (__m128i)__builtin_shufflevector((vcc_v8_short)t6, (vcc_v8_short)t7, 0, 2, 4, 6, 8, 10, 12, 14);
            __m512d t8 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)b_v, vcc_v8_int), vcc_v8_double);
            __m512d t9 = _mm512_mul_pd(t8, _mm512_set1_pd(0.5));
            __m512d t10 = _mm512_permutex2var_pd(t9, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t9);
            __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t4, _mm256_movepi32_mask(t11), t10);
            __m512d t12 = _mm512_permutex2var_pd(t9, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t9);
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t4 + 8, _mm256_movepi32_mask(t13), t12);
            long t14 = (long)(2 * (int)(i_vec + 8L));
            double *t15 = a + t14;
            const short *t16 = b + t14;
            __m128i t17 = _mm_loadu_si128((const __m128i *)t16);
            __m128i t18 = _mm_loadu_si128((const __m128i *)(t16 + 8));
            __m128i b_v_1 = (__m128i)__builtin_shufflevector((vcc_v8_short)t17, (vcc_v8_short)t18, 0, 2, 4, 6, 8, 10, 12, 14);
            __m512d t19 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)b_v_1, vcc_v8_int), vcc_v8_double);
            __m512d t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.5));
            __m512d t21 = _mm512_permutex2var_pd(t20, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t20);
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t15, _mm256_movepi32_mask(t22), t21);
            __m512d t23 = _mm512_permutex2var_pd(t20, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t20);
            __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t15 + 8, _mm256_movepi32_mask(t24), t23);
            i_vec += 16L;
        } while (i_vec < t2);
        t25 = (int)t2;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L - 1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at gather_types.c:45 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t28 = (long)(2 * (int)((long)t25 + i_vec_1));
            double *t29 = a + t28;
            const short *t30 = b + t28;
            __m128i t31 = _mm_loadu_si128((const __m128i *)t30);
            __m128i t32 = _mm_loadu_si128((const __m128i *)(t30 + 8));
            __m128i b_v_2 = (__m128i)__builtin_shufflevector((vcc_v8_short)t31, (vcc_v8_short)t32, 0, 2, 4, 6, 8, 10, 12, 14);
            __m512d t33 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)b_v_2, vcc_v8_int), vcc_v8_double);
            __m512d t34 = _mm512_mul_pd(t33, _mm512_set1_pd(0.5));
            __m512d t35 = _mm512_permutex2var_pd(t34, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t34);
            __m256i t36 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t29, _mm256_movepi32_mask(t36), t35);
            __m512d t37 = _mm512_permutex2var_pd(t34, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t34);
            __m256i t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t29 + 8, _mm256_movepi32_mask(t38), t37);
            i_vec_1 += 8L;
        } while (i_vec_1 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t39 = (long)(2 * i);
        a[t39] = (double)b[t39] * 0.5;
    }
}

/* A non-unit step: i += 2 touches every other element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void step_two(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at gather_types.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            float *t4 = a + t3;
            const float *t5 = b + t3;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            __m512 b_v = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t7);
            __m512 t8 = _mm512_add_ps(b_v, _mm512_set1_ps(1.0f));
            __m512 t9 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t8);
            __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4, t10, t9);
            __m512 t11 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t8);
            __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4 + 16, t12, t11);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)(t2 * 2L);
    } else {
        i = 0;
    }
    for (; i < n; i += 2) {
        long t13 = (long)i;
        a[t13] = b[t13] + 1.0f;
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
    int t24;
    int m;
    int t29;
    int t32;
    int t35;
    int k;
    __m512i t2 = _mm512_set1_epi32(0);
    __m512i t3 = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10, 4, 11, 5, 12, 6, 0, 7, 1));
    __m512i t4 = _mm512_sub_epi32(t3, _mm512_set1_epi32(13));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t3, t4);
    long k_vec = 0L;
    /* vcc: loop at gather_types.c:63 vectorized: VF 16, UF 4, the remainder at 64:27 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512 t5 = _mm512_cvtepi32_ps((__m512i)t1);
        __m512 t6 = _mm512_sub_ps(t5, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&table[k_vec], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(8));
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(13));
        __m512i t9 = _mm512_min_epu32(t7, t8);
        __m512 t10 = _mm512_cvtepi32_ps(t9);
        __m512 t11 = _mm512_sub_ps(t10, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&table[k_vec + 16L], t11);
        __m512i t12 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(3));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(13));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        __m512 t15 = _mm512_cvtepi32_ps(t14);
        __m512 t16 = _mm512_sub_ps(t15, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&table[k_vec + 32L], t16);
        __m512i t17 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(11));
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(13));
        __m512i t19 = _mm512_min_epu32(t17, t18);
        __m512 t20 = _mm512_cvtepi32_ps(t19);
        __m512 t21 = _mm512_sub_ps(t20, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&table[k_vec + 48L], t21);
        k_vec += 64L;
        __m512i t22 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(6));
        __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(13));
        t1 = (vcc_v16_int)_mm512_min_epu32(t22, t23);
    } while (k_vec < 64L);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t24 = 1;
        } else {
            t24 = 0;
            n = n_1;
        }
        if (!t24) {
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
        int t25 = 3 * n;
        int *i3 = (int *)(_mm256_zeroupper(), new_array(t25, 4UL));
        unsigned char *uidx = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        long *lidx = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t26 = 2 * n;
        double *d3 = (double *)(_mm256_zeroupper(), new_array(t26, 8UL));
        short *s3 = (short *)(_mm256_zeroupper(), new_array(t26, 2UL));
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
            unsigned char *t27 = uidx + fill_idx_6;
            unsigned int t28 = (_mm256_zeroupper(), next_rand());
            if (n < 256) {
                t29 = m;
            } else {
                t29 = 256;
            }
            *t27 = (unsigned char)(int)(t28 % (unsigned int)t29);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            lidx[fill_idx_7] = (long)(int)((_mm256_zeroupper(), next_rand()) % (unsigned int)m);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t25; fill_idx_8++) {
            i3[fill_idx_8] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t26; fill_idx_9++) {
            s3[fill_idx_9] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_10 = 0; fill_idx_10 < t26; fill_idx_10++) {
            d3[fill_idx_10] = (double)(int)((_mm256_zeroupper(), next_rand()) % 1U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            f1[fill_idx_11] = (float)(int)((_mm256_zeroupper(), next_rand()) % 1U);
        }
        long t30 = (long)m;
        if (t30 >= 64L) {
            long t31 = t30 & -64L;
            long k_vec_1 = 0L;
            /* vcc: loop at gather_types.c:90 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            do {
                _mm512_storeu_si512(bins + k_vec_1, _mm512_set1_epi32(0));
                _mm512_storeu_si512(bins + (k_vec_1 + 16L), _mm512_set1_epi32(0));
                _mm512_storeu_si512(bins + (k_vec_1 + 32L), _mm512_set1_epi32(0));
                _mm512_storeu_si512(bins + (k_vec_1 + 48L), _mm512_set1_epi32(0));
                k_vec_1 += 64L;
            } while (k_vec_1 < t31);
            t32 = (int)t31;
        } else {
            t32 = 0;
        }
        long t33 = (long)m + (long)t32 * -1L;
        if (t33 >= 16L) {
            long t34 = t33 & -16L;
            long k_vec_2 = 0L;
            /* vcc: loop at gather_types.c:90 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                _mm512_storeu_si512(bins + ((long)t32 + k_vec_2), _mm512_set1_epi32(0));
                k_vec_2 += 16L;
            } while (k_vec_2 < t34);
            t35 = (int)((long)t32 + t34);
        } else {
            t35 = t32;
        }
        long t36 = (long)m + (long)t35 * -1L;
        if ((t36 >= 1L) & (t36 <= 16L)) {
            __m512i t37 = _mm512_set1_epi32((int)(int)t36);
            __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
            _mm512_mask_storeu_epi32(bins + (long)t35, t38, _mm512_set1_epi32(0));
            k = (int)((long)t35 + t36);
        } else {
            k = t35;
        }
        for (; k < m; k++) {
            bins[k] = 0;
        }
        const int *t39 = idx;
        gather_i8(n, c1, c2, t39);
        const unsigned char *t40 = uidx;
        gather_u16(n, u1, u2, t40);
        gather_double(n, d1, d2, lidx);
        unsigned long t41 = (unsigned long)n;
        unsigned long t42 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t41 * 8UL));
        unsigned long t43 = (_mm256_zeroupper(), hash_bytes((const void *)u1, t41 * 2UL));
        printf("n=%d %llx %llx %llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c1, t41 * 1UL)), (unsigned long long)t43, (unsigned long long)t42);
        gather_global(n, f2, t40);
        stride_down(n, i1, i3);
        stride_store(n, d3, s3);
        step_two(n, f1, f2);
        (_mm256_zeroupper(), scatter_add(n, bins, t39));
        unsigned long t44 = (_mm256_zeroupper(), hash_bytes((const void *)bins, (unsigned long)m * 4UL));
        unsigned long t45 = t41 * 4UL;
        unsigned long t46 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t45));
        unsigned long t47 = (_mm256_zeroupper(), hash_bytes((const void *)d3, (unsigned long)t26 * 8UL));
        unsigned long t48 = (_mm256_zeroupper(), hash_bytes((const void *)i1, t45));
        long long t49 = gather_sum(n, l, t39);
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f2, t45)), t49, (unsigned long long)t48, (unsigned long long)t47, (unsigned long long)t46, (unsigned long long)t44);
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
