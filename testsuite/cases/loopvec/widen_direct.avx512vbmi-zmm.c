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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Widenings from 4- or 8-byte vectors (4 shorts or bytes of a VF=4 loop, 8 bytes of a VF=8
   one): one vpmovsx/vpmovzx from the low bits of an xmm to the result's width, never a chain
   of conversions through the widths between. Signed and unsigned sources, integer and
   floating results; the extreme values of each source type are in the data. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i16_i64(int n, int64_t *restrict d, const int16_t *restrict s) {
    vcc_no_contract_body
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long *t3 = d + i_vec;
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __m512i t4 = _mm512_cvtepi16_epi64(s_v);
            __m512i t5 = _mm512_mul_epi32(t4, _mm512_set1_epi64((long long)3LL));
            __m512i d_v = _mm512_loadu_si512(t3);
            __m512i t6 = _mm512_add_epi64(t5, d_v);
            _mm512_storeu_si512(t3, t6);
            long t7 = i_vec + 8L;
            long *t8 = d + t7;
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t7));
            __m512i t9 = _mm512_cvtepi16_epi64(s_v_1);
            __m512i t10 = _mm512_mul_epi32(t9, _mm512_set1_epi64((long long)3LL));
            __m512i d_v_1 = _mm512_loadu_si512(t8);
            __m512i t11 = _mm512_add_epi64(t10, d_v_1);
            _mm512_storeu_si512(t8, t11);
            long t12 = i_vec + 16L;
            long *t13 = d + t12;
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t12));
            __m512i t14 = _mm512_cvtepi16_epi64(s_v_2);
            __m512i t15 = _mm512_mul_epi32(t14, _mm512_set1_epi64((long long)3LL));
            __m512i d_v_2 = _mm512_loadu_si512(t13);
            __m512i t16 = _mm512_add_epi64(t15, d_v_2);
            _mm512_storeu_si512(t13, t16);
            long t17 = i_vec + 24L;
            long *t18 = d + t17;
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t17));
            __m512i t19 = _mm512_cvtepi16_epi64(s_v_3);
            __m512i t20 = _mm512_mul_epi32(t19, _mm512_set1_epi64((long long)3LL));
            __m512i d_v_3 = _mm512_loadu_si512(t18);
            __m512i t21 = _mm512_add_epi64(t20, d_v_3);
            _mm512_storeu_si512(t18, t21);
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
        /* vcc: loop at widen_direct.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            long *t26 = d + t25;
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t25));
            __m512i t27 = _mm512_cvtepi16_epi64(s_v_4);
            __m512i t28 = _mm512_mul_epi32(t27, _mm512_set1_epi64((long long)3LL));
            __m512i d_v_4 = _mm512_loadu_si512(t26);
            __m512i t29 = _mm512_add_epi64(t28, d_v_4);
            _mm512_storeu_si512(t26, t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        long *t31 = d + t30;
        *t31 = (long)s[t30] * 3L + *t31;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u16_u64(int n, uint64_t *restrict d, const uint16_t *restrict s) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            unsigned long *t3 = d + i_vec;
            __m512i d_v = _mm512_loadu_si512(t3);
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __m512i t4 = _mm512_cvtepu16_epi64(s_v);
            __m512i t5 = _mm512_xor_si512(d_v, t4);
            _mm512_storeu_si512(t3, t5);
            long t6 = i_vec + 8L;
            unsigned long *t7 = d + t6;
            __m512i d_v_1 = _mm512_loadu_si512(t7);
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t6));
            __m512i t8 = _mm512_cvtepu16_epi64(s_v_1);
            __m512i t9 = _mm512_xor_si512(d_v_1, t8);
            _mm512_storeu_si512(t7, t9);
            long t10 = i_vec + 16L;
            unsigned long *t11 = d + t10;
            __m512i d_v_2 = _mm512_loadu_si512(t11);
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t10));
            __m512i t12 = _mm512_cvtepu16_epi64(s_v_2);
            __m512i t13 = _mm512_xor_si512(d_v_2, t12);
            _mm512_storeu_si512(t11, t13);
            long t14 = i_vec + 24L;
            unsigned long *t15 = d + t14;
            __m512i d_v_3 = _mm512_loadu_si512(t15);
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t14));
            __m512i t16 = _mm512_cvtepu16_epi64(s_v_3);
            __m512i t17 = _mm512_xor_si512(d_v_3, t16);
            _mm512_storeu_si512(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_direct.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            unsigned long *t22 = d + t21;
            __m512i d_v_4 = _mm512_loadu_si512(t22);
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t21));
            __m512i t23 = _mm512_cvtepu16_epi64(s_v_4);
            __m512i t24 = _mm512_xor_si512(d_v_4, t23);
            _mm512_storeu_si512(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        unsigned long *t26 = d + t25;
        *t26 = *t26 ^ (unsigned long)s[t25];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i8_i64(int n, int64_t *restrict d, const int8_t *restrict s) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long *t3 = d + i_vec;
            __m512i d_v = _mm512_loadu_si512(t3);
            vcc_v8_schar s_v = vcc_load(vcc_v8_schar, s + i_vec);
            __m512i t4 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)s_v));
            __m512i t5 = _mm512_sub_epi64(d_v, t4);
            _mm512_storeu_si512(t3, t5);
            long t6 = i_vec + 8L;
            long *t7 = d + t6;
            __m512i d_v_1 = _mm512_loadu_si512(t7);
            vcc_v8_schar s_v_1 = vcc_load(vcc_v8_schar, s + t6);
            __m512i t8 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)s_v_1));
            __m512i t9 = _mm512_sub_epi64(d_v_1, t8);
            _mm512_storeu_si512(t7, t9);
            long t10 = i_vec + 16L;
            long *t11 = d + t10;
            __m512i d_v_2 = _mm512_loadu_si512(t11);
            vcc_v8_schar s_v_2 = vcc_load(vcc_v8_schar, s + t10);
            __m512i t12 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)s_v_2));
            __m512i t13 = _mm512_sub_epi64(d_v_2, t12);
            _mm512_storeu_si512(t11, t13);
            long t14 = i_vec + 24L;
            long *t15 = d + t14;
            __m512i d_v_3 = _mm512_loadu_si512(t15);
            vcc_v8_schar s_v_3 = vcc_load(vcc_v8_schar, s + t14);
            __m512i t16 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)s_v_3));
            __m512i t17 = _mm512_sub_epi64(d_v_3, t16);
            _mm512_storeu_si512(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_direct.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            long *t22 = d + t21;
            __m512i d_v_4 = _mm512_loadu_si512(t22);
            vcc_v8_schar s_v_4 = vcc_load(vcc_v8_schar, s + t21);
            __m512i t23 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)s_v_4));
            __m512i t24 = _mm512_sub_epi64(d_v_4, t23);
            _mm512_storeu_si512(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        long *t26 = d + t25;
        *t26 = *t26 - (long)s[t25];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u8_u64(int n, uint64_t *restrict d, const uint8_t *restrict s) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            unsigned long *t3 = d + i_vec;
            vcc_v8_uchar s_v = vcc_load(vcc_v8_uchar, s + i_vec);
            __m512i d_v = _mm512_loadu_si512(t3);
            __m512i t4 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)s_v));
            __m512i t5 = _mm512_add_epi64(t4, d_v);
            _mm512_storeu_si512(t3, t5);
            long t6 = i_vec + 8L;
            unsigned long *t7 = d + t6;
            vcc_v8_uchar s_v_1 = vcc_load(vcc_v8_uchar, s + t6);
            __m512i d_v_1 = _mm512_loadu_si512(t7);
            __m512i t8 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)s_v_1));
            __m512i t9 = _mm512_add_epi64(t8, d_v_1);
            _mm512_storeu_si512(t7, t9);
            long t10 = i_vec + 16L;
            unsigned long *t11 = d + t10;
            vcc_v8_uchar s_v_2 = vcc_load(vcc_v8_uchar, s + t10);
            __m512i d_v_2 = _mm512_loadu_si512(t11);
            __m512i t12 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)s_v_2));
            __m512i t13 = _mm512_add_epi64(t12, d_v_2);
            _mm512_storeu_si512(t11, t13);
            long t14 = i_vec + 24L;
            unsigned long *t15 = d + t14;
            vcc_v8_uchar s_v_3 = vcc_load(vcc_v8_uchar, s + t14);
            __m512i d_v_3 = _mm512_loadu_si512(t15);
            __m512i t16 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)s_v_3));
            __m512i t17 = _mm512_add_epi64(t16, d_v_3);
            _mm512_storeu_si512(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_direct.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            unsigned long *t22 = d + t21;
            vcc_v8_uchar s_v_4 = vcc_load(vcc_v8_uchar, s + t21);
            __m512i d_v_4 = _mm512_loadu_si512(t22);
            __m512i t23 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)s_v_4));
            __m512i t24 = _mm512_add_epi64(t23, d_v_4);
            _mm512_storeu_si512(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        unsigned long *t26 = d + t25;
        *t26 = (unsigned long)s[t25] + *t26;
    }
}

/* 4 lanes of bytes to ints (the loop's widest element, int64, makes VF=4). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i8_i32(int n, int32_t *restrict d, const int8_t *restrict s, const int64_t *restrict t) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar s_v = vcc_load(vcc_v8_schar, s + i_vec);
            __m512i t_v = _mm512_loadu_si512(t + i_vec);
            __m256i t3 = _mm512_cvtepi64_epi32(t_v);
            __m256i t4 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)s_v));
            __m256i t5 = _mm256_add_epi32(t4, t3);
            _mm256_storeu_si256((__m256i *)(d + i_vec), t5);
            long t6 = i_vec + 8L;
            vcc_v8_schar s_v_1 = vcc_load(vcc_v8_schar, s + t6);
            __m512i t_v_1 = _mm512_loadu_si512(t + t6);
            __m256i t7 = _mm512_cvtepi64_epi32(t_v_1);
            __m256i t8 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)s_v_1));
            __m256i t9 = _mm256_add_epi32(t8, t7);
            _mm256_storeu_si256((__m256i *)(d + t6), t9);
            long t10 = i_vec + 16L;
            vcc_v8_schar s_v_2 = vcc_load(vcc_v8_schar, s + t10);
            __m512i t_v_2 = _mm512_loadu_si512(t + t10);
            __m256i t11 = _mm512_cvtepi64_epi32(t_v_2);
            __m256i t12 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)s_v_2));
            __m256i t13 = _mm256_add_epi32(t12, t11);
            _mm256_storeu_si256((__m256i *)(d + t10), t13);
            long t14 = i_vec + 24L;
            vcc_v8_schar s_v_3 = vcc_load(vcc_v8_schar, s + t14);
            __m512i t_v_3 = _mm512_loadu_si512(t + t14);
            __m256i t15 = _mm512_cvtepi64_epi32(t_v_3);
            __m256i t16 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)s_v_3));
            __m256i t17 = _mm256_add_epi32(t16, t15);
            _mm256_storeu_si256((__m256i *)(d + t14), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_direct.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_schar s_v_4 = vcc_load(vcc_v8_schar, s + t21);
            __m512i t_v_4 = _mm512_loadu_si512(t + t21);
            __m256i t22 = _mm512_cvtepi64_epi32(t_v_4);
            __m256i t23 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)s_v_4));
            __m256i t24 = _mm256_add_epi32(t23, t22);
            _mm256_storeu_si256((__m256i *)(d + t21), t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (int)s[t25] + (int)t[t25];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u8_i32(int n, int32_t *restrict d, const uint8_t *restrict s, const int64_t *restrict t) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:36 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar s_v = vcc_load(vcc_v8_uchar, s + i_vec);
            __m512i t_v = _mm512_loadu_si512(t + i_vec);
            __m256i t3 = _mm512_cvtepi64_epi32(t_v);
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v));
            __m256i t5 = _mm256_sub_epi32(t4, t3);
            _mm256_storeu_si256((__m256i *)(d + i_vec), t5);
            long t6 = i_vec + 8L;
            vcc_v8_uchar s_v_1 = vcc_load(vcc_v8_uchar, s + t6);
            __m512i t_v_1 = _mm512_loadu_si512(t + t6);
            __m256i t7 = _mm512_cvtepi64_epi32(t_v_1);
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_1));
            __m256i t9 = _mm256_sub_epi32(t8, t7);
            _mm256_storeu_si256((__m256i *)(d + t6), t9);
            long t10 = i_vec + 16L;
            vcc_v8_uchar s_v_2 = vcc_load(vcc_v8_uchar, s + t10);
            __m512i t_v_2 = _mm512_loadu_si512(t + t10);
            __m256i t11 = _mm512_cvtepi64_epi32(t_v_2);
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_2));
            __m256i t13 = _mm256_sub_epi32(t12, t11);
            _mm256_storeu_si256((__m256i *)(d + t10), t13);
            long t14 = i_vec + 24L;
            vcc_v8_uchar s_v_3 = vcc_load(vcc_v8_uchar, s + t14);
            __m512i t_v_3 = _mm512_loadu_si512(t + t14);
            __m256i t15 = _mm512_cvtepi64_epi32(t_v_3);
            __m256i t16 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_3));
            __m256i t17 = _mm256_sub_epi32(t16, t15);
            _mm256_storeu_si256((__m256i *)(d + t14), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_direct.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_uchar s_v_4 = vcc_load(vcc_v8_uchar, s + t21);
            __m512i t_v_4 = _mm512_loadu_si512(t + t21);
            __m256i t22 = _mm512_cvtepi64_epi32(t_v_4);
            __m256i t23 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_4));
            __m256i t24 = _mm256_sub_epi32(t23, t22);
            _mm256_storeu_si256((__m256i *)(d + t21), t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (int)s[t25] - (int)t[t25];
    }
}

/* To doubles, through 32-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i16_f64(int n, double *restrict d, const int16_t *restrict s) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:42 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __m512d t3 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v, vcc_v8_int), vcc_v8_double);
            __m512d t4 = _mm512_mul_pd(t3, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + i_vec, t4);
            long t5 = i_vec + 8L;
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t5));
            __m512d t6 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_1, vcc_v8_int), vcc_v8_double);
            __m512d t7 = _mm512_mul_pd(t6, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t5, t7);
            long t8 = i_vec + 16L;
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t8));
            __m512d t9 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_2, vcc_v8_int), vcc_v8_double);
            __m512d t10 = _mm512_mul_pd(t9, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t8, t10);
            long t11 = i_vec + 24L;
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t11));
            __m512d t12 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_3, vcc_v8_int), vcc_v8_double);
            __m512d t13 = _mm512_mul_pd(t12, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_direct.c:42 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t17));
            __m512d t18 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_4, vcc_v8_int), vcc_v8_double);
            __m512d t19 = _mm512_mul_pd(t18, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (double)s[t20] * 0.5;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u8_f64(int n, double *restrict d, const uint8_t *restrict s) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:47 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            double *t3 = d + i_vec;
            __m512d d_v = _mm512_loadu_pd(t3);
            vcc_v8_uchar s_v = vcc_load(vcc_v8_uchar, s + i_vec);
            __m512d t4 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v)));
            __m512d t5 = _mm512_add_pd(d_v, t4);
            _mm512_storeu_pd(t3, t5);
            long t6 = i_vec + 8L;
            double *t7 = d + t6;
            __m512d d_v_1 = _mm512_loadu_pd(t7);
            vcc_v8_uchar s_v_1 = vcc_load(vcc_v8_uchar, s + t6);
            __m512d t8 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_1)));
            __m512d t9 = _mm512_add_pd(d_v_1, t8);
            _mm512_storeu_pd(t7, t9);
            long t10 = i_vec + 16L;
            double *t11 = d + t10;
            __m512d d_v_2 = _mm512_loadu_pd(t11);
            vcc_v8_uchar s_v_2 = vcc_load(vcc_v8_uchar, s + t10);
            __m512d t12 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_2)));
            __m512d t13 = _mm512_add_pd(d_v_2, t12);
            _mm512_storeu_pd(t11, t13);
            long t14 = i_vec + 24L;
            double *t15 = d + t14;
            __m512d d_v_3 = _mm512_loadu_pd(t15);
            vcc_v8_uchar s_v_3 = vcc_load(vcc_v8_uchar, s + t14);
            __m512d t16 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_3)));
            __m512d t17 = _mm512_add_pd(d_v_3, t16);
            _mm512_storeu_pd(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_direct.c:47 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            double *t22 = d + t21;
            __m512d d_v_4 = _mm512_loadu_pd(t22);
            vcc_v8_uchar s_v_4 = vcc_load(vcc_v8_uchar, s + t21);
            __m512d t23 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_4)));
            __m512d t24 = _mm512_add_pd(d_v_4, t23);
            _mm512_storeu_pd(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double *t26 = d + t25;
        *t26 = *t26 + (double)s[t25];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t13;
    int t20;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        short *s16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        signed char *s8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        void *t2 = (_mm256_zeroupper(), new_array(n, 8UL));
        long *d64 = (long *)t2;
        void *t3 = (_mm256_zeroupper(), new_array(n, 8UL));
        long *e64 = (long *)t3;
        long *t64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        int *d32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        double *f64 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int i = 0; i < n; i++) {
            long t4 = (long)i;
            s16[t4] = (short)(_mm256_zeroupper(), next_rand());
            s8[t4] = (signed char)(_mm256_zeroupper(), next_rand());
            d64[t4] = (long)(_mm256_zeroupper(), next_rand()) << 20;
            t64[t4] = (long)(_mm256_zeroupper(), next_rand()) - 8388608L;
            f64[t4] = (double)((_mm256_zeroupper(), next_rand()) % 1000U) * 0.25;
        }
        if (n > 3) {
            s16[0] = (short)-32768;
            s16[1] = (short)32767;
            s16[2] = (short)-1;
            s8[0] = (signed char)-128;
            s8[1] = (signed char)127;
            s8[3] = (signed char)-1;
        }
        long t5 = (long)n;
        unsigned long t6 = (unsigned long)t2;
        unsigned long t7 = (unsigned long)t3;
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        if ((t5 >= 32L) & (((t6 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t7) | ((t7 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t6) | ((t8 <= 0L) | (t8 >= 256L)))) {
            long t9 = t5 & -32L;
            long i_vec = 0L;
            /* vcc: loop at widen_direct.c:68 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 56:24 and the value of the call to `new_array` at 56:48 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
            do {
                __m512i d64_v = _mm512_loadu_si512(d64 + i_vec);
                _mm512_storeu_si512(e64 + i_vec, d64_v);
                long t10 = i_vec + 8L;
                __m512i d64_v_1 = _mm512_loadu_si512(d64 + t10);
                _mm512_storeu_si512(e64 + t10, d64_v_1);
                long t11 = i_vec + 16L;
                __m512i d64_v_2 = _mm512_loadu_si512(d64 + t11);
                _mm512_storeu_si512(e64 + t11, d64_v_2);
                long t12 = i_vec + 24L;
                __m512i d64_v_3 = _mm512_loadu_si512(d64 + t12);
                _mm512_storeu_si512(e64 + t12, d64_v_3);
                i_vec += 32L;
            } while (i_vec < t9);
            t13 = (int)t9;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        unsigned long t15 = (unsigned long)t2;
        unsigned long t16 = (unsigned long)t3;
        long t17 = (long)((unsigned long)t3 + (unsigned long)((long)t13 * 8L) - ((unsigned long)t2 + (unsigned long)((long)t13 * 8L)));
        if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 8L + 8L + (t14 - 1L) * 8L)) <= (t16 + (unsigned long)((long)t13 * 8L))) | ((t16 + (unsigned long)((long)t13 * 8L + 8L + (t14 - 1L) * 8L)) <= (t15 + (unsigned long)((long)t13 * 8L))) | ((t17 <= 0L) | (t17 >= 64L)))) {
            long t18 = t14 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at widen_direct.c:68 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 56:24 and the value of the call to `new_array` at 56:48 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t19 = (long)t13 + i_vec_1;
                __m512i d64_v_4 = _mm512_loadu_si512(d64 + t19);
                _mm512_storeu_si512(e64 + t19, d64_v_4);
                i_vec_1 += 8L;
            } while (i_vec_1 < t18);
            t20 = (int)((long)t13 + t18);
        } else {
            t20 = t13;
        }
        long t21 = (long)n + (long)t20 * -1L;
        unsigned long t22 = (unsigned long)t2;
        unsigned long t23 = (unsigned long)t3;
        long t24 = (long)((unsigned long)t3 + (unsigned long)((long)t20 * 8L) - ((unsigned long)t2 + (unsigned long)((long)t20 * 8L)));
        if ((t21 >= 1L) & (t21 <= 8L) & (((t22 + (unsigned long)((long)t20 * 8L + 8L + (t21 - 1L) * 8L)) <= (t23 + (unsigned long)((long)t20 * 8L))) | ((t23 + (unsigned long)((long)t20 * 8L + 8L + (t21 - 1L) * 8L)) <= (t22 + (unsigned long)((long)t20 * 8L))) | ((t24 <= 0L) | (t24 >= 64L)))) {
            __m256i t25 = _mm256_set1_epi32((int)(int)t21);
            __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t27 = (long)t20;
            __m512i d64_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t26), d64 + t27);
            _mm512_mask_storeu_epi64(e64 + t27, _mm256_movepi32_mask(t26), d64_v_5);
            i_1 = (int)((long)t20 + t21);
        } else {
            i_1 = t20;
        }
        for (; i_1 < n; i_1++) {
            long t28 = (long)i_1;
            e64[t28] = d64[t28];
        }
        const short *t29 = s16;
        w_i16_i64(n, d64, t29);
        unsigned long *t30 = (unsigned long *)e64;
        w_u16_u64(n, t30, (const unsigned short *)s16);
        unsigned long t31 = (unsigned long)n;
        unsigned long t32 = t31 * 8UL;
        const void *t33 = (const void *)e64;
        unsigned long t34 = (_mm256_zeroupper(), hash_bytes(t33, t32));
        const void *t35 = (const void *)d64;
        printf("n=%d %016llx %016llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t35, t32)), (unsigned long long)t34);
        const signed char *t36 = s8;
        w_i8_i64(n, d64, t36);
        const unsigned char *t37 = (const unsigned char *)s8;
        w_u8_u64(n, t30, t37);
        unsigned long t38 = (_mm256_zeroupper(), hash_bytes(t33, t32));
        printf(" %016llx %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t35, t32)), (unsigned long long)t38);
        const long *t39 = t64;
        w_i8_i32(n, d32, t36, t39);
        unsigned long t40 = t31 * 4UL;
        const void *t41 = (const void *)d32;
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, t40)));
        w_u8_i32(n, d32, t37, t39);
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, t40)));
        w_i16_f64(n, f64, t29);
        const void *t42 = (const void *)f64;
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t42, t32)));
        w_u8_f64(n, f64, t37);
        printf(" %016llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t42, t32)));
        free((void *)s16);
        free((void *)s8);
        free((void *)d64);
        free((void *)e64);
        free((void *)t64);
        free((void *)d32);
        free((void *)f64);
    }
}
