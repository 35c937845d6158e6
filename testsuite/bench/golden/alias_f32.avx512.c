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
    int t20;
    int t32;
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
        /* vcc: loop at alias_f32.c:14 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
        do {
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t9 = _mm256_mul_ps(b_v, _mm256_set1_ps(0.5f));
            __m256 c_v = _mm256_loadu_ps(c + i_vec);
            __m256 t10 = _mm256_add_ps(t9, c_v);
            _mm256_storeu_ps(a + i_vec, t10);
            long t11 = i_vec + 8L;
            __m256 b_v_1 = _mm256_loadu_ps(b + t11);
            __m256 t12 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(0.5f));
            __m256 c_v_1 = _mm256_loadu_ps(c + t11);
            __m256 t13 = _mm256_add_ps(t12, c_v_1);
            _mm256_storeu_ps(a + t11, t13);
            long t14 = i_vec + 16L;
            __m256 b_v_2 = _mm256_loadu_ps(b + t14);
            __m256 t15 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(0.5f));
            __m256 c_v_2 = _mm256_loadu_ps(c + t14);
            __m256 t16 = _mm256_add_ps(t15, c_v_2);
            _mm256_storeu_ps(a + t14, t16);
            long t17 = i_vec + 24L;
            __m256 b_v_3 = _mm256_loadu_ps(b + t17);
            __m256 t18 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(0.5f));
            __m256 c_v_3 = _mm256_loadu_ps(c + t17);
            __m256 t19 = _mm256_add_ps(t18, c_v_3);
            _mm256_storeu_ps(a + t17, t19);
            i_vec += 32L;
        } while (i_vec < t8);
        t20 = (int)t8;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    unsigned long t22 = (unsigned long)a;
    unsigned long t23 = (unsigned long)b;
    long t24 = (long)((unsigned long)a + (unsigned long)((long)t20 * 4L) - ((unsigned long)b + (unsigned long)((long)t20 * 4L)));
    unsigned long t25 = (unsigned long)a;
    unsigned long t26 = (unsigned long)c;
    long t27 = (long)((unsigned long)a + (unsigned long)((long)t20 * 4L) - ((unsigned long)c + (unsigned long)((long)t20 * 4L)));
    if ((t21 >= 8L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))) | ((t24 <= 0L) | (t24 >= 32L))) & (((t25 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t20 * 4L))) | ((t26 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t20 * 4L))) | ((t27 <= 0L) | (t27 >= 32L)))) {
        long t28 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias_f32.c:14 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t29 = (long)t20 + i_vec_1;
            __m256 b_v_4 = _mm256_loadu_ps(b + t29);
            __m256 t30 = _mm256_mul_ps(b_v_4, _mm256_set1_ps(0.5f));
            __m256 c_v_4 = _mm256_loadu_ps(c + t29);
            __m256 t31 = _mm256_add_ps(t30, c_v_4);
            _mm256_storeu_ps(a + t29, t31);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        t32 = (int)((long)t20 + t28);
    } else {
        t32 = t20;
    }
    long t33 = (long)n + (long)t32 * -1L;
    unsigned long t34 = (unsigned long)a;
    unsigned long t35 = (unsigned long)b;
    long t36 = (long)((unsigned long)a + (unsigned long)((long)t32 * 4L) - ((unsigned long)b + (unsigned long)((long)t32 * 4L)));
    unsigned long t37 = (unsigned long)a;
    unsigned long t38 = (unsigned long)c;
    long t39 = (long)((unsigned long)a + (unsigned long)((long)t32 * 4L) - ((unsigned long)c + (unsigned long)((long)t32 * 4L)));
    if ((t33 >= 1L) & (t33 <= 8L) & (((t34 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t32 * 4L))) | ((t35 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t32 * 4L))) | ((t36 <= 0L) | (t36 >= 32L))) & (((t37 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t32 * 4L))) | ((t38 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t32 * 4L))) | ((t39 <= 0L) | (t39 >= 32L)))) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t33);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)t32;
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), b + t42);
        __m256 t43 = _mm256_mul_ps(b_v_5, _mm256_set1_ps(0.5f));
        __m256 c_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), c + t42);
        __m256 t44 = _mm256_add_ps(t43, c_v_5);
        _mm256_mask_storeu_ps(a + t42, _mm256_movepi32_mask(t41), t44);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        a[t45] = b[t45] * 0.5f + c[t45];
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
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(50));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(9));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at alias_f32.c:21 vectorized: VF 8, UF 4, the remainder at 22:25 by 50 kept as a running remainder (guard: dividend not negative), the remainder at 23:24 by 9 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t9 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(25));
        __m256 t10 = _mm256_cvtepi32_ps(t9);
        _mm256_storeu_ps(&ys[i_vec], t10);
        __m256 t11 = _mm256_cvtepi32_ps((__m256i)t2);
        __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[i_vec], t12);
        long t13 = i_vec + 8L;
        __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(50));
        __m256i t16 = _mm256_min_epu32(t14, t15);
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(25));
        __m256 t18 = _mm256_cvtepi32_ps(t17);
        _mm256_storeu_ps(&ys[t13], t18);
        __m256i t19 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(9));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        __m256 t22 = _mm256_cvtepi32_ps(t21);
        __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t13], t23);
        long t24 = i_vec + 16L;
        __m256i t25 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(50));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(25));
        __m256 t29 = _mm256_cvtepi32_ps(t28);
        _mm256_storeu_ps(&ys[t24], t29);
        __m256i t30 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(7));
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(9));
        __m256i t32 = _mm256_min_epu32(t30, t31);
        __m256 t33 = _mm256_cvtepi32_ps(t32);
        __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t24], t34);
        long t35 = i_vec + 24L;
        __m256i t36 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(50));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(25));
        __m256 t40 = _mm256_cvtepi32_ps(t39);
        _mm256_storeu_ps(&ys[t35], t40);
        __m256i t41 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(6));
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(9));
        __m256i t43 = _mm256_min_epu32(t41, t42);
        __m256 t44 = _mm256_cvtepi32_ps(t43);
        __m256 t45 = _mm256_mul_ps(t44, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&zs[t35], t45);
        i_vec += 32L;
        __m256i t46 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(32));
        __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(50));
        t1 = (vcc_v8_int)_mm256_min_epu32(t46, t47);
        __m256i t48 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(5));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(9));
        t2 = (vcc_v8_int)_mm256_min_epu32(t48, t49);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(xs, ys, zs, 4096);
        ys[r % 4096L] = xs[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("alias_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL))));
    return 0;
}
