/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_sq(__m512 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16v_sq(__m512 x, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_sq(__m256 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8v_sq(__m256 x, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shape(__m512 x, float lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_shape(__m512 x, float lim, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shape(__m256 x, float lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_shape(__m256 x, float lim, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_counted(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_counted(__m256i x);
/* Calls: an annotated function calls another through its variants (the masked one under a
   varying condition, the unmasked one where every lane is active), a function without variants
   lane by lane for the active lanes only (its side effect shows which lanes ran), and a libm
   function. */
#include <math.h>
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 5 */

static int calls_made;

static int note(int x) {
    calls_made += x;
    return x + 1;
}

/* #pragma omp declare simd */
float sq(float x) {
    return x * x;
}

/* vcc: function at calls.c:18 vector variant _ZGVeN16v_sq of `sq`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_sq(__m512 x) {
    vcc_no_contract_body
    __m512 t1 = _mm512_mul_ps(x, x);
    return t1;
}

/* vcc: function at calls.c:18 vector variant _ZGVeM16v_sq of `sq`: VL 16, masked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16v_sq(__m512 x, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512 t2 = _mm512_mul_ps(x, x);
    __m512 t3 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t2);
    return t3;
}

/* vcc: function at calls.c:18 vector variant _ZGVdN8v_sq of `sq`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_sq(__m256 x) {
    vcc_no_contract_body
    __m256 t1 = _mm256_mul_ps(x, x);
    return t1;
}

/* vcc: function at calls.c:18 vector variant _ZGVdM8v_sq of `sq`: VL 8, masked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8v_sq(__m256 x, __m256 mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_mul_ps(x, x);
    __m256 t3 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t2);
    return t3;
}

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = sq(x) + 1.0f;
    if (x > lim)
        r = sq(x - lim) + sqrtf(x);
    return r;
}

/* vcc: function at calls.c:23 vector variant _ZGVeN16vu_shape of `shape`: VL 16, unmasked, x vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shape(__m512 x, float lim) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3 = _ZGVeN16v_sq(x);
    __m512 t4 = _mm512_set1_ps(1.0f);
    __m512 t5 = _mm512_add_ps(t3, t4);
    __m512 t6 = _mm512_set1_ps(lim);
    __mmask16 t2 = _mm512_cmp_ps_mask(x, t6, _CMP_GT_OQ);
    if ((t2 != 0)) {
        __m512 t7 = _mm512_set1_ps(lim);
        __m512 t8 = _mm512_sub_ps(x, t7);
        __m512 t9 = _ZGVeM16v_sq(t8, t2);
        __m512 t10 = _mm512_sqrt_ps(x);
        t1 = _mm512_add_ps(t9, t10);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    __m512 t11 = _mm512_mask_blend_ps(t2, t5, t1);
    return t11;
}

/* vcc: function at calls.c:23 vector variant _ZGVeM16vu_shape of `shape`: VL 16, masked, x vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_shape(__m512 x, float lim, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __mmask16 t3 = (__mmask16)mask;
    __m512 t4 = _ZGVeM16v_sq(x, t3);
    __m512 t5 = _mm512_set1_ps(1.0f);
    __m512 t6 = _mm512_add_ps(t4, t5);
    __m512 t7 = _mm512_set1_ps(lim);
    __mmask16 t8 = _mm512_cmp_ps_mask(x, t7, _CMP_GT_OQ);
    __mmask16 t2 = _kand_mask16(t3, t8);
    if ((t2 != 0)) {
        __m512 t9 = _mm512_set1_ps(lim);
        __m512 t10 = _mm512_sub_ps(x, t9);
        __m512 t11 = _ZGVeM16v_sq(t10, t2);
        __m512 t12 = _mm512_sqrt_ps(x);
        t1 = _mm512_add_ps(t11, t12);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    __m512 t13 = _mm512_mask_blend_ps(t2, t6, t1);
    __m512 t14 = _mm512_mask_blend_ps(t3, (__m512)(vcc_v16_float){0}, t13);
    return t14;
}

/* vcc: function at calls.c:23 vector variant _ZGVdN8vu_shape of `shape`: VL 8, unmasked, x vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shape(__m256 x, float lim) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t3 = _ZGVdN8v_sq(x);
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256 t5 = _mm256_add_ps(t3, t4);
    __m256 t6 = _mm256_set1_ps(lim);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t7 = _mm256_set1_ps(lim);
        __m256 t8 = _mm256_sub_ps(x, t7);
        __m256 t9 = _mm256_set1_ps(1.0f);
        __m256 t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t9);
        __m256 t11 = _ZGVdM8v_sq(t8, t10);
        __m256 t12 = _mm256_sqrt_ps(x);
        t1 = _mm256_add_ps(t11, t12);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t5, t1);
    return t13;
}

/* vcc: function at calls.c:23 vector variant _ZGVdM8vu_shape of `shape`: VL 8, masked, x vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_shape(__m256 x, float lim, __m256 mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256 t5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), (__m256)(vcc_v8_float){0}, t4);
    __m256 t6 = _ZGVdM8v_sq(x, t5);
    __m256 t7 = _mm256_set1_ps(1.0f);
    __m256 t8 = _mm256_add_ps(t6, t7);
    __m256 t9 = _mm256_set1_ps(lim);
    __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(x, t9, _CMP_GT_OQ));
    __m256i t2 = _mm256_and_si256(t3, t10);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t11 = _mm256_set1_ps(lim);
        __m256 t12 = _mm256_sub_ps(x, t11);
        __m256 t13 = _mm256_set1_ps(1.0f);
        __m256 t14 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t13);
        __m256 t15 = _ZGVdM8v_sq(t12, t14);
        __m256 t16 = _mm256_sqrt_ps(x);
        t1 = _mm256_add_ps(t15, t16);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t17 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t8, t1);
    __m256 t18 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), (__m256)(vcc_v8_float){0}, t17);
    return t18;
}

/* #pragma omp declare simd notinbranch */
int counted(int x) {
    int r = x;
    if (x % 3 == 0)
        r = note(x);
    return r;
}

/* vcc: function at calls.c:31 vector variant _ZGVeN16v_counted of `counted`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_counted(__m512i x) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __mmask16 t2;
    vcc_v16_int t3;
    vcc_v16_int t4;
    vcc_v16_int t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    vcc_v16_int t8;
    vcc_v16_int t9;
    vcc_v16_int t10;
    vcc_v16_int t11;
    vcc_v16_int t12;
    vcc_v16_int t13;
    vcc_v16_int t14;
    vcc_v16_int t15;
    vcc_v16_int t16;
    vcc_v16_int t17;
    vcc_v16_int t18;
    __m512i t19 = _mm512_set1_epi32(3);
    __m512i t20 = (__m512i)((vcc_v16_int)x % (vcc_v16_int)t19);
    __m512i t21 = _mm512_set1_epi32(0);
    __mmask16 t22 = _mm512_cmp_epi32_mask(t20, t21, _MM_CMPINT_EQ);
    if ((t22 != 0)) {
        if (t22 == 0xffff) {
            t2 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            __m512i t24 = (__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, (_mm256_zeroupper(), note(((vcc_v16_int)x)[0])));
            __m512i t25 = (__m512i)vcc_insert((vcc_v16_int)t24, 1, (_mm256_zeroupper(), note(((vcc_v16_int)x)[1])));
            __m512i t26 = (__m512i)vcc_insert((vcc_v16_int)t25, 2, (_mm256_zeroupper(), note(((vcc_v16_int)x)[2])));
            __m512i t27 = (__m512i)vcc_insert((vcc_v16_int)t26, 3, (_mm256_zeroupper(), note(((vcc_v16_int)x)[3])));
            __m512i t28 = (__m512i)vcc_insert((vcc_v16_int)t27, 4, (_mm256_zeroupper(), note(((vcc_v16_int)x)[4])));
            __m512i t29 = (__m512i)vcc_insert((vcc_v16_int)t28, 5, (_mm256_zeroupper(), note(((vcc_v16_int)x)[5])));
            __m512i t30 = (__m512i)vcc_insert((vcc_v16_int)t29, 6, (_mm256_zeroupper(), note(((vcc_v16_int)x)[6])));
            __m512i t31 = (__m512i)vcc_insert((vcc_v16_int)t30, 7, (_mm256_zeroupper(), note(((vcc_v16_int)x)[7])));
            __m512i t32 = (__m512i)vcc_insert((vcc_v16_int)t31, 8, (_mm256_zeroupper(), note(((vcc_v16_int)x)[8])));
            __m512i t33 = (__m512i)vcc_insert((vcc_v16_int)t32, 9, (_mm256_zeroupper(), note(((vcc_v16_int)x)[9])));
            __m512i t34 = (__m512i)vcc_insert((vcc_v16_int)t33, 10, (_mm256_zeroupper(), note(((vcc_v16_int)x)[10])));
            __m512i t35 = (__m512i)vcc_insert((vcc_v16_int)t34, 11, (_mm256_zeroupper(), note(((vcc_v16_int)x)[11])));
            __m512i t36 = (__m512i)vcc_insert((vcc_v16_int)t35, 12, (_mm256_zeroupper(), note(((vcc_v16_int)x)[12])));
            __m512i t37 = (__m512i)vcc_insert((vcc_v16_int)t36, 13, (_mm256_zeroupper(), note(((vcc_v16_int)x)[13])));
            __m512i t38 = (__m512i)vcc_insert((vcc_v16_int)t37, 14, (_mm256_zeroupper(), note(((vcc_v16_int)x)[14])));
            t1 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)t38, 15, (_mm256_zeroupper(), note(((vcc_v16_int)x)[15])));
        } else {
            __m512i t23 = _mm512_maskz_mov_epi32(t22, _mm512_set1_epi32(1));
            if (((vcc_v16_int)t23)[0]) {
                t3 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, (_mm256_zeroupper(), note(((vcc_v16_int)x)[0])));
            } else {
                t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            }
            if (((vcc_v16_int)t23)[1]) {
                t4 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t3, 1, (_mm256_zeroupper(), note(((vcc_v16_int)x)[1])));
            } else {
                t4 = (vcc_v16_int)(__m512i)t3;
            }
            if (((vcc_v16_int)t23)[2]) {
                t5 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t4, 2, (_mm256_zeroupper(), note(((vcc_v16_int)x)[2])));
            } else {
                t5 = (vcc_v16_int)(__m512i)t4;
            }
            if (((vcc_v16_int)t23)[3]) {
                t6 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t5, 3, (_mm256_zeroupper(), note(((vcc_v16_int)x)[3])));
            } else {
                t6 = (vcc_v16_int)(__m512i)t5;
            }
            if (((vcc_v16_int)t23)[4]) {
                t7 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t6, 4, (_mm256_zeroupper(), note(((vcc_v16_int)x)[4])));
            } else {
                t7 = (vcc_v16_int)(__m512i)t6;
            }
            if (((vcc_v16_int)t23)[5]) {
                t8 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t7, 5, (_mm256_zeroupper(), note(((vcc_v16_int)x)[5])));
            } else {
                t8 = (vcc_v16_int)(__m512i)t7;
            }
            if (((vcc_v16_int)t23)[6]) {
                t9 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t8, 6, (_mm256_zeroupper(), note(((vcc_v16_int)x)[6])));
            } else {
                t9 = (vcc_v16_int)(__m512i)t8;
            }
            if (((vcc_v16_int)t23)[7]) {
                t10 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t9, 7, (_mm256_zeroupper(), note(((vcc_v16_int)x)[7])));
            } else {
                t10 = (vcc_v16_int)(__m512i)t9;
            }
            if (((vcc_v16_int)t23)[8]) {
                t11 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t10, 8, (_mm256_zeroupper(), note(((vcc_v16_int)x)[8])));
            } else {
                t11 = (vcc_v16_int)(__m512i)t10;
            }
            if (((vcc_v16_int)t23)[9]) {
                t12 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t11, 9, (_mm256_zeroupper(), note(((vcc_v16_int)x)[9])));
            } else {
                t12 = (vcc_v16_int)(__m512i)t11;
            }
            if (((vcc_v16_int)t23)[10]) {
                t13 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t12, 10, (_mm256_zeroupper(), note(((vcc_v16_int)x)[10])));
            } else {
                t13 = (vcc_v16_int)(__m512i)t12;
            }
            if (((vcc_v16_int)t23)[11]) {
                t14 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t13, 11, (_mm256_zeroupper(), note(((vcc_v16_int)x)[11])));
            } else {
                t14 = (vcc_v16_int)(__m512i)t13;
            }
            if (((vcc_v16_int)t23)[12]) {
                t15 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t14, 12, (_mm256_zeroupper(), note(((vcc_v16_int)x)[12])));
            } else {
                t15 = (vcc_v16_int)(__m512i)t14;
            }
            if (((vcc_v16_int)t23)[13]) {
                t16 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t15, 13, (_mm256_zeroupper(), note(((vcc_v16_int)x)[13])));
            } else {
                t16 = (vcc_v16_int)(__m512i)t15;
            }
            if (((vcc_v16_int)t23)[14]) {
                t17 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t16, 14, (_mm256_zeroupper(), note(((vcc_v16_int)x)[14])));
            } else {
                t17 = (vcc_v16_int)(__m512i)t16;
            }
            if (((vcc_v16_int)t23)[15]) {
                t18 = (vcc_v16_int)(__m512i)vcc_insert((vcc_v16_int)(__m512i)t17, 15, (_mm256_zeroupper(), note(((vcc_v16_int)x)[15])));
            } else {
                t18 = (vcc_v16_int)(__m512i)t17;
            }
            t1 = (vcc_v16_int)(__m512i)t18;
            t2 = t22;
        }
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        t2 = ((__mmask16)0x0);
    }
    __m512i t39 = _mm512_mask_blend_epi32(t2, x, (__m512i)t1);
    return t39;
}

/* vcc: function at calls.c:31 vector variant _ZGVdN8v_counted of `counted`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_counted(__m256i x) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    __m256i t11 = _mm256_set1_epi32(3);
    __m256i t12 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t11);
    __m256i t13 = _mm256_set1_epi32(0);
    __m256i t14 = _mm256_cmpeq_epi32(t12, t13);
    if ((_mm256_movemask_epi8(t14) != 0)) {
        if (_mm256_movemask_epi8(t14) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t16 = (__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), note(((vcc_v8_int)x)[0])));
            __m256i t17 = (__m256i)vcc_insert((vcc_v8_int)t16, 1, (_mm256_zeroupper(), note(((vcc_v8_int)x)[1])));
            __m256i t18 = (__m256i)vcc_insert((vcc_v8_int)t17, 2, (_mm256_zeroupper(), note(((vcc_v8_int)x)[2])));
            __m256i t19 = (__m256i)vcc_insert((vcc_v8_int)t18, 3, (_mm256_zeroupper(), note(((vcc_v8_int)x)[3])));
            __m256i t20 = (__m256i)vcc_insert((vcc_v8_int)t19, 4, (_mm256_zeroupper(), note(((vcc_v8_int)x)[4])));
            __m256i t21 = (__m256i)vcc_insert((vcc_v8_int)t20, 5, (_mm256_zeroupper(), note(((vcc_v8_int)x)[5])));
            __m256i t22 = (__m256i)vcc_insert((vcc_v8_int)t21, 6, (_mm256_zeroupper(), note(((vcc_v8_int)x)[6])));
            t1 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)t22, 7, (_mm256_zeroupper(), note(((vcc_v8_int)x)[7])));
        } else {
            __m256i t15 = (__m256i)__builtin_convertvector((vcc_m8)t14 & 1, vcc_v8_int);
            if (((vcc_v8_int)t15)[0]) {
                t3 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), note(((vcc_v8_int)x)[0])));
            } else {
                t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            }
            if (((vcc_v8_int)t15)[1]) {
                t4 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t3, 1, (_mm256_zeroupper(), note(((vcc_v8_int)x)[1])));
            } else {
                t4 = (vcc_v8_int)(__m256i)t3;
            }
            if (((vcc_v8_int)t15)[2]) {
                t5 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t4, 2, (_mm256_zeroupper(), note(((vcc_v8_int)x)[2])));
            } else {
                t5 = (vcc_v8_int)(__m256i)t4;
            }
            if (((vcc_v8_int)t15)[3]) {
                t6 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t5, 3, (_mm256_zeroupper(), note(((vcc_v8_int)x)[3])));
            } else {
                t6 = (vcc_v8_int)(__m256i)t5;
            }
            if (((vcc_v8_int)t15)[4]) {
                t7 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t6, 4, (_mm256_zeroupper(), note(((vcc_v8_int)x)[4])));
            } else {
                t7 = (vcc_v8_int)(__m256i)t6;
            }
            if (((vcc_v8_int)t15)[5]) {
                t8 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t7, 5, (_mm256_zeroupper(), note(((vcc_v8_int)x)[5])));
            } else {
                t8 = (vcc_v8_int)(__m256i)t7;
            }
            if (((vcc_v8_int)t15)[6]) {
                t9 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t8, 6, (_mm256_zeroupper(), note(((vcc_v8_int)x)[6])));
            } else {
                t9 = (vcc_v8_int)(__m256i)t8;
            }
            if (((vcc_v8_int)t15)[7]) {
                t10 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t9, 7, (_mm256_zeroupper(), note(((vcc_v8_int)x)[7])));
            } else {
                t10 = (vcc_v8_int)(__m256i)t9;
            }
            t1 = (vcc_v8_int)(__m256i)t10;
            t2 = t14;
        }
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t23 = _mm256_ternarylogic_epi32(t2, (__m256i)t1, x, 0xCA);
    return t23;
}

v8f _ZGVdN8v_sq(v8f);
v8f _ZGVdN8vu_shape(v8f, float);
v8f _ZGVdM8vu_shape(v8f, float, v8f);
v8i _ZGVdN8v_counted(v8i);

int main(void) {
    float x[8] = {0.5f, 3, 9, 1.5f, 4, 16, 2.25f, 7};
    float m[8] = {1, 1, 0, 1, 0, 1, 1, 0};
    float a[8], b[8];
    for (int k = 0; k < 8; k++)
        printf("%g ", shape(x[k], 2.5f));
    printf("\n");
    FROM_VEC(a, _ZGVdN8vu_shape(TO_VEC(v8f, x), 2.5f));
    FROM_VEC(b, _ZGVdM8vu_shape(TO_VEC(v8f, x), 2.5f, TO_VEC(v8f, m)));
    for (int k = 0; k < 8; k++) {
        printf("%g", a[k]);
        if (m[k] != 0)
            printf("/%g", b[k]);
        printf(" ");
    }
    printf("\n");
    int v[8] = {3, 4, 6, 7, 9, 10, 12, 13}, r[8];
    for (int k = 0; k < 8; k++)
        printf("%d ", counted(v[k]));
    printf("(calls %d)\n", calls_made);
    calls_made = 0;
    FROM_VEC(r, _ZGVdN8v_counted(TO_VEC(v8i, v)));
    for (int k = 0; k < 8; k++)
        printf("%d ", r[k]);
    printf("(calls %d)\n", calls_made);
    return 0;
}
