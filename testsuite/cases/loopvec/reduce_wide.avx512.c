/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef int vcc_v64_int __attribute__((vector_size(256)));
typedef signed char vcc_v64_schar __attribute__((vector_size(64)));
typedef short vcc_v64_short __attribute__((vector_size(128)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_avx2_reduce_ps(V, OP) ({ __m256 vcc_v = (V); __m128 vcc_s = OP(_mm256_castps256_ps128(vcc_v), _mm256_extractf128_ps(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_avx2_reduce_pd(V, OP) ({ __m256d vcc_v = (V); __m128d vcc_s = OP(_mm256_castpd256_pd128(vcc_v), _mm256_extractf128_pd(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi16(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)(unsigned short)_mm_cvtsi128_si32(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_avx2_reduce_epi16(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_sse_reduce_epi8(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)(unsigned char)_mm_cvtsi128_si32(vcc_s); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_mix(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_mix(__m256i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_square(__m512 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_square(__m256 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN32v_halve(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN16v_halve(__m256i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN64v_low7(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN32v_low7(__m256i x);
/* vcc-test: expect-vectorized generic=18 avx2=18 neon=14 */
/* vcc-test: also-target avx512vbmi */
#include "harness.h"
/* On --target=generic the vector variants of mix(), square(), halve() and low7() take and return
   32-byte generic vectors without AVX enabled, which gcc notes as an ABI change (-Wpsabi): within
   this one file, every caller agrees. */
#pragma GCC diagnostic ignored "-Wpsabi"

/* Reductions on 512-bit registers: on avx512 the loop vectorizer's plans are 64 bytes wide in
   loops with a 64-bit multiply and in loops that call vector variants, and on avx512vbmi in
   loops that shuffle byte groups. Each reduction ends in a horizontal step from the target's
   table (the 256-bit halves combined, then the 128-bit ones, then within the register), never
   a lane loop. Integer results are exact; the floats are small integers and powers of two, so
   that every order of the sums and products gives the same bits. */

/* Sums, products and bit reductions of 64-bit products (unsigned: they wrap). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t sum_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long s;
    int t7;
    unsigned long t8;
    int t13;
    unsigned long t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reduce_wide.c:19 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_mullo_epi64(a_v, b_v);
            s_v = _mm512_add_epi64(s_v, t3);
            long t4 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t4);
            __m512i b_v_1 = _mm512_loadu_si512(b + t4);
            __m512i t5 = _mm512_mullo_epi64(a_v_1, b_v_1);
            s_v_1 = _mm512_add_epi64(s_v_1, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t6 = _mm512_add_epi64(s_v, s_v_1);
        t7 = (int)t2;
        t8 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t6), _mm512_extracti64x4_epi64(t6, 1)), _mm_add_epi64, unsigned long);
    } else {
        t7 = 0;
        t8 = 0UL;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reduce_wide.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t7 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512i b_v_2 = _mm512_loadu_si512(b + t11);
            __m512i t12 = _mm512_mullo_epi64(a_v_2, b_v_2);
            s_v_2 = _mm512_add_epi64(s_v_2, t12);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        t13 = (int)((long)t7 + t10);
        t14 = t8 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long);
    } else {
        t13 = t7;
        t14 = t8;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if ((t15 >= 1L) & (t15 <= 8L)) {
        __m256i t16 = _mm256_set1_epi32((int)(int)t15);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t18 = (long)t13;
        __m512i a_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t17), a + t18);
        __m512i b_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t17), b + t18);
        __m512i t19 = _mm512_mullo_epi64(a_v_3, b_v_3);
        __m512i t20 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t17), _mm512_set1_epi64((long long)0LL), t19);
        __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t20);
        i = (int)((long)t13 + t15);
        s = t14 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        s += a[t21] * b[t21];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t prod_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long p;
    int t9;
    unsigned long t10;
    int t16;
    unsigned long t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i p_v = _mm512_set1_epi64((long long)1LL);
        __m512i p_v_1 = _mm512_set1_epi64((long long)1LL);
        /* vcc: loop at reduce_wide.c:26 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_mullo_epi64(a_v, b_v);
            __m512i t4 = _mm512_or_si512(t3, _mm512_set1_epi64((long long)1LL));
            p_v = _mm512_mullo_epi64(p_v, t4);
            long t5 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i t6 = _mm512_mullo_epi64(a_v_1, b_v_1);
            __m512i t7 = _mm512_or_si512(t6, _mm512_set1_epi64((long long)1LL));
            p_v_1 = _mm512_mullo_epi64(p_v_1, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t8 = _mm512_mullo_epi64(p_v, p_v_1);
        t9 = (int)t2;
        t10 = 1UL * vcc_avx2_reduce_epi64(_mm256_mullo_epi64(_mm512_castsi512_si256(t8), _mm512_extracti64x4_epi64(t8, 1)), _mm_mullo_epi64, unsigned long);
    } else {
        t9 = 0;
        t10 = 1UL;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        __m512i p_v_2 = _mm512_set1_epi64((long long)1LL);
        /* vcc: loop at reduce_wide.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t13);
            __m512i b_v_2 = _mm512_loadu_si512(b + t13);
            __m512i t14 = _mm512_mullo_epi64(a_v_2, b_v_2);
            __m512i t15 = _mm512_or_si512(t14, _mm512_set1_epi64((long long)1LL));
            p_v_2 = _mm512_mullo_epi64(p_v_2, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t16 = (int)((long)t9 + t12);
        t17 = t10 * vcc_avx2_reduce_epi64(_mm256_mullo_epi64(_mm512_castsi512_si256(p_v_2), _mm512_extracti64x4_epi64(p_v_2, 1)), _mm_mullo_epi64, unsigned long);
    } else {
        t16 = t9;
        t17 = t10;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t21 = (long)t16;
        __m512i a_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t20), a + t21);
        __m512i b_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t20), b + t21);
        __m512i t22 = _mm512_mullo_epi64(a_v_3, b_v_3);
        __m512i t23 = _mm512_or_si512(t22, _mm512_set1_epi64((long long)1LL));
        __m512i t24 = _mm512_mullo_epi64(_mm512_set1_epi64((long long)1LL), t23);
        __m512i p_v_3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t20), _mm512_set1_epi64((long long)1LL), t24);
        i = (int)((long)t16 + t18);
        p = t17 * vcc_avx2_reduce_epi64(_mm256_mullo_epi64(_mm512_castsi512_si256(p_v_3), _mm512_extracti64x4_epi64(p_v_3, 1)), _mm_mullo_epi64, unsigned long);
    } else {
        i = t16;
        p = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        p *= (a[t25] * b[t25]) | 1UL;
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t bits_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long x;
    unsigned long o;
    unsigned long m;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m512i x_v = _mm512_set1_epi64((long long)0LL);
        __m512i o_v = _mm512_set1_epi64((long long)0LL);
        __m512i m_v = _mm512_set1_epi64((long long)-1LL);
        /* vcc: loop at reduce_wide.c:33 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i p_v = _mm512_mullo_epi64(a_v, b_v);
            x_v = _mm512_xor_si512(x_v, p_v);
            __m512i t3 = _mm512_srli_epi64(p_v, 40);
            o_v = _mm512_or_si512(o_v, t3);
            m_v = _mm512_ternarylogic_epi32(m_v, p_v, _mm512_set1_epi64((long long)255LL), 0xe0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        x = 0UL ^ vcc_avx2_reduce_epi64(_mm256_xor_si256(_mm512_castsi512_si256(x_v), _mm512_extracti64x4_epi64(x_v, 1)), _mm_xor_si128, unsigned long);
        o = 0UL | vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(o_v), _mm512_extracti64x4_epi64(o_v, 1)), _mm_or_si128, unsigned long);
        m = 18446744073709551615UL & vcc_avx2_reduce_epi64(_mm256_and_si256(_mm512_castsi512_si256(m_v), _mm512_extracti64x4_epi64(m_v, 1)), _mm_and_si128, unsigned long);
    } else {
        i = 0;
        x = 0UL;
        o = 0UL;
        m = 18446744073709551615UL;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        unsigned long p = a[t4] * b[t4];
        x ^= p;
        o |= p >> 40;
        m &= p | 255UL;
    }
    return x ^ (o << 1) ^ (m << 3);
}

/* Signed and unsigned orders of 64-bit products (vpminsq, vpmaxuq). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int64_t max_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    long s;
    int t5;
    long t6;
    int i;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i s_v = _mm512_set1_epi64((long long)(-9223372036854775807L - 1));
        long i_vec = 0L;
        __m512i s_v_1 = s_v;
        /* vcc: loop at reduce_wide.c:45 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i p_v = _mm512_mullo_epi64(a_v, b_v);
            s_v = _mm512_max_epi64(p_v, s_v);
            long t3 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t3);
            __m512i b_v_1 = _mm512_loadu_si512(b + t3);
            __m512i p_v_1 = _mm512_mullo_epi64(a_v_1, b_v_1);
            s_v_1 = _mm512_max_epi64(p_v_1, s_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t4 = _mm512_max_epi64(s_v, s_v_1);
        t5 = (int)t2;
        t6 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_max_epi64, long);
    } else {
        t5 = 0;
        t6 = (-9223372036854775807L - 1);
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)t6);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_wide.c:45 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t5 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t9);
            __m512i b_v_2 = _mm512_loadu_si512(b + t9);
            __m512i p_v_2 = _mm512_mullo_epi64(a_v_2, b_v_2);
            s_v_2 = _mm512_max_epi64(p_v_2, s_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t5 + t8);
        s_1 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_max_epi64, long);
    } else {
        i = t5;
        s_1 = t6;
    }
    for (; i < n; i++, s_1 = s) {
        long t10 = (long)i;
        s = a[t10] * b[t10];
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int64_t min_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    long s;
    int t5;
    long t6;
    int i;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i s_v = _mm512_set1_epi64((long long)9223372036854775807L);
        long i_vec = 0L;
        __m512i s_v_1 = s_v;
        /* vcc: loop at reduce_wide.c:54 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i p_v = _mm512_mullo_epi64(a_v, b_v);
            s_v = _mm512_min_epi64(p_v, s_v);
            long t3 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t3);
            __m512i b_v_1 = _mm512_loadu_si512(b + t3);
            __m512i p_v_1 = _mm512_mullo_epi64(a_v_1, b_v_1);
            s_v_1 = _mm512_min_epi64(p_v_1, s_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t4 = _mm512_min_epi64(s_v, s_v_1);
        t5 = (int)t2;
        t6 = vcc_avx2_reduce_epi64(_mm256_min_epi64(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_min_epi64, long);
    } else {
        t5 = 0;
        t6 = 9223372036854775807L;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)t6);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_wide.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t5 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t9);
            __m512i b_v_2 = _mm512_loadu_si512(b + t9);
            __m512i p_v_2 = _mm512_mullo_epi64(a_v_2, b_v_2);
            s_v_2 = _mm512_min_epi64(p_v_2, s_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t5 + t8);
        s_1 = vcc_avx2_reduce_epi64(_mm256_min_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_min_epi64, long);
    } else {
        i = t5;
        s_1 = t6;
    }
    for (; i < n; i++, s_1 = s) {
        long t10 = (long)i;
        s = a[t10] * b[t10];
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t max_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long s;
    int t5;
    unsigned long t6;
    int i;
    unsigned long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i s_v = _mm512_set1_epi64((long long)0UL);
        long i_vec = 0L;
        __m512i s_v_1 = s_v;
        /* vcc: loop at reduce_wide.c:63 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i p_v = _mm512_mullo_epi64(a_v, b_v);
            s_v = _mm512_max_epu64(p_v, s_v);
            long t3 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t3);
            __m512i b_v_1 = _mm512_loadu_si512(b + t3);
            __m512i p_v_1 = _mm512_mullo_epi64(a_v_1, b_v_1);
            s_v_1 = _mm512_max_epu64(p_v_1, s_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t4 = _mm512_max_epu64(s_v, s_v_1);
        t5 = (int)t2;
        t6 = vcc_avx2_reduce_epi64(_mm256_max_epu64(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_max_epu64, unsigned long);
    } else {
        t5 = 0;
        t6 = 0UL;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)t6);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_wide.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t5 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t9);
            __m512i b_v_2 = _mm512_loadu_si512(b + t9);
            __m512i p_v_2 = _mm512_mullo_epi64(a_v_2, b_v_2);
            s_v_2 = _mm512_max_epu64(p_v_2, s_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t5 + t8);
        s_1 = vcc_avx2_reduce_epi64(_mm256_max_epu64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_max_epu64, unsigned long);
    } else {
        i = t5;
        s_1 = t6;
    }
    for (; i < n; i++, s_1 = s) {
        long t10 = (long)i;
        s = a[t10] * b[t10];
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

/* A vector variant called from the loop: 16 lanes of int (and of float) on avx512. */
/* #pragma omp declare simd notinbranch */
int mix(int x) {
    return (x >> 2) * 3 - 7;
}

/* vcc: function at reduce_wide.c:72 vector variant _ZGVeN16v_mix of `mix`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_mix(__m512i x) {
    vcc_no_contract_body
    __m512i t1 = _mm512_srai_epi32(x, 2);
    __m512i t2 = _mm512_set1_epi32(3);
    __m512i t3 = _mm512_mullo_epi32(t1, t2);
    __m512i t4 = _mm512_set1_epi32(7);
    __m512i t5 = _mm512_sub_epi32(t3, t4);
    return t5;
}

/* vcc: function at reduce_wide.c:72 vector variant _ZGVdN8v_mix of `mix`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_mix(__m256i x) {
    vcc_no_contract_body
    __m256i t1 = _mm256_srai_epi32(x, 2);
    __m256i t2 = _mm256_set1_epi32(3);
    __m256i t3 = _mm256_mullo_epi32(t1, t2);
    __m256i t4 = _mm256_set1_epi32(7);
    __m256i t5 = _mm256_sub_epi32(t3, t4);
    return t5;
}

/* #pragma omp declare simd notinbranch */
float square(float x) {
    return x * x;
}

/* vcc: function at reduce_wide.c:77 vector variant _ZGVeN16v_square of `square`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_square(__m512 x) {
    vcc_no_contract_body
    __m512 t1 = _mm512_mul_ps(x, x);
    return t1;
}

/* vcc: function at reduce_wide.c:77 vector variant _ZGVdN8v_square of `square`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_square(__m256 x) {
    vcc_no_contract_body
    __m256 t1 = _mm256_mul_ps(x, x);
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_mix(int n, const int *a) {
    vcc_no_contract_body
    int s;
    int t3;
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at reduce_wide.c:83 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t9 = _mm512_srai_epi32(a_v, 2);
            __m512i t10 = _mm512_set1_epi32(3);
            __m512i t11 = _mm512_mullo_epi32(t9, t10);
            __m512i t12 = _mm512_set1_epi32(7);
            __m512i t13 = _mm512_sub_epi32(t11, t12);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t13);
            i_vec += 16L;
            if (i_vec >= t2) {
                t3 = (int)t2;
                t4 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
                break;
            }
        }
    } else {
        t3 = 0;
        t4 = 0;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t15 = _mm512_srai_epi32(a_v_1, 2);
        __m512i t16 = _mm512_set1_epi32(3);
        __m512i t17 = _mm512_mullo_epi32(t15, t16);
        __m512i t18 = _mm512_set1_epi32(7);
        __m512i t19 = _mm512_sub_epi32(t17, t18);
        __m512i t20 = _mm512_mask_blend_epi32(t7, (__m512i)(vcc_v16_int){0}, t19);
        __m512i t14 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), t20);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t14);
        i = (int)((long)t3 + t5);
        s = (int)((unsigned int)t4 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t3;
        s = t4;
    }
    for (; i < n; i++) {
        int t8 = a[i];
        s += (_mm256_zeroupper(), mix(t8));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int min_mix(int n, const int *a) {
    vcc_no_contract_body
    int s;
    int t3;
    int t4;
    int i;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_int s_v = (vcc_v16_int)_mm512_set1_epi32(2147483647);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:90 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t9 = _mm512_srai_epi32(a_v, 2);
            __m512i t10 = _mm512_set1_epi32(3);
            __m512i t11 = _mm512_mullo_epi32(t9, t10);
            __m512i t12 = _mm512_set1_epi32(7);
            __m512i t13 = _mm512_sub_epi32(t11, t12);
            s_v = (vcc_v16_int)_mm512_min_epi32(t13, (__m512i)s_v);
            i_vec += 16L;
            if (i_vec >= t2) {
                t3 = (int)t2;
                t4 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)), _mm_min_epi32, int);
                break;
            }
        }
    } else {
        t3 = 0;
        t4 = 2147483647;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i t8 = _mm512_set1_epi32((int)t4);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t15 = _mm512_srai_epi32(a_v_1, 2);
        __m512i t16 = _mm512_set1_epi32(3);
        __m512i t17 = _mm512_mullo_epi32(t15, t16);
        __m512i t18 = _mm512_set1_epi32(7);
        __m512i t19 = _mm512_sub_epi32(t17, t18);
        __m512i t20 = _mm512_mask_blend_epi32(t7, (__m512i)(vcc_v16_int){0}, t19);
        __m512i t14 = _mm512_min_epi32(t20, t8);
        __m512i s_v_1 = _mm512_mask_blend_epi32(t7, t8, t14);
        i = (int)((long)t3 + t5);
        s_1 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1)), _mm_min_epi32, int);
    } else {
        i = t3;
        s_1 = t4;
    }
    for (; i < n; i++, s_1 = s) {
        s = (_mm256_zeroupper(), mix(a[i]));
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned max_mix(int n, const int *a) {
    vcc_no_contract_body
    unsigned int s;
    int t3;
    unsigned int t4;
    int i;
    unsigned int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32((int)0U);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:99 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t10 = _mm512_srai_epi32(a_v, 2);
            __m512i t11 = _mm512_set1_epi32(3);
            __m512i t12 = _mm512_mullo_epi32(t10, t11);
            __m512i t13 = _mm512_set1_epi32(7);
            __m512i t14 = _mm512_sub_epi32(t12, t13);
            s_v = (vcc_v16_uint)_mm512_max_epu32(t14, (__m512i)s_v);
            i_vec += 16L;
            if (i_vec >= t2) {
                t3 = (int)t2;
                t4 = vcc_avx2_reduce_epi32(_mm256_max_epu32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)), _mm_max_epu32, unsigned int);
                break;
            }
        }
    } else {
        t3 = 0;
        t4 = 0U;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i t8 = _mm512_set1_epi32((int)t4);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t16 = _mm512_srai_epi32(a_v_1, 2);
        __m512i t17 = _mm512_set1_epi32(3);
        __m512i t18 = _mm512_mullo_epi32(t16, t17);
        __m512i t19 = _mm512_set1_epi32(7);
        __m512i t20 = _mm512_sub_epi32(t18, t19);
        __m512i t21 = _mm512_mask_blend_epi32(t7, (__m512i)(vcc_v16_int){0}, t20);
        __m512i t15 = _mm512_max_epu32(t21, t8);
        __m512i s_v_1 = _mm512_mask_blend_epi32(t7, t8, t15);
        i = (int)((long)t3 + t5);
        s_1 = vcc_avx2_reduce_epi32(_mm256_max_epu32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1)), _mm_max_epu32, unsigned int);
    } else {
        i = t3;
        s_1 = t4;
    }
    for (; i < n; i++, s_1 = s) {
        int t9 = a[i];
        s = (unsigned int)(_mm256_zeroupper(), mix(t9));
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned xor_mix(int n, const int *a) {
    vcc_no_contract_body
    unsigned int s;
    int t3;
    unsigned int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at reduce_wide.c:108 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t10 = _mm512_srai_epi32(a_v, 2);
            __m512i t11 = _mm512_set1_epi32(3);
            __m512i t12 = _mm512_mullo_epi32(t10, t11);
            __m512i t13 = _mm512_set1_epi32(7);
            __m512i t14 = _mm512_sub_epi32(t12, t13);
            __m512i t9 = _mm512_mullo_epi32(t14, _mm512_set1_epi32(-1640531535));
            s_v = (vcc_v16_uint)_mm512_xor_si512((__m512i)s_v, t9);
            i_vec += 16L;
            if (i_vec >= t2) {
                t3 = (int)t2;
                t4 = 0U ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)), _mm_xor_si128, unsigned int);
                break;
            }
        }
    } else {
        t3 = 0;
        t4 = 0U;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t17 = _mm512_srai_epi32(a_v_1, 2);
        __m512i t18 = _mm512_set1_epi32(3);
        __m512i t19 = _mm512_mullo_epi32(t17, t18);
        __m512i t20 = _mm512_set1_epi32(7);
        __m512i t21 = _mm512_sub_epi32(t19, t20);
        __m512i t22 = _mm512_mask_blend_epi32(t7, (__m512i)(vcc_v16_int){0}, t21);
        __m512i t15 = _mm512_mullo_epi32(t22, _mm512_set1_epi32(-1640531535));
        __m512i t16 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), t15);
        __m512i s_v_1 = _mm512_xor_si512(_mm512_set1_epi32(0), t16);
        i = (int)((long)t3 + t5);
        s = t4 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1)), _mm_xor_si128, unsigned int);
    } else {
        i = t3;
        s = t4;
    }
    for (; i < n; i++) {
        int t8 = a[i];
        s ^= (unsigned int)(_mm256_zeroupper(), mix(t8)) * 2654435761U;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float sum_square(int n, const float *a) {
    vcc_no_contract_body
    float s;
    int t3;
    float t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512 s_v = _mm512_set1_ps(-0.0f);
        /* vcc: loop at reduce_wide.c:116 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 t9 = _mm512_mul_ps(a_v, a_v);
            s_v = _mm512_add_ps(s_v, t9);
            i_vec += 16L;
            if (i_vec >= t2) {
                t3 = (int)t2;
                t4 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v), _mm512_extractf32x8_ps(s_v, 1)));
                break;
            }
        }
    } else {
        t3 = 0;
        t4 = 0.0f;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t7, a + (long)t3);
        __m512 t11 = _mm512_mul_ps(a_v_1, a_v_1);
        __m512 t12 = _mm512_mask_blend_ps(t7, (__m512)(vcc_v16_float){0}, t11);
        __m512 t10 = _mm512_add_ps(_mm512_set1_ps(-0.0f), t12);
        __m512 s_v_1 = _mm512_mask_blend_ps(t7, _mm512_set1_ps(-0.0f), t10);
        i = (int)((long)t3 + t5);
        s = t4 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v_1), _mm512_extractf32x8_ps(s_v_1, 1)));
    } else {
        i = t3;
        s = t4;
    }
    for (; i < n; i++) {
        float t8 = a[i];
        s += (_mm256_zeroupper(), square(t8));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float max_square(int n, const float *a) {
    vcc_no_contract_body
    float m;
    int t3;
    float t4;
    int i;
    float m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 m_v = _mm512_set1_ps(-1.0f);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:124 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 t9 = _mm512_mul_ps(a_v, a_v);
            m_v = _mm512_max_ps(t9, m_v);
            i_vec += 16L;
            if (i_vec >= t2) {
                t3 = (int)t2;
                t4 = vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256(m_v), _mm512_extractf32x8_ps(m_v, 1)), _mm_max_ps);
                break;
            }
        }
    } else {
        t3 = 0;
        t4 = -1.0f;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512 t8 = _mm512_set1_ps(t4);
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t7, a + (long)t3);
        __m512 t11 = _mm512_mul_ps(a_v_1, a_v_1);
        __m512 t12 = _mm512_mask_blend_ps(t7, (__m512)(vcc_v16_float){0}, t11);
        __m512 t10 = _mm512_max_ps(t12, t8);
        __m512 m_v_1 = _mm512_mask_blend_ps(t7, t8, t10);
        i = (int)((long)t3 + t5);
        m_1 = vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256(m_v_1), _mm512_extractf32x8_ps(m_v_1, 1)), _mm_max_ps);
    } else {
        i = t3;
        m_1 = t4;
    }
    for (; i < n; i++, m_1 = m) {
        m = (_mm256_zeroupper(), square(a[i]));
        if (!(m > m_1)) {
            m = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) double prod_square(int n, const float *a) {
    vcc_no_contract_body
    double p;
    int t4;
    double t5;
    int t8;
    double t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        __m512d p_v_1 = _mm512_set1_pd(1.0);
        __m512d p_v_2 = _mm512_set1_pd(1.0);
        /* vcc: loop at reduce_wide.c:134 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        for (;;) {
            __m256 a_v = _mm256_loadu_ps(a + i_vec_1);
            __m256 t16 = _mm256_mul_ps(a_v, a_v);
            __m512d t15 = _mm512_cvtps_pd(t16);
            p_v_1 = _mm512_mul_pd(p_v_1, t15);
            __m256 a_v_3 = _mm256_loadu_ps(a + (i_vec_1 + 8L));
            __m256 t25 = _mm256_mul_ps(a_v_3, a_v_3);
            __m512d t24 = _mm512_cvtps_pd(t25);
            p_v_2 = _mm512_mul_pd(p_v_2, t24);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                __m512d t3 = _mm512_mul_pd(p_v_1, p_v_2);
                t4 = (int)t2;
                t5 = 1.0 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t3), _mm512_extractf64x4_pd(t3, 1)), _mm_mul_pd);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 1.0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        __m512d p_v = _mm512_set1_pd(1.0);
        /* vcc: loop at reduce_wide.c:134 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256 a_v_1 = _mm256_loadu_ps(a + ((long)t4 + i_vec));
            __m256 t18 = _mm256_mul_ps(a_v_1, a_v_1);
            __m512d t17 = _mm512_cvtps_pd(t18);
            p_v = _mm512_mul_pd(p_v, t17);
            i_vec += 8L;
            if (i_vec >= t7) {
                t8 = (int)((long)t4 + t7);
                t9 = t5 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(p_v), _mm512_extractf64x4_pd(p_v, 1)), _mm_mul_pd);
                break;
            }
        }
    } else {
        t8 = t4;
        t9 = t5;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if ((t10 >= 1L) & (t10 <= 8L)) {
        __m256i t11 = _mm256_set1_epi32((int)(int)t10);
        __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 a_v_2 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t12), a + (long)t8);
        __m256 t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t12), (__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f));
        __m256i t21 = (__m256i)(vcc_m8)((vcc_v8_float)t13 != (vcc_v8_float){0});
        __m256 t22 = _mm256_mul_ps(a_v_2, a_v_2);
        __m256 t23 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t21), (__m256)(vcc_v8_float){0}, t22);
        __m512d t19 = _mm512_cvtps_pd(t23);
        __m512d t20 = _mm512_mul_pd(_mm512_set1_pd(1.0), t19);
        __m512d p_v_3 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t12), _mm512_set1_pd(1.0), t20);
        i = (int)((long)t8 + t10);
        p = t9 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(p_v_3), _mm512_extractf64x4_pd(p_v_3, 1)), _mm_mul_pd);
    } else {
        i = t8;
        p = t9;
    }
    for (; i < n; i++) {
        float t14 = a[i];
        p *= (double)(_mm256_zeroupper(), square(t14));
    }
    return p;
}

/* Byte groups: a 16-bit sum and an 8-bit xor. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint16_t sum_rgb(int n, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    unsigned short s;
    int t34;
    unsigned short t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        vcc_v8_ushort s_v_1 = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        /* vcc: loop at reduce_wide.c:142 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            vcc_v8_uchar t4 = vcc_load(vcc_v8_uchar, t3);
            vcc_v8_uchar t5 = vcc_load(vcc_v8_uchar, t3 + 8);
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, t3 + 16);
            vcc_v8_uchar t7 = __builtin_shufflevector(t4, t5, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar rgb_v = __builtin_shufflevector(t7, t6, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t8 = __builtin_shufflevector(t4, t5, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_uchar rgb_v_1 = __builtin_shufflevector(t8, t6, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_uchar t9 = __builtin_shufflevector(t4, t5, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar rgb_v_2 = __builtin_shufflevector(t9, t6, 0, 1, 2, 3, 4, 9, 12, 15);
            __m128i t10 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)rgb_v_1));
            __m128i t11 = _mm_mullo_epi16(_mm_set1_epi16((short)2), t10);
            __m128i t12 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)rgb_v));
            __m128i t13 = _mm_add_epi16(t12, t11);
            __m128i t14 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)rgb_v_2));
            __m128i t15 = _mm_add_epi16(t13, t14);
            __m256i t16 = _mm256_cvtepu16_epi32(t15);
            __m128i t17 = _mm256_cvtepi32_epi16(t16);
            s_v = (vcc_v8_ushort)_mm_add_epi16((__m128i)s_v, t17);
            const unsigned char *t18 = rgb + 3 * (int)(i_vec + 8L);
            vcc_v8_uchar t19 = vcc_load(vcc_v8_uchar, t18);
            vcc_v8_uchar t20 = vcc_load(vcc_v8_uchar, t18 + 8);
            vcc_v8_uchar t21 = vcc_load(vcc_v8_uchar, t18 + 16);
            vcc_v8_uchar t22 = __builtin_shufflevector(t19, t20, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar rgb_v_3 = __builtin_shufflevector(t22, t21, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t23 = __builtin_shufflevector(t19, t20, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_uchar rgb_v_4 = __builtin_shufflevector(t23, t21, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_uchar t24 = __builtin_shufflevector(t19, t20, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar rgb_v_5 = __builtin_shufflevector(t24, t21, 0, 1, 2, 3, 4, 9, 12, 15);
            __m128i t25 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)rgb_v_4));
            __m128i t26 = _mm_mullo_epi16(_mm_set1_epi16((short)2), t25);
            __m128i t27 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)rgb_v_3));
            __m128i t28 = _mm_add_epi16(t27, t26);
            __m128i t29 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)rgb_v_5));
            __m128i t30 = _mm_add_epi16(t28, t29);
            __m256i t31 = _mm256_cvtepu16_epi32(t30);
            __m128i t32 = _mm256_cvtepi32_epi16(t31);
            s_v_1 = (vcc_v8_ushort)_mm_add_epi16((__m128i)s_v_1, t32);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t33 = _mm_add_epi16((__m128i)s_v, (__m128i)s_v_1);
        t34 = (int)t2;
        t35 = (unsigned short)((unsigned short)0 + vcc_sse_reduce_epi16(t33, _mm_add_epi16, unsigned short));
    } else {
        t34 = 0;
        t35 = (unsigned short)0;
    }
    long t36 = (long)n + (long)t34 * -1L;
    if (t36 >= 8L) {
        long t37 = t36 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort s_v_2 = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        /* vcc: loop at reduce_wide.c:142 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            const unsigned char *t38 = rgb + 3 * (int)((long)t34 + i_vec_1);
            vcc_v8_uchar t39 = vcc_load(vcc_v8_uchar, t38);
            vcc_v8_uchar t40 = vcc_load(vcc_v8_uchar, t38 + 8);
            vcc_v8_uchar t41 = vcc_load(vcc_v8_uchar, t38 + 16);
            vcc_v8_uchar t42 = __builtin_shufflevector(t39, t40, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar rgb_v_6 = __builtin_shufflevector(t42, t41, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t43 = __builtin_shufflevector(t39, t40, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_uchar rgb_v_7 = __builtin_shufflevector(t43, t41, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_uchar t44 = __builtin_shufflevector(t39, t40, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar rgb_v_8 = __builtin_shufflevector(t44, t41, 0, 1, 2, 3, 4, 9, 12, 15);
            __m128i t45 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)rgb_v_7));
            __m128i t46 = _mm_mullo_epi16(_mm_set1_epi16((short)2), t45);
            __m128i t47 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)rgb_v_6));
            __m128i t48 = _mm_add_epi16(t47, t46);
            __m128i t49 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)rgb_v_8));
            __m128i t50 = _mm_add_epi16(t48, t49);
            __m256i t51 = _mm256_cvtepu16_epi32(t50);
            __m128i t52 = _mm256_cvtepi32_epi16(t51);
            s_v_2 = (vcc_v8_ushort)_mm_add_epi16((__m128i)s_v_2, t52);
            i_vec_1 += 8L;
        } while (i_vec_1 < t37);
        i = (int)((long)t34 + t37);
        s = (unsigned short)(t35 + vcc_sse_reduce_epi16((__m128i)s_v_2, _mm_add_epi16, unsigned short));
    } else {
        i = t34;
        s = t35;
    }
    for (; i < n; i++) {
        int t53 = 3 * i;
        s = (unsigned short)((int)s + (int)(unsigned short)((int)rgb[t53] + 2 * (int)rgb[t53 + 1] + (int)rgb[t53 + 2]));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint8_t xor_rgb(int n, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    unsigned char x;
    int t22;
    unsigned char t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar x_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar x_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at reduce_wide.c:149 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            vcc_v8_uchar t4 = vcc_load(vcc_v8_uchar, t3);
            vcc_v8_uchar t5 = vcc_load(vcc_v8_uchar, t3 + 8);
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, t3 + 16);
            vcc_v8_uchar t7 = __builtin_shufflevector(t4, t5, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar rgb_v = __builtin_shufflevector(t7, t6, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t8 = __builtin_shufflevector(t4, t5, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar rgb_v_1 = __builtin_shufflevector(t8, t6, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t9 = rgb_v + rgb_v_1;
            __m256i t10 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t9));
            vcc_v8_uchar t11 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t10));
            x_v = x_v ^ t11;
            const unsigned char *t12 = rgb + 3 * (int)(i_vec + 8L);
            vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, t12);
            vcc_v8_uchar t14 = vcc_load(vcc_v8_uchar, t12 + 8);
            vcc_v8_uchar t15 = vcc_load(vcc_v8_uchar, t12 + 16);
            vcc_v8_uchar t16 = __builtin_shufflevector(t13, t14, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar rgb_v_2 = __builtin_shufflevector(t16, t15, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t17 = __builtin_shufflevector(t13, t14, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar rgb_v_3 = __builtin_shufflevector(t17, t15, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t18 = rgb_v_2 + rgb_v_3;
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t18));
            vcc_v8_uchar t20 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t19));
            x_v_1 = x_v_1 ^ t20;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t21 = x_v ^ x_v_1;
        t22 = (int)t2;
        t23 = (unsigned char)((unsigned char)0 ^ vcc_reduce(unsigned char, t21, ^));
    } else {
        t22 = 0;
        t23 = (unsigned char)0;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar x_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at reduce_wide.c:149 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            const unsigned char *t26 = rgb + 3 * (int)((long)t22 + i_vec_1);
            vcc_v8_uchar t27 = vcc_load(vcc_v8_uchar, t26);
            vcc_v8_uchar t28 = vcc_load(vcc_v8_uchar, t26 + 8);
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, t26 + 16);
            vcc_v8_uchar t30 = __builtin_shufflevector(t27, t28, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar rgb_v_4 = __builtin_shufflevector(t30, t29, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t31 = __builtin_shufflevector(t27, t28, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar rgb_v_5 = __builtin_shufflevector(t31, t29, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t32 = rgb_v_4 + rgb_v_5;
            __m256i t33 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t32));
            vcc_v8_uchar t34 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t33));
            x_v_2 = x_v_2 ^ t34;
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
        x = (unsigned char)(t23 ^ vcc_reduce(unsigned char, x_v_2, ^));
    } else {
        i = t22;
        x = t23;
    }
    for (; i < n; i++) {
        int t35 = 3 * i;
        x = (unsigned char)((int)x ^ (int)(unsigned char)((int)rgb[t35] + (int)rgb[t35 + 2]));
    }
    return x;
}

/* Variants of shorts and bytes: 16- and 8-bit reductions (in plans of 16 lanes, the width of
   the int arithmetic C promotes them to). */
/* #pragma omp declare simd notinbranch */
short halve(short x) {
    return (short)(x >> 1);
}

/* vcc: function at reduce_wide.c:157 vector variant _ZGVeN32v_halve of `halve`: VL 32, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN32v_halve(__m512i x) {
    vcc_no_contract_body
    vcc_v32_int t1 = __builtin_convertvector((vcc_v32_short)x, vcc_v32_int);
    vcc_v32_int t2 = vcc_splat(vcc_v32_int, 1);
    vcc_v32_int t3 = t1 >> t2;
    __m512i t4 = (__m512i)__builtin_convertvector(t3, vcc_v32_short);
    return t4;
}

/* vcc: function at reduce_wide.c:157 vector variant _ZGVdN16v_halve of `halve`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN16v_halve(__m256i x) {
    vcc_no_contract_body
    __m512i t1 = _mm512_cvtepi16_epi32(x);
    __m512i t2 = _mm512_srai_epi32(t1, 1);
    __m256i t3 = _mm512_cvtepi32_epi16(t2);
    return t3;
}

/* #pragma omp declare simd notinbranch */
signed char low7(signed char x) {
    return (signed char)(x & 0x7f);
}

/* vcc: function at reduce_wide.c:162 vector variant _ZGVeN64v_low7 of `low7`: VL 64, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN64v_low7(__m512i x) {
    vcc_no_contract_body
    vcc_v64_int t1 = __builtin_convertvector(__builtin_convertvector((vcc_v64_schar)x, vcc_v64_short), vcc_v64_int);
    vcc_v64_int t2 = vcc_splat(vcc_v64_int, 127);
    vcc_v64_int t3 = t1 & t2;
    __m512i t4 = (__m512i)__builtin_convertvector(__builtin_convertvector(t3, vcc_v64_short), vcc_v64_schar);
    return t4;
}

/* vcc: function at reduce_wide.c:162 vector variant _ZGVdN32v_low7 of `low7`: VL 32, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN32v_low7(__m256i x) {
    vcc_no_contract_body
    vcc_v32_int t1 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(x), vcc_h1 = _mm256_extracti128_si256(x, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v8_int vcc_p2 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h1); vcc_v8_int vcc_p3 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h1, 8)); vcc_v32_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
    vcc_v32_int t2 = vcc_splat(vcc_v32_int, 127);
    vcc_v32_int t3 = t1 & t2;
    __m256i t4 = (__m256i)__builtin_convertvector(__builtin_convertvector(t3, vcc_v32_short), vcc_v32_schar);
    return t4;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) short sum_halve(int n, const short *a) {
    vcc_no_contract_body
    short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_ushort s_v = (vcc_v16_ushort)_mm256_set1_epi16((short)0);
        /* vcc: loop at reduce_wide.c:168 vectorized: VF 16, UF 1, scalar epilogue */
        for (;;) {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t6 = _mm512_cvtepi16_epi32(a_v);
            __m512i t7 = _mm512_srai_epi32(t6, 1);
            __m256i t8 = _mm512_cvtepi32_epi16(t7);
            __m512i t4 = _mm512_cvtepi16_epi32(t8);
            __m256i t5 = _mm512_cvtepi32_epi16(t4);
            s_v = (vcc_v16_ushort)_mm256_add_epi16((__m256i)s_v, t5);
            i_vec += 16L;
            if (i_vec >= t2) {
                i = (int)t2;
                s = (short)(unsigned short)((unsigned short)0 + vcc_avx2_reduce_epi16((__m256i)s_v, _mm_add_epi16, unsigned short));
                break;
            }
        }
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        short t3 = a[i];
        s = (short)((int)s + (int)(_mm256_zeroupper(), halve(t3)));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned short or_halve(int n, const short *a) {
    vcc_no_contract_body
    unsigned short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_ushort s_v = (vcc_v16_ushort)_mm256_set1_epi16((short)0);
        /* vcc: loop at reduce_wide.c:175 vectorized: VF 16, UF 1, scalar epilogue */
        for (;;) {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t7 = _mm512_cvtepi16_epi32(a_v);
            __m512i t8 = _mm512_srai_epi32(t7, 1);
            __m256i t9 = _mm512_cvtepi32_epi16(t8);
            __m512i t4 = _mm512_cvtepu16_epi32(t9);
            __m512i t5 = _mm512_slli_epi32(t4, 1);
            __m256i t6 = _mm512_cvtepi32_epi16(t5);
            s_v = (vcc_v16_ushort)_mm256_or_si256((__m256i)s_v, t6);
            i_vec += 16L;
            if (i_vec >= t2) {
                i = (int)t2;
                s = (unsigned short)((unsigned short)0 | vcc_avx2_reduce_epi16((__m256i)s_v, _mm_or_si128, unsigned short));
                break;
            }
        }
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        short t3 = a[i];
        s = (unsigned short)((int)s | ((int)(unsigned short)(_mm256_zeroupper(), halve(t3)) << 1));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) signed char xor_low7(int n, const signed char *a) {
    vcc_no_contract_body
    signed char x;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_schar x_v = (vcc_v16_schar)_mm_set1_epi8((char)0);
        /* vcc: loop at reduce_wide.c:182 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = (__m128i)vcc_insert((vcc_v16_schar)(__m128i)(vcc_v16_schar){0}, 0, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[0])));
            __m128i t4 = (__m128i)vcc_insert((vcc_v16_schar)t3, 1, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[1])));
            __m128i t5 = (__m128i)vcc_insert((vcc_v16_schar)t4, 2, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[2])));
            __m128i t6 = (__m128i)vcc_insert((vcc_v16_schar)t5, 3, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[3])));
            __m128i t7 = (__m128i)vcc_insert((vcc_v16_schar)t6, 4, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[4])));
            __m128i t8 = (__m128i)vcc_insert((vcc_v16_schar)t7, 5, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[5])));
            __m128i t9 = (__m128i)vcc_insert((vcc_v16_schar)t8, 6, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[6])));
            __m128i t10 = (__m128i)vcc_insert((vcc_v16_schar)t9, 7, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[7])));
            __m128i t11 = (__m128i)vcc_insert((vcc_v16_schar)t10, 8, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[8])));
            __m128i t12 = (__m128i)vcc_insert((vcc_v16_schar)t11, 9, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[9])));
            __m128i t13 = (__m128i)vcc_insert((vcc_v16_schar)t12, 10, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[10])));
            __m128i t14 = (__m128i)vcc_insert((vcc_v16_schar)t13, 11, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[11])));
            __m128i t15 = (__m128i)vcc_insert((vcc_v16_schar)t14, 12, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[12])));
            __m128i t16 = (__m128i)vcc_insert((vcc_v16_schar)t15, 13, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[13])));
            __m128i t17 = (__m128i)vcc_insert((vcc_v16_schar)t16, 14, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[14])));
            __m128i t18 = (__m128i)vcc_insert((vcc_v16_schar)t17, 15, (_mm256_zeroupper(), low7(((vcc_v16_schar)a_v)[15])));
            __m512i t19 = _mm512_cvtepi8_epi32(t18);
            __m128i t20 = _mm512_cvtepi32_epi8(t19);
            x_v = (vcc_v16_schar)_mm_xor_si128((__m128i)x_v, t20);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        x = (signed char)((signed char)0 ^ vcc_sse_reduce_epi8((__m128i)x_v, _mm_xor_si128, signed char));
    } else {
        i = 0;
        x = (signed char)0;
    }
    for (; i < n; i++) {
        signed char t21 = a[i];
        x = (signed char)((int)x ^ (int)(_mm256_zeroupper(), low7(t21)));
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint64_t *a = new_array(n, 8), *b = new_array(n, 8);
        int64_t *sa = new_array(n, 8), *sb = new_array(n, 8);
        int *c = new_array(n, 4);
        float *f = new_array(n, 4);
        uint8_t *rgb = new_array(3 * n, 1);
        for (int i = 0; i < n; i++) {
            a[i] = ((uint64_t)next_rand() << 20) ^ next_rand();
            b[i] = i % 5 == 0 ? ~(uint64_t)0 : ((uint64_t)next_rand() << 9) - ((uint64_t)1 << 30);
            /* mix() of these sums to less than 2^31 in magnitude over 1001 elements. */
            c[i] = (int)(next_rand() % 2000001) - 1000000;
            /* Signed products below 2^62 in magnitude: no overflow. */
            sa[i] = (int64_t)(int32_t)(next_rand() << 8);
            sb[i] = i % 7 == 0 ? INT32_MIN : (int64_t)(int32_t)(next_rand() << 8);
            /* Squares of 0..15 and of 0.5, 1 and 2: the sums stay below 2^24 and the products
               are powers of two, exact in any order. */
            f[i] = i % 3 == 0 ? (float)(next_rand() % 16) : (float)(1 << (next_rand() % 3)) * 0.5f;
        }
        for (int i = 0; i < 3 * n; i++)
            rgb[i] = (uint8_t)next_rand();
        if (n > 2)
            c[n / 2] = INT32_MIN / 4, c[n - 1] = INT32_MAX / 3, rgb[3 * n - 2] = 255, rgb[3 * n - 3] = 0;
        float *g = new_array(n, 4);
        for (int i = 0; i < n; i++)
            g[i] = i % 3 == 0 ? (float)(1 << (next_rand() % 3)) * 0.5f : 1.0f;
        printf("n=%d u64: %016llx %016llx %016llx", n, (unsigned long long)sum_u64(n, a, b), (unsigned long long)prod_u64(n, a, b),
               (unsigned long long)bits_u64(n, a, b));
        printf(" %lld %lld %llu", (long long)max_i64(n, sa, sb), (long long)min_i64(n, sa, sb), (unsigned long long)max_u64(n, a, b));
        printf(" mix: %d %d %u %08x", sum_mix(n, c), min_mix(n, c), max_mix(n, c), xor_mix(n, c));
        printf(" float: %a %a %a", sum_square(n, f), max_square(n, f), prod_square(n, g));
        printf(" rgb: %u %u", sum_rgb(n, rgb), xor_rgb(n, rgb));
        printf(" narrow: %d %u %d\n", sum_halve(n, (const short *)c), or_halve(n, (const short *)c), xor_low7(n, (const signed char *)c));
        free(a), free(b), free(sa), free(sb), free(c), free(f), free(g), free(rgb);
    }
    return 0;
}
