/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(f) f __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int k, int r)
{
    vcc_no_contract_body
    __m256i t3 = _mm256_set1_epi32((int)k);
    __m256i t4 = _mm256_set1_epi32((int)r);
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = t5;
    __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t7 = t1;
        long t8 = (long)(int)t2;
        __m256i t9 = _mm256_mullo_epi32(t7, t3);
        __m256i t10 = _mm256_add_epi32(t9, t4);
        _mm256_storeu_si256((__m256i *)&a[t8], t10);
        __m256 t11 = _mm256_cvtepi32_ps(t7);
        __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t8], t12);
        __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t14 = t13;
        long t15 = (long)(int)(t2 + 8L);
        __m256i t16 = _mm256_mullo_epi32(t14, t3);
        __m256i t17 = _mm256_add_epi32(t16, t4);
        _mm256_storeu_si256((__m256i *)&a[t15], t17);
        __m256 t18 = _mm256_cvtepi32_ps(t14);
        __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t15], t19);
        __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t21 = t20;
        long t22 = (long)(int)(t2 + 16L);
        __m256i t23 = _mm256_mullo_epi32(t21, t3);
        __m256i t24 = _mm256_add_epi32(t23, t4);
        _mm256_storeu_si256((__m256i *)&a[t22], t24);
        __m256 t25 = _mm256_cvtepi32_ps(t21);
        __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t22], t26);
        __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t28 = t27;
        long t29 = (long)(int)(t2 + 24L);
        __m256i t30 = _mm256_mullo_epi32(t28, t3);
        __m256i t31 = _mm256_add_epi32(t30, t4);
        _mm256_storeu_si256((__m256i *)&a[t29], t31);
        __m256 t32 = _mm256_cvtepi32_ps(t28);
        __m256 t33 = _mm256_mul_ps(t32, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t29], t33);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t34 = (long)i;
        a[t34] = i * k + r;
        f[t34] = (float)i * 0.5f;
    }
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
