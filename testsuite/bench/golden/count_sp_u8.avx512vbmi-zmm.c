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
    int n;
    long t5;
    int t6;
    long t7;
    long t9;
    __m512i t17;
    int i;
    t5 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t7 = 0L;
    for (t6 = 0; t7 < t5; t6++, t7++) {
        char t8 = s[t6];
        if (!t8) {
            i = t6;
            n = t1;
            goto L19;
        }
        t1 += (int)t8 == 32;
    }
    t9 = 2147483648L - t5;
    if ((t9 >= 16L) & 1) {
        long t4 = t9 & -16L;
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(0);
        for (;;) {
            __m128i t10 = _mm_load_si128((const __m128i *)(s + (int)((long)t6 + t2)));
            __mmask16 t11 = _mm_cmp_epi8_mask(t10, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t12 = _knot_mask16(t11);
            if ((t12 != 0)) {
                t4 = t2;
                t17 = t3;
                break;
            }
            __m128i t13 = t10;
            __mmask16 t14 = _mm_cmp_epi8_mask(t13, _mm_set1_epi8((char)32), _MM_CMPINT_EQ);
            __m512i t15 = _mm512_maskz_mov_epi32(t14, _mm512_set1_epi32(1));
            __m512i t16 = t15;
            t3 = _mm512_add_epi32(t3, t16);
            t2 += 16L;
            if (t2 >= t4) {
                t17 = t3;
                break;
            }
        }
        i = (int)((long)t6 + t4);
        n = (int)((unsigned int)t1 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1))));
    } else {
        i = t6;
        n = t1;
    }
L19:
    for (;; i++) {
        char t18 = s[i];
        if (!t18) {
            break;
        }
        n += (int)t18 == 32;
    }
    return n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    int t74;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 100000L));
    char *buf = (char *)malloc(4160UL);
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = t4;
    __m512i t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
    __m512i t8 = t7;
    __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(7));
    __m512i t10 = _mm512_min_epu32(t8, t9);
    __m512i t2 = t10;
    long t3 = 0L;
    do {
        __m512i t11 = t1;
        __mmask16 t12 = _mm512_cmp_epi32_mask(t2, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t13 = _mm512_mask_blend_epi32(t12, _mm512_set1_epi32(26), _mm512_set1_epi32(1));
        __m512i t14 = (__m512i)((vcc_v16_int)t11 % (vcc_v16_int)t13);
        __m512i t15 = _mm512_set1_epi32(97);
        __m512i t16 = t14;
        __m512i t17 = _mm512_add_epi32(t15, t16);
        __m512i t18 = t17;
        __m512i t19 = _mm512_mask_blend_epi32(t12, t18, _mm512_set1_epi32(32));
        __m128i t20 = _mm512_cvtepi32_epi8(t19);
        _mm_storeu_si128((__m128i *)(buf + (int)t3), t20);
        __m512i t21 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t22 = t21;
        __m512i t23 = _mm512_add_epi32(t2, _mm512_set1_epi32(2));
        __m512i t24 = t23;
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(7));
        __m512i t26 = _mm512_min_epu32(t24, t25);
        __m512i t27 = t26;
        __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t29 = _mm512_mask_blend_epi32(t28, _mm512_set1_epi32(26), _mm512_set1_epi32(1));
        __m512i t30 = (__m512i)((vcc_v16_int)t22 % (vcc_v16_int)t29);
        __m512i t31 = _mm512_set1_epi32(97);
        __m512i t32 = t30;
        __m512i t33 = _mm512_add_epi32(t31, t32);
        __m512i t34 = t33;
        __m512i t35 = _mm512_mask_blend_epi32(t28, t34, _mm512_set1_epi32(32));
        __m128i t36 = _mm512_cvtepi32_epi8(t35);
        _mm_storeu_si128((__m128i *)(buf + (int)(t3 + 16L)), t36);
        __m512i t37 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t38 = t37;
        __m512i t39 = _mm512_add_epi32(t2, _mm512_set1_epi32(4));
        __m512i t40 = t39;
        __m512i t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32(7));
        __m512i t42 = _mm512_min_epu32(t40, t41);
        __m512i t43 = t42;
        __mmask16 t44 = _mm512_cmp_epi32_mask(t43, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t45 = _mm512_mask_blend_epi32(t44, _mm512_set1_epi32(26), _mm512_set1_epi32(1));
        __m512i t46 = (__m512i)((vcc_v16_int)t38 % (vcc_v16_int)t45);
        __m512i t47 = _mm512_set1_epi32(97);
        __m512i t48 = t46;
        __m512i t49 = _mm512_add_epi32(t47, t48);
        __m512i t50 = t49;
        __m512i t51 = _mm512_mask_blend_epi32(t44, t50, _mm512_set1_epi32(32));
        __m128i t52 = _mm512_cvtepi32_epi8(t51);
        _mm_storeu_si128((__m128i *)(buf + (int)(t3 + 32L)), t52);
        __m512i t53 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t54 = t53;
        __m512i t55 = _mm512_add_epi32(t2, _mm512_set1_epi32(6));
        __m512i t56 = t55;
        __m512i t57 = _mm512_sub_epi32(t56, _mm512_set1_epi32(7));
        __m512i t58 = _mm512_min_epu32(t56, t57);
        __m512i t59 = t58;
        __mmask16 t60 = _mm512_cmp_epi32_mask(t59, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t61 = _mm512_mask_blend_epi32(t60, _mm512_set1_epi32(26), _mm512_set1_epi32(1));
        __m512i t62 = (__m512i)((vcc_v16_int)t54 % (vcc_v16_int)t61);
        __m512i t63 = _mm512_set1_epi32(97);
        __m512i t64 = t62;
        __m512i t65 = _mm512_add_epi32(t63, t64);
        __m512i t66 = t65;
        __m512i t67 = _mm512_mask_blend_epi32(t60, t66, _mm512_set1_epi32(32));
        __m128i t68 = _mm512_cvtepi32_epi8(t67);
        _mm_storeu_si128((__m128i *)(buf + (int)(t3 + 48L)), t68);
        t3 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t69 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
        __m512i t70 = t69;
        __m512i t71 = _mm512_sub_epi32(t70, _mm512_set1_epi32(7));
        __m512i t72 = _mm512_min_epu32(t70, t71);
        t2 = t72;
    } while (t3 < 4160L);
    for (int i = 4160; i < 4160; i++) {
        char *t73 = buf + i;
        if ((i % 7) == 0) {
            t74 = 32;
        } else {
            t74 = 97 + i % 26;
        }
        *t73 = (char)t74;
    }
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int start = (int)(r % 61L);
        char *t75 = buf + (start + (3500 + (int)(r % 512L)));
        *t75 = (char)0;
        long t76 = total;
        total = t76 + (long)kernel(buf + start);
        *t75 = (char)120;
    }
    (_mm256_zeroupper(), bench_print("count_sp_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)buf);
    return 0;
}
