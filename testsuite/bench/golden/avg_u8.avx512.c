/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* avg_u8: out[i] = (a[i] + b[i] + 1) >> 1 and a threshold mask, on uint8 (rounding average).
   needs: uint8 loads/stores, widening add and narrowing (C promotions), shifts, bitwise ops */
#include "bench.h"
#ifndef REPS
#define REPS 2700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(unsigned char key)
{
    vcc_no_contract_body
    __m256i t2 = _mm256_set1_epi8((char)key);
    __m256i t3 = t2;
    long t1 = 0L;
    do {
        long t4 = (long)(int)t1;
        __m256i t5 = _mm256_loadu_si256((const __m256i *)&a[t4]);
        __m256i t6 = _mm256_loadu_si256((const __m256i *)&b[t4]);
        __m256i t7 = t5;
        __m256i t8 = t6;
        __m256i t9 = _mm256_avg_epu8(t7, t8);
        __m256i t10 = _mm256_xor_si256(t9, t3);
        __m256i t11 = t10;
        _mm256_storeu_si256((__m256i *)&out[t4], t11);
        long t12 = (long)(int)(t1 + 32L);
        __m256i t13 = _mm256_loadu_si256((const __m256i *)&a[t12]);
        __m256i t14 = _mm256_loadu_si256((const __m256i *)&b[t12]);
        __m256i t15 = t13;
        __m256i t16 = t14;
        __m256i t17 = _mm256_avg_epu8(t15, t16);
        __m256i t18 = _mm256_xor_si256(t17, t3);
        __m256i t19 = t18;
        _mm256_storeu_si256((__m256i *)&out[t12], t19);
        long t20 = (long)(int)(t1 + 64L);
        __m256i t21 = _mm256_loadu_si256((const __m256i *)&a[t20]);
        __m256i t22 = _mm256_loadu_si256((const __m256i *)&b[t20]);
        __m256i t23 = t21;
        __m256i t24 = t22;
        __m256i t25 = _mm256_avg_epu8(t23, t24);
        __m256i t26 = _mm256_xor_si256(t25, t3);
        __m256i t27 = t26;
        _mm256_storeu_si256((__m256i *)&out[t20], t27);
        long t28 = (long)(int)(t1 + 96L);
        __m256i t29 = _mm256_loadu_si256((const __m256i *)&a[t28]);
        __m256i t30 = _mm256_loadu_si256((const __m256i *)&b[t28]);
        __m256i t31 = t29;
        __m256i t32 = t30;
        __m256i t33 = _mm256_avg_epu8(t31, t32);
        __m256i t34 = _mm256_xor_si256(t33, t3);
        __m256i t35 = t34;
        _mm256_storeu_si256((__m256i *)&out[t28], t35);
        t1 += 128L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t36 = (long)i;
        out[t36] = (unsigned char)((((int)a[t36] + (int)b[t36] + 1) >> 1) ^ (int)key);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 2700000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        long t6 = (long)(int)t2;
        __m256i t7 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(29));
        vcc_v8_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t6], t8);
        __m256i t9 = _mm256_mullo_epi32(t5, t5);
        vcc_v8_uchar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t9, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t6], t10);
        __m256i t11 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t12 = t11;
        long t13 = (long)(int)(t2 + 8L);
        __m256i t14 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(29));
        vcc_v8_uchar t15 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t14, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t13], t15);
        __m256i t16 = _mm256_mullo_epi32(t12, t12);
        vcc_v8_uchar t17 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t16, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t13], t17);
        __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t19 = t18;
        long t20 = (long)(int)(t2 + 16L);
        __m256i t21 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(29));
        vcc_v8_uchar t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t21, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t20], t22);
        __m256i t23 = _mm256_mullo_epi32(t19, t19);
        vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t23, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t20], t24);
        __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t26 = t25;
        long t27 = (long)(int)(t2 + 24L);
        __m256i t28 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(29));
        vcc_v8_uchar t29 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t28, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t27], t29);
        __m256i t30 = _mm256_mullo_epi32(t26, t26);
        vcc_v8_uchar t31 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t30, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t27], t31);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t32 = (long)i;
        a[t32] = (unsigned char)(i * 29);
        b[t32] = (unsigned char)(i * i);
    }
    for (long r = 0L; r < reps; r++) {
        kernel((unsigned char)r);
        a[r % 4096L] = out[r * 11L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("avg_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
