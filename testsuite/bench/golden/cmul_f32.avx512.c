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

/* cmul_f32: interleaved complex multiply, c = a * b with re/im pairs in one float array.
   Products are exact (few mantissa bits), so contraction into FMAs does not change the bits.
   needs: interleaved groups of 2 (wide loads + shuffles), f32 multiply/add/sub, interleaved stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 2048

static float a[2 * N], b[2 * N], c[2 * N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t2 = 2 * (int)t1;
        long t3 = (long)t2;
        float *t4 = &a[t3];
        __m256 t5 = _mm256_loadu_ps(t4);
        __m256 t6 = _mm256_loadu_ps(t4 + 8);
        float *t7 = &b[t3];
        __m256 t8 = _mm256_loadu_ps(t7);
        __m256 t9 = _mm256_loadu_ps(t7 + 8);
        float *t10 = &c[t2 + 1];
        __m256 t11 = _mm256_moveldup_ps(t8);
        __m256 t12 = _mm256_movehdup_ps(t8);
        __m256 t13 = _mm256_permute_ps(t5, 0xb1);
        __m256 t14 = _mm256_mul_ps(t5, t11);
        __m256 t15 = _mm256_mul_ps(t13, t12);
        __m256 t16 = _mm256_addsub_ps(t14, t15);
        _mm256_storeu_ps(t10 + -1, t16);
        __m256 t17 = _mm256_moveldup_ps(t9);
        __m256 t18 = _mm256_movehdup_ps(t9);
        __m256 t19 = _mm256_permute_ps(t6, 0xb1);
        __m256 t20 = _mm256_mul_ps(t6, t17);
        __m256 t21 = _mm256_mul_ps(t19, t18);
        __m256 t22 = _mm256_addsub_ps(t20, t21);
        _mm256_storeu_ps(t10 + 7, t22);
        int t23 = 2 * (int)(t1 + 8L);
        long t24 = (long)t23;
        float *t25 = &a[t24];
        __m256 t26 = _mm256_loadu_ps(t25);
        __m256 t27 = _mm256_loadu_ps(t25 + 8);
        float *t28 = &b[t24];
        __m256 t29 = _mm256_loadu_ps(t28);
        __m256 t30 = _mm256_loadu_ps(t28 + 8);
        float *t31 = &c[t23 + 1];
        __m256 t32 = _mm256_moveldup_ps(t29);
        __m256 t33 = _mm256_movehdup_ps(t29);
        __m256 t34 = _mm256_permute_ps(t26, 0xb1);
        __m256 t35 = _mm256_mul_ps(t26, t32);
        __m256 t36 = _mm256_mul_ps(t34, t33);
        __m256 t37 = _mm256_addsub_ps(t35, t36);
        _mm256_storeu_ps(t31 + -1, t37);
        __m256 t38 = _mm256_moveldup_ps(t30);
        __m256 t39 = _mm256_movehdup_ps(t30);
        __m256 t40 = _mm256_permute_ps(t27, 0xb1);
        __m256 t41 = _mm256_mul_ps(t27, t38);
        __m256 t42 = _mm256_mul_ps(t40, t39);
        __m256 t43 = _mm256_addsub_ps(t41, t42);
        _mm256_storeu_ps(t31 + 7, t43);
        int t44 = 2 * (int)(t1 + 16L);
        long t45 = (long)t44;
        float *t46 = &a[t45];
        __m256 t47 = _mm256_loadu_ps(t46);
        __m256 t48 = _mm256_loadu_ps(t46 + 8);
        float *t49 = &b[t45];
        __m256 t50 = _mm256_loadu_ps(t49);
        __m256 t51 = _mm256_loadu_ps(t49 + 8);
        float *t52 = &c[t44 + 1];
        __m256 t53 = _mm256_moveldup_ps(t50);
        __m256 t54 = _mm256_movehdup_ps(t50);
        __m256 t55 = _mm256_permute_ps(t47, 0xb1);
        __m256 t56 = _mm256_mul_ps(t47, t53);
        __m256 t57 = _mm256_mul_ps(t55, t54);
        __m256 t58 = _mm256_addsub_ps(t56, t57);
        _mm256_storeu_ps(t52 + -1, t58);
        __m256 t59 = _mm256_moveldup_ps(t51);
        __m256 t60 = _mm256_movehdup_ps(t51);
        __m256 t61 = _mm256_permute_ps(t48, 0xb1);
        __m256 t62 = _mm256_mul_ps(t48, t59);
        __m256 t63 = _mm256_mul_ps(t61, t60);
        __m256 t64 = _mm256_addsub_ps(t62, t63);
        _mm256_storeu_ps(t52 + 7, t64);
        int t65 = 2 * (int)(t1 + 24L);
        long t66 = (long)t65;
        float *t67 = &a[t66];
        __m256 t68 = _mm256_loadu_ps(t67);
        __m256 t69 = _mm256_loadu_ps(t67 + 8);
        float *t70 = &b[t66];
        __m256 t71 = _mm256_loadu_ps(t70);
        __m256 t72 = _mm256_loadu_ps(t70 + 8);
        float *t73 = &c[t65 + 1];
        __m256 t74 = _mm256_moveldup_ps(t71);
        __m256 t75 = _mm256_movehdup_ps(t71);
        __m256 t76 = _mm256_permute_ps(t68, 0xb1);
        __m256 t77 = _mm256_mul_ps(t68, t74);
        __m256 t78 = _mm256_mul_ps(t76, t75);
        __m256 t79 = _mm256_addsub_ps(t77, t78);
        _mm256_storeu_ps(t73 + -1, t79);
        __m256 t80 = _mm256_moveldup_ps(t72);
        __m256 t81 = _mm256_movehdup_ps(t72);
        __m256 t82 = _mm256_permute_ps(t69, 0xb1);
        __m256 t83 = _mm256_mul_ps(t69, t80);
        __m256 t84 = _mm256_mul_ps(t82, t81);
        __m256 t85 = _mm256_addsub_ps(t83, t84);
        _mm256_storeu_ps(t73 + 7, t85);
        t1 += 32L;
    } while (t1 < 2048L);
    for (int i = 2048; i < 2048; i++) {
        int t86 = 2 * i;
        long t87 = (long)t86;
        float ar = a[t87];
        long t88 = (long)(t86 + 1);
        float ai = a[t88];
        float br = b[t87];
        float bi = b[t88];
        c[t87] = ar * br - ai * bi;
        c[t88] = ar * bi + ai * br;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(29));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 5, 10, 15, 20, 25, 30, 35));
    __m256i t11 = t10;
    __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(37));
    __m256i t13 = _mm256_min_epu32(t11, t12);
    __m256i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m256i t15 = _mm256_sub_epi32(t1, _mm256_set1_epi32(14));
        __m256 t16 = _mm256_cvtepi32_ps(t15);
        __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&a[t14], t17);
        __m256i t18 = _mm256_sub_epi32(t2, _mm256_set1_epi32(18));
        __m256 t19 = _mm256_cvtepi32_ps(t18);
        __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[t14], t20);
        long t21 = (long)(int)(t3 + 8L);
        __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(29));
        __m256i t25 = _mm256_min_epu32(t23, t24);
        __m256i t26 = t25;
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(14));
        __m256 t28 = _mm256_cvtepi32_ps(t27);
        __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&a[t21], t29);
        __m256i t30 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
        __m256i t31 = t30;
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(37));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256i t34 = t33;
        __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(18));
        __m256 t36 = _mm256_cvtepi32_ps(t35);
        __m256 t37 = _mm256_mul_ps(t36, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[t21], t37);
        long t38 = (long)(int)(t3 + 16L);
        __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t40 = t39;
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(29));
        __m256i t42 = _mm256_min_epu32(t40, t41);
        __m256i t43 = t42;
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(14));
        __m256 t45 = _mm256_cvtepi32_ps(t44);
        __m256 t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&a[t38], t46);
        __m256i t47 = _mm256_add_epi32(t2, _mm256_set1_epi32(6));
        __m256i t48 = t47;
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(37));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = t50;
        __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(18));
        __m256 t53 = _mm256_cvtepi32_ps(t52);
        __m256 t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[t38], t54);
        long t55 = (long)(int)(t3 + 24L);
        __m256i t56 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t57 = t56;
        __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(29));
        __m256i t59 = _mm256_min_epu32(t57, t58);
        __m256i t60 = t59;
        __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(14));
        __m256 t62 = _mm256_cvtepi32_ps(t61);
        __m256 t63 = _mm256_mul_ps(t62, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&a[t55], t63);
        __m256i t64 = _mm256_add_epi32(t2, _mm256_set1_epi32(9));
        __m256i t65 = t64;
        __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(37));
        __m256i t67 = _mm256_min_epu32(t65, t66);
        __m256i t68 = t67;
        __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(18));
        __m256 t70 = _mm256_cvtepi32_ps(t69);
        __m256 t71 = _mm256_mul_ps(t70, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[t55], t71);
        t3 += 32L;
        __m256i t72 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t73 = t72;
        __m256i t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32(29));
        __m256i t75 = _mm256_min_epu32(t73, t74);
        t1 = t75;
        __m256i t76 = _mm256_add_epi32(t2, _mm256_set1_epi32(12));
        __m256i t77 = t76;
        __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(37));
        __m256i t79 = _mm256_min_epu32(t77, t78);
        t2 = t79;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t80 = (long)i;
        a[t80] = (float)(i % 29 - 14) * 0.125f;
        b[t80] = (float)(i * 5 % 37 - 18) * 0.25f;
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t81 = &a[r % 4096L];
        *t81 = -*t81;
    }
    (_mm256_zeroupper(), bench_print("cmul_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
