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
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __mmask16 t11;
    __mmask16 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512i t18;
    __m512i t19;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m512i)(vcc_v16_uint){0};
    while (t6 < max_iter) {
        t7 = _mm512_mul_ps(t2, t2);
        t8 = _mm512_mul_ps(t3, t3);
        t9 = _mm512_add_ps(t7, t8);
        t10 = _mm512_set1_ps(4.0f);
        t11 = _mm512_cmp_ps_mask(t9, t10, _CMP_LT_OQ);
        t12 = _kand_mask16(t1, t11);
        t13 = _mm512_sub_ps(t7, t8);
        t14 = _mm512_add_ps(t13, cr);
        t15 = _mm512_set1_ps(2.0f);
        t16 = _mm512_mul_ps(t15, t2);
        t17 = _mm512_mul_ps(t16, t3);
        t3 = _mm512_add_ps(t17, ci);
        t18 = _mm512_set1_epi32((int)t6);
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
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        t7 = _mm256_mul_ps(t2, t2);
        t8 = _mm256_mul_ps(t3, t3);
        t9 = _mm256_add_ps(t7, t8);
        t10 = _mm256_set1_ps(4.0f);
        t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_LT_OQ));
        t12 = _mm256_and_si256(t1, t11);
        t13 = _mm256_sub_ps(t7, t8);
        t14 = _mm256_add_ps(t13, cr);
        t15 = _mm256_set1_ps(2.0f);
        t16 = _mm256_mul_ps(t15, t2);
        t17 = _mm256_mul_ps(t16, t3);
        t3 = _mm256_add_ps(t17, ci);
        t18 = _mm256_set1_epi32((int)t6);
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
    __m512 t1;
    __mmask16 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    t1 = _mm512_set1_ps(1.0f);
    t2 = _mm512_cmp_ps_mask(x, t1, _CMP_GT_OQ);
    t3 = _mm512_set1_ps(scale);
    t4 = _mm512_sub_ps(x, t3);
    t5 = _mm512_mask_blend_ps(t2, t4, (__m512)(vcc_v16_float){0});
    t6 = _mm512_set1_ps(scale);
    t7 = _mm512_mul_ps(x, t6);
    t8 = _mm512_mask_blend_ps(t2, t5, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_shade(__m256 x, float scale) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    t1 = _mm256_set1_ps(1.0f);
    t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_GT_OQ));
    t3 = _mm256_set1_ps(scale);
    t4 = _mm256_sub_ps(x, t3);
    t5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t4, (__m256)(vcc_v8_float){0});
    t6 = _mm256_set1_ps(scale);
    t7 = _mm256_mul_ps(x, t6);
    t8 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t5, t7);
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
    long t33;
    float t34;
    float t35;
    unsigned int t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    __mmask16 t41;
    __mmask16 t42;
    __m512 t43;
    __m512 t44;
    __m512 t45;
    __m512 t46;
    __m512 t47;
    __m512 t48;
    __m512i t49;
    __m512i t50;
    __mmask16 t51;
    unsigned int t52;
    __m512 t53;
    __m512 t54;
    __m512 t55;
    __m512 t56;
    __mmask16 t57;
    __mmask16 t58;
    __m512 t59;
    __m512 t60;
    __m512 t61;
    __m512 t62;
    __m512 t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    t11 = (long)n;
    t12 = (unsigned long)out;
    t13 = (unsigned long)cr;
    t14 = (unsigned long)out;
    t15 = (unsigned long)ci;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t13 + 0UL)) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t12 + 0UL))) & (((t14 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t15 + 0UL)) | ((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t14 + 0UL)))) {
        t16 = t11 & -16L;
        t1 = 0L;
        for (;;) {
            t17 = (long)(int)(0L + t1);
            t18 = out + t17;
            t19 = _mm512_loadu_ps(ci + t17);
            t20 = _mm512_loadu_ps(cr + t17);
            t2 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
            t3 = _mm512_set1_ps(0.0f);
            t4 = _mm512_set1_ps(0.0f);
            t36 = 0U;
            t5 = (__m512i)(vcc_v16_uint){0};
            while (t36 < max_iter) {
                t37 = _mm512_mul_ps(t3, t3);
                t38 = _mm512_mul_ps(t4, t4);
                t39 = _mm512_add_ps(t37, t38);
                t40 = _mm512_set1_ps(4.0f);
                t41 = _mm512_cmp_ps_mask(t39, t40, _CMP_LT_OQ);
                t42 = _kand_mask16(t2, t41);
                t43 = _mm512_sub_ps(t37, t38);
                t44 = _mm512_add_ps(t43, t20);
                t45 = _mm512_set1_ps(2.0f);
                t46 = _mm512_mul_ps(t45, t3);
                t47 = _mm512_mul_ps(t46, t4);
                t48 = _mm512_add_ps(t47, t19);
                t49 = _mm512_set1_epi32((int)t36);
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
                t21 = (int)(0L + t16);
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
        t29 = (long)(int)((long)t21 + 0L);
        t30 = out + t29;
        t31 = _mm512_maskz_loadu_ps(t28, ci + t29);
        t32 = _mm512_maskz_loadu_ps(t28, cr + t29);
        t7 = _mm512_set1_ps(0.0f);
        t8 = _mm512_set1_ps(0.0f);
        t51 = t28;
        t52 = 0U;
        t9 = (__m512i)(vcc_v16_uint){0};
        while (t52 < max_iter) {
            t53 = _mm512_mul_ps(t7, t7);
            t54 = _mm512_mul_ps(t8, t8);
            t55 = _mm512_add_ps(t53, t54);
            t56 = _mm512_set1_ps(4.0f);
            t57 = _mm512_cmp_ps_mask(t55, t56, _CMP_LT_OQ);
            t58 = _kand_mask16(t51, t57);
            t59 = _mm512_sub_ps(t53, t54);
            t60 = _mm512_add_ps(t59, t32);
            t61 = _mm512_set1_ps(2.0f);
            t62 = _mm512_mul_ps(t61, t7);
            t63 = _mm512_mul_ps(t62, t8);
            t8 = _mm512_add_ps(t63, t31);
            t64 = _mm512_set1_epi32((int)t52);
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
        t33 = (long)i;
        t34 = ci[t33];
        t35 = cr[t33];
        out[t33] = (_mm256_zeroupper(), mandel(t35, t34, max_iter));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void tone(float *y, const float *x, int n, float s) {
    vcc_no_contract_body
    long t1;
    long t2;
    unsigned long t3;
    unsigned long t4;
    long t5;
    long t6;
    float *t7;
    __m512 t8;
    int t9;
    long t10;
    unsigned long t11;
    unsigned long t12;
    __m512i t13;
    __mmask16 t14;
    long t15;
    float *t16;
    __m512 t17;
    int i;
    long t18;
    float t19;
    __m512 t20;
    __m512 t21;
    __mmask16 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __mmask16 t31;
    __mmask16 t32;
    __mmask16 t33;
    __mmask16 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    t2 = (long)n;
    t3 = (unsigned long)y;
    t4 = (unsigned long)x;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= (t4 + 0UL)) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= (t3 + 0UL)))) {
        t5 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t6 = (long)(int)(0L + t1);
            t7 = y + t6;
            t8 = _mm512_loadu_ps(x + t6);
            t21 = _mm512_set1_ps(1.0f);
            t22 = _mm512_cmp_ps_mask(t8, t21, _CMP_GT_OQ);
            t23 = _mm512_set1_ps(s);
            t24 = _mm512_sub_ps(t8, t23);
            t25 = _mm512_mask_blend_ps(t22, t24, (__m512)(vcc_v16_float){0});
            t26 = _mm512_set1_ps(s);
            t27 = _mm512_mul_ps(t8, t26);
            t28 = _mm512_mask_blend_ps(t22, t25, t27);
            t20 = _mm512_add_ps(t28, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(t7, t20);
            t1 += 16L;
            if (t1 >= t5) {
                t9 = (int)(0L + t5);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    t11 = (unsigned long)y;
    t12 = (unsigned long)x;
    if ((t10 >= 1L) & (t10 <= 16L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))))) {
        t13 = _mm512_set1_epi32((int)(int)t10);
        t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        t15 = (long)(int)((long)t9 + 0L);
        t16 = y + t15;
        t17 = _mm512_maskz_loadu_ps(t14, x + t15);
        t30 = _mm512_set1_ps(1.0f);
        t31 = _mm512_cmp_ps_mask(t17, t30, _CMP_GT_OQ);
        t32 = _kand_mask16(t14, t31);
        t33 = _knot_mask16(t31);
        t34 = _kand_mask16(t14, t33);
        t35 = _mm512_set1_ps(s);
        t36 = _mm512_sub_ps(t17, t35);
        t37 = _mm512_mask_blend_ps(t34, (__m512)(vcc_v16_float){0}, t36);
        t38 = _mm512_set1_ps(s);
        t39 = _mm512_mul_ps(t17, t38);
        t40 = _mm512_mask_blend_ps(t32, t37, t39);
        t29 = _mm512_add_ps(t40, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(t16, t14, t29);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        t18 = (long)i;
        t19 = x[t18];
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
    __m512 t1;
    __m512 t2;
    __m512 t3;
    __mmask16 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    t1 = _mm512_set1_ps(k);
    t2 = _mm512_mul_ps(x, t1);
    t3 = _mm512_set1_ps(0.0f);
    t4 = _mm512_cmp_ps_mask(x, t3, _CMP_LT_OQ);
    t5 = _mm512_set1_ps(-1.0f);
    t6 = _mm512_set1_ps(1.0f);
    t7 = _mm512_mask_blend_ps(t4, t6, t5);
    t8 = _mm512_add_ps(t2, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_ramp(__m512 x, float k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __mmask16 t5;
    __mmask16 t6;
    __mmask16 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    t1 = (__mmask16)mask;
    t2 = _mm512_set1_ps(k);
    t3 = _mm512_mul_ps(x, t2);
    t4 = _mm512_set1_ps(0.0f);
    t5 = _mm512_cmp_ps_mask(x, t4, _CMP_LT_OQ);
    t6 = _knot_mask16(t5);
    t7 = _kand_mask16(t1, t6);
    t8 = _mm512_set1_ps(-1.0f);
    t9 = _mm512_set1_ps(1.0f);
    t10 = _mm512_mask_blend_ps(t7, t8, t9);
    t11 = _mm512_add_ps(t3, t10);
    t12 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t11);
    return t12;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_ramp(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    t1 = _mm256_set1_ps(k);
    t2 = _mm256_mul_ps(x, t1);
    t3 = _mm256_set1_ps(0.0f);
    t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_LT_OQ));
    t5 = _mm256_set1_ps(-1.0f);
    t6 = _mm256_set1_ps(1.0f);
    t7 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), t6, t5);
    t8 = _mm256_add_ps(t2, t7);
    return t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_ramp(__m256 x, float k, __m256 mask) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = _mm256_set1_ps(k);
    t3 = _mm256_mul_ps(x, t2);
    t4 = _mm256_set1_ps(0.0f);
    t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_LT_OQ));
    t6 = (__m256i)~(vcc_m8)t5;
    t7 = _mm256_and_si256(t1, t6);
    t8 = _mm256_set1_ps(-1.0f);
    t9 = _mm256_set1_ps(1.0f);
    t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t7), t8, t9);
    t11 = _mm256_add_ps(t3, t10);
    t12 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t11);
    return t12;
}

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void ramp_some(float *y, const float *x, int n, float k) {
    vcc_no_contract_body
    float v;
    long t1;
    long t2;
    unsigned long t3;
    unsigned long t4;
    long t5;
    long t6;
    __m512 t7;
    __mmask16 t8;
    int t9;
    long t10;
    unsigned long t11;
    unsigned long t12;
    __m512i t13;
    __mmask16 t14;
    long t15;
    __m512 t16;
    __mmask16 t17;
    __mmask16 t18;
    int i;
    long t19;
    float v_1;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __mmask16 t24;
    __mmask16 t25;
    __mmask16 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __mmask16 t36;
    __mmask16 t37;
    __mmask16 t38;
    __m512 t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    t2 = (long)n;
    t3 = (unsigned long)y;
    t4 = (unsigned long)x;
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= (t4 + 0UL)) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= (t3 + 0UL)))) {
        t5 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t6 = (long)(int)(0L + t1);
            t7 = _mm512_loadu_ps(x + t6);
            t8 = _mm512_cmp_ps_mask(t7, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
            t21 = _mm512_set1_ps(k);
            t22 = _mm512_mul_ps(t7, t21);
            t23 = _mm512_set1_ps(0.0f);
            t24 = _mm512_cmp_ps_mask(t7, t23, _CMP_LT_OQ);
            t25 = _knot_mask16(t24);
            t26 = _kand_mask16(t8, t25);
            t27 = _mm512_set1_ps(-1.0f);
            t28 = _mm512_set1_ps(1.0f);
            t29 = _mm512_mask_blend_ps(t26, t27, t28);
            t30 = _mm512_add_ps(t22, t29);
            t31 = _mm512_mask_blend_ps(t8, (__m512)(vcc_v16_float){0}, t30);
            t20 = _mm512_mask_blend_ps(t8, t7, t31);
            _mm512_storeu_ps(y + t6, t20);
            t1 += 16L;
            if (t1 >= t5) {
                t9 = (int)(0L + t5);
                break;
            }
        }
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    t11 = (unsigned long)y;
    t12 = (unsigned long)x;
    if ((t10 >= 1L) & (t10 <= 16L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))))) {
        t13 = _mm512_set1_epi32((int)(int)t10);
        t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        t15 = (long)(int)((long)t9 + 0L);
        t16 = _mm512_maskz_loadu_ps(t14, x + t15);
        t17 = _mm512_cmp_ps_mask(t16, _mm512_set1_ps(-1.0f), _CMP_GT_OQ);
        t18 = _kand_mask16(t14, t17);
        t33 = _mm512_set1_ps(k);
        t34 = _mm512_mul_ps(t16, t33);
        t35 = _mm512_set1_ps(0.0f);
        t36 = _mm512_cmp_ps_mask(t16, t35, _CMP_LT_OQ);
        t37 = _knot_mask16(t36);
        t38 = _kand_mask16(t18, t37);
        t39 = _mm512_set1_ps(-1.0f);
        t40 = _mm512_set1_ps(1.0f);
        t41 = _mm512_mask_blend_ps(t38, t39, t40);
        t42 = _mm512_add_ps(t34, t41);
        t43 = _mm512_mask_blend_ps(t18, (__m512)(vcc_v16_float){0}, t42);
        t32 = _mm512_mask_blend_ps(t18, t16, t43);
        _mm512_mask_storeu_ps(y + t15, t14, t32);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        t19 = (long)i;
        v = x[t19];
        if (v > -1.0f) {
            v_1 = (_mm256_zeroupper(), ramp(v, k));
            v = v_1;
        }
        y[t19] = v;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[8];
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    float tsum;
    float fsum;
    unsigned int sum;
    unsigned int t;
    int n;
    int t9;
    unsigned long t10;
    void *t11;
    float *cr;
    void *t12;
    float *ci;
    float *y;
    unsigned int *out;
    long t13;
    unsigned long t14;
    unsigned long t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256 t25;
    __m256i t26;
    long t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256i t35;
    __m256i t36;
    long t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    int t56;
    long t57;
    unsigned long t58;
    unsigned long t59;
    long t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256 t69;
    __m256i t70;
    long t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    int t85;
    long t86;
    unsigned long t87;
    unsigned long t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256 t99;
    long t100;
    __m256i t101;
    long t102;
    __m256 t103;
    __m256 t104;
    __m256 t105;
    __m256 t106;
    __m256 t107;
    __m256 t108;
    __m256 t109;
    int i;
    long t110;
    const float *t111;
    const float *t112;
    int i_1;
    int i_2;
    long t113;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (t = 0U; (unsigned long)t < 8UL; t++) {
        n = sizes[t];
        t9 = n + 1;
        t10 = (unsigned long)t9 * 4UL;
        t11 = malloc(t10);
        cr = (float *)t11;
        t12 = malloc(t10);
        ci = (float *)t12;
        y = (float *)malloc(t10);
        out = (unsigned int *)malloc(t10);
        t13 = (long)n;
        t14 = (unsigned long)t11;
        t15 = (unsigned long)t12;
        if ((t13 >= 16L) & (((t14 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= (t15 + (unsigned long)0L)) | ((t15 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= (t14 + (unsigned long)0L))) & (0 >= 0)) {
            t16 = t13 & -16L;
            t17 = _mm256_set1_epi32((int)t9);
            t18 = _mm256_set1_epi32((int)0);
            t19 = t18;
            t1 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t20 = _mm256_set1_epi32((int)(0 % 13));
            t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t22 = t21;
            t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)13));
            t24 = _mm256_min_epu32(t22, t23);
            t2 = t24;
            t25 = _mm256_cvtepi32_ps(t17);
            t3 = 0L;
            for (;;) {
                t26 = t1;
                t27 = (long)(int)((long)0 + t3);
                t28 = _mm256_cvtepi32_ps(t26);
                t29 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t28);
                t30 = _mm256_div_ps(t29, t25);
                t31 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t30);
                _mm256_storeu_ps(cr + t27, t31);
                t32 = _mm256_cvtepi32_ps(t2);
                t33 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t32);
                t34 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t33);
                _mm256_storeu_ps(ci + t27, t34);
                t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t36 = t35;
                t37 = (long)(int)((long)0 + (t3 + 8L));
                t38 = _mm256_cvtepi32_ps(t36);
                t39 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t38);
                t40 = _mm256_div_ps(t39, t25);
                t41 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t40);
                _mm256_storeu_ps(cr + t37, t41);
                t42 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                t43 = t42;
                t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)13));
                t45 = _mm256_min_epu32(t43, t44);
                t46 = t45;
                t47 = _mm256_cvtepi32_ps(t46);
                t48 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t47);
                t49 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t48);
                _mm256_storeu_ps(ci + t37, t49);
                t3 += 16L;
                t50 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                t51 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
                t52 = t51;
                t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)13));
                t54 = _mm256_min_epu32(t52, t53);
                t55 = t54;
                if (t3 >= t16) {
                    break;
                }
                t1 = t50;
                t2 = t55;
            }
            t56 = (int)((long)0 + t16);
        } else {
            t56 = 0;
        }
        t57 = (long)n + (long)t56 * -1L;
        t58 = (unsigned long)t11;
        t59 = (unsigned long)t12;
        if ((t57 >= 8L) & (((t58 + (unsigned long)((long)t56 * 4L + 4L + (t57 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t56 * 4L))) | ((t59 + (unsigned long)((long)t56 * 4L + 4L + (t57 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t56 * 4L)))) & (t56 >= 0)) {
            t60 = t57 & -8L;
            t61 = _mm256_set1_epi32((int)t9);
            t62 = _mm256_set1_epi32((int)t56);
            t63 = t62;
            t4 = _mm256_add_epi32(t63, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t64 = _mm256_set1_epi32((int)(t56 % 13));
            t65 = _mm256_add_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t66 = t65;
            t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32((int)13));
            t68 = _mm256_min_epu32(t66, t67);
            t5 = t68;
            t69 = _mm256_cvtepi32_ps(t61);
            t6 = 0L;
            for (;;) {
                t70 = t4;
                t71 = (long)(int)((long)t56 + t6);
                t72 = _mm256_cvtepi32_ps(t70);
                t73 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t72);
                t74 = _mm256_div_ps(t73, t69);
                t75 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t74);
                _mm256_storeu_ps(cr + t71, t75);
                t76 = _mm256_cvtepi32_ps(t5);
                t77 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t76);
                t78 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t77);
                _mm256_storeu_ps(ci + t71, t78);
                t6 += 8L;
                t79 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
                t80 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                t81 = t80;
                t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32((int)13));
                t83 = _mm256_min_epu32(t81, t82);
                t84 = t83;
                if (t6 >= t60) {
                    break;
                }
                t4 = t79;
                t5 = t84;
            }
            t85 = (int)((long)t56 + t60);
        } else {
            t85 = t56;
        }
        t86 = (long)n + (long)t85 * -1L;
        t87 = (unsigned long)t11;
        t88 = (unsigned long)t12;
        if ((t86 >= 1L) & (t86 <= 8L) & (((t87 + (unsigned long)((long)t85 * 4L + 4L + (t86 - 1L) * 4L)) <= (t88 + (unsigned long)((long)t85 * 4L))) | ((t88 + (unsigned long)((long)t85 * 4L + 4L + (t86 - 1L) * 4L)) <= (t87 + (unsigned long)((long)t85 * 4L)))) & (t85 >= 0)) {
            t89 = _mm256_set1_epi32((int)(int)t86);
            t90 = _mm256_cmpgt_epi32(t89, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t91 = _mm256_set1_epi32((int)t9);
            t92 = _mm256_set1_epi32((int)t85);
            t93 = t92;
            t7 = _mm256_add_epi32(t93, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t94 = _mm256_set1_epi32((int)(t85 % 13));
            t95 = _mm256_add_epi32(t94, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t96 = t95;
            t97 = _mm256_sub_epi32(t96, _mm256_set1_epi32((int)13));
            t98 = _mm256_min_epu32(t96, t97);
            t8 = t98;
            t99 = _mm256_cvtepi32_ps(t91);
            t100 = 0L;
            t101 = t7;
            t102 = (long)(int)((long)t85 + t100);
            t103 = _mm256_cvtepi32_ps(t101);
            t104 = _mm256_mul_ps(_mm256_set1_ps(2.5f), t103);
            t105 = _mm256_div_ps(t104, t99);
            t106 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t105);
            _mm256_mask_storeu_ps(cr + t102, _mm256_movepi32_mask(t90), t106);
            t107 = _mm256_cvtepi32_ps(t8);
            t108 = _mm256_mul_ps(_mm256_set1_ps(0.02f), t107);
            t109 = _mm256_add_ps(_mm256_set1_ps(-1.0f), t108);
            _mm256_mask_storeu_ps(ci + t102, _mm256_movepi32_mask(t90), t109);
            i = (int)((long)t85 + t86);
        } else {
            i = t85;
        }
        for (; i < n; i++) {
            t110 = (long)i;
            cr[t110] = -2.0f + 2.5f * (float)i / (float)t9;
            ci[t110] = -1.0f + 0.02f * (float)(i % 13);
        }
        t111 = ci;
        t112 = cr;
        (_mm256_zeroupper(), render(out, t112, t111, n, 60U));
        (_mm256_zeroupper(), tone(y, t112, n, 0.75f));
        (_mm256_zeroupper(), tone_some(y, t111, n, 0.5f));
        tsum = 0.0f;
        for (i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        (_mm256_zeroupper(), ramp_some(y, t112, n, 0.25f));
        fsum = 0.0f;
        sum = 0U;
        for (i_2 = 0; i_2 < n; i_2++) {
            t113 = (long)i_2;
            sum = sum * 31U + out[t113];
            fsum += y[t113];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
