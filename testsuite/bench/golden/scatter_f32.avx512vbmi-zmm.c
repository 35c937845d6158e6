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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    int i;
    long t43;
    float t44;
    float t45;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = (long)(int)((long)0 + (t1 + 16L));
            t5 = (long)(int)((long)0 + (t1 + 32L));
            t6 = (long)(int)((long)0 + (t1 + 48L));
            t7 = _mm512_loadu_si512(&idx[t3]);
            t8 = _mm512_loadu_si512(&idx[t4]);
            t9 = _mm512_loadu_si512(&idx[t5]);
            t10 = _mm512_loadu_si512(&idx[t6]);
            t11 = _mm512_loadu_ps(&b[t3]);
            t12 = _mm512_loadu_ps(&b[t4]);
            t13 = _mm512_loadu_ps(&b[t5]);
            t14 = _mm512_loadu_ps(&b[t6]);
            t15 = _mm512_add_ps(t11, _mm512_set1_ps(1.0f));
            t16 = _mm512_add_ps(t12, _mm512_set1_ps(1.0f));
            t17 = _mm512_add_ps(t13, _mm512_set1_ps(1.0f));
            t18 = _mm512_add_ps(t14, _mm512_set1_ps(1.0f));
            t19 = _mm512_loadu_ps(&c[t3]);
            t20 = _mm512_loadu_ps(&c[t4]);
            t21 = _mm512_loadu_ps(&c[t5]);
            t22 = _mm512_loadu_ps(&c[t6]);
            t23 = _mm512_add_ps(t19, _mm512_set1_ps(2.0f));
            t24 = _mm512_div_ps(t15, t23);
            t25 = _mm512_mul_ps(t11, t19);
            t26 = _mm512_add_ps(t25, _mm512_set1_ps(3.0f));
            t27 = _mm512_div_ps(t24, t26);
            _mm512_i32scatter_ps(a, t7, t27, 4);
            t28 = _mm512_add_ps(t20, _mm512_set1_ps(2.0f));
            t29 = _mm512_div_ps(t16, t28);
            t30 = _mm512_mul_ps(t12, t20);
            t31 = _mm512_add_ps(t30, _mm512_set1_ps(3.0f));
            t32 = _mm512_div_ps(t29, t31);
            _mm512_i32scatter_ps(a, t8, t32, 4);
            t33 = _mm512_add_ps(t21, _mm512_set1_ps(2.0f));
            t34 = _mm512_div_ps(t17, t33);
            t35 = _mm512_mul_ps(t13, t21);
            t36 = _mm512_add_ps(t35, _mm512_set1_ps(3.0f));
            t37 = _mm512_div_ps(t34, t36);
            _mm512_i32scatter_ps(a, t9, t37, 4);
            t38 = _mm512_add_ps(t22, _mm512_set1_ps(2.0f));
            t39 = _mm512_div_ps(t18, t38);
            t40 = _mm512_mul_ps(t14, t22);
            t41 = _mm512_add_ps(t40, _mm512_set1_ps(3.0f));
            t42 = _mm512_div_ps(t39, t41);
            _mm512_i32scatter_ps(a, t10, t42, 4);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t43 = (long)i;
        t44 = b[t43];
        t45 = c[t43];
        a[idx[t43]] = (t44 + 1.0f) / (t45 + 2.0f) / (t44 * t45 + 3.0f);
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
