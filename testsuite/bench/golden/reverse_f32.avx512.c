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

/* reverse_f32: a[i] = b[N - 1 - i] + 1 (reversed copy: a consecutive load running backwards).
   needs: reversed f32 loads (load + lane reverse), consecutive stores */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 4096

static float a[N], b[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    int t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    int t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    int t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    int i;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (int)((long)0 + t1);
            t4 = _mm256_loadu_ps(&b[4095 - t3] + -7);
            t5 = _mm256_permutevar8x32_ps(t4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t6 = _mm256_add_ps(t5, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&a[t3], t6);
            t7 = (int)((long)0 + (t1 + 8L));
            t8 = _mm256_loadu_ps(&b[4095 - t7] + -7);
            t9 = _mm256_permutevar8x32_ps(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t10 = _mm256_add_ps(t9, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&a[t7], t10);
            t11 = (int)((long)0 + (t1 + 16L));
            t12 = _mm256_loadu_ps(&b[4095 - t11] + -7);
            t13 = _mm256_permutevar8x32_ps(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t14 = _mm256_add_ps(t13, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&a[t11], t14);
            t15 = (int)((long)0 + (t1 + 24L));
            t16 = _mm256_loadu_ps(&b[4095 - t15] + -7);
            t17 = _mm256_permutevar8x32_ps(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t18 = _mm256_add_ps(t17, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&a[t15], t18);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        a[i] = b[4095 - i] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long reps;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    __m256 t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256 t30;
    __m256 t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int i;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    if ((4096L >= 32L) & (0 >= 0)) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)(0 % 41));
        t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t6 = t5;
        t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32((int)41));
        t8 = _mm256_min_epu32(t6, t7);
        t1 = t8;
        t2 = 0L;
        do {
            t9 = _mm256_cvtepi32_ps(t1);
            t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&b[(int)((long)0 + t2)], t10);
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t12 = t11;
            t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)41));
            t14 = _mm256_min_epu32(t12, t13);
            t15 = t14;
            t16 = _mm256_cvtepi32_ps(t15);
            t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&b[(int)((long)0 + (t2 + 8L))], t17);
            t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t19 = t18;
            t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)41));
            t21 = _mm256_min_epu32(t19, t20);
            t22 = t21;
            t23 = _mm256_cvtepi32_ps(t22);
            t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&b[(int)((long)0 + (t2 + 16L))], t24);
            t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t26 = t25;
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)41));
            t28 = _mm256_min_epu32(t26, t27);
            t29 = t28;
            t30 = _mm256_cvtepi32_ps(t29);
            t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&b[(int)((long)0 + (t2 + 24L))], t31);
            t2 += 32L;
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)41));
            t35 = _mm256_min_epu32(t33, t34);
            t1 = t35;
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        b[i] = (float)(i % 41) * 0.5f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        b[r % 4096L] = a[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("reverse_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
