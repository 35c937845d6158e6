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
    int t14;
    int t26;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - (unsigned long)b);
    unsigned long t5 = (unsigned long)a;
    unsigned long t6 = (unsigned long)c;
    long t7 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t7 <= 0L) | (t7 >= 128L)))) {
        long t8 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias_f32.c:14 vectorized: VF 16, UF 2, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, masked remainder */
        do {
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t9 = _mm512_mul_ps(b_v, _mm512_set1_ps(0.5f));
            __m512 c_v = _mm512_loadu_ps(c + i_vec);
            __m512 t10 = _mm512_add_ps(t9, c_v);
            _mm512_storeu_ps(a + i_vec, t10);
            long t11 = i_vec + 16L;
            __m512 b_v_1 = _mm512_loadu_ps(b + t11);
            __m512 t12 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(0.5f));
            __m512 c_v_1 = _mm512_loadu_ps(c + t11);
            __m512 t13 = _mm512_add_ps(t12, c_v_1);
            _mm512_storeu_ps(a + t11, t13);
            i_vec += 32L;
        } while (i_vec < t8);
        t14 = (int)t8;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    unsigned long t16 = (unsigned long)a;
    unsigned long t17 = (unsigned long)b;
    long t18 = (long)((unsigned long)a + (unsigned long)((long)t14 * 4L) - ((unsigned long)b + (unsigned long)((long)t14 * 4L)));
    unsigned long t19 = (unsigned long)a;
    unsigned long t20 = (unsigned long)c;
    long t21 = (long)((unsigned long)a + (unsigned long)((long)t14 * 4L) - ((unsigned long)c + (unsigned long)((long)t14 * 4L)));
    if ((t15 >= 16L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L))) | ((t18 <= 0L) | (t18 >= 64L))) & (((t19 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t14 * 4L))) | ((t20 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t14 * 4L))) | ((t21 <= 0L) | (t21 >= 64L)))) {
        long t22 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_f32.c:14 vector epilogue: VF 16, UF 1, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t23 = (long)t14 + i_vec_1;
            __m512 b_v_2 = _mm512_loadu_ps(b + t23);
            __m512 t24 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(0.5f));
            __m512 c_v_2 = _mm512_loadu_ps(c + t23);
            __m512 t25 = _mm512_add_ps(t24, c_v_2);
            _mm512_storeu_ps(a + t23, t25);
            i_vec_1 += 16L;
        } while (i_vec_1 < t22);
        t26 = (int)((long)t14 + t22);
    } else {
        t26 = t14;
    }
    long t27 = (long)n + (long)t26 * -1L;
    unsigned long t28 = (unsigned long)a;
    unsigned long t29 = (unsigned long)b;
    long t30 = (long)((unsigned long)a + (unsigned long)((long)t26 * 4L) - ((unsigned long)b + (unsigned long)((long)t26 * 4L)));
    unsigned long t31 = (unsigned long)a;
    unsigned long t32 = (unsigned long)c;
    long t33 = (long)((unsigned long)a + (unsigned long)((long)t26 * 4L) - ((unsigned long)c + (unsigned long)((long)t26 * 4L)));
    if ((t27 >= 1L) & (t27 <= 16L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 4L))) | ((t29 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t26 * 4L))) | ((t30 <= 0L) | (t30 >= 64L))) & (((t31 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t26 * 4L))) | ((t32 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t26 * 4L))) | ((t33 <= 0L) | (t33 >= 64L)))) {
        __m512i t34 = _mm512_set1_epi32((int)(int)t27);
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        long t36 = (long)t26;
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t35, b + t36);
        __m512 t37 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(0.5f));
        __m512 c_v_3 = _mm512_maskz_loadu_ps(t35, c + t36);
        __m512 t38 = _mm512_add_ps(t37, c_v_3);
        _mm512_mask_storeu_ps(a + t36, t35, t38);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        a[t39] = b[t39] * 0.5f + c[t39];
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
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(50));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(9));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at alias_f32.c:21 vectorized: VF 16, UF 4, the remainder at 22:25 by 50 kept as a running remainder (guard: dividend not negative), the remainder at 23:24 by 9 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t9 = _mm512_sub_epi32((__m512i)t1, _mm512_set1_epi32(25));
        __m512 t10 = _mm512_cvtepi32_ps(t9);
        _mm512_storeu_ps(&ys[i_vec], t10);
        __m512 t11 = _mm512_cvtepi32_ps((__m512i)t2);
        __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[i_vec], t12);
        long t13 = i_vec + 16L;
        __m512i t14 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(16));
        __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(50));
        __m512i t16 = _mm512_min_epu32(t14, t15);
        __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(25));
        __m512 t18 = _mm512_cvtepi32_ps(t17);
        _mm512_storeu_ps(&ys[t13], t18);
        __m512i t19 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(7));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(9));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        __m512 t22 = _mm512_cvtepi32_ps(t21);
        __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t13], t23);
        long t24 = i_vec + 32L;
        __m512i t25 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(32));
        __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(50));
        __m512i t27 = _mm512_min_epu32(t25, t26);
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(25));
        __m512 t29 = _mm512_cvtepi32_ps(t28);
        _mm512_storeu_ps(&ys[t24], t29);
        __m512i t30 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(5));
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(9));
        __m512i t32 = _mm512_min_epu32(t30, t31);
        __m512 t33 = _mm512_cvtepi32_ps(t32);
        __m512 t34 = _mm512_mul_ps(t33, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t24], t34);
        long t35 = i_vec + 48L;
        __m512i t36 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(48));
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(50));
        __m512i t38 = _mm512_min_epu32(t36, t37);
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(25));
        __m512 t40 = _mm512_cvtepi32_ps(t39);
        _mm512_storeu_ps(&ys[t35], t40);
        __m512i t41 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(3));
        __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(9));
        __m512i t43 = _mm512_min_epu32(t41, t42);
        __m512 t44 = _mm512_cvtepi32_ps(t43);
        __m512 t45 = _mm512_mul_ps(t44, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&zs[t35], t45);
        i_vec += 64L;
        __m512i t46 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(14));
        __m512i t47 = _mm512_sub_epi32(t46, _mm512_set1_epi32(50));
        t1 = (vcc_v16_int)_mm512_min_epu32(t46, t47);
        __m512i t48 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(1));
        __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(9));
        t2 = (vcc_v16_int)_mm512_min_epu32(t48, t49);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(xs, ys, zs, 4096);
        ys[r % 4096L] = xs[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("alias_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL))));
    return 0;
}
