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

__attribute__((target("avx2"))) void set_costs(int n, struct costs *restrict c, const unsigned char *restrict lens, const unsigned char *restrict extra) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v8_uchar t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    vcc_v8_uchar t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    vcc_v8_uchar t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    vcc_v8_uchar t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    vcc_v8_uchar t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    vcc_v8_uchar t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    long t35;
    vcc_v8_uchar t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    vcc_v8_uchar t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    int t45;
    long t46;
    long t47;
    long t48;
    vcc_v8_uchar t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    vcc_v8_uchar t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    int i;
    long t58;
    unsigned char t59;
    int t60;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = vcc_load(vcc_v8_uchar, lens + t5);
            t7 = (__m256i)__builtin_convertvector(t6 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
            t9 = _mm256_blendv_epi8(_mm256_set1_epi32((int)10), t8, t7);
            t10 = t9;
            t11 = vcc_load(vcc_v8_uchar, extra + t5);
            t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t11));
            t13 = _mm256_add_epi32(t10, t12);
            t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)16));
            _mm256_storeu_si256((__m256i *)&c->slot[t5], t14);
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = vcc_load(vcc_v8_uchar, lens + t15);
            t17 = (__m256i)__builtin_convertvector(t16 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            t19 = _mm256_blendv_epi8(_mm256_set1_epi32((int)10), t18, t17);
            t20 = t19;
            t21 = vcc_load(vcc_v8_uchar, extra + t15);
            t22 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t21));
            t23 = _mm256_add_epi32(t20, t22);
            t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32((int)16));
            _mm256_storeu_si256((__m256i *)&c->slot[t15], t24);
            t25 = (long)(int)((long)0 + (t1 + 16L));
            t26 = vcc_load(vcc_v8_uchar, lens + t25);
            t27 = (__m256i)__builtin_convertvector(t26 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            t28 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t26));
            t29 = _mm256_blendv_epi8(_mm256_set1_epi32((int)10), t28, t27);
            t30 = t29;
            t31 = vcc_load(vcc_v8_uchar, extra + t25);
            t32 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t31));
            t33 = _mm256_add_epi32(t30, t32);
            t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32((int)16));
            _mm256_storeu_si256((__m256i *)&c->slot[t25], t34);
            t35 = (long)(int)((long)0 + (t1 + 24L));
            t36 = vcc_load(vcc_v8_uchar, lens + t35);
            t37 = (__m256i)__builtin_convertvector(t36 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            t38 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t36));
            t39 = _mm256_blendv_epi8(_mm256_set1_epi32((int)10), t38, t37);
            t40 = t39;
            t41 = vcc_load(vcc_v8_uchar, extra + t35);
            t42 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t41));
            t43 = _mm256_add_epi32(t40, t42);
            t44 = _mm256_mullo_epi32(t43, _mm256_set1_epi32((int)16));
            _mm256_storeu_si256((__m256i *)&c->slot[t35], t44);
            t1 += 32L;
        } while (t1 < t4);
        t45 = (int)((long)0 + t4);
    } else {
        t45 = 0;
    }
    t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        t47 = t46 & -8L;
        t2 = 0L;
        do {
            t48 = (long)(int)((long)t45 + t2);
            t49 = vcc_load(vcc_v8_uchar, lens + t48);
            t50 = (__m256i)__builtin_convertvector(t49 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            t51 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t49));
            t52 = _mm256_blendv_epi8(_mm256_set1_epi32((int)10), t51, t50);
            t53 = t52;
            t54 = vcc_load(vcc_v8_uchar, extra + t48);
            t55 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t54));
            t56 = _mm256_add_epi32(t53, t55);
            t57 = _mm256_mullo_epi32(t56, _mm256_set1_epi32((int)16));
            _mm256_storeu_si256((__m256i *)&c->slot[t48], t57);
            t2 += 8L;
        } while (t2 < t47);
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        t58 = (long)i;
        t59 = lens[t58];
        if (t59) {
            t60 = (int)t59;
        } else {
            t60 = 10;
        }
        c->slot[t58] = ((unsigned int)t60 + (unsigned int)extra[t58]) * 16U;
    }
}

__attribute__((target("avx2"))) int main(void) {
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
    long t10;
    unsigned int check;
    long t11;
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
    __m256i t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    vcc_v8_uchar t32;
    vcc_v8_uchar t33;
    __m256i t34;
    __m256i t35;
    long t36;
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
    __m256i t47;
    vcc_v8_uchar t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    vcc_v8_uchar t54;
    __m256i t55;
    __m256i t56;
    long t57;
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
    __m256i t68;
    vcc_v8_uchar t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    vcc_v8_uchar t75;
    __m256i t76;
    __m256i t77;
    long t78;
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
    __m256i t89;
    vcc_v8_uchar t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    vcc_v8_uchar t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    int t105;
    long t106;
    long t107;
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
    __m256i t120;
    long t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    vcc_v8_uchar t128;
    vcc_v8_uchar t129;
    __m256i t130;
    __m256i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    int i;
    long t138;
    unsigned char *t139;
    int t140;
    unsigned int k;
    int n;
    long t141;
    int t142;
    long t143;
    long t144;
    int i_1;
    int i_2;
    if ((300L >= 32L) & (0 >= 0) & (0 >= 0)) {
        t11 = 300L & -32L;
        t12 = _mm256_set1_epi32((int)0);
        t13 = t12;
        t1 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t14 = _mm256_set1_epi32((int)(0 % 5));
        t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
        t16 = t15;
        t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32((int)5));
        t18 = _mm256_min_epu32(t16, t17);
        t2 = t18;
        t19 = _mm256_set1_epi32((int)(0 % 14));
        t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t21 = t20;
        t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)14));
        t23 = _mm256_min_epu32(t21, t22);
        t3 = t23;
        t4 = 0L;
        do {
            t24 = t1;
            t25 = (long)(int)((long)0 + t4);
            t26 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32((int)0));
            t27 = t24;
            t28 = _mm256_set1_epi32((int)7);
            t29 = _mm256_mullo_epi32(t27, t28);
            t30 = t29;
            t31 = _mm256_blendv_epi8(t30, _mm256_set1_epi32((int)0), t26);
            t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t25], t32);
            t33 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t3, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t25], t33);
            t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t35 = t34;
            t36 = (long)(int)((long)0 + (t4 + 8L));
            t37 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)5));
            t40 = _mm256_min_epu32(t38, t39);
            t41 = t40;
            t42 = _mm256_cmpeq_epi32(t41, _mm256_set1_epi32((int)0));
            t43 = t35;
            t44 = _mm256_set1_epi32((int)7);
            t45 = _mm256_mullo_epi32(t43, t44);
            t46 = t45;
            t47 = _mm256_blendv_epi8(t46, _mm256_set1_epi32((int)0), t42);
            t48 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t47, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t36], t48);
            t49 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
            t50 = t49;
            t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32((int)14));
            t52 = _mm256_min_epu32(t50, t51);
            t53 = t52;
            t54 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t53, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t36], t54);
            t55 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t56 = t55;
            t57 = (long)(int)((long)0 + (t4 + 16L));
            t58 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
            t59 = t58;
            t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32((int)5));
            t61 = _mm256_min_epu32(t59, t60);
            t62 = t61;
            t63 = _mm256_cmpeq_epi32(t62, _mm256_set1_epi32((int)0));
            t64 = t56;
            t65 = _mm256_set1_epi32((int)7);
            t66 = _mm256_mullo_epi32(t64, t65);
            t67 = t66;
            t68 = _mm256_blendv_epi8(t67, _mm256_set1_epi32((int)0), t63);
            t69 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t68, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t57], t69);
            t70 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)2));
            t71 = t70;
            t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32((int)14));
            t73 = _mm256_min_epu32(t71, t72);
            t74 = t73;
            t75 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t74, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t57], t75);
            t76 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t77 = t76;
            t78 = (long)(int)((long)0 + (t4 + 24L));
            t79 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)4));
            t80 = t79;
            t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32((int)5));
            t82 = _mm256_min_epu32(t80, t81);
            t83 = t82;
            t84 = _mm256_cmpeq_epi32(t83, _mm256_set1_epi32((int)0));
            t85 = t77;
            t86 = _mm256_set1_epi32((int)7);
            t87 = _mm256_mullo_epi32(t85, t86);
            t88 = t87;
            t89 = _mm256_blendv_epi8(t88, _mm256_set1_epi32((int)0), t84);
            t90 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t89, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t78], t90);
            t91 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)10));
            t92 = t91;
            t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32((int)14));
            t94 = _mm256_min_epu32(t92, t93);
            t95 = t94;
            t96 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t95, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t78], t96);
            t4 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t97 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
            t98 = t97;
            t99 = _mm256_sub_epi32(t98, _mm256_set1_epi32((int)5));
            t100 = _mm256_min_epu32(t98, t99);
            t2 = t100;
            t101 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)4));
            t102 = t101;
            t103 = _mm256_sub_epi32(t102, _mm256_set1_epi32((int)14));
            t104 = _mm256_min_epu32(t102, t103);
            t3 = t104;
        } while (t4 < t11);
        t105 = (int)((long)0 + t11);
    } else {
        t105 = 0;
    }
    t106 = (long)t105 * -1L + 300L;
    if ((t106 >= 8L) & (t105 >= 0) & (t105 >= 0)) {
        t107 = t106 & -8L;
        t108 = _mm256_set1_epi32((int)t105);
        t109 = t108;
        t5 = _mm256_add_epi32(t109, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t110 = _mm256_set1_epi32((int)(t105 % 5));
        t111 = _mm256_add_epi32(t110, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
        t112 = t111;
        t113 = _mm256_sub_epi32(t112, _mm256_set1_epi32((int)5));
        t114 = _mm256_min_epu32(t112, t113);
        t6 = t114;
        t115 = _mm256_set1_epi32((int)(t105 % 14));
        t116 = _mm256_add_epi32(t115, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t117 = t116;
        t118 = _mm256_sub_epi32(t117, _mm256_set1_epi32((int)14));
        t119 = _mm256_min_epu32(t117, t118);
        t7 = t119;
        t8 = 0L;
        do {
            t120 = t5;
            t121 = (long)(int)((long)t105 + t8);
            t122 = _mm256_cmpeq_epi32(t6, _mm256_set1_epi32((int)0));
            t123 = t120;
            t124 = _mm256_set1_epi32((int)7);
            t125 = _mm256_mullo_epi32(t123, t124);
            t126 = t125;
            t127 = _mm256_blendv_epi8(t126, _mm256_set1_epi32((int)0), t122);
            t128 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t127, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&lens[t121], t128);
            t129 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&extra[t121], t129);
            t8 += 8L;
            t5 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
            t130 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)3));
            t131 = t130;
            t132 = _mm256_sub_epi32(t131, _mm256_set1_epi32((int)5));
            t133 = _mm256_min_epu32(t131, t132);
            t6 = t133;
            t134 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)8));
            t135 = t134;
            t136 = _mm256_sub_epi32(t135, _mm256_set1_epi32((int)14));
            t137 = _mm256_min_epu32(t135, t136);
            t7 = t137;
        } while (t8 < t107);
        i = (int)((long)t105 + t107);
    } else {
        i = t105;
    }
    for (; i < 300; i++) {
        t138 = (long)i;
        t139 = &lens[t138];
        if ((i % 5) == 0) {
            t140 = 0;
        } else {
            t140 = i * 7;
        }
        *t139 = (unsigned char)t140;
        extra[t138] = (unsigned char)(i % 14);
    }
    for (k = 0U; (unsigned long)k < 72UL; k++) {
        n = counts[k];
        if (300L >= 32L) {
            t141 = 300L & -32L;
            t9 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&c.slot[(int)((long)0 + t9)], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&c.slot[(int)((long)0 + (t9 + 8L))], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&c.slot[(int)((long)0 + (t9 + 16L))], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&c.slot[(int)((long)0 + (t9 + 24L))], _mm256_set1_epi32((int)0));
                t9 += 32L;
            } while (t9 < t141);
            t142 = (int)((long)0 + t141);
        } else {
            t142 = 0;
        }
        t143 = (long)t142 * -1L + 300L;
        if (t143 >= 8L) {
            t144 = t143 & -8L;
            t10 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&c.slot[(int)((long)t142 + t10)], _mm256_set1_epi32((int)0));
                t10 += 8L;
            } while (t10 < t144);
            i_1 = (int)((long)t142 + t144);
        } else {
            i_1 = t142;
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
