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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(float *a, const float *b, const float *c, int n)
{
    vcc_no_contract_body
    int t19;
    int t31;
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
            __m512 t10 = _mm512_loadu_ps(b + t9);
            __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.5f));
            __m512 t12 = _mm512_loadu_ps(c + t9);
            __m512 t13 = _mm512_add_ps(t11, t12);
            _mm512_storeu_ps(a + t9, t13);
            long t14 = (long)(int)(t1 + 16L);
            __m512 t15 = _mm512_loadu_ps(b + t14);
            __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.5f));
            __m512 t17 = _mm512_loadu_ps(c + t14);
            __m512 t18 = _mm512_add_ps(t16, t17);
            _mm512_storeu_ps(a + t14, t18);
            t1 += 32L;
        } while (t1 < t8);
        t19 = (int)t8;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)a;
    unsigned long t22 = (unsigned long)b;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)c;
    if ((t20 >= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L)))) & (((t23 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t19 * 4L))))) {
        long t25 = t20 & -16L;
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t19 + t2);
            __m512 t27 = _mm512_loadu_ps(b + t26);
            __m512 t28 = _mm512_mul_ps(t27, _mm512_set1_ps(0.5f));
            __m512 t29 = _mm512_loadu_ps(c + t26);
            __m512 t30 = _mm512_add_ps(t28, t29);
            _mm512_storeu_ps(a + t26, t30);
            t2 += 16L;
        } while (t2 < t25);
        t31 = (int)((long)t19 + t25);
    } else {
        t31 = t19;
    }
    long t32 = (long)n + (long)t31 * -1L;
    unsigned long t33 = (unsigned long)a;
    unsigned long t34 = (unsigned long)b;
    unsigned long t35 = (unsigned long)a;
    unsigned long t36 = (unsigned long)c;
    if ((t32 >= 1L) & (t32 <= 16L) & (((t33 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t31 * 4L))) | ((t34 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t31 * 4L)))) & (((t35 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t31 * 4L))) | ((t36 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t31 * 4L))))) {
        __m512i t37 = _mm512_set1_epi32((int)(int)t32);
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        long t39 = (long)(int)(long)t31;
        __m512 t40 = _mm512_maskz_loadu_ps(t38, b + t39);
        __m512 t41 = _mm512_mul_ps(t40, _mm512_set1_ps(0.5f));
        __m512 t42 = _mm512_maskz_loadu_ps(t38, c + t39);
        __m512 t43 = _mm512_add_ps(t41, t42);
        _mm512_mask_storeu_ps(a + t39, t38, t43);
        i = (int)((long)t31 + t32);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t44 = (long)i;
        a[t44] = b[t44] * 0.5f + c[t44];
    }
}

static __typeof__(ys) ys __attribute__((aligned(64)));
static __typeof__(zs) zs __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = t5;
    __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(50));
    __m512i t8 = _mm512_min_epu32(t6, t7);
    __m512i t1 = t8;
    __m512i t9 = _mm512_set1_epi32(0);
    __m512i t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
    __m512i t11 = t10;
    __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(9));
    __m512i t13 = _mm512_min_epu32(t11, t12);
    __m512i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m512i t15 = _mm512_sub_epi32(t1, _mm512_set1_epi32(25));
        __m512 t16 = _mm512_cvtepi32_ps(t15);
        _mm512_storeu_ps(&ys[t14], t16);
        __m512 t17 = _mm512_cvtepi32_ps(t2);
        __m512 t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t14], t18);
        long t19 = (long)(int)(t3 + 16L);
        __m512i t20 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t21 = t20;
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(50));
        __m512i t23 = _mm512_min_epu32(t21, t22);
        __m512i t24 = t23;
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(25));
        __m512 t26 = _mm512_cvtepi32_ps(t25);
        _mm512_storeu_ps(&ys[t19], t26);
        __m512i t27 = _mm512_add_epi32(t2, _mm512_set1_epi32(7));
        __m512i t28 = t27;
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(9));
        __m512i t30 = _mm512_min_epu32(t28, t29);
        __m512i t31 = t30;
        __m512 t32 = _mm512_cvtepi32_ps(t31);
        __m512 t33 = _mm512_mul_ps(t32, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t19], t33);
        long t34 = (long)(int)(t3 + 32L);
        __m512i t35 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t36 = t35;
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(50));
        __m512i t38 = _mm512_min_epu32(t36, t37);
        __m512i t39 = t38;
        __m512i t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32(25));
        __m512 t41 = _mm512_cvtepi32_ps(t40);
        _mm512_storeu_ps(&ys[t34], t41);
        __m512i t42 = _mm512_add_epi32(t2, _mm512_set1_epi32(5));
        __m512i t43 = t42;
        __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(9));
        __m512i t45 = _mm512_min_epu32(t43, t44);
        __m512i t46 = t45;
        __m512 t47 = _mm512_cvtepi32_ps(t46);
        __m512 t48 = _mm512_mul_ps(t47, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t34], t48);
        long t49 = (long)(int)(t3 + 48L);
        __m512i t50 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t51 = t50;
        __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(50));
        __m512i t53 = _mm512_min_epu32(t51, t52);
        __m512i t54 = t53;
        __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(25));
        __m512 t56 = _mm512_cvtepi32_ps(t55);
        _mm512_storeu_ps(&ys[t49], t56);
        __m512i t57 = _mm512_add_epi32(t2, _mm512_set1_epi32(3));
        __m512i t58 = t57;
        __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(9));
        __m512i t60 = _mm512_min_epu32(t58, t59);
        __m512i t61 = t60;
        __m512 t62 = _mm512_cvtepi32_ps(t61);
        __m512 t63 = _mm512_mul_ps(t62, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t49], t63);
        t3 += 64L;
        __m512i t64 = _mm512_add_epi32(t1, _mm512_set1_epi32(14));
        __m512i t65 = t64;
        __m512i t66 = _mm512_sub_epi32(t65, _mm512_set1_epi32(50));
        __m512i t67 = _mm512_min_epu32(t65, t66);
        t1 = t67;
        __m512i t68 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
        __m512i t69 = t68;
        __m512i t70 = _mm512_sub_epi32(t69, _mm512_set1_epi32(9));
        __m512i t71 = _mm512_min_epu32(t69, t70);
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
