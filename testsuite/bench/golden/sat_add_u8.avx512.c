/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
    long i_vec = 0L;
    /* vcc: loop at sat_add_u8.c:13 vectorized: VF 32, UF 4, scalar epilogue */
    do {
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[i_vec]);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[i_vec]);
        __m256i t1 = _mm256_adds_epu8(a_v, b_v);
        _mm256_storeu_si256((__m256i *)&out[i_vec], t1);
        long t2 = i_vec + 32L;
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t2]);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t2]);
        __m256i t3 = _mm256_adds_epu8(a_v_1, b_v_1);
        _mm256_storeu_si256((__m256i *)&out[t2], t3);
        long t4 = i_vec + 64L;
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t4]);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t4]);
        __m256i t5 = _mm256_adds_epu8(a_v_2, b_v_2);
        _mm256_storeu_si256((__m256i *)&out[t4], t5);
        long t6 = i_vec + 96L;
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t6]);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t6]);
        __m256i t7 = _mm256_adds_epu8(a_v_3, b_v_3);
        _mm256_storeu_si256((__m256i *)&out[t6], t7);
        i_vec += 128L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at sat_add_u8.c:22 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(13));
        vcc_v8_uchar t3 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t2));
        vcc_store(&a[i_vec], t3);
        __m256i t4 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        __m256i t5 = _mm256_add_epi32(t4, _mm256_set1_epi32(100));
        vcc_v8_uchar t6 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t5));
        vcc_store(&b[i_vec], t6);
        long t7 = i_vec + 8L;
        __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(13));
        vcc_v8_uchar t10 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t9));
        vcc_store(&a[t7], t10);
        __m256i t11 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(7));
        __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(100));
        vcc_v8_uchar t13 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t12));
        vcc_store(&b[t7], t13);
        long t14 = i_vec + 16L;
        __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(13));
        vcc_v8_uchar t17 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t16));
        vcc_store(&a[t14], t17);
        __m256i t18 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(7));
        __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(100));
        vcc_v8_uchar t20 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t19));
        vcc_store(&b[t14], t20);
        long t21 = i_vec + 24L;
        __m256i t22 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(13));
        vcc_v8_uchar t24 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t23));
        vcc_store(&a[t21], t24);
        __m256i t25 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(7));
        __m256i t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(100));
        vcc_v8_uchar t27 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t26));
        vcc_store(&b[t21], t27);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = (unsigned char)((int)out[r * 3L % 4096L] + 1);
    }
    (_mm256_zeroupper(), bench_print("sat_add_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
