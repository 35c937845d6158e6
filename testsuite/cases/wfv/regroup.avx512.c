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
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mix(__m512i a, __m512i b, int steps) {
    vcc_no_contract_body
    __m512i t2 = a;
    __m512i t3 = _mm512_xor_si512(a, b);
    __m512i t4 = _mm512_set1_epi32(1);
    __m512i t5 = _mm512_and_si512(t3, t4);
    __mmask16 t6 = _mm512_test_epi32_mask(t5, t5);
    __mmask16 t7 = _knot_mask16(t6);
    int t8 = (t6 != 0);
    int t9 = 0;
    __m512i t1 = t2;
    while (t8 ? t9 < steps : 0) {
        __m512i t10 = _mm512_set1_epi32((int)t9);
        __m512i t11 = b;
        __m512i t12 = t10;
        __m512i t13 = _mm512_add_epi32(t11, t12);
        __m512i t14 = t13;
        __m512i t15 = t14;
        __m512i t16 = _mm512_xor_si512(t1, t15);
        __m512i t17 = _mm512_set1_epi32((int)17U);
        t1 = _mm512_mullo_epi32(t16, t17);
        t9++;
    }
    int t18 = (t7 != 0);
    int t19 = 0;
    while (t18 ? t19 < steps : 0) {
        __m512i t20 = _mm512_set1_epi32((int)31U);
        __m512i t21 = _mm512_mullo_epi32(t2, t20);
        __m512i t22 = _mm512_set1_epi32((int)(t19 & 7));
        __m512i t23 = _mm512_srav_epi32(b, t22);
        __m512i t24 = t23;
        t2 = _mm512_add_epi32(t21, t24);
        t19++;
    }
    __m512i t25 = _mm512_mask_blend_epi32(t6, t2, t1);
    return t25;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mix(__m256i a, __m256i b, int steps) {
    vcc_no_contract_body
    __m256i t2 = a;
    __m256i t3 = _mm256_xor_si256(a, b);
    __m256i t4 = _mm256_set1_epi32(1);
    __m256i t5 = _mm256_and_si256(t3, t4);
    __m256i t6 = (__m256i)(vcc_m8)((vcc_v8_int)t5 != (vcc_v8_int){0});
    __m256i t7 = (__m256i)~(vcc_m8)t6;
    int t8 = (_mm256_movemask_epi8(t6) != 0);
    int t9 = 0;
    __m256i t1 = t2;
    while (t8 ? t9 < steps : 0) {
        __m256i t10 = _mm256_set1_epi32((int)t9);
        __m256i t11 = b;
        __m256i t12 = t10;
        __m256i t13 = _mm256_add_epi32(t11, t12);
        __m256i t14 = t13;
        __m256i t15 = t14;
        __m256i t16 = _mm256_xor_si256(t1, t15);
        __m256i t17 = _mm256_set1_epi32((int)17U);
        t1 = _mm256_mullo_epi32(t16, t17);
        t9++;
    }
    int t18 = (_mm256_movemask_epi8(t7) != 0);
    int t19 = 0;
    while (t18 ? t19 < steps : 0) {
        __m256i t20 = _mm256_set1_epi32((int)31U);
        __m256i t21 = _mm256_mullo_epi32(t2, t20);
        __m256i t22 = _mm256_set1_epi32((int)(t19 & 7));
        __m256i t23 = _mm256_srav_epi32(b, t22);
        __m256i t24 = t23;
        t2 = _mm256_add_epi32(t21, t24);
        t19++;
    }
    __m256i t25 = _mm256_ternarylogic_epi32(t6, t1, t2, 0xCA);
    return t25;
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
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12))) {
        long t14 = t11 & -16L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:101 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            long t15 = (long)(int)i_vec;
            float *t16 = out + t15;
            __m512 in_v = _mm512_loadu_ps(in + t15);
            __m512 t27 = _mm512_set1_ps(1.0f);
            __mmask16 t28 = _mm512_cmp_ps_mask(in_v, t27, _CMP_LT_OQ);
            __mmask16 t3 = _knot_mask16(t28);
            int t29 = (t3 != 0);
            __m512 t31 = in_v;
            for (int t30 = 24; t29 ? t30 > 0 : 0; t30--, t31 = t1) {
                if ((t3 != 0)) {
                    __m512 t32 = _mm512_set1_ps((float)t30);
                    __m512 t33 = _mm512_div_ps(t32, t31);
                    t1 = _mm512_add_ps(in_v, t33);
                } else {
                    t1 = (__m512)(vcc_v16_float){0};
                }
            }
            if ((t3 != 0)) {
                __m512 t34 = _mm512_set1_ps(1.0f);
                t2 = _mm512_div_ps(t34, t31);
            } else {
                t2 = (__m512)(vcc_v16_float){0};
                t3 = ((__mmask16)0x0);
            }
            int t35 = (t28 != 0);
            __m512 t37 = in_v;
            __m512 t38 = in_v;
            for (int t36 = 1; t35 ? t36 < 24 : 0; t36++, t37 = t5, t38 = t4) {
                if ((t28 != 0)) {
                    __m512 t40 = _mm512_mul_ps(t38, in_v);
                    __m512 t41 = _mm512_set1_ps((float)(2 * t36 + 1));
                    t4 = _mm512_div_ps(t40, t41);
                    t5 = _mm512_add_ps(t37, t4);
                } else {
                    t4 = (__m512)(vcc_v16_float){0};
                    t5 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t39 = _mm512_mask_blend_ps(t3, t37, t2);
            _mm512_storeu_ps(t16, t39);
            i_vec += 16L;
            if (i_vec >= t14) {
                t17 = (int)t14;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)out;
    unsigned long t20 = (unsigned long)in;
    if ((t18 >= 1L) & (t18 <= 16L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))))) {
        __m512i t21 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
        long t23 = (long)(int)(long)t17;
        float *t24 = out + t23;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t22, in + t23);
        __m512 t42 = _mm512_set1_ps(1.0f);
        __mmask16 t43 = _mm512_cmp_ps_mask(in_v_1, t42, _CMP_LT_OQ);
        __mmask16 t44 = _kand_mask16(t22, t43);
        __mmask16 t45 = _knot_mask16(t43);
        __mmask16 t8 = _kand_mask16(t22, t45);
        int t46 = (t8 != 0);
        __m512 t48 = in_v_1;
        for (int t47 = 24; t46 ? t47 > 0 : 0; t47--, t48 = t6) {
            if ((t8 != 0)) {
                __m512 t49 = _mm512_set1_ps((float)t47);
                __m512 t50 = _mm512_div_ps(t49, t48);
                t6 = _mm512_add_ps(in_v_1, t50);
            } else {
                t6 = (__m512)(vcc_v16_float){0};
            }
        }
        if ((t8 != 0)) {
            __m512 t51 = _mm512_set1_ps(1.0f);
            t7 = _mm512_div_ps(t51, t48);
        } else {
            t7 = (__m512)(vcc_v16_float){0};
            t8 = ((__mmask16)0x0);
        }
        int t52 = (t44 != 0);
        __m512 t54 = in_v_1;
        __m512 t55 = in_v_1;
        for (int t53 = 1; t52 ? t53 < 24 : 0; t53++, t54 = t10, t55 = t9) {
            if ((t44 != 0)) {
                __m512 t58 = _mm512_mul_ps(t55, in_v_1);
                __m512 t59 = _mm512_set1_ps((float)(2 * t53 + 1));
                t9 = _mm512_div_ps(t58, t59);
                t10 = _mm512_add_ps(t54, t9);
            } else {
                t9 = (__m512)(vcc_v16_float){0};
                t10 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t56 = _mm512_mask_blend_ps(t8, t54, t7);
        __m512 t57 = _mm512_mask_blend_ps(t22, (__m512)(vcc_v16_float){0}, t56);
        _mm512_mask_storeu_ps(t24, t22, t57);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t26 = in[t25];
        out[t25] = (_mm256_zeroupper(), series(t26, 24));
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
    int t79;
    int t88;
    int i;
    long t17 = (long)n;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)x;
    unsigned long t20 = (unsigned long)out;
    unsigned long t21 = (unsigned long)y;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t21) | ((t21 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t20))) {
        long t22 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:107 vectorized: VF 8, UF 2, run-time checks: `out` and `x`, `out` and `y` do not overlap, vector epilogue VF 8, masked remainder */
        for (;;) {
            long t23 = (long)(int)i_vec_1;
            double *t24 = out + t23;
            __m512d y_v = _mm512_loadu_pd(y + t23);
            __m512d x_v = _mm512_loadu_pd(x + t23);
            long t25 = (long)(int)(i_vec_1 + 8L);
            double *t26 = out + t25;
            __m512d y_v_1 = _mm512_loadu_pd(y + t25);
            __m512d x_v_1 = _mm512_loadu_pd(x + t25);
            __m512d t27 = _mm512_mul_pd(x_v, _mm512_set1_pd(4.0));
            __m256i t28 = _mm512_cvttpd_epi32(t27);
            __m512d t29 = _mm512_cvtepi32_pd(t28);
            __m512d t30 = _mm512_add_pd(t29, _mm512_set1_pd(0.5));
            __m256i t31 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t30, y_v, _CMP_GT_OQ));
            __m256i t32 = _mm256_ternarylogic_epi32(t31, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
            __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v8_int)t32, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t34 = _mm256_add_epi32(t32, t33);
            __m256i t35 = (__m256i)__builtin_shufflevector((vcc_v8_int)t34, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t36 = _mm256_add_epi32(t34, t35);
            __m256i t37 = (__m256i)__builtin_shufflevector((vcc_v8_int)t36, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t38 = _mm256_add_epi32(t36, t37);
            __m256i t39 = _mm256_sub_epi32(t38, t32);
            __m256i t40 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t39);
            __m512d t41 = _mm512_mul_pd(x_v_1, _mm512_set1_pd(4.0));
            __m256i t42 = _mm512_cvttpd_epi32(t41);
            __m512d t43 = _mm512_cvtepi32_pd(t42);
            __m512d t44 = _mm512_add_pd(t43, _mm512_set1_pd(0.5));
            __m256i t45 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t44, y_v_1, _CMP_GT_OQ));
            __m256i t46 = _mm256_ternarylogic_epi32(t45, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
            __m256i t47 = (__m256i)__builtin_shufflevector((vcc_v8_int)t46, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t48 = _mm256_add_epi32(t46, t47);
            __m256i t49 = (__m256i)__builtin_shufflevector((vcc_v8_int)t48, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t50 = _mm256_add_epi32(t48, t49);
            __m256i t51 = (__m256i)__builtin_shufflevector((vcc_v8_int)t50, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t52 = _mm256_add_epi32(t50, t51);
            __m256i t53 = _mm256_sub_epi32(t52, t46);
            __m256i t54 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t53);
            int t55 = vcc_avx2_sum_epi32(t32);
            int t56 = t55 + vcc_avx2_sum_epi32(t46);
            __m256i t57 = _mm256_set1_epi32(0);
            __m256i t58 = _mm256_add_epi32(t57, t39);
            __m256i t59 = _mm256_set1_epi32((int)t56);
            __m256i t60 = _mm256_add_epi32(t59, t40);
            __m256i t61 = _mm256_ternarylogic_epi32(t31, t58, t60, 0xCA);
            __m256i t62 = _mm256_set1_epi32(0);
            __m256i t63 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t62);
            _mm256_i32scatter_epi32(vcc_regroup_perm, t61, t63, 4);
            __m256i t64 = _mm256_set1_epi32((int)t55);
            __m256i t65 = _mm256_add_epi32(t64, t53);
            __m256i t66 = _mm256_set1_epi32((int)(t56 + 8 - t55));
            __m256i t67 = _mm256_add_epi32(t66, t54);
            __m256i t68 = _mm256_ternarylogic_epi32(t45, t65, t67, 0xCA);
            __m256i t69 = _mm256_set1_epi32(8);
            __m256i t70 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t69);
            _mm256_i32scatter_epi32(vcc_regroup_perm, t68, t70, 4);
            _mm512_storeu_pd(vcc_regroup_arg, x_v);
            _mm512_storeu_pd(vcc_regroup_arg + 8, x_v_1);
            __m256i t71 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m512d t72 = _mm512_i32gather_pd(t71, vcc_regroup_arg, 8);
            __m256i t73 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m512d t74 = _mm512_i32gather_pd(t73, vcc_regroup_arg, 8);
            _mm512_storeu_pd(vcc_regroup_arg_1, y_v);
            _mm512_storeu_pd(vcc_regroup_arg_1 + 8, y_v_1);
            __m256i t75 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m512d t76 = _mm512_i32gather_pd(t75, vcc_regroup_arg_1, 8);
            __m256i t77 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m512d t78 = _mm512_i32gather_pd(t77, vcc_regroup_arg_1, 8);
            __m512d t101 = _mm512_set1_pd(4.0);
            __m512d t102 = _mm512_mul_pd(t72, t101);
            __m256i t103 = _mm512_cvttpd_epi32(t102);
            __m512d t104 = _mm512_cvtepi32_pd(t103);
            __m512d t105 = _mm512_set1_pd(0.5);
            __m512d t106 = _mm512_add_pd(t104, t105);
            __m256i t107 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t106, t76, _CMP_GT_OQ));
            __m256i t108 = (__m256i)~(vcc_m8)t107;
            __m512d t1 = _mm512_set1_pd(0.0);
            int t109 = (_mm256_movemask_epi8(t108) != 0);
            for (int t110 = 0; t109 ? t110 < 40 : 0; t110 = t3, t1 = t4) {
                if ((_mm256_movemask_epi8(t108) != 0)) {
                    __m512d t112 = _mm512_set1_pd(0.25);
                    __m512d t113 = _mm512_mul_pd(t1, t112);
                    t3 = t110 + 1;
                    __m512d t114 = _mm512_set1_pd((double)t3);
                    __m512d t115 = _mm512_div_pd(t76, t114);
                    t4 = _mm512_sub_pd(t113, t115);
                } else {
                    t3 = 0;
                    t4 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t2 = _mm512_set1_pd(0.0);
            int t111 = (_mm256_movemask_epi8(t107) != 0);
            int t116 = 0;
            while (t111 ? t116 < 40 : 0) {
                __m512d t117 = _mm512_set1_pd(0.5);
                __m512d t118 = _mm512_mul_pd(t2, t117);
                __m512d t119 = _mm512_set1_pd((double)t116);
                __m512d t120 = _mm512_mul_pd(t72, t119);
                t2 = _mm512_add_pd(t118, t120);
                t116++;
            }
            __m512d t121 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t107), t1, t2);
            _mm512_storeu_pd(vcc_regroup_result, t121);
            __m512d t169 = _mm512_set1_pd(4.0);
            __m512d t170 = _mm512_mul_pd(t74, t169);
            __m256i t171 = _mm512_cvttpd_epi32(t170);
            __m512d t172 = _mm512_cvtepi32_pd(t171);
            __m512d t173 = _mm512_set1_pd(0.5);
            __m512d t174 = _mm512_add_pd(t172, t173);
            __m256i t175 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t174, t78, _CMP_GT_OQ));
            __m256i t176 = (__m256i)~(vcc_m8)t175;
            __m512d t13 = _mm512_set1_pd(0.0);
            int t177 = (_mm256_movemask_epi8(t176) != 0);
            for (int t178 = 0; t177 ? t178 < 40 : 0; t178 = t15, t13 = t16) {
                if ((_mm256_movemask_epi8(t176) != 0)) {
                    __m512d t180 = _mm512_set1_pd(0.25);
                    __m512d t181 = _mm512_mul_pd(t13, t180);
                    t15 = t178 + 1;
                    __m512d t182 = _mm512_set1_pd((double)t15);
                    __m512d t183 = _mm512_div_pd(t78, t182);
                    t16 = _mm512_sub_pd(t181, t183);
                } else {
                    t15 = 0;
                    t16 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t14 = _mm512_set1_pd(0.0);
            int t179 = (_mm256_movemask_epi8(t175) != 0);
            int t184 = 0;
            while (t179 ? t184 < 40 : 0) {
                __m512d t185 = _mm512_set1_pd(0.5);
                __m512d t186 = _mm512_mul_pd(t14, t185);
                __m512d t187 = _mm512_set1_pd((double)t184);
                __m512d t188 = _mm512_mul_pd(t74, t187);
                t14 = _mm512_add_pd(t186, t188);
                t184++;
            }
            __m512d t189 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t175), t13, t14);
            _mm512_storeu_pd(vcc_regroup_result + 8, t189);
            __m512d t167 = _mm512_i32gather_pd(t61, vcc_regroup_result, 8);
            __m512d t168 = _mm512_i32gather_pd(t68, vcc_regroup_result, 8);
            _mm512_storeu_pd(t24, t167);
            _mm512_storeu_pd(t26, t168);
            i_vec_1 += 16L;
            if (i_vec_1 >= t22) {
                t79 = (int)t22;
                break;
            }
        }
    } else {
        t79 = 0;
    }
    long t80 = (long)n + (long)t79 * -1L;
    unsigned long t81 = (unsigned long)out;
    unsigned long t82 = (unsigned long)x;
    unsigned long t83 = (unsigned long)out;
    unsigned long t84 = (unsigned long)y;
    if ((t80 >= 8L) & (((t81 + (unsigned long)((long)t79 * 8L + 8L + (t80 - 1L) * 8L)) <= (t82 + (unsigned long)((long)t79 * 8L))) | ((t82 + (unsigned long)((long)t79 * 8L + 8L + (t80 - 1L) * 8L)) <= (t81 + (unsigned long)((long)t79 * 8L)))) & (((t83 + (unsigned long)((long)t79 * 8L + 8L + (t80 - 1L) * 8L)) <= (t84 + (unsigned long)((long)t79 * 8L))) | ((t84 + (unsigned long)((long)t79 * 8L + 8L + (t80 - 1L) * 8L)) <= (t83 + (unsigned long)((long)t79 * 8L))))) {
        long t85 = t80 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t86 = (long)(int)((long)t79 + i_vec);
            double *t87 = out + t86;
            __m512d y_v_2 = _mm512_loadu_pd(y + t86);
            __m512d x_v_2 = _mm512_loadu_pd(x + t86);
            __m512d t122 = _mm512_set1_pd(4.0);
            __m512d t123 = _mm512_mul_pd(x_v_2, t122);
            __m256i t124 = _mm512_cvttpd_epi32(t123);
            __m512d t125 = _mm512_cvtepi32_pd(t124);
            __m512d t126 = _mm512_set1_pd(0.5);
            __m512d t127 = _mm512_add_pd(t125, t126);
            __m256i t128 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t127, y_v_2, _CMP_GT_OQ));
            __m256i t129 = (__m256i)~(vcc_m8)t128;
            __m512d t5 = _mm512_set1_pd(0.0);
            int t130 = (_mm256_movemask_epi8(t129) != 0);
            for (int t131 = 0; t130 ? t131 < 40 : 0; t131 = t7, t5 = t8) {
                if ((_mm256_movemask_epi8(t129) != 0)) {
                    __m512d t133 = _mm512_set1_pd(0.25);
                    __m512d t134 = _mm512_mul_pd(t5, t133);
                    t7 = t131 + 1;
                    __m512d t135 = _mm512_set1_pd((double)t7);
                    __m512d t136 = _mm512_div_pd(y_v_2, t135);
                    t8 = _mm512_sub_pd(t134, t136);
                } else {
                    t7 = 0;
                    t8 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t6 = _mm512_set1_pd(0.0);
            int t132 = (_mm256_movemask_epi8(t128) != 0);
            int t137 = 0;
            while (t132 ? t137 < 40 : 0) {
                __m512d t138 = _mm512_set1_pd(0.5);
                __m512d t139 = _mm512_mul_pd(t6, t138);
                __m512d t140 = _mm512_set1_pd((double)t137);
                __m512d t141 = _mm512_mul_pd(x_v_2, t140);
                t6 = _mm512_add_pd(t139, t141);
                t137++;
            }
            __m512d t142 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t128), t5, t6);
            _mm512_storeu_pd(t87, t142);
            i_vec += 8L;
            if (i_vec >= t85) {
                t88 = (int)((long)t79 + t85);
                break;
            }
        }
    } else {
        t88 = t79;
    }
    long t89 = (long)n + (long)t88 * -1L;
    unsigned long t90 = (unsigned long)out;
    unsigned long t91 = (unsigned long)x;
    unsigned long t92 = (unsigned long)out;
    unsigned long t93 = (unsigned long)y;
    if ((t89 >= 1L) & (t89 <= 8L) & (((t90 + (unsigned long)((long)t88 * 8L + 8L + (t89 - 1L) * 8L)) <= (t91 + (unsigned long)((long)t88 * 8L))) | ((t91 + (unsigned long)((long)t88 * 8L + 8L + (t89 - 1L) * 8L)) <= (t90 + (unsigned long)((long)t88 * 8L)))) & (((t92 + (unsigned long)((long)t88 * 8L + 8L + (t89 - 1L) * 8L)) <= (t93 + (unsigned long)((long)t88 * 8L))) | ((t93 + (unsigned long)((long)t88 * 8L + 8L + (t89 - 1L) * 8L)) <= (t92 + (unsigned long)((long)t88 * 8L))))) {
        __m256i t94 = _mm256_set1_epi32((int)(int)t89);
        __m256i t95 = _mm256_cmpgt_epi32(t94, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t96 = (long)(int)(long)t88;
        double *t97 = out + t96;
        __m512d y_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t95), y + t96);
        __m512d x_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t95), x + t96);
        __m512d t143 = _mm512_set1_pd(4.0);
        __m512d t144 = _mm512_mul_pd(x_v_3, t143);
        __m256i t145 = _mm512_cvttpd_epi32(t144);
        __m512d t146 = _mm512_cvtepi32_pd(t145);
        __m512d t147 = _mm512_set1_pd(0.5);
        __m512d t148 = _mm512_add_pd(t146, t147);
        __m256i t149 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t148, y_v_3, _CMP_GT_OQ));
        __m256i t150 = _mm256_and_si256(t95, t149);
        __m256i t151 = (__m256i)~(vcc_m8)t149;
        __m256i t152 = _mm256_and_si256(t95, t151);
        __m512d t9 = _mm512_set1_pd(0.0);
        int t153 = (_mm256_movemask_epi8(t152) != 0);
        for (int t154 = 0; t153 ? t154 < 40 : 0; t154 = t11, t9 = t12) {
            if ((_mm256_movemask_epi8(t152) != 0)) {
                __m512d t156 = _mm512_set1_pd(0.25);
                __m512d t157 = _mm512_mul_pd(t9, t156);
                t11 = t154 + 1;
                __m512d t158 = _mm512_set1_pd((double)t11);
                __m512d t159 = _mm512_div_pd(y_v_3, t158);
                t12 = _mm512_sub_pd(t157, t159);
            } else {
                t11 = 0;
                t12 = (__m512d)(vcc_v8_double){0};
            }
        }
        __m512d t10 = _mm512_set1_pd(0.0);
        int t155 = (_mm256_movemask_epi8(t150) != 0);
        int t160 = 0;
        while (t155 ? t160 < 40 : 0) {
            __m512d t161 = _mm512_set1_pd(0.5);
            __m512d t162 = _mm512_mul_pd(t10, t161);
            __m512d t163 = _mm512_set1_pd((double)t160);
            __m512d t164 = _mm512_mul_pd(x_v_3, t163);
            t10 = _mm512_add_pd(t162, t164);
            t160++;
        }
        __m512d t165 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t152), t10, t9);
        __m512d t166 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t95), (__m512d)(vcc_v8_double){0}, t165);
        _mm512_mask_storeu_pd(t97, _mm256_movepi32_mask(t95), t166);
        i = (int)((long)t88 + t89);
    } else {
        i = t88;
    }
    for (; i < n; i++) {
        long t98 = (long)i;
        double t99 = y[t98];
        double t100 = x[t98];
        out[t98] = (_mm256_zeroupper(), blend2(t100, t99));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    vcc_no_contract_body
    int t16;
    int i;
    long t5 = (long)n;
    unsigned long t6 = (unsigned long)out;
    unsigned long t7 = (unsigned long)a;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)b;
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6)) & (((t8 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t8))) {
        long t10 = t5 & -16L;
        __m512i t11 = _mm512_set1_epi32(0);
        __m512i t12 = t11;
        __m512i i_v = _mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at regroup.c:113 vectorized: VF 16, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap, masked remainder */
        for (;;) {
            __m512i i_v_1 = i_v;
            long t13 = (long)(int)i_vec;
            unsigned int *t14 = out + t13;
            __m512i b_v = _mm512_loadu_si512(b + t13);
            __m512i t15 = _mm512_add_epi32(b_v, i_v_1);
            __m512i a_v = _mm512_loadu_si512(a + t13);
            __m512i t2 = a_v;
            __m512i t36 = _mm512_xor_si512(a_v, t15);
            __m512i t37 = _mm512_set1_epi32(1);
            __m512i t38 = _mm512_and_si512(t36, t37);
            __mmask16 t39 = _mm512_test_epi32_mask(t38, t38);
            __mmask16 t40 = _knot_mask16(t39);
            int t41 = (t39 != 0);
            int t42 = 0;
            __m512i t1 = t2;
            while (t41 ? t42 < 12 : 0) {
                __m512i t43 = _mm512_set1_epi32((int)t42);
                __m512i t44 = t15;
                __m512i t45 = t43;
                __m512i t46 = _mm512_add_epi32(t44, t45);
                __m512i t47 = t46;
                __m512i t48 = t47;
                __m512i t49 = _mm512_xor_si512(t1, t48);
                __m512i t50 = _mm512_set1_epi32((int)17U);
                t1 = _mm512_mullo_epi32(t49, t50);
                t42++;
            }
            int t51 = (t40 != 0);
            int t52 = 0;
            while (t51 ? t52 < 12 : 0) {
                __m512i t53 = _mm512_set1_epi32((int)31U);
                __m512i t54 = _mm512_mullo_epi32(t2, t53);
                __m512i t55 = _mm512_set1_epi32((int)(t52 & 7));
                __m512i t56 = _mm512_srav_epi32(t15, t55);
                __m512i t57 = t56;
                t2 = _mm512_add_epi32(t54, t57);
                t52++;
            }
            __m512i t58 = _mm512_mask_blend_epi32(t39, t2, t1);
            _mm512_storeu_si512(t14, t58);
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            if (i_vec >= t10) {
                t16 = (int)t10;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)a;
    unsigned long t20 = (unsigned long)out;
    unsigned long t21 = (unsigned long)b;
    if ((t17 >= 1L) & (t17 <= 16L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L)))) & (((t20 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t16 * 4L))) | ((t21 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t16 * 4L))))) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        __m512i t24 = _mm512_set1_epi32((int)t16);
        __m512i t25 = t24;
        __m512i t26 = _mm512_add_epi32(t25, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i i_v_2 = t26;
        long t27 = (long)(int)(long)t16;
        unsigned int *t28 = out + t27;
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t23, b + t27);
        __m512i t29 = b_v_1;
        __m512i t30 = i_v_2;
        __m512i t31 = _mm512_add_epi32(t29, t30);
        __m512i t32 = t31;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t23, a + t27);
        __m512i t4 = a_v_1;
        __m512i t59 = _mm512_xor_si512(a_v_1, t32);
        __m512i t60 = _mm512_set1_epi32(1);
        __m512i t61 = _mm512_and_si512(t59, t60);
        __mmask16 t62 = _mm512_test_epi32_mask(t61, t61);
        __mmask16 t63 = _knot_mask16(t62);
        __mmask16 t64 = _kand_mask16(t23, t63);
        __mmask16 t65 = _kand_mask16(t23, t62);
        int t66 = (t65 != 0);
        int t67 = 0;
        __m512i t3 = t4;
        while (t66 ? t67 < 12 : 0) {
            __m512i t68 = _mm512_set1_epi32((int)t67);
            __m512i t69 = t32;
            __m512i t70 = t68;
            __m512i t71 = _mm512_add_epi32(t69, t70);
            __m512i t72 = t71;
            __m512i t73 = t72;
            __m512i t74 = _mm512_xor_si512(t3, t73);
            __m512i t75 = _mm512_set1_epi32((int)17U);
            t3 = _mm512_mullo_epi32(t74, t75);
            t67++;
        }
        int t76 = (t64 != 0);
        int t77 = 0;
        while (t76 ? t77 < 12 : 0) {
            __m512i t78 = _mm512_set1_epi32((int)31U);
            __m512i t79 = _mm512_mullo_epi32(t4, t78);
            __m512i t80 = _mm512_set1_epi32((int)(t77 & 7));
            __m512i t81 = _mm512_srav_epi32(t32, t80);
            __m512i t82 = t81;
            t4 = _mm512_add_epi32(t79, t82);
            t77++;
        }
        __m512i t83 = _mm512_mask_blend_epi32(t65, t4, t3);
        __m512i t84 = _mm512_mask_blend_epi32(t23, (__m512i)(vcc_v16_uint){0}, t83);
        _mm512_mask_storeu_epi32(t28, t23, t84);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        int t34 = b[t33];
        int t35 = a[t33];
        out[t33] = (_mm256_zeroupper(), mix(t35, t34 + i, 12));
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
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12))) {
        long t14 = t11 & -16L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:119 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            long t15 = (long)(int)i_vec;
            float *t16 = out + t15;
            __m512 in_v = _mm512_loadu_ps(in + t15);
            __m512 t17 = _mm512_mul_ps(in_v, _mm512_set1_ps(0.5f));
            __m512 t30 = _mm512_set1_ps(1.0f);
            __mmask16 t31 = _mm512_cmp_ps_mask(t17, t30, _CMP_LT_OQ);
            __mmask16 t3 = _knot_mask16(t31);
            int t32 = (t3 != 0);
            __m512 t34 = t17;
            for (int t33 = 9; t32 ? t33 > 0 : 0; t33--, t34 = t1) {
                if ((t3 != 0)) {
                    __m512 t35 = _mm512_set1_ps((float)t33);
                    __m512 t36 = _mm512_div_ps(t35, t34);
                    t1 = _mm512_add_ps(t17, t36);
                } else {
                    t1 = (__m512)(vcc_v16_float){0};
                }
            }
            if ((t3 != 0)) {
                __m512 t37 = _mm512_set1_ps(1.0f);
                t2 = _mm512_div_ps(t37, t34);
            } else {
                t2 = (__m512)(vcc_v16_float){0};
                t3 = ((__mmask16)0x0);
            }
            int t38 = (t31 != 0);
            __m512 t40 = t17;
            __m512 t41 = t17;
            for (int t39 = 1; t38 ? t39 < 9 : 0; t39++, t40 = t5, t41 = t4) {
                if ((t31 != 0)) {
                    __m512 t43 = _mm512_mul_ps(t41, t17);
                    __m512 t44 = _mm512_set1_ps((float)(2 * t39 + 1));
                    t4 = _mm512_div_ps(t43, t44);
                    t5 = _mm512_add_ps(t40, t4);
                } else {
                    t4 = (__m512)(vcc_v16_float){0};
                    t5 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t42 = _mm512_mask_blend_ps(t3, t40, t2);
            __m512 t29 = _mm512_add_ps(t42, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t16, t29);
            i_vec += 16L;
            if (i_vec >= t14) {
                t18 = (int)t14;
                break;
            }
        }
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    unsigned long t20 = (unsigned long)out;
    unsigned long t21 = (unsigned long)in;
    if ((t19 >= 1L) & (t19 <= 16L) & (((t20 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t18 * 4L))) | ((t21 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t18 * 4L))))) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)(int)(long)t18;
        float *t25 = out + t24;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t23, in + t24);
        __m512 t26 = _mm512_mul_ps(in_v_1, _mm512_set1_ps(0.5f));
        __m512 t46 = _mm512_set1_ps(1.0f);
        __mmask16 t47 = _mm512_cmp_ps_mask(t26, t46, _CMP_LT_OQ);
        __mmask16 t48 = _kand_mask16(t23, t47);
        __mmask16 t49 = _knot_mask16(t47);
        __mmask16 t8 = _kand_mask16(t23, t49);
        int t50 = (t8 != 0);
        __m512 t52 = t26;
        for (int t51 = 9; t50 ? t51 > 0 : 0; t51--, t52 = t6) {
            if ((t8 != 0)) {
                __m512 t53 = _mm512_set1_ps((float)t51);
                __m512 t54 = _mm512_div_ps(t53, t52);
                t6 = _mm512_add_ps(t26, t54);
            } else {
                t6 = (__m512)(vcc_v16_float){0};
            }
        }
        if ((t8 != 0)) {
            __m512 t55 = _mm512_set1_ps(1.0f);
            t7 = _mm512_div_ps(t55, t52);
        } else {
            t7 = (__m512)(vcc_v16_float){0};
            t8 = ((__mmask16)0x0);
        }
        int t56 = (t48 != 0);
        __m512 t58 = t26;
        __m512 t59 = t26;
        for (int t57 = 1; t56 ? t57 < 9 : 0; t57++, t58 = t10, t59 = t9) {
            if ((t48 != 0)) {
                __m512 t62 = _mm512_mul_ps(t59, t26);
                __m512 t63 = _mm512_set1_ps((float)(2 * t57 + 1));
                t9 = _mm512_div_ps(t62, t63);
                t10 = _mm512_add_ps(t58, t9);
            } else {
                t9 = (__m512)(vcc_v16_float){0};
                t10 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t60 = _mm512_mask_blend_ps(t8, t58, t7);
        __m512 t61 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t60);
        __m512 t45 = _mm512_add_ps(t61, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(t25, t23, t45);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        float t28 = in[t27];
        out[t27] = (_mm256_zeroupper(), series(t28 * 0.5f, 9)) + 1.0f;
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
    if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10))) {
        long t12 = t9 & -16L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:125 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            long t13 = (long)(int)i_vec;
            float *t14 = out + t13;
            __m512 in_v = _mm512_loadu_ps(in + t13);
            __m512 t25 = _mm512_set1_ps(0.0f);
            __mmask16 t26 = _mm512_cmp_ps_mask(in_v, t25, _CMP_GE_OQ);
            __mmask16 t27 = _knot_mask16(t26);
            __m512 t1 = _mm512_set1_ps(0.0f);
            int t28 = (t27 != 0);
            for (int t29 = 15; t28 ? t29 >= 0 : 0; t29--, t1 = t3) {
                if ((t27 != 0)) {
                    __m512 t31 = _mm512_xor_ps(in_v, _mm512_set1_ps(-0.0f));
                    __m512 t32 = _mm512_mul_ps(t1, t31);
                    __m512 t33 = _mm512_set1_ps(coef[t29]);
                    t3 = _mm512_sub_ps(t32, t33);
                } else {
                    t3 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t2 = _mm512_set1_ps(0.0f);
            int t30 = (t26 != 0);
            for (int t34 = 0; t30 ? t34 < 16 : 0; t34++, t2 = t4) {
                if ((t26 != 0)) {
                    __m512 t36 = _mm512_mul_ps(t2, in_v);
                    __m512 t37 = _mm512_set1_ps(coef[t34]);
                    t4 = _mm512_add_ps(t36, t37);
                } else {
                    t4 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t35 = _mm512_mask_blend_ps(t26, t1, t2);
            _mm512_storeu_ps(t14, t35);
            i_vec += 16L;
            if (i_vec >= t12) {
                t15 = (int)t12;
                break;
            }
        }
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    unsigned long t17 = (unsigned long)out;
    unsigned long t18 = (unsigned long)in;
    if ((t16 >= 1L) & (t16 <= 16L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))))) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)(int)(long)t15;
        float *t22 = out + t21;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t20, in + t21);
        __m512 t38 = _mm512_set1_ps(0.0f);
        __mmask16 t39 = _mm512_cmp_ps_mask(in_v_1, t38, _CMP_GE_OQ);
        __mmask16 t40 = _kand_mask16(t20, t39);
        __mmask16 t41 = _knot_mask16(t39);
        __mmask16 t42 = _kand_mask16(t20, t41);
        __m512 t5 = _mm512_set1_ps(0.0f);
        int t43 = (t42 != 0);
        for (int t44 = 15; t43 ? t44 >= 0 : 0; t44--, t5 = t7) {
            if ((t42 != 0)) {
                __m512 t46 = _mm512_xor_ps(in_v_1, _mm512_set1_ps(-0.0f));
                __m512 t47 = _mm512_mul_ps(t5, t46);
                __m512 t48 = _mm512_set1_ps(coef[t44]);
                t7 = _mm512_sub_ps(t47, t48);
            } else {
                t7 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t6 = _mm512_set1_ps(0.0f);
        int t45 = (t40 != 0);
        for (int t49 = 0; t45 ? t49 < 16 : 0; t49++, t6 = t8) {
            if ((t40 != 0)) {
                __m512 t52 = _mm512_mul_ps(t6, in_v_1);
                __m512 t53 = _mm512_set1_ps(coef[t49]);
                t8 = _mm512_add_ps(t52, t53);
            } else {
                t8 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t50 = _mm512_mask_blend_ps(t42, t6, t5);
        __m512 t51 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t50);
        _mm512_mask_storeu_ps(t22, t20, t51);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = in[t23];
        out[t23] = (_mm256_zeroupper(), poly(coef, t24, 16));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_tally(float *out, int *hits, const float *in, int n) {
    vcc_no_contract_body
    int t11;
    int i;
    long t5 = (long)n;
    unsigned long t6 = (unsigned long)out;
    unsigned long t7 = (unsigned long)in;
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6))) {
        long t8 = t5 & -16L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:131 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            long t9 = (long)(int)i_vec;
            float *t10 = out + t9;
            __m512 t2 = _mm512_loadu_ps(in + t9);
            __m512 t21 = _mm512_set1_ps(0.5f);
            __mmask16 t22 = _mm512_cmp_ps_mask(t2, t21, _CMP_GT_OQ);
            __mmask16 t23 = _knot_mask16(t22);
            int t24 = (t23 != 0);
            int t25 = 0;
            __m512 t1 = t2;
            while (t24 ? t25 < 5 : 0) {
                __m512 t26 = _mm512_set1_ps(0.25f);
                __m512 t27 = _mm512_mul_ps(t1, t26);
                __m512 t28 = _mm512_set1_ps(1.0f);
                t1 = _mm512_sub_ps(t27, t28);
                t25++;
            }
            int t29 = (t22 != 0);
            int t30 = 0;
            while (t29 ? t30 < 5 : 0) {
                __m512 t31 = _mm512_set1_ps(0.5f);
                __m512 t32 = _mm512_mul_ps(t2, t31);
                __m512 t33 = _mm512_set1_ps(1.0f);
                t2 = _mm512_add_ps(t32, t33);
                t30++;
            }
            if ((t22 != 0)) {
                __m512 t34 = _mm512_set1_ps(8.0f);
                __m512 t35 = _mm512_mul_ps(t2, t34);
                __m512i t36 = _mm512_cvttps_epi32(t35);
                vcc_scatter_masked(hits + 0, (vcc_v16_long){0}, (vcc_v16_int)t36, (vcc_m16)_mm512_movm_epi32(t22));
            }
            __m512 t37 = _mm512_mask_blend_ps(t22, t1, t2);
            _mm512_storeu_ps(t10, t37);
            i_vec += 16L;
            if (i_vec >= t8) {
                t11 = (int)t8;
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
        float *t18 = out + t17;
        __m512 t4 = _mm512_maskz_loadu_ps(t16, in + t17);
        __m512 t38 = _mm512_set1_ps(0.5f);
        __mmask16 t39 = _mm512_cmp_ps_mask(t4, t38, _CMP_GT_OQ);
        __mmask16 t40 = _kand_mask16(t16, t39);
        __mmask16 t41 = _knot_mask16(t39);
        __mmask16 t42 = _kand_mask16(t16, t41);
        int t43 = (t42 != 0);
        int t44 = 0;
        __m512 t3 = t4;
        while (t43 ? t44 < 5 : 0) {
            __m512 t45 = _mm512_set1_ps(0.25f);
            __m512 t46 = _mm512_mul_ps(t3, t45);
            __m512 t47 = _mm512_set1_ps(1.0f);
            t3 = _mm512_sub_ps(t46, t47);
            t44++;
        }
        int t48 = (t40 != 0);
        int t49 = 0;
        while (t48 ? t49 < 5 : 0) {
            __m512 t50 = _mm512_set1_ps(0.5f);
            __m512 t51 = _mm512_mul_ps(t4, t50);
            __m512 t52 = _mm512_set1_ps(1.0f);
            t4 = _mm512_add_ps(t51, t52);
            t49++;
        }
        if ((t40 != 0)) {
            __m512 t53 = _mm512_set1_ps(8.0f);
            __m512 t54 = _mm512_mul_ps(t4, t53);
            __m512i t55 = _mm512_cvttps_epi32(t54);
            vcc_scatter_masked(hits + 0, (vcc_v16_long){0}, (vcc_v16_int)t55, (vcc_m16)_mm512_movm_epi32(t40));
        }
        __m512 t56 = _mm512_mask_blend_ps(t42, t4, t3);
        __m512 t57 = _mm512_mask_blend_ps(t16, (__m512)(vcc_v16_float){0}, t56);
        _mm512_mask_storeu_ps(t18, t16, t57);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float t20 = in[t19];
        out[t19] = (_mm256_zeroupper(), tally(t20, hits, 5));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_cheap(float *out, const float *in, int n) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:137 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            long t5 = (long)(int)i_vec;
            float *t6 = out + t5;
            __m512 in_v = _mm512_loadu_ps(in + t5);
            __m512 t17 = _mm512_set1_ps(0.0f);
            __mmask16 t18 = _mm512_cmp_ps_mask(in_v, t17, _CMP_GT_OQ);
            __m512 t19 = _mm512_set1_ps(1.0f);
            __m512 t20 = _mm512_sub_ps(in_v, t19);
            __m512 t21 = _mm512_set1_ps(2.0f);
            __m512 t22 = _mm512_mul_ps(in_v, t21);
            __m512 t23 = _mm512_mask_blend_ps(t18, t20, t22);
            _mm512_storeu_ps(t6, t23);
            i_vec += 16L;
            if (i_vec >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)out;
    unsigned long t10 = (unsigned long)in;
    if ((t8 >= 1L) & (t8 <= 16L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))))) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        long t13 = (long)(int)(long)t7;
        float *t14 = out + t13;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t12, in + t13);
        __m512 t24 = _mm512_set1_ps(0.0f);
        __mmask16 t25 = _mm512_cmp_ps_mask(in_v_1, t24, _CMP_GT_OQ);
        __mmask16 t26 = _knot_mask16(t25);
        __mmask16 t27 = _kand_mask16(t12, t26);
        __m512 t28 = _mm512_set1_ps(1.0f);
        __m512 t29 = _mm512_sub_ps(in_v_1, t28);
        __m512 t30 = _mm512_set1_ps(2.0f);
        __m512 t31 = _mm512_mul_ps(in_v_1, t30);
        __m512 t32 = _mm512_mask_blend_ps(t27, t31, t29);
        __m512 t33 = _mm512_mask_blend_ps(t12, (__m512)(vcc_v16_float){0}, t32);
        _mm512_mask_storeu_ps(t14, t12, t33);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = in[t15];
        out[t15] = (_mm256_zeroupper(), cheap(t16));
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[16];
    float coef[16];
    int hits;
    float t15;
    float t16;
    int t39;
    int t46;
    int i_1;
    float t58;
    double t59;
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
    __m256i t2 = t1;
    __m256i k_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long k_vec = 0L;
    /* vcc: loop at regroup.c:146 vectorized: VF 8, UF 2, scalar epilogue */
    do {
        __m256i k_v_1 = k_v;
        __m256i t3 = _mm256_add_epi32(k_v_1, _mm256_set1_epi32(1));
        __m256 t4 = _mm256_cvtepi32_ps(t3);
        __m256 t5 = _mm256_div_ps(_mm256_set1_ps(1.0f), t4);
        _mm256_storeu_ps(&coef[(int)k_vec], t5);
        __m256i t6 = _mm256_add_epi32(k_v, _mm256_set1_epi32(8));
        __m256i k_v_2 = t6;
        __m256i t7 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(1));
        __m256 t8 = _mm256_cvtepi32_ps(t7);
        __m256 t9 = _mm256_div_ps(_mm256_set1_ps(1.0f), t8);
        _mm256_storeu_ps(&coef[(int)(k_vec + 8L)], t9);
        k_vec += 16L;
        k_v = _mm256_add_epi32(k_v, _mm256_set1_epi32(16));
    } while (k_vec < 16L);
    for (int s = 0; s < 16; s++) {
        int n = sizes[s];
        unsigned long t10 = (unsigned long)(n + 1);
        unsigned long t11 = t10 * 4UL;
        float *fin = (float *)malloc(t11);
        float *fout = (float *)malloc(t11);
        unsigned long t12 = t10 * 8UL;
        double *dx = (double *)malloc(t12);
        double *dy = (double *)malloc(t12);
        double *dout = (double *)malloc(t12);
        int *ia = (int *)malloc(t11);
        int *ib = (int *)malloc(t11);
        unsigned int *iout = (unsigned int *)malloc(t11);
        unsigned int seed = 12345U + (unsigned int)n;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            int r = (int)(seed >> 16) % 2000;
            long t13 = (long)i;
            float *t14 = fin + t13;
            if (i < (n / 2)) {
                t16 = (float)r / 1000.0f;
            } else {
                if (i / 8 % 2) {
                    t15 = 0.25f + (float)i * 0.0001f;
                } else {
                    t15 = 1.5f + (float)i * 0.0001f;
                }
                t16 = t15;
            }
            *t14 = t16;
            if ((i % 97) == 13) {
                *t14 = __builtin_nanf("");
            }
            if ((i % 101) == 7) {
                *t14 = __builtin_inff();
            }
            dx[t13] = (double)r / 700.0 - 1.0;
            dy[t13] = (double)(r * 7 % 2000) / 500.0 - 2.0;
            ia[t13] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[t13] = (int)(seed >> 4) % 100000;
        }
        const float *t17 = fin;
        run_series(fout, t17, n);
        unsigned long t18 = (unsigned long)n;
        unsigned long t19 = t18 * 4UL;
        const void *t20 = (const void *)fout;
        unsigned long h = (_mm256_zeroupper(), fold(14695981039346656037UL, t20, t19));
        run_series_auto(fout, t17, n);
        unsigned long h_1 = (_mm256_zeroupper(), fold(h, t20, t19));
        run_blend2(dout, dx, dy, n);
        unsigned long h_2 = (_mm256_zeroupper(), fold(h_1, (const void *)dout, t18 * 8UL));
        run_mix(iout, ia, ib, n);
        unsigned long h_3 = (_mm256_zeroupper(), fold(h_2, (const void *)iout, t19));
        long t21 = (long)n;
        if (t21 >= 32L) {
            long t22 = t21 & -32L;
            long i_vec = 0L;
            /* vcc: loop at regroup.c:178 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                float *t23 = fin + (int)i_vec;
                __m256 fin_v = _mm256_loadu_ps(t23);
                __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(fin_v, fin_v, _CMP_NEQ_UQ));
                __m256 t25 = _mm256_sub_ps(fin_v, _mm256_set1_ps(1.0f));
                __m256 t26 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t24), t25, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t23, t26);
                float *t27 = fin + (int)(i_vec + 8L);
                __m256 fin_v_1 = _mm256_loadu_ps(t27);
                __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_1, fin_v_1, _CMP_NEQ_UQ));
                __m256 t29 = _mm256_sub_ps(fin_v_1, _mm256_set1_ps(1.0f));
                __m256 t30 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t28), t29, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t27, t30);
                float *t31 = fin + (int)(i_vec + 16L);
                __m256 fin_v_2 = _mm256_loadu_ps(t31);
                __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_2, fin_v_2, _CMP_NEQ_UQ));
                __m256 t33 = _mm256_sub_ps(fin_v_2, _mm256_set1_ps(1.0f));
                __m256 t34 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t32), t33, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t31, t34);
                float *t35 = fin + (int)(i_vec + 24L);
                __m256 fin_v_3 = _mm256_loadu_ps(t35);
                __m256i t36 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_3, fin_v_3, _CMP_NEQ_UQ));
                __m256 t37 = _mm256_sub_ps(fin_v_3, _mm256_set1_ps(1.0f));
                __m256 t38 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t36), t37, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t35, t38);
                i_vec += 32L;
            } while (i_vec < t22);
            t39 = (int)t22;
        } else {
            t39 = 0;
        }
        long t40 = (long)n + (long)t39 * -1L;
        if (t40 >= 8L) {
            long t41 = t40 & -8L;
            long i_vec_1 = 0L;
            do {
                float *t42 = fin + (int)((long)t39 + i_vec_1);
                __m256 fin_v_4 = _mm256_loadu_ps(t42);
                __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_4, fin_v_4, _CMP_NEQ_UQ));
                __m256 t44 = _mm256_sub_ps(fin_v_4, _mm256_set1_ps(1.0f));
                __m256 t45 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t43), t44, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t42, t45);
                i_vec_1 += 8L;
            } while (i_vec_1 < t41);
            t46 = (int)((long)t39 + t41);
        } else {
            t46 = t39;
        }
        long t47 = (long)n + (long)t46 * -1L;
        if ((t47 >= 1L) & (t47 <= 8L)) {
            __m256i t48 = _mm256_set1_epi32((int)(int)t47);
            __m256i t49 = _mm256_cmpgt_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t50 = fin + (int)(long)t46;
            __m256 fin_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t49), t50);
            __m256i t51 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_5, fin_v_5, _CMP_NEQ_UQ));
            __m256i t52 = (__m256i)~(vcc_m8)t51;
            __m256i t53 = _mm256_and_si256(t49, t52);
            __m256 t54 = _mm256_sub_ps(fin_v_5, _mm256_set1_ps(1.0f));
            __m256 t55 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t53), _mm256_set1_ps(-0.5f), t54);
            _mm256_mask_storeu_ps(t50, _mm256_movepi32_mask(t49), t55);
            i_1 = (int)((long)t46 + t47);
        } else {
            i_1 = t46;
        }
        for (; i_1 < n; i_1++) {
            float *t56 = fin + i_1;
            float t57 = *t56;
            if (t57 != t57) {
                t58 = -0.5f;
            } else {
                t58 = t57 - 1.0f;
            }
            *t56 = t58;
        }
        run_poly(fout, coef, t17, n);
        unsigned long h_4 = (_mm256_zeroupper(), fold(h_3, t20, t19));
        hits = -1;
        run_tally(fout, &hits, t17, n);
        unsigned long h_5 = (_mm256_zeroupper(), fold(h_4, t20, t19));
        run_cheap(fout, t17, n);
        unsigned long h_6 = (_mm256_zeroupper(), fold(h_5, t20, t19));
        if (n) {
            t59 = (double)fout[0];
        } else {
            t59 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t59);
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
