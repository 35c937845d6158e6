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
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
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
    long t20;
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
    __m256i t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    long t48;
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
    __m256i t61;
    int t62;
    long t63;
    long t64;
    __m256i t65;
    long t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    int t80;
    long t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    long t85;
    long t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    int i;
    long t101;
    int t102;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)t);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t8 = _mm256_cmpgt_epi32(t7, t5);
            t9 = (__m256i)~(vcc_m8)t8;
            t10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), (const int *)((unsigned long)c + (unsigned long)t6 * 4UL));
            t11 = t10;
            t12 = _mm256_set1_epi32((int)1);
            t13 = _mm256_add_epi32(t11, t12);
            t14 = t13;
            t15 = _mm256_set1_epi32((int)2);
            t16 = t7;
            t17 = _mm256_mullo_epi32(t15, t16);
            t18 = t17;
            t19 = _mm256_ternarylogic_epi32(t8, t18, t14, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t6), t19);
            t20 = (long)(int)((long)0 + (t1 + 8L));
            t21 = _mm256_loadu_si256((const __m256i *)(b + t20));
            t22 = _mm256_cmpgt_epi32(t21, t5);
            t23 = (__m256i)~(vcc_m8)t22;
            t24 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), (const int *)((unsigned long)c + (unsigned long)t20 * 4UL));
            t25 = t24;
            t26 = _mm256_set1_epi32((int)1);
            t27 = _mm256_add_epi32(t25, t26);
            t28 = t27;
            t29 = _mm256_set1_epi32((int)2);
            t30 = t21;
            t31 = _mm256_mullo_epi32(t29, t30);
            t32 = t31;
            t33 = _mm256_ternarylogic_epi32(t22, t32, t28, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t20), t33);
            t34 = (long)(int)((long)0 + (t1 + 16L));
            t35 = _mm256_loadu_si256((const __m256i *)(b + t34));
            t36 = _mm256_cmpgt_epi32(t35, t5);
            t37 = (__m256i)~(vcc_m8)t36;
            t38 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t37), (const int *)((unsigned long)c + (unsigned long)t34 * 4UL));
            t39 = t38;
            t40 = _mm256_set1_epi32((int)1);
            t41 = _mm256_add_epi32(t39, t40);
            t42 = t41;
            t43 = _mm256_set1_epi32((int)2);
            t44 = t35;
            t45 = _mm256_mullo_epi32(t43, t44);
            t46 = t45;
            t47 = _mm256_ternarylogic_epi32(t36, t46, t42, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t34), t47);
            t48 = (long)(int)((long)0 + (t1 + 24L));
            t49 = _mm256_loadu_si256((const __m256i *)(b + t48));
            t50 = _mm256_cmpgt_epi32(t49, t5);
            t51 = (__m256i)~(vcc_m8)t50;
            t52 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t51), (const int *)((unsigned long)c + (unsigned long)t48 * 4UL));
            t53 = t52;
            t54 = _mm256_set1_epi32((int)1);
            t55 = _mm256_add_epi32(t53, t54);
            t56 = t55;
            t57 = _mm256_set1_epi32((int)2);
            t58 = t49;
            t59 = _mm256_mullo_epi32(t57, t58);
            t60 = t59;
            t61 = _mm256_ternarylogic_epi32(t50, t60, t56, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t48), t61);
            t1 += 32L;
        } while (t1 < t4);
        t62 = (int)((long)0 + t4);
    } else {
        t62 = 0;
    }
    t63 = (long)n + (long)t62 * -1L;
    if (t63 >= 8L) {
        t64 = t63 & -8L;
        t65 = _mm256_set1_epi32((int)t);
        t2 = 0L;
        do {
            t66 = (long)(int)((long)t62 + t2);
            t67 = _mm256_loadu_si256((const __m256i *)(b + t66));
            t68 = _mm256_cmpgt_epi32(t67, t65);
            t69 = (__m256i)~(vcc_m8)t68;
            t70 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t69), (const int *)((unsigned long)c + (unsigned long)t66 * 4UL));
            t71 = t70;
            t72 = _mm256_set1_epi32((int)1);
            t73 = _mm256_add_epi32(t71, t72);
            t74 = t73;
            t75 = _mm256_set1_epi32((int)2);
            t76 = t67;
            t77 = _mm256_mullo_epi32(t75, t76);
            t78 = t77;
            t79 = _mm256_ternarylogic_epi32(t68, t78, t74, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t66), t79);
            t2 += 8L;
        } while (t2 < t64);
        t80 = (int)((long)t62 + t64);
    } else {
        t80 = t62;
    }
    t81 = (long)n + (long)t80 * -1L;
    if ((t81 >= 1L) & (t81 <= 8L)) {
        t82 = _mm256_set1_epi32((int)(int)t81);
        t83 = _mm256_cmpgt_epi32(t82, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t84 = _mm256_set1_epi32((int)t);
        t85 = 0L;
        t86 = (long)(int)((long)t80 + t85);
        t87 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t83), b + t86);
        t88 = _mm256_cmpgt_epi32(t87, t84);
        t89 = (__m256i)~(vcc_m8)t88;
        t90 = _mm256_and_si256(t83, t89);
        t91 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t90), (const int *)((unsigned long)c + (unsigned long)t86 * 4UL));
        t92 = t91;
        t93 = _mm256_set1_epi32((int)1);
        t94 = _mm256_add_epi32(t92, t93);
        t95 = t94;
        t96 = _mm256_set1_epi32((int)2);
        t97 = t87;
        t98 = _mm256_mullo_epi32(t96, t97);
        t99 = t98;
        t100 = _mm256_ternarylogic_epi32(t88, t99, t95, 0xCA);
        _mm256_mask_storeu_epi32(a + t86, _mm256_movepi32_mask(t83), t100);
        i = (int)((long)t80 + t81);
    } else {
        i = t80;
    }
    for (; i < n; i++) {
        t101 = (long)i;
        t102 = b[t101];
        if (t102 > t) {
            a[t101] = 2 * t102;
        } else {
            a[t101] = c[t101] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    const float *t6;
    __m256 t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    long t16;
    const float *t17;
    __m256 t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    long t27;
    const float *t28;
    __m256 t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    long t38;
    const float *t39;
    __m256 t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    int t49;
    long t50;
    long t51;
    long t52;
    const float *t53;
    __m256 t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256 t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    int t63;
    long t64;
    __m256i t65;
    __m256i t66;
    long t67;
    long t68;
    __m256 t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    int i;
    long t79;
    const float *t80;
    float t81;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = b + t5;
            t7 = _mm256_loadu_ps(t6);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t7, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            t9 = (__m256i)__builtin_convertvector((vcc_m8)t8 & 1, vcc_v8_int);
            t10 = (__m256i)(vcc_m8)((vcc_v8_int)t9 == (vcc_v8_int){0});
            t11 = (__m256i)~(vcc_m8)t10;
            _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t11), t7);
            t12 = _mm256_loadu_ps(t6);
            t13 = _mm256_xor_ps(t12, _mm256_set1_ps(-0.0f));
            t14 = _mm256_mul_ps(t7, _mm256_set1_ps(3.0f));
            t15 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t10), t13, t14);
            _mm256_storeu_ps(a + t5, t15);
            t16 = (long)(int)((long)0 + (t1 + 8L));
            t17 = b + t16;
            t18 = _mm256_loadu_ps(t17);
            t19 = _mm256_castps_si256(_mm256_cmp_ps(t18, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            t20 = (__m256i)__builtin_convertvector((vcc_m8)t19 & 1, vcc_v8_int);
            t21 = (__m256i)(vcc_m8)((vcc_v8_int)t20 == (vcc_v8_int){0});
            t22 = (__m256i)~(vcc_m8)t21;
            _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t16 * 4UL), _mm256_movepi32_mask(t22), t18);
            t23 = _mm256_loadu_ps(t17);
            t24 = _mm256_xor_ps(t23, _mm256_set1_ps(-0.0f));
            t25 = _mm256_mul_ps(t18, _mm256_set1_ps(3.0f));
            t26 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t21), t24, t25);
            _mm256_storeu_ps(a + t16, t26);
            t27 = (long)(int)((long)0 + (t1 + 16L));
            t28 = b + t27;
            t29 = _mm256_loadu_ps(t28);
            t30 = _mm256_castps_si256(_mm256_cmp_ps(t29, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            t31 = (__m256i)__builtin_convertvector((vcc_m8)t30 & 1, vcc_v8_int);
            t32 = (__m256i)(vcc_m8)((vcc_v8_int)t31 == (vcc_v8_int){0});
            t33 = (__m256i)~(vcc_m8)t32;
            _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t27 * 4UL), _mm256_movepi32_mask(t33), t29);
            t34 = _mm256_loadu_ps(t28);
            t35 = _mm256_xor_ps(t34, _mm256_set1_ps(-0.0f));
            t36 = _mm256_mul_ps(t29, _mm256_set1_ps(3.0f));
            t37 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t32), t35, t36);
            _mm256_storeu_ps(a + t27, t37);
            t38 = (long)(int)((long)0 + (t1 + 24L));
            t39 = b + t38;
            t40 = _mm256_loadu_ps(t39);
            t41 = _mm256_castps_si256(_mm256_cmp_ps(t40, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            t42 = (__m256i)__builtin_convertvector((vcc_m8)t41 & 1, vcc_v8_int);
            t43 = (__m256i)(vcc_m8)((vcc_v8_int)t42 == (vcc_v8_int){0});
            t44 = (__m256i)~(vcc_m8)t43;
            _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t38 * 4UL), _mm256_movepi32_mask(t44), t40);
            t45 = _mm256_loadu_ps(t39);
            t46 = _mm256_xor_ps(t45, _mm256_set1_ps(-0.0f));
            t47 = _mm256_mul_ps(t40, _mm256_set1_ps(3.0f));
            t48 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t43), t46, t47);
            _mm256_storeu_ps(a + t38, t48);
            t1 += 32L;
        } while (t1 < t4);
        t49 = (int)((long)0 + t4);
    } else {
        t49 = 0;
    }
    t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 8L) {
        t51 = t50 & -8L;
        t2 = 0L;
        do {
            t52 = (long)(int)((long)t49 + t2);
            t53 = b + t52;
            t54 = _mm256_loadu_ps(t53);
            t55 = _mm256_castps_si256(_mm256_cmp_ps(t54, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            t56 = (__m256i)__builtin_convertvector((vcc_m8)t55 & 1, vcc_v8_int);
            t57 = (__m256i)(vcc_m8)((vcc_v8_int)t56 == (vcc_v8_int){0});
            t58 = (__m256i)~(vcc_m8)t57;
            _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t52 * 4UL), _mm256_movepi32_mask(t58), t54);
            t59 = _mm256_loadu_ps(t53);
            t60 = _mm256_xor_ps(t59, _mm256_set1_ps(-0.0f));
            t61 = _mm256_mul_ps(t54, _mm256_set1_ps(3.0f));
            t62 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t57), t60, t61);
            _mm256_storeu_ps(a + t52, t62);
            t2 += 8L;
        } while (t2 < t51);
        t63 = (int)((long)t49 + t51);
    } else {
        t63 = t49;
    }
    t64 = (long)n + (long)t63 * -1L;
    if ((t64 >= 1L) & (t64 <= 8L)) {
        t65 = _mm256_set1_epi32((int)(int)t64);
        t66 = _mm256_cmpgt_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t67 = 0L;
        t68 = (long)(int)((long)t63 + t67);
        t69 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t66), b + t68);
        t70 = _mm256_castps_si256(_mm256_cmp_ps(t69, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
        t71 = (__m256i)__builtin_convertvector((vcc_m8)t70 & 1, vcc_v8_int);
        t72 = (__m256i)(vcc_m8)((vcc_v8_int)t71 == (vcc_v8_int){0});
        t73 = (__m256i)~(vcc_m8)t72;
        t74 = _mm256_and_si256(t66, t73);
        _mm256_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t68 * 4UL), _mm256_movepi32_mask(t74), t69);
        t75 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t74), (const float *)((unsigned long)b + (unsigned long)t68 * 4UL));
        t76 = _mm256_xor_ps(t75, _mm256_set1_ps(-0.0f));
        t77 = _mm256_mul_ps(t69, _mm256_set1_ps(3.0f));
        t78 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t72), t76, t77);
        _mm256_mask_storeu_ps(a + t68, _mm256_movepi32_mask(t66), t78);
        i = (int)((long)t63 + t64);
    } else {
        i = t63;
    }
    for (; i < n; i++) {
        t79 = (long)i;
        t80 = b + t79;
        t81 = *t80;
        if (!(t81 < 0.5f)) {
            a[t79] = t81 * 3.0f;
        } else {
            d[t79] = t81;
            a[t79] = -*t80;
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void reads_between(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
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
    __m256i t16;
    long t17;
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
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    int t53;
    long t54;
    long t55;
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
    __m256i t66;
    __m256i t67;
    int t68;
    long t69;
    __m256i t70;
    __m256i t71;
    long t72;
    long t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    int i;
    long t86;
    int t87;
    int *t88;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t7 = _mm256_and_si256(t6, _mm256_set1_epi32((int)1));
            t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t7, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t9 = (__m256i)~(vcc_m8)t8;
            t10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), (int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            t11 = t10;
            t12 = _mm256_set1_epi32((int)7);
            t13 = _mm256_add_epi32(t11, t12);
            t14 = t13;
            t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t7, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t16 = _mm256_ternarylogic_epi32(t15, t6, t14, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t5), t16);
            t17 = (long)(int)((long)0 + (t1 + 8L));
            t18 = _mm256_loadu_si256((const __m256i *)(b + t17));
            t19 = _mm256_and_si256(t18, _mm256_set1_epi32((int)1));
            t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t19, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t21 = (__m256i)~(vcc_m8)t20;
            t22 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), (int *)((unsigned long)a + (unsigned long)t17 * 4UL));
            t23 = t22;
            t24 = _mm256_set1_epi32((int)7);
            t25 = _mm256_add_epi32(t23, t24);
            t26 = t25;
            t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t19, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t28 = _mm256_ternarylogic_epi32(t27, t18, t26, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t17), t28);
            t29 = (long)(int)((long)0 + (t1 + 16L));
            t30 = _mm256_loadu_si256((const __m256i *)(b + t29));
            t31 = _mm256_and_si256(t30, _mm256_set1_epi32((int)1));
            t32 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t31, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t33 = (__m256i)~(vcc_m8)t32;
            t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), (int *)((unsigned long)a + (unsigned long)t29 * 4UL));
            t35 = t34;
            t36 = _mm256_set1_epi32((int)7);
            t37 = _mm256_add_epi32(t35, t36);
            t38 = t37;
            t39 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t31, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t40 = _mm256_ternarylogic_epi32(t39, t30, t38, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t29), t40);
            t41 = (long)(int)((long)0 + (t1 + 24L));
            t42 = _mm256_loadu_si256((const __m256i *)(b + t41));
            t43 = _mm256_and_si256(t42, _mm256_set1_epi32((int)1));
            t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t43, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t45 = (__m256i)~(vcc_m8)t44;
            t46 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t45), (int *)((unsigned long)a + (unsigned long)t41 * 4UL));
            t47 = t46;
            t48 = _mm256_set1_epi32((int)7);
            t49 = _mm256_add_epi32(t47, t48);
            t50 = t49;
            t51 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t43, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t52 = _mm256_ternarylogic_epi32(t51, t42, t50, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t41), t52);
            t1 += 32L;
        } while (t1 < t4);
        t53 = (int)((long)0 + t4);
    } else {
        t53 = 0;
    }
    t54 = (long)n + (long)t53 * -1L;
    if (t54 >= 8L) {
        t55 = t54 & -8L;
        t2 = 0L;
        do {
            t56 = (long)(int)((long)t53 + t2);
            t57 = _mm256_loadu_si256((const __m256i *)(b + t56));
            t58 = _mm256_and_si256(t57, _mm256_set1_epi32((int)1));
            t59 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t58, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t60 = (__m256i)~(vcc_m8)t59;
            t61 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t60), (int *)((unsigned long)a + (unsigned long)t56 * 4UL));
            t62 = t61;
            t63 = _mm256_set1_epi32((int)7);
            t64 = _mm256_add_epi32(t62, t63);
            t65 = t64;
            t66 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t58, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t67 = _mm256_ternarylogic_epi32(t66, t57, t65, 0xCA);
            _mm256_storeu_si256((__m256i *)(a + t56), t67);
            t2 += 8L;
        } while (t2 < t55);
        t68 = (int)((long)t53 + t55);
    } else {
        t68 = t53;
    }
    t69 = (long)n + (long)t68 * -1L;
    if ((t69 >= 1L) & (t69 <= 8L)) {
        t70 = _mm256_set1_epi32((int)(int)t69);
        t71 = _mm256_cmpgt_epi32(t70, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t72 = 0L;
        t73 = (long)(int)((long)t68 + t72);
        t74 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t71), b + t73);
        t75 = _mm256_and_si256(t74, _mm256_set1_epi32((int)1));
        t76 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t75, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
        t77 = (__m256i)~(vcc_m8)t76;
        t78 = _mm256_and_si256(t71, t77);
        t79 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t78), (int *)((unsigned long)a + (unsigned long)t73 * 4UL));
        t80 = t79;
        t81 = _mm256_set1_epi32((int)7);
        t82 = _mm256_add_epi32(t80, t81);
        t83 = t82;
        t84 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t75, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
        t85 = _mm256_ternarylogic_epi32(t84, t74, t83, 0xCA);
        _mm256_mask_storeu_epi32(a + t73, _mm256_movepi32_mask(t71), t85);
        i = (int)((long)t68 + t69);
    } else {
        i = t68;
    }
    for (; i < n; i++) {
        t86 = (long)i;
        t87 = b[t86];
        if (t87 & 1) {
            a[t86] = t87;
        } else {
            t88 = a + t86;
            *t88 = *t88 + 7;
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
    long t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
    __m128i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int i;
    long t15;
    int t16;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t4 = _mm256_set1_epi32((int)k);
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm_loadu_si128((const __m128i *)(b + t5));
            t7 = _mm256_cvtepi16_epi32(t6);
            t8 = _mm256_cmpgt_epi32(t7, t4);
            t9 = _mm256_and_si256(t7, _mm256_set1_epi32((int)2));
            t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t11 = (__m256i)~(vcc_m8)t10;
            t12 = _mm256_and_si256(t8, t11);
            _mm_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t5 * 2UL), _mm256_movepi32_mask(t12), _mm_set1_epi16((short)2));
            t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t14 = _mm256_and_si256(t8, t13);
            _mm_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t5 * 2UL), _mm256_movepi32_mask(t14), _mm_set1_epi16((short)1));
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t15 = (long)i;
        t16 = (int)b[t15];
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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m128i t6;
    __m128i t7;
    __mmask16 t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    long t20;
    __m128i t21;
    __m128i t22;
    __mmask16 t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    int t35;
    long t36;
    long t37;
    long t38;
    __m128i t39;
    __m128i t40;
    __mmask16 t41;
    __m128i t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    __m128i t46;
    __m128i t47;
    __m128i t48;
    __m128i t49;
    __m128i t50;
    __m128i t51;
    __m128i t52;
    int i;
    long t53;
    int t54;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm_loadu_si128((const __m128i *)(b + t5));
            t7 = t6;
            t8 = _mm_cmp_epu8_mask(t7, _mm_set1_epi8((char)100), _MM_CMPINT_LT);
            t9 = t7;
            t10 = _mm_set1_epi8((char)100);
            t11 = _mm_sub_epi8(t9, t10);
            t12 = t11;
            t13 = t12;
            t14 = t7;
            t15 = _mm_set1_epi8((char)50);
            t16 = _mm_add_epi8(t14, t15);
            t17 = t16;
            t18 = t17;
            t19 = _mm_mask_blend_epi8(t8, t13, t18);
            _mm_storeu_si128((__m128i *)(a + t5), t19);
            t20 = (long)(int)((long)0 + (t1 + 16L));
            t21 = _mm_loadu_si128((const __m128i *)(b + t20));
            t22 = t21;
            t23 = _mm_cmp_epu8_mask(t22, _mm_set1_epi8((char)100), _MM_CMPINT_LT);
            t24 = t22;
            t25 = _mm_set1_epi8((char)100);
            t26 = _mm_sub_epi8(t24, t25);
            t27 = t26;
            t28 = t27;
            t29 = t22;
            t30 = _mm_set1_epi8((char)50);
            t31 = _mm_add_epi8(t29, t30);
            t32 = t31;
            t33 = t32;
            t34 = _mm_mask_blend_epi8(t23, t28, t33);
            _mm_storeu_si128((__m128i *)(a + t20), t34);
            t1 += 32L;
        } while (t1 < t4);
        t35 = (int)((long)0 + t4);
    } else {
        t35 = 0;
    }
    t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 16L) {
        t37 = t36 & -16L;
        t2 = 0L;
        do {
            t38 = (long)(int)((long)t35 + t2);
            t39 = _mm_loadu_si128((const __m128i *)(b + t38));
            t40 = t39;
            t41 = _mm_cmp_epu8_mask(t40, _mm_set1_epi8((char)100), _MM_CMPINT_LT);
            t42 = t40;
            t43 = _mm_set1_epi8((char)100);
            t44 = _mm_sub_epi8(t42, t43);
            t45 = t44;
            t46 = t45;
            t47 = t40;
            t48 = _mm_set1_epi8((char)50);
            t49 = _mm_add_epi8(t47, t48);
            t50 = t49;
            t51 = t50;
            t52 = _mm_mask_blend_epi8(t41, t46, t51);
            _mm_storeu_si128((__m128i *)(a + t38), t52);
            t2 += 16L;
        } while (t2 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        t53 = (long)i;
        t54 = (int)b[t53];
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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    int count_idx;
    int n_1;
    int t6;
    int *a;
    int *b;
    int *c;
    int t7;
    int *a2;
    void *t8;
    float *fa;
    void *t9;
    float *fd;
    void *t10;
    float *fb;
    short *sa;
    short *sb;
    unsigned char *ua;
    unsigned char *ub;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    unsigned long t16;
    unsigned long t17;
    int t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256 t26;
    __m256 t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256 t34;
    __m256 t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    int t41;
    long t42;
    unsigned long t43;
    unsigned long t44;
    unsigned long t45;
    unsigned long t46;
    unsigned long t47;
    unsigned long t48;
    int t49;
    long t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    long t56;
    __m256 t57;
    __m256 t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    int t64;
    long t65;
    unsigned long t66;
    unsigned long t67;
    unsigned long t68;
    unsigned long t69;
    unsigned long t70;
    unsigned long t71;
    int t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    long t80;
    long t81;
    __m256 t82;
    __m256 t83;
    int i;
    long t84;
    const int *t85;
    unsigned long t86;
    unsigned long t87;
    const void *t88;
    unsigned long t89;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t6 = 1;
        } else {
            t6 = 0;
            n = n_1;
        }
        if (!t6) {
            return 0;
        }
        a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        t7 = 2 * n;
        a2 = (int *)(_mm256_zeroupper(), new_array(t7, 4UL));
        t8 = (_mm256_zeroupper(), new_array(n, 4UL));
        fa = (float *)t8;
        t9 = (_mm256_zeroupper(), new_array(n, 4UL));
        fd = (float *)t9;
        t10 = (_mm256_zeroupper(), new_array(n, 4UL));
        fb = (float *)t10;
        sa = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        sb = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        ua = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        ub = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            c[fill_idx_2] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < t7; fill_idx_3++) {
            a2[fill_idx_3] = 0 + (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            sa[fill_idx_4] = (short)(0 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            sb[fill_idx_5] = (short)(-50 + (int)((_mm256_zeroupper(), next_rand()) % 100U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            ua[fill_idx_6] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            ub[fill_idx_7] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        t11 = (long)n;
        t12 = (unsigned long)t8;
        t13 = (unsigned long)t9;
        t14 = (unsigned long)t8;
        t15 = (unsigned long)t10;
        t16 = (unsigned long)t9;
        t17 = (unsigned long)t10;
        t18 = (int)((unsigned int)0 * (unsigned int)37);
        if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t13 + (unsigned long)0L)) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t12 + (unsigned long)0L))) & (((t14 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t15 + (unsigned long)0L)) | ((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t14 + (unsigned long)0L))) & (((t16 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t17 + (unsigned long)0L)) | ((t17 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t16 + (unsigned long)0L))) & (t18 >= 0)) {
            t19 = t11 & -16L;
            t20 = _mm256_set1_epi32((int)(t18 % 100));
            t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            t22 = t21;
            t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)100));
            t24 = _mm256_min_epu32(t22, t23);
            t1 = t24;
            t2 = 0L;
            for (;;) {
                t25 = (long)(int)((long)0 + t2);
                t26 = _mm256_cvtepi32_ps(t1);
                t27 = _mm256_div_ps(t26, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t25, t27);
                _mm256_storeu_ps(fa + t25, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t25, _mm256_set1_ps(8.0f));
                t28 = (long)(int)((long)0 + (t2 + 8L));
                t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)96));
                t30 = t29;
                t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)100));
                t32 = _mm256_min_epu32(t30, t31);
                t33 = t32;
                t34 = _mm256_cvtepi32_ps(t33);
                t35 = _mm256_div_ps(t34, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t28, t35);
                _mm256_storeu_ps(fa + t28, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t28, _mm256_set1_ps(8.0f));
                t2 += 16L;
                t36 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)92));
                t37 = t36;
                t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)100));
                t39 = _mm256_min_epu32(t37, t38);
                t40 = t39;
                if (t2 >= t19) {
                    break;
                }
                t1 = t40;
            }
            t41 = (int)((long)0 + t19);
        } else {
            t41 = 0;
        }
        t42 = (long)n + (long)t41 * -1L;
        t43 = (unsigned long)t8;
        t44 = (unsigned long)t9;
        t45 = (unsigned long)t8;
        t46 = (unsigned long)t10;
        t47 = (unsigned long)t9;
        t48 = (unsigned long)t10;
        t49 = (int)((unsigned int)t41 * (unsigned int)37);
        if ((t42 >= 8L) & (((t43 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t41 * 4L))) | ((t44 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t41 * 4L)))) & (((t45 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t41 * 4L))) | ((t46 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t41 * 4L)))) & (((t47 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t41 * 4L))) | ((t48 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t41 * 4L)))) & (t49 >= 0)) {
            t50 = t42 & -8L;
            t51 = _mm256_set1_epi32((int)(t49 % 100));
            t52 = _mm256_add_epi32(t51, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            t53 = t52;
            t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32((int)100));
            t55 = _mm256_min_epu32(t53, t54);
            t3 = t55;
            t4 = 0L;
            for (;;) {
                t56 = (long)(int)((long)t41 + t4);
                t57 = _mm256_cvtepi32_ps(t3);
                t58 = _mm256_div_ps(t57, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t56, t58);
                _mm256_storeu_ps(fa + t56, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t56, _mm256_set1_ps(8.0f));
                t4 += 8L;
                t59 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)96));
                t60 = t59;
                t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32((int)100));
                t62 = _mm256_min_epu32(t60, t61);
                t63 = t62;
                if (t4 >= t50) {
                    break;
                }
                t3 = t63;
            }
            t64 = (int)((long)t41 + t50);
        } else {
            t64 = t41;
        }
        t65 = (long)n + (long)t64 * -1L;
        t66 = (unsigned long)t8;
        t67 = (unsigned long)t9;
        t68 = (unsigned long)t8;
        t69 = (unsigned long)t10;
        t70 = (unsigned long)t9;
        t71 = (unsigned long)t10;
        t72 = (int)((unsigned int)t64 * (unsigned int)37);
        if ((t65 >= 1L) & (t65 <= 8L) & (((t66 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t64 * 4L))) | ((t67 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t64 * 4L)))) & (((t68 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t64 * 4L))) | ((t69 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t64 * 4L)))) & (((t70 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t64 * 4L))) | ((t71 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t64 * 4L)))) & (t72 >= 0)) {
            t73 = _mm256_set1_epi32((int)(int)t65);
            t74 = _mm256_cmpgt_epi32(t73, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t75 = _mm256_set1_epi32((int)(t72 % 100));
            t76 = _mm256_add_epi32(t75, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            t77 = t76;
            t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32((int)100));
            t79 = _mm256_min_epu32(t77, t78);
            t5 = t79;
            t80 = 0L;
            t81 = (long)(int)((long)t64 + t80);
            t82 = _mm256_cvtepi32_ps(t5);
            t83 = _mm256_div_ps(t82, _mm256_set1_ps(100.0f));
            _mm256_mask_storeu_ps(fb + t81, _mm256_movepi32_mask(t74), t83);
            _mm256_mask_storeu_ps(fa + t81, _mm256_movepi32_mask(t74), _mm256_set1_ps(9.0f));
            _mm256_mask_storeu_ps(fd + t81, _mm256_movepi32_mask(t74), _mm256_set1_ps(8.0f));
            i = (int)((long)t64 + t65);
        } else {
            i = t64;
        }
        for (; i < n; i++) {
            t84 = (long)i;
            fb[t84] = (float)(i * 37 % 100) / 100.0f;
            fa[t84] = 9.0f;
            fd[t84] = 8.0f;
        }
        printf("n=%d", n);
        t85 = b;
        (_mm256_zeroupper(), both_sides(n, 10, a, t85, c));
        t86 = (unsigned long)n;
        t87 = t86 * 4UL;
        t88 = (const void *)a;
        printf(" both=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t88, t87)));
        (_mm256_zeroupper(), with_other_store(n, fa, fd, fb));
        t89 = (_mm256_zeroupper(), hash_bytes((const void *)fd, t87));
        printf(" other=%llx/%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t87)), (unsigned long long)t89);
        (_mm256_zeroupper(), reads_between(n, a, t85));
        printf(" reads=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t88, t87)));
        (_mm256_zeroupper(), other_elements(n, a2, t85));
        printf(" elems=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t7 * 4UL)));
        (_mm256_zeroupper(), nested(n, sa, sb, 0));
        printf(" nested=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)sa, t86 * 2UL)));
        (_mm256_zeroupper(), bytes(n, ua, ub));
        printf(" bytes=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ua, t86 * 1UL)));
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
