/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

/* vcc-test: expect-vectorized generic=7 avx2=7 sse4.2=7 sse2=6 neon=6 */
/* Loops counted by an unsigned count that goes down to zero, as C libraries write them
 * (zlib, lz4): `if (n) do { ... } while (--n);` and `while (n--)`. The count wraps in its own
 * type: `--n != 0` stops after n0 iterations for n0 >= 1, and after 2^bits iterations for
 * n0 == 0 (which these callers never pass, so the kernels test it first). With a step of one
 * toward a `!=` bound the count is exact modulo 2^bits; vcc computes it as a wide integer and
 * runs the vector loop only when that is in range. */
#include "harness.h"

/* A sum of bytes through a pointer that walks, 32-bit count. */
__attribute__((target("sse4.2"))) unsigned sum_bytes(const unsigned char *buf, unsigned len) {
    unsigned int s;
    unsigned int len_1;
    unsigned int t10;
    const unsigned char *t11;
    unsigned int t12;
    const unsigned char *buf_1;
    unsigned int s_1;
    if (len) {
        long t1 = (long)len + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long len_vec = 0L;
            vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
            vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
            vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
            vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
            /* vcc: loop at count_down_unsigned.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                vcc_v4_uchar buf_v = vcc_load(vcc_v4_uchar, buf + len_vec);
                __m128i t3 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)buf_v));
                s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t3);
                vcc_v4_uchar buf_v_1 = vcc_load(vcc_v4_uchar, buf + (len_vec + 4L));
                __m128i t4 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)buf_v_1));
                s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t4);
                vcc_v4_uchar buf_v_2 = vcc_load(vcc_v4_uchar, buf + (len_vec + 8L));
                __m128i t5 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)buf_v_2));
                s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t5);
                vcc_v4_uchar buf_v_3 = vcc_load(vcc_v4_uchar, buf + (len_vec + 12L));
                __m128i t6 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)buf_v_3));
                s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t6);
                len_vec += 16L;
            } while (len_vec < t2);
            __m128i t7 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
            __m128i t8 = _mm_add_epi32(t7, (__m128i)s_v_2);
            __m128i t9 = _mm_add_epi32(t8, (__m128i)s_v_3);
            t10 = vcc_sse_reduce_epi32(t9, _mm_add_epi32, unsigned int);
            t11 = buf + t2;
            t12 = (unsigned int)((long)len + t2 * -1L);
        } else {
            t10 = 0U;
            t11 = buf;
            t12 = len;
        }
        long t13 = (long)t12 + -1L;
        if (t13 >= 4L) {
            long t14 = t13 & -4L;
            long len_vec_1 = 0L;
            vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
            /* vcc: loop at count_down_unsigned.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                vcc_v4_uchar buf_v_4 = vcc_load(vcc_v4_uchar, t11 + len_vec_1);
                __m128i t15 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)buf_v_4));
                s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t15);
                len_vec_1 += 4L;
            } while (len_vec_1 < t14);
            s = t10 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int);
            buf_1 = t11 + t14;
            len_1 = (unsigned int)((long)t12 + t14 * -1L);
        } else {
            s = t10;
            buf_1 = t11;
            len_1 = t12;
        }
        for (;;) {
            const unsigned char *buf_2 = buf_1 + 1;
            s += (unsigned int)*buf_1;
            len_1--;
            if (!len_1) {
                s_1 = s;
                break;
            }
            buf_1 = buf_2;
        }
    } else {
        s_1 = 0U;
    }
    return s_1;
}

/* A copy with negation, 64-bit count, the count used after the loop. */
__attribute__((target("sse4.2"))) size_t negate_copy(float *restrict dst, const float *restrict src, size_t n) {
    unsigned long done;
    unsigned long n_1;
    float *t10;
    const float *t11;
    unsigned long t12;
    unsigned long t13;
    float *dst_1;
    const float *src_1;
    unsigned long done_1;
    unsigned long n_2;
    if (n != 0UL) {
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long done_vec = 0L;
            /* vcc: loop at count_down_unsigned.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                __m128 src_v = _mm_loadu_ps(src + done_vec);
                __m128 t3 = _mm_xor_ps(src_v, _mm_set1_ps(-0.0f));
                _mm_storeu_ps(dst + done_vec, t3);
                long t4 = done_vec + 4L;
                __m128 src_v_1 = _mm_loadu_ps(src + t4);
                __m128 t5 = _mm_xor_ps(src_v_1, _mm_set1_ps(-0.0f));
                _mm_storeu_ps(dst + t4, t5);
                long t6 = done_vec + 8L;
                __m128 src_v_2 = _mm_loadu_ps(src + t6);
                __m128 t7 = _mm_xor_ps(src_v_2, _mm_set1_ps(-0.0f));
                _mm_storeu_ps(dst + t6, t7);
                long t8 = done_vec + 12L;
                __m128 src_v_3 = _mm_loadu_ps(src + t8);
                __m128 t9 = _mm_xor_ps(src_v_3, _mm_set1_ps(-0.0f));
                _mm_storeu_ps(dst + t8, t9);
                done_vec += 16L;
            } while (done_vec < t2);
            t10 = dst + t2;
            t11 = src + t2;
            t12 = (unsigned long)t2;
            t13 = n + (unsigned long)(t2 * -1L);
        } else {
            t10 = dst;
            t11 = src;
            t12 = 0UL;
            t13 = n;
        }
        long t14 = (long)t13 + -1L;
        unsigned long t15 = (unsigned long)t10;
        unsigned long t16 = (unsigned long)t11;
        long t17 = (long)((unsigned long)t10 - (unsigned long)t11);
        if ((t14 >= 4L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 16L)))) {
            long t18 = t14 & -4L;
            long done_vec_1 = 0L;
            /* vcc: loop at count_down_unsigned.c:25 vector epilogue: VF 4, UF 1, run-time check: a value merged from several paths at 25:14 and a value merged from several paths at 25:14 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                __m128 src_v_4 = _mm_loadu_ps(t11 + done_vec_1);
                __m128 t19 = _mm_xor_ps(src_v_4, _mm_set1_ps(-0.0f));
                _mm_storeu_ps(t10 + done_vec_1, t19);
                done_vec_1 += 4L;
            } while (done_vec_1 < t18);
            dst_1 = t10 + t18;
            src_1 = t11 + t18;
            done = t12 + (unsigned long)t18;
            n_1 = t13 + (unsigned long)(t18 * -1L);
        } else {
            dst_1 = t10;
            src_1 = t11;
            done = t12;
            n_1 = t13;
        }
        for (;;) {
            float *dst_2 = dst_1 + 1;
            const float *src_2 = src_1 + 1;
            *dst_1 = -*src_1;
            done++;
            n_1--;
            if (n_1 == 0UL) {
                done_1 = done;
                n_2 = n_1;
                break;
            }
            dst_1 = dst_2;
            src_1 = src_2;
        }
    } else {
        done_1 = 0UL;
        n_2 = n;
    }
    return done_1 + n_2;
}

/* `while (n--)`: the test reads the count before the decrement. */
__attribute__((target("sse4.2"))) void scale_while(int *restrict a, const int *restrict b, unsigned n, int k) {
    unsigned int t10;
    int *t11;
    const int *t12;
    unsigned int n_1;
    int *a_1;
    const int *b_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i k_v = _mm_set1_epi32((int)k);
        long n_vec = 0L;
        /* vcc: loop at count_down_unsigned.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + n_vec));
            __m128i t3 = _mm_mullo_epi32(b_v, k_v);
            _mm_storeu_si128((__m128i *)(a + n_vec), t3);
            long t4 = n_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = _mm_mullo_epi32(b_v_1, k_v);
            _mm_storeu_si128((__m128i *)(a + t4), t5);
            long t6 = n_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = _mm_mullo_epi32(b_v_2, k_v);
            _mm_storeu_si128((__m128i *)(a + t6), t7);
            long t8 = n_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_mullo_epi32(b_v_3, k_v);
            _mm_storeu_si128((__m128i *)(a + t8), t9);
            n_vec += 16L;
        } while (n_vec < t2);
        t10 = (unsigned int)((long)n + t2 * -1L);
        t11 = a + t2;
        t12 = b + t2;
    } else {
        t10 = n;
        t11 = a;
        t12 = b;
    }
    long t13 = (long)t10;
    unsigned long t14 = (unsigned long)t11;
    unsigned long t15 = (unsigned long)t12;
    long t16 = (long)((unsigned long)t11 - (unsigned long)t12);
    if ((t13 >= 4L) & (((t14 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t14) | ((t16 <= 0L) | (t16 >= 16L)))) {
        long t17 = t13 & -4L;
        __m128i k_v_1 = _mm_set1_epi32((int)k);
        long n_vec_1 = 0L;
        /* vcc: loop at count_down_unsigned.c:34 vector epilogue: VF 4, UF 1, run-time check: a value merged from several paths at 34:12 and a value merged from several paths at 34:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(t12 + n_vec_1));
            __m128i t18 = _mm_mullo_epi32(b_v_4, k_v_1);
            _mm_storeu_si128((__m128i *)(t11 + n_vec_1), t18);
            n_vec_1 += 4L;
        } while (n_vec_1 < t17);
        n_1 = (unsigned int)((long)t10 + t17 * -1L);
        a_1 = t11 + t17;
        b_1 = t12 + t17;
    } else {
        n_1 = t10;
        a_1 = t11;
        b_1 = t12;
    }
    for (;;) {
        unsigned int n_2 = n_1 - 1U;
        if (!n_1) {
            break;
        }
        *a_1 = *b_1 * k;
        n_1 = n_2;
        a_1 = a_1 + 1;
        b_1 = b_1 + 1;
    }
}

/* A 16-bit count: 2^16 iterations for n0 == 0 would run off these arrays, so the caller
 * never passes 0; the count is still computed in the count's own width. */
__attribute__((target("sse4.2"))) void add_u16(short *restrict a, const short *restrict b, unsigned short n) {
    unsigned short n_1;
    short *t14;
    const short *t15;
    unsigned short t16;
    short *a_1;
    const short *b_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long n_vec = 0L;
            /* vcc: loop at count_down_unsigned.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                short *t3 = a + n_vec;
                __m128i a_v = _mm_loadu_si128((const __m128i *)t3);
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + n_vec));
                __m128i t4 = _mm_add_epi16(a_v, b_v);
                _mm_storeu_si128((__m128i *)t3, t4);
                long t5 = n_vec + 8L;
                short *t6 = a + t5;
                __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t6);
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
                __m128i t7 = _mm_add_epi16(a_v_1, b_v_1);
                _mm_storeu_si128((__m128i *)t6, t7);
                long t8 = n_vec + 16L;
                short *t9 = a + t8;
                __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t9);
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t8));
                __m128i t10 = _mm_add_epi16(a_v_2, b_v_2);
                _mm_storeu_si128((__m128i *)t9, t10);
                long t11 = n_vec + 24L;
                short *t12 = a + t11;
                __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t12);
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
                __m128i t13 = _mm_add_epi16(a_v_3, b_v_3);
                _mm_storeu_si128((__m128i *)t12, t13);
                n_vec += 32L;
            } while (n_vec < t2);
            t14 = a + t2;
            t15 = b + t2;
            t16 = (unsigned short)((long)n + t2 * -1L);
        } else {
            t14 = a;
            t15 = b;
            t16 = n;
        }
        long t17 = (long)t16 + -1L;
        unsigned long t18 = (unsigned long)t14;
        unsigned long t19 = (unsigned long)t15;
        long t20 = (long)((unsigned long)t14 - (unsigned long)t15);
        if ((t17 >= 8L) & (((t18 + (unsigned long)(2L + (t17 - 1L) * 2L)) <= t19) | ((t19 + (unsigned long)(2L + (t17 - 1L) * 2L)) <= t18) | ((t20 <= 0L) | (t20 >= 16L)))) {
            long t21 = t17 & -8L;
            long n_vec_1 = 0L;
            /* vcc: loop at count_down_unsigned.c:43 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 43:14 and a value merged from several paths at 43:14 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                short *t22 = t14 + n_vec_1;
                __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t22);
                __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(t15 + n_vec_1));
                __m128i t23 = _mm_add_epi16(a_v_4, b_v_4);
                _mm_storeu_si128((__m128i *)t22, t23);
                n_vec_1 += 8L;
            } while (n_vec_1 < t21);
            a_1 = t14 + t21;
            b_1 = t15 + t21;
            n_1 = (unsigned short)((long)t16 + t21 * -1L);
        } else {
            a_1 = t14;
            b_1 = t15;
            n_1 = t16;
        }
        for (;;) {
            short *a_2 = a_1 + 1;
            const short *b_2 = b_1 + 1;
            *a_1 = (short)((int)*a_1 + (int)*b_1);
            n_1 = (unsigned short)((int)n_1 - 1);
            if (!n_1) {
                break;
            }
            a_1 = a_2;
            b_1 = b_2;
        }
    }
}

/* The count also indexes the arrays from the top (`a[n - 1]`), counting down. */
__attribute__((target("sse4.2"))) long dot_down(const int *a, const int *b, unsigned long n) {
    long s;
    unsigned long n_1;
    long t30;
    unsigned long t31;
    long s_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 8L) {
            long t2 = t1 & -8L;
            long n_vec = 0L;
            __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            /* vcc: loop at count_down_unsigned.c:52 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            do {
                long t3 = (long)(n + (unsigned long)(n_vec * -1L) - 1UL);
                vcc_v2_int t4 = vcc_load(vcc_v2_int, a + t3 + -1);
                __m128i t5 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t4));
                vcc_v2_int t6 = vcc_load(vcc_v2_int, b + t3 + -1);
                __m128i t7 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t6));
                __m128i t8 = _mm_mul_epi32(t5, t7);
                s_v = _mm_add_epi64(s_v, t8);
                long t9 = (long)(n + (unsigned long)((n_vec + 2L) * -1L) - 1UL);
                vcc_v2_int t10 = vcc_load(vcc_v2_int, a + t9 + -1);
                __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t10));
                vcc_v2_int t12 = vcc_load(vcc_v2_int, b + t9 + -1);
                __m128i t13 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t12));
                __m128i t14 = _mm_mul_epi32(t11, t13);
                s_v_1 = _mm_add_epi64(s_v_1, t14);
                long t15 = (long)(n + (unsigned long)((n_vec + 4L) * -1L) - 1UL);
                vcc_v2_int t16 = vcc_load(vcc_v2_int, a + t15 + -1);
                __m128i t17 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t16));
                vcc_v2_int t18 = vcc_load(vcc_v2_int, b + t15 + -1);
                __m128i t19 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t18));
                __m128i t20 = _mm_mul_epi32(t17, t19);
                s_v_2 = _mm_add_epi64(s_v_2, t20);
                long t21 = (long)(n + (unsigned long)((n_vec + 6L) * -1L) - 1UL);
                vcc_v2_int t22 = vcc_load(vcc_v2_int, a + t21 + -1);
                __m128i t23 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t22));
                vcc_v2_int t24 = vcc_load(vcc_v2_int, b + t21 + -1);
                __m128i t25 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t24));
                __m128i t26 = _mm_mul_epi32(t23, t25);
                s_v_3 = _mm_add_epi64(s_v_3, t26);
                n_vec += 8L;
            } while (n_vec < t2);
            __m128i t27 = _mm_add_epi64(s_v, s_v_1);
            __m128i t28 = _mm_add_epi64(t27, s_v_2);
            __m128i t29 = _mm_add_epi64(t28, s_v_3);
            t30 = (long)vcc_sse_reduce_epi64(t29, _mm_add_epi64, unsigned long);
            t31 = n + (unsigned long)(t2 * -1L);
        } else {
            t30 = 0L;
            t31 = n;
        }
        long t32 = (long)t31 + -1L;
        if (t32 >= 2L) {
            long t33 = t32 & -2L;
            long n_vec_1 = 0L;
            __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
            /* vcc: loop at count_down_unsigned.c:52 vector epilogue: VF 2, UF 1, scalar epilogue */
            do {
                long t34 = (long)(t31 + (unsigned long)(n_vec_1 * -1L) - 1UL);
                vcc_v2_int t35 = vcc_load(vcc_v2_int, a + t34 + -1);
                __m128i t36 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t35));
                vcc_v2_int t37 = vcc_load(vcc_v2_int, b + t34 + -1);
                __m128i t38 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t37));
                __m128i t39 = _mm_mul_epi32(t36, t38);
                s_v_4 = _mm_add_epi64(s_v_4, t39);
                n_vec_1 += 2L;
            } while (n_vec_1 < t33);
            s = (long)((unsigned long)t30 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
            n_1 = t31 + (unsigned long)(t33 * -1L);
        } else {
            s = t30;
            n_1 = t31;
        }
        for (;;) {
            n_1--;
            long t40 = (long)n_1;
            s += (long)a[t40] * (long)b[t40];
            if (!n_1) {
                s_1 = s;
                break;
            }
        }
    } else {
        s_1 = 0L;
    }
    return s_1;
}

/* An up-counting unsigned index compared with `!=`. */
__attribute__((target("sse4.2"))) unsigned sum_up_ne(const unsigned *a, unsigned lo, unsigned hi) {
    unsigned int s;
    unsigned int t14;
    unsigned int t15;
    unsigned int i;
    long t1 = (long)lo * -1L + (long)hi;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32((int)lo);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at count_down_unsigned.c:60 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t5 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i a_v = (__m128i)vcc_gather(vcc_v4_uint, a, (vcc_v4_uint)(__m128i)i_v);
            __m128i a_v_1 = (__m128i)vcc_gather(vcc_v4_uint, a, (vcc_v4_uint)t4);
            __m128i a_v_2 = (__m128i)vcc_gather(vcc_v4_uint, a, (vcc_v4_uint)t5);
            __m128i a_v_3 = (__m128i)vcc_gather(vcc_v4_uint, a, (vcc_v4_uint)t6);
            __m128i t7 = _mm_mullo_epi32(a_v, _mm_set1_epi32(3));
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t7);
            __m128i t8 = _mm_mullo_epi32(a_v_1, _mm_set1_epi32(3));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t8);
            __m128i t9 = _mm_mullo_epi32(a_v_2, _mm_set1_epi32(3));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t9);
            __m128i t10 = _mm_mullo_epi32(a_v_3, _mm_set1_epi32(3));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t10);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        __m128i t11 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)s_v_2);
        __m128i t13 = _mm_add_epi32(t12, (__m128i)s_v_3);
        t14 = (unsigned int)((long)lo + t2);
        t15 = vcc_sse_reduce_epi32(t13, _mm_add_epi32, unsigned int);
    } else {
        t14 = lo;
        t15 = 0U;
    }
    long t16 = (long)hi + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        __m128i t18 = _mm_set1_epi32((int)t14);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at count_down_unsigned.c:60 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = (__m128i)vcc_gather(vcc_v4_uint, a, (vcc_v4_uint)(__m128i)i_v_1);
            __m128i t19 = _mm_mullo_epi32(a_v_4, _mm_set1_epi32(3));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t19);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t17);
        i = (unsigned int)((long)t14 + t17);
        s = t15 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int);
    } else {
        i = t14;
        s = t15;
    }
    for (; i != hi; i++) {
        s += a[i] * 3U;
    }
    return s;
}

/* No guard: an 8-bit count of 0 runs 256 times, which the vector loop must leave to the
 * scalar loop (its count, -1 as a wide integer, runs no vector iteration). */
__attribute__((target("sse4.2"))) int sum_u8_count(const int *a, unsigned char n) {
    int s;
    unsigned char n_1;
    int t18;
    const int *t19;
    unsigned char t20;
    const int *a_1;
    long t1 = (long)n + -1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_uchar t3 = (vcc_v4_uchar){n, n, n, n};
        vcc_v4_uchar n_v = t3 + (vcc_v4_uchar){(unsigned char)0, (unsigned char)255, (unsigned char)254, (unsigned char)253};
        long n_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at count_down_unsigned.c:70 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + n_vec));
            __m128i t4 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)n_v));
            __m128i t5 = _mm_xor_si128(a_v, t4);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t5);
            vcc_v4_uchar t6 = n_v + (vcc_v4_uchar){(unsigned char)252, (unsigned char)252, (unsigned char)252, (unsigned char)252};
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (n_vec + 4L)));
            __m128i t7 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t6));
            __m128i t8 = _mm_xor_si128(a_v_1, t7);
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t8);
            vcc_v4_uchar t9 = n_v + (vcc_v4_uchar){(unsigned char)248, (unsigned char)248, (unsigned char)248, (unsigned char)248};
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (n_vec + 8L)));
            __m128i t10 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t9));
            __m128i t11 = _mm_xor_si128(a_v_2, t10);
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t11);
            vcc_v4_uchar t12 = n_v + (vcc_v4_uchar){(unsigned char)244, (unsigned char)244, (unsigned char)244, (unsigned char)244};
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (n_vec + 12L)));
            __m128i t13 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t12));
            __m128i t14 = _mm_xor_si128(a_v_3, t13);
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t14);
            n_vec += 16L;
            n_v = n_v + (vcc_v4_uchar){(unsigned char)240, (unsigned char)240, (unsigned char)240, (unsigned char)240};
        } while (n_vec < t2);
        __m128i t15 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t16 = _mm_add_epi32(t15, (__m128i)s_v_2);
        __m128i t17 = _mm_add_epi32(t16, (__m128i)s_v_3);
        t18 = (int)vcc_sse_reduce_epi32(t17, _mm_add_epi32, unsigned int);
        t19 = a + t2;
        t20 = (unsigned char)((long)n + t2 * -1L);
    } else {
        t18 = 0;
        t19 = a;
        t20 = n;
    }
    long t21 = (long)t20 + -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        vcc_v4_uchar t23 = (vcc_v4_uchar){t20, t20, t20, t20};
        vcc_v4_uchar n_v_1 = t23 + (vcc_v4_uchar){(unsigned char)0, (unsigned char)255, (unsigned char)254, (unsigned char)253};
        long n_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at count_down_unsigned.c:70 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(t19 + n_vec_1));
            __m128i t24 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)n_v_1));
            __m128i t25 = _mm_xor_si128(a_v_4, t24);
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t25);
            n_vec_1 += 4L;
            n_v_1 = n_v_1 + (vcc_v4_uchar){(unsigned char)252, (unsigned char)252, (unsigned char)252, (unsigned char)252};
        } while (n_vec_1 < t22);
        s = (int)((unsigned int)t18 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
        a_1 = t19 + t22;
        n_1 = (unsigned char)((long)t20 + t22 * -1L);
    } else {
        s = t18;
        a_1 = t19;
        n_1 = t20;
    }
    for (;;) {
        const int *a_2 = a_1 + 1;
        int t26 = (int)n_1;
        s += *a_1 ^ t26;
        n_1 = (unsigned char)(t26 - 1);
        if (!n_1) {
            return s;
        }
        a_1 = a_2;
    }
}

int main(void) {
    int big[256];
    FILL(big, 256, -1000, 2000);
    for (int c = 0; c < 256; c += 5)
        printf("u8 count %d: %d\n", c, sum_u8_count(big, (unsigned char)c));
    printf("u8 count 255: %d\n", sum_u8_count(big, 255));

    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *bytes = new_array(n, 1);
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        short *s16 = new_array(n, sizeof(short)), *t16 = new_array(n, sizeof(short));
        unsigned *u = new_array(n, sizeof(unsigned));
        FILL(bytes, n, 0, 256);
        FILL(f, n, -1000, 2000);
        FILL(a, n, -50000, 100000);
        FILL(b, n, -50000, 100000);
        FILL(s16, n, -30000, 60000);
        FILL(t16, n, -30000, 60000);
        FILL(u, n, 0, 1 << 30);
        unsigned r1 = sum_bytes(bytes, (unsigned)n);
        size_t r2 = negate_copy(g, f, (size_t)n);
        long r5 = dot_down(a, b, (unsigned long)n);
        unsigned r6 = sum_up_ne(u, (unsigned)(n / 3), (unsigned)n);
        scale_while(a, b, (unsigned)n, 7);
        if (n)
            add_u16(s16, t16, (unsigned short)n);
        printf("n=%d %u %zu %ld %u %llx %llx %llx\n", n, r1, r2, r5, r6, HASH(g, n), HASH(a, n), HASH(s16, n));
        free(bytes), free(f), free(g), free(a), free(b), free(s16), free(t16), free(u);
    }
    return 0;
}
