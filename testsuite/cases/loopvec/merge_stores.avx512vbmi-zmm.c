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
    int t27;
    int t42;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t_v = _mm512_set1_epi32((int)t);
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i b_v = _mm512_loadu_si512(b + t3);
            __mmask16 t4 = _mm512_cmp_epi32_mask(b_v, t_v, _MM_CMPINT_NLE);
            __mmask16 t5 = _knot_mask16(t4);
            __m512i c_v = _mm512_maskz_loadu_epi32(t5, (const int *)((unsigned long)c + (unsigned long)t3 * 4UL));
            __m512i t6 = c_v;
            __m512i t7 = _mm512_set1_epi32(1);
            __m512i t8 = _mm512_add_epi32(t6, t7);
            __m512i t9 = t8;
            __m512i t10 = _mm512_set1_epi32(2);
            __m512i t11 = b_v;
            __m512i t12 = _mm512_mullo_epi32(t10, t11);
            __m512i t13 = t12;
            __m512i t14 = _mm512_mask_blend_epi32(t4, t9, t13);
            _mm512_storeu_si512(a + t3, t14);
            long t15 = (long)(int)(i_vec + 16L);
            __m512i b_v_1 = _mm512_loadu_si512(b + t15);
            __mmask16 t16 = _mm512_cmp_epi32_mask(b_v_1, t_v, _MM_CMPINT_NLE);
            __mmask16 t17 = _knot_mask16(t16);
            __m512i c_v_1 = _mm512_maskz_loadu_epi32(t17, (const int *)((unsigned long)c + (unsigned long)t15 * 4UL));
            __m512i t18 = c_v_1;
            __m512i t19 = _mm512_set1_epi32(1);
            __m512i t20 = _mm512_add_epi32(t18, t19);
            __m512i t21 = t20;
            __m512i t22 = _mm512_set1_epi32(2);
            __m512i t23 = b_v_1;
            __m512i t24 = _mm512_mullo_epi32(t22, t23);
            __m512i t25 = t24;
            __m512i t26 = _mm512_mask_blend_epi32(t16, t21, t25);
            _mm512_storeu_si512(a + t15, t26);
            i_vec += 32L;
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 16L) {
        long t29 = t28 & -16L;
        __m512i t_v_1 = _mm512_set1_epi32((int)t);
        long i_vec_1 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + i_vec_1);
            __m512i b_v_2 = _mm512_loadu_si512(b + t30);
            __mmask16 t31 = _mm512_cmp_epi32_mask(b_v_2, t_v_1, _MM_CMPINT_NLE);
            __mmask16 t32 = _knot_mask16(t31);
            __m512i c_v_2 = _mm512_maskz_loadu_epi32(t32, (const int *)((unsigned long)c + (unsigned long)t30 * 4UL));
            __m512i t33 = c_v_2;
            __m512i t34 = _mm512_set1_epi32(1);
            __m512i t35 = _mm512_add_epi32(t33, t34);
            __m512i t36 = t35;
            __m512i t37 = _mm512_set1_epi32(2);
            __m512i t38 = b_v_2;
            __m512i t39 = _mm512_mullo_epi32(t37, t38);
            __m512i t40 = t39;
            __m512i t41 = _mm512_mask_blend_epi32(t31, t36, t40);
            _mm512_storeu_si512(a + t30, t41);
            i_vec_1 += 16L;
        } while (i_vec_1 < t29);
        t42 = (int)((long)t27 + t29);
    } else {
        t42 = t27;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if ((t43 >= 1L) & (t43 <= 16L)) {
        __m512i t44 = _mm512_set1_epi32((int)(int)t43);
        __mmask16 t45 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t44, _MM_CMPINT_LT);
        __m512i t_v_2 = _mm512_set1_epi32((int)t);
        long t46 = (long)(int)(long)t42;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t45, b + t46);
        __mmask16 t47 = _mm512_cmp_epi32_mask(b_v_3, t_v_2, _MM_CMPINT_NLE);
        __mmask16 t48 = _knot_mask16(t47);
        __mmask16 t49 = _kand_mask16(t45, t48);
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t49, (const int *)((unsigned long)c + (unsigned long)t46 * 4UL));
        __m512i t50 = c_v_3;
        __m512i t51 = _mm512_set1_epi32(1);
        __m512i t52 = _mm512_add_epi32(t50, t51);
        __m512i t53 = t52;
        __m512i t54 = _mm512_set1_epi32(2);
        __m512i t55 = b_v_3;
        __m512i t56 = _mm512_mullo_epi32(t54, t55);
        __m512i t57 = t56;
        __m512i t58 = _mm512_mask_blend_epi32(t47, t53, t57);
        _mm512_mask_storeu_epi32(a + t46, t45, t58);
        i = (int)((long)t42 + t43);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t59 = (long)i;
        int t60 = b[t59];
        if (t60 > t) {
            a[t59] = 2 * t60;
        } else {
            a[t59] = c[t59] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    vcc_no_contract_body
    int t21;
    int t33;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:20 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            const float *t4 = b + t3;
            __m512 b_v = _mm512_loadu_ps(t4);
            __mmask16 t5 = _mm512_cmp_ps_mask(b_v, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            __m512i t6 = _mm512_maskz_mov_epi32(t5, _mm512_set1_epi32(1));
            __mmask16 t7 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t6 == (vcc_v16_int){0}));
            __mmask16 t8 = _knot_mask16(t7);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t3 * 4UL), t8, b_v);
            __m512 b_v_1 = _mm512_loadu_ps(t4);
            __m512 t9 = _mm512_xor_ps(b_v_1, _mm512_set1_ps(-0.0f));
            __m512 t10 = _mm512_mul_ps(b_v, _mm512_set1_ps(3.0f));
            __m512 t11 = _mm512_mask_blend_ps(t7, t9, t10);
            _mm512_storeu_ps(a + t3, t11);
            long t12 = (long)(int)(i_vec + 16L);
            const float *t13 = b + t12;
            __m512 b_v_2 = _mm512_loadu_ps(t13);
            __mmask16 t14 = _mm512_cmp_ps_mask(b_v_2, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            __m512i t15 = _mm512_maskz_mov_epi32(t14, _mm512_set1_epi32(1));
            __mmask16 t16 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t15 == (vcc_v16_int){0}));
            __mmask16 t17 = _knot_mask16(t16);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t12 * 4UL), t17, b_v_2);
            __m512 b_v_3 = _mm512_loadu_ps(t13);
            __m512 t18 = _mm512_xor_ps(b_v_3, _mm512_set1_ps(-0.0f));
            __m512 t19 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(3.0f));
            __m512 t20 = _mm512_mask_blend_ps(t16, t18, t19);
            _mm512_storeu_ps(a + t12, t20);
            i_vec += 32L;
        } while (i_vec < t2);
        t21 = (int)t2;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long i_vec_1 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + i_vec_1);
            const float *t25 = b + t24;
            __m512 b_v_4 = _mm512_loadu_ps(t25);
            __mmask16 t26 = _mm512_cmp_ps_mask(b_v_4, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            __m512i t27 = _mm512_maskz_mov_epi32(t26, _mm512_set1_epi32(1));
            __mmask16 t28 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t27 == (vcc_v16_int){0}));
            __mmask16 t29 = _knot_mask16(t28);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t24 * 4UL), t29, b_v_4);
            __m512 b_v_5 = _mm512_loadu_ps(t25);
            __m512 t30 = _mm512_xor_ps(b_v_5, _mm512_set1_ps(-0.0f));
            __m512 t31 = _mm512_mul_ps(b_v_4, _mm512_set1_ps(3.0f));
            __m512 t32 = _mm512_mask_blend_ps(t28, t30, t31);
            _mm512_storeu_ps(a + t24, t32);
            i_vec_1 += 16L;
        } while (i_vec_1 < t23);
        t33 = (int)((long)t21 + t23);
    } else {
        t33 = t21;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 16L)) {
        __m512i t35 = _mm512_set1_epi32((int)(int)t34);
        __mmask16 t36 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t35, _MM_CMPINT_LT);
        long t37 = (long)(int)(long)t33;
        __m512 b_v_6 = _mm512_maskz_loadu_ps(t36, b + t37);
        __mmask16 t38 = _mm512_cmp_ps_mask(b_v_6, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
        __m512i t39 = _mm512_maskz_mov_epi32(t38, _mm512_set1_epi32(1));
        __mmask16 t40 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t39 == (vcc_v16_int){0}));
        __mmask16 t41 = _knot_mask16(t40);
        __mmask16 t42 = _kand_mask16(t36, t41);
        _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t37 * 4UL), t42, b_v_6);
        __m512 b_v_7 = _mm512_maskz_loadu_ps(t42, (const float *)((unsigned long)b + (unsigned long)t37 * 4UL));
        __m512 t43 = _mm512_xor_ps(b_v_7, _mm512_set1_ps(-0.0f));
        __m512 t44 = _mm512_mul_ps(b_v_6, _mm512_set1_ps(3.0f));
        __m512 t45 = _mm512_mask_blend_ps(t40, t43, t44);
        _mm512_mask_storeu_ps(a + t37, t36, t45);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        const float *t47 = b + t46;
        float t48 = *t47;
        if (!(t48 < 0.5f)) {
            a[t46] = t48 * 3.0f;
        } else {
            d[t46] = t48;
            a[t46] = -*t47;
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void reads_between(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t23;
    int t36;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:32 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i b_v = _mm512_loadu_si512(b + t3);
            __m512i t4 = _mm512_and_si512(b_v, _mm512_set1_epi32(1));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t6 = _knot_mask16(t5);
            __m512i a_v = _mm512_maskz_loadu_epi32(t6, (int *)((unsigned long)a + (unsigned long)t3 * 4UL));
            __m512i t7 = a_v;
            __m512i t8 = _mm512_set1_epi32(7);
            __m512i t9 = _mm512_add_epi32(t7, t8);
            __m512i t10 = t9;
            __mmask16 t11 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t12 = _mm512_mask_blend_epi32(t11, t10, b_v);
            _mm512_storeu_si512(a + t3, t12);
            long t13 = (long)(int)(i_vec + 16L);
            __m512i b_v_1 = _mm512_loadu_si512(b + t13);
            __m512i t14 = _mm512_and_si512(b_v_1, _mm512_set1_epi32(1));
            __mmask16 t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t16 = _knot_mask16(t15);
            __m512i a_v_1 = _mm512_maskz_loadu_epi32(t16, (int *)((unsigned long)a + (unsigned long)t13 * 4UL));
            __m512i t17 = a_v_1;
            __m512i t18 = _mm512_set1_epi32(7);
            __m512i t19 = _mm512_add_epi32(t17, t18);
            __m512i t20 = t19;
            __mmask16 t21 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t22 = _mm512_mask_blend_epi32(t21, t20, b_v_1);
            _mm512_storeu_si512(a + t13, t22);
            i_vec += 32L;
        } while (i_vec < t2);
        t23 = (int)t2;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 16L) {
        long t25 = t24 & -16L;
        long i_vec_1 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + i_vec_1);
            __m512i b_v_2 = _mm512_loadu_si512(b + t26);
            __m512i t27 = _mm512_and_si512(b_v_2, _mm512_set1_epi32(1));
            __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t29 = _knot_mask16(t28);
            __m512i a_v_2 = _mm512_maskz_loadu_epi32(t29, (int *)((unsigned long)a + (unsigned long)t26 * 4UL));
            __m512i t30 = a_v_2;
            __m512i t31 = _mm512_set1_epi32(7);
            __m512i t32 = _mm512_add_epi32(t30, t31);
            __m512i t33 = t32;
            __mmask16 t34 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t35 = _mm512_mask_blend_epi32(t34, t33, b_v_2);
            _mm512_storeu_si512(a + t26, t35);
            i_vec_1 += 16L;
        } while (i_vec_1 < t25);
        t36 = (int)((long)t23 + t25);
    } else {
        t36 = t23;
    }
    long t37 = (long)n + (long)t36 * -1L;
    if ((t37 >= 1L) & (t37 <= 16L)) {
        __m512i t38 = _mm512_set1_epi32((int)(int)t37);
        __mmask16 t39 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t38, _MM_CMPINT_LT);
        long t40 = (long)(int)(long)t36;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t39, b + t40);
        __m512i t41 = _mm512_and_si512(b_v_3, _mm512_set1_epi32(1));
        __mmask16 t42 = _mm512_cmp_epi32_mask(t41, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t43 = _knot_mask16(t42);
        __mmask16 t44 = _kand_mask16(t39, t43);
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t44, (int *)((unsigned long)a + (unsigned long)t40 * 4UL));
        __m512i t45 = a_v_3;
        __m512i t46 = _mm512_set1_epi32(7);
        __m512i t47 = _mm512_add_epi32(t45, t46);
        __m512i t48 = t47;
        __mmask16 t49 = _mm512_cmp_epi32_mask(t41, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __m512i t50 = _mm512_mask_blend_epi32(t49, t48, b_v_3);
        _mm512_mask_storeu_epi32(a + t40, t39, t50);
        i = (int)((long)t36 + t37);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        int t52 = b[t51];
        if (t52 & 1) {
            a[t51] = t52;
        } else {
            int *t53 = a + t51;
            *t53 = *t53 + 7;
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
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:52 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m512i t4 = _mm512_cvtepi16_epi32(b_v);
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, k_v, _MM_CMPINT_NLE);
            __m512i t6 = _mm512_and_si512(t4, _mm512_set1_epi32(2));
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t8 = _knot_mask16(t7);
            __mmask16 t9 = _kand_mask16(t5, t8);
            _mm256_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t3 * 2UL), t9, _mm256_set1_epi16((short)2));
            __mmask16 t10 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t11 = _kand_mask16(t5, t10);
            _mm256_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)t3 * 2UL), t11, _mm256_set1_epi16((short)1));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t13 = (int)b[t12];
        if (t13 > k) {
            if (t13 & 2) {
                a[t12] = (short)1;
            } else {
                a[t12] = (short)2;
            }
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:64 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t3));
            __m128i t4 = b_v;
            __mmask16 t5 = _mm_cmp_epu8_mask(t4, _mm_set1_epi8((char)100), _MM_CMPINT_LT);
            __m128i t6 = t4;
            __m128i t7 = _mm_set1_epi8((char)100);
            __m128i t8 = _mm_sub_epi8(t6, t7);
            __m128i t9 = t8;
            __m128i t10 = t9;
            __m128i t11 = t4;
            __m128i t12 = _mm_set1_epi8((char)50);
            __m128i t13 = _mm_add_epi8(t11, t12);
            __m128i t14 = t13;
            __m128i t15 = t14;
            __m128i t16 = _mm_mask_blend_epi8(t5, t10, t15);
            _mm_storeu_si128((__m128i *)(a + t3), t16);
            long t17 = (long)(int)(i_vec + 16L);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i t18 = b_v_1;
            __mmask16 t19 = _mm_cmp_epu8_mask(t18, _mm_set1_epi8((char)100), _MM_CMPINT_LT);
            __m128i t20 = t18;
            __m128i t21 = _mm_set1_epi8((char)100);
            __m128i t22 = _mm_sub_epi8(t20, t21);
            __m128i t23 = t22;
            __m128i t24 = t23;
            __m128i t25 = t18;
            __m128i t26 = _mm_set1_epi8((char)50);
            __m128i t27 = _mm_add_epi8(t25, t26);
            __m128i t28 = t27;
            __m128i t29 = t28;
            __m128i t30 = _mm_mask_blend_epi8(t19, t24, t29);
            _mm_storeu_si128((__m128i *)(a + t17), t30);
            i_vec += 32L;
        } while (i_vec < t2);
        t31 = (int)t2;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 16L) {
        long t33 = t32 & -16L;
        long i_vec_1 = 0L;
        do {
            long t34 = (long)(int)((long)t31 + i_vec_1);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t34));
            __m128i t35 = b_v_2;
            __mmask16 t36 = _mm_cmp_epu8_mask(t35, _mm_set1_epi8((char)100), _MM_CMPINT_LT);
            __m128i t37 = t35;
            __m128i t38 = _mm_set1_epi8((char)100);
            __m128i t39 = _mm_sub_epi8(t37, t38);
            __m128i t40 = t39;
            __m128i t41 = t40;
            __m128i t42 = t35;
            __m128i t43 = _mm_set1_epi8((char)50);
            __m128i t44 = _mm_add_epi8(t42, t43);
            __m128i t45 = t44;
            __m128i t46 = t45;
            __m128i t47 = _mm_mask_blend_epi8(t36, t41, t46);
            _mm_storeu_si128((__m128i *)(a + t34), t47);
            i_vec_1 += 16L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        int t49 = (int)b[t48];
        if (t49 < 100) {
            a[t48] = (unsigned char)(t49 + 50);
        } else {
            a[t48] = (unsigned char)(t49 - 100);
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t2;
    int t28;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t3 = 2 * n;
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t3, 4UL));
        void *t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t4;
        void *t5 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fd = (float *)t5;
        void *t6 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)t6;
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
        for (int fill_idx_3 = 0; fill_idx_3 < t3; fill_idx_3++) {
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
        long t7 = (long)n;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t5;
        unsigned long t10 = (unsigned long)t4;
        unsigned long t11 = (unsigned long)t6;
        unsigned long t12 = (unsigned long)t5;
        unsigned long t13 = (unsigned long)t6;
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8)) & (((t10 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t10)) & (((t12 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t12)) & 1) {
            long t14 = t7 & -16L;
            __m512i t15 = _mm512_set1_epi32(0);
            __m512i t16 = _mm512_add_epi32(t15, _mm512_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55));
            __m512i t17 = t16;
            __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(100));
            __m512i t19 = _mm512_min_epu32(t17, t18);
            __m512i t1 = t19;
            long i_vec = 0L;
            /* vcc: loop at merge_stores.c:88 vectorized: VF 16, UF 1, run-time checks: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56, the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:91, the value of the call to `new_array` at 77:56 and the value of the call to `new_array` at 77:91 do not overlap, the remainder at 89:28 by 100 kept as a running remainder (guard: dividend not negative), masked remainder */
            for (;;) {
                long t20 = (long)(int)i_vec;
                __m512 t21 = _mm512_cvtepi32_ps(t1);
                __m512 t22 = _mm512_div_ps(t21, _mm512_set1_ps(100.0f));
                _mm512_storeu_ps(fb + t20, t22);
                _mm512_storeu_ps(fa + t20, _mm512_set1_ps(9.0f));
                _mm512_storeu_ps(fd + t20, _mm512_set1_ps(8.0f));
                i_vec += 16L;
                __m512i t23 = _mm512_add_epi32(t1, _mm512_set1_epi32(92));
                __m512i t24 = t23;
                __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(100));
                __m512i t26 = _mm512_min_epu32(t24, t25);
                __m512i t27 = t26;
                if (i_vec >= t14) {
                    break;
                }
                t1 = t27;
            }
            t28 = (int)t14;
        } else {
            t28 = 0;
        }
        long t29 = (long)n + (long)t28 * -1L;
        unsigned long t30 = (unsigned long)t4;
        unsigned long t31 = (unsigned long)t5;
        unsigned long t32 = (unsigned long)t4;
        unsigned long t33 = (unsigned long)t6;
        unsigned long t34 = (unsigned long)t5;
        unsigned long t35 = (unsigned long)t6;
        int t36 = (int)((unsigned int)t28 * 37U);
        if ((t29 >= 1L) & (t29 <= 16L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t28 * 4L)))) & (((t32 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t28 * 4L))) | ((t33 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t28 * 4L)))) & (((t34 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t28 * 4L))) | ((t35 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t28 * 4L)))) & (t36 >= 0)) {
            __m512i t37 = _mm512_set1_epi32((int)(int)t29);
            __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
            __m512i t39 = _mm512_set1_epi32((int)(t36 % 100));
            __m512i t40 = _mm512_add_epi32(t39, _mm512_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55));
            __m512i t41 = t40;
            __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(100));
            __m512i t43 = _mm512_min_epu32(t41, t42);
            __m512i t44 = t43;
            long t45 = (long)(int)(long)t28;
            __m512 t46 = _mm512_cvtepi32_ps(t44);
            __m512 t47 = _mm512_div_ps(t46, _mm512_set1_ps(100.0f));
            _mm512_mask_storeu_ps(fb + t45, t38, t47);
            _mm512_mask_storeu_ps(fa + t45, t38, _mm512_set1_ps(9.0f));
            _mm512_mask_storeu_ps(fd + t45, t38, _mm512_set1_ps(8.0f));
            i = (int)((long)t28 + t29);
        } else {
            i = t28;
        }
        for (; i < n; i++) {
            long t48 = (long)i;
            fb[t48] = (float)(i * 37 % 100) / 100.0f;
            fa[t48] = 9.0f;
            fd[t48] = 8.0f;
        }
        printf("n=%d", n);
        const int *t49 = b;
        both_sides(n, 10, a, t49, c);
        unsigned long t50 = (unsigned long)n;
        unsigned long t51 = t50 * 4UL;
        const void *t52 = (const void *)a;
        printf(" both=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t52, t51)));
        with_other_store(n, fa, fd, fb);
        unsigned long t53 = (_mm256_zeroupper(), hash_bytes((const void *)fd, t51));
        printf(" other=%llx/%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t51)), (unsigned long long)t53);
        reads_between(n, a, t49);
        printf(" reads=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t52, t51)));
        (_mm256_zeroupper(), other_elements(n, a2, t49));
        printf(" elems=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t3 * 4UL)));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)sa, t50 * 2UL)));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ua, t50 * 1UL)));
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
