/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vadd_i32: a[i] = b[i] + c[i] on int arrays (TSVC vpv).
   needs: consecutive int32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

static int a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at vadd_i32.c:13 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[i_vec]);
        __m256i c_v = _mm256_loadu_si256((const __m256i *)&c[i_vec]);
        __m256i t1 = _mm256_add_epi32(b_v, c_v);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t1);
        long t2 = i_vec + 8L;
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t2]);
        __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)&c[t2]);
        __m256i t3 = _mm256_add_epi32(b_v_1, c_v_1);
        _mm256_storeu_si256((__m256i *)&a[t2], t3);
        long t4 = i_vec + 16L;
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t4]);
        __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)&c[t4]);
        __m256i t5 = _mm256_add_epi32(b_v_2, c_v_2);
        _mm256_storeu_si256((__m256i *)&a[t4], t5);
        long t6 = i_vec + 24L;
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t6]);
        __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)&c[t6]);
        __m256i t7 = _mm256_add_epi32(b_v_3, c_v_3);
        _mm256_storeu_si256((__m256i *)&a[t6], t7);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1000000L));
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(101));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at vadd_i32.c:21 vectorized: VF 8, UF 4, the remainder at 23:16 by 101 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t6 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&b[i_vec], t7);
        _mm256_storeu_si256((__m256i *)&c[i_vec], (__m256i)t1);
        long t8 = i_vec + 8L;
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(7));
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&b[t8], t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(101));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        _mm256_storeu_si256((__m256i *)&c[t8], t14);
        long t15 = i_vec + 16L;
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(7));
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&b[t15], t18);
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(101));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        _mm256_storeu_si256((__m256i *)&c[t15], t21);
        long t22 = i_vec + 24L;
        __m256i t23 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(7));
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&b[t22], t25);
        __m256i t26 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(9));
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(101));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        _mm256_storeu_si256((__m256i *)&c[t22], t28);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t29 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(12));
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(101));
        t1 = (vcc_v8_int)_mm256_min_epu32(t29, t30);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t31 = &b[r % 4096L];
        *t31 = *t31 + 1;
    }
    (_mm256_zeroupper(), bench_print("vadd_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
