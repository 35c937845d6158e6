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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(f) f __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int k, int r)
{
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    long t9;
    __m512i t10;
    __m512i t11;
    __m512 t12;
    __m512 t13;
    __m512i t14;
    __m512i t15;
    long t16;
    __m512i t17;
    __m512i t18;
    __m512 t19;
    __m512 t20;
    __m512i t21;
    __m512i t22;
    long t23;
    __m512i t24;
    __m512i t25;
    __m512 t26;
    __m512 t27;
    __m512i t28;
    __m512i t29;
    long t30;
    __m512i t31;
    __m512i t32;
    __m512 t33;
    __m512 t34;
    int i;
    long t35;
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)k);
        t5 = _mm512_set1_epi32((int)r);
        t6 = _mm512_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = (long)(int)((long)0 + t2);
            t10 = _mm512_mullo_epi32(t8, t4);
            t11 = _mm512_add_epi32(t10, t5);
            _mm512_storeu_si512(&a[t9], t11);
            t12 = _mm512_cvtepi32_ps(t8);
            t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&f[t9], t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t15 = t14;
            t16 = (long)(int)((long)0 + (t2 + 16L));
            t17 = _mm512_mullo_epi32(t15, t4);
            t18 = _mm512_add_epi32(t17, t5);
            _mm512_storeu_si512(&a[t16], t18);
            t19 = _mm512_cvtepi32_ps(t15);
            t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&f[t16], t20);
            t21 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t22 = t21;
            t23 = (long)(int)((long)0 + (t2 + 32L));
            t24 = _mm512_mullo_epi32(t22, t4);
            t25 = _mm512_add_epi32(t24, t5);
            _mm512_storeu_si512(&a[t23], t25);
            t26 = _mm512_cvtepi32_ps(t22);
            t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&f[t23], t27);
            t28 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t29 = t28;
            t30 = (long)(int)((long)0 + (t2 + 48L));
            t31 = _mm512_mullo_epi32(t29, t4);
            t32 = _mm512_add_epi32(t31, t5);
            _mm512_storeu_si512(&a[t30], t32);
            t33 = _mm512_cvtepi32_ps(t29);
            t34 = _mm512_mul_ps(t33, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&f[t30], t34);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
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
