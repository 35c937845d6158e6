/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
    long i_vec = 0L;
    /* vcc: loop at u8_to_f32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_uchar p_v = vcc_load(vcc_v8_uchar, &p[i_vec]);
        __m256 t1 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v)));
        __m256 t2 = _mm256_mul_ps(t1, _mm256_set1_ps(0.00390625f));
        __m256 t3 = _mm256_sub_ps(t2, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[i_vec], t3);
        long t4 = i_vec + 8L;
        vcc_v8_uchar p_v_1 = vcc_load(vcc_v8_uchar, &p[t4]);
        __m256 t5 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_1)));
        __m256 t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.00390625f));
        __m256 t7 = _mm256_sub_ps(t6, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t4], t7);
        long t8 = i_vec + 16L;
        vcc_v8_uchar p_v_2 = vcc_load(vcc_v8_uchar, &p[t8]);
        __m256 t9 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_2)));
        __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.00390625f));
        __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t8], t11);
        long t12 = i_vec + 24L;
        vcc_v8_uchar p_v_3 = vcc_load(vcc_v8_uchar, &p[t12]);
        __m256 t13 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_3)));
        __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.00390625f));
        __m256 t15 = _mm256_sub_ps(t14, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&f[t12], t15);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at u8_to_f32.c:21 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(11));
        __m256i t3 = _mm256_srai_epi32((__m256i)i_v, 4);
        __m256i t4 = _mm256_add_epi32(t2, t3);
        vcc_v8_uchar t5 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t4));
        vcc_store(&p[i_vec], t5);
        __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(11));
        __m256i t8 = _mm256_srai_epi32(t6, 4);
        __m256i t9 = _mm256_add_epi32(t7, t8);
        vcc_v8_uchar t10 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t9));
        vcc_store(&p[i_vec + 8L], t10);
        __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(11));
        __m256i t13 = _mm256_srai_epi32(t11, 4);
        __m256i t14 = _mm256_add_epi32(t12, t13);
        vcc_v8_uchar t15 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t14));
        vcc_store(&p[i_vec + 16L], t15);
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(11));
        __m256i t18 = _mm256_srai_epi32(t16, 4);
        __m256i t19 = _mm256_add_epi32(t17, t18);
        vcc_v8_uchar t20 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t19));
        vcc_store(&p[i_vec + 24L], t20);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        unsigned char *t21 = &p[r % 4096L];
        *t21 = (unsigned char)((int)*t21 + 1);
    }
    (_mm256_zeroupper(), bench_print("u8_to_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)f, 16384UL))));
    return 0;
}
