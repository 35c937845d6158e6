/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
    char t19;
    t3 = (long)(((0UL - (unsigned long)a - 1UL) & 31UL) + 1UL);
    t5 = b;
    t6 = 0L;
    for (t4 = a; t6 < t3; t4 = t4 + 1, t5 = t5 + 1, t6++) {
        char t7 = *t4;
        if (!t7) {
            a_1 = t4;
            b_1 = t5;
            goto L20;
        }
        if (((int)t7 == (int)*t5) == 0) {
            a_1 = t4;
            b_1 = t5;
            goto L20;
        }
    }
    t8 = 1152921504606846976L - t3;
    if ((t8 >= 32L) & 1) {
        long t2 = t8 & -32L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(-1L + t3 * 1L);
        long t1 = 0L;
        /* vcc: loop at strcmp_u8.c:13 vectorized: VF 32, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 32 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t9 + (unsigned long)t1 * 1UL) & 4095UL) > 4063UL) {
                const char *t16 = t5 + t1;
                long t17 = 0L;
                for (const char *t15 = t4 + t1; t17 < 32L; t15 = t15 + 1, t16 = t16 + 1, t17++) {
                    char t18 = *t15;
                    if (!t18) {
                        a_1 = t15;
                        b_1 = t16;
                        goto L20;
                    }
                    if (((int)t18 == (int)*t16) == 0) {
                        a_1 = t15;
                        b_1 = t16;
                        goto L20;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                __m256i a_v = _mm256_load_si256((const __m256i *)(t4 + t1));
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(t5 + t1));
                __mmask32 t10 = _mm256_cmp_epi8_mask(a_v, b_v, _MM_CMPINT_EQ);
                __mmask32 t11 = _mm256_cmp_epi8_mask(a_v, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
                __mmask32 t12 = _knot_mask32(t11);
                __mmask32 t13 = _knot_mask32(t10);
                __mmask32 t14 = _kor_mask32(t12, t13);
                if ((t14 != 0)) {
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
L20:
    for (;; a_1 = a_1 + 1, b_1 = b_1 + 1) {
        t19 = *a_1;
        if (!t19) {
            break;
        }
        if (((int)t19 == (int)*b_1) == 0) {
            break;
        }
    }
    return (int)(unsigned char)t19 - (int)(unsigned char)*b_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    int i;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    void *t2 = malloc(4097UL);
    char *a = (char *)t2;
    void *t3 = malloc(4099UL);
    char *b = (char *)t3;
    unsigned long t4 = (unsigned long)t2;
    unsigned long t5 = (unsigned long)t3;
    long t6 = (long)((unsigned long)t2 - ((unsigned long)t3 + 2UL));
    if (1 & (((t4 + 4096UL) <= (t5 + 2UL)) | ((t5 + 4098UL) <= t4) | ((t6 <= 0L) | (t6 >= 32L))) & 1) {
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(26));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t8, t9);
        long i_vec = 0L;
        /* vcc: loop at strcmp_u8.c:24 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 23:15 and the value of the call to `malloc` at 23:22 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 25:40 by 26 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        do {
            __m256i t10 = _mm256_add_epi32(_mm256_set1_epi32(97), (__m256i)t1);
            vcc_v8_char t11 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t10));
            vcc_store(b + ((int)i_vec + 2), t11);
            vcc_store(a + i_vec, t11);
            long t12 = i_vec + 8L;
            __m256i t13 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
            __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(26));
            __m256i t15 = _mm256_min_epu32(t13, t14);
            __m256i t16 = _mm256_add_epi32(_mm256_set1_epi32(97), t15);
            vcc_v8_char t17 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t16));
            vcc_store(b + ((int)t12 + 2), t17);
            vcc_store(a + t12, t17);
            long t18 = i_vec + 16L;
            __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
            __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(26));
            __m256i t21 = _mm256_min_epu32(t19, t20);
            __m256i t22 = _mm256_add_epi32(_mm256_set1_epi32(97), t21);
            vcc_v8_char t23 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t22));
            vcc_store(b + ((int)t18 + 2), t23);
            vcc_store(a + t18, t23);
            long t24 = i_vec + 24L;
            __m256i t25 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
            __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(26));
            __m256i t27 = _mm256_min_epu32(t25, t26);
            __m256i t28 = _mm256_add_epi32(_mm256_set1_epi32(97), t27);
            vcc_v8_char t29 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t28));
            vcc_store(b + ((int)t24 + 2), t29);
            vcc_store(a + t24, t29);
            i_vec += 32L;
            __m256i t30 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
            __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(26));
            t1 = (vcc_v8_int)_mm256_min_epu32(t30, t31);
        } while (i_vec < 4096L);
        i = 4096;
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        char t32 = (char)(97 + i % 26);
        b[i + 2] = t32;
        a[i] = t32;
    }
    b[4098] = (char)0;
    a[4096] = (char)0;
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int at = 4095 - (int)(r % 512L);
        char *t33 = b + (at + 2);
        *t33 = (char)((int)*t33 + 1);
        long t34 = total;
        total = t34 + (long)(kernel(a, b + 2) + at);
        *t33 = (char)((int)*t33 - 1);
    }
    (_mm256_zeroupper(), bench_print("strcmp_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    free((void *)b);
    return 0;
}
