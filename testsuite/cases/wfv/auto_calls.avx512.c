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
    __m512i t1;
    long t2;
    __mmask16 t3;
    __m512 t4;
    __m512 t5;
    __m512i t6;
    __m512i t7;
    __m512 t8;
    __m512 t9;
    __m512i t10;
    __m512i t11;
    long t12;
    long t13;
    __m512 t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    unsigned int *t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    int t22;
    long t23;
    __m512i t24;
    __mmask16 t25;
    __m512 t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    unsigned int *t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    int i;
    unsigned int t35;
    __m512i t49;
    __mmask16 t50;
    unsigned int t51;
    __m512i t64;
    __m512i t65;
    t12 = (long)n;
    if (t12 >= 16L) {
        t13 = t12 & -16L;
        t14 = _mm512_set1_ps(y);
        t15 = _mm512_set1_epi32(0);
        t16 = t15;
        t1 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        for (;;) {
            t17 = t1;
            t18 = out + (int)t2;
            t19 = _mm512_cvtepi32_ps(t17);
            t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.046875f));
            t21 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t20);
            t3 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t4 = _mm512_set1_ps(0.0f);
            t5 = _mm512_set1_ps(0.0f);
            t35 = 0U;
            t6 = (__m512i)(vcc_v16_uint){0};
            while (t35 < 200U) {
                __m512 t36 = _mm512_mul_ps(t4, t4);
                __m512 t37 = _mm512_mul_ps(t5, t5);
                __m512 t38 = _mm512_add_ps(t36, t37);
                __m512 t39 = _mm512_set1_ps(4.0f);
                __mmask16 t40 = _mm512_cmp_ps_mask(t38, t39, _CMP_LT_OQ);
                __mmask16 t41 = _kand_mask16(t3, t40);
                __m512 t42 = _mm512_sub_ps(t36, t37);
                __m512 t43 = _mm512_add_ps(t42, t21);
                __m512 t44 = _mm512_set1_ps(2.0f);
                __m512 t45 = _mm512_mul_ps(t44, t4);
                __m512 t46 = _mm512_mul_ps(t45, t5);
                __m512 t47 = _mm512_add_ps(t46, t14);
                __m512i t48 = _mm512_set1_epi32((int)t35);
                t6 = _mm512_mask_blend_epi32(t3, t6, t48);
                if (!(t41 != 0)) {
                    t7 = t6;
                    goto L66;
                }
                t3 = t41;
                t35++;
                t4 = t43;
                t5 = t47;
            }
            t49 = _mm512_set1_epi32((int)t35);
            t7 = _mm512_mask_blend_epi32(t3, t6, t49);
        L66:
            _mm512_storeu_si512(t18, t7);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            if (t2 >= t13) {
                t22 = (int)t13;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    t23 = (long)n + (long)t22 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        t24 = _mm512_set1_epi32((int)(int)t23);
        t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        t26 = _mm512_set1_ps(y);
        t27 = _mm512_set1_epi32((int)t22);
        t28 = t27;
        t29 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t30 = t29;
        t31 = out + (int)(long)t22;
        t32 = _mm512_cvtepi32_ps(t30);
        t33 = _mm512_mul_ps(t32, _mm512_set1_ps(0.046875f));
        t34 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t33);
        t8 = _mm512_set1_ps(0.0f);
        t9 = _mm512_set1_ps(0.0f);
        t50 = t25;
        t51 = 0U;
        t10 = (__m512i)(vcc_v16_uint){0};
        while (t51 < 200U) {
            __m512 t52 = _mm512_mul_ps(t8, t8);
            __m512 t53 = _mm512_mul_ps(t9, t9);
            __m512 t54 = _mm512_add_ps(t52, t53);
            __m512 t55 = _mm512_set1_ps(4.0f);
            __mmask16 t56 = _mm512_cmp_ps_mask(t54, t55, _CMP_LT_OQ);
            __mmask16 t57 = _kand_mask16(t50, t56);
            __m512 t58 = _mm512_sub_ps(t52, t53);
            __m512 t59 = _mm512_add_ps(t58, t34);
            __m512 t60 = _mm512_set1_ps(2.0f);
            __m512 t61 = _mm512_mul_ps(t60, t8);
            __m512 t62 = _mm512_mul_ps(t61, t9);
            t9 = _mm512_add_ps(t62, t26);
            __m512i t63 = _mm512_set1_epi32((int)t51);
            t10 = _mm512_mask_blend_epi32(t50, t10, t63);
            if (!(t57 != 0)) {
                t11 = t10;
                goto L67;
            }
            t50 = t57;
            t51++;
            t8 = t59;
        }
        t64 = _mm512_set1_epi32((int)t51);
        t11 = _mm512_mask_blend_epi32(t50, t10, t64);
    L67:
        t65 = _mm512_mask_blend_epi32(t25, (__m512i)(vcc_v16_uint){0}, t11);
        _mm512_mask_storeu_epi32(t31, t25, t65);
        i = (int)((long)t22 + t23);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), iters(-2.0f + (float)i * 0.046875f, y, 200U));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void digit_sums(int *out, const int *in, int n) {
    vcc_no_contract_body
    int t11;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)out;
    unsigned long t5 = (unsigned long)in;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t7 = (long)(int)t2;
            int *t8 = out + t7;
            __m512i t9 = _mm512_loadu_si512(in + t7);
            __m512i t10 = _mm512_abs_epi32(t9);
            __m512i t29 = _mm512_set1_epi32(10);
            __m512i t30 = (__m512i)((vcc_v16_int)t10 % (vcc_v16_int)t29);
            __m512i t31 = _mm512_set1_epi32(0);
            __m512i t32 = _mm512_add_epi32(t31, t30);
            __m512i t33 = _mm512_set1_epi32(10);
            __m512i t34 = (__m512i)((vcc_v16_int)t10 / (vcc_v16_int)t33);
            __m512i t35 = _mm512_set1_epi32(10);
            __m512i t36 = (__m512i)((vcc_v16_int)t34 % (vcc_v16_int)t35);
            __m512i t37 = _mm512_add_epi32(t32, t36);
            __m512i t38 = _mm512_set1_epi32(10);
            __m512i t39 = (__m512i)((vcc_v16_int)t34 / (vcc_v16_int)t38);
            __m512i t40 = _mm512_set1_epi32(10);
            __m512i t41 = (__m512i)((vcc_v16_int)t39 % (vcc_v16_int)t40);
            __m512i t42 = _mm512_add_epi32(t37, t41);
            _mm512_storeu_si512(t8, t42);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)t6;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)out;
    unsigned long t14 = (unsigned long)in;
    if ((t12 >= 1L) & (t12 <= 16L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        __m512i t15 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        long t17 = (long)(int)(long)t11;
        int *t18 = out + t17;
        __m512i t19 = _mm512_maskz_loadu_epi32(t16, in + t17);
        __mmask16 t20 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32(0), _MM_CMPINT_LT);
        __mmask16 t21 = _knot_mask16(t20);
        __mmask16 t22 = _kand_mask16(t16, t21);
        __m512i t23 = t19;
        __m512i t24 = _mm512_sub_epi32(_mm512_setzero_si512(), t23);
        __m512i t25 = t24;
        __m512i t26 = _mm512_mask_blend_epi32(t22, t25, t19);
        __m512i t43 = _mm512_set1_epi32(10);
        __m512i t44 = _mm512_set1_epi32(1);
        __m512i t45 = _mm512_mask_blend_epi32(t16, t44, t43);
        __m512i t46 = (__m512i)((vcc_v16_int)t26 % (vcc_v16_int)t45);
        __m512i t47 = _mm512_set1_epi32(0);
        __m512i t48 = t47;
        __m512i t49 = t46;
        __m512i t50 = _mm512_add_epi32(t48, t49);
        __m512i t51 = t50;
        __m512i t52 = _mm512_set1_epi32(10);
        __m512i t53 = _mm512_set1_epi32(1);
        __m512i t54 = _mm512_mask_blend_epi32(t16, t53, t52);
        __m512i t55 = (__m512i)((vcc_v16_int)t26 / (vcc_v16_int)t54);
        __m512i t56 = _mm512_set1_epi32(10);
        __m512i t57 = _mm512_set1_epi32(1);
        __m512i t58 = _mm512_mask_blend_epi32(t16, t57, t56);
        __m512i t59 = (__m512i)((vcc_v16_int)t55 % (vcc_v16_int)t58);
        __m512i t60 = t51;
        __m512i t61 = t59;
        __m512i t62 = _mm512_add_epi32(t60, t61);
        __m512i t63 = t62;
        __m512i t64 = _mm512_set1_epi32(10);
        __m512i t65 = _mm512_set1_epi32(1);
        __m512i t66 = _mm512_mask_blend_epi32(t16, t65, t64);
        __m512i t67 = (__m512i)((vcc_v16_int)t55 / (vcc_v16_int)t66);
        __m512i t68 = _mm512_set1_epi32(10);
        __m512i t69 = _mm512_set1_epi32(1);
        __m512i t70 = _mm512_mask_blend_epi32(t16, t69, t68);
        __m512i t71 = (__m512i)((vcc_v16_int)t67 % (vcc_v16_int)t70);
        __m512i t72 = t63;
        __m512i t73 = t71;
        __m512i t74 = _mm512_add_epi32(t72, t73);
        __m512i t75 = t74;
        __m512i t76 = _mm512_mask_blend_epi32(t16, (__m512i)(vcc_v16_int){0}, t75);
        _mm512_mask_storeu_epi32(t18, t16, t76);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int *t28 = out + t27;
        int t1 = in[t27];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t28 = (_mm256_zeroupper(), digits(t1));
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
    int t51;
    int t66;
    int i;
    int t103;
    long t104;
    int t118;
    long t119;
    int i_1;
    int t169;
    long t170;
    int t186;
    long t187;
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
        unsigned long t19 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t19);
        int *in = (int *)malloc(t19);
        int *out = (int *)malloc(t19);
        int *b = (int *)malloc(t19);
        long t20 = (long)n;
        if ((t20 >= 32L) & 1) {
            long t21 = t20 & -32L;
            __m256i t22 = _mm256_set1_epi32(0);
            __m256i t23 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t24 = t23;
            __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(2001));
            __m256i t26 = _mm256_min_epu32(t24, t25);
            __m256i t1 = t26;
            long t2 = 0L;
            for (;;) {
                __m256i t27 = _mm256_sub_epi32(t1, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)t2), t27);
                __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(1321));
                __m256i t29 = t28;
                __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(2001));
                __m256i t31 = _mm256_min_epu32(t29, t30);
                __m256i t32 = t31;
                __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 8L)), t33);
                __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(641));
                __m256i t35 = t34;
                __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(2001));
                __m256i t37 = _mm256_min_epu32(t35, t36);
                __m256i t38 = t37;
                __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 16L)), t39);
                __m256i t40 = _mm256_add_epi32(t1, _mm256_set1_epi32(1962));
                __m256i t41 = t40;
                __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(2001));
                __m256i t43 = _mm256_min_epu32(t41, t42);
                __m256i t44 = t43;
                __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 24L)), t45);
                t2 += 32L;
                __m256i t46 = _mm256_add_epi32(t1, _mm256_set1_epi32(1282));
                __m256i t47 = t46;
                __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(2001));
                __m256i t49 = _mm256_min_epu32(t47, t48);
                __m256i t50 = t49;
                if (t2 >= t21) {
                    break;
                }
                t1 = t50;
            }
            t51 = (int)t21;
        } else {
            t51 = 0;
        }
        long t52 = (long)n + (long)t51 * -1L;
        int t53 = (int)((unsigned int)t51 * 7919U);
        if ((t52 >= 8L) & (t53 >= 0)) {
            long t54 = t52 & -8L;
            __m256i t55 = _mm256_set1_epi32((int)(t53 % 2001));
            __m256i t56 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t57 = t56;
            __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(2001));
            __m256i t59 = _mm256_min_epu32(t57, t58);
            __m256i t3 = t59;
            long t4 = 0L;
            for (;;) {
                __m256i t60 = _mm256_sub_epi32(t3, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)t51 + t4)), t60);
                t4 += 8L;
                __m256i t61 = _mm256_add_epi32(t3, _mm256_set1_epi32(1321));
                __m256i t62 = t61;
                __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(2001));
                __m256i t64 = _mm256_min_epu32(t62, t63);
                __m256i t65 = t64;
                if (t4 >= t54) {
                    break;
                }
                t3 = t65;
            }
            t66 = (int)((long)t51 + t54);
        } else {
            t66 = t51;
        }
        long t67 = (long)n + (long)t66 * -1L;
        int t68 = (int)((unsigned int)t66 * 7919U);
        if ((t67 >= 1L) & (t67 <= 8L) & (t68 >= 0)) {
            __m256i t69 = _mm256_set1_epi32((int)(int)t67);
            __m256i t70 = _mm256_cmpgt_epi32(t69, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t71 = _mm256_set1_epi32((int)(t68 % 2001));
            __m256i t72 = _mm256_add_epi32(t71, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t73 = t72;
            __m256i t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32(2001));
            __m256i t75 = _mm256_min_epu32(t73, t74);
            __m256i t76 = t75;
            __m256i t77 = t76;
            __m256i t78 = _mm256_set1_epi32(1000);
            __m256i t79 = _mm256_sub_epi32(t77, t78);
            __m256i t80 = t79;
            _mm256_mask_storeu_epi32(in + (int)(long)t66, _mm256_movepi32_mask(t70), t80);
            i = (int)((long)t66 + t67);
        } else {
            i = t66;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        long t_2 = 0L;
        for (int y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            long t81 = (long)n;
            if (t81 >= 16L) {
                long t82 = t81 & -16L;
                __m256i t83 = _mm256_set1_epi32((int)y);
                __m256i t84 = _mm256_set1_epi32(0);
                __m256i t85 = t84;
                __m256i t5 = _mm256_add_epi32(t85, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t6 = 0L;
                __m512i t7 = _mm512_set1_epi64((long long)0LL);
                __m512i t8 = _mm512_set1_epi64((long long)0LL);
                for (;;) {
                    __m256i t86 = t5;
                    __m256i t87 = _mm256_loadu_si256((const __m256i *)(u + (int)t6));
                    __m256i t88 = _mm256_add_epi32(t86, t83);
                    __m512i t89 = _mm512_cvtepi32_epi64(t88);
                    __m512i t90 = _mm512_cvtepu32_epi64(t87);
                    __m512i t91 = _mm512_mullo_epi64(t90, t89);
                    __m512i t92 = t91;
                    t7 = _mm512_add_epi64(t7, t92);
                    __m256i t93 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                    __m256i t94 = t93;
                    __m256i t95 = _mm256_loadu_si256((const __m256i *)(u + (int)(t6 + 8L)));
                    __m256i t96 = _mm256_add_epi32(t94, t83);
                    __m512i t97 = _mm512_cvtepi32_epi64(t96);
                    __m512i t98 = _mm512_cvtepu32_epi64(t95);
                    __m512i t99 = _mm512_mullo_epi64(t98, t97);
                    __m512i t100 = t99;
                    t8 = _mm512_add_epi64(t8, t100);
                    t6 += 16L;
                    __m256i t101 = _mm256_add_epi32(t5, _mm256_set1_epi32(16));
                    if (t6 >= t82) {
                        break;
                    }
                    t5 = t101;
                }
                __m512i t102 = _mm512_add_epi64(t7, t8);
                t103 = (int)t82;
                t104 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t102), _mm512_extracti64x4_epi64(t102, 1)), _mm_add_epi64, unsigned long));
            } else {
                t103 = 0;
                t104 = t_2;
            }
            long t105 = (long)n + (long)t103 * -1L;
            if (t105 >= 8L) {
                long t106 = t105 & -8L;
                __m256i t107 = _mm256_set1_epi32((int)y);
                __m256i t108 = _mm256_set1_epi32((int)t103);
                __m256i t109 = t108;
                __m256i t9 = _mm256_add_epi32(t109, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t10 = 0L;
                __m512i t11 = _mm512_set1_epi64((long long)0LL);
                for (;;) {
                    __m256i t110 = t9;
                    __m256i t111 = _mm256_loadu_si256((const __m256i *)(u + (int)((long)t103 + t10)));
                    __m256i t112 = _mm256_add_epi32(t110, t107);
                    __m512i t113 = _mm512_cvtepi32_epi64(t112);
                    __m512i t114 = _mm512_cvtepu32_epi64(t111);
                    __m512i t115 = _mm512_mullo_epi64(t114, t113);
                    __m512i t116 = t115;
                    t11 = _mm512_add_epi64(t11, t116);
                    t10 += 8L;
                    __m256i t117 = _mm256_add_epi32(t9, _mm256_set1_epi32(8));
                    if (t10 >= t106) {
                        break;
                    }
                    t9 = t117;
                }
                t118 = (int)((long)t103 + t106);
                t119 = (long)((unsigned long)t104 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t11), _mm512_extracti64x4_epi64(t11, 1)), _mm_add_epi64, unsigned long));
            } else {
                t118 = t103;
                t119 = t104;
            }
            long t120 = (long)n + (long)t118 * -1L;
            if ((t120 >= 1L) & (t120 <= 8L)) {
                __m256i t121 = _mm256_set1_epi32((int)(int)t120);
                __m256i t122 = _mm256_cmpgt_epi32(t121, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t123 = _mm256_set1_epi32((int)y);
                __m256i t124 = _mm256_set1_epi32((int)t118);
                __m256i t125 = t124;
                __m256i t126 = _mm256_add_epi32(t125, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t127 = t126;
                __m256i t128 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t122), u + (int)(long)t118);
                __m256i t129 = t127;
                __m256i t130 = t123;
                __m256i t131 = _mm256_add_epi32(t129, t130);
                __m256i t132 = t131;
                __m512i t133 = _mm512_cvtepi32_epi64(t132);
                __m512i t134 = _mm512_cvtepu32_epi64(t128);
                __m512i t135 = t134;
                __m512i t136 = t133;
                __m512i t137 = _mm512_mullo_epi64(t135, t136);
                __m512i t138 = t137;
                __m512i t139 = t138;
                __m512i t140 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t139);
                __m512i t141 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t122), _mm512_set1_epi64((long long)0LL), t140);
                i_1 = (int)((long)t118 + t120);
                t = (long)((unsigned long)t119 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t141), _mm512_extracti64x4_epi64(t141, 1)), _mm_add_epi64, unsigned long));
            } else {
                i_1 = t118;
                t = t119;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        (_mm256_zeroupper(), add_bias(b, n));
        long t142 = (long)n;
        if (t142 >= 16L) {
            long t143 = t142 & -16L;
            __m256i t144 = _mm256_set1_epi32(0);
            __m256i t145 = t144;
            __m256i t12 = _mm256_add_epi32(t145, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t13 = 0L;
            __m512i t14 = _mm512_set1_epi64((long long)0LL);
            __m512i t15 = _mm512_set1_epi64((long long)0LL);
            for (;;) {
                __m256i t146 = t12;
                long t147 = (long)(int)t13;
                __m512i t148 = _mm512_cvtepi32_epi64(t146);
                __m256i t149 = _mm256_loadu_si256((const __m256i *)(out + t147));
                __m512i t150 = _mm512_cvtepi32_epi64(t149);
                __m512i t151 = _mm512_mullo_epi64(t150, t148);
                __m256i t152 = _mm256_loadu_si256((const __m256i *)(b + t147));
                __m512i t153 = _mm512_cvtepi32_epi64(t152);
                __m512i t154 = _mm512_add_epi64(t151, t153);
                __m512i t155 = t154;
                t14 = _mm512_add_epi64(t14, t155);
                __m256i t156 = _mm256_add_epi32(t12, _mm256_set1_epi32(8));
                __m256i t157 = t156;
                long t158 = (long)(int)(t13 + 8L);
                __m512i t159 = _mm512_cvtepi32_epi64(t157);
                __m256i t160 = _mm256_loadu_si256((const __m256i *)(out + t158));
                __m512i t161 = _mm512_cvtepi32_epi64(t160);
                __m512i t162 = _mm512_mullo_epi64(t161, t159);
                __m256i t163 = _mm256_loadu_si256((const __m256i *)(b + t158));
                __m512i t164 = _mm512_cvtepi32_epi64(t163);
                __m512i t165 = _mm512_add_epi64(t162, t164);
                __m512i t166 = t165;
                t15 = _mm512_add_epi64(t15, t166);
                t13 += 16L;
                __m256i t167 = _mm256_add_epi32(t12, _mm256_set1_epi32(16));
                if (t13 >= t143) {
                    break;
                }
                t12 = t167;
            }
            __m512i t168 = _mm512_add_epi64(t14, t15);
            t169 = (int)t143;
            t170 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t168), _mm512_extracti64x4_epi64(t168, 1)), _mm_add_epi64, unsigned long));
        } else {
            t169 = 0;
            t170 = t_2;
        }
        long t171 = (long)n + (long)t169 * -1L;
        if (t171 >= 8L) {
            long t172 = t171 & -8L;
            __m256i t173 = _mm256_set1_epi32((int)t169);
            __m256i t174 = t173;
            __m256i t16 = _mm256_add_epi32(t174, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t17 = 0L;
            __m512i t18 = _mm512_set1_epi64((long long)0LL);
            for (;;) {
                __m256i t175 = t16;
                long t176 = (long)(int)((long)t169 + t17);
                __m512i t177 = _mm512_cvtepi32_epi64(t175);
                __m256i t178 = _mm256_loadu_si256((const __m256i *)(out + t176));
                __m512i t179 = _mm512_cvtepi32_epi64(t178);
                __m512i t180 = _mm512_mullo_epi64(t179, t177);
                __m256i t181 = _mm256_loadu_si256((const __m256i *)(b + t176));
                __m512i t182 = _mm512_cvtepi32_epi64(t181);
                __m512i t183 = _mm512_add_epi64(t180, t182);
                __m512i t184 = t183;
                t18 = _mm512_add_epi64(t18, t184);
                t17 += 8L;
                __m256i t185 = _mm256_add_epi32(t16, _mm256_set1_epi32(8));
                if (t17 >= t172) {
                    break;
                }
                t16 = t185;
            }
            t186 = (int)((long)t169 + t172);
            t187 = (long)((unsigned long)t170 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t18), _mm512_extracti64x4_epi64(t18, 1)), _mm_add_epi64, unsigned long));
        } else {
            t186 = t169;
            t187 = t170;
        }
        long t188 = (long)n + (long)t186 * -1L;
        if ((t188 >= 1L) & (t188 <= 8L)) {
            __m256i t189 = _mm256_set1_epi32((int)(int)t188);
            __m256i t190 = _mm256_cmpgt_epi32(t189, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t191 = _mm256_set1_epi32((int)t186);
            __m256i t192 = t191;
            __m256i t193 = _mm256_add_epi32(t192, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t194 = t193;
            long t195 = (long)(int)(long)t186;
            __m512i t196 = _mm512_cvtepi32_epi64(t194);
            __m256i t197 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t190), out + t195);
            __m512i t198 = _mm512_cvtepi32_epi64(t197);
            __m512i t199 = t198;
            __m512i t200 = t196;
            __m512i t201 = _mm512_mullo_epi64(t199, t200);
            __m512i t202 = t201;
            __m256i t203 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t190), b + t195);
            __m512i t204 = _mm512_cvtepi32_epi64(t203);
            __m512i t205 = t202;
            __m512i t206 = t204;
            __m512i t207 = _mm512_add_epi64(t205, t206);
            __m512i t208 = t207;
            __m512i t209 = t208;
            __m512i t210 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t209);
            __m512i t211 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t190), _mm512_set1_epi64((long long)0LL), t210);
            i_2 = (int)((long)t186 + t188);
            t_1 = (long)((unsigned long)t187 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t211), _mm512_extracti64x4_epi64(t211, 1)), _mm_add_epi64, unsigned long));
        } else {
            i_2 = t186;
            t_1 = t187;
        }
        for (; i_2 < n; i_2++) {
            long t212 = (long)i_2;
            t_1 += (long)out[t212] * t212 + (long)b[t212];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
