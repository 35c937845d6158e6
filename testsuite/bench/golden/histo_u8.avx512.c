/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* histo_u8: h[p[i]]++ over bytes (a histogram: a load and a store of one element through an
   index, two iterations may update one element).
   needs: conflict detection (AVX-512CD) around a gather and a scatter, or the scalar loop */
#include "bench.h"
#ifndef REPS
#define REPS 100000
#endif
#define N 4096

static unsigned h[256];
static unsigned char p[N];

__attribute__((noinline)) void kernel(void)
{
    unsigned int h_part1[256];
    int t1;
    int t2;
    int i;
    unsigned int *t3;
    int i_1;
    unsigned int *t4;
    long t5;
    long t6;
    unsigned int *t7;
    t1 = 0;
    t2 = t1;
    t5 = 0L;
    for (;;) {
        if (t5 >= 256L) {
            i = t2;
            break;
        }
        h_part1[t5] = 0U;
        t5++;
    }
    for (; i < 4096; i = i_1 + 1) {
        t3 = &h[(int)p[i]];
        *t3 = *t3 + 1U;
        i_1 = i + 1;
        if (i_1 >= 4096) {
            break;
        }
        t4 = &h_part1[(int)p[i_1]];
        *t4 = *t4 + 1U;
    }
    t6 = 0L;
    while (t6 < 256L) {
        t7 = &h[t6];
        *t7 = *t7 + h_part1[t6];
        t6++;
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
    vcc_v8_uchar t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    vcc_v8_uchar t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    vcc_v8_uchar t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    vcc_v8_uchar t28;
    int i;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 100000L));
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
            t9 = (__m256i)((vcc_v8_uint)t8 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)13), vcc_v8_uint));
            t10 = __builtin_convertvector(__builtin_convertvector((vcc_v8_uint)t9, vcc_v8_ushort), vcc_v8_uchar);
            vcc_store(&p[(int)((long)0 + t2)], t10);
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t12 = t11;
            t13 = t12;
            t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)-1640531535));
            t15 = (__m256i)((vcc_v8_uint)t14 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)13), vcc_v8_uint));
            t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_uint)t15, vcc_v8_ushort), vcc_v8_uchar);
            vcc_store(&p[(int)((long)0 + (t2 + 8L))], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t18 = t17;
            t19 = t18;
            t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32((int)-1640531535));
            t21 = (__m256i)((vcc_v8_uint)t20 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)13), vcc_v8_uint));
            t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_uint)t21, vcc_v8_ushort), vcc_v8_uchar);
            vcc_store(&p[(int)((long)0 + (t2 + 16L))], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t24 = t23;
            t25 = t24;
            t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32((int)-1640531535));
            t27 = (__m256i)((vcc_v8_uint)t26 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)13), vcc_v8_uint));
            t28 = __builtin_convertvector(__builtin_convertvector((vcc_v8_uint)t27, vcc_v8_ushort), vcc_v8_uchar);
            vcc_store(&p[(int)((long)0 + (t2 + 24L))], t28);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        p[i] = (unsigned char)(((unsigned int)i * 2654435761U) >> 13);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        p[r % 4096L] = (unsigned char)h[r * 5L % 256L];
    }
    (_mm256_zeroupper(), bench_print("histo_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)h, 1024UL))));
    return 0;
}
