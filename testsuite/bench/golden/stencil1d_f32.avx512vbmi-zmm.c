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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int n, const float *restrict src, float *restrict dst)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    int t15;
    long t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    int t25;
    long t26;
    long t27;
    int t28;
    long t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    int t38;
    long t39;
    __m512i t40;
    __mmask16 t41;
    long t42;
    int t43;
    long t44;
    __m512 t45;
    __m512 t46;
    __m512 t47;
    __m512 t48;
    __m512 t49;
    __m512 t50;
    __m512 t51;
    __m512 t52;
    int i;
    long t53;
    int t54;
    t3 = (long)n + -2L;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)1 + t1);
            t6 = (long)t5;
            t7 = _mm512_loadu_ps(src + (t5 - 1));
            t8 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t7);
            t9 = _mm512_loadu_ps(src + t6);
            t10 = _mm512_mul_ps(_mm512_set1_ps(0.5f), t9);
            t11 = _mm512_add_ps(t8, t10);
            t12 = _mm512_loadu_ps(src + (t5 + 1));
            t13 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t12);
            t14 = _mm512_add_ps(t11, t13);
            _mm512_storeu_ps(dst + t6, t14);
            t15 = (int)((long)1 + (t1 + 16L));
            t16 = (long)t15;
            t17 = _mm512_loadu_ps(src + (t15 - 1));
            t18 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t17);
            t19 = _mm512_loadu_ps(src + t16);
            t20 = _mm512_mul_ps(_mm512_set1_ps(0.5f), t19);
            t21 = _mm512_add_ps(t18, t20);
            t22 = _mm512_loadu_ps(src + (t15 + 1));
            t23 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t22);
            t24 = _mm512_add_ps(t21, t23);
            _mm512_storeu_ps(dst + t16, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)((long)1 + t4);
    } else {
        t25 = 1;
    }
    t26 = (long)n + (long)t25 * -1L + -1L;
    if (t26 >= 16L) {
        t27 = t26 & -16L;
        t2 = 0L;
        do {
            t28 = (int)((long)t25 + t2);
            t29 = (long)t28;
            t30 = _mm512_loadu_ps(src + (t28 - 1));
            t31 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t30);
            t32 = _mm512_loadu_ps(src + t29);
            t33 = _mm512_mul_ps(_mm512_set1_ps(0.5f), t32);
            t34 = _mm512_add_ps(t31, t33);
            t35 = _mm512_loadu_ps(src + (t28 + 1));
            t36 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t35);
            t37 = _mm512_add_ps(t34, t36);
            _mm512_storeu_ps(dst + t29, t37);
            t2 += 16L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    t39 = (long)n + (long)t38 * -1L + -1L;
    if ((t39 >= 1L) & (t39 <= 16L)) {
        t40 = _mm512_set1_epi32((int)(int)t39);
        t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t40, _MM_CMPINT_LT);
        t42 = 0L;
        t43 = (int)((long)t38 + t42);
        t44 = (long)t43;
        t45 = _mm512_maskz_loadu_ps(t41, src + (t43 - 1));
        t46 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t45);
        t47 = _mm512_maskz_loadu_ps(t41, src + t44);
        t48 = _mm512_mul_ps(_mm512_set1_ps(0.5f), t47);
        t49 = _mm512_add_ps(t46, t48);
        t50 = _mm512_maskz_loadu_ps(t41, src + (t43 + 1));
        t51 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t50);
        t52 = _mm512_add_ps(t49, t51);
        _mm512_mask_storeu_ps(dst + t44, t41, t52);
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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long reps;
    int t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    __m512 t11;
    long t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512 t18;
    long t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512 t25;
    long t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512 t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    int i;
    long t37;
    float t38;
    long r;
    unsigned long long h;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    t3 = (int)((unsigned int)0 * (unsigned int)37);
    if ((4096L >= 64L) & (t3 >= 0)) {
        t4 = 4096L & -64L;
        t5 = _mm512_set1_epi32((int)(t3 % 101));
        t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
        t7 = t6;
        t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32((int)101));
        t9 = _mm512_min_epu32(t7, t8);
        t1 = t9;
        t2 = 0L;
        do {
            t10 = (long)(int)((long)0 + t2);
            t11 = _mm512_cvtepi32_ps(t1);
            _mm512_storeu_ps(&b[t10], t11);
            _mm512_storeu_ps(&a[t10], t11);
            t12 = (long)(int)((long)0 + (t2 + 16L));
            t13 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)87));
            t14 = t13;
            t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32((int)101));
            t16 = _mm512_min_epu32(t14, t15);
            t17 = t16;
            t18 = _mm512_cvtepi32_ps(t17);
            _mm512_storeu_ps(&b[t12], t18);
            _mm512_storeu_ps(&a[t12], t18);
            t19 = (long)(int)((long)0 + (t2 + 32L));
            t20 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)73));
            t21 = t20;
            t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32((int)101));
            t23 = _mm512_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm512_cvtepi32_ps(t24);
            _mm512_storeu_ps(&b[t19], t25);
            _mm512_storeu_ps(&a[t19], t25);
            t26 = (long)(int)((long)0 + (t2 + 48L));
            t27 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)59));
            t28 = t27;
            t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32((int)101));
            t30 = _mm512_min_epu32(t28, t29);
            t31 = t30;
            t32 = _mm512_cvtepi32_ps(t31);
            _mm512_storeu_ps(&b[t26], t32);
            _mm512_storeu_ps(&a[t26], t32);
            t2 += 64L;
            t33 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)45));
            t34 = t33;
            t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32((int)101));
            t36 = _mm512_min_epu32(t34, t35);
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
