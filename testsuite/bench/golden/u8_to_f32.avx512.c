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
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        vcc_v8_uchar t3 = vcc_load(vcc_v8_uchar, &p[t2]);
        __m256 t4 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t3)));
        __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(0.00390625f));
        __m256 t6 = _mm256_sub_ps(t5, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t2], t6);
        long t7 = (long)(int)(t1 + 8L);
        vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, &p[t7]);
        __m256 t9 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t8)));
        __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.00390625f));
        __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t7], t11);
        long t12 = (long)(int)(t1 + 16L);
        vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, &p[t12]);
        __m256 t14 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t13)));
        __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(0.00390625f));
        __m256 t16 = _mm256_sub_ps(t15, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t12], t16);
        long t17 = (long)(int)(t1 + 24L);
        vcc_v8_uchar t18 = vcc_load(vcc_v8_uchar, &p[t17]);
        __m256 t19 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t18)));
        __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.00390625f));
        __m256 t21 = _mm256_sub_ps(t20, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t17], t21);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t22 = (long)i;
        f[t22] = (float)p[t22] * 0.00390625f - 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(11));
        __m256i t7 = _mm256_srav_epi32(t5, _mm256_set1_epi32(4));
        __m256i t8 = _mm256_add_epi32(t6, t7);
        vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&p[(int)t2], t9);
        __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t11 = t10;
        __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(11));
        __m256i t13 = _mm256_srav_epi32(t11, _mm256_set1_epi32(4));
        __m256i t14 = _mm256_add_epi32(t12, t13);
        vcc_v8_uchar t15 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t14, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&p[(int)(t2 + 8L)], t15);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t17 = t16;
        __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(11));
        __m256i t19 = _mm256_srav_epi32(t17, _mm256_set1_epi32(4));
        __m256i t20 = _mm256_add_epi32(t18, t19);
        vcc_v8_uchar t21 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t20, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&p[(int)(t2 + 16L)], t21);
        __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t23 = t22;
        __m256i t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(11));
        __m256i t25 = _mm256_srav_epi32(t23, _mm256_set1_epi32(4));
        __m256i t26 = _mm256_add_epi32(t24, t25);
        vcc_v8_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t26, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&p[(int)(t2 + 24L)], t27);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        p[i] = (unsigned char)(i * 11 + (i >> 4));
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        unsigned char *t28 = &p[r % 4096L];
        *t28 = (unsigned char)((int)*t28 + 1);
    }
    (_mm256_zeroupper(), bench_print("u8_to_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)f, 16384UL))));
    return 0;
}
