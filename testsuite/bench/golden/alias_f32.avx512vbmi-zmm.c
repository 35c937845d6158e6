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
    int t13;
    int t23;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)c;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2)) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t4))) {
        long t6 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias_f32.c:14 vectorized: VF 16, UF 2, run-time checks: `a` and `b`, `a` and `c` do not overlap, vector epilogue VF 16, masked remainder */
        do {
            long t7 = (long)(int)i_vec;
            __m512 b_v = _mm512_loadu_ps(b + t7);
            __m512 t8 = _mm512_mul_ps(b_v, _mm512_set1_ps(0.5f));
            __m512 c_v = _mm512_loadu_ps(c + t7);
            __m512 t9 = _mm512_add_ps(t8, c_v);
            _mm512_storeu_ps(a + t7, t9);
            long t10 = (long)(int)(i_vec + 16L);
            __m512 b_v_1 = _mm512_loadu_ps(b + t10);
            __m512 t11 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(0.5f));
            __m512 c_v_1 = _mm512_loadu_ps(c + t10);
            __m512 t12 = _mm512_add_ps(t11, c_v_1);
            _mm512_storeu_ps(a + t10, t12);
            i_vec += 32L;
        } while (i_vec < t6);
        t13 = (int)t6;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)a;
    unsigned long t16 = (unsigned long)b;
    unsigned long t17 = (unsigned long)a;
    unsigned long t18 = (unsigned long)c;
    if ((t14 >= 16L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L)))) & (((t17 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t13 * 4L))) | ((t18 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t13 * 4L))))) {
        long t19 = t14 & -16L;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t13 + i_vec_1);
            __m512 b_v_2 = _mm512_loadu_ps(b + t20);
            __m512 t21 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(0.5f));
            __m512 c_v_2 = _mm512_loadu_ps(c + t20);
            __m512 t22 = _mm512_add_ps(t21, c_v_2);
            _mm512_storeu_ps(a + t20, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t19);
        t23 = (int)((long)t13 + t19);
    } else {
        t23 = t13;
    }
    long t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)a;
    unsigned long t26 = (unsigned long)b;
    unsigned long t27 = (unsigned long)a;
    unsigned long t28 = (unsigned long)c;
    if ((t24 >= 1L) & (t24 <= 16L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L)))) & (((t27 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t23 * 4L))) | ((t28 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t23 * 4L))))) {
        __m512i t29 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t29, _MM_CMPINT_LT);
        long t31 = (long)(int)(long)t23;
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t30, b + t31);
        __m512 t32 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(0.5f));
        __m512 c_v_3 = _mm512_maskz_loadu_ps(t30, c + t31);
        __m512 t33 = _mm512_add_ps(t32, c_v_3);
        _mm512_mask_storeu_ps(a + t31, t30, t33);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        a[t34] = b[t34] * 0.5f + c[t34];
    }
}

static __typeof__(ys) ys __attribute__((aligned(64)));
static __typeof__(zs) zs __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = t4;
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(50));
    __m512i t7 = _mm512_min_epu32(t5, t6);
    __m512i t1 = t7;
    __m512i t8 = _mm512_set1_epi32(0);
    __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
    __m512i t10 = t9;
    __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(9));
    __m512i t12 = _mm512_min_epu32(t10, t11);
    __m512i t2 = t12;
    long i_vec = 0L;
    /* vcc: loop at alias_f32.c:21 vectorized: VF 16, UF 4, the remainder at 22:25 by 50 kept as a running remainder (guard: dividend not negative), the remainder at 23:24 by 9 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t13 = (long)(int)i_vec;
        __m512i t14 = _mm512_sub_epi32(t1, _mm512_set1_epi32(25));
        __m512 t15 = _mm512_cvtepi32_ps(t14);
        _mm512_storeu_ps(&ys[t13], t15);
        __m512 t16 = _mm512_cvtepi32_ps(t2);
        __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t13], t17);
        long t18 = (long)(int)(i_vec + 16L);
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(50));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(25));
        __m512 t25 = _mm512_cvtepi32_ps(t24);
        _mm512_storeu_ps(&ys[t18], t25);
        __m512i t26 = _mm512_add_epi32(t2, _mm512_set1_epi32(7));
        __m512i t27 = t26;
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(9));
        __m512i t29 = _mm512_min_epu32(t27, t28);
        __m512i t30 = t29;
        __m512 t31 = _mm512_cvtepi32_ps(t30);
        __m512 t32 = _mm512_mul_ps(t31, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t18], t32);
        long t33 = (long)(int)(i_vec + 32L);
        __m512i t34 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t35 = t34;
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(50));
        __m512i t37 = _mm512_min_epu32(t35, t36);
        __m512i t38 = t37;
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(25));
        __m512 t40 = _mm512_cvtepi32_ps(t39);
        _mm512_storeu_ps(&ys[t33], t40);
        __m512i t41 = _mm512_add_epi32(t2, _mm512_set1_epi32(5));
        __m512i t42 = t41;
        __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(9));
        __m512i t44 = _mm512_min_epu32(t42, t43);
        __m512i t45 = t44;
        __m512 t46 = _mm512_cvtepi32_ps(t45);
        __m512 t47 = _mm512_mul_ps(t46, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t33], t47);
        long t48 = (long)(int)(i_vec + 48L);
        __m512i t49 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t50 = t49;
        __m512i t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32(50));
        __m512i t52 = _mm512_min_epu32(t50, t51);
        __m512i t53 = t52;
        __m512i t54 = _mm512_sub_epi32(t53, _mm512_set1_epi32(25));
        __m512 t55 = _mm512_cvtepi32_ps(t54);
        _mm512_storeu_ps(&ys[t48], t55);
        __m512i t56 = _mm512_add_epi32(t2, _mm512_set1_epi32(3));
        __m512i t57 = t56;
        __m512i t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32(9));
        __m512i t59 = _mm512_min_epu32(t57, t58);
        __m512i t60 = t59;
        __m512 t61 = _mm512_cvtepi32_ps(t60);
        __m512 t62 = _mm512_mul_ps(t61, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t48], t62);
        i_vec += 64L;
        __m512i t63 = _mm512_add_epi32(t1, _mm512_set1_epi32(14));
        __m512i t64 = t63;
        __m512i t65 = _mm512_sub_epi32(t64, _mm512_set1_epi32(50));
        __m512i t66 = _mm512_min_epu32(t64, t65);
        t1 = t66;
        __m512i t67 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
        __m512i t68 = t67;
        __m512i t69 = _mm512_sub_epi32(t68, _mm512_set1_epi32(9));
        __m512i t70 = _mm512_min_epu32(t68, t69);
        t2 = t70;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(xs, ys, zs, 4096);
        ys[r % 4096L] = xs[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("alias_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL))));
    return 0;
}
