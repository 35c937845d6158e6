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
    long t1;
    long t2;
    long t3;
    long t4;
    __m512 t5;
    long t6;
    float *t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    long t12;
    float *t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    int t18;
    long t19;
    long t20;
    __m512 t21;
    long t22;
    float *t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    int t28;
    long t29;
    __m512i t30;
    __mmask16 t31;
    __m512 t32;
    long t33;
    long t34;
    float *t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    int i;
    long t40;
    float *t41;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_ps(a);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = y + t6;
            t8 = _mm512_loadu_ps(x + t6);
            t9 = _mm512_mul_ps(t5, t8);
            t10 = _mm512_loadu_ps(t7);
            t11 = _mm512_add_ps(t9, t10);
            _mm512_storeu_ps(t7, t11);
            t12 = (long)(int)((long)0 + (t1 + 16L));
            t13 = y + t12;
            t14 = _mm512_loadu_ps(x + t12);
            t15 = _mm512_mul_ps(t5, t14);
            t16 = _mm512_loadu_ps(t13);
            t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(t13, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)((long)0 + t4);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        t20 = t19 & -16L;
        t21 = _mm512_set1_ps(a);
        t2 = 0L;
        do {
            t22 = (long)(int)((long)t18 + t2);
            t23 = y + t22;
            t24 = _mm512_loadu_ps(x + t22);
            t25 = _mm512_mul_ps(t21, t24);
            t26 = _mm512_loadu_ps(t23);
            t27 = _mm512_add_ps(t25, t26);
            _mm512_storeu_ps(t23, t27);
            t2 += 16L;
        } while (t2 < t20);
        t28 = (int)((long)t18 + t20);
    } else {
        t28 = t18;
    }
    t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 16L)) {
        t30 = _mm512_set1_epi32((int)(int)t29);
        t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_LT);
        t32 = _mm512_set1_ps(a);
        t33 = 0L;
        t34 = (long)(int)((long)t28 + t33);
        t35 = y + t34;
        t36 = _mm512_maskz_loadu_ps(t31, x + t34);
        t37 = _mm512_mul_ps(t32, t36);
        t38 = _mm512_maskz_loadu_ps(t31, t35);
        t39 = _mm512_add_ps(t37, t38);
        _mm512_mask_storeu_ps(t35, t31, t39);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    long t6;
    int *t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    long t14;
    int *t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    int t22;
    long t23;
    long t24;
    __m512i t25;
    long t26;
    int *t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    int t34;
    long t35;
    __m512i t36;
    __mmask16 t37;
    __m512i t38;
    long t39;
    long t40;
    int *t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    int i;
    long t57;
    int *t58;
    int t59;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_epi32((int)k);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = y + t6;
            t8 = _mm512_loadu_si512(x + t6);
            t9 = _mm512_xor_si512(t8, t5);
            t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32((int)3));
            t11 = _mm512_loadu_si512(t7);
            t12 = _mm512_add_epi32(t10, t11);
            t13 = _mm512_sub_epi32(t12, t8);
            _mm512_storeu_si512(t7, t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = y + t14;
            t16 = _mm512_loadu_si512(x + t14);
            t17 = _mm512_xor_si512(t16, t5);
            t18 = _mm512_mullo_epi32(t17, _mm512_set1_epi32((int)3));
            t19 = _mm512_loadu_si512(t15);
            t20 = _mm512_add_epi32(t18, t19);
            t21 = _mm512_sub_epi32(t20, t16);
            _mm512_storeu_si512(t15, t21);
            t1 += 32L;
        } while (t1 < t4);
        t22 = (int)((long)0 + t4);
    } else {
        t22 = 0;
    }
    t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 16L) {
        t24 = t23 & -16L;
        t25 = _mm512_set1_epi32((int)k);
        t2 = 0L;
        do {
            t26 = (long)(int)((long)t22 + t2);
            t27 = y + t26;
            t28 = _mm512_loadu_si512(x + t26);
            t29 = _mm512_xor_si512(t28, t25);
            t30 = _mm512_mullo_epi32(t29, _mm512_set1_epi32((int)3));
            t31 = _mm512_loadu_si512(t27);
            t32 = _mm512_add_epi32(t30, t31);
            t33 = _mm512_sub_epi32(t32, t28);
            _mm512_storeu_si512(t27, t33);
            t2 += 16L;
        } while (t2 < t24);
        t34 = (int)((long)t22 + t24);
    } else {
        t34 = t22;
    }
    t35 = (long)n + (long)t34 * -1L;
    if ((t35 >= 1L) & (t35 <= 16L)) {
        t36 = _mm512_set1_epi32((int)(int)t35);
        t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t36, _MM_CMPINT_LT);
        t38 = _mm512_set1_epi32((int)k);
        t39 = 0L;
        t40 = (long)(int)((long)t34 + t39);
        t41 = y + t40;
        t42 = _mm512_maskz_loadu_epi32(t37, x + t40);
        t43 = _mm512_xor_si512(t42, t38);
        t44 = t43;
        t45 = _mm512_set1_epi32((int)3);
        t46 = _mm512_mullo_epi32(t44, t45);
        t47 = t46;
        t48 = _mm512_maskz_loadu_epi32(t37, t41);
        t49 = t47;
        t50 = t48;
        t51 = _mm512_add_epi32(t49, t50);
        t52 = t51;
        t53 = t52;
        t54 = t42;
        t55 = _mm512_sub_epi32(t53, t54);
        t56 = t55;
        _mm512_mask_storeu_epi32(t41, t37, t56);
        i = (int)((long)t34 + t35);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        t58 = y + t57;
        t59 = x[t57];
        *t58 = (t59 ^ k) * 3 + *t58 - t59;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    double *t6;
    __m512d t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    long t18;
    double *t19;
    __m512d t20;
    __m512d t21;
    __m512d t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    __m512d t26;
    __m512d t27;
    __m512d t28;
    __m512d t29;
    __m512d t30;
    int t31;
    long t32;
    long t33;
    long t34;
    double *t35;
    __m512d t36;
    __m512d t37;
    __m512d t38;
    __m512d t39;
    __m512d t40;
    __m512d t41;
    __m512d t42;
    __m512d t43;
    __m512d t44;
    __m512d t45;
    __m512d t46;
    int t47;
    long t48;
    __m256i t49;
    __m256i t50;
    long t51;
    long t52;
    double *t53;
    __m512d t54;
    __m512d t55;
    __m512d t56;
    __m512d t57;
    __m512d t58;
    __m512d t59;
    __m512d t60;
    __m512d t61;
    __m512d t62;
    __m512d t63;
    __m512d t64;
    int i;
    long t65;
    double *t66;
    double t67;
    double t68;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = y + t5;
            t7 = _mm512_loadu_pd(x + t5);
            t8 = _mm512_loadu_pd(z + t5);
            t9 = _mm512_mul_pd(t7, t8);
            t10 = _mm512_add_pd(t9, _mm512_set1_pd(1.5));
            t11 = _mm512_sub_pd(t7, t8);
            t12 = _mm512_mul_pd(t10, t11);
            t13 = _mm512_loadu_pd(t6);
            t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.25));
            t15 = _mm512_add_pd(t12, t14);
            t16 = _mm512_mul_pd(t8, _mm512_set1_pd(0.125));
            t17 = _mm512_sub_pd(t15, t16);
            _mm512_storeu_pd(t6, t17);
            t18 = (long)(int)((long)0 + (t1 + 8L));
            t19 = y + t18;
            t20 = _mm512_loadu_pd(x + t18);
            t21 = _mm512_loadu_pd(z + t18);
            t22 = _mm512_mul_pd(t20, t21);
            t23 = _mm512_add_pd(t22, _mm512_set1_pd(1.5));
            t24 = _mm512_sub_pd(t20, t21);
            t25 = _mm512_mul_pd(t23, t24);
            t26 = _mm512_loadu_pd(t19);
            t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.25));
            t28 = _mm512_add_pd(t25, t27);
            t29 = _mm512_mul_pd(t21, _mm512_set1_pd(0.125));
            t30 = _mm512_sub_pd(t28, t29);
            _mm512_storeu_pd(t19, t30);
            t1 += 16L;
        } while (t1 < t4);
        t31 = (int)((long)0 + t4);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t31 + t2);
            t35 = y + t34;
            t36 = _mm512_loadu_pd(x + t34);
            t37 = _mm512_loadu_pd(z + t34);
            t38 = _mm512_mul_pd(t36, t37);
            t39 = _mm512_add_pd(t38, _mm512_set1_pd(1.5));
            t40 = _mm512_sub_pd(t36, t37);
            t41 = _mm512_mul_pd(t39, t40);
            t42 = _mm512_loadu_pd(t35);
            t43 = _mm512_mul_pd(t42, _mm512_set1_pd(0.25));
            t44 = _mm512_add_pd(t41, t43);
            t45 = _mm512_mul_pd(t37, _mm512_set1_pd(0.125));
            t46 = _mm512_sub_pd(t44, t45);
            _mm512_storeu_pd(t35, t46);
            t2 += 8L;
        } while (t2 < t33);
        t47 = (int)((long)t31 + t33);
    } else {
        t47 = t31;
    }
    t48 = (long)n + (long)t47 * -1L;
    if ((t48 >= 1L) & (t48 <= 8L)) {
        t49 = _mm256_set1_epi32((int)(int)t48);
        t50 = _mm256_cmpgt_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t51 = 0L;
        t52 = (long)(int)((long)t47 + t51);
        t53 = y + t52;
        t54 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t50), x + t52);
        t55 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t50), z + t52);
        t56 = _mm512_mul_pd(t54, t55);
        t57 = _mm512_add_pd(t56, _mm512_set1_pd(1.5));
        t58 = _mm512_sub_pd(t54, t55);
        t59 = _mm512_mul_pd(t57, t58);
        t60 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t50), t53);
        t61 = _mm512_mul_pd(t60, _mm512_set1_pd(0.25));
        t62 = _mm512_add_pd(t59, t61);
        t63 = _mm512_mul_pd(t55, _mm512_set1_pd(0.125));
        t64 = _mm512_sub_pd(t62, t63);
        _mm512_mask_storeu_pd(t53, _mm256_movepi32_mask(t50), t64);
        i = (int)((long)t47 + t48);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        t65 = (long)i;
        t66 = y + t65;
        t67 = x[t65];
        t68 = z[t65];
        *t66 = (t67 * t68 + 1.5) * (t67 - t68) + *t66 * 0.25 - t68 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long long *t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    long t15;
    long long *t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long long *t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    int t38;
    long t39;
    __m256i t40;
    __m256i t41;
    long t42;
    long t43;
    long long *t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    int i;
    long t68;
    long long *t69;
    long long t70;
    long long t71;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = y + t5;
            t7 = _mm512_loadu_si512(x + t5);
            t8 = _mm512_mullo_epi64(t7, _mm512_set1_epi64((long long)7LL));
            t9 = _mm512_loadu_si512(t6);
            t10 = _mm512_mullo_epi64(t9, _mm512_set1_epi64((long long)3LL));
            t11 = _mm512_add_epi64(t8, t10);
            t12 = _mm512_mullo_epi64(t9, _mm512_set1_epi64((long long)5LL));
            t13 = _mm512_sub_epi64(t7, t12);
            t14 = _mm512_xor_si512(t11, t13);
            _mm512_storeu_si512(t6, t14);
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = y + t15;
            t17 = _mm512_loadu_si512(x + t15);
            t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)7LL));
            t19 = _mm512_loadu_si512(t16);
            t20 = _mm512_mullo_epi64(t19, _mm512_set1_epi64((long long)3LL));
            t21 = _mm512_add_epi64(t18, t20);
            t22 = _mm512_mullo_epi64(t19, _mm512_set1_epi64((long long)5LL));
            t23 = _mm512_sub_epi64(t17, t22);
            t24 = _mm512_xor_si512(t21, t23);
            _mm512_storeu_si512(t16, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = y + t28;
            t30 = _mm512_loadu_si512(x + t28);
            t31 = _mm512_mullo_epi64(t30, _mm512_set1_epi64((long long)7LL));
            t32 = _mm512_loadu_si512(t29);
            t33 = _mm512_mullo_epi64(t32, _mm512_set1_epi64((long long)3LL));
            t34 = _mm512_add_epi64(t31, t33);
            t35 = _mm512_mullo_epi64(t32, _mm512_set1_epi64((long long)5LL));
            t36 = _mm512_sub_epi64(t30, t35);
            t37 = _mm512_xor_si512(t34, t36);
            _mm512_storeu_si512(t29, t37);
            t2 += 8L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        t40 = _mm256_set1_epi32((int)(int)t39);
        t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t42 = 0L;
        t43 = (long)(int)((long)t38 + t42);
        t44 = y + t43;
        t45 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), x + t43);
        t46 = t45;
        t47 = _mm512_set1_epi64((long long)7LL);
        t48 = _mm512_mullo_epi64(t46, t47);
        t49 = t48;
        t50 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), t44);
        t51 = t50;
        t52 = _mm512_set1_epi64((long long)3LL);
        t53 = _mm512_mullo_epi64(t51, t52);
        t54 = t53;
        t55 = t49;
        t56 = t54;
        t57 = _mm512_add_epi64(t55, t56);
        t58 = t57;
        t59 = t50;
        t60 = _mm512_set1_epi64((long long)5LL);
        t61 = _mm512_mullo_epi64(t59, t60);
        t62 = t61;
        t63 = t45;
        t64 = t62;
        t65 = _mm512_sub_epi64(t63, t64);
        t66 = t65;
        t67 = _mm512_xor_si512(t58, t66);
        _mm512_mask_storeu_epi64(t44, _mm256_movepi32_mask(t41), t67);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        t68 = (long)i;
        t69 = y + t68;
        t70 = x[t68];
        t71 = *t69;
        *t69 = (t70 * 7LL + t71 * 3LL) ^ (t70 - t71 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_i32(int n, const int *x, const int *y) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    int s;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    int t14;
    int t15;
    long t16;
    __m512i t17;
    __mmask16 t18;
    long t19;
    __m512i t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    int i;
    long t38;
    int t39;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(x + t5);
            t7 = _mm512_and_si512(t6, _mm512_set1_epi32((int)1023));
            t8 = _mm512_loadu_si512(y + t5);
            t9 = _mm512_and_si512(t8, _mm512_set1_epi32((int)1023));
            t10 = _mm512_mullo_epi32(t7, t9);
            t11 = _mm512_xor_si512(t6, _mm512_set1_epi32((int)5));
            t12 = _mm512_add_epi32(t10, t11);
            t13 = t12;
            t2 = _mm512_add_epi32(t2, t13);
            t1 += 16L;
        } while (t1 < t4);
        t14 = (int)((long)0 + t4);
        t15 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1))));
    } else {
        t14 = 0;
        t15 = 0;
    }
    t16 = (long)n + (long)t14 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        t17 = _mm512_set1_epi32((int)(int)t16);
        t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        t19 = 0L;
        t20 = _mm512_set1_epi32((int)0);
        t21 = (long)(int)((long)t14 + t19);
        t22 = _mm512_maskz_loadu_epi32(t18, x + t21);
        t23 = _mm512_and_si512(t22, _mm512_set1_epi32((int)1023));
        t24 = _mm512_maskz_loadu_epi32(t18, y + t21);
        t25 = _mm512_and_si512(t24, _mm512_set1_epi32((int)1023));
        t26 = t23;
        t27 = t25;
        t28 = _mm512_mullo_epi32(t26, t27);
        t29 = t28;
        t30 = _mm512_xor_si512(t22, _mm512_set1_epi32((int)5));
        t31 = t29;
        t32 = t30;
        t33 = _mm512_add_epi32(t31, t32);
        t34 = t33;
        t35 = t34;
        t36 = _mm512_add_epi32(t20, t35);
        t37 = _mm512_mask_blend_epi32(t18, t20, t36);
        i = (int)((long)t14 + t16);
        s = (int)((unsigned int)t15 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t37), _mm512_extracti64x4_epi64(t37, 1))));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        t39 = x[t38];
        s += (t39 & 1023) * (y[t38] & 1023) + (t39 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int max_i32(int n, const int *x) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    int m;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    int t10;
    int t11;
    long t12;
    __m512i t13;
    __mmask16 t14;
    long t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __mmask16 t26;
    __mmask16 t27;
    __mmask16 t28;
    __m512i t29;
    __m512i t30;
    int i;
    int m_1;
    int t31;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t1 = _mm512_set1_epi32((int)-2000000000);
        t2 = 0L;
        do {
            t6 = _mm512_loadu_si512(x + (int)((long)0 + t2));
            t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)3));
            t8 = _mm512_xor_si512(t6, _mm512_set1_epi32((int)12345));
            t9 = _mm512_sub_epi32(t7, t8);
            t1 = _mm512_max_epi32(t9, t1);
            t2 += 16L;
        } while (t2 < t5);
        t10 = (int)((long)0 + t5);
        t11 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_max_epi32, int);
    } else {
        t10 = 0;
        t11 = -2000000000;
    }
    t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        t13 = _mm512_set1_epi32((int)(int)t12);
        t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        t3 = _mm512_set1_epi32((int)t11);
        t15 = 0L;
        t16 = _mm512_maskz_loadu_epi32(t14, x + (int)((long)t10 + t15));
        t17 = t16;
        t18 = _mm512_set1_epi32((int)3);
        t19 = _mm512_mullo_epi32(t17, t18);
        t20 = t19;
        t21 = _mm512_xor_si512(t16, _mm512_set1_epi32((int)12345));
        t22 = t20;
        t23 = t21;
        t24 = _mm512_sub_epi32(t22, t23);
        t25 = t24;
        t26 = _mm512_cmp_epi32_mask(t25, t3, _MM_CMPINT_NLE);
        t27 = _knot_mask16(t26);
        t28 = _kand_mask16(t14, t27);
        t29 = _mm512_mask_blend_epi32(t28, t25, t3);
        t30 = _mm512_mask_blend_epi32(t14, t3, t29);
        i = (int)((long)t10 + t12);
        m_1 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t30), _mm512_extracti64x4_epi64(t30, 1)), _mm_max_epi32, int);
    } else {
        i = t10;
        m_1 = t11;
    }
    for (; i < n; i++, m_1 = m) {
        t31 = x[i];
        m = t31 * 3 - (t31 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512 t5;
    long t6;
    __m512 t7;
    __mmask16 t8;
    __m512 t9;
    __m512 t10;
    long t11;
    __m512 t12;
    __mmask16 t13;
    __m512 t14;
    __m512 t15;
    int t16;
    long t17;
    long t18;
    __m512 t19;
    long t20;
    __m512 t21;
    __mmask16 t22;
    __m512 t23;
    __m512 t24;
    int t25;
    long t26;
    __m512i t27;
    __mmask16 t28;
    __m512 t29;
    long t30;
    long t31;
    __m512 t32;
    __mmask16 t33;
    __mmask16 t34;
    __m512 t35;
    __m512 t36;
    int i;
    long t37;
    float t38;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_ps(t);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_ps(x + t6);
            t8 = _mm512_cmp_ps_mask(t7, t5, _CMP_GT_OQ);
            t9 = _mm512_sub_ps(t7, t5);
            t10 = _mm512_mul_ps(t9, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t6 * 4UL), t8, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_ps(x + t11);
            t13 = _mm512_cmp_ps_mask(t12, t5, _CMP_GT_OQ);
            t14 = _mm512_sub_ps(t12, t5);
            t15 = _mm512_mul_ps(t14, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t11 * 4UL), t13, t15);
            t1 += 32L;
        } while (t1 < t4);
        t16 = (int)((long)0 + t4);
    } else {
        t16 = 0;
    }
    t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        t18 = t17 & -16L;
        t19 = _mm512_set1_ps(t);
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t16 + t2);
            t21 = _mm512_loadu_ps(x + t20);
            t22 = _mm512_cmp_ps_mask(t21, t19, _CMP_GT_OQ);
            t23 = _mm512_sub_ps(t21, t19);
            t24 = _mm512_mul_ps(t23, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t20 * 4UL), t22, t24);
            t2 += 16L;
        } while (t2 < t18);
        t25 = (int)((long)t16 + t18);
    } else {
        t25 = t16;
    }
    t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 16L)) {
        t27 = _mm512_set1_epi32((int)(int)t26);
        t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        t29 = _mm512_set1_ps(t);
        t30 = 0L;
        t31 = (long)(int)((long)t25 + t30);
        t32 = _mm512_maskz_loadu_ps(t28, x + t31);
        t33 = _mm512_cmp_ps_mask(t32, t29, _CMP_GT_OQ);
        t34 = _kand_mask16(t28, t33);
        t35 = _mm512_sub_ps(t32, t29);
        t36 = _mm512_mul_ps(t35, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t31 * 4UL), t34, t36);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        t38 = x[t37];
        if (t38 > t) {
            y[t37] = (t38 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512 t6;
    __m512 t7;
    int t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    long t12;
    long t13;
    __m512i t14;
    __m512 t15;
    __m512 t16;
    int i;
    long t17;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(idx + t4);
            t6 = _mm512_i32gather_ps(t5, table, 4);
            t7 = _mm512_add_ps(t6, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t4, t7);
            t1 += 16L;
        } while (t1 < t3);
        t8 = (int)((long)0 + t3);
    } else {
        t8 = 0;
    }
    t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t12 = 0L;
        t13 = (long)(int)((long)t8 + t12);
        t14 = _mm512_maskz_loadu_epi32(t11, idx + t13);
        t15 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t11, t14, table, 4);
        t16 = _mm512_add_ps(t15, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(y + t13, t11, t16);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        y[t17] = table[idx[t17]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    int t10;
    long t11;
    __m512i t12;
    __mmask16 t13;
    long t14;
    long t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    int i;
    long t28;
    int t29;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(x + t4);
            t6 = _mm512_loadu_si512(d + t4);
            t7 = (__m512i)((vcc_v16_int)t5 / (vcc_v16_int)t6);
            t8 = _mm512_mullo_epi32(t5, _mm512_set1_epi32((int)5));
            t9 = _mm512_add_epi32(t7, t8);
            _mm512_storeu_si512(y + t4, t9);
            t1 += 16L;
        } while (t1 < t3);
        t10 = (int)((long)0 + t3);
    } else {
        t10 = 0;
    }
    t11 = (long)n + (long)t10 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        t12 = _mm512_set1_epi32((int)(int)t11);
        t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        t14 = 0L;
        t15 = (long)(int)((long)t10 + t14);
        t16 = _mm512_maskz_loadu_epi32(t13, x + t15);
        t17 = _mm512_maskz_loadu_epi32(t13, d + t15);
        t18 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32((int)1), t17);
        t19 = (__m512i)((vcc_v16_int)t16 / (vcc_v16_int)t18);
        t20 = t16;
        t21 = _mm512_set1_epi32((int)5);
        t22 = _mm512_mullo_epi32(t20, t21);
        t23 = t22;
        t24 = t19;
        t25 = t23;
        t26 = _mm512_add_epi32(t24, t25);
        t27 = t26;
        _mm512_mask_storeu_epi32(y + t15, t13, t27);
        i = (int)((long)t10 + t11);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        t28 = (long)i;
        t29 = x[t28];
        y[t28] = t29 / d[t28] + t29 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pairs_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const float *t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    int t13;
    const float *t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    int t21;
    long t22;
    long t23;
    int t24;
    const float *t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    int i;
    int t32;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = x + 2 * t5;
            t7 = _mm512_loadu_ps(t6);
            t8 = _mm512_loadu_ps(t6 + 16);
            t9 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t8);
            t10 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t8);
            t11 = _mm512_mul_ps(t9, _mm512_set1_ps(3.0f));
            t12 = _mm512_add_ps(t11, t10);
            _mm512_storeu_ps(y + t5, t12);
            t13 = (int)((long)0 + (t1 + 16L));
            t14 = x + 2 * t13;
            t15 = _mm512_loadu_ps(t14);
            t16 = _mm512_loadu_ps(t14 + 16);
            t17 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t16);
            t18 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t16);
            t19 = _mm512_mul_ps(t17, _mm512_set1_ps(3.0f));
            t20 = _mm512_add_ps(t19, t18);
            _mm512_storeu_ps(y + t13, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        t23 = t22 & -16L;
        t2 = 0L;
        do {
            t24 = (int)((long)t21 + t2);
            t25 = x + 2 * t24;
            t26 = _mm512_loadu_ps(t25);
            t27 = _mm512_loadu_ps(t25 + 16);
            t28 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t27);
            t29 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t27);
            t30 = _mm512_mul_ps(t28, _mm512_set1_ps(3.0f));
            t31 = _mm512_add_ps(t30, t29);
            _mm512_storeu_ps(y + t24, t31);
            t2 += 16L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t32 = 2 * i;
        y[i] = x[t32] * 3.0f + x[t32 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float last_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    float last;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    long t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    int t13;
    float t14;
    long t15;
    long t16;
    long t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    int t21;
    float t22;
    long t23;
    __m512i t24;
    __mmask16 t25;
    long t26;
    long t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512i t31;
    __mmask16 t32;
    __m512 t33;
    int i;
    long t34;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_ps(x + t5);
            t7 = _mm512_mul_ps(t6, _mm512_set1_ps(2.0f));
            t8 = _mm512_add_ps(t7, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t5, t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm512_loadu_ps(x + t9);
            t11 = _mm512_mul_ps(t10, _mm512_set1_ps(2.0f));
            t12 = _mm512_add_ps(t11, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)((long)0 + t4);
        t14 = ((vcc_v16_float)t11)[15];
    } else {
        t13 = 0;
        t14 = 0.0f;
    }
    t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 16L) {
        t16 = t15 & -16L;
        t2 = 0L;
        do {
            t17 = (long)(int)((long)t13 + t2);
            t18 = _mm512_loadu_ps(x + t17);
            t19 = _mm512_mul_ps(t18, _mm512_set1_ps(2.0f));
            t20 = _mm512_add_ps(t19, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t17, t20);
            t2 += 16L;
        } while (t2 < t16);
        t21 = (int)((long)t13 + t16);
        t22 = ((vcc_v16_float)t19)[15];
    } else {
        t21 = t13;
        t22 = t14;
    }
    t23 = (long)n + (long)t21 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        t24 = _mm512_set1_epi32((int)(int)t23);
        t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        t26 = 0L;
        t27 = (long)(int)((long)t21 + t26);
        t28 = _mm512_maskz_loadu_ps(t25, x + t27);
        t29 = _mm512_mul_ps(t28, _mm512_set1_ps(2.0f));
        t30 = _mm512_add_ps(t29, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(y + t27, t25, t30);
        t31 = _mm512_set1_epi32((int)(int)(t23 - 1L));
        t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_EQ);
        t33 = _mm512_mask_blend_ps(t32, _mm512_set1_ps(-0.0f), t29);
        i = (int)((long)t21 + t23);
        last = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t33), _mm512_extractf32x8_ps(t33, 1)));
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++) {
        t34 = (long)i;
        last = x[t34] * 2.0f;
        y[t34] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    int last;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __mmask16 t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __mmask16 t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    int t18;
    int t19;
    long t20;
    long t21;
    long t22;
    __m512i t23;
    __mmask16 t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    int t29;
    int t30;
    long t31;
    __m512i t32;
    __mmask16 t33;
    long t34;
    long t35;
    __m512i t36;
    __mmask16 t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __mmask16 t49;
    __m512i t50;
    int i;
    long t51;
    int t52;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(x + t5);
            t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t8 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)3));
            t9 = _mm512_maskz_mov_epi32(t7, _mm512_set1_epi32(1));
            t10 = _mm512_add_epi32(t8, t9);
            _mm512_storeu_si512(y + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_si512(x + t11);
            t13 = _mm512_cmp_epi32_mask(t12, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t14 = _mm512_mullo_epi32(t12, _mm512_set1_epi32((int)3));
            t15 = _mm512_maskz_mov_epi32(t13, _mm512_set1_epi32(1));
            t16 = _mm512_add_epi32(t14, t15);
            _mm512_storeu_si512(y + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = _mm512_maskz_mov_epi32(t13, _mm512_set1_epi32(1));
        t18 = (int)((long)0 + t4);
        t19 = ((vcc_v16_int)t17)[15];
    } else {
        t18 = 0;
        t19 = -1;
    }
    t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t2 = 0L;
        do {
            t22 = (long)(int)((long)t18 + t2);
            t23 = _mm512_loadu_si512(x + t22);
            t24 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
            t25 = _mm512_mullo_epi32(t23, _mm512_set1_epi32((int)3));
            t26 = _mm512_maskz_mov_epi32(t24, _mm512_set1_epi32(1));
            t27 = _mm512_add_epi32(t25, t26);
            _mm512_storeu_si512(y + t22, t27);
            t2 += 16L;
        } while (t2 < t21);
        t28 = _mm512_maskz_mov_epi32(t24, _mm512_set1_epi32(1));
        t29 = (int)((long)t18 + t21);
        t30 = ((vcc_v16_int)t28)[15];
    } else {
        t29 = t18;
        t30 = t19;
    }
    t31 = (long)n + (long)t29 * -1L;
    if ((t31 >= 1L) & (t31 <= 16L)) {
        t32 = _mm512_set1_epi32((int)(int)t31);
        t33 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t32, _MM_CMPINT_LT);
        t34 = 0L;
        t35 = (long)(int)((long)t29 + t34);
        t36 = _mm512_maskz_loadu_epi32(t33, x + t35);
        t37 = _mm512_cmp_epi32_mask(t36, _mm512_set1_epi32((int)3), _MM_CMPINT_NLE);
        t38 = t36;
        t39 = _mm512_set1_epi32((int)3);
        t40 = _mm512_mullo_epi32(t38, t39);
        t41 = t40;
        t42 = _mm512_maskz_mov_epi32(t37, _mm512_set1_epi32(1));
        t43 = t41;
        t44 = t42;
        t45 = _mm512_add_epi32(t43, t44);
        t46 = t45;
        _mm512_mask_storeu_epi32(y + t35, t33, t46);
        t47 = _mm512_maskz_mov_epi32(t37, _mm512_set1_epi32(1));
        t48 = _mm512_set1_epi32((int)(int)(t31 - 1L));
        t49 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t48, _MM_CMPINT_EQ);
        t50 = _mm512_mask_blend_epi32(t49, _mm512_set1_epi32((int)0), t47);
        i = (int)((long)t29 + t31);
        last = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t50), _mm512_extracti64x4_epi64(t50, 1)), _mm_or_si128, int);
    } else {
        i = t29;
        last = t30;
    }
    for (; i < n; i++) {
        t51 = (long)i;
        t52 = x[t51];
        last = t52 > 3;
        y[t51] = t52 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int find_last_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    long t3;
    long t4;
    long t5;
    const int *t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __mmask16 t10;
    __m512i t11;
    __m512i t12;
    int t13;
    int i;
    int last;
    long t14;
    const int *t15;
    int last_1;
    t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 2147483647L)) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)-1);
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = x + t5;
            t7 = _mm512_loadu_si512(t6);
            t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32((int)2));
            _mm512_storeu_si512(y + t5, t8);
            t9 = _mm512_loadu_si512(t6);
            t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32((int)100), _MM_CMPINT_NLE);
            t11 = _mm512_set1_epi32((int)(int)t1);
            t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t2 = _mm512_mask_blend_epi32(t10, t2, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_max_epi32, int);
        i = (int)((long)0 + t4);
        last = t13 < 0 ? -7 : (int)((long)0 + (long)t13);
    } else {
        i = 0;
        last = -7;
    }
    for (; i < n; i++, last = last_1) {
        t14 = (long)i;
        t15 = x + t14;
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
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    long t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    int t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    long t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    int t24;
    long t25;
    unsigned long t26;
    unsigned long t27;
    __m512i t28;
    __mmask16 t29;
    long t30;
    long t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    int i;
    long t35;
    t3 = (long)n;
    t4 = (unsigned long)x;
    t5 = (unsigned long)y;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -32L;
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm512_loadu_ps(x + t7);
            t9 = _mm512_mul_ps(t8, _mm512_set1_ps(0.5f));
            t10 = _mm512_add_ps(t9, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t7, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_ps(x + t11);
            t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.5f));
            t14 = _mm512_add_ps(t13, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t11, t14);
            t1 += 32L;
        } while (t1 < t6);
        t15 = (int)((long)0 + t6);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    t17 = (unsigned long)x;
    t18 = (unsigned long)y;
    if ((t16 >= 16L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))))) {
        t19 = t16 & -16L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t15 + t2);
            t21 = _mm512_loadu_ps(x + t20);
            t22 = _mm512_mul_ps(t21, _mm512_set1_ps(0.5f));
            t23 = _mm512_add_ps(t22, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t20, t23);
            t2 += 16L;
        } while (t2 < t19);
        t24 = (int)((long)t15 + t19);
    } else {
        t24 = t15;
    }
    t25 = (long)n + (long)t24 * -1L;
    t26 = (unsigned long)x;
    t27 = (unsigned long)y;
    if ((t25 >= 1L) & (t25 <= 16L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 4L))) | ((t27 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t24 * 4L))))) {
        t28 = _mm512_set1_epi32((int)(int)t25);
        t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        t30 = 0L;
        t31 = (long)(int)((long)t24 + t30);
        t32 = _mm512_maskz_loadu_ps(t29, x + t31);
        t33 = _mm512_mul_ps(t32, _mm512_set1_ps(0.5f));
        t34 = _mm512_add_ps(t33, _mm512_set1_ps(3.0f));
        _mm512_mask_storeu_ps(y + t31, t29, t34);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        y[t35] = x[t35] * 0.5f + 3.0f;
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
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    float *xf;
    float *yf;
    int *xi;
    int *yi;
    int *di;
    double *xd;
    double *zd;
    double *yd;
    long long *xl;
    long long *yl;
    int t4;
    float *pairs;
    float *table;
    int *idx;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    int fill_idx_8;
    int fill_idx_9;
    int fill_idx_10;
    int fill_idx_11;
    int fill_idx_12;
    long t5;
    long t6;
    long long *t7;
    __m512i t8;
    __m512i t9;
    long long *t10;
    __m512i t11;
    __m512i t12;
    long long *t13;
    __m512i t14;
    __m512i t15;
    long long *t16;
    __m512i t17;
    __m512i t18;
    int t19;
    long t20;
    long t21;
    long long *t22;
    __m512i t23;
    __m512i t24;
    int t25;
    long t26;
    __m256i t27;
    __m256i t28;
    long t29;
    long long *t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    int i;
    long long *t36;
    const float *t37;
    const int *t38;
    int dot;
    int mx;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    unsigned long t42;
    unsigned long t43;
    const void *t44;
    unsigned long t45;
    const void *t46;
    unsigned long t47;
    const void *t48;
    unsigned long t49;
    float last;
    int last_cmp;
    int found;
    unsigned long t50;
    unsigned long t51;
    unsigned long t52;
    count_idx = 0;
    n_1 = 0;
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
        xf = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        yf = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        xi = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        yi = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        di = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        xd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        zd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        yd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        xl = (long long *)(_mm256_zeroupper(), guarded(n, 8UL));
        yl = (long long *)(_mm256_zeroupper(), guarded(n, 8UL));
        t4 = 2 * n;
        pairs = (float *)(_mm256_zeroupper(), guarded(t4, 4UL));
        table = (float *)(_mm256_zeroupper(), guarded(64, 4UL));
        idx = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            xf[fill_idx] = (float)(-50 + (int)((_mm256_zeroupper(), next_rand()) % 100U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            yf[fill_idx_1] = (float)(0 + (int)((_mm256_zeroupper(), next_rand()) % 30U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            xi[fill_idx_2] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            yi[fill_idx_3] = -100 + (int)((_mm256_zeroupper(), next_rand()) % 200U);
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            di[fill_idx_4] = 1 + (int)((_mm256_zeroupper(), next_rand()) % 9U);
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            xd[fill_idx_5] = (double)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 40U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            zd[fill_idx_6] = (double)(1 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            yd[fill_idx_7] = (double)(0 + (int)((_mm256_zeroupper(), next_rand()) % 5U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            xl[fill_idx_8] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            yl[fill_idx_9] = (long long)(0 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_10 = 0; fill_idx_10 < t4; fill_idx_10++) {
            pairs[fill_idx_10] = (float)(0 + (int)((_mm256_zeroupper(), next_rand()) % 50U));
        }
        for (fill_idx_11 = 0; fill_idx_11 < 64; fill_idx_11++) {
            table[fill_idx_11] = (float)(0 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            idx[fill_idx_12] = 0 + (int)((_mm256_zeroupper(), next_rand()) % 64U);
        }
        t5 = (long)n;
        if (t5 >= 32L) {
            t6 = t5 & -32L;
            t1 = 0L;
            do {
                t7 = xl + (int)((long)0 + t1);
                t8 = _mm512_loadu_si512(t7);
                t9 = _mm512_mullo_epi64(t8, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t7, t9);
                t10 = xl + (int)((long)0 + (t1 + 8L));
                t11 = _mm512_loadu_si512(t10);
                t12 = _mm512_mullo_epi64(t11, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t10, t12);
                t13 = xl + (int)((long)0 + (t1 + 16L));
                t14 = _mm512_loadu_si512(t13);
                t15 = _mm512_mullo_epi64(t14, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t13, t15);
                t16 = xl + (int)((long)0 + (t1 + 24L));
                t17 = _mm512_loadu_si512(t16);
                t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t16, t18);
                t1 += 32L;
            } while (t1 < t6);
            t19 = (int)((long)0 + t6);
        } else {
            t19 = 0;
        }
        t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 8L) {
            t21 = t20 & -8L;
            t2 = 0L;
            do {
                t22 = xl + (int)((long)t19 + t2);
                t23 = _mm512_loadu_si512(t22);
                t24 = _mm512_mullo_epi64(t23, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t22, t24);
                t2 += 8L;
            } while (t2 < t21);
            t25 = (int)((long)t19 + t21);
        } else {
            t25 = t19;
        }
        t26 = (long)n + (long)t25 * -1L;
        if ((t26 >= 1L) & (t26 <= 8L)) {
            t27 = _mm256_set1_epi32((int)(int)t26);
            t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t29 = 0L;
            t30 = xl + (int)((long)t25 + t29);
            t31 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t28), t30);
            t32 = t31;
            t33 = _mm512_set1_epi64((long long)1000003LL);
            t34 = _mm512_mullo_epi64(t32, t33);
            t35 = t34;
            _mm512_mask_storeu_epi64(t30, _mm256_movepi32_mask(t28), t35);
            i = (int)((long)t25 + t26);
        } else {
            i = t25;
        }
        for (; i < n; i++) {
            t36 = xl + i;
            *t36 = *t36 * 1000003LL;
        }
        t37 = xf;
        (_mm256_zeroupper(), saxpy_f32(n, 1.5f, t37, yf));
        t38 = xi;
        (_mm256_zeroupper(), mix_i32(n, 77, t38, yi));
        (_mm256_zeroupper(), fma_f64(n, xd, zd, yd));
        (_mm256_zeroupper(), mul_i64(n, xl, yl));
        dot = (_mm256_zeroupper(), dot_i32(n, t38, yi));
        mx = (_mm256_zeroupper(), max_i32(n, t38));
        t39 = (unsigned long)n;
        t40 = t39 * 8UL;
        t41 = (_mm256_zeroupper(), hash_bytes((const void *)yl, t40));
        t42 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t40));
        t43 = t39 * 4UL;
        t44 = (const void *)yi;
        t45 = (_mm256_zeroupper(), hash_bytes(t44, t43));
        t46 = (const void *)yf;
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t46, t43)), (unsigned long long)t45, (unsigned long long)t42, (unsigned long long)t41, dot, mx);
        (_mm256_zeroupper(), clip_f32(n, 3.0f, t37, yf));
        (_mm256_zeroupper(), gather_f32(n, table, idx, xf));
        (_mm256_zeroupper(), div_i32(n, t38, di, yi));
        t47 = (_mm256_zeroupper(), hash_bytes(t44, t43));
        t48 = (const void *)xf;
        t49 = (_mm256_zeroupper(), hash_bytes(t48, t43));
        printf("  clip %llx gather %llx div %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t46, t43)), (unsigned long long)t49, (unsigned long long)t47);
        (_mm256_zeroupper(), pairs_f32(n, pairs, yf));
        last = (_mm256_zeroupper(), last_f32(n, t37, yf));
        last_cmp = (_mm256_zeroupper(), last_cmp_i32(n, t38, yi));
        found = (_mm256_zeroupper(), find_last_i32(n, t38, di));
        t50 = (_mm256_zeroupper(), hash_bytes((const void *)di, t43));
        t51 = (_mm256_zeroupper(), hash_bytes(t44, t43));
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t46, t43)), (double)last, last_cmp, (unsigned long long)t51, found, (unsigned long long)t50);
        if (n > 0) {
            (_mm256_zeroupper(), shift_add_f32(n - 1, t37, xf + 1));
            (_mm256_zeroupper(), shift_add_f32(n, t37, yf));
        }
        t52 = (_mm256_zeroupper(), hash_bytes(t46, t43));
        printf("  shift %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t48, t43)), (unsigned long long)t52);
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
