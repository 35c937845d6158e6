/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_min_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(a, b)); }
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
static inline __attribute__((unused)) __m128i vcc_sse2_max_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(b), vcc_sse_flip_epi32(a))); }
#define vcc_sse2_reduce_ps(V, OP) ({ __m128 vcc_s = (V); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_shuffle_ps(vcc_s, vcc_s, 0x55)); _mm_cvtss_f32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_sse_reduce_pd(V, OP) ({ __m128d vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi16_epi32(__m128i x) { return _mm_srai_epi32(_mm_unpacklo_epi16(x, x), 16); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu16_epi32(__m128i x) { return _mm_unpacklo_epi16(x, _mm_setzero_si128()); }
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi8_epi32(__m128i x) { __m128i w = _mm_unpacklo_epi8(x, x); return _mm_srai_epi32(_mm_unpacklo_epi16(w, w), 24); }

__m128i _ZGVbN4v_mix(__m128i x);
__m128 _ZGVbN4v_square(__m128 x);
__m128i _ZGVbN8v_halve(__m128i x);
__m128i _ZGVbN16v_low7(__m128i x);
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
uint64_t sum_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    uint64_t s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

uint64_t prod_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    uint64_t p = 1;
    for (int i = 0; i < n; i++)
        p *= a[i] * b[i] | 1;
    return p;
}

uint64_t bits_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long x;
    unsigned long o;
    unsigned long m;
    int t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        __m128i x_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i x_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i o_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i o_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i m_v = (__m128i)(vcc_v2_ulong){18446744073709551615UL, 18446744073709551615UL};
        __m128i m_v_1 = (__m128i)(vcc_v2_ulong){18446744073709551615UL, 18446744073709551615UL};
        /* vcc: loop at reduce_wide.c:33 vectorized: VF 2, UF 2, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i p_v = (__m128i)((vcc_v2_ulong)a_v * (vcc_v2_ulong)b_v);
            x_v = _mm_xor_si128(x_v, p_v);
            __m128i t3 = _mm_srli_epi64(p_v, 40);
            o_v = _mm_or_si128(o_v, t3);
            __m128i t4 = _mm_or_si128(p_v, ((__m128i)(vcc_v2_ulong){255UL, 255UL}));
            m_v = _mm_and_si128(m_v, t4);
            long t5 = i_vec + 2L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i p_v_1 = (__m128i)((vcc_v2_ulong)a_v_1 * (vcc_v2_ulong)b_v_1);
            x_v_1 = _mm_xor_si128(x_v_1, p_v_1);
            __m128i t6 = _mm_srli_epi64(p_v_1, 40);
            o_v_1 = _mm_or_si128(o_v_1, t6);
            __m128i t7 = _mm_or_si128(p_v_1, ((__m128i)(vcc_v2_ulong){255UL, 255UL}));
            m_v_1 = _mm_and_si128(m_v_1, t7);
            i_vec += 4L;
        } while (i_vec < t2);
        __m128i t8 = _mm_xor_si128(x_v, x_v_1);
        __m128i t9 = _mm_or_si128(o_v, o_v_1);
        __m128i t10 = _mm_and_si128(m_v, m_v_1);
        t11 = (int)t2;
        t12 = 0UL ^ vcc_sse_reduce_epi64(t8, _mm_xor_si128, unsigned long);
        t13 = 0UL | vcc_sse_reduce_epi64(t9, _mm_or_si128, unsigned long);
        t14 = 18446744073709551615UL & vcc_sse_reduce_epi64(t10, _mm_and_si128, unsigned long);
    } else {
        t11 = 0;
        t12 = 0UL;
        t13 = 0UL;
        t14 = 18446744073709551615UL;
    }
    long t15 = (long)n + (long)t11 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        __m128i x_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i o_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i m_v_2 = (__m128i)(vcc_v2_ulong){18446744073709551615UL, 18446744073709551615UL};
        /* vcc: loop at reduce_wide.c:33 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t11 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i p_v_2 = (__m128i)((vcc_v2_ulong)a_v_2 * (vcc_v2_ulong)b_v_2);
            x_v_2 = _mm_xor_si128(x_v_2, p_v_2);
            __m128i t18 = _mm_srli_epi64(p_v_2, 40);
            o_v_2 = _mm_or_si128(o_v_2, t18);
            __m128i t19 = _mm_or_si128(p_v_2, ((__m128i)(vcc_v2_ulong){255UL, 255UL}));
            m_v_2 = _mm_and_si128(m_v_2, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t11 + t16);
        x = t12 ^ vcc_sse_reduce_epi64(x_v_2, _mm_xor_si128, unsigned long);
        o = t13 | vcc_sse_reduce_epi64(o_v_2, _mm_or_si128, unsigned long);
        m = t14 & vcc_sse_reduce_epi64(m_v_2, _mm_and_si128, unsigned long);
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
int64_t max_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    int64_t s = INT64_MIN;
    for (int i = 0; i < n; i++) {
        int64_t p = a[i] * b[i];
        s = p > s ? p : s;
    }
    return s;
}

int64_t min_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    int64_t s = INT64_MAX;
    for (int i = 0; i < n; i++) {
        int64_t p = a[i] * b[i];
        s = p < s ? p : s;
    }
    return s;
}

uint64_t max_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    uint64_t s = 0;
    for (int i = 0; i < n; i++) {
        uint64_t p = a[i] * b[i];
        s = p > s ? p : s;
    }
    return s;
}

/* A vector variant called from the loop: 16 lanes of int (and of float) on avx512. */
/* #pragma omp declare simd notinbranch */
int mix(int x) {
    return (x >> 2) * 3 - 7;
}

/* vcc: function at reduce_wide.c:72 vector variant _ZGVbN4v_mix of `mix`: VL 4, unmasked, x vector */
__m128i _ZGVbN4v_mix(__m128i x) {
    __m128i t1 = _mm_srai_epi32(x, 2);
    __m128i t2 = _mm_set1_epi32(3);
    __m128i t3 = (__m128i)((vcc_v4_int)t1 * (vcc_v4_int)t2);
    __m128i t4 = _mm_set1_epi32(7);
    __m128i t5 = _mm_sub_epi32(t3, t4);
    return t5;
}

/* #pragma omp declare simd notinbranch */
float square(float x) {
    return x * x;
}

/* vcc: function at reduce_wide.c:77 vector variant _ZGVbN4v_square of `square`: VL 4, unmasked, x vector */
__m128 _ZGVbN4v_square(__m128 x) {
    __m128 t1 = _mm_mul_ps(x, x);
    return t1;
}

int sum_mix(int n, const int *a) {
    int s;
    int t4;
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reduce_wide.c:83 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec_1));
            __m128i t9 = _mm_srai_epi32(a_v, 2);
            __m128i t10 = _mm_set1_epi32(3);
            __m128i t11 = (__m128i)((vcc_v4_int)t9 * (vcc_v4_int)t10);
            __m128i t12 = _mm_set1_epi32(7);
            __m128i t13 = _mm_sub_epi32(t11, t12);
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t13);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec_1 + 4L)));
            __m128i t19 = _mm_srai_epi32(a_v_2, 2);
            __m128i t20 = _mm_set1_epi32(3);
            __m128i t21 = (__m128i)((vcc_v4_int)t19 * (vcc_v4_int)t20);
            __m128i t22 = _mm_set1_epi32(7);
            __m128i t23 = _mm_sub_epi32(t21, t22);
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t23);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                __m128i t3 = _mm_add_epi32((__m128i)s_v_1, (__m128i)s_v_2);
                t4 = (int)t2;
                t5 = (int)vcc_sse_reduce_epi32(t3, _mm_add_epi32, unsigned int);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reduce_wide.c:83 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + ((long)t4 + i_vec)));
            __m128i t14 = _mm_srai_epi32(a_v_1, 2);
            __m128i t15 = _mm_set1_epi32(3);
            __m128i t16 = (__m128i)((vcc_v4_int)t14 * (vcc_v4_int)t15);
            __m128i t17 = _mm_set1_epi32(7);
            __m128i t18 = _mm_sub_epi32(t16, t17);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t18);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = (int)((unsigned int)t5 + vcc_sse_reduce_epi32((__m128i)s_v, _mm_add_epi32, unsigned int));
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        int t8 = a[i];
        s += mix(t8);
    }
    return s;
}

int min_mix(int n, const int *a) {
    int s;
    int t4;
    int t5;
    int i;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v4_int s_v = (vcc_v4_int)_mm_set1_epi32(2147483647);
        long i_vec_1 = 0L;
        vcc_v4_int s_v_2 = (vcc_v4_int)(__m128i)s_v;
        /* vcc: loop at reduce_wide.c:90 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec_1));
            __m128i t8 = _mm_srai_epi32(a_v, 2);
            __m128i t9 = _mm_set1_epi32(3);
            __m128i t10 = (__m128i)((vcc_v4_int)t8 * (vcc_v4_int)t9);
            __m128i t11 = _mm_set1_epi32(7);
            __m128i t12 = _mm_sub_epi32(t10, t11);
            s_v = (vcc_v4_int)vcc_sse2_min_epi32(t12, (__m128i)s_v);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec_1 + 4L)));
            __m128i t18 = _mm_srai_epi32(a_v_2, 2);
            __m128i t19 = _mm_set1_epi32(3);
            __m128i t20 = (__m128i)((vcc_v4_int)t18 * (vcc_v4_int)t19);
            __m128i t21 = _mm_set1_epi32(7);
            __m128i t22 = _mm_sub_epi32(t20, t21);
            s_v_2 = (vcc_v4_int)vcc_sse2_min_epi32(t22, (__m128i)s_v_2);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                __m128i t3 = vcc_sse2_min_epi32((__m128i)s_v, (__m128i)s_v_2);
                t4 = (int)t2;
                t5 = vcc_sse_reduce_epi32(t3, vcc_sse2_min_epi32, int);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 2147483647;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        vcc_v4_int s_v_1 = (vcc_v4_int)_mm_set1_epi32((int)t5);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:90 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + ((long)t4 + i_vec)));
            __m128i t13 = _mm_srai_epi32(a_v_1, 2);
            __m128i t14 = _mm_set1_epi32(3);
            __m128i t15 = (__m128i)((vcc_v4_int)t13 * (vcc_v4_int)t14);
            __m128i t16 = _mm_set1_epi32(7);
            __m128i t17 = _mm_sub_epi32(t15, t16);
            s_v_1 = (vcc_v4_int)vcc_sse2_min_epi32(t17, (__m128i)s_v_1);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s_1 = vcc_sse_reduce_epi32((__m128i)s_v_1, vcc_sse2_min_epi32, int);
                break;
            }
        }
    } else {
        i = t4;
        s_1 = t5;
    }
    for (; i < n; i++, s_1 = s) {
        s = mix(a[i]);
        if (s >= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

unsigned max_mix(int n, const int *a) {
    unsigned int s;
    int t4;
    unsigned int t5;
    int i;
    unsigned int s_1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32((int)0U);
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_2 = (vcc_v4_uint)(__m128i)s_v;
        /* vcc: loop at reduce_wide.c:99 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec_1));
            __m128i t9 = _mm_srai_epi32(a_v, 2);
            __m128i t10 = _mm_set1_epi32(3);
            __m128i t11 = (__m128i)((vcc_v4_int)t9 * (vcc_v4_int)t10);
            __m128i t12 = _mm_set1_epi32(7);
            __m128i t13 = _mm_sub_epi32(t11, t12);
            s_v = (vcc_v4_uint)vcc_sse2_max_epu32(t13, (__m128i)s_v);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec_1 + 4L)));
            __m128i t19 = _mm_srai_epi32(a_v_2, 2);
            __m128i t20 = _mm_set1_epi32(3);
            __m128i t21 = (__m128i)((vcc_v4_int)t19 * (vcc_v4_int)t20);
            __m128i t22 = _mm_set1_epi32(7);
            __m128i t23 = _mm_sub_epi32(t21, t22);
            s_v_2 = (vcc_v4_uint)vcc_sse2_max_epu32(t23, (__m128i)s_v_2);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                __m128i t3 = vcc_sse2_max_epu32((__m128i)s_v, (__m128i)s_v_2);
                t4 = (int)t2;
                t5 = vcc_sse_reduce_epi32(t3, vcc_sse2_max_epu32, unsigned int);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32((int)t5);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:99 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + ((long)t4 + i_vec)));
            __m128i t14 = _mm_srai_epi32(a_v_1, 2);
            __m128i t15 = _mm_set1_epi32(3);
            __m128i t16 = (__m128i)((vcc_v4_int)t14 * (vcc_v4_int)t15);
            __m128i t17 = _mm_set1_epi32(7);
            __m128i t18 = _mm_sub_epi32(t16, t17);
            s_v_1 = (vcc_v4_uint)vcc_sse2_max_epu32(t18, (__m128i)s_v_1);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s_1 = vcc_sse_reduce_epi32((__m128i)s_v_1, vcc_sse2_max_epu32, unsigned int);
                break;
            }
        }
    } else {
        i = t4;
        s_1 = t5;
    }
    for (; i < n; i++, s_1 = s) {
        int t8 = a[i];
        s = (unsigned int)mix(t8);
        if (s <= s_1) {
            s = s_1;
        }
    }
    return s_1;
}

unsigned xor_mix(int n, const int *a) {
    unsigned int s;
    int t4;
    unsigned int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reduce_wide.c:108 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec_1));
            __m128i t10 = _mm_srai_epi32(a_v, 2);
            __m128i t11 = _mm_set1_epi32(3);
            __m128i t12 = (__m128i)((vcc_v4_int)t10 * (vcc_v4_int)t11);
            __m128i t13 = _mm_set1_epi32(7);
            __m128i t14 = _mm_sub_epi32(t12, t13);
            __m128i t9 = (__m128i)((vcc_v4_uint)t14 * (vcc_v4_uint)_mm_set1_epi32(-1640531535));
            s_v_1 = (vcc_v4_uint)_mm_xor_si128((__m128i)s_v_1, t9);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec_1 + 4L)));
            __m128i t22 = _mm_srai_epi32(a_v_2, 2);
            __m128i t23 = _mm_set1_epi32(3);
            __m128i t24 = (__m128i)((vcc_v4_int)t22 * (vcc_v4_int)t23);
            __m128i t25 = _mm_set1_epi32(7);
            __m128i t26 = _mm_sub_epi32(t24, t25);
            __m128i t21 = (__m128i)((vcc_v4_uint)t26 * (vcc_v4_uint)_mm_set1_epi32(-1640531535));
            s_v_2 = (vcc_v4_uint)_mm_xor_si128((__m128i)s_v_2, t21);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                __m128i t3 = _mm_xor_si128((__m128i)s_v_1, (__m128i)s_v_2);
                t4 = (int)t2;
                t5 = 0U ^ vcc_sse_reduce_epi32(t3, _mm_xor_si128, unsigned int);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reduce_wide.c:108 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + ((long)t4 + i_vec)));
            __m128i t16 = _mm_srai_epi32(a_v_1, 2);
            __m128i t17 = _mm_set1_epi32(3);
            __m128i t18 = (__m128i)((vcc_v4_int)t16 * (vcc_v4_int)t17);
            __m128i t19 = _mm_set1_epi32(7);
            __m128i t20 = _mm_sub_epi32(t18, t19);
            __m128i t15 = (__m128i)((vcc_v4_uint)t20 * (vcc_v4_uint)_mm_set1_epi32(-1640531535));
            s_v = (vcc_v4_uint)_mm_xor_si128((__m128i)s_v, t15);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = t5 ^ vcc_sse_reduce_epi32((__m128i)s_v, _mm_xor_si128, unsigned int);
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        int t8 = a[i];
        s ^= (unsigned int)mix(t8) * 2654435761U;
    }
    return s;
}

float sum_square(int n, const float *a) {
    float s;
    int t4;
    float t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec_1 = 0L;
        __m128 s_v_1 = _mm_set1_ps(-0.0f);
        __m128 s_v_2 = _mm_set1_ps(-0.0f);
        /* vcc: loop at reduce_wide.c:116 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128 a_v = _mm_loadu_ps(a + i_vec_1);
            __m128 t9 = _mm_mul_ps(a_v, a_v);
            s_v_1 = _mm_add_ps(s_v_1, t9);
            __m128 a_v_2 = _mm_loadu_ps(a + (i_vec_1 + 4L));
            __m128 t11 = _mm_mul_ps(a_v_2, a_v_2);
            s_v_2 = _mm_add_ps(s_v_2, t11);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                __m128 t3 = _mm_add_ps(s_v_1, s_v_2);
                t4 = (int)t2;
                t5 = 0.0f + vcc_sse2_reduce_ps(t3, _mm_add_ps);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = 0.0f;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        __m128 s_v = _mm_set1_ps(-0.0f);
        /* vcc: loop at reduce_wide.c:116 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m128 a_v_1 = _mm_loadu_ps(a + ((long)t4 + i_vec));
            __m128 t10 = _mm_mul_ps(a_v_1, a_v_1);
            s_v = _mm_add_ps(s_v, t10);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                s = t5 + vcc_sse2_reduce_ps(s_v, _mm_add_ps);
                break;
            }
        }
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        float t8 = a[i];
        s += square(t8);
    }
    return s;
}

float max_square(int n, const float *a) {
    float m;
    int t4;
    float t5;
    int i;
    float m_1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128 m_v = _mm_set1_ps(-1.0f);
        long i_vec_1 = 0L;
        __m128 m_v_2 = m_v;
        /* vcc: loop at reduce_wide.c:124 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128 a_v = _mm_loadu_ps(a + i_vec_1);
            __m128 t8 = _mm_mul_ps(a_v, a_v);
            m_v = _mm_max_ps(t8, m_v);
            __m128 a_v_2 = _mm_loadu_ps(a + (i_vec_1 + 4L));
            __m128 t10 = _mm_mul_ps(a_v_2, a_v_2);
            m_v_2 = _mm_max_ps(t10, m_v_2);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                __m128 t3 = _mm_max_ps(m_v, m_v_2);
                t4 = (int)t2;
                t5 = vcc_sse2_reduce_ps(t3, _mm_max_ps);
                break;
            }
        }
    } else {
        t4 = 0;
        t5 = -1.0f;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        __m128 m_v_1 = _mm_set1_ps(t5);
        long i_vec = 0L;
        /* vcc: loop at reduce_wide.c:124 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m128 a_v_1 = _mm_loadu_ps(a + ((long)t4 + i_vec));
            __m128 t9 = _mm_mul_ps(a_v_1, a_v_1);
            m_v_1 = _mm_max_ps(t9, m_v_1);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t4 + t7);
                m_1 = vcc_sse2_reduce_ps(m_v_1, _mm_max_ps);
                break;
            }
        }
    } else {
        i = t4;
        m_1 = t5;
    }
    for (; i < n; i++, m_1 = m) {
        m = square(a[i]);
        if (!(m > m_1)) {
            m = m_1;
        }
    }
    return m_1;
}

double prod_square(int n, const float *a) {
    double p;
    int t18;
    double t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128d p_v = _mm_set1_pd(1.0);
        __m128d p_v_1 = _mm_set1_pd(1.0);
        __m128d p_v_2 = _mm_set1_pd(1.0);
        __m128d p_v_3 = _mm_set1_pd(1.0);
        /* vcc: loop at reduce_wide.c:134 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_float a_v = vcc_load(vcc_v2_float, a + i_vec);
            vcc_v2_float t3 = vcc_insert((vcc_v2_float){0}, 0, square(a_v[0]));
            vcc_v2_float t4 = vcc_insert(t3, 1, square(a_v[1]));
            __m128d t5 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)t4)));
            p_v = _mm_mul_pd(p_v, t5);
            vcc_v2_float a_v_1 = vcc_load(vcc_v2_float, a + (i_vec + 2L));
            vcc_v2_float t6 = vcc_insert((vcc_v2_float){0}, 0, square(a_v_1[0]));
            vcc_v2_float t7 = vcc_insert(t6, 1, square(a_v_1[1]));
            __m128d t8 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)t7)));
            p_v_1 = _mm_mul_pd(p_v_1, t8);
            vcc_v2_float a_v_2 = vcc_load(vcc_v2_float, a + (i_vec + 4L));
            vcc_v2_float t9 = vcc_insert((vcc_v2_float){0}, 0, square(a_v_2[0]));
            vcc_v2_float t10 = vcc_insert(t9, 1, square(a_v_2[1]));
            __m128d t11 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)t10)));
            p_v_2 = _mm_mul_pd(p_v_2, t11);
            vcc_v2_float a_v_3 = vcc_load(vcc_v2_float, a + (i_vec + 6L));
            vcc_v2_float t12 = vcc_insert((vcc_v2_float){0}, 0, square(a_v_3[0]));
            vcc_v2_float t13 = vcc_insert(t12, 1, square(a_v_3[1]));
            __m128d t14 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)t13)));
            p_v_3 = _mm_mul_pd(p_v_3, t14);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128d t15 = _mm_mul_pd(p_v, p_v_1);
        __m128d t16 = _mm_mul_pd(t15, p_v_2);
        __m128d t17 = _mm_mul_pd(t16, p_v_3);
        t18 = (int)t2;
        t19 = 1.0 * vcc_sse_reduce_pd(t17, _mm_mul_pd);
    } else {
        t18 = 0;
        t19 = 1.0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 2L) {
        long t21 = t20 & -2L;
        long i_vec_1 = 0L;
        __m128d p_v_4 = _mm_set1_pd(1.0);
        /* vcc: loop at reduce_wide.c:134 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vcc_v2_float a_v_4 = vcc_load(vcc_v2_float, a + ((long)t18 + i_vec_1));
            vcc_v2_float t22 = vcc_insert((vcc_v2_float){0}, 0, square(a_v_4[0]));
            vcc_v2_float t23 = vcc_insert(t22, 1, square(a_v_4[1]));
            __m128d t24 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)t23)));
            p_v_4 = _mm_mul_pd(p_v_4, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        p = t19 * vcc_sse_reduce_pd(p_v_4, _mm_mul_pd);
    } else {
        i = t18;
        p = t19;
    }
    for (; i < n; i++) {
        float t25 = a[i];
        p *= (double)square(t25);
    }
    return p;
}

/* Byte groups: a 16-bit sum and an 8-bit xor. */
uint16_t sum_rgb(int n, const uint8_t *restrict rgb) {
    uint16_t s = 0;
    for (int i = 0; i < n; i++)
        s += (uint16_t)(rgb[3 * i] + 2 * rgb[3 * i + 1] + rgb[3 * i + 2]);
    return s;
}

uint8_t xor_rgb(int n, const uint8_t *restrict rgb) {
    uint8_t x = 0;
    for (int i = 0; i < n; i++)
        x ^= (uint8_t)(rgb[3 * i] + rgb[3 * i + 2]);
    return x;
}

/* Variants of shorts and bytes: 16- and 8-bit reductions (in plans of 16 lanes, the width of
   the int arithmetic C promotes them to). */
/* #pragma omp declare simd notinbranch */
short halve(short x) {
    return (short)(x >> 1);
}

/* vcc: function at reduce_wide.c:157 vector variant _ZGVbN8v_halve of `halve`: VL 8, unmasked, x vector */
__m128i _ZGVbN8v_halve(__m128i x) {
    vcc_v8_int t1 = ({ __m128i vcc_h0 = x; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v8_int t2 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t3 = t1 >> t2;
    __m128i t4 = (__m128i)__builtin_convertvector(t3, vcc_v8_short);
    return t4;
}

/* #pragma omp declare simd notinbranch */
signed char low7(signed char x) {
    return (signed char)(x & 0x7f);
}

/* vcc: function at reduce_wide.c:162 vector variant _ZGVbN16v_low7 of `low7`: VL 16, unmasked, x vector */
__m128i _ZGVbN16v_low7(__m128i x) {
    vcc_v16_int t1 = ({ __m128i vcc_h0 = x; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
    vcc_v16_int t2 = (vcc_v16_int){127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127};
    vcc_v16_int t3 = t1 & t2;
    __m128i t4 = (__m128i)__builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_schar);
    return t4;
}

short sum_halve(int n, const short *a) {
    short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        vcc_v4_ushort s_v = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at reduce_wide.c:168 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_short t3 = vcc_insert((vcc_v4_short){0}, 0, halve(a_v[0]));
            vcc_v4_short t4 = vcc_insert(t3, 1, halve(a_v[1]));
            vcc_v4_short t5 = vcc_insert(t4, 2, halve(a_v[2]));
            vcc_v4_short t6 = vcc_insert(t5, 3, halve(a_v[3]));
            __m128i t7 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t6));
            vcc_v4_ushort t8 = __builtin_convertvector((vcc_v4_int)t7, vcc_v4_ushort);
            s_v = s_v + t8;
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, s_v, +));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        short t9 = a[i];
        s = (short)((int)s + (int)halve(t9));
    }
    return s;
}

unsigned short or_halve(int n, const short *a) {
    unsigned short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        vcc_v4_ushort s_v = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at reduce_wide.c:175 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_short t3 = vcc_insert((vcc_v4_short){0}, 0, halve(a_v[0]));
            vcc_v4_short t4 = vcc_insert(t3, 1, halve(a_v[1]));
            vcc_v4_short t5 = vcc_insert(t4, 2, halve(a_v[2]));
            vcc_v4_short t6 = vcc_insert(t5, 3, halve(a_v[3]));
            vcc_v4_ushort t7 = (vcc_v4_ushort)t6;
            __m128i t8 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t7));
            __m128i t9 = _mm_slli_epi32(t8, 1);
            vcc_v4_ushort t10 = __builtin_convertvector((vcc_v4_int)t9, vcc_v4_ushort);
            s_v = s_v | t10;
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (unsigned short)((unsigned short)0 | vcc_reduce(unsigned short, s_v, |));
    } else {
        i = 0;
        s = (unsigned short)0;
    }
    for (; i < n; i++) {
        short t11 = a[i];
        s = (unsigned short)((int)s | ((int)(unsigned short)halve(t11) << 1));
    }
    return s;
}

signed char xor_low7(int n, const signed char *a) {
    signed char x;
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        vcc_v4_schar x_v = (vcc_v4_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0};
        /* vcc: loop at reduce_wide.c:182 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_schar a_v = vcc_load(vcc_v4_schar, a + i_vec);
            vcc_v4_schar t3 = vcc_insert((vcc_v4_schar){0}, 0, low7(a_v[0]));
            vcc_v4_schar t4 = vcc_insert(t3, 1, low7(a_v[1]));
            vcc_v4_schar t5 = vcc_insert(t4, 2, low7(a_v[2]));
            vcc_v4_schar t6 = vcc_insert(t5, 3, low7(a_v[3]));
            __m128i t7 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)t6));
            vcc_v4_schar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t7, vcc_v4_short), vcc_v4_schar);
            x_v = x_v ^ t8;
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
        x = (signed char)((signed char)0 ^ vcc_reduce(signed char, x_v, ^));
    } else {
        i = 0;
        x = (signed char)0;
    }
    for (; i < n; i++) {
        signed char t9 = a[i];
        x = (signed char)((int)x ^ (int)low7(t9));
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
