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

/* sat_add_u8: out[i] = min(a[i] + b[i], 255) on uint8 pixels (saturating add written in C).
   needs: uint8 loads/stores, widening add, if-conversion of the clamp (select), narrowing */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at sat_add_u8.c:13 vectorized: VF 64, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m512i a_v = _mm512_loadu_si512(&a[t1]);
        __m512i b_v = _mm512_loadu_si512(&b[t1]);
        __m512i t2 = a_v;
        __m512i t3 = b_v;
        __m512i t4 = _mm512_adds_epu8(t2, t3);
        __m512i t5 = t4;
        _mm512_storeu_si512(&out[t1], t5);
        long t6 = (long)(int)(i_vec + 64L);
        __m512i a_v_1 = _mm512_loadu_si512(&a[t6]);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t6]);
        __m512i t7 = a_v_1;
        __m512i t8 = b_v_1;
        __m512i t9 = _mm512_adds_epu8(t7, t8);
        __m512i t10 = t9;
        _mm512_storeu_si512(&out[t6], t10);
        long t11 = (long)(int)(i_vec + 128L);
        __m512i a_v_2 = _mm512_loadu_si512(&a[t11]);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t11]);
        __m512i t12 = a_v_2;
        __m512i t13 = b_v_2;
        __m512i t14 = _mm512_adds_epu8(t12, t13);
        __m512i t15 = t14;
        _mm512_storeu_si512(&out[t11], t15);
        long t16 = (long)(int)(i_vec + 192L);
        __m512i a_v_3 = _mm512_loadu_si512(&a[t16]);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t16]);
        __m512i t17 = a_v_3;
        __m512i t18 = b_v_3;
        __m512i t19 = _mm512_adds_epu8(t17, t18);
        __m512i t20 = t19;
        _mm512_storeu_si512(&out[t16], t20);
        i_vec += 256L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    __m512i t1 = _mm512_set1_epi32(0);
    __m512i t2 = t1;
    __m512i i_v = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at sat_add_u8.c:22 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        long t3 = (long)(int)i_vec;
        __m512i t4 = _mm512_mullo_epi32(i_v_1, _mm512_set1_epi32(13));
        __m128i t5 = _mm512_cvtepi32_epi8(t4);
        _mm_storeu_si128((__m128i *)&a[t3], t5);
        __m512i t6 = _mm512_mullo_epi32(i_v_1, _mm512_set1_epi32(7));
        __m512i t7 = _mm512_add_epi32(t6, _mm512_set1_epi32(100));
        __m128i t8 = _mm512_cvtepi32_epi8(t7);
        _mm_storeu_si128((__m128i *)&b[t3], t8);
        __m512i t9 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t9;
        long t10 = (long)(int)(i_vec + 16L);
        __m512i t11 = _mm512_mullo_epi32(i_v_2, _mm512_set1_epi32(13));
        __m128i t12 = _mm512_cvtepi32_epi8(t11);
        _mm_storeu_si128((__m128i *)&a[t10], t12);
        __m512i t13 = _mm512_mullo_epi32(i_v_2, _mm512_set1_epi32(7));
        __m512i t14 = _mm512_add_epi32(t13, _mm512_set1_epi32(100));
        __m128i t15 = _mm512_cvtepi32_epi8(t14);
        _mm_storeu_si128((__m128i *)&b[t10], t15);
        __m512i t16 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t16;
        long t17 = (long)(int)(i_vec + 32L);
        __m512i t18 = _mm512_mullo_epi32(i_v_3, _mm512_set1_epi32(13));
        __m128i t19 = _mm512_cvtepi32_epi8(t18);
        _mm_storeu_si128((__m128i *)&a[t17], t19);
        __m512i t20 = _mm512_mullo_epi32(i_v_3, _mm512_set1_epi32(7));
        __m512i t21 = _mm512_add_epi32(t20, _mm512_set1_epi32(100));
        __m128i t22 = _mm512_cvtepi32_epi8(t21);
        _mm_storeu_si128((__m128i *)&b[t17], t22);
        __m512i t23 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t23;
        long t24 = (long)(int)(i_vec + 48L);
        __m512i t25 = _mm512_mullo_epi32(i_v_4, _mm512_set1_epi32(13));
        __m128i t26 = _mm512_cvtepi32_epi8(t25);
        _mm_storeu_si128((__m128i *)&a[t24], t26);
        __m512i t27 = _mm512_mullo_epi32(i_v_4, _mm512_set1_epi32(7));
        __m512i t28 = _mm512_add_epi32(t27, _mm512_set1_epi32(100));
        __m128i t29 = _mm512_cvtepi32_epi8(t28);
        _mm_storeu_si128((__m128i *)&b[t24], t29);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = (unsigned char)((int)out[r * 3L % 4096L] + 1);
    }
    (_mm256_zeroupper(), bench_print("sat_add_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
