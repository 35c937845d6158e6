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

/* sqrt_f64: a[i] = sqrt(b[i] * b[i] + c[i] * c[i]) on doubles (vector length; exact products).
   needs: math call sqrt (vector sqrt, no errno: the argument is never negative), f64 ops */
#include "bench.h"
#include <math.h>
#ifndef REPS
#define REPS 50000
#endif
#define N 4096

static double a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256d t4;
    __m256d t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    long t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    long t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    long t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    __m256d t30;
    int i;
    long t31;
    double t32;
    double t33;
    if (4096L >= 16L) {
        t2 = 4096L & -16L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm256_loadu_pd(&b[t3]);
            t5 = _mm256_mul_pd(t4, t4);
            t6 = _mm256_loadu_pd(&c[t3]);
            t7 = _mm256_mul_pd(t6, t6);
            t8 = _mm256_add_pd(t5, t7);
            t9 = _mm256_sqrt_pd(t8);
            _mm256_storeu_pd(&a[t3], t9);
            t10 = (long)(int)((long)0 + (t1 + 4L));
            t11 = _mm256_loadu_pd(&b[t10]);
            t12 = _mm256_mul_pd(t11, t11);
            t13 = _mm256_loadu_pd(&c[t10]);
            t14 = _mm256_mul_pd(t13, t13);
            t15 = _mm256_add_pd(t12, t14);
            t16 = _mm256_sqrt_pd(t15);
            _mm256_storeu_pd(&a[t10], t16);
            t17 = (long)(int)((long)0 + (t1 + 8L));
            t18 = _mm256_loadu_pd(&b[t17]);
            t19 = _mm256_mul_pd(t18, t18);
            t20 = _mm256_loadu_pd(&c[t17]);
            t21 = _mm256_mul_pd(t20, t20);
            t22 = _mm256_add_pd(t19, t21);
            t23 = _mm256_sqrt_pd(t22);
            _mm256_storeu_pd(&a[t17], t23);
            t24 = (long)(int)((long)0 + (t1 + 12L));
            t25 = _mm256_loadu_pd(&b[t24]);
            t26 = _mm256_mul_pd(t25, t25);
            t27 = _mm256_loadu_pd(&c[t24]);
            t28 = _mm256_mul_pd(t27, t27);
            t29 = _mm256_add_pd(t26, t28);
            t30 = _mm256_sqrt_pd(t29);
            _mm256_storeu_pd(&a[t24], t30);
            t1 += 16L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t31 = (long)i;
        t32 = b[t31];
        t33 = c[t31];
        a[t31] = sqrt(t32 * t32 + t33 * t33);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m128i t1;
    __m128i t2;
    long t3;
    long reps;
    int t4;
    long t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    long t16;
    __m128i t17;
    __m256d t18;
    __m256d t19;
    __m128i t20;
    __m256d t21;
    __m256d t22;
    long t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m256d t30;
    __m256d t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    __m128i t36;
    __m128i t37;
    __m256d t38;
    __m256d t39;
    long t40;
    __m128i t41;
    __m128i t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    __m128i t46;
    __m256d t47;
    __m256d t48;
    __m128i t49;
    __m128i t50;
    __m128i t51;
    __m128i t52;
    __m128i t53;
    __m128i t54;
    __m256d t55;
    __m256d t56;
    long t57;
    __m128i t58;
    __m128i t59;
    __m128i t60;
    __m128i t61;
    __m128i t62;
    __m128i t63;
    __m256d t64;
    __m256d t65;
    __m128i t66;
    __m128i t67;
    __m128i t68;
    __m128i t69;
    __m128i t70;
    __m128i t71;
    __m256d t72;
    __m256d t73;
    __m128i t74;
    __m128i t75;
    __m128i t76;
    __m128i t77;
    __m128i t78;
    __m128i t79;
    __m128i t80;
    __m128i t81;
    int i;
    long t82;
    long r;
    double *t83;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    t4 = (int)((unsigned int)0 * (unsigned int)7);
    if ((4096L >= 16L) & (0 >= 0) & (t4 >= 0)) {
        t5 = 4096L & -16L;
        t6 = _mm_set1_epi32((int)(0 % 300));
        t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
        t8 = t7;
        t9 = _mm_sub_epi32(t8, _mm_set1_epi32((int)300));
        t10 = _mm_min_epu32(t8, t9);
        t1 = t10;
        t11 = _mm_set1_epi32((int)(t4 % 200));
        t12 = _mm_add_epi32(t11, _mm_setr_epi32(0, 7, 14, 21));
        t13 = t12;
        t14 = _mm_sub_epi32(t13, _mm_set1_epi32((int)200));
        t15 = _mm_min_epu32(t13, t14);
        t2 = t15;
        t3 = 0L;
        do {
            t16 = (long)(int)((long)0 + t3);
            t17 = _mm_sub_epi32(t1, _mm_set1_epi32((int)150));
            t18 = _mm256_cvtepi32_pd(t17);
            t19 = _mm256_mul_pd(t18, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&b[t16], t19);
            t20 = _mm_sub_epi32(t2, _mm_set1_epi32((int)100));
            t21 = _mm256_cvtepi32_pd(t20);
            t22 = _mm256_mul_pd(t21, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&c[t16], t22);
            t23 = (long)(int)((long)0 + (t3 + 4L));
            t24 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t25 = t24;
            t26 = _mm_sub_epi32(t25, _mm_set1_epi32((int)300));
            t27 = _mm_min_epu32(t25, t26);
            t28 = t27;
            t29 = _mm_sub_epi32(t28, _mm_set1_epi32((int)150));
            t30 = _mm256_cvtepi32_pd(t29);
            t31 = _mm256_mul_pd(t30, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&b[t23], t31);
            t32 = _mm_add_epi32(t2, _mm_set1_epi32((int)28));
            t33 = t32;
            t34 = _mm_sub_epi32(t33, _mm_set1_epi32((int)200));
            t35 = _mm_min_epu32(t33, t34);
            t36 = t35;
            t37 = _mm_sub_epi32(t36, _mm_set1_epi32((int)100));
            t38 = _mm256_cvtepi32_pd(t37);
            t39 = _mm256_mul_pd(t38, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&c[t23], t39);
            t40 = (long)(int)((long)0 + (t3 + 8L));
            t41 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t42 = t41;
            t43 = _mm_sub_epi32(t42, _mm_set1_epi32((int)300));
            t44 = _mm_min_epu32(t42, t43);
            t45 = t44;
            t46 = _mm_sub_epi32(t45, _mm_set1_epi32((int)150));
            t47 = _mm256_cvtepi32_pd(t46);
            t48 = _mm256_mul_pd(t47, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&b[t40], t48);
            t49 = _mm_add_epi32(t2, _mm_set1_epi32((int)56));
            t50 = t49;
            t51 = _mm_sub_epi32(t50, _mm_set1_epi32((int)200));
            t52 = _mm_min_epu32(t50, t51);
            t53 = t52;
            t54 = _mm_sub_epi32(t53, _mm_set1_epi32((int)100));
            t55 = _mm256_cvtepi32_pd(t54);
            t56 = _mm256_mul_pd(t55, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&c[t40], t56);
            t57 = (long)(int)((long)0 + (t3 + 12L));
            t58 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t59 = t58;
            t60 = _mm_sub_epi32(t59, _mm_set1_epi32((int)300));
            t61 = _mm_min_epu32(t59, t60);
            t62 = t61;
            t63 = _mm_sub_epi32(t62, _mm_set1_epi32((int)150));
            t64 = _mm256_cvtepi32_pd(t63);
            t65 = _mm256_mul_pd(t64, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(&b[t57], t65);
            t66 = _mm_add_epi32(t2, _mm_set1_epi32((int)84));
            t67 = t66;
            t68 = _mm_sub_epi32(t67, _mm_set1_epi32((int)200));
            t69 = _mm_min_epu32(t67, t68);
            t70 = t69;
            t71 = _mm_sub_epi32(t70, _mm_set1_epi32((int)100));
            t72 = _mm256_cvtepi32_pd(t71);
            t73 = _mm256_mul_pd(t72, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&c[t57], t73);
            t3 += 16L;
            t74 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
            t75 = t74;
            t76 = _mm_sub_epi32(t75, _mm_set1_epi32((int)300));
            t77 = _mm_min_epu32(t75, t76);
            t1 = t77;
            t78 = _mm_add_epi32(t2, _mm_set1_epi32((int)112));
            t79 = t78;
            t80 = _mm_sub_epi32(t79, _mm_set1_epi32((int)200));
            t81 = _mm_min_epu32(t79, t80);
            t2 = t81;
        } while (t3 < t5);
        i = (int)((long)0 + t5);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t82 = (long)i;
        b[t82] = (double)(i % 300 - 150) * 0.5;
        c[t82] = (double)(i * 7 % 200 - 100) * 0.25;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t83 = &b[r % 4096L];
        *t83 = -*t83;
    }
    (_mm256_zeroupper(), bench_print("sqrt_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL))));
    return 0;
}
