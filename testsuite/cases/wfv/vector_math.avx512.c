/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx512_fmin_ps(A, B) ({ __m512 vcc_a = (A), vcc_b = (B); _mm512_mask_blend_ps(_mm512_cmp_ps_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_min_ps(vcc_a, vcc_b), vcc_a); })
#define vcc_avx512_fmax_ps(A, B) ({ __m512 vcc_a = (A), vcc_b = (B); _mm512_mask_blend_ps(_mm512_cmp_ps_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_max_ps(vcc_a, vcc_b), vcc_a); })
#define vcc_avx2_fmin_ps(A, B) ({ __m256 vcc_a = (A), vcc_b = (B); _mm256_blendv_ps(_mm256_min_ps(vcc_a, vcc_b), vcc_a, _mm256_cmp_ps(vcc_b, vcc_b, _CMP_UNORD_Q)); })
#define vcc_avx2_fmax_ps(A, B) ({ __m256 vcc_a = (A), vcc_b = (B); _mm256_blendv_ps(_mm256_max_ps(vcc_a, vcc_b), vcc_a, _mm256_cmp_ps(vcc_b, vcc_b, _CMP_UNORD_Q)); })
#define vcc_avx512_fmin_pd(A, B) ({ __m512d vcc_a = (A), vcc_b = (B); _mm512_mask_blend_pd(_mm512_cmp_pd_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_min_pd(vcc_a, vcc_b), vcc_a); })
#define vcc_avx2_fmin_pd(A, B) ({ __m256d vcc_a = (A), vcc_b = (B); _mm256_blendv_pd(_mm256_min_pd(vcc_a, vcc_b), vcc_a, _mm256_cmp_pd(vcc_b, vcc_b, _CMP_UNORD_Q)); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vv_inv_norm(__m512 x, __m512 y);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vv_inv_norm(__m256 x, __m256 y);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vv_shape_of(__m512 x, __m512 y);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vv_shape_of(__m512 x, __m512 y, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vv_shape_of(__m256 x, __m256 y);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vv_shape_of(__m256 x, __m256 y, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8v_droot(__m512d x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4v_droot(__m256d x);
/* Math functions the target computes exactly on whole vectors (midend target `VECTOR_MATH`,
   `MathImpl::Exact`) called from a variant: under `--target=avx2` one `vsqrtps`, `vroundps`,
   ... on the vectors (midend wfv build.rs `call`) instead of one call per lane; the generic
   target has none and calls per lane. Negative and NaN arguments, zeros of both signs,
   inactive lanes, and a math call under a varying branch. */
#include <stdio.h>
#include <math.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd notinbranch */
float inv_norm(float x, float y) {
    return 1.0f / sqrtf(x * x + y * y + 0.01f);
}

/* vcc: function at vector_math.c:12 vector variant _ZGVeN16vv_inv_norm of `inv_norm`: VL 16, unmasked, x vector, y vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vv_inv_norm(__m512 x, __m512 y) {
    vcc_no_contract_body
    __m512 t1 = _mm512_mul_ps(x, x);
    __m512 t2 = _mm512_mul_ps(y, y);
    __m512 t3 = _mm512_add_ps(t1, t2);
    __m512 t4 = _mm512_set1_ps(0.01f);
    __m512 t5 = _mm512_add_ps(t3, t4);
    __m512 t6 = _mm512_sqrt_ps(t5);
    __m512 t7 = _mm512_set1_ps(1.0f);
    __m512 t8 = _mm512_div_ps(t7, t6);
    return t8;
}

/* vcc: function at vector_math.c:12 vector variant _ZGVdN8vv_inv_norm of `inv_norm`: VL 8, unmasked, x vector, y vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vv_inv_norm(__m256 x, __m256 y) {
    vcc_no_contract_body
    __m256 t1 = _mm256_mul_ps(x, x);
    __m256 t2 = _mm256_mul_ps(y, y);
    __m256 t3 = _mm256_add_ps(t1, t2);
    __m256 t4 = _mm256_set1_ps(0.01f);
    __m256 t5 = _mm256_add_ps(t3, t4);
    __m256 t6 = _mm256_sqrt_ps(t5);
    __m256 t7 = _mm256_set1_ps(1.0f);
    __m256 t8 = _mm256_div_ps(t7, t6);
    return t8;
}

/* #pragma omp declare simd */
float shape_of(float x, float y) {
    float r = fabsf(x) + floorf(y) - ceilf(x * 0.5f);
    if (x > y)
        r += sqrtf(x - y);
    else
        r -= fminf(x, y) + fmaxf(y, -1.0f);
    return r;
}

/* vcc: function at vector_math.c:17 vector variant _ZGVeN16vv_shape_of of `shape_of`: VL 16, unmasked, x vector, y vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vv_shape_of(__m512 x, __m512 y) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3;
    __m512 t4 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), x);
    __m512 t5 = _mm512_roundscale_ps(y, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    __m512 t6 = _mm512_add_ps(t4, t5);
    __m512 t7 = _mm512_set1_ps(0.5f);
    __m512 t8 = _mm512_mul_ps(x, t7);
    __m512 t9 = _mm512_roundscale_ps(t8, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
    __m512 t10 = _mm512_sub_ps(t6, t9);
    __mmask16 t11 = _mm512_cmp_ps_mask(x, y, _CMP_GT_OQ);
    __mmask16 t2 = _knot_mask16(t11);
    if ((t2 != 0)) {
        __m512 t12 = vcc_avx512_fmin_ps(x, y);
        __m512 t13 = _mm512_set1_ps(-1.0f);
        __m512 t14 = vcc_avx512_fmax_ps(y, t13);
        __m512 t15 = _mm512_add_ps(t12, t14);
        t1 = _mm512_sub_ps(t10, t15);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    if ((t11 != 0)) {
        __m512 t16 = _mm512_sub_ps(x, y);
        __m512 t17 = _mm512_sqrt_ps(t16);
        t3 = _mm512_add_ps(t10, t17);
    } else {
        t3 = (__m512)(vcc_v16_float){0};
    }
    __m512 t18 = _mm512_mask_blend_ps(t2, t3, t1);
    return t18;
}

/* vcc: function at vector_math.c:17 vector variant _ZGVeM16vv_shape_of of `shape_of`: VL 16, masked, x vector, y vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vv_shape_of(__m512 x, __m512 y, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3;
    __mmask16 t4 = (__mmask16)mask;
    __m512 t5 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), x);
    __m512 t6 = _mm512_roundscale_ps(y, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    __m512 t7 = _mm512_add_ps(t5, t6);
    __m512 t8 = _mm512_set1_ps(0.5f);
    __m512 t9 = _mm512_mul_ps(x, t8);
    __m512 t10 = _mm512_roundscale_ps(t9, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
    __m512 t11 = _mm512_sub_ps(t7, t10);
    __mmask16 t12 = _mm512_cmp_ps_mask(x, y, _CMP_GT_OQ);
    __mmask16 t13 = _kand_mask16(t4, t12);
    __mmask16 t14 = _knot_mask16(t12);
    __mmask16 t2 = _kand_mask16(t4, t14);
    if ((t2 != 0)) {
        __m512 t15 = vcc_avx512_fmin_ps(x, y);
        __m512 t16 = _mm512_set1_ps(-1.0f);
        __m512 t17 = vcc_avx512_fmax_ps(y, t16);
        __m512 t18 = _mm512_add_ps(t15, t17);
        t1 = _mm512_sub_ps(t11, t18);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    if ((t13 != 0)) {
        __m512 t19 = _mm512_sub_ps(x, y);
        __m512 t20 = _mm512_sqrt_ps(t19);
        t3 = _mm512_add_ps(t11, t20);
    } else {
        t3 = (__m512)(vcc_v16_float){0};
    }
    __m512 t21 = _mm512_mask_blend_ps(t2, t3, t1);
    __m512 t22 = _mm512_mask_blend_ps(t4, (__m512)(vcc_v16_float){0}, t21);
    return t22;
}

/* vcc: function at vector_math.c:17 vector variant _ZGVdN8vv_shape_of of `shape_of`: VL 8, unmasked, x vector, y vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vv_shape_of(__m256 x, __m256 y) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t3;
    __m256 t4 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), x);
    __m256 t5 = _mm256_round_ps(y, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    __m256 t6 = _mm256_add_ps(t4, t5);
    __m256 t7 = _mm256_set1_ps(0.5f);
    __m256 t8 = _mm256_mul_ps(x, t7);
    __m256 t9 = _mm256_round_ps(t8, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
    __m256 t10 = _mm256_sub_ps(t6, t9);
    __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_GT_OQ));
    __m256i t2 = (__m256i)~(vcc_m8)t11;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t12 = vcc_avx2_fmin_ps(x, y);
        __m256 t13 = _mm256_set1_ps(-1.0f);
        __m256 t14 = vcc_avx2_fmax_ps(y, t13);
        __m256 t15 = _mm256_add_ps(t12, t14);
        t1 = _mm256_sub_ps(t10, t15);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t11) != 0)) {
        __m256 t16 = _mm256_sub_ps(x, y);
        __m256 t17 = _mm256_sqrt_ps(t16);
        t3 = _mm256_add_ps(t10, t17);
    } else {
        t3 = (__m256)(vcc_v8_float){0};
    }
    __m256 t18 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t3, t1);
    return t18;
}

/* vcc: function at vector_math.c:17 vector variant _ZGVdM8vv_shape_of of `shape_of`: VL 8, masked, x vector, y vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vv_shape_of(__m256 x, __m256 y, __m256 mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t3;
    __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t5 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), x);
    __m256 t6 = _mm256_round_ps(y, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    __m256 t7 = _mm256_add_ps(t5, t6);
    __m256 t8 = _mm256_set1_ps(0.5f);
    __m256 t9 = _mm256_mul_ps(x, t8);
    __m256 t10 = _mm256_round_ps(t9, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
    __m256 t11 = _mm256_sub_ps(t7, t10);
    __m256i t12 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_GT_OQ));
    __m256i t13 = _mm256_and_si256(t4, t12);
    __m256i t14 = (__m256i)~(vcc_m8)t12;
    __m256i t2 = _mm256_and_si256(t4, t14);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t15 = vcc_avx2_fmin_ps(x, y);
        __m256 t16 = _mm256_set1_ps(-1.0f);
        __m256 t17 = vcc_avx2_fmax_ps(y, t16);
        __m256 t18 = _mm256_add_ps(t15, t17);
        t1 = _mm256_sub_ps(t11, t18);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t13) != 0)) {
        __m256 t19 = _mm256_sub_ps(x, y);
        __m256 t20 = _mm256_sqrt_ps(t19);
        t3 = _mm256_add_ps(t11, t20);
    } else {
        t3 = (__m256)(vcc_v8_float){0};
    }
    __m256 t21 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t3, t1);
    __m256 t22 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), (__m256)(vcc_v8_float){0}, t21);
    return t22;
}

/* #pragma omp declare simd notinbranch */
double droot(double x) {
    return sqrt(x) + fabs(x) + floor(x) + fmin(x, 0.5);
}

/* vcc: function at vector_math.c:27 vector variant _ZGVeN8v_droot of `droot`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8v_droot(__m512d x) {
    vcc_no_contract_body
    __m512d t1 = _mm512_sqrt_pd(x);
    __m512d t2 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), x);
    __m512d t3 = _mm512_add_pd(t1, t2);
    __m512d t4 = _mm512_roundscale_pd(x, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    __m512d t5 = _mm512_add_pd(t3, t4);
    __m512d t6 = _mm512_set1_pd(0.5);
    __m512d t7 = vcc_avx512_fmin_pd(x, t6);
    __m512d t8 = _mm512_add_pd(t5, t7);
    return t8;
}

/* vcc: function at vector_math.c:27 vector variant _ZGVdN4v_droot of `droot`: VL 4, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4v_droot(__m256d x) {
    vcc_no_contract_body
    __m256d t1 = _mm256_sqrt_pd(x);
    __m256d t2 = _mm256_andnot_pd(_mm256_set1_pd(-0.0), x);
    __m256d t3 = _mm256_add_pd(t1, t2);
    __m256d t4 = _mm256_round_pd(x, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    __m256d t5 = _mm256_add_pd(t3, t4);
    __m256d t6 = _mm256_set1_pd(0.5);
    __m256d t7 = vcc_avx2_fmin_pd(x, t6);
    __m256d t8 = _mm256_add_pd(t5, t7);
    return t8;
}

v8f _ZGVdN8vv_inv_norm(v8f, v8f);
v8f _ZGVdN8vv_shape_of(v8f, v8f);
v8f _ZGVdM8vv_shape_of(v8f, v8f, v8f);
v4d _ZGVdN4v_droot(v4d);

static void print_floats(v8f v, const int *mask) {
    float out[8];
    FROM_VEC(out, v);
    for (int k = 0; k < 8; k++)
        if (!mask || mask[k])
            printf("%a ", out[k]);
    printf("\n");
}

int main(void) {
    float xs[8] = {3.0f, -4.0f, 0.0f, -0.0f, NAN, 1e-3f, 2.5f, -7.25f};
    float ys[8] = {4.0f, 0.5f, -0.0f, 2.0f, 1.0f, NAN, -3.5f, -7.25f};
    int some[8] = {1, 0, 1, 1, 0, 1, 1, 0};
    /* The mask of a variant whose characteristic type is float: floats, nonzero is active. */
    float some_f[8];
    for (int k = 0; k < 8; k++)
        some_f[k] = (float)some[k];
    print_floats(_ZGVdN8vv_inv_norm(TO_VEC(v8f, xs), TO_VEC(v8f, ys)), NULL);
    print_floats(_ZGVdN8vv_shape_of(TO_VEC(v8f, xs), TO_VEC(v8f, ys)), NULL);
    print_floats(_ZGVdM8vv_shape_of(TO_VEC(v8f, xs), TO_VEC(v8f, ys), TO_VEC(v8f, some_f)), some);
    for (int k = 0; k < 8; k++)
        printf("%a %a ", inv_norm(xs[k], ys[k]), shape_of(xs[k], ys[k]));
    printf("\n");
    double ds[4] = {2.0, -1.0, 0.25, 1e300};
    double out[4];
    FROM_VEC(out, _ZGVdN4v_droot(TO_VEC(v4d, ds)));
    for (int k = 0; k < 4; k++)
        printf("%a/%a ", out[k], droot(ds[k]));
    printf("\n");
    return 0;
}
