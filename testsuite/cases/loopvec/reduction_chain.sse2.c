/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi32(__m128i x) { __m128i z = _mm_setzero_si128(); return _mm_unpacklo_epi16(_mm_unpacklo_epi8(x, z), z); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Reductions updated more than once per iteration (legal/reduction.rs): `s += a[i]; s += b[i];`
   is one reduction whose chain has two updates; the loop-carried value is the second update,
   which does not read the accumulator itself. Subtractions join an integer sum where they
   subtract from the chain (`s -= x` after `s += y`). Must stay scalar: a chain that mixes
   operations, one whose middle value is also stored, and one whose second update subtracts the
   chain from something. */

int two_adds(int n, const int *a, const int *b) {
    int s;
    int t9;
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reduction_chain.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i s_v_5 = _mm_add_epi32((__m128i)s_v, a_v);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            s_v = (vcc_v4_uint)_mm_add_epi32(s_v_5, b_v);
            long t3 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t3));
            __m128i s_v_6 = _mm_add_epi32((__m128i)s_v_1, a_v_1);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t3));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32(s_v_6, b_v_1);
            long t4 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i s_v_7 = _mm_add_epi32((__m128i)s_v_2, a_v_2);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t4));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32(s_v_7, b_v_2);
            long t5 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i s_v_8 = _mm_add_epi32((__m128i)s_v_3, a_v_3);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t5));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32(s_v_8, b_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t6 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t7 = _mm_add_epi32(t6, (__m128i)s_v_2);
        __m128i t8 = _mm_add_epi32(t7, (__m128i)s_v_3);
        t9 = (int)t2;
        t10 = (int)(3U + vcc_sse_reduce_epi32(t8, _mm_add_epi32, unsigned int));
    } else {
        t9 = 0;
        t10 = 3;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reduction_chain.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i s_v_9 = _mm_add_epi32((__m128i)s_v_4, a_v_4);
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t13));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32(s_v_9, b_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        s = (int)((unsigned int)t10 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t9;
        s = t10;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        s = s + a[t14] + b[t14];
    }
    return s;
}

unsigned add_then_sub(int n, const unsigned *a, const unsigned *b) {
    unsigned int s;
    int t13;
    unsigned int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reduction_chain.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = (__m128i)((vcc_v4_uint)a_v * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i s_v_5 = _mm_add_epi32((__m128i)s_v, t3);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            s_v = (vcc_v4_uint)_mm_sub_epi32(s_v_5, b_v);
            long t4 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i t5 = (__m128i)((vcc_v4_uint)a_v_1 * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i s_v_6 = _mm_add_epi32((__m128i)s_v_1, t5);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            s_v_1 = (vcc_v4_uint)_mm_sub_epi32(s_v_6, b_v_1);
            long t6 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t7 = (__m128i)((vcc_v4_uint)a_v_2 * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i s_v_7 = _mm_add_epi32((__m128i)s_v_2, t7);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            s_v_2 = (vcc_v4_uint)_mm_sub_epi32(s_v_7, b_v_2);
            long t8 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t9 = (__m128i)((vcc_v4_uint)a_v_3 * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i s_v_8 = _mm_add_epi32((__m128i)s_v_3, t9);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            s_v_3 = (vcc_v4_uint)_mm_sub_epi32(s_v_8, b_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t10 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t11 = _mm_add_epi32(t10, (__m128i)s_v_2);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)s_v_3);
        t13 = (int)t2;
        t14 = vcc_sse_reduce_epi32(t12, _mm_add_epi32, unsigned int);
    } else {
        t13 = 0;
        t14 = 0U;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reduction_chain.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i t18 = (__m128i)((vcc_v4_uint)a_v_4 * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i s_v_9 = _mm_add_epi32((__m128i)s_v_4, t18);
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            s_v_4 = (vcc_v4_uint)_mm_sub_epi32(s_v_9, b_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s = s + a[t19] * 3U - b[t19];
    }
    return s;
}

/* Three updates, one of them conditional. */
long three_updates(int n, const int *a, const int *b) {
    long s_1;
    int t25;
    long t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at reduction_chain.c:32 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, a + i_vec);
            __m128i t3 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            __m128i s_v_5 = _mm_add_epi64(s_v, t3);
            vcc_v2_int b_v = vcc_load(vcc_v2_int, b + i_vec);
            __m128i t4 = (__m128i)__builtin_convertvector(b_v > (vcc_v2_int){2, 2}, vcc_m2);
            __m128i t5 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v));
            __m128i t6 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t4, t5); });
            __m128i s_v_6 = _mm_add_epi64(s_v_5, t6);
            s_v = _mm_sub_epi64(s_v_6, ((__m128i)(vcc_v2_long){1L, 1L}));
            long t7 = i_vec + 2L;
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, a + t7);
            __m128i t8 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i s_v_7 = _mm_add_epi64(s_v_1, t8);
            vcc_v2_int b_v_1 = vcc_load(vcc_v2_int, b + t7);
            __m128i t9 = (__m128i)__builtin_convertvector(b_v_1 > (vcc_v2_int){2, 2}, vcc_m2);
            __m128i t10 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t11 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t9, t10); });
            __m128i s_v_8 = _mm_add_epi64(s_v_7, t11);
            s_v_1 = _mm_sub_epi64(s_v_8, ((__m128i)(vcc_v2_long){1L, 1L}));
            long t12 = i_vec + 4L;
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, a + t12);
            __m128i t13 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i s_v_9 = _mm_add_epi64(s_v_2, t13);
            vcc_v2_int b_v_2 = vcc_load(vcc_v2_int, b + t12);
            __m128i t14 = (__m128i)__builtin_convertvector(b_v_2 > (vcc_v2_int){2, 2}, vcc_m2);
            __m128i t15 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t16 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t14, t15); });
            __m128i s_v_10 = _mm_add_epi64(s_v_9, t16);
            s_v_2 = _mm_sub_epi64(s_v_10, ((__m128i)(vcc_v2_long){1L, 1L}));
            long t17 = i_vec + 6L;
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, a + t17);
            __m128i t18 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i s_v_11 = _mm_add_epi64(s_v_3, t18);
            vcc_v2_int b_v_3 = vcc_load(vcc_v2_int, b + t17);
            __m128i t19 = (__m128i)__builtin_convertvector(b_v_3 > (vcc_v2_int){2, 2}, vcc_m2);
            __m128i t20 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t21 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t19, t20); });
            __m128i s_v_12 = _mm_add_epi64(s_v_11, t21);
            s_v_3 = _mm_sub_epi64(s_v_12, ((__m128i)(vcc_v2_long){1L, 1L}));
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t22 = _mm_add_epi64(s_v, s_v_1);
        __m128i t23 = _mm_add_epi64(t22, s_v_2);
        __m128i t24 = _mm_add_epi64(t23, s_v_3);
        t25 = (int)t2;
        t26 = (long)(18446744073709551611UL + vcc_sse_reduce_epi64(t24, _mm_add_epi64, unsigned long));
    } else {
        t25 = 0;
        t26 = -5L;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at reduction_chain.c:32 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, a + t29);
            __m128i t30 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i s_v_13 = _mm_add_epi64(s_v_4, t30);
            vcc_v2_int b_v_4 = vcc_load(vcc_v2_int, b + t29);
            __m128i t31 = (__m128i)__builtin_convertvector(b_v_4 > (vcc_v2_int){2, 2}, vcc_m2);
            __m128i t32 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t33 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t31, t32); });
            __m128i s_v_14 = _mm_add_epi64(s_v_13, t33);
            s_v_4 = _mm_sub_epi64(s_v_14, ((__m128i)(vcc_v2_long){1L, 1L}));
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        s_1 = (long)((unsigned long)t26 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t25;
        s_1 = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        long s = s_1 + (long)a[t34];
        int t35 = b[t34];
        if (t35 > 2) {
            s += (long)t35;
        }
        s_1 = s - 1L;
    }
    return s_1;
}

/* Two maxima in one chain. */
int two_max(int n, const int *a, const int *b) {
    int m_1;
    int t9;
    int t10;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int m_v = (vcc_v4_int)_mm_set1_epi32(-1000);
        long i_vec = 0L;
        vcc_v4_int m_v_1 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_2 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_3 = (vcc_v4_int)(__m128i)m_v;
        /* vcc: loop at reduction_chain.c:44 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i m_v_5 = vcc_sse2_max_epi32(a_v, (__m128i)m_v);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            m_v = (vcc_v4_int)vcc_sse2_max_epi32(b_v, m_v_5);
            long t3 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t3));
            __m128i m_v_6 = vcc_sse2_max_epi32(a_v_1, (__m128i)m_v_1);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t3));
            m_v_1 = (vcc_v4_int)vcc_sse2_max_epi32(b_v_1, m_v_6);
            long t4 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i m_v_7 = vcc_sse2_max_epi32(a_v_2, (__m128i)m_v_2);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t4));
            m_v_2 = (vcc_v4_int)vcc_sse2_max_epi32(b_v_2, m_v_7);
            long t5 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i m_v_8 = vcc_sse2_max_epi32(a_v_3, (__m128i)m_v_3);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t5));
            m_v_3 = (vcc_v4_int)vcc_sse2_max_epi32(b_v_3, m_v_8);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t6 = vcc_sse2_max_epi32((__m128i)m_v, (__m128i)m_v_1);
        __m128i t7 = vcc_sse2_max_epi32(t6, (__m128i)m_v_2);
        __m128i t8 = vcc_sse2_max_epi32(t7, (__m128i)m_v_3);
        t9 = (int)t2;
        t10 = vcc_sse_reduce_epi32(t8, vcc_sse2_max_epi32, int);
    } else {
        t9 = 0;
        t10 = -1000;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        vcc_v4_int m_v_4 = (vcc_v4_int)_mm_set1_epi32((int)t10);
        long i_vec_1 = 0L;
        /* vcc: loop at reduction_chain.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i m_v_9 = vcc_sse2_max_epi32(a_v_4, (__m128i)m_v_4);
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t13));
            m_v_4 = (vcc_v4_int)vcc_sse2_max_epi32(b_v_4, m_v_9);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        m_2 = vcc_sse_reduce_epi32((__m128i)m_v_4, vcc_sse2_max_epi32, int);
    } else {
        i = t9;
        m_2 = t10;
    }
    for (; i < n; i++, m_2 = m_1) {
        long t14 = (long)i;
        int m = a[t14];
        if (m <= m_2) {
            m = m_2;
        }
        m_1 = b[t14];
        if (m_1 <= m) {
            m_1 = m;
        }
    }
    return m_2;
}

/* XOR and AND chains of bytes. */
unsigned char two_xors(int n, const unsigned char *p, const unsigned char *q) {
    unsigned char h;
    int t29;
    unsigned char t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar h_v = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar h_v_1 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar h_v_2 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar h_v_3 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at reduction_chain.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar p_v = vcc_load(vcc_v4_uchar, p + i_vec);
            __m128i t3 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)p_v));
            vcc_v4_uchar t4 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t3, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t5 = h_v ^ t4;
            vcc_v4_uchar q_v = vcc_load(vcc_v4_uchar, q + i_vec);
            __m128i t6 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)q_v));
            vcc_v4_uchar t7 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t6, vcc_v4_short), vcc_v4_uchar);
            h_v = t5 ^ t7;
            long t8 = i_vec + 4L;
            vcc_v4_uchar p_v_1 = vcc_load(vcc_v4_uchar, p + t8);
            __m128i t9 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)p_v_1));
            vcc_v4_uchar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t9, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t11 = h_v_1 ^ t10;
            vcc_v4_uchar q_v_1 = vcc_load(vcc_v4_uchar, q + t8);
            __m128i t12 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)q_v_1));
            vcc_v4_uchar t13 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t12, vcc_v4_short), vcc_v4_uchar);
            h_v_1 = t11 ^ t13;
            long t14 = i_vec + 8L;
            vcc_v4_uchar p_v_2 = vcc_load(vcc_v4_uchar, p + t14);
            __m128i t15 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)p_v_2));
            vcc_v4_uchar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t15, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t17 = h_v_2 ^ t16;
            vcc_v4_uchar q_v_2 = vcc_load(vcc_v4_uchar, q + t14);
            __m128i t18 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)q_v_2));
            vcc_v4_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t18, vcc_v4_short), vcc_v4_uchar);
            h_v_2 = t17 ^ t19;
            long t20 = i_vec + 12L;
            vcc_v4_uchar p_v_3 = vcc_load(vcc_v4_uchar, p + t20);
            __m128i t21 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)p_v_3));
            vcc_v4_uchar t22 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t21, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t23 = h_v_3 ^ t22;
            vcc_v4_uchar q_v_3 = vcc_load(vcc_v4_uchar, q + t20);
            __m128i t24 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)q_v_3));
            vcc_v4_uchar t25 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t24, vcc_v4_short), vcc_v4_uchar);
            h_v_3 = t23 ^ t25;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t26 = h_v ^ h_v_1;
        vcc_v4_uchar t27 = t26 ^ h_v_2;
        vcc_v4_uchar t28 = t27 ^ h_v_3;
        t29 = (int)t2;
        t30 = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t28, ^));
    } else {
        t29 = 0;
        t30 = (unsigned char)90;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar h_v_4 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at reduction_chain.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t29 + i_vec_1;
            vcc_v4_uchar p_v_4 = vcc_load(vcc_v4_uchar, p + t33);
            __m128i t34 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)p_v_4));
            vcc_v4_uchar t35 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t34, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t36 = h_v_4 ^ t35;
            vcc_v4_uchar q_v_4 = vcc_load(vcc_v4_uchar, q + t33);
            __m128i t37 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)q_v_4));
            vcc_v4_uchar t38 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t37, vcc_v4_short), vcc_v4_uchar);
            h_v_4 = t36 ^ t38;
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t29 + t32);
        h = (unsigned char)(t30 ^ vcc_reduce(unsigned char, h_v_4, ^));
    } else {
        i = t29;
        h = t30;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        h = (unsigned char)((int)(unsigned char)((int)h ^ (int)p[t39]) ^ (int)q[t39]);
    }
    return h;
}

/* A float sum of two updates stays scalar without --fast-math: an in-order vector sum
   (ordered.rs) takes one update per iteration. */
float two_float_adds(int n, const float *a, const float *b) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s += b[i];
    }
    return s;
}

/* Must stay scalar. */
unsigned mixed_ops(int n, const int *a, const int *b) {
    unsigned s = 1;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s *= b[i] | 1u;
    }
    return s;
}

int middle_stored(int n, const int *a, const int *b, int *restrict mid) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        mid[i] = s;
        s += b[i];
    }
    return s;
}

int reversed_sub(int n, const int *a, const int *b) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s = b[i] - s;
    }
    return s;
}

int main(void) {
    int n;
    int t1;
    int t30;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *x = (int *)new_array(n, 4UL);
        int *y = (int *)new_array(n, 4UL);
        int *mid = (int *)new_array(n, 4UL);
        unsigned int *u = (unsigned int *)new_array(n, 4UL);
        unsigned int *v = (unsigned int *)new_array(n, 4UL);
        unsigned char *p = (unsigned char *)new_array(n, 1UL);
        unsigned char *q = (unsigned char *)new_array(n, 1UL);
        void *t2 = new_array(n, 4UL);
        float *f = (float *)t2;
        void *t3 = new_array(n, 4UL);
        float *g = (float *)t3;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = -40 + (int)(next_rand() % 90U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = -3 + (int)(next_rand() % 9U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            u[fill_idx_2] = (unsigned int)(int)(next_rand() % 1073741824U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            v[fill_idx_3] = (unsigned int)(int)(next_rand() % 2147483648U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            p[fill_idx_4] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            q[fill_idx_5] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            f[fill_idx_6] = (float)(-8 + (int)(next_rand() % 17U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            g[fill_idx_7] = (float)(-2 + (int)(next_rand() % 5U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        long t7 = (long)((unsigned long)t3 - (unsigned long)t2);
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        long t9 = (long)((unsigned long)t3 - (unsigned long)t2);
        if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t5) | (((t7 <= 0L) | (t7 >= 64L)) & ((t8 <= 0L) | (t8 >= 64L)) & ((t9 <= 0L) | (t9 >= 64L))))) {
            long t10 = t4 & -16L;
            long i_vec = 0L;
            /* vcc: loop at reduction_chain.c:116 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 107:20 and the value of the call to `new_array` at 107:54 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
            do {
                float *t11 = f + i_vec;
                __m128 f_v = _mm_loadu_ps(t11);
                __m128 t12 = _mm_mul_ps(f_v, _mm_set1_ps(0.37f));
                _mm_storeu_ps(t11, t12);
                float *t13 = g + i_vec;
                __m128 g_v = _mm_loadu_ps(t13);
                __m128 t14 = _mm_mul_ps(g_v, _mm_set1_ps(0.0015f));
                _mm_storeu_ps(t13, t14);
                long t15 = i_vec + 4L;
                float *t16 = f + t15;
                __m128 f_v_1 = _mm_loadu_ps(t16);
                __m128 t17 = _mm_mul_ps(f_v_1, _mm_set1_ps(0.37f));
                _mm_storeu_ps(t16, t17);
                float *t18 = g + t15;
                __m128 g_v_1 = _mm_loadu_ps(t18);
                __m128 t19 = _mm_mul_ps(g_v_1, _mm_set1_ps(0.0015f));
                _mm_storeu_ps(t18, t19);
                long t20 = i_vec + 8L;
                float *t21 = f + t20;
                __m128 f_v_2 = _mm_loadu_ps(t21);
                __m128 t22 = _mm_mul_ps(f_v_2, _mm_set1_ps(0.37f));
                _mm_storeu_ps(t21, t22);
                float *t23 = g + t20;
                __m128 g_v_2 = _mm_loadu_ps(t23);
                __m128 t24 = _mm_mul_ps(g_v_2, _mm_set1_ps(0.0015f));
                _mm_storeu_ps(t23, t24);
                long t25 = i_vec + 12L;
                float *t26 = f + t25;
                __m128 f_v_3 = _mm_loadu_ps(t26);
                __m128 t27 = _mm_mul_ps(f_v_3, _mm_set1_ps(0.37f));
                _mm_storeu_ps(t26, t27);
                float *t28 = g + t25;
                __m128 g_v_3 = _mm_loadu_ps(t28);
                __m128 t29 = _mm_mul_ps(g_v_3, _mm_set1_ps(0.0015f));
                _mm_storeu_ps(t28, t29);
                i_vec += 16L;
            } while (i_vec < t10);
            t30 = (int)t10;
        } else {
            t30 = 0;
        }
        long t31 = (long)n + (long)t30 * -1L;
        unsigned long t32 = (unsigned long)t2;
        unsigned long t33 = (unsigned long)t3;
        long t34 = (long)((unsigned long)t3 + (unsigned long)((long)t30 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t30 * 4L)));
        long t35 = (long)((unsigned long)t3 + (unsigned long)((long)t30 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t30 * 4L)));
        long t36 = (long)((unsigned long)t3 + (unsigned long)((long)t30 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t30 * 4L)));
        if ((t31 >= 4L) & (((t32 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t33 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t30 * 4L))) | (((t34 <= 0L) | (t34 >= 16L)) & ((t35 <= 0L) | (t35 >= 16L)) & ((t36 <= 0L) | (t36 >= 16L))))) {
            long t37 = t31 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduction_chain.c:116 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 107:20 and the value of the call to `new_array` at 107:54 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t38 = (long)t30 + i_vec_1;
                float *t39 = f + t38;
                __m128 f_v_4 = _mm_loadu_ps(t39);
                __m128 t40 = _mm_mul_ps(f_v_4, _mm_set1_ps(0.37f));
                _mm_storeu_ps(t39, t40);
                float *t41 = g + t38;
                __m128 g_v_4 = _mm_loadu_ps(t41);
                __m128 t42 = _mm_mul_ps(g_v_4, _mm_set1_ps(0.0015f));
                _mm_storeu_ps(t41, t42);
                i_vec_1 += 4L;
            } while (i_vec_1 < t37);
            i = (int)((long)t30 + t37);
        } else {
            i = t30;
        }
        for (; i < n; i++) {
            long t43 = (long)i;
            float *t44 = f + t43;
            *t44 = *t44 * 0.37f;
            float *t45 = g + t43;
            *t45 = *t45 * 0.0015f;
        }
        unsigned char t46 = two_xors(n, p, q);
        const int *t47 = y;
        const int *t48 = x;
        int t49 = two_max(n, t48, t47);
        long t50 = three_updates(n, t48, t47);
        unsigned int t51 = add_then_sub(n, u, v);
        printf("n=%d adds=%d addsub=%u three=%ld max=%d xor=%u", n, two_adds(n, t48, t47), t51, t50, t49, (int)t46);
        unsigned int t52 = mixed_ops(n, t48, t47);
        printf(" fadds=%a mixed=%u", (double)two_float_adds(n, f, g), t52);
        printf(" mid=%d", middle_stored(n, t48, t47, mid));
        int t53 = reversed_sub(n, t48, t47);
        printf(" %llx rev=%d\n", (unsigned long long)hash_bytes((const void *)mid, (unsigned long)n * 4UL), t53);
        free((void *)x);
        free((void *)y);
        free((void *)mid);
        free((void *)u);
        free((void *)v);
        free((void *)p);
        free((void *)q);
        free((void *)f);
        free((void *)g);
    }
}
