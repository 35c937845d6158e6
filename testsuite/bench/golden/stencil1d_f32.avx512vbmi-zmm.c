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

/* stencil1d_f32: a 3-point float stencil (1-D blur), ping-ponging between two arrays.
   needs: consecutive f32 loads at offsets -1, 0, +1, f32 multiply/add, restrict pointers */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int n, const float *restrict src, float *restrict dst)
{
    vcc_no_contract_body
    int t17;
    int t27;
    int i;
    long t1 = (long)n + -2L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at stencil1d_f32.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = 1L + i_vec;
            int t4 = (int)t3;
            __m512 src_v = _mm512_loadu_ps(src + (t4 - 1));
            __m512 t5 = _mm512_mul_ps(_mm512_set1_ps(0.25f), src_v);
            __m512 src_v_1 = _mm512_loadu_ps(src + t3);
            __m512 t6 = _mm512_mul_ps(_mm512_set1_ps(0.5f), src_v_1);
            __m512 t7 = _mm512_add_ps(t5, t6);
            __m512 src_v_2 = _mm512_loadu_ps(src + (t4 + 1));
            __m512 t8 = _mm512_mul_ps(_mm512_set1_ps(0.25f), src_v_2);
            __m512 t9 = _mm512_add_ps(t7, t8);
            _mm512_storeu_ps(dst + t3, t9);
            long t10 = 1L + (i_vec + 16L);
            int t11 = (int)t10;
            __m512 src_v_3 = _mm512_loadu_ps(src + (t11 - 1));
            __m512 t12 = _mm512_mul_ps(_mm512_set1_ps(0.25f), src_v_3);
            __m512 src_v_4 = _mm512_loadu_ps(src + t10);
            __m512 t13 = _mm512_mul_ps(_mm512_set1_ps(0.5f), src_v_4);
            __m512 t14 = _mm512_add_ps(t12, t13);
            __m512 src_v_5 = _mm512_loadu_ps(src + (t11 + 1));
            __m512 t15 = _mm512_mul_ps(_mm512_set1_ps(0.25f), src_v_5);
            __m512 t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(dst + t10, t16);
            i_vec += 32L;
        } while (i_vec < t2);
        t17 = (int)(1L + t2);
    } else {
        t17 = 1;
    }
    long t18 = (long)n + (long)t17 * -1L + -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at stencil1d_f32.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t20 = (long)t17 + i_vec_1;
            int t21 = (int)t20;
            __m512 src_v_6 = _mm512_loadu_ps(src + (t21 - 1));
            __m512 t22 = _mm512_mul_ps(_mm512_set1_ps(0.25f), src_v_6);
            __m512 src_v_7 = _mm512_loadu_ps(src + t20);
            __m512 t23 = _mm512_mul_ps(_mm512_set1_ps(0.5f), src_v_7);
            __m512 t24 = _mm512_add_ps(t22, t23);
            __m512 src_v_8 = _mm512_loadu_ps(src + (t21 + 1));
            __m512 t25 = _mm512_mul_ps(_mm512_set1_ps(0.25f), src_v_8);
            __m512 t26 = _mm512_add_ps(t24, t25);
            _mm512_storeu_ps(dst + t20, t26);
            i_vec_1 += 16L;
        } while (i_vec_1 < t19);
        t27 = (int)((long)t17 + t19);
    } else {
        t27 = t17;
    }
    long t28 = (long)n + (long)t27 * -1L + -1L;
    if ((t28 >= 1L) & (t28 <= 16L)) {
        __m512i t29 = _mm512_set1_epi32((int)(int)t28);
        __mmask16 t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t29, _MM_CMPINT_LT);
        long t31 = (long)t27;
        int t32 = (int)t31;
        __m512 src_v_9 = _mm512_maskz_loadu_ps(t30, src + (t32 - 1));
        __m512 t33 = _mm512_mul_ps(_mm512_set1_ps(0.25f), src_v_9);
        __m512 src_v_10 = _mm512_maskz_loadu_ps(t30, src + t31);
        __m512 t34 = _mm512_mul_ps(_mm512_set1_ps(0.5f), src_v_10);
        __m512 t35 = _mm512_add_ps(t33, t34);
        __m512 src_v_11 = _mm512_maskz_loadu_ps(t30, src + (t32 + 1));
        __m512 t36 = _mm512_mul_ps(_mm512_set1_ps(0.25f), src_v_11);
        __m512 t37 = _mm512_add_ps(t35, t36);
        _mm512_mask_storeu_ps(dst + t31, t30, t37);
        i = (int)((long)t27 + t28);
    } else {
        i = t27;
    }
    while (i < (n - 1)) {
        long t38 = (long)i;
        int t39 = i + 1;
        dst[t38] = 0.25f * src[i - 1] + 0.5f * src[t38] + 0.25f * src[t39];
        i = t39;
    }
}

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m512i t2 = _mm512_set1_epi32(0);
    __m512i t3 = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
    __m512i t4 = _mm512_sub_epi32(t3, _mm512_set1_epi32(101));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t3, t4);
    long i_vec = 0L;
    /* vcc: loop at stencil1d_f32.c:20 vectorized: VF 16, UF 4, the remainder at 21:30 by 101 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512 t5 = _mm512_cvtepi32_ps((__m512i)t1);
        _mm512_storeu_ps(&b[i_vec], t5);
        _mm512_storeu_ps(&a[i_vec], t5);
        long t6 = i_vec + 16L;
        __m512i t7 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(87));
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(101));
        __m512i t9 = _mm512_min_epu32(t7, t8);
        __m512 t10 = _mm512_cvtepi32_ps(t9);
        _mm512_storeu_ps(&b[t6], t10);
        _mm512_storeu_ps(&a[t6], t10);
        long t11 = i_vec + 32L;
        __m512i t12 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(73));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(101));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        __m512 t15 = _mm512_cvtepi32_ps(t14);
        _mm512_storeu_ps(&b[t11], t15);
        _mm512_storeu_ps(&a[t11], t15);
        long t16 = i_vec + 48L;
        __m512i t17 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(59));
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(101));
        __m512i t19 = _mm512_min_epu32(t17, t18);
        __m512 t20 = _mm512_cvtepi32_ps(t19);
        _mm512_storeu_ps(&b[t16], t20);
        _mm512_storeu_ps(&a[t16], t20);
        i_vec += 64L;
        __m512i t21 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(45));
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(101));
        t1 = (vcc_v16_int)_mm512_min_epu32(t21, t22);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        if (r % 2L) {
            kernel(4096, b, a);
        } else {
            kernel(4096, a, b);
        }
    }
    unsigned long long h = (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL));
    (_mm256_zeroupper(), bench_print("stencil1d_f32", (_mm256_zeroupper(), bench_hash(h, (const void *)b, 16384UL))));
    return 0;
}
