/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vuu_clampf(__m512 x, float lo, float hi);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vuu_clampf(__m256 x, float lo, float hi);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_count(__m512i x, int limit);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_count(__m256i x, int limit);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_poly16(__m512 x, const float *c);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_poly16(__m256 x, const float *c);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static __m512 vcc__ZGVeM16vu_poly16(__m512 x, const float *c, unsigned int mask);
/* Calls to small variants from vector loops are inlined (wfv/inline.rs): `clampf` (a varying
   branch and two returns) and `count` (a divergent loop with a live-out) appear in the loops'
   bodies, with the rest of each block after them; `poly16`, whose variant is over the size
   limit (two loops of 16 unrolled steps of a four-term polynomial), stays a call. */
#include <stdio.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(lo, hi) notinbranch */
float clampf(float x, float lo, float hi) {
    if (x < lo)
        return lo;
    return x > hi ? hi : x;
}

/* vcc: function at inline.c:10 vector variant _ZGVeN16vuu_clampf of `clampf`: VL 16, unmasked, x vector, lo uniform, hi uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vuu_clampf(__m512 x, float lo, float hi) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(lo);
    __mmask16 t2 = _mm512_cmp_ps_mask(x, t1, _CMP_LT_OQ);
    __m512 t3 = _mm512_set1_ps(hi);
    __mmask16 t4 = _mm512_cmp_ps_mask(x, t3, _CMP_GT_OQ);
    __m512 t5 = _mm512_set1_ps(hi);
    __m512 t6 = _mm512_mask_blend_ps(t4, x, t5);
    __m512 t7 = _mm512_mask_blend_ps(t2, t6, (__m512)(vcc_v16_float){0});
    __m512 t8 = _mm512_set1_ps(lo);
    __m512 t9 = _mm512_mask_blend_ps(t2, t7, t8);
    return t9;
}

/* vcc: function at inline.c:10 vector variant _ZGVdN8vuu_clampf of `clampf`: VL 8, unmasked, x vector, lo uniform, hi uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vuu_clampf(__m256 x, float lo, float hi) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(lo);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_LT_OQ));
    __m256 t3 = _mm256_set1_ps(hi);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_GT_OQ));
    __m256 t5 = _mm256_set1_ps(hi);
    __m256 t6 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), x, t5);
    __m256 t7 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t6, (__m256)(vcc_v8_float){0});
    __m256 t8 = _mm256_set1_ps(lo);
    __m256 t9 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t7, t8);
    return t9;
}

/* #pragma omp declare simd uniform(limit) notinbranch */
int count(int x, int limit) {
    int n = 0;
    while (x > 1 && n < limit) {
        x = x & 1 ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

/* vcc: function at inline.c:17 vector variant _ZGVeN16vu_count of `count`: VL 16, unmasked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_count(__m512i x, int limit) {
    vcc_no_contract_body
    __mmask16 t1;
    vcc_v16_int t2;
    __mmask16 t3;
    unsigned int t4;
    vcc_v16_int t5;
    vcc_v16_int t6;
    int t7;
    vcc_v16_int t8;
    __m512i t9;
    __mmask16 t10;
    __mmask16 t11;
    __m512i t12;
    __mmask16 t13;
    __mmask16 t14;
    __m512i t15;
    __m512i t16;
    __mmask16 t17;
    __mmask16 t18;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    __m512i t27;
    unsigned int t28;
    unsigned int t29;
    int t34;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t6 = (vcc_v16_int)x;
    t7 = 0;
    t8 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    for (;;) {
        t9 = _mm512_set1_epi32(1);
        t10 = _mm512_cmp_epi32_mask((__m512i)t6, t9, _MM_CMPINT_NLE);
        t11 = _kand_mask16(t1, t10);
        t12 = _mm512_set1_epi32((int)((t7 < limit) != 0));
        t13 = _mm512_test_epi32_mask(t12, t12);
        t14 = _kand_mask16(t11, t13);
        t15 = _mm512_set1_epi32(1);
        t16 = _mm512_and_si512((__m512i)t6, t15);
        t17 = _mm512_test_epi32_mask(t16, t16);
        t18 = _knot_mask16(t17);
        t3 = _kand_mask16(t14, t18);
        if ((t3 != 0)) {
            __m512i t19 = _mm512_set1_epi32(2);
            __m512i t20 = _mm512_set1_epi32(1);
            __m512i t21 = _mm512_mask_blend_epi32(t3, t20, t19);
            t2 = (vcc_v16_int)vcc_avx512_div_epi32((__m512i)t6, t21);
        } else {
            t2 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t3 = ((__mmask16)0x0);
        }
        t22 = _mm512_set1_epi32(3);
        t23 = _mm512_mullo_epi32(t22, (__m512i)t6);
        t24 = _mm512_set1_epi32(1);
        t25 = _mm512_add_epi32(t23, t24);
        t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t3, t25, (__m512i)t2);
        t26 = t7 + 1;
        t27 = _mm512_set1_epi32((int)t7);
        t5 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t8, t27);
        t4 = t14;
        t28 = t4 & (t4 - 1U);
        t29 = t28 & (t28 - 1U);
        if ((t29 & (t29 - 1U)) == 0U) {
        L37:
            while (t4 != 0U) {
                __mmask16 t30 = (__mmask16)(t4 & (0U - t4));
                __m512i t31 = _mm512_mask_blend_epi32(t30, _mm512_set1_epi32(0), (__m512i)t6);
                int t33 = t26;
                for (int t32 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t31), _mm512_extracti64x4_epi64(t31, 1)), _mm_or_si128, int); t32 > 1; t32 = t34, t33++) {
                    if ((t33 < limit) == 0) {
                        __m512i t36 = _mm512_set1_epi32((int)t33);
                        t5 = (vcc_v16_int)_mm512_mask_blend_epi32(t30, (__m512i)t5, t36);
                        t4 &= t4 - 1U;
                        goto L37;
                    }
                    if (t32 & 1) {
                        t34 = 3 * t32 + 1;
                    } else {
                        t34 = t32 / 2;
                    }
                }
                __m512i t35 = _mm512_set1_epi32((int)t33);
                t5 = (vcc_v16_int)_mm512_mask_blend_epi32(t30, (__m512i)t5, t35);
                t4 &= t4 - 1U;
            }
            return (__m512i)t5;
        }
        t1 = t14;
        t7 = t26;
        t8 = (vcc_v16_int)(__m512i)t5;
    }
}

/* vcc: function at inline.c:17 vector variant _ZGVdN8vu_count of `count`: VL 8, unmasked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_count(__m256i x, int limit) {
    vcc_no_contract_body
    __m256i t1;
    vcc_v8_int t2;
    __m256i t3;
    unsigned int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    int t7;
    vcc_v8_int t8;
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
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int t26;
    __m256i t27;
    unsigned int t28;
    int t33;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t6 = (vcc_v8_int)x;
    t7 = 0;
    t8 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        t9 = _mm256_set1_epi32(1);
        t10 = _mm256_cmpgt_epi32((__m256i)t6, t9);
        t11 = _mm256_and_si256(t1, t10);
        t12 = _mm256_set1_epi32((int)((t7 < limit) != 0));
        t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        t14 = _mm256_and_si256(t11, t13);
        t15 = _mm256_set1_epi32(1);
        t16 = _mm256_and_si256((__m256i)t6, t15);
        t17 = (__m256i)(vcc_m8)((vcc_v8_int)t16 != (vcc_v8_int){0});
        t18 = (__m256i)~(vcc_m8)t17;
        t3 = _mm256_and_si256(t14, t18);
        if ((_mm256_movemask_epi8(t3) != 0)) {
            __m256i t19 = _mm256_set1_epi32(2);
            __m256i t20 = _mm256_set1_epi32(1);
            __m256i t21 = _mm256_ternarylogic_epi32(t3, t19, t20, 0xCA);
            t2 = (vcc_v8_int)vcc_avx2_div_epi32((__m256i)t6, t21);
        } else {
            t2 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t3 = (__m256i)(vcc_m8){0};
        }
        t22 = _mm256_set1_epi32(3);
        t23 = _mm256_mullo_epi32(t22, (__m256i)t6);
        t24 = _mm256_set1_epi32(1);
        t25 = _mm256_add_epi32(t23, t24);
        t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t3, (__m256i)t2, t25, 0xCA);
        t26 = t7 + 1;
        t27 = _mm256_set1_epi32((int)t7);
        t5 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t27, (__m256i)t8, 0xCA);
        t4 = _mm256_movepi32_mask(t14);
        t28 = t4 & (t4 - 1U);
        if ((t28 & (t28 - 1U)) == 0U) {
        L36:
            while (t4 != 0U) {
                __m256i t29 = _mm256_movm_epi32((__mmask8)(t4 & (0U - t4)));
                __m256i t30 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t29, (__m256i)t6); });
                int t32 = t26;
                for (int t31 = vcc_avx2_reduce_epi32(t30, _mm_or_si128, int); t31 > 1; t31 = t33, t32++) {
                    if ((t32 < limit) == 0) {
                        __m256i t35 = _mm256_set1_epi32((int)t32);
                        t5 = (vcc_v8_int)_mm256_ternarylogic_epi32(t29, t35, (__m256i)t5, 0xCA);
                        t4 &= t4 - 1U;
                        goto L36;
                    }
                    if (t31 & 1) {
                        t33 = 3 * t31 + 1;
                    } else {
                        t33 = t31 / 2;
                    }
                }
                __m256i t34 = _mm256_set1_epi32((int)t32);
                t5 = (vcc_v8_int)_mm256_ternarylogic_epi32(t29, t34, (__m256i)t5, 0xCA);
                t4 &= t4 - 1U;
            }
            return (__m256i)t5;
        }
        t1 = t14;
        t7 = t26;
        t8 = (vcc_v8_int)(__m256i)t5;
    }
}

/* #pragma omp declare simd uniform(c) notinbranch */
float poly16(float x, const float *c) {
    float s = 0.0f;
    for (int k = 0; k < 16; k++)
        s = s * x + c[k] + c[k] * x * x + c[k] * x * x * x + c[k] * x * x * x * x;
    float t = 0.0f;
    for (int k = 0; k < 16; k++)
        t = t * s + c[k] + c[k] * s * s + c[k] * s * s * s + c[k] * s * s * s * s;
    return t;
}

/* vcc: function at inline.c:27 vector variant _ZGVeN16vu_poly16 of `poly16`: VL 16, unmasked, x vector, c uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_poly16(__m512 x, const float *c) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(0.0f);
    __m512 t2 = _mm512_mul_ps(t1, x);
    float t3 = c[0];
    __m512 t4 = _mm512_set1_ps(t3);
    __m512 t5 = _mm512_add_ps(t2, t4);
    __m512 t6 = _mm512_set1_ps(t3);
    __m512 t7 = _mm512_mul_ps(t6, x);
    __m512 t8 = _mm512_mul_ps(t7, x);
    __m512 t9 = _mm512_add_ps(t5, t8);
    __m512 t10 = _mm512_mul_ps(t8, x);
    __m512 t11 = _mm512_add_ps(t9, t10);
    __m512 t12 = _mm512_mul_ps(t10, x);
    __m512 t13 = _mm512_add_ps(t11, t12);
    __m512 t14 = _mm512_mul_ps(t13, x);
    float t15 = c[1];
    __m512 t16 = _mm512_set1_ps(t15);
    __m512 t17 = _mm512_add_ps(t14, t16);
    __m512 t18 = _mm512_set1_ps(t15);
    __m512 t19 = _mm512_mul_ps(t18, x);
    __m512 t20 = _mm512_mul_ps(t19, x);
    __m512 t21 = _mm512_add_ps(t17, t20);
    __m512 t22 = _mm512_mul_ps(t20, x);
    __m512 t23 = _mm512_add_ps(t21, t22);
    __m512 t24 = _mm512_mul_ps(t22, x);
    __m512 t25 = _mm512_add_ps(t23, t24);
    __m512 t26 = _mm512_mul_ps(t25, x);
    float t27 = c[2];
    __m512 t28 = _mm512_set1_ps(t27);
    __m512 t29 = _mm512_add_ps(t26, t28);
    __m512 t30 = _mm512_set1_ps(t27);
    __m512 t31 = _mm512_mul_ps(t30, x);
    __m512 t32 = _mm512_mul_ps(t31, x);
    __m512 t33 = _mm512_add_ps(t29, t32);
    __m512 t34 = _mm512_mul_ps(t32, x);
    __m512 t35 = _mm512_add_ps(t33, t34);
    __m512 t36 = _mm512_mul_ps(t34, x);
    __m512 t37 = _mm512_add_ps(t35, t36);
    __m512 t38 = _mm512_mul_ps(t37, x);
    float t39 = c[3];
    __m512 t40 = _mm512_set1_ps(t39);
    __m512 t41 = _mm512_add_ps(t38, t40);
    __m512 t42 = _mm512_set1_ps(t39);
    __m512 t43 = _mm512_mul_ps(t42, x);
    __m512 t44 = _mm512_mul_ps(t43, x);
    __m512 t45 = _mm512_add_ps(t41, t44);
    __m512 t46 = _mm512_mul_ps(t44, x);
    __m512 t47 = _mm512_add_ps(t45, t46);
    __m512 t48 = _mm512_mul_ps(t46, x);
    __m512 t49 = _mm512_add_ps(t47, t48);
    __m512 t50 = _mm512_mul_ps(t49, x);
    float t51 = c[4];
    __m512 t52 = _mm512_set1_ps(t51);
    __m512 t53 = _mm512_add_ps(t50, t52);
    __m512 t54 = _mm512_set1_ps(t51);
    __m512 t55 = _mm512_mul_ps(t54, x);
    __m512 t56 = _mm512_mul_ps(t55, x);
    __m512 t57 = _mm512_add_ps(t53, t56);
    __m512 t58 = _mm512_mul_ps(t56, x);
    __m512 t59 = _mm512_add_ps(t57, t58);
    __m512 t60 = _mm512_mul_ps(t58, x);
    __m512 t61 = _mm512_add_ps(t59, t60);
    __m512 t62 = _mm512_mul_ps(t61, x);
    float t63 = c[5];
    __m512 t64 = _mm512_set1_ps(t63);
    __m512 t65 = _mm512_add_ps(t62, t64);
    __m512 t66 = _mm512_set1_ps(t63);
    __m512 t67 = _mm512_mul_ps(t66, x);
    __m512 t68 = _mm512_mul_ps(t67, x);
    __m512 t69 = _mm512_add_ps(t65, t68);
    __m512 t70 = _mm512_mul_ps(t68, x);
    __m512 t71 = _mm512_add_ps(t69, t70);
    __m512 t72 = _mm512_mul_ps(t70, x);
    __m512 t73 = _mm512_add_ps(t71, t72);
    __m512 t74 = _mm512_mul_ps(t73, x);
    float t75 = c[6];
    __m512 t76 = _mm512_set1_ps(t75);
    __m512 t77 = _mm512_add_ps(t74, t76);
    __m512 t78 = _mm512_set1_ps(t75);
    __m512 t79 = _mm512_mul_ps(t78, x);
    __m512 t80 = _mm512_mul_ps(t79, x);
    __m512 t81 = _mm512_add_ps(t77, t80);
    __m512 t82 = _mm512_mul_ps(t80, x);
    __m512 t83 = _mm512_add_ps(t81, t82);
    __m512 t84 = _mm512_mul_ps(t82, x);
    __m512 t85 = _mm512_add_ps(t83, t84);
    __m512 t86 = _mm512_mul_ps(t85, x);
    float t87 = c[7];
    __m512 t88 = _mm512_set1_ps(t87);
    __m512 t89 = _mm512_add_ps(t86, t88);
    __m512 t90 = _mm512_set1_ps(t87);
    __m512 t91 = _mm512_mul_ps(t90, x);
    __m512 t92 = _mm512_mul_ps(t91, x);
    __m512 t93 = _mm512_add_ps(t89, t92);
    __m512 t94 = _mm512_mul_ps(t92, x);
    __m512 t95 = _mm512_add_ps(t93, t94);
    __m512 t96 = _mm512_mul_ps(t94, x);
    __m512 t97 = _mm512_add_ps(t95, t96);
    __m512 t98 = _mm512_mul_ps(t97, x);
    float t99 = c[8];
    __m512 t100 = _mm512_set1_ps(t99);
    __m512 t101 = _mm512_add_ps(t98, t100);
    __m512 t102 = _mm512_set1_ps(t99);
    __m512 t103 = _mm512_mul_ps(t102, x);
    __m512 t104 = _mm512_mul_ps(t103, x);
    __m512 t105 = _mm512_add_ps(t101, t104);
    __m512 t106 = _mm512_mul_ps(t104, x);
    __m512 t107 = _mm512_add_ps(t105, t106);
    __m512 t108 = _mm512_mul_ps(t106, x);
    __m512 t109 = _mm512_add_ps(t107, t108);
    __m512 t110 = _mm512_mul_ps(t109, x);
    float t111 = c[9];
    __m512 t112 = _mm512_set1_ps(t111);
    __m512 t113 = _mm512_add_ps(t110, t112);
    __m512 t114 = _mm512_set1_ps(t111);
    __m512 t115 = _mm512_mul_ps(t114, x);
    __m512 t116 = _mm512_mul_ps(t115, x);
    __m512 t117 = _mm512_add_ps(t113, t116);
    __m512 t118 = _mm512_mul_ps(t116, x);
    __m512 t119 = _mm512_add_ps(t117, t118);
    __m512 t120 = _mm512_mul_ps(t118, x);
    __m512 t121 = _mm512_add_ps(t119, t120);
    __m512 t122 = _mm512_mul_ps(t121, x);
    float t123 = c[10];
    __m512 t124 = _mm512_set1_ps(t123);
    __m512 t125 = _mm512_add_ps(t122, t124);
    __m512 t126 = _mm512_set1_ps(t123);
    __m512 t127 = _mm512_mul_ps(t126, x);
    __m512 t128 = _mm512_mul_ps(t127, x);
    __m512 t129 = _mm512_add_ps(t125, t128);
    __m512 t130 = _mm512_mul_ps(t128, x);
    __m512 t131 = _mm512_add_ps(t129, t130);
    __m512 t132 = _mm512_mul_ps(t130, x);
    __m512 t133 = _mm512_add_ps(t131, t132);
    __m512 t134 = _mm512_mul_ps(t133, x);
    float t135 = c[11];
    __m512 t136 = _mm512_set1_ps(t135);
    __m512 t137 = _mm512_add_ps(t134, t136);
    __m512 t138 = _mm512_set1_ps(t135);
    __m512 t139 = _mm512_mul_ps(t138, x);
    __m512 t140 = _mm512_mul_ps(t139, x);
    __m512 t141 = _mm512_add_ps(t137, t140);
    __m512 t142 = _mm512_mul_ps(t140, x);
    __m512 t143 = _mm512_add_ps(t141, t142);
    __m512 t144 = _mm512_mul_ps(t142, x);
    __m512 t145 = _mm512_add_ps(t143, t144);
    __m512 t146 = _mm512_mul_ps(t145, x);
    float t147 = c[12];
    __m512 t148 = _mm512_set1_ps(t147);
    __m512 t149 = _mm512_add_ps(t146, t148);
    __m512 t150 = _mm512_set1_ps(t147);
    __m512 t151 = _mm512_mul_ps(t150, x);
    __m512 t152 = _mm512_mul_ps(t151, x);
    __m512 t153 = _mm512_add_ps(t149, t152);
    __m512 t154 = _mm512_mul_ps(t152, x);
    __m512 t155 = _mm512_add_ps(t153, t154);
    __m512 t156 = _mm512_mul_ps(t154, x);
    __m512 t157 = _mm512_add_ps(t155, t156);
    __m512 t158 = _mm512_mul_ps(t157, x);
    float t159 = c[13];
    __m512 t160 = _mm512_set1_ps(t159);
    __m512 t161 = _mm512_add_ps(t158, t160);
    __m512 t162 = _mm512_set1_ps(t159);
    __m512 t163 = _mm512_mul_ps(t162, x);
    __m512 t164 = _mm512_mul_ps(t163, x);
    __m512 t165 = _mm512_add_ps(t161, t164);
    __m512 t166 = _mm512_mul_ps(t164, x);
    __m512 t167 = _mm512_add_ps(t165, t166);
    __m512 t168 = _mm512_mul_ps(t166, x);
    __m512 t169 = _mm512_add_ps(t167, t168);
    __m512 t170 = _mm512_mul_ps(t169, x);
    float t171 = c[14];
    __m512 t172 = _mm512_set1_ps(t171);
    __m512 t173 = _mm512_add_ps(t170, t172);
    __m512 t174 = _mm512_set1_ps(t171);
    __m512 t175 = _mm512_mul_ps(t174, x);
    __m512 t176 = _mm512_mul_ps(t175, x);
    __m512 t177 = _mm512_add_ps(t173, t176);
    __m512 t178 = _mm512_mul_ps(t176, x);
    __m512 t179 = _mm512_add_ps(t177, t178);
    __m512 t180 = _mm512_mul_ps(t178, x);
    __m512 t181 = _mm512_add_ps(t179, t180);
    __m512 t182 = _mm512_mul_ps(t181, x);
    float t183 = c[15];
    __m512 t184 = _mm512_set1_ps(t183);
    __m512 t185 = _mm512_add_ps(t182, t184);
    __m512 t186 = _mm512_set1_ps(t183);
    __m512 t187 = _mm512_mul_ps(t186, x);
    __m512 t188 = _mm512_mul_ps(t187, x);
    __m512 t189 = _mm512_add_ps(t185, t188);
    __m512 t190 = _mm512_mul_ps(t188, x);
    __m512 t191 = _mm512_add_ps(t189, t190);
    __m512 t192 = _mm512_mul_ps(t190, x);
    __m512 t193 = _mm512_add_ps(t191, t192);
    __m512 t194 = _mm512_set1_ps(0.0f);
    __m512 t195 = _mm512_mul_ps(t194, t193);
    __m512 t196 = _mm512_set1_ps(t3);
    __m512 t197 = _mm512_add_ps(t195, t196);
    __m512 t198 = _mm512_set1_ps(t3);
    __m512 t199 = _mm512_mul_ps(t198, t193);
    __m512 t200 = _mm512_mul_ps(t199, t193);
    __m512 t201 = _mm512_add_ps(t197, t200);
    __m512 t202 = _mm512_mul_ps(t200, t193);
    __m512 t203 = _mm512_add_ps(t201, t202);
    __m512 t204 = _mm512_mul_ps(t202, t193);
    __m512 t205 = _mm512_add_ps(t203, t204);
    __m512 t206 = _mm512_mul_ps(t205, t193);
    __m512 t207 = _mm512_set1_ps(t15);
    __m512 t208 = _mm512_add_ps(t206, t207);
    __m512 t209 = _mm512_set1_ps(t15);
    __m512 t210 = _mm512_mul_ps(t209, t193);
    __m512 t211 = _mm512_mul_ps(t210, t193);
    __m512 t212 = _mm512_add_ps(t208, t211);
    __m512 t213 = _mm512_mul_ps(t211, t193);
    __m512 t214 = _mm512_add_ps(t212, t213);
    __m512 t215 = _mm512_mul_ps(t213, t193);
    __m512 t216 = _mm512_add_ps(t214, t215);
    __m512 t217 = _mm512_mul_ps(t216, t193);
    __m512 t218 = _mm512_set1_ps(t27);
    __m512 t219 = _mm512_add_ps(t217, t218);
    __m512 t220 = _mm512_set1_ps(t27);
    __m512 t221 = _mm512_mul_ps(t220, t193);
    __m512 t222 = _mm512_mul_ps(t221, t193);
    __m512 t223 = _mm512_add_ps(t219, t222);
    __m512 t224 = _mm512_mul_ps(t222, t193);
    __m512 t225 = _mm512_add_ps(t223, t224);
    __m512 t226 = _mm512_mul_ps(t224, t193);
    __m512 t227 = _mm512_add_ps(t225, t226);
    __m512 t228 = _mm512_mul_ps(t227, t193);
    __m512 t229 = _mm512_set1_ps(t39);
    __m512 t230 = _mm512_add_ps(t228, t229);
    __m512 t231 = _mm512_set1_ps(t39);
    __m512 t232 = _mm512_mul_ps(t231, t193);
    __m512 t233 = _mm512_mul_ps(t232, t193);
    __m512 t234 = _mm512_add_ps(t230, t233);
    __m512 t235 = _mm512_mul_ps(t233, t193);
    __m512 t236 = _mm512_add_ps(t234, t235);
    __m512 t237 = _mm512_mul_ps(t235, t193);
    __m512 t238 = _mm512_add_ps(t236, t237);
    __m512 t239 = _mm512_mul_ps(t238, t193);
    __m512 t240 = _mm512_set1_ps(t51);
    __m512 t241 = _mm512_add_ps(t239, t240);
    __m512 t242 = _mm512_set1_ps(t51);
    __m512 t243 = _mm512_mul_ps(t242, t193);
    __m512 t244 = _mm512_mul_ps(t243, t193);
    __m512 t245 = _mm512_add_ps(t241, t244);
    __m512 t246 = _mm512_mul_ps(t244, t193);
    __m512 t247 = _mm512_add_ps(t245, t246);
    __m512 t248 = _mm512_mul_ps(t246, t193);
    __m512 t249 = _mm512_add_ps(t247, t248);
    __m512 t250 = _mm512_mul_ps(t249, t193);
    __m512 t251 = _mm512_set1_ps(t63);
    __m512 t252 = _mm512_add_ps(t250, t251);
    __m512 t253 = _mm512_set1_ps(t63);
    __m512 t254 = _mm512_mul_ps(t253, t193);
    __m512 t255 = _mm512_mul_ps(t254, t193);
    __m512 t256 = _mm512_add_ps(t252, t255);
    __m512 t257 = _mm512_mul_ps(t255, t193);
    __m512 t258 = _mm512_add_ps(t256, t257);
    __m512 t259 = _mm512_mul_ps(t257, t193);
    __m512 t260 = _mm512_add_ps(t258, t259);
    __m512 t261 = _mm512_mul_ps(t260, t193);
    __m512 t262 = _mm512_set1_ps(t75);
    __m512 t263 = _mm512_add_ps(t261, t262);
    __m512 t264 = _mm512_set1_ps(t75);
    __m512 t265 = _mm512_mul_ps(t264, t193);
    __m512 t266 = _mm512_mul_ps(t265, t193);
    __m512 t267 = _mm512_add_ps(t263, t266);
    __m512 t268 = _mm512_mul_ps(t266, t193);
    __m512 t269 = _mm512_add_ps(t267, t268);
    __m512 t270 = _mm512_mul_ps(t268, t193);
    __m512 t271 = _mm512_add_ps(t269, t270);
    __m512 t272 = _mm512_mul_ps(t271, t193);
    __m512 t273 = _mm512_set1_ps(t87);
    __m512 t274 = _mm512_add_ps(t272, t273);
    __m512 t275 = _mm512_set1_ps(t87);
    __m512 t276 = _mm512_mul_ps(t275, t193);
    __m512 t277 = _mm512_mul_ps(t276, t193);
    __m512 t278 = _mm512_add_ps(t274, t277);
    __m512 t279 = _mm512_mul_ps(t277, t193);
    __m512 t280 = _mm512_add_ps(t278, t279);
    __m512 t281 = _mm512_mul_ps(t279, t193);
    __m512 t282 = _mm512_add_ps(t280, t281);
    __m512 t283 = _mm512_mul_ps(t282, t193);
    __m512 t284 = _mm512_set1_ps(t99);
    __m512 t285 = _mm512_add_ps(t283, t284);
    __m512 t286 = _mm512_set1_ps(t99);
    __m512 t287 = _mm512_mul_ps(t286, t193);
    __m512 t288 = _mm512_mul_ps(t287, t193);
    __m512 t289 = _mm512_add_ps(t285, t288);
    __m512 t290 = _mm512_mul_ps(t288, t193);
    __m512 t291 = _mm512_add_ps(t289, t290);
    __m512 t292 = _mm512_mul_ps(t290, t193);
    __m512 t293 = _mm512_add_ps(t291, t292);
    __m512 t294 = _mm512_mul_ps(t293, t193);
    __m512 t295 = _mm512_set1_ps(t111);
    __m512 t296 = _mm512_add_ps(t294, t295);
    __m512 t297 = _mm512_set1_ps(t111);
    __m512 t298 = _mm512_mul_ps(t297, t193);
    __m512 t299 = _mm512_mul_ps(t298, t193);
    __m512 t300 = _mm512_add_ps(t296, t299);
    __m512 t301 = _mm512_mul_ps(t299, t193);
    __m512 t302 = _mm512_add_ps(t300, t301);
    __m512 t303 = _mm512_mul_ps(t301, t193);
    __m512 t304 = _mm512_add_ps(t302, t303);
    __m512 t305 = _mm512_mul_ps(t304, t193);
    __m512 t306 = _mm512_set1_ps(t123);
    __m512 t307 = _mm512_add_ps(t305, t306);
    __m512 t308 = _mm512_set1_ps(t123);
    __m512 t309 = _mm512_mul_ps(t308, t193);
    __m512 t310 = _mm512_mul_ps(t309, t193);
    __m512 t311 = _mm512_add_ps(t307, t310);
    __m512 t312 = _mm512_mul_ps(t310, t193);
    __m512 t313 = _mm512_add_ps(t311, t312);
    __m512 t314 = _mm512_mul_ps(t312, t193);
    __m512 t315 = _mm512_add_ps(t313, t314);
    __m512 t316 = _mm512_mul_ps(t315, t193);
    __m512 t317 = _mm512_set1_ps(t135);
    __m512 t318 = _mm512_add_ps(t316, t317);
    __m512 t319 = _mm512_set1_ps(t135);
    __m512 t320 = _mm512_mul_ps(t319, t193);
    __m512 t321 = _mm512_mul_ps(t320, t193);
    __m512 t322 = _mm512_add_ps(t318, t321);
    __m512 t323 = _mm512_mul_ps(t321, t193);
    __m512 t324 = _mm512_add_ps(t322, t323);
    __m512 t325 = _mm512_mul_ps(t323, t193);
    __m512 t326 = _mm512_add_ps(t324, t325);
    __m512 t327 = _mm512_mul_ps(t326, t193);
    __m512 t328 = _mm512_set1_ps(t147);
    __m512 t329 = _mm512_add_ps(t327, t328);
    __m512 t330 = _mm512_set1_ps(t147);
    __m512 t331 = _mm512_mul_ps(t330, t193);
    __m512 t332 = _mm512_mul_ps(t331, t193);
    __m512 t333 = _mm512_add_ps(t329, t332);
    __m512 t334 = _mm512_mul_ps(t332, t193);
    __m512 t335 = _mm512_add_ps(t333, t334);
    __m512 t336 = _mm512_mul_ps(t334, t193);
    __m512 t337 = _mm512_add_ps(t335, t336);
    __m512 t338 = _mm512_mul_ps(t337, t193);
    __m512 t339 = _mm512_set1_ps(t159);
    __m512 t340 = _mm512_add_ps(t338, t339);
    __m512 t341 = _mm512_set1_ps(t159);
    __m512 t342 = _mm512_mul_ps(t341, t193);
    __m512 t343 = _mm512_mul_ps(t342, t193);
    __m512 t344 = _mm512_add_ps(t340, t343);
    __m512 t345 = _mm512_mul_ps(t343, t193);
    __m512 t346 = _mm512_add_ps(t344, t345);
    __m512 t347 = _mm512_mul_ps(t345, t193);
    __m512 t348 = _mm512_add_ps(t346, t347);
    __m512 t349 = _mm512_mul_ps(t348, t193);
    __m512 t350 = _mm512_set1_ps(t171);
    __m512 t351 = _mm512_add_ps(t349, t350);
    __m512 t352 = _mm512_set1_ps(t171);
    __m512 t353 = _mm512_mul_ps(t352, t193);
    __m512 t354 = _mm512_mul_ps(t353, t193);
    __m512 t355 = _mm512_add_ps(t351, t354);
    __m512 t356 = _mm512_mul_ps(t354, t193);
    __m512 t357 = _mm512_add_ps(t355, t356);
    __m512 t358 = _mm512_mul_ps(t356, t193);
    __m512 t359 = _mm512_add_ps(t357, t358);
    __m512 t360 = _mm512_mul_ps(t359, t193);
    __m512 t361 = _mm512_set1_ps(t183);
    __m512 t362 = _mm512_add_ps(t360, t361);
    __m512 t363 = _mm512_set1_ps(t183);
    __m512 t364 = _mm512_mul_ps(t363, t193);
    __m512 t365 = _mm512_mul_ps(t364, t193);
    __m512 t366 = _mm512_add_ps(t362, t365);
    __m512 t367 = _mm512_mul_ps(t365, t193);
    __m512 t368 = _mm512_add_ps(t366, t367);
    __m512 t369 = _mm512_mul_ps(t367, t193);
    __m512 t370 = _mm512_add_ps(t368, t369);
    return t370;
}

/* vcc: function at inline.c:27 vector variant _ZGVdN8vu_poly16 of `poly16`: VL 8, unmasked, x vector, c uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_poly16(__m256 x, const float *c) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(0.0f);
    __m256 t2 = _mm256_mul_ps(t1, x);
    float t3 = c[0];
    __m256 t4 = _mm256_set1_ps(t3);
    __m256 t5 = _mm256_add_ps(t2, t4);
    __m256 t6 = _mm256_set1_ps(t3);
    __m256 t7 = _mm256_mul_ps(t6, x);
    __m256 t8 = _mm256_mul_ps(t7, x);
    __m256 t9 = _mm256_add_ps(t5, t8);
    __m256 t10 = _mm256_mul_ps(t8, x);
    __m256 t11 = _mm256_add_ps(t9, t10);
    __m256 t12 = _mm256_mul_ps(t10, x);
    __m256 t13 = _mm256_add_ps(t11, t12);
    __m256 t14 = _mm256_mul_ps(t13, x);
    float t15 = c[1];
    __m256 t16 = _mm256_set1_ps(t15);
    __m256 t17 = _mm256_add_ps(t14, t16);
    __m256 t18 = _mm256_set1_ps(t15);
    __m256 t19 = _mm256_mul_ps(t18, x);
    __m256 t20 = _mm256_mul_ps(t19, x);
    __m256 t21 = _mm256_add_ps(t17, t20);
    __m256 t22 = _mm256_mul_ps(t20, x);
    __m256 t23 = _mm256_add_ps(t21, t22);
    __m256 t24 = _mm256_mul_ps(t22, x);
    __m256 t25 = _mm256_add_ps(t23, t24);
    __m256 t26 = _mm256_mul_ps(t25, x);
    float t27 = c[2];
    __m256 t28 = _mm256_set1_ps(t27);
    __m256 t29 = _mm256_add_ps(t26, t28);
    __m256 t30 = _mm256_set1_ps(t27);
    __m256 t31 = _mm256_mul_ps(t30, x);
    __m256 t32 = _mm256_mul_ps(t31, x);
    __m256 t33 = _mm256_add_ps(t29, t32);
    __m256 t34 = _mm256_mul_ps(t32, x);
    __m256 t35 = _mm256_add_ps(t33, t34);
    __m256 t36 = _mm256_mul_ps(t34, x);
    __m256 t37 = _mm256_add_ps(t35, t36);
    __m256 t38 = _mm256_mul_ps(t37, x);
    float t39 = c[3];
    __m256 t40 = _mm256_set1_ps(t39);
    __m256 t41 = _mm256_add_ps(t38, t40);
    __m256 t42 = _mm256_set1_ps(t39);
    __m256 t43 = _mm256_mul_ps(t42, x);
    __m256 t44 = _mm256_mul_ps(t43, x);
    __m256 t45 = _mm256_add_ps(t41, t44);
    __m256 t46 = _mm256_mul_ps(t44, x);
    __m256 t47 = _mm256_add_ps(t45, t46);
    __m256 t48 = _mm256_mul_ps(t46, x);
    __m256 t49 = _mm256_add_ps(t47, t48);
    __m256 t50 = _mm256_mul_ps(t49, x);
    float t51 = c[4];
    __m256 t52 = _mm256_set1_ps(t51);
    __m256 t53 = _mm256_add_ps(t50, t52);
    __m256 t54 = _mm256_set1_ps(t51);
    __m256 t55 = _mm256_mul_ps(t54, x);
    __m256 t56 = _mm256_mul_ps(t55, x);
    __m256 t57 = _mm256_add_ps(t53, t56);
    __m256 t58 = _mm256_mul_ps(t56, x);
    __m256 t59 = _mm256_add_ps(t57, t58);
    __m256 t60 = _mm256_mul_ps(t58, x);
    __m256 t61 = _mm256_add_ps(t59, t60);
    __m256 t62 = _mm256_mul_ps(t61, x);
    float t63 = c[5];
    __m256 t64 = _mm256_set1_ps(t63);
    __m256 t65 = _mm256_add_ps(t62, t64);
    __m256 t66 = _mm256_set1_ps(t63);
    __m256 t67 = _mm256_mul_ps(t66, x);
    __m256 t68 = _mm256_mul_ps(t67, x);
    __m256 t69 = _mm256_add_ps(t65, t68);
    __m256 t70 = _mm256_mul_ps(t68, x);
    __m256 t71 = _mm256_add_ps(t69, t70);
    __m256 t72 = _mm256_mul_ps(t70, x);
    __m256 t73 = _mm256_add_ps(t71, t72);
    __m256 t74 = _mm256_mul_ps(t73, x);
    float t75 = c[6];
    __m256 t76 = _mm256_set1_ps(t75);
    __m256 t77 = _mm256_add_ps(t74, t76);
    __m256 t78 = _mm256_set1_ps(t75);
    __m256 t79 = _mm256_mul_ps(t78, x);
    __m256 t80 = _mm256_mul_ps(t79, x);
    __m256 t81 = _mm256_add_ps(t77, t80);
    __m256 t82 = _mm256_mul_ps(t80, x);
    __m256 t83 = _mm256_add_ps(t81, t82);
    __m256 t84 = _mm256_mul_ps(t82, x);
    __m256 t85 = _mm256_add_ps(t83, t84);
    __m256 t86 = _mm256_mul_ps(t85, x);
    float t87 = c[7];
    __m256 t88 = _mm256_set1_ps(t87);
    __m256 t89 = _mm256_add_ps(t86, t88);
    __m256 t90 = _mm256_set1_ps(t87);
    __m256 t91 = _mm256_mul_ps(t90, x);
    __m256 t92 = _mm256_mul_ps(t91, x);
    __m256 t93 = _mm256_add_ps(t89, t92);
    __m256 t94 = _mm256_mul_ps(t92, x);
    __m256 t95 = _mm256_add_ps(t93, t94);
    __m256 t96 = _mm256_mul_ps(t94, x);
    __m256 t97 = _mm256_add_ps(t95, t96);
    __m256 t98 = _mm256_mul_ps(t97, x);
    float t99 = c[8];
    __m256 t100 = _mm256_set1_ps(t99);
    __m256 t101 = _mm256_add_ps(t98, t100);
    __m256 t102 = _mm256_set1_ps(t99);
    __m256 t103 = _mm256_mul_ps(t102, x);
    __m256 t104 = _mm256_mul_ps(t103, x);
    __m256 t105 = _mm256_add_ps(t101, t104);
    __m256 t106 = _mm256_mul_ps(t104, x);
    __m256 t107 = _mm256_add_ps(t105, t106);
    __m256 t108 = _mm256_mul_ps(t106, x);
    __m256 t109 = _mm256_add_ps(t107, t108);
    __m256 t110 = _mm256_mul_ps(t109, x);
    float t111 = c[9];
    __m256 t112 = _mm256_set1_ps(t111);
    __m256 t113 = _mm256_add_ps(t110, t112);
    __m256 t114 = _mm256_set1_ps(t111);
    __m256 t115 = _mm256_mul_ps(t114, x);
    __m256 t116 = _mm256_mul_ps(t115, x);
    __m256 t117 = _mm256_add_ps(t113, t116);
    __m256 t118 = _mm256_mul_ps(t116, x);
    __m256 t119 = _mm256_add_ps(t117, t118);
    __m256 t120 = _mm256_mul_ps(t118, x);
    __m256 t121 = _mm256_add_ps(t119, t120);
    __m256 t122 = _mm256_mul_ps(t121, x);
    float t123 = c[10];
    __m256 t124 = _mm256_set1_ps(t123);
    __m256 t125 = _mm256_add_ps(t122, t124);
    __m256 t126 = _mm256_set1_ps(t123);
    __m256 t127 = _mm256_mul_ps(t126, x);
    __m256 t128 = _mm256_mul_ps(t127, x);
    __m256 t129 = _mm256_add_ps(t125, t128);
    __m256 t130 = _mm256_mul_ps(t128, x);
    __m256 t131 = _mm256_add_ps(t129, t130);
    __m256 t132 = _mm256_mul_ps(t130, x);
    __m256 t133 = _mm256_add_ps(t131, t132);
    __m256 t134 = _mm256_mul_ps(t133, x);
    float t135 = c[11];
    __m256 t136 = _mm256_set1_ps(t135);
    __m256 t137 = _mm256_add_ps(t134, t136);
    __m256 t138 = _mm256_set1_ps(t135);
    __m256 t139 = _mm256_mul_ps(t138, x);
    __m256 t140 = _mm256_mul_ps(t139, x);
    __m256 t141 = _mm256_add_ps(t137, t140);
    __m256 t142 = _mm256_mul_ps(t140, x);
    __m256 t143 = _mm256_add_ps(t141, t142);
    __m256 t144 = _mm256_mul_ps(t142, x);
    __m256 t145 = _mm256_add_ps(t143, t144);
    __m256 t146 = _mm256_mul_ps(t145, x);
    float t147 = c[12];
    __m256 t148 = _mm256_set1_ps(t147);
    __m256 t149 = _mm256_add_ps(t146, t148);
    __m256 t150 = _mm256_set1_ps(t147);
    __m256 t151 = _mm256_mul_ps(t150, x);
    __m256 t152 = _mm256_mul_ps(t151, x);
    __m256 t153 = _mm256_add_ps(t149, t152);
    __m256 t154 = _mm256_mul_ps(t152, x);
    __m256 t155 = _mm256_add_ps(t153, t154);
    __m256 t156 = _mm256_mul_ps(t154, x);
    __m256 t157 = _mm256_add_ps(t155, t156);
    __m256 t158 = _mm256_mul_ps(t157, x);
    float t159 = c[13];
    __m256 t160 = _mm256_set1_ps(t159);
    __m256 t161 = _mm256_add_ps(t158, t160);
    __m256 t162 = _mm256_set1_ps(t159);
    __m256 t163 = _mm256_mul_ps(t162, x);
    __m256 t164 = _mm256_mul_ps(t163, x);
    __m256 t165 = _mm256_add_ps(t161, t164);
    __m256 t166 = _mm256_mul_ps(t164, x);
    __m256 t167 = _mm256_add_ps(t165, t166);
    __m256 t168 = _mm256_mul_ps(t166, x);
    __m256 t169 = _mm256_add_ps(t167, t168);
    __m256 t170 = _mm256_mul_ps(t169, x);
    float t171 = c[14];
    __m256 t172 = _mm256_set1_ps(t171);
    __m256 t173 = _mm256_add_ps(t170, t172);
    __m256 t174 = _mm256_set1_ps(t171);
    __m256 t175 = _mm256_mul_ps(t174, x);
    __m256 t176 = _mm256_mul_ps(t175, x);
    __m256 t177 = _mm256_add_ps(t173, t176);
    __m256 t178 = _mm256_mul_ps(t176, x);
    __m256 t179 = _mm256_add_ps(t177, t178);
    __m256 t180 = _mm256_mul_ps(t178, x);
    __m256 t181 = _mm256_add_ps(t179, t180);
    __m256 t182 = _mm256_mul_ps(t181, x);
    float t183 = c[15];
    __m256 t184 = _mm256_set1_ps(t183);
    __m256 t185 = _mm256_add_ps(t182, t184);
    __m256 t186 = _mm256_set1_ps(t183);
    __m256 t187 = _mm256_mul_ps(t186, x);
    __m256 t188 = _mm256_mul_ps(t187, x);
    __m256 t189 = _mm256_add_ps(t185, t188);
    __m256 t190 = _mm256_mul_ps(t188, x);
    __m256 t191 = _mm256_add_ps(t189, t190);
    __m256 t192 = _mm256_mul_ps(t190, x);
    __m256 t193 = _mm256_add_ps(t191, t192);
    __m256 t194 = _mm256_set1_ps(0.0f);
    __m256 t195 = _mm256_mul_ps(t194, t193);
    __m256 t196 = _mm256_set1_ps(t3);
    __m256 t197 = _mm256_add_ps(t195, t196);
    __m256 t198 = _mm256_set1_ps(t3);
    __m256 t199 = _mm256_mul_ps(t198, t193);
    __m256 t200 = _mm256_mul_ps(t199, t193);
    __m256 t201 = _mm256_add_ps(t197, t200);
    __m256 t202 = _mm256_mul_ps(t200, t193);
    __m256 t203 = _mm256_add_ps(t201, t202);
    __m256 t204 = _mm256_mul_ps(t202, t193);
    __m256 t205 = _mm256_add_ps(t203, t204);
    __m256 t206 = _mm256_mul_ps(t205, t193);
    __m256 t207 = _mm256_set1_ps(t15);
    __m256 t208 = _mm256_add_ps(t206, t207);
    __m256 t209 = _mm256_set1_ps(t15);
    __m256 t210 = _mm256_mul_ps(t209, t193);
    __m256 t211 = _mm256_mul_ps(t210, t193);
    __m256 t212 = _mm256_add_ps(t208, t211);
    __m256 t213 = _mm256_mul_ps(t211, t193);
    __m256 t214 = _mm256_add_ps(t212, t213);
    __m256 t215 = _mm256_mul_ps(t213, t193);
    __m256 t216 = _mm256_add_ps(t214, t215);
    __m256 t217 = _mm256_mul_ps(t216, t193);
    __m256 t218 = _mm256_set1_ps(t27);
    __m256 t219 = _mm256_add_ps(t217, t218);
    __m256 t220 = _mm256_set1_ps(t27);
    __m256 t221 = _mm256_mul_ps(t220, t193);
    __m256 t222 = _mm256_mul_ps(t221, t193);
    __m256 t223 = _mm256_add_ps(t219, t222);
    __m256 t224 = _mm256_mul_ps(t222, t193);
    __m256 t225 = _mm256_add_ps(t223, t224);
    __m256 t226 = _mm256_mul_ps(t224, t193);
    __m256 t227 = _mm256_add_ps(t225, t226);
    __m256 t228 = _mm256_mul_ps(t227, t193);
    __m256 t229 = _mm256_set1_ps(t39);
    __m256 t230 = _mm256_add_ps(t228, t229);
    __m256 t231 = _mm256_set1_ps(t39);
    __m256 t232 = _mm256_mul_ps(t231, t193);
    __m256 t233 = _mm256_mul_ps(t232, t193);
    __m256 t234 = _mm256_add_ps(t230, t233);
    __m256 t235 = _mm256_mul_ps(t233, t193);
    __m256 t236 = _mm256_add_ps(t234, t235);
    __m256 t237 = _mm256_mul_ps(t235, t193);
    __m256 t238 = _mm256_add_ps(t236, t237);
    __m256 t239 = _mm256_mul_ps(t238, t193);
    __m256 t240 = _mm256_set1_ps(t51);
    __m256 t241 = _mm256_add_ps(t239, t240);
    __m256 t242 = _mm256_set1_ps(t51);
    __m256 t243 = _mm256_mul_ps(t242, t193);
    __m256 t244 = _mm256_mul_ps(t243, t193);
    __m256 t245 = _mm256_add_ps(t241, t244);
    __m256 t246 = _mm256_mul_ps(t244, t193);
    __m256 t247 = _mm256_add_ps(t245, t246);
    __m256 t248 = _mm256_mul_ps(t246, t193);
    __m256 t249 = _mm256_add_ps(t247, t248);
    __m256 t250 = _mm256_mul_ps(t249, t193);
    __m256 t251 = _mm256_set1_ps(t63);
    __m256 t252 = _mm256_add_ps(t250, t251);
    __m256 t253 = _mm256_set1_ps(t63);
    __m256 t254 = _mm256_mul_ps(t253, t193);
    __m256 t255 = _mm256_mul_ps(t254, t193);
    __m256 t256 = _mm256_add_ps(t252, t255);
    __m256 t257 = _mm256_mul_ps(t255, t193);
    __m256 t258 = _mm256_add_ps(t256, t257);
    __m256 t259 = _mm256_mul_ps(t257, t193);
    __m256 t260 = _mm256_add_ps(t258, t259);
    __m256 t261 = _mm256_mul_ps(t260, t193);
    __m256 t262 = _mm256_set1_ps(t75);
    __m256 t263 = _mm256_add_ps(t261, t262);
    __m256 t264 = _mm256_set1_ps(t75);
    __m256 t265 = _mm256_mul_ps(t264, t193);
    __m256 t266 = _mm256_mul_ps(t265, t193);
    __m256 t267 = _mm256_add_ps(t263, t266);
    __m256 t268 = _mm256_mul_ps(t266, t193);
    __m256 t269 = _mm256_add_ps(t267, t268);
    __m256 t270 = _mm256_mul_ps(t268, t193);
    __m256 t271 = _mm256_add_ps(t269, t270);
    __m256 t272 = _mm256_mul_ps(t271, t193);
    __m256 t273 = _mm256_set1_ps(t87);
    __m256 t274 = _mm256_add_ps(t272, t273);
    __m256 t275 = _mm256_set1_ps(t87);
    __m256 t276 = _mm256_mul_ps(t275, t193);
    __m256 t277 = _mm256_mul_ps(t276, t193);
    __m256 t278 = _mm256_add_ps(t274, t277);
    __m256 t279 = _mm256_mul_ps(t277, t193);
    __m256 t280 = _mm256_add_ps(t278, t279);
    __m256 t281 = _mm256_mul_ps(t279, t193);
    __m256 t282 = _mm256_add_ps(t280, t281);
    __m256 t283 = _mm256_mul_ps(t282, t193);
    __m256 t284 = _mm256_set1_ps(t99);
    __m256 t285 = _mm256_add_ps(t283, t284);
    __m256 t286 = _mm256_set1_ps(t99);
    __m256 t287 = _mm256_mul_ps(t286, t193);
    __m256 t288 = _mm256_mul_ps(t287, t193);
    __m256 t289 = _mm256_add_ps(t285, t288);
    __m256 t290 = _mm256_mul_ps(t288, t193);
    __m256 t291 = _mm256_add_ps(t289, t290);
    __m256 t292 = _mm256_mul_ps(t290, t193);
    __m256 t293 = _mm256_add_ps(t291, t292);
    __m256 t294 = _mm256_mul_ps(t293, t193);
    __m256 t295 = _mm256_set1_ps(t111);
    __m256 t296 = _mm256_add_ps(t294, t295);
    __m256 t297 = _mm256_set1_ps(t111);
    __m256 t298 = _mm256_mul_ps(t297, t193);
    __m256 t299 = _mm256_mul_ps(t298, t193);
    __m256 t300 = _mm256_add_ps(t296, t299);
    __m256 t301 = _mm256_mul_ps(t299, t193);
    __m256 t302 = _mm256_add_ps(t300, t301);
    __m256 t303 = _mm256_mul_ps(t301, t193);
    __m256 t304 = _mm256_add_ps(t302, t303);
    __m256 t305 = _mm256_mul_ps(t304, t193);
    __m256 t306 = _mm256_set1_ps(t123);
    __m256 t307 = _mm256_add_ps(t305, t306);
    __m256 t308 = _mm256_set1_ps(t123);
    __m256 t309 = _mm256_mul_ps(t308, t193);
    __m256 t310 = _mm256_mul_ps(t309, t193);
    __m256 t311 = _mm256_add_ps(t307, t310);
    __m256 t312 = _mm256_mul_ps(t310, t193);
    __m256 t313 = _mm256_add_ps(t311, t312);
    __m256 t314 = _mm256_mul_ps(t312, t193);
    __m256 t315 = _mm256_add_ps(t313, t314);
    __m256 t316 = _mm256_mul_ps(t315, t193);
    __m256 t317 = _mm256_set1_ps(t135);
    __m256 t318 = _mm256_add_ps(t316, t317);
    __m256 t319 = _mm256_set1_ps(t135);
    __m256 t320 = _mm256_mul_ps(t319, t193);
    __m256 t321 = _mm256_mul_ps(t320, t193);
    __m256 t322 = _mm256_add_ps(t318, t321);
    __m256 t323 = _mm256_mul_ps(t321, t193);
    __m256 t324 = _mm256_add_ps(t322, t323);
    __m256 t325 = _mm256_mul_ps(t323, t193);
    __m256 t326 = _mm256_add_ps(t324, t325);
    __m256 t327 = _mm256_mul_ps(t326, t193);
    __m256 t328 = _mm256_set1_ps(t147);
    __m256 t329 = _mm256_add_ps(t327, t328);
    __m256 t330 = _mm256_set1_ps(t147);
    __m256 t331 = _mm256_mul_ps(t330, t193);
    __m256 t332 = _mm256_mul_ps(t331, t193);
    __m256 t333 = _mm256_add_ps(t329, t332);
    __m256 t334 = _mm256_mul_ps(t332, t193);
    __m256 t335 = _mm256_add_ps(t333, t334);
    __m256 t336 = _mm256_mul_ps(t334, t193);
    __m256 t337 = _mm256_add_ps(t335, t336);
    __m256 t338 = _mm256_mul_ps(t337, t193);
    __m256 t339 = _mm256_set1_ps(t159);
    __m256 t340 = _mm256_add_ps(t338, t339);
    __m256 t341 = _mm256_set1_ps(t159);
    __m256 t342 = _mm256_mul_ps(t341, t193);
    __m256 t343 = _mm256_mul_ps(t342, t193);
    __m256 t344 = _mm256_add_ps(t340, t343);
    __m256 t345 = _mm256_mul_ps(t343, t193);
    __m256 t346 = _mm256_add_ps(t344, t345);
    __m256 t347 = _mm256_mul_ps(t345, t193);
    __m256 t348 = _mm256_add_ps(t346, t347);
    __m256 t349 = _mm256_mul_ps(t348, t193);
    __m256 t350 = _mm256_set1_ps(t171);
    __m256 t351 = _mm256_add_ps(t349, t350);
    __m256 t352 = _mm256_set1_ps(t171);
    __m256 t353 = _mm256_mul_ps(t352, t193);
    __m256 t354 = _mm256_mul_ps(t353, t193);
    __m256 t355 = _mm256_add_ps(t351, t354);
    __m256 t356 = _mm256_mul_ps(t354, t193);
    __m256 t357 = _mm256_add_ps(t355, t356);
    __m256 t358 = _mm256_mul_ps(t356, t193);
    __m256 t359 = _mm256_add_ps(t357, t358);
    __m256 t360 = _mm256_mul_ps(t359, t193);
    __m256 t361 = _mm256_set1_ps(t183);
    __m256 t362 = _mm256_add_ps(t360, t361);
    __m256 t363 = _mm256_set1_ps(t183);
    __m256 t364 = _mm256_mul_ps(t363, t193);
    __m256 t365 = _mm256_mul_ps(t364, t193);
    __m256 t366 = _mm256_add_ps(t362, t365);
    __m256 t367 = _mm256_mul_ps(t365, t193);
    __m256 t368 = _mm256_add_ps(t366, t367);
    __m256 t369 = _mm256_mul_ps(t367, t193);
    __m256 t370 = _mm256_add_ps(t368, t369);
    return t370;
}

/* vcc: function at inline.c:27 vector variant vcc__ZGVeM16vu_poly16 of `poly16`: VL 16, masked, x vector, c uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static __m512 vcc__ZGVeM16vu_poly16(__m512 x, const float *c, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512 t2 = _mm512_set1_ps(0.0f);
    __m512 t3 = _mm512_mul_ps(t2, x);
    float t4 = c[0];
    __m512 t5 = _mm512_set1_ps(t4);
    __m512 t6 = _mm512_add_ps(t3, t5);
    __m512 t7 = _mm512_set1_ps(t4);
    __m512 t8 = _mm512_mul_ps(t7, x);
    __m512 t9 = _mm512_mul_ps(t8, x);
    __m512 t10 = _mm512_add_ps(t6, t9);
    __m512 t11 = _mm512_mul_ps(t9, x);
    __m512 t12 = _mm512_add_ps(t10, t11);
    __m512 t13 = _mm512_mul_ps(t11, x);
    __m512 t14 = _mm512_add_ps(t12, t13);
    __m512 t15 = _mm512_mul_ps(t14, x);
    float t16 = c[1];
    __m512 t17 = _mm512_set1_ps(t16);
    __m512 t18 = _mm512_add_ps(t15, t17);
    __m512 t19 = _mm512_set1_ps(t16);
    __m512 t20 = _mm512_mul_ps(t19, x);
    __m512 t21 = _mm512_mul_ps(t20, x);
    __m512 t22 = _mm512_add_ps(t18, t21);
    __m512 t23 = _mm512_mul_ps(t21, x);
    __m512 t24 = _mm512_add_ps(t22, t23);
    __m512 t25 = _mm512_mul_ps(t23, x);
    __m512 t26 = _mm512_add_ps(t24, t25);
    __m512 t27 = _mm512_mul_ps(t26, x);
    float t28 = c[2];
    __m512 t29 = _mm512_set1_ps(t28);
    __m512 t30 = _mm512_add_ps(t27, t29);
    __m512 t31 = _mm512_set1_ps(t28);
    __m512 t32 = _mm512_mul_ps(t31, x);
    __m512 t33 = _mm512_mul_ps(t32, x);
    __m512 t34 = _mm512_add_ps(t30, t33);
    __m512 t35 = _mm512_mul_ps(t33, x);
    __m512 t36 = _mm512_add_ps(t34, t35);
    __m512 t37 = _mm512_mul_ps(t35, x);
    __m512 t38 = _mm512_add_ps(t36, t37);
    __m512 t39 = _mm512_mul_ps(t38, x);
    float t40 = c[3];
    __m512 t41 = _mm512_set1_ps(t40);
    __m512 t42 = _mm512_add_ps(t39, t41);
    __m512 t43 = _mm512_set1_ps(t40);
    __m512 t44 = _mm512_mul_ps(t43, x);
    __m512 t45 = _mm512_mul_ps(t44, x);
    __m512 t46 = _mm512_add_ps(t42, t45);
    __m512 t47 = _mm512_mul_ps(t45, x);
    __m512 t48 = _mm512_add_ps(t46, t47);
    __m512 t49 = _mm512_mul_ps(t47, x);
    __m512 t50 = _mm512_add_ps(t48, t49);
    __m512 t51 = _mm512_mul_ps(t50, x);
    float t52 = c[4];
    __m512 t53 = _mm512_set1_ps(t52);
    __m512 t54 = _mm512_add_ps(t51, t53);
    __m512 t55 = _mm512_set1_ps(t52);
    __m512 t56 = _mm512_mul_ps(t55, x);
    __m512 t57 = _mm512_mul_ps(t56, x);
    __m512 t58 = _mm512_add_ps(t54, t57);
    __m512 t59 = _mm512_mul_ps(t57, x);
    __m512 t60 = _mm512_add_ps(t58, t59);
    __m512 t61 = _mm512_mul_ps(t59, x);
    __m512 t62 = _mm512_add_ps(t60, t61);
    __m512 t63 = _mm512_mul_ps(t62, x);
    float t64 = c[5];
    __m512 t65 = _mm512_set1_ps(t64);
    __m512 t66 = _mm512_add_ps(t63, t65);
    __m512 t67 = _mm512_set1_ps(t64);
    __m512 t68 = _mm512_mul_ps(t67, x);
    __m512 t69 = _mm512_mul_ps(t68, x);
    __m512 t70 = _mm512_add_ps(t66, t69);
    __m512 t71 = _mm512_mul_ps(t69, x);
    __m512 t72 = _mm512_add_ps(t70, t71);
    __m512 t73 = _mm512_mul_ps(t71, x);
    __m512 t74 = _mm512_add_ps(t72, t73);
    __m512 t75 = _mm512_mul_ps(t74, x);
    float t76 = c[6];
    __m512 t77 = _mm512_set1_ps(t76);
    __m512 t78 = _mm512_add_ps(t75, t77);
    __m512 t79 = _mm512_set1_ps(t76);
    __m512 t80 = _mm512_mul_ps(t79, x);
    __m512 t81 = _mm512_mul_ps(t80, x);
    __m512 t82 = _mm512_add_ps(t78, t81);
    __m512 t83 = _mm512_mul_ps(t81, x);
    __m512 t84 = _mm512_add_ps(t82, t83);
    __m512 t85 = _mm512_mul_ps(t83, x);
    __m512 t86 = _mm512_add_ps(t84, t85);
    __m512 t87 = _mm512_mul_ps(t86, x);
    float t88 = c[7];
    __m512 t89 = _mm512_set1_ps(t88);
    __m512 t90 = _mm512_add_ps(t87, t89);
    __m512 t91 = _mm512_set1_ps(t88);
    __m512 t92 = _mm512_mul_ps(t91, x);
    __m512 t93 = _mm512_mul_ps(t92, x);
    __m512 t94 = _mm512_add_ps(t90, t93);
    __m512 t95 = _mm512_mul_ps(t93, x);
    __m512 t96 = _mm512_add_ps(t94, t95);
    __m512 t97 = _mm512_mul_ps(t95, x);
    __m512 t98 = _mm512_add_ps(t96, t97);
    __m512 t99 = _mm512_mul_ps(t98, x);
    float t100 = c[8];
    __m512 t101 = _mm512_set1_ps(t100);
    __m512 t102 = _mm512_add_ps(t99, t101);
    __m512 t103 = _mm512_set1_ps(t100);
    __m512 t104 = _mm512_mul_ps(t103, x);
    __m512 t105 = _mm512_mul_ps(t104, x);
    __m512 t106 = _mm512_add_ps(t102, t105);
    __m512 t107 = _mm512_mul_ps(t105, x);
    __m512 t108 = _mm512_add_ps(t106, t107);
    __m512 t109 = _mm512_mul_ps(t107, x);
    __m512 t110 = _mm512_add_ps(t108, t109);
    __m512 t111 = _mm512_mul_ps(t110, x);
    float t112 = c[9];
    __m512 t113 = _mm512_set1_ps(t112);
    __m512 t114 = _mm512_add_ps(t111, t113);
    __m512 t115 = _mm512_set1_ps(t112);
    __m512 t116 = _mm512_mul_ps(t115, x);
    __m512 t117 = _mm512_mul_ps(t116, x);
    __m512 t118 = _mm512_add_ps(t114, t117);
    __m512 t119 = _mm512_mul_ps(t117, x);
    __m512 t120 = _mm512_add_ps(t118, t119);
    __m512 t121 = _mm512_mul_ps(t119, x);
    __m512 t122 = _mm512_add_ps(t120, t121);
    __m512 t123 = _mm512_mul_ps(t122, x);
    float t124 = c[10];
    __m512 t125 = _mm512_set1_ps(t124);
    __m512 t126 = _mm512_add_ps(t123, t125);
    __m512 t127 = _mm512_set1_ps(t124);
    __m512 t128 = _mm512_mul_ps(t127, x);
    __m512 t129 = _mm512_mul_ps(t128, x);
    __m512 t130 = _mm512_add_ps(t126, t129);
    __m512 t131 = _mm512_mul_ps(t129, x);
    __m512 t132 = _mm512_add_ps(t130, t131);
    __m512 t133 = _mm512_mul_ps(t131, x);
    __m512 t134 = _mm512_add_ps(t132, t133);
    __m512 t135 = _mm512_mul_ps(t134, x);
    float t136 = c[11];
    __m512 t137 = _mm512_set1_ps(t136);
    __m512 t138 = _mm512_add_ps(t135, t137);
    __m512 t139 = _mm512_set1_ps(t136);
    __m512 t140 = _mm512_mul_ps(t139, x);
    __m512 t141 = _mm512_mul_ps(t140, x);
    __m512 t142 = _mm512_add_ps(t138, t141);
    __m512 t143 = _mm512_mul_ps(t141, x);
    __m512 t144 = _mm512_add_ps(t142, t143);
    __m512 t145 = _mm512_mul_ps(t143, x);
    __m512 t146 = _mm512_add_ps(t144, t145);
    __m512 t147 = _mm512_mul_ps(t146, x);
    float t148 = c[12];
    __m512 t149 = _mm512_set1_ps(t148);
    __m512 t150 = _mm512_add_ps(t147, t149);
    __m512 t151 = _mm512_set1_ps(t148);
    __m512 t152 = _mm512_mul_ps(t151, x);
    __m512 t153 = _mm512_mul_ps(t152, x);
    __m512 t154 = _mm512_add_ps(t150, t153);
    __m512 t155 = _mm512_mul_ps(t153, x);
    __m512 t156 = _mm512_add_ps(t154, t155);
    __m512 t157 = _mm512_mul_ps(t155, x);
    __m512 t158 = _mm512_add_ps(t156, t157);
    __m512 t159 = _mm512_mul_ps(t158, x);
    float t160 = c[13];
    __m512 t161 = _mm512_set1_ps(t160);
    __m512 t162 = _mm512_add_ps(t159, t161);
    __m512 t163 = _mm512_set1_ps(t160);
    __m512 t164 = _mm512_mul_ps(t163, x);
    __m512 t165 = _mm512_mul_ps(t164, x);
    __m512 t166 = _mm512_add_ps(t162, t165);
    __m512 t167 = _mm512_mul_ps(t165, x);
    __m512 t168 = _mm512_add_ps(t166, t167);
    __m512 t169 = _mm512_mul_ps(t167, x);
    __m512 t170 = _mm512_add_ps(t168, t169);
    __m512 t171 = _mm512_mul_ps(t170, x);
    float t172 = c[14];
    __m512 t173 = _mm512_set1_ps(t172);
    __m512 t174 = _mm512_add_ps(t171, t173);
    __m512 t175 = _mm512_set1_ps(t172);
    __m512 t176 = _mm512_mul_ps(t175, x);
    __m512 t177 = _mm512_mul_ps(t176, x);
    __m512 t178 = _mm512_add_ps(t174, t177);
    __m512 t179 = _mm512_mul_ps(t177, x);
    __m512 t180 = _mm512_add_ps(t178, t179);
    __m512 t181 = _mm512_mul_ps(t179, x);
    __m512 t182 = _mm512_add_ps(t180, t181);
    __m512 t183 = _mm512_mul_ps(t182, x);
    float t184 = c[15];
    __m512 t185 = _mm512_set1_ps(t184);
    __m512 t186 = _mm512_add_ps(t183, t185);
    __m512 t187 = _mm512_set1_ps(t184);
    __m512 t188 = _mm512_mul_ps(t187, x);
    __m512 t189 = _mm512_mul_ps(t188, x);
    __m512 t190 = _mm512_add_ps(t186, t189);
    __m512 t191 = _mm512_mul_ps(t189, x);
    __m512 t192 = _mm512_add_ps(t190, t191);
    __m512 t193 = _mm512_mul_ps(t191, x);
    __m512 t194 = _mm512_add_ps(t192, t193);
    __m512 t195 = _mm512_set1_ps(0.0f);
    __m512 t196 = _mm512_mul_ps(t195, t194);
    __m512 t197 = _mm512_set1_ps(t4);
    __m512 t198 = _mm512_add_ps(t196, t197);
    __m512 t199 = _mm512_set1_ps(t4);
    __m512 t200 = _mm512_mul_ps(t199, t194);
    __m512 t201 = _mm512_mul_ps(t200, t194);
    __m512 t202 = _mm512_add_ps(t198, t201);
    __m512 t203 = _mm512_mul_ps(t201, t194);
    __m512 t204 = _mm512_add_ps(t202, t203);
    __m512 t205 = _mm512_mul_ps(t203, t194);
    __m512 t206 = _mm512_add_ps(t204, t205);
    __m512 t207 = _mm512_mul_ps(t206, t194);
    __m512 t208 = _mm512_set1_ps(t16);
    __m512 t209 = _mm512_add_ps(t207, t208);
    __m512 t210 = _mm512_set1_ps(t16);
    __m512 t211 = _mm512_mul_ps(t210, t194);
    __m512 t212 = _mm512_mul_ps(t211, t194);
    __m512 t213 = _mm512_add_ps(t209, t212);
    __m512 t214 = _mm512_mul_ps(t212, t194);
    __m512 t215 = _mm512_add_ps(t213, t214);
    __m512 t216 = _mm512_mul_ps(t214, t194);
    __m512 t217 = _mm512_add_ps(t215, t216);
    __m512 t218 = _mm512_mul_ps(t217, t194);
    __m512 t219 = _mm512_set1_ps(t28);
    __m512 t220 = _mm512_add_ps(t218, t219);
    __m512 t221 = _mm512_set1_ps(t28);
    __m512 t222 = _mm512_mul_ps(t221, t194);
    __m512 t223 = _mm512_mul_ps(t222, t194);
    __m512 t224 = _mm512_add_ps(t220, t223);
    __m512 t225 = _mm512_mul_ps(t223, t194);
    __m512 t226 = _mm512_add_ps(t224, t225);
    __m512 t227 = _mm512_mul_ps(t225, t194);
    __m512 t228 = _mm512_add_ps(t226, t227);
    __m512 t229 = _mm512_mul_ps(t228, t194);
    __m512 t230 = _mm512_set1_ps(t40);
    __m512 t231 = _mm512_add_ps(t229, t230);
    __m512 t232 = _mm512_set1_ps(t40);
    __m512 t233 = _mm512_mul_ps(t232, t194);
    __m512 t234 = _mm512_mul_ps(t233, t194);
    __m512 t235 = _mm512_add_ps(t231, t234);
    __m512 t236 = _mm512_mul_ps(t234, t194);
    __m512 t237 = _mm512_add_ps(t235, t236);
    __m512 t238 = _mm512_mul_ps(t236, t194);
    __m512 t239 = _mm512_add_ps(t237, t238);
    __m512 t240 = _mm512_mul_ps(t239, t194);
    __m512 t241 = _mm512_set1_ps(t52);
    __m512 t242 = _mm512_add_ps(t240, t241);
    __m512 t243 = _mm512_set1_ps(t52);
    __m512 t244 = _mm512_mul_ps(t243, t194);
    __m512 t245 = _mm512_mul_ps(t244, t194);
    __m512 t246 = _mm512_add_ps(t242, t245);
    __m512 t247 = _mm512_mul_ps(t245, t194);
    __m512 t248 = _mm512_add_ps(t246, t247);
    __m512 t249 = _mm512_mul_ps(t247, t194);
    __m512 t250 = _mm512_add_ps(t248, t249);
    __m512 t251 = _mm512_mul_ps(t250, t194);
    __m512 t252 = _mm512_set1_ps(t64);
    __m512 t253 = _mm512_add_ps(t251, t252);
    __m512 t254 = _mm512_set1_ps(t64);
    __m512 t255 = _mm512_mul_ps(t254, t194);
    __m512 t256 = _mm512_mul_ps(t255, t194);
    __m512 t257 = _mm512_add_ps(t253, t256);
    __m512 t258 = _mm512_mul_ps(t256, t194);
    __m512 t259 = _mm512_add_ps(t257, t258);
    __m512 t260 = _mm512_mul_ps(t258, t194);
    __m512 t261 = _mm512_add_ps(t259, t260);
    __m512 t262 = _mm512_mul_ps(t261, t194);
    __m512 t263 = _mm512_set1_ps(t76);
    __m512 t264 = _mm512_add_ps(t262, t263);
    __m512 t265 = _mm512_set1_ps(t76);
    __m512 t266 = _mm512_mul_ps(t265, t194);
    __m512 t267 = _mm512_mul_ps(t266, t194);
    __m512 t268 = _mm512_add_ps(t264, t267);
    __m512 t269 = _mm512_mul_ps(t267, t194);
    __m512 t270 = _mm512_add_ps(t268, t269);
    __m512 t271 = _mm512_mul_ps(t269, t194);
    __m512 t272 = _mm512_add_ps(t270, t271);
    __m512 t273 = _mm512_mul_ps(t272, t194);
    __m512 t274 = _mm512_set1_ps(t88);
    __m512 t275 = _mm512_add_ps(t273, t274);
    __m512 t276 = _mm512_set1_ps(t88);
    __m512 t277 = _mm512_mul_ps(t276, t194);
    __m512 t278 = _mm512_mul_ps(t277, t194);
    __m512 t279 = _mm512_add_ps(t275, t278);
    __m512 t280 = _mm512_mul_ps(t278, t194);
    __m512 t281 = _mm512_add_ps(t279, t280);
    __m512 t282 = _mm512_mul_ps(t280, t194);
    __m512 t283 = _mm512_add_ps(t281, t282);
    __m512 t284 = _mm512_mul_ps(t283, t194);
    __m512 t285 = _mm512_set1_ps(t100);
    __m512 t286 = _mm512_add_ps(t284, t285);
    __m512 t287 = _mm512_set1_ps(t100);
    __m512 t288 = _mm512_mul_ps(t287, t194);
    __m512 t289 = _mm512_mul_ps(t288, t194);
    __m512 t290 = _mm512_add_ps(t286, t289);
    __m512 t291 = _mm512_mul_ps(t289, t194);
    __m512 t292 = _mm512_add_ps(t290, t291);
    __m512 t293 = _mm512_mul_ps(t291, t194);
    __m512 t294 = _mm512_add_ps(t292, t293);
    __m512 t295 = _mm512_mul_ps(t294, t194);
    __m512 t296 = _mm512_set1_ps(t112);
    __m512 t297 = _mm512_add_ps(t295, t296);
    __m512 t298 = _mm512_set1_ps(t112);
    __m512 t299 = _mm512_mul_ps(t298, t194);
    __m512 t300 = _mm512_mul_ps(t299, t194);
    __m512 t301 = _mm512_add_ps(t297, t300);
    __m512 t302 = _mm512_mul_ps(t300, t194);
    __m512 t303 = _mm512_add_ps(t301, t302);
    __m512 t304 = _mm512_mul_ps(t302, t194);
    __m512 t305 = _mm512_add_ps(t303, t304);
    __m512 t306 = _mm512_mul_ps(t305, t194);
    __m512 t307 = _mm512_set1_ps(t124);
    __m512 t308 = _mm512_add_ps(t306, t307);
    __m512 t309 = _mm512_set1_ps(t124);
    __m512 t310 = _mm512_mul_ps(t309, t194);
    __m512 t311 = _mm512_mul_ps(t310, t194);
    __m512 t312 = _mm512_add_ps(t308, t311);
    __m512 t313 = _mm512_mul_ps(t311, t194);
    __m512 t314 = _mm512_add_ps(t312, t313);
    __m512 t315 = _mm512_mul_ps(t313, t194);
    __m512 t316 = _mm512_add_ps(t314, t315);
    __m512 t317 = _mm512_mul_ps(t316, t194);
    __m512 t318 = _mm512_set1_ps(t136);
    __m512 t319 = _mm512_add_ps(t317, t318);
    __m512 t320 = _mm512_set1_ps(t136);
    __m512 t321 = _mm512_mul_ps(t320, t194);
    __m512 t322 = _mm512_mul_ps(t321, t194);
    __m512 t323 = _mm512_add_ps(t319, t322);
    __m512 t324 = _mm512_mul_ps(t322, t194);
    __m512 t325 = _mm512_add_ps(t323, t324);
    __m512 t326 = _mm512_mul_ps(t324, t194);
    __m512 t327 = _mm512_add_ps(t325, t326);
    __m512 t328 = _mm512_mul_ps(t327, t194);
    __m512 t329 = _mm512_set1_ps(t148);
    __m512 t330 = _mm512_add_ps(t328, t329);
    __m512 t331 = _mm512_set1_ps(t148);
    __m512 t332 = _mm512_mul_ps(t331, t194);
    __m512 t333 = _mm512_mul_ps(t332, t194);
    __m512 t334 = _mm512_add_ps(t330, t333);
    __m512 t335 = _mm512_mul_ps(t333, t194);
    __m512 t336 = _mm512_add_ps(t334, t335);
    __m512 t337 = _mm512_mul_ps(t335, t194);
    __m512 t338 = _mm512_add_ps(t336, t337);
    __m512 t339 = _mm512_mul_ps(t338, t194);
    __m512 t340 = _mm512_set1_ps(t160);
    __m512 t341 = _mm512_add_ps(t339, t340);
    __m512 t342 = _mm512_set1_ps(t160);
    __m512 t343 = _mm512_mul_ps(t342, t194);
    __m512 t344 = _mm512_mul_ps(t343, t194);
    __m512 t345 = _mm512_add_ps(t341, t344);
    __m512 t346 = _mm512_mul_ps(t344, t194);
    __m512 t347 = _mm512_add_ps(t345, t346);
    __m512 t348 = _mm512_mul_ps(t346, t194);
    __m512 t349 = _mm512_add_ps(t347, t348);
    __m512 t350 = _mm512_mul_ps(t349, t194);
    __m512 t351 = _mm512_set1_ps(t172);
    __m512 t352 = _mm512_add_ps(t350, t351);
    __m512 t353 = _mm512_set1_ps(t172);
    __m512 t354 = _mm512_mul_ps(t353, t194);
    __m512 t355 = _mm512_mul_ps(t354, t194);
    __m512 t356 = _mm512_add_ps(t352, t355);
    __m512 t357 = _mm512_mul_ps(t355, t194);
    __m512 t358 = _mm512_add_ps(t356, t357);
    __m512 t359 = _mm512_mul_ps(t357, t194);
    __m512 t360 = _mm512_add_ps(t358, t359);
    __m512 t361 = _mm512_mul_ps(t360, t194);
    __m512 t362 = _mm512_set1_ps(t184);
    __m512 t363 = _mm512_add_ps(t361, t362);
    __m512 t364 = _mm512_set1_ps(t184);
    __m512 t365 = _mm512_mul_ps(t364, t194);
    __m512 t366 = _mm512_mul_ps(t365, t194);
    __m512 t367 = _mm512_add_ps(t363, t366);
    __m512 t368 = _mm512_mul_ps(t366, t194);
    __m512 t369 = _mm512_add_ps(t367, t368);
    __m512 t370 = _mm512_mul_ps(t368, t194);
    __m512 t371 = _mm512_add_ps(t369, t370);
    __m512 t372 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t371);
    return t372;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_all(float *y, const float *x, int n, float lo, float hi) {
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
        /* vcc: loop at inline.c:39 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            float *t6 = y + i_vec;
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t19 = _mm512_set1_ps(lo);
            __mmask16 t20 = _mm512_cmp_ps_mask(x_v, t19, _CMP_LT_OQ);
            __m512 t21 = _mm512_set1_ps(hi);
            __mmask16 t22 = _mm512_cmp_ps_mask(x_v, t21, _CMP_GT_OQ);
            __m512 t23 = _mm512_set1_ps(hi);
            __m512 t24 = _mm512_mask_blend_ps(t22, x_v, t23);
            __m512 t25 = _mm512_mask_blend_ps(t20, t24, (__m512)(vcc_v16_float){0});
            __m512 t26 = _mm512_set1_ps(lo);
            __m512 t27 = _mm512_mask_blend_ps(t20, t25, t26);
            __m512 t18 = _mm512_mul_ps(t27, _mm512_set1_ps(2.0f));
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
        __m512 t29 = _mm512_set1_ps(lo);
        __mmask16 t30 = _mm512_cmp_ps_mask(x_v_1, t29, _CMP_LT_OQ);
        __mmask16 t31 = _kand_mask16(t13, t30);
        __mmask16 t32 = _knot_mask16(t30);
        __mmask16 t33 = _kand_mask16(t13, t32);
        __m512 t34 = _mm512_set1_ps(hi);
        __mmask16 t35 = _mm512_cmp_ps_mask(x_v_1, t34, _CMP_GT_OQ);
        __m512 t36 = _mm512_set1_ps(hi);
        __m512 t37 = _mm512_mask_blend_ps(t35, x_v_1, t36);
        __m512 t38 = _mm512_mask_blend_ps(t33, (__m512)(vcc_v16_float){0}, t37);
        __m512 t39 = _mm512_set1_ps(lo);
        __m512 t40 = _mm512_mask_blend_ps(t31, t38, t39);
        __m512 t28 = _mm512_mul_ps(t40, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(t15, t13, t28);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = x[t16];
        y[t16] = (_mm256_zeroupper(), clampf(t17, lo, hi)) * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void count_all(int *y, const int *x, int n, int limit) {
    vcc_no_contract_body
    vcc_v16_uint i_v;
    long i_vec;
    __mmask16 t1;
    vcc_v16_int t2;
    vcc_v16_int t3;
    __mmask16 t4;
    unsigned int t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    vcc_v16_int t8;
    __mmask16 t9;
    unsigned int t10;
    vcc_v16_int t11;
    long t12;
    unsigned long t13;
    unsigned long t14;
    long t15;
    long t16;
    __m512i t17;
    int *t18;
    int t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    __m512i t24;
    __mmask16 t25;
    __m512i t26;
    __m512i t27;
    long t28;
    int *t29;
    int i;
    int t33;
    vcc_v16_int t34;
    __m512i t35;
    __mmask16 t36;
    __mmask16 t37;
    __m512i t38;
    __mmask16 t39;
    __mmask16 t40;
    __m512i t41;
    __m512i t42;
    __mmask16 t43;
    __mmask16 t44;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    int t53;
    __m512i t54;
    unsigned int t55;
    unsigned int t56;
    int t61;
    __mmask16 t65;
    int t66;
    vcc_v16_int t67;
    __m512i t68;
    __mmask16 t69;
    __mmask16 t70;
    __m512i t71;
    __mmask16 t72;
    __mmask16 t73;
    __m512i t74;
    __m512i t75;
    __mmask16 t76;
    __mmask16 t77;
    __m512i t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    int t85;
    __m512i t86;
    unsigned int t87;
    unsigned int t88;
    int t94;
    t12 = (long)n;
    t13 = (unsigned long)y;
    t14 = (unsigned long)x;
    t15 = (long)((unsigned long)y - (unsigned long)x);
    if ((t12 >= 16L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t13) | ((t15 <= 0L) | (t15 >= 64L)))) {
        t16 = t12 & -16L;
        t17 = _mm512_set1_epi32(0);
        i_v = (vcc_v16_uint)_mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        i_vec = 0L;
        /* vcc: loop at inline.c:45 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            t18 = y + i_vec;
            t2 = (vcc_v16_int)_mm512_loadu_si512(x + i_vec);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t33 = 0;
            t34 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            for (;;) {
                t35 = _mm512_set1_epi32(1);
                t36 = _mm512_cmp_epi32_mask((__m512i)t2, t35, _MM_CMPINT_NLE);
                t37 = _kand_mask16(t1, t36);
                t38 = _mm512_set1_epi32((int)((t33 < limit) != 0));
                t39 = _mm512_test_epi32_mask(t38, t38);
                t40 = _kand_mask16(t37, t39);
                t41 = _mm512_set1_epi32(1);
                t42 = _mm512_and_si512((__m512i)t2, t41);
                t43 = _mm512_test_epi32_mask(t42, t42);
                t44 = _knot_mask16(t43);
                t4 = _kand_mask16(t40, t44);
                if ((t4 != 0)) {
                    __m512i t45 = _mm512_set1_epi32(2);
                    __m512i t46 = _mm512_set1_epi32(1);
                    __m512i t47 = _mm512_mask_blend_epi32(t4, t46, t45);
                    t3 = (vcc_v16_int)vcc_avx512_div_epi32((__m512i)t2, t47);
                } else {
                    t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
                    t4 = ((__mmask16)0x0);
                }
                t48 = _mm512_set1_epi32(3);
                t49 = _mm512_mullo_epi32(t48, (__m512i)t2);
                t50 = _mm512_set1_epi32(1);
                t51 = _mm512_add_epi32(t49, t50);
                t52 = _mm512_mask_blend_epi32(t4, t51, (__m512i)t3);
                t53 = t33 + 1;
                t54 = _mm512_set1_epi32((int)t33);
                t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t34, t54);
                t5 = t40;
                t55 = t5 & (t5 - 1U);
                t56 = t55 & (t55 - 1U);
                if ((t56 & (t56 - 1U)) == 0U) {
                L97:
                    while (t5 != 0U) {
                        __mmask16 t57 = (__mmask16)(t5 & (0U - t5));
                        __m512i t58 = _mm512_mask_blend_epi32(t57, _mm512_set1_epi32(0), t52);
                        int t60 = t53;
                        for (int t59 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t58), _mm512_extracti64x4_epi64(t58, 1)), _mm_or_si128, int); t59 > 1; t59 = t61, t60++) {
                            if ((t60 < limit) == 0) {
                                __m512i t63 = _mm512_set1_epi32((int)t60);
                                t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t57, (__m512i)t6, t63);
                                t5 &= t5 - 1U;
                                goto L97;
                            }
                            if (t59 & 1) {
                                t61 = 3 * t59 + 1;
                            } else {
                                t61 = t59 / 2;
                            }
                        }
                        __m512i t62 = _mm512_set1_epi32((int)t60);
                        t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t57, (__m512i)t6, t62);
                        t5 &= t5 - 1U;
                    }
                    __m512i t32 = _mm512_add_epi32((__m512i)t6, (__m512i)i_v);
                    _mm512_storeu_si512(t18, t32);
                    i_vec += 16L;
                    i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
                    if (i_vec < t16) {
                        break;
                    }
                    t19 = (int)t16;
                    goto L98;
                }
                t1 = t40;
                t2 = (vcc_v16_int)t52;
                t33 = t53;
                t34 = (vcc_v16_int)(__m512i)t6;
            }
        }
    } else {
        t19 = 0;
    }
L98:
    t20 = (long)n + (long)t19 * -1L;
    t21 = (unsigned long)y;
    t22 = (unsigned long)x;
    t23 = (long)((unsigned long)y + (unsigned long)((long)t19 * 4L) - ((unsigned long)x + (unsigned long)((long)t19 * 4L)));
    if ((t20 >= 1L) & (t20 <= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))) | ((t23 <= 0L) | (t23 >= 64L)))) {
        t24 = _mm512_set1_epi32((int)(int)t20);
        t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        t26 = _mm512_set1_epi32((int)t19);
        t27 = _mm512_add_epi32(t26, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t28 = (long)t19;
        t29 = y + t28;
        t7 = (vcc_v16_int)_mm512_maskz_loadu_epi32(t25, x + t28);
        t65 = t25;
        t66 = 0;
        t67 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        for (;;) {
            t68 = _mm512_set1_epi32(1);
            t69 = _mm512_cmp_epi32_mask((__m512i)t7, t68, _MM_CMPINT_NLE);
            t70 = _kand_mask16(t65, t69);
            t71 = _mm512_set1_epi32((int)((t66 < limit) != 0));
            t72 = _mm512_test_epi32_mask(t71, t71);
            t73 = _kand_mask16(t70, t72);
            t74 = _mm512_set1_epi32(1);
            t75 = _mm512_and_si512((__m512i)t7, t74);
            t76 = _mm512_test_epi32_mask(t75, t75);
            t77 = _knot_mask16(t76);
            t9 = _kand_mask16(t73, t77);
            if ((t9 != 0)) {
                __m512i t78 = _mm512_set1_epi32(2);
                __m512i t79 = _mm512_set1_epi32(1);
                __m512i t80 = _mm512_mask_blend_epi32(t9, t79, t78);
                t8 = (vcc_v16_int)vcc_avx512_div_epi32((__m512i)t7, t80);
            } else {
                t8 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
                t9 = ((__mmask16)0x0);
            }
            t81 = _mm512_set1_epi32(3);
            t82 = _mm512_mullo_epi32(t81, (__m512i)t7);
            t83 = _mm512_set1_epi32(1);
            t84 = _mm512_add_epi32(t82, t83);
            t7 = (vcc_v16_int)_mm512_mask_blend_epi32(t9, t84, (__m512i)t8);
            t85 = t66 + 1;
            t86 = _mm512_set1_epi32((int)t66);
            t11 = (vcc_v16_int)_mm512_mask_blend_epi32(t65, (__m512i)t67, t86);
            t10 = t73;
            t87 = t10 & (t10 - 1U);
            t88 = t87 & (t87 - 1U);
            if ((t88 & (t88 - 1U)) == 0U) {
            L99:
                while (t10 != 0U) {
                    __mmask16 t90 = (__mmask16)(t10 & (0U - t10));
                    __m512i t91 = _mm512_mask_blend_epi32(t90, _mm512_set1_epi32(0), (__m512i)t7);
                    int t93 = t85;
                    for (int t92 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t91), _mm512_extracti64x4_epi64(t91, 1)), _mm_or_si128, int); t92 > 1; t92 = t94, t93++) {
                        if ((t93 < limit) == 0) {
                            __m512i t96 = _mm512_set1_epi32((int)t93);
                            t11 = (vcc_v16_int)_mm512_mask_blend_epi32(t90, (__m512i)t11, t96);
                            t10 &= t10 - 1U;
                            goto L99;
                        }
                        if (t92 & 1) {
                            t94 = 3 * t92 + 1;
                        } else {
                            t94 = t92 / 2;
                        }
                    }
                    __m512i t95 = _mm512_set1_epi32((int)t93);
                    t11 = (vcc_v16_int)_mm512_mask_blend_epi32(t90, (__m512i)t11, t95);
                    t10 &= t10 - 1U;
                }
                __m512i t89 = _mm512_mask_blend_epi32(t25, (__m512i)(vcc_v16_int){0}, (__m512i)t11);
                __m512i t64 = _mm512_add_epi32(t89, t27);
                _mm512_mask_storeu_epi32(t29, t25, t64);
                i = (int)((long)t19 + t20);
                break;
            }
            t65 = t73;
            t66 = t85;
            t67 = (vcc_v16_int)(__m512i)t11;
        }
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int t31 = x[t30];
        y[t30] = (_mm256_zeroupper(), count(t31, limit)) + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void poly_all(float *y, const float *x, int n, const float *c) {
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
        /* vcc: loop at inline.c:51 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t6 = _ZGVeN16vu_poly16(x_v, c);
            _mm512_storeu_ps(y + i_vec, t6);
            i_vec += 16L;
        } while (i_vec < t5);
        t7 = (int)t5;
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
        __m512 x_v_1 = _mm512_maskz_loadu_ps(t13, x + t14);
        __m512 t15 = vcc__ZGVeM16vu_poly16(x_v_1, c, t13);
        _mm512_mask_storeu_ps(y + t14, t13, t15);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = x[t16];
        y[t16] = (_mm256_zeroupper(), poly16(t17, c));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    float x[45];
    float y[45];
    float c[16];
    int a[45];
    int b[45];
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(5));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
    long k_vec = 0L;
    /* vcc: loop at inline.c:58 vectorized: VF 8, UF 2, the remainder at 59:32 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t9 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t10 = _mm256_mul_ps(_mm256_set1_ps(0.125f), t9);
        __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&c[k_vec], t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(5));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256 t15 = _mm256_cvtepi32_ps(t14);
        __m256 t16 = _mm256_mul_ps(_mm256_set1_ps(0.125f), t15);
        __m256 t17 = _mm256_sub_ps(t16, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&c[k_vec + 8L], t17);
        k_vec += 16L;
        __m256i t18 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(5));
        t1 = (vcc_v8_int)_mm256_min_epu32(t18, t19);
    } while (k_vec < 16L);
    __m256i t20 = _mm256_set1_epi32(0);
    __m256i t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 14, 5, 19, 10, 1, 15, 6));
    __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(23));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t21, t22);
    __m256i t23 = _mm256_set1_epi32(0);
    __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 53, 9, 62, 18, 71, 27, 80));
    __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(97));
    vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t24, t25);
    long i_vec = 0L;
    /* vcc: loop at inline.c:60 vectorized: VF 8, UF 4, the remainder at 61:23 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 62:16 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256 t26 = _mm256_cvtepi32_ps((__m256i)t2);
        __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.25f));
        __m256 t28 = _mm256_sub_ps(t27, _mm256_set1_ps(2.0f));
        _mm256_storeu_ps(&x[i_vec], t28);
        __m256i t29 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&a[i_vec], t29);
        long t30 = i_vec + 8L;
        __m256i t31 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(20));
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(23));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256 t34 = _mm256_cvtepi32_ps(t33);
        __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.25f));
        __m256 t36 = _mm256_sub_ps(t35, _mm256_set1_ps(2.0f));
        _mm256_storeu_ps(&x[t30], t36);
        __m256i t37 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(36));
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(97));
        __m256i t39 = _mm256_min_epu32(t37, t38);
        __m256i t40 = _mm256_add_epi32(t39, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&a[t30], t40);
        long t41 = i_vec + 16L;
        __m256i t42 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(17));
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(23));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256 t45 = _mm256_cvtepi32_ps(t44);
        __m256 t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.25f));
        __m256 t47 = _mm256_sub_ps(t46, _mm256_set1_ps(2.0f));
        _mm256_storeu_ps(&x[t41], t47);
        __m256i t48 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(72));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(97));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = _mm256_add_epi32(t50, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&a[t41], t51);
        long t52 = i_vec + 24L;
        __m256i t53 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(14));
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(23));
        __m256i t55 = _mm256_min_epu32(t53, t54);
        __m256 t56 = _mm256_cvtepi32_ps(t55);
        __m256 t57 = _mm256_mul_ps(t56, _mm256_set1_ps(0.25f));
        __m256 t58 = _mm256_sub_ps(t57, _mm256_set1_ps(2.0f));
        _mm256_storeu_ps(&x[t52], t58);
        __m256i t59 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(11));
        __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(97));
        __m256i t61 = _mm256_min_epu32(t59, t60);
        __m256i t62 = _mm256_add_epi32(t61, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&a[t52], t62);
        i_vec += 32L;
        __m256i t63 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(11));
        __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(23));
        t2 = (vcc_v8_int)_mm256_min_epu32(t63, t64);
        __m256i t65 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(47));
        __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(97));
        t3 = (vcc_v8_int)_mm256_min_epu32(t65, t66);
    } while (i_vec < 32L);
    __m256i t67 = _mm256_set1_epi32(11);
    __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 14, 5, 19, 10, 1, 15, 6));
    __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(23));
    vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t68, t69);
    __m256i t70 = _mm256_set1_epi32(47);
    __m256i t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 53, 9, 62, 18, 71, 27, 80));
    __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(97));
    vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t71, t72);
    long i_vec_1 = 0L;
    /* vcc: loop at inline.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t73 = 32L + i_vec_1;
        __m256 t74 = _mm256_cvtepi32_ps((__m256i)t4);
        __m256 t75 = _mm256_mul_ps(t74, _mm256_set1_ps(0.25f));
        __m256 t76 = _mm256_sub_ps(t75, _mm256_set1_ps(2.0f));
        _mm256_storeu_ps(&x[t73], t76);
        __m256i t77 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&a[t73], t77);
        i_vec_1 += 8L;
        __m256i t78 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(20));
        __m256i t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32(23));
        t4 = (vcc_v8_int)_mm256_min_epu32(t78, t79);
        __m256i t80 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(36));
        __m256i t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32(97));
        t5 = (vcc_v8_int)_mm256_min_epu32(t80, t81);
    } while (i_vec_1 < 8L);
    __m256i t82 = _mm256_set1_epi32(5);
    __m256i t83 = _mm256_cmpgt_epi32(t82, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t84 = _mm256_set1_epi32(8);
    __m256i t85 = _mm256_add_epi32(t84, _mm256_setr_epi32(0, 14, 5, 19, 10, 1, 15, 6));
    __m256i t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32(23));
    __m256i t87 = _mm256_min_epu32(t85, t86);
    __m256i t88 = _mm256_set1_epi32(83);
    __m256i t89 = _mm256_add_epi32(t88, _mm256_setr_epi32(0, 53, 9, 62, 18, 71, 27, 80));
    __m256i t90 = _mm256_sub_epi32(t89, _mm256_set1_epi32(97));
    __m256i t91 = _mm256_min_epu32(t89, t90);
    __m256 t92 = _mm256_cvtepi32_ps(t87);
    __m256 t93 = _mm256_mul_ps(t92, _mm256_set1_ps(0.25f));
    __m256 t94 = _mm256_sub_ps(t93, _mm256_set1_ps(2.0f));
    _mm256_mask_storeu_ps(&x[40], _mm256_movepi32_mask(t83), t94);
    __m256i t95 = _mm256_add_epi32(t91, _mm256_set1_epi32(1));
    _mm256_mask_storeu_epi32(&a[40], _mm256_movepi32_mask(t83), t95);
    for (int n = 0; n <= 45; n += 9) {
        const float *t96 = x;
        clamp_all(y, t96, n, -1.0f, 2.5f);
        count_all(b, a, n, 40);
        for (int i = 0; i < n; i++) {
            long t97 = (long)i;
            printf("%d %g %d\n", n, (double)y[t97], b[t97]);
        }
        poly_all(y, t96, n, c);
        for (int i_1 = 0; i_1 < n; i_1++) {
            printf("%a\n", (double)y[i_1]);
        }
    }
    return 0;
}
