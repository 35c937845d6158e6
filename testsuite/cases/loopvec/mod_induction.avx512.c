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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256 t21;
    __m256 t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256 t28;
    __m256 t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256 t35;
    __m256 t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    int t41;
    long t42;
    long t43;
    long t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256 t50;
    __m256 t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    int t56;
    long t57;
    long t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    long t66;
    __m256 t67;
    __m256 t68;
    int i;
    t6 = (long)n;
    t7 = (long)((unsigned long)(long)(int)((unsigned int)0 * (unsigned int)31) + (unsigned long)r);
    if ((t6 >= 32L) & (t7 >= 0L)) {
        t8 = t6 & -32L;
        t9 = _mm256_set1_epi32((int)(int)(t7 % 97L));
        t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23));
        t11 = t10;
        t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32((int)97));
        t13 = _mm256_min_epu32(t11, t12);
        t1 = t13;
        t2 = 0L;
        do {
            t14 = _mm256_cvtepi32_ps(t1);
            t15 = _mm256_mul_ps(t14, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (int)((long)0 + t2), t15);
            t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)54));
            t17 = t16;
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)97));
            t19 = _mm256_min_epu32(t17, t18);
            t20 = t19;
            t21 = _mm256_cvtepi32_ps(t20);
            t22 = _mm256_mul_ps(t21, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (int)((long)0 + (t2 + 8L)), t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)11));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)97));
            t26 = _mm256_min_epu32(t24, t25);
            t27 = t26;
            t28 = _mm256_cvtepi32_ps(t27);
            t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (int)((long)0 + (t2 + 16L)), t29);
            t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)65));
            t31 = t30;
            t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)97));
            t33 = _mm256_min_epu32(t31, t32);
            t34 = t33;
            t35 = _mm256_cvtepi32_ps(t34);
            t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (int)((long)0 + (t2 + 24L)), t36);
            t2 += 32L;
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)22));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)97));
            t40 = _mm256_min_epu32(t38, t39);
            t1 = t40;
        } while (t2 < t8);
        t41 = (int)((long)0 + t8);
    } else {
        t41 = 0;
    }
    t42 = (long)n + (long)t41 * -1L;
    t43 = (long)((unsigned long)(long)(int)((unsigned int)t41 * (unsigned int)31) + (unsigned long)r);
    if ((t42 >= 8L) & (t43 >= 0L)) {
        t44 = t42 & -8L;
        t45 = _mm256_set1_epi32((int)(int)(t43 % 97L));
        t46 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23));
        t47 = t46;
        t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32((int)97));
        t49 = _mm256_min_epu32(t47, t48);
        t3 = t49;
        t4 = 0L;
        do {
            t50 = _mm256_cvtepi32_ps(t3);
            t51 = _mm256_mul_ps(t50, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (int)((long)t41 + t4), t51);
            t4 += 8L;
            t52 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)54));
            t53 = t52;
            t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32((int)97));
            t55 = _mm256_min_epu32(t53, t54);
            t3 = t55;
        } while (t4 < t44);
        t56 = (int)((long)t41 + t44);
    } else {
        t56 = t41;
    }
    t57 = (long)n + (long)t56 * -1L;
    t58 = (long)((unsigned long)(long)(int)((unsigned int)t56 * (unsigned int)31) + (unsigned long)r);
    if ((t57 >= 1L) & (t57 <= 8L) & (t58 >= 0L)) {
        t59 = _mm256_set1_epi32((int)(int)t57);
        t60 = _mm256_cmpgt_epi32(t59, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t61 = _mm256_set1_epi32((int)(int)(t58 % 97L));
        t62 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23));
        t63 = t62;
        t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32((int)97));
        t65 = _mm256_min_epu32(t63, t64);
        t5 = t65;
        t66 = 0L;
        t67 = _mm256_cvtepi32_ps(t5);
        t68 = _mm256_mul_ps(t67, _mm256_set1_ps(0.25f));
        _mm256_mask_storeu_ps(a + (int)((long)t56 + t66), _mm256_movepi32_mask(t60), t68);
        i = (int)((long)t56 + t57);
    } else {
        i = t56;
    }
    for (; i < n; i++) {
        a[i] = (float)(((long)(i * 31) + r) % 97L) * 0.25f;
    }
}

/* An int remainder stored as int; a power of two. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_int(int n, int *a, int b) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    int t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    int t33;
    long t34;
    int t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    int t46;
    long t47;
    int t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    long t56;
    int i;
    t6 = (long)n;
    t7 = (int)((unsigned int)(int)((unsigned int)0 * (unsigned int)7) + (unsigned int)b);
    if ((t6 >= 32L) & (t7 >= 0)) {
        t8 = t6 & -32L;
        t9 = _mm256_set1_epi32((int)(t7 % 256));
        t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        t11 = t10;
        t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32((int)256));
        t13 = _mm256_min_epu32(t11, t12);
        t1 = t13;
        t2 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t2)), t1);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)56));
            t15 = t14;
            t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)256));
            t17 = _mm256_min_epu32(t15, t16);
            t18 = t17;
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t2 + 8L))), t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)112));
            t20 = t19;
            t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)256));
            t22 = _mm256_min_epu32(t20, t21);
            t23 = t22;
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t2 + 16L))), t23);
            t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)168));
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)256));
            t27 = _mm256_min_epu32(t25, t26);
            t28 = t27;
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t2 + 24L))), t28);
            t2 += 32L;
            t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)224));
            t30 = t29;
            t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)256));
            t32 = _mm256_min_epu32(t30, t31);
            t1 = t32;
        } while (t2 < t8);
        t33 = (int)((long)0 + t8);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    t35 = (int)((unsigned int)(int)((unsigned int)t33 * (unsigned int)7) + (unsigned int)b);
    if ((t34 >= 8L) & (t35 >= 0)) {
        t36 = t34 & -8L;
        t37 = _mm256_set1_epi32((int)(t35 % 256));
        t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        t39 = t38;
        t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32((int)256));
        t41 = _mm256_min_epu32(t39, t40);
        t3 = t41;
        t4 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t33 + t4)), t3);
            t4 += 8L;
            t42 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)56));
            t43 = t42;
            t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)256));
            t45 = _mm256_min_epu32(t43, t44);
            t3 = t45;
        } while (t4 < t36);
        t46 = (int)((long)t33 + t36);
    } else {
        t46 = t33;
    }
    t47 = (long)n + (long)t46 * -1L;
    t48 = (int)((unsigned int)(int)((unsigned int)t46 * (unsigned int)7) + (unsigned int)b);
    if ((t47 >= 1L) & (t47 <= 8L) & (t48 >= 0)) {
        t49 = _mm256_set1_epi32((int)(int)t47);
        t50 = _mm256_cmpgt_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t51 = _mm256_set1_epi32((int)(t48 % 256));
        t52 = _mm256_add_epi32(t51, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        t53 = t52;
        t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32((int)256));
        t55 = _mm256_min_epu32(t53, t54);
        t5 = t55;
        t56 = 0L;
        _mm256_mask_storeu_epi32(a + (int)((long)t46 + t56), _mm256_movepi32_mask(t50), t5);
        i = (int)((long)t46 + t47);
    } else {
        i = t46;
    }
    for (; i < n; i++) {
        a[i] = (i * 7 + b) % 256;
    }
}

/* A step larger than the modulus, the remainder converted to short. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_big_step(int n, short *a, int b) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    int t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m128i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m128i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m128i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m128i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int t36;
    long t37;
    int t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m128i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    int i;
    t5 = (long)n;
    t6 = (int)((unsigned int)(int)((unsigned int)0 * (unsigned int)1000) + (unsigned int)b);
    if ((t5 >= 32L) & (t6 >= 0)) {
        t7 = t5 & -32L;
        t8 = _mm256_set1_epi32((int)(t6 % 13));
        t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 12, 11, 10, 9, 8, 7, 6));
        t10 = t9;
        t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32((int)13));
        t12 = _mm256_min_epu32(t10, t11);
        t1 = t12;
        t2 = 0L;
        do {
            t13 = _mm256_cvtepi32_epi16(t1);
            _mm_storeu_si128((__m128i *)(a + (int)((long)0 + t2)), t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)5));
            t15 = t14;
            t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)13));
            t17 = _mm256_min_epu32(t15, t16);
            t18 = t17;
            t19 = _mm256_cvtepi32_epi16(t18);
            _mm_storeu_si128((__m128i *)(a + (int)((long)0 + (t2 + 8L))), t19);
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)10));
            t21 = t20;
            t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)13));
            t23 = _mm256_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm256_cvtepi32_epi16(t24);
            _mm_storeu_si128((__m128i *)(a + (int)((long)0 + (t2 + 16L))), t25);
            t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
            t27 = t26;
            t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)13));
            t29 = _mm256_min_epu32(t27, t28);
            t30 = t29;
            t31 = _mm256_cvtepi32_epi16(t30);
            _mm_storeu_si128((__m128i *)(a + (int)((long)0 + (t2 + 24L))), t31);
            t2 += 32L;
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)7));
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)13));
            t35 = _mm256_min_epu32(t33, t34);
            t1 = t35;
        } while (t2 < t7);
        t36 = (int)((long)0 + t7);
    } else {
        t36 = 0;
    }
    t37 = (long)n + (long)t36 * -1L;
    t38 = (int)((unsigned int)(int)((unsigned int)t36 * (unsigned int)1000) + (unsigned int)b);
    if ((t37 >= 8L) & (t38 >= 0)) {
        t39 = t37 & -8L;
        t40 = _mm256_set1_epi32((int)(t38 % 13));
        t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 12, 11, 10, 9, 8, 7, 6));
        t42 = t41;
        t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)13));
        t44 = _mm256_min_epu32(t42, t43);
        t3 = t44;
        t4 = 0L;
        do {
            t45 = _mm256_cvtepi32_epi16(t3);
            _mm_storeu_si128((__m128i *)(a + (int)((long)t36 + t4)), t45);
            t4 += 8L;
            t46 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)5));
            t47 = t46;
            t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32((int)13));
            t49 = _mm256_min_epu32(t47, t48);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_down(int n, int *a, int b) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    int i;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t5 = _mm256_set1_epi32((int)b);
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)5));
            t10 = _mm256_sub_epi32(t5, t9);
            t11 = (__m256i)((vcc_v8_int)t10 % (vcc_v8_int)_mm256_set1_epi32((int)7));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t2)), t11);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
        } while (t2 < t4);
        i = (int)((long)0 + t4);
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
    __m256i t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    int i;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t5 = _mm256_set1_epi32((int)b);
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = t8;
            t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)5));
            t11 = _mm256_add_epi32(t10, t5);
            t12 = (__m256i)((vcc_v8_uint)t11 % (vcc_v8_uint)_mm256_set1_epi32((int)7));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t2)), t12);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
        } while (t2 < t4);
        i = (int)((long)0 + t4);
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
    __m256i t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    int i;
    long t24;
    t3 = (long)n;
    t4 = (unsigned long)a;
    t5 = (unsigned long)c;
    if ((t3 >= 8L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -8L;
        t7 = _mm256_set1_epi32((int)b);
        t8 = _mm256_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = (long)(int)((long)0 + t2);
            t12 = _mm256_loadu_si256((const __m256i *)(c + t11));
            t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32((int)0));
            t14 = t10;
            t15 = _mm256_set1_epi32((int)3);
            t16 = _mm256_mullo_epi32(t14, t15);
            t17 = t16;
            t18 = t17;
            t19 = t7;
            t20 = _mm256_add_epi32(t18, t19);
            t21 = t20;
            t22 = _mm256_ternarylogic_epi32(t13, _mm256_set1_epi32((int)10), _mm256_set1_epi32((int)1), 0xCA);
            t23 = (__m256i)((vcc_v8_int)t21 % (vcc_v8_int)t22);
            _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t11 * 4UL), _mm256_movepi32_mask(t13), t23);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
        } while (t2 < t6);
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t24 = (long)i;
        if (c[t24] > 0) {
            a[t24] = (i * 3 + b) % 10;
        }
    }
}

/* Not a running remainder: the modulus is not a constant. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mod_var(int n, int *a, int b, int m) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    int i;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t5 = _mm256_set1_epi32((int)b);
        t6 = _mm256_set1_epi32((int)m);
        t7 = _mm256_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t9 = t1;
            t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)3));
            t11 = _mm256_add_epi32(t10, t5);
            t12 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)t6);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t2)), t12);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
        } while (t2 < t4);
        i = (int)((long)0 + t4);
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
    __m256i t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    int i;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t5 = _mm256_set1_epi32((int)b);
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = _mm256_add_epi32(t8, t5);
            t10 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32((int)4));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t2)), t10);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
        } while (t2 < t4);
        i = (int)((long)0 + t4);
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
    __m256i t20;
    __m256i t21;
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
            if (t13 >= 32L) {
                t14 = t13 & -32L;
                t1 = 0L;
                do {
                    _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t1)), _mm256_set1_epi32((int)-1));
                    _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t1 + 8L))), _mm256_set1_epi32((int)-1));
                    _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t1 + 16L))), _mm256_set1_epi32((int)-1));
                    _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t1 + 24L))), _mm256_set1_epi32((int)-1));
                    t1 += 32L;
                } while (t1 < t14);
                t15 = (int)((long)0 + t14);
            } else {
                t15 = 0;
            }
            t16 = (long)n + (long)t15 * -1L;
            if (t16 >= 8L) {
                t17 = t16 & -8L;
                t2 = 0L;
                do {
                    _mm256_storeu_si256((__m256i *)(a + (int)((long)t15 + t2)), _mm256_set1_epi32((int)-1));
                    t2 += 8L;
                } while (t2 < t17);
                t18 = (int)((long)t15 + t17);
            } else {
                t18 = t15;
            }
            t19 = (long)n + (long)t18 * -1L;
            if ((t19 >= 1L) & (t19 <= 8L)) {
                t20 = _mm256_set1_epi32((int)(int)t19);
                t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t22 = 0L;
                _mm256_mask_storeu_epi32(a + (int)((long)t18 + t22), _mm256_movepi32_mask(t21), _mm256_set1_epi32((int)-1));
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
