/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void set_costs(int n, struct costs *restrict c, const unsigned char *restrict lens, const unsigned char *restrict extra) {
    vcc_no_contract_body
    int t45;
    int i;
    int t60;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, lens + t5);
            __m256i t7 = (__m256i)__builtin_convertvector(t6 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
            __m256i t9 = _mm256_ternarylogic_epi32(t7, t8, _mm256_set1_epi32(10), 0xCA);
            __m256i t10 = t9;
            vcc_v8_uchar t11 = vcc_load(vcc_v8_uchar, extra + t5);
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t11));
            __m256i t13 = _mm256_add_epi32(t10, t12);
            __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&c->slot[t5], t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, lens + t15);
            __m256i t17 = (__m256i)__builtin_convertvector(t16 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t19 = _mm256_ternarylogic_epi32(t17, t18, _mm256_set1_epi32(10), 0xCA);
            __m256i t20 = t19;
            vcc_v8_uchar t21 = vcc_load(vcc_v8_uchar, extra + t15);
            __m256i t22 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t21));
            __m256i t23 = _mm256_add_epi32(t20, t22);
            __m256i t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&c->slot[t15], t24);
            long t25 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t26 = vcc_load(vcc_v8_uchar, lens + t25);
            __m256i t27 = (__m256i)__builtin_convertvector(t26 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            __m256i t28 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t26));
            __m256i t29 = _mm256_ternarylogic_epi32(t27, t28, _mm256_set1_epi32(10), 0xCA);
            __m256i t30 = t29;
            vcc_v8_uchar t31 = vcc_load(vcc_v8_uchar, extra + t25);
            __m256i t32 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t31));
            __m256i t33 = _mm256_add_epi32(t30, t32);
            __m256i t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&c->slot[t25], t34);
            long t35 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t36 = vcc_load(vcc_v8_uchar, lens + t35);
            __m256i t37 = (__m256i)__builtin_convertvector(t36 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            __m256i t38 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t36));
            __m256i t39 = _mm256_ternarylogic_epi32(t37, t38, _mm256_set1_epi32(10), 0xCA);
            __m256i t40 = t39;
            vcc_v8_uchar t41 = vcc_load(vcc_v8_uchar, extra + t35);
            __m256i t42 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t41));
            __m256i t43 = _mm256_add_epi32(t40, t42);
            __m256i t44 = _mm256_mullo_epi32(t43, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&c->slot[t35], t44);
            t1 += 32L;
        } while (t1 < t4);
        t45 = (int)t4;
    } else {
        t45 = 0;
    }
    long t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        long t47 = t46 & -8L;
        long t2 = 0L;
        do {
            long t48 = (long)(int)((long)t45 + t2);
            vcc_v8_uchar t49 = vcc_load(vcc_v8_uchar, lens + t48);
            __m256i t50 = (__m256i)__builtin_convertvector(t49 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            __m256i t51 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t49));
            __m256i t52 = _mm256_ternarylogic_epi32(t50, t51, _mm256_set1_epi32(10), 0xCA);
            __m256i t53 = t52;
            vcc_v8_uchar t54 = vcc_load(vcc_v8_uchar, extra + t48);
            __m256i t55 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t54));
            __m256i t56 = _mm256_add_epi32(t53, t55);
            __m256i t57 = _mm256_mullo_epi32(t56, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&c->slot[t48], t57);
            t2 += 8L;
        } while (t2 < t47);
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        long t58 = (long)i;
        unsigned char t59 = lens[t58];
        if (t59) {
            t60 = (int)t59;
        } else {
            t60 = 10;
        }
        c->slot[t58] = ((unsigned int)t60 + (unsigned int)extra[t58]) * 16U;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    int t136;
    __m256i t11 = _mm256_set1_epi32(0);
    __m256i t12 = t11;
    __m256i t1 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t13 = _mm256_set1_epi32(0);
    __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t15 = t14;
    __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(5));
    __m256i t17 = _mm256_min_epu32(t15, t16);
    __m256i t2 = t17;
    __m256i t18 = _mm256_set1_epi32(0);
    __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t20 = t19;
    __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(14));
    __m256i t22 = _mm256_min_epu32(t20, t21);
    __m256i t3 = t22;
    long t4 = 0L;
    do {
        __m256i t23 = t1;
        long t24 = (long)(int)t4;
        __m256i t25 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32(0));
        __m256i t26 = t23;
        __m256i t27 = _mm256_set1_epi32(7);
        __m256i t28 = _mm256_mullo_epi32(t26, t27);
        __m256i t29 = t28;
        __m256i t30 = _mm256_ternarylogic_epi32(t25, _mm256_set1_epi32(0), t29, 0xCA);
        vcc_v8_uchar t31 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t30, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t24], t31);
        vcc_v8_uchar t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t3, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t24], t32);
        __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t34 = t33;
        long t35 = (long)(int)(t4 + 8L);
        __m256i t36 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
        __m256i t37 = t36;
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(5));
        __m256i t39 = _mm256_min_epu32(t37, t38);
        __m256i t40 = t39;
        __m256i t41 = _mm256_cmpeq_epi32(t40, _mm256_set1_epi32(0));
        __m256i t42 = t34;
        __m256i t43 = _mm256_set1_epi32(7);
        __m256i t44 = _mm256_mullo_epi32(t42, t43);
        __m256i t45 = t44;
        __m256i t46 = _mm256_ternarylogic_epi32(t41, _mm256_set1_epi32(0), t45, 0xCA);
        vcc_v8_uchar t47 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t46, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t35], t47);
        __m256i t48 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        __m256i t49 = t48;
        __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(14));
        __m256i t51 = _mm256_min_epu32(t49, t50);
        __m256i t52 = t51;
        vcc_v8_uchar t53 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t52, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t35], t53);
        __m256i t54 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t55 = t54;
        long t56 = (long)(int)(t4 + 16L);
        __m256i t57 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
        __m256i t58 = t57;
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(5));
        __m256i t60 = _mm256_min_epu32(t58, t59);
        __m256i t61 = t60;
        __m256i t62 = _mm256_cmpeq_epi32(t61, _mm256_set1_epi32(0));
        __m256i t63 = t55;
        __m256i t64 = _mm256_set1_epi32(7);
        __m256i t65 = _mm256_mullo_epi32(t63, t64);
        __m256i t66 = t65;
        __m256i t67 = _mm256_ternarylogic_epi32(t62, _mm256_set1_epi32(0), t66, 0xCA);
        vcc_v8_uchar t68 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t67, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t56], t68);
        __m256i t69 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
        __m256i t70 = t69;
        __m256i t71 = _mm256_sub_epi32(t70, _mm256_set1_epi32(14));
        __m256i t72 = _mm256_min_epu32(t70, t71);
        __m256i t73 = t72;
        vcc_v8_uchar t74 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t73, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t56], t74);
        __m256i t75 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t76 = t75;
        long t77 = (long)(int)(t4 + 24L);
        __m256i t78 = _mm256_add_epi32(t2, _mm256_set1_epi32(4));
        __m256i t79 = t78;
        __m256i t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32(5));
        __m256i t81 = _mm256_min_epu32(t79, t80);
        __m256i t82 = t81;
        __m256i t83 = _mm256_cmpeq_epi32(t82, _mm256_set1_epi32(0));
        __m256i t84 = t76;
        __m256i t85 = _mm256_set1_epi32(7);
        __m256i t86 = _mm256_mullo_epi32(t84, t85);
        __m256i t87 = t86;
        __m256i t88 = _mm256_ternarylogic_epi32(t83, _mm256_set1_epi32(0), t87, 0xCA);
        vcc_v8_uchar t89 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t88, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t77], t89);
        __m256i t90 = _mm256_add_epi32(t3, _mm256_set1_epi32(10));
        __m256i t91 = t90;
        __m256i t92 = _mm256_sub_epi32(t91, _mm256_set1_epi32(14));
        __m256i t93 = _mm256_min_epu32(t91, t92);
        __m256i t94 = t93;
        vcc_v8_uchar t95 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t94, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t77], t95);
        t4 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t96 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
        __m256i t97 = t96;
        __m256i t98 = _mm256_sub_epi32(t97, _mm256_set1_epi32(5));
        __m256i t99 = _mm256_min_epu32(t97, t98);
        t2 = t99;
        __m256i t100 = _mm256_add_epi32(t3, _mm256_set1_epi32(4));
        __m256i t101 = t100;
        __m256i t102 = _mm256_sub_epi32(t101, _mm256_set1_epi32(14));
        __m256i t103 = _mm256_min_epu32(t101, t102);
        t3 = t103;
    } while (t4 < 288L);
    __m256i t104 = _mm256_set1_epi32(288);
    __m256i t105 = t104;
    __m256i t5 = _mm256_add_epi32(t105, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t106 = _mm256_set1_epi32(3);
    __m256i t107 = _mm256_add_epi32(t106, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t108 = t107;
    __m256i t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32(5));
    __m256i t110 = _mm256_min_epu32(t108, t109);
    __m256i t6 = t110;
    __m256i t111 = _mm256_set1_epi32(8);
    __m256i t112 = _mm256_add_epi32(t111, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t113 = t112;
    __m256i t114 = _mm256_sub_epi32(t113, _mm256_set1_epi32(14));
    __m256i t115 = _mm256_min_epu32(t113, t114);
    __m256i t7 = t115;
    long t8 = 0L;
    do {
        __m256i t116 = t5;
        long t117 = (long)(int)(288L + t8);
        __m256i t118 = _mm256_cmpeq_epi32(t6, _mm256_set1_epi32(0));
        __m256i t119 = t116;
        __m256i t120 = _mm256_set1_epi32(7);
        __m256i t121 = _mm256_mullo_epi32(t119, t120);
        __m256i t122 = t121;
        __m256i t123 = _mm256_ternarylogic_epi32(t118, _mm256_set1_epi32(0), t122, 0xCA);
        vcc_v8_uchar t124 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t123, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t117], t124);
        vcc_v8_uchar t125 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t117], t125);
        t8 += 8L;
        t5 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
        __m256i t126 = _mm256_add_epi32(t6, _mm256_set1_epi32(3));
        __m256i t127 = t126;
        __m256i t128 = _mm256_sub_epi32(t127, _mm256_set1_epi32(5));
        __m256i t129 = _mm256_min_epu32(t127, t128);
        t6 = t129;
        __m256i t130 = _mm256_add_epi32(t7, _mm256_set1_epi32(8));
        __m256i t131 = t130;
        __m256i t132 = _mm256_sub_epi32(t131, _mm256_set1_epi32(14));
        __m256i t133 = _mm256_min_epu32(t131, t132);
        t7 = t133;
    } while (t8 < 8L);
    for (int i = 296; i < 300; i++) {
        long t134 = (long)i;
        unsigned char *t135 = &lens[t134];
        if ((i % 5) == 0) {
            t136 = 0;
        } else {
            t136 = i * 7;
        }
        *t135 = (unsigned char)t136;
        extra[t134] = (unsigned char)(i % 14);
    }
    for (unsigned int k = 0U; (unsigned long)k < 72UL; k++) {
        int n = counts[k];
        long t9 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&c.slot[(int)t9], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&c.slot[(int)(t9 + 8L)], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&c.slot[(int)(t9 + 16L)], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&c.slot[(int)(t9 + 24L)], _mm256_set1_epi32(0));
            t9 += 32L;
        } while (t9 < 288L);
        long t10 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&c.slot[(int)(288L + t10)], _mm256_set1_epi32(0));
            t10 += 8L;
        } while (t10 < 8L);
        __m256i t137 = _mm256_set1_epi32(4);
        __m256i t138 = _mm256_cmpgt_epi32(t137, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&c.slot[296], _mm256_movepi32_mask(t138), _mm256_set1_epi32(0));
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
