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
    long i_vec = 0L;
    /* vcc: loop at sqrt_f64.c:14 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m256d b_v = _mm256_loadu_pd(&b[t1]);
        __m256d t2 = _mm256_mul_pd(b_v, b_v);
        __m256d c_v = _mm256_loadu_pd(&c[t1]);
        __m256d t3 = _mm256_mul_pd(c_v, c_v);
        __m256d t4 = _mm256_add_pd(t2, t3);
        __m256d t5 = _mm256_sqrt_pd(t4);
        _mm256_storeu_pd(&a[t1], t5);
        long t6 = (long)(int)(i_vec + 4L);
        __m256d b_v_1 = _mm256_loadu_pd(&b[t6]);
        __m256d t7 = _mm256_mul_pd(b_v_1, b_v_1);
        __m256d c_v_1 = _mm256_loadu_pd(&c[t6]);
        __m256d t8 = _mm256_mul_pd(c_v_1, c_v_1);
        __m256d t9 = _mm256_add_pd(t7, t8);
        __m256d t10 = _mm256_sqrt_pd(t9);
        _mm256_storeu_pd(&a[t6], t10);
        long t11 = (long)(int)(i_vec + 8L);
        __m256d b_v_2 = _mm256_loadu_pd(&b[t11]);
        __m256d t12 = _mm256_mul_pd(b_v_2, b_v_2);
        __m256d c_v_2 = _mm256_loadu_pd(&c[t11]);
        __m256d t13 = _mm256_mul_pd(c_v_2, c_v_2);
        __m256d t14 = _mm256_add_pd(t12, t13);
        __m256d t15 = _mm256_sqrt_pd(t14);
        _mm256_storeu_pd(&a[t11], t15);
        long t16 = (long)(int)(i_vec + 12L);
        __m256d b_v_3 = _mm256_loadu_pd(&b[t16]);
        __m256d t17 = _mm256_mul_pd(b_v_3, b_v_3);
        __m256d c_v_3 = _mm256_loadu_pd(&c[t16]);
        __m256d t18 = _mm256_mul_pd(c_v_3, c_v_3);
        __m256d t19 = _mm256_add_pd(t17, t18);
        __m256d t20 = _mm256_sqrt_pd(t19);
        _mm256_storeu_pd(&a[t16], t20);
        i_vec += 16L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t5 = t4;
    __m128i t6 = _mm_sub_epi32(t5, _mm_set1_epi32(300));
    __m128i t7 = _mm_min_epu32(t5, t6);
    __m128i t1 = t7;
    __m128i t8 = _mm_set1_epi32(0);
    __m128i t9 = _mm_add_epi32(t8, _mm_setr_epi32(0, 7, 14, 21));
    __m128i t10 = t9;
    __m128i t11 = _mm_sub_epi32(t10, _mm_set1_epi32(200));
    __m128i t12 = _mm_min_epu32(t10, t11);
    __m128i t2 = t12;
    long i_vec = 0L;
    /* vcc: loop at sqrt_f64.c:21 vectorized: VF 4, UF 4, the remainder at 22:25 by 300 kept as a running remainder (guard: dividend not negative), the remainder at 23:25 by 200 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t13 = (long)(int)i_vec;
        __m128i t14 = _mm_sub_epi32(t1, _mm_set1_epi32(150));
        __m256d t15 = _mm256_cvtepi32_pd(t14);
        __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.5));
        _mm256_storeu_pd(&b[t13], t16);
        __m128i t17 = _mm_sub_epi32(t2, _mm_set1_epi32(100));
        __m256d t18 = _mm256_cvtepi32_pd(t17);
        __m256d t19 = _mm256_mul_pd(t18, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&c[t13], t19);
        long t20 = (long)(int)(i_vec + 4L);
        __m128i t21 = _mm_add_epi32(t1, _mm_set1_epi32(4));
        __m128i t22 = t21;
        __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(300));
        __m128i t24 = _mm_min_epu32(t22, t23);
        __m128i t25 = t24;
        __m128i t26 = _mm_sub_epi32(t25, _mm_set1_epi32(150));
        __m256d t27 = _mm256_cvtepi32_pd(t26);
        __m256d t28 = _mm256_mul_pd(t27, _mm256_set1_pd(0.5));
        _mm256_storeu_pd(&b[t20], t28);
        __m128i t29 = _mm_add_epi32(t2, _mm_set1_epi32(28));
        __m128i t30 = t29;
        __m128i t31 = _mm_sub_epi32(t30, _mm_set1_epi32(200));
        __m128i t32 = _mm_min_epu32(t30, t31);
        __m128i t33 = t32;
        __m128i t34 = _mm_sub_epi32(t33, _mm_set1_epi32(100));
        __m256d t35 = _mm256_cvtepi32_pd(t34);
        __m256d t36 = _mm256_mul_pd(t35, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&c[t20], t36);
        long t37 = (long)(int)(i_vec + 8L);
        __m128i t38 = _mm_add_epi32(t1, _mm_set1_epi32(8));
        __m128i t39 = t38;
        __m128i t40 = _mm_sub_epi32(t39, _mm_set1_epi32(300));
        __m128i t41 = _mm_min_epu32(t39, t40);
        __m128i t42 = t41;
        __m128i t43 = _mm_sub_epi32(t42, _mm_set1_epi32(150));
        __m256d t44 = _mm256_cvtepi32_pd(t43);
        __m256d t45 = _mm256_mul_pd(t44, _mm256_set1_pd(0.5));
        _mm256_storeu_pd(&b[t37], t45);
        __m128i t46 = _mm_add_epi32(t2, _mm_set1_epi32(56));
        __m128i t47 = t46;
        __m128i t48 = _mm_sub_epi32(t47, _mm_set1_epi32(200));
        __m128i t49 = _mm_min_epu32(t47, t48);
        __m128i t50 = t49;
        __m128i t51 = _mm_sub_epi32(t50, _mm_set1_epi32(100));
        __m256d t52 = _mm256_cvtepi32_pd(t51);
        __m256d t53 = _mm256_mul_pd(t52, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&c[t37], t53);
        long t54 = (long)(int)(i_vec + 12L);
        __m128i t55 = _mm_add_epi32(t1, _mm_set1_epi32(12));
        __m128i t56 = t55;
        __m128i t57 = _mm_sub_epi32(t56, _mm_set1_epi32(300));
        __m128i t58 = _mm_min_epu32(t56, t57);
        __m128i t59 = t58;
        __m128i t60 = _mm_sub_epi32(t59, _mm_set1_epi32(150));
        __m256d t61 = _mm256_cvtepi32_pd(t60);
        __m256d t62 = _mm256_mul_pd(t61, _mm256_set1_pd(0.5));
        _mm256_storeu_pd(&b[t54], t62);
        __m128i t63 = _mm_add_epi32(t2, _mm_set1_epi32(84));
        __m128i t64 = t63;
        __m128i t65 = _mm_sub_epi32(t64, _mm_set1_epi32(200));
        __m128i t66 = _mm_min_epu32(t64, t65);
        __m128i t67 = t66;
        __m128i t68 = _mm_sub_epi32(t67, _mm_set1_epi32(100));
        __m256d t69 = _mm256_cvtepi32_pd(t68);
        __m256d t70 = _mm256_mul_pd(t69, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&c[t54], t70);
        i_vec += 16L;
        __m128i t71 = _mm_add_epi32(t1, _mm_set1_epi32(16));
        __m128i t72 = t71;
        __m128i t73 = _mm_sub_epi32(t72, _mm_set1_epi32(300));
        __m128i t74 = _mm_min_epu32(t72, t73);
        t1 = t74;
        __m128i t75 = _mm_add_epi32(t2, _mm_set1_epi32(112));
        __m128i t76 = t75;
        __m128i t77 = _mm_sub_epi32(t76, _mm_set1_epi32(200));
        __m128i t78 = _mm_min_epu32(t76, t77);
        t2 = t78;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        double *t79 = &b[r % 4096L];
        *t79 = -*t79;
    }
    (_mm256_zeroupper(), bench_print("sqrt_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL))));
    return 0;
}
