/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Products of widened bytes in 16-bit lanes (neon.rs's `mul_of_bytes`: `vmull_u8`/`vmull_s8` of
   the bytes themselves, bench rgb_gray_u8): unsigned and signed bytes, by constants of the
   bytes' range and by other bytes, into shorts and unsigned shorts; and the forms it must leave
   alone: a constant beyond a byte (300), bytes of mixed signedness. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void weighted(int n, uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepu8_epi16(a_v);
            __m256i t4 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t3);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t5 = _mm256_cvtepu8_epi16(b_v);
            __m256i t6 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t5);
            __m256i t7 = _mm256_add_epi16(t4, t6);
            _mm256_storeu_si256((__m256i *)(o + i_vec), t7);
            long t8 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m256i t9 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t10 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t9);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m256i t11 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t12 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t11);
            __m256i t13 = _mm256_add_epi16(t10, t12);
            _mm256_storeu_si256((__m256i *)(o + t8), t13);
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
        /* vcc: loop at byte_products.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m256i t18 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t19 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t18);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m256i t20 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t21 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t20);
            __m256i t22 = _mm256_add_epi16(t19, t21);
            _mm256_storeu_si256((__m256i *)(o + t17), t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        o[t23] = (unsigned short)(77 * (int)a[t23] + 150 * (int)b[t23]);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void signed_terms(int n, int16_t *restrict o, const int8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:15 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = _mm256_cvtepi8_epi16(a_v);
            __m256i t4 = _mm256_cvtepi8_epi16(b_v);
            __m256i t5 = _mm256_mullo_epi16(t3, t4);
            __m256i t6 = _mm256_mullo_epi16(_mm256_set1_epi16((short)3), t3);
            __m256i t7 = _mm256_sub_epi16(t5, t6);
            _mm256_storeu_si256((__m256i *)(o + i_vec), t7);
            long t8 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m256i t9 = _mm256_cvtepi8_epi16(a_v_1);
            __m256i t10 = _mm256_cvtepi8_epi16(b_v_1);
            __m256i t11 = _mm256_mullo_epi16(t9, t10);
            __m256i t12 = _mm256_mullo_epi16(_mm256_set1_epi16((short)3), t9);
            __m256i t13 = _mm256_sub_epi16(t11, t12);
            _mm256_storeu_si256((__m256i *)(o + t8), t13);
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
        /* vcc: loop at byte_products.c:15 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m256i t18 = _mm256_cvtepi8_epi16(a_v_2);
            __m256i t19 = _mm256_cvtepi8_epi16(b_v_2);
            __m256i t20 = _mm256_mullo_epi16(t18, t19);
            __m256i t21 = _mm256_mullo_epi16(_mm256_set1_epi16((short)3), t18);
            __m256i t22 = _mm256_sub_epi16(t20, t21);
            _mm256_storeu_si256((__m256i *)(o + t17), t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        int t24 = (int)a[t23];
        o[t23] = (short)(t24 * (int)b[t23] - 3 * t24);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void both_bytes(int n, uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:20 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = _mm256_cvtepu8_epi16(a_v);
            __m256i t4 = _mm256_cvtepu8_epi16(b_v);
            __m256i t5 = _mm256_mullo_epi16(t3, t4);
            _mm256_storeu_si256((__m256i *)(o + i_vec), t5);
            long t6 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m256i t7 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t8 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t9 = _mm256_mullo_epi16(t7, t8);
            _mm256_storeu_si256((__m256i *)(o + t6), t9);
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
        /* vcc: loop at byte_products.c:20 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m256i t14 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t15 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t16 = _mm256_mullo_epi16(t14, t15);
            _mm256_storeu_si256((__m256i *)(o + t13), t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        o[t17] = (unsigned short)((int)a[t17] * (int)b[t17]);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void range_ends(int n, int16_t *restrict o, const int8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:25 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepi8_epi16(a_v);
            __m256i t4 = _mm256_mullo_epi16(t3, _mm256_set1_epi16((short)-128));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t5 = _mm256_cvtepu8_epi16(b_v);
            __m256i t6 = _mm256_mullo_epi16(t5, _mm256_set1_epi16((short)255));
            __m256i t7 = _mm256_add_epi16(t4, t6);
            _mm256_storeu_si256((__m256i *)(o + i_vec), t7);
            long t8 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m256i t9 = _mm256_cvtepi8_epi16(a_v_1);
            __m256i t10 = _mm256_mullo_epi16(t9, _mm256_set1_epi16((short)-128));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m256i t11 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t12 = _mm256_mullo_epi16(t11, _mm256_set1_epi16((short)255));
            __m256i t13 = _mm256_add_epi16(t10, t12);
            _mm256_storeu_si256((__m256i *)(o + t8), t13);
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
        /* vcc: loop at byte_products.c:25 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m256i t18 = _mm256_cvtepi8_epi16(a_v_2);
            __m256i t19 = _mm256_mullo_epi16(t18, _mm256_set1_epi16((short)-128));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m256i t20 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t21 = _mm256_mullo_epi16(t20, _mm256_set1_epi16((short)255));
            __m256i t22 = _mm256_add_epi16(t19, t21);
            _mm256_storeu_si256((__m256i *)(o + t17), t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        o[t23] = (short)((int)a[t23] * -128 + (int)b[t23] * 255);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void blend(int n, uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:30 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepu8_epi16(a_v);
            __m256i t4 = _mm256_mullo_epi16(t3, _mm256_set1_epi16((short)200));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t5 = _mm256_cvtepu8_epi16(b_v);
            __m256i t6 = _mm256_mullo_epi16(t5, _mm256_set1_epi16((short)56));
            __m256i t7 = _mm256_add_epi16(t4, t6);
            __m256i t8 = _mm256_srli_epi16(t7, 8);
            __m128i t9 = _mm256_cvtepi16_epi8(t8);
            _mm_storeu_si128((__m128i *)(o + i_vec), t9);
            long t10 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m256i t11 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t12 = _mm256_mullo_epi16(t11, _mm256_set1_epi16((short)200));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m256i t13 = _mm256_cvtepu8_epi16(b_v_1);
            __m256i t14 = _mm256_mullo_epi16(t13, _mm256_set1_epi16((short)56));
            __m256i t15 = _mm256_add_epi16(t12, t14);
            __m256i t16 = _mm256_srli_epi16(t15, 8);
            __m128i t17 = _mm256_cvtepi16_epi8(t16);
            _mm_storeu_si128((__m128i *)(o + t10), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at byte_products.c:30 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m256i t22 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t23 = _mm256_mullo_epi16(t22, _mm256_set1_epi16((short)200));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m256i t24 = _mm256_cvtepu8_epi16(b_v_2);
            __m256i t25 = _mm256_mullo_epi16(t24, _mm256_set1_epi16((short)56));
            __m256i t26 = _mm256_add_epi16(t23, t25);
            __m256i t27 = _mm256_srli_epi16(t26, 8);
            __m128i t28 = _mm256_cvtepi16_epi8(t27);
            _mm_storeu_si128((__m128i *)(o + t21), t28);
            i_vec_1 += 16L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        o[t29] = (unsigned char)(((int)a[t29] * 200 + (int)b[t29] * 56) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void into_ints(int n, int *restrict o, const uint8_t *restrict a) {
    vcc_no_contract_body
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int *t3 = o + i_vec;
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            __m128i t4 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v));
            __m128i t5 = _mm_mullo_epi16(t4, _mm_set1_epi16((short)3));
            __m256i o_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t6 = _mm256_cvtepi16_epi32(t5);
            __m256i t7 = _mm256_add_epi32(t6, o_v);
            _mm256_storeu_si256((__m256i *)t3, t7);
            long t8 = i_vec + 8L;
            int *t9 = o + t8;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + t8);
            __m128i t10 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t11 = _mm_mullo_epi16(t10, _mm_set1_epi16((short)3));
            __m256i o_v_1 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t12 = _mm256_cvtepi16_epi32(t11);
            __m256i t13 = _mm256_add_epi32(t12, o_v_1);
            _mm256_storeu_si256((__m256i *)t9, t13);
            long t14 = i_vec + 16L;
            int *t15 = o + t14;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + t14);
            __m128i t16 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t17 = _mm_mullo_epi16(t16, _mm_set1_epi16((short)3));
            __m256i o_v_2 = _mm256_loadu_si256((const __m256i *)t15);
            __m256i t18 = _mm256_cvtepi16_epi32(t17);
            __m256i t19 = _mm256_add_epi32(t18, o_v_2);
            _mm256_storeu_si256((__m256i *)t15, t19);
            long t20 = i_vec + 24L;
            int *t21 = o + t20;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + t20);
            __m128i t22 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t23 = _mm_mullo_epi16(t22, _mm_set1_epi16((short)3));
            __m256i o_v_3 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t24 = _mm256_cvtepi16_epi32(t23);
            __m256i t25 = _mm256_add_epi32(t24, o_v_3);
            _mm256_storeu_si256((__m256i *)t21, t25);
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
        /* vcc: loop at byte_products.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            int *t30 = o + t29;
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + t29);
            __m128i t31 = _mm_cvtepu8_epi16(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t32 = _mm_mullo_epi16(t31, _mm_set1_epi16((short)3));
            __m256i o_v_4 = _mm256_loadu_si256((const __m256i *)t30);
            __m256i t33 = _mm256_cvtepi16_epi32(t32);
            __m256i t34 = _mm256_add_epi32(t33, o_v_4);
            _mm256_storeu_si256((__m256i *)t30, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        int *t36 = o + t35;
        *t36 = (int)(short)((int)a[t35] * 3) + *t36;
    }
}

/* Not a product of bytes: 300 does not fit a byte. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void beyond_byte(int n, int16_t *restrict o, const int8_t *restrict a) {
    vcc_no_contract_body
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepi8_epi16(a_v);
            __m256i t4 = _mm256_mullo_epi16(t3, _mm256_set1_epi16((short)300));
            _mm256_storeu_si256((__m256i *)(o + i_vec), t4);
            long t5 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m256i t6 = _mm256_cvtepi8_epi16(a_v_1);
            __m256i t7 = _mm256_mullo_epi16(t6, _mm256_set1_epi16((short)300));
            _mm256_storeu_si256((__m256i *)(o + t5), t7);
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
        /* vcc: loop at byte_products.c:41 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m256i t12 = _mm256_cvtepi8_epi16(a_v_2);
            __m256i t13 = _mm256_mullo_epi16(t12, _mm256_set1_epi16((short)300));
            _mm256_storeu_si256((__m256i *)(o + t11), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        o[t14] = (short)((int)a[t14] * 300);
    }
}

/* Not one: unsigned times signed bytes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mixed(int n, uint16_t *restrict o, const uint8_t *restrict a, const int8_t *restrict b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:47 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = _mm256_cvtepu8_epi16(a_v);
            __m256i t4 = _mm256_cvtepi8_epi16(b_v);
            __m256i t5 = _mm256_mullo_epi16(t3, t4);
            _mm256_storeu_si256((__m256i *)(o + i_vec), t5);
            long t6 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m256i t7 = _mm256_cvtepu8_epi16(a_v_1);
            __m256i t8 = _mm256_cvtepi8_epi16(b_v_1);
            __m256i t9 = _mm256_mullo_epi16(t7, t8);
            _mm256_storeu_si256((__m256i *)(o + t6), t9);
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
        /* vcc: loop at byte_products.c:47 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t13));
            __m256i t14 = _mm256_cvtepu8_epi16(a_v_2);
            __m256i t15 = _mm256_cvtepi8_epi16(b_v_2);
            __m256i t16 = _mm256_mullo_epi16(t14, t15);
            _mm256_storeu_si256((__m256i *)(o + t13), t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        o[t17] = (unsigned short)((int)a[t17] * (int)b[t17]);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *ua = new_array(n, 1), *ub = new_array(n, 1), *o8 = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1);
        uint16_t *ou = new_array(n, 2);
        int16_t *os = new_array(n, 2);
        int *oi = new_array(n, sizeof(int));
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(oi, n, -100000, 200000);
        if (n >= 2) ua[0] = ub[0] = 255, sa[1] = sb[1] = -128;
        weighted(n, ou, ua, ub);
        printf("n=%d w=%llx", n, HASH(ou, n));
        signed_terms(n, os, sa, sb);
        printf(" s=%llx", HASH(os, n));
        both_bytes(n, ou, ua, ub);
        printf(" b=%llx", HASH(ou, n));
        range_ends(n, os, sa, ub);
        printf(" r=%llx", HASH(os, n));
        blend(n, o8, ua, ub);
        printf(" bl=%llx", HASH(o8, n));
        into_ints(n, oi, ua);
        printf(" i=%llx", HASH(oi, n));
        beyond_byte(n, os, sa);
        printf(" x=%llx", HASH(os, n));
        mixed(n, ou, ua, sb);
        printf(" m=%llx\n", HASH(ou, n));
        free(ua), free(ub), free(o8), free(sa), free(sb), free(ou), free(os), free(oi);
    }
    return 0;
}
