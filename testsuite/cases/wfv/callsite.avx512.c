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

/* vcc: function at callsite.c:11 vector variant _ZGVeN16vvu_mandel of `mandel`: VL 16, unmasked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    vcc_v16_uint t4;
    vcc_v16_uint t5;
    unsigned int t6;
    __m512i t19;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
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
        t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t18);
        if (!(t12 != 0)) {
            t5 = (vcc_v16_uint)(__m512i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm512_set1_epi32((int)t6);
    t5 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t19);
L20:
    return (__m512i)t5;
}

/* vcc: function at callsite.c:11 vector variant _ZGVdN8vvu_mandel of `mandel`: VL 8, unmasked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m256 t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    unsigned int t6;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
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
        t4 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t1, t18, (__m256i)t4, 0xCA);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = (vcc_v8_uint)(__m256i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t1, t19, (__m256i)t4, 0xCA);
L20:
    return (__m256i)t5;
}

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

/* vcc: function at callsite.c:24 vector variant _ZGVeN16vu_shade of `shade`: VL 16, unmasked, x vector, scale uniform */
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

/* vcc: function at callsite.c:24 vector variant _ZGVdN8vu_shade of `shade`: VL 8, unmasked, x vector, scale uniform */
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
    vcc_v16_uint t4;
    vcc_v16_uint t5;
    __m512 t6;
    __m512 t7;
    vcc_v16_uint t8;
    vcc_v16_uint t9;
    long t10;
    unsigned long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    long t15;
    unsigned int *t16;
    __m512 ci_v;
    __m512 cr_v;
    int t17;
    long t18;
    unsigned long t19;
    unsigned long t20;
    unsigned long t21;
    unsigned long t22;
    __m512i t23;
    __mmask16 t24;
    long t25;
    unsigned int *t26;
    __m512 ci_v_1;
    __m512 cr_v_1;
    int i;
    unsigned int t30;
    __m512i t44;
    __mmask16 t45;
    unsigned int t46;
    __m512i t59;
    __m512i t60;
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
            t16 = out + i_vec;
            ci_v = _mm512_loadu_ps(ci + i_vec);
            cr_v = _mm512_loadu_ps(cr + i_vec);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t2 = _mm512_set1_ps(0.0f);
            t3 = _mm512_set1_ps(0.0f);
            t30 = 0U;
            t4 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
            while (t30 < max_iter) {
                __m512 t31 = _mm512_mul_ps(t2, t2);
                __m512 t32 = _mm512_mul_ps(t3, t3);
                __m512 t33 = _mm512_add_ps(t31, t32);
                __m512 t34 = _mm512_set1_ps(4.0f);
                __mmask16 t35 = _mm512_cmp_ps_mask(t33, t34, _CMP_LT_OQ);
                __mmask16 t36 = _kand_mask16(t1, t35);
                __m512 t37 = _mm512_sub_ps(t31, t32);
                __m512 t38 = _mm512_add_ps(t37, cr_v);
                __m512 t39 = _mm512_set1_ps(2.0f);
                __m512 t40 = _mm512_mul_ps(t39, t2);
                __m512 t41 = _mm512_mul_ps(t40, t3);
                __m512 t42 = _mm512_add_ps(t41, ci_v);
                __m512i t43 = _mm512_set1_epi32((int)t30);
                t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t43);
                if (!(t36 != 0)) {
                    t5 = (vcc_v16_uint)(__m512i)t4;
                    goto L61;
                }
                t1 = t36;
                t30++;
                t2 = t38;
                t3 = t42;
            }
            t44 = _mm512_set1_epi32((int)t30);
            t5 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t44);
        L61:
            _mm512_storeu_si512(t16, (__m512i)t5);
            i_vec += 16L;
            if (i_vec >= t15) {
                t17 = (int)t15;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    t19 = (unsigned long)out;
    t20 = (unsigned long)cr;
    t21 = (unsigned long)out;
    t22 = (unsigned long)ci;
    if ((t18 >= 1L) & (t18 <= 16L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L)))) & (((t21 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t17 * 4L))) | ((t22 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t17 * 4L))))) {
        t23 = _mm512_set1_epi32((int)(int)t18);
        t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        t25 = (long)t17;
        t26 = out + t25;
        ci_v_1 = _mm512_maskz_loadu_ps(t24, ci + t25);
        cr_v_1 = _mm512_maskz_loadu_ps(t24, cr + t25);
        t6 = _mm512_set1_ps(0.0f);
        t7 = _mm512_set1_ps(0.0f);
        t45 = t24;
        t46 = 0U;
        t8 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
        while (t46 < max_iter) {
            __m512 t47 = _mm512_mul_ps(t6, t6);
            __m512 t48 = _mm512_mul_ps(t7, t7);
            __m512 t49 = _mm512_add_ps(t47, t48);
            __m512 t50 = _mm512_set1_ps(4.0f);
            __mmask16 t51 = _mm512_cmp_ps_mask(t49, t50, _CMP_LT_OQ);
            __mmask16 t52 = _kand_mask16(t45, t51);
            __m512 t53 = _mm512_sub_ps(t47, t48);
            __m512 t54 = _mm512_add_ps(t53, cr_v_1);
            __m512 t55 = _mm512_set1_ps(2.0f);
            __m512 t56 = _mm512_mul_ps(t55, t6);
            __m512 t57 = _mm512_mul_ps(t56, t7);
            t7 = _mm512_add_ps(t57, ci_v_1);
            __m512i t58 = _mm512_set1_epi32((int)t46);
            t8 = (vcc_v16_uint)_mm512_mask_blend_epi32(t45, (__m512i)t8, t58);
            if (!(t52 != 0)) {
                t9 = (vcc_v16_uint)(__m512i)t8;
                goto L62;
            }
            t45 = t52;
            t46++;
            t6 = t54;
        }
        t59 = _mm512_set1_epi32((int)t46);
        t9 = (vcc_v16_uint)_mm512_mask_blend_epi32(t45, (__m512i)t8, t59);
    L62:
        t60 = _mm512_mask_blend_epi32(t24, (__m512i)(vcc_v16_uint){0}, (__m512i)t9);
        _mm512_mask_storeu_epi32(t26, t24, t60);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        float t28 = ci[t27];
        float t29 = cr[t27];
        out[t27] = (_mm256_zeroupper(), mandel(t29, t28, max_iter));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void tone(float *y, const float *x, int n, float s) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:38 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap, masked remainder */
        for (;;) {
            float *t5 = y + i_vec;
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t17 = _mm512_set1_ps(1.0f);
            __mmask16 t18 = _mm512_cmp_ps_mask(x_v, t17, _CMP_GT_OQ);
            __m512 t19 = _mm512_set1_ps(s);
            __m512 t20 = _mm512_sub_ps(x_v, t19);
            __m512 t21 = _mm512_mask_blend_ps(t18, t20, (__m512)(vcc_v16_float){0});
            __m512 t22 = _mm512_set1_ps(s);
            __m512 t23 = _mm512_mul_ps(x_v, t22);
            __m512 t24 = _mm512_mask_blend_ps(t18, t21, t23);
            __m512 t16 = _mm512_add_ps(t24, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t5, t16);
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
    unsigned long t8 = (unsigned long)y;
    unsigned long t9 = (unsigned long)x;
    if ((t7 >= 1L) & (t7 <= 16L) & (((t8 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t6 * 4L))) | ((t9 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)((long)t6 * 4L))))) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)t6;
        float *t13 = y + t12;
        __m512 x_v_1 = _mm512_maskz_loadu_ps(t11, x + t12);
        __m512 t26 = _mm512_set1_ps(1.0f);
        __mmask16 t27 = _mm512_cmp_ps_mask(x_v_1, t26, _CMP_GT_OQ);
        __mmask16 t28 = _kand_mask16(t11, t27);
        __mmask16 t29 = _knot_mask16(t27);
        __mmask16 t30 = _kand_mask16(t11, t29);
        __m512 t31 = _mm512_set1_ps(s);
        __m512 t32 = _mm512_sub_ps(x_v_1, t31);
        __m512 t33 = _mm512_mask_blend_ps(t30, (__m512)(vcc_v16_float){0}, t32);
        __m512 t34 = _mm512_set1_ps(s);
        __m512 t35 = _mm512_mul_ps(x_v_1, t34);
        __m512 t36 = _mm512_mask_blend_ps(t28, t33, t35);
        __m512 t25 = _mm512_add_ps(t36, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(t13, t11, t25);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = x[t14];
        y[t14] = (_mm256_zeroupper(), shade(t15, s)) + 1.0f;
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

/* vcc: function at callsite.c:52 vector variant _ZGVeN16vu_ramp of `ramp`: VL 16, unmasked, x vector, k uniform */
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

/* vcc: function at callsite.c:52 vector variant _ZGVeM16vu_ramp of `ramp`: VL 16, masked, x vector, k uniform */
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

/* vcc: function at callsite.c:52 vector variant _ZGVdN8vu_ramp of `ramp`: VL 8, unmasked, x vector, k uniform */
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

/* vcc: function at callsite.c:52 vector variant _ZGVdM8vu_ramp of `ramp`: VL 8, masked, x vector, k uniform */
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
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:59 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap, masked remainder */
        for (;;) {
            __m512 v_v = _mm512_loadu_ps(x + i_vec);
            __mmask16 t5 = _mm512_cmp_ps_mask(v_v, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
            __m512 t16 = _mm512_set1_ps(k);
            __m512 t17 = _mm512_mul_ps(v_v, t16);
            __m512 t18 = _mm512_set1_ps(0.0f);
            __mmask16 t19 = _mm512_cmp_ps_mask(v_v, t18, _CMP_LT_OQ);
            __mmask16 t20 = _knot_mask16(t19);
            __mmask16 t21 = _kand_mask16(t5, t20);
            __m512 t22 = _mm512_set1_ps(-1.0f);
            __m512 t23 = _mm512_set1_ps(1.0f);
            __m512 t24 = _mm512_mask_blend_ps(t21, t22, t23);
            __m512 t25 = _mm512_add_ps(t17, t24);
            __m512 t26 = _mm512_mask_blend_ps(t5, (__m512)(vcc_v16_float){0}, t25);
            __m512 v_v_2 = _mm512_mask_blend_ps(t5, v_v, t26);
            _mm512_storeu_ps(y + i_vec, v_v_2);
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
    unsigned long t8 = (unsigned long)y;
    unsigned long t9 = (unsigned long)x;
    if ((t7 >= 1L) & (t7 <= 16L) & (((t8 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t6 * 4L))) | ((t9 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)((long)t6 * 4L))))) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)t6;
        __m512 v_v_1 = _mm512_maskz_loadu_ps(t11, x + t12);
        __mmask16 t13 = _mm512_cmp_ps_mask(v_v_1, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
        __mmask16 t14 = _kand_mask16(t11, t13);
        __m512 t27 = _mm512_set1_ps(k);
        __m512 t28 = _mm512_mul_ps(v_v_1, t27);
        __m512 t29 = _mm512_set1_ps(0.0f);
        __mmask16 t30 = _mm512_cmp_ps_mask(v_v_1, t29, _CMP_LT_OQ);
        __mmask16 t31 = _knot_mask16(t30);
        __mmask16 t32 = _kand_mask16(t14, t31);
        __m512 t33 = _mm512_set1_ps(-1.0f);
        __m512 t34 = _mm512_set1_ps(1.0f);
        __m512 t35 = _mm512_mask_blend_ps(t32, t33, t34);
        __m512 t36 = _mm512_add_ps(t28, t35);
        __m512 t37 = _mm512_mask_blend_ps(t14, (__m512)(vcc_v16_float){0}, t36);
        __m512 v_v_3 = _mm512_mask_blend_ps(t14, v_v_1, t37);
        _mm512_mask_storeu_ps(y + t12, t11, v_v_3);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float v = x[t15];
        if (v > -1.0f) {
            float v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t15] = v;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[8];
    int t40;
    int t63;
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
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t13 = _mm256_set1_epi32(0);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(13));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t14, t15);
            __m256 t16 = _mm256_cvtepi32_ps(t11);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t17 = _mm256_cvtepi32_ps((__m256i)i_v);
                __m256 t18 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t17);
                __m256 t19 = _mm256_div_ps(t18, t16);
                __m256 t20 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t19);
                _mm256_storeu_ps(cr + i_vec, t20);
                __m256 t21 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t22 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t21);
                __m256 t23 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t22);
                _mm256_storeu_ps(ci + i_vec, t23);
                long t24 = i_vec + 8L;
                __m256i t25 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256 t26 = _mm256_cvtepi32_ps(t25);
                __m256 t27 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t26);
                __m256 t28 = _mm256_div_ps(t27, t16);
                __m256 t29 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t28);
                _mm256_storeu_ps(cr + t24, t29);
                __m256i t30 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
                __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(13));
                __m256i t32 = _mm256_min_epu32(t30, t31);
                __m256 t33 = _mm256_cvtepi32_ps(t32);
                __m256 t34 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t33);
                __m256 t35 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t34);
                _mm256_storeu_ps(ci + t24, t35);
                i_vec += 16L;
                __m256i t36 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t37 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
                __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(13));
                __m256i t39 = _mm256_min_epu32(t37, t38);
                if (i_vec >= t10) {
                    break;
                }
                i_v = (vcc_v8_uint)t36;
                t1 = (vcc_v8_int)t39;
            }
            t40 = (int)t10;
        } else {
            t40 = 0;
        }
        long t41 = (long)n + (long)t40 * -1L;
        unsigned long t42 = (unsigned long)t5;
        unsigned long t43 = (unsigned long)t6;
        if ((t41 >= 8L) & (((t42 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t40 * 4L))) | ((t43 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t40 * 4L)))) & (t40 >= 0)) {
            long t44 = t41 & -8L;
            __m256i t45 = _mm256_set1_epi32((int)t3);
            __m256i t46 = _mm256_set1_epi32((int)t40);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t47 = _mm256_set1_epi32((int)(t40 % 13));
            __m256i t48 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(13));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t48, t49);
            __m256 t50 = _mm256_cvtepi32_ps(t45);
            long i_vec_1 = 0L;
            /* vcc: loop at callsite.c:74 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, scalar epilogue */
            for (;;) {
                long t51 = (long)t40 + i_vec_1;
                __m256 t52 = _mm256_cvtepi32_ps((__m256i)i_v_1);
                __m256 t53 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t52);
                __m256 t54 = _mm256_div_ps(t53, t50);
                __m256 t55 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t54);
                _mm256_storeu_ps(cr + t51, t55);
                __m256 t56 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t57 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t56);
                __m256 t58 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t57);
                _mm256_storeu_ps(ci + t51, t58);
                i_vec_1 += 8L;
                __m256i t59 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t60 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
                __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(13));
                __m256i t62 = _mm256_min_epu32(t60, t61);
                if (i_vec_1 >= t44) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t59;
                t2 = (vcc_v8_int)t62;
            }
            t63 = (int)((long)t40 + t44);
        } else {
            t63 = t40;
        }
        long t64 = (long)n + (long)t63 * -1L;
        unsigned long t65 = (unsigned long)t5;
        unsigned long t66 = (unsigned long)t6;
        if ((t64 >= 1L) & (t64 <= 8L) & (((t65 + (unsigned long)((long)t63 * 4L + 4L + (t64 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t63 * 4L))) | ((t66 + (unsigned long)((long)t63 * 4L + 4L + (t64 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t63 * 4L)))) & (t63 >= 0)) {
            __m256i t67 = _mm256_set1_epi32((int)(int)t64);
            __m256i t68 = _mm256_cmpgt_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t69 = _mm256_set1_epi32((int)t3);
            __m256i t70 = _mm256_set1_epi32((int)t63);
            __m256i t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t72 = _mm256_set1_epi32((int)(t63 % 13));
            __m256i t73 = _mm256_add_epi32(t72, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32(13));
            __m256i t75 = _mm256_min_epu32(t73, t74);
            __m256 t76 = _mm256_cvtepi32_ps(t69);
            long t77 = (long)t63;
            __m256 t78 = _mm256_cvtepi32_ps(t71);
            __m256 t79 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t78);
            __m256 t80 = _mm256_div_ps(t79, t76);
            __m256 t81 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t80);
            _mm256_mask_storeu_ps(cr + t77, _mm256_movepi32_mask(t68), t81);
            __m256 t82 = _mm256_cvtepi32_ps(t75);
            __m256 t83 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t82);
            __m256 t84 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t83);
            _mm256_mask_storeu_ps(ci + t77, _mm256_movepi32_mask(t68), t84);
            i = (int)((long)t63 + t64);
        } else {
            i = t63;
        }
        for (; i < n; i++) {
            long t85 = (long)i;
            cr[t85] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t85] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t86 = ci;
        const float *t87 = cr;
        render(out, t87, t86, n, 60U);
        tone(y, t87, n, 0.75f);
        (_mm256_zeroupper(), tone_some(y, t86, n, 0.5f));
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t87, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t88 = (long)i_2;
            sum = sum * 31U + out[t88];
            fsum += y[t88];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
