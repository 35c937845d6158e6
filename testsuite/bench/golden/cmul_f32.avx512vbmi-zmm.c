/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at cmul_f32.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        int t1 = 2 * (int)i_vec;
        long t2 = (long)t1;
        float *t3 = &a[t2];
        __m512 t4 = _mm512_loadu_ps(t3);
        __m512 t5 = _mm512_loadu_ps(t3 + 16);
        float *t6 = &b[t2];
        __m512 t7 = _mm512_loadu_ps(t6);
        __m512 t8 = _mm512_loadu_ps(t6 + 16);
        float *t9 = &c[t1 + 1];
        __m512 t10 = _mm512_moveldup_ps(t7);
        __m512 t11 = _mm512_movehdup_ps(t7);
        __m512 t12 = _mm512_permute_ps(t4, 0xb1);
        __m512 t13 = _mm512_mul_ps(t4, t10);
        __m512 t14 = _mm512_mul_ps(t12, t11);
        __m512 t15 = _mm512_mask_sub_ps(_mm512_add_ps(t13, t14), 0x5555, t13, t14);
        _mm512_storeu_ps(t9 + -1, t15);
        __m512 t16 = _mm512_moveldup_ps(t8);
        __m512 t17 = _mm512_movehdup_ps(t8);
        __m512 t18 = _mm512_permute_ps(t5, 0xb1);
        __m512 t19 = _mm512_mul_ps(t5, t16);
        __m512 t20 = _mm512_mul_ps(t18, t17);
        __m512 t21 = _mm512_mask_sub_ps(_mm512_add_ps(t19, t20), 0x5555, t19, t20);
        _mm512_storeu_ps(t9 + 15, t21);
        int t22 = 2 * (int)(i_vec + 16L);
        long t23 = (long)t22;
        float *t24 = &a[t23];
        __m512 t25 = _mm512_loadu_ps(t24);
        __m512 t26 = _mm512_loadu_ps(t24 + 16);
        float *t27 = &b[t23];
        __m512 t28 = _mm512_loadu_ps(t27);
        __m512 t29 = _mm512_loadu_ps(t27 + 16);
        float *t30 = &c[t22 + 1];
        __m512 t31 = _mm512_moveldup_ps(t28);
        __m512 t32 = _mm512_movehdup_ps(t28);
        __m512 t33 = _mm512_permute_ps(t25, 0xb1);
        __m512 t34 = _mm512_mul_ps(t25, t31);
        __m512 t35 = _mm512_mul_ps(t33, t32);
        __m512 t36 = _mm512_mask_sub_ps(_mm512_add_ps(t34, t35), 0x5555, t34, t35);
        _mm512_storeu_ps(t30 + -1, t36);
        __m512 t37 = _mm512_moveldup_ps(t29);
        __m512 t38 = _mm512_movehdup_ps(t29);
        __m512 t39 = _mm512_permute_ps(t26, 0xb1);
        __m512 t40 = _mm512_mul_ps(t26, t37);
        __m512 t41 = _mm512_mul_ps(t39, t38);
        __m512 t42 = _mm512_mask_sub_ps(_mm512_add_ps(t40, t41), 0x5555, t40, t41);
        _mm512_storeu_ps(t30 + 15, t42);
        int t43 = 2 * (int)(i_vec + 32L);
        long t44 = (long)t43;
        float *t45 = &a[t44];
        __m512 t46 = _mm512_loadu_ps(t45);
        __m512 t47 = _mm512_loadu_ps(t45 + 16);
        float *t48 = &b[t44];
        __m512 t49 = _mm512_loadu_ps(t48);
        __m512 t50 = _mm512_loadu_ps(t48 + 16);
        float *t51 = &c[t43 + 1];
        __m512 t52 = _mm512_moveldup_ps(t49);
        __m512 t53 = _mm512_movehdup_ps(t49);
        __m512 t54 = _mm512_permute_ps(t46, 0xb1);
        __m512 t55 = _mm512_mul_ps(t46, t52);
        __m512 t56 = _mm512_mul_ps(t54, t53);
        __m512 t57 = _mm512_mask_sub_ps(_mm512_add_ps(t55, t56), 0x5555, t55, t56);
        _mm512_storeu_ps(t51 + -1, t57);
        __m512 t58 = _mm512_moveldup_ps(t50);
        __m512 t59 = _mm512_movehdup_ps(t50);
        __m512 t60 = _mm512_permute_ps(t47, 0xb1);
        __m512 t61 = _mm512_mul_ps(t47, t58);
        __m512 t62 = _mm512_mul_ps(t60, t59);
        __m512 t63 = _mm512_mask_sub_ps(_mm512_add_ps(t61, t62), 0x5555, t61, t62);
        _mm512_storeu_ps(t51 + 15, t63);
        int t64 = 2 * (int)(i_vec + 48L);
        long t65 = (long)t64;
        float *t66 = &a[t65];
        __m512 t67 = _mm512_loadu_ps(t66);
        __m512 t68 = _mm512_loadu_ps(t66 + 16);
        float *t69 = &b[t65];
        __m512 t70 = _mm512_loadu_ps(t69);
        __m512 t71 = _mm512_loadu_ps(t69 + 16);
        float *t72 = &c[t64 + 1];
        __m512 t73 = _mm512_moveldup_ps(t70);
        __m512 t74 = _mm512_movehdup_ps(t70);
        __m512 t75 = _mm512_permute_ps(t67, 0xb1);
        __m512 t76 = _mm512_mul_ps(t67, t73);
        __m512 t77 = _mm512_mul_ps(t75, t74);
        __m512 t78 = _mm512_mask_sub_ps(_mm512_add_ps(t76, t77), 0x5555, t76, t77);
        _mm512_storeu_ps(t72 + -1, t78);
        __m512 t79 = _mm512_moveldup_ps(t71);
        __m512 t80 = _mm512_movehdup_ps(t71);
        __m512 t81 = _mm512_permute_ps(t68, 0xb1);
        __m512 t82 = _mm512_mul_ps(t68, t79);
        __m512 t83 = _mm512_mul_ps(t81, t80);
        __m512 t84 = _mm512_mask_sub_ps(_mm512_add_ps(t82, t83), 0x5555, t82, t83);
        _mm512_storeu_ps(t72 + 15, t84);
        i_vec += 64L;
    } while (i_vec < 2048L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(29));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 5, 10, 15, 20, 25, 30, 35, 3, 8, 13, 18, 23, 28, 33, 1));
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(37));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at cmul_f32.c:24 vectorized: VF 16, UF 4, the remainder at 25:24 by 29 kept as a running remainder (guard: dividend not negative), the remainder at 26:24 by 37 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t9 = _mm512_sub_epi32((__m512i)t1, _mm512_set1_epi32(14));
        __m512 t10 = _mm512_cvtepi32_ps(t9);
        __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&a[i_vec], t11);
        __m512i t12 = _mm512_sub_epi32((__m512i)t2, _mm512_set1_epi32(18));
        __m512 t13 = _mm512_cvtepi32_ps(t12);
        __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[i_vec], t14);
        long t15 = i_vec + 16L;
        __m512i t16 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(16));
        __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(29));
        __m512i t18 = _mm512_min_epu32(t16, t17);
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(14));
        __m512 t20 = _mm512_cvtepi32_ps(t19);
        __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&a[t15], t21);
        __m512i t22 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(6));
        __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(37));
        __m512i t24 = _mm512_min_epu32(t22, t23);
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(18));
        __m512 t26 = _mm512_cvtepi32_ps(t25);
        __m512 t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[t15], t27);
        long t28 = i_vec + 32L;
        __m512i t29 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(3));
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(29));
        __m512i t31 = _mm512_min_epu32(t29, t30);
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(14));
        __m512 t33 = _mm512_cvtepi32_ps(t32);
        __m512 t34 = _mm512_mul_ps(t33, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&a[t28], t34);
        __m512i t35 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(12));
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(37));
        __m512i t37 = _mm512_min_epu32(t35, t36);
        __m512i t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32(18));
        __m512 t39 = _mm512_cvtepi32_ps(t38);
        __m512 t40 = _mm512_mul_ps(t39, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[t28], t40);
        long t41 = i_vec + 48L;
        __m512i t42 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(19));
        __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(29));
        __m512i t44 = _mm512_min_epu32(t42, t43);
        __m512i t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32(14));
        __m512 t46 = _mm512_cvtepi32_ps(t45);
        __m512 t47 = _mm512_mul_ps(t46, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&a[t41], t47);
        __m512i t48 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(18));
        __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(37));
        __m512i t50 = _mm512_min_epu32(t48, t49);
        __m512i t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32(18));
        __m512 t52 = _mm512_cvtepi32_ps(t51);
        __m512 t53 = _mm512_mul_ps(t52, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[t41], t53);
        i_vec += 64L;
        __m512i t54 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(6));
        __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(29));
        t1 = (vcc_v16_int)_mm512_min_epu32(t54, t55);
        __m512i t56 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(24));
        __m512i t57 = _mm512_sub_epi32(t56, _mm512_set1_epi32(37));
        t2 = (vcc_v16_int)_mm512_min_epu32(t56, t57);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t58 = &a[r % 4096L];
        *t58 = -*t58;
    }
    (_mm256_zeroupper(), bench_print("cmul_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
