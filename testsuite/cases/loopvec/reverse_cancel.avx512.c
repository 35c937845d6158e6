/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 */
#include "harness.h"

/* Count-down loops whose loads and stores all run downwards: the lane reversals of the loads
   and of the stored value cancel, and the chain of lane-wise operations between them runs on
   the loads as they are (loopvec/reverse.rs). Each kernel checks one limit of that rewrite. */

/* A chain of arithmetic with a constant and a loop-invariant operand. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cancel_chain(int n, int k, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
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
    long t19;
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
    long t31;
    long t32;
    __m256i t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    int t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    long t45;
    long t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    int i;
    long t61;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t6 = _mm256_set1_epi32((int)k);
        t2 = 0L;
        do {
            t7 = (long)(int)((long)t1 + t2 * -1L);
            t8 = _mm256_loadu_si256((const __m256i *)(b + t7 + -7));
            t9 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t8);
            t10 = _mm256_loadu_si256((const __m256i *)(c + t7 + -7));
            t11 = _mm256_add_epi32(t9, t10);
            t12 = _mm256_xor_si256(t11, t6);
            _mm256_storeu_si256((__m256i *)(a + t7 + -7), t12);
            t13 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t14 = _mm256_loadu_si256((const __m256i *)(b + t13 + -7));
            t15 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t14);
            t16 = _mm256_loadu_si256((const __m256i *)(c + t13 + -7));
            t17 = _mm256_add_epi32(t15, t16);
            t18 = _mm256_xor_si256(t17, t6);
            _mm256_storeu_si256((__m256i *)(a + t13 + -7), t18);
            t19 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t20 = _mm256_loadu_si256((const __m256i *)(b + t19 + -7));
            t21 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t20);
            t22 = _mm256_loadu_si256((const __m256i *)(c + t19 + -7));
            t23 = _mm256_add_epi32(t21, t22);
            t24 = _mm256_xor_si256(t23, t6);
            _mm256_storeu_si256((__m256i *)(a + t19 + -7), t24);
            t25 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t26 = _mm256_loadu_si256((const __m256i *)(b + t25 + -7));
            t27 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t26);
            t28 = _mm256_loadu_si256((const __m256i *)(c + t25 + -7));
            t29 = _mm256_add_epi32(t27, t28);
            t30 = _mm256_xor_si256(t29, t6);
            _mm256_storeu_si256((__m256i *)(a + t25 + -7), t30);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t31 = (long)t1 + 1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = _mm256_set1_epi32((int)k);
        t3 = 0L;
        do {
            t34 = (long)(int)((long)t1 + t3 * -1L);
            t35 = _mm256_loadu_si256((const __m256i *)(b + t34 + -7));
            t36 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t35);
            t37 = _mm256_loadu_si256((const __m256i *)(c + t34 + -7));
            t38 = _mm256_add_epi32(t36, t37);
            t39 = _mm256_xor_si256(t38, t33);
            _mm256_storeu_si256((__m256i *)(a + t34 + -7), t39);
            t3 += 8L;
        } while (t3 < t32);
        t40 = (int)((long)t1 + t32 * -1L);
    } else {
        t40 = t1;
    }
    t41 = (long)t40 + 1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        t42 = _mm256_set1_epi32((int)(int)t41);
        t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t44 = _mm256_set1_epi32((int)k);
        t45 = 0L;
        t46 = (long)(int)((long)t40 + t45 * -1L);
        t47 = _mm256_permutevar8x32_epi32(t43, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t48 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t47), (const int *)((unsigned long)b + (unsigned long)t46 * 4UL - 28UL));
        t49 = _mm256_set1_epi32((int)3);
        t50 = t48;
        t51 = _mm256_mullo_epi32(t49, t50);
        t52 = t51;
        t53 = _mm256_permutevar8x32_epi32(t43, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t54 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t53), (const int *)((unsigned long)c + (unsigned long)t46 * 4UL - 28UL));
        t55 = t52;
        t56 = t54;
        t57 = _mm256_add_epi32(t55, t56);
        t58 = t57;
        t59 = _mm256_xor_si256(t58, t44);
        t60 = _mm256_permutevar8x32_epi32(t43, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t46 * 4UL - 28UL), _mm256_movepi32_mask(t60), t59);
        i = (int)((long)t40 + t41 * -1L);
    } else {
        i = t40;
    }
    for (; i >= 0; i--) {
        t61 = (long)i;
        a[t61] = (3 * b[t61] + c[t61]) ^ k;
    }
}

/* A condition: the masked store is a scatter of stride -1, which the cost model keeps scalar
   on avx2 and generic (see the remarks); on avx512 a masked store whose value and mask
   reversals both cancel. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cancel_masked(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m256 t7;
    __m256i t8;
    __m256 t9;
    __m256 t10;
    long t11;
    __m256 t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    long t16;
    __m256 t17;
    __m256i t18;
    __m256 t19;
    __m256 t20;
    long t21;
    __m256 t22;
    __m256i t23;
    __m256 t24;
    __m256 t25;
    long t26;
    long t27;
    long t28;
    __m256 t29;
    __m256i t30;
    __m256 t31;
    __m256 t32;
    int t33;
    long t34;
    __m256i t35;
    __m256i t36;
    long t37;
    long t38;
    __m256i t39;
    __m256 t40;
    __m256 t41;
    __m256i t42;
    __m256i t43;
    __m256 t44;
    __m256 t45;
    __m256i t46;
    int i;
    long t47;
    float t48;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm256_loadu_ps(b + t6 + -7);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t7, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t9 = _mm256_mul_ps(t7, _mm256_set1_ps(2.0f));
            t10 = _mm256_sub_ps(t9, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t6 * 4UL - 28UL), _mm256_movepi32_mask(t8), t10);
            t11 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t12 = _mm256_loadu_ps(b + t11 + -7);
            t13 = _mm256_castps_si256(_mm256_cmp_ps(t12, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t14 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
            t15 = _mm256_sub_ps(t14, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t11 * 4UL - 28UL), _mm256_movepi32_mask(t13), t15);
            t16 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t17 = _mm256_loadu_ps(b + t16 + -7);
            t18 = _mm256_castps_si256(_mm256_cmp_ps(t17, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t19 = _mm256_mul_ps(t17, _mm256_set1_ps(2.0f));
            t20 = _mm256_sub_ps(t19, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t16 * 4UL - 28UL), _mm256_movepi32_mask(t18), t20);
            t21 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t22 = _mm256_loadu_ps(b + t21 + -7);
            t23 = _mm256_castps_si256(_mm256_cmp_ps(t22, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t24 = _mm256_mul_ps(t22, _mm256_set1_ps(2.0f));
            t25 = _mm256_sub_ps(t24, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t21 * 4UL - 28UL), _mm256_movepi32_mask(t23), t25);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t26 = (long)t1 + 1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t3 = 0L;
        do {
            t28 = (long)(int)((long)t1 + t3 * -1L);
            t29 = _mm256_loadu_ps(b + t28 + -7);
            t30 = _mm256_castps_si256(_mm256_cmp_ps(t29, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t31 = _mm256_mul_ps(t29, _mm256_set1_ps(2.0f));
            t32 = _mm256_sub_ps(t31, _mm256_set1_ps(1.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t28 * 4UL - 28UL), _mm256_movepi32_mask(t30), t32);
            t3 += 8L;
        } while (t3 < t27);
        t33 = (int)((long)t1 + t27 * -1L);
    } else {
        t33 = t1;
    }
    t34 = (long)t33 + 1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        t35 = _mm256_set1_epi32((int)(int)t34);
        t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t37 = 0L;
        t38 = (long)(int)((long)t33 + t37 * -1L);
        t39 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t40 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t39), (const float *)((unsigned long)b + (unsigned long)t38 * 4UL - 28UL));
        t41 = _mm256_permutevar8x32_ps(t40, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t42 = _mm256_castps_si256(_mm256_cmp_ps(t41, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        t43 = _mm256_and_si256(t36, t42);
        t44 = _mm256_mul_ps(t40, _mm256_set1_ps(2.0f));
        t45 = _mm256_sub_ps(t44, _mm256_set1_ps(1.0f));
        t46 = _mm256_permutevar8x32_epi32(t43, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t38 * 4UL - 28UL), _mm256_movepi32_mask(t46), t45);
        i = (int)((long)t33 + t34 * -1L);
    } else {
        i = t33;
    }
    for (; i >= 0; i--) {
        t47 = (long)i;
        t48 = b[t47];
        if (t48 > 0.0f) {
            a[t47] = t48 * 2.0f - 1.0f;
        }
    }
}

/* Narrow lanes: bytes widened, added and narrowed again. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cancel_bytes(int n, unsigned char *restrict a, const unsigned char *restrict b, const unsigned char *restrict c) {
    vcc_no_contract_body
    int i;
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
    long t11;
    i = n - 1;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)i + t1 * -1L);
            t5 = _mm256_loadu_si256((const __m256i *)(b + t4 + -31));
            t6 = _mm256_loadu_si256((const __m256i *)(c + t4 + -31));
            t7 = t5;
            t8 = t6;
            t9 = _mm256_avg_epu8(t7, t8);
            t10 = t9;
            _mm256_storeu_si256((__m256i *)(a + t4 + -31), t10);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)i + t3 * -1L);
    }
    for (; i >= 0; i--) {
        t11 = (long)i;
        a[t11] = (unsigned char)(((int)b[t11] + (int)c[t11] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int keep_last(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    int last;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    long t21;
    long t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int i;
    long t28;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm256_loadu_si256((const __m256i *)(b + t6 + -7));
            t8 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)7));
            _mm256_storeu_si256((__m256i *)(a + t6 + -7), t8);
            t9 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t10 = _mm256_loadu_si256((const __m256i *)(b + t9 + -7));
            t11 = _mm256_add_epi32(t10, _mm256_set1_epi32((int)7));
            _mm256_storeu_si256((__m256i *)(a + t9 + -7), t11);
            t12 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t13 = _mm256_loadu_si256((const __m256i *)(b + t12 + -7));
            t14 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)7));
            _mm256_storeu_si256((__m256i *)(a + t12 + -7), t14);
            t15 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t16 = _mm256_loadu_si256((const __m256i *)(b + t15 + -7));
            t17 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t18 = _mm256_add_epi32(t17, _mm256_set1_epi32((int)7));
            t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t15 + -7), t19);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
        t20 = ((vcc_v8_int)t18)[7];
    } else {
        t20 = -1;
    }
    t21 = (long)t1 + 1L;
    if (t21 >= 8L) {
        t22 = t21 & -8L;
        t3 = 0L;
        do {
            t23 = (long)(int)((long)t1 + t3 * -1L);
            t24 = _mm256_loadu_si256((const __m256i *)(b + t23 + -7));
            t25 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t26 = _mm256_add_epi32(t25, _mm256_set1_epi32((int)7));
            t27 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t23 + -7), t27);
            t3 += 8L;
        } while (t3 < t22);
        i = (int)((long)t1 + t22 * -1L);
        last = ((vcc_v8_int)t26)[7];
    } else {
        i = t1;
        last = t20;
    }
    for (; i >= 0; i--) {
        t28 = (long)i;
        last = b[t28] + 7;
        a[t28] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_mixed(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    int t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    int t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    int t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    int t21;
    long t22;
    long t23;
    int t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = _mm256_loadu_pd(b + (n - 1 - t5) + -3);
            t7 = _mm256_permute4x64_pd(t6, 0x1b);
            t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t5, t8);
            t9 = (int)((long)0 + (t1 + 4L));
            t10 = _mm256_loadu_pd(b + (n - 1 - t9) + -3);
            t11 = _mm256_permute4x64_pd(t10, 0x1b);
            t12 = _mm256_mul_pd(t11, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t9, t12);
            t13 = (int)((long)0 + (t1 + 8L));
            t14 = _mm256_loadu_pd(b + (n - 1 - t13) + -3);
            t15 = _mm256_permute4x64_pd(t14, 0x1b);
            t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t13, t16);
            t17 = (int)((long)0 + (t1 + 12L));
            t18 = _mm256_loadu_pd(b + (n - 1 - t17) + -3);
            t19 = _mm256_permute4x64_pd(t18, 0x1b);
            t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t17, t20);
            t1 += 16L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t2 = 0L;
        do {
            t24 = (int)((long)t21 + t2);
            t25 = _mm256_loadu_pd(b + (n - 1 - t24) + -3);
            t26 = _mm256_permute4x64_pd(t25, 0x1b);
            t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] * 0.25;
    }
}

/* The induction as a value: its vector runs down, lane by lane as the reversed store needs. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void keep_iota(int n, long long *restrict a, const long long *restrict b) {
    vcc_no_contract_body
    int t1;
    __m128i t2;
    long t3;
    __m128i t4;
    long t5;
    long t6;
    long t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m128i t17;
    __m128i t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m128i t25;
    __m128i t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m128i t33;
    __m128i t34;
    long t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    long t41;
    long t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    long t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    int i;
    long t52;
    t1 = n - 1;
    t6 = (long)n;
    if (t6 >= 16L) {
        t7 = t6 & -16L;
        t8 = _mm_set1_epi32((int)t1);
        t9 = t8;
        t2 = _mm_add_epi32(t9, _mm_setr_epi32(0, -1, -2, -3));
        t3 = 0L;
        do {
            t10 = t2;
            t11 = (long)(int)((long)t1 + t3 * -1L);
            t12 = _mm256_loadu_si256((const __m256i *)(b + t11 + -3));
            t13 = _mm256_permute4x64_epi64(t12, 0x1b);
            t14 = _mm256_cvtepi32_epi64(t10);
            t15 = _mm256_add_epi64(t13, t14);
            t16 = _mm256_permute4x64_epi64(t15, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t11 + -3), t16);
            t17 = _mm_add_epi32(t2, _mm_set1_epi32((int)-4));
            t18 = t17;
            t19 = (long)(int)((long)t1 + (t3 + 4L) * -1L);
            t20 = _mm256_loadu_si256((const __m256i *)(b + t19 + -3));
            t21 = _mm256_permute4x64_epi64(t20, 0x1b);
            t22 = _mm256_cvtepi32_epi64(t18);
            t23 = _mm256_add_epi64(t21, t22);
            t24 = _mm256_permute4x64_epi64(t23, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t19 + -3), t24);
            t25 = _mm_add_epi32(t2, _mm_set1_epi32((int)-8));
            t26 = t25;
            t27 = (long)(int)((long)t1 + (t3 + 8L) * -1L);
            t28 = _mm256_loadu_si256((const __m256i *)(b + t27 + -3));
            t29 = _mm256_permute4x64_epi64(t28, 0x1b);
            t30 = _mm256_cvtepi32_epi64(t26);
            t31 = _mm256_add_epi64(t29, t30);
            t32 = _mm256_permute4x64_epi64(t31, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t27 + -3), t32);
            t33 = _mm_add_epi32(t2, _mm_set1_epi32((int)-12));
            t34 = t33;
            t35 = (long)(int)((long)t1 + (t3 + 12L) * -1L);
            t36 = _mm256_loadu_si256((const __m256i *)(b + t35 + -3));
            t37 = _mm256_permute4x64_epi64(t36, 0x1b);
            t38 = _mm256_cvtepi32_epi64(t34);
            t39 = _mm256_add_epi64(t37, t38);
            t40 = _mm256_permute4x64_epi64(t39, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t35 + -3), t40);
            t3 += 16L;
            t2 = _mm_add_epi32(t2, _mm_set1_epi32((int)-16));
        } while (t3 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    t41 = (long)t1 + 1L;
    if (t41 >= 4L) {
        t42 = t41 & -4L;
        t43 = _mm_set1_epi32((int)t1);
        t44 = t43;
        t4 = _mm_add_epi32(t44, _mm_setr_epi32(0, -1, -2, -3));
        t5 = 0L;
        do {
            t45 = t4;
            t46 = (long)(int)((long)t1 + t5 * -1L);
            t47 = _mm256_loadu_si256((const __m256i *)(b + t46 + -3));
            t48 = _mm256_permute4x64_epi64(t47, 0x1b);
            t49 = _mm256_cvtepi32_epi64(t45);
            t50 = _mm256_add_epi64(t48, t49);
            t51 = _mm256_permute4x64_epi64(t50, 0x1b);
            _mm256_storeu_si256((__m256i *)(a + t46 + -3), t51);
            t5 += 4L;
            t4 = _mm_add_epi32(t4, _mm_set1_epi32((int)-4));
        } while (t5 < t42);
        i = (int)((long)t1 + t42 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        t52 = (long)i;
        a[t52] = b[t52] + (long long)i;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4), *i3 = new_array(n, 4), *i4 = new_array(n, 4);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        unsigned char *u1 = new_array(n, 1), *u2 = new_array(n, 1), *u3 = new_array(n, 1);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        FILL(i2, n, -100000, 200000);
        FILL(i3, n, -100000, 200000);
        FILL(f1, n, -5, 10);
        FILL(f2, n, -1000, 2000);
        FILL(u2, n, 0, 256);
        FILL(u3, n, 0, 256);
        FILL(d2, n, -1000, 2000);
        FILL(l2, n, -100000, 200000);
        cancel_chain(n, 0x55aa, i1, i2, i3);
        cancel_masked(n, f1, f2);
        cancel_bytes(n, u1, u2, u3);
        int last = keep_last(n, i4, i2);
        keep_mixed(n, d1, d2);
        keep_iota(n, l1, l2);
        printf("n=%d %llx %llx %llx %llx last=%d %llx %llx\n", n, HASH(i1, n), HASH(f1, n), HASH(u1, n), HASH(i4, n), last,
               HASH(d1, n), HASH(l1, n));
        free(i1), free(i2), free(i3), free(i4), free(f1), free(f2), free(u1), free(u2), free(u3);
        free(d1), free(d2), free(l1), free(l2);
    }
    return 0;
}
