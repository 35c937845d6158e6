/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 13 */
#include "harness.h"

/* Narrow lanes (loopvec/narrow.rs): uint8/int8/int16 arithmetic that C promotes to int, computed
   in 8- or 16-bit lanes where the result provably fits. Inputs include the extreme values of each
   type at the first and last positions. */

/* (a + b + 1) >> 1 ^ key: the sum needs 9 bits, the rounding average (pavgb) 8; key is an
   invariant uint8. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void avg_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, uint8_t key) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void avg_u16(int n, uint16_t *restrict c, const uint16_t *restrict a, const uint16_t *restrict b) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:17 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_avg_epu16(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t3);
            long t4 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t5 = _mm256_avg_epu16(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t4), t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:17 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_avg_epu16(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t9), t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        c[t11] = (unsigned short)(((int)a[t11] + (1 + (int)b[t11])) >> 1);
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
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_avg_epu8(a_v, b_v);
            __m256i d_v = _mm256_loadu_si256((const __m256i *)(d + i_vec));
            __m256i t4 = _mm256_avg_epu8(d_v, t3);
            __m256i t5 = _mm256_sub_epi8(t4, _mm256_set1_epi8((char)3));
            _mm256_storeu_si256((__m256i *)(c + i_vec), t5);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        c[t6] = (unsigned char)(((1 + (((int)a[t6] + (int)b[t6] + 1) >> 1) + (int)d[t6]) >> 1) - 3);
    }
}

/* A weighted sum of bytes up to 65280, shifted down: 16-bit unsigned lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_u8(int n, uint8_t *restrict g, const uint8_t *restrict r, const uint8_t *restrict gr, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t24;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:29 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i r_v = _mm_loadu_si128((const __m128i *)(r + i_vec));
            __m256i t3 = _mm256_cvtepu8_epi16(r_v);
            __m256i t4 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t3);
            __m128i gr_v = _mm_loadu_si128((const __m128i *)(gr + i_vec));
            __m256i t5 = _mm256_cvtepu8_epi16(gr_v);
            __m256i t6 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t5);
            __m256i t7 = _mm256_add_epi16(t4, t6);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t8 = _mm256_cvtepu8_epi16(b_v);
            __m256i t9 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t8);
            __m256i t10 = _mm256_add_epi16(t7, t9);
            __m256i t11 = _mm256_srli_epi16(t10, 8);
            __m128i t12 = _mm256_cvtepi16_epi8(t11);
            _mm_storeu_si128((__m128i *)(g + i_vec), t12);
            long t13 = i_vec + 16L;
            __m128i r_v_1 = _mm_loadu_si128((const __m128i *)(r + t13));
            __m256i t14 = _mm256_cvtepu8_epi16(r_v_1);
            __m256i t15 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t14);
            __m128i gr_v_1 = _mm_loadu_si128((const __m128i *)(gr + t13));
            __m256i t16 = _mm256_cvtepu8_epi16(gr_v_1);
            __m256i t17 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t16);
            __m256i t18 = _mm256_add_epi16(t15, t17);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m256i t19 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t20 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t19);
            __m256i t21 = _mm256_add_epi16(t18, t20);
            __m256i t22 = _mm256_srli_epi16(t21, 8);
            __m128i t23 = _mm256_cvtepi16_epi8(t22);
            _mm_storeu_si128((__m128i *)(g + t13), t23);
            i_vec += 32L;
        } while (i_vec < t2);
        t24 = (int)t2;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 16L) {
        long t26 = t25 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:29 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t27 = (long)t24 + i_vec_1;
            __m128i r_v_2 = _mm_loadu_si128((const __m128i *)(r + t27));
            __m256i t28 = _mm256_cvtepu8_epi16(r_v_2);
            __m256i t29 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t28);
            __m128i gr_v_2 = _mm_loadu_si128((const __m128i *)(gr + t27));
            __m256i t30 = _mm256_cvtepu8_epi16(gr_v_2);
            __m256i t31 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t30);
            __m256i t32 = _mm256_add_epi16(t29, t31);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t27));
            __m256i t33 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t34 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t33);
            __m256i t35 = _mm256_add_epi16(t32, t34);
            __m256i t36 = _mm256_srli_epi16(t35, 8);
            __m128i t37 = _mm256_cvtepi16_epi8(t36);
            _mm_storeu_si128((__m128i *)(g + t27), t37);
            i_vec_1 += 16L;
        } while (i_vec_1 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        g[t38] = (unsigned char)((77 * (int)r[t38] + 150 * (int)gr[t38] + 29 * (int)b[t38]) >> 8);
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
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = (__m256i)((vcc_v32_uchar)a_v * (vcc_v32_uchar)b_v);
            __m256i t4 = _mm256_add_epi8(t3, _mm256_set1_epi8((char)7));
            __m256i t5 = _mm256_and_si256(a_v, _mm256_set1_epi8((char)15));
            __m256i t6 = _mm256_sub_epi8(t4, t5);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        int t8 = (int)a[t7];
        c[t7] = (unsigned char)(t8 * (int)b[t7] + 7 - (t8 & 15));
    }
}

/* (a << 4) >> 4 keeps a only with 12 bits: 16-bit lanes, not 8. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shl_shr_u8(int n, uint8_t *restrict c, const uint8_t *restrict a) {
    vcc_no_contract_body
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepu8_epi16(a_v);
            __m256i t4 = _mm256_slli_epi16(t3, 4);
            __m256i t5 = _mm256_srli_epi16(t4, 4);
            __m256i t6 = _mm256_srli_epi16(t3, 7);
            __m256i t7 = _mm256_or_si256(t5, t6);
            __m128i t8 = _mm256_cvtepi16_epi8(t7);
            _mm_storeu_si128((__m128i *)(c + i_vec), t8);
            long t9 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m256i t10 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t11 = _mm256_slli_epi16(t10, 4);
            __m256i t12 = _mm256_srli_epi16(t11, 4);
            __m256i t13 = _mm256_srli_epi16(t10, 7);
            __m256i t14 = _mm256_or_si256(t12, t13);
            __m128i t15 = _mm256_cvtepi16_epi8(t14);
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
            __m256i t20 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t21 = _mm256_slli_epi16(t20, 4);
            __m256i t22 = _mm256_srli_epi16(t21, 4);
            __m256i t23 = _mm256_srli_epi16(t20, 7);
            __m256i t24 = _mm256_or_si256(t22, t23);
            __m128i t25 = _mm256_cvtepi16_epi8(t24);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void diff_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
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
            __m256i t3 = _mm256_cvtepi8_epi16(a_v);
            __m256i t4 = _mm256_cvtepi8_epi16(b_v);
            __m256i t5 = _mm256_sub_epi16(t3, t4);
            __m256i t6 = _mm256_srli_epi16(t5, 2);
            __m128i t7 = _mm256_cvtepi16_epi8(t6);
            _mm_storeu_si128((__m128i *)(c + i_vec), t7);
            long t8 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m256i t9 = _mm256_cvtepi8_epi16(a_v_1);
            __m256i t10 = _mm256_cvtepi8_epi16(b_v_1);
            __m256i t11 = _mm256_sub_epi16(t9, t10);
            __m256i t12 = _mm256_srli_epi16(t11, 2);
            __m128i t13 = _mm256_cvtepi16_epi8(t12);
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
            __m256i t18 = _mm256_cvtepi8_epi16(a_v_2);
            __m256i t19 = _mm256_cvtepi8_epi16(b_v_2);
            __m256i t20 = _mm256_sub_epi16(t18, t19);
            __m256i t21 = _mm256_srli_epi16(t20, 2);
            __m128i t22 = _mm256_cvtepi16_epi8(t21);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void high_u16(int n, uint8_t *restrict c, const uint16_t *restrict a) {
    vcc_no_contract_body
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:53 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_srli_epi16(a_v, 8);
            __m128i t4 = _mm256_cvtepi16_epi8(t3);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t6 = _mm256_srli_epi16(a_v_1, 8);
            __m128i t7 = _mm256_cvtepi16_epi8(t6);
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
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i t12 = _mm256_srli_epi16(a_v_2, 8);
            __m128i t13 = _mm256_cvtepi16_epi8(t12);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void q8_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:59 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mulhi_epi16(a_v, b_v);
            __m256i t4 = _mm256_mullo_epi16(a_v, b_v);
            __m256i t5 = _mm256_srli_epi16(t4, 8);
            __m256i t6 = _mm256_slli_epi16(t3, 8);
            __m256i t7 = _mm256_or_si256(t5, t6);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t7);
            long t8 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_mulhi_epi16(a_v_1, b_v_1);
            __m256i t10 = _mm256_mullo_epi16(a_v_1, b_v_1);
            __m256i t11 = _mm256_srli_epi16(t10, 8);
            __m256i t12 = _mm256_slli_epi16(t9, 8);
            __m256i t13 = _mm256_or_si256(t11, t12);
            _mm256_storeu_si256((__m256i *)(c + t8), t13);
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
        /* vcc: loop at narrow.c:59 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = _mm256_mulhi_epi16(a_v_2, b_v_2);
            __m256i t19 = _mm256_mullo_epi16(a_v_2, b_v_2);
            __m256i t20 = _mm256_srli_epi16(t19, 8);
            __m256i t21 = _mm256_slli_epi16(t18, 8);
            __m256i t22 = _mm256_or_si256(t20, t21);
            _mm256_storeu_si256((__m256i *)(c + t17), t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        c[t23] = (short)(((int)a[t23] * (int)b[t23]) >> 8);
    }
}

/* The sum is also stored as an int: nothing is narrowed. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sum_both(int n, uint8_t *restrict h, int *restrict s, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at narrow.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_uchar b_v = vcc_load(vcc_v8_uchar, b + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v));
            __m256i t_v = _mm256_add_epi32(t3, t4);
            __m256i t5 = _mm256_srai_epi32(t_v, 1);
            vcc_v8_uchar t6 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t5));
            vcc_store(h + i_vec, t6);
            _mm256_storeu_si256((__m256i *)(s + i_vec), t_v);
            long t7 = i_vec + 8L;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t7);
            vcc_v8_uchar b_v_1 = vcc_load(vcc_v8_uchar, b + t7);
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_1));
            __m256i t_v_1 = _mm256_add_epi32(t8, t9);
            __m256i t10 = _mm256_srai_epi32(t_v_1, 1);
            vcc_v8_uchar t11 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t10));
            vcc_store(h + t7, t11);
            _mm256_storeu_si256((__m256i *)(s + t7), t_v_1);
            long t12 = i_vec + 16L;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t12);
            vcc_v8_uchar b_v_2 = vcc_load(vcc_v8_uchar, b + t12);
            __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_2));
            __m256i t_v_2 = _mm256_add_epi32(t13, t14);
            __m256i t15 = _mm256_srai_epi32(t_v_2, 1);
            vcc_v8_uchar t16 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t15));
            vcc_store(h + t12, t16);
            _mm256_storeu_si256((__m256i *)(s + t12), t_v_2);
            long t17 = i_vec + 24L;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t17);
            vcc_v8_uchar b_v_3 = vcc_load(vcc_v8_uchar, b + t17);
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_3));
            __m256i t_v_3 = _mm256_add_epi32(t18, t19);
            __m256i t20 = _mm256_srai_epi32(t_v_3, 1);
            vcc_v8_uchar t21 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t20));
            vcc_store(h + t17, t21);
            _mm256_storeu_si256((__m256i *)(s + t17), t_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:65 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t25);
            vcc_v8_uchar b_v_4 = vcc_load(vcc_v8_uchar, b + t25);
            __m256i t26 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)b_v_4));
            __m256i t_v_4 = _mm256_add_epi32(t26, t27);
            __m256i t28 = _mm256_srai_epi32(t_v_4, 1);
            vcc_v8_uchar t29 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t28));
            vcc_store(h + t25, t29);
            _mm256_storeu_si256((__m256i *)(s + t25), t_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t = (int)a[t30] + (int)b[t30];
        h[t30] = (unsigned char)(t >> 1);
        s[t30] = t;
    }
}

/* An alpha blend with an int alpha of any value (bench blend_u8): the products need 32 bits,
   but only bits 8..15 of the sum reach the byte, so 16-bit lanes hold enough of every value;
   alpha and 256 - alpha are broadcast truncated to 16 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void blend_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b, int alpha) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i alpha_v = _mm256_set1_epi16((short)(unsigned short)alpha);
        __m256i t3 = _mm256_sub_epi16(_mm256_set1_epi16((short)256), alpha_v);
        long i_vec = 0L;
        /* vcc: loop at narrow.c:76 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t4 = _mm256_cvtepu8_epi16(a_v);
            __m256i t5 = _mm256_mullo_epi16(t4, alpha_v);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t6 = _mm256_cvtepu8_epi16(b_v);
            __m256i t7 = _mm256_mullo_epi16(t6, t3);
            __m256i t8 = _mm256_add_epi16(t5, t7);
            __m256i t9 = _mm256_srli_epi16(t8, 8);
            __m128i t10 = _mm256_cvtepi16_epi8(t9);
            _mm_storeu_si128((__m128i *)(c + i_vec), t10);
            long t11 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m256i t12 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t13 = _mm256_mullo_epi16(t12, alpha_v);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m256i t14 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t15 = _mm256_mullo_epi16(t14, t3);
            __m256i t16 = _mm256_add_epi16(t13, t15);
            __m256i t17 = _mm256_srli_epi16(t16, 8);
            __m128i t18 = _mm256_cvtepi16_epi8(t17);
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
        __m256i alpha_v_1 = _mm256_set1_epi16((short)(unsigned short)alpha);
        __m256i t22 = _mm256_sub_epi16(_mm256_set1_epi16((short)256), alpha_v_1);
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:76 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t23 = (long)t19 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t23));
            __m256i t24 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t25 = _mm256_mullo_epi16(t24, alpha_v_1);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t23));
            __m256i t26 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t27 = _mm256_mullo_epi16(t26, t22);
            __m256i t28 = _mm256_add_epi16(t25, t27);
            __m256i t29 = _mm256_srli_epi16(t28, 8);
            __m128i t30 = _mm256_cvtepi16_epi8(t29);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul3_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
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
            __m256i t3 = _mm256_cvtepu8_epi16(a_v);
            __m256i t4 = _mm256_cvtepu8_epi16(b_v);
            __m256i t5 = _mm256_mullo_epi16(t3, t4);
            __m256i t6 = _mm256_mulhi_epu16(t5, _mm256_set1_epi16((short)3));
            __m256i t7 = _mm256_mullo_epi16(t5, _mm256_set1_epi16((short)3));
            __m256i t8 = _mm256_srli_epi16(t7, 6);
            __m256i t9 = _mm256_slli_epi16(t6, 10);
            __m256i t10 = _mm256_or_si256(t8, t9);
            __m128i t11 = _mm256_cvtepi16_epi8(t10);
            _mm_storeu_si128((__m128i *)(c + i_vec), t11);
            long t12 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t12));
            __m256i t13 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t14 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t15 = _mm256_mullo_epi16(t13, t14);
            __m256i t16 = _mm256_mulhi_epu16(t15, _mm256_set1_epi16((short)3));
            __m256i t17 = _mm256_mullo_epi16(t15, _mm256_set1_epi16((short)3));
            __m256i t18 = _mm256_srli_epi16(t17, 6);
            __m256i t19 = _mm256_slli_epi16(t16, 10);
            __m256i t20 = _mm256_or_si256(t18, t19);
            __m128i t21 = _mm256_cvtepi16_epi8(t20);
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
            __m256i t26 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t27 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t28 = _mm256_mullo_epi16(t26, t27);
            __m256i t29 = _mm256_mulhi_epu16(t28, _mm256_set1_epi16((short)3));
            __m256i t30 = _mm256_mullo_epi16(t28, _mm256_set1_epi16((short)3));
            __m256i t31 = _mm256_srli_epi16(t30, 6);
            __m256i t32 = _mm256_slli_epi16(t29, 10);
            __m256i t33 = _mm256_or_si256(t31, t32);
            __m128i t34 = _mm256_cvtepi16_epi8(t33);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_both(int n, uint8_t *restrict c, int *restrict s, const uint8_t *restrict a, int k) {
    vcc_no_contract_body
    int t34;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at narrow.c:88 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            const unsigned char *t3 = a + i_vec;
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, t3);
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m256i t5 = _mm256_mullo_epi32(t4, k_v);
            __m256i t6 = _mm256_srai_epi32(t5, 4);
            vcc_v8_uchar t7 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t6));
            vcc_store(c + i_vec, t7);
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, t3);
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m256i t9 = _mm256_add_epi32(t8, k_v);
            _mm256_storeu_si256((__m256i *)(s + i_vec), t9);
            long t10 = i_vec + 8L;
            const unsigned char *t11 = a + t10;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, t11);
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t13 = _mm256_mullo_epi32(t12, k_v);
            __m256i t14 = _mm256_srai_epi32(t13, 4);
            vcc_v8_uchar t15 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t14));
            vcc_store(c + t10, t15);
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, t11);
            __m256i t16 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m256i t17 = _mm256_add_epi32(t16, k_v);
            _mm256_storeu_si256((__m256i *)(s + t10), t17);
            long t18 = i_vec + 16L;
            const unsigned char *t19 = a + t18;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, t19);
            __m256i t20 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m256i t21 = _mm256_mullo_epi32(t20, k_v);
            __m256i t22 = _mm256_srai_epi32(t21, 4);
            vcc_v8_uchar t23 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t22));
            vcc_store(c + t18, t23);
            vcc_v8_uchar a_v_5 = vcc_load(vcc_v8_uchar, t19);
            __m256i t24 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_5));
            __m256i t25 = _mm256_add_epi32(t24, k_v);
            _mm256_storeu_si256((__m256i *)(s + t18), t25);
            long t26 = i_vec + 24L;
            const unsigned char *t27 = a + t26;
            vcc_v8_uchar a_v_6 = vcc_load(vcc_v8_uchar, t27);
            __m256i t28 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_6));
            __m256i t29 = _mm256_mullo_epi32(t28, k_v);
            __m256i t30 = _mm256_srai_epi32(t29, 4);
            vcc_v8_uchar t31 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t30));
            vcc_store(c + t26, t31);
            vcc_v8_uchar a_v_7 = vcc_load(vcc_v8_uchar, t27);
            __m256i t32 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_7));
            __m256i t33 = _mm256_add_epi32(t32, k_v);
            _mm256_storeu_si256((__m256i *)(s + t26), t33);
            i_vec += 32L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        long i_vec_1 = 0L;
        /* vcc: loop at narrow.c:88 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            const unsigned char *t38 = a + t37;
            vcc_v8_uchar a_v_8 = vcc_load(vcc_v8_uchar, t38);
            __m256i t39 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_8));
            __m256i t40 = _mm256_mullo_epi32(t39, k_v_1);
            __m256i t41 = _mm256_srai_epi32(t40, 4);
            vcc_v8_uchar t42 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t41));
            vcc_store(c + t37, t42);
            vcc_v8_uchar a_v_9 = vcc_load(vcc_v8_uchar, t38);
            __m256i t43 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_9));
            __m256i t44 = _mm256_add_epi32(t43, k_v_1);
            _mm256_storeu_si256((__m256i *)(s + t37), t44);
            i_vec_1 += 8L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        const unsigned char *t46 = a + t45;
        c[t45] = (unsigned char)(((int)*t46 * k) >> 4);
        s[t45] = (int)*t46 + k;
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
