/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* madd_i16: s += a[i] * b[i] with short inputs summed into an int (pmaddwd pattern).
   needs: int16 loads, widening to i32, i32 multiply, integer add reduction (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 1500000
#endif
#define N 4096

static short a[N], b[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) int kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
    vcc_v16_uint s_v_1 = (vcc_v16_uint)_mm512_set1_epi32(0);
    vcc_v16_uint s_v_2 = (vcc_v16_uint)_mm512_set1_epi32(0);
    vcc_v16_uint s_v_3 = (vcc_v16_uint)_mm512_set1_epi32(0);
    /* vcc: loop at madd_i16.c:14 vectorized: VF 32, UF 4, scalar epilogue */
    do {
        __m512i a_v = _mm512_loadu_si512(&a[i_vec]);
        __m512i b_v = _mm512_loadu_si512(&b[i_vec]);
        __m512i t1 = _mm512_madd_epi16(a_v, b_v);
        s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t1);
        long t2 = i_vec + 32L;
        __m512i a_v_1 = _mm512_loadu_si512(&a[t2]);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t2]);
        __m512i t3 = _mm512_madd_epi16(a_v_1, b_v_1);
        s_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v_1, t3);
        long t4 = i_vec + 64L;
        __m512i a_v_2 = _mm512_loadu_si512(&a[t4]);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t4]);
        __m512i t5 = _mm512_madd_epi16(a_v_2, b_v_2);
        s_v_2 = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v_2, t5);
        long t6 = i_vec + 96L;
        __m512i a_v_3 = _mm512_loadu_si512(&a[t6]);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t6]);
        __m512i t7 = _mm512_madd_epi16(a_v_3, b_v_3);
        s_v_3 = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v_3, t7);
        i_vec += 128L;
    } while (i_vec < 4096L);
    __m512i t8 = _mm512_add_epi32((__m512i)s_v, (__m512i)s_v_1);
    __m512i t9 = _mm512_add_epi32(t8, (__m512i)s_v_2);
    __m512i t10 = _mm512_add_epi32(t9, (__m512i)s_v_3);
    int t11 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t10), _mm512_extracti64x4_epi64(t10, 1)));
    return t11;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1500000L));
    total = 0U;
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(200));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105));
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(150));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at madd_i16.c:23 vectorized: VF 16, UF 4, the remainder at 24:24 by 200 kept as a running remainder (guard: dividend not negative), the remainder at 25:24 by 150 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t9 = _mm512_sub_epi32((__m512i)t1, _mm512_set1_epi32(100));
        __m256i t10 = _mm512_cvtepi32_epi16(t9);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t10);
        __m512i t11 = _mm512_sub_epi32((__m512i)t2, _mm512_set1_epi32(75));
        __m256i t12 = _mm512_cvtepi32_epi16(t11);
        _mm256_storeu_si256((__m256i *)&b[i_vec], t12);
        long t13 = i_vec + 16L;
        __m512i t14 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(16));
        __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(200));
        __m512i t16 = _mm512_min_epu32(t14, t15);
        __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(100));
        __m256i t18 = _mm512_cvtepi32_epi16(t17);
        _mm256_storeu_si256((__m256i *)&a[t13], t18);
        __m512i t19 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(112));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(150));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(75));
        __m256i t23 = _mm512_cvtepi32_epi16(t22);
        _mm256_storeu_si256((__m256i *)&b[t13], t23);
        long t24 = i_vec + 32L;
        __m512i t25 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(32));
        __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(200));
        __m512i t27 = _mm512_min_epu32(t25, t26);
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(100));
        __m256i t29 = _mm512_cvtepi32_epi16(t28);
        _mm256_storeu_si256((__m256i *)&a[t24], t29);
        __m512i t30 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(74));
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(150));
        __m512i t32 = _mm512_min_epu32(t30, t31);
        __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(75));
        __m256i t34 = _mm512_cvtepi32_epi16(t33);
        _mm256_storeu_si256((__m256i *)&b[t24], t34);
        long t35 = i_vec + 48L;
        __m512i t36 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(48));
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(200));
        __m512i t38 = _mm512_min_epu32(t36, t37);
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(100));
        __m256i t40 = _mm512_cvtepi32_epi16(t39);
        _mm256_storeu_si256((__m256i *)&a[t35], t40);
        __m512i t41 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(36));
        __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(150));
        __m512i t43 = _mm512_min_epu32(t41, t42);
        __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(75));
        __m256i t45 = _mm512_cvtepi32_epi16(t44);
        _mm256_storeu_si256((__m256i *)&b[t35], t45);
        i_vec += 64L;
        __m512i t46 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(64));
        __m512i t47 = _mm512_sub_epi32(t46, _mm512_set1_epi32(200));
        t1 = (vcc_v16_int)_mm512_min_epu32(t46, t47);
        __m512i t48 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(148));
        __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(150));
        t2 = (vcc_v16_int)_mm512_min_epu32(t48, t49);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        unsigned int t50 = total;
        total = t50 * 33U + (unsigned int)kernel();
        short *t51 = &a[r % 4096L];
        *t51 = (short)-(int)*t51;
    }
    (_mm256_zeroupper(), bench_print("madd_i16", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
