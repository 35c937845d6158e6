/* vcc: vector types and helpers */
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int k, int r)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    __m256i t4;
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
    long t15;
    long t16;
    long t17;
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    int i;
    long t35;
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)k);
        t5 = _mm256_set1_epi32((int)r);
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t10 = t9;
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t12 = t11;
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t14 = t13;
            t15 = (long)(int)((long)0 + t2);
            t16 = (long)(int)((long)0 + (t2 + 8L));
            t17 = (long)(int)((long)0 + (t2 + 16L));
            t18 = (long)(int)((long)0 + (t2 + 24L));
            t19 = _mm256_mullo_epi32(t8, t4);
            t20 = _mm256_mullo_epi32(t10, t4);
            t21 = _mm256_mullo_epi32(t12, t4);
            t22 = _mm256_mullo_epi32(t14, t4);
            t23 = _mm256_add_epi32(t19, t5);
            t24 = _mm256_add_epi32(t20, t5);
            t25 = _mm256_add_epi32(t21, t5);
            t26 = _mm256_add_epi32(t22, t5);
            _mm256_storeu_si256((__m256i *)&a[t15], t23);
            _mm256_storeu_si256((__m256i *)&a[t16], t24);
            _mm256_storeu_si256((__m256i *)&a[t17], t25);
            _mm256_storeu_si256((__m256i *)&a[t18], t26);
            t27 = _mm256_cvtepi32_ps(t8);
            t28 = _mm256_cvtepi32_ps(t10);
            t29 = _mm256_cvtepi32_ps(t12);
            t30 = _mm256_cvtepi32_ps(t14);
            t31 = _mm256_mul_ps(t27, _mm256_set1_ps(0.5f));
            t32 = _mm256_mul_ps(t28, _mm256_set1_ps(0.5f));
            t33 = _mm256_mul_ps(t29, _mm256_set1_ps(0.5f));
            t34 = _mm256_mul_ps(t30, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&f[t15], t31);
            _mm256_storeu_ps(&f[t16], t32);
            _mm256_storeu_ps(&f[t17], t33);
            _mm256_storeu_ps(&f[t18], t34);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t35 = (long)i;
        a[t35] = i * k + r;
        f[t35] = (float)i * 0.5f;
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
