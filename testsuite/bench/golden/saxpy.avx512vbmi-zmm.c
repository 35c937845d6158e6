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

static __typeof__(x) x __attribute__((aligned(64)));
static __typeof__(y) y __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(float a)
{
    vcc_no_contract_body
    long t1;
    long t2;
    __m512 t3;
    long t4;
    float *t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    long t10;
    float *t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    long t16;
    float *t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    long t22;
    float *t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    int i;
    long t28;
    float *t29;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t3 = _mm512_set1_ps(a);
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = &y[t4];
            t6 = _mm512_loadu_ps(&x[t4]);
            t7 = _mm512_mul_ps(t3, t6);
            t8 = _mm512_loadu_ps(t5);
            t9 = _mm512_add_ps(t7, t8);
            _mm512_storeu_ps(t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = &y[t10];
            t12 = _mm512_loadu_ps(&x[t10]);
            t13 = _mm512_mul_ps(t3, t12);
            t14 = _mm512_loadu_ps(t11);
            t15 = _mm512_add_ps(t13, t14);
            _mm512_storeu_ps(t11, t15);
            t16 = (long)(int)((long)0 + (t1 + 32L));
            t17 = &y[t16];
            t18 = _mm512_loadu_ps(&x[t16]);
            t19 = _mm512_mul_ps(t3, t18);
            t20 = _mm512_loadu_ps(t17);
            t21 = _mm512_add_ps(t19, t20);
            _mm512_storeu_ps(t17, t21);
            t22 = (long)(int)((long)0 + (t1 + 48L));
            t23 = &y[t22];
            t24 = _mm512_loadu_ps(&x[t22]);
            t25 = _mm512_mul_ps(t3, t24);
            t26 = _mm512_loadu_ps(t23);
            t27 = _mm512_add_ps(t25, t26);
            _mm512_storeu_ps(t23, t27);
            t1 += 64L;
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
    __m512i t13;
    __m512i t14;
    long t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    long t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512 t25;
    __m512 t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512 t32;
    long t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512 t39;
    __m512 t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512 t46;
    long t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512 t53;
    __m512 t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512 t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    int i;
    long t69;
    long r;
    float t70;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1000000L));
    if ((4096L >= 64L) & (0 >= 0) & (0 >= 0)) {
        t4 = 4096L & -64L;
        t5 = _mm512_set1_epi32((int)(0 % 17));
        t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t7 = t6;
        t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32((int)17));
        t9 = _mm512_min_epu32(t7, t8);
        t1 = t9;
        t10 = _mm512_set1_epi32((int)(0 % 5));
        t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0));
        t12 = t11;
        t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32((int)5));
        t14 = _mm512_min_epu32(t12, t13);
        t2 = t14;
        t3 = 0L;
        do {
            t15 = (long)(int)((long)0 + t3);
            t16 = _mm512_cvtepi32_ps(t1);
            t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.125f));
            _mm512_storeu_ps(&x[t15], t17);
            t18 = _mm512_cvtepi32_ps(t2);
            _mm512_storeu_ps(&y[t15], t18);
            t19 = (long)(int)((long)0 + (t3 + 16L));
            t20 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t21 = t20;
            t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32((int)17));
            t23 = _mm512_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm512_cvtepi32_ps(t24);
            t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.125f));
            _mm512_storeu_ps(&x[t19], t26);
            t27 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)1));
            t28 = t27;
            t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32((int)5));
            t30 = _mm512_min_epu32(t28, t29);
            t31 = t30;
            t32 = _mm512_cvtepi32_ps(t31);
            _mm512_storeu_ps(&y[t19], t32);
            t33 = (long)(int)((long)0 + (t3 + 32L));
            t34 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)15));
            t35 = t34;
            t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32((int)17));
            t37 = _mm512_min_epu32(t35, t36);
            t38 = t37;
            t39 = _mm512_cvtepi32_ps(t38);
            t40 = _mm512_mul_ps(t39, _mm512_set1_ps(0.125f));
            _mm512_storeu_ps(&x[t33], t40);
            t41 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)2));
            t42 = t41;
            t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32((int)5));
            t44 = _mm512_min_epu32(t42, t43);
            t45 = t44;
            t46 = _mm512_cvtepi32_ps(t45);
            _mm512_storeu_ps(&y[t33], t46);
            t47 = (long)(int)((long)0 + (t3 + 48L));
            t48 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)14));
            t49 = t48;
            t50 = _mm512_sub_epi32(t49, _mm512_set1_epi32((int)17));
            t51 = _mm512_min_epu32(t49, t50);
            t52 = t51;
            t53 = _mm512_cvtepi32_ps(t52);
            t54 = _mm512_mul_ps(t53, _mm512_set1_ps(0.125f));
            _mm512_storeu_ps(&x[t47], t54);
            t55 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)3));
            t56 = t55;
            t57 = _mm512_sub_epi32(t56, _mm512_set1_epi32((int)5));
            t58 = _mm512_min_epu32(t56, t57);
            t59 = t58;
            t60 = _mm512_cvtepi32_ps(t59);
            _mm512_storeu_ps(&y[t47], t60);
            t3 += 64L;
            t61 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)13));
            t62 = t61;
            t63 = _mm512_sub_epi32(t62, _mm512_set1_epi32((int)17));
            t64 = _mm512_min_epu32(t62, t63);
            t1 = t64;
            t65 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)4));
            t66 = t65;
            t67 = _mm512_sub_epi32(t66, _mm512_set1_epi32((int)5));
            t68 = _mm512_min_epu32(t66, t67);
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
