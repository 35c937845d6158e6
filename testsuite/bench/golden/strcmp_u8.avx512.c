/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* strcmp_u8: a hand-written strcmp (`while (*a && *a == *b) a++, b++;`), `b` read only after the
   terminator test. needs: a peel aligning `a` (at least one iteration), `b` read unaligned with
   a page-crossing test that also covers the byte before the first lane (malloc'd strings: their
   misalignments differ) */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const char *a, const char *b)
{
    vcc_no_contract_body
    long t3;
    const char *t4;
    const char *t5;
    long t6;
    long t8;
    const char *a_1;
    const char *b_1;
    char t23;
    t3 = (long)(((0UL - (unsigned long)a - 1UL) & 31UL) + 1UL);
    t5 = b;
    t6 = 0L;
    for (t4 = a; t6 < t3; t4 = t4 + 1, t5 = t5 + 1, t6++) {
        char t7 = *t4;
        if (!t7) {
            a_1 = t4;
            b_1 = t5;
            goto L24;
        }
        if (((int)t7 == (int)*t5) == 0) {
            a_1 = t4;
            b_1 = t5;
            goto L24;
        }
    }
    t8 = 1152921504606846976L - t3;
    if ((t8 >= 32L) & 1) {
        long t2 = t8 & -32L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(-1L + t3 * 1L);
        long t1 = 0L;
        for (;;) {
            if (((t9 + (unsigned long)t1 * 1UL) & 4095UL) > 4063UL) {
                const char *t20 = t5 + t1;
                long t21 = 0L;
                for (const char *t19 = t4 + t1; t21 < 32L; t19 = t19 + 1, t20 = t20 + 1, t21++) {
                    char t22 = *t19;
                    if (!t22) {
                        a_1 = t19;
                        b_1 = t20;
                        goto L24;
                    }
                    if (((int)t22 == (int)*t20) == 0) {
                        a_1 = t19;
                        b_1 = t20;
                        goto L24;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                __m256i t10 = _mm256_load_si256((const __m256i *)(t4 + t1));
                __m256i t11 = _mm256_loadu_si256((const __m256i *)(t5 + t1));
                __m256i t12 = t10;
                __m256i t13 = t11;
                __mmask32 t14 = _mm256_cmp_epi8_mask(t12, t13, _MM_CMPINT_EQ);
                __mmask32 t15 = _mm256_cmp_epi8_mask(t10, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
                __mmask32 t16 = _knot_mask32(t15);
                __mmask32 t17 = _knot_mask32(t14);
                __mmask32 t18 = _kor_mask32(t16, t17);
                if ((t18 != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        a_1 = t4 + t2;
        b_1 = t5 + t2;
    } else {
        a_1 = t4;
        b_1 = t5;
    }
L24:
    for (;; a_1 = a_1 + 1, b_1 = b_1 + 1) {
        t23 = *a_1;
        if (!t23) {
            break;
        }
        if (((int)t23 == (int)*b_1) == 0) {
            break;
        }
    }
    return (int)(unsigned char)t23 - (int)(unsigned char)*b_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    int i;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    void *t3 = malloc(4097UL);
    char *a = (char *)t3;
    void *t4 = malloc(4099UL);
    char *b = (char *)t4;
    unsigned long t5 = (unsigned long)t3;
    unsigned long t6 = (unsigned long)t4;
    if (1 & (((t5 + 4096UL) <= (t6 + 2UL)) | ((t6 + 4098UL) <= t5)) & 1) {
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t9 = t8;
        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(26));
        __m256i t11 = _mm256_min_epu32(t9, t10);
        __m256i t1 = t11;
        long t2 = 0L;
        do {
            int t12 = (int)t2;
            __m256i t13 = _mm256_add_epi32(_mm256_set1_epi32(97), t1);
            vcc_v8_char t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t13, vcc_v8_short), vcc_v8_char);
            vcc_store(b + (t12 + 2), t14);
            vcc_store(a + t12, t14);
            int t15 = (int)(t2 + 8L);
            __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t17 = t16;
            __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(26));
            __m256i t19 = _mm256_min_epu32(t17, t18);
            __m256i t20 = t19;
            __m256i t21 = _mm256_add_epi32(_mm256_set1_epi32(97), t20);
            vcc_v8_char t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t21, vcc_v8_short), vcc_v8_char);
            vcc_store(b + (t15 + 2), t22);
            vcc_store(a + t15, t22);
            int t23 = (int)(t2 + 16L);
            __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t25 = t24;
            __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(26));
            __m256i t27 = _mm256_min_epu32(t25, t26);
            __m256i t28 = t27;
            __m256i t29 = _mm256_add_epi32(_mm256_set1_epi32(97), t28);
            vcc_v8_char t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t29, vcc_v8_short), vcc_v8_char);
            vcc_store(b + (t23 + 2), t30);
            vcc_store(a + t23, t30);
            int t31 = (int)(t2 + 24L);
            __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t33 = t32;
            __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(26));
            __m256i t35 = _mm256_min_epu32(t33, t34);
            __m256i t36 = t35;
            __m256i t37 = _mm256_add_epi32(_mm256_set1_epi32(97), t36);
            vcc_v8_char t38 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t37, vcc_v8_short), vcc_v8_char);
            vcc_store(b + (t31 + 2), t38);
            vcc_store(a + t31, t38);
            t2 += 32L;
            __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
            __m256i t40 = t39;
            __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(26));
            __m256i t42 = _mm256_min_epu32(t40, t41);
            t1 = t42;
        } while (t2 < 4096L);
        i = 4096;
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        char t43 = (char)(97 + i % 26);
        b[i + 2] = t43;
        a[i] = t43;
    }
    b[4098] = (char)0;
    a[4096] = (char)0;
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int at = 4095 - (int)(r % 512L);
        char *t44 = b + (at + 2);
        *t44 = (char)((int)*t44 + 1);
        long t45 = total;
        total = t45 + (long)(kernel(a, b + 2) + at);
        *t44 = (char)((int)*t44 - 1);
    }
    (_mm256_zeroupper(), bench_print("strcmp_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    free((void *)b);
    return 0;
}
