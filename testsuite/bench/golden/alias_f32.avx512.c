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
    int t19;
    int t29;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)c;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2)) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t4))) {
        long t6 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias_f32.c:14 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `c` do not overlap, vector epilogue VF 8, masked remainder */
        do {
            long t7 = (long)(int)i_vec;
            __m256 b_v = _mm256_loadu_ps(b + t7);
            __m256 t8 = _mm256_mul_ps(b_v, _mm256_set1_ps(0.5f));
            __m256 c_v = _mm256_loadu_ps(c + t7);
            __m256 t9 = _mm256_add_ps(t8, c_v);
            _mm256_storeu_ps(a + t7, t9);
            long t10 = (long)(int)(i_vec + 8L);
            __m256 b_v_1 = _mm256_loadu_ps(b + t10);
            __m256 t11 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(0.5f));
            __m256 c_v_1 = _mm256_loadu_ps(c + t10);
            __m256 t12 = _mm256_add_ps(t11, c_v_1);
            _mm256_storeu_ps(a + t10, t12);
            long t13 = (long)(int)(i_vec + 16L);
            __m256 b_v_2 = _mm256_loadu_ps(b + t13);
            __m256 t14 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(0.5f));
            __m256 c_v_2 = _mm256_loadu_ps(c + t13);
            __m256 t15 = _mm256_add_ps(t14, c_v_2);
            _mm256_storeu_ps(a + t13, t15);
            long t16 = (long)(int)(i_vec + 24L);
            __m256 b_v_3 = _mm256_loadu_ps(b + t16);
            __m256 t17 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(0.5f));
            __m256 c_v_3 = _mm256_loadu_ps(c + t16);
            __m256 t18 = _mm256_add_ps(t17, c_v_3);
            _mm256_storeu_ps(a + t16, t18);
            i_vec += 32L;
        } while (i_vec < t6);
        t19 = (int)t6;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)a;
    unsigned long t22 = (unsigned long)b;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)c;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L)))) & (((t23 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t19 * 4L))))) {
        long t25 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t26 = (long)(int)((long)t19 + i_vec_1);
            __m256 b_v_4 = _mm256_loadu_ps(b + t26);
            __m256 t27 = _mm256_mul_ps(b_v_4, _mm256_set1_ps(0.5f));
            __m256 c_v_4 = _mm256_loadu_ps(c + t26);
            __m256 t28 = _mm256_add_ps(t27, c_v_4);
            _mm256_storeu_ps(a + t26, t28);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        t29 = (int)((long)t19 + t25);
    } else {
        t29 = t19;
    }
    long t30 = (long)n + (long)t29 * -1L;
    unsigned long t31 = (unsigned long)a;
    unsigned long t32 = (unsigned long)b;
    unsigned long t33 = (unsigned long)a;
    unsigned long t34 = (unsigned long)c;
    if ((t30 >= 1L) & (t30 <= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t30);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t29;
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), b + t37);
        __m256 t38 = _mm256_mul_ps(b_v_5, _mm256_set1_ps(0.5f));
        __m256 c_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), c + t37);
        __m256 t39 = _mm256_add_ps(t38, c_v_5);
        _mm256_mask_storeu_ps(a + t37, _mm256_movepi32_mask(t36), t39);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        a[t40] = b[t40] * 0.5f + c[t40];
    }
}

static __typeof__(ys) ys __attribute__((aligned(32)));
static __typeof__(zs) zs __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(50));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    __m256i t8 = _mm256_set1_epi32(0);
    __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t10 = t9;
    __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(9));
    __m256i t12 = _mm256_min_epu32(t10, t11);
    __m256i t2 = t12;
    long i_vec = 0L;
    /* vcc: loop at alias_f32.c:21 vectorized: VF 8, UF 4, the remainder at 22:25 by 50 kept as a running remainder (guard: dividend not negative), the remainder at 23:24 by 9 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t13 = (long)(int)i_vec;
        __m256i t14 = _mm256_sub_epi32(t1, _mm256_set1_epi32(25));
        __m256 t15 = _mm256_cvtepi32_ps(t14);
        _mm256_storeu_ps(&ys[t13], t15);
        __m256 t16 = _mm256_cvtepi32_ps(t2);
        __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t13], t17);
        long t18 = (long)(int)(i_vec + 8L);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(50));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(25));
        __m256 t25 = _mm256_cvtepi32_ps(t24);
        _mm256_storeu_ps(&ys[t18], t25);
        __m256i t26 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t27 = t26;
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(9));
        __m256i t29 = _mm256_min_epu32(t27, t28);
        __m256i t30 = t29;
        __m256 t31 = _mm256_cvtepi32_ps(t30);
        __m256 t32 = _mm256_mul_ps(t31, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t18], t32);
        long t33 = (long)(int)(i_vec + 16L);
        __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t35 = t34;
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(50));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(25));
        __m256 t40 = _mm256_cvtepi32_ps(t39);
        _mm256_storeu_ps(&ys[t33], t40);
        __m256i t41 = _mm256_add_epi32(t2, _mm256_set1_epi32(7));
        __m256i t42 = t41;
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(9));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256i t45 = t44;
        __m256 t46 = _mm256_cvtepi32_ps(t45);
        __m256 t47 = _mm256_mul_ps(t46, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t33], t47);
        long t48 = (long)(int)(i_vec + 24L);
        __m256i t49 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t50 = t49;
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(50));
        __m256i t52 = _mm256_min_epu32(t50, t51);
        __m256i t53 = t52;
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(25));
        __m256 t55 = _mm256_cvtepi32_ps(t54);
        _mm256_storeu_ps(&ys[t48], t55);
        __m256i t56 = _mm256_add_epi32(t2, _mm256_set1_epi32(6));
        __m256i t57 = t56;
        __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(9));
        __m256i t59 = _mm256_min_epu32(t57, t58);
        __m256i t60 = t59;
        __m256 t61 = _mm256_cvtepi32_ps(t60);
        __m256 t62 = _mm256_mul_ps(t61, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t48], t62);
        i_vec += 32L;
        __m256i t63 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t64 = t63;
        __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(50));
        __m256i t66 = _mm256_min_epu32(t64, t65);
        t1 = t66;
        __m256i t67 = _mm256_add_epi32(t2, _mm256_set1_epi32(5));
        __m256i t68 = t67;
        __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(9));
        __m256i t70 = _mm256_min_epu32(t68, t69);
        t2 = t70;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(xs, ys, zs, 4096);
        ys[r % 4096L] = xs[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("alias_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL))));
    return 0;
}
