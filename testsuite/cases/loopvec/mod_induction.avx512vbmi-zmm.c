/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_long_float(int n, float *a, long r) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    long t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512 t14;
    __m512 t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512 t21;
    __m512 t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    int t27;
    long t28;
    long t29;
    long t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512 t36;
    __m512 t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    int t42;
    long t43;
    long t44;
    __m512i t45;
    __mmask16 t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    long t52;
    __m512 t53;
    __m512 t54;
    int i;
    t6 = (long)n;
    t7 = (long)((unsigned long)(long)(int)((unsigned int)0 * (unsigned int)31) + (unsigned long)r);
    if ((t6 >= 32L) & (t7 >= 0L)) {
        t8 = t6 & -32L;
        t9 = _mm512_set1_epi32((int)(int)(t7 % 97L));
        t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23, 54, 85, 19, 50, 81, 15, 46, 77));
        t11 = t10;
        t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32((int)97));
        t13 = _mm512_min_epu32(t11, t12);
        t1 = t13;
        t2 = 0L;
        do {
            t14 = _mm512_cvtepi32_ps(t1);
            t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(a + (int)((long)0 + t2), t15);
            t16 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)11));
            t17 = t16;
            t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32((int)97));
            t19 = _mm512_min_epu32(t17, t18);
            t20 = t19;
            t21 = _mm512_cvtepi32_ps(t20);
            t22 = _mm512_mul_ps(t21, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(a + (int)((long)0 + (t2 + 16L)), t22);
            t2 += 32L;
            t23 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)22));
            t24 = t23;
            t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32((int)97));
            t26 = _mm512_min_epu32(t24, t25);
            t1 = t26;
        } while (t2 < t8);
        t27 = (int)((long)0 + t8);
    } else {
        t27 = 0;
    }
    t28 = (long)n + (long)t27 * -1L;
    t29 = (long)((unsigned long)(long)(int)((unsigned int)t27 * (unsigned int)31) + (unsigned long)r);
    if ((t28 >= 16L) & (t29 >= 0L)) {
        t30 = t28 & -16L;
        t31 = _mm512_set1_epi32((int)(int)(t29 % 97L));
        t32 = _mm512_add_epi32(t31, _mm512_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23, 54, 85, 19, 50, 81, 15, 46, 77));
        t33 = t32;
        t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32((int)97));
        t35 = _mm512_min_epu32(t33, t34);
        t3 = t35;
        t4 = 0L;
        do {
            t36 = _mm512_cvtepi32_ps(t3);
            t37 = _mm512_mul_ps(t36, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(a + (int)((long)t27 + t4), t37);
            t4 += 16L;
            t38 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)11));
            t39 = t38;
            t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32((int)97));
            t41 = _mm512_min_epu32(t39, t40);
            t3 = t41;
        } while (t4 < t30);
        t42 = (int)((long)t27 + t30);
    } else {
        t42 = t27;
    }
    t43 = (long)n + (long)t42 * -1L;
    t44 = (long)((unsigned long)(long)(int)((unsigned int)t42 * (unsigned int)31) + (unsigned long)r);
    if ((t43 >= 1L) & (t43 <= 16L) & (t44 >= 0L)) {
        t45 = _mm512_set1_epi32((int)(int)t43);
        t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t45, _MM_CMPINT_LT);
        t47 = _mm512_set1_epi32((int)(int)(t44 % 97L));
        t48 = _mm512_add_epi32(t47, _mm512_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23, 54, 85, 19, 50, 81, 15, 46, 77));
        t49 = t48;
        t50 = _mm512_sub_epi32(t49, _mm512_set1_epi32((int)97));
        t51 = _mm512_min_epu32(t49, t50);
        t5 = t51;
        t52 = 0L;
        t53 = _mm512_cvtepi32_ps(t5);
        t54 = _mm512_mul_ps(t53, _mm512_set1_ps(0.25f));
        _mm512_mask_storeu_ps(a + (int)((long)t42 + t52), t46, t54);
        i = (int)((long)t42 + t43);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        a[i] = (float)(((long)(i * 31) + r) % 97L) * 0.25f;
    }
}

/* An int remainder stored as int; a power of two. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_int(int n, int *a, int b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    int t7;
    long t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    int t23;
    long t24;
    int t25;
    long t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    int t36;
    long t37;
    int t38;
    __m512i t39;
    __mmask16 t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    long t46;
    int i;
    t6 = (long)n;
    t7 = (int)((unsigned int)(int)((unsigned int)0 * (unsigned int)7) + (unsigned int)b);
    if ((t6 >= 32L) & (t7 >= 0)) {
        t8 = t6 & -32L;
        t9 = _mm512_set1_epi32((int)(t7 % 256));
        t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105));
        t11 = t10;
        t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32((int)256));
        t13 = _mm512_min_epu32(t11, t12);
        t1 = t13;
        t2 = 0L;
        do {
            _mm512_storeu_si512(a + (int)((long)0 + t2), t1);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)112));
            t15 = t14;
            t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)256));
            t17 = _mm512_min_epu32(t15, t16);
            t18 = t17;
            _mm512_storeu_si512(a + (int)((long)0 + (t2 + 16L)), t18);
            t2 += 32L;
            t19 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)224));
            t20 = t19;
            t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32((int)256));
            t22 = _mm512_min_epu32(t20, t21);
            t1 = t22;
        } while (t2 < t8);
        t23 = (int)((long)0 + t8);
    } else {
        t23 = 0;
    }
    t24 = (long)n + (long)t23 * -1L;
    t25 = (int)((unsigned int)(int)((unsigned int)t23 * (unsigned int)7) + (unsigned int)b);
    if ((t24 >= 16L) & (t25 >= 0)) {
        t26 = t24 & -16L;
        t27 = _mm512_set1_epi32((int)(t25 % 256));
        t28 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105));
        t29 = t28;
        t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32((int)256));
        t31 = _mm512_min_epu32(t29, t30);
        t3 = t31;
        t4 = 0L;
        do {
            _mm512_storeu_si512(a + (int)((long)t23 + t4), t3);
            t4 += 16L;
            t32 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)112));
            t33 = t32;
            t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32((int)256));
            t35 = _mm512_min_epu32(t33, t34);
            t3 = t35;
        } while (t4 < t26);
        t36 = (int)((long)t23 + t26);
    } else {
        t36 = t23;
    }
    t37 = (long)n + (long)t36 * -1L;
    t38 = (int)((unsigned int)(int)((unsigned int)t36 * (unsigned int)7) + (unsigned int)b);
    if ((t37 >= 1L) & (t37 <= 16L) & (t38 >= 0)) {
        t39 = _mm512_set1_epi32((int)(int)t37);
        t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t39, _MM_CMPINT_LT);
        t41 = _mm512_set1_epi32((int)(t38 % 256));
        t42 = _mm512_add_epi32(t41, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105));
        t43 = t42;
        t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32((int)256));
        t45 = _mm512_min_epu32(t43, t44);
        t5 = t45;
        t46 = 0L;
        _mm512_mask_storeu_epi32(a + (int)((long)t36 + t46), t40, t5);
        i = (int)((long)t36 + t37);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        a[i] = (i * 7 + b) % 256;
    }
}

/* A step larger than the modulus, the remainder converted to short. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_big_step(int n, short *a, int b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    long t5;
    int t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m256i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m256i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    int t24;
    long t25;
    int t26;
    long t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m256i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    int i;
    t5 = (long)n;
    t6 = (int)((unsigned int)(int)((unsigned int)0 * (unsigned int)1000) + (unsigned int)b);
    if ((t5 >= 32L) & (t6 >= 0)) {
        t7 = t5 & -32L;
        t8 = _mm512_set1_epi32((int)(t6 % 13));
        t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12, 11));
        t10 = t9;
        t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32((int)13));
        t12 = _mm512_min_epu32(t10, t11);
        t1 = t12;
        t2 = 0L;
        do {
            t13 = _mm512_cvtepi32_epi16(t1);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t2)), t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)10));
            t15 = t14;
            t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)13));
            t17 = _mm512_min_epu32(t15, t16);
            t18 = t17;
            t19 = _mm512_cvtepi32_epi16(t18);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t2 + 16L))), t19);
            t2 += 32L;
            t20 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)7));
            t21 = t20;
            t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32((int)13));
            t23 = _mm512_min_epu32(t21, t22);
            t1 = t23;
        } while (t2 < t7);
        t24 = (int)((long)0 + t7);
    } else {
        t24 = 0;
    }
    t25 = (long)n + (long)t24 * -1L;
    t26 = (int)((unsigned int)(int)((unsigned int)t24 * (unsigned int)1000) + (unsigned int)b);
    if ((t25 >= 16L) & (t26 >= 0)) {
        t27 = t25 & -16L;
        t28 = _mm512_set1_epi32((int)(t26 % 13));
        t29 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12, 11));
        t30 = t29;
        t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32((int)13));
        t32 = _mm512_min_epu32(t30, t31);
        t3 = t32;
        t4 = 0L;
        do {
            t33 = _mm512_cvtepi32_epi16(t3);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t24 + t4)), t33);
            t4 += 16L;
            t34 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)10));
            t35 = t34;
            t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32((int)13));
            t37 = _mm512_min_epu32(t35, t36);
            t3 = t37;
        } while (t4 < t27);
        i = (int)((long)t24 + t27);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        a[i] = (short)((i * 1000 + b) % 13);
    }
}

/* A long remainder stored as long: long lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_long(int n, long *a, long b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    long t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    int t33;
    long t34;
    long t35;
    long t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    int t46;
    long t47;
    long t48;
    __m256i t49;
    __m256i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    long t56;
    int i;
    long t57;
    t6 = (long)n;
    t7 = (long)((unsigned long)(long)((unsigned long)(long)0 * (unsigned long)3L) + (unsigned long)b);
    if ((t6 >= 32L) & (t7 >= 0L)) {
        t8 = t6 & -32L;
        t9 = _mm512_set1_epi64((long long)(t7 % 1000L));
        t10 = _mm512_add_epi64(t9, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        t11 = t10;
        t12 = _mm512_sub_epi64(t11, _mm512_set1_epi64((long long)1000LL));
        t13 = _mm512_min_epu64(t11, t12);
        t1 = t13;
        t2 = 0L;
        do {
            _mm512_storeu_si512(a + (int)((long)0 + t2), t1);
            t14 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            t15 = t14;
            t16 = _mm512_sub_epi64(t15, _mm512_set1_epi64((long long)1000LL));
            t17 = _mm512_min_epu64(t15, t16);
            t18 = t17;
            _mm512_storeu_si512(a + (int)((long)0 + (t2 + 8L)), t18);
            t19 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)48LL));
            t20 = t19;
            t21 = _mm512_sub_epi64(t20, _mm512_set1_epi64((long long)1000LL));
            t22 = _mm512_min_epu64(t20, t21);
            t23 = t22;
            _mm512_storeu_si512(a + (int)((long)0 + (t2 + 16L)), t23);
            t24 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)72LL));
            t25 = t24;
            t26 = _mm512_sub_epi64(t25, _mm512_set1_epi64((long long)1000LL));
            t27 = _mm512_min_epu64(t25, t26);
            t28 = t27;
            _mm512_storeu_si512(a + (int)((long)0 + (t2 + 24L)), t28);
            t2 += 32L;
            t29 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)96LL));
            t30 = t29;
            t31 = _mm512_sub_epi64(t30, _mm512_set1_epi64((long long)1000LL));
            t32 = _mm512_min_epu64(t30, t31);
            t1 = t32;
        } while (t2 < t8);
        t33 = (int)((long)0 + t8);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    t35 = (long)((unsigned long)(long)((unsigned long)(long)t33 * (unsigned long)3L) + (unsigned long)b);
    if ((t34 >= 8L) & (t35 >= 0L)) {
        t36 = t34 & -8L;
        t37 = _mm512_set1_epi64((long long)(t35 % 1000L));
        t38 = _mm512_add_epi64(t37, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        t39 = t38;
        t40 = _mm512_sub_epi64(t39, _mm512_set1_epi64((long long)1000LL));
        t41 = _mm512_min_epu64(t39, t40);
        t3 = t41;
        t4 = 0L;
        do {
            _mm512_storeu_si512(a + (int)((long)t33 + t4), t3);
            t4 += 8L;
            t42 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)24LL));
            t43 = t42;
            t44 = _mm512_sub_epi64(t43, _mm512_set1_epi64((long long)1000LL));
            t45 = _mm512_min_epu64(t43, t44);
            t3 = t45;
        } while (t4 < t36);
        t46 = (int)((long)t33 + t36);
    } else {
        t46 = t33;
    }
    t47 = (long)n + (long)t46 * -1L;
    t48 = (long)((unsigned long)(long)((unsigned long)(long)t46 * (unsigned long)3L) + (unsigned long)b);
    if ((t47 >= 1L) & (t47 <= 8L) & (t48 >= 0L)) {
        t49 = _mm256_set1_epi32((int)(int)t47);
        t50 = _mm256_cmpgt_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t51 = _mm512_set1_epi64((long long)(t48 % 1000L));
        t52 = _mm512_add_epi64(t51, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        t53 = t52;
        t54 = _mm512_sub_epi64(t53, _mm512_set1_epi64((long long)1000LL));
        t55 = _mm512_min_epu64(t53, t54);
        t5 = t55;
        t56 = 0L;
        _mm512_mask_storeu_epi64(a + (int)((long)t46 + t56), _mm256_movepi32_mask(t50), t5);
        i = (int)((long)t46 + t47);
    } else {
        i = t46;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        a[t57] = (t57 * 3L + b) % 1000L;
    }
}

/* Not a running remainder: the dividend moves down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_down(int n, int *a, int b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    int t13;
    long t14;
    __m512i t15;
    __mmask16 t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    long t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    int i;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t6 = _mm512_set1_epi32((int)b);
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32((int)5));
            t11 = _mm512_sub_epi32(t6, t10);
            t12 = (__m512i)((vcc_v16_int)t11 % (vcc_v16_int)_mm512_set1_epi32((int)7));
            _mm512_storeu_si512(a + (int)((long)0 + t2), t12);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
        } while (t2 < t5);
        t13 = (int)((long)0 + t5);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if ((t14 >= 1L) & (t14 <= 16L)) {
        t15 = _mm512_set1_epi32((int)(int)t14);
        t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        t17 = _mm512_set1_epi32((int)b);
        t18 = _mm512_set1_epi32((int)t13);
        t19 = t18;
        t3 = _mm512_add_epi32(t19, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t20 = 0L;
        t21 = t3;
        t22 = t21;
        t23 = _mm512_set1_epi32((int)5);
        t24 = _mm512_mullo_epi32(t22, t23);
        t25 = t24;
        t26 = t17;
        t27 = t25;
        t28 = _mm512_sub_epi32(t26, t27);
        t29 = t28;
        t30 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32((int)1), _mm512_set1_epi32((int)7));
        t31 = (__m512i)((vcc_v16_int)t29 % (vcc_v16_int)t30);
        _mm512_mask_storeu_epi32(a + (int)((long)t13 + t20), t16, t31);
        i = (int)((long)t13 + t14);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        a[i] = (b - i * 5) % 7;
    }
}

/* Not a running remainder: unsigned (the dividend may wrap). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_unsigned(int n, unsigned *a, unsigned b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    int t14;
    long t15;
    __m512i t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    int i;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t6 = _mm512_set1_epi32((int)b);
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = t9;
            t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32((int)5));
            t12 = _mm512_add_epi32(t11, t6);
            t13 = (__m512i)((vcc_v16_uint)t12 % (vcc_v16_uint)_mm512_set1_epi32((int)7));
            _mm512_storeu_si512(a + (int)((long)0 + t2), t13);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
        } while (t2 < t5);
        t14 = (int)((long)0 + t5);
    } else {
        t14 = 0;
    }
    t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        t16 = _mm512_set1_epi32((int)(int)t15);
        t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        t18 = _mm512_set1_epi32((int)b);
        t19 = _mm512_set1_epi32((int)t14);
        t20 = t19;
        t3 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t21 = 0L;
        t22 = t3;
        t23 = t22;
        t24 = _mm512_mullo_epi32(t23, _mm512_set1_epi32((int)5));
        t25 = _mm512_add_epi32(t24, t18);
        t26 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32((int)1), _mm512_set1_epi32((int)7));
        t27 = (__m512i)((vcc_v16_uint)t25 % (vcc_v16_uint)t26);
        _mm512_mask_storeu_epi32(a + (int)((long)t14 + t21), t17, t27);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = ((unsigned int)i * 5U + b) % 7U;
    }
}

/* Not a running remainder: under a condition. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_cond(int n, int *a, const int *c, int b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    unsigned long t5;
    unsigned long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    long t12;
    __m512i t13;
    __mmask16 t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    int t25;
    long t26;
    unsigned long t27;
    unsigned long t28;
    __m512i t29;
    __mmask16 t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    long t34;
    __m512i t35;
    long t36;
    __m512i t37;
    __mmask16 t38;
    __mmask16 t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    int i;
    long t50;
    t4 = (long)n;
    t5 = (unsigned long)a;
    t6 = (unsigned long)c;
    if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t6 + (unsigned long)0L)) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t5 + (unsigned long)0L)))) {
        t7 = t4 & -16L;
        t8 = _mm512_set1_epi32((int)b);
        t9 = _mm512_set1_epi32((int)0);
        t10 = t9;
        t1 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t11 = t1;
            t12 = (long)(int)((long)0 + t2);
            t13 = _mm512_loadu_si512(c + t12);
            t14 = _mm512_cmp_epi32_mask(t13, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            t15 = t11;
            t16 = _mm512_set1_epi32((int)3);
            t17 = _mm512_mullo_epi32(t15, t16);
            t18 = t17;
            t19 = t18;
            t20 = t8;
            t21 = _mm512_add_epi32(t19, t20);
            t22 = t21;
            t23 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32((int)1), _mm512_set1_epi32((int)10));
            t24 = (__m512i)((vcc_v16_int)t22 % (vcc_v16_int)t23);
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t12 * 4UL), t14, t24);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
        } while (t2 < t7);
        t25 = (int)((long)0 + t7);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    t27 = (unsigned long)a;
    t28 = (unsigned long)c;
    if ((t26 >= 1L) & (t26 <= 16L) & (((t27 + (unsigned long)((long)t25 * 4L + 4L + (t26 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t25 * 4L))) | ((t28 + (unsigned long)((long)t25 * 4L + 4L + (t26 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t25 * 4L))))) {
        t29 = _mm512_set1_epi32((int)(int)t26);
        t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t29, _MM_CMPINT_LT);
        t31 = _mm512_set1_epi32((int)b);
        t32 = _mm512_set1_epi32((int)t25);
        t33 = t32;
        t3 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t34 = 0L;
        t35 = t3;
        t36 = (long)(int)((long)t25 + t34);
        t37 = _mm512_maskz_loadu_epi32(t30, c + t36);
        t38 = _mm512_cmp_epi32_mask(t37, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
        t39 = _kand_mask16(t30, t38);
        t40 = t35;
        t41 = _mm512_set1_epi32((int)3);
        t42 = _mm512_mullo_epi32(t40, t41);
        t43 = t42;
        t44 = t43;
        t45 = t31;
        t46 = _mm512_add_epi32(t44, t45);
        t47 = t46;
        t48 = _mm512_mask_blend_epi32(t39, _mm512_set1_epi32((int)1), _mm512_set1_epi32((int)10));
        t49 = (__m512i)((vcc_v16_int)t47 % (vcc_v16_int)t48);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t36 * 4UL), t39, t49);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t50 = (long)i;
        if (c[t50] > 0) {
            a[t50] = (i * 3 + b) % 10;
        }
    }
}

/* Not a running remainder: the modulus is not a constant. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_var(int n, int *a, int b, int m) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    int t14;
    long t15;
    __m512i t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    long t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    int i;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t6 = _mm512_set1_epi32((int)b);
        t7 = _mm512_set1_epi32((int)m);
        t8 = _mm512_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32((int)3));
            t12 = _mm512_add_epi32(t11, t6);
            t13 = (__m512i)((vcc_v16_int)t12 % (vcc_v16_int)t7);
            _mm512_storeu_si512(a + (int)((long)0 + t2), t13);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
        } while (t2 < t5);
        t14 = (int)((long)0 + t5);
    } else {
        t14 = 0;
    }
    t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        t16 = _mm512_set1_epi32((int)(int)t15);
        t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        t18 = _mm512_set1_epi32((int)b);
        t19 = _mm512_set1_epi32((int)m);
        t20 = _mm512_set1_epi32((int)t14);
        t21 = t20;
        t3 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t22 = 0L;
        t23 = t3;
        t24 = t23;
        t25 = _mm512_set1_epi32((int)3);
        t26 = _mm512_mullo_epi32(t24, t25);
        t27 = t26;
        t28 = t27;
        t29 = t18;
        t30 = _mm512_add_epi32(t28, t29);
        t31 = t30;
        t32 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32((int)1), t19);
        t33 = (__m512i)((vcc_v16_int)t31 % (vcc_v16_int)t32);
        _mm512_mask_storeu_epi32(a + (int)((long)t14 + t22), t17, t33);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = (i * 3 + b) % m;
    }
}

/* Not a running remainder: 4 divides VF·UF·1, so the residues would repeat on every vector
   iteration (a plain `&` in C's vector form). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_four(int n, int *a, int b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    int t12;
    long t13;
    __m512i t14;
    __mmask16 t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    long t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    int i;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t6 = _mm512_set1_epi32((int)b);
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = _mm512_add_epi32(t9, t6);
            t11 = (__m512i)((vcc_v16_int)t10 % (vcc_v16_int)_mm512_set1_epi32((int)4));
            _mm512_storeu_si512(a + (int)((long)0 + t2), t11);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
        } while (t2 < t5);
        t12 = (int)((long)0 + t5);
    } else {
        t12 = 0;
    }
    t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        t14 = _mm512_set1_epi32((int)(int)t13);
        t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        t16 = _mm512_set1_epi32((int)b);
        t17 = _mm512_set1_epi32((int)t12);
        t18 = t17;
        t3 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t19 = 0L;
        t20 = t3;
        t21 = t20;
        t22 = t16;
        t23 = _mm512_add_epi32(t21, t22);
        t24 = t23;
        t25 = _mm512_mask_blend_epi32(t15, _mm512_set1_epi32((int)1), _mm512_set1_epi32((int)4));
        t26 = (__m512i)((vcc_v16_int)t24 % (vcc_v16_int)t25);
        _mm512_mask_storeu_epi32(a + (int)((long)t12 + t19), t15, t26);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        a[i] = (i + b) % 4;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const long longs[7] = {0L, 5L, 96L, 3000000000007L, -1L, -3L, -100000L};
    static const int ints[8] = {0, 1, 12, 255, 2146000000, -1, -7, -2000};
    int n;
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    float *f;
    int *a;
    short *s;
    long *l;
    unsigned int *u;
    int *c;
    int fill_idx;
    unsigned int k;
    const long *t4;
    unsigned long t5;
    unsigned long t6;
    unsigned long t7;
    unsigned int k_1;
    const int *t8;
    unsigned long t9;
    unsigned long t10;
    const void *t11;
    unsigned long t12;
    long t13;
    long t14;
    int t15;
    long t16;
    long t17;
    int t18;
    long t19;
    __m512i t20;
    __mmask16 t21;
    long t22;
    int i;
    count_idx = 0;
    n_1 = 0;
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
        f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        s = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        l = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        u = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -3 + (int)((_mm256_zeroupper(), next_rand()) % 7U);
        }
        for (k = 0U; (unsigned long)k < 7UL; k++) {
            t4 = &longs[k];
            (_mm256_zeroupper(), mod_long_float(n, f, *t4));
            (_mm256_zeroupper(), mod_long(n, l, *t4));
            t5 = (unsigned long)n;
            t6 = (_mm256_zeroupper(), hash_bytes((const void *)l, t5 * 8UL));
            t7 = (_mm256_zeroupper(), hash_bytes((const void *)f, t5 * 4UL));
            printf("n=%d r=%ld float %llx long %llx\n", n, *t4, (unsigned long long)t7, (unsigned long long)t6);
        }
        for (k_1 = 0U; (unsigned long)k_1 < 8UL; k_1++) {
            t8 = &ints[k_1];
            (_mm256_zeroupper(), mod_int(n, a, *t8));
            t9 = (unsigned long)n;
            t10 = t9 * 4UL;
            t11 = (const void *)a;
            t12 = (_mm256_zeroupper(), hash_bytes(t11, t10));
            printf("n=%d b=%d int %llx", n, *t8, (unsigned long long)t12);
            (_mm256_zeroupper(), mod_big_step(n, s, *t8));
            printf(" short %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)s, t9 * 2UL)));
            (_mm256_zeroupper(), mod_down(n, a, *t8));
            printf(" down %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t11, t10)));
            (_mm256_zeroupper(), mod_unsigned(n, u, (unsigned int)*t8));
            printf(" unsigned %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)u, t10)));
            t13 = (long)n;
            if (t13 >= 64L) {
                t14 = t13 & -64L;
                t1 = 0L;
                do {
                    _mm512_storeu_si512(a + (int)((long)0 + t1), _mm512_set1_epi32((int)-1));
                    _mm512_storeu_si512(a + (int)((long)0 + (t1 + 16L)), _mm512_set1_epi32((int)-1));
                    _mm512_storeu_si512(a + (int)((long)0 + (t1 + 32L)), _mm512_set1_epi32((int)-1));
                    _mm512_storeu_si512(a + (int)((long)0 + (t1 + 48L)), _mm512_set1_epi32((int)-1));
                    t1 += 64L;
                } while (t1 < t14);
                t15 = (int)((long)0 + t14);
            } else {
                t15 = 0;
            }
            t16 = (long)n + (long)t15 * -1L;
            if (t16 >= 16L) {
                t17 = t16 & -16L;
                t2 = 0L;
                do {
                    _mm512_storeu_si512(a + (int)((long)t15 + t2), _mm512_set1_epi32((int)-1));
                    t2 += 16L;
                } while (t2 < t17);
                t18 = (int)((long)t15 + t17);
            } else {
                t18 = t15;
            }
            t19 = (long)n + (long)t18 * -1L;
            if ((t19 >= 1L) & (t19 <= 16L)) {
                t20 = _mm512_set1_epi32((int)(int)t19);
                t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
                t22 = 0L;
                _mm512_mask_storeu_epi32(a + (int)((long)t18 + t22), t21, _mm512_set1_epi32((int)-1));
                i = (int)((long)t18 + t19);
            } else {
                i = t18;
            }
            for (; i < n; i++) {
                a[i] = -1;
            }
            (_mm256_zeroupper(), mod_cond(n, a, c, *t8));
            printf(" cond %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t11, t10)));
            (_mm256_zeroupper(), mod_var(n, a, *t8, 11));
            printf(" var %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t11, t10)));
            (_mm256_zeroupper(), mod_four(n, a, *t8));
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
