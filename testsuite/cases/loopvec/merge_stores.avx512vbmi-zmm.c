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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=5 avx2=5 sse4.2=4 neon=4 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    int t36;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t_v = _mm512_set1_epi32((int)t);
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(b_v, t_v, _MM_CMPINT_NLE);
            __mmask16 t4 = _knot_mask16(t3);
            __m512i c_v = _mm512_maskz_loadu_epi32(t4, (const int *)((unsigned long)c + (unsigned long)i_vec * 4UL));
            __m512i t5 = _mm512_add_epi32(c_v, _mm512_set1_epi32(1));
            __m512i t6 = _mm512_mullo_epi32(_mm512_set1_epi32(2), b_v);
            __m512i t7 = _mm512_mask_blend_epi32(t3, t5, t6);
            _mm512_storeu_si512(a + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t8);
            __mmask16 t9 = _mm512_cmp_epi32_mask(b_v_1, t_v, _MM_CMPINT_NLE);
            __mmask16 t10 = _knot_mask16(t9);
            __m512i c_v_1 = _mm512_maskz_loadu_epi32(t10, (const int *)((unsigned long)c + (unsigned long)t8 * 4UL));
            __m512i t11 = _mm512_add_epi32(c_v_1, _mm512_set1_epi32(1));
            __m512i t12 = _mm512_mullo_epi32(_mm512_set1_epi32(2), b_v_1);
            __m512i t13 = _mm512_mask_blend_epi32(t9, t11, t12);
            _mm512_storeu_si512(a + t8, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        __m512i t_v_1 = _mm512_set1_epi32((int)t);
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t17);
            __mmask16 t18 = _mm512_cmp_epi32_mask(b_v_2, t_v_1, _MM_CMPINT_NLE);
            __mmask16 t19 = _knot_mask16(t18);
            __m512i c_v_2 = _mm512_maskz_loadu_epi32(t19, (const int *)((unsigned long)c + (unsigned long)t17 * 4UL));
            __m512i t20 = _mm512_add_epi32(c_v_2, _mm512_set1_epi32(1));
            __m512i t21 = _mm512_mullo_epi32(_mm512_set1_epi32(2), b_v_2);
            __m512i t22 = _mm512_mask_blend_epi32(t18, t20, t21);
            _mm512_storeu_si512(a + t17, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t23 = (int)((long)t14 + t16);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        __m512i t_v_2 = _mm512_set1_epi32((int)t);
        long t27 = (long)t23;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t26, b + t27);
        __mmask16 t28 = _mm512_cmp_epi32_mask(b_v_3, t_v_2, _MM_CMPINT_NLE);
        __mmask16 t29 = _knot_mask16(t28);
        __mmask16 t30 = _kand_mask16(t26, t29);
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t30, (const int *)((unsigned long)c + (unsigned long)t27 * 4UL));
        __m512i t31 = _mm512_add_epi32(c_v_3, _mm512_set1_epi32(1));
        __m512i t32 = _mm512_mullo_epi32(_mm512_set1_epi32(2), b_v_3);
        __m512i t33 = _mm512_mask_blend_epi32(t28, t31, t32);
        _mm512_mask_storeu_epi32(a + t27, t26, t33);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    while (i < n) {
        long t34 = (long)i;
        int t35 = b[t34];
        if (t35 > t) {
            t36 = 2 * t35;
        } else {
            t36 = c[t34] + 1;
        }
        a[t34] = t36;
        i++;
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    vcc_no_contract_body
    int t20;
    int t32;
    int i;
    float t48;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:20 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            const float *t3 = b + i_vec;
            __m512 b_v = _mm512_loadu_ps(t3);
            __mmask16 t4 = _mm512_cmp_ps_mask(b_v, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            __m512i t5 = _mm512_maskz_mov_epi32(t4, _mm512_set1_epi32(1));
            __mmask16 t6 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t5 == (vcc_v16_int){0}));
            __mmask16 t7 = _knot_mask16(t6);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)i_vec * 4UL), t7, b_v);
            __m512 b_v_1 = _mm512_loadu_ps(t3);
            __m512 t8 = _mm512_xor_ps(b_v_1, _mm512_set1_ps(-0.0f));
            __m512 t9 = _mm512_mul_ps(b_v, _mm512_set1_ps(3.0f));
            __m512 t10 = _mm512_mask_blend_ps(t6, t8, t9);
            _mm512_storeu_ps(a + i_vec, t10);
            long t11 = i_vec + 16L;
            const float *t12 = b + t11;
            __m512 b_v_2 = _mm512_loadu_ps(t12);
            __mmask16 t13 = _mm512_cmp_ps_mask(b_v_2, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            __m512i t14 = _mm512_maskz_mov_epi32(t13, _mm512_set1_epi32(1));
            __mmask16 t15 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t14 == (vcc_v16_int){0}));
            __mmask16 t16 = _knot_mask16(t15);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t11 * 4UL), t16, b_v_2);
            __m512 b_v_3 = _mm512_loadu_ps(t12);
            __m512 t17 = _mm512_xor_ps(b_v_3, _mm512_set1_ps(-0.0f));
            __m512 t18 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(3.0f));
            __m512 t19 = _mm512_mask_blend_ps(t15, t17, t18);
            _mm512_storeu_ps(a + t11, t19);
            i_vec += 32L;
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:20 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t23 = (long)t20 + i_vec_1;
            const float *t24 = b + t23;
            __m512 b_v_4 = _mm512_loadu_ps(t24);
            __mmask16 t25 = _mm512_cmp_ps_mask(b_v_4, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
            __m512i t26 = _mm512_maskz_mov_epi32(t25, _mm512_set1_epi32(1));
            __mmask16 t27 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t26 == (vcc_v16_int){0}));
            __mmask16 t28 = _knot_mask16(t27);
            _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t23 * 4UL), t28, b_v_4);
            __m512 b_v_5 = _mm512_loadu_ps(t24);
            __m512 t29 = _mm512_xor_ps(b_v_5, _mm512_set1_ps(-0.0f));
            __m512 t30 = _mm512_mul_ps(b_v_4, _mm512_set1_ps(3.0f));
            __m512 t31 = _mm512_mask_blend_ps(t27, t29, t30);
            _mm512_storeu_ps(a + t23, t31);
            i_vec_1 += 16L;
        } while (i_vec_1 < t22);
        t32 = (int)((long)t20 + t22);
    } else {
        t32 = t20;
    }
    long t33 = (long)n + (long)t32 * -1L;
    if ((t33 >= 1L) & (t33 <= 16L)) {
        __m512i t34 = _mm512_set1_epi32((int)(int)t33);
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        long t36 = (long)t32;
        __m512 b_v_6 = _mm512_maskz_loadu_ps(t35, b + t36);
        __mmask16 t37 = _mm512_cmp_ps_mask(b_v_6, _mm512_set1_ps(0.5f), _CMP_LT_OQ);
        __m512i t38 = _mm512_maskz_mov_epi32(t37, _mm512_set1_epi32(1));
        __mmask16 t39 = _mm512_movepi32_mask((__m512i)(vcc_m16)((vcc_v16_int)t38 == (vcc_v16_int){0}));
        __mmask16 t40 = _knot_mask16(t39);
        __mmask16 t41 = _kand_mask16(t35, t40);
        _mm512_mask_storeu_ps((float *)((unsigned long)d + (unsigned long)t36 * 4UL), t41, b_v_6);
        __m512 b_v_7 = _mm512_maskz_loadu_ps(t41, (const float *)((unsigned long)b + (unsigned long)t36 * 4UL));
        __m512 t42 = _mm512_xor_ps(b_v_7, _mm512_set1_ps(-0.0f));
        __m512 t43 = _mm512_mul_ps(b_v_6, _mm512_set1_ps(3.0f));
        __m512 t44 = _mm512_mask_blend_ps(t39, t42, t43);
        _mm512_mask_storeu_ps(a + t36, t35, t44);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    while (i < n) {
        long t45 = (long)i;
        const float *t46 = b + t45;
        float t47 = *t46;
        if (!(t47 < 0.5f)) {
            t48 = t47 * 3.0f;
        } else {
            d[t45] = t47;
            t48 = -*t46;
        }
        a[t45] = t48;
        i++;
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void reads_between(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t13;
    int t21;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:32 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t4 = _mm512_and_si512(b_v, _mm512_set1_epi32(1));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t6 = _mm512_add_epi32(a_v, _mm512_set1_epi32(7));
            __m512i t7 = _mm512_mask_blend_epi32(t5, t6, b_v);
            _mm512_storeu_si512(a + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t8);
            __m512i t9 = _mm512_and_si512(b_v_1, _mm512_set1_epi32(1));
            __mmask16 t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i a_v_1 = _mm512_loadu_si512(a + t8);
            __m512i t11 = _mm512_add_epi32(a_v_1, _mm512_set1_epi32(7));
            __m512i t12 = _mm512_mask_blend_epi32(t10, t11, b_v_1);
            _mm512_storeu_si512(a + t8, t12);
            i_vec += 32L;
        } while (i_vec < t3);
        t13 = (int)t3;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:32 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t16 = (long)t13 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t16);
            __m512i t17 = _mm512_and_si512(b_v_2, _mm512_set1_epi32(1));
            __mmask16 t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i a_v_2 = _mm512_loadu_si512(a + t16);
            __m512i t19 = _mm512_add_epi32(a_v_2, _mm512_set1_epi32(7));
            __m512i t20 = _mm512_mask_blend_epi32(t18, t19, b_v_2);
            _mm512_storeu_si512(a + t16, t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        t21 = (int)((long)t13 + t15);
    } else {
        t21 = t13;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 16L)) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)t21;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t24, b + t25);
        __m512i t26 = _mm512_and_si512(b_v_3, _mm512_set1_epi32(1));
        __mmask16 t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t28 = _knot_mask16(t27);
        __mmask16 t29 = _kand_mask16(t24, t28);
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t29, (int *)((unsigned long)a + (unsigned long)t25 * 4UL));
        __m512i t30 = _mm512_add_epi32(a_v_3, _mm512_set1_epi32(7));
        __m512i t31 = _mm512_mask_blend_epi32(t29, b_v_3, t30);
        _mm512_mask_storeu_epi32(a + t25, t24, t31);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    while (i < n) {
        long t32 = (long)i;
        int t1 = b[t32];
        if (!(t1 & 1)) {
            t1 = a[t32] + 7;
        }
        a[t32] = t1;
        i++;
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more; on
   sse4.2 and neon, two stores lane by lane are two branches per element where the scalar loop
   takes one). */
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
        /* vcc: loop at merge_stores.c:54 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(b_v);
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, k_v, _MM_CMPINT_NLE);
            __m512i t5 = _mm512_and_si512(t3, _mm512_set1_epi32(2));
            __mmask16 t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t7 = _knot_mask16(t6);
            __mmask16 t8 = _kand_mask16(t4, t7);
            _mm256_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)i_vec * 2UL), t8, _mm256_set1_epi16((short)2));
            __mmask16 t9 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t10 = _kand_mask16(t4, t9);
            _mm256_mask_storeu_epi16((short *)((unsigned long)a + (unsigned long)i_vec * 2UL), t10, _mm256_set1_epi16((short)1));
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = (int)b[t11];
        if (t12 > k) {
            if (t12 & 2) {
                a[t11] = (short)1;
            } else {
                a[t11] = (short)2;
            }
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    int i;
    unsigned char t9;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:66 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __mmask32 t3 = _mm256_cmp_epu8_mask(b_v, _mm256_set1_epi8((char)100), _MM_CMPINT_LT);
            __m256i t4 = _mm256_sub_epi8(b_v, _mm256_set1_epi8((char)100));
            __m256i t5 = _mm256_add_epi8(b_v, _mm256_set1_epi8((char)50));
            __m256i t6 = _mm256_mask_blend_epi8(t3, t4, t5);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    while (i < n) {
        long t7 = (long)i;
        int t8 = (int)b[t7];
        if (t8 < 100) {
            t9 = (unsigned char)(t8 + 50);
        } else {
            t9 = (unsigned char)(t8 - 100);
        }
        a[t7] = t9;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t2;
    int t26;
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
        long t10 = (long)((unsigned long)t5 - (unsigned long)t4);
        unsigned long t11 = (unsigned long)t4;
        unsigned long t12 = (unsigned long)t6;
        long t13 = (long)((unsigned long)t4 - (unsigned long)t6);
        unsigned long t14 = (unsigned long)t5;
        unsigned long t15 = (unsigned long)t6;
        long t16 = (long)((unsigned long)t5 - (unsigned long)t6);
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L))) & (((t11 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L))) & (((t14 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t14) | ((t16 <= 0L) | (t16 >= 64L))) & 1) {
            long t17 = t7 & -16L;
            __m512i t18 = _mm512_set1_epi32(0);
            __m512i t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55));
            __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(100));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t19, t20);
            long i_vec = 0L;
            /* vcc: loop at merge_stores.c:90 vectorized: VF 16, UF 1, run-time checks: the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:56, the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:91, the value of the call to `new_array` at 79:56 and the value of the call to `new_array` at 79:91 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 91:28 by 100 kept as a running remainder (guard: dividend not negative), masked remainder */
            for (;;) {
                __m512 t21 = _mm512_cvtepi32_ps((__m512i)t1);
                __m512 t22 = _mm512_div_ps(t21, _mm512_set1_ps(100.0f));
                _mm512_storeu_ps(fb + i_vec, t22);
                _mm512_storeu_ps(fa + i_vec, _mm512_set1_ps(9.0f));
                _mm512_storeu_ps(fd + i_vec, _mm512_set1_ps(8.0f));
                i_vec += 16L;
                __m512i t23 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(92));
                __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(100));
                __m512i t25 = _mm512_min_epu32(t23, t24);
                if (i_vec >= t17) {
                    break;
                }
                t1 = (vcc_v16_int)t25;
            }
            t26 = (int)t17;
        } else {
            t26 = 0;
        }
        long t27 = (long)n + (long)t26 * -1L;
        unsigned long t28 = (unsigned long)t4;
        unsigned long t29 = (unsigned long)t5;
        long t30 = (long)((unsigned long)t5 + (unsigned long)((long)t26 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t26 * 4L)));
        unsigned long t31 = (unsigned long)t4;
        unsigned long t32 = (unsigned long)t6;
        long t33 = (long)((unsigned long)t4 + (unsigned long)((long)t26 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t26 * 4L)));
        unsigned long t34 = (unsigned long)t5;
        unsigned long t35 = (unsigned long)t6;
        long t36 = (long)((unsigned long)t5 + (unsigned long)((long)t26 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t26 * 4L)));
        int t37 = (int)((unsigned int)t26 * 37U);
        if ((t27 >= 1L) & (t27 <= 16L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 4L))) | ((t29 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t26 * 4L))) | ((t30 <= 0L) | (t30 >= 64L))) & (((t31 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t26 * 4L))) | ((t32 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t26 * 4L))) | ((t33 <= 0L) | (t33 >= 64L))) & (((t34 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t26 * 4L))) | ((t35 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t26 * 4L))) | ((t36 <= 0L) | (t36 >= 64L))) & (t37 >= 0)) {
            __m512i t38 = _mm512_set1_epi32((int)(int)t27);
            __mmask16 t39 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t38, _MM_CMPINT_LT);
            __m512i t40 = _mm512_set1_epi32((int)(t37 % 100));
            __m512i t41 = _mm512_add_epi32(t40, _mm512_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55));
            __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(100));
            __m512i t43 = _mm512_min_epu32(t41, t42);
            long t44 = (long)t26;
            __m512 t45 = _mm512_cvtepi32_ps(t43);
            __m512 t46 = _mm512_div_ps(t45, _mm512_set1_ps(100.0f));
            _mm512_mask_storeu_ps(fb + t44, t39, t46);
            _mm512_mask_storeu_ps(fa + t44, t39, _mm512_set1_ps(9.0f));
            _mm512_mask_storeu_ps(fd + t44, t39, _mm512_set1_ps(8.0f));
            i = (int)((long)t26 + t27);
        } else {
            i = t26;
        }
        for (; i < n; i++) {
            long t47 = (long)i;
            fb[t47] = (float)(i * 37 % 100) / 100.0f;
            fa[t47] = 9.0f;
            fd[t47] = 8.0f;
        }
        printf("n=%d", n);
        const int *t48 = b;
        both_sides(n, 10, a, t48, c);
        unsigned long t49 = (unsigned long)n;
        unsigned long t50 = t49 * 4UL;
        const void *t51 = (const void *)a;
        printf(" both=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t51, t50)));
        with_other_store(n, fa, fd, fb);
        unsigned long t52 = (_mm256_zeroupper(), hash_bytes((const void *)fd, t50));
        printf(" other=%llx/%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t50)), (unsigned long long)t52);
        reads_between(n, a, t48);
        printf(" reads=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t51, t50)));
        (_mm256_zeroupper(), other_elements(n, a2, t48));
        printf(" elems=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t3 * 4UL)));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)sa, t49 * 2UL)));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ua, t49 * 1UL)));
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
