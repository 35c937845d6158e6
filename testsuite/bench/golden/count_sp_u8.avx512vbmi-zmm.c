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
    long t3;
    int t4;
    long t5;
    long t7;
    __m512i n_v_1;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        char t6 = s[t4];
        if (!t6) {
            i = t4;
            n = t1;
            goto L15;
        }
        t1 += (int)t6 == 32;
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & 1) {
        long t2 = t7 & -16L;
        long i_vec = 0L;
        __m512i n_v = _mm512_set1_epi32(0);
        /* vcc: loop at count_sp_u8.c:12 vectorized: VF 16, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        for (;;) {
            __m128i s_v = _mm_load_si128((const __m128i *)(s + (int)((long)t4 + i_vec)));
            __mmask16 t8 = _mm_cmp_epi8_mask(s_v, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t9 = _knot_mask16(t8);
            if ((t9 != 0)) {
                t2 = i_vec;
                n_v_1 = n_v;
                break;
            }
            __m128i t10 = s_v;
            __mmask16 t11 = _mm_cmp_epi8_mask(t10, _mm_set1_epi8((char)32), _MM_CMPINT_EQ);
            __m512i t12 = _mm512_maskz_mov_epi32(t11, _mm512_set1_epi32(1));
            __m512i t13 = t12;
            n_v = _mm512_add_epi32(n_v, t13);
            i_vec += 16L;
            if (i_vec >= t2) {
                n_v_1 = n_v;
                break;
            }
        }
        i = (int)((long)t4 + t2);
        n = (int)((unsigned int)t1 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(n_v_1), _mm512_extracti64x4_epi64(n_v_1, 1))));
    } else {
        i = t4;
        n = t1;
    }
L15:
    for (;; i++) {
        char t14 = s[i];
        if (!t14) {
            break;
        }
        n += (int)t14 == 32;
    }
    return n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 100000L));
    char *buf = (char *)malloc(4160UL);
    __m512i t2 = _mm512_set1_epi32(0);
    __m512i t3 = t2;
    __m512i i_v = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
    __m512i t6 = t5;
    __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(7));
    __m512i t8 = _mm512_min_epu32(t6, t7);
    __m512i t1 = t8;
    long i_vec = 0L;
    /* vcc: loop at count_sp_u8.c:21 vectorized: VF 16, UF 4, the remainder at 22:25 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        __mmask16 t9 = _mm512_cmp_epi32_mask(t1, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t10 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(26), _mm512_set1_epi32(1));
        __m512i t11 = (__m512i)((vcc_v16_int)i_v_1 % (vcc_v16_int)t10);
        __m512i t12 = _mm512_set1_epi32(97);
        __m512i t13 = t11;
        __m512i t14 = _mm512_add_epi32(t12, t13);
        __m512i t15 = t14;
        __m512i t16 = _mm512_mask_blend_epi32(t9, t15, _mm512_set1_epi32(32));
        __m128i t17 = _mm512_cvtepi32_epi8(t16);
        _mm_storeu_si128((__m128i *)(buf + (int)i_vec), t17);
        __m512i t18 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t18;
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(2));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(7));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        __mmask16 t24 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t25 = _mm512_mask_blend_epi32(t24, _mm512_set1_epi32(26), _mm512_set1_epi32(1));
        __m512i t26 = (__m512i)((vcc_v16_int)i_v_2 % (vcc_v16_int)t25);
        __m512i t27 = _mm512_set1_epi32(97);
        __m512i t28 = t26;
        __m512i t29 = _mm512_add_epi32(t27, t28);
        __m512i t30 = t29;
        __m512i t31 = _mm512_mask_blend_epi32(t24, t30, _mm512_set1_epi32(32));
        __m128i t32 = _mm512_cvtepi32_epi8(t31);
        _mm_storeu_si128((__m128i *)(buf + (int)(i_vec + 16L)), t32);
        __m512i t33 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t33;
        __m512i t34 = _mm512_add_epi32(t1, _mm512_set1_epi32(4));
        __m512i t35 = t34;
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(7));
        __m512i t37 = _mm512_min_epu32(t35, t36);
        __m512i t38 = t37;
        __mmask16 t39 = _mm512_cmp_epi32_mask(t38, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t40 = _mm512_mask_blend_epi32(t39, _mm512_set1_epi32(26), _mm512_set1_epi32(1));
        __m512i t41 = (__m512i)((vcc_v16_int)i_v_3 % (vcc_v16_int)t40);
        __m512i t42 = _mm512_set1_epi32(97);
        __m512i t43 = t41;
        __m512i t44 = _mm512_add_epi32(t42, t43);
        __m512i t45 = t44;
        __m512i t46 = _mm512_mask_blend_epi32(t39, t45, _mm512_set1_epi32(32));
        __m128i t47 = _mm512_cvtepi32_epi8(t46);
        _mm_storeu_si128((__m128i *)(buf + (int)(i_vec + 32L)), t47);
        __m512i t48 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t48;
        __m512i t49 = _mm512_add_epi32(t1, _mm512_set1_epi32(6));
        __m512i t50 = t49;
        __m512i t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32(7));
        __m512i t52 = _mm512_min_epu32(t50, t51);
        __m512i t53 = t52;
        __mmask16 t54 = _mm512_cmp_epi32_mask(t53, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t55 = _mm512_mask_blend_epi32(t54, _mm512_set1_epi32(26), _mm512_set1_epi32(1));
        __m512i t56 = (__m512i)((vcc_v16_int)i_v_4 % (vcc_v16_int)t55);
        __m512i t57 = _mm512_set1_epi32(97);
        __m512i t58 = t56;
        __m512i t59 = _mm512_add_epi32(t57, t58);
        __m512i t60 = t59;
        __m512i t61 = _mm512_mask_blend_epi32(t54, t60, _mm512_set1_epi32(32));
        __m128i t62 = _mm512_cvtepi32_epi8(t61);
        _mm_storeu_si128((__m128i *)(buf + (int)(i_vec + 48L)), t62);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
        __m512i t63 = _mm512_add_epi32(t1, _mm512_set1_epi32(1));
        __m512i t64 = t63;
        __m512i t65 = _mm512_sub_epi32(t64, _mm512_set1_epi32(7));
        __m512i t66 = _mm512_min_epu32(t64, t65);
        t1 = t66;
    } while (i_vec < 4160L);
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int start = (int)(r % 61L);
        char *t67 = buf + (start + (3500 + (int)(r % 512L)));
        *t67 = (char)0;
        long t68 = total;
        total = t68 + (long)kernel(buf + start);
        *t67 = (char)120;
    }
    (_mm256_zeroupper(), bench_print("count_sp_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)buf);
    return 0;
}
