/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_avx2_reduce_ps(V, OP) ({ __m256 vcc_v = (V); __m128 vcc_s = OP(_mm256_castps256_ps128(vcc_v), _mm256_extractf128_ps(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_avx2_reduce_pd(V, OP) ({ __m256d vcc_v = (V); __m128d vcc_s = OP(_mm256_castpd256_pd128(vcc_v), _mm256_extractf128_pd(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi16(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)(unsigned short)_mm_cvtsi128_si32(vcc_s); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

__attribute__((target("avx2"))) __m256i _ZGVdN8v_mix(__m256i x);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_square(__m256 x);
__attribute__((target("avx2"))) __m256i _ZGVdN16v_halve(__m256i x);
__attribute__((target("avx2"))) __m256i _ZGVdN32v_low7(__m256i x);
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
__attribute__((target("avx2"))) uint64_t sum_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t13;
    unsigned long t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reduce_wide.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = (__m256i)((vcc_v4_ulong)a_v * (vcc_v4_ulong)b_v);
            s_v = _mm256_add_epi64(s_v, t3);
            long t4 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t5 = (__m256i)((vcc_v4_ulong)a_v_1 * (vcc_v4_ulong)b_v_1);
            s_v_1 = _mm256_add_epi64(s_v_1, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t7 = (__m256i)((vcc_v4_ulong)a_v_2 * (vcc_v4_ulong)b_v_2);
            s_v_2 = _mm256_add_epi64(s_v_2, t7);
            long t8 = i_vec + 12L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = (__m256i)((vcc_v4_ulong)a_v_3 * (vcc_v4_ulong)b_v_3);
            s_v_3 = _mm256_add_epi64(s_v_3, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t10 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t11 = _mm256_add_epi64(t10, s_v_2);
        __m256i t12 = _mm256_add_epi64(t11, s_v_3);
        t13 = (int)t2;
        t14 = vcc_avx2_reduce_epi64(t12, _mm_add_epi64, unsigned long);
    } else {
        t13 = 0;
        t14 = 0UL;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reduce_wide.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = (__m256i)((vcc_v4_ulong)a_v_4 * (vcc_v4_ulong)b_v_4);
            s_v_4 = _mm256_add_epi64(s_v_4, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s += a[t19] * b[t19];
    }
    return s;
}

__attribute__((target("avx2"))) uint64_t prod_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long p;
    int t17;
    unsigned long t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i p_v = _mm256_set1_epi64x((long long)1LL);
        __m256i p_v_1 = _mm256_set1_epi64x((long long)1LL);
        __m256i p_v_2 = _mm256_set1_epi64x((long long)1LL);
        __m256i p_v_3 = _mm256_set1_epi64x((long long)1LL);
        /* vcc: loop at reduce_wide.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = (__m256i)((vcc_v4_ulong)a_v * (vcc_v4_ulong)b_v);
            __m256i t4 = _mm256_or_si256(t3, _mm256_set1_epi64x((long long)1LL));
            p_v = (__m256i)((vcc_v4_ulong)p_v * (vcc_v4_ulong)t4);
            long t5 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = (__m256i)((vcc_v4_ulong)a_v_1 * (vcc_v4_ulong)b_v_1);
            __m256i t7 = _mm256_or_si256(t6, _mm256_set1_epi64x((long long)1LL));
            p_v_1 = (__m256i)((vcc_v4_ulong)p_v_1 * (vcc_v4_ulong)t7);
            long t8 = i_vec + 8L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = (__m256i)((vcc_v4_ulong)a_v_2 * (vcc_v4_ulong)b_v_2);
            __m256i t10 = _mm256_or_si256(t9, _mm256_set1_epi64x((long long)1LL));
            p_v_2 = (__m256i)((vcc_v4_ulong)p_v_2 * (vcc_v4_ulong)t10);
            long t11 = i_vec + 12L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t12 = (__m256i)((vcc_v4_ulong)a_v_3 * (vcc_v4_ulong)b_v_3);
            __m256i t13 = _mm256_or_si256(t12, _mm256_set1_epi64x((long long)1LL));
            p_v_3 = (__m256i)((vcc_v4_ulong)p_v_3 * (vcc_v4_ulong)t13);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t14 = (__m256i)((vcc_v4_ulong)p_v * (vcc_v4_ulong)p_v_1);
        __m256i t15 = (__m256i)((vcc_v4_ulong)t14 * (vcc_v4_ulong)p_v_2);
        __m256i t16 = (__m256i)((vcc_v4_ulong)t15 * (vcc_v4_ulong)p_v_3);
        t17 = (int)t2;
        t18 = 1UL * vcc_reduce(unsigned long, (vcc_v4_ulong)t16, *);
    } else {
        t17 = 0;
        t18 = 1UL;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        __m256i p_v_4 = _mm256_set1_epi64x((long long)1LL);
        /* vcc: loop at reduce_wide.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t17 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m256i t22 = (__m256i)((vcc_v4_ulong)a_v_4 * (vcc_v4_ulong)b_v_4);
            __m256i t23 = _mm256_or_si256(t22, _mm256_set1_epi64x((long long)1LL));
            p_v_4 = (__m256i)((vcc_v4_ulong)p_v_4 * (vcc_v4_ulong)t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t17 + t20);
        p = t18 * vcc_reduce(unsigned long, (vcc_v4_ulong)p_v_4, *);
    } else {
        i = t17;
        p = t18;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        p *= (a[t24] * b[t24]) | 1UL;
    }
    return p;
}

__attribute__((target("avx2"))) uint64_t bits_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long x;
    unsigned long o;
    unsigned long m;
    int t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m256i x_v = _mm256_set1_epi64x((long long)0LL);
        __m256i x_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i o_v = _mm256_set1_epi64x((long long)0LL);
        __m256i o_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i m_v = _mm256_set1_epi64x((long long)-1LL);
        __m256i m_v_1 = _mm256_set1_epi64x((long long)-1LL);
        /* vcc: loop at reduce_wide.c:33 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i p_v = (__m256i)((vcc_v4_ulong)a_v * (vcc_v4_ulong)b_v);
            x_v = _mm256_xor_si256(x_v, p_v);
            __m256i t3 = _mm256_srli_epi64(p_v, 40);
            o_v = _mm256_or_si256(o_v, t3);
            __m256i t4 = _mm256_or_si256(p_v, _mm256_set1_epi64x((long long)255LL));
            m_v = _mm256_and_si256(m_v, t4);
            long t5 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i p_v_1 = (__m256i)((vcc_v4_ulong)a_v_1 * (vcc_v4_ulong)b_v_1);
            x_v_1 = _mm256_xor_si256(x_v_1, p_v_1);
            __m256i t6 = _mm256_srli_epi64(p_v_1, 40);
            o_v_1 = _mm256_or_si256(o_v_1, t6);
            __m256i t7 = _mm256_or_si256(p_v_1, _mm256_set1_epi64x((long long)255LL));
            m_v_1 = _mm256_and_si256(m_v_1, t7);
            i_vec += 8L;
        } while (i_vec < t2);
        __m256i t8 = _mm256_xor_si256(x_v, x_v_1);
        __m256i t9 = _mm256_or_si256(o_v, o_v_1);
        __m256i t10 = _mm256_and_si256(m_v, m_v_1);
        t11 = (int)t2;
        t12 = 0UL ^ vcc_avx2_reduce_epi64(t8, _mm_xor_si128, unsigned long);
        t13 = 0UL | vcc_avx2_reduce_epi64(t9, _mm_or_si128, unsigned long);
        t14 = 18446744073709551615UL & vcc_avx2_reduce_epi64(t10, _mm_and_si128, unsigned long);
    } else {
        t11 = 0;
        t12 = 0UL;
        t13 = 0UL;
        t14 = 18446744073709551615UL;
    }
    long t15 = (long)n + (long)t11 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        __m256i x_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i o_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i m_v_2 = _mm256_set1_epi64x((long long)-1LL);
        /* vcc: loop at reduce_wide.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t11 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i p_v_2 = (__m256i)((vcc_v4_ulong)a_v_2 * (vcc_v4_ulong)b_v_2);
            x_v_2 = _mm256_xor_si256(x_v_2, p_v_2);
            __m256i t18 = _mm256_srli_epi64(p_v_2, 40);
            o_v_2 = _mm256_or_si256(o_v_2, t18);
            __m256i t19 = _mm256_or_si256(p_v_2, _mm256_set1_epi64x((long long)255LL));
            m_v_2 = _mm256_and_si256(m_v_2, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t11 + t16);
        x = t12 ^ vcc_avx2_reduce_epi64(x_v_2, _mm_xor_si128, unsigned long);
        o = t13 | vcc_avx2_reduce_epi64(o_v_2, _mm_or_si128, unsigned long);
        m = t14 & vcc_avx2_reduce_epi64(m_v_2, _mm_and_si128, unsigned long);
    } else {
        i = t11;
        x = t12;
        o = t13;
        m = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        unsigned long p = a[t20] * b[t20];
        x ^= p;
        o |= p >> 40;
        m &= p | 255UL;
    }
    return x ^ (o << 1) ^ (m << 3);
}

/* Signed and unsigned orders of 64-bit products (vpminsq, vpmaxuq). */
__attribute__((target("avx2"))) int64_t max_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    long s;
    int t9;
    long t10;
    int i;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i s_v = _mm256_set1_epi64x((long long)(-9223372036854775807L - 1));
        long i_vec = 0L;
        __m256i s_v_1 = s_v;
        __m256i s_v_2 = s_v;
        __m256i s_v_3 = s_v;
        /* vcc: loop at reduce_wide.c:45 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i p_v = (__m256i)((vcc_v4_long)a_v * (vcc_v4_long)b_v);
            s_v = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)p_v, (vcc_v4_long)s_v);
            long t3 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i p_v_1 = (__m256i)((vcc_v4_long)a_v_1 * (vcc_v4_long)b_v_1);
            s_v_1 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)p_v_1, (vcc_v4_long)s_v_1);
            long t4 = i_vec + 8L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i p_v_2 = (__m256i)((vcc_v4_long)a_v_2 * (vcc_v4_long)b_v_2);
            s_v_2 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)p_v_2, (vcc_v4_long)s_v_2);
            long t5 = i_vec + 12L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i p_v_3 = (__m256i)((vcc_v4_long)a_v_3 * (vcc_v4_long)b_v_3);
            s_v_3 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)p_v_3, (vcc_v4_long)s_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t6 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)s_v, (vcc_v4_long)s_v_1);
        __m256i t7 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t6, (vcc_v4_long)s_v_2);
        __m256i t8 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t7, (vcc_v4_long)s_v_3);
        t9 = (int)t2;
        t10 = vcc_reduce_max(long, (vcc_v4_long)t8);
    } else {
        t9 = 0;
        t10 = (-9223372036854775807L - 1);
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)t10);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_wide.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i p_v_4 = (__m256i)((vcc_v4_long)a_v_4 * (vcc_v4_long)b_v_4);
            s_v_4 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)p_v_4, (vcc_v4_long)s_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        s_1 = vcc_reduce_max(long, (vcc_v4_long)s_v_4);
    } else {
        i = t9;
        s_1 = t10;
    }
    for (; i < n; i++, s_1 = s) {
        long t14 = (long)i;
        s = a[t14] * b[t14];
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

__attribute__((target("avx2"))) int64_t min_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    long s;
    int t9;
    long t10;
    int i;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i s_v = _mm256_set1_epi64x((long long)9223372036854775807L);
        long i_vec = 0L;
        __m256i s_v_1 = s_v;
        __m256i s_v_2 = s_v;
        __m256i s_v_3 = s_v;
        /* vcc: loop at reduce_wide.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i p_v = (__m256i)((vcc_v4_long)a_v * (vcc_v4_long)b_v);
            s_v = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)p_v, (vcc_v4_long)s_v);
            long t3 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i p_v_1 = (__m256i)((vcc_v4_long)a_v_1 * (vcc_v4_long)b_v_1);
            s_v_1 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)p_v_1, (vcc_v4_long)s_v_1);
            long t4 = i_vec + 8L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i p_v_2 = (__m256i)((vcc_v4_long)a_v_2 * (vcc_v4_long)b_v_2);
            s_v_2 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)p_v_2, (vcc_v4_long)s_v_2);
            long t5 = i_vec + 12L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i p_v_3 = (__m256i)((vcc_v4_long)a_v_3 * (vcc_v4_long)b_v_3);
            s_v_3 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)p_v_3, (vcc_v4_long)s_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t6 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)s_v, (vcc_v4_long)s_v_1);
        __m256i t7 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)t6, (vcc_v4_long)s_v_2);
        __m256i t8 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)t7, (vcc_v4_long)s_v_3);
        t9 = (int)t2;
        t10 = vcc_reduce_min(long, (vcc_v4_long)t8);
    } else {
        t9 = 0;
        t10 = 9223372036854775807L;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)t10);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_wide.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i p_v_4 = (__m256i)((vcc_v4_long)a_v_4 * (vcc_v4_long)b_v_4);
            s_v_4 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)p_v_4, (vcc_v4_long)s_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        s_1 = vcc_reduce_min(long, (vcc_v4_long)s_v_4);
    } else {
        i = t9;
        s_1 = t10;
    }
    for (; i < n; i++, s_1 = s) {
        long t14 = (long)i;
        s = a[t14] * b[t14];
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

__attribute__((target("avx2"))) uint64_t max_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t9;
    unsigned long t10;
    int i;
    unsigned long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i s_v = _mm256_set1_epi64x((long long)0UL);
        long i_vec = 0L;
        __m256i s_v_1 = s_v;
        __m256i s_v_2 = s_v;
        __m256i s_v_3 = s_v;
        /* vcc: loop at reduce_wide.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i p_v = (__m256i)((vcc_v4_ulong)a_v * (vcc_v4_ulong)b_v);
            s_v = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)p_v, (vcc_v4_ulong)s_v);
            long t3 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i p_v_1 = (__m256i)((vcc_v4_ulong)a_v_1 * (vcc_v4_ulong)b_v_1);
            s_v_1 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)p_v_1, (vcc_v4_ulong)s_v_1);
            long t4 = i_vec + 8L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i p_v_2 = (__m256i)((vcc_v4_ulong)a_v_2 * (vcc_v4_ulong)b_v_2);
            s_v_2 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)p_v_2, (vcc_v4_ulong)s_v_2);
            long t5 = i_vec + 12L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i p_v_3 = (__m256i)((vcc_v4_ulong)a_v_3 * (vcc_v4_ulong)b_v_3);
            s_v_3 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)p_v_3, (vcc_v4_ulong)s_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t6 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)s_v, (vcc_v4_ulong)s_v_1);
        __m256i t7 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)t6, (vcc_v4_ulong)s_v_2);
        __m256i t8 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)t7, (vcc_v4_ulong)s_v_3);
        t9 = (int)t2;
        t10 = vcc_reduce_max(unsigned long, (vcc_v4_ulong)t8);
    } else {
        t9 = 0;
        t10 = 0UL;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)t10);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_wide.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i p_v_4 = (__m256i)((vcc_v4_ulong)a_v_4 * (vcc_v4_ulong)b_v_4);
            s_v_4 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)p_v_4, (vcc_v4_ulong)s_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        s_1 = vcc_reduce_max(unsigned long, (vcc_v4_ulong)s_v_4);
    } else {
        i = t9;
        s_1 = t10;
    }
    for (; i < n; i++, s_1 = s) {
        long t14 = (long)i;
        s = a[t14] * b[t14];
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

/* vcc: function at reduce_wide.c:72 vector variant _ZGVdN8v_mix of `mix`: VL 8, unmasked, x vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_mix(__m256i x) {
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

/* vcc: function at reduce_wide.c:77 vector variant _ZGVdN8v_square of `square`: VL 8, unmasked, x vector */
__attribute__((target("avx2"))) __m256 _ZGVdN8v_square(__m256 x) {
    __m256 t1 = _mm256_mul_ps(x, x);
    return t1;
}

__attribute__((target("avx2"))) int sum_mix(int n, const int *a) {
    int s;
    int t4;
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reduce_wide.c:83 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec_1));
            __m256i t9 = _mm256_srai_epi32(a_v, 2);
            __m256i t10 = _mm256_set1_epi32(3);
            __m256i t11 = _mm256_mullo_epi32(t9, t10);
            __m256i t12 = _mm256_set1_epi32(7);
            __m256i t13 = _mm256_sub_epi32(t11, t12);
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t13);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec_1 + 8L)));
            __m256i t19 = _mm256_srai_epi32(a_v_2, 2);
            __m256i t20 = _mm256_set1_epi32(3);
            __m256i t21 = _mm256_mullo_epi32(t19, t20);
            __m256i t22 = _mm256_set1_epi32(7);
            __m256i t23 = _mm256_sub_epi32(t21, t22);
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t23);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                __m256i t3 = _mm256_add_epi32((__m256i)s_v_1, (__m256i)s_v_2);
                t4 = (int)t2;
                t5 = (int)vcc_avx2_sum_epi32(t3);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reduce_wide.c:83 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + ((long)t4 + i_vec)));
            __m256i t14 = _mm256_srai_epi32(a_v_1, 2);
            __m256i t15 = _mm256_set1_epi32(3);
            __m256i t16 = _mm256_mullo_epi32(t14, t15);
            __m256i t17 = _mm256_set1_epi32(7);
            __m256i t18 = _mm256_sub_epi32(t16, t17);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t18);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = (int)((unsigned int)t5 + vcc_avx2_sum_epi32((__m256i)s_v));
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        int t8 = a[i];
        s += (_mm256_zeroupper(), mix(t8));
    }
    return s;
}

__attribute__((target("avx2"))) int min_mix(int n, const int *a) {
    int s;
    int t4;
    int t5;
    int i;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int s_v = (vcc_v8_int)_mm256_set1_epi32(2147483647);
        long i_vec_1 = 0L;
        vcc_v8_int s_v_2 = (vcc_v8_int)(__m256i)s_v;
        /* vcc: loop at reduce_wide.c:90 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec_1));
            __m256i t8 = _mm256_srai_epi32(a_v, 2);
            __m256i t9 = _mm256_set1_epi32(3);
            __m256i t10 = _mm256_mullo_epi32(t8, t9);
            __m256i t11 = _mm256_set1_epi32(7);
            __m256i t12 = _mm256_sub_epi32(t10, t11);
            s_v = (vcc_v8_int)_mm256_min_epi32(t12, (__m256i)s_v);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec_1 + 8L)));
            __m256i t18 = _mm256_srai_epi32(a_v_2, 2);
            __m256i t19 = _mm256_set1_epi32(3);
            __m256i t20 = _mm256_mullo_epi32(t18, t19);
            __m256i t21 = _mm256_set1_epi32(7);
            __m256i t22 = _mm256_sub_epi32(t20, t21);
            s_v_2 = (vcc_v8_int)_mm256_min_epi32(t22, (__m256i)s_v_2);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                __m256i t3 = _mm256_min_epi32((__m256i)s_v, (__m256i)s_v_2);
                t4 = (int)t2;
                t5 = vcc_avx2_reduce_epi32(t3, _mm_min_epi32, int);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 2147483647;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        vcc_v8_int s_v_1 = (vcc_v8_int)_mm256_set1_epi32((int)t5);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:90 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + ((long)t4 + i_vec)));
            __m256i t13 = _mm256_srai_epi32(a_v_1, 2);
            __m256i t14 = _mm256_set1_epi32(3);
            __m256i t15 = _mm256_mullo_epi32(t13, t14);
            __m256i t16 = _mm256_set1_epi32(7);
            __m256i t17 = _mm256_sub_epi32(t15, t16);
            s_v_1 = (vcc_v8_int)_mm256_min_epi32(t17, (__m256i)s_v_1);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s_1 = vcc_avx2_reduce_epi32((__m256i)s_v_1, _mm_min_epi32, int);
                break;
            }
        }
    } else {
        i = t4;
        s_1 = t5;
    }
    for (; i < n; i++, s_1 = s) {
        s = (_mm256_zeroupper(), mix(a[i]));
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

__attribute__((target("avx2"))) unsigned max_mix(int n, const int *a) {
    unsigned int s;
    int t4;
    unsigned int t5;
    int i;
    unsigned int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)(__m256i)s_v;
        /* vcc: loop at reduce_wide.c:99 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec_1));
            __m256i t9 = _mm256_srai_epi32(a_v, 2);
            __m256i t10 = _mm256_set1_epi32(3);
            __m256i t11 = _mm256_mullo_epi32(t9, t10);
            __m256i t12 = _mm256_set1_epi32(7);
            __m256i t13 = _mm256_sub_epi32(t11, t12);
            s_v = (vcc_v8_uint)_mm256_max_epu32(t13, (__m256i)s_v);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec_1 + 8L)));
            __m256i t19 = _mm256_srai_epi32(a_v_2, 2);
            __m256i t20 = _mm256_set1_epi32(3);
            __m256i t21 = _mm256_mullo_epi32(t19, t20);
            __m256i t22 = _mm256_set1_epi32(7);
            __m256i t23 = _mm256_sub_epi32(t21, t22);
            s_v_2 = (vcc_v8_uint)_mm256_max_epu32(t23, (__m256i)s_v_2);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                __m256i t3 = _mm256_max_epu32((__m256i)s_v, (__m256i)s_v_2);
                t4 = (int)t2;
                t5 = vcc_avx2_reduce_epi32(t3, _mm_max_epu32, unsigned int);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32((int)t5);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:99 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + ((long)t4 + i_vec)));
            __m256i t14 = _mm256_srai_epi32(a_v_1, 2);
            __m256i t15 = _mm256_set1_epi32(3);
            __m256i t16 = _mm256_mullo_epi32(t14, t15);
            __m256i t17 = _mm256_set1_epi32(7);
            __m256i t18 = _mm256_sub_epi32(t16, t17);
            s_v_1 = (vcc_v8_uint)_mm256_max_epu32(t18, (__m256i)s_v_1);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s_1 = vcc_avx2_reduce_epi32((__m256i)s_v_1, _mm_max_epu32, unsigned int);
                break;
            }
        }
    } else {
        i = t4;
        s_1 = t5;
    }
    for (; i < n; i++, s_1 = s) {
        int t8 = a[i];
        s = (unsigned int)(_mm256_zeroupper(), mix(t8));
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

__attribute__((target("avx2"))) unsigned xor_mix(int n, const int *a) {
    unsigned int s;
    int t4;
    unsigned int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reduce_wide.c:108 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec_1));
            __m256i t10 = _mm256_srai_epi32(a_v, 2);
            __m256i t11 = _mm256_set1_epi32(3);
            __m256i t12 = _mm256_mullo_epi32(t10, t11);
            __m256i t13 = _mm256_set1_epi32(7);
            __m256i t14 = _mm256_sub_epi32(t12, t13);
            __m256i t9 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(-1640531535));
            s_v_1 = (vcc_v8_uint)_mm256_xor_si256((__m256i)s_v_1, t9);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec_1 + 8L)));
            __m256i t22 = _mm256_srai_epi32(a_v_2, 2);
            __m256i t23 = _mm256_set1_epi32(3);
            __m256i t24 = _mm256_mullo_epi32(t22, t23);
            __m256i t25 = _mm256_set1_epi32(7);
            __m256i t26 = _mm256_sub_epi32(t24, t25);
            __m256i t21 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(-1640531535));
            s_v_2 = (vcc_v8_uint)_mm256_xor_si256((__m256i)s_v_2, t21);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                __m256i t3 = _mm256_xor_si256((__m256i)s_v_1, (__m256i)s_v_2);
                t4 = (int)t2;
                t5 = 0U ^ vcc_avx2_reduce_epi32(t3, _mm_xor_si128, unsigned int);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reduce_wide.c:108 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + ((long)t4 + i_vec)));
            __m256i t16 = _mm256_srai_epi32(a_v_1, 2);
            __m256i t17 = _mm256_set1_epi32(3);
            __m256i t18 = _mm256_mullo_epi32(t16, t17);
            __m256i t19 = _mm256_set1_epi32(7);
            __m256i t20 = _mm256_sub_epi32(t18, t19);
            __m256i t15 = _mm256_mullo_epi32(t20, _mm256_set1_epi32(-1640531535));
            s_v = (vcc_v8_uint)_mm256_xor_si256((__m256i)s_v, t15);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = t5 ^ vcc_avx2_reduce_epi32((__m256i)s_v, _mm_xor_si128, unsigned int);
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        int t8 = a[i];
        s ^= (unsigned int)(_mm256_zeroupper(), mix(t8)) * 2654435761U;
    }
    return s;
}

__attribute__((target("avx2"))) float sum_square(int n, const float *a) {
    float s;
    int t4;
    float t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        __m256 s_v_1 = _mm256_set1_ps(-0.0f);
        __m256 s_v_2 = _mm256_set1_ps(-0.0f);
        /* vcc: loop at reduce_wide.c:116 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256 a_v = _mm256_loadu_ps(a + i_vec_1);
            __m256 t9 = _mm256_mul_ps(a_v, a_v);
            s_v_1 = _mm256_add_ps(s_v_1, t9);
            __m256 a_v_2 = _mm256_loadu_ps(a + (i_vec_1 + 8L));
            __m256 t11 = _mm256_mul_ps(a_v_2, a_v_2);
            s_v_2 = _mm256_add_ps(s_v_2, t11);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                __m256 t3 = _mm256_add_ps(s_v_1, s_v_2);
                t4 = (int)t2;
                t5 = 0.0f + vcc_avx2_sum_ps(t3);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0.0f;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        __m256 s_v = _mm256_set1_ps(-0.0f);
        /* vcc: loop at reduce_wide.c:116 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256 a_v_1 = _mm256_loadu_ps(a + ((long)t4 + i_vec));
            __m256 t10 = _mm256_mul_ps(a_v_1, a_v_1);
            s_v = _mm256_add_ps(s_v, t10);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = t5 + vcc_avx2_sum_ps(s_v);
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        float t8 = a[i];
        s += (_mm256_zeroupper(), square(t8));
    }
    return s;
}

__attribute__((target("avx2"))) float max_square(int n, const float *a) {
    float m;
    int t4;
    float t5;
    int i;
    float m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256 m_v = _mm256_set1_ps(-1.0f);
        long i_vec_1 = 0L;
        __m256 m_v_2 = m_v;
        /* vcc: loop at reduce_wide.c:124 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256 a_v = _mm256_loadu_ps(a + i_vec_1);
            __m256 t8 = _mm256_mul_ps(a_v, a_v);
            m_v = _mm256_max_ps(t8, m_v);
            __m256 a_v_2 = _mm256_loadu_ps(a + (i_vec_1 + 8L));
            __m256 t10 = _mm256_mul_ps(a_v_2, a_v_2);
            m_v_2 = _mm256_max_ps(t10, m_v_2);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                __m256 t3 = _mm256_max_ps(m_v, m_v_2);
                t4 = (int)t2;
                t5 = vcc_avx2_reduce_ps(t3, _mm_max_ps);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = -1.0f;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        __m256 m_v_1 = _mm256_set1_ps(t5);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:124 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256 a_v_1 = _mm256_loadu_ps(a + ((long)t4 + i_vec));
            __m256 t9 = _mm256_mul_ps(a_v_1, a_v_1);
            m_v_1 = _mm256_max_ps(t9, m_v_1);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                m_1 = vcc_avx2_reduce_ps(m_v_1, _mm_max_ps);
                break;
            }
        }
    } else {
        i = t4;
        m_1 = t5;
    }
    for (; i < n; i++, m_1 = m) {
        m = (_mm256_zeroupper(), square(a[i]));
        if (!(m > m_1)) {
            m = m_1;
        }
    }
    return m_1;
}

__attribute__((target("avx2"))) double prod_square(int n, const float *a) {
    double p;
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        __m256d p_v = _mm256_set1_pd(1.0);
        /* vcc: loop at reduce_wide.c:134 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 t3 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, (_mm256_zeroupper(), square(((vcc_v4_float)a_v)[0])));
            __m128 t4 = (__m128)vcc_insert((vcc_v4_float)t3, 1, (_mm256_zeroupper(), square(((vcc_v4_float)a_v)[1])));
            __m128 t5 = (__m128)vcc_insert((vcc_v4_float)t4, 2, (_mm256_zeroupper(), square(((vcc_v4_float)a_v)[2])));
            __m128 t6 = (__m128)vcc_insert((vcc_v4_float)t5, 3, (_mm256_zeroupper(), square(((vcc_v4_float)a_v)[3])));
            __m256d t7 = _mm256_cvtps_pd(t6);
            p_v = _mm256_mul_pd(p_v, t7);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
        p = 1.0 * vcc_avx2_reduce_pd(p_v, _mm_mul_pd);
    } else {
        i = 0;
        p = 1.0;
    }
    for (; i < n; i++) {
        float t8 = a[i];
        p *= (double)(_mm256_zeroupper(), square(t8));
    }
    return p;
}

/* Byte groups: a 16-bit sum and an 8-bit xor. */
__attribute__((target("avx2"))) uint16_t sum_rgb(int n, const uint8_t *restrict rgb) {
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
            __m128i t17 = (__m128i)__builtin_convertvector((vcc_v8_int)t16, vcc_v8_ushort);
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
            __m128i t32 = (__m128i)__builtin_convertvector((vcc_v8_int)t31, vcc_v8_ushort);
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
            __m128i t52 = (__m128i)__builtin_convertvector((vcc_v8_int)t51, vcc_v8_ushort);
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

__attribute__((target("avx2"))) uint8_t xor_rgb(int n, const uint8_t *restrict rgb) {
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
            vcc_v8_uchar t11 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short), vcc_v8_uchar);
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
            vcc_v8_uchar t20 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short), vcc_v8_uchar);
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
            vcc_v8_uchar t34 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t33, vcc_v8_short), vcc_v8_uchar);
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

/* vcc: function at reduce_wide.c:157 vector variant _ZGVdN16v_halve of `halve`: VL 16, unmasked, x vector */
__attribute__((target("avx2"))) __m256i _ZGVdN16v_halve(__m256i x) {
    vcc_v16_int t1 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(x), vcc_h1 = _mm256_extracti128_si256(x, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi16_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi16_epi32(vcc_h1); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v16_int t2 = (vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v16_int t3 = t1 >> t2;
    __m256i t4 = (__m256i)__builtin_convertvector(t3, vcc_v16_short);
    return t4;
}

/* #pragma omp declare simd notinbranch */
signed char low7(signed char x) {
    return (signed char)(x & 0x7f);
}

/* vcc: function at reduce_wide.c:162 vector variant _ZGVdN32v_low7 of `low7`: VL 32, unmasked, x vector */
__attribute__((target("avx2"))) __m256i _ZGVdN32v_low7(__m256i x) {
    vcc_v32_int t1 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(x), vcc_h1 = _mm256_extracti128_si256(x, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v8_int vcc_p2 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h1); vcc_v8_int vcc_p3 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h1, 8)); vcc_v32_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
    vcc_v32_int t2 = vcc_splat(vcc_v32_int, 127);
    vcc_v32_int t3 = t1 & t2;
    __m256i t4 = (__m256i)__builtin_convertvector(__builtin_convertvector(t3, vcc_v32_short), vcc_v32_schar);
    return t4;
}

__attribute__((target("avx2"))) short sum_halve(int n, const short *a) {
    short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        /* vcc: loop at reduce_wide.c:168 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = (__m128i)vcc_insert((vcc_v8_short)(__m128i)(vcc_v8_short){0}, 0, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[0])));
            __m128i t4 = (__m128i)vcc_insert((vcc_v8_short)t3, 1, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[1])));
            __m128i t5 = (__m128i)vcc_insert((vcc_v8_short)t4, 2, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[2])));
            __m128i t6 = (__m128i)vcc_insert((vcc_v8_short)t5, 3, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[3])));
            __m128i t7 = (__m128i)vcc_insert((vcc_v8_short)t6, 4, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[4])));
            __m128i t8 = (__m128i)vcc_insert((vcc_v8_short)t7, 5, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[5])));
            __m128i t9 = (__m128i)vcc_insert((vcc_v8_short)t8, 6, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[6])));
            __m128i t10 = (__m128i)vcc_insert((vcc_v8_short)t9, 7, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[7])));
            __m256i t11 = _mm256_cvtepi16_epi32(t10);
            __m128i t12 = (__m128i)__builtin_convertvector((vcc_v8_int)t11, vcc_v8_ushort);
            s_v = (vcc_v8_ushort)_mm_add_epi16((__m128i)s_v, t12);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (short)(unsigned short)((unsigned short)0 + vcc_sse_reduce_epi16((__m128i)s_v, _mm_add_epi16, unsigned short));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        short t13 = a[i];
        s = (short)((int)s + (int)(_mm256_zeroupper(), halve(t13)));
    }
    return s;
}

__attribute__((target("avx2"))) unsigned short or_halve(int n, const short *a) {
    unsigned short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        /* vcc: loop at reduce_wide.c:175 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = (__m128i)vcc_insert((vcc_v8_short)(__m128i)(vcc_v8_short){0}, 0, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[0])));
            __m128i t4 = (__m128i)vcc_insert((vcc_v8_short)t3, 1, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[1])));
            __m128i t5 = (__m128i)vcc_insert((vcc_v8_short)t4, 2, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[2])));
            __m128i t6 = (__m128i)vcc_insert((vcc_v8_short)t5, 3, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[3])));
            __m128i t7 = (__m128i)vcc_insert((vcc_v8_short)t6, 4, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[4])));
            __m128i t8 = (__m128i)vcc_insert((vcc_v8_short)t7, 5, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[5])));
            __m128i t9 = (__m128i)vcc_insert((vcc_v8_short)t8, 6, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[6])));
            __m128i t10 = (__m128i)vcc_insert((vcc_v8_short)t9, 7, (_mm256_zeroupper(), halve(((vcc_v8_short)a_v)[7])));
            __m256i t11 = _mm256_cvtepu16_epi32(t10);
            __m256i t12 = _mm256_slli_epi32(t11, 1);
            __m128i t13 = (__m128i)__builtin_convertvector((vcc_v8_int)t12, vcc_v8_ushort);
            s_v = (vcc_v8_ushort)_mm_or_si128((__m128i)s_v, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (unsigned short)((unsigned short)0 | vcc_sse_reduce_epi16((__m128i)s_v, _mm_or_si128, unsigned short));
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        short t14 = a[i];
        s = (unsigned short)((int)s | ((int)(unsigned short)(_mm256_zeroupper(), halve(t14)) << 1));
    }
    return s;
}

__attribute__((target("avx2"))) signed char xor_low7(int n, const signed char *a) {
    signed char x;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v8_schar x_v = (vcc_v8_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0};
        /* vcc: loop at reduce_wide.c:182 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + i_vec);
            vcc_v8_schar t3 = vcc_insert((vcc_v8_schar){0}, 0, (_mm256_zeroupper(), low7(a_v[0])));
            vcc_v8_schar t4 = vcc_insert(t3, 1, (_mm256_zeroupper(), low7(a_v[1])));
            vcc_v8_schar t5 = vcc_insert(t4, 2, (_mm256_zeroupper(), low7(a_v[2])));
            vcc_v8_schar t6 = vcc_insert(t5, 3, (_mm256_zeroupper(), low7(a_v[3])));
            vcc_v8_schar t7 = vcc_insert(t6, 4, (_mm256_zeroupper(), low7(a_v[4])));
            vcc_v8_schar t8 = vcc_insert(t7, 5, (_mm256_zeroupper(), low7(a_v[5])));
            vcc_v8_schar t9 = vcc_insert(t8, 6, (_mm256_zeroupper(), low7(a_v[6])));
            vcc_v8_schar t10 = vcc_insert(t9, 7, (_mm256_zeroupper(), low7(a_v[7])));
            __m256i t11 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t10));
            vcc_v8_schar t12 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_schar);
            x_v = x_v ^ t12;
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        x = (signed char)((signed char)0 ^ vcc_reduce(signed char, x_v, ^));
    } else {
        i = 0;
        x = (signed char)0;
    }
    for (; i < n; i++) {
        signed char t13 = a[i];
        x = (signed char)((int)x ^ (int)(_mm256_zeroupper(), low7(t13)));
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
