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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vmul_f32: a[i] = b[i] * c[i] on float arrays (TSVC vtv). Products are exact (few mantissa bits).
   needs: consecutive f32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static float a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    long t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    long t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    long t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    int i;
    long t19;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm256_loadu_ps(&b[t3]);
            t5 = _mm256_loadu_ps(&c[t3]);
            t6 = _mm256_mul_ps(t4, t5);
            _mm256_storeu_ps(&a[t3], t6);
            t7 = (long)(int)((long)0 + (t1 + 8L));
            t8 = _mm256_loadu_ps(&b[t7]);
            t9 = _mm256_loadu_ps(&c[t7]);
            t10 = _mm256_mul_ps(t8, t9);
            _mm256_storeu_ps(&a[t7], t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm256_loadu_ps(&b[t11]);
            t13 = _mm256_loadu_ps(&c[t11]);
            t14 = _mm256_mul_ps(t12, t13);
            _mm256_storeu_ps(&a[t11], t14);
            t15 = (long)(int)((long)0 + (t1 + 24L));
            t16 = _mm256_loadu_ps(&b[t15]);
            t17 = _mm256_loadu_ps(&c[t15]);
            t18 = _mm256_mul_ps(t16, t17);
            _mm256_storeu_ps(&a[t15], t18);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t19 = (long)i;
        a[t19] = b[t19] * c[t19];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long reps;
    int t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256 t17;
    __m256 t18;
    __m256i t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256 t35;
    __m256 t36;
    __m256i t37;
    __m256i t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m256 t42;
    __m256 t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256 t50;
    __m256 t51;
    __m256i t52;
    __m256i t53;
    long t54;
    __m256i t55;
    __m256i t56;
    __m256 t57;
    __m256 t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256 t65;
    __m256 t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    int i;
    long t71;
    long r;
    float *t72;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    t4 = (int)((unsigned int)0 * (unsigned int)7);
    if ((4096L >= 32L) & (t4 >= 0)) {
        t5 = 4096L & -32L;
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t8 = _mm256_set1_epi32((int)(t4 % 23));
        t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
        t10 = t9;
        t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32((int)23));
        t12 = _mm256_min_epu32(t10, t11);
        t2 = t12;
        t3 = 0L;
        do {
            t13 = t1;
            t14 = (long)(int)((long)0 + t3);
            t15 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)32));
            t17 = _mm256_cvtepi32_ps(t16);
            t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t14], t18);
            t19 = _mm256_sub_epi32(t2, _mm256_set1_epi32((int)11));
            t20 = _mm256_cvtepi32_ps(t19);
            t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t14], t21);
            t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t23 = t22;
            t24 = (long)(int)((long)0 + (t3 + 8L));
            t25 = (__m256i)((vcc_v8_int)t23 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)32));
            t27 = _mm256_cvtepi32_ps(t26);
            t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t24], t28);
            t29 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)10));
            t30 = t29;
            t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)23));
            t32 = _mm256_min_epu32(t30, t31);
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)11));
            t35 = _mm256_cvtepi32_ps(t34);
            t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t24], t36);
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t38 = t37;
            t39 = (long)(int)((long)0 + (t3 + 16L));
            t40 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32((int)32));
            t42 = _mm256_cvtepi32_ps(t41);
            t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t39], t43);
            t44 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)20));
            t45 = t44;
            t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32((int)23));
            t47 = _mm256_min_epu32(t45, t46);
            t48 = t47;
            t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)11));
            t50 = _mm256_cvtepi32_ps(t49);
            t51 = _mm256_mul_ps(t50, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t39], t51);
            t52 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t53 = t52;
            t54 = (long)(int)((long)0 + (t3 + 24L));
            t55 = (__m256i)((vcc_v8_int)t53 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32((int)32));
            t57 = _mm256_cvtepi32_ps(t56);
            t58 = _mm256_mul_ps(t57, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t54], t58);
            t59 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)7));
            t60 = t59;
            t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32((int)23));
            t62 = _mm256_min_epu32(t60, t61);
            t63 = t62;
            t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32((int)11));
            t65 = _mm256_cvtepi32_ps(t64);
            t66 = _mm256_mul_ps(t65, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&c[t54], t66);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t67 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)17));
            t68 = t67;
            t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32((int)23));
            t70 = _mm256_min_epu32(t68, t69);
            t2 = t70;
        } while (t3 < t5);
        i = (int)((long)0 + t5);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t71 = (long)i;
        b[t71] = (float)(i % 64 - 32) * 0.125f;
        c[t71] = (float)(i * 7 % 23 - 11) * 0.5f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t72 = &b[r % 4096L];
        *t72 = *t72 + 1.0f;
    }
    (_mm256_zeroupper(), bench_print("vmul_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
