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

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t62;
    int t80;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi32((int)t);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t8 = _mm256_cmpgt_epi32(t7, t5);
            __m256i t9 = (__m256i)~(vcc_m8)t8;
            __m256i t10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), (const int *)((unsigned long)c + (unsigned long)t6 * 4UL));
            __m256i t11 = t10;
            __m256i t12 = _mm256_set1_epi32(1);
            __m256i t13 = _mm256_add_epi32(t11, t12);
            __m256i t14 = t13;
            __m256i t15 = _mm256_set1_epi32(2);
            __m256i t16 = t7;
            __m256i t17 = _mm256_mullo_epi32(t15, t16);
            __m256i t18 = t17;
            __m256i t19 = _mm256_ternarylogic_epi32(t8, t18, t14, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t6), t19);
            long t20 = (long)(int)(t1 + 8L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t22 = _mm256_cmpgt_epi32(t21, t5);
            __m256i t23 = (__m256i)~(vcc_m8)t22;
            __m256i t24 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), (const int *)((unsigned long)c + (unsigned long)t20 * 4UL));
            __m256i t25 = t24;
            __m256i t26 = _mm256_set1_epi32(1);
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = t27;
            __m256i t29 = _mm256_set1_epi32(2);
            __m256i t30 = t21;
            __m256i t31 = _mm256_mullo_epi32(t29, t30);
            __m256i t32 = t31;
            __m256i t33 = _mm256_ternarylogic_epi32(t22, t32, t28, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t20), t33);
            long t34 = (long)(int)(t1 + 16L);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(b + t34));
            __m256i t36 = _mm256_cmpgt_epi32(t35, t5);
            __m256i t37 = (__m256i)~(vcc_m8)t36;
            __m256i t38 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t37), (const int *)((unsigned long)c + (unsigned long)t34 * 4UL));
            __m256i t39 = t38;
            __m256i t40 = _mm256_set1_epi32(1);
            __m256i t41 = _mm256_add_epi32(t39, t40);
            __m256i t42 = t41;
            __m256i t43 = _mm256_set1_epi32(2);
            __m256i t44 = t35;
            __m256i t45 = _mm256_mullo_epi32(t43, t44);
            __m256i t46 = t45;
            __m256i t47 = _mm256_ternarylogic_epi32(t36, t46, t42, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t34), t47);
            long t48 = (long)(int)(t1 + 24L);
            __m256i t49 = _mm256_loadu_si256((const __m256i *)(b + t48));
            __m256i t50 = _mm256_cmpgt_epi32(t49, t5);
            __m256i t51 = (__m256i)~(vcc_m8)t50;
            __m256i t52 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t51), (const int *)((unsigned long)c + (unsigned long)t48 * 4UL));
            __m256i t53 = t52;
            __m256i t54 = _mm256_set1_epi32(1);
            __m256i t55 = _mm256_add_epi32(t53, t54);
            __m256i t56 = t55;
            __m256i t57 = _mm256_set1_epi32(2);
            __m256i t58 = t49;
            __m256i t59 = _mm256_mullo_epi32(t57, t58);
            __m256i t60 = t59;
            __m256i t61 = _mm256_ternarylogic_epi32(t50, t60, t56, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t48), t61);
            t1 += 32L;
        } while (t1 < t4);
        t62 = (int)t4;
    } else {
        t62 = 0;
    }
    long t63 = (long)n + (long)t62 * -1L;
    if (t63 >= 8L) {
        long t64 = t63 & -8L;
        __m256i t65 = _mm256_set1_epi32((int)t);
        long t2 = 0L;
        do {
            long t66 = (long)(int)((long)t62 + t2);
            __m256i t67 = _mm256_loadu_si256((const __m256i *)(b + t66));
            __m256i t68 = _mm256_cmpgt_epi32(t67, t65);
            __m256i t69 = (__m256i)~(vcc_m8)t68;
            __m256i t70 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t69), (const int *)((unsigned long)c + (unsigned long)t66 * 4UL));
            __m256i t71 = t70;
            __m256i t72 = _mm256_set1_epi32(1);
            __m256i t73 = _mm256_add_epi32(t71, t72);
            __m256i t74 = t73;
            __m256i t75 = _mm256_set1_epi32(2);
            __m256i t76 = t67;
            __m256i t77 = _mm256_mullo_epi32(t75, t76);
            __m256i t78 = t77;
            __m256i t79 = _mm256_ternarylogic_epi32(t68, t78, t74, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t66), t79);
            t2 += 8L;
        } while (t2 < t64);
        t80 = (int)((long)t62 + t64);
    } else {
        t80 = t62;
    }
    long t81 = (long)n + (long)t80 * -1L;
    if ((t81 >= 1L) & (t81 <= 8L)) {
        __m256i t82 = _mm256_set1_epi32((int)(int)t81);
        __m256i t83 = _mm256_cmpgt_epi32(t82, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t84 = _mm256_set1_epi32((int)t);
        long t85 = (long)(int)(long)t80;
        __m256i t86 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t83), b + t85);
        __m256i t87 = _mm256_cmpgt_epi32(t86, t84);
        __m256i t88 = (__m256i)~(vcc_m8)t87;
        __m256i t89 = _mm256_and_si256(t83, t88);
        __m256i t90 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t89), (const int *)((unsigned long)c + (unsigned long)t85 * 4UL));
        __m256i t91 = t90;
        __m256i t92 = _mm256_set1_epi32(1);
        __m256i t93 = _mm256_add_epi32(t91, t92);
        __m256i t94 = t93;
        __m256i t95 = _mm256_set1_epi32(2);
        __m256i t96 = t86;
        __m256i t97 = _mm256_mullo_epi32(t95, t96);
        __m256i t98 = t97;
        __m256i t99 = _mm256_ternarylogic_epi32(t87, t98, t94, 0xCA);
        _mm256_mask_storeu_epi32(a + t85, _mm256_movepi32_mask(t83), t99);
        i = (int)((long)t80 + t81);
    } else {
        i = t80;
    }
    for (; i < n; i++) {
        long t100 = (long)i;
        int t101 = b[t100];
        if (t101 > t) {
            a[t100] = 2 * t101;
        } else {
            a[t100] = c[t100] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    vcc_no_contract_body
    int t49;
    int t63;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            const float *t6 = b + t5;
            __m256 t7 = _mm256_loadu_ps(t6);
            __m256i t8 = _mm256_castps_si256(_mm256_cmp_ps(t7, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t9 = (__m256i)__builtin_convertvector((vcc_m8)t8 & 1, vcc_v8_int);
            __m256i t10 = (__m256i)(vcc_m8)((vcc_v8_int)t9 == (vcc_v8_int){0});
            __m256i t11 = (__m256i)~(vcc_m8)t10;
            _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t11), t7);
            __m256 t12 = _mm256_loadu_ps(t6);
            __m256 t13 = _mm256_xor_ps(t12, _mm256_set1_ps(-0.0f));
            __m256 t14 = _mm256_mul_ps(t7, _mm256_set1_ps(3.0f));
            __m256 t15 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t10), t13, t14);
            _mm256_storeu_ps(a + t5, t15);
            long t16 = (long)(int)(t1 + 8L);
            const float *t17 = b + t16;
            __m256 t18 = _mm256_loadu_ps(t17);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(t18, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t20 = (__m256i)__builtin_convertvector((vcc_m8)t19 & 1, vcc_v8_int);
            __m256i t21 = (__m256i)(vcc_m8)((vcc_v8_int)t20 == (vcc_v8_int){0});
            __m256i t22 = (__m256i)~(vcc_m8)t21;
            _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t16 * 4UL), _mm256_movepi32_mask(t22), t18);
            __m256 t23 = _mm256_loadu_ps(t17);
            __m256 t24 = _mm256_xor_ps(t23, _mm256_set1_ps(-0.0f));
            __m256 t25 = _mm256_mul_ps(t18, _mm256_set1_ps(3.0f));
            __m256 t26 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t21), t24, t25);
            _mm256_storeu_ps(a + t16, t26);
            long t27 = (long)(int)(t1 + 16L);
            const float *t28 = b + t27;
            __m256 t29 = _mm256_loadu_ps(t28);
            __m256i t30 = _mm256_castps_si256(_mm256_cmp_ps(t29, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t31 = (__m256i)__builtin_convertvector((vcc_m8)t30 & 1, vcc_v8_int);
            __m256i t32 = (__m256i)(vcc_m8)((vcc_v8_int)t31 == (vcc_v8_int){0});
            __m256i t33 = (__m256i)~(vcc_m8)t32;
            _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t27 * 4UL), _mm256_movepi32_mask(t33), t29);
            __m256 t34 = _mm256_loadu_ps(t28);
            __m256 t35 = _mm256_xor_ps(t34, _mm256_set1_ps(-0.0f));
            __m256 t36 = _mm256_mul_ps(t29, _mm256_set1_ps(3.0f));
            __m256 t37 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t32), t35, t36);
            _mm256_storeu_ps(a + t27, t37);
            long t38 = (long)(int)(t1 + 24L);
            const float *t39 = b + t38;
            __m256 t40 = _mm256_loadu_ps(t39);
            __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(t40, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t42 = (__m256i)__builtin_convertvector((vcc_m8)t41 & 1, vcc_v8_int);
            __m256i t43 = (__m256i)(vcc_m8)((vcc_v8_int)t42 == (vcc_v8_int){0});
            __m256i t44 = (__m256i)~(vcc_m8)t43;
            _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t38 * 4UL), _mm256_movepi32_mask(t44), t40);
            __m256 t45 = _mm256_loadu_ps(t39);
            __m256 t46 = _mm256_xor_ps(t45, _mm256_set1_ps(-0.0f));
            __m256 t47 = _mm256_mul_ps(t40, _mm256_set1_ps(3.0f));
            __m256 t48 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t43), t46, t47);
            _mm256_storeu_ps(a + t38, t48);
            t1 += 32L;
        } while (t1 < t4);
        t49 = (int)t4;
    } else {
        t49 = 0;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 8L) {
        long t51 = t50 & -8L;
        long t2 = 0L;
        do {
            long t52 = (long)(int)((long)t49 + t2);
            const float *t53 = b + t52;
            __m256 t54 = _mm256_loadu_ps(t53);
            __m256i t55 = _mm256_castps_si256(_mm256_cmp_ps(t54, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t56 = (__m256i)__builtin_convertvector((vcc_m8)t55 & 1, vcc_v8_int);
            __m256i t57 = (__m256i)(vcc_m8)((vcc_v8_int)t56 == (vcc_v8_int){0});
            __m256i t58 = (__m256i)~(vcc_m8)t57;
            _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t52 * 4UL), _mm256_movepi32_mask(t58), t54);
            __m256 t59 = _mm256_loadu_ps(t53);
            __m256 t60 = _mm256_xor_ps(t59, _mm256_set1_ps(-0.0f));
            __m256 t61 = _mm256_mul_ps(t54, _mm256_set1_ps(3.0f));
            __m256 t62 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t57), t60, t61);
            _mm256_storeu_ps(a + t52, t62);
            t2 += 8L;
        } while (t2 < t51);
        t63 = (int)((long)t49 + t51);
    } else {
        t63 = t49;
    }
    long t64 = (long)n + (long)t63 * -1L;
    if ((t64 >= 1L) & (t64 <= 8L)) {
        __m256i t65 = _mm256_set1_epi32((int)(int)t64);
        __m256i t66 = _mm256_cmpgt_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t67 = (long)(int)(long)t63;
        __m256 t68 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t66), b + t67);
        __m256i t69 = _mm256_castps_si256(_mm256_cmp_ps(t68, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
        __m256i t70 = (__m256i)__builtin_convertvector((vcc_m8)t69 & 1, vcc_v8_int);
        __m256i t71 = (__m256i)(vcc_m8)((vcc_v8_int)t70 == (vcc_v8_int){0});
        __m256i t72 = (__m256i)~(vcc_m8)t71;
        __m256i t73 = _mm256_and_si256(t66, t72);
        _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t67 * 4UL), _mm256_movepi32_mask(t73), t68);
        __m256 t74 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t73), (const float *)((unsigned long)b + (unsigned long)t67 * 4UL));
        __m256 t75 = _mm256_xor_ps(t74, _mm256_set1_ps(-0.0f));
        __m256 t76 = _mm256_mul_ps(t68, _mm256_set1_ps(3.0f));
        __m256 t77 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t71), t75, t76);
        _mm256_mask_storeu_ps(a + t67, _mm256_movepi32_mask(t66), t77);
        i = (int)((long)t63 + t64);
    } else {
        i = t63;
    }
    for (; i < n; i++) {
        long t78 = (long)i;
        const float *t79 = b + t78;
        float t80 = *t79;
        if (!(t80 < 0.5f)) {
            a[t78] = t80 * 3.0f;
        } else {
            d[t78] = t80;
            a[t78] = -*t79;
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void reads_between(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t53;
    int t68;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_and_si256(t6, _mm256_set1_epi32(1));
            __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t7, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t9 = (__m256i)~(vcc_m8)t8;
            __m256i t10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), (int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            __m256i t11 = t10;
            __m256i t12 = _mm256_set1_epi32(7);
            __m256i t13 = _mm256_add_epi32(t11, t12);
            __m256i t14 = t13;
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t7, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t16 = _mm256_ternarylogic_epi32(t15, t6, t14, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t5), t16);
            long t17 = (long)(int)(t1 + 8L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t19 = _mm256_and_si256(t18, _mm256_set1_epi32(1));
            __m256i t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t19, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t21 = (__m256i)~(vcc_m8)t20;
            __m256i t22 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), (int *)((unsigned long)a + (unsigned long)t17 * 4UL));
            __m256i t23 = t22;
            __m256i t24 = _mm256_set1_epi32(7);
            __m256i t25 = _mm256_add_epi32(t23, t24);
            __m256i t26 = t25;
            __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t19, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t28 = _mm256_ternarylogic_epi32(t27, t18, t26, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t17), t28);
            long t29 = (long)(int)(t1 + 16L);
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(b + t29));
            __m256i t31 = _mm256_and_si256(t30, _mm256_set1_epi32(1));
            __m256i t32 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t31, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t33 = (__m256i)~(vcc_m8)t32;
            __m256i t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), (int *)((unsigned long)a + (unsigned long)t29 * 4UL));
            __m256i t35 = t34;
            __m256i t36 = _mm256_set1_epi32(7);
            __m256i t37 = _mm256_add_epi32(t35, t36);
            __m256i t38 = t37;
            __m256i t39 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t31, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t40 = _mm256_ternarylogic_epi32(t39, t30, t38, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t29), t40);
            long t41 = (long)(int)(t1 + 24L);
            __m256i t42 = _mm256_loadu_si256((const __m256i *)(b + t41));
            __m256i t43 = _mm256_and_si256(t42, _mm256_set1_epi32(1));
            __m256i t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t43, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t45 = (__m256i)~(vcc_m8)t44;
            __m256i t46 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t45), (int *)((unsigned long)a + (unsigned long)t41 * 4UL));
            __m256i t47 = t46;
            __m256i t48 = _mm256_set1_epi32(7);
            __m256i t49 = _mm256_add_epi32(t47, t48);
            __m256i t50 = t49;
            __m256i t51 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t43, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t52 = _mm256_ternarylogic_epi32(t51, t42, t50, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t41), t52);
            t1 += 32L;
        } while (t1 < t4);
        t53 = (int)t4;
    } else {
        t53 = 0;
    }
    long t54 = (long)n + (long)t53 * -1L;
    if (t54 >= 8L) {
        long t55 = t54 & -8L;
        long t2 = 0L;
        do {
            long t56 = (long)(int)((long)t53 + t2);
            __m256i t57 = _mm256_loadu_si256((const __m256i *)(b + t56));
            __m256i t58 = _mm256_and_si256(t57, _mm256_set1_epi32(1));
            __m256i t59 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t58, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t60 = (__m256i)~(vcc_m8)t59;
            __m256i t61 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t60), (int *)((unsigned long)a + (unsigned long)t56 * 4UL));
            __m256i t62 = t61;
            __m256i t63 = _mm256_set1_epi32(7);
            __m256i t64 = _mm256_add_epi32(t62, t63);
            __m256i t65 = t64;
            __m256i t66 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t58, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t67 = _mm256_ternarylogic_epi32(t66, t57, t65, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t56), t67);
            t2 += 8L;
        } while (t2 < t55);
        t68 = (int)((long)t53 + t55);
    } else {
        t68 = t53;
    }
    long t69 = (long)n + (long)t68 * -1L;
    if ((t69 >= 1L) & (t69 <= 8L)) {
        __m256i t70 = _mm256_set1_epi32((int)(int)t69);
        __m256i t71 = _mm256_cmpgt_epi32(t70, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t72 = (long)(int)(long)t68;
        __m256i t73 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t71), b + t72);
        __m256i t74 = _mm256_and_si256(t73, _mm256_set1_epi32(1));
        __m256i t75 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t74, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t76 = (__m256i)~(vcc_m8)t75;
        __m256i t77 = _mm256_and_si256(t71, t76);
        __m256i t78 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t77), (int *)((unsigned long)a + (unsigned long)t72 * 4UL));
        __m256i t79 = t78;
        __m256i t80 = _mm256_set1_epi32(7);
        __m256i t81 = _mm256_add_epi32(t79, t80);
        __m256i t82 = t81;
        __m256i t83 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t74, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t84 = _mm256_ternarylogic_epi32(t83, t73, t82, 0xCA);
        _mm256_mask_storeu_epi32(a + t72, _mm256_movepi32_mask(t71), t84);
        i = (int)((long)t68 + t69);
    } else {
        i = t68;
    }
    for (; i < n; i++) {
        long t85 = (long)i;
        int t86 = b[t85];
        if (t86 & 1) {
            a[t85] = t86;
        } else {
            int *t87 = a + t85;
            *t87 = *t87 + 7;
        }
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more). */
void other_elements(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] > 0)
            a[2 * i] = b[i];
        else
            a[2 * i + 1] = -b[i];
    }
}

/* Not merged: the stores' blocks run under two conditions (not every lane stores). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void nested(int n, short *restrict a, const short *restrict b, int k) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        __m256i t4 = _mm256_set1_epi32((int)k);
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m256i t7 = _mm256_cvtepi16_epi32(t6);
            __m256i t8 = _mm256_cmpgt_epi32(t7, t4);
            __m256i t9 = _mm256_and_si256(t7, _mm256_set1_epi32(2));
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t11 = (__m256i)~(vcc_m8)t10;
            __m256i t12 = _mm256_and_si256(t8, t11);
            _mm_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t5 * 2UL), _mm256_movepi32_mask(t12), _mm_set1_epi16((short)2));
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t14 = _mm256_and_si256(t8, t13);
            _mm_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t5 * 2UL), _mm256_movepi32_mask(t14), _mm_set1_epi16((short)1));
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = (int)b[t15];
        if (t16 > k) {
            if (t16 & 2) {
                a[t15] = (short)1;
            } else {
                a[t15] = (short)2;
            }
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    int t35;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t7 = t6;
            __mmask16 t8 = _mm_cmp_epu8_mask(t7, _mm_set1_epi8((char)100), _MM_CMPINT_LT);
            __m128i t9 = t7;
            __m128i t10 = _mm_set1_epi8((char)100);
            __m128i t11 = _mm_sub_epi8(t9, t10);
            __m128i t12 = t11;
            __m128i t13 = t12;
            __m128i t14 = t7;
            __m128i t15 = _mm_set1_epi8((char)50);
            __m128i t16 = _mm_add_epi8(t14, t15);
            __m128i t17 = t16;
            __m128i t18 = t17;
            __m128i t19 = _mm_mask_blend_epi8(t8, t13, t18);
            _mm_storeu_si128((__m128i *)(a + t5), t19);
            long t20 = (long)(int)(t1 + 16L);
            __m128i t21 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m128i t22 = t21;
            __mmask16 t23 = _mm_cmp_epu8_mask(t22, _mm_set1_epi8((char)100), _MM_CMPINT_LT);
            __m128i t24 = t22;
            __m128i t25 = _mm_set1_epi8((char)100);
            __m128i t26 = _mm_sub_epi8(t24, t25);
            __m128i t27 = t26;
            __m128i t28 = t27;
            __m128i t29 = t22;
            __m128i t30 = _mm_set1_epi8((char)50);
            __m128i t31 = _mm_add_epi8(t29, t30);
            __m128i t32 = t31;
            __m128i t33 = t32;
            __m128i t34 = _mm_mask_blend_epi8(t23, t28, t33);
            _mm_storeu_si128((__m128i *)(a + t20), t34);
            t1 += 32L;
        } while (t1 < t4);
        t35 = (int)t4;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 16L) {
        long t37 = t36 & -16L;
        long t2 = 0L;
        do {
            long t38 = (long)(int)((long)t35 + t2);
            __m128i t39 = _mm_loadu_si128((const __m128i *)(b + t38));
            __m128i t40 = t39;
            __mmask16 t41 = _mm_cmp_epu8_mask(t40, _mm_set1_epi8((char)100), _MM_CMPINT_LT);
            __m128i t42 = t40;
            __m128i t43 = _mm_set1_epi8((char)100);
            __m128i t44 = _mm_sub_epi8(t42, t43);
            __m128i t45 = t44;
            __m128i t46 = t45;
            __m128i t47 = t40;
            __m128i t48 = _mm_set1_epi8((char)50);
            __m128i t49 = _mm_add_epi8(t47, t48);
            __m128i t50 = t49;
            __m128i t51 = t50;
            __m128i t52 = _mm_mask_blend_epi8(t41, t46, t51);
            _mm_storeu_si128((__m128i *)(a + t38), t52);
            t2 += 16L;
        } while (t2 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t53 = (long)i;
        int t54 = (int)b[t53];
        if (t54 < 100) {
            a[t53] = (unsigned char)(t54 + 50);
        } else {
            a[t53] = (unsigned char)(t54 - 100);
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t5;
    int t39;
    int t62;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t5 = 1;
        } else {
            t5 = 0;
            n = n_1;
        }
        if (!t5) {
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t6 = 2 * n;
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t6, 4UL));
        void *t7 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t7;
        void *t8 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fd = (float *)t8;
        void *t9 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)t9;
        short *sa = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        short *sb = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        unsigned char *ua = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *ub = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            c[fill_idx_2] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t6; fill_idx_3++) {
            a2[fill_idx_3] = (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            sa[fill_idx_4] = (short)(int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            sb[fill_idx_5] = (short)(-50 + (int)((_mm256_zeroupper(), next_rand()) % 100U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            ua[fill_idx_6] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            ub[fill_idx_7] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        long t10 = (long)n;
        unsigned long t11 = (unsigned long)t7;
        unsigned long t12 = (unsigned long)t8;
        unsigned long t13 = (unsigned long)t7;
        unsigned long t14 = (unsigned long)t9;
        unsigned long t15 = (unsigned long)t8;
        unsigned long t16 = (unsigned long)t9;
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t13)) & (((t15 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t15)) & 1) {
            long t17 = t10 & -16L;
            __m256i t18 = _mm256_set1_epi32(0);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t20 = t19;
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(100));
            __m256i t22 = _mm256_min_epu32(t20, t21);
            __m256i t1 = t22;
            long t2 = 0L;
            for (;;) {
                long t23 = (long)(int)t2;
                __m256 t24 = _mm256_cvtepi32_ps(t1);
                __m256 t25 = _mm256_div_ps(t24, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t23, t25);
                _mm256_storeu_ps(fa + t23, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t23, _mm256_set1_ps(8.0f));
                long t26 = (long)(int)(t2 + 8L);
                __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(96));
                __m256i t28 = t27;
                __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(100));
                __m256i t30 = _mm256_min_epu32(t28, t29);
                __m256i t31 = t30;
                __m256 t32 = _mm256_cvtepi32_ps(t31);
                __m256 t33 = _mm256_div_ps(t32, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t26, t33);
                _mm256_storeu_ps(fa + t26, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t26, _mm256_set1_ps(8.0f));
                t2 += 16L;
                __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(92));
                __m256i t35 = t34;
                __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(100));
                __m256i t37 = _mm256_min_epu32(t35, t36);
                __m256i t38 = t37;
                if (t2 >= t17) {
                    break;
                }
                t1 = t38;
            }
            t39 = (int)t17;
        } else {
            t39 = 0;
        }
        long t40 = (long)n + (long)t39 * -1L;
        unsigned long t41 = (unsigned long)t7;
        unsigned long t42 = (unsigned long)t8;
        unsigned long t43 = (unsigned long)t7;
        unsigned long t44 = (unsigned long)t9;
        unsigned long t45 = (unsigned long)t8;
        unsigned long t46 = (unsigned long)t9;
        int t47 = (int)((unsigned int)t39 * 37U);
        if ((t40 >= 8L) & (((t41 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t39 * 4L))) | ((t42 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t39 * 4L)))) & (((t43 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t39 * 4L))) | ((t44 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t39 * 4L)))) & (((t45 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t39 * 4L))) | ((t46 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t39 * 4L)))) & (t47 >= 0)) {
            long t48 = t40 & -8L;
            __m256i t49 = _mm256_set1_epi32((int)(t47 % 100));
            __m256i t50 = _mm256_add_epi32(t49, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t51 = t50;
            __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(100));
            __m256i t53 = _mm256_min_epu32(t51, t52);
            __m256i t3 = t53;
            long t4 = 0L;
            for (;;) {
                long t54 = (long)(int)((long)t39 + t4);
                __m256 t55 = _mm256_cvtepi32_ps(t3);
                __m256 t56 = _mm256_div_ps(t55, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t54, t56);
                _mm256_storeu_ps(fa + t54, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t54, _mm256_set1_ps(8.0f));
                t4 += 8L;
                __m256i t57 = _mm256_add_epi32(t3, _mm256_set1_epi32(96));
                __m256i t58 = t57;
                __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(100));
                __m256i t60 = _mm256_min_epu32(t58, t59);
                __m256i t61 = t60;
                if (t4 >= t48) {
                    break;
                }
                t3 = t61;
            }
            t62 = (int)((long)t39 + t48);
        } else {
            t62 = t39;
        }
        long t63 = (long)n + (long)t62 * -1L;
        unsigned long t64 = (unsigned long)t7;
        unsigned long t65 = (unsigned long)t8;
        unsigned long t66 = (unsigned long)t7;
        unsigned long t67 = (unsigned long)t9;
        unsigned long t68 = (unsigned long)t8;
        unsigned long t69 = (unsigned long)t9;
        int t70 = (int)((unsigned int)t62 * 37U);
        if ((t63 >= 1L) & (t63 <= 8L) & (((t64 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t62 * 4L))) | ((t65 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t62 * 4L)))) & (((t66 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t62 * 4L))) | ((t67 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t62 * 4L)))) & (((t68 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t62 * 4L))) | ((t69 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t62 * 4L)))) & (t70 >= 0)) {
            __m256i t71 = _mm256_set1_epi32((int)(int)t63);
            __m256i t72 = _mm256_cmpgt_epi32(t71, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t73 = _mm256_set1_epi32((int)(t70 % 100));
            __m256i t74 = _mm256_add_epi32(t73, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t75 = t74;
            __m256i t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32(100));
            __m256i t77 = _mm256_min_epu32(t75, t76);
            __m256i t78 = t77;
            long t79 = (long)(int)(long)t62;
            __m256 t80 = _mm256_cvtepi32_ps(t78);
            __m256 t81 = _mm256_div_ps(t80, _mm256_set1_ps(100.0f));
            _mm256_mask_storeu_ps(fb + t79, _mm256_movepi32_mask(t72), t81);
            _mm256_mask_storeu_ps(fa + t79, _mm256_movepi32_mask(t72), _mm256_set1_ps(9.0f));
            _mm256_mask_storeu_ps(fd + t79, _mm256_movepi32_mask(t72), _mm256_set1_ps(8.0f));
            i = (int)((long)t62 + t63);
        } else {
            i = t62;
        }
        for (; i < n; i++) {
            long t82 = (long)i;
            fb[t82] = (float)(i * 37 % 100) / 100.0f;
            fa[t82] = 9.0f;
            fd[t82] = 8.0f;
        }
        printf("n=%d", n);
        const int *t83 = b;
        both_sides(n, 10, a, t83, c);
        unsigned long t84 = (unsigned long)n;
        unsigned long t85 = t84 * 4UL;
        const void *t86 = (const void *)a;
        printf(" both=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t86, t85)));
        with_other_store(n, fa, fd, fb);
        unsigned long t87 = (_mm256_zeroupper(), hash_bytes((const void *)fd, t85));
        printf(" other=%llx/%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t85)), (unsigned long long)t87);
        reads_between(n, a, t83);
        printf(" reads=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t86, t85)));
        (_mm256_zeroupper(), other_elements(n, a2, t83));
        printf(" elems=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t6 * 4UL)));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)sa, t84 * 2UL)));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ua, t84 * 1UL)));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)a2);
        free((void *)fa);
        free((void *)fd);
        free((void *)fb);
        free((void *)sa);
        free((void *)sb);
        free((void *)ua);
        free((void *)ub);
    }
}
