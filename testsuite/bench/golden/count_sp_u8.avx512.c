/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

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
    long t6;
    int t7;
    long t8;
    long t10;
    __m256i t26;
    __m256i t27;
    int i;
    t6 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t8 = 0L;
    for (t7 = 0; t8 < t6; t7++, t8++) {
        char t9 = s[t7];
        if (!t9) {
            i = t7;
            n = t1;
            goto L30;
        }
        t1 += (int)t9 == 32;
    }
    t10 = 2147483648L - t6;
    if ((t10 >= 16L) & 1) {
        long t5 = t10 & -16L;
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        for (;;) {
            vcc_v8_char t11 = vcc_load(vcc_v8_char, s + (int)((long)t7 + t2));
            vcc_v8_char t12 = vcc_load(vcc_v8_char, s + (int)((long)t7 + (t2 + 8L)));
            __m256i t13 = (__m256i)__builtin_convertvector(t11 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            __m256i t14 = (__m256i)~(vcc_m8)t13;
            __m256i t15 = (__m256i)__builtin_convertvector(t12 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            __m256i t16 = (__m256i)~(vcc_m8)t15;
            __m256i t17 = _mm256_or_si256(t14, t16);
            if ((_mm256_movemask_epi8(t17) != 0)) {
                t5 = t2;
                t26 = t3;
                t27 = t4;
                break;
            }
            vcc_v8_schar t18 = (vcc_v8_schar)t11;
            __m256i t19 = (__m256i)__builtin_convertvector(t18 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            __m256i t20 = (__m256i)__builtin_convertvector((vcc_m8)t19 & 1, vcc_v8_int);
            __m256i t21 = t20;
            t3 = _mm256_add_epi32(t3, t21);
            vcc_v8_schar t22 = (vcc_v8_schar)t12;
            __m256i t23 = (__m256i)__builtin_convertvector(t22 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            __m256i t24 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
            __m256i t25 = t24;
            t4 = _mm256_add_epi32(t4, t25);
            t2 += 16L;
            if (t2 >= t5) {
                t26 = t3;
                t27 = t4;
                break;
            }
        }
        __m256i t28 = _mm256_add_epi32(t26, t27);
        i = (int)((long)t7 + t5);
        n = (int)((unsigned int)t1 + vcc_avx2_sum_epi32(t28));
    } else {
        i = t7;
        n = t1;
    }
L30:
    for (;; i++) {
        char t29 = s[i];
        if (!t29) {
            break;
        }
        n += (int)t29 == 32;
    }
    return n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    int t74;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 100000L));
    char *buf = (char *)malloc(4160UL);
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = t4;
    __m256i t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
    __m256i t8 = t7;
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(7));
    __m256i t10 = _mm256_min_epu32(t8, t9);
    __m256i t2 = t10;
    long t3 = 0L;
    do {
        __m256i t11 = t1;
        __m256i t12 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32(0));
        __m256i t13 = _mm256_ternarylogic_epi32(t12, _mm256_set1_epi32(1), _mm256_set1_epi32(26), 0xCA);
        __m256i t14 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)t13);
        __m256i t15 = _mm256_set1_epi32(97);
        __m256i t16 = t14;
        __m256i t17 = _mm256_add_epi32(t15, t16);
        __m256i t18 = t17;
        __m256i t19 = _mm256_ternarylogic_epi32(t12, _mm256_set1_epi32(32), t18, 0xCA);
        vcc_v8_char t20 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short), vcc_v8_char);
        vcc_store(buf + (int)t3, t20);
        __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t22 = t21;
        __m256i t23 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(7));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        __m256i t27 = t26;
        __m256i t28 = _mm256_cmpeq_epi32(t27, _mm256_set1_epi32(0));
        __m256i t29 = _mm256_ternarylogic_epi32(t28, _mm256_set1_epi32(1), _mm256_set1_epi32(26), 0xCA);
        __m256i t30 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)t29);
        __m256i t31 = _mm256_set1_epi32(97);
        __m256i t32 = t30;
        __m256i t33 = _mm256_add_epi32(t31, t32);
        __m256i t34 = t33;
        __m256i t35 = _mm256_ternarylogic_epi32(t28, _mm256_set1_epi32(32), t34, 0xCA);
        vcc_v8_char t36 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t35, vcc_v8_short), vcc_v8_char);
        vcc_store(buf + (int)(t3 + 8L), t36);
        __m256i t37 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t38 = t37;
        __m256i t39 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
        __m256i t40 = t39;
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(7));
        __m256i t42 = _mm256_min_epu32(t40, t41);
        __m256i t43 = t42;
        __m256i t44 = _mm256_cmpeq_epi32(t43, _mm256_set1_epi32(0));
        __m256i t45 = _mm256_ternarylogic_epi32(t44, _mm256_set1_epi32(1), _mm256_set1_epi32(26), 0xCA);
        __m256i t46 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)t45);
        __m256i t47 = _mm256_set1_epi32(97);
        __m256i t48 = t46;
        __m256i t49 = _mm256_add_epi32(t47, t48);
        __m256i t50 = t49;
        __m256i t51 = _mm256_ternarylogic_epi32(t44, _mm256_set1_epi32(32), t50, 0xCA);
        vcc_v8_char t52 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t51, vcc_v8_short), vcc_v8_char);
        vcc_store(buf + (int)(t3 + 16L), t52);
        __m256i t53 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t54 = t53;
        __m256i t55 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
        __m256i t56 = t55;
        __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(7));
        __m256i t58 = _mm256_min_epu32(t56, t57);
        __m256i t59 = t58;
        __m256i t60 = _mm256_cmpeq_epi32(t59, _mm256_set1_epi32(0));
        __m256i t61 = _mm256_ternarylogic_epi32(t60, _mm256_set1_epi32(1), _mm256_set1_epi32(26), 0xCA);
        __m256i t62 = (__m256i)((vcc_v8_int)t54 % (vcc_v8_int)t61);
        __m256i t63 = _mm256_set1_epi32(97);
        __m256i t64 = t62;
        __m256i t65 = _mm256_add_epi32(t63, t64);
        __m256i t66 = t65;
        __m256i t67 = _mm256_ternarylogic_epi32(t60, _mm256_set1_epi32(32), t66, 0xCA);
        vcc_v8_char t68 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t67, vcc_v8_short), vcc_v8_char);
        vcc_store(buf + (int)(t3 + 24L), t68);
        t3 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t69 = _mm256_add_epi32(t2, _mm256_set1_epi32(4));
        __m256i t70 = t69;
        __m256i t71 = _mm256_sub_epi32(t70, _mm256_set1_epi32(7));
        __m256i t72 = _mm256_min_epu32(t70, t71);
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
