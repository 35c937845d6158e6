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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* abs_clamp_i32: a[i] = min(|b[i]|, hi) with ternaries (abs, clamp).
   needs: if-conversion of ternaries (compare, select), negation, consecutive i32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static int a[N], b[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int hi)
{
    vcc_no_contract_body
    int t21;
    __m512i t2 = _mm512_set1_epi32((int)hi);
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m512i t4 = _mm512_loadu_si512(&b[t3]);
        __m512i t5 = _mm512_abs_epi32(t4);
        __m512i t6 = _mm512_min_epi32(t2, t5);
        _mm512_storeu_si512(&a[t3], t6);
        long t7 = (long)(int)(t1 + 16L);
        __m512i t8 = _mm512_loadu_si512(&b[t7]);
        __m512i t9 = _mm512_abs_epi32(t8);
        __m512i t10 = _mm512_min_epi32(t2, t9);
        _mm512_storeu_si512(&a[t7], t10);
        long t11 = (long)(int)(t1 + 32L);
        __m512i t12 = _mm512_loadu_si512(&b[t11]);
        __m512i t13 = _mm512_abs_epi32(t12);
        __m512i t14 = _mm512_min_epi32(t2, t13);
        _mm512_storeu_si512(&a[t11], t14);
        long t15 = (long)(int)(t1 + 48L);
        __m512i t16 = _mm512_loadu_si512(&b[t15]);
        __m512i t17 = _mm512_abs_epi32(t16);
        __m512i t18 = _mm512_min_epi32(t2, t17);
        _mm512_storeu_si512(&a[t15], t18);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t19 = (long)i;
        int v = b[t19];
        if (v < 0) {
            v = -v;
        }
        int *t20 = &a[t19];
        if (v > hi) {
            t21 = hi;
        } else {
            t21 = v;
        }
        *t20 = t21;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        __m512i t6 = t5;
        __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(-1640531535));
        __m512i t8 = (__m512i)((vcc_v16_uint)t7 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t9 = t8;
        __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[(int)t2], t10);
        __m512i t11 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t12 = t11;
        __m512i t13 = t12;
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(-1640531535));
        __m512i t15 = (__m512i)((vcc_v16_uint)t14 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t16 = t15;
        __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[(int)(t2 + 16L)], t17);
        __m512i t18 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t19 = t18;
        __m512i t20 = t19;
        __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(-1640531535));
        __m512i t22 = (__m512i)((vcc_v16_uint)t21 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[(int)(t2 + 32L)], t24);
        __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t26 = t25;
        __m512i t27 = t26;
        __m512i t28 = _mm512_mullo_epi32(t27, _mm512_set1_epi32(-1640531535));
        __m512i t29 = (__m512i)((vcc_v16_uint)t28 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t30 = t29;
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[(int)(t2 + 48L)], t31);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        b[i] = (int)((unsigned int)i * 2654435761U % 20001U) - 10000;
    }
    for (long r = 0L; r < reps; r++) {
        kernel(5000 + (int)(r % 64L));
        int *t32 = &b[r % 4096L];
        *t32 = *t32 + 3;
    }
    (_mm256_zeroupper(), bench_print("abs_clamp_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
