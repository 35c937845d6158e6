/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized generic=9 avx2=9 avx512=9 avx512vbmi-zmm=9 sse4.2=9 neon=9 sse2=9 */
#include "harness.h"

/* 32-bit products of operands widened from 16-bit integers. On sse2 a loop of shorts is also
   planned at 8 lanes, two registers of ints: the product of two registers of
   shorts of one signedness is then their 16-bit products' low and high halves (pmullw,
   pmulhw or pmulhuw) interleaved (punpcklwd, punpckhwd), and each register of the result is
   stored as it is. Operands of mixed signedness keep the widening and the 32-bit multiply.
   On sse4.2 (and sse2's 4-lane loops) a product of operands that hold 16-bit signed values
   (signed shorts, bytes, constants of that range) is one pmaddwd, one operand's high halves
   clear: an unsigned byte, a constant, or a signed short widened with zeros (pmovzxwd);
   two signed bytes keep pmulld on sse4.2 (sse2 clears one's high halves with an and).
   Inputs are drawn from the ends of the 16-bit ranges; the counts leave tails of 1-7. */

__attribute__((target("sse4.2"))) void mul_ss(int n, int *restrict d, const short *a, const short *b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:16 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v8_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t5 = ({ (void)t3; (void)t4; __m128i vcc_x = a_v, vcc_y = b_v; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_int vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            long t6 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            vcc_v8_int t7 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t8 = ({ __m128i vcc_h0 = b_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t9 = ({ (void)t7; (void)t8; __m128i vcc_x = a_v_1, vcc_y = b_v_1; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_int vcc_w = t9; char *vcc_p = (char *)(d + t6); vcc_store(vcc_p + 0, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            vcc_v8_int t14 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t15 = ({ __m128i vcc_h0 = b_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t16 = ({ (void)t14; (void)t15; __m128i vcc_x = a_v_2, vcc_y = b_v_2; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_int vcc_w = t16; char *vcc_p = (char *)(d + t13); vcc_store(vcc_p + 0, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)a[t17] * (int)b[t17];
    }
}

__attribute__((target("sse4.2"))) void mul_uu(int n, unsigned *restrict d, const unsigned short *a, const unsigned short *b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            vcc_v8_uint t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_cvtepu16_epi32(vcc_h0); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v8_uint t4 = ({ __m128i vcc_h0 = b_v; vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_cvtepu16_epi32(vcc_h0); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_uint t5 = ({ (void)t3; (void)t4; __m128i vcc_x = a_v, vcc_y = b_v; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epu16(vcc_x, vcc_y); vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_uint vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            long t6 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            vcc_v8_uint t7 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_cvtepu16_epi32(vcc_h0); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            vcc_v8_uint t8 = ({ __m128i vcc_h0 = b_v_1; vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_cvtepu16_epi32(vcc_h0); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_uint t9 = ({ (void)t7; (void)t8; __m128i vcc_x = a_v_1, vcc_y = b_v_1; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epu16(vcc_x, vcc_y); vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_uint vcc_w = t9; char *vcc_p = (char *)(d + t6); vcc_store(vcc_p + 0, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t13));
            vcc_v8_uint t14 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_cvtepu16_epi32(vcc_h0); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            vcc_v8_uint t15 = ({ __m128i vcc_h0 = b_v_2; vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_cvtepu16_epi32(vcc_h0); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_uint t16 = ({ (void)t14; (void)t15; __m128i vcc_x = a_v_2, vcc_y = b_v_2; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epu16(vcc_x, vcc_y); vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_uint vcc_w = t16; char *vcc_p = (char *)(d + t13); vcc_store(vcc_p + 0, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (unsigned int)a[t17] * (unsigned int)b[t17];
    }
}

/* Signed times unsigned: no pmulh for the pair. */
__attribute__((target("sse4.2"))) void mul_su(int n, int *restrict d, const short *a, const unsigned short *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            vcc_v4_ushort b_v = vcc_load(vcc_v4_ushort, b + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mullo_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t6);
            vcc_v4_ushort b_v_1 = vcc_load(vcc_v4_ushort, b + t6);
            __m128i t7 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t8 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mullo_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t10);
            vcc_v4_ushort b_v_2 = vcc_load(vcc_v4_ushort, b + t10);
            __m128i t11 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t12 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mullo_epi32(t11, t12);
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t14);
            vcc_v4_ushort b_v_3 = vcc_load(vcc_v4_ushort, b + t14);
            __m128i t15 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t16 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t17 = _mm_mullo_epi32(t15, t16);
            _mm_storeu_si128((__m128i *)(d + t14), t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t21);
            vcc_v4_ushort b_v_4 = vcc_load(vcc_v4_ushort, b + t21);
            __m128i t22 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t23 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t24 = _mm_mullo_epi32(t22, t23);
            _mm_storeu_si128((__m128i *)(d + t21), t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (int)a[t25] * (int)b[t25];
    }
}

/* The product used again before the store. */
__attribute__((target("sse4.2"))) void mul_add(int n, int *restrict d, const short *a, const short *b, int c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int c_v = (vcc_v8_int){c, c, c, c, c, c, c, c};
        long i_vec = 0L;
        /* vcc: loop at short_products.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v8_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t5 = ({ (void)t3; (void)t4; __m128i vcc_x = a_v, vcc_y = b_v; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t6 = t5 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t7 = t6 + c_v;
            do { vcc_v8_int vcc_w = t7; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            long t8 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            vcc_v8_int t9 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t10 = ({ __m128i vcc_h0 = b_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t11 = ({ (void)t9; (void)t10; __m128i vcc_x = a_v_1, vcc_y = b_v_1; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t12 = t11 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = t12 + c_v;
            do { vcc_v8_int vcc_w = t13; char *vcc_p = (char *)(d + t8); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        vcc_v8_int c_v_1 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t17));
            vcc_v8_int t18 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t19 = ({ __m128i vcc_h0 = b_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t20 = ({ (void)t18; (void)t19; __m128i vcc_x = a_v_2, vcc_y = b_v_2; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t21 = t20 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t22 = t21 + c_v_1;
            do { vcc_v8_int vcc_w = t22; char *vcc_p = (char *)(d + t17); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        d[t23] = (((int)a[t23] * (int)b[t23]) >> 3) + c;
    }
}

/* A constant whose high 16 bits are set in its 32-bit lanes. */
__attribute__((target("sse4.2"))) void mul_const(int n, int *restrict d, const short *a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:39 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_madd_epi16(t3, _mm_set1_epi32(64302));
            _mm_storeu_si128((__m128i *)(d + i_vec), t4);
            long t5 = i_vec + 4L;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + t5);
            __m128i t6 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t7 = _mm_madd_epi16(t6, _mm_set1_epi32(64302));
            _mm_storeu_si128((__m128i *)(d + t5), t7);
            long t8 = i_vec + 8L;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + t8);
            __m128i t9 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t10 = _mm_madd_epi16(t9, _mm_set1_epi32(64302));
            _mm_storeu_si128((__m128i *)(d + t8), t10);
            long t11 = i_vec + 12L;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + t11);
            __m128i t12 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t13 = _mm_madd_epi16(t12, _mm_set1_epi32(64302));
            _mm_storeu_si128((__m128i *)(d + t11), t13);
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
        /* vcc: loop at short_products.c:39 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + t17);
            __m128i t18 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t19 = _mm_madd_epi16(t18, _mm_set1_epi32(64302));
            _mm_storeu_si128((__m128i *)(d + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (int)a[t20] * -1234;
    }
}

__attribute__((target("sse4.2"))) void mul_sb(int n, int *restrict d, const short *a, const unsigned char *b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:44 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_int t3 = ({ vcc_v16_short vcc_x = a_v; __m128i vcc_h0 = ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_x + 0, sizeof vcc_r); vcc_r; }); __m128i vcc_h1 = ({ __m128i vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_x + 16, sizeof vcc_r); vcc_r; }); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepi16_epi32(vcc_h1); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h1, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h1)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t5 = t3 * t4;
            do { vcc_v16_int vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = (int)a[t6] * (int)b[t6];
    }
}

__attribute__((target("sse4.2"))) void mul_bb(int n, int *restrict d, const signed char *a, const signed char *b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:49 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t5 = t3 * t4;
            do { vcc_v16_int vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = (int)a[t6] * (int)b[t6];
    }
}

/* Four lanes of bytes: the byte forms of pmaddwd (loops of bytes are planned at 16 lanes). */
__attribute__((target("sse4.2"))) void mul_sb4(int *restrict d, const short *a, const unsigned char *b) {
    long i_vec = 0L;
    /* vcc: loop at short_products.c:55 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
        vcc_v4_uchar b_v = vcc_load(vcc_v4_uchar, b + i_vec);
        __m128i t1 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
        __m128i t2 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)b_v));
        __m128i t3 = _mm_madd_epi16(t1, t2);
        _mm_storeu_si128((__m128i *)(d + i_vec), t3);
        i_vec += 4L;
    } while (i_vec < 4L);
}

__attribute__((target("sse4.2"))) void mul_bb4(int *restrict d, const signed char *a, const signed char *b) {
    long i_vec = 0L;
    /* vcc: loop at short_products.c:60 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        vcc_v4_schar a_v = vcc_load(vcc_v4_schar, a + i_vec);
        vcc_v4_schar b_v = vcc_load(vcc_v4_schar, b + i_vec);
        __m128i t1 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v));
        __m128i t2 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)b_v));
        __m128i t3 = _mm_mullo_epi32(t1, t2);
        _mm_storeu_si128((__m128i *)(d + i_vec), t3);
        i_vec += 4L;
    } while (i_vec < 4L);
}

static short edge16(uint32_t r) {
    switch (r % 6) {
    case 0: return INT16_MIN;
    case 1: return INT16_MAX;
    case 2: return -1;
    case 3: return (short)(INT16_MIN + (int)(r >> 20));
    case 4: return (short)(INT16_MAX - (int)(r >> 20));
    default: return (short)(r * 2654435761u >> 7);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, 2), *b = new_array(n, 2);
        unsigned short *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ub[i] = (unsigned short)edge16(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_su(n, d, a, ub);
        printf("n=%d mul_su %llx\n", n, HASH(d, n));
        mul_add(n, d, a, b, -12345);
        printf("n=%d mul_add %llx\n", n, HASH(d, n));
        mul_const(n, d, a);
        printf("n=%d mul_const %llx\n", n, HASH(d, n));
        /* The low bytes of the edge values: 0x00, 0xff, 0x80, 0x7f and others. */
        mul_sb(n, d, a, (const unsigned char *)ub);
        printf("n=%d mul_sb %llx\n", n, HASH(d, n));
        mul_bb(n, d, (const signed char *)a, (const signed char *)b);
        printf("n=%d mul_bb %llx\n", n, HASH(d, n));
        if (n >= 4) {
            mul_sb4(d, a, (const unsigned char *)ub);
            printf("n=%d mul_sb4 %llx\n", n, HASH(d, 4));
            mul_bb4(d, (const signed char *)a, (const signed char *)b);
            printf("n=%d mul_bb4 %llx\n", n, HASH(d, 4));
        }
        free(a), free(b), free(ua), free(ub), free(d);
    }
    return 0;
}
