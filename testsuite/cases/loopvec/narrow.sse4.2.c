/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 13 */
#include "harness.h"

/* Narrow lanes (loopvec/narrow.rs): uint8/int8/int16 arithmetic that C promotes to int, computed
   in 8- or 16-bit lanes where the result provably fits. Inputs include the extreme values of each
   type at the first and last positions. */

/* (a + b + 1) >> 1 ^ key: the sum needs 9 bits, the rounding average (pavgb) 8; key is an
   invariant uint8. */
__attribute__((target("sse4.2"))) void avg_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, uint8_t key) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m128i key_v = _mm_set1_epi8((char)key);
        long i_vec = 0L;
        /* vcc: loop at narrow.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_avg_epu8(a_v, b_v);
            __m128i t4 = _mm_xor_si128(t3, key_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = _mm_avg_epu8(a_v_1, b_v_1);
            __m128i t7 = _mm_xor_si128(t6, key_v);
            _mm_storeu_si128((__m128i *)(c + t5), t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        __m128i key_v_1 = _mm_set1_epi8((char)key);
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i t12 = _mm_avg_epu8(a_v_2, b_v_2);
            __m128i t13 = _mm_xor_si128(t12, key_v_1);
            _mm_storeu_si128((__m128i *)(c + t11), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        c[t14] = (unsigned char)((((int)a[t14] + (int)b[t14] + 1) >> 1) ^ (int)key);
    }
}

/* A rounding average of uint16: the sum needs 17 bits, the average (pavgw) none. */
__attribute__((target("sse4.2"))) void avg_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_avg_epu16(a_v, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t3);
            long t4 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = _mm_avg_epu16(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t4), t5);
            long t6 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = _mm_avg_epu16(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t6), t7);
            long t8 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_avg_epu16(a_v_3, b_v_3);
            _mm_storeu_si128((__m128i *)(c + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t14 = _mm_avg_epu16(a_v_4, b_v_4);
            _mm_storeu_si128((__m128i *)(c + t13), t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        c[t15] = (unsigned short)(((int)a[t15] + (1 + (int)b[t15])) >> 1);
    }
}

/* The average of an average and a byte minus 3 (wraps): 8-bit lanes throughout. */
__attribute__((target("sse4.2"))) void avg2_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, const uint8_t *restrict d) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:23 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_avg_epu8(a_v, b_v);
            __m128i d_v = _mm_loadu_si128((const __m128i *)(d + i_vec));
            __m128i t4 = _mm_avg_epu8(d_v, t3);
            __m128i t5 = _mm_sub_epi8(t4, _mm_set1_epi8((char)3));
            _mm_storeu_si128((__m128i *)(c + i_vec), t5);
            long t6 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = _mm_avg_epu8(a_v_1, b_v_1);
            __m128i d_v_1 = _mm_loadu_si128((const __m128i *)(d + t6));
            __m128i t8 = _mm_avg_epu8(d_v_1, t7);
            __m128i t9 = _mm_sub_epi8(t8, _mm_set1_epi8((char)3));
            _mm_storeu_si128((__m128i *)(c + t6), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:23 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m128i t14 = _mm_avg_epu8(a_v_2, b_v_2);
            __m128i d_v_2 = _mm_loadu_si128((const __m128i *)(d + t13));
            __m128i t15 = _mm_avg_epu8(d_v_2, t14);
            __m128i t16 = _mm_sub_epi8(t15, _mm_set1_epi8((char)3));
            _mm_storeu_si128((__m128i *)(c + t13), t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        c[t17] = (unsigned char)(((1 + (((int)a[t17] + (int)b[t17] + 1) >> 1) + (int)d[t17]) >> 1) - 3);
    }
}

/* A weighted sum of bytes up to 65280, shifted down: 16-bit unsigned lanes. */
__attribute__((target("sse4.2"))) void gray_u8(int n, uint8_t *restrict g, const uint8_t *restrict r, const uint8_t *restrict gr, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:29 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i r_v = _mm_loadu_si128((const __m128i *)(r + i_vec));
            vcc_v16_ushort t3 = ({ __m128i vcc_h0 = r_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t4 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t3;
            __m128i gr_v = _mm_loadu_si128((const __m128i *)(gr + i_vec));
            vcc_v16_ushort t5 = ({ __m128i vcc_h0 = gr_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t6 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t5;
            vcc_v16_ushort t7 = t4 + t6;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_ushort t8 = ({ __m128i vcc_h0 = b_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t9 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t8;
            vcc_v16_ushort t10 = t7 + t9;
            vcc_v16_ushort t11 = t10 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            __m128i t12 = (__m128i)__builtin_convertvector(t11, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(g + i_vec), t12);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        g[t13] = (unsigned char)((77 * (int)r[t13] + 150 * (int)gr[t13] + 29 * (int)b[t13]) >> 8);
    }
}

/* Only the low 8 bits are demanded and no shift right: 8-bit lanes (the multiply wraps). */
__attribute__((target("sse4.2"))) void mul_add_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:35 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = (__m128i)((vcc_v16_uchar)a_v * (vcc_v16_uchar)b_v);
            __m128i t4 = _mm_add_epi8(t3, _mm_set1_epi8((char)7));
            __m128i t5 = _mm_and_si128(a_v, _mm_set1_epi8((char)15));
            __m128i t6 = _mm_sub_epi8(t4, t5);
            _mm_storeu_si128((__m128i *)(c + i_vec), t6);
            long t7 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = (__m128i)((vcc_v16_uchar)a_v_1 * (vcc_v16_uchar)b_v_1);
            __m128i t9 = _mm_add_epi8(t8, _mm_set1_epi8((char)7));
            __m128i t10 = _mm_and_si128(a_v_1, _mm_set1_epi8((char)15));
            __m128i t11 = _mm_sub_epi8(t9, t10);
            _mm_storeu_si128((__m128i *)(c + t7), t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:35 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m128i t16 = (__m128i)((vcc_v16_uchar)a_v_2 * (vcc_v16_uchar)b_v_2);
            __m128i t17 = _mm_add_epi8(t16, _mm_set1_epi8((char)7));
            __m128i t18 = _mm_and_si128(a_v_2, _mm_set1_epi8((char)15));
            __m128i t19 = _mm_sub_epi8(t17, t18);
            _mm_storeu_si128((__m128i *)(c + t15), t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int t21 = (int)a[t20];
        c[t20] = (unsigned char)(t21 * (int)b[t20] + 7 - (t21 & 15));
    }
}

/* (a << 4) >> 4 keeps a only with 12 bits: 16-bit lanes, not 8. */
__attribute__((target("sse4.2"))) void shl_shr_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            vcc_v16_ushort t3 = ({ __m128i vcc_h0 = a_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t4 = t3 << (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t5 = t4 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t6 = t3 >> (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_ushort t7 = t5 | t6;
            __m128i t8 = (__m128i)__builtin_convertvector(t7, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + i_vec), t8);
            long t9 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            vcc_v16_ushort t10 = ({ __m128i vcc_h0 = a_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t11 = t10 << (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t12 = t11 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t13 = t10 >> (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_ushort t14 = t12 | t13;
            __m128i t15 = (__m128i)__builtin_convertvector(t14, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + t9), t15);
            i_vec += 32L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:41 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t19));
            vcc_v16_ushort t20 = ({ __m128i vcc_h0 = a_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t21 = t20 << (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t22 = t21 >> (vcc_v16_ushort){(unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4, (unsigned short)4};
            vcc_v16_ushort t23 = t20 >> (vcc_v16_ushort){(unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7, (unsigned short)7};
            vcc_v16_ushort t24 = t22 | t23;
            __m128i t25 = (__m128i)__builtin_convertvector(t24, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + t19), t25);
            i_vec_1 += 16L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        int t27 = (int)a[t26];
        c[t26] = (unsigned char)((t27 << 4 >> 4) | (t27 >> 7));
    }
}

/* Signed: (a - b) >> 2 on int8 is in [-64, 63]; every value fits int16 lanes (arithmetic shift). */
__attribute__((target("sse4.2"))) void diff_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:47 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_ushort t3 = ({ __m128i vcc_h0 = a_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepi8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t4 = ({ __m128i vcc_h0 = b_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepi8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t5 = t3 - t4;
            vcc_v16_ushort t6 = t5 >> (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            __m128i t7 = (__m128i)__builtin_convertvector(t6, vcc_v16_schar);
            _mm_storeu_si128((__m128i *)(c + i_vec), t7);
            long t8 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            vcc_v16_ushort t9 = ({ __m128i vcc_h0 = a_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepi8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t10 = ({ __m128i vcc_h0 = b_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepi8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t11 = t9 - t10;
            vcc_v16_ushort t12 = t11 >> (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            __m128i t13 = (__m128i)__builtin_convertvector(t12, vcc_v16_schar);
            _mm_storeu_si128((__m128i *)(c + t8), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:47 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t17));
            vcc_v16_ushort t18 = ({ __m128i vcc_h0 = a_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepi8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t19 = ({ __m128i vcc_h0 = b_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepi8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_cmpgt_epi8(_mm_setzero_si128(), vcc_h0)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t20 = t18 - t19;
            vcc_v16_ushort t21 = t20 >> (vcc_v16_ushort){(unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2, (unsigned short)2};
            __m128i t22 = (__m128i)__builtin_convertvector(t21, vcc_v16_schar);
            _mm_storeu_si128((__m128i *)(c + t17), t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        c[t23] = (signed char)(((int)a[t23] - (int)b[t23]) >> 2);
    }
}

/* The high byte of a uint16: a 16-bit leaf truncated to 8 bits. */
__attribute__((target("sse4.2"))) void high_u16(int n, uint8_t *restrict c, const uint16_t *restrict a) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:53 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_ushort a_v = vcc_load(vcc_v16_ushort, a + i_vec);
            vcc_v16_ushort t3 = a_v >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            __m128i t4 = (__m128i)__builtin_convertvector(t3, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            vcc_v16_ushort a_v_1 = vcc_load(vcc_v16_ushort, a + t5);
            vcc_v16_ushort t6 = a_v_1 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            __m128i t7 = (__m128i)__builtin_convertvector(t6, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + t5), t7);
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
        /* vcc: loop at narrow.c:53 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v16_ushort a_v_2 = vcc_load(vcc_v16_ushort, a + t11);
            vcc_v16_ushort t12 = a_v_2 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            __m128i t13 = (__m128i)__builtin_convertvector(t12, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + t11), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        c[t14] = (unsigned char)((int)a[t14] >> 8);
    }
}

/* int16 product shifted by 8 does not fit 16 bits: computed in int. */
__attribute__((target("sse4.2"))) void q8_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_mulhi_epi16(a_v, b_v);
            __m128i t4 = _mm_mullo_epi16(a_v, b_v);
            __m128i t5 = _mm_srli_epi16(t4, 8);
            __m128i t6 = _mm_slli_epi16(t3, 8);
            __m128i t7 = _mm_or_si128(t5, t6);
            _mm_storeu_si128((__m128i *)(c + i_vec), t7);
            long t8 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_mulhi_epi16(a_v_1, b_v_1);
            __m128i t10 = _mm_mullo_epi16(a_v_1, b_v_1);
            __m128i t11 = _mm_srli_epi16(t10, 8);
            __m128i t12 = _mm_slli_epi16(t9, 8);
            __m128i t13 = _mm_or_si128(t11, t12);
            _mm_storeu_si128((__m128i *)(c + t8), t13);
            long t14 = i_vec + 16L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = _mm_mulhi_epi16(a_v_2, b_v_2);
            __m128i t16 = _mm_mullo_epi16(a_v_2, b_v_2);
            __m128i t17 = _mm_srli_epi16(t16, 8);
            __m128i t18 = _mm_slli_epi16(t15, 8);
            __m128i t19 = _mm_or_si128(t17, t18);
            _mm_storeu_si128((__m128i *)(c + t14), t19);
            long t20 = i_vec + 24L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m128i t21 = _mm_mulhi_epi16(a_v_3, b_v_3);
            __m128i t22 = _mm_mullo_epi16(a_v_3, b_v_3);
            __m128i t23 = _mm_srli_epi16(t22, 8);
            __m128i t24 = _mm_slli_epi16(t21, 8);
            __m128i t25 = _mm_or_si128(t23, t24);
            _mm_storeu_si128((__m128i *)(c + t20), t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:59 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t29));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m128i t30 = _mm_mulhi_epi16(a_v_4, b_v_4);
            __m128i t31 = _mm_mullo_epi16(a_v_4, b_v_4);
            __m128i t32 = _mm_srli_epi16(t31, 8);
            __m128i t33 = _mm_slli_epi16(t30, 8);
            __m128i t34 = _mm_or_si128(t32, t33);
            _mm_storeu_si128((__m128i *)(c + t29), t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        c[t35] = (short)(((int)a[t35] * (int)b[t35]) >> 8);
    }
}

/* The sum is also stored as an int: nothing is narrowed. */
__attribute__((target("sse4.2"))) void sum_both(int n, uint8_t *restrict h, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:65 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = ({ __m128i vcc_h0 = b_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t_v = t3 + t4;
            vcc_v16_int t5 = t_v >> (vcc_v16_int){1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
            __m128i t6 = (__m128i)__builtin_convertvector(__builtin_convertvector(t5, vcc_v16_short), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(h + i_vec), t6);
            do { vcc_v16_int vcc_w = t_v; char *vcc_p = (char *)(s + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        int t = (int)a[t7] + (int)b[t7];
        h[t7] = (unsigned char)(t >> 1);
        s[t7] = t;
    }
}

/* An alpha blend with an int alpha of any value (bench blend_u8): the products need 32 bits,
   but only bits 8..15 of the sum reach the byte, so 16-bit lanes hold enough of every value;
   alpha and 256 - alpha are broadcast truncated to 16 bits. */
__attribute__((target("sse4.2"))) void blend_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, int alpha) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v16_ushort alpha_v = vcc_splat(vcc_v16_ushort, (unsigned short)alpha);
        vcc_v16_ushort t3 = (vcc_v16_ushort){(unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256} - alpha_v;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:76 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            vcc_v16_ushort t4 = ({ __m128i vcc_h0 = a_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t5 = t4 * alpha_v;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_ushort t6 = ({ __m128i vcc_h0 = b_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t7 = t6 * t3;
            vcc_v16_ushort t8 = t5 + t7;
            vcc_v16_ushort t9 = t8 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            __m128i t10 = (__m128i)__builtin_convertvector(t9, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + i_vec), t10);
            long t11 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t11));
            vcc_v16_ushort t12 = ({ __m128i vcc_h0 = a_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t13 = t12 * alpha_v;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t11));
            vcc_v16_ushort t14 = ({ __m128i vcc_h0 = b_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t15 = t14 * t3;
            vcc_v16_ushort t16 = t13 + t15;
            vcc_v16_ushort t17 = t16 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            __m128i t18 = (__m128i)__builtin_convertvector(t17, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + t11), t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        vcc_v16_ushort alpha_v_1 = vcc_splat(vcc_v16_ushort, (unsigned short)alpha);
        vcc_v16_ushort t22 = (vcc_v16_ushort){(unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256} - alpha_v_1;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:76 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t23 = (long)t19 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t23));
            vcc_v16_ushort t24 = ({ __m128i vcc_h0 = a_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t25 = t24 * alpha_v_1;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t23));
            vcc_v16_ushort t26 = ({ __m128i vcc_h0 = b_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t27 = t26 * t22;
            vcc_v16_ushort t28 = t25 + t27;
            vcc_v16_ushort t29 = t28 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            __m128i t30 = (__m128i)__builtin_convertvector(t29, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + t23), t30);
            i_vec_1 += 16L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        c[t31] = (unsigned char)(((int)a[t31] * alpha + (int)b[t31] * (256 - alpha)) >> 8);
    }
}

/* The product needs 18 bits, the byte its bits 6..13: 16-bit lanes. */
__attribute__((target("sse4.2"))) void mul3_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:82 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            vcc_v16_ushort t3 = ({ __m128i vcc_h0 = a_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t4 = ({ __m128i vcc_h0 = b_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t5 = t3 * t4;
            vcc_v16_ushort t6 = __builtin_convertvector((__builtin_convertvector(t5, vcc_v16_uint) * __builtin_convertvector((vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3}, vcc_v16_uint)) >> 16, vcc_v16_ushort);
            vcc_v16_ushort t7 = t5 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t8 = t7 >> (vcc_v16_ushort){(unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6};
            vcc_v16_ushort t9 = t6 << (vcc_v16_ushort){(unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10};
            vcc_v16_ushort t10 = t8 | t9;
            __m128i t11 = (__m128i)__builtin_convertvector(t10, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + i_vec), t11);
            long t12 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t12));
            vcc_v16_ushort t13 = ({ __m128i vcc_h0 = a_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t14 = ({ __m128i vcc_h0 = b_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t15 = t13 * t14;
            vcc_v16_ushort t16 = __builtin_convertvector((__builtin_convertvector(t15, vcc_v16_uint) * __builtin_convertvector((vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3}, vcc_v16_uint)) >> 16, vcc_v16_ushort);
            vcc_v16_ushort t17 = t15 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t18 = t17 >> (vcc_v16_ushort){(unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6};
            vcc_v16_ushort t19 = t16 << (vcc_v16_ushort){(unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10};
            vcc_v16_ushort t20 = t18 | t19;
            __m128i t21 = (__m128i)__builtin_convertvector(t20, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + t12), t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 16L) {
        long t24 = t23 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:82 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t25));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t25));
            vcc_v16_ushort t26 = ({ __m128i vcc_h0 = a_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t27 = ({ __m128i vcc_h0 = b_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t28 = t26 * t27;
            vcc_v16_ushort t29 = __builtin_convertvector((__builtin_convertvector(t28, vcc_v16_uint) * __builtin_convertvector((vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3}, vcc_v16_uint)) >> 16, vcc_v16_ushort);
            vcc_v16_ushort t30 = t28 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t31 = t30 >> (vcc_v16_ushort){(unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6, (unsigned short)6};
            vcc_v16_ushort t32 = t29 << (vcc_v16_ushort){(unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10, (unsigned short)10};
            vcc_v16_ushort t33 = t31 | t32;
            __m128i t34 = (__m128i)__builtin_convertvector(t33, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + t25), t34);
            i_vec_1 += 16L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        c[t35] = (unsigned char)(((int)a[t35] * (int)b[t35] * 3) >> 6);
    }
}

/* k is also needed in full (stored as an int sum): its tree stays in int lanes. */
__attribute__((target("sse4.2"))) void scale_both(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, int k) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_int k_v = (vcc_v16_int){k, k, k, k, k, k, k, k, k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at narrow.c:88 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = a + i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)t3);
            vcc_v16_int t4 = ({ __m128i vcc_h0 = a_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t5 = t4 * k_v;
            vcc_v16_int t6 = t5 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            __m128i t7 = (__m128i)__builtin_convertvector(__builtin_convertvector(t6, vcc_v16_short), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(c + i_vec), t7);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t3);
            vcc_v16_int t8 = ({ __m128i vcc_h0 = a_v_1; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t9 = t8 + k_v;
            do { vcc_v16_int vcc_w = t9; char *vcc_p = (char *)(s + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        const unsigned char *t11 = a + t10;
        c[t10] = (unsigned char)(((int)*t11 * k) >> 4);
        s[t10] = (int)*t11 + k;
    }
}

static void extremes_u8(uint8_t *p, int n) {
    if (n > 0) p[0] = 255, p[n - 1] = 255;
    if (n > 1) p[1] = 0;
}

static void extremes_i8(int8_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 127 : -128, p[n - 1] = first ? -128 : 127;
}

static void extremes_i16(int16_t *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = first ? -32768 : 32767;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *a = new_array(n, 1), *b = new_array(n, 1), *d = new_array(n, 1), *c = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1), *sc = new_array(n, 1);
        uint16_t *wa = new_array(n, 2);
        int16_t *ha = new_array(n, 2), *hb = new_array(n, 2), *hc = new_array(n, 2);
        int *s = new_array(n, sizeof(int));
        FILL(a, n, 0, 256);
        FILL(b, n, 0, 256);
        FILL(d, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(wa, n, 0, 65536);
        FILL(ha, n, -32768, 65536);
        FILL(hb, n, -32768, 65536);
        extremes_u8(a, n);
        extremes_u8(b, n);
        extremes_u8(d, n);
        extremes_i8(sa, n, 1);
        extremes_i8(sb, n, 0);
        extremes_i16(ha, n, 1);
        extremes_i16(hb, n, 0);
        if (n > 0) wa[0] = 65535;
        printf("n=%d", n);
        avg_u8(n, c, a, b, 0);
        printf(" avg0=%llx", HASH(c, n));
        avg_u8(n, c, a, b, 255);
        printf(" avg255=%llx", HASH(c, n));
        uint16_t *wb = new_array(n, 2), *wc = new_array(n, 2);
        FILL(wb, n, 0, 65536);
        if (n > 0) wb[0] = 65535, wb[n - 1] = 0;
        if (n > 1) wa[n - 1] = 65535;
        avg_u16(n, wc, wa, wb);
        printf(" avg16=%llx", HASH(wc, n));
        free(wb), free(wc);
        avg2_u8(n, c, a, b, d);
        printf(" avg2=%llx", HASH(c, n));
        gray_u8(n, c, a, b, d);
        printf(" gray=%llx", HASH(c, n));
        mul_add_u8(n, c, a, b);
        printf(" muladd=%llx", HASH(c, n));
        shl_shr_u8(n, c, a);
        printf(" shlshr=%llx", HASH(c, n));
        diff_i8(n, sc, sa, sb);
        printf(" diff=%llx", HASH(sc, n));
        high_u16(n, c, wa);
        printf(" high=%llx", HASH(c, n));
        q8_i16(n, hc, ha, hb);
        printf(" q8=%llx", HASH(hc, n));
        static const int alphas[] = {0, 77, 256, 300, -5, 70000, -8000000};
        for (int k = 0; k < 7; k++) {
            blend_u8(n, c, a, b, alphas[k]);
            printf(" blend%d=%llx", alphas[k], HASH(c, n));
        }
        mul3_u8(n, c, a, b);
        printf(" mul3=%llx", HASH(c, n));
        scale_both(n, c, s, a, -70001);
        printf(" scale=%llx/%llx", HASH(c, n), HASH(s, n));
        sum_both(n, c, s, a, b);
        printf(" both=%llx/%llx\n", HASH(c, n), HASH(s, n));
        free(a), free(b), free(c), free(d), free(sa), free(sb), free(sc), free(wa), free(ha), free(hb), free(hc), free(s);
    }
    return 0;
}
