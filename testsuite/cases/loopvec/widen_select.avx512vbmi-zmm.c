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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m128i t6;
    __mmask16 t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m128i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    long t15;
    __m128i t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m128i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m128i t29;
    __mmask16 t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m128i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    int i;
    long t38;
    unsigned char t39;
    int t40;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm_loadu_si128((const __m128i *)(lens + t5));
            t7 = _mm_cmp_epi8_mask(t6, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            t8 = _mm512_cvtepu8_epi32(t6);
            t9 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32((int)10), t8);
            t10 = t9;
            t11 = _mm_loadu_si128((const __m128i *)(extra + t5));
            t12 = _mm512_cvtepu8_epi32(t11);
            t13 = _mm512_add_epi32(t10, t12);
            t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32((int)16));
            _mm512_storeu_si512(&c->slot[t5], t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm_loadu_si128((const __m128i *)(lens + t15));
            t17 = _mm_cmp_epi8_mask(t16, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            t18 = _mm512_cvtepu8_epi32(t16);
            t19 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32((int)10), t18);
            t20 = t19;
            t21 = _mm_loadu_si128((const __m128i *)(extra + t15));
            t22 = _mm512_cvtepu8_epi32(t21);
            t23 = _mm512_add_epi32(t20, t22);
            t24 = _mm512_mullo_epi32(t23, _mm512_set1_epi32((int)16));
            _mm512_storeu_si512(&c->slot[t15], t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 16L) {
        t27 = t26 & -16L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm_loadu_si128((const __m128i *)(lens + t28));
            t30 = _mm_cmp_epi8_mask(t29, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            t31 = _mm512_cvtepu8_epi32(t29);
            t32 = _mm512_mask_blend_epi32(t30, _mm512_set1_epi32((int)10), t31);
            t33 = t32;
            t34 = _mm_loadu_si128((const __m128i *)(extra + t28));
            t35 = _mm512_cvtepu8_epi32(t34);
            t36 = _mm512_add_epi32(t33, t35);
            t37 = _mm512_mullo_epi32(t36, _mm512_set1_epi32((int)16));
            _mm512_storeu_si512(&c->slot[t28], t37);
            t2 += 16L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        t39 = lens[t38];
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
    __m256i t1;
    __m256i t2;
    __m256i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    long t9;
    unsigned int check;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    vcc_v8_uchar t31;
    vcc_v8_uchar t32;
    __m256i t33;
    __m256i t34;
    long t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    vcc_v8_uchar t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    vcc_v8_uchar t53;
    __m256i t54;
    __m256i t55;
    long t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    vcc_v8_uchar t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    vcc_v8_uchar t74;
    __m256i t75;
    __m256i t76;
    long t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    vcc_v8_uchar t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    vcc_v8_uchar t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    int t104;
    long t105;
    long t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    long t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    vcc_v8_uchar t127;
    vcc_v8_uchar t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    int i;
    long t137;
    unsigned char *t138;
    int t139;
    unsigned int k;
    int n;
    long t140;
    int t141;
    long t142;
    __m512i t143;
    __mmask16 t144;
    long t145;
    int i_1;
    int i_2;
    if ((300L >= 32L) & (0 >= 0) & (0 >= 0)) {
        t10 = 300L & -32L;
        t11 = _mm256_set1_epi32((int)0);
        t12 = t11;
        t1 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t13 = _mm256_set1_epi32((int)(0 % 5));
        t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
        t15 = t14;
        t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)5));
        t17 = _mm256_min_epu32(t15, t16);
        t2 = t17;
        t18 = _mm256_set1_epi32((int)(0 % 14));
        t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t20 = t19;
        t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)14));
        t22 = _mm256_min_epu32(t20, t21);
        t3 = t22;
        t4 = 0L;
        do {
            t23 = t1;
            t24 = (long)(int)((long)0 + t4);
            t25 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32((int)0));
            t26 = t23;
            t27 = _mm256_set1_epi32((int)7);
            t28 = _mm256_mullo_epi32(t26, t27);
            t29 = t28;
            t30 = _mm256_ternarylogic_epi32(t25, _mm256_set1_epi32((int)0), t29, 0xCA);
            t31 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t30, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t24], t31);
            t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t3, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t24], t32);
            t33 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t34 = t33;
            t35 = (long)(int)((long)0 + (t4 + 8L));
            t36 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
            t37 = t36;
            t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)5));
            t39 = _mm256_min_epu32(t37, t38);
            t40 = t39;
            t41 = _mm256_cmpeq_epi32(t40, _mm256_set1_epi32((int)0));
            t42 = t34;
            t43 = _mm256_set1_epi32((int)7);
            t44 = _mm256_mullo_epi32(t42, t43);
            t45 = t44;
            t46 = _mm256_ternarylogic_epi32(t41, _mm256_set1_epi32((int)0), t45, 0xCA);
            t47 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t46, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t35], t47);
            t48 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
            t49 = t48;
            t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)14));
            t51 = _mm256_min_epu32(t49, t50);
            t52 = t51;
            t53 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t52, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t35], t53);
            t54 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t55 = t54;
            t56 = (long)(int)((long)0 + (t4 + 16L));
            t57 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
            t58 = t57;
            t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32((int)5));
            t60 = _mm256_min_epu32(t58, t59);
            t61 = t60;
            t62 = _mm256_cmpeq_epi32(t61, _mm256_set1_epi32((int)0));
            t63 = t55;
            t64 = _mm256_set1_epi32((int)7);
            t65 = _mm256_mullo_epi32(t63, t64);
            t66 = t65;
            t67 = _mm256_ternarylogic_epi32(t62, _mm256_set1_epi32((int)0), t66, 0xCA);
            t68 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t67, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t56], t68);
            t69 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)2));
            t70 = t69;
            t71 = _mm256_sub_epi32(t70, _mm256_set1_epi32((int)14));
            t72 = _mm256_min_epu32(t70, t71);
            t73 = t72;
            t74 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t73, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t56], t74);
            t75 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t76 = t75;
            t77 = (long)(int)((long)0 + (t4 + 24L));
            t78 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)4));
            t79 = t78;
            t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32((int)5));
            t81 = _mm256_min_epu32(t79, t80);
            t82 = t81;
            t83 = _mm256_cmpeq_epi32(t82, _mm256_set1_epi32((int)0));
            t84 = t76;
            t85 = _mm256_set1_epi32((int)7);
            t86 = _mm256_mullo_epi32(t84, t85);
            t87 = t86;
            t88 = _mm256_ternarylogic_epi32(t83, _mm256_set1_epi32((int)0), t87, 0xCA);
            t89 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t88, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t77], t89);
            t90 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)10));
            t91 = t90;
            t92 = _mm256_sub_epi32(t91, _mm256_set1_epi32((int)14));
            t93 = _mm256_min_epu32(t91, t92);
            t94 = t93;
            t95 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t94, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t77], t95);
            t4 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t96 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
            t97 = t96;
            t98 = _mm256_sub_epi32(t97, _mm256_set1_epi32((int)5));
            t99 = _mm256_min_epu32(t97, t98);
            t2 = t99;
            t100 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)4));
            t101 = t100;
            t102 = _mm256_sub_epi32(t101, _mm256_set1_epi32((int)14));
            t103 = _mm256_min_epu32(t101, t102);
            t3 = t103;
        } while (t4 < t10);
        t104 = (int)((long)0 + t10);
    } else {
        t104 = 0;
    }
    t105 = (long)t104 * -1L + 300L;
    if ((t105 >= 8L) & (t104 >= 0) & (t104 >= 0)) {
        t106 = t105 & -8L;
        t107 = _mm256_set1_epi32((int)t104);
        t108 = t107;
        t5 = _mm256_add_epi32(t108, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t109 = _mm256_set1_epi32((int)(t104 % 5));
        t110 = _mm256_add_epi32(t109, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
        t111 = t110;
        t112 = _mm256_sub_epi32(t111, _mm256_set1_epi32((int)5));
        t113 = _mm256_min_epu32(t111, t112);
        t6 = t113;
        t114 = _mm256_set1_epi32((int)(t104 % 14));
        t115 = _mm256_add_epi32(t114, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t116 = t115;
        t117 = _mm256_sub_epi32(t116, _mm256_set1_epi32((int)14));
        t118 = _mm256_min_epu32(t116, t117);
        t7 = t118;
        t8 = 0L;
        do {
            t119 = t5;
            t120 = (long)(int)((long)t104 + t8);
            t121 = _mm256_cmpeq_epi32(t6, _mm256_set1_epi32((int)0));
            t122 = t119;
            t123 = _mm256_set1_epi32((int)7);
            t124 = _mm256_mullo_epi32(t122, t123);
            t125 = t124;
            t126 = _mm256_ternarylogic_epi32(t121, _mm256_set1_epi32((int)0), t125, 0xCA);
            t127 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t126, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t120], t127);
            t128 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t120], t128);
            t8 += 8L;
            t5 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
            t129 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)3));
            t130 = t129;
            t131 = _mm256_sub_epi32(t130, _mm256_set1_epi32((int)5));
            t132 = _mm256_min_epu32(t130, t131);
            t6 = t132;
            t133 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)8));
            t134 = t133;
            t135 = _mm256_sub_epi32(t134, _mm256_set1_epi32((int)14));
            t136 = _mm256_min_epu32(t134, t135);
            t7 = t136;
        } while (t8 < t106);
        i = (int)((long)t104 + t106);
    } else {
        i = t104;
    }
    for (; i < 300; i++) {
        t137 = (long)i;
        t138 = &lens[t137];
        if ((i % 5) == 0) {
            t139 = 0;
        } else {
            t139 = i * 7;
        }
        *t138 = (unsigned char)t139;
        extra[t137] = (unsigned char)(i % 14);
    }
    for (k = 0U; (unsigned long)k < 72UL; k++) {
        n = counts[k];
        if (300L >= 32L) {
            t140 = 300L & -32L;
            t9 = 0L;
            do {
                _mm512_storeu_si512(&c.slot[(int)((long)0 + t9)], _mm512_set1_epi32((int)0));
                _mm512_storeu_si512(&c.slot[(int)((long)0 + (t9 + 16L))], _mm512_set1_epi32((int)0));
                t9 += 32L;
            } while (t9 < t140);
            t141 = (int)((long)0 + t140);
        } else {
            t141 = 0;
        }
        t142 = (long)t141 * -1L + 300L;
        if ((t142 >= 1L) & (t142 <= 16L)) {
            t143 = _mm512_set1_epi32((int)(int)t142);
            t144 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t143, _MM_CMPINT_LT);
            t145 = 0L;
            _mm512_mask_storeu_epi32(&c.slot[(int)((long)t141 + t145)], t144, _mm512_set1_epi32((int)0));
            i_1 = (int)((long)t141 + t142);
        } else {
            i_1 = t141;
        }
        for (; i_1 < 300; i_1++) {
            c.slot[i_1] = 0U;
        }
        (_mm256_zeroupper(), set_costs(n, &c, lens, extra));
        check = 0U;
        for (i_2 = 0; i_2 < 300; i_2++) {
            check = check * 31U + c.slot[i_2];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
