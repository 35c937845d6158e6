/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __mmask16 t8;
    __mmask16 t9;
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
    long t20;
    __m512i t21;
    __mmask16 t22;
    __mmask16 t23;
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
    int t34;
    long t35;
    long t36;
    __m512i t37;
    long t38;
    __m512i t39;
    __mmask16 t40;
    __mmask16 t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    int t52;
    long t53;
    __m512i t54;
    __mmask16 t55;
    __m512i t56;
    long t57;
    long t58;
    __m512i t59;
    __mmask16 t60;
    __mmask16 t61;
    __mmask16 t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    __m512i t72;
    int i;
    long t73;
    int t74;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_epi32((int)t);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_si512(b + t6);
            t8 = _mm512_cmp_epi32_mask(t7, t5, _MM_CMPINT_NLE);
            t9 = _knot_mask16(t8);
            t10 = _mm512_maskz_loadu_epi32(t9, (const int *)((unsigned long)c + (unsigned long)t6 * 4UL));
            t11 = t10;
            t12 = _mm512_set1_epi32((int)1);
            t13 = _mm512_add_epi32(t11, t12);
            t14 = t13;
            t15 = _mm512_set1_epi32((int)2);
            t16 = t7;
            t17 = _mm512_mullo_epi32(t15, t16);
            t18 = t17;
            t19 = _mm512_mask_blend_epi32(t8, t14, t18);
            _mm512_storeu_si512(a + t6, t19);
            t20 = (long)(int)((long)0 + (t1 + 16L));
            t21 = _mm512_loadu_si512(b + t20);
            t22 = _mm512_cmp_epi32_mask(t21, t5, _MM_CMPINT_NLE);
            t23 = _knot_mask16(t22);
            t24 = _mm512_maskz_loadu_epi32(t23, (const int *)((unsigned long)c + (unsigned long)t20 * 4UL));
            t25 = t24;
            t26 = _mm512_set1_epi32((int)1);
            t27 = _mm512_add_epi32(t25, t26);
            t28 = t27;
            t29 = _mm512_set1_epi32((int)2);
            t30 = t21;
            t31 = _mm512_mullo_epi32(t29, t30);
            t32 = t31;
            t33 = _mm512_mask_blend_epi32(t22, t28, t32);
            _mm512_storeu_si512(a + t20, t33);
            t1 += 32L;
        } while (t1 < t4);
        t34 = (int)((long)0 + t4);
    } else {
        t34 = 0;
    }
    t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 16L) {
        t36 = t35 & -16L;
        t37 = _mm512_set1_epi32((int)t);
        t2 = 0L;
        do {
            t38 = (long)(int)((long)t34 + t2);
            t39 = _mm512_loadu_si512(b + t38);
            t40 = _mm512_cmp_epi32_mask(t39, t37, _MM_CMPINT_NLE);
            t41 = _knot_mask16(t40);
            t42 = _mm512_maskz_loadu_epi32(t41, (const int *)((unsigned long)c + (unsigned long)t38 * 4UL));
            t43 = t42;
            t44 = _mm512_set1_epi32((int)1);
            t45 = _mm512_add_epi32(t43, t44);
            t46 = t45;
            t47 = _mm512_set1_epi32((int)2);
            t48 = t39;
            t49 = _mm512_mullo_epi32(t47, t48);
            t50 = t49;
            t51 = _mm512_mask_blend_epi32(t40, t46, t50);
            _mm512_storeu_si512(a + t38, t51);
            t2 += 16L;
        } while (t2 < t36);
        t52 = (int)((long)t34 + t36);
    } else {
        t52 = t34;
    }
    t53 = (long)n + (long)t52 * -1L;
    if ((t53 >= 1L) & (t53 <= 16L)) {
        t54 = _mm512_set1_epi32((int)(int)t53);
        t55 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t54, _MM_CMPINT_LT);
        t56 = _mm512_set1_epi32((int)t);
        t57 = 0L;
        t58 = (long)(int)((long)t52 + t57);
        t59 = _mm512_maskz_loadu_epi32(t55, b + t58);
        t60 = _mm512_cmp_epi32_mask(t59, t56, _MM_CMPINT_NLE);
        t61 = _knot_mask16(t60);
        t62 = _kand_mask16(t55, t61);
        t63 = _mm512_maskz_loadu_epi32(t62, (const int *)((unsigned long)c + (unsigned long)t58 * 4UL));
        t64 = t63;
        t65 = _mm512_set1_epi32((int)1);
        t66 = _mm512_add_epi32(t64, t65);
        t67 = t66;
        t68 = _mm512_set1_epi32((int)2);
        t69 = t59;
        t70 = _mm512_mullo_epi32(t68, t69);
        t71 = t70;
        t72 = _mm512_mask_blend_epi32(t60, t67, t71);
        _mm512_mask_storeu_epi32(a + t58, t55, t72);
        i = (int)((long)t52 + t53);
    } else {
        i = t52;
    }
    for (; i < n; i++) {
        t73 = (long)i;
        t74 = b[t73];
        if (t74 > t) {
            a[t73] = 2 * t74;
        } else {
            a[t73] = c[t73] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    const float *t6;
    __m512 t7;
    __mmask16 t8;
    __m512i t9;
    __mmask16 t10;
    __mmask16 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    long t16;
    const float *t17;
    __m512 t18;
    __mmask16 t19;
    __m512i t20;
    __mmask16 t21;
    __mmask16 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    int t27;
    long t28;
    long t29;
    long t30;
    const float *t31;
    __m512 t32;
    __mmask16 t33;
    __m512i t34;
    __mmask16 t35;
    __mmask16 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    int t41;
    long t42;
    __m512i t43;
    __mmask16 t44;
    long t45;
    long t46;
    __m512 t47;
    __mmask16 t48;
    __m512i t49;
    __mmask16 t50;
    __mmask16 t51;
    __mmask16 t52;
    __m512 t53;
    __m512 t54;
    __m512 t55;
    __m512 t56;
    int i;
    long t57;
    const float *t58;
    float t59;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = b + t5;
            t7 = _mm512_loadu_ps(t6);
            t8 = _mm512_cmp_ps_mask(t7, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            t9 = _mm512_maskz_mov_epi32(t8, _mm512_set1_epi32(1));
            t10 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t9 == (vcc_v16_int){0}));
            t11 = _knot_mask16(t10);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t5 * 4UL), t11, t7);
            t12 = _mm512_loadu_ps(t6);
            t13 = _mm512_xor_ps(t12, _mm512_set1_ps(-0.0f));
            t14 = _mm512_mul_ps(t7, _mm512_set1_ps(3.0f));
            t15 = _mm512_mask_blend_ps(t10, t13, t14);
            _mm512_storeu_ps(a + t5, t15);
            t16 = (long)(int)((long)0 + (t1 + 16L));
            t17 = b + t16;
            t18 = _mm512_loadu_ps(t17);
            t19 = _mm512_cmp_ps_mask(t18, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            t20 = _mm512_maskz_mov_epi32(t19, _mm512_set1_epi32(1));
            t21 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t20 == (vcc_v16_int){0}));
            t22 = _knot_mask16(t21);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t16 * 4UL), t22, t18);
            t23 = _mm512_loadu_ps(t17);
            t24 = _mm512_xor_ps(t23, _mm512_set1_ps(-0.0f));
            t25 = _mm512_mul_ps(t18, _mm512_set1_ps(3.0f));
            t26 = _mm512_mask_blend_ps(t21, t24, t25);
            _mm512_storeu_ps(a + t16, t26);
            t1 += 32L;
        } while (t1 < t4);
        t27 = (int)((long)0 + t4);
    } else {
        t27 = 0;
    }
    t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 16L) {
        t29 = t28 & -16L;
        t2 = 0L;
        do {
            t30 = (long)(int)((long)t27 + t2);
            t31 = b + t30;
            t32 = _mm512_loadu_ps(t31);
            t33 = _mm512_cmp_ps_mask(t32, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            t34 = _mm512_maskz_mov_epi32(t33, _mm512_set1_epi32(1));
            t35 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t34 == (vcc_v16_int){0}));
            t36 = _knot_mask16(t35);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t30 * 4UL), t36, t32);
            t37 = _mm512_loadu_ps(t31);
            t38 = _mm512_xor_ps(t37, _mm512_set1_ps(-0.0f));
            t39 = _mm512_mul_ps(t32, _mm512_set1_ps(3.0f));
            t40 = _mm512_mask_blend_ps(t35, t38, t39);
            _mm512_storeu_ps(a + t30, t40);
            t2 += 16L;
        } while (t2 < t29);
        t41 = (int)((long)t27 + t29);
    } else {
        t41 = t27;
    }
    t42 = (long)n + (long)t41 * -1L;
    if ((t42 >= 1L) & (t42 <= 16L)) {
        t43 = _mm512_set1_epi32((int)(int)t42);
        t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t43, _MM_CMPINT_LT);
        t45 = 0L;
        t46 = (long)(int)((long)t41 + t45);
        t47 = _mm512_maskz_loadu_ps(t44, b + t46);
        t48 = _mm512_cmp_ps_mask(t47, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
        t49 = _mm512_maskz_mov_epi32(t48, _mm512_set1_epi32(1));
        t50 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t49 == (vcc_v16_int){0}));
        t51 = _knot_mask16(t50);
        t52 = _kand_mask16(t44, t51);
        _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t46 * 4UL), t52, t47);
        t53 = _mm512_maskz_loadu_ps(t52, (const float *)((unsigned long)b + (unsigned long)t46 * 4UL));
        t54 = _mm512_xor_ps(t53, _mm512_set1_ps(-0.0f));
        t55 = _mm512_mul_ps(t47, _mm512_set1_ps(3.0f));
        t56 = _mm512_mask_blend_ps(t50, t54, t55);
        _mm512_mask_storeu_ps(a + t46, t44, t56);
        i = (int)((long)t41 + t42);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        t58 = b + t57;
        t59 = *t58;
        if (!(t59 < 0.5f)) {
            a[t57] = t59 * 3.0f;
        } else {
            d[t57] = t59;
            a[t57] = -*t58;
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void reads_between(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __mmask16 t8;
    __mmask16 t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __mmask16 t15;
    __m512i t16;
    long t17;
    __m512i t18;
    __m512i t19;
    __mmask16 t20;
    __mmask16 t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __mmask16 t27;
    __m512i t28;
    int t29;
    long t30;
    long t31;
    long t32;
    __m512i t33;
    __m512i t34;
    __mmask16 t35;
    __mmask16 t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __mmask16 t42;
    __m512i t43;
    int t44;
    long t45;
    __m512i t46;
    __mmask16 t47;
    long t48;
    long t49;
    __m512i t50;
    __m512i t51;
    __mmask16 t52;
    __mmask16 t53;
    __mmask16 t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __mmask16 t60;
    __m512i t61;
    int i;
    long t62;
    int t63;
    int *t64;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(b + t5);
            t7 = _mm512_and_si512(t6, _mm512_set1_epi32((int)1));
            t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t9 = _knot_mask16(t8);
            t10 = _mm512_maskz_loadu_epi32(t9, (int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            t11 = t10;
            t12 = _mm512_set1_epi32((int)7);
            t13 = _mm512_add_epi32(t11, t12);
            t14 = t13;
            t15 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t16 = _mm512_mask_blend_epi32(t15, t14, t6);
            _mm512_storeu_si512(a + t5, t16);
            t17 = (long)(int)((long)0 + (t1 + 16L));
            t18 = _mm512_loadu_si512(b + t17);
            t19 = _mm512_and_si512(t18, _mm512_set1_epi32((int)1));
            t20 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t21 = _knot_mask16(t20);
            t22 = _mm512_maskz_loadu_epi32(t21, (int *)((unsigned long)a + (unsigned long)t17 * 4UL));
            t23 = t22;
            t24 = _mm512_set1_epi32((int)7);
            t25 = _mm512_add_epi32(t23, t24);
            t26 = t25;
            t27 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t28 = _mm512_mask_blend_epi32(t27, t26, t18);
            _mm512_storeu_si512(a + t17, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 16L) {
        t31 = t30 & -16L;
        t2 = 0L;
        do {
            t32 = (long)(int)((long)t29 + t2);
            t33 = _mm512_loadu_si512(b + t32);
            t34 = _mm512_and_si512(t33, _mm512_set1_epi32((int)1));
            t35 = _mm512_cmp_epi32_mask(t34, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t36 = _knot_mask16(t35);
            t37 = _mm512_maskz_loadu_epi32(t36, (int *)((unsigned long)a + (unsigned long)t32 * 4UL));
            t38 = t37;
            t39 = _mm512_set1_epi32((int)7);
            t40 = _mm512_add_epi32(t38, t39);
            t41 = t40;
            t42 = _mm512_cmp_epi32_mask(t34, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t43 = _mm512_mask_blend_epi32(t42, t41, t33);
            _mm512_storeu_si512(a + t32, t43);
            t2 += 16L;
        } while (t2 < t31);
        t44 = (int)((long)t29 + t31);
    } else {
        t44 = t29;
    }
    t45 = (long)n + (long)t44 * -1L;
    if ((t45 >= 1L) & (t45 <= 16L)) {
        t46 = _mm512_set1_epi32((int)(int)t45);
        t47 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t46, _MM_CMPINT_LT);
        t48 = 0L;
        t49 = (long)(int)((long)t44 + t48);
        t50 = _mm512_maskz_loadu_epi32(t47, b + t49);
        t51 = _mm512_and_si512(t50, _mm512_set1_epi32((int)1));
        t52 = _mm512_cmp_epi32_mask(t51, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t53 = _knot_mask16(t52);
        t54 = _kand_mask16(t47, t53);
        t55 = _mm512_maskz_loadu_epi32(t54, (int *)((unsigned long)a + (unsigned long)t49 * 4UL));
        t56 = t55;
        t57 = _mm512_set1_epi32((int)7);
        t58 = _mm512_add_epi32(t56, t57);
        t59 = t58;
        t60 = _mm512_cmp_epi32_mask(t51, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t61 = _mm512_mask_blend_epi32(t60, t59, t50);
        _mm512_mask_storeu_epi32(a + t49, t47, t61);
        i = (int)((long)t44 + t45);
    } else {
        i = t44;
    }
    for (; i < n; i++) {
        t62 = (long)i;
        t63 = b[t62];
        if (t63 & 1) {
            a[t62] = t63;
        } else {
            t64 = a + t62;
            *t64 = *t64 + 7;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void nested(int n, short *restrict a, const short *restrict b, int k) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m512i t4;
    long t5;
    __m256i t6;
    __m512i t7;
    __mmask16 t8;
    __m512i t9;
    __mmask16 t10;
    __mmask16 t11;
    __mmask16 t12;
    __mmask16 t13;
    __mmask16 t14;
    int i;
    long t15;
    int t16;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t4 = _mm512_set1_epi32((int)k);
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t7 = _mm512_cvtepi16_epi32(t6);
            t8 = _mm512_cmp_epi32_mask(t7, t4, _MM_CMPINT_NLE);
            t9 = _mm512_and_si512(t7, _mm512_set1_epi32((int)2));
            t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t11 = _knot_mask16(t10);
            t12 = _kand_mask16(t8, t11);
            _mm256_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t5 * 2UL), t12, _mm256_set1_epi16((short)2));
            t13 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t14 = _kand_mask16(t8, t13);
            _mm256_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t5 * 2UL), t14, _mm256_set1_epi16((short)1));
            t1 += 16L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    __m512i t1;
    long t2;
    __m512i t3;
    int count_idx;
    int n_1;
    int t4;
    int *a;
    int *b;
    int *c;
    int t5;
    int *a2;
    void *t6;
    float *fa;
    void *t7;
    float *fd;
    void *t8;
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
    long t9;
    unsigned long t10;
    unsigned long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    int t16;
    long t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    long t23;
    __m512 t24;
    __m512 t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    int t31;
    long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    unsigned long t38;
    int t39;
    __m512i t40;
    __mmask16 t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    long t47;
    long t48;
    __m512 t49;
    __m512 t50;
    int i;
    long t51;
    const int *t52;
    unsigned long t53;
    unsigned long t54;
    const void *t55;
    unsigned long t56;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t4 = 1;
        } else {
            t4 = 0;
            n = n_1;
        }
        if (!t4) {
            return 0;
        }
        a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        t5 = 2 * n;
        a2 = (int *)(_mm256_zeroupper(), new_array(t5, 4UL));
        t6 = (_mm256_zeroupper(), new_array(n, 4UL));
        fa = (float *)t6;
        t7 = (_mm256_zeroupper(), new_array(n, 4UL));
        fd = (float *)t7;
        t8 = (_mm256_zeroupper(), new_array(n, 4UL));
        fb = (float *)t8;
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
        for (fill_idx_3 = 0; fill_idx_3 < t5; fill_idx_3++) {
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
        t9 = (long)n;
        t10 = (unsigned long)t6;
        t11 = (unsigned long)t7;
        t12 = (unsigned long)t6;
        t13 = (unsigned long)t8;
        t14 = (unsigned long)t7;
        t15 = (unsigned long)t8;
        t16 = (int)((unsigned int)0 * (unsigned int)37);
        if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)0L)) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)0L))) & (((t12 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t13 + (unsigned long)0L)) | ((t13 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t12 + (unsigned long)0L))) & (((t14 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t15 + (unsigned long)0L)) | ((t15 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t14 + (unsigned long)0L))) & (t16 >= 0)) {
            t17 = t9 & -16L;
            t18 = _mm512_set1_epi32((int)(t16 % 100));
            t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55));
            t20 = t19;
            t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32((int)100));
            t22 = _mm512_min_epu32(t20, t21);
            t1 = t22;
            t2 = 0L;
            for (;;) {
                t23 = (long)(int)((long)0 + t2);
                t24 = _mm512_cvtepi32_ps(t1);
                t25 = _mm512_div_ps(t24, _mm512_set1_ps(100.0f));
                _mm512_storeu_ps(fb + t23, t25);
                _mm512_storeu_ps(fa + t23, _mm512_set1_ps(9.0f));
                _mm512_storeu_ps(fd + t23, _mm512_set1_ps(8.0f));
                t2 += 16L;
                t26 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)92));
                t27 = t26;
                t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32((int)100));
                t29 = _mm512_min_epu32(t27, t28);
                t30 = t29;
                if (t2 >= t17) {
                    break;
                }
                t1 = t30;
            }
            t31 = (int)((long)0 + t17);
        } else {
            t31 = 0;
        }
        t32 = (long)n + (long)t31 * -1L;
        t33 = (unsigned long)t6;
        t34 = (unsigned long)t7;
        t35 = (unsigned long)t6;
        t36 = (unsigned long)t8;
        t37 = (unsigned long)t7;
        t38 = (unsigned long)t8;
        t39 = (int)((unsigned int)t31 * (unsigned int)37);
        if ((t32 >= 1L) & (t32 <= 16L) & (((t33 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t31 * 4L))) | ((t34 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t31 * 4L)))) & (((t35 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t31 * 4L))) | ((t36 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t31 * 4L)))) & (((t37 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t31 * 4L))) | ((t38 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t31 * 4L)))) & (t39 >= 0)) {
            t40 = _mm512_set1_epi32((int)(int)t32);
            t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t40, _MM_CMPINT_LT);
            t42 = _mm512_set1_epi32((int)(t39 % 100));
            t43 = _mm512_add_epi32(t42, _mm512_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55));
            t44 = t43;
            t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32((int)100));
            t46 = _mm512_min_epu32(t44, t45);
            t3 = t46;
            t47 = 0L;
            t48 = (long)(int)((long)t31 + t47);
            t49 = _mm512_cvtepi32_ps(t3);
            t50 = _mm512_div_ps(t49, _mm512_set1_ps(100.0f));
            _mm512_mask_storeu_ps(fb + t48, t41, t50);
            _mm512_mask_storeu_ps(fa + t48, t41, _mm512_set1_ps(9.0f));
            _mm512_mask_storeu_ps(fd + t48, t41, _mm512_set1_ps(8.0f));
            i = (int)((long)t31 + t32);
        } else {
            i = t31;
        }
        for (; i < n; i++) {
            t51 = (long)i;
            fb[t51] = (float)(i * 37 % 100) / 100.0f;
            fa[t51] = 9.0f;
            fd[t51] = 8.0f;
        }
        printf("n=%d", n);
        t52 = b;
        (_mm256_zeroupper(), both_sides(n, 10, a, t52, c));
        t53 = (unsigned long)n;
        t54 = t53 * 4UL;
        t55 = (const void *)a;
        printf(" both=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t55, t54)));
        (_mm256_zeroupper(), with_other_store(n, fa, fd, fb));
        t56 = (_mm256_zeroupper(), hash_bytes((const void *)fd, t54));
        printf(" other=%llx/%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t54)), (unsigned long long)t56);
        (_mm256_zeroupper(), reads_between(n, a, t52));
        printf(" reads=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t55, t54)));
        (_mm256_zeroupper(), other_elements(n, a2, t52));
        printf(" elems=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t5 * 4UL)));
        (_mm256_zeroupper(), nested(n, sa, sb, 0));
        printf(" nested=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)sa, t53 * 2UL)));
        (_mm256_zeroupper(), bytes(n, ua, ub));
        printf(" bytes=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ua, t53 * 1UL)));
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
