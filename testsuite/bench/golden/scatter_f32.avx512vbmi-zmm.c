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

/* scatter_f32: a[idx[i]] = (b[i] + 1) / (c[i] + 2) / (b[i] * c[i] + 3) (a store through an index
   array, with enough arithmetic per element that a vector loop pays for the scatter).
   needs: scatters in lane order (AVX-512 vscatterdps, per-lane stores elsewhere), float division */
#include "bench.h"
#ifndef REPS
#define REPS 100000
#endif
#define N 4096

static float a[N], b[N], c[N];
static int idx[N];

static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
static __typeof__(idx) idx __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        long t3 = (long)(int)(t1 + 16L);
        long t4 = (long)(int)(t1 + 32L);
        long t5 = (long)(int)(t1 + 48L);
        __m512i t6 = _mm512_loadu_si512(&idx[t2]);
        __m512i t7 = _mm512_loadu_si512(&idx[t3]);
        __m512i t8 = _mm512_loadu_si512(&idx[t4]);
        __m512i t9 = _mm512_loadu_si512(&idx[t5]);
        __m512 t10 = _mm512_loadu_ps(&b[t2]);
        __m512 t11 = _mm512_loadu_ps(&b[t3]);
        __m512 t12 = _mm512_loadu_ps(&b[t4]);
        __m512 t13 = _mm512_loadu_ps(&b[t5]);
        __m512 t14 = _mm512_add_ps(t10, _mm512_set1_ps(1.0f));
        __m512 t15 = _mm512_add_ps(t11, _mm512_set1_ps(1.0f));
        __m512 t16 = _mm512_add_ps(t12, _mm512_set1_ps(1.0f));
        __m512 t17 = _mm512_add_ps(t13, _mm512_set1_ps(1.0f));
        __m512 t18 = _mm512_loadu_ps(&c[t2]);
        __m512 t19 = _mm512_loadu_ps(&c[t3]);
        __m512 t20 = _mm512_loadu_ps(&c[t4]);
        __m512 t21 = _mm512_loadu_ps(&c[t5]);
        __m512 t22 = _mm512_add_ps(t18, _mm512_set1_ps(2.0f));
        __m512 t23 = _mm512_div_ps(t14, t22);
        __m512 t24 = _mm512_mul_ps(t10, t18);
        __m512 t25 = _mm512_add_ps(t24, _mm512_set1_ps(3.0f));
        __m512 t26 = _mm512_div_ps(t23, t25);
        _mm512_i32scatter_ps(a, t6, t26, 4);
        __m512 t27 = _mm512_add_ps(t19, _mm512_set1_ps(2.0f));
        __m512 t28 = _mm512_div_ps(t15, t27);
        __m512 t29 = _mm512_mul_ps(t11, t19);
        __m512 t30 = _mm512_add_ps(t29, _mm512_set1_ps(3.0f));
        __m512 t31 = _mm512_div_ps(t28, t30);
        _mm512_i32scatter_ps(a, t7, t31, 4);
        __m512 t32 = _mm512_add_ps(t20, _mm512_set1_ps(2.0f));
        __m512 t33 = _mm512_div_ps(t16, t32);
        __m512 t34 = _mm512_mul_ps(t12, t20);
        __m512 t35 = _mm512_add_ps(t34, _mm512_set1_ps(3.0f));
        __m512 t36 = _mm512_div_ps(t33, t35);
        _mm512_i32scatter_ps(a, t8, t36, 4);
        __m512 t37 = _mm512_add_ps(t21, _mm512_set1_ps(2.0f));
        __m512 t38 = _mm512_div_ps(t17, t37);
        __m512 t39 = _mm512_mul_ps(t13, t21);
        __m512 t40 = _mm512_add_ps(t39, _mm512_set1_ps(3.0f));
        __m512 t41 = _mm512_div_ps(t38, t40);
        _mm512_i32scatter_ps(a, t9, t41, 4);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t42 = (long)i;
        float t43 = b[t42];
        float t44 = c[t42];
        a[idx[t42]] = (t43 + 1.0f) / (t44 + 2.0f) / (t43 * t44 + 3.0f);
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        /* Every eighth index repeats its predecessor's: duplicates in one vector. */
        idx[i] = i % 8 == 7 ? idx[i - 1] : (int)(((unsigned)i * 2654435761u) % N);
        b[i] = (float)(i % 23 - 11);
        c[i] = (float)(i % 3) * 0.5f;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] = a[(r * 5) % N] * 0.5f;
    }
    bench_print("scatter_f32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
