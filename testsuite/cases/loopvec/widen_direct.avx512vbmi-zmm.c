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
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            long *t4 = d + t3;
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + t3));
            __m512i t5 = _mm512_cvtepi16_epi64(s_v);
            __m512i t6 = _mm512_mullo_epi64(t5, _mm512_set1_epi64((long long)3LL));
            __m512i d_v = _mm512_loadu_si512(t4);
            __m512i t7 = _mm512_add_epi64(t6, d_v);
            _mm512_storeu_si512(t4, t7);
            long t8 = (long)(int)(i_vec + 8L);
            long *t9 = d + t8;
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t8));
            __m512i t10 = _mm512_cvtepi16_epi64(s_v_1);
            __m512i t11 = _mm512_mullo_epi64(t10, _mm512_set1_epi64((long long)3LL));
            __m512i d_v_1 = _mm512_loadu_si512(t9);
            __m512i t12 = _mm512_add_epi64(t11, d_v_1);
            _mm512_storeu_si512(t9, t12);
            long t13 = (long)(int)(i_vec + 16L);
            long *t14 = d + t13;
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t13));
            __m512i t15 = _mm512_cvtepi16_epi64(s_v_2);
            __m512i t16 = _mm512_mullo_epi64(t15, _mm512_set1_epi64((long long)3LL));
            __m512i d_v_2 = _mm512_loadu_si512(t14);
            __m512i t17 = _mm512_add_epi64(t16, d_v_2);
            _mm512_storeu_si512(t14, t17);
            long t18 = (long)(int)(i_vec + 24L);
            long *t19 = d + t18;
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t18));
            __m512i t20 = _mm512_cvtepi16_epi64(s_v_3);
            __m512i t21 = _mm512_mullo_epi64(t20, _mm512_set1_epi64((long long)3LL));
            __m512i d_v_3 = _mm512_loadu_si512(t19);
            __m512i t22 = _mm512_add_epi64(t21, d_v_3);
            _mm512_storeu_si512(t19, t22);
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
            long *t27 = d + t26;
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t26));
            __m512i t28 = _mm512_cvtepi16_epi64(s_v_4);
            __m512i t29 = _mm512_mullo_epi64(t28, _mm512_set1_epi64((long long)3LL));
            __m512i d_v_4 = _mm512_loadu_si512(t27);
            __m512i t30 = _mm512_add_epi64(t29, d_v_4);
            _mm512_storeu_si512(t27, t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        long *t32 = d + t31;
        *t32 = (long)s[t31] * 3L + *t32;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u16_u64(int n, uint64_t *restrict d, const uint16_t *restrict s) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            unsigned long *t4 = d + t3;
            __m512i d_v = _mm512_loadu_si512(t4);
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + t3));
            __m512i t5 = _mm512_cvtepu16_epi64(s_v);
            __m512i t6 = _mm512_xor_si512(d_v, t5);
            _mm512_storeu_si512(t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            unsigned long *t8 = d + t7;
            __m512i d_v_1 = _mm512_loadu_si512(t8);
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t7));
            __m512i t9 = _mm512_cvtepu16_epi64(s_v_1);
            __m512i t10 = _mm512_xor_si512(d_v_1, t9);
            _mm512_storeu_si512(t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            unsigned long *t12 = d + t11;
            __m512i d_v_2 = _mm512_loadu_si512(t12);
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t11));
            __m512i t13 = _mm512_cvtepu16_epi64(s_v_2);
            __m512i t14 = _mm512_xor_si512(d_v_2, t13);
            _mm512_storeu_si512(t12, t14);
            long t15 = (long)(int)(i_vec + 24L);
            unsigned long *t16 = d + t15;
            __m512i d_v_3 = _mm512_loadu_si512(t16);
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t15));
            __m512i t17 = _mm512_cvtepu16_epi64(s_v_3);
            __m512i t18 = _mm512_xor_si512(d_v_3, t17);
            _mm512_storeu_si512(t16, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            unsigned long *t23 = d + t22;
            __m512i d_v_4 = _mm512_loadu_si512(t23);
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t22));
            __m512i t24 = _mm512_cvtepu16_epi64(s_v_4);
            __m512i t25 = _mm512_xor_si512(d_v_4, t24);
            _mm512_storeu_si512(t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned long *t27 = d + t26;
        *t27 = *t27 ^ (unsigned long)s[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i8_i64(int n, int64_t *restrict d, const int8_t *restrict s) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            long *t4 = d + t3;
            __m512i d_v = _mm512_loadu_si512(t4);
            vcc_v8_schar s_v = vcc_load(vcc_v8_schar, s + t3);
            __m512i t5 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)s_v));
            __m512i t6 = _mm512_sub_epi64(d_v, t5);
            _mm512_storeu_si512(t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            long *t8 = d + t7;
            __m512i d_v_1 = _mm512_loadu_si512(t8);
            vcc_v8_schar s_v_1 = vcc_load(vcc_v8_schar, s + t7);
            __m512i t9 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)s_v_1));
            __m512i t10 = _mm512_sub_epi64(d_v_1, t9);
            _mm512_storeu_si512(t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            long *t12 = d + t11;
            __m512i d_v_2 = _mm512_loadu_si512(t12);
            vcc_v8_schar s_v_2 = vcc_load(vcc_v8_schar, s + t11);
            __m512i t13 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)s_v_2));
            __m512i t14 = _mm512_sub_epi64(d_v_2, t13);
            _mm512_storeu_si512(t12, t14);
            long t15 = (long)(int)(i_vec + 24L);
            long *t16 = d + t15;
            __m512i d_v_3 = _mm512_loadu_si512(t16);
            vcc_v8_schar s_v_3 = vcc_load(vcc_v8_schar, s + t15);
            __m512i t17 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)s_v_3));
            __m512i t18 = _mm512_sub_epi64(d_v_3, t17);
            _mm512_storeu_si512(t16, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            long *t23 = d + t22;
            __m512i d_v_4 = _mm512_loadu_si512(t23);
            vcc_v8_schar s_v_4 = vcc_load(vcc_v8_schar, s + t22);
            __m512i t24 = _mm512_cvtepi8_epi64(_mm_cvtsi64_si128((long long)s_v_4));
            __m512i t25 = _mm512_sub_epi64(d_v_4, t24);
            _mm512_storeu_si512(t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        long *t27 = d + t26;
        *t27 = *t27 - (long)s[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u8_u64(int n, uint64_t *restrict d, const uint8_t *restrict s) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            unsigned long *t4 = d + t3;
            vcc_v8_uchar s_v = vcc_load(vcc_v8_uchar, s + t3);
            __m512i d_v = _mm512_loadu_si512(t4);
            __m512i t5 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)s_v));
            __m512i t6 = _mm512_add_epi64(t5, d_v);
            _mm512_storeu_si512(t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            unsigned long *t8 = d + t7;
            vcc_v8_uchar s_v_1 = vcc_load(vcc_v8_uchar, s + t7);
            __m512i d_v_1 = _mm512_loadu_si512(t8);
            __m512i t9 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)s_v_1));
            __m512i t10 = _mm512_add_epi64(t9, d_v_1);
            _mm512_storeu_si512(t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            unsigned long *t12 = d + t11;
            vcc_v8_uchar s_v_2 = vcc_load(vcc_v8_uchar, s + t11);
            __m512i d_v_2 = _mm512_loadu_si512(t12);
            __m512i t13 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)s_v_2));
            __m512i t14 = _mm512_add_epi64(t13, d_v_2);
            _mm512_storeu_si512(t12, t14);
            long t15 = (long)(int)(i_vec + 24L);
            unsigned long *t16 = d + t15;
            vcc_v8_uchar s_v_3 = vcc_load(vcc_v8_uchar, s + t15);
            __m512i d_v_3 = _mm512_loadu_si512(t16);
            __m512i t17 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)s_v_3));
            __m512i t18 = _mm512_add_epi64(t17, d_v_3);
            _mm512_storeu_si512(t16, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            unsigned long *t23 = d + t22;
            vcc_v8_uchar s_v_4 = vcc_load(vcc_v8_uchar, s + t22);
            __m512i d_v_4 = _mm512_loadu_si512(t23);
            __m512i t24 = _mm512_cvtepu8_epi64(_mm_cvtsi64_si128((long long)s_v_4));
            __m512i t25 = _mm512_add_epi64(t24, d_v_4);
            _mm512_storeu_si512(t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned long *t27 = d + t26;
        *t27 = (unsigned long)s[t26] + *t27;
    }
}

/* 4 lanes of bytes to ints (the loop's widest element, int64, makes VF=4). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i8_i32(int n, int32_t *restrict d, const int8_t *restrict s, const int64_t *restrict t) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_schar s_v = vcc_load(vcc_v8_schar, s + t3);
            __m512i t_v = _mm512_loadu_si512(t + t3);
            __m256i t4 = _mm512_cvtepi64_epi32(t_v);
            __m256i t5 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)s_v));
            __m256i t6 = _mm256_add_epi32(t5, t4);
            _mm256_storeu_si256((__m256i *)(d + t3), t6);
            long t7 = (long)(int)(i_vec + 8L);
            vcc_v8_schar s_v_1 = vcc_load(vcc_v8_schar, s + t7);
            __m512i t_v_1 = _mm512_loadu_si512(t + t7);
            __m256i t8 = _mm512_cvtepi64_epi32(t_v_1);
            __m256i t9 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)s_v_1));
            __m256i t10 = _mm256_add_epi32(t9, t8);
            _mm256_storeu_si256((__m256i *)(d + t7), t10);
            long t11 = (long)(int)(i_vec + 16L);
            vcc_v8_schar s_v_2 = vcc_load(vcc_v8_schar, s + t11);
            __m512i t_v_2 = _mm512_loadu_si512(t + t11);
            __m256i t12 = _mm512_cvtepi64_epi32(t_v_2);
            __m256i t13 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)s_v_2));
            __m256i t14 = _mm256_add_epi32(t13, t12);
            _mm256_storeu_si256((__m256i *)(d + t11), t14);
            long t15 = (long)(int)(i_vec + 24L);
            vcc_v8_schar s_v_3 = vcc_load(vcc_v8_schar, s + t15);
            __m512i t_v_3 = _mm512_loadu_si512(t + t15);
            __m256i t16 = _mm512_cvtepi64_epi32(t_v_3);
            __m256i t17 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)s_v_3));
            __m256i t18 = _mm256_add_epi32(t17, t16);
            _mm256_storeu_si256((__m256i *)(d + t15), t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            vcc_v8_schar s_v_4 = vcc_load(vcc_v8_schar, s + t22);
            __m512i t_v_4 = _mm512_loadu_si512(t + t22);
            __m256i t23 = _mm512_cvtepi64_epi32(t_v_4);
            __m256i t24 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)s_v_4));
            __m256i t25 = _mm256_add_epi32(t24, t23);
            _mm256_storeu_si256((__m256i *)(d + t22), t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        d[t26] = (int)s[t26] + (int)t[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u8_i32(int n, int32_t *restrict d, const uint8_t *restrict s, const int64_t *restrict t) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:36 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_uchar s_v = vcc_load(vcc_v8_uchar, s + t3);
            __m512i t_v = _mm512_loadu_si512(t + t3);
            __m256i t4 = _mm512_cvtepi64_epi32(t_v);
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v));
            __m256i t6 = _mm256_sub_epi32(t5, t4);
            _mm256_storeu_si256((__m256i *)(d + t3), t6);
            long t7 = (long)(int)(i_vec + 8L);
            vcc_v8_uchar s_v_1 = vcc_load(vcc_v8_uchar, s + t7);
            __m512i t_v_1 = _mm512_loadu_si512(t + t7);
            __m256i t8 = _mm512_cvtepi64_epi32(t_v_1);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_1));
            __m256i t10 = _mm256_sub_epi32(t9, t8);
            _mm256_storeu_si256((__m256i *)(d + t7), t10);
            long t11 = (long)(int)(i_vec + 16L);
            vcc_v8_uchar s_v_2 = vcc_load(vcc_v8_uchar, s + t11);
            __m512i t_v_2 = _mm512_loadu_si512(t + t11);
            __m256i t12 = _mm512_cvtepi64_epi32(t_v_2);
            __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_2));
            __m256i t14 = _mm256_sub_epi32(t13, t12);
            _mm256_storeu_si256((__m256i *)(d + t11), t14);
            long t15 = (long)(int)(i_vec + 24L);
            vcc_v8_uchar s_v_3 = vcc_load(vcc_v8_uchar, s + t15);
            __m512i t_v_3 = _mm512_loadu_si512(t + t15);
            __m256i t16 = _mm512_cvtepi64_epi32(t_v_3);
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_3));
            __m256i t18 = _mm256_sub_epi32(t17, t16);
            _mm256_storeu_si256((__m256i *)(d + t15), t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            vcc_v8_uchar s_v_4 = vcc_load(vcc_v8_uchar, s + t22);
            __m512i t_v_4 = _mm512_loadu_si512(t + t22);
            __m256i t23 = _mm512_cvtepi64_epi32(t_v_4);
            __m256i t24 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_4));
            __m256i t25 = _mm256_sub_epi32(t24, t23);
            _mm256_storeu_si256((__m256i *)(d + t22), t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        d[t26] = (int)s[t26] - (int)t[t26];
    }
}

/* To doubles, through 32-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_i16_f64(int n, double *restrict d, const int16_t *restrict s) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:42 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + t3));
            __m512d t4 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v, vcc_v8_int), vcc_v8_double);
            __m512d t5 = _mm512_mul_pd(t4, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t6));
            __m512d t7 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_1, vcc_v8_int), vcc_v8_double);
            __m512d t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t9));
            __m512d t10 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_2, vcc_v8_int), vcc_v8_double);
            __m512d t11 = _mm512_mul_pd(t10, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t12));
            __m512d t13 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_3, vcc_v8_int), vcc_v8_double);
            __m512d t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t18));
            __m512d t19 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_4, vcc_v8_int), vcc_v8_double);
            __m512d t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.5));
            _mm512_storeu_pd(d + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        d[t21] = (double)s[t21] * 0.5;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void w_u8_f64(int n, double *restrict d, const uint8_t *restrict s) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_direct.c:47 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            double *t4 = d + t3;
            __m512d d_v = _mm512_loadu_pd(t4);
            vcc_v8_uchar s_v = vcc_load(vcc_v8_uchar, s + t3);
            __m512d t5 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v)));
            __m512d t6 = _mm512_add_pd(d_v, t5);
            _mm512_storeu_pd(t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            double *t8 = d + t7;
            __m512d d_v_1 = _mm512_loadu_pd(t8);
            vcc_v8_uchar s_v_1 = vcc_load(vcc_v8_uchar, s + t7);
            __m512d t9 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_1)));
            __m512d t10 = _mm512_add_pd(d_v_1, t9);
            _mm512_storeu_pd(t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            double *t12 = d + t11;
            __m512d d_v_2 = _mm512_loadu_pd(t12);
            vcc_v8_uchar s_v_2 = vcc_load(vcc_v8_uchar, s + t11);
            __m512d t13 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_2)));
            __m512d t14 = _mm512_add_pd(d_v_2, t13);
            _mm512_storeu_pd(t12, t14);
            long t15 = (long)(int)(i_vec + 24L);
            double *t16 = d + t15;
            __m512d d_v_3 = _mm512_loadu_pd(t16);
            vcc_v8_uchar s_v_3 = vcc_load(vcc_v8_uchar, s + t15);
            __m512d t17 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_3)));
            __m512d t18 = _mm512_add_pd(d_v_3, t17);
            _mm512_storeu_pd(t16, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            double *t23 = d + t22;
            __m512d d_v_4 = _mm512_loadu_pd(t23);
            vcc_v8_uchar s_v_4 = vcc_load(vcc_v8_uchar, s + t22);
            __m512d t24 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)s_v_4)));
            __m512d t25 = _mm512_add_pd(d_v_4, t24);
            _mm512_storeu_pd(t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        double *t27 = d + t26;
        *t27 = *t27 + (double)s[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t13;
    int t19;
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
        if ((t5 >= 32L) & (((t6 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t7) | ((t7 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t6))) {
            long t8 = t5 & -32L;
            long i_vec = 0L;
            /* vcc: loop at widen_direct.c:68 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 56:24 and the value of the call to `new_array` at 56:48 do not overlap, vector epilogue VF 8, masked remainder */
            do {
                long t9 = (long)(int)i_vec;
                __m512i d64_v = _mm512_loadu_si512(d64 + t9);
                _mm512_storeu_si512(e64 + t9, d64_v);
                long t10 = (long)(int)(i_vec + 8L);
                __m512i d64_v_1 = _mm512_loadu_si512(d64 + t10);
                _mm512_storeu_si512(e64 + t10, d64_v_1);
                long t11 = (long)(int)(i_vec + 16L);
                __m512i d64_v_2 = _mm512_loadu_si512(d64 + t11);
                _mm512_storeu_si512(e64 + t11, d64_v_2);
                long t12 = (long)(int)(i_vec + 24L);
                __m512i d64_v_3 = _mm512_loadu_si512(d64 + t12);
                _mm512_storeu_si512(e64 + t12, d64_v_3);
                i_vec += 32L;
            } while (i_vec < t8);
            t13 = (int)t8;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        unsigned long t15 = (unsigned long)t2;
        unsigned long t16 = (unsigned long)t3;
        if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 8L + 8L + (t14 - 1L) * 8L)) <= (t16 + (unsigned long)((long)t13 * 8L))) | ((t16 + (unsigned long)((long)t13 * 8L + 8L + (t14 - 1L) * 8L)) <= (t15 + (unsigned long)((long)t13 * 8L))))) {
            long t17 = t14 & -8L;
            long i_vec_1 = 0L;
            do {
                long t18 = (long)(int)((long)t13 + i_vec_1);
                __m512i d64_v_4 = _mm512_loadu_si512(d64 + t18);
                _mm512_storeu_si512(e64 + t18, d64_v_4);
                i_vec_1 += 8L;
            } while (i_vec_1 < t17);
            t19 = (int)((long)t13 + t17);
        } else {
            t19 = t13;
        }
        long t20 = (long)n + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)t2;
        unsigned long t22 = (unsigned long)t3;
        if ((t20 >= 1L) & (t20 <= 8L) & (((t21 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t22 + (unsigned long)((long)t19 * 8L))) | ((t22 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t21 + (unsigned long)((long)t19 * 8L))))) {
            __m256i t23 = _mm256_set1_epi32((int)(int)t20);
            __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t25 = (long)(int)(long)t19;
            __m512i d64_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t24), d64 + t25);
            _mm512_mask_storeu_epi64(e64 + t25, _mm256_movepi32_mask(t24), d64_v_5);
            i_1 = (int)((long)t19 + t20);
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
