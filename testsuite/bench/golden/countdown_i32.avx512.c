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

/* countdown_i32: for (i = n - 1; i >= 0; i--) a[i] = 3 * b[i] + c[i] (a loop counting down).
   needs: decreasing induction (reversed consecutive accesses), runtime trip count, restrict */
#include "bench.h"
#ifndef REPS
#define REPS 660000
#endif
#define N 4096

static int xs[N], ys[N], zs[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int n, int *restrict a, const int *restrict b, const int *restrict c)
{
    vcc_no_contract_body
    int t31;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at countdown_i32.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + t4 + -7));
            __m256i t6 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t5);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(c + t4 + -7));
            __m256i t8 = _mm256_add_epi32(t6, t7);
            _mm256_storeu_si256((__m256i *)(a + t4 + -7), t8);
            long t9 = (long)t1 + (i_vec + 8L) * -1L;
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9 + -7));
            __m256i t11 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t10);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(c + t9 + -7));
            __m256i t13 = _mm256_add_epi32(t11, t12);
            _mm256_storeu_si256((__m256i *)(a + t9 + -7), t13);
            long t14 = (long)t1 + (i_vec + 16L) * -1L;
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(b + t14 + -7));
            __m256i t16 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t15);
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(c + t14 + -7));
            __m256i t18 = _mm256_add_epi32(t16, t17);
            _mm256_storeu_si256((__m256i *)(a + t14 + -7), t18);
            long t19 = (long)t1 + (i_vec + 24L) * -1L;
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t19 + -7));
            __m256i t21 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t20);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(c + t19 + -7));
            __m256i t23 = _mm256_add_epi32(t21, t22);
            _mm256_storeu_si256((__m256i *)(a + t19 + -7), t23);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t24 = (long)t1 + 1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at countdown_i32.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t26 = (long)t1 + i_vec_1 * -1L;
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(b + t26 + -7));
            __m256i t28 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t27);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(c + t26 + -7));
            __m256i t30 = _mm256_add_epi32(t28, t29);
            _mm256_storeu_si256((__m256i *)(a + t26 + -7), t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        t31 = (int)((long)t1 + t25 * -1L);
    } else {
        t31 = t1;
    }
    long t32 = (long)t31 + 1L;
    if ((t32 >= 1L) & (t32 <= 8L)) {
        __m256i t33 = _mm256_set1_epi32((int)(int)t32);
        __m256i t34 = _mm256_cmpgt_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t35 = (long)t31;
        __m256i t36 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t37 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), (const int *)((unsigned long)b + (unsigned long)t35 * 4UL - 28UL));
        __m256i t38 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t37);
        __m256i t39 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t40 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t39), (const int *)((unsigned long)c + (unsigned long)t35 * 4UL - 28UL));
        __m256i t41 = _mm256_add_epi32(t38, t40);
        __m256i t42 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t35 * 4UL - 28UL), _mm256_movepi32_mask(t42), t41);
        i = (int)((long)t31 + t32 * -1L);
    } else {
        i = t31;
    }
    for (; i >= 0; i--) {
        long t43 = (long)i;
        a[t43] = 3 * b[t43] + c[t43];
    }
}

static __typeof__(ys) ys __attribute__((aligned(32)));
static __typeof__(zs) zs __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 660000L));
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(29));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at countdown_i32.c:20 vectorized: VF 8, UF 4, the remainder at 22:17 by 29 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t6 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(11));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(3000));
        _mm256_storeu_si256((__m256i *)&ys[i_vec], t7);
        _mm256_storeu_si256((__m256i *)&zs[i_vec], (__m256i)t1);
        long t8 = i_vec + 8L;
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(11));
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(3000));
        _mm256_storeu_si256((__m256i *)&ys[t8], t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(29));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        _mm256_storeu_si256((__m256i *)&zs[t8], t14);
        long t15 = i_vec + 16L;
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(11));
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(3000));
        _mm256_storeu_si256((__m256i *)&ys[t15], t18);
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(29));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        _mm256_storeu_si256((__m256i *)&zs[t15], t21);
        long t22 = i_vec + 24L;
        __m256i t23 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(11));
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(3000));
        _mm256_storeu_si256((__m256i *)&ys[t22], t25);
        __m256i t26 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(29));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        _mm256_storeu_si256((__m256i *)&zs[t22], t28);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t29 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(29));
        t1 = (vcc_v8_int)_mm256_min_epu32(t29, t30);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(4096, xs, ys, zs);
        int *t31 = &ys[r % 4096L];
        *t31 = *t31 + 1;
    }
    (_mm256_zeroupper(), bench_print("countdown_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL))));
    return 0;
}
