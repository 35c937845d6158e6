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
    long t1 = 0L;
    __m512i t2 = _mm512_set1_epi64((long long)0LL);
    __m512i t3 = _mm512_set1_epi64((long long)0LL);
    __m512i t4 = _mm512_set1_epi64((long long)0LL);
    __m512i t5 = _mm512_set1_epi64((long long)0LL);
    do {
        long t6 = (long)(int)t1;
        __m512i t7 = _mm512_loadu_si512(&a[t6]);
        __m512i t8 = _mm512_loadu_si512(&b[t6]);
        __m512i t9 = _mm512_mullo_epi64(t7, t8);
        t2 = _mm512_add_epi64(t2, t9);
        long t10 = (long)(int)(t1 + 8L);
        __m512i t11 = _mm512_loadu_si512(&a[t10]);
        __m512i t12 = _mm512_loadu_si512(&b[t10]);
        __m512i t13 = _mm512_mullo_epi64(t11, t12);
        t3 = _mm512_add_epi64(t3, t13);
        long t14 = (long)(int)(t1 + 16L);
        __m512i t15 = _mm512_loadu_si512(&a[t14]);
        __m512i t16 = _mm512_loadu_si512(&b[t14]);
        __m512i t17 = _mm512_mullo_epi64(t15, t16);
        t4 = _mm512_add_epi64(t4, t17);
        long t18 = (long)(int)(t1 + 24L);
        __m512i t19 = _mm512_loadu_si512(&a[t18]);
        __m512i t20 = _mm512_loadu_si512(&b[t18]);
        __m512i t21 = _mm512_mullo_epi64(t19, t20);
        t5 = _mm512_add_epi64(t5, t21);
        t1 += 32L;
    } while (t1 < 96L);
    __m512i t22 = _mm512_add_epi64(t2, t3);
    __m512i t23 = _mm512_add_epi64(t22, t4);
    __m512i t24 = _mm512_add_epi64(t23, t5);
    unsigned long long t25 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t24), _mm512_extracti64x4_epi64(t24, 1)), _mm_add_epi64, unsigned long long);
    __m256i t26 = _mm256_set1_epi32(4);
    __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m512i t28 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t27), &a[96]);
    __m512i t29 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t27), &b[96]);
    __m512i t30 = _mm512_mullo_epi64(t28, t29);
    __m512i t31 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t30);
    __m512i t32 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t27), _mm512_set1_epi64((long long)0LL), t31);
    unsigned long long s = t25 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t32), _mm512_extracti64x4_epi64(t32, 1)), _mm_add_epi64, unsigned long long);
    for (int i = 100; i < 100; i++) {
        long t33 = (long)i;
        s += a[t33] * b[t33];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned long long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 20000000L));
    total = 0ULL;
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = t4;
    __m256i t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t8 = t7;
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(1000));
    __m256i t10 = _mm256_min_epu32(t8, t9);
    __m256i t2 = t10;
    long t3 = 0L;
    do {
        __m256i t11 = t1;
        long t12 = (long)(int)t3;
        __m512i t13 = _mm512_cvtepi32_epi64(t11);
        __m512i t14 = _mm512_mullo_epi64(t13, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t12], t14);
        __m512i t15 = _mm512_cvtepi32_epi64(t2);
        __m512i t16 = _mm512_mullo_epi64(t15, _mm512_set1_epi64((long long)12345LL));
        __m512i t17 = _mm512_add_epi64(t16, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t12], t17);
        __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t19 = t18;
        long t20 = (long)(int)(t3 + 8L);
        __m512i t21 = _mm512_cvtepi32_epi64(t19);
        __m512i t22 = _mm512_mullo_epi64(t21, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t20], t22);
        __m256i t23 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(1000));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        __m256i t27 = t26;
        __m512i t28 = _mm512_cvtepi32_epi64(t27);
        __m512i t29 = _mm512_mullo_epi64(t28, _mm512_set1_epi64((long long)12345LL));
        __m512i t30 = _mm512_add_epi64(t29, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t20], t30);
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t32 = t31;
        long t33 = (long)(int)(t3 + 16L);
        __m512i t34 = _mm512_cvtepi32_epi64(t32);
        __m512i t35 = _mm512_mullo_epi64(t34, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t33], t35);
        __m256i t36 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
        __m256i t37 = t36;
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(1000));
        __m256i t39 = _mm256_min_epu32(t37, t38);
        __m256i t40 = t39;
        __m512i t41 = _mm512_cvtepi32_epi64(t40);
        __m512i t42 = _mm512_mullo_epi64(t41, _mm512_set1_epi64((long long)12345LL));
        __m512i t43 = _mm512_add_epi64(t42, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t33], t43);
        __m256i t44 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t45 = t44;
        long t46 = (long)(int)(t3 + 24L);
        __m512i t47 = _mm512_cvtepi32_epi64(t45);
        __m512i t48 = _mm512_mullo_epi64(t47, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&a[t46], t48);
        __m256i t49 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
        __m256i t50 = t49;
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(1000));
        __m256i t52 = _mm256_min_epu32(t50, t51);
        __m256i t53 = t52;
        __m512i t54 = _mm512_cvtepi32_epi64(t53);
        __m512i t55 = _mm512_mullo_epi64(t54, _mm512_set1_epi64((long long)12345LL));
        __m512i t56 = _mm512_add_epi64(t55, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&b[t46], t56);
        t3 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t57 = _mm256_add_epi32(t2, _mm256_set1_epi32(32));
        __m256i t58 = t57;
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(1000));
        __m256i t60 = _mm256_min_epu32(t58, t59);
        t2 = t60;
    } while (t3 < 96L);
    __m256i t61 = _mm256_set1_epi32(4);
    __m256i t62 = _mm256_cmpgt_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t63 = _mm256_set1_epi32(96);
    __m256i t64 = t63;
    __m256i t65 = _mm256_add_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t66 = _mm256_set1_epi32(96);
    __m256i t67 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t68 = t67;
    __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(1000));
    __m256i t70 = _mm256_min_epu32(t68, t69);
    __m256i t71 = t70;
    __m256i t72 = t65;
    __m512i t73 = _mm512_cvtepi32_epi64(t72);
    __m512i t74 = _mm512_mullo_epi64(t73, _mm512_set1_epi64((long long)-7046029254386353131LL));
    _mm512_mask_storeu_epi64(&a[96], _mm256_movepi32_mask(t62), t74);
    __m512i t75 = _mm512_cvtepi32_epi64(t71);
    __m512i t76 = _mm512_mullo_epi64(t75, _mm512_set1_epi64((long long)12345LL));
    __m512i t77 = _mm512_add_epi64(t76, _mm512_set1_epi64((long long)1LL));
    _mm512_mask_storeu_epi64(&b[96], _mm256_movepi32_mask(t62), t77);
    for (int i = 100; i < 100; i++) {
        long t78 = (long)i;
        a[t78] = (unsigned long long)i * 11400714819323198485ULL;
        b[t78] = (unsigned long long)(i % 1000) * 12345ULL + 1ULL;
    }
    for (long r = 0L; r < reps; r++) {
        unsigned long long t79 = total;
        total = t79 * 31ULL + kernel();
        unsigned long long *t80 = &a[r % 100L];
        *t80 = *t80 + 1ULL;
    }
    (_mm256_zeroupper(), bench_print("dot_u64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
