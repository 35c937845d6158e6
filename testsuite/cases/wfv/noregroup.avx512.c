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
    __m512 t2;
    __m512 t3;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t10;
    __m512 t11;
    int t19;
    int i;
    long t12 = (long)n;
    unsigned long t13 = (unsigned long)out;
    unsigned long t14 = (unsigned long)in;
    if ((t12 >= 16L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t13))) {
        long t15 = t12 & -16L;
        long t1 = 0L;
        for (;;) {
            long t16 = (long)(int)t1;
            float *t17 = out + t16;
            __m512 t18 = _mm512_loadu_ps(in + t16);
            __m512 t30 = _mm512_set1_ps(1.0f);
            __mmask16 t31 = _mm512_cmp_ps_mask(t18, t30, _CMP_LT_OQ);
            __mmask16 t4 = _knot_mask16(t31);
            int t32 = (t4 != 0);
            __m512 t34 = t18;
            for (int t33 = 24; t32 ? t33 > 0 : 0; t33--, t34 = t2) {
                if ((t4 != 0)) {
                    __m512 t35 = _mm512_set1_ps((float)t33);
                    __m512 t36 = _mm512_div_ps(t35, t34);
                    t2 = _mm512_add_ps(t18, t36);
                } else {
                    t2 = (__m512)(vcc_v16_float){0};
                }
            }
            if ((t4 != 0)) {
                __m512 t37 = _mm512_set1_ps(1.0f);
                t3 = _mm512_div_ps(t37, t34);
            } else {
                t3 = (__m512)(vcc_v16_float){0};
                t4 = ((__mmask16)0x0);
            }
            int t38 = (t31 != 0);
            __m512 t40 = t18;
            __m512 t41 = t18;
            for (int t39 = 1; t38 ? t39 < 24 : 0; t39++, t40 = t6, t41 = t5) {
                if ((t31 != 0)) {
                    __m512 t43 = _mm512_mul_ps(t41, t18);
                    __m512 t44 = _mm512_set1_ps((float)(2 * t39 + 1));
                    t5 = _mm512_div_ps(t43, t44);
                    t6 = _mm512_add_ps(t40, t5);
                } else {
                    t5 = (__m512)(vcc_v16_float){0};
                    t6 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t42 = _mm512_mask_blend_ps(t4, t40, t3);
            _mm512_storeu_ps(t17, t42);
            t1 += 16L;
            if (t1 >= t15) {
                t19 = (int)t15;
                break;
            }
        }
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)out;
    unsigned long t22 = (unsigned long)in;
    if ((t20 >= 1L) & (t20 <= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t20);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)(int)(long)t19;
        float *t26 = out + t25;
        __m512 t27 = _mm512_maskz_loadu_ps(t24, in + t25);
        __m512 t45 = _mm512_set1_ps(1.0f);
        __mmask16 t46 = _mm512_cmp_ps_mask(t27, t45, _CMP_LT_OQ);
        __mmask16 t47 = _kand_mask16(t24, t46);
        __mmask16 t48 = _knot_mask16(t46);
        __mmask16 t9 = _kand_mask16(t24, t48);
        int t49 = (t9 != 0);
        __m512 t51 = t27;
        for (int t50 = 24; t49 ? t50 > 0 : 0; t50--, t51 = t7) {
            if ((t9 != 0)) {
                __m512 t52 = _mm512_set1_ps((float)t50);
                __m512 t53 = _mm512_div_ps(t52, t51);
                t7 = _mm512_add_ps(t27, t53);
            } else {
                t7 = (__m512)(vcc_v16_float){0};
            }
        }
        if ((t9 != 0)) {
            __m512 t54 = _mm512_set1_ps(1.0f);
            t8 = _mm512_div_ps(t54, t51);
        } else {
            t8 = (__m512)(vcc_v16_float){0};
            t9 = ((__mmask16)0x0);
        }
        int t55 = (t47 != 0);
        __m512 t57 = t27;
        __m512 t58 = t27;
        for (int t56 = 1; t55 ? t56 < 24 : 0; t56++, t57 = t11, t58 = t10) {
            if ((t47 != 0)) {
                __m512 t61 = _mm512_mul_ps(t58, t27);
                __m512 t62 = _mm512_set1_ps((float)(2 * t56 + 1));
                t10 = _mm512_div_ps(t61, t62);
                t11 = _mm512_add_ps(t57, t10);
            } else {
                t10 = (__m512)(vcc_v16_float){0};
                t11 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t59 = _mm512_mask_blend_ps(t9, t57, t8);
        __m512 t60 = _mm512_mask_blend_ps(t24, (__m512)(vcc_v16_float){0}, t59);
        _mm512_mask_storeu_ps(t26, t24, t60);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        float t29 = in[t28];
        out[t28] = (_mm256_zeroupper(), series(t29, 24));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_blend2(double *out, const double *x, const double *y, int n) {
    vcc_no_contract_body
    int t3;
    __m512d t4;
    int t8;
    __m512d t9;
    int t12;
    __m512d t13;
    int t17;
    __m512d t18;
    int t30;
    int t41;
    int i;
    long t19 = (long)n;
    unsigned long t20 = (unsigned long)out;
    unsigned long t21 = (unsigned long)x;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)y;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(8L + (t19 - 1L) * 8L)) <= t21) | ((t21 + (unsigned long)(8L + (t19 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(8L + (t19 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t19 - 1L) * 8L)) <= t22))) {
        long t24 = t19 & -16L;
        long t14 = 0L;
        for (;;) {
            long t25 = t14 + 8L;
            long t26 = (long)(int)t14;
            double *t27 = out + t26;
            __m512d t28 = _mm512_loadu_pd(y + t26);
            __m512d t29 = _mm512_loadu_pd(x + t26);
            __m512d t60 = _mm512_set1_pd(4.0);
            __m512d t61 = _mm512_mul_pd(t29, t60);
            __m256i t62 = _mm512_cvttpd_epi32(t61);
            __m512d t63 = _mm512_cvtepi32_pd(t62);
            __m512d t64 = _mm512_set1_pd(0.5);
            __m512d t65 = _mm512_add_pd(t63, t64);
            __m256i t66 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t65, t28, _CMP_GT_OQ));
            __m256i t67 = (__m256i)~(vcc_m8)t66;
            __m512d t1 = _mm512_set1_pd(0.0);
            int t68 = (_mm256_movemask_epi8(t67) != 0);
            for (int t69 = 0; t68 ? t69 < 40 : 0; t69 = t3, t1 = t4) {
                if ((_mm256_movemask_epi8(t67) != 0)) {
                    __m512d t71 = _mm512_set1_pd(0.25);
                    __m512d t72 = _mm512_mul_pd(t1, t71);
                    t3 = t69 + 1;
                    __m512d t73 = _mm512_set1_pd((double)t3);
                    __m512d t74 = _mm512_div_pd(t28, t73);
                    t4 = _mm512_sub_pd(t72, t74);
                } else {
                    t3 = 0;
                    t4 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t2 = _mm512_set1_pd(0.0);
            int t70 = (_mm256_movemask_epi8(t66) != 0);
            int t75 = 0;
            while (t70 ? t75 < 40 : 0) {
                __m512d t76 = _mm512_set1_pd(0.5);
                __m512d t77 = _mm512_mul_pd(t2, t76);
                __m512d t78 = _mm512_set1_pd((double)t75);
                __m512d t79 = _mm512_mul_pd(t29, t78);
                t2 = _mm512_add_pd(t77, t79);
                t75++;
            }
            __m512d t80 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t66), t1, t2);
            _mm512_storeu_pd(t27, t80);
            long t56 = (long)(int)t25;
            double *t57 = out + t56;
            __m512d t58 = _mm512_loadu_pd(y + t56);
            __m512d t59 = _mm512_loadu_pd(x + t56);
            __m512d t126 = _mm512_set1_pd(4.0);
            __m512d t127 = _mm512_mul_pd(t59, t126);
            __m256i t128 = _mm512_cvttpd_epi32(t127);
            __m512d t129 = _mm512_cvtepi32_pd(t128);
            __m512d t130 = _mm512_set1_pd(0.5);
            __m512d t131 = _mm512_add_pd(t129, t130);
            __m256i t132 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t131, t58, _CMP_GT_OQ));
            __m256i t133 = (__m256i)~(vcc_m8)t132;
            __m512d t15 = _mm512_set1_pd(0.0);
            int t134 = (_mm256_movemask_epi8(t133) != 0);
            for (int t135 = 0; t134 ? t135 < 40 : 0; t135 = t17, t15 = t18) {
                if ((_mm256_movemask_epi8(t133) != 0)) {
                    __m512d t137 = _mm512_set1_pd(0.25);
                    __m512d t138 = _mm512_mul_pd(t15, t137);
                    t17 = t135 + 1;
                    __m512d t139 = _mm512_set1_pd((double)t17);
                    __m512d t140 = _mm512_div_pd(t58, t139);
                    t18 = _mm512_sub_pd(t138, t140);
                } else {
                    t17 = 0;
                    t18 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t16 = _mm512_set1_pd(0.0);
            int t136 = (_mm256_movemask_epi8(t132) != 0);
            int t141 = 0;
            while (t136 ? t141 < 40 : 0) {
                __m512d t142 = _mm512_set1_pd(0.5);
                __m512d t143 = _mm512_mul_pd(t16, t142);
                __m512d t144 = _mm512_set1_pd((double)t141);
                __m512d t145 = _mm512_mul_pd(t59, t144);
                t16 = _mm512_add_pd(t143, t145);
                t141++;
            }
            __m512d t146 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t132), t15, t16);
            _mm512_storeu_pd(t57, t146);
            t14 += 16L;
            if (t14 >= t24) {
                t30 = (int)t24;
                break;
            }
        }
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    unsigned long t32 = (unsigned long)out;
    unsigned long t33 = (unsigned long)x;
    unsigned long t34 = (unsigned long)out;
    unsigned long t35 = (unsigned long)y;
    if ((t31 >= 8L) & (((t32 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t33 + (unsigned long)((long)t30 * 8L))) | ((t33 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t30 * 8L)))) & (((t34 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t35 + (unsigned long)((long)t30 * 8L))) | ((t35 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t34 + (unsigned long)((long)t30 * 8L))))) {
        long t36 = t31 & -8L;
        long t5 = 0L;
        for (;;) {
            long t37 = (long)(int)((long)t30 + t5);
            double *t38 = out + t37;
            __m512d t39 = _mm512_loadu_pd(y + t37);
            __m512d t40 = _mm512_loadu_pd(x + t37);
            __m512d t81 = _mm512_set1_pd(4.0);
            __m512d t82 = _mm512_mul_pd(t40, t81);
            __m256i t83 = _mm512_cvttpd_epi32(t82);
            __m512d t84 = _mm512_cvtepi32_pd(t83);
            __m512d t85 = _mm512_set1_pd(0.5);
            __m512d t86 = _mm512_add_pd(t84, t85);
            __m256i t87 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t86, t39, _CMP_GT_OQ));
            __m256i t88 = (__m256i)~(vcc_m8)t87;
            __m512d t6 = _mm512_set1_pd(0.0);
            int t89 = (_mm256_movemask_epi8(t88) != 0);
            for (int t90 = 0; t89 ? t90 < 40 : 0; t90 = t8, t6 = t9) {
                if ((_mm256_movemask_epi8(t88) != 0)) {
                    __m512d t92 = _mm512_set1_pd(0.25);
                    __m512d t93 = _mm512_mul_pd(t6, t92);
                    t8 = t90 + 1;
                    __m512d t94 = _mm512_set1_pd((double)t8);
                    __m512d t95 = _mm512_div_pd(t39, t94);
                    t9 = _mm512_sub_pd(t93, t95);
                } else {
                    t8 = 0;
                    t9 = (__m512d)(vcc_v8_double){0};
                }
            }
            __m512d t7 = _mm512_set1_pd(0.0);
            int t91 = (_mm256_movemask_epi8(t87) != 0);
            int t96 = 0;
            while (t91 ? t96 < 40 : 0) {
                __m512d t97 = _mm512_set1_pd(0.5);
                __m512d t98 = _mm512_mul_pd(t7, t97);
                __m512d t99 = _mm512_set1_pd((double)t96);
                __m512d t100 = _mm512_mul_pd(t40, t99);
                t7 = _mm512_add_pd(t98, t100);
                t96++;
            }
            __m512d t101 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t87), t6, t7);
            _mm512_storeu_pd(t38, t101);
            t5 += 8L;
            if (t5 >= t36) {
                t41 = (int)((long)t30 + t36);
                break;
            }
        }
    } else {
        t41 = t30;
    }
    long t42 = (long)n + (long)t41 * -1L;
    unsigned long t43 = (unsigned long)out;
    unsigned long t44 = (unsigned long)x;
    unsigned long t45 = (unsigned long)out;
    unsigned long t46 = (unsigned long)y;
    if ((t42 >= 1L) & (t42 <= 8L) & (((t43 + (unsigned long)((long)t41 * 8L + 8L + (t42 - 1L) * 8L)) <= (t44 + (unsigned long)((long)t41 * 8L))) | ((t44 + (unsigned long)((long)t41 * 8L + 8L + (t42 - 1L) * 8L)) <= (t43 + (unsigned long)((long)t41 * 8L)))) & (((t45 + (unsigned long)((long)t41 * 8L + 8L + (t42 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t41 * 8L))) | ((t46 + (unsigned long)((long)t41 * 8L + 8L + (t42 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t41 * 8L))))) {
        __m256i t47 = _mm256_set1_epi32((int)(int)t42);
        __m256i t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t49 = (long)(int)(long)t41;
        double *t50 = out + t49;
        __m512d t51 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t48), y + t49);
        __m512d t52 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t48), x + t49);
        __m512d t102 = _mm512_set1_pd(4.0);
        __m512d t103 = _mm512_mul_pd(t52, t102);
        __m256i t104 = _mm512_cvttpd_epi32(t103);
        __m512d t105 = _mm512_cvtepi32_pd(t104);
        __m512d t106 = _mm512_set1_pd(0.5);
        __m512d t107 = _mm512_add_pd(t105, t106);
        __m256i t108 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t107, t51, _CMP_GT_OQ));
        __m256i t109 = _mm256_and_si256(t48, t108);
        __m256i t110 = (__m256i)~(vcc_m8)t108;
        __m256i t111 = _mm256_and_si256(t48, t110);
        __m512d t10 = _mm512_set1_pd(0.0);
        int t112 = (_mm256_movemask_epi8(t111) != 0);
        for (int t113 = 0; t112 ? t113 < 40 : 0; t113 = t12, t10 = t13) {
            if ((_mm256_movemask_epi8(t111) != 0)) {
                __m512d t115 = _mm512_set1_pd(0.25);
                __m512d t116 = _mm512_mul_pd(t10, t115);
                t12 = t113 + 1;
                __m512d t117 = _mm512_set1_pd((double)t12);
                __m512d t118 = _mm512_div_pd(t51, t117);
                t13 = _mm512_sub_pd(t116, t118);
            } else {
                t12 = 0;
                t13 = (__m512d)(vcc_v8_double){0};
            }
        }
        __m512d t11 = _mm512_set1_pd(0.0);
        int t114 = (_mm256_movemask_epi8(t109) != 0);
        int t119 = 0;
        while (t114 ? t119 < 40 : 0) {
            __m512d t120 = _mm512_set1_pd(0.5);
            __m512d t121 = _mm512_mul_pd(t11, t120);
            __m512d t122 = _mm512_set1_pd((double)t119);
            __m512d t123 = _mm512_mul_pd(t52, t122);
            t11 = _mm512_add_pd(t121, t123);
            t119++;
        }
        __m512d t124 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t111), t11, t10);
        __m512d t125 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t48), (__m512d)(vcc_v8_double){0}, t124);
        _mm512_mask_storeu_pd(t50, _mm256_movepi32_mask(t48), t125);
        i = (int)((long)t41 + t42);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        long t53 = (long)i;
        double t54 = y[t53];
        double t55 = x[t53];
        out[t53] = (_mm256_zeroupper(), blend2(t55, t54));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    vcc_no_contract_body
    int t21;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)a;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)b;
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8)) & (((t10 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t10))) {
        long t12 = t7 & -16L;
        __m512i t13 = _mm512_set1_epi32(0);
        __m512i t14 = t13;
        __m512i t1 = _mm512_add_epi32(t14, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        for (;;) {
            __m512i t15 = t1;
            long t16 = (long)(int)t2;
            unsigned int *t17 = out + t16;
            __m512i t18 = _mm512_loadu_si512(b + t16);
            __m512i t19 = _mm512_add_epi32(t18, t15);
            __m512i t20 = _mm512_loadu_si512(a + t16);
            __m512i t4 = t20;
            __m512i t44 = _mm512_xor_si512(t20, t19);
            __m512i t45 = _mm512_set1_epi32(1);
            __m512i t46 = _mm512_and_si512(t44, t45);
            __mmask16 t47 = _mm512_test_epi32_mask(t46, t46);
            __mmask16 t48 = _knot_mask16(t47);
            int t49 = (t47 != 0);
            int t50 = 0;
            __m512i t3 = t4;
            while (t49 ? t50 < 12 : 0) {
                __m512i t51 = _mm512_set1_epi32((int)t50);
                __m512i t52 = t19;
                __m512i t53 = t51;
                __m512i t54 = _mm512_add_epi32(t52, t53);
                __m512i t55 = t54;
                __m512i t56 = t55;
                __m512i t57 = _mm512_xor_si512(t3, t56);
                __m512i t58 = _mm512_set1_epi32((int)17U);
                t3 = _mm512_mullo_epi32(t57, t58);
                t50++;
            }
            int t59 = (t48 != 0);
            int t60 = 0;
            while (t59 ? t60 < 12 : 0) {
                __m512i t61 = _mm512_set1_epi32((int)31U);
                __m512i t62 = _mm512_mullo_epi32(t4, t61);
                __m512i t63 = _mm512_set1_epi32((int)(t60 & 7));
                __m512i t64 = _mm512_srav_epi32(t19, t63);
                __m512i t65 = t64;
                t4 = _mm512_add_epi32(t62, t65);
                t60++;
            }
            __m512i t66 = _mm512_mask_blend_epi32(t47, t4, t3);
            _mm512_storeu_si512(t17, t66);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            if (t2 >= t12) {
                t21 = (int)t12;
                break;
            }
        }
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)out;
    unsigned long t24 = (unsigned long)a;
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)b;
    if ((t22 >= 1L) & (t22 <= 16L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L)))) & (((t25 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t21 * 4L))) | ((t26 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t21 * 4L))))) {
        __m512i t27 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        __m512i t29 = _mm512_set1_epi32((int)t21);
        __m512i t30 = t29;
        __m512i t31 = _mm512_add_epi32(t30, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t32 = t31;
        long t33 = (long)(int)(long)t21;
        unsigned int *t34 = out + t33;
        __m512i t35 = _mm512_maskz_loadu_epi32(t28, b + t33);
        __m512i t36 = t35;
        __m512i t37 = t32;
        __m512i t38 = _mm512_add_epi32(t36, t37);
        __m512i t39 = t38;
        __m512i t40 = _mm512_maskz_loadu_epi32(t28, a + t33);
        __m512i t6 = t40;
        __m512i t67 = _mm512_xor_si512(t40, t39);
        __m512i t68 = _mm512_set1_epi32(1);
        __m512i t69 = _mm512_and_si512(t67, t68);
        __mmask16 t70 = _mm512_test_epi32_mask(t69, t69);
        __mmask16 t71 = _knot_mask16(t70);
        __mmask16 t72 = _kand_mask16(t28, t71);
        __mmask16 t73 = _kand_mask16(t28, t70);
        int t74 = (t73 != 0);
        int t75 = 0;
        __m512i t5 = t6;
        while (t74 ? t75 < 12 : 0) {
            __m512i t76 = _mm512_set1_epi32((int)t75);
            __m512i t77 = t39;
            __m512i t78 = t76;
            __m512i t79 = _mm512_add_epi32(t77, t78);
            __m512i t80 = t79;
            __m512i t81 = t80;
            __m512i t82 = _mm512_xor_si512(t5, t81);
            __m512i t83 = _mm512_set1_epi32((int)17U);
            t5 = _mm512_mullo_epi32(t82, t83);
            t75++;
        }
        int t84 = (t72 != 0);
        int t85 = 0;
        while (t84 ? t85 < 12 : 0) {
            __m512i t86 = _mm512_set1_epi32((int)31U);
            __m512i t87 = _mm512_mullo_epi32(t6, t86);
            __m512i t88 = _mm512_set1_epi32((int)(t85 & 7));
            __m512i t89 = _mm512_srav_epi32(t39, t88);
            __m512i t90 = t89;
            t6 = _mm512_add_epi32(t87, t90);
            t85++;
        }
        __m512i t91 = _mm512_mask_blend_epi32(t73, t6, t5);
        __m512i t92 = _mm512_mask_blend_epi32(t28, (__m512i)(vcc_v16_uint){0}, t91);
        _mm512_mask_storeu_epi32(t34, t28, t92);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        int t42 = b[t41];
        int t43 = a[t41];
        out[t41] = (_mm256_zeroupper(), mix(t43, t42 + i, 12));
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_series_auto(float *out, const float *in, int n) {
    vcc_no_contract_body
    __m512 t2;
    __m512 t3;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t10;
    __m512 t11;
    int t20;
    int i;
    long t12 = (long)n;
    unsigned long t13 = (unsigned long)out;
    unsigned long t14 = (unsigned long)in;
    if ((t12 >= 16L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t13))) {
        long t15 = t12 & -16L;
        long t1 = 0L;
        for (;;) {
            long t16 = (long)(int)t1;
            float *t17 = out + t16;
            __m512 t18 = _mm512_loadu_ps(in + t16);
            __m512 t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.5f));
            __m512 t33 = _mm512_set1_ps(1.0f);
            __mmask16 t34 = _mm512_cmp_ps_mask(t19, t33, _CMP_LT_OQ);
            __mmask16 t4 = _knot_mask16(t34);
            int t35 = (t4 != 0);
            __m512 t37 = t19;
            for (int t36 = 9; t35 ? t36 > 0 : 0; t36--, t37 = t2) {
                if ((t4 != 0)) {
                    __m512 t38 = _mm512_set1_ps((float)t36);
                    __m512 t39 = _mm512_div_ps(t38, t37);
                    t2 = _mm512_add_ps(t19, t39);
                } else {
                    t2 = (__m512)(vcc_v16_float){0};
                }
            }
            if ((t4 != 0)) {
                __m512 t40 = _mm512_set1_ps(1.0f);
                t3 = _mm512_div_ps(t40, t37);
            } else {
                t3 = (__m512)(vcc_v16_float){0};
                t4 = ((__mmask16)0x0);
            }
            int t41 = (t34 != 0);
            __m512 t43 = t19;
            __m512 t44 = t19;
            for (int t42 = 1; t41 ? t42 < 9 : 0; t42++, t43 = t6, t44 = t5) {
                if ((t34 != 0)) {
                    __m512 t46 = _mm512_mul_ps(t44, t19);
                    __m512 t47 = _mm512_set1_ps((float)(2 * t42 + 1));
                    t5 = _mm512_div_ps(t46, t47);
                    t6 = _mm512_add_ps(t43, t5);
                } else {
                    t5 = (__m512)(vcc_v16_float){0};
                    t6 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t45 = _mm512_mask_blend_ps(t4, t43, t3);
            __m512 t32 = _mm512_add_ps(t45, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t17, t32);
            t1 += 16L;
            if (t1 >= t15) {
                t20 = (int)t15;
                break;
            }
        }
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)in;
    if ((t21 >= 1L) & (t21 <= 16L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))))) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        long t26 = (long)(int)(long)t20;
        float *t27 = out + t26;
        __m512 t28 = _mm512_maskz_loadu_ps(t25, in + t26);
        __m512 t29 = _mm512_mul_ps(t28, _mm512_set1_ps(0.5f));
        __m512 t49 = _mm512_set1_ps(1.0f);
        __mmask16 t50 = _mm512_cmp_ps_mask(t29, t49, _CMP_LT_OQ);
        __mmask16 t51 = _kand_mask16(t25, t50);
        __mmask16 t52 = _knot_mask16(t50);
        __mmask16 t9 = _kand_mask16(t25, t52);
        int t53 = (t9 != 0);
        __m512 t55 = t29;
        for (int t54 = 9; t53 ? t54 > 0 : 0; t54--, t55 = t7) {
            if ((t9 != 0)) {
                __m512 t56 = _mm512_set1_ps((float)t54);
                __m512 t57 = _mm512_div_ps(t56, t55);
                t7 = _mm512_add_ps(t29, t57);
            } else {
                t7 = (__m512)(vcc_v16_float){0};
            }
        }
        if ((t9 != 0)) {
            __m512 t58 = _mm512_set1_ps(1.0f);
            t8 = _mm512_div_ps(t58, t55);
        } else {
            t8 = (__m512)(vcc_v16_float){0};
            t9 = ((__mmask16)0x0);
        }
        int t59 = (t51 != 0);
        __m512 t61 = t29;
        __m512 t62 = t29;
        for (int t60 = 1; t59 ? t60 < 9 : 0; t60++, t61 = t11, t62 = t10) {
            if ((t51 != 0)) {
                __m512 t65 = _mm512_mul_ps(t62, t29);
                __m512 t66 = _mm512_set1_ps((float)(2 * t60 + 1));
                t10 = _mm512_div_ps(t65, t66);
                t11 = _mm512_add_ps(t61, t10);
            } else {
                t10 = (__m512)(vcc_v16_float){0};
                t11 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t63 = _mm512_mask_blend_ps(t9, t61, t8);
        __m512 t64 = _mm512_mask_blend_ps(t25, (__m512)(vcc_v16_float){0}, t63);
        __m512 t48 = _mm512_add_ps(t64, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(t27, t25, t48);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        float t31 = in[t30];
        out[t30] = (_mm256_zeroupper(), series(t31 * 0.5f, 9)) + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_poly(float *out, const float *coef, const float *in, int n) {
    vcc_no_contract_body
    __m512 t4;
    __m512 t5;
    __m512 t8;
    __m512 t9;
    int t17;
    int i;
    long t10 = (long)n;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)in;
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11))) {
        long t13 = t10 & -16L;
        long t1 = 0L;
        for (;;) {
            long t14 = (long)(int)t1;
            float *t15 = out + t14;
            __m512 t16 = _mm512_loadu_ps(in + t14);
            __m512 t28 = _mm512_set1_ps(0.0f);
            __mmask16 t29 = _mm512_cmp_ps_mask(t16, t28, _CMP_GE_OQ);
            __mmask16 t30 = _knot_mask16(t29);
            __m512 t2 = _mm512_set1_ps(0.0f);
            int t31 = (t30 != 0);
            for (int t32 = 15; t31 ? t32 >= 0 : 0; t32--, t2 = t4) {
                if ((t30 != 0)) {
                    __m512 t34 = _mm512_xor_ps(t16, _mm512_set1_ps(-0.0f));
                    __m512 t35 = _mm512_mul_ps(t2, t34);
                    __m512 t36 = _mm512_set1_ps(coef[t32]);
                    t4 = _mm512_sub_ps(t35, t36);
                } else {
                    t4 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t3 = _mm512_set1_ps(0.0f);
            int t33 = (t29 != 0);
            for (int t37 = 0; t33 ? t37 < 16 : 0; t37++, t3 = t5) {
                if ((t29 != 0)) {
                    __m512 t39 = _mm512_mul_ps(t3, t16);
                    __m512 t40 = _mm512_set1_ps(coef[t37]);
                    t5 = _mm512_add_ps(t39, t40);
                } else {
                    t5 = (__m512)(vcc_v16_float){0};
                }
            }
            __m512 t38 = _mm512_mask_blend_ps(t29, t2, t3);
            _mm512_storeu_ps(t15, t38);
            t1 += 16L;
            if (t1 >= t13) {
                t17 = (int)t13;
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
        __m512 t25 = _mm512_maskz_loadu_ps(t22, in + t23);
        __m512 t41 = _mm512_set1_ps(0.0f);
        __mmask16 t42 = _mm512_cmp_ps_mask(t25, t41, _CMP_GE_OQ);
        __mmask16 t43 = _kand_mask16(t22, t42);
        __mmask16 t44 = _knot_mask16(t42);
        __mmask16 t45 = _kand_mask16(t22, t44);
        __m512 t6 = _mm512_set1_ps(0.0f);
        int t46 = (t45 != 0);
        for (int t47 = 15; t46 ? t47 >= 0 : 0; t47--, t6 = t8) {
            if ((t45 != 0)) {
                __m512 t49 = _mm512_xor_ps(t25, _mm512_set1_ps(-0.0f));
                __m512 t50 = _mm512_mul_ps(t6, t49);
                __m512 t51 = _mm512_set1_ps(coef[t47]);
                t8 = _mm512_sub_ps(t50, t51);
            } else {
                t8 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t7 = _mm512_set1_ps(0.0f);
        int t48 = (t43 != 0);
        for (int t52 = 0; t48 ? t52 < 16 : 0; t52++, t7 = t9) {
            if ((t43 != 0)) {
                __m512 t55 = _mm512_mul_ps(t7, t25);
                __m512 t56 = _mm512_set1_ps(coef[t52]);
                t9 = _mm512_add_ps(t55, t56);
            } else {
                t9 = (__m512)(vcc_v16_float){0};
            }
        }
        __m512 t53 = _mm512_mask_blend_ps(t45, t7, t6);
        __m512 t54 = _mm512_mask_blend_ps(t22, (__m512)(vcc_v16_float){0}, t53);
        _mm512_mask_storeu_ps(t24, t22, t54);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = in[t26];
        out[t26] = (_mm256_zeroupper(), poly(coef, t27, 16));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_tally(float *out, int *hits, const float *in, int n) {
    vcc_no_contract_body
    int t12;
    int i;
    long t6 = (long)n;
    unsigned long t7 = (unsigned long)out;
    unsigned long t8 = (unsigned long)in;
    if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7))) {
        long t9 = t6 & -16L;
        long t1 = 0L;
        for (;;) {
            long t10 = (long)(int)t1;
            float *t11 = out + t10;
            __m512 t3 = _mm512_loadu_ps(in + t10);
            __m512 t22 = _mm512_set1_ps(0.5f);
            __mmask16 t23 = _mm512_cmp_ps_mask(t3, t22, _CMP_GT_OQ);
            __mmask16 t24 = _knot_mask16(t23);
            int t25 = (t24 != 0);
            int t26 = 0;
            __m512 t2 = t3;
            while (t25 ? t26 < 5 : 0) {
                __m512 t27 = _mm512_set1_ps(0.25f);
                __m512 t28 = _mm512_mul_ps(t2, t27);
                __m512 t29 = _mm512_set1_ps(1.0f);
                t2 = _mm512_sub_ps(t28, t29);
                t26++;
            }
            int t30 = (t23 != 0);
            int t31 = 0;
            while (t30 ? t31 < 5 : 0) {
                __m512 t32 = _mm512_set1_ps(0.5f);
                __m512 t33 = _mm512_mul_ps(t3, t32);
                __m512 t34 = _mm512_set1_ps(1.0f);
                t3 = _mm512_add_ps(t33, t34);
                t31++;
            }
            if ((t23 != 0)) {
                __m512 t35 = _mm512_set1_ps(8.0f);
                __m512 t36 = _mm512_mul_ps(t3, t35);
                __m512i t37 = _mm512_cvttps_epi32(t36);
                vcc_scatter_masked(hits + 0, (vcc_v16_long){0}, (vcc_v16_int)t37, (vcc_m16)_mm512_movm_epi32(t23));
            }
            __m512 t38 = _mm512_mask_blend_ps(t23, t2, t3);
            _mm512_storeu_ps(t11, t38);
            t1 += 16L;
            if (t1 >= t9) {
                t12 = (int)t9;
                break;
            }
        }
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    unsigned long t14 = (unsigned long)out;
    unsigned long t15 = (unsigned long)in;
    if ((t13 >= 1L) & (t13 <= 16L) & (((t14 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t12 * 4L))) | ((t15 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t12 * 4L))))) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t13);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)(int)(long)t12;
        float *t19 = out + t18;
        __m512 t5 = _mm512_maskz_loadu_ps(t17, in + t18);
        __m512 t39 = _mm512_set1_ps(0.5f);
        __mmask16 t40 = _mm512_cmp_ps_mask(t5, t39, _CMP_GT_OQ);
        __mmask16 t41 = _kand_mask16(t17, t40);
        __mmask16 t42 = _knot_mask16(t40);
        __mmask16 t43 = _kand_mask16(t17, t42);
        int t44 = (t43 != 0);
        int t45 = 0;
        __m512 t4 = t5;
        while (t44 ? t45 < 5 : 0) {
            __m512 t46 = _mm512_set1_ps(0.25f);
            __m512 t47 = _mm512_mul_ps(t4, t46);
            __m512 t48 = _mm512_set1_ps(1.0f);
            t4 = _mm512_sub_ps(t47, t48);
            t45++;
        }
        int t49 = (t41 != 0);
        int t50 = 0;
        while (t49 ? t50 < 5 : 0) {
            __m512 t51 = _mm512_set1_ps(0.5f);
            __m512 t52 = _mm512_mul_ps(t5, t51);
            __m512 t53 = _mm512_set1_ps(1.0f);
            t5 = _mm512_add_ps(t52, t53);
            t50++;
        }
        if ((t41 != 0)) {
            __m512 t54 = _mm512_set1_ps(8.0f);
            __m512 t55 = _mm512_mul_ps(t5, t54);
            __m512i t56 = _mm512_cvttps_epi32(t55);
            vcc_scatter_masked(hits + 0, (vcc_v16_long){0}, (vcc_v16_int)t56, (vcc_m16)_mm512_movm_epi32(t41));
        }
        __m512 t57 = _mm512_mask_blend_ps(t43, t5, t4);
        __m512 t58 = _mm512_mask_blend_ps(t17, (__m512)(vcc_v16_float){0}, t57);
        _mm512_mask_storeu_ps(t19, t17, t58);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        float t21 = in[t20];
        out[t20] = (_mm256_zeroupper(), tally(t21, hits, 5));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_cheap(float *out, const float *in, int n) {
    vcc_no_contract_body
    int t9;
    int i;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)out;
    unsigned long t4 = (unsigned long)in;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3))) {
        long t5 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t6 = (long)(int)t1;
            float *t7 = out + t6;
            __m512 t8 = _mm512_loadu_ps(in + t6);
            __m512 t20 = _mm512_set1_ps(0.0f);
            __mmask16 t21 = _mm512_cmp_ps_mask(t8, t20, _CMP_GT_OQ);
            __m512 t22 = _mm512_set1_ps(1.0f);
            __m512 t23 = _mm512_sub_ps(t8, t22);
            __m512 t24 = _mm512_set1_ps(2.0f);
            __m512 t25 = _mm512_mul_ps(t8, t24);
            __m512 t26 = _mm512_mask_blend_ps(t21, t23, t25);
            _mm512_storeu_ps(t7, t26);
            t1 += 16L;
            if (t1 >= t5) {
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
        float *t16 = out + t15;
        __m512 t17 = _mm512_maskz_loadu_ps(t14, in + t15);
        __m512 t27 = _mm512_set1_ps(0.0f);
        __mmask16 t28 = _mm512_cmp_ps_mask(t17, t27, _CMP_GT_OQ);
        __mmask16 t29 = _knot_mask16(t28);
        __mmask16 t30 = _kand_mask16(t14, t29);
        __m512 t31 = _mm512_set1_ps(1.0f);
        __m512 t32 = _mm512_sub_ps(t17, t31);
        __m512 t33 = _mm512_set1_ps(2.0f);
        __m512 t34 = _mm512_mul_ps(t17, t33);
        __m512 t35 = _mm512_mask_blend_ps(t30, t34, t32);
        __m512 t36 = _mm512_mask_blend_ps(t14, (__m512)(vcc_v16_float){0}, t35);
        _mm512_mask_storeu_ps(t16, t14, t36);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        float t19 = in[t18];
        out[t18] = (_mm256_zeroupper(), cheap(t19));
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[16];
    float coef[16];
    int hits;
    float t22;
    float t23;
    int t50;
    int t58;
    int i_1;
    float t71;
    double t72;
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
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = t5;
    __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t7 = t1;
        __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
        __m256 t9 = _mm256_cvtepi32_ps(t8);
        __m256 t10 = _mm256_div_ps(_mm256_set1_ps(1.0f), t9);
        _mm256_storeu_ps(&coef[(int)t2], t10);
        __m256i t11 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t12 = t11;
        __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(1));
        __m256 t14 = _mm256_cvtepi32_ps(t13);
        __m256 t15 = _mm256_div_ps(_mm256_set1_ps(1.0f), t14);
        _mm256_storeu_ps(&coef[(int)(t2 + 8L)], t15);
        t2 += 16L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
    } while (t2 < 16L);
    int k = 16;
    while (k < 16) {
        int t16 = k + 1;
        coef[k] = 1.0f / (float)t16;
        k = t16;
    }
    for (int s = 0; s < 16; s++) {
        int n = sizes[s];
        unsigned long t17 = (unsigned long)(n + 1);
        unsigned long t18 = t17 * 4UL;
        float *fin = (float *)malloc(t18);
        float *fout = (float *)malloc(t18);
        unsigned long t19 = t17 * 8UL;
        double *dx = (double *)malloc(t19);
        double *dy = (double *)malloc(t19);
        double *dout = (double *)malloc(t19);
        int *ia = (int *)malloc(t18);
        int *ib = (int *)malloc(t18);
        unsigned int *iout = (unsigned int *)malloc(t18);
        unsigned int seed = 12345U + (unsigned int)n;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            int r = (int)(seed >> 16) % 2000;
            long t20 = (long)i;
            float *t21 = fin + t20;
            if (i < (n / 2)) {
                t23 = (float)r / 1000.0f;
            } else {
                if (i / 8 % 2) {
                    t22 = 0.25f + (float)i * 0.0001f;
                } else {
                    t22 = 1.5f + (float)i * 0.0001f;
                }
                t23 = t22;
            }
            *t21 = t23;
            if ((i % 97) == 13) {
                *t21 = __builtin_nanf("");
            }
            if ((i % 101) == 7) {
                *t21 = __builtin_inff();
            }
            dx[t20] = (double)r / 700.0 - 1.0;
            dy[t20] = (double)(r * 7 % 2000) / 500.0 - 2.0;
            ia[t20] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[t20] = (int)(seed >> 4) % 100000;
        }
        const float *t24 = fin;
        run_series(fout, t24, n);
        unsigned long t25 = (unsigned long)n;
        unsigned long t26 = t25 * 4UL;
        const void *t27 = (const void *)fout;
        unsigned long h = (_mm256_zeroupper(), fold(14695981039346656037UL, t27, t26));
        run_series_auto(fout, t24, n);
        unsigned long h_1 = (_mm256_zeroupper(), fold(h, t27, t26));
        run_blend2(dout, dx, dy, n);
        unsigned long h_2 = (_mm256_zeroupper(), fold(h_1, (const void *)dout, t25 * 8UL));
        run_mix(iout, ia, ib, n);
        unsigned long h_3 = (_mm256_zeroupper(), fold(h_2, (const void *)iout, t26));
        long t28 = (long)n;
        if (t28 >= 32L) {
            long t29 = t28 & -32L;
            long t3 = 0L;
            do {
                float *t30 = fin + (int)t3;
                __m256 t31 = _mm256_loadu_ps(t30);
                __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(t31, t31, _CMP_NEQ_UQ));
                __m256 t33 = _mm256_sub_ps(t31, _mm256_set1_ps(1.0f));
                __m256 t34 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t32), t33, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t30, t34);
                float *t35 = fin + (int)(t3 + 8L);
                __m256 t36 = _mm256_loadu_ps(t35);
                __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(t36, t36, _CMP_NEQ_UQ));
                __m256 t38 = _mm256_sub_ps(t36, _mm256_set1_ps(1.0f));
                __m256 t39 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t37), t38, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t35, t39);
                float *t40 = fin + (int)(t3 + 16L);
                __m256 t41 = _mm256_loadu_ps(t40);
                __m256i t42 = _mm256_castps_si256(_mm256_cmp_ps(t41, t41, _CMP_NEQ_UQ));
                __m256 t43 = _mm256_sub_ps(t41, _mm256_set1_ps(1.0f));
                __m256 t44 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t42), t43, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t40, t44);
                float *t45 = fin + (int)(t3 + 24L);
                __m256 t46 = _mm256_loadu_ps(t45);
                __m256i t47 = _mm256_castps_si256(_mm256_cmp_ps(t46, t46, _CMP_NEQ_UQ));
                __m256 t48 = _mm256_sub_ps(t46, _mm256_set1_ps(1.0f));
                __m256 t49 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t47), t48, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t45, t49);
                t3 += 32L;
            } while (t3 < t29);
            t50 = (int)t29;
        } else {
            t50 = 0;
        }
        long t51 = (long)n + (long)t50 * -1L;
        if (t51 >= 8L) {
            long t52 = t51 & -8L;
            long t4 = 0L;
            do {
                float *t53 = fin + (int)((long)t50 + t4);
                __m256 t54 = _mm256_loadu_ps(t53);
                __m256i t55 = _mm256_castps_si256(_mm256_cmp_ps(t54, t54, _CMP_NEQ_UQ));
                __m256 t56 = _mm256_sub_ps(t54, _mm256_set1_ps(1.0f));
                __m256 t57 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t55), t56, _mm256_set1_ps(-0.5f));
                _mm256_storeu_ps(t53, t57);
                t4 += 8L;
            } while (t4 < t52);
            t58 = (int)((long)t50 + t52);
        } else {
            t58 = t50;
        }
        long t59 = (long)n + (long)t58 * -1L;
        if ((t59 >= 1L) & (t59 <= 8L)) {
            __m256i t60 = _mm256_set1_epi32((int)(int)t59);
            __m256i t61 = _mm256_cmpgt_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t62 = fin + (int)(long)t58;
            __m256 t63 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t61), t62);
            __m256i t64 = _mm256_castps_si256(_mm256_cmp_ps(t63, t63, _CMP_NEQ_UQ));
            __m256i t65 = (__m256i)~(vcc_m8)t64;
            __m256i t66 = _mm256_and_si256(t61, t65);
            __m256 t67 = _mm256_sub_ps(t63, _mm256_set1_ps(1.0f));
            __m256 t68 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t66), _mm256_set1_ps(-0.5f), t67);
            _mm256_mask_storeu_ps(t62, _mm256_movepi32_mask(t61), t68);
            i_1 = (int)((long)t58 + t59);
        } else {
            i_1 = t58;
        }
        for (; i_1 < n; i_1++) {
            float *t69 = fin + i_1;
            float t70 = *t69;
            if (t70 != t70) {
                t71 = -0.5f;
            } else {
                t71 = t70 - 1.0f;
            }
            *t69 = t71;
        }
        run_poly(fout, coef, t24, n);
        unsigned long h_4 = (_mm256_zeroupper(), fold(h_3, t27, t26));
        hits = -1;
        run_tally(fout, &hits, t24, n);
        unsigned long h_5 = (_mm256_zeroupper(), fold(h_4, t27, t26));
        run_cheap(fout, t24, n);
        unsigned long h_6 = (_mm256_zeroupper(), fold(h_5, t27, t26));
        if (n) {
            t72 = (double)fout[0];
        } else {
            t72 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t72);
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
