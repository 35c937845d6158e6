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
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int i;
    long t37;
    if (4096L >= 128L) {
        t2 = 4096L & -128L;
        t3 = _mm256_set1_epi8((char)key);
        t4 = t3;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)&a[t5]);
            t7 = _mm256_loadu_si256((const __m256i *)&b[t5]);
            t8 = t6;
            t9 = t7;
            t10 = _mm256_avg_epu8(t8, t9);
            t11 = _mm256_xor_si256(t10, t4);
            t12 = t11;
            _mm256_storeu_si256((__m256i *)&out[t5], t12);
            t13 = (long)(int)((long)0 + (t1 + 32L));
            t14 = _mm256_loadu_si256((const __m256i *)&a[t13]);
            t15 = _mm256_loadu_si256((const __m256i *)&b[t13]);
            t16 = t14;
            t17 = t15;
            t18 = _mm256_avg_epu8(t16, t17);
            t19 = _mm256_xor_si256(t18, t4);
            t20 = t19;
            _mm256_storeu_si256((__m256i *)&out[t13], t20);
            t21 = (long)(int)((long)0 + (t1 + 64L));
            t22 = _mm256_loadu_si256((const __m256i *)&a[t21]);
            t23 = _mm256_loadu_si256((const __m256i *)&b[t21]);
            t24 = t22;
            t25 = t23;
            t26 = _mm256_avg_epu8(t24, t25);
            t27 = _mm256_xor_si256(t26, t4);
            t28 = t27;
            _mm256_storeu_si256((__m256i *)&out[t21], t28);
            t29 = (long)(int)((long)0 + (t1 + 96L));
            t30 = _mm256_loadu_si256((const __m256i *)&a[t29]);
            t31 = _mm256_loadu_si256((const __m256i *)&b[t29]);
            t32 = t30;
            t33 = t31;
            t34 = _mm256_avg_epu8(t32, t33);
            t35 = _mm256_xor_si256(t34, t4);
            t36 = t35;
            _mm256_storeu_si256((__m256i *)&out[t29], t36);
            t1 += 128L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t37 = (long)i;
        out[t37] = (unsigned char)((((int)a[t37] + (int)b[t37] + 1) >> 1) ^ (int)key);
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
    long t7;
    __m256i t8;
    vcc_v8_uchar t9;
    __m256i t10;
    vcc_v8_uchar t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    vcc_v8_uchar t16;
    __m256i t17;
    vcc_v8_uchar t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m256i t22;
    vcc_v8_uchar t23;
    __m256i t24;
    vcc_v8_uchar t25;
    __m256i t26;
    __m256i t27;
    long t28;
    __m256i t29;
    vcc_v8_uchar t30;
    __m256i t31;
    vcc_v8_uchar t32;
    int i;
    long t33;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 2700000L));
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)29));
            t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t7], t9);
            t10 = _mm256_mullo_epi32(t6, t6);
            t11 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t7], t11);
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t13 = t12;
            t14 = (long)(int)((long)0 + (t2 + 8L));
            t15 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)29));
            t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t14], t16);
            t17 = _mm256_mullo_epi32(t13, t13);
            t18 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t17, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t14], t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t20 = t19;
            t21 = (long)(int)((long)0 + (t2 + 16L));
            t22 = _mm256_mullo_epi32(t20, _mm256_set1_epi32((int)29));
            t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t21], t23);
            t24 = _mm256_mullo_epi32(t20, t20);
            t25 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t24, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t21], t25);
            t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t27 = t26;
            t28 = (long)(int)((long)0 + (t2 + 24L));
            t29 = _mm256_mullo_epi32(t27, _mm256_set1_epi32((int)29));
            t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t29, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t28], t30);
            t31 = _mm256_mullo_epi32(t27, t27);
            t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t28], t32);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t33 = (long)i;
        a[t33] = (unsigned char)(i * 29);
        b[t33] = (unsigned char)(i * i);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel((unsigned char)r));
        a[r % 4096L] = out[r * 11L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("avg_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
