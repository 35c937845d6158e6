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
    int t33;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t6 + -7));
            __m256i t8 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t7);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(c + t6 + -7));
            __m256i t10 = _mm256_add_epi32(t8, t9);
            _mm256_storeu_si256((__m256i *)(a + t6 + -7), t10);
            long t11 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t11 + -7));
            __m256i t13 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t12);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(c + t11 + -7));
            __m256i t15 = _mm256_add_epi32(t13, t14);
            _mm256_storeu_si256((__m256i *)(a + t11 + -7), t15);
            long t16 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(b + t16 + -7));
            __m256i t18 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t17);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(c + t16 + -7));
            __m256i t20 = _mm256_add_epi32(t18, t19);
            _mm256_storeu_si256((__m256i *)(a + t16 + -7), t20);
            long t21 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(b + t21 + -7));
            __m256i t23 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t22);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(c + t21 + -7));
            __m256i t25 = _mm256_add_epi32(t23, t24);
            _mm256_storeu_si256((__m256i *)(a + t21 + -7), t25);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t26 = (long)t1 + 1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t3 = 0L;
        do {
            long t28 = (long)(int)((long)t1 + t3 * -1L);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(b + t28 + -7));
            __m256i t30 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t29);
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(c + t28 + -7));
            __m256i t32 = _mm256_add_epi32(t30, t31);
            _mm256_storeu_si256((__m256i *)(a + t28 + -7), t32);
            t3 += 8L;
        } while (t3 < t27);
        t33 = (int)((long)t1 + t27 * -1L);
    } else {
        t33 = t1;
    }
    long t34 = (long)t33 + 1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t33;
        __m256i t38 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t39 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), (const int *)((unsigned long)b + (unsigned long)t37 * 4UL - 28UL));
        __m256i t40 = _mm256_set1_epi32(3);
        __m256i t41 = t39;
        __m256i t42 = _mm256_mullo_epi32(t40, t41);
        __m256i t43 = t42;
        __m256i t44 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t45 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), (const int *)((unsigned long)c + (unsigned long)t37 * 4UL - 28UL));
        __m256i t46 = t43;
        __m256i t47 = t45;
        __m256i t48 = _mm256_add_epi32(t46, t47);
        __m256i t49 = t48;
        __m256i t50 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t37 * 4UL - 28UL), _mm256_movepi32_mask(t50), t49);
        i = (int)((long)t33 + t34 * -1L);
    } else {
        i = t33;
    }
    for (; i >= 0; i--) {
        long t51 = (long)i;
        a[t51] = 3 * b[t51] + c[t51];
    }
}

static __typeof__(ys) ys __attribute__((aligned(32)));
static __typeof__(zs) zs __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 660000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = t4;
    __m256i t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t8 = t7;
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(29));
    __m256i t10 = _mm256_min_epu32(t8, t9);
    __m256i t2 = t10;
    long t3 = 0L;
    do {
        __m256i t11 = t1;
        long t12 = (long)(int)t3;
        __m256i t13 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(11));
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(3000));
        _mm256_storeu_si256((__m256i *)&ys[t12], t14);
        _mm256_storeu_si256((__m256i *)&zs[t12], t2);
        __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t16 = t15;
        long t17 = (long)(int)(t3 + 8L);
        __m256i t18 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(11));
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(3000));
        _mm256_storeu_si256((__m256i *)&ys[t17], t19);
        __m256i t20 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(29));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t24 = t23;
        _mm256_storeu_si256((__m256i *)&zs[t17], t24);
        __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t26 = t25;
        long t27 = (long)(int)(t3 + 16L);
        __m256i t28 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(11));
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(3000));
        _mm256_storeu_si256((__m256i *)&ys[t27], t29);
        __m256i t30 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
        __m256i t31 = t30;
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(29));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256i t34 = t33;
        _mm256_storeu_si256((__m256i *)&zs[t27], t34);
        __m256i t35 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t36 = t35;
        long t37 = (long)(int)(t3 + 24L);
        __m256i t38 = _mm256_mullo_epi32(t36, _mm256_set1_epi32(11));
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(3000));
        _mm256_storeu_si256((__m256i *)&ys[t37], t39);
        __m256i t40 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
        __m256i t41 = t40;
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(29));
        __m256i t43 = _mm256_min_epu32(t41, t42);
        __m256i t44 = t43;
        _mm256_storeu_si256((__m256i *)&zs[t37], t44);
        t3 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t45 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
        __m256i t46 = t45;
        __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(29));
        __m256i t48 = _mm256_min_epu32(t46, t47);
        t2 = t48;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t49 = (long)i;
        ys[t49] = i * 11 - 3000;
        zs[t49] = i % 29;
    }
    for (long r = 0L; r < reps; r++) {
        kernel(4096, xs, ys, zs);
        int *t50 = &ys[r % 4096L];
        *t50 = *t50 + 1;
    }
    (_mm256_zeroupper(), bench_print("countdown_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL))));
    return 0;
}
