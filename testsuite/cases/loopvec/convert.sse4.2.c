/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Conversions between element widths in byte loops (bench u8_to_f32): the bytes fill a
   register, so the wider values of one vector iteration take several registers, and their
   store is written one register at a time. On AVX2, 8- and 16-bit integers widened to 32-bit
   ints or floats of several registers take each group of 8 lanes with one vpmovzxbd/vpmovsxbd
   (vpmovzxwd/vpmovsxwd) from its place in the source register. */

/* uint8 -> float: 32 lanes, four registers of floats. */
__attribute__((target("sse4.2"))) void u8_to_f32(int n, float *restrict f, const uint8_t *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:12 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            vcc_v16_float t3 = ({ __m128i vcc_h0 = p_v; vcc_v4_float vcc_p0 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepu8_epi32(vcc_h0)); vcc_v4_float vcc_p1 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4))); vcc_v4_float vcc_p2 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8))); vcc_v4_float vcc_p3 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12))); vcc_v16_float vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_float t4 = t3 * (vcc_v16_float){0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f, 0.00390625f};
            vcc_v16_float t5 = t4 - (vcc_v16_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            do { vcc_v16_float vcc_w = t5; char *vcc_p = (char *)(f + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        f[t6] = (float)p[t6] * 0.00390625f - 0.5f;
    }
}

/* uint8 -> int with a multiply: four registers of ints. */
__attribute__((target("sse4.2"))) void u8_to_i32(int n, int *restrict d, const uint8_t *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:18 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = p_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = t3 * (vcc_v16_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_v16_int t5 = t4 - (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
            do { vcc_v16_int vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = (int)p[t6] * 1000 - 7;
    }
}

/* int8 -> uint16: two registers of 16-bit lanes. */
__attribute__((target("sse4.2"))) void i8_to_u16(int n, uint16_t *restrict d, const int8_t *restrict p) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:24 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            vcc_v16_ushort t3 = ({ __m128i vcc_h0 = p_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepi8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t4 = t3 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            do { vcc_v16_ushort vcc_w = t4; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t5 = i_vec + 16L;
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t5));
            vcc_v16_ushort t6 = ({ __m128i vcc_h0 = p_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepi8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t7 = t6 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            do { vcc_v16_ushort vcc_w = t7; char *vcc_p = (char *)(d + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at convert.c:24 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t11));
            vcc_v16_ushort t12 = ({ __m128i vcc_h0 = p_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepi8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t13 = t12 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            do { vcc_v16_ushort vcc_w = t13; char *vcc_p = (char *)(d + t11); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (unsigned short)((int)p[t14] * 3);
    }
}

/* uint8 -> double: the doubles of one vector iteration take four registers. */
__attribute__((target("sse4.2"))) void u8_to_f64(int n, double *restrict d, const uint8_t *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:30 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar p_v = vcc_load(vcc_v8_uchar, p + i_vec);
            vcc_v8_double t3 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(p_v, vcc_v8_ushort), vcc_v8_int), vcc_v8_double);
            vcc_v8_double t4 = t3 * (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            vcc_v8_double t5 = t4 + (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            do { vcc_v8_double vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 6, 7)); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = (double)p[t6] * 0.5 + 1.0;
    }
}

/* int8 -> float: the sign-extending group conversion. */
__attribute__((target("sse4.2"))) void i8_to_f32(int n, float *restrict f, const int8_t *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:36 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            vcc_v16_float t3 = ({ __m128i vcc_h0 = p_v; vcc_v4_float vcc_p0 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepi8_epi32(vcc_h0)); vcc_v4_float vcc_p1 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 4))); vcc_v4_float vcc_p2 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8))); vcc_v4_float vcc_p3 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 12))); vcc_v16_float vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_float t4 = t3 * (vcc_v16_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            do { vcc_v16_float vcc_w = t4; char *vcc_p = (char *)(f + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        f[t5] = (float)p[t5] * 0.25f;
    }
}

/* A known trip count: VF=32, the source in a 256-bit register, four groups of 8 lanes. */
#define FIXED 1000
__attribute__((target("sse4.2"))) void u8_to_f32_fixed(float *restrict f, const uint8_t *restrict p) {
    long i_vec = 0L;
    /* vcc: loop at convert.c:43 vectorized: VF 16, UF 1, scalar epilogue */
    do {
        __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
        vcc_v16_float t1 = ({ __m128i vcc_h0 = p_v; vcc_v4_float vcc_p0 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepu8_epi32(vcc_h0)); vcc_v4_float vcc_p1 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4))); vcc_v4_float vcc_p2 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8))); vcc_v4_float vcc_p3 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12))); vcc_v16_float vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
        vcc_v16_float t2 = t1 - (vcc_v16_float){128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f, 128.0f};
        do { vcc_v16_float vcc_w = t2; char *vcc_p = (char *)(f + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
        i_vec += 16L;
    } while (i_vec < 992L);
    for (int i = 992; i < 1000; i++) {
        long t3 = (long)i;
        f[t3] = (float)p[t3] - 128.0f;
    }
}

__attribute__((target("sse4.2"))) void i8_to_i32_fixed(int *restrict d, const int8_t *restrict p) {
    long i_vec = 0L;
    /* vcc: loop at convert.c:48 vectorized: VF 16, UF 1, scalar epilogue */
    do {
        __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
        vcc_v16_int t1 = ({ __m128i vcc_h0 = p_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
        vcc_v16_int t2 = t1 + (vcc_v16_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        do { vcc_v16_int vcc_w = t2; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
        i_vec += 16L;
    } while (i_vec < 992L);
    for (int i = 992; i < 1000; i++) {
        long t3 = (long)i;
        d[t3] = (int)p[t3] + 1000;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *p = new_array(n, 1);
        int8_t *sp = new_array(n, 1);
        float *f = new_array(n, sizeof(float));
        int *d = new_array(n, sizeof(int));
        uint16_t *w = new_array(n, 2);
        double *g = new_array(n, sizeof(double));
        FILL(p, n, 0, 256);
        FILL(sp, n, -128, 256);
        if (n > 0) p[0] = 255, sp[0] = -128;
        if (n > 1) p[n - 1] = 0, sp[n - 1] = 127;
        u8_to_f32(n, f, p);
        u8_to_i32(n, d, p);
        i8_to_u16(n, w, sp);
        u8_to_f64(n, g, p);
        printf("n=%d f=%llx d=%llx w=%llx g=%llx", n, HASH(f, n), HASH(d, n), HASH(w, n), HASH(g, n));
        i8_to_f32(n, f, sp);
        printf(" sf=%llx\n", HASH(f, n));
        free(p), free(sp), free(f), free(d), free(w), free(g);
    }
    uint8_t *p = new_array(FIXED, 1);
    int8_t *sp = new_array(FIXED, 1);
    float *f = new_array(FIXED, sizeof(float));
    int *d = new_array(FIXED, sizeof(int));
    FILL(p, FIXED, 0, 256);
    FILL(sp, FIXED, -128, 256);
    p[0] = 255, p[FIXED - 1] = 0, sp[0] = -128, sp[FIXED - 1] = 127;
    u8_to_f32_fixed(f, p);
    i8_to_i32_fixed(d, sp);
    printf("fixed f=%llx d=%llx\n", HASH(f, FIXED), HASH(d, FIXED));
    free(p), free(sp), free(f), free(d);
    return 0;
}
