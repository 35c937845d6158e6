/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* count_sp_u8: spaces in a string (`for (i = 0; s[i]; i++) n += s[i] == ' ';`: a reduction in
   a loop with no counted exit). needs: uncounted loop, peel to align the pointer, reduction */
#include "bench.h"
#ifndef REPS
#define REPS 100000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const char *s)
{
    vcc_no_contract_body
    int t1;
    int n;
    long t3;
    int t4;
    long t5;
    long t7;
    vcc_v16_uint n_v_1;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        char t6 = s[t4];
        if (!t6) {
            i = t4;
            n = t1;
            goto L13;
        }
        t1 += (int)t6 == 32;
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & 1) {
        long t2 = t7 & -16L;
        long i_vec = 0L;
        vcc_v16_uint n_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at count_sp_u8.c:12 vectorized: VF 16, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        for (;;) {
            __m128i s_v = _mm_load_si128((const __m128i *)(s + (int)((long)t4 + i_vec)));
            __mmask16 t8 = _mm_cmp_epi8_mask(s_v, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __mmask16 t9 = _knot_mask16(t8);
            if ((t9 != 0)) {
                t2 = i_vec;
                n_v_1 = (vcc_v16_uint)(__m512i)n_v;
                break;
            }
            __mmask16 t10 = _mm_cmp_epi8_mask(s_v, _mm_set1_epi8((char)32), _MM_CMPINT_EQ);
            __m512i t11 = _mm512_maskz_mov_epi32(t10, _mm512_set1_epi32(1));
            n_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)n_v, t11);
            i_vec += 16L;
            if (i_vec >= t2) {
                n_v_1 = (vcc_v16_uint)(__m512i)n_v;
                break;
            }
        }
        i = (int)((long)t4 + t2);
        n = (int)((unsigned int)t1 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)n_v_1), _mm512_extracti64x4_epi64((__m512i)n_v_1, 1))));
    } else {
        i = t4;
        n = t1;
    }
L13:
    for (;; i++) {
        char t12 = s[i];
        if (!t12) {
            break;
        }
        n += (int)t12 == 32;
    }
    return n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 100000L));
    char *buf = (char *)malloc(4160UL);
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(7));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at count_sp_u8.c:21 vectorized: VF 8, UF 4, the remainder at 22:25 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t6 = _mm256_cmpeq_epi32((__m256i)t1, _mm256_set1_epi32(0));
        __m256i t7 = (__m256i)((vcc_v8_int)(__m256i)i_v % (vcc_v8_int)_mm256_set1_epi32(26));
        __m256i t8 = _mm256_add_epi32(_mm256_set1_epi32(97), t7);
        __m256i t9 = _mm256_ternarylogic_epi32(t6, _mm256_set1_epi32(32), t8, 0xCA);
        vcc_v8_char t10 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t9));
        vcc_store(buf + i_vec, t10);
        __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(7));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256i t15 = _mm256_cmpeq_epi32(t14, _mm256_set1_epi32(0));
        __m256i t16 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32(26));
        __m256i t17 = _mm256_add_epi32(_mm256_set1_epi32(97), t16);
        __m256i t18 = _mm256_ternarylogic_epi32(t15, _mm256_set1_epi32(32), t17, 0xCA);
        vcc_v8_char t19 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t18));
        vcc_store(buf + (i_vec + 8L), t19);
        __m256i t20 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t21 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(7));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t24 = _mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0));
        __m256i t25 = (__m256i)((vcc_v8_int)t20 % (vcc_v8_int)_mm256_set1_epi32(26));
        __m256i t26 = _mm256_add_epi32(_mm256_set1_epi32(97), t25);
        __m256i t27 = _mm256_ternarylogic_epi32(t24, _mm256_set1_epi32(32), t26, 0xCA);
        vcc_v8_char t28 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t27));
        vcc_store(buf + (i_vec + 16L), t28);
        __m256i t29 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t30 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(7));
        __m256i t32 = _mm256_min_epu32(t30, t31);
        __m256i t33 = _mm256_cmpeq_epi32(t32, _mm256_set1_epi32(0));
        __m256i t34 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)_mm256_set1_epi32(26));
        __m256i t35 = _mm256_add_epi32(_mm256_set1_epi32(97), t34);
        __m256i t36 = _mm256_ternarylogic_epi32(t33, _mm256_set1_epi32(32), t35, 0xCA);
        vcc_v8_char t37 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t36));
        vcc_store(buf + (i_vec + 24L), t37);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t38 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(7));
        t1 = (vcc_v8_int)_mm256_min_epu32(t38, t39);
    } while (i_vec < 4160L);
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int start = (int)(r % 61L);
        char *t40 = buf + (start + (3500 + (int)(r % 512L)));
        *t40 = (char)0;
        long t41 = total;
        total = t41 + (long)kernel(buf + start);
        *t40 = (char)120;
    }
    (_mm256_zeroupper(), bench_print("count_sp_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)buf);
    return 0;
}
