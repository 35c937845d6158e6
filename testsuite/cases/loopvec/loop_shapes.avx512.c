/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void count_down_store(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
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
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    long t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int t37;
    long t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    int t48;
    long t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    long t54;
    __m256i t55;
    long t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    int i;
    int t66;
    long t67;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm256_set1_epi32((int)n);
        t9 = t8;
        t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = (long)((int)((long)n + t2 * -1L) - 1);
            t12 = _mm256_loadu_si256((const __m256i *)(b + t11 + -7));
            t13 = _mm256_permutevar8x32_epi32(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t14 = _mm256_add_epi32(t13, t10);
            t15 = _mm256_permutevar8x32_epi32(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t11 + -7), t15);
            t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-8));
            t17 = t16;
            t18 = (long)((int)((long)n + (t2 + 8L) * -1L) - 1);
            t19 = _mm256_loadu_si256((const __m256i *)(b + t18 + -7));
            t20 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t21 = _mm256_add_epi32(t20, t17);
            t22 = _mm256_permutevar8x32_epi32(t21, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t18 + -7), t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-16));
            t24 = t23;
            t25 = (long)((int)((long)n + (t2 + 16L) * -1L) - 1);
            t26 = _mm256_loadu_si256((const __m256i *)(b + t25 + -7));
            t27 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t28 = _mm256_add_epi32(t27, t24);
            t29 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t25 + -7), t29);
            t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-24));
            t31 = t30;
            t32 = (long)((int)((long)n + (t2 + 24L) * -1L) - 1);
            t33 = _mm256_loadu_si256((const __m256i *)(b + t32 + -7));
            t34 = _mm256_permutevar8x32_epi32(t33, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t35 = _mm256_add_epi32(t34, t31);
            t36 = _mm256_permutevar8x32_epi32(t35, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t32 + -7), t36);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-32));
        } while (t2 < t7);
        t37 = (int)((long)n + t7 * -1L);
    } else {
        t37 = n;
    }
    t38 = (long)t37;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t40 = _mm256_set1_epi32((int)t37);
        t41 = t40;
        t3 = _mm256_add_epi32(t41, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t4 = 0L;
        do {
            t42 = t3;
            t43 = (long)((int)((long)t37 + t4 * -1L) - 1);
            t44 = _mm256_loadu_si256((const __m256i *)(b + t43 + -7));
            t45 = _mm256_permutevar8x32_epi32(t44, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t46 = _mm256_add_epi32(t45, t42);
            t47 = _mm256_permutevar8x32_epi32(t46, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t43 + -7), t47);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)-8));
        } while (t4 < t39);
        t48 = (int)((long)t37 + t39 * -1L);
    } else {
        t48 = t37;
    }
    t49 = (long)t48;
    if ((t49 >= 1L) & (t49 <= 8L)) {
        t50 = _mm256_set1_epi32((int)(int)t49);
        t51 = _mm256_cmpgt_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t52 = _mm256_set1_epi32((int)t48);
        t53 = t52;
        t5 = _mm256_add_epi32(t53, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t54 = 0L;
        t55 = t5;
        t56 = (long)((int)((long)t48 + t54 * -1L) - 1);
        t57 = _mm256_permutevar8x32_epi32(t51, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t58 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t57), (const int *)((unsigned long)b + (unsigned long)t56 * 4UL - 28UL));
        t59 = _mm256_permutevar8x32_epi32(t58, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t60 = t59;
        t61 = t55;
        t62 = _mm256_add_epi32(t60, t61);
        t63 = t62;
        t64 = _mm256_permutevar8x32_epi32(t51, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t65 = _mm256_permutevar8x32_epi32(t63, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t56 * 4UL - 28UL), _mm256_movepi32_mask(t64), t65);
        i = (int)((long)t48 + t49 * -1L);
    } else {
        i = t48;
    }
    for (; i > 0; i = t66) {
        t66 = i - 1;
        t67 = (long)t66;
        a[t67] = b[t67] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    int t21;
    long t22;
    long t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int t28;
    long t29;
    __m256i t30;
    __m256i t31;
    long t32;
    long t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    int i;
    long t43;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
            t8 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t5), t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)3));
            t12 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t9), t12);
            t13 = (long)(int)((long)0 + (t1 + 16L));
            t14 = _mm256_loadu_si256((const __m256i *)(b + t13));
            t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)3));
            t16 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t13), t16);
            t17 = (long)(int)((long)0 + (t1 + 24L));
            t18 = _mm256_loadu_si256((const __m256i *)(b + t17));
            t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)3));
            t20 = _mm256_add_epi32(t19, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t17), t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t21 + t2);
            t25 = _mm256_loadu_si256((const __m256i *)(b + t24));
            t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32((int)3));
            t27 = _mm256_add_epi32(t26, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t24), t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        t30 = _mm256_set1_epi32((int)(int)t29);
        t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t32 = 0L;
        t33 = (long)(int)((long)t28 + t32);
        t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), b + t33);
        t35 = t34;
        t36 = _mm256_set1_epi32((int)3);
        t37 = _mm256_mullo_epi32(t35, t36);
        t38 = t37;
        t39 = t38;
        t40 = _mm256_set1_epi32((int)1);
        t41 = _mm256_add_epi32(t39, t40);
        t42 = t41;
        _mm256_mask_storeu_epi32(a + t33, _mm256_movepi32_mask(t31), t42);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    while (i < n) {
        t43 = (long)i;
        a[t43] = b[t43] * 3 + 1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    long t26;
    __m256i t27;
    __m256i t28;
    unsigned int t29;
    long t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    long t35;
    __m256i t36;
    __m256i t37;
    unsigned int t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    long t44;
    __m256i t45;
    long t46;
    __m256i t47;
    __m256i t48;
    unsigned int i;
    long t49;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm256_set1_epi32((int)0U);
        t9 = t8;
        t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = (long)(unsigned int)((long)0U + t2);
            t12 = _mm256_loadu_si256((const __m256i *)(b + t11));
            t13 = _mm256_add_epi32(t12, t10);
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t15 = t14;
            t16 = (long)(unsigned int)((long)0U + (t2 + 8L));
            t17 = _mm256_loadu_si256((const __m256i *)(b + t16));
            t18 = _mm256_add_epi32(t17, t15);
            _mm256_storeu_si256((__m256i *)(a + t16), t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t20 = t19;
            t21 = (long)(unsigned int)((long)0U + (t2 + 16L));
            t22 = _mm256_loadu_si256((const __m256i *)(b + t21));
            t23 = _mm256_add_epi32(t22, t20);
            _mm256_storeu_si256((__m256i *)(a + t21), t23);
            t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t25 = t24;
            t26 = (long)(unsigned int)((long)0U + (t2 + 24L));
            t27 = _mm256_loadu_si256((const __m256i *)(b + t26));
            t28 = _mm256_add_epi32(t27, t25);
            _mm256_storeu_si256((__m256i *)(a + t26), t28);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t7);
        t29 = (unsigned int)((long)0U + t7);
    } else {
        t29 = 0U;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = _mm256_set1_epi32((int)t29);
        t33 = t32;
        t3 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t34 = t3;
            t35 = (long)(unsigned int)((long)t29 + t4);
            t36 = _mm256_loadu_si256((const __m256i *)(b + t35));
            t37 = _mm256_add_epi32(t36, t34);
            _mm256_storeu_si256((__m256i *)(a + t35), t37);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t31);
        t38 = (unsigned int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        t40 = _mm256_set1_epi32((int)(int)t39);
        t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t42 = _mm256_set1_epi32((int)t38);
        t43 = t42;
        t5 = _mm256_add_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t44 = 0L;
        t45 = t5;
        t46 = (long)(unsigned int)((long)t38 + t44);
        t47 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), b + t46);
        t48 = _mm256_add_epi32(t47, t45);
        _mm256_mask_storeu_epi32(a + t46, _mm256_movepi32_mask(t41), t48);
        i = (unsigned int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        t49 = (long)i;
        a[t49] = b[t49] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void long_from_offset(long lo, long hi, long *restrict a) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    __m512i t8;
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
    long t21;
    long t22;
    long t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m512i t32;
    __m512i t33;
    long t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    long i;
    t6 = lo * -1L + hi;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm512_set1_epi64((long long)lo);
        t9 = t8;
        t1 = _mm512_add_epi64(t9, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = _mm512_mullo_epi64(t10, t10);
            _mm512_storeu_si512(a + (lo + t2), t11);
            t12 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)8LL));
            t13 = t12;
            t14 = _mm512_mullo_epi64(t13, t13);
            _mm512_storeu_si512(a + (lo + (t2 + 8L)), t14);
            t15 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)16LL));
            t16 = t15;
            t17 = _mm512_mullo_epi64(t16, t16);
            _mm512_storeu_si512(a + (lo + (t2 + 16L)), t17);
            t18 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            t19 = t18;
            t20 = _mm512_mullo_epi64(t19, t19);
            _mm512_storeu_si512(a + (lo + (t2 + 24L)), t20);
            t2 += 32L;
            t1 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)32LL));
        } while (t2 < t7);
        t21 = lo + t7;
    } else {
        t21 = lo;
    }
    t22 = hi + t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = _mm512_set1_epi64((long long)t21);
        t25 = t24;
        t3 = _mm512_add_epi64(t25, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t4 = 0L;
        do {
            t26 = t3;
            t27 = _mm512_mullo_epi64(t26, t26);
            _mm512_storeu_si512(a + (t21 + t4), t27);
            t4 += 8L;
            t3 = _mm512_add_epi64(t3, _mm512_set1_epi64((long long)8LL));
        } while (t4 < t23);
        t28 = t21 + t23;
    } else {
        t28 = t21;
    }
    t29 = hi + t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        t30 = _mm256_set1_epi32((int)(int)t29);
        t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t32 = _mm512_set1_epi64((long long)t28);
        t33 = t32;
        t5 = _mm512_add_epi64(t33, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        t34 = 0L;
        t35 = t5;
        t36 = t35;
        t37 = _mm512_mullo_epi64(t36, t36);
        t38 = t37;
        _mm512_mask_storeu_epi64(a + (t28 + t34), _mm256_movepi32_mask(t31), t38);
        i = t28 + t29;
    } else {
        i = t28;
    }
    for (; i < hi; i++) {
        a[i] = i * i;
    }
}

void step_two(int n, int *restrict a) {
    for (int i = 0; i < n; i += 2)
        a[i] = -a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long *la = new_array(n, 8);
        FILL(b, n, -1000, 2000);
        FILL(ub, n, 0, 100000);
        FILL(la, n, 0, 10);
        count_down_store(n, a, b);
        unsigned long long h1 = HASH(a, n);
        while_loop(n, a, b);
        unsigned long long h2 = HASH(a, n);
        step_two(n, a);
        unsigned_index((unsigned)n, ua, ub);
        long_from_offset(n / 3, n, la);
        printf("n=%d down=%llx while=%llx step2=%llx unsigned=%llx long=%llx\n", n, h1, h2, HASH(a, n), HASH(ua, n), HASH(la, n));
        free(a), free(b), free(ua), free(ub), free(la);
    }
    return 0;
}
