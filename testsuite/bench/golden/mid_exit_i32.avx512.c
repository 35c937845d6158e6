/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const int *a, int n, int key)
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
            goto L17;
        }
        if (t5 >= n) {
            i = t5;
            goto L17;
        }
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        __m256i key_v = _mm256_set1_epi32((int)key);
        __m256i n_v = _mm256_set1_epi32((int)n);
        __m256i t8 = _mm256_set1_epi32((int)t5);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at mid_exit_i32.c:12 vectorized: VF 8, UF 2, no counted exit (2 exits tested per vector iteration), peeled to align `a` to 64 bytes, scalar epilogue */
        do {
            __m256i a_v = _mm256_load_si256((const __m256i *)(a + (int)((long)t5 + i_vec)));
            __m256i t9 = _mm256_cmpeq_epi32(a_v, key_v);
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask((__m256i)i_v, n_v, _MM_CMPINT_NLT));
            __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i a_v_1 = _mm256_load_si256((const __m256i *)(a + (int)((long)t5 + (i_vec + 8L))));
            __m256i t12 = _mm256_cmpeq_epi32(a_v_1, key_v);
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t11, n_v, _MM_CMPINT_NLT));
            __m256i t14 = _mm256_or_si256(t9, t12);
            __m256i t15 = _mm256_or_si256(t14, t10);
            __m256i t16 = _mm256_or_si256(t15, t13);
            if ((_mm256_movemask_epi8(t16) != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L17:
    for (;; i++) {
        if (a[i] != key) {
            if (i < n) {
                continue;
            }
        }
        return i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    int *a = (int *)malloc(16388UL);
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at mid_exit_i32.c:25 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)(a + i_vec), t2);
        __m256i t3 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t4 = _mm256_mullo_epi32(t3, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), t4);
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)(a + (i_vec + 16L)), t6);
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)(a + (i_vec + 24L)), t8);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
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
