/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Narrow lanes whose result is converted to a type of 32 bits or more (loopvec/narrow.rs,
   widening roots, gcc's over-widening): the value C computes in int fits a 16-bit lane, so the
   vector loop computes it there and extends the lane to the true value. Inputs include each
   type's extremes at the first and last positions. */

/* A byte product accumulated into unsigned ints: at most 65025, unsigned 16-bit lanes. */
__attribute__((target("sse4.2"))) void mul_acc_u8(int n, unsigned *restrict acc, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            unsigned int *t3 = acc + i_vec;
            vcc_v16_uint acc_v = vcc_load(vcc_v16_uint, t3);
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_ushort t4 = ({ __m128i vcc_h0 = a_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t5 = ({ __m128i vcc_h0 = b_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t6 = t4 * t5;
            vcc_v16_uint t7 = ({ vcc_v16_ushort vcc_x = t6; __m128i vcc_h0 = ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_x + 0, sizeof vcc_r); vcc_r; }); __m128i vcc_h1 = ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_x + 16, sizeof vcc_r); vcc_r; }); vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_cvtepu16_epi32(vcc_h0); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v4_uint vcc_p2 = (vcc_v4_uint)_mm_cvtepu16_epi32(vcc_h1); vcc_v4_uint vcc_p3 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h1, _mm_setzero_si128()); vcc_v16_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_uint t8 = acc_v + t7;
            do { vcc_v16_uint vcc_w = t8; char *vcc_p = (char *)(t3); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        unsigned int *t10 = acc + t9;
        *t10 = *t10 + (unsigned int)((int)a[t9] * (int)b[t9]);
    }
}

/* Products of signed bytes, -16256..16384, extended to long: signed 16-bit lanes. */
__attribute__((target("sse4.2"))) void mul_i8_to_long(int n, long *restrict out, const int8_t *restrict a, const int8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:17 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + i_vec);
            vcc_v8_schar b_v = vcc_load(vcc_v8_schar, b + i_vec);
            __m128i t3 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepi8_epi16(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi16(t3, t4);
            vcc_v8_long t6 = __builtin_convertvector(__builtin_convertvector((vcc_v8_short)t5, vcc_v8_int), vcc_v8_long);
            vcc_v8_long t7 = t6 + (vcc_v8_long){1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L};
            do { vcc_v8_long vcc_w = t7; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 6, 7)); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        out[t8] = (long)((int)a[t8] * (int)b[t8]) + 1L;
    }
}

/* An unsigned byte times a signed one, -32640..32385: signed 16-bit lanes. */
__attribute__((target("sse4.2"))) void mul_mixed(int n, unsigned *restrict out, const uint8_t *restrict a, const int8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:23 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_short t3 = ({ __m128i vcc_h0 = a_v; vcc_v8_short vcc_p0 = (vcc_v8_short)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_short vcc_p1 = (vcc_v8_short)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_short vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_short t4 = ({ __m128i vcc_h0 = b_v; vcc_v8_short vcc_p0 = (vcc_v8_short)_mm_cvtepi8_epi16(vcc_h0); vcc_v8_short vcc_p1 = (vcc_v8_short)_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)); vcc_v16_short vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_short t5 = t3 * t4;
            vcc_v16_uint t6 = ({ vcc_v16_short vcc_x = t5; __m128i vcc_h0 = ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_x + 0, sizeof vcc_r); vcc_r; }); __m128i vcc_h1 = ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_x + 16, sizeof vcc_r); vcc_r; }); vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_uint vcc_p2 = (vcc_v4_uint)_mm_cvtepi16_epi32(vcc_h1); vcc_v4_uint vcc_p3 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h1, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h1)); vcc_v16_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            do { vcc_v16_uint vcc_w = t6; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 32, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 32, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 48, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 48, sizeof vcc_r); vcc_r; })); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        out[t7] = (unsigned int)((int)a[t7] * (int)b[t7]);
    }
}

/* A difference of bytes, -255..255, converted to unsigned: sign extension gives its bits. */
__attribute__((target("sse4.2"))) void diff_u8(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:29 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_short t3 = ({ __m128i vcc_h0 = a_v; vcc_v8_short vcc_p0 = (vcc_v8_short)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_short vcc_p1 = (vcc_v8_short)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_short vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_short t4 = ({ __m128i vcc_h0 = b_v; vcc_v8_short vcc_p0 = (vcc_v8_short)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_short vcc_p1 = (vcc_v8_short)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_short vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_short t5 = t3 - t4;
            vcc_v16_uint t6 = ({ vcc_v16_short vcc_x = t5; __m128i vcc_h0 = ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_x + 0, sizeof vcc_r); vcc_r; }); __m128i vcc_h1 = ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_x + 16, sizeof vcc_r); vcc_r; }); vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_uint vcc_p2 = (vcc_v4_uint)_mm_cvtepi16_epi32(vcc_h1); vcc_v4_uint vcc_p3 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h1, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h1)); vcc_v16_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_uint t7 = t6 >> __builtin_convertvector((vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t7; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        out[t8] = (unsigned int)((int)a[t8] - (int)b[t8]) >> 1;
    }
}

/* Must stay in int lanes: two products summed reach 130050, more than 16 bits hold. */
__attribute__((target("sse4.2"))) void dot2_u8(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:35 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t5 = t3 * t4;
            vcc_v16_int t6 = t5 + t5;
            vcc_v16_uint t7 = (vcc_v16_uint)t6;
            do { (void)t7; do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int t9 = (int)a[t8] * (int)b[t8];
        out[t8] = (unsigned int)(t9 + t9);
    }
}

/* Must stay in int lanes: a product minus one, -1..65024, fits neither 16-bit lane. */
__attribute__((target("sse4.2"))) void mul_minus_one(int n, unsigned *restrict out, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow_widen.c:41 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t5 = t3 * t4;
            vcc_v16_int t6 = t5 - (vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v16_uint t7 = (vcc_v16_uint)t6;
            do { (void)t7; do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(out + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        out[t8] = (unsigned int)((int)a[t8] * (int)b[t8] - 1);
    }
}

static void extremes_u8(uint8_t *p, int n) {
    if (n > 0) p[0] = 255, p[n - 1] = 255;
    if (n > 1) p[1] = 0;
}

static void extremes_i8(int8_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 127 : -128, p[n - 1] = first ? -128 : 127;
    if (n > 2) p[2] = -128;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *a = new_array(n, 1), *b = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1);
        unsigned *u = new_array(n, sizeof(unsigned));
        long *l = new_array(n, sizeof(long));
        FILL(a, n, 0, 256);
        FILL(b, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(u, n, 0, 1000000);
        extremes_u8(a, n);
        extremes_u8(b, n);
        extremes_i8(sa, n, 1);
        extremes_i8(sb, n, 0);
        printf("n=%d", n);
        mul_acc_u8(n, u, a, b);
        printf(" acc=%llx", HASH(u, n));
        mul_i8_to_long(n, l, sa, sb);
        printf(" long=%llx", HASH(l, n));
        mul_mixed(n, u, a, sb);
        printf(" mixed=%llx", HASH(u, n));
        diff_u8(n, u, a, b);
        printf(" diff=%llx", HASH(u, n));
        dot2_u8(n, u, a, b);
        printf(" dot2=%llx", HASH(u, n));
        mul_minus_one(n, u, a, b);
        printf(" minus1=%llx\n", HASH(u, n));
        free(a), free(b), free(sa), free(sb), free(u), free(l);
    }
    return 0;
}
