/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* countdown_i32: for (i = n - 1; i >= 0; i--) a[i] = 3 * b[i] + c[i] (a loop counting down).
   needs: decreasing induction (reversed consecutive accesses), runtime trip count, restrict */
#include "bench.h"
#ifndef REPS
#define REPS 660000
#endif
#define N 4096

static int xs[N], ys[N], zs[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int n, int *restrict a, const int *restrict b, const int *restrict c)
{
    vcc_no_contract_body
    int t21;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at countdown_i32.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m512i t5 = _mm512_loadu_si512(b + t4 + -15);
            __m512i t6 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t5);
            __m512i t7 = _mm512_loadu_si512(c + t4 + -15);
            __m512i t8 = _mm512_add_epi32(t6, t7);
            _mm512_storeu_si512(a + t4 + -15, t8);
            long t9 = (long)t1 + (i_vec + 16L) * -1L;
            __m512i t10 = _mm512_loadu_si512(b + t9 + -15);
            __m512i t11 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t10);
            __m512i t12 = _mm512_loadu_si512(c + t9 + -15);
            __m512i t13 = _mm512_add_epi32(t11, t12);
            _mm512_storeu_si512(a + t9 + -15, t13);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t14 = (long)t1 + 1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at countdown_i32.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t16 = (long)t1 + i_vec_1 * -1L;
            __m512i t17 = _mm512_loadu_si512(b + t16 + -15);
            __m512i t18 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t17);
            __m512i t19 = _mm512_loadu_si512(c + t16 + -15);
            __m512i t20 = _mm512_add_epi32(t18, t19);
            _mm512_storeu_si512(a + t16 + -15, t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        t21 = (int)((long)t1 + t15 * -1L);
    } else {
        t21 = t1;
    }
    long t22 = (long)t21 + 1L;
    if ((t22 >= 1L) & (t22 <= 16L)) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)t21;
        __mmask16 t26 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
        __m512i t27 = _mm512_maskz_loadu_epi32(t26, (const int *)((unsigned long)b + (unsigned long)t25 * 4UL - 60UL));
        __m512i t28 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t27);
        __mmask16 t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
        __m512i t30 = _mm512_maskz_loadu_epi32(t29, (const int *)((unsigned long)c + (unsigned long)t25 * 4UL - 60UL));
        __m512i t31 = _mm512_add_epi32(t28, t30);
        __mmask16 t32 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t25 * 4UL - 60UL), t32, t31);
        i = (int)((long)t21 + t22 * -1L);
    } else {
        i = t21;
    }
    for (; i >= 0; i--) {
        long t33 = (long)i;
        a[t33] = 3 * b[t33] + c[t33];
    }
}

static __typeof__(ys) ys __attribute__((aligned(64)));
static __typeof__(zs) zs __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 660000L));
    __m512i t2 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(29));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at countdown_i32.c:20 vectorized: VF 16, UF 4, the remainder at 22:17 by 29 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t6 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(11));
        __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(3000));
        _mm512_storeu_si512(&ys[i_vec], t7);
        _mm512_storeu_si512(&zs[i_vec], (__m512i)t1);
        long t8 = i_vec + 16L;
        __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(11));
        __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(3000));
        _mm512_storeu_si512(&ys[t8], t11);
        __m512i t12 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(16));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(29));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        _mm512_storeu_si512(&zs[t8], t14);
        long t15 = i_vec + 32L;
        __m512i t16 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t17 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(11));
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(3000));
        _mm512_storeu_si512(&ys[t15], t18);
        __m512i t19 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(3));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(29));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        _mm512_storeu_si512(&zs[t15], t21);
        long t22 = i_vec + 48L;
        __m512i t23 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t24 = _mm512_mullo_epi32(t23, _mm512_set1_epi32(11));
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(3000));
        _mm512_storeu_si512(&ys[t22], t25);
        __m512i t26 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(19));
        __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(29));
        __m512i t28 = _mm512_min_epu32(t26, t27);
        _mm512_storeu_si512(&zs[t22], t28);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
        __m512i t29 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(6));
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(29));
        t1 = (vcc_v16_int)_mm512_min_epu32(t29, t30);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(4096, xs, ys, zs);
        int *t31 = &ys[r % 4096L];
        *t31 = *t31 + 1;
    }
    (_mm256_zeroupper(), bench_print("countdown_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL))));
    return 0;
}
