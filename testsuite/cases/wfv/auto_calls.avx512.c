/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#define vcc_avx512_rem_epi32(A, B) ({ __m512i vcc_ra = (A), vcc_rb = (B); _mm512_sub_epi32(vcc_ra, _mm512_mullo_epi32(vcc_avx512_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
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

/* vcc: function at auto_calls.c:10 vector variant _ZGVeN16vvu_iters of `iters`: VL 16, unmasked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_iters(__m512 cr, __m512 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    vcc_v16_uint t4;
    vcc_v16_uint t5;
    unsigned int t6;
    __m512i t19;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
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
        t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t18);
        if (!(t12 != 0)) {
            t5 = (vcc_v16_uint)(__m512i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm512_set1_epi32((int)t6);
    t5 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t19);
L20:
    return (__m512i)t5;
}

/* vcc: function at auto_calls.c:10 vector variant _ZGVeM16vvu_iters of `iters`: VL 16, masked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vvu_iters(__m512 cr, __m512 ci, unsigned int max_iter, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    vcc_v16_uint t3;
    vcc_v16_uint t4;
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
    t3 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
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
        t3 = (vcc_v16_uint)_mm512_mask_blend_epi32(t6, (__m512i)t3, t19);
        if (!(t13 != 0)) {
            t4 = (vcc_v16_uint)(__m512i)t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm512_set1_epi32((int)t7);
    t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t6, (__m512i)t3, t20);
L22:
    t21 = _mm512_mask_blend_epi32(t5, (__m512i)(vcc_v16_uint){0}, (__m512i)t4);
    return t21;
}

/* vcc: function at auto_calls.c:10 vector variant _ZGVdN8vvu_iters of `iters`: VL 8, unmasked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m256 t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    unsigned int t6;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
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
        t4 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t1, t18, (__m256i)t4, 0xCA);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = (vcc_v8_uint)(__m256i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t1, t19, (__m256i)t4, 0xCA);
L20:
    return (__m256i)t5;
}

/* vcc: function at auto_calls.c:10 vector variant _ZGVdM8vvu_iters of `iters`: VL 8, masked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
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
    t3 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
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
        t3 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t6, t19, (__m256i)t3, 0xCA);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t4 = (vcc_v8_uint)(__m256i)t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm256_set1_epi32((int)t7);
    t4 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t6, t20, (__m256i)t3, 0xCA);
L22:
    t21 = _mm256_ternarylogic_epi32(t5, (__m256i)t4, (__m256i)(vcc_v8_uint){0}, 0xCA);
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

/* vcc: function at auto_calls.c:23 vector variant _ZGVeN16v_digits of `digits`: VL 16, unmasked, x vector */
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

/* vcc: function at auto_calls.c:23 vector variant _ZGVdN8v_digits of `digits`: VL 8, unmasked, x vector */
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

/* vcc: function at auto_calls.c:36 vector variant _ZGVeN16v_biased of `biased`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_biased(__m512i x) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32((int)bias);
    __m512i t2 = _mm512_add_epi32(x, t1);
    return t2;
}

/* vcc: function at auto_calls.c:36 vector variant _ZGVdN8v_biased of `biased`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_biased(__m256i x) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32((int)bias);
    __m256i t2 = _mm256_add_epi32(x, t1);
    return t2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void row(unsigned *out, int n, float y) {
    vcc_no_contract_body
    vcc_v16_uint i_v;
    long i_vec;
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    vcc_v16_uint t4;
    vcc_v16_uint t5;
    __m512 t6;
    __m512 t7;
    vcc_v16_uint t8;
    vcc_v16_uint t9;
    long t10;
    long t11;
    __m512 y_v;
    __m512i t12;
    unsigned int *t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    int t17;
    long t18;
    __m512i t19;
    __mmask16 t20;
    __m512 y_v_1;
    __m512i t21;
    __m512i t22;
    unsigned int *t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    int i;
    unsigned int t27;
    __m512i t41;
    __mmask16 t42;
    unsigned int t43;
    __m512i t56;
    __m512i t57;
    t10 = (long)n;
    if (t10 >= 16L) {
        t11 = t10 & -16L;
        y_v = _mm512_set1_ps(y);
        t12 = _mm512_set1_epi32(0);
        i_v = (vcc_v16_uint)_mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        i_vec = 0L;
        /* vcc: loop at auto_calls.c:41 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            t13 = out + i_vec;
            t14 = _mm512_cvtepi32_ps((__m512i)i_v);
            t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.046875f));
            t16 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t15);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t2 = _mm512_set1_ps(0.0f);
            t3 = _mm512_set1_ps(0.0f);
            t27 = 0U;
            t4 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
            while (t27 < 200U) {
                __m512 t28 = _mm512_mul_ps(t2, t2);
                __m512 t29 = _mm512_mul_ps(t3, t3);
                __m512 t30 = _mm512_add_ps(t28, t29);
                __m512 t31 = _mm512_set1_ps(4.0f);
                __mmask16 t32 = _mm512_cmp_ps_mask(t30, t31, _CMP_LT_OQ);
                __mmask16 t33 = _kand_mask16(t1, t32);
                __m512 t34 = _mm512_sub_ps(t28, t29);
                __m512 t35 = _mm512_add_ps(t34, t16);
                __m512 t36 = _mm512_set1_ps(2.0f);
                __m512 t37 = _mm512_mul_ps(t36, t2);
                __m512 t38 = _mm512_mul_ps(t37, t3);
                __m512 t39 = _mm512_add_ps(t38, y_v);
                __m512i t40 = _mm512_set1_epi32((int)t27);
                t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t40);
                if (!(t33 != 0)) {
                    t5 = (vcc_v16_uint)(__m512i)t4;
                    goto L58;
                }
                t1 = t33;
                t27++;
                t2 = t35;
                t3 = t39;
            }
            t41 = _mm512_set1_epi32((int)t27);
            t5 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t41);
        L58:
            _mm512_storeu_si512(t13, (__m512i)t5);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            if (i_vec >= t11) {
                t17 = (int)t11;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        t19 = _mm512_set1_epi32((int)(int)t18);
        t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        y_v_1 = _mm512_set1_ps(y);
        t21 = _mm512_set1_epi32((int)t17);
        t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t23 = out + (long)t17;
        t24 = _mm512_cvtepi32_ps(t22);
        t25 = _mm512_mul_ps(t24, _mm512_set1_ps(0.046875f));
        t26 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t25);
        t6 = _mm512_set1_ps(0.0f);
        t7 = _mm512_set1_ps(0.0f);
        t42 = t20;
        t43 = 0U;
        t8 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
        while (t43 < 200U) {
            __m512 t44 = _mm512_mul_ps(t6, t6);
            __m512 t45 = _mm512_mul_ps(t7, t7);
            __m512 t46 = _mm512_add_ps(t44, t45);
            __m512 t47 = _mm512_set1_ps(4.0f);
            __mmask16 t48 = _mm512_cmp_ps_mask(t46, t47, _CMP_LT_OQ);
            __mmask16 t49 = _kand_mask16(t42, t48);
            __m512 t50 = _mm512_sub_ps(t44, t45);
            __m512 t51 = _mm512_add_ps(t50, t26);
            __m512 t52 = _mm512_set1_ps(2.0f);
            __m512 t53 = _mm512_mul_ps(t52, t6);
            __m512 t54 = _mm512_mul_ps(t53, t7);
            t7 = _mm512_add_ps(t54, y_v_1);
            __m512i t55 = _mm512_set1_epi32((int)t43);
            t8 = (vcc_v16_uint)_mm512_mask_blend_epi32(t42, (__m512i)t8, t55);
            if (!(t49 != 0)) {
                t9 = (vcc_v16_uint)(__m512i)t8;
                goto L59;
            }
            t42 = t49;
            t43++;
            t6 = t51;
        }
        t56 = _mm512_set1_epi32((int)t43);
        t9 = (vcc_v16_uint)_mm512_mask_blend_epi32(t42, (__m512i)t8, t56);
    L59:
        t57 = _mm512_mask_blend_epi32(t20, (__m512i)(vcc_v16_uint){0}, (__m512i)t9);
        _mm512_mask_storeu_epi32(t23, t20, t57);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
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
    long t5 = (long)((unsigned long)out - (unsigned long)in);
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3) | ((t5 <= 0L) | (t5 >= 64L)))) {
        long t6 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at auto_calls.c:46 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            int *t7 = out + i_vec;
            __m512i in_v = _mm512_loadu_si512(in + i_vec);
            __m512i t8 = _mm512_abs_epi32(in_v);
            __m512i t21 = _mm512_set1_epi32(10);
            __m512i t22 = (__m512i)((vcc_v16_int)t8 % (vcc_v16_int)t21);
            __m512i t23 = _mm512_set1_epi32(0);
            __m512i t24 = _mm512_add_epi32(t23, t22);
            __m512i t25 = _mm512_set1_epi32(10);
            __m512i t26 = (__m512i)((vcc_v16_int)t8 / (vcc_v16_int)t25);
            __m512i t27 = _mm512_set1_epi32(10);
            __m512i t28 = (__m512i)((vcc_v16_int)t26 % (vcc_v16_int)t27);
            __m512i t29 = _mm512_add_epi32(t24, t28);
            __m512i t30 = _mm512_set1_epi32(10);
            __m512i t31 = (__m512i)((vcc_v16_int)t26 / (vcc_v16_int)t30);
            __m512i t32 = _mm512_set1_epi32(10);
            __m512i t33 = (__m512i)((vcc_v16_int)t31 % (vcc_v16_int)t32);
            __m512i t34 = _mm512_add_epi32(t29, t33);
            _mm512_storeu_si512(t7, t34);
            i_vec += 16L;
            if (i_vec >= t6) {
                t9 = (int)t6;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)in;
    long t13 = (long)((unsigned long)out + (unsigned long)((long)t9 * 4L) - ((unsigned long)in + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 1L) & (t10 <= 16L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 64L)))) {
        __m512i t14 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        long t16 = (long)t9;
        int *t17 = out + t16;
        __m512i in_v_1 = _mm512_maskz_loadu_epi32(t15, in + t16);
        __m512i t18 = _mm512_abs_epi32(in_v_1);
        __m512i t35 = _mm512_set1_epi32(10);
        __m512i t36 = _mm512_set1_epi32(1);
        __m512i t37 = _mm512_mask_blend_epi32(t15, t36, t35);
        __m512i t38 = vcc_avx512_rem_epi32(t18, t37);
        __m512i t39 = _mm512_set1_epi32(0);
        __m512i t40 = _mm512_add_epi32(t39, t38);
        __m512i t41 = _mm512_set1_epi32(10);
        __m512i t42 = _mm512_set1_epi32(1);
        __m512i t43 = _mm512_mask_blend_epi32(t15, t42, t41);
        __m512i t44 = vcc_avx512_div_epi32(t18, t43);
        __m512i t45 = _mm512_set1_epi32(10);
        __m512i t46 = _mm512_set1_epi32(1);
        __m512i t47 = _mm512_mask_blend_epi32(t15, t46, t45);
        __m512i t48 = vcc_avx512_rem_epi32(t44, t47);
        __m512i t49 = _mm512_add_epi32(t40, t48);
        __m512i t50 = _mm512_set1_epi32(10);
        __m512i t51 = _mm512_set1_epi32(1);
        __m512i t52 = _mm512_mask_blend_epi32(t15, t51, t50);
        __m512i t53 = vcc_avx512_div_epi32(t44, t52);
        __m512i t54 = _mm512_set1_epi32(10);
        __m512i t55 = _mm512_set1_epi32(1);
        __m512i t56 = _mm512_mask_blend_epi32(t15, t55, t54);
        __m512i t57 = vcc_avx512_rem_epi32(t53, t56);
        __m512i t58 = _mm512_add_epi32(t49, t57);
        __m512i t59 = _mm512_mask_blend_epi32(t15, (__m512i)(vcc_v16_int){0}, t58);
        _mm512_mask_storeu_epi32(t17, t15, t59);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        int *t20 = out + t19;
        int t1 = in[t19];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t20 = (_mm256_zeroupper(), digits(t1));
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
    int t25;
    int t36;
    int i;
    int t60;
    long t61;
    int t70;
    long t71;
    int i_1;
    int t115;
    long t116;
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
            __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(2001));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
            long i_vec = 0L;
            /* vcc: loop at auto_calls.c:61 vectorized: VF 8, UF 4, the remainder at 62:21 by 2001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t9 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + i_vec), t9);
                __m256i t10 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1321));
                __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(2001));
                __m256i t12 = _mm256_min_epu32(t10, t11);
                __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 8L)), t13);
                __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(641));
                __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(2001));
                __m256i t16 = _mm256_min_epu32(t14, t15);
                __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 16L)), t17);
                __m256i t18 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1962));
                __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(2001));
                __m256i t20 = _mm256_min_epu32(t18, t19);
                __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 24L)), t21);
                i_vec += 32L;
                __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1282));
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(2001));
                __m256i t24 = _mm256_min_epu32(t22, t23);
                if (i_vec >= t5) {
                    break;
                }
                t1 = (vcc_v8_int)t24;
            }
            t25 = (int)t5;
        } else {
            t25 = 0;
        }
        long t26 = (long)n + (long)t25 * -1L;
        int t27 = (int)((unsigned int)t25 * 7919U);
        if ((t26 >= 8L) & (t27 >= 0)) {
            long t28 = t26 & -8L;
            __m256i t29 = _mm256_set1_epi32((int)(t27 % 2001));
            __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(2001));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t30, t31);
            long i_vec_1 = 0L;
            /* vcc: loop at auto_calls.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t32 = _mm256_sub_epi32((__m256i)t2, _mm256_set1_epi32(1000));
                _mm256_storeu_si256((__m256i *)(in + ((long)t25 + i_vec_1)), t32);
                i_vec_1 += 8L;
                __m256i t33 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1321));
                __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(2001));
                __m256i t35 = _mm256_min_epu32(t33, t34);
                if (i_vec_1 >= t28) {
                    break;
                }
                t2 = (vcc_v8_int)t35;
            }
            t36 = (int)((long)t25 + t28);
        } else {
            t36 = t25;
        }
        long t37 = (long)n + (long)t36 * -1L;
        int t38 = (int)((unsigned int)t36 * 7919U);
        if ((t37 >= 1L) & (t37 <= 8L) & (t38 >= 0)) {
            __m256i t39 = _mm256_set1_epi32((int)(int)t37);
            __m256i t40 = _mm256_cmpgt_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t41 = _mm256_set1_epi32((int)(t38 % 2001));
            __m256i t42 = _mm256_add_epi32(t41, _mm256_setr_epi32(0, 1916, 1831, 1746, 1661, 1576, 1491, 1406));
            __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(2001));
            __m256i t44 = _mm256_min_epu32(t42, t43);
            __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(1000));
            _mm256_mask_storeu_epi32(in + (long)t36, _mm256_movepi32_mask(t40), t45);
            i = (int)((long)t36 + t37);
        } else {
            i = t36;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        long t_2 = 0L;
        for (int y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            long t46 = (long)n;
            if (t46 >= 16L) {
                long t47 = t46 & -16L;
                __m256i y_v = _mm256_set1_epi32((int)y);
                __m256i t48 = _mm256_set1_epi32(0);
                vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long i_vec_2 = 0L;
                __m512i t_v = _mm512_set1_epi64((long long)0LL);
                __m512i t_v_1 = _mm512_set1_epi64((long long)0LL);
                /* vcc: loop at auto_calls.c:66 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
                for (;;) {
                    __m256i u_v = _mm256_loadu_si256((const __m256i *)(u + i_vec_2));
                    __m256i t49 = _mm256_add_epi32((__m256i)i_v, y_v);
                    __m512i t50 = _mm512_cvtepi32_epi64(t49);
                    __m512i t51 = _mm512_cvtepu32_epi64(u_v);
                    __m512i t52 = _mm512_mullo_epi64(t51, t50);
                    t_v = _mm512_add_epi64(t_v, t52);
                    __m256i t53 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                    __m256i u_v_1 = _mm256_loadu_si256((const __m256i *)(u + (i_vec_2 + 8L)));
                    __m256i t54 = _mm256_add_epi32(t53, y_v);
                    __m512i t55 = _mm512_cvtepi32_epi64(t54);
                    __m512i t56 = _mm512_cvtepu32_epi64(u_v_1);
                    __m512i t57 = _mm512_mullo_epi64(t56, t55);
                    t_v_1 = _mm512_add_epi64(t_v_1, t57);
                    i_vec_2 += 16L;
                    __m256i t58 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                    if (i_vec_2 >= t47) {
                        break;
                    }
                    i_v = (vcc_v8_uint)t58;
                }
                __m512i t59 = _mm512_add_epi64(t_v, t_v_1);
                t60 = (int)t47;
                t61 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t59), _mm512_extracti64x4_epi64(t59, 1)), _mm_add_epi64, unsigned long));
            } else {
                t60 = 0;
                t61 = t_2;
            }
            long t62 = (long)n + (long)t60 * -1L;
            if (t62 >= 8L) {
                long t63 = t62 & -8L;
                __m256i y_v_1 = _mm256_set1_epi32((int)y);
                __m256i t64 = _mm256_set1_epi32((int)t60);
                vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long i_vec_3 = 0L;
                __m512i t_v_2 = _mm512_set1_epi64((long long)0LL);
                /* vcc: loop at auto_calls.c:66 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    __m256i u_v_2 = _mm256_loadu_si256((const __m256i *)(u + ((long)t60 + i_vec_3)));
                    __m256i t65 = _mm256_add_epi32((__m256i)i_v_1, y_v_1);
                    __m512i t66 = _mm512_cvtepi32_epi64(t65);
                    __m512i t67 = _mm512_cvtepu32_epi64(u_v_2);
                    __m512i t68 = _mm512_mullo_epi64(t67, t66);
                    t_v_2 = _mm512_add_epi64(t_v_2, t68);
                    i_vec_3 += 8L;
                    __m256i t69 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                    if (i_vec_3 >= t63) {
                        break;
                    }
                    i_v_1 = (vcc_v8_uint)t69;
                }
                t70 = (int)((long)t60 + t63);
                t71 = (long)((unsigned long)t61 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_2), _mm512_extracti64x4_epi64(t_v_2, 1)), _mm_add_epi64, unsigned long));
            } else {
                t70 = t60;
                t71 = t61;
            }
            long t72 = (long)n + (long)t70 * -1L;
            if ((t72 >= 1L) & (t72 <= 8L)) {
                __m256i t73 = _mm256_set1_epi32((int)(int)t72);
                __m256i t74 = _mm256_cmpgt_epi32(t73, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i y_v_2 = _mm256_set1_epi32((int)y);
                __m256i t75 = _mm256_set1_epi32((int)t70);
                __m256i t76 = _mm256_add_epi32(t75, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i u_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t74), u + (long)t70);
                __m256i t77 = _mm256_add_epi32(t76, y_v_2);
                __m512i t78 = _mm512_cvtepi32_epi64(t77);
                __m512i t79 = _mm512_cvtepu32_epi64(u_v_3);
                __m512i t80 = _mm512_mullo_epi64(t79, t78);
                __m512i t81 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t74), _mm512_set1_epi64((long long)0LL), t80);
                __m512i t_v_8 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t81);
                i_1 = (int)((long)t70 + t72);
                t = (long)((unsigned long)t71 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_8), _mm512_extracti64x4_epi64(t_v_8, 1)), _mm_add_epi64, unsigned long));
            } else {
                i_1 = t70;
                t = t71;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        (_mm256_zeroupper(), add_bias(b, n));
        long t82 = (long)n;
        if (t82 >= 16L) {
            long t83 = t82 & -16L;
            __m128i t84 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_2 = (vcc_v4_uint)_mm_add_epi32(t84, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_4 = 0L;
            __m256i t_v_3 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_4 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_5 = _mm256_set1_epi64x((long long)0LL);
            __m256i t_v_6 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at auto_calls.c:71 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m256i t85 = _mm256_cvtepi32_epi64((__m128i)i_v_2);
                __m128i out_v = _mm_loadu_si128((const __m128i *)(out + i_vec_4));
                __m256i t86 = _mm256_cvtepi32_epi64(out_v);
                __m256i t87 = _mm256_mul_epi32(t86, t85);
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec_4));
                __m256i t88 = _mm256_cvtepi32_epi64(b_v);
                __m256i t89 = _mm256_add_epi64(t87, t88);
                t_v_3 = _mm256_add_epi64(t_v_3, t89);
                long t90 = i_vec_4 + 4L;
                __m128i t91 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(4));
                __m256i t92 = _mm256_cvtepi32_epi64(t91);
                __m128i out_v_1 = _mm_loadu_si128((const __m128i *)(out + t90));
                __m256i t93 = _mm256_cvtepi32_epi64(out_v_1);
                __m256i t94 = _mm256_mul_epi32(t93, t92);
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t90));
                __m256i t95 = _mm256_cvtepi32_epi64(b_v_1);
                __m256i t96 = _mm256_add_epi64(t94, t95);
                t_v_4 = _mm256_add_epi64(t_v_4, t96);
                long t97 = i_vec_4 + 8L;
                __m128i t98 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(8));
                __m256i t99 = _mm256_cvtepi32_epi64(t98);
                __m128i out_v_2 = _mm_loadu_si128((const __m128i *)(out + t97));
                __m256i t100 = _mm256_cvtepi32_epi64(out_v_2);
                __m256i t101 = _mm256_mul_epi32(t100, t99);
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t97));
                __m256i t102 = _mm256_cvtepi32_epi64(b_v_2);
                __m256i t103 = _mm256_add_epi64(t101, t102);
                t_v_5 = _mm256_add_epi64(t_v_5, t103);
                long t104 = i_vec_4 + 12L;
                __m128i t105 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(12));
                __m256i t106 = _mm256_cvtepi32_epi64(t105);
                __m128i out_v_3 = _mm_loadu_si128((const __m128i *)(out + t104));
                __m256i t107 = _mm256_cvtepi32_epi64(out_v_3);
                __m256i t108 = _mm256_mul_epi32(t107, t106);
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t104));
                __m256i t109 = _mm256_cvtepi32_epi64(b_v_3);
                __m256i t110 = _mm256_add_epi64(t108, t109);
                t_v_6 = _mm256_add_epi64(t_v_6, t110);
                i_vec_4 += 16L;
                __m128i t111 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(16));
                if (i_vec_4 >= t83) {
                    break;
                }
                i_v_2 = (vcc_v4_uint)t111;
            }
            __m256i t112 = _mm256_add_epi64(t_v_3, t_v_4);
            __m256i t113 = _mm256_add_epi64(t112, t_v_5);
            __m256i t114 = _mm256_add_epi64(t113, t_v_6);
            t115 = (int)t83;
            t116 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t114, _mm_add_epi64, unsigned long));
        } else {
            t115 = 0;
            t116 = t_2;
        }
        long t117 = (long)n + (long)t115 * -1L;
        if (t117 >= 4L) {
            long t118 = t117 & -4L;
            __m128i t119 = _mm_set1_epi32((int)t115);
            vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t119, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_5 = 0L;
            __m256i t_v_7 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at auto_calls.c:71 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t120 = (long)t115 + i_vec_5;
                __m256i t121 = _mm256_cvtepi32_epi64((__m128i)i_v_3);
                __m128i out_v_4 = _mm_loadu_si128((const __m128i *)(out + t120));
                __m256i t122 = _mm256_cvtepi32_epi64(out_v_4);
                __m256i t123 = _mm256_mul_epi32(t122, t121);
                __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t120));
                __m256i t124 = _mm256_cvtepi32_epi64(b_v_4);
                __m256i t125 = _mm256_add_epi64(t123, t124);
                t_v_7 = _mm256_add_epi64(t_v_7, t125);
                i_vec_5 += 4L;
                __m128i t126 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
                if (i_vec_5 >= t118) {
                    break;
                }
                i_v_3 = (vcc_v4_uint)t126;
            }
            i_2 = (int)((long)t115 + t118);
            t_1 = (long)((unsigned long)t116 + vcc_avx2_reduce_epi64(t_v_7, _mm_add_epi64, unsigned long));
        } else {
            i_2 = t115;
            t_1 = t116;
        }
        for (; i_2 < n; i_2++) {
            long t127 = (long)i_2;
            t_1 += (long)out[t127] * t127 + (long)b[t127];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
