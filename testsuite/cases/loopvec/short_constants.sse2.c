/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=7 avx2=7 avx512=7 avx512vbmi-zmm=7 sse4.2=7 neon=7 sse2=7 */
#include "harness.h"

/* 32-bit products of shorts widened to int and a constant. On the 16-byte x86 targets a
   constant that the shorts' own type holds is multiplied as 16 bits, the products' low and
   high halves (pmullw, pmulhw or pmulhuw against the constant in every lane) interleaved into
   ints, without widening the shorts first. A constant outside that range (40000 for signed
   shorts; -3 for unsigned ones, whose 16-bit pattern 0xfffd would multiply as 65533) keeps the
   widening and a 32-bit multiply. Signed shorts are widened by unpacking them with their sign
   (a compare with zero). Inputs are drawn from the ends of the 16-bit ranges; the counts leave
   tails of 1-7. */

void mul3(int n, int *restrict d, const short *a) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            vcc_v8_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = ({ (void)t3; __m128i vcc_x = a_v, vcc_y = _mm_set1_epi16(3); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_int vcc_w = t4; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            long t5 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            vcc_v8_int t6 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t7 = ({ (void)t6; __m128i vcc_x = a_v_1, vcc_y = _mm_set1_epi16(3); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_int vcc_w = t7; char *vcc_p = (char *)(d + t5); vcc_store(vcc_p + 0, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t11));
            vcc_v8_int t12 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t13 = ({ (void)t12; __m128i vcc_x = a_v_2, vcc_y = _mm_set1_epi16(3); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_int vcc_w = t13; char *vcc_p = (char *)(d + t11); vcc_store(vcc_p + 0, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_int vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (int)a[t14] * 3;
    }
}

/* The extremes of the signed range, each order of the operands. */
void mul_min(int n, int *restrict d, const short *a) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:20 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            vcc_v8_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = ({ (void)t3; __m128i vcc_x = _mm_set1_epi16(-32768), vcc_y = a_v; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t5 = ({ (void)t3; __m128i vcc_x = a_v, vcc_y = _mm_set1_epi16(32767); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t6 = t4 + t5;
            do { vcc_v8_int vcc_w = t6; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            long t7 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            vcc_v8_int t8 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t9 = ({ (void)t8; __m128i vcc_x = _mm_set1_epi16(-32768), vcc_y = a_v_1; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t10 = ({ (void)t8; __m128i vcc_x = a_v_1, vcc_y = _mm_set1_epi16(32767); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t11 = t9 + t10;
            do { vcc_v8_int vcc_w = t11; char *vcc_p = (char *)(d + t7); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            vcc_v8_int t16 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t17 = ({ (void)t16; __m128i vcc_x = _mm_set1_epi16(-32768), vcc_y = a_v_2; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t18 = ({ (void)t16; __m128i vcc_x = a_v_2, vcc_y = _mm_set1_epi16(32767); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t19 = t17 + t18;
            do { vcc_v8_int vcc_w = t19; char *vcc_p = (char *)(d + t15); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int t21 = (int)a[t20];
        d[t20] = -32768 * t21 + t21 * 32767;
    }
}

void mul_umax(int n, unsigned *restrict d, const unsigned short *a) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            vcc_v8_uint t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_unpacklo_epi16(vcc_h0, _mm_setzero_si128()); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_uint t4 = ({ (void)t3; __m128i vcc_x = a_v, vcc_y = _mm_set1_epi16(-1); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epu16(vcc_x, vcc_y); vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_uint vcc_w = t4; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            long t5 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            vcc_v8_uint t6 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_unpacklo_epi16(vcc_h0, _mm_setzero_si128()); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_uint t7 = ({ (void)t6; __m128i vcc_x = a_v_1, vcc_y = _mm_set1_epi16(-1); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epu16(vcc_x, vcc_y); vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_uint vcc_w = t7; char *vcc_p = (char *)(d + t5); vcc_store(vcc_p + 0, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t11));
            vcc_v8_uint t12 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_unpacklo_epi16(vcc_h0, _mm_setzero_si128()); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_uint t13 = ({ (void)t12; __m128i vcc_x = a_v_2, vcc_y = _mm_set1_epi16(-1); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epu16(vcc_x, vcc_y); vcc_v4_uint vcc_p0 = (vcc_v4_uint)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_uint vcc_p1 = (vcc_v4_uint)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_uint vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v8_uint vcc_w = t13; char *vcc_p = (char *)(d + t11); vcc_store(vcc_p + 0, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 0, sizeof vcc_r); vcc_r; })); vcc_store(vcc_p + 16, ({ vcc_v4_uint vcc_r; __builtin_memcpy(&vcc_r, (const char *)&vcc_w + 16, sizeof vcc_r); vcc_r; })); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (unsigned int)a[t14] * 65535U;
    }
}

/* Out of the shorts' range: widened first. */
void mul_big(int n, int *restrict d, const short *a) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            vcc_v8_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = t3 * (vcc_v8_int){40000, 40000, 40000, 40000, 40000, 40000, 40000, 40000};
            do { vcc_v8_int vcc_w = t4; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            long t5 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            vcc_v8_int t6 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t7 = t6 * (vcc_v8_int){40000, 40000, 40000, 40000, 40000, 40000, 40000, 40000};
            do { vcc_v8_int vcc_w = t7; char *vcc_p = (char *)(d + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t11));
            vcc_v8_int t12 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t13 = t12 * (vcc_v8_int){40000, 40000, 40000, 40000, 40000, 40000, 40000, 40000};
            do { vcc_v8_int vcc_w = t13; char *vcc_p = (char *)(d + t11); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (int)a[t14] * 40000;
    }
}

void mul_uneg(int n, int *restrict d, const unsigned short *a) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:36 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            vcc_v8_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_setzero_si128()); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = t3 * (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            do { vcc_v8_int vcc_w = t4; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            long t5 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            vcc_v8_int t6 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_setzero_si128()); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t7 = t6 * (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            do { vcc_v8_int vcc_w = t7; char *vcc_p = (char *)(d + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t11));
            vcc_v8_int t12 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_setzero_si128()); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_setzero_si128()); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t13 = t12 * (vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3};
            do { vcc_v8_int vcc_w = t13; char *vcc_p = (char *)(d + t11); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (int)a[t14] * -3;
    }
}

/* The coverage suite's ty_s16_widen: a sum of a widened short and one times two. */
void widen_add(int n, int *restrict d, const short *a, const short *b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:42 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v8_int t3 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = ({ (void)t3; __m128i vcc_x = b_v, vcc_y = _mm_set1_epi16(2); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t5 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t6 = t5 + t4;
            do { vcc_v8_int vcc_w = t6; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            long t7 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            vcc_v8_int t8 = ({ __m128i vcc_h0 = b_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t9 = ({ (void)t8; __m128i vcc_x = b_v_1, vcc_y = _mm_set1_epi16(2); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t10 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t11 = t10 + t9;
            do { vcc_v8_int vcc_w = t11; char *vcc_p = (char *)(d + t7); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_constants.c:42 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            vcc_v8_int t16 = ({ __m128i vcc_h0 = b_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t17 = ({ (void)t16; __m128i vcc_x = b_v_2, vcc_y = _mm_set1_epi16(2); __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = _mm_mulhi_epi16(vcc_x, vcc_y); vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_l, vcc_h); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_l, vcc_h); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t18 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(vcc_h0, _mm_cmpgt_epi16(_mm_setzero_si128(), vcc_h0)); vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t19 = t18 + t17;
            do { vcc_v8_int vcc_w = t19; char *vcc_p = (char *)(d + t15); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); } while (0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (int)a[t20] + (int)b[t20] * 2;
    }
}

/* Signed bytes widened to ints by two levels of unpacks with the sign. */
void widen_bytes(int n, int *restrict d, const signed char *a, const signed char *b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at short_constants.c:48 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = (vcc_v16_int){7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7} * t3;
            vcc_v16_int t5 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpacklo_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_unpacklo_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_unpackhi_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)), _mm_cmpgt_epi16(_mm_setzero_si128(), _mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)))); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t6 = t5 - t4;
            do { vcc_v16_int vcc_w = t6; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        d[t7] = (int)a[t7] - 7 * (int)b[t7];
    }
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
        unsigned short *ua = new_array(n, 2);
        signed char *ca = new_array(n, 1), *cb = new_array(n, 1);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ca[i] = (signed char)(edge16(next_rand()) >> 8);
            cb[i] = (signed char)edge16(next_rand());
        }
        mul3(n, d, a);
        printf("n=%d mul3 %llx\n", n, HASH(d, n));
        mul_min(n, d, a);
        printf("n=%d mul_min %llx\n", n, HASH(d, n));
        mul_umax(n, (unsigned *)d, ua);
        printf("n=%d mul_umax %llx\n", n, HASH(d, n));
        mul_big(n, d, a);
        printf("n=%d mul_big %llx\n", n, HASH(d, n));
        mul_uneg(n, d, ua);
        printf("n=%d mul_uneg %llx\n", n, HASH(d, n));
        widen_add(n, d, a, b);
        printf("n=%d widen_add %llx\n", n, HASH(d, n));
        widen_bytes(n, d, ca, cb);
        printf("n=%d widen_bytes %llx\n", n, HASH(d, n));
        free(a), free(b), free(ua), free(ca), free(cb), free(d);
    }
    return 0;
}
