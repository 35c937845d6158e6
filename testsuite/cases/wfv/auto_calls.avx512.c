/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_iters(__m512 cr, __m512 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vvu_iters(__m512 cr, __m512 ci, unsigned int max_iter, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_digits(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_digits(__m256i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_biased(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_biased(__m256i x);
/* Call sites without a loop pragma: the loop vectorizer calls a vector variant on its own when
   the callee touches no memory outside its own frame (its result depends on its arguments
   only); a callee that reads a global, or writes through a pointer, keeps the loop scalar. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 2 */

/* #pragma omp declare simd uniform(max_iter) */
unsigned iters(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_iters(__m512 cr, __m512 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512i t4;
    __m512i t5;
    unsigned int t6;
    __m512i t19;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m512i)(vcc_v16_uint){0};
    while (t6 < max_iter) {
        __m512 t7 = _mm512_mul_ps(t2, t2);
        __m512 t8 = _mm512_mul_ps(t3, t3);
        __m512 t9 = _mm512_add_ps(t7, t8);
        __m512 t10 = _mm512_set1_ps(4.0f);
        __mmask16 t11 = _mm512_cmp_ps_mask(t9, t10, _CMP_LT_OQ);
        __mmask16 t12 = _kand_mask16(t1, t11);
        __m512 t13 = _mm512_sub_ps(t7, t8);
        __m512 t14 = _mm512_add_ps(t13, cr);
        __m512 t15 = _mm512_set1_ps(2.0f);
        __m512 t16 = _mm512_mul_ps(t15, t2);
        __m512 t17 = _mm512_mul_ps(t16, t3);
        t3 = _mm512_add_ps(t17, ci);
        __m512i t18 = _mm512_set1_epi32((int)t6);
        t4 = _mm512_mask_blend_epi32(t1, t4, t18);
        if (!(t12 != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm512_set1_epi32((int)t6);
    t5 = _mm512_mask_blend_epi32(t1, t4, t19);
L20:
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vvu_iters(__m512 cr, __m512 ci, unsigned int max_iter, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    __m512i t3;
    __m512i t4;
    __mmask16 t5;
    __mmask16 t6;
    unsigned int t7;
    __m512i t20;
    __m512i t21;
    t5 = (__mmask16)mask;
    t1 = _mm512_set1_ps(0.0f);
    t2 = _mm512_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (__m512i)(vcc_v16_uint){0};
    while (t7 < max_iter) {
        __m512 t8 = _mm512_mul_ps(t1, t1);
        __m512 t9 = _mm512_mul_ps(t2, t2);
        __m512 t10 = _mm512_add_ps(t8, t9);
        __m512 t11 = _mm512_set1_ps(4.0f);
        __mmask16 t12 = _mm512_cmp_ps_mask(t10, t11, _CMP_LT_OQ);
        __mmask16 t13 = _kand_mask16(t6, t12);
        __m512 t14 = _mm512_sub_ps(t8, t9);
        __m512 t15 = _mm512_add_ps(t14, cr);
        __m512 t16 = _mm512_set1_ps(2.0f);
        __m512 t17 = _mm512_mul_ps(t16, t1);
        __m512 t18 = _mm512_mul_ps(t17, t2);
        t2 = _mm512_add_ps(t18, ci);
        __m512i t19 = _mm512_set1_epi32((int)t7);
        t3 = _mm512_mask_blend_epi32(t6, t3, t19);
        if (!(t13 != 0)) {
            t4 = t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm512_set1_epi32((int)t7);
    t4 = _mm512_mask_blend_epi32(t6, t3, t20);
L22:
    t21 = _mm512_mask_blend_epi32(t5, (__m512i)(vcc_v16_uint){0}, t4);
    return t21;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    unsigned int t6;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        __m256 t7 = _mm256_mul_ps(t2, t2);
        __m256 t8 = _mm256_mul_ps(t3, t3);
        __m256 t9 = _mm256_add_ps(t7, t8);
        __m256 t10 = _mm256_set1_ps(4.0f);
        __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_LT_OQ));
        __m256i t12 = _mm256_and_si256(t1, t11);
        __m256 t13 = _mm256_sub_ps(t7, t8);
        __m256 t14 = _mm256_add_ps(t13, cr);
        __m256 t15 = _mm256_set1_ps(2.0f);
        __m256 t16 = _mm256_mul_ps(t15, t2);
        __m256 t17 = _mm256_mul_ps(t16, t3);
        t3 = _mm256_add_ps(t17, ci);
        __m256i t18 = _mm256_set1_epi32((int)t6);
        t4 = _mm256_ternarylogic_epi32(t1, t18, t4, 0xCA);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = _mm256_ternarylogic_epi32(t1, t19, t4, 0xCA);
L20:
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    unsigned int t7;
    __m256i t20;
    __m256i t21;
    t5 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (__m256i)(vcc_v8_uint){0};
    while (t7 < max_iter) {
        __m256 t8 = _mm256_mul_ps(t1, t1);
        __m256 t9 = _mm256_mul_ps(t2, t2);
        __m256 t10 = _mm256_add_ps(t8, t9);
        __m256 t11 = _mm256_set1_ps(4.0f);
        __m256i t12 = _mm256_castps_si256(_mm256_cmp_ps(t10, t11, _CMP_LT_OQ));
        __m256i t13 = _mm256_and_si256(t6, t12);
        __m256 t14 = _mm256_sub_ps(t8, t9);
        __m256 t15 = _mm256_add_ps(t14, cr);
        __m256 t16 = _mm256_set1_ps(2.0f);
        __m256 t17 = _mm256_mul_ps(t16, t1);
        __m256 t18 = _mm256_mul_ps(t17, t2);
        t2 = _mm256_add_ps(t18, ci);
        __m256i t19 = _mm256_set1_epi32((int)t7);
        t3 = _mm256_ternarylogic_epi32(t6, t19, t3, 0xCA);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t4 = t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm256_set1_epi32((int)t7);
    t4 = _mm256_ternarylogic_epi32(t6, t20, t3, 0xCA);
L22:
    t21 = _mm256_ternarylogic_epi32(t5, t4, (__m256i)(vcc_v8_uint){0}, 0xCA);
    return t21;
}

/* #pragma omp declare simd notinbranch */
int digits(int x) {
    int s = 0;
    for (int k = 0; k < 3; k++) {
        s += x % 10;
        x /= 10;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_digits(__m512i x) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(10);
    __m512i t2 = (__m512i)((vcc_v16_int)x % (vcc_v16_int)t1);
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, t2);
    __m512i t5 = _mm512_set1_epi32(10);
    __m512i t6 = (__m512i)((vcc_v16_int)x / (vcc_v16_int)t5);
    __m512i t7 = _mm512_set1_epi32(10);
    __m512i t8 = (__m512i)((vcc_v16_int)t6 % (vcc_v16_int)t7);
    __m512i t9 = _mm512_add_epi32(t4, t8);
    __m512i t10 = _mm512_set1_epi32(10);
    __m512i t11 = (__m512i)((vcc_v16_int)t6 / (vcc_v16_int)t10);
    __m512i t12 = _mm512_set1_epi32(10);
    __m512i t13 = (__m512i)((vcc_v16_int)t11 % (vcc_v16_int)t12);
    __m512i t14 = _mm512_add_epi32(t9, t13);
    return t14;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_digits(__m256i x) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(10);
    __m256i t2 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t1);
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, t2);
    __m256i t5 = _mm256_set1_epi32(10);
    __m256i t6 = (__m256i)((vcc_v8_int)x / (vcc_v8_int)t5);
    __m256i t7 = _mm256_set1_epi32(10);
    __m256i t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)t7);
    __m256i t9 = _mm256_add_epi32(t4, t8);
    __m256i t10 = _mm256_set1_epi32(10);
    __m256i t11 = (__m256i)((vcc_v8_int)t6 / (vcc_v8_int)t10);
    __m256i t12 = _mm256_set1_epi32(10);
    __m256i t13 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)t12);
    __m256i t14 = _mm256_add_epi32(t9, t13);
    return t14;
}

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_biased(__m512i x) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32((int)bias);
    __m512i t2 = _mm512_add_epi32(x, t1);
    return t2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_biased(__m256i x) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32((int)bias);
    __m256i t2 = _mm256_add_epi32(x, t1);
    return t2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void row(unsigned *out, int n, float y) {
    vcc_no_contract_body
    __m512i i_v;
    long i_vec;
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512i t4;
    __m512i t5;
    __m512 t6;
    __m512 t7;
    __m512i t8;
    __m512i t9;
    long t10;
    long t11;
    __m512 y_v;
    __m512i t12;
    __m512i t13;
    __m512i i_v_1;
    unsigned int *t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    int t18;
    long t19;
    __m512i t20;
    __mmask16 t21;
    __m512 y_v_1;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i i_v_2;
    unsigned int *t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    int i;
    unsigned int t29;
    __m512i t43;
    __mmask16 t44;
    unsigned int t45;
    __m512i t58;
    __m512i t59;
    t10 = (long)n;
    if (t10 >= 16L) {
        t11 = t10 & -16L;
        y_v = _mm512_set1_ps(y);
        t12 = _mm512_set1_epi32(0);
        t13 = t12;
        i_v = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        i_vec = 0L;
        /* vcc: loop at auto_calls.c:41 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            i_v_1 = i_v;
            t14 = out + (int)i_vec;
            t15 = _mm512_cvtepi32_ps(i_v_1);
            t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.046875f));
            t17 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t16);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t2 = _mm512_set1_ps(0.0f);
            t3 = _mm512_set1_ps(0.0f);
            t29 = 0U;
            t4 = (__m512i)(vcc_v16_uint){0};
            while (t29 < 200U) {
                __m512 t30 = _mm512_mul_ps(t2, t2);
                __m512 t31 = _mm512_mul_ps(t3, t3);
                __m512 t32 = _mm512_add_ps(t30, t31);
                __m512 t33 = _mm512_set1_ps(4.0f);
                __mmask16 t34 = _mm512_cmp_ps_mask(t32, t33, _CMP_LT_OQ);
                __mmask16 t35 = _kand_mask16(t1, t34);
                __m512 t36 = _mm512_sub_ps(t30, t31);
                __m512 t37 = _mm512_add_ps(t36, t17);
                __m512 t38 = _mm512_set1_ps(2.0f);
                __m512 t39 = _mm512_mul_ps(t38, t2);
                __m512 t40 = _mm512_mul_ps(t39, t3);
                __m512 t41 = _mm512_add_ps(t40, y_v);
                __m512i t42 = _mm512_set1_epi32((int)t29);
                t4 = _mm512_mask_blend_epi32(t1, t4, t42);
                if (!(t35 != 0)) {
                    t5 = t4;
                    goto L60;
                }
                t1 = t35;
                t29++;
                t2 = t37;
                t3 = t41;
            }
            t43 = _mm512_set1_epi32((int)t29);
            t5 = _mm512_mask_blend_epi32(t1, t4, t43);
        L60:
            _mm512_storeu_si512(t14, t5);
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            if (i_vec >= t11) {
                t18 = (int)t11;
                break;
            }
        }
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        t20 = _mm512_set1_epi32((int)(int)t19);
        t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        y_v_1 = _mm512_set1_ps(y);
        t22 = _mm512_set1_epi32((int)t18);
        t23 = t22;
        t24 = _mm512_add_epi32(t23, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        i_v_2 = t24;
        t25 = out + (int)(long)t18;
        t26 = _mm512_cvtepi32_ps(i_v_2);
        t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.046875f));
        t28 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t27);
        t6 = _mm512_set1_ps(0.0f);
        t7 = _mm512_set1_ps(0.0f);
        t44 = t21;
        t45 = 0U;
        t8 = (__m512i)(vcc_v16_uint){0};
        while (t45 < 200U) {
            __m512 t46 = _mm512_mul_ps(t6, t6);
            __m512 t47 = _mm512_mul_ps(t7, t7);
            __m512 t48 = _mm512_add_ps(t46, t47);
            __m512 t49 = _mm512_set1_ps(4.0f);
            __mmask16 t50 = _mm512_cmp_ps_mask(t48, t49, _CMP_LT_OQ);
            __mmask16 t51 = _kand_mask16(t44, t50);
            __m512 t52 = _mm512_sub_ps(t46, t47);
            __m512 t53 = _mm512_add_ps(t52, t28);
            __m512 t54 = _mm512_set1_ps(2.0f);
            __m512 t55 = _mm512_mul_ps(t54, t6);
            __m512 t56 = _mm512_mul_ps(t55, t7);
            t7 = _mm512_add_ps(t56, y_v_1);
            __m512i t57 = _mm512_set1_epi32((int)t45);
            t8 = _mm512_mask_blend_epi32(t44, t8, t57);
            if (!(t51 != 0)) {
                t9 = t8;
                goto L61;
            }
            t44 = t51;
            t45++;
            t6 = t53;
        }
        t58 = _mm512_set1_epi32((int)t45);
        t9 = _mm512_mask_blend_epi32(t44, t8, t58);
    L61:
        t59 = _mm512_mask_blend_epi32(t21, (__m512i)(vcc_v16_uint){0}, t9);
        _mm512_mask_storeu_epi32(t25, t21, t59);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), iters(-2.0f + (float)i * 0.046875f, y, 200U));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void digit_sums(int *out, const int *in, int n) {
    vcc_no_contract_body
    int t9;
    int i;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)out;
    unsigned long t4 = (unsigned long)in;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3))) {
        long t5 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at auto_calls.c:46 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            long t6 = (long)(int)i_vec;
            int *t7 = out + t6;
            __m512i in_v = _mm512_loadu_si512(in + t6);
            __m512i t8 = _mm512_abs_epi32(in_v);
            __m512i t26 = _mm512_set1_epi32(10);
            __m512i t27 = (__m512i)((vcc_v16_int)t8 % (vcc_v16_int)t26);
            __m512i t28 = _mm512_set1_epi32(0);
            __m512i t29 = _mm512_add_epi32(t28, t27);
            __m512i t30 = _mm512_set1_epi32(10);
            __m512i t31 = (__m512i)((vcc_v16_int)t8 / (vcc_v16_int)t30);
            __m512i t32 = _mm512_set1_epi32(10);
            __m512i t33 = (__m512i)((vcc_v16_int)t31 % (vcc_v16_int)t32);
            __m512i t34 = _mm512_add_epi32(t29, t33);
            __m512i t35 = _mm512_set1_epi32(10);
            __m512i t36 = (__m512i)((vcc_v16_int)t31 / (vcc_v16_int)t35);
            __m512i t37 = _mm512_set1_epi32(10);
            __m512i t38 = (__m512i)((vcc_v16_int)t36 % (vcc_v16_int)t37);
            __m512i t39 = _mm512_add_epi32(t34, t38);
            _mm512_storeu_si512(t7, t39);
            i_vec += 16L;
            if (i_vec >= t5) {
                t9 = (int)t5;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)in;
    if ((t10 >= 1L) & (t10 <= 16L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))))) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)(int)(long)t9;
        int *t16 = out + t15;
        __m512i in_v_1 = _mm512_maskz_loadu_epi32(t14, in + t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(in_v_1, _mm512_set1_epi32(0), _MM_CMPINT_LT);
        __mmask16 t18 = _knot_mask16(t17);
        __mmask16 t19 = _kand_mask16(t14, t18);
        __m512i t20 = in_v_1;
        __m512i t21 = _mm512_sub_epi32(_mm512_setzero_si512(), t20);
        __m512i t22 = t21;
        __m512i t23 = _mm512_mask_blend_epi32(t19, t22, in_v_1);
        __m512i t40 = _mm512_set1_epi32(10);
        __m512i t41 = _mm512_set1_epi32(1);
        __m512i t42 = _mm512_mask_blend_epi32(t14, t41, t40);
        __m512i t43 = (__m512i)((vcc_v16_int)t23 % (vcc_v16_int)t42);
        __m512i t44 = _mm512_set1_epi32(0);
        __m512i t45 = t44;
        __m512i t46 = t43;
        __m512i t47 = _mm512_add_epi32(t45, t46);
        __m512i t48 = t47;
        __m512i t49 = _mm512_set1_epi32(10);
        __m512i t50 = _mm512_set1_epi32(1);
        __m512i t51 = _mm512_mask_blend_epi32(t14, t50, t49);
        __m512i t52 = (__m512i)((vcc_v16_int)t23 / (vcc_v16_int)t51);
        __m512i t53 = _mm512_set1_epi32(10);
        __m512i t54 = _mm512_set1_epi32(1);
        __m512i t55 = _mm512_mask_blend_epi32(t14, t54, t53);
        __m512i t56 = (__m512i)((vcc_v16_int)t52 % (vcc_v16_int)t55);
        __m512i t57 = t48;
        __m512i t58 = t56;
        __m512i t59 = _mm512_add_epi32(t57, t58);
        __m512i t60 = t59;
        __m512i t61 = _mm512_set1_epi32(10);
        __m512i t62 = _mm512_set1_epi32(1);
        __m512i t63 = _mm512_mask_blend_epi32(t14, t62, t61);
        __m512i t64 = (__m512i)((vcc_v16_int)t52 / (vcc_v16_int)t63);
        __m512i t65 = _mm512_set1_epi32(10);
        __m512i t66 = _mm512_set1_epi32(1);
        __m512i t67 = _mm512_mask_blend_epi32(t14, t66, t65);
        __m512i t68 = (__m512i)((vcc_v16_int)t64 % (vcc_v16_int)t67);
        __m512i t69 = t60;
        __m512i t70 = t68;
        __m512i t71 = _mm512_add_epi32(t69, t70);
        __m512i t72 = t71;
        __m512i t73 = _mm512_mask_blend_epi32(t14, (__m512i)(vcc_v16_int){0}, t72);
        _mm512_mask_storeu_epi32(t16, t14, t73);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int *t25 = out + t24;
        int t1 = in[t24];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t25 = (_mm256_zeroupper(), digits(t1));
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[7];
    long t;
    long t_1;
    int t35;
    int t50;
    int i;
    int t82;
    long t83;
    int t94;
    long t95;
    int i_1;
    int t135;
    long t136;
    int t149;
    long t150;
    int i_2;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (int s = 0; s < 7; s++) {
        int n = sizes[s];
        unsigned long t3 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t3);
        int *in = (int *)malloc(t3);
        int *out = (int *)malloc(t3);
        int *b = (int *)malloc(t3);
        long t4 = (long)n;
        if ((t4 >= 32L) & 1) {
            long t5 = t4 & -32L;
            __m256i t6 = _mm256_set1_epi32(0);
            __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t8 = t7;
            __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(2001));
            __m256i t10 = _mm256_min_epu32(t8, t9);
            __m256i t1 = t10;
            long i_vec = 0L;
            /* vcc: loop at auto_calls.c:61 vectorized: VF 8, UF 4, the remainder at 62:21 by 2001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t11 = _mm256_sub_epi32(t1, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)i_vec), t11);
                __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(1321));
                __m256i t13 = t12;
                __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(2001));
                __m256i t15 = _mm256_min_epu32(t13, t14);
                __m256i t16 = t15;
                __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 8L)), t17);
                __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(641));
                __m256i t19 = t18;
                __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(2001));
                __m256i t21 = _mm256_min_epu32(t19, t20);
                __m256i t22 = t21;
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 16L)), t23);
                __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(1962));
                __m256i t25 = t24;
                __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(2001));
                __m256i t27 = _mm256_min_epu32(t25, t26);
                __m256i t28 = t27;
                __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 24L)), t29);
                i_vec += 32L;
                __m256i t30 = _mm256_add_epi32(t1, _mm256_set1_epi32(1282));
                __m256i t31 = t30;
                __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(2001));
                __m256i t33 = _mm256_min_epu32(t31, t32);
                __m256i t34 = t33;
                if (i_vec >= t5) {
                    break;
                }
                t1 = t34;
            }
            t35 = (int)t5;
        } else {
            t35 = 0;
        }
        long t36 = (long)n + (long)t35 * -1L;
        int t37 = (int)((unsigned int)t35 * 7919U);
        if ((t36 >= 8L) & (t37 >= 0)) {
            long t38 = t36 & -8L;
            __m256i t39 = _mm256_set1_epi32((int)(t37 % 2001));
            __m256i t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t41 = t40;
            __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(2001));
            __m256i t43 = _mm256_min_epu32(t41, t42);
            __m256i t2 = t43;
            long i_vec_1 = 0L;
            for (;;) {
                __m256i t44 = _mm256_sub_epi32(t2, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)t35 + i_vec_1)), t44);
                i_vec_1 += 8L;
                __m256i t45 = _mm256_add_epi32(t2, _mm256_set1_epi32(1321));
                __m256i t46 = t45;
                __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(2001));
                __m256i t48 = _mm256_min_epu32(t46, t47);
                __m256i t49 = t48;
                if (i_vec_1 >= t38) {
                    break;
                }
                t2 = t49;
            }
            t50 = (int)((long)t35 + t38);
        } else {
            t50 = t35;
        }
        long t51 = (long)n + (long)t50 * -1L;
        int t52 = (int)((unsigned int)t50 * 7919U);
        if ((t51 >= 1L) & (t51 <= 8L) & (t52 >= 0)) {
            __m256i t53 = _mm256_set1_epi32((int)(int)t51);
            __m256i t54 = _mm256_cmpgt_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t55 = _mm256_set1_epi32((int)(t52 % 2001));
            __m256i t56 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t57 = t56;
            __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(2001));
            __m256i t59 = _mm256_min_epu32(t57, t58);
            __m256i t60 = t59;
            __m256i t61 = t60;
            __m256i t62 = _mm256_set1_epi32(1000);
            __m256i t63 = _mm256_sub_epi32(t61, t62);
            __m256i t64 = t63;
            _mm256_mask_storeu_epi32(in + (int)(long)t50, _mm256_movepi32_mask(t54), t64);
            i = (int)((long)t50 + t51);
        } else {
            i = t50;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        long t_2 = 0L;
        for (int y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            long t65 = (long)n;
            if (t65 >= 16L) {
                long t66 = t65 & -16L;
                __m256i y_v = _mm256_set1_epi32((int)y);
                __m256i t67 = _mm256_set1_epi32(0);
                __m256i t68 = t67;
                __m256i i_v = _mm256_add_epi32(t68, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long i_vec_2 = 0L;
                __m512i t_v = _mm512_set1_epi64((long long)0LL);
                __m512i t_v_1 = _mm512_set1_epi64((long long)0LL);
                /* vcc: loop at auto_calls.c:66 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256i i_v_4 = i_v;
                    __m256i u_v = _mm256_loadu_si256((const __m256i *)(u + (int)i_vec_2));
                    __m256i t69 = _mm256_add_epi32(i_v_4, y_v);
                    __m512i t70 = _mm512_cvtepi32_epi64(t69);
                    __m512i t71 = _mm512_cvtepu32_epi64(u_v);
                    __m512i t72 = _mm512_mullo_epi64(t71, t70);
                    __m512i t73 = t72;
                    t_v = _mm512_add_epi64(t_v, t73);
                    __m256i t74 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
                    __m256i i_v_5 = t74;
                    __m256i u_v_1 = _mm256_loadu_si256((const __m256i *)(u + (int)(i_vec_2 + 8L)));
                    __m256i t75 = _mm256_add_epi32(i_v_5, y_v);
                    __m512i t76 = _mm512_cvtepi32_epi64(t75);
                    __m512i t77 = _mm512_cvtepu32_epi64(u_v_1);
                    __m512i t78 = _mm512_mullo_epi64(t77, t76);
                    __m512i t79 = t78;
                    t_v_1 = _mm512_add_epi64(t_v_1, t79);
                    i_vec_2 += 16L;
                    __m256i t80 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
                    if (i_vec_2 >= t66) {
                        break;
                    }
                    i_v = t80;
                }
                __m512i t81 = _mm512_add_epi64(t_v, t_v_1);
                t82 = (int)t66;
                t83 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t81), _mm512_extracti64x4_epi64(t81, 1)), _mm_add_epi64, unsigned long));
            } else {
                t82 = 0;
                t83 = t_2;
            }
            long t84 = (long)n + (long)t82 * -1L;
            if (t84 >= 8L) {
                long t85 = t84 & -8L;
                __m256i y_v_1 = _mm256_set1_epi32((int)y);
                __m256i t86 = _mm256_set1_epi32((int)t82);
                __m256i t87 = t86;
                __m256i i_v_1 = _mm256_add_epi32(t87, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long i_vec_3 = 0L;
                __m512i t_v_2 = _mm512_set1_epi64((long long)0LL);
                for (;;) {
                    __m256i i_v_6 = i_v_1;
                    __m256i u_v_2 = _mm256_loadu_si256((const __m256i *)(u + (int)((long)t82 + i_vec_3)));
                    __m256i t88 = _mm256_add_epi32(i_v_6, y_v_1);
                    __m512i t89 = _mm512_cvtepi32_epi64(t88);
                    __m512i t90 = _mm512_cvtepu32_epi64(u_v_2);
                    __m512i t91 = _mm512_mullo_epi64(t90, t89);
                    __m512i t92 = t91;
                    t_v_2 = _mm512_add_epi64(t_v_2, t92);
                    i_vec_3 += 8L;
                    __m256i t93 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
                    if (i_vec_3 >= t85) {
                        break;
                    }
                    i_v_1 = t93;
                }
                t94 = (int)((long)t82 + t85);
                t95 = (long)((unsigned long)t83 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_2), _mm512_extracti64x4_epi64(t_v_2, 1)), _mm_add_epi64, unsigned long));
            } else {
                t94 = t82;
                t95 = t83;
            }
            long t96 = (long)n + (long)t94 * -1L;
            if ((t96 >= 1L) & (t96 <= 8L)) {
                __m256i t97 = _mm256_set1_epi32((int)(int)t96);
                __m256i t98 = _mm256_cmpgt_epi32(t97, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i y_v_2 = _mm256_set1_epi32((int)y);
                __m256i t99 = _mm256_set1_epi32((int)t94);
                __m256i t100 = t99;
                __m256i t101 = _mm256_add_epi32(t100, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i i_v_7 = t101;
                __m256i u_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t98), u + (int)(long)t94);
                __m256i t102 = i_v_7;
                __m256i t103 = y_v_2;
                __m256i t104 = _mm256_add_epi32(t102, t103);
                __m256i t105 = t104;
                __m512i t106 = _mm512_cvtepi32_epi64(t105);
                __m512i t107 = _mm512_cvtepu32_epi64(u_v_3);
                __m512i t108 = t107;
                __m512i t109 = t106;
                __m512i t110 = _mm512_mullo_epi64(t108, t109);
                __m512i t111 = t110;
                __m512i t112 = t111;
                __m512i t113 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t112);
                __m512i t_v_6 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t98), _mm512_set1_epi64((long long)0LL), t113);
                i_1 = (int)((long)t94 + t96);
                t = (long)((unsigned long)t95 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_6), _mm512_extracti64x4_epi64(t_v_6, 1)), _mm_add_epi64, unsigned long));
            } else {
                i_1 = t94;
                t = t95;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        (_mm256_zeroupper(), add_bias(b, n));
        long t114 = (long)n;
        if (t114 >= 16L) {
            long t115 = t114 & -16L;
            __m256i t116 = _mm256_set1_epi32(0);
            __m256i t117 = t116;
            __m256i i_v_2 = _mm256_add_epi32(t117, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_4 = 0L;
            __m512i t_v_3 = _mm512_set1_epi64((long long)0LL);
            __m512i t_v_4 = _mm512_set1_epi64((long long)0LL);
            /* vcc: loop at auto_calls.c:71 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i i_v_8 = i_v_2;
                long t118 = (long)(int)i_vec_4;
                __m512i t119 = _mm512_cvtepi32_epi64(i_v_8);
                __m256i out_v = _mm256_loadu_si256((const __m256i *)(out + t118));
                __m512i t120 = _mm512_cvtepi32_epi64(out_v);
                __m512i t121 = _mm512_mullo_epi64(t120, t119);
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t118));
                __m512i t122 = _mm512_cvtepi32_epi64(b_v);
                __m512i t123 = _mm512_add_epi64(t121, t122);
                __m512i t124 = t123;
                t_v_3 = _mm512_add_epi64(t_v_3, t124);
                __m256i t125 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(8));
                __m256i i_v_9 = t125;
                long t126 = (long)(int)(i_vec_4 + 8L);
                __m512i t127 = _mm512_cvtepi32_epi64(i_v_9);
                __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)(out + t126));
                __m512i t128 = _mm512_cvtepi32_epi64(out_v_1);
                __m512i t129 = _mm512_mullo_epi64(t128, t127);
                __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t126));
                __m512i t130 = _mm512_cvtepi32_epi64(b_v_1);
                __m512i t131 = _mm512_add_epi64(t129, t130);
                __m512i t132 = t131;
                t_v_4 = _mm512_add_epi64(t_v_4, t132);
                i_vec_4 += 16L;
                __m256i t133 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(16));
                if (i_vec_4 >= t115) {
                    break;
                }
                i_v_2 = t133;
            }
            __m512i t134 = _mm512_add_epi64(t_v_3, t_v_4);
            t135 = (int)t115;
            t136 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t134), _mm512_extracti64x4_epi64(t134, 1)), _mm_add_epi64, unsigned long));
        } else {
            t135 = 0;
            t136 = t_2;
        }
        long t137 = (long)n + (long)t135 * -1L;
        if (t137 >= 8L) {
            long t138 = t137 & -8L;
            __m256i t139 = _mm256_set1_epi32((int)t135);
            __m256i t140 = t139;
            __m256i i_v_3 = _mm256_add_epi32(t140, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_5 = 0L;
            __m512i t_v_5 = _mm512_set1_epi64((long long)0LL);
            for (;;) {
                __m256i i_v_10 = i_v_3;
                long t141 = (long)(int)((long)t135 + i_vec_5);
                __m512i t142 = _mm512_cvtepi32_epi64(i_v_10);
                __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)(out + t141));
                __m512i t143 = _mm512_cvtepi32_epi64(out_v_2);
                __m512i t144 = _mm512_mullo_epi64(t143, t142);
                __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t141));
                __m512i t145 = _mm512_cvtepi32_epi64(b_v_2);
                __m512i t146 = _mm512_add_epi64(t144, t145);
                __m512i t147 = t146;
                t_v_5 = _mm512_add_epi64(t_v_5, t147);
                i_vec_5 += 8L;
                __m256i t148 = _mm256_add_epi32(i_v_3, _mm256_set1_epi32(8));
                if (i_vec_5 >= t138) {
                    break;
                }
                i_v_3 = t148;
            }
            t149 = (int)((long)t135 + t138);
            t150 = (long)((unsigned long)t136 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_5), _mm512_extracti64x4_epi64(t_v_5, 1)), _mm_add_epi64, unsigned long));
        } else {
            t149 = t135;
            t150 = t136;
        }
        long t151 = (long)n + (long)t149 * -1L;
        if ((t151 >= 1L) & (t151 <= 8L)) {
            __m256i t152 = _mm256_set1_epi32((int)(int)t151);
            __m256i t153 = _mm256_cmpgt_epi32(t152, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t154 = _mm256_set1_epi32((int)t149);
            __m256i t155 = t154;
            __m256i t156 = _mm256_add_epi32(t155, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i i_v_11 = t156;
            long t157 = (long)(int)(long)t149;
            __m512i t158 = _mm512_cvtepi32_epi64(i_v_11);
            __m256i out_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t153), out + t157);
            __m512i t159 = _mm512_cvtepi32_epi64(out_v_3);
            __m512i t160 = t159;
            __m512i t161 = t158;
            __m512i t162 = _mm512_mullo_epi64(t160, t161);
            __m512i t163 = t162;
            __m256i b_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t153), b + t157);
            __m512i t164 = _mm512_cvtepi32_epi64(b_v_3);
            __m512i t165 = t163;
            __m512i t166 = t164;
            __m512i t167 = _mm512_add_epi64(t165, t166);
            __m512i t168 = t167;
            __m512i t169 = t168;
            __m512i t170 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t169);
            __m512i t_v_7 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t153), _mm512_set1_epi64((long long)0LL), t170);
            i_2 = (int)((long)t149 + t151);
            t_1 = (long)((unsigned long)t150 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_7), _mm512_extracti64x4_epi64(t_v_7, 1)), _mm_add_epi64, unsigned long));
        } else {
            i_2 = t149;
            t_1 = t150;
        }
        for (; i_2 < n; i_2++) {
            long t171 = (long)i_2;
            t_1 += (long)out[t171] * t171 + (long)b[t171];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
