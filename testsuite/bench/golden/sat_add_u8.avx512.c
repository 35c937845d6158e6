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
    long t1;
    int t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i;
    long t32;
    unsigned char *t33;
    if (4096L >= 128L) {
        t3 = 4096L & -128L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm256_loadu_si256((const __m256i *)&a[t4]);
            t6 = _mm256_loadu_si256((const __m256i *)&b[t4]);
            t7 = t5;
            t8 = t6;
            t9 = _mm256_adds_epu8(t7, t8);
            t10 = t9;
            _mm256_storeu_si256((__m256i *)&out[t4], t10);
            t11 = (long)(int)((long)0 + (t1 + 32L));
            t12 = _mm256_loadu_si256((const __m256i *)&a[t11]);
            t13 = _mm256_loadu_si256((const __m256i *)&b[t11]);
            t14 = t12;
            t15 = t13;
            t16 = _mm256_adds_epu8(t14, t15);
            t17 = t16;
            _mm256_storeu_si256((__m256i *)&out[t11], t17);
            t18 = (long)(int)((long)0 + (t1 + 64L));
            t19 = _mm256_loadu_si256((const __m256i *)&a[t18]);
            t20 = _mm256_loadu_si256((const __m256i *)&b[t18]);
            t21 = t19;
            t22 = t20;
            t23 = _mm256_adds_epu8(t21, t22);
            t24 = t23;
            _mm256_storeu_si256((__m256i *)&out[t18], t24);
            t25 = (long)(int)((long)0 + (t1 + 96L));
            t26 = _mm256_loadu_si256((const __m256i *)&a[t25]);
            t27 = _mm256_loadu_si256((const __m256i *)&b[t25]);
            t28 = t26;
            t29 = t27;
            t30 = _mm256_adds_epu8(t28, t29);
            t31 = t30;
            _mm256_storeu_si256((__m256i *)&out[t25], t31);
            t1 += 128L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t32 = (long)i;
        t2 = (int)a[t32] + (int)b[t32];
        t33 = &out[t32];
        if (t2 > 255) {
            t2 = 255;
        }
        *t33 = (unsigned char)t2;
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
    __m256i t11;
    vcc_v8_uchar t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    vcc_v8_uchar t17;
    __m256i t18;
    __m256i t19;
    vcc_v8_uchar t20;
    __m256i t21;
    __m256i t22;
    long t23;
    __m256i t24;
    vcc_v8_uchar t25;
    __m256i t26;
    __m256i t27;
    vcc_v8_uchar t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256i t32;
    vcc_v8_uchar t33;
    __m256i t34;
    __m256i t35;
    vcc_v8_uchar t36;
    int i;
    long t37;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)13));
            t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t7], t9);
            t10 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)7));
            t11 = _mm256_add_epi32(t10, _mm256_set1_epi32((int)100));
            t12 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t7], t12);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t14 = t13;
            t15 = (long)(int)((long)0 + (t2 + 8L));
            t16 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)13));
            t17 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t16, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t15], t17);
            t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)7));
            t19 = _mm256_add_epi32(t18, _mm256_set1_epi32((int)100));
            t20 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t15], t20);
            t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t22 = t21;
            t23 = (long)(int)((long)0 + (t2 + 16L));
            t24 = _mm256_mullo_epi32(t22, _mm256_set1_epi32((int)13));
            t25 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t24, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t23], t25);
            t26 = _mm256_mullo_epi32(t22, _mm256_set1_epi32((int)7));
            t27 = _mm256_add_epi32(t26, _mm256_set1_epi32((int)100));
            t28 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t27, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t23], t28);
            t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t30 = t29;
            t31 = (long)(int)((long)0 + (t2 + 24L));
            t32 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)13));
            t33 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t32, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&a[t31], t33);
            t34 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)7));
            t35 = _mm256_add_epi32(t34, _mm256_set1_epi32((int)100));
            t36 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t35, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&b[t31], t36);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t37 = (long)i;
        a[t37] = (unsigned char)(i * 13);
        b[t37] = (unsigned char)(i * 7 + 100);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        b[r % 4096L] = (unsigned char)((int)out[r * 3L % 4096L] + 1);
    }
    (_mm256_zeroupper(), bench_print("sat_add_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
