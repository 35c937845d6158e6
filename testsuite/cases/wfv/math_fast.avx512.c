/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
__attribute__((target("avx512f"))) __m512 _ZGVeN16v_expf(__m512);
__attribute__((target("avx512f"))) __m512 _ZGVeN16v_logf(__m512);
__attribute__((target("avx512f"))) __m512 _ZGVeN16v_sinf(__m512);
__attribute__((target("avx512f"))) __m512 _ZGVeN16v_cosf(__m512);
__attribute__((target("avx512f"))) __m512 _ZGVeN16vv_powf(__m512, __m512);
__attribute__((target("avx512f"))) __m512d _ZGVeN8v_exp(__m512d);
__attribute__((target("avx512f"))) __m512d _ZGVeN8v_log(__m512d);
__attribute__((target("avx512f"))) __m512d _ZGVeN8v_sin(__m512d);
__attribute__((target("avx512f"))) __m512d _ZGVeN8v_cos(__m512d);
__attribute__((target("avx512f"))) __m512d _ZGVeN8vv_pow(__m512d, __m512d);
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
__attribute__((target("avx2"))) __m256 _ZGVdN8v_expf(__m256);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_logf(__m256);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_sinf(__m256);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_cosf(__m256);
__attribute__((target("avx2"))) __m256 _ZGVdN8vv_powf(__m256, __m256);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_exp(__m256d);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_log(__m256d);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_sin(__m256d);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_cos(__m256d);
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
__attribute__((target("avx2"))) __m256d _ZGVdN4vv_pow(__m256d, __m256d);

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_smooth(__m512 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_smooth(__m256 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_bent(__m512 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_bent(__m512 x, float k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_bent(__m256 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_bent(__m256 x, float k, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8v_smooth_d(__m512d x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4v_smooth_d(__m256d x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8vu_bent_d(__m512d x, double k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeM8vu_bent_d(__m512d x, double k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4vu_bent_d(__m256d x, double k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdM4vu_bent_d(__m256d x, double k, __m256d mask);
/* Math calls in variants under --fast-math: expf, logf, sinf, cosf, powf and their double forms
   become glibc's libmvec variants (`_ZGVdN8v_expf` on ymm, `_ZGVeN16v_expf` on zmm; the
   generic target has none and calls them lane by lane), in unmasked variants and under a varying
   condition in masked ones, where the inactive lanes compute on whatever they hold (the masked
   calls below pass NaN, infinities and huge values there) without effect. libmvec is a few ulp
   off the scalar functions: the outputs agree within the tolerance. The loops in `apply` call
   the variants ('e' ones on avx512). Without --fast-math the calls stay per lane (calls.c). */
#include <math.h>
#include <stdio.h>
#include "vec.h"
/* vcc-test: fast-math 1e-5 */
/* vcc-test: expect-variants 6 */

/* #pragma omp declare simd notinbranch */
float smooth(float x) {
    return expf(-0.5f * x) * logf(x + 2.0f) + sinf(x) * 0.25f + cosf(x) * 3.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_smooth(__m512 x) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(-0.5f);
    __m512 t2 = _mm512_mul_ps(t1, x);
    __m512 t3 = _ZGVeN16v_expf(t2);
    __m512 t4 = _mm512_set1_ps(2.0f);
    __m512 t5 = _mm512_add_ps(x, t4);
    __m512 t6 = _ZGVeN16v_logf(t5);
    __m512 t7 = _mm512_mul_ps(t3, t6);
    __m512 t8 = _ZGVeN16v_sinf(x);
    __m512 t9 = _mm512_set1_ps(0.25f);
    __m512 t10 = _mm512_mul_ps(t8, t9);
    __m512 t11 = _mm512_add_ps(t7, t10);
    __m512 t12 = _ZGVeN16v_cosf(x);
    __m512 t13 = _mm512_set1_ps(3.0f);
    __m512 t14 = _mm512_mul_ps(t12, t13);
    __m512 t15 = _mm512_add_ps(t11, t14);
    return t15;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_smooth(__m256 x) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(-0.5f);
    __m256 t2 = _mm256_mul_ps(t1, x);
    __m256 t3 = _ZGVdN8v_expf(t2);
    __m256 t4 = _mm256_set1_ps(2.0f);
    __m256 t5 = _mm256_add_ps(x, t4);
    __m256 t6 = _ZGVdN8v_logf(t5);
    __m256 t7 = _mm256_mul_ps(t3, t6);
    __m256 t8 = _ZGVdN8v_sinf(x);
    __m256 t9 = _mm256_set1_ps(0.25f);
    __m256 t10 = _mm256_mul_ps(t8, t9);
    __m256 t11 = _mm256_add_ps(t7, t10);
    __m256 t12 = _ZGVdN8v_cosf(x);
    __m256 t13 = _mm256_set1_ps(3.0f);
    __m256 t14 = _mm256_mul_ps(t12, t13);
    __m256 t15 = _mm256_add_ps(t11, t14);
    return t15;
}

/* #pragma omp declare simd uniform(k) */
float bent(float x, float k) {
    float r;
    if (x > 1.0f)
        r = powf(x, k) + logf(x);
    else
        r = expf(x) * cosf(x) + 2.0f;
    return r;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_bent(__m512 x, float k) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3;
    __m512 t4 = _mm512_set1_ps(1.0f);
    __mmask16 t5 = _mm512_cmp_ps_mask(x, t4, _CMP_GT_OQ);
    __mmask16 t2 = _knot_mask16(t5);
    if ((t2 != 0)) {
        __m512 t6 = _ZGVeN16v_expf(x);
        __m512 t7 = _ZGVeN16v_cosf(x);
        __m512 t8 = _mm512_mul_ps(t6, t7);
        __m512 t9 = _mm512_set1_ps(2.0f);
        t1 = _mm512_add_ps(t8, t9);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    if ((t5 != 0)) {
        __m512 t10 = _mm512_set1_ps(k);
        __m512 t11 = _ZGVeN16vv_powf(x, t10);
        __m512 t12 = _ZGVeN16v_logf(x);
        t3 = _mm512_add_ps(t11, t12);
    } else {
        t3 = (__m512)(vcc_v16_float){0};
    }
    __m512 t13 = _mm512_mask_blend_ps(t2, t3, t1);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_bent(__m512 x, float k, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3;
    __mmask16 t4 = (__mmask16)mask;
    __m512 t5 = _mm512_set1_ps(1.0f);
    __mmask16 t6 = _mm512_cmp_ps_mask(x, t5, _CMP_GT_OQ);
    __mmask16 t7 = _kand_mask16(t4, t6);
    __mmask16 t8 = _knot_mask16(t6);
    __mmask16 t2 = _kand_mask16(t4, t8);
    if ((t2 != 0)) {
        __m512 t9 = _ZGVeN16v_expf(x);
        __m512 t10 = _ZGVeN16v_cosf(x);
        __m512 t11 = _mm512_mul_ps(t9, t10);
        __m512 t12 = _mm512_set1_ps(2.0f);
        t1 = _mm512_add_ps(t11, t12);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    if ((t7 != 0)) {
        __m512 t13 = _mm512_set1_ps(k);
        __m512 t14 = _ZGVeN16vv_powf(x, t13);
        __m512 t15 = _ZGVeN16v_logf(x);
        t3 = _mm512_add_ps(t14, t15);
    } else {
        t3 = (__m512)(vcc_v16_float){0};
    }
    __m512 t16 = _mm512_mask_blend_ps(t2, t3, t1);
    __m512 t17 = _mm512_mask_blend_ps(t4, (__m512)(vcc_v16_float){0}, t16);
    return t17;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_bent(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t3;
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    __m256i t2 = (__m256i)~(vcc_m8)t5;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t6 = _ZGVdN8v_expf(x);
        __m256 t7 = _ZGVdN8v_cosf(x);
        __m256 t8 = _mm256_mul_ps(t6, t7);
        __m256 t9 = _mm256_set1_ps(2.0f);
        t1 = _mm256_add_ps(t8, t9);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t5) != 0)) {
        __m256 t10 = _mm256_set1_ps(k);
        __m256 t11 = _ZGVdN8vv_powf(x, t10);
        __m256 t12 = _ZGVdN8v_logf(x);
        t3 = _mm256_add_ps(t11, t12);
    } else {
        t3 = (__m256)(vcc_v8_float){0};
    }
    __m256 t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t3, t1);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_bent(__m256 x, float k, __m256 mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t3;
    __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t5 = _mm256_set1_ps(1.0f);
    __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GT_OQ));
    __m256i t7 = _mm256_and_si256(t4, t6);
    __m256i t8 = (__m256i)~(vcc_m8)t6;
    __m256i t2 = _mm256_and_si256(t4, t8);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t9 = _ZGVdN8v_expf(x);
        __m256 t10 = _ZGVdN8v_cosf(x);
        __m256 t11 = _mm256_mul_ps(t9, t10);
        __m256 t12 = _mm256_set1_ps(2.0f);
        t1 = _mm256_add_ps(t11, t12);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t7) != 0)) {
        __m256 t13 = _mm256_set1_ps(k);
        __m256 t14 = _ZGVdN8vv_powf(x, t13);
        __m256 t15 = _ZGVdN8v_logf(x);
        t3 = _mm256_add_ps(t14, t15);
    } else {
        t3 = (__m256)(vcc_v8_float){0};
    }
    __m256 t16 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t3, t1);
    __m256 t17 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), (__m256)(vcc_v8_float){0}, t16);
    return t17;
}

/* #pragma omp declare simd notinbranch */
double smooth_d(double x) {
    return exp(-0.5 * x) * log(x + 2.0) + sin(x) * 0.25 + cos(x) * 3.0;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8v_smooth_d(__m512d x) {
    vcc_no_contract_body
    __m512d t1 = _mm512_set1_pd(-0.5);
    __m512d t2 = _mm512_mul_pd(t1, x);
    __m512d t3 = _ZGVeN8v_exp(t2);
    __m512d t4 = _mm512_set1_pd(2.0);
    __m512d t5 = _mm512_add_pd(x, t4);
    __m512d t6 = _ZGVeN8v_log(t5);
    __m512d t7 = _mm512_mul_pd(t3, t6);
    __m512d t8 = _ZGVeN8v_sin(x);
    __m512d t9 = _mm512_set1_pd(0.25);
    __m512d t10 = _mm512_mul_pd(t8, t9);
    __m512d t11 = _mm512_add_pd(t7, t10);
    __m512d t12 = _ZGVeN8v_cos(x);
    __m512d t13 = _mm512_set1_pd(3.0);
    __m512d t14 = _mm512_mul_pd(t12, t13);
    __m512d t15 = _mm512_add_pd(t11, t14);
    return t15;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4v_smooth_d(__m256d x) {
    vcc_no_contract_body
    __m256d t1 = _mm256_set1_pd(-0.5);
    __m256d t2 = _mm256_mul_pd(t1, x);
    __m256d t3 = _ZGVdN4v_exp(t2);
    __m256d t4 = _mm256_set1_pd(2.0);
    __m256d t5 = _mm256_add_pd(x, t4);
    __m256d t6 = _ZGVdN4v_log(t5);
    __m256d t7 = _mm256_mul_pd(t3, t6);
    __m256d t8 = _ZGVdN4v_sin(x);
    __m256d t9 = _mm256_set1_pd(0.25);
    __m256d t10 = _mm256_mul_pd(t8, t9);
    __m256d t11 = _mm256_add_pd(t7, t10);
    __m256d t12 = _ZGVdN4v_cos(x);
    __m256d t13 = _mm256_set1_pd(3.0);
    __m256d t14 = _mm256_mul_pd(t12, t13);
    __m256d t15 = _mm256_add_pd(t11, t14);
    return t15;
}

/* #pragma omp declare simd uniform(k) */
double bent_d(double x, double k) {
    double r;
    if (x > 1.0)
        r = pow(x, k) + log(x);
    else
        r = exp(x) * cos(x) + 2.0;
    return r;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8vu_bent_d(__m512d x, double k) {
    vcc_no_contract_body
    __m512d t1;
    __m512d t3;
    __m512d t4 = _mm512_set1_pd(1.0);
    __m256i t5 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x, t4, _CMP_GT_OQ));
    __m256i t2 = (__m256i)~(vcc_m8)t5;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m512d t6 = _ZGVeN8v_exp(x);
        __m512d t7 = _ZGVeN8v_cos(x);
        __m512d t8 = _mm512_mul_pd(t6, t7);
        __m512d t9 = _mm512_set1_pd(2.0);
        t1 = _mm512_add_pd(t8, t9);
    } else {
        t1 = (__m512d)(vcc_v8_double){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t5) != 0)) {
        __m512d t10 = _mm512_set1_pd(k);
        __m512d t11 = _ZGVeN8vv_pow(x, t10);
        __m512d t12 = _ZGVeN8v_log(x);
        t3 = _mm512_add_pd(t11, t12);
    } else {
        t3 = (__m512d)(vcc_v8_double){0};
    }
    __m512d t13 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t2), t3, t1);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeM8vu_bent_d(__m512d x, double k, unsigned int mask) {
    vcc_no_contract_body
    __m512d t1;
    __m512d t3;
    __m256i t4 = _mm256_movm_epi32((__mmask8)mask);
    __m512d t5 = _mm512_set1_pd(1.0);
    __m256i t6 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x, t5, _CMP_GT_OQ));
    __m256i t7 = _mm256_and_si256(t4, t6);
    __m256i t8 = (__m256i)~(vcc_m8)t6;
    __m256i t2 = _mm256_and_si256(t4, t8);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m512d t9 = _ZGVeN8v_exp(x);
        __m512d t10 = _ZGVeN8v_cos(x);
        __m512d t11 = _mm512_mul_pd(t9, t10);
        __m512d t12 = _mm512_set1_pd(2.0);
        t1 = _mm512_add_pd(t11, t12);
    } else {
        t1 = (__m512d)(vcc_v8_double){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t7) != 0)) {
        __m512d t13 = _mm512_set1_pd(k);
        __m512d t14 = _ZGVeN8vv_pow(x, t13);
        __m512d t15 = _ZGVeN8v_log(x);
        t3 = _mm512_add_pd(t14, t15);
    } else {
        t3 = (__m512d)(vcc_v8_double){0};
    }
    __m512d t16 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t2), t3, t1);
    __m512d t17 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t4), (__m512d)(vcc_v8_double){0}, t16);
    return t17;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4vu_bent_d(__m256d x, double k) {
    vcc_no_contract_body
    __m256d t1;
    __m256d t3;
    __m256d t4 = _mm256_set1_pd(1.0);
    __m128i t5 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x, t4, _CMP_GT_OQ));
    __m128i t2 = (__m128i)~(vcc_m4)t5;
    if ((_mm_movemask_epi8(t2) != 0)) {
        __m256d t6 = _ZGVdN4v_exp(x);
        __m256d t7 = _ZGVdN4v_cos(x);
        __m256d t8 = _mm256_mul_pd(t6, t7);
        __m256d t9 = _mm256_set1_pd(2.0);
        t1 = _mm256_add_pd(t8, t9);
    } else {
        t1 = (__m256d)(vcc_v4_double){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((_mm_movemask_epi8(t5) != 0)) {
        __m256d t10 = _mm256_set1_pd(k);
        __m256d t11 = _ZGVdN4vv_pow(x, t10);
        __m256d t12 = _ZGVdN4v_log(x);
        t3 = _mm256_add_pd(t11, t12);
    } else {
        t3 = (__m256d)(vcc_v4_double){0};
    }
    __m256d t13 = _mm256_mask_blend_pd(_mm_movepi32_mask(t2), t3, t1);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdM4vu_bent_d(__m256d x, double k, __m256d mask) {
    vcc_no_contract_body
    __m256d t1;
    __m256d t3;
    __m128i t4 = (__m128i)__builtin_convertvector((vcc_v4_double)mask != (vcc_v4_double){0}, vcc_m4);
    __m256d t5 = _mm256_set1_pd(1.0);
    __m128i t6 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x, t5, _CMP_GT_OQ));
    __m128i t7 = _mm_and_si128(t4, t6);
    __m128i t8 = (__m128i)~(vcc_m4)t6;
    __m128i t2 = _mm_and_si128(t4, t8);
    if ((_mm_movemask_epi8(t2) != 0)) {
        __m256d t9 = _ZGVdN4v_exp(x);
        __m256d t10 = _ZGVdN4v_cos(x);
        __m256d t11 = _mm256_mul_pd(t9, t10);
        __m256d t12 = _mm256_set1_pd(2.0);
        t1 = _mm256_add_pd(t11, t12);
    } else {
        t1 = (__m256d)(vcc_v4_double){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((_mm_movemask_epi8(t7) != 0)) {
        __m256d t13 = _mm256_set1_pd(k);
        __m256d t14 = _ZGVdN4vv_pow(x, t13);
        __m256d t15 = _ZGVdN4v_log(x);
        t3 = _mm256_add_pd(t14, t15);
    } else {
        t3 = (__m256d)(vcc_v4_double){0};
    }
    __m256d t16 = _mm256_mask_blend_pd(_mm_movepi32_mask(t2), t3, t1);
    __m256d t17 = _mm256_mask_blend_pd(_mm_movepi32_mask(t4), (__m256d)(vcc_v4_double){0}, t16);
    return t17;
}

static float fx[1000], fy[1000];
static double dx[1000], dy[1000];

static __typeof__(fx) fx __attribute__((aligned(64)));
static __typeof__(fy) fy __attribute__((aligned(64)));
static __typeof__(dx) dx __attribute__((aligned(64)));
static __typeof__(dy) dy __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void apply(int n) {
    vcc_no_contract_body
    __m512 t2;
    __m512 t4;
    __m512 t5;
    __m512 t7;
    __m512d t8;
    __m512d t10;
    __m512d t12;
    __m512d t14;
    __m512d t15;
    __m512d t17;
    __m512d t19;
    __m512d t21;
    int t27;
    int i;
    int t43;
    int t49;
    int i_1;
    long t22 = (long)n;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t1 = 0L;
        for (;;) {
            long t24 = (long)(int)t1;
            float *t25 = &fy[t24];
            __m512 t26 = _mm512_loadu_ps(&fx[t24]);
            __m512 t59 = _mm512_set1_ps(-0.5f);
            __m512 t60 = _mm512_mul_ps(t59, t26);
            __m512 t61 = _ZGVeN16v_expf(t60);
            __m512 t62 = _mm512_set1_ps(2.0f);
            __m512 t63 = _mm512_add_ps(t26, t62);
            __m512 t64 = _ZGVeN16v_logf(t63);
            __m512 t65 = _mm512_mul_ps(t61, t64);
            __m512 t66 = _ZGVeN16v_sinf(t26);
            __m512 t67 = _mm512_set1_ps(0.25f);
            __m512 t68 = _mm512_mul_ps(t66, t67);
            __m512 t69 = _mm512_add_ps(t65, t68);
            __m512 t70 = _ZGVeN16v_cosf(t26);
            __m512 t71 = _mm512_set1_ps(3.0f);
            __m512 t72 = _mm512_mul_ps(t70, t71);
            __m512 t73 = _mm512_add_ps(t69, t72);
            __m512 t137 = _mm512_set1_ps(1.0f);
            __mmask16 t138 = _mm512_cmp_ps_mask(t26, t137, _CMP_GT_OQ);
            __mmask16 t3 = _knot_mask16(t138);
            if ((t3 != 0)) {
                __m512 t139 = _ZGVeN16v_expf(t26);
                __m512 t140 = _ZGVeN16v_cosf(t26);
                __m512 t141 = _mm512_mul_ps(t139, t140);
                __m512 t142 = _mm512_set1_ps(2.0f);
                t2 = _mm512_add_ps(t141, t142);
            } else {
                t2 = (__m512)(vcc_v16_float){0};
                t3 = ((__mmask16)0x0);
            }
            if ((t138 != 0)) {
                __m512 t143 = _mm512_set1_ps(1.5f);
                __m512 t144 = _ZGVeN16vv_powf(t26, t143);
                __m512 t145 = _ZGVeN16v_logf(t26);
                t4 = _mm512_add_ps(t144, t145);
            } else {
                t4 = (__m512)(vcc_v16_float){0};
            }
            __m512 t146 = _mm512_mask_blend_ps(t3, t4, t2);
            __m512 t136 = _mm512_add_ps(t73, t146);
            _mm512_storeu_ps(t25, t136);
            t1 += 16L;
            if (t1 >= t23) {
                t27 = (int)t23;
                break;
            }
        }
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if ((t28 >= 1L) & (t28 <= 16L)) {
        __m512i t29 = _mm512_set1_epi32((int)(int)t28);
        __mmask16 t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t29, _MM_CMPINT_LT);
        long t31 = (long)(int)(long)t27;
        float *t32 = &fy[t31];
        __m512 t33 = _mm512_maskz_loadu_ps(t30, &fx[t31]);
        __m512 t74 = _mm512_set1_ps(-0.5f);
        __m512 t75 = _mm512_mul_ps(t74, t33);
        __m512 t76 = _ZGVeN16v_expf(t75);
        __m512 t77 = _mm512_set1_ps(2.0f);
        __m512 t78 = _mm512_add_ps(t33, t77);
        __m512 t79 = _ZGVeN16v_logf(t78);
        __m512 t80 = _mm512_mul_ps(t76, t79);
        __m512 t81 = _ZGVeN16v_sinf(t33);
        __m512 t82 = _mm512_set1_ps(0.25f);
        __m512 t83 = _mm512_mul_ps(t81, t82);
        __m512 t84 = _mm512_add_ps(t80, t83);
        __m512 t85 = _ZGVeN16v_cosf(t33);
        __m512 t86 = _mm512_set1_ps(3.0f);
        __m512 t87 = _mm512_mul_ps(t85, t86);
        __m512 t88 = _mm512_add_ps(t84, t87);
        __m512 t89 = _mm512_mask_blend_ps(t30, (__m512)(vcc_v16_float){0}, t88);
        __m512 t148 = _mm512_set1_ps(1.0f);
        __mmask16 t149 = _mm512_cmp_ps_mask(t33, t148, _CMP_GT_OQ);
        __mmask16 t150 = _kand_mask16(t30, t149);
        __mmask16 t151 = _knot_mask16(t149);
        __mmask16 t6 = _kand_mask16(t30, t151);
        if ((t6 != 0)) {
            __m512 t152 = _ZGVeN16v_expf(t33);
            __m512 t153 = _ZGVeN16v_cosf(t33);
            __m512 t154 = _mm512_mul_ps(t152, t153);
            __m512 t155 = _mm512_set1_ps(2.0f);
            t5 = _mm512_add_ps(t154, t155);
        } else {
            t5 = (__m512)(vcc_v16_float){0};
            t6 = ((__mmask16)0x0);
        }
        if ((t150 != 0)) {
            __m512 t156 = _mm512_set1_ps(1.5f);
            __m512 t157 = _ZGVeN16vv_powf(t33, t156);
            __m512 t158 = _ZGVeN16v_logf(t33);
            t7 = _mm512_add_ps(t157, t158);
        } else {
            t7 = (__m512)(vcc_v16_float){0};
        }
        __m512 t159 = _mm512_mask_blend_ps(t6, t7, t5);
        __m512 t160 = _mm512_mask_blend_ps(t30, (__m512)(vcc_v16_float){0}, t159);
        __m512 t147 = _mm512_add_ps(t89, t160);
        _mm512_mask_storeu_ps(t32, t30, t147);
        i = (int)((long)t27 + t28);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        float t35 = fx[t34];
        float t36 = (_mm256_zeroupper(), smooth(t35));
        fy[t34] = t36 + (_mm256_zeroupper(), bent(t35, 1.5f));
    }
    long t37 = (long)n;
    if (t37 >= 16L) {
        long t38 = t37 & -16L;
        long t18 = 0L;
        for (;;) {
            long t39 = t18 + 8L;
            long t40 = (long)(int)t18;
            double *t41 = &dy[t40];
            __m512d t42 = _mm512_loadu_pd(&dx[t40]);
            __m512d t90 = _mm512_set1_pd(-0.5);
            __m512d t91 = _mm512_mul_pd(t90, t42);
            __m512d t92 = _ZGVeN8v_exp(t91);
            __m512d t93 = _mm512_set1_pd(2.0);
            __m512d t94 = _mm512_add_pd(t42, t93);
            __m512d t95 = _ZGVeN8v_log(t94);
            __m512d t96 = _mm512_mul_pd(t92, t95);
            __m512d t97 = _ZGVeN8v_sin(t42);
            __m512d t98 = _mm512_set1_pd(0.25);
            __m512d t99 = _mm512_mul_pd(t97, t98);
            __m512d t100 = _mm512_add_pd(t96, t99);
            __m512d t101 = _ZGVeN8v_cos(t42);
            __m512d t102 = _mm512_set1_pd(3.0);
            __m512d t103 = _mm512_mul_pd(t101, t102);
            __m512d t104 = _mm512_add_pd(t100, t103);
            __m512d t165 = _mm512_set1_pd(1.0);
            __m256i t166 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t42, t165, _CMP_GT_OQ));
            __m256i t9 = (__m256i)~(vcc_m8)t166;
            if ((_mm256_movemask_epi8(t9) != 0)) {
                __m512d t167 = _ZGVeN8v_exp(t42);
                __m512d t168 = _ZGVeN8v_cos(t42);
                __m512d t169 = _mm512_mul_pd(t167, t168);
                __m512d t170 = _mm512_set1_pd(2.0);
                t8 = _mm512_add_pd(t169, t170);
            } else {
                t8 = (__m512d)(vcc_v8_double){0};
                t9 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t166) != 0)) {
                __m512d t171 = _mm512_set1_pd(2.5);
                __m512d t172 = _ZGVeN8vv_pow(t42, t171);
                __m512d t173 = _ZGVeN8v_log(t42);
                t10 = _mm512_add_pd(t172, t173);
            } else {
                t10 = (__m512d)(vcc_v8_double){0};
            }
            __m512d t174 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t9), t10, t8);
            __m512d t161 = _mm512_add_pd(t104, t174);
            _mm512_storeu_pd(t41, t161);
            long t162 = (long)(int)t39;
            double *t163 = &dy[t162];
            __m512d t164 = _mm512_loadu_pd(&dx[t162]);
            __m512d t200 = _mm512_set1_pd(-0.5);
            __m512d t201 = _mm512_mul_pd(t200, t164);
            __m512d t202 = _ZGVeN8v_exp(t201);
            __m512d t203 = _mm512_set1_pd(2.0);
            __m512d t204 = _mm512_add_pd(t164, t203);
            __m512d t205 = _ZGVeN8v_log(t204);
            __m512d t206 = _mm512_mul_pd(t202, t205);
            __m512d t207 = _ZGVeN8v_sin(t164);
            __m512d t208 = _mm512_set1_pd(0.25);
            __m512d t209 = _mm512_mul_pd(t207, t208);
            __m512d t210 = _mm512_add_pd(t206, t209);
            __m512d t211 = _ZGVeN8v_cos(t164);
            __m512d t212 = _mm512_set1_pd(3.0);
            __m512d t213 = _mm512_mul_pd(t211, t212);
            __m512d t214 = _mm512_add_pd(t210, t213);
            __m512d t216 = _mm512_set1_pd(1.0);
            __m256i t217 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t164, t216, _CMP_GT_OQ));
            __m256i t20 = (__m256i)~(vcc_m8)t217;
            if ((_mm256_movemask_epi8(t20) != 0)) {
                __m512d t218 = _ZGVeN8v_exp(t164);
                __m512d t219 = _ZGVeN8v_cos(t164);
                __m512d t220 = _mm512_mul_pd(t218, t219);
                __m512d t221 = _mm512_set1_pd(2.0);
                t19 = _mm512_add_pd(t220, t221);
            } else {
                t19 = (__m512d)(vcc_v8_double){0};
                t20 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t217) != 0)) {
                __m512d t222 = _mm512_set1_pd(2.5);
                __m512d t223 = _ZGVeN8vv_pow(t164, t222);
                __m512d t224 = _ZGVeN8v_log(t164);
                t21 = _mm512_add_pd(t223, t224);
            } else {
                t21 = (__m512d)(vcc_v8_double){0};
            }
            __m512d t225 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t20), t21, t19);
            __m512d t215 = _mm512_add_pd(t214, t225);
            _mm512_storeu_pd(t163, t215);
            t18 += 16L;
            if (t18 >= t38) {
                t43 = (int)t38;
                break;
            }
        }
    } else {
        t43 = 0;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if (t44 >= 8L) {
        long t45 = t44 & -8L;
        long t11 = 0L;
        for (;;) {
            long t46 = (long)(int)((long)t43 + t11);
            double *t47 = &dy[t46];
            __m512d t48 = _mm512_loadu_pd(&dx[t46]);
            __m512d t105 = _mm512_set1_pd(-0.5);
            __m512d t106 = _mm512_mul_pd(t105, t48);
            __m512d t107 = _ZGVeN8v_exp(t106);
            __m512d t108 = _mm512_set1_pd(2.0);
            __m512d t109 = _mm512_add_pd(t48, t108);
            __m512d t110 = _ZGVeN8v_log(t109);
            __m512d t111 = _mm512_mul_pd(t107, t110);
            __m512d t112 = _ZGVeN8v_sin(t48);
            __m512d t113 = _mm512_set1_pd(0.25);
            __m512d t114 = _mm512_mul_pd(t112, t113);
            __m512d t115 = _mm512_add_pd(t111, t114);
            __m512d t116 = _ZGVeN8v_cos(t48);
            __m512d t117 = _mm512_set1_pd(3.0);
            __m512d t118 = _mm512_mul_pd(t116, t117);
            __m512d t119 = _mm512_add_pd(t115, t118);
            __m512d t176 = _mm512_set1_pd(1.0);
            __m256i t177 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t48, t176, _CMP_GT_OQ));
            __m256i t13 = (__m256i)~(vcc_m8)t177;
            if ((_mm256_movemask_epi8(t13) != 0)) {
                __m512d t178 = _ZGVeN8v_exp(t48);
                __m512d t179 = _ZGVeN8v_cos(t48);
                __m512d t180 = _mm512_mul_pd(t178, t179);
                __m512d t181 = _mm512_set1_pd(2.0);
                t12 = _mm512_add_pd(t180, t181);
            } else {
                t12 = (__m512d)(vcc_v8_double){0};
                t13 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t177) != 0)) {
                __m512d t182 = _mm512_set1_pd(2.5);
                __m512d t183 = _ZGVeN8vv_pow(t48, t182);
                __m512d t184 = _ZGVeN8v_log(t48);
                t14 = _mm512_add_pd(t183, t184);
            } else {
                t14 = (__m512d)(vcc_v8_double){0};
            }
            __m512d t185 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t13), t14, t12);
            __m512d t175 = _mm512_add_pd(t119, t185);
            _mm512_storeu_pd(t47, t175);
            t11 += 8L;
            if (t11 >= t45) {
                t49 = (int)((long)t43 + t45);
                break;
            }
        }
    } else {
        t49 = t43;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if ((t50 >= 1L) & (t50 <= 8L)) {
        __m256i t51 = _mm256_set1_epi32((int)(int)t50);
        __m256i t52 = _mm256_cmpgt_epi32(t51, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t53 = (long)(int)(long)t49;
        double *t54 = &dy[t53];
        __m512d t55 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t52), &dx[t53]);
        __m512d t120 = _mm512_set1_pd(-0.5);
        __m512d t121 = _mm512_mul_pd(t120, t55);
        __m512d t122 = _ZGVeN8v_exp(t121);
        __m512d t123 = _mm512_set1_pd(2.0);
        __m512d t124 = _mm512_add_pd(t55, t123);
        __m512d t125 = _ZGVeN8v_log(t124);
        __m512d t126 = _mm512_mul_pd(t122, t125);
        __m512d t127 = _ZGVeN8v_sin(t55);
        __m512d t128 = _mm512_set1_pd(0.25);
        __m512d t129 = _mm512_mul_pd(t127, t128);
        __m512d t130 = _mm512_add_pd(t126, t129);
        __m512d t131 = _ZGVeN8v_cos(t55);
        __m512d t132 = _mm512_set1_pd(3.0);
        __m512d t133 = _mm512_mul_pd(t131, t132);
        __m512d t134 = _mm512_add_pd(t130, t133);
        __m512d t135 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t52), (__m512d)(vcc_v8_double){0}, t134);
        __m512d t187 = _mm512_set1_pd(1.0);
        __m256i t188 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t55, t187, _CMP_GT_OQ));
        __m256i t189 = _mm256_and_si256(t52, t188);
        __m256i t190 = (__m256i)~(vcc_m8)t188;
        __m256i t16 = _mm256_and_si256(t52, t190);
        if ((_mm256_movemask_epi8(t16) != 0)) {
            __m512d t191 = _ZGVeN8v_exp(t55);
            __m512d t192 = _ZGVeN8v_cos(t55);
            __m512d t193 = _mm512_mul_pd(t191, t192);
            __m512d t194 = _mm512_set1_pd(2.0);
            t15 = _mm512_add_pd(t193, t194);
        } else {
            t15 = (__m512d)(vcc_v8_double){0};
            t16 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t189) != 0)) {
            __m512d t195 = _mm512_set1_pd(2.5);
            __m512d t196 = _ZGVeN8vv_pow(t55, t195);
            __m512d t197 = _ZGVeN8v_log(t55);
            t17 = _mm512_add_pd(t196, t197);
        } else {
            t17 = (__m512d)(vcc_v8_double){0};
        }
        __m512d t198 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t16), t17, t15);
        __m512d t199 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t52), (__m512d)(vcc_v8_double){0}, t198);
        __m512d t186 = _mm512_add_pd(t135, t199);
        _mm512_mask_storeu_pd(t54, _mm256_movepi32_mask(t52), t186);
        i_1 = (int)((long)t49 + t50);
    } else {
        i_1 = t49;
    }
    for (; i_1 < n; i_1++) {
        long t56 = (long)i_1;
        double t57 = dx[t56];
        double t58 = (_mm256_zeroupper(), smooth_d(t57));
        dy[t56] = t58 + (_mm256_zeroupper(), bent_d(t57, 2.5));
    }
}

v8f _ZGVdN8v_smooth(v8f);
v8f _ZGVdN8vu_bent(v8f, float);
v8f _ZGVdM8vu_bent(v8f, float, v8f);
v4d _ZGVdN4v_smooth_d(v4d);
v4d _ZGVdM4vu_bent_d(v4d, double, v4d);

int main(void) {
    float x[8] = {0.5f, 3, 9, 1.5f, 0.25f, 16, 2.25f, 7};
    float m[8] = {1, 1, 0, 1, 0, 1, 1, 0};
    /* The inactive lanes hold what no active lane may compute on. */
    float junk[8] = {0.5f, 3, NAN, 1.5f, -INFINITY, 16, 2.25f, 1e30f};
    float a[8], b[8], c[8];
    for (int k = 0; k < 8; k++)
        printf("%.7g %.7g ", smooth(x[k]), bent(x[k], 1.5f));
    printf("\n");
    FROM_VEC(a, _ZGVdN8v_smooth(TO_VEC(v8f, x)));
    FROM_VEC(b, _ZGVdN8vu_bent(TO_VEC(v8f, x), 1.5f));
    FROM_VEC(c, _ZGVdM8vu_bent(TO_VEC(v8f, junk), 1.5f, TO_VEC(v8f, m)));
    for (int k = 0; k < 8; k++) {
        printf("%.7g %.7g", a[k], b[k]);
        if (m[k] != 0)
            printf(" %.7g", c[k]);
        printf(" ");
    }
    printf("\n");
    double dxs[4] = {0.5, 3, 0.75, 12}, dm[4] = {1, 0, 1, 0}, djunk[4] = {0.5, NAN, 0.75, 1e300};
    double da[4], db[4];
    for (int k = 0; k < 4; k++)
        printf("%.15g %.15g ", smooth_d(dxs[k]), bent_d(dxs[k], 2.5));
    printf("\n");
    FROM_VEC(da, _ZGVdN4v_smooth_d(TO_VEC(v4d, dxs)));
    FROM_VEC(db, _ZGVdM4vu_bent_d(TO_VEC(v4d, djunk), 2.5, TO_VEC(v4d, dm)));
    for (int k = 0; k < 4; k++) {
        printf("%.15g", da[k]);
        if (dm[k] != 0)
            printf(" %.15g", db[k]);
        printf(" ");
    }
    printf("\n");
    for (int i = 0; i < 1000; i++) {
        fx[i] = 0.01f * (float)i + 0.125f;
        dx[i] = 0.02 * (double)i + 0.0625;
    }
    apply(1000);
    float fs = 0;
    double ds = 0;
    for (int i = 0; i < 1000; i++) {
        fs += fy[i];
        ds += dy[i];
    }
    printf("%.6g %.12g %.7g %.15g\n", fs, ds, fy[777], dy[999]);
    return 0;
}
