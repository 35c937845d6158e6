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

/* stencil1d_f32: a 3-point float stencil (1-D blur), ping-ponging between two arrays.
   needs: consecutive f32 loads at offsets -1, 0, +1, f32 multiply/add, restrict pointers */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int n, const float *restrict src, float *restrict dst)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    int t15;
    long t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    int t25;
    long t26;
    long t27;
    int t28;
    long t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    int t38;
    long t39;
    __m256i t40;
    __m256i t41;
    long t42;
    int t43;
    long t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    int i;
    long t53;
    int t54;
    t3 = (long)n + -2L;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)1 + t1);
            t6 = (long)t5;
            t7 = _mm256_loadu_ps(src + (t5 - 1));
            t8 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t7);
            t9 = _mm256_loadu_ps(src + t6);
            t10 = _mm256_mul_ps(_mm256_set1_ps(0.5f), t9);
            t11 = _mm256_add_ps(t8, t10);
            t12 = _mm256_loadu_ps(src + (t5 + 1));
            t13 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t12);
            t14 = _mm256_add_ps(t11, t13);
            _mm256_storeu_ps(dst + t6, t14);
            t15 = (int)((long)1 + (t1 + 8L));
            t16 = (long)t15;
            t17 = _mm256_loadu_ps(src + (t15 - 1));
            t18 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t17);
            t19 = _mm256_loadu_ps(src + t16);
            t20 = _mm256_mul_ps(_mm256_set1_ps(0.5f), t19);
            t21 = _mm256_add_ps(t18, t20);
            t22 = _mm256_loadu_ps(src + (t15 + 1));
            t23 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t22);
            t24 = _mm256_add_ps(t21, t23);
            _mm256_storeu_ps(dst + t16, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)((long)1 + t4);
    } else {
        t25 = 1;
    }
    t26 = (long)n + (long)t25 * -1L + -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t2 = 0L;
        do {
            t28 = (int)((long)t25 + t2);
            t29 = (long)t28;
            t30 = _mm256_loadu_ps(src + (t28 - 1));
            t31 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t30);
            t32 = _mm256_loadu_ps(src + t29);
            t33 = _mm256_mul_ps(_mm256_set1_ps(0.5f), t32);
            t34 = _mm256_add_ps(t31, t33);
            t35 = _mm256_loadu_ps(src + (t28 + 1));
            t36 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t35);
            t37 = _mm256_add_ps(t34, t36);
            _mm256_storeu_ps(dst + t29, t37);
            t2 += 8L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    t39 = (long)n + (long)t38 * -1L + -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        t40 = _mm256_set1_epi32((int)(int)t39);
        t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t42 = 0L;
        t43 = (int)((long)t38 + t42);
        t44 = (long)t43;
        t45 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), src + (t43 - 1));
        t46 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t45);
        t47 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), src + t44);
        t48 = _mm256_mul_ps(_mm256_set1_ps(0.5f), t47);
        t49 = _mm256_add_ps(t46, t48);
        t50 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), src + (t43 + 1));
        t51 = _mm256_mul_ps(_mm256_set1_ps(0.25f), t50);
        t52 = _mm256_add_ps(t49, t51);
        _mm256_mask_storeu_ps(dst + t44, _mm256_movepi32_mask(t41), t52);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < (n - 1); i = t54) {
        t53 = (long)i;
        t54 = i + 1;
        dst[t53] = 0.25f * src[i - 1] + 0.5f * src[t53] + 0.25f * src[t54];
    }
}

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long reps;
    int t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256 t11;
    long t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256 t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256 t25;
    long t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256 t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    int i;
    long t37;
    float t38;
    long r;
    unsigned long long h;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    t3 = (int)((unsigned int)0 * (unsigned int)37);
    if ((4096L >= 32L) & (t3 >= 0)) {
        t4 = 4096L & -32L;
        t5 = _mm256_set1_epi32((int)(t3 % 101));
        t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        t7 = t6;
        t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32((int)101));
        t9 = _mm256_min_epu32(t7, t8);
        t1 = t9;
        t2 = 0L;
        do {
            t10 = (long)(int)((long)0 + t2);
            t11 = _mm256_cvtepi32_ps(t1);
            _mm256_storeu_ps(&b[t10], t11);
            _mm256_storeu_ps(&a[t10], t11);
            t12 = (long)(int)((long)0 + (t2 + 8L));
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)94));
            t14 = t13;
            t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)101));
            t16 = _mm256_min_epu32(t14, t15);
            t17 = t16;
            t18 = _mm256_cvtepi32_ps(t17);
            _mm256_storeu_ps(&b[t12], t18);
            _mm256_storeu_ps(&a[t12], t18);
            t19 = (long)(int)((long)0 + (t2 + 16L));
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)87));
            t21 = t20;
            t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)101));
            t23 = _mm256_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm256_cvtepi32_ps(t24);
            _mm256_storeu_ps(&b[t19], t25);
            _mm256_storeu_ps(&a[t19], t25);
            t26 = (long)(int)((long)0 + (t2 + 24L));
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)80));
            t28 = t27;
            t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)101));
            t30 = _mm256_min_epu32(t28, t29);
            t31 = t30;
            t32 = _mm256_cvtepi32_ps(t31);
            _mm256_storeu_ps(&b[t26], t32);
            _mm256_storeu_ps(&a[t26], t32);
            t2 += 32L;
            t33 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)73));
            t34 = t33;
            t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32((int)101));
            t36 = _mm256_min_epu32(t34, t35);
            t1 = t36;
        } while (t2 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t37 = (long)i;
        t38 = (float)(i * 37 % 101);
        b[t37] = t38;
        a[t37] = t38;
    }
    for (r = 0L; r < reps; r++) {
        if (r % 2L) {
            (_mm256_zeroupper(), kernel(4096, b, a));
        } else {
            (_mm256_zeroupper(), kernel(4096, a, b));
        }
    }
    h = (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL));
    (_mm256_zeroupper(), bench_print("stencil1d_f32", (_mm256_zeroupper(), bench_hash(h, (const void *)b, 16384UL))));
    return 0;
}
