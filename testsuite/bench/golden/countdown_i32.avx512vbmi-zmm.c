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
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    long t16;
    long t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
    __mmask16 t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __mmask16 t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __mmask16 t41;
    int i;
    long t42;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm512_loadu_si512(b + t6 + -15);
            t8 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t7);
            t9 = _mm512_loadu_si512(c + t6 + -15);
            t10 = _mm512_add_epi32(t8, t9);
            _mm512_storeu_si512(a + t6 + -15, t10);
            t11 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t12 = _mm512_loadu_si512(b + t11 + -15);
            t13 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t12);
            t14 = _mm512_loadu_si512(c + t11 + -15);
            t15 = _mm512_add_epi32(t13, t14);
            _mm512_storeu_si512(a + t11 + -15, t15);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t16 = (long)t1 + 1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t3 = 0L;
        do {
            t18 = (long)(int)((long)t1 + t3 * -1L);
            t19 = _mm512_loadu_si512(b + t18 + -15);
            t20 = _mm512_mullo_epi32(_mm512_set1_epi32((int)3), t19);
            t21 = _mm512_loadu_si512(c + t18 + -15);
            t22 = _mm512_add_epi32(t20, t21);
            _mm512_storeu_si512(a + t18 + -15, t22);
            t3 += 16L;
        } while (t3 < t17);
        t23 = (int)((long)t1 + t17 * -1L);
    } else {
        t23 = t1;
    }
    t24 = (long)t23 + 1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27 * -1L);
        t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        t30 = _mm512_maskz_loadu_epi32(t29, (const int *)((unsigned long)b + (unsigned long)t28 * 4UL - 60UL));
        t31 = _mm512_set1_epi32((int)3);
        t32 = t30;
        t33 = _mm512_mullo_epi32(t31, t32);
        t34 = t33;
        t35 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        t36 = _mm512_maskz_loadu_epi32(t35, (const int *)((unsigned long)c + (unsigned long)t28 * 4UL - 60UL));
        t37 = t34;
        t38 = t36;
        t39 = _mm512_add_epi32(t37, t38);
        t40 = t39;
        t41 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t26)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t28 * 4UL - 60UL), t41, t40);
        i = (int)((long)t23 + t24 * -1L);
    } else {
        i = t23;
    }
    for (; i >= 0; i--) {
        t42 = (long)i;
        a[t42] = 3 * b[t42] + c[t42];
    }
}

static __typeof__(ys) ys __attribute__((aligned(64)));
static __typeof__(zs) zs __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    long t3;
    long reps;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    long t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    long t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    long t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    int i;
    long t50;
    long r;
    int *t51;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 660000L));
    if ((4096L >= 64L) & (0 >= 0)) {
        t4 = 4096L & -64L;
        t5 = _mm512_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t7 = _mm512_set1_epi32((int)(0 % 29));
        t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t9 = t8;
        t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32((int)29));
        t11 = _mm512_min_epu32(t9, t10);
        t2 = t11;
        t3 = 0L;
        do {
            t12 = t1;
            t13 = (long)(int)((long)0 + t3);
            t14 = _mm512_mullo_epi32(t12, _mm512_set1_epi32((int)11));
            t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32((int)3000));
            _mm512_storeu_si512(&ys[t13], t15);
            _mm512_storeu_si512(&zs[t13], t2);
            t16 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t17 = t16;
            t18 = (long)(int)((long)0 + (t3 + 16L));
            t19 = _mm512_mullo_epi32(t17, _mm512_set1_epi32((int)11));
            t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32((int)3000));
            _mm512_storeu_si512(&ys[t18], t20);
            t21 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)16));
            t22 = t21;
            t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32((int)29));
            t24 = _mm512_min_epu32(t22, t23);
            t25 = t24;
            _mm512_storeu_si512(&zs[t18], t25);
            t26 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t27 = t26;
            t28 = (long)(int)((long)0 + (t3 + 32L));
            t29 = _mm512_mullo_epi32(t27, _mm512_set1_epi32((int)11));
            t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32((int)3000));
            _mm512_storeu_si512(&ys[t28], t30);
            t31 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)3));
            t32 = t31;
            t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32((int)29));
            t34 = _mm512_min_epu32(t32, t33);
            t35 = t34;
            _mm512_storeu_si512(&zs[t28], t35);
            t36 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t37 = t36;
            t38 = (long)(int)((long)0 + (t3 + 48L));
            t39 = _mm512_mullo_epi32(t37, _mm512_set1_epi32((int)11));
            t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32((int)3000));
            _mm512_storeu_si512(&ys[t38], t40);
            t41 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)19));
            t42 = t41;
            t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32((int)29));
            t44 = _mm512_min_epu32(t42, t43);
            t45 = t44;
            _mm512_storeu_si512(&zs[t38], t45);
            t3 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
            t46 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)6));
            t47 = t46;
            t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32((int)29));
            t49 = _mm512_min_epu32(t47, t48);
            t2 = t49;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t50 = (long)i;
        ys[t50] = i * 11 - 3000;
        zs[t50] = i % 29;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel(4096, xs, ys, zs));
        t51 = &ys[r % 4096L];
        *t51 = *t51 + 1;
    }
    (_mm256_zeroupper(), bench_print("countdown_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL))));
    return 0;
}
