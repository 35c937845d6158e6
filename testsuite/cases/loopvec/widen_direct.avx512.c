/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Widenings from 4- or 8-byte vectors (4 shorts or bytes of a VF=4 loop, 8 bytes of a VF=8
   one): one vpmovsx/vpmovzx from the low bits of an xmm to the result's width, never a chain
   of conversions through the widths between. Signed and unsigned sources, integer and
   floating results; the extreme values of each source type are in the data. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void w_i16_i64(int n, int64_t *restrict d, const int16_t *restrict s) {
    vcc_no_contract_body
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long *t6 = d + t5;
            __m128i t7 = _mm_loadu_si128((const __m128i *)(s + t5));
            __m512i t8 = _mm512_cvtepi16_epi64(t7);
            __m512i t9 = _mm512_mullo_epi64(t8, _mm512_set1_epi64((long long)3LL));
            __m512i t10 = _mm512_loadu_si512(t6);
            __m512i t11 = _mm512_add_epi64(t9, t10);
            _mm512_storeu_si512(t6, t11);
            long t12 = (long)(int)(t1 + 8L);
            long *t13 = d + t12;
            __m128i t14 = _mm_loadu_si128((const __m128i *)(s + t12));
            __m512i t15 = _mm512_cvtepi16_epi64(t14);
            __m512i t16 = _mm512_mullo_epi64(t15, _mm512_set1_epi64((long long)3LL));
            __m512i t17 = _mm512_loadu_si512(t13);
            __m512i t18 = _mm512_add_epi64(t16, t17);
            _mm512_storeu_si512(t13, t18);
            t1 += 16L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            long *t23 = d + t22;
            __m128i t24 = _mm_loadu_si128((const __m128i *)(s + t22));
            __m512i t25 = _mm512_cvtepi16_epi64(t24);
            __m512i t26 = _mm512_mullo_epi64(t25, _mm512_set1_epi64((long long)3LL));
            __m512i t27 = _mm512_loadu_si512(t23);
            __m512i t28 = _mm512_add_epi64(t26, t27);
            _mm512_storeu_si512(t23, t28);
            t2 += 8L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        long *t30 = d + t29;
        *t30 = (long)s[t29] * 3L + *t30;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void w_u16_u64(int n, uint64_t *restrict d, const uint16_t *restrict s) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            unsigned long *t6 = d + t5;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
            vcc_v4_ushort t8 = vcc_load(vcc_v4_ushort, s + t5);
            __m256i t9 = _mm256_cvtepu16_epi64(_mm_cvtsi64_si128((long long)t8));
            __m256i t10 = _mm256_xor_si256(t7, t9);
            _mm256_storeu_si256((__m256i *)t6, t10);
            long t11 = (long)(int)(t1 + 4L);
            unsigned long *t12 = d + t11;
            __m256i t13 = _mm256_loadu_si256((const __m256i *)t12);
            vcc_v4_ushort t14 = vcc_load(vcc_v4_ushort, s + t11);
            __m256i t15 = _mm256_cvtepu16_epi64(_mm_cvtsi64_si128((long long)t14));
            __m256i t16 = _mm256_xor_si256(t13, t15);
            _mm256_storeu_si256((__m256i *)t12, t16);
            long t17 = (long)(int)(t1 + 8L);
            unsigned long *t18 = d + t17;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            vcc_v4_ushort t20 = vcc_load(vcc_v4_ushort, s + t17);
            __m256i t21 = _mm256_cvtepu16_epi64(_mm_cvtsi64_si128((long long)t20));
            __m256i t22 = _mm256_xor_si256(t19, t21);
            _mm256_storeu_si256((__m256i *)t18, t22);
            long t23 = (long)(int)(t1 + 12L);
            unsigned long *t24 = d + t23;
            __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
            vcc_v4_ushort t26 = vcc_load(vcc_v4_ushort, s + t23);
            __m256i t27 = _mm256_cvtepu16_epi64(_mm_cvtsi64_si128((long long)t26));
            __m256i t28 = _mm256_xor_si256(t25, t27);
            _mm256_storeu_si256((__m256i *)t24, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            unsigned long *t33 = d + t32;
            __m256i t34 = _mm256_loadu_si256((const __m256i *)t33);
            vcc_v4_ushort t35 = vcc_load(vcc_v4_ushort, s + t32);
            __m256i t36 = _mm256_cvtepu16_epi64(_mm_cvtsi64_si128((long long)t35));
            __m256i t37 = _mm256_xor_si256(t34, t36);
            _mm256_storeu_si256((__m256i *)t33, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        unsigned long *t39 = d + t38;
        *t39 = *t39 ^ (unsigned long)s[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void w_i8_i64(int n, int64_t *restrict d, const int8_t *restrict s) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long *t6 = d + t5;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
            vcc_v4_schar t8 = vcc_load(vcc_v4_schar, s + t5);
            __m256i t9 = _mm256_cvtepi8_epi64(_mm_cvtsi32_si128((int)t8));
            __m256i t10 = _mm256_sub_epi64(t7, t9);
            _mm256_storeu_si256((__m256i *)t6, t10);
            long t11 = (long)(int)(t1 + 4L);
            long *t12 = d + t11;
            __m256i t13 = _mm256_loadu_si256((const __m256i *)t12);
            vcc_v4_schar t14 = vcc_load(vcc_v4_schar, s + t11);
            __m256i t15 = _mm256_cvtepi8_epi64(_mm_cvtsi32_si128((int)t14));
            __m256i t16 = _mm256_sub_epi64(t13, t15);
            _mm256_storeu_si256((__m256i *)t12, t16);
            long t17 = (long)(int)(t1 + 8L);
            long *t18 = d + t17;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            vcc_v4_schar t20 = vcc_load(vcc_v4_schar, s + t17);
            __m256i t21 = _mm256_cvtepi8_epi64(_mm_cvtsi32_si128((int)t20));
            __m256i t22 = _mm256_sub_epi64(t19, t21);
            _mm256_storeu_si256((__m256i *)t18, t22);
            long t23 = (long)(int)(t1 + 12L);
            long *t24 = d + t23;
            __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
            vcc_v4_schar t26 = vcc_load(vcc_v4_schar, s + t23);
            __m256i t27 = _mm256_cvtepi8_epi64(_mm_cvtsi32_si128((int)t26));
            __m256i t28 = _mm256_sub_epi64(t25, t27);
            _mm256_storeu_si256((__m256i *)t24, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            long *t33 = d + t32;
            __m256i t34 = _mm256_loadu_si256((const __m256i *)t33);
            vcc_v4_schar t35 = vcc_load(vcc_v4_schar, s + t32);
            __m256i t36 = _mm256_cvtepi8_epi64(_mm_cvtsi32_si128((int)t35));
            __m256i t37 = _mm256_sub_epi64(t34, t36);
            _mm256_storeu_si256((__m256i *)t33, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        long *t39 = d + t38;
        *t39 = *t39 - (long)s[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void w_u8_u64(int n, uint64_t *restrict d, const uint8_t *restrict s) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            unsigned long *t6 = d + t5;
            vcc_v4_uchar t7 = vcc_load(vcc_v4_uchar, s + t5);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t6);
            __m256i t9 = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128((int)t7));
            __m256i t10 = _mm256_add_epi64(t9, t8);
            _mm256_storeu_si256((__m256i *)t6, t10);
            long t11 = (long)(int)(t1 + 4L);
            unsigned long *t12 = d + t11;
            vcc_v4_uchar t13 = vcc_load(vcc_v4_uchar, s + t11);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)t12);
            __m256i t15 = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128((int)t13));
            __m256i t16 = _mm256_add_epi64(t15, t14);
            _mm256_storeu_si256((__m256i *)t12, t16);
            long t17 = (long)(int)(t1 + 8L);
            unsigned long *t18 = d + t17;
            vcc_v4_uchar t19 = vcc_load(vcc_v4_uchar, s + t17);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t21 = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128((int)t19));
            __m256i t22 = _mm256_add_epi64(t21, t20);
            _mm256_storeu_si256((__m256i *)t18, t22);
            long t23 = (long)(int)(t1 + 12L);
            unsigned long *t24 = d + t23;
            vcc_v4_uchar t25 = vcc_load(vcc_v4_uchar, s + t23);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)t24);
            __m256i t27 = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128((int)t25));
            __m256i t28 = _mm256_add_epi64(t27, t26);
            _mm256_storeu_si256((__m256i *)t24, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            unsigned long *t33 = d + t32;
            vcc_v4_uchar t34 = vcc_load(vcc_v4_uchar, s + t32);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)t33);
            __m256i t36 = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128((int)t34));
            __m256i t37 = _mm256_add_epi64(t36, t35);
            _mm256_storeu_si256((__m256i *)t33, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        unsigned long *t39 = d + t38;
        *t39 = (unsigned long)s[t38] + *t39;
    }
}

/* 4 lanes of bytes to ints (the loop's widest element, int64, makes VF=4). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void w_i8_i32(int n, int32_t *restrict d, const int8_t *restrict s, const int64_t *restrict t) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_schar t6 = vcc_load(vcc_v4_schar, s + t5);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(t + t5));
            __m128i t8 = _mm256_cvtepi64_epi32(t7);
            __m128i t9 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)t6));
            __m128i t10 = _mm_add_epi32(t9, t8);
            _mm_storeu_si128((__m128i *)(d + t5), t10);
            long t11 = (long)(int)(t1 + 4L);
            vcc_v4_schar t12 = vcc_load(vcc_v4_schar, s + t11);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(t + t11));
            __m128i t14 = _mm256_cvtepi64_epi32(t13);
            __m128i t15 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)t12));
            __m128i t16 = _mm_add_epi32(t15, t14);
            _mm_storeu_si128((__m128i *)(d + t11), t16);
            long t17 = (long)(int)(t1 + 8L);
            vcc_v4_schar t18 = vcc_load(vcc_v4_schar, s + t17);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(t + t17));
            __m128i t20 = _mm256_cvtepi64_epi32(t19);
            __m128i t21 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)t18));
            __m128i t22 = _mm_add_epi32(t21, t20);
            _mm_storeu_si128((__m128i *)(d + t17), t22);
            long t23 = (long)(int)(t1 + 12L);
            vcc_v4_schar t24 = vcc_load(vcc_v4_schar, s + t23);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(t + t23));
            __m128i t26 = _mm256_cvtepi64_epi32(t25);
            __m128i t27 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)t24));
            __m128i t28 = _mm_add_epi32(t27, t26);
            _mm_storeu_si128((__m128i *)(d + t23), t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v4_schar t33 = vcc_load(vcc_v4_schar, s + t32);
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(t + t32));
            __m128i t35 = _mm256_cvtepi64_epi32(t34);
            __m128i t36 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)t33));
            __m128i t37 = _mm_add_epi32(t36, t35);
            _mm_storeu_si128((__m128i *)(d + t32), t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        d[t38] = (int)s[t38] + (int)t[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void w_u8_i32(int n, int32_t *restrict d, const uint8_t *restrict s, const int64_t *restrict t) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_uchar t6 = vcc_load(vcc_v4_uchar, s + t5);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(t + t5));
            __m128i t8 = _mm256_cvtepi64_epi32(t7);
            __m128i t9 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t6));
            __m128i t10 = _mm_sub_epi32(t9, t8);
            _mm_storeu_si128((__m128i *)(d + t5), t10);
            long t11 = (long)(int)(t1 + 4L);
            vcc_v4_uchar t12 = vcc_load(vcc_v4_uchar, s + t11);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(t + t11));
            __m128i t14 = _mm256_cvtepi64_epi32(t13);
            __m128i t15 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t12));
            __m128i t16 = _mm_sub_epi32(t15, t14);
            _mm_storeu_si128((__m128i *)(d + t11), t16);
            long t17 = (long)(int)(t1 + 8L);
            vcc_v4_uchar t18 = vcc_load(vcc_v4_uchar, s + t17);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(t + t17));
            __m128i t20 = _mm256_cvtepi64_epi32(t19);
            __m128i t21 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t18));
            __m128i t22 = _mm_sub_epi32(t21, t20);
            _mm_storeu_si128((__m128i *)(d + t17), t22);
            long t23 = (long)(int)(t1 + 12L);
            vcc_v4_uchar t24 = vcc_load(vcc_v4_uchar, s + t23);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(t + t23));
            __m128i t26 = _mm256_cvtepi64_epi32(t25);
            __m128i t27 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t24));
            __m128i t28 = _mm_sub_epi32(t27, t26);
            _mm_storeu_si128((__m128i *)(d + t23), t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v4_uchar t33 = vcc_load(vcc_v4_uchar, s + t32);
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(t + t32));
            __m128i t35 = _mm256_cvtepi64_epi32(t34);
            __m128i t36 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t33));
            __m128i t37 = _mm_sub_epi32(t36, t35);
            _mm_storeu_si128((__m128i *)(d + t32), t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        d[t38] = (int)s[t38] - (int)t[t38];
    }
}

/* To doubles, through 32-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void w_i16_f64(int n, double *restrict d, const int16_t *restrict s) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_short t6 = vcc_load(vcc_v4_short, s + t5);
            __m256d t7 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t6)));
            __m256d t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(d + t5, t8);
            long t9 = (long)(int)(t1 + 4L);
            vcc_v4_short t10 = vcc_load(vcc_v4_short, s + t9);
            __m256d t11 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t10)));
            __m256d t12 = _mm256_mul_pd(t11, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(d + t9, t12);
            long t13 = (long)(int)(t1 + 8L);
            vcc_v4_short t14 = vcc_load(vcc_v4_short, s + t13);
            __m256d t15 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t14)));
            __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(d + t13, t16);
            long t17 = (long)(int)(t1 + 12L);
            vcc_v4_short t18 = vcc_load(vcc_v4_short, s + t17);
            __m256d t19 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t18)));
            __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(d + t17, t20);
            t1 += 16L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v4_short t25 = vcc_load(vcc_v4_short, s + t24);
            __m256d t26 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t25)));
            __m256d t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(d + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        d[t28] = (double)s[t28] * 0.5;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void w_u8_f64(int n, double *restrict d, const uint8_t *restrict s) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            double *t6 = d + t5;
            __m256d t7 = _mm256_loadu_pd(t6);
            vcc_v4_uchar t8 = vcc_load(vcc_v4_uchar, s + t5);
            __m256d t9 = _mm256_cvtepi32_pd(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t8)));
            __m256d t10 = _mm256_add_pd(t7, t9);
            _mm256_storeu_pd(t6, t10);
            long t11 = (long)(int)(t1 + 4L);
            double *t12 = d + t11;
            __m256d t13 = _mm256_loadu_pd(t12);
            vcc_v4_uchar t14 = vcc_load(vcc_v4_uchar, s + t11);
            __m256d t15 = _mm256_cvtepi32_pd(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t14)));
            __m256d t16 = _mm256_add_pd(t13, t15);
            _mm256_storeu_pd(t12, t16);
            long t17 = (long)(int)(t1 + 8L);
            double *t18 = d + t17;
            __m256d t19 = _mm256_loadu_pd(t18);
            vcc_v4_uchar t20 = vcc_load(vcc_v4_uchar, s + t17);
            __m256d t21 = _mm256_cvtepi32_pd(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t20)));
            __m256d t22 = _mm256_add_pd(t19, t21);
            _mm256_storeu_pd(t18, t22);
            long t23 = (long)(int)(t1 + 12L);
            double *t24 = d + t23;
            __m256d t25 = _mm256_loadu_pd(t24);
            vcc_v4_uchar t26 = vcc_load(vcc_v4_uchar, s + t23);
            __m256d t27 = _mm256_cvtepi32_pd(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t26)));
            __m256d t28 = _mm256_add_pd(t25, t27);
            _mm256_storeu_pd(t24, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            double *t33 = d + t32;
            __m256d t34 = _mm256_loadu_pd(t33);
            vcc_v4_uchar t35 = vcc_load(vcc_v4_uchar, s + t32);
            __m256d t36 = _mm256_cvtepi32_pd(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t35)));
            __m256d t37 = _mm256_add_pd(t34, t36);
            _mm256_storeu_pd(t33, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        double *t39 = d + t38;
        *t39 = *t39 + (double)s[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t19;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        short *s16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        signed char *s8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        void *t4 = (_mm256_zeroupper(), new_array(n, 8UL));
        long *d64 = (long *)t4;
        void *t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        long *e64 = (long *)t5;
        long *t64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        int *d32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        double *f64 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int i = 0; i < n; i++) {
            long t6 = (long)i;
            s16[t6] = (short)(_mm256_zeroupper(), next_rand());
            s8[t6] = (signed char)(_mm256_zeroupper(), next_rand());
            d64[t6] = (long)(_mm256_zeroupper(), next_rand()) << 20;
            t64[t6] = (long)(_mm256_zeroupper(), next_rand()) - 8388608L;
            f64[t6] = (double)((_mm256_zeroupper(), next_rand()) % 1000U) * 0.25;
        }
        if (n > 3) {
            s16[0] = (short)-32768;
            s16[1] = (short)32767;
            s16[2] = (short)-1;
            s8[0] = (signed char)-128;
            s8[1] = (signed char)127;
            s8[3] = (signed char)-1;
        }
        long t7 = (long)n;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t5;
        if ((t7 >= 16L) & (((t8 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t9) | ((t9 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t8))) {
            long t10 = t7 & -16L;
            long t1 = 0L;
            do {
                long t11 = (long)(int)t1;
                __m256i t12 = _mm256_loadu_si256((const __m256i *)(d64 + t11));
                _mm256_storeu_si256((__m256i *)(e64 + t11), t12);
                long t13 = (long)(int)(t1 + 4L);
                __m256i t14 = _mm256_loadu_si256((const __m256i *)(d64 + t13));
                _mm256_storeu_si256((__m256i *)(e64 + t13), t14);
                long t15 = (long)(int)(t1 + 8L);
                __m256i t16 = _mm256_loadu_si256((const __m256i *)(d64 + t15));
                _mm256_storeu_si256((__m256i *)(e64 + t15), t16);
                long t17 = (long)(int)(t1 + 12L);
                __m256i t18 = _mm256_loadu_si256((const __m256i *)(d64 + t17));
                _mm256_storeu_si256((__m256i *)(e64 + t17), t18);
                t1 += 16L;
            } while (t1 < t10);
            t19 = (int)t10;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)t4;
        unsigned long t22 = (unsigned long)t5;
        if ((t20 >= 4L) & (((t21 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t22 + (unsigned long)((long)t19 * 8L))) | ((t22 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t21 + (unsigned long)((long)t19 * 8L))))) {
            long t23 = t20 & -4L;
            long t2 = 0L;
            do {
                long t24 = (long)(int)((long)t19 + t2);
                __m256i t25 = _mm256_loadu_si256((const __m256i *)(d64 + t24));
                _mm256_storeu_si256((__m256i *)(e64 + t24), t25);
                t2 += 4L;
            } while (t2 < t23);
            i_1 = (int)((long)t19 + t23);
        } else {
            i_1 = t19;
        }
        for (; i_1 < n; i_1++) {
            long t26 = (long)i_1;
            e64[t26] = d64[t26];
        }
        const short *t27 = s16;
        w_i16_i64(n, d64, t27);
        unsigned long *t28 = (unsigned long *)e64;
        w_u16_u64(n, t28, (const unsigned short *)s16);
        unsigned long t29 = (unsigned long)n;
        unsigned long t30 = t29 * 8UL;
        const void *t31 = (const void *)e64;
        unsigned long t32 = (_mm256_zeroupper(), hash_bytes(t31, t30));
        const void *t33 = (const void *)d64;
        printf("n=%d %016llx %016llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t33, t30)), (unsigned long long)t32);
        const signed char *t34 = s8;
        w_i8_i64(n, d64, t34);
        const unsigned char *t35 = (const unsigned char *)s8;
        w_u8_u64(n, t28, t35);
        unsigned long t36 = (_mm256_zeroupper(), hash_bytes(t31, t30));
        printf(" %016llx %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t33, t30)), (unsigned long long)t36);
        const long *t37 = t64;
        w_i8_i32(n, d32, t34, t37);
        unsigned long t38 = t29 * 4UL;
        const void *t39 = (const void *)d32;
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t39, t38)));
        w_u8_i32(n, d32, t35, t37);
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t39, t38)));
        w_i16_f64(n, f64, t27);
        const void *t40 = (const void *)f64;
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t40, t30)));
        w_u8_f64(n, f64, t35);
        printf(" %016llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t40, t30)));
        free((void *)s16);
        free((void *)s8);
        free((void *)d64);
        free((void *)e64);
        free((void *)t64);
        free((void *)d32);
        free((void *)f64);
    }
}
