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
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    unsigned int s;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int i;
    long t26;
    if (4096L >= 32L) {
        t6 = 4096L & -32L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm256_loadu_si256((const __m256i *)&a[t7]);
            t9 = _mm256_loadu_si256((const __m256i *)&b[t7]);
            t10 = _mm256_mullo_epi32(t8, t9);
            t2 = _mm256_add_epi32(t2, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm256_loadu_si256((const __m256i *)&a[t11]);
            t13 = _mm256_loadu_si256((const __m256i *)&b[t11]);
            t14 = _mm256_mullo_epi32(t12, t13);
            t3 = _mm256_add_epi32(t3, t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm256_loadu_si256((const __m256i *)&a[t15]);
            t17 = _mm256_loadu_si256((const __m256i *)&b[t15]);
            t18 = _mm256_mullo_epi32(t16, t17);
            t4 = _mm256_add_epi32(t4, t18);
            t19 = (long)(int)((long)0 + (t1 + 24L));
            t20 = _mm256_loadu_si256((const __m256i *)&a[t19]);
            t21 = _mm256_loadu_si256((const __m256i *)&b[t19]);
            t22 = _mm256_mullo_epi32(t20, t21);
            t5 = _mm256_add_epi32(t5, t22);
            t1 += 32L;
        } while (t1 < t6);
        t23 = _mm256_add_epi32(t2, t3);
        t24 = _mm256_add_epi32(t23, t4);
        t25 = _mm256_add_epi32(t24, t5);
        i = (int)((long)0 + t6);
        s = 0U + vcc_avx2_sum_epi32(t25);
    } else {
        i = 0;
        s = 0U;
    }
    for (; i < 4096; i++) {
        t26 = (long)i;
        s += a[t26] * b[t26];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
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
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    long t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    long t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    int i;
    long t58;
    long r;
    unsigned int t59;
    unsigned int *t60;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    total = 0U;
    if ((4096L >= 32L) & (0 >= 0)) {
        t4 = 4096L & -32L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = _mm256_set1_epi32((int)(0 % 1000));
        t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t9 = t8;
        t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)1000));
        t11 = _mm256_min_epu32(t9, t10);
        t2 = t11;
        t3 = 0L;
        do {
            t12 = t1;
            t13 = (long)(int)((long)0 + t3);
            t14 = t12;
            t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)-1640531535));
            _mm256_storeu_si256((__m256i *)&a[t13], t15);
            t16 = t2;
            t17 = _mm256_add_epi32(t16, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&b[t13], t17);
            t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t19 = t18;
            t20 = (long)(int)((long)0 + (t3 + 8L));
            t21 = t19;
            t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)-1640531535));
            _mm256_storeu_si256((__m256i *)&a[t20], t22);
            t23 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)1000));
            t26 = _mm256_min_epu32(t24, t25);
            t27 = t26;
            t28 = t27;
            t29 = _mm256_add_epi32(t28, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&b[t20], t29);
            t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t31 = t30;
            t32 = (long)(int)((long)0 + (t3 + 16L));
            t33 = t31;
            t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32((int)-1640531535));
            _mm256_storeu_si256((__m256i *)&a[t32], t34);
            t35 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
            t36 = t35;
            t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32((int)1000));
            t38 = _mm256_min_epu32(t36, t37);
            t39 = t38;
            t40 = t39;
            t41 = _mm256_add_epi32(t40, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&b[t32], t41);
            t42 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t43 = t42;
            t44 = (long)(int)((long)0 + (t3 + 24L));
            t45 = t43;
            t46 = _mm256_mullo_epi32(t45, _mm256_set1_epi32((int)-1640531535));
            _mm256_storeu_si256((__m256i *)&a[t44], t46);
            t47 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
            t48 = t47;
            t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)1000));
            t50 = _mm256_min_epu32(t48, t49);
            t51 = t50;
            t52 = t51;
            t53 = _mm256_add_epi32(t52, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&b[t44], t53);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t54 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)32));
            t55 = t54;
            t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32((int)1000));
            t57 = _mm256_min_epu32(t55, t56);
            t2 = t57;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t58 = (long)i;
        a[t58] = (unsigned int)i * 2654435761U;
        b[t58] = (unsigned int)(i % 1000) + 3U;
    }
    for (r = 0L; r < reps; r++) {
        t59 = total;
        total = t59 * 31U + (_mm256_zeroupper(), kernel());
        t60 = &a[r % 4096L];
        *t60 = *t60 + 1U;
    }
    (_mm256_zeroupper(), bench_print("dot_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
