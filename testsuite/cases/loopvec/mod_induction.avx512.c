/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 9 */
#include "harness.h"

/* Remainders by a constant of a dividend that moves by a constant step (modind.rs): kept as
   running remainders, with the dividend at the first iteration tested non-negative in the guard
   (the drivers pass negative starts too: the scalar loop runs them). */

/* A long dividend converted to float: int lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_long_float(int n, float *a, long r) {
    vcc_no_contract_body
    int t40;
    int t55;
    int i;
    long t5 = (long)n;
    long t6 = (long)(unsigned long)r;
    if ((t5 >= 32L) & (t6 >= 0L)) {
        long t7 = t5 & -32L;
        __m256i t8 = _mm256_set1_epi32((int)(int)(t6 % 97L));
        __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23));
        __m256i t10 = t9;
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(97));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        __m256i t1 = t12;
        long t2 = 0L;
        do {
            __m256 t13 = _mm256_cvtepi32_ps(t1);
            __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (int)t2, t14);
            __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(54));
            __m256i t16 = t15;
            __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(97));
            __m256i t18 = _mm256_min_epu32(t16, t17);
            __m256i t19 = t18;
            __m256 t20 = _mm256_cvtepi32_ps(t19);
            __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (int)(t2 + 8L), t21);
            __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(11));
            __m256i t23 = t22;
            __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(97));
            __m256i t25 = _mm256_min_epu32(t23, t24);
            __m256i t26 = t25;
            __m256 t27 = _mm256_cvtepi32_ps(t26);
            __m256 t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (int)(t2 + 16L), t28);
            __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(65));
            __m256i t30 = t29;
            __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(97));
            __m256i t32 = _mm256_min_epu32(t30, t31);
            __m256i t33 = t32;
            __m256 t34 = _mm256_cvtepi32_ps(t33);
            __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (int)(t2 + 24L), t35);
            t2 += 32L;
            __m256i t36 = _mm256_add_epi32(t1, _mm256_set1_epi32(22));
            __m256i t37 = t36;
            __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(97));
            __m256i t39 = _mm256_min_epu32(t37, t38);
            t1 = t39;
        } while (t2 < t7);
        t40 = (int)t7;
    } else {
        t40 = 0;
    }
    long t41 = (long)n + (long)t40 * -1L;
    long t42 = (long)((unsigned long)(long)(int)((unsigned int)t40 * 31U) + (unsigned long)r);
    if ((t41 >= 8L) & (t42 >= 0L)) {
        long t43 = t41 & -8L;
        __m256i t44 = _mm256_set1_epi32((int)(int)(t42 % 97L));
        __m256i t45 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23));
        __m256i t46 = t45;
        __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(97));
        __m256i t48 = _mm256_min_epu32(t46, t47);
        __m256i t3 = t48;
        long t4 = 0L;
        do {
            __m256 t49 = _mm256_cvtepi32_ps(t3);
            __m256 t50 = _mm256_mul_ps(t49, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (int)((long)t40 + t4), t50);
            t4 += 8L;
            __m256i t51 = _mm256_add_epi32(t3, _mm256_set1_epi32(54));
            __m256i t52 = t51;
            __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(97));
            __m256i t54 = _mm256_min_epu32(t52, t53);
            t3 = t54;
        } while (t4 < t43);
        t55 = (int)((long)t40 + t43);
    } else {
        t55 = t40;
    }
    long t56 = (long)n + (long)t55 * -1L;
    long t57 = (long)((unsigned long)(long)(int)((unsigned int)t55 * 31U) + (unsigned long)r);
    if ((t56 >= 1L) & (t56 <= 8L) & (t57 >= 0L)) {
        __m256i t58 = _mm256_set1_epi32((int)(int)t56);
        __m256i t59 = _mm256_cmpgt_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t60 = _mm256_set1_epi32((int)(int)(t57 % 97L));
        __m256i t61 = _mm256_add_epi32(t60, _mm256_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23));
        __m256i t62 = t61;
        __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(97));
        __m256i t64 = _mm256_min_epu32(t62, t63);
        __m256i t65 = t64;
        __m256 t66 = _mm256_cvtepi32_ps(t65);
        __m256 t67 = _mm256_mul_ps(t66, _mm256_set1_ps(0.25f));
        _mm256_mask_storeu_ps(a + (int)(long)t55, _mm256_movepi32_mask(t59), t67);
        i = (int)((long)t55 + t56);
    } else {
        i = t55;
    }
    for (; i < n; i++) {
        a[i] = (float)(((long)(i * 31) + r) % 97L) * 0.25f;
    }
}

/* An int remainder stored as int; a power of two. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_int(int n, int *a, int b) {
    vcc_no_contract_body
    int t32;
    int t45;
    int i;
    long t5 = (long)n;
    int t6 = (int)(unsigned int)b;
    if ((t5 >= 32L) & (t6 >= 0)) {
        long t7 = t5 & -32L;
        __m256i t8 = _mm256_set1_epi32((int)(t6 % 256));
        __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        __m256i t10 = t9;
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(256));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        __m256i t1 = t12;
        long t2 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)(a + (int)t2), t1);
            __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(56));
            __m256i t14 = t13;
            __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(256));
            __m256i t16 = _mm256_min_epu32(t14, t15);
            __m256i t17 = t16;
            _mm256_storeu_si256((__m256i *)(a + (int)(t2 + 8L)), t17);
            __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(112));
            __m256i t19 = t18;
            __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(256));
            __m256i t21 = _mm256_min_epu32(t19, t20);
            __m256i t22 = t21;
            _mm256_storeu_si256((__m256i *)(a + (int)(t2 + 16L)), t22);
            __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(168));
            __m256i t24 = t23;
            __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(256));
            __m256i t26 = _mm256_min_epu32(t24, t25);
            __m256i t27 = t26;
            _mm256_storeu_si256((__m256i *)(a + (int)(t2 + 24L)), t27);
            t2 += 32L;
            __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(224));
            __m256i t29 = t28;
            __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(256));
            __m256i t31 = _mm256_min_epu32(t29, t30);
            t1 = t31;
        } while (t2 < t7);
        t32 = (int)t7;
    } else {
        t32 = 0;
    }
    long t33 = (long)n + (long)t32 * -1L;
    int t34 = (int)((unsigned int)(int)((unsigned int)t32 * 7U) + (unsigned int)b);
    if ((t33 >= 8L) & (t34 >= 0)) {
        long t35 = t33 & -8L;
        __m256i t36 = _mm256_set1_epi32((int)(t34 % 256));
        __m256i t37 = _mm256_add_epi32(t36, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(256));
        __m256i t40 = _mm256_min_epu32(t38, t39);
        __m256i t3 = t40;
        long t4 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t32 + t4)), t3);
            t4 += 8L;
            __m256i t41 = _mm256_add_epi32(t3, _mm256_set1_epi32(56));
            __m256i t42 = t41;
            __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(256));
            __m256i t44 = _mm256_min_epu32(t42, t43);
            t3 = t44;
        } while (t4 < t35);
        t45 = (int)((long)t32 + t35);
    } else {
        t45 = t32;
    }
    long t46 = (long)n + (long)t45 * -1L;
    int t47 = (int)((unsigned int)(int)((unsigned int)t45 * 7U) + (unsigned int)b);
    if ((t46 >= 1L) & (t46 <= 8L) & (t47 >= 0)) {
        __m256i t48 = _mm256_set1_epi32((int)(int)t46);
        __m256i t49 = _mm256_cmpgt_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t50 = _mm256_set1_epi32((int)(t47 % 256));
        __m256i t51 = _mm256_add_epi32(t50, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        __m256i t52 = t51;
        __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(256));
        __m256i t54 = _mm256_min_epu32(t52, t53);
        __m256i t55 = t54;
        _mm256_mask_storeu_epi32(a + (int)(long)t45, _mm256_movepi32_mask(t49), t55);
        i = (int)((long)t45 + t46);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        a[i] = (i * 7 + b) % 256;
    }
}

/* A step larger than the modulus, the remainder converted to short. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_big_step(int n, short *a, int b) {
    vcc_no_contract_body
    int t36;
    int i;
    long t5 = (long)n;
    int t6 = (int)(unsigned int)b;
    if ((t5 >= 32L) & (t6 >= 0)) {
        long t7 = t5 & -32L;
        __m256i t8 = _mm256_set1_epi32((int)(t6 % 13));
        __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 12, 11, 10, 9, 8, 7, 6));
        __m256i t10 = t9;
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(13));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        __m256i t1 = t12;
        long t2 = 0L;
        do {
            __m128i t13 = _mm256_cvtepi32_epi16(t1);
            _mm_storeu_si128((__m128i *)(a + (int)t2), t13);
            __m256i t14 = _mm256_add_epi32(t1, _mm256_set1_epi32(5));
            __m256i t15 = t14;
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(13));
            __m256i t17 = _mm256_min_epu32(t15, t16);
            __m256i t18 = t17;
            __m128i t19 = _mm256_cvtepi32_epi16(t18);
            _mm_storeu_si128((__m128i *)(a + (int)(t2 + 8L)), t19);
            __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(10));
            __m256i t21 = t20;
            __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(13));
            __m256i t23 = _mm256_min_epu32(t21, t22);
            __m256i t24 = t23;
            __m128i t25 = _mm256_cvtepi32_epi16(t24);
            _mm_storeu_si128((__m128i *)(a + (int)(t2 + 16L)), t25);
            __m256i t26 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
            __m256i t27 = t26;
            __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(13));
            __m256i t29 = _mm256_min_epu32(t27, t28);
            __m256i t30 = t29;
            __m128i t31 = _mm256_cvtepi32_epi16(t30);
            _mm_storeu_si128((__m128i *)(a + (int)(t2 + 24L)), t31);
            t2 += 32L;
            __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(7));
            __m256i t33 = t32;
            __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(13));
            __m256i t35 = _mm256_min_epu32(t33, t34);
            t1 = t35;
        } while (t2 < t7);
        t36 = (int)t7;
    } else {
        t36 = 0;
    }
    long t37 = (long)n + (long)t36 * -1L;
    int t38 = (int)((unsigned int)(int)((unsigned int)t36 * 1000U) + (unsigned int)b);
    if ((t37 >= 8L) & (t38 >= 0)) {
        long t39 = t37 & -8L;
        __m256i t40 = _mm256_set1_epi32((int)(t38 % 13));
        __m256i t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 12, 11, 10, 9, 8, 7, 6));
        __m256i t42 = t41;
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(13));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256i t3 = t44;
        long t4 = 0L;
        do {
            __m128i t45 = _mm256_cvtepi32_epi16(t3);
            _mm_storeu_si128((__m128i *)(a + (int)((long)t36 + t4)), t45);
            t4 += 8L;
            __m256i t46 = _mm256_add_epi32(t3, _mm256_set1_epi32(5));
            __m256i t47 = t46;
            __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(13));
            __m256i t49 = _mm256_min_epu32(t47, t48);
            t3 = t49;
        } while (t4 < t39);
        i = (int)((long)t36 + t39);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        a[i] = (short)((i * 1000 + b) % 13);
    }
}

/* A long remainder stored as long: long lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_long(int n, long *a, long b) {
    vcc_no_contract_body
    int t32;
    int t45;
    int i;
    long t5 = (long)n;
    long t6 = (long)(unsigned long)b;
    if ((t5 >= 32L) & (t6 >= 0L)) {
        long t7 = t5 & -32L;
        __m512i t8 = _mm512_set1_epi64((long long)(t6 % 1000L));
        __m512i t9 = _mm512_add_epi64(t8, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        __m512i t10 = t9;
        __m512i t11 = _mm512_sub_epi64(t10, _mm512_set1_epi64((long long)1000LL));
        __m512i t12 = _mm512_min_epu64(t10, t11);
        __m512i t1 = t12;
        long t2 = 0L;
        do {
            _mm512_storeu_si512(a + (int)t2, t1);
            __m512i t13 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            __m512i t14 = t13;
            __m512i t15 = _mm512_sub_epi64(t14, _mm512_set1_epi64((long long)1000LL));
            __m512i t16 = _mm512_min_epu64(t14, t15);
            __m512i t17 = t16;
            _mm512_storeu_si512(a + (int)(t2 + 8L), t17);
            __m512i t18 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)48LL));
            __m512i t19 = t18;
            __m512i t20 = _mm512_sub_epi64(t19, _mm512_set1_epi64((long long)1000LL));
            __m512i t21 = _mm512_min_epu64(t19, t20);
            __m512i t22 = t21;
            _mm512_storeu_si512(a + (int)(t2 + 16L), t22);
            __m512i t23 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)72LL));
            __m512i t24 = t23;
            __m512i t25 = _mm512_sub_epi64(t24, _mm512_set1_epi64((long long)1000LL));
            __m512i t26 = _mm512_min_epu64(t24, t25);
            __m512i t27 = t26;
            _mm512_storeu_si512(a + (int)(t2 + 24L), t27);
            t2 += 32L;
            __m512i t28 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)96LL));
            __m512i t29 = t28;
            __m512i t30 = _mm512_sub_epi64(t29, _mm512_set1_epi64((long long)1000LL));
            __m512i t31 = _mm512_min_epu64(t29, t30);
            t1 = t31;
        } while (t2 < t7);
        t32 = (int)t7;
    } else {
        t32 = 0;
    }
    long t33 = (long)n + (long)t32 * -1L;
    long t34 = (long)((unsigned long)(long)((unsigned long)(long)t32 * 3UL) + (unsigned long)b);
    if ((t33 >= 8L) & (t34 >= 0L)) {
        long t35 = t33 & -8L;
        __m512i t36 = _mm512_set1_epi64((long long)(t34 % 1000L));
        __m512i t37 = _mm512_add_epi64(t36, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        __m512i t38 = t37;
        __m512i t39 = _mm512_sub_epi64(t38, _mm512_set1_epi64((long long)1000LL));
        __m512i t40 = _mm512_min_epu64(t38, t39);
        __m512i t3 = t40;
        long t4 = 0L;
        do {
            _mm512_storeu_si512(a + (int)((long)t32 + t4), t3);
            t4 += 8L;
            __m512i t41 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)24LL));
            __m512i t42 = t41;
            __m512i t43 = _mm512_sub_epi64(t42, _mm512_set1_epi64((long long)1000LL));
            __m512i t44 = _mm512_min_epu64(t42, t43);
            t3 = t44;
        } while (t4 < t35);
        t45 = (int)((long)t32 + t35);
    } else {
        t45 = t32;
    }
    long t46 = (long)n + (long)t45 * -1L;
    long t47 = (long)((unsigned long)(long)((unsigned long)(long)t45 * 3UL) + (unsigned long)b);
    if ((t46 >= 1L) & (t46 <= 8L) & (t47 >= 0L)) {
        __m256i t48 = _mm256_set1_epi32((int)(int)t46);
        __m256i t49 = _mm256_cmpgt_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t50 = _mm512_set1_epi64((long long)(t47 % 1000L));
        __m512i t51 = _mm512_add_epi64(t50, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        __m512i t52 = t51;
        __m512i t53 = _mm512_sub_epi64(t52, _mm512_set1_epi64((long long)1000LL));
        __m512i t54 = _mm512_min_epu64(t52, t53);
        __m512i t55 = t54;
        _mm512_mask_storeu_epi64(a + (int)(long)t45, _mm256_movepi32_mask(t49), t55);
        i = (int)((long)t45 + t46);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        a[t56] = (t56 * 3L + b) % 1000L;
    }
}

/* Not a running remainder: the dividend moves down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_down(int n, int *a, int b) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        __m256i t5 = _mm256_set1_epi32((int)b);
        __m256i t6 = _mm256_set1_epi32(0);
        __m256i t7 = t6;
        __m256i t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t8 = t1;
            __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(5));
            __m256i t10 = _mm256_sub_epi32(t5, t9);
            __m256i t11 = (__m256i)((vcc_v8_int)t10 % (vcc_v8_int)_mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + (int)t2), t11);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (b - i * 5) % 7;
    }
}

/* Not a running remainder: unsigned (the dividend may wrap). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_unsigned(int n, unsigned *a, unsigned b) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        __m256i t5 = _mm256_set1_epi32((int)b);
        __m256i t6 = _mm256_set1_epi32(0);
        __m256i t7 = t6;
        __m256i t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t8 = t1;
            __m256i t9 = t8;
            __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(5));
            __m256i t11 = _mm256_add_epi32(t10, t5);
            __m256i t12 = (__m256i)((vcc_v8_uint)t11 % (vcc_v8_uint)_mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + (int)t2), t12);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = ((unsigned int)i * 5U + b) % 7U;
    }
}

/* Not a running remainder: under a condition. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_cond(int n, int *a, const int *c, int b) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)c;
    if ((t3 >= 8L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -8L;
        __m256i t7 = _mm256_set1_epi32((int)b);
        __m256i t8 = _mm256_set1_epi32(0);
        __m256i t9 = t8;
        __m256i t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t10 = t1;
            long t11 = (long)(int)t2;
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(c + t11));
            __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32(0));
            __m256i t14 = t10;
            __m256i t15 = _mm256_set1_epi32(3);
            __m256i t16 = _mm256_mullo_epi32(t14, t15);
            __m256i t17 = t16;
            __m256i t18 = t17;
            __m256i t19 = t7;
            __m256i t20 = _mm256_add_epi32(t18, t19);
            __m256i t21 = t20;
            __m256i t22 = _mm256_ternarylogic_epi32(t13, _mm256_set1_epi32(10), _mm256_set1_epi32(1), 0xCA);
            __m256i t23 = (__m256i)((vcc_v8_int)t21 % (vcc_v8_int)t22);
            _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t11 * 4UL), _mm256_movepi32_mask(t13), t23);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        } while (t2 < t6);
        i = (int)t6;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        if (c[t24] > 0) {
            a[t24] = (i * 3 + b) % 10;
        }
    }
}

/* Not a running remainder: the modulus is not a constant. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_var(int n, int *a, int b, int m) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        __m256i t5 = _mm256_set1_epi32((int)b);
        __m256i t6 = _mm256_set1_epi32((int)m);
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(3));
            __m256i t11 = _mm256_add_epi32(t10, t5);
            __m256i t12 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)t6);
            _mm256_storeu_si256((__m256i *)(a + (int)t2), t12);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (i * 3 + b) % m;
    }
}

/* Not a running remainder: 4 divides VF·UF·1, so the residues would repeat on every vector
   iteration (a plain `&` in C's vector form). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_four(int n, int *a, int b) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        __m256i t5 = _mm256_set1_epi32((int)b);
        __m256i t6 = _mm256_set1_epi32(0);
        __m256i t7 = t6;
        __m256i t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t8 = t1;
            __m256i t9 = _mm256_add_epi32(t8, t5);
            __m256i t10 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32(4));
            _mm256_storeu_si256((__m256i *)(a + (int)t2), t10);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (i + b) % 4;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const long longs[7] = {0L, 5L, 96L, 3000000000007L, -1L, -3L, -100000L};
    static const int ints[8] = {0, 1, 12, 255, 2146000000, -1, -7, -2000};
    int n;
    int t3;
    int t15;
    int t18;
    int i;
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
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        short *s = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long *l = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        unsigned int *u = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -3 + (int)((_mm256_zeroupper(), next_rand()) % 7U);
        }
        for (unsigned int k = 0U; (unsigned long)k < 7UL; k++) {
            const long *t4 = &longs[k];
            mod_long_float(n, f, *t4);
            mod_long(n, l, *t4);
            unsigned long t5 = (unsigned long)n;
            unsigned long t6 = (_mm256_zeroupper(), hash_bytes((const void *)l, t5 * 8UL));
            unsigned long t7 = (_mm256_zeroupper(), hash_bytes((const void *)f, t5 * 4UL));
            printf("n=%d r=%ld float %llx long %llx\n", n, *t4, (unsigned long long)t7, (unsigned long long)t6);
        }
        for (unsigned int k_1 = 0U; (unsigned long)k_1 < 8UL; k_1++) {
            const int *t8 = &ints[k_1];
            mod_int(n, a, *t8);
            unsigned long t9 = (unsigned long)n;
            unsigned long t10 = t9 * 4UL;
            const void *t11 = (const void *)a;
            unsigned long t12 = (_mm256_zeroupper(), hash_bytes(t11, t10));
            printf("n=%d b=%d int %llx", n, *t8, (unsigned long long)t12);
            mod_big_step(n, s, *t8);
            printf(" short %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)s, t9 * 2UL)));
            mod_down(n, a, *t8);
            printf(" down %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t11, t10)));
            mod_unsigned(n, u, (unsigned int)*t8);
            printf(" unsigned %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)u, t10)));
            long t13 = (long)n;
            if (t13 >= 32L) {
                long t14 = t13 & -32L;
                long t1 = 0L;
                do {
                    _mm256_storeu_si256((__m256i *)(a + (int)t1), _mm256_set1_epi32(-1));
                    _mm256_storeu_si256((__m256i *)(a + (int)(t1 + 8L)), _mm256_set1_epi32(-1));
                    _mm256_storeu_si256((__m256i *)(a + (int)(t1 + 16L)), _mm256_set1_epi32(-1));
                    _mm256_storeu_si256((__m256i *)(a + (int)(t1 + 24L)), _mm256_set1_epi32(-1));
                    t1 += 32L;
                } while (t1 < t14);
                t15 = (int)t14;
            } else {
                t15 = 0;
            }
            long t16 = (long)n + (long)t15 * -1L;
            if (t16 >= 8L) {
                long t17 = t16 & -8L;
                long t2 = 0L;
                do {
                    _mm256_storeu_si256((__m256i *)(a + (int)((long)t15 + t2)), _mm256_set1_epi32(-1));
                    t2 += 8L;
                } while (t2 < t17);
                t18 = (int)((long)t15 + t17);
            } else {
                t18 = t15;
            }
            long t19 = (long)n + (long)t18 * -1L;
            if ((t19 >= 1L) & (t19 <= 8L)) {
                __m256i t20 = _mm256_set1_epi32((int)(int)t19);
                __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                _mm256_mask_storeu_epi32(a + (int)(long)t18, _mm256_movepi32_mask(t21), _mm256_set1_epi32(-1));
                i = (int)((long)t18 + t19);
            } else {
                i = t18;
            }
            for (; i < n; i++) {
                a[i] = -1;
            }
            mod_cond(n, a, c, *t8);
            printf(" cond %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t11, t10)));
            mod_var(n, a, *t8, 11);
            printf(" var %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t11, t10)));
            mod_four(n, a, *t8);
            printf(" four %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t11, t10)));
        }
        free((void *)f);
        free((void *)a);
        free((void *)s);
        free((void *)l);
        free((void *)u);
        free((void *)c);
    }
}
