/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* prefix_i32: the common prefix of two arrays (`while (i < n && a[i] == b[i]) i++;`), two
   pointers of unknown extent read before the exit test. needs: a peel aligning `a`, and `b`
   read unaligned with a page-crossing test per vector iteration (malloc'd here: the two arrays'
   misalignments modulo the vector iteration's 64 bytes need not agree) */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(int n, const int *a, const int *b)
{
    vcc_no_contract_body
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t8;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 127UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L21;
        }
        long t7 = (long)t5;
        if ((a[t7] == b[t7]) == 0) {
            i = t5;
            goto L21;
        }
    }
    t8 = (long)n - t3;
    if ((t8 >= 32L) & t4) {
        long t1 = t8 & -32L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(t3 * 4L);
        long i_vec = 0L;
        /* vcc: loop at prefix_i32.c:14 vectorized: VF 16, UF 2, early exit, peeled to align `a` to 128 bytes (and `b` unaligned, the vector iterations whose loads of it would cross a page run as scalar ones), scalar epilogue */
        for (;;) {
            if (((t9 + (unsigned long)i_vec * 4UL) & 4095UL) > 3968UL) {
                long t18 = 0L;
                for (int t17 = (int)((long)t5 + i_vec); t18 < 32L; t17++, t18++) {
                    if (t17 >= n) {
                        i = t17;
                        goto L21;
                    }
                    long t19 = (long)t17;
                    if ((a[t19] == b[t19]) == 0) {
                        i = t17;
                        goto L21;
                    }
                }
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            } else {
                long t10 = (long)(int)((long)t5 + i_vec);
                __m512i a_v = _mm512_load_si512(a + t10);
                __m512i b_v = _mm512_loadu_si512(b + t10);
                __mmask16 t11 = _mm512_cmp_epi32_mask(a_v, b_v, _MM_CMPINT_EQ);
                long t12 = (long)(int)((long)t5 + (i_vec + 16L));
                __m512i a_v_1 = _mm512_load_si512(a + t12);
                __m512i b_v_1 = _mm512_loadu_si512(b + t12);
                __mmask16 t13 = _mm512_cmp_epi32_mask(a_v_1, b_v_1, _MM_CMPINT_EQ);
                __mmask16 t14 = _knot_mask16(t11);
                __mmask16 t15 = _knot_mask16(t13);
                __mmask16 t16 = _kor_mask16(t14, t15);
                if ((t16 != 0)) {
                    t1 = i_vec;
                    break;
                }
                i_vec += 32L;
                if (i_vec >= t1) {
                    break;
                }
            }
        }
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L21:
    for (; i < n; i++) {
        long t20 = (long)i;
        if ((a[t20] == b[t20]) == 0) {
            break;
        }
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    int i;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    void *t1 = malloc(16384UL);
    int *a = (int *)t1;
    void *t2 = malloc(16384UL);
    int *b = (int *)t2;
    unsigned long t3 = (unsigned long)t1;
    unsigned long t4 = (unsigned long)t2;
    long t5 = (long)((unsigned long)t1 - (unsigned long)t2);
    if (1 & (((t3 + 16384UL) <= t4) | ((t4 + 16384UL) <= t3) | ((t5 <= 0L) | (t5 >= 256L)))) {
        __m512i t6 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at prefix_i32.c:23 vectorized: VF 16, UF 4, run-time check: the value of the call to `malloc` at 22:14 and the value of the call to `malloc` at 22:21 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            __m512i t7 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(7));
            _mm512_storeu_si512(b + i_vec, t7);
            _mm512_storeu_si512(a + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(7));
            _mm512_storeu_si512(b + t8, t10);
            _mm512_storeu_si512(a + t8, t10);
            long t11 = i_vec + 32L;
            __m512i t12 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
            __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(7));
            _mm512_storeu_si512(b + t11, t13);
            _mm512_storeu_si512(a + t11, t13);
            long t14 = i_vec + 48L;
            __m512i t15 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
            __m512i t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(7));
            _mm512_storeu_si512(b + t14, t16);
            _mm512_storeu_si512(a + t14, t16);
            i_vec += 64L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
        } while (i_vec < 4096L);
        i = 4096;
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        long t17 = (long)i;
        int t18 = i * 7;
        b[t17] = t18;
        a[t17] = t18;
    }
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int *t19 = b + (4095 - (int)(r % 512L));
        *t19 = *t19 + 1;
        long t20 = total;
        total = t20 + (long)kernel(4096, a, b);
        *t19 = *t19 - 1;
    }
    (_mm256_zeroupper(), bench_print("prefix_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    free((void *)b);
    return 0;
}
