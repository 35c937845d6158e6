/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })

/* vcc-test: expect-vectorized 14 */
/* The masked remainder (`loopvec/tail.rs`): on avx512 the last iterations, fewer than VF, run
 * as one vector iteration under the mask lane < remaining where the cost model says it pays
 * (k-masked loads and stores); on avx2 and generic they stay scalar where masked accesses cost
 * more. Every array ends exactly at a PROT_NONE page (`guarded`): a vector access to the element
 * after the last one the scalar loop touches segfaults, for loads and stores alike. */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Masked remainder on avx512: float, `a` broadcast. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void saxpy_f32(int n, float a, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t18;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512 t5 = _mm512_set1_ps(a);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            float *t7 = y + t6;
            __m512 t8 = _mm512_loadu_ps(x + t6);
            __m512 t9 = _mm512_mul_ps(t5, t8);
            __m512 t10 = _mm512_loadu_ps(t7);
            __m512 t11 = _mm512_add_ps(t9, t10);
            _mm512_storeu_ps(t7, t11);
            long t12 = (long)(int)(t1 + 16L);
            float *t13 = y + t12;
            __m512 t14 = _mm512_loadu_ps(x + t12);
            __m512 t15 = _mm512_mul_ps(t5, t14);
            __m512 t16 = _mm512_loadu_ps(t13);
            __m512 t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(t13, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        __m512 t21 = _mm512_set1_ps(a);
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t18 + t2);
            float *t23 = y + t22;
            __m512 t24 = _mm512_loadu_ps(x + t22);
            __m512 t25 = _mm512_mul_ps(t21, t24);
            __m512 t26 = _mm512_loadu_ps(t23);
            __m512 t27 = _mm512_add_ps(t25, t26);
            _mm512_storeu_ps(t23, t27);
            t2 += 16L;
        } while (t2 < t20);
        t28 = (int)((long)t18 + t20);
    } else {
        t28 = t18;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 16L)) {
        __m512i t30 = _mm512_set1_epi32((int)(int)t29);
        __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_LT);
        __m512 t32 = _mm512_set1_ps(a);
        long t33 = (long)(int)(long)t28;
        float *t34 = y + t33;
        __m512 t35 = _mm512_maskz_loadu_ps(t31, x + t33);
        __m512 t36 = _mm512_mul_ps(t32, t35);
        __m512 t37 = _mm512_maskz_loadu_ps(t31, t34);
        __m512 t38 = _mm512_add_ps(t36, t37);
        _mm512_mask_storeu_ps(t34, t31, t38);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        float *t40 = y + t39;
        *t40 = a * x[t39] + *t40;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int t22;
    int t34;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512i t5 = _mm512_set1_epi32((int)k);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            int *t7 = y + t6;
            __m512i t8 = _mm512_loadu_si512(x + t6);
            __m512i t9 = _mm512_xor_si512(t8, t5);
            __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(3));
            __m512i t11 = _mm512_loadu_si512(t7);
            __m512i t12 = _mm512_add_epi32(t10, t11);
            __m512i t13 = _mm512_sub_epi32(t12, t8);
            _mm512_storeu_si512(t7, t13);
            long t14 = (long)(int)(t1 + 16L);
            int *t15 = y + t14;
            __m512i t16 = _mm512_loadu_si512(x + t14);
            __m512i t17 = _mm512_xor_si512(t16, t5);
            __m512i t18 = _mm512_mullo_epi32(t17, _mm512_set1_epi32(3));
            __m512i t19 = _mm512_loadu_si512(t15);
            __m512i t20 = _mm512_add_epi32(t18, t19);
            __m512i t21 = _mm512_sub_epi32(t20, t16);
            _mm512_storeu_si512(t15, t21);
            t1 += 32L;
        } while (t1 < t4);
        t22 = (int)t4;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 16L) {
        long t24 = t23 & -16L;
        __m512i t25 = _mm512_set1_epi32((int)k);
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t22 + t2);
            int *t27 = y + t26;
            __m512i t28 = _mm512_loadu_si512(x + t26);
            __m512i t29 = _mm512_xor_si512(t28, t25);
            __m512i t30 = _mm512_mullo_epi32(t29, _mm512_set1_epi32(3));
            __m512i t31 = _mm512_loadu_si512(t27);
            __m512i t32 = _mm512_add_epi32(t30, t31);
            __m512i t33 = _mm512_sub_epi32(t32, t28);
            _mm512_storeu_si512(t27, t33);
            t2 += 16L;
        } while (t2 < t24);
        t34 = (int)((long)t22 + t24);
    } else {
        t34 = t22;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if ((t35 >= 1L) & (t35 <= 16L)) {
        __m512i t36 = _mm512_set1_epi32((int)(int)t35);
        __mmask16 t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t36, _MM_CMPINT_LT);
        __m512i t38 = _mm512_set1_epi32((int)k);
        long t39 = (long)(int)(long)t34;
        int *t40 = y + t39;
        __m512i t41 = _mm512_maskz_loadu_epi32(t37, x + t39);
        __m512i t42 = _mm512_xor_si512(t41, t38);
        __m512i t43 = t42;
        __m512i t44 = _mm512_set1_epi32(3);
        __m512i t45 = _mm512_mullo_epi32(t43, t44);
        __m512i t46 = t45;
        __m512i t47 = _mm512_maskz_loadu_epi32(t37, t40);
        __m512i t48 = t46;
        __m512i t49 = t47;
        __m512i t50 = _mm512_add_epi32(t48, t49);
        __m512i t51 = t50;
        __m512i t52 = t51;
        __m512i t53 = t41;
        __m512i t54 = _mm512_sub_epi32(t52, t53);
        __m512i t55 = t54;
        _mm512_mask_storeu_epi32(t40, t37, t55);
        i = (int)((long)t34 + t35);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        int *t57 = y + t56;
        int t58 = x[t56];
        *t57 = (t58 ^ k) * 3 + *t57 - t58;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    vcc_no_contract_body
    int t31;
    int t47;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            double *t6 = y + t5;
            __m512d t7 = _mm512_loadu_pd(x + t5);
            __m512d t8 = _mm512_loadu_pd(z + t5);
            __m512d t9 = _mm512_mul_pd(t7, t8);
            __m512d t10 = _mm512_add_pd(t9, _mm512_set1_pd(1.5));
            __m512d t11 = _mm512_sub_pd(t7, t8);
            __m512d t12 = _mm512_mul_pd(t10, t11);
            __m512d t13 = _mm512_loadu_pd(t6);
            __m512d t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.25));
            __m512d t15 = _mm512_add_pd(t12, t14);
            __m512d t16 = _mm512_mul_pd(t8, _mm512_set1_pd(0.125));
            __m512d t17 = _mm512_sub_pd(t15, t16);
            _mm512_storeu_pd(t6, t17);
            long t18 = (long)(int)(t1 + 8L);
            double *t19 = y + t18;
            __m512d t20 = _mm512_loadu_pd(x + t18);
            __m512d t21 = _mm512_loadu_pd(z + t18);
            __m512d t22 = _mm512_mul_pd(t20, t21);
            __m512d t23 = _mm512_add_pd(t22, _mm512_set1_pd(1.5));
            __m512d t24 = _mm512_sub_pd(t20, t21);
            __m512d t25 = _mm512_mul_pd(t23, t24);
            __m512d t26 = _mm512_loadu_pd(t19);
            __m512d t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.25));
            __m512d t28 = _mm512_add_pd(t25, t27);
            __m512d t29 = _mm512_mul_pd(t21, _mm512_set1_pd(0.125));
            __m512d t30 = _mm512_sub_pd(t28, t29);
            _mm512_storeu_pd(t19, t30);
            t1 += 16L;
        } while (t1 < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t31 + t2);
            double *t35 = y + t34;
            __m512d t36 = _mm512_loadu_pd(x + t34);
            __m512d t37 = _mm512_loadu_pd(z + t34);
            __m512d t38 = _mm512_mul_pd(t36, t37);
            __m512d t39 = _mm512_add_pd(t38, _mm512_set1_pd(1.5));
            __m512d t40 = _mm512_sub_pd(t36, t37);
            __m512d t41 = _mm512_mul_pd(t39, t40);
            __m512d t42 = _mm512_loadu_pd(t35);
            __m512d t43 = _mm512_mul_pd(t42, _mm512_set1_pd(0.25));
            __m512d t44 = _mm512_add_pd(t41, t43);
            __m512d t45 = _mm512_mul_pd(t37, _mm512_set1_pd(0.125));
            __m512d t46 = _mm512_sub_pd(t44, t45);
            _mm512_storeu_pd(t35, t46);
            t2 += 8L;
        } while (t2 < t33);
        t47 = (int)((long)t31 + t33);
    } else {
        t47 = t31;
    }
    long t48 = (long)n + (long)t47 * -1L;
    if ((t48 >= 1L) & (t48 <= 8L)) {
        __m256i t49 = _mm256_set1_epi32((int)(int)t48);
        __m256i t50 = _mm256_cmpgt_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t51 = (long)(int)(long)t47;
        double *t52 = y + t51;
        __m512d t53 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t50), x + t51);
        __m512d t54 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t50), z + t51);
        __m512d t55 = _mm512_mul_pd(t53, t54);
        __m512d t56 = _mm512_add_pd(t55, _mm512_set1_pd(1.5));
        __m512d t57 = _mm512_sub_pd(t53, t54);
        __m512d t58 = _mm512_mul_pd(t56, t57);
        __m512d t59 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t50), t52);
        __m512d t60 = _mm512_mul_pd(t59, _mm512_set1_pd(0.25));
        __m512d t61 = _mm512_add_pd(t58, t60);
        __m512d t62 = _mm512_mul_pd(t54, _mm512_set1_pd(0.125));
        __m512d t63 = _mm512_sub_pd(t61, t62);
        _mm512_mask_storeu_pd(t52, _mm256_movepi32_mask(t50), t63);
        i = (int)((long)t47 + t48);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        long t64 = (long)i;
        double *t65 = y + t64;
        double t66 = x[t64];
        double t67 = z[t64];
        *t65 = (t66 * t67 + 1.5) * (t66 - t67) + *t65 * 0.25 - t67 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    vcc_no_contract_body
    int t25;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long long *t6 = y + t5;
            __m512i t7 = _mm512_loadu_si512(x + t5);
            __m512i t8 = _mm512_mullo_epi64(t7, _mm512_set1_epi64((long long)7LL));
            __m512i t9 = _mm512_loadu_si512(t6);
            __m512i t10 = _mm512_mullo_epi64(t9, _mm512_set1_epi64((long long)3LL));
            __m512i t11 = _mm512_add_epi64(t8, t10);
            __m512i t12 = _mm512_mullo_epi64(t9, _mm512_set1_epi64((long long)5LL));
            __m512i t13 = _mm512_sub_epi64(t7, t12);
            __m512i t14 = _mm512_xor_si512(t11, t13);
            _mm512_storeu_si512(t6, t14);
            long t15 = (long)(int)(t1 + 8L);
            long long *t16 = y + t15;
            __m512i t17 = _mm512_loadu_si512(x + t15);
            __m512i t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)7LL));
            __m512i t19 = _mm512_loadu_si512(t16);
            __m512i t20 = _mm512_mullo_epi64(t19, _mm512_set1_epi64((long long)3LL));
            __m512i t21 = _mm512_add_epi64(t18, t20);
            __m512i t22 = _mm512_mullo_epi64(t19, _mm512_set1_epi64((long long)5LL));
            __m512i t23 = _mm512_sub_epi64(t17, t22);
            __m512i t24 = _mm512_xor_si512(t21, t23);
            _mm512_storeu_si512(t16, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            long long *t29 = y + t28;
            __m512i t30 = _mm512_loadu_si512(x + t28);
            __m512i t31 = _mm512_mullo_epi64(t30, _mm512_set1_epi64((long long)7LL));
            __m512i t32 = _mm512_loadu_si512(t29);
            __m512i t33 = _mm512_mullo_epi64(t32, _mm512_set1_epi64((long long)3LL));
            __m512i t34 = _mm512_add_epi64(t31, t33);
            __m512i t35 = _mm512_mullo_epi64(t32, _mm512_set1_epi64((long long)5LL));
            __m512i t36 = _mm512_sub_epi64(t30, t35);
            __m512i t37 = _mm512_xor_si512(t34, t36);
            _mm512_storeu_si512(t29, t37);
            t2 += 8L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        long long *t43 = y + t42;
        __m512i t44 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), x + t42);
        __m512i t45 = t44;
        __m512i t46 = _mm512_set1_epi64((long long)7LL);
        __m512i t47 = _mm512_mullo_epi64(t45, t46);
        __m512i t48 = t47;
        __m512i t49 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), t43);
        __m512i t50 = t49;
        __m512i t51 = _mm512_set1_epi64((long long)3LL);
        __m512i t52 = _mm512_mullo_epi64(t50, t51);
        __m512i t53 = t52;
        __m512i t54 = t48;
        __m512i t55 = t53;
        __m512i t56 = _mm512_add_epi64(t54, t55);
        __m512i t57 = t56;
        __m512i t58 = t49;
        __m512i t59 = _mm512_set1_epi64((long long)5LL);
        __m512i t60 = _mm512_mullo_epi64(t58, t59);
        __m512i t61 = t60;
        __m512i t62 = t44;
        __m512i t63 = t61;
        __m512i t64 = _mm512_sub_epi64(t62, t63);
        __m512i t65 = t64;
        __m512i t66 = _mm512_xor_si512(t57, t65);
        _mm512_mask_storeu_epi64(t43, _mm256_movepi32_mask(t41), t66);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t67 = (long)i;
        long long *t68 = y + t67;
        long long t69 = x[t67];
        long long t70 = *t68;
        *t68 = (t69 * 7LL + t70 * 3LL) ^ (t69 - t70 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_i32(int n, const int *x, const int *y) {
    vcc_no_contract_body
    int s;
    int t14;
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(x + t5);
            __m512i t7 = _mm512_and_si512(t6, _mm512_set1_epi32(1023));
            __m512i t8 = _mm512_loadu_si512(y + t5);
            __m512i t9 = _mm512_and_si512(t8, _mm512_set1_epi32(1023));
            __m512i t10 = _mm512_mullo_epi32(t7, t9);
            __m512i t11 = _mm512_xor_si512(t6, _mm512_set1_epi32(5));
            __m512i t12 = _mm512_add_epi32(t10, t11);
            __m512i t13 = t12;
            t2 = _mm512_add_epi32(t2, t13);
            t1 += 16L;
        } while (t1 < t4);
        t14 = (int)t4;
        t15 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)(int)(long)t14;
        __m512i t20 = _mm512_maskz_loadu_epi32(t18, x + t19);
        __m512i t21 = _mm512_and_si512(t20, _mm512_set1_epi32(1023));
        __m512i t22 = _mm512_maskz_loadu_epi32(t18, y + t19);
        __m512i t23 = _mm512_and_si512(t22, _mm512_set1_epi32(1023));
        __m512i t24 = t21;
        __m512i t25 = t23;
        __m512i t26 = _mm512_mullo_epi32(t24, t25);
        __m512i t27 = t26;
        __m512i t28 = _mm512_xor_si512(t20, _mm512_set1_epi32(5));
        __m512i t29 = t27;
        __m512i t30 = t28;
        __m512i t31 = _mm512_add_epi32(t29, t30);
        __m512i t32 = t31;
        __m512i t33 = t32;
        __m512i t34 = _mm512_add_epi32(_mm512_set1_epi32(0), t33);
        __m512i t35 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), t34);
        i = (int)((long)t14 + t16);
        s = (int)((unsigned int)t15 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t35), _mm512_extracti64x4_epi64(t35, 1))));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        int t37 = x[t36];
        s += (t37 & 1023) * (y[t36] & 1023) + (t37 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int max_i32(int n, const int *x) {
    vcc_no_contract_body
    int m;
    int t9;
    int t10;
    int i;
    int m_1;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t1 = _mm512_set1_epi32(-2000000000);
        long t2 = 0L;
        do {
            __m512i t5 = _mm512_loadu_si512(x + (int)t2);
            __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(3));
            __m512i t7 = _mm512_xor_si512(t5, _mm512_set1_epi32(12345));
            __m512i t8 = _mm512_sub_epi32(t6, t7);
            t1 = _mm512_max_epi32(t8, t1);
            t2 += 16L;
        } while (t2 < t4);
        t9 = (int)t4;
        t10 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_max_epi32, int);
    } else {
        t9 = 0;
        t10 = -2000000000;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        __m512i t14 = _mm512_set1_epi32((int)t10);
        __m512i t15 = _mm512_maskz_loadu_epi32(t13, x + (int)(long)t9);
        __m512i t16 = t15;
        __m512i t17 = _mm512_set1_epi32(3);
        __m512i t18 = _mm512_mullo_epi32(t16, t17);
        __m512i t19 = t18;
        __m512i t20 = _mm512_xor_si512(t15, _mm512_set1_epi32(12345));
        __m512i t21 = t19;
        __m512i t22 = t20;
        __m512i t23 = _mm512_sub_epi32(t21, t22);
        __m512i t24 = t23;
        __mmask16 t25 = _mm512_cmp_epi32_mask(t24, t14, _MM_CMPINT_NLE);
        __mmask16 t26 = _knot_mask16(t25);
        __mmask16 t27 = _kand_mask16(t13, t26);
        __m512i t28 = _mm512_mask_blend_epi32(t27, t24, t14);
        __m512i t29 = _mm512_mask_blend_epi32(t13, t14, t28);
        i = (int)((long)t9 + t11);
        m_1 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t29), _mm512_extracti64x4_epi64(t29, 1)), _mm_max_epi32, int);
    } else {
        i = t9;
        m_1 = t10;
    }
    for (; i < n; i++, m_1 = m) {
        int t30 = x[i];
        m = t30 * 3 - (t30 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t16;
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512 t5 = _mm512_set1_ps(t);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512 t7 = _mm512_loadu_ps(x + t6);
            __mmask16 t8 = _mm512_cmp_ps_mask(t7, t5, _CMP_GT_OQ);
            __m512 t9 = _mm512_sub_ps(t7, t5);
            __m512 t10 = _mm512_mul_ps(t9, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t6 * 4UL), t8, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512 t12 = _mm512_loadu_ps(x + t11);
            __mmask16 t13 = _mm512_cmp_ps_mask(t12, t5, _CMP_GT_OQ);
            __m512 t14 = _mm512_sub_ps(t12, t5);
            __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t11 * 4UL), t13, t15);
            t1 += 32L;
        } while (t1 < t4);
        t16 = (int)t4;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        __m512 t19 = _mm512_set1_ps(t);
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t16 + t2);
            __m512 t21 = _mm512_loadu_ps(x + t20);
            __mmask16 t22 = _mm512_cmp_ps_mask(t21, t19, _CMP_GT_OQ);
            __m512 t23 = _mm512_sub_ps(t21, t19);
            __m512 t24 = _mm512_mul_ps(t23, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t20 * 4UL), t22, t24);
            t2 += 16L;
        } while (t2 < t18);
        t25 = (int)((long)t16 + t18);
    } else {
        t25 = t16;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 16L)) {
        __m512i t27 = _mm512_set1_epi32((int)(int)t26);
        __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        __m512 t29 = _mm512_set1_ps(t);
        long t30 = (long)(int)(long)t25;
        __m512 t31 = _mm512_maskz_loadu_ps(t28, x + t30);
        __mmask16 t32 = _mm512_cmp_ps_mask(t31, t29, _CMP_GT_OQ);
        __mmask16 t33 = _kand_mask16(t28, t32);
        __m512 t34 = _mm512_sub_ps(t31, t29);
        __m512 t35 = _mm512_mul_ps(t34, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t30 * 4UL), t33, t35);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        float t37 = x[t36];
        if (t37 > t) {
            y[t36] = (t37 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    vcc_no_contract_body
    int t8;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512i t5 = _mm512_loadu_si512(idx + t4);
            __m512 t6 = _mm512_i32gather_ps(t5, table, 4);
            __m512 t7 = _mm512_add_ps(t6, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t4, t7);
            t1 += 16L;
        } while (t1 < t3);
        t8 = (int)t3;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)(int)(long)t8;
        __m512i t13 = _mm512_maskz_loadu_epi32(t11, idx + t12);
        __m512 t14 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t11, t13, table, 4);
        __m512 t15 = _mm512_add_ps(t14, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(y + t12, t11, t15);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        y[t16] = table[idx[t16]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    vcc_no_contract_body
    int t10;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512i t5 = _mm512_loadu_si512(x + t4);
            __m512i t6 = _mm512_loadu_si512(d + t4);
            __m512i t7 = (__m512i)((vcc_v16_int)t5 / (vcc_v16_int)t6);
            __m512i t8 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(5));
            __m512i t9 = _mm512_add_epi32(t7, t8);
            _mm512_storeu_si512(y + t4, t9);
            t1 += 16L;
        } while (t1 < t3);
        t10 = (int)t3;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        long t14 = (long)(int)(long)t10;
        __m512i t15 = _mm512_maskz_loadu_epi32(t13, x + t14);
        __m512i t16 = _mm512_maskz_loadu_epi32(t13, d + t14);
        __m512i t17 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(1), t16);
        __m512i t18 = (__m512i)((vcc_v16_int)t15 / (vcc_v16_int)t17);
        __m512i t19 = t15;
        __m512i t20 = _mm512_set1_epi32(5);
        __m512i t21 = _mm512_mullo_epi32(t19, t20);
        __m512i t22 = t21;
        __m512i t23 = t18;
        __m512i t24 = t22;
        __m512i t25 = _mm512_add_epi32(t23, t24);
        __m512i t26 = t25;
        _mm512_mask_storeu_epi32(y + t14, t13, t26);
        i = (int)((long)t10 + t11);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int t28 = x[t27];
        y[t27] = t28 / d[t27] + t28 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pairs_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const float *t6 = x + 2 * t5;
            __m512 t7 = _mm512_loadu_ps(t6);
            __m512 t8 = _mm512_loadu_ps(t6 + 16);
            __m512 t9 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t8);
            __m512 t10 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t8);
            __m512 t11 = _mm512_mul_ps(t9, _mm512_set1_ps(3.0f));
            __m512 t12 = _mm512_add_ps(t11, t10);
            _mm512_storeu_ps(y + t5, t12);
            int t13 = (int)(t1 + 16L);
            const float *t14 = x + 2 * t13;
            __m512 t15 = _mm512_loadu_ps(t14);
            __m512 t16 = _mm512_loadu_ps(t14 + 16);
            __m512 t17 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t16);
            __m512 t18 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t16);
            __m512 t19 = _mm512_mul_ps(t17, _mm512_set1_ps(3.0f));
            __m512 t20 = _mm512_add_ps(t19, t18);
            _mm512_storeu_ps(y + t13, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            const float *t25 = x + 2 * t24;
            __m512 t26 = _mm512_loadu_ps(t25);
            __m512 t27 = _mm512_loadu_ps(t25 + 16);
            __m512 t28 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t27);
            __m512 t29 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t27);
            __m512 t30 = _mm512_mul_ps(t28, _mm512_set1_ps(3.0f));
            __m512 t31 = _mm512_add_ps(t30, t29);
            _mm512_storeu_ps(y + t24, t31);
            t2 += 16L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        int t32 = 2 * i;
        y[i] = x[t32] * 3.0f + x[t32 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float last_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    float last;
    __m512 t11;
    int t13;
    float t14;
    __m512 t19;
    int t21;
    float t22;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(x + t5);
            __m512 t7 = _mm512_mul_ps(t6, _mm512_set1_ps(2.0f));
            __m512 t8 = _mm512_add_ps(t7, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t5, t8);
            long t9 = (long)(int)(t1 + 16L);
            __m512 t10 = _mm512_loadu_ps(x + t9);
            t11 = _mm512_mul_ps(t10, _mm512_set1_ps(2.0f));
            __m512 t12 = _mm512_add_ps(t11, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
        t14 = ((vcc_v16_float)t11)[15];
    } else {
        t13 = 0;
        t14 = 0.0f;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long t2 = 0L;
        do {
            long t17 = (long)(int)((long)t13 + t2);
            __m512 t18 = _mm512_loadu_ps(x + t17);
            t19 = _mm512_mul_ps(t18, _mm512_set1_ps(2.0f));
            __m512 t20 = _mm512_add_ps(t19, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t17, t20);
            t2 += 16L;
        } while (t2 < t16);
        t21 = (int)((long)t13 + t16);
        t22 = ((vcc_v16_float)t19)[15];
    } else {
        t21 = t13;
        t22 = t14;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        long t26 = (long)(int)(long)t21;
        __m512 t27 = _mm512_maskz_loadu_ps(t25, x + t26);
        __m512 t28 = _mm512_mul_ps(t27, _mm512_set1_ps(2.0f));
        __m512 t29 = _mm512_add_ps(t28, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(y + t26, t25, t29);
        __m512i t30 = _mm512_set1_epi32((int)(int)(t23 - 1L));
        __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_EQ);
        __m512 t32 = _mm512_mask_blend_ps(t31, _mm512_set1_ps(-0.0f), t28);
        i = (int)((long)t21 + t23);
        last = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t32), _mm512_extractf32x8_ps(t32, 1)));
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        last = x[t33] * 2.0f;
        y[t33] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int last;
    __mmask16 t13;
    int t18;
    int t19;
    __mmask16 t24;
    int t29;
    int t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(x + t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t8 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(3));
            __m512i t9 = _mm512_maskz_mov_epi32(t7, _mm512_set1_epi32(1));
            __m512i t10 = _mm512_add_epi32(t8, t9);
            _mm512_storeu_si512(y + t5, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512i t12 = _mm512_loadu_si512(x + t11);
            t13 = _mm512_cmp_epi32_mask(t12, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t14 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(3));
            __m512i t15 = _mm512_maskz_mov_epi32(t13, _mm512_set1_epi32(1));
            __m512i t16 = _mm512_add_epi32(t14, t15);
            _mm512_storeu_si512(y + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        __m512i t17 = _mm512_maskz_mov_epi32(t13, _mm512_set1_epi32(1));
        t18 = (int)t4;
        t19 = ((vcc_v16_int)t17)[15];
    } else {
        t18 = 0;
        t19 = -1;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t18 + t2);
            __m512i t23 = _mm512_loadu_si512(x + t22);
            t24 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t25 = _mm512_mullo_epi32(t23, _mm512_set1_epi32(3));
            __m512i t26 = _mm512_maskz_mov_epi32(t24, _mm512_set1_epi32(1));
            __m512i t27 = _mm512_add_epi32(t25, t26);
            _mm512_storeu_si512(y + t22, t27);
            t2 += 16L;
        } while (t2 < t21);
        __m512i t28 = _mm512_maskz_mov_epi32(t24, _mm512_set1_epi32(1));
        t29 = (int)((long)t18 + t21);
        t30 = ((vcc_v16_int)t28)[15];
    } else {
        t29 = t18;
        t30 = t19;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if ((t31 >= 1L) & (t31 <= 16L)) {
        __m512i t32 = _mm512_set1_epi32((int)(int)t31);
        __mmask16 t33 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t32, _MM_CMPINT_LT);
        long t34 = (long)(int)(long)t29;
        __m512i t35 = _mm512_maskz_loadu_epi32(t33, x + t34);
        __mmask16 t36 = _mm512_cmp_epi32_mask(t35, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i t37 = t35;
        __m512i t38 = _mm512_set1_epi32(3);
        __m512i t39 = _mm512_mullo_epi32(t37, t38);
        __m512i t40 = t39;
        __m512i t41 = _mm512_maskz_mov_epi32(t36, _mm512_set1_epi32(1));
        __m512i t42 = t40;
        __m512i t43 = t41;
        __m512i t44 = _mm512_add_epi32(t42, t43);
        __m512i t45 = t44;
        _mm512_mask_storeu_epi32(y + t34, t33, t45);
        __m512i t46 = _mm512_maskz_mov_epi32(t36, _mm512_set1_epi32(1));
        __m512i t47 = _mm512_set1_epi32((int)(int)(t31 - 1L));
        __mmask16 t48 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t47, _MM_CMPINT_EQ);
        __m512i t49 = _mm512_mask_blend_epi32(t48, _mm512_set1_epi32(0), t46);
        i = (int)((long)t29 + t31);
        last = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t49), _mm512_extracti64x4_epi64(t49, 1)), _mm_or_si128, int);
    } else {
        i = t29;
        last = t30;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        int t51 = x[t50];
        last = t51 > 3;
        y[t50] = t51 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int find_last_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int i;
    int last;
    int last_1;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 2147483647L)) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(-1);
        do {
            long t5 = (long)(int)t1;
            const int *t6 = x + t5;
            __m512i t7 = _mm512_loadu_si512(t6);
            __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + t5, t8);
            __m512i t9 = _mm512_loadu_si512(t6);
            __mmask16 t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(100), _MM_CMPINT_NLE);
            __m512i t11 = _mm512_set1_epi32((int)(int)t1);
            __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t2 = _mm512_mask_blend_epi32(t10, t2, t12);
            t1 += 16L;
        } while (t1 < t4);
        int t13 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_max_epi32, int);
        i = (int)t4;
        last = t13 < 0 ? -7 : (int)(long)t13;
    } else {
        i = 0;
        last = -7;
    }
    for (; i < n; i++, last = last_1) {
        long t14 = (long)i;
        const int *t15 = x + t14;
        y[t14] = *t15 * 2;
        if (*t15 > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* May alias: the runtime check fails for overlapping arrays, and the scalar loop runs them all. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_add_f32(int n, const float *x, float *y) {
    vcc_no_contract_body
    int t15;
    int t24;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)x;
    unsigned long t5 = (unsigned long)y;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -32L;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m512 t8 = _mm512_loadu_ps(x + t7);
            __m512 t9 = _mm512_mul_ps(t8, _mm512_set1_ps(0.5f));
            __m512 t10 = _mm512_add_ps(t9, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t7, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512 t12 = _mm512_loadu_ps(x + t11);
            __m512 t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.5f));
            __m512 t14 = _mm512_add_ps(t13, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t11, t14);
            t1 += 32L;
        } while (t1 < t6);
        t15 = (int)t6;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    unsigned long t17 = (unsigned long)x;
    unsigned long t18 = (unsigned long)y;
    if ((t16 >= 16L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))))) {
        long t19 = t16 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t15 + t2);
            __m512 t21 = _mm512_loadu_ps(x + t20);
            __m512 t22 = _mm512_mul_ps(t21, _mm512_set1_ps(0.5f));
            __m512 t23 = _mm512_add_ps(t22, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t20, t23);
            t2 += 16L;
        } while (t2 < t19);
        t24 = (int)((long)t15 + t19);
    } else {
        t24 = t15;
    }
    long t25 = (long)n + (long)t24 * -1L;
    unsigned long t26 = (unsigned long)x;
    unsigned long t27 = (unsigned long)y;
    if ((t25 >= 1L) & (t25 <= 16L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 4L))) | ((t27 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t24 * 4L))))) {
        __m512i t28 = _mm512_set1_epi32((int)(int)t25);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        long t30 = (long)(int)(long)t24;
        __m512 t31 = _mm512_maskz_loadu_ps(t29, x + t30);
        __m512 t32 = _mm512_mul_ps(t31, _mm512_set1_ps(0.5f));
        __m512 t33 = _mm512_add_ps(t32, _mm512_set1_ps(3.0f));
        _mm512_mask_storeu_ps(y + t30, t29, t33);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        y[t34] = x[t34] * 0.5f + 3.0f;
    }
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    munmap((char *)p + (size_t)n * size - span, span + page);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t19;
    int t25;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        float *xf = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        float *yf = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        int *xi = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        int *yi = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        int *di = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        double *xd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        double *zd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        double *yd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        long long *xl = (long long *)(_mm256_zeroupper(), guarded(n, 8UL));
        long long *yl = (long long *)(_mm256_zeroupper(), guarded(n, 8UL));
        int t4 = 2 * n;
        float *pairs = (float *)(_mm256_zeroupper(), guarded(t4, 4UL));
        float *table = (float *)(_mm256_zeroupper(), guarded(64, 4UL));
        int *idx = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xf[fill_idx] = (float)(-50 + (int)((_mm256_zeroupper(), next_rand()) % 100U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            yf[fill_idx_1] = (float)(int)((_mm256_zeroupper(), next_rand()) % 30U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            xi[fill_idx_2] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            yi[fill_idx_3] = -100 + (int)((_mm256_zeroupper(), next_rand()) % 200U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            di[fill_idx_4] = 1 + (int)((_mm256_zeroupper(), next_rand()) % 9U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            xd[fill_idx_5] = (double)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 40U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            zd[fill_idx_6] = (double)(1 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            yd[fill_idx_7] = (double)(int)((_mm256_zeroupper(), next_rand()) % 5U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            xl[fill_idx_8] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            yl[fill_idx_9] = (long long)(int)((_mm256_zeroupper(), next_rand()) % 1000U);
        }
        for (int fill_idx_10 = 0; fill_idx_10 < t4; fill_idx_10++) {
            pairs[fill_idx_10] = (float)(int)((_mm256_zeroupper(), next_rand()) % 50U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < 64; fill_idx_11++) {
            table[fill_idx_11] = (float)(int)((_mm256_zeroupper(), next_rand()) % 1000U);
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            idx[fill_idx_12] = (int)((_mm256_zeroupper(), next_rand()) % 64U);
        }
        long t5 = (long)n;
        if (t5 >= 32L) {
            long t6 = t5 & -32L;
            long t1 = 0L;
            do {
                long long *t7 = xl + (int)t1;
                __m512i t8 = _mm512_loadu_si512(t7);
                __m512i t9 = _mm512_mullo_epi64(t8, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t7, t9);
                long long *t10 = xl + (int)(t1 + 8L);
                __m512i t11 = _mm512_loadu_si512(t10);
                __m512i t12 = _mm512_mullo_epi64(t11, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t10, t12);
                long long *t13 = xl + (int)(t1 + 16L);
                __m512i t14 = _mm512_loadu_si512(t13);
                __m512i t15 = _mm512_mullo_epi64(t14, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t13, t15);
                long long *t16 = xl + (int)(t1 + 24L);
                __m512i t17 = _mm512_loadu_si512(t16);
                __m512i t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t16, t18);
                t1 += 32L;
            } while (t1 < t6);
            t19 = (int)t6;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 8L) {
            long t21 = t20 & -8L;
            long t2 = 0L;
            do {
                long long *t22 = xl + (int)((long)t19 + t2);
                __m512i t23 = _mm512_loadu_si512(t22);
                __m512i t24 = _mm512_mullo_epi64(t23, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t22, t24);
                t2 += 8L;
            } while (t2 < t21);
            t25 = (int)((long)t19 + t21);
        } else {
            t25 = t19;
        }
        long t26 = (long)n + (long)t25 * -1L;
        if ((t26 >= 1L) & (t26 <= 8L)) {
            __m256i t27 = _mm256_set1_epi32((int)(int)t26);
            __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long long *t29 = xl + (int)(long)t25;
            __m512i t30 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t28), t29);
            __m512i t31 = t30;
            __m512i t32 = _mm512_set1_epi64((long long)1000003LL);
            __m512i t33 = _mm512_mullo_epi64(t31, t32);
            __m512i t34 = t33;
            _mm512_mask_storeu_epi64(t29, _mm256_movepi32_mask(t28), t34);
            i = (int)((long)t25 + t26);
        } else {
            i = t25;
        }
        for (; i < n; i++) {
            long long *t35 = xl + i;
            *t35 = *t35 * 1000003LL;
        }
        const float *t36 = xf;
        saxpy_f32(n, 1.5f, t36, yf);
        const int *t37 = xi;
        mix_i32(n, 77, t37, yi);
        fma_f64(n, xd, zd, yd);
        mul_i64(n, xl, yl);
        int dot = dot_i32(n, t37, yi);
        int mx = max_i32(n, t37);
        unsigned long t38 = (unsigned long)n;
        unsigned long t39 = t38 * 8UL;
        unsigned long t40 = (_mm256_zeroupper(), hash_bytes((const void *)yl, t39));
        unsigned long t41 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t39));
        unsigned long t42 = t38 * 4UL;
        const void *t43 = (const void *)yi;
        unsigned long t44 = (_mm256_zeroupper(), hash_bytes(t43, t42));
        const void *t45 = (const void *)yf;
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t45, t42)), (unsigned long long)t44, (unsigned long long)t41, (unsigned long long)t40, dot, mx);
        clip_f32(n, 3.0f, t36, yf);
        gather_f32(n, table, idx, xf);
        div_i32(n, t37, di, yi);
        unsigned long t46 = (_mm256_zeroupper(), hash_bytes(t43, t42));
        const void *t47 = (const void *)xf;
        unsigned long t48 = (_mm256_zeroupper(), hash_bytes(t47, t42));
        printf("  clip %llx gather %llx div %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t45, t42)), (unsigned long long)t48, (unsigned long long)t46);
        pairs_f32(n, pairs, yf);
        float last = last_f32(n, t36, yf);
        int last_cmp = last_cmp_i32(n, t37, yi);
        int found = find_last_i32(n, t37, di);
        unsigned long t49 = (_mm256_zeroupper(), hash_bytes((const void *)di, t42));
        unsigned long t50 = (_mm256_zeroupper(), hash_bytes(t43, t42));
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t45, t42)), (double)last, last_cmp, (unsigned long long)t50, found, (unsigned long long)t49);
        if (n > 0) {
            shift_add_f32(n - 1, t36, xf + 1);
            shift_add_f32(n, t36, yf);
        }
        unsigned long t51 = (_mm256_zeroupper(), hash_bytes(t45, t42));
        printf("  shift %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t47, t42)), (unsigned long long)t51);
        (_mm256_zeroupper(), release((void *)xf, n, 4UL));
        (_mm256_zeroupper(), release((void *)yf, n, 4UL));
        (_mm256_zeroupper(), release((void *)xi, n, 4UL));
        (_mm256_zeroupper(), release((void *)yi, n, 4UL));
        (_mm256_zeroupper(), release((void *)di, n, 4UL));
        (_mm256_zeroupper(), release((void *)xd, n, 8UL));
        (_mm256_zeroupper(), release((void *)zd, n, 8UL));
        (_mm256_zeroupper(), release((void *)yd, n, 8UL));
        (_mm256_zeroupper(), release((void *)xl, n, 8UL));
        (_mm256_zeroupper(), release((void *)yl, n, 8UL));
        (_mm256_zeroupper(), release((void *)pairs, t4, 4UL));
        (_mm256_zeroupper(), release((void *)table, 64, 4UL));
        (_mm256_zeroupper(), release((void *)idx, n, 4UL));
    }
}
