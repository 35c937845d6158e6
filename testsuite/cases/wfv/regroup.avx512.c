/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_series(__m512 x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_series(__m256 x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8vv_blend2(__m512d x, __m512d y);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4vv_blend2(__m256d x, __m256d y);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mix(__m512i a, __m512i b, int steps);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mix(__m256i a, __m256i b, int steps);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uvu_poly(const float *coef, __m512 x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uvu_poly(const float *coef, __m256 x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vuu_tally(__m512 x, int *hits, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vuu_tally(__m256 x, int *hits, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_cheap(__m512 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_cheap(__m256 x);
/* Instance restructuring (the seed's 2.2.3): a vector loop of UF parts calls a variant once per
   part; where the function branches on a varying condition of its parameters with costly arms,
   the loop sorts the UF*VF instances by that condition before the calls (the ones where it
   holds first) and their results back after, so that all vectors but one run one arm.
   Every instance must still get its own arguments and its own result: the inputs below mix
   both sides at random, put whole stretches on one side, include NaN and infinities, and the
   counts leave remainders. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 7 */

/* Both arms run a loop of a uniform count: a series for small x, a continued fraction for
   large x (NaN goes to the continued fraction, as `x < 1` is false for it). */
/* #pragma omp declare simd uniform(n) notinbranch */
float series(float x, int n) {
    float r;
    if (x < 1.0f) {
        float term = x, s = x;
        for (int k = 1; k < n; k++) {
            term = term * x / (float)(2 * k + 1);
            s += term;
        }
        r = s;
    } else {
        float f = x;
        for (int k = n; k > 0; k--)
            f = x + (float)k / f;
        r = 1.0f / f;
    }
    return r;
}

/* vcc: function at regroup.c:17 vector variant _ZGVeN16vu_series of `series`: VL 16, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_series(__m512 x, int n) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    __m512 t4;
    __m512 t5;
    __m512 t6 = _mm512_set1_ps(1.0f);
    __mmask16 t7 = _mm512_cmp_ps_mask(x, t6, _CMP_LT_OQ);
    __mmask16 t3 = _knot_mask16(t7);
    int t8 = (t3 != 0);
    __m512 t10 = x;
    for (int t9 = n; t8 ? t9 > 0 : 0; t9--, t10 = t1) {
        if ((t3 != 0)) {
            __m512 t11 = _mm512_set1_ps((float)t9);
            __m512 t12 = _mm512_div_ps(t11, t10);
            t1 = _mm512_add_ps(x, t12);
        } else {
            t1 = (__m512)(vcc_v16_float){0};
        }
    }
    if ((t3 != 0)) {
        __m512 t13 = _mm512_set1_ps(1.0f);
        t2 = _mm512_div_ps(t13, t10);
    } else {
        t2 = (__m512)(vcc_v16_float){0};
        t3 = ((__mmask16)0x0);
    }
    int t14 = (t7 != 0);
    __m512 t16 = x;
    __m512 t17 = x;
    for (int t15 = 1; t14 ? t15 < n : 0; t15++, t16 = t5, t17 = t4) {
        if ((t7 != 0)) {
            __m512 t19 = _mm512_mul_ps(t17, x);
            __m512 t20 = _mm512_set1_ps((float)(2 * t15 + 1));
            t4 = _mm512_div_ps(t19, t20);
            t5 = _mm512_add_ps(t16, t4);
        } else {
            t4 = (__m512)(vcc_v16_float){0};
            t5 = (__m512)(vcc_v16_float){0};
        }
    }
    __m512 t18 = _mm512_mask_blend_ps(t3, t16, t2);
    return t18;
}

/* vcc: function at regroup.c:17 vector variant _ZGVdN8vu_series of `series`: VL 8, unmasked, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_series(__m256 x, int n) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    __m256 t4;
    __m256 t5;
    __m256 t6 = _mm256_set1_ps(1.0f);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_LT_OQ));
    __m256i t3 = (__m256i)~(vcc_m8)t7;
    int t8 = (_mm256_movemask_epi8(t3) != 0);
    __m256 t10 = x;
    for (int t9 = n; t8 ? t9 > 0 : 0; t9--, t10 = t1) {
        if ((_mm256_movemask_epi8(t3) != 0)) {
            __m256 t11 = _mm256_set1_ps((float)t9);
            __m256 t12 = _mm256_div_ps(t11, t10);
            t1 = _mm256_add_ps(x, t12);
        } else {
            t1 = (__m256)(vcc_v8_float){0};
        }
    }
    if ((_mm256_movemask_epi8(t3) != 0)) {
        __m256 t13 = _mm256_set1_ps(1.0f);
        t2 = _mm256_div_ps(t13, t10);
    } else {
        t2 = (__m256)(vcc_v8_float){0};
        t3 = (__m256i)(vcc_m8){0};
    }
    int t14 = (_mm256_movemask_epi8(t7) != 0);
    __m256 t16 = x;
    __m256 t17 = x;
    for (int t15 = 1; t14 ? t15 < n : 0; t15++, t16 = t5, t17 = t4) {
        if ((_mm256_movemask_epi8(t7) != 0)) {
            __m256 t19 = _mm256_mul_ps(t17, x);
            __m256 t20 = _mm256_set1_ps((float)(2 * t15 + 1));
            t4 = _mm256_div_ps(t19, t20);
            t5 = _mm256_add_ps(t16, t4);
        } else {
            t4 = (__m256)(vcc_v8_float){0};
            t5 = (__m256)(vcc_v8_float){0};
        }
    }
    __m256 t18 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), t16, t2);
    return t18;
}

/* A condition computed from both arguments, a constant and a conversion; double lanes. */
/* #pragma omp declare simd notinbranch */
double blend2(double x, double y) {
    double acc = 0.0;
    if ((double)(int)(x * 4.0) + 0.5 > y) {
        for (int k = 0; k < 40; k++)
            acc = acc * 0.5 + x * k;
    } else {
        for (int k = 0; k < 40; k++)
            acc = acc * 0.25 - y / (k + 1);
    }
    return acc;
}

/* vcc: function at regroup.c:37 vector variant _ZGVeN8vv_blend2 of `blend2`: VL 8, unmasked, x vector, y vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8vv_blend2(__m512d x, __m512d y) {
    vcc_no_contract_body
    int t3;
    __m512d t4;
    __m512d t5 = _mm512_set1_pd(4.0);
    __m512d t6 = _mm512_mul_pd(x, t5);
    __m256i t7 = _mm512_cvttpd_epi32(t6);
    __m512d t8 = _mm512_cvtepi32_pd(t7);
    __m512d t9 = _mm512_set1_pd(0.5);
    __m512d t10 = _mm512_add_pd(t8, t9);
    __m256i t11 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t10, y, _CMP_GT_OQ));
    __m256i t12 = (__m256i)~(vcc_m8)t11;
    __m512d t1 = _mm512_set1_pd(0.0);
    int t13 = (_mm256_movemask_epi8(t12) != 0);
    for (int t14 = 0; t13 ? t14 < 40 : 0; t14 = t3, t1 = t4) {
        if ((_mm256_movemask_epi8(t12) != 0)) {
            __m512d t16 = _mm512_set1_pd(0.25);
            __m512d t17 = _mm512_mul_pd(t1, t16);
            t3 = t14 + 1;
            __m512d t18 = _mm512_set1_pd((double)t3);
            __m512d t19 = _mm512_div_pd(y, t18);
            t4 = _mm512_sub_pd(t17, t19);
        } else {
            t3 = 0;
            t4 = (__m512d)(vcc_v8_double){0};
        }
    }
    __m512d t2 = _mm512_set1_pd(0.0);
    int t15 = (_mm256_movemask_epi8(t11) != 0);
    int t20 = 0;
    while (t15 ? t20 < 40 : 0) {
        __m512d t21 = _mm512_set1_pd(0.5);
        __m512d t22 = _mm512_mul_pd(t2, t21);
        __m512d t23 = _mm512_set1_pd((double)t20);
        __m512d t24 = _mm512_mul_pd(x, t23);
        t2 = _mm512_add_pd(t22, t24);
        t20++;
    }
    __m512d t25 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t11), t1, t2);
    return t25;
}

/* vcc: function at regroup.c:37 vector variant _ZGVdN4vv_blend2 of `blend2`: VL 4, unmasked, x vector, y vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4vv_blend2(__m256d x, __m256d y) {
    vcc_no_contract_body
    int t3;
    __m256d t4;
    __m256d t5 = _mm256_set1_pd(4.0);
    __m256d t6 = _mm256_mul_pd(x, t5);
    __m128i t7 = _mm256_cvttpd_epi32(t6);
    __m256d t8 = _mm256_cvtepi32_pd(t7);
    __m256d t9 = _mm256_set1_pd(0.5);
    __m256d t10 = _mm256_add_pd(t8, t9);
    __m128i t11 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t10, y, _CMP_GT_OQ));
    __m128i t12 = (__m128i)~(vcc_m4)t11;
    __m256d t1 = _mm256_set1_pd(0.0);
    int t13 = (_mm_movemask_epi8(t12) != 0);
    for (int t14 = 0; t13 ? t14 < 40 : 0; t14 = t3, t1 = t4) {
        if ((_mm_movemask_epi8(t12) != 0)) {
            __m256d t16 = _mm256_set1_pd(0.25);
            __m256d t17 = _mm256_mul_pd(t1, t16);
            t3 = t14 + 1;
            __m256d t18 = _mm256_set1_pd((double)t3);
            __m256d t19 = _mm256_div_pd(y, t18);
            t4 = _mm256_sub_pd(t17, t19);
        } else {
            t3 = 0;
            t4 = (__m256d)(vcc_v4_double){0};
        }
    }
    __m256d t2 = _mm256_set1_pd(0.0);
    int t15 = (_mm_movemask_epi8(t11) != 0);
    int t20 = 0;
    while (t15 ? t20 < 40 : 0) {
        __m256d t21 = _mm256_set1_pd(0.5);
        __m256d t22 = _mm256_mul_pd(t2, t21);
        __m256d t23 = _mm256_set1_pd((double)t20);
        __m256d t24 = _mm256_mul_pd(x, t23);
        t2 = _mm256_add_pd(t22, t24);
        t20++;
    }
    __m256d t25 = _mm256_mask_blend_pd(_mm_movepi32_mask(t11), t1, t2);
    return t25;
}

/* Integer lanes; the condition is a bit test under `!`. */
/* #pragma omp declare simd uniform(steps) notinbranch */
unsigned mix(int a, int b, int steps) {
    unsigned h = a;
    if (!((a ^ b) & 1)) {
        for (int k = 0; k < steps; k++)
            h = h * 31 + (b >> (k & 7));
    } else {
        for (int k = 0; k < steps; k++)
            h = (h ^ (b + k)) * 17;
    }
    return h;
}

/* vcc: function at regroup.c:51 vector variant _ZGVeN16vvu_mix of `mix`: VL 16, unmasked, a vector, b vector, steps uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mix(__m512i a, __m512i b, int steps) {
    vcc_no_contract_body
    __m512i t3 = _mm512_set1_epi32(1);
    __m512i t4 = _mm512_ternarylogic_epi32(t3, a, b, 0x60);
    __mmask16 t5 = _mm512_test_epi32_mask(t4, t4);
    __mmask16 t6 = _knot_mask16(t5);
    int t7 = (t5 != 0);
    int t8 = 0;
    vcc_v16_uint t1 = (vcc_v16_uint)a;
    while (t7 ? t8 < steps : 0) {
        __m512i t9 = _mm512_set1_epi32((int)t8);
        __m512i t10 = _mm512_add_epi32(b, t9);
        __m512i t11 = _mm512_xor_si512((__m512i)t1, t10);
        __m512i t12 = _mm512_set1_epi32((int)17U);
        t1 = (vcc_v16_uint)_mm512_mullo_epi32(t11, t12);
        t8++;
    }
    int t13 = (t6 != 0);
    int t14 = 0;
    vcc_v16_uint t2 = (vcc_v16_uint)a;
    while (t13 ? t14 < steps : 0) {
        __m512i t15 = _mm512_set1_epi32((int)31U);
        __m512i t16 = _mm512_mullo_epi32((__m512i)t2, t15);
        __m512i t17 = _mm512_set1_epi32((int)(t14 & 7));
        __m512i t18 = _mm512_srav_epi32(b, t17);
        t2 = (vcc_v16_uint)_mm512_add_epi32(t16, t18);
        t14++;
    }
    __m512i t19 = _mm512_mask_blend_epi32(t5, (__m512i)t2, (__m512i)t1);
    return t19;
}

/* vcc: function at regroup.c:51 vector variant _ZGVdN8vvu_mix of `mix`: VL 8, unmasked, a vector, b vector, steps uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mix(__m256i a, __m256i b, int steps) {
    vcc_no_contract_body
    __m256i t3 = _mm256_set1_epi32(1);
    __m256i t4 = _mm256_ternarylogic_epi32(t3, a, b, 0x60);
    __m256i t5 = (__m256i)(vcc_m8)((vcc_v8_int)t4 != (vcc_v8_int){0});
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    int t7 = (_mm256_movemask_epi8(t5) != 0);
    int t8 = 0;
    vcc_v8_uint t1 = (vcc_v8_uint)a;
    while (t7 ? t8 < steps : 0) {
        __m256i t9 = _mm256_set1_epi32((int)t8);
        __m256i t10 = _mm256_add_epi32(b, t9);
        __m256i t11 = _mm256_xor_si256((__m256i)t1, t10);
        __m256i t12 = _mm256_set1_epi32((int)17U);
        t1 = (vcc_v8_uint)_mm256_mullo_epi32(t11, t12);
        t8++;
    }
    int t13 = (_mm256_movemask_epi8(t6) != 0);
    int t14 = 0;
    vcc_v8_uint t2 = (vcc_v8_uint)a;
    while (t13 ? t14 < steps : 0) {
        __m256i t15 = _mm256_set1_epi32((int)31U);
        __m256i t16 = _mm256_mullo_epi32((__m256i)t2, t15);
        __m256i t17 = _mm256_set1_epi32((int)(t14 & 7));
        __m256i t18 = _mm256_srav_epi32(b, t17);
        t2 = (vcc_v8_uint)_mm256_add_epi32(t16, t18);
        t14++;
    }
    __m256i t19 = _mm256_ternarylogic_epi32(t5, (__m256i)t1, (__m256i)t2, 0xCA);
    return t19;
}

/* Reads only through its uniform pointer: regrouped too. */
/* #pragma omp declare simd uniform(coef, n) notinbranch */
float poly(const float *coef, float x, int n) {
    float r = 0.0f;
    if (x >= 0.0f) {
        for (int k = 0; k < n; k++)
            r = r * x + coef[k];
    } else {
        for (int k = n - 1; k >= 0; k--)
            r = r * -x - coef[k];
    }
    return r;
}

/* vcc: function at regroup.c:65 vector variant _ZGVeN16uvu_poly of `poly`: VL 16, unmasked, coef uniform, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uvu_poly(const float *coef, __m512 x, int n) {
    vcc_no_contract_body
    __m512 t3;
    __m512 t4;
    __m512 t5 = _mm512_set1_ps(0.0f);
    __mmask16 t6 = _mm512_cmp_ps_mask(x, t5, _CMP_GE_OQ);
    __mmask16 t7 = _knot_mask16(t6);
    __m512 t1 = _mm512_set1_ps(0.0f);
    int t8 = (t7 != 0);
    for (int t9 = n - 1; t8 ? t9 >= 0 : 0; t9--, t1 = t3) {
        if ((t7 != 0)) {
            __m512 t11 = _mm512_xor_ps(x, _mm512_set1_ps(-0.0f));
            __m512 t12 = _mm512_mul_ps(t1, t11);
            __m512 t13 = _mm512_set1_ps(coef[t9]);
            t3 = _mm512_sub_ps(t12, t13);
        } else {
            t3 = (__m512)(vcc_v16_float){0};
        }
    }
    __m512 t2 = _mm512_set1_ps(0.0f);
    int t10 = (t6 != 0);
    for (int t14 = 0; t10 ? t14 < n : 0; t14++, t2 = t4) {
        if ((t6 != 0)) {
            __m512 t16 = _mm512_mul_ps(t2, x);
            __m512 t17 = _mm512_set1_ps(coef[t14]);
            t4 = _mm512_add_ps(t16, t17);
        } else {
            t4 = (__m512)(vcc_v16_float){0};
        }
    }
    __m512 t15 = _mm512_mask_blend_ps(t6, t1, t2);
    return t15;
}

/* vcc: function at regroup.c:65 vector variant _ZGVdN8uvu_poly of `poly`: VL 8, unmasked, coef uniform, x vector, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uvu_poly(const float *coef, __m256 x, int n) {
    vcc_no_contract_body
    __m256 t3;
    __m256 t4;
    __m256 t5 = _mm256_set1_ps(0.0f);
    __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GE_OQ));
    __m256i t7 = (__m256i)~(vcc_m8)t6;
    __m256 t1 = _mm256_set1_ps(0.0f);
    int t8 = (_mm256_movemask_epi8(t7) != 0);
    for (int t9 = n - 1; t8 ? t9 >= 0 : 0; t9--, t1 = t3) {
        if ((_mm256_movemask_epi8(t7) != 0)) {
            __m256 t11 = _mm256_xor_ps(x, _mm256_set1_ps(-0.0f));
            __m256 t12 = _mm256_mul_ps(t1, t11);
            __m256 t13 = _mm256_set1_ps(coef[t9]);
            t3 = _mm256_sub_ps(t12, t13);
        } else {
            t3 = (__m256)(vcc_v8_float){0};
        }
    }
    __m256 t2 = _mm256_set1_ps(0.0f);
    int t10 = (_mm256_movemask_epi8(t6) != 0);
    for (int t14 = 0; t10 ? t14 < n : 0; t14++, t2 = t4) {
        if ((_mm256_movemask_epi8(t6) != 0)) {
            __m256 t16 = _mm256_mul_ps(t2, x);
            __m256 t17 = _mm256_set1_ps(coef[t14]);
            t4 = _mm256_add_ps(t16, t17);
        } else {
            t4 = (__m256)(vcc_v8_float){0};
        }
    }
    __m256 t15 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t6), t1, t2);
    return t15;
}

/* Writes through its pointer: the order of its instances' stores matters, so never
   regrouped. */
/* #pragma omp declare simd uniform(hits, n) notinbranch */
float tally(float x, int *hits, int n) {
    float r = x;
    if (x > 0.5f) {
        for (int k = 0; k < n; k++)
            r = r * 0.5f + 1.0f;
        hits[0] = (int)(r * 8.0f);
    } else {
        for (int k = 0; k < n; k++)
            r = r * 0.25f - 1.0f;
    }
    return r;
}

/* vcc: function at regroup.c:80 vector variant _ZGVeN16vuu_tally of `tally`: VL 16, unmasked, x vector, hits uniform, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vuu_tally(__m512 x, int *hits, int n) {
    vcc_no_contract_body
    __m512 t3 = _mm512_set1_ps(0.5f);
    __mmask16 t4 = _mm512_cmp_ps_mask(x, t3, _CMP_GT_OQ);
    __mmask16 t5 = _knot_mask16(t4);
    int t6 = (t5 != 0);
    int t7 = 0;
    __m512 t1 = x;
    while (t6 ? t7 < n : 0) {
        __m512 t8 = _mm512_set1_ps(0.25f);
        __m512 t9 = _mm512_mul_ps(t1, t8);
        __m512 t10 = _mm512_set1_ps(1.0f);
        t1 = _mm512_sub_ps(t9, t10);
        t7++;
    }
    int t11 = (t4 != 0);
    int t12 = 0;
    __m512 t2 = x;
    while (t11 ? t12 < n : 0) {
        __m512 t13 = _mm512_set1_ps(0.5f);
        __m512 t14 = _mm512_mul_ps(t2, t13);
        __m512 t15 = _mm512_set1_ps(1.0f);
        t2 = _mm512_add_ps(t14, t15);
        t12++;
    }
    if ((t4 != 0)) {
        __m512 t16 = _mm512_set1_ps(8.0f);
        __m512 t17 = _mm512_mul_ps(t2, t16);
        __m512i t18 = _mm512_cvttps_epi32(t17);
        vcc_scatter_masked(hits + 0, (vcc_v16_long){0}, (vcc_v16_int)t18, (vcc_m16)_mm512_movm_epi32(t4));
    }
    __m512 t19 = _mm512_mask_blend_ps(t4, t1, t2);
    return t19;
}

/* vcc: function at regroup.c:80 vector variant _ZGVdN8vuu_tally of `tally`: VL 8, unmasked, x vector, hits uniform, n uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vuu_tally(__m256 x, int *hits, int n) {
    vcc_no_contract_body
    __m256 t3 = _mm256_set1_ps(0.5f);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_GT_OQ));
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    int t6 = (_mm256_movemask_epi8(t5) != 0);
    int t7 = 0;
    __m256 t1 = x;
    while (t6 ? t7 < n : 0) {
        __m256 t8 = _mm256_set1_ps(0.25f);
        __m256 t9 = _mm256_mul_ps(t1, t8);
        __m256 t10 = _mm256_set1_ps(1.0f);
        t1 = _mm256_sub_ps(t9, t10);
        t7++;
    }
    int t11 = (_mm256_movemask_epi8(t4) != 0);
    int t12 = 0;
    __m256 t2 = x;
    while (t11 ? t12 < n : 0) {
        __m256 t13 = _mm256_set1_ps(0.5f);
        __m256 t14 = _mm256_mul_ps(t2, t13);
        __m256 t15 = _mm256_set1_ps(1.0f);
        t2 = _mm256_add_ps(t14, t15);
        t12++;
    }
    if ((_mm256_movemask_epi8(t4) != 0)) {
        __m256 t16 = _mm256_set1_ps(8.0f);
        __m256 t17 = _mm256_mul_ps(t2, t16);
        __m256i t18 = _mm256_cvttps_epi32(t17);
        vcc_scatter_masked(hits + 0, (vcc_v8_long)(__m512i)(vcc_v8_long){0}, (vcc_v8_int)t18, (vcc_m8)t4);
    }
    __m256 t19 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), t1, t2);
    return t19;
}

/* The arms are cheap: regrouping would not pay. */
/* #pragma omp declare simd notinbranch */
float cheap(float x) {
    return x > 0.0f ? x * 2.0f : x - 1.0f;
}

/* vcc: function at regroup.c:95 vector variant _ZGVeN16v_cheap of `cheap`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_cheap(__m512 x) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(0.0f);
    __mmask16 t2 = _mm512_cmp_ps_mask(x, t1, _CMP_GT_OQ);
    __m512 t3 = _mm512_set1_ps(1.0f);
    __m512 t4 = _mm512_sub_ps(x, t3);
    __m512 t5 = _mm512_set1_ps(2.0f);
    __m512 t6 = _mm512_mul_ps(x, t5);
    __m512 t7 = _mm512_mask_blend_ps(t2, t4, t6);
    return t7;
}

/* vcc: function at regroup.c:95 vector variant _ZGVdN8v_cheap of `cheap`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_cheap(__m256 x) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(0.0f);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_GT_OQ));
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256 t4 = _mm256_sub_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(2.0f);
    __m256 t6 = _mm256_mul_ps(x, t5);
    __m256 t7 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t4, t6);
    return t7;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_series(float *out, const float *in, int n) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t9;
    __m512 t10;
    int t17;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    long t14 = (long)((unsigned long)out - (unsigned long)in);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
        long t15 = t11 & -16L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:101 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            float *t16 = out + i_vec;
            __m512 in_v = _mm512_loadu_ps(in + i_vec);
            __m512 t28 = _mm512_set1_ps(1.0f);
            __mmask16 t29 = _mm512_cmp_ps_mask(in_v, t28, _CMP_LT_OQ);
            __mmask16 t3 = _knot_mask16(t29);
            int t30 = (t3 != 0);
            __m512 t32 = in_v;
            for (int t31 = 24; t30 ? t31 > 0 : 0; t31--, t32 = t1) {
                if ((t3 != 0)) {
                    __m512 t33 = _mm512_set1_ps((float)t31);
                    __m512 t34 = _mm512_div_ps(t33, t32);
                    t1 = _mm512_add_ps(in_v, t34);
                } else {
                    t1 = (__m512)(vcc_v16_float){0};
                }
            }
            if ((t3 != 0)) {
                __m512 t35 = _mm512_set1_ps(1.0f);
                t2 = _mm512_div_ps(t35, t32);
            } else {
                t2 = (__m512)(vcc_v16_float){0};
                t3 = ((__mmask16)0x0);
            }
            int t36 = (t29 != 0);
            __m512 t38 = in_v;
            __m512 t39 = in_v;
            for (int t37 = 1; t36 ? t37 < 24 : 0; t37++, t38 = t5, t39 = t4) {
                if ((t29 != 0)) {
                    __m512 t41 = _mm512_mul_ps(t39, in_v);
                    __m512 t42 = _mm512_set1_ps((float)(2 * t37 + 1));
                    t4 = _mm512_div_ps(t41, t42);
                    t5 = _mm512_add_ps(t38, t4);
                } else {
                    t4 = (__m512)(vcc_v16_float){0};
                    t5 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t40 = _mm512_mask_blend_ps(t3, t38, t2);
            _mm512_storeu_ps(t16, t40);
            i_vec += 16L;
            if (i_vec >= t15) {
                t17 = (int)t15;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)out;
    unsigned long t20 = (unsigned long)in;
    long t21 = (long)((unsigned long)out + (unsigned long)((long)t17 * 4L) - ((unsigned long)in + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 1L) & (t18 <= 16L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 64L)))) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)t17;
        float *t25 = out + t24;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t23, in + t24);
        __m512 t43 = _mm512_set1_ps(1.0f);
        __mmask16 t44 = _mm512_cmp_ps_mask(in_v_1, t43, _CMP_LT_OQ);
        __mmask16 t45 = _kand_mask16(t23, t44);
        __mmask16 t46 = _knot_mask16(t44);
        __mmask16 t8 = _kand_mask16(t23, t46);
        int t47 = (t8 != 0);
        __m512 t49 = in_v_1;
        for (int t48 = 24; t47 ? t48 > 0 : 0; t48--, t49 = t6) {
            if ((t8 != 0)) {
                __m512 t50 = _mm512_set1_ps((float)t48);
                __m512 t51 = _mm512_div_ps(t50, t49);
                t6 = _mm512_add_ps(in_v_1, t51);
            } else {
                t6 = (__m512)(vcc_v16_float){0};
            }
        }
        if ((t8 != 0)) {
            __m512 t52 = _mm512_set1_ps(1.0f);
            t7 = _mm512_div_ps(t52, t49);
        } else {
            t7 = (__m512)(vcc_v16_float){0};
            t8 = ((__mmask16)0x0);
        }
        int t53 = (t45 != 0);
        __m512 t55 = in_v_1;
        __m512 t56 = in_v_1;
        for (int t54 = 1; t53 ? t54 < 24 : 0; t54++, t55 = t10, t56 = t9) {
            if ((t45 != 0)) {
                __m512 t59 = _mm512_mul_ps(t56, in_v_1);
                __m512 t60 = _mm512_set1_ps((float)(2 * t54 + 1));
                t9 = _mm512_div_ps(t59, t60);
                t10 = _mm512_add_ps(t55, t9);
            } else {
                t9 = (__m512)(vcc_v16_float){0};
                t10 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t57 = _mm512_mask_blend_ps(t8, t55, t7);
        __m512 t58 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t57);
        _mm512_mask_storeu_ps(t25, t23, t58);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = in[t26];
        out[t26] = (_mm256_zeroupper(), series(t27, 24));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_blend2(double *out, const double *x, const double *y, int n) {
    vcc_no_contract_body
    int vcc_regroup_perm[64];
    double vcc_regroup_arg[64];
    double vcc_regroup_arg_1[64];
    double vcc_regroup_result[64];
    int t3;
    __m512d t4;
    int t7;
    __m512d t8;
    int t11;
    __m512d t12;
    int t15;
    __m512d t16;
    int t80;
    int t91;
    int i;
    long t17 = (long)n;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)x;
    long t20 = (long)((unsigned long)out - (unsigned long)x);
    unsigned long t21 = (unsigned long)out;
    unsigned long t22 = (unsigned long)y;
    long t23 = (long)((unsigned long)out - (unsigned long)y);
    if ((t17 >= 16L) & (((t18 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t18) | ((t20 <= 0L) | (t20 >= 128L))) & (((t21 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t22) | ((t22 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t21) | ((t23 <= 0L) | (t23 >= 128L)))) {
        long t24 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:107 vectorized: VF 8, UF 2, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
        for (;;) {
            double *t25 = out + i_vec_1;
            __m512d y_v = _mm512_loadu_pd(y + i_vec_1);
            __m512d x_v = _mm512_loadu_pd(x + i_vec_1);
            long t26 = i_vec_1 + 8L;
            double *t27 = out + t26;
            __m512d y_v_1 = _mm512_loadu_pd(y + t26);
            __m512d x_v_1 = _mm512_loadu_pd(x + t26);
            __m512d t28 = _mm512_mul_pd(x_v, _mm512_set1_pd(4.0));
            __m256i t29 = _mm512_cvttpd_epi32(t28);
            __m512d t30 = _mm512_cvtepi32_pd(t29);
            __m512d t31 = _mm512_add_pd(t30, _mm512_set1_pd(0.5));
            __m256i t32 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t31, y_v, _CMP_GT_OQ));
            __m256i t33 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t32, _mm256_set1_epi32(1)); });
            __m256i t34 = (__m256i)__builtin_shufflevector((vcc_v8_int)t33, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t35 = _mm256_add_epi32(t33, t34);
            __m256i t36 = (__m256i)__builtin_shufflevector((vcc_v8_int)t35, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t37 = _mm256_add_epi32(t35, t36);
            __m256i t38 = (__m256i)__builtin_shufflevector((vcc_v8_int)t37, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t39 = _mm256_add_epi32(t37, t38);
            __m256i t40 = _mm256_sub_epi32(t39, t33);
            __m256i t41 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t40);
            __m512d t42 = _mm512_mul_pd(x_v_1, _mm512_set1_pd(4.0));
            __m256i t43 = _mm512_cvttpd_epi32(t42);
            __m512d t44 = _mm512_cvtepi32_pd(t43);
            __m512d t45 = _mm512_add_pd(t44, _mm512_set1_pd(0.5));
            __m256i t46 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t45, y_v_1, _CMP_GT_OQ));
            __m256i t47 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t46, _mm256_set1_epi32(1)); });
            __m256i t48 = (__m256i)__builtin_shufflevector((vcc_v8_int)t47, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t49 = _mm256_add_epi32(t47, t48);
            __m256i t50 = (__m256i)__builtin_shufflevector((vcc_v8_int)t49, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t51 = _mm256_add_epi32(t49, t50);
            __m256i t52 = (__m256i)__builtin_shufflevector((vcc_v8_int)t51, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t53 = _mm256_add_epi32(t51, t52);
            __m256i t54 = _mm256_sub_epi32(t53, t47);
            __m256i t55 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t54);
            int t56 = vcc_avx2_sum_epi32(t33);
            int t57 = t56 + vcc_avx2_sum_epi32(t47);
            __m256i t58 = _mm256_set1_epi32(0);
            __m256i t59 = _mm256_add_epi32(t58, t40);
            __m256i t60 = _mm256_set1_epi32((int)t57);
            __m256i t61 = _mm256_add_epi32(t60, t41);
            __m256i t62 = _mm256_ternarylogic_epi32(t32, t59, t61, 0xCA);
            __m256i t63 = _mm256_set1_epi32(0);
            __m256i t64 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t63);
            _mm256_i32scatter_epi32(vcc_regroup_perm, t62, t64, 4);
            __m256i t65 = _mm256_set1_epi32((int)t56);
            __m256i t66 = _mm256_add_epi32(t65, t54);
            __m256i t67 = _mm256_set1_epi32((int)(t57 + 8 - t56));
            __m256i t68 = _mm256_add_epi32(t67, t55);
            __m256i t69 = _mm256_ternarylogic_epi32(t46, t66, t68, 0xCA);
            __m256i t70 = _mm256_set1_epi32(8);
            __m256i t71 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t70);
            _mm256_i32scatter_epi32(vcc_regroup_perm, t69, t71, 4);
            _mm512_storeu_pd(vcc_regroup_arg, x_v);
            _mm512_storeu_pd(vcc_regroup_arg + 8, x_v_1);
            __m256i t72 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m512d t73 = _mm512_i32gather_pd(t72, vcc_regroup_arg, 8);
            __m256i t74 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m512d t75 = _mm512_i32gather_pd(t74, vcc_regroup_arg, 8);
            _mm512_storeu_pd(vcc_regroup_arg_1, y_v);
            _mm512_storeu_pd(vcc_regroup_arg_1 + 8, y_v_1);
            __m256i t76 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m512d t77 = _mm512_i32gather_pd(t76, vcc_regroup_arg_1, 8);
            __m256i t78 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m512d t79 = _mm512_i32gather_pd(t78, vcc_regroup_arg_1, 8);
            __m512d t106 = _mm512_set1_pd(4.0);
            __m512d t107 = _mm512_mul_pd(t73, t106);
            __m256i t108 = _mm512_cvttpd_epi32(t107);
            __m512d t109 = _mm512_cvtepi32_pd(t108);
            __m512d t110 = _mm512_set1_pd(0.5);
            __m512d t111 = _mm512_add_pd(t109, t110);
            __m256i t112 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t111, t77, _CMP_GT_OQ));
            __m256i t113 = (__m256i)~(vcc_m8)t112;
            __m512d t1 = _mm512_set1_pd(0.0);
            int t114 = (_mm256_movemask_epi8(t113) != 0);
            for (int t115 = 0; t114 ? t115 < 40 : 0; t115 = t3, t1 = t4) {
                if ((_mm256_movemask_epi8(t113) != 0)) {
                    __m512d t117 = _mm512_set1_pd(0.25);
                    __m512d t118 = _mm512_mul_pd(t1, t117);
                    t3 = t115 + 1;
                    __m512d t119 = _mm512_set1_pd((double)t3);
                    __m512d t120 = _mm512_div_pd(t77, t119);
                    t4 = _mm512_sub_pd(t118, t120);
                } else {
                    t3 = 0;
                    t4 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t2 = _mm512_set1_pd(0.0);
            int t116 = (_mm256_movemask_epi8(t112) != 0);
            int t121 = 0;
            while (t116 ? t121 < 40 : 0) {
                __m512d t122 = _mm512_set1_pd(0.5);
                __m512d t123 = _mm512_mul_pd(t2, t122);
                __m512d t124 = _mm512_set1_pd((double)t121);
                __m512d t125 = _mm512_mul_pd(t73, t124);
                t2 = _mm512_add_pd(t123, t125);
                t121++;
            }
            __m512d t126 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t112), t1, t2);
            _mm512_storeu_pd(vcc_regroup_result, t126);
            __m512d t174 = _mm512_set1_pd(4.0);
            __m512d t175 = _mm512_mul_pd(t75, t174);
            __m256i t176 = _mm512_cvttpd_epi32(t175);
            __m512d t177 = _mm512_cvtepi32_pd(t176);
            __m512d t178 = _mm512_set1_pd(0.5);
            __m512d t179 = _mm512_add_pd(t177, t178);
            __m256i t180 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t179, t79, _CMP_GT_OQ));
            __m256i t181 = (__m256i)~(vcc_m8)t180;
            __m512d t13 = _mm512_set1_pd(0.0);
            int t182 = (_mm256_movemask_epi8(t181) != 0);
            for (int t183 = 0; t182 ? t183 < 40 : 0; t183 = t15, t13 = t16) {
                if ((_mm256_movemask_epi8(t181) != 0)) {
                    __m512d t185 = _mm512_set1_pd(0.25);
                    __m512d t186 = _mm512_mul_pd(t13, t185);
                    t15 = t183 + 1;
                    __m512d t187 = _mm512_set1_pd((double)t15);
                    __m512d t188 = _mm512_div_pd(t79, t187);
                    t16 = _mm512_sub_pd(t186, t188);
                } else {
                    t15 = 0;
                    t16 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t14 = _mm512_set1_pd(0.0);
            int t184 = (_mm256_movemask_epi8(t180) != 0);
            int t189 = 0;
            while (t184 ? t189 < 40 : 0) {
                __m512d t190 = _mm512_set1_pd(0.5);
                __m512d t191 = _mm512_mul_pd(t14, t190);
                __m512d t192 = _mm512_set1_pd((double)t189);
                __m512d t193 = _mm512_mul_pd(t75, t192);
                t14 = _mm512_add_pd(t191, t193);
                t189++;
            }
            __m512d t194 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t180), t13, t14);
            _mm512_storeu_pd(vcc_regroup_result + 8, t194);
            __m512d t172 = _mm512_i32gather_pd(t62, vcc_regroup_result, 8);
            __m512d t173 = _mm512_i32gather_pd(t69, vcc_regroup_result, 8);
            _mm512_storeu_pd(t25, t172);
            _mm512_storeu_pd(t27, t173);
            i_vec_1 += 16L;
            if (i_vec_1 >= t24) {
                t80 = (int)t24;
                break;
            }
        }
    } else {
        t80 = 0;
    }
    long t81 = (long)n + (long)t80 * -1L;
    unsigned long t82 = (unsigned long)out;
    unsigned long t83 = (unsigned long)x;
    long t84 = (long)((unsigned long)out + (unsigned long)((long)t80 * 8L) - ((unsigned long)x + (unsigned long)((long)t80 * 8L)));
    unsigned long t85 = (unsigned long)out;
    unsigned long t86 = (unsigned long)y;
    long t87 = (long)((unsigned long)out + (unsigned long)((long)t80 * 8L) - ((unsigned long)y + (unsigned long)((long)t80 * 8L)));
    if ((t81 >= 8L) & (((t82 + (unsigned long)((long)t80 * 8L + 8L + (t81 - 1L) * 8L)) <= (t83 + (unsigned long)((long)t80 * 8L))) | ((t83 + (unsigned long)((long)t80 * 8L + 8L + (t81 - 1L) * 8L)) <= (t82 + (unsigned long)((long)t80 * 8L))) | ((t84 <= 0L) | (t84 >= 64L))) & (((t85 + (unsigned long)((long)t80 * 8L + 8L + (t81 - 1L) * 8L)) <= (t86 + (unsigned long)((long)t80 * 8L))) | ((t86 + (unsigned long)((long)t80 * 8L + 8L + (t81 - 1L) * 8L)) <= (t85 + (unsigned long)((long)t80 * 8L))) | ((t87 <= 0L) | (t87 >= 64L)))) {
        long t88 = t81 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:107 vector epilogue: VF 8, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t89 = (long)t80 + i_vec;
            double *t90 = out + t89;
            __m512d y_v_2 = _mm512_loadu_pd(y + t89);
            __m512d x_v_2 = _mm512_loadu_pd(x + t89);
            __m512d t127 = _mm512_set1_pd(4.0);
            __m512d t128 = _mm512_mul_pd(x_v_2, t127);
            __m256i t129 = _mm512_cvttpd_epi32(t128);
            __m512d t130 = _mm512_cvtepi32_pd(t129);
            __m512d t131 = _mm512_set1_pd(0.5);
            __m512d t132 = _mm512_add_pd(t130, t131);
            __m256i t133 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t132, y_v_2, _CMP_GT_OQ));
            __m256i t134 = (__m256i)~(vcc_m8)t133;
            __m512d t5 = _mm512_set1_pd(0.0);
            int t135 = (_mm256_movemask_epi8(t134) != 0);
            for (int t136 = 0; t135 ? t136 < 40 : 0; t136 = t7, t5 = t8) {
                if ((_mm256_movemask_epi8(t134) != 0)) {
                    __m512d t138 = _mm512_set1_pd(0.25);
                    __m512d t139 = _mm512_mul_pd(t5, t138);
                    t7 = t136 + 1;
                    __m512d t140 = _mm512_set1_pd((double)t7);
                    __m512d t141 = _mm512_div_pd(y_v_2, t140);
                    t8 = _mm512_sub_pd(t139, t141);
                } else {
                    t7 = 0;
                    t8 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t6 = _mm512_set1_pd(0.0);
            int t137 = (_mm256_movemask_epi8(t133) != 0);
            int t142 = 0;
            while (t137 ? t142 < 40 : 0) {
                __m512d t143 = _mm512_set1_pd(0.5);
                __m512d t144 = _mm512_mul_pd(t6, t143);
                __m512d t145 = _mm512_set1_pd((double)t142);
                __m512d t146 = _mm512_mul_pd(x_v_2, t145);
                t6 = _mm512_add_pd(t144, t146);
                t142++;
            }
            __m512d t147 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t133), t5, t6);
            _mm512_storeu_pd(t90, t147);
            i_vec += 8L;
            if (i_vec >= t88) {
                t91 = (int)((long)t80 + t88);
                break;
            }
        }
    } else {
        t91 = t80;
    }
    long t92 = (long)n + (long)t91 * -1L;
    unsigned long t93 = (unsigned long)out;
    unsigned long t94 = (unsigned long)x;
    long t95 = (long)((unsigned long)out + (unsigned long)((long)t91 * 8L) - ((unsigned long)x + (unsigned long)((long)t91 * 8L)));
    unsigned long t96 = (unsigned long)out;
    unsigned long t97 = (unsigned long)y;
    long t98 = (long)((unsigned long)out + (unsigned long)((long)t91 * 8L) - ((unsigned long)y + (unsigned long)((long)t91 * 8L)));
    if ((t92 >= 1L) & (t92 <= 8L) & (((t93 + (unsigned long)((long)t91 * 8L + 8L + (t92 - 1L) * 8L)) <= (t94 + (unsigned long)((long)t91 * 8L))) | ((t94 + (unsigned long)((long)t91 * 8L + 8L + (t92 - 1L) * 8L)) <= (t93 + (unsigned long)((long)t91 * 8L))) | ((t95 <= 0L) | (t95 >= 64L))) & (((t96 + (unsigned long)((long)t91 * 8L + 8L + (t92 - 1L) * 8L)) <= (t97 + (unsigned long)((long)t91 * 8L))) | ((t97 + (unsigned long)((long)t91 * 8L + 8L + (t92 - 1L) * 8L)) <= (t96 + (unsigned long)((long)t91 * 8L))) | ((t98 <= 0L) | (t98 >= 64L)))) {
        __m256i t99 = _mm256_set1_epi32((int)(int)t92);
        __m256i t100 = _mm256_cmpgt_epi32(t99, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t101 = (long)t91;
        double *t102 = out + t101;
        __m512d y_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t100), y + t101);
        __m512d x_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t100), x + t101);
        __m512d t148 = _mm512_set1_pd(4.0);
        __m512d t149 = _mm512_mul_pd(x_v_3, t148);
        __m256i t150 = _mm512_cvttpd_epi32(t149);
        __m512d t151 = _mm512_cvtepi32_pd(t150);
        __m512d t152 = _mm512_set1_pd(0.5);
        __m512d t153 = _mm512_add_pd(t151, t152);
        __m256i t154 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t153, y_v_3, _CMP_GT_OQ));
        __m256i t155 = _mm256_and_si256(t100, t154);
        __m256i t156 = (__m256i)~(vcc_m8)t154;
        __m256i t157 = _mm256_and_si256(t100, t156);
        __m512d t9 = _mm512_set1_pd(0.0);
        int t158 = (_mm256_movemask_epi8(t157) != 0);
        for (int t159 = 0; t158 ? t159 < 40 : 0; t159 = t11, t9 = t12) {
            if ((_mm256_movemask_epi8(t157) != 0)) {
                __m512d t161 = _mm512_set1_pd(0.25);
                __m512d t162 = _mm512_mul_pd(t9, t161);
                t11 = t159 + 1;
                __m512d t163 = _mm512_set1_pd((double)t11);
                __m512d t164 = _mm512_div_pd(y_v_3, t163);
                t12 = _mm512_sub_pd(t162, t164);
            } else {
                t11 = 0;
                t12 = (__m512d)(vcc_v8_double){0};
            }
        }
        __m512d t10 = _mm512_set1_pd(0.0);
        int t160 = (_mm256_movemask_epi8(t155) != 0);
        int t165 = 0;
        while (t160 ? t165 < 40 : 0) {
            __m512d t166 = _mm512_set1_pd(0.5);
            __m512d t167 = _mm512_mul_pd(t10, t166);
            __m512d t168 = _mm512_set1_pd((double)t165);
            __m512d t169 = _mm512_mul_pd(x_v_3, t168);
            t10 = _mm512_add_pd(t167, t169);
            t165++;
        }
        __m512d t170 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t157), t10, t9);
        __m512d t171 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t100), (__m512d)(vcc_v8_double){0}, t170);
        _mm512_mask_storeu_pd(t102, _mm256_movepi32_mask(t100), t171);
        i = (int)((long)t91 + t92);
    } else {
        i = t91;
    }
    for (; i < n; i++) {
        long t103 = (long)i;
        double t104 = y[t103];
        double t105 = x[t103];
        out[t103] = (_mm256_zeroupper(), blend2(t105, t104));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    vcc_no_contract_body
    int t16;
    int i;
    long t5 = (long)n;
    unsigned long t6 = (unsigned long)out;
    unsigned long t7 = (unsigned long)a;
    long t8 = (long)((unsigned long)out - (unsigned long)a);
    unsigned long t9 = (unsigned long)out;
    unsigned long t10 = (unsigned long)b;
    long t11 = (long)((unsigned long)out - (unsigned long)b);
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6) | ((t8 <= 0L) | (t8 >= 64L))) & (((t9 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 64L)))) {
        long t12 = t5 & -16L;
        __m512i t13 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at regroup.c:113 vectorized: VF 16, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            unsigned int *t14 = out + i_vec;
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t15 = _mm512_add_epi32(b_v, (__m512i)i_v);
            vcc_v16_uint t2 = (vcc_v16_uint)_mm512_loadu_si512(a + i_vec);
            __m512i t34 = _mm512_set1_epi32(1);
            __m512i t35 = _mm512_ternarylogic_epi32(t34, (__m512i)t2, t15, 0x60);
            __mmask16 t36 = _mm512_test_epi32_mask(t35, t35);
            __mmask16 t37 = _knot_mask16(t36);
            int t38 = (t36 != 0);
            int t39 = 0;
            vcc_v16_uint t1 = (vcc_v16_uint)(__m512i)t2;
            while (t38 ? t39 < 12 : 0) {
                __m512i t40 = _mm512_set1_epi32((int)t39);
                __m512i t41 = _mm512_add_epi32(t15, t40);
                __m512i t42 = _mm512_xor_si512((__m512i)t1, t41);
                __m512i t43 = _mm512_set1_epi32((int)17U);
                t1 = (vcc_v16_uint)_mm512_mullo_epi32(t42, t43);
                t39++;
            }
            int t44 = (t37 != 0);
            int t45 = 0;
            while (t44 ? t45 < 12 : 0) {
                __m512i t46 = _mm512_set1_epi32((int)31U);
                __m512i t47 = _mm512_mullo_epi32((__m512i)t2, t46);
                __m512i t48 = _mm512_set1_epi32((int)(t45 & 7));
                __m512i t49 = _mm512_srav_epi32(t15, t48);
                t2 = (vcc_v16_uint)_mm512_add_epi32(t47, t49);
                t45++;
            }
            __m512i t50 = _mm512_mask_blend_epi32(t36, (__m512i)t2, (__m512i)t1);
            _mm512_storeu_si512(t14, t50);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            if (i_vec >= t12) {
                t16 = (int)t12;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)a;
    long t20 = (long)((unsigned long)out + (unsigned long)((long)t16 * 4L) - ((unsigned long)a + (unsigned long)((long)t16 * 4L)));
    unsigned long t21 = (unsigned long)out;
    unsigned long t22 = (unsigned long)b;
    long t23 = (long)((unsigned long)out + (unsigned long)((long)t16 * 4L) - ((unsigned long)b + (unsigned long)((long)t16 * 4L)));
    if ((t17 >= 1L) & (t17 <= 16L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))) | ((t20 <= 0L) | (t20 >= 64L))) & (((t21 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t16 * 4L))) | ((t22 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t16 * 4L))) | ((t23 <= 0L) | (t23 >= 64L)))) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        __m512i t26 = _mm512_set1_epi32((int)t16);
        __m512i t27 = _mm512_add_epi32(t26, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t28 = (long)t16;
        unsigned int *t29 = out + t28;
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t25, b + t28);
        __m512i t30 = _mm512_add_epi32(b_v_1, t27);
        vcc_v16_uint t4 = (vcc_v16_uint)_mm512_maskz_loadu_epi32(t25, a + t28);
        __m512i t51 = _mm512_set1_epi32(1);
        __m512i t52 = _mm512_ternarylogic_epi32(t51, (__m512i)t4, t30, 0x60);
        __mmask16 t53 = _mm512_test_epi32_mask(t52, t52);
        __mmask16 t54 = _knot_mask16(t53);
        __mmask16 t55 = _kand_mask16(t25, t54);
        __mmask16 t56 = _kand_mask16(t25, t53);
        int t57 = (t56 != 0);
        int t58 = 0;
        vcc_v16_uint t3 = (vcc_v16_uint)(__m512i)t4;
        while (t57 ? t58 < 12 : 0) {
            __m512i t59 = _mm512_set1_epi32((int)t58);
            __m512i t60 = _mm512_add_epi32(t30, t59);
            __m512i t61 = _mm512_xor_si512((__m512i)t3, t60);
            __m512i t62 = _mm512_set1_epi32((int)17U);
            t3 = (vcc_v16_uint)_mm512_mullo_epi32(t61, t62);
            t58++;
        }
        int t63 = (t55 != 0);
        int t64 = 0;
        while (t63 ? t64 < 12 : 0) {
            __m512i t65 = _mm512_set1_epi32((int)31U);
            __m512i t66 = _mm512_mullo_epi32((__m512i)t4, t65);
            __m512i t67 = _mm512_set1_epi32((int)(t64 & 7));
            __m512i t68 = _mm512_srav_epi32(t30, t67);
            t4 = (vcc_v16_uint)_mm512_add_epi32(t66, t68);
            t64++;
        }
        __m512i t69 = _mm512_mask_blend_epi32(t56, (__m512i)t4, (__m512i)t3);
        __m512i t70 = _mm512_mask_blend_epi32(t25, (__m512i)(vcc_v16_uint){0}, t69);
        _mm512_mask_storeu_epi32(t29, t25, t70);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int t32 = b[t31];
        int t33 = a[t31];
        out[t31] = (_mm256_zeroupper(), mix(t33, t32 + i, 12));
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_series_auto(float *out, const float *in, int n) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t9;
    __m512 t10;
    int t18;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    long t14 = (long)((unsigned long)out - (unsigned long)in);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
        long t15 = t11 & -16L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:119 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            float *t16 = out + i_vec;
            __m512 in_v = _mm512_loadu_ps(in + i_vec);
            __m512 t17 = _mm512_mul_ps(in_v, _mm512_set1_ps(0.5f));
            __m512 t31 = _mm512_set1_ps(1.0f);
            __mmask16 t32 = _mm512_cmp_ps_mask(t17, t31, _CMP_LT_OQ);
            __mmask16 t3 = _knot_mask16(t32);
            int t33 = (t3 != 0);
            __m512 t35 = t17;
            for (int t34 = 9; t33 ? t34 > 0 : 0; t34--, t35 = t1) {
                if ((t3 != 0)) {
                    __m512 t36 = _mm512_set1_ps((float)t34);
                    __m512 t37 = _mm512_div_ps(t36, t35);
                    t1 = _mm512_add_ps(t17, t37);
                } else {
                    t1 = (__m512)(vcc_v16_float){0};
                }
            }
            if ((t3 != 0)) {
                __m512 t38 = _mm512_set1_ps(1.0f);
                t2 = _mm512_div_ps(t38, t35);
            } else {
                t2 = (__m512)(vcc_v16_float){0};
                t3 = ((__mmask16)0x0);
            }
            int t39 = (t32 != 0);
            __m512 t41 = t17;
            __m512 t42 = t17;
            for (int t40 = 1; t39 ? t40 < 9 : 0; t40++, t41 = t5, t42 = t4) {
                if ((t32 != 0)) {
                    __m512 t44 = _mm512_mul_ps(t42, t17);
                    __m512 t45 = _mm512_set1_ps((float)(2 * t40 + 1));
                    t4 = _mm512_div_ps(t44, t45);
                    t5 = _mm512_add_ps(t41, t4);
                } else {
                    t4 = (__m512)(vcc_v16_float){0};
                    t5 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t43 = _mm512_mask_blend_ps(t3, t41, t2);
            __m512 t30 = _mm512_add_ps(t43, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t16, t30);
            i_vec += 16L;
            if (i_vec >= t15) {
                t18 = (int)t15;
                break;
            }
        }
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    unsigned long t20 = (unsigned long)out;
    unsigned long t21 = (unsigned long)in;
    long t22 = (long)((unsigned long)out + (unsigned long)((long)t18 * 4L) - ((unsigned long)in + (unsigned long)((long)t18 * 4L)));
    if ((t19 >= 1L) & (t19 <= 16L) & (((t20 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t18 * 4L))) | ((t21 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t18 * 4L))) | ((t22 <= 0L) | (t22 >= 64L)))) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)t18;
        float *t26 = out + t25;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t24, in + t25);
        __m512 t27 = _mm512_mul_ps(in_v_1, _mm512_set1_ps(0.5f));
        __m512 t47 = _mm512_set1_ps(1.0f);
        __mmask16 t48 = _mm512_cmp_ps_mask(t27, t47, _CMP_LT_OQ);
        __mmask16 t49 = _kand_mask16(t24, t48);
        __mmask16 t50 = _knot_mask16(t48);
        __mmask16 t8 = _kand_mask16(t24, t50);
        int t51 = (t8 != 0);
        __m512 t53 = t27;
        for (int t52 = 9; t51 ? t52 > 0 : 0; t52--, t53 = t6) {
            if ((t8 != 0)) {
                __m512 t54 = _mm512_set1_ps((float)t52);
                __m512 t55 = _mm512_div_ps(t54, t53);
                t6 = _mm512_add_ps(t27, t55);
            } else {
                t6 = (__m512)(vcc_v16_float){0};
            }
        }
        if ((t8 != 0)) {
            __m512 t56 = _mm512_set1_ps(1.0f);
            t7 = _mm512_div_ps(t56, t53);
        } else {
            t7 = (__m512)(vcc_v16_float){0};
            t8 = ((__mmask16)0x0);
        }
        int t57 = (t49 != 0);
        __m512 t59 = t27;
        __m512 t60 = t27;
        for (int t58 = 1; t57 ? t58 < 9 : 0; t58++, t59 = t10, t60 = t9) {
            if ((t49 != 0)) {
                __m512 t63 = _mm512_mul_ps(t60, t27);
                __m512 t64 = _mm512_set1_ps((float)(2 * t58 + 1));
                t9 = _mm512_div_ps(t63, t64);
                t10 = _mm512_add_ps(t59, t9);
            } else {
                t9 = (__m512)(vcc_v16_float){0};
                t10 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t61 = _mm512_mask_blend_ps(t8, t59, t7);
        __m512 t62 = _mm512_mask_blend_ps(t24, (__m512)(vcc_v16_float){0}, t61);
        __m512 t46 = _mm512_add_ps(t62, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(t26, t24, t46);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        float t29 = in[t28];
        out[t28] = (_mm256_zeroupper(), series(t29 * 0.5f, 9)) + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_poly(float *out, const float *coef, const float *in, int n) {
    vcc_no_contract_body
    __m512 t3;
    __m512 t4;
    __m512 t7;
    __m512 t8;
    int t15;
    int i;
    long t9 = (long)n;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)in;
    long t12 = (long)((unsigned long)out - (unsigned long)in);
    if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10) | ((t12 <= 0L) | (t12 >= 64L)))) {
        long t13 = t9 & -16L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:125 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            float *t14 = out + i_vec;
            __m512 in_v = _mm512_loadu_ps(in + i_vec);
            __m512 t26 = _mm512_set1_ps(0.0f);
            __mmask16 t27 = _mm512_cmp_ps_mask(in_v, t26, _CMP_GE_OQ);
            __mmask16 t28 = _knot_mask16(t27);
            __m512 t1 = _mm512_set1_ps(0.0f);
            int t29 = (t28 != 0);
            for (int t30 = 15; t29 ? t30 >= 0 : 0; t30--, t1 = t3) {
                if ((t28 != 0)) {
                    __m512 t32 = _mm512_xor_ps(in_v, _mm512_set1_ps(-0.0f));
                    __m512 t33 = _mm512_mul_ps(t1, t32);
                    __m512 t34 = _mm512_set1_ps(coef[t30]);
                    t3 = _mm512_sub_ps(t33, t34);
                } else {
                    t3 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t2 = _mm512_set1_ps(0.0f);
            int t31 = (t27 != 0);
            for (int t35 = 0; t31 ? t35 < 16 : 0; t35++, t2 = t4) {
                if ((t27 != 0)) {
                    __m512 t37 = _mm512_mul_ps(t2, in_v);
                    __m512 t38 = _mm512_set1_ps(coef[t35]);
                    t4 = _mm512_add_ps(t37, t38);
                } else {
                    t4 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t36 = _mm512_mask_blend_ps(t27, t1, t2);
            _mm512_storeu_ps(t14, t36);
            i_vec += 16L;
            if (i_vec >= t13) {
                t15 = (int)t13;
                break;
            }
        }
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    unsigned long t17 = (unsigned long)out;
    unsigned long t18 = (unsigned long)in;
    long t19 = (long)((unsigned long)out + (unsigned long)((long)t15 * 4L) - ((unsigned long)in + (unsigned long)((long)t15 * 4L)));
    if ((t16 >= 1L) & (t16 <= 16L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))) | ((t19 <= 0L) | (t19 >= 64L)))) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        long t22 = (long)t15;
        float *t23 = out + t22;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t21, in + t22);
        __m512 t39 = _mm512_set1_ps(0.0f);
        __mmask16 t40 = _mm512_cmp_ps_mask(in_v_1, t39, _CMP_GE_OQ);
        __mmask16 t41 = _kand_mask16(t21, t40);
        __mmask16 t42 = _knot_mask16(t40);
        __mmask16 t43 = _kand_mask16(t21, t42);
        __m512 t5 = _mm512_set1_ps(0.0f);
        int t44 = (t43 != 0);
        for (int t45 = 15; t44 ? t45 >= 0 : 0; t45--, t5 = t7) {
            if ((t43 != 0)) {
                __m512 t47 = _mm512_xor_ps(in_v_1, _mm512_set1_ps(-0.0f));
                __m512 t48 = _mm512_mul_ps(t5, t47);
                __m512 t49 = _mm512_set1_ps(coef[t45]);
                t7 = _mm512_sub_ps(t48, t49);
            } else {
                t7 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t6 = _mm512_set1_ps(0.0f);
        int t46 = (t41 != 0);
        for (int t50 = 0; t46 ? t50 < 16 : 0; t50++, t6 = t8) {
            if ((t41 != 0)) {
                __m512 t53 = _mm512_mul_ps(t6, in_v_1);
                __m512 t54 = _mm512_set1_ps(coef[t50]);
                t8 = _mm512_add_ps(t53, t54);
            } else {
                t8 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t51 = _mm512_mask_blend_ps(t43, t6, t5);
        __m512 t52 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t51);
        _mm512_mask_storeu_ps(t23, t21, t52);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        float t25 = in[t24];
        out[t24] = (_mm256_zeroupper(), poly(coef, t25, 16));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_tally(float *out, int *hits, const float *in, int n) {
    vcc_no_contract_body
    int t11;
    int i;
    long t5 = (long)n;
    unsigned long t6 = (unsigned long)out;
    unsigned long t7 = (unsigned long)in;
    long t8 = (long)((unsigned long)out - (unsigned long)in);
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6) | ((t8 <= 0L) | (t8 >= 64L)))) {
        long t9 = t5 & -16L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:131 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            float *t10 = out + i_vec;
            __m512 t2 = _mm512_loadu_ps(in + i_vec);
            __m512 t22 = _mm512_set1_ps(0.5f);
            __mmask16 t23 = _mm512_cmp_ps_mask(t2, t22, _CMP_GT_OQ);
            __mmask16 t24 = _knot_mask16(t23);
            int t25 = (t24 != 0);
            int t26 = 0;
            __m512 t1 = t2;
            while (t25 ? t26 < 5 : 0) {
                __m512 t27 = _mm512_set1_ps(0.25f);
                __m512 t28 = _mm512_mul_ps(t1, t27);
                __m512 t29 = _mm512_set1_ps(1.0f);
                t1 = _mm512_sub_ps(t28, t29);
                t26++;
            }
            int t30 = (t23 != 0);
            int t31 = 0;
            while (t30 ? t31 < 5 : 0) {
                __m512 t32 = _mm512_set1_ps(0.5f);
                __m512 t33 = _mm512_mul_ps(t2, t32);
                __m512 t34 = _mm512_set1_ps(1.0f);
                t2 = _mm512_add_ps(t33, t34);
                t31++;
            }
            if ((t23 != 0)) {
                __m512 t35 = _mm512_set1_ps(8.0f);
                __m512 t36 = _mm512_mul_ps(t2, t35);
                __m512i t37 = _mm512_cvttps_epi32(t36);
                vcc_scatter_masked(hits + 0, (vcc_v16_long){0}, (vcc_v16_int)t37, (vcc_m16)_mm512_movm_epi32(t23));
            }
            __m512 t38 = _mm512_mask_blend_ps(t23, t1, t2);
            _mm512_storeu_ps(t10, t38);
            i_vec += 16L;
            if (i_vec >= t9) {
                t11 = (int)t9;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)out;
    unsigned long t14 = (unsigned long)in;
    long t15 = (long)((unsigned long)out + (unsigned long)((long)t11 * 4L) - ((unsigned long)in + (unsigned long)((long)t11 * 4L)));
    if ((t12 >= 1L) & (t12 <= 16L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))) | ((t15 <= 0L) | (t15 >= 64L)))) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t11;
        float *t19 = out + t18;
        __m512 t4 = _mm512_maskz_loadu_ps(t17, in + t18);
        __m512 t39 = _mm512_set1_ps(0.5f);
        __mmask16 t40 = _mm512_cmp_ps_mask(t4, t39, _CMP_GT_OQ);
        __mmask16 t41 = _kand_mask16(t17, t40);
        __mmask16 t42 = _knot_mask16(t40);
        __mmask16 t43 = _kand_mask16(t17, t42);
        int t44 = (t43 != 0);
        int t45 = 0;
        __m512 t3 = t4;
        while (t44 ? t45 < 5 : 0) {
            __m512 t46 = _mm512_set1_ps(0.25f);
            __m512 t47 = _mm512_mul_ps(t3, t46);
            __m512 t48 = _mm512_set1_ps(1.0f);
            t3 = _mm512_sub_ps(t47, t48);
            t45++;
        }
        int t49 = (t41 != 0);
        int t50 = 0;
        while (t49 ? t50 < 5 : 0) {
            __m512 t51 = _mm512_set1_ps(0.5f);
            __m512 t52 = _mm512_mul_ps(t4, t51);
            __m512 t53 = _mm512_set1_ps(1.0f);
            t4 = _mm512_add_ps(t52, t53);
            t50++;
        }
        if ((t41 != 0)) {
            __m512 t54 = _mm512_set1_ps(8.0f);
            __m512 t55 = _mm512_mul_ps(t4, t54);
            __m512i t56 = _mm512_cvttps_epi32(t55);
            vcc_scatter_masked(hits + 0, (vcc_v16_long){0}, (vcc_v16_int)t56, (vcc_m16)_mm512_movm_epi32(t41));
        }
        __m512 t57 = _mm512_mask_blend_ps(t43, t4, t3);
        __m512 t58 = _mm512_mask_blend_ps(t17, (__m512)(vcc_v16_float){0}, t57);
        _mm512_mask_storeu_ps(t19, t17, t58);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        float t21 = in[t20];
        out[t20] = (_mm256_zeroupper(), tally(t21, hits, 5));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_cheap(float *out, const float *in, int n) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    long t4 = (long)((unsigned long)out - (unsigned long)in);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:137 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            float *t6 = out + i_vec;
            __m512 in_v = _mm512_loadu_ps(in + i_vec);
            __m512 t18 = _mm512_set1_ps(0.0f);
            __mmask16 t19 = _mm512_cmp_ps_mask(in_v, t18, _CMP_GT_OQ);
            __m512 t20 = _mm512_set1_ps(1.0f);
            __m512 t21 = _mm512_sub_ps(in_v, t20);
            __m512 t22 = _mm512_set1_ps(2.0f);
            __m512 t23 = _mm512_mul_ps(in_v, t22);
            __m512 t24 = _mm512_mask_blend_ps(t19, t21, t23);
            _mm512_storeu_ps(t6, t24);
            i_vec += 16L;
            if (i_vec >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)out;
    unsigned long t10 = (unsigned long)in;
    long t11 = (long)((unsigned long)out + (unsigned long)((long)t7 * 4L) - ((unsigned long)in + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 1L) & (t8 <= 16L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 64L)))) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        long t14 = (long)t7;
        float *t15 = out + t14;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t13, in + t14);
        __m512 t25 = _mm512_set1_ps(0.0f);
        __mmask16 t26 = _mm512_cmp_ps_mask(in_v_1, t25, _CMP_GT_OQ);
        __mmask16 t27 = _knot_mask16(t26);
        __mmask16 t28 = _kand_mask16(t13, t27);
        __m512 t29 = _mm512_set1_ps(1.0f);
        __m512 t30 = _mm512_sub_ps(in_v_1, t29);
        __m512 t31 = _mm512_set1_ps(2.0f);
        __m512 t32 = _mm512_mul_ps(in_v_1, t31);
        __m512 t33 = _mm512_mask_blend_ps(t28, t32, t30);
        __m512 t34 = _mm512_mask_blend_ps(t13, (__m512)(vcc_v16_float){0}, t33);
        _mm512_mask_storeu_ps(t15, t13, t34);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = in[t16];
        out[t16] = (_mm256_zeroupper(), cheap(t17));
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[16];
    float coef[16];
    int hits;
    float t14;
    float t15;
    int t38;
    int t45;
    int i_1;
    float t55;
    double t56;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 15;
    sizes[6] = 16;
    sizes[7] = 17;
    sizes[8] = 31;
    sizes[9] = 32;
    sizes[10] = 33;
    sizes[11] = 63;
    sizes[12] = 64;
    sizes[13] = 65;
    sizes[14] = 200;
    sizes[15] = 1003;
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long k_vec = 0L;
    /* vcc: loop at regroup.c:146 vectorized: VF 8, UF 2, scalar epilogue */
    do {
        __m256i t2 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(1));
        __m256 t3 = _mm256_cvtepi32_ps(t2);
        __m256 t4 = _mm256_div_ps(_mm256_set1_ps(1.0f), t3);
        _mm256_storeu_ps(&coef[k_vec], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
        __m256i t6 = _mm256_add_epi32(t5, _mm256_set1_epi32(1));
        __m256 t7 = _mm256_cvtepi32_ps(t6);
        __m256 t8 = _mm256_div_ps(_mm256_set1_ps(1.0f), t7);
        _mm256_storeu_ps(&coef[k_vec + 8L], t8);
        k_vec += 16L;
        k_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
    } while (k_vec < 16L);
    for (int s = 0; s < 16; s++) {
        int n = sizes[s];
        unsigned long t9 = (unsigned long)(n + 1);
        unsigned long t10 = t9 * 4UL;
        float *fin = (float *)malloc(t10);
        float *fout = (float *)malloc(t10);
        unsigned long t11 = t9 * 8UL;
        double *dx = (double *)malloc(t11);
        double *dy = (double *)malloc(t11);
        double *dout = (double *)malloc(t11);
        int *ia = (int *)malloc(t10);
        int *ib = (int *)malloc(t10);
        unsigned int *iout = (unsigned int *)malloc(t10);
        unsigned int seed = 12345U + (unsigned int)n;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            int r = (int)(seed >> 16) % 2000;
            long t12 = (long)i;
            float *t13 = fin + t12;
            if (i < (n / 2)) {
                t15 = (float)r / 1000.0f;
            } else {
                if (i / 8 % 2) {
                    t14 = 0.25f + (float)i * 0.0001f;
                } else {
                    t14 = 1.5f + (float)i * 0.0001f;
                }
                t15 = t14;
            }
            *t13 = t15;
            if ((i % 97) == 13) {
                *t13 = __builtin_nanf("");
            }
            if ((i % 101) == 7) {
                *t13 = __builtin_inff();
            }
            dx[t12] = (double)r / 700.0 - 1.0;
            dy[t12] = (double)(r * 7 % 2000) / 500.0 - 2.0;
            ia[t12] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[t12] = (int)(seed >> 4) % 100000;
        }
        const float *t16 = fin;
        run_series(fout, t16, n);
        unsigned long t17 = (unsigned long)n;
        unsigned long t18 = t17 * 4UL;
        const void *t19 = (const void *)fout;
        unsigned long h = (_mm256_zeroupper(), fold(14695981039346656037UL, t19, t18));
        run_series_auto(fout, t16, n);
        unsigned long h_1 = (_mm256_zeroupper(), fold(h, t19, t18));
        run_blend2(dout, dx, dy, n);
        unsigned long h_2 = (_mm256_zeroupper(), fold(h_1, (const void *)dout, t17 * 8UL));
        run_mix(iout, ia, ib, n);
        unsigned long h_3 = (_mm256_zeroupper(), fold(h_2, (const void *)iout, t18));
        long t20 = (long)n;
        if (t20 >= 32L) {
            long t21 = t20 & -32L;
            long i_vec = 0L;
            /* vcc: loop at regroup.c:178 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                float *t22 = fin + i_vec;
                __m256 fin_v = _mm256_loadu_ps(t22);
                __m256i t23 = _mm256_castps_si256(_mm256_cmp_ps(fin_v, fin_v, _CMP_NEQ_UQ));
                __m256 t24 = _mm256_sub_ps(fin_v, _mm256_set1_ps(1.0f));
                __m256 t25 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t23), t24, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t22, t25);
                float *t26 = fin + (i_vec + 8L);
                __m256 fin_v_1 = _mm256_loadu_ps(t26);
                __m256i t27 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_1, fin_v_1, _CMP_NEQ_UQ));
                __m256 t28 = _mm256_sub_ps(fin_v_1, _mm256_set1_ps(1.0f));
                __m256 t29 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t27), t28, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t26, t29);
                float *t30 = fin + (i_vec + 16L);
                __m256 fin_v_2 = _mm256_loadu_ps(t30);
                __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_2, fin_v_2, _CMP_NEQ_UQ));
                __m256 t32 = _mm256_sub_ps(fin_v_2, _mm256_set1_ps(1.0f));
                __m256 t33 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t31), t32, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t30, t33);
                float *t34 = fin + (i_vec + 24L);
                __m256 fin_v_3 = _mm256_loadu_ps(t34);
                __m256i t35 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_3, fin_v_3, _CMP_NEQ_UQ));
                __m256 t36 = _mm256_sub_ps(fin_v_3, _mm256_set1_ps(1.0f));
                __m256 t37 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t35), t36, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t34, t37);
                i_vec += 32L;
            } while (i_vec < t21);
            t38 = (int)t21;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        if (t39 >= 8L) {
            long t40 = t39 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at regroup.c:178 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t41 = fin + ((long)t38 + i_vec_1);
                __m256 fin_v_4 = _mm256_loadu_ps(t41);
                __m256i t42 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_4, fin_v_4, _CMP_NEQ_UQ));
                __m256 t43 = _mm256_sub_ps(fin_v_4, _mm256_set1_ps(1.0f));
                __m256 t44 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t42), t43, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t41, t44);
                i_vec_1 += 8L;
            } while (i_vec_1 < t40);
            t45 = (int)((long)t38 + t40);
        } else {
            t45 = t38;
        }
        long t46 = (long)n + (long)t45 * -1L;
        if ((t46 >= 1L) & (t46 <= 8L)) {
            __m256i t47 = _mm256_set1_epi32((int)(int)t46);
            __m256i t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t49 = fin + (long)t45;
            __m256 fin_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t48), t49);
            __m256i t50 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_5, fin_v_5, _CMP_NEQ_UQ));
            __m256 t51 = _mm256_sub_ps(fin_v_5, _mm256_set1_ps(1.0f));
            __m256 t52 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t50), t51, _mm256_set1_ps(-0.5f));
            _mm256_mask_storeu_ps(t49, _mm256_movepi32_mask(t48), t52);
            i_1 = (int)((long)t45 + t46);
        } else {
            i_1 = t45;
        }
        for (; i_1 < n; i_1++) {
            float *t53 = fin + i_1;
            float t54 = *t53;
            if (t54 != t54) {
                t55 = -0.5f;
            } else {
                t55 = t54 - 1.0f;
            }
            *t53 = t55;
        }
        run_poly(fout, coef, t16, n);
        unsigned long h_4 = (_mm256_zeroupper(), fold(h_3, t19, t18));
        hits = -1;
        run_tally(fout, &hits, t16, n);
        unsigned long h_5 = (_mm256_zeroupper(), fold(h_4, t19, t18));
        run_cheap(fout, t16, n);
        unsigned long h_6 = (_mm256_zeroupper(), fold(h_5, t19, t18));
        if (n) {
            t56 = (double)fout[0];
        } else {
            t56 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t56);
        free((void *)fin);
        free((void *)fout);
        free((void *)dx);
        free((void *)dy);
        free((void *)dout);
        free((void *)ia);
        free((void *)ib);
        free((void *)iout);
    }
    return 0;
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes) {
    const unsigned char *c = p;
    for (size_t k = 0; k < bytes; k++)
        h = h * 1099511628211ul ^ c[k];
    return h;
}
