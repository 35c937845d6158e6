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
    int t17;
    int i;
    int t29;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_select.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i lens_v = _mm_loadu_si128((const __m128i *)(lens + t3));
            __mmask16 t4 = _mm_cmp_epi8_mask(lens_v, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t5 = _mm512_cvtepu8_epi32(lens_v);
            __m512i t6 = _mm512_mask_blend_epi32(t4, _mm512_set1_epi32(10), t5);
            __m512i len_v = t6;
            __m128i extra_v = _mm_loadu_si128((const __m128i *)(extra + t3));
            __m512i t7 = _mm512_cvtepu8_epi32(extra_v);
            __m512i t8 = _mm512_add_epi32(len_v, t7);
            __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(16));
            _mm512_storeu_si512(&c->slot[t3], t9);
            long t10 = (long)(int)(i_vec + 16L);
            __m128i lens_v_1 = _mm_loadu_si128((const __m128i *)(lens + t10));
            __mmask16 t11 = _mm_cmp_epi8_mask(lens_v_1, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t12 = _mm512_cvtepu8_epi32(lens_v_1);
            __m512i t13 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(10), t12);
            __m512i len_v_1 = t13;
            __m128i extra_v_1 = _mm_loadu_si128((const __m128i *)(extra + t10));
            __m512i t14 = _mm512_cvtepu8_epi32(extra_v_1);
            __m512i t15 = _mm512_add_epi32(len_v_1, t14);
            __m512i t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(16));
            _mm512_storeu_si512(&c->slot[t10], t16);
            i_vec += 32L;
        } while (i_vec < t2);
        t17 = (int)t2;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + i_vec_1);
            __m128i lens_v_2 = _mm_loadu_si128((const __m128i *)(lens + t20));
            __mmask16 t21 = _mm_cmp_epi8_mask(lens_v_2, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m512i t22 = _mm512_cvtepu8_epi32(lens_v_2);
            __m512i t23 = _mm512_mask_blend_epi32(t21, _mm512_set1_epi32(10), t22);
            __m512i len_v_2 = t23;
            __m128i extra_v_2 = _mm_loadu_si128((const __m128i *)(extra + t20));
            __m512i t24 = _mm512_cvtepu8_epi32(extra_v_2);
            __m512i t25 = _mm512_add_epi32(len_v_2, t24);
            __m512i t26 = _mm512_mullo_epi32(t25, _mm512_set1_epi32(16));
            _mm512_storeu_si512(&c->slot[t20], t26);
            i_vec_1 += 16L;
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        unsigned char t28 = lens[t27];
        if (t28) {
            t29 = (int)t28;
        } else {
            t29 = 10;
        }
        c->slot[t27] = ((unsigned int)t29 + (unsigned int)extra[t27]) * 16U;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    int t125;
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = t5;
    __m256i i_v = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t9 = t8;
    __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(5));
    __m256i t11 = _mm256_min_epu32(t9, t10);
    __m256i t1 = t11;
    __m256i t12 = _mm256_set1_epi32(0);
    __m256i t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t14 = t13;
    __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(14));
    __m256i t16 = _mm256_min_epu32(t14, t15);
    __m256i t2 = t16;
    long i_vec = 0L;
    /* vcc: loop at widen_select.c:23 vectorized: VF 8, UF 4, the remainder at 24:35 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 25:35 by 14 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        __m256i i_v_2 = i_v;
        long t17 = (long)(int)i_vec;
        __m256i t18 = _mm256_cmpeq_epi32(t1, _mm256_set1_epi32(0));
        __m256i t19 = i_v_2;
        __m256i t20 = _mm256_set1_epi32(7);
        __m256i t21 = _mm256_mullo_epi32(t19, t20);
        __m256i t22 = t21;
        __m256i t23 = _mm256_ternarylogic_epi32(t18, _mm256_set1_epi32(0), t22, 0xCA);
        vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t23, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t17], t24);
        vcc_v8_uchar t25 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t2, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t17], t25);
        __m256i t26 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_3 = t26;
        long t27 = (long)(int)(i_vec + 8L);
        __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t29 = t28;
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(5));
        __m256i t31 = _mm256_min_epu32(t29, t30);
        __m256i t32 = t31;
        __m256i t33 = _mm256_cmpeq_epi32(t32, _mm256_set1_epi32(0));
        __m256i t34 = i_v_3;
        __m256i t35 = _mm256_set1_epi32(7);
        __m256i t36 = _mm256_mullo_epi32(t34, t35);
        __m256i t37 = t36;
        __m256i t38 = _mm256_ternarylogic_epi32(t33, _mm256_set1_epi32(0), t37, 0xCA);
        vcc_v8_uchar t39 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t38, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t27], t39);
        __m256i t40 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t41 = t40;
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(14));
        __m256i t43 = _mm256_min_epu32(t41, t42);
        __m256i t44 = t43;
        vcc_v8_uchar t45 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t44, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t27], t45);
        __m256i t46 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_4 = t46;
        long t47 = (long)(int)(i_vec + 16L);
        __m256i t48 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
        __m256i t49 = t48;
        __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(5));
        __m256i t51 = _mm256_min_epu32(t49, t50);
        __m256i t52 = t51;
        __m256i t53 = _mm256_cmpeq_epi32(t52, _mm256_set1_epi32(0));
        __m256i t54 = i_v_4;
        __m256i t55 = _mm256_set1_epi32(7);
        __m256i t56 = _mm256_mullo_epi32(t54, t55);
        __m256i t57 = t56;
        __m256i t58 = _mm256_ternarylogic_epi32(t53, _mm256_set1_epi32(0), t57, 0xCA);
        vcc_v8_uchar t59 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t58, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t47], t59);
        __m256i t60 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
        __m256i t61 = t60;
        __m256i t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32(14));
        __m256i t63 = _mm256_min_epu32(t61, t62);
        __m256i t64 = t63;
        vcc_v8_uchar t65 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t64, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t47], t65);
        __m256i t66 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_5 = t66;
        long t67 = (long)(int)(i_vec + 24L);
        __m256i t68 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t69 = t68;
        __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(5));
        __m256i t71 = _mm256_min_epu32(t69, t70);
        __m256i t72 = t71;
        __m256i t73 = _mm256_cmpeq_epi32(t72, _mm256_set1_epi32(0));
        __m256i t74 = i_v_5;
        __m256i t75 = _mm256_set1_epi32(7);
        __m256i t76 = _mm256_mullo_epi32(t74, t75);
        __m256i t77 = t76;
        __m256i t78 = _mm256_ternarylogic_epi32(t73, _mm256_set1_epi32(0), t77, 0xCA);
        vcc_v8_uchar t79 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t78, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t67], t79);
        __m256i t80 = _mm256_add_epi32(t2, _mm256_set1_epi32(10));
        __m256i t81 = t80;
        __m256i t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32(14));
        __m256i t83 = _mm256_min_epu32(t81, t82);
        __m256i t84 = t83;
        vcc_v8_uchar t85 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t84, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t67], t85);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        __m256i t86 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
        __m256i t87 = t86;
        __m256i t88 = _mm256_sub_epi32(t87, _mm256_set1_epi32(5));
        __m256i t89 = _mm256_min_epu32(t87, t88);
        t1 = t89;
        __m256i t90 = _mm256_add_epi32(t2, _mm256_set1_epi32(4));
        __m256i t91 = t90;
        __m256i t92 = _mm256_sub_epi32(t91, _mm256_set1_epi32(14));
        __m256i t93 = _mm256_min_epu32(t91, t92);
        t2 = t93;
    } while (i_vec < 288L);
    __m256i t94 = _mm256_set1_epi32(288);
    __m256i t95 = t94;
    __m256i i_v_1 = _mm256_add_epi32(t95, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t96 = _mm256_set1_epi32(3);
    __m256i t97 = _mm256_add_epi32(t96, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t98 = t97;
    __m256i t99 = _mm256_sub_epi32(t98, _mm256_set1_epi32(5));
    __m256i t100 = _mm256_min_epu32(t98, t99);
    __m256i t3 = t100;
    __m256i t101 = _mm256_set1_epi32(8);
    __m256i t102 = _mm256_add_epi32(t101, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t103 = t102;
    __m256i t104 = _mm256_sub_epi32(t103, _mm256_set1_epi32(14));
    __m256i t105 = _mm256_min_epu32(t103, t104);
    __m256i t4 = t105;
    long i_vec_1 = 0L;
    do {
        __m256i i_v_6 = i_v_1;
        long t106 = (long)(int)(288L + i_vec_1);
        __m256i t107 = _mm256_cmpeq_epi32(t3, _mm256_set1_epi32(0));
        __m256i t108 = i_v_6;
        __m256i t109 = _mm256_set1_epi32(7);
        __m256i t110 = _mm256_mullo_epi32(t108, t109);
        __m256i t111 = t110;
        __m256i t112 = _mm256_ternarylogic_epi32(t107, _mm256_set1_epi32(0), t111, 0xCA);
        vcc_v8_uchar t113 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t112, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t106], t113);
        vcc_v8_uchar t114 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t4, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t106], t114);
        i_vec_1 += 8L;
        i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
        __m256i t115 = _mm256_add_epi32(t3, _mm256_set1_epi32(3));
        __m256i t116 = t115;
        __m256i t117 = _mm256_sub_epi32(t116, _mm256_set1_epi32(5));
        __m256i t118 = _mm256_min_epu32(t116, t117);
        t3 = t118;
        __m256i t119 = _mm256_add_epi32(t4, _mm256_set1_epi32(8));
        __m256i t120 = t119;
        __m256i t121 = _mm256_sub_epi32(t120, _mm256_set1_epi32(14));
        __m256i t122 = _mm256_min_epu32(t120, t121);
        t4 = t122;
    } while (i_vec_1 < 8L);
    for (int i = 296; i < 300; i++) {
        long t123 = (long)i;
        unsigned char *t124 = &lens[t123];
        if ((i % 5) == 0) {
            t125 = 0;
        } else {
            t125 = i * 7;
        }
        *t124 = (unsigned char)t125;
        extra[t123] = (unsigned char)(i % 14);
    }
    for (unsigned int k = 0U; (unsigned long)k < 72UL; k++) {
        int n = counts[k];
        long i_vec_2 = 0L;
        /* vcc: loop at widen_select.c:29 vectorized: VF 16, UF 2, masked remainder */
        do {
            _mm512_storeu_si512(&c.slot[(int)i_vec_2], _mm512_set1_epi32(0));
            _mm512_storeu_si512(&c.slot[(int)(i_vec_2 + 16L)], _mm512_set1_epi32(0));
            i_vec_2 += 32L;
        } while (i_vec_2 < 288L);
        __m512i t126 = _mm512_set1_epi32(12);
        __mmask16 t127 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t126, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&c.slot[288], t127, _mm512_set1_epi32(0));
        set_costs(n, &c, lens, extra);
        unsigned int check = 0U;
        for (int i_1 = 0; i_1 < 300; i_1++) {
            check = check * 31U + c.slot[i_1];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
