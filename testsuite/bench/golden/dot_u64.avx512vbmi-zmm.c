/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
        long t1 = (long)(int)i_vec;
        __m512i a_v = _mm512_loadu_si512(&a[t1]);
        __m512i b_v = _mm512_loadu_si512(&b[t1]);
        __m512i t2 = _mm512_mullo_epi64(a_v, b_v);
        s_v = _mm512_add_epi64(s_v, t2);
        long t3 = (long)(int)(i_vec + 8L);
        __m512i a_v_1 = _mm512_loadu_si512(&a[t3]);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t3]);
        __m512i t4 = _mm512_mullo_epi64(a_v_1, b_v_1);
        s_v_1 = _mm512_add_epi64(s_v_1, t4);
        long t5 = (long)(int)(i_vec + 16L);
        __m512i a_v_2 = _mm512_loadu_si512(&a[t5]);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t5]);
        __m512i t6 = _mm512_mullo_epi64(a_v_2, b_v_2);
        s_v_2 = _mm512_add_epi64(s_v_2, t6);
        long t7 = (long)(int)(i_vec + 24L);
        __m512i a_v_3 = _mm512_loadu_si512(&a[t7]);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t7]);
        __m512i t8 = _mm512_mullo_epi64(a_v_3, b_v_3);
        s_v_3 = _mm512_add_epi64(s_v_3, t8);
        i_vec += 32L;
    } while (i_vec < 96L);
    __m512i t9 = _mm512_add_epi64(s_v, s_v_1);
    __m512i t10 = _mm512_add_epi64(t9, s_v_2);
    __m512i t11 = _mm512_add_epi64(t10, s_v_3);
    unsigned long long t12 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t11), _mm512_extracti64x4_epi64(t11, 1)), _mm_add_epi64, unsigned long long);
    __m256i t13 = _mm256_set1_epi32(4);
    __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m512i a_v_4 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t14), &a[96]);
    __m512i b_v_4 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t14), &b[96]);
    __m512i t15 = _mm512_mullo_epi64(a_v_4, b_v_4);
    __m512i t16 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t15);
    __m512i s_v_4 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t14), _mm512_set1_epi64((long long)0LL), t16);
    unsigned long long t17 = t12 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_4), _mm512_extracti64x4_epi64(s_v_4, 1)), _mm_add_epi64, unsigned long long);
    return t17;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned long long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 20000000L));
    total = 0ULL;
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = t2;
    __m256i i_v = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(1000));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    long i_vec = 0L;
    /* vcc: loop at dot_u64.c:24 vectorized: VF 8, UF 4, the remainder at 26:36 by 1000 kept as a running remainder (guard: dividend not negative), masked remainder */
    do {
        __m256i i_v_1 = i_v;
        long t9 = (long)(int)i_vec;
        __m512i t10 = _mm512_cvtepi32_epi64(i_v_1);
        __m512i t11 = _mm512_mullo_epi64(t10, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t9], t11);
        __m512i t12 = _mm512_cvtepi32_epi64(t1);
        __m512i t13 = _mm512_mullo_epi64(t12, _mm512_set1_epi64((long long)12345LL));
        __m512i t14 = _mm512_add_epi64(t13, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t9], t14);
        __m256i t15 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_2 = t15;
        long t16 = (long)(int)(i_vec + 8L);
        __m512i t17 = _mm512_cvtepi32_epi64(i_v_2);
        __m512i t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t16], t18);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(1000));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = t22;
        __m512i t24 = _mm512_cvtepi32_epi64(t23);
        __m512i t25 = _mm512_mullo_epi64(t24, _mm512_set1_epi64((long long)12345LL));
        __m512i t26 = _mm512_add_epi64(t25, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t16], t26);
        __m256i t27 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_3 = t27;
        long t28 = (long)(int)(i_vec + 16L);
        __m512i t29 = _mm512_cvtepi32_epi64(i_v_3);
        __m512i t30 = _mm512_mullo_epi64(t29, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t28], t30);
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(1000));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        __m256i t35 = t34;
        __m512i t36 = _mm512_cvtepi32_epi64(t35);
        __m512i t37 = _mm512_mullo_epi64(t36, _mm512_set1_epi64((long long)12345LL));
        __m512i t38 = _mm512_add_epi64(t37, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t28], t38);
        __m256i t39 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_4 = t39;
        long t40 = (long)(int)(i_vec + 24L);
        __m512i t41 = _mm512_cvtepi32_epi64(i_v_4);
        __m512i t42 = _mm512_mullo_epi64(t41, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t40], t42);
        __m256i t43 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t44 = t43;
        __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(1000));
        __m256i t46 = _mm256_min_epu32(t44, t45);
        __m256i t47 = t46;
        __m512i t48 = _mm512_cvtepi32_epi64(t47);
        __m512i t49 = _mm512_mullo_epi64(t48, _mm512_set1_epi64((long long)12345LL));
        __m512i t50 = _mm512_add_epi64(t49, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t40], t50);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        __m256i t51 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t52 = t51;
        __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(1000));
        __m256i t54 = _mm256_min_epu32(t52, t53);
        t1 = t54;
    } while (i_vec < 96L);
    __m256i t55 = _mm256_set1_epi32(4);
    __m256i t56 = _mm256_cmpgt_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t57 = _mm256_set1_epi32(96);
    __m256i t58 = t57;
    __m256i t59 = _mm256_add_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t60 = _mm256_set1_epi32(96);
    __m256i t61 = _mm256_add_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t62 = t61;
    __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(1000));
    __m256i t64 = _mm256_min_epu32(t62, t63);
    __m256i t65 = t64;
    __m256i i_v_5 = t59;
    __m512i t66 = _mm512_cvtepi32_epi64(i_v_5);
    __m512i t67 = _mm512_mullo_epi64(t66, _mm512_set1_epi64((long long)-7046029254386353131LL));
    _mm512_mask_storeu_epi64(&a[96], _mm256_movepi32_mask(t56), t67);
    __m512i t68 = _mm512_cvtepi32_epi64(t65);
    __m512i t69 = _mm512_mullo_epi64(t68, _mm512_set1_epi64((long long)12345LL));
    __m512i t70 = _mm512_add_epi64(t69, _mm512_set1_epi64((long long)1LL));
    _mm512_mask_storeu_epi64(&b[96], _mm256_movepi32_mask(t56), t70);
    for (long r = 0L; r < reps; r++) {
        unsigned long long t71 = total;
        total = t71 * 31ULL + kernel();
        unsigned long long *t72 = &a[r % 100L];
        *t72 = *t72 + 1ULL;
    }
    (_mm256_zeroupper(), bench_print("dot_u64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
