/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_avx2_gather4(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[4]; _mm_storeu_si128((__m128i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]]); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer inductions whose step is known only at run time (`v += k`, k a parameter or a sum
   of parameters): the lanes start at [v, v + k, v + 2k, ...] and move by VF·k, in the lanes'
   unsigned type, so they wrap as the scalar loop's unsigned updates do. The value after the
   loop, a last value taken under a condition and an early exit read the induction at a given
   iteration: start + iteration·k, computed modulo 2^64 then narrowed. A pointer moving by a
   run-time number of bytes is not such an induction: its loop is versioned on the step being
   one element. */
__attribute__((target("avx2"))) void ramp(int n, int *restrict a, const int *restrict b, int k) {
    int v;
    int t21;
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long t3 = (long)k;
        __m256i t4 = _mm256_set1_epi32(-3);
        __m256i t5 = _mm256_set1_epi32((int)(unsigned int)(unsigned long)t3);
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_v8_uint v_v = (vcc_v8_uint)_mm256_add_epi32(t4, t6);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t7 = _mm256_add_epi32(b_v, (__m256i)v_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i t9 = _mm256_set1_epi32((int)(unsigned int)((unsigned long)t3 * 8UL));
            __m256i t10 = _mm256_add_epi32((__m256i)v_v, t9);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t11 = _mm256_add_epi32(b_v_1, t10);
            _mm256_storeu_si256((__m256i *)(a + t8), t11);
            long t12 = i_vec + 16L;
            __m256i t13 = _mm256_set1_epi32((int)(unsigned int)((unsigned long)t3 * 16UL));
            __m256i t14 = _mm256_add_epi32((__m256i)v_v, t13);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t15 = _mm256_add_epi32(b_v_2, t14);
            _mm256_storeu_si256((__m256i *)(a + t12), t15);
            long t16 = i_vec + 24L;
            __m256i t17 = _mm256_set1_epi32((int)(unsigned int)((unsigned long)t3 * 24UL));
            __m256i t18 = _mm256_add_epi32((__m256i)v_v, t17);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t16));
            __m256i t19 = _mm256_add_epi32(b_v_3, t18);
            _mm256_storeu_si256((__m256i *)(a + t16), t19);
            i_vec += 32L;
            __m256i t20 = _mm256_set1_epi32((int)(unsigned int)((unsigned long)t3 * 32UL));
            v_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)v_v, t20);
        } while (i_vec < t2);
        t21 = (int)t2;
        t22 = (int)(18446744073709551613UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t21 = 0;
        t22 = -3;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t25 = (long)k;
        __m256i t26 = _mm256_set1_epi32((int)t22);
        __m256i t27 = _mm256_set1_epi32((int)(unsigned int)(unsigned long)t25);
        __m256i t28 = _mm256_mullo_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_v8_uint v_v_1 = (vcc_v8_uint)_mm256_add_epi32(t26, t28);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t21 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t29));
            __m256i t30 = _mm256_add_epi32(b_v_4, (__m256i)v_v_1);
            _mm256_storeu_si256((__m256i *)(a + t29), t30);
            i_vec_1 += 8L;
            __m256i t31 = _mm256_set1_epi32((int)(unsigned int)((unsigned long)t25 * 8UL));
            v_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)v_v_1, t31);
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
__attribute__((target("avx2"))) void ramp_bytes(int n, unsigned char *restrict a, unsigned v, unsigned k) {
    unsigned int v_1;
    int t14;
    unsigned int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long t3 = (long)k;
        vcc_v16_uint t4 = (vcc_v16_uint){v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v};
        vcc_v16_uint t5 = ({ unsigned int vcc_x = (unsigned int)(unsigned long)t3; (vcc_v16_uint){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
        vcc_v16_uint t6 = t5 * (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
        vcc_v16_uint v_v = t4 + t6;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uint t7 = v_v >> __builtin_convertvector((vcc_v16_int){24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24}, vcc_v16_uint);
            __m128i t8 = (__m128i)__builtin_convertvector(__builtin_convertvector(t7, vcc_v16_ushort), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(a + i_vec), t8);
            vcc_v16_uint t9 = ({ unsigned int vcc_x = (unsigned int)((unsigned long)t3 * 16UL); (vcc_v16_uint){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
            vcc_v16_uint t10 = v_v + t9;
            vcc_v16_uint t11 = t10 >> __builtin_convertvector((vcc_v16_int){24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24}, vcc_v16_uint);
            __m128i t12 = (__m128i)__builtin_convertvector(__builtin_convertvector(t11, vcc_v16_ushort), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 16L)), t12);
            i_vec += 32L;
            vcc_v16_uint t13 = ({ unsigned int vcc_x = (unsigned int)((unsigned long)t3 * 32UL); (vcc_v16_uint){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
            v_v = v_v + t13;
        } while (i_vec < t2);
        t14 = (int)t2;
        t15 = (unsigned int)((unsigned long)v + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t14 = 0;
        t15 = v;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t18 = (long)k;
        vcc_v16_uint t19 = (vcc_v16_uint){t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15, t15};
        vcc_v16_uint t20 = ({ unsigned int vcc_x = (unsigned int)(unsigned long)t18; (vcc_v16_uint){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
        vcc_v16_uint t21 = t20 * (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
        vcc_v16_uint v_v_1 = t19 + t21;
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_uint t22 = v_v_1 >> __builtin_convertvector((vcc_v16_int){24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24}, vcc_v16_uint);
            __m128i t23 = (__m128i)__builtin_convertvector(__builtin_convertvector(t22, vcc_v16_ushort), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(a + ((long)t14 + i_vec_1)), t23);
            i_vec_1 += 16L;
            vcc_v16_uint t24 = ({ unsigned int vcc_x = (unsigned int)((unsigned long)t18 * 16UL); (vcc_v16_uint){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
            v_v_1 = v_v_1 + t24;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        v_1 = (unsigned int)((unsigned long)t15 + (unsigned long)t17 * (unsigned long)t18);
    } else {
        i = t14;
        v_1 = t15;
    }
    for (; i < n; i++) {
        a[i] = (unsigned char)(v_1 >> 24);
        v_1 += k;
    }
}

/* 16-bit, stepping down by a step of its own type. */
__attribute__((target("avx2"))) void down_short(int n, short *restrict a, short k) {
    short v;
    int t34;
    short t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long t3 = (long)k * -1L;
        __m128i t4 = _mm_set1_epi16((short)(short)1000);
        __m128i t5 = _mm_set1_epi16((short)(unsigned short)(unsigned long)t3);
        __m128i t6 = _mm_mullo_epi16(t5, _mm_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_v8_ushort v_v = (vcc_v8_ushort)_mm_add_epi16(t4, t6);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:30 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            short *t7 = a + i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)t7);
            __m256i t8 = _mm256_cvtepi16_epi32(a_v);
            __m256i t9 = _mm256_cvtepi16_epi32((__m128i)v_v);
            __m256i t10 = _mm256_add_epi32(t8, t9);
            __m128i t11 = (__m128i)__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short);
            _mm_storeu_si128((__m128i *)t7, t11);
            __m128i t12 = _mm_set1_epi16((short)(unsigned short)((unsigned long)t3 * 8UL));
            __m128i t13 = _mm_add_epi16((__m128i)v_v, t12);
            short *t14 = a + (i_vec + 8L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t14);
            __m256i t15 = _mm256_cvtepi16_epi32(a_v_1);
            __m256i t16 = _mm256_cvtepi16_epi32(t13);
            __m256i t17 = _mm256_add_epi32(t15, t16);
            __m128i t18 = (__m128i)__builtin_convertvector((vcc_v8_int)t17, vcc_v8_short);
            _mm_storeu_si128((__m128i *)t14, t18);
            __m128i t19 = _mm_set1_epi16((short)(unsigned short)((unsigned long)t3 * 16UL));
            __m128i t20 = _mm_add_epi16((__m128i)v_v, t19);
            short *t21 = a + (i_vec + 16L);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t21);
            __m256i t22 = _mm256_cvtepi16_epi32(a_v_2);
            __m256i t23 = _mm256_cvtepi16_epi32(t20);
            __m256i t24 = _mm256_add_epi32(t22, t23);
            __m128i t25 = (__m128i)__builtin_convertvector((vcc_v8_int)t24, vcc_v8_short);
            _mm_storeu_si128((__m128i *)t21, t25);
            __m128i t26 = _mm_set1_epi16((short)(unsigned short)((unsigned long)t3 * 24UL));
            __m128i t27 = _mm_add_epi16((__m128i)v_v, t26);
            short *t28 = a + (i_vec + 24L);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t28);
            __m256i t29 = _mm256_cvtepi16_epi32(a_v_3);
            __m256i t30 = _mm256_cvtepi16_epi32(t27);
            __m256i t31 = _mm256_add_epi32(t29, t30);
            __m128i t32 = (__m128i)__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short);
            _mm_storeu_si128((__m128i *)t28, t32);
            i_vec += 32L;
            __m128i t33 = _mm_set1_epi16((short)(unsigned short)((unsigned long)t3 * 32UL));
            v_v = (vcc_v8_ushort)_mm_add_epi16((__m128i)v_v, t33);
        } while (i_vec < t2);
        t34 = (int)t2;
        t35 = (short)(1000UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t34 = 0;
        t35 = (short)1000;
    }
    long t36 = (long)n + (long)t34 * -1L;
    if (t36 >= 8L) {
        long t37 = t36 & -8L;
        long t38 = (long)k * -1L;
        __m128i t39 = _mm_set1_epi16((short)t35);
        __m128i t40 = _mm_set1_epi16((short)(unsigned short)(unsigned long)t38);
        __m128i t41 = _mm_mullo_epi16(t40, _mm_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_v8_ushort v_v_1 = (vcc_v8_ushort)_mm_add_epi16(t39, t41);
        long i_vec_1 = 0L;
        /* vcc: loop at runtime_step.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            short *t42 = a + ((long)t34 + i_vec_1);
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t42);
            __m256i t43 = _mm256_cvtepi16_epi32(a_v_4);
            __m256i t44 = _mm256_cvtepi16_epi32((__m128i)v_v_1);
            __m256i t45 = _mm256_add_epi32(t43, t44);
            __m128i t46 = (__m128i)__builtin_convertvector((vcc_v8_int)t45, vcc_v8_short);
            _mm_storeu_si128((__m128i *)t42, t46);
            i_vec_1 += 8L;
            __m128i t47 = _mm_set1_epi16((short)(unsigned short)((unsigned long)t38 * 8UL));
            v_v_1 = (vcc_v8_ushort)_mm_add_epi16((__m128i)v_v_1, t47);
        } while (i_vec_1 < t37);
        i = (int)((long)t34 + t37);
        v = (short)((unsigned long)t35 + (unsigned long)t37 * (unsigned long)t38);
    } else {
        i = t34;
        v = t35;
    }
    for (; i < n; i++) {
        short *t48 = a + i;
        int t49 = (int)v;
        *t48 = (short)((int)*t48 + t49);
        v = (short)(t49 - (int)k);
    }
}

/* Fixed-point position into a table (image resampling): a gather at pos >> 8. The sum and
   the position after the loop are returned. */
__attribute__((target("avx2"))) long resample(int n, int *restrict out, const int *restrict in, int step) {
    long s;
    int pos;
    int t29;
    long t30;
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)step;
        __m128i t4 = _mm_set1_epi32(0);
        __m128i t5 = _mm_set1_epi32((int)(unsigned int)(unsigned long)t3);
        __m128i t6 = _mm_mullo_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        vcc_v4_uint pos_v = (vcc_v4_uint)_mm_add_epi32(t4, t6);
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at runtime_step.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t7 = _mm_set1_epi32((int)(unsigned int)((unsigned long)t3 * 4UL));
            __m128i t8 = _mm_add_epi32((__m128i)pos_v, t7);
            __m128i t9 = _mm_set1_epi32((int)(unsigned int)((unsigned long)t3 * 8UL));
            __m128i t10 = _mm_add_epi32((__m128i)pos_v, t9);
            __m128i t11 = _mm_set1_epi32((int)(unsigned int)((unsigned long)t3 * 12UL));
            __m128i t12 = _mm_add_epi32((__m128i)pos_v, t11);
            int *t13 = out + i_vec;
            int *t14 = out + (i_vec + 4L);
            int *t15 = out + (i_vec + 8L);
            int *t16 = out + (i_vec + 12L);
            __m128i t17 = _mm_srai_epi32((__m128i)pos_v, 8);
            __m128i t18 = _mm_srai_epi32(t8, 8);
            __m128i t19 = _mm_srai_epi32(t10, 8);
            __m128i t20 = _mm_srai_epi32(t12, 8);
            __m128i in_v = vcc_avx2_gather4(_mm_setr_epi32, int, in, t17);
            __m128i in_v_1 = vcc_avx2_gather4(_mm_setr_epi32, int, in, t18);
            __m128i in_v_2 = vcc_avx2_gather4(_mm_setr_epi32, int, in, t19);
            __m128i in_v_3 = vcc_avx2_gather4(_mm_setr_epi32, int, in, t20);
            _mm_storeu_si128((__m128i *)t13, in_v);
            _mm_storeu_si128((__m128i *)t14, in_v_1);
            _mm_storeu_si128((__m128i *)t15, in_v_2);
            _mm_storeu_si128((__m128i *)t16, in_v_3);
            __m128i out_v = _mm_loadu_si128((const __m128i *)t13);
            __m128i out_v_1 = _mm_loadu_si128((const __m128i *)t14);
            __m128i out_v_2 = _mm_loadu_si128((const __m128i *)t15);
            __m128i out_v_3 = _mm_loadu_si128((const __m128i *)t16);
            __m256i t21 = _mm256_cvtepi32_epi64(out_v);
            s_v = _mm256_add_epi64(s_v, t21);
            __m256i t22 = _mm256_cvtepi32_epi64(out_v_1);
            s_v_1 = _mm256_add_epi64(s_v_1, t22);
            __m256i t23 = _mm256_cvtepi32_epi64(out_v_2);
            s_v_2 = _mm256_add_epi64(s_v_2, t23);
            __m256i t24 = _mm256_cvtepi32_epi64(out_v_3);
            s_v_3 = _mm256_add_epi64(s_v_3, t24);
            i_vec += 16L;
            __m128i t25 = _mm_set1_epi32((int)(unsigned int)((unsigned long)t3 * 16UL));
            pos_v = (vcc_v4_uint)_mm_add_epi32((__m128i)pos_v, t25);
        } while (i_vec < t2);
        __m256i t26 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t27 = _mm256_add_epi64(t26, s_v_2);
        __m256i t28 = _mm256_add_epi64(t27, s_v_3);
        t29 = (int)t2;
        t30 = (long)vcc_avx2_reduce_epi64(t28, _mm_add_epi64, unsigned long);
        t31 = (int)((unsigned long)t2 * (unsigned long)t3);
    } else {
        t29 = 0;
        t30 = 0L;
        t31 = 0;
    }
    long t32 = (long)n + (long)t29 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        long t34 = (long)step;
        __m128i t35 = _mm_set1_epi32((int)t31);
        __m128i t36 = _mm_set1_epi32((int)(unsigned int)(unsigned long)t34);
        __m128i t37 = _mm_mullo_epi32(t36, _mm_setr_epi32(0, 1, 2, 3));
        vcc_v4_uint pos_v_1 = (vcc_v4_uint)_mm_add_epi32(t35, t37);
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at runtime_step.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t38 = out + ((long)t29 + i_vec_1);
            __m128i t39 = _mm_srai_epi32((__m128i)pos_v_1, 8);
            __m128i in_v_4 = vcc_avx2_gather4(_mm_setr_epi32, int, in, t39);
            _mm_storeu_si128((__m128i *)t38, in_v_4);
            __m128i out_v_4 = _mm_loadu_si128((const __m128i *)t38);
            __m256i t40 = _mm256_cvtepi32_epi64(out_v_4);
            s_v_4 = _mm256_add_epi64(s_v_4, t40);
            i_vec_1 += 4L;
            __m128i t41 = _mm_set1_epi32((int)(unsigned int)((unsigned long)t34 * 4UL));
            pos_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)pos_v_1, t41);
        } while (i_vec_1 < t33);
        i = (int)((long)t29 + t33);
        s = (long)((unsigned long)t30 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
        pos = (int)((unsigned long)t31 + (unsigned long)t33 * (unsigned long)t34);
    } else {
        i = t29;
        s = t30;
        pos = t31;
    }
    for (; i < n; i++) {
        int *t42 = out + i;
        *t42 = in[pos >> 8];
        s += (long)*t42;
        pos += step;
    }
    return s * 1000003L + (long)pos;
}

/* A 64-bit induction whose step is an expression of two parameters, summed. */
__attribute__((target("avx2"))) long long wide_sum(int n, long long *restrict a, long long k, long long m) {
    long long s;
    long long v;
    int t25;
    long long t26;
    long long t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long t3 = (long)k + (long)m * -3L;
        __m256i t4 = _mm256_set1_epi64x((long long)5LL);
        __m256i t5 = _mm256_set1_epi64x((long long)(unsigned long long)(unsigned long)t3);
        __m256i t6 = (__m256i)((vcc_v4_ullong)t5 * (vcc_v4_ullong)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        __m256i v_v = _mm256_add_epi64(t4, t6);
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at runtime_step.c:52 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long long *t7 = a + i_vec;
            _mm256_storeu_si256((__m256i *)t7, v_v);
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t8 = (__m256i)((vcc_v4_llong)a_v >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(16), vcc_v4_llong));
            s_v = _mm256_add_epi64(s_v, t8);
            __m256i t9 = _mm256_set1_epi64x((long long)(unsigned long long)((unsigned long)t3 * 4UL));
            __m256i t10 = _mm256_add_epi64(v_v, t9);
            long long *t11 = a + (i_vec + 4L);
            _mm256_storeu_si256((__m256i *)t11, t10);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t12 = (__m256i)((vcc_v4_llong)a_v_1 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(16), vcc_v4_llong));
            s_v_1 = _mm256_add_epi64(s_v_1, t12);
            __m256i t13 = _mm256_set1_epi64x((long long)(unsigned long long)((unsigned long)t3 * 8UL));
            __m256i t14 = _mm256_add_epi64(v_v, t13);
            long long *t15 = a + (i_vec + 8L);
            _mm256_storeu_si256((__m256i *)t15, t14);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t15);
            __m256i t16 = (__m256i)((vcc_v4_llong)a_v_2 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(16), vcc_v4_llong));
            s_v_2 = _mm256_add_epi64(s_v_2, t16);
            __m256i t17 = _mm256_set1_epi64x((long long)(unsigned long long)((unsigned long)t3 * 12UL));
            __m256i t18 = _mm256_add_epi64(v_v, t17);
            long long *t19 = a + (i_vec + 12L);
            _mm256_storeu_si256((__m256i *)t19, t18);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t19);
            __m256i t20 = (__m256i)((vcc_v4_llong)a_v_3 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(16), vcc_v4_llong));
            s_v_3 = _mm256_add_epi64(s_v_3, t20);
            i_vec += 16L;
            __m256i t21 = _mm256_set1_epi64x((long long)(unsigned long long)((unsigned long)t3 * 16UL));
            v_v = _mm256_add_epi64(v_v, t21);
        } while (i_vec < t2);
        __m256i t22 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t23 = _mm256_add_epi64(t22, s_v_2);
        __m256i t24 = _mm256_add_epi64(t23, s_v_3);
        t25 = (int)t2;
        t26 = (long long)vcc_avx2_reduce_epi64(t24, _mm_add_epi64, unsigned long long);
        t27 = (long long)(5UL + (unsigned long)t2 * (unsigned long)t3);
    } else {
        t25 = 0;
        t26 = 0LL;
        t27 = 5LL;
    }
    long t28 = (long)n + (long)t25 * -1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        long t30 = (long)k + (long)m * -3L;
        __m256i t31 = _mm256_set1_epi64x((long long)t27);
        __m256i t32 = _mm256_set1_epi64x((long long)(unsigned long long)(unsigned long)t30);
        __m256i t33 = (__m256i)((vcc_v4_ullong)t32 * (vcc_v4_ullong)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
        __m256i v_v_1 = _mm256_add_epi64(t31, t33);
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at runtime_step.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long long *t34 = a + ((long)t25 + i_vec_1);
            _mm256_storeu_si256((__m256i *)t34, v_v_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t34);
            __m256i t35 = (__m256i)((vcc_v4_llong)a_v_4 >> __builtin_convertvector((vcc_v4_int)_mm_set1_epi32(16), vcc_v4_llong));
            s_v_4 = _mm256_add_epi64(s_v_4, t35);
            i_vec_1 += 4L;
            __m256i t36 = _mm256_set1_epi64x((long long)(unsigned long long)((unsigned long)t30 * 4UL));
            v_v_1 = _mm256_add_epi64(v_v_1, t36);
        } while (i_vec_1 < t29);
        i = (int)((long)t25 + t29);
        s = (long long)((unsigned long long)t26 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long long));
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
__attribute__((target("avx2"))) int last_match(int n, const int *restrict b, int t, int k) {
    int v;
    int t14;
    int t15;
    int t16;
    int i;
    int last;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        long t6 = (long)k;
        __m256i t_v = _mm256_set1_epi32((int)t);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at runtime_step.c:63 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t7 = _mm256_cmpgt_epi32(b_v, t_v);
            __m256i t8 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t1, t9, t7);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + (i_vec + 8L)));
            __m256i t10 = _mm256_cmpgt_epi32(b_v_1, t_v);
            __m256i t11 = _mm256_add_epi32(t9, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t2, t11, t10);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t12 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        int t13 = vcc_avx2_reduce_epi32(t12, _mm_max_epi32, int);
        t14 = (int)t5;
        t15 = t13 < 0 ? -1 : (int)(11UL + (unsigned long)(long)t13 * (unsigned long)t6);
        t16 = (int)(11UL + (unsigned long)t5 * (unsigned long)t6);
    } else {
        t14 = 0;
        t15 = -1;
        t16 = 11;
    }
    long t17 = (long)n + (long)t14 * -1L;
    if ((t17 >= 8L) & (t17 <= 2147483647L)) {
        long t18 = t17 & -8L;
        long t19 = (long)k;
        __m256i t_v_1 = _mm256_set1_epi32((int)t);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at runtime_step.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + ((long)t14 + i_vec_1)));
            __m256i t20 = _mm256_cmpgt_epi32(b_v_2, t_v_1);
            __m256i t21 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t22, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        int t23 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        i = (int)((long)t14 + t18);
        last = t23 < 0 ? t15 : (int)((unsigned long)t16 + (unsigned long)(long)t23 * (unsigned long)t19);
        v = (int)((unsigned long)t16 + (unsigned long)t18 * (unsigned long)t19);
    } else {
        i = t14;
        last = t15;
        v = t16;
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
__attribute__((target("avx2"))) __attribute__((no_sanitize_address)) int find_at(int n, const int *restrict b, int t, int k) {
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
            goto L13;
        }
        if (b[t6] == t) {
            i = t6;
            v = t1;
            goto L13;
        }
        t1 += k;
    }
    t8 = (long)n - t4;
    if ((t8 >= 16L) & t5) {
        long t2 = t8 & -16L;
        long t9 = (long)k;
        __m256i t_v = _mm256_set1_epi32((int)t);
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:74 vectorized: VF 8, UF 2, early exit, peeled to align `b` to 64 bytes, scalar epilogue */
        do {
            __m256i b_v = _mm256_load_si256((const __m256i *)(b + (int)((long)t6 + i_vec)));
            __m256i t10 = _mm256_cmpeq_epi32(b_v, t_v);
            __m256i b_v_1 = _mm256_load_si256((const __m256i *)(b + (int)((long)t6 + (i_vec + 8L))));
            __m256i t11 = _mm256_cmpeq_epi32(b_v_1, t_v);
            __m256i t12 = _mm256_or_si256(t10, t11);
            if ((_mm256_movemask_epi8(t12) != 0)) {
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
L13:
    for (; i < n; i++) {
        if (b[i] == t) {
            return v;
        }
        v += k;
    }
    return -v;
}

/* A pointer moving by k bytes: versioned on k == 1. */
__attribute__((target("avx2"))) void pointer_step(int n, int *restrict a, const char *p, long k) {
    const char *p_1;
    int i;
    long t1 = (long)n;
    if ((t1 >= 32L) & (k == 1L)) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at runtime_step.c:84 vectorized: VF 16, UF 2, versioned on `k` == 1, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = p_v; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v16_int vcc_w = t3; char *vcc_p = (char *)(a + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t4 = i_vec + 16L;
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t4));
            vcc_v16_int t5 = ({ __m128i vcc_h0 = p_v_1; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v16_int vcc_w = t5; char *vcc_p = (char *)(a + t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
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
