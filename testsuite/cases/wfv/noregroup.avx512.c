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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
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
/* Instance restructuring off (--no-restructure): the same program as regroup.c, whose loops
   then call the variants on the parts' instances as they come; no remark names a regrouped
   call or a branch to regroup by. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 7 */
/* vcc-test: flags --no-restructure */

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

/* vcc: function at noregroup.c:14 vector variant _ZGVeN16vu_series of `series`: VL 16, unmasked, x vector, n uniform */
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

/* vcc: function at noregroup.c:14 vector variant _ZGVdN8vu_series of `series`: VL 8, unmasked, x vector, n uniform */
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

/* vcc: function at noregroup.c:34 vector variant _ZGVeN8vv_blend2 of `blend2`: VL 8, unmasked, x vector, y vector */
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

/* vcc: function at noregroup.c:34 vector variant _ZGVdN4vv_blend2 of `blend2`: VL 4, unmasked, x vector, y vector */
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

/* vcc: function at noregroup.c:48 vector variant _ZGVeN16vvu_mix of `mix`: VL 16, unmasked, a vector, b vector, steps uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mix(__m512i a, __m512i b, int steps) {
    vcc_no_contract_body
    __m512i t3 = _mm512_xor_si512(a, b);
    __m512i t4 = _mm512_set1_epi32(1);
    __m512i t5 = _mm512_and_si512(t3, t4);
    __mmask16 t6 = _mm512_test_epi32_mask(t5, t5);
    __mmask16 t7 = _knot_mask16(t6);
    int t8 = (t6 != 0);
    int t9 = 0;
    vcc_v16_uint t1 = (vcc_v16_uint)a;
    while (t8 ? t9 < steps : 0) {
        __m512i t10 = _mm512_set1_epi32((int)t9);
        __m512i t11 = _mm512_add_epi32(b, t10);
        __m512i t12 = _mm512_xor_si512((__m512i)t1, t11);
        __m512i t13 = _mm512_set1_epi32((int)17U);
        t1 = (vcc_v16_uint)_mm512_mullo_epi32(t12, t13);
        t9++;
    }
    int t14 = (t7 != 0);
    int t15 = 0;
    vcc_v16_uint t2 = (vcc_v16_uint)a;
    while (t14 ? t15 < steps : 0) {
        __m512i t16 = _mm512_set1_epi32((int)31U);
        __m512i t17 = _mm512_mullo_epi32((__m512i)t2, t16);
        __m512i t18 = _mm512_set1_epi32((int)(t15 & 7));
        __m512i t19 = _mm512_srav_epi32(b, t18);
        t2 = (vcc_v16_uint)_mm512_add_epi32(t17, t19);
        t15++;
    }
    __m512i t20 = _mm512_mask_blend_epi32(t6, (__m512i)t2, (__m512i)t1);
    return t20;
}

/* vcc: function at noregroup.c:48 vector variant _ZGVdN8vvu_mix of `mix`: VL 8, unmasked, a vector, b vector, steps uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mix(__m256i a, __m256i b, int steps) {
    vcc_no_contract_body
    __m256i t3 = _mm256_xor_si256(a, b);
    __m256i t4 = _mm256_set1_epi32(1);
    __m256i t5 = _mm256_and_si256(t3, t4);
    __m256i t6 = (__m256i)(vcc_m8)((vcc_v8_int)t5 != (vcc_v8_int){0});
    __m256i t7 = (__m256i)~(vcc_m8)t6;
    int t8 = (_mm256_movemask_epi8(t6) != 0);
    int t9 = 0;
    vcc_v8_uint t1 = (vcc_v8_uint)a;
    while (t8 ? t9 < steps : 0) {
        __m256i t10 = _mm256_set1_epi32((int)t9);
        __m256i t11 = _mm256_add_epi32(b, t10);
        __m256i t12 = _mm256_xor_si256((__m256i)t1, t11);
        __m256i t13 = _mm256_set1_epi32((int)17U);
        t1 = (vcc_v8_uint)_mm256_mullo_epi32(t12, t13);
        t9++;
    }
    int t14 = (_mm256_movemask_epi8(t7) != 0);
    int t15 = 0;
    vcc_v8_uint t2 = (vcc_v8_uint)a;
    while (t14 ? t15 < steps : 0) {
        __m256i t16 = _mm256_set1_epi32((int)31U);
        __m256i t17 = _mm256_mullo_epi32((__m256i)t2, t16);
        __m256i t18 = _mm256_set1_epi32((int)(t15 & 7));
        __m256i t19 = _mm256_srav_epi32(b, t18);
        t2 = (vcc_v8_uint)_mm256_add_epi32(t17, t19);
        t15++;
    }
    __m256i t20 = _mm256_ternarylogic_epi32(t6, (__m256i)t1, (__m256i)t2, 0xCA);
    return t20;
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

/* vcc: function at noregroup.c:62 vector variant _ZGVeN16uvu_poly of `poly`: VL 16, unmasked, coef uniform, x vector, n uniform */
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

/* vcc: function at noregroup.c:62 vector variant _ZGVdN8uvu_poly of `poly`: VL 8, unmasked, coef uniform, x vector, n uniform */
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

/* vcc: function at noregroup.c:77 vector variant _ZGVeN16vuu_tally of `tally`: VL 16, unmasked, x vector, hits uniform, n uniform */
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

/* vcc: function at noregroup.c:77 vector variant _ZGVdN8vuu_tally of `tally`: VL 8, unmasked, x vector, hits uniform, n uniform */
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

/* vcc: function at noregroup.c:92 vector variant _ZGVeN16v_cheap of `cheap`: VL 16, unmasked, x vector */
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

/* vcc: function at noregroup.c:92 vector variant _ZGVdN8v_cheap of `cheap`: VL 8, unmasked, x vector */
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
    int t16;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12))) {
        long t14 = t11 & -16L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:98 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            float *t15 = out + i_vec;
            __m512 in_v = _mm512_loadu_ps(in + i_vec);
            __m512 t26 = _mm512_set1_ps(1.0f);
            __mmask16 t27 = _mm512_cmp_ps_mask(in_v, t26, _CMP_LT_OQ);
            __mmask16 t3 = _knot_mask16(t27);
            int t28 = (t3 != 0);
            __m512 t30 = in_v;
            for (int t29 = 24; t28 ? t29 > 0 : 0; t29--, t30 = t1) {
                if ((t3 != 0)) {
                    __m512 t31 = _mm512_set1_ps((float)t29);
                    __m512 t32 = _mm512_div_ps(t31, t30);
                    t1 = _mm512_add_ps(in_v, t32);
                } else {
                    t1 = (__m512)(vcc_v16_float){0};
                }
            }
            if ((t3 != 0)) {
                __m512 t33 = _mm512_set1_ps(1.0f);
                t2 = _mm512_div_ps(t33, t30);
            } else {
                t2 = (__m512)(vcc_v16_float){0};
                t3 = ((__mmask16)0x0);
            }
            int t34 = (t27 != 0);
            __m512 t36 = in_v;
            __m512 t37 = in_v;
            for (int t35 = 1; t34 ? t35 < 24 : 0; t35++, t36 = t5, t37 = t4) {
                if ((t27 != 0)) {
                    __m512 t39 = _mm512_mul_ps(t37, in_v);
                    __m512 t40 = _mm512_set1_ps((float)(2 * t35 + 1));
                    t4 = _mm512_div_ps(t39, t40);
                    t5 = _mm512_add_ps(t36, t4);
                } else {
                    t4 = (__m512)(vcc_v16_float){0};
                    t5 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t38 = _mm512_mask_blend_ps(t3, t36, t2);
            _mm512_storeu_ps(t15, t38);
            i_vec += 16L;
            if (i_vec >= t14) {
                t16 = (int)t14;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)in;
    if ((t17 >= 1L) & (t17 <= 16L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        long t22 = (long)t16;
        float *t23 = out + t22;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t21, in + t22);
        __m512 t41 = _mm512_set1_ps(1.0f);
        __mmask16 t42 = _mm512_cmp_ps_mask(in_v_1, t41, _CMP_LT_OQ);
        __mmask16 t43 = _kand_mask16(t21, t42);
        __mmask16 t44 = _knot_mask16(t42);
        __mmask16 t8 = _kand_mask16(t21, t44);
        int t45 = (t8 != 0);
        __m512 t47 = in_v_1;
        for (int t46 = 24; t45 ? t46 > 0 : 0; t46--, t47 = t6) {
            if ((t8 != 0)) {
                __m512 t48 = _mm512_set1_ps((float)t46);
                __m512 t49 = _mm512_div_ps(t48, t47);
                t6 = _mm512_add_ps(in_v_1, t49);
            } else {
                t6 = (__m512)(vcc_v16_float){0};
            }
        }
        if ((t8 != 0)) {
            __m512 t50 = _mm512_set1_ps(1.0f);
            t7 = _mm512_div_ps(t50, t47);
        } else {
            t7 = (__m512)(vcc_v16_float){0};
            t8 = ((__mmask16)0x0);
        }
        int t51 = (t43 != 0);
        __m512 t53 = in_v_1;
        __m512 t54 = in_v_1;
        for (int t52 = 1; t51 ? t52 < 24 : 0; t52++, t53 = t10, t54 = t9) {
            if ((t43 != 0)) {
                __m512 t57 = _mm512_mul_ps(t54, in_v_1);
                __m512 t58 = _mm512_set1_ps((float)(2 * t52 + 1));
                t9 = _mm512_div_ps(t57, t58);
                t10 = _mm512_add_ps(t53, t9);
            } else {
                t9 = (__m512)(vcc_v16_float){0};
                t10 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t55 = _mm512_mask_blend_ps(t8, t53, t7);
        __m512 t56 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t55);
        _mm512_mask_storeu_ps(t23, t21, t56);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        float t25 = in[t24];
        out[t24] = (_mm256_zeroupper(), series(t25, 24));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_blend2(double *out, const double *x, const double *y, int n) {
    vcc_no_contract_body
    int t3;
    __m512d t4;
    int t7;
    __m512d t8;
    int t11;
    __m512d t12;
    int t15;
    __m512d t16;
    int t24;
    int t33;
    int i;
    long t17 = (long)n;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)x;
    unsigned long t20 = (unsigned long)out;
    unsigned long t21 = (unsigned long)y;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t21) | ((t21 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t20))) {
        long t22 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:104 vectorized: VF 8, UF 2, run-time checks: `out` and `x`, `out` and `y` do not overlap, vector epilogue VF 8, masked remainder */
        for (;;) {
            double *t23 = out + i_vec_1;
            __m512d y_v = _mm512_loadu_pd(y + i_vec_1);
            __m512d x_v = _mm512_loadu_pd(x + i_vec_1);
            __m512d t48 = _mm512_set1_pd(4.0);
            __m512d t49 = _mm512_mul_pd(x_v, t48);
            __m256i t50 = _mm512_cvttpd_epi32(t49);
            __m512d t51 = _mm512_cvtepi32_pd(t50);
            __m512d t52 = _mm512_set1_pd(0.5);
            __m512d t53 = _mm512_add_pd(t51, t52);
            __m256i t54 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t53, y_v, _CMP_GT_OQ));
            __m256i t55 = (__m256i)~(vcc_m8)t54;
            __m512d t1 = _mm512_set1_pd(0.0);
            int t56 = (_mm256_movemask_epi8(t55) != 0);
            for (int t57 = 0; t56 ? t57 < 40 : 0; t57 = t3, t1 = t4) {
                if ((_mm256_movemask_epi8(t55) != 0)) {
                    __m512d t59 = _mm512_set1_pd(0.25);
                    __m512d t60 = _mm512_mul_pd(t1, t59);
                    t3 = t57 + 1;
                    __m512d t61 = _mm512_set1_pd((double)t3);
                    __m512d t62 = _mm512_div_pd(y_v, t61);
                    t4 = _mm512_sub_pd(t60, t62);
                } else {
                    t3 = 0;
                    t4 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t2 = _mm512_set1_pd(0.0);
            int t58 = (_mm256_movemask_epi8(t54) != 0);
            int t63 = 0;
            while (t58 ? t63 < 40 : 0) {
                __m512d t64 = _mm512_set1_pd(0.5);
                __m512d t65 = _mm512_mul_pd(t2, t64);
                __m512d t66 = _mm512_set1_pd((double)t63);
                __m512d t67 = _mm512_mul_pd(x_v, t66);
                t2 = _mm512_add_pd(t65, t67);
                t63++;
            }
            __m512d t68 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t54), t1, t2);
            _mm512_storeu_pd(t23, t68);
            long t46 = i_vec_1 + 8L;
            double *t47 = out + t46;
            __m512d y_v_3 = _mm512_loadu_pd(y + t46);
            __m512d x_v_3 = _mm512_loadu_pd(x + t46);
            __m512d t114 = _mm512_set1_pd(4.0);
            __m512d t115 = _mm512_mul_pd(x_v_3, t114);
            __m256i t116 = _mm512_cvttpd_epi32(t115);
            __m512d t117 = _mm512_cvtepi32_pd(t116);
            __m512d t118 = _mm512_set1_pd(0.5);
            __m512d t119 = _mm512_add_pd(t117, t118);
            __m256i t120 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t119, y_v_3, _CMP_GT_OQ));
            __m256i t121 = (__m256i)~(vcc_m8)t120;
            __m512d t13 = _mm512_set1_pd(0.0);
            int t122 = (_mm256_movemask_epi8(t121) != 0);
            for (int t123 = 0; t122 ? t123 < 40 : 0; t123 = t15, t13 = t16) {
                if ((_mm256_movemask_epi8(t121) != 0)) {
                    __m512d t125 = _mm512_set1_pd(0.25);
                    __m512d t126 = _mm512_mul_pd(t13, t125);
                    t15 = t123 + 1;
                    __m512d t127 = _mm512_set1_pd((double)t15);
                    __m512d t128 = _mm512_div_pd(y_v_3, t127);
                    t16 = _mm512_sub_pd(t126, t128);
                } else {
                    t15 = 0;
                    t16 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t14 = _mm512_set1_pd(0.0);
            int t124 = (_mm256_movemask_epi8(t120) != 0);
            int t129 = 0;
            while (t124 ? t129 < 40 : 0) {
                __m512d t130 = _mm512_set1_pd(0.5);
                __m512d t131 = _mm512_mul_pd(t14, t130);
                __m512d t132 = _mm512_set1_pd((double)t129);
                __m512d t133 = _mm512_mul_pd(x_v_3, t132);
                t14 = _mm512_add_pd(t131, t133);
                t129++;
            }
            __m512d t134 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t120), t13, t14);
            _mm512_storeu_pd(t47, t134);
            i_vec_1 += 16L;
            if (i_vec_1 >= t22) {
                t24 = (int)t22;
                break;
            }
        }
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    unsigned long t26 = (unsigned long)out;
    unsigned long t27 = (unsigned long)x;
    unsigned long t28 = (unsigned long)out;
    unsigned long t29 = (unsigned long)y;
    if ((t25 >= 8L) & (((t26 + (unsigned long)((long)t24 * 8L + 8L + (t25 - 1L) * 8L)) <= (t27 + (unsigned long)((long)t24 * 8L))) | ((t27 + (unsigned long)((long)t24 * 8L + 8L + (t25 - 1L) * 8L)) <= (t26 + (unsigned long)((long)t24 * 8L)))) & (((t28 + (unsigned long)((long)t24 * 8L + 8L + (t25 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t24 * 8L))) | ((t29 + (unsigned long)((long)t24 * 8L + 8L + (t25 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t24 * 8L))))) {
        long t30 = t25 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:104 vector epilogue: VF 8, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap, scalar epilogue */
        for (;;) {
            long t31 = (long)t24 + i_vec;
            double *t32 = out + t31;
            __m512d y_v_1 = _mm512_loadu_pd(y + t31);
            __m512d x_v_1 = _mm512_loadu_pd(x + t31);
            __m512d t69 = _mm512_set1_pd(4.0);
            __m512d t70 = _mm512_mul_pd(x_v_1, t69);
            __m256i t71 = _mm512_cvttpd_epi32(t70);
            __m512d t72 = _mm512_cvtepi32_pd(t71);
            __m512d t73 = _mm512_set1_pd(0.5);
            __m512d t74 = _mm512_add_pd(t72, t73);
            __m256i t75 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t74, y_v_1, _CMP_GT_OQ));
            __m256i t76 = (__m256i)~(vcc_m8)t75;
            __m512d t5 = _mm512_set1_pd(0.0);
            int t77 = (_mm256_movemask_epi8(t76) != 0);
            for (int t78 = 0; t77 ? t78 < 40 : 0; t78 = t7, t5 = t8) {
                if ((_mm256_movemask_epi8(t76) != 0)) {
                    __m512d t80 = _mm512_set1_pd(0.25);
                    __m512d t81 = _mm512_mul_pd(t5, t80);
                    t7 = t78 + 1;
                    __m512d t82 = _mm512_set1_pd((double)t7);
                    __m512d t83 = _mm512_div_pd(y_v_1, t82);
                    t8 = _mm512_sub_pd(t81, t83);
                } else {
                    t7 = 0;
                    t8 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t6 = _mm512_set1_pd(0.0);
            int t79 = (_mm256_movemask_epi8(t75) != 0);
            int t84 = 0;
            while (t79 ? t84 < 40 : 0) {
                __m512d t85 = _mm512_set1_pd(0.5);
                __m512d t86 = _mm512_mul_pd(t6, t85);
                __m512d t87 = _mm512_set1_pd((double)t84);
                __m512d t88 = _mm512_mul_pd(x_v_1, t87);
                t6 = _mm512_add_pd(t86, t88);
                t84++;
            }
            __m512d t89 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t75), t5, t6);
            _mm512_storeu_pd(t32, t89);
            i_vec += 8L;
            if (i_vec >= t30) {
                t33 = (int)((long)t24 + t30);
                break;
            }
        }
    } else {
        t33 = t24;
    }
    long t34 = (long)n + (long)t33 * -1L;
    unsigned long t35 = (unsigned long)out;
    unsigned long t36 = (unsigned long)x;
    unsigned long t37 = (unsigned long)out;
    unsigned long t38 = (unsigned long)y;
    if ((t34 >= 1L) & (t34 <= 8L) & (((t35 + (unsigned long)((long)t33 * 8L + 8L + (t34 - 1L) * 8L)) <= (t36 + (unsigned long)((long)t33 * 8L))) | ((t36 + (unsigned long)((long)t33 * 8L + 8L + (t34 - 1L) * 8L)) <= (t35 + (unsigned long)((long)t33 * 8L)))) & (((t37 + (unsigned long)((long)t33 * 8L + 8L + (t34 - 1L) * 8L)) <= (t38 + (unsigned long)((long)t33 * 8L))) | ((t38 + (unsigned long)((long)t33 * 8L + 8L + (t34 - 1L) * 8L)) <= (t37 + (unsigned long)((long)t33 * 8L))))) {
        __m256i t39 = _mm256_set1_epi32((int)(int)t34);
        __m256i t40 = _mm256_cmpgt_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t41 = (long)t33;
        double *t42 = out + t41;
        __m512d y_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t40), y + t41);
        __m512d x_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t40), x + t41);
        __m512d t90 = _mm512_set1_pd(4.0);
        __m512d t91 = _mm512_mul_pd(x_v_2, t90);
        __m256i t92 = _mm512_cvttpd_epi32(t91);
        __m512d t93 = _mm512_cvtepi32_pd(t92);
        __m512d t94 = _mm512_set1_pd(0.5);
        __m512d t95 = _mm512_add_pd(t93, t94);
        __m256i t96 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t95, y_v_2, _CMP_GT_OQ));
        __m256i t97 = _mm256_and_si256(t40, t96);
        __m256i t98 = (__m256i)~(vcc_m8)t96;
        __m256i t99 = _mm256_and_si256(t40, t98);
        __m512d t9 = _mm512_set1_pd(0.0);
        int t100 = (_mm256_movemask_epi8(t99) != 0);
        for (int t101 = 0; t100 ? t101 < 40 : 0; t101 = t11, t9 = t12) {
            if ((_mm256_movemask_epi8(t99) != 0)) {
                __m512d t103 = _mm512_set1_pd(0.25);
                __m512d t104 = _mm512_mul_pd(t9, t103);
                t11 = t101 + 1;
                __m512d t105 = _mm512_set1_pd((double)t11);
                __m512d t106 = _mm512_div_pd(y_v_2, t105);
                t12 = _mm512_sub_pd(t104, t106);
            } else {
                t11 = 0;
                t12 = (__m512d)(vcc_v8_double){0};
            }
        }
        __m512d t10 = _mm512_set1_pd(0.0);
        int t102 = (_mm256_movemask_epi8(t97) != 0);
        int t107 = 0;
        while (t102 ? t107 < 40 : 0) {
            __m512d t108 = _mm512_set1_pd(0.5);
            __m512d t109 = _mm512_mul_pd(t10, t108);
            __m512d t110 = _mm512_set1_pd((double)t107);
            __m512d t111 = _mm512_mul_pd(x_v_2, t110);
            t10 = _mm512_add_pd(t109, t111);
            t107++;
        }
        __m512d t112 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t99), t10, t9);
        __m512d t113 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t40), (__m512d)(vcc_v8_double){0}, t112);
        _mm512_mask_storeu_pd(t42, _mm256_movepi32_mask(t40), t113);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        double t44 = y[t43];
        double t45 = x[t43];
        out[t43] = (_mm256_zeroupper(), blend2(t45, t44));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    vcc_no_contract_body
    int t14;
    int i;
    long t5 = (long)n;
    unsigned long t6 = (unsigned long)out;
    unsigned long t7 = (unsigned long)a;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)b;
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6)) & (((t8 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t8))) {
        long t10 = t5 & -16L;
        __m512i t11 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:110 vectorized: VF 16, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap, masked remainder */
        for (;;) {
            unsigned int *t12 = out + i_vec;
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t13 = _mm512_add_epi32(b_v, (__m512i)i_v);
            vcc_v16_uint t2 = (vcc_v16_uint)_mm512_loadu_si512(a + i_vec);
            __m512i t30 = _mm512_xor_si512((__m512i)t2, t13);
            __m512i t31 = _mm512_set1_epi32(1);
            __m512i t32 = _mm512_and_si512(t30, t31);
            __mmask16 t33 = _mm512_test_epi32_mask(t32, t32);
            __mmask16 t34 = _knot_mask16(t33);
            int t35 = (t33 != 0);
            int t36 = 0;
            vcc_v16_uint t1 = (vcc_v16_uint)(__m512i)t2;
            while (t35 ? t36 < 12 : 0) {
                __m512i t37 = _mm512_set1_epi32((int)t36);
                __m512i t38 = _mm512_add_epi32(t13, t37);
                __m512i t39 = _mm512_xor_si512((__m512i)t1, t38);
                __m512i t40 = _mm512_set1_epi32((int)17U);
                t1 = (vcc_v16_uint)_mm512_mullo_epi32(t39, t40);
                t36++;
            }
            int t41 = (t34 != 0);
            int t42 = 0;
            while (t41 ? t42 < 12 : 0) {
                __m512i t43 = _mm512_set1_epi32((int)31U);
                __m512i t44 = _mm512_mullo_epi32((__m512i)t2, t43);
                __m512i t45 = _mm512_set1_epi32((int)(t42 & 7));
                __m512i t46 = _mm512_srav_epi32(t13, t45);
                t2 = (vcc_v16_uint)_mm512_add_epi32(t44, t46);
                t42++;
            }
            __m512i t47 = _mm512_mask_blend_epi32(t33, (__m512i)t2, (__m512i)t1);
            _mm512_storeu_si512(t12, t47);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            if (i_vec >= t10) {
                t14 = (int)t10;
                break;
            }
        }
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    unsigned long t16 = (unsigned long)out;
    unsigned long t17 = (unsigned long)a;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)b;
    if ((t15 >= 1L) & (t15 <= 16L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L)))) & (((t18 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t14 * 4L))) | ((t19 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t14 * 4L))))) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        __m512i t22 = _mm512_set1_epi32((int)t14);
        __m512i t23 = _mm512_add_epi32(t22, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t24 = (long)t14;
        unsigned int *t25 = out + t24;
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t21, b + t24);
        __m512i t26 = _mm512_add_epi32(b_v_1, t23);
        vcc_v16_uint t4 = (vcc_v16_uint)_mm512_maskz_loadu_epi32(t21, a + t24);
        __m512i t48 = _mm512_xor_si512((__m512i)t4, t26);
        __m512i t49 = _mm512_set1_epi32(1);
        __m512i t50 = _mm512_and_si512(t48, t49);
        __mmask16 t51 = _mm512_test_epi32_mask(t50, t50);
        __mmask16 t52 = _knot_mask16(t51);
        __mmask16 t53 = _kand_mask16(t21, t52);
        __mmask16 t54 = _kand_mask16(t21, t51);
        int t55 = (t54 != 0);
        int t56 = 0;
        vcc_v16_uint t3 = (vcc_v16_uint)(__m512i)t4;
        while (t55 ? t56 < 12 : 0) {
            __m512i t57 = _mm512_set1_epi32((int)t56);
            __m512i t58 = _mm512_add_epi32(t26, t57);
            __m512i t59 = _mm512_xor_si512((__m512i)t3, t58);
            __m512i t60 = _mm512_set1_epi32((int)17U);
            t3 = (vcc_v16_uint)_mm512_mullo_epi32(t59, t60);
            t56++;
        }
        int t61 = (t53 != 0);
        int t62 = 0;
        while (t61 ? t62 < 12 : 0) {
            __m512i t63 = _mm512_set1_epi32((int)31U);
            __m512i t64 = _mm512_mullo_epi32((__m512i)t4, t63);
            __m512i t65 = _mm512_set1_epi32((int)(t62 & 7));
            __m512i t66 = _mm512_srav_epi32(t26, t65);
            t4 = (vcc_v16_uint)_mm512_add_epi32(t64, t66);
            t62++;
        }
        __m512i t67 = _mm512_mask_blend_epi32(t54, (__m512i)t4, (__m512i)t3);
        __m512i t68 = _mm512_mask_blend_epi32(t21, (__m512i)(vcc_v16_uint){0}, t67);
        _mm512_mask_storeu_epi32(t25, t21, t68);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int t28 = b[t27];
        int t29 = a[t27];
        out[t27] = (_mm256_zeroupper(), mix(t29, t28 + i, 12));
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
    int t17;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12))) {
        long t14 = t11 & -16L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:116 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            float *t15 = out + i_vec;
            __m512 in_v = _mm512_loadu_ps(in + i_vec);
            __m512 t16 = _mm512_mul_ps(in_v, _mm512_set1_ps(0.5f));
            __m512 t29 = _mm512_set1_ps(1.0f);
            __mmask16 t30 = _mm512_cmp_ps_mask(t16, t29, _CMP_LT_OQ);
            __mmask16 t3 = _knot_mask16(t30);
            int t31 = (t3 != 0);
            __m512 t33 = t16;
            for (int t32 = 9; t31 ? t32 > 0 : 0; t32--, t33 = t1) {
                if ((t3 != 0)) {
                    __m512 t34 = _mm512_set1_ps((float)t32);
                    __m512 t35 = _mm512_div_ps(t34, t33);
                    t1 = _mm512_add_ps(t16, t35);
                } else {
                    t1 = (__m512)(vcc_v16_float){0};
                }
            }
            if ((t3 != 0)) {
                __m512 t36 = _mm512_set1_ps(1.0f);
                t2 = _mm512_div_ps(t36, t33);
            } else {
                t2 = (__m512)(vcc_v16_float){0};
                t3 = ((__mmask16)0x0);
            }
            int t37 = (t30 != 0);
            __m512 t39 = t16;
            __m512 t40 = t16;
            for (int t38 = 1; t37 ? t38 < 9 : 0; t38++, t39 = t5, t40 = t4) {
                if ((t30 != 0)) {
                    __m512 t42 = _mm512_mul_ps(t40, t16);
                    __m512 t43 = _mm512_set1_ps((float)(2 * t38 + 1));
                    t4 = _mm512_div_ps(t42, t43);
                    t5 = _mm512_add_ps(t39, t4);
                } else {
                    t4 = (__m512)(vcc_v16_float){0};
                    t5 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t41 = _mm512_mask_blend_ps(t3, t39, t2);
            __m512 t28 = _mm512_add_ps(t41, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t15, t28);
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
        long t23 = (long)t17;
        float *t24 = out + t23;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t22, in + t23);
        __m512 t25 = _mm512_mul_ps(in_v_1, _mm512_set1_ps(0.5f));
        __m512 t45 = _mm512_set1_ps(1.0f);
        __mmask16 t46 = _mm512_cmp_ps_mask(t25, t45, _CMP_LT_OQ);
        __mmask16 t47 = _kand_mask16(t22, t46);
        __mmask16 t48 = _knot_mask16(t46);
        __mmask16 t8 = _kand_mask16(t22, t48);
        int t49 = (t8 != 0);
        __m512 t51 = t25;
        for (int t50 = 9; t49 ? t50 > 0 : 0; t50--, t51 = t6) {
            if ((t8 != 0)) {
                __m512 t52 = _mm512_set1_ps((float)t50);
                __m512 t53 = _mm512_div_ps(t52, t51);
                t6 = _mm512_add_ps(t25, t53);
            } else {
                t6 = (__m512)(vcc_v16_float){0};
            }
        }
        if ((t8 != 0)) {
            __m512 t54 = _mm512_set1_ps(1.0f);
            t7 = _mm512_div_ps(t54, t51);
        } else {
            t7 = (__m512)(vcc_v16_float){0};
            t8 = ((__mmask16)0x0);
        }
        int t55 = (t47 != 0);
        __m512 t57 = t25;
        __m512 t58 = t25;
        for (int t56 = 1; t55 ? t56 < 9 : 0; t56++, t57 = t10, t58 = t9) {
            if ((t47 != 0)) {
                __m512 t61 = _mm512_mul_ps(t58, t25);
                __m512 t62 = _mm512_set1_ps((float)(2 * t56 + 1));
                t9 = _mm512_div_ps(t61, t62);
                t10 = _mm512_add_ps(t57, t9);
            } else {
                t9 = (__m512)(vcc_v16_float){0};
                t10 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t59 = _mm512_mask_blend_ps(t8, t57, t7);
        __m512 t60 = _mm512_mask_blend_ps(t22, (__m512)(vcc_v16_float){0}, t59);
        __m512 t44 = _mm512_add_ps(t60, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(t24, t22, t44);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = in[t26];
        out[t26] = (_mm256_zeroupper(), series(t27 * 0.5f, 9)) + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_poly(float *out, const float *coef, const float *in, int n) {
    vcc_no_contract_body
    __m512 t3;
    __m512 t4;
    __m512 t7;
    __m512 t8;
    int t14;
    int i;
    long t9 = (long)n;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)in;
    if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10))) {
        long t12 = t9 & -16L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:122 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            float *t13 = out + i_vec;
            __m512 in_v = _mm512_loadu_ps(in + i_vec);
            __m512 t24 = _mm512_set1_ps(0.0f);
            __mmask16 t25 = _mm512_cmp_ps_mask(in_v, t24, _CMP_GE_OQ);
            __mmask16 t26 = _knot_mask16(t25);
            __m512 t1 = _mm512_set1_ps(0.0f);
            int t27 = (t26 != 0);
            for (int t28 = 15; t27 ? t28 >= 0 : 0; t28--, t1 = t3) {
                if ((t26 != 0)) {
                    __m512 t30 = _mm512_xor_ps(in_v, _mm512_set1_ps(-0.0f));
                    __m512 t31 = _mm512_mul_ps(t1, t30);
                    __m512 t32 = _mm512_set1_ps(coef[t28]);
                    t3 = _mm512_sub_ps(t31, t32);
                } else {
                    t3 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t2 = _mm512_set1_ps(0.0f);
            int t29 = (t25 != 0);
            for (int t33 = 0; t29 ? t33 < 16 : 0; t33++, t2 = t4) {
                if ((t25 != 0)) {
                    __m512 t35 = _mm512_mul_ps(t2, in_v);
                    __m512 t36 = _mm512_set1_ps(coef[t33]);
                    t4 = _mm512_add_ps(t35, t36);
                } else {
                    t4 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t34 = _mm512_mask_blend_ps(t25, t1, t2);
            _mm512_storeu_ps(t13, t34);
            i_vec += 16L;
            if (i_vec >= t12) {
                t14 = (int)t12;
                break;
            }
        }
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    unsigned long t16 = (unsigned long)out;
    unsigned long t17 = (unsigned long)in;
    if ((t15 >= 1L) & (t15 <= 16L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L))))) {
        __m512i t18 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
        long t20 = (long)t14;
        float *t21 = out + t20;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t19, in + t20);
        __m512 t37 = _mm512_set1_ps(0.0f);
        __mmask16 t38 = _mm512_cmp_ps_mask(in_v_1, t37, _CMP_GE_OQ);
        __mmask16 t39 = _kand_mask16(t19, t38);
        __mmask16 t40 = _knot_mask16(t38);
        __mmask16 t41 = _kand_mask16(t19, t40);
        __m512 t5 = _mm512_set1_ps(0.0f);
        int t42 = (t41 != 0);
        for (int t43 = 15; t42 ? t43 >= 0 : 0; t43--, t5 = t7) {
            if ((t41 != 0)) {
                __m512 t45 = _mm512_xor_ps(in_v_1, _mm512_set1_ps(-0.0f));
                __m512 t46 = _mm512_mul_ps(t5, t45);
                __m512 t47 = _mm512_set1_ps(coef[t43]);
                t7 = _mm512_sub_ps(t46, t47);
            } else {
                t7 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t6 = _mm512_set1_ps(0.0f);
        int t44 = (t39 != 0);
        for (int t48 = 0; t44 ? t48 < 16 : 0; t48++, t6 = t8) {
            if ((t39 != 0)) {
                __m512 t51 = _mm512_mul_ps(t6, in_v_1);
                __m512 t52 = _mm512_set1_ps(coef[t48]);
                t8 = _mm512_add_ps(t51, t52);
            } else {
                t8 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t49 = _mm512_mask_blend_ps(t41, t6, t5);
        __m512 t50 = _mm512_mask_blend_ps(t19, (__m512)(vcc_v16_float){0}, t49);
        _mm512_mask_storeu_ps(t21, t19, t50);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float t23 = in[t22];
        out[t22] = (_mm256_zeroupper(), poly(coef, t23, 16));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_tally(float *out, int *hits, const float *in, int n) {
    vcc_no_contract_body
    int t10;
    int i;
    long t5 = (long)n;
    unsigned long t6 = (unsigned long)out;
    unsigned long t7 = (unsigned long)in;
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6))) {
        long t8 = t5 & -16L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:128 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            float *t9 = out + i_vec;
            __m512 t2 = _mm512_loadu_ps(in + i_vec);
            __m512 t20 = _mm512_set1_ps(0.5f);
            __mmask16 t21 = _mm512_cmp_ps_mask(t2, t20, _CMP_GT_OQ);
            __mmask16 t22 = _knot_mask16(t21);
            int t23 = (t22 != 0);
            int t24 = 0;
            __m512 t1 = t2;
            while (t23 ? t24 < 5 : 0) {
                __m512 t25 = _mm512_set1_ps(0.25f);
                __m512 t26 = _mm512_mul_ps(t1, t25);
                __m512 t27 = _mm512_set1_ps(1.0f);
                t1 = _mm512_sub_ps(t26, t27);
                t24++;
            }
            int t28 = (t21 != 0);
            int t29 = 0;
            while (t28 ? t29 < 5 : 0) {
                __m512 t30 = _mm512_set1_ps(0.5f);
                __m512 t31 = _mm512_mul_ps(t2, t30);
                __m512 t32 = _mm512_set1_ps(1.0f);
                t2 = _mm512_add_ps(t31, t32);
                t29++;
            }
            if ((t21 != 0)) {
                __m512 t33 = _mm512_set1_ps(8.0f);
                __m512 t34 = _mm512_mul_ps(t2, t33);
                __m512i t35 = _mm512_cvttps_epi32(t34);
                vcc_scatter_masked(hits + 0, (vcc_v16_long){0}, (vcc_v16_int)t35, (vcc_m16)_mm512_movm_epi32(t21));
            }
            __m512 t36 = _mm512_mask_blend_ps(t21, t1, t2);
            _mm512_storeu_ps(t9, t36);
            i_vec += 16L;
            if (i_vec >= t8) {
                t10 = (int)t8;
                break;
            }
        }
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    if ((t11 >= 1L) & (t11 <= 16L) & (((t12 + (unsigned long)((long)t10 * 4L + 4L + (t11 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t10 * 4L))) | ((t13 + (unsigned long)((long)t10 * 4L + 4L + (t11 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t10 * 4L))))) {
        __m512i t14 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        long t16 = (long)t10;
        float *t17 = out + t16;
        __m512 t4 = _mm512_maskz_loadu_ps(t15, in + t16);
        __m512 t37 = _mm512_set1_ps(0.5f);
        __mmask16 t38 = _mm512_cmp_ps_mask(t4, t37, _CMP_GT_OQ);
        __mmask16 t39 = _kand_mask16(t15, t38);
        __mmask16 t40 = _knot_mask16(t38);
        __mmask16 t41 = _kand_mask16(t15, t40);
        int t42 = (t41 != 0);
        int t43 = 0;
        __m512 t3 = t4;
        while (t42 ? t43 < 5 : 0) {
            __m512 t44 = _mm512_set1_ps(0.25f);
            __m512 t45 = _mm512_mul_ps(t3, t44);
            __m512 t46 = _mm512_set1_ps(1.0f);
            t3 = _mm512_sub_ps(t45, t46);
            t43++;
        }
        int t47 = (t39 != 0);
        int t48 = 0;
        while (t47 ? t48 < 5 : 0) {
            __m512 t49 = _mm512_set1_ps(0.5f);
            __m512 t50 = _mm512_mul_ps(t4, t49);
            __m512 t51 = _mm512_set1_ps(1.0f);
            t4 = _mm512_add_ps(t50, t51);
            t48++;
        }
        if ((t39 != 0)) {
            __m512 t52 = _mm512_set1_ps(8.0f);
            __m512 t53 = _mm512_mul_ps(t4, t52);
            __m512i t54 = _mm512_cvttps_epi32(t53);
            vcc_scatter_masked(hits + 0, (vcc_v16_long){0}, (vcc_v16_int)t54, (vcc_m16)_mm512_movm_epi32(t39));
        }
        __m512 t55 = _mm512_mask_blend_ps(t41, t4, t3);
        __m512 t56 = _mm512_mask_blend_ps(t15, (__m512)(vcc_v16_float){0}, t55);
        _mm512_mask_storeu_ps(t17, t15, t56);
        i = (int)((long)t10 + t11);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        float t19 = in[t18];
        out[t18] = (_mm256_zeroupper(), tally(t19, hits, 5));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_cheap(float *out, const float *in, int n) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:134 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            float *t5 = out + i_vec;
            __m512 in_v = _mm512_loadu_ps(in + i_vec);
            __m512 t16 = _mm512_set1_ps(0.0f);
            __mmask16 t17 = _mm512_cmp_ps_mask(in_v, t16, _CMP_GT_OQ);
            __m512 t18 = _mm512_set1_ps(1.0f);
            __m512 t19 = _mm512_sub_ps(in_v, t18);
            __m512 t20 = _mm512_set1_ps(2.0f);
            __m512 t21 = _mm512_mul_ps(in_v, t20);
            __m512 t22 = _mm512_mask_blend_ps(t17, t19, t21);
            _mm512_storeu_ps(t5, t22);
            i_vec += 16L;
            if (i_vec >= t4) {
                t6 = (int)t4;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)in;
    if ((t7 >= 1L) & (t7 <= 16L) & (((t8 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t6 * 4L))) | ((t9 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)((long)t6 * 4L))))) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)t6;
        float *t13 = out + t12;
        __m512 in_v_1 = _mm512_maskz_loadu_ps(t11, in + t12);
        __m512 t23 = _mm512_set1_ps(0.0f);
        __mmask16 t24 = _mm512_cmp_ps_mask(in_v_1, t23, _CMP_GT_OQ);
        __mmask16 t25 = _knot_mask16(t24);
        __mmask16 t26 = _kand_mask16(t11, t25);
        __m512 t27 = _mm512_set1_ps(1.0f);
        __m512 t28 = _mm512_sub_ps(in_v_1, t27);
        __m512 t29 = _mm512_set1_ps(2.0f);
        __m512 t30 = _mm512_mul_ps(in_v_1, t29);
        __m512 t31 = _mm512_mask_blend_ps(t26, t30, t28);
        __m512 t32 = _mm512_mask_blend_ps(t11, (__m512)(vcc_v16_float){0}, t31);
        _mm512_mask_storeu_ps(t13, t11, t32);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = in[t14];
        out[t14] = (_mm256_zeroupper(), cheap(t15));
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
    float t57;
    double t58;
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
    /* vcc: loop at noregroup.c:143 vectorized: VF 8, UF 2, scalar epilogue */
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
            /* vcc: loop at noregroup.c:175 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
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
            /* vcc: loop at noregroup.c:175 vector epilogue: VF 8, UF 1, scalar epilogue */
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
            __m256i t51 = (__m256i)~(vcc_m8)t50;
            __m256i t52 = _mm256_and_si256(t48, t51);
            __m256 t53 = _mm256_sub_ps(fin_v_5, _mm256_set1_ps(1.0f));
            __m256 t54 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t52), _mm256_set1_ps(-0.5f), t53);
            _mm256_mask_storeu_ps(t49, _mm256_movepi32_mask(t48), t54);
            i_1 = (int)((long)t45 + t46);
        } else {
            i_1 = t45;
        }
        for (; i_1 < n; i_1++) {
            float *t55 = fin + i_1;
            float t56 = *t55;
            if (t56 != t56) {
                t57 = -0.5f;
            } else {
                t57 = t56 - 1.0f;
            }
            *t55 = t57;
        }
        run_poly(fout, coef, t16, n);
        unsigned long h_4 = (_mm256_zeroupper(), fold(h_3, t19, t18));
        hits = -1;
        run_tally(fout, &hits, t16, n);
        unsigned long h_5 = (_mm256_zeroupper(), fold(h_4, t19, t18));
        run_cheap(fout, t16, n);
        unsigned long h_6 = (_mm256_zeroupper(), fold(h_5, t19, t18));
        if (n) {
            t58 = (double)fout[0];
        } else {
            t58 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t58);
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
