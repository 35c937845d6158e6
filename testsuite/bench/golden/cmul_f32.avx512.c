/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    long i_vec = 0L;
    /* vcc: loop at cmul_f32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        int t1 = 2 * (int)i_vec;
        long t2 = (long)t1;
        float *t3 = &a[t2];
        __m256 t4 = _mm256_loadu_ps(t3);
        __m256 t5 = _mm256_loadu_ps(t3 + 8);
        float *t6 = &b[t2];
        __m256 t7 = _mm256_loadu_ps(t6);
        __m256 t8 = _mm256_loadu_ps(t6 + 8);
        float *t9 = &c[t1 + 1];
        __m256 t10 = _mm256_moveldup_ps(t7);
        __m256 t11 = _mm256_movehdup_ps(t7);
        __m256 t12 = _mm256_permute_ps(t4, 0xb1);
        __m256 t13 = _mm256_mul_ps(t4, t10);
        __m256 t14 = _mm256_mul_ps(t12, t11);
        __m256 t15 = _mm256_addsub_ps(t13, t14);
        _mm256_storeu_ps(t9 + -1, t15);
        __m256 t16 = _mm256_moveldup_ps(t8);
        __m256 t17 = _mm256_movehdup_ps(t8);
        __m256 t18 = _mm256_permute_ps(t5, 0xb1);
        __m256 t19 = _mm256_mul_ps(t5, t16);
        __m256 t20 = _mm256_mul_ps(t18, t17);
        __m256 t21 = _mm256_addsub_ps(t19, t20);
        _mm256_storeu_ps(t9 + 7, t21);
        int t22 = 2 * (int)(i_vec + 8L);
        long t23 = (long)t22;
        float *t24 = &a[t23];
        __m256 t25 = _mm256_loadu_ps(t24);
        __m256 t26 = _mm256_loadu_ps(t24 + 8);
        float *t27 = &b[t23];
        __m256 t28 = _mm256_loadu_ps(t27);
        __m256 t29 = _mm256_loadu_ps(t27 + 8);
        float *t30 = &c[t22 + 1];
        __m256 t31 = _mm256_moveldup_ps(t28);
        __m256 t32 = _mm256_movehdup_ps(t28);
        __m256 t33 = _mm256_permute_ps(t25, 0xb1);
        __m256 t34 = _mm256_mul_ps(t25, t31);
        __m256 t35 = _mm256_mul_ps(t33, t32);
        __m256 t36 = _mm256_addsub_ps(t34, t35);
        _mm256_storeu_ps(t30 + -1, t36);
        __m256 t37 = _mm256_moveldup_ps(t29);
        __m256 t38 = _mm256_movehdup_ps(t29);
        __m256 t39 = _mm256_permute_ps(t26, 0xb1);
        __m256 t40 = _mm256_mul_ps(t26, t37);
        __m256 t41 = _mm256_mul_ps(t39, t38);
        __m256 t42 = _mm256_addsub_ps(t40, t41);
        _mm256_storeu_ps(t30 + 7, t42);
        int t43 = 2 * (int)(i_vec + 16L);
        long t44 = (long)t43;
        float *t45 = &a[t44];
        __m256 t46 = _mm256_loadu_ps(t45);
        __m256 t47 = _mm256_loadu_ps(t45 + 8);
        float *t48 = &b[t44];
        __m256 t49 = _mm256_loadu_ps(t48);
        __m256 t50 = _mm256_loadu_ps(t48 + 8);
        float *t51 = &c[t43 + 1];
        __m256 t52 = _mm256_moveldup_ps(t49);
        __m256 t53 = _mm256_movehdup_ps(t49);
        __m256 t54 = _mm256_permute_ps(t46, 0xb1);
        __m256 t55 = _mm256_mul_ps(t46, t52);
        __m256 t56 = _mm256_mul_ps(t54, t53);
        __m256 t57 = _mm256_addsub_ps(t55, t56);
        _mm256_storeu_ps(t51 + -1, t57);
        __m256 t58 = _mm256_moveldup_ps(t50);
        __m256 t59 = _mm256_movehdup_ps(t50);
        __m256 t60 = _mm256_permute_ps(t47, 0xb1);
        __m256 t61 = _mm256_mul_ps(t47, t58);
        __m256 t62 = _mm256_mul_ps(t60, t59);
        __m256 t63 = _mm256_addsub_ps(t61, t62);
        _mm256_storeu_ps(t51 + 7, t63);
        int t64 = 2 * (int)(i_vec + 24L);
        long t65 = (long)t64;
        float *t66 = &a[t65];
        __m256 t67 = _mm256_loadu_ps(t66);
        __m256 t68 = _mm256_loadu_ps(t66 + 8);
        float *t69 = &b[t65];
        __m256 t70 = _mm256_loadu_ps(t69);
        __m256 t71 = _mm256_loadu_ps(t69 + 8);
        float *t72 = &c[t64 + 1];
        __m256 t73 = _mm256_moveldup_ps(t70);
        __m256 t74 = _mm256_movehdup_ps(t70);
        __m256 t75 = _mm256_permute_ps(t67, 0xb1);
        __m256 t76 = _mm256_mul_ps(t67, t73);
        __m256 t77 = _mm256_mul_ps(t75, t74);
        __m256 t78 = _mm256_addsub_ps(t76, t77);
        _mm256_storeu_ps(t72 + -1, t78);
        __m256 t79 = _mm256_moveldup_ps(t71);
        __m256 t80 = _mm256_movehdup_ps(t71);
        __m256 t81 = _mm256_permute_ps(t68, 0xb1);
        __m256 t82 = _mm256_mul_ps(t68, t79);
        __m256 t83 = _mm256_mul_ps(t81, t80);
        __m256 t84 = _mm256_addsub_ps(t82, t83);
        _mm256_storeu_ps(t72 + 7, t84);
        i_vec += 32L;
    } while (i_vec < 2048L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(29));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 5, 10, 15, 20, 25, 30, 35));
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(37));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at cmul_f32.c:24 vectorized: VF 8, UF 4, the remainder at 25:24 by 29 kept as a running remainder (guard: dividend not negative), the remainder at 26:24 by 37 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t9 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(14));
        __m256 t10 = _mm256_cvtepi32_ps(t9);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&a[i_vec], t11);
        __m256i t12 = _mm256_sub_epi32((__m256i)t2, _mm256_set1_epi32(18));
        __m256 t13 = _mm256_cvtepi32_ps(t12);
        __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[i_vec], t14);
        long t15 = i_vec + 8L;
        __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(29));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(14));
        __m256 t20 = _mm256_cvtepi32_ps(t19);
        __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&a[t15], t21);
        __m256i t22 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(37));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(18));
        __m256 t26 = _mm256_cvtepi32_ps(t25);
        __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[t15], t27);
        long t28 = i_vec + 16L;
        __m256i t29 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(29));
        __m256i t31 = _mm256_min_epu32(t29, t30);
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(14));
        __m256 t33 = _mm256_cvtepi32_ps(t32);
        __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&a[t28], t34);
        __m256i t35 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(6));
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(37));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(18));
        __m256 t39 = _mm256_cvtepi32_ps(t38);
        __m256 t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[t28], t40);
        long t41 = i_vec + 24L;
        __m256i t42 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(29));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(14));
        __m256 t46 = _mm256_cvtepi32_ps(t45);
        __m256 t47 = _mm256_mul_ps(t46, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&a[t41], t47);
        __m256i t48 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(9));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(37));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(18));
        __m256 t52 = _mm256_cvtepi32_ps(t51);
        __m256 t53 = _mm256_mul_ps(t52, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[t41], t53);
        i_vec += 32L;
        __m256i t54 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(29));
        t1 = (vcc_v8_int)_mm256_min_epu32(t54, t55);
        __m256i t56 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(12));
        __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(37));
        t2 = (vcc_v8_int)_mm256_min_epu32(t56, t57);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t58 = &a[r % 4096L];
        *t58 = -*t58;
    }
    (_mm256_zeroupper(), bench_print("cmul_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
