/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef short vcc_v2_short __attribute__((vector_size(4)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

__attribute__((target("sse4.2"))) int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int t13;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at madd.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_madd_epi16(a_v, b_v);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t3);
            long t4 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = _mm_madd_epi16(a_v_1, b_v_1);
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t5);
            long t6 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = _mm_madd_epi16(a_v_2, b_v_2);
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t7);
            long t8 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_madd_epi16(a_v_3, b_v_3);
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        __m128i t10 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t11 = _mm_add_epi32(t10, (__m128i)s_v_2);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)s_v_3);
        t13 = (int)t2;
        t14 = (int)vcc_sse_reduce_epi32(t12, _mm_add_epi32, unsigned int);
    } else {
        t13 = 0;
        t14 = 0;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at madd.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i t18 = _mm_madd_epi16(a_v_4, b_v_4);
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = (int)((unsigned int)t14 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s += (int)a[t19] * (int)b[t19];
    }
    return s;
}

/* A start value, the product written the other way round. */
__attribute__((target("sse4.2"))) int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    int s;
    int t13;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at madd.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_madd_epi16(b_v, a_v);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t3);
            long t4 = i_vec + 8L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i t5 = _mm_madd_epi16(b_v_1, a_v_1);
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t5);
            long t6 = i_vec + 16L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t7 = _mm_madd_epi16(b_v_2, a_v_2);
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t7);
            long t8 = i_vec + 24L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t9 = _mm_madd_epi16(b_v_3, a_v_3);
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        __m128i t10 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t11 = _mm_add_epi32(t10, (__m128i)s_v_2);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)s_v_3);
        t13 = (int)t2;
        t14 = (int)((unsigned int)start + vcc_sse_reduce_epi32(t12, _mm_add_epi32, unsigned int));
    } else {
        t13 = 0;
        t14 = start;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at madd.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i t18 = _mm_madd_epi16(b_v_4, a_v_4);
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = (int)((unsigned int)t14 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s = (int)b[t19] * (int)a[t19] + s;
    }
    return s;
}

/* A sum of squares. */
__attribute__((target("sse4.2"))) int squares(int n, const int16_t *restrict a) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at madd.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_madd_epi16(a_v, a_v);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t3);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t4 = _mm_madd_epi16(a_v_1, a_v_1);
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t4);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 16L)));
            __m128i t5 = _mm_madd_epi16(a_v_2, a_v_2);
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t5);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 24L)));
            __m128i t6 = _mm_madd_epi16(a_v_3, a_v_3);
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m128i t7 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t8 = _mm_add_epi32(t7, (__m128i)s_v_2);
        __m128i t9 = _mm_add_epi32(t8, (__m128i)s_v_3);
        t10 = (int)t2;
        t11 = (int)vcc_sse_reduce_epi32(t9, _mm_add_epi32, unsigned int);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at madd.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t10 + i_vec_1)));
            __m128i t14 = _mm_madd_epi16(a_v_4, a_v_4);
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        int t15 = (int)a[i];
        s += t15 * t15;
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
__attribute__((target("sse4.2"))) int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    int s;
    int t21;
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at madd.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ushort a_v = vcc_load(vcc_v4_ushort, a + i_vec);
            vcc_v4_ushort b_v = vcc_load(vcc_v4_ushort, b + i_vec);
            __m128i t3 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi32(t3, t4);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t5);
            long t6 = i_vec + 4L;
            vcc_v4_ushort a_v_1 = vcc_load(vcc_v4_ushort, a + t6);
            vcc_v4_ushort b_v_1 = vcc_load(vcc_v4_ushort, b + t6);
            __m128i t7 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t8 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mullo_epi32(t7, t8);
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t9);
            long t10 = i_vec + 8L;
            vcc_v4_ushort a_v_2 = vcc_load(vcc_v4_ushort, a + t10);
            vcc_v4_ushort b_v_2 = vcc_load(vcc_v4_ushort, b + t10);
            __m128i t11 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t12 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mullo_epi32(t11, t12);
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t13);
            long t14 = i_vec + 12L;
            vcc_v4_ushort a_v_3 = vcc_load(vcc_v4_ushort, a + t14);
            vcc_v4_ushort b_v_3 = vcc_load(vcc_v4_ushort, b + t14);
            __m128i t15 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t16 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t17 = _mm_mullo_epi32(t15, t16);
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t18 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t19 = _mm_add_epi32(t18, (__m128i)s_v_2);
        __m128i t20 = _mm_add_epi32(t19, (__m128i)s_v_3);
        t21 = (int)t2;
        t22 = (int)vcc_sse_reduce_epi32(t20, _mm_add_epi32, unsigned int);
    } else {
        t21 = 0;
        t22 = 0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at madd.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t21 + i_vec_1;
            vcc_v4_ushort a_v_4 = vcc_load(vcc_v4_ushort, a + t25);
            vcc_v4_ushort b_v_4 = vcc_load(vcc_v4_ushort, b + t25);
            __m128i t26 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t27 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t28 = _mm_mullo_epi32(t26, t27);
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t28);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t21 + t24);
        s = (int)((unsigned int)t22 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        s += (int)a[t29] * (int)b[t29];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
__attribute__((target("sse4.2"))) long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s;
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
        /* vcc: loop at madd.c:43 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_short a_v = vcc_load(vcc_v2_short, a + i_vec);
            vcc_v2_short b_v = vcc_load(vcc_v2_short, b + i_vec);
            vcc_v2_int t3 = __builtin_convertvector(a_v, vcc_v2_int);
            vcc_v2_int t4 = __builtin_convertvector(b_v, vcc_v2_int);
            vcc_v2_int t5 = t3 * t4;
            __m128i t6 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t5));
            s_v = _mm_add_epi64(s_v, t6);
            long t7 = i_vec + 2L;
            vcc_v2_short a_v_1 = vcc_load(vcc_v2_short, a + t7);
            vcc_v2_short b_v_1 = vcc_load(vcc_v2_short, b + t7);
            vcc_v2_int t8 = __builtin_convertvector(a_v_1, vcc_v2_int);
            vcc_v2_int t9 = __builtin_convertvector(b_v_1, vcc_v2_int);
            vcc_v2_int t10 = t8 * t9;
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t10));
            s_v_1 = _mm_add_epi64(s_v_1, t11);
            long t12 = i_vec + 4L;
            vcc_v2_short a_v_2 = vcc_load(vcc_v2_short, a + t12);
            vcc_v2_short b_v_2 = vcc_load(vcc_v2_short, b + t12);
            vcc_v2_int t13 = __builtin_convertvector(a_v_2, vcc_v2_int);
            vcc_v2_int t14 = __builtin_convertvector(b_v_2, vcc_v2_int);
            vcc_v2_int t15 = t13 * t14;
            __m128i t16 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t15));
            s_v_2 = _mm_add_epi64(s_v_2, t16);
            long t17 = i_vec + 6L;
            vcc_v2_short a_v_3 = vcc_load(vcc_v2_short, a + t17);
            vcc_v2_short b_v_3 = vcc_load(vcc_v2_short, b + t17);
            vcc_v2_int t18 = __builtin_convertvector(a_v_3, vcc_v2_int);
            vcc_v2_int t19 = __builtin_convertvector(b_v_3, vcc_v2_int);
            vcc_v2_int t20 = t18 * t19;
            __m128i t21 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t20));
            s_v_3 = _mm_add_epi64(s_v_3, t21);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t22 = _mm_add_epi64(s_v, s_v_1);
        __m128i t23 = _mm_add_epi64(t22, s_v_2);
        __m128i t24 = _mm_add_epi64(t23, s_v_3);
        t25 = (int)t2;
        t26 = (long)vcc_sse_reduce_epi64(t24, _mm_add_epi64, unsigned long);
    } else {
        t25 = 0;
        t26 = 0L;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at madd.c:43 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            vcc_v2_short a_v_4 = vcc_load(vcc_v2_short, a + t29);
            vcc_v2_short b_v_4 = vcc_load(vcc_v2_short, b + t29);
            vcc_v2_int t30 = __builtin_convertvector(a_v_4, vcc_v2_int);
            vcc_v2_int t31 = __builtin_convertvector(b_v_4, vcc_v2_int);
            vcc_v2_int t32 = t30 * t31;
            __m128i t33 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t32));
            s_v_4 = _mm_add_epi64(s_v_4, t33);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        s = (long)((unsigned long)t26 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        s += (long)((int)a[t34] * (int)b[t34]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
__attribute__((target("sse4.2"))) int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int t17;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at madd.c:51 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_short b_v = vcc_load(vcc_v4_short, b + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t_v = ({ (void)t4; _mm_madd_epi16(t3, _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v))); });
            _mm_storeu_si128((__m128i *)(p + i_vec), t_v);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t_v);
            long t5 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t5);
            vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t5);
            __m128i t6 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t7 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t_v_1 = ({ (void)t7; _mm_madd_epi16(t6, _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_1))); });
            _mm_storeu_si128((__m128i *)(p + t5), t_v_1);
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t_v_1);
            long t8 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t8);
            vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t8);
            __m128i t9 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t10 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t_v_2 = ({ (void)t10; _mm_madd_epi16(t9, _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_2))); });
            _mm_storeu_si128((__m128i *)(p + t8), t_v_2);
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t_v_2);
            long t11 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t11);
            vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t11);
            __m128i t12 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t13 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t_v_3 = ({ (void)t13; _mm_madd_epi16(t12, _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_3))); });
            _mm_storeu_si128((__m128i *)(p + t11), t_v_3);
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t14 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t15 = _mm_add_epi32(t14, (__m128i)s_v_2);
        __m128i t16 = _mm_add_epi32(t15, (__m128i)s_v_3);
        t17 = (int)t2;
        t18 = (int)vcc_sse_reduce_epi32(t16, _mm_add_epi32, unsigned int);
    } else {
        t17 = 0;
        t18 = 0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at madd.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t17 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t21);
            vcc_v4_short b_v_4 = vcc_load(vcc_v4_short, b + t21);
            __m128i t22 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t23 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t_v_4 = ({ (void)t23; _mm_madd_epi16(t22, _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_4))); });
            _mm_storeu_si128((__m128i *)(p + t21), t_v_4);
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t17 + t20);
        s = (int)((unsigned int)t18 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t17;
        s = t18;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t = (int)a[t24] * (int)b[t24];
        p[t24] = t;
        s += t;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *q = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *p = new_array(n, sizeof(int));
        FILL(a, n, -2000, 4000);
        FILL(b, n, -2000, 4000);
        FILL(q, n, -1000, 2000);
        FILL(ua, n, 0, 300);
        FILL(ub, n, 0, 300);
        if (n > 0) q[n - 1] = -32768;
        if (n >= 4) {
            a[0] = a[1] = a[2] = a[3] = -32768;
            b[0] = b[1] = 32767;
            b[2] = b[3] = -32768;
        }
        printf("n=%d dot=%d start=%d sq=%d", n, dot_i16(n, a, b), dot_start(n, a, b, -12345), squares(n, q));
        printf(" u16=%d long=%ld", dot_u16(n, ua, ub), dot_long(n, a, b));
        int stored = dot_store(n, p, a, b);
        printf(" store=%d/%llx\n", stored, HASH(p, n));
        free(a), free(b), free(q), free(ua), free(ub), free(p);
    }
    return 0;
}
