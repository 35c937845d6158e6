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
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m128i t5 = _mm_set1_epi8((char)key);
        __m128i t6 = t5;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m128i t8 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i t9 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t10 = t8;
            __m128i t11 = t9;
            __m128i t12 = _mm_avg_epu8(t10, t11);
            __m128i t13 = _mm_xor_si128(t12, t6);
            __m128i t14 = t13;
            _mm_storeu_si128((__m128i *)(c + t7), t14);
            long t15 = (long)(int)(t1 + 16L);
            __m128i t16 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i t17 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m128i t18 = t16;
            __m128i t19 = t17;
            __m128i t20 = _mm_avg_epu8(t18, t19);
            __m128i t21 = _mm_xor_si128(t20, t6);
            __m128i t22 = t21;
            _mm_storeu_si128((__m128i *)(c + t15), t22);
            t1 += 32L;
        } while (t1 < t4);
        t23 = (int)t4;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 16L) {
        long t25 = t24 & -16L;
        __m128i t26 = _mm_set1_epi8((char)key);
        __m128i t27 = t26;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t23 + t2);
            __m128i t29 = _mm_loadu_si128((const __m128i *)(a + t28));
            __m128i t30 = _mm_loadu_si128((const __m128i *)(b + t28));
            __m128i t31 = t29;
            __m128i t32 = t30;
            __m128i t33 = _mm_avg_epu8(t31, t32);
            __m128i t34 = _mm_xor_si128(t33, t27);
            __m128i t35 = t34;
            _mm_storeu_si128((__m128i *)(c + t28), t35);
            t2 += 16L;
        } while (t2 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        c[t36] = (unsigned char)((((int)a[t36] + (int)b[t36] + 1) >> 1) ^ (int)key);
    }
}

/* A rounding average of uint16: the sum needs 17 bits, the average (pavgw) none. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void avg_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    vcc_no_contract_body
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = t7;
            __m256i t9 = t6;
            __m256i t10 = _mm256_avg_epu16(t9, t8);
            __m256i t11 = t10;
            _mm256_storeu_si256((__m256i *)(c + t5), t11);
            long t12 = (long)(int)(t1 + 16L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t15 = t14;
            __m256i t16 = t13;
            __m256i t17 = _mm256_avg_epu16(t16, t15);
            __m256i t18 = t17;
            _mm256_storeu_si256((__m256i *)(c + t12), t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t25 = t24;
            __m256i t26 = t23;
            __m256i t27 = _mm256_avg_epu16(t26, t25);
            __m256i t28 = t27;
            _mm256_storeu_si256((__m256i *)(c + t22), t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        c[t29] = (unsigned short)(((int)a[t29] + (1 + (int)b[t29])) >> 1);
    }
}

/* The average of an average and a byte minus 3 (wraps): 8-bit lanes throughout. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void avg2_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, const uint8_t *restrict d) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t7 = t5;
            __m256i t8 = t6;
            __m256i t9 = _mm256_avg_epu8(t7, t8);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(d + t4));
            __m256i t11 = t10;
            __m256i t12 = _mm256_avg_epu8(t11, t9);
            __m256i t13 = _mm256_sub_epi8(t12, _mm256_set1_epi8((char)3));
            __m256i t14 = t13;
            _mm256_storeu_si256((__m256i *)(c + t4), t14);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        c[t15] = (unsigned char)(((1 + (((int)a[t15] + (int)b[t15] + 1) >> 1) + (int)d[t15]) >> 1) - 3);
    }
}

/* A weighted sum of bytes up to 65280, shifted down: 16-bit unsigned lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_u8(int n, uint8_t *restrict g, const uint8_t *restrict r, const uint8_t *restrict gr, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(r + t5));
            __m256i t7 = _mm256_cvtepu8_epi16(t6);
            __m256i t8 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t7);
            __m128i t9 = _mm_loadu_si128((const __m128i *)(gr + t5));
            __m256i t10 = _mm256_cvtepu8_epi16(t9);
            __m256i t11 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t10);
            __m256i t12 = _mm256_add_epi16(t8, t11);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m256i t14 = _mm256_cvtepu8_epi16(t13);
            __m256i t15 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t14);
            __m256i t16 = _mm256_add_epi16(t12, t15);
            __m256i t17 = (__m256i)((vcc_v16_ushort)t16 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t18 = _mm256_cvtepi16_epi8(t17);
            _mm_storeu_si128((__m128i *)(g + t5), t18);
            long t19 = (long)(int)(t1 + 16L);
            __m128i t20 = _mm_loadu_si128((const __m128i *)(r + t19));
            __m256i t21 = _mm256_cvtepu8_epi16(t20);
            __m256i t22 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t21);
            __m128i t23 = _mm_loadu_si128((const __m128i *)(gr + t19));
            __m256i t24 = _mm256_cvtepu8_epi16(t23);
            __m256i t25 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t24);
            __m256i t26 = _mm256_add_epi16(t22, t25);
            __m128i t27 = _mm_loadu_si128((const __m128i *)(b + t19));
            __m256i t28 = _mm256_cvtepu8_epi16(t27);
            __m256i t29 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t28);
            __m256i t30 = _mm256_add_epi16(t26, t29);
            __m256i t31 = (__m256i)((vcc_v16_ushort)t30 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t32 = _mm256_cvtepi16_epi8(t31);
            _mm_storeu_si128((__m128i *)(g + t19), t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 16L) {
        long t35 = t34 & -16L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m128i t37 = _mm_loadu_si128((const __m128i *)(r + t36));
            __m256i t38 = _mm256_cvtepu8_epi16(t37);
            __m256i t39 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t38);
            __m128i t40 = _mm_loadu_si128((const __m128i *)(gr + t36));
            __m256i t41 = _mm256_cvtepu8_epi16(t40);
            __m256i t42 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t41);
            __m256i t43 = _mm256_add_epi16(t39, t42);
            __m128i t44 = _mm_loadu_si128((const __m128i *)(b + t36));
            __m256i t45 = _mm256_cvtepu8_epi16(t44);
            __m256i t46 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t45);
            __m256i t47 = _mm256_add_epi16(t43, t46);
            __m256i t48 = (__m256i)((vcc_v16_ushort)t47 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t49 = _mm256_cvtepi16_epi8(t48);
            _mm_storeu_si128((__m128i *)(g + t36), t49);
            t2 += 16L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        g[t50] = (unsigned char)((77 * (int)r[t50] + 150 * (int)gr[t50] + 29 * (int)b[t50]) >> 8);
    }
}

/* Only the low 8 bits are demanded and no shift right: 8-bit lanes (the multiply wraps). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_add_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t7 = t5;
            __m256i t8 = t6;
            __m256i t9 = (__m256i)((vcc_v32_uchar)t7 * (vcc_v32_uchar)t8);
            __m256i t10 = _mm256_add_epi8(t9, _mm256_set1_epi8((char)7));
            __m256i t11 = _mm256_and_si256(t7, _mm256_set1_epi8((char)15));
            __m256i t12 = _mm256_sub_epi8(t10, t11);
            __m256i t13 = t12;
            _mm256_storeu_si256((__m256i *)(c + t4), t13);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int t15 = (int)a[t14];
        c[t14] = (unsigned char)(t15 * (int)b[t14] + 7 - (t15 & 15));
    }
}

/* (a << 4) >> 4 keeps a only with 12 bits: 16-bit lanes, not 8. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shl_shr_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m256i t7 = _mm256_cvtepu8_epi16(t6);
            __m256i t8 = (__m256i)((vcc_v16_ushort)t7 << (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t9 = (__m256i)((vcc_v16_ushort)t8 >> (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t10 = (__m256i)((vcc_v16_ushort)t7 >> (vcc_v16_ushort)_mm256_set1_epi16((short)7));
            __m256i t11 = _mm256_or_si256(t9, t10);
            __m128i t12 = _mm256_cvtepi16_epi8(t11);
            _mm_storeu_si128((__m128i *)(c + t5), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m256i t15 = _mm256_cvtepu8_epi16(t14);
            __m256i t16 = (__m256i)((vcc_v16_ushort)t15 << (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t17 = (__m256i)((vcc_v16_ushort)t16 >> (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t18 = (__m256i)((vcc_v16_ushort)t15 >> (vcc_v16_ushort)_mm256_set1_epi16((short)7));
            __m256i t19 = _mm256_or_si256(t17, t18);
            __m128i t20 = _mm256_cvtepi16_epi8(t19);
            _mm_storeu_si128((__m128i *)(c + t13), t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m128i t25 = _mm_loadu_si128((const __m128i *)(a + t24));
            __m256i t26 = _mm256_cvtepu8_epi16(t25);
            __m256i t27 = (__m256i)((vcc_v16_ushort)t26 << (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t28 = (__m256i)((vcc_v16_ushort)t27 >> (vcc_v16_ushort)_mm256_set1_epi16((short)4));
            __m256i t29 = (__m256i)((vcc_v16_ushort)t26 >> (vcc_v16_ushort)_mm256_set1_epi16((short)7));
            __m256i t30 = _mm256_or_si256(t28, t29);
            __m128i t31 = _mm256_cvtepi16_epi8(t30);
            _mm_storeu_si128((__m128i *)(c + t24), t31);
            t2 += 16L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        int t33 = (int)a[t32];
        c[t32] = (unsigned char)((t33 << 4 >> 4) | (t33 >> 7));
    }
}

/* Signed: (a - b) >> 2 on int8 is in [-64, 63]; every value fits int16 lanes (arithmetic shift). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void diff_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m256i t8 = _mm256_cvtepi8_epi16(t6);
            __m256i t9 = _mm256_cvtepi8_epi16(t7);
            __m256i t10 = _mm256_sub_epi16(t8, t9);
            __m256i t11 = (__m256i)((vcc_v16_ushort)t10 >> (vcc_v16_ushort)_mm256_set1_epi16((short)2));
            __m128i t12 = _mm256_cvtepi16_epi8(t11);
            _mm_storeu_si128((__m128i *)(c + t5), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i t15 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m256i t16 = _mm256_cvtepi8_epi16(t14);
            __m256i t17 = _mm256_cvtepi8_epi16(t15);
            __m256i t18 = _mm256_sub_epi16(t16, t17);
            __m256i t19 = (__m256i)((vcc_v16_ushort)t18 >> (vcc_v16_ushort)_mm256_set1_epi16((short)2));
            __m128i t20 = _mm256_cvtepi16_epi8(t19);
            _mm_storeu_si128((__m128i *)(c + t13), t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m128i t25 = _mm_loadu_si128((const __m128i *)(a + t24));
            __m128i t26 = _mm_loadu_si128((const __m128i *)(b + t24));
            __m256i t27 = _mm256_cvtepi8_epi16(t25);
            __m256i t28 = _mm256_cvtepi8_epi16(t26);
            __m256i t29 = _mm256_sub_epi16(t27, t28);
            __m256i t30 = (__m256i)((vcc_v16_ushort)t29 >> (vcc_v16_ushort)_mm256_set1_epi16((short)2));
            __m128i t31 = _mm256_cvtepi16_epi8(t30);
            _mm_storeu_si128((__m128i *)(c + t24), t31);
            t2 += 16L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        c[t32] = (signed char)(((int)a[t32] - (int)b[t32]) >> 2);
    }
}

/* The high byte of a uint16: a 16-bit leaf truncated to 8 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void high_u16(int n, uint8_t *restrict c, const uint16_t *restrict a) {
    vcc_no_contract_body
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = t6;
            __m256i t8 = (__m256i)((vcc_v16_ushort)t7 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t9 = _mm256_cvtepi16_epi8(t8);
            _mm_storeu_si128((__m128i *)(c + t5), t9);
            long t10 = (long)(int)(t1 + 16L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = t11;
            __m256i t13 = (__m256i)((vcc_v16_ushort)t12 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t14 = _mm256_cvtepi16_epi8(t13);
            _mm_storeu_si128((__m128i *)(c + t10), t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t20 = t19;
            __m256i t21 = (__m256i)((vcc_v16_ushort)t20 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t22 = _mm256_cvtepi16_epi8(t21);
            _mm_storeu_si128((__m128i *)(c + t18), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        c[t23] = (unsigned char)((int)a[t23] >> 8);
    }
}

/* int16 product shifted by 8 does not fit 16 bits: computed in int. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void q8_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m256i t8 = _mm256_cvtepi16_epi32(t6);
            __m256i t9 = _mm256_cvtepi16_epi32(t7);
            __m256i t10 = _mm256_mullo_epi32(t8, t9);
            __m256i t11 = _mm256_srav_epi32(t10, _mm256_set1_epi32(8));
            __m128i t12 = _mm256_cvtepi32_epi16(t11);
            _mm_storeu_si128((__m128i *)(c + t5), t12);
            long t13 = (long)(int)(t1 + 8L);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i t15 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m256i t16 = _mm256_cvtepi16_epi32(t14);
            __m256i t17 = _mm256_cvtepi16_epi32(t15);
            __m256i t18 = _mm256_mullo_epi32(t16, t17);
            __m256i t19 = _mm256_srav_epi32(t18, _mm256_set1_epi32(8));
            __m128i t20 = _mm256_cvtepi32_epi16(t19);
            _mm_storeu_si128((__m128i *)(c + t13), t20);
            long t21 = (long)(int)(t1 + 16L);
            __m128i t22 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m128i t23 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m256i t24 = _mm256_cvtepi16_epi32(t22);
            __m256i t25 = _mm256_cvtepi16_epi32(t23);
            __m256i t26 = _mm256_mullo_epi32(t24, t25);
            __m256i t27 = _mm256_srav_epi32(t26, _mm256_set1_epi32(8));
            __m128i t28 = _mm256_cvtepi32_epi16(t27);
            _mm_storeu_si128((__m128i *)(c + t21), t28);
            long t29 = (long)(int)(t1 + 24L);
            __m128i t30 = _mm_loadu_si128((const __m128i *)(a + t29));
            __m128i t31 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m256i t32 = _mm256_cvtepi16_epi32(t30);
            __m256i t33 = _mm256_cvtepi16_epi32(t31);
            __m256i t34 = _mm256_mullo_epi32(t32, t33);
            __m256i t35 = _mm256_srav_epi32(t34, _mm256_set1_epi32(8));
            __m128i t36 = _mm256_cvtepi32_epi16(t35);
            _mm_storeu_si128((__m128i *)(c + t29), t36);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t2 = 0L;
        do {
            long t40 = (long)(int)((long)t37 + t2);
            __m128i t41 = _mm_loadu_si128((const __m128i *)(a + t40));
            __m128i t42 = _mm_loadu_si128((const __m128i *)(b + t40));
            __m256i t43 = _mm256_cvtepi16_epi32(t41);
            __m256i t44 = _mm256_cvtepi16_epi32(t42);
            __m256i t45 = _mm256_mullo_epi32(t43, t44);
            __m256i t46 = _mm256_srav_epi32(t45, _mm256_set1_epi32(8));
            __m128i t47 = _mm256_cvtepi32_epi16(t46);
            _mm_storeu_si128((__m128i *)(c + t40), t47);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        c[t48] = (short)(((int)a[t48] * (int)b[t48]) >> 8);
    }
}

/* The sum is also stored as an int: nothing is narrowed. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sum_both(int n, uint8_t *restrict h, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, a + t5);
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, b + t5);
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t7));
            __m256i t10 = _mm256_add_epi32(t8, t9);
            __m256i t11 = _mm256_srav_epi32(t10, _mm256_set1_epi32(1));
            vcc_v8_uchar t12 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_uchar);
            vcc_store(h + t5, t12);
            _mm256_storeu_si256((__m256i *)(s + t5), t10);
            long t13 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t14 = vcc_load(vcc_v8_uchar, a + t13);
            vcc_v8_uchar t15 = vcc_load(vcc_v8_uchar, b + t13);
            __m256i t16 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t14));
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t15));
            __m256i t18 = _mm256_add_epi32(t16, t17);
            __m256i t19 = _mm256_srav_epi32(t18, _mm256_set1_epi32(1));
            vcc_v8_uchar t20 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short), vcc_v8_uchar);
            vcc_store(h + t13, t20);
            _mm256_storeu_si256((__m256i *)(s + t13), t18);
            long t21 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t22 = vcc_load(vcc_v8_uchar, a + t21);
            vcc_v8_uchar t23 = vcc_load(vcc_v8_uchar, b + t21);
            __m256i t24 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t22));
            __m256i t25 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t23));
            __m256i t26 = _mm256_add_epi32(t24, t25);
            __m256i t27 = _mm256_srav_epi32(t26, _mm256_set1_epi32(1));
            vcc_v8_uchar t28 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t27, vcc_v8_short), vcc_v8_uchar);
            vcc_store(h + t21, t28);
            _mm256_storeu_si256((__m256i *)(s + t21), t26);
            long t29 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t30 = vcc_load(vcc_v8_uchar, a + t29);
            vcc_v8_uchar t31 = vcc_load(vcc_v8_uchar, b + t29);
            __m256i t32 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t30));
            __m256i t33 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t31));
            __m256i t34 = _mm256_add_epi32(t32, t33);
            __m256i t35 = _mm256_srav_epi32(t34, _mm256_set1_epi32(1));
            vcc_v8_uchar t36 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t35, vcc_v8_short), vcc_v8_uchar);
            vcc_store(h + t29, t36);
            _mm256_storeu_si256((__m256i *)(s + t29), t34);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t2 = 0L;
        do {
            long t40 = (long)(int)((long)t37 + t2);
            vcc_v8_uchar t41 = vcc_load(vcc_v8_uchar, a + t40);
            vcc_v8_uchar t42 = vcc_load(vcc_v8_uchar, b + t40);
            __m256i t43 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t41));
            __m256i t44 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t42));
            __m256i t45 = _mm256_add_epi32(t43, t44);
            __m256i t46 = _mm256_srav_epi32(t45, _mm256_set1_epi32(1));
            vcc_v8_uchar t47 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t46, vcc_v8_short), vcc_v8_uchar);
            vcc_store(h + t40, t47);
            _mm256_storeu_si256((__m256i *)(s + t40), t45);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        int t = (int)a[t48] + (int)b[t48];
        h[t48] = (unsigned char)(t >> 1);
        s[t48] = t;
    }
}

/* An alpha blend with an int alpha of any value (bench blend_u8): the products need 32 bits,
   but only bits 8..15 of the sum reach the byte, so 16-bit lanes hold enough of every value;
   alpha and 256 - alpha are broadcast truncated to 16 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void blend_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, int alpha) {
    vcc_no_contract_body
    int t27;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi16((short)(unsigned short)alpha);
        __m256i t6 = _mm256_sub_epi16(_mm256_set1_epi16((short)256), t5);
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m128i t8 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m256i t9 = _mm256_cvtepu8_epi16(t8);
            __m256i t10 = _mm256_mullo_epi16(t9, t5);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m256i t12 = _mm256_cvtepu8_epi16(t11);
            __m256i t13 = _mm256_mullo_epi16(t12, t6);
            __m256i t14 = _mm256_add_epi16(t10, t13);
            __m256i t15 = (__m256i)((vcc_v16_ushort)t14 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t16 = _mm256_cvtepi16_epi8(t15);
            _mm_storeu_si128((__m128i *)(c + t7), t16);
            long t17 = (long)(int)(t1 + 16L);
            __m128i t18 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m256i t19 = _mm256_cvtepu8_epi16(t18);
            __m256i t20 = _mm256_mullo_epi16(t19, t5);
            __m128i t21 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m256i t22 = _mm256_cvtepu8_epi16(t21);
            __m256i t23 = _mm256_mullo_epi16(t22, t6);
            __m256i t24 = _mm256_add_epi16(t20, t23);
            __m256i t25 = (__m256i)((vcc_v16_ushort)t24 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t26 = _mm256_cvtepi16_epi8(t25);
            _mm_storeu_si128((__m128i *)(c + t17), t26);
            t1 += 32L;
        } while (t1 < t4);
        t27 = (int)t4;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 16L) {
        long t29 = t28 & -16L;
        __m256i t30 = _mm256_set1_epi16((short)(unsigned short)alpha);
        __m256i t31 = _mm256_sub_epi16(_mm256_set1_epi16((short)256), t30);
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t27 + t2);
            __m128i t33 = _mm_loadu_si128((const __m128i *)(a + t32));
            __m256i t34 = _mm256_cvtepu8_epi16(t33);
            __m256i t35 = _mm256_mullo_epi16(t34, t30);
            __m128i t36 = _mm_loadu_si128((const __m128i *)(b + t32));
            __m256i t37 = _mm256_cvtepu8_epi16(t36);
            __m256i t38 = _mm256_mullo_epi16(t37, t31);
            __m256i t39 = _mm256_add_epi16(t35, t38);
            __m256i t40 = (__m256i)((vcc_v16_ushort)t39 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t41 = _mm256_cvtepi16_epi8(t40);
            _mm_storeu_si128((__m128i *)(c + t32), t41);
            t2 += 16L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        c[t42] = (unsigned char)(((int)a[t42] * alpha + (int)b[t42] * (256 - alpha)) >> 8);
    }
}

/* The product needs 18 bits, the byte its bits 6..13: 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul3_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m256i t8 = _mm256_cvtepu8_epi16(t6);
            __m256i t9 = _mm256_cvtepu8_epi16(t7);
            __m256i t10 = _mm256_mullo_epi16(t8, t9);
            __m256i t11 = _mm256_mullo_epi16(t10, _mm256_set1_epi16((short)3));
            __m256i t12 = (__m256i)((vcc_v16_ushort)t11 >> (vcc_v16_ushort)_mm256_set1_epi16((short)6));
            __m128i t13 = _mm256_cvtepi16_epi8(t12);
            _mm_storeu_si128((__m128i *)(c + t5), t13);
            long t14 = (long)(int)(t1 + 16L);
            __m128i t15 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i t16 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m256i t17 = _mm256_cvtepu8_epi16(t15);
            __m256i t18 = _mm256_cvtepu8_epi16(t16);
            __m256i t19 = _mm256_mullo_epi16(t17, t18);
            __m256i t20 = _mm256_mullo_epi16(t19, _mm256_set1_epi16((short)3));
            __m256i t21 = (__m256i)((vcc_v16_ushort)t20 >> (vcc_v16_ushort)_mm256_set1_epi16((short)6));
            __m128i t22 = _mm256_cvtepi16_epi8(t21);
            _mm_storeu_si128((__m128i *)(c + t14), t22);
            t1 += 32L;
        } while (t1 < t4);
        t23 = (int)t4;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 16L) {
        long t25 = t24 & -16L;
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + t2);
            __m128i t27 = _mm_loadu_si128((const __m128i *)(a + t26));
            __m128i t28 = _mm_loadu_si128((const __m128i *)(b + t26));
            __m256i t29 = _mm256_cvtepu8_epi16(t27);
            __m256i t30 = _mm256_cvtepu8_epi16(t28);
            __m256i t31 = _mm256_mullo_epi16(t29, t30);
            __m256i t32 = _mm256_mullo_epi16(t31, _mm256_set1_epi16((short)3));
            __m256i t33 = (__m256i)((vcc_v16_ushort)t32 >> (vcc_v16_ushort)_mm256_set1_epi16((short)6));
            __m128i t34 = _mm256_cvtepi16_epi8(t33);
            _mm_storeu_si128((__m128i *)(c + t26), t34);
            t2 += 16L;
        } while (t2 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        c[t35] = (unsigned char)(((int)a[t35] * (int)b[t35] * 3) >> 6);
    }
}

/* k is also needed in full (stored as an int sum): its tree stays in int lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_both(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, int k) {
    vcc_no_contract_body
    int t46;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi32((int)k);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            const unsigned char *t7 = a + t6;
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, t7);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t8));
            __m256i t10 = _mm256_mullo_epi32(t9, t5);
            __m256i t11 = _mm256_srav_epi32(t10, _mm256_set1_epi32(4));
            vcc_v8_uchar t12 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t6, t12);
            vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, t7);
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t13));
            __m256i t15 = _mm256_add_epi32(t14, t5);
            _mm256_storeu_si256((__m256i *)(s + t6), t15);
            long t16 = (long)(int)(t1 + 8L);
            const unsigned char *t17 = a + t16;
            vcc_v8_uchar t18 = vcc_load(vcc_v8_uchar, t17);
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t18));
            __m256i t20 = _mm256_mullo_epi32(t19, t5);
            __m256i t21 = _mm256_srav_epi32(t20, _mm256_set1_epi32(4));
            vcc_v8_uchar t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t21, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t16, t22);
            vcc_v8_uchar t23 = vcc_load(vcc_v8_uchar, t17);
            __m256i t24 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t23));
            __m256i t25 = _mm256_add_epi32(t24, t5);
            _mm256_storeu_si256((__m256i *)(s + t16), t25);
            long t26 = (long)(int)(t1 + 16L);
            const unsigned char *t27 = a + t26;
            vcc_v8_uchar t28 = vcc_load(vcc_v8_uchar, t27);
            __m256i t29 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t28));
            __m256i t30 = _mm256_mullo_epi32(t29, t5);
            __m256i t31 = _mm256_srav_epi32(t30, _mm256_set1_epi32(4));
            vcc_v8_uchar t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t26, t32);
            vcc_v8_uchar t33 = vcc_load(vcc_v8_uchar, t27);
            __m256i t34 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t33));
            __m256i t35 = _mm256_add_epi32(t34, t5);
            _mm256_storeu_si256((__m256i *)(s + t26), t35);
            long t36 = (long)(int)(t1 + 24L);
            const unsigned char *t37 = a + t36;
            vcc_v8_uchar t38 = vcc_load(vcc_v8_uchar, t37);
            __m256i t39 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t38));
            __m256i t40 = _mm256_mullo_epi32(t39, t5);
            __m256i t41 = _mm256_srav_epi32(t40, _mm256_set1_epi32(4));
            vcc_v8_uchar t42 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t41, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t36, t42);
            vcc_v8_uchar t43 = vcc_load(vcc_v8_uchar, t37);
            __m256i t44 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t43));
            __m256i t45 = _mm256_add_epi32(t44, t5);
            _mm256_storeu_si256((__m256i *)(s + t36), t45);
            t1 += 32L;
        } while (t1 < t4);
        t46 = (int)t4;
    } else {
        t46 = 0;
    }
    long t47 = (long)n + (long)t46 * -1L;
    if (t47 >= 8L) {
        long t48 = t47 & -8L;
        __m256i t49 = _mm256_set1_epi32((int)k);
        long t2 = 0L;
        do {
            long t50 = (long)(int)((long)t46 + t2);
            const unsigned char *t51 = a + t50;
            vcc_v8_uchar t52 = vcc_load(vcc_v8_uchar, t51);
            __m256i t53 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t52));
            __m256i t54 = _mm256_mullo_epi32(t53, t49);
            __m256i t55 = _mm256_srav_epi32(t54, _mm256_set1_epi32(4));
            vcc_v8_uchar t56 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t55, vcc_v8_short), vcc_v8_uchar);
            vcc_store(c + t50, t56);
            vcc_v8_uchar t57 = vcc_load(vcc_v8_uchar, t51);
            __m256i t58 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t57));
            __m256i t59 = _mm256_add_epi32(t58, t49);
            _mm256_storeu_si256((__m256i *)(s + t50), t59);
            t2 += 8L;
        } while (t2 < t48);
        i = (int)((long)t46 + t48);
    } else {
        i = t46;
    }
    for (; i < n; i++) {
        long t60 = (long)i;
        const unsigned char *t61 = a + t60;
        c[t60] = (unsigned char)(((int)*t61 * k) >> 4);
        s[t60] = (int)*t61 + k;
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
