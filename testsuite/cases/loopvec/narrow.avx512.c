/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 13 */
#include "harness.h"

/* Narrow lanes (loopvec/narrow.rs): uint8/int8/int16 arithmetic that C promotes to int, computed
   in 8- or 16-bit lanes where the result provably fits. Inputs include the extreme values of each
   type at the first and last positions. */

/* (a + b + 1) >> 1 ^ key: the sum needs 9 bits, the rounding average (pavgb) 8; key is an
   invariant uint8. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void avg_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, uint8_t key) {
    vcc_no_contract_body
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m128i key_v = _mm_set1_epi8((char)key);
        __m128i t3 = key_v;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = a_v;
            __m128i t6 = b_v;
            __m128i t7 = _mm_avg_epu8(t5, t6);
            __m128i t8 = _mm_xor_si128(t7, t3);
            __m128i t9 = t8;
            _mm_storeu_si128((__m128i *)(c + t4), t9);
            long t10 = (long)(int)(i_vec + 16L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m128i t11 = a_v_1;
            __m128i t12 = b_v_1;
            __m128i t13 = _mm_avg_epu8(t11, t12);
            __m128i t14 = _mm_xor_si128(t13, t3);
            __m128i t15 = t14;
            _mm_storeu_si128((__m128i *)(c + t10), t15);
            i_vec += 32L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        __m128i key_v_1 = _mm_set1_epi8((char)key);
        __m128i t19 = key_v_1;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t16 + i_vec_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m128i t21 = a_v_2;
            __m128i t22 = b_v_2;
            __m128i t23 = _mm_avg_epu8(t21, t22);
            __m128i t24 = _mm_xor_si128(t23, t19);
            __m128i t25 = t24;
            _mm_storeu_si128((__m128i *)(c + t20), t25);
            i_vec_1 += 16L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        c[t26] = (unsigned char)((((int)a[t26] + (int)b[t26] + 1) >> 1) ^ (int)key);
    }
}

/* A rounding average of uint16: the sum needs 17 bits, the average (pavgw) none. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void avg_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    vcc_no_contract_body
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:17 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = b_v;
            __m256i t5 = a_v;
            __m256i t6 = _mm256_avg_epu16(t5, t4);
            __m256i t7 = t6;
            _mm256_storeu_si256((__m256i *)(c + t3), t7);
            long t8 = (long)(int)(i_vec + 16L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = b_v_1;
            __m256i t10 = a_v_1;
            __m256i t11 = _mm256_avg_epu16(t10, t9);
            __m256i t12 = t11;
            _mm256_storeu_si256((__m256i *)(c + t8), t12);
            i_vec += 32L;
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + i_vec_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t16));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t16));
            __m256i t17 = b_v_2;
            __m256i t18 = a_v_2;
            __m256i t19 = _mm256_avg_epu16(t18, t17);
            __m256i t20 = t19;
            _mm256_storeu_si256((__m256i *)(c + t16), t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        c[t21] = (unsigned short)(((int)a[t21] + (1 + (int)b[t21])) >> 1);
    }
}

/* The average of an average and a byte minus 3 (wraps): 8-bit lanes throughout. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void avg2_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, const uint8_t *restrict d) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:23 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = a_v;
            __m256i t5 = b_v;
            __m256i t6 = _mm256_avg_epu8(t4, t5);
            __m256i d_v = _mm256_loadu_si256((const __m256i *)(d + t3));
            __m256i t7 = d_v;
            __m256i t8 = _mm256_avg_epu8(t7, t6);
            __m256i t9 = _mm256_sub_epi8(t8, _mm256_set1_epi8((char)3));
            __m256i t10 = t9;
            _mm256_storeu_si256((__m256i *)(c + t3), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        c[t11] = (unsigned char)(((1 + (((int)a[t11] + (int)b[t11] + 1) >> 1) + (int)d[t11]) >> 1) - 3);
    }
}

/* A weighted sum of bytes up to 65280, shifted down: 16-bit unsigned lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_u8(int n, uint8_t *restrict g, const uint8_t *restrict r, const uint8_t *restrict gr, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:29 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i r_v = _mm_loadu_si128((const __m128i *)(r + t3));
            __m256i t4 = _mm256_cvtepu8_epi16(r_v);
            __m256i t5 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t4);
            __m128i gr_v = _mm_loadu_si128((const __m128i *)(gr + t3));
            __m256i t6 = _mm256_cvtepu8_epi16(gr_v);
            __m256i t7 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t6);
            __m256i t8 = _mm256_add_epi16(t5, t7);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t3));
            __m256i t9 = _mm256_cvtepu8_epi16(b_v);
            __m256i t10 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t9);
            __m256i t11 = _mm256_add_epi16(t8, t10);
            __m256i t12 = (__m256i)((vcc_v16_ushort)t11 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t13 = _mm256_cvtepi16_epi8(t12);
            _mm_storeu_si128((__m128i *)(g + t3), t13);
            long t14 = (long)(int)(i_vec + 16L);
            __m128i r_v_1 = _mm_loadu_si128((const __m128i *)(r + t14));
            __m256i t15 = _mm256_cvtepu8_epi16(r_v_1);
            __m256i t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t15);
            __m128i gr_v_1 = _mm_loadu_si128((const __m128i *)(gr + t14));
            __m256i t17 = _mm256_cvtepu8_epi16(gr_v_1);
            __m256i t18 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t17);
            __m256i t19 = _mm256_add_epi16(t16, t18);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m256i t20 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t21 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t20);
            __m256i t22 = _mm256_add_epi16(t19, t21);
            __m256i t23 = (__m256i)((vcc_v16_ushort)t22 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t24 = _mm256_cvtepi16_epi8(t23);
            _mm_storeu_si128((__m128i *)(g + t14), t24);
            i_vec += 32L;
        } while (i_vec < t2);
        t25 = (int)t2;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 16L) {
        long t27 = t26 & -16L;
        long i_vec_1 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + i_vec_1);
            __m128i r_v_2 = _mm_loadu_si128((const __m128i *)(r + t28));
            __m256i t29 = _mm256_cvtepu8_epi16(r_v_2);
            __m256i t30 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t29);
            __m128i gr_v_2 = _mm_loadu_si128((const __m128i *)(gr + t28));
            __m256i t31 = _mm256_cvtepu8_epi16(gr_v_2);
            __m256i t32 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t31);
            __m256i t33 = _mm256_add_epi16(t30, t32);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t28));
            __m256i t34 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t35 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t34);
            __m256i t36 = _mm256_add_epi16(t33, t35);
            __m256i t37 = (__m256i)((vcc_v16_ushort)t36 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t38 = _mm256_cvtepi16_epi8(t37);
            _mm_storeu_si128((__m128i *)(g + t28), t38);
            i_vec_1 += 16L;
        } while (i_vec_1 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        g[t39] = (unsigned char)((77 * (int)r[t39] + 150 * (int)gr[t39] + 29 * (int)b[t39]) >> 8);
    }
}

/* Only the low 8 bits are demanded and no shift right: 8-bit lanes (the multiply wraps). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_add_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:35 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = a_v;
            __m256i t5 = b_v;
            __m256i t6 = (__m256i)((vcc_v32_uchar)t4 * (vcc_v32_uchar)t5);
            __m256i t7 = _mm256_add_epi8(t6, _mm256_set1_epi8((char)7));
            __m256i t8 = _mm256_and_si256(t4, _mm256_set1_epi8((char)15));
            __m256i t9 = _mm256_sub_epi8(t7, t8);
            __m256i t10 = t9;
            _mm256_storeu_si256((__m256i *)(c + t3), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = (int)a[t11];
        c[t11] = (unsigned char)(t12 * (int)b[t11] + 7 - (t12 & 15));
    }
}

/* (a << 4) >> 4 keeps a only with 12 bits: 16-bit lanes, not 8. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shl_shr_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    vcc_no_contract_body
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + t3));
            __m256i t4 = _mm256_cvtepu8_epi16(a_v);
            __m256i t5 = (__m256i)((vcc_v16_ushort)t4 << (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t6 = (__m256i)((vcc_v16_ushort)t5 >> (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t7 = (__m256i)((vcc_v16_ushort)t4 >> (vcc_v16_ushort)_mm256_set1_epi16((short)7));
            __m256i t8 = _mm256_or_si256(t6, t7);
            __m128i t9 = _mm256_cvtepi16_epi8(t8);
            _mm_storeu_si128((__m128i *)(c + t3), t9);
            long t10 = (long)(int)(i_vec + 16L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m256i t11 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t12 = (__m256i)((vcc_v16_ushort)t11 << (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t13 = (__m256i)((vcc_v16_ushort)t12 >> (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t14 = (__m256i)((vcc_v16_ushort)t11 >> (vcc_v16_ushort)_mm256_set1_epi16((short)7));
            __m256i t15 = _mm256_or_si256(t13, t14);
            __m128i t16 = _mm256_cvtepi16_epi8(t15);
            _mm_storeu_si128((__m128i *)(c + t10), t16);
            i_vec += 32L;
        } while (i_vec < t2);
        t17 = (int)t2;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + i_vec_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m256i t21 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t22 = (__m256i)((vcc_v16_ushort)t21 << (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t23 = (__m256i)((vcc_v16_ushort)t22 >> (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t24 = (__m256i)((vcc_v16_ushort)t21 >> (vcc_v16_ushort)_mm256_set1_epi16((short)7));
            __m256i t25 = _mm256_or_si256(t23, t24);
            __m128i t26 = _mm256_cvtepi16_epi8(t25);
            _mm_storeu_si128((__m128i *)(c + t20), t26);
            i_vec_1 += 16L;
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int t28 = (int)a[t27];
        c[t27] = (unsigned char)((t28 << 4 >> 4) | (t28 >> 7));
    }
}

/* Signed: (a - b) >> 2 on int8 is in [-64, 63]; every value fits int16 lanes (arithmetic shift). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void diff_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:47 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + t3));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t3));
            __m256i t4 = _mm256_cvtepi8_epi16(a_v);
            __m256i t5 = _mm256_cvtepi8_epi16(b_v);
            __m256i t6 = _mm256_sub_epi16(t4, t5);
            __m256i t7 = (__m256i)((vcc_v16_ushort)t6 >> (vcc_v16_ushort)_mm256_set1_epi16((short)2));
            __m128i t8 = _mm256_cvtepi16_epi8(t7);
            _mm_storeu_si128((__m128i *)(c + t3), t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m256i t10 = _mm256_cvtepi8_epi16(a_v_1);
            __m256i t11 = _mm256_cvtepi8_epi16(b_v_1);
            __m256i t12 = _mm256_sub_epi16(t10, t11);
            __m256i t13 = (__m256i)((vcc_v16_ushort)t12 >> (vcc_v16_ushort)_mm256_set1_epi16((short)2));
            __m128i t14 = _mm256_cvtepi16_epi8(t13);
            _mm_storeu_si128((__m128i *)(c + t9), t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t18));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t18));
            __m256i t19 = _mm256_cvtepi8_epi16(a_v_2);
            __m256i t20 = _mm256_cvtepi8_epi16(b_v_2);
            __m256i t21 = _mm256_sub_epi16(t19, t20);
            __m256i t22 = (__m256i)((vcc_v16_ushort)t21 >> (vcc_v16_ushort)_mm256_set1_epi16((short)2));
            __m128i t23 = _mm256_cvtepi16_epi8(t22);
            _mm_storeu_si128((__m128i *)(c + t18), t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        c[t24] = (signed char)(((int)a[t24] - (int)b[t24]) >> 2);
    }
}

/* The high byte of a uint16: a 16-bit leaf truncated to 8 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void high_u16(int n, uint8_t *restrict c, const uint16_t *restrict a) {
    vcc_no_contract_body
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:53 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i t4 = a_v;
            __m256i t5 = (__m256i)((vcc_v16_ushort)t4 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t6 = _mm256_cvtepi16_epi8(t5);
            _mm_storeu_si128((__m128i *)(c + t3), t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i t8 = a_v_1;
            __m256i t9 = (__m256i)((vcc_v16_ushort)t8 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t10 = _mm256_cvtepi16_epi8(t9);
            _mm_storeu_si128((__m128i *)(c + t7), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t15 = a_v_2;
            __m256i t16 = (__m256i)((vcc_v16_ushort)t15 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t17 = _mm256_cvtepi16_epi8(t16);
            _mm_storeu_si128((__m128i *)(c + t14), t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        c[t18] = (unsigned char)((int)a[t18] >> 8);
    }
}

/* int16 product shifted by 8 does not fit 16 bits: computed in int. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void q8_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + t3));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t3));
            __m256i t4 = _mm256_cvtepi16_epi32(a_v);
            __m256i t5 = _mm256_cvtepi16_epi32(b_v);
            __m256i t6 = _mm256_mullo_epi32(t4, t5);
            __m256i t7 = _mm256_srav_epi32(t6, _mm256_set1_epi32(8));
            __m128i t8 = _mm256_cvtepi32_epi16(t7);
            _mm_storeu_si128((__m128i *)(c + t3), t8);
            long t9 = (long)(int)(i_vec + 8L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m256i t10 = _mm256_cvtepi16_epi32(a_v_1);
            __m256i t11 = _mm256_cvtepi16_epi32(b_v_1);
            __m256i t12 = _mm256_mullo_epi32(t10, t11);
            __m256i t13 = _mm256_srav_epi32(t12, _mm256_set1_epi32(8));
            __m128i t14 = _mm256_cvtepi32_epi16(t13);
            _mm_storeu_si128((__m128i *)(c + t9), t14);
            long t15 = (long)(int)(i_vec + 16L);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m256i t16 = _mm256_cvtepi16_epi32(a_v_2);
            __m256i t17 = _mm256_cvtepi16_epi32(b_v_2);
            __m256i t18 = _mm256_mullo_epi32(t16, t17);
            __m256i t19 = _mm256_srav_epi32(t18, _mm256_set1_epi32(8));
            __m128i t20 = _mm256_cvtepi32_epi16(t19);
            _mm_storeu_si128((__m128i *)(c + t15), t20);
            long t21 = (long)(int)(i_vec + 24L);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m256i t22 = _mm256_cvtepi16_epi32(a_v_3);
            __m256i t23 = _mm256_cvtepi16_epi32(b_v_3);
            __m256i t24 = _mm256_mullo_epi32(t22, t23);
            __m256i t25 = _mm256_srav_epi32(t24, _mm256_set1_epi32(8));
            __m128i t26 = _mm256_cvtepi32_epi16(t25);
            _mm_storeu_si128((__m128i *)(c + t21), t26);
            i_vec += 32L;
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + i_vec_1);
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t30));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t30));
            __m256i t31 = _mm256_cvtepi16_epi32(a_v_4);
            __m256i t32 = _mm256_cvtepi16_epi32(b_v_4);
            __m256i t33 = _mm256_mullo_epi32(t31, t32);
            __m256i t34 = _mm256_srav_epi32(t33, _mm256_set1_epi32(8));
            __m128i t35 = _mm256_cvtepi32_epi16(t34);
            _mm_storeu_si128((__m128i *)(c + t30), t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        c[t36] = (short)(((int)a[t36] * (int)b[t36]) >> 8);
    }
}

/* The sum is also stored as an int: nothing is narrowed. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sum_both(int n, uint8_t *restrict h, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + t3);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + t3);
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m256i t_v = _mm256_add_epi32(t4, t5);
            __m256i t6 = _mm256_srav_epi32(t_v, _mm256_set1_epi32(1));
            vcc_v8_uchar t7 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t6, vcc_v8_short), vcc_v8_uchar);
            vcc_store(h + t3, t7);
            _mm256_storeu_si256((__m256i *)(s + t3), t_v);
            long t8 = (long)(int)(i_vec + 8L);
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t8);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t8);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t10 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m256i t_v_1 = _mm256_add_epi32(t9, t10);
            __m256i t11 = _mm256_srav_epi32(t_v_1, _mm256_set1_epi32(1));
            vcc_v8_uchar t12 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_uchar);
            vcc_store(h + t8, t12);
            _mm256_storeu_si256((__m256i *)(s + t8), t_v_1);
            long t13 = (long)(int)(i_vec + 16L);
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t13);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t13);
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t15 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m256i t_v_2 = _mm256_add_epi32(t14, t15);
            __m256i t16 = _mm256_srav_epi32(t_v_2, _mm256_set1_epi32(1));
            vcc_v8_uchar t17 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t16, vcc_v8_short), vcc_v8_uchar);
            vcc_store(h + t13, t17);
            _mm256_storeu_si256((__m256i *)(s + t13), t_v_2);
            long t18 = (long)(int)(i_vec + 24L);
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t18);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t18);
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t20 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m256i t_v_3 = _mm256_add_epi32(t19, t20);
            __m256i t21 = _mm256_srav_epi32(t_v_3, _mm256_set1_epi32(1));
            vcc_v8_uchar t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t21, vcc_v8_short), vcc_v8_uchar);
            vcc_store(h + t18, t22);
            _mm256_storeu_si256((__m256i *)(s + t18), t_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t23 = (int)t2;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + i_vec_1);
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t26);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t26);
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t28 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m256i t_v_4 = _mm256_add_epi32(t27, t28);
            __m256i t29 = _mm256_srav_epi32(t_v_4, _mm256_set1_epi32(1));
            vcc_v8_uchar t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t29, vcc_v8_short), vcc_v8_uchar);
            vcc_store(h + t26, t30);
            _mm256_storeu_si256((__m256i *)(s + t26), t_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int t = (int)a[t31] + (int)b[t31];
        h[t31] = (unsigned char)(t >> 1);
        s[t31] = t;
    }
}

/* An alpha blend with an int alpha of any value (bench blend_u8): the products need 32 bits,
   but only bits 8..15 of the sum reach the byte, so 16-bit lanes hold enough of every value;
   alpha and 256 - alpha are broadcast truncated to 16 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void blend_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, int alpha) {
    vcc_no_contract_body
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i alpha_v = _mm256_set1_epi16((short)(unsigned short)alpha);
        __m256i t3 = _mm256_sub_epi16(_mm256_set1_epi16((short)256), alpha_v);
        long i_vec = 0L;
        /* vcc: loop at narrow.c:76 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + t4));
            __m256i t5 = _mm256_cvtepu8_epi16(a_v);
            __m256i t6 = _mm256_mullo_epi16(t5, alpha_v);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t4));
            __m256i t7 = _mm256_cvtepu8_epi16(b_v);
            __m256i t8 = _mm256_mullo_epi16(t7, t3);
            __m256i t9 = _mm256_add_epi16(t6, t8);
            __m256i t10 = (__m256i)((vcc_v16_ushort)t9 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t11 = _mm256_cvtepi16_epi8(t10);
            _mm_storeu_si128((__m128i *)(c + t4), t11);
            long t12 = (long)(int)(i_vec + 16L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m256i t13 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t14 = _mm256_mullo_epi16(t13, alpha_v);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t12));
            __m256i t15 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t16 = _mm256_mullo_epi16(t15, t3);
            __m256i t17 = _mm256_add_epi16(t14, t16);
            __m256i t18 = (__m256i)((vcc_v16_ushort)t17 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t19 = _mm256_cvtepi16_epi8(t18);
            _mm_storeu_si128((__m128i *)(c + t12), t19);
            i_vec += 32L;
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        __m256i alpha_v_1 = _mm256_set1_epi16((short)(unsigned short)alpha);
        __m256i t23 = _mm256_sub_epi16(_mm256_set1_epi16((short)256), alpha_v_1);
        long i_vec_1 = 0L;
        do {
            long t24 = (long)(int)((long)t20 + i_vec_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t24));
            __m256i t25 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t26 = _mm256_mullo_epi16(t25, alpha_v_1);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t24));
            __m256i t27 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t28 = _mm256_mullo_epi16(t27, t23);
            __m256i t29 = _mm256_add_epi16(t26, t28);
            __m256i t30 = (__m256i)((vcc_v16_ushort)t29 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t31 = _mm256_cvtepi16_epi8(t30);
            _mm_storeu_si128((__m128i *)(c + t24), t31);
            i_vec_1 += 16L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        c[t32] = (unsigned char)(((int)a[t32] * alpha + (int)b[t32] * (256 - alpha)) >> 8);
    }
}

/* The product needs 18 bits, the byte its bits 6..13: 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul3_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:82 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + t3));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t3));
            __m256i t4 = _mm256_cvtepu8_epi16(a_v);
            __m256i t5 = _mm256_cvtepu8_epi16(b_v);
            __m256i t6 = _mm256_mullo_epi16(t4, t5);
            __m256i t7 = _mm256_mullo_epi16(t6, _mm256_set1_epi16((short)3));
            __m256i t8 = (__m256i)((vcc_v16_ushort)t7 >> (vcc_v16_ushort)_mm256_set1_epi16((short)6));
            __m128i t9 = _mm256_cvtepi16_epi8(t8);
            _mm_storeu_si128((__m128i *)(c + t3), t9);
            long t10 = (long)(int)(i_vec + 16L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m256i t11 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t12 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t13 = _mm256_mullo_epi16(t11, t12);
            __m256i t14 = _mm256_mullo_epi16(t13, _mm256_set1_epi16((short)3));
            __m256i t15 = (__m256i)((vcc_v16_ushort)t14 >> (vcc_v16_ushort)_mm256_set1_epi16((short)6));
            __m128i t16 = _mm256_cvtepi16_epi8(t15);
            _mm_storeu_si128((__m128i *)(c + t10), t16);
            i_vec += 32L;
        } while (i_vec < t2);
        t17 = (int)t2;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + i_vec_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m256i t21 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t22 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t23 = _mm256_mullo_epi16(t21, t22);
            __m256i t24 = _mm256_mullo_epi16(t23, _mm256_set1_epi16((short)3));
            __m256i t25 = (__m256i)((vcc_v16_ushort)t24 >> (vcc_v16_ushort)_mm256_set1_epi16((short)6));
            __m128i t26 = _mm256_cvtepi16_epi8(t25);
            _mm_storeu_si128((__m128i *)(c + t20), t26);
            i_vec_1 += 16L;
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        c[t27] = (unsigned char)(((int)a[t27] * (int)b[t27] * 3) >> 6);
    }
}

/* k is also needed in full (stored as an int sum): its tree stays in int lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_both(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, int k) {
    vcc_no_contract_body
    int t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at narrow.c:88 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            const unsigned char *t4 = a + t3;
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, t4);
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m256i t6 = _mm256_mullo_epi32(t5, k_v);
            __m256i t7 = _mm256_srav_epi32(t6, _mm256_set1_epi32(4));
            vcc_v8_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t3, t8);
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, t4);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t10 = _mm256_add_epi32(t9, k_v);
            _mm256_storeu_si256((__m256i *)(s + t3), t10);
            long t11 = (long)(int)(i_vec + 8L);
            const unsigned char *t12 = a + t11;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, t12);
            __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t14 = _mm256_mullo_epi32(t13, k_v);
            __m256i t15 = _mm256_srav_epi32(t14, _mm256_set1_epi32(4));
            vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t11, t16);
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, t12);
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t18 = _mm256_add_epi32(t17, k_v);
            _mm256_storeu_si256((__m256i *)(s + t11), t18);
            long t19 = (long)(int)(i_vec + 16L);
            const unsigned char *t20 = a + t19;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, t20);
            __m256i t21 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t22 = _mm256_mullo_epi32(t21, k_v);
            __m256i t23 = _mm256_srav_epi32(t22, _mm256_set1_epi32(4));
            vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t23, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t19, t24);
            vcc_v8_uchar a_v_5 = vcc_load(vcc_v8_uchar, t20);
            __m256i t25 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_5));
            __m256i t26 = _mm256_add_epi32(t25, k_v);
            _mm256_storeu_si256((__m256i *)(s + t19), t26);
            long t27 = (long)(int)(i_vec + 24L);
            const unsigned char *t28 = a + t27;
            vcc_v8_uchar a_v_6 = vcc_load(vcc_v8_uchar, t28);
            __m256i t29 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_6));
            __m256i t30 = _mm256_mullo_epi32(t29, k_v);
            __m256i t31 = _mm256_srav_epi32(t30, _mm256_set1_epi32(4));
            vcc_v8_uchar t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t27, t32);
            vcc_v8_uchar a_v_7 = vcc_load(vcc_v8_uchar, t28);
            __m256i t33 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_7));
            __m256i t34 = _mm256_add_epi32(t33, k_v);
            _mm256_storeu_si256((__m256i *)(s + t27), t34);
            i_vec += 32L;
        } while (i_vec < t2);
        t35 = (int)t2;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        long t37 = t36 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        long i_vec_1 = 0L;
        do {
            long t38 = (long)(int)((long)t35 + i_vec_1);
            const unsigned char *t39 = a + t38;
            vcc_v8_uchar a_v_8 = vcc_load(vcc_v8_uchar, t39);
            __m256i t40 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_8));
            __m256i t41 = _mm256_mullo_epi32(t40, k_v_1);
            __m256i t42 = _mm256_srav_epi32(t41, _mm256_set1_epi32(4));
            vcc_v8_uchar t43 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t42, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t38, t43);
            vcc_v8_uchar a_v_9 = vcc_load(vcc_v8_uchar, t39);
            __m256i t44 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_9));
            __m256i t45 = _mm256_add_epi32(t44, k_v_1);
            _mm256_storeu_si256((__m256i *)(s + t38), t45);
            i_vec_1 += 8L;
        } while (i_vec_1 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        const unsigned char *t47 = a + t46;
        c[t46] = (unsigned char)(((int)*t47 * k) >> 4);
        s[t46] = (int)*t47 + k;
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
