/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* dot_i32: s += a[i] * b[i] over int arrays, wrapping in unsigned arithmetic (int dot product).
   needs: consecutive i32 loads, integer add reduction, i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static unsigned a[N], b[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) unsigned kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    __m256i s_v = _mm256_set1_epi32(0);
    __m256i s_v_1 = _mm256_set1_epi32(0);
    __m256i s_v_2 = _mm256_set1_epi32(0);
    __m256i s_v_3 = _mm256_set1_epi32(0);
    /* vcc: loop at dot_i32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[t1]);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[t1]);
        __m256i t2 = _mm256_mullo_epi32(a_v, b_v);
        s_v = _mm256_add_epi32(s_v, t2);
        long t3 = (long)(int)(i_vec + 8L);
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t3]);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t3]);
        __m256i t4 = _mm256_mullo_epi32(a_v_1, b_v_1);
        s_v_1 = _mm256_add_epi32(s_v_1, t4);
        long t5 = (long)(int)(i_vec + 16L);
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t5]);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t5]);
        __m256i t6 = _mm256_mullo_epi32(a_v_2, b_v_2);
        s_v_2 = _mm256_add_epi32(s_v_2, t6);
        long t7 = (long)(int)(i_vec + 24L);
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t7]);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t7]);
        __m256i t8 = _mm256_mullo_epi32(a_v_3, b_v_3);
        s_v_3 = _mm256_add_epi32(s_v_3, t8);
        i_vec += 32L;
    } while (i_vec < 4096L);
    __m256i t9 = _mm256_add_epi32(s_v, s_v_1);
    __m256i t10 = _mm256_add_epi32(t9, s_v_2);
    __m256i t11 = _mm256_add_epi32(t10, s_v_3);
    unsigned int t12 = vcc_avx2_sum_epi32(t11);
    return t12;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    total = 0U;
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
    /* vcc: loop at dot_i32.c:23 vectorized: VF 8, UF 4, the remainder at 25:26 by 1000 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i i_v_1 = i_v;
        long t9 = (long)(int)i_vec;
        __m256i t10 = i_v_1;
        __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t9], t11);
        __m256i t12 = t1;
        __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t9], t13);
        __m256i t14 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_2 = t14;
        long t15 = (long)(int)(i_vec + 8L);
        __m256i t16 = i_v_2;
        __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t15], t17);
        __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t19 = t18;
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(1000));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        __m256i t22 = t21;
        __m256i t23 = t22;
        __m256i t24 = _mm256_add_epi32(t23, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t15], t24);
        __m256i t25 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_3 = t25;
        long t26 = (long)(int)(i_vec + 16L);
        __m256i t27 = i_v_3;
        __m256i t28 = _mm256_mullo_epi32(t27, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t26], t28);
        __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(1000));
        __m256i t32 = _mm256_min_epu32(t30, t31);
        __m256i t33 = t32;
        __m256i t34 = t33;
        __m256i t35 = _mm256_add_epi32(t34, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t26], t35);
        __m256i t36 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_4 = t36;
        long t37 = (long)(int)(i_vec + 24L);
        __m256i t38 = i_v_4;
        __m256i t39 = _mm256_mullo_epi32(t38, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t37], t39);
        __m256i t40 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t41 = t40;
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(1000));
        __m256i t43 = _mm256_min_epu32(t41, t42);
        __m256i t44 = t43;
        __m256i t45 = t44;
        __m256i t46 = _mm256_add_epi32(t45, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t37], t46);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        __m256i t47 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t48 = t47;
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(1000));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        t1 = t50;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        unsigned int t51 = total;
        total = t51 * 31U + kernel();
        unsigned int *t52 = &a[r % 4096L];
        *t52 = *t52 + 1U;
    }
    (_mm256_zeroupper(), bench_print("dot_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
