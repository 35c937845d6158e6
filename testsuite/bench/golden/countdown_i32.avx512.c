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
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    int t33;
    long t34;
    __m256i t35;
    __m256i t36;
    long t37;
    long t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    int i;
    long t52;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm256_loadu_si256((const __m256i *)(b + t6 + -7));
            t8 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t7);
            t9 = _mm256_loadu_si256((const __m256i *)(c + t6 + -7));
            t10 = _mm256_add_epi32(t8, t9);
            _mm256_storeu_si256((__m256i *)(a + t6 + -7), t10);
            t11 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t12 = _mm256_loadu_si256((const __m256i *)(b + t11 + -7));
            t13 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t12);
            t14 = _mm256_loadu_si256((const __m256i *)(c + t11 + -7));
            t15 = _mm256_add_epi32(t13, t14);
            _mm256_storeu_si256((__m256i *)(a + t11 + -7), t15);
            t16 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t17 = _mm256_loadu_si256((const __m256i *)(b + t16 + -7));
            t18 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t17);
            t19 = _mm256_loadu_si256((const __m256i *)(c + t16 + -7));
            t20 = _mm256_add_epi32(t18, t19);
            _mm256_storeu_si256((__m256i *)(a + t16 + -7), t20);
            t21 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t22 = _mm256_loadu_si256((const __m256i *)(b + t21 + -7));
            t23 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t22);
            t24 = _mm256_loadu_si256((const __m256i *)(c + t21 + -7));
            t25 = _mm256_add_epi32(t23, t24);
            _mm256_storeu_si256((__m256i *)(a + t21 + -7), t25);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t26 = (long)t1 + 1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t3 = 0L;
        do {
            t28 = (long)(int)((long)t1 + t3 * -1L);
            t29 = _mm256_loadu_si256((const __m256i *)(b + t28 + -7));
            t30 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t29);
            t31 = _mm256_loadu_si256((const __m256i *)(c + t28 + -7));
            t32 = _mm256_add_epi32(t30, t31);
            _mm256_storeu_si256((__m256i *)(a + t28 + -7), t32);
            t3 += 8L;
        } while (t3 < t27);
        t33 = (int)((long)t1 + t27 * -1L);
    } else {
        t33 = t1;
    }
    t34 = (long)t33 + 1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        t35 = _mm256_set1_epi32((int)(int)t34);
        t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t37 = 0L;
        t38 = (long)(int)((long)t33 + t37 * -1L);
        t39 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t40 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t39), (const int *)((unsigned long)b + (unsigned long)t38 * 4UL - 28UL));
        t41 = _mm256_set1_epi32((int)3);
        t42 = t40;
        t43 = _mm256_mullo_epi32(t41, t42);
        t44 = t43;
        t45 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t46 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t45), (const int *)((unsigned long)c + (unsigned long)t38 * 4UL - 28UL));
        t47 = t44;
        t48 = t46;
        t49 = _mm256_add_epi32(t47, t48);
        t50 = t49;
        t51 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t38 * 4UL - 28UL), _mm256_movepi32_mask(t51), t50);
        i = (int)((long)t33 + t34 * -1L);
    } else {
        i = t33;
    }
    for (; i >= 0; i--) {
        t52 = (long)i;
        a[t52] = 3 * b[t52] + c[t52];
    }
}

static __typeof__(ys) ys __attribute__((aligned(32)));
static __typeof__(zs) zs __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long reps;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    long t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    int i;
    long t50;
    long r;
    int *t51;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 660000L));
    if ((4096L >= 32L) & (0 >= 0)) {
        t4 = 4096L & -32L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = _mm256_set1_epi32((int)(0 % 29));
        t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t9 = t8;
        t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)29));
        t11 = _mm256_min_epu32(t9, t10);
        t2 = t11;
        t3 = 0L;
        do {
            t12 = t1;
            t13 = (long)(int)((long)0 + t3);
            t14 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)11));
            t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)3000));
            _mm256_storeu_si256((__m256i *)&ys[t13], t15);
            _mm256_storeu_si256((__m256i *)&zs[t13], t2);
            t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t17 = t16;
            t18 = (long)(int)((long)0 + (t3 + 8L));
            t19 = _mm256_mullo_epi32(t17, _mm256_set1_epi32((int)11));
            t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)3000));
            _mm256_storeu_si256((__m256i *)&ys[t18], t20);
            t21 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t22 = t21;
            t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)29));
            t24 = _mm256_min_epu32(t22, t23);
            t25 = t24;
            _mm256_storeu_si256((__m256i *)&zs[t18], t25);
            t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t27 = t26;
            t28 = (long)(int)((long)0 + (t3 + 16L));
            t29 = _mm256_mullo_epi32(t27, _mm256_set1_epi32((int)11));
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)3000));
            _mm256_storeu_si256((__m256i *)&ys[t28], t30);
            t31 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
            t32 = t31;
            t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)29));
            t34 = _mm256_min_epu32(t32, t33);
            t35 = t34;
            _mm256_storeu_si256((__m256i *)&zs[t28], t35);
            t36 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t37 = t36;
            t38 = (long)(int)((long)0 + (t3 + 24L));
            t39 = _mm256_mullo_epi32(t37, _mm256_set1_epi32((int)11));
            t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32((int)3000));
            _mm256_storeu_si256((__m256i *)&ys[t38], t40);
            t41 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
            t42 = t41;
            t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)29));
            t44 = _mm256_min_epu32(t42, t43);
            t45 = t44;
            _mm256_storeu_si256((__m256i *)&zs[t38], t45);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t46 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
            t47 = t46;
            t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32((int)29));
            t49 = _mm256_min_epu32(t47, t48);
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
