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
    int t34;
    int t52;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512i t5 = _mm512_set1_epi32((int)t);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512i t7 = _mm512_loadu_si512(b + t6);
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, t5, _MM_CMPINT_NLE);
            __mmask16 t9 = _knot_mask16(t8);
            __m512i t10 = _mm512_maskz_loadu_epi32(t9, (const int *)((unsigned long)c + (unsigned long)t6 * 4UL));
            __m512i t11 = t10;
            __m512i t12 = _mm512_set1_epi32(1);
            __m512i t13 = _mm512_add_epi32(t11, t12);
            __m512i t14 = t13;
            __m512i t15 = _mm512_set1_epi32(2);
            __m512i t16 = t7;
            __m512i t17 = _mm512_mullo_epi32(t15, t16);
            __m512i t18 = t17;
            __m512i t19 = _mm512_mask_blend_epi32(t8, t14, t18);
            _mm512_storeu_si512(a + t6, t19);
            long t20 = (long)(int)(t1 + 16L);
            __m512i t21 = _mm512_loadu_si512(b + t20);
            __mmask16 t22 = _mm512_cmp_epi32_mask(t21, t5, _MM_CMPINT_NLE);
            __mmask16 t23 = _knot_mask16(t22);
            __m512i t24 = _mm512_maskz_loadu_epi32(t23, (const int *)((unsigned long)c + (unsigned long)t20 * 4UL));
            __m512i t25 = t24;
            __m512i t26 = _mm512_set1_epi32(1);
            __m512i t27 = _mm512_add_epi32(t25, t26);
            __m512i t28 = t27;
            __m512i t29 = _mm512_set1_epi32(2);
            __m512i t30 = t21;
            __m512i t31 = _mm512_mullo_epi32(t29, t30);
            __m512i t32 = t31;
            __m512i t33 = _mm512_mask_blend_epi32(t22, t28, t32);
            _mm512_storeu_si512(a + t20, t33);
            t1 += 32L;
        } while (t1 < t4);
        t34 = (int)t4;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 16L) {
        long t36 = t35 & -16L;
        __m512i t37 = _mm512_set1_epi32((int)t);
        long t2 = 0L;
        do {
            long t38 = (long)(int)((long)t34 + t2);
            __m512i t39 = _mm512_loadu_si512(b + t38);
            __mmask16 t40 = _mm512_cmp_epi32_mask(t39, t37, _MM_CMPINT_NLE);
            __mmask16 t41 = _knot_mask16(t40);
            __m512i t42 = _mm512_maskz_loadu_epi32(t41, (const int *)((unsigned long)c + (unsigned long)t38 * 4UL));
            __m512i t43 = t42;
            __m512i t44 = _mm512_set1_epi32(1);
            __m512i t45 = _mm512_add_epi32(t43, t44);
            __m512i t46 = t45;
            __m512i t47 = _mm512_set1_epi32(2);
            __m512i t48 = t39;
            __m512i t49 = _mm512_mullo_epi32(t47, t48);
            __m512i t50 = t49;
            __m512i t51 = _mm512_mask_blend_epi32(t40, t46, t50);
            _mm512_storeu_si512(a + t38, t51);
            t2 += 16L;
        } while (t2 < t36);
        t52 = (int)((long)t34 + t36);
    } else {
        t52 = t34;
    }
    long t53 = (long)n + (long)t52 * -1L;
    if ((t53 >= 1L) & (t53 <= 16L)) {
        __m512i t54 = _mm512_set1_epi32((int)(int)t53);
        __mmask16 t55 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t54, _MM_CMPINT_LT);
        __m512i t56 = _mm512_set1_epi32((int)t);
        long t57 = (long)(int)(long)t52;
        __m512i t58 = _mm512_maskz_loadu_epi32(t55, b + t57);
        __mmask16 t59 = _mm512_cmp_epi32_mask(t58, t56, _MM_CMPINT_NLE);
        __mmask16 t60 = _knot_mask16(t59);
        __mmask16 t61 = _kand_mask16(t55, t60);
        __m512i t62 = _mm512_maskz_loadu_epi32(t61, (const int *)((unsigned long)c + (unsigned long)t57 * 4UL));
        __m512i t63 = t62;
        __m512i t64 = _mm512_set1_epi32(1);
        __m512i t65 = _mm512_add_epi32(t63, t64);
        __m512i t66 = t65;
        __m512i t67 = _mm512_set1_epi32(2);
        __m512i t68 = t58;
        __m512i t69 = _mm512_mullo_epi32(t67, t68);
        __m512i t70 = t69;
        __m512i t71 = _mm512_mask_blend_epi32(t59, t66, t70);
        _mm512_mask_storeu_epi32(a + t57, t55, t71);
        i = (int)((long)t52 + t53);
    } else {
        i = t52;
    }
    for (; i < n; i++) {
        long t72 = (long)i;
        int t73 = b[t72];
        if (t73 > t) {
            a[t72] = 2 * t73;
        } else {
            a[t72] = c[t72] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    vcc_no_contract_body
    int t27;
    int t41;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            const float *t6 = b + t5;
            __m512 t7 = _mm512_loadu_ps(t6);
            __mmask16 t8 = _mm512_cmp_ps_mask(t7, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            __m512i t9 = _mm512_maskz_mov_epi32(t8, _mm512_set1_epi32(1));
            __mmask16 t10 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t9 == (vcc_v16_int){0}));
            __mmask16 t11 = _knot_mask16(t10);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t5 * 4UL), t11, t7);
            __m512 t12 = _mm512_loadu_ps(t6);
            __m512 t13 = _mm512_xor_ps(t12, _mm512_set1_ps(-0.0f));
            __m512 t14 = _mm512_mul_ps(t7, _mm512_set1_ps(3.0f));
            __m512 t15 = _mm512_mask_blend_ps(t10, t13, t14);
            _mm512_storeu_ps(a + t5, t15);
            long t16 = (long)(int)(t1 + 16L);
            const float *t17 = b + t16;
            __m512 t18 = _mm512_loadu_ps(t17);
            __mmask16 t19 = _mm512_cmp_ps_mask(t18, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            __m512i t20 = _mm512_maskz_mov_epi32(t19, _mm512_set1_epi32(1));
            __mmask16 t21 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t20 == (vcc_v16_int){0}));
            __mmask16 t22 = _knot_mask16(t21);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t16 * 4UL), t22, t18);
            __m512 t23 = _mm512_loadu_ps(t17);
            __m512 t24 = _mm512_xor_ps(t23, _mm512_set1_ps(-0.0f));
            __m512 t25 = _mm512_mul_ps(t18, _mm512_set1_ps(3.0f));
            __m512 t26 = _mm512_mask_blend_ps(t21, t24, t25);
            _mm512_storeu_ps(a + t16, t26);
            t1 += 32L;
        } while (t1 < t4);
        t27 = (int)t4;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 16L) {
        long t29 = t28 & -16L;
        long t2 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + t2);
            const float *t31 = b + t30;
            __m512 t32 = _mm512_loadu_ps(t31);
            __mmask16 t33 = _mm512_cmp_ps_mask(t32, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            __m512i t34 = _mm512_maskz_mov_epi32(t33, _mm512_set1_epi32(1));
            __mmask16 t35 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t34 == (vcc_v16_int){0}));
            __mmask16 t36 = _knot_mask16(t35);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t30 * 4UL), t36, t32);
            __m512 t37 = _mm512_loadu_ps(t31);
            __m512 t38 = _mm512_xor_ps(t37, _mm512_set1_ps(-0.0f));
            __m512 t39 = _mm512_mul_ps(t32, _mm512_set1_ps(3.0f));
            __m512 t40 = _mm512_mask_blend_ps(t35, t38, t39);
            _mm512_storeu_ps(a + t30, t40);
            t2 += 16L;
        } while (t2 < t29);
        t41 = (int)((long)t27 + t29);
    } else {
        t41 = t27;
    }
    long t42 = (long)n + (long)t41 * -1L;
    if ((t42 >= 1L) & (t42 <= 16L)) {
        __m512i t43 = _mm512_set1_epi32((int)(int)t42);
        __mmask16 t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t43, _MM_CMPINT_LT);
        long t45 = (long)(int)(long)t41;
        __m512 t46 = _mm512_maskz_loadu_ps(t44, b + t45);
        __mmask16 t47 = _mm512_cmp_ps_mask(t46, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
        __m512i t48 = _mm512_maskz_mov_epi32(t47, _mm512_set1_epi32(1));
        __mmask16 t49 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t48 == (vcc_v16_int){0}));
        __mmask16 t50 = _knot_mask16(t49);
        __mmask16 t51 = _kand_mask16(t44, t50);
        _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t45 * 4UL), t51, t46);
        __m512 t52 = _mm512_maskz_loadu_ps(t51, (const float *)((unsigned long)b + (unsigned long)t45 * 4UL));
        __m512 t53 = _mm512_xor_ps(t52, _mm512_set1_ps(-0.0f));
        __m512 t54 = _mm512_mul_ps(t46, _mm512_set1_ps(3.0f));
        __m512 t55 = _mm512_mask_blend_ps(t49, t53, t54);
        _mm512_mask_storeu_ps(a + t45, t44, t55);
        i = (int)((long)t41 + t42);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        const float *t57 = b + t56;
        float t58 = *t57;
        if (!(t58 < 0.5f)) {
            a[t56] = t58 * 3.0f;
        } else {
            d[t56] = t58;
            a[t56] = -*t57;
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void reads_between(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t29;
    int t44;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(b + t5);
            __m512i t7 = _mm512_and_si512(t6, _mm512_set1_epi32(1));
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t9 = _knot_mask16(t8);
            __m512i t10 = _mm512_maskz_loadu_epi32(t9, (int *)((unsigned long)a + (unsigned long)t5 * 4UL));
            __m512i t11 = t10;
            __m512i t12 = _mm512_set1_epi32(7);
            __m512i t13 = _mm512_add_epi32(t11, t12);
            __m512i t14 = t13;
            __mmask16 t15 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t16 = _mm512_mask_blend_epi32(t15, t14, t6);
            _mm512_storeu_si512(a + t5, t16);
            long t17 = (long)(int)(t1 + 16L);
            __m512i t18 = _mm512_loadu_si512(b + t17);
            __m512i t19 = _mm512_and_si512(t18, _mm512_set1_epi32(1));
            __mmask16 t20 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t21 = _knot_mask16(t20);
            __m512i t22 = _mm512_maskz_loadu_epi32(t21, (int *)((unsigned long)a + (unsigned long)t17 * 4UL));
            __m512i t23 = t22;
            __m512i t24 = _mm512_set1_epi32(7);
            __m512i t25 = _mm512_add_epi32(t23, t24);
            __m512i t26 = t25;
            __mmask16 t27 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t28 = _mm512_mask_blend_epi32(t27, t26, t18);
            _mm512_storeu_si512(a + t17, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 16L) {
        long t31 = t30 & -16L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m512i t33 = _mm512_loadu_si512(b + t32);
            __m512i t34 = _mm512_and_si512(t33, _mm512_set1_epi32(1));
            __mmask16 t35 = _mm512_cmp_epi32_mask(t34, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t36 = _knot_mask16(t35);
            __m512i t37 = _mm512_maskz_loadu_epi32(t36, (int *)((unsigned long)a + (unsigned long)t32 * 4UL));
            __m512i t38 = t37;
            __m512i t39 = _mm512_set1_epi32(7);
            __m512i t40 = _mm512_add_epi32(t38, t39);
            __m512i t41 = t40;
            __mmask16 t42 = _mm512_cmp_epi32_mask(t34, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t43 = _mm512_mask_blend_epi32(t42, t41, t33);
            _mm512_storeu_si512(a + t32, t43);
            t2 += 16L;
        } while (t2 < t31);
        t44 = (int)((long)t29 + t31);
    } else {
        t44 = t29;
    }
    long t45 = (long)n + (long)t44 * -1L;
    if ((t45 >= 1L) & (t45 <= 16L)) {
        __m512i t46 = _mm512_set1_epi32((int)(int)t45);
        __mmask16 t47 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t46, _MM_CMPINT_LT);
        long t48 = (long)(int)(long)t44;
        __m512i t49 = _mm512_maskz_loadu_epi32(t47, b + t48);
        __m512i t50 = _mm512_and_si512(t49, _mm512_set1_epi32(1));
        __mmask16 t51 = _mm512_cmp_epi32_mask(t50, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t52 = _knot_mask16(t51);
        __mmask16 t53 = _kand_mask16(t47, t52);
        __m512i t54 = _mm512_maskz_loadu_epi32(t53, (int *)((unsigned long)a + (unsigned long)t48 * 4UL));
        __m512i t55 = t54;
        __m512i t56 = _mm512_set1_epi32(7);
        __m512i t57 = _mm512_add_epi32(t55, t56);
        __m512i t58 = t57;
        __mmask16 t59 = _mm512_cmp_epi32_mask(t50, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __m512i t60 = _mm512_mask_blend_epi32(t59, t58, t49);
        _mm512_mask_storeu_epi32(a + t48, t47, t60);
        i = (int)((long)t44 + t45);
    } else {
        i = t44;
    }
    for (; i < n; i++) {
        long t61 = (long)i;
        int t62 = b[t61];
        if (t62 & 1) {
            a[t61] = t62;
        } else {
            int *t63 = a + t61;
            *t63 = *t63 + 7;
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
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m512i t4 = _mm512_set1_epi32((int)k);
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m512i t7 = _mm512_cvtepi16_epi32(t6);
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, t4, _MM_CMPINT_NLE);
            __m512i t9 = _mm512_and_si512(t7, _mm512_set1_epi32(2));
            __mmask16 t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t11 = _knot_mask16(t10);
            __mmask16 t12 = _kand_mask16(t8, t11);
            _mm256_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t5 * 2UL), t12, _mm256_set1_epi16((short)2));
            __mmask16 t13 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t14 = _kand_mask16(t8, t13);
            _mm256_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t5 * 2UL), t14, _mm256_set1_epi16((short)1));
            t1 += 16L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t29;
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
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t4 = 2 * n;
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t4, 4UL));
        void *t5 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t5;
        void *t6 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fd = (float *)t6;
        void *t7 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)t7;
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
        for (int fill_idx_3 = 0; fill_idx_3 < t4; fill_idx_3++) {
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
        long t8 = (long)n;
        unsigned long t9 = (unsigned long)t5;
        unsigned long t10 = (unsigned long)t6;
        unsigned long t11 = (unsigned long)t5;
        unsigned long t12 = (unsigned long)t7;
        unsigned long t13 = (unsigned long)t6;
        unsigned long t14 = (unsigned long)t7;
        if ((t8 >= 16L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t9)) & (((t11 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t13)) & 1) {
            long t15 = t8 & -16L;
            __m512i t16 = _mm512_set1_epi32(0);
            __m512i t17 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55));
            __m512i t18 = t17;
            __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(100));
            __m512i t20 = _mm512_min_epu32(t18, t19);
            __m512i t1 = t20;
            long t2 = 0L;
            for (;;) {
                long t21 = (long)(int)t2;
                __m512 t22 = _mm512_cvtepi32_ps(t1);
                __m512 t23 = _mm512_div_ps(t22, _mm512_set1_ps(100.0f));
                _mm512_storeu_ps(fb + t21, t23);
                _mm512_storeu_ps(fa + t21, _mm512_set1_ps(9.0f));
                _mm512_storeu_ps(fd + t21, _mm512_set1_ps(8.0f));
                t2 += 16L;
                __m512i t24 = _mm512_add_epi32(t1, _mm512_set1_epi32(92));
                __m512i t25 = t24;
                __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(100));
                __m512i t27 = _mm512_min_epu32(t25, t26);
                __m512i t28 = t27;
                if (t2 >= t15) {
                    break;
                }
                t1 = t28;
            }
            t29 = (int)t15;
        } else {
            t29 = 0;
        }
        long t30 = (long)n + (long)t29 * -1L;
        unsigned long t31 = (unsigned long)t5;
        unsigned long t32 = (unsigned long)t6;
        unsigned long t33 = (unsigned long)t5;
        unsigned long t34 = (unsigned long)t7;
        unsigned long t35 = (unsigned long)t6;
        unsigned long t36 = (unsigned long)t7;
        int t37 = (int)((unsigned int)t29 * 37U);
        if ((t30 >= 1L) & (t30 <= 16L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L)))) & (((t35 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t29 * 4L))) | ((t36 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t29 * 4L)))) & (t37 >= 0)) {
            __m512i t38 = _mm512_set1_epi32((int)(int)t30);
            __mmask16 t39 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t38, _MM_CMPINT_LT);
            __m512i t40 = _mm512_set1_epi32((int)(t37 % 100));
            __m512i t41 = _mm512_add_epi32(t40, _mm512_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55));
            __m512i t42 = t41;
            __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(100));
            __m512i t44 = _mm512_min_epu32(t42, t43);
            __m512i t45 = t44;
            long t46 = (long)(int)(long)t29;
            __m512 t47 = _mm512_cvtepi32_ps(t45);
            __m512 t48 = _mm512_div_ps(t47, _mm512_set1_ps(100.0f));
            _mm512_mask_storeu_ps(fb + t46, t39, t48);
            _mm512_mask_storeu_ps(fa + t46, t39, _mm512_set1_ps(9.0f));
            _mm512_mask_storeu_ps(fd + t46, t39, _mm512_set1_ps(8.0f));
            i = (int)((long)t29 + t30);
        } else {
            i = t29;
        }
        for (; i < n; i++) {
            long t49 = (long)i;
            fb[t49] = (float)(i * 37 % 100) / 100.0f;
            fa[t49] = 9.0f;
            fd[t49] = 8.0f;
        }
        printf("n=%d", n);
        const int *t50 = b;
        both_sides(n, 10, a, t50, c);
        unsigned long t51 = (unsigned long)n;
        unsigned long t52 = t51 * 4UL;
        const void *t53 = (const void *)a;
        printf(" both=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t53, t52)));
        with_other_store(n, fa, fd, fb);
        unsigned long t54 = (_mm256_zeroupper(), hash_bytes((const void *)fd, t52));
        printf(" other=%llx/%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t52)), (unsigned long long)t54);
        reads_between(n, a, t50);
        printf(" reads=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t53, t52)));
        (_mm256_zeroupper(), other_elements(n, a2, t50));
        printf(" elems=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t4 * 4UL)));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)sa, t51 * 2UL)));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ua, t51 * 1UL)));
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
