/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* ddot_pragma_f64: a double dot product under `#pragma omp simd reduction(+:s)`. Products and
   partial sums are exact (small multiples of 1/16), so every order gives the same bits.
   needs: f64 loads, f64 multiply, double add reduction allowed by the pragma */
#include "bench.h"
#ifndef REPS
#define REPS 150000
#endif
#define N 4096

static double x[N], y[N];

static __typeof__(x) x __attribute__((aligned(64)));
static __typeof__(y) y __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) double kernel(void)
{
    vcc_no_contract_body
    long t1;
    __m512d t2;
    __m512d t3;
    __m512d t4;
    __m512d t5;
    double s;
    long t6;
    long t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    long t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    long t15;
    __m512d t16;
    __m512d t17;
    __m512d t18;
    long t19;
    __m512d t20;
    __m512d t21;
    __m512d t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    int i;
    long t26;
    if (4096L >= 32L) {
        t6 = 4096L & -32L;
        t1 = 0L;
        t2 = _mm512_set1_pd(-0.0);
        t3 = _mm512_set1_pd(-0.0);
        t4 = _mm512_set1_pd(-0.0);
        t5 = _mm512_set1_pd(-0.0);
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm512_loadu_pd(&x[t7]);
            t9 = _mm512_loadu_pd(&y[t7]);
            t10 = _mm512_mul_pd(t8, t9);
            t2 = _mm512_add_pd(t2, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm512_loadu_pd(&x[t11]);
            t13 = _mm512_loadu_pd(&y[t11]);
            t14 = _mm512_mul_pd(t12, t13);
            t3 = _mm512_add_pd(t3, t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm512_loadu_pd(&x[t15]);
            t17 = _mm512_loadu_pd(&y[t15]);
            t18 = _mm512_mul_pd(t16, t17);
            t4 = _mm512_add_pd(t4, t18);
            t19 = (long)(int)((long)0 + (t1 + 24L));
            t20 = _mm512_loadu_pd(&x[t19]);
            t21 = _mm512_loadu_pd(&y[t19]);
            t22 = _mm512_mul_pd(t20, t21);
            t5 = _mm512_add_pd(t5, t22);
            t1 += 32L;
        } while (t1 < t6);
        t23 = _mm512_add_pd(t2, t3);
        t24 = _mm512_add_pd(t23, t4);
        t25 = _mm512_add_pd(t24, t5);
        i = (int)((long)0 + t6);
        s = 0.0 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t25), _mm512_extractf64x4_pd(t25, 1)));
    } else {
        i = 0;
        s = 0.0;
    }
    for (; i < 4096; i++) {
        t26 = (long)i;
        s += x[t26] * y[t26];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    double total;
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
    __m256i t16;
    __m512d t17;
    __m512d t18;
    __m256i t19;
    __m512d t20;
    __m512d t21;
    long t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m512d t29;
    __m512d t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m512d t37;
    __m512d t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m512d t46;
    __m512d t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m512d t54;
    __m512d t55;
    long t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m512d t63;
    __m512d t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m512d t71;
    __m512d t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    int i;
    long t81;
    long r;
    double t82;
    double *t83;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 150000L));
    total = 0.0;
    if ((4096L >= 32L) & (0 >= 0) & (0 >= 0)) {
        t4 = 4096L & -32L;
        t5 = _mm256_set1_epi32((int)(0 % 13));
        t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = t6;
        t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32((int)13));
        t9 = _mm256_min_epu32(t7, t8);
        t1 = t9;
        t10 = _mm256_set1_epi32((int)(0 % 11));
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t12 = t11;
        t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)11));
        t14 = _mm256_min_epu32(t12, t13);
        t2 = t14;
        t3 = 0L;
        do {
            t15 = (long)(int)((long)0 + t3);
            t16 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)6));
            t17 = _mm512_cvtepi32_pd(t16);
            t18 = _mm512_mul_pd(t17, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&x[t15], t18);
            t19 = _mm256_sub_epi32(t2, _mm256_set1_epi32((int)5));
            t20 = _mm512_cvtepi32_pd(t19);
            t21 = _mm512_mul_pd(t20, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&y[t15], t21);
            t22 = (long)(int)((long)0 + (t3 + 8L));
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)13));
            t26 = _mm256_min_epu32(t24, t25);
            t27 = t26;
            t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)6));
            t29 = _mm512_cvtepi32_pd(t28);
            t30 = _mm512_mul_pd(t29, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&x[t22], t30);
            t31 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t32 = t31;
            t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)11));
            t34 = _mm256_min_epu32(t32, t33);
            t35 = t34;
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)5));
            t37 = _mm512_cvtepi32_pd(t36);
            t38 = _mm512_mul_pd(t37, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&y[t22], t38);
            t39 = (long)(int)((long)0 + (t3 + 16L));
            t40 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)3));
            t41 = t40;
            t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)13));
            t43 = _mm256_min_epu32(t41, t42);
            t44 = t43;
            t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)6));
            t46 = _mm512_cvtepi32_pd(t45);
            t47 = _mm512_mul_pd(t46, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&x[t39], t47);
            t48 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)5));
            t49 = t48;
            t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)11));
            t51 = _mm256_min_epu32(t49, t50);
            t52 = t51;
            t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)5));
            t54 = _mm512_cvtepi32_pd(t53);
            t55 = _mm512_mul_pd(t54, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&y[t39], t55);
            t56 = (long)(int)((long)0 + (t3 + 24L));
            t57 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)11));
            t58 = t57;
            t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32((int)13));
            t60 = _mm256_min_epu32(t58, t59);
            t61 = t60;
            t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32((int)6));
            t63 = _mm512_cvtepi32_pd(t62);
            t64 = _mm512_mul_pd(t63, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&x[t56], t64);
            t65 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
            t66 = t65;
            t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32((int)11));
            t68 = _mm256_min_epu32(t66, t67);
            t69 = t68;
            t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32((int)5));
            t71 = _mm512_cvtepi32_pd(t70);
            t72 = _mm512_mul_pd(t71, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&y[t56], t72);
            t3 += 32L;
            t73 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)6));
            t74 = t73;
            t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32((int)13));
            t76 = _mm256_min_epu32(t74, t75);
            t1 = t76;
            t77 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)10));
            t78 = t77;
            t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32((int)11));
            t80 = _mm256_min_epu32(t78, t79);
            t2 = t80;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t81 = (long)i;
        x[t81] = (double)(i % 13 - 6) * 0.25;
        y[t81] = (double)(i % 11 - 5) * 0.25;
    }
    for (r = 0L; r < reps; r++) {
        t82 = total;
        total = t82 + (_mm256_zeroupper(), kernel());
        t83 = &x[r % 4096L];
        *t83 = -*t83;
    }
    (_mm256_zeroupper(), bench_print("ddot_pragma_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
