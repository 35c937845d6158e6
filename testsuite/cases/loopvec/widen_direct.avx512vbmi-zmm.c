/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
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

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Widenings from 4- or 8-byte vectors (4 shorts or bytes of a VF=4 loop, 8 bytes of a VF=8
   one): one vpmovsx/vpmovzx from the low bits of an xmm to the result's width, never a chain
   of conversions through the widths between. Signed and unsigned sources, integer and
   floating results; the extreme values of each source type are in the data. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i16_i64(int n, int64_t *restrict d, const int16_t *restrict s) {
    vcc_no_contract_body
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
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
            long t19 = (long)(int)(t1 + 16L);
            long *t20 = d + t19;
            __m128i t21 = _mm_loadu_si128((const __m128i *)(s + t19));
            __m512i t22 = _mm512_cvtepi16_epi64(t21);
            __m512i t23 = _mm512_mullo_epi64(t22, _mm512_set1_epi64((long long)3LL));
            __m512i t24 = _mm512_loadu_si512(t20);
            __m512i t25 = _mm512_add_epi64(t23, t24);
            _mm512_storeu_si512(t20, t25);
            long t26 = (long)(int)(t1 + 24L);
            long *t27 = d + t26;
            __m128i t28 = _mm_loadu_si128((const __m128i *)(s + t26));
            __m512i t29 = _mm512_cvtepi16_epi64(t28);
            __m512i t30 = _mm512_mullo_epi64(t29, _mm512_set1_epi64((long long)3LL));
            __m512i t31 = _mm512_loadu_si512(t27);
            __m512i t32 = _mm512_add_epi64(t30, t31);
            _mm512_storeu_si512(t27, t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            long *t37 = d + t36;
            __m128i t38 = _mm_loadu_si128((const __m128i *)(s + t36));
            __m512i t39 = _mm512_cvtepi16_epi64(t38);
            __m512i t40 = _mm512_mullo_epi64(t39, _mm512_set1_epi64((long long)3LL));
            __m512i t41 = _mm512_loadu_si512(t37);
            __m512i t42 = _mm512_add_epi64(t40, t41);
            _mm512_storeu_si512(t37, t42);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        long *t44 = d + t43;
        *t44 = (long)s[t43] * 3L + *t44;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u16_u64(int n, uint64_t *restrict d, const uint16_t *restrict s) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            unsigned long *t6 = d + t5;
            __m512i t7 = _mm512_loadu_si512(t6);
            __m128i t8 = _mm_loadu_si128((const __m128i *)(s + t5));
            __m512i t9 = _mm512_cvtepu16_epi64(t8);
            __m512i t10 = _mm512_xor_si512(t7, t9);
            _mm512_storeu_si512(t6, t10);
            long t11 = (long)(int)(t1 + 8L);
            unsigned long *t12 = d + t11;
            __m512i t13 = _mm512_loadu_si512(t12);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(s + t11));
            __m512i t15 = _mm512_cvtepu16_epi64(t14);
            __m512i t16 = _mm512_xor_si512(t13, t15);
            _mm512_storeu_si512(t12, t16);
            long t17 = (long)(int)(t1 + 16L);
            unsigned long *t18 = d + t17;
            __m512i t19 = _mm512_loadu_si512(t18);
            __m128i t20 = _mm_loadu_si128((const __m128i *)(s + t17));
            __m512i t21 = _mm512_cvtepu16_epi64(t20);
            __m512i t22 = _mm512_xor_si512(t19, t21);
            _mm512_storeu_si512(t18, t22);
            long t23 = (long)(int)(t1 + 24L);
            unsigned long *t24 = d + t23;
            __m512i t25 = _mm512_loadu_si512(t24);
            __m128i t26 = _mm_loadu_si128((const __m128i *)(s + t23));
            __m512i t27 = _mm512_cvtepu16_epi64(t26);
            __m512i t28 = _mm512_xor_si512(t25, t27);
            _mm512_storeu_si512(t24, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            unsigned long *t33 = d + t32;
            __m512i t34 = _mm512_loadu_si512(t33);
            __m128i t35 = _mm_loadu_si128((const __m128i *)(s + t32));
            __m512i t36 = _mm512_cvtepu16_epi64(t35);
            __m512i t37 = _mm512_xor_si512(t34, t36);
            _mm512_storeu_si512(t33, t37);
            t2 += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i8_i64(int n, int64_t *restrict d, const int8_t *restrict s) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long *t6 = d + t5;
            __m512i t7 = _mm512_loadu_si512(t6);
            vcc_v8_schar t8 = vcc_load(vcc_v8_schar, s + t5);
            __m512i t9 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)t8));
            __m512i t10 = _mm512_sub_epi64(t7, t9);
            _mm512_storeu_si512(t6, t10);
            long t11 = (long)(int)(t1 + 8L);
            long *t12 = d + t11;
            __m512i t13 = _mm512_loadu_si512(t12);
            vcc_v8_schar t14 = vcc_load(vcc_v8_schar, s + t11);
            __m512i t15 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)t14));
            __m512i t16 = _mm512_sub_epi64(t13, t15);
            _mm512_storeu_si512(t12, t16);
            long t17 = (long)(int)(t1 + 16L);
            long *t18 = d + t17;
            __m512i t19 = _mm512_loadu_si512(t18);
            vcc_v8_schar t20 = vcc_load(vcc_v8_schar, s + t17);
            __m512i t21 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)t20));
            __m512i t22 = _mm512_sub_epi64(t19, t21);
            _mm512_storeu_si512(t18, t22);
            long t23 = (long)(int)(t1 + 24L);
            long *t24 = d + t23;
            __m512i t25 = _mm512_loadu_si512(t24);
            vcc_v8_schar t26 = vcc_load(vcc_v8_schar, s + t23);
            __m512i t27 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)t26));
            __m512i t28 = _mm512_sub_epi64(t25, t27);
            _mm512_storeu_si512(t24, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            long *t33 = d + t32;
            __m512i t34 = _mm512_loadu_si512(t33);
            vcc_v8_schar t35 = vcc_load(vcc_v8_schar, s + t32);
            __m512i t36 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)t35));
            __m512i t37 = _mm512_sub_epi64(t34, t36);
            _mm512_storeu_si512(t33, t37);
            t2 += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u8_u64(int n, uint64_t *restrict d, const uint8_t *restrict s) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            unsigned long *t6 = d + t5;
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, s + t5);
            __m512i t8 = _mm512_loadu_si512(t6);
            __m512i t9 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)t7));
            __m512i t10 = _mm512_add_epi64(t9, t8);
            _mm512_storeu_si512(t6, t10);
            long t11 = (long)(int)(t1 + 8L);
            unsigned long *t12 = d + t11;
            vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, s + t11);
            __m512i t14 = _mm512_loadu_si512(t12);
            __m512i t15 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)t13));
            __m512i t16 = _mm512_add_epi64(t15, t14);
            _mm512_storeu_si512(t12, t16);
            long t17 = (long)(int)(t1 + 16L);
            unsigned long *t18 = d + t17;
            vcc_v8_uchar t19 = vcc_load(vcc_v8_uchar, s + t17);
            __m512i t20 = _mm512_loadu_si512(t18);
            __m512i t21 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)t19));
            __m512i t22 = _mm512_add_epi64(t21, t20);
            _mm512_storeu_si512(t18, t22);
            long t23 = (long)(int)(t1 + 24L);
            unsigned long *t24 = d + t23;
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, s + t23);
            __m512i t26 = _mm512_loadu_si512(t24);
            __m512i t27 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)t25));
            __m512i t28 = _mm512_add_epi64(t27, t26);
            _mm512_storeu_si512(t24, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            unsigned long *t33 = d + t32;
            vcc_v8_uchar t34 = vcc_load(vcc_v8_uchar, s + t32);
            __m512i t35 = _mm512_loadu_si512(t33);
            __m512i t36 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)t34));
            __m512i t37 = _mm512_add_epi64(t36, t35);
            _mm512_storeu_si512(t33, t37);
            t2 += 8L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i8_i32(int n, int32_t *restrict d, const int8_t *restrict s, const int64_t *restrict t) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_schar t6 = vcc_load(vcc_v8_schar, s + t5);
            __m512i t7 = _mm512_loadu_si512(t + t5);
            __m256i t8 = _mm512_cvtepi64_epi32(t7);
            __m256i t9 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t6));
            __m256i t10 = _mm256_add_epi32(t9, t8);
            _mm256_storeu_si256((__m256i *)(d + t5), t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_schar t12 = vcc_load(vcc_v8_schar, s + t11);
            __m512i t13 = _mm512_loadu_si512(t + t11);
            __m256i t14 = _mm512_cvtepi64_epi32(t13);
            __m256i t15 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t12));
            __m256i t16 = _mm256_add_epi32(t15, t14);
            _mm256_storeu_si256((__m256i *)(d + t11), t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v8_schar t18 = vcc_load(vcc_v8_schar, s + t17);
            __m512i t19 = _mm512_loadu_si512(t + t17);
            __m256i t20 = _mm512_cvtepi64_epi32(t19);
            __m256i t21 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t18));
            __m256i t22 = _mm256_add_epi32(t21, t20);
            _mm256_storeu_si256((__m256i *)(d + t17), t22);
            long t23 = (long)(int)(t1 + 24L);
            vcc_v8_schar t24 = vcc_load(vcc_v8_schar, s + t23);
            __m512i t25 = _mm512_loadu_si512(t + t23);
            __m256i t26 = _mm512_cvtepi64_epi32(t25);
            __m256i t27 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t24));
            __m256i t28 = _mm256_add_epi32(t27, t26);
            _mm256_storeu_si256((__m256i *)(d + t23), t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v8_schar t33 = vcc_load(vcc_v8_schar, s + t32);
            __m512i t34 = _mm512_loadu_si512(t + t32);
            __m256i t35 = _mm512_cvtepi64_epi32(t34);
            __m256i t36 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t33));
            __m256i t37 = _mm256_add_epi32(t36, t35);
            _mm256_storeu_si256((__m256i *)(d + t32), t37);
            t2 += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u8_i32(int n, int32_t *restrict d, const uint8_t *restrict s, const int64_t *restrict t) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, s + t5);
            __m512i t7 = _mm512_loadu_si512(t + t5);
            __m256i t8 = _mm512_cvtepi64_epi32(t7);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
            __m256i t10 = _mm256_sub_epi32(t9, t8);
            _mm256_storeu_si256((__m256i *)(d + t5), t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t12 = vcc_load(vcc_v8_uchar, s + t11);
            __m512i t13 = _mm512_loadu_si512(t + t11);
            __m256i t14 = _mm512_cvtepi64_epi32(t13);
            __m256i t15 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t12));
            __m256i t16 = _mm256_sub_epi32(t15, t14);
            _mm256_storeu_si256((__m256i *)(d + t11), t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t18 = vcc_load(vcc_v8_uchar, s + t17);
            __m512i t19 = _mm512_loadu_si512(t + t17);
            __m256i t20 = _mm512_cvtepi64_epi32(t19);
            __m256i t21 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t18));
            __m256i t22 = _mm256_sub_epi32(t21, t20);
            _mm256_storeu_si256((__m256i *)(d + t17), t22);
            long t23 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t24 = vcc_load(vcc_v8_uchar, s + t23);
            __m512i t25 = _mm512_loadu_si512(t + t23);
            __m256i t26 = _mm512_cvtepi64_epi32(t25);
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t24));
            __m256i t28 = _mm256_sub_epi32(t27, t26);
            _mm256_storeu_si256((__m256i *)(d + t23), t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v8_uchar t33 = vcc_load(vcc_v8_uchar, s + t32);
            __m512i t34 = _mm512_loadu_si512(t + t32);
            __m256i t35 = _mm512_cvtepi64_epi32(t34);
            __m256i t36 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t33));
            __m256i t37 = _mm256_sub_epi32(t36, t35);
            _mm256_storeu_si256((__m256i *)(d + t32), t37);
            t2 += 8L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i16_f64(int n, double *restrict d, const int16_t *restrict s) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(s + t5));
            __m512d t7 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t6, vcc_v8_int), vcc_v8_double);
            __m512d t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m128i t10 = _mm_loadu_si128((const __m128i *)(s + t9));
            __m512d t11 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t10, vcc_v8_int), vcc_v8_double);
            __m512d t12 = _mm512_mul_pd(t11, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(s + t13));
            __m512d t15 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t14, vcc_v8_int), vcc_v8_double);
            __m512d t16 = _mm512_mul_pd(t15, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            __m128i t18 = _mm_loadu_si128((const __m128i *)(s + t17));
            __m512d t19 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t18, vcc_v8_int), vcc_v8_double);
            __m512d t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m128i t25 = _mm_loadu_si128((const __m128i *)(s + t24));
            __m512d t26 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t25, vcc_v8_int), vcc_v8_double);
            __m512d t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t24, t27);
            t2 += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u8_f64(int n, double *restrict d, const uint8_t *restrict s) {
    vcc_no_contract_body
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            double *t6 = d + t5;
            __m512d t7 = _mm512_loadu_pd(t6);
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, s + t5);
            __m512d t9 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t8)));
            __m512d t10 = _mm512_add_pd(t7, t9);
            _mm512_storeu_pd(t6, t10);
            long t11 = (long)(int)(t1 + 8L);
            double *t12 = d + t11;
            __m512d t13 = _mm512_loadu_pd(t12);
            vcc_v8_uchar t14 = vcc_load(vcc_v8_uchar, s + t11);
            __m512d t15 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t14)));
            __m512d t16 = _mm512_add_pd(t13, t15);
            _mm512_storeu_pd(t12, t16);
            long t17 = (long)(int)(t1 + 16L);
            double *t18 = d + t17;
            __m512d t19 = _mm512_loadu_pd(t18);
            vcc_v8_uchar t20 = vcc_load(vcc_v8_uchar, s + t17);
            __m512d t21 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t20)));
            __m512d t22 = _mm512_add_pd(t19, t21);
            _mm512_storeu_pd(t18, t22);
            long t23 = (long)(int)(t1 + 24L);
            double *t24 = d + t23;
            __m512d t25 = _mm512_loadu_pd(t24);
            vcc_v8_uchar t26 = vcc_load(vcc_v8_uchar, s + t23);
            __m512d t27 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t26)));
            __m512d t28 = _mm512_add_pd(t25, t27);
            _mm512_storeu_pd(t24, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            double *t33 = d + t32;
            __m512d t34 = _mm512_loadu_pd(t33);
            vcc_v8_uchar t35 = vcc_load(vcc_v8_uchar, s + t32);
            __m512d t36 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t35)));
            __m512d t37 = _mm512_add_pd(t34, t36);
            _mm512_storeu_pd(t33, t37);
            t2 += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t19;
    int t26;
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
        if ((t7 >= 32L) & (((t8 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t9) | ((t9 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t8))) {
            long t10 = t7 & -32L;
            long t1 = 0L;
            do {
                long t11 = (long)(int)t1;
                __m512i t12 = _mm512_loadu_si512(d64 + t11);
                _mm512_storeu_si512(e64 + t11, t12);
                long t13 = (long)(int)(t1 + 8L);
                __m512i t14 = _mm512_loadu_si512(d64 + t13);
                _mm512_storeu_si512(e64 + t13, t14);
                long t15 = (long)(int)(t1 + 16L);
                __m512i t16 = _mm512_loadu_si512(d64 + t15);
                _mm512_storeu_si512(e64 + t15, t16);
                long t17 = (long)(int)(t1 + 24L);
                __m512i t18 = _mm512_loadu_si512(d64 + t17);
                _mm512_storeu_si512(e64 + t17, t18);
                t1 += 32L;
            } while (t1 < t10);
            t19 = (int)t10;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)t4;
        unsigned long t22 = (unsigned long)t5;
        if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t22 + (unsigned long)((long)t19 * 8L))) | ((t22 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t21 + (unsigned long)((long)t19 * 8L))))) {
            long t23 = t20 & -8L;
            long t2 = 0L;
            do {
                long t24 = (long)(int)((long)t19 + t2);
                __m512i t25 = _mm512_loadu_si512(d64 + t24);
                _mm512_storeu_si512(e64 + t24, t25);
                t2 += 8L;
            } while (t2 < t23);
            t26 = (int)((long)t19 + t23);
        } else {
            t26 = t19;
        }
        long t27 = (long)n + (long)t26 * -1L;
        unsigned long t28 = (unsigned long)t4;
        unsigned long t29 = (unsigned long)t5;
        if ((t27 >= 1L) & (t27 <= 8L) & (((t28 + (unsigned long)((long)t26 * 8L + 8L + (t27 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t26 * 8L))) | ((t29 + (unsigned long)((long)t26 * 8L + 8L + (t27 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t26 * 8L))))) {
            __m256i t30 = _mm256_set1_epi32((int)(int)t27);
            __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t32 = (long)(int)(long)t26;
            __m512i t33 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t31), d64 + t32);
            _mm512_mask_storeu_epi64(e64 + t32, _mm256_movepi32_mask(t31), t33);
            i_1 = (int)((long)t26 + t27);
        } else {
            i_1 = t26;
        }
        for (; i_1 < n; i_1++) {
            long t34 = (long)i_1;
            e64[t34] = d64[t34];
        }
        const short *t35 = s16;
        w_i16_i64(n, d64, t35);
        unsigned long *t36 = (unsigned long *)e64;
        w_u16_u64(n, t36, (const unsigned short *)s16);
        unsigned long t37 = (unsigned long)n;
        unsigned long t38 = t37 * 8UL;
        const void *t39 = (const void *)e64;
        unsigned long t40 = (_mm256_zeroupper(), hash_bytes(t39, t38));
        const void *t41 = (const void *)d64;
        printf("n=%d %016llx %016llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, t38)), (unsigned long long)t40);
        const signed char *t42 = s8;
        w_i8_i64(n, d64, t42);
        const unsigned char *t43 = (const unsigned char *)s8;
        w_u8_u64(n, t36, t43);
        unsigned long t44 = (_mm256_zeroupper(), hash_bytes(t39, t38));
        printf(" %016llx %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, t38)), (unsigned long long)t44);
        const long *t45 = t64;
        w_i8_i32(n, d32, t42, t45);
        unsigned long t46 = t37 * 4UL;
        const void *t47 = (const void *)d32;
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t47, t46)));
        w_u8_i32(n, d32, t43, t45);
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t47, t46)));
        w_i16_f64(n, f64, t35);
        const void *t48 = (const void *)f64;
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t48, t38)));
        w_u8_f64(n, f64, t43);
        printf(" %016llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t48, t38)));
        free((void *)s16);
        free((void *)s8);
        free((void *)d64);
        free((void *)e64);
        free((void *)t64);
        free((void *)d32);
        free((void *)f64);
    }
}
