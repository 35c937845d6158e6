/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long long vcc_v2_ullong __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer inductions whose step is known only at run time (`v += k`, k a parameter or a sum
   of parameters): the lanes start at [v, v + k, v + 2k, ...] and move by VF·k, in the lanes'
   unsigned type, so they wrap as the scalar loop's unsigned updates do. The value after the
   loop, a last value taken under a condition and an early exit read the induction at a given
   iteration: start + iteration·k, computed modulo 2^64 then narrowed. A pointer moving by a
   run-time number of bytes is not such an induction: its loop is versioned on the step being
   one element. */
void ramp(int n, int *restrict a, const int *restrict b, int k) {
    int v;
    int t21;
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)k;
        __m128i t4 = _mm_set1_epi32(-3);
        __m128i t5 = _mm_set1_epi32((int)(unsigned int)(unsigned long)t3);
        __m128i t6 = (__m128i)((vcc_v4_uint)t5 * (vcc_v4_uint)_mm_setr_epi32(0, 1, 2, 3));
        vcc_v4_uint v_v = (vcc_v4_uint)_mm_add_epi32(t4, t6);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t7 = _mm_add_epi32(b_v, (__m128i)v_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128i t9 = _mm_set1_epi32((int)(unsigned int)((unsigned long)t3 * 4UL));
            __m128i t10 = _mm_add_epi32((__m128i)v_v, t9);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t11 = _mm_add_epi32(b_v_1, t10);
            _mm_storeu_si128((__m128i *)(a + t8), t11);
            long t12 = i_vec + 8L;
            __m128i t13 = _mm_set1_epi32((int)(unsigned int)((unsigned long)t3 * 8UL));
            __m128i t14 = _mm_add_epi32((__m128i)v_v, t13);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t12));
            __m128i t15 = _mm_add_epi32(b_v_2, t14);
            _mm_storeu_si128((__m128i *)(a + t12), t15);
            long t16 = i_vec + 12L;
            __m128i t17 = _mm_set1_epi32((int)(unsigned int)((unsigned long)t3 * 12UL));
            __m128i t18 = _mm_add_epi32((__m128i)v_v, t17);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t16));
            __m128i t19 = _mm_add_epi32(b_v_3, t18);
            _mm_storeu_si128((__m128i *)(a + t16), t19);
            i_vec += 16L;
            __m128i t20 = _mm_set1_epi32((int)(unsigned int)((unsigned long)t3 * 16UL));
            v_v = (vcc_v4_uint)_mm_add_epi32((__m128i)v_v, t20);
        } while (i_vec < t2);
        t21 = (int)t2;
        t22 = (int)(18446744073709551613UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t21 = 0;
        t22 = -3;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long t25 = (long)k;
        __m128i t26 = _mm_set1_epi32((int)t22);
        __m128i t27 = _mm_set1_epi32((int)(unsigned int)(unsigned long)t25);
        __m128i t28 = (__m128i)((vcc_v4_uint)t27 * (vcc_v4_uint)_mm_setr_epi32(0, 1, 2, 3));
        vcc_v4_uint v_v_1 = (vcc_v4_uint)_mm_add_epi32(t26, t28);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t21 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m128i t30 = _mm_add_epi32(b_v_4, (__m128i)v_v_1);
            _mm_storeu_si128((__m128i *)(a + t29), t30);
            i_vec_1 += 4L;
            __m128i t31 = _mm_set1_epi32((int)(unsigned int)((unsigned long)t25 * 4UL));
            v_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)v_v_1, t31);
        } while (i_vec_1 < t24);
        i = (int)((long)t21 + t24);
        v = (int)((unsigned long)t22 + (unsigned long)t24 * (unsigned long)t25);
    } else {
        i = t21;
        v = t22;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        a[t32] = b[t32] + v;
        v += k;
    }
}

/* Wraps around 2^32 within a few iterations for a large k. */
void ramp_bytes(int n, unsigned char *restrict a, unsigned v, unsigned k) {
    unsigned int v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)k;
        vcc_v16_uint t4 = (vcc_v16_uint){v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v};
        vcc_v16_uint t5 = vcc_splat(vcc_v16_uint, (unsigned int)(unsigned long)t3);
        vcc_v16_uint t6 = t5 * (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
        vcc_v16_uint v_v = t4 + t6;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:21 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uint t7 = v_v >> __builtin_convertvector((vcc_v16_int){24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24}, vcc_v16_uint);
            __m128i t8 = (__m128i)__builtin_convertvector(__builtin_convertvector(t7, vcc_v16_ushort), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(a + i_vec), t8);
            i_vec += 16L;
            vcc_v16_uint t9 = vcc_splat(vcc_v16_uint, (unsigned int)((unsigned long)t3 * 16UL));
            v_v = v_v + t9;
        } while (i_vec < t2);
        i = (int)t2;
        v_1 = (unsigned int)((unsigned long)v + (unsigned long)t2 * (unsigned long)t3);
    } else {
        i = 0;
        v_1 = v;
    }
    for (; i < n; i++) {
        a[i] = (unsigned char)(v_1 >> 24);
        v_1 += k;
    }
}

/* 16-bit, stepping down by a step of its own type. */
void down_short(int n, short *restrict a, short k) {
    short v;
    int t20;
    short t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)k * -1L;
        __m128i t4 = _mm_set1_epi16((short)(short)1000);
        __m128i t5 = _mm_set1_epi16((short)(unsigned short)(unsigned long)t3);
        __m128i t6 = _mm_mullo_epi16(t5, _mm_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_v8_ushort v_v = (vcc_v8_ushort)_mm_add_epi16(t4, t6);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:30 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            short *t7 = a + i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)t7);
            vcc_v8_int t8 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t9 = ({ __m128i vcc_h0 = (__m128i)v_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t10 = t8 + t9;
            __m128i t11 = (__m128i)__builtin_convertvector(t10, vcc_v8_short);
            _mm_storeu_si128((__m128i *)t7, t11);
            __m128i t12 = _mm_set1_epi16((short)(unsigned short)((unsigned long)t3 * 8UL));
            __m128i t13 = _mm_add_epi16((__m128i)v_v, t12);
            short *t14 = a + (i_vec + 8L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t14);
            vcc_v8_int t15 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t16 = ({ __m128i vcc_h0 = t13; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t17 = t15 + t16;
            __m128i t18 = (__m128i)__builtin_convertvector(t17, vcc_v8_short);
            _mm_storeu_si128((__m128i *)t14, t18);
            i_vec += 16L;
            __m128i t19 = _mm_set1_epi16((short)(unsigned short)((unsigned long)t3 * 16UL));
            v_v = (vcc_v8_ushort)_mm_add_epi16((__m128i)v_v, t19);
        } while (i_vec < t2);
        t20 = (int)t2;
        t21 = (short)(1000UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t20 = 0;
        t21 = (short)1000;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t24 = (long)k * -1L;
        __m128i t25 = _mm_set1_epi16((short)t21);
        __m128i t26 = _mm_set1_epi16((short)(unsigned short)(unsigned long)t24);
        __m128i t27 = _mm_mullo_epi16(t26, _mm_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_v8_ushort v_v_1 = (vcc_v8_ushort)_mm_add_epi16(t25, t27);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            short *t28 = a + ((long)t20 + i_vec_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t28);
            vcc_v8_int t29 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t30 = ({ __m128i vcc_h0 = (__m128i)v_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t31 = t29 + t30;
            __m128i t32 = (__m128i)__builtin_convertvector(t31, vcc_v8_short);
            _mm_storeu_si128((__m128i *)t28, t32);
            i_vec_1 += 8L;
            __m128i t33 = _mm_set1_epi16((short)(unsigned short)((unsigned long)t24 * 8UL));
            v_v_1 = (vcc_v8_ushort)_mm_add_epi16((__m128i)v_v_1, t33);
        } while (i_vec_1 < t23);
        i = (int)((long)t20 + t23);
        v = (short)((unsigned long)t21 + (unsigned long)t23 * (unsigned long)t24);
    } else {
        i = t20;
        v = t21;
    }
    for (; i < n; i++) {
        short *t34 = a + i;
        int t35 = (int)v;
        *t34 = (short)((int)*t34 + t35);
        v = (short)(t35 - (int)k);
    }
}

/* Fixed-point position into a table (image resampling): a gather at pos >> 8. The sum and
   the position after the loop are returned. */
long resample(int n, int *restrict out, const int *restrict in, int step) {
    long s;
    int pos;
    int t30;
    long t31;
    int t32;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long t3 = (long)step;
        vcc_v2_int t4 = (vcc_v2_int){0, 0};
        vcc_v2_uint t5 = (vcc_v2_uint)t4;
        vcc_v2_uint t6 = vcc_splat(vcc_v2_uint, (unsigned int)(unsigned long)t3);
        vcc_v2_uint t7 = t6 * (vcc_v2_uint){0U, 1U};
        vcc_v2_uint pos_v = t5 + t7;
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at runtime_step.c:41 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int pos_v_2 = (vcc_v2_int)pos_v;
            vcc_v2_uint t8 = vcc_splat(vcc_v2_uint, (unsigned int)((unsigned long)t3 * 2UL));
            vcc_v2_uint t9 = pos_v + t8;
            vcc_v2_int pos_v_3 = (vcc_v2_int)t9;
            vcc_v2_uint t10 = vcc_splat(vcc_v2_uint, (unsigned int)((unsigned long)t3 * 4UL));
            vcc_v2_uint t11 = pos_v + t10;
            vcc_v2_int pos_v_4 = (vcc_v2_int)t11;
            vcc_v2_uint t12 = vcc_splat(vcc_v2_uint, (unsigned int)((unsigned long)t3 * 6UL));
            vcc_v2_uint t13 = pos_v + t12;
            vcc_v2_int pos_v_5 = (vcc_v2_int)t13;
            int *t14 = out + i_vec;
            int *t15 = out + (i_vec + 2L);
            int *t16 = out + (i_vec + 4L);
            int *t17 = out + (i_vec + 6L);
            vcc_v2_int t18 = pos_v_2 >> (vcc_v2_int){8, 8};
            vcc_v2_int t19 = pos_v_3 >> (vcc_v2_int){8, 8};
            vcc_v2_int t20 = pos_v_4 >> (vcc_v2_int){8, 8};
            vcc_v2_int t21 = pos_v_5 >> (vcc_v2_int){8, 8};
            vcc_v2_int in_v = vcc_gather(vcc_v2_int, in, t18);
            vcc_v2_int in_v_1 = vcc_gather(vcc_v2_int, in, t19);
            vcc_v2_int in_v_2 = vcc_gather(vcc_v2_int, in, t20);
            vcc_v2_int in_v_3 = vcc_gather(vcc_v2_int, in, t21);
            vcc_store(t14, in_v);
            vcc_store(t15, in_v_1);
            vcc_store(t16, in_v_2);
            vcc_store(t17, in_v_3);
            vcc_v2_int out_v = vcc_load(vcc_v2_int, t14);
            vcc_v2_int out_v_1 = vcc_load(vcc_v2_int, t15);
            vcc_v2_int out_v_2 = vcc_load(vcc_v2_int, t16);
            vcc_v2_int out_v_3 = vcc_load(vcc_v2_int, t17);
            __m128i t22 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)out_v));
            s_v = _mm_add_epi64(s_v, t22);
            __m128i t23 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)out_v_1));
            s_v_1 = _mm_add_epi64(s_v_1, t23);
            __m128i t24 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)out_v_2));
            s_v_2 = _mm_add_epi64(s_v_2, t24);
            __m128i t25 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)out_v_3));
            s_v_3 = _mm_add_epi64(s_v_3, t25);
            i_vec += 8L;
            vcc_v2_uint t26 = vcc_splat(vcc_v2_uint, (unsigned int)((unsigned long)t3 * 8UL));
            pos_v = pos_v + t26;
        } while (i_vec < t2);
        __m128i t27 = _mm_add_epi64(s_v, s_v_1);
        __m128i t28 = _mm_add_epi64(t27, s_v_2);
        __m128i t29 = _mm_add_epi64(t28, s_v_3);
        t30 = (int)t2;
        t31 = (long)vcc_sse_reduce_epi64(t29, _mm_add_epi64, unsigned long);
        t32 = (int)((unsigned long)t2 * (unsigned long)t3);
    } else {
        t30 = 0;
        t31 = 0L;
        t32 = 0;
    }
    long t33 = (long)n + (long)t30 * -1L;
    if (t33 >= 2L) {
        long t34 = t33 & -2L;
        long t35 = (long)step;
        vcc_v2_int t36 = (vcc_v2_int){t32, t32};
        vcc_v2_uint t37 = (vcc_v2_uint)t36;
        vcc_v2_uint t38 = vcc_splat(vcc_v2_uint, (unsigned int)(unsigned long)t35);
        vcc_v2_uint t39 = t38 * (vcc_v2_uint){0U, 1U};
        vcc_v2_uint pos_v_1 = t37 + t39;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at runtime_step.c:41 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vcc_v2_int pos_v_6 = (vcc_v2_int)pos_v_1;
            int *t40 = out + ((long)t30 + i_vec_1);
            vcc_v2_int t41 = pos_v_6 >> (vcc_v2_int){8, 8};
            vcc_v2_int in_v_4 = vcc_gather(vcc_v2_int, in, t41);
            vcc_store(t40, in_v_4);
            vcc_v2_int out_v_4 = vcc_load(vcc_v2_int, t40);
            __m128i t42 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)out_v_4));
            s_v_4 = _mm_add_epi64(s_v_4, t42);
            i_vec_1 += 2L;
            vcc_v2_uint t43 = vcc_splat(vcc_v2_uint, (unsigned int)((unsigned long)t35 * 2UL));
            pos_v_1 = pos_v_1 + t43;
        } while (i_vec_1 < t34);
        i = (int)((long)t30 + t34);
        s = (long)((unsigned long)t31 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
        pos = (int)((unsigned long)t32 + (unsigned long)t34 * (unsigned long)t35);
    } else {
        i = t30;
        s = t31;
        pos = t32;
    }
    for (; i < n; i++) {
        int *t44 = out + i;
        *t44 = in[pos >> 8];
        s += (long)*t44;
        pos += step;
    }
    return s * 1000003L + (long)pos;
}

/* A 64-bit induction whose step is an expression of two parameters, summed. */
long long wide_sum(int n, long long *restrict a, long long k, long long m) {
    long long s;
    long long v;
    int t25;
    long long t26;
    long long t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long t3 = (long)k + (long)m * -3L;
        __m128i t4 = _mm_set1_epi64x((long long)5LL);
        __m128i t5 = _mm_set1_epi64x((long long)(unsigned long long)(unsigned long)t3);
        __m128i t6 = (__m128i)((vcc_v2_ullong)t5 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){0ULL, 1ULL});
        __m128i v_v = _mm_add_epi64(t4, t6);
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        /* vcc: loop at runtime_step.c:52 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long long *t7 = a + i_vec;
            _mm_storeu_si128((__m128i *)t7, v_v);
            __m128i a_v = _mm_loadu_si128((const __m128i *)t7);
            __m128i t8 = (__m128i)((vcc_v2_llong)a_v >> __builtin_convertvector((vcc_v2_int){16, 16}, vcc_v2_llong));
            s_v = _mm_add_epi64(s_v, t8);
            __m128i t9 = _mm_set1_epi64x((long long)(unsigned long long)((unsigned long)t3 * 2UL));
            __m128i t10 = _mm_add_epi64(v_v, t9);
            long long *t11 = a + (i_vec + 2L);
            _mm_storeu_si128((__m128i *)t11, t10);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t12 = (__m128i)((vcc_v2_llong)a_v_1 >> __builtin_convertvector((vcc_v2_int){16, 16}, vcc_v2_llong));
            s_v_1 = _mm_add_epi64(s_v_1, t12);
            __m128i t13 = _mm_set1_epi64x((long long)(unsigned long long)((unsigned long)t3 * 4UL));
            __m128i t14 = _mm_add_epi64(v_v, t13);
            long long *t15 = a + (i_vec + 4L);
            _mm_storeu_si128((__m128i *)t15, t14);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t16 = (__m128i)((vcc_v2_llong)a_v_2 >> __builtin_convertvector((vcc_v2_int){16, 16}, vcc_v2_llong));
            s_v_2 = _mm_add_epi64(s_v_2, t16);
            __m128i t17 = _mm_set1_epi64x((long long)(unsigned long long)((unsigned long)t3 * 6UL));
            __m128i t18 = _mm_add_epi64(v_v, t17);
            long long *t19 = a + (i_vec + 6L);
            _mm_storeu_si128((__m128i *)t19, t18);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t19);
            __m128i t20 = (__m128i)((vcc_v2_llong)a_v_3 >> __builtin_convertvector((vcc_v2_int){16, 16}, vcc_v2_llong));
            s_v_3 = _mm_add_epi64(s_v_3, t20);
            i_vec += 8L;
            __m128i t21 = _mm_set1_epi64x((long long)(unsigned long long)((unsigned long)t3 * 8UL));
            v_v = _mm_add_epi64(v_v, t21);
        } while (i_vec < t2);
        __m128i t22 = _mm_add_epi64(s_v, s_v_1);
        __m128i t23 = _mm_add_epi64(t22, s_v_2);
        __m128i t24 = _mm_add_epi64(t23, s_v_3);
        t25 = (int)t2;
        t26 = (long long)vcc_sse_reduce_epi64(t24, _mm_add_epi64, unsigned long long);
        t27 = (long long)(5UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t25 = 0;
        t26 = 0LL;
        t27 = 5LL;
    }
    long t28 = (long)n + (long)t25 * -1L;
    if (t28 >= 2L) {
        long t29 = t28 & -2L;
        long t30 = (long)k + (long)m * -3L;
        __m128i t31 = _mm_set1_epi64x((long long)t27);
        __m128i t32 = _mm_set1_epi64x((long long)(unsigned long long)(unsigned long)t30);
        __m128i t33 = (__m128i)((vcc_v2_ullong)t32 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){0ULL, 1ULL});
        __m128i v_v_1 = _mm_add_epi64(t31, t33);
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        /* vcc: loop at runtime_step.c:52 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long long *t34 = a + ((long)t25 + i_vec_1);
            _mm_storeu_si128((__m128i *)t34, v_v_1);
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t34);
            __m128i t35 = (__m128i)((vcc_v2_llong)a_v_4 >> __builtin_convertvector((vcc_v2_int){16, 16}, vcc_v2_llong));
            s_v_4 = _mm_add_epi64(s_v_4, t35);
            i_vec_1 += 2L;
            __m128i t36 = _mm_set1_epi64x((long long)(unsigned long long)((unsigned long)t30 * 2UL));
            v_v_1 = _mm_add_epi64(v_v_1, t36);
        } while (i_vec_1 < t29);
        i = (int)((long)t25 + t29);
        s = (long long)((unsigned long long)t26 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long long));
        v = (long long)((unsigned long)t27 + (unsigned long)t29 * (unsigned long)t30);
    } else {
        i = t25;
        s = t26;
        v = t27;
    }
    for (; i < n; i++) {
        long long *t37 = a + i;
        *t37 = v;
        s += *t37 >> 16;
        v += k - 3LL * m;
    }
    return s + v;
}

/* The induction's value at the last iteration that passes a test. */
int last_match(int n, const int *restrict b, int t, int k) {
    int v;
    int t22;
    int t23;
    int t24;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long t8 = (long)k;
        __m128i t_v = _mm_set1_epi32((int)t);
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at runtime_step.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t9 = _mm_cmpgt_epi32(b_v, t_v);
            __m128i t10 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t11 = _mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t1, t11, t9);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + (i_vec + 4L)));
            __m128i t12 = _mm_cmpgt_epi32(b_v_1, t_v);
            __m128i t13 = _mm_add_epi32(t11, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t13, t12);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + (i_vec + 8L)));
            __m128i t14 = _mm_cmpgt_epi32(b_v_2, t_v);
            __m128i t15 = _mm_add_epi32(t11, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t15, t14);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + (i_vec + 12L)));
            __m128i t16 = _mm_cmpgt_epi32(b_v_3, t_v);
            __m128i t17 = _mm_add_epi32(t11, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t17, t16);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t18 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        __m128i t19 = vcc_sse2_max_epi32((__m128i)t3, t18);
        __m128i t20 = vcc_sse2_max_epi32((__m128i)t4, t19);
        int t21 = vcc_sse_reduce_epi32(t20, vcc_sse2_max_epi32, int);
        t22 = (int)t7;
        t23 = t21 < 0 ? -1 : (int)(11UL + (unsigned long)(long)t21 * (unsigned long)t8);
        t24 = (int)(11UL + (unsigned long)t7 * (unsigned long)t8);
    } else {
        t22 = 0;
        t23 = -1;
        t24 = 11;
    }
    long t25 = (long)n + (long)t22 * -1L;
    if ((t25 >= 4L) & (t25 <= 2147483647L)) {
        long t26 = t25 & -4L;
        long t27 = (long)k;
        __m128i t_v_1 = _mm_set1_epi32((int)t);
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at runtime_step.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + ((long)t22 + i_vec_1)));
            __m128i t28 = _mm_cmpgt_epi32(b_v_4, t_v_1);
            __m128i t29 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t30 = _mm_add_epi32(t29, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t30, t28);
            i_vec_1 += 4L;
        } while (i_vec_1 < t26);
        int t31 = vcc_sse_reduce_epi32((__m128i)t5, vcc_sse2_max_epi32, int);
        i = (int)((long)t22 + t26);
        last = t31 < 0 ? t23 : (int)((unsigned long)t24 + (unsigned long)(long)t31 * (unsigned long)t27);
        v = (int)((unsigned long)t24 + (unsigned long)t26 * (unsigned long)t27);
    } else {
        i = t22;
        last = t23;
        v = t24;
    }
    for (; i < n; i++, last = last_1) {
        if (b[i] > t) {
            last_1 = v;
        } else {
            last_1 = last;
        }
        v += k;
    }
    return last;
}

/* An early exit returns the induction at the exiting iteration. */
__attribute__((no_sanitize_address)) int find_at(int n, const int *restrict b, int t, int k) {
    int t1;
    int v;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)b;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t1 = 0;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            v = t1;
            goto L17;
        }
        if (b[t6] == t) {
            i = t6;
            v = t1;
            goto L17;
        }
        t1 += k;
    }
    t8 = (long)n - t4;
    if ((t8 >= 16L) & t5) {
        long t2 = t8 & -16L;
        long t9 = (long)k;
        __m128i t_v = _mm_set1_epi32((int)t);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:74 vectorized: VF 4, UF 4, early exit, peeled to align `b` to 64 bytes, scalar epilogue */
        do {
            __m128i b_v = _mm_load_si128((const __m128i *)(b + (int)((long)t6 + i_vec)));
            __m128i t10 = _mm_cmpeq_epi32(b_v, t_v);
            __m128i b_v_1 = _mm_load_si128((const __m128i *)(b + (int)((long)t6 + (i_vec + 4L))));
            __m128i t11 = _mm_cmpeq_epi32(b_v_1, t_v);
            __m128i b_v_2 = _mm_load_si128((const __m128i *)(b + (int)((long)t6 + (i_vec + 8L))));
            __m128i t12 = _mm_cmpeq_epi32(b_v_2, t_v);
            __m128i b_v_3 = _mm_load_si128((const __m128i *)(b + (int)((long)t6 + (i_vec + 12L))));
            __m128i t13 = _mm_cmpeq_epi32(b_v_3, t_v);
            __m128i t14 = (__m128i)((vcc_m4)t10 | (vcc_m4)t11);
            __m128i t15 = (__m128i)((vcc_m4)t14 | (vcc_m4)t12);
            __m128i t16 = (__m128i)((vcc_m4)t15 | (vcc_m4)t13);
            if ((_mm_movemask_epi8(t16) != 0)) {
                t2 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)((long)t6 + t2);
        v = (int)((unsigned long)t1 + (unsigned long)t2 * (unsigned long)t9);
    } else {
        i = t6;
        v = t1;
    }
L17:
    for (; i < n; i++) {
        if (b[i] == t) {
            return v;
        }
        v += k;
    }
    return -v;
}

/* A pointer moving by k bytes: versioned on k == 1. */
void pointer_step(int n, int *restrict a, const char *p, long k) {
    const char *p_1;
    int i;
    long t1 = (long)n;
    if ((t1 >= 16L) & (k == 1L)) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:84 vectorized: VF 16, UF 1, versioned on `k` == 1, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = p_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            do { vcc_v16_int vcc_w = t3; char *vcc_p = (char *)(a + i_vec); vcc_store(vcc_p + 0, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 32, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 32, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 48, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 48, sizeof vcc_r); vcc_r; })); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        p_1 = p + t2;
    } else {
        i = 0;
        p_1 = p;
    }
    for (; i < n; i++) {
        a[i] = (int)*p_1;
        p_1 = p_1 + k;
    }
}

int main(void) {
    int n;
    static const int ks[] = {0, 1, -7, 3, 0x7fff, -0x10001};
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        unsigned char *u8 = new_array(n, 1);
        short *s16 = new_array(n, sizeof(short));
        long long *a64 = new_array(n, sizeof(long long));
        int table = (n * 37 >> 8) + 1;
        int *in = new_array(table, sizeof(int)), *out = new_array(n, sizeof(int));
        char *bytes = new_array(3 * n + 1, 1);
        FILL(b, n, -50, 100);
        FILL(s16, n, -1000, 2000);
        FILL(in, table, -100000, 200000);
        FILL(bytes, 3 * n + 1, -100, 200);
        unsigned long long h = 0;
        for (int q = 0; q < 6; q++) {
            int k = ks[q];
            ramp(n, a, b, k);
            ramp_bytes(n, u8, 0x12345678u + (unsigned)q, (unsigned)k * 0x9e3779b9u);
            down_short(n, s16, (short)(k * 3));
            long r = resample(n, out, in, 37 - q);
            long long w = wide_sum(n, a64, (long long)k * (1LL << 33), k + 1);
            int lm = last_match(n, b, q * 10, k);
            int f = find_at(n, b, q * 7 - 20, k);
            pointer_step(n, a, bytes, q % 3 + 1);
            h = h * 31 + HASH(a, n) + HASH(u8, n) * 3 + HASH(s16, n) * 5 + HASH(out, n) * 7 + HASH(a64, n) * 11;
            h = h * 31 + (unsigned long long)r + (unsigned long long)w * 13 + (unsigned)lm * 17u + (unsigned)f * 19u;
        }
        printf("n=%d %llx\n", n, h);
        free(a), free(b), free(u8), free(s16), free(a64), free(in), free(out), free(bytes);
    }
    return 0;
}
