/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* u8_to_f32: f[i] = (float)p[i] * (1.0f / 256) - 0.5f: uint8 pixels normalized to float.
   needs: uint8 loads, widening uint8 -> float conversion (mixed types), f32 stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static unsigned char p[N];
static float f[N];

static __typeof__(f) f __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    vcc_v8_uchar t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    long t8;
    vcc_v8_uchar t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    long t13;
    vcc_v8_uchar t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    long t18;
    vcc_v8_uchar t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    int i;
    long t23;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = vcc_load(vcc_v8_uchar, &p[t3]);
            t5 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t4)));
            t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.00390625f));
            t7 = _mm256_sub_ps(t6, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&f[t3], t7);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = vcc_load(vcc_v8_uchar, &p[t8]);
            t10 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t9)));
            t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.00390625f));
            t12 = _mm256_sub_ps(t11, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&f[t8], t12);
            t13 = (long)(int)((long)0 + (t1 + 16L));
            t14 = vcc_load(vcc_v8_uchar, &p[t13]);
            t15 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t14)));
            t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.00390625f));
            t17 = _mm256_sub_ps(t16, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&f[t13], t17);
            t18 = (long)(int)((long)0 + (t1 + 24L));
            t19 = vcc_load(vcc_v8_uchar, &p[t18]);
            t20 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t19)));
            t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.00390625f));
            t22 = _mm256_sub_ps(t21, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&f[t18], t22);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t23 = (long)i;
        f[t23] = (float)p[t23] * 0.00390625f - 0.5f;
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
    unsigned char *t29;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)11));
            t8 = _mm256_srav_epi32(t6, _mm256_set1_epi32((int)4));
            t9 = _mm256_add_epi32(t7, t8);
            t10 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t9, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&p[(int)((long)0 + t2)], t10);
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t12 = t11;
            t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)11));
            t14 = _mm256_srav_epi32(t12, _mm256_set1_epi32((int)4));
            t15 = _mm256_add_epi32(t13, t14);
            t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&p[(int)((long)0 + (t2 + 8L))], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t18 = t17;
            t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)11));
            t20 = _mm256_srav_epi32(t18, _mm256_set1_epi32((int)4));
            t21 = _mm256_add_epi32(t19, t20);
            t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t21, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&p[(int)((long)0 + (t2 + 16L))], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t24 = t23;
            t25 = _mm256_mullo_epi32(t24, _mm256_set1_epi32((int)11));
            t26 = _mm256_srav_epi32(t24, _mm256_set1_epi32((int)4));
            t27 = _mm256_add_epi32(t25, t26);
            t28 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t27, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&p[(int)((long)0 + (t2 + 24L))], t28);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        p[i] = (unsigned char)(i * 11 + (i >> 4));
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t29 = &p[r % 4096L];
        *t29 = (unsigned char)((int)*t29 + 1);
    }
    (_mm256_zeroupper(), bench_print("u8_to_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)f, 16384UL))));
    return 0;
}
