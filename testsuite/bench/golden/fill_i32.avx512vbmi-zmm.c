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

/* fill_i32: a[i] = i * k + r and f[i] = (float)i * 0.5f (induction-based fill).
   needs: induction variable used in the body (vector of i), i32 multiply, int to float */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static int a[N];
static float f[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(f) f __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int k, int r)
{
    vcc_no_contract_body
    __m512i k_v = _mm512_set1_epi32((int)k);
    __m512i r_v = _mm512_set1_epi32((int)r);
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at fill_i32.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, k_v);
        __m512i t3 = _mm512_add_epi32(t2, r_v);
        _mm512_storeu_si512(&a[i_vec], t3);
        __m512 t4 = _mm512_cvtepi32_ps((__m512i)i_v);
        __m512 t5 = _mm512_mul_ps(t4, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[i_vec], t5);
        long t6 = i_vec + 16L;
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t8 = _mm512_mullo_epi32(t7, k_v);
        __m512i t9 = _mm512_add_epi32(t8, r_v);
        _mm512_storeu_si512(&a[t6], t9);
        __m512 t10 = _mm512_cvtepi32_ps(t7);
        __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[t6], t11);
        long t12 = i_vec + 32L;
        __m512i t13 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t14 = _mm512_mullo_epi32(t13, k_v);
        __m512i t15 = _mm512_add_epi32(t14, r_v);
        _mm512_storeu_si512(&a[t12], t15);
        __m512 t16 = _mm512_cvtepi32_ps(t13);
        __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[t12], t17);
        long t18 = i_vec + 48L;
        __m512i t19 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t20 = _mm512_mullo_epi32(t19, k_v);
        __m512i t21 = _mm512_add_epi32(t20, r_v);
        _mm512_storeu_si512(&a[t18], t21);
        __m512 t22 = _mm512_cvtepi32_ps(t19);
        __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[t18], t23);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        kernel((int)(r % 13) - 6, (int)r);
        h = (h ^ (unsigned)a[(r * 7) % N]) * 1099511628211ull;
    }
    h = bench_hash(h, a, sizeof a);
    bench_print("fill_i32", bench_hash(h, f, sizeof f));
    return 0;
}
