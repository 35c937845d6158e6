/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_classify(__m512 x, __m512 y, int lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vvu_classify(__m512 x, __m512 y, int lim, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_classify(__m256 x, __m256 y, int lim);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vvu_classify(__m256 x, __m256 y, int lim, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uuv_guarded(const int *t, int n, __m512i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uuv_guarded(const int *t, int n, __m512i i, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uuv_guarded(const int *t, int n, __m256i i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uuv_guarded(const int *t, int n, __m256i i, __m256i mask);
/* `&&` and `||` on varying conditions (midend wfv flatten.rs: a link `P: br c, J(1), B` whose
   second block only computes a condition becomes `J(c ? 1 : v)`, one mask `or`), next to
   uniform conditions (their links stay branches) and a second block that must not run for
   every lane (a load behind the test). Masked and unmasked variants, NaN lanes, lanes off. */
#include <stdio.h>
#include <math.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(lim) */
int classify(float x, float y, int lim) {
    int r = 0;
    if (x > 0.0f && y > 0.0f)
        r += 1;
    if (x < -1.0f || y * 2.0f > 3.0f || lim > 5)
        r += 2;
    if ((x > y && lim > 0) || x == y)
        r += 4;
    float d = x - y;
    if (lim < 3 && (d > 0.5f || d < -0.5f))
        r += 8;
    if (!(x >= 2.0f) || (unsigned)lim == 7u || (float)lim > y)
        r += 16;
    return r;
}

/* vcc: function at short_circuit.c:11 vector variant _ZGVeN16vvu_classify of `classify`: VL 16, unmasked, x vector, y vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_classify(__m512 x, __m512 y, int lim) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __mmask16 t2;
    __mmask16 t3;
    __m512 t4 = _mm512_set1_ps(0.0f);
    __mmask16 t5 = _mm512_cmp_ps_mask(x, t4, _CMP_GT_OQ);
    __m512 t6 = _mm512_set1_ps(0.0f);
    __mmask16 t7 = _mm512_cmp_ps_mask(y, t6, _CMP_GT_OQ);
    __mmask16 t8 = _kand_mask16(t5, t7);
    __m512i t9 = _mm512_set1_epi32(1);
    __m512i t10 = _mm512_set1_epi32(0);
    __m512i t11 = _mm512_mask_blend_epi32(t8, t10, t9);
    __m512 t12 = _mm512_set1_ps(-1.0f);
    __mmask16 t13 = _mm512_cmp_ps_mask(x, t12, _CMP_LT_OQ);
    __m512 t14 = _mm512_set1_ps(2.0f);
    __m512 t15 = _mm512_mul_ps(y, t14);
    __m512 t16 = _mm512_set1_ps(3.0f);
    __mmask16 t17 = _mm512_cmp_ps_mask(t15, t16, _CMP_GT_OQ);
    __mmask16 t18 = _kor_mask16(t13, t17);
    __m512i t19 = _mm512_set1_epi32((int)((lim > 5) != 0));
    __mmask16 t20 = _mm512_test_epi32_mask(t19, t19);
    __mmask16 t21 = _kor_mask16(t18, t20);
    __m512i t22 = _mm512_set1_epi32(2);
    __m512i t23 = _mm512_add_epi32(t11, t22);
    __m512i t24 = _mm512_mask_blend_epi32(t21, t11, t23);
    __mmask16 t25 = _mm512_cmp_ps_mask(x, y, _CMP_GT_OQ);
    __m512i t26 = _mm512_set1_epi32((int)((lim > 0) != 0));
    __mmask16 t27 = _mm512_cmp_ps_mask(x, y, _CMP_EQ_OQ);
    __mmask16 t28 = _mm512_test_epi32_mask(t26, t26);
    __mmask16 t29 = _kand_mask16(t25, t28);
    __mmask16 t30 = _kor_mask16(t29, t27);
    __m512i t31 = _mm512_set1_epi32(4);
    __m512i t32 = _mm512_add_epi32(t24, t31);
    __m512i t33 = _mm512_mask_blend_epi32(t30, t24, t32);
    __m512 t34 = _mm512_sub_ps(x, y);
    int t35 = lim < 3;
    if (t35) {
        __m512 t36 = _mm512_set1_ps(0.5f);
        __mmask16 t37 = _mm512_cmp_ps_mask(t34, t36, _CMP_GT_OQ);
        __m512 t38 = _mm512_set1_ps(-0.5f);
        __mmask16 t39 = _mm512_cmp_ps_mask(t34, t38, _CMP_LT_OQ);
        __m512i t40 = _mm512_set1_epi32(1);
        __m512i t41 = _mm512_maskz_mov_epi32(t39, _mm512_set1_epi32(1));
        t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t37, t41, t40);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    }
    if (t35) {
        t3 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
        __m512i t42 = _mm512_set1_epi32(0);
        t2 = _mm512_cmp_epi32_mask((__m512i)t1, t42, _MM_CMPINT_NE);
    } else {
        t2 = ((__mmask16)0x0);
        t3 = ((__mmask16)0x0);
    }
    __mmask16 t43 = _kand_mask16(t3, t2);
    __m512i t44 = _mm512_set1_epi32(8);
    __m512i t45 = _mm512_add_epi32(t33, t44);
    __m512i t46 = _mm512_mask_blend_epi32(t43, t33, t45);
    __m512 t47 = _mm512_set1_ps(2.0f);
    __mmask16 t48 = _mm512_cmp_ps_mask(x, t47, _CMP_GE_OQ);
    __m512i t49 = _mm512_maskz_mov_epi32(t48, _mm512_set1_epi32(1));
    __mmask16 t50 = _mm512_test_epi32_mask(t49, t49);
    __mmask16 t51 = _knot_mask16(t50);
    __m512i t52 = _mm512_set1_epi32((int)(((unsigned int)lim == 7U) != 0));
    __m512 t53 = _mm512_set1_ps((float)lim);
    __mmask16 t54 = _mm512_cmp_ps_mask(t53, y, _CMP_GT_OQ);
    __mmask16 t55 = _mm512_test_epi32_mask(t52, t52);
    __mmask16 t56 = _kor_mask16(t51, t55);
    __mmask16 t57 = _kor_mask16(t56, t54);
    __m512i t58 = _mm512_set1_epi32(16);
    __m512i t59 = _mm512_add_epi32(t46, t58);
    __m512i t60 = _mm512_mask_blend_epi32(t57, t46, t59);
    return t60;
}

/* vcc: function at short_circuit.c:11 vector variant _ZGVeM16vvu_classify of `classify`: VL 16, masked, x vector, y vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vvu_classify(__m512 x, __m512 y, int lim, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512 t2 = _mm512_set1_ps(0.0f);
    __mmask16 t3 = _mm512_cmp_ps_mask(x, t2, _CMP_GT_OQ);
    __m512 t4 = _mm512_set1_ps(0.0f);
    __mmask16 t5 = _mm512_cmp_ps_mask(y, t4, _CMP_GT_OQ);
    __mmask16 t6 = _kand_mask16(t3, t5);
    __m512i t7 = _mm512_set1_epi32(1);
    __m512i t8 = _mm512_set1_epi32(0);
    __m512i t9 = _mm512_mask_blend_epi32(t6, t8, t7);
    __m512 t10 = _mm512_set1_ps(-1.0f);
    __mmask16 t11 = _mm512_cmp_ps_mask(x, t10, _CMP_LT_OQ);
    __m512 t12 = _mm512_set1_ps(2.0f);
    __m512 t13 = _mm512_mul_ps(y, t12);
    __m512 t14 = _mm512_set1_ps(3.0f);
    __mmask16 t15 = _mm512_cmp_ps_mask(t13, t14, _CMP_GT_OQ);
    __mmask16 t16 = _kor_mask16(t11, t15);
    __m512i t17 = _mm512_set1_epi32((int)((lim > 5) != 0));
    __mmask16 t18 = _mm512_test_epi32_mask(t17, t17);
    __mmask16 t19 = _kor_mask16(t16, t18);
    __mmask16 t20 = _kand_mask16(t1, t19);
    __m512i t21 = _mm512_set1_epi32(2);
    __m512i t22 = _mm512_add_epi32(t9, t21);
    __m512i t23 = _mm512_mask_blend_epi32(t20, t9, t22);
    __mmask16 t24 = _mm512_cmp_ps_mask(x, y, _CMP_GT_OQ);
    __m512i t25 = _mm512_set1_epi32((int)((lim > 0) != 0));
    __mmask16 t26 = _mm512_cmp_ps_mask(x, y, _CMP_EQ_OQ);
    __mmask16 t27 = _mm512_test_epi32_mask(t25, t25);
    __mmask16 t28 = _kand_mask16(t24, t27);
    __mmask16 t29 = _kor_mask16(t28, t26);
    __mmask16 t30 = _kand_mask16(t1, t29);
    __m512i t31 = _mm512_set1_epi32(4);
    __m512i t32 = _mm512_add_epi32(t23, t31);
    __m512i t33 = _mm512_mask_blend_epi32(t30, t23, t32);
    __m512 t34 = _mm512_sub_ps(x, y);
    __m512i t35 = _mm512_set1_epi32((int)(lim < 3));
    __mmask16 t36 = _mm512_test_epi32_mask(t35, t35);
    __mmask16 t37 = _kand_mask16(t1, t36);
    __m512 t38 = _mm512_set1_ps(0.5f);
    __mmask16 t39 = _mm512_cmp_ps_mask(t34, t38, _CMP_GT_OQ);
    __m512 t40 = _mm512_set1_ps(-0.5f);
    __mmask16 t41 = _mm512_cmp_ps_mask(t34, t40, _CMP_LT_OQ);
    __mmask16 t42 = _kor_mask16(t39, t41);
    __mmask16 t43 = _kand_mask16(t37, t42);
    __mmask16 t44 = _kand_mask16(t1, t43);
    __m512i t45 = _mm512_set1_epi32(8);
    __m512i t46 = _mm512_add_epi32(t33, t45);
    __m512i t47 = _mm512_mask_blend_epi32(t44, t33, t46);
    __m512 t48 = _mm512_set1_ps(2.0f);
    __mmask16 t49 = _mm512_cmp_ps_mask(x, t48, _CMP_GE_OQ);
    __m512i t50 = _mm512_maskz_mov_epi32(t49, _mm512_set1_epi32(1));
    __mmask16 t51 = _mm512_test_epi32_mask(t50, t50);
    __mmask16 t52 = _knot_mask16(t51);
    __m512i t53 = _mm512_set1_epi32((int)(((unsigned int)lim == 7U) != 0));
    __m512 t54 = _mm512_set1_ps((float)lim);
    __mmask16 t55 = _mm512_cmp_ps_mask(t54, y, _CMP_GT_OQ);
    __mmask16 t56 = _mm512_test_epi32_mask(t53, t53);
    __mmask16 t57 = _kor_mask16(t52, t56);
    __mmask16 t58 = _kor_mask16(t57, t55);
    __mmask16 t59 = _kand_mask16(t1, t58);
    __m512i t60 = _mm512_set1_epi32(16);
    __m512i t61 = _mm512_add_epi32(t47, t60);
    __m512i t62 = _mm512_mask_blend_epi32(t59, t47, t61);
    __m512i t63 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t62);
    return t63;
}

/* vcc: function at short_circuit.c:11 vector variant _ZGVdN8vvu_classify of `classify`: VL 8, unmasked, x vector, y vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_classify(__m256 x, __m256 y, int lim) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t2;
    __m256i t3;
    __m256 t4 = _mm256_set1_ps(0.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    __m256 t6 = _mm256_set1_ps(0.0f);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(y, t6, _CMP_GT_OQ));
    __m256i t8 = _mm256_and_si256(t5, t7);
    __m256i t9 = _mm256_set1_epi32(1);
    __m256i t10 = _mm256_set1_epi32(0);
    __m256i t11 = ({ (void)t10; _mm256_and_si256(t8, t9); });
    __m256 t12 = _mm256_set1_ps(-1.0f);
    __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(x, t12, _CMP_LT_OQ));
    __m256 t14 = _mm256_set1_ps(2.0f);
    __m256 t15 = _mm256_mul_ps(y, t14);
    __m256 t16 = _mm256_set1_ps(3.0f);
    __m256i t17 = _mm256_castps_si256(_mm256_cmp_ps(t15, t16, _CMP_GT_OQ));
    __m256i t18 = _mm256_or_si256(t13, t17);
    __m256i t19 = _mm256_set1_epi32((int)((lim > 5) != 0));
    __m256i t20 = (__m256i)(vcc_m8)((vcc_v8_int)t19 != (vcc_v8_int){0});
    __m256i t21 = _mm256_or_si256(t18, t20);
    __m256i t22 = _mm256_set1_epi32(2);
    __m256i t23 = _mm256_add_epi32(t11, t22);
    __m256i t24 = _mm256_ternarylogic_epi32(t21, t23, t11, 0xCA);
    __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_GT_OQ));
    __m256i t26 = _mm256_set1_epi32((int)((lim > 0) != 0));
    __m256i t27 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_EQ_OQ));
    __m256i t28 = (__m256i)(vcc_m8)((vcc_v8_int)t26 != (vcc_v8_int){0});
    __m256i t29 = _mm256_and_si256(t25, t28);
    __m256i t30 = _mm256_or_si256(t29, t27);
    __m256i t31 = _mm256_set1_epi32(4);
    __m256i t32 = _mm256_add_epi32(t24, t31);
    __m256i t33 = _mm256_ternarylogic_epi32(t30, t32, t24, 0xCA);
    __m256 t34 = _mm256_sub_ps(x, y);
    int t35 = lim < 3;
    if (t35) {
        __m256 t36 = _mm256_set1_ps(0.5f);
        __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(t34, t36, _CMP_GT_OQ));
        __m256 t38 = _mm256_set1_ps(-0.5f);
        __m256i t39 = _mm256_castps_si256(_mm256_cmp_ps(t34, t38, _CMP_LT_OQ));
        __m256i t40 = _mm256_set1_epi32(1);
        __m256i t41 = (__m256i)__builtin_convertvector((vcc_m8)t39 & 1, vcc_v8_int);
        t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t37, t40, t41, 0xCA);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    if (t35) {
        t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
        __m256i t42 = _mm256_set1_epi32(0);
        t2 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)t1, t42, _MM_CMPINT_NE));
    } else {
        t2 = (__m256i)(vcc_m8){0};
        t3 = (__m256i)(vcc_m8){0};
    }
    __m256i t43 = _mm256_and_si256(t3, t2);
    __m256i t44 = _mm256_set1_epi32(8);
    __m256i t45 = _mm256_add_epi32(t33, t44);
    __m256i t46 = _mm256_ternarylogic_epi32(t43, t45, t33, 0xCA);
    __m256 t47 = _mm256_set1_ps(2.0f);
    __m256i t48 = _mm256_castps_si256(_mm256_cmp_ps(x, t47, _CMP_GE_OQ));
    __m256i t49 = (__m256i)__builtin_convertvector((vcc_m8)t48 & 1, vcc_v8_int);
    __m256i t50 = (__m256i)(vcc_m8)((vcc_v8_int)t49 != (vcc_v8_int){0});
    __m256i t51 = (__m256i)~(vcc_m8)t50;
    __m256i t52 = _mm256_set1_epi32((int)(((unsigned int)lim == 7U) != 0));
    __m256 t53 = _mm256_set1_ps((float)lim);
    __m256i t54 = _mm256_castps_si256(_mm256_cmp_ps(t53, y, _CMP_GT_OQ));
    __m256i t55 = (__m256i)(vcc_m8)((vcc_v8_int)t52 != (vcc_v8_int){0});
    __m256i t56 = _mm256_or_si256(t51, t55);
    __m256i t57 = _mm256_or_si256(t56, t54);
    __m256i t58 = _mm256_set1_epi32(16);
    __m256i t59 = _mm256_add_epi32(t46, t58);
    __m256i t60 = _mm256_ternarylogic_epi32(t57, t59, t46, 0xCA);
    return t60;
}

/* vcc: function at short_circuit.c:11 vector variant _ZGVdM8vvu_classify of `classify`: VL 8, masked, x vector, y vector, lim uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vvu_classify(__m256 x, __m256 y, int lim, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256 t2 = _mm256_set1_ps(0.0f);
    __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(x, t2, _CMP_GT_OQ));
    __m256 t4 = _mm256_set1_ps(0.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(y, t4, _CMP_GT_OQ));
    __m256i t6 = _mm256_and_si256(t3, t5);
    __m256i t7 = _mm256_set1_epi32(1);
    __m256i t8 = _mm256_set1_epi32(0);
    __m256i t9 = ({ (void)t8; _mm256_and_si256(t6, t7); });
    __m256 t10 = _mm256_set1_ps(-1.0f);
    __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(x, t10, _CMP_LT_OQ));
    __m256 t12 = _mm256_set1_ps(2.0f);
    __m256 t13 = _mm256_mul_ps(y, t12);
    __m256 t14 = _mm256_set1_ps(3.0f);
    __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(t13, t14, _CMP_GT_OQ));
    __m256i t16 = _mm256_or_si256(t11, t15);
    __m256i t17 = _mm256_set1_epi32((int)((lim > 5) != 0));
    __m256i t18 = (__m256i)(vcc_m8)((vcc_v8_int)t17 != (vcc_v8_int){0});
    __m256i t19 = _mm256_or_si256(t16, t18);
    __m256i t20 = _mm256_and_si256(t1, t19);
    __m256i t21 = _mm256_set1_epi32(2);
    __m256i t22 = _mm256_add_epi32(t9, t21);
    __m256i t23 = _mm256_ternarylogic_epi32(t20, t22, t9, 0xCA);
    __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_GT_OQ));
    __m256i t25 = _mm256_set1_epi32((int)((lim > 0) != 0));
    __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(x, y, _CMP_EQ_OQ));
    __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_int)t25 != (vcc_v8_int){0});
    __m256i t28 = _mm256_and_si256(t24, t27);
    __m256i t29 = _mm256_or_si256(t28, t26);
    __m256i t30 = _mm256_and_si256(t1, t29);
    __m256i t31 = _mm256_set1_epi32(4);
    __m256i t32 = _mm256_add_epi32(t23, t31);
    __m256i t33 = _mm256_ternarylogic_epi32(t30, t32, t23, 0xCA);
    __m256 t34 = _mm256_sub_ps(x, y);
    __m256i t35 = _mm256_set1_epi32((int)(lim < 3));
    __m256i t36 = (__m256i)(vcc_m8)((vcc_v8_int)t35 != (vcc_v8_int){0});
    __m256i t37 = _mm256_and_si256(t1, t36);
    __m256 t38 = _mm256_set1_ps(0.5f);
    __m256i t39 = _mm256_castps_si256(_mm256_cmp_ps(t34, t38, _CMP_GT_OQ));
    __m256 t40 = _mm256_set1_ps(-0.5f);
    __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(t34, t40, _CMP_LT_OQ));
    __m256i t42 = _mm256_or_si256(t39, t41);
    __m256i t43 = _mm256_and_si256(t37, t42);
    __m256i t44 = _mm256_and_si256(t1, t43);
    __m256i t45 = _mm256_set1_epi32(8);
    __m256i t46 = _mm256_add_epi32(t33, t45);
    __m256i t47 = _mm256_ternarylogic_epi32(t44, t46, t33, 0xCA);
    __m256 t48 = _mm256_set1_ps(2.0f);
    __m256i t49 = _mm256_castps_si256(_mm256_cmp_ps(x, t48, _CMP_GE_OQ));
    __m256i t50 = (__m256i)__builtin_convertvector((vcc_m8)t49 & 1, vcc_v8_int);
    __m256i t51 = (__m256i)(vcc_m8)((vcc_v8_int)t50 != (vcc_v8_int){0});
    __m256i t52 = (__m256i)~(vcc_m8)t51;
    __m256i t53 = _mm256_set1_epi32((int)(((unsigned int)lim == 7U) != 0));
    __m256 t54 = _mm256_set1_ps((float)lim);
    __m256i t55 = _mm256_castps_si256(_mm256_cmp_ps(t54, y, _CMP_GT_OQ));
    __m256i t56 = (__m256i)(vcc_m8)((vcc_v8_int)t53 != (vcc_v8_int){0});
    __m256i t57 = _mm256_or_si256(t52, t56);
    __m256i t58 = _mm256_or_si256(t57, t55);
    __m256i t59 = _mm256_and_si256(t1, t58);
    __m256i t60 = _mm256_set1_epi32(16);
    __m256i t61 = _mm256_add_epi32(t47, t60);
    __m256i t62 = _mm256_ternarylogic_epi32(t59, t61, t47, 0xCA);
    __m256i t63 = _mm256_ternarylogic_epi32(t1, t62, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t63;
}

/* The second test reads through the index only where the first one passed. */
/* #pragma omp declare simd uniform(t, n) */
int guarded(const int *t, int n, int i) {
    if (i < 0 || i >= n || t[i] > 10)
        return -1;
    return t[i];
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVeN16uuv_guarded of `guarded`: VL 16, unmasked, t uniform, n uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16uuv_guarded(const int *t, int n, __m512i i) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512i t3 = _mm512_set1_epi32(0);
    __mmask16 t4 = _mm512_cmp_epi32_mask(i, t3, _MM_CMPINT_LT);
    __m512i t5 = _mm512_set1_epi32((int)n);
    __mmask16 t6 = _mm512_cmp_epi32_mask(i, t5, _MM_CMPINT_NLT);
    __mmask16 t7 = _kor_mask16(t4, t6);
    __mmask16 t2 = _knot_mask16(t7);
    if ((t2 != 0)) {
        __m512i t8 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t2, i, t, 4);
        __m512i t9 = _mm512_set1_epi32(10);
        t1 = _mm512_cmp_epi32_mask(t8, t9, _MM_CMPINT_NLE);
    } else {
        t1 = ((__mmask16)0x0);
        t2 = ((__mmask16)0x0);
    }
    __mmask16 t10 = _knot_mask16(t2);
    __mmask16 t11 = _kor_mask16(t1, t10);
    __mmask16 t12 = _knot_mask16(t11);
    __m512i t13 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t12, i, t, 4);
    __m512i t14 = _mm512_mask_blend_epi32(t11, t13, (__m512i)(vcc_v16_int){0});
    __m512i t15 = _mm512_set1_epi32(-1);
    __m512i t16 = _mm512_mask_blend_epi32(t11, t14, t15);
    return t16;
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVeM16uuv_guarded of `guarded`: VL 16, masked, t uniform, n uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16uuv_guarded(const int *t, int n, __m512i i, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    __mmask16 t3 = (__mmask16)mask;
    __m512i t4 = _mm512_set1_epi32(0);
    __mmask16 t5 = _mm512_cmp_epi32_mask(i, t4, _MM_CMPINT_LT);
    __m512i t6 = _mm512_set1_epi32((int)n);
    __mmask16 t7 = _mm512_cmp_epi32_mask(i, t6, _MM_CMPINT_NLT);
    __mmask16 t8 = _kor_mask16(t5, t7);
    __mmask16 t9 = _knot_mask16(t8);
    __mmask16 t2 = _kand_mask16(t3, t9);
    if ((t2 != 0)) {
        __m512i t10 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t2, i, t, 4);
        __m512i t11 = _mm512_set1_epi32(10);
        t1 = _mm512_cmp_epi32_mask(t10, t11, _MM_CMPINT_NLE);
    } else {
        t1 = ((__mmask16)0x0);
        t2 = ((__mmask16)0x0);
    }
    __mmask16 t12 = _knot_mask16(t2);
    __mmask16 t13 = _kor_mask16(t1, t12);
    __mmask16 t14 = _kand_mask16(t3, t13);
    __mmask16 t15 = _knot_mask16(t13);
    __mmask16 t16 = _kand_mask16(t3, t15);
    __m512i t17 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t16, i, t, 4);
    __m512i t18 = _mm512_mask_blend_epi32(t16, (__m512i)(vcc_v16_int){0}, t17);
    __m512i t19 = _mm512_set1_epi32(-1);
    __m512i t20 = _mm512_mask_blend_epi32(t14, t18, t19);
    return t20;
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVdN8uuv_guarded of `guarded`: VL 8, unmasked, t uniform, n uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8uuv_guarded(const int *t, int n, __m256i i) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpgt_epi32(t3, i);
    __m256i t5 = _mm256_set1_epi32((int)n);
    __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i, t5, _MM_CMPINT_NLT));
    __m256i t7 = _mm256_or_si256(t4, t6);
    __m256i t2 = (__m256i)~(vcc_m8)t7;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t8 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, i, t2);
        __m256i t9 = _mm256_set1_epi32(10);
        t1 = _mm256_cmpgt_epi32(t8, t9);
    } else {
        t1 = (__m256i)(vcc_m8){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t10 = (__m256i)~(vcc_m8)t2;
    __m256i t11 = _mm256_or_si256(t1, t10);
    __m256i t12 = (__m256i)~(vcc_m8)t11;
    __m256i t13 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, i, t12);
    __m256i t14 = _mm256_ternarylogic_epi32(t11, (__m256i)(vcc_v8_int){0}, t13, 0xCA);
    __m256i t15 = _mm256_set1_epi32(-1);
    __m256i t16 = _mm256_ternarylogic_epi32(t11, t15, t14, 0xCA);
    return t16;
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVdM8uuv_guarded of `guarded`: VL 8, masked, t uniform, n uniform, i vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8uuv_guarded(const int *t, int n, __m256i i, __m256i mask) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_cmpgt_epi32(t4, i);
    __m256i t6 = _mm256_set1_epi32((int)n);
    __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(i, t6, _MM_CMPINT_NLT));
    __m256i t8 = _mm256_or_si256(t5, t7);
    __m256i t9 = (__m256i)~(vcc_m8)t8;
    __m256i t2 = _mm256_and_si256(t3, t9);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t10 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, i, t2);
        __m256i t11 = _mm256_set1_epi32(10);
        t1 = _mm256_cmpgt_epi32(t10, t11);
    } else {
        t1 = (__m256i)(vcc_m8){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t12 = (__m256i)~(vcc_m8)t2;
    __m256i t13 = _mm256_or_si256(t1, t12);
    __m256i t14 = _mm256_and_si256(t3, t13);
    __m256i t15 = (__m256i)~(vcc_m8)t13;
    __m256i t16 = _mm256_and_si256(t3, t15);
    __m256i t17 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, i, t16);
    __m256i t18 = _mm256_ternarylogic_epi32(t16, t17, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m256i t19 = _mm256_set1_epi32(-1);
    __m256i t20 = _mm256_ternarylogic_epi32(t14, t19, t18, 0xCA);
    return t20;
}

v8i _ZGVdN8vvu_classify(v8f, v8f, int);
v8i _ZGVdM8vvu_classify(v8f, v8f, int, v8i);
v8i _ZGVdN8uuv_guarded(const int *, int, v8i);
v8i _ZGVdM8uuv_guarded(const int *, int, v8i, v8i);

static void print_lanes(v8i v, const int *mask) {
    int out[8];
    FROM_VEC(out, v);
    for (int k = 0; k < 8; k++)
        if (!mask || mask[k])
            printf("%d ", out[k]);
    printf("\n");
}

int main(void) {
    float xs[8] = {1.0f, -2.0f, 0.0f, NAN, 2.5f, 3.0f, -0.25f, 0.75f};
    float ys[8] = {1.0f, 2.0f, 0.0f, 1.0f, NAN, -1.0f, 1.6f, 0.1f};
    int some[8] = {1, 0, 1, 1, 0, 1, 1, 0};
    for (int lim = -1; lim <= 8; lim += 3) {
        print_lanes(_ZGVdN8vvu_classify(TO_VEC(v8f, xs), TO_VEC(v8f, ys), lim), NULL);
        print_lanes(_ZGVdM8vvu_classify(TO_VEC(v8f, xs), TO_VEC(v8f, ys), lim, TO_VEC(v8i, some)), some);
        for (int k = 0; k < 8; k++)
            printf("%d ", classify(xs[k], ys[k], lim));
        printf("\n");
    }
    int t[5] = {3, 20, -4, 10, 11};
    int idx[8] = {0, 5, -1, 1, 4, 2, 3, 1000000};
    print_lanes(_ZGVdN8uuv_guarded(t, 5, TO_VEC(v8i, idx)), NULL);
    int on[8] = {1, 1, 1, 0, 1, 1, 1, 0};
    int far[8] = {0, 5, -1, -1000000, 4, 2, 3, 1000000};
    print_lanes(_ZGVdM8uuv_guarded(t, 5, TO_VEC(v8i, far), TO_VEC(v8i, on)), on);
    for (int k = 0; k < 8; k++)
        printf("%d ", guarded(t, 5, idx[k]));
    printf("\n");
    return 0;
}
