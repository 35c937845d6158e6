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
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __mmask16 t11;
    __mmask16 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512i t18;
    __m512i t19;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m512i)(vcc_v16_uint){0};
    while (t6 < max_iter) {
        t7 = _mm512_mul_ps(t2, t2);
        t8 = _mm512_mul_ps(t3, t3);
        t9 = _mm512_add_ps(t7, t8);
        t10 = _mm512_set1_ps(4.0f);
        t11 = _mm512_cmp_ps_mask(t9, t10, _CMP_LT_OQ);
        t12 = _kand_mask16(t1, t11);
        t13 = _mm512_sub_ps(t7, t8);
        t14 = _mm512_add_ps(t13, cr);
        t15 = _mm512_set1_ps(2.0f);
        t16 = _mm512_mul_ps(t15, t2);
        t17 = _mm512_mul_ps(t16, t3);
        t3 = _mm512_add_ps(t17, ci);
        t18 = _mm512_set1_epi32((int)t6);
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
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __mmask16 t12;
    __mmask16 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    t5 = (__mmask16)mask;
    t1 = _mm512_set1_ps(0.0f);
    t2 = _mm512_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (__m512i)(vcc_v16_uint){0};
    while (t7 < max_iter) {
        t8 = _mm512_mul_ps(t1, t1);
        t9 = _mm512_mul_ps(t2, t2);
        t10 = _mm512_add_ps(t8, t9);
        t11 = _mm512_set1_ps(4.0f);
        t12 = _mm512_cmp_ps_mask(t10, t11, _CMP_LT_OQ);
        t13 = _kand_mask16(t6, t12);
        t14 = _mm512_sub_ps(t8, t9);
        t15 = _mm512_add_ps(t14, cr);
        t16 = _mm512_set1_ps(2.0f);
        t17 = _mm512_mul_ps(t16, t1);
        t18 = _mm512_mul_ps(t17, t2);
        t2 = _mm512_add_ps(t18, ci);
        t19 = _mm512_set1_epi32((int)t7);
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
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        t7 = _mm256_mul_ps(t2, t2);
        t8 = _mm256_mul_ps(t3, t3);
        t9 = _mm256_add_ps(t7, t8);
        t10 = _mm256_set1_ps(4.0f);
        t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_LT_OQ));
        t12 = _mm256_and_si256(t1, t11);
        t13 = _mm256_sub_ps(t7, t8);
        t14 = _mm256_add_ps(t13, cr);
        t15 = _mm256_set1_ps(2.0f);
        t16 = _mm256_mul_ps(t15, t2);
        t17 = _mm256_mul_ps(t16, t3);
        t3 = _mm256_add_ps(t17, ci);
        t18 = _mm256_set1_epi32((int)t6);
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
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    t5 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (__m256i)(vcc_v8_uint){0};
    while (t7 < max_iter) {
        t8 = _mm256_mul_ps(t1, t1);
        t9 = _mm256_mul_ps(t2, t2);
        t10 = _mm256_add_ps(t8, t9);
        t11 = _mm256_set1_ps(4.0f);
        t12 = _mm256_castps_si256(_mm256_cmp_ps(t10, t11, _CMP_LT_OQ));
        t13 = _mm256_and_si256(t6, t12);
        t14 = _mm256_sub_ps(t8, t9);
        t15 = _mm256_add_ps(t14, cr);
        t16 = _mm256_set1_ps(2.0f);
        t17 = _mm256_mul_ps(t16, t1);
        t18 = _mm256_mul_ps(t17, t2);
        t2 = _mm256_add_ps(t18, ci);
        t19 = _mm256_set1_epi32((int)t7);
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
    __m512i t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    t1 = _mm512_set1_epi32((int)10);
    t2 = (__m512i)((vcc_v16_int)x % (vcc_v16_int)t1);
    t3 = _mm512_set1_epi32((int)0);
    t4 = _mm512_add_epi32(t3, t2);
    t5 = _mm512_set1_epi32((int)10);
    t6 = (__m512i)((vcc_v16_int)x / (vcc_v16_int)t5);
    t7 = _mm512_set1_epi32((int)10);
    t8 = (__m512i)((vcc_v16_int)t6 % (vcc_v16_int)t7);
    t9 = _mm512_add_epi32(t4, t8);
    t10 = _mm512_set1_epi32((int)10);
    t11 = (__m512i)((vcc_v16_int)t6 / (vcc_v16_int)t10);
    t12 = _mm512_set1_epi32((int)10);
    t13 = (__m512i)((vcc_v16_int)t11 % (vcc_v16_int)t12);
    t14 = _mm512_add_epi32(t9, t13);
    return t14;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_digits(__m256i x) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
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
    t1 = _mm256_set1_epi32((int)10);
    t2 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t1);
    t3 = _mm256_set1_epi32((int)0);
    t4 = _mm256_add_epi32(t3, t2);
    t5 = _mm256_set1_epi32((int)10);
    t6 = (__m256i)((vcc_v8_int)x / (vcc_v8_int)t5);
    t7 = _mm256_set1_epi32((int)10);
    t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)t7);
    t9 = _mm256_add_epi32(t4, t8);
    t10 = _mm256_set1_epi32((int)10);
    t11 = (__m256i)((vcc_v8_int)t6 / (vcc_v8_int)t10);
    t12 = _mm256_set1_epi32((int)10);
    t13 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)t12);
    t14 = _mm256_add_epi32(t9, t13);
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
    __m512i t1;
    __m512i t2;
    t1 = _mm512_set1_epi32((int)bias);
    t2 = _mm512_add_epi32(x, t1);
    return t2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_biased(__m256i x) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    t1 = _mm256_set1_epi32((int)bias);
    t2 = _mm256_add_epi32(x, t1);
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
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __mmask16 t40;
    __mmask16 t41;
    __m512 t42;
    __m512 t43;
    __m512 t44;
    __m512 t45;
    __m512 t46;
    __m512 t47;
    __m512i t48;
    __m512i t49;
    __mmask16 t50;
    unsigned int t51;
    __m512 t52;
    __m512 t53;
    __m512 t54;
    __m512 t55;
    __mmask16 t56;
    __mmask16 t57;
    __m512 t58;
    __m512 t59;
    __m512 t60;
    __m512 t61;
    __m512 t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    t12 = (long)n;
    if (t12 >= 16L) {
        t13 = t12 & -16L;
        t14 = _mm512_set1_ps(y);
        t15 = _mm512_set1_epi32((int)0);
        t16 = t15;
        t1 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        for (;;) {
            t17 = t1;
            t18 = out + (int)(0L + t2);
            t19 = _mm512_cvtepi32_ps(t17);
            t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.046875f));
            t21 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t20);
            t3 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
            t4 = _mm512_set1_ps(0.0f);
            t5 = _mm512_set1_ps(0.0f);
            t35 = 0U;
            t6 = (__m512i)(vcc_v16_uint){0};
            while (t35 < 200U) {
                t36 = _mm512_mul_ps(t4, t4);
                t37 = _mm512_mul_ps(t5, t5);
                t38 = _mm512_add_ps(t36, t37);
                t39 = _mm512_set1_ps(4.0f);
                t40 = _mm512_cmp_ps_mask(t38, t39, _CMP_LT_OQ);
                t41 = _kand_mask16(t3, t40);
                t42 = _mm512_sub_ps(t36, t37);
                t43 = _mm512_add_ps(t42, t21);
                t44 = _mm512_set1_ps(2.0f);
                t45 = _mm512_mul_ps(t44, t4);
                t46 = _mm512_mul_ps(t45, t5);
                t47 = _mm512_add_ps(t46, t14);
                t48 = _mm512_set1_epi32((int)t35);
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
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            if (t2 >= t13) {
                t22 = (int)(0L + t13);
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
        t31 = out + (int)((long)t22 + 0L);
        t32 = _mm512_cvtepi32_ps(t30);
        t33 = _mm512_mul_ps(t32, _mm512_set1_ps(0.046875f));
        t34 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t33);
        t8 = _mm512_set1_ps(0.0f);
        t9 = _mm512_set1_ps(0.0f);
        t50 = t25;
        t51 = 0U;
        t10 = (__m512i)(vcc_v16_uint){0};
        while (t51 < 200U) {
            t52 = _mm512_mul_ps(t8, t8);
            t53 = _mm512_mul_ps(t9, t9);
            t54 = _mm512_add_ps(t52, t53);
            t55 = _mm512_set1_ps(4.0f);
            t56 = _mm512_cmp_ps_mask(t54, t55, _CMP_LT_OQ);
            t57 = _kand_mask16(t50, t56);
            t58 = _mm512_sub_ps(t52, t53);
            t59 = _mm512_add_ps(t58, t34);
            t60 = _mm512_set1_ps(2.0f);
            t61 = _mm512_mul_ps(t60, t8);
            t62 = _mm512_mul_ps(t61, t9);
            t9 = _mm512_add_ps(t62, t26);
            t63 = _mm512_set1_epi32((int)t51);
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
    int t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int *t8;
    __m512i t9;
    __m512i t10;
    int t11;
    long t12;
    unsigned long t13;
    unsigned long t14;
    __m512i t15;
    __mmask16 t16;
    long t17;
    int *t18;
    __m512i t19;
    __mmask16 t20;
    __mmask16 t21;
    __mmask16 t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    int i;
    long t27;
    int *t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
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
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
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
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    t3 = (long)n;
    t4 = (unsigned long)out;
    t5 = (unsigned long)in;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 0UL)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + 0UL)))) {
        t6 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t7 = (long)(int)(0L + t2);
            t8 = out + t7;
            t9 = _mm512_loadu_si512(in + t7);
            t10 = _mm512_abs_epi32(t9);
            t29 = _mm512_set1_epi32((int)10);
            t30 = (__m512i)((vcc_v16_int)t10 % (vcc_v16_int)t29);
            t31 = _mm512_set1_epi32((int)0);
            t32 = _mm512_add_epi32(t31, t30);
            t33 = _mm512_set1_epi32((int)10);
            t34 = (__m512i)((vcc_v16_int)t10 / (vcc_v16_int)t33);
            t35 = _mm512_set1_epi32((int)10);
            t36 = (__m512i)((vcc_v16_int)t34 % (vcc_v16_int)t35);
            t37 = _mm512_add_epi32(t32, t36);
            t38 = _mm512_set1_epi32((int)10);
            t39 = (__m512i)((vcc_v16_int)t34 / (vcc_v16_int)t38);
            t40 = _mm512_set1_epi32((int)10);
            t41 = (__m512i)((vcc_v16_int)t39 % (vcc_v16_int)t40);
            t42 = _mm512_add_epi32(t37, t41);
            _mm512_storeu_si512(t8, t42);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)(0L + t6);
                break;
            }
        }
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    t13 = (unsigned long)out;
    t14 = (unsigned long)in;
    if ((t12 >= 1L) & (t12 <= 16L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        t15 = _mm512_set1_epi32((int)(int)t12);
        t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        t17 = (long)(int)((long)t11 + 0L);
        t18 = out + t17;
        t19 = _mm512_maskz_loadu_epi32(t16, in + t17);
        t20 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32((int)0), _MM_CMPINT_LT);
        t21 = _knot_mask16(t20);
        t22 = _kand_mask16(t16, t21);
        t23 = t19;
        t24 = _mm512_sub_epi32(_mm512_setzero_si512(), t23);
        t25 = t24;
        t26 = _mm512_mask_blend_epi32(t22, t25, t19);
        t43 = _mm512_set1_epi32((int)10);
        t44 = _mm512_set1_epi32((int)1);
        t45 = _mm512_mask_blend_epi32(t16, t44, t43);
        t46 = (__m512i)((vcc_v16_int)t26 % (vcc_v16_int)t45);
        t47 = _mm512_set1_epi32((int)0);
        t48 = t47;
        t49 = t46;
        t50 = _mm512_add_epi32(t48, t49);
        t51 = t50;
        t52 = _mm512_set1_epi32((int)10);
        t53 = _mm512_set1_epi32((int)1);
        t54 = _mm512_mask_blend_epi32(t16, t53, t52);
        t55 = (__m512i)((vcc_v16_int)t26 / (vcc_v16_int)t54);
        t56 = _mm512_set1_epi32((int)10);
        t57 = _mm512_set1_epi32((int)1);
        t58 = _mm512_mask_blend_epi32(t16, t57, t56);
        t59 = (__m512i)((vcc_v16_int)t55 % (vcc_v16_int)t58);
        t60 = t51;
        t61 = t59;
        t62 = _mm512_add_epi32(t60, t61);
        t63 = t62;
        t64 = _mm512_set1_epi32((int)10);
        t65 = _mm512_set1_epi32((int)1);
        t66 = _mm512_mask_blend_epi32(t16, t65, t64);
        t67 = (__m512i)((vcc_v16_int)t55 / (vcc_v16_int)t66);
        t68 = _mm512_set1_epi32((int)10);
        t69 = _mm512_set1_epi32((int)1);
        t70 = _mm512_mask_blend_epi32(t16, t69, t68);
        t71 = (__m512i)((vcc_v16_int)t67 % (vcc_v16_int)t70);
        t72 = t63;
        t73 = t71;
        t74 = _mm512_add_epi32(t72, t73);
        t75 = t74;
        t76 = _mm512_mask_blend_epi32(t16, (__m512i)(vcc_v16_int){0}, t75);
        _mm512_mask_storeu_epi32(t18, t16, t76);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        t27 = (long)i;
        t28 = out + t27;
        t1 = in[t27];
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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m256i t10;
    long t11;
    __m512i t12;
    __m256i t13;
    long t;
    __m256i t14;
    long t15;
    __m512i t16;
    __m512i t17;
    __m256i t18;
    long t19;
    __m512i t20;
    __m256i t21;
    long t_1;
    int s;
    int n;
    unsigned long t22;
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t23;
    int t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
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
    __m256i t41;
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
    __m256i t53;
    __m256i t54;
    int t55;
    long t56;
    int t57;
    long t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    int t70;
    long t71;
    int t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    long t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    int i;
    int y;
    long t_2;
    long t85;
    long t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m512i t93;
    __m512i t94;
    __m512i t95;
    __m512i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m512i t101;
    __m512i t102;
    __m512i t103;
    __m512i t104;
    __m256i t105;
    __m512i t106;
    int t107;
    long t108;
    long t109;
    long t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m512i t117;
    __m512i t118;
    __m512i t119;
    __m512i t120;
    __m256i t121;
    int t122;
    long t123;
    long t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    long t130;
    __m512i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    __m512i t138;
    __m512i t139;
    __m512i t140;
    __m512i t141;
    __m512i t142;
    __m512i t143;
    __m512i t144;
    __m512i t145;
    __m512i t146;
    int i_1;
    long t147;
    long t148;
    __m256i t149;
    __m256i t150;
    __m256i t151;
    long t152;
    __m512i t153;
    __m256i t154;
    __m512i t155;
    __m512i t156;
    __m256i t157;
    __m512i t158;
    __m512i t159;
    __m512i t160;
    __m256i t161;
    __m256i t162;
    long t163;
    __m512i t164;
    __m256i t165;
    __m512i t166;
    __m512i t167;
    __m256i t168;
    __m512i t169;
    __m512i t170;
    __m512i t171;
    __m256i t172;
    __m512i t173;
    int t174;
    long t175;
    long t176;
    long t177;
    __m256i t178;
    __m256i t179;
    __m256i t180;
    long t181;
    __m512i t182;
    __m256i t183;
    __m512i t184;
    __m512i t185;
    __m256i t186;
    __m512i t187;
    __m512i t188;
    __m512i t189;
    __m256i t190;
    int t191;
    long t192;
    long t193;
    __m256i t194;
    __m256i t195;
    __m256i t196;
    __m256i t197;
    long t198;
    __m512i t199;
    __m256i t200;
    long t201;
    __m512i t202;
    __m256i t203;
    __m512i t204;
    __m512i t205;
    __m512i t206;
    __m512i t207;
    __m512i t208;
    __m256i t209;
    __m512i t210;
    __m512i t211;
    __m512i t212;
    __m512i t213;
    __m512i t214;
    __m512i t215;
    __m512i t216;
    __m512i t217;
    int i_2;
    long t218;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (s = 0; s < 7; s++) {
        n = sizes[s];
        t22 = (unsigned long)(n + 1) * 4UL;
        u = (unsigned int *)malloc(t22);
        in = (int *)malloc(t22);
        out = (int *)malloc(t22);
        b = (int *)malloc(t22);
        t23 = (long)n;
        t24 = (int)((unsigned int)0 * (unsigned int)7919);
        if ((t23 >= 32L) & (t24 >= 0)) {
            t25 = t23 & -32L;
            t26 = _mm256_set1_epi32((int)(t24 % 2001));
            t27 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            t28 = t27;
            t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)2001));
            t30 = _mm256_min_epu32(t28, t29);
            t1 = t30;
            t2 = 0L;
            for (;;) {
                t31 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + t2)), t31);
                t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1321));
                t33 = t32;
                t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)2001));
                t35 = _mm256_min_epu32(t33, t34);
                t36 = t35;
                t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + (t2 + 8L))), t37);
                t38 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)641));
                t39 = t38;
                t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32((int)2001));
                t41 = _mm256_min_epu32(t39, t40);
                t42 = t41;
                t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + (t2 + 16L))), t43);
                t44 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1962));
                t45 = t44;
                t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32((int)2001));
                t47 = _mm256_min_epu32(t45, t46);
                t48 = t47;
                t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + (t2 + 24L))), t49);
                t2 += 32L;
                t50 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1282));
                t51 = t50;
                t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)2001));
                t53 = _mm256_min_epu32(t51, t52);
                t54 = t53;
                if (t2 >= t25) {
                    break;
                }
                t1 = t54;
            }
            t55 = (int)((long)0 + t25);
        } else {
            t55 = 0;
        }
        t56 = (long)n + (long)t55 * -1L;
        t57 = (int)((unsigned int)t55 * (unsigned int)7919);
        if ((t56 >= 8L) & (t57 >= 0)) {
            t58 = t56 & -8L;
            t59 = _mm256_set1_epi32((int)(t57 % 2001));
            t60 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            t61 = t60;
            t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32((int)2001));
            t63 = _mm256_min_epu32(t61, t62);
            t3 = t63;
            t4 = 0L;
            for (;;) {
                t64 = _mm256_sub_epi32(t3, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)t55 + t4)), t64);
                t4 += 8L;
                t65 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)1321));
                t66 = t65;
                t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32((int)2001));
                t68 = _mm256_min_epu32(t66, t67);
                t69 = t68;
                if (t4 >= t58) {
                    break;
                }
                t3 = t69;
            }
            t70 = (int)((long)t55 + t58);
        } else {
            t70 = t55;
        }
        t71 = (long)n + (long)t70 * -1L;
        t72 = (int)((unsigned int)t70 * (unsigned int)7919);
        if ((t71 >= 1L) & (t71 <= 8L) & (t72 >= 0)) {
            t73 = _mm256_set1_epi32((int)(int)t71);
            t74 = _mm256_cmpgt_epi32(t73, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t75 = _mm256_set1_epi32((int)(t72 % 2001));
            t76 = _mm256_add_epi32(t75, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            t77 = t76;
            t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32((int)2001));
            t79 = _mm256_min_epu32(t77, t78);
            t5 = t79;
            t80 = 0L;
            t81 = t5;
            t82 = _mm256_set1_epi32((int)1000);
            t83 = _mm256_sub_epi32(t81, t82);
            t84 = t83;
            _mm256_mask_storeu_epi32(in + (int)((long)t70 + t80), _mm256_movepi32_mask(t74), t84);
            i = (int)((long)t70 + t71);
        } else {
            i = t70;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            (_mm256_zeroupper(), row(u, n, -1.0f + (float)y * 0.25f));
            t85 = (long)n;
            if (t85 >= 16L) {
                t86 = t85 & -16L;
                t87 = _mm256_set1_epi32((int)y);
                t88 = _mm256_set1_epi32((int)0);
                t89 = t88;
                t6 = _mm256_add_epi32(t89, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t7 = 0L;
                t8 = _mm512_set1_epi64((long long)0LL);
                t9 = _mm512_set1_epi64((long long)0LL);
                for (;;) {
                    t90 = t6;
                    t91 = _mm256_loadu_si256((const __m256i *)(u + (int)((long)0 + t7)));
                    t92 = _mm256_add_epi32(t90, t87);
                    t93 = _mm512_cvtepi32_epi64(t92);
                    t94 = _mm512_cvtepu32_epi64(t91);
                    t95 = _mm512_mullo_epi64(t94, t93);
                    t96 = t95;
                    t8 = _mm512_add_epi64(t8, t96);
                    t97 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)8));
                    t98 = t97;
                    t99 = _mm256_loadu_si256((const __m256i *)(u + (int)((long)0 + (t7 + 8L))));
                    t100 = _mm256_add_epi32(t98, t87);
                    t101 = _mm512_cvtepi32_epi64(t100);
                    t102 = _mm512_cvtepu32_epi64(t99);
                    t103 = _mm512_mullo_epi64(t102, t101);
                    t104 = t103;
                    t9 = _mm512_add_epi64(t9, t104);
                    t7 += 16L;
                    t105 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)16));
                    if (t7 >= t86) {
                        break;
                    }
                    t6 = t105;
                }
                t106 = _mm512_add_epi64(t8, t9);
                t107 = (int)((long)0 + t86);
                t108 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t106), _mm512_extracti64x4_epi64(t106, 1)), _mm_add_epi64, unsigned long));
            } else {
                t107 = 0;
                t108 = t_2;
            }
            t109 = (long)n + (long)t107 * -1L;
            if (t109 >= 8L) {
                t110 = t109 & -8L;
                t111 = _mm256_set1_epi32((int)y);
                t112 = _mm256_set1_epi32((int)t107);
                t113 = t112;
                t10 = _mm256_add_epi32(t113, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t11 = 0L;
                t12 = _mm512_set1_epi64((long long)0LL);
                for (;;) {
                    t114 = t10;
                    t115 = _mm256_loadu_si256((const __m256i *)(u + (int)((long)t107 + t11)));
                    t116 = _mm256_add_epi32(t114, t111);
                    t117 = _mm512_cvtepi32_epi64(t116);
                    t118 = _mm512_cvtepu32_epi64(t115);
                    t119 = _mm512_mullo_epi64(t118, t117);
                    t120 = t119;
                    t12 = _mm512_add_epi64(t12, t120);
                    t11 += 8L;
                    t121 = _mm256_add_epi32(t10, _mm256_set1_epi32((int)8));
                    if (t11 >= t110) {
                        break;
                    }
                    t10 = t121;
                }
                t122 = (int)((long)t107 + t110);
                t123 = (long)((unsigned long)t108 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t12), _mm512_extracti64x4_epi64(t12, 1)), _mm_add_epi64, unsigned long));
            } else {
                t122 = t107;
                t123 = t108;
            }
            t124 = (long)n + (long)t122 * -1L;
            if ((t124 >= 1L) & (t124 <= 8L)) {
                t125 = _mm256_set1_epi32((int)(int)t124);
                t126 = _mm256_cmpgt_epi32(t125, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t127 = _mm256_set1_epi32((int)y);
                t128 = _mm256_set1_epi32((int)t122);
                t129 = t128;
                t13 = _mm256_add_epi32(t129, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t130 = 0L;
                t131 = _mm512_set1_epi64((long long)0LL);
                t132 = t13;
                t133 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t126), u + (int)((long)t122 + t130));
                t134 = t132;
                t135 = t127;
                t136 = _mm256_add_epi32(t134, t135);
                t137 = t136;
                t138 = _mm512_cvtepi32_epi64(t137);
                t139 = _mm512_cvtepu32_epi64(t133);
                t140 = t139;
                t141 = t138;
                t142 = _mm512_mullo_epi64(t140, t141);
                t143 = t142;
                t144 = t143;
                t145 = _mm512_add_epi64(t131, t144);
                t146 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t126), t131, t145);
                i_1 = (int)((long)t122 + t124);
                t = (long)((unsigned long)t123 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t146), _mm512_extracti64x4_epi64(t146, 1)), _mm_add_epi64, unsigned long));
            } else {
                i_1 = t122;
                t = t123;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        (_mm256_zeroupper(), digit_sums(out, in, n));
        (_mm256_zeroupper(), add_bias(b, n));
        t147 = (long)n;
        if (t147 >= 16L) {
            t148 = t147 & -16L;
            t149 = _mm256_set1_epi32((int)0);
            t150 = t149;
            t14 = _mm256_add_epi32(t150, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t15 = 0L;
            t16 = _mm512_set1_epi64((long long)0LL);
            t17 = _mm512_set1_epi64((long long)0LL);
            for (;;) {
                t151 = t14;
                t152 = (long)(int)((long)0 + t15);
                t153 = _mm512_cvtepi32_epi64(t151);
                t154 = _mm256_loadu_si256((const __m256i *)(out + t152));
                t155 = _mm512_cvtepi32_epi64(t154);
                t156 = _mm512_mullo_epi64(t155, t153);
                t157 = _mm256_loadu_si256((const __m256i *)(b + t152));
                t158 = _mm512_cvtepi32_epi64(t157);
                t159 = _mm512_add_epi64(t156, t158);
                t160 = t159;
                t16 = _mm512_add_epi64(t16, t160);
                t161 = _mm256_add_epi32(t14, _mm256_set1_epi32((int)8));
                t162 = t161;
                t163 = (long)(int)((long)0 + (t15 + 8L));
                t164 = _mm512_cvtepi32_epi64(t162);
                t165 = _mm256_loadu_si256((const __m256i *)(out + t163));
                t166 = _mm512_cvtepi32_epi64(t165);
                t167 = _mm512_mullo_epi64(t166, t164);
                t168 = _mm256_loadu_si256((const __m256i *)(b + t163));
                t169 = _mm512_cvtepi32_epi64(t168);
                t170 = _mm512_add_epi64(t167, t169);
                t171 = t170;
                t17 = _mm512_add_epi64(t17, t171);
                t15 += 16L;
                t172 = _mm256_add_epi32(t14, _mm256_set1_epi32((int)16));
                if (t15 >= t148) {
                    break;
                }
                t14 = t172;
            }
            t173 = _mm512_add_epi64(t16, t17);
            t174 = (int)((long)0 + t148);
            t175 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t173), _mm512_extracti64x4_epi64(t173, 1)), _mm_add_epi64, unsigned long));
        } else {
            t174 = 0;
            t175 = t_2;
        }
        t176 = (long)n + (long)t174 * -1L;
        if (t176 >= 8L) {
            t177 = t176 & -8L;
            t178 = _mm256_set1_epi32((int)t174);
            t179 = t178;
            t18 = _mm256_add_epi32(t179, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t19 = 0L;
            t20 = _mm512_set1_epi64((long long)0LL);
            for (;;) {
                t180 = t18;
                t181 = (long)(int)((long)t174 + t19);
                t182 = _mm512_cvtepi32_epi64(t180);
                t183 = _mm256_loadu_si256((const __m256i *)(out + t181));
                t184 = _mm512_cvtepi32_epi64(t183);
                t185 = _mm512_mullo_epi64(t184, t182);
                t186 = _mm256_loadu_si256((const __m256i *)(b + t181));
                t187 = _mm512_cvtepi32_epi64(t186);
                t188 = _mm512_add_epi64(t185, t187);
                t189 = t188;
                t20 = _mm512_add_epi64(t20, t189);
                t19 += 8L;
                t190 = _mm256_add_epi32(t18, _mm256_set1_epi32((int)8));
                if (t19 >= t177) {
                    break;
                }
                t18 = t190;
            }
            t191 = (int)((long)t174 + t177);
            t192 = (long)((unsigned long)t175 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t20), _mm512_extracti64x4_epi64(t20, 1)), _mm_add_epi64, unsigned long));
        } else {
            t191 = t174;
            t192 = t175;
        }
        t193 = (long)n + (long)t191 * -1L;
        if ((t193 >= 1L) & (t193 <= 8L)) {
            t194 = _mm256_set1_epi32((int)(int)t193);
            t195 = _mm256_cmpgt_epi32(t194, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t196 = _mm256_set1_epi32((int)t191);
            t197 = t196;
            t21 = _mm256_add_epi32(t197, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t198 = 0L;
            t199 = _mm512_set1_epi64((long long)0LL);
            t200 = t21;
            t201 = (long)(int)((long)t191 + t198);
            t202 = _mm512_cvtepi32_epi64(t200);
            t203 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t195), out + t201);
            t204 = _mm512_cvtepi32_epi64(t203);
            t205 = t204;
            t206 = t202;
            t207 = _mm512_mullo_epi64(t205, t206);
            t208 = t207;
            t209 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t195), b + t201);
            t210 = _mm512_cvtepi32_epi64(t209);
            t211 = t208;
            t212 = t210;
            t213 = _mm512_add_epi64(t211, t212);
            t214 = t213;
            t215 = t214;
            t216 = _mm512_add_epi64(t199, t215);
            t217 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t195), t199, t216);
            i_2 = (int)((long)t191 + t193);
            t_1 = (long)((unsigned long)t192 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t217), _mm512_extracti64x4_epi64(t217, 1)), _mm_add_epi64, unsigned long));
        } else {
            i_2 = t191;
            t_1 = t192;
        }
        for (; i_2 < n; i_2++) {
            t218 = (long)i_2;
            t_1 += (long)out[t218] * t218 + (long)b[t218];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
