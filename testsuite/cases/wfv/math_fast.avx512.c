/* vcc: vector types and helpers */
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
    __m512 t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    t1 = _mm512_set1_ps(-0.5f);
    t2 = _mm512_mul_ps(t1, x);
    t3 = _ZGVeN16v_expf(t2);
    t4 = _mm512_set1_ps(2.0f);
    t5 = _mm512_add_ps(x, t4);
    t6 = _ZGVeN16v_logf(t5);
    t7 = _mm512_mul_ps(t3, t6);
    t8 = _ZGVeN16v_sinf(x);
    t9 = _mm512_set1_ps(0.25f);
    t10 = _mm512_mul_ps(t8, t9);
    t11 = _mm512_add_ps(t7, t10);
    t12 = _ZGVeN16v_cosf(x);
    t13 = _mm512_set1_ps(3.0f);
    t14 = _mm512_mul_ps(t12, t13);
    t15 = _mm512_add_ps(t11, t14);
    return t15;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_smooth(__m256 x) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    t1 = _mm256_set1_ps(-0.5f);
    t2 = _mm256_mul_ps(t1, x);
    t3 = _ZGVdN8v_expf(t2);
    t4 = _mm256_set1_ps(2.0f);
    t5 = _mm256_add_ps(x, t4);
    t6 = _ZGVdN8v_logf(t5);
    t7 = _mm256_mul_ps(t3, t6);
    t8 = _ZGVdN8v_sinf(x);
    t9 = _mm256_set1_ps(0.25f);
    t10 = _mm256_mul_ps(t8, t9);
    t11 = _mm256_add_ps(t7, t10);
    t12 = _ZGVdN8v_cosf(x);
    t13 = _mm256_set1_ps(3.0f);
    t14 = _mm256_mul_ps(t12, t13);
    t15 = _mm256_add_ps(t11, t14);
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
    __mmask16 t2;
    __m512 t3;
    __m512 t4;
    __mmask16 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    t4 = _mm512_set1_ps(1.0f);
    t5 = _mm512_cmp_ps_mask(x, t4, _CMP_GT_OQ);
    t2 = _knot_mask16(t5);
    if ((t2 != 0)) {
        t6 = _ZGVeN16v_expf(x);
        t7 = _ZGVeN16v_cosf(x);
        t8 = _mm512_mul_ps(t6, t7);
        t9 = _mm512_set1_ps(2.0f);
        t1 = _mm512_add_ps(t8, t9);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    if ((t5 != 0)) {
        t10 = _mm512_set1_ps(k);
        t11 = _ZGVeN16vv_powf(x, t10);
        t12 = _ZGVeN16v_logf(x);
        t3 = _mm512_add_ps(t11, t12);
    } else {
        t3 = (__m512)(vcc_v16_float){0};
    }
    t13 = _mm512_mask_blend_ps(t2, t3, t1);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_bent(__m512 x, float k, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __mmask16 t2;
    __m512 t3;
    __mmask16 t4;
    __m512 t5;
    __mmask16 t6;
    __mmask16 t7;
    __mmask16 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    t4 = (__mmask16)mask;
    t5 = _mm512_set1_ps(1.0f);
    t6 = _mm512_cmp_ps_mask(x, t5, _CMP_GT_OQ);
    t7 = _kand_mask16(t4, t6);
    t8 = _knot_mask16(t6);
    t2 = _kand_mask16(t4, t8);
    if ((t2 != 0)) {
        t9 = _ZGVeN16v_expf(x);
        t10 = _ZGVeN16v_cosf(x);
        t11 = _mm512_mul_ps(t9, t10);
        t12 = _mm512_set1_ps(2.0f);
        t1 = _mm512_add_ps(t11, t12);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    if ((t7 != 0)) {
        t13 = _mm512_set1_ps(k);
        t14 = _ZGVeN16vv_powf(x, t13);
        t15 = _ZGVeN16v_logf(x);
        t3 = _mm512_add_ps(t14, t15);
    } else {
        t3 = (__m512)(vcc_v16_float){0};
    }
    t16 = _mm512_mask_blend_ps(t2, t3, t1);
    t17 = _mm512_mask_blend_ps(t4, (__m512)(vcc_v16_float){0}, t16);
    return t17;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_bent(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    t4 = _mm256_set1_ps(1.0f);
    t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    t2 = (__m256i)~(vcc_m8)t5;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t6 = _ZGVdN8v_expf(x);
        t7 = _ZGVdN8v_cosf(x);
        t8 = _mm256_mul_ps(t6, t7);
        t9 = _mm256_set1_ps(2.0f);
        t1 = _mm256_add_ps(t8, t9);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t5) != 0)) {
        t10 = _mm256_set1_ps(k);
        t11 = _ZGVdN8vv_powf(x, t10);
        t12 = _ZGVdN8v_logf(x);
        t3 = _mm256_add_ps(t11, t12);
    } else {
        t3 = (__m256)(vcc_v8_float){0};
    }
    t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t3, t1);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_bent(__m256 x, float k, __m256 mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t2;
    __m256 t3;
    __m256i t4;
    __m256 t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    t4 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t5 = _mm256_set1_ps(1.0f);
    t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GT_OQ));
    t7 = _mm256_and_si256(t4, t6);
    t8 = (__m256i)~(vcc_m8)t6;
    t2 = _mm256_and_si256(t4, t8);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t9 = _ZGVdN8v_expf(x);
        t10 = _ZGVdN8v_cosf(x);
        t11 = _mm256_mul_ps(t9, t10);
        t12 = _mm256_set1_ps(2.0f);
        t1 = _mm256_add_ps(t11, t12);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t7) != 0)) {
        t13 = _mm256_set1_ps(k);
        t14 = _ZGVdN8vv_powf(x, t13);
        t15 = _ZGVdN8v_logf(x);
        t3 = _mm256_add_ps(t14, t15);
    } else {
        t3 = (__m256)(vcc_v8_float){0};
    }
    t16 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t3, t1);
    t17 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), (__m256)(vcc_v8_float){0}, t16);
    return t17;
}

/* #pragma omp declare simd notinbranch */
double smooth_d(double x) {
    return exp(-0.5 * x) * log(x + 2.0) + sin(x) * 0.25 + cos(x) * 3.0;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeN8v_smooth_d(__m512d x) {
    vcc_no_contract_body
    __m512d t1;
    __m512d t2;
    __m512d t3;
    __m512d t4;
    __m512d t5;
    __m512d t6;
    __m512d t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    t1 = _mm512_set1_pd(-0.5);
    t2 = _mm512_mul_pd(t1, x);
    t3 = _ZGVeN8v_exp(t2);
    t4 = _mm512_set1_pd(2.0);
    t5 = _mm512_add_pd(x, t4);
    t6 = _ZGVeN8v_log(t5);
    t7 = _mm512_mul_pd(t3, t6);
    t8 = _ZGVeN8v_sin(x);
    t9 = _mm512_set1_pd(0.25);
    t10 = _mm512_mul_pd(t8, t9);
    t11 = _mm512_add_pd(t7, t10);
    t12 = _ZGVeN8v_cos(x);
    t13 = _mm512_set1_pd(3.0);
    t14 = _mm512_mul_pd(t12, t13);
    t15 = _mm512_add_pd(t11, t14);
    return t15;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4v_smooth_d(__m256d x) {
    vcc_no_contract_body
    __m256d t1;
    __m256d t2;
    __m256d t3;
    __m256d t4;
    __m256d t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    t1 = _mm256_set1_pd(-0.5);
    t2 = _mm256_mul_pd(t1, x);
    t3 = _ZGVdN4v_exp(t2);
    t4 = _mm256_set1_pd(2.0);
    t5 = _mm256_add_pd(x, t4);
    t6 = _ZGVdN4v_log(t5);
    t7 = _mm256_mul_pd(t3, t6);
    t8 = _ZGVdN4v_sin(x);
    t9 = _mm256_set1_pd(0.25);
    t10 = _mm256_mul_pd(t8, t9);
    t11 = _mm256_add_pd(t7, t10);
    t12 = _ZGVdN4v_cos(x);
    t13 = _mm256_set1_pd(3.0);
    t14 = _mm256_mul_pd(t12, t13);
    t15 = _mm256_add_pd(t11, t14);
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
    __m256i t2;
    __m512d t3;
    __m512d t4;
    __m256i t5;
    __m512d t6;
    __m512d t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    t4 = _mm512_set1_pd(1.0);
    t5 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x, t4, _CMP_GT_OQ));
    t2 = (__m256i)~(vcc_m8)t5;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t6 = _ZGVeN8v_exp(x);
        t7 = _ZGVeN8v_cos(x);
        t8 = _mm512_mul_pd(t6, t7);
        t9 = _mm512_set1_pd(2.0);
        t1 = _mm512_add_pd(t8, t9);
    } else {
        t1 = (__m512d)(vcc_v8_double){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t5) != 0)) {
        t10 = _mm512_set1_pd(k);
        t11 = _ZGVeN8vv_pow(x, t10);
        t12 = _ZGVeN8v_log(x);
        t3 = _mm512_add_pd(t11, t12);
    } else {
        t3 = (__m512d)(vcc_v8_double){0};
    }
    t13 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t2), t3, t1);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512d _ZGVeM8vu_bent_d(__m512d x, double k, unsigned int mask) {
    vcc_no_contract_body
    __m512d t1;
    __m256i t2;
    __m512d t3;
    __m256i t4;
    __m512d t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m512d t9;
    __m512d t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    t4 = _mm256_movm_epi32((__mmask8)mask);
    t5 = _mm512_set1_pd(1.0);
    t6 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x, t5, _CMP_GT_OQ));
    t7 = _mm256_and_si256(t4, t6);
    t8 = (__m256i)~(vcc_m8)t6;
    t2 = _mm256_and_si256(t4, t8);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t9 = _ZGVeN8v_exp(x);
        t10 = _ZGVeN8v_cos(x);
        t11 = _mm512_mul_pd(t9, t10);
        t12 = _mm512_set1_pd(2.0);
        t1 = _mm512_add_pd(t11, t12);
    } else {
        t1 = (__m512d)(vcc_v8_double){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t7) != 0)) {
        t13 = _mm512_set1_pd(k);
        t14 = _ZGVeN8vv_pow(x, t13);
        t15 = _ZGVeN8v_log(x);
        t3 = _mm512_add_pd(t14, t15);
    } else {
        t3 = (__m512d)(vcc_v8_double){0};
    }
    t16 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t2), t3, t1);
    t17 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t4), (__m512d)(vcc_v8_double){0}, t16);
    return t17;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdN4vu_bent_d(__m256d x, double k) {
    vcc_no_contract_body
    __m256d t1;
    __m128i t2;
    __m256d t3;
    __m256d t4;
    __m128i t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    t4 = _mm256_set1_pd(1.0);
    t5 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x, t4, _CMP_GT_OQ));
    t2 = (__m128i)~(vcc_m4)t5;
    if ((_mm_movemask_epi8(t2) != 0)) {
        t6 = _ZGVdN4v_exp(x);
        t7 = _ZGVdN4v_cos(x);
        t8 = _mm256_mul_pd(t6, t7);
        t9 = _mm256_set1_pd(2.0);
        t1 = _mm256_add_pd(t8, t9);
    } else {
        t1 = (__m256d)(vcc_v4_double){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((_mm_movemask_epi8(t5) != 0)) {
        t10 = _mm256_set1_pd(k);
        t11 = _ZGVdN4vv_pow(x, t10);
        t12 = _ZGVdN4v_log(x);
        t3 = _mm256_add_pd(t11, t12);
    } else {
        t3 = (__m256d)(vcc_v4_double){0};
    }
    t13 = _mm256_mask_blend_pd(_mm_movepi32_mask(t2), t3, t1);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256d _ZGVdM4vu_bent_d(__m256d x, double k, __m256d mask) {
    vcc_no_contract_body
    __m256d t1;
    __m128i t2;
    __m256d t3;
    __m128i t4;
    __m256d t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    t4 = (__m128i)__builtin_convertvector((vcc_v4_double)mask != (vcc_v4_double){0}, vcc_m4);
    t5 = _mm256_set1_pd(1.0);
    t6 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x, t5, _CMP_GT_OQ));
    t7 = _mm_and_si128(t4, t6);
    t8 = (__m128i)~(vcc_m4)t6;
    t2 = _mm_and_si128(t4, t8);
    if ((_mm_movemask_epi8(t2) != 0)) {
        t9 = _ZGVdN4v_exp(x);
        t10 = _ZGVdN4v_cos(x);
        t11 = _mm256_mul_pd(t9, t10);
        t12 = _mm256_set1_pd(2.0);
        t1 = _mm256_add_pd(t11, t12);
    } else {
        t1 = (__m256d)(vcc_v4_double){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((_mm_movemask_epi8(t7) != 0)) {
        t13 = _mm256_set1_pd(k);
        t14 = _ZGVdN4vv_pow(x, t13);
        t15 = _ZGVdN4v_log(x);
        t3 = _mm256_add_pd(t14, t15);
    } else {
        t3 = (__m256d)(vcc_v4_double){0};
    }
    t16 = _mm256_mask_blend_pd(_mm_movepi32_mask(t2), t3, t1);
    t17 = _mm256_mask_blend_pd(_mm_movepi32_mask(t4), (__m256d)(vcc_v4_double){0}, t16);
    return t17;
}

static float fx[1000], fy[1000];
static double dx[1000], dy[1000];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void apply(int n) {
    vcc_no_contract_body
    long t1;
    __m512 t2;
    __mmask16 t3;
    __m512 t4;
    __m512 t5;
    __mmask16 t6;
    __m512 t7;
    __m512d t8;
    __m256i t9;
    __m512d t10;
    long t11;
    __m512d t12;
    __m256i t13;
    __m512d t14;
    __m512d t15;
    __m256i t16;
    __m512d t17;
    long t18;
    __m512d t19;
    __m256i t20;
    __m512d t21;
    long t22;
    long t23;
    long t24;
    float *t25;
    __m512 t26;
    int t27;
    long t28;
    __m512i t29;
    __mmask16 t30;
    long t31;
    float *t32;
    __m512 t33;
    int i;
    long t34;
    float t35;
    float t36;
    long t37;
    long t38;
    long t39;
    long t40;
    double *t41;
    double *t42;
    __m512d t43;
    __m512d t44;
    int t45;
    long t46;
    long t47;
    long t48;
    double *t49;
    __m512d t50;
    int t51;
    long t52;
    __m256i t53;
    __m256i t54;
    long t55;
    double *t56;
    __m512d t57;
    int i_1;
    long t58;
    double t59;
    double t60;
    __m512 t61;
    __m512 t62;
    __m512 t63;
    __m512 t64;
    __m512 t65;
    __m512 t66;
    __m512 t67;
    __m512 t68;
    __m512 t69;
    __m512 t70;
    __m512 t71;
    __m512 t72;
    __m512 t73;
    __m512 t74;
    __m512 t75;
    __m512 t76;
    __m512 t77;
    __m512 t78;
    __m512 t79;
    __m512 t80;
    __m512 t81;
    __m512 t82;
    __m512 t83;
    __m512 t84;
    __m512 t85;
    __m512 t86;
    __m512 t87;
    __m512 t88;
    __m512 t89;
    __m512 t90;
    __m512 t91;
    __m512d t92;
    __m512d t93;
    __m512d t94;
    __m512d t95;
    __m512d t96;
    __m512d t97;
    __m512d t98;
    __m512d t99;
    __m512d t100;
    __m512d t101;
    __m512d t102;
    __m512d t103;
    __m512d t104;
    __m512d t105;
    __m512d t106;
    __m512d t107;
    __m512d t108;
    __m512d t109;
    __m512d t110;
    __m512d t111;
    __m512d t112;
    __m512d t113;
    __m512d t114;
    __m512d t115;
    __m512d t116;
    __m512d t117;
    __m512d t118;
    __m512d t119;
    __m512d t120;
    __m512d t121;
    __m512d t122;
    __m512d t123;
    __m512d t124;
    __m512d t125;
    __m512d t126;
    __m512d t127;
    __m512d t128;
    __m512d t129;
    __m512d t130;
    __m512d t131;
    __m512d t132;
    __m512d t133;
    __m512d t134;
    __m512d t135;
    __m512d t136;
    __m512d t137;
    __m512 t138;
    __m512 t139;
    __mmask16 t140;
    __m512 t141;
    __m512 t142;
    __m512 t143;
    __m512 t144;
    __m512 t145;
    __m512 t146;
    __m512 t147;
    __m512 t148;
    __m512 t149;
    __m512 t150;
    __mmask16 t151;
    __mmask16 t152;
    __mmask16 t153;
    __m512 t154;
    __m512 t155;
    __m512 t156;
    __m512 t157;
    __m512 t158;
    __m512 t159;
    __m512 t160;
    __m512 t161;
    __m512 t162;
    __m512d t163;
    __m512d t164;
    __m256i t165;
    __m512d t166;
    __m512d t167;
    __m512d t168;
    __m512d t169;
    __m512d t170;
    __m512d t171;
    __m512d t172;
    __m512d t173;
    __m512d t174;
    __m512d t175;
    __m256i t176;
    __m512d t177;
    __m512d t178;
    __m512d t179;
    __m512d t180;
    __m512d t181;
    __m512d t182;
    __m512d t183;
    __m512d t184;
    __m512d t185;
    __m512d t186;
    __m256i t187;
    __m256i t188;
    __m256i t189;
    __m512d t190;
    __m512d t191;
    __m512d t192;
    __m512d t193;
    __m512d t194;
    __m512d t195;
    __m512d t196;
    __m512d t197;
    __m512d t198;
    __m512d t199;
    __m512d t200;
    __m512d t201;
    __m512d t202;
    __m512d t203;
    __m512d t204;
    __m512d t205;
    __m512d t206;
    __m512d t207;
    __m512d t208;
    __m512d t209;
    __m512d t210;
    __m512d t211;
    __m512d t212;
    __m512d t213;
    __m512d t214;
    __m512d t215;
    __m256i t216;
    __m512d t217;
    __m512d t218;
    __m512d t219;
    __m512d t220;
    __m512d t221;
    __m512d t222;
    __m512d t223;
    __m512d t224;
    t22 = (long)n;
    if (t22 >= 16L) {
        t23 = t22 & -16L;
        t1 = 0L;
        for (;;) {
            t24 = (long)(int)(0L + t1);
            t25 = &fy[t24];
            t26 = _mm512_loadu_ps(&fx[t24]);
            t61 = _mm512_set1_ps(-0.5f);
            t62 = _mm512_mul_ps(t61, t26);
            t63 = _ZGVeN16v_expf(t62);
            t64 = _mm512_set1_ps(2.0f);
            t65 = _mm512_add_ps(t26, t64);
            t66 = _ZGVeN16v_logf(t65);
            t67 = _mm512_mul_ps(t63, t66);
            t68 = _ZGVeN16v_sinf(t26);
            t69 = _mm512_set1_ps(0.25f);
            t70 = _mm512_mul_ps(t68, t69);
            t71 = _mm512_add_ps(t67, t70);
            t72 = _ZGVeN16v_cosf(t26);
            t73 = _mm512_set1_ps(3.0f);
            t74 = _mm512_mul_ps(t72, t73);
            t75 = _mm512_add_ps(t71, t74);
            t139 = _mm512_set1_ps(1.0f);
            t140 = _mm512_cmp_ps_mask(t26, t139, _CMP_GT_OQ);
            t3 = _knot_mask16(t140);
            if ((t3 != 0)) {
                t141 = _ZGVeN16v_expf(t26);
                t142 = _ZGVeN16v_cosf(t26);
                t143 = _mm512_mul_ps(t141, t142);
                t144 = _mm512_set1_ps(2.0f);
                t2 = _mm512_add_ps(t143, t144);
            } else {
                t2 = (__m512)(vcc_v16_float){0};
                t3 = ((__mmask16)0x0);
            }
            if ((t140 != 0)) {
                t145 = _mm512_set1_ps(1.5f);
                t146 = _ZGVeN16vv_powf(t26, t145);
                t147 = _ZGVeN16v_logf(t26);
                t4 = _mm512_add_ps(t146, t147);
            } else {
                t4 = (__m512)(vcc_v16_float){0};
            }
            t148 = _mm512_mask_blend_ps(t3, t4, t2);
            t138 = _mm512_add_ps(t75, t148);
            _mm512_storeu_ps(t25, t138);
            t1 += 16L;
            if (t1 >= t23) {
                t27 = (int)(0L + t23);
                break;
            }
        }
    } else {
        t27 = 0;
    }
    t28 = (long)n + (long)t27 * -1L;
    if ((t28 >= 1L) & (t28 <= 16L)) {
        t29 = _mm512_set1_epi32((int)(int)t28);
        t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t29, _MM_CMPINT_LT);
        t31 = (long)(int)((long)t27 + 0L);
        t32 = &fy[t31];
        t33 = _mm512_maskz_loadu_ps(t30, &fx[t31]);
        t76 = _mm512_set1_ps(-0.5f);
        t77 = _mm512_mul_ps(t76, t33);
        t78 = _ZGVeN16v_expf(t77);
        t79 = _mm512_set1_ps(2.0f);
        t80 = _mm512_add_ps(t33, t79);
        t81 = _ZGVeN16v_logf(t80);
        t82 = _mm512_mul_ps(t78, t81);
        t83 = _ZGVeN16v_sinf(t33);
        t84 = _mm512_set1_ps(0.25f);
        t85 = _mm512_mul_ps(t83, t84);
        t86 = _mm512_add_ps(t82, t85);
        t87 = _ZGVeN16v_cosf(t33);
        t88 = _mm512_set1_ps(3.0f);
        t89 = _mm512_mul_ps(t87, t88);
        t90 = _mm512_add_ps(t86, t89);
        t91 = _mm512_mask_blend_ps(t30, (__m512)(vcc_v16_float){0}, t90);
        t150 = _mm512_set1_ps(1.0f);
        t151 = _mm512_cmp_ps_mask(t33, t150, _CMP_GT_OQ);
        t152 = _kand_mask16(t30, t151);
        t153 = _knot_mask16(t151);
        t6 = _kand_mask16(t30, t153);
        if ((t6 != 0)) {
            t154 = _ZGVeN16v_expf(t33);
            t155 = _ZGVeN16v_cosf(t33);
            t156 = _mm512_mul_ps(t154, t155);
            t157 = _mm512_set1_ps(2.0f);
            t5 = _mm512_add_ps(t156, t157);
        } else {
            t5 = (__m512)(vcc_v16_float){0};
            t6 = ((__mmask16)0x0);
        }
        if ((t152 != 0)) {
            t158 = _mm512_set1_ps(1.5f);
            t159 = _ZGVeN16vv_powf(t33, t158);
            t160 = _ZGVeN16v_logf(t33);
            t7 = _mm512_add_ps(t159, t160);
        } else {
            t7 = (__m512)(vcc_v16_float){0};
        }
        t161 = _mm512_mask_blend_ps(t6, t7, t5);
        t162 = _mm512_mask_blend_ps(t30, (__m512)(vcc_v16_float){0}, t161);
        t149 = _mm512_add_ps(t91, t162);
        _mm512_mask_storeu_ps(t32, t30, t149);
        i = (int)((long)t27 + t28);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        t34 = (long)i;
        t35 = fx[t34];
        t36 = (_mm256_zeroupper(), smooth(t35));
        fy[t34] = t36 + (_mm256_zeroupper(), bent(t35, 1.5f));
    }
    t37 = (long)n;
    if (t37 >= 16L) {
        t38 = t37 & -16L;
        t18 = 0L;
        for (;;) {
            t39 = (long)(int)(0L + t18);
            t40 = (long)(int)(0L + (t18 + 8L));
            t41 = &dy[t39];
            t42 = &dy[t40];
            t43 = _mm512_loadu_pd(&dx[t39]);
            t44 = _mm512_loadu_pd(&dx[t40]);
            t92 = _mm512_set1_pd(-0.5);
            t93 = _mm512_mul_pd(t92, t43);
            t94 = _ZGVeN8v_exp(t93);
            t95 = _mm512_set1_pd(2.0);
            t96 = _mm512_add_pd(t43, t95);
            t97 = _ZGVeN8v_log(t96);
            t98 = _mm512_mul_pd(t94, t97);
            t99 = _ZGVeN8v_sin(t43);
            t100 = _mm512_set1_pd(0.25);
            t101 = _mm512_mul_pd(t99, t100);
            t102 = _mm512_add_pd(t98, t101);
            t103 = _ZGVeN8v_cos(t43);
            t104 = _mm512_set1_pd(3.0);
            t105 = _mm512_mul_pd(t103, t104);
            t106 = _mm512_add_pd(t102, t105);
            t164 = _mm512_set1_pd(1.0);
            t165 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t43, t164, _CMP_GT_OQ));
            t9 = (__m256i)~(vcc_m8)t165;
            if ((_mm256_movemask_epi8(t9) != 0)) {
                t166 = _ZGVeN8v_exp(t43);
                t167 = _ZGVeN8v_cos(t43);
                t168 = _mm512_mul_pd(t166, t167);
                t169 = _mm512_set1_pd(2.0);
                t8 = _mm512_add_pd(t168, t169);
            } else {
                t8 = (__m512d)(vcc_v8_double){0};
                t9 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t165) != 0)) {
                t170 = _mm512_set1_pd(2.5);
                t171 = _ZGVeN8vv_pow(t43, t170);
                t172 = _ZGVeN8v_log(t43);
                t10 = _mm512_add_pd(t171, t172);
            } else {
                t10 = (__m512d)(vcc_v8_double){0};
            }
            t173 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t9), t10, t8);
            t163 = _mm512_add_pd(t106, t173);
            _mm512_storeu_pd(t41, t163);
            t199 = _mm512_set1_pd(-0.5);
            t200 = _mm512_mul_pd(t199, t44);
            t201 = _ZGVeN8v_exp(t200);
            t202 = _mm512_set1_pd(2.0);
            t203 = _mm512_add_pd(t44, t202);
            t204 = _ZGVeN8v_log(t203);
            t205 = _mm512_mul_pd(t201, t204);
            t206 = _ZGVeN8v_sin(t44);
            t207 = _mm512_set1_pd(0.25);
            t208 = _mm512_mul_pd(t206, t207);
            t209 = _mm512_add_pd(t205, t208);
            t210 = _ZGVeN8v_cos(t44);
            t211 = _mm512_set1_pd(3.0);
            t212 = _mm512_mul_pd(t210, t211);
            t213 = _mm512_add_pd(t209, t212);
            t215 = _mm512_set1_pd(1.0);
            t216 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t44, t215, _CMP_GT_OQ));
            t20 = (__m256i)~(vcc_m8)t216;
            if ((_mm256_movemask_epi8(t20) != 0)) {
                t217 = _ZGVeN8v_exp(t44);
                t218 = _ZGVeN8v_cos(t44);
                t219 = _mm512_mul_pd(t217, t218);
                t220 = _mm512_set1_pd(2.0);
                t19 = _mm512_add_pd(t219, t220);
            } else {
                t19 = (__m512d)(vcc_v8_double){0};
                t20 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t216) != 0)) {
                t221 = _mm512_set1_pd(2.5);
                t222 = _ZGVeN8vv_pow(t44, t221);
                t223 = _ZGVeN8v_log(t44);
                t21 = _mm512_add_pd(t222, t223);
            } else {
                t21 = (__m512d)(vcc_v8_double){0};
            }
            t224 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t20), t21, t19);
            t214 = _mm512_add_pd(t213, t224);
            _mm512_storeu_pd(t42, t214);
            t18 += 16L;
            if (t18 >= t38) {
                t45 = (int)(0L + t38);
                break;
            }
        }
    } else {
        t45 = 0;
    }
    t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        t47 = t46 & -8L;
        t11 = 0L;
        for (;;) {
            t48 = (long)(int)((long)t45 + t11);
            t49 = &dy[t48];
            t50 = _mm512_loadu_pd(&dx[t48]);
            t107 = _mm512_set1_pd(-0.5);
            t108 = _mm512_mul_pd(t107, t50);
            t109 = _ZGVeN8v_exp(t108);
            t110 = _mm512_set1_pd(2.0);
            t111 = _mm512_add_pd(t50, t110);
            t112 = _ZGVeN8v_log(t111);
            t113 = _mm512_mul_pd(t109, t112);
            t114 = _ZGVeN8v_sin(t50);
            t115 = _mm512_set1_pd(0.25);
            t116 = _mm512_mul_pd(t114, t115);
            t117 = _mm512_add_pd(t113, t116);
            t118 = _ZGVeN8v_cos(t50);
            t119 = _mm512_set1_pd(3.0);
            t120 = _mm512_mul_pd(t118, t119);
            t121 = _mm512_add_pd(t117, t120);
            t175 = _mm512_set1_pd(1.0);
            t176 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t50, t175, _CMP_GT_OQ));
            t13 = (__m256i)~(vcc_m8)t176;
            if ((_mm256_movemask_epi8(t13) != 0)) {
                t177 = _ZGVeN8v_exp(t50);
                t178 = _ZGVeN8v_cos(t50);
                t179 = _mm512_mul_pd(t177, t178);
                t180 = _mm512_set1_pd(2.0);
                t12 = _mm512_add_pd(t179, t180);
            } else {
                t12 = (__m512d)(vcc_v8_double){0};
                t13 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t176) != 0)) {
                t181 = _mm512_set1_pd(2.5);
                t182 = _ZGVeN8vv_pow(t50, t181);
                t183 = _ZGVeN8v_log(t50);
                t14 = _mm512_add_pd(t182, t183);
            } else {
                t14 = (__m512d)(vcc_v8_double){0};
            }
            t184 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t13), t14, t12);
            t174 = _mm512_add_pd(t121, t184);
            _mm512_storeu_pd(t49, t174);
            t11 += 8L;
            if (t11 >= t47) {
                t51 = (int)((long)t45 + t47);
                break;
            }
        }
    } else {
        t51 = t45;
    }
    t52 = (long)n + (long)t51 * -1L;
    if ((t52 >= 1L) & (t52 <= 8L)) {
        t53 = _mm256_set1_epi32((int)(int)t52);
        t54 = _mm256_cmpgt_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t55 = (long)(int)((long)t51 + 0L);
        t56 = &dy[t55];
        t57 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t54), &dx[t55]);
        t122 = _mm512_set1_pd(-0.5);
        t123 = _mm512_mul_pd(t122, t57);
        t124 = _ZGVeN8v_exp(t123);
        t125 = _mm512_set1_pd(2.0);
        t126 = _mm512_add_pd(t57, t125);
        t127 = _ZGVeN8v_log(t126);
        t128 = _mm512_mul_pd(t124, t127);
        t129 = _ZGVeN8v_sin(t57);
        t130 = _mm512_set1_pd(0.25);
        t131 = _mm512_mul_pd(t129, t130);
        t132 = _mm512_add_pd(t128, t131);
        t133 = _ZGVeN8v_cos(t57);
        t134 = _mm512_set1_pd(3.0);
        t135 = _mm512_mul_pd(t133, t134);
        t136 = _mm512_add_pd(t132, t135);
        t137 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t54), (__m512d)(vcc_v8_double){0}, t136);
        t186 = _mm512_set1_pd(1.0);
        t187 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t57, t186, _CMP_GT_OQ));
        t188 = _mm256_and_si256(t54, t187);
        t189 = (__m256i)~(vcc_m8)t187;
        t16 = _mm256_and_si256(t54, t189);
        if ((_mm256_movemask_epi8(t16) != 0)) {
            t190 = _ZGVeN8v_exp(t57);
            t191 = _ZGVeN8v_cos(t57);
            t192 = _mm512_mul_pd(t190, t191);
            t193 = _mm512_set1_pd(2.0);
            t15 = _mm512_add_pd(t192, t193);
        } else {
            t15 = (__m512d)(vcc_v8_double){0};
            t16 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t188) != 0)) {
            t194 = _mm512_set1_pd(2.5);
            t195 = _ZGVeN8vv_pow(t57, t194);
            t196 = _ZGVeN8v_log(t57);
            t17 = _mm512_add_pd(t195, t196);
        } else {
            t17 = (__m512d)(vcc_v8_double){0};
        }
        t197 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t16), t17, t15);
        t198 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t54), (__m512d)(vcc_v8_double){0}, t197);
        t185 = _mm512_add_pd(t137, t198);
        _mm512_mask_storeu_pd(t56, _mm256_movepi32_mask(t54), t185);
        i_1 = (int)((long)t51 + t52);
    } else {
        i_1 = t51;
    }
    for (; i_1 < n; i_1++) {
        t58 = (long)i_1;
        t59 = dx[t58];
        t60 = (_mm256_zeroupper(), smooth_d(t59));
        dy[t58] = t60 + (_mm256_zeroupper(), bent_d(t59, 2.5));
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
