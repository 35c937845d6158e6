/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#define vcc_avx512_rem_epi32(A, B) ({ __m512i vcc_ra = (A), vcc_rb = (B); _mm512_sub_epi32(vcc_ra, _mm512_mullo_epi32(vcc_avx512_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_rem_epi32(A, B) ({ __m256i vcc_ra = (A), vcc_rb = (B); _mm256_sub_epi32(vcc_ra, _mm256_mullo_epi32(vcc_avx2_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_walk(__m512i x, int limit);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_walk(__m512i x, int limit, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_walk(__m256i x, int limit);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_walk(__m256i x, int limit, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_count(__m512i x, int limit);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_count(__m512i x, int limit, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_count(__m256i x, int limit);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_count(__m256i x, int limit, __m256i mask);
/* A divergent loop whose header tests a uniform condition: the test stays a scalar branch, and
   when it fails every lane still in the loop leaves at once with its values of that iteration.
   `walk` also leaves by a varying `break` (to the same block, with other values) and by a varying
   `return` (to another block), so the exits' masks and values are kept per exit; `count` leaves
   only to one block with nothing passed, so no exit mask is carried at all. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(limit) */
int walk(int x, int limit) {
    int i = 0, acc = x, last = 0;
    while (i < limit) {
        last = acc & 7;
        if (acc > 1000) {
            acc = -acc;
            break;
        }
        acc = acc * 3 + i;
        if (acc % 5 == 0)
            return acc + 1;
        i++;
    }
    return acc + last * 100 + i;
}

/* vcc: function at uniform_exit.c:11 vector variant _ZGVeN16vu_walk of `walk`: VL 16, unmasked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_walk(__m512i x, int limit) {
    vcc_no_contract_body
    __mmask16 t1;
    vcc_v16_int t2;
    vcc_v16_int t3;
    vcc_v16_int t4;
    __mmask16 t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    vcc_v16_int t8;
    __mmask16 t9;
    __mmask16 t10;
    unsigned int t11;
    vcc_v16_int t12;
    vcc_v16_int t13;
    vcc_v16_int t14;
    vcc_v16_int t15;
    __mmask16 t16;
    __mmask16 t17;
    __mmask16 t19;
    vcc_v16_int t20;
    vcc_v16_int t21;
    int t22;
    vcc_v16_int t23;
    vcc_v16_int t24;
    vcc_v16_int t25;
    vcc_v16_int t26;
    vcc_v16_int t27;
    __mmask16 t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __mmask16 t32;
    __mmask16 t33;
    __mmask16 t34;
    __mmask16 t35;
    __m512i t36;
    int t47;
    __m512i t48;
    unsigned int t49;
    unsigned int t50;
    unsigned int t51;
    vcc_v16_int t52;
    vcc_v16_int t53;
    __mmask16 t54;
    __mmask16 t55;
    __m512i t56;
    int t71;
    int t73;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = (vcc_v16_int)_mm512_set1_epi32(0);
    t22 = 0;
    t23 = (vcc_v16_int)x;
    t24 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t25 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t26 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t27 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t28 = ((__mmask16)0x0);
    t29 = ((__mmask16)0x0);
    while (t22 < limit) {
        t30 = _mm512_set1_epi32(7);
        t2 = (vcc_v16_int)_mm512_and_si512((__m512i)t23, t30);
        t31 = _mm512_set1_epi32(1000);
        t32 = _mm512_cmp_epi32_mask((__m512i)t23, t31, _MM_CMPINT_NLE);
        t33 = _kand_mask16(t1, t32);
        t34 = _knot_mask16(t32);
        t35 = _kand_mask16(t1, t34);
        if ((t35 != 0)) {
            __m512i t37 = _mm512_set1_epi32(3);
            __m512i t38 = _mm512_mullo_epi32((__m512i)t23, t37);
            __m512i t39 = _mm512_set1_epi32((int)t22);
            t8 = (vcc_v16_int)_mm512_add_epi32(t38, t39);
            __m512i t40 = _mm512_set1_epi32(5);
            __m512i t41 = _mm512_set1_epi32(1);
            __m512i t42 = _mm512_mask_blend_epi32(t35, t41, t40);
            __m512i t43 = vcc_avx512_rem_epi32((__m512i)t8, t42);
            __m512i t44 = _mm512_set1_epi32(0);
            __mmask16 t45 = _mm512_cmp_epi32_mask(t43, t44, _MM_CMPINT_EQ);
            t9 = _kand_mask16(t35, t45);
            __mmask16 t46 = _knot_mask16(t45);
            t10 = _kand_mask16(t35, t46);
        } else {
            t8 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t9 = ((__mmask16)0x0);
            t10 = ((__mmask16)0x0);
        }
        t47 = t22 + 1;
        t12 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t24, (__m512i)t2);
        t13 = (vcc_v16_int)_mm512_mask_blend_epi32(t35, (__m512i)t25, (__m512i)t8);
        t48 = _mm512_set1_epi32((int)t22);
        t14 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t26, t48);
        t15 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t27, (__m512i)t23);
        t16 = _kor_mask16(t28, t33);
        t17 = _kor_mask16(t29, t9);
        t11 = t10;
        t49 = t11 & (t11 - 1U);
        t50 = t49 & (t49 - 1U);
        t51 = t50 & (t50 - 1U);
        if ((t51 & (t51 - 1U)) == 0U) {
            t19 = ((__mmask16)0x0);
            t20 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t21 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        L85:
            for (;;) {
                if (t11 == 0U) {
                    t52 = (vcc_v16_int)(__m512i)t12;
                    t53 = (vcc_v16_int)(__m512i)t13;
                    t3 = (vcc_v16_int)(__m512i)t14;
                    t4 = (vcc_v16_int)(__m512i)t15;
                    t5 = t19;
                    t54 = t16;
                    t55 = t17;
                    t6 = (vcc_v16_int)(__m512i)t20;
                    t7 = (vcc_v16_int)(__m512i)t21;
                    goto L86;
                }
                __mmask16 t68 = (__mmask16)(t11 & (0U - t11));
                __m512i t69 = _mm512_mask_blend_epi32(t68, _mm512_set1_epi32(0), (__m512i)t8);
                __m512i t70 = _mm512_mask_blend_epi32(t68, _mm512_set1_epi32(0), (__m512i)t2);
                int t72 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t69), _mm512_extracti64x4_epi64(t69, 1)), _mm_or_si128, int);
                int t18 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t70), _mm512_extracti64x4_epi64(t70, 1)), _mm_or_si128, int);
                for (t71 = t47; t71 < limit; t71++, t72 = t73) {
                    t18 = t72 & 7;
                    if (t72 > 1000) {
                        __m512i t78 = _mm512_set1_epi32((int)t18);
                        t12 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t12, t78);
                        __m512i t79 = _mm512_set1_epi32((int)t71);
                        t14 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t14, t79);
                        __m512i t80 = _mm512_set1_epi32((int)t72);
                        t15 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t15, t80);
                        t16 = _kor_mask16(t16, t68);
                        t11 &= t11 - 1U;
                        goto L85;
                    }
                    t73 = t72 * 3 + t71;
                    if ((t73 % 5) == 0) {
                        __m512i t81 = _mm512_set1_epi32((int)t18);
                        t12 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t12, t81);
                        __m512i t82 = _mm512_set1_epi32((int)t73);
                        t13 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t13, t82);
                        __m512i t83 = _mm512_set1_epi32((int)t71);
                        t14 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t14, t83);
                        __m512i t84 = _mm512_set1_epi32((int)t72);
                        t15 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t15, t84);
                        t17 = _kor_mask16(t17, t68);
                        t11 &= t11 - 1U;
                        goto L85;
                    }
                }
                __m512i t74 = _mm512_set1_epi32((int)t71);
                t14 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t14, t74);
                __m512i t75 = _mm512_set1_epi32((int)t72);
                t15 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t15, t75);
                t19 = _kor_mask16(t19, t68);
                __m512i t76 = _mm512_set1_epi32((int)t72);
                t20 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t20, t76);
                __m512i t77 = _mm512_set1_epi32((int)t18);
                t21 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t21, t77);
                t11 &= t11 - 1U;
            }
        } else {
            t1 = t10;
            t22 = t47;
            t23 = (vcc_v16_int)(__m512i)t8;
            t24 = (vcc_v16_int)(__m512i)t12;
            t25 = (vcc_v16_int)(__m512i)t13;
            t26 = (vcc_v16_int)(__m512i)t14;
            t27 = (vcc_v16_int)(__m512i)t15;
            t28 = t16;
            t29 = t17;
        }
    }
    t36 = _mm512_set1_epi32((int)t22);
    t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t26, t36);
    t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t27, (__m512i)t23);
    t5 = _kor_mask16(((__mmask16)0x0), t1);
    t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, (__m512i)t23);
    t7 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, (__m512i)t2);
    t52 = (vcc_v16_int)(__m512i)t24;
    t53 = (vcc_v16_int)(__m512i)t25;
    t54 = t28;
    t55 = t29;
L86:
    t56 = _mm512_set1_epi32(1);
    __m512i t57 = _mm512_add_epi32((__m512i)t53, t56);
    __m512i t58 = _mm512_mask_blend_epi32(t55, (__m512i)(vcc_v16_int){0}, t57);
    __m512i t59 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)t4);
    __mmask16 t60 = _kor_mask16(t5, t54);
    __m512i t61 = _mm512_mask_blend_epi32(t54, (__m512i)t6, t59);
    __m512i t62 = _mm512_mask_blend_epi32(t54, (__m512i)t7, (__m512i)t52);
    __m512i t63 = _mm512_set1_epi32(100);
    __m512i t64 = _mm512_mullo_epi32(t62, t63);
    __m512i t65 = _mm512_add_epi32(t61, t64);
    __m512i t66 = _mm512_add_epi32(t65, (__m512i)t3);
    __m512i t67 = _mm512_mask_blend_epi32(t60, t58, t66);
    return t67;
}

/* vcc: function at uniform_exit.c:11 vector variant _ZGVeM16vu_walk of `walk`: VL 16, masked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_walk(__m512i x, int limit, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    vcc_v16_int t2;
    vcc_v16_int t3;
    vcc_v16_int t4;
    __mmask16 t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    vcc_v16_int t8;
    __mmask16 t9;
    __mmask16 t10;
    unsigned int t11;
    vcc_v16_int t12;
    vcc_v16_int t13;
    vcc_v16_int t14;
    vcc_v16_int t15;
    __mmask16 t16;
    __mmask16 t17;
    __mmask16 t19;
    vcc_v16_int t20;
    vcc_v16_int t21;
    int t22;
    vcc_v16_int t23;
    vcc_v16_int t24;
    vcc_v16_int t25;
    vcc_v16_int t26;
    vcc_v16_int t27;
    __mmask16 t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __mmask16 t32;
    __mmask16 t33;
    __mmask16 t34;
    __mmask16 t35;
    __m512i t36;
    int t47;
    __m512i t48;
    unsigned int t49;
    unsigned int t50;
    unsigned int t51;
    vcc_v16_int t52;
    vcc_v16_int t53;
    __mmask16 t54;
    __mmask16 t55;
    __m512i t56;
    int t71;
    int t73;
    t1 = (__mmask16)mask;
    t2 = (vcc_v16_int)_mm512_set1_epi32(0);
    t22 = 0;
    t23 = (vcc_v16_int)x;
    t24 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t25 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t26 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t27 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    t28 = ((__mmask16)0x0);
    t29 = ((__mmask16)0x0);
    while (t22 < limit) {
        t30 = _mm512_set1_epi32(7);
        t2 = (vcc_v16_int)_mm512_and_si512((__m512i)t23, t30);
        t31 = _mm512_set1_epi32(1000);
        t32 = _mm512_cmp_epi32_mask((__m512i)t23, t31, _MM_CMPINT_NLE);
        t33 = _kand_mask16(t1, t32);
        t34 = _knot_mask16(t32);
        t35 = _kand_mask16(t1, t34);
        if ((t35 != 0)) {
            __m512i t37 = _mm512_set1_epi32(3);
            __m512i t38 = _mm512_mullo_epi32((__m512i)t23, t37);
            __m512i t39 = _mm512_set1_epi32((int)t22);
            t8 = (vcc_v16_int)_mm512_add_epi32(t38, t39);
            __m512i t40 = _mm512_set1_epi32(5);
            __m512i t41 = _mm512_set1_epi32(1);
            __m512i t42 = _mm512_mask_blend_epi32(t35, t41, t40);
            __m512i t43 = vcc_avx512_rem_epi32((__m512i)t8, t42);
            __m512i t44 = _mm512_set1_epi32(0);
            __mmask16 t45 = _mm512_cmp_epi32_mask(t43, t44, _MM_CMPINT_EQ);
            t9 = _kand_mask16(t35, t45);
            __mmask16 t46 = _knot_mask16(t45);
            t10 = _kand_mask16(t35, t46);
        } else {
            t8 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t9 = ((__mmask16)0x0);
            t10 = ((__mmask16)0x0);
        }
        t47 = t22 + 1;
        t12 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t24, (__m512i)t2);
        t13 = (vcc_v16_int)_mm512_mask_blend_epi32(t35, (__m512i)t25, (__m512i)t8);
        t48 = _mm512_set1_epi32((int)t22);
        t14 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t26, t48);
        t15 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t27, (__m512i)t23);
        t16 = _kor_mask16(t28, t33);
        t17 = _kor_mask16(t29, t9);
        t11 = t10;
        t49 = t11 & (t11 - 1U);
        t50 = t49 & (t49 - 1U);
        t51 = t50 & (t50 - 1U);
        if ((t51 & (t51 - 1U)) == 0U) {
            t19 = ((__mmask16)0x0);
            t20 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t21 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        L85:
            for (;;) {
                if (t11 == 0U) {
                    t52 = (vcc_v16_int)(__m512i)t12;
                    t53 = (vcc_v16_int)(__m512i)t13;
                    t3 = (vcc_v16_int)(__m512i)t14;
                    t4 = (vcc_v16_int)(__m512i)t15;
                    t5 = t19;
                    t54 = t16;
                    t55 = t17;
                    t6 = (vcc_v16_int)(__m512i)t20;
                    t7 = (vcc_v16_int)(__m512i)t21;
                    goto L86;
                }
                __mmask16 t68 = (__mmask16)(t11 & (0U - t11));
                __m512i t69 = _mm512_mask_blend_epi32(t68, _mm512_set1_epi32(0), (__m512i)t8);
                __m512i t70 = _mm512_mask_blend_epi32(t68, _mm512_set1_epi32(0), (__m512i)t2);
                int t72 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t69), _mm512_extracti64x4_epi64(t69, 1)), _mm_or_si128, int);
                int t18 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t70), _mm512_extracti64x4_epi64(t70, 1)), _mm_or_si128, int);
                for (t71 = t47; t71 < limit; t71++, t72 = t73) {
                    t18 = t72 & 7;
                    if (t72 > 1000) {
                        __m512i t78 = _mm512_set1_epi32((int)t18);
                        t12 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t12, t78);
                        __m512i t79 = _mm512_set1_epi32((int)t71);
                        t14 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t14, t79);
                        __m512i t80 = _mm512_set1_epi32((int)t72);
                        t15 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t15, t80);
                        t16 = _kor_mask16(t16, t68);
                        t11 &= t11 - 1U;
                        goto L85;
                    }
                    t73 = t72 * 3 + t71;
                    if ((t73 % 5) == 0) {
                        __m512i t81 = _mm512_set1_epi32((int)t18);
                        t12 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t12, t81);
                        __m512i t82 = _mm512_set1_epi32((int)t73);
                        t13 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t13, t82);
                        __m512i t83 = _mm512_set1_epi32((int)t71);
                        t14 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t14, t83);
                        __m512i t84 = _mm512_set1_epi32((int)t72);
                        t15 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t15, t84);
                        t17 = _kor_mask16(t17, t68);
                        t11 &= t11 - 1U;
                        goto L85;
                    }
                }
                __m512i t74 = _mm512_set1_epi32((int)t71);
                t14 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t14, t74);
                __m512i t75 = _mm512_set1_epi32((int)t72);
                t15 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t15, t75);
                t19 = _kor_mask16(t19, t68);
                __m512i t76 = _mm512_set1_epi32((int)t72);
                t20 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t20, t76);
                __m512i t77 = _mm512_set1_epi32((int)t18);
                t21 = (vcc_v16_int)_mm512_mask_blend_epi32(t68, (__m512i)t21, t77);
                t11 &= t11 - 1U;
            }
        } else {
            t1 = t10;
            t22 = t47;
            t23 = (vcc_v16_int)(__m512i)t8;
            t24 = (vcc_v16_int)(__m512i)t12;
            t25 = (vcc_v16_int)(__m512i)t13;
            t26 = (vcc_v16_int)(__m512i)t14;
            t27 = (vcc_v16_int)(__m512i)t15;
            t28 = t16;
            t29 = t17;
        }
    }
    t36 = _mm512_set1_epi32((int)t22);
    t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t26, t36);
    t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t27, (__m512i)t23);
    t5 = _kor_mask16(((__mmask16)0x0), t1);
    t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, (__m512i)t23);
    t7 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, (__m512i)t2);
    t52 = (vcc_v16_int)(__m512i)t24;
    t53 = (vcc_v16_int)(__m512i)t25;
    t54 = t28;
    t55 = t29;
L86:
    t56 = _mm512_set1_epi32(1);
    __m512i t57 = _mm512_add_epi32((__m512i)t53, t56);
    __m512i t58 = _mm512_mask_blend_epi32(t55, (__m512i)(vcc_v16_int){0}, t57);
    __m512i t59 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)t4);
    __mmask16 t60 = _kor_mask16(t5, t54);
    __m512i t61 = _mm512_mask_blend_epi32(t54, (__m512i)t6, t59);
    __m512i t62 = _mm512_mask_blend_epi32(t54, (__m512i)t7, (__m512i)t52);
    __m512i t63 = _mm512_set1_epi32(100);
    __m512i t64 = _mm512_mullo_epi32(t62, t63);
    __m512i t65 = _mm512_add_epi32(t61, t64);
    __m512i t66 = _mm512_add_epi32(t65, (__m512i)t3);
    __m512i t67 = _mm512_mask_blend_epi32(t60, t58, t66);
    return t67;
}

/* vcc: function at uniform_exit.c:11 vector variant _ZGVdN8vu_walk of `walk`: VL 8, unmasked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_walk(__m256i x, int limit) {
    vcc_no_contract_body
    __m256i t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    __m256i t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    __m256i t9;
    __m256i t10;
    unsigned int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    __m256i t16;
    __m256i t17;
    __m256i t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int t47;
    __m256i t48;
    unsigned int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    int t69;
    int t71;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    t22 = 0;
    t23 = (vcc_v8_int)x;
    t24 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t25 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t26 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t27 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t28 = (__m256i)(vcc_m8){0};
    t29 = (__m256i)(vcc_m8){0};
    while (t22 < limit) {
        t30 = _mm256_set1_epi32(7);
        t2 = (vcc_v8_int)_mm256_and_si256((__m256i)t23, t30);
        t31 = _mm256_set1_epi32(1000);
        t32 = _mm256_cmpgt_epi32((__m256i)t23, t31);
        t33 = _mm256_and_si256(t1, t32);
        t34 = (__m256i)~(vcc_m8)t32;
        t35 = _mm256_and_si256(t1, t34);
        if ((_mm256_movemask_epi8(t35) != 0)) {
            __m256i t37 = _mm256_set1_epi32(3);
            __m256i t38 = _mm256_mullo_epi32((__m256i)t23, t37);
            __m256i t39 = _mm256_set1_epi32((int)t22);
            t8 = (vcc_v8_int)_mm256_add_epi32(t38, t39);
            __m256i t40 = _mm256_set1_epi32(5);
            __m256i t41 = _mm256_set1_epi32(1);
            __m256i t42 = _mm256_ternarylogic_epi32(t35, t40, t41, 0xCA);
            __m256i t43 = vcc_avx2_rem_epi32((__m256i)t8, t42);
            __m256i t44 = _mm256_set1_epi32(0);
            __m256i t45 = _mm256_cmpeq_epi32(t43, t44);
            t9 = _mm256_and_si256(t35, t45);
            __m256i t46 = (__m256i)~(vcc_m8)t45;
            t10 = _mm256_and_si256(t35, t46);
        } else {
            t8 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t9 = (__m256i)(vcc_m8){0};
            t10 = (__m256i)(vcc_m8){0};
        }
        t47 = t22 + 1;
        t12 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t2, (__m256i)t24, 0xCA);
        t13 = (vcc_v8_int)_mm256_ternarylogic_epi32(t35, (__m256i)t8, (__m256i)t25, 0xCA);
        t48 = _mm256_set1_epi32((int)t22);
        t14 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t48, (__m256i)t26, 0xCA);
        t15 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t23, (__m256i)t27, 0xCA);
        t16 = _mm256_or_si256(t28, t33);
        t17 = _mm256_or_si256(t29, t9);
        t11 = _mm256_movepi32_mask(t10);
        t49 = t11 & (t11 - 1U);
        if ((t49 & (t49 - 1U)) == 0U) {
            t19 = (__m256i)(vcc_m8){0};
            t20 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t21 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        L83:
            for (;;) {
                if (t11 == 0U) {
                    t50 = (vcc_v8_int)(__m256i)t12;
                    t51 = (vcc_v8_int)(__m256i)t13;
                    t3 = (vcc_v8_int)(__m256i)t14;
                    t4 = (vcc_v8_int)(__m256i)t15;
                    t5 = t19;
                    t52 = t16;
                    t53 = t17;
                    t6 = (vcc_v8_int)(__m256i)t20;
                    t7 = (vcc_v8_int)(__m256i)t21;
                    goto L84;
                }
                __m256i t66 = _mm256_movm_epi32((__mmask8)(t11 & (0U - t11)));
                __m256i t67 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t66, (__m256i)t8); });
                __m256i t68 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t66, (__m256i)t2); });
                int t70 = vcc_avx2_reduce_epi32(t67, _mm_or_si128, int);
                int t18 = vcc_avx2_reduce_epi32(t68, _mm_or_si128, int);
                for (t69 = t47; t69 < limit; t69++, t70 = t71) {
                    t18 = t70 & 7;
                    if (t70 > 1000) {
                        __m256i t76 = _mm256_set1_epi32((int)t18);
                        t12 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t76, (__m256i)t12, 0xCA);
                        __m256i t77 = _mm256_set1_epi32((int)t69);
                        t14 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t77, (__m256i)t14, 0xCA);
                        __m256i t78 = _mm256_set1_epi32((int)t70);
                        t15 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t78, (__m256i)t15, 0xCA);
                        t16 = _mm256_or_si256(t16, t66);
                        t11 &= t11 - 1U;
                        goto L83;
                    }
                    t71 = t70 * 3 + t69;
                    if ((t71 % 5) == 0) {
                        __m256i t79 = _mm256_set1_epi32((int)t18);
                        t12 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t79, (__m256i)t12, 0xCA);
                        __m256i t80 = _mm256_set1_epi32((int)t71);
                        t13 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t80, (__m256i)t13, 0xCA);
                        __m256i t81 = _mm256_set1_epi32((int)t69);
                        t14 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t81, (__m256i)t14, 0xCA);
                        __m256i t82 = _mm256_set1_epi32((int)t70);
                        t15 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t82, (__m256i)t15, 0xCA);
                        t17 = _mm256_or_si256(t17, t66);
                        t11 &= t11 - 1U;
                        goto L83;
                    }
                }
                __m256i t72 = _mm256_set1_epi32((int)t69);
                t14 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t72, (__m256i)t14, 0xCA);
                __m256i t73 = _mm256_set1_epi32((int)t70);
                t15 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t73, (__m256i)t15, 0xCA);
                t19 = _mm256_or_si256(t19, t66);
                __m256i t74 = _mm256_set1_epi32((int)t70);
                t20 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t74, (__m256i)t20, 0xCA);
                __m256i t75 = _mm256_set1_epi32((int)t18);
                t21 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t75, (__m256i)t21, 0xCA);
                t11 &= t11 - 1U;
            }
        } else {
            t1 = t10;
            t22 = t47;
            t23 = (vcc_v8_int)(__m256i)t8;
            t24 = (vcc_v8_int)(__m256i)t12;
            t25 = (vcc_v8_int)(__m256i)t13;
            t26 = (vcc_v8_int)(__m256i)t14;
            t27 = (vcc_v8_int)(__m256i)t15;
            t28 = t16;
            t29 = t17;
        }
    }
    t36 = _mm256_set1_epi32((int)t22);
    t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t36, (__m256i)t26, 0xCA);
    t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t23, (__m256i)t27, 0xCA);
    t5 = _mm256_or_si256((__m256i)(vcc_m8){0}, t1);
    t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t23, (__m256i)(vcc_v8_int){0}, 0xCA);
    t7 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t2, (__m256i)(vcc_v8_int){0}, 0xCA);
    t50 = (vcc_v8_int)(__m256i)t24;
    t51 = (vcc_v8_int)(__m256i)t25;
    t52 = t28;
    t53 = t29;
L84:
    t54 = _mm256_set1_epi32(1);
    __m256i t55 = _mm256_add_epi32((__m256i)t51, t54);
    __m256i t56 = _mm256_ternarylogic_epi32(t53, t55, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m256i t57 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t4);
    __m256i t58 = _mm256_or_si256(t5, t52);
    __m256i t59 = _mm256_ternarylogic_epi32(t52, t57, (__m256i)t6, 0xCA);
    __m256i t60 = _mm256_ternarylogic_epi32(t52, (__m256i)t50, (__m256i)t7, 0xCA);
    __m256i t61 = _mm256_set1_epi32(100);
    __m256i t62 = _mm256_mullo_epi32(t60, t61);
    __m256i t63 = _mm256_add_epi32(t59, t62);
    __m256i t64 = _mm256_add_epi32(t63, (__m256i)t3);
    __m256i t65 = _mm256_ternarylogic_epi32(t58, t64, t56, 0xCA);
    return t65;
}

/* vcc: function at uniform_exit.c:11 vector variant _ZGVdM8vu_walk of `walk`: VL 8, masked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_walk(__m256i x, int limit, __m256i mask) {
    vcc_no_contract_body
    __m256i t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    __m256i t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    __m256i t9;
    __m256i t10;
    unsigned int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    __m256i t16;
    __m256i t17;
    __m256i t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int t47;
    __m256i t48;
    unsigned int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    int t69;
    int t71;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    t22 = 0;
    t23 = (vcc_v8_int)x;
    t24 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t25 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t26 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t27 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t28 = (__m256i)(vcc_m8){0};
    t29 = (__m256i)(vcc_m8){0};
    while (t22 < limit) {
        t30 = _mm256_set1_epi32(7);
        t2 = (vcc_v8_int)_mm256_and_si256((__m256i)t23, t30);
        t31 = _mm256_set1_epi32(1000);
        t32 = _mm256_cmpgt_epi32((__m256i)t23, t31);
        t33 = _mm256_and_si256(t1, t32);
        t34 = (__m256i)~(vcc_m8)t32;
        t35 = _mm256_and_si256(t1, t34);
        if ((_mm256_movemask_epi8(t35) != 0)) {
            __m256i t37 = _mm256_set1_epi32(3);
            __m256i t38 = _mm256_mullo_epi32((__m256i)t23, t37);
            __m256i t39 = _mm256_set1_epi32((int)t22);
            t8 = (vcc_v8_int)_mm256_add_epi32(t38, t39);
            __m256i t40 = _mm256_set1_epi32(5);
            __m256i t41 = _mm256_set1_epi32(1);
            __m256i t42 = _mm256_ternarylogic_epi32(t35, t40, t41, 0xCA);
            __m256i t43 = vcc_avx2_rem_epi32((__m256i)t8, t42);
            __m256i t44 = _mm256_set1_epi32(0);
            __m256i t45 = _mm256_cmpeq_epi32(t43, t44);
            t9 = _mm256_and_si256(t35, t45);
            __m256i t46 = (__m256i)~(vcc_m8)t45;
            t10 = _mm256_and_si256(t35, t46);
        } else {
            t8 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t9 = (__m256i)(vcc_m8){0};
            t10 = (__m256i)(vcc_m8){0};
        }
        t47 = t22 + 1;
        t12 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t2, (__m256i)t24, 0xCA);
        t13 = (vcc_v8_int)_mm256_ternarylogic_epi32(t35, (__m256i)t8, (__m256i)t25, 0xCA);
        t48 = _mm256_set1_epi32((int)t22);
        t14 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t48, (__m256i)t26, 0xCA);
        t15 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t23, (__m256i)t27, 0xCA);
        t16 = _mm256_or_si256(t28, t33);
        t17 = _mm256_or_si256(t29, t9);
        t11 = _mm256_movepi32_mask(t10);
        t49 = t11 & (t11 - 1U);
        if ((t49 & (t49 - 1U)) == 0U) {
            t19 = (__m256i)(vcc_m8){0};
            t20 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t21 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        L83:
            for (;;) {
                if (t11 == 0U) {
                    t50 = (vcc_v8_int)(__m256i)t12;
                    t51 = (vcc_v8_int)(__m256i)t13;
                    t3 = (vcc_v8_int)(__m256i)t14;
                    t4 = (vcc_v8_int)(__m256i)t15;
                    t5 = t19;
                    t52 = t16;
                    t53 = t17;
                    t6 = (vcc_v8_int)(__m256i)t20;
                    t7 = (vcc_v8_int)(__m256i)t21;
                    goto L84;
                }
                __m256i t66 = _mm256_movm_epi32((__mmask8)(t11 & (0U - t11)));
                __m256i t67 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t66, (__m256i)t8); });
                __m256i t68 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t66, (__m256i)t2); });
                int t70 = vcc_avx2_reduce_epi32(t67, _mm_or_si128, int);
                int t18 = vcc_avx2_reduce_epi32(t68, _mm_or_si128, int);
                for (t69 = t47; t69 < limit; t69++, t70 = t71) {
                    t18 = t70 & 7;
                    if (t70 > 1000) {
                        __m256i t76 = _mm256_set1_epi32((int)t18);
                        t12 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t76, (__m256i)t12, 0xCA);
                        __m256i t77 = _mm256_set1_epi32((int)t69);
                        t14 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t77, (__m256i)t14, 0xCA);
                        __m256i t78 = _mm256_set1_epi32((int)t70);
                        t15 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t78, (__m256i)t15, 0xCA);
                        t16 = _mm256_or_si256(t16, t66);
                        t11 &= t11 - 1U;
                        goto L83;
                    }
                    t71 = t70 * 3 + t69;
                    if ((t71 % 5) == 0) {
                        __m256i t79 = _mm256_set1_epi32((int)t18);
                        t12 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t79, (__m256i)t12, 0xCA);
                        __m256i t80 = _mm256_set1_epi32((int)t71);
                        t13 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t80, (__m256i)t13, 0xCA);
                        __m256i t81 = _mm256_set1_epi32((int)t69);
                        t14 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t81, (__m256i)t14, 0xCA);
                        __m256i t82 = _mm256_set1_epi32((int)t70);
                        t15 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t82, (__m256i)t15, 0xCA);
                        t17 = _mm256_or_si256(t17, t66);
                        t11 &= t11 - 1U;
                        goto L83;
                    }
                }
                __m256i t72 = _mm256_set1_epi32((int)t69);
                t14 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t72, (__m256i)t14, 0xCA);
                __m256i t73 = _mm256_set1_epi32((int)t70);
                t15 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t73, (__m256i)t15, 0xCA);
                t19 = _mm256_or_si256(t19, t66);
                __m256i t74 = _mm256_set1_epi32((int)t70);
                t20 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t74, (__m256i)t20, 0xCA);
                __m256i t75 = _mm256_set1_epi32((int)t18);
                t21 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t75, (__m256i)t21, 0xCA);
                t11 &= t11 - 1U;
            }
        } else {
            t1 = t10;
            t22 = t47;
            t23 = (vcc_v8_int)(__m256i)t8;
            t24 = (vcc_v8_int)(__m256i)t12;
            t25 = (vcc_v8_int)(__m256i)t13;
            t26 = (vcc_v8_int)(__m256i)t14;
            t27 = (vcc_v8_int)(__m256i)t15;
            t28 = t16;
            t29 = t17;
        }
    }
    t36 = _mm256_set1_epi32((int)t22);
    t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t36, (__m256i)t26, 0xCA);
    t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t23, (__m256i)t27, 0xCA);
    t5 = _mm256_or_si256((__m256i)(vcc_m8){0}, t1);
    t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t23, (__m256i)(vcc_v8_int){0}, 0xCA);
    t7 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, (__m256i)t2, (__m256i)(vcc_v8_int){0}, 0xCA);
    t50 = (vcc_v8_int)(__m256i)t24;
    t51 = (vcc_v8_int)(__m256i)t25;
    t52 = t28;
    t53 = t29;
L84:
    t54 = _mm256_set1_epi32(1);
    __m256i t55 = _mm256_add_epi32((__m256i)t51, t54);
    __m256i t56 = _mm256_ternarylogic_epi32(t53, t55, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m256i t57 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t4);
    __m256i t58 = _mm256_or_si256(t5, t52);
    __m256i t59 = _mm256_ternarylogic_epi32(t52, t57, (__m256i)t6, 0xCA);
    __m256i t60 = _mm256_ternarylogic_epi32(t52, (__m256i)t50, (__m256i)t7, 0xCA);
    __m256i t61 = _mm256_set1_epi32(100);
    __m256i t62 = _mm256_mullo_epi32(t60, t61);
    __m256i t63 = _mm256_add_epi32(t59, t62);
    __m256i t64 = _mm256_add_epi32(t63, (__m256i)t3);
    __m256i t65 = _mm256_ternarylogic_epi32(t58, t64, t56, 0xCA);
    return t65;
}

/* #pragma omp declare simd uniform(limit) */
int count(int x, int limit) {
    int n = 0;
    while (n < limit && x != 1) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

/* vcc: function at uniform_exit.c:28 vector variant _ZGVeN16vu_count of `count`: VL 16, unmasked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_count(__m512i x, int limit) {
    vcc_no_contract_body
    __mmask16 t1;
    vcc_v16_int t2;
    vcc_v16_int t3;
    __mmask16 t4;
    unsigned int t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    int t8;
    vcc_v16_int t9;
    __m512i t10;
    __mmask16 t11;
    __mmask16 t12;
    __m512i t13;
    __m512i t14;
    __mmask16 t15;
    __mmask16 t16;
    __m512i t17;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    int t25;
    __m512i t26;
    unsigned int t27;
    unsigned int t28;
    int t31;
    int t33;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t8 = 0;
    t7 = (vcc_v16_int)x;
    t9 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    while (t8 < limit) {
        t10 = _mm512_set1_epi32(1);
        t11 = _mm512_cmp_epi32_mask((__m512i)t7, t10, _MM_CMPINT_NE);
        t12 = _kand_mask16(t1, t11);
        t13 = _mm512_set1_epi32(1);
        t14 = _mm512_and_si512((__m512i)t7, t13);
        t15 = _mm512_test_epi32_mask(t14, t14);
        t16 = _knot_mask16(t15);
        t4 = _kand_mask16(t12, t16);
        if ((t4 != 0)) {
            __m512i t18 = _mm512_set1_epi32(2);
            __m512i t19 = _mm512_set1_epi32(1);
            __m512i t20 = _mm512_mask_blend_epi32(t4, t19, t18);
            t3 = (vcc_v16_int)vcc_avx512_div_epi32((__m512i)t7, t20);
        } else {
            t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            t4 = ((__mmask16)0x0);
        }
        t21 = _mm512_set1_epi32(3);
        t22 = _mm512_mullo_epi32(t21, (__m512i)t7);
        t23 = _mm512_set1_epi32(1);
        t24 = _mm512_add_epi32(t22, t23);
        t7 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, t24, (__m512i)t3);
        t25 = t8 + 1;
        t26 = _mm512_set1_epi32((int)t8);
        t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t9, t26);
        t5 = t12;
        t27 = t5 & (t5 - 1U);
        t28 = t27 & (t27 - 1U);
        if ((t28 & (t28 - 1U)) == 0U) {
        L36:
            for (;;) {
                if (t5 == 0U) {
                    t2 = (vcc_v16_int)(__m512i)t6;
                    goto L37;
                }
                __mmask16 t29 = (__mmask16)(t5 & (0U - t5));
                __m512i t30 = _mm512_mask_blend_epi32(t29, _mm512_set1_epi32(0), (__m512i)t7);
                int t32 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t30), _mm512_extracti64x4_epi64(t30, 1)), _mm_or_si128, int);
                for (t31 = t25; t31 < limit; t31++, t32 = t33) {
                    if ((t32 != 1) == 0) {
                        __m512i t35 = _mm512_set1_epi32((int)t31);
                        t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t29, (__m512i)t6, t35);
                        t5 &= t5 - 1U;
                        goto L36;
                    }
                    if (t32 & 1) {
                        t33 = 3 * t32 + 1;
                    } else {
                        t33 = t32 / 2;
                    }
                }
                __m512i t34 = _mm512_set1_epi32((int)t31);
                t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t29, (__m512i)t6, t34);
                t5 &= t5 - 1U;
            }
        } else {
            t1 = t12;
            t8 = t25;
            t9 = (vcc_v16_int)(__m512i)t6;
        }
    }
    t17 = _mm512_set1_epi32((int)t8);
    t2 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t9, t17);
L37:
    return (__m512i)t2;
}

/* vcc: function at uniform_exit.c:28 vector variant _ZGVeM16vu_count of `count`: VL 16, masked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_count(__m512i x, int limit, unsigned int mask) {
    vcc_no_contract_body
    vcc_v16_int t1;
    vcc_v16_int t2;
    __mmask16 t3;
    unsigned int t4;
    vcc_v16_int t5;
    vcc_v16_int t6;
    __mmask16 t7;
    __mmask16 t8;
    int t9;
    vcc_v16_int t10;
    __m512i t11;
    __mmask16 t12;
    __mmask16 t13;
    __m512i t14;
    __m512i t15;
    __mmask16 t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    __m512i t27;
    unsigned int t28;
    unsigned int t29;
    __m512i t30;
    int t33;
    int t35;
    t7 = (__mmask16)mask;
    t8 = t7;
    t9 = 0;
    t6 = (vcc_v16_int)x;
    t10 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    while (t9 < limit) {
        t11 = _mm512_set1_epi32(1);
        t12 = _mm512_cmp_epi32_mask((__m512i)t6, t11, _MM_CMPINT_NE);
        t13 = _kand_mask16(t8, t12);
        t14 = _mm512_set1_epi32(1);
        t15 = _mm512_and_si512((__m512i)t6, t14);
        t16 = _mm512_test_epi32_mask(t15, t15);
        t17 = _knot_mask16(t16);
        t3 = _kand_mask16(t13, t17);
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
        t26 = t9 + 1;
        t27 = _mm512_set1_epi32((int)t9);
        t5 = (vcc_v16_int)_mm512_mask_blend_epi32(t8, (__m512i)t10, t27);
        t4 = t13;
        t28 = t4 & (t4 - 1U);
        t29 = t28 & (t28 - 1U);
        if ((t29 & (t29 - 1U)) == 0U) {
        L38:
            for (;;) {
                if (t4 == 0U) {
                    t1 = (vcc_v16_int)(__m512i)t5;
                    goto L39;
                }
                __mmask16 t31 = (__mmask16)(t4 & (0U - t4));
                __m512i t32 = _mm512_mask_blend_epi32(t31, _mm512_set1_epi32(0), (__m512i)t6);
                int t34 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t32), _mm512_extracti64x4_epi64(t32, 1)), _mm_or_si128, int);
                for (t33 = t26; t33 < limit; t33++, t34 = t35) {
                    if ((t34 != 1) == 0) {
                        __m512i t37 = _mm512_set1_epi32((int)t33);
                        t5 = (vcc_v16_int)_mm512_mask_blend_epi32(t31, (__m512i)t5, t37);
                        t4 &= t4 - 1U;
                        goto L38;
                    }
                    if (t34 & 1) {
                        t35 = 3 * t34 + 1;
                    } else {
                        t35 = t34 / 2;
                    }
                }
                __m512i t36 = _mm512_set1_epi32((int)t33);
                t5 = (vcc_v16_int)_mm512_mask_blend_epi32(t31, (__m512i)t5, t36);
                t4 &= t4 - 1U;
            }
        } else {
            t8 = t13;
            t9 = t26;
            t10 = (vcc_v16_int)(__m512i)t5;
        }
    }
    t18 = _mm512_set1_epi32((int)t9);
    t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t8, (__m512i)t10, t18);
L39:
    t30 = _mm512_mask_blend_epi32(t7, (__m512i)(vcc_v16_int){0}, (__m512i)t1);
    return t30;
}

/* vcc: function at uniform_exit.c:28 vector variant _ZGVdN8vu_count of `count`: VL 8, unmasked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_count(__m256i x, int limit) {
    vcc_no_contract_body
    __m256i t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    __m256i t4;
    unsigned int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    int t8;
    vcc_v8_int t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    int t25;
    __m256i t26;
    unsigned int t27;
    int t30;
    int t32;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t8 = 0;
    t7 = (vcc_v8_int)x;
    t9 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    while (t8 < limit) {
        t10 = _mm256_set1_epi32(1);
        t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)t7, t10, _MM_CMPINT_NE));
        t12 = _mm256_and_si256(t1, t11);
        t13 = _mm256_set1_epi32(1);
        t14 = _mm256_and_si256((__m256i)t7, t13);
        t15 = (__m256i)(vcc_m8)((vcc_v8_int)t14 != (vcc_v8_int){0});
        t16 = (__m256i)~(vcc_m8)t15;
        t4 = _mm256_and_si256(t12, t16);
        if ((_mm256_movemask_epi8(t4) != 0)) {
            __m256i t18 = _mm256_set1_epi32(2);
            __m256i t19 = _mm256_set1_epi32(1);
            __m256i t20 = _mm256_ternarylogic_epi32(t4, t18, t19, 0xCA);
            t3 = (vcc_v8_int)vcc_avx2_div_epi32((__m256i)t7, t20);
        } else {
            t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t4 = (__m256i)(vcc_m8){0};
        }
        t21 = _mm256_set1_epi32(3);
        t22 = _mm256_mullo_epi32(t21, (__m256i)t7);
        t23 = _mm256_set1_epi32(1);
        t24 = _mm256_add_epi32(t22, t23);
        t7 = (vcc_v8_int)_mm256_ternarylogic_epi32(t4, (__m256i)t3, t24, 0xCA);
        t25 = t8 + 1;
        t26 = _mm256_set1_epi32((int)t8);
        t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t26, (__m256i)t9, 0xCA);
        t5 = _mm256_movepi32_mask(t12);
        t27 = t5 & (t5 - 1U);
        if ((t27 & (t27 - 1U)) == 0U) {
        L35:
            for (;;) {
                if (t5 == 0U) {
                    t2 = (vcc_v8_int)(__m256i)t6;
                    goto L36;
                }
                __m256i t28 = _mm256_movm_epi32((__mmask8)(t5 & (0U - t5)));
                __m256i t29 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t28, (__m256i)t7); });
                int t31 = vcc_avx2_reduce_epi32(t29, _mm_or_si128, int);
                for (t30 = t25; t30 < limit; t30++, t31 = t32) {
                    if ((t31 != 1) == 0) {
                        __m256i t34 = _mm256_set1_epi32((int)t30);
                        t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t28, t34, (__m256i)t6, 0xCA);
                        t5 &= t5 - 1U;
                        goto L35;
                    }
                    if (t31 & 1) {
                        t32 = 3 * t31 + 1;
                    } else {
                        t32 = t31 / 2;
                    }
                }
                __m256i t33 = _mm256_set1_epi32((int)t30);
                t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t28, t33, (__m256i)t6, 0xCA);
                t5 &= t5 - 1U;
            }
        } else {
            t1 = t12;
            t8 = t25;
            t9 = (vcc_v8_int)(__m256i)t6;
        }
    }
    t17 = _mm256_set1_epi32((int)t8);
    t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t17, (__m256i)t9, 0xCA);
L36:
    return (__m256i)t2;
}

/* vcc: function at uniform_exit.c:28 vector variant _ZGVdM8vu_count of `count`: VL 8, masked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_count(__m256i x, int limit, __m256i mask) {
    vcc_no_contract_body
    vcc_v8_int t1;
    vcc_v8_int t2;
    __m256i t3;
    unsigned int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    __m256i t7;
    __m256i t8;
    int t9;
    vcc_v8_int t10;
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
    __m256i t29;
    int t32;
    int t34;
    t7 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t8 = t7;
    t9 = 0;
    t6 = (vcc_v8_int)x;
    t10 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    while (t9 < limit) {
        t11 = _mm256_set1_epi32(1);
        t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)t6, t11, _MM_CMPINT_NE));
        t13 = _mm256_and_si256(t8, t12);
        t14 = _mm256_set1_epi32(1);
        t15 = _mm256_and_si256((__m256i)t6, t14);
        t16 = (__m256i)(vcc_m8)((vcc_v8_int)t15 != (vcc_v8_int){0});
        t17 = (__m256i)~(vcc_m8)t16;
        t3 = _mm256_and_si256(t13, t17);
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
        t26 = t9 + 1;
        t27 = _mm256_set1_epi32((int)t9);
        t5 = (vcc_v8_int)_mm256_ternarylogic_epi32(t8, t27, (__m256i)t10, 0xCA);
        t4 = _mm256_movepi32_mask(t13);
        t28 = t4 & (t4 - 1U);
        if ((t28 & (t28 - 1U)) == 0U) {
        L37:
            for (;;) {
                if (t4 == 0U) {
                    t1 = (vcc_v8_int)(__m256i)t5;
                    goto L38;
                }
                __m256i t30 = _mm256_movm_epi32((__mmask8)(t4 & (0U - t4)));
                __m256i t31 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t30, (__m256i)t6); });
                int t33 = vcc_avx2_reduce_epi32(t31, _mm_or_si128, int);
                for (t32 = t26; t32 < limit; t32++, t33 = t34) {
                    if ((t33 != 1) == 0) {
                        __m256i t36 = _mm256_set1_epi32((int)t32);
                        t5 = (vcc_v8_int)_mm256_ternarylogic_epi32(t30, t36, (__m256i)t5, 0xCA);
                        t4 &= t4 - 1U;
                        goto L37;
                    }
                    if (t33 & 1) {
                        t34 = 3 * t33 + 1;
                    } else {
                        t34 = t33 / 2;
                    }
                }
                __m256i t35 = _mm256_set1_epi32((int)t32);
                t5 = (vcc_v8_int)_mm256_ternarylogic_epi32(t30, t35, (__m256i)t5, 0xCA);
                t4 &= t4 - 1U;
            }
        } else {
            t8 = t13;
            t9 = t26;
            t10 = (vcc_v8_int)(__m256i)t5;
        }
    }
    t18 = _mm256_set1_epi32((int)t9);
    t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t8, t18, (__m256i)t10, 0xCA);
L38:
    t29 = _mm256_ternarylogic_epi32(t7, (__m256i)t1, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t29;
}

v8i _ZGVdN8vu_walk(v8i, int);
v8i _ZGVdM8vu_walk(v8i, int, v8i);
v8i _ZGVdN8vu_count(v8i, int);
v8i _ZGVdM8vu_count(v8i, int, v8i);

int main(void) {
    for (int row = 0; row < 16; row++) {
        int x[8], m[8], a[8], b[8], c[8], d[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 61 - 20;
            m[k] = (k * 5 + row) % 3 != 0;
        }
        int limit = row;
        FROM_VEC(a, _ZGVdN8vu_walk(TO_VEC(v8i, x), limit));
        FROM_VEC(b, _ZGVdM8vu_walk(TO_VEC(v8i, x), limit, TO_VEC(v8i, m)));
        for (int k = 0; k < 8; k++)
            x[k] = x[k] < 1 ? 1 - x[k] : x[k];
        FROM_VEC(c, _ZGVdN8vu_count(TO_VEC(v8i, x), 4 * limit));
        FROM_VEC(d, _ZGVdM8vu_count(TO_VEC(v8i, x), 4 * limit, TO_VEC(v8i, m)));
        for (int k = 0; k < 8; k++) {
            printf("%d %d %d %d", walk((k * 37 + row * 11) % 61 - 20, limit), a[k], count(x[k], 4 * limit), c[k]);
            if (m[k])
                printf(" %d %d", b[k], d[k]);
            printf("\n");
        }
    }
    return 0;
}
