/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_walk(__m512i x, int limit) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __mmask16 t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __mmask16 t9;
    __mmask16 t10;
    unsigned int t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __mmask16 t16;
    __mmask16 t17;
    __mmask16 t19;
    __m512i t20;
    __m512i t21;
    int t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __mmask16 t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __mmask16 t32;
    __mmask16 t33;
    __mmask16 t34;
    __mmask16 t35;
    __m512i t36;
    int t53;
    __m512i t54;
    unsigned int t55;
    unsigned int t56;
    unsigned int t57;
    __m512i t58;
    __m512i t59;
    __mmask16 t60;
    __mmask16 t61;
    __m512i t62;
    int t91;
    int t93;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = _mm512_set1_epi32(0);
    t22 = 0;
    t23 = x;
    t24 = (__m512i)(vcc_v16_int){0};
    t25 = (__m512i)(vcc_v16_int){0};
    t26 = (__m512i)(vcc_v16_int){0};
    t27 = (__m512i)(vcc_v16_int){0};
    t28 = ((__mmask16)0x0);
    t29 = ((__mmask16)0x0);
    while (t22 < limit) {
        t30 = _mm512_set1_epi32(7);
        t2 = _mm512_and_si512(t23, t30);
        t31 = _mm512_set1_epi32(1000);
        t32 = _mm512_cmp_epi32_mask(t23, t31, _MM_CMPINT_NLE);
        t33 = _kand_mask16(t1, t32);
        t34 = _knot_mask16(t32);
        t35 = _kand_mask16(t1, t34);
        if ((t35 != 0)) {
            __m512i t37 = _mm512_set1_epi32(3);
            __m512i t38 = t23;
            __m512i t39 = t37;
            __m512i t40 = _mm512_mullo_epi32(t38, t39);
            __m512i t41 = t40;
            __m512i t42 = _mm512_set1_epi32((int)t22);
            __m512i t43 = t41;
            __m512i t44 = t42;
            __m512i t45 = _mm512_add_epi32(t43, t44);
            t8 = t45;
            __m512i t46 = _mm512_set1_epi32(5);
            __m512i t47 = _mm512_set1_epi32(1);
            __m512i t48 = _mm512_mask_blend_epi32(t35, t47, t46);
            __m512i t49 = (__m512i)((vcc_v16_int)t8 % (vcc_v16_int)t48);
            __m512i t50 = _mm512_set1_epi32(0);
            __mmask16 t51 = _mm512_cmp_epi32_mask(t49, t50, _MM_CMPINT_EQ);
            t9 = _kand_mask16(t35, t51);
            __mmask16 t52 = _knot_mask16(t51);
            t10 = _kand_mask16(t35, t52);
        } else {
            t8 = (__m512i)(vcc_v16_int){0};
            t9 = ((__mmask16)0x0);
            t10 = ((__mmask16)0x0);
        }
        t53 = t22 + 1;
        t12 = _mm512_mask_blend_epi32(t1, t24, t2);
        t13 = _mm512_mask_blend_epi32(t35, t25, t8);
        t54 = _mm512_set1_epi32((int)t22);
        t14 = _mm512_mask_blend_epi32(t1, t26, t54);
        t15 = _mm512_mask_blend_epi32(t1, t27, t23);
        t16 = _kor_mask16(t28, t33);
        t17 = _kor_mask16(t29, t9);
        t11 = t10;
        t55 = t11 & (t11 - 1U);
        t56 = t55 & (t55 - 1U);
        t57 = t56 & (t56 - 1U);
        if ((t57 & (t57 - 1U)) == 0U) {
            t19 = ((__mmask16)0x0);
            t20 = (__m512i)(vcc_v16_int){0};
            t21 = (__m512i)(vcc_v16_int){0};
        L105:
            for (;;) {
                if (t11 == 0U) {
                    t58 = t12;
                    t59 = t13;
                    t3 = t14;
                    t4 = t15;
                    t5 = t19;
                    t60 = t16;
                    t61 = t17;
                    t6 = t20;
                    t7 = t21;
                    goto L106;
                }
                __mmask16 t88 = (__mmask16)(t11 & (0U - t11));
                __m512i t89 = _mm512_mask_blend_epi32(t88, _mm512_set1_epi32(0), t8);
                __m512i t90 = _mm512_mask_blend_epi32(t88, _mm512_set1_epi32(0), t2);
                int t92 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t89), _mm512_extracti64x4_epi64(t89, 1)), _mm_or_si128, int);
                int t18 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t90), _mm512_extracti64x4_epi64(t90, 1)), _mm_or_si128, int);
                for (t91 = t53; t91 < limit; t91++, t92 = t93) {
                    t18 = t92 & 7;
                    if (t92 > 1000) {
                        __m512i t98 = _mm512_set1_epi32((int)t18);
                        t12 = _mm512_mask_blend_epi32(t88, t12, t98);
                        __m512i t99 = _mm512_set1_epi32((int)t91);
                        t14 = _mm512_mask_blend_epi32(t88, t14, t99);
                        __m512i t100 = _mm512_set1_epi32((int)t92);
                        t15 = _mm512_mask_blend_epi32(t88, t15, t100);
                        t16 = _kor_mask16(t16, t88);
                        t11 &= t11 - 1U;
                        goto L105;
                    }
                    t93 = t92 * 3 + t91;
                    if ((t93 % 5) == 0) {
                        __m512i t101 = _mm512_set1_epi32((int)t18);
                        t12 = _mm512_mask_blend_epi32(t88, t12, t101);
                        __m512i t102 = _mm512_set1_epi32((int)t93);
                        t13 = _mm512_mask_blend_epi32(t88, t13, t102);
                        __m512i t103 = _mm512_set1_epi32((int)t91);
                        t14 = _mm512_mask_blend_epi32(t88, t14, t103);
                        __m512i t104 = _mm512_set1_epi32((int)t92);
                        t15 = _mm512_mask_blend_epi32(t88, t15, t104);
                        t17 = _kor_mask16(t17, t88);
                        t11 &= t11 - 1U;
                        goto L105;
                    }
                }
                __m512i t94 = _mm512_set1_epi32((int)t91);
                t14 = _mm512_mask_blend_epi32(t88, t14, t94);
                __m512i t95 = _mm512_set1_epi32((int)t92);
                t15 = _mm512_mask_blend_epi32(t88, t15, t95);
                t19 = _kor_mask16(t19, t88);
                __m512i t96 = _mm512_set1_epi32((int)t92);
                t20 = _mm512_mask_blend_epi32(t88, t20, t96);
                __m512i t97 = _mm512_set1_epi32((int)t18);
                t21 = _mm512_mask_blend_epi32(t88, t21, t97);
                t11 &= t11 - 1U;
            }
        } else {
            t1 = t10;
            t22 = t53;
            t23 = t8;
            t24 = t12;
            t25 = t13;
            t26 = t14;
            t27 = t15;
            t28 = t16;
            t29 = t17;
        }
    }
    t36 = _mm512_set1_epi32((int)t22);
    t3 = _mm512_mask_blend_epi32(t1, t26, t36);
    t4 = _mm512_mask_blend_epi32(t1, t27, t23);
    t5 = _kor_mask16(((__mmask16)0x0), t1);
    t6 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t23);
    t7 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t2);
    t58 = t24;
    t59 = t25;
    t60 = t28;
    t61 = t29;
L106:
    t62 = _mm512_set1_epi32(1);
    __m512i t63 = t59;
    __m512i t64 = t62;
    __m512i t65 = _mm512_add_epi32(t63, t64);
    __m512i t66 = t65;
    __m512i t67 = _mm512_mask_blend_epi32(t61, (__m512i)(vcc_v16_int){0}, t66);
    __m512i t68 = t4;
    __m512i t69 = _mm512_sub_epi32(_mm512_setzero_si512(), t68);
    __m512i t70 = t69;
    __mmask16 t71 = _kor_mask16(t5, t60);
    __m512i t72 = _mm512_mask_blend_epi32(t60, t6, t70);
    __m512i t73 = _mm512_mask_blend_epi32(t60, t7, t58);
    __m512i t74 = _mm512_set1_epi32(100);
    __m512i t75 = t73;
    __m512i t76 = t74;
    __m512i t77 = _mm512_mullo_epi32(t75, t76);
    __m512i t78 = t77;
    __m512i t79 = t72;
    __m512i t80 = t78;
    __m512i t81 = _mm512_add_epi32(t79, t80);
    __m512i t82 = t81;
    __m512i t83 = t82;
    __m512i t84 = t3;
    __m512i t85 = _mm512_add_epi32(t83, t84);
    __m512i t86 = t85;
    __m512i t87 = _mm512_mask_blend_epi32(t71, t67, t86);
    return t87;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_walk(__m512i x, int limit, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __mmask16 t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __mmask16 t9;
    __mmask16 t10;
    unsigned int t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __mmask16 t16;
    __mmask16 t17;
    __mmask16 t19;
    __m512i t20;
    __m512i t21;
    int t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __mmask16 t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __mmask16 t32;
    __mmask16 t33;
    __mmask16 t34;
    __mmask16 t35;
    __m512i t36;
    int t53;
    __m512i t54;
    unsigned int t55;
    unsigned int t56;
    unsigned int t57;
    __m512i t58;
    __m512i t59;
    __mmask16 t60;
    __mmask16 t61;
    __m512i t62;
    int t91;
    int t93;
    t1 = (__mmask16)mask;
    t2 = _mm512_set1_epi32(0);
    t22 = 0;
    t23 = x;
    t24 = (__m512i)(vcc_v16_int){0};
    t25 = (__m512i)(vcc_v16_int){0};
    t26 = (__m512i)(vcc_v16_int){0};
    t27 = (__m512i)(vcc_v16_int){0};
    t28 = ((__mmask16)0x0);
    t29 = ((__mmask16)0x0);
    while (t22 < limit) {
        t30 = _mm512_set1_epi32(7);
        t2 = _mm512_and_si512(t23, t30);
        t31 = _mm512_set1_epi32(1000);
        t32 = _mm512_cmp_epi32_mask(t23, t31, _MM_CMPINT_NLE);
        t33 = _kand_mask16(t1, t32);
        t34 = _knot_mask16(t32);
        t35 = _kand_mask16(t1, t34);
        if ((t35 != 0)) {
            __m512i t37 = _mm512_set1_epi32(3);
            __m512i t38 = t23;
            __m512i t39 = t37;
            __m512i t40 = _mm512_mullo_epi32(t38, t39);
            __m512i t41 = t40;
            __m512i t42 = _mm512_set1_epi32((int)t22);
            __m512i t43 = t41;
            __m512i t44 = t42;
            __m512i t45 = _mm512_add_epi32(t43, t44);
            t8 = t45;
            __m512i t46 = _mm512_set1_epi32(5);
            __m512i t47 = _mm512_set1_epi32(1);
            __m512i t48 = _mm512_mask_blend_epi32(t35, t47, t46);
            __m512i t49 = (__m512i)((vcc_v16_int)t8 % (vcc_v16_int)t48);
            __m512i t50 = _mm512_set1_epi32(0);
            __mmask16 t51 = _mm512_cmp_epi32_mask(t49, t50, _MM_CMPINT_EQ);
            t9 = _kand_mask16(t35, t51);
            __mmask16 t52 = _knot_mask16(t51);
            t10 = _kand_mask16(t35, t52);
        } else {
            t8 = (__m512i)(vcc_v16_int){0};
            t9 = ((__mmask16)0x0);
            t10 = ((__mmask16)0x0);
        }
        t53 = t22 + 1;
        t12 = _mm512_mask_blend_epi32(t1, t24, t2);
        t13 = _mm512_mask_blend_epi32(t35, t25, t8);
        t54 = _mm512_set1_epi32((int)t22);
        t14 = _mm512_mask_blend_epi32(t1, t26, t54);
        t15 = _mm512_mask_blend_epi32(t1, t27, t23);
        t16 = _kor_mask16(t28, t33);
        t17 = _kor_mask16(t29, t9);
        t11 = t10;
        t55 = t11 & (t11 - 1U);
        t56 = t55 & (t55 - 1U);
        t57 = t56 & (t56 - 1U);
        if ((t57 & (t57 - 1U)) == 0U) {
            t19 = ((__mmask16)0x0);
            t20 = (__m512i)(vcc_v16_int){0};
            t21 = (__m512i)(vcc_v16_int){0};
        L105:
            for (;;) {
                if (t11 == 0U) {
                    t58 = t12;
                    t59 = t13;
                    t3 = t14;
                    t4 = t15;
                    t5 = t19;
                    t60 = t16;
                    t61 = t17;
                    t6 = t20;
                    t7 = t21;
                    goto L106;
                }
                __mmask16 t88 = (__mmask16)(t11 & (0U - t11));
                __m512i t89 = _mm512_mask_blend_epi32(t88, _mm512_set1_epi32(0), t8);
                __m512i t90 = _mm512_mask_blend_epi32(t88, _mm512_set1_epi32(0), t2);
                int t92 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t89), _mm512_extracti64x4_epi64(t89, 1)), _mm_or_si128, int);
                int t18 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t90), _mm512_extracti64x4_epi64(t90, 1)), _mm_or_si128, int);
                for (t91 = t53; t91 < limit; t91++, t92 = t93) {
                    t18 = t92 & 7;
                    if (t92 > 1000) {
                        __m512i t98 = _mm512_set1_epi32((int)t18);
                        t12 = _mm512_mask_blend_epi32(t88, t12, t98);
                        __m512i t99 = _mm512_set1_epi32((int)t91);
                        t14 = _mm512_mask_blend_epi32(t88, t14, t99);
                        __m512i t100 = _mm512_set1_epi32((int)t92);
                        t15 = _mm512_mask_blend_epi32(t88, t15, t100);
                        t16 = _kor_mask16(t16, t88);
                        t11 &= t11 - 1U;
                        goto L105;
                    }
                    t93 = t92 * 3 + t91;
                    if ((t93 % 5) == 0) {
                        __m512i t101 = _mm512_set1_epi32((int)t18);
                        t12 = _mm512_mask_blend_epi32(t88, t12, t101);
                        __m512i t102 = _mm512_set1_epi32((int)t93);
                        t13 = _mm512_mask_blend_epi32(t88, t13, t102);
                        __m512i t103 = _mm512_set1_epi32((int)t91);
                        t14 = _mm512_mask_blend_epi32(t88, t14, t103);
                        __m512i t104 = _mm512_set1_epi32((int)t92);
                        t15 = _mm512_mask_blend_epi32(t88, t15, t104);
                        t17 = _kor_mask16(t17, t88);
                        t11 &= t11 - 1U;
                        goto L105;
                    }
                }
                __m512i t94 = _mm512_set1_epi32((int)t91);
                t14 = _mm512_mask_blend_epi32(t88, t14, t94);
                __m512i t95 = _mm512_set1_epi32((int)t92);
                t15 = _mm512_mask_blend_epi32(t88, t15, t95);
                t19 = _kor_mask16(t19, t88);
                __m512i t96 = _mm512_set1_epi32((int)t92);
                t20 = _mm512_mask_blend_epi32(t88, t20, t96);
                __m512i t97 = _mm512_set1_epi32((int)t18);
                t21 = _mm512_mask_blend_epi32(t88, t21, t97);
                t11 &= t11 - 1U;
            }
        } else {
            t1 = t10;
            t22 = t53;
            t23 = t8;
            t24 = t12;
            t25 = t13;
            t26 = t14;
            t27 = t15;
            t28 = t16;
            t29 = t17;
        }
    }
    t36 = _mm512_set1_epi32((int)t22);
    t3 = _mm512_mask_blend_epi32(t1, t26, t36);
    t4 = _mm512_mask_blend_epi32(t1, t27, t23);
    t5 = _kor_mask16(((__mmask16)0x0), t1);
    t6 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t23);
    t7 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t2);
    t58 = t24;
    t59 = t25;
    t60 = t28;
    t61 = t29;
L106:
    t62 = _mm512_set1_epi32(1);
    __m512i t63 = t59;
    __m512i t64 = t62;
    __m512i t65 = _mm512_add_epi32(t63, t64);
    __m512i t66 = t65;
    __m512i t67 = _mm512_mask_blend_epi32(t61, (__m512i)(vcc_v16_int){0}, t66);
    __m512i t68 = t4;
    __m512i t69 = _mm512_sub_epi32(_mm512_setzero_si512(), t68);
    __m512i t70 = t69;
    __mmask16 t71 = _kor_mask16(t5, t60);
    __m512i t72 = _mm512_mask_blend_epi32(t60, t6, t70);
    __m512i t73 = _mm512_mask_blend_epi32(t60, t7, t58);
    __m512i t74 = _mm512_set1_epi32(100);
    __m512i t75 = t73;
    __m512i t76 = t74;
    __m512i t77 = _mm512_mullo_epi32(t75, t76);
    __m512i t78 = t77;
    __m512i t79 = t72;
    __m512i t80 = t78;
    __m512i t81 = _mm512_add_epi32(t79, t80);
    __m512i t82 = t81;
    __m512i t83 = t82;
    __m512i t84 = t3;
    __m512i t85 = _mm512_add_epi32(t83, t84);
    __m512i t86 = t85;
    __m512i t87 = _mm512_mask_blend_epi32(t71, t67, t86);
    return t87;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_walk(__m256i x, int limit) {
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
    unsigned int t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int t53;
    __m256i t54;
    unsigned int t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    int t89;
    int t91;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_epi32(0);
    t22 = 0;
    t23 = x;
    t24 = (__m256i)(vcc_v8_int){0};
    t25 = (__m256i)(vcc_v8_int){0};
    t26 = (__m256i)(vcc_v8_int){0};
    t27 = (__m256i)(vcc_v8_int){0};
    t28 = (__m256i)(vcc_m8){0};
    t29 = (__m256i)(vcc_m8){0};
    while (t22 < limit) {
        t30 = _mm256_set1_epi32(7);
        t2 = _mm256_and_si256(t23, t30);
        t31 = _mm256_set1_epi32(1000);
        t32 = _mm256_cmpgt_epi32(t23, t31);
        t33 = _mm256_and_si256(t1, t32);
        t34 = (__m256i)~(vcc_m8)t32;
        t35 = _mm256_and_si256(t1, t34);
        if ((_mm256_movemask_epi8(t35) != 0)) {
            __m256i t37 = _mm256_set1_epi32(3);
            __m256i t38 = t23;
            __m256i t39 = t37;
            __m256i t40 = _mm256_mullo_epi32(t38, t39);
            __m256i t41 = t40;
            __m256i t42 = _mm256_set1_epi32((int)t22);
            __m256i t43 = t41;
            __m256i t44 = t42;
            __m256i t45 = _mm256_add_epi32(t43, t44);
            t8 = t45;
            __m256i t46 = _mm256_set1_epi32(5);
            __m256i t47 = _mm256_set1_epi32(1);
            __m256i t48 = _mm256_ternarylogic_epi32(t35, t46, t47, 0xCA);
            __m256i t49 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)t48);
            __m256i t50 = _mm256_set1_epi32(0);
            __m256i t51 = _mm256_cmpeq_epi32(t49, t50);
            t9 = _mm256_and_si256(t35, t51);
            __m256i t52 = (__m256i)~(vcc_m8)t51;
            t10 = _mm256_and_si256(t35, t52);
        } else {
            t8 = (__m256i)(vcc_v8_int){0};
            t9 = (__m256i)(vcc_m8){0};
            t10 = (__m256i)(vcc_m8){0};
        }
        t53 = t22 + 1;
        t12 = _mm256_ternarylogic_epi32(t1, t2, t24, 0xCA);
        t13 = _mm256_ternarylogic_epi32(t35, t8, t25, 0xCA);
        t54 = _mm256_set1_epi32((int)t22);
        t14 = _mm256_ternarylogic_epi32(t1, t54, t26, 0xCA);
        t15 = _mm256_ternarylogic_epi32(t1, t23, t27, 0xCA);
        t16 = _mm256_or_si256(t28, t33);
        t17 = _mm256_or_si256(t29, t9);
        t11 = _mm256_movepi32_mask(t10);
        t55 = t11 & (t11 - 1U);
        if ((t55 & (t55 - 1U)) == 0U) {
            t19 = (__m256i)(vcc_m8){0};
            t20 = (__m256i)(vcc_v8_int){0};
            t21 = (__m256i)(vcc_v8_int){0};
        L103:
            for (;;) {
                if (t11 == 0U) {
                    t56 = t12;
                    t57 = t13;
                    t3 = t14;
                    t4 = t15;
                    t5 = t19;
                    t58 = t16;
                    t59 = t17;
                    t6 = t20;
                    t7 = t21;
                    goto L104;
                }
                __m256i t86 = _mm256_movm_epi32((__mmask8)(t11 & (0U - t11)));
                __m256i t87 = _mm256_ternarylogic_epi32(t86, t8, _mm256_set1_epi32(0), 0xCA);
                __m256i t88 = _mm256_ternarylogic_epi32(t86, t2, _mm256_set1_epi32(0), 0xCA);
                int t90 = vcc_avx2_reduce_epi32(t87, _mm_or_si128, int);
                int t18 = vcc_avx2_reduce_epi32(t88, _mm_or_si128, int);
                for (t89 = t53; t89 < limit; t89++, t90 = t91) {
                    t18 = t90 & 7;
                    if (t90 > 1000) {
                        __m256i t96 = _mm256_set1_epi32((int)t18);
                        t12 = _mm256_ternarylogic_epi32(t86, t96, t12, 0xCA);
                        __m256i t97 = _mm256_set1_epi32((int)t89);
                        t14 = _mm256_ternarylogic_epi32(t86, t97, t14, 0xCA);
                        __m256i t98 = _mm256_set1_epi32((int)t90);
                        t15 = _mm256_ternarylogic_epi32(t86, t98, t15, 0xCA);
                        t16 = _mm256_or_si256(t16, t86);
                        t11 &= t11 - 1U;
                        goto L103;
                    }
                    t91 = t90 * 3 + t89;
                    if ((t91 % 5) == 0) {
                        __m256i t99 = _mm256_set1_epi32((int)t18);
                        t12 = _mm256_ternarylogic_epi32(t86, t99, t12, 0xCA);
                        __m256i t100 = _mm256_set1_epi32((int)t91);
                        t13 = _mm256_ternarylogic_epi32(t86, t100, t13, 0xCA);
                        __m256i t101 = _mm256_set1_epi32((int)t89);
                        t14 = _mm256_ternarylogic_epi32(t86, t101, t14, 0xCA);
                        __m256i t102 = _mm256_set1_epi32((int)t90);
                        t15 = _mm256_ternarylogic_epi32(t86, t102, t15, 0xCA);
                        t17 = _mm256_or_si256(t17, t86);
                        t11 &= t11 - 1U;
                        goto L103;
                    }
                }
                __m256i t92 = _mm256_set1_epi32((int)t89);
                t14 = _mm256_ternarylogic_epi32(t86, t92, t14, 0xCA);
                __m256i t93 = _mm256_set1_epi32((int)t90);
                t15 = _mm256_ternarylogic_epi32(t86, t93, t15, 0xCA);
                t19 = _mm256_or_si256(t19, t86);
                __m256i t94 = _mm256_set1_epi32((int)t90);
                t20 = _mm256_ternarylogic_epi32(t86, t94, t20, 0xCA);
                __m256i t95 = _mm256_set1_epi32((int)t18);
                t21 = _mm256_ternarylogic_epi32(t86, t95, t21, 0xCA);
                t11 &= t11 - 1U;
            }
        } else {
            t1 = t10;
            t22 = t53;
            t23 = t8;
            t24 = t12;
            t25 = t13;
            t26 = t14;
            t27 = t15;
            t28 = t16;
            t29 = t17;
        }
    }
    t36 = _mm256_set1_epi32((int)t22);
    t3 = _mm256_ternarylogic_epi32(t1, t36, t26, 0xCA);
    t4 = _mm256_ternarylogic_epi32(t1, t23, t27, 0xCA);
    t5 = _mm256_or_si256((__m256i)(vcc_m8){0}, t1);
    t6 = _mm256_ternarylogic_epi32(t1, t23, (__m256i)(vcc_v8_int){0}, 0xCA);
    t7 = _mm256_ternarylogic_epi32(t1, t2, (__m256i)(vcc_v8_int){0}, 0xCA);
    t56 = t24;
    t57 = t25;
    t58 = t28;
    t59 = t29;
L104:
    t60 = _mm256_set1_epi32(1);
    __m256i t61 = t57;
    __m256i t62 = t60;
    __m256i t63 = _mm256_add_epi32(t61, t62);
    __m256i t64 = t63;
    __m256i t65 = _mm256_ternarylogic_epi32(t59, t64, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m256i t66 = t4;
    __m256i t67 = _mm256_sub_epi32(_mm256_setzero_si256(), t66);
    __m256i t68 = t67;
    __m256i t69 = _mm256_or_si256(t5, t58);
    __m256i t70 = _mm256_ternarylogic_epi32(t58, t68, t6, 0xCA);
    __m256i t71 = _mm256_ternarylogic_epi32(t58, t56, t7, 0xCA);
    __m256i t72 = _mm256_set1_epi32(100);
    __m256i t73 = t71;
    __m256i t74 = t72;
    __m256i t75 = _mm256_mullo_epi32(t73, t74);
    __m256i t76 = t75;
    __m256i t77 = t70;
    __m256i t78 = t76;
    __m256i t79 = _mm256_add_epi32(t77, t78);
    __m256i t80 = t79;
    __m256i t81 = t80;
    __m256i t82 = t3;
    __m256i t83 = _mm256_add_epi32(t81, t82);
    __m256i t84 = t83;
    __m256i t85 = _mm256_ternarylogic_epi32(t69, t84, t65, 0xCA);
    return t85;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_walk(__m256i x, int limit, __m256i mask) {
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
    unsigned int t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int t53;
    __m256i t54;
    unsigned int t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    int t89;
    int t91;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = _mm256_set1_epi32(0);
    t22 = 0;
    t23 = x;
    t24 = (__m256i)(vcc_v8_int){0};
    t25 = (__m256i)(vcc_v8_int){0};
    t26 = (__m256i)(vcc_v8_int){0};
    t27 = (__m256i)(vcc_v8_int){0};
    t28 = (__m256i)(vcc_m8){0};
    t29 = (__m256i)(vcc_m8){0};
    while (t22 < limit) {
        t30 = _mm256_set1_epi32(7);
        t2 = _mm256_and_si256(t23, t30);
        t31 = _mm256_set1_epi32(1000);
        t32 = _mm256_cmpgt_epi32(t23, t31);
        t33 = _mm256_and_si256(t1, t32);
        t34 = (__m256i)~(vcc_m8)t32;
        t35 = _mm256_and_si256(t1, t34);
        if ((_mm256_movemask_epi8(t35) != 0)) {
            __m256i t37 = _mm256_set1_epi32(3);
            __m256i t38 = t23;
            __m256i t39 = t37;
            __m256i t40 = _mm256_mullo_epi32(t38, t39);
            __m256i t41 = t40;
            __m256i t42 = _mm256_set1_epi32((int)t22);
            __m256i t43 = t41;
            __m256i t44 = t42;
            __m256i t45 = _mm256_add_epi32(t43, t44);
            t8 = t45;
            __m256i t46 = _mm256_set1_epi32(5);
            __m256i t47 = _mm256_set1_epi32(1);
            __m256i t48 = _mm256_ternarylogic_epi32(t35, t46, t47, 0xCA);
            __m256i t49 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)t48);
            __m256i t50 = _mm256_set1_epi32(0);
            __m256i t51 = _mm256_cmpeq_epi32(t49, t50);
            t9 = _mm256_and_si256(t35, t51);
            __m256i t52 = (__m256i)~(vcc_m8)t51;
            t10 = _mm256_and_si256(t35, t52);
        } else {
            t8 = (__m256i)(vcc_v8_int){0};
            t9 = (__m256i)(vcc_m8){0};
            t10 = (__m256i)(vcc_m8){0};
        }
        t53 = t22 + 1;
        t12 = _mm256_ternarylogic_epi32(t1, t2, t24, 0xCA);
        t13 = _mm256_ternarylogic_epi32(t35, t8, t25, 0xCA);
        t54 = _mm256_set1_epi32((int)t22);
        t14 = _mm256_ternarylogic_epi32(t1, t54, t26, 0xCA);
        t15 = _mm256_ternarylogic_epi32(t1, t23, t27, 0xCA);
        t16 = _mm256_or_si256(t28, t33);
        t17 = _mm256_or_si256(t29, t9);
        t11 = _mm256_movepi32_mask(t10);
        t55 = t11 & (t11 - 1U);
        if ((t55 & (t55 - 1U)) == 0U) {
            t19 = (__m256i)(vcc_m8){0};
            t20 = (__m256i)(vcc_v8_int){0};
            t21 = (__m256i)(vcc_v8_int){0};
        L103:
            for (;;) {
                if (t11 == 0U) {
                    t56 = t12;
                    t57 = t13;
                    t3 = t14;
                    t4 = t15;
                    t5 = t19;
                    t58 = t16;
                    t59 = t17;
                    t6 = t20;
                    t7 = t21;
                    goto L104;
                }
                __m256i t86 = _mm256_movm_epi32((__mmask8)(t11 & (0U - t11)));
                __m256i t87 = _mm256_ternarylogic_epi32(t86, t8, _mm256_set1_epi32(0), 0xCA);
                __m256i t88 = _mm256_ternarylogic_epi32(t86, t2, _mm256_set1_epi32(0), 0xCA);
                int t90 = vcc_avx2_reduce_epi32(t87, _mm_or_si128, int);
                int t18 = vcc_avx2_reduce_epi32(t88, _mm_or_si128, int);
                for (t89 = t53; t89 < limit; t89++, t90 = t91) {
                    t18 = t90 & 7;
                    if (t90 > 1000) {
                        __m256i t96 = _mm256_set1_epi32((int)t18);
                        t12 = _mm256_ternarylogic_epi32(t86, t96, t12, 0xCA);
                        __m256i t97 = _mm256_set1_epi32((int)t89);
                        t14 = _mm256_ternarylogic_epi32(t86, t97, t14, 0xCA);
                        __m256i t98 = _mm256_set1_epi32((int)t90);
                        t15 = _mm256_ternarylogic_epi32(t86, t98, t15, 0xCA);
                        t16 = _mm256_or_si256(t16, t86);
                        t11 &= t11 - 1U;
                        goto L103;
                    }
                    t91 = t90 * 3 + t89;
                    if ((t91 % 5) == 0) {
                        __m256i t99 = _mm256_set1_epi32((int)t18);
                        t12 = _mm256_ternarylogic_epi32(t86, t99, t12, 0xCA);
                        __m256i t100 = _mm256_set1_epi32((int)t91);
                        t13 = _mm256_ternarylogic_epi32(t86, t100, t13, 0xCA);
                        __m256i t101 = _mm256_set1_epi32((int)t89);
                        t14 = _mm256_ternarylogic_epi32(t86, t101, t14, 0xCA);
                        __m256i t102 = _mm256_set1_epi32((int)t90);
                        t15 = _mm256_ternarylogic_epi32(t86, t102, t15, 0xCA);
                        t17 = _mm256_or_si256(t17, t86);
                        t11 &= t11 - 1U;
                        goto L103;
                    }
                }
                __m256i t92 = _mm256_set1_epi32((int)t89);
                t14 = _mm256_ternarylogic_epi32(t86, t92, t14, 0xCA);
                __m256i t93 = _mm256_set1_epi32((int)t90);
                t15 = _mm256_ternarylogic_epi32(t86, t93, t15, 0xCA);
                t19 = _mm256_or_si256(t19, t86);
                __m256i t94 = _mm256_set1_epi32((int)t90);
                t20 = _mm256_ternarylogic_epi32(t86, t94, t20, 0xCA);
                __m256i t95 = _mm256_set1_epi32((int)t18);
                t21 = _mm256_ternarylogic_epi32(t86, t95, t21, 0xCA);
                t11 &= t11 - 1U;
            }
        } else {
            t1 = t10;
            t22 = t53;
            t23 = t8;
            t24 = t12;
            t25 = t13;
            t26 = t14;
            t27 = t15;
            t28 = t16;
            t29 = t17;
        }
    }
    t36 = _mm256_set1_epi32((int)t22);
    t3 = _mm256_ternarylogic_epi32(t1, t36, t26, 0xCA);
    t4 = _mm256_ternarylogic_epi32(t1, t23, t27, 0xCA);
    t5 = _mm256_or_si256((__m256i)(vcc_m8){0}, t1);
    t6 = _mm256_ternarylogic_epi32(t1, t23, (__m256i)(vcc_v8_int){0}, 0xCA);
    t7 = _mm256_ternarylogic_epi32(t1, t2, (__m256i)(vcc_v8_int){0}, 0xCA);
    t56 = t24;
    t57 = t25;
    t58 = t28;
    t59 = t29;
L104:
    t60 = _mm256_set1_epi32(1);
    __m256i t61 = t57;
    __m256i t62 = t60;
    __m256i t63 = _mm256_add_epi32(t61, t62);
    __m256i t64 = t63;
    __m256i t65 = _mm256_ternarylogic_epi32(t59, t64, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m256i t66 = t4;
    __m256i t67 = _mm256_sub_epi32(_mm256_setzero_si256(), t66);
    __m256i t68 = t67;
    __m256i t69 = _mm256_or_si256(t5, t58);
    __m256i t70 = _mm256_ternarylogic_epi32(t58, t68, t6, 0xCA);
    __m256i t71 = _mm256_ternarylogic_epi32(t58, t56, t7, 0xCA);
    __m256i t72 = _mm256_set1_epi32(100);
    __m256i t73 = t71;
    __m256i t74 = t72;
    __m256i t75 = _mm256_mullo_epi32(t73, t74);
    __m256i t76 = t75;
    __m256i t77 = t70;
    __m256i t78 = t76;
    __m256i t79 = _mm256_add_epi32(t77, t78);
    __m256i t80 = t79;
    __m256i t81 = t80;
    __m256i t82 = t3;
    __m256i t83 = _mm256_add_epi32(t81, t82);
    __m256i t84 = t83;
    __m256i t85 = _mm256_ternarylogic_epi32(t69, t84, t65, 0xCA);
    return t85;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_count(__m512i x, int limit) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512i t2;
    __m512i t3;
    __mmask16 t4;
    unsigned int t5;
    __m512i t6;
    __m512i t7;
    int t8;
    __m512i t9;
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
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    int t31;
    __m512i t32;
    unsigned int t33;
    unsigned int t34;
    int t37;
    int t39;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t8 = 0;
    t7 = x;
    t9 = (__m512i)(vcc_v16_int){0};
    while (t8 < limit) {
        t10 = _mm512_set1_epi32(1);
        t11 = _mm512_cmp_epi32_mask(t7, t10, _MM_CMPINT_NE);
        t12 = _kand_mask16(t1, t11);
        t13 = _mm512_set1_epi32(1);
        t14 = _mm512_and_si512(t7, t13);
        t15 = _mm512_test_epi32_mask(t14, t14);
        t16 = _knot_mask16(t15);
        t4 = _kand_mask16(t12, t16);
        if ((t4 != 0)) {
            __m512i t18 = _mm512_set1_epi32(2);
            __m512i t19 = _mm512_set1_epi32(1);
            __m512i t20 = _mm512_mask_blend_epi32(t4, t19, t18);
            t3 = (__m512i)((vcc_v16_int)t7 / (vcc_v16_int)t20);
        } else {
            t3 = (__m512i)(vcc_v16_int){0};
            t4 = ((__mmask16)0x0);
        }
        t21 = _mm512_set1_epi32(3);
        t22 = t21;
        t23 = t7;
        t24 = _mm512_mullo_epi32(t22, t23);
        t25 = t24;
        t26 = _mm512_set1_epi32(1);
        t27 = t25;
        t28 = t26;
        t29 = _mm512_add_epi32(t27, t28);
        t30 = t29;
        t7 = _mm512_mask_blend_epi32(t4, t30, t3);
        t31 = t8 + 1;
        t32 = _mm512_set1_epi32((int)t8);
        t6 = _mm512_mask_blend_epi32(t1, t9, t32);
        t5 = t12;
        t33 = t5 & (t5 - 1U);
        t34 = t33 & (t33 - 1U);
        if ((t34 & (t34 - 1U)) == 0U) {
        L42:
            for (;;) {
                if (t5 == 0U) {
                    t2 = t6;
                    goto L43;
                }
                __mmask16 t35 = (__mmask16)(t5 & (0U - t5));
                __m512i t36 = _mm512_mask_blend_epi32(t35, _mm512_set1_epi32(0), t7);
                int t38 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t36), _mm512_extracti64x4_epi64(t36, 1)), _mm_or_si128, int);
                for (t37 = t31; t37 < limit; t37++, t38 = t39) {
                    if ((t38 != 1) == 0) {
                        __m512i t41 = _mm512_set1_epi32((int)t37);
                        t6 = _mm512_mask_blend_epi32(t35, t6, t41);
                        t5 &= t5 - 1U;
                        goto L42;
                    }
                    if (t38 & 1) {
                        t39 = 3 * t38 + 1;
                    } else {
                        t39 = t38 / 2;
                    }
                }
                __m512i t40 = _mm512_set1_epi32((int)t37);
                t6 = _mm512_mask_blend_epi32(t35, t6, t40);
                t5 &= t5 - 1U;
            }
        } else {
            t1 = t12;
            t8 = t31;
            t9 = t6;
        }
    }
    t17 = _mm512_set1_epi32((int)t8);
    t2 = _mm512_mask_blend_epi32(t1, t9, t17);
L43:
    return t2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_count(__m512i x, int limit, unsigned int mask) {
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    __mmask16 t3;
    unsigned int t4;
    __m512i t5;
    __m512i t6;
    __mmask16 t7;
    __mmask16 t8;
    int t9;
    __m512i t10;
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
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    int t32;
    __m512i t33;
    unsigned int t34;
    unsigned int t35;
    __m512i t36;
    int t39;
    int t41;
    t7 = (__mmask16)mask;
    t8 = t7;
    t9 = 0;
    t6 = x;
    t10 = (__m512i)(vcc_v16_int){0};
    while (t9 < limit) {
        t11 = _mm512_set1_epi32(1);
        t12 = _mm512_cmp_epi32_mask(t6, t11, _MM_CMPINT_NE);
        t13 = _kand_mask16(t8, t12);
        t14 = _mm512_set1_epi32(1);
        t15 = _mm512_and_si512(t6, t14);
        t16 = _mm512_test_epi32_mask(t15, t15);
        t17 = _knot_mask16(t16);
        t3 = _kand_mask16(t13, t17);
        if ((t3 != 0)) {
            __m512i t19 = _mm512_set1_epi32(2);
            __m512i t20 = _mm512_set1_epi32(1);
            __m512i t21 = _mm512_mask_blend_epi32(t3, t20, t19);
            t2 = (__m512i)((vcc_v16_int)t6 / (vcc_v16_int)t21);
        } else {
            t2 = (__m512i)(vcc_v16_int){0};
            t3 = ((__mmask16)0x0);
        }
        t22 = _mm512_set1_epi32(3);
        t23 = t22;
        t24 = t6;
        t25 = _mm512_mullo_epi32(t23, t24);
        t26 = t25;
        t27 = _mm512_set1_epi32(1);
        t28 = t26;
        t29 = t27;
        t30 = _mm512_add_epi32(t28, t29);
        t31 = t30;
        t6 = _mm512_mask_blend_epi32(t3, t31, t2);
        t32 = t9 + 1;
        t33 = _mm512_set1_epi32((int)t9);
        t5 = _mm512_mask_blend_epi32(t8, t10, t33);
        t4 = t13;
        t34 = t4 & (t4 - 1U);
        t35 = t34 & (t34 - 1U);
        if ((t35 & (t35 - 1U)) == 0U) {
        L44:
            for (;;) {
                if (t4 == 0U) {
                    t1 = t5;
                    goto L45;
                }
                __mmask16 t37 = (__mmask16)(t4 & (0U - t4));
                __m512i t38 = _mm512_mask_blend_epi32(t37, _mm512_set1_epi32(0), t6);
                int t40 = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t38), _mm512_extracti64x4_epi64(t38, 1)), _mm_or_si128, int);
                for (t39 = t32; t39 < limit; t39++, t40 = t41) {
                    if ((t40 != 1) == 0) {
                        __m512i t43 = _mm512_set1_epi32((int)t39);
                        t5 = _mm512_mask_blend_epi32(t37, t5, t43);
                        t4 &= t4 - 1U;
                        goto L44;
                    }
                    if (t40 & 1) {
                        t41 = 3 * t40 + 1;
                    } else {
                        t41 = t40 / 2;
                    }
                }
                __m512i t42 = _mm512_set1_epi32((int)t39);
                t5 = _mm512_mask_blend_epi32(t37, t5, t42);
                t4 &= t4 - 1U;
            }
        } else {
            t8 = t13;
            t9 = t32;
            t10 = t5;
        }
    }
    t18 = _mm512_set1_epi32((int)t9);
    t1 = _mm512_mask_blend_epi32(t8, t10, t18);
L45:
    t36 = _mm512_mask_blend_epi32(t7, (__m512i)(vcc_v16_int){0}, t1);
    return t36;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_count(__m256i x, int limit) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    unsigned int t5;
    __m256i t6;
    __m256i t7;
    int t8;
    __m256i t9;
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
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    int t31;
    __m256i t32;
    unsigned int t33;
    int t36;
    int t38;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t8 = 0;
    t7 = x;
    t9 = (__m256i)(vcc_v8_int){0};
    while (t8 < limit) {
        t10 = _mm256_set1_epi32(1);
        t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t7, t10, _MM_CMPINT_NE));
        t12 = _mm256_and_si256(t1, t11);
        t13 = _mm256_set1_epi32(1);
        t14 = _mm256_and_si256(t7, t13);
        t15 = (__m256i)(vcc_m8)((vcc_v8_int)t14 != (vcc_v8_int){0});
        t16 = (__m256i)~(vcc_m8)t15;
        t4 = _mm256_and_si256(t12, t16);
        if ((_mm256_movemask_epi8(t4) != 0)) {
            __m256i t18 = _mm256_set1_epi32(2);
            __m256i t19 = _mm256_set1_epi32(1);
            __m256i t20 = _mm256_ternarylogic_epi32(t4, t18, t19, 0xCA);
            t3 = (__m256i)((vcc_v8_int)t7 / (vcc_v8_int)t20);
        } else {
            t3 = (__m256i)(vcc_v8_int){0};
            t4 = (__m256i)(vcc_m8){0};
        }
        t21 = _mm256_set1_epi32(3);
        t22 = t21;
        t23 = t7;
        t24 = _mm256_mullo_epi32(t22, t23);
        t25 = t24;
        t26 = _mm256_set1_epi32(1);
        t27 = t25;
        t28 = t26;
        t29 = _mm256_add_epi32(t27, t28);
        t30 = t29;
        t7 = _mm256_ternarylogic_epi32(t4, t3, t30, 0xCA);
        t31 = t8 + 1;
        t32 = _mm256_set1_epi32((int)t8);
        t6 = _mm256_ternarylogic_epi32(t1, t32, t9, 0xCA);
        t5 = _mm256_movepi32_mask(t12);
        t33 = t5 & (t5 - 1U);
        if ((t33 & (t33 - 1U)) == 0U) {
        L41:
            for (;;) {
                if (t5 == 0U) {
                    t2 = t6;
                    goto L42;
                }
                __m256i t34 = _mm256_movm_epi32((__mmask8)(t5 & (0U - t5)));
                __m256i t35 = _mm256_ternarylogic_epi32(t34, t7, _mm256_set1_epi32(0), 0xCA);
                int t37 = vcc_avx2_reduce_epi32(t35, _mm_or_si128, int);
                for (t36 = t31; t36 < limit; t36++, t37 = t38) {
                    if ((t37 != 1) == 0) {
                        __m256i t40 = _mm256_set1_epi32((int)t36);
                        t6 = _mm256_ternarylogic_epi32(t34, t40, t6, 0xCA);
                        t5 &= t5 - 1U;
                        goto L41;
                    }
                    if (t37 & 1) {
                        t38 = 3 * t37 + 1;
                    } else {
                        t38 = t37 / 2;
                    }
                }
                __m256i t39 = _mm256_set1_epi32((int)t36);
                t6 = _mm256_ternarylogic_epi32(t34, t39, t6, 0xCA);
                t5 &= t5 - 1U;
            }
        } else {
            t1 = t12;
            t8 = t31;
            t9 = t6;
        }
    }
    t17 = _mm256_set1_epi32((int)t8);
    t2 = _mm256_ternarylogic_epi32(t1, t17, t9, 0xCA);
L42:
    return t2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_count(__m256i x, int limit, __m256i mask) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    unsigned int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    int t9;
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
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int t32;
    __m256i t33;
    unsigned int t34;
    __m256i t35;
    int t38;
    int t40;
    t7 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t8 = t7;
    t9 = 0;
    t6 = x;
    t10 = (__m256i)(vcc_v8_int){0};
    while (t9 < limit) {
        t11 = _mm256_set1_epi32(1);
        t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, t11, _MM_CMPINT_NE));
        t13 = _mm256_and_si256(t8, t12);
        t14 = _mm256_set1_epi32(1);
        t15 = _mm256_and_si256(t6, t14);
        t16 = (__m256i)(vcc_m8)((vcc_v8_int)t15 != (vcc_v8_int){0});
        t17 = (__m256i)~(vcc_m8)t16;
        t3 = _mm256_and_si256(t13, t17);
        if ((_mm256_movemask_epi8(t3) != 0)) {
            __m256i t19 = _mm256_set1_epi32(2);
            __m256i t20 = _mm256_set1_epi32(1);
            __m256i t21 = _mm256_ternarylogic_epi32(t3, t19, t20, 0xCA);
            t2 = (__m256i)((vcc_v8_int)t6 / (vcc_v8_int)t21);
        } else {
            t2 = (__m256i)(vcc_v8_int){0};
            t3 = (__m256i)(vcc_m8){0};
        }
        t22 = _mm256_set1_epi32(3);
        t23 = t22;
        t24 = t6;
        t25 = _mm256_mullo_epi32(t23, t24);
        t26 = t25;
        t27 = _mm256_set1_epi32(1);
        t28 = t26;
        t29 = t27;
        t30 = _mm256_add_epi32(t28, t29);
        t31 = t30;
        t6 = _mm256_ternarylogic_epi32(t3, t2, t31, 0xCA);
        t32 = t9 + 1;
        t33 = _mm256_set1_epi32((int)t9);
        t5 = _mm256_ternarylogic_epi32(t8, t33, t10, 0xCA);
        t4 = _mm256_movepi32_mask(t13);
        t34 = t4 & (t4 - 1U);
        if ((t34 & (t34 - 1U)) == 0U) {
        L43:
            for (;;) {
                if (t4 == 0U) {
                    t1 = t5;
                    goto L44;
                }
                __m256i t36 = _mm256_movm_epi32((__mmask8)(t4 & (0U - t4)));
                __m256i t37 = _mm256_ternarylogic_epi32(t36, t6, _mm256_set1_epi32(0), 0xCA);
                int t39 = vcc_avx2_reduce_epi32(t37, _mm_or_si128, int);
                for (t38 = t32; t38 < limit; t38++, t39 = t40) {
                    if ((t39 != 1) == 0) {
                        __m256i t42 = _mm256_set1_epi32((int)t38);
                        t5 = _mm256_ternarylogic_epi32(t36, t42, t5, 0xCA);
                        t4 &= t4 - 1U;
                        goto L43;
                    }
                    if (t39 & 1) {
                        t40 = 3 * t39 + 1;
                    } else {
                        t40 = t39 / 2;
                    }
                }
                __m256i t41 = _mm256_set1_epi32((int)t38);
                t5 = _mm256_ternarylogic_epi32(t36, t41, t5, 0xCA);
                t4 &= t4 - 1U;
            }
        } else {
            t8 = t13;
            t9 = t32;
            t10 = t5;
        }
    }
    t18 = _mm256_set1_epi32((int)t9);
    t1 = _mm256_ternarylogic_epi32(t8, t18, t10, 0xCA);
L44:
    t35 = _mm256_ternarylogic_epi32(t7, t1, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t35;
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
