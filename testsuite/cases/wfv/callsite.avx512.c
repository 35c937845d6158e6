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
    long t1;
    __mmask16 t2;
    __m512 t3;
    __m512 t4;
    __m512i t5;
    __m512i t6;
    __m512 t7;
    __m512 t8;
    __m512i t9;
    __m512i t10;
    long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    long t16;
    long t17;
    unsigned int *t18;
    __m512 t19;
    __m512 t20;
    int t21;
    long t22;
    unsigned long t23;
    unsigned long t24;
    unsigned long t25;
    unsigned long t26;
    __m512i t27;
    __mmask16 t28;
    long t29;
    unsigned int *t30;
    __m512 t31;
    __m512 t32;
    int i;
    unsigned int t36;
    __m512i t50;
    __mmask16 t51;
    unsigned int t52;
    __m512i t65;
    __m512i t66;
    t11 = (long)n;
    t12 = (unsigned long)out;
    t13 = (unsigned long)cr;
    t14 = (unsigned long)out;
    t15 = (unsigned long)ci;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12)) & (((t14 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t14))) {
        t16 = t11 & -16L;
        t1 = 0L;
        for (;;) {
            t17 = (long)(int)t1;
            t18 = out + t17;
            t19 = _mm512_loadu_ps(ci + t17);
            t20 = _mm512_loadu_ps(cr + t17);
            t2 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t3 = _mm512_set1_ps(0.0f);
            t4 = _mm512_set1_ps(0.0f);
            t36 = 0U;
            t5 = (__m512i)(vcc_v16_uint){0};
            while (t36 < max_iter) {
                __m512 t37 = _mm512_mul_ps(t3, t3);
                __m512 t38 = _mm512_mul_ps(t4, t4);
                __m512 t39 = _mm512_add_ps(t37, t38);
                __m512 t40 = _mm512_set1_ps(4.0f);
                __mmask16 t41 = _mm512_cmp_ps_mask(t39, t40, _CMP_LT_OQ);
                __mmask16 t42 = _kand_mask16(t2, t41);
                __m512 t43 = _mm512_sub_ps(t37, t38);
                __m512 t44 = _mm512_add_ps(t43, t20);
                __m512 t45 = _mm512_set1_ps(2.0f);
                __m512 t46 = _mm512_mul_ps(t45, t3);
                __m512 t47 = _mm512_mul_ps(t46, t4);
                __m512 t48 = _mm512_add_ps(t47, t19);
                __m512i t49 = _mm512_set1_epi32((int)t36);
                t5 = _mm512_mask_blend_epi32(t2, t5, t49);
                if (!(t42 != 0)) {
                    t6 = t5;
                    goto L67;
                }
                t2 = t42;
                t36++;
                t3 = t44;
                t4 = t48;
            }
            t50 = _mm512_set1_epi32((int)t36);
            t6 = _mm512_mask_blend_epi32(t2, t5, t50);
        L67:
            _mm512_storeu_si512(t18, t6);
            t1 += 16L;
            if (t1 >= t16) {
                t21 = (int)t16;
                break;
            }
        }
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    t23 = (unsigned long)out;
    t24 = (unsigned long)cr;
    t25 = (unsigned long)out;
    t26 = (unsigned long)ci;
    if ((t22 >= 1L) & (t22 <= 16L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L)))) & (((t25 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t21 * 4L))) | ((t26 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t21 * 4L))))) {
        t27 = _mm512_set1_epi32((int)(int)t22);
        t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        t29 = (long)(int)(long)t21;
        t30 = out + t29;
        t31 = _mm512_maskz_loadu_ps(t28, ci + t29);
        t32 = _mm512_maskz_loadu_ps(t28, cr + t29);
        t7 = _mm512_set1_ps(0.0f);
        t8 = _mm512_set1_ps(0.0f);
        t51 = t28;
        t52 = 0U;
        t9 = (__m512i)(vcc_v16_uint){0};
        while (t52 < max_iter) {
            __m512 t53 = _mm512_mul_ps(t7, t7);
            __m512 t54 = _mm512_mul_ps(t8, t8);
            __m512 t55 = _mm512_add_ps(t53, t54);
            __m512 t56 = _mm512_set1_ps(4.0f);
            __mmask16 t57 = _mm512_cmp_ps_mask(t55, t56, _CMP_LT_OQ);
            __mmask16 t58 = _kand_mask16(t51, t57);
            __m512 t59 = _mm512_sub_ps(t53, t54);
            __m512 t60 = _mm512_add_ps(t59, t32);
            __m512 t61 = _mm512_set1_ps(2.0f);
            __m512 t62 = _mm512_mul_ps(t61, t7);
            __m512 t63 = _mm512_mul_ps(t62, t8);
            t8 = _mm512_add_ps(t63, t31);
            __m512i t64 = _mm512_set1_epi32((int)t52);
            t9 = _mm512_mask_blend_epi32(t51, t9, t64);
            if (!(t58 != 0)) {
                t10 = t9;
                goto L68;
            }
            t51 = t58;
            t52++;
            t7 = t60;
        }
        t65 = _mm512_set1_epi32((int)t52);
        t10 = _mm512_mask_blend_epi32(t51, t9, t65);
    L68:
        t66 = _mm512_mask_blend_epi32(t28, (__m512i)(vcc_v16_uint){0}, t10);
        _mm512_mask_storeu_epi32(t30, t28, t66);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float t34 = ci[t33];
        float t35 = cr[t33];
        out[t33] = (_mm256_zeroupper(), mandel(t35, t34, max_iter));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void tone(float *y, const float *x, int n, float s) {
    vcc_no_contract_body
    int t9;
    int i;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)y;
    unsigned long t4 = (unsigned long)x;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3))) {
        long t5 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t6 = (long)(int)t1;
            float *t7 = y + t6;
            __m512 t8 = _mm512_loadu_ps(x + t6);
            __m512 t21 = _mm512_set1_ps(1.0f);
            __mmask16 t22 = _mm512_cmp_ps_mask(t8, t21, _CMP_GT_OQ);
            __m512 t23 = _mm512_set1_ps(s);
            __m512 t24 = _mm512_sub_ps(t8, t23);
            __m512 t25 = _mm512_mask_blend_ps(t22, t24, (__m512)(vcc_v16_float){0});
            __m512 t26 = _mm512_set1_ps(s);
            __m512 t27 = _mm512_mul_ps(t8, t26);
            __m512 t28 = _mm512_mask_blend_ps(t22, t25, t27);
            __m512 t20 = _mm512_add_ps(t28, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t7, t20);
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
    unsigned long t11 = (unsigned long)y;
    unsigned long t12 = (unsigned long)x;
    if ((t10 >= 1L) & (t10 <= 16L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))))) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)(int)(long)t9;
        float *t16 = y + t15;
        __m512 t17 = _mm512_maskz_loadu_ps(t14, x + t15);
        __m512 t30 = _mm512_set1_ps(1.0f);
        __mmask16 t31 = _mm512_cmp_ps_mask(t17, t30, _CMP_GT_OQ);
        __mmask16 t32 = _kand_mask16(t14, t31);
        __mmask16 t33 = _knot_mask16(t31);
        __mmask16 t34 = _kand_mask16(t14, t33);
        __m512 t35 = _mm512_set1_ps(s);
        __m512 t36 = _mm512_sub_ps(t17, t35);
        __m512 t37 = _mm512_mask_blend_ps(t34, (__m512)(vcc_v16_float){0}, t36);
        __m512 t38 = _mm512_set1_ps(s);
        __m512 t39 = _mm512_mul_ps(t17, t38);
        __m512 t40 = _mm512_mask_blend_ps(t32, t37, t39);
        __m512 t29 = _mm512_add_ps(t40, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(t16, t14, t29);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        float t19 = x[t18];
        y[t18] = (_mm256_zeroupper(), shade(t19, s)) + 1.0f;
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
    int t9;
    int i;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)y;
    unsigned long t4 = (unsigned long)x;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3))) {
        long t5 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t6 = (long)(int)t1;
            __m512 t7 = _mm512_loadu_ps(x + t6);
            __mmask16 t8 = _mm512_cmp_ps_mask(t7, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
            __m512 t21 = _mm512_set1_ps(k);
            __m512 t22 = _mm512_mul_ps(t7, t21);
            __m512 t23 = _mm512_set1_ps(0.0f);
            __mmask16 t24 = _mm512_cmp_ps_mask(t7, t23, _CMP_LT_OQ);
            __mmask16 t25 = _knot_mask16(t24);
            __mmask16 t26 = _kand_mask16(t8, t25);
            __m512 t27 = _mm512_set1_ps(-1.0f);
            __m512 t28 = _mm512_set1_ps(1.0f);
            __m512 t29 = _mm512_mask_blend_ps(t26, t27, t28);
            __m512 t30 = _mm512_add_ps(t22, t29);
            __m512 t31 = _mm512_mask_blend_ps(t8, (__m512)(vcc_v16_float){0}, t30);
            __m512 t20 = _mm512_mask_blend_ps(t8, t7, t31);
            _mm512_storeu_ps(y + t6, t20);
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
    unsigned long t11 = (unsigned long)y;
    unsigned long t12 = (unsigned long)x;
    if ((t10 >= 1L) & (t10 <= 16L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))))) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)(int)(long)t9;
        __m512 t16 = _mm512_maskz_loadu_ps(t14, x + t15);
        __mmask16 t17 = _mm512_cmp_ps_mask(t16, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
        __mmask16 t18 = _kand_mask16(t14, t17);
        __m512 t33 = _mm512_set1_ps(k);
        __m512 t34 = _mm512_mul_ps(t16, t33);
        __m512 t35 = _mm512_set1_ps(0.0f);
        __mmask16 t36 = _mm512_cmp_ps_mask(t16, t35, _CMP_LT_OQ);
        __mmask16 t37 = _knot_mask16(t36);
        __mmask16 t38 = _kand_mask16(t18, t37);
        __m512 t39 = _mm512_set1_ps(-1.0f);
        __m512 t40 = _mm512_set1_ps(1.0f);
        __m512 t41 = _mm512_mask_blend_ps(t38, t39, t40);
        __m512 t42 = _mm512_add_ps(t34, t41);
        __m512 t43 = _mm512_mask_blend_ps(t18, (__m512)(vcc_v16_float){0}, t42);
        __m512 t32 = _mm512_mask_blend_ps(t18, t16, t43);
        _mm512_mask_storeu_ps(y + t15, t14, t32);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float v = x[t19];
        if (v > -1.0f) {
            float v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t19] = v;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[8];
    int t54;
    int t83;
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
        int t7 = n + 1;
        unsigned long t8 = (unsigned long)t7 * 4UL;
        void *t9 = malloc(t8);
        float *cr = (float *)t9;
        void *t10 = malloc(t8);
        float *ci = (float *)t10;
        float *y = (float *)malloc(t8);
        unsigned int *out = (unsigned int *)malloc(t8);
        long t11 = (long)n;
        unsigned long t12 = (unsigned long)t9;
        unsigned long t13 = (unsigned long)t10;
        if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12)) & 1) {
            long t14 = t11 & -16L;
            __m256i t15 = _mm256_set1_epi32((int)t7);
            __m256i t16 = _mm256_set1_epi32(0);
            __m256i t17 = t16;
            __m256i t1 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t18 = _mm256_set1_epi32(0);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t20 = t19;
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(13));
            __m256i t22 = _mm256_min_epu32(t20, t21);
            __m256i t2 = t22;
            __m256 t23 = _mm256_cvtepi32_ps(t15);
            long t3 = 0L;
            for (;;) {
                __m256i t24 = t1;
                long t25 = (long)(int)t3;
                __m256 t26 = _mm256_cvtepi32_ps(t24);
                __m256 t27 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t26);
                __m256 t28 = _mm256_div_ps(t27, t23);
                __m256 t29 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t28);
                _mm256_storeu_ps(cr + t25, t29);
                __m256 t30 = _mm256_cvtepi32_ps(t2);
                __m256 t31 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t30);
                __m256 t32 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t31);
                _mm256_storeu_ps(ci + t25, t32);
                __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                __m256i t34 = t33;
                long t35 = (long)(int)(t3 + 8L);
                __m256 t36 = _mm256_cvtepi32_ps(t34);
                __m256 t37 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t36);
                __m256 t38 = _mm256_div_ps(t37, t23);
                __m256 t39 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t38);
                _mm256_storeu_ps(cr + t35, t39);
                __m256i t40 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
                __m256i t41 = t40;
                __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(13));
                __m256i t43 = _mm256_min_epu32(t41, t42);
                __m256i t44 = t43;
                __m256 t45 = _mm256_cvtepi32_ps(t44);
                __m256 t46 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t45);
                __m256 t47 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t46);
                _mm256_storeu_ps(ci + t35, t47);
                t3 += 16L;
                __m256i t48 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
                __m256i t49 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
                __m256i t50 = t49;
                __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(13));
                __m256i t52 = _mm256_min_epu32(t50, t51);
                __m256i t53 = t52;
                if (t3 >= t14) {
                    break;
                }
                t1 = t48;
                t2 = t53;
            }
            t54 = (int)t14;
        } else {
            t54 = 0;
        }
        long t55 = (long)n + (long)t54 * -1L;
        unsigned long t56 = (unsigned long)t9;
        unsigned long t57 = (unsigned long)t10;
        if ((t55 >= 8L) & (((t56 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t54 * 4L))) | ((t57 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t54 * 4L)))) & (t54 >= 0)) {
            long t58 = t55 & -8L;
            __m256i t59 = _mm256_set1_epi32((int)t7);
            __m256i t60 = _mm256_set1_epi32((int)t54);
            __m256i t61 = t60;
            __m256i t4 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t62 = _mm256_set1_epi32((int)(t54 % 13));
            __m256i t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t64 = t63;
            __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(13));
            __m256i t66 = _mm256_min_epu32(t64, t65);
            __m256i t5 = t66;
            __m256 t67 = _mm256_cvtepi32_ps(t59);
            long t6 = 0L;
            for (;;) {
                __m256i t68 = t4;
                long t69 = (long)(int)((long)t54 + t6);
                __m256 t70 = _mm256_cvtepi32_ps(t68);
                __m256 t71 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t70);
                __m256 t72 = _mm256_div_ps(t71, t67);
                __m256 t73 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t72);
                _mm256_storeu_ps(cr + t69, t73);
                __m256 t74 = _mm256_cvtepi32_ps(t5);
                __m256 t75 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t74);
                __m256 t76 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t75);
                _mm256_storeu_ps(ci + t69, t76);
                t6 += 8L;
                __m256i t77 = _mm256_add_epi32(t4, _mm256_set1_epi32(8));
                __m256i t78 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                __m256i t79 = t78;
                __m256i t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32(13));
                __m256i t81 = _mm256_min_epu32(t79, t80);
                __m256i t82 = t81;
                if (t6 >= t58) {
                    break;
                }
                t4 = t77;
                t5 = t82;
            }
            t83 = (int)((long)t54 + t58);
        } else {
            t83 = t54;
        }
        long t84 = (long)n + (long)t83 * -1L;
        unsigned long t85 = (unsigned long)t9;
        unsigned long t86 = (unsigned long)t10;
        if ((t84 >= 1L) & (t84 <= 8L) & (((t85 + (unsigned long)((long)t83 * 4L + 4L + (t84 - 1L) * 4L)) <= (t86 + (unsigned long)((long)t83 * 4L))) | ((t86 + (unsigned long)((long)t83 * 4L + 4L + (t84 - 1L) * 4L)) <= (t85 + (unsigned long)((long)t83 * 4L)))) & (t83 >= 0)) {
            __m256i t87 = _mm256_set1_epi32((int)(int)t84);
            __m256i t88 = _mm256_cmpgt_epi32(t87, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t89 = _mm256_set1_epi32((int)t7);
            __m256i t90 = _mm256_set1_epi32((int)t83);
            __m256i t91 = t90;
            __m256i t92 = _mm256_add_epi32(t91, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t93 = _mm256_set1_epi32((int)(t83 % 13));
            __m256i t94 = _mm256_add_epi32(t93, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t95 = t94;
            __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(13));
            __m256i t97 = _mm256_min_epu32(t95, t96);
            __m256i t98 = t97;
            __m256 t99 = _mm256_cvtepi32_ps(t89);
            __m256i t100 = t92;
            long t101 = (long)(int)(long)t83;
            __m256 t102 = _mm256_cvtepi32_ps(t100);
            __m256 t103 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t102);
            __m256 t104 = _mm256_div_ps(t103, t99);
            __m256 t105 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t104);
            _mm256_mask_storeu_ps(cr + t101, _mm256_movepi32_mask(t88), t105);
            __m256 t106 = _mm256_cvtepi32_ps(t98);
            __m256 t107 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t106);
            __m256 t108 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t107);
            _mm256_mask_storeu_ps(ci + t101, _mm256_movepi32_mask(t88), t108);
            i = (int)((long)t83 + t84);
        } else {
            i = t83;
        }
        for (; i < n; i++) {
            long t109 = (long)i;
            cr[t109] = -2.0f + 2.5f * (float)i / (float)t7;
            ci[t109] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t110 = ci;
        const float *t111 = cr;
        render(out, t111, t110, n, 60U);
        tone(y, t111, n, 0.75f);
        (_mm256_zeroupper(), tone_some(y, t110, n, 0.5f));
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t111, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t112 = (long)i_2;
            sum = sum * 31U + out[t112];
            fsum += y[t112];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
