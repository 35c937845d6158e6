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

/* cond_assign_i32: if (b[i] > t) a[i] = 2 * b[i]; else a[i] = c[i] + 1; (TSVC s271-like).
   needs: if-conversion (compare, select), consecutive i32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static int a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int t)
{
    vcc_no_contract_body
    __m256i t2 = _mm256_set1_epi32((int)t);
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m256i t4 = _mm256_loadu_si256((const __m256i *)&b[t3]);
        __m256i t5 = _mm256_cmpgt_epi32(t4, t2);
        __m256i t6 = _mm256_loadu_si256((const __m256i *)&c[t3]);
        __m256i t7 = t6;
        __m256i t8 = _mm256_set1_epi32(1);
        __m256i t9 = _mm256_add_epi32(t7, t8);
        __m256i t10 = t9;
        __m256i t11 = _mm256_set1_epi32(2);
        __m256i t12 = t4;
        __m256i t13 = _mm256_mullo_epi32(t11, t12);
        __m256i t14 = t13;
        __m256i t15 = _mm256_ternarylogic_epi32(t5, t14, t10, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[t3], t15);
        long t16 = (long)(int)(t1 + 8L);
        __m256i t17 = _mm256_loadu_si256((const __m256i *)&b[t16]);
        __m256i t18 = _mm256_cmpgt_epi32(t17, t2);
        __m256i t19 = _mm256_loadu_si256((const __m256i *)&c[t16]);
        __m256i t20 = t19;
        __m256i t21 = _mm256_set1_epi32(1);
        __m256i t22 = _mm256_add_epi32(t20, t21);
        __m256i t23 = t22;
        __m256i t24 = _mm256_set1_epi32(2);
        __m256i t25 = t17;
        __m256i t26 = _mm256_mullo_epi32(t24, t25);
        __m256i t27 = t26;
        __m256i t28 = _mm256_ternarylogic_epi32(t18, t27, t23, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[t16], t28);
        long t29 = (long)(int)(t1 + 16L);
        __m256i t30 = _mm256_loadu_si256((const __m256i *)&b[t29]);
        __m256i t31 = _mm256_cmpgt_epi32(t30, t2);
        __m256i t32 = _mm256_loadu_si256((const __m256i *)&c[t29]);
        __m256i t33 = t32;
        __m256i t34 = _mm256_set1_epi32(1);
        __m256i t35 = _mm256_add_epi32(t33, t34);
        __m256i t36 = t35;
        __m256i t37 = _mm256_set1_epi32(2);
        __m256i t38 = t30;
        __m256i t39 = _mm256_mullo_epi32(t37, t38);
        __m256i t40 = t39;
        __m256i t41 = _mm256_ternarylogic_epi32(t31, t40, t36, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[t29], t41);
        long t42 = (long)(int)(t1 + 24L);
        __m256i t43 = _mm256_loadu_si256((const __m256i *)&b[t42]);
        __m256i t44 = _mm256_cmpgt_epi32(t43, t2);
        __m256i t45 = _mm256_loadu_si256((const __m256i *)&c[t42]);
        __m256i t46 = t45;
        __m256i t47 = _mm256_set1_epi32(1);
        __m256i t48 = _mm256_add_epi32(t46, t47);
        __m256i t49 = t48;
        __m256i t50 = _mm256_set1_epi32(2);
        __m256i t51 = t43;
        __m256i t52 = _mm256_mullo_epi32(t50, t51);
        __m256i t53 = t52;
        __m256i t54 = _mm256_ternarylogic_epi32(t44, t53, t49, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[t42], t54);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t55 = (long)i;
        int t56 = b[t55];
        if (t56 > t) {
            a[t55] = 2 * t56;
        } else {
            a[t55] = c[t55] + 1;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned long long h;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(1000));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 11, 22, 33, 44, 55, 66, 77));
    __m256i t11 = t10;
    __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(300));
    __m256i t13 = _mm256_min_epu32(t11, t12);
    __m256i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m256i t15 = _mm256_sub_epi32(t1, _mm256_set1_epi32(500));
        _mm256_storeu_si256((__m256i *)&b[t14], t15);
        _mm256_storeu_si256((__m256i *)&c[t14], t2);
        long t16 = (long)(int)(t3 + 8L);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(296));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(1000));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(500));
        _mm256_storeu_si256((__m256i *)&b[t16], t22);
        __m256i t23 = _mm256_add_epi32(t2, _mm256_set1_epi32(88));
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(300));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        __m256i t27 = t26;
        _mm256_storeu_si256((__m256i *)&c[t16], t27);
        long t28 = (long)(int)(t3 + 16L);
        __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(592));
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(1000));
        __m256i t32 = _mm256_min_epu32(t30, t31);
        __m256i t33 = t32;
        __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(500));
        _mm256_storeu_si256((__m256i *)&b[t28], t34);
        __m256i t35 = _mm256_add_epi32(t2, _mm256_set1_epi32(176));
        __m256i t36 = t35;
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(300));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        __m256i t39 = t38;
        _mm256_storeu_si256((__m256i *)&c[t28], t39);
        long t40 = (long)(int)(t3 + 24L);
        __m256i t41 = _mm256_add_epi32(t1, _mm256_set1_epi32(888));
        __m256i t42 = t41;
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(1000));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256i t45 = t44;
        __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(500));
        _mm256_storeu_si256((__m256i *)&b[t40], t46);
        __m256i t47 = _mm256_add_epi32(t2, _mm256_set1_epi32(264));
        __m256i t48 = t47;
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(300));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = t50;
        _mm256_storeu_si256((__m256i *)&c[t40], t51);
        t3 += 32L;
        __m256i t52 = _mm256_add_epi32(t1, _mm256_set1_epi32(184));
        __m256i t53 = t52;
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(1000));
        __m256i t55 = _mm256_min_epu32(t53, t54);
        t1 = t55;
        __m256i t56 = _mm256_add_epi32(t2, _mm256_set1_epi32(52));
        __m256i t57 = t56;
        __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(300));
        __m256i t59 = _mm256_min_epu32(t57, t58);
        t2 = t59;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t60 = (long)i;
        b[t60] = i * 37 % 1000 - 500;
        c[t60] = i * 11 % 300;
    }
    unsigned long long h_1 = 14695981039346656037ULL;
    for (long r = 0L; r < reps; r++, h_1 = h) {
        kernel((int)(r % 200L) - 100);
        if ((r % 1000L) == 0L) {
            h = (_mm256_zeroupper(), bench_hash(h_1, (const void *)a, 16384UL));
        } else {
            h = h_1;
        }
    }
    (_mm256_zeroupper(), bench_print("cond_assign_i32", (_mm256_zeroupper(), bench_hash(h_1, (const void *)a, 16384UL))));
    return 0;
}
