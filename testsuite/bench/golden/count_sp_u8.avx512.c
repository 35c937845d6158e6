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
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    int n;
    long t6;
    int t7;
    long t8;
    int i;
    int n_1;
    char t9;
    int t10;
    int t11;
    long t12;
    long t13;
    vcc_v8_char t14;
    vcc_v8_char t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    vcc_v8_schar t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    vcc_v8_schar t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i_1;
    char t32;
    t6 = (long)((0UL - ((unsigned long)s + (unsigned long)0L)) & 15UL);
    t7 = 0;
    t1 = 0;
    t8 = 0L;
    for (;; t7 = i + 1, t8++) {
        if (t8 >= t6) {
            t10 = t7;
            t11 = t1;
            break;
        }
        i = t7;
        n_1 = t1;
        t9 = s[i];
        if (!t9) {
            i_1 = i;
            n = n_1;
            goto L34;
        }
        t1 = n_1 + ((int)t9 == 32);
    }
    t12 = (long)0 * -1L + 2147483648L;
    t13 = (t12 < 1152921504606846976L ? t12 : 1152921504606846976L) - t6;
    if ((t13 >= 16L) & 1) {
        t5 = t13 & -16L;
        t2 = 0L;
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t14 = vcc_load(vcc_v8_char, s + (int)((long)t10 + t2));
            t15 = vcc_load(vcc_v8_char, s + (int)((long)t10 + (t2 + 8L)));
            t16 = (__m256i)__builtin_convertvector(t14 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            t17 = (__m256i)~(vcc_m8)t16;
            t18 = (__m256i)__builtin_convertvector(t15 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            t19 = (__m256i)~(vcc_m8)t18;
            t20 = _mm256_or_si256(t17, t19);
            if ((_mm256_movemask_epi8(t20) != 0)) {
                break;
            }
            t21 = (vcc_v8_schar)t14;
            t22 = (__m256i)__builtin_convertvector(t21 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            t23 = (__m256i)__builtin_convertvector((vcc_m8)t22 & 1, vcc_v8_int);
            t24 = t23;
            t3 = _mm256_add_epi32(t3, t24);
            t25 = (vcc_v8_schar)t15;
            t26 = (__m256i)__builtin_convertvector(t25 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            t27 = (__m256i)__builtin_convertvector((vcc_m8)t26 & 1, vcc_v8_int);
            t28 = t27;
            t4 = _mm256_add_epi32(t4, t28);
            t2 += 16L;
            if (t2 >= t5) {
                t29 = t3;
                t30 = t4;
                goto L33;
            }
        }
        t5 = t2;
        t29 = t3;
        t30 = t4;
    L33:
        t31 = _mm256_add_epi32(t29, t30);
        i_1 = (int)((long)t10 + t5);
        n = (int)((unsigned int)t11 + vcc_avx2_sum_epi32(t31));
    } else {
        i_1 = t10;
        n = t11;
    }
L34:
    for (;; i_1++) {
        t32 = s[i_1];
        if (!t32) {
            break;
        }
        n += (int)t32 == 32;
    }
    return n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    __m256i t1;
    __m256i t2;
    long t3;
    long reps;
    char *buf;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
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
    vcc_v8_char t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    vcc_v8_char t37;
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
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    vcc_v8_char t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
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
    __m256i t68;
    vcc_v8_char t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    int i;
    char *t74;
    int t75;
    long r;
    int start;
    char *t76;
    long t77;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 100000L));
    buf = (char *)malloc(4160UL);
    if ((4160L >= 32L) & (0 >= 0)) {
        t4 = 4160L & -32L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = _mm256_set1_epi32((int)(0 % 7));
        t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        t9 = t8;
        t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)7));
        t11 = _mm256_min_epu32(t9, t10);
        t2 = t11;
        t3 = 0L;
        do {
            t12 = t1;
            t13 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32((int)0));
            t14 = _mm256_ternarylogic_epi32(t13, _mm256_set1_epi32((int)1), _mm256_set1_epi32((int)26), 0xCA);
            t15 = (__m256i)((vcc_v8_int)t12 % (vcc_v8_int)t14);
            t16 = _mm256_set1_epi32((int)97);
            t17 = t15;
            t18 = _mm256_add_epi32(t16, t17);
            t19 = t18;
            t20 = _mm256_ternarylogic_epi32(t13, _mm256_set1_epi32((int)32), t19, 0xCA);
            t21 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t20, vcc_v8_short), vcc_v8_char);
            vcc_store(buf + (int)((long)0 + t3), t21);
            t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t23 = t22;
            t24 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)7));
            t27 = _mm256_min_epu32(t25, t26);
            t28 = t27;
            t29 = _mm256_cmpeq_epi32(t28, _mm256_set1_epi32((int)0));
            t30 = _mm256_ternarylogic_epi32(t29, _mm256_set1_epi32((int)1), _mm256_set1_epi32((int)26), 0xCA);
            t31 = (__m256i)((vcc_v8_int)t23 % (vcc_v8_int)t30);
            t32 = _mm256_set1_epi32((int)97);
            t33 = t31;
            t34 = _mm256_add_epi32(t32, t33);
            t35 = t34;
            t36 = _mm256_ternarylogic_epi32(t29, _mm256_set1_epi32((int)32), t35, 0xCA);
            t37 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t36, vcc_v8_short), vcc_v8_char);
            vcc_store(buf + (int)((long)0 + (t3 + 8L)), t37);
            t38 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t39 = t38;
            t40 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
            t41 = t40;
            t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)7));
            t43 = _mm256_min_epu32(t41, t42);
            t44 = t43;
            t45 = _mm256_cmpeq_epi32(t44, _mm256_set1_epi32((int)0));
            t46 = _mm256_ternarylogic_epi32(t45, _mm256_set1_epi32((int)1), _mm256_set1_epi32((int)26), 0xCA);
            t47 = (__m256i)((vcc_v8_int)t39 % (vcc_v8_int)t46);
            t48 = _mm256_set1_epi32((int)97);
            t49 = t47;
            t50 = _mm256_add_epi32(t48, t49);
            t51 = t50;
            t52 = _mm256_ternarylogic_epi32(t45, _mm256_set1_epi32((int)32), t51, 0xCA);
            t53 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t52, vcc_v8_short), vcc_v8_char);
            vcc_store(buf + (int)((long)0 + (t3 + 16L)), t53);
            t54 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t55 = t54;
            t56 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
            t57 = t56;
            t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32((int)7));
            t59 = _mm256_min_epu32(t57, t58);
            t60 = t59;
            t61 = _mm256_cmpeq_epi32(t60, _mm256_set1_epi32((int)0));
            t62 = _mm256_ternarylogic_epi32(t61, _mm256_set1_epi32((int)1), _mm256_set1_epi32((int)26), 0xCA);
            t63 = (__m256i)((vcc_v8_int)t55 % (vcc_v8_int)t62);
            t64 = _mm256_set1_epi32((int)97);
            t65 = t63;
            t66 = _mm256_add_epi32(t64, t65);
            t67 = t66;
            t68 = _mm256_ternarylogic_epi32(t61, _mm256_set1_epi32((int)32), t67, 0xCA);
            t69 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t68, vcc_v8_short), vcc_v8_char);
            vcc_store(buf + (int)((long)0 + (t3 + 24L)), t69);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t70 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)4));
            t71 = t70;
            t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32((int)7));
            t73 = _mm256_min_epu32(t71, t72);
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
