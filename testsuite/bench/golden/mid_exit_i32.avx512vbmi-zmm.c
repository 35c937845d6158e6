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

/* mid_exit_i32: a search whose counted test comes after the uncounted one
   (`if (a[i] == k) break; if (i >= n) break;`). needs: every exit an early exit, peel */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const int *a, int n, int key)
{
    vcc_no_contract_body
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)a;
    t3 = (long)((0UL - t2) & 63UL) / 4L;
    t4 = (t2 & 3UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (a[t5] == key) {
            i = t5;
            goto L12;
        }
        if (t5 >= n) {
            i = t5;
            goto L12;
        }
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        __m512i key_v = _mm512_set1_epi32((int)key);
        __m512i n_v = _mm512_set1_epi32((int)n);
        __m512i t8 = _mm512_set1_epi32((int)t5);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at mid_exit_i32.c:12 vectorized: VF 16, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            __m512i a_v = _mm512_load_si512(a + (int)((long)t5 + i_vec));
            __mmask16 t9 = _mm512_cmp_epi32_mask(a_v, key_v, _MM_CMPINT_EQ);
            __mmask16 t10 = _mm512_cmp_epi32_mask((__m512i)i_v, n_v, _MM_CMPINT_NLT);
            __mmask16 t11 = _kor_mask16(t9, t10);
            if ((t11 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L12:
    for (;; i++) {
        if (a[i] != key) {
            if (i < n) {
                continue;
            }
        }
        return i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    int *a = (int *)malloc(16388UL);
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at mid_exit_i32.c:25 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(3));
        _mm512_storeu_si512(a + i_vec, t2);
        __m512i t3 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t4 = _mm512_mullo_epi32(t3, _mm512_set1_epi32(3));
        _mm512_storeu_si512(a + (i_vec + 16L), t4);
        __m512i t5 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(3));
        _mm512_storeu_si512(a + (i_vec + 32L), t6);
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(3));
        _mm512_storeu_si512(a + (i_vec + 48L), t8);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (int i = 4096; i <= 4096; i++) {
        a[i] = i * 3;
    }
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        long t9 = total;
        total = t9 + (long)kernel(a, 4096, 3 * (4095 - (int)(r % 512L)) + ((r % 5L) == 0L));
    }
    (_mm256_zeroupper(), bench_print("mid_exit_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    return 0;
}
