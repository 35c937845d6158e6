/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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

static __typeof__(a) a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) long kernel(void)
{
    vcc_no_contract_body
    int mx;
    int mn_2;
    int mn = a[0];
    __m512i t1 = _mm512_set1_epi32((int)mn);
    __m512i t2 = _mm512_set1_epi32((int)mn);
    long t3 = 0L;
    __m512i t4 = t1;
    __m512i t5 = t1;
    __m512i t6 = t1;
    __m512i t7 = t2;
    __m512i t8 = t2;
    __m512i t9 = t2;
    do {
        __m512i t10 = _mm512_loadu_si512(&a[(int)t3]);
        t2 = _mm512_min_epi32(t10, t2);
        t1 = _mm512_max_epi32(t10, t1);
        __m512i t11 = _mm512_loadu_si512(&a[(int)(t3 + 16L)]);
        t7 = _mm512_min_epi32(t11, t7);
        t4 = _mm512_max_epi32(t11, t4);
        __m512i t12 = _mm512_loadu_si512(&a[(int)(t3 + 32L)]);
        t8 = _mm512_min_epi32(t12, t8);
        t5 = _mm512_max_epi32(t12, t5);
        __m512i t13 = _mm512_loadu_si512(&a[(int)(t3 + 48L)]);
        t9 = _mm512_min_epi32(t13, t9);
        t6 = _mm512_max_epi32(t13, t6);
        t3 += 64L;
    } while (t3 < 4096L);
    __m512i t14 = _mm512_max_epi32(t1, t4);
    __m512i t15 = _mm512_max_epi32(t14, t5);
    __m512i t16 = _mm512_max_epi32(t15, t6);
    __m512i t17 = _mm512_min_epi32(t2, t7);
    __m512i t18 = _mm512_min_epi32(t17, t8);
    __m512i t19 = _mm512_min_epi32(t18, t9);
    int mx_1 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_max_epi32, int);
    int mn_1 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t19), _mm512_extracti64x4_epi64(t19, 1)), _mm_min_epi32, int);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    total = 0L;
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        __m512i t6 = t5;
        __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(-1640531535));
        __m512i t8 = (__m512i)((vcc_v16_uint)t7 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(8), vcc_v16_uint));
        __m512i t9 = t8;
        __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(8388608));
        _mm512_storeu_si512(&a[(int)t2], t10);
        __m512i t11 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t12 = t11;
        __m512i t13 = t12;
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(-1640531535));
        __m512i t15 = (__m512i)((vcc_v16_uint)t14 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(8), vcc_v16_uint));
        __m512i t16 = t15;
        __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(8388608));
        _mm512_storeu_si512(&a[(int)(t2 + 16L)], t17);
        __m512i t18 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t19 = t18;
        __m512i t20 = t19;
        __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(-1640531535));
        __m512i t22 = (__m512i)((vcc_v16_uint)t21 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(8), vcc_v16_uint));
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(8388608));
        _mm512_storeu_si512(&a[(int)(t2 + 32L)], t24);
        __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t26 = t25;
        __m512i t27 = t26;
        __m512i t28 = _mm512_mullo_epi32(t27, _mm512_set1_epi32(-1640531535));
        __m512i t29 = (__m512i)((vcc_v16_uint)t28 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(8), vcc_v16_uint));
        __m512i t30 = t29;
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(8388608));
        _mm512_storeu_si512(&a[(int)(t2 + 48L)], t31);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
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
