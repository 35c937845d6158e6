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
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef int vcc_v64_int __attribute__((vector_size(256)));
typedef signed char vcc_v64_schar __attribute__((vector_size(64)));
typedef short vcc_v64_short __attribute__((vector_size(128)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned long vcc_v8_ulong __attribute__((vector_size(64)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_avx2_reduce_ps(V, OP) ({ __m256 vcc_v = (V); __m128 vcc_s = OP(_mm256_castps256_ps128(vcc_v), _mm256_extractf128_ps(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_avx2_reduce_pd(V, OP) ({ __m256d vcc_v = (V); __m128d vcc_s = OP(_mm256_castpd256_pd128(vcc_v), _mm256_extractf128_pd(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#define vcc_avx2_reduce_epi16(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m512i _ZGVeN16v_mix(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m256i _ZGVdN8v_mix(__m256i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m512 _ZGVeN16v_square(__m512 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m256 _ZGVdN8v_square(__m256 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m512i _ZGVeN32v_halve(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m256i _ZGVdN16v_halve(__m256i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m512i _ZGVeN64v_low7(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m256i _ZGVdN32v_low7(__m256i x);
/* vcc-test: expect-vectorized 18 */
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint64_t sum_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long s;
    int t17;
    unsigned long t18;
    int t25;
    unsigned long t26;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)0LL);
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        do {
            long t8 = (long)(int)t1;
            __m512i t9 = _mm512_loadu_si512(a + t8);
            __m512i t10 = _mm512_loadu_si512(b + t8);
            __m512i t11 = _mm512_mullo_epi64(t9, t10);
            t2 = _mm512_add_epi64(t2, t11);
            long t12 = (long)(int)(t1 + 8L);
            __m512i t13 = _mm512_loadu_si512(a + t12);
            __m512i t14 = _mm512_loadu_si512(b + t12);
            __m512i t15 = _mm512_mullo_epi64(t13, t14);
            t3 = _mm512_add_epi64(t3, t15);
            t1 += 16L;
        } while (t1 < t7);
        __m512i t16 = _mm512_add_epi64(t2, t3);
        t17 = (int)t7;
        t18 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_add_epi64, unsigned long);
    } else {
        t17 = 0;
        t18 = 0UL;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t4 = 0L;
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            long t21 = (long)(int)((long)t17 + t4);
            __m512i t22 = _mm512_loadu_si512(a + t21);
            __m512i t23 = _mm512_loadu_si512(b + t21);
            __m512i t24 = _mm512_mullo_epi64(t22, t23);
            t5 = _mm512_add_epi64(t5, t24);
            t4 += 8L;
        } while (t4 < t20);
        t25 = (int)((long)t17 + t20);
        t26 = t18 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t5), _mm512_extracti64x4_epi64(t5, 1)), _mm_add_epi64, unsigned long);
    } else {
        t25 = t17;
        t26 = t18;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t25;
        __m512i t31 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t29), a + t30);
        __m512i t32 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t29), b + t30);
        __m512i t33 = _mm512_mullo_epi64(t31, t32);
        __m512i t34 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t33);
        __m512i t35 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t29), _mm512_set1_epi64((long long)0LL), t34);
        i = (int)((long)t25 + t27);
        s = t26 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t35), _mm512_extracti64x4_epi64(t35, 1)), _mm_add_epi64, unsigned long);
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        s += a[t36] * b[t36];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint64_t prod_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long p;
    int t19;
    unsigned long t20;
    int t28;
    unsigned long t29;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)1LL);
        __m512i t3 = _mm512_set1_epi64((long long)1LL);
        do {
            long t8 = (long)(int)t1;
            __m512i t9 = _mm512_loadu_si512(a + t8);
            __m512i t10 = _mm512_loadu_si512(b + t8);
            __m512i t11 = _mm512_mullo_epi64(t9, t10);
            __m512i t12 = _mm512_or_si512(t11, _mm512_set1_epi64((long long)1LL));
            t2 = _mm512_mullo_epi64(t2, t12);
            long t13 = (long)(int)(t1 + 8L);
            __m512i t14 = _mm512_loadu_si512(a + t13);
            __m512i t15 = _mm512_loadu_si512(b + t13);
            __m512i t16 = _mm512_mullo_epi64(t14, t15);
            __m512i t17 = _mm512_or_si512(t16, _mm512_set1_epi64((long long)1LL));
            t3 = _mm512_mullo_epi64(t3, t17);
            t1 += 16L;
        } while (t1 < t7);
        __m512i t18 = _mm512_mullo_epi64(t2, t3);
        t19 = (int)t7;
        t20 = 1UL * vcc_avx2_reduce_epi64(_mm256_mullo_epi64(_mm512_castsi512_si256(t18), _mm512_extracti64x4_epi64(t18, 1)), _mm_mullo_epi64, unsigned long);
    } else {
        t19 = 0;
        t20 = 1UL;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        __m512i t5 = _mm512_set1_epi64((long long)1LL);
        do {
            long t23 = (long)(int)((long)t19 + t4);
            __m512i t24 = _mm512_loadu_si512(a + t23);
            __m512i t25 = _mm512_loadu_si512(b + t23);
            __m512i t26 = _mm512_mullo_epi64(t24, t25);
            __m512i t27 = _mm512_or_si512(t26, _mm512_set1_epi64((long long)1LL));
            t5 = _mm512_mullo_epi64(t5, t27);
            t4 += 8L;
        } while (t4 < t22);
        t28 = (int)((long)t19 + t22);
        t29 = t20 * vcc_avx2_reduce_epi64(_mm256_mullo_epi64(_mm512_castsi512_si256(t5), _mm512_extracti64x4_epi64(t5, 1)), _mm_mullo_epi64, unsigned long);
    } else {
        t28 = t19;
        t29 = t20;
    }
    long t30 = (long)n + (long)t28 * -1L;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t30);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t33 = (long)(int)(long)t28;
        __m512i t34 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t32), a + t33);
        __m512i t35 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t32), b + t33);
        __m512i t36 = _mm512_mullo_epi64(t34, t35);
        __m512i t37 = _mm512_or_si512(t36, _mm512_set1_epi64((long long)1LL));
        __m512i t38 = _mm512_mullo_epi64(_mm512_set1_epi64((long long)1LL), t37);
        __m512i t39 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t32), _mm512_set1_epi64((long long)1LL), t38);
        i = (int)((long)t28 + t30);
        p = t29 * vcc_avx2_reduce_epi64(_mm256_mullo_epi64(_mm512_castsi512_si256(t39), _mm512_extracti64x4_epi64(t39, 1)), _mm_mullo_epi64, unsigned long);
    } else {
        i = t28;
        p = t29;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        p *= (a[t40] * b[t40]) | 1UL;
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint64_t bits_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long x;
    unsigned long o;
    unsigned long m;
    int i;
    long t5 = (long)n;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)0LL);
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        __m512i t4 = _mm512_set1_epi64((long long)-1LL);
        do {
            long t7 = (long)(int)t1;
            __m512i t8 = _mm512_loadu_si512(a + t7);
            __m512i t9 = _mm512_loadu_si512(b + t7);
            __m512i t10 = _mm512_mullo_epi64(t8, t9);
            t2 = _mm512_xor_si512(t2, t10);
            __m512i t11 = (__m512i)((vcc_v8_ulong)t10 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(40), vcc_v8_ulong));
            t3 = _mm512_or_si512(t3, t11);
            __m512i t12 = _mm512_or_si512(t10, _mm512_set1_epi64((long long)255LL));
            t4 = _mm512_and_si512(t4, t12);
            t1 += 8L;
        } while (t1 < t6);
        i = (int)t6;
        x = 0UL ^ vcc_avx2_reduce_epi64(_mm256_xor_si256(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_xor_si128, unsigned long);
        o = 0UL | vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_or_si128, unsigned long);
        m = 18446744073709551615UL & vcc_avx2_reduce_epi64(_mm256_and_si256(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_and_si128, unsigned long);
    } else {
        i = 0;
        x = 0UL;
        o = 0UL;
        m = 18446744073709551615UL;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        unsigned long p = a[t13] * b[t13];
        x ^= p;
        o |= p >> 40;
        m &= p | 255UL;
    }
    return x ^ (o << 1) ^ (m << 3);
}

/* Signed and unsigned orders of 64-bit products (vpminsq, vpmaxuq). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int64_t max_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    long s;
    int t17;
    long t18;
    int i;
    long s_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        __m512i t1 = _mm512_set1_epi64((long long)(-9223372036854775807L - 1));
        long t2 = 0L;
        __m512i t3 = t1;
        do {
            long t8 = (long)(int)t2;
            __m512i t9 = _mm512_loadu_si512(a + t8);
            __m512i t10 = _mm512_loadu_si512(b + t8);
            __m512i t11 = _mm512_mullo_epi64(t9, t10);
            t1 = _mm512_max_epi64(t11, t1);
            long t12 = (long)(int)(t2 + 8L);
            __m512i t13 = _mm512_loadu_si512(a + t12);
            __m512i t14 = _mm512_loadu_si512(b + t12);
            __m512i t15 = _mm512_mullo_epi64(t13, t14);
            t3 = _mm512_max_epi64(t15, t3);
            t2 += 16L;
        } while (t2 < t7);
        __m512i t16 = _mm512_max_epi64(t1, t3);
        t17 = (int)t7;
        t18 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_max_epi64, long);
    } else {
        t17 = 0;
        t18 = (-9223372036854775807L - 1);
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m512i t4 = _mm512_set1_epi64((long long)t18);
        long t5 = 0L;
        do {
            long t21 = (long)(int)((long)t17 + t5);
            __m512i t22 = _mm512_loadu_si512(a + t21);
            __m512i t23 = _mm512_loadu_si512(b + t21);
            __m512i t24 = _mm512_mullo_epi64(t22, t23);
            t4 = _mm512_max_epi64(t24, t4);
            t5 += 8L;
        } while (t5 < t20);
        i = (int)((long)t17 + t20);
        s_1 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_max_epi64, long);
    } else {
        i = t17;
        s_1 = t18;
    }
    for (; i < n; i++, s_1 = s) {
        long t25 = (long)i;
        s = a[t25] * b[t25];
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int64_t min_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    long s;
    int t17;
    long t18;
    int i;
    long s_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        __m512i t1 = _mm512_set1_epi64((long long)9223372036854775807L);
        long t2 = 0L;
        __m512i t3 = t1;
        do {
            long t8 = (long)(int)t2;
            __m512i t9 = _mm512_loadu_si512(a + t8);
            __m512i t10 = _mm512_loadu_si512(b + t8);
            __m512i t11 = _mm512_mullo_epi64(t9, t10);
            t1 = _mm512_min_epi64(t11, t1);
            long t12 = (long)(int)(t2 + 8L);
            __m512i t13 = _mm512_loadu_si512(a + t12);
            __m512i t14 = _mm512_loadu_si512(b + t12);
            __m512i t15 = _mm512_mullo_epi64(t13, t14);
            t3 = _mm512_min_epi64(t15, t3);
            t2 += 16L;
        } while (t2 < t7);
        __m512i t16 = _mm512_min_epi64(t1, t3);
        t17 = (int)t7;
        t18 = vcc_avx2_reduce_epi64(_mm256_min_epi64(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_min_epi64, long);
    } else {
        t17 = 0;
        t18 = 9223372036854775807L;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m512i t4 = _mm512_set1_epi64((long long)t18);
        long t5 = 0L;
        do {
            long t21 = (long)(int)((long)t17 + t5);
            __m512i t22 = _mm512_loadu_si512(a + t21);
            __m512i t23 = _mm512_loadu_si512(b + t21);
            __m512i t24 = _mm512_mullo_epi64(t22, t23);
            t4 = _mm512_min_epi64(t24, t4);
            t5 += 8L;
        } while (t5 < t20);
        i = (int)((long)t17 + t20);
        s_1 = vcc_avx2_reduce_epi64(_mm256_min_epi64(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_min_epi64, long);
    } else {
        i = t17;
        s_1 = t18;
    }
    for (; i < n; i++, s_1 = s) {
        long t25 = (long)i;
        s = a[t25] * b[t25];
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint64_t max_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long s;
    int t17;
    unsigned long t18;
    int i;
    unsigned long s_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        __m512i t1 = _mm512_set1_epi64((long long)0UL);
        long t2 = 0L;
        __m512i t3 = t1;
        do {
            long t8 = (long)(int)t2;
            __m512i t9 = _mm512_loadu_si512(a + t8);
            __m512i t10 = _mm512_loadu_si512(b + t8);
            __m512i t11 = _mm512_mullo_epi64(t9, t10);
            t1 = _mm512_max_epu64(t11, t1);
            long t12 = (long)(int)(t2 + 8L);
            __m512i t13 = _mm512_loadu_si512(a + t12);
            __m512i t14 = _mm512_loadu_si512(b + t12);
            __m512i t15 = _mm512_mullo_epi64(t13, t14);
            t3 = _mm512_max_epu64(t15, t3);
            t2 += 16L;
        } while (t2 < t7);
        __m512i t16 = _mm512_max_epu64(t1, t3);
        t17 = (int)t7;
        t18 = vcc_avx2_reduce_epi64(_mm256_max_epu64(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_max_epu64, unsigned long);
    } else {
        t17 = 0;
        t18 = 0UL;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m512i t4 = _mm512_set1_epi64((long long)t18);
        long t5 = 0L;
        do {
            long t21 = (long)(int)((long)t17 + t5);
            __m512i t22 = _mm512_loadu_si512(a + t21);
            __m512i t23 = _mm512_loadu_si512(b + t21);
            __m512i t24 = _mm512_mullo_epi64(t22, t23);
            t4 = _mm512_max_epu64(t24, t4);
            t5 += 8L;
        } while (t5 < t20);
        i = (int)((long)t17 + t20);
        s_1 = vcc_avx2_reduce_epi64(_mm256_max_epu64(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_max_epu64, unsigned long);
    } else {
        i = t17;
        s_1 = t18;
    }
    for (; i < n; i++, s_1 = s) {
        long t25 = (long)i;
        s = a[t25] * b[t25];
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m512i _ZGVeN16v_mix(__m512i x) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(2);
    __m512i t2 = _mm512_srav_epi32(x, t1);
    __m512i t3 = _mm512_set1_epi32(3);
    __m512i t4 = _mm512_mullo_epi32(t2, t3);
    __m512i t5 = _mm512_set1_epi32(7);
    __m512i t6 = _mm512_sub_epi32(t4, t5);
    return t6;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m256i _ZGVdN8v_mix(__m256i x) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(2);
    __m256i t2 = _mm256_srav_epi32(x, t1);
    __m256i t3 = _mm256_set1_epi32(3);
    __m256i t4 = _mm256_mullo_epi32(t2, t3);
    __m256i t5 = _mm256_set1_epi32(7);
    __m256i t6 = _mm256_sub_epi32(t4, t5);
    return t6;
}

/* #pragma omp declare simd notinbranch */
float square(float x) {
    return x * x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m512 _ZGVeN16v_square(__m512 x) {
    vcc_no_contract_body
    __m512 t1 = _mm512_mul_ps(x, x);
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m256 _ZGVdN8v_square(__m256 x) {
    vcc_no_contract_body
    __m256 t1 = _mm256_mul_ps(x, x);
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_mix(int n, const int *a) {
    vcc_no_contract_body
    int s;
    int t6;
    int t7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        for (;;) {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            __m512i t14 = _mm512_set1_epi32(2);
            __m512i t15 = _mm512_srav_epi32(t5, t14);
            __m512i t16 = _mm512_set1_epi32(3);
            __m512i t17 = _mm512_mullo_epi32(t15, t16);
            __m512i t18 = _mm512_set1_epi32(7);
            __m512i t19 = _mm512_sub_epi32(t17, t18);
            __m512i t13 = t19;
            t2 = _mm512_add_epi32(t2, t13);
            t1 += 16L;
            if (t1 >= t4) {
                t6 = (int)t4;
                t7 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
                break;
            }
        }
    } else {
        t6 = 0;
        t7 = 0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __m512i t23 = _mm512_set1_epi32(2);
        __m512i t24 = _mm512_srav_epi32(t11, t23);
        __m512i t25 = _mm512_set1_epi32(3);
        __m512i t26 = t24;
        __m512i t27 = t25;
        __m512i t28 = _mm512_mullo_epi32(t26, t27);
        __m512i t29 = t28;
        __m512i t30 = _mm512_set1_epi32(7);
        __m512i t31 = t29;
        __m512i t32 = t30;
        __m512i t33 = _mm512_sub_epi32(t31, t32);
        __m512i t34 = t33;
        __m512i t35 = _mm512_mask_blend_epi32(t10, (__m512i)(vcc_v16_int){0}, t34);
        __m512i t20 = t35;
        __m512i t21 = _mm512_add_epi32(_mm512_set1_epi32(0), t20);
        __m512i t22 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), t21);
        i = (int)((long)t6 + t8);
        s = (int)((unsigned int)t7 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t22), _mm512_extracti64x4_epi64(t22, 1))));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        int t12 = a[i];
        s += (_mm256_zeroupper(), mix(t12));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int min_mix(int n, const int *a) {
    vcc_no_contract_body
    int s;
    int t6;
    int t7;
    int i;
    int s_1;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t1 = _mm512_set1_epi32(2147483647);
        long t2 = 0L;
        for (;;) {
            __m512i t5 = _mm512_loadu_si512(a + (int)t2);
            __m512i t13 = _mm512_set1_epi32(2);
            __m512i t14 = _mm512_srav_epi32(t5, t13);
            __m512i t15 = _mm512_set1_epi32(3);
            __m512i t16 = _mm512_mullo_epi32(t14, t15);
            __m512i t17 = _mm512_set1_epi32(7);
            __m512i t18 = _mm512_sub_epi32(t16, t17);
            t1 = _mm512_min_epi32(t18, t1);
            t2 += 16L;
            if (t2 >= t4) {
                t6 = (int)t4;
                t7 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_min_epi32, int);
                break;
            }
        }
    } else {
        t6 = 0;
        t7 = 2147483647;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_set1_epi32((int)t7);
        __m512i t12 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __m512i t24 = _mm512_set1_epi32(2);
        __m512i t25 = _mm512_srav_epi32(t12, t24);
        __m512i t26 = _mm512_set1_epi32(3);
        __m512i t27 = t25;
        __m512i t28 = t26;
        __m512i t29 = _mm512_mullo_epi32(t27, t28);
        __m512i t30 = t29;
        __m512i t31 = _mm512_set1_epi32(7);
        __m512i t32 = t30;
        __m512i t33 = t31;
        __m512i t34 = _mm512_sub_epi32(t32, t33);
        __m512i t35 = t34;
        __m512i t36 = _mm512_mask_blend_epi32(t10, (__m512i)(vcc_v16_int){0}, t35);
        __mmask16 t19 = _mm512_cmp_epi32_mask(t36, t11, _MM_CMPINT_LT);
        __mmask16 t20 = _knot_mask16(t19);
        __mmask16 t21 = _kand_mask16(t10, t20);
        __m512i t22 = _mm512_mask_blend_epi32(t21, t36, t11);
        __m512i t23 = _mm512_mask_blend_epi32(t10, t11, t22);
        i = (int)((long)t6 + t8);
        s_1 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t23), _mm512_extracti64x4_epi64(t23, 1)), _mm_min_epi32, int);
    } else {
        i = t6;
        s_1 = t7;
    }
    for (; i < n; i++, s_1 = s) {
        s = (_mm256_zeroupper(), mix(a[i]));
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned max_mix(int n, const int *a) {
    vcc_no_contract_body
    unsigned int s;
    int t6;
    unsigned int t7;
    int i;
    unsigned int s_1;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t1 = _mm512_set1_epi32((int)0U);
        long t2 = 0L;
        for (;;) {
            __m512i t5 = _mm512_loadu_si512(a + (int)t2);
            __m512i t15 = _mm512_set1_epi32(2);
            __m512i t16 = _mm512_srav_epi32(t5, t15);
            __m512i t17 = _mm512_set1_epi32(3);
            __m512i t18 = _mm512_mullo_epi32(t16, t17);
            __m512i t19 = _mm512_set1_epi32(7);
            __m512i t20 = _mm512_sub_epi32(t18, t19);
            __m512i t14 = t20;
            t1 = _mm512_max_epu32(t14, t1);
            t2 += 16L;
            if (t2 >= t4) {
                t6 = (int)t4;
                t7 = vcc_avx2_reduce_epi32(_mm256_max_epu32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_max_epu32, unsigned int);
                break;
            }
        }
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_set1_epi32((int)t7);
        __m512i t12 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __m512i t27 = _mm512_set1_epi32(2);
        __m512i t28 = _mm512_srav_epi32(t12, t27);
        __m512i t29 = _mm512_set1_epi32(3);
        __m512i t30 = t28;
        __m512i t31 = t29;
        __m512i t32 = _mm512_mullo_epi32(t30, t31);
        __m512i t33 = t32;
        __m512i t34 = _mm512_set1_epi32(7);
        __m512i t35 = t33;
        __m512i t36 = t34;
        __m512i t37 = _mm512_sub_epi32(t35, t36);
        __m512i t38 = t37;
        __m512i t39 = _mm512_mask_blend_epi32(t10, (__m512i)(vcc_v16_int){0}, t38);
        __m512i t21 = t39;
        __mmask16 t22 = _mm512_cmp_epu32_mask(t21, t11, _MM_CMPINT_NLE);
        __mmask16 t23 = _knot_mask16(t22);
        __mmask16 t24 = _kand_mask16(t10, t23);
        __m512i t25 = _mm512_mask_blend_epi32(t24, t21, t11);
        __m512i t26 = _mm512_mask_blend_epi32(t10, t11, t25);
        i = (int)((long)t6 + t8);
        s_1 = vcc_avx2_reduce_epi32(_mm256_max_epu32(_mm512_castsi512_si256(t26), _mm512_extracti64x4_epi64(t26, 1)), _mm_max_epu32, unsigned int);
    } else {
        i = t6;
        s_1 = t7;
    }
    for (; i < n; i++, s_1 = s) {
        int t13 = a[i];
        s = (unsigned int)(_mm256_zeroupper(), mix(t13));
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned xor_mix(int n, const int *a) {
    vcc_no_contract_body
    unsigned int s;
    int t6;
    unsigned int t7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        for (;;) {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            __m512i t15 = _mm512_set1_epi32(2);
            __m512i t16 = _mm512_srav_epi32(t5, t15);
            __m512i t17 = _mm512_set1_epi32(3);
            __m512i t18 = _mm512_mullo_epi32(t16, t17);
            __m512i t19 = _mm512_set1_epi32(7);
            __m512i t20 = _mm512_sub_epi32(t18, t19);
            __m512i t13 = t20;
            __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(-1640531535));
            t2 = _mm512_xor_si512(t2, t14);
            t1 += 16L;
            if (t1 >= t4) {
                t6 = (int)t4;
                t7 = 0U ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_xor_si128, unsigned int);
                break;
            }
        }
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __m512i t25 = _mm512_set1_epi32(2);
        __m512i t26 = _mm512_srav_epi32(t11, t25);
        __m512i t27 = _mm512_set1_epi32(3);
        __m512i t28 = t26;
        __m512i t29 = t27;
        __m512i t30 = _mm512_mullo_epi32(t28, t29);
        __m512i t31 = t30;
        __m512i t32 = _mm512_set1_epi32(7);
        __m512i t33 = t31;
        __m512i t34 = t32;
        __m512i t35 = _mm512_sub_epi32(t33, t34);
        __m512i t36 = t35;
        __m512i t37 = _mm512_mask_blend_epi32(t10, (__m512i)(vcc_v16_int){0}, t36);
        __m512i t21 = t37;
        __m512i t22 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(-1640531535));
        __m512i t23 = _mm512_xor_si512(_mm512_set1_epi32(0), t22);
        __m512i t24 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), t23);
        i = (int)((long)t6 + t8);
        s = t7 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(t24), _mm512_extracti64x4_epi64(t24, 1)), _mm_xor_si128, unsigned int);
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        int t12 = a[i];
        s ^= (unsigned int)(_mm256_zeroupper(), mix(t12)) * 2654435761U;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float sum_square(int n, const float *a) {
    vcc_no_contract_body
    float s;
    int t6;
    float t7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512 t2 = _mm512_set1_ps(-0.0f);
        for (;;) {
            __m512 t5 = _mm512_loadu_ps(a + (int)t1);
            __m512 t13 = _mm512_mul_ps(t5, t5);
            t2 = _mm512_add_ps(t2, t13);
            t1 += 16L;
            if (t1 >= t4) {
                t6 = (int)t4;
                t7 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t2), _mm512_extractf32x8_ps(t2, 1)));
                break;
            }
        }
    } else {
        t6 = 0;
        t7 = 0.0f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512 t11 = _mm512_maskz_loadu_ps(t10, a + (int)(long)t6);
        __m512 t16 = _mm512_mul_ps(t11, t11);
        __m512 t17 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t16);
        __m512 t14 = _mm512_add_ps(_mm512_set1_ps(-0.0f), t17);
        __m512 t15 = _mm512_mask_blend_ps(t10, _mm512_set1_ps(-0.0f), t14);
        i = (int)((long)t6 + t8);
        s = t7 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t15), _mm512_extractf32x8_ps(t15, 1)));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        float t12 = a[i];
        s += (_mm256_zeroupper(), square(t12));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float max_square(int n, const float *a) {
    vcc_no_contract_body
    float m;
    int t6;
    float t7;
    int i;
    float m_1;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512 t1 = _mm512_set1_ps(-1.0f);
        long t2 = 0L;
        for (;;) {
            __m512 t5 = _mm512_loadu_ps(a + (int)t2);
            __m512 t13 = _mm512_mul_ps(t5, t5);
            t1 = _mm512_max_ps(t13, t1);
            t2 += 16L;
            if (t2 >= t4) {
                t6 = (int)t4;
                t7 = vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256(t1), _mm512_extractf32x8_ps(t1, 1)), _mm_max_ps);
                break;
            }
        }
    } else {
        t6 = 0;
        t7 = -1.0f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512 t11 = _mm512_set1_ps(t7);
        __m512 t12 = _mm512_maskz_loadu_ps(t10, a + (int)(long)t6);
        __m512 t19 = _mm512_mul_ps(t12, t12);
        __m512 t20 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t19);
        __mmask16 t14 = _mm512_cmp_ps_mask(t20, t11, _CMP_GT_OQ);
        __mmask16 t15 = _knot_mask16(t14);
        __mmask16 t16 = _kand_mask16(t10, t15);
        __m512 t17 = _mm512_mask_blend_ps(t16, t20, t11);
        __m512 t18 = _mm512_mask_blend_ps(t10, t11, t17);
        i = (int)((long)t6 + t8);
        m_1 = vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256(t18), _mm512_extractf32x8_ps(t18, 1)), _mm_max_ps);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = (_mm256_zeroupper(), square(a[i]));
        if (!(m > m_1)) {
            m = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) double prod_square(int n, const float *a) {
    vcc_no_contract_body
    double p;
    int t11;
    double t12;
    int t16;
    double t17;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t3 = 0L;
        __m512d t4 = _mm512_set1_pd(1.0);
        __m512d t5 = _mm512_set1_pd(1.0);
        for (;;) {
            long t8 = t3 + 8L;
            __m256 t9 = _mm256_loadu_ps(a + (int)t3);
            __m256 t26 = _mm256_mul_ps(t9, t9);
            __m512d t24 = _mm512_cvtps_pd(t26);
            t4 = _mm512_mul_pd(t4, t24);
            __m256 t25 = _mm256_loadu_ps(a + (int)t8);
            __m256 t36 = _mm256_mul_ps(t25, t25);
            __m512d t35 = _mm512_cvtps_pd(t36);
            t5 = _mm512_mul_pd(t5, t35);
            t3 += 16L;
            if (t3 >= t7) {
                __m512d t10 = _mm512_mul_pd(t4, t5);
                t11 = (int)t7;
                t12 = 1.0 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t10), _mm512_extractf64x4_pd(t10, 1)), _mm_mul_pd);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 1.0;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long t1 = 0L;
        __m512d t2 = _mm512_set1_pd(1.0);
        for (;;) {
            __m256 t15 = _mm256_loadu_ps(a + (int)((long)t11 + t1));
            __m256 t28 = _mm256_mul_ps(t15, t15);
            __m512d t27 = _mm512_cvtps_pd(t28);
            t2 = _mm512_mul_pd(t2, t27);
            t1 += 8L;
            if (t1 >= t14) {
                t16 = (int)((long)t11 + t14);
                t17 = t12 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t2), _mm512_extractf64x4_pd(t2, 1)), _mm_mul_pd);
                break;
            }
        }
    } else {
        t16 = t11;
        t17 = t12;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t21 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t20), a + (int)(long)t16);
        __m256 t22 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t20), (__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f));
        __m256i t32 = (__m256i)(vcc_m8)((vcc_v8_float)t22 != (vcc_v8_float){0});
        __m256 t33 = _mm256_mul_ps(t21, t21);
        __m256 t34 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t32), (__m256)(vcc_v8_float){0}, t33);
        __m512d t29 = _mm512_cvtps_pd(t34);
        __m512d t30 = _mm512_mul_pd(_mm512_set1_pd(1.0), t29);
        __m512d t31 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t20), _mm512_set1_pd(1.0), t30);
        i = (int)((long)t16 + t18);
        p = t17 * vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256(t31), _mm512_extractf64x4_pd(t31, 1)), _mm_mul_pd);
    } else {
        i = t16;
        p = t17;
    }
    for (; i < n; i++) {
        float t23 = a[i];
        p *= (double)(_mm256_zeroupper(), square(t23));
    }
    return p;
}

/* Byte groups: a 16-bit sum and an 8-bit xor. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint16_t sum_rgb(int n, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    unsigned short s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi16((short)0);
        do {
            const unsigned char *t5 = rgb + 3 * (int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t5 + 16));
            __m128i t8 = _mm_loadu_si128((const __m128i *)(t5 + 32));
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            __m128i t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            __m256i t15 = _mm256_cvtepu8_epi16(t12);
            __m256i t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)2), t15);
            __m256i t17 = _mm256_cvtepu8_epi16(t10);
            __m256i t18 = _mm256_add_epi16(t17, t16);
            __m256i t19 = _mm256_cvtepu8_epi16(t14);
            __m256i t20 = _mm256_add_epi16(t18, t19);
            __m256i t21 = t20;
            __m256i t22 = t2;
            __m512i t23 = _mm512_cvtepu16_epi32(t21);
            __m256i t24 = _mm512_cvtepi32_epi16(t23);
            __m256i t25 = _mm256_add_epi16(t22, t24);
            t2 = t25;
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (unsigned short)((unsigned short)0 + vcc_avx2_reduce_epi16(t2, _mm_add_epi16, unsigned short));
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        int t26 = 3 * i;
        s = (unsigned short)((int)s + (int)(unsigned short)((int)rgb[t26] + 2 * (int)rgb[t26 + 1] + (int)rgb[t26 + 2]));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint8_t xor_rgb(int n, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    unsigned char x;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m128i t2 = _mm_set1_epi8((char)0);
        do {
            const unsigned char *t5 = rgb + 3 * (int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t5 + 16));
            __m128i t8 = _mm_loadu_si128((const __m128i *)(t5 + 32));
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            __m128i t13 = t10;
            __m128i t14 = t12;
            __m128i t15 = _mm_add_epi8(t13, t14);
            __m128i t16 = t15;
            __m128i t17 = t2;
            __m512i t18 = _mm512_cvtepu8_epi32(t16);
            __m128i t19 = _mm512_cvtepi32_epi8(t18);
            __m128i t20 = _mm_xor_si128(t17, t19);
            t2 = t20;
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        x = (unsigned char)((unsigned char)0 ^ vcc_reduce(unsigned char, (vcc_v16_uchar)t2, ^));
    } else {
        i = 0;
        x = (unsigned char)0;
    }
    for (; i < n; i++) {
        int t21 = 3 * i;
        x = (unsigned char)((int)x ^ (int)(unsigned char)((int)rgb[t21] + (int)rgb[t21 + 2]));
    }
    return x;
}

/* Variants of shorts and bytes: 16- and 8-bit reductions (in plans of 16 lanes, the width of
   the int arithmetic C promotes them to). */
/* #pragma omp declare simd notinbranch */
short halve(short x) {
    return (short)(x >> 1);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m512i _ZGVeN32v_halve(__m512i x) {
    vcc_no_contract_body
    vcc_v32_int t1 = __builtin_convertvector((vcc_v32_short)x, vcc_v32_int);
    vcc_v32_int t2 = vcc_splat(vcc_v32_int, 1);
    vcc_v32_int t3 = t1 >> t2;
    __m512i t4 = (__m512i)__builtin_convertvector(t3, vcc_v32_short);
    return t4;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m256i _ZGVdN16v_halve(__m256i x) {
    vcc_no_contract_body
    __m512i t1 = _mm512_cvtepi16_epi32(x);
    __m512i t2 = _mm512_set1_epi32(1);
    __m512i t3 = _mm512_srav_epi32(t1, t2);
    __m256i t4 = _mm512_cvtepi32_epi16(t3);
    return t4;
}

/* #pragma omp declare simd notinbranch */
signed char low7(signed char x) {
    return (signed char)(x & 0x7f);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m512i _ZGVeN64v_low7(__m512i x) {
    vcc_no_contract_body
    vcc_v64_int t1 = __builtin_convertvector(__builtin_convertvector((vcc_v64_schar)x, vcc_v64_short), vcc_v64_int);
    vcc_v64_int t2 = vcc_splat(vcc_v64_int, 127);
    vcc_v64_int t3 = t1 & t2;
    __m512i t4 = (__m512i)__builtin_convertvector(__builtin_convertvector(t3, vcc_v64_short), vcc_v64_schar);
    return t4;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __m256i _ZGVdN32v_low7(__m256i x) {
    vcc_no_contract_body
    vcc_v32_int t1 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(x), vcc_h1 = _mm256_extracti128_si256(x, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v8_int vcc_p2 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h1); vcc_v8_int vcc_p3 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h1, 8)); __builtin_shufflevector(__builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), __builtin_shufflevector(vcc_p2, vcc_p3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31); });
    vcc_v32_int t2 = vcc_splat(vcc_v32_int, 127);
    vcc_v32_int t3 = t1 & t2;
    __m256i t4 = (__m256i)__builtin_convertvector(__builtin_convertvector(t3, vcc_v32_short), vcc_v32_schar);
    return t4;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) short sum_halve(int n, const short *a) {
    vcc_no_contract_body
    short s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi16((short)0);
        for (;;) {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m512i t11 = _mm512_cvtepi16_epi32(t5);
            __m512i t12 = _mm512_set1_epi32(1);
            __m512i t13 = _mm512_srav_epi32(t11, t12);
            __m256i t14 = _mm512_cvtepi32_epi16(t13);
            __m256i t7 = t2;
            __m512i t8 = _mm512_cvtepi16_epi32(t14);
            __m256i t9 = _mm512_cvtepi32_epi16(t8);
            __m256i t10 = _mm256_add_epi16(t7, t9);
            t2 = t10;
            t1 += 16L;
            if (t1 >= t4) {
                i = (int)t4;
                s = (short)(unsigned short)((unsigned short)0 + vcc_avx2_reduce_epi16(t2, _mm_add_epi16, unsigned short));
                break;
            }
        }
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        short t6 = a[i];
        s = (short)((int)s + (int)(_mm256_zeroupper(), halve(t6)));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned short or_halve(int n, const short *a) {
    vcc_no_contract_body
    unsigned short s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi16((short)0);
        for (;;) {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m512i t13 = _mm512_cvtepi16_epi32(t5);
            __m512i t14 = _mm512_set1_epi32(1);
            __m512i t15 = _mm512_srav_epi32(t13, t14);
            __m256i t16 = _mm512_cvtepi32_epi16(t15);
            __m256i t7 = t16;
            __m512i t8 = _mm512_cvtepu16_epi32(t7);
            __m512i t9 = _mm512_sllv_epi32(t8, _mm512_set1_epi32(1));
            __m256i t10 = t2;
            __m256i t11 = _mm512_cvtepi32_epi16(t9);
            __m256i t12 = _mm256_or_si256(t10, t11);
            t2 = t12;
            t1 += 16L;
            if (t1 >= t4) {
                i = (int)t4;
                s = (unsigned short)((unsigned short)0 | vcc_avx2_reduce_epi16(t2, _mm_or_si128, unsigned short));
                break;
            }
        }
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        short t6 = a[i];
        s = (unsigned short)((int)s | ((int)(unsigned short)(_mm256_zeroupper(), halve(t6)) << 1));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) signed char xor_low7(int n, const signed char *a) {
    vcc_no_contract_body
    signed char x;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m128i t2 = _mm_set1_epi8((char)0);
        do {
            __m128i t5 = _mm_loadu_si128((const __m128i *)(a + (int)t1));
            __m128i t6 = (__m128i)vcc_insert((vcc_v16_schar)(__m128i)(vcc_v16_schar){0}, 0, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[0])));
            __m128i t7 = (__m128i)vcc_insert((vcc_v16_schar)t6, 1, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[1])));
            __m128i t8 = (__m128i)vcc_insert((vcc_v16_schar)t7, 2, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[2])));
            __m128i t9 = (__m128i)vcc_insert((vcc_v16_schar)t8, 3, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[3])));
            __m128i t10 = (__m128i)vcc_insert((vcc_v16_schar)t9, 4, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[4])));
            __m128i t11 = (__m128i)vcc_insert((vcc_v16_schar)t10, 5, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[5])));
            __m128i t12 = (__m128i)vcc_insert((vcc_v16_schar)t11, 6, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[6])));
            __m128i t13 = (__m128i)vcc_insert((vcc_v16_schar)t12, 7, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[7])));
            __m128i t14 = (__m128i)vcc_insert((vcc_v16_schar)t13, 8, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[8])));
            __m128i t15 = (__m128i)vcc_insert((vcc_v16_schar)t14, 9, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[9])));
            __m128i t16 = (__m128i)vcc_insert((vcc_v16_schar)t15, 10, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[10])));
            __m128i t17 = (__m128i)vcc_insert((vcc_v16_schar)t16, 11, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[11])));
            __m128i t18 = (__m128i)vcc_insert((vcc_v16_schar)t17, 12, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[12])));
            __m128i t19 = (__m128i)vcc_insert((vcc_v16_schar)t18, 13, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[13])));
            __m128i t20 = (__m128i)vcc_insert((vcc_v16_schar)t19, 14, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[14])));
            __m128i t21 = (__m128i)vcc_insert((vcc_v16_schar)t20, 15, (_mm256_zeroupper(), low7(((vcc_v16_schar)t5)[15])));
            __m128i t22 = t2;
            __m512i t23 = _mm512_cvtepi8_epi32(t21);
            __m128i t24 = _mm512_cvtepi32_epi8(t23);
            __m128i t25 = _mm_xor_si128(t22, t24);
            t2 = t25;
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        x = (signed char)((signed char)0 ^ vcc_reduce(signed char, (vcc_v16_schar)t2, ^));
    } else {
        i = 0;
        x = (signed char)0;
    }
    for (; i < n; i++) {
        signed char t26 = a[i];
        x = (signed char)((int)x ^ (int)(_mm256_zeroupper(), low7(t26)));
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
