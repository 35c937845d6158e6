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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int hi)
{
    vcc_no_contract_body
    long t1;
    int v;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int i;
    long t20;
    int *t21;
    int t22;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t3 = _mm256_set1_epi32((int)hi);
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm256_loadu_si256((const __m256i *)&b[t4]);
            t6 = _mm256_abs_epi32(t5);
            t7 = _mm256_min_epi32(t3, t6);
            _mm256_storeu_si256((__m256i *)&a[t4], t7);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = _mm256_loadu_si256((const __m256i *)&b[t8]);
            t10 = _mm256_abs_epi32(t9);
            t11 = _mm256_min_epi32(t3, t10);
            _mm256_storeu_si256((__m256i *)&a[t8], t11);
            t12 = (long)(int)((long)0 + (t1 + 16L));
            t13 = _mm256_loadu_si256((const __m256i *)&b[t12]);
            t14 = _mm256_abs_epi32(t13);
            t15 = _mm256_min_epi32(t3, t14);
            _mm256_storeu_si256((__m256i *)&a[t12], t15);
            t16 = (long)(int)((long)0 + (t1 + 24L));
            t17 = _mm256_loadu_si256((const __m256i *)&b[t16]);
            t18 = _mm256_abs_epi32(t17);
            t19 = _mm256_min_epi32(t3, t18);
            _mm256_storeu_si256((__m256i *)&a[t16], t19);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t20 = (long)i;
        v = b[t20];
        if (v < 0) {
            v = -v;
        }
        t21 = &a[t20];
        if (v > hi) {
            t22 = hi;
        } else {
            t22 = v;
        }
        *t21 = t22;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long reps;
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
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    int i;
    long r;
    int *t33;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = t6;
            t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)-1640531535));
            t9 = (__m256i)((vcc_v8_uint)t8 % (vcc_v8_uint)_mm256_set1_epi32((int)20001));
            t10 = t9;
            t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32((int)10000));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + t2)], t11);
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t13 = t12;
            t14 = t13;
            t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)-1640531535));
            t16 = (__m256i)((vcc_v8_uint)t15 % (vcc_v8_uint)_mm256_set1_epi32((int)20001));
            t17 = t16;
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)10000));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 8L))], t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t20 = t19;
            t21 = t20;
            t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)-1640531535));
            t23 = (__m256i)((vcc_v8_uint)t22 % (vcc_v8_uint)_mm256_set1_epi32((int)20001));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)10000));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 16L))], t25);
            t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t27 = t26;
            t28 = t27;
            t29 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)-1640531535));
            t30 = (__m256i)((vcc_v8_uint)t29 % (vcc_v8_uint)_mm256_set1_epi32((int)20001));
            t31 = t30;
            t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)10000));
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 24L))], t32);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        b[i] = (int)((unsigned int)i * 2654435761U % 20001U) - 10000;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel(5000 + (int)(r % 64L)));
        t33 = &b[r % 4096L];
        *t33 = *t33 + 3;
    }
    (_mm256_zeroupper(), bench_print("abs_clamp_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
