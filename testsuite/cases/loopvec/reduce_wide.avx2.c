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
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

__attribute__((target("avx2"))) __m256i _ZGVdN8v_mix(__m256i x);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_square(__m256 x);
__attribute__((target("avx2"))) __m256i _ZGVdN16v_halve(__m256i x);
__attribute__((target("avx2"))) __m256i _ZGVdN32v_low7(__m256i x);
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
__attribute__((target("avx2"))) uint64_t sum_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t29;
    unsigned long t30;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t10 = (long)(int)t1;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t13 = (__m256i)((vcc_v4_ulong)t11 * (vcc_v4_ulong)t12);
            t2 = _mm256_add_epi64(t2, t13);
            long t14 = (long)(int)(t1 + 4L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t17 = (__m256i)((vcc_v4_ulong)t15 * (vcc_v4_ulong)t16);
            t3 = _mm256_add_epi64(t3, t17);
            long t18 = (long)(int)(t1 + 8L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t21 = (__m256i)((vcc_v4_ulong)t19 * (vcc_v4_ulong)t20);
            t4 = _mm256_add_epi64(t4, t21);
            long t22 = (long)(int)(t1 + 12L);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t25 = (__m256i)((vcc_v4_ulong)t23 * (vcc_v4_ulong)t24);
            t5 = _mm256_add_epi64(t5, t25);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t26 = _mm256_add_epi64(t2, t3);
        __m256i t27 = _mm256_add_epi64(t26, t4);
        __m256i t28 = _mm256_add_epi64(t27, t5);
        t29 = (int)t9;
        t30 = vcc_avx2_reduce_epi64(t28, _mm_add_epi64, unsigned long);
    } else {
        t29 = 0;
        t30 = 0UL;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t33 = (long)(int)((long)t29 + t6);
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(a + t33));
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(b + t33));
            __m256i t36 = (__m256i)((vcc_v4_ulong)t34 * (vcc_v4_ulong)t35);
            t7 = _mm256_add_epi64(t7, t36);
            t6 += 4L;
        } while (t6 < t32);
        i = (int)((long)t29 + t32);
        s = t30 + vcc_avx2_reduce_epi64(t7, _mm_add_epi64, unsigned long);
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        s += a[t37] * b[t37];
    }
    return s;
}

__attribute__((target("avx2"))) uint64_t prod_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long p;
    int t33;
    unsigned long t34;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)1LL);
        __m256i t3 = _mm256_set1_epi64x((long long)1LL);
        __m256i t4 = _mm256_set1_epi64x((long long)1LL);
        __m256i t5 = _mm256_set1_epi64x((long long)1LL);
        do {
            long t10 = (long)(int)t1;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t13 = (__m256i)((vcc_v4_ulong)t11 * (vcc_v4_ulong)t12);
            __m256i t14 = _mm256_or_si256(t13, _mm256_set1_epi64x((long long)1LL));
            t2 = (__m256i)((vcc_v4_ulong)t2 * (vcc_v4_ulong)t14);
            long t15 = (long)(int)(t1 + 4L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t18 = (__m256i)((vcc_v4_ulong)t16 * (vcc_v4_ulong)t17);
            __m256i t19 = _mm256_or_si256(t18, _mm256_set1_epi64x((long long)1LL));
            t3 = (__m256i)((vcc_v4_ulong)t3 * (vcc_v4_ulong)t19);
            long t20 = (long)(int)(t1 + 8L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t23 = (__m256i)((vcc_v4_ulong)t21 * (vcc_v4_ulong)t22);
            __m256i t24 = _mm256_or_si256(t23, _mm256_set1_epi64x((long long)1LL));
            t4 = (__m256i)((vcc_v4_ulong)t4 * (vcc_v4_ulong)t24);
            long t25 = (long)(int)(t1 + 12L);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(a + t25));
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(b + t25));
            __m256i t28 = (__m256i)((vcc_v4_ulong)t26 * (vcc_v4_ulong)t27);
            __m256i t29 = _mm256_or_si256(t28, _mm256_set1_epi64x((long long)1LL));
            t5 = (__m256i)((vcc_v4_ulong)t5 * (vcc_v4_ulong)t29);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t30 = (__m256i)((vcc_v4_ulong)t2 * (vcc_v4_ulong)t3);
        __m256i t31 = (__m256i)((vcc_v4_ulong)t30 * (vcc_v4_ulong)t4);
        __m256i t32 = (__m256i)((vcc_v4_ulong)t31 * (vcc_v4_ulong)t5);
        t33 = (int)t9;
        t34 = 1UL * vcc_reduce(unsigned long, (vcc_v4_ulong)t32, *);
    } else {
        t33 = 0;
        t34 = 1UL;
    }
    long t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 4L) {
        long t36 = t35 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)1LL);
        do {
            long t37 = (long)(int)((long)t33 + t6);
            __m256i t38 = _mm256_loadu_si256((const __m256i *)(a + t37));
            __m256i t39 = _mm256_loadu_si256((const __m256i *)(b + t37));
            __m256i t40 = (__m256i)((vcc_v4_ulong)t38 * (vcc_v4_ulong)t39);
            __m256i t41 = _mm256_or_si256(t40, _mm256_set1_epi64x((long long)1LL));
            t7 = (__m256i)((vcc_v4_ulong)t7 * (vcc_v4_ulong)t41);
            t6 += 4L;
        } while (t6 < t36);
        i = (int)((long)t33 + t36);
        p = t34 * vcc_reduce(unsigned long, (vcc_v4_ulong)t7, *);
    } else {
        i = t33;
        p = t34;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        p *= (a[t42] * b[t42]) | 1UL;
    }
    return p;
}

__attribute__((target("avx2"))) uint64_t bits_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long x;
    unsigned long o;
    unsigned long m;
    int t29;
    unsigned long t30;
    unsigned long t31;
    unsigned long t32;
    int i;
    long t12 = (long)n;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        __m256i t6 = _mm256_set1_epi64x((long long)-1LL);
        __m256i t7 = _mm256_set1_epi64x((long long)-1LL);
        do {
            long t14 = (long)(int)t1;
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t17 = (__m256i)((vcc_v4_ulong)t15 * (vcc_v4_ulong)t16);
            t2 = _mm256_xor_si256(t2, t17);
            __m256i t18 = (__m256i)((vcc_v4_ulong)t17 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(40), vcc_v4_ulong));
            t4 = _mm256_or_si256(t4, t18);
            __m256i t19 = _mm256_or_si256(t17, _mm256_set1_epi64x((long long)255LL));
            t6 = _mm256_and_si256(t6, t19);
            long t20 = (long)(int)(t1 + 4L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t23 = (__m256i)((vcc_v4_ulong)t21 * (vcc_v4_ulong)t22);
            t3 = _mm256_xor_si256(t3, t23);
            __m256i t24 = (__m256i)((vcc_v4_ulong)t23 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(40), vcc_v4_ulong));
            t5 = _mm256_or_si256(t5, t24);
            __m256i t25 = _mm256_or_si256(t23, _mm256_set1_epi64x((long long)255LL));
            t7 = _mm256_and_si256(t7, t25);
            t1 += 8L;
        } while (t1 < t13);
        __m256i t26 = _mm256_xor_si256(t2, t3);
        __m256i t27 = _mm256_or_si256(t4, t5);
        __m256i t28 = _mm256_and_si256(t6, t7);
        t29 = (int)t13;
        t30 = 0UL ^ vcc_avx2_reduce_epi64(t26, _mm_xor_si128, unsigned long);
        t31 = 0UL | vcc_avx2_reduce_epi64(t27, _mm_or_si128, unsigned long);
        t32 = 18446744073709551615UL & vcc_avx2_reduce_epi64(t28, _mm_and_si128, unsigned long);
    } else {
        t29 = 0;
        t30 = 0UL;
        t31 = 0UL;
        t32 = 18446744073709551615UL;
    }
    long t33 = (long)n + (long)t29 * -1L;
    if (t33 >= 4L) {
        long t34 = t33 & -4L;
        long t8 = 0L;
        __m256i t9 = _mm256_set1_epi64x((long long)0LL);
        __m256i t10 = _mm256_set1_epi64x((long long)0LL);
        __m256i t11 = _mm256_set1_epi64x((long long)-1LL);
        do {
            long t35 = (long)(int)((long)t29 + t8);
            __m256i t36 = _mm256_loadu_si256((const __m256i *)(a + t35));
            __m256i t37 = _mm256_loadu_si256((const __m256i *)(b + t35));
            __m256i t38 = (__m256i)((vcc_v4_ulong)t36 * (vcc_v4_ulong)t37);
            t9 = _mm256_xor_si256(t9, t38);
            __m256i t39 = (__m256i)((vcc_v4_ulong)t38 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(40), vcc_v4_ulong));
            t10 = _mm256_or_si256(t10, t39);
            __m256i t40 = _mm256_or_si256(t38, _mm256_set1_epi64x((long long)255LL));
            t11 = _mm256_and_si256(t11, t40);
            t8 += 4L;
        } while (t8 < t34);
        i = (int)((long)t29 + t34);
        x = t30 ^ vcc_avx2_reduce_epi64(t9, _mm_xor_si128, unsigned long);
        o = t31 | vcc_avx2_reduce_epi64(t10, _mm_or_si128, unsigned long);
        m = t32 & vcc_avx2_reduce_epi64(t11, _mm_and_si128, unsigned long);
    } else {
        i = t29;
        x = t30;
        o = t31;
        m = t32;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        unsigned long p = a[t41] * b[t41];
        x ^= p;
        o |= p >> 40;
        m &= p | 255UL;
    }
    return x ^ (o << 1) ^ (m << 3);
}

/* Signed and unsigned orders of 64-bit products (vpminsq, vpmaxuq). */
__attribute__((target("avx2"))) int64_t max_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    long s;
    int t29;
    long t30;
    int i;
    long s_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m256i t1 = _mm256_set1_epi64x((long long)(-9223372036854775807L - 1));
        long t2 = 0L;
        __m256i t3 = t1;
        __m256i t4 = t1;
        __m256i t5 = t1;
        do {
            long t10 = (long)(int)t2;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t13 = (__m256i)((vcc_v4_long)t11 * (vcc_v4_long)t12);
            t1 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t13, (vcc_v4_long)t1);
            long t14 = (long)(int)(t2 + 4L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t17 = (__m256i)((vcc_v4_long)t15 * (vcc_v4_long)t16);
            t3 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t17, (vcc_v4_long)t3);
            long t18 = (long)(int)(t2 + 8L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t21 = (__m256i)((vcc_v4_long)t19 * (vcc_v4_long)t20);
            t4 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t21, (vcc_v4_long)t4);
            long t22 = (long)(int)(t2 + 12L);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t25 = (__m256i)((vcc_v4_long)t23 * (vcc_v4_long)t24);
            t5 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t25, (vcc_v4_long)t5);
            t2 += 16L;
        } while (t2 < t9);
        __m256i t26 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t1, (vcc_v4_long)t3);
        __m256i t27 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t26, (vcc_v4_long)t4);
        __m256i t28 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t27, (vcc_v4_long)t5);
        t29 = (int)t9;
        t30 = vcc_reduce_max(long, (vcc_v4_long)t28);
    } else {
        t29 = 0;
        t30 = (-9223372036854775807L - 1);
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        __m256i t6 = _mm256_set1_epi64x((long long)t30);
        long t7 = 0L;
        do {
            long t33 = (long)(int)((long)t29 + t7);
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(a + t33));
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(b + t33));
            __m256i t36 = (__m256i)((vcc_v4_long)t34 * (vcc_v4_long)t35);
            t6 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t36, (vcc_v4_long)t6);
            t7 += 4L;
        } while (t7 < t32);
        i = (int)((long)t29 + t32);
        s_1 = vcc_reduce_max(long, (vcc_v4_long)t6);
    } else {
        i = t29;
        s_1 = t30;
    }
    for (; i < n; i++, s_1 = s) {
        long t37 = (long)i;
        s = a[t37] * b[t37];
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

__attribute__((target("avx2"))) int64_t min_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    long s;
    int t29;
    long t30;
    int i;
    long s_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m256i t1 = _mm256_set1_epi64x((long long)9223372036854775807L);
        long t2 = 0L;
        __m256i t3 = t1;
        __m256i t4 = t1;
        __m256i t5 = t1;
        do {
            long t10 = (long)(int)t2;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t13 = (__m256i)((vcc_v4_long)t11 * (vcc_v4_long)t12);
            t1 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)t13, (vcc_v4_long)t1);
            long t14 = (long)(int)(t2 + 4L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t17 = (__m256i)((vcc_v4_long)t15 * (vcc_v4_long)t16);
            t3 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)t17, (vcc_v4_long)t3);
            long t18 = (long)(int)(t2 + 8L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t21 = (__m256i)((vcc_v4_long)t19 * (vcc_v4_long)t20);
            t4 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)t21, (vcc_v4_long)t4);
            long t22 = (long)(int)(t2 + 12L);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t25 = (__m256i)((vcc_v4_long)t23 * (vcc_v4_long)t24);
            t5 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)t25, (vcc_v4_long)t5);
            t2 += 16L;
        } while (t2 < t9);
        __m256i t26 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)t1, (vcc_v4_long)t3);
        __m256i t27 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)t26, (vcc_v4_long)t4);
        __m256i t28 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)t27, (vcc_v4_long)t5);
        t29 = (int)t9;
        t30 = vcc_reduce_min(long, (vcc_v4_long)t28);
    } else {
        t29 = 0;
        t30 = 9223372036854775807L;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        __m256i t6 = _mm256_set1_epi64x((long long)t30);
        long t7 = 0L;
        do {
            long t33 = (long)(int)((long)t29 + t7);
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(a + t33));
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(b + t33));
            __m256i t36 = (__m256i)((vcc_v4_long)t34 * (vcc_v4_long)t35);
            t6 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_long)t36, (vcc_v4_long)t6);
            t7 += 4L;
        } while (t7 < t32);
        i = (int)((long)t29 + t32);
        s_1 = vcc_reduce_min(long, (vcc_v4_long)t6);
    } else {
        i = t29;
        s_1 = t30;
    }
    for (; i < n; i++, s_1 = s) {
        long t37 = (long)i;
        s = a[t37] * b[t37];
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

__attribute__((target("avx2"))) uint64_t max_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t29;
    unsigned long t30;
    int i;
    unsigned long s_1;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m256i t1 = _mm256_set1_epi64x((long long)0UL);
        long t2 = 0L;
        __m256i t3 = t1;
        __m256i t4 = t1;
        __m256i t5 = t1;
        do {
            long t10 = (long)(int)t2;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t13 = (__m256i)((vcc_v4_ulong)t11 * (vcc_v4_ulong)t12);
            t1 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)t13, (vcc_v4_ulong)t1);
            long t14 = (long)(int)(t2 + 4L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t17 = (__m256i)((vcc_v4_ulong)t15 * (vcc_v4_ulong)t16);
            t3 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)t17, (vcc_v4_ulong)t3);
            long t18 = (long)(int)(t2 + 8L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t21 = (__m256i)((vcc_v4_ulong)t19 * (vcc_v4_ulong)t20);
            t4 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)t21, (vcc_v4_ulong)t4);
            long t22 = (long)(int)(t2 + 12L);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t25 = (__m256i)((vcc_v4_ulong)t23 * (vcc_v4_ulong)t24);
            t5 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)t25, (vcc_v4_ulong)t5);
            t2 += 16L;
        } while (t2 < t9);
        __m256i t26 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)t1, (vcc_v4_ulong)t3);
        __m256i t27 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)t26, (vcc_v4_ulong)t4);
        __m256i t28 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)t27, (vcc_v4_ulong)t5);
        t29 = (int)t9;
        t30 = vcc_reduce_max(unsigned long, (vcc_v4_ulong)t28);
    } else {
        t29 = 0;
        t30 = 0UL;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        __m256i t6 = _mm256_set1_epi64x((long long)t30);
        long t7 = 0L;
        do {
            long t33 = (long)(int)((long)t29 + t7);
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(a + t33));
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(b + t33));
            __m256i t36 = (__m256i)((vcc_v4_ulong)t34 * (vcc_v4_ulong)t35);
            t6 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_ulong)t36, (vcc_v4_ulong)t6);
            t7 += 4L;
        } while (t7 < t32);
        i = (int)((long)t29 + t32);
        s_1 = vcc_reduce_max(unsigned long, (vcc_v4_ulong)t6);
    } else {
        i = t29;
        s_1 = t30;
    }
    for (; i < n; i++, s_1 = s) {
        long t37 = (long)i;
        s = a[t37] * b[t37];
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

__attribute__((target("avx2"))) __m256i _ZGVdN8v_mix(__m256i x) {
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

__attribute__((target("avx2"))) __m256 _ZGVdN8v_square(__m256 x) {
    __m256 t1 = _mm256_mul_ps(x, x);
    return t1;
}

__attribute__((target("avx2"))) int sum_mix(int n, const int *a) {
    int s;
    int t11;
    int t12;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t3 = 0L;
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        for (;;) {
            long t8 = t3 + 8L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(a + (int)t3));
            __m256i t19 = _mm256_set1_epi32(2);
            __m256i t20 = _mm256_srav_epi32(t9, t19);
            __m256i t21 = _mm256_set1_epi32(3);
            __m256i t22 = _mm256_mullo_epi32(t20, t21);
            __m256i t23 = _mm256_set1_epi32(7);
            __m256i t24 = _mm256_sub_epi32(t22, t23);
            __m256i t17 = t24;
            t4 = _mm256_add_epi32(t4, t17);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + (int)t8));
            __m256i t33 = _mm256_set1_epi32(2);
            __m256i t34 = _mm256_srav_epi32(t18, t33);
            __m256i t35 = _mm256_set1_epi32(3);
            __m256i t36 = _mm256_mullo_epi32(t34, t35);
            __m256i t37 = _mm256_set1_epi32(7);
            __m256i t38 = _mm256_sub_epi32(t36, t37);
            __m256i t32 = t38;
            t5 = _mm256_add_epi32(t5, t32);
            t3 += 16L;
            if (t3 >= t7) {
                __m256i t10 = _mm256_add_epi32(t4, t5);
                t11 = (int)t7;
                t12 = (int)vcc_avx2_sum_epi32(t10);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 0;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        for (;;) {
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t11 + t1)));
            __m256i t26 = _mm256_set1_epi32(2);
            __m256i t27 = _mm256_srav_epi32(t15, t26);
            __m256i t28 = _mm256_set1_epi32(3);
            __m256i t29 = _mm256_mullo_epi32(t27, t28);
            __m256i t30 = _mm256_set1_epi32(7);
            __m256i t31 = _mm256_sub_epi32(t29, t30);
            __m256i t25 = t31;
            t2 = _mm256_add_epi32(t2, t25);
            t1 += 8L;
            if (t1 >= t14) {
                i = (int)((long)t11 + t14);
                s = (int)((unsigned int)t12 + vcc_avx2_sum_epi32(t2));
                break;
            }
        }
    } else {
        i = t11;
        s = t12;
    }
    for (; i < n; i++) {
        int t16 = a[i];
        s += (_mm256_zeroupper(), mix(t16));
    }
    return s;
}

__attribute__((target("avx2"))) int min_mix(int n, const int *a) {
    int s;
    int t11;
    int t12;
    int i;
    int s_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        __m256i t1 = _mm256_set1_epi32(2147483647);
        long t4 = 0L;
        __m256i t5 = t1;
        for (;;) {
            long t8 = t4 + 8L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(a + (int)t4));
            __m256i t17 = _mm256_set1_epi32(2);
            __m256i t18 = _mm256_srav_epi32(t9, t17);
            __m256i t19 = _mm256_set1_epi32(3);
            __m256i t20 = _mm256_mullo_epi32(t18, t19);
            __m256i t21 = _mm256_set1_epi32(7);
            __m256i t22 = _mm256_sub_epi32(t20, t21);
            t1 = _mm256_min_epi32(t22, t1);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)t8));
            __m256i t29 = _mm256_set1_epi32(2);
            __m256i t30 = _mm256_srav_epi32(t16, t29);
            __m256i t31 = _mm256_set1_epi32(3);
            __m256i t32 = _mm256_mullo_epi32(t30, t31);
            __m256i t33 = _mm256_set1_epi32(7);
            __m256i t34 = _mm256_sub_epi32(t32, t33);
            t5 = _mm256_min_epi32(t34, t5);
            t4 += 16L;
            if (t4 >= t7) {
                __m256i t10 = _mm256_min_epi32(t1, t5);
                t11 = (int)t7;
                t12 = vcc_avx2_reduce_epi32(t10, _mm_min_epi32, int);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 2147483647;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        __m256i t2 = _mm256_set1_epi32((int)t12);
        long t3 = 0L;
        for (;;) {
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t11 + t3)));
            __m256i t23 = _mm256_set1_epi32(2);
            __m256i t24 = _mm256_srav_epi32(t15, t23);
            __m256i t25 = _mm256_set1_epi32(3);
            __m256i t26 = _mm256_mullo_epi32(t24, t25);
            __m256i t27 = _mm256_set1_epi32(7);
            __m256i t28 = _mm256_sub_epi32(t26, t27);
            t2 = _mm256_min_epi32(t28, t2);
            t3 += 8L;
            if (t3 >= t14) {
                i = (int)((long)t11 + t14);
                s_1 = vcc_avx2_reduce_epi32(t2, _mm_min_epi32, int);
                break;
            }
        }
    } else {
        i = t11;
        s_1 = t12;
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
    int t11;
    unsigned int t12;
    int i;
    unsigned int s_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        __m256i t1 = _mm256_set1_epi32((int)0U);
        long t4 = 0L;
        __m256i t5 = t1;
        for (;;) {
            long t8 = t4 + 8L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(a + (int)t4));
            __m256i t19 = _mm256_set1_epi32(2);
            __m256i t20 = _mm256_srav_epi32(t9, t19);
            __m256i t21 = _mm256_set1_epi32(3);
            __m256i t22 = _mm256_mullo_epi32(t20, t21);
            __m256i t23 = _mm256_set1_epi32(7);
            __m256i t24 = _mm256_sub_epi32(t22, t23);
            __m256i t17 = t24;
            t1 = _mm256_max_epu32(t17, t1);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + (int)t8));
            __m256i t33 = _mm256_set1_epi32(2);
            __m256i t34 = _mm256_srav_epi32(t18, t33);
            __m256i t35 = _mm256_set1_epi32(3);
            __m256i t36 = _mm256_mullo_epi32(t34, t35);
            __m256i t37 = _mm256_set1_epi32(7);
            __m256i t38 = _mm256_sub_epi32(t36, t37);
            __m256i t32 = t38;
            t5 = _mm256_max_epu32(t32, t5);
            t4 += 16L;
            if (t4 >= t7) {
                __m256i t10 = _mm256_max_epu32(t1, t5);
                t11 = (int)t7;
                t12 = vcc_avx2_reduce_epi32(t10, _mm_max_epu32, unsigned int);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 0U;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        __m256i t2 = _mm256_set1_epi32((int)t12);
        long t3 = 0L;
        for (;;) {
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t11 + t3)));
            __m256i t26 = _mm256_set1_epi32(2);
            __m256i t27 = _mm256_srav_epi32(t15, t26);
            __m256i t28 = _mm256_set1_epi32(3);
            __m256i t29 = _mm256_mullo_epi32(t27, t28);
            __m256i t30 = _mm256_set1_epi32(7);
            __m256i t31 = _mm256_sub_epi32(t29, t30);
            __m256i t25 = t31;
            t2 = _mm256_max_epu32(t25, t2);
            t3 += 8L;
            if (t3 >= t14) {
                i = (int)((long)t11 + t14);
                s_1 = vcc_avx2_reduce_epi32(t2, _mm_max_epu32, unsigned int);
                break;
            }
        }
    } else {
        i = t11;
        s_1 = t12;
    }
    for (; i < n; i++, s_1 = s) {
        int t16 = a[i];
        s = (unsigned int)(_mm256_zeroupper(), mix(t16));
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

__attribute__((target("avx2"))) unsigned xor_mix(int n, const int *a) {
    unsigned int s;
    int t11;
    unsigned int t12;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t3 = 0L;
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        for (;;) {
            long t8 = t3 + 8L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(a + (int)t3));
            __m256i t20 = _mm256_set1_epi32(2);
            __m256i t21 = _mm256_srav_epi32(t9, t20);
            __m256i t22 = _mm256_set1_epi32(3);
            __m256i t23 = _mm256_mullo_epi32(t21, t22);
            __m256i t24 = _mm256_set1_epi32(7);
            __m256i t25 = _mm256_sub_epi32(t23, t24);
            __m256i t17 = t25;
            __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(-1640531535));
            t4 = _mm256_xor_si256(t4, t18);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + (int)t8));
            __m256i t36 = _mm256_set1_epi32(2);
            __m256i t37 = _mm256_srav_epi32(t19, t36);
            __m256i t38 = _mm256_set1_epi32(3);
            __m256i t39 = _mm256_mullo_epi32(t37, t38);
            __m256i t40 = _mm256_set1_epi32(7);
            __m256i t41 = _mm256_sub_epi32(t39, t40);
            __m256i t34 = t41;
            __m256i t35 = _mm256_mullo_epi32(t34, _mm256_set1_epi32(-1640531535));
            t5 = _mm256_xor_si256(t5, t35);
            t3 += 16L;
            if (t3 >= t7) {
                __m256i t10 = _mm256_xor_si256(t4, t5);
                t11 = (int)t7;
                t12 = 0U ^ vcc_avx2_reduce_epi32(t10, _mm_xor_si128, unsigned int);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 0U;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        for (;;) {
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t11 + t1)));
            __m256i t28 = _mm256_set1_epi32(2);
            __m256i t29 = _mm256_srav_epi32(t15, t28);
            __m256i t30 = _mm256_set1_epi32(3);
            __m256i t31 = _mm256_mullo_epi32(t29, t30);
            __m256i t32 = _mm256_set1_epi32(7);
            __m256i t33 = _mm256_sub_epi32(t31, t32);
            __m256i t26 = t33;
            __m256i t27 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(-1640531535));
            t2 = _mm256_xor_si256(t2, t27);
            t1 += 8L;
            if (t1 >= t14) {
                i = (int)((long)t11 + t14);
                s = t12 ^ vcc_avx2_reduce_epi32(t2, _mm_xor_si128, unsigned int);
                break;
            }
        }
    } else {
        i = t11;
        s = t12;
    }
    for (; i < n; i++) {
        int t16 = a[i];
        s ^= (unsigned int)(_mm256_zeroupper(), mix(t16)) * 2654435761U;
    }
    return s;
}

__attribute__((target("avx2"))) float sum_square(int n, const float *a) {
    float s;
    int t11;
    float t12;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t3 = 0L;
        __m256 t4 = _mm256_set1_ps(-0.0f);
        __m256 t5 = _mm256_set1_ps(-0.0f);
        for (;;) {
            long t8 = t3 + 8L;
            __m256 t9 = _mm256_loadu_ps(a + (int)t3);
            __m256 t18 = _mm256_mul_ps(t9, t9);
            t4 = _mm256_add_ps(t4, t18);
            __m256 t17 = _mm256_loadu_ps(a + (int)t8);
            __m256 t20 = _mm256_mul_ps(t17, t17);
            t5 = _mm256_add_ps(t5, t20);
            t3 += 16L;
            if (t3 >= t7) {
                __m256 t10 = _mm256_add_ps(t4, t5);
                t11 = (int)t7;
                t12 = 0.0f + vcc_avx2_sum_ps(t10);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = 0.0f;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long t1 = 0L;
        __m256 t2 = _mm256_set1_ps(-0.0f);
        for (;;) {
            __m256 t15 = _mm256_loadu_ps(a + (int)((long)t11 + t1));
            __m256 t19 = _mm256_mul_ps(t15, t15);
            t2 = _mm256_add_ps(t2, t19);
            t1 += 8L;
            if (t1 >= t14) {
                i = (int)((long)t11 + t14);
                s = t12 + vcc_avx2_sum_ps(t2);
                break;
            }
        }
    } else {
        i = t11;
        s = t12;
    }
    for (; i < n; i++) {
        float t16 = a[i];
        s += (_mm256_zeroupper(), square(t16));
    }
    return s;
}

__attribute__((target("avx2"))) float max_square(int n, const float *a) {
    float m;
    int t11;
    float t12;
    int i;
    float m_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        __m256 t1 = _mm256_set1_ps(-1.0f);
        long t4 = 0L;
        __m256 t5 = t1;
        for (;;) {
            long t8 = t4 + 8L;
            __m256 t9 = _mm256_loadu_ps(a + (int)t4);
            __m256 t17 = _mm256_mul_ps(t9, t9);
            t1 = _mm256_max_ps(t17, t1);
            __m256 t16 = _mm256_loadu_ps(a + (int)t8);
            __m256 t19 = _mm256_mul_ps(t16, t16);
            t5 = _mm256_max_ps(t19, t5);
            t4 += 16L;
            if (t4 >= t7) {
                __m256 t10 = _mm256_max_ps(t1, t5);
                t11 = (int)t7;
                t12 = vcc_avx2_reduce_ps(t10, _mm_max_ps);
                break;
            }
        }
    } else {
        t11 = 0;
        t12 = -1.0f;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        __m256 t2 = _mm256_set1_ps(t12);
        long t3 = 0L;
        for (;;) {
            __m256 t15 = _mm256_loadu_ps(a + (int)((long)t11 + t3));
            __m256 t18 = _mm256_mul_ps(t15, t15);
            t2 = _mm256_max_ps(t18, t2);
            t3 += 8L;
            if (t3 >= t14) {
                i = (int)((long)t11 + t14);
                m_1 = vcc_avx2_reduce_ps(t2, _mm_max_ps);
                break;
            }
        }
    } else {
        i = t11;
        m_1 = t12;
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
    long t3 = (long)n;
    if (t3 >= 4L) {
        long t4 = t3 & -4L;
        long t1 = 0L;
        __m256d t2 = _mm256_set1_pd(1.0);
        do {
            __m128 t5 = _mm_loadu_ps(a + (int)t1);
            __m128 t6 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, (_mm256_zeroupper(), square(((vcc_v4_float)t5)[0])));
            __m128 t7 = (__m128)vcc_insert((vcc_v4_float)t6, 1, (_mm256_zeroupper(), square(((vcc_v4_float)t5)[1])));
            __m128 t8 = (__m128)vcc_insert((vcc_v4_float)t7, 2, (_mm256_zeroupper(), square(((vcc_v4_float)t5)[2])));
            __m128 t9 = (__m128)vcc_insert((vcc_v4_float)t8, 3, (_mm256_zeroupper(), square(((vcc_v4_float)t5)[3])));
            __m256d t10 = _mm256_cvtps_pd(t9);
            t2 = _mm256_mul_pd(t2, t10);
            t1 += 4L;
        } while (t1 < t4);
        i = (int)t4;
        p = 1.0 * vcc_avx2_reduce_pd(t2, _mm_mul_pd);
    } else {
        i = 0;
        p = 1.0;
    }
    for (; i < n; i++) {
        float t11 = a[i];
        p *= (double)(_mm256_zeroupper(), square(t11));
    }
    return p;
}

/* Byte groups: a 16-bit sum and an 8-bit xor. */
__attribute__((target("avx2"))) uint16_t sum_rgb(int n, const uint8_t *restrict rgb) {
    unsigned short s;
    int t51;
    unsigned short t52;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m128i t2 = _mm_set1_epi16((short)0);
        __m128i t3 = _mm_set1_epi16((short)0);
        do {
            const unsigned char *t8 = rgb + 3 * (int)t1;
            vcc_v8_uchar t9 = vcc_load(vcc_v8_uchar, t8);
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, t8 + 8);
            vcc_v8_uchar t11 = vcc_load(vcc_v8_uchar, t8 + 16);
            vcc_v8_uchar t12 = __builtin_shufflevector(t9, t10, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar t13 = __builtin_shufflevector(t12, t11, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t14 = __builtin_shufflevector(t9, t10, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_uchar t15 = __builtin_shufflevector(t14, t11, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_uchar t16 = __builtin_shufflevector(t9, t10, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar t17 = __builtin_shufflevector(t16, t11, 0, 1, 2, 3, 4, 9, 12, 15);
            __m128i t18 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t15));
            __m128i t19 = _mm_mullo_epi16(_mm_set1_epi16((short)2), t18);
            __m128i t20 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t13));
            __m128i t21 = _mm_add_epi16(t20, t19);
            __m128i t22 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t17));
            __m128i t23 = _mm_add_epi16(t21, t22);
            __m128i t24 = t23;
            __m128i t25 = t2;
            __m256i t26 = _mm256_cvtepu16_epi32(t24);
            __m128i t27 = (__m128i)__builtin_convertvector((vcc_v8_int)t26, vcc_v8_ushort);
            __m128i t28 = _mm_add_epi16(t25, t27);
            t2 = t28;
            const unsigned char *t29 = rgb + 3 * (int)(t1 + 8L);
            vcc_v8_uchar t30 = vcc_load(vcc_v8_uchar, t29);
            vcc_v8_uchar t31 = vcc_load(vcc_v8_uchar, t29 + 8);
            vcc_v8_uchar t32 = vcc_load(vcc_v8_uchar, t29 + 16);
            vcc_v8_uchar t33 = __builtin_shufflevector(t30, t31, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar t34 = __builtin_shufflevector(t33, t32, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t35 = __builtin_shufflevector(t30, t31, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_uchar t36 = __builtin_shufflevector(t35, t32, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_uchar t37 = __builtin_shufflevector(t30, t31, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar t38 = __builtin_shufflevector(t37, t32, 0, 1, 2, 3, 4, 9, 12, 15);
            __m128i t39 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t36));
            __m128i t40 = _mm_mullo_epi16(_mm_set1_epi16((short)2), t39);
            __m128i t41 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t34));
            __m128i t42 = _mm_add_epi16(t41, t40);
            __m128i t43 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t38));
            __m128i t44 = _mm_add_epi16(t42, t43);
            __m128i t45 = t44;
            __m128i t46 = t3;
            __m256i t47 = _mm256_cvtepu16_epi32(t45);
            __m128i t48 = (__m128i)__builtin_convertvector((vcc_v8_int)t47, vcc_v8_ushort);
            __m128i t49 = _mm_add_epi16(t46, t48);
            t3 = t49;
            t1 += 16L;
        } while (t1 < t7);
        __m128i t50 = _mm_add_epi16(t2, t3);
        t51 = (int)t7;
        t52 = (unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, (vcc_v8_ushort)t50, +));
    } else {
        t51 = 0;
        t52 = (unsigned short)0;
    }
    long t53 = (long)n + (long)t51 * -1L;
    if (t53 >= 8L) {
        long t54 = t53 & -8L;
        long t4 = 0L;
        __m128i t5 = _mm_set1_epi16((short)0);
        do {
            const unsigned char *t55 = rgb + 3 * (int)((long)t51 + t4);
            vcc_v8_uchar t56 = vcc_load(vcc_v8_uchar, t55);
            vcc_v8_uchar t57 = vcc_load(vcc_v8_uchar, t55 + 8);
            vcc_v8_uchar t58 = vcc_load(vcc_v8_uchar, t55 + 16);
            vcc_v8_uchar t59 = __builtin_shufflevector(t56, t57, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar t60 = __builtin_shufflevector(t59, t58, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t61 = __builtin_shufflevector(t56, t57, 1, 4, 7, 10, 13, 0, 0, 0);
            vcc_v8_uchar t62 = __builtin_shufflevector(t61, t58, 0, 1, 2, 3, 4, 8, 11, 14);
            vcc_v8_uchar t63 = __builtin_shufflevector(t56, t57, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar t64 = __builtin_shufflevector(t63, t58, 0, 1, 2, 3, 4, 9, 12, 15);
            __m128i t65 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t62));
            __m128i t66 = _mm_mullo_epi16(_mm_set1_epi16((short)2), t65);
            __m128i t67 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t60));
            __m128i t68 = _mm_add_epi16(t67, t66);
            __m128i t69 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)t64));
            __m128i t70 = _mm_add_epi16(t68, t69);
            __m128i t71 = t70;
            __m128i t72 = t5;
            __m256i t73 = _mm256_cvtepu16_epi32(t71);
            __m128i t74 = (__m128i)__builtin_convertvector((vcc_v8_int)t73, vcc_v8_ushort);
            __m128i t75 = _mm_add_epi16(t72, t74);
            t5 = t75;
            t4 += 8L;
        } while (t4 < t54);
        i = (int)((long)t51 + t54);
        s = (unsigned short)(t52 + vcc_reduce(unsigned short, (vcc_v8_ushort)t5, +));
    } else {
        i = t51;
        s = t52;
    }
    for (; i < n; i++) {
        int t76 = 3 * i;
        s = (unsigned short)((int)s + (int)(unsigned short)((int)rgb[t76] + 2 * (int)rgb[t76 + 1] + (int)rgb[t76 + 2]));
    }
    return s;
}

__attribute__((target("avx2"))) uint8_t xor_rgb(int n, const uint8_t *restrict rgb) {
    unsigned char x;
    int t41;
    unsigned char t42;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            const unsigned char *t8 = rgb + 3 * (int)t1;
            vcc_v8_uchar t9 = vcc_load(vcc_v8_uchar, t8);
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, t8 + 8);
            vcc_v8_uchar t11 = vcc_load(vcc_v8_uchar, t8 + 16);
            vcc_v8_uchar t12 = __builtin_shufflevector(t9, t10, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar t13 = __builtin_shufflevector(t12, t11, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t14 = __builtin_shufflevector(t9, t10, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar t15 = __builtin_shufflevector(t14, t11, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t16 = t13;
            vcc_v8_uchar t17 = t15;
            vcc_v8_uchar t18 = t16 + t17;
            vcc_v8_uchar t19 = t18;
            vcc_v8_uchar t20 = t2;
            __m256i t21 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t19));
            vcc_v8_uchar t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t21, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t23 = t20 ^ t22;
            t2 = t23;
            const unsigned char *t24 = rgb + 3 * (int)(t1 + 8L);
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, t24);
            vcc_v8_uchar t26 = vcc_load(vcc_v8_uchar, t24 + 8);
            vcc_v8_uchar t27 = vcc_load(vcc_v8_uchar, t24 + 16);
            vcc_v8_uchar t28 = __builtin_shufflevector(t25, t26, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar t29 = __builtin_shufflevector(t28, t27, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t30 = __builtin_shufflevector(t25, t26, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar t31 = __builtin_shufflevector(t30, t27, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t32 = t29;
            vcc_v8_uchar t33 = t31;
            vcc_v8_uchar t34 = t32 + t33;
            vcc_v8_uchar t35 = t34;
            vcc_v8_uchar t36 = t3;
            __m256i t37 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t35));
            vcc_v8_uchar t38 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t37, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t39 = t36 ^ t38;
            t3 = t39;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t40 = t2 ^ t3;
        t41 = (int)t7;
        t42 = (unsigned char)((unsigned char)0 ^ vcc_reduce(unsigned char, t40, ^));
    } else {
        t41 = 0;
        t42 = (unsigned char)0;
    }
    long t43 = (long)n + (long)t41 * -1L;
    if (t43 >= 8L) {
        long t44 = t43 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            const unsigned char *t45 = rgb + 3 * (int)((long)t41 + t4);
            vcc_v8_uchar t46 = vcc_load(vcc_v8_uchar, t45);
            vcc_v8_uchar t47 = vcc_load(vcc_v8_uchar, t45 + 8);
            vcc_v8_uchar t48 = vcc_load(vcc_v8_uchar, t45 + 16);
            vcc_v8_uchar t49 = __builtin_shufflevector(t46, t47, 0, 3, 6, 9, 12, 15, 0, 0);
            vcc_v8_uchar t50 = __builtin_shufflevector(t49, t48, 0, 1, 2, 3, 4, 5, 10, 13);
            vcc_v8_uchar t51 = __builtin_shufflevector(t46, t47, 2, 5, 8, 11, 14, 0, 0, 0);
            vcc_v8_uchar t52 = __builtin_shufflevector(t51, t48, 0, 1, 2, 3, 4, 9, 12, 15);
            vcc_v8_uchar t53 = t50;
            vcc_v8_uchar t54 = t52;
            vcc_v8_uchar t55 = t53 + t54;
            vcc_v8_uchar t56 = t55;
            vcc_v8_uchar t57 = t5;
            __m256i t58 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t56));
            vcc_v8_uchar t59 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t58, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t60 = t57 ^ t59;
            t5 = t60;
            t4 += 8L;
        } while (t4 < t44);
        i = (int)((long)t41 + t44);
        x = (unsigned char)(t42 ^ vcc_reduce(unsigned char, t5, ^));
    } else {
        i = t41;
        x = t42;
    }
    for (; i < n; i++) {
        int t61 = 3 * i;
        x = (unsigned char)((int)x ^ (int)(unsigned char)((int)rgb[t61] + (int)rgb[t61 + 2]));
    }
    return x;
}

/* Variants of shorts and bytes: 16- and 8-bit reductions (in plans of 16 lanes, the width of
   the int arithmetic C promotes them to). */
/* #pragma omp declare simd notinbranch */
short halve(short x) {
    return (short)(x >> 1);
}

__attribute__((target("avx2"))) __m256i _ZGVdN16v_halve(__m256i x) {
    vcc_v16_int t1 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(x), vcc_h1 = _mm256_extracti128_si256(x, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi16_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi16_epi32(vcc_h1); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
    vcc_v16_int t2 = (vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v16_int t3 = t1 >> t2;
    __m256i t4 = (__m256i)__builtin_convertvector(t3, vcc_v16_short);
    return t4;
}

/* #pragma omp declare simd notinbranch */
signed char low7(signed char x) {
    return (signed char)(x & 0x7f);
}

__attribute__((target("avx2"))) __m256i _ZGVdN32v_low7(__m256i x) {
    vcc_v32_int t1 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(x), vcc_h1 = _mm256_extracti128_si256(x, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v8_int vcc_p2 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h1); vcc_v8_int vcc_p3 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h1, 8)); __builtin_shufflevector(__builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), __builtin_shufflevector(vcc_p2, vcc_p3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31); });
    vcc_v32_int t2 = vcc_splat(vcc_v32_int, 127);
    vcc_v32_int t3 = t1 & t2;
    __m256i t4 = (__m256i)__builtin_convertvector(__builtin_convertvector(t3, vcc_v32_short), vcc_v32_schar);
    return t4;
}

__attribute__((target("avx2"))) short sum_halve(int n, const short *a) {
    short s;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        __m128i t2 = _mm_set1_epi16((short)0);
        do {
            __m128i t5 = _mm_loadu_si128((const __m128i *)(a + (int)t1));
            __m128i t6 = (__m128i)vcc_insert((vcc_v8_short)(__m128i)(vcc_v8_short){0}, 0, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[0])));
            __m128i t7 = (__m128i)vcc_insert((vcc_v8_short)t6, 1, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[1])));
            __m128i t8 = (__m128i)vcc_insert((vcc_v8_short)t7, 2, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[2])));
            __m128i t9 = (__m128i)vcc_insert((vcc_v8_short)t8, 3, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[3])));
            __m128i t10 = (__m128i)vcc_insert((vcc_v8_short)t9, 4, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[4])));
            __m128i t11 = (__m128i)vcc_insert((vcc_v8_short)t10, 5, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[5])));
            __m128i t12 = (__m128i)vcc_insert((vcc_v8_short)t11, 6, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[6])));
            __m128i t13 = (__m128i)vcc_insert((vcc_v8_short)t12, 7, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[7])));
            __m128i t14 = t2;
            __m256i t15 = _mm256_cvtepi16_epi32(t13);
            __m128i t16 = (__m128i)__builtin_convertvector((vcc_v8_int)t15, vcc_v8_ushort);
            __m128i t17 = _mm_add_epi16(t14, t16);
            t2 = t17;
            t1 += 8L;
        } while (t1 < t4);
        i = (int)t4;
        s = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, (vcc_v8_ushort)t2, +));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        short t18 = a[i];
        s = (short)((int)s + (int)(_mm256_zeroupper(), halve(t18)));
    }
    return s;
}

__attribute__((target("avx2"))) unsigned short or_halve(int n, const short *a) {
    unsigned short s;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        __m128i t2 = _mm_set1_epi16((short)0);
        do {
            __m128i t5 = _mm_loadu_si128((const __m128i *)(a + (int)t1));
            __m128i t6 = (__m128i)vcc_insert((vcc_v8_short)(__m128i)(vcc_v8_short){0}, 0, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[0])));
            __m128i t7 = (__m128i)vcc_insert((vcc_v8_short)t6, 1, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[1])));
            __m128i t8 = (__m128i)vcc_insert((vcc_v8_short)t7, 2, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[2])));
            __m128i t9 = (__m128i)vcc_insert((vcc_v8_short)t8, 3, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[3])));
            __m128i t10 = (__m128i)vcc_insert((vcc_v8_short)t9, 4, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[4])));
            __m128i t11 = (__m128i)vcc_insert((vcc_v8_short)t10, 5, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[5])));
            __m128i t12 = (__m128i)vcc_insert((vcc_v8_short)t11, 6, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[6])));
            __m128i t13 = (__m128i)vcc_insert((vcc_v8_short)t12, 7, (_mm256_zeroupper(), halve(((vcc_v8_short)t5)[7])));
            __m128i t14 = t13;
            __m256i t15 = _mm256_cvtepu16_epi32(t14);
            __m256i t16 = _mm256_sllv_epi32(t15, _mm256_set1_epi32(1));
            __m128i t17 = t2;
            __m128i t18 = (__m128i)__builtin_convertvector((vcc_v8_int)t16, vcc_v8_ushort);
            __m128i t19 = _mm_or_si128(t17, t18);
            t2 = t19;
            t1 += 8L;
        } while (t1 < t4);
        i = (int)t4;
        s = (unsigned short)((unsigned short)0 | vcc_reduce(unsigned short, (vcc_v8_ushort)t2, |));
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        short t20 = a[i];
        s = (unsigned short)((int)s | ((int)(unsigned short)(_mm256_zeroupper(), halve(t20)) << 1));
    }
    return s;
}

__attribute__((target("avx2"))) signed char xor_low7(int n, const signed char *a) {
    signed char x;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        vcc_v8_schar t2 = (vcc_v8_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0};
        do {
            vcc_v8_schar t5 = vcc_load(vcc_v8_schar, a + (int)t1);
            vcc_v8_schar t6 = vcc_insert((vcc_v8_schar){0}, 0, (_mm256_zeroupper(), low7(t5[0])));
            vcc_v8_schar t7 = vcc_insert(t6, 1, (_mm256_zeroupper(), low7(t5[1])));
            vcc_v8_schar t8 = vcc_insert(t7, 2, (_mm256_zeroupper(), low7(t5[2])));
            vcc_v8_schar t9 = vcc_insert(t8, 3, (_mm256_zeroupper(), low7(t5[3])));
            vcc_v8_schar t10 = vcc_insert(t9, 4, (_mm256_zeroupper(), low7(t5[4])));
            vcc_v8_schar t11 = vcc_insert(t10, 5, (_mm256_zeroupper(), low7(t5[5])));
            vcc_v8_schar t12 = vcc_insert(t11, 6, (_mm256_zeroupper(), low7(t5[6])));
            vcc_v8_schar t13 = vcc_insert(t12, 7, (_mm256_zeroupper(), low7(t5[7])));
            vcc_v8_schar t14 = t2;
            __m256i t15 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t13));
            vcc_v8_schar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_schar);
            vcc_v8_schar t17 = t14 ^ t16;
            t2 = t17;
            t1 += 8L;
        } while (t1 < t4);
        i = (int)t4;
        x = (signed char)((signed char)0 ^ vcc_reduce(signed char, t2, ^));
    } else {
        i = 0;
        x = (signed char)0;
    }
    for (; i < n; i++) {
        signed char t18 = a[i];
        x = (signed char)((int)x ^ (int)(_mm256_zeroupper(), low7(t18)));
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
