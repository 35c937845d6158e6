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

/* alias_f32: a[i] = b[i] * 0.5f + c[i] through plain pointers that may alias (no restrict):
   called with disjoint arrays, so a runtime overlap check passes and the vector loop runs.
   needs: runtime alias check (loop versioning), runtime trip count, consecutive f32 */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static float xs[N], ys[N], zs[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(float *a, const float *b, const float *c, int n)
{
    vcc_no_contract_body
    int t29;
    int t41;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)b;
    unsigned long t6 = (unsigned long)a;
    unsigned long t7 = (unsigned long)c;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4)) & (((t6 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t6))) {
        long t8 = t3 & -32L;
        long t1 = 0L;
        do {
            long t9 = (long)(int)t1;
            __m256 t10 = _mm256_loadu_ps(b + t9);
            __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.5f));
            __m256 t12 = _mm256_loadu_ps(c + t9);
            __m256 t13 = _mm256_add_ps(t11, t12);
            _mm256_storeu_ps(a + t9, t13);
            long t14 = (long)(int)(t1 + 8L);
            __m256 t15 = _mm256_loadu_ps(b + t14);
            __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
            __m256 t17 = _mm256_loadu_ps(c + t14);
            __m256 t18 = _mm256_add_ps(t16, t17);
            _mm256_storeu_ps(a + t14, t18);
            long t19 = (long)(int)(t1 + 16L);
            __m256 t20 = _mm256_loadu_ps(b + t19);
            __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.5f));
            __m256 t22 = _mm256_loadu_ps(c + t19);
            __m256 t23 = _mm256_add_ps(t21, t22);
            _mm256_storeu_ps(a + t19, t23);
            long t24 = (long)(int)(t1 + 24L);
            __m256 t25 = _mm256_loadu_ps(b + t24);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
            __m256 t27 = _mm256_loadu_ps(c + t24);
            __m256 t28 = _mm256_add_ps(t26, t27);
            _mm256_storeu_ps(a + t24, t28);
            t1 += 32L;
        } while (t1 < t8);
        t29 = (int)t8;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    unsigned long t31 = (unsigned long)a;
    unsigned long t32 = (unsigned long)b;
    unsigned long t33 = (unsigned long)a;
    unsigned long t34 = (unsigned long)c;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        long t35 = t30 & -8L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t29 + t2);
            __m256 t37 = _mm256_loadu_ps(b + t36);
            __m256 t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.5f));
            __m256 t39 = _mm256_loadu_ps(c + t36);
            __m256 t40 = _mm256_add_ps(t38, t39);
            _mm256_storeu_ps(a + t36, t40);
            t2 += 8L;
        } while (t2 < t35);
        t41 = (int)((long)t29 + t35);
    } else {
        t41 = t29;
    }
    long t42 = (long)n + (long)t41 * -1L;
    unsigned long t43 = (unsigned long)a;
    unsigned long t44 = (unsigned long)b;
    unsigned long t45 = (unsigned long)a;
    unsigned long t46 = (unsigned long)c;
    if ((t42 >= 1L) & (t42 <= 8L) & (((t43 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t41 * 4L))) | ((t44 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t41 * 4L)))) & (((t45 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t41 * 4L))) | ((t46 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t41 * 4L))))) {
        __m256i t47 = _mm256_set1_epi32((int)(int)t42);
        __m256i t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t49 = (long)(int)(long)t41;
        __m256 t50 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t48), b + t49);
        __m256 t51 = _mm256_mul_ps(t50, _mm256_set1_ps(0.5f));
        __m256 t52 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t48), c + t49);
        __m256 t53 = _mm256_add_ps(t51, t52);
        _mm256_mask_storeu_ps(a + t49, _mm256_movepi32_mask(t48), t53);
        i = (int)((long)t41 + t42);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        long t54 = (long)i;
        a[t54] = b[t54] * 0.5f + c[t54];
    }
}

static __typeof__(ys) ys __attribute__((aligned(32)));
static __typeof__(zs) zs __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(50));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t11 = t10;
    __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(9));
    __m256i t13 = _mm256_min_epu32(t11, t12);
    __m256i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m256i t15 = _mm256_sub_epi32(t1, _mm256_set1_epi32(25));
        __m256 t16 = _mm256_cvtepi32_ps(t15);
        _mm256_storeu_ps(&ys[t14], t16);
        __m256 t17 = _mm256_cvtepi32_ps(t2);
        __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t14], t18);
        long t19 = (long)(int)(t3 + 8L);
        __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(50));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(25));
        __m256 t26 = _mm256_cvtepi32_ps(t25);
        _mm256_storeu_ps(&ys[t19], t26);
        __m256i t27 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(9));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        __m256i t31 = t30;
        __m256 t32 = _mm256_cvtepi32_ps(t31);
        __m256 t33 = _mm256_mul_ps(t32, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t19], t33);
        long t34 = (long)(int)(t3 + 16L);
        __m256i t35 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t36 = t35;
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(50));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        __m256i t39 = t38;
        __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(25));
        __m256 t41 = _mm256_cvtepi32_ps(t40);
        _mm256_storeu_ps(&ys[t34], t41);
        __m256i t42 = _mm256_add_epi32(t2, _mm256_set1_epi32(7));
        __m256i t43 = t42;
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(9));
        __m256i t45 = _mm256_min_epu32(t43, t44);
        __m256i t46 = t45;
        __m256 t47 = _mm256_cvtepi32_ps(t46);
        __m256 t48 = _mm256_mul_ps(t47, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t34], t48);
        long t49 = (long)(int)(t3 + 24L);
        __m256i t50 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t51 = t50;
        __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(50));
        __m256i t53 = _mm256_min_epu32(t51, t52);
        __m256i t54 = t53;
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(25));
        __m256 t56 = _mm256_cvtepi32_ps(t55);
        _mm256_storeu_ps(&ys[t49], t56);
        __m256i t57 = _mm256_add_epi32(t2, _mm256_set1_epi32(6));
        __m256i t58 = t57;
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(9));
        __m256i t60 = _mm256_min_epu32(t58, t59);
        __m256i t61 = t60;
        __m256 t62 = _mm256_cvtepi32_ps(t61);
        __m256 t63 = _mm256_mul_ps(t62, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t49], t63);
        t3 += 32L;
        __m256i t64 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t65 = t64;
        __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(50));
        __m256i t67 = _mm256_min_epu32(t65, t66);
        t1 = t67;
        __m256i t68 = _mm256_add_epi32(t2, _mm256_set1_epi32(5));
        __m256i t69 = t68;
        __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(9));
        __m256i t71 = _mm256_min_epu32(t69, t70);
        t2 = t71;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t72 = (long)i;
        ys[t72] = (float)(i % 50 - 25);
        zs[t72] = (float)(i % 9) * 0.25f;
    }
    for (long r = 0L; r < reps; r++) {
        kernel(xs, ys, zs, 4096);
        ys[r % 4096L] = xs[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("alias_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL))));
    return 0;
}
