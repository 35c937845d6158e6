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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    long i_vec = 0L;
    /* vcc: loop at scatter_f32.c:15 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = i_vec + 16L;
        long t2 = i_vec + 32L;
        long t3 = i_vec + 48L;
        __m512i idx_v = _mm512_loadu_si512(&idx[i_vec]);
        __m512i idx_v_1 = _mm512_loadu_si512(&idx[t1]);
        __m512i idx_v_2 = _mm512_loadu_si512(&idx[t2]);
        __m512i idx_v_3 = _mm512_loadu_si512(&idx[t3]);
        __m512 b_v = _mm512_loadu_ps(&b[i_vec]);
        __m512 b_v_1 = _mm512_loadu_ps(&b[t1]);
        __m512 b_v_2 = _mm512_loadu_ps(&b[t2]);
        __m512 b_v_3 = _mm512_loadu_ps(&b[t3]);
        __m512 t4 = _mm512_add_ps(b_v, _mm512_set1_ps(1.0f));
        __m512 t5 = _mm512_add_ps(b_v_1, _mm512_set1_ps(1.0f));
        __m512 t6 = _mm512_add_ps(b_v_2, _mm512_set1_ps(1.0f));
        __m512 t7 = _mm512_add_ps(b_v_3, _mm512_set1_ps(1.0f));
        __m512 c_v = _mm512_loadu_ps(&c[i_vec]);
        __m512 c_v_1 = _mm512_loadu_ps(&c[t1]);
        __m512 c_v_2 = _mm512_loadu_ps(&c[t2]);
        __m512 c_v_3 = _mm512_loadu_ps(&c[t3]);
        __m512 t8 = _mm512_add_ps(c_v, _mm512_set1_ps(2.0f));
        __m512 t9 = _mm512_div_ps(t4, t8);
        __m512 t10 = _mm512_mul_ps(b_v, c_v);
        __m512 t11 = _mm512_add_ps(t10, _mm512_set1_ps(3.0f));
        __m512 t12 = _mm512_div_ps(t9, t11);
        _mm512_i32scatter_ps(a, idx_v, t12, 4);
        __m512 t13 = _mm512_add_ps(c_v_1, _mm512_set1_ps(2.0f));
        __m512 t14 = _mm512_div_ps(t5, t13);
        __m512 t15 = _mm512_mul_ps(b_v_1, c_v_1);
        __m512 t16 = _mm512_add_ps(t15, _mm512_set1_ps(3.0f));
        __m512 t17 = _mm512_div_ps(t14, t16);
        _mm512_i32scatter_ps(a, idx_v_1, t17, 4);
        __m512 t18 = _mm512_add_ps(c_v_2, _mm512_set1_ps(2.0f));
        __m512 t19 = _mm512_div_ps(t6, t18);
        __m512 t20 = _mm512_mul_ps(b_v_2, c_v_2);
        __m512 t21 = _mm512_add_ps(t20, _mm512_set1_ps(3.0f));
        __m512 t22 = _mm512_div_ps(t19, t21);
        _mm512_i32scatter_ps(a, idx_v_2, t22, 4);
        __m512 t23 = _mm512_add_ps(c_v_3, _mm512_set1_ps(2.0f));
        __m512 t24 = _mm512_div_ps(t7, t23);
        __m512 t25 = _mm512_mul_ps(b_v_3, c_v_3);
        __m512 t26 = _mm512_add_ps(t25, _mm512_set1_ps(3.0f));
        __m512 t27 = _mm512_div_ps(t24, t26);
        _mm512_i32scatter_ps(a, idx_v_3, t27, 4);
        i_vec += 64L;
    } while (i_vec < 4096L);
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
