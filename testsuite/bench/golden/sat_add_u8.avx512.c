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

/* sat_add_u8: out[i] = min(a[i] + b[i], 255) on uint8 pixels (saturating add written in C).
   needs: uint8 loads/stores, widening add, if-conversion of the clamp (select), narrowing */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m256i t4 = _mm256_loadu_si256((const __m256i *)&a[t3]);
        __m256i t5 = _mm256_loadu_si256((const __m256i *)&b[t3]);
        __m256i t6 = t4;
        __m256i t7 = t5;
        __m256i t8 = _mm256_adds_epu8(t6, t7);
        __m256i t9 = t8;
        _mm256_storeu_si256((__m256i *)&out[t3], t9);
        long t10 = (long)(int)(t1 + 32L);
        __m256i t11 = _mm256_loadu_si256((const __m256i *)&a[t10]);
        __m256i t12 = _mm256_loadu_si256((const __m256i *)&b[t10]);
        __m256i t13 = t11;
        __m256i t14 = t12;
        __m256i t15 = _mm256_adds_epu8(t13, t14);
        __m256i t16 = t15;
        _mm256_storeu_si256((__m256i *)&out[t10], t16);
        long t17 = (long)(int)(t1 + 64L);
        __m256i t18 = _mm256_loadu_si256((const __m256i *)&a[t17]);
        __m256i t19 = _mm256_loadu_si256((const __m256i *)&b[t17]);
        __m256i t20 = t18;
        __m256i t21 = t19;
        __m256i t22 = _mm256_adds_epu8(t20, t21);
        __m256i t23 = t22;
        _mm256_storeu_si256((__m256i *)&out[t17], t23);
        long t24 = (long)(int)(t1 + 96L);
        __m256i t25 = _mm256_loadu_si256((const __m256i *)&a[t24]);
        __m256i t26 = _mm256_loadu_si256((const __m256i *)&b[t24]);
        __m256i t27 = t25;
        __m256i t28 = t26;
        __m256i t29 = _mm256_adds_epu8(t27, t28);
        __m256i t30 = t29;
        _mm256_storeu_si256((__m256i *)&out[t24], t30);
        t1 += 128L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t31 = (long)i;
        int t2 = (int)a[t31] + (int)b[t31];
        unsigned char *t32 = &out[t31];
        if (t2 > 255) {
            t2 = 255;
        }
        *t32 = (unsigned char)t2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        long t6 = (long)(int)t2;
        __m256i t7 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(13));
        vcc_v8_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t6], t8);
        __m256i t9 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(7));
        __m256i t10 = _mm256_add_epi32(t9, _mm256_set1_epi32(100));
        vcc_v8_uchar t11 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t6], t11);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t13 = t12;
        long t14 = (long)(int)(t2 + 8L);
        __m256i t15 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(13));
        vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t14], t16);
        __m256i t17 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(7));
        __m256i t18 = _mm256_add_epi32(t17, _mm256_set1_epi32(100));
        vcc_v8_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t18, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t14], t19);
        __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t21 = t20;
        long t22 = (long)(int)(t2 + 16L);
        __m256i t23 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(13));
        vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t23, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t22], t24);
        __m256i t25 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(7));
        __m256i t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(100));
        vcc_v8_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t26, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t22], t27);
        __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t29 = t28;
        long t30 = (long)(int)(t2 + 24L);
        __m256i t31 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(13));
        vcc_v8_uchar t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t30], t32);
        __m256i t33 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(7));
        __m256i t34 = _mm256_add_epi32(t33, _mm256_set1_epi32(100));
        vcc_v8_uchar t35 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t34, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t30], t35);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t36 = (long)i;
        a[t36] = (unsigned char)(i * 13);
        b[t36] = (unsigned char)(i * 7 + 100);
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = (unsigned char)((int)out[r * 3L % 4096L] + 1);
    }
    (_mm256_zeroupper(), bench_print("sat_add_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
