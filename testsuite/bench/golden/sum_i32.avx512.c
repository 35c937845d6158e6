/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* sum_i32: sum of squares over an unsigned int array passed as a pointer (integer reduction).
   needs: consecutive i32 loads, integer add reduction, pointer argument (read only) */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static unsigned int values[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) unsigned int kernel(int n, const unsigned int *v)
{
    vcc_no_contract_body
    unsigned int sum;
    int t10;
    unsigned int t11;
    int t15;
    unsigned int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint sum_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint sum_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint sum_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint sum_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at sum_i32.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i v_v = _mm256_loadu_si256((const __m256i *)(v + i_vec));
            __m256i t3 = _mm256_mullo_epi32(v_v, v_v);
            sum_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)sum_v, t3);
            __m256i v_v_1 = _mm256_loadu_si256((const __m256i *)(v + (i_vec + 8L)));
            __m256i t4 = _mm256_mullo_epi32(v_v_1, v_v_1);
            sum_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)sum_v_1, t4);
            __m256i v_v_2 = _mm256_loadu_si256((const __m256i *)(v + (i_vec + 16L)));
            __m256i t5 = _mm256_mullo_epi32(v_v_2, v_v_2);
            sum_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)sum_v_2, t5);
            __m256i v_v_3 = _mm256_loadu_si256((const __m256i *)(v + (i_vec + 24L)));
            __m256i t6 = _mm256_mullo_epi32(v_v_3, v_v_3);
            sum_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)sum_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi32((__m256i)sum_v, (__m256i)sum_v_1);
        __m256i t8 = _mm256_add_epi32(t7, (__m256i)sum_v_2);
        __m256i t9 = _mm256_add_epi32(t8, (__m256i)sum_v_3);
        t10 = (int)t2;
        t11 = vcc_avx2_sum_epi32(t9);
    } else {
        t10 = 0;
        t11 = 0U;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint sum_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at sum_i32.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i v_v_4 = _mm256_loadu_si256((const __m256i *)(v + ((long)t10 + i_vec_1)));
            __m256i t14 = _mm256_mullo_epi32(v_v_4, v_v_4);
            sum_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)sum_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t15 = (int)((long)t10 + t13);
        t16 = t11 + vcc_avx2_sum_epi32((__m256i)sum_v_4);
    } else {
        t15 = t10;
        t16 = t11;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i v_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), v + (long)t15);
        __m256i t20 = _mm256_mullo_epi32(v_v_5, v_v_5);
        __m256i t21 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t19, t20); });
        __m256i sum_v_5 = _mm256_add_epi32(_mm256_set1_epi32(0), t21);
        i = (int)((long)t15 + t17);
        sum = t16 + vcc_avx2_sum_epi32(sum_v_5);
    } else {
        i = t15;
        sum = t16;
    }
    for (; i < n; i++) {
        unsigned int t22 = v[i];
        sum += t22 * t22;
    }
    return sum;
}

static __typeof__(values) values __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    total = 0U;
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at sum_i32.c:23 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&values[i_vec], t2);
        __m256i t3 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t4 = _mm256_mullo_epi32(t3, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&values[i_vec + 8L], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&values[i_vec + 16L], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&values[i_vec + 24L], t8);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        unsigned int *t9 = &values[r % 4096L];
        *t9 = *t9 + 1U;
        unsigned int t10 = total;
        total = t10 ^ kernel(4096, values);
    }
    (_mm256_zeroupper(), bench_print("sum_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
