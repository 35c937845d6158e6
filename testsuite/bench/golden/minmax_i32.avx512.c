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
    int mn_2;
    int mn = a[0];
    __m256i t1 = _mm256_set1_epi32((int)mn);
    __m256i t2 = _mm256_set1_epi32((int)mn);
    long t3 = 0L;
    __m256i t4 = t1;
    __m256i t5 = t1;
    __m256i t6 = t1;
    __m256i t7 = t2;
    __m256i t8 = t2;
    __m256i t9 = t2;
    do {
        __m256i t10 = _mm256_loadu_si256((const __m256i *)&a[(int)t3]);
        t2 = _mm256_min_epi32(t10, t2);
        t1 = _mm256_max_epi32(t10, t1);
        __m256i t11 = _mm256_loadu_si256((const __m256i *)&a[(int)(t3 + 8L)]);
        t7 = _mm256_min_epi32(t11, t7);
        t4 = _mm256_max_epi32(t11, t4);
        __m256i t12 = _mm256_loadu_si256((const __m256i *)&a[(int)(t3 + 16L)]);
        t8 = _mm256_min_epi32(t12, t8);
        t5 = _mm256_max_epi32(t12, t5);
        __m256i t13 = _mm256_loadu_si256((const __m256i *)&a[(int)(t3 + 24L)]);
        t9 = _mm256_min_epi32(t13, t9);
        t6 = _mm256_max_epi32(t13, t6);
        t3 += 32L;
    } while (t3 < 4096L);
    __m256i t14 = _mm256_max_epi32(t1, t4);
    __m256i t15 = _mm256_max_epi32(t14, t5);
    __m256i t16 = _mm256_max_epi32(t15, t6);
    __m256i t17 = _mm256_min_epi32(t2, t7);
    __m256i t18 = _mm256_min_epi32(t17, t8);
    __m256i t19 = _mm256_min_epi32(t18, t9);
    int mx_1 = vcc_avx2_reduce_epi32(t16, _mm_max_epi32, int);
    int mn_1 = vcc_avx2_reduce_epi32(t19, _mm_min_epi32, int);
    for (int i = 4096; i < 4096; i++, mx_1 = mx, mn_1 = mn_2) {
        mx = a[i];
        if (mx < mn_1) {
            mn_2 = mx;
        } else {
            mn_2 = mn_1;
        }
        if (mx <= mx_1) {
            mx = mx_1;
        }
    }
    return (long)mx_1 - (long)mn_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    total = 0L;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        __m256i t6 = t5;
        __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(-1640531535));
        __m256i t8 = (__m256i)((vcc_v8_uint)t7 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(8), vcc_v8_uint));
        __m256i t9 = t8;
        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(8388608));
        _mm256_storeu_si256((__m256i *)&a[(int)t2], t10);
        __m256i t11 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t12 = t11;
        __m256i t13 = t12;
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(-1640531535));
        __m256i t15 = (__m256i)((vcc_v8_uint)t14 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(8), vcc_v8_uint));
        __m256i t16 = t15;
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(8388608));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 8L)], t17);
        __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t19 = t18;
        __m256i t20 = t19;
        __m256i t21 = _mm256_mullo_epi32(t20, _mm256_set1_epi32(-1640531535));
        __m256i t22 = (__m256i)((vcc_v8_uint)t21 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(8), vcc_v8_uint));
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(8388608));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 16L)], t24);
        __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t26 = t25;
        __m256i t27 = t26;
        __m256i t28 = _mm256_mullo_epi32(t27, _mm256_set1_epi32(-1640531535));
        __m256i t29 = (__m256i)((vcc_v8_uint)t28 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(8), vcc_v8_uint));
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(8388608));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 24L)], t31);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        a[i] = (int)(((unsigned int)i * 2654435761U) >> 8) - 8388608;
    }
    for (long r = 0L; r < reps; r++) {
        long t32 = total;
        total = t32 + kernel();
        int *t33 = &a[r * 7L % 4096L];
        *t33 = *t33 + ((int)(r % 5L) - 2);
    }
    (_mm256_zeroupper(), bench_print("minmax_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
