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
    __m512i t1;
    __m512i t2;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    int mx_1;
    long t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    int i;
    int mn;
    int mn_1;
    mx = a[0];
    if (4096L >= 64L) {
        t10 = 4096L & -64L;
        t1 = _mm512_set1_epi32((int)mx);
        t2 = _mm512_set1_epi32((int)mx);
        t3 = 0L;
        t4 = t1;
        t5 = t1;
        t6 = t1;
        t7 = t2;
        t8 = t2;
        t9 = t2;
        do {
            t11 = _mm512_loadu_si512(&a[(int)((long)0 + t3)]);
            t2 = _mm512_min_epi32(t11, t2);
            t1 = _mm512_max_epi32(t11, t1);
            t12 = _mm512_loadu_si512(&a[(int)((long)0 + (t3 + 16L))]);
            t7 = _mm512_min_epi32(t12, t7);
            t4 = _mm512_max_epi32(t12, t4);
            t13 = _mm512_loadu_si512(&a[(int)((long)0 + (t3 + 32L))]);
            t8 = _mm512_min_epi32(t13, t8);
            t5 = _mm512_max_epi32(t13, t5);
            t14 = _mm512_loadu_si512(&a[(int)((long)0 + (t3 + 48L))]);
            t9 = _mm512_min_epi32(t14, t9);
            t6 = _mm512_max_epi32(t14, t6);
            t3 += 64L;
        } while (t3 < t10);
        t15 = _mm512_max_epi32(t1, t4);
        t16 = _mm512_max_epi32(t15, t5);
        t17 = _mm512_max_epi32(t16, t6);
        t18 = _mm512_min_epi32(t2, t7);
        t19 = _mm512_min_epi32(t18, t8);
        t20 = _mm512_min_epi32(t19, t9);
        i = (int)((long)0 + t10);
        mx = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1)), _mm_max_epi32, int);
        mn = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t20), _mm512_extracti64x4_epi64(t20, 1)), _mm_min_epi32, int);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    __m512i t1;
    long t2;
    long reps;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    int i;
    long r;
    long t33;
    int *t34;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    total = 0L;
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = t6;
            t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32((int)-1640531535));
            t9 = (__m512i)((vcc_v16_uint)t8 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)8), vcc_v16_uint));
            t10 = t9;
            t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32((int)8388608));
            _mm512_storeu_si512(&a[(int)((long)0 + t2)], t11);
            t12 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t13 = t12;
            t14 = t13;
            t15 = _mm512_mullo_epi32(t14, _mm512_set1_epi32((int)-1640531535));
            t16 = (__m512i)((vcc_v16_uint)t15 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)8), vcc_v16_uint));
            t17 = t16;
            t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32((int)8388608));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 16L))], t18);
            t19 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t20 = t19;
            t21 = t20;
            t22 = _mm512_mullo_epi32(t21, _mm512_set1_epi32((int)-1640531535));
            t23 = (__m512i)((vcc_v16_uint)t22 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)8), vcc_v16_uint));
            t24 = t23;
            t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32((int)8388608));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 32L))], t25);
            t26 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t27 = t26;
            t28 = t27;
            t29 = _mm512_mullo_epi32(t28, _mm512_set1_epi32((int)-1640531535));
            t30 = (__m512i)((vcc_v16_uint)t29 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)8), vcc_v16_uint));
            t31 = t30;
            t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32((int)8388608));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 48L))], t32);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
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
