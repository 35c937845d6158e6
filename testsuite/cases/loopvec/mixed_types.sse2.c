/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi32(__m128i x) { __m128i z = _mm_setzero_si128(); return _mm_unpacklo_epi16(_mm_unpacklo_epi8(x, z), z); }
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 10 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:7 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128()); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t5 = t3 * t4;
            vcc_v16_int t6 = t5 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        out[t7] = (int)a[t7] * (int)b[t7] - 5000;
    }
}

int sum_u8(int n, const unsigned char *a) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mixed_types.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar a_v = vcc_load(vcc_v4_uchar, a + i_vec);
            __m128i t3 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v));
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t3);
            vcc_v4_uchar a_v_1 = vcc_load(vcc_v4_uchar, a + (i_vec + 4L));
            __m128i t4 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_1));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t4);
            vcc_v4_uchar a_v_2 = vcc_load(vcc_v4_uchar, a + (i_vec + 8L));
            __m128i t5 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_2));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t5);
            vcc_v4_uchar a_v_3 = vcc_load(vcc_v4_uchar, a + (i_vec + 12L));
            __m128i t6 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_3));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t6);
            i_vec += 16L;
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
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mixed_types.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_uchar a_v_4 = vcc_load(vcc_v4_uchar, a + ((long)t10 + i_vec_1));
            __m128i t14 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_4));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (int)a[i];
    }
    return s;
}

int dot_i16(int n, const short *a, const short *b) {
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
        /* vcc: loop at mixed_types.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at mixed_types.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
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

long sum_i32_in_long(int n, const int *a) {
    long s;
    int t10;
    long t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at mixed_types.c:27 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, a + i_vec);
            __m128i t3 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            s_v = _mm_add_epi64(s_v, t3);
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, a + (i_vec + 2L));
            __m128i t4 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            s_v_1 = _mm_add_epi64(s_v_1, t4);
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, a + (i_vec + 4L));
            __m128i t5 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            s_v_2 = _mm_add_epi64(s_v_2, t5);
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, a + (i_vec + 6L));
            __m128i t6 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            s_v_3 = _mm_add_epi64(s_v_3, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t7 = _mm_add_epi64(s_v, s_v_1);
        __m128i t8 = _mm_add_epi64(t7, s_v_2);
        __m128i t9 = _mm_add_epi64(t8, s_v_3);
        t10 = (int)t2;
        t11 = (long)vcc_sse_reduce_epi64(t9, _mm_add_epi64, unsigned long);
    } else {
        t10 = 0;
        t11 = 0L;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at mixed_types.c:27 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, a + ((long)t10 + i_vec_1));
            __m128i t14 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            s_v_4 = _mm_add_epi64(s_v_4, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (long)((unsigned long)t11 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:33 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_int a_v = vcc_load(vcc_v16_int, a + i_vec);
            vcc_v16_int t3 = a_v >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            __m128i t4 = (__m128i)__builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_schar);
            _mm_storeu_si128((__m128i *)(out + i_vec), t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        out[t5] = (signed char)(a[t5] >> 4);
    }
}

void int_to_float(int n, float *restrict out, const int *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128 t3 = _mm_cvtepi32_ps(a_v);
            __m128 t4 = _mm_mul_ps(t3, _mm_set1_ps(0.5f));
            _mm_storeu_ps(out + i_vec, t4);
            long t5 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128 t6 = _mm_cvtepi32_ps(a_v_1);
            __m128 t7 = _mm_mul_ps(t6, _mm_set1_ps(0.5f));
            _mm_storeu_ps(out + t5, t7);
            long t8 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128 t9 = _mm_cvtepi32_ps(a_v_2);
            __m128 t10 = _mm_mul_ps(t9, _mm_set1_ps(0.5f));
            _mm_storeu_ps(out + t8, t10);
            long t11 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128 t12 = _mm_cvtepi32_ps(a_v_3);
            __m128 t13 = _mm_mul_ps(t12, _mm_set1_ps(0.5f));
            _mm_storeu_ps(out + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128 t18 = _mm_cvtepi32_ps(a_v_4);
            __m128 t19 = _mm_mul_ps(t18, _mm_set1_ps(0.5f));
            _mm_storeu_ps(out + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (float)a[t20] * 0.5f;
    }
}

void float_to_double(int n, double *restrict out, const float *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:43 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_float a_v = vcc_load(vcc_v2_float, a + i_vec);
            __m128d t3 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)a_v)));
            __m128d t4 = _mm_add_pd(t3, _mm_set1_pd(0.25));
            _mm_storeu_pd(out + i_vec, t4);
            long t5 = i_vec + 2L;
            vcc_v2_float a_v_1 = vcc_load(vcc_v2_float, a + t5);
            __m128d t6 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)a_v_1)));
            __m128d t7 = _mm_add_pd(t6, _mm_set1_pd(0.25));
            _mm_storeu_pd(out + t5, t7);
            long t8 = i_vec + 4L;
            vcc_v2_float a_v_2 = vcc_load(vcc_v2_float, a + t8);
            __m128d t9 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)a_v_2)));
            __m128d t10 = _mm_add_pd(t9, _mm_set1_pd(0.25));
            _mm_storeu_pd(out + t8, t10);
            long t11 = i_vec + 6L;
            vcc_v2_float a_v_3 = vcc_load(vcc_v2_float, a + t11);
            __m128d t12 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)a_v_3)));
            __m128d t13 = _mm_add_pd(t12, _mm_set1_pd(0.25));
            _mm_storeu_pd(out + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:43 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v2_float a_v_4 = vcc_load(vcc_v2_float, a + t17);
            __m128d t18 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)a_v_4)));
            __m128d t19 = _mm_add_pd(t18, _mm_set1_pd(0.25));
            _mm_storeu_pd(out + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (double)a[t20] + 0.25;
    }
}

/* Floats to narrow integers: through `int` (a value the narrow type holds fits), then one
   narrowing (AVX-512's vpmovdb) or a chain of them. */
void float_to_u8(int n, unsigned char *restrict out, const float *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:50 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_float a_v = vcc_load(vcc_v16_float, a + i_vec);
            vcc_v16_float t3 = a_v * (vcc_v16_float){0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f, 0.01f};
            vcc_v16_float t4 = t3 + (vcc_v16_float){127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f, 127.5f};
            __m128i t5 = (__m128i)__builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t4, vcc_v16_int), vcc_v16_short), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(out + i_vec), t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        out[t6] = (unsigned char)(a[t6] * 0.01f + 127.5f);
    }
}

void double_to_i16(int n, short *restrict out, const double *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:55 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_double a_v = vcc_load(vcc_v8_double, a + i_vec);
            vcc_v8_double t3 = a_v * (vcc_v8_double){3.5, 3.5, 3.5, 3.5, 3.5, 3.5, 3.5, 3.5};
            __m128i t4 = (__m128i)__builtin_convertvector(__builtin_convertvector(t3, vcc_v8_int), vcc_v8_short);
            _mm_storeu_si128((__m128i *)(out + i_vec), t4);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        out[t5] = (short)(a[t5] * 3.5);
    }
}

/* 64-bit integers to bytes: truncation keeps the low 8 bits (vpmovqb). */
void long_to_u8(int n, unsigned char *restrict out, const long *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:61 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_long a_v = vcc_load(vcc_v8_long, a + i_vec);
            vcc_v8_long t3 = a_v * (vcc_v8_long){3L, 3L, 3L, 3L, 3L, 3L, 3L, 3L};
            vcc_v8_long t4 = t3 + (vcc_v8_long){1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L};
            vcc_v8_uchar t5 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t4, vcc_v8_int), vcc_v8_short), vcc_v8_uchar);
            vcc_store(out + i_vec, t5);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        out[t6] = (unsigned char)(a[t6] * 3L + 1L);
    }
}

int main(void) {
    int n;
    int t3;
    int t42;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        unsigned char *ua = (unsigned char *)new_array(n, 1UL);
        unsigned char *ub = (unsigned char *)new_array(n, 1UL);
        short *sa = (short *)new_array(n, 2UL);
        short *sb = (short *)new_array(n, 2UL);
        int *ia = (int *)new_array(n, 4UL);
        int *iout = (int *)new_array(n, 4UL);
        signed char *cout = (signed char *)new_array(n, 1UL);
        float *fout = (float *)new_array(n, 4UL);
        double *dout = (double *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            ua[fill_idx] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            ub[fill_idx_1] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = (short)(-32768 + (int)(next_rand() % 65536U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-20 + (int)(next_rand() % 41U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            ia[fill_idx_4] = -2000000000 + (int)(next_rand() % 2000000000U);
        }
        const unsigned char *t4 = ua;
        widen_mul_u8(n, iout, t4, ub);
        const int *t5 = ia;
        narrow_to_i8(n, cout, t5);
        int_to_float(n, fout, t5);
        float_to_double(n, dout, fout);
        unsigned long t6 = (unsigned long)n;
        unsigned long t7 = hash_bytes((const void *)dout, t6 * 8UL);
        unsigned long t8 = t6 * 4UL;
        unsigned long t9 = hash_bytes((const void *)fout, t8);
        unsigned long t10 = t6 * 1UL;
        unsigned long t11 = hash_bytes((const void *)cout, t10);
        long t12 = sum_i32_in_long(n, t5);
        int t13 = dot_i16(n, sa, sb);
        int t14 = sum_u8(n, t4);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, (unsigned long long)hash_bytes((const void *)iout, t8), t14, t13, t12, (unsigned long long)t11, (unsigned long long)t9, (unsigned long long)t7);
        unsigned char *u8out = (unsigned char *)new_array(n, 1UL);
        short *s16out = (short *)new_array(n, 2UL);
        double *din = (double *)new_array(n, 8UL);
        long *lin = (long *)new_array(n, 8UL);
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            din[fill_idx_5] = (double)(-9000 + (int)(next_rand() % 18000U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            lin[fill_idx_6] = (long)(-1000000 + (int)(next_rand() % 2000000U));
        }
        float *fin = (float *)new_array(n, 4UL);
        long t15 = (long)n;
        if ((t15 >= 8L) & 1) {
            long t16 = t15 & -8L;
            __m128i t17 = _mm_set1_epi32(0);
            vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t18 = _mm_set1_epi32(0);
            __m128i t19 = _mm_add_epi32(t18, _mm_setr_epi32(0, 37, 74, 111));
            __m128i t20 = _mm_cmpgt_epi32(t19, _mm_set1_epi32(11999));
            __m128i t21 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t20, _mm_set1_epi32(12000)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t19, t21);
            long i_vec = 0L;
            /* vcc: loop at mixed_types.c:92 vectorized: VF 4, UF 2, the remainder at 93:29 by 12000 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t22 = _mm_cvtepi32_ps((__m128i)t1);
                __m128i t23 = (__m128i)((vcc_v4_int)(__m128i)i_v % (vcc_v4_int)_mm_set1_epi32(2));
                __m128 t24 = _mm_cvtepi32_ps(t23);
                __m128 t25 = _mm_mul_ps(_mm_set1_ps(12000.0f), t24);
                __m128 t26 = _mm_sub_ps(t22, t25);
                _mm_storeu_ps(fin + i_vec, t26);
                __m128i t27 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                __m128i t28 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(148));
                __m128i t29 = _mm_cmpgt_epi32(t28, _mm_set1_epi32(11999));
                __m128i t30 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t29, _mm_set1_epi32(12000)); });
                __m128i t31 = _mm_sub_epi32(t28, t30);
                __m128 t32 = _mm_cvtepi32_ps(t31);
                __m128i t33 = (__m128i)((vcc_v4_int)t27 % (vcc_v4_int)_mm_set1_epi32(2));
                __m128 t34 = _mm_cvtepi32_ps(t33);
                __m128 t35 = _mm_mul_ps(_mm_set1_ps(12000.0f), t34);
                __m128 t36 = _mm_sub_ps(t32, t35);
                _mm_storeu_ps(fin + (i_vec + 4L), t36);
                i_vec += 8L;
                __m128i t37 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                __m128i t38 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(296));
                __m128i t39 = _mm_cmpgt_epi32(t38, _mm_set1_epi32(11999));
                __m128i t40 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t39, _mm_set1_epi32(12000)); });
                __m128i t41 = _mm_sub_epi32(t38, t40);
                if (i_vec >= t16) {
                    break;
                }
                i_v = (vcc_v4_uint)t37;
                t1 = (vcc_v4_int)t41;
            }
            t42 = (int)t16;
        } else {
            t42 = 0;
        }
        long t43 = (long)n + (long)t42 * -1L;
        int t44 = (int)((unsigned int)t42 * 37U);
        if ((t43 >= 4L) & (t44 >= 0)) {
            long t45 = t43 & -4L;
            __m128i t46 = _mm_set1_epi32((int)t42);
            vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t46, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t47 = _mm_set1_epi32((int)(t44 % 12000));
            __m128i t48 = _mm_add_epi32(t47, _mm_setr_epi32(0, 37, 74, 111));
            __m128i t49 = _mm_cmpgt_epi32(t48, _mm_set1_epi32(11999));
            __m128i t50 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t49, _mm_set1_epi32(12000)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t48, t50);
            long i_vec_1 = 0L;
            /* vcc: loop at mixed_types.c:92 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128 t51 = _mm_cvtepi32_ps((__m128i)t2);
                __m128i t52 = (__m128i)((vcc_v4_int)(__m128i)i_v_1 % (vcc_v4_int)_mm_set1_epi32(2));
                __m128 t53 = _mm_cvtepi32_ps(t52);
                __m128 t54 = _mm_mul_ps(_mm_set1_ps(12000.0f), t53);
                __m128 t55 = _mm_sub_ps(t51, t54);
                _mm_storeu_ps(fin + ((long)t42 + i_vec_1), t55);
                i_vec_1 += 4L;
                __m128i t56 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                __m128i t57 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(148));
                __m128i t58 = _mm_cmpgt_epi32(t57, _mm_set1_epi32(11999));
                __m128i t59 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t58, _mm_set1_epi32(12000)); });
                __m128i t60 = _mm_sub_epi32(t57, t59);
                if (i_vec_1 >= t45) {
                    break;
                }
                i_v_1 = (vcc_v4_uint)t56;
                t2 = (vcc_v4_int)t60;
            }
            i = (int)((long)t42 + t45);
        } else {
            i = t42;
        }
        for (; i < n; i++) {
            fin[i] = (float)(i * 37 % 12000) - 12000.0f * (float)(i % 2);
        }
        float_to_u8(n, u8out, fin);
        double_to_i16(n, s16out, din);
        const void *t61 = (const void *)u8out;
        unsigned long t62 = hash_bytes(t61, t10);
        unsigned long t63 = hash_bytes((const void *)s16out, t6 * 2UL);
        long_to_u8(n, u8out, lin);
        printf("  f2u8=%llx d2s16=%llx l2u8=%llx\n", (unsigned long long)t62, (unsigned long long)t63, (unsigned long long)hash_bytes(t61, t10));
        free((void *)u8out);
        free((void *)s16out);
        free((void *)din);
        free((void *)lin);
        free((void *)fin);
        free((void *)ua);
        free((void *)ub);
        free((void *)sa);
        free((void *)sb);
        free((void *)ia);
        free((void *)iout);
        free((void *)cout);
        free((void *)fout);
        free((void *)dout);
    }
}
