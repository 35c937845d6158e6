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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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

/* vcc: function at math_fast.c:15 vector variant _ZGVeN16v_smooth of `smooth`: VL 16, unmasked, x vector */
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

/* vcc: function at math_fast.c:15 vector variant _ZGVdN8v_smooth of `smooth`: VL 8, unmasked, x vector */
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

/* vcc: function at math_fast.c:20 vector variant _ZGVeN16vu_bent of `bent`: VL 16, unmasked, x vector, k uniform */
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

/* vcc: function at math_fast.c:20 vector variant _ZGVeM16vu_bent of `bent`: VL 16, masked, x vector, k uniform */
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

/* vcc: function at math_fast.c:20 vector variant _ZGVdN8vu_bent of `bent`: VL 8, unmasked, x vector, k uniform */
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

/* vcc: function at math_fast.c:20 vector variant _ZGVdM8vu_bent of `bent`: VL 8, masked, x vector, k uniform */
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

/* vcc: function at math_fast.c:30 vector variant _ZGVeN8v_smooth_d of `smooth_d`: VL 8, unmasked, x vector */
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

/* vcc: function at math_fast.c:30 vector variant _ZGVdN4v_smooth_d of `smooth_d`: VL 4, unmasked, x vector */
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

/* vcc: function at math_fast.c:35 vector variant _ZGVeN8vu_bent_d of `bent_d`: VL 8, unmasked, x vector, k uniform */
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

/* vcc: function at math_fast.c:35 vector variant _ZGVeM8vu_bent_d of `bent_d`: VL 8, masked, x vector, k uniform */
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

/* vcc: function at math_fast.c:35 vector variant _ZGVdN4vu_bent_d of `bent_d`: VL 4, unmasked, x vector, k uniform */
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

/* vcc: function at math_fast.c:35 vector variant _ZGVdM4vu_bent_d of `bent_d`: VL 4, masked, x vector, k uniform */
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
    __m512 t1;
    __m512 t3;
    __m512 t4;
    __m512 t6;
    __m512d t7;
    __m512d t9;
    __m512d t10;
    __m512d t12;
    __m512d t13;
    __m512d t15;
    __m512d t16;
    __m512d t18;
    int t22;
    int i;
    int t34;
    int t39;
    int i_1;
    long t19 = (long)n;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:49 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            float *t21 = &fy[i_vec];
            __m512 fx_v = _mm512_loadu_ps(&fx[i_vec]);
            __m512 t48 = _mm512_set1_ps(-0.5f);
            __m512 t49 = _mm512_mul_ps(t48, fx_v);
            __m512 t50 = _ZGVeN16v_expf(t49);
            __m512 t51 = _mm512_set1_ps(2.0f);
            __m512 t52 = _mm512_add_ps(fx_v, t51);
            __m512 t53 = _ZGVeN16v_logf(t52);
            __m512 t54 = _mm512_mul_ps(t50, t53);
            __m512 t55 = _ZGVeN16v_sinf(fx_v);
            __m512 t56 = _mm512_set1_ps(0.25f);
            __m512 t57 = _mm512_mul_ps(t55, t56);
            __m512 t58 = _mm512_add_ps(t54, t57);
            __m512 t59 = _ZGVeN16v_cosf(fx_v);
            __m512 t60 = _mm512_set1_ps(3.0f);
            __m512 t61 = _mm512_mul_ps(t59, t60);
            __m512 t62 = _mm512_add_ps(t58, t61);
            __m512 t126 = _mm512_set1_ps(1.0f);
            __mmask16 t127 = _mm512_cmp_ps_mask(fx_v, t126, _CMP_GT_OQ);
            __mmask16 t2 = _knot_mask16(t127);
            if ((t2 != 0)) {
                __m512 t128 = _ZGVeN16v_expf(fx_v);
                __m512 t129 = _ZGVeN16v_cosf(fx_v);
                __m512 t130 = _mm512_mul_ps(t128, t129);
                __m512 t131 = _mm512_set1_ps(2.0f);
                t1 = _mm512_add_ps(t130, t131);
            } else {
                t1 = (__m512)(vcc_v16_float){0};
                t2 = ((__mmask16)0x0);
            }
            if ((t127 != 0)) {
                __m512 t132 = _mm512_set1_ps(1.5f);
                __m512 t133 = _ZGVeN16vv_powf(fx_v, t132);
                __m512 t134 = _ZGVeN16v_logf(fx_v);
                t3 = _mm512_add_ps(t133, t134);
            } else {
                t3 = (__m512)(vcc_v16_float){0};
            }
            __m512 t135 = _mm512_mask_blend_ps(t2, t3, t1);
            __m512 t125 = _mm512_add_ps(t62, t135);
            _mm512_storeu_ps(t21, t125);
            i_vec += 16L;
            if (i_vec >= t20) {
                t22 = (int)t20;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        long t26 = (long)t22;
        float *t27 = &fy[t26];
        __m512 fx_v_1 = _mm512_maskz_loadu_ps(t25, &fx[t26]);
        __m512 t63 = _mm512_set1_ps(-0.5f);
        __m512 t64 = _mm512_mul_ps(t63, fx_v_1);
        __m512 t65 = _ZGVeN16v_expf(t64);
        __m512 t66 = _mm512_set1_ps(2.0f);
        __m512 t67 = _mm512_add_ps(fx_v_1, t66);
        __m512 t68 = _ZGVeN16v_logf(t67);
        __m512 t69 = _mm512_mul_ps(t65, t68);
        __m512 t70 = _ZGVeN16v_sinf(fx_v_1);
        __m512 t71 = _mm512_set1_ps(0.25f);
        __m512 t72 = _mm512_mul_ps(t70, t71);
        __m512 t73 = _mm512_add_ps(t69, t72);
        __m512 t74 = _ZGVeN16v_cosf(fx_v_1);
        __m512 t75 = _mm512_set1_ps(3.0f);
        __m512 t76 = _mm512_mul_ps(t74, t75);
        __m512 t77 = _mm512_add_ps(t73, t76);
        __m512 t78 = _mm512_mask_blend_ps(t25, (__m512)(vcc_v16_float){0}, t77);
        __m512 t137 = _mm512_set1_ps(1.0f);
        __mmask16 t138 = _mm512_cmp_ps_mask(fx_v_1, t137, _CMP_GT_OQ);
        __mmask16 t139 = _kand_mask16(t25, t138);
        __mmask16 t140 = _knot_mask16(t138);
        __mmask16 t5 = _kand_mask16(t25, t140);
        if ((t5 != 0)) {
            __m512 t141 = _ZGVeN16v_expf(fx_v_1);
            __m512 t142 = _ZGVeN16v_cosf(fx_v_1);
            __m512 t143 = _mm512_mul_ps(t141, t142);
            __m512 t144 = _mm512_set1_ps(2.0f);
            t4 = _mm512_add_ps(t143, t144);
        } else {
            t4 = (__m512)(vcc_v16_float){0};
            t5 = ((__mmask16)0x0);
        }
        if ((t139 != 0)) {
            __m512 t145 = _mm512_set1_ps(1.5f);
            __m512 t146 = _ZGVeN16vv_powf(fx_v_1, t145);
            __m512 t147 = _ZGVeN16v_logf(fx_v_1);
            t6 = _mm512_add_ps(t146, t147);
        } else {
            t6 = (__m512)(vcc_v16_float){0};
        }
        __m512 t148 = _mm512_mask_blend_ps(t5, t6, t4);
        __m512 t149 = _mm512_mask_blend_ps(t25, (__m512)(vcc_v16_float){0}, t148);
        __m512 t136 = _mm512_add_ps(t78, t149);
        _mm512_mask_storeu_ps(t27, t25, t136);
        i = (int)((long)t22 + t23);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        float t29 = fx[t28];
        float t30 = (_mm256_zeroupper(), smooth(t29));
        fy[t28] = t30 + (_mm256_zeroupper(), bent(t29, 1.5f));
    }
    long t31 = (long)n;
    if (t31 >= 16L) {
        long t32 = t31 & -16L;
        long i_vec_2 = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        for (;;) {
            double *t33 = &dy[i_vec_2];
            __m512d dx_v = _mm512_loadu_pd(&dx[i_vec_2]);
            __m512d t79 = _mm512_set1_pd(-0.5);
            __m512d t80 = _mm512_mul_pd(t79, dx_v);
            __m512d t81 = _ZGVeN8v_exp(t80);
            __m512d t82 = _mm512_set1_pd(2.0);
            __m512d t83 = _mm512_add_pd(dx_v, t82);
            __m512d t84 = _ZGVeN8v_log(t83);
            __m512d t85 = _mm512_mul_pd(t81, t84);
            __m512d t86 = _ZGVeN8v_sin(dx_v);
            __m512d t87 = _mm512_set1_pd(0.25);
            __m512d t88 = _mm512_mul_pd(t86, t87);
            __m512d t89 = _mm512_add_pd(t85, t88);
            __m512d t90 = _ZGVeN8v_cos(dx_v);
            __m512d t91 = _mm512_set1_pd(3.0);
            __m512d t92 = _mm512_mul_pd(t90, t91);
            __m512d t93 = _mm512_add_pd(t89, t92);
            __m512d t153 = _mm512_set1_pd(1.0);
            __m256i t154 = _mm256_movm_epi32(_mm512_cmp_pd_mask(dx_v, t153, _CMP_GT_OQ));
            __m256i t8 = (__m256i)~(vcc_m8)t154;
            if ((_mm256_movemask_epi8(t8) != 0)) {
                __m512d t155 = _ZGVeN8v_exp(dx_v);
                __m512d t156 = _ZGVeN8v_cos(dx_v);
                __m512d t157 = _mm512_mul_pd(t155, t156);
                __m512d t158 = _mm512_set1_pd(2.0);
                t7 = _mm512_add_pd(t157, t158);
            } else {
                t7 = (__m512d)(vcc_v8_double){0};
                t8 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t154) != 0)) {
                __m512d t159 = _mm512_set1_pd(2.5);
                __m512d t160 = _ZGVeN8vv_pow(dx_v, t159);
                __m512d t161 = _ZGVeN8v_log(dx_v);
                t9 = _mm512_add_pd(t160, t161);
            } else {
                t9 = (__m512d)(vcc_v8_double){0};
            }
            __m512d t162 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t8), t9, t7);
            __m512d t150 = _mm512_add_pd(t93, t162);
            _mm512_storeu_pd(t33, t150);
            long t151 = i_vec_2 + 8L;
            double *t152 = &dy[t151];
            __m512d dx_v_3 = _mm512_loadu_pd(&dx[t151]);
            __m512d t188 = _mm512_set1_pd(-0.5);
            __m512d t189 = _mm512_mul_pd(t188, dx_v_3);
            __m512d t190 = _ZGVeN8v_exp(t189);
            __m512d t191 = _mm512_set1_pd(2.0);
            __m512d t192 = _mm512_add_pd(dx_v_3, t191);
            __m512d t193 = _ZGVeN8v_log(t192);
            __m512d t194 = _mm512_mul_pd(t190, t193);
            __m512d t195 = _ZGVeN8v_sin(dx_v_3);
            __m512d t196 = _mm512_set1_pd(0.25);
            __m512d t197 = _mm512_mul_pd(t195, t196);
            __m512d t198 = _mm512_add_pd(t194, t197);
            __m512d t199 = _ZGVeN8v_cos(dx_v_3);
            __m512d t200 = _mm512_set1_pd(3.0);
            __m512d t201 = _mm512_mul_pd(t199, t200);
            __m512d t202 = _mm512_add_pd(t198, t201);
            __m512d t204 = _mm512_set1_pd(1.0);
            __m256i t205 = _mm256_movm_epi32(_mm512_cmp_pd_mask(dx_v_3, t204, _CMP_GT_OQ));
            __m256i t17 = (__m256i)~(vcc_m8)t205;
            if ((_mm256_movemask_epi8(t17) != 0)) {
                __m512d t206 = _ZGVeN8v_exp(dx_v_3);
                __m512d t207 = _ZGVeN8v_cos(dx_v_3);
                __m512d t208 = _mm512_mul_pd(t206, t207);
                __m512d t209 = _mm512_set1_pd(2.0);
                t16 = _mm512_add_pd(t208, t209);
            } else {
                t16 = (__m512d)(vcc_v8_double){0};
                t17 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t205) != 0)) {
                __m512d t210 = _mm512_set1_pd(2.5);
                __m512d t211 = _ZGVeN8vv_pow(dx_v_3, t210);
                __m512d t212 = _ZGVeN8v_log(dx_v_3);
                t18 = _mm512_add_pd(t211, t212);
            } else {
                t18 = (__m512d)(vcc_v8_double){0};
            }
            __m512d t213 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t17), t18, t16);
            __m512d t203 = _mm512_add_pd(t202, t213);
            _mm512_storeu_pd(t152, t203);
            i_vec_2 += 16L;
            if (i_vec_2 >= t32) {
                t34 = (int)t32;
                break;
            }
        }
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t37 = (long)t34 + i_vec_1;
            double *t38 = &dy[t37];
            __m512d dx_v_1 = _mm512_loadu_pd(&dx[t37]);
            __m512d t94 = _mm512_set1_pd(-0.5);
            __m512d t95 = _mm512_mul_pd(t94, dx_v_1);
            __m512d t96 = _ZGVeN8v_exp(t95);
            __m512d t97 = _mm512_set1_pd(2.0);
            __m512d t98 = _mm512_add_pd(dx_v_1, t97);
            __m512d t99 = _ZGVeN8v_log(t98);
            __m512d t100 = _mm512_mul_pd(t96, t99);
            __m512d t101 = _ZGVeN8v_sin(dx_v_1);
            __m512d t102 = _mm512_set1_pd(0.25);
            __m512d t103 = _mm512_mul_pd(t101, t102);
            __m512d t104 = _mm512_add_pd(t100, t103);
            __m512d t105 = _ZGVeN8v_cos(dx_v_1);
            __m512d t106 = _mm512_set1_pd(3.0);
            __m512d t107 = _mm512_mul_pd(t105, t106);
            __m512d t108 = _mm512_add_pd(t104, t107);
            __m512d t164 = _mm512_set1_pd(1.0);
            __m256i t165 = _mm256_movm_epi32(_mm512_cmp_pd_mask(dx_v_1, t164, _CMP_GT_OQ));
            __m256i t11 = (__m256i)~(vcc_m8)t165;
            if ((_mm256_movemask_epi8(t11) != 0)) {
                __m512d t166 = _ZGVeN8v_exp(dx_v_1);
                __m512d t167 = _ZGVeN8v_cos(dx_v_1);
                __m512d t168 = _mm512_mul_pd(t166, t167);
                __m512d t169 = _mm512_set1_pd(2.0);
                t10 = _mm512_add_pd(t168, t169);
            } else {
                t10 = (__m512d)(vcc_v8_double){0};
                t11 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t165) != 0)) {
                __m512d t170 = _mm512_set1_pd(2.5);
                __m512d t171 = _ZGVeN8vv_pow(dx_v_1, t170);
                __m512d t172 = _ZGVeN8v_log(dx_v_1);
                t12 = _mm512_add_pd(t171, t172);
            } else {
                t12 = (__m512d)(vcc_v8_double){0};
            }
            __m512d t173 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t11), t12, t10);
            __m512d t163 = _mm512_add_pd(t108, t173);
            _mm512_storeu_pd(t38, t163);
            i_vec_1 += 8L;
            if (i_vec_1 >= t36) {
                t39 = (int)((long)t34 + t36);
                break;
            }
        }
    } else {
        t39 = t34;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if ((t40 >= 1L) & (t40 <= 8L)) {
        __m256i t41 = _mm256_set1_epi32((int)(int)t40);
        __m256i t42 = _mm256_cmpgt_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t43 = (long)t39;
        double *t44 = &dy[t43];
        __m512d dx_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t42), &dx[t43]);
        __m512d t109 = _mm512_set1_pd(-0.5);
        __m512d t110 = _mm512_mul_pd(t109, dx_v_2);
        __m512d t111 = _ZGVeN8v_exp(t110);
        __m512d t112 = _mm512_set1_pd(2.0);
        __m512d t113 = _mm512_add_pd(dx_v_2, t112);
        __m512d t114 = _ZGVeN8v_log(t113);
        __m512d t115 = _mm512_mul_pd(t111, t114);
        __m512d t116 = _ZGVeN8v_sin(dx_v_2);
        __m512d t117 = _mm512_set1_pd(0.25);
        __m512d t118 = _mm512_mul_pd(t116, t117);
        __m512d t119 = _mm512_add_pd(t115, t118);
        __m512d t120 = _ZGVeN8v_cos(dx_v_2);
        __m512d t121 = _mm512_set1_pd(3.0);
        __m512d t122 = _mm512_mul_pd(t120, t121);
        __m512d t123 = _mm512_add_pd(t119, t122);
        __m512d t124 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t42), (__m512d)(vcc_v8_double){0}, t123);
        __m512d t175 = _mm512_set1_pd(1.0);
        __m256i t176 = _mm256_movm_epi32(_mm512_cmp_pd_mask(dx_v_2, t175, _CMP_GT_OQ));
        __m256i t177 = _mm256_and_si256(t42, t176);
        __m256i t178 = (__m256i)~(vcc_m8)t176;
        __m256i t14 = _mm256_and_si256(t42, t178);
        if ((_mm256_movemask_epi8(t14) != 0)) {
            __m512d t179 = _ZGVeN8v_exp(dx_v_2);
            __m512d t180 = _ZGVeN8v_cos(dx_v_2);
            __m512d t181 = _mm512_mul_pd(t179, t180);
            __m512d t182 = _mm512_set1_pd(2.0);
            t13 = _mm512_add_pd(t181, t182);
        } else {
            t13 = (__m512d)(vcc_v8_double){0};
            t14 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t177) != 0)) {
            __m512d t183 = _mm512_set1_pd(2.5);
            __m512d t184 = _ZGVeN8vv_pow(dx_v_2, t183);
            __m512d t185 = _ZGVeN8v_log(dx_v_2);
            t15 = _mm512_add_pd(t184, t185);
        } else {
            t15 = (__m512d)(vcc_v8_double){0};
        }
        __m512d t186 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t14), t15, t13);
        __m512d t187 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t42), (__m512d)(vcc_v8_double){0}, t186);
        __m512d t174 = _mm512_add_pd(t124, t187);
        _mm512_mask_storeu_pd(t44, _mm256_movepi32_mask(t42), t174);
        i_1 = (int)((long)t39 + t40);
    } else {
        i_1 = t39;
    }
    for (; i_1 < n; i_1++) {
        long t45 = (long)i_1;
        double t46 = dx[t45];
        double t47 = (_mm256_zeroupper(), smooth_d(t46));
        dy[t45] = t47 + (_mm256_zeroupper(), bent_d(t46, 2.5));
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
