/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: bytes widened to 32-bit lanes and selected on a test of the same bytes, as
 * libdeflate's deflate_set_costs_from_codes does. On avx512 the select was a k-mask blend,
 * which gcc 12.2 folded with the widening into a merge-masked vpmovzxbd from memory that it
 * then failed to compile (an internal compiler error); it is a vpternlogd now. */
struct costs {
    unsigned slot[300];
};

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void set_costs(int n, struct costs *restrict c, const unsigned char *restrict lens, const unsigned char *restrict extra) {
    vcc_no_contract_body
    int t25;
    int i;
    int t40;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(lens + t5));
            __mmask16 t7 = _mm_cmp_epi8_mask(t6, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t8 = _mm512_cvtepu8_epi32(t6);
            __m512i t9 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(10), t8);
            __m512i t10 = t9;
            __m128i t11 = _mm_loadu_si128((const __m128i *)(extra + t5));
            __m512i t12 = _mm512_cvtepu8_epi32(t11);
            __m512i t13 = _mm512_add_epi32(t10, t12);
            __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(16));
            _mm512_storeu_si512(&c->slot[t5], t14);
            long t15 = (long)(int)(t1 + 16L);
            __m128i t16 = _mm_loadu_si128((const __m128i *)(lens + t15));
            __mmask16 t17 = _mm_cmp_epi8_mask(t16, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t18 = _mm512_cvtepu8_epi32(t16);
            __m512i t19 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32(10), t18);
            __m512i t20 = t19;
            __m128i t21 = _mm_loadu_si128((const __m128i *)(extra + t15));
            __m512i t22 = _mm512_cvtepu8_epi32(t21);
            __m512i t23 = _mm512_add_epi32(t20, t22);
            __m512i t24 = _mm512_mullo_epi32(t23, _mm512_set1_epi32(16));
            _mm512_storeu_si512(&c->slot[t15], t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 16L) {
        long t27 = t26 & -16L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m128i t29 = _mm_loadu_si128((const __m128i *)(lens + t28));
            __mmask16 t30 = _mm_cmp_epi8_mask(t29, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t31 = _mm512_cvtepu8_epi32(t29);
            __m512i t32 = _mm512_mask_blend_epi32(t30, _mm512_set1_epi32(10), t31);
            __m512i t33 = t32;
            __m128i t34 = _mm_loadu_si128((const __m128i *)(extra + t28));
            __m512i t35 = _mm512_cvtepu8_epi32(t34);
            __m512i t36 = _mm512_add_epi32(t33, t35);
            __m512i t37 = _mm512_mullo_epi32(t36, _mm512_set1_epi32(16));
            _mm512_storeu_si512(&c->slot[t28], t37);
            t2 += 16L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        unsigned char t39 = lens[t38];
        if (t39) {
            t40 = (int)t39;
        } else {
            t40 = 10;
        }
        c->slot[t38] = ((unsigned int)t40 + (unsigned int)extra[t38]) * 16U;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    int t135;
    __m256i t10 = _mm256_set1_epi32(0);
    __m256i t11 = t10;
    __m256i t1 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t12 = _mm256_set1_epi32(0);
    __m256i t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t14 = t13;
    __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(5));
    __m256i t16 = _mm256_min_epu32(t14, t15);
    __m256i t2 = t16;
    __m256i t17 = _mm256_set1_epi32(0);
    __m256i t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t19 = t18;
    __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(14));
    __m256i t21 = _mm256_min_epu32(t19, t20);
    __m256i t3 = t21;
    long t4 = 0L;
    do {
        __m256i t22 = t1;
        long t23 = (long)(int)t4;
        __m256i t24 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32(0));
        __m256i t25 = t22;
        __m256i t26 = _mm256_set1_epi32(7);
        __m256i t27 = _mm256_mullo_epi32(t25, t26);
        __m256i t28 = t27;
        __m256i t29 = _mm256_ternarylogic_epi32(t24, _mm256_set1_epi32(0), t28, 0xCA);
        vcc_v8_uchar t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t29, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t23], t30);
        vcc_v8_uchar t31 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t3, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t23], t31);
        __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t33 = t32;
        long t34 = (long)(int)(t4 + 8L);
        __m256i t35 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
        __m256i t36 = t35;
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(5));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        __m256i t39 = t38;
        __m256i t40 = _mm256_cmpeq_epi32(t39, _mm256_set1_epi32(0));
        __m256i t41 = t33;
        __m256i t42 = _mm256_set1_epi32(7);
        __m256i t43 = _mm256_mullo_epi32(t41, t42);
        __m256i t44 = t43;
        __m256i t45 = _mm256_ternarylogic_epi32(t40, _mm256_set1_epi32(0), t44, 0xCA);
        vcc_v8_uchar t46 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t45, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t34], t46);
        __m256i t47 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        __m256i t48 = t47;
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(14));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = t50;
        vcc_v8_uchar t52 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t51, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t34], t52);
        __m256i t53 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t54 = t53;
        long t55 = (long)(int)(t4 + 16L);
        __m256i t56 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
        __m256i t57 = t56;
        __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(5));
        __m256i t59 = _mm256_min_epu32(t57, t58);
        __m256i t60 = t59;
        __m256i t61 = _mm256_cmpeq_epi32(t60, _mm256_set1_epi32(0));
        __m256i t62 = t54;
        __m256i t63 = _mm256_set1_epi32(7);
        __m256i t64 = _mm256_mullo_epi32(t62, t63);
        __m256i t65 = t64;
        __m256i t66 = _mm256_ternarylogic_epi32(t61, _mm256_set1_epi32(0), t65, 0xCA);
        vcc_v8_uchar t67 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t66, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t55], t67);
        __m256i t68 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
        __m256i t69 = t68;
        __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(14));
        __m256i t71 = _mm256_min_epu32(t69, t70);
        __m256i t72 = t71;
        vcc_v8_uchar t73 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t72, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t55], t73);
        __m256i t74 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t75 = t74;
        long t76 = (long)(int)(t4 + 24L);
        __m256i t77 = _mm256_add_epi32(t2, _mm256_set1_epi32(4));
        __m256i t78 = t77;
        __m256i t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32(5));
        __m256i t80 = _mm256_min_epu32(t78, t79);
        __m256i t81 = t80;
        __m256i t82 = _mm256_cmpeq_epi32(t81, _mm256_set1_epi32(0));
        __m256i t83 = t75;
        __m256i t84 = _mm256_set1_epi32(7);
        __m256i t85 = _mm256_mullo_epi32(t83, t84);
        __m256i t86 = t85;
        __m256i t87 = _mm256_ternarylogic_epi32(t82, _mm256_set1_epi32(0), t86, 0xCA);
        vcc_v8_uchar t88 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t87, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t76], t88);
        __m256i t89 = _mm256_add_epi32(t3, _mm256_set1_epi32(10));
        __m256i t90 = t89;
        __m256i t91 = _mm256_sub_epi32(t90, _mm256_set1_epi32(14));
        __m256i t92 = _mm256_min_epu32(t90, t91);
        __m256i t93 = t92;
        vcc_v8_uchar t94 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t93, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t76], t94);
        t4 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t95 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
        __m256i t96 = t95;
        __m256i t97 = _mm256_sub_epi32(t96, _mm256_set1_epi32(5));
        __m256i t98 = _mm256_min_epu32(t96, t97);
        t2 = t98;
        __m256i t99 = _mm256_add_epi32(t3, _mm256_set1_epi32(4));
        __m256i t100 = t99;
        __m256i t101 = _mm256_sub_epi32(t100, _mm256_set1_epi32(14));
        __m256i t102 = _mm256_min_epu32(t100, t101);
        t3 = t102;
    } while (t4 < 288L);
    __m256i t103 = _mm256_set1_epi32(288);
    __m256i t104 = t103;
    __m256i t5 = _mm256_add_epi32(t104, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t105 = _mm256_set1_epi32(3);
    __m256i t106 = _mm256_add_epi32(t105, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t107 = t106;
    __m256i t108 = _mm256_sub_epi32(t107, _mm256_set1_epi32(5));
    __m256i t109 = _mm256_min_epu32(t107, t108);
    __m256i t6 = t109;
    __m256i t110 = _mm256_set1_epi32(8);
    __m256i t111 = _mm256_add_epi32(t110, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t112 = t111;
    __m256i t113 = _mm256_sub_epi32(t112, _mm256_set1_epi32(14));
    __m256i t114 = _mm256_min_epu32(t112, t113);
    __m256i t7 = t114;
    long t8 = 0L;
    do {
        __m256i t115 = t5;
        long t116 = (long)(int)(288L + t8);
        __m256i t117 = _mm256_cmpeq_epi32(t6, _mm256_set1_epi32(0));
        __m256i t118 = t115;
        __m256i t119 = _mm256_set1_epi32(7);
        __m256i t120 = _mm256_mullo_epi32(t118, t119);
        __m256i t121 = t120;
        __m256i t122 = _mm256_ternarylogic_epi32(t117, _mm256_set1_epi32(0), t121, 0xCA);
        vcc_v8_uchar t123 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t122, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t116], t123);
        vcc_v8_uchar t124 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t116], t124);
        t8 += 8L;
        t5 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
        __m256i t125 = _mm256_add_epi32(t6, _mm256_set1_epi32(3));
        __m256i t126 = t125;
        __m256i t127 = _mm256_sub_epi32(t126, _mm256_set1_epi32(5));
        __m256i t128 = _mm256_min_epu32(t126, t127);
        t6 = t128;
        __m256i t129 = _mm256_add_epi32(t7, _mm256_set1_epi32(8));
        __m256i t130 = t129;
        __m256i t131 = _mm256_sub_epi32(t130, _mm256_set1_epi32(14));
        __m256i t132 = _mm256_min_epu32(t130, t131);
        t7 = t132;
    } while (t8 < 8L);
    for (int i = 296; i < 300; i++) {
        long t133 = (long)i;
        unsigned char *t134 = &lens[t133];
        if ((i % 5) == 0) {
            t135 = 0;
        } else {
            t135 = i * 7;
        }
        *t134 = (unsigned char)t135;
        extra[t133] = (unsigned char)(i % 14);
    }
    for (unsigned int k = 0U; (unsigned long)k < 72UL; k++) {
        int n = counts[k];
        long t9 = 0L;
        do {
            _mm512_storeu_si512(&c.slot[(int)t9], _mm512_set1_epi32(0));
            _mm512_storeu_si512(&c.slot[(int)(t9 + 16L)], _mm512_set1_epi32(0));
            t9 += 32L;
        } while (t9 < 288L);
        __m512i t136 = _mm512_set1_epi32(12);
        __mmask16 t137 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t136, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&c.slot[288], t137, _mm512_set1_epi32(0));
        for (int i_1 = 300; i_1 < 300; i_1++) {
            c.slot[i_1] = 0U;
        }
        set_costs(n, &c, lens, extra);
        unsigned int check = 0U;
        for (int i_2 = 0; i_2 < 300; i_2++) {
            check = check * 31U + c.slot[i_2];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
