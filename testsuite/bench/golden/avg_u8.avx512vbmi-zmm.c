/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* avg_u8: out[i] = (a[i] + b[i] + 1) >> 1 and a threshold mask, on uint8 (rounding average).
   needs: uint8 loads/stores, widening add and narrowing (C promotions), shifts, bitwise ops */
#include "bench.h"
#ifndef REPS
#define REPS 2700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(unsigned char key)
{
    vcc_no_contract_body
    __m512i key_v = _mm512_set1_epi8((char)key);
    __m512i t1 = key_v;
    long i_vec = 0L;
    /* vcc: loop at avg_u8.c:13 vectorized: VF 64, UF 4, scalar epilogue */
    do {
        long t2 = (long)(int)i_vec;
        __m512i a_v = _mm512_loadu_si512(&a[t2]);
        __m512i b_v = _mm512_loadu_si512(&b[t2]);
        __m512i t3 = a_v;
        __m512i t4 = b_v;
        __m512i t5 = _mm512_avg_epu8(t3, t4);
        __m512i t6 = _mm512_xor_si512(t5, t1);
        __m512i t7 = t6;
        _mm512_storeu_si512(&out[t2], t7);
        long t8 = (long)(int)(i_vec + 64L);
        __m512i a_v_1 = _mm512_loadu_si512(&a[t8]);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t8]);
        __m512i t9 = a_v_1;
        __m512i t10 = b_v_1;
        __m512i t11 = _mm512_avg_epu8(t9, t10);
        __m512i t12 = _mm512_xor_si512(t11, t1);
        __m512i t13 = t12;
        _mm512_storeu_si512(&out[t8], t13);
        long t14 = (long)(int)(i_vec + 128L);
        __m512i a_v_2 = _mm512_loadu_si512(&a[t14]);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t14]);
        __m512i t15 = a_v_2;
        __m512i t16 = b_v_2;
        __m512i t17 = _mm512_avg_epu8(t15, t16);
        __m512i t18 = _mm512_xor_si512(t17, t1);
        __m512i t19 = t18;
        _mm512_storeu_si512(&out[t14], t19);
        long t20 = (long)(int)(i_vec + 192L);
        __m512i a_v_3 = _mm512_loadu_si512(&a[t20]);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t20]);
        __m512i t21 = a_v_3;
        __m512i t22 = b_v_3;
        __m512i t23 = _mm512_avg_epu8(t21, t22);
        __m512i t24 = _mm512_xor_si512(t23, t1);
        __m512i t25 = t24;
        _mm512_storeu_si512(&out[t20], t25);
        i_vec += 256L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 2700000L));
    __m512i t1 = _mm512_set1_epi32(0);
    __m512i t2 = t1;
    __m512i i_v = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at avg_u8.c:20 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        long t3 = (long)(int)i_vec;
        __m512i t4 = _mm512_mullo_epi32(i_v_1, _mm512_set1_epi32(29));
        __m128i t5 = _mm512_cvtepi32_epi8(t4);
        _mm_storeu_si128((__m128i *)&a[t3], t5);
        __m512i t6 = _mm512_mullo_epi32(i_v_1, i_v_1);
        __m128i t7 = _mm512_cvtepi32_epi8(t6);
        _mm_storeu_si128((__m128i *)&b[t3], t7);
        __m512i t8 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t8;
        long t9 = (long)(int)(i_vec + 16L);
        __m512i t10 = _mm512_mullo_epi32(i_v_2, _mm512_set1_epi32(29));
        __m128i t11 = _mm512_cvtepi32_epi8(t10);
        _mm_storeu_si128((__m128i *)&a[t9], t11);
        __m512i t12 = _mm512_mullo_epi32(i_v_2, i_v_2);
        __m128i t13 = _mm512_cvtepi32_epi8(t12);
        _mm_storeu_si128((__m128i *)&b[t9], t13);
        __m512i t14 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t14;
        long t15 = (long)(int)(i_vec + 32L);
        __m512i t16 = _mm512_mullo_epi32(i_v_3, _mm512_set1_epi32(29));
        __m128i t17 = _mm512_cvtepi32_epi8(t16);
        _mm_storeu_si128((__m128i *)&a[t15], t17);
        __m512i t18 = _mm512_mullo_epi32(i_v_3, i_v_3);
        __m128i t19 = _mm512_cvtepi32_epi8(t18);
        _mm_storeu_si128((__m128i *)&b[t15], t19);
        __m512i t20 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t20;
        long t21 = (long)(int)(i_vec + 48L);
        __m512i t22 = _mm512_mullo_epi32(i_v_4, _mm512_set1_epi32(29));
        __m128i t23 = _mm512_cvtepi32_epi8(t22);
        _mm_storeu_si128((__m128i *)&a[t21], t23);
        __m512i t24 = _mm512_mullo_epi32(i_v_4, i_v_4);
        __m128i t25 = _mm512_cvtepi32_epi8(t24);
        _mm_storeu_si128((__m128i *)&b[t21], t25);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel((unsigned char)r);
        a[r % 4096L] = out[r * 11L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("avg_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
