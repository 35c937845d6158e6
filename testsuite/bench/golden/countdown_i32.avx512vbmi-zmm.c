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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int n, int *restrict a, const int *restrict b, const int *restrict c)
{
    vcc_no_contract_body
    int t23;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m512i t7 = _mm512_loadu_si512(b + t6 + -15);
            __m512i t8 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t7);
            __m512i t9 = _mm512_loadu_si512(c + t6 + -15);
            __m512i t10 = _mm512_add_epi32(t8, t9);
            _mm512_storeu_si512(a + t6 + -15, t10);
            long t11 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m512i t12 = _mm512_loadu_si512(b + t11 + -15);
            __m512i t13 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t12);
            __m512i t14 = _mm512_loadu_si512(c + t11 + -15);
            __m512i t15 = _mm512_add_epi32(t13, t14);
            _mm512_storeu_si512(a + t11 + -15, t15);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t16 = (long)t1 + 1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t3 = 0L;
        do {
            long t18 = (long)(int)((long)t1 + t3 * -1L);
            __m512i t19 = _mm512_loadu_si512(b + t18 + -15);
            __m512i t20 = _mm512_mullo_epi32(_mm512_set1_epi32(3), t19);
            __m512i t21 = _mm512_loadu_si512(c + t18 + -15);
            __m512i t22 = _mm512_add_epi32(t20, t21);
            _mm512_storeu_si512(a + t18 + -15, t22);
            t3 += 16L;
        } while (t3 < t17);
        t23 = (int)((long)t1 + t17 * -1L);
    } else {
        t23 = t1;
    }
    long t24 = (long)t23 + 1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __mmask16 t28 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        __m512i t29 = _mm512_maskz_loadu_epi32(t28, (const int *)((unsigned long)b + (unsigned long)t27 * 4UL - 60UL));
        __m512i t30 = _mm512_set1_epi32(3);
        __m512i t31 = t29;
        __m512i t32 = _mm512_mullo_epi32(t30, t31);
        __m512i t33 = t32;
        __mmask16 t34 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        __m512i t35 = _mm512_maskz_loadu_epi32(t34, (const int *)((unsigned long)c + (unsigned long)t27 * 4UL - 60UL));
        __m512i t36 = t33;
        __m512i t37 = t35;
        __m512i t38 = _mm512_add_epi32(t36, t37);
        __m512i t39 = t38;
        __mmask16 t40 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t27 * 4UL - 60UL), t40, t39);
        i = (int)((long)t23 + t24 * -1L);
    } else {
        i = t23;
    }
    for (; i >= 0; i--) {
        long t41 = (long)i;
        a[t41] = 3 * b[t41] + c[t41];
    }
}

static __typeof__(ys) ys __attribute__((aligned(64)));
static __typeof__(zs) zs __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 660000L));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = t4;
    __m512i t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t8 = t7;
    __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(29));
    __m512i t10 = _mm512_min_epu32(t8, t9);
    __m512i t2 = t10;
    long t3 = 0L;
    do {
        __m512i t11 = t1;
        long t12 = (long)(int)t3;
        __m512i t13 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(11));
        __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(3000));
        _mm512_storeu_si512(&ys[t12], t14);
        _mm512_storeu_si512(&zs[t12], t2);
        __m512i t15 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t16 = t15;
        long t17 = (long)(int)(t3 + 16L);
        __m512i t18 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(11));
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(3000));
        _mm512_storeu_si512(&ys[t17], t19);
        __m512i t20 = _mm512_add_epi32(t2, _mm512_set1_epi32(16));
        __m512i t21 = t20;
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(29));
        __m512i t23 = _mm512_min_epu32(t21, t22);
        __m512i t24 = t23;
        _mm512_storeu_si512(&zs[t17], t24);
        __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t26 = t25;
        long t27 = (long)(int)(t3 + 32L);
        __m512i t28 = _mm512_mullo_epi32(t26, _mm512_set1_epi32(11));
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(3000));
        _mm512_storeu_si512(&ys[t27], t29);
        __m512i t30 = _mm512_add_epi32(t2, _mm512_set1_epi32(3));
        __m512i t31 = t30;
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(29));
        __m512i t33 = _mm512_min_epu32(t31, t32);
        __m512i t34 = t33;
        _mm512_storeu_si512(&zs[t27], t34);
        __m512i t35 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t36 = t35;
        long t37 = (long)(int)(t3 + 48L);
        __m512i t38 = _mm512_mullo_epi32(t36, _mm512_set1_epi32(11));
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(3000));
        _mm512_storeu_si512(&ys[t37], t39);
        __m512i t40 = _mm512_add_epi32(t2, _mm512_set1_epi32(19));
        __m512i t41 = t40;
        __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(29));
        __m512i t43 = _mm512_min_epu32(t41, t42);
        __m512i t44 = t43;
        _mm512_storeu_si512(&zs[t37], t44);
        t3 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t45 = _mm512_add_epi32(t2, _mm512_set1_epi32(6));
        __m512i t46 = t45;
        __m512i t47 = _mm512_sub_epi32(t46, _mm512_set1_epi32(29));
        __m512i t48 = _mm512_min_epu32(t46, t47);
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
