/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* dot_u64: s += a[i] * b[i] over unsigned 64-bit arrays of 100 elements (wrapping), called often:
   short rows, where the final horizontal sum is a good part of each call.
   needs: consecutive i64 loads, 64-bit multiply (vpmullq with AVX-512DQ), add reduction of 64-bit lanes */
#include "bench.h"
#ifndef REPS
#define REPS 20000000
#endif
#define N 100

static unsigned long long a[N], b[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) unsigned long long kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    __m512i s_v = _mm512_set1_epi64((long long)0LL);
    __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
    __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
    __m512i s_v_3 = _mm512_set1_epi64((long long)0LL);
    /* vcc: loop at dot_u64.c:15 vectorized: VF 8, UF 4, masked remainder */
    do {
        __m512i a_v = _mm512_loadu_si512(&a[i_vec]);
        __m512i b_v = _mm512_loadu_si512(&b[i_vec]);
        __m512i t1 = _mm512_mullo_epi64(a_v, b_v);
        s_v = _mm512_add_epi64(s_v, t1);
        long t2 = i_vec + 8L;
        __m512i a_v_1 = _mm512_loadu_si512(&a[t2]);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t2]);
        __m512i t3 = _mm512_mullo_epi64(a_v_1, b_v_1);
        s_v_1 = _mm512_add_epi64(s_v_1, t3);
        long t4 = i_vec + 16L;
        __m512i a_v_2 = _mm512_loadu_si512(&a[t4]);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t4]);
        __m512i t5 = _mm512_mullo_epi64(a_v_2, b_v_2);
        s_v_2 = _mm512_add_epi64(s_v_2, t5);
        long t6 = i_vec + 24L;
        __m512i a_v_3 = _mm512_loadu_si512(&a[t6]);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t6]);
        __m512i t7 = _mm512_mullo_epi64(a_v_3, b_v_3);
        s_v_3 = _mm512_add_epi64(s_v_3, t7);
        i_vec += 32L;
    } while (i_vec < 96L);
    __m512i t8 = _mm512_add_epi64(s_v, s_v_1);
    __m512i t9 = _mm512_add_epi64(t8, s_v_2);
    __m512i t10 = _mm512_add_epi64(t9, s_v_3);
    unsigned long long t11 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t10), _mm512_extracti64x4_epi64(t10, 1)), _mm_add_epi64, unsigned long long);
    __m256i t12 = _mm256_set1_epi32(4);
    __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m512i a_v_4 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t13), &a[96]);
    __m512i b_v_4 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t13), &b[96]);
    __m512i t14 = _mm512_mullo_epi64(a_v_4, b_v_4);
    __m512i t15 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t13), _mm512_set1_epi64((long long)0LL), t14);
    __m512i s_v_4 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t15);
    unsigned long long t16 = t11 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_4), _mm512_extracti64x4_epi64(s_v_4, 1)), _mm_add_epi64, unsigned long long);
    return t16;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned long long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 20000000L));
    total = 0ULL;
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(1000));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at dot_u64.c:24 vectorized: VF 8, UF 4, the remainder at 26:36 by 1000 kept as a running remainder (guard: dividend not negative), masked remainder */
    do {
        __m512i t6 = _mm512_cvtepi32_epi64((__m256i)i_v);
        __m512i t7 = _mm512_mullo_epi64(t6, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[i_vec], t7);
        __m512i t8 = _mm512_cvtepi32_epi64((__m256i)t1);
        __m512i t9 = _mm512_mul_epi32(t8, _mm512_set1_epi64((long long)12345LL));
        __m512i t10 = _mm512_add_epi64(t9, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[i_vec], t10);
        long t11 = i_vec + 8L;
        __m256i t12 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m512i t13 = _mm512_cvtepi32_epi64(t12);
        __m512i t14 = _mm512_mullo_epi64(t13, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t11], t14);
        __m256i t15 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(1000));
        __m256i t17 = _mm256_min_epu32(t15, t16);
        __m512i t18 = _mm512_cvtepi32_epi64(t17);
        __m512i t19 = _mm512_mul_epi32(t18, _mm512_set1_epi64((long long)12345LL));
        __m512i t20 = _mm512_add_epi64(t19, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t11], t20);
        long t21 = i_vec + 16L;
        __m256i t22 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m512i t23 = _mm512_cvtepi32_epi64(t22);
        __m512i t24 = _mm512_mullo_epi64(t23, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t21], t24);
        __m256i t25 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(1000));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m512i t28 = _mm512_cvtepi32_epi64(t27);
        __m512i t29 = _mm512_mul_epi32(t28, _mm512_set1_epi64((long long)12345LL));
        __m512i t30 = _mm512_add_epi64(t29, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t21], t30);
        long t31 = i_vec + 24L;
        __m256i t32 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m512i t33 = _mm512_cvtepi32_epi64(t32);
        __m512i t34 = _mm512_mullo_epi64(t33, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t31], t34);
        __m256i t35 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(1000));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m512i t38 = _mm512_cvtepi32_epi64(t37);
        __m512i t39 = _mm512_mul_epi32(t38, _mm512_set1_epi64((long long)12345LL));
        __m512i t40 = _mm512_add_epi64(t39, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t31], t40);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t41 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(32));
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(1000));
        t1 = (vcc_v8_int)_mm256_min_epu32(t41, t42);
    } while (i_vec < 96L);
    __m256i t43 = _mm256_set1_epi32(4);
    __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t45 = _mm256_set1_epi32(96);
    __m256i t46 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t47 = _mm256_set1_epi32(96);
    __m256i t48 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(1000));
    __m256i t50 = _mm256_min_epu32(t48, t49);
    __m512i t51 = _mm512_cvtepi32_epi64(t46);
    __m512i t52 = _mm512_mullo_epi64(t51, _mm512_set1_epi64((long long)-7046029254386353131LL));
    _mm512_mask_storeu_epi64(&a[96], _mm256_movepi32_mask(t44), t52);
    __m512i t53 = _mm512_cvtepi32_epi64(t50);
    __m512i t54 = _mm512_mul_epi32(t53, _mm512_set1_epi64((long long)12345LL));
    __m512i t55 = _mm512_add_epi64(t54, _mm512_set1_epi64((long long)1LL));
    _mm512_mask_storeu_epi64(&b[96], _mm256_movepi32_mask(t44), t55);
    for (long r = 0L; r < reps; r++) {
        unsigned long long t56 = total;
        total = t56 * 31ULL + kernel();
        unsigned long long *t57 = &a[r % 100L];
        *t57 = *t57 + 1ULL;
    }
    (_mm256_zeroupper(), bench_print("dot_u64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
