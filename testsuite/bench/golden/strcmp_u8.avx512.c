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
    char t21;
    t3 = (long)(((0UL - (unsigned long)a - 1UL) & 31UL) + 1UL);
    t5 = b;
    t6 = 0L;
    for (t4 = a; t6 < t3; t4 = t4 + 1, t5 = t5 + 1, t6++) {
        char t7 = *t4;
        if (!t7) {
            a_1 = t4;
            b_1 = t5;
            goto L22;
        }
        if (((int)t7 == (int)*t5) == 0) {
            a_1 = t4;
            b_1 = t5;
            goto L22;
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
                const char *t18 = t5 + t1;
                long t19 = 0L;
                for (const char *t17 = t4 + t1; t19 < 32L; t17 = t17 + 1, t18 = t18 + 1, t19++) {
                    char t20 = *t17;
                    if (!t20) {
                        a_1 = t17;
                        b_1 = t18;
                        goto L22;
                    }
                    if (((int)t20 == (int)*t18) == 0) {
                        a_1 = t17;
                        b_1 = t18;
                        goto L22;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                __m256i a_v = _mm256_load_si256((const __m256i *)(t4 + t1));
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(t5 + t1));
                __m256i t10 = a_v;
                __m256i t11 = b_v;
                __mmask32 t12 = _mm256_cmp_epi8_mask(t10, t11, _MM_CMPINT_EQ);
                __mmask32 t13 = _mm256_cmp_epi8_mask(a_v, _mm256_set1_epi8((char)0), _MM_CMPINT_NE);
                __mmask32 t14 = _knot_mask32(t13);
                __mmask32 t15 = _knot_mask32(t12);
                __mmask32 t16 = _kor_mask32(t14, t15);
                if ((t16 != 0)) {
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
L22:
    for (;; a_1 = a_1 + 1, b_1 = b_1 + 1) {
        t21 = *a_1;
        if (!t21) {
            break;
        }
        if (((int)t21 == (int)*b_1) == 0) {
            break;
        }
    }
    return (int)(unsigned char)t21 - (int)(unsigned char)*b_1;
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
    if (1 & (((t4 + 4096UL) <= (t5 + 2UL)) | ((t5 + 4098UL) <= t4)) & 1) {
        __m256i t6 = _mm256_set1_epi32(0);
        __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t8 = t7;
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(26));
        __m256i t10 = _mm256_min_epu32(t8, t9);
        __m256i t1 = t10;
        long i_vec = 0L;
        /* vcc: loop at strcmp_u8.c:24 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 23:15 and the value of the call to `malloc` at 23:22 do not overlap, the remainder at 25:40 by 26 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        do {
            int t11 = (int)i_vec;
            __m256i t12 = _mm256_add_epi32(_mm256_set1_epi32(97), t1);
            vcc_v8_char t13 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t12, vcc_v8_short), vcc_v8_char);
            vcc_store(b + (t11 + 2), t13);
            vcc_store(a + t11, t13);
            int t14 = (int)(i_vec + 8L);
            __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t16 = t15;
            __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(26));
            __m256i t18 = _mm256_min_epu32(t16, t17);
            __m256i t19 = t18;
            __m256i t20 = _mm256_add_epi32(_mm256_set1_epi32(97), t19);
            vcc_v8_char t21 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t20, vcc_v8_short), vcc_v8_char);
            vcc_store(b + (t14 + 2), t21);
            vcc_store(a + t14, t21);
            int t22 = (int)(i_vec + 16L);
            __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t24 = t23;
            __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(26));
            __m256i t26 = _mm256_min_epu32(t24, t25);
            __m256i t27 = t26;
            __m256i t28 = _mm256_add_epi32(_mm256_set1_epi32(97), t27);
            vcc_v8_char t29 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t28, vcc_v8_short), vcc_v8_char);
            vcc_store(b + (t22 + 2), t29);
            vcc_store(a + t22, t29);
            int t30 = (int)(i_vec + 24L);
            __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t32 = t31;
            __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(26));
            __m256i t34 = _mm256_min_epu32(t32, t33);
            __m256i t35 = t34;
            __m256i t36 = _mm256_add_epi32(_mm256_set1_epi32(97), t35);
            vcc_v8_char t37 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t36, vcc_v8_short), vcc_v8_char);
            vcc_store(b + (t30 + 2), t37);
            vcc_store(a + t30, t37);
            i_vec += 32L;
            __m256i t38 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
            __m256i t39 = t38;
            __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(26));
            __m256i t41 = _mm256_min_epu32(t39, t40);
            t1 = t41;
        } while (i_vec < 4096L);
        i = 4096;
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        char t42 = (char)(97 + i % 26);
        b[i + 2] = t42;
        a[i] = t42;
    }
    b[4098] = (char)0;
    a[4096] = (char)0;
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int at = 4095 - (int)(r % 512L);
        char *t43 = b + (at + 2);
        *t43 = (char)((int)*t43 + 1);
        long t44 = total;
        total = t44 + (long)(kernel(a, b + 2) + at);
        *t43 = (char)((int)*t43 - 1);
    }
    (_mm256_zeroupper(), bench_print("strcmp_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    free((void *)b);
    return 0;
}
