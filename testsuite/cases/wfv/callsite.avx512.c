/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shade(__m512 x, float scale);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shade(__m256 x, float scale);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_ramp(__m512 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_ramp(__m512 x, float k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_ramp(__m256 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask);
/* Call sites: loops under `#pragma omp simd` whose bodies call annotated functions are
   vectorized with the calls replaced by calls to the unmasked variants (uniform arguments from
   before the loop); the scalar epilogue calls the scalar functions. main calls the loops over
   several trip counts with exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(max_iter) notinbranch */
unsigned mandel(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512i t4;
    __m512i t5;
    unsigned int t6;
    __m512i t19;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m512i)(vcc_v16_uint){0};
    while (t6 < max_iter) {
        __m512 t7 = _mm512_mul_ps(t2, t2);
        __m512 t8 = _mm512_mul_ps(t3, t3);
        __m512 t9 = _mm512_add_ps(t7, t8);
        __m512 t10 = _mm512_set1_ps(4.0f);
        __mmask16 t11 = _mm512_cmp_ps_mask(t9, t10, _CMP_LT_OQ);
        __mmask16 t12 = _kand_mask16(t1, t11);
        __m512 t13 = _mm512_sub_ps(t7, t8);
        __m512 t14 = _mm512_add_ps(t13, cr);
        __m512 t15 = _mm512_set1_ps(2.0f);
        __m512 t16 = _mm512_mul_ps(t15, t2);
        __m512 t17 = _mm512_mul_ps(t16, t3);
        t3 = _mm512_add_ps(t17, ci);
        __m512i t18 = _mm512_set1_epi32((int)t6);
        t4 = _mm512_mask_blend_epi32(t1, t4, t18);
        if (!(t12 != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm512_set1_epi32((int)t6);
    t5 = _mm512_mask_blend_epi32(t1, t4, t19);
L20:
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    unsigned int t6;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        __m256 t7 = _mm256_mul_ps(t2, t2);
        __m256 t8 = _mm256_mul_ps(t3, t3);
        __m256 t9 = _mm256_add_ps(t7, t8);
        __m256 t10 = _mm256_set1_ps(4.0f);
        __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_LT_OQ));
        __m256i t12 = _mm256_and_si256(t1, t11);
        __m256 t13 = _mm256_sub_ps(t7, t8);
        __m256 t14 = _mm256_add_ps(t13, cr);
        __m256 t15 = _mm256_set1_ps(2.0f);
        __m256 t16 = _mm256_mul_ps(t15, t2);
        __m256 t17 = _mm256_mul_ps(t16, t3);
        t3 = _mm256_add_ps(t17, ci);
        __m256i t18 = _mm256_set1_epi32((int)t6);
        t4 = _mm256_ternarylogic_epi32(t1, t18, t4, 0xCA);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = _mm256_ternarylogic_epi32(t1, t19, t4, 0xCA);
L20:
    return t5;
}

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_shade(__m512 x, float scale) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(1.0f);
    __mmask16 t2 = _mm512_cmp_ps_mask(x, t1, _CMP_GT_OQ);
    __m512 t3 = _mm512_set1_ps(scale);
    __m512 t4 = _mm512_sub_ps(x, t3);
    __m512 t5 = _mm512_mask_blend_ps(t2, t4, (__m512)(vcc_v16_float){0});
    __m512 t6 = _mm512_set1_ps(scale);
    __m512 t7 = _mm512_mul_ps(x, t6);
    __m512 t8 = _mm512_mask_blend_ps(t2, t5, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shade(__m256 x, float scale) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(1.0f);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_GT_OQ));
    __m256 t3 = _mm256_set1_ps(scale);
    __m256 t4 = _mm256_sub_ps(x, t3);
    __m256 t5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t4, (__m256)(vcc_v8_float){0});
    __m256 t6 = _mm256_set1_ps(scale);
    __m256 t7 = _mm256_mul_ps(x, t6);
    __m256 t8 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t5, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
    vcc_no_contract_body
    long i_vec;
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512i t4;
    __m512i t5;
    __m512 t6;
    __m512 t7;
    __m512i t8;
    __m512i t9;
    long t10;
    unsigned long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    long t15;
    long t16;
    unsigned int *t17;
    __m512 ci_v;
    __m512 cr_v;
    int t18;
    long t19;
    unsigned long t20;
    unsigned long t21;
    unsigned long t22;
    unsigned long t23;
    __m512i t24;
    __mmask16 t25;
    long t26;
    unsigned int *t27;
    __m512 ci_v_1;
    __m512 cr_v_1;
    int i;
    unsigned int t31;
    __m512i t45;
    __mmask16 t46;
    unsigned int t47;
    __m512i t60;
    __m512i t61;
    t10 = (long)n;
    t11 = (unsigned long)out;
    t12 = (unsigned long)cr;
    t13 = (unsigned long)out;
    t14 = (unsigned long)ci;
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t13))) {
        t15 = t10 & -16L;
        i_vec = 0L;
        /* vcc: loop at callsite.c:32 vectorized: VF 16, UF 1, run-time checks: `out` and `cr`, `out` and `ci` do not overlap, masked remainder */
        for (;;) {
            t16 = (long)(int)i_vec;
            t17 = out + t16;
            ci_v = _mm512_loadu_ps(ci + t16);
            cr_v = _mm512_loadu_ps(cr + t16);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t2 = _mm512_set1_ps(0.0f);
            t3 = _mm512_set1_ps(0.0f);
            t31 = 0U;
            t4 = (__m512i)(vcc_v16_uint){0};
            while (t31 < max_iter) {
                __m512 t32 = _mm512_mul_ps(t2, t2);
                __m512 t33 = _mm512_mul_ps(t3, t3);
                __m512 t34 = _mm512_add_ps(t32, t33);
                __m512 t35 = _mm512_set1_ps(4.0f);
                __mmask16 t36 = _mm512_cmp_ps_mask(t34, t35, _CMP_LT_OQ);
                __mmask16 t37 = _kand_mask16(t1, t36);
                __m512 t38 = _mm512_sub_ps(t32, t33);
                __m512 t39 = _mm512_add_ps(t38, cr_v);
                __m512 t40 = _mm512_set1_ps(2.0f);
                __m512 t41 = _mm512_mul_ps(t40, t2);
                __m512 t42 = _mm512_mul_ps(t41, t3);
                __m512 t43 = _mm512_add_ps(t42, ci_v);
                __m512i t44 = _mm512_set1_epi32((int)t31);
                t4 = _mm512_mask_blend_epi32(t1, t4, t44);
                if (!(t37 != 0)) {
                    t5 = t4;
                    goto L62;
                }
                t1 = t37;
                t31++;
                t2 = t39;
                t3 = t43;
            }
            t45 = _mm512_set1_epi32((int)t31);
            t5 = _mm512_mask_blend_epi32(t1, t4, t45);
        L62:
            _mm512_storeu_si512(t17, t5);
            i_vec += 16L;
            if (i_vec >= t15) {
                t18 = (int)t15;
                break;
            }
        }
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    t20 = (unsigned long)out;
    t21 = (unsigned long)cr;
    t22 = (unsigned long)out;
    t23 = (unsigned long)ci;
    if ((t19 >= 1L) & (t19 <= 16L) & (((t20 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t18 * 4L))) | ((t21 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t18 * 4L)))) & (((t22 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t18 * 4L))) | ((t23 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t18 * 4L))))) {
        t24 = _mm512_set1_epi32((int)(int)t19);
        t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        t26 = (long)(int)(long)t18;
        t27 = out + t26;
        ci_v_1 = _mm512_maskz_loadu_ps(t25, ci + t26);
        cr_v_1 = _mm512_maskz_loadu_ps(t25, cr + t26);
        t6 = _mm512_set1_ps(0.0f);
        t7 = _mm512_set1_ps(0.0f);
        t46 = t25;
        t47 = 0U;
        t8 = (__m512i)(vcc_v16_uint){0};
        while (t47 < max_iter) {
            __m512 t48 = _mm512_mul_ps(t6, t6);
            __m512 t49 = _mm512_mul_ps(t7, t7);
            __m512 t50 = _mm512_add_ps(t48, t49);
            __m512 t51 = _mm512_set1_ps(4.0f);
            __mmask16 t52 = _mm512_cmp_ps_mask(t50, t51, _CMP_LT_OQ);
            __mmask16 t53 = _kand_mask16(t46, t52);
            __m512 t54 = _mm512_sub_ps(t48, t49);
            __m512 t55 = _mm512_add_ps(t54, cr_v_1);
            __m512 t56 = _mm512_set1_ps(2.0f);
            __m512 t57 = _mm512_mul_ps(t56, t6);
            __m512 t58 = _mm512_mul_ps(t57, t7);
            t7 = _mm512_add_ps(t58, ci_v_1);
            __m512i t59 = _mm512_set1_epi32((int)t47);
            t8 = _mm512_mask_blend_epi32(t46, t8, t59);
            if (!(t53 != 0)) {
                t9 = t8;
                goto L63;
            }
            t46 = t53;
            t47++;
            t6 = t55;
        }
        t60 = _mm512_set1_epi32((int)t47);
        t9 = _mm512_mask_blend_epi32(t46, t8, t60);
    L63:
        t61 = _mm512_mask_blend_epi32(t25, (__m512i)(vcc_v16_uint){0}, t9);
        _mm512_mask_storeu_epi32(t27, t25, t61);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        float t29 = ci[t28];
        float t30 = cr[t28];
        out[t28] = (_mm256_zeroupper(), mandel(t30, t29, max_iter));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void tone(float *y, const float *x, int n, float s) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:38 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap, masked remainder */
        for (;;) {
            long t5 = (long)(int)i_vec;
            float *t6 = y + t5;
            __m512 x_v = _mm512_loadu_ps(x + t5);
            __m512 t18 = _mm512_set1_ps(1.0f);
            __mmask16 t19 = _mm512_cmp_ps_mask(x_v, t18, _CMP_GT_OQ);
            __m512 t20 = _mm512_set1_ps(s);
            __m512 t21 = _mm512_sub_ps(x_v, t20);
            __m512 t22 = _mm512_mask_blend_ps(t19, t21, (__m512)(vcc_v16_float){0});
            __m512 t23 = _mm512_set1_ps(s);
            __m512 t24 = _mm512_mul_ps(x_v, t23);
            __m512 t25 = _mm512_mask_blend_ps(t19, t22, t24);
            __m512 t17 = _mm512_add_ps(t25, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t6, t17);
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
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    if ((t8 >= 1L) & (t8 <= 16L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))))) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        long t13 = (long)(int)(long)t7;
        float *t14 = y + t13;
        __m512 x_v_1 = _mm512_maskz_loadu_ps(t12, x + t13);
        __m512 t27 = _mm512_set1_ps(1.0f);
        __mmask16 t28 = _mm512_cmp_ps_mask(x_v_1, t27, _CMP_GT_OQ);
        __mmask16 t29 = _kand_mask16(t12, t28);
        __mmask16 t30 = _knot_mask16(t28);
        __mmask16 t31 = _kand_mask16(t12, t30);
        __m512 t32 = _mm512_set1_ps(s);
        __m512 t33 = _mm512_sub_ps(x_v_1, t32);
        __m512 t34 = _mm512_mask_blend_ps(t31, (__m512)(vcc_v16_float){0}, t33);
        __m512 t35 = _mm512_set1_ps(s);
        __m512 t36 = _mm512_mul_ps(x_v_1, t35);
        __m512 t37 = _mm512_mask_blend_ps(t29, t34, t36);
        __m512 t26 = _mm512_add_ps(t37, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(t14, t12, t26);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = x[t15];
        y[t15] = (_mm256_zeroupper(), shade(t16, s)) + 1.0f;
    }
}

/* A call under a condition needs the masked variant; `shade` has none (notinbranch): the loop
   stays scalar and the remark says why. */
void tone_some(float *y, const float *x, int n, float s) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[i] = shade(x[i], s);
}

/* #pragma omp declare simd uniform(k) */
float ramp(float x, float k) {
    return x * k + (x < 0.0f ? -1.0f : 1.0f);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_ramp(__m512 x, float k) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(k);
    __m512 t2 = _mm512_mul_ps(x, t1);
    __m512 t3 = _mm512_set1_ps(0.0f);
    __mmask16 t4 = _mm512_cmp_ps_mask(x, t3, _CMP_LT_OQ);
    __m512 t5 = _mm512_set1_ps(-1.0f);
    __m512 t6 = _mm512_set1_ps(1.0f);
    __m512 t7 = _mm512_mask_blend_ps(t4, t6, t5);
    __m512 t8 = _mm512_add_ps(t2, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_ramp(__m512 x, float k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512 t2 = _mm512_set1_ps(k);
    __m512 t3 = _mm512_mul_ps(x, t2);
    __m512 t4 = _mm512_set1_ps(0.0f);
    __mmask16 t5 = _mm512_cmp_ps_mask(x, t4, _CMP_LT_OQ);
    __mmask16 t6 = _knot_mask16(t5);
    __mmask16 t7 = _kand_mask16(t1, t6);
    __m512 t8 = _mm512_set1_ps(-1.0f);
    __m512 t9 = _mm512_set1_ps(1.0f);
    __m512 t10 = _mm512_mask_blend_ps(t7, t8, t9);
    __m512 t11 = _mm512_add_ps(t3, t10);
    __m512 t12 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t11);
    return t12;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_ramp(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(k);
    __m256 t2 = _mm256_mul_ps(x, t1);
    __m256 t3 = _mm256_set1_ps(0.0f);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_LT_OQ));
    __m256 t5 = _mm256_set1_ps(-1.0f);
    __m256 t6 = _mm256_set1_ps(1.0f);
    __m256 t7 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), t6, t5);
    __m256 t8 = _mm256_add_ps(t2, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_set1_ps(k);
    __m256 t3 = _mm256_mul_ps(x, t2);
    __m256 t4 = _mm256_set1_ps(0.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_LT_OQ));
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    __m256i t7 = _mm256_and_si256(t1, t6);
    __m256 t8 = _mm256_set1_ps(-1.0f);
    __m256 t9 = _mm256_set1_ps(1.0f);
    __m256 t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t7), t8, t9);
    __m256 t11 = _mm256_add_ps(t3, t10);
    __m256 t12 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t11);
    return t12;
}

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void ramp_some(float *y, const float *x, int n, float k) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:59 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap, masked remainder */
        for (;;) {
            long t5 = (long)(int)i_vec;
            __m512 v_v = _mm512_loadu_ps(x + t5);
            __mmask16 t6 = _mm512_cmp_ps_mask(v_v, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
            __m512 t17 = _mm512_set1_ps(k);
            __m512 t18 = _mm512_mul_ps(v_v, t17);
            __m512 t19 = _mm512_set1_ps(0.0f);
            __mmask16 t20 = _mm512_cmp_ps_mask(v_v, t19, _CMP_LT_OQ);
            __mmask16 t21 = _knot_mask16(t20);
            __mmask16 t22 = _kand_mask16(t6, t21);
            __m512 t23 = _mm512_set1_ps(-1.0f);
            __m512 t24 = _mm512_set1_ps(1.0f);
            __m512 t25 = _mm512_mask_blend_ps(t22, t23, t24);
            __m512 t26 = _mm512_add_ps(t18, t25);
            __m512 t27 = _mm512_mask_blend_ps(t6, (__m512)(vcc_v16_float){0}, t26);
            __m512 v_v_2 = _mm512_mask_blend_ps(t6, v_v, t27);
            _mm512_storeu_ps(y + t5, v_v_2);
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
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    if ((t8 >= 1L) & (t8 <= 16L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))))) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        long t13 = (long)(int)(long)t7;
        __m512 v_v_1 = _mm512_maskz_loadu_ps(t12, x + t13);
        __mmask16 t14 = _mm512_cmp_ps_mask(v_v_1, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
        __mmask16 t15 = _kand_mask16(t12, t14);
        __m512 t28 = _mm512_set1_ps(k);
        __m512 t29 = _mm512_mul_ps(v_v_1, t28);
        __m512 t30 = _mm512_set1_ps(0.0f);
        __mmask16 t31 = _mm512_cmp_ps_mask(v_v_1, t30, _CMP_LT_OQ);
        __mmask16 t32 = _knot_mask16(t31);
        __mmask16 t33 = _kand_mask16(t15, t32);
        __m512 t34 = _mm512_set1_ps(-1.0f);
        __m512 t35 = _mm512_set1_ps(1.0f);
        __m512 t36 = _mm512_mask_blend_ps(t33, t34, t35);
        __m512 t37 = _mm512_add_ps(t29, t36);
        __m512 t38 = _mm512_mask_blend_ps(t15, (__m512)(vcc_v16_float){0}, t37);
        __m512 v_v_3 = _mm512_mask_blend_ps(t15, v_v_1, t38);
        _mm512_mask_storeu_ps(y + t13, t12, v_v_3);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float v = x[t16];
        if (v > -1.0f) {
            float v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t16] = v;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[8];
    int t48;
    int t76;
    int i;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 8UL; t++) {
        int n = sizes[t];
        int t3 = n + 1;
        unsigned long t4 = (unsigned long)t3 * 4UL;
        void *t5 = malloc(t4);
        float *cr = (float *)t5;
        void *t6 = malloc(t4);
        float *ci = (float *)t6;
        float *y = (float *)malloc(t4);
        unsigned int *out = (unsigned int *)malloc(t4);
        long t7 = (long)n;
        unsigned long t8 = (unsigned long)t5;
        unsigned long t9 = (unsigned long)t6;
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8)) & 1) {
            long t10 = t7 & -16L;
            __m256i t11 = _mm256_set1_epi32((int)t3);
            __m256i t12 = _mm256_set1_epi32(0);
            __m256i t13 = t12;
            __m256i i_v = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t14 = _mm256_set1_epi32(0);
            __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t16 = t15;
            __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(13));
            __m256i t18 = _mm256_min_epu32(t16, t17);
            __m256i t1 = t18;
            __m256 t19 = _mm256_cvtepi32_ps(t11);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i i_v_2 = i_v;
                long t20 = (long)(int)i_vec;
                __m256 t21 = _mm256_cvtepi32_ps(i_v_2);
                __m256 t22 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t21);
                __m256 t23 = _mm256_div_ps(t22, t19);
                __m256 t24 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t23);
                _mm256_storeu_ps(cr + t20, t24);
                __m256 t25 = _mm256_cvtepi32_ps(t1);
                __m256 t26 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t25);
                __m256 t27 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t26);
                _mm256_storeu_ps(ci + t20, t27);
                __m256i t28 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
                __m256i i_v_3 = t28;
                long t29 = (long)(int)(i_vec + 8L);
                __m256 t30 = _mm256_cvtepi32_ps(i_v_3);
                __m256 t31 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t30);
                __m256 t32 = _mm256_div_ps(t31, t19);
                __m256 t33 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t32);
                _mm256_storeu_ps(cr + t29, t33);
                __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                __m256i t35 = t34;
                __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(13));
                __m256i t37 = _mm256_min_epu32(t35, t36);
                __m256i t38 = t37;
                __m256 t39 = _mm256_cvtepi32_ps(t38);
                __m256 t40 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t39);
                __m256 t41 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t40);
                _mm256_storeu_ps(ci + t29, t41);
                i_vec += 16L;
                __m256i t42 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
                __m256i t43 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
                __m256i t44 = t43;
                __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(13));
                __m256i t46 = _mm256_min_epu32(t44, t45);
                __m256i t47 = t46;
                if (i_vec >= t10) {
                    break;
                }
                i_v = t42;
                t1 = t47;
            }
            t48 = (int)t10;
        } else {
            t48 = 0;
        }
        long t49 = (long)n + (long)t48 * -1L;
        unsigned long t50 = (unsigned long)t5;
        unsigned long t51 = (unsigned long)t6;
        if ((t49 >= 8L) & (((t50 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t48 * 4L))) | ((t51 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t48 * 4L)))) & (t48 >= 0)) {
            long t52 = t49 & -8L;
            __m256i t53 = _mm256_set1_epi32((int)t3);
            __m256i t54 = _mm256_set1_epi32((int)t48);
            __m256i t55 = t54;
            __m256i i_v_1 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t56 = _mm256_set1_epi32((int)(t48 % 13));
            __m256i t57 = _mm256_add_epi32(t56, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t58 = t57;
            __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(13));
            __m256i t60 = _mm256_min_epu32(t58, t59);
            __m256i t2 = t60;
            __m256 t61 = _mm256_cvtepi32_ps(t53);
            long i_vec_1 = 0L;
            for (;;) {
                __m256i i_v_4 = i_v_1;
                long t62 = (long)(int)((long)t48 + i_vec_1);
                __m256 t63 = _mm256_cvtepi32_ps(i_v_4);
                __m256 t64 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t63);
                __m256 t65 = _mm256_div_ps(t64, t61);
                __m256 t66 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t65);
                _mm256_storeu_ps(cr + t62, t66);
                __m256 t67 = _mm256_cvtepi32_ps(t2);
                __m256 t68 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t67);
                __m256 t69 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t68);
                _mm256_storeu_ps(ci + t62, t69);
                i_vec_1 += 8L;
                __m256i t70 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
                __m256i t71 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
                __m256i t72 = t71;
                __m256i t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32(13));
                __m256i t74 = _mm256_min_epu32(t72, t73);
                __m256i t75 = t74;
                if (i_vec_1 >= t52) {
                    break;
                }
                i_v_1 = t70;
                t2 = t75;
            }
            t76 = (int)((long)t48 + t52);
        } else {
            t76 = t48;
        }
        long t77 = (long)n + (long)t76 * -1L;
        unsigned long t78 = (unsigned long)t5;
        unsigned long t79 = (unsigned long)t6;
        if ((t77 >= 1L) & (t77 <= 8L) & (((t78 + (unsigned long)((long)t76 * 4L + 4L + (t77 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t76 * 4L))) | ((t79 + (unsigned long)((long)t76 * 4L + 4L + (t77 - 1L) * 4L)) <= (t78 + (unsigned long)((long)t76 * 4L)))) & (t76 >= 0)) {
            __m256i t80 = _mm256_set1_epi32((int)(int)t77);
            __m256i t81 = _mm256_cmpgt_epi32(t80, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t82 = _mm256_set1_epi32((int)t3);
            __m256i t83 = _mm256_set1_epi32((int)t76);
            __m256i t84 = t83;
            __m256i t85 = _mm256_add_epi32(t84, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t86 = _mm256_set1_epi32((int)(t76 % 13));
            __m256i t87 = _mm256_add_epi32(t86, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t88 = t87;
            __m256i t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32(13));
            __m256i t90 = _mm256_min_epu32(t88, t89);
            __m256i t91 = t90;
            __m256 t92 = _mm256_cvtepi32_ps(t82);
            __m256i i_v_5 = t85;
            long t93 = (long)(int)(long)t76;
            __m256 t94 = _mm256_cvtepi32_ps(i_v_5);
            __m256 t95 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t94);
            __m256 t96 = _mm256_div_ps(t95, t92);
            __m256 t97 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t96);
            _mm256_mask_storeu_ps(cr + t93, _mm256_movepi32_mask(t81), t97);
            __m256 t98 = _mm256_cvtepi32_ps(t91);
            __m256 t99 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t98);
            __m256 t100 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t99);
            _mm256_mask_storeu_ps(ci + t93, _mm256_movepi32_mask(t81), t100);
            i = (int)((long)t76 + t77);
        } else {
            i = t76;
        }
        for (; i < n; i++) {
            long t101 = (long)i;
            cr[t101] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t101] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t102 = ci;
        const float *t103 = cr;
        render(out, t103, t102, n, 60U);
        tone(y, t103, n, 0.75f);
        (_mm256_zeroupper(), tone_some(y, t102, n, 0.5f));
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t103, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t104 = (long)i_2;
            sum = sum * 31U + out[t104];
            fsum += y[t104];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
