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

/* cond_store_f32: if (b[i] > 0) a[i] = b[i] * s; a[i] keeps its value otherwise (TSVC s272-like).
   needs: if-conversion with a conditional (masked) store, f32 compare, splat */
#include "bench.h"
#ifndef REPS
#define REPS 560000
#endif
#define N 4096

static float a[N], b[N];

static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(float s)
{
    vcc_no_contract_body
    long t1;
    long t2;
    __m256 t3;
    long t4;
    __m256 t5;
    __m256i t6;
    __m256 t7;
    long t8;
    __m256 t9;
    __m256i t10;
    __m256 t11;
    long t12;
    __m256 t13;
    __m256i t14;
    __m256 t15;
    long t16;
    __m256 t17;
    __m256i t18;
    __m256 t19;
    int i;
    long t20;
    float t21;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t3 = _mm256_set1_ps(s);
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm256_loadu_ps(&b[t4]);
            t6 = _mm256_castps_si256(_mm256_cmp_ps(t5, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t7 = _mm256_mul_ps(t5, t3);
            _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t4 * 4UL), _mm256_movepi32_mask(t6), t7);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = _mm256_loadu_ps(&b[t8]);
            t10 = _mm256_castps_si256(_mm256_cmp_ps(t9, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t11 = _mm256_mul_ps(t9, t3);
            _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t8 * 4UL), _mm256_movepi32_mask(t10), t11);
            t12 = (long)(int)((long)0 + (t1 + 16L));
            t13 = _mm256_loadu_ps(&b[t12]);
            t14 = _mm256_castps_si256(_mm256_cmp_ps(t13, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t15 = _mm256_mul_ps(t13, t3);
            _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t12 * 4UL), _mm256_movepi32_mask(t14), t15);
            t16 = (long)(int)((long)0 + (t1 + 24L));
            t17 = _mm256_loadu_ps(&b[t16]);
            t18 = _mm256_castps_si256(_mm256_cmp_ps(t17, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t19 = _mm256_mul_ps(t17, t3);
            _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t16 * 4UL), _mm256_movepi32_mask(t18), t19);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t20 = (long)i;
        t21 = b[t20];
        if (t21 > 0.0f) {
            a[t20] = t21 * s;
        }
    }
}

static __typeof__(a) a __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long reps;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    __m256 t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256 t18;
    __m256 t19;
    __m256i t20;
    __m256i t21;
    long t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256 t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256 t32;
    __m256 t33;
    __m256i t34;
    __m256i t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256 t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256 t46;
    __m256 t47;
    __m256i t48;
    __m256i t49;
    long t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256 t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256 t60;
    __m256 t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    int i;
    long t66;
    long r;
    float t67;
    float *t68;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 560000L));
    if ((4096L >= 32L) & (0 >= 0)) {
        t4 = 4096L & -32L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = _mm256_set1_epi32((int)(0 % 9));
        t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t9 = t8;
        t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)9));
        t11 = _mm256_min_epu32(t9, t10);
        t2 = t11;
        t3 = 0L;
        do {
            t12 = t1;
            t13 = (long)(int)((long)0 + t3);
            t14 = _mm256_cvtepi32_ps(t2);
            _mm256_storeu_ps(&a[t13], t14);
            t15 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)13));
            t16 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32((int)32));
            t18 = _mm256_cvtepi32_ps(t17);
            t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t13], t19);
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t21 = t20;
            t22 = (long)(int)((long)0 + (t3 + 8L));
            t23 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)9));
            t26 = _mm256_min_epu32(t24, t25);
            t27 = t26;
            t28 = _mm256_cvtepi32_ps(t27);
            _mm256_storeu_ps(&a[t22], t28);
            t29 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)13));
            t30 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)32));
            t32 = _mm256_cvtepi32_ps(t31);
            t33 = _mm256_mul_ps(t32, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t22], t33);
            t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t35 = t34;
            t36 = (long)(int)((long)0 + (t3 + 16L));
            t37 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)7));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)9));
            t40 = _mm256_min_epu32(t38, t39);
            t41 = t40;
            t42 = _mm256_cvtepi32_ps(t41);
            _mm256_storeu_ps(&a[t36], t42);
            t43 = _mm256_mullo_epi32(t35, _mm256_set1_epi32((int)13));
            t44 = (__m256i)((vcc_v8_int)t43 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)32));
            t46 = _mm256_cvtepi32_ps(t45);
            t47 = _mm256_mul_ps(t46, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t36], t47);
            t48 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t49 = t48;
            t50 = (long)(int)((long)0 + (t3 + 24L));
            t51 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)6));
            t52 = t51;
            t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)9));
            t54 = _mm256_min_epu32(t52, t53);
            t55 = t54;
            t56 = _mm256_cvtepi32_ps(t55);
            _mm256_storeu_ps(&a[t50], t56);
            t57 = _mm256_mullo_epi32(t49, _mm256_set1_epi32((int)13));
            t58 = (__m256i)((vcc_v8_int)t57 % (vcc_v8_int)_mm256_set1_epi32((int)64));
            t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32((int)32));
            t60 = _mm256_cvtepi32_ps(t59);
            t61 = _mm256_mul_ps(t60, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&b[t50], t61);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t62 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)5));
            t63 = t62;
            t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32((int)9));
            t65 = _mm256_min_epu32(t63, t64);
            t2 = t65;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t66 = (long)i;
        a[t66] = (float)(i % 9);
        b[t66] = (float)(i * 13 % 64 - 32) * 0.125f;
    }
    for (r = 0L; r < reps; r++) {
        if (r % 2L) {
            t67 = 0.5f;
        } else {
            t67 = 2.0f;
        }
        (_mm256_zeroupper(), kernel(t67));
        t68 = &b[r % 4096L];
        *t68 = -*t68;
    }
    (_mm256_zeroupper(), bench_print("cond_store_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
