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

/* saxpy: y[i] = a * x[i] + y[i] on float arrays, a alternating +-0.5 (BLAS saxpy).
   needs: consecutive f32 loads/stores, loop-invariant scalar (splat) */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

static float x[N], y[N];

static __typeof__(x) x __attribute__((aligned(32)));
static __typeof__(y) y __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(float a)
{
    vcc_no_contract_body
    long t1;
    long t2;
    __m256 t3;
    long t4;
    float *t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    long t10;
    float *t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    long t16;
    float *t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    long t22;
    float *t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    int i;
    long t28;
    float *t29;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t3 = _mm256_set1_ps(a);
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = &y[t4];
            t6 = _mm256_loadu_ps(&x[t4]);
            t7 = _mm256_mul_ps(t3, t6);
            t8 = _mm256_loadu_ps(t5);
            t9 = _mm256_add_ps(t7, t8);
            _mm256_storeu_ps(t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = &y[t10];
            t12 = _mm256_loadu_ps(&x[t10]);
            t13 = _mm256_mul_ps(t3, t12);
            t14 = _mm256_loadu_ps(t11);
            t15 = _mm256_add_ps(t13, t14);
            _mm256_storeu_ps(t11, t15);
            t16 = (long)(int)((long)0 + (t1 + 16L));
            t17 = &y[t16];
            t18 = _mm256_loadu_ps(&x[t16]);
            t19 = _mm256_mul_ps(t3, t18);
            t20 = _mm256_loadu_ps(t17);
            t21 = _mm256_add_ps(t19, t20);
            _mm256_storeu_ps(t17, t21);
            t22 = (long)(int)((long)0 + (t1 + 24L));
            t23 = &y[t22];
            t24 = _mm256_loadu_ps(&x[t22]);
            t25 = _mm256_mul_ps(t3, t24);
            t26 = _mm256_loadu_ps(t23);
            t27 = _mm256_add_ps(t25, t26);
            _mm256_storeu_ps(t23, t27);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t28 = (long)i;
        t29 = &y[t28];
        *t29 = a * x[t28] + *t29;
    }
}

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
    __m256i t13;
    __m256i t14;
    long t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256 t25;
    __m256 t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256 t32;
    long t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256 t39;
    __m256 t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256 t46;
    long t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256 t53;
    __m256 t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256 t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    int i;
    long t69;
    long r;
    float t70;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1000000L));
    if ((4096L >= 32L) & (0 >= 0) & (0 >= 0)) {
        t4 = 4096L & -32L;
        t5 = _mm256_set1_epi32((int)(0 % 17));
        t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = t6;
        t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32((int)17));
        t9 = _mm256_min_epu32(t7, t8);
        t1 = t9;
        t10 = _mm256_set1_epi32((int)(0 % 5));
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
        t12 = t11;
        t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)5));
        t14 = _mm256_min_epu32(t12, t13);
        t2 = t14;
        t3 = 0L;
        do {
            t15 = (long)(int)((long)0 + t3);
            t16 = _mm256_cvtepi32_ps(t1);
            t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&x[t15], t17);
            t18 = _mm256_cvtepi32_ps(t2);
            _mm256_storeu_ps(&y[t15], t18);
            t19 = (long)(int)((long)0 + (t3 + 8L));
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t21 = t20;
            t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)17));
            t23 = _mm256_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm256_cvtepi32_ps(t24);
            t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&x[t19], t26);
            t27 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
            t28 = t27;
            t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)5));
            t30 = _mm256_min_epu32(t28, t29);
            t31 = t30;
            t32 = _mm256_cvtepi32_ps(t31);
            _mm256_storeu_ps(&y[t19], t32);
            t33 = (long)(int)((long)0 + (t3 + 16L));
            t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t35 = t34;
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)17));
            t37 = _mm256_min_epu32(t35, t36);
            t38 = t37;
            t39 = _mm256_cvtepi32_ps(t38);
            t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&x[t33], t40);
            t41 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
            t42 = t41;
            t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)5));
            t44 = _mm256_min_epu32(t42, t43);
            t45 = t44;
            t46 = _mm256_cvtepi32_ps(t45);
            _mm256_storeu_ps(&y[t33], t46);
            t47 = (long)(int)((long)0 + (t3 + 24L));
            t48 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)7));
            t49 = t48;
            t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)17));
            t51 = _mm256_min_epu32(t49, t50);
            t52 = t51;
            t53 = _mm256_cvtepi32_ps(t52);
            t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&x[t47], t54);
            t55 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)4));
            t56 = t55;
            t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32((int)5));
            t58 = _mm256_min_epu32(t56, t57);
            t59 = t58;
            t60 = _mm256_cvtepi32_ps(t59);
            _mm256_storeu_ps(&y[t47], t60);
            t3 += 32L;
            t61 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)15));
            t62 = t61;
            t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32((int)17));
            t64 = _mm256_min_epu32(t62, t63);
            t1 = t64;
            t65 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
            t66 = t65;
            t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32((int)5));
            t68 = _mm256_min_epu32(t66, t67);
            t2 = t68;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t69 = (long)i;
        x[t69] = (float)(i % 17) * 0.125f;
        y[t69] = (float)(i % 5);
    }
    for (r = 0L; r < reps; r++) {
        if (r % 2L) {
            t70 = 0.5f;
        } else {
            t70 = -0.5f;
        }
        (_mm256_zeroupper(), kernel(t70));
    }
    (_mm256_zeroupper(), bench_print("saxpy", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)y, 16384UL))));
    return 0;
}
