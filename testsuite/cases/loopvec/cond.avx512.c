/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_positive(int n, int *restrict b, const int *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m256i t21;
    __m256i t22;
    int t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i;
    long t32;
    int t33;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t7), t6);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t8));
            t10 = _mm256_cmpgt_epi32(t9, _mm256_set1_epi32((int)0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t8 * 4UL), _mm256_movepi32_mask(t10), t9);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32((int)0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t11 * 4UL), _mm256_movepi32_mask(t13), t12);
            t14 = (long)(int)((long)0 + (t1 + 24L));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            t16 = _mm256_cmpgt_epi32(t15, _mm256_set1_epi32((int)0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t14 * 4UL), _mm256_movepi32_mask(t16), t15);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            t22 = _mm256_cmpgt_epi32(t21, _mm256_set1_epi32((int)0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t20 * 4UL), _mm256_movepi32_mask(t22), t21);
            t2 += 8L;
        } while (t2 < t19);
        t23 = (int)((long)t17 + t19);
    } else {
        t23 = t17;
    }
    t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        t25 = _mm256_set1_epi32((int)(int)t24);
        t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27);
        t29 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + t28);
        t30 = _mm256_cmpgt_epi32(t29, _mm256_set1_epi32((int)0));
        t31 = _mm256_and_si256(t26, t30);
        _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t28 * 4UL), _mm256_movepi32_mask(t31), t29);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t32 = (long)i;
        t33 = a[t32];
        if (t33 > 0) {
            b[t32] = t33;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int t22;
    long t23;
    long t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    int t29;
    long t30;
    __m256i t31;
    __m256i t32;
    long t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    int i;
    long t41;
    int *t42;
    int t43;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t8 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t9 = _mm256_max_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(c + t6), t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t12 = _mm256_loadu_si256((const __m256i *)(b + t10));
            t13 = _mm256_max_epi32(t11, t12);
            _mm256_storeu_si256((__m256i *)(c + t10), t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            t17 = _mm256_max_epi32(t15, t16);
            _mm256_storeu_si256((__m256i *)(c + t14), t17);
            t18 = (long)(int)((long)0 + (t1 + 24L));
            t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
            t21 = _mm256_max_epi32(t19, t20);
            _mm256_storeu_si256((__m256i *)(c + t18), t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)((long)0 + t5);
    } else {
        t22 = 0;
    }
    t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t2 = 0L;
        do {
            t25 = (long)(int)((long)t22 + t2);
            t26 = _mm256_loadu_si256((const __m256i *)(a + t25));
            t27 = _mm256_loadu_si256((const __m256i *)(b + t25));
            t28 = _mm256_max_epi32(t26, t27);
            _mm256_storeu_si256((__m256i *)(c + t25), t28);
            t2 += 8L;
        } while (t2 < t24);
        t29 = (int)((long)t22 + t24);
    } else {
        t29 = t22;
    }
    t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        t31 = _mm256_set1_epi32((int)(int)t30);
        t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t33 = 0L;
        t34 = (long)(int)((long)t29 + t33);
        t35 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), a + t34);
        t36 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), b + t34);
        t37 = _mm256_cmpgt_epi32(t35, t36);
        t38 = (__m256i)~(vcc_m8)t37;
        t39 = _mm256_and_si256(t32, t38);
        t40 = _mm256_ternarylogic_epi32(t39, t36, t35, 0xCA);
        _mm256_mask_storeu_epi32(c + t34, _mm256_movepi32_mask(t32), t40);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t41 = (long)i;
        t42 = c + t41;
        t3 = a[t41];
        t43 = b[t41];
        if (t3 <= t43) {
            t3 = t43;
        }
        *t42 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_even(int n, int *restrict c, const int *restrict a) {
    vcc_no_contract_body
    long t1;
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
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int i;
    long t16;
    int t17;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_and_si256(t5, _mm256_set1_epi32((int)1));
            t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t8 = _mm256_ternarylogic_epi32(t7, _mm256_set1_epi32((int)1), _mm256_set1_epi32((int)2), 0xCA);
            t9 = (__m256i)((vcc_v8_int)t5 / (vcc_v8_int)t8);
            t10 = t5;
            t11 = _mm256_set1_epi32((int)3);
            t12 = _mm256_mullo_epi32(t10, t11);
            t13 = t12;
            t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t15 = _mm256_ternarylogic_epi32(t14, t13, t9, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t4), t15);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t16 = (long)i;
        t17 = a[t16];
        if (t17 & 1) {
            c[t16] = t17 * 3;
        } else {
            c[t16] = t17 / 2;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_above(int n, const int *a, int t) {
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    long t8;
    long t9;
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
    int t30;
    int t31;
    long t32;
    long t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    int t39;
    int t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    long t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    int i;
    int s;
    int t54;
    int s_1;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t10 = _mm256_set1_epi32((int)t);
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        do {
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t1)));
            t12 = _mm256_cmpgt_epi32(t11, t10);
            t13 = t11;
            t14 = _mm256_add_epi32(t2, t13);
            t2 = _mm256_ternarylogic_epi32(t12, t14, t2, 0xCA);
            t15 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t16 = _mm256_cmpgt_epi32(t15, t10);
            t17 = t15;
            t18 = _mm256_add_epi32(t3, t17);
            t3 = _mm256_ternarylogic_epi32(t16, t18, t3, 0xCA);
            t19 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t20 = _mm256_cmpgt_epi32(t19, t10);
            t21 = t19;
            t22 = _mm256_add_epi32(t4, t21);
            t4 = _mm256_ternarylogic_epi32(t20, t22, t4, 0xCA);
            t23 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t24 = _mm256_cmpgt_epi32(t23, t10);
            t25 = t23;
            t26 = _mm256_add_epi32(t5, t25);
            t5 = _mm256_ternarylogic_epi32(t24, t26, t5, 0xCA);
            t1 += 32L;
        } while (t1 < t9);
        t27 = _mm256_add_epi32(t2, t3);
        t28 = _mm256_add_epi32(t27, t4);
        t29 = _mm256_add_epi32(t28, t5);
        t30 = (int)((long)0 + t9);
        t31 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t29));
    } else {
        t30 = 0;
        t31 = 0;
    }
    t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = _mm256_set1_epi32((int)t);
        t6 = 0L;
        t7 = _mm256_set1_epi32((int)0);
        do {
            t35 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t30 + t6)));
            t36 = _mm256_cmpgt_epi32(t35, t34);
            t37 = t35;
            t38 = _mm256_add_epi32(t7, t37);
            t7 = _mm256_ternarylogic_epi32(t36, t38, t7, 0xCA);
            t6 += 8L;
        } while (t6 < t33);
        t39 = (int)((long)t30 + t33);
        t40 = (int)((unsigned int)t31 + vcc_avx2_sum_epi32(t7));
    } else {
        t39 = t30;
        t40 = t31;
    }
    t41 = (long)n + (long)t39 * -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        t42 = _mm256_set1_epi32((int)(int)t41);
        t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t44 = _mm256_set1_epi32((int)t);
        t45 = 0L;
        t46 = _mm256_set1_epi32((int)0);
        t47 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t43), a + (int)((long)t39 + t45));
        t48 = _mm256_cmpgt_epi32(t47, t44);
        t49 = _mm256_and_si256(t43, t48);
        t50 = t47;
        t51 = _mm256_add_epi32(t46, t50);
        t52 = _mm256_ternarylogic_epi32(t49, t51, t46, 0xCA);
        t53 = _mm256_ternarylogic_epi32(t43, t52, t46, 0xCA);
        i = (int)((long)t39 + t41);
        s = (int)((unsigned int)t40 + vcc_avx2_sum_epi32(t53));
    } else {
        i = t39;
        s = t40;
    }
    for (; i < n; i++, s = s_1) {
        t54 = a[i];
        if (t54 > t) {
            s_1 = s + t54;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void nested(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256i t7;
    __m256i t8;
    __m256 t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256i t14;
    long t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    __m256 t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    __m256i t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256 t29;
    __m256i t30;
    __m256i t31;
    __m256 t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256 t36;
    __m256i t37;
    int t38;
    long t39;
    __m256i t40;
    __m256i t41;
    long t42;
    long t43;
    __m256 t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256 t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256 t53;
    __m256i t54;
    int i;
    long t55;
    float t56;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_ps(a + t5);
            t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t8 = (__m256i)~(vcc_m8)t7;
            t9 = _mm256_xor_ps(t6, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t8), t9);
            t10 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            t11 = (__m256i)~(vcc_m8)t10;
            t12 = _mm256_and_si256(t7, t11);
            t13 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t12), t13);
            t14 = _mm256_and_si256(t7, t10);
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t14), _mm256_set1_ps(100.0f));
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = _mm256_loadu_ps(a + t15);
            t17 = _mm256_castps_si256(_mm256_cmp_ps(t16, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t18 = (__m256i)~(vcc_m8)t17;
            t19 = _mm256_xor_ps(t16, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), _mm256_movepi32_mask(t18), t19);
            t20 = _mm256_castps_si256(_mm256_cmp_ps(t16, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            t21 = (__m256i)~(vcc_m8)t20;
            t22 = _mm256_and_si256(t17, t21);
            t23 = _mm256_mul_ps(t16, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), _mm256_movepi32_mask(t22), t23);
            t24 = _mm256_and_si256(t17, t20);
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), _mm256_movepi32_mask(t24), _mm256_set1_ps(100.0f));
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm256_loadu_ps(a + t28);
            t30 = _mm256_castps_si256(_mm256_cmp_ps(t29, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t31 = (__m256i)~(vcc_m8)t30;
            t32 = _mm256_xor_ps(t29, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), _mm256_movepi32_mask(t31), t32);
            t33 = _mm256_castps_si256(_mm256_cmp_ps(t29, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            t34 = (__m256i)~(vcc_m8)t33;
            t35 = _mm256_and_si256(t30, t34);
            t36 = _mm256_mul_ps(t29, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), _mm256_movepi32_mask(t35), t36);
            t37 = _mm256_and_si256(t30, t33);
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), _mm256_movepi32_mask(t37), _mm256_set1_ps(100.0f));
            t2 += 8L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        t40 = _mm256_set1_epi32((int)(int)t39);
        t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t42 = 0L;
        t43 = (long)(int)((long)t38 + t42);
        t44 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), a + t43);
        t45 = _mm256_castps_si256(_mm256_cmp_ps(t44, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        t46 = (__m256i)~(vcc_m8)t45;
        t47 = _mm256_and_si256(t41, t46);
        t48 = _mm256_xor_ps(t44, _mm256_set1_ps(-0.0f));
        _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t43 * 4UL), _mm256_movepi32_mask(t47), t48);
        t49 = _mm256_and_si256(t41, t45);
        t50 = _mm256_castps_si256(_mm256_cmp_ps(t44, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
        t51 = (__m256i)~(vcc_m8)t50;
        t52 = _mm256_and_si256(t49, t51);
        t53 = _mm256_mul_ps(t44, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t43 * 4UL), _mm256_movepi32_mask(t52), t53);
        t54 = _mm256_and_si256(t49, t50);
        _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t43 * 4UL), _mm256_movepi32_mask(t54), _mm256_set1_ps(100.0f));
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        t55 = (long)i;
        t56 = a[t55];
        if (t56 > 0.0f) {
            if (t56 > 100.0f) {
                c[t55] = 100.0f;
            } else {
                c[t55] = t56 * 2.0f;
            }
        } else {
            c[t55] = -t56;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
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
    __m256i t11;
    __m256i t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    long t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    long t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    int t46;
    long t47;
    long t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    long t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    int t60;
    long t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    long t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    long t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    int i;
    long t77;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm256_set1_epi32((int)k);
        t9 = _mm256_set1_epi32((int)0);
        t10 = t9;
        t1 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t11 = t1;
            t12 = _mm256_cmpgt_epi32(t8, t11);
            t13 = (long)(int)((long)0 + t2);
            t14 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t12), (const int *)((unsigned long)b + (unsigned long)t13 * 4UL));
            t15 = t14;
            t16 = _mm256_set1_epi32((int)1);
            t17 = _mm256_add_epi32(t15, t16);
            t18 = t17;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t13 * 4UL), _mm256_movepi32_mask(t12), t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t20 = t19;
            t21 = _mm256_cmpgt_epi32(t8, t20);
            t22 = (long)(int)((long)0 + (t2 + 8L));
            t23 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), (const int *)((unsigned long)b + (unsigned long)t22 * 4UL));
            t24 = t23;
            t25 = _mm256_set1_epi32((int)1);
            t26 = _mm256_add_epi32(t24, t25);
            t27 = t26;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t22 * 4UL), _mm256_movepi32_mask(t21), t27);
            t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t29 = t28;
            t30 = _mm256_cmpgt_epi32(t8, t29);
            t31 = (long)(int)((long)0 + (t2 + 16L));
            t32 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t30), (const int *)((unsigned long)b + (unsigned long)t31 * 4UL));
            t33 = t32;
            t34 = _mm256_set1_epi32((int)1);
            t35 = _mm256_add_epi32(t33, t34);
            t36 = t35;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t31 * 4UL), _mm256_movepi32_mask(t30), t36);
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t38 = t37;
            t39 = _mm256_cmpgt_epi32(t8, t38);
            t40 = (long)(int)((long)0 + (t2 + 24L));
            t41 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t39), (const int *)((unsigned long)b + (unsigned long)t40 * 4UL));
            t42 = t41;
            t43 = _mm256_set1_epi32((int)1);
            t44 = _mm256_add_epi32(t42, t43);
            t45 = t44;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t40 * 4UL), _mm256_movepi32_mask(t39), t45);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t7);
        t46 = (int)((long)0 + t7);
    } else {
        t46 = 0;
    }
    t47 = (long)n + (long)t46 * -1L;
    if (t47 >= 8L) {
        t48 = t47 & -8L;
        t49 = _mm256_set1_epi32((int)k);
        t50 = _mm256_set1_epi32((int)t46);
        t51 = t50;
        t3 = _mm256_add_epi32(t51, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t52 = t3;
            t53 = _mm256_cmpgt_epi32(t49, t52);
            t54 = (long)(int)((long)t46 + t4);
            t55 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t53), (const int *)((unsigned long)b + (unsigned long)t54 * 4UL));
            t56 = t55;
            t57 = _mm256_set1_epi32((int)1);
            t58 = _mm256_add_epi32(t56, t57);
            t59 = t58;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t54 * 4UL), _mm256_movepi32_mask(t53), t59);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t48);
        t60 = (int)((long)t46 + t48);
    } else {
        t60 = t46;
    }
    t61 = (long)n + (long)t60 * -1L;
    if ((t61 >= 1L) & (t61 <= 8L)) {
        t62 = _mm256_set1_epi32((int)(int)t61);
        t63 = _mm256_cmpgt_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t64 = _mm256_set1_epi32((int)k);
        t65 = _mm256_set1_epi32((int)t60);
        t66 = t65;
        t5 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t67 = 0L;
        t68 = t5;
        t69 = _mm256_cmpgt_epi32(t64, t68);
        t70 = _mm256_and_si256(t63, t69);
        t71 = (long)(int)((long)t60 + t67);
        t72 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t70), (const int *)((unsigned long)b + (unsigned long)t71 * 4UL));
        t73 = t72;
        t74 = _mm256_set1_epi32((int)1);
        t75 = _mm256_add_epi32(t73, t74);
        t76 = t75;
        _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t71 * 4UL), _mm256_movepi32_mask(t70), t76);
        i = (int)((long)t60 + t61);
    } else {
        i = t60;
    }
    for (; i < n; i++) {
        if (i < k) {
            t77 = (long)i;
            c[t77] = b[t77] + 1;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
