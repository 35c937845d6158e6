/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* count_sp_u8: spaces in a string (`for (i = 0; s[i]; i++) n += s[i] == ' ';`: a reduction in
   a loop with no counted exit). needs: uncounted loop, peel to align the pointer, reduction */
#include "bench.h"
#ifndef REPS
#define REPS 100000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const char *s)
{
    vcc_no_contract_body
    int t1;
    long t2;
    __m512i t3;
    long t4;
    int n;
    long t5;
    int t6;
    long t7;
    int i;
    int n_1;
    char t8;
    int t9;
    int t10;
    long t11;
    long t12;
    __m128i t13;
    __mmask16 t14;
    __mmask16 t15;
    __m128i t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    int i_1;
    char t21;
    t5 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 15UL);
    t6 = 0;
    t1 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t5) {
            t9 = t6;
            t10 = t1;
            break;
        }
        i = t6;
        n_1 = t1;
        t8 = s[i];
        if (!t8) {
            i_1 = i;
            n = n_1;
            goto L23;
        }
        t1 = n_1 + ((int)t8 == 32);
    }
    t11 = (long)0 * -1L + 2147483648L;
    t12 = (t11 < 1152921504606846976L ? t11 : 1152921504606846976L) - t5;
    if ((t12 >= 16L) & 1) {
        t4 = t12 & -16L;
        t2 = 0L;
        t3 = _mm512_set1_epi32((int)0);
        for (;;) {
            t13 = _mm_load_si128((const __m128i *)(s + (int)((long)t9 + t2)));
            t14 = _mm_cmp_epi8_mask(t13, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            t15 = _knot_mask16(t14);
            if ((t15 != 0)) {
                break;
            }
            t16 = t13;
            t17 = _mm_cmp_epi8_mask(t16, _mm_set1_epi8((char)32), _MM_CMPINT_EQ);
            t18 = _mm512_maskz_mov_epi32(t17, _mm512_set1_epi32(1));
            t19 = t18;
            t3 = _mm512_add_epi32(t3, t19);
            t2 += 16L;
            if (t2 >= t4) {
                t20 = t3;
                goto L22;
            }
        }
        t4 = t2;
        t20 = t3;
    L22:
        i_1 = (int)((long)t9 + t4);
        n = (int)((unsigned int)t10 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t20), _mm512_extracti64x4_epi64(t20, 1))));
    } else {
        i_1 = t9;
        n = t10;
    }
L23:
    for (;; i_1++) {
        t21 = s[i_1];
        if (!t21) {
            break;
        }
        n += (int)t21 == 32;
    }
    return n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    __m512i t1;
    __m512i t2;
    long t3;
    long reps;
    char *buf;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __mmask16 t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m128i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m128i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __mmask16 t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m128i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __mmask16 t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m128i t69;
    __m512i t70;
    __m512i t71;
    __m512i t72;
    __m512i t73;
    int i;
    char *t74;
    int t75;
    long r;
    int start;
    char *t76;
    long t77;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 100000L));
    buf = (char *)malloc(4160UL);
    if ((4160L >= 64L) & (0 >= 0)) {
        t4 = 4160L & -64L;
        t5 = _mm512_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t7 = _mm512_set1_epi32((int)(0 % 7));
        t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        t9 = t8;
        t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32((int)7));
        t11 = _mm512_min_epu32(t9, t10);
        t2 = t11;
        t3 = 0L;
        do {
            t12 = t1;
            t13 = _mm512_cmp_epi32_mask(t2, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
            t14 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32((int)26), _mm512_set1_epi32((int)1));
            t15 = (__m512i)((vcc_v16_int)t12 % (vcc_v16_int)t14);
            t16 = _mm512_set1_epi32((int)97);
            t17 = t15;
            t18 = _mm512_add_epi32(t16, t17);
            t19 = t18;
            t20 = _mm512_mask_blend_epi32(t13, t19, _mm512_set1_epi32((int)32));
            t21 = _mm512_cvtepi32_epi8(t20);
            _mm_storeu_si128((__m128i *)(buf + (int)((long)0 + t3)), t21);
            t22 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t23 = t22;
            t24 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)2));
            t25 = t24;
            t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32((int)7));
            t27 = _mm512_min_epu32(t25, t26);
            t28 = t27;
            t29 = _mm512_cmp_epi32_mask(t28, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
            t30 = _mm512_mask_blend_epi32(t29, _mm512_set1_epi32((int)26), _mm512_set1_epi32((int)1));
            t31 = (__m512i)((vcc_v16_int)t23 % (vcc_v16_int)t30);
            t32 = _mm512_set1_epi32((int)97);
            t33 = t31;
            t34 = _mm512_add_epi32(t32, t33);
            t35 = t34;
            t36 = _mm512_mask_blend_epi32(t29, t35, _mm512_set1_epi32((int)32));
            t37 = _mm512_cvtepi32_epi8(t36);
            _mm_storeu_si128((__m128i *)(buf + (int)((long)0 + (t3 + 16L))), t37);
            t38 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t39 = t38;
            t40 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)4));
            t41 = t40;
            t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32((int)7));
            t43 = _mm512_min_epu32(t41, t42);
            t44 = t43;
            t45 = _mm512_cmp_epi32_mask(t44, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
            t46 = _mm512_mask_blend_epi32(t45, _mm512_set1_epi32((int)26), _mm512_set1_epi32((int)1));
            t47 = (__m512i)((vcc_v16_int)t39 % (vcc_v16_int)t46);
            t48 = _mm512_set1_epi32((int)97);
            t49 = t47;
            t50 = _mm512_add_epi32(t48, t49);
            t51 = t50;
            t52 = _mm512_mask_blend_epi32(t45, t51, _mm512_set1_epi32((int)32));
            t53 = _mm512_cvtepi32_epi8(t52);
            _mm_storeu_si128((__m128i *)(buf + (int)((long)0 + (t3 + 32L))), t53);
            t54 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t55 = t54;
            t56 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)6));
            t57 = t56;
            t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32((int)7));
            t59 = _mm512_min_epu32(t57, t58);
            t60 = t59;
            t61 = _mm512_cmp_epi32_mask(t60, _mm512_set1_epi32((int)0), _MM_CMPINT_EQ);
            t62 = _mm512_mask_blend_epi32(t61, _mm512_set1_epi32((int)26), _mm512_set1_epi32((int)1));
            t63 = (__m512i)((vcc_v16_int)t55 % (vcc_v16_int)t62);
            t64 = _mm512_set1_epi32((int)97);
            t65 = t63;
            t66 = _mm512_add_epi32(t64, t65);
            t67 = t66;
            t68 = _mm512_mask_blend_epi32(t61, t67, _mm512_set1_epi32((int)32));
            t69 = _mm512_cvtepi32_epi8(t68);
            _mm_storeu_si128((__m128i *)(buf + (int)((long)0 + (t3 + 48L))), t69);
            t3 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
            t70 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)1));
            t71 = t70;
            t72 = _mm512_sub_epi32(t71, _mm512_set1_epi32((int)7));
            t73 = _mm512_min_epu32(t71, t72);
            t2 = t73;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4160; i++) {
        t74 = buf + i;
        if ((i % 7) == 0) {
            t75 = 32;
        } else {
            t75 = 97 + i % 26;
        }
        *t74 = (char)t75;
    }
    total = 0L;
    for (r = 0L; r < reps; r++) {
        start = (int)(r % 61L);
        t76 = buf + (start + (3500 + (int)(r % 512L)));
        *t76 = (char)0;
        t77 = total;
        total = t77 + (long)(_mm256_zeroupper(), kernel(buf + start));
        *t76 = (char)120;
    }
    (_mm256_zeroupper(), bench_print("count_sp_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)buf);
    return 0;
}
