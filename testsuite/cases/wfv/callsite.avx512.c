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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    long t13;
    unsigned long t14;
    unsigned long t15;
    long t16;
    long t17;
    unsigned int *t18;
    __m512 ci_v;
    __m512 cr_v;
    int t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    unsigned long t24;
    unsigned long t25;
    long t26;
    __m512i t27;
    __mmask16 t28;
    long t29;
    unsigned int *t30;
    __m512 ci_v_1;
    __m512 cr_v_1;
    int i;
    unsigned int t34;
    __m512i t48;
    __mmask16 t49;
    unsigned int t50;
    __m512i t63;
    __m512i t64;
    t10 = (long)n;
    t11 = (unsigned long)out;
    t12 = (unsigned long)cr;
    t13 = (long)((unsigned long)out - (unsigned long)cr);
    t14 = (unsigned long)out;
    t15 = (unsigned long)ci;
    t16 = (long)((unsigned long)out - (unsigned long)ci);
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L))) & (((t14 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t14) | ((t16 <= 0L) | (t16 >= 64L)))) {
        t17 = t10 & -16L;
        i_vec = 0L;
        /* vcc: loop at callsite.c:32 vectorized: VF 16, UF 1, run-time checks: `out` and `cr`, `out` and `ci` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            t18 = out + i_vec;
            ci_v = _mm512_loadu_ps(ci + i_vec);
            cr_v = _mm512_loadu_ps(cr + i_vec);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t2 = _mm512_set1_ps(0.0f);
            t3 = _mm512_set1_ps(0.0f);
            t34 = 0U;
            t4 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
            while (t34 < max_iter) {
                __m512 t35 = _mm512_mul_ps(t2, t2);
                __m512 t36 = _mm512_mul_ps(t3, t3);
                __m512 t37 = _mm512_add_ps(t35, t36);
                __m512 t38 = _mm512_set1_ps(4.0f);
                __mmask16 t39 = _mm512_cmp_ps_mask(t37, t38, _CMP_LT_OQ);
                __mmask16 t40 = _kand_mask16(t1, t39);
                __m512 t41 = _mm512_sub_ps(t35, t36);
                __m512 t42 = _mm512_add_ps(t41, cr_v);
                __m512 t43 = _mm512_set1_ps(2.0f);
                __m512 t44 = _mm512_mul_ps(t43, t2);
                __m512 t45 = _mm512_mul_ps(t44, t3);
                __m512 t46 = _mm512_add_ps(t45, ci_v);
                __m512i t47 = _mm512_set1_epi32((int)t34);
                t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t47);
                if (!(t40 != 0)) {
                    t5 = (vcc_v16_uint)(__m512i)t4;
                    goto L65;
                }
                t1 = t40;
                t34++;
                t2 = t42;
                t3 = t46;
            }
            t48 = _mm512_set1_epi32((int)t34);
            t5 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t48);
        L65:
            _mm512_storeu_si512(t18, (__m512i)t5);
            i_vec += 16L;
            if (i_vec >= t17) {
                t19 = (int)t17;
                break;
            }
        }
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (unsigned long)out;
    t22 = (unsigned long)cr;
    t23 = (long)((unsigned long)out + (unsigned long)((long)t19 * 4L) - ((unsigned long)cr + (unsigned long)((long)t19 * 4L)));
    t24 = (unsigned long)out;
    t25 = (unsigned long)ci;
    t26 = (long)((unsigned long)out + (unsigned long)((long)t19 * 4L) - ((unsigned long)ci + (unsigned long)((long)t19 * 4L)));
    if ((t20 >= 1L) & (t20 <= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))) | ((t23 <= 0L) | (t23 >= 64L))) & (((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t19 * 4L))) | ((t25 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t26 <= 0L) | (t26 >= 64L)))) {
        t27 = _mm512_set1_epi32((int)(int)t20);
        t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        t29 = (long)t19;
        t30 = out + t29;
        ci_v_1 = _mm512_maskz_loadu_ps(t28, ci + t29);
        cr_v_1 = _mm512_maskz_loadu_ps(t28, cr + t29);
        t6 = _mm512_set1_ps(0.0f);
        t7 = _mm512_set1_ps(0.0f);
        t49 = t28;
        t50 = 0U;
        t8 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
        while (t50 < max_iter) {
            __m512 t51 = _mm512_mul_ps(t6, t6);
            __m512 t52 = _mm512_mul_ps(t7, t7);
            __m512 t53 = _mm512_add_ps(t51, t52);
            __m512 t54 = _mm512_set1_ps(4.0f);
            __mmask16 t55 = _mm512_cmp_ps_mask(t53, t54, _CMP_LT_OQ);
            __mmask16 t56 = _kand_mask16(t49, t55);
            __m512 t57 = _mm512_sub_ps(t51, t52);
            __m512 t58 = _mm512_add_ps(t57, cr_v_1);
            __m512 t59 = _mm512_set1_ps(2.0f);
            __m512 t60 = _mm512_mul_ps(t59, t6);
            __m512 t61 = _mm512_mul_ps(t60, t7);
            t7 = _mm512_add_ps(t61, ci_v_1);
            __m512i t62 = _mm512_set1_epi32((int)t50);
            t8 = (vcc_v16_uint)_mm512_mask_blend_epi32(t49, (__m512i)t8, t62);
            if (!(t56 != 0)) {
                t9 = (vcc_v16_uint)(__m512i)t8;
                goto L66;
            }
            t49 = t56;
            t50++;
            t6 = t58;
        }
        t63 = _mm512_set1_epi32((int)t50);
        t9 = (vcc_v16_uint)_mm512_mask_blend_epi32(t49, (__m512i)t8, t63);
    L66:
        t64 = _mm512_mask_blend_epi32(t28, (__m512i)(vcc_v16_uint){0}, (__m512i)t9);
        _mm512_mask_storeu_epi32(t30, t28, t64);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        float t32 = ci[t31];
        float t33 = cr[t31];
        out[t31] = (_mm256_zeroupper(), mandel(t33, t32, max_iter));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void tone(float *y, const float *x, int n, float s) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:38 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            float *t6 = y + i_vec;
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t19 = _mm512_set1_ps(1.0f);
            __mmask16 t20 = _mm512_cmp_ps_mask(x_v, t19, _CMP_GT_OQ);
            __m512 t21 = _mm512_set1_ps(s);
            __m512 t22 = _mm512_sub_ps(x_v, t21);
            __m512 t23 = _mm512_mask_blend_ps(t20, t22, (__m512)(vcc_v16_float){0});
            __m512 t24 = _mm512_set1_ps(s);
            __m512 t25 = _mm512_mul_ps(x_v, t24);
            __m512 t26 = _mm512_mask_blend_ps(t20, t23, t25);
            __m512 t18 = _mm512_add_ps(t26, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t6, t18);
            i_vec += 16L;
            if (i_vec >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    long t11 = (long)((unsigned long)y + (unsigned long)((long)t7 * 4L) - ((unsigned long)x + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 1L) & (t8 <= 16L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 64L)))) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        long t14 = (long)t7;
        float *t15 = y + t14;
        __m512 x_v_1 = _mm512_maskz_loadu_ps(t13, x + t14);
        __m512 t28 = _mm512_set1_ps(1.0f);
        __mmask16 t29 = _mm512_cmp_ps_mask(x_v_1, t28, _CMP_GT_OQ);
        __mmask16 t30 = _kand_mask16(t13, t29);
        __mmask16 t31 = _knot_mask16(t29);
        __mmask16 t32 = _kand_mask16(t13, t31);
        __m512 t33 = _mm512_set1_ps(s);
        __m512 t34 = _mm512_sub_ps(x_v_1, t33);
        __m512 t35 = _mm512_mask_blend_ps(t32, (__m512)(vcc_v16_float){0}, t34);
        __m512 t36 = _mm512_set1_ps(s);
        __m512 t37 = _mm512_mul_ps(x_v_1, t36);
        __m512 t38 = _mm512_mask_blend_ps(t30, t35, t37);
        __m512 t27 = _mm512_add_ps(t38, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(t15, t13, t27);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = x[t16];
        y[t16] = (_mm256_zeroupper(), shade(t17, s)) + 1.0f;
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
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:59 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            __m512 v_v = _mm512_loadu_ps(x + i_vec);
            __mmask16 t6 = _mm512_cmp_ps_mask(v_v, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
            __m512 t18 = _mm512_set1_ps(k);
            __m512 t19 = _mm512_mul_ps(v_v, t18);
            __m512 t20 = _mm512_set1_ps(0.0f);
            __mmask16 t21 = _mm512_cmp_ps_mask(v_v, t20, _CMP_LT_OQ);
            __mmask16 t22 = _knot_mask16(t21);
            __mmask16 t23 = _kand_mask16(t6, t22);
            __m512 t24 = _mm512_set1_ps(-1.0f);
            __m512 t25 = _mm512_set1_ps(1.0f);
            __m512 t26 = _mm512_mask_blend_ps(t23, t24, t25);
            __m512 t27 = _mm512_add_ps(t19, t26);
            __m512 t28 = _mm512_mask_blend_ps(t6, (__m512)(vcc_v16_float){0}, t27);
            __m512 v_v_2 = _mm512_mask_blend_ps(t6, v_v, t28);
            _mm512_storeu_ps(y + i_vec, v_v_2);
            i_vec += 16L;
            if (i_vec >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    long t11 = (long)((unsigned long)y + (unsigned long)((long)t7 * 4L) - ((unsigned long)x + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 1L) & (t8 <= 16L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 64L)))) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        long t14 = (long)t7;
        __m512 v_v_1 = _mm512_maskz_loadu_ps(t13, x + t14);
        __mmask16 t15 = _mm512_cmp_ps_mask(v_v_1, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
        __mmask16 t16 = _kand_mask16(t13, t15);
        __m512 t29 = _mm512_set1_ps(k);
        __m512 t30 = _mm512_mul_ps(v_v_1, t29);
        __m512 t31 = _mm512_set1_ps(0.0f);
        __mmask16 t32 = _mm512_cmp_ps_mask(v_v_1, t31, _CMP_LT_OQ);
        __mmask16 t33 = _knot_mask16(t32);
        __mmask16 t34 = _kand_mask16(t16, t33);
        __m512 t35 = _mm512_set1_ps(-1.0f);
        __m512 t36 = _mm512_set1_ps(1.0f);
        __m512 t37 = _mm512_mask_blend_ps(t34, t35, t36);
        __m512 t38 = _mm512_add_ps(t30, t37);
        __m512 t39 = _mm512_mask_blend_ps(t16, (__m512)(vcc_v16_float){0}, t38);
        __m512 v_v_3 = _mm512_mask_blend_ps(t15, v_v_1, t39);
        _mm512_mask_storeu_ps(y + t14, t13, v_v_3);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float v = x[t17];
        if (v > -1.0f) {
            float v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t17] = v;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[8];
    int t41;
    int t65;
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
        long t10 = (long)((unsigned long)t6 - (unsigned long)t5);
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L))) & 1) {
            long t11 = t7 & -16L;
            __m256i t12 = _mm256_set1_epi32((int)t3);
            __m256i t13 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t14 = _mm256_set1_epi32(0);
            __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(13));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t15, t16);
            __m256 t17 = _mm256_cvtepi32_ps(t12);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t18 = _mm256_cvtepi32_ps((__m256i)i_v);
                __m256 t19 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t18);
                __m256 t20 = _mm256_div_ps(t19, t17);
                __m256 t21 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t20);
                _mm256_storeu_ps(cr + i_vec, t21);
                __m256 t22 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t23 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t22);
                __m256 t24 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t23);
                _mm256_storeu_ps(ci + i_vec, t24);
                long t25 = i_vec + 8L;
                __m256i t26 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256 t27 = _mm256_cvtepi32_ps(t26);
                __m256 t28 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t27);
                __m256 t29 = _mm256_div_ps(t28, t17);
                __m256 t30 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t29);
                _mm256_storeu_ps(cr + t25, t30);
                __m256i t31 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
                __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(13));
                __m256i t33 = _mm256_min_epu32(t31, t32);
                __m256 t34 = _mm256_cvtepi32_ps(t33);
                __m256 t35 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t34);
                __m256 t36 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t35);
                _mm256_storeu_ps(ci + t25, t36);
                i_vec += 16L;
                __m256i t37 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t38 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
                __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(13));
                __m256i t40 = _mm256_min_epu32(t38, t39);
                if (i_vec >= t11) {
                    break;
                }
                i_v = (vcc_v8_uint)t37;
                t1 = (vcc_v8_int)t40;
            }
            t41 = (int)t11;
        } else {
            t41 = 0;
        }
        long t42 = (long)n + (long)t41 * -1L;
        unsigned long t43 = (unsigned long)t5;
        unsigned long t44 = (unsigned long)t6;
        long t45 = (long)((unsigned long)t6 + (unsigned long)((long)t41 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t41 * 4L)));
        if ((t42 >= 8L) & (((t43 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t41 * 4L))) | ((t44 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t41 * 4L))) | ((t45 <= 0L) | (t45 >= 32L))) & (t41 >= 0)) {
            long t46 = t42 & -8L;
            __m256i t47 = _mm256_set1_epi32((int)t3);
            __m256i t48 = _mm256_set1_epi32((int)t41);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t49 = _mm256_set1_epi32((int)(t41 % 13));
            __m256i t50 = _mm256_add_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(13));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t50, t51);
            __m256 t52 = _mm256_cvtepi32_ps(t47);
            long i_vec_1 = 0L;
            /* vcc: loop at callsite.c:74 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t53 = (long)t41 + i_vec_1;
                __m256 t54 = _mm256_cvtepi32_ps((__m256i)i_v_1);
                __m256 t55 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t54);
                __m256 t56 = _mm256_div_ps(t55, t52);
                __m256 t57 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t56);
                _mm256_storeu_ps(cr + t53, t57);
                __m256 t58 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t59 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t58);
                __m256 t60 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t59);
                _mm256_storeu_ps(ci + t53, t60);
                i_vec_1 += 8L;
                __m256i t61 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t62 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
                __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(13));
                __m256i t64 = _mm256_min_epu32(t62, t63);
                if (i_vec_1 >= t46) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t61;
                t2 = (vcc_v8_int)t64;
            }
            t65 = (int)((long)t41 + t46);
        } else {
            t65 = t41;
        }
        long t66 = (long)n + (long)t65 * -1L;
        unsigned long t67 = (unsigned long)t5;
        unsigned long t68 = (unsigned long)t6;
        long t69 = (long)((unsigned long)t6 + (unsigned long)((long)t65 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t65 * 4L)));
        if ((t66 >= 1L) & (t66 <= 8L) & (((t67 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t65 * 4L))) | ((t68 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t65 * 4L))) | ((t69 <= 0L) | (t69 >= 32L))) & (t65 >= 0)) {
            __m256i t70 = _mm256_set1_epi32((int)(int)t66);
            __m256i t71 = _mm256_cmpgt_epi32(t70, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t72 = _mm256_set1_epi32((int)t3);
            __m256i t73 = _mm256_set1_epi32((int)t65);
            __m256i t74 = _mm256_add_epi32(t73, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t75 = _mm256_set1_epi32((int)(t65 % 13));
            __m256i t76 = _mm256_add_epi32(t75, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(13));
            __m256i t78 = _mm256_min_epu32(t76, t77);
            __m256 t79 = _mm256_cvtepi32_ps(t72);
            long t80 = (long)t65;
            __m256 t81 = _mm256_cvtepi32_ps(t74);
            __m256 t82 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t81);
            __m256 t83 = _mm256_div_ps(t82, t79);
            __m256 t84 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t83);
            _mm256_mask_storeu_ps(cr + t80, _mm256_movepi32_mask(t71), t84);
            __m256 t85 = _mm256_cvtepi32_ps(t78);
            __m256 t86 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t85);
            __m256 t87 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t86);
            _mm256_mask_storeu_ps(ci + t80, _mm256_movepi32_mask(t71), t87);
            i = (int)((long)t65 + t66);
        } else {
            i = t65;
        }
        for (; i < n; i++) {
            long t88 = (long)i;
            cr[t88] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t88] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t89 = ci;
        const float *t90 = cr;
        render(out, t90, t89, n, 60U);
        tone(y, t90, n, 0.75f);
        (_mm256_zeroupper(), tone_some(y, t89, n, 0.5f));
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t90, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t91 = (long)i_2;
            sum = sum * 31U + out[t91];
            fsum += y[t91];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
