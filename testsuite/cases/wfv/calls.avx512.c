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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_sq(__m512 x) {
    vcc_no_contract_body
    __m512 t1;
    t1 = _mm512_mul_ps(x, x);
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16v_sq(__m512 x, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    t1 = (__mmask16)mask;
    t2 = _mm512_mul_ps(x, x);
    t3 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t2);
    return t3;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_sq(__m256 x) {
    vcc_no_contract_body
    __m256 t1;
    t1 = _mm256_mul_ps(x, x);
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8v_sq(__m256 x, __m256 mask) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m256 t3;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = _mm256_mul_ps(x, x);
    t3 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t2);
    return t3;
}

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = sq(x) + 1.0f;
    if (x > lim)
        r = sq(x - lim) + sqrtf(x);
    return r;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shape(__m512 x, float lim) {
    vcc_no_contract_body
    __m512 t1;
    __mmask16 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    t3 = _ZGVeN16v_sq(x);
    t4 = _mm512_set1_ps(1.0f);
    t5 = _mm512_add_ps(t3, t4);
    t6 = _mm512_set1_ps(lim);
    t2 = _mm512_cmp_ps_mask(x, t6, _CMP_GT_OQ);
    if ((t2 != 0)) {
        t7 = _mm512_set1_ps(lim);
        t8 = _mm512_sub_ps(x, t7);
        t9 = _ZGVeM16v_sq(t8, t2);
        t10 = _mm512_sqrt_ps(x);
        t1 = _mm512_add_ps(t9, t10);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    t11 = _mm512_mask_blend_ps(t2, t5, t1);
    return t11;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_shape(__m512 x, float lim, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __mmask16 t2;
    __mmask16 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __mmask16 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    t3 = (__mmask16)mask;
    t4 = _ZGVeM16v_sq(x, t3);
    t5 = _mm512_set1_ps(1.0f);
    t6 = _mm512_add_ps(t4, t5);
    t7 = _mm512_set1_ps(lim);
    t8 = _mm512_cmp_ps_mask(x, t7, _CMP_GT_OQ);
    t2 = _kand_mask16(t3, t8);
    if ((t2 != 0)) {
        t9 = _mm512_set1_ps(lim);
        t10 = _mm512_sub_ps(x, t9);
        t11 = _ZGVeM16v_sq(t10, t2);
        t12 = _mm512_sqrt_ps(x);
        t1 = _mm512_add_ps(t11, t12);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    t13 = _mm512_mask_blend_ps(t2, t6, t1);
    t14 = _mm512_mask_blend_ps(t3, (__m512)(vcc_v16_float){0}, t13);
    return t14;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shape(__m256 x, float lim) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t2;
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
    t3 = _ZGVdN8v_sq(x);
    t4 = _mm256_set1_ps(1.0f);
    t5 = _mm256_add_ps(t3, t4);
    t6 = _mm256_set1_ps(lim);
    t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t7 = _mm256_set1_ps(lim);
        t8 = _mm256_sub_ps(x, t7);
        t9 = _mm256_set1_ps(1.0f);
        t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t9);
        t11 = _ZGVdM8v_sq(t8, t10);
        t12 = _mm256_sqrt_ps(x);
        t1 = _mm256_add_ps(t11, t12);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t5, t1);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_shape(__m256 x, float lim, __m256 mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t2;
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256i t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t4 = _mm256_set1_ps(1.0f);
    t5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), (__m256)(vcc_v8_float){0}, t4);
    t6 = _ZGVdM8v_sq(x, t5);
    t7 = _mm256_set1_ps(1.0f);
    t8 = _mm256_add_ps(t6, t7);
    t9 = _mm256_set1_ps(lim);
    t10 = _mm256_castps_si256(_mm256_cmp_ps(x, t9, _CMP_GT_OQ));
    t2 = _mm256_and_si256(t3, t10);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t11 = _mm256_set1_ps(lim);
        t12 = _mm256_sub_ps(x, t11);
        t13 = _mm256_set1_ps(1.0f);
        t14 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t13);
        t15 = _ZGVdM8v_sq(t12, t14);
        t16 = _mm256_sqrt_ps(x);
        t1 = _mm256_add_ps(t15, t16);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    t17 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t8, t1);
    t18 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), (__m256)(vcc_v8_float){0}, t17);
    return t18;
}

/* #pragma omp declare simd notinbranch */
int counted(int x) {
    int r = x;
    if (x % 3 == 0)
        r = note(x);
    return r;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_counted(__m512i x) {
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __mmask16 t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    t34 = _mm512_set1_epi32((int)3);
    t35 = (__m512i)((vcc_v16_int)x % (vcc_v16_int)t34);
    t36 = _mm512_set1_epi32((int)0);
    t37 = _mm512_cmp_epi32_mask(t35, t36, _MM_CMPINT_EQ);
    if ((t37 != 0)) {
        if ((t37 == 0xffff)) {
            t17 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
            t1 = (__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, (_mm256_zeroupper(), note(((vcc_v16_int)x)[0])));
            t2 = (__m512i)vcc_insert((vcc_v16_int)t1, 1, (_mm256_zeroupper(), note(((vcc_v16_int)x)[1])));
            t3 = (__m512i)vcc_insert((vcc_v16_int)t2, 2, (_mm256_zeroupper(), note(((vcc_v16_int)x)[2])));
            t4 = (__m512i)vcc_insert((vcc_v16_int)t3, 3, (_mm256_zeroupper(), note(((vcc_v16_int)x)[3])));
            t5 = (__m512i)vcc_insert((vcc_v16_int)t4, 4, (_mm256_zeroupper(), note(((vcc_v16_int)x)[4])));
            t6 = (__m512i)vcc_insert((vcc_v16_int)t5, 5, (_mm256_zeroupper(), note(((vcc_v16_int)x)[5])));
            t7 = (__m512i)vcc_insert((vcc_v16_int)t6, 6, (_mm256_zeroupper(), note(((vcc_v16_int)x)[6])));
            t8 = (__m512i)vcc_insert((vcc_v16_int)t7, 7, (_mm256_zeroupper(), note(((vcc_v16_int)x)[7])));
            t9 = (__m512i)vcc_insert((vcc_v16_int)t8, 8, (_mm256_zeroupper(), note(((vcc_v16_int)x)[8])));
            t10 = (__m512i)vcc_insert((vcc_v16_int)t9, 9, (_mm256_zeroupper(), note(((vcc_v16_int)x)[9])));
            t11 = (__m512i)vcc_insert((vcc_v16_int)t10, 10, (_mm256_zeroupper(), note(((vcc_v16_int)x)[10])));
            t12 = (__m512i)vcc_insert((vcc_v16_int)t11, 11, (_mm256_zeroupper(), note(((vcc_v16_int)x)[11])));
            t13 = (__m512i)vcc_insert((vcc_v16_int)t12, 12, (_mm256_zeroupper(), note(((vcc_v16_int)x)[12])));
            t14 = (__m512i)vcc_insert((vcc_v16_int)t13, 13, (_mm256_zeroupper(), note(((vcc_v16_int)x)[13])));
            t15 = (__m512i)vcc_insert((vcc_v16_int)t14, 14, (_mm256_zeroupper(), note(((vcc_v16_int)x)[14])));
            t16 = (__m512i)vcc_insert((vcc_v16_int)t15, 15, (_mm256_zeroupper(), note(((vcc_v16_int)x)[15])));
            t39 = t16;
        } else {
            t38 = _mm512_maskz_mov_epi32(t37, _mm512_set1_epi32(1));
            if (((vcc_v16_int)t38)[0]) {
                t18 = (__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, (_mm256_zeroupper(), note(((vcc_v16_int)x)[0])));
            } else {
                t18 = (__m512i)(vcc_v16_int){0};
            }
            if (((vcc_v16_int)t38)[1]) {
                t19 = (__m512i)vcc_insert((vcc_v16_int)t18, 1, (_mm256_zeroupper(), note(((vcc_v16_int)x)[1])));
            } else {
                t19 = t18;
            }
            if (((vcc_v16_int)t38)[2]) {
                t20 = (__m512i)vcc_insert((vcc_v16_int)t19, 2, (_mm256_zeroupper(), note(((vcc_v16_int)x)[2])));
            } else {
                t20 = t19;
            }
            if (((vcc_v16_int)t38)[3]) {
                t21 = (__m512i)vcc_insert((vcc_v16_int)t20, 3, (_mm256_zeroupper(), note(((vcc_v16_int)x)[3])));
            } else {
                t21 = t20;
            }
            if (((vcc_v16_int)t38)[4]) {
                t22 = (__m512i)vcc_insert((vcc_v16_int)t21, 4, (_mm256_zeroupper(), note(((vcc_v16_int)x)[4])));
            } else {
                t22 = t21;
            }
            if (((vcc_v16_int)t38)[5]) {
                t23 = (__m512i)vcc_insert((vcc_v16_int)t22, 5, (_mm256_zeroupper(), note(((vcc_v16_int)x)[5])));
            } else {
                t23 = t22;
            }
            if (((vcc_v16_int)t38)[6]) {
                t24 = (__m512i)vcc_insert((vcc_v16_int)t23, 6, (_mm256_zeroupper(), note(((vcc_v16_int)x)[6])));
            } else {
                t24 = t23;
            }
            if (((vcc_v16_int)t38)[7]) {
                t25 = (__m512i)vcc_insert((vcc_v16_int)t24, 7, (_mm256_zeroupper(), note(((vcc_v16_int)x)[7])));
            } else {
                t25 = t24;
            }
            if (((vcc_v16_int)t38)[8]) {
                t26 = (__m512i)vcc_insert((vcc_v16_int)t25, 8, (_mm256_zeroupper(), note(((vcc_v16_int)x)[8])));
            } else {
                t26 = t25;
            }
            if (((vcc_v16_int)t38)[9]) {
                t27 = (__m512i)vcc_insert((vcc_v16_int)t26, 9, (_mm256_zeroupper(), note(((vcc_v16_int)x)[9])));
            } else {
                t27 = t26;
            }
            if (((vcc_v16_int)t38)[10]) {
                t28 = (__m512i)vcc_insert((vcc_v16_int)t27, 10, (_mm256_zeroupper(), note(((vcc_v16_int)x)[10])));
            } else {
                t28 = t27;
            }
            if (((vcc_v16_int)t38)[11]) {
                t29 = (__m512i)vcc_insert((vcc_v16_int)t28, 11, (_mm256_zeroupper(), note(((vcc_v16_int)x)[11])));
            } else {
                t29 = t28;
            }
            if (((vcc_v16_int)t38)[12]) {
                t30 = (__m512i)vcc_insert((vcc_v16_int)t29, 12, (_mm256_zeroupper(), note(((vcc_v16_int)x)[12])));
            } else {
                t30 = t29;
            }
            if (((vcc_v16_int)t38)[13]) {
                t31 = (__m512i)vcc_insert((vcc_v16_int)t30, 13, (_mm256_zeroupper(), note(((vcc_v16_int)x)[13])));
            } else {
                t31 = t30;
            }
            if (((vcc_v16_int)t38)[14]) {
                t32 = (__m512i)vcc_insert((vcc_v16_int)t31, 14, (_mm256_zeroupper(), note(((vcc_v16_int)x)[14])));
            } else {
                t32 = t31;
            }
            if (((vcc_v16_int)t38)[15]) {
                t33 = (__m512i)vcc_insert((vcc_v16_int)t32, 15, (_mm256_zeroupper(), note(((vcc_v16_int)x)[15])));
            } else {
                t33 = t32;
            }
            t39 = t33;
            t17 = t37;
        }
    } else {
        t39 = (__m512i)(vcc_v16_int){0};
        t17 = ((__mmask16)0x0);
    }
    t40 = _mm512_mask_blend_epi32(t17, x, t39);
    return t40;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_counted(__m256i x) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    t18 = _mm256_set1_epi32((int)3);
    t19 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t18);
    t20 = _mm256_set1_epi32((int)0);
    t21 = _mm256_cmpeq_epi32(t19, t20);
    if ((_mm256_movemask_epi8(t21) != 0)) {
        if ((_mm256_movemask_epi8(t21) == -1)) {
            t9 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t1 = (__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), note(((vcc_v8_int)x)[0])));
            t2 = (__m256i)vcc_insert((vcc_v8_int)t1, 1, (_mm256_zeroupper(), note(((vcc_v8_int)x)[1])));
            t3 = (__m256i)vcc_insert((vcc_v8_int)t2, 2, (_mm256_zeroupper(), note(((vcc_v8_int)x)[2])));
            t4 = (__m256i)vcc_insert((vcc_v8_int)t3, 3, (_mm256_zeroupper(), note(((vcc_v8_int)x)[3])));
            t5 = (__m256i)vcc_insert((vcc_v8_int)t4, 4, (_mm256_zeroupper(), note(((vcc_v8_int)x)[4])));
            t6 = (__m256i)vcc_insert((vcc_v8_int)t5, 5, (_mm256_zeroupper(), note(((vcc_v8_int)x)[5])));
            t7 = (__m256i)vcc_insert((vcc_v8_int)t6, 6, (_mm256_zeroupper(), note(((vcc_v8_int)x)[6])));
            t8 = (__m256i)vcc_insert((vcc_v8_int)t7, 7, (_mm256_zeroupper(), note(((vcc_v8_int)x)[7])));
            t23 = t8;
        } else {
            t22 = (__m256i)__builtin_convertvector((vcc_m8)t21 & 1, vcc_v8_int);
            if (((vcc_v8_int)t22)[0]) {
                t10 = (__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), note(((vcc_v8_int)x)[0])));
            } else {
                t10 = (__m256i)(vcc_v8_int){0};
            }
            if (((vcc_v8_int)t22)[1]) {
                t11 = (__m256i)vcc_insert((vcc_v8_int)t10, 1, (_mm256_zeroupper(), note(((vcc_v8_int)x)[1])));
            } else {
                t11 = t10;
            }
            if (((vcc_v8_int)t22)[2]) {
                t12 = (__m256i)vcc_insert((vcc_v8_int)t11, 2, (_mm256_zeroupper(), note(((vcc_v8_int)x)[2])));
            } else {
                t12 = t11;
            }
            if (((vcc_v8_int)t22)[3]) {
                t13 = (__m256i)vcc_insert((vcc_v8_int)t12, 3, (_mm256_zeroupper(), note(((vcc_v8_int)x)[3])));
            } else {
                t13 = t12;
            }
            if (((vcc_v8_int)t22)[4]) {
                t14 = (__m256i)vcc_insert((vcc_v8_int)t13, 4, (_mm256_zeroupper(), note(((vcc_v8_int)x)[4])));
            } else {
                t14 = t13;
            }
            if (((vcc_v8_int)t22)[5]) {
                t15 = (__m256i)vcc_insert((vcc_v8_int)t14, 5, (_mm256_zeroupper(), note(((vcc_v8_int)x)[5])));
            } else {
                t15 = t14;
            }
            if (((vcc_v8_int)t22)[6]) {
                t16 = (__m256i)vcc_insert((vcc_v8_int)t15, 6, (_mm256_zeroupper(), note(((vcc_v8_int)x)[6])));
            } else {
                t16 = t15;
            }
            if (((vcc_v8_int)t22)[7]) {
                t17 = (__m256i)vcc_insert((vcc_v8_int)t16, 7, (_mm256_zeroupper(), note(((vcc_v8_int)x)[7])));
            } else {
                t17 = t16;
            }
            t23 = t17;
            t9 = t21;
        }
    } else {
        t23 = (__m256i)(vcc_v8_int){0};
        t9 = (__m256i)(vcc_m8){0};
    }
    t24 = _mm256_ternarylogic_epi32(t9, t23, x, 0xCA);
    return t24;
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
