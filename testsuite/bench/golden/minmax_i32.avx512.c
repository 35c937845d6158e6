/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* minmax_i32: the minimum and the maximum of an int array in one loop (two reductions).
   needs: consecutive i32 loads, integer min and max reductions (selects on compares) */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static int a[N];

static __typeof__(a) a __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) long kernel(void)
{
    vcc_no_contract_body
    int mx;
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int mx_1;
    long t10;
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
    int i;
    int mn;
    int mn_1;
    mx = a[0];
    if (4096L >= 32L) {
        t10 = 4096L & -32L;
        t1 = _mm256_set1_epi32((int)mx);
        t2 = _mm256_set1_epi32((int)mx);
        t3 = 0L;
        t4 = t1;
        t5 = t1;
        t6 = t1;
        t7 = t2;
        t8 = t2;
        t9 = t2;
        do {
            t11 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + t3)]);
            t2 = _mm256_min_epi32(t11, t2);
            t1 = _mm256_max_epi32(t11, t1);
            t12 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + (t3 + 8L))]);
            t7 = _mm256_min_epi32(t12, t7);
            t4 = _mm256_max_epi32(t12, t4);
            t13 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + (t3 + 16L))]);
            t8 = _mm256_min_epi32(t13, t8);
            t5 = _mm256_max_epi32(t13, t5);
            t14 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + (t3 + 24L))]);
            t9 = _mm256_min_epi32(t14, t9);
            t6 = _mm256_max_epi32(t14, t6);
            t3 += 32L;
        } while (t3 < t10);
        t15 = _mm256_max_epi32(t1, t4);
        t16 = _mm256_max_epi32(t15, t5);
        t17 = _mm256_max_epi32(t16, t6);
        t18 = _mm256_min_epi32(t2, t7);
        t19 = _mm256_min_epi32(t18, t8);
        t20 = _mm256_min_epi32(t19, t9);
        i = (int)((long)0 + t10);
        mx = vcc_avx2_reduce_epi32(t17, _mm_max_epi32, int);
        mn = vcc_avx2_reduce_epi32(t20, _mm_min_epi32, int);
    } else {
        i = 0;
        mn = mx;
    }
    for (; i < 4096; i++, mx = mx_1, mn = mn_1) {
        mx_1 = a[i];
        if (mx_1 < mn) {
            mn_1 = mx_1;
        } else {
            mn_1 = mn;
        }
        if (mx_1 <= mx) {
            mx_1 = mx;
        }
    }
    return (long)mx - (long)mn;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
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
    long t33;
    int *t34;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    total = 0L;
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
            t9 = (__m256i)((vcc_v8_uint)t8 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)8), vcc_v8_uint));
            t10 = t9;
            t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32((int)8388608));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t11);
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t13 = t12;
            t14 = t13;
            t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)-1640531535));
            t16 = (__m256i)((vcc_v8_uint)t15 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)8), vcc_v8_uint));
            t17 = t16;
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)8388608));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t20 = t19;
            t21 = t20;
            t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)-1640531535));
            t23 = (__m256i)((vcc_v8_uint)t22 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)8), vcc_v8_uint));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)8388608));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t25);
            t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t27 = t26;
            t28 = t27;
            t29 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)-1640531535));
            t30 = (__m256i)((vcc_v8_uint)t29 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)8), vcc_v8_uint));
            t31 = t30;
            t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)8388608));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t32);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        a[i] = (int)(((unsigned int)i * 2654435761U) >> 8) - 8388608;
    }
    for (r = 0L; r < reps; r++) {
        t33 = total;
        total = t33 + (_mm256_zeroupper(), kernel());
        t34 = &a[r * 7L % 4096L];
        *t34 = *t34 + ((int)(r % 5L) - 2);
    }
    (_mm256_zeroupper(), bench_print("minmax_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
